/* bf-map-panel.h
 *
 * The map's spaces for a finger, below the map: while the map draws its
 * spaces smaller than a fingertip, a tap on a city opens this panel on
 * the city's region, listing each city of the region with its spaces
 * as large buttons that do what a tap on the space does. It stays open
 * for the next tap, so that nothing it shows covers the map.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-map-view.h"

G_BEGIN_DECLS

#define BF_TYPE_MAP_PANEL (bf_map_panel_get_type ())

G_DECLARE_FINAL_TYPE (BfMapPanel, bf_map_panel, BF, MAP_PANEL, GtkWidget)

BfMapPanel *bf_map_panel_new        (void);

/* The map whose spaces the panel lists (a map has one panel at most). */
BfMapView  *bf_map_panel_get_map    (BfMapPanel *self);
void        bf_map_panel_set_map    (BfMapPanel *self,
                                     BfMapView  *map);

/* Opens the panel on @city's region, the city marked and scrolled into
 * view; what a tap on the city does while the spaces are small. */
void        bf_map_panel_show_city   (BfMapPanel *self,
                                      guint       city);
/* Opens the panel on @region (nothing marked). */
void        bf_map_panel_show_region (BfMapPanel *self,
                                      BfRegion    region);
/* Closes it; the keyboard focus in it goes to the map's space of the
 * city it was on. */
void        bf_map_panel_close       (BfMapPanel *self);

BfRegion    bf_map_panel_get_region  (BfMapPanel *self);
/* The city marked (the one tapped last), or G_MAXUINT. */
guint       bf_map_panel_get_city    (BfMapPanel *self);

/* For the tests and the benchmarks: the panel's button of @space, the
 * row of @city, the button of project type @type of the town @city
 * (shown while it is empty), of @region, and the close button. */
GtkWidget  *_bf_map_panel_get_space_button  (BfMapPanel    *self,
                                             guint          space);
GtkWidget  *_bf_map_panel_get_city_row      (BfMapPanel    *self,
                                             guint          city);
GtkWidget  *_bf_map_panel_get_type_button   (BfMapPanel    *self,
                                             guint          city,
                                             BfProjectType  type);
GtkWidget  *_bf_map_panel_get_region_button (BfMapPanel    *self,
                                             BfRegion       region);
GtkWidget  *_bf_map_panel_get_close_button  (BfMapPanel    *self);

G_END_DECLS
