/* test-score-view.c: the live score sheet (BfScoreView) and the score pad
 * export (bf-score-export.h)
 *
 * With BF_SCREENSHOT_DIR set, /score-view/screenshots also renders the
 * view (light and dark, two sizes) and the exported pad into that folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-game-file.h"
#include "bf-score-export.h"
#include "bf-score-sheet.h"
#include "bf-score-view.h"
#include "bf-test-ui.h"

/* Helpers ------------------------------------------------------------- */

static guint
space_of (const char *city_id,
          guint       slot)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), city_id);

  g_assert_nonnull (city);
  g_assert_cmpuint (slot, <=, city->n_spaces);

  return city->first_space + slot - 1;
}

static BfCarnegiePlayer *
add_player (BfCarnegieGame *game,
            const char     *name,
            const char     *color)
{
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *player = bf_carnegie_game_add_player (game, name, &error);

  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_set_color (player, color, &error));
  g_assert_no_error (error);

  return player;
}

/* Anna and Ben, with projects, donations and a few counts. */
static BfCarnegieGame *
make_game (BfCarnegiePlayer **anna_out,
           BfCarnegiePlayer **ben_out)
{
  g_autoptr(GError) error = NULL;
  BfCarnegieGame *game = bf_carnegie_game_new ();
  BfCarnegiePlayer *anna = add_player (game, "Anna", "red");
  BfCarnegiePlayer *ben = add_player (game, "Ben", "blue");

  g_assert_true (bf_carnegie_player_set_score_track (anna, 40, &error));
  g_assert_true (bf_carnegie_player_set_employees (anna, 6, 2, 0, 0, &error));
  g_assert_true (bf_carnegie_player_add_project (anna, space_of ("chicago", 1), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_add_project (anna, space_of ("pittsburgh", 1), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_set_tab_vp (anna, BF_PROJECT_HOUSING, 3, &error));
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_RIGHTS, 1), &error));
  g_assert_true (bf_carnegie_player_set_money (anna, 12, &error));
  g_assert_no_error (error);

  g_assert_true (bf_carnegie_player_set_score_track (ben, 35, &error));
  g_assert_true (bf_carnegie_player_set_employees (ben, 8, 1, 1, 0, &error));
  g_assert_true (bf_carnegie_player_add_project (ben, space_of ("new-york", 1), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_add_donation (ben, BF_CHART_POS (BF_DONATION_EDUCATION, 5), &error));
  g_assert_true (bf_carnegie_player_add_donation (ben, BF_CHART_POS (BF_DONATION_WELFARE, 4), &error));
  g_assert_true (bf_carnegie_player_set_goods (ben, 3, &error));
  g_assert_true (bf_carnegie_player_set_money (ben, 9, &error));
  g_assert_no_error (error);

  if (anna_out != NULL)
    *anna_out = anna;
  if (ben_out != NULL)
    *ben_out = ben;

  return game;
}

static GtkWidget *
show_view (BfCarnegieGame *game,
           int             width,
           int             height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = bf_score_view_new ();

  bf_score_view_set_game (BF_SCORE_VIEW (view), game);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_iterate_pending ();

  return window;
}

static BfScoreView *
view_of (GtkWidget *window)
{
  return BF_SCORE_VIEW (gtk_window_get_child (GTK_WINDOW (window)));
}

static void
assert_totals_shown (BfScoreView *view)
{
  BfScoreCard *card = bf_score_view_get_card (view);
  guint n = bf_score_card_get_n_players (card);

  g_assert_cmpuint (bf_test_score_view_get_n_groups (view), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *expected = g_strdup_printf ("%d", bf_score_card_get_total (card, i));

      g_assert_cmpstr (gtk_label_get_text (bf_test_score_view_get_total_label (view, i)), ==, expected);
      g_assert_cmpuint (bf_test_score_view_get_n_rows (view, i), ==,
                        bf_score_card_get_n_lines (card, i));
      g_assert_cmpint (bf_test_score_view_is_winner_shown (view, i), ==,
                       bf_score_card_is_winner (card, i));
    }
}

static guint
find_player (BfScoreCard *card,
             const char  *name)
{
  for (guint i = 0; i < bf_score_card_get_n_players (card); i++)
    if (g_strcmp0 (bf_score_card_get_name (card, i), name) == 0)
      return i;

  g_assert_not_reached ();
}

/* View ------------------------------------------------------------------ */

static gboolean
name_is (GtkWidget     *widget,
         gconstpointer  data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

static void
test_totals (void)
{
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  GtkWidget *window = show_view (game, 400, 800);
  BfScoreView *view = view_of (window);
  BfScoreCard *sheet = bf_score_view_get_card (view);
  AdwActionRow *first;
  guint best;

  g_assert_nonnull (sheet);
  g_assert_cmpuint (bf_score_card_get_n_players (sheet), ==, 2);
  g_assert_false (gtk_widget_get_visible (bf_test_score_view_get_error_box (view)));
  assert_totals_shown (view);

  /* The rows show the sheet's lines. */
  for (guint l = 0; l < bf_score_card_get_n_lines (sheet, 0); l++)
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bf_test_score_view_get_row (view, 0, l))),
                     ==, bf_score_card_get_line (sheet, 0, l)->title);

  /* The standings start with the best total, marked as the winner. */
  g_assert_cmpuint (bf_test_score_view_get_n_standings (view), ==, 2);
  best = bf_score_card_get_total (sheet, 0) >= bf_score_card_get_total (sheet, 1) ? 0 : 1;
  first = bf_test_score_view_get_standing (view, 0);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (first)), ==,
                   bf_score_card_get_name (sheet, best));
  if (bf_score_card_get_total (sheet, 0) != bf_score_card_get_total (sheet, 1))
    {
      g_autofree char *description = g_strdup_printf ("%d VP, winner", bf_score_card_get_total (sheet, best));
      g_autofree char *said = bf_score_view_describe_total (view, best);
      GtkWidget *status = bf_test_find_widget (GTK_WIDGET (view), name_is, "bf-totals-status");

      g_assert_cmpstr (adw_action_row_get_subtitle (first), ==, "Winner");
      /* Screen readers: the row is described by its total (the total
       * label cannot take the focus), not also by the subtitle. */
      gtk_test_accessible_assert_property (first, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
      g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (first),
                                                        GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
      g_assert_cmpstr (said, ==, description);
      /* The totals are a live region: a status whose name is every total. */
      g_assert_nonnull (status);
      gtk_test_accessible_assert_role (status, GTK_ACCESSIBLE_ROLE_STATUS);
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (status),
                                                       GTK_ACCESSIBLE_PROPERTY_LABEL));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_update (void)
{
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna;
  g_autoptr(BfCarnegieGame) game = make_game (&anna, NULL);
  GtkWidget *window = show_view (game, 400, 800);
  BfScoreView *view = view_of (window);
  GtkWidget *group = bf_test_score_view_get_group (view, 0);
  AdwActionRow *row = bf_test_score_view_get_row (view, 0, 0);
  GtkLabel *total = bf_test_score_view_get_total_label (view, 0);
  int before = bf_score_card_get_total (bf_score_view_get_card (view), 0);
  g_autofree char *expected = NULL;
  guint notified = 0;

  g_signal_connect (view, "notify::card", G_CALLBACK (notify_count_cb), &notified);

  g_assert_true (bf_carnegie_player_set_score_track (anna, 40 + 7, &error));
  g_assert_no_error (error);
  bf_test_iterate_pending ();

  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (bf_score_card_get_total (bf_score_view_get_card (view), 0), ==, before + 7);
  expected = g_strdup_printf ("%d", before + 7);
  g_assert_cmpstr (gtk_label_get_text (bf_test_score_view_get_total_label (view, 0)), ==, expected);
  assert_totals_shown (view);

  /* Updated in place: the same group, row and label. */
  g_assert_true (bf_test_score_view_get_group (view, 0) == group);
  g_assert_true (bf_test_score_view_get_row (view, 0, 0) == row);
  g_assert_true (bf_test_score_view_get_total_label (view, 0) == total);

  /* A new line (a donation) adds a row, the others stay. */
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_HEALTH, 2), &error));
  g_assert_no_error (error);
  bf_test_iterate_pending ();
  assert_totals_shown (view);
  g_assert_true (bf_test_score_view_get_group (view, 0) == group);
  g_assert_true (bf_test_score_view_get_row (view, 0, 0) == row);

  /* Removing it again. */
  g_assert_true (bf_carnegie_player_remove_donation (anna, BF_CHART_POS (BF_DONATION_HEALTH, 2)));
  bf_test_iterate_pending ();
  assert_totals_shown (view);

  /* A third player adds a group. */
  add_player (game, "Cleo", "green");
  bf_test_iterate_pending ();
  assert_totals_shown (view);
  g_assert_cmpuint (bf_test_score_view_get_n_groups (view), ==, 3);
  g_assert_cmpuint (bf_test_score_view_get_n_standings (view), ==, 3);
  g_assert_true (bf_test_score_view_get_group (view, 0) == group);

  bf_carnegie_game_remove_player (game, bf_carnegie_game_get_player (game, 2));
  bf_test_iterate_pending ();
  assert_totals_shown (view);
  g_assert_cmpuint (bf_test_score_view_get_n_groups (view), ==, 2);

  /* Another game, then none. */
  bf_score_view_set_game (view, NULL);
  g_assert_null (bf_score_view_get_card (view));
  g_assert_false (gtk_widget_get_visible (bf_test_score_view_get_error_box (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_tie (void)
{
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna, *ben;
  g_autoptr(BfCarnegieGame) game = make_game (&anna, &ben);
  GtkWidget *window = show_view (game, 400, 800);
  BfScoreView *view = view_of (window);
  BfScoreCard *sheet = bf_score_view_get_card (view);
  guint a = find_player (sheet, "Anna");
  guint b = find_player (sheet, "Ben");
  int diff = bf_score_card_get_total (sheet, a) - bf_score_card_get_total (sheet, b);

  /* Move the score track to level the totals. */
  if (diff > 0)
    g_assert_true (bf_carnegie_player_set_score_track (ben, bf_carnegie_player_get_score_track (ben) + diff, &error));
  else if (diff < 0)
    g_assert_true (bf_carnegie_player_set_score_track (anna, bf_carnegie_player_get_score_track (anna) - diff, &error));
  g_assert_no_error (error);
  bf_test_iterate_pending ();

  sheet = bf_score_view_get_card (view);
  g_assert_cmpint (bf_score_card_get_total (sheet, a), ==, bf_score_card_get_total (sheet, b));
  g_assert_true (bf_score_card_is_winner (sheet, a));
  g_assert_true (bf_score_card_is_winner (sheet, b));
  assert_totals_shown (view);
  g_assert_true (bf_test_score_view_is_winner_shown (view, a));
  g_assert_true (bf_test_score_view_is_winner_shown (view, b));

  for (guint rank = 0; rank < 2; rank++)
    g_assert_cmpstr (adw_action_row_get_subtitle (bf_test_score_view_get_standing (view, rank)),
                     ==, "Shared win");

  /* Ties keep the seat order. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bf_test_score_view_get_standing (view, 0))),
                   ==, "Anna");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_error (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) expected = NULL;
  BfCarnegiePlayer *ben;
  g_autoptr(BfCarnegieGame) game = make_game (NULL, &ben);
  GtkWidget *window = show_view (game, 400, 800);
  BfScoreView *view = view_of (window);
  GtkWidget *group = bf_test_score_view_get_group (view, 0);
  guint notified = 0;

  g_signal_connect (view, "notify::card", G_CALLBACK (notify_count_cb), &notified);

  /* Two players of the same name (but for case) are not a table. */
  if (!bf_carnegie_player_set_name (ben, "anna", &error))
    {
      /* Refused at once: then the view never sees it; nothing to show. */
      g_test_skip ("duplicate names are refused by the setter");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  bf_test_iterate_pending ();

  g_assert_null (bf_score_sheet_new (game, &expected));
  g_assert_nonnull (expected);

  g_assert_null (bf_score_view_get_card (view));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (gtk_widget_get_visible (bf_test_score_view_get_error_box (view)));
  g_assert_true (gtk_widget_get_mapped (bf_test_score_view_get_error_box (view)));
  g_assert_cmpstr (gtk_label_get_text (bf_test_score_view_get_error_label (view)), ==,
                   expected->message);
  /* An alert, labelled by its title and described by the message. */
  gtk_test_accessible_assert_role (bf_test_score_view_get_error_box (view), GTK_ACCESSIBLE_ROLE_ALERT);
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (bf_test_score_view_get_error_box (view)),
                                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (bf_test_score_view_get_error_box (view)),
                                                   GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_false (gtk_widget_get_mapped (group));

  /* Fixed: the sheet comes back in the same widgets. */
  g_assert_true (bf_carnegie_player_set_name (ben, "Ben", &error));
  g_assert_no_error (error);
  bf_test_iterate_pending ();

  g_assert_nonnull (bf_score_view_get_card (view));
  g_assert_false (gtk_widget_get_visible (bf_test_score_view_get_error_box (view)));
  g_assert_true (bf_test_score_view_get_group (view, 0) == group);
  g_assert_true (gtk_widget_get_mapped (group));
  assert_totals_shown (view);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A small town's space without a disk. */
static guint
free_town (BfCarnegieGame *game)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);

  for (guint i = 0; i < bf_carnegie_rules_get_n_spaces (rules); i++)
    if (bf_carnegie_rules_get_space (rules, i)->type == BF_PROJECT_ANY &&
        bf_carnegie_game_get_space_owner (game, i) == NULL && !bf_carnegie_game_get_space_blocked (game, i))
      return i;

  g_assert_not_reached ();
}

/* Waits for the view to be laid out and drawn. */
static void
settle (GtkWidget *window)
{
  bf_test_wait_frames (window, 3);
  bf_test_iterate_pending ();
}

/* Where @player's group stands, from the top of the view. */
static double
group_top (BfScoreView *view,
           guint        player)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (bf_test_score_view_get_group (view, player), GTK_WIDGET (view),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));

  return point.y;
}

static void
assert_player_shown (BfScoreView *view,
                     guint        player)
{
  GtkAdjustment *adjustment = bf_test_score_view_get_vadjustment (view);
  double top = group_top (view, player);

  g_test_message ("player %u: group at %g px, scrolled to %g of %g", player, top,
                  gtk_adjustment_get_value (adjustment), gtk_adjustment_get_upper (adjustment));
  g_assert_false (_bf_score_view_get_scroll_pending (view));
  g_assert_true (gtk_widget_get_mapped (bf_test_score_view_get_group (view, player)));
  /* At the top with a little room above; the last group may not reach
   * the top when it is shorter than the view. */
  if (gtk_adjustment_get_value (adjustment) <
      gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 0.5)
    {
      g_assert_cmpfloat (top, >=, 0);
      g_assert_cmpfloat (top, <=, 24);
    }
  else
    {
      g_assert_cmpfloat (top, >=, 0);
      g_assert_cmpfloat (top, <, gtk_widget_get_height (GTK_WIDGET (view)) / 2.0);
    }
}

static void
assert_standings_shown (BfScoreView *view)
{
  GtkAdjustment *adjustment = bf_test_score_view_get_vadjustment (view);

  g_assert_false (_bf_score_view_get_scroll_pending (view));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, gtk_adjustment_get_lower (adjustment));
}

/* The player switcher shows the player's lines; opening the sheet shows
 * the standings, wherever it was scrolled to before. */
static void
test_show_player (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfCarnegieGame) game = bf_game_file_load (file, NULL, &error);
  GtkWidget *window;
  BfScoreView *view;
  guint n;

  g_assert_no_error (error);
  n = g_list_model_get_n_items (bf_carnegie_game_get_players (game));
  g_assert_cmpuint (n, ==, 4);

  /* Asked for before the first layout. The sheet scrolls on its own, as
   * beside the game page's entries (only the solo game's final page
   * turns that off, tests/test-solo-page.c). */
  window = show_view (game, 360, 720);
  view = view_of (window);
  g_assert_true (bf_score_view_get_scrolls (view));
  bf_score_view_show_player (view, 2);
  settle (window);
  assert_player_shown (view, 2);
  g_assert_cmpfloat (gtk_adjustment_get_value (bf_test_score_view_get_vadjustment (view)), >, 0);

  for (guint p = 0; p < n; p++)
    {
      bf_score_view_show_player (view, p);
      settle (window);
      assert_player_shown (view, p);
    }

  bf_score_view_show_standings (view);
  settle (window);
  assert_standings_shown (view);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bf_test_score_view_get_standing (view, 0))));

  /* Asked for while hidden (a phone's sheet not open): done when shown */
  bf_score_view_show_player (view, 3);
  settle (window);
  gtk_widget_set_visible (GTK_WIDGET (view), FALSE);
  bf_score_view_show_standings (view);
  settle (window);
  gtk_widget_set_visible (GTK_WIDGET (view), TRUE);
  settle (window);
  assert_standings_shown (view);

  gtk_widget_set_visible (GTK_WIDGET (view), FALSE);
  bf_score_view_show_player (view, 1);
  settle (window);
  gtk_widget_set_visible (GTK_WIDGET (view), TRUE);
  settle (window);
  assert_player_shown (view, 1);

  /* The latest call wins */
  bf_score_view_show_player (view, 3);
  bf_score_view_show_player (view, 0);
  settle (window);
  assert_player_shown (view, 0);

  /* Right after a change of the game (the sheet recomputed, groups
   * still to be laid out) */
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), 77, &error));
  bf_score_view_show_player (view, 3);
  settle (window);
  assert_player_shown (view, 3);

  /* A town's disk without a type yet, while the table is entered: the
   * sheet stays (issue 16), the city projects line says which disk. */
  g_assert_true (bf_carnegie_player_add_project (bf_carnegie_game_get_player (game, 1), free_town (game), BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
  bf_score_view_show_player (view, 1);
  settle (window);
  assert_player_shown (view, 1);
  g_assert_false (gtk_widget_get_mapped (bf_test_score_view_get_error_box (view)));
  {
    BfScoreCard *sheet = bf_score_view_get_card (view);
    gboolean flagged = FALSE;

    for (guint i = 0; i < bf_score_card_get_n_lines (sheet, 1); i++)
      {
        const BfScoreCardLine *line = bf_score_card_get_line (sheet, 1, i);

        if (g_strcmp0 (line->category, BF_SCORE_CITY_PROJECTS) == 0)
          flagged = strstr (line->explanation, "has no project type yet") != NULL;
      }
    g_assert_true (flagged);
  }

  /* A table that cannot be scored (two players of the same name): the
   * top, with the reason. */
  g_assert_true (bf_carnegie_player_set_name (bf_carnegie_game_get_player (game, 1),
                                              bf_carnegie_player_get_name (bf_carnegie_game_get_player (game, 0)), &error));
  g_assert_no_error (error);
  bf_score_view_show_player (view, 1);
  settle (window);
  assert_standings_shown (view);
  g_assert_true (gtk_widget_get_mapped (bf_test_score_view_get_error_box (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_game_property (void)
{
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  GtkWidget *view = g_object_ref_sink (bf_score_view_new ());
  g_autoptr(BfCarnegieGame) got = NULL;
  guint notified = 0;

  g_signal_connect (view, "notify::game", G_CALLBACK (notify_count_cb), &notified);
  g_assert_null (bf_score_view_get_card (BF_SCORE_VIEW (view)));

  g_object_set (view, "game", game, NULL);
  g_assert_cmpuint (notified, ==, 1);
  bf_score_view_set_game (BF_SCORE_VIEW (view), game);
  g_assert_cmpuint (notified, ==, 1);

  g_object_get (view, "game", &got, NULL);
  g_assert_true (got == game);
  g_assert_nonnull (bf_score_view_get_card (BF_SCORE_VIEW (view)));

  g_object_unref (view);
}

/* Export ---------------------------------------------------------------- */

static BfScoreCard *
make_card (BfCarnegieGame *game)
{
  g_autoptr(GError) error = NULL;
  BfScoreCard *card = bf_document_score_as_entered (BF_DOCUMENT (game), &error);

  g_assert_no_error (error);
  return card;
}

static char *
make_tmpdir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("bf-score-export-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_files (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;

  return n;
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_assert_cmpint (g_remove (file), ==, 0);
    }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static void
test_export_png (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  g_autoptr(BfScoreCard) sheet = make_card (game);
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "scores.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GdkTexture) texture = NULL;

  /* The players' colours come with the card. */
  g_assert_cmpuint (bf_score_card_get_n_players (sheet), ==, 2);
  g_assert_cmpstr (bf_score_card_get_color (sheet, 0), ==, bf_carnegie_rules_lookup_color (bf_carnegie_rules_get_default (), "red")->rgb);

  g_assert_true (bf_score_export_png (sheet, "Friday night", file, &error));
  g_assert_no_error (error);

  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 0);
  g_assert_cmpint (gdk_texture_get_height (texture), >, 0);

  /* Overwriting works and leaves no temporary file. */
  g_assert_true (bf_score_export_png (sheet, NULL, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (dir), ==, 1);

  remove_dir (dir);
}

static void
test_export_pdf (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  g_autoptr(BfScoreCard) sheet = make_card (game);
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "scores.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (bf_score_export_pdf (sheet, "Anna’s table — 12 May", file, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 4);
  g_assert_true (memcmp (contents, "%PDF", 4) == 0);
  g_assert_cmpuint (count_files (dir), ==, 1);

  remove_dir (dir);
}

/* The donation rows of the exported table, top to bottom. */
static GPtrArray *
donation_rows (BfScoreCard *sheet)
{
  g_autoptr(GPtrArray) titles = _bf_score_export_get_row_titles (sheet);
  GPtrArray *donations = g_ptr_array_new ();

  for (guint r = 0; r < titles->len; r++)
    {
      const char *title = g_ptr_array_index (titles, r);

      if (strstr (title, " column") != NULL)
        g_ptr_array_add (donations, (gpointer) title);
    }

  return donations;
}

/* The table's donation rows are in board order across the players, and
 * two spaces never share a row. */
static void
test_export_rows (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  g_autoptr(BfScoreCard) sheet = make_card (game);
  g_autoptr(GPtrArray) rows = donation_rows (sheet);
  g_autoptr(BfCarnegieGame) tiled = bf_carnegie_game_new ();
  g_autoptr(BfScoreCard) tiled_sheet = NULL;
  g_autoptr(GPtrArray) tiled_rows = NULL;
  BfCarnegiePlayer *ann;
  BfCarnegiePlayer *bob;

  /* Anna's Human Rights row 1 is seen first, Ben's Education row 5 and
   * Welfare row 4 after it; the board puts Education first. */
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (rows, 0), ==, "Education column, row 5");
  g_assert_cmpstr (g_ptr_array_index (rows, 1), ==, "Human Rights column, row 1");
  g_assert_cmpstr (g_ptr_array_index (rows, 2), ==, "Welfare column, row 4");

  /* The Welfare tile on the Health column: Ann on its row 1, Bob on the
   * printed Welfare row 1, rows of their own (once both "Welfare, row 1") */
  g_assert_true (bf_carnegie_game_set_modules (tiled, BF_MODULE_NEW_DONATIONS, &error));
  g_assert_true (bf_carnegie_game_set_cover (tiled, BF_DONATION_HEALTH, BF_DONATION_WELFARE, &error));
  ann = add_player (tiled, "Ann", "red");
  bob = add_player (tiled, "Bob", "blue");
  g_assert_true (bf_carnegie_player_add_donation (ann, BF_CHART_POS (BF_DONATION_HEALTH, 1), &error));
  g_assert_true (bf_carnegie_player_add_donation (bob, BF_CHART_POS (BF_DONATION_WELFARE, 1), &error));
  g_assert_no_error (error);
  tiled_sheet = make_card (tiled);
  tiled_rows = donation_rows (tiled_sheet);
  g_assert_cmpuint (tiled_rows->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (tiled_rows, 0), ==, "Welfare column, row 1");
  g_assert_cmpstr (g_ptr_array_index (tiled_rows, 1), ==, "Health column, Welfare tile, row 1");
}

static void
test_export_missing_dir (void)
{
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  g_autoptr(BfScoreCard) sheet = make_card (game);
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", NULL);
  const char *names[] = { "scores.png", "scores.pdf" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_build_filename (missing, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      gboolean ok;

      if (i == 0)
        ok = bf_score_export_png (sheet, NULL, file, &error);
      else
        ok = bf_score_export_pdf (sheet, NULL, file, &error);

      g_assert_false (ok);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_assert_nonnull (strstr (error->message, path));
      g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
    }

  g_assert_cmpuint (count_files (dir), ==, 0);
  remove_dir (dir);
}

static void
test_export_keeps_existing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = make_game (NULL, NULL);
  g_autoptr(BfScoreCard) sheet = make_card (game);
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "scores.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  /* A folder of that name cannot be replaced: the error names the file
   * and nothing else appears. */
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_false (bf_score_export_pdf (sheet, NULL, file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_files (dir), ==, 1);

  g_assert_cmpint (g_rmdir (path), ==, 0);
  remove_dir (dir);
}

/* Screenshots ------------------------------------------------------------- */

static void
save_view (GtkWidget  *window,
           const char *path)
{
  GtkWidget *view = gtk_window_get_child (GTK_WINDOW (window));
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);

  (void) view;
  texture = bf_test_render_widget (window, NULL, width, height);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Issue 26: entries that contradict each other while a table is entered
 * are flagged on the line they affect, in the warning colour, and never
 * blank the sheet. Seat order Gus, Hal, Ivy; Gus's unused Action Choice
 * tile is the third player's only if Hal played first. */
static void
test_flagged_line (void)
{
  g_autoptr(BfCarnegieGame) game = bf_test_new_game ((const char * const []) { "Gus", "Hal", "Ivy", NULL }, BF_MODULE_NONE);
  const char *out = g_getenv ("BF_SCREENSHOT_DIR");
  GtkWidget *window;
  BfScoreView *view;
  GtkWidget *flagged;

  bf_carnegie_player_set_action_choice (bf_carnegie_game_get_player (game, 0), TRUE);
  window = show_view (game, 360, 720);
  view = view_of (window);
  settle (window);

  g_assert_false (gtk_widget_get_mapped (bf_test_score_view_get_error_box (view)));
  flagged = bf_test_find_by_class (bf_test_score_view_get_group (view, 0), "warning");
  g_assert_nonnull (flagged);
  g_assert_true (GTK_IS_LABEL (flagged));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flagged)), ==,
                   "Unused Action Choice tile → 3 VP (Gus has an unused Action Choice tile, but with Gus playing first only the third player in turn order, Ivy, receives one: check the tile, the first player and the seat order)");
  /* Scored as entered: 3 VP */
  g_assert_cmpstr (gtk_label_get_text (bf_test_score_view_get_total_label (view, 0)), ==, "3");
  g_assert_null (bf_test_find_by_class (bf_test_score_view_get_group (view, 1), "warning"));

  if (out != NULL)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autofree char *path = g_strdup_printf ("%s/view-flagged-360-%s.png", out, dark ? "dark" : "light");

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        bf_score_view_show_player (view, 0);
        settle (window);
        save_view (window, path);
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Hal played first: nothing flagged. */
  g_assert_true (bf_carnegie_game_set_first_player (game, 1, NULL));
  settle (window);
  g_assert_null (bf_test_find_by_class (bf_test_score_view_get_group (view, 0), "warning"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_screenshots (void)
{
  const char *out = g_getenv ("BF_SCREENSHOT_DIR");
  g_autoptr(GError) error = NULL;
  g_autofree char *example = NULL;
  g_autoptr(GFile) example_file = NULL;
  g_autoptr(BfCarnegieGame) game = NULL;
  g_autoptr(BfScoreCard) sheet = NULL;
  const struct { int w, h; gboolean dark; const char *name; } shots[] = {
    { 400, 800, FALSE, "view-400-light.png" },
    { 400, 800, TRUE, "view-400-dark.png" },
    { 360, 720, FALSE, "view-360-light.png" },
    { 360, 720, TRUE, "view-360-dark.png" },
    { 400, 1800, FALSE, "view-400-tall.png" },
  };

  if (out == NULL)
    {
      g_test_skip ("set BF_SCREENSHOT_DIR to render screenshots");
      return;
    }

  example = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  example_file = g_file_new_for_path (example);
  game = bf_game_file_load (example_file, NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *path = g_build_filename (out, shots[i].name, NULL);
      GtkWidget *window;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = show_view (game, shots[i].w, shots[i].h);
      for (guint j = 0; j < 20; j++)
        {
          g_usleep (10000);
          bf_test_iterate_pending ();
        }
      save_view (window, path);
      gtk_window_destroy (GTK_WINDOW (window));
    }

  /* The longest line titles (covered columns, secret donations) at
   * phone width: each player's donation lines scrolled into view. */
  {
    g_autofree char *expansion = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
    g_autoptr(GFile) expansion_file = g_file_new_for_path (expansion);
    g_autoptr(BfCarnegieGame) expansion_game = bf_game_file_load (expansion_file, NULL, &error);
    BfScoreView *view;
    BfScoreCard *shown;
    GtkWidget *window;

    g_assert_no_error (error);
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_LIGHT);
    window = show_view (expansion_game, 360, 720);
    view = view_of (window);
    shown = bf_score_view_get_card (view);
    for (guint p = 0; p < bf_score_card_get_n_players (shown); p++)
      {
        g_autofree char *path = g_strdup_printf ("%s/view-360-donations-%u.png", out, p + 1);
        guint l = 0;

        while (l < bf_score_card_get_n_lines (shown, p) &&
               g_strcmp0 (bf_score_card_get_line (shown, p, l)->category, BF_SCORE_DONATION) != 0)
          l++;
        g_assert_cmpuint (l, <, bf_score_card_get_n_lines (shown, p));
        g_assert_true (bf_test_scroll_into_view (GTK_WIDGET (bf_test_score_view_get_row (view, p, l)), 8));
        for (guint j = 0; j < 20; j++)
          {
            g_usleep (10000);
            bf_test_iterate_pending ();
          }
        save_view (window, path);
      }

    /* The third player chosen in the switcher, light and dark */
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autofree char *path = g_strdup_printf ("%s/view-360-player-3-%s.png", out, dark ? "dark" : "light");

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        bf_score_view_show_standings (view);
        settle (window);
        bf_score_view_show_player (view, 2);
        settle (window);
        save_view (window, path);
      }
    gtk_window_destroy (GTK_WINDOW (window));
  }

  /* A small town's disk without a type */
  {
    g_autofree char *path = g_build_filename (out, "view-town-type.png", NULL);
    BfCarnegiePlayer *first = bf_carnegie_game_get_player (game, 0);
    guint space = free_town (game);
    GtkWidget *window;

    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_LIGHT);
    g_assert_true (bf_carnegie_player_add_project (first, space, BF_PROJECT_ANY, &error));
    window = show_view (game, 360, 400);
    settle (window);
    save_view (window, path);
    gtk_window_destroy (GTK_WINDOW (window));
    g_assert_true (bf_carnegie_player_remove_project (first, space));
  }

  /* The error state. */
  {
    g_autofree char *path = g_build_filename (out, "view-error.png", NULL);
    BfCarnegiePlayer *second = bf_carnegie_game_get_player (game, 1);
    g_autofree char *name = g_strdup (bf_carnegie_player_get_name (second));
    GtkWidget *window;

    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_LIGHT);
    g_assert_true (bf_carnegie_player_set_name (second, bf_carnegie_player_get_name (bf_carnegie_game_get_player (game, 0)), &error));
    window = show_view (game, 400, 400);
    save_view (window, path);
    gtk_window_destroy (GTK_WINDOW (window));
    g_assert_true (bf_carnegie_player_set_name (second, name, &error));
  }

  sheet = make_card (game);
  {
    g_autofree char *png = g_build_filename (out, "pad.png", NULL);
    g_autofree char *pdf = g_build_filename (out, "pad.pdf", NULL);
    g_autoptr(GFile) png_file = g_file_new_for_path (png);
    g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);

    g_assert_true (bf_score_export_png (sheet, NULL, png_file, &error));
    g_assert_no_error (error);
    g_assert_true (bf_score_export_pdf (sheet, "Game night at Anna’s", pdf_file, &error));
    g_assert_no_error (error);
  }

  /* Four players with the expansion. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(BfCarnegieGame) game4 = bf_game_file_load (file, NULL, &error);
    g_autoptr(BfScoreCard) sheet4 = NULL;
    g_autofree char *png = g_build_filename (out, "pad-4p.png", NULL);
    g_autofree char *pdf = g_build_filename (out, "pad-4p.pdf", NULL);
    g_autoptr(GFile) png_file = g_file_new_for_path (png);
    g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);

    g_assert_no_error (error);
    sheet4 = make_card (game4);
    g_assert_true (bf_score_export_png (sheet4, NULL, png_file, &error));
    g_assert_no_error (error);
    g_assert_true (bf_score_export_pdf (sheet4, NULL, pdf_file, &error));
    g_assert_no_error (error);
  }
}

int
main (int argc, char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The application loads style.css; tests have no application. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/score-view/totals", test_totals);
  g_test_add_func ("/score-view/update", test_update);
  g_test_add_func ("/score-view/tie", test_tie);
  g_test_add_func ("/score-view/error", test_error);
  g_test_add_func ("/score-view/game-property", test_game_property);
  g_test_add_func ("/score-view/show-player", test_show_player);
  g_test_add_func ("/score-view/flagged-line", test_flagged_line);
  g_test_add_func ("/score-export/png", test_export_png);
  g_test_add_func ("/score-export/pdf", test_export_pdf);
  g_test_add_func ("/score-export/rows", test_export_rows);
  g_test_add_func ("/score-export/missing-dir", test_export_missing_dir);
  g_test_add_func ("/score-export/keeps-existing", test_export_keeps_existing);
  g_test_add_func ("/score-view/screenshots", test_screenshots);

  return g_test_run ();
}
