/* bf-livingstone-round-group.h
 *
 * A player in the rounds view of the Livingstone pad: the tents in the
 * column above the steamboat in the round shown (rows 6 to 1, as on the
 * board), the score of that round, the tents moved between columns, and
 * the player's running total (a row of the totals group below the
 * players, made and owned by this group: get_total_row()). Bound to a
 * BfLivingstonePlayer and the round shown.
 *
 * The steppers are named "bf-liv-tents-3", "bf-liv-moved-3" (row 3); the
 * labels carry the style classes "bf-liv-round-score" and
 * "bf-liv-running-total".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-livingstone.h"

G_BEGIN_DECLS

#define BF_TYPE_LIVINGSTONE_ROUND_GROUP (bf_livingstone_round_group_get_type ())

G_DECLARE_FINAL_TYPE (BfLivingstoneRoundGroup, bf_livingstone_round_group, BF, LIVINGSTONE_ROUND_GROUP, AdwPreferencesGroup)

GtkWidget           *bf_livingstone_round_group_new           (BfLivingstonePlayer     *player,
                                                               guint                    round);
BfLivingstonePlayer *bf_livingstone_round_group_get_player    (BfLivingstoneRoundGroup *self);
void                 bf_livingstone_round_group_set_player    (BfLivingstoneRoundGroup *self,
                                                               BfLivingstonePlayer     *player);
/* The round shown, from 0 (the "round" property): less than the
 * player's game's rounds. */
guint                bf_livingstone_round_group_get_round     (BfLivingstoneRoundGroup *self);
void                 bf_livingstone_round_group_set_round     (BfLivingstoneRoundGroup *self,
                                                               guint                    round);
/* The player's row of the totals group (borrowed). */
GtkWidget           *bf_livingstone_round_group_get_total_row (BfLivingstoneRoundGroup *self);
/* The stepper of row 1 (the focus goes there when the group after it goes). */
GtkWidget           *bf_livingstone_round_group_get_first     (BfLivingstoneRoundGroup *self);
/* The stepper of row 6, at the group's top: its first field in Tab
 * order, where a player enters a new round. */
GtkWidget           *bf_livingstone_round_group_get_top       (BfLivingstoneRoundGroup *self);

G_END_DECLS
