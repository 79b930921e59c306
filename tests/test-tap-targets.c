/* test-tap-targets.c: every page of the window at 360 × 720 px, walked
 * as a phone user meets them: the start page, New Scoring, a 4-player
 * expansion game (each player's entries, the secret donations' banner,
 * the main menu, the Sections menu, Add Department), every step of the
 * setup assistant with every module and the secret donations' reveal,
 * a solo game in each of its phases up to the final page, its
 * corrections and final page opened, each view of a Livingstone pad
 * and the history (games, players, solo campaign, one game, one
 * player); the town type popover at a desktop's width. On each, every
 * target a finger taps (buttons, toggles, the +/− of the number fields,
 * check buttons, switches, menu items, activatable rows) is at least
 * 44 × 44 px as laid out, and the window is no wider than 360 px.
 * Exempt: the map's own spaces (drawn to the board's scale; the panel
 * below the map offers them at 44 px, checked here open on the biggest
 * region), see is_target().
 *
 * With BF_SCREENSHOT_DIR set, each page is saved there as
 * targets-PAGE-STYLE.png, light and dark.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "bf-carnegie-game.h"
#include "bf-history-page.h"
#include "bf-history-player-page.h"
#include "bf-history.h"
#include "bf-livingstone-page.h"
#include "bf-player-editor.h"
#include "bf-map-cache.h"
#include "bf-map-panel.h"
#include "bf-map-space.h"
#include "bf-map-view.h"
#include "bf-new-game-page.h"
#include "bf-secret-page.h"
#include "bf-setup-assistant.h"
#include "bf-solo-page.h"
#include "bf-solo.h"
#include "bf-test-ui.h"

#define PHONE_WIDTH 360

static gboolean dark;

/* Whether @widget is something a finger taps: a button of any kind (the
 * +/− of a number field and a drop-down's button included), a check
 * button, a switch, an activatable row. A check button or switch that a
 * row activates is tapped through its row; a map space is the board's. */
static gboolean
is_target (GtkWidget *widget)
{
  GtkWidget *row;

  /* Exempt: the map's own spaces, drawn to the board's scale (at a
   * phone's width the panel below the map offers them at 44 px, checked
   * open on the biggest region in test_window()). */
  if (BF_IS_MAP_SPACE (widget))
    return FALSE;
  /* An item of a popover menu (a private GtkModelButton). */
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    return TRUE;
  if (GTK_IS_LIST_BOX_ROW (widget))
    return gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget));
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget) && !GTK_IS_SWITCH (widget))
    return FALSE;

  row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
  if (row != NULL && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == widget)
    return FALSE;

  return TRUE;
}

/* What @widget says it is: its label, tooltip or accessible name. */
static const char *
describe (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (widget));
  if (GTK_IS_CHECK_BUTTON (widget) && gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)) != NULL)
    return gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  if (ADW_IS_PREFERENCES_ROW (widget))
    return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    {
      /* A menu item: its text, kept with it for the message. */
      char *text = NULL;

      g_object_get (widget, "text", &text, NULL);
      g_object_set_data_full (G_OBJECT (widget), "bf-test-text", text, g_free);
      return text != NULL ? text : "";
    }
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    return gtk_widget_get_tooltip_text (widget);
  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent != NULL; parent = gtk_widget_get_parent (parent))
    if (gtk_widget_get_tooltip_text (parent) != NULL)
      return gtk_widget_get_tooltip_text (parent);
    else if (ADW_IS_PREFERENCES_ROW (parent))
      return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (parent));

  return "";
}

/* Adds every target under @widget smaller than 44 × 44 px to @small. */
static void
find_small (GtkWidget *widget,
            GString   *small)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget))
    return;

  if (is_target (widget))
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, widget, &bounds));
      if (bounds.size.width < 44 || bounds.size.height < 44)
        g_string_append_printf (small, "\n  %s \"%s\" in %s: %.0f × %.0f px",
                                G_OBJECT_TYPE_NAME (widget), describe (widget),
                                G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                                bounds.size.width, bounds.size.height);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_small (child, small);
}

/* The narrowest @window can be: what its content needs (without the
 * shadow of Xvfb's client side decorations). */
static int
min_width (GtkWidget *window)
{
  int width = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (window);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      width = MAX (width, min);
    }

  return width;
}

/* Checks the page @window shows, saved as targets-@name (with
 * BF_SCREENSHOT_DIR): its targets and its width. The failures are
 * listed all at once, then fail the test. */
static void
check_page (GtkWidget  *window,
            const char *name)
{
  g_autoptr(GString) small = g_string_new (NULL);
  int width;

  bf_test_wait_frames (window, 3);
  /* A page shown for a moment wider (an unfolded leaflet before it
   * folds) may have widened the window: back to 360 px, where the
   * targets are measured. */
  if (gtk_widget_get_width (window) > PHONE_WIDTH)
    {
      g_test_message ("%s: the window was %d px wide", name, gtk_widget_get_width (window));
      gtk_window_set_default_size (GTK_WINDOW (window), PHONE_WIDTH, 720);
      bf_test_wait_frames (window, 3);
    }
  if (gtk_widget_get_width (window) > PHONE_WIDTH && g_getenv ("BF_TAP_TARGETS_DUMP") != NULL)
    bf_test_dump_widths (window, 30);
  g_assert_cmpint (gtk_widget_get_width (window), <=, PHONE_WIDTH);
  if (g_getenv ("BF_SCREENSHOT_DIR") != NULL)
    {
      g_autoptr(GdkTexture) texture = bf_test_render_window (window);
      g_autofree char *path = g_strdup_printf ("%s/targets-%s-%s.png", bf_test_screenshot_dir (NULL),
                                               name, dark ? "dark" : "light");

      bf_test_save_png (texture, path);
    }

  find_small (window, small);
  if (small->len > 0)
    {
      g_test_message ("%s: below 44 × 44 px at %d px:%s", name, PHONE_WIDTH, small->str);
      g_test_fail ();
    }
  width = min_width (window);
  if (width > PHONE_WIDTH)
    {
      g_test_message ("%s: the window is at least %d px wide", name, width);
      if (g_getenv ("BF_TAP_TARGETS_DUMP") != NULL)
        bf_test_dump_widths (window, 30);
      g_test_fail ();
    }
}

/* Opens @popover (of a menu button, or one a page shows) and checks
 * the window with it, saved as targets-@name with the popover drawn
 * over the window. */
static void
check_popover (GtkWidget  *window,
               GtkWidget  *popover,
               const char *name)
{
  g_autoptr(GString) small = g_string_new (NULL);

  bf_test_wait_frames (window, 3);
  g_assert_true (gtk_widget_get_visible (popover));
  if (g_getenv ("BF_SCREENSHOT_DIR") != NULL)
    {
      g_autoptr(GdkTexture) texture = bf_test_render_window_with_popover (window, popover);
      g_autofree char *path = g_strdup_printf ("%s/targets-%s-%s.png", bf_test_screenshot_dir (NULL),
                                               name, dark ? "dark" : "light");

      if (texture != NULL)
        bf_test_save_png (texture, path);
    }
  find_small (popover, small);
  if (small->len > 0)
    {
      g_test_message ("%s: below 44 × 44 px at %d px:%s", name, gtk_widget_get_width (window), small->str);
      g_test_fail ();
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
  bf_test_wait_frames (window, 2);
}

/* Opens the menu of @button and checks it. */
static void
check_menu (GtkWidget  *window,
            GtkWidget  *button,
            const char *name)
{
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  check_popover (window, GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))), name);
}

static gboolean
is_menu_button_labelled (GtkWidget     *widget,
                         gconstpointer  label)
{
  return GTK_IS_MENU_BUTTON (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), label) == 0;
}

static GtkWidget *
new_window (void)
{
  GtkWidget *window = g_object_new (BF_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), PHONE_WIDTH, 720);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bf_test_wait_mapped (window, TRUE));
  /* Popovers need the window on a monitor (X11 tells its position
   * after mapping). */
  bf_test_wait_ms (100);

  return window;
}

static void
open_data_file (GtkWidget  *window,
                const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (bf_window_open_file (BF_WINDOW (window), file));
  bf_test_wait_frames (window, 3);
}

static void
set_style (gconstpointer data)
{
  dark = GPOINTER_TO_INT (data);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* The window's pages ------------------------------------------------------ */

static void
test_window (gconstpointer data)
{
  GtkWidget *window;

  set_style (data);
  window = new_window ();
  check_page (window, "start");
  check_menu (window, bf_test_window_get_start_child (BF_WINDOW (window), "start_menu_button"), "menu-start");

  g_assert_true (gtk_widget_activate_action (window, "win.new", NULL));
  check_page (window, "new");

  /* The setup assistant's first step, its header (Cancel, Continue
   * Later) and checklist. */
  bf_new_game_page_set_name (bf_test_window_get_new_game_page (BF_WINDOW (window)), 0, "Greta");
  bf_new_game_page_set_name (bf_test_window_get_new_game_page (BF_WINDOW (window)), 1, "Hugo");
  g_assert_true (gtk_widget_activate_action (window, "win.setup", NULL));
  bf_test_wait_frames (window, 3);
  g_assert_cmpstr (bf_test_window_get_page (BF_WINDOW (window)), ==, "setup");
  check_page (window, "setup");

  open_data_file (window, "expansion-4p.json");
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-player-%u", i);

      gtk_toggle_button_set_active (bf_test_window_get_player_button (BF_WINDOW (window), i), TRUE);
      bf_test_wait_ms (100);
      check_page (window, name);
    }
  /* The panel of a region's spaces below the map, on the biggest
   * region (the West: 11 cities, 19 spaces, the empty towns' types). */
  {
    GtkWidget *panel = _bf_map_view_get_panel (bf_test_window_get_map_view (BF_WINDOW (window)));

    g_assert_nonnull (panel);
    bf_map_panel_show_city (BF_MAP_PANEL (panel),
                            bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "san-francisco")->index);
    g_assert_cmpint (bf_map_panel_get_region (BF_MAP_PANEL (panel)), ==, BF_REGION_WEST);
    check_page (window, "game-map-panel");
    bf_map_panel_close (BF_MAP_PANEL (panel));
  }
  /* The menus of the game page a finger opens: the main menu, the
   * sections (at this width), the player editor's Add Department. */
  gtk_toggle_button_set_active (bf_test_window_get_player_button (BF_WINDOW (window), 0), TRUE);
  bf_test_wait_ms (100);
  check_menu (window, bf_test_window_get_carnegie_child (BF_WINDOW (window), "game_menu_button"), "menu-game");
  check_menu (window, bf_test_find_widget (GTK_WIDGET (bf_window_get_page (BF_WINDOW (window), "game")),
                                           is_menu_button_labelled, "_Sections"),
              "menu-sections");
  {
    GtkWidget *add = bf_test_template_child (bf_test_window_get_editor (BF_WINDOW (window)),
                                             BF_TYPE_PLAYER_EDITOR, "add_button");

    g_assert_true (bf_test_scroll_into_view (add, 200));
    bf_test_wait_frames (window, 3);
    check_menu (window, add, "editor-add");
  }

  /* Sealed secret donations: the banner's buttons. */
  bf_carnegie_game_set_secrets_sealed (bf_window_get_game (BF_WINDOW (window)), TRUE);
  bf_test_wait_ms (200);
  check_page (window, "game-sealed");
  bf_carnegie_game_set_secrets_sealed (bf_window_get_game (BF_WINDOW (window)), FALSE);

  open_data_file (window, "solo-in-progress.json");
  check_page (window, "solo-in-progress");

  /* The Livingstone pad: each of its views. */
  open_data_file (window, "livingstone-3p.json");
  check_page (window, "livingstone");
  {
    static const char * const views[] = { "players", "board", "rounds", "end" };
    GtkWidget *page = bf_test_window_get_page_widget (BF_WINDOW (window), "livingstone");

    for (guint i = 0; i < G_N_ELEMENTS (views); i++)
      {
        g_autofree char *name = g_strdup_printf ("livingstone-%s", views[i]);

        adw_view_stack_set_visible_child_name (bf_test_template_child (page, BF_TYPE_LIVINGSTONE_PAGE, "stack"),
                                               views[i]);
        check_page (window, name);
      }
  }

  g_assert_true (gtk_widget_activate_action (window, "win.home", NULL));
  bf_test_wait_frames (window, 3);
  check_page (window, "start-games");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
}

/* The history: a few games of each kind kept, its lists, one game and
 * one player. */
static void
test_history (gconstpointer data)
{
  static const char * const names[] = { "example-2p.json", "expansion-4p.json", "solo.json", "livingstone-3p.json" };
  GtkWidget *window;
  BfHistory *history;
  BfHistoryPlayerPage *player_page;

  set_style (data);
  window = new_window ();
  history = bf_window_open_history (BF_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(BfDocument) document = bf_document_load_file (file, FALSE, NULL, NULL);
      g_autoptr(BfHistoryRecord) record = NULL;
      g_autofree char *id = g_strdup_printf ("game-%u", i);
      g_autofree char *text = NULL;
      gsize length;

      g_assert_nonnull (document);
      /* 1 to 4 December 2025 */
      record = bf_history_record_new_from_document (document, id, 1764547200 + i * 86400, NULL);
      g_assert_nonnull (record);
      text = bf_document_to_data (document, &length);
      g_assert_true (bf_history_add (history, record, text, length, NULL));
    }

  g_assert_true (gtk_widget_activate_action (window, "history.show", NULL));
  check_page (window, "history-games");
  bf_history_page_show_view (BF_HISTORY_PAGE (bf_test_window_get_page_widget (BF_WINDOW (window), "history")), "players");
  check_page (window, "history-players");
  bf_history_page_show_view (BF_HISTORY_PAGE (bf_test_window_get_page_widget (BF_WINDOW (window), "history")), "solo");
  check_page (window, "history-solo");

  g_assert_true (gtk_widget_activate_action (window, "history.show-game", "s", "game-1"));
  check_page (window, "history-game");

  g_assert_true (gtk_widget_activate_action (window, "history.show-player", "x", bf_history_find_player (history, "Anna")));
  player_page = BF_HISTORY_PLAYER_PAGE (bf_test_window_get_page_widget (BF_WINDOW (window), "history-player"));
  while (bf_history_player_page_get_loading (player_page))
    g_main_context_iteration (NULL, TRUE);
  check_page (window, "history-player");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
}

/* The setup assistant ------------------------------------------------------ */

/* A button whose label starts with @label ("I Am Anna" for "I Am Anna:
 * Open My Sheet"). */
static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && !GTK_IS_TOGGLE_BUTTON (widget) && bf_test_is_showing (widget) &&
         gtk_button_get_label (GTK_BUTTON (widget)) != NULL &&
         g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (widget)), label);
}

static void
click (GtkWidget  *root,
       const char *label)
{
  bf_test_click_button (root, is_button_labelled, label);
  bf_test_wait_frames (gtk_widget_get_ancestor (root, GTK_TYPE_WINDOW), 2);
}

/* A bidding sheet filled in: @bid and one pick of each row. */
static void
fill_sheet (GtkWidget *page,
            int        bid)
{
  GtkWidget *spin = bf_test_find_widget (page, bf_test_is_showing_spin, NULL);

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), bid);
  bf_test_iterate ();
  bf_test_click_toggle (page, "Goods cubes: 4,");
  bf_test_click_toggle (page, "Workers in the lobby: 4,");
  bf_test_click_toggle (page, "Victory points: 0,");
  bf_test_click_toggle (page, "Setup moves: 5,");
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_showing_secret_space (GtkWidget     *widget,
                         gconstpointer  data)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  return GTK_IS_TOGGLE_BUTTON (widget) && bf_test_is_showing (widget) && gtk_widget_is_sensitive (widget) &&
         tip != NULL && g_str_has_prefix (tip, "Type ") && strstr (tip, "line 1:") != NULL;
}

/* A 3-player expansion game with every module, set up at 360 px: each
 * step of the assistant (the bidding's hand-over, a sheet and the
 * reveal; the table; the New Donations tiles; the setup moves; the
 * secret donation's hand-over and chart; ready), then a player
 * looking at their sealed choice, and the secret donations' reveal
 * page, sealed and revealed. */
static void
test_setup (gconstpointer data)
{
  static const char * const names[] = { "Anna", "Ben", "Cara", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULES_ALL);
  GtkWidget *assistant = bf_setup_assistant_new (game, 20240611u);
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (assistant);
  GtkWidget *window, *page;

  set_style (data);
  window = bf_test_present_window (assistant, &(BfTestVariant) { NULL, TRUE, dark }, 0, 0);

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_BIDDING);
  check_page (window, "setup-bidding");
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *who = g_strdup_printf ("I Am %s", names[i]);

      click (assistant, who);
      fill_sheet (assistant, 1 + (int) i);
      if (i == 0)
        check_page (window, "setup-bidding-sheet");
      click (assistant, "_Seal Sheet");
    }
  check_page (window, "setup-bidding-sealed");
  click (assistant, "_Reveal All");
  check_page (window, "setup-bidding-reveal");
  click (assistant, "_Done");

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_TABLE);
  check_page (window, "setup-table");
  click (assistant, "C_ontinue");

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_COVERS);
  check_page (window, "setup-covers");
  while (bf_setup_assistant_get_step (self) == BF_SETUP_STEP_COVERS)
    click (assistant, "_Skip");

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_MOVES);
  check_page (window, "setup-moves");
  click (assistant, "C_ontinue");

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_SECRET);
  check_page (window, "setup-secret");
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *who = g_strdup_printf ("I Am %s", names[i]);
      GtkWidget *space;

      click (assistant, who);
      if (i == 0)
        check_page (window, "setup-secret-chart");
      space = bf_test_find_widget (assistant, is_showing_secret_space, NULL);
      g_assert_nonnull (space);
      g_signal_emit_by_name (space, "clicked");
      bf_test_iterate ();
      click (assistant, "_Seal My Choice");
    }

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_READY);
  check_page (window, "setup-ready");
  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);

  /* A player looks at their sealed secret donation: who looks, the
   * hand-over, the choice. */
  page = bf_secret_page_new_look (game);
  window = bf_test_present_window (page, &(BfTestVariant) { NULL, TRUE, dark }, 0, 0);
  check_page (window, "secret-look-choose");
  g_assert_true (gtk_widget_activate (bf_test_find_widget (page, is_row_titled, "Ben")));
  bf_test_iterate ();
  check_page (window, "secret-look-handoff");
  click (page, "I Am Ben");
  g_assert_cmpint (bf_secret_page_get_stage (BF_SECRET_PAGE (page)), ==, BF_SECRET_STAGE_LOOK);
  check_page (window, "secret-look");
  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);

  /* Final scoring: the secret donations revealed. */
  page = bf_secret_page_new_reveal (game);
  window = bf_test_present_window (page, &(BfTestVariant) { NULL, TRUE, dark }, 0, 0);
  check_page (window, "reveal-sealed");
  click (page, "_Reveal Secret Donations");
  g_assert_false (bf_carnegie_game_get_secrets_sealed (game));
  check_page (window, "reveal");
  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
}

/* A solo game in each phase, on its page alone: the choices, the setup
 * checklist, Andrew's choice, a round being played, the final page. */
static void
test_solo (gconstpointer data)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;

  set_style (data);
  bf_solo_page_set_game (page, game);
  window = bf_test_present_window (GTK_WIDGET (page), &(BfTestVariant) { NULL, TRUE, dark }, 0, 0);
  check_page (window, "solo-choices");

  g_assert_true (bf_solo_game_confirm_setup (game, &error));
  g_assert_true (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error));
  check_page (window, "solo-checklist");

  g_assert_true (bf_solo_game_start (game, &error));
  check_page (window, "solo-choose");

  g_assert_true (bf_solo_game_choose (game, BF_DEPT_MANAGEMENT, &error));
  g_assert_true (bf_solo_game_build_department (game, 6, &error));
  check_page (window, "solo-play");

  while (bf_solo_game_get_phase (game) != BF_SOLO_PHASE_FINISHED)
    {
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        g_assert_true (bf_solo_game_choose (game, BF_DEPT_CONSTRUCTION, &error));
      g_assert_true (bf_solo_game_next_round (game, &error));
    }
  g_assert_no_error (error);
  check_page (window, "solo-final");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
}

static gboolean
is_showing_popover (GtkWidget     *widget,
                    gconstpointer  data)
{
  return GTK_IS_POPOVER (widget) && gtk_widget_get_visible (widget);
}

/* The town type popover at a desktop's width: a player's disk put on
 * an empty town asks for its project type. Its buttons are
 * tapped, the map's spaces under it are exempt (see is_target()). */
static void
test_town_popover (gconstpointer data)
{
  GtkWidget *window;
  BfMapView *view;
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  BfCarnegieGame *game;
  guint town = G_MAXUINT;
  GtkWidget *popover;

  set_style (data);
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  open_data_file (window, "expansion-4p.json");
  bf_test_wait_frames (window, 3);
  view = bf_test_window_get_map_view (BF_WINDOW (window));
  game = bf_window_get_game (BF_WINDOW (window));
  /* The first town nobody built on. */
  for (guint i = 0; i < bf_carnegie_rules_get_n_spaces (rules) && town == G_MAXUINT; i++)
    if (bf_carnegie_rules_get_space (rules, i)->type == BF_PROJECT_ANY &&
        bf_carnegie_game_get_space_owner (game, i) == NULL && !bf_carnegie_game_get_space_blocked (game, i))
      town = i;
  g_assert_cmpuint (town, !=, G_MAXUINT);
  g_signal_emit_by_name (bf_map_view_get_space_widget (view, town), "clicked");
  bf_test_wait_frames (window, 3);
  popover = bf_test_find_widget (GTK_WIDGET (view), is_showing_popover, NULL);
  g_assert_nonnull (popover);
  check_popover (window, popover, "town-popover");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
}

/* Opens every expander row under @root (what a finger opens to reach
 * the fields inside). */
static void
expand_all (GtkWidget *root)
{
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();

  bf_test_collect_widgets (root, ADW_TYPE_EXPANDER_ROW, expanders);
  for (guint i = 0; i < expanders->len; i++)
    if (bf_test_is_showing (g_ptr_array_index (expanders, i)))
      adw_expander_row_set_expanded (g_ptr_array_index (expanders, i), TRUE);
}

/* The solo page's corrections ("The Table Says Otherwise", each opened)
 * during a round, and its final page with each of its groups opened.
 * (The round itself: test_solo.) */
static void
test_solo_corrections_final (gconstpointer data)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window, *corrections;

  set_style (data);
  bf_solo_page_set_game (page, game);
  window = bf_test_present_window (GTK_WIDGET (page), &(BfTestVariant) { NULL, TRUE, dark }, 0, 0);
  g_assert_true (bf_solo_game_confirm_setup (game, &error));
  g_assert_true (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error));
  g_assert_true (bf_solo_game_start (game, &error));
  g_assert_true (bf_solo_game_choose (game, BF_DEPT_MANAGEMENT, &error));
  g_assert_true (bf_solo_game_build_department (game, 6, &error));
  bf_test_wait_frames (window, 3);

  corrections = bf_test_template_child (page, BF_TYPE_SOLO_PAGE, "corrections");
  expand_all (corrections);
  bf_test_wait_frames (window, 3);
  g_assert_true (bf_test_scroll_into_view (corrections, 0));
  check_page (window, "solo-corrections");

  while (bf_solo_game_get_phase (game) != BF_SOLO_PHASE_FINISHED)
    {
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        g_assert_true (bf_solo_game_choose (game, BF_DEPT_CONSTRUCTION, &error));
      g_assert_true (bf_solo_game_next_round (game, &error));
    }
  g_assert_no_error (error);
  bf_test_wait_frames (window, 3);
  expand_all (bf_test_template_child (page, BF_TYPE_SOLO_PAGE, "final"));
  check_page (window, "solo-final-opened");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_wait_ms (50);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("benefactor-tap-targets-XXXXXX", NULL);
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

  g_test_add_data_func ("/tap-targets/window-light", GINT_TO_POINTER (FALSE), test_window);
  g_test_add_data_func ("/tap-targets/window-dark", GINT_TO_POINTER (TRUE), test_window);
  g_test_add_data_func ("/tap-targets/setup-light", GINT_TO_POINTER (FALSE), test_setup);
  g_test_add_data_func ("/tap-targets/setup-dark", GINT_TO_POINTER (TRUE), test_setup);
  g_test_add_data_func ("/tap-targets/solo-light", GINT_TO_POINTER (FALSE), test_solo);
  g_test_add_data_func ("/tap-targets/solo-dark", GINT_TO_POINTER (TRUE), test_solo);
  g_test_add_data_func ("/tap-targets/solo-corrections-final-light", GINT_TO_POINTER (FALSE), test_solo_corrections_final);
  g_test_add_data_func ("/tap-targets/solo-corrections-final-dark", GINT_TO_POINTER (TRUE), test_solo_corrections_final);
  g_test_add_data_func ("/tap-targets/town-popover-light", GINT_TO_POINTER (FALSE), test_town_popover);
  g_test_add_data_func ("/tap-targets/town-popover-dark", GINT_TO_POINTER (TRUE), test_town_popover);
  g_test_add_data_func ("/tap-targets/history-light", GINT_TO_POINTER (FALSE), test_history);
  g_test_add_data_func ("/tap-targets/history-dark", GINT_TO_POINTER (TRUE), test_history);

  status = g_test_run ();

  bf_map_cache_wait_for_saves ();
  bf_test_remove_tree (data_home);

  return status;
}
