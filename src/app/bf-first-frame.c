/* bf-first-frame.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-first-frame"

#include "config.h"

#include <unistd.h>

#include <gtk/gtk.h>

#include "bf-first-frame.h"

static void
first_frame_painted_cb (GdkFrameClock *clock,
                        GdkSurface    *surface)
{
  /* The frame to the X server, then out at once: no shutdown counted. */
  gdk_display_flush (gdk_surface_get_display (surface));
  _exit (0);
}

/* The first surface to render (the window: nothing else is shown
 * before its first frame) ends the process after that frame's paint. */
static gboolean
first_render_cb (GSignalInvocationHint *hint,
                 guint                  n_values,
                 const GValue          *values,
                 gpointer               user_data)
{
  GdkSurface *surface = g_value_get_object (&values[0]);

  g_signal_connect (gdk_surface_get_frame_clock (surface), "after-paint",
                    G_CALLBACK (first_frame_painted_cb), surface);

  return FALSE;  /* once: the hook is removed */
}

void
bf_first_frame_exit_from_env (void)
{
  if (g_getenv ("BF_EXIT_AFTER_FIRST_FRAME") == NULL)
    return;

  /* An emission hook sees GdkSurface::render before any handler (the
   * window's stops the emission); the class must exist for it. */
  g_type_class_ref (GDK_TYPE_SURFACE);
  g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                              first_render_cb, NULL, NULL);
}
