/* test-livingstone-page.c: the Livingstone score pad (BfLivingstonePage)
 * driven through its widgets, and its export (bf-livingstone-export.h).
 *
 * With BF_SCREENSHOT_DIR set, /livingstone-page/screenshots renders the
 * page at phone and desktop width, light and dark, into that folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-livingstone-export.h"
#include "bf-livingstone-page.h"
#include "bf-test-ui.h"

/* The page's widgets -------------------------------------------------- */

/* What a player's spin button holds. */
typedef enum
{
  SPIN_TENTS,     /* @index: row 1-6, this round */
  SPIN_OTHER,     /* @index: row 1-6, tents moved (whole game) */
  SPIN_GEMS,
  SPIN_VP_CARDS,
  SPIN_DONATION,
} LivingstoneSpin;

/* The page's template child @name. */
static gpointer
page_child (BfLivingstonePage *page,
            const char        *name)
{
  return bf_test_template_child (page, BF_TYPE_LIVINGSTONE_PAGE, name);
}

static gboolean
has_name (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The widget named @name under @root (the page names the spin buttons
 * it makes in code after what they hold). */
static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  GtkWidget *widget = bf_test_find_widget (root, has_name, name);

  g_assert_nonnull (widget);

  return widget;
}

static GtkSpinButton *
find_spin (GtkWidget  *root,
           const char *name)
{
  return GTK_SPIN_BUTTON (find_named (root, name));
}

/* The @n-th child of @box: one per player, in their order. */
static GtkWidget *
nth_child (GtkWidget *box,
           guint      n)
{
  GtkWidget *child = gtk_widget_get_first_child (box);

  for (guint i = 0; i < n && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_nonnull (child);

  return child;
}

/* The @n-th widget with the style class @css_class under @root. */
static GtkWidget *
nth_by_class (GtkWidget  *root,
              const char *css_class,
              guint       n)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  bf_test_collect_by_class (root, css_class, widgets);
  g_assert_cmpuint (n, <, widgets->len);

  return g_ptr_array_index (widgets, n);
}

static AdwViewStack *
get_stack (BfLivingstonePage *page)
{
  return page_child (page, "stack");
}

static GtkWidget *
get_board_banner (BfLivingstonePage *page)
{
  return page_child (page, "board_banner");
}

static GtkLabel *
get_round_title (BfLivingstonePage *page)
{
  return page_child (page, "round_title");
}

static GtkSwitch *
get_stopped (BfLivingstonePage *page)
{
  return page_child (page, "stopped_switch");
}

static GtkLabel *
get_dice_label (BfLivingstonePage *page)
{
  return page_child (page, "dice_label");
}

static GtkWidget *
get_dice_group (BfLivingstonePage *page)
{
  return page_child (page, "dice_group");
}

static GtkLabel *
get_verdict (BfLivingstonePage *page)
{
  return page_child (page, "verdict_label");
}

static GtkWidget *
get_notes (BfLivingstonePage *page)
{
  return page_child (page, "notes_box");
}

/* Players view: a player's name entry (an AdwEntryRow), with the colour
 * and the remove button among its suffixes. */
static GtkWidget *
get_player_row (BfLivingstonePage *page,
                guint              player)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  bf_test_collect_widgets (page_child (page, "players_list"), ADW_TYPE_ENTRY_ROW, rows);
  g_assert_cmpuint (player, <, rows->len);

  return g_ptr_array_index (rows, player);
}

static GtkEditable *
get_name_entry (BfLivingstonePage *page,
                guint              player)
{
  return GTK_EDITABLE (get_player_row (page, player));
}

static gboolean
is_drop_down (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget);
}

static GtkDropDown *
get_color (BfLivingstonePage *page,
           guint              player)
{
  GtkWidget *drop_down = bf_test_find_widget (get_player_row (page, player), is_drop_down, NULL);

  g_assert_nonnull (drop_down);

  return GTK_DROP_DOWN (drop_down);
}

static gboolean
is_button_with_icon (GtkWidget     *widget,
                     gconstpointer  icon_name)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon_name) == 0;
}

static GtkButton *
get_remove (BfLivingstonePage *page,
            guint              player)
{
  GtkWidget *button = bf_test_find_widget (get_player_row (page, player), is_button_with_icon,
                                           "user-trash-symbolic");

  g_assert_nonnull (button);

  return GTK_BUTTON (button);
}

/* Board view: @row 2-5, @column 1-10. */
static GtkSpinButton *
get_row_value (BfLivingstonePage *page,
               guint              row)
{
  g_autofree char *name = g_strdup_printf ("bf-liv-row-value-%u", row);

  return find_spin (page_child (page, "row_values_group"), name);
}

static GtkSpinButton *
get_column_cost (BfLivingstonePage *page,
                 guint              column)
{
  g_autofree char *name = g_strdup_printf ("bf-liv-cost-%u", column);

  return find_spin (page_child (page, "costs_box"), name);
}

/* Rounds view: the round shown, from its title ("Round 3 of 11"), from 0. */
static guint
get_round (BfLivingstonePage *page)
{
  guint round, n_rounds;

  g_assert_cmpint (sscanf (gtk_label_get_text (get_round_title (page)), "Round %u of %u",
                           &round, &n_rounds), ==, 2);
  g_assert_cmpuint (round, >=, 1);

  return round - 1;
}

static GtkLabel *
get_round_score (BfLivingstonePage *page,
                 guint              player)
{
  return GTK_LABEL (nth_by_class (nth_child (page_child (page, "round_players_box"), player),
                                  "bf-liv-round-score", 0));
}

static GtkLabel *
get_running_total (BfLivingstonePage *page,
                   guint              player)
{
  return GTK_LABEL (nth_by_class (page_child (page, "totals_group"), "bf-liv-running-total", player));
}

static GtkSpinButton *
get_spin (BfLivingstonePage *page,
          LivingstoneSpin    spin_kind,
          guint              player,
          guint              index)
{
  g_autofree char *name = NULL;

  switch (spin_kind)
    {
    case SPIN_TENTS:
      g_assert_true (index >= 1 && index <= 6);
      name = g_strdup_printf ("bf-liv-tents-%u", index);
      return find_spin (nth_child (page_child (page, "round_players_box"), player), name);
    case SPIN_OTHER:
      g_assert_true (index >= 1 && index <= 6);
      name = g_strdup_printf ("bf-liv-moved-%u", index);
      return find_spin (nth_child (page_child (page, "round_players_box"), player), name);
    case SPIN_GEMS:
      return find_spin (nth_child (page_child (page, "end_players_box"), player), "bf-liv-gems");
    case SPIN_VP_CARDS:
      return find_spin (nth_child (page_child (page, "end_players_box"), player), "bf-liv-vp-cards");
    case SPIN_DONATION:
      return find_spin (nth_child (page_child (page, "end_players_box"), player), "bf-liv-donation");
    default:
      g_assert_not_reached ();
    }
}

/* End view: @die from 0. */
static GtkSpinButton *
get_die (BfLivingstonePage *page,
         guint              die)
{
  g_autofree char *name = g_strdup_printf ("bf-liv-die-%u", die + 1);

  return find_spin (page_child (page, "dice_box"), name);
}

static GtkLabel *
get_result_total (BfLivingstonePage *page,
                  guint              player)
{
  return GTK_LABEL (nth_by_class (page_child (page, "result_box"), "bf-liv-result-total", player));
}

/* Helpers ------------------------------------------------------------- */

static GtkWidget *
show_page (BfLivingstoneGame *game,
           int                width,
           int                height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = bf_livingstone_page_new ();

  bf_livingstone_page_set_game (BF_LIVINGSTONE_PAGE (page), game);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_iterate_pending ();

  return window;
}

static BfLivingstonePage *
page_of (GtkWidget *window)
{
  return BF_LIVINGSTONE_PAGE (gtk_window_get_child (GTK_WINDOW (window)));
}

static const char *
view_of (BfLivingstonePage *page)
{
  return adw_view_stack_get_visible_child_name (get_stack (page));
}

static void
activate (BfLivingstonePage *page,
          const char        *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), action, NULL));
  bf_test_iterate_pending ();
}

static void
spin (GtkSpinButton *button,
      int            value)
{
  gtk_spin_button_set_value (button, value);
  bf_test_iterate_pending ();
}

/* The tents of one player in the round shown, rows 1 to 6. */
static void
enter_tents (BfLivingstonePage *page,
             guint              player,
             const guint        tents[6])
{
  for (guint row = 1; row <= 6; row++)
    spin (get_spin (page, SPIN_TENTS, player, row), tents[row - 1]);
}

/* A tap target: at least 44×44 px, padding included. */
static void
assert_min_size (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, widget, &bounds));
  g_assert_cmpfloat (bounds.size.width, >=, 44);
  g_assert_cmpfloat (bounds.size.height, >=, 44);
}

/* The six steppers of @player, of the round or of the tents moved, lie
 * as on the board: row 6 at the top, row 1 at the bottom next to the
 * river, each in a row that names it; steppers a finger can hit. */
static void
assert_rows_as_on_board (BfLivingstonePage *page,
                         LivingstoneSpin  kind,
                         guint              player)
{
  double previous_y = -1;

  if (kind == SPIN_OTHER)
    {
      GtkWidget *expander = gtk_widget_get_ancestor (GTK_WIDGET (get_spin (page, kind, player, 6)),
                                                     ADW_TYPE_EXPANDER_ROW);

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander)), ==, "Tents Moved Between Columns");
      g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), ==,
                       "For the whole game, not only this round");
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
      bf_test_iterate_pending ();
      g_assert_true (bf_test_showing_label (expander, "With two players, a player whose supply is empty may move"));
    }
  bf_test_wait_frames (gtk_widget_get_ancestor (GTK_WIDGET (page), GTK_TYPE_WINDOW), 2);

  for (guint row = 6; row >= 1; row--)
    {
      GtkWidget *spin = GTK_WIDGET (get_spin (page, kind, player, row));
      GtkWidget *action_row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);
      g_autofree char *title = g_strdup_printf ("Row %u", row);
      graphene_point_t point;

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (action_row)), ==, title);
      if (kind == SPIN_TENTS)
        {
          g_autofree char *subtitle = g_strdup_printf ("%u VP each", row);

          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (action_row)), ==, subtitle);
        }
      g_assert_true (gtk_widget_compute_point (action_row, GTK_WIDGET (page), &GRAPHENE_POINT_INIT (0, 0), &point));
      g_assert_cmpfloat (point.y, >, previous_y);
      previous_y = point.y;

      for (GtkWidget *child = gtk_widget_get_first_child (spin); child != NULL; child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child))
          assert_min_size (child);
    }

  if (kind == SPIN_OTHER)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (gtk_widget_get_ancestor (GTK_WIDGET (get_spin (page, kind, player, 6)),
                                                                              ADW_TYPE_EXPANDER_ROW)), FALSE);
}

static void
error_cb (BfLivingstonePage *page,
          const char        *message,
          guint             *n_errors)
{
  g_test_message ("error: %s", message);
  (*n_errors)++;
}

/* Tests --------------------------------------------------------------- */

/* A three-player game entered as at the table. */
static void
test_game (void)
{
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *window;
  BfLivingstonePage *page;
  guint n_errors = 0;
  static const char *names[] = { "Anna", "Ben", "Cleo" };
  static const guint anna_1[6] = { 2, 0, 0, 0, 0, 0 };
  static const guint ben_1[6] = { 0, 0, 1, 0, 0, 0 };
  static const guint cleo_1[6] = { 0, 0, 0, 0, 0, 1 };
  static const guint anna_2[6] = { 0, 1, 0, 0, 0, 0 };
  static const guint cleo_2[6] = { 0, 0, 0, 1, 0, 0 };
  static const guint anna_3[6] = { 0, 1, 0, 0, 1, 0 };
  static const guint ben_3[6] = { 1, 0, 0, 0, 0, 0 };
  static const guint ben_4[6] = { 0, 0, 2, 0, 0, 0 };
  static const guint cleo_4[6] = { 1, 0, 0, 0, 0, 0 };
  const char *first_color;
  g_autoptr(BfLivingstoneResult) result = NULL;

  g_settings_reset (settings, "livingstone-values-confirmed");
  g_settings_reset (settings, "livingstone-row-values");

  window = show_page (game, 1000, 800);
  page = page_of (window);
  g_signal_connect (page, "error", G_CALLBACK (error_cb), &n_errors);
  g_assert_cmpstr (view_of (page), ==, "players");
  /* One Tab stop per number: the rounds */
  g_assert_cmpuint (bf_test_assert_spin_rows_tab (GTK_WIDGET (page)), ==, 1);

  /* Three players: names and colours. */
  for (guint i = 0; i < 3; i++)
    activate (page, "livingstone.add-player");
  g_assert_cmpuint (bf_livingstone_game_get_n_players (game), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      gtk_editable_set_text (get_name_entry (page, i), names[i]);
      bf_test_iterate_pending ();
      g_assert_cmpstr (bf_livingstone_game_get_player_name (game, i), ==, names[i]);
    }

  /* Cleo picks Anna's colour: they swap. */
  first_color = g_intern_string (bf_livingstone_game_get_player_color (game, 0));
  gtk_drop_down_set_selected (get_color (page, 2),
                              gtk_drop_down_get_selected (get_color (page, 0)));
  bf_test_iterate_pending ();
  g_assert_cmpstr (bf_livingstone_game_get_player_color (game, 2), ==, first_color);
  g_assert_cmpstr (bf_livingstone_game_get_player_color (game, 0), !=, first_color);
  g_assert_cmpuint (gtk_drop_down_get_selected (get_color (page, 0)), !=,
                    gtk_drop_down_get_selected (get_color (page, 2)));

  /* A name too long is refused with an error for a toast. */
  gtk_editable_set_text (get_name_entry (page, 1),
                         "Benjamin Benjamin Benjamin Benjamin Benjamin");
  bf_test_iterate_pending ();
  g_assert_cmpuint (n_errors, ==, 1);
  gtk_editable_set_text (get_name_entry (page, 1), "Ben");
  bf_test_iterate_pending ();
  g_assert_cmpstr (bf_livingstone_game_get_player_name (game, 1), ==, "Ben");

  /* Starting the first time asks for the board values. */
  activate (page, "livingstone.start");
  g_assert_cmpstr (view_of (page), ==, "board");
  g_assert_true (gtk_widget_get_visible (get_board_banner (page)));
  /* rows 2 to 5 of the board */
  g_assert_cmpuint (bf_test_assert_spin_rows_tab (GTK_WIDGET (page)), ==, 4);
  spin (get_row_value (page, 2), 9);
  spin (get_row_value (page, 3), 7);
  spin (get_row_value (page, 4), 5);
  spin (get_row_value (page, 5), 3);
  spin (get_column_cost (page, 2), 2);
  g_assert_false (bf_livingstone_game_get_values_confirmed (game));
  g_assert_false (g_settings_get_boolean (settings, "livingstone-values-confirmed"));
  activate (page, "livingstone.confirm-values");
  g_assert_true (bf_livingstone_game_get_values_confirmed (game));
  g_assert_false (gtk_widget_get_visible (get_board_banner (page)));
  g_assert_cmpstr (view_of (page), ==, "rounds");
  /* Remembered for the next games. */
  g_assert_true (g_settings_get_boolean (settings, "livingstone-values-confirmed"));
  {
    g_autoptr(GVariant) values = g_settings_get_value (settings, "livingstone-row-values");
    gsize n = 0;
    const gint32 *v = g_variant_get_fixed_array (values, &n, sizeof (gint32));

    g_assert_cmpuint (n, ==, 6);
    g_assert_cmpint (v[0], ==, 12);
    g_assert_cmpint (v[1], ==, 9);
    g_assert_cmpint (v[4], ==, 3);
    g_assert_cmpint (v[5], ==, 2);
  }

  /* Round 1, column 1: Anna 2 tents in row 1 = 2; Ben 1 in row 3 = 3;
   * Cleo 1 in row 6 = 6. */
  g_assert_cmpstr (gtk_label_get_text (get_round_title (page)), ==, "Round 1 of 10");
  /* The cost reminder has the pound for each other player's tent. */
  g_assert_true (bf_test_showing_label (GTK_WIDGET (page), "Column 1 · a tent costs £1, plus £1 for each other "
                                                           "player’s tent in that space, paid to that player"));
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    /* The previous and next round buttons: finger-sized (once laid out). */
    bf_test_wait_frames (window, 2);
    bf_test_collect_widgets (GTK_WIDGET (page), GTK_TYPE_BUTTON, buttons);
    for (guint b = 0; b < buttons->len; b++)
      if (gtk_widget_has_css_class (buttons->pdata[b], "bf-liv-nav"))
        assert_min_size (buttons->pdata[b]);
  }
  assert_rows_as_on_board (page, SPIN_TENTS, 0);
  assert_rows_as_on_board (page, SPIN_TENTS, 2);
  assert_rows_as_on_board (page, SPIN_OTHER, 1);
  enter_tents (page, 0, anna_1);
  enter_tents (page, 1, ben_1);
  enter_tents (page, 2, cleo_1);
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 0)), ==, "+2 VP");
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 1)), ==, "+3 VP");
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 2)), ==, "+6 VP");

  /* Round 2, column 2: Anna 1 in row 2 = 2; Ben none = 0; Cleo 1 in
   * row 4 = 4. A card stopped the steamboat. */
  activate (page, "livingstone.next-round");
  g_assert_cmpuint (get_round (page), ==, 1);
  enter_tents (page, 0, anna_2);
  enter_tents (page, 2, cleo_2);
  gtk_switch_set_active (get_stopped (page), TRUE);
  bf_test_iterate_pending ();
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 11);
  /* After round 2: Anna 2 + 2 = 4, Ben 3 + 0 = 3, Cleo 6 + 4 = 10 */
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 0)), ==, "4 VP");
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 1)), ==, "3 VP");
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 2)), ==, "10 VP");

  /* Round 3 scores column 2 again, starting with round 2's tents:
   * Anna adds a tent in row 5 (2 + 5 = 7), Ben one in row 1 (1), Cleo
   * keeps hers (4). */
  activate (page, "livingstone.next-round");
  g_assert_cmpstr (gtk_label_get_text (get_round_title (page)), ==, "Round 3 of 11");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (get_spin (page, SPIN_TENTS, 2, 4)), ==, 1);
  g_assert_false (gtk_switch_get_active (get_stopped (page)));
  enter_tents (page, 0, anna_3);
  enter_tents (page, 1, ben_3);
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 0)), ==, "+7 VP");
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 2)), ==, "+4 VP");

  /* Round 4, column 3: Ben 2 in row 3 = 6; Cleo 1 in row 1 = 1. A tent
   * of Cleo's in row 6 the rounds missed goes under Tents Moved Between
   * Columns (whole game): +1 in row 6.
   * Running: Anna 2+2+7+0 = 11, Ben 3+0+1+6 = 10, Cleo 6+4+4+1 = 15 */
  activate (page, "livingstone.next-round");
  enter_tents (page, 1, ben_4);
  enter_tents (page, 2, cleo_4);
  spin (get_spin (page, SPIN_OTHER, 2, 6), 1);
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 0)), ==, "11 VP");
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 1)), ==, "10 VP");
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 2)), ==, "15 VP");

  /* Back and forth keeps the entries. */
  activate (page, "livingstone.previous-round");
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 0)), ==, "+7 VP");
  activate (page, "livingstone.next-round");

  /* The other rounds pass without tents, up to the last column. */
  while (get_round (page) < 10)
    {
      g_assert_true (gtk_widget_get_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (get_stopped (page)),
                                                                        ADW_TYPE_ACTION_ROW)));
      activate (page, "livingstone.next-round");
    }

  /* Round 11 scores column 10, the last: the game ends with it, so the
   * steamboat cannot stop; switching it on anyway is refused. */
  g_assert_cmpstr (gtk_label_get_text (get_round_title (page)), ==, "Round 11 of 11");
  g_assert_true (bf_test_showing_label (GTK_WIDGET (page), "Column 10 · a tent costs"));
  {
    GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (get_stopped (page)), ADW_TYPE_ACTION_ROW);

    g_assert_false (gtk_widget_get_sensitive (row));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                     "The game ends when this round is scored: the steamboat cannot stop in the last column");
    gtk_switch_set_active (get_stopped (page), TRUE);
    bf_test_iterate_pending ();
    g_assert_cmpuint (n_errors, ==, 2);
    g_assert_false (gtk_switch_get_active (get_stopped (page)));
    g_assert_false (bf_livingstone_game_get_stopped (game, 10));
    g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 11);
  }
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_LIVINGSTONE_PAGE,
                                                                                    "next_button"))), ==, "Final _Scoring");
  activate (page, "livingstone.next-round");
  g_assert_cmpstr (view_of (page), ==, "end");
  g_assert_false (gtk_widget_get_visible (get_dice_group (page)));
  /* gems, VP cards and donation of each player */
  g_assert_cmpuint (bf_test_assert_spin_rows_tab (GTK_WIDGET (page)), ==, 3 * 3);

  /* Gems 1, 3, 2; VP cards 0, 4, 2; donations £5, £2, £7. */
  spin (get_spin (page, SPIN_GEMS, 0, 0), 1);
  spin (get_spin (page, SPIN_GEMS, 1, 0), 3);
  spin (get_spin (page, SPIN_GEMS, 2, 0), 2);
  spin (get_spin (page, SPIN_VP_CARDS, 1, 0), 4);
  spin (get_spin (page, SPIN_VP_CARDS, 2, 0), 2);
  spin (get_spin (page, SPIN_DONATION, 0, 0), 5);
  spin (get_spin (page, SPIN_DONATION, 1, 0), 2);
  spin (get_spin (page, SPIN_DONATION, 2, 0), 7);

  /* Board (round 2 is replaced by round 3, same column):
   *   Anna: row 1 2, row 2 1, row 5 1
   *   Ben:  row 1 1, row 3 1 + 2 = 3
   *   Cleo: row 1 1, row 4 1, row 6 1 + 1 = 2
   * Majorities (12 9 7 5 3 2): row 1 Anna 12, row 2 Anna 9, row 3 Ben 7,
   * row 4 Cleo 5, row 5 Anna 3, row 6 Cleo 2.
   * Anna 11 + (12+9+3) + 1 + 0 = 36
   * Ben  10 + 7 + 3 + 4 = 24, lowest donation (£2): disqualified, 0
   * Cleo 15 + (5+2) + 2 + 2 = 26 */
  g_assert_cmpstr (gtk_label_get_text (get_result_total (page, 0)), ==, "36 VP");
  g_assert_cmpstr (gtk_label_get_text (get_result_total (page, 1)), ==, "0 VP");
  g_assert_cmpstr (gtk_label_get_text (get_result_total (page, 2)), ==, "26 VP");
  /* The page shows the game's result. */
  result = bf_livingstone_result_new (bf_livingstone_page_get_game (page));
  g_assert_cmpint (bf_livingstone_result_get_subtotal (result, 1), ==, 24);
  g_assert_cmpstr (gtk_label_get_text (get_verdict (page)), ==, "Anna wins with 36 VP.");
  /* Confirmed values, every row has tents: nothing to remark. */
  g_assert_false (gtk_widget_get_visible (get_notes (page)));

  /* An undo gives a restored copy: the page stays on the end view. */
  {
    g_autofree char *data = bf_livingstone_game_to_data (game, NULL);
    g_autoptr(BfLivingstoneGame) copy = bf_livingstone_game_from_data (data, -1, TRUE, NULL);

    bf_livingstone_page_set_game (page, copy);
    bf_test_iterate_pending ();
    g_assert_cmpstr (view_of (page), ==, "end");
    g_assert_cmpstr (gtk_label_get_text (get_result_total (page, 0)), ==, "36 VP");
    bf_livingstone_page_set_game (page, game);
  }

  /* The next new game gets the confirmed values and skips the board. */
  {
    g_autoptr(BfLivingstoneGame) next = bf_livingstone_game_new ();

    bf_livingstone_page_set_game (page, next);
    bf_test_iterate_pending ();
    g_assert_cmpstr (view_of (page), ==, "players");
    g_assert_true (bf_livingstone_game_get_values_confirmed (next));
    g_assert_cmpuint (bf_livingstone_game_get_row_value (next, 3), ==, 7);
    g_assert_cmpuint (bf_livingstone_game_get_column_cost (next, 2), ==, 2);
    activate (page, "livingstone.add-player");
    activate (page, "livingstone.add-player");
    activate (page, "livingstone.start");
    g_assert_cmpstr (view_of (page), ==, "rounds");
    bf_livingstone_page_set_game (page, NULL);
  }

  g_assert_cmpuint (n_errors, ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate_pending ();
}

static BfLivingstoneGame *
make_two_player_game (void)
{
  BfLivingstoneGame *game = bf_livingstone_game_new ();

  g_assert_true (bf_livingstone_game_add_player (game, "Anna", "red", NULL));
  g_assert_true (bf_livingstone_game_add_player (game, "Ben", "blue", NULL));
  g_assert_true (bf_livingstone_game_set_tents (game, 0, 0, 3, 2, NULL));
  g_assert_true (bf_livingstone_game_set_tents (game, 0, 1, 5, 1, NULL));

  return game;
}

/* Watches @widget: the pointer becomes NULL if it is finalized. */
static void
watch (GtkWidget **widget)
{
  g_object_add_weak_pointer (G_OBJECT (*widget), (gpointer *) widget);
}

static void
unwatch (GtkWidget **widget)
{
  if (*widget != NULL)
    g_object_remove_weak_pointer (G_OBJECT (*widget), (gpointer *) widget);
}

/* Whether the keyboard focus of @widget's window is in @widget. */
static gboolean
has_focus_in (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* An entry changes the values shown, no widget: the field typed in keeps
 * the focus and stays, with the rows around it and every player's
 * widgets (issue 29: the pad rebuilt them on each change, and GTK 4.8
 * hangs on a Tab whose target goes). Removing a player takes away its
 * own widgets only: those of the players after it stay, now in its
 * place (the pad used to remove the last player's widgets and show the
 * next players in the others). */
static void
test_entries_keep_widgets (void)
{
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
  static const char *names[] = { "Anna", "Ben", "Cleo" };
  GtkWidget *window;
  BfLivingstonePage *page;
  GtkWidget *groups[3], *ends[3], *totals[3], *rows[3];
  GtkWidget *typed, *above, *below;

  for (guint i = 0; i < 3; i++)
    g_assert_true (bf_livingstone_game_add_player (game, names[i], NULL, NULL));
  bf_livingstone_game_set_values_confirmed (game, TRUE);

  window = show_page (game, 1000, 800);
  page = page_of (window);
  g_assert_cmpstr (view_of (page), ==, "rounds");
  g_assert_cmpuint (get_round (page), ==, 0);

  for (guint i = 0; i < 3; i++)
    {
      groups[i] = nth_child (page_child (page, "round_players_box"), i);
      ends[i] = nth_child (page_child (page, "end_players_box"), i);
      totals[i] = GTK_WIDGET (get_running_total (page, i));
      rows[i] = GTK_WIDGET (get_player_row (page, i));
      watch (&groups[i]);
      watch (&ends[i]);
      watch (&totals[i]);
      watch (&rows[i]);
    }
  /* Ben's row 3, with rows 4 above and 2 below it (row 6 at the top). */
  typed = GTK_WIDGET (get_spin (page, SPIN_TENTS, 1, 3));
  above = GTK_WIDGET (get_spin (page, SPIN_TENTS, 1, 4));
  below = GTK_WIDGET (get_spin (page, SPIN_TENTS, 1, 2));
  watch (&typed);
  watch (&above);
  watch (&below);

  /* Ben types 2 tents in row 3 and presses Enter: 2 × 3 = 6 VP. */
  g_assert_true (gtk_widget_grab_focus (typed));
  gtk_editable_set_text (GTK_EDITABLE (typed), "2");
  gtk_spin_button_update (GTK_SPIN_BUTTON (typed));
  bf_test_iterate_pending ();
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 0, 1, 3), ==, 2);
  g_assert_nonnull (typed);
  g_assert_true (has_focus_in (typed));
  g_assert_true (typed == GTK_WIDGET (get_spin (page, SPIN_TENTS, 1, 3)));
  g_assert_true (above == GTK_WIDGET (get_spin (page, SPIN_TENTS, 1, 4)));
  g_assert_true (below == GTK_WIDGET (get_spin (page, SPIN_TENTS, 1, 2)));
  g_assert_cmpstr (gtk_label_get_text (get_round_score (page, 1)), ==, "+6 VP");
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 1)), ==, "6 VP");
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 0)), ==, "0 VP");

  /* Typed again, then Tab: the value goes in as the focus moves on to
   * row 2; 1 tent in row 3 = 3 VP. */
  gtk_editable_set_text (GTK_EDITABLE (typed), "1");
  bf_test_press_tab (window, FALSE);
  bf_test_iterate_pending ();
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 0, 1, 3), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (get_running_total (page, 1)), ==, "3 VP");
  g_assert_nonnull (typed);
  g_assert_nonnull (below);
  g_assert_true (has_focus_in (below));

  /* Cleo's gems at the end: 4 kept. */
  activate (page, "livingstone.next-round");
  while (g_strcmp0 (view_of (page), "end") != 0)
    activate (page, "livingstone.next-round");
  spin (get_spin (page, SPIN_GEMS, 2, 0), 4);
  g_assert_cmpuint (bf_livingstone_game_get_gems (game, 2), ==, 4);

  for (guint i = 0; i < 3; i++)
    {
      g_assert_nonnull (groups[i]);
      g_assert_nonnull (ends[i]);
      g_assert_nonnull (totals[i]);
      g_assert_nonnull (rows[i]);
      g_assert_true (groups[i] == nth_child (page_child (page, "round_players_box"), i));
      g_assert_true (ends[i] == nth_child (page_child (page, "end_players_box"), i));
      g_assert_true (totals[i] == GTK_WIDGET (get_running_total (page, i)));
    }

  /* Ben leaves while Cleo's name has the focus: Ben's widgets go, Cleo's
   * name entry keeps the focus, and her widgets stay, in Ben's place. */
  adw_view_stack_set_visible_child_name (get_stack (page), "players");
  bf_test_iterate_pending ();
  g_assert_true (gtk_widget_grab_focus (rows[2]));
  bf_livingstone_game_remove_player (game, 1);
  bf_test_iterate_pending ();
  g_assert_null (rows[1]);
  g_assert_null (groups[1]);
  g_assert_null (ends[1]);
  g_assert_nonnull (rows[0]);
  g_assert_nonnull (rows[2]);
  g_assert_nonnull (groups[2]);
  g_assert_nonnull (ends[2]);
  g_assert_true (has_focus_in (rows[2]));
  g_assert_true (rows[2] == GTK_WIDGET (get_player_row (page, 1)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (rows[2])), ==, "Cleo");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows[2])), ==, "Player 2");
  g_assert_true (groups[2] == nth_child (page_child (page, "round_players_box"), 1));
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (groups[2])), ==, "Cleo");
  g_assert_true (ends[2] == nth_child (page_child (page, "end_players_box"), 1));
  g_assert_cmpuint ((guint) gtk_spin_button_get_value_as_int (get_spin (page, SPIN_GEMS, 1, 0)), ==, 4);

  for (guint i = 0; i < 3; i++)
    {
      unwatch (&groups[i]);
      unwatch (&ends[i]);
      unwatch (&totals[i]);
      unwatch (&rows[i]);
    }
  unwatch (&typed);
  unwatch (&above);
  unwatch (&below);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether @widget lies wholly inside the part of its scrolled window in
 * view. */
static gboolean
is_in_view (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));

  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* Next Round pressed at the bottom of a round (the button below the
 * running totals, scrolled to as a player does): the new round is shown
 * from its top, its header ("Round 2 of 10") in view, and the focus on
 * the first player's first field, row 6's stepper at the top of the
 * first group (issue 31: the view stayed scrolled at the bottom, the
 * header off screen). At a phone's 360 × 720 and at 1280 × 800. */
static void
test_next_round_top (void)
{
  static const int sizes[][2] = { { 360, 720 }, { 1280, 800 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
      static const char *names[] = { "Anna", "Ben", "Cleo" };
      GtkWidget *window, *next, *header, *top;
      BfLivingstonePage *page;

      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        g_assert_true (bf_livingstone_game_add_player (game, names[i], NULL, NULL));
      bf_livingstone_game_set_values_confirmed (game, TRUE);
      window = show_page (game, sizes[s][0], sizes[s][1]);
      page = page_of (window);
      g_assert_cmpstr (view_of (page), ==, "rounds");
      g_assert_cmpuint (get_round (page), ==, 0);
      header = GTK_WIDGET (get_round_title (page));
      next = page_child (page, "next_button");
      bf_test_wait_ms (100);

      /* Down to the button, the header out of view (three players'
       * six rows each are taller than both windows). */
      g_assert_true (bf_test_scroll_into_view (next, 200));
      bf_test_wait_ms (100);
      g_assert_true (is_in_view (next));
      g_assert_false (is_in_view (header));
      g_assert_true (gtk_widget_grab_focus (next));
      g_signal_emit_by_name (next, "clicked");
      bf_test_wait_ms (100);

      g_assert_cmpuint (get_round (page), ==, 1);
      g_assert_true (is_in_view (header));
      top = GTK_WIDGET (get_spin (page, SPIN_TENTS, 0, 6));
      g_assert_true (has_focus_in (top));
      g_assert_true (is_in_view (top));
      if (g_getenv ("BF_SCREENSHOT_DIR") != NULL)
        {
          g_autoptr(GdkTexture) texture = bf_test_render_window (window);
          g_autofree char *path = g_strdup_printf ("%s/livingstone-next-round-%d.png",
                                                   bf_test_screenshot_dir (NULL), sizes[s][0]);

          bf_test_save_png (texture, path);
        }

      /* Previous Round, from the bottom too: round 1 from its top. */
      g_assert_true (bf_test_scroll_into_view (next, 200));
      bf_test_wait_ms (100);
      g_assert_false (is_in_view (header));
      activate (page, "livingstone.previous-round");
      bf_test_wait_ms (100);
      g_assert_cmpuint (get_round (page), ==, 0);
      g_assert_true (is_in_view (header));
      g_assert_true (has_focus_in (top));

      gtk_window_destroy (GTK_WINDOW (window));
      bf_test_iterate_pending ();
    }
}

static void
test_two_players (void)
{
  g_autoptr(BfLivingstoneGame) game = make_two_player_game ();
  GtkWidget *window = show_page (game, 360, 720);
  BfLivingstonePage *page = page_of (window);

  /* A game with tents opens on its rounds; its values are unconfirmed. */
  g_assert_cmpstr (view_of (page), ==, "rounds");
  gtk_widget_activate_action (GTK_WIDGET (page), "livingstone.next-round", NULL);
  adw_view_stack_set_visible_child_name (get_stack (page), "end");
  bf_test_iterate_pending ();
  g_assert_true (gtk_widget_get_visible (get_dice_group (page)));
  g_assert_true (gtk_widget_get_visible (get_notes (page)));

  /* Anna: 2 tents in row 3 = 6 VP + row 3 majority 8 (unconfirmed
   * default) = 14, donated £14; Ben: 1 in row 5 = 5 + 4 = 9, £13.
   * Dice 3 + 4 + 2 + 5 = 14: Ben is below and out. */
  spin (get_spin (page, SPIN_DONATION, 0, 0), 14);
  spin (get_spin (page, SPIN_DONATION, 1, 0), 13);
  spin (get_die (page, 0), 3);
  spin (get_die (page, 1), 4);
  spin (get_die (page, 2), 2);
  g_assert_cmpstr (gtk_label_get_text (get_dice_label (page)), ==,
                   "Not rolled yet (0 = no die).");
  spin (get_die (page, 3), 5);
  g_assert_cmpstr (gtk_label_get_text (get_dice_label (page)), ==,
                   "Minimum donation £14 (entered by hand)");
  g_assert_cmpstr (gtk_label_get_text (get_result_total (page, 0)), ==, "14 VP");
  g_assert_cmpstr (gtk_label_get_text (get_result_total (page, 1)), ==, "0 VP");
  g_assert_cmpstr (gtk_label_get_text (get_verdict (page)), ==, "Anna wins with 14 VP.");

  /* Rolling here shows the seed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "livingstone.roll-dice", NULL));
  bf_test_iterate_pending ();
  g_assert_true (bf_livingstone_game_get_dice_seed (game, NULL));
  g_assert_nonnull (strstr (gtk_label_get_text (get_dice_label (page)), "seed"));
  g_assert_cmpint (bf_livingstone_game_get_minimum_donation (game), ==,
                   gtk_spin_button_get_value_as_int (get_die (page, 0)) +
                   gtk_spin_button_get_value_as_int (get_die (page, 1)) +
                   gtk_spin_button_get_value_as_int (get_die (page, 2)) +
                   gtk_spin_button_get_value_as_int (get_die (page, 3)));

  /* Removing a player from the players view. */
  g_signal_emit_by_name (get_remove (page, 1), "clicked");
  bf_test_iterate_pending ();
  g_assert_cmpuint (bf_livingstone_game_get_n_players (game), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate_pending ();
}

static void
test_export (void)
{
  g_autoptr(BfLivingstoneGame) game = make_two_player_game ();
  g_autoptr(BfScoreCard) result = bf_document_score_as_entered (BF_DOCUMENT (game), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("livingstone-export-XXXXXX", NULL);
  g_autofree char *png_path = g_build_filename (dir, "scores.png", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "scores.pdf", NULL);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) nowhere = g_file_new_for_path ("/nonexistent-folder/scores.png");
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_true (bf_livingstone_export_png (result, "Test table", png, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (png_path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpint (memcmp (data, "\x89PNG", 4), ==, 0);
  g_clear_pointer (&data, g_free);

  g_assert_true (bf_livingstone_export_pdf (result, NULL, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf_path, &data, &length, NULL));
  g_assert_cmpint (memcmp (data, "%PDF", 4), ==, 0);

  g_assert_false (bf_livingstone_export_png (result, NULL, nowhere, &error));
  g_assert_nonnull (error);

  if (g_getenv ("BF_SCREENSHOT_DIR") != NULL)
    {
      g_autofree char *keep = g_build_filename (g_getenv ("BF_SCREENSHOT_DIR"), "livingstone-export.png", NULL);
      g_autoptr(GFile) keep_file = g_file_new_for_path (keep);
      g_autoptr(BfLivingstoneGame) two = make_two_player_game ();
      g_autoptr(BfScoreCard) two_result = bf_document_score_as_entered (BF_DOCUMENT (two), NULL);

      g_assert_true (bf_livingstone_export_png (two_result, NULL, keep_file, NULL));
    }

  g_remove (png_path);
  g_remove (pdf_path);
  g_rmdir (dir);
}

/* Screenshots ------------------------------------------------------------ */

static void
render (GtkWidget  *window,
        const char *dir,
        const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);

  bf_test_wait_frames (window, 3);
  texture = bf_test_render_widget (window, NULL,
                                   gtk_widget_get_width (window), gtk_widget_get_height (window));
  bf_test_save_png (texture, path);
}

static void
test_screenshots (void)
{
  const char *dir = g_getenv ("BF_SCREENSHOT_DIR");
  static const int widths[] = { 360, 1280 };

  if (dir == NULL)
    {
      g_test_skip ("BF_SCREENSHOT_DIR not set");
      return;
    }

  for (guint dark = 0; dark < 2; dark++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
        static const char *views[] = { "players", "board", "rounds", "end" };
        GtkWidget *window;
        BfLivingstonePage *page;

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        g_assert_true (bf_livingstone_game_add_player (game, "Anna", "red", NULL));
        g_assert_true (bf_livingstone_game_add_player (game, "Ben", "blue", NULL));
        g_assert_true (bf_livingstone_game_add_player (game, "Cleo", "green", NULL));
        g_assert_true (bf_livingstone_game_set_tents (game, 0, 0, 1, 2, NULL));
        g_assert_true (bf_livingstone_game_set_tents (game, 0, 1, 3, 1, NULL));
        g_assert_true (bf_livingstone_game_set_tents (game, 0, 2, 6, 1, NULL));
        g_assert_true (bf_livingstone_game_set_tents (game, 1, 0, 2, 1, NULL));
        g_assert_true (bf_livingstone_game_set_tents (game, 1, 2, 4, 1, NULL));
        g_assert_true (bf_livingstone_game_set_gems (game, 0, 2, NULL));
        g_assert_true (bf_livingstone_game_set_donation (game, 0, 6, NULL));
        g_assert_true (bf_livingstone_game_set_donation (game, 1, 3, NULL));
        g_assert_true (bf_livingstone_game_set_donation (game, 2, 5, NULL));

        window = show_page (game, widths[w], widths[w] == 360 ? 720 : 800);
        page = page_of (window);
        for (guint v = 0; v < G_N_ELEMENTS (views); v++)
          {
            g_autofree char *name = g_strdup_printf ("livingstone-%s-%d-%s", views[v], widths[w],
                                                     dark ? "dark" : "light");

            adw_view_stack_set_visible_child_name (get_stack (page), views[v]);
            if (g_str_equal (views[v], "end"))
              {
                /* Scrolled down to the result. */
                bf_test_wait_ms (100);
                bf_test_scroll_into_view (GTK_WIDGET (get_verdict (page)), 130);
              }
            render (window, dir, name);
          }

        /* The tents moved, opened; the last round, whose steamboat
         * cannot stop. */
        {
          g_autofree char *moved = g_strdup_printf ("livingstone-rounds-moved-%d-%s", widths[w], dark ? "dark" : "light");
          g_autofree char *last = g_strdup_printf ("livingstone-rounds-last-%d-%s", widths[w], dark ? "dark" : "light");
          GtkWidget *spin = GTK_WIDGET (get_spin (page, SPIN_OTHER, 0, 6));
          GtkWidget *expander = gtk_widget_get_ancestor (spin, ADW_TYPE_EXPANDER_ROW);

          adw_view_stack_set_visible_child_name (get_stack (page), "rounds");
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
          bf_test_wait_ms (100);
          bf_test_scroll_into_view (expander, 60);
          render (window, dir, moved);
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), FALSE);

          while (get_round (page) < 9)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "livingstone.next-round", NULL));
          bf_test_wait_ms (100);
          bf_test_scroll_into_view (GTK_WIDGET (get_stopped (page)), 300);
          render (window, dir, last);
        }
        gtk_window_destroy (GTK_WINDOW (window));
        bf_test_iterate_pending ();
      }
}

static void
css_error_cb (GtkCssProvider *provider,
              GtkCssSection  *section,
              const GError   *error,
              gpointer        data)
{
  g_error ("style.css: %s", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* The app's style sheet, as the application loads it: sizes (tap
   * targets) and renderings are the app's. */
  css = gtk_css_provider_new ();
  g_signal_connect (css, "parsing-error", G_CALLBACK (css_error_cb), NULL);
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/livingstone-page/game", test_game);
  g_test_add_func ("/livingstone-page/two-players", test_two_players);
  g_test_add_func ("/livingstone-page/entries-keep-widgets", test_entries_keep_widgets);
  g_test_add_func ("/livingstone-page/next-round-top", test_next_round_top);
  g_test_add_func ("/livingstone-page/export", test_export);
  g_test_add_func ("/livingstone-page/screenshots", test_screenshots);

  return g_test_run ();
}
