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
void        bf_map_view_set_game           (BfMapView *self,
                                            BfCarnegieGame    *game);

/* The player whose entries are being made: the first owner of the tap
 * cycle and the player whose networks are highlighted. */
BfCarnegiePlayer   *bf_map_view_get_player         (BfMapView *self);
void        bf_map_view_set_player         (BfMapView *self,
                                            BfCarnegiePlayer  *player);

/* What a tap, click or Enter on @space does: the next disk of the cycle. */
void        bf_map_view_activate_space     (BfMapView *self,
                                            guint      space);

/* The button standing for @space (owned by the view). */
GtkWidget  *bf_map_view_get_space_widget   (BfMapView *self,
                                            guint      space);

G_END_DECLS
