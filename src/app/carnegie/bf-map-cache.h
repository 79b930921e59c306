/* bf-map-cache.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

char     *bf_map_cache_get_path   (int               width,
                                   int               height,
                                   int               scale);

gboolean  bf_map_cache_load       (const char       *path,
                                   const char       *key,
                                   int               width,
                                   int               height,
                                   int               scale,
                                   guint             n_layers,
                                   cairo_surface_t **layers);

void      bf_map_cache_save_async (const char       *path,
                                   const char       *key,
                                   guint             n_layers,
                                   cairo_surface_t **layers);

void      bf_map_cache_wait_for_saves (void);

gboolean  bf_map_cache_save       (const char       *path,
                                   const char       *key,
                                   guint             n_layers,
                                   cairo_surface_t **layers,
                                   GError          **error);

void      bf_map_cache_prune      (const char       *folder,
                                   const char       *path,
                                   guint             keep);

G_END_DECLS
