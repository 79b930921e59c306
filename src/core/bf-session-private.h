/* bf-session-private.h
 *
 * The internals of BfSession, written in two files (bf-session.c and
 * bf-session-journal.c). What tests reach is public: the undo depths and
 * the save hook in bf-session.h, the journal's reader in
 * bf-session-journal.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-lock.h"
#include "bf-session.h"
#include "bf-session-journal.h"
#include "bf-undo-steps.h"

G_BEGIN_DECLS

/* The session's internals, shared by the files it is written in:
 * bf-session.c (the document, undo, the autosave and its retries) and
 * bf-session-journal.c (the undo journal beside the autosave). */

/* Undo steps kept; older ones are dropped. */
#define MAX_HISTORY 2000
/* The undo steps kept across a restart (the history journal, docs/robustness.md). */
#define PERSISTED_HISTORY 200
/* Lines appended to the journal before it is rewritten short again. */
#define JOURNAL_COMPACT (2 * PERSISTED_HISTORY)
/* The largest journal read back (bf-session-private.h): JOURNAL_COMPACT
 * lines of a 4-player game (about 7 KiB each) are some 3 MiB, and the
 * journal is rewritten short before it grows past this. */
#define JOURNAL_MAX_SIZE (32 * 1024 * 1024)

struct _BfSession
{
  GObject    parent_instance;

  /* owned */
  BfDocument *document;
  GFile     *autosave;
  GFile     *file;
  BfUndoSteps *history;          /* game file data, oldest first */
  GError    *autosave_error;

  char      *unsaved;            /* what the failed autosave should hold */
  char      *recovery_notice;
  char      *journal_notice;     /* a damaged journal set aside */
  BfLock    *lock;               /* of the game open, while there is one */
  GPtrArray *left;               /* Left *: other games' saves still to do */
  GError    *left_error;         /* why the last of them failed */

  guint      position;           /* index of the current state in history */
  guint64    base;               /* the step number of history[0] */
  guint      journal_lines;       /* 0: to be written anew */
  gsize      journal_size;        /* its bytes, as far as this run wrote them */
  guint      changes;             /* changes since its last autosave that worked */
  guint      unsaved_changes;     /* those, and the changes of the left games */
  gint64     last_change;         /* written into the autosave; 0: not yet known */

  guint      idle_id;
  guint      marks_id;          /* a tick to save, no undo step */
  guint      retry_id;

  /* The file at the autosave path is known to be a good autosave (or
   * there is none): it may become the previous good copy. */
  gboolean   autosave_checked;
  /* Nothing is written: the game is open in another process (its lock),
   * or the window chose to look at it only. */
  gboolean   read_only;
  /* bf_session_defer_save(): the next document's first step is kept in
   * memory (defer_next), then not written yet (deferred). */
  gboolean   defer_next;
  gboolean   deferred;

  BfSessionSaveHook save_hook;
  gpointer   save_hook_data;
};

/* bf-session-journal.c */
char     *_bf_session_journal_path         (BfSession   *self);
gboolean  _bf_session_journal_restore      (BfSession   *self,
                                            const char  *current);
void      _bf_session_journal_rewrite      (BfSession   *self);
void      _bf_session_journal_set_aside    (BfSession   *self,
                                            const char  *path,
                                            const char  *reason,
                                            gboolean     at_step);
void      _bf_session_clear_journal_notice (BfSession   *self);
void      _bf_session_journal_append       (BfSession   *self,
                                            const char  *kind,
                                            guint64      step,
                                            const char  *data);

/* bf-session.c */
char     *_bf_session_move_aside           (const char  *path,
                                            GError     **error);
void      _bf_session_start_retrying       (BfSession   *self);

G_END_DECLS
