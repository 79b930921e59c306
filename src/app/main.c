/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <unistd.h>

#include "bf-application.h"
#include "bf-renderer.h"

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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BfApplication) app = NULL;

  /* Set here once, before any thread starts (see bf_application_startup()). */
  setlocale (LC_ALL, "");
  gtk_disable_setlocale ();
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Before GTK starts: without a GPU, no GL (bf-renderer.c). The tests
   * point BF_DRI_DIR at a folder of their own to try both branches. */
  bf_renderer_apply_default (g_getenv ("BF_DRI_DIR") ? g_getenv ("BF_DRI_DIR") : "/dev/dri");

  /* BF_EXIT_AFTER_FIRST_FRAME=1: the process ends right after its first
   * frame has been painted, so that callgrind counts the instructions
   * from exec to the first frame (build-aux/bench.sh, docs/benchmarks.md).
   * Read once, here; the bare window of the benchmark does the same. */
  if (g_getenv ("BF_EXIT_AFTER_FIRST_FRAME") != NULL)
    {
      g_type_class_ref (GDK_TYPE_SURFACE);
      g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                                  first_render_cb, NULL, NULL);
    }

  app = bf_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
