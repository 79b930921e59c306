/* test-app.c: the window starts, opens a game file, shows its scores,
 * keeps what it shows when a file is broken, and closes cleanly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bf-window.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GFile *
test_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);

  return g_file_new_for_path (path);
}

static GtkLabel *
find_sheet_label (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "monospace"))
        return GTK_LABEL (child);

      if ((found = find_sheet_label (child)) != NULL)
        return found;
    }

  return NULL;
}

static void
test_window_open (void)
{
  BfWindow *window = g_object_new (BF_TYPE_WINDOW, NULL);
  g_autoptr(GFile) good = test_file ("example-2p.json");
  g_autoptr(GFile) broken = test_file ("broken/truncated.json");
  GtkLabel *label;
  BfGame *game;

  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  g_assert_null (bf_window_get_game (window));

  g_assert_true (bf_window_open_file (window, good));
  iterate ();
  game = bf_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (bf_game_get_n_players (game), ==, 2);

  label = find_sheet_label (GTK_WIDGET (window));
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_text (label), "Anna"));
  g_assert_nonnull (strstr (gtk_label_get_text (label), "Ben"));

  /* A broken file changes nothing that is shown. */
  g_assert_false (bf_window_open_file (window, broken));
  iterate ();
  g_assert_true (bf_window_get_game (window) == game);

  /* Entries update the sheet at once. */
  g_assert_true (bf_player_set_name (bf_game_get_player (game, 0), "Zelda", NULL));
  g_assert_nonnull (strstr (gtk_label_get_text (label), "Zelda"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.close-game", NULL));
  iterate ();
  g_assert_null (bf_window_get_game (window));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/window-open", test_window_open);

  return g_test_run ();
}
