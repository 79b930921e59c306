/* test-history-page.c: the history of finished games in the window.
 * Keep in History records the game being entered (its totals as the
 * rules give them: example-2p.json is Anna 125, Ben 141, scored by hand
 * in test-scoring) and takes it off the games in progress, Undo puts it
 * back; the History page lists, searches and filters; a game opens
 * read-only with its chart and every score line; Delete asks and can be
 * undone; Correct reopens a game and keeping it again updates its record
 * (same date); a player is renamed (the old name stays theirs); a game
 * not finished is refused with a reason and stays open; importing a
 * folder adds its finished games; the history's actions are reachable
 * from every button and menu item that offers them. Every screen
 * renders at desktop and phone size, light and dark, with its tap
 * targets at least 44 px.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-carnegie-kind.h"
#include "bf-history-chart.h"
#include "bf-history-game-page.h"
#include "bf-history-page.h"
#include "bf-history-player-page.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"
#include "bf-map-cache.h"
#include "bf-solo.h"
#include "bf-test-holder.h"
#include "bf-test-ui.h"

static char *data_home;

static void
iterate (void)
{
  bf_test_iterate_passes (5);
}

static BfWindow *
new_window (int width,
            int height)
{
  BfWindow *window = g_object_new (BF_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_wait_mapped (GTK_WIDGET (window), TRUE);
  iterate ();

  return window;
}

/* @parameter may be floating: it is taken. */
/* Activates @action as seen from @widget (a page's own actions are
 * found from the page up, the window's from anywhere in it). */
static void
activate_on (gpointer    widget,
             const char *action,
             GVariant   *parameter)
{
  g_autoptr(GVariant) taken = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (widget), action, taken));
  iterate ();
}

static void
activate (BfWindow   *window,
          const char *action,
          GVariant   *parameter)
{
  activate_on (window, action, parameter);
}

static void
respond (const char *response)
{
  AdwMessageDialog *dialog = bf_test_find_message_dialog ();

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();
}

static GFile *
data_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);

  return g_file_new_for_path (path);
}

static BfHistoryPage *
history_page (BfWindow *window)
{
  return BF_HISTORY_PAGE (bf_test_window_get_page_widget (window, "history"));
}

static BfHistoryGamePage *
game_page (BfWindow *window)
{
  return BF_HISTORY_GAME_PAGE (bf_test_window_get_page_widget (window, "history-game"));
}

static BfHistoryPlayerPage *
player_page (BfWindow *window)
{
  return BF_HISTORY_PLAYER_PAGE (bf_test_window_get_page_widget (window, "history-player"));
}

/* Waits for the player's page to be filled in: a worker thread reads the
 * statistics. */
static BfHistoryPlayerPage *
filled_player_page (BfWindow *window)
{
  BfHistoryPlayerPage *page = player_page (window);

  while (bf_history_player_page_get_loading (page))
    g_main_context_iteration (NULL, TRUE);
  iterate ();

  return page;
}

/* Types @text into the search, and runs the search at once (the entry
 * waits for the typing to pause). */
static void
search (BfWindow   *window,
        const char *text)
{
  GtkWidget *entry = bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE, "search_entry");

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "search-changed");
  iterate ();
}

static guint
n_games_listed (BfWindow *window)
{
  return g_list_model_get_n_items (bf_history_page_get_games (history_page (window)));
}

/* A fresh history for each test: the window opens it when first
 * needed, in $XDG_DATA_HOME/benefactor. */
static void
clear_data (void)
{
  g_autofree char *folder = g_build_filename (data_home, "benefactor", NULL);

  bf_test_remove_tree (folder);
}

static void
test_keep_and_undo (void)
{
  g_autoptr(GFile) file = data_file ("example-2p.json");
  BfWindow *window;
  BfHistoryRecord *record;
  BfHistory *history;
  GFile *slot;
  g_autofree char *slot_path = NULL;
  g_autofree char *id = NULL;

  clear_data ();
  window = new_window (1280, 800);
  g_assert_true (bf_window_open_file (window, file));
  iterate ();
  slot = bf_session_get_autosave (bf_window_get_session (window));
  g_assert_nonnull (slot);
  slot_path = g_file_get_path (slot);
  id = g_file_get_basename (slot);
  id[strlen (id) - strlen (".json")] = '\0';

  activate (window, "history.keep", NULL);
  /* It asks first, with the final scores, highest first: Cancel keeps
   * nothing, Keep keeps it. */
  g_assert_nonnull (bf_test_find_message_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (bf_test_find_message_dialog ()), ==, "Keep This Game in the History?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (bf_test_find_message_dialog ()), "Final scores: Ben 141 VP, Anna 125 VP."));
  respond ("cancel");
  g_assert_nonnull (bf_session_get_document (bf_window_get_session (window)));
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 0);
  activate (window, "history.keep", NULL);
  respond ("keep");

  /* The game kept is shown, read-only, and is no game in progress. */
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");
  g_assert_null (bf_session_get_document (bf_window_get_session (window)));
  g_assert_false (g_file_test (slot_path, G_FILE_TEST_EXISTS));
  history = bf_window_get_history (window);
  g_assert_nonnull (history);
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 1);
  record = bf_history_game_page_get_record (game_page (window));
  g_assert_nonnull (record);
  g_assert_cmpstr (bf_history_record_get_id (record), ==, id);
  g_assert_cmpint (bf_history_record_get_kind (record), ==, BF_HISTORY_KIND_CARNEGIE);
  g_assert_cmpuint (bf_history_record_get_n_players (record), ==, 2);
  g_assert_cmpstr (bf_history_record_get_name (record, 0), ==, "Anna");
  g_assert_cmpint (bf_history_record_get_total (record, 0), ==, 125);
  g_assert_cmpint (bf_history_record_get_total (record, 1), ==, 141);
  g_assert_false (bf_history_record_is_winner (record, 0));
  g_assert_true (bf_history_record_is_winner (record, 1));
  g_assert_cmpuint (bf_history_record_get_rank (record, 0), ==, 2);

  /* Read-only: the chart, the lines as computed again from the file. */
  {
    g_autoptr(GPtrArray) charts = g_ptr_array_new ();
    BfHistoryChartData *data;

    bf_test_collect_widgets (GTK_WIDGET (game_page (window)), BF_TYPE_HISTORY_CHART, charts);
    g_assert_cmpuint (charts->len, ==, 1);
    data = bf_history_chart_get_data (charts->pdata[0]);
    g_assert_cmpint (bf_history_chart_data_get_style (data), ==, BF_HISTORY_CHART_STACKED);
    g_assert_cmpuint (bf_history_chart_data_get_n_columns (data), ==, 2);
    g_assert_cmpfloat_with_epsilon (bf_history_chart_data_get_column_total (data, 0), 125, 0.01);
    g_assert_cmpfloat_with_epsilon (bf_history_chart_data_get_column_total (data, 1), 141, 0.01);
    g_assert_true (bf_test_showing_label (GTK_WIDGET (game_page (window)), "Ben: 141 VP, winner"));
    g_assert_true (bf_test_showing_label (GTK_WIDGET (game_page (window)), "Anna: 125 VP"));
    /* A line of the sheet with its explanation (example-2p's Ben). */
    g_assert_true (bf_test_showing_label (GTK_WIDGET (game_page (window)),
                                          "2 VP per project in the South: 6 projects → 12 VP"));
  }

  /* Undo: the record goes, the game is in progress again. */
  activate (window, "history.unkeep", g_variant_new ("(ss)", id, slot_path));
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 0);
  g_assert_true (g_file_test (slot_path, G_FILE_TEST_EXISTS));
  g_assert_nonnull (bf_session_get_document (bf_window_get_session (window)));
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* A table that cannot be scored as a finished game is not kept: the
 * dialog says why, and the game stays open. */
static void
test_not_finished (void)
{
  BfWindow *window;
  g_autoptr(BfLivingstoneGame) pad = bf_livingstone_game_new ();

  clear_data ();
  window = new_window (1280, 800);
  bf_session_set_document (bf_window_get_session (window), BF_DOCUMENT (pad));
  iterate ();

  activate (window, "history.keep", NULL);
  g_assert_nonnull (bf_test_find_message_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (bf_test_find_message_dialog ()), ==, "Not Ready for the History");
  g_assert_cmpstr (adw_message_dialog_get_body (bf_test_find_message_dialog ()), ==, "Livingstone needs 2 to 5 players.");
  respond ("close");
  g_assert_true (bf_session_get_document (bf_window_get_session (window)) == BF_DOCUMENT (pad));
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

static void
keep_file (BfWindow   *window,
           const char *name)
{
  g_autoptr(GFile) file = data_file (name);

  g_assert_true (bf_window_open_file (window, file));
  iterate ();
  activate (window, "history.keep", NULL);
  respond ("keep");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");
}

/* The row titled @data (an AdwActionRow). */
static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

/* The figure at the end of the row titled @title under @root. */
static const char *
figure_of (GtkWidget  *root,
           const char *title)
{
  GtkWidget *row = bf_test_find_widget (root, is_row_titled, title);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  g_assert_nonnull (row);
  bf_test_collect_widgets (row, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "numeric"))
      return gtk_label_get_label (labels->pdata[i]);
  g_error ("no figure in the row “%s”", title);
  return NULL;
}

/* Issue 26: a solo game dealt at the difficulty the setup calls
 * "Normal" (level 2, data/rules/andrew.json) is kept as "Normal", not
 * "Difficulty 2": on the game's page and in the player's solo campaign. */
/* A solo game of Dee's at @difficulty, played to its end. */
static BfSoloGame *
finished_solo_game (guint difficulty)
{
  BfSoloGame *solo = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_solo_game_set_player_name (solo, "Dee", &error));
  g_assert_true (bf_solo_game_set_difficulty (solo, difficulty, &error));
  g_assert_true (bf_solo_game_confirm_setup (solo, &error));
  g_assert_true (bf_solo_game_build (solo, 24, BF_PROJECT_HOUSING, &error));
  g_assert_true (bf_solo_game_start (solo, &error));
  while (bf_solo_game_get_phase (solo) != BF_SOLO_PHASE_FINISHED)
    {
      if (bf_solo_game_get_phase (solo) == BF_SOLO_PHASE_CHOOSE)
        g_assert_true (bf_solo_game_choose (solo, BF_DEPT_CONSTRUCTION, &error));
      g_assert_true (bf_solo_game_next_round (solo, &error));
    }
  g_assert_no_error (error);

  return solo;
}

static void
test_solo_difficulty (void)
{
  g_autoptr(BfSoloGame) solo = finished_solo_game (2);
  BfWindow *window;
  gint64 dee;

  g_assert_cmpstr (bf_carnegie_rules_get_difficulty (bf_carnegie_rules_get_default (), 2)->name, ==, "Normal");

  clear_data ();
  window = new_window (1280, 800);
  bf_session_set_document (bf_window_get_session (window), BF_DOCUMENT (solo));
  iterate ();
  activate (window, "history.keep", NULL);
  respond ("keep");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");
  g_assert_cmpuint (bf_history_record_get_difficulty (bf_history_game_page_get_record (game_page (window))), ==, 2);
  g_assert_cmpstr (figure_of (GTK_WIDGET (game_page (window)), "Difficulty"), ==, "Normal");

  dee = bf_history_find_player (bf_window_get_history (window), "Dee");
  g_assert_cmpint (dee, >, 0);
  activate (window, "history.show-player", g_variant_new_int64 (dee));
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-player");
  filled_player_page (window);
  {
    g_autoptr(GPtrArray) charts = g_ptr_array_new ();
    BfHistoryChartData *margins = NULL;

    g_assert_true (bf_test_showing_label (GTK_WIDGET (player_page (window)), "Normal"));
    g_assert_false (bf_test_showing_label (GTK_WIDGET (player_page (window)), "Difficulty 2"));
    bf_test_collect_widgets (GTK_WIDGET (player_page (window)), BF_TYPE_HISTORY_CHART, charts);
    for (guint i = 0; i < charts->len; i++)
      if (bf_history_chart_data_get_style (bf_history_chart_get_data (charts->pdata[i])) == BF_HISTORY_CHART_MARGINS)
        margins = bf_history_chart_get_data (charts->pdata[i]);
    g_assert_nonnull (margins);
    g_assert_cmpuint (bf_history_chart_data_get_n_columns (margins), ==, 1);
    g_assert_cmpstr (bf_history_chart_data_get_column_label (margins, 0), ==, "Normal");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

static void
test_browse_delete_correct (void)
{
  BfWindow *window;
  BfHistory *history;
  g_autoptr(BfHistoryRecord) before = NULL;
  g_autoptr(BfHistoryRecord) after = NULL;
  g_autofree char *id = NULL;
  gint64 ben;

  clear_data ();
  window = new_window (1280, 800);
  keep_file (window, "example-2p.json");
  keep_file (window, "expansion-4p.json");
  keep_file (window, "solo.json");
  history = bf_window_get_history (window);
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 3);

  activate (window, "history.show", NULL);
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");
  g_assert_cmpuint (n_games_listed (window), ==, 3);
  /* The views not shown are out of the accessibility tree (issue 19). */
  {
    AdwViewStack *views = bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE, "view_stack");

    gtk_test_accessible_assert_state (adw_view_stack_get_child_by_name (views, "games"),
                                      GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
    gtk_test_accessible_assert_state (adw_view_stack_get_child_by_name (views, "players"),
                                      GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
    gtk_test_accessible_assert_state (GTK_WIDGET (bf_test_template_child (window, BF_TYPE_WINDOW, "stack")), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
    gtk_test_accessible_assert_state (gtk_stack_get_child_by_name (bf_test_template_child (window, BF_TYPE_WINDOW, "stack"), "start"),
                                      GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  }

  /* Search by player: Clara played the 4-player game and the solo one;
   * "dora" (any case) only the 4-player game. */
  search (window, "clara");
  g_assert_cmpuint (n_games_listed (window), ==, 2);
  search (window, "DORA");
  g_assert_cmpuint (n_games_listed (window), ==, 1);
  search (window, "nobody");
  g_assert_cmpuint (n_games_listed (window), ==, 0);
  g_assert_true (bf_test_showing_label (GTK_WIDGET (history_page (window)), "No Game Found"));
  search (window, "");

  /* Filters: the solo game (Clara against Andrew); New Departments was
   * in play in example-2p (with A New Beginning) and expansion-4p (all
   * five), Open Bar only in expansion-4p. */
  gtk_drop_down_set_selected (bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE,
                                                      "kind_dropdown"), 1 + BF_HISTORY_KIND_SOLO);
  iterate ();
  g_assert_cmpuint (n_games_listed (window), ==, 1);
  gtk_drop_down_set_selected (bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE,
                                                      "kind_dropdown"), 0);
  gtk_drop_down_set_selected (bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE,
                                                      "module_dropdown"), 1);
  iterate ();
  g_assert_cmpuint (n_games_listed (window), ==, 2);
  gtk_drop_down_set_selected (bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE,
                                                      "module_dropdown"), 4);
  iterate ();
  g_assert_cmpuint (n_games_listed (window), ==, 1);
  gtk_drop_down_set_selected (bf_test_template_child (history_page (window), BF_TYPE_HISTORY_PAGE,
                                                      "module_dropdown"), 0);
  iterate ();
  g_assert_cmpuint (n_games_listed (window), ==, 3);

  /* Newest first: the solo game was kept last. */
  {
    g_autoptr(BfHistoryItem) item = g_list_model_get_item (bf_history_page_get_games (history_page (window)), 0);

    g_assert_cmpint (bf_history_record_get_kind (bf_history_item_get_record (item)), ==, BF_HISTORY_KIND_SOLO);
    g_assert_cmpint (bf_history_record_get_margin (bf_history_item_get_record (item)), ==, 145 - 129);
  }

  /* Delete asks, and Undo brings the game back. */
  {
    g_autoptr(BfHistoryItem) item = g_list_model_get_item (bf_history_page_get_games (history_page (window)), 2);

    id = g_strdup (bf_history_record_get_id (bf_history_item_get_record (item)));
  }
  activate_on (game_page (window), "history-game.delete", g_variant_new_string (id));
  /* Its buttons are named once, without the underscore (issue 19: GTK
   * 4.8 read "_Cancel Cancel"): the label child names them, the label
   * property (with "_") does not. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    guint n_mnemonic = 0;

    bf_test_collect_widgets (GTK_WIDGET (bf_test_find_message_dialog ()), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (gtk_button_get_use_underline (buttons->pdata[i]) && gtk_button_get_label (buttons->pdata[i]) != NULL)
        {
          n_mnemonic++;
          g_assert_false (gtk_test_accessible_has_property (buttons->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL));
        }
    /* Cancel and Delete, in the wide and the narrow layout. */
    g_assert_cmpuint (n_mnemonic, ==, 4);
  }
  respond ("cancel");
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 3);
  activate_on (game_page (window), "history-game.delete", g_variant_new_string (id));
  respond ("delete");
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 2);
  g_assert_cmpuint (n_games_listed (window), ==, 2);
  activate (window, "history.undelete", g_variant_new_string (id));
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 3);
  g_assert_cmpuint (n_games_listed (window), ==, 3);

  /* Correct: the game comes back among the games in progress under its
   * id; kept again, its record changes and keeps its date. */
  before = bf_history_lookup (history, id);
  g_assert_nonnull (before);
  g_assert_cmpint (bf_history_record_get_total (before, 0), ==, 125);
  activate (window, "history.correct", g_variant_new_string (id));
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  {
    BfCarnegieGame *game = bf_window_get_game (window);
    BfCarnegiePlayer *anna = bf_carnegie_game_get_player (game, 0);
    g_autofree char *slot_name = g_file_get_basename (bf_session_get_autosave (bf_window_get_session (window)));
    g_autofree char *expected = g_strconcat (id, ".json", NULL);

    g_assert_cmpstr (slot_name, ==, expected);
    /* Anna's score track was 2 VP short. */
    g_assert_true (bf_carnegie_player_set_score_track (anna, bf_carnegie_player_get_score_track (anna) + 2, NULL));
    iterate ();
  }
  activate (window, "history.keep", NULL);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (bf_test_find_message_dialog ()), "is updated"));
  respond ("keep");
  after = bf_history_lookup (history, id);
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 3);
  g_assert_cmpint (bf_history_record_get_total (after, 0), ==, 127);
  g_assert_cmpint (bf_history_record_get_played_at (after), ==, bf_history_record_get_played_at (before));

  /* A player's page: Clara played the 4-player game (110, Ben won with
   * 136) and won the solo game (145 against Andrew's 129). */
  ben = bf_history_find_player (history, "Clara");
  g_assert_cmpint (ben, >, 0);
  activate (window, "history.show-player", g_variant_new_int64 (ben));
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-player");
  {
    BfHistoryPlayerStats *stats = bf_history_player_page_get_stats (filled_player_page (window));
    g_autoptr(GPtrArray) charts = g_ptr_array_new ();

    g_assert_nonnull (stats);
    g_assert_cmpuint (bf_history_player_stats_get_games (stats, BF_HISTORY_KIND_CARNEGIE), ==, 1);
    g_assert_cmpuint (bf_history_player_stats_get_wins (stats, BF_HISTORY_KIND_CARNEGIE), ==, 0);
    g_assert_cmpint (bf_history_player_stats_get_best_total (stats, BF_HISTORY_KIND_CARNEGIE), ==, 110);
    g_assert_cmpuint (bf_history_player_stats_get_games (stats, BF_HISTORY_KIND_SOLO), ==, 1);
    g_assert_cmpuint (bf_history_player_stats_get_wins (stats, BF_HISTORY_KIND_SOLO), ==, 1);
    /* The totals over time, and the solo margin by difficulty. */
    bf_test_collect_widgets (GTK_WIDGET (player_page (window)), BF_TYPE_HISTORY_CHART, charts);
    g_assert_cmpuint (charts->len, ==, 2);
    g_assert_cmpint (bf_history_chart_data_get_style (bf_history_chart_get_data (charts->pdata[0])), ==, BF_HISTORY_CHART_LINE);
    g_assert_cmpuint (bf_history_chart_data_get_n_columns (bf_history_chart_get_data (charts->pdata[0])), ==, 2);
    g_assert_cmpint (bf_history_chart_data_get_style (bf_history_chart_get_data (charts->pdata[1])), ==, BF_HISTORY_CHART_MARGINS);
    g_assert_true (bf_test_showing_label (GTK_WIDGET (player_page (window)), "+16"));
  }

  /* Rename: the new name everywhere, the old one still hers. */
  activate_on (player_page (window), "history-player.rename", NULL);
  {
    AdwMessageDialog *dialog = bf_test_find_message_dialog ();

    g_assert_nonnull (dialog);
    gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Clara B.");
  }
  respond ("rename");
  g_assert_cmpint (bf_history_find_player (history, "Clara B."), ==, ben);
  g_assert_cmpint (bf_history_find_player (history, "clara"), ==, ben);
  g_assert_cmpstr (adw_window_title_get_title (bf_test_template_child (player_page (window),
                                                                      BF_TYPE_HISTORY_PLAYER_PAGE,
                                                                      "window_title")), ==, "Clara B.");

  /* Renaming onto another player's name offers to merge them. */
  activate_on (player_page (window), "history-player.rename", NULL);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (bf_test_find_message_dialog ())), "Dora");
  respond ("rename");
  g_assert_cmpstr (adw_message_dialog_get_heading (bf_test_find_message_dialog ()), ==, "Merge the Players?");
  respond ("cancel");
  g_assert_cmpint (bf_history_find_player (history, "Dora"), !=, ben);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* A showing button labelled @data, or with the tooltip @data (an icon
 * button). */
static gboolean
is_button (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && bf_test_is_showing (widget) &&
         (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0 ||
          g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0);
}

/* The Undo of a toast (shown or on its way in). */
static gboolean
is_undo_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Undo") == 0;
}

/* An item of a menu: GTK's own GtkModelButton, its text @data. */
static gboolean
is_menu_item (GtkWidget     *widget,
              gconstpointer  data)
{
  g_autofree char *text = NULL;

  if (g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkModelButton") != 0)
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return g_strcmp0 (text, data) == 0;
}

/* Opens the menu of @button and clicks its item @text, which must be
 * sensitive (its action found from the menu). */
static void
click_menu_item (GtkMenuButton *button,
                 const char    *text)
{
  GtkWidget *item;

  gtk_menu_button_popup (button);
  iterate ();
  item = bf_test_find_widget (GTK_WIDGET (gtk_menu_button_get_popover (button)), is_menu_item, text);
  g_assert_nonnull (item);
  g_assert_true (gtk_widget_is_sensitive (item));
  g_signal_emit_by_name (item, "clicked");
  iterate ();
  gtk_menu_button_popdown (button);
  iterate ();
}

/* Clicks the sensitive @button (a template child: the "Keep in History"
 * under a result). */
static void
click (GtkWidget *button)
{
  g_assert_true (bf_test_is_showing (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
}

/* The close button of a toast. */
static gboolean
is_close_button (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0;
}

/* Clicks the Undo (@is_undo) or the close button of the toast shown. */
static void
click_toast (BfWindow              *window,
             BfTestWidgetPredicate  is_toast_button)
{
  GtkWidget *button = bf_test_find_widget (bf_test_template_child (window, BF_TYPE_WINDOW, "toast_overlay"),
                                           is_toast_button, NULL);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
}

/* The Keep This Game in the History? question is asked (or why the game
 * is not ready), and Cancel keeps nothing. */
static void
assert_keep_asked (BfWindow *window)
{
  AdwMessageDialog *dialog = bf_test_find_message_dialog ();

  g_assert_nonnull (dialog);
  if (g_strcmp0 (adw_message_dialog_get_heading (dialog), "Not Ready for the History") == 0)
    respond ("close");
  else
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Keep This Game in the History?");
      respond ("cancel");
    }
  g_assert_nonnull (bf_session_get_document (bf_window_get_session (window)));
}

/* Issue 29: the history's actions are reachable from every place a
 * user triggers them, outside the history's pages as inside: the start
 * page, each game's page and its header bar's menu, the toasts, the
 * history's pages. Each button or menu item is sensitive (GTK makes one
 * whose action it cannot find from there insensitive) and does what it
 * says. */
static void
test_actions_reachable (void)
{
  g_autoptr(GFile) carnegie = data_file ("example-2p.json");
  g_autoptr(GFile) livingstone = data_file ("livingstone-3p.json");
  g_autoptr(BfSoloGame) solo = finished_solo_game (2);
  BfWindow *window;
  BfHistory *history;
  GtkWidget *page;

  clear_data ();
  window = new_window (1280, 800);

  /* The start page: the History, and back. */
  bf_test_click_button (GTK_WIDGET (window), is_button, "Game _History");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");
  bf_test_click_button (GTK_WIDGET (window), is_button, "Back to the Start Page");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "start");

  /* A finished Carnegie game: Keep in History under the standings and
   * in the page's menu; the toast's Undo brings it back. */
  g_assert_true (bf_window_open_file (window, carnegie));
  iterate ();
  click (bf_test_template_child (bf_test_window_get_score_view (window), BF_TYPE_SCORE_VIEW, "keep_button"));
  assert_keep_asked (window);
  click_menu_item (bf_test_window_get_carnegie_child (window, "game_menu_button"), "Keep in History");
  respond ("keep");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");
  history = bf_window_get_history (window);
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 1);
  click_toast (window, is_undo_button);
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 0);
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");

  /* Kept again; the game's page: Delete, and its toast's Undo; back to
   * the History, its games and players. */
  click (bf_test_template_child (bf_test_window_get_score_view (window), BF_TYPE_SCORE_VIEW, "keep_button"));
  respond ("keep");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");
  /* Kept in the history: the toast closed, for the next one. */
  click_toast (window, is_close_button);
  bf_test_click_button (GTK_WIDGET (window), is_button, "_Delete From History");
  respond ("delete");
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 0);
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");
  click_toast (window, is_undo_button);
  g_assert_cmpuint (bf_history_get_n_games (history), ==, 1);

  page = bf_test_window_get_page_widget (window, "history");
  g_signal_emit_by_name (bf_test_template_child (page, BF_TYPE_HISTORY_PAGE, "games_view"), "activate", 0);
  iterate ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");
  bf_test_click_button (GTK_WIDGET (window), is_button, "Back to the History");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");

  bf_history_page_show_view (BF_HISTORY_PAGE (page), "players");
  iterate ();
  {
    GtkListBox *players = bf_test_template_child (page, BF_TYPE_HISTORY_PAGE, "players_list");
    GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (players, 0));

    g_assert_nonnull (row);
    g_assert_true (gtk_widget_is_sensitive (row));
    g_assert_true (gtk_widget_activate (row));
    iterate ();
  }
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-player");
  bf_test_click_button (GTK_WIDGET (window), is_button, "Back to the Players");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");

  /* Correct This Game: the game is in progress again. */
  g_signal_emit_by_name (bf_test_template_child (page, BF_TYPE_HISTORY_PAGE, "games_view"), "activate", 0);
  iterate ();
  bf_test_click_button (GTK_WIDGET (window), is_button, "_Correct This Game");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  g_assert_nonnull (bf_window_get_game (window));

  /* The Livingstone score pad: under its result, and in the header
   * bar's menu (the window's, beside the page). */
  g_assert_true (bf_window_open_file (window, livingstone));
  iterate ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "livingstone");
  bf_test_click_button (bf_test_window_get_page_widget (window, "livingstone"), is_button, "Keep in _History");
  assert_keep_asked (window);
  click_menu_item (bf_test_window_get_child (window, "livingstone_menu_button"),
                   "Keep in History");
  assert_keep_asked (window);

  /* A solo game played to its end: under the final standings, and in
   * the header bar's menu. */
  bf_session_set_document (bf_window_get_session (window), BF_DOCUMENT (solo));
  iterate ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "solo");
  {
    g_autoptr(GPtrArray) views = g_ptr_array_new ();

    bf_test_collect_widgets (bf_test_window_get_page_widget (window, "solo"), BF_TYPE_SCORE_VIEW, views);
    g_assert_cmpuint (views->len, ==, 1);
    click (bf_test_template_child (views->pdata[0], BF_TYPE_SCORE_VIEW, "keep_button"));
    assert_keep_asked (window);
  }
  click_menu_item (bf_test_window_get_child (window, "solo_menu_button"),
                   "Keep in History");
  assert_keep_asked (window);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The history held by another program (history-holder, its own
 * process): the window does not freeze or call it damaged, it says
 * "History in Use", changes nothing, and tries again (every 2 s, and on
 * Retry) until it works; Cancel leaves everything as it was. */
static void
test_busy (void)
{
  g_autofree char *db = g_build_filename (data_home, "benefactor", "history.sqlite", NULL);
  g_autofree char *folder = g_build_filename (data_home, "benefactor", NULL);
  g_autoptr(GFile) file = data_file ("expansion-4p.json");
  BfTestHolder holder = { 0 };
  AdwMessageDialog *dialog;
  BfWindow *window;

  clear_data ();
  window = new_window (1280, 800);
  keep_file (window, "example-2p.json");
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();

  /* Held in exclusive locking mode: not even readable. */
  bf_test_holder_start_sqlite (&holder, db, "PRAGMA locking_mode = EXCLUSIVE; SELECT COUNT(*) FROM games;");
  window = new_window (1280, 800);
  activate (window, "history.show", NULL);
  dialog = bf_test_find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "History in Use");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Another program is using the history. Nothing was changed. Trying again…");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "retry");
  g_assert_null (bf_window_get_history (window));
  /* Busy is not given up: the history opens on Retry below (a history
   * that failed for good is never opened again). */
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "start");
  /* Retry while still held: asked again. */
  respond ("retry");
  g_assert_cmpstr (adw_message_dialog_get_heading (bf_test_find_message_dialog ()), ==, "History in Use");
  bf_test_holder_stop (&holder);
  /* Let go: Retry opens it as it was and shows the page asked for. */
  respond ("retry");
  g_assert_null (bf_test_find_message_dialog ());
  g_assert_nonnull (bf_window_get_history (window));
  g_assert_null (bf_history_get_recovery_message (bf_window_get_history (window)));
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");
  g_assert_cmpuint (n_games_listed (window), ==, 1);

  /* The write lock held (BEGIN EXCLUSIVE): Keep in History is refused,
   * the game stays in progress, nothing is written. */
  bf_test_holder_start_sqlite (&holder, db, "BEGIN EXCLUSIVE;");
  g_assert_true (bf_window_open_file (window, file));
  iterate ();
  activate (window, "history.keep", NULL);
  respond ("keep");
  g_assert_cmpstr (adw_message_dialog_get_heading (bf_test_find_message_dialog ()), ==, "History in Use");
  respond ("cancel");
  g_assert_null (bf_test_find_message_dialog ());
  g_assert_nonnull (bf_session_get_document (bf_window_get_session (window)));
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 1);

  /* Kept again: tried again by itself once the program let go. */
  activate (window, "history.keep", NULL);
  respond ("keep");
  g_assert_cmpstr (adw_message_dialog_get_heading (bf_test_find_message_dialog ()), ==, "History in Use");
  bf_test_holder_stop (&holder);
  for (guint i = 0; i < 1000 && bf_test_find_message_dialog () != NULL; i++)
    bf_test_wait_ms (10);
  g_assert_null (bf_test_find_message_dialog ());
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 2);
  g_assert_null (bf_session_get_document (bf_window_get_session (window)));
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history-game");

  /* Nothing was ever set aside. */
  {
    g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (dir)) != NULL)
      g_assert_false (g_str_has_prefix (name, "history.sqlite.broken"));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* Runs the main loop until the import or export running is over. */
static void
wait_history_work (BfWindow *window)
{
  for (guint i = 0; i < 6000 && bf_window_get_history_busy (window); i++)
    bf_test_wait_ms (10);
  g_assert_false (bf_window_get_history_busy (window));
  iterate ();
}

/* Whether a label under @root says something containing @text. */
static gboolean
has_label_containing (GtkWidget  *root,
                      const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  bf_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (labels->pdata[i]), text) != NULL)
      return TRUE;

  return FALSE;
}

/* The progress dialog of an import: a bar with a name a screen reader
 * says, and Cancel, the dialog's Escape. */
static GtkWidget *
assert_import_progress (void)
{
  AdwMessageDialog *dialog = bf_test_find_message_dialog ();
  GtkWidget *bar;

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Importing Game Files");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  bar = adw_message_dialog_get_extra_child (dialog);
  g_assert_true (GTK_IS_PROGRESS_BAR (bar));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, "Game files imported");

  return bar;
}

static void
test_import (void)
{
  g_autofree char *folder_path = g_dir_make_tmp ("benefactor-import-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  const char *names[] = { "example-2p.json", "expansion-4p.json" };
  BfWindow *window;
  AdwMessageDialog *result;

  clear_data ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GFile) from = data_file (names[i]);
      g_autoptr(GFile) to = g_file_get_child (folder, names[i]);

      g_assert_true (g_file_copy (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, NULL));
    }
  {
    g_autofree char *broken = g_build_filename (folder_path, "broken.json", NULL);

    g_assert_true (g_file_set_contents (broken, "{ not a game", -1, NULL));
  }

  window = new_window (1280, 800);
  bf_window_import_history (window, folder);
  /* Off the main thread: the progress dialog first. */
  assert_import_progress ();
  wait_history_work (window);
  /* Two added; the broken file is named in the dialog's list. */
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 2);
  result = bf_test_find_message_dialog ();
  g_assert_nonnull (result);
  g_assert_cmpstr (adw_message_dialog_get_heading (result), ==, "Game Files Imported");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (result), "2 games added to the history."));
  g_assert_true (has_label_containing (adw_message_dialog_get_extra_child (result), "broken.json: "));
  respond ("close");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "history");
  g_assert_cmpuint (n_games_listed (window), ==, 2);

  /* Again: nothing new. */
  bf_window_import_history (window, folder);
  wait_history_work (window);
  respond ("close");
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 2);

  /* Exported in the background: the same text as the history gives. */
  {
    g_autofree char *csv_path = g_build_filename (folder_path, "export.csv", NULL);
    g_autoptr(GFile) csv_file = g_file_new_for_path (csv_path);
    g_autofree char *expected = bf_history_export_csv (bf_window_get_history (window), NULL, NULL);
    g_autofree char *written = NULL;

    bf_window_export_history (window, csv_file);
    g_assert_true (bf_window_get_history_busy (window));
    wait_history_work (window);
    g_assert_true (g_file_get_contents (csv_path, &written, NULL, NULL));
    g_assert_cmpstr (written, ==, expected);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
  bf_test_remove_tree (folder_path);
}

/* 40 finished games (example-2p.json, each with more blank lines at its
 * end: another file, another game) and 300 broken files. */
static char *
make_big_import_folder (void)
{
  g_autoptr(GFile) example = data_file ("example-2p.json");
  g_autofree char *path = g_dir_make_tmp ("benefactor-import-XXXXXX", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_load_contents (example, NULL, &contents, &length, NULL, NULL));
  bf_test_write_game_copies (contents, path, "a-game-", 40);
  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *name = g_strdup_printf ("b-broken-with-a-rather-long-name-%03u.json", i);
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_assert_true (g_file_set_contents (file, "{ not a game", -1, NULL));
    }

  return g_steal_pointer (&path);
}

/* A big import: Cancel stops it with the games added so far kept (each
 * complete), the window's own reads meanwhile see only whole games, a
 * second import adds the rest, and its result (300 files named) fits
 * the window, its Close button on the screen, on a phone too: the list
 * scrolls inside the dialog. Before, the import blocked the window and
 * its dialog was taller than the screen. */
static void
test_import_many (gconstpointer data)
{
  const int *size = data;
  g_autofree char *folder_path = make_big_import_folder ();
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  BfWindow *window;
  AdwMessageDialog *result;
  GtkWidget *close = NULL;
  GtkWidget *scrolled;
  graphene_rect_t bounds;
  guint kept;

  clear_data ();
  window = new_window (size[0], size[1]);
  g_assert_nonnull (bf_window_open_history (window));

  bf_window_import_history (window, folder);
  assert_import_progress ();
  /* Cancel right away (Escape would say "cancel" too). */
  respond ("cancel");
  wait_history_work (window);
  kept = bf_history_get_n_games (bf_window_get_history (window));
  g_assert_cmpuint (kept, <=, 40);
  /* Whole games only: each has its two players. */
  {
    g_autoptr(GPtrArray) records = bf_history_list (bf_window_get_history (window), NULL);

    g_assert_cmpuint (records->len, ==, kept);
    for (guint i = 0; i < records->len; i++)
      g_assert_cmpuint (bf_history_record_get_n_players (records->pdata[i]), ==, 2);
  }
  /* What the cancelled import said (a toast or a dialog): dismissed. */
  if (bf_test_find_message_dialog () != NULL)
    {
      g_assert_nonnull (strstr (adw_message_dialog_get_body (bf_test_find_message_dialog ()), "Cancelled"));
      respond ("close");
    }

  /* Again, to the end, reading the history while it runs. */
  bf_window_import_history (window, folder);
  while (bf_window_get_history_busy (window))
    {
      g_autoptr(GPtrArray) records = bf_history_list (bf_window_get_history (window), NULL);

      for (guint i = 0; i < records->len; i++)
        g_assert_cmpuint (bf_history_record_get_n_players (records->pdata[i]), ==, 2);
      bf_test_wait_ms (5);
    }
  iterate ();
  g_assert_cmpuint (bf_history_get_n_games (bf_window_get_history (window)), ==, 40);

  result = bf_test_find_message_dialog ();
  g_assert_nonnull (result);
  g_assert_cmpstr (adw_message_dialog_get_heading (result), ==, "Game Files Imported");
  bf_test_wait_mapped (GTK_WIDGET (result), TRUE);
  iterate ();
  g_assert_true (has_label_containing (adw_message_dialog_get_extra_child (result),
                                       "b-broken-with-a-rather-long-name-299.json: "));
  /* The dialog within the window's height, its Close button inside. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (result)), <=, size[1]);
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    bf_test_collect_widgets (GTK_WIDGET (result), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), "_Close") == 0 &&
          bf_test_is_showing (buttons->pdata[i]))
        close = buttons->pdata[i];
  }
  g_assert_nonnull (close);
  g_assert_true (gtk_widget_compute_bounds (close, GTK_WIDGET (result), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (result)));
  g_assert_cmpfloat (bounds.size.height, >=, 44);
  /* The list scrolls: more than it shows. */
  scrolled = adw_message_dialog_get_extra_child (result);
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scrolled));
  {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  }
  respond ("close");

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
  bf_test_remove_tree (folder_path);
}

/* Every button and row a finger taps on @root is at least 44 px. */
static void
assert_tap_targets (GtkWidget *root)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  bf_test_collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  bf_test_collect_widgets (root, GTK_TYPE_LIST_BOX_ROW, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      graphene_rect_t bounds;

      if (!bf_test_is_showing (button) || !gtk_widget_get_sensitive (button))
        continue;
      if (GTK_IS_LIST_BOX_ROW (button) && !gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (button)))
        continue;
      g_assert_true (gtk_widget_compute_bounds (button, button, &bounds));
      if (bounds.size.height < 44 || bounds.size.width < 44)
        g_error ("%s %s is %.0f×%.0f px", G_OBJECT_TYPE_NAME (button),
                 gtk_widget_get_tooltip_text (button) ? gtk_widget_get_tooltip_text (button) : "",
                 bounds.size.width, bounds.size.height);
    }
}

/* A history to look at: the three test games, each kept three times
 * a few days apart with some score tracks moved, so that the charts have
 * something to show (and no toast covers the screens). */
static void
fill_history (BfHistory *history)
{
  const char *names[] = { "example-2p.json", "expansion-4p.json", "solo.json" };
  gint64 start = 1764000000; /* 24 Nov 2025 */

  for (guint i = 0; i < 9; i++)
    {
      g_autoptr(GFile) file = data_file (names[i % 3]);
      g_autoptr(BfDocument) document = bf_document_load_file (file, FALSE, NULL, NULL);
      g_autoptr(BfHistoryRecord) record = NULL;
      g_autofree char *id = g_strdup_printf ("shot-%u", i);
      g_autofree char *text = NULL;
      BfCarnegieGame *game = BF_CARNEGIE_GAME (document);
      gsize length;

      for (guint p = 0; p < bf_carnegie_game_get_n_players (game); p++)
        {
          BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, p);

          if (!bf_carnegie_player_is_andrew (player))
            g_assert_true (bf_carnegie_player_set_score_track (player, bf_carnegie_player_get_score_track (player) + (int) ((i * 7 + p * 5) % 13),
                                                               NULL));
        }
      record = bf_history_record_new_from_document (document, id, start + i * 3 * 86400, NULL);
      g_assert_nonnull (record);
      text = bf_document_to_data (document, &length);
      g_assert_true (bf_history_add (history, record, text, length, NULL));
    }
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GString    *changes)
{
  g_string_append_printf (changes, "(%u %u %u)", position, removed, added);
}

static const char *
item_id (GListModel *model,
         guint       position)
{
  g_autoptr(BfHistoryItem) item = g_list_model_get_item (model, position);

  return bf_history_record_get_id (bf_history_item_get_record (item));
}

/* The History page's list reads its games a page at a time as they are
 * asked for: each position holds the game of its id, across the pages'
 * bounds (64 games), also a game removed after the list was made. */
static void
test_game_list (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-test-game-list-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) history = bf_history_new (folder, &error);
  g_autoptr(BfHistoryGameList) list = bf_history_game_list_new ();
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GString) changes = g_string_new (NULL);
  GListModel *model = G_LIST_MODEL (list);

  g_assert_no_error (error);
  /* g-000 played first … g-069 last: listed newest first, g-069 at 0. */
  for (guint i = 0; i < 70; i++)
    {
      g_autofree char *id = g_strdup_printf ("g-%03u", i);
      g_autoptr(BfHistoryRecord) record = bf_history_record_new (id, BF_HISTORY_KIND_CARNEGIE, 1000 + i, BF_MODULE_NONE, 0);

      bf_history_record_add_player (record, "Anna", FALSE, (int) i, TRUE, 1);
      bf_history_record_add_player (record, "Ben", FALSE, 0, FALSE, 2);
      g_assert_true (bf_history_add (history, record, id, strlen (id), &error));
      g_assert_no_error (error);
    }

  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), changes);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_true (g_list_model_get_item_type (model) == BF_TYPE_HISTORY_ITEM);
  ids = bf_history_list_ids (history, NULL);
  bf_history_game_list_set_ids (list, history, ids);
  g_assert_cmpstr (changes->str, ==, "(0 0 70)");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 70);
  g_assert_null (g_list_model_get_item (model, 70));

  /* A position of the second page first, then the first page's. */
  g_assert_cmpstr (item_id (model, 64), ==, "g-005");
  g_assert_cmpstr (item_id (model, 69), ==, "g-000");
  /* Removed once the list is made, before the list read it: still shown
   * until the list is made again. */
  g_assert_true (bf_history_remove (history, "g-040", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (item_id (model, 0), ==, "g-069");
  g_assert_cmpstr (item_id (model, 29), ==, "g-040");
  {
    g_autoptr(BfHistoryItem) item = g_list_model_get_item (model, 29);

    g_assert_cmpint (bf_history_record_get_total (bf_history_item_get_record (item), 0), ==, 40);
  }
  g_assert_cmpstr (item_id (model, 63), ==, "g-006");
  {
    g_autoptr(BfHistoryItem) item = g_list_model_get_item (model, 10);
    BfHistoryRecord *record = bf_history_item_get_record (item);

    /* g-059: Anna 59, the winner, then Ben. */
    g_assert_cmpstr (bf_history_record_get_id (record), ==, "g-059");
    g_assert_cmpuint (bf_history_record_get_n_players (record), ==, 2);
    g_assert_cmpstr (bf_history_record_get_name (record, 0), ==, "Anna");
    g_assert_cmpint (bf_history_record_get_total (record, 0), ==, 59);
    g_assert_true (bf_history_record_is_winner (record, 0));
  }

  g_clear_pointer (&ids, g_ptr_array_unref);
  ids = bf_history_list_ids (history, NULL);
  bf_history_game_list_set_ids (list, history, ids);
  g_assert_cmpstr (changes->str, ==, "(0 0 70)(0 70 69)");
  g_assert_cmpstr (item_id (model, 29), ==, "g-039");

  bf_history_game_list_set_ids (list, NULL, NULL);
  g_assert_cmpstr (changes->str, ==, "(0 0 70)(0 70 69)(0 69 0)");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);

  g_clear_object (&history);
  bf_test_remove_tree (dir);
}

static void
test_screens (gconstpointer data)
{
  const BfTestVariant *variant = data;
  BfWindow *window;
  gint64 clara;

  clear_data ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      variant->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = new_window (variant->phone ? 360 : 1280, variant->phone ? 720 : 800);
  fill_history (bf_window_open_history (window));
  activate (window, "history.show-game", g_variant_new_string ("shot-7"));

  bf_test_render_variant (GTK_WIDGET (window), "/tmp/benefactor-history-shots", "history-game", variant);
  assert_tap_targets (GTK_WIDGET (game_page (window)));

  activate (window, "history.show", NULL);
  bf_test_render_variant (GTK_WIDGET (window), "/tmp/benefactor-history-shots", "history", variant);
  assert_tap_targets (GTK_WIDGET (history_page (window)));
  /* A row of the list is a finger's size. */
  {
    GtkWidget *row = bf_test_find_by_class (GTK_WIDGET (history_page (window)), "bf-history-row");
    graphene_rect_t bounds;

    g_assert_nonnull (row);
    g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (row), gtk_widget_get_parent (row), &bounds));
    g_assert_cmpfloat (bounds.size.height, >=, 44);
  }

  bf_history_page_show_view (history_page (window), "solo");
  iterate ();
  bf_test_render_variant (GTK_WIDGET (window), "/tmp/benefactor-history-shots", "history-solo", variant);

  clara = bf_history_find_player (bf_window_get_history (window), "Clara");
  activate (window, "history.show-player", g_variant_new_int64 (clara));
  filled_player_page (window);
  bf_test_render_variant (GTK_WIDGET (window), "/tmp/benefactor-history-shots", "history-player", variant);
  assert_tap_targets (GTK_WIDGET (player_page (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  data_home = g_dir_make_tmp ("benefactor-test-history-XXXXXX", NULL);
  /* A data folder of this test's own, set before GLib caches it. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();
  bf_test_load_app_style ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/history-page/keep-and-undo", test_keep_and_undo);
  g_test_add_func ("/history-page/not-finished", test_not_finished);
  g_test_add_func ("/history-page/solo-difficulty", test_solo_difficulty);
  g_test_add_func ("/history-page/browse-delete-correct", test_browse_delete_correct);
  g_test_add_func ("/history-page/actions-reachable", test_actions_reachable);
  g_test_add_func ("/history-page/game-list", test_game_list);
  /* Run in a process of their own (tests/meson.build). */
  g_test_add_func ("/history-page/background/import", test_import);
  g_test_add_func ("/history-page/background/busy", test_busy);
  {
    static const int desktop[] = { 1280, 800 };
    static const int phone[] = { 360, 640 };

    g_test_add_data_func ("/history-page/background/import-many-desktop", desktop, test_import_many);
    g_test_add_data_func ("/history-page/background/import-many-phone", phone, test_import_many);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/history-page/screens/%s", bf_test_variants[i].name);

      g_test_add_data_func (path, &bf_test_variants[i], test_screens);
    }

  status = g_test_run ();

  /* The boards of the windows closed last may still be being saved. */
  bf_map_cache_wait_for_saves ();
  clear_data ();
  bf_test_remove_tree (data_home);
  g_free (data_home);

  return status;
}
