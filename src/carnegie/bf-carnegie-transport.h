/* bf-carnegie-transport.h
 *
 * One of a Carnegie player's four transport markers, as the player's
 * list of them holds it (bf_carnegie_player_get_transports(): one per
 * region, in region order, always four): the region's track it stands
 * on and its box (1-5), which notifies when an entry moves the marker.
 * An object per marker, as on the table: each region's track holds a
 * marker of the player's that moves on its own, and a view of one track
 * follows that marker only. Entries go through
 * bf_carnegie_player_set_transport(), which checks them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bf-types.h"

G_BEGIN_DECLS

#define BF_TYPE_CARNEGIE_TRANSPORT (bf_carnegie_transport_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegieTransport, bf_carnegie_transport, BF, CARNEGIE_TRANSPORT, GObject)

BfRegion bf_carnegie_transport_get_region (BfCarnegieTransport *self);
/* 1-5; 1 when nothing was entered. */
guint    bf_carnegie_transport_get_box    (BfCarnegieTransport *self);

G_END_DECLS
