/* bf-history-game-page.h
 *
 * A game kept in the history, read-only: who won, its modules, its
 * scores as a chart (a stacked bar per player by category, with the
 * same figures as a table) and every line of its score sheet with the
 * explanation, computed again from its game file. Correct This Game
 * (history.correct, the history's actions': the game goes back among
 * the games in progress) and Delete (history-game.delete, the page's)
 * act on it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-history.h"
#include "bf-history-runner.h"

G_BEGIN_DECLS

#define BF_TYPE_HISTORY_GAME_PAGE (bf_history_game_page_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryGamePage, bf_history_game_page, BF, HISTORY_GAME_PAGE, AdwBin)

/* @runner (nullable): the window's history, for Delete. */
GtkWidget       *bf_history_game_page_new        (BfHistoryRunner   *runner);
/* Shows the game @id of @history (the page follows its "changed"). */
void             bf_history_game_page_set_game   (BfHistoryGamePage *self,
                                                  BfHistory         *history,
                                                  const char        *id);
/* The record shown, or NULL (none, or no longer in the history). */
BfHistoryRecord *bf_history_game_page_get_record (BfHistoryGamePage *self);

G_END_DECLS
