/* bf-livingstone-player-row.h
 *
 * A player of the Livingstone pad in its players view: the name entered
 * (an AdwEntryRow titled "Player 2"), the colour and Remove Player,
 * bound to a BfLivingstonePlayer. Choosing a colour activates
 * "livingstone.set-color" ((us): the player's position and the colour
 * id: the page swaps it with the player who had it); Remove Player
 * activates "livingstone.remove-player" (u: the position).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-livingstone.h"

G_BEGIN_DECLS

#define BF_TYPE_LIVINGSTONE_PLAYER_ROW (bf_livingstone_player_row_get_type ())

G_DECLARE_FINAL_TYPE (BfLivingstonePlayerRow, bf_livingstone_player_row, BF, LIVINGSTONE_PLAYER_ROW, AdwEntryRow)

GtkWidget           *bf_livingstone_player_row_new        (BfLivingstonePlayer    *player);
/* The "player" property: another one (the same place of an undone game)
 * is shown by the same widgets. */
BfLivingstonePlayer *bf_livingstone_player_row_get_player (BfLivingstonePlayerRow *self);
void                 bf_livingstone_player_row_set_player (BfLivingstonePlayerRow *self,
                                                           BfLivingstonePlayer    *player);
GtkWidget           *bf_livingstone_player_row_get_remove (BfLivingstonePlayerRow *self);

G_END_DECLS
