/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>

#include "bf-application.h"
#include "bf-first-frame.h"
#include "bf-renderer.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BfApplication) app = NULL;

  /* Set here once, before any thread starts (see bf_application_startup()). */
  setlocale (LC_ALL, "");
  gtk_disable_setlocale ();
  /* BF_LOCALEDIR: a build tree's catalogues (its po/), to run it
   * uninstalled in the user's language (dev.sh run, the browser tests:
   * docs/tests.md); otherwise where they are installed. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BF_LOCALEDIR") != NULL && *g_getenv ("BF_LOCALEDIR") != '\0'
                                   ? g_getenv ("BF_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Before GTK starts: without a GPU, no GL (bf-renderer.c). The tests
   * point BF_DRI_DIR at a folder of their own to try both branches. */
  bf_renderer_apply_default (g_getenv ("BF_DRI_DIR") ? g_getenv ("BF_DRI_DIR") : "/dev/dri");

  /* BF_EXIT_AFTER_FIRST_FRAME=1: the process ends right after its first
   * frame, for the benchmark's instruction counts (bf-first-frame.h). */
  bf_first_frame_exit_from_env ();

  app = bf_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
