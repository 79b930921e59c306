/* bf-map-space.h
 *
 * BfMapSpace: one construction space of the map, a button drawn as a
 * disk (the disk itself is part of the map's board; the button draws
 * only what shows over it). Its accessible name says which space it is
 * and whose disk is on it; right-click, long press, Shift+F10 or Menu
 * ask the map for its project type.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-map-view.h"

G_BEGIN_DECLS

#define BF_TYPE_MAP_SPACE (bf_map_space_get_type ())

G_DECLARE_FINAL_TYPE (BfMapSpace, bf_map_space, BF, MAP_SPACE, GtkButton)

BfMapSpace *bf_map_space_new         (BfMapView  *view,
                                      guint       space);

guint       bf_map_space_get_space   (BfMapSpace *self);
/* The accessible label: the space and what stands on it. */
const char *bf_map_space_get_label   (BfMapSpace *self);
/* The tooltip, as shown when the pointer rests on the space. */
char       *bf_map_space_dup_tooltip (BfMapSpace *self);
/* Its accessible description (what it says after its label), or NULL. */
const char *bf_map_space_get_description (BfMapSpace *self);

/* Describes the space again from the map's game. */
void        bf_map_space_update      (BfMapSpace *self);
/* The map is going: the space does nothing more. */
void        bf_map_space_detach      (BfMapSpace *self);

G_END_DECLS
