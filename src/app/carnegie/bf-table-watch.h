/* bf-table-watch.h
 *
 * Follows one kind of piece of every player of a Carnegie game (their
 * projects, or their donations: a list model per player) and says which
 * piece of which player came or left. items-changed says where in a list
 * and no more (the pieces removed are gone from the list when it is
 * emitted); a view that shows each piece in a place of its own (a disk on
 * the map, on the donation chart) needs which, to update that place and
 * no other. A player who joins or leaves the game brings or takes their
 * pieces, said one by one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

typedef struct _BfTableWatch BfTableWatch;

/* The list of pieces followed, e.g. bf_carnegie_player_get_projects(). */
typedef GListModel *(*BfTableWatchListFunc)   (BfCarnegiePlayer *player);
/* @piece of @player came (@added) or left; @player's list already
 * holds it, or no longer does. */
typedef void        (*BfTableWatchPieceFunc)  (BfCarnegiePlayer *player,
                                               gpointer          piece,
                                               gboolean          added,
                                               gpointer          user_data);
/* @player joined the game (before their pieces are said) or left it
 * (after). */
typedef void        (*BfTableWatchPlayerFunc) (BfCarnegiePlayer *player,
                                               gboolean          joined,
                                               gpointer          user_data);

BfTableWatch *bf_table_watch_new      (BfTableWatchListFunc   list_func,
                                       BfTableWatchPieceFunc  piece_func,
                                       BfTableWatchPlayerFunc player_func,
                                       gpointer               user_data);
/* Follows @game's players (or none): those of the game followed before
 * leave, with their pieces, and @game's join. */
void          bf_table_watch_set_game (BfTableWatch          *self,
                                       BfCarnegieGame        *game);
/* Stops following, saying nothing. */
void          bf_table_watch_free     (BfTableWatch          *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfTableWatch, bf_table_watch_free)

G_END_DECLS
