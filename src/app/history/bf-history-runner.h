/* bf-history-runner.h
 *
 * The window's way to the history of finished games: opens it the first
 * time it is needed, runs each piece of work on it ("History in Use"
 * tries again while another program holds it), and runs the CSV export
 * and the import of a folder of game files off the main thread. Its
 * dialogs are the window's; what it says in a toast or an error dialog
 * it hands to the window ("toast", "error"). The history's actions
 * (bf-history-actions.h) and its pages' own (history.export,
 * history-player.rename, history-game.delete…) run their work with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-history.h"

G_BEGIN_DECLS

#define BF_TYPE_HISTORY_RUNNER (bf_history_runner_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryRunner, bf_history_runner, BF, HISTORY_RUNNER, GObject)

/* A piece of history work that may find the history busy (another
 * program holding it): TRUE when it was done (and it said so itself),
 * else FALSE with the error. It changes nothing when busy, so it can be
 * tried again. @owner is the object that asked for it (borrowed). */
typedef gboolean (*BfHistoryWork) (gpointer   owner,
                                   gpointer   data,
                                   GError   **error);

/* @window: the window its dialogs belong to (not referenced). */
BfHistoryRunner *bf_history_runner_new         (GtkWindow       *window);
/* The history, or NULL while it is not open. */
BfHistory       *bf_history_runner_get_history (BfHistoryRunner *self);
/* Whether the history could not be opened at all (said once). */
gboolean         bf_history_runner_get_failed  (BfHistoryRunner *self);
/* The history, opened the first time it is needed; NULL when it cannot
 * be opened now. Busy (another program holds it): "History in Use"
 * tries again, and once it opens @action_name (may be NULL) is activated
 * again on @widget with @parameter. Failing for good: said once, and
 * the window goes without a history. */
BfHistory       *bf_history_runner_open        (BfHistoryRunner *self,
                                                GtkWidget       *widget,
                                                const char      *action_name,
                                                GVariant        *parameter);
/* Runs @work for @owner now; when the history is busy, "History in Use"
 * tries it again until it is done or the user cancels. A failure for
 * another reason is shown under @failed_title (a toast when NULL).
 * @data goes with @destroy when done. */
void             bf_history_runner_run         (BfHistoryRunner *self,
                                                gpointer         owner,
                                                const char      *failed_title,
                                                BfHistoryWork    work,
                                                gpointer         data,
                                                GDestroyNotify   destroy);
/* Says @message in a toast, with Undo activating @action with @target
 * (floating, taken) when @action is not NULL. */
void             bf_history_runner_toast       (BfHistoryRunner *self,
                                                const char      *message,
                                                const char      *action,
                                                GVariant        *target);
/* As bf_history_runner_toast(), and Ctrl+Z does the toast's Undo while
 * it is shown: for a step that is no entry of the game (Keep in
 * History). */
void             bf_history_runner_toast_ctrl_z (BfHistoryRunner *self,
                                                 const char      *message,
                                                 const char      *action,
                                                 GVariant        *target);
void             bf_history_runner_error       (BfHistoryRunner *self,
                                                const char      *heading,
                                                const char      *body);

/* Whether an import or an export is running. */
gboolean         bf_history_runner_get_busy    (BfHistoryRunner *self);
/* Every game of the history as CSV into @file, off the main thread. */
void             bf_history_runner_export      (BfHistoryRunner *self,
                                                GFile           *file);
/* Adds the finished games of @folder off the main thread, with a
 * progress dialog and Cancel, then says what happened. */
void             bf_history_runner_import      (BfHistoryRunner *self,
                                                GFile           *folder);
/* Asks for the CSV file to export into, then exports. */
void             bf_history_runner_choose_export (BfHistoryRunner *self);
/* Asks for the folder of game files to import, then imports. */
void             bf_history_runner_choose_import (BfHistoryRunner *self);

G_END_DECLS
