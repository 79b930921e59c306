/* bf-session-private.h
 *
 * For the robustness tests only (tests/robust/session-harness.c): a hook
 * called at each step of an autosave, so that a test can kill the process
 * at exactly that step.
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

/* How many steps can be undone and redone now (tests/robust/flow-harness.c). */
guint _bf_session_get_undo_depth (BfSession *self);
guint _bf_session_get_redo_depth (BfSession *self);

G_END_DECLS
