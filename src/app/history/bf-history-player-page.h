/* bf-history-player-page.h
 *
 * A player's statistics: per game (Carnegie, solo against Andrew,
 * Livingstone) the games, wins and win rate, average and best total,
 * the average per scoring category beside the table's, head-to-head
 * against every other player; the totals over time and the solo
 * campaign as charts (each with its figures as a table). Rename and
 * Merge (history-player.rename, history-player.merge) act on the player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-history.h"
#include "bf-history-runner.h"

G_BEGIN_DECLS

#define BF_TYPE_HISTORY_PLAYER_PAGE (bf_history_player_page_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryPlayerPage, bf_history_player_page, BF, HISTORY_PLAYER_PAGE, AdwBin)

/* @runner (nullable): the window's history, for Rename and Merge. */
GtkWidget            *bf_history_player_page_new        (BfHistoryRunner     *runner);
/* Shows player @player of @history (the page follows its "changed"):
 * the player's name at once, the statistics when a worker thread has
 * read them ("loading"). */
void                  bf_history_player_page_set_player (BfHistoryPlayerPage *self,
                                                         BfHistory           *history,
                                                         gint64               player);
gint64                bf_history_player_page_get_player (BfHistoryPlayerPage *self);
/* The statistics shown, or NULL (the player is no longer there, or they
 * are being read). */
BfHistoryPlayerStats *bf_history_player_page_get_stats  (BfHistoryPlayerPage *self);
/* Whether the statistics are being read ("loading"). */
gboolean              bf_history_player_page_get_loading (BfHistoryPlayerPage *self);

G_END_DECLS
