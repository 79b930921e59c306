/* bf-map-view.h
 *
 * A schematic drawing of the Carnegie board: regions, roads, cities and
 * their construction spaces. Every space is a focusable button; a tap
 * cycles the disk on it through the players (current player first), a
 * neutral blocking disk and empty.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

#define BF_TYPE_MAP_VIEW (bf_map_view_get_type ())

G_DECLARE_FINAL_TYPE (BfMapView, bf_map_view, BF, MAP_VIEW, GtkWidget)

BfMapView  *bf_map_view_new                (void);

BfCarnegieGame     *bf_map_view_get_game           (BfMapView *self);
void        bf_map_view_set_game           (BfMapView      *self,
                                            BfCarnegieGame *game);

/* The player whose entries are being made: the first owner of the tap
 * cycle and the player whose networks are highlighted. */
BfCarnegiePlayer   *bf_map_view_get_player         (BfMapView *self);
void        bf_map_view_set_player         (BfMapView        *self,
                                            BfCarnegiePlayer *player);

/* What a tap, click or Enter on @space does: the next disk of the cycle. */
void        bf_map_view_activate_space     (BfMapView *self,
                                            guint      space);

/* The button standing for @space (owned by the view). */
GtkWidget  *bf_map_view_get_space_widget   (BfMapView *self,
                                            guint      space);

/* For the tests and the benchmarks: what the map shows that is state,
 * not a widget a test could find (the highlights, the board texture and
 * whether it came from the cache, the space or city a popover is for),
 * the popovers and their buttons (built by their getter the first
 * time), and what a tap does. */

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
 * its panel (opened it on a city's region while the spaces were too
 * small to tap, or switched it to another city) or, without a panel,
 * for the city popover (opened, switched to another city, closed). A
 * tap on no space and no city emits "error" saying so. */
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

/* The panel below the map that lists a region's spaces for a finger
 * (a BfMapPanel, bf-map-panel.h), or NULL: while it is there, a tap on
 * a city opens it rather than the city popover. */
GtkWidget  *_bf_map_view_get_panel            (BfMapView     *self);

/* The tooltip of a space, as shown when the pointer rests on it. */
char       *_bf_map_view_dup_space_tooltip    (BfMapView     *self,
                                               guint          space);

/* The board shown (regions, roads, networks, plates, names), NULL
 * before it is first drawn; whether its static layers were read from
 * the disk cache (bf-map-cache.c) rather than drawn. */
GdkTexture *_bf_map_view_get_board_texture    (BfMapView     *self);
gboolean    _bf_map_view_get_board_cached     (BfMapView     *self);
/* Where @city's plate is centred, in the view's pixels (as laid out). */
void        _bf_map_view_get_city_center      (BfMapView     *self,
                                               guint          city,
                                               double        *x,
                                               double        *y);
/* The ink rectangle of @region's name as the board draws it, in the
 * view's pixels (what to measure the contrast of). */
void        _bf_map_view_get_region_name_rect (BfMapView         *self,
                                               BfRegion           region,
                                               cairo_rectangle_t *rect);

G_END_DECLS
