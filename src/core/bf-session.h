/* bf-session.h
 *
 * The game being entered at the table, with its undo history and its
 * autosave. Widgets change the BfGame directly through its setters; the
 * session notices every change ("changed"), groups the changes made in
 * one main-loop iteration into one step, keeps that step for undo and
 * writes the game to the autosave file at once.
 *
 * Undo and redo replace the document by a restored copy: watch
 * "document" (or "game").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-document.h"
#include "bf-game.h"

G_BEGIN_DECLS

#define BF_TYPE_SESSION (bf_session_get_type ())

G_DECLARE_FINAL_TYPE (BfSession, bf_session, BF, SESSION, GObject)

/* @autosave: where to keep the session between runs, or NULL for none. */
BfSession  *bf_session_new              (GFile      *autosave);

/* The default autosave file: $XDG_DATA_HOME/benefactor/session.json */
GFile      *bf_session_get_default_autosave (void);

BfDocument *bf_session_get_document     (BfSession  *self);
/* Starts a new history with @document and autosaves it. NULL closes the
 * document but keeps the autosave, so the next start can continue it. */
void        bf_session_set_document     (BfSession  *self,
                                         BfDocument *document);
/* The document when it is a Carnegie final-scoring table, else NULL. */
BfGame     *bf_session_get_game         (BfSession  *self);
/* bf_session_set_document() for a Carnegie table. */
void        bf_session_set_game         (BfSession  *self,
                                         BfGame     *game);

/* The game file the user opened or saved to, or NULL. */
GFile      *bf_session_get_file         (BfSession  *self);
void        bf_session_set_file         (BfSession  *self,
                                         GFile      *file);

gboolean    bf_session_get_can_undo     (BfSession  *self);
gboolean    bf_session_get_can_redo     (BfSession  *self);
gboolean    bf_session_undo             (BfSession  *self);
gboolean    bf_session_redo             (BfSession  *self);

/* Records pending changes as one undo step now instead of when the main
 * loop is next idle. */
void        bf_session_checkpoint       (BfSession  *self);

/* The last autosave error, or NULL when the last autosave worked. */
const GError *bf_session_get_autosave_error (BfSession *self);

/* Loads the autosave file of an earlier run, if there is one. Returns
 * NULL without error when there is none. */
BfDocument *bf_session_load_autosave    (BfSession  *self,
                                         GError    **error);

G_END_DECLS
