/* bf-undo-steps.h
 *
 * The texts of a session's undo steps (bf-session.c), held small: a
 * step is kept as its difference from the step before (the bytes
 * between what the two share at their start and at their end), and
 * every BF_UNDO_STEPS_KEY_INTERVAL-th step in full, so that reading any
 * step applies at most that many differences. An entry changes a few
 * bytes of a game of several KiB, so a long session holds little more
 * than its first step (docs/benchmarks.md, "Round 2: undodiff").
 *
 * Steps are numbered from 0, the oldest. The texts are game file data
 * (NUL-terminated, without NUL inside).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A full step every so many: reading a step costs at most this many
 * differences applied (each a copy of the game's text, a few µs). */
#define BF_UNDO_STEPS_KEY_INTERVAL 64

typedef struct _BfUndoSteps BfUndoSteps;

BfUndoSteps *bf_undo_steps_new          (void);
void         bf_undo_steps_free         (BfUndoSteps *self);

guint        bf_undo_steps_get_length   (BfUndoSteps *self);

/* The text of step @index. peek: owned by @self and valid until @self is
 * next used; dup: a copy. */
const char  *bf_undo_steps_peek         (BfUndoSteps *self,
                                         guint        index);
char        *bf_undo_steps_dup          (BfUndoSteps *self,
                                         guint        index);

/* Adds @text as the newest step. */
void         bf_undo_steps_append       (BfUndoSteps *self,
                                         const char  *text);
/* Step @index is @text from now on; the others stay as they are. */
void         bf_undo_steps_replace      (BfUndoSteps *self,
                                         guint        index,
                                         const char  *text);
/* Keeps the oldest @length steps (the newer ones go). */
void         bf_undo_steps_truncate     (BfUndoSteps *self,
                                         guint        length);
/* Drops the oldest @n steps: step @n becomes step 0. No text is copied:
 * the steps back to the key step that step 0 is read from stay held
 * (fewer than BF_UNDO_STEPS_KEY_INTERVAL), and go with that key step
 * once a newer one is the oldest needed. */
void         bf_undo_steps_drop_oldest  (BfUndoSteps *self,
                                         guint        n);

/* The bytes held: each step's record and its bytes, and the one text
 * kept ready for reading. */
gsize        bf_undo_steps_get_size     (BfUndoSteps *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfUndoSteps, bf_undo_steps_free)

G_END_DECLS
