/* bench-bare-window.c
 *
 * The reference of the start-up benchmark (build-aux/bench.sh,
 * docs/benchmarks.md): a bare libadwaita window, the least a libadwaita
 * app draws in its first frame. An AdwApplication (single instance on the
 * session bus, like Benefactor and the calculator) whose activate makes
 * one AdwApplicationWindow of Benefactor's default size, 1000 × 700,
 * holding a vertical GtkBox with an AdwHeaderBar (its title and the close
 * button) and an AdwStatusPage with a title and nothing else (no icon,
 * no description, no child). No CSS, no resources, no GSettings: its
 * "resource-base-path" is NULL, as Benefactor's is. With the default (the
 * path made of the application id) GtkApplication adds an icons path at
 * start, and GTK 4.8 then reads the icon theme twice before the first
 * frame or once, depending on whether its loading thread got there first
 * (412 or 474 M instructions, docs/benchmarks.md): the reference would
 * flip between two counts.
 *
 * BF_EXIT_AFTER_FIRST_FRAME=1 ends the process right after the window's
 * first frame has been painted, by the same code as Benefactor's
 * (src/app/bf-first-frame.c, compiled in; nothing else of Benefactor is),
 * so that `valgrind --tool=callgrind` counts the instructions from exec
 * to the first frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "bf-first-frame.h"

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), "Bare libadwaita window");
  gtk_widget_set_vexpand (status, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), status);

  gtk_window_set_title (GTK_WINDOW (window), "Bare window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  bf_first_frame_exit_from_env ();

  app = g_object_new (ADW_TYPE_APPLICATION,
                      "application-id", "io.github.benefactor.BareWindow",
                      "flags", G_APPLICATION_DEFAULT_FLAGS,
                      "resource-base-path", NULL,
                      NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
