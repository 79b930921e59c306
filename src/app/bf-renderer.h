/* bf-renderer.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BfRendererChoice:
 * @BF_RENDERER_USER: the user set GSK_RENDERER or GDK_DEBUG; left alone
 * @BF_RENDERER_GPU: the machine has a GPU render node; GTK chooses
 * @BF_RENDERER_CAIRO_NO_GPU: no render node: GL turned off, cairo renderer
 *
 * What bf_renderer_apply_default() decided.
 */
typedef enum {
  BF_RENDERER_USER,
  BF_RENDERER_GPU,
  BF_RENDERER_CAIRO_NO_GPU,
} BfRendererChoice;

gboolean          bf_renderer_has_render_node   (const char *dri_dir);

BfRendererChoice  bf_renderer_apply_default     (const char *dri_dir);

const char       *bf_renderer_choice_describe   (BfRendererChoice choice);

G_END_DECLS
