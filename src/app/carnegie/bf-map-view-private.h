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

/* What a primary press released at (@x, @y) does before the spaces see
 * it, by a finger (@touch) or a mouse: TRUE when the map took it for
 * the city popover (opened it while the spaces were too small to tap,
 * switched it to another city, or closed it). */
gboolean    _bf_map_view_tap                   (BfMapView *self,
                                                double     x,
                                                double     y,
                                                gboolean   touch);
/* The popover of large buttons for a city's spaces; the city it is (or
 * was last) shown for; the button of @space in it (while its city is
 * shown). */
GtkWidget  *_bf_map_view_get_city_popover      (BfMapView *self);
guint       _bf_map_view_get_city_popover_city (BfMapView *self);
GtkWidget  *_bf_map_view_get_city_button       (BfMapView *self,
                                                guint      space);
/* The button of @type in the city popover of an empty town: the
 * current player's disk there with that type. */
GtkWidget  *_bf_map_view_get_city_type_button  (BfMapView     *self,
                                                BfProjectType  type);

/* The tooltip of a space, as shown when the pointer rests on it. */
char       *_bf_map_view_dup_space_tooltip    (BfMapView     *self,
                                               guint          space);

/* The board shown (regions, roads, networks, plates, names), NULL
 * before it is first drawn; whether its static layers were read from
 * the disk cache (bf-map-cache.c) rather than drawn. */
GdkTexture *_bf_map_view_get_board_texture    (BfMapView     *self);
gboolean    _bf_map_view_get_board_cached     (BfMapView     *self);

G_END_DECLS
