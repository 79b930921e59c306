/* bf-carnegie-donation.h
 *
 * One donation disk a Carnegie player has on the donation chart, as the
 * player's list of them holds it (bf_carnegie_player_get_donations()):
 * the chart position it stands on. Entries go through
 * bf_carnegie_player_add_donation() and bf_carnegie_player_remove_donation(),
 * which check them; a disk on the chart does not move, so its property
 * never changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bf-types.h"

G_BEGIN_DECLS

#define BF_TYPE_CARNEGIE_DONATION (bf_carnegie_donation_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegieDonation, bf_carnegie_donation, BF, CARNEGIE_DONATION, GObject)

BfChartPos bf_carnegie_donation_get_position (BfCarnegieDonation *self);

G_END_DECLS
