/* test-setup-assistant.c
 *
 * Drives BfSetupAssistant through its widgets: a 3-player table with New
 * Donations, the Secret Donation and A New Beginning (bidding sheets,
 * the checklist of steps 1-10, the covers in player order, setup moves,
 * the secret donations sealed), checks the BfCarnegieGame it leaves (blocking
 * disks as bf_setup places them from the seed's card order, covers,
 * sealed secrets that scoring leaves out, starting VP from the sheets,
 * the Action Choice tile of the third player only, the setup record),
 * then the reveal at final scoring unsealing them; and a 4-player table
 * without modules. Every screen is rendered at phone (360 px) and
 * desktop (1000 px) width in light and dark style into
 * $BF_SCREENSHOT_DIR (default /tmp/bf-setup-shots).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "bf-bidding-page.h"
#include "bf-handoff.h"
#include "bf-document.h"
#include "bf-player-editor.h"
#include "bf-score-sheet.h"
#include "bf-secret-page.h"
#include "bf-setup-assistant.h"
#include "bf-test-ui.h"

#define SEED 20240611u

/* Renders @window as it is on screen into the screenshot folder. */
static void
render (GtkWidget           *window,
        const BfTestVariant *variant,
        const char          *screen)
{
  bf_test_render_variant (window, "/tmp/bf-setup-shots", screen, variant);
}

/* Widget tree helpers ------------------------------------------------------ */

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  data)
{
  const char *label;

  if (!GTK_IS_BUTTON (widget) || GTK_IS_TOGGLE_BUTTON (widget) || !bf_test_is_showing (widget))
    return FALSE;

  label = gtk_button_get_label (GTK_BUTTON (widget));

  return label != NULL && g_str_has_prefix (label, data);
}

/* Clicks the showing button whose label starts with @label. */
static void
click_button (GtkWidget  *root,
              const char *label)
{
  bf_test_click_button (root, is_button_labelled, label);
}

static gboolean
is_showing_row_titled (GtkWidget     *widget,
                       gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static GtkWidget *
showing_row (GtkWidget  *root,
             const char *title)
{
  return bf_test_find_widget (root, is_showing_row_titled, title);
}

static gboolean
is_showing_combo_titled (GtkWidget     *widget,
                         gconstpointer  data)
{
  return ADW_IS_COMBO_ROW (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

/* Picks the item of the combo row @title that reads @item. */
static void
choose (GtkWidget  *root,
        const char *title,
        const char *item)
{
  GtkWidget *row = bf_test_find_widget (root, is_showing_combo_titled, title);
  GListModel *model;

  if (row == NULL)
    g_error ("No combo row “%s” showing", title);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), item))
        {
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
          bf_test_iterate ();
          return;
        }
    }

  g_error ("No item “%s” in “%s”", item, title);
}

static gboolean
is_showing_expander_titled (GtkWidget     *widget,
                            gconstpointer  data)
{
  return ADW_IS_EXPANDER_ROW (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static void
count_error_cb (GObject    *object,
                const char *message,
                guint      *count)
{
  (*count)++;
}

/* The check buttons of the showing checklist rows. */
static guint
count_checks (GtkWidget *root)
{
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  guint n = 0;

  bf_test_collect_widgets (root, GTK_TYPE_CHECK_BUTTON, checks);
  for (guint i = 0; i < checks->len; i++)
    if (bf_test_is_showing (g_ptr_array_index (checks, i)))
      n++;

  return n;
}

/* Models -------------------------------------------------------------------- */

static void
count_cb (GObject *object,
          guint   *count)
{
  (*count)++;
}

static void
error_cb (GObject    *object,
          const char *message,
          gpointer    data)
{
  g_error ("The assistant reported: %s", message);
}

/* What bf_setup deals from SEED for @n_players (docs/setup.md,
 * "Determinism"): the blocking discs from the card order. */
static GArray *
expected_disks (guint n_disks)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(GRand) rng = g_rand_new_with_seed (SEED);
  BfTimelineSlot timeline[BF_N_DEPT_TYPES];
  guint cards[BF_N_ANDREW_DECK];

  bf_setup_deal_timeline (rng, timeline);
  for (guint i = 0; i < BF_N_ANDREW_DECK; i++)
    {
      g_autofree char *id = g_strdup_printf ("N%02u", i + 1);

      cards[i] = (guint) (bf_carnegie_rules_lookup_andrew_card (rules, id) - bf_carnegie_rules_get_andrew_card (rules, 0));
    }
  bf_setup_shuffle (rng, cards, BF_N_ANDREW_DECK);

  return bf_setup_place_blocking_disks (rules, n_disks, cards, BF_N_ANDREW_DECK, NULL);
}

static void
fill_sheet (GtkWidget  *page,
            int         bid,
            const char *goods,
            const char *workers,
            const char *vp,
            const char *moves)
{
  g_autofree char *g = g_strdup_printf ("Goods cubes: %s,", goods);
  g_autofree char *w = g_strdup_printf ("Workers in the lobby: %s,", workers);
  g_autofree char *v = g_strdup_printf ("Victory points: %s,", vp);
  g_autofree char *m = g_strdup_printf ("Setup moves: %s,", moves);
  GtkWidget *spin = bf_test_find_widget (page, bf_test_is_showing_spin, NULL);

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), bid);
  bf_test_iterate ();
  bf_test_click_toggle (page, g);
  bf_test_click_toggle (page, w);
  bf_test_click_toggle (page, v);
  bf_test_click_toggle (page, m);
}

/* A column with a blocking disc on the chart, or -1. */
static int
blocked_column (BfCarnegieGame *game)
{
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    if (bf_carnegie_game_get_chart_blocked (game, pos))
      return (int) BF_CHART_POS_COLUMN (pos);

  return -1;
}

/* The 3-player table ------------------------------------------------------- */

static void
test_three_players (gconstpointer data)
{
  const BfTestVariant *variant = data;
  static const char * const names[] = { "Anna", "Ben", "Cara", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION |
                                            BF_MODULE_NEW_BEGINNING);
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);
  GtkWidget *assistant = bf_setup_assistant_new (game, SEED);
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (assistant);
  GtkWidget *window = bf_test_present_window (assistant, variant, 1000, 760);
  g_autoptr(GArray) disks = expected_disks (9);
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  const BfSetupRecord *record;
  BfChartPos secrets[3];
  GtkWidget *row;
  guint n_done = 0;
  guint n_blocked = 0;
  int column;

  g_signal_connect (assistant, "done", G_CALLBACK (count_cb), &n_done);
  g_signal_connect (assistant, "error", G_CALLBACK (error_cb), NULL);

  /* A New Beginning first: Ben bids the most. */
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_BIDDING);
  g_assert_true (bf_test_showing_label (assistant, "Hand the Device to Anna"));
  render (window, variant, "setup-bidding");
  /* Nothing sealed yet: cancelling would lose nothing the table cannot
   * enter again. */
  g_assert_false (bf_setup_assistant_get_has_sealed (self));
  click_button (assistant, "I Am Anna");
  fill_sheet (assistant, 1, "4", "4", "+3", "5");      /* 1 + 12 + 10 + 6 + 15 = 44 */
  click_button (assistant, "_Seal Sheet");
  /* One sheet sealed: the window asks before a Cancel throws it away. */
  g_assert_true (bf_setup_assistant_get_has_sealed (self));
  click_button (assistant, "I Am Ben");
  fill_sheet (assistant, 5, "3", "3", "−5", "8");      /* 5 + 9 + 8 − 10 + 24 = 36 */
  click_button (assistant, "_Seal Sheet");
  click_button (assistant, "I Am Cara");
  fill_sheet (assistant, 2, "2", "5", "0", "4");       /* 2 + 6 + 12 + 0 + 12 = 32 */
  click_button (assistant, "_Seal Sheet");
  click_button (assistant, "_Reveal All");
  g_assert_true (bf_test_showing_label (assistant, "Ben Plays First"));
  click_button (assistant, "_Done");

  /* Steps 1-10. */
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_TABLE);
  g_assert_cmpuint (bf_setup_assistant_get_first_player (self), ==, 1);
  g_assert_true (bf_test_showing_label (assistant, "Ben won the first-player auction and plays first. Order of play: Ben, Cara, Anna."));
  g_assert_nonnull (bf_carnegie_game_get_bidding (game));

  /* Starting VP on the score track (6D1). */
  g_assert_cmpint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (game, 0)), ==, 3);
  g_assert_cmpint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (game, 1)), ==, -5);
  g_assert_cmpint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (game, 2)), ==, 0);
  /* The printed track has no -5: Ben's pawn stays on 0 and the first 5
   * VP he scores pay the debt. */
  {
    const char *ben = adw_action_row_get_subtitle (ADW_ACTION_ROW (showing_row (assistant, "Ben")));

    g_assert_nonnull (strstr (ben, "pawns on 0 of the score track"));
    g_assert_nonnull (strstr (ben, "this player starts owing 5 VP, so their score pawn moves only for the VP scored beyond the first 5."));
    g_assert_null (strstr (ben, "-5"));
  }

  /* 9 blocking discs, where bf_setup puts them from the seed's cards. */
  g_assert_cmpuint (disks->len, ==, 9);
  for (guint i = 0; i < disks->len; i++)
    {
      const BfBlockingDisk *disk = &g_array_index (disks, BfBlockingDisk, i);

      if (disk->chart)
        g_assert_true (bf_carnegie_game_get_chart_blocked (game, disk->index));
      else
        g_assert_true (bf_carnegie_game_get_space_blocked (game, disk->index));
    }
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    n_blocked += bf_carnegie_game_get_chart_blocked (game, pos);
  for (guint s = 0; s < bf_carnegie_rules_get_n_spaces (rules); s++)
    n_blocked += bf_carnegie_game_get_space_blocked (game, s);
  g_assert_cmpuint (n_blocked, ==, 9);

  /* The record. */
  record = bf_carnegie_game_get_setup (game);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->seed, ==, SEED);
  g_assert_cmpuint (record->first_player, ==, 1);
  g_assert_cmpuint (record->n_blocking, ==, 9);
  g_assert_cmpint (record->supply, ==, BF_SUPPLY_BASE);
  g_assert_cmpuint (record->n_departments, ==, 24);
  g_assert_cmpuint (record->n_removed, ==, 8);
  g_assert_cmpmem (record->blocking, 9 * sizeof (BfBlockingDisk), disks->data, 9 * sizeof (BfBlockingDisk));

  /* Action Choice: the third player from Ben is Anna, and only Anna. */
  g_assert_true (bf_carnegie_player_get_action_choice (bf_carnegie_game_get_player (game, 0)));
  g_assert_false (bf_carnegie_player_get_action_choice (bf_carnegie_game_get_player (game, 1)));
  g_assert_false (bf_carnegie_player_get_action_choice (bf_carnegie_game_get_player (game, 2)));
  g_assert_nonnull (showing_row (assistant, "Anna takes an Action Choice tile."));
  g_assert_null (showing_row (assistant, "Ben takes an Action Choice tile."));

  /* Housing pawns counter-clockwise from the player right of Ben. */
  g_assert_nonnull (showing_row (assistant, "1. Anna"));
  g_assert_nonnull (showing_row (assistant, "2. Cara"));
  g_assert_nonnull (showing_row (assistant, "3. Ben"));

  /* Rows: 5 timeline, 1 + 8 removal groups at most, 3 players, 1 Action
   * Choice, 9 disks, 3 housing. */
  g_assert_cmpuint (count_checks (assistant), >=, 5 + 2 + 3 + 1 + 9 + 3);
  render (window, variant, "setup-table");
  row = showing_row (assistant, "1. Anna");
  g_assert_true (gtk_widget_activate (row));
  bf_test_iterate ();
  {
    GtkWidget *check = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));

    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  }
  render (window, variant, "setup-table-end");
  click_button (assistant, "C_ontinue");

  /* New Donations, in player order from Ben. */
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_COVERS);
  g_assert_cmpuint (bf_setup_assistant_get_cover_player (self), ==, 1);
  g_assert_true (bf_test_showing_label (assistant, "Ben: New Donations Tile"));
  column = blocked_column (game);
  g_assert_cmpint (column, >=, 0);
  {
    g_autofree char *item = g_strdup_printf ("%d · %s", column + 1, bf_carnegie_rules_get_donation_type (rules, column)->name);
    g_autofree char *note = g_strdup_printf (" on %s, row", bf_carnegie_rules_get_donation_type (rules, column)->name);
    int tile = (column + 1) % BF_N_DONATION_TYPES;
    g_autofree char *tile_item = g_strdup_printf ("%s tile", bf_carnegie_rules_get_donation_type (rules, tile)->name);

    choose (assistant, "Tile", tile_item);
    choose (assistant, "Column", item);
    g_assert_true (bf_test_showing_label (assistant, note));
    render (window, variant, "setup-cover");
    click_button (assistant, "C_over Column");
    g_assert_cmpint (bf_carnegie_game_get_cover (game, column), ==, tile);
  }
  /* The disks of the column are still blocked: they are on the tile. */
  for (guint i = 0; i < disks->len; i++)
    {
      const BfBlockingDisk *disk = &g_array_index (disks, BfBlockingDisk, i);

      if (disk->chart)
        g_assert_true (bf_carnegie_game_get_chart_blocked (game, disk->index));
    }

  g_assert_cmpuint (bf_setup_assistant_get_cover_player (self), ==, 2);
  g_assert_true (bf_test_showing_label (assistant, "Cara: New Donations Tile"));
  click_button (assistant, "_Skip");
  g_assert_cmpuint (bf_setup_assistant_get_cover_player (self), ==, 0);
  g_assert_true (bf_test_showing_label (assistant, "Anna: New Donations Tile"));
  choose (assistant, "Tile", "Education tile");
  {
    int other = (column + 2) % BF_N_DONATION_TYPES;
    g_autofree char *item = g_strdup_printf ("%d · %s", other + 1, bf_carnegie_rules_get_donation_type (rules, other)->name);

    if (bf_carnegie_game_get_cover (game, other) == BF_NO_TILE &&
        (column + 1) % BF_N_DONATION_TYPES != BF_DONATION_EDUCATION)
      {
        choose (assistant, "Column", item);
        click_button (assistant, "C_over Column");
        g_assert_cmpint (bf_carnegie_game_get_cover (game, other), ==, BF_DONATION_EDUCATION);
      }
    else
      click_button (assistant, "_Skip");
  }

  /* Step 11. */
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_MOVES);
  row = showing_row (assistant, "Ben");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Up to 8 steps");
  row = showing_row (assistant, "Cara");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Up to 4 steps");
  render (window, variant, "setup-moves");
  click_button (assistant, "C_ontinue");

  /* The secret donations, sealed. */
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_SECRET);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *who = g_strdup_printf ("I Am %s", names[i]);
      g_autofree char *prefix = NULL;
      BfDonationType c = (BfDonationType) ((column + i) % BF_N_DONATION_TYPES);

      click_button (assistant, who);
      if (i == 0)
        render (window, variant, "setup-secret");
      secrets[i] = BF_CHART_POS (c, 1 + i);
      prefix = g_strdup_printf ("Type %u (", c + 1);
      {
        g_autofree char *line = g_strdup_printf ("), line %u:", 1 + i);
        g_autoptr(GPtrArray) toggles = g_ptr_array_new ();
        GtkWidget *found = NULL;

        bf_test_collect_widgets (assistant, GTK_TYPE_TOGGLE_BUTTON, toggles);
        for (guint k = 0; k < toggles->len && found == NULL; k++)
          {
            GtkWidget *t = g_ptr_array_index (toggles, k);
            const char *tip = gtk_widget_get_tooltip_text (t);

            if (bf_test_is_showing (t) && tip != NULL && g_str_has_prefix (tip, prefix) && strstr (tip, line) != NULL)
              found = t;
          }
        g_assert_nonnull (found);
        g_signal_emit_by_name (found, "clicked");
        bf_test_iterate ();
      }
      click_button (assistant, "_Seal My Choice");
    }

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_READY);
  g_assert_true (bf_carnegie_game_get_secrets_sealed (game));
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, i)), ==, secrets[i]);
  g_assert_true (bf_test_showing_label (assistant, "The secret donations stay sealed until final scoring."));
  render (window, variant, "setup-ready");

  /* Scoring leaves the sealed secrets out. */
  sheet = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      const BfScoreLine *line = NULL;

      for (guint k = 0; k < bf_score_sheet_get_n_lines (sheet, i); k++)
        if (g_str_equal (bf_score_sheet_get_line (sheet, i, k)->category, BF_SCORE_SECRET_DONATION))
          line = bf_score_sheet_get_line (sheet, i, k);
      g_assert_nonnull (line);
      g_assert_cmpint (line->vp, ==, 0);
      g_assert_cmpstr (line->explanation, ==, "Secret donations are sealed until the reveal");
    }
  /* Anna: score track 3 + unused Action Choice tile 3. */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 6);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  click_button (assistant, "_Done");
  g_assert_cmpuint (n_done, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();

  /* The player editor hides a sealed secret donation, and shows it
   * again once the game is unsealed. */
  {
    g_autoptr(BfPlayerEditor) editor = g_object_ref_sink (bf_player_editor_new (game, bf_carnegie_game_get_player (game, 0)));
    GtkWidget *secret_row = GTK_WIDGET (bf_test_player_editor_get_secret_row (editor));
    GtkWidget *group = gtk_widget_get_ancestor (secret_row, ADW_TYPE_PREFERENCES_GROUP);

    g_assert_nonnull (group);
    g_assert_false (gtk_widget_get_visible (group));
    bf_carnegie_game_set_secrets_sealed (game, FALSE);
    g_assert_true (gtk_widget_get_visible (group));
    bf_carnegie_game_set_secrets_sealed (game, TRUE);
    g_assert_false (gtk_widget_get_visible (group));
  }

  /* Final scoring: the reveal unseals them. */
  {
    GtkWidget *page = bf_secret_page_new_reveal (game);
    g_autoptr(BfScoreSheet) revealed = NULL;
    guint n_revealed = 0;

    window = bf_test_present_window (page, variant, 1000, 760);
    g_signal_connect (page, "done", G_CALLBACK (count_cb), &n_revealed);
    g_assert_true (bf_secret_page_get_reveal_only (BF_SECRET_PAGE (page)));
    g_assert_cmpint (bf_secret_page_get_stage (BF_SECRET_PAGE (page)), ==, BF_SECRET_STAGE_SEALED);
    g_assert_true (bf_test_showing_label (page, "Secret Donations Are Sealed"));
    render (window, variant, "reveal-sealed");
    click_button (page, "_Reveal Secret Donations");
    g_assert_cmpint (bf_secret_page_get_stage (BF_SECRET_PAGE (page)), ==, BF_SECRET_STAGE_REVEAL);
    g_assert_false (bf_carnegie_game_get_secrets_sealed (game));
    for (guint i = 0; i < 3; i++)
      g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, i)), ==, secrets[i]);
    g_assert_true (bf_test_showing_label (page, "Secret Donations"));
    render (window, variant, "reveal");

    revealed = bf_score_sheet_new (game, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < 3; i++)
      for (guint k = 0; k < bf_score_sheet_get_n_lines (revealed, i); k++)
        g_assert_cmpstr (bf_score_sheet_get_line (revealed, i, k)->explanation, !=,
                         "Secret donations are sealed until the reveal");

    click_button (page, "_Done");
    g_assert_cmpuint (n_revealed, ==, 1);
    gtk_window_destroy (GTK_WINDOW (window));
    bf_test_iterate ();
  }
}

/* Four players, no module: no bidding, no blocking discs, every player
 * an Action Choice tile, all 32 departments, straight to the end. */
static void
test_four_players (void)
{
  static const BfTestVariant variant = { "four", FALSE, FALSE };
  static const char * const names[] = { "Anna", "Ben", "Cara", "Dan", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NONE);
  GtkWidget *assistant = bf_setup_assistant_new (game, 7);
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (assistant);
  GtkWidget *window = bf_test_present_window (assistant, &variant, 1000, 760);
  const BfSetupRecord *record;
  guint n_done = 0;

  g_signal_connect (assistant, "done", G_CALLBACK (count_cb), &n_done);
  g_signal_connect (assistant, "error", G_CALLBACK (error_cb), NULL);

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_TABLE);
  g_assert_true (bf_test_showing_label (assistant, "Anna plays first. Order of play: Anna, Ben, Cara, Dan."));
  record = bf_carnegie_game_get_setup (game);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->n_blocking, ==, 0);
  g_assert_cmpuint (record->n_cards, ==, 0);
  g_assert_cmpuint (record->n_departments, ==, 32);
  g_assert_cmpuint (record->n_removed, ==, 0);
  for (guint i = 0; i < 4; i++)
    g_assert_true (bf_carnegie_player_get_action_choice (bf_carnegie_game_get_player (game, i)));
  g_assert_nonnull (showing_row (assistant, "1. Dan"));
  g_assert_nonnull (showing_row (assistant, "4. Anna"));
  g_assert_false (bf_test_showing_label (assistant, "Blocking Discs"));
  render (window, &variant, "setup-table");

  /* The tiles as the table laid them: tile 5 front, tile 1 back, tile 7
   * front, tile 2 back, one choice each. */
  {
    GtkWidget *expander = bf_test_find_widget (assistant, is_showing_expander_titled, "Timeline Tiles as Laid");
    guint n_errors = 0;

    g_assert_nonnull (expander);
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
    bf_test_iterate ();
    render (window, &variant, "setup-laid-timeline");

    /* The same tile twice: refused, the record unchanged. */
    g_signal_handlers_disconnect_by_func (assistant, error_cb, NULL);
    g_signal_connect (assistant, "error", G_CALLBACK (count_error_cb), &n_errors);
    choose (assistant, "Position 1 from the left", "Tile 5, front side up: donation, South, Midwest, West");
    choose (assistant, "Position 2 from the left", "Tile 5, back side up: Midwest, donation, West, South");
    click_button (assistant, "_Use These Tiles");
    g_assert_cmpuint (n_errors, ==, 1);
    g_assert_false (bf_carnegie_game_get_setup (game)->timeline[0].tile == 5 &&
                    bf_carnegie_game_get_setup (game)->timeline[1].tile == 5);

    choose (assistant, "Position 2 from the left", "Tile 1, back side up: donation, East, West, Midwest");
    choose (assistant, "Position 3 from the left", "Tile 7, front side up: Midwest, East, donation, South");
    choose (assistant, "Position 4 from the left", "Tile 2, back side up: South, West, Midwest, donation");
    click_button (assistant, "_Use These Tiles");
    g_assert_cmpuint (n_errors, ==, 1);
    g_signal_handlers_disconnect_by_func (assistant, count_error_cb, &n_errors);
    g_signal_connect (assistant, "error", G_CALLBACK (error_cb), NULL);

    record = bf_carnegie_game_get_setup (game);
    g_assert_cmpuint (record->timeline[0].tile, ==, 5);
    g_assert_cmpuint (record->timeline[0].side, ==, 0);
    g_assert_cmpuint (record->timeline[1].tile, ==, 1);
    g_assert_cmpuint (record->timeline[1].side, ==, 1);
    g_assert_cmpuint (record->timeline[3].tile, ==, 2);
    g_assert_cmpuint (record->timeline[3].side, ==, 1);
    /* The checklist now shows them, with their entries top to bottom. */
    g_assert_nonnull (showing_row (assistant, "Position 2 from the left: tile 1, back side up"));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (showing_row (assistant, "Position 1 from the left: tile 5, front side up"))), ==,
                     "Top to bottom: a donation, income in the South, income in the Midwest, income in the West.");
  }

  click_button (assistant, "C_ontinue");
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_MOVES);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (showing_row (assistant, "Dan"))), ==, "Up to 6 steps");
  click_button (assistant, "C_ontinue");
  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_READY);
  g_assert_false (bf_carnegie_game_get_secrets_sealed (game));
  g_assert_null (bf_carnegie_game_get_bidding (game));
  click_button (assistant, "_Done");
  g_assert_cmpuint (n_done, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

static gboolean
is_bidding_page (GtkWidget     *widget,
                 gconstpointer  data)
{
  return BF_IS_BIDDING_PAGE (widget);
}

/* Two players with the same sheet, bids of $0: the first player is drawn
 * at random, and no text says they won with the highest bid or pay it. */
static void
test_bidding_draw (void)
{
  static const BfTestVariant variant = { "draw", TRUE, FALSE };
  static const char * const names[] = { "Anna", "Ben", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NEW_BEGINNING);
  GtkWidget *assistant = bf_setup_assistant_new (game, SEED);
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (assistant);
  GtkWidget *window = bf_test_present_window (assistant, &variant, 1000, 760);
  g_autofree char *intro = NULL;
  g_autofree char *step = NULL;
  const char *first;

  g_signal_connect (assistant, "error", G_CALLBACK (error_cb), NULL);

  for (guint i = 0; i < 2; i++)
    {
      click_button (assistant, "I Am ");
      fill_sheet (assistant, 0, "3", "3", "0", "5");    /* 0 + 9 + 8 + 0 + 15 = 32 */
      click_button (assistant, "_Seal Sheet");
    }
  click_button (assistant, "_Reveal All");
  {
    GtkWidget *page = bf_test_find_widget (assistant, is_bidding_page, NULL);
    BfBidReveal *reveal = bf_bidding_page_get_reveal (BF_BIDDING_PAGE (page));

    g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_DRAW);
    first = names[bf_bid_reveal_get_first_player (reveal)];
  }
  step = g_strdup_printf ("Skip this step: %s plays first, drawn at random among the players tied for the highest bid.", first);
  g_assert_true (bf_test_showing_label (assistant, step));
  g_assert_true (bf_test_showing_label (assistant, "so there is nothing to pay"));
  g_assert_false (bf_test_showing_label (assistant, "highest bid on line 1"));
  g_assert_false (bf_test_showing_label (assistant, "pays the bid"));
  click_button (assistant, "_Done");

  g_assert_cmpint (bf_setup_assistant_get_step (self), ==, BF_SETUP_STEP_TABLE);
  g_assert_cmpstr (names[bf_setup_assistant_get_first_player (self)], ==, first);
  intro = g_strdup_printf ("%s was drawn at random among the players tied in the first-player auction and plays first.", first);
  g_assert_true (bf_test_showing_label (assistant, intro));
  g_assert_false (bf_test_showing_label (assistant, "won the first-player auction"));
  render (window, &variant, "setup-table");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Resuming ------------------------------------------------------------------ */

typedef struct
{
  const BfTestVariant *variant;
  BfCarnegieGame              *game;
  GtkWidget           *window;
  GtkWidget           *assistant;
} Table;

/* The app killed and started again: the game as its autosave holds it
 * (the game file text, read as work in progress), a new assistant made
 * from it alone. */
static void
restart (Table *table)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = bf_document_to_data (BF_DOCUMENT (table->game), NULL);
  BfDocument *document = bf_document_load_data (data, -1, TRUE, &error);

  g_assert_no_error (error);
  g_assert_true (BF_IS_CARNEGIE_GAME (document));
  if (table->window != NULL)
    gtk_window_destroy (GTK_WINDOW (table->window));
  bf_test_iterate ();
  g_clear_object (&table->game);
  table->game = BF_CARNEGIE_GAME (document);

  g_assert_nonnull (bf_carnegie_game_get_setup_progress (table->game));
  table->assistant = bf_setup_assistant_new (table->game, 1);   /* not the seed: the game's is used */
  g_signal_connect (table->assistant, "error", G_CALLBACK (error_cb), NULL);
  table->window = bf_test_present_window (table->assistant, table->variant, 1000, 760);
  g_assert_cmpuint (bf_setup_assistant_get_seed (BF_SETUP_ASSISTANT (table->assistant)), ==, SEED);
}

static gboolean
row_ticked (GtkWidget  *root,
            const char *title)
{
  GtkWidget *row = showing_row (root, title);

  g_assert_nonnull (row);
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))));
}

/* Issue #15: a restart at every step of the 3-player setup (bidding
 * sheets half done, one sealed; the checklist ticked; a cover placed; a
 * secret donation sealed; the end) goes on exactly where it was, with
 * what was sealed still sealed, and the table it leaves is the one of an
 * uninterrupted setup. */
static void
test_resume (void)
{
  static const BfTestVariant variant = { "resume", FALSE, FALSE };
  static const char * const names[] = { "Anna", "Ben", "Cara", NULL };
  Table table = { &variant, NULL, NULL, NULL };
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  BfBiddingSheet *sheet;
  guint n_done = 0;
  int column, tile;

  table.game = bf_test_new_game (names, BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION |
                                 BF_MODULE_NEW_BEGINNING);
  table.assistant = bf_setup_assistant_new (table.game, SEED);
  g_signal_connect (table.assistant, "error", G_CALLBACK (error_cb), NULL);
  table.window = bf_test_present_window (table.assistant, &variant, 1000, 760);

  /* The deal is on the game from the first screen. */
  g_assert_nonnull (bf_carnegie_game_get_setup (table.game));
  g_assert_cmpuint (bf_carnegie_game_get_setup (table.game)->seed, ==, SEED);
  g_assert_cmpint (bf_carnegie_game_get_setup_progress (table.game)->step, ==, BF_SETUP_STEP_BIDDING);

  /* Anna seals; Ben fills in half his sheet. */
  click_button (table.assistant, "I Am Anna");
  fill_sheet (table.assistant, 1, "4", "4", "+3", "5");
  click_button (table.assistant, "_Seal Sheet");
  click_button (table.assistant, "I Am Ben");
  fill_sheet (table.assistant, 5, "3", "3", "−5", "8");
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_BIDDING);
  g_assert_true (bf_setup_assistant_get_has_sealed (BF_SETUP_ASSISTANT (table.assistant)));
  /* Anna's sheet stays sealed; nothing of hers shows. */
  g_assert_true (bf_test_showing_label (table.assistant, "Hand the Device to Ben"));
  g_assert_false (bf_test_showing_label (table.assistant, "Anna"));
  sheet = bf_bidding_get_sheet (bf_carnegie_game_get_bidding (table.game), 0);
  g_assert_true (bf_bidding_sheet_get_sealed (sheet));
  g_assert_cmpint (bf_bidding_sheet_get_bid (sheet), ==, 1);
  /* Ben's lines are where he left them: he only seals. */
  click_button (table.assistant, "I Am Ben");
  click_button (table.assistant, "_Seal Sheet");
  g_assert_true (bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (bf_carnegie_game_get_bidding (table.game), 1)));
  click_button (table.assistant, "I Am Cara");
  fill_sheet (table.assistant, 2, "2", "5", "0", "4");
  click_button (table.assistant, "_Seal Sheet");
  click_button (table.assistant, "_Reveal All");
  click_button (table.assistant, "_Done");

  /* Steps 1-10: a tick, then a restart. */
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_TABLE);
  g_assert_true (gtk_widget_activate (showing_row (table.assistant, "1. Anna")));
  bf_test_iterate ();
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_TABLE);
  g_assert_cmpuint (bf_setup_assistant_get_first_player (BF_SETUP_ASSISTANT (table.assistant)), ==, 1);
  g_assert_true (bf_test_showing_label (table.assistant, "Ben won the first-player auction and plays first. Order of play: Ben, Cara, Anna."));
  g_assert_true (row_ticked (table.assistant, "1. Anna"));
  g_assert_false (row_ticked (table.assistant, "2. Cara"));
  g_assert_cmpint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (table.game, 1)), ==, -5);
  click_button (table.assistant, "C_ontinue");

  /* Ben covers a column; restart at Cara's turn. */
  g_assert_cmpuint (bf_setup_assistant_get_cover_player (BF_SETUP_ASSISTANT (table.assistant)), ==, 1);
  column = blocked_column (table.game);
  g_assert_cmpint (column, >=, 0);
  tile = (column + 1) % BF_N_DONATION_TYPES;
  {
    g_autofree char *item = g_strdup_printf ("%d · %s", column + 1, bf_carnegie_rules_get_donation_type (rules, column)->name);
    g_autofree char *tile_item = g_strdup_printf ("%s tile", bf_carnegie_rules_get_donation_type (rules, tile)->name);

    choose (table.assistant, "Tile", tile_item);
    choose (table.assistant, "Column", item);
    click_button (table.assistant, "C_over Column");
  }
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_COVERS);
  g_assert_cmpuint (bf_setup_assistant_get_cover_player (BF_SETUP_ASSISTANT (table.assistant)), ==, 2);
  g_assert_true (bf_test_showing_label (table.assistant, "Cara: New Donations Tile"));
  g_assert_cmpint (bf_carnegie_game_get_cover (table.game, column), ==, tile);
  {
    g_autofree char *title = g_strdup_printf ("%s tile on the %s column", bf_carnegie_rules_get_donation_type (rules, tile)->name,
                                              bf_carnegie_rules_get_donation_type (rules, column)->name);
    GtkWidget *row = showing_row (table.assistant, title);

    g_assert_nonnull (row);
    g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Placed by Ben."));
    /* Its tick is kept too. */
    g_assert_true (gtk_widget_activate (row));
    bf_test_iterate ();
    restart (&table);
    g_assert_true (row_ticked (table.assistant, title));
  }
  click_button (table.assistant, "_Skip");
  click_button (table.assistant, "_Skip");

  /* Step 11, restarted: the moves come from the sheets. */
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_MOVES);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (showing_row (table.assistant, "Ben"))), ==, "Up to 8 steps");
  click_button (table.assistant, "C_ontinue");

  /* Anna seals her secret donation; restart at Ben's turn. */
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_SECRET);
  click_button (table.assistant, "I Am Anna");
  bf_test_click_toggle (table.assistant, "Type 1 (");
  click_button (table.assistant, "_Seal My Choice");
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_SECRET);
  g_assert_true (bf_setup_assistant_get_has_sealed (BF_SETUP_ASSISTANT (table.assistant)));
  g_assert_true (bf_carnegie_game_get_secrets_sealed (table.game));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (table.game, 0)), !=, BF_CHART_POS_NONE);
  g_assert_true (bf_test_showing_label (table.assistant, "Hand the Device to Ben"));
  g_assert_false (bf_test_showing_label (table.assistant, "Hand the Device to Anna"));

  /* Ben picks line 4 of type 2 and is killed before sealing (issue 26):
   * the next start hands the device to Ben, shows nothing of his pick
   * until he says he is Ben, then shows it picked, still unsealed. */
  click_button (table.assistant, "I Am Ben");
  bf_test_click_toggle (table.assistant, "Type 2 (Human Rights column), line 4:");
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_SECRET);
  g_assert_true (bf_test_showing_label (table.assistant, "Hand the Device to Ben"));
  g_assert_false (bf_test_showing_label (table.assistant, "line 4"));
  g_assert_false (bf_test_showing_label (table.assistant, bf_carnegie_game_get_chart_space (table.game, BF_CHART_POS (BF_DONATION_RIGHTS, 4))->text));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (table.game, 1)), ==, BF_CHART_POS_NONE);
  click_button (table.assistant, "I Am Ben");
  g_assert_true (bf_test_showing_label (table.assistant, "Type 2 (Human Rights column), line 4: "));
  {
    g_autoptr(GPtrArray) toggles = g_ptr_array_new ();
    guint n_active = 0;

    bf_test_collect_widgets (table.assistant, GTK_TYPE_TOGGLE_BUTTON, toggles);
    for (guint k = 0; k < toggles->len; k++)
      if (bf_test_is_showing (toggles->pdata[k]) && gtk_toggle_button_get_active (toggles->pdata[k]))
        {
          g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (toggles->pdata[k]),
                                           "Type 2 (Human Rights column), line 4:"));
          n_active++;
        }
    g_assert_cmpuint (n_active, ==, 1);
  }
  click_button (table.assistant, "_Seal My Choice");
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (table.game, 1)), ==,
                    BF_CHART_POS (BF_DONATION_RIGHTS, 4));

  /* Cara's turn, after another restart: nothing of Ben's pick on her
   * hand-over screen nor on her chart. */
  restart (&table);
  g_assert_true (bf_test_showing_label (table.assistant, "Hand the Device to Cara"));
  g_assert_false (bf_test_showing_label (table.assistant, "line 4"));
  click_button (table.assistant, "I Am Cara");
  g_assert_true (bf_test_showing_label (table.assistant, "No space chosen yet."));
  bf_test_click_toggle (table.assistant, "Type 2 (");
  click_button (table.assistant, "_Seal My Choice");
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_READY);

  /* Ready, restarted; Done ends the setup. */
  restart (&table);
  g_assert_cmpint (bf_setup_assistant_get_step (BF_SETUP_ASSISTANT (table.assistant)), ==, BF_SETUP_STEP_READY);
  g_assert_true (bf_test_showing_label (table.assistant, "The secret donations stay sealed until final scoring."));
  g_signal_connect (table.assistant, "done", G_CALLBACK (count_cb), &n_done);
  click_button (table.assistant, "_Done");
  g_assert_cmpuint (n_done, ==, 1);
  g_assert_null (bf_carnegie_game_get_setup_progress (table.game));
  for (guint i = 0; i < 3; i++)
    g_assert_true (bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (bf_carnegie_game_get_bidding (table.game), i)));
  g_assert_true (bf_carnegie_game_validate (table.game, NULL));

  gtk_window_destroy (GTK_WINDOW (table.window));
  bf_test_iterate ();
  g_clear_object (&table.game);
}

static void
css_error_cb (GtkCssProvider *provider,
              GtkCssSection  *section,
              const GError   *error,
              gpointer        data)
{
  g_error ("style.css: %s", error->message);
}

/* Issue 28: the assistant shown where the focus is on another button
 * (the window's Cancel): the bidding handoff, made before it is shown,
 * takes the focus once it is, on its button, which reads the screen's
 * title ("Hand the Device to Anna"); the focus stayed on Cancel. */
static void
test_handoff_focus (void)
{
  static const char * const names[] = { "Anna", "Ben", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NEW_BEGINNING);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *cancel = gtk_button_new_with_label ("Cancel");
  GtkWidget *window;
  GtkWidget *focus;

  gtk_box_append (GTK_BOX (box), cancel);
  window = bf_test_present_window (box, &bf_test_variants[0], 1000, 760);
  g_assert_true (gtk_widget_grab_focus (cancel));
  gtk_box_append (GTK_BOX (box), bf_setup_assistant_new (game, SEED));
  bf_test_iterate ();
  bf_test_wait_frames (window, 2);

  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != cancel);
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, BF_TYPE_HANDOFF));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  /* No animations: screenshots show where things end up. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  /* The app's style sheet, as the application loads it. */
  css = gtk_css_provider_new ();
  g_signal_connect (css, "parsing-error", G_CALLBACK (css_error_cb), NULL);
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/setup-assistant/three-players/%s", bf_test_variants[i].name);

      g_test_add_data_func (path, &bf_test_variants[i], test_three_players);
    }
  g_test_add_func ("/setup-assistant/four-players", test_four_players);
  g_test_add_func ("/setup-assistant/bidding-draw", test_bidding_draw);
  g_test_add_func ("/setup-assistant/resume", test_resume);
  g_test_add_func ("/setup-assistant/handoff-focus", test_handoff_focus);

  return g_test_run ();
}
