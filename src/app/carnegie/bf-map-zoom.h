/* bf-map-zoom.h
 *
 * BfMapZoom: the map in a scrolled window that zooms (bf-map-port.h),
 * with Zoom In, Zoom Out and Whole Board buttons over its top right
 * corner. At zoom 1 it is as large as the whole board at its width and
 * shows it whole; zoomed, it keeps that size and the board scrolls in
 * it (a finger's drag, the scrollbars, the wheel).
 *
 * Zoom: the buttons; Ctrl+plus, Ctrl+minus and Ctrl+0 while the focus
 * is in the map; Ctrl+wheel around the pointer; a pinch around its
 * centre; a double tap (or double click) away from a space that takes
 * taps zooms in by 2 around the point tapped, and back to the whole
 * board from the largest zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-map-view.h"

G_BEGIN_DECLS

#define BF_TYPE_MAP_ZOOM (bf_map_zoom_get_type ())

G_DECLARE_FINAL_TYPE (BfMapZoom, bf_map_zoom, BF, MAP_ZOOM, GtkWidget)

GtkWidget  *bf_map_zoom_new          (void);

BfMapView  *bf_map_zoom_get_map_view (BfMapZoom *self);
void        bf_map_zoom_set_map_view (BfMapZoom *self,
                                      BfMapView *map_view);

/* 1: the whole board. */
double      bf_map_zoom_get_zoom     (BfMapZoom *self);

/* For the tests: the scrolled window; what a double tap at (@x, @y) of
 * the zoom widget does (by a finger when @touch); what a pinch that
 * reached @scale around (@x, @y) does, from the zoom it started at. */
GtkWidget  *_bf_map_zoom_get_scrolled   (BfMapZoom *self);
void        _bf_map_zoom_double_tap     (BfMapZoom *self,
                                         double     x,
                                         double     y,
                                         gboolean   touch);
void        _bf_map_zoom_pinch          (BfMapZoom *self,
                                         double     start_zoom,
                                         double     scale,
                                         double     x,
                                         double     y);

G_END_DECLS
