/* bf-renderer.c
 *
 * The renderer Benefactor asks GTK for, decided before GTK starts.
 *
 * On a machine without a GPU, GL is Mesa's software rasteriser
 * (llvmpipe): GTK 4.8 probes EGL at start-up even with
 * GSK_RENDERER=cairo, loading and starting the driver, and under GL
 * every frame that changes anything repaints the whole window in
 * software (no buffer age under X11). Measured on a 2-CPU machine
 * without a GPU (docs/benchmarks.md): the cairo renderer with GL turned
 * off starts about twice as fast, in a quarter of the memory, and
 * misses no frame while entries are typed. So when the machine has no
 * GPU render node, Benefactor turns GL off (GDK_DEBUG=gl-disable: GDK
 * never loads libEGL, so nothing of Mesa enters the process) and uses
 * the cairo renderer. A user's own GSK_RENDERER or GDK_DEBUG always
 * wins: either one set, even empty, leaves the environment alone.
 *
 * This file uses GLib only: it runs before GTK is initialised, and the
 * tests call it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-renderer"

#include "config.h"

#include "bf-renderer.h"

/**
 * bf_renderer_has_render_node:
 * @dri_dir: the folder of the DRM device nodes, normally "/dev/dri"
 *
 * Whether @dri_dir holds a GPU render node (a name starting with
 * "renderD"). A missing or unreadable folder holds none.
 *
 * Returns: %TRUE if a render node is there
 */
gboolean
bf_renderer_has_render_node (const char *dri_dir)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (dri_dir != NULL, FALSE);

  dir = g_dir_open (dri_dir, 0, NULL);
  if (dir == NULL)
    return FALSE;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_prefix (name, "renderD"))
        return TRUE;
    }

  return FALSE;
}

/**
 * bf_renderer_apply_default:
 * @dri_dir: the folder of the DRM device nodes, normally "/dev/dri"
 *
 * Chooses the renderer before GTK starts (call it before anything
 * initialises GDK, and before any thread starts: it sets environment
 * variables). If the user set neither GSK_RENDERER nor GDK_DEBUG and
 * @dri_dir holds no render node, sets GDK_DEBUG=gl-disable and
 * GSK_RENDERER=cairo; otherwise changes nothing.
 *
 * The decision goes to the debug log (G_MESSAGES_DEBUG=bf-renderer).
 *
 * Returns: what was decided
 */
BfRendererChoice
bf_renderer_apply_default (const char *dri_dir)
{
  BfRendererChoice choice;

  g_return_val_if_fail (dri_dir != NULL, BF_RENDERER_USER);

  if (g_getenv ("GSK_RENDERER") != NULL || g_getenv ("GDK_DEBUG") != NULL)
    {
      choice = BF_RENDERER_USER;
    }
  else if (bf_renderer_has_render_node (dri_dir))
    {
      choice = BF_RENDERER_GPU;
    }
  else
    {
      g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
      g_setenv ("GSK_RENDERER", "cairo", TRUE);
      choice = BF_RENDERER_CAIRO_NO_GPU;
    }

  g_debug ("%s", bf_renderer_choice_describe (choice));

  return choice;
}

/**
 * bf_renderer_choice_describe:
 * @choice: a #BfRendererChoice
 *
 * Returns: a sentence for the debug log (not translated: it is for
 *   bug reports, not for the table)
 */
const char *
bf_renderer_choice_describe (BfRendererChoice choice)
{
  switch (choice)
    {
    case BF_RENDERER_USER:
      return "renderer: GSK_RENDERER or GDK_DEBUG set by the user, left as set";
    case BF_RENDERER_GPU:
      return "renderer: GPU render node found, GTK chooses";
    case BF_RENDERER_CAIRO_NO_GPU:
      return "renderer: no GPU render node, GL off (GDK_DEBUG=gl-disable), cairo renderer";
    default:
      g_assert_not_reached ();
    }
}
