/* test-screenshots.c: every screen of the window renders at desktop
 * (1280×800) and phone (360×720) size, in light and dark style, without
 * a critical; the map also at 360, 1000 and 1280 px wide, with and
 * without its panel of spaces for a finger open below it (on the West).
 * With BF_SCREENSHOT_DIR set, the
 * renderings are saved there as PNG files to look at
 * (data/screenshots/ keeps a few of them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "bf-map-cache.h"
#include "bf-map-view.h"
#include "bf-map-zoom.h"
#include "bf-test-ui.h"

static void
render (GtkWidget  *window,
        const char *name)
{
  const char *dir = g_getenv ("BF_SCREENSHOT_DIR");
  g_autoptr(GdkTexture) texture = bf_test_render_window (window);

  if (dir != NULL)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);

      bf_test_save_png (texture, path);
    }
}

static void
shoot (gconstpointer data)
{
  const char *variant = data;
  gboolean dark = g_str_has_suffix (variant, "dark");
  gboolean phone = g_str_has_prefix (variant, "phone");
  g_autofree char *dir = g_dir_make_tmp ("benefactor-shots-XXXXXX", NULL);
  g_autofree char *session_path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) session_file = g_file_new_for_path (session_path);
  g_autoptr(BfSession) session = bf_session_new (session_file);
  g_autofree char *game_path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  GtkWidget *window;
  g_autofree char *name = NULL;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* The start page as a first start shows it, whichever variant ran
   * before (the game each opens is the last file afterwards). */
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.benefactor.Benefactor");

    g_settings_reset (settings, "last-file");
  }

  window = g_object_new (BF_TYPE_WINDOW, "session", session, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), phone ? 360 : 1280, phone ? 720 : 800);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_wait_mapped (window, FALSE);

  name = g_strdup_printf ("start-%s", variant);
  render (window, name);

  g_assert_true (gtk_widget_activate_action (window, "win.new", NULL));
  g_free (name);
  name = g_strdup_printf ("new-%s", variant);
  render (window, name);

  g_assert_true (bf_window_open_file (BF_WINDOW (window), game_file));
  g_free (name);
  name = g_strdup_printf ("game-%s", variant);
  render (window, name);

  /* Sealed secret donations: the banner offers Look at Mine and Reveal,
   * buttons a finger can hit. */
  bf_carnegie_game_set_secrets_sealed (bf_window_get_game (BF_WINDOW (window)), TRUE);
  bf_test_wait_ms (200);
  g_free (name);
  name = g_strdup_printf ("game-sealed-%s", variant);
  render (window, name);
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    guint n_shown = 0;

    bf_test_collect_widgets (GTK_WIDGET (bf_test_window_get_secrets_banner (BF_WINDOW (window))), GTK_TYPE_BUTTON, buttons);
    /* Two layouts, wide and narrow: the two buttons of the one shown. */
    g_assert_cmpuint (buttons->len, ==, 4);
    for (guint i = 0; i < buttons->len; i++)
      {
        graphene_rect_t bounds;

        if (!gtk_widget_get_mapped (buttons->pdata[i]))
          continue;
        n_shown++;

        g_assert_true (gtk_widget_compute_bounds (buttons->pdata[i], buttons->pdata[i], &bounds));
        g_assert_cmpfloat (bounds.size.width, >=, 44);
        g_assert_cmpfloat (bounds.size.height, >=, 44);
      }
    g_assert_cmpuint (n_shown, ==, 2);
  }
  {
    /* Nothing cut: the banner has the height its layout needs. */
    GtkWidget *banner = gtk_revealer_get_child (bf_test_window_get_secrets_banner (BF_WINDOW (window)));
    graphene_rect_t bounds;
    int min;

    g_assert_true (gtk_widget_compute_bounds (banner, banner, &bounds));
    gtk_widget_measure (banner, GTK_ORIENTATION_VERTICAL,
                        bounds.size.width + gtk_widget_get_margin_start (banner) + gtk_widget_get_margin_end (banner),
                        &min, NULL, NULL, NULL);
    g_assert_cmpfloat (bounds.size.height + gtk_widget_get_margin_top (banner) + gtk_widget_get_margin_bottom (banner), >=, min);
  }
  bf_carnegie_game_set_secrets_sealed (bf_window_get_game (BF_WINDOW (window)), FALSE);

  /* The second player's entries, scrolled down to the editor. */
  gtk_toggle_button_set_active (bf_test_window_get_player_button (BF_WINDOW (window), 1), TRUE);
  bf_test_wait_ms (100);
  bf_test_scroll_into_view (GTK_WIDGET (bf_test_window_get_editor (BF_WINDOW (window))), 0);
  g_free (name);
  name = g_strdup_printf ("editor-%s", variant);
  render (window, name);

  if (phone)
    {
      /* On a phone the scores slide in over the entries. */
      AdwFlap *flap = ADW_FLAP (gtk_widget_get_ancestor (GTK_WIDGET (bf_test_window_get_score_view (BF_WINDOW (window))),
                                                         ADW_TYPE_FLAP));

      g_assert_true (adw_flap_get_folded (flap));
      adw_flap_set_reveal_flap (flap, TRUE);
      g_free (name);
      name = g_strdup_printf ("scores-%s", variant);
      render (window, name);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
  g_clear_object (&session);
  g_remove (session_path);
  g_rmdir (dir);
}

/* A window of @width × @height with @game_file open, its entries at the
 * map (the bar's Map jump). */
static GtkWidget *
open_at_map (BfSession *session,
             GFile     *game_file,
             int        width,
             int        height)
{
  GtkWidget *window = g_object_new (BF_TYPE_WINDOW, "session", session, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_wait_mapped (window, FALSE);
  g_assert_true (bf_window_open_file (BF_WINDOW (window), game_file));
  bf_test_wait_frames (window, 3);
  g_assert_true (gtk_widget_activate_action (window, "win.jump", "s", "map"));

  return window;
}

/* The map, and the map with its panel of spaces for a finger open on
 * the biggest region (the West, a tap on San Francisco), at a phone's
 * width and two desktop widths. The panel lies below the map, covering
 * none of it, and its buttons are a finger's size. */
static void
shoot_map (gconstpointer data)
{
  const char *style = data;
  gboolean dark = g_str_equal (style, "dark");
  static const struct
  {
    int width, height;
  } sizes[] = { { 360, 720 }, { 1000, 800 }, { 1280, 800 } };
  g_autofree char *dir = g_dir_make_tmp ("benefactor-shots-XXXXXX", NULL);
  g_autofree char *session_path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) session_file = g_file_new_for_path (session_path);
  g_autoptr(BfSession) session = bf_session_new (session_file);
  g_autofree char *game_path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  const char *out = g_getenv ("BF_SCREENSHOT_DIR");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *window = open_at_map (session, game_file, sizes[i].width, sizes[i].height);
      BfMapView *view;
      GtkWidget *panel;
      const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "san-francisco");
      graphene_rect_t rect, bounds, map_bounds;
      g_autoptr(GdkTexture) plain = NULL;
      g_autoptr(GdkTexture) open = NULL;
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      guint n_buttons = 0;

      view = bf_test_window_get_map_view (BF_WINDOW (window));
      plain = bf_test_render_window (window);

      /* A finger on San Francisco */
      for (guint s = 0; s < city->n_spaces; s++)
        {
          g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, city->first_space + s),
                                                    GTK_WIDGET (view), &bounds));
          if (s == 0)
            rect = bounds;
          else
            graphene_rect_union (&rect, &bounds, &rect);
        }
      panel = _bf_map_view_get_panel (view);
      g_assert_nonnull (panel);
      g_assert_true (_bf_map_view_tap (view,
                                       rect.origin.x + rect.size.width / 2,
                                       rect.origin.y + rect.size.height / 2, TRUE));
      g_assert_true (gtk_widget_get_visible (panel));
      bf_test_wait_frames (window, 3);
      open = bf_test_render_window (window);

      /* Below the map, over none of it */
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), window, &map_bounds));
      g_assert_true (gtk_widget_compute_bounds (panel, window, &bounds));
      g_assert_cmpfloat (bounds.origin.y, >=, map_bounds.origin.y + map_bounds.size.height);

      bf_test_collect_widgets (panel, GTK_TYPE_BUTTON, buttons);
      for (guint b = 0; b < buttons->len; b++)
        {
          if (!gtk_widget_is_drawable (buttons->pdata[b]))
            continue;
          g_assert_true (gtk_widget_compute_bounds (buttons->pdata[b], panel, &bounds));
          g_assert_cmpfloat (bounds.size.width, >=, 44);
          g_assert_cmpfloat (bounds.size.height, >=, 44);
          n_buttons++;
        }
      /* The West's 19 spaces (8 towns, 3 of them empty in the file:
       * Portland, Boise, Salt Lake City) but an empty town's, which
       * shows its 4 project types instead; the 4 regions and the close
       * button. */
      g_assert_cmpuint (n_buttons, ==, (19 - 3) + 3 * 4 + 4 + 1);

      if (out != NULL)
        {
          g_autofree char *plain_path = g_strdup_printf ("%s/map-%d-%s.png", out, sizes[i].width, style);
          g_autofree char *open_path = g_strdup_printf ("%s/map-panel-%d-%s.png", out,
                                                        sizes[i].width, style);

          bf_test_save_png (plain, plain_path);
          bf_test_save_png (open, open_path);
        }

      gtk_window_destroy (GTK_WINDOW (window));
      bf_test_wait_ms (50);
    }

  g_clear_object (&session);
  g_remove (session_path);
  g_rmdir (dir);
}

/* Issue 31: the map zoomed in (by 2 and to the largest zoom, around
 * Chicago's first space, which holds the focus) at a phone's width and
 * a desktop's, beside the whole board with its zoom buttons. */
static void
shoot_map_zoom (gconstpointer data)
{
  const char *style = data;
  gboolean dark = g_str_equal (style, "dark");
  static const struct
  {
    int width, height;
  } sizes[] = { { 360, 720 }, { 1280, 800 } };
  g_autofree char *dir = g_dir_make_tmp ("benefactor-shots-XXXXXX", NULL);
  g_autofree char *session_path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) session_file = g_file_new_for_path (session_path);
  g_autoptr(BfSession) session = bf_session_new (session_file);
  g_autofree char *game_path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
  g_autoptr(GFile) game_file = g_file_new_for_path (game_path);
  const BfCity *chicago = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "chicago");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *window = open_at_map (session, game_file, sizes[i].width, sizes[i].height);
      GtkWidget *zoom;
      BfMapView *view;
      g_autofree char *name = NULL;

      view = bf_test_window_get_map_view (BF_WINDOW (window));
      zoom = gtk_widget_get_ancestor (GTK_WIDGET (view), BF_TYPE_MAP_ZOOM);
      g_assert_nonnull (zoom);
      g_assert_true (gtk_widget_grab_focus (bf_map_view_get_space_widget (view, chicago->first_space)));

      /* The whole board, in by 2, in to the largest zoom */
      for (guint step = 0; step < 3; step++)
        {
          static const char *const steps[] = { "fit", "2", "max" };

          g_free (name);
          name = g_strdup_printf ("map-zoom-%s-%d-%s", steps[step], sizes[i].width, style);
          render (window, name);
          for (guint k = 0; k < (step == 0 ? 1 : 4); k++)
            gtk_widget_activate_action (zoom, "zoom.in", NULL);
        }

      gtk_window_destroy (GTK_WINDOW (window));
      bf_test_wait_ms (50);
    }

  g_clear_object (&session);
  g_remove (session_path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* BF_LOCALEDIR: render in the language of LC_ALL/LANGUAGE with the
   * translations of the build tree, to look for text that does not fit. */
  if (g_getenv ("BF_LOCALEDIR") != NULL)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BF_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The app's own style sheet, as AdwApplication loads it. */
  bf_test_load_app_style ();

  /* Transitions finished at once: the renderings show the end state. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_data_func ("/screenshots/desktop-light", "desktop-light", shoot);
  g_test_add_data_func ("/screenshots/desktop-dark", "desktop-dark", shoot);
  g_test_add_data_func ("/screenshots/phone-light", "phone-light", shoot);
  g_test_add_data_func ("/screenshots/phone-dark", "phone-dark", shoot);
  g_test_add_data_func ("/screenshots/map-light", "light", shoot_map);
  g_test_add_data_func ("/screenshots/map-dark", "dark", shoot_map);
  g_test_add_data_func ("/screenshots/map-zoom-light", "light", shoot_map_zoom);
  g_test_add_data_func ("/screenshots/map-zoom-dark", "dark", shoot_map_zoom);

  status = g_test_run ();

  /* The boards of the windows closed last may still be being saved. */
  bf_map_cache_wait_for_saves ();

  return status;
}
