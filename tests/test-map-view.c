/* test-map-view.c: the map enters disks the way players tap them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <utime.h>

#include "bf-game-file.h"
#include "bf-map-cache.h"
#include "bf-map-space.h"
#include "bf-map-view.h"
#include "bf-map-zoom.h"
#include "bf-test-ui.h"

static char *screenshot_dir;

/* Helpers */

static void
wait_for_size (GtkWidget *widget,
               int        width,
               int        height)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end &&
         (!gtk_widget_get_mapped (widget) ||
          gtk_widget_get_width (widget) != width ||
          gtk_widget_get_height (widget) != height))
    bf_test_wait_ms (10);

  /* Let a frame be drawn. */
  bf_test_wait_ms (50);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_cmpint (gtk_widget_get_width (widget), ==, width);
  g_assert_cmpint (gtk_widget_get_height (widget), ==, height);
}

static guint
city_of (const char *city_id)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), city_id);

  g_assert_nonnull (city);
  return city->index;
}

static guint
road_of (const char *a,
         const char *b)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  guint ca = city_of (a), cb = city_of (b);

  for (guint i = 0; i < bf_carnegie_rules_get_n_roads (rules); i++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (rules, i);

      if ((road->city_a == ca && road->city_b == cb) ||
          (road->city_a == cb && road->city_b == ca))
        return i;
    }

  g_assert_not_reached ();
}

static GtkWidget *
create_window (BfMapView *view,
               int        width,
               int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  wait_for_size (GTK_WIDGET (view), width, height);

  return window;
}

static BfCarnegieGame *
create_game (BfCarnegiePlayer **anna,
             BfCarnegiePlayer **ben)
{
  g_autoptr(GError) error = NULL;
  BfCarnegieGame *game = bf_carnegie_game_new ();

  *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_set_color (*anna, "red", &error));
  g_assert_no_error (error);

  *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_set_color (*ben, "blue", &error));
  g_assert_no_error (error);

  return game;
}

static void
click (BfMapView *view,
       guint      space)
{
  GtkWidget *button = bf_map_view_get_space_widget (view, space);

  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* What GTK asks @widget when the pointer rests on it: whether it shows
 * a tooltip. */
static gboolean
query_tooltip (GtkWidget *widget)
{
  g_autoptr(GObject) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shown);

  return shown;
}

static gboolean
is_showing_image (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_IMAGE (widget) && gtk_widget_get_visible (widget);
}

static void
count_cb (gpointer  instance,
          guint    *counter)
{
  (*counter)++;
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           guint      *counter)
{
  (*counter)++;
}

static void
error_cb (BfMapView  *view,
          const char *message,
          char      **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
save_png (GtkWidget  *widget,
          const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GdkRGBA bg;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                       "window_bg_color", &bg))
    gdk_rgba_parse (&bg, "#fafafa");
  G_GNUC_END_IGNORE_DEPRECATIONS

  texture = bf_test_render_widget (widget, &bg, width, height);

  path = g_build_filename (screenshot_dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Screenshot: %s", path);
}

/* Best effort: when tests run in parallel on one display, another
 * test's window may take the focus and close the popover. */
static void
save_popover_png (GtkWidget  *popover,
                  const char *name)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end &&
         gtk_widget_get_visible (popover) &&
         (!gtk_widget_get_mapped (popover) || gtk_widget_get_width (popover) <= 0))
    bf_test_wait_ms (10);

  if (gtk_widget_get_mapped (popover) && gtk_widget_get_width (popover) > 0)
    save_png (popover, name);
  else
    g_test_message ("Popover closed before its screenshot");
}

/* Tests */

static void
test_properties (void)
{
  BfMapView *view = g_object_ref_sink (bf_map_view_new ());
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  guint game_notify = 0, player_notify = 0;

  g_signal_connect (view, "notify::game", G_CALLBACK (notify_cb), &game_notify);
  g_signal_connect (view, "notify::player", G_CALLBACK (notify_cb), &player_notify);

  gtk_test_accessible_assert_role (view, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");

  /* Without a game the spaces cannot be used. */
  g_assert_null (bf_map_view_get_game (view));
  g_assert_false (gtk_widget_is_sensitive (bf_map_view_get_space_widget (view, 0)));

  bf_map_view_set_game (view, game);
  bf_map_view_set_game (view, game);
  g_assert_true (bf_map_view_get_game (view) == game);
  g_assert_cmpuint (game_notify, ==, 1);
  g_assert_true (gtk_widget_is_sensitive (bf_map_view_get_space_widget (view, 0)));

  g_object_set (view, "player", ben, NULL);
  bf_map_view_set_player (view, ben);
  g_assert_true (bf_map_view_get_player (view) == ben);
  g_assert_cmpuint (player_notify, ==, 1);

  bf_map_view_set_game (view, NULL);
  g_assert_cmpuint (game_notify, ==, 2);
  g_assert_false (gtk_widget_is_sensitive (bf_map_view_get_space_widget (view, 0)));

  g_assert_finalize_object (view);
}

static void
test_cycle (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  guint chicago3 = bf_test_checked_space_of ("chicago", 3);
  GtkWidget *button = bf_map_view_get_space_widget (view, chicago3);
  char *tooltip;
  g_autofree char *error = NULL;

  g_signal_connect (view, "error", G_CALLBACK (error_cb), &error);
  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);

  /* 2 players play with blocking discs. */
  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (bf_carnegie_game_get_rules (game), 2), >, 0);

  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: empty");

  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);
  g_assert_cmpint (bf_carnegie_player_find_project (anna, chicago3)->type, ==, BF_PROJECT_INDUSTRY);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Anna’s pawn");
  tooltip = _bf_map_view_dup_space_tooltip (view, chicago3);
  g_assert_cmpstr (tooltip, ==, "Chicago, space 3, Industry: Anna’s pawn");
  g_clear_pointer (&tooltip, g_free);

  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == ben);
  g_assert_null (bf_carnegie_player_find_project (anna, chicago3));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Ben’s pawn");

  click (view, chicago3);
  g_assert_null (bf_carnegie_game_get_space_owner (game, chicago3));
  g_assert_true (bf_carnegie_game_get_space_blocked (game, chicago3));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: blocking disc");

  click (view, chicago3);
  g_assert_null (bf_carnegie_game_get_space_owner (game, chicago3));
  g_assert_false (bf_carnegie_game_get_space_blocked (game, chicago3));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: empty");

  /* The cycle starts with the current player and wraps round the list. */
  bf_map_view_set_player (view, ben);
  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == ben);
  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);
  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_blocked (game, chicago3));
  click (view, chicago3);
  g_assert_false (bf_carnegie_game_get_space_blocked (game, chicago3));
  g_assert_null (bf_carnegie_game_get_space_owner (game, chicago3));

  /* A change made elsewhere shows on the map. */
  g_assert_true (bf_carnegie_player_add_project (anna, chicago3, BF_PROJECT_ANY, NULL));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Anna’s pawn");

  g_assert_null (error);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The map's spaces follow the players' projects (issue 29): with the
 * game's generic "changed" held back, a disk put on or taken off from
 * outside still shows on its space, and the space next to it keeps what
 * it said; no space is made again. The game made again from its data
 * (undo, redo) is followed the same way. */
static void
test_follows_projects (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  g_autoptr(BfCarnegieGame) again = NULL;
  g_autofree char *data = NULL;
  guint chicago2 = bf_test_checked_space_of ("chicago", 2);
  guint chicago3 = bf_test_checked_space_of ("chicago", 3);
  GtkWidget *button = bf_map_view_get_space_widget (view, chicago3);
  GtkWidget *next = bf_map_view_get_space_widget (view, chicago2);
  g_autofree char *next_label = NULL;

  g_object_add_weak_pointer (G_OBJECT (button), (gpointer *) &button);
  g_object_add_weak_pointer (G_OBJECT (next), (gpointer *) &next);
  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);
  next_label = g_strdup (bf_map_space_get_label (BF_MAP_SPACE (next)));
  g_assert_nonnull (strstr (next_label, ": empty"));

  g_assert_cmpuint (bf_test_hold_back_changed (game, TRUE), >, 0);
  g_assert_true (bf_carnegie_player_add_project (ben, chicago3, BF_PROJECT_ANY, NULL));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Ben’s pawn");
  g_assert_true (bf_carnegie_player_remove_project (ben, chicago3));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: empty");
  /* A tap: the current player's disk. */
  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Anna’s pawn");
  g_assert_cmpstr (bf_map_space_get_label (BF_MAP_SPACE (next)), ==, next_label);
  g_assert_cmpuint (bf_test_hold_back_changed (game, FALSE), >, 0);

  /* Undo: the game made again from its data, new players. */
  data = bf_game_file_to_data (game, NULL);
  again = bf_game_file_from_data (data, -1, NULL);
  g_assert_nonnull (again);
  bf_map_view_set_game (view, again);
  bf_map_view_set_player (view, bf_carnegie_game_get_player (again, 0));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Anna’s pawn");
  g_assert_cmpuint (bf_test_hold_back_changed (again, TRUE), >, 0);
  g_assert_true (bf_carnegie_player_add_project (bf_carnegie_game_get_player (again, 1), chicago2,
                                                 BF_PROJECT_ANY, NULL));
  g_assert_nonnull (strstr (bf_map_space_get_label (BF_MAP_SPACE (next)), ": Ben’s pawn"));
  /* The first game's players are no longer followed. */
  g_assert_true (bf_carnegie_player_remove_project (anna, chicago3));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Chicago, space 3, Industry: Anna’s pawn");
  g_assert_cmpuint (bf_test_hold_back_changed (again, FALSE), >, 0);

  g_assert_true (bf_map_view_get_space_widget (view, chicago3) == button);
  g_assert_true (bf_map_view_get_space_widget (view, chicago2) == next);
  g_object_remove_weak_pointer (G_OBJECT (button), (gpointer *) &button);
  g_object_remove_weak_pointer (G_OBJECT (next), (gpointer *) &next);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 26: 25 pawns for projects and donations (30 less 1 on the score
 * track and 4 on the transport tracks). A tap never takes a pawn a
 * player does not have, and never does nothing without saying why. */
static void
test_cycle_no_pawn_left (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  guint chicago3 = bf_test_checked_space_of ("chicago", 3);
  guint new_york1 = bf_test_checked_space_of ("new-york", 1);
  g_autofree char *error = NULL;

  g_signal_connect (view, "error", G_CALLBACK (error_cb), &error);
  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);

  /* Ben's 25: 20 projects on the first spaces of the map, 5 donations. */
  for (guint s = 0; s < 20; s++)
    g_assert_true (bf_carnegie_player_add_project (ben, s, BF_PROJECT_HOUSING, NULL));
  for (guint row = 1; row <= 5; row++)
    g_assert_true (bf_carnegie_player_add_donation (ben, BF_CHART_POS (BF_DONATION_HEALTH, row), NULL));
  g_assert_cmpuint (bf_carnegie_player_get_n_pawns (ben), ==, 25);

  /* Anna's disk, then Ben's next in the cycle: he has none left, so the
   * tap goes on to the blocking disc and says why. */
  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);
  g_assert_null (error);
  click (view, chicago3);
  g_assert_null (bf_carnegie_game_get_space_owner (game, chicago3));
  g_assert_true (bf_carnegie_game_get_space_blocked (game, chicago3));
  g_assert_cmpstr (error, ==, "Ben has no pawn left: all 25 pawns for projects and donations are on the board (of the 30 pawns, 1 stands on the score track and 4 on the transport tracks). The space went to a blocking disc.");
  g_clear_pointer (&error, g_free);

  /* Ben's own tap on an empty space: refused, saying why; the space
   * stays empty. */
  bf_map_view_set_player (view, ben);
  click (view, new_york1);
  g_assert_null (bf_carnegie_game_get_space_owner (game, new_york1));
  g_assert_false (bf_carnegie_game_get_space_blocked (game, new_york1));
  g_assert_cmpstr (error, ==, "Ben has no pawn left: all 25 pawns for projects and donations are on the board (of the 30 pawns, 1 stands on the score track and 4 on the transport tracks).");
  g_clear_pointer (&error, g_free);

  /* His own disk goes round as before (the pawn comes back first). */
  click (view, 0);
  g_assert_true (bf_carnegie_game_get_space_owner (game, 0) == anna);
  g_assert_null (error);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_blocking_limit (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);
  BfCarnegiePlayer *players[4];
  guint space = bf_test_checked_space_of ("denver", 1);

  for (guint i = 0; i < 4; i++)
    {
      players[i] = bf_carnegie_game_add_player (game, NULL, &error);
      g_assert_no_error (error);
    }

  /* 4 players: no blocking discs, last player → empty. */
  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules, 4), ==, 0);
  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, players[2]);

  click (view, space);
  g_assert_true (bf_carnegie_game_get_space_owner (game, space) == players[2]);
  click (view, space);
  g_assert_true (bf_carnegie_game_get_space_owner (game, space) == players[3]);
  click (view, space);
  g_assert_true (bf_carnegie_game_get_space_owner (game, space) == players[0]);
  click (view, space);
  g_assert_true (bf_carnegie_game_get_space_owner (game, space) == players[1]);
  click (view, space);
  g_assert_null (bf_carnegie_game_get_space_owner (game, space));
  g_assert_false (bf_carnegie_game_get_space_blocked (game, space));

  /* 3 players: once all their blocking discs are out, the step is skipped. */
  bf_carnegie_game_remove_player (game, players[3]);
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 3);
  for (guint i = 0, n = 0; n < bf_carnegie_rules_get_blocking_disks (rules, 3); i++)
    {
      if (i == space)
        continue;
      g_assert_true (bf_carnegie_game_set_space_blocked (game, i, TRUE, NULL));
      n++;
    }
  bf_map_view_set_player (view, players[0]);
  click (view, space);
  click (view, space);
  click (view, space);
  g_assert_true (bf_carnegie_game_get_space_owner (game, space) == players[2]);
  click (view, space);
  g_assert_null (bf_carnegie_game_get_space_owner (game, space));
  g_assert_false (bf_carnegie_game_get_space_blocked (game, space));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_no_type_chosen (BfMapView *view,
                       GtkWidget *popover)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (popover));

  /* The popover itself has the focus: Return chooses nothing. */
  g_assert_true (focus == popover);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      GtkWidget *type_button = _bf_map_view_get_type_button (view, t);

      g_assert_null (bf_test_find_widget (type_button, is_showing_image, NULL));
    }

  bf_test_wait_frames (popover, 2);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      graphene_rect_t bounds;

      /* 44 px to tap */
      g_assert_true (gtk_widget_compute_bounds (_bf_map_view_get_type_button (view, t), popover, &bounds));
      g_assert_cmpfloat (bounds.size.height, >=, 44);
    }

  /* Tab goes to the first type */
  g_assert_true (gtk_widget_child_focus (popover, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (_bf_map_view_get_type_button (view, BF_PROJECT_HOUSING)));
  g_assert_true (gtk_widget_grab_focus (popover));
}

static void
test_town_popover (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  GtkWidget *popover = _bf_map_view_get_type_popover (view);
  guint reno = bf_test_checked_space_of ("reno", 1);
  GtkWidget *button = bf_map_view_get_space_widget (view, reno);
  char *tooltip;

  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);

  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE);
  g_assert_false (gtk_widget_get_visible (popover));

  /* A human disk on a town: the popover asks for the type, none chosen
   * (no check mark, no type button focused). */
  click (view, reno);
  g_assert_true (bf_carnegie_game_get_space_owner (game, reno) == anna);
  g_assert_cmpint (bf_carnegie_player_find_project (anna, reno)->type, ==, BF_PROJECT_ANY);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpuint (_bf_map_view_get_type_space (view), ==, reno);
  assert_no_type_chosen (view, popover);
  gtk_test_accessible_assert_property (popover, GTK_ACCESSIBLE_PROPERTY_LABEL, "Reno: Anna’s project");
  /* No type pressed yet (issue 19: the current type is said by the
   * pressed state of its button). */
  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    gtk_test_accessible_assert_state (_bf_map_view_get_type_button (view, t), GTK_ACCESSIBLE_STATE_PRESSED,
                                      GTK_ACCESSIBLE_TRISTATE_FALSE);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Reno, small town: Anna’s pawn, type not chosen yet");
  /* No tooltip over the popover's title */
  g_assert_false (query_tooltip (bf_map_view_get_space_widget (view, reno)));
  g_assert_false (query_tooltip (bf_map_view_get_space_widget (view, bf_test_checked_space_of ("boise", 1))));
  save_popover_png (popover, "type-popover.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  bf_test_wait_frames (popover, 2);
  save_popover_png (popover, "type-popover-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Closed without a choice: still no type, and the score sheet says
   * which disk needs one. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  bf_test_iterate ();
  g_assert_cmpint (bf_carnegie_player_find_project (anna, reno)->type, ==, BF_PROJECT_ANY);
  g_assert_true (query_tooltip (bf_map_view_get_space_widget (view, reno)));
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bf_carnegie_game_validate (game, &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "Anna’s pawn in Reno needs a project type"));
  }

  /* Shift+F10 / Menu reopen it, still with no type chosen */
  g_assert_true (gtk_widget_activate_action (button, "space.choose-type", NULL));
  g_assert_true (gtk_widget_get_visible (popover));
  assert_no_type_chosen (view, popover);

  g_signal_emit_by_name (_bf_map_view_get_type_button (view, BF_PROJECT_INDUSTRY), "clicked");
  bf_test_wait_ms (20);
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_cmpint (bf_carnegie_player_find_project (anna, reno)->type, ==, BF_PROJECT_INDUSTRY);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Reno, small town: Anna’s pawn, Industry");
  /* The tooltip and the accessible description say how to change it. */
  tooltip = _bf_map_view_dup_space_tooltip (view, reno);
  g_assert_cmpstr (tooltip, ==, "Reno, small town: Anna’s pawn, Industry\n"
                                "Right-click or long-press to choose the project type");
  g_clear_pointer (&tooltip, g_free);
  /* The keys first, for the keyboard and screen reader users the
   * description is read to (issue 28). */
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Shift+F10 or the Menu key chooses the project type (right-click or long press)");

  /* Shift+F10 / Menu reopen it, focused on the type chosen. */
  g_assert_true (gtk_widget_activate_action (button, "space.choose-type", NULL));
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (gtk_widget_is_focus (_bf_map_view_get_type_button (view, BF_PROJECT_INDUSTRY)));
  g_assert_nonnull (bf_test_find_widget (_bf_map_view_get_type_button (view, BF_PROJECT_INDUSTRY), is_showing_image, NULL));
  g_assert_null (bf_test_find_widget (_bf_map_view_get_type_button (view, BF_PROJECT_HOUSING), is_showing_image, NULL));
  gtk_test_accessible_assert_state (_bf_map_view_get_type_button (view, BF_PROJECT_INDUSTRY),
                                    GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_TRUE);
  gtk_test_accessible_assert_state (_bf_map_view_get_type_button (view, BF_PROJECT_HOUSING),
                                    GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_FALSE);
  g_signal_emit_by_name (_bf_map_view_get_type_button (view, BF_PROJECT_COMMERCE), "clicked");
  g_assert_cmpint (bf_carnegie_player_find_project (anna, reno)->type, ==, BF_PROJECT_COMMERCE);
  g_assert_false (gtk_widget_get_visible (popover));

  /* The next player's disk keeps the type; the popover asks again. */
  click (view, reno);
  g_assert_true (bf_carnegie_game_get_space_owner (game, reno) == ben);
  g_assert_cmpint (bf_carnegie_player_find_project (ben, reno)->type, ==, BF_PROJECT_COMMERCE);
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* A new town disk has no type, whatever was chosen before: Boise is
   * not offered Reno's Commerce. */
  click (view, bf_test_checked_space_of ("boise", 1));
  g_assert_cmpint (bf_carnegie_player_find_project (anna, bf_test_checked_space_of ("boise", 1))->type, ==, BF_PROJECT_ANY);
  g_assert_true (gtk_widget_get_visible (popover));
  assert_no_type_chosen (view, popover);
  gtk_popover_popdown (GTK_POPOVER (popover));

  /* No popover on a blocking disc or a typed space. */
  click (view, reno);
  g_assert_true (bf_carnegie_game_get_space_blocked (game, reno));
  tooltip = _bf_map_view_dup_space_tooltip (view, reno);
  g_assert_cmpstr (tooltip, ==, "Reno, small town: blocking disc");
  g_clear_pointer (&tooltip, g_free);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  g_assert_false (gtk_widget_get_visible (popover));
  gtk_widget_activate_action (button, "space.choose-type", NULL);
  g_assert_false (gtk_widget_get_visible (popover));
  click (view, bf_test_checked_space_of ("denver", 2));
  g_assert_false (gtk_widget_get_visible (popover));
  gtk_widget_activate_action (bf_map_view_get_space_widget (view, bf_test_checked_space_of ("denver", 2)),
                              "space.choose-type", NULL);
  g_assert_false (gtk_widget_get_visible (popover));

  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
owner_name (BfCarnegieGame *game,
            guint           space)
{
  BfCarnegiePlayer *owner = bf_carnegie_game_get_space_owner (game, space);

  return owner != NULL ? bf_carnegie_player_get_name (owner) : NULL;
}

/* The first controller of @type on @widget. */
static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }

  g_assert_not_reached ();
}

/* The middle of the spaces of @city_id, in @view's coordinates. */
static void
city_centre (BfMapView  *view,
             const char *city_id,
             double     *x,
             double     *y)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), city_id);
  graphene_rect_t all, bounds;

  g_assert_nonnull (city);
  for (guint s = 0; s < city->n_spaces; s++)
    {
      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, city->first_space + s),
                                                GTK_WIDGET (view), &bounds));
      if (s == 0)
        all = bounds;
      else
        graphene_rect_union (&all, &bounds, &all);
    }

  *x = all.origin.x + all.size.width / 2;
  *y = all.origin.y + all.size.height / 2;
}

/* Renders @view with @popover open over it, where it stands on screen. */
static void
save_map_with_popover (BfMapView  *view,
                       GtkWidget  *popover,
                       const char *name)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (view)));
  g_autoptr(GdkTexture) map = NULL;
  g_autoptr(GdkTexture) bubble = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  graphene_rect_t view_bounds, canvas;
  double wx, wy, px, py;
  int width = gtk_widget_get_width (GTK_WIDGET (view));
  int height = gtk_widget_get_height (GTK_WIDGET (view));
  int pw, ph;
  GdkRGBA bg;

  bf_test_wait_frames (popover, 2);
  if (!gtk_widget_get_mapped (popover))
    {
      g_test_message ("Popover closed before its screenshot");
      return;
    }
  pw = gtk_widget_get_width (popover);
  ph = gtk_widget_get_height (popover);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (view)),
                                       "window_bg_color", &bg))
    gdk_rgba_parse (&bg, "#fafafa");
  G_GNUC_END_IGNORE_DEPRECATIONS

  map = bf_test_render_widget (GTK_WIDGET (view), &bg, width, height);
  bubble = bf_test_render_widget (popover, NULL, pw, ph);

  /* Both in the window's surface: the popup's position plus its
   * shadow's width, against the view's place in the window. */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (view), window, &view_bounds));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  px += gdk_popup_get_position_x (GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover))));
  py += gdk_popup_get_position_y (GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover))));
  px -= wx + view_bounds.origin.x;
  py -= wy + view_bounds.origin.y;

  graphene_rect_union (&GRAPHENE_RECT_INIT (0, 0, width, height),
                       &GRAPHENE_RECT_INIT (px, py, pw, ph), &canvas);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_color (snapshot, &bg, &canvas);
  gtk_snapshot_append_texture (snapshot, map, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_append_texture (snapshot, bubble, &GRAPHENE_RECT_INIT (px, py, pw, ph));
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, &canvas);

  path = g_build_filename (screenshot_dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Screenshot: %s", path);
}

/* Every showing button of the city popover is at least 44 × 44 px;
 * returns the smallest width and height seen. */
static void
assert_city_buttons_size (BfMapView *view,
                          GtkWidget *popover,
                          double    *min_width,
                          double    *min_height)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n = 0;

  *min_width = *min_height = G_MAXDOUBLE;
  bf_test_wait_frames (popover, 2);
  bf_test_collect_widgets (popover, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      graphene_rect_t bounds;

      if (!gtk_widget_get_visible (button))
        continue;

      g_assert_true (gtk_widget_compute_bounds (button, popover, &bounds));
      g_assert_cmpfloat (bounds.size.width, >=, 44);
      g_assert_cmpfloat (bounds.size.height, >=, 44);
      *min_width = MIN (*min_width, bounds.size.width);
      *min_height = MIN (*min_height, bounds.size.height);
      n++;
    }

  g_assert_cmpuint (n, >, 0);
}

static void
test_city_popover (void)
{
  const struct {
    int width, height;
  } sizes[] = { { 360, 260 }, { 1000, 640 }, { 1280, 820 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      BfMapView *view = bf_map_view_new ();
      GtkWidget *window = create_window (view, sizes[i].width, sizes[i].height);
      BfCarnegiePlayer *anna, *ben, *anna2, *ben2;
      g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
      /* The same taps made on the spaces themselves */
      g_autoptr(BfCarnegieGame) twin = create_game (&anna2, &ben2);
      BfMapView *twin_view = bf_map_view_new ();
      GtkWidget *popover = _bf_map_view_get_city_popover (view);
      GtkWidget *type_popover = _bf_map_view_get_type_popover (view);
      guint chicago1 = bf_test_checked_space_of ("chicago", 1);
      guint chicago3 = bf_test_checked_space_of ("chicago", 3);
      guint reno = bf_test_checked_space_of ("reno", 1);
      double x, y, min_width, min_height;
      graphene_rect_t bounds;

      g_object_ref_sink (twin_view);
      bf_map_view_set_game (view, game);
      bf_map_view_set_player (view, anna);
      bf_map_view_set_game (twin_view, twin);
      bf_map_view_set_player (twin_view, anna2);

      /* The spaces are too small for a finger. */
      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, chicago3),
                                                GTK_WIDGET (view), &bounds));
      g_test_message ("%d px wide: spaces of %g × %g px", sizes[i].width,
                      bounds.size.width, bounds.size.height);
      g_assert_cmpfloat (bounds.size.width, <, 44);

      /* A mouse clicks the space itself. */
      g_assert_false (_bf_map_view_tap (view, bounds.origin.x + bounds.size.width / 2,
                                        bounds.origin.y + bounds.size.height / 2, FALSE));
      g_assert_false (gtk_widget_get_visible (popover));

      /* A finger on Chicago, anywhere in 44 × 44 px around its spaces,
       * opens its popover. */
      city_centre (view, "chicago", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_true (gtk_widget_get_visible (popover));
      g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of ("chicago"));
      gtk_test_accessible_assert_property (popover, GTK_ACCESSIBLE_PROPERTY_LABEL, "Chicago");
      g_assert_true (bf_test_showing_label (popover, "Chicago"));
      g_assert_true (bf_test_showing_label (popover, "3 · Industry · empty"));
      gtk_test_accessible_assert_property (_bf_map_view_get_city_button (view, chicago3),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           "Chicago, space 3, Industry: empty");
      assert_city_buttons_size (view, popover, &min_width, &min_height);
      g_test_message ("%d px wide: city popover buttons at least %g × %g px",
                      sizes[i].width, min_width, min_height);

      /* A button does what a tap on its space does, again and again:
       * the popover stays for the next step of the cycle. */
      for (guint step = 0; step < 4; step++)
        {
          gtk_popover_popup (GTK_POPOVER (popover));
          g_signal_emit_by_name (_bf_map_view_get_city_button (view, chicago3), "clicked");
          click (twin_view, chicago3);
          g_assert_true (gtk_widget_get_visible (popover));
          g_assert_cmpstr (owner_name (game, chicago3), ==, owner_name (twin, chicago3));
          g_assert_cmpint (bf_carnegie_game_get_space_blocked (game, chicago3), ==,
                           bf_carnegie_game_get_space_blocked (twin, chicago3));
        }
      g_assert_null (bf_carnegie_game_get_space_owner (game, chicago1));

      /* The labels follow the game. */
      g_signal_emit_by_name (_bf_map_view_get_city_button (view, chicago3), "clicked");
      g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);
      g_assert_true (bf_test_showing_label (popover, "3 · Industry · Anna"));
      gtk_popover_popdown (GTK_POPOVER (popover));
      bf_test_iterate ();

      /* A town: its disk asks for its type, in the type popover alone. */
      city_centre (view, "reno", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of ("reno"));
      g_assert_true (bf_test_showing_label (popover, "1 · Any type · empty"));
      g_signal_emit_by_name (_bf_map_view_get_city_button (view, reno), "clicked");
      g_assert_true (bf_carnegie_game_get_space_owner (game, reno) == anna);
      g_assert_false (gtk_widget_get_visible (popover));
      g_assert_true (gtk_widget_get_visible (type_popover));
      g_assert_cmpuint (_bf_map_view_get_type_space (view), ==, reno);
      g_signal_emit_by_name (_bf_map_view_get_type_button (view, BF_PROJECT_HOUSING), "clicked");
      g_assert_cmpint (bf_carnegie_player_find_project (anna, reno)->type, ==, BF_PROJECT_HOUSING);
      bf_test_iterate ();

      /* A long press on the town's button opens its type popover again,
       * and its release is no tap. */
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      {
        GtkWidget *reno_button = _bf_map_view_get_city_button (view, reno);
        GtkEventController *long_press = find_controller (reno_button, GTK_TYPE_GESTURE_LONG_PRESS);

        g_signal_emit_by_name (long_press, "pressed", 1.0, 1.0);
        g_assert_false (gtk_widget_get_visible (popover));
        g_assert_true (gtk_widget_get_visible (type_popover));
        g_assert_cmpuint (_bf_map_view_get_type_space (view), ==, reno);
        g_signal_emit_by_name (reno_button, "clicked");
        g_assert_true (bf_carnegie_game_get_space_owner (game, reno) == anna);
        gtk_popover_popdown (GTK_POPOVER (type_popover));
        bf_test_iterate ();
      }

      /* While a popover is open, a tap on its own city closes it. */
      city_centre (view, "reno", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_true (bf_test_showing_label (popover, "1 · Housing · Anna"));
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_false (gtk_widget_get_visible (popover));
      bf_test_iterate ();

      /* A tap on another city switches to it at once, entering nothing;
       * a tap away from the cities closes it, and is no tap below. */
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of ("reno"));
      {
        guint n_anna = bf_carnegie_player_get_n_projects (anna);
        guint n_ben = bf_carnegie_player_get_n_projects (ben);

        city_centre (view, "chicago", &x, &y);
        g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
        bf_test_iterate ();
        g_assert_true (gtk_widget_get_visible (popover));
        g_assert_false (gtk_widget_get_visible (type_popover));
        g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of ("chicago"));
        gtk_test_accessible_assert_property (popover, GTK_ACCESSIBLE_PROPERTY_LABEL, "Chicago");
        g_assert_true (bf_test_showing_label (popover, "Chicago"));
        g_assert_true (bf_test_showing_label (popover, "3 · Industry · Anna"));
        g_assert_false (bf_test_showing_label (popover, "Reno"));
        g_assert_false (bf_test_showing_label (popover, "1 · Housing · Anna"));
        g_assert_cmpuint (bf_carnegie_player_get_n_projects (anna), ==, n_anna);
        g_assert_cmpuint (bf_carnegie_player_get_n_projects (ben), ==, n_ben);
        g_assert_null (bf_carnegie_game_get_space_owner (game, chicago1));
        g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);
        g_assert_true (bf_carnegie_game_get_space_owner (game, reno) == anna);
      }

      /* Far from any city: closes it; then nothing. */
      g_assert_true (_bf_map_view_tap (view, 1, 1, TRUE));
      g_assert_false (gtk_widget_get_visible (popover));
      g_assert_false (_bf_map_view_tap (view, 1, 1, TRUE));
      g_assert_false (gtk_widget_get_visible (popover));

      /* The keyboard still enters disks on the spaces. */
      g_assert_true (gtk_widget_grab_focus (bf_map_view_get_space_widget (view, chicago1)));
      gtk_widget_activate (bf_map_view_get_space_widget (view, chicago1));
      bf_test_wait_ms (400);
      g_assert_true (bf_carnegie_game_get_space_owner (game, chicago1) == anna);
      g_assert_false (gtk_widget_get_visible (popover));

      gtk_window_destroy (GTK_WINDOW (window));
      g_object_unref (twin_view);
    }
}

/* Spaces of 44 px or more are tapped directly. */
/* The centre of @widget in @target's coordinates. */
static void
centre_in (GtkWidget *widget,
           GtkWidget *target,
           double    *x,
           double    *y)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &bounds));
  *x = bounds.origin.x + bounds.size.width / 2;
  *y = bounds.origin.y + bounds.size.height / 2;
}

/* Issue 31: the map zooms and scrolls in its box (bf-map-zoom.c). At
 * 360 px wide the whole board is 360 × 231 px (height for width:
 * ceil (360 × 640 / 1000) = 231, above MIN_HEIGHT 220), 0.36 px a board
 * unit, a space round (20 × 0.36 × 1.2) = 9 px (small maps' disks are
 * 1.2 times larger). The buttons and keys zoom by 2; the largest zoom
 * draws 2.4 px a unit, 2.4 / 0.36 = 6.67 times the whole board:
 * 2400 × 1540 px, a space 20 × 2.4 = 48 px, which a finger taps. */
static void
test_zoom (void)
{
  BfMapView *view = bf_map_view_new ();
  BfMapZoom *zoom = BF_MAP_ZOOM (bf_map_zoom_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled, *port, *focus;
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GPtrArray) zoom_buttons = g_ptr_array_new ();
  guint n_spaces = bf_carnegie_rules_get_n_spaces (bf_carnegie_rules_get_default ());
  guint seattle1 = bf_test_checked_space_of ("seattle", 1);
  guint chicago1 = bf_test_checked_space_of ("chicago", 1);
  GdkTexture *texture;
  graphene_rect_t bounds, button_bounds;
  double x, y, x2, y2;
  const char *names[] = { "Zoom Out", "Zoom In", "Whole Board" };

  bf_map_zoom_set_map_view (zoom, view);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (zoom));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 600);
  gtk_window_set_child (GTK_WINDOW (window), box);
  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_size (GTK_WIDGET (zoom), 360, 231);
  wait_for_size (GTK_WIDGET (view), 360, 231);
  scrolled = _bf_map_zoom_get_scrolled (zoom);
  port = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_cmpfloat (bf_map_zoom_get_zoom (zoom), ==, 1.0);

  /* Three buttons a finger's size, named, over no space at zoom 1. */
  bf_test_collect_widgets (GTK_WIDGET (zoom), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (!BF_IS_MAP_SPACE (buttons->pdata[i]))
      g_ptr_array_add (zoom_buttons, buttons->pdata[i]);
  g_assert_cmpuint (zoom_buttons->len, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < zoom_buttons->len; i++)
    {
      GtkWidget *button = zoom_buttons->pdata[i];

      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, names[i]);
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (zoom), &button_bounds));
      g_assert_cmpfloat (button_bounds.size.width, >=, 44);
      g_assert_cmpfloat (button_bounds.size.height, >=, 44);
      for (guint s = 0; s < n_spaces; s++)
        {
          g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, s),
                                                    GTK_WIDGET (zoom), &bounds));
          g_assert_false (graphene_rect_intersection (&bounds, &button_bounds, NULL));
        }
    }

  /* In by 2, out by 2: the map's size follows. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (zoom), "zoom.in", NULL));
  wait_for_size (GTK_WIDGET (view), 720, 462);
  g_assert_cmpfloat (bf_map_zoom_get_zoom (zoom), ==, 2.0);
  /* Kept for the next player (the same board) */
  bf_map_view_set_player (view, ben);
  bf_test_wait_frames (window, 2);
  g_assert_cmpfloat (bf_map_zoom_get_zoom (zoom), ==, 2.0);
  bf_map_view_set_player (view, anna);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (zoom), "zoom.out", NULL));
  wait_for_size (GTK_WIDGET (view), 360, 231);
  /* The box keeps its size. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (zoom)), ==, 231);

  /* In to the largest zoom: 2, 4, then 6.67. */
  for (guint i = 0; i < 4; i++)
    gtk_widget_activate_action (GTK_WIDGET (zoom), "zoom.in", NULL);
  wait_for_size (GTK_WIDGET (view), 2400, 1540);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (zoom)), ==, 231);
  for (guint s = 0; s < n_spaces; s++)
    {
      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, s),
                                                GTK_WIDGET (view), &bounds));
      g_assert_cmpfloat (bounds.size.width, >=, 44);
      g_assert_cmpfloat (bounds.size.height, >=, 44);
    }

  /* Only the part around what is shown is drawn: at most twice the
   * 360 × 231 px shown each way, not the 2400 × 1540 px board. */
  texture = _bf_map_view_get_board_texture (view);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), <=, 720);
  g_assert_cmpint (gdk_texture_get_height (texture), <=, 462);

  /* A finger taps the spaces themselves: no city popover. */
  centre_in (bf_map_view_get_space_widget (view, chicago1), GTK_WIDGET (view), &x, &y);
  g_assert_false (_bf_map_view_tap (view, x, y, TRUE));
  g_assert_false (gtk_widget_get_visible (_bf_map_view_get_city_popover (view)));

  /* The focus on Seattle (the far west), then to the right space by
   * space to the east coast: every space focused is scrolled into the
   * box, and the box scrolls. */
  g_assert_true (gtk_widget_grab_focus (bf_map_view_get_space_widget (view, seattle1)));
  bf_test_wait_frames (window, 2);
  g_assert_true (bf_test_is_inside (bf_map_view_get_space_widget (view, seattle1), port));
  for (guint i = 0; i < 40 && gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_RIGHT); i++)
    {
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_true (BF_IS_MAP_SPACE (focus));
      bf_test_wait_frames (window, 2);
      g_assert_true (bf_test_is_inside (focus, port));
    }
  focus = gtk_root_get_focus (GTK_ROOT (window));
  centre_in (focus, GTK_WIDGET (view), &x, &y);
  /* The east: more than 2000 px of the 2400 px board from its left */
  g_assert_cmpfloat (x, >, 2000);
  g_assert_true (bf_test_is_inside (focus, port));

  /* Back to the whole board; the focus stays on its space. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (zoom), "zoom.fit", NULL));
  wait_for_size (GTK_WIDGET (view), 360, 231);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == focus);
  gtk_widget_grab_focus (GTK_WIDGET (zoom_buttons->pdata[0]));

  /* A double tap zooms in by 2 around the point tapped: Chicago stays
   * under the finger (Chicago is well inside the board: not clamped). */
  centre_in (bf_map_view_get_space_widget (view, chicago1), GTK_WIDGET (zoom), &x, &y);
  _bf_map_zoom_double_tap (zoom, x, y, TRUE);
  wait_for_size (GTK_WIDGET (view), 720, 462);
  centre_in (bf_map_view_get_space_widget (view, chicago1), GTK_WIDGET (zoom), &x2, &y2);
  g_assert_cmpfloat (fabs (x2 - x), <=, 2);
  g_assert_cmpfloat (fabs (y2 - y), <=, 2);
  /* A mouse's double click on a space is two clicks on it, no zoom. */
  _bf_map_zoom_double_tap (zoom, x2, y2, FALSE);
  bf_test_wait_frames (window, 2);
  g_assert_cmpfloat (bf_map_zoom_get_zoom (zoom), ==, 2.0);

  /* A pinch from 2 spread to 1.5 times: 3. */
  _bf_map_zoom_pinch (zoom, 2.0, 1.5, x2, y2);
  wait_for_size (GTK_WIDGET (view), 1080, 693);

  /* A double tap at the largest zoom shows the whole board again. */
  _bf_map_zoom_pinch (zoom, 3.0, 10.0, x2, y2);
  wait_for_size (GTK_WIDGET (view), 2400, 1540);
  _bf_map_zoom_double_tap (zoom, 20, 200, TRUE);
  wait_for_size (GTK_WIDGET (view), 360, 231);
  g_assert_cmpfloat (bf_map_zoom_get_zoom (zoom), ==, 1.0);

  /* The game read back by Undo (another object) keeps the zoom. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (zoom), "zoom.in", NULL));
  wait_for_size (GTK_WIDGET (view), 720, 462);
  {
    g_autoptr(BfCarnegieGame) other = create_game (&anna, &ben);

    bf_map_view_set_game (view, other);
    bf_test_wait_frames (window, 2);
    g_assert_cmpfloat (bf_map_zoom_get_zoom (zoom), ==, 2.0);
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), ==, 720);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_big_spaces (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  guint chicago3 = bf_test_checked_space_of ("chicago", 3);
  graphene_rect_t bounds;
  double x, y;

  /* Larger than the screen: scrolled in a window of the usual size. */
  gtk_widget_set_size_request (GTK_WIDGET (view), 2300, 1472);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 640);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_size (GTK_WIDGET (view), 2300, 1472);

  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);

  g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, chicago3),
                                            GTK_WIDGET (view), &bounds));
  g_test_message ("2300 px wide: spaces of %g × %g px", bounds.size.width, bounds.size.height);
  g_assert_cmpfloat (bounds.size.width, >=, 44);
  g_assert_cmpfloat (bounds.size.height, >=, 44);

  x = bounds.origin.x + bounds.size.width / 2;
  y = bounds.origin.y + bounds.size.height / 2;
  g_assert_false (_bf_map_view_tap (view, x, y, TRUE));
  city_centre (view, "chicago", &x, &y);
  g_assert_false (_bf_map_view_tap (view, x, y, TRUE));
  g_assert_false (gtk_widget_get_visible (_bf_map_view_get_city_popover (view)));

  click (view, chicago3);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago3) == anna);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_solo (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  GtkWidget *popover = _bf_map_view_get_type_popover (view);
  BfCarnegiePlayer *solo, *andrew;
  guint phoenix = bf_test_checked_space_of ("phoenix", 1);
  guint santa_fe = bf_test_checked_space_of ("santa-fe", 1);
  guint houston = bf_test_checked_space_of ("houston", 2);

  solo = bf_carnegie_game_add_player (game, "Chloé", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_game_set_solo (game, TRUE, &error));
  g_assert_no_error (error);
  andrew = bf_carnegie_game_get_andrew (game);
  g_assert_nonnull (andrew);
  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (bf_carnegie_game_get_rules (game), 1), >, 0);

  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, solo);

  click (view, houston);
  g_assert_true (bf_carnegie_game_get_space_owner (game, houston) == solo);
  click (view, houston);
  g_assert_true (bf_carnegie_game_get_space_owner (game, houston) == andrew);
  gtk_test_accessible_assert_property (bf_map_view_get_space_widget (view, houston),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Houston, space 2, Commerce: Andrew’s pawn");
  click (view, houston);
  g_assert_true (bf_carnegie_game_get_space_blocked (game, houston));
  click (view, houston);
  g_assert_false (bf_carnegie_game_get_space_blocked (game, houston));
  g_assert_null (bf_carnegie_game_get_space_owner (game, houston));

  /* Andrew's town disks need no type. Santa Fe is on his cards (N05,
   * A05); Phoenix, on none (issue 26: an earlier version of this test put
   * his disk there), is passed over, and the tap says why. */
  click (view, santa_fe);
  g_assert_true (gtk_widget_get_visible (popover));
  gtk_popover_popdown (GTK_POPOVER (popover));
  click (view, santa_fe);
  g_assert_true (bf_carnegie_game_get_space_owner (game, santa_fe) == andrew);
  g_assert_cmpint (bf_carnegie_player_find_project (andrew, santa_fe)->type, ==, BF_PROJECT_ANY);
  g_assert_false (gtk_widget_get_visible (popover));
  gtk_test_accessible_assert_property (bf_map_view_get_space_widget (view, santa_fe),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Santa Fe, small town: Andrew’s pawn");

  {
    g_autofree char *message = NULL;

    g_signal_connect (view, "error", G_CALLBACK (error_cb), &message);
    click (view, phoenix);
    gtk_popover_popdown (GTK_POPOVER (popover));
    g_assert_null (message);
    click (view, phoenix);
    g_assert_null (bf_carnegie_game_get_space_owner (game, phoenix));
    g_assert_true (bf_carnegie_game_get_space_blocked (game, phoenix));
    g_assert_cmpstr (message, ==, "Andrew’s pawn in Phoenix is impossible: he builds only in the cities his action cards name, and none names Phoenix. The space went to a blocking disc.");
    g_signal_handlers_disconnect_by_func (view, error_cb, &message);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_keyboard (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  guint chicago1 = bf_test_checked_space_of ("chicago", 1);
  GtkWidget *first = bf_map_view_get_space_widget (view, chicago1);
  GtkWidget *second = bf_map_view_get_space_widget (view, chicago1 + 1);
  GtkWidget *fourth = bf_map_view_get_space_widget (view, chicago1 + 3);

  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);

  g_assert_true (gtk_widget_get_focusable (first));
  g_assert_true (gtk_widget_grab_focus (first));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == first);

  /* Enter / Space activate the button. */
  gtk_widget_activate (first);
  bf_test_wait_ms (400);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago1) == anna);

  /* Tab goes to the next space of the city, Shift+Tab back. (The keys
   * reach the map through the window; asking the map directly keeps the
   * test independent of which window is active on the shared display.) */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == second);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == first);

  /* Arrow keys move to the neighbouring space. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_RIGHT));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == second);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_LEFT));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == first);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_DOWN));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == fourth);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_UP));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == first);
  /* From Chicago's first space, left is Omaha. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_LEFT));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) ==
                 bf_map_view_get_space_widget (view, bf_test_checked_space_of ("omaha", 1)));

  /* Tab from the last space leaves the map instead of looping. */
  g_assert_true (gtk_widget_grab_focus (bf_map_view_get_space_widget (view, bf_carnegie_rules_get_n_spaces (bf_carnegie_game_get_rules (game)) - 1)));
  g_assert_false (gtk_widget_child_focus (GTK_WIDGET (view), GTK_DIR_TAB_FORWARD));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_error (void)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window = create_window (view, 1000, 640);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  g_autoptr(BfCarnegiePlayer) stranger = bf_carnegie_player_new (FALSE);
  guint space = bf_test_checked_space_of ("atlanta", 2);
  GtkWidget *button = bf_map_view_get_space_widget (view, space);
  g_autofree char *error = NULL;
  guint changed = 0;

  bf_map_view_set_game (view, game);
  g_signal_connect (view, "error", G_CALLBACK (error_cb), &error);
  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changed);

  /* A player outside this game who already has a disk there: the
   * model refuses the entry. */
  g_assert_true (bf_carnegie_player_set_name (stranger, "Dora", NULL));
  g_assert_true (bf_carnegie_player_add_project (stranger, space, BF_PROJECT_ANY, NULL));
  bf_map_view_set_player (view, stranger);

  click (view, space);
  g_assert_nonnull (error);
  g_test_message ("Error: %s", error);
  g_assert_nonnull (strstr (error, "Dora"));
  g_assert_cmpuint (changed, ==, 0);
  g_assert_null (bf_carnegie_game_get_space_owner (game, space));
  g_assert_false (bf_carnegie_game_get_space_blocked (game, space));
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (stranger), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (anna), ==, 0);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Atlanta, space 2, Industry: empty");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_networks (void)
{
  BfMapView *view = g_object_ref_sink (bf_map_view_new ());
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  const char * const chain[] = {
    "san-francisco", "reno", "salt-lake-city", "denver", "omaha", "chicago",
  };

  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, anna);

  for (guint i = 0; i < G_N_ELEMENTS (chain); i++)
    {
      const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_game_get_rules (game), chain[i]);

      g_assert_true (bf_carnegie_player_add_project (anna, city->first_space,
                                                     city->n_spaces == 1 ? BF_PROJECT_HOUSING : BF_PROJECT_ANY,
                                                     NULL));
    }
  /* Another network with a single major city, and Ben's disk in New York. */
  g_assert_true (bf_carnegie_player_add_project (anna, bf_test_checked_space_of ("new-orleans", 1), BF_PROJECT_ANY, NULL));
  g_assert_true (bf_carnegie_player_add_project (anna, bf_test_checked_space_of ("houston", 1), BF_PROJECT_ANY, NULL));
  g_assert_true (bf_carnegie_player_add_project (ben, bf_test_checked_space_of ("new-york", 1), BF_PROJECT_ANY, NULL));

  g_assert_true (_bf_map_view_get_city_highlighted (view, city_of ("san-francisco")));
  g_assert_true (_bf_map_view_get_city_highlighted (view, city_of ("chicago")));
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("new-orleans")));
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("new-york")));
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("denver")));
  g_assert_true (_bf_map_view_get_road_highlighted (view, road_of ("san-francisco", "reno")));
  g_assert_true (_bf_map_view_get_road_highlighted (view, road_of ("omaha", "chicago")));
  g_assert_true (_bf_map_view_get_road_highlighted (view, road_of ("houston", "new-orleans")));
  g_assert_false (_bf_map_view_get_road_highlighted (view, road_of ("denver", "kansas-city")));
  g_assert_false (_bf_map_view_get_road_highlighted (view, road_of ("chicago", "pittsburgh")));

  /* Break the chain at Omaha: no network holds two major cities. */
  g_assert_true (bf_carnegie_player_remove_project (anna, bf_test_checked_space_of ("omaha", 1)));
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("san-francisco")));
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("chicago")));
  g_assert_true (_bf_map_view_get_road_highlighted (view, road_of ("salt-lake-city", "denver")));
  g_assert_false (_bf_map_view_get_road_highlighted (view, road_of ("omaha", "chicago")));

  /* Through Kansas City instead. */
  g_assert_true (bf_carnegie_player_add_project (anna, bf_test_checked_space_of ("kansas-city", 1), BF_PROJECT_ANY, NULL));
  g_assert_true (_bf_map_view_get_city_highlighted (view, city_of ("san-francisco")));
  g_assert_true (_bf_map_view_get_city_highlighted (view, city_of ("chicago")));

  /* Another current player: their own networks. */
  bf_map_view_set_player (view, ben);
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("chicago")));
  g_assert_false (_bf_map_view_get_road_highlighted (view, road_of ("san-francisco", "reno")));
  bf_map_view_set_player (view, NULL);
  g_assert_false (_bf_map_view_get_city_highlighted (view, city_of ("chicago")));

  g_assert_finalize_object (view);
}

static void
fill_game (BfCarnegieGame   *game,
           BfCarnegiePlayer *anna,
           BfCarnegiePlayer *ben)
{
  const char * const anna_cities[] = {
    "san-francisco", "reno", "salt-lake-city", "denver", "omaha", "chicago",
    "chicago", "seattle", "atlanta", "boston",
  };
  const char * const ben_cities[] = {
    "new-york", "new-york", "pittsburgh", "washington", "new-orleans", "houston",
    "dallas", "st-louis", "los-angeles", "fargo",
  };
  const char * const blocked[] = { "albany", "kansas-city", "memphis", "san-francisco", "cincinnati" };

  for (guint i = 0; i < G_N_ELEMENTS (anna_cities); i++)
    {
      const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_game_get_rules (game), anna_cities[i]);

      for (guint s = 0; s < city->n_spaces; s++)
        if (bf_carnegie_player_add_project (anna, city->first_space + s,
                                            city->n_spaces == 1 ? BF_PROJECT_PUBLIC : BF_PROJECT_ANY, NULL))
          break;
    }

  for (guint i = 0; i < G_N_ELEMENTS (ben_cities); i++)
    {
      const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_game_get_rules (game), ben_cities[i]);

      for (guint s = 0; s < city->n_spaces; s++)
        if (bf_carnegie_game_get_space_owner (game, city->first_space + s) == NULL &&
            bf_carnegie_player_add_project (ben, city->first_space + s,
                                            city->n_spaces == 1 ? BF_PROJECT_INDUSTRY : BF_PROJECT_ANY, NULL))
          break;
    }

  for (guint i = 0; i < G_N_ELEMENTS (blocked); i++)
    {
      const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_game_get_rules (game), blocked[i]);

      g_assert_true (bf_carnegie_game_set_space_blocked (game, city->first_space + city->n_spaces - 1, TRUE, NULL));
    }
}

static void
test_screenshots (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  const struct {
    int width, height;
  } sizes[] = { { 1000, 640 }, { 700, 450 }, { 360, 260 } };
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);

  fill_game (game, anna, ben);

  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);

      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          BfMapView *view = bf_map_view_new ();
          GtkWidget *window;
          g_autofree char *name = NULL;

          bf_map_view_set_game (view, game);
          bf_map_view_set_player (view, anna);
          window = create_window (view, sizes[i].width, sizes[i].height);

          /* Focus ring on one space. */
          gtk_widget_grab_focus (bf_map_view_get_space_widget (view, bf_test_checked_space_of ("denver", 2)));
          gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
          bf_test_wait_ms (50);

          name = g_strdup_printf ("map-%s-%dx%d.png", dark ? "dark" : "light",
                                  sizes[i].width, sizes[i].height);
          save_png (GTK_WIDGET (view), name);

          /* A finger on Chicago */
          if (sizes[i].width != 700)
            {
              GtkWidget *popover = _bf_map_view_get_city_popover (view);
              double x, y;

              g_clear_pointer (&name, g_free);
              name = g_strdup_printf ("map-city-popover-%s-%dx%d.png", dark ? "dark" : "light",
                                      sizes[i].width, sizes[i].height);
              city_centre (view, "chicago", &x, &y);
              g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
              save_map_with_popover (view, popover, name);
              gtk_popover_popdown (GTK_POPOVER (popover));
            }

          gtk_window_destroy (GTK_WINDOW (window));
        }
    }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The popover's place in @window: left and right edges, in the
 * window's coordinates (the popup's position plus its shadow, less
 * the window's own). FALSE when it is not on screen. */
static gboolean
popover_span (GtkWidget *window,
              GtkWidget *popover,
              double    *left,
              double    *right)
{
  GdkSurface *surface;
  double wx, wy, px, py;

  bf_test_wait_frames (popover, 2);
  if (!gtk_widget_get_mapped (popover))
    return FALSE;

  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  *left = gdk_popup_get_position_x (GDK_POPUP (surface)) + px - wx;
  *right = *left + gtk_widget_get_width (popover);

  return TRUE;
}

/* An empty town's popover offers its project types: one tap puts the
 * current player's disk there with that type. */
static void
test_town_types (void)
{
  const struct {
    int width, height;
  } sizes[] = { { 360, 260 }, { 1280, 820 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      BfMapView *view = bf_map_view_new ();
      GtkWidget *window = create_window (view, sizes[i].width, sizes[i].height);
      BfCarnegiePlayer *anna, *ben;
      g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
      GtkWidget *popover = _bf_map_view_get_city_popover (view);
      GtkWidget *type_popover = _bf_map_view_get_type_popover (view);
      const char * const names[BF_N_PROJECT_TYPES] = {
        "Housing", "Commerce", "Industry", "Public Infrastructure",
      };
      guint boise = bf_test_checked_space_of ("boise", 1);
      guint reno = bf_test_checked_space_of ("reno", 1);
      double x, y;

      bf_map_view_set_game (view, game);
      bf_map_view_set_player (view, anna);

      city_centre (view, "boise", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_true (gtk_widget_get_visible (popover));
      g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of ("boise"));
      g_assert_true (bf_test_showing_label (popover, "1 · Any type · empty"));
      g_assert_true (bf_test_showing_label (popover, "Anna’s project:"));
      bf_test_wait_frames (popover, 2);
      for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
        {
          GtkWidget *button = _bf_map_view_get_city_type_button (view, t);
          graphene_rect_t bounds;

          g_assert_true (gtk_widget_is_visible (button));
          g_assert_true (gtk_widget_is_sensitive (button));
          g_assert_true (bf_test_showing_label (button, names[t]));
          gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, names[t]);
          /* A finger's size */
          g_assert_true (gtk_widget_compute_bounds (button, popover, &bounds));
          g_test_message ("%d px wide: %s %g × %g px", sizes[i].width, names[t],
                          bounds.size.width, bounds.size.height);
          g_assert_cmpfloat (bounds.size.width, >=, 44);
          g_assert_cmpfloat (bounds.size.height, >=, 44);
        }
      {
        double min_width, min_height;

        assert_city_buttons_size (view, popover, &min_width, &min_height);
      }

      /* One tap: Anna's disk with Commerce. The popover stays and shows
       * it; no type popover; the types go (the town is taken). */
      g_signal_emit_by_name (_bf_map_view_get_city_type_button (view, BF_PROJECT_COMMERCE), "clicked");
      g_assert_true (bf_carnegie_game_get_space_owner (game, boise) == anna);
      g_assert_cmpint (bf_carnegie_player_find_project (anna, boise)->type, ==, BF_PROJECT_COMMERCE);
      g_assert_cmpuint (bf_carnegie_player_get_n_projects (anna), ==, 1);
      g_assert_false (gtk_widget_get_visible (type_popover));
      g_assert_true (gtk_widget_get_visible (popover));
      g_assert_true (bf_test_showing_label (popover, "1 · Commerce · Anna"));
      for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
        g_assert_false (gtk_widget_is_visible (_bf_map_view_get_city_type_button (view, t)));

      /* A disk already there: its button as before, the next owner
       * keeping the type and the type popover asking. */
      g_signal_emit_by_name (_bf_map_view_get_city_button (view, boise), "clicked");
      g_assert_true (bf_carnegie_game_get_space_owner (game, boise) == ben);
      g_assert_cmpint (bf_carnegie_player_find_project (ben, boise)->type, ==, BF_PROJECT_COMMERCE);
      g_assert_false (gtk_widget_get_visible (popover));
      g_assert_true (gtk_widget_get_visible (type_popover));
      gtk_popover_popdown (GTK_POPOVER (type_popover));
      bf_test_iterate ();

      /* The types are the current player's: Ben's Housing on Reno. */
      bf_map_view_set_player (view, ben);
      city_centre (view, "reno", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_true (bf_test_showing_label (popover, "Ben’s project:"));
      g_signal_emit_by_name (_bf_map_view_get_city_type_button (view, BF_PROJECT_HOUSING), "clicked");
      g_assert_true (bf_carnegie_game_get_space_owner (game, reno) == ben);
      g_assert_cmpint (bf_carnegie_player_find_project (ben, reno)->type, ==, BF_PROJECT_HOUSING);

      /* No types on a blocked town, nor in a city of several spaces. */
      g_assert_true (_bf_map_view_tap (view, 1, 1, TRUE));
      g_assert_true (bf_carnegie_game_set_space_blocked (game, bf_test_checked_space_of ("fargo", 1), TRUE, NULL));
      city_centre (view, "fargo", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of ("fargo"));
      g_assert_false (gtk_widget_is_visible (_bf_map_view_get_city_type_button (view, BF_PROJECT_HOUSING)));
      city_centre (view, "chicago", &x, &y);
      g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
      g_assert_false (gtk_widget_is_visible (_bf_map_view_get_city_type_button (view, BF_PROJECT_HOUSING)));
      gtk_popover_popdown (GTK_POPOVER (popover));

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The city popover stays in the window, its buttons wrapping, at a
 * phone's width and on a desktop; rendered light and dark (Chicago, and
 * an empty town with its types). */
static void
test_popover_fit (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  const struct {
    int width, height;
  } sizes[] = { { 360, 260 }, { 1280, 820 } };
  const char * const cities[] = { "chicago", "boise", "seattle", "boston", "new-orleans" };
  const char *dir = bf_test_screenshot_dir (screenshot_dir);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark < 2; dark++)
      {
        BfMapView *view = bf_map_view_new ();
        GtkWidget *window;
        GtkWidget *popover = _bf_map_view_get_city_popover (view);
        BfCarnegiePlayer *anna, *ben;
        g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        fill_game (game, anna, ben);
        /* Long labels: "5 · Commerce · blocking disc" */
        g_assert_true (bf_carnegie_game_set_space_blocked (game, bf_test_checked_space_of ("chicago", 5), TRUE, NULL));
        bf_map_view_set_game (view, game);
        bf_map_view_set_player (view, anna);
        window = create_window (view, sizes[i].width, sizes[i].height);

        for (guint c = 0; c < G_N_ELEMENTS (cities); c++)
          {
            double x, y, min_width, min_height, left = -1, right = -1;

            city_centre (view, cities[c], &x, &y);
            g_assert_true (_bf_map_view_tap (view, x, y, TRUE));
            g_assert_cmpuint (_bf_map_view_get_city_popover_city (view), ==, city_of (cities[c]));
            g_assert_true (popover_span (window, popover, &left, &right));
            g_test_message ("%d px wide, %s: popover from %g to %g px", sizes[i].width,
                            cities[c], left, right);
            /* Before the checks: a look at what failed */
            if (c < 2)
              {
                g_autoptr(GdkTexture) texture = bf_test_render_window_with_popover (window, popover);
                g_autofree char *path = g_strdup_printf ("%s/map-city-popover-%s-%s-%d.png", dir,
                                                         cities[c], dark ? "dark" : "light",
                                                         sizes[i].width);

                g_assert_nonnull (texture);
                bf_test_save_png (texture, path);
              }
            g_assert_cmpfloat (right - left, <=, gtk_widget_get_width (window));
            g_assert_cmpfloat (left, >=, 0);
            g_assert_cmpfloat (right, <=, gtk_widget_get_width (window));
            assert_city_buttons_size (view, popover, &min_width, &min_height);
          }
        /* Boise is empty: its types were in the popover. */
        g_assert_null (bf_carnegie_game_get_space_owner (game, bf_test_checked_space_of ("boise", 1)));

        gtk_popover_popdown (GTK_POPOVER (popover));
        gtk_window_destroy (GTK_WINDOW (window));
      }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* Board cache ------------------------------------------------------------ */

static cairo_surface_t *
pattern_image (int    width,
               int    height,
               int    scale,
               double red)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_set_source_rgba (cr, red, 0.5, 0.25, 0.75);
  cairo_rectangle (cr, 1, 2, width / 2.0, height / 3.0);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);

  return cairo_image_surface_get_width (a) == cairo_image_surface_get_width (b) &&
         height == cairo_image_surface_get_height (b) &&
         cairo_image_surface_get_stride (a) == cairo_image_surface_get_stride (b) &&
         memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) * height) == 0;
}

/* The file format: what is saved is read back, and only for the same
 * key, size, scale and number of layers; a damaged file is not used. */
static void
test_cache_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-map-cache-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_autofree char *path = g_build_filename (sub, "board.bin", NULL);
  g_autofree char *file = g_build_filename (dir, "file", NULL);
  g_autofree char *blocked = g_build_filename (file, "board.bin", NULL);
  cairo_surface_t *layers[2] = { pattern_image (30, 20, 2, 1.0), pattern_image (30, 20, 2, 0.0) };
  cairo_surface_t *read[2] = { NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  double sx, sy;

  /* Nothing saved yet. */
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, 2, 2, read));

  /* The folder is made. */
  g_assert_true (bf_map_cache_save (path, "key", 2, layers, &error));
  g_assert_no_error (error);

  g_assert_true (bf_map_cache_load (path, "key", 30, 20, 2, 2, read));
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (same_pixels (read[i], layers[i]));
      cairo_surface_get_device_scale (read[i], &sx, &sy);
      g_assert_cmpfloat (sx, ==, 2.0);
      g_assert_cmpfloat (sy, ==, 2.0);
      g_clear_pointer (&read[i], cairo_surface_destroy);
    }

  g_assert_false (bf_map_cache_load (path, "other key", 30, 20, 2, 2, read));
  g_assert_false (bf_map_cache_load (path, "key", 31, 20, 2, 2, read));
  g_assert_false (bf_map_cache_load (path, "key", 30, 21, 2, 2, read));
  g_assert_false (bf_map_cache_load (path, "key", 60, 40, 1, 2, read));
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, 2, 1, read));
  g_assert_false (bf_map_cache_load (path, "key", 0, 20, 2, 2, read));
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, G_MAXINT, 2, read));
  g_assert_null (read[0]);
  g_assert_null (read[1]);

  /* One byte short, one byte too many, another magic, empty: not used. */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length - 1, NULL));
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, 2, 2, read));
  contents = g_realloc (contents, length + 1);
  contents[length] = 0;
  g_assert_true (g_file_set_contents (path, contents, length + 1, NULL));
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, 2, 2, read));
  contents[0] = 'X';
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, 2, 2, read));
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  g_assert_false (bf_map_cache_load (path, "key", 30, 20, 2, 2, read));
  g_assert_null (read[0]);

  /* A file where the folder should be: an error, no crash. */
  g_assert_true (g_file_set_contents (file, "", 0, NULL));
  g_assert_false (bf_map_cache_save (blocked, "key", 2, layers, &error));
  g_assert_nonnull (error);

  g_assert_true (g_remove (file) == 0);
  g_assert_true (g_remove (path) == 0);
  g_assert_true (g_rmdir (sub) == 0);
  g_assert_true (g_rmdir (dir) == 0);
  cairo_surface_destroy (layers[0]);
  cairo_surface_destroy (layers[1]);
}

/* One file per size: after a save the boards written last are kept,
 * the single file of older versions goes, and neither the board just
 * written nor a temporary file of a save in flight is touched. */
static void
test_cache_prune (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-map-cache-XXXXXX", NULL);
  g_autofree char *old = g_build_filename (dir, "map-board.bin", NULL);
  g_autofree char *temporary = g_build_filename (dir, ".map-board-1x1@1.bin-ABCDEF", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  char *paths[4] = { NULL };
  cairo_surface_t *layers[2] = { pattern_image (3, 2, 1, 1.0), pattern_image (3, 2, 1, 0.0) };

  g_assert_true (g_file_set_contents (old, "BFMAPC01", -1, NULL));
  g_assert_true (g_file_set_contents (temporary, "", 0, NULL));
  g_assert_true (g_file_set_contents (other, "", 0, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *name = g_strdup_printf ("map-board-%ux2@1.bin", 3 + i);
      struct utimbuf times = { 1000000000 + i, 1000000000 + i };

      paths[i] = g_build_filename (dir, name, NULL);
      g_assert_true (bf_map_cache_save (paths[i], "key", 2, layers, NULL));
      /* Written a second apart, paths[3] last. */
      g_assert_no_errno (g_utime (paths[i], &times));
    }

  /* Two kept: the one written last and paths[0], the one "just written". */
  bf_map_cache_prune (dir, paths[0], 2);
  g_assert_true (g_file_test (paths[0], G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (paths[1], G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (paths[2], G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (paths[3], G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (temporary, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));

  bf_test_remove_tree (dir);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    g_free (paths[i]);
  cairo_surface_destroy (layers[0]);
  cairo_surface_destroy (layers[1]);
}

/* A save in its worker thread: bf_map_cache_wait_for_saves() returns
 * once it is written whole, what the application waits for before it
 * exits (a save cut off leaves its temporary file behind). */
static void
test_cache_wait (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-map-cache-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "board.bin", NULL);
  /* 2 × 4 MB: far more than a thread writes before the call returns. */
  cairo_surface_t *layers[2] = { pattern_image (1000, 1000, 1, 1.0), pattern_image (1000, 1000, 1, 0.0) };
  cairo_surface_t *read[2] = { NULL, NULL };
  g_autoptr(GDir) folder = NULL;
  const char *name;

  bf_map_cache_save_async (path, "key", 2, layers);
  bf_map_cache_wait_for_saves ();

  /* Complete at once, and nothing else in the folder. */
  g_assert_true (bf_map_cache_load (path, "key", 1000, 1000, 1, 2, read));
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (same_pixels (read[i], layers[i]));
      g_clear_pointer (&read[i], cairo_surface_destroy);
    }
  folder = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (folder);
  while ((name = g_dir_read_name (folder)) != NULL)
    g_assert_cmpstr (name, ==, "board.bin");

  /* Nothing in flight: at once. */
  bf_map_cache_wait_for_saves ();

  g_assert_true (g_remove (path) == 0);
  g_assert_true (g_rmdir (dir) == 0);
  cairo_surface_destroy (layers[0]);
  cairo_surface_destroy (layers[1]);
}

static GBytes *
download (GdkTexture *texture)
{
  gsize stride = gdk_texture_get_width (texture) * 4;
  gsize size = stride * gdk_texture_get_height (texture);
  guchar *data = g_malloc (size);

  gdk_texture_download (texture, data, stride);

  return g_bytes_new_take (data, size);
}

static GBytes *
board_pixels (BfMapView *view)
{
  GdkTexture *texture = _bf_map_view_get_board_texture (view);

  g_assert_nonnull (texture);
  return download (texture);
}

static GtkWidget *
show_board (BfCarnegieGame   *game,
            BfCarnegiePlayer *player,
            int               width,
            int               height,
            BfMapView       **view_out)
{
  BfMapView *view = bf_map_view_new ();
  GtkWidget *window;

  bf_map_view_set_game (view, game);
  bf_map_view_set_player (view, player);
  window = create_window (view, width, height);
  *view_out = view;

  return window;
}

/* A board drawn is saved from an idle, or when its window closes at the
 * latest (bf_map_view_unrealize()). */
static void
wait_for_file (const char *path)
{
  bf_map_cache_wait_for_saves ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A board with one of Anna's networks, in a window of @width × @height:
 * its pixels, and whether its static layers came from the cache. */
static GBytes *
board_of (BfCarnegieGame   *game,
          BfCarnegiePlayer *anna,
          int               width,
          int               height,
          gboolean         *cached)
{
  BfMapView *view;
  GtkWidget *window = show_board (game, anna, width, height, &view);
  GBytes *pixels = board_pixels (view);

  *cached = _bf_map_view_get_board_cached (view);
  gtk_window_destroy (GTK_WINDOW (window));

  return pixels;
}

/* The map's static layers are saved once drawn and read back by the
 * next map of the same size and style, which then shows exactly the
 * board it would have drawn (networks included); another size, the
 * dark style or a damaged file make it draw the board again. */
static void
test_board_cache (void)
{
  g_autofree char *path = bf_map_cache_get_path (800, 512, 1);
  g_autofree char *other_path = bf_map_cache_get_path (700, 448, 1);
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = create_game (&anna, &ben);
  g_autoptr(GBytes) drawn = NULL;
  g_autoptr(GBytes) read = NULL;
  g_autoptr(GBytes) other = NULL;
  g_autoptr(GBytes) networks_drawn = NULL;
  g_autoptr(GBytes) networks_read = NULL;
  AdwStyleManager *style = adw_style_manager_get_default ();
  BfMapView *view;
  GtkWidget *window;
  gboolean cached;

  /* This test's own cache folder (see main()). */
  g_assert_true (g_str_has_prefix (path, g_get_user_cache_dir ()));
  g_assert_true (g_str_has_suffix (g_get_user_cache_dir (), "test-map-view-cache"));
  g_remove (path);
  g_remove (other_path);

  g_assert_true (bf_carnegie_player_add_project (anna, bf_test_checked_space_of ("chicago", 1), BF_PROJECT_ANY, NULL));
  g_assert_true (bf_carnegie_player_add_project (anna, bf_test_checked_space_of ("pittsburgh", 1), BF_PROJECT_ANY, NULL));

  /* Drawn, then saved. */
  drawn = board_of (game, anna, 800, 512, &cached);
  g_assert_false (cached);
  wait_for_file (path);

  /* Read: the same pixels. */
  read = board_of (game, anna, 800, 512, &cached);
  g_assert_true (cached);
  g_assert_true (g_bytes_equal (read, drawn));

  /* A network changes: the cached layers are read again and the board
   * is the one drawn from scratch. */
  window = show_board (game, anna, 800, 512, &view);
  g_assert_true (_bf_map_view_get_board_cached (view));
  click (view, bf_test_checked_space_of ("new-york", 1));
  bf_test_wait_ms (100);
  networks_read = board_pixels (view);
  g_assert_false (g_bytes_equal (networks_read, drawn));
  gtk_window_destroy (GTK_WINDOW (window));
  bf_map_cache_wait_for_saves ();
  g_assert_true (g_remove (path) == 0);
  networks_drawn = board_of (game, anna, 800, 512, &cached);
  g_assert_false (cached);
  g_assert_true (g_bytes_equal (networks_read, networks_drawn));
  wait_for_file (path);
  g_assert_true (bf_carnegie_player_remove_project (anna, bf_test_checked_space_of ("new-york", 1)));

  /* Another size is drawn and saved beside the other: both are read
   * back (a window opening with a game lays its map out at two sizes,
   * bf-map-cache.c). */
  other = board_of (game, anna, 700, 448, &cached);
  g_assert_false (cached);
  g_clear_pointer (&other, g_bytes_unref);
  wait_for_file (other_path);
  other = board_of (game, anna, 700, 448, &cached);
  g_assert_true (cached);
  g_clear_pointer (&other, g_bytes_unref);
  other = board_of (game, anna, 800, 512, &cached);
  g_assert_true (cached);
  g_assert_true (g_bytes_equal (other, drawn));
  g_clear_pointer (&other, g_bytes_unref);

  /* The dark style is drawn. */
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  other = board_of (game, anna, 800, 512, &cached);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_false (cached);
  g_assert_false (g_bytes_equal (other, drawn));
  g_clear_pointer (&other, g_bytes_unref);

  /* A damaged file is not used: drawn, with the same pixels. */
  bf_map_cache_wait_for_saves ();
  g_assert_true (g_file_set_contents (path, "BFMAPC01 and then nothing", -1, NULL));
  other = board_of (game, anna, 800, 512, &cached);
  g_assert_false (cached);
  g_assert_true (g_bytes_equal (other, drawn));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  g_autofree char *tmp = g_dir_make_tmp ("benefactor-XXXXXX", NULL);
  g_autofree char *cache_home = g_build_filename (tmp, "test-map-view-cache", NULL);
  g_autofree char *cache_dir = g_build_filename (cache_home, "benefactor", NULL);
  g_autofree char *cache_file = g_build_filename (cache_dir, "map-board.bin", NULL);

  /* The board cache of this test only, empty (bf-map-cache.c). Set
   * before GLib caches it. */
  g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The application's style sheet, as in the app. */
  bf_test_load_app_style ();

  screenshot_dir = g_dir_make_tmp ("test-map-view-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/map-view/properties", test_properties);
  g_test_add_func ("/map-view/cycle", test_cycle);
  g_test_add_func ("/map-view/follows-projects", test_follows_projects);
  g_test_add_func ("/map-view/cycle-no-pawn-left", test_cycle_no_pawn_left);
  g_test_add_func ("/map-view/blocking-limit", test_blocking_limit);
  g_test_add_func ("/map-view/town-popover", test_town_popover);
  g_test_add_func ("/map-view/city-popover", test_city_popover);
  g_test_add_func ("/map-view/town-types", test_town_types);
  g_test_add_func ("/map-view/popover-fit", test_popover_fit);
  g_test_add_func ("/map-view/big-spaces", test_big_spaces);
  g_test_add_func ("/map-view/zoom", test_zoom);
  g_test_add_func ("/map-view/solo", test_solo);
  g_test_add_func ("/map-view/keyboard", test_keyboard);
  g_test_add_func ("/map-view/error", test_error);
  g_test_add_func ("/map-view/networks", test_networks);
  g_test_add_func ("/map-view/screenshots", test_screenshots);
  g_test_add_func ("/map-view/cache-prune", test_cache_prune);
  g_test_add_func ("/map-view/cache-file", test_cache_file);
  g_test_add_func ("/map-view/cache-wait", test_cache_wait);
  g_test_add_func ("/map-view/board-cache", test_board_cache);

  ret = g_test_run ();

  /* The boards of the windows closed last may still be being saved. */
  bf_map_cache_wait_for_saves ();
  g_free (screenshot_dir);
  g_remove (cache_file);
  g_rmdir (cache_dir);
  g_rmdir (cache_home);
  g_rmdir (tmp);

  return ret;
}
