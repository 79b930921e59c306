/* test-game-setup.c: what a game remembers of its setup
 *
 * The bidding sheets (A New Beginning), the sealed secret donations and
 * the setup record that the multiplayer setup assistant leaves in a
 * BfCarnegieGame: their API, their round trip through game files (byte
 * identical, and absent from files that do not use them), the files
 * refused, and what scoring makes of them: sealed secret donations are
 * not scored, revealed ones are; a New Donations tile over a column
 * keeps the blocking discs of that column on its own spaces.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-score-sheet.h"
#include "bf-test-core.h"

/* Helpers ------------------------------------------------------------- */

static BfCarnegieGame *
new_game (guint      n_players,
          BfModules  modules)
{
  static const char * const names[] = { "Anna", "Ben", "Cara", "Dan" };
  g_autoptr(GError) error = NULL;
  BfCarnegieGame *game = bf_carnegie_game_new ();

  for (guint i = 0; i < n_players; i++)
    {
      g_assert_nonnull (bf_carnegie_game_add_player (game, names[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (bf_carnegie_game_set_modules (game, modules, &error));
  g_assert_no_error (error);

  return game;
}

static char *
to_data (BfCarnegieGame *game)
{
  return bf_game_file_to_data (game, NULL);
}

/* Writes @game, reads it back and checks that writing it again gives
 * the same bytes. Returns the game read back. */
static BfCarnegieGame *
round_trip (BfCarnegieGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = to_data (game);
  g_autofree char *again = NULL;
  BfCarnegieGame *loaded;

  loaded = bf_game_file_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  again = to_data (loaded);
  g_assert_cmpstr (again, ==, data);

  return loaded;
}

/* Replaces the first @from in @data by @to. */
static char *
edit (const char *data,
      const char *from,
      const char *to)
{
  const char *at = strstr (data, from);

  g_assert_nonnull (at);

  return g_strdup_printf ("%.*s%s%s", (int) (at - data), data, to, at + strlen (from));
}

static void
assert_refused (const char *data,
                const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_game_file_from_data (data, -1, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message_part);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
changed_cb (BfCarnegieGame *game,
            guint          *count)
{
  (*count)++;
}

static const BfScoreLine *
find_line (BfScoreSheet *sheet,
           guint         player,
           const char   *category)
{
  for (guint i = 0; i < bf_score_sheet_get_n_lines (sheet, player); i++)
    {
      const BfScoreLine *line = bf_score_sheet_get_line (sheet, player, i);

      if (g_str_equal (line->category, category))
        return line;
    }

  return NULL;
}

static guint
card_index (const char *id)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  const BfAndrewCard *card = bf_carnegie_rules_lookup_andrew_card (rules, id);

  g_assert_nonnull (card);

  return (guint) (card - bf_carnegie_rules_get_andrew_card (rules, 0));
}

/* A complete record as the assistant makes one. */
static void
fill_record (BfSetupRecord *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->seed = 4000000000u;
  setup->first_player = 2;
  setup->timeline[0] = (BfTimelineSlot) { 3, 0 };
  setup->timeline[1] = (BfTimelineSlot) { 8, 1 };
  setup->timeline[2] = (BfTimelineSlot) { 1, 1 };
  setup->timeline[3] = (BfTimelineSlot) { 6, 0 };
  setup->supply = BF_SUPPLY_NEW_DEPARTMENTS;
  for (guint i = 0; i < 24; i++)
    setup->departments[setup->n_departments++] = 1 + i / 2 + (i >= 12 ? 8 : 0);
  for (guint i = 0; i < 8; i++)
    setup->removed[setup->n_removed++] = 25 + i;
  setup->cards[setup->n_cards++] = card_index ("N07");
  setup->cards[setup->n_cards++] = card_index ("N12");
  setup->blocking[setup->n_blocking++] = (BfBlockingDisk) { TRUE, BF_CHART_POS (BF_DONATION_WELFARE, 1), 0 };
  setup->blocking[setup->n_blocking++] = (BfBlockingDisk) { FALSE, bf_test_space_of ("fargo", 1), 0 };
  setup->blocking[setup->n_blocking++] = (BfBlockingDisk) { FALSE, bf_test_space_of ("chicago", 1), 1 };
}

/* Bidding sheets --------------------------------------------------------- */

static BfBidding *
sealed_bidding (BfCarnegieRules *rules,
                guint            n)
{
  g_autoptr(GError) error = NULL;
  BfBidding *bidding = bf_bidding_new (rules, n);

  bf_bidding_set_seed (bidding, 77);
  for (guint i = 0; i < n; i++)
    {
      BfBiddingSheet *sheet = bf_bidding_get_sheet (bidding, i);

      g_assert_true (bf_bidding_sheet_set_bid (sheet, (int) i + 1, &error));
      g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_GOODS, 3, &error));
      g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_WORKERS, 4, &error));
      g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_VP, i == 0 ? -5 : 3, &error));
      g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_SETUP_MOVES, 5, &error));
      g_assert_true (bf_bidding_sheet_seal (sheet, &error));
      g_assert_no_error (error);
    }

  return bidding;
}

static void
test_bidding (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (3, BF_MODULE_NEW_BEGINNING);
  g_autoptr(BfBidding) bidding = sealed_bidding (bf_carnegie_game_get_rules (game), 3);
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autofree char *plain = to_data (game);
  g_autofree char *data = NULL;
  BfBidding *back;
  guint changed = 0;

  g_assert_null (bf_carnegie_game_get_bidding (game));
  g_assert_null (strstr (plain, "\"bidding\""));

  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &changed);
  bf_carnegie_game_set_bidding (game, bidding);
  g_assert_cmpuint (changed, ==, 1);
  bf_carnegie_game_set_bidding (game, bidding);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bf_carnegie_game_get_bidding (game) == bidding);

  loaded = round_trip (game);
  back = bf_carnegie_game_get_bidding (loaded);
  g_assert_nonnull (back);
  g_assert_cmpuint (bf_bidding_get_n_sheets (back), ==, 3);
  g_assert_cmpuint (bf_bidding_get_seed (back), ==, 77);
  g_assert_true (bf_bidding_get_all_sealed (back));
  g_assert_cmpint (bf_bidding_sheet_get_bid (bf_bidding_get_sheet (back, 2)), ==, 3);
  g_assert_cmpint (bf_bidding_sheet_get_chosen (bf_bidding_get_sheet (back, 0), BF_BID_VP)->value, ==, -5);

  /* The reveal of the stored sheets is the one of the round. */
  {
    g_autoptr(BfBidReveal) a = bf_bidding_reveal (bidding, NULL);
    g_autoptr(BfBidReveal) b = bf_bidding_reveal (back, NULL);

    g_assert_cmpuint (bf_bid_reveal_get_first_player (a), ==, bf_bid_reveal_get_first_player (b));
    g_assert_cmpuint (bf_bid_reveal_get_first_player (b), ==, 2);
  }

  /* Removing it removes the member. */
  bf_carnegie_game_set_bidding (game, NULL);
  g_assert_cmpuint (changed, ==, 2);
  data = to_data (game);
  g_assert_cmpstr (data, ==, plain);
}

static void
test_bidding_refused (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (3, BF_MODULE_NEW_BEGINNING);
  g_autoptr(BfBidding) bidding = sealed_bidding (bf_carnegie_game_get_rules (game), 3);
  g_autoptr(BfBidding) two = sealed_bidding (bf_carnegie_game_get_rules (game), 2);
  g_autofree char *data = NULL;
  g_autofree char *no_module = NULL;
  g_autofree char *bad_sheet = NULL;

  bf_carnegie_game_set_bidding (game, bidding);
  data = to_data (game);

  no_module = edit (data, "\"a-new-beginning\"", "\"open-bar\"");
  assert_refused (no_module, "a-new-beginning");

  bad_sheet = edit (data, "\"goods\": 3", "\"goods\": 7");
  assert_refused (bad_sheet, "“bidding”");

  bf_carnegie_game_set_bidding (game, two);
  g_clear_pointer (&data, g_free);
  data = to_data (game);
  assert_refused (data, "one sheet per player");
}

/* Sealed secret donations ---------------------------------------------- */

static void
test_secrets_sealed (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (2, BF_MODULE_SECRET_DONATION);
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autofree char *plain = to_data (game);
  g_autofree char *data = NULL;
  g_autofree char *no_module = NULL;
  g_autofree char *not_boolean = NULL;
  gboolean sealed = TRUE;
  guint notified = 0;
  guint changed = 0;

  g_assert_false (bf_carnegie_game_get_secrets_sealed (game));
  g_signal_connect (game, "notify::secrets-sealed", G_CALLBACK (count_cb), &notified);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &changed);

  g_object_set (game, "secrets-sealed", TRUE, NULL);
  g_assert_true (bf_carnegie_game_get_secrets_sealed (game));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (changed, ==, 1);
  bf_carnegie_game_set_secrets_sealed (game, TRUE);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (changed, ==, 1);

  data = to_data (game);
  no_module = edit (data, "\"modules\": [\"secret-donation\"]", "\"modules\": [\"open-bar\"]");
  assert_refused (no_module, "secrets-sealed");
  g_clear_pointer (&data, g_free);

  g_assert_true (bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, 0),
                                                         BF_CHART_POS (BF_DONATION_HEALTH, 2), NULL));
  data = to_data (game);
  g_assert_nonnull (strstr (data, "\"secrets-sealed\": true"));
  loaded = round_trip (game);
  g_object_get (loaded, "secrets-sealed", &sealed, NULL);
  g_assert_true (sealed);
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (loaded, 0)), ==,
                    BF_CHART_POS (BF_DONATION_HEALTH, 2));

  not_boolean = edit (data, "\"secrets-sealed\": true", "\"secrets-sealed\": 1");
  assert_refused (not_boolean, "secrets-sealed");

  /* Unsealed: the member goes away again. */
  bf_carnegie_game_set_secrets_sealed (game, FALSE);
  g_assert_cmpuint (notified, ==, 2);
  bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, 0), BF_CHART_POS_NONE, NULL);
  g_clear_pointer (&data, g_free);
  data = to_data (game);
  g_assert_cmpstr (data, ==, plain);
}

/* The setup in progress (issue #15) ------------------------------------ */

static BfCarnegieGame *
load_unfinished (const char  *data,
                 GError     **error)
{
  return bf_game_file_from_data_full (data, -1, BF_GAME_FILE_LOAD_UNFINISHED, error);
}

static void
assert_unfinished_refused (const char *data,
                           const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = load_unfinished (data, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message_part);
}

static void
marks_cb (BfCarnegieGame *game,
          guint          *count)
{
  (*count)++;
}

static void
test_setup_progress (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (3, BF_MODULE_NEW_DONATIONS | BF_MODULE_NEW_BEGINNING);
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autoptr(BfCarnegieGame) solo = new_game (1, BF_MODULE_NONE);
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_game_get_rules (game), 3);
  g_autoptr(GError) error = NULL;
  g_autofree char *plain = to_data (game);
  g_autofree char *data = NULL;
  g_autofree char *describe = NULL;
  BfSetupProgress progress = { 0, };
  const BfSetupProgress *back;
  guint changed = 0, marks = 0;

  g_assert_null (bf_carnegie_game_get_setup_progress (game));
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &changed);
  g_signal_connect (game, "marks-changed", G_CALLBACK (marks_cb), &marks);

  /* A tick without a setup in progress does nothing. */
  bf_carnegie_game_set_setup_tick (game, BF_SETUP_STEP_TABLE, 0, TRUE);
  g_assert_false (bf_carnegie_game_get_setup_tick (game, BF_SETUP_STEP_TABLE, 0));
  g_assert_cmpuint (marks, ==, 0);

  /* Covers: Anna covered column 3, Ben passed; two ticks. */
  progress.step = BF_SETUP_STEP_COVERS;
  progress.n_cover_turns = 2;
  progress.cover_columns[0] = 2;
  progress.cover_columns[1] = -1;
  g_assert_true (bf_carnegie_game_set_setup_progress (game, &progress, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bf_carnegie_game_set_setup_progress (game, &progress, NULL));
  g_assert_cmpuint (changed, ==, 1);
  bf_carnegie_game_set_setup_tick (game, BF_SETUP_STEP_TABLE, 0, TRUE);
  bf_carnegie_game_set_setup_tick (game, BF_SETUP_STEP_TABLE, 3, TRUE);
  bf_carnegie_game_set_setup_tick (game, BF_SETUP_STEP_TABLE, 3, TRUE);
  /* Ticks are marks, not changes: no undo step of their own. */
  g_assert_cmpuint (marks, ==, 2);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bf_carnegie_game_get_setup_tick (game, BF_SETUP_STEP_TABLE, 3));
  g_assert_false (bf_carnegie_game_get_setup_tick (game, BF_SETUP_STEP_TABLE, 1));
  describe = bf_document_describe (BF_DOCUMENT (game));
  g_assert_cmpstr (describe, ==, "Carnegie, setting up (New Donations tiles): Anna, Ben, Cara");

  data = to_data (game);
  g_assert_nonnull (strstr (data, "\"setup-progress\""));
  g_assert_nonnull (strstr (data, "\"step\": \"covers\""));
  g_assert_nonnull (strstr (data, "\"table\": [1, 4]"));

  /* Kept in an autosave, refused as a table to score. */
  loaded = load_unfinished (data, &error);
  g_assert_no_error (error);
  back = bf_carnegie_game_get_setup_progress (loaded);
  g_assert_nonnull (back);
  g_assert_cmpint (back->step, ==, BF_SETUP_STEP_COVERS);
  g_assert_cmpuint (back->n_cover_turns, ==, 2);
  g_assert_cmpint (back->cover_columns[0], ==, 2);
  g_assert_cmpint (back->cover_columns[1], ==, -1);
  g_assert_cmpuint (back->ticks[BF_SETUP_STEP_TABLE], ==, 9);
  g_assert_cmpmem (back, sizeof *back, bf_carnegie_game_get_setup_progress (game), sizeof *back);
  assert_refused (data, "still being set up");

  /* What cannot be. */
  {
    g_autofree char *bad_step = edit (data, "\"step\": \"covers\"", "\"step\": \"shuffle\"");
    g_autofree char *no_module = edit (data, "\"step\": \"covers\"", "\"step\": \"secret\"");
    g_autofree char *twice = edit (data, "\"cover-turns\": [3, null]",
                                   "\"cover-turns\": [3, 3]");
    g_autofree char *column = edit (data, "\"cover-turns\": [3, null]",
                                    "\"cover-turns\": [5]");
    g_autofree char *turns = edit (data, "\"cover-turns\": [3, null]",
                                   "\"cover-turns\": [1, 2, 3, 4]");
    g_autofree char *row = edit (data, "\"table\": [1, 4]", "\"table\": [65]");
    g_autofree char *field = edit (data, "\"step\": \"covers\"", "\"step\": \"covers\", \"round\": 2");

    assert_unfinished_refused (bad_step, "“step” must be one of");
    assert_unfinished_refused (no_module, "not in play");
    assert_unfinished_refused (twice, "one New Donations tile at most");
    assert_unfinished_refused (column, "chart columns from 1 to 4");
    assert_unfinished_refused (turns, "at most 3 entries");
    assert_unfinished_refused (row, "row numbers from 1 to 64");
    assert_unfinished_refused (field, "“round” is not a known field");
  }

  /* A solo game is not set up with the assistant. */
  g_assert_true (bf_carnegie_game_set_solo (solo, TRUE, NULL));
  g_assert_false (bf_carnegie_game_set_setup_progress (solo, &progress, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* A bidding sheet filled in is a change of the game (autosaved). */
  bf_carnegie_game_set_bidding (game, bidding);
  changed = 0;
  g_assert_true (bf_bidding_sheet_set_bid (bf_bidding_get_sheet (bidding, 1), 4, NULL));
  g_assert_cmpuint (changed, ==, 1);
  bf_carnegie_game_set_bidding (game, NULL);
  changed = 0;
  g_assert_true (bf_bidding_sheet_set_bid (bf_bidding_get_sheet (bidding, 1), 5, NULL));
  g_assert_cmpuint (changed, ==, 0);

  /* Done: the member goes away. */
  g_assert_true (bf_carnegie_game_set_setup_progress (game, NULL, NULL));
  g_assert_null (bf_carnegie_game_get_setup_progress (game));
  g_clear_pointer (&data, g_free);
  data = to_data (game);
  g_assert_cmpstr (data, ==, plain);
}

/* The secret donation picked and not sealed yet (issue 26): kept with the
 * setup in progress, given back to its player only, written and read
 * with the autosave. */
static void
test_secret_pick (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (3, BF_MODULE_SECRET_DONATION | BF_MODULE_NEW_DONATIONS);
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BfSetupProgress progress = { 0, };
  guint changed = 0, marks = 0;

  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &changed);
  g_signal_connect (game, "marks-changed", G_CALLBACK (marks_cb), &marks);

  /* Without a setup in progress there is nothing to keep it in. */
  bf_carnegie_game_set_setup_secret_pick (game, 1, BF_CHART_POS (BF_DONATION_WELFARE, 2));
  g_assert_cmpuint (bf_carnegie_game_get_setup_secret_pick (game, 1), ==, BF_CHART_POS_NONE);
  g_assert_cmpuint (marks, ==, 0);

  progress.step = BF_SETUP_STEP_SECRET;
  g_assert_true (bf_carnegie_game_set_setup_progress (game, &progress, &error));
  g_assert_no_error (error);
  changed = 0;

  /* Ben picks Welfare line 2: a mark (no undo step), his alone. */
  bf_carnegie_game_set_setup_secret_pick (game, 1, BF_CHART_POS (BF_DONATION_WELFARE, 2));
  bf_carnegie_game_set_setup_secret_pick (game, 1, BF_CHART_POS (BF_DONATION_WELFARE, 2));
  g_assert_cmpuint (marks, ==, 1);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (bf_carnegie_game_get_setup_secret_pick (game, 1), ==, BF_CHART_POS (BF_DONATION_WELFARE, 2));
  g_assert_cmpuint (bf_carnegie_game_get_setup_secret_pick (game, 0), ==, BF_CHART_POS_NONE);
  g_assert_cmpuint (bf_carnegie_game_get_setup_secret_pick (game, 2), ==, BF_CHART_POS_NONE);
  /* Not a secret donation yet: nothing sealed, nothing scored. */
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, 1)), ==, BF_CHART_POS_NONE);

  data = to_data (game);
  g_assert_nonnull (strstr (data, "\"secret-pick\": {\"player\": 1, \"column\": \"welfare\", \"row\": 2}"));
  loaded = load_unfinished (data, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_game_get_setup_secret_pick (loaded, 1), ==, BF_CHART_POS (BF_DONATION_WELFARE, 2));
  g_assert_cmpmem (bf_carnegie_game_get_setup_progress (loaded), sizeof progress,
                   bf_carnegie_game_get_setup_progress (game), sizeof progress);

  /* What cannot be. */
  {
    g_autofree char *player = edit (data, "\"player\": 1,", "\"player\": 3,");
    g_autofree char *column = edit (data, "\"column\": \"welfare\", \"row\": 2}",
                                    "\"column\": \"charity\", \"row\": 2}");
    g_autofree char *row = edit (data, "\"column\": \"welfare\", \"row\": 2}",
                                 "\"column\": \"welfare\", \"row\": 6}");

    assert_unfinished_refused (player, "“player”");
    assert_unfinished_refused (column, "“column” must be");
    assert_unfinished_refused (row, "“row”");
  }

  /* Sealed: the pick goes. */
  bf_carnegie_game_set_setup_secret_pick (game, 1, BF_CHART_POS_NONE);
  g_assert_cmpuint (bf_carnegie_game_get_setup_secret_pick (game, 1), ==, BF_CHART_POS_NONE);
  g_assert_cmpuint (marks, ==, 2);
  g_clear_pointer (&data, g_free);
  data = to_data (game);
  g_assert_null (strstr (data, "secret-pick"));
}

/* The setup record ----------------------------------------------------- */

static void
test_setup_record (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (3, BF_MODULE_NEW_DEPARTMENTS);
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autofree char *plain = to_data (game);
  g_autofree char *data = NULL;
  const BfSetupRecord *back;
  BfSetupRecord setup;
  guint changed = 0;

  g_assert_null (bf_carnegie_game_get_setup (game));
  fill_record (&setup);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), &changed);
  g_assert_true (bf_carnegie_game_set_setup (game, &setup, NULL));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bf_carnegie_game_set_setup (game, &setup, NULL));
  g_assert_cmpuint (changed, ==, 1);

  data = to_data (game);
  g_assert_nonnull (strstr (data, "\"seed\": 4000000000"));
  g_assert_nonnull (strstr (data, "{\"tile\": 8, \"side\": \"back\"}"));
  g_assert_nonnull (strstr (data, "{\"card\": \"N07\", \"column\": \"welfare\", \"row\": 1}"));
  g_assert_nonnull (strstr (data, "{\"card\": \"N12\", \"city\": \"chicago\", \"space\": 1}"));

  loaded = round_trip (game);
  back = bf_carnegie_game_get_setup (loaded);
  g_assert_nonnull (back);
  g_assert_cmpuint (back->seed, ==, setup.seed);
  g_assert_cmpuint (back->first_player, ==, 2);
  g_assert_cmpint (back->supply, ==, BF_SUPPLY_NEW_DEPARTMENTS);
  g_assert_cmpmem (back->timeline, sizeof back->timeline, setup.timeline, sizeof setup.timeline);
  g_assert_cmpmem (back->departments, back->n_departments * sizeof (guint),
                   setup.departments, setup.n_departments * sizeof (guint));
  g_assert_cmpmem (back->removed, back->n_removed * sizeof (guint),
                   setup.removed, setup.n_removed * sizeof (guint));
  g_assert_cmpmem (back->cards, back->n_cards * sizeof (guint),
                   setup.cards, setup.n_cards * sizeof (guint));
  g_assert_cmpmem (back->blocking, back->n_blocking * sizeof (BfBlockingDisk),
                   setup.blocking, setup.n_blocking * sizeof (BfBlockingDisk));

  /* A version-1 file (one tile per row) opens with the same four tiles
   * in the same order, now read left to right, and is saved as
   * version 2. */
  {
    g_autoptr(GString) v1 = g_string_new (data);
    g_autoptr(BfCarnegieGame) old = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *saved = NULL;

    g_assert_cmpuint (g_string_replace (v1, "\"version\": 2,", "\"version\": 1,", 1), ==, 1);
    old = bf_game_file_from_data (v1->str, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpmem (bf_carnegie_game_get_setup (old)->timeline, sizeof setup.timeline,
                     setup.timeline, sizeof setup.timeline);
    saved = to_data (old);
    g_assert_cmpstr (saved, ==, data);
  }

  /* Refused by the model. */
  {
    BfSetupRecord bad = setup;
    g_autoptr(GError) error = NULL;

    bad.timeline[1].tile = 3;
    g_assert_false (bf_carnegie_game_set_setup (game, &bad, &error));
    g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
    g_clear_error (&error);

    bad = setup;
    bad.first_player = 3;
    g_assert_false (bf_carnegie_game_set_setup (game, &bad, &error));
    g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
    g_clear_error (&error);

    bad = setup;
    bad.blocking[0].card = 2;
    g_assert_false (bf_carnegie_game_set_setup (game, &bad, &error));
    g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  }

  /* Refused in a file. */
  {
    g_autofree char *tile_twice = edit (data, "\"tile\": 8", "\"tile\": 3");
    g_autofree char *side = edit (data, "\"side\": \"back\"", "\"side\": \"left\"");
    g_autofree char *card = edit (data, "\"N12\", \"city\"", "\"N99\", \"city\"");
    g_autofree char *not_revealed = edit (data, "\"N12\", \"city\"", "\"N03\", \"city\"");
    g_autofree char *unknown = edit (data, "\"seed\": 4000000000", "\"seed\": 4000000000, \"colour\": 1");
    g_autofree char *first = edit (data, "\"first-player\": 2", "\"first-player\": 3");
    g_autofree char *supply = edit (data, "\"supply\": \"new-departments\"", "\"supply\": \"all\"");
    g_autofree char *dept = edit (data, "\"removed\": [25", "\"removed\": [33");
    g_autofree char *space = edit (data, "\"city\": \"chicago\", \"space\": 1", "\"city\": \"chicago\", \"space\": 6");

    assert_refused (tile_twice, "laid twice");
    assert_refused (side, "“front” or “back”");
    assert_refused (card, "N01");
    assert_refused (not_revealed, "not in “cards”");
    assert_refused (unknown, "colour");
    assert_refused (first, "first-player");
    assert_refused (supply, "open-bar");
    assert_refused (dept, "1 to 32");
    assert_refused (space, "space");
  }

  /* Without the record the first player is still who played first
   * (issue 26: one first player, kept by the game), written at the top
   * level; the first one listed again, the file is as it was. */
  g_assert_true (bf_carnegie_game_set_setup (game, NULL, NULL));
  g_assert_null (bf_carnegie_game_get_setup (game));
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 2);
  g_clear_pointer (&data, g_free);
  data = to_data (game);
  g_assert_nonnull (strstr (data, "  ],\n  \"first-player\": 2\n}\n"));
  g_assert_true (bf_carnegie_game_set_first_player (game, 0, NULL));
  g_clear_pointer (&data, g_free);
  data = to_data (game);
  g_assert_cmpstr (data, ==, plain);
}

/* The whole table as the assistant leaves it, and a file without any of
 * the new members, which stays as it was. */
static void
test_everything (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (3, BF_MODULE_NEW_BEGINNING | BF_MODULE_SECRET_DONATION |
                                        BF_MODULE_NEW_DONATIONS);
  g_autoptr(BfBidding) bidding = sealed_bidding (bf_carnegie_game_get_rules (game), 3);
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  g_autofree char *original = NULL;
  g_autoptr(BfCarnegieGame) example = NULL;
  g_autofree char *written = NULL;
  BfSetupRecord setup;

  fill_record (&setup);
  g_assert_true (bf_carnegie_game_set_setup (game, &setup, NULL));
  bf_carnegie_game_set_bidding (game, bidding);
  for (guint i = 0; i < 3; i++)
    bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, i), BF_CHART_POS (i, 3), NULL);
  bf_carnegie_game_set_secrets_sealed (game, TRUE);
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_WELFARE, BF_DONATION_HEALTH, NULL));
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, BF_CHART_POS (BF_DONATION_WELFARE, 1), TRUE, NULL));
  bf_carnegie_player_set_action_choice (bf_carnegie_game_get_player (game, 1), TRUE);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  loaded = round_trip (game);
  g_assert_nonnull (bf_carnegie_game_get_setup (loaded));
  g_assert_nonnull (bf_carnegie_game_get_bidding (loaded));
  g_assert_true (bf_carnegie_game_get_secrets_sealed (loaded));

  /* An old file: nothing new is written. */
  g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
  example = bf_game_file_from_data (original, -1, &error);
  g_assert_no_error (error);
  g_assert_null (bf_carnegie_game_get_setup (example));
  g_assert_null (bf_carnegie_game_get_bidding (example));
  g_assert_false (bf_carnegie_game_get_secrets_sealed (example));
  written = to_data (example);
  g_assert_null (strstr (written, "\"setup\""));
  g_assert_null (strstr (written, "\"bidding\""));
  g_assert_null (strstr (written, "\"secrets-sealed\""));
}

/* Scoring --------------------------------------------------------------- */

/* Anna's secret donation on Welfare 1 (7 VP): left out while sealed, with
 * one line saying so; scored once revealed. */
static void
test_score_sealed (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (2, BF_MODULE_SECRET_DONATION);
  g_autoptr(BfScoreSheet) sealed = NULL;
  g_autoptr(BfScoreSheet) revealed = NULL;
  g_autoptr(GError) error = NULL;
  const BfScoreLine *line;

  g_assert_true (bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, 0),
                                                         BF_CHART_POS (BF_DONATION_WELFARE, 1), NULL));
  g_assert_true (bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, 1),
                                                         BF_CHART_POS (BF_DONATION_WELFARE, 1), NULL));
  bf_carnegie_game_set_secrets_sealed (game, TRUE);

  sealed = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    {
      line = find_line (sealed, p, BF_SCORE_SECRET_DONATION);
      g_assert_nonnull (line);
      g_assert_cmpint (line->vp, ==, 0);
      g_assert_cmpstr (line->explanation, ==, "Secret donations are sealed until the reveal");
      g_assert_cmpint (bf_score_sheet_get_category (sealed, p, BF_SCORE_SECRET_DONATION), ==, 0);
      g_assert_cmpint (bf_score_sheet_get_total (sealed, p), ==, 0);
    }

  bf_carnegie_game_set_secrets_sealed (game, FALSE);
  revealed = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    {
      line = find_line (revealed, p, BF_SCORE_SECRET_DONATION);
      g_assert_nonnull (line);
      g_assert_cmpint (line->vp, ==, 7);
      g_assert_cmpstr (line->explanation, !=, "Secret donations are sealed until the reveal");
      g_assert_cmpint (bf_score_sheet_get_total (revealed, p), ==, 7);
    }
}

/* Blocking disks on Health 1 and Health 3; the Welfare tile covers the
 * Health column: the disks stay on its rows 1 and 3, which nobody can
 * take any more, and the positions score the tile's spaces. */
static void
test_cover_blocked (void)
{
  g_autoptr(BfCarnegieGame) game = new_game (2, BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION);
  BfChartPos top = BF_CHART_POS (BF_DONATION_HEALTH, 1);
  BfChartPos third = BF_CHART_POS (BF_DONATION_HEALTH, 3);
  BfCarnegiePlayer *anna = bf_carnegie_game_get_player (game, 0);
  BfCarnegiePlayer *ben = bf_carnegie_game_get_player (game, 1);
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) loaded = NULL;
  const BfDonationSpace *space;
  const BfScoreLine *line;

  g_assert_true (bf_carnegie_game_set_chart_blocked (game, top, TRUE, NULL));
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, third, TRUE, NULL));
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_HEALTH, BF_DONATION_WELFARE, &error));
  g_assert_no_error (error);

  /* The disks sit on the tile. */
  g_assert_true (bf_carnegie_game_get_chart_blocked (game, top));
  g_assert_true (bf_carnegie_game_get_chart_blocked (game, third));
  g_assert_false (bf_carnegie_game_get_chart_blocked (game, BF_CHART_POS (BF_DONATION_HEALTH, 2)));
  space = bf_carnegie_game_get_chart_space (game, top);
  g_assert_true (space->tile);
  g_assert_cmpint (space->type, ==, BF_DONATION_WELFARE);
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_EMPTY_SPACES);

  /* Nobody can donate there: the table is refused. */
  g_assert_true (bf_carnegie_player_add_donation (ben, top, NULL));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_null (bf_score_sheet_new (game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_remove_donation (ben, top));

  /* A secret donation is active even on a blocked space: Anna's on the
   * tile's row 1, 2 VP per empty company-board space (3) = 6 VP, not the
   * printed Health 1 (projects in the East: 0). Ben donates on the tile's
   * free row 2: 2 VP per inactive employee (4) = 8 VP. */
  g_assert_true (bf_carnegie_player_set_empty_spaces (anna, 3, NULL));
  g_assert_true (bf_carnegie_player_set_secret_donation (anna, top, NULL));
  g_assert_true (bf_carnegie_player_set_employees (ben, 0, 4, 0, 0, NULL));
  g_assert_true (bf_carnegie_player_add_donation (ben, BF_CHART_POS (BF_DONATION_HEALTH, 2), NULL));

  sheet = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  line = find_line (sheet, 0, BF_SCORE_SECRET_DONATION);
  g_assert_nonnull (line);
  g_assert_cmpint (line->vp, ==, 6);
  g_assert_nonnull (strstr (line->title, "Welfare"));
  line = find_line (sheet, 1, BF_SCORE_DONATION);
  g_assert_nonnull (line);
  g_assert_cmpint (line->vp, ==, 8);

  /* Saved as positions of the printed column under the tile. */
  loaded = round_trip (game);
  g_assert_cmpint (bf_carnegie_game_get_cover (loaded, BF_DONATION_HEALTH), ==, BF_DONATION_WELFARE);
  g_assert_true (bf_carnegie_game_get_chart_blocked (loaded, top));
  g_assert_true (bf_carnegie_game_get_chart_blocked (loaded, third));

  /* Taking the tile off again leaves the disks on the printed spaces. */
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_HEALTH, BF_NO_TILE, NULL));
  g_assert_true (bf_carnegie_game_get_chart_blocked (game, top));
  g_assert_false (bf_carnegie_game_get_chart_space (game, top)->tile);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-setup/bidding", test_bidding);
  g_test_add_func ("/game-setup/bidding-refused", test_bidding_refused);
  g_test_add_func ("/game-setup/secrets-sealed", test_secrets_sealed);
  g_test_add_func ("/game-setup/setup-record", test_setup_record);
  g_test_add_func ("/game-setup/setup-progress", test_setup_progress);
  g_test_add_func ("/game-setup/secret-pick", test_secret_pick);
  g_test_add_func ("/game-setup/everything", test_everything);
  g_test_add_func ("/game-setup/score-sealed", test_score_sealed);
  g_test_add_func ("/game-setup/cover-blocked", test_cover_blocked);

  return g_test_run ();
}
