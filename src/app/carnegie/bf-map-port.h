/* bf-map-port.h
 *
 * BfMapPort: the window onto a zoomed map, the child of the map's
 * scrolled window (bf-map-zoom.c) in place of a GtkViewport. It gives
 * the map the size of the whole board at the port's width ("fit"),
 * times the zoom, and shows the part the scrollbars point at; a zoom
 * change keeps one point of the board still (the pointer, the pinch
 * centre, the port's centre); the space holding the keyboard focus is
 * scrolled into view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The largest zoom draws the board at this many pixels per board unit
 * (bf-map-geometry.h): a construction space (BF_MAP_DISK = 20 units) is
 * then 48 px wide, above the 44 px a finger needs, at any width. */
#define BF_MAP_PORT_MAX_SCALE 2.4

#define BF_TYPE_MAP_PORT (bf_map_port_get_type ())

G_DECLARE_FINAL_TYPE (BfMapPort, bf_map_port, BF, MAP_PORT, GtkWidget)

GtkWidget  *bf_map_port_new            (void);

GtkWidget  *bf_map_port_get_child      (BfMapPort *self);
void        bf_map_port_set_child      (BfMapPort *self,
                                        GtkWidget *child);

/* 1 shows the whole board; bf_map_port_get_max_zoom() draws a space
 * BF_MAP_PORT_MAX_SCALE × BF_MAP_DISK px wide (1 until the port is
 * allocated, and where the whole board already draws them so). */
double      bf_map_port_get_zoom       (BfMapPort *self);
double      bf_map_port_get_max_zoom   (BfMapPort *self);
/* Zooms to @zoom (clamped to 1…max), keeping the board's point under
 * (@x, @y) of the port where it is; a negative @x: the port's centre. */
void        bf_map_port_zoom_at        (BfMapPort *self,
                                        double     zoom,
                                        double     x,
                                        double     y);

G_END_DECLS
