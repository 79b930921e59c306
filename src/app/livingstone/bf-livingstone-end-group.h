/* bf-livingstone-end-group.h
 *
 * A player's entries at the end of a Livingstone game, in the end view
 * of the page: gems kept, the VP of the action cards in hand and the
 * donation to the Queen, bound to a BfLivingstonePlayer. The spin
 * buttons are named "bf-liv-gems", "bf-liv-vp-cards", "bf-liv-donation".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-livingstone.h"

G_BEGIN_DECLS

#define BF_TYPE_LIVINGSTONE_END_GROUP (bf_livingstone_end_group_get_type ())

G_DECLARE_FINAL_TYPE (BfLivingstoneEndGroup, bf_livingstone_end_group, BF, LIVINGSTONE_END_GROUP, AdwPreferencesGroup)

GtkWidget           *bf_livingstone_end_group_new          (BfLivingstonePlayer   *player);
BfLivingstonePlayer *bf_livingstone_end_group_get_player   (BfLivingstoneEndGroup *self);
void                 bf_livingstone_end_group_set_player   (BfLivingstoneEndGroup *self,
                                                            BfLivingstonePlayer   *player);
/* The last entry of the group (the focus goes there when the group
 * after it goes). */
GtkWidget           *bf_livingstone_end_group_get_donation (BfLivingstoneEndGroup *self);

G_END_DECLS
