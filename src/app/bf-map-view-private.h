/* bf-map-view-private.h
 *
 * Internals of BfMapView exposed for the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-map-view.h"

G_BEGIN_DECLS

/* Whether the road joins two cities that both hold a disk of the
 * current player (drawn thicker in the player's colour). */
gboolean    _bf_map_view_get_road_highlighted (BfMapView     *self,
                                               guint          road);
/* Whether @city is a major city in one of the current player's networks
 * holding two or more major cities (the ones that score connections). */
gboolean    _bf_map_view_get_city_highlighted (BfMapView     *self,
                                               guint          city);

/* The popover choosing the project type of a disk on a small town. */
GtkWidget  *_bf_map_view_get_type_popover     (BfMapView     *self);
GtkWidget  *_bf_map_view_get_type_button      (BfMapView     *self,
                                               BfProjectType  type);
/* The space the type popover is (or was last) shown for. */
guint       _bf_map_view_get_type_space       (BfMapView     *self);

/* The tooltip of a space, as shown when the pointer rests on it. */
char       *_bf_map_view_dup_space_tooltip    (BfMapView     *self,
                                               guint          space);

/* The board shown (regions, roads, networks, plates, names), NULL
 * before it is first drawn; whether its static layers were read from
 * the disk cache (bf-map-cache.c) rather than drawn. */
GdkTexture *_bf_map_view_get_board_texture    (BfMapView     *self);
gboolean    _bf_map_view_get_board_cached     (BfMapView     *self);

G_END_DECLS
