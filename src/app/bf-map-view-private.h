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

G_END_DECLS
