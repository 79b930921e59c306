/* bf-history-actions.h
 *
 * The history's actions, reachable from anywhere in the window: the
 * window inserts them under "history." (gtk_widget_insert_action_group()),
 * so that the start page's History button, Keep in History on every
 * game's page and in the header bars' menus, the toasts' Undo and the
 * history's pages all find them.
 *
 *   history.show              the History page: its games
 *   history.show-players      the History page: its players
 *   history.show-game    s    a game kept (its id)
 *   history.show-player  x    a player's statistics (their id)
 *   history.close             back from the history
 *   history.keep              Keep in History: the game being entered
 *   history.unkeep       (ss) its Undo (the id, the autosave it left)
 *   history.correct      s    Correct This Game: a game kept, back
 *                             among the games in progress
 *   history.undelete     s    the Undo of history-game.delete
 *
 * Each opens the history first (BfHistoryRunner: "History in Use" tries
 * again while another program holds it, then activates the action
 * again). A page of the history installs its own actions beside these
 * (history.export and history.import on the History page, found first
 * from inside it; history-game.delete; history-player.rename…).
 *
 * What only the window does it is asked for by the signals: showing a
 * page of the history and leaving it, following the games in progress
 * after a game left them, entering a game to correct. What it says goes
 * through the runner's "toast" and "error".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-history-runner.h"
#include "bf-session.h"

G_BEGIN_DECLS

#define BF_TYPE_HISTORY_ACTIONS (bf_history_actions_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryActions, bf_history_actions, BF, HISTORY_ACTIONS, GSimpleActionGroup)

/* @window: the window they act in (not referenced): their questions'
 * parent, where the action asked for while the history was busy is
 * activated again. @session: the game being entered. @shelf: the folder
 * of the games in progress (bf-shelf.h), or NULL without one (no game
 * can be corrected then). */
BfHistoryActions *bf_history_actions_new          (GtkWindow        *window,
                                                   BfHistoryRunner  *runner,
                                                   BfSession        *session,
                                                   GFile            *shelf);
/* Whether the game being entered can be kept (history.keep enabled):
 * the window knows (a game open for entries, not being set up). */
void              bf_history_actions_set_can_keep (BfHistoryActions *self,
                                                   gboolean          can_keep);

G_END_DECLS
