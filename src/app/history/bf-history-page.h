/* bf-history-page.h
 *
 * The History page: the games kept, newest first, searchable by player
 * and filtered by game and module (a tap opens one); the players (a tap
 * opens their statistics); the solo campaign against Andrew of every
 * player. It follows its BfHistory ("changed").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-history.h"
#include "bf-history-game-list.h"
#include "bf-history-runner.h"

G_BEGIN_DECLS

#define BF_TYPE_HISTORY_PAGE (bf_history_page_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryPage, bf_history_page, BF, HISTORY_PAGE, AdwBin)

/* @runner (nullable): the history of the window, for the page's actions
 * (history.export, history.import). */
GtkWidget  *bf_history_page_new         (BfHistoryRunner *runner);
BfHistory  *bf_history_page_get_history (BfHistoryPage *self);
void        bf_history_page_set_history (BfHistoryPage *self,
                                         BfHistory     *history);
/* The games listed with the search and filters in force: items of
 * BF_TYPE_HISTORY_ITEM, newest first. */
GListModel *bf_history_page_get_games   (BfHistoryPage *self);
/* "games", "players" or "solo". */
void        bf_history_page_show_view   (BfHistoryPage *self,
                                         const char    *name);

G_END_DECLS
