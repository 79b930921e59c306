/* test-player-editor.c
 *
 * Drives BfPlayerEditor and BfDonationChartView through their widgets and checks
 * the model after each step; renders screenshots into the temp folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "bf-player-editor.h"
#include "bf-test-ui.h"

typedef struct
{
  BfCarnegieGame         *game;
  BfCarnegiePlayer       *player;
  BfCarnegiePlayer       *other;
  GtkWidget      *window;
  GtkWidget      *scroller;
  GtkWidget      *page;
  BfPlayerEditor *editor;
  guint           n_errors;
  char           *last_error;
} Fixture;

static void
error_cb (BfPlayerEditor *editor,
          const char     *message,
          Fixture        *fixture)
{
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  fixture->n_errors++;
  g_free (fixture->last_error);
  fixture->last_error = g_strdup (message);
}

static BfCarnegieGame *
new_game (BfModules modules)
{
  return bf_test_new_game ((const char * const []) { "Anna", "Ben", NULL }, modules);
}

static void
show_editor (Fixture          *fixture,
             BfCarnegiePlayer *player,
             int               width,
             int               height)
{
  GtkWidget *scroller;

  fixture->editor = bf_player_editor_new (fixture->game, player);
  g_assert_true (bf_player_editor_get_game (fixture->editor) == fixture->game);
  g_assert_true (bf_player_editor_get_player (fixture->editor) == player);
  g_signal_connect (fixture->editor, "error", G_CALLBACK (error_cb), fixture);

  gtk_widget_set_margin_top (GTK_WIDGET (fixture->editor), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (fixture->editor), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (fixture->editor), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (fixture->editor), 12);

  /* As in the window: a scrolled page with 12 px margins; the page is
   * what the screenshots show. */
  fixture->page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (fixture->page, "background");
  gtk_box_append (GTK_BOX (fixture->page), GTK_WIDGET (fixture->editor));

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), fixture->page);

  fixture->window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (fixture->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, height);
  gtk_window_set_child (GTK_WINDOW (fixture->window), scroller);
  fixture->scroller = scroller;
  gtk_window_present (GTK_WINDOW (fixture->window));

  /* Popovers need the window on a monitor (X11 tells its position
   * after mapping). */
  bf_test_wait_mapped (fixture->window, TRUE);
  bf_test_wait_ms (100);
  bf_test_iterate ();
  g_assert_true (gtk_widget_get_mapped (fixture->window));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->game = new_game (BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_NEW_DONATIONS |
                            BF_MODULE_SECRET_DONATION);
  fixture->player = bf_carnegie_game_get_player (fixture->game, 0);
  fixture->other = bf_carnegie_game_get_player (fixture->game, 1);
  show_editor (fixture, fixture->player, 1000, 800);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_pointer ((GtkWindow **) &fixture->window, gtk_window_destroy);
  bf_test_iterate ();
  g_assert_finalize_object (fixture->game);
  g_free (fixture->last_error);
}

static void
click (gpointer widget)
{
  g_assert_true (gtk_widget_get_sensitive (widget));
  g_assert_true (gtk_widget_is_visible (widget));
  /* what a pointer click does (activate would wait for a timeout) */
  g_signal_emit_by_name (widget, "clicked");
  bf_test_iterate ();
}

static void
set_spin (Fixture       *fixture,
          BfEditorField  field,
          double         value)
{
  GtkSpinButton *spin = bf_test_player_editor_get_spin (fixture->editor, field);

  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (spin)));
  gtk_spin_button_set_value (spin, value);
  bf_test_iterate ();
}

static void
scroll_to (Fixture   *fixture,
           GtkWidget *widget)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (fixture->scroller));
  graphene_point_t point;

  /* let a pending relayout happen first */
  bf_test_wait_ms (50);
  bf_test_iterate ();
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (fixture->editor),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  gtk_adjustment_set_value (adjustment, point.y - 100);
  bf_test_wait_ms (50);
  bf_test_iterate ();
  g_assert_true (gtk_widget_compute_point (widget, fixture->window,
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  g_assert_cmpfloat (point.y, >=, 0);
  g_assert_cmpfloat (point.y, <, gtk_widget_get_height (fixture->window));
}

static gboolean
group_visible (Fixture    *fixture,
               const char *name)
{
  return gtk_widget_get_visible (bf_test_player_editor_get_group (fixture->editor, name));
}

static void
test_transport (Fixture       *fixture,
                gconstpointer  data)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (fixture->game);
  AdwActionRow *row;
  const char *level;

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    g_assert_true (gtk_toggle_button_get_active (bf_test_player_editor_get_transport_button (fixture->editor, r, 1)));

  click (bf_test_player_editor_get_transport_button (fixture->editor, BF_REGION_EAST, 3));
  g_assert_cmpuint (bf_carnegie_player_get_transport (fixture->player, BF_REGION_EAST), ==, 3);
  g_assert_false (gtk_toggle_button_get_active (bf_test_player_editor_get_transport_button (fixture->editor, BF_REGION_EAST, 1)));

  level = bf_carnegie_rules_get_level (rules, bf_carnegie_rules_get_track_box (rules, BF_REGION_EAST, 3)->level)->name;
  row = bf_test_player_editor_get_transport_row (fixture->editor, BF_REGION_EAST);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), level));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "3"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   bf_carnegie_rules_get_region (rules, BF_REGION_EAST)->name);

  click (bf_test_player_editor_get_transport_button (fixture->editor, BF_REGION_WEST, 5));
  g_assert_cmpuint (bf_carnegie_player_get_transport (fixture->player, BF_REGION_WEST), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_transport (fixture->player, BF_REGION_EAST), ==, 3);

  /* From outside */
  g_assert_true (bf_carnegie_player_set_transport (fixture->player, BF_REGION_SOUTH, 4, NULL));
  g_assert_true (gtk_toggle_button_get_active (bf_test_player_editor_get_transport_button (fixture->editor, BF_REGION_SOUTH, 4)));
  g_assert_false (gtk_toggle_button_get_active (bf_test_player_editor_get_transport_button (fixture->editor, BF_REGION_SOUTH, 1)));
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

/* The transport rows follow the player's markers (issue 29): with the
 * game's generic "changed" held back, a marker moved from outside still
 * shows in its own row, and the other rows keep what they showed. An
 * entry keeps every row and box: the same widgets before and after. */
static void
test_transport_follows_markers (Fixture       *fixture,
                                gconstpointer  data)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (fixture->game);
  GtkToggleButton *boxes[BF_N_REGIONS][BF_N_TRACK_BOXES];
  AdwActionRow *rows[BF_N_REGIONS];
  g_autofree char *east = NULL;
  g_autofree char *south = NULL;
  g_autofree char *marked = NULL;

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      rows[r] = bf_test_player_editor_get_transport_row (fixture->editor, r);
      g_object_add_weak_pointer (G_OBJECT (rows[r]), (gpointer *) &rows[r]);
      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          boxes[r][b] = bf_test_player_editor_get_transport_button (fixture->editor, r, b + 1);
          g_object_add_weak_pointer (G_OBJECT (boxes[r][b]), (gpointer *) &boxes[r][b]);
        }
    }
  east = g_strdup (adw_action_row_get_subtitle (rows[BF_REGION_EAST]));

  g_assert_cmpuint (bf_test_hold_back_changed (fixture->game, TRUE), >, 0);
  g_assert_true (bf_carnegie_player_set_transport (fixture->player, BF_REGION_SOUTH, 4, NULL));
  /* "Box 4 · " and the South's level there, from the rule data. */
  south = g_strdup_printf ("Box 4 · %s",
                           bf_carnegie_rules_get_level (rules, bf_carnegie_rules_get_track_box (rules, BF_REGION_SOUTH, 4)->level)->name);
  g_assert_cmpstr (adw_action_row_get_subtitle (rows[BF_REGION_SOUTH]), ==, south);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (rows[BF_REGION_SOUTH])), ==, south);
  g_assert_true (gtk_toggle_button_get_active (boxes[BF_REGION_SOUTH][3]));
  g_assert_false (gtk_toggle_button_get_active (boxes[BF_REGION_SOUTH][0]));
  marked = g_strdup_printf ("%s: %s, marked", bf_carnegie_rules_get_region (rules, BF_REGION_SOUTH)->name, south);
  gtk_test_accessible_assert_property (boxes[BF_REGION_SOUTH][3], GTK_ACCESSIBLE_PROPERTY_LABEL, marked);
  g_assert_cmpstr (adw_action_row_get_subtitle (rows[BF_REGION_EAST]), ==, east);
  g_assert_true (gtk_toggle_button_get_active (boxes[BF_REGION_EAST][0]));

  /* An entry in the row: the model takes it, the row shows it. */
  click (boxes[BF_REGION_EAST][2]);
  g_assert_cmpuint (bf_carnegie_player_get_transport (fixture->player, BF_REGION_EAST), ==, 3);
  g_assert_false (gtk_toggle_button_get_active (boxes[BF_REGION_EAST][0]));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (rows[BF_REGION_EAST]), "Box 3"));
  g_assert_cmpstr (adw_action_row_get_subtitle (rows[BF_REGION_SOUTH]), ==, south);
  g_assert_cmpuint (bf_test_hold_back_changed (fixture->game, FALSE), >, 0);
  bf_test_iterate ();

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      g_assert_true (rows[r] == bf_test_player_editor_get_transport_row (fixture->editor, r));
      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          g_assert_true (boxes[r][b] == bf_test_player_editor_get_transport_button (fixture->editor, r, b + 1));
          g_object_remove_weak_pointer (G_OBJECT (boxes[r][b]), (gpointer *) &boxes[r][b]);
        }
      g_object_remove_weak_pointer (G_OBJECT (rows[r]), (gpointer *) &rows[r]);
    }
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

/* The donation chart follows every player's donations (issue 29): with
 * the game's generic "changed" held back, a disk put on or taken off
 * from outside, and another player's new name, still show on their
 * spaces; no space is made again. */
static void
test_chart_follows_donations (Fixture       *fixture,
                              gconstpointer  data)
{
  BfDonationChartView *chart = bf_test_player_editor_get_donation_chart_view (fixture->editor);
  GtkToggleButton *spaces[BF_N_CHART_POSITIONS];
  BfChartPos mine = BF_CHART_POS (BF_DONATION_RIGHTS, 2);
  BfChartPos bens = BF_CHART_POS (BF_DONATION_HEALTH, 4);
  GtkWidget *ben_space;

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      spaces[pos] = bf_test_donation_chart_view_get_space_button (chart, pos);
      g_object_add_weak_pointer (G_OBJECT (spaces[pos]), (gpointer *) &spaces[pos]);
    }
  ben_space = GTK_WIDGET (spaces[bens]);

  g_assert_cmpuint (bf_test_hold_back_changed (fixture->game, TRUE), >, 0);
  g_assert_true (bf_carnegie_player_add_donation (fixture->player, mine, NULL));
  g_assert_true (gtk_toggle_button_get_active (spaces[mine]));
  g_assert_true (bf_carnegie_player_add_donation (fixture->other, bens, NULL));
  g_assert_false (gtk_widget_get_sensitive (ben_space));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (ben_space), "Taken by Ben."));
  g_assert_true (bf_carnegie_player_set_name (fixture->other, "Bea", NULL));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (ben_space), "Taken by Bea."));
  g_assert_true (bf_carnegie_player_remove_donation (fixture->other, bens));
  g_assert_true (gtk_widget_get_sensitive (ben_space));
  g_assert_null (strstr (gtk_widget_get_tooltip_text (ben_space), "Taken by"));
  /* A player who joins with a disk, then leaves with it. */
  {
    BfCarnegiePlayer *cleo = bf_carnegie_game_add_player (fixture->game, "Cleo", NULL);

    g_assert_true (bf_carnegie_player_add_donation (cleo, bens, NULL));
    g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (ben_space), "Taken by Cleo."));
    bf_carnegie_game_remove_player (fixture->game, cleo);
    g_assert_true (gtk_widget_get_sensitive (ben_space));
    g_assert_null (strstr (gtk_widget_get_tooltip_text (ben_space), "Taken by"));
  }

  /* An entry in the chart: the model takes it, the space shows it. */
  click (spaces[mine]);
  g_assert_false (bf_carnegie_player_has_donation (fixture->player, mine));
  g_assert_false (gtk_toggle_button_get_active (spaces[mine]));
  click (spaces[bens]);
  g_assert_true (bf_carnegie_player_has_donation (fixture->player, bens));
  g_assert_true (gtk_toggle_button_get_active (spaces[bens]));
  g_assert_cmpuint (bf_test_hold_back_changed (fixture->game, FALSE), >, 0);
  bf_test_iterate ();

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      g_assert_true (spaces[pos] == bf_test_donation_chart_view_get_space_button (chart, pos));
      g_object_remove_weak_pointer (G_OBJECT (spaces[pos]), (gpointer *) &spaces[pos]);
    }
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

static void
test_counts (Fixture       *fixture,
             gconstpointer  data)
{
  GtkSpinButton *board = bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_INACTIVE_BOARD);

  g_assert_true (group_visible (fixture, "company"));
  g_assert_true (group_visible (fixture, "vp"));
  g_assert_false (group_visible (fixture, "vp-cards"));

  /* A department marked with an active employee before the active
   * employees are entered: flagged beside both entries, not refused. */
  {
    g_autoptr(GError) error = NULL;
    const char *flag = "1 department is marked with an active employee, more than the company’s active employees (0): check both";

    g_assert_true (bf_carnegie_player_add_department (fixture->player, &(BfBuiltDepartment) { 6, FALSE, FALSE, TRUE }, &error));
    g_assert_no_error (error);
    bf_test_iterate ();
    g_assert_true (bf_test_showing_label (GTK_WIDGET (fixture->editor), flag));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_ACTIVE)), ADW_TYPE_ACTION_ROW))), ==, flag);
    set_spin (fixture, BF_EDITOR_FIELD_ACTIVE, 1);
    g_assert_false (bf_test_showing_label (GTK_WIDGET (fixture->editor), flag));
    g_assert_true (bf_carnegie_player_remove_department (fixture->player, 6));
    bf_test_iterate ();
  }

  set_spin (fixture, BF_EDITOR_FIELD_ACTIVE, 10);
  g_assert_cmpuint (bf_carnegie_player_get_active_employees (fixture->player), ==, 10);
  set_spin (fixture, BF_EDITOR_FIELD_INACTIVE_MISSIONS, 2);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_missions (fixture->player), ==, 2);
  set_spin (fixture, BF_EDITOR_FIELD_ACTIVE_ON_COST, 4);
  g_assert_cmpuint (bf_carnegie_player_get_active_on_cost (fixture->player), ==, 4);

  /* 10 + 6 + 2 > 15: refused, the spin shows the model's value again */
  set_spin (fixture, BF_EDITOR_FIELD_INACTIVE_BOARD, 6);
  g_assert_cmpuint (fixture->n_errors, ==, 1);
  g_assert_nonnull (strstr (fixture->last_error, "15"));
  g_assert_cmpuint (bf_carnegie_player_get_inactive_board (fixture->player), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (board), ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_active_employees (fixture->player), ==, 10);

  /* 16 active employees: the spin stops at 15, which with the 2 on
   * missions is still too many */
  set_spin (fixture, BF_EDITOR_FIELD_ACTIVE, 16);
  g_assert_cmpuint (fixture->n_errors, ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_active_employees (fixture->player), ==, 10);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_ACTIVE)), ==, 10);
  set_spin (fixture, BF_EDITOR_FIELD_INACTIVE_BOARD, 3);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_board (fixture->player), ==, 3);

  set_spin (fixture, BF_EDITOR_FIELD_EMPTY_SPACES, 2);
  g_assert_cmpuint (bf_carnegie_player_get_empty_spaces (fixture->player), ==, 2);
  set_spin (fixture, BF_EDITOR_FIELD_MONEY, 42);
  g_assert_cmpuint (bf_carnegie_player_get_money (fixture->player), ==, 42);
  set_spin (fixture, BF_EDITOR_FIELD_GOODS, 3);
  g_assert_cmpuint (bf_carnegie_player_get_goods (fixture->player), ==, 3);
  set_spin (fixture, BF_EDITOR_FIELD_TAB_INDUSTRY, 9);
  g_assert_cmpuint (bf_carnegie_player_get_tab_vp (fixture->player, BF_PROJECT_INDUSTRY), ==, 9);
  g_assert_cmpuint (bf_carnegie_player_get_tab_vp (fixture->player, BF_PROJECT_HOUSING), ==, 0);
  set_spin (fixture, BF_EDITOR_FIELD_SCORE_TRACK, -5);
  g_assert_cmpint (bf_carnegie_player_get_score_track (fixture->player), ==, -5);
  g_assert_cmpuint (fixture->n_errors, ==, 2);

  /* From outside */
  g_assert_true (bf_carnegie_player_set_money (fixture->player, 77, NULL));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_MONEY)), ==, 77);
  g_assert_true (bf_carnegie_player_set_employees (fixture->player, 5, 1, 0, 0, NULL));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_ACTIVE)), ==, 5);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_ACTIVE_ON_COST)), ==, 0);
  g_assert_cmpuint (fixture->n_errors, ==, 2);
}

/* One Tab from a number field to the next, none on the rows between. */
static void
test_tab_order (Fixture       *fixture,
                gconstpointer  data)
{
  static const BfEditorField order[] = {
    BF_EDITOR_FIELD_ACTIVE,
    BF_EDITOR_FIELD_INACTIVE_BOARD,
    BF_EDITOR_FIELD_INACTIVE_MISSIONS,
    BF_EDITOR_FIELD_ACTIVE_ON_COST,
    BF_EDITOR_FIELD_EMPTY_SPACES,
    BF_EDITOR_FIELD_MONEY,
    BF_EDITOR_FIELD_GOODS,
    BF_EDITOR_FIELD_TAB_HOUSING,
    BF_EDITOR_FIELD_TAB_COMMERCE,
    BF_EDITOR_FIELD_TAB_INDUSTRY,
    BF_EDITOR_FIELD_TAB_PUBLIC,
    BF_EDITOR_FIELD_SCORE_TRACK,
  };
  GtkWidget *editor = GTK_WIDGET (fixture->editor);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, order[0]))));
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    {
      bf_test_press_tab (editor, FALSE);
      g_assert_true (bf_test_get_focus_spin (editor) == bf_test_player_editor_get_spin (fixture->editor, order[i]));
    }
  for (guint i = G_N_ELEMENTS (order) - 1; i > 0; i--)
    {
      bf_test_press_tab (editor, TRUE);
      g_assert_true (bf_test_get_focus_spin (editor) == bf_test_player_editor_get_spin (fixture->editor, order[i - 1]));
    }

  /* Typed into a field reached by Tab, a number goes to the model. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_EMPTY_SPACES))));
  bf_test_press_tab (editor, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (bf_test_get_focus_spin (editor)), "27");
  bf_test_press_tab (editor, FALSE);
  g_assert_cmpuint (bf_carnegie_player_get_money (fixture->player), ==, 27);
  g_assert_true (bf_test_get_focus_spin (editor) == bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_GOODS));

  /* Every number row of the form, also Andrew's */
  g_assert_cmpuint (bf_test_assert_spin_rows_tab (editor), ==, G_N_ELEMENTS (order));
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

static void
test_action_choice (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkSwitch *sw = bf_test_player_editor_get_action_choice (fixture->editor);

  /* Two players: no Action Choice tiles */
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (sw)));

  g_assert_nonnull (bf_carnegie_game_add_player (fixture->game, "Carl", NULL));
  bf_test_iterate ();
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (sw)));

  gtk_switch_set_active (sw, TRUE);
  bf_test_iterate ();
  g_assert_true (bf_carnegie_player_get_action_choice (fixture->player));

  bf_carnegie_player_set_action_choice (fixture->player, FALSE);
  g_assert_false (gtk_switch_get_active (sw));
}

static void
test_chart (Fixture       *fixture,
            gconstpointer  data)
{
  BfDonationChartView *chart = bf_test_player_editor_get_donation_chart_view (fixture->editor);
  GtkToggleButton *button;
  const char *tooltip;
  BfChartPos mine = BF_CHART_POS (0, 1);
  BfChartPos blocked = BF_CHART_POS (2, 3);
  BfChartPos bens = BF_CHART_POS (3, 5);

  g_assert_true (bf_donation_chart_view_get_game (chart) == fixture->game);
  g_assert_true (bf_donation_chart_view_get_player (chart) == fixture->player);

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    g_assert_cmpstr (bf_test_donation_chart_view_get_space_text (chart, pos), ==,
                     bf_carnegie_game_get_chart_space (fixture->game, pos)->text);

  button = bf_test_donation_chart_view_get_space_button (chart, mine);
  click (button);
  g_assert_true (bf_carnegie_player_has_donation (fixture->player, mine));
  g_assert_true (gtk_toggle_button_get_active (button));
  click (bf_test_donation_chart_view_get_space_button (chart, BF_CHART_POS (1, 5)));
  g_assert_cmpuint (bf_carnegie_player_get_n_donations (fixture->player), ==, 2);
  click (button);
  g_assert_false (bf_carnegie_player_has_donation (fixture->player, mine));
  g_assert_cmpuint (bf_carnegie_player_get_n_donations (fixture->player), ==, 1);

  /* A click leaves the focus where it was (Return does not take the
   * donation back); a number being typed there is entered first. */
  g_assert_false (gtk_widget_get_focus_on_click (GTK_WIDGET (button)));
  {
    GtkSpinButton *goods = bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_GOODS);

    g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (goods)));
    gtk_editable_set_text (GTK_EDITABLE (goods), "5");
    click (button);
    g_assert_cmpuint (bf_carnegie_player_get_goods (fixture->player), ==, 5);
    g_assert_true (bf_carnegie_player_has_donation (fixture->player, mine));
    g_assert_true (gtk_toggle_button_get_active (button));
    click (button);
    g_assert_false (bf_carnegie_player_has_donation (fixture->player, mine));
  }

  /* Neutral disk and another player's disk, set from outside */
  g_assert_true (bf_carnegie_game_set_chart_blocked (fixture->game, blocked, TRUE, NULL));
  g_assert_true (bf_carnegie_player_add_donation (fixture->other, bens, NULL));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (bf_test_donation_chart_view_get_space_button (chart, blocked))));
  button = bf_test_donation_chart_view_get_space_button (chart, bens);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (button));
  g_assert_nonnull (strstr (tooltip, "Ben"));

  /* Charitable Giving (15) lets the player donate on Ben's disk */
  g_assert_true (bf_carnegie_player_add_department (fixture->player,
                                                    &(BfBuiltDepartment) { 15, FALSE, FALSE, TRUE }, NULL));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (bf_test_donation_chart_view_get_space_button (chart, blocked))));
  click (button);
  g_assert_true (bf_carnegie_player_has_donation (fixture->player, bens));

  /* From outside */
  g_assert_true (bf_carnegie_player_add_donation (fixture->player, BF_CHART_POS (2, 2), NULL));
  g_assert_true (gtk_toggle_button_get_active (bf_test_donation_chart_view_get_space_button (chart, BF_CHART_POS (2, 2))));
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

static void
test_covers (Fixture       *fixture,
             gconstpointer  data)
{
  BfDonationChartView *chart = bf_test_player_editor_get_donation_chart_view (fixture->editor);
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (fixture->game);
  GtkDropDown *welfare = bf_test_donation_chart_view_get_cover_drop_down (chart, BF_DONATION_WELFARE);
  GtkDropDown *education = bf_test_donation_chart_view_get_cover_drop_down (chart, BF_DONATION_EDUCATION);

  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (welfare)));
  g_assert_cmpuint (gtk_drop_down_get_selected (welfare), ==, 0);

  /* The Education tile on the Welfare column */
  gtk_drop_down_set_selected (welfare, 1 + BF_DONATION_EDUCATION);
  bf_test_iterate ();
  g_assert_cmpint (bf_carnegie_game_get_cover (fixture->game, BF_DONATION_WELFARE), ==, BF_DONATION_EDUCATION);
  for (guint row = 1; row <= BF_CHART_ROWS; row++)
    {
      const BfDonationSpace *space = bf_carnegie_rules_get_chart_space (rules, BF_DONATION_WELFARE, row, BF_DONATION_EDUCATION);

      g_assert_true (space->tile);
      g_assert_cmpstr (bf_test_donation_chart_view_get_space_text (chart, BF_CHART_POS (BF_DONATION_WELFARE, row)), ==, space->text);
    }
  /* the secret donation list follows */
  {
    GListModel *texts = adw_combo_row_get_model (bf_test_player_editor_get_secret_row (fixture->editor));
    g_autoptr(GtkStringObject) item = g_list_model_get_item (texts, 1 + BF_CHART_POS (BF_DONATION_WELFARE, 1));
    const BfDonationSpace *space = bf_carnegie_rules_get_chart_space (rules, BF_DONATION_WELFARE, 1, BF_DONATION_EDUCATION);

    g_assert_cmpuint (g_list_model_get_n_items (texts), ==, 1 + BF_N_CHART_POSITIONS);
    g_assert_nonnull (strstr (gtk_string_object_get_string (item), space->text));
  }

  /* One tile of each type: the Education tile cannot cover two columns */
  gtk_drop_down_set_selected (education, 1 + BF_DONATION_EDUCATION);
  bf_test_iterate ();
  g_assert_cmpuint (fixture->n_errors, ==, 1);
  g_assert_cmpint (bf_carnegie_game_get_cover (fixture->game, BF_DONATION_EDUCATION), ==, BF_NO_TILE);
  g_assert_cmpuint (gtk_drop_down_get_selected (education), ==, 0);

  /* From outside */
  g_assert_true (bf_carnegie_game_set_cover (fixture->game, BF_DONATION_WELFARE, BF_NO_TILE, NULL));
  g_assert_cmpuint (gtk_drop_down_get_selected (welfare), ==, 0);
  g_assert_cmpstr (bf_test_donation_chart_view_get_space_text (chart, BF_CHART_POS (BF_DONATION_WELFARE, 1)), ==,
                   bf_carnegie_rules_get_chart_space (rules, BF_DONATION_WELFARE, 1, BF_NO_TILE)->text);

  /* Without New Donations there is nothing to pick */
  g_assert_true (bf_carnegie_game_set_modules (fixture->game, BF_MODULE_NEW_DEPARTMENTS, NULL));
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (welfare)));
  g_assert_false (group_visible (fixture, "secret"));
}

static void
test_secret (Fixture       *fixture,
             gconstpointer  data)
{
  AdwComboRow *row = bf_test_player_editor_get_secret_row (fixture->editor);

  g_assert_true (group_visible (fixture, "secret"));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  adw_combo_row_set_selected (row, 1 + BF_CHART_POS (1, 3));
  bf_test_iterate ();
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (fixture->player), ==, BF_CHART_POS (1, 3));

  adw_combo_row_set_selected (row, 0);
  bf_test_iterate ();
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (fixture->player), ==, BF_CHART_POS_NONE);

  /* From outside */
  g_assert_true (bf_carnegie_player_set_secret_donation (fixture->player, BF_CHART_POS (3, 2), NULL));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1 + BF_CHART_POS (3, 2));
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

static void
open_add_popover (Fixture *fixture)
{
  GtkMenuButton *button = bf_test_player_editor_get_add_button (fixture->editor);

  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (button)));
  /* As a user does: a popover needs its button on the screen. */
  scroll_to (fixture, GTK_WIDGET (button));
  gtk_menu_button_popup (button);
  bf_test_iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
}

static void
search (Fixture    *fixture,
        const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (bf_test_player_editor_get_search_entry (fixture->editor)), text);
  /* search-changed is delayed */
  bf_test_wait_ms (250);
  bf_test_iterate ();
}

static gboolean
offered (Fixture  *fixture,
         guint     number)
{
  gboolean visible = FALSE;

  return bf_test_player_editor_find_add_row (fixture->editor, number, &visible) != NULL && visible;
}

static void
add_department (Fixture *fixture,
                guint    number)
{
  GtkListBoxRow *row;

  open_add_popover (fixture);
  row = bf_test_player_editor_find_add_row (fixture->editor, number, NULL);
  g_assert_nonnull (row);
  gtk_widget_activate (GTK_WIDGET (row));
  bf_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (bf_test_player_editor_get_add_button (fixture->editor)))));
}

/* Adding or removing a department keeps the other departments' rows
 * (issue 29: no widget is destroyed by an entry next to it): the focus
 * on a flag of another department stays there. */
static void
test_department_rows_kept (Fixture       *fixture,
                           gconstpointer  data)
{
  AdwActionRow *rows[3];
  GtkToggleButton *flag;
  const guint numbers[3] = { 1, 12, 20 };

  for (guint i = 0; i < 3; i++)
    g_assert_true (bf_carnegie_player_add_department (fixture->player,
                                                      &(BfBuiltDepartment) { numbers[i], FALSE, FALSE, FALSE },
                                                      NULL));
  bf_test_iterate ();
  for (guint i = 0; i < 3; i++)
    {
      rows[i] = bf_test_player_editor_get_department_row (fixture->editor, numbers[i]);
      g_assert_nonnull (rows[i]);
      g_object_add_weak_pointer (G_OBJECT (rows[i]), (gpointer *) &rows[i]);
    }
  flag = bf_test_player_editor_get_department_flag (fixture->editor, 20, BF_DEPT_FLAG_TOP_ROW);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (flag)));

  /* Another department: a row of its own, after the others. */
  g_assert_true (bf_carnegie_player_add_department (fixture->player,
                                                    &(BfBuiltDepartment) { 5, FALSE, TRUE, FALSE }, NULL));
  bf_test_iterate ();
  for (guint i = 0; i < 3; i++)
    g_assert_true (bf_test_player_editor_get_department_row (fixture->editor, numbers[i]) == rows[i]);
  g_assert_nonnull (bf_test_player_editor_get_department_row (fixture->editor, 5));
  g_assert_true (gtk_toggle_button_get_active (bf_test_player_editor_get_department_flag (fixture->editor, 5, BF_DEPT_FLAG_LEFT_COLUMN)));

  /* The middle one removed: only its row goes. */
  g_assert_true (bf_carnegie_player_remove_department (fixture->player, 12));
  bf_test_iterate ();
  g_assert_null (rows[1]);
  g_assert_null (bf_test_player_editor_get_department_row (fixture->editor, 12));
  g_assert_true (bf_test_player_editor_get_department_row (fixture->editor, 1) == rows[0]);
  g_assert_true (bf_test_player_editor_get_department_row (fixture->editor, 20) == rows[2]);
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (flag))) == GTK_WIDGET (flag));

  for (guint i = 0; i < 3; i++)
    if (rows[i] != NULL)
      g_object_remove_weak_pointer (G_OBJECT (rows[i]), (gpointer *) &rows[i]);
}

static void
test_departments (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkToggleButton *top;
  GtkToggleButton *active;
  AdwActionRow *row;

  g_assert_true (group_visible (fixture, "departments"));

  /* Activating the "Add Department" row (Enter, Space) opens the popover */
  {
    GtkMenuButton *button = bf_test_player_editor_get_add_button (fixture->editor);
    GtkWidget *add_row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);

    scroll_to (fixture, add_row);
    g_signal_emit_by_name (add_row, "activate");
    /* a keyboard activation shows the button pressed for a moment */
    bf_test_wait_ms (400);
    bf_test_iterate ();
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
    gtk_popover_popdown (gtk_menu_button_get_popover (button));
    bf_test_iterate ();
  }

  open_add_popover (fixture);
  g_assert_true (offered (fixture, 1));
  g_assert_true (offered (fixture, 12));
  g_assert_true (offered (fixture, 20));   /* New Departments in play */

  search (fixture, "commun");
  g_assert_true (offered (fixture, 12));
  g_assert_false (offered (fixture, 1));
  search (fixture, "12 Communications");
  g_assert_true (offered (fixture, 12));
  g_assert_false (offered (fixture, 2));
  search (fixture, "12");
  g_assert_true (offered (fixture, 12));
  g_assert_false (offered (fixture, 3));

  /* Enter adds the first department shown */
  search (fixture, "communications");
  g_signal_emit_by_name (bf_test_player_editor_get_search_entry (fixture->editor), "activate");
  bf_test_iterate ();
  g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, 12));

  row = bf_test_player_editor_get_department_row (fixture->editor, 12);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (fixture->game), 12)->name);

  /* Built departments are not offered again */
  open_add_popover (fixture);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (bf_test_player_editor_get_search_entry (fixture->editor))), ==, "");
  g_assert_false (offered (fixture, 12));
  gtk_popover_popdown (gtk_menu_button_get_popover (bf_test_player_editor_get_add_button (fixture->editor)));
  bf_test_iterate ();

  add_department (fixture, 20);
  g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, 20));
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 2);

  top = bf_test_player_editor_get_department_flag (fixture->editor, 20, BF_DEPT_FLAG_TOP_ROW);
  active = bf_test_player_editor_get_department_flag (fixture->editor, 20, BF_DEPT_FLAG_ACTIVE_EMPLOYEE);
  click (top);
  g_assert_true (bf_carnegie_player_find_department (fixture->player, 20)->top_row);
  click (bf_test_player_editor_get_department_flag (fixture->editor, 20, BF_DEPT_FLAG_LEFT_COLUMN));
  g_assert_true (bf_carnegie_player_find_department (fixture->player, 20)->left_column);
  click (active);
  g_assert_true (bf_carnegie_player_find_department (fixture->player, 20)->active_employee);
  g_assert_false (bf_carnegie_player_find_department (fixture->player, 12)->top_row);
  click (top);
  g_assert_false (bf_carnegie_player_find_department (fixture->player, 20)->top_row);

  /* A click leaves the focus where it was: Return does not toggle the
   * flag again. A number being typed there is entered first. */
  for (BfDeptFlag f = 0; f < BF_N_DEPT_FLAGS; f++)
    g_assert_false (gtk_widget_get_focus_on_click (GTK_WIDGET (bf_test_player_editor_get_department_flag (fixture->editor, 20, f))));
  {
    GtkSpinButton *money = bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_MONEY);

    g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (money)));
    gtk_editable_set_text (GTK_EDITABLE (money), "31");
    bf_test_iterate ();
    g_assert_cmpuint (bf_carnegie_player_get_money (fixture->player), ==, 0);
    click (top);
    g_assert_cmpuint (bf_carnegie_player_get_money (fixture->player), ==, 31);
    g_assert_true (bf_carnegie_player_find_department (fixture->player, 20)->top_row);
    g_assert_true (gtk_toggle_button_get_active (top));
    g_assert_true (bf_test_get_focus_spin (GTK_WIDGET (fixture->editor)) == money);
    click (top);
    g_assert_false (bf_carnegie_player_find_department (fixture->player, 20)->top_row);
  }
  /* the same widgets: flags do not rebuild the list */
  g_assert_true (active == bf_test_player_editor_get_department_flag (fixture->editor, 20, BF_DEPT_FLAG_ACTIVE_EMPLOYEE));

  /* From outside */
  g_assert_true (bf_carnegie_player_update_department (fixture->player,
                                                       &(BfBuiltDepartment) { 12, TRUE, FALSE, FALSE }, NULL));
  g_assert_true (gtk_toggle_button_get_active (bf_test_player_editor_get_department_flag (fixture->editor, 12, BF_DEPT_FLAG_TOP_ROW)));
  g_assert_true (bf_carnegie_player_add_department (fixture->player,
                                                    &(BfBuiltDepartment) { 5, FALSE, TRUE, FALSE }, NULL));
  g_assert_true (gtk_toggle_button_get_active (bf_test_player_editor_get_department_flag (fixture->editor, 5, BF_DEPT_FLAG_LEFT_COLUMN)));

  click (bf_test_player_editor_get_department_remove (fixture->editor, 12));
  g_assert_null (bf_carnegie_player_find_department (fixture->player, 12));
  g_assert_null (bf_test_player_editor_get_department_row (fixture->editor, 12));
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 2);

  /* Without an expansion module, 17-32 are not offered */
  g_assert_true (bf_carnegie_game_set_modules (fixture->game, BF_MODULE_NONE, NULL));
  open_add_popover (fixture);
  g_assert_true (offered (fixture, 12));
  g_assert_false (offered (fixture, 25));
  gtk_popover_popdown (gtk_menu_button_get_popover (bf_test_player_editor_get_add_button (fixture->editor)));
  g_assert_true (bf_carnegie_game_set_modules (fixture->game, BF_MODULE_OPEN_BAR, NULL));
  open_add_popover (fixture);
  g_assert_true (offered (fixture, 25));
  gtk_popover_popdown (gtk_menu_button_get_popover (bf_test_player_editor_get_add_button (fixture->editor)));
  bf_test_iterate ();
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

/* Types @text into the department number field and presses Enter. */
static void
enter_number (Fixture    *fixture,
              const char *text)
{
  AdwEntryRow *row = bf_test_player_editor_get_number_row (fixture->editor);

  gtk_editable_set_text (GTK_EDITABLE (row), text);
  bf_test_iterate ();
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (row)), "activate");
  bf_test_iterate ();
}

static int
list_index (GtkWidget *row)
{
  int i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_parent (row));
       child != row;
       child = gtk_widget_get_next_sibling (child))
    i++;

  return i;
}

/* A department is added by its number and Enter in the field at the end
 * of the list, which keeps the focus for the next one (issue 16). */
static void
test_department_number (Fixture       *fixture,
                        gconstpointer  data)
{
  AdwEntryRow *row = bf_test_player_editor_get_number_row (fixture->editor);
  GtkWidget *button = bf_test_player_editor_get_number_add_button (fixture->editor);
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (fixture->game);
  GtkWidget *add_row = gtk_widget_get_ancestor (GTK_WIDGET (bf_test_player_editor_get_add_button (fixture->editor)),
                                                ADW_TYPE_ACTION_ROW);
  g_autofree char *name = NULL;
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (row)));
  g_assert_cmpint (adw_entry_row_get_input_purpose (row), ==, GTK_INPUT_PURPOSE_DIGITS);
  /* A jump to the departments lands here */
  g_assert_true (bf_player_editor_get_section_field (fixture->editor, "departments") == GTK_WIDGET (row));

  /* Its button: a finger's size, nothing to add while empty */
  scroll_to (fixture, GTK_WIDGET (row));
  g_assert_true (gtk_widget_compute_bounds (button, button, &bounds));
  g_assert_cmpfloat (bounds.size.width, >=, 44);
  g_assert_cmpfloat (bounds.size.height, >=, 44);
  g_assert_false (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_get_tooltip_text (button) != NULL);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
  enter_number (fixture, "12");
  g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, 12));
  g_assert_cmpuint (fixture->n_errors, ==, 0);
  /* Ready for the next one: empty, with the focus, below the new row and
   * above "Add Department" */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)), GTK_WIDGET (row)));
  g_assert_cmpint (list_index (GTK_WIDGET (bf_test_player_editor_get_department_row (fixture->editor, 12))), <,
                   list_index (GTK_WIDGET (row)));
  g_assert_cmpint (list_index (GTK_WIDGET (row)), <, list_index (add_row));

  /* The next one, and its marks: a tap on a mark leaves the focus here */
  enter_number (fixture, " 20 ");
  g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, 20));
  click (bf_test_player_editor_get_department_flag (fixture->editor, 20, BF_DEPT_FLAG_TOP_ROW));
  g_assert_true (bf_carnegie_player_find_department (fixture->player, 20)->top_row);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)), GTK_WIDGET (row)));

  /* A number built already, or none in this game: said, and the text
   * stays to be corrected */
  enter_number (fixture, "12");
  g_assert_cmpuint (fixture->n_errors, ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "12");
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 2);
  enter_number (fixture, "33");
  g_assert_cmpuint (fixture->n_errors, ==, 2);
  g_assert_nonnull (strstr (fixture->last_error, "33"));
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 2);

  /* Enter in the empty field adds nothing and says nothing */
  enter_number (fixture, "");
  g_assert_cmpuint (fixture->n_errors, ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 2);

  /* The button adds it too */
  gtk_editable_set_text (GTK_EDITABLE (row), "3");
  bf_test_iterate ();
  click (button);
  g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, 3));
  g_assert_false (gtk_widget_is_sensitive (button));

  /* A name, in any case, as the list's search takes it */
  name = g_utf8_strup (bf_carnegie_rules_get_department (rules, 5)->name, -1);
  enter_number (fixture, name);
  g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, 5));
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 4);
  enter_number (fixture, "0");
  g_assert_cmpuint (fixture->n_errors, ==, 3);
  enter_number (fixture, "no such department");
  g_assert_cmpuint (fixture->n_errors, ==, 4);
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (fixture->player), ==, 4);

  /* The other sections' first fields */
  g_assert_true (bf_player_editor_get_section_field (fixture->editor, "company") ==
                 GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_ACTIVE)));
  g_assert_true (bf_player_editor_get_section_field (fixture->editor, "vp") ==
                 GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_TAB_HOUSING)));
  g_assert_true (bf_player_editor_get_section_field (fixture->editor, "transport") ==
                 GTK_WIDGET (bf_test_player_editor_get_transport_button (fixture->editor, 0,
                                                                         bf_carnegie_player_get_transport (fixture->player, 0))));
  g_assert_true (bf_player_editor_get_section_field (fixture->editor, "donations") ==
                 GTK_WIDGET (bf_test_donation_chart_view_get_space_button (bf_test_player_editor_get_donation_chart_view (fixture->editor), 0)));
  g_assert_null (bf_player_editor_get_section_field (fixture->editor, "map"));
}

/* Many departments: the field stays on the screen as the list grows. */
static void
test_department_number_in_view (Fixture       *fixture,
                                gconstpointer  data)
{
  AdwEntryRow *row = bf_test_player_editor_get_number_row (fixture->editor);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 360, 500);
  bf_test_wait_frames (fixture->window, 3);
  scroll_to (fixture, GTK_WIDGET (row));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));

  for (guint number = 1; number <= 8; number++)
    {
      g_autofree char *text = g_strdup_printf ("%u", number);
      graphene_point_t top;

      enter_number (fixture, text);
      g_assert_nonnull (bf_carnegie_player_find_department (fixture->player, number));
      bf_test_wait_frames (fixture->window, 3);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (row), fixture->scroller,
                                               &GRAPHENE_POINT_INIT (0, 0), &top));
      g_assert_cmpfloat (top.y, >=, 0);
      g_assert_cmpfloat (top.y + gtk_widget_get_height (GTK_WIDGET (row)), <=,
                         gtk_widget_get_height (fixture->scroller));
    }
}

static void
test_andrew (void)
{
  g_autoptr(GError) error = NULL;
  Fixture fixture_data = { NULL, };
  Fixture *fixture = &fixture_data;
  BfCarnegieRules *rules;
  BfCarnegiePlayer *andrew;
  g_autofree char *total = NULL;

  fixture->game = bf_carnegie_game_new ();
  g_assert_nonnull (bf_carnegie_game_add_player (fixture->game, "Solo", &error));
  g_assert_true (bf_carnegie_game_set_solo (fixture->game, TRUE, &error));
  g_assert_no_error (error);
  andrew = bf_carnegie_game_get_andrew (fixture->game);
  g_assert_true (bf_carnegie_player_is_andrew (andrew));
  rules = bf_carnegie_game_get_rules (fixture->game);

  show_editor (fixture, andrew, 400, 800);

  g_assert_false (group_visible (fixture, "company"));
  g_assert_false (group_visible (fixture, "vp"));
  g_assert_false (group_visible (fixture, "secret"));
  g_assert_true (group_visible (fixture, "vp-cards"));
  g_assert_true (group_visible (fixture, "transport"));
  g_assert_true (group_visible (fixture, "donations"));
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (bf_test_player_editor_get_group (fixture->editor, "departments"))),
                   !=, "Departments");
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_MONEY))));

  g_assert_cmpuint (bf_test_assert_spin_rows_tab (GTK_WIDGET (fixture->editor)), ==, BF_N_VP_CARDS);

  set_spin (fixture, BF_EDITOR_FIELD_VP_CARD_2, 4);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 2), ==, 4);
  set_spin (fixture, BF_EDITOR_FIELD_VP_CARD_4, 3);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 4), ==, 3);
  total = g_strdup_printf ("%d VP", 4 * bf_carnegie_rules_get_vp_card_value (rules, 2) + 3 * bf_carnegie_rules_get_vp_card_value (rules, 4));
  g_assert_nonnull (strstr (gtk_label_get_text (bf_test_player_editor_get_vp_total (fixture->editor)), total));
  g_assert_nonnull (strstr (gtk_label_get_text (bf_test_player_editor_get_vp_total (fixture->editor)), "7 cards"));

  /* 20 cards at most */
  set_spin (fixture, BF_EDITOR_FIELD_VP_CARD_0, 14);
  g_assert_cmpuint (fixture->n_errors, ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 0), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_VP_CARD_0)), ==, 0);

  /* Andrew takes the same department twice, not three times */
  add_department (fixture, 7);
  add_department (fixture, 7);
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 2);
  g_assert_null (bf_test_player_editor_get_department_flag (fixture->editor, 7, BF_DEPT_FLAG_TOP_ROW));
  open_add_popover (fixture);
  g_assert_false (offered (fixture, 7));
  g_assert_true (offered (fixture, 8));
  g_assert_false (offered (fixture, 20));
  gtk_popover_popdown (gtk_menu_button_get_popover (bf_test_player_editor_get_add_button (fixture->editor)));
  bf_test_iterate ();
  click (bf_test_player_editor_get_department_remove (fixture->editor, 7));
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 1);

  /* By number: a tile he took, twice if it comes twice */
  enter_number (fixture, "9");
  enter_number (fixture, "9");
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 3);
  g_assert_cmpuint (fixture->n_errors, ==, 1);   /* the 14 cards above */
  click (bf_test_player_editor_get_department_remove (fixture->editor, 9));
  click (bf_test_player_editor_get_department_remove (fixture->editor, 9));
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 1);
  /* His VP cards are the first field of Victory Points, and he has no
   * Company */
  g_assert_true (bf_player_editor_get_section (fixture->editor, "vp") ==
                 bf_test_player_editor_get_group (fixture->editor, "vp-cards"));
  g_assert_true (bf_player_editor_get_section_field (fixture->editor, "vp") ==
                 GTK_WIDGET (bf_test_player_editor_get_spin (fixture->editor, BF_EDITOR_FIELD_VP_CARD_0)));
  g_assert_null (bf_player_editor_get_section_field (fixture->editor, "company"));

  /* Donations */
  click (bf_test_donation_chart_view_get_space_button (bf_test_player_editor_get_donation_chart_view (fixture->editor), BF_CHART_POS (3, 1)));
  g_assert_true (bf_carnegie_player_has_donation (andrew, BF_CHART_POS (3, 1)));
  g_assert_cmpuint (fixture->n_errors, ==, 1);

  fixture_tear_down (fixture, NULL);
}

/* Screenshots */

static void
fill_table (BfCarnegieGame *game)
{
  BfCarnegiePlayer *anna = bf_carnegie_game_get_player (game, 0);
  BfCarnegiePlayer *ben = bf_carnegie_game_get_player (game, 1);

  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_EAST, 4, NULL));
  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_MIDWEST, 3, NULL));
  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_WEST, 2, NULL));
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_WELFARE, BF_DONATION_HEALTH, NULL));
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_EDUCATION, BF_DONATION_RIGHTS, NULL));
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, BF_CHART_POS (1, 2), TRUE, NULL));
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, BF_CHART_POS (3, 4), TRUE, NULL));
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (0, 5), NULL));
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (2, 1), NULL));
  g_assert_true (bf_carnegie_player_add_donation (ben, BF_CHART_POS (1, 1), NULL));
  g_assert_true (bf_carnegie_player_set_secret_donation (anna, BF_CHART_POS (3, 3), NULL));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 1, TRUE, TRUE, TRUE }, NULL));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 12, FALSE, FALSE, TRUE }, NULL));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 29, TRUE, FALSE, FALSE }, NULL));
  g_assert_true (bf_carnegie_player_set_employees (anna, 9, 2, 1, 3, NULL));
  g_assert_true (bf_carnegie_player_set_money (anna, 23, NULL));
  g_assert_true (bf_carnegie_player_set_goods (anna, 4, NULL));
  g_assert_true (bf_carnegie_player_set_tab_vp (anna, BF_PROJECT_COMMERCE, 6, NULL));
  g_assert_true (bf_carnegie_player_set_score_track (anna, 31, NULL));
}

static gboolean
is_showing_label (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && bf_test_is_showing (widget);
}

static void
save_screenshot (Fixture    *fixture,
                 int         width,
                 gboolean    dark,
                 const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int min, nat, height;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, 900);
  bf_test_wait_ms (300);
  bf_test_iterate ();

  /* Nothing may need more than a phone's width */
  gtk_widget_measure (fixture->page, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (fixture->window), ==, width);

  /* The number fields line up, at every width */
  {
    g_autoptr(GPtrArray) spins = g_ptr_array_new ();
    double first_x = -1;
    int first_width = -1;

    bf_test_collect_widgets (GTK_WIDGET (fixture->editor), GTK_TYPE_SPIN_BUTTON, spins);
    for (guint i = 0; i < spins->len; i++)
      {
        GtkWidget *spin = g_ptr_array_index (spins, i);
        graphene_point_t point;

        if (!bf_test_is_showing (spin))
          continue;
        g_assert_true (gtk_widget_compute_point (spin, fixture->page, &GRAPHENE_POINT_INIT (0, 0), &point));
        if (first_x < 0)
          {
            first_x = point.x;
            first_width = gtk_widget_get_width (spin);
          }
        g_assert_cmpfloat (point.x, ==, first_x);
        g_assert_cmpint (gtk_widget_get_width (spin), ==, first_width);
      }
    g_assert_cmpfloat (first_x, >, 0);
  }

  /* Every button a finger taps is 44 px at least, in both directions:
   * transport boxes, department marks and their remove buttons, the
   * department number's button, the number fields' steppers, the
   * chart's spaces (the drop-downs are checked below; the "Add
   * Department" row is tapped as a whole) */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    guint n = 0;

    bf_test_collect_widgets (GTK_WIDGET (fixture->editor), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      {
        GtkWidget *button = g_ptr_array_index (buttons, i);
        graphene_rect_t bounds;

        if (!bf_test_is_showing (button) ||
            gtk_widget_get_ancestor (button, GTK_TYPE_MENU_BUTTON) != NULL ||
            gtk_widget_get_ancestor (button, GTK_TYPE_DROP_DOWN) != NULL)
          continue;
        g_assert_true (gtk_widget_compute_bounds (button, button, &bounds));
        if (bounds.size.width < 44 || bounds.size.height < 44)
          g_test_message ("%s (%s) at %d px: %g x %g", G_OBJECT_TYPE_NAME (button),
                          gtk_widget_get_tooltip_text (button), width, bounds.size.width, bounds.size.height);
        g_assert_cmpfloat (bounds.size.width, >=, 44);
        g_assert_cmpfloat (bounds.size.height, >=, 44);
        n++;
      }
    g_assert_cmpuint (n, >, BF_N_REGIONS * BF_N_TRACK_BOXES);
  }

  /* The tile drop-downs: tap targets, names not cut at 360 px */
  if (bf_carnegie_game_has_module (fixture->game, BF_MODULE_NEW_DONATIONS))
    {
      BfDonationChartView *chart = bf_test_player_editor_get_donation_chart_view (fixture->editor);

      for (BfDonationType c = 0; c < BF_N_DONATION_TYPES; c++)
        {
          GtkWidget *drop_down = GTK_WIDGET (bf_test_donation_chart_view_get_cover_drop_down (chart, c));
          GtkWidget *label = bf_test_find_widget (drop_down, is_showing_label, NULL);

          g_assert_cmpint (gtk_widget_get_height (drop_down), >=, 44);
          g_assert_cmpint (gtk_widget_get_width (drop_down), >=, 44);
          g_assert_nonnull (label);
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
          /* no tooltip over the list's first entry */
          g_assert_null (gtk_widget_get_tooltip_text (drop_down));
        }
    }

  /* The whole page, also the part scrolled out of view */
  width = gtk_widget_get_width (fixture->page);
  height = gtk_widget_get_height (fixture->page);
  texture = bf_test_render_widget (fixture->page, NULL, width, height);
  path = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d x %d)", path, width, height);
}

static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  fill_table (fixture->game);
  bf_test_iterate ();

  save_screenshot (fixture, 1000, FALSE, "editor-1000-light.png");
  save_screenshot (fixture, 1000, TRUE, "editor-1000-dark.png");
  save_screenshot (fixture, 360, FALSE, "editor-360-light.png");
  save_screenshot (fixture, 360, TRUE, "editor-360-dark.png");

  /* The "Add Department" popover at 360 px */
  {
    GtkPopover *popover = gtk_menu_button_get_popover (bf_test_player_editor_get_add_button (fixture->editor));
    g_autoptr(GdkTexture) texture = NULL;
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "editor-360-popover.png", NULL);
    int w, h;

    open_add_popover (fixture);
    search (fixture, "co");
    w = gtk_widget_get_width (GTK_WIDGET (popover));
    h = gtk_widget_get_height (GTK_WIDGET (popover));
    g_assert_cmpint (w, <=, 360);
    texture = bf_test_render_widget (GTK_WIDGET (popover), NULL, w, h);
    g_assert_true (gdk_texture_save_to_png (texture, path));
    gtk_popover_popdown (popover);
    bf_test_iterate ();
  }

  /* The tile drop-down's list at 360 px: "No tile" first, nothing over it */
  {
    GtkWidget *drop_down = GTK_WIDGET (bf_test_donation_chart_view_get_cover_drop_down (bf_test_player_editor_get_donation_chart_view (fixture->editor),
                                                                           BF_DONATION_RIGHTS));
    g_autoptr(GPtrArray) popovers = g_ptr_array_new ();
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    g_autoptr(GdkTexture) texture = NULL;
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "editor-360-tiles.png", NULL);
    GtkWidget *popover;
    int w, h;

    scroll_to (fixture, drop_down);
    /* what a click on it does */
    bf_test_collect_widgets (drop_down, GTK_TYPE_TOGGLE_BUTTON, buttons);
    g_assert_cmpuint (buttons->len, ==, 1);
    gtk_toggle_button_set_active (g_ptr_array_index (buttons, 0), TRUE);
    bf_test_wait_ms (100);
    bf_test_iterate ();
    bf_test_collect_widgets (drop_down, GTK_TYPE_POPOVER, popovers);
    g_assert_cmpuint (popovers->len, ==, 1);
    popover = g_ptr_array_index (popovers, 0);
    g_assert_true (gtk_widget_get_visible (popover));
    g_assert_true (bf_test_showing_label (popover, "No tile"));
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      guint n = 0;

      bf_test_collect_widgets (popover, GTK_TYPE_LABEL, labels);
      for (guint i = 0; i < labels->len; i++)
        {
          GtkWidget *label = g_ptr_array_index (labels, i);

          if (!bf_test_is_showing (label) || *gtk_label_get_text (GTK_LABEL (label)) == '\0')
            continue;
          graphene_rect_t bounds;

          g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (label), popover, &bounds));
          g_test_message ("row %s: %g px", gtk_label_get_text (GTK_LABEL (label)), bounds.size.height);
          g_assert_cmpfloat (bounds.size.height, >=, 44);
          n++;
        }
      g_assert_cmpuint (n, ==, 1 + BF_N_DONATION_TYPES);
    }
    w = gtk_widget_get_width (popover);
    h = gtk_widget_get_height (popover);
    g_assert_cmpint (w, <=, 360);
    texture = bf_test_render_widget (popover, NULL, w, h);
    g_assert_true (gdk_texture_save_to_png (texture, path));
    gtk_popover_popdown (GTK_POPOVER (popover));
    bf_test_iterate ();
  }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  g_assert_cmpuint (fixture->n_errors, ==, 0);
}

static void
test_andrew_screenshot (void)
{
  Fixture fixture_data = { NULL, };
  Fixture *fixture = &fixture_data;
  BfCarnegiePlayer *andrew;

  fixture->game = bf_carnegie_game_new ();
  g_assert_nonnull (bf_carnegie_game_add_player (fixture->game, "Solo", NULL));
  g_assert_true (bf_carnegie_game_set_solo (fixture->game, TRUE, NULL));
  andrew = bf_carnegie_game_get_andrew (fixture->game);
  g_assert_true (bf_carnegie_player_add_taken (andrew, 3, NULL));
  g_assert_true (bf_carnegie_player_add_taken (andrew, 3, NULL));
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 1, 5, NULL));
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 3, 2, NULL));

  show_editor (fixture, andrew, 360, 800);
  save_screenshot (fixture, 360, FALSE, "editor-andrew-360-light.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  fixture_tear_down (fixture, NULL);
}

/* Issue 26: the seat and turn order on the form, and the entries that
 * contradict each other flagged beside the entry. Seat order Gus, Hal,
 * Ivy: with 3 players only the third player in turn order has an unused
 * Action Choice tile (base rules). */
static void
test_turn_order_and_flags (void)
{
  Fixture fixture_data = { NULL, };
  Fixture *fixture = &fixture_data;
  AdwPreferencesGroup *turn_group;
  AdwComboRow *first_row;
  AdwActionRow *seat_row;
  AdwActionRow *tile_row;
  GtkWidget *before, *after;
  BfCarnegiePlayer *gus;
  const char *flag = "Gus has an unused Action Choice tile, but with Gus playing first only the third player in turn order, Ivy, receives one: check the tile, the first player and the seat order";

  fixture->game = bf_test_new_game ((const char * const []) { "Gus", "Hal", "Ivy", NULL }, BF_MODULE_NONE);
  gus = fixture->player = bf_carnegie_game_get_player (fixture->game, 0);
  show_editor (fixture, gus, 1000, 800);

  turn_group = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "turn_group");
  first_row = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "first_player_row");
  seat_row = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "seat_row");
  tile_row = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "action_choice_row");
  before = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "seat_before_button");
  after = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "seat_after_button");

  g_assert_true (bf_test_is_showing (GTK_WIDGET (turn_group)));
  g_assert_cmpuint (adw_combo_row_get_selected (first_row), ==, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (seat_row)), ==, "Seat 1 of 3");
  g_assert_cmpstr (adw_action_row_get_subtitle (seat_row), ==, "Turn order: Gus, Hal and Ivy");
  g_assert_false (gtk_widget_is_sensitive (before));
  g_assert_true (gtk_widget_is_sensitive (after));
  gtk_test_accessible_assert_property (after, GTK_ACCESSIBLE_PROPERTY_LABEL, "Seat Gus After Hal");

  /* Gus's tile while Gus plays first: flagged beside it, not refused. */
  gtk_switch_set_active (bf_test_player_editor_get_action_choice (fixture->editor), TRUE);
  bf_test_iterate ();
  g_assert_true (bf_carnegie_player_get_action_choice (gus));
  g_assert_cmpstr (adw_action_row_get_subtitle (tile_row), ==, flag);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tile_row), "bf-conflict"));
  save_screenshot (fixture, 1000, FALSE, "editor-turn-flag-1000-light.png");
  save_screenshot (fixture, 1000, TRUE, "editor-turn-flag-1000-dark.png");
  save_screenshot (fixture, 360, FALSE, "editor-turn-flag-360-light.png");
  save_screenshot (fixture, 360, TRUE, "editor-turn-flag-360-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Hal played first: Hal, Ivy, Gus, and the flag goes. */
  adw_combo_row_set_selected (first_row, 1);
  bf_test_iterate ();
  g_assert_cmpuint (bf_carnegie_game_get_first_player (fixture->game), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (tile_row), ==, "3 VP");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tile_row), "bf-conflict"));
  g_assert_cmpstr (adw_action_row_get_subtitle (seat_row), ==, "Turn order: Hal, Ivy and Gus");

  /* Gus after Hal: Hal, Gus, Ivy; Ivy is the third now, flagged again. */
  click (after);
  g_assert_true (bf_carnegie_game_get_player (fixture->game, 1) == gus);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (seat_row)), ==, "Seat 2 of 3");
  g_assert_cmpstr (adw_action_row_get_subtitle (seat_row), ==, "Turn order: Hal, Gus and Ivy");
  gtk_test_accessible_assert_property (before, GTK_ACCESSIBLE_PROPERTY_LABEL, "Seat Gus Before Hal");
  gtk_test_accessible_assert_property (after, GTK_ACCESSIBLE_PROPERTY_LABEL, "Seat Gus After Ivy");
  g_assert_cmpstr (bf_test_combo_row_get_string (first_row, 1), ==, "Gus");
  g_assert_cmpuint (adw_combo_row_get_selected (first_row), ==, 0);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tile_row), "bf-conflict"));
  g_assert_cmpuint (fixture->n_errors, ==, 0);

  fixture_tear_down (fixture, NULL);
}

/* Issue 26: what the map's disks contradict is said at the top of the
 * form, just under the map: Andrew's pawn on Chicago's Commerce space
 * while its Housing space is free (solo rules: Housing first), a town's
 * disk without a type. A solo game has no seat order to change. */
static void
test_map_flags (void)
{
  Fixture fixture_data = { NULL, };
  Fixture *fixture = &fixture_data;
  GtkLabel *label;
  BfCarnegiePlayer *dora, *andrew;

  fixture->game = bf_test_new_game ((const char * const []) { "Dora", NULL }, BF_MODULE_NONE);
  g_assert_true (bf_carnegie_game_set_solo (fixture->game, TRUE, NULL));
  dora = bf_carnegie_game_get_player (fixture->game, 0);
  andrew = bf_carnegie_game_get_andrew (fixture->game);
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_space_of ("chicago", 1), BF_PROJECT_ANY, NULL));
  show_editor (fixture, andrew, 1000, 800);

  label = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "map_flag_label");
  g_assert_true (bf_test_is_showing (GTK_WIDGET (label)));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Andrew’s pawn is on the Commerce space of Chicago while its Housing space (space 2) is free: check both (his cards build on Housing first, then Commerce, Industry, Public)");
  g_assert_false (gtk_widget_get_visible (bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "turn_group")));
  save_screenshot (fixture, 360, FALSE, "editor-map-flag-360-light.png");
  save_screenshot (fixture, 360, TRUE, "editor-map-flag-360-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Dora's disk on the Housing space settles it. */
  g_assert_true (bf_carnegie_player_add_project (dora, bf_test_space_of ("chicago", 2), BF_PROJECT_ANY, NULL));
  bf_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (label)));
  g_clear_pointer ((GtkWindow **) &fixture->window, gtk_window_destroy);
  bf_test_iterate ();

  /* Dora's disk in Memphis, its type not chosen yet. */
  g_assert_true (bf_carnegie_player_add_project (dora, bf_test_space_of ("memphis", 1), BF_PROJECT_ANY, NULL));
  show_editor (fixture, dora, 1000, 800);
  label = bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "map_flag_label");
  g_assert_true (bf_test_is_showing (GTK_WIDGET (label)));
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Dora’s pawn in Memphis has no project type yet: choose it on the map");
  g_assert_false (gtk_widget_get_visible (bf_test_template_child (fixture->editor, BF_TYPE_PLAYER_EDITOR, "turn_group")));

  fixture_tear_down (fixture, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* What the application loads from its resource base path */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add ("/player-editor/transport", Fixture, NULL, fixture_set_up, test_transport, fixture_tear_down);
  g_test_add ("/player-editor/transport-follows-markers", Fixture, NULL, fixture_set_up, test_transport_follows_markers, fixture_tear_down);
  g_test_add ("/player-editor/chart-follows-donations", Fixture, NULL, fixture_set_up, test_chart_follows_donations, fixture_tear_down);
  g_test_add ("/player-editor/counts", Fixture, NULL, fixture_set_up, test_counts, fixture_tear_down);
  g_test_add ("/player-editor/tab-order", Fixture, NULL, fixture_set_up, test_tab_order, fixture_tear_down);
  g_test_add ("/player-editor/action-choice", Fixture, NULL, fixture_set_up, test_action_choice, fixture_tear_down);
  g_test_add ("/player-editor/chart", Fixture, NULL, fixture_set_up, test_chart, fixture_tear_down);
  g_test_add ("/player-editor/covers", Fixture, NULL, fixture_set_up, test_covers, fixture_tear_down);
  g_test_add ("/player-editor/secret", Fixture, NULL, fixture_set_up, test_secret, fixture_tear_down);
  g_test_add ("/player-editor/departments", Fixture, NULL, fixture_set_up, test_departments, fixture_tear_down);
  g_test_add ("/player-editor/department-rows-kept", Fixture, NULL, fixture_set_up, test_department_rows_kept, fixture_tear_down);
  g_test_add ("/player-editor/department-number", Fixture, NULL, fixture_set_up, test_department_number, fixture_tear_down);
  g_test_add ("/player-editor/department-number-in-view", Fixture, NULL, fixture_set_up, test_department_number_in_view, fixture_tear_down);
  g_test_add_func ("/player-editor/andrew", test_andrew);
  g_test_add ("/player-editor/screenshots", Fixture, NULL, fixture_set_up, test_screenshots, fixture_tear_down);
  g_test_add_func ("/player-editor/andrew-screenshot", test_andrew_screenshot);
  g_test_add_func ("/player-editor/turn-order-and-flags", test_turn_order_and_flags);
  g_test_add_func ("/player-editor/map-flags", test_map_flags);

  return g_test_run ();
}
