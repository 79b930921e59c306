/* test-map-panel.c: the map by finger at a phone's width (issue 31).
 * The game page of tests/data/expansion-4p.json (hand-scored: Anna
 * 101 VP) at 360 × 720 px: a tap on a city opens the panel of its
 * region below the map, its buttons enter disks in one tap each, the
 * region is switched, Escape and the close button give the focus back
 * to the map, a tap on nothing says why, and the player switcher shows
 * the players' running totals.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "bf-carnegie-game.h"
#include "bf-map-cache.h"
#include "bf-map-panel.h"
#include "bf-map-space.h"
#include "bf-map-view.h"
#include "bf-test-ui.h"

typedef struct
{
  GtkWidget  *window;
  BfMapView  *map;
  BfMapPanel *panel;
  BfCarnegieGame *game;
  GPtrArray  *errors;            /* what the map said */
} Fixture;

static void
error_cb (BfMapView  *map,
          const char *message,
          Fixture    *fixture)
{
  g_ptr_array_add (fixture->errors, g_strdup (message));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  fixture->window = g_object_new (BF_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 360, 720);
  gtk_window_present (GTK_WINDOW (fixture->window));
  g_assert_true (bf_test_wait_mapped (fixture->window, TRUE));
  g_assert_true (bf_window_open_file (BF_WINDOW (fixture->window), file));
  bf_test_wait_frames (fixture->window, 3);
  g_assert_true (gtk_widget_activate_action (fixture->window, "win.jump", "s", "map"));
  bf_test_wait_frames (fixture->window, 2);

  fixture->map = bf_test_window_get_map_view (BF_WINDOW (fixture->window));
  fixture->panel = BF_MAP_PANEL (_bf_map_view_get_panel (fixture->map));
  fixture->game = bf_window_get_game (BF_WINDOW (fixture->window));
  fixture->errors = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (fixture->map, "error", G_CALLBACK (error_cb), fixture);
  g_assert_nonnull (fixture->panel);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_signal_handlers_disconnect_by_func (fixture->map, error_cb, fixture);
  g_ptr_array_unref (fixture->errors);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  bf_test_wait_ms (50);
}

static const BfCity *
city (const char *id)
{
  const BfCity *c = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), id);

  g_assert_nonnull (c);
  return c;
}

/* A finger on @id: the centre of its spaces, in the map's pixels. */
static gboolean
tap_city (Fixture    *fixture,
          const char *id)
{
  const BfCity *c = city (id);
  graphene_rect_t rect, bounds;
  gboolean taken;

  for (guint s = 0; s < c->n_spaces; s++)
    {
      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (fixture->map, c->first_space + s),
                                                GTK_WIDGET (fixture->map), &bounds));
      if (s == 0)
        rect = bounds;
      else
        graphene_rect_union (&rect, &bounds, &rect);
    }
  /* Too small for a finger at 360 px: the panel's case */
  g_assert_cmpfloat (bounds.size.width, <, 44);

  taken = _bf_map_view_tap (fixture->map, rect.origin.x + rect.size.width / 2,
                            rect.origin.y + rect.size.height / 2, TRUE);
  bf_test_wait_frames (fixture->window, 3);

  return taken;
}

/* The cities whose rows the panel shows, in its order, "a,b,c". */
static char *
shown_cities (Fixture *fixture)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  GString *names = g_string_new (NULL);

  for (guint c = 0; c < bf_carnegie_rules_get_n_cities (rules); c++)
    if (bf_test_is_showing (_bf_map_panel_get_city_row (fixture->panel, c)))
      g_string_append_printf (names, "%s%s", names->len > 0 ? "," : "",
                              bf_carnegie_rules_get_city (rules, c)->name);

  return g_string_free (names, FALSE);
}

static const char *
owner_name (Fixture *fixture,
            guint    space)
{
  BfCarnegiePlayer *owner = bf_carnegie_game_get_space_owner (fixture->game, space);

  return owner != NULL ? bf_carnegie_player_get_name (owner) : NULL;
}

/* What player @i's switcher button shows under their name: their
 * running total. */
static const char *
switcher_total (Fixture *fixture,
                guint    i)
{
  GtkWidget *button = GTK_WIDGET (bf_test_window_get_player_button (BF_WINDOW (fixture->window), i));
  GtkWidget *label = gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (button)));

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (bf_test_is_showing (label));

  return gtk_label_get_label (GTK_LABEL (label));
}

/* A tap on Fargo opens the Midwest below the map; its empty town takes
 * Anna's pawn with its type in one tap, and the total follows. */
static void
test_open_and_enter (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWidget *panel = GTK_WIDGET (fixture->panel);
  GtkWidget *scroller;
  guint fargo = city ("fargo")->first_space;
  guint st_louis2 = bf_test_checked_space_of ("st-louis", 2);
  graphene_rect_t map_bounds, panel_bounds, row_bounds;
  g_autofree char *cities = NULL;
  GtkWidget *anna = GTK_WIDGET (bf_test_window_get_player_button (BF_WINDOW (fixture->window), 0));

  /* At 360 px the score sheet is hidden: the switcher shows each
   * player's total under their name, and says it. The file is
   * hand-scored: Anna 101 VP. */
  g_assert_cmpstr (switcher_total (fixture, 0), ==, "101 VP");
  gtk_test_accessible_assert_property (anna, GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna");
  gtk_test_accessible_assert_property (anna, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "101 VP");

  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_true (tap_city (fixture, "fargo"));
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_cmpint (bf_map_panel_get_region (fixture->panel), ==, BF_REGION_MIDWEST);
  g_assert_cmpuint (bf_map_panel_get_city (fixture->panel), ==, city ("fargo")->index);

  /* Below the map, over none of it */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (fixture->map), fixture->window, &map_bounds));
  g_assert_true (gtk_widget_compute_bounds (panel, fixture->window, &panel_bounds));
  g_assert_cmpfloat (panel_bounds.origin.y, >=, map_bounds.origin.y + map_bounds.size.height);

  /* The Midwest's 8 cities (data/rules/board.json), Fargo marked and on
   * the screen. */
  cities = shown_cities (fixture);
  g_assert_cmpstr (cities, ==, "Fargo,Duluth,St. Paul,Omaha,Chicago,Kansas City,St. Louis,Cincinnati");
  g_assert_true (gtk_widget_has_css_class (_bf_map_panel_get_city_row (fixture->panel, city ("fargo")->index),
                                           "bf-map-panel-marked"));
  scroller = gtk_widget_get_ancestor (panel, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_compute_bounds (_bf_map_panel_get_city_row (fixture->panel, city ("fargo")->index),
                                            scroller, &row_bounds));
  g_assert_cmpfloat (row_bounds.origin.y, >=, 0);
  g_assert_cmpfloat (row_bounds.origin.y + row_bounds.size.height, <=, gtk_widget_get_height (scroller));

  /* Fargo is empty in the file: its 4 types instead of its space. One
   * tap on Housing: Anna's pawn there, a Housing project. */
  g_assert_null (owner_name (fixture, fargo));
  g_assert_false (bf_test_is_showing (_bf_map_panel_get_space_button (fixture->panel, fargo)));
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    g_assert_true (bf_test_is_showing (_bf_map_panel_get_type_button (fixture->panel, city ("fargo")->index, t)));
  gtk_test_accessible_assert_property (_bf_map_panel_get_type_button (fixture->panel, city ("fargo")->index,
                                                                      BF_PROJECT_HOUSING),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Fargo: Anna’s project, Housing");
  g_signal_emit_by_name (_bf_map_panel_get_type_button (fixture->panel, city ("fargo")->index, BF_PROJECT_HOUSING),
                         "clicked");
  bf_test_wait_frames (fixture->window, 2);
  g_assert_cmpstr (owner_name (fixture, fargo), ==, "Anna");
  g_assert_cmpint (bf_carnegie_player_find_project (bf_carnegie_game_get_space_owner (fixture->game, fargo),
                                                    fargo)->type, ==, BF_PROJECT_HOUSING);
  /* The panel stays; the town shows its space now, named as the map's. */
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_true (bf_test_is_showing (_bf_map_panel_get_space_button (fixture->panel, fargo)));
  g_assert_false (bf_test_is_showing (_bf_map_panel_get_type_button (fixture->panel, city ("fargo")->index, 0)));
  gtk_test_accessible_assert_property (_bf_map_panel_get_space_button (fixture->panel, fargo),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       bf_map_space_get_label (BF_MAP_SPACE (bf_map_view_get_space_widget (fixture->map, fargo))));

  /* Fargo prints 1 VP (board.json; rule: each pawn in a city scores
   * the city's VP), is a town (no medium-city department counts it)
   * and joins no second major city to Anna's network (her only major
   * city is Chicago): 101 + 1. */
  g_assert_cmpstr (switcher_total (fixture, 0), ==, "102 VP");
  gtk_test_accessible_assert_property (anna, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "102 VP");

  /* A space's button does what a tap on the space does: from empty,
   * the current player's pawn first (Anna), then the next player. St.
   * Louis, space 2, is empty in the file. */
  g_assert_null (owner_name (fixture, st_louis2));
  g_signal_emit_by_name (_bf_map_panel_get_space_button (fixture->panel, st_louis2), "clicked");
  g_assert_cmpstr (owner_name (fixture, st_louis2), ==, "Anna");
  g_signal_emit_by_name (_bf_map_panel_get_space_button (fixture->panel, st_louis2), "clicked");
  g_assert_cmpstr (owner_name (fixture, st_louis2), ==, "Ben");
  g_assert_true (gtk_widget_get_visible (panel));
  gtk_test_accessible_assert_property (_bf_map_panel_get_space_button (fixture->panel, st_louis2),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       bf_map_space_get_label (BF_MAP_SPACE (bf_map_view_get_space_widget (fixture->map, st_louis2))));
  g_assert_cmpuint (fixture->errors->len, ==, 0);

  /* Undo takes the last press back and leaves the panel open for the
   * press that was meant. */
  bf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (fixture->window, "win.undo", NULL));
  bf_test_iterate ();
  bf_test_wait_frames (fixture->window, 2);
  fixture->game = bf_window_get_game (BF_WINDOW (fixture->window));
  g_assert_cmpstr (owner_name (fixture, st_louis2), !=, "Ben");
  g_assert_true (gtk_widget_get_visible (panel));
}

/* Another region: its button in the panel, or a tap on one of its
 * cities on the map. */
static void
test_switch_region (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *east = NULL;
  g_autofree char *south = NULL;

  g_assert_true (tap_city (fixture, "chicago"));
  g_assert_cmpint (bf_map_panel_get_region (fixture->panel), ==, BF_REGION_MIDWEST);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (_bf_map_panel_get_region_button (fixture->panel, BF_REGION_EAST)),
                                TRUE);
  bf_test_wait_frames (fixture->window, 2);
  g_assert_cmpint (bf_map_panel_get_region (fixture->panel), ==, BF_REGION_EAST);
  east = shown_cities (fixture);
  g_assert_cmpstr (east, ==, "Albany,Boston,Pittsburgh,New York,Washington");

  g_assert_true (tap_city (fixture, "new-orleans"));
  g_assert_cmpint (bf_map_panel_get_region (fixture->panel), ==, BF_REGION_SOUTH);
  g_assert_cmpuint (bf_map_panel_get_city (fixture->panel), ==, city ("new-orleans")->index);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (_bf_map_panel_get_region_button (fixture->panel,
                                                                                                    BF_REGION_SOUTH))));
  south = shown_cities (fixture);
  g_assert_cmpstr (south, ==, "El Paso,Dallas,Memphis,Atlanta,Charleston,San Antonio,Houston,New Orleans");
}

/* Escape (the panel's key binding) as a key would run it */
static void
press_escape (GtkWidget *widget)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean done = FALSE;

  for (guint i = 0; !done && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; !done && j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_Escape)
            done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_object_unref (controllers);
  g_assert_true (done);
}

/* The focus in the panel is never lost when it closes: back to the
 * map's space of the button it was on (Escape), or of the city marked
 * (the close button). */
static void
test_close_focus (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *panel = GTK_WIDGET (fixture->panel);
  guint chicago3 = bf_test_checked_space_of ("chicago", 3);
  guint chicago1 = bf_test_checked_space_of ("chicago", 1);
  GtkWidget *close;

  g_assert_true (tap_city (fixture, "chicago"));
  g_assert_true (gtk_widget_grab_focus (_bf_map_panel_get_space_button (fixture->panel, chicago3)));
  press_escape (panel);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) ==
                 bf_map_view_get_space_widget (fixture->map, chicago3));

  /* Tab reaches the buttons: the close button is one of them. */
  g_assert_true (tap_city (fixture, "chicago"));
  close = _bf_map_panel_get_close_button (fixture->panel);
  g_assert_true (gtk_widget_get_focusable (close) || gtk_widget_get_focus_on_click (close));
  g_assert_true (gtk_widget_grab_focus (close));
  g_signal_emit_by_name (close, "clicked");
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) ==
                 bf_map_view_get_space_widget (fixture->map, chicago1));
}

/* A tap that changes nothing says why. */
static void
test_noop_tap (Fixture       *fixture,
               gconstpointer  data)
{
  /* The map's top left corner: the Pacific, no city within 44 px */
  g_assert_false (_bf_map_view_tap (fixture->map, 2, 2, TRUE));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->panel)));
  g_assert_cmpuint (fixture->errors->len, ==, 1);
  g_assert_cmpstr (fixture->errors->pdata[0], ==,
                   "No city there: tap a city to list its spaces below the map.");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("benefactor-map-panel-XXXXXX", NULL);
  g_autofree char *cache_home = g_build_filename (data_home, "cache", NULL);
  int status;

  /* The games in progress and the map's board cache of this test only,
   * set before GLib caches the folders. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  bf_test_load_app_style ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/map-panel/open-and-enter", Fixture, NULL, fixture_set_up, test_open_and_enter, fixture_tear_down);
  g_test_add ("/map-panel/switch-region", Fixture, NULL, fixture_set_up, test_switch_region, fixture_tear_down);
  g_test_add ("/map-panel/close-focus", Fixture, NULL, fixture_set_up, test_close_focus, fixture_tear_down);
  g_test_add ("/map-panel/noop-tap", Fixture, NULL, fixture_set_up, test_noop_tap, fixture_tear_down);

  status = g_test_run ();

  bf_map_cache_wait_for_saves ();
  bf_test_remove_tree (data_home);

  return status;
}
