/* bf-session-private.h
 *
 * For the robustness tests only (tests/robust/session-harness.c): a hook
 * called at each step of an autosave, so that a test can kill the process
 * at exactly that step; the journal's reader for its fuzz target.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-session.h"

G_BEGIN_DECLS

/* @step: "temp-written" (the new autosave is in its temporary file,
 * flushed), "backup-kept" (the old autosave is also "session.json~"),
 * "renamed" (the new autosave is in place). */
typedef void (*BfSessionSaveHook) (const char *step,
                                   gpointer    user_data);

void _bf_session_set_save_hook (BfSession         *self,
                                BfSessionSaveHook  hook,
                                gpointer           user_data);

/* Reads the text of an undo journal ("session.json.history", see
 * bf-session.c): @states (char *, the game of each step, oldest first),
 * the step number of the first, and the position. A last line without
 * its newline that does not parse is skipped (an append cut short); any
 * other line that is not a journal record is an error. The game texts
 * are not checked here. Also the journal's fuzz target
 * (tests/robust/fuzz-journal.c). */
gboolean _bf_session_parse_journal (const char  *text,
                                    gsize        length,
                                    GPtrArray  **states,
                                    guint64     *base,
                                    guint64     *position,
                                    GError     **error);

/* How many steps can be undone and redone now (tests/robust/flow-harness.c). */
guint _bf_session_get_undo_depth (BfSession *self);
guint _bf_session_get_redo_depth (BfSession *self);

G_END_DECLS
