/* bf-history-game-list.h
 *
 * The games of the History page's list (bf-history-page.c): a GListModel
 * of BfHistoryItem over the ids of a query (bf_history_list_ids()), each
 * game read when the list first asks for it, a page of games at a time
 * (bf_history_lookup_records()): opening the list of 10,000 games reads
 * the few hundred the list view makes rows for, not all of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-history.h"

G_BEGIN_DECLS

/* A game of the list: its record (names, totals and winners; no
 * categories' points). */
#define BF_TYPE_HISTORY_ITEM (bf_history_item_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryItem, bf_history_item, BF, HISTORY_ITEM, GObject)

BfHistoryRecord   *bf_history_item_get_record   (BfHistoryItem *self);

#define BF_TYPE_HISTORY_GAME_LIST (bf_history_game_list_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryGameList, bf_history_game_list, BF, HISTORY_GAME_LIST, GObject)

BfHistoryGameList *bf_history_game_list_new     (void);
/* Lists the games @ids (char *, as bf_history_list_ids() gives them) of
 * @history, in that order; NULL for either empties the list. One
 * "items-changed" for the whole change. */
void               bf_history_game_list_set_ids (BfHistoryGameList *self,
                                                 BfHistory         *history,
                                                 GPtrArray         *ids);

G_END_DECLS
