/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>

#include "bf-application.h"

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

  app = bf_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
