/* bf-session.h
 *
 * The game being entered at the table, with its undo history and its
 * autosave, whichever game it is (a BfDocument: the core knows no game;
 * bf_carnegie_game_from_session() is Carnegie's look at it). Widgets change the
 * document directly through its setters; the session notices every
 * change ("changed"), groups the changes made in one main-loop iteration
 * into one step, keeps that step for undo and writes the game to the
 * autosave file at once.
 *
 * The autosave is crash-safe: each save is written to a temporary file in
 * the same folder, flushed to the disk (fsync), then renamed over the
 * autosave, and the autosave it replaces is kept as "session.json~" (the
 * previous good copy). An interrupted save leaves the old autosave in
 * place. A save that fails (full disk, read-only folder) keeps the entries
 * in memory, sets "autosave-error" and is retried every few seconds and
 * at the next change; the undo journal is written anew once it works
 * again, so that both hold the same game. A damaged or unreadable autosave is never written
 * over: it is moved aside as "session.json.broken-YYYYMMDD-HHMMSS" for
 * inspection. See docs/robustness.md.
 *
 * Undo and redo replace the document by a restored copy: watch
 * "document".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-document.h"

G_BEGIN_DECLS

#define BF_SESSION_ERROR (bf_session_error_quark ())

typedef enum
{
  BF_SESSION_ERROR_DAMAGED,      /* the autosave is not a readable game */
  BF_SESSION_ERROR_UNREADABLE,   /* the autosave cannot be read at all */
  BF_SESSION_ERROR_IN_THE_WAY,   /* a damaged autosave that could not be moved aside */
} BfSessionError;

GQuark      bf_session_error_quark      (void);

#define BF_TYPE_SESSION (bf_session_get_type ())

G_DECLARE_FINAL_TYPE (BfSession, bf_session, BF, SESSION, GObject)

/* @autosave: where to keep the session between runs, or NULL for none. */
BfSession  *bf_session_new              (GFile      *autosave);

/* The single autosave file of earlier versions:
 * $XDG_DATA_HOME/benefactor/session.json (now moved onto the shelf of
 * games in progress, bf-shelf.h). */
GFile      *bf_session_get_default_autosave (void);

/* The autosave file of the game the session keeps (NULL: none). Setting
 * another first writes what is pending for the current one; the
 * document and its history are not changed: call
 * bf_session_load_autosave() and bf_session_set_document() next. */
GFile      *bf_session_get_autosave     (BfSession  *self);
void        bf_session_set_autosave     (BfSession  *self,
                                         GFile      *autosave);

BfDocument *bf_session_get_document     (BfSession  *self);
/* Starts a new history with @document and autosaves it; given to a
 * session that holds none, a game continued from the autosave gets its
 * undo steps back from the journal beside it (docs/robustness.md). NULL
 * closes the document but keeps the autosave, so the next start can
 * continue it. */
void        bf_session_set_document     (BfSession  *self,
                                         BfDocument *document);

/* The game file the user opened or saved to, or NULL. */
GFile      *bf_session_get_file         (BfSession  *self);
void        bf_session_set_file         (BfSession  *self,
                                         GFile      *file);

/* The next bf_session_set_document() (not continuing from the journal)
 * records its game's first step without writing it: the autosave and the
 * journal are written by bf_session_save_deferred(), or before anything
 * else is (an entry, a tick, another document or autosave, read-only, the
 * session's end). For a file opened as the window starts: the file is the
 * game's copy until then, and nothing is written before the first frame. */
void        bf_session_defer_save       (BfSession  *self);
void        bf_session_save_deferred    (BfSession  *self);

gboolean    bf_session_get_can_undo     (BfSession  *self);
gboolean    bf_session_get_can_redo     (BfSession  *self);
/* How many steps can be undone and redone now. */
guint       bf_session_get_undo_depth   (BfSession  *self);
guint       bf_session_get_redo_depth   (BfSession  *self);
/* The bytes the undo steps take in memory (each a difference from the
 * step before, bf-undo-steps.h): for the tests and benchmarks. */
gsize       bf_session_get_undo_size    (BfSession  *self);
gboolean    bf_session_undo             (BfSession  *self);
gboolean    bf_session_redo             (BfSession  *self);

/* Records pending changes as one undo step now instead of when the main
 * loop is next idle. */
void        bf_session_checkpoint       (BfSession  *self);

/* The last autosave error, or NULL when the last autosave worked. The
 * message is one sentence that names the file or folder ("The disk
 * holding “…” is full."). */
const GError *bf_session_get_autosave_error (BfSession *self);
/* Writes the entries that could not be autosaved now (this also happens
 * every few seconds and at the next change). TRUE when everything entered
 * is saved. */
gboolean    bf_session_retry_autosave   (BfSession  *self);

/* The changes (entries, ticks, undos and redos) made since the last
 * autosave that worked ("unsaved-changes"): what closing now would lose.
 * 0 while every save works. */
guint       bf_session_get_unsaved_changes (BfSession *self);

/* A read-only session writes nothing: no autosave, no journal. A session
 * becomes read-only by itself when it is given a document whose game is
 * open in another process (the lock beside its autosave, see
 * bf_shelf_is_open_elsewhere()); the window can also ask for it before
 * it sets the document. Closing the document (NULL) or another autosave
 * ends it; it cannot be ended with the document still open (the other
 * process may have changed the game meanwhile: load it again). While a
 * session holds a document that is not read-only, it holds the lock of
 * its game, which the kernel releases if the process dies. */
gboolean    bf_session_get_read_only    (BfSession  *self);
void        bf_session_set_read_only    (BfSession  *self,
                                         gboolean    read_only);

/* Loads the autosave file of an earlier run, if there is one. Returns
 * NULL without error when there is none.
 *
 * A damaged or unreadable autosave is moved aside (never written over):
 * then the previous good copy is loaded if it can be, and
 * bf_session_get_recovery_notice() says so; otherwise NULL is returned
 * with a BF_SESSION_ERROR whose message is one sentence naming where the
 * damaged file was kept. */
BfDocument *bf_session_load_autosave    (BfSession  *self,
                                         GError    **error);
/* After bf_session_load_autosave() recovered the previous good copy of a
 * damaged autosave: one sentence for the players saying so and where the
 * damaged file was kept. NULL otherwise. */
const char *bf_session_get_recovery_notice (BfSession *self);

/* When the game continued had a damaged undo journal: one sentence
 * saying that it was kept aside and that the game goes on from its
 * autosave (the property "journal-notice"); NULL otherwise. */
const char *bf_session_get_journal_notice  (BfSession *self);

/* For the robustness tests only (tests/robust/session-harness.c): @hook
 * is called at each step of an autosave, so that a test can kill the
 * process at exactly that step. @step: "temp-written" (the new autosave
 * is in its temporary file, flushed), "backup-kept" (the old autosave is
 * also "session.json~"), "renamed" (the new autosave is in place). */
typedef void (*BfSessionSaveHook) (const char *step,
                                   gpointer    user_data);

void        _bf_session_set_save_hook    (BfSession         *self,
                                         BfSessionSaveHook  hook,
                                         gpointer           user_data);

G_END_DECLS
