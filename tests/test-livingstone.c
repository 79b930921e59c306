/* test-livingstone.c: the Livingstone score pad (bf-livingstone.h)
 *
 * Every expected number is worked out by hand in the comments next to it,
 * from the rules in docs/livingstone.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-carnegie-kind.h"
#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-history-record.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"

/* Helpers ------------------------------------------------------------- */

static guint n_changed;

static void
changed_cb (BfLivingstoneGame *game,
            gpointer           data)
{
  n_changed++;
}

static BfLivingstoneGame *
make_game (guint n_players,
           ...)
{
  g_autoptr(GError) error = NULL;
  BfLivingstoneGame *game = bf_livingstone_game_new ();
  va_list args;

  va_start (args, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      const char *name = va_arg (args, const char *);

      g_assert_true (bf_livingstone_game_add_player (game, name, NULL, &error));
      g_assert_no_error (error);
    }
  va_end (args);

  return game;
}

/* Sets a player's tents of one round, rows 1 to 6. */
static void
set_round (BfLivingstoneGame *game,
           guint              round,
           guint              player,
           const guint        tents[6])
{
  g_autoptr(GError) error = NULL;

  for (guint row = 1; row <= 6; row++)
    {
      g_assert_true (bf_livingstone_game_set_tents (game, round, player, row, tents[row - 1], &error));
      g_assert_no_error (error);
    }
}

static void
set_other (BfLivingstoneGame *game,
           guint              player,
           guint              row,
           int                tents)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_livingstone_game_set_other_tents (game, player, row, tents, &error));
  g_assert_no_error (error);
}

static void
set_end (BfLivingstoneGame *game,
         guint              player,
         guint              gems,
         guint              vp_cards,
         guint              donation)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_livingstone_game_set_gems (game, player, gems, &error));
  g_assert_true (bf_livingstone_game_set_vp_cards (game, player, vp_cards, &error));
  g_assert_true (bf_livingstone_game_set_donation (game, player, donation, &error));
  g_assert_no_error (error);
}

static void
set_dice (BfLivingstoneGame *game,
          guint a, guint b, guint c, guint d)
{
  g_autoptr(GError) error = NULL;
  guint dice[4] = { a, b, c, d };

  for (guint i = 0; i < 4; i++)
    g_assert_true (bf_livingstone_game_set_die (game, i, dice[i], &error));
  g_assert_no_error (error);
}

static const BfLivingstoneLine *
find_line (BfLivingstoneResult *result,
           guint                player,
           const char          *title)
{
  for (guint l = 0; l < bf_livingstone_result_get_n_lines (result, player); l++)
    {
      const BfLivingstoneLine *line = bf_livingstone_result_get_line (result, player, l);

      if (g_str_equal (line->title, title))
        return line;
    }

  return NULL;
}

static gboolean
has_note (BfLivingstoneResult *result,
          const char          *part)
{
  for (guint n = 0; n < bf_livingstone_result_get_n_notes (result); n++)
    if (strstr (bf_livingstone_result_get_note (result, n), part) != NULL)
      return TRUE;

  return FALSE;
}

/* Tests --------------------------------------------------------------- */

static void
test_players (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();

  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), NULL);
  n_changed = 0;

  for (guint i = 0; i < 5; i++)
    g_assert_true (bf_livingstone_game_add_player (game, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 5);
  g_assert_false (bf_livingstone_game_add_player (game, "Six", NULL, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_PLAYERS);
  g_clear_error (&error);

  /* Empty names are shown by seat. */
  g_assert_cmpstr (bf_livingstone_game_get_player_name (game, 1), ==, "");
  g_assert_cmpstr (bf_livingstone_game_get_display_name (game, 1), ==, "Player 2");
  g_assert_true (bf_livingstone_game_set_player_name (game, 1, "Ben", &error));
  g_assert_cmpstr (bf_livingstone_game_get_display_name (game, 1), ==, "Ben");
  g_assert_false (bf_livingstone_game_set_player_name (game, 1, "Tab\there", &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_NAME);
  g_clear_error (&error);

  /* Each player gets a colour of their own. */
  for (guint i = 1; i < 5; i++)
    g_assert_cmpstr (bf_livingstone_game_get_player_color (game, i), !=,
                     bf_livingstone_game_get_player_color (game, 0));
  g_assert_false (bf_livingstone_game_set_player_color (game, 1,
                                                        bf_livingstone_game_get_player_color (game, 0),
                                                        &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_COLOR);
  g_clear_error (&error);
  g_assert_false (bf_livingstone_game_set_player_color (game, 1, "no-such-colour", &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_COLOR);
  g_clear_error (&error);

  /* Removing a player moves the later players' tents along. */
  g_assert_true (bf_livingstone_game_set_tents (game, 0, 2, 3, 2, &error));
  bf_livingstone_game_remove_player (game, 1);
  g_assert_cmpuint (bf_livingstone_game_get_n_players (game), ==, 4);
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 0, 1, 3), ==, 2);
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 0, 3, 3), ==, 0);
  g_assert_cmpstr (bf_livingstone_game_get_display_name (game, 1), ==, "Player 2");

  /* Ranges. */
  g_assert_false (bf_livingstone_game_set_tents (game, 0, 0, 1, 12, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_false (bf_livingstone_game_set_die (game, 0, 7, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_false (bf_livingstone_game_set_other_tents (game, 0, 1, -12, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_false (bf_livingstone_game_set_n_columns (game, 11, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE);
  g_clear_error (&error);

  /* Setting a value it already has is no change. */
  n_changed = 0;
  g_assert_true (bf_livingstone_game_set_gems (game, 0, 0, &error));
  g_assert_true (bf_livingstone_game_set_n_columns (game, 10, &error));
  g_assert_cmpuint (n_changed, ==, 0);
}

static void
test_rounds (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfLivingstoneGame) game = make_game (2, "Anna", "Ben");
  static const guint anna[6] = { 2, 0, 0, 1, 0, 0 };
  static const guint ben[6] = { 0, 0, 0, 0, 0, 1 };
  static const guint anna_later[6] = { 2, 0, 1, 1, 0, 0 };

  g_assert_cmpuint (bf_livingstone_game_get_n_columns (game), ==, 10);
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 10);
  for (guint r = 0; r < 10; r++)
    g_assert_cmpuint (bf_livingstone_game_get_round_column (game, r), ==, r + 1);

  set_round (game, 0, 0, anna);
  set_round (game, 0, 1, ben);
  /* Anna: 2 tents in row 1 × 1 + 1 tent in row 4 × 4 = 2 + 4 = 6 */
  g_assert_cmpint (bf_livingstone_game_get_round_score (game, 0, 0), ==, 6);
  /* Ben: 1 tent in row 6 × 6 = 6 */
  g_assert_cmpint (bf_livingstone_game_get_round_score (game, 0, 1), ==, 6);

  /* A card stopped the steamboat in round 3 (index 2): round 4 scores
   * column 3 again, starting with round 3's tents. */
  set_round (game, 2, 0, anna);
  g_assert_true (bf_livingstone_game_set_stopped (game, 2, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 11);
  g_assert_cmpuint (bf_livingstone_game_get_round_column (game, 2), ==, 3);
  g_assert_cmpuint (bf_livingstone_game_get_round_column (game, 3), ==, 3);
  g_assert_cmpuint (bf_livingstone_game_get_round_column (game, 4), ==, 4);
  g_assert_cmpuint (bf_livingstone_game_get_round_column (game, 10), ==, 10);
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 3, 0, 1), ==, 2);
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 3, 0, 4), ==, 1);

  /* In the repeated round Anna adds a tent in row 3. */
  set_round (game, 3, 0, anna_later);
  /* 2×1 + 1×3 + 1×4 = 9 */
  g_assert_cmpint (bf_livingstone_game_get_round_score (game, 3, 0), ==, 9);
  /* Running totals: rounds 1-4 = 6 + 0 + 6 + 9 = 21 */
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 0, 4), ==, 21);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 0, 2), ==, 6);

  /* Board: column 1 (2 in row 1, 1 in row 4) and column 3 as last scored
   * (2 in row 1, 1 in row 3, 1 in row 4): row 1 = 2 + 2 = 4, row 3 = 1,
   * row 4 = 1 + 1 = 2; 7 tents placed. */
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 0, 1), ==, 4);
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 0, 3), ==, 1);
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 0, 4), ==, 2);
  g_assert_cmpuint (bf_livingstone_game_get_tents_placed (game, 0), ==, 7);

  /* Tents moved between columns count for the board only: −1 for a
   * tent moved away (two players, empty supply), +1 for a tent the
   * rounds missed. */
  set_other (game, 0, 6, 1);
  set_other (game, 0, 1, -1);
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 0, 6), ==, 1);
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 0, 1), ==, 3);
  g_assert_cmpuint (bf_livingstone_game_get_tents_placed (game, 0), ==, 7);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 0, 11), ==, 21);

  /* Unmarking drops the repeated round. */
  g_assert_true (bf_livingstone_game_set_stopped (game, 2, FALSE, &error));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 10);
  g_assert_cmpuint (bf_livingstone_game_get_round_column (game, 3), ==, 4);

  /* "The game ends when the round completes with the Steamboat in the
   * rightmost water space": no stop in the last column, the game ends
   * with round 10. */
  g_assert_true (bf_livingstone_game_can_stop (game, 8));
  g_assert_false (bf_livingstone_game_can_stop (game, 9));
  g_assert_false (bf_livingstone_game_set_stopped (game, 9, TRUE, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_GAME_END);
  g_assert_cmpstr (error->message, ==,
                   "The steamboat cannot stop in the last column: the game ends when round 10 is scored.");
  g_clear_error (&error);
  g_assert_false (bf_livingstone_game_get_stopped (game, 9));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 10);
  g_assert_cmpuint (bf_livingstone_game_get_round_column (game, 9), ==, 10);

  /* After a stop earlier on, the last column's round is round 11. */
  g_assert_true (bf_livingstone_game_set_stopped (game, 4, TRUE, &error));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 11);
  g_assert_true (bf_livingstone_game_can_stop (game, 9));
  g_assert_false (bf_livingstone_game_can_stop (game, 10));
  g_assert_false (bf_livingstone_game_set_stopped (game, 10, TRUE, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_GAME_END);
  g_assert_nonnull (strstr (error->message, "round 11"));
  g_clear_error (&error);
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 11);

  /* A shorter game keeps the first rounds; it ends with the first round
   * of its new last column, so the stop in column 5 goes with the
   * repeat. */
  g_assert_true (bf_livingstone_game_set_n_columns (game, 5, &error));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 5);
  g_assert_false (bf_livingstone_game_get_stopped (game, 4));
  g_assert_false (bf_livingstone_game_can_stop (game, 4));
  g_assert_true (bf_livingstone_game_set_n_columns (game, 4, &error));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 4);
  g_assert_cmpint (bf_livingstone_game_get_round_score (game, 0, 0), ==, 6);
  g_assert_true (bf_livingstone_game_set_n_columns (game, 10, &error));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 10);
  g_assert_no_error (error);
}

/* A file with a stop in the last column (earlier versions allowed it):
 * refused when read strictly (the command line), opened leniently (the
 * app) with a note, and the stop can be switched off. */
static void
test_last_column_stop_file (void)
{
  g_autoptr(BfLivingstoneGame) game = make_game (2, "Anna", "Ben");
  g_autoptr(BfLivingstoneGame) opened = NULL;
  g_autoptr(BfLivingstoneResult) result = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *edited = NULL;
  gsize length;
  JsonArray *rounds;
  JsonObject *last;

  g_assert_true (bf_livingstone_game_set_n_columns (game, 3, &error));
  data = bf_livingstone_game_to_data (game, &length);
  g_assert_true (json_parser_load_from_data (parser, data, length, &error));
  root = json_node_copy (json_parser_get_root (parser));
  rounds = json_object_get_array_member (json_node_get_object (root), "rounds");
  g_assert_cmpuint (json_array_get_length (rounds), ==, 3);
  /* Round 3 (column 3, the last) stopped, and its repeat. */
  last = json_array_get_object_element (rounds, 2);
  json_object_set_boolean_member (last, "stopped", TRUE);
  json_array_add_element (rounds, json_node_copy (json_array_get_element (rounds, 1)));

  g_assert_null (bf_livingstone_game_from_json (root, FALSE, &error));
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT);
  g_assert_cmpstr (error->message, ==,
                   "The steamboat cannot stop in the last column: the game ends when round 3 is scored.");
  g_clear_error (&error);

  opened = bf_livingstone_game_from_json (root, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (opened), ==, 4);
  g_assert_true (bf_livingstone_game_get_stopped (opened, 2));
  result = bf_livingstone_result_new (opened);
  {
    gboolean noted = FALSE;

    for (guint i = 0; i < bf_livingstone_result_get_n_notes (result); i++)
      noted |= g_str_has_prefix (bf_livingstone_result_get_note (result, i),
                                 "The steamboat cannot stop in the last column");
    g_assert_true (noted);
  }
  g_assert_true (bf_livingstone_game_set_stopped (opened, 2, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (opened), ==, 3);
  edited = bf_livingstone_game_to_data (opened, &length);
  g_clear_pointer (&root, json_node_unref);
  g_assert_true (json_parser_load_from_data (parser, edited, length, &error));
  g_clear_object (&opened);
  opened = bf_livingstone_game_from_json (json_parser_get_root (parser), FALSE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (opened);
}

static void
test_majorities (void)
{
  g_autoptr(BfLivingstoneGame) game = make_game (3, "Anna", "Ben", "Cleo");
  g_autoptr(BfLivingstoneResult) result = NULL;
  const BfLivingstoneLine *line;

  bf_livingstone_game_set_values_confirmed (game, TRUE);
  /* Values 12, 10, 8, 6, 4, 2 (the defaults).
   * row 1: Anna 3, Ben 3, Cleo 1 → Anna and Ben tie: 12 ÷ 2 = 6 each
   * row 2: 1 each → 10 ÷ 3 = 3.33, rounded down to 3 each
   * row 3: nobody → not scored
   * row 4: Cleo 2, Anna 1 → Cleo 6
   * row 5: nobody → not scored
   * row 6: Ben 1 → Ben 2 */
  set_other (game, 0, 1, 3);
  set_other (game, 1, 1, 3);
  set_other (game, 2, 1, 1);
  for (guint i = 0; i < 3; i++)
    set_other (game, i, 2, 1);
  set_other (game, 2, 4, 2);
  set_other (game, 0, 4, 1);
  set_other (game, 1, 6, 1);
  /* (Nobody donated: all are disqualified; the majority lines stay.) */
  result = bf_livingstone_result_new (game);

  /* Anna: 6 + 3 = 9; Ben: 6 + 3 + 2 = 11; Cleo: 3 + 6 = 9 */
  g_assert_cmpint (bf_livingstone_result_get_category (result, 0, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 9);
  g_assert_cmpint (bf_livingstone_result_get_category (result, 1, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 11);
  g_assert_cmpint (bf_livingstone_result_get_category (result, 2, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 9);

  line = find_line (result, 0, "Row 1 majority");
  g_assert_nonnull (line);
  g_assert_cmpint (line->vp, ==, 6);
  g_assert_nonnull (strstr (line->explanation, "with Ben"));
  g_assert_nonnull (strstr (line->explanation, "12 VP ÷ 2 = 6 VP"));
  line = find_line (result, 1, "Row 2 majority");
  g_assert_cmpint (line->vp, ==, 3);
  g_assert_nonnull (strstr (line->explanation, "10 VP ÷ 3 = 3 VP, rounded down"));
  line = find_line (result, 2, "Row 4 majority");
  g_assert_cmpint (line->vp, ==, 6);
  g_assert_nonnull (strstr (line->explanation, "next best 1"));
  g_assert_null (find_line (result, 0, "Row 3 majority"));
  g_assert_null (find_line (result, 2, "Row 1 majority"));
  g_assert_true (has_note (result, "Rows 3 and 5 have no tents"));
  g_assert_false (has_note (result, "Not confirmed"));
  g_assert_true (bf_livingstone_result_get_values_confirmed (result));

  /* Five players tied in row 1: 12 ÷ 5 = 2.4, rounded down to 2. */
  {
    g_autoptr(BfLivingstoneGame) five = make_game (5, "A", "B", "C", "D", "E");
    g_autoptr(BfLivingstoneResult) five_result = NULL;

    for (guint i = 0; i < 5; i++)
      set_other (five, i, 1, 1);
    five_result = bf_livingstone_result_new (five);
    for (guint i = 0; i < 5; i++)
      g_assert_cmpint (bf_livingstone_result_get_category (five_result, i, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 2);
    g_assert_true (has_note (five_result, "Rows 2, 3, 4, 5 and 6 have no tents"));
    g_assert_true (has_note (five_result, "Not confirmed"));
    g_assert_false (bf_livingstone_result_get_values_confirmed (five_result));
  }

  /* Nobody has a tent: no row is scored, every player gets a 0 line. */
  {
    g_autoptr(BfLivingstoneGame) empty = make_game (2, "A", "B");
    g_autoptr(BfLivingstoneResult) empty_result = bf_livingstone_result_new (empty);

    g_assert_nonnull (find_line (empty_result, 0, "Row majorities"));
    g_assert_cmpint (bf_livingstone_result_get_category (empty_result, 0, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 0);
    g_assert_true (has_note (empty_result, "Rows 1, 2, 3, 4, 5 and 6 have no tents"));
  }
}

static void
test_disqualification (void)
{
  g_autoptr(BfLivingstoneGame) game = make_game (4, "Anna", "Ben", "Cleo", "Dan");
  g_autoptr(BfLivingstoneResult) result = NULL;
  const BfLivingstoneLine *line;

  /* Subtotals from gems only: Anna 5, Ben 9, Cleo 7, Dan 1.
   * Donations 6, 3, 3, 4: Ben and Cleo tie for the lowest (£3), both out. */
  set_end (game, 0, 5, 0, 6);
  set_end (game, 1, 9, 0, 3);
  set_end (game, 2, 7, 0, 3);
  set_end (game, 3, 1, 0, 4);
  result = bf_livingstone_result_new (game);

  g_assert_false (bf_livingstone_result_is_disqualified (result, 0));
  g_assert_true (bf_livingstone_result_is_disqualified (result, 1));
  g_assert_true (bf_livingstone_result_is_disqualified (result, 2));
  g_assert_false (bf_livingstone_result_is_disqualified (result, 3));
  g_assert_cmpint (bf_livingstone_result_get_subtotal (result, 1), ==, 9);
  g_assert_cmpint (bf_livingstone_result_get_total (result, 1), ==, 0);
  g_assert_cmpint (bf_livingstone_result_get_total (result, 2), ==, 0);
  line = find_line (result, 1, "Disqualified");
  g_assert_nonnull (line);
  g_assert_cmpint (line->vp, ==, -9);
  g_assert_nonnull (strstr (line->explanation, "tied for the lowest donation with Cleo"));
  line = find_line (result, 0, "Donation to the Queen");
  g_assert_nonnull (strstr (line->explanation, "the lowest donation was £3 (Ben and Cleo)"));

  /* Anna 5 beats Dan 1; the disqualified players have no rank. */
  g_assert_true (bf_livingstone_result_is_winner (result, 0));
  g_assert_false (bf_livingstone_result_is_winner (result, 1));
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 0), ==, 1);
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 3), ==, 2);
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 1), ==, 0);
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==, "Anna wins with 5 VP.");
  g_clear_pointer (&result, bf_livingstone_result_unref);

  /* A single lowest donor. */
  set_end (game, 2, 7, 0, 5);
  result = bf_livingstone_result_new (game);
  g_assert_true (bf_livingstone_result_is_disqualified (result, 1));
  g_assert_false (bf_livingstone_result_is_disqualified (result, 2));
  line = find_line (result, 1, "Disqualified");
  g_assert_nonnull (strstr (line->explanation, "Donated £3, the lowest donation"));
  /* Cleo 7 now wins. */
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==, "Cleo wins with 7 VP.");
  g_clear_pointer (&result, bf_livingstone_result_unref);

  /* Everybody donated the same: everybody ties for the lowest and is out. */
  for (guint i = 0; i < 4; i++)
    set_end (game, i, i, 0, 2);
  result = bf_livingstone_result_new (game);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (bf_livingstone_result_is_disqualified (result, i));
      g_assert_false (bf_livingstone_result_is_winner (result, i));
    }
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==,
                   "Nobody wins: every player was disqualified.");
}

static void
test_two_players (void)
{
  g_autoptr(BfLivingstoneGame) game = make_game (2, "Anna", "Ben");
  g_autoptr(BfLivingstoneResult) result = NULL;
  const BfLivingstoneLine *line;
  guint32 seed = 0;
  guint first[4];

  /* Anna 10 VP (gems) donated £14; Ben 12 VP donated £13. */
  set_end (game, 0, 10, 0, 14);
  set_end (game, 1, 12, 0, 13);

  /* Dice not rolled: the minimum is unknown and nobody is out yet (the
   * lowest-donor rule does not apply to two players). */
  g_assert_cmpint (bf_livingstone_game_get_minimum_donation (game), ==, -1);
  result = bf_livingstone_result_new (game);
  g_assert_false (bf_livingstone_result_is_disqualified (result, 0));
  g_assert_false (bf_livingstone_result_is_disqualified (result, 1));
  g_assert_true (has_note (result, "roll or enter the four dice"));
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==, "Ben wins with 12 VP.");
  g_clear_pointer (&result, bf_livingstone_result_unref);
  /* Nor can the game be kept in the history yet (issue 18). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BfHistoryRecord) record = bf_history_record_new_from_document (BF_DOCUMENT (game), "liv-2", 0, &error);

    g_assert_null (record);
    g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FINISHED);
  }

  /* Dice 3 + 4 + 2 + 5 = 14: Anna (£14) reaches the minimum, Ben (£13)
   * does not and is disqualified. */
  set_dice (game, 3, 4, 2, 5);
  g_assert_cmpint (bf_livingstone_game_get_minimum_donation (game), ==, 14);
  g_assert_false (bf_livingstone_game_get_dice_seed (game, NULL));
  result = bf_livingstone_result_new (game);
  g_assert_false (bf_livingstone_result_is_disqualified (result, 0));
  g_assert_true (bf_livingstone_result_is_disqualified (result, 1));
  g_assert_cmpint (bf_livingstone_result_get_total (result, 1), ==, 0);
  line = find_line (result, 1, "Disqualified");
  g_assert_cmpstr (line->explanation, ==,
                   "Donated £13, less than the minimum of £14 (dice 3 + 4 + 2 + 5): disqualified, score set to 0");
  line = find_line (result, 0, "Donation to the Queen");
  g_assert_cmpstr (line->explanation, ==, "Donated £14, at least the minimum of £14 (dice 3 + 4 + 2 + 5)");
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==, "Anna wins with 10 VP.");
  g_clear_pointer (&result, bf_livingstone_result_unref);

  /* Both below the minimum: both out. Both at it: nobody out. */
  set_dice (game, 6, 6, 6, 6);
  result = bf_livingstone_result_new (game);
  g_assert_true (bf_livingstone_result_is_disqualified (result, 0));
  g_assert_true (bf_livingstone_result_is_disqualified (result, 1));
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==,
                   "Nobody wins: every player was disqualified.");
  g_clear_pointer (&result, bf_livingstone_result_unref);

  /* Rolling: reproducible from the seed, values 1-6, seed remembered;
   * entering a die by hand forgets the seed. */
  bf_livingstone_game_roll_dice (game, 4242);
  g_assert_true (bf_livingstone_game_get_dice_seed (game, &seed));
  g_assert_cmpuint (seed, ==, 4242);
  for (guint i = 0; i < 4; i++)
    {
      first[i] = bf_livingstone_game_get_die (game, i);
      g_assert_cmpuint (first[i], >=, 1);
      g_assert_cmpuint (first[i], <=, 6);
    }
  bf_livingstone_game_roll_dice (game, 1);
  bf_livingstone_game_roll_dice (game, 4242);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (bf_livingstone_game_get_die (game, i), ==, first[i]);
  set_dice (game, 1, 1, 1, 1);
  g_assert_false (bf_livingstone_game_get_dice_seed (game, NULL));
}

/* Anna, Ben and Cleo 8 VP each (VP cards); Dan 20 VP but the lowest
 * donation (£1): out. Donations Anna £6, Ben £9, Cleo £9. Tents in row
 * 5: Ben 3, Cleo 2; every row's end value is 0 here so that the tents
 * change no score. */
static BfLivingstoneGame *
make_tie_game (void)
{
  BfLivingstoneGame *game = make_game (4, "Anna", "Ben", "Cleo", "Dan");

  bf_livingstone_game_set_values_confirmed (game, TRUE);
  for (guint row = 1; row <= 6; row++)
    g_assert_true (bf_livingstone_game_set_row_value (game, row, 0, NULL));
  set_end (game, 0, 0, 8, 6);
  set_end (game, 1, 0, 8, 9);
  set_end (game, 2, 0, 8, 9);
  set_end (game, 3, 0, 20, 1);
  set_other (game, 1, 5, 3);
  set_other (game, 2, 5, 2);

  return game;
}

static void
test_tie_breakers (void)
{
  g_autoptr(BfLivingstoneGame) game = make_tie_game ();
  g_autoptr(BfLivingstoneResult) result = NULL;

  /* 8 = 8 = 8 VP; largest donation £9 for Ben and Cleo; Ben has more
   * tents placed (3 against 2): Ben wins. Ranks: Ben 1, Cleo 2, Anna 3. */
  result = bf_livingstone_result_new (game);
  g_assert_true (bf_livingstone_result_is_disqualified (result, 3));
  g_assert_true (bf_livingstone_result_is_winner (result, 1));
  g_assert_false (bf_livingstone_result_is_winner (result, 2));
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 1), ==, 1);
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 2), ==, 2);
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 0), ==, 3);
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==,
                   "Anna, Ben and Cleo tie at 8 VP and the largest donation (£9); Ben wins with the most tents placed (3).");
  g_clear_pointer (&result, bf_livingstone_result_unref);

  /* Cleo donated £10 instead: the donation decides. */
  set_end (game, 2, 0, 8, 10);
  result = bf_livingstone_result_new (game);
  g_assert_true (bf_livingstone_result_is_winner (result, 2));
  g_assert_false (bf_livingstone_result_is_winner (result, 1));
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==,
                   "Anna, Ben and Cleo tie at 8 VP; Cleo wins with the largest donation (£10).");
  g_clear_pointer (&result, bf_livingstone_result_unref);

  /* Same VP, donation and tents: a shared win. */
  set_end (game, 2, 0, 8, 9);
  set_other (game, 2, 5, 3);
  result = bf_livingstone_result_new (game);
  g_assert_true (bf_livingstone_result_is_winner (result, 1));
  g_assert_true (bf_livingstone_result_is_winner (result, 2));
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 2), ==, 1);
  g_assert_cmpuint (bf_livingstone_result_get_rank (result, 0), ==, 3);
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==,
                   "Ben and Cleo share the win: 8 VP, £9 donated and 3 tents placed each.");
}

/* A whole three-player game, 10 columns, the steamboat stopped once. */
static BfLivingstoneGame *
make_full_game (void)
{
  g_autoptr(GError) error = NULL;
  BfLivingstoneGame *game = make_game (3, "Anna", "Ben", "Cleo");
  static const guint row_values[6] = { 12, 9, 7, 5, 3, 2 };
  /* tents[round][player][row 1..6]: the column above the steamboat when
   * the round is scored. Round 4 is stopped: round 5 scores column 4
   * again, Anna having added a tent in row 4. */
  static const guint tents[11][3][6] = {
    /* round 1, col 1 */  { { 1, 0, 0, 0, 0, 0 }, { 0, 1, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 } },
    /* round 2, col 2 */  { { 0, 0, 1, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 }, { 1, 0, 0, 0, 0, 1 } },
    /* round 3, col 3 */  { { 0, 0, 0, 0, 0, 0 }, { 0, 0, 1, 1, 0, 0 }, { 0, 1, 0, 0, 0, 0 } },
    /* round 4, col 4 */  { { 0, 0, 0, 0, 1, 0 }, { 1, 0, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 } },
    /* round 5, col 4 */  { { 0, 0, 0, 1, 1, 0 }, { 1, 0, 0, 0, 0, 0 }, { 0, 0, 1, 0, 0, 0 } },
    /* round 6, col 5 */  { { 1, 0, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 1 }, { 0, 1, 0, 0, 0, 0 } },
    /* round 7, col 6 */  { { 0, 1, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 }, { 1, 0, 0, 0, 0, 0 } },
    /* round 8, col 7 */  { { 0, 0, 0, 0, 0, 0 }, { 0, 1, 1, 0, 0, 0 }, { 0, 0, 0, 0, 1, 0 } },
    /* round 9, col 8 */  { { 1, 0, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 }, { 0, 0, 0, 1, 0, 0 } },
    /* round 10, col 9 */ { { 0, 0, 1, 0, 0, 0 }, { 1, 0, 0, 0, 0, 0 }, { 0, 0, 0, 0, 0, 0 } },
    /* round 11, col 10 */{ { 0, 0, 0, 0, 0, 0 }, { 0, 0, 0, 0, 1, 0 }, { 1, 1, 0, 0, 0, 0 } },
  };

  for (guint row = 1; row <= 6; row++)
    g_assert_true (bf_livingstone_game_set_row_value (game, row, row_values[row - 1], &error));
  bf_livingstone_game_set_values_confirmed (game, TRUE);

  g_assert_true (bf_livingstone_game_set_stopped (game, 3, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (game), ==, 11);

  for (guint r = 0; r < 11; r++)
    for (guint p = 0; p < 3; p++)
      set_round (game, r, p, tents[r][p]);

  /* A card let Anna put a tent in row 6 and Ben one in row 3 of columns
   * that were not above the steamboat. */
  set_other (game, 0, 6, 1);
  set_other (game, 1, 3, 1);

  set_end (game, 0, 4, 3, 8);
  set_end (game, 1, 2, 0, 6);
  set_end (game, 2, 0, 2, 5);

  return game;
}

static void
test_full_game (void)
{
  g_autoptr(BfLivingstoneGame) game = make_full_game ();
  g_autoptr(BfLivingstoneResult) result = bf_livingstone_result_new (game);
  const BfLivingstoneLine *line;

  /* Round scores (row n × n per tent):
   * Anna: 1, 3, 0, 5, 4+5=9, 1, 2, 0, 1, 3, 0 → 25
   * Ben:  2, 0, 3+4=7, 1, 1, 6, 0, 2+3=5, 0, 1, 5 → 28
   * Cleo: 0, 1+6=7, 2, 0, 3, 2, 1, 5, 4, 0, 1+2=3 → 27 */
  g_assert_cmpint (bf_livingstone_game_get_round_score (game, 4, 0), ==, 9);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 0, 11), ==, 25);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 1, 11), ==, 28);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 2, 11), ==, 27);
  /* after 5 rounds: Anna 1+3+0+5+9 = 18, Ben 2+0+7+1+1 = 11, Cleo 0+7+2+0+3 = 12 */
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 0, 5), ==, 18);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 1, 5), ==, 11);
  g_assert_cmpint (bf_livingstone_game_get_running_total (game, 2, 5), ==, 12);
  g_assert_cmpint (bf_livingstone_result_get_category (result, 0, BF_LIVINGSTONE_SCORE_ROUNDS), ==, 25);
  line = find_line (result, 0, "Rounds");
  g_assert_nonnull (strstr (line->explanation, "Rounds 1–11: 1 + 3 + 0 + 5 + 9 + 1 + 2 + 0 + 1 + 3 + 0 = 25 VP"));
  g_assert_nonnull (strstr (line->explanation, "stopped after round 4"));

  /* Tents on the board, round 4 replaced by round 5 (same column):
   *         row 1  2  3  4  5  6   total
   * Anna:       3  1  2  1  1  1   9  (rounds 1, 6, 9 | 7 | 2, 10 | 5 | 5 | card)
   * Ben:        2  2  3  1  1  1  10  (rounds 5, 10 | 1, 8 | 3, 8, card | 3 | 11 | 6)
   * Cleo:       3  3  1  1  1  1  10  (rounds 2, 7, 11 | 3, 6, 11 | 5 | 9 | 8 | 2) */
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 0, 1), ==, 3);
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 1, 3), ==, 3);
  g_assert_cmpuint (bf_livingstone_game_get_board_tents (game, 2, 2), ==, 3);
  g_assert_cmpuint (bf_livingstone_game_get_tents_placed (game, 0), ==, 9);
  g_assert_cmpuint (bf_livingstone_game_get_tents_placed (game, 1), ==, 10);
  g_assert_cmpuint (bf_livingstone_game_get_tents_placed (game, 2), ==, 10);

  /* Majorities, values 12 9 7 5 3 2:
   * row 1: Anna 3 = Cleo 3 → 12 ÷ 2 = 6 each
   * row 2: Cleo 3 → 9
   * row 3: Ben 3 → 7
   * row 4: 1 = 1 = 1 → 5 ÷ 3 = 1 each
   * row 5: 1 = 1 = 1 → 3 ÷ 3 = 1 each
   * row 6: 1 = 1 = 1 → 2 ÷ 3 = 0 each
   * Anna 6+1+1+0 = 8, Ben 7+1+1+0 = 9, Cleo 6+9+1+1+0 = 17 */
  g_assert_cmpint (bf_livingstone_result_get_category (result, 0, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 8);
  g_assert_cmpint (bf_livingstone_result_get_category (result, 1, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 9);
  g_assert_cmpint (bf_livingstone_result_get_category (result, 2, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 17);
  line = find_line (result, 2, "Row 6 majority");
  g_assert_cmpint (line->vp, ==, 0);
  g_assert_nonnull (strstr (line->explanation, "2 VP ÷ 3 = 0 VP"));

  /* Gems and cards: Anna 4 + 3, Ben 2 + 0, Cleo 0 + 2.
   * Subtotals: Anna 25+8+4+3 = 40, Ben 28+9+2+0 = 39, Cleo 27+17+0+2 = 46 */
  g_assert_cmpint (bf_livingstone_result_get_subtotal (result, 0), ==, 40);
  g_assert_cmpint (bf_livingstone_result_get_subtotal (result, 1), ==, 39);
  g_assert_cmpint (bf_livingstone_result_get_subtotal (result, 2), ==, 46);

  /* Donations £8, £6, £5: Cleo has the lowest and is out (46 → 0);
   * Anna 40 beats Ben 39. */
  g_assert_true (bf_livingstone_result_is_disqualified (result, 2));
  g_assert_cmpint (bf_livingstone_result_get_total (result, 2), ==, 0);
  g_assert_cmpint (bf_livingstone_result_get_category (result, 2, BF_LIVINGSTONE_SCORE_DONATION), ==, -46);
  g_assert_cmpint (bf_livingstone_result_get_total (result, 0), ==, 40);
  g_assert_cmpint (bf_livingstone_result_get_total (result, 1), ==, 39);
  g_assert_true (bf_livingstone_result_is_winner (result, 0));
  g_assert_cmpstr (bf_livingstone_result_get_verdict (result), ==, "Anna wins with 40 VP.");
  g_assert_cmpuint (bf_livingstone_result_get_n_notes (result), ==, 0);

  /* Kept in the history (issue 18): the same totals, ranks (Cleo out:
   * rank 0) and categories. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BfHistoryRecord) record = bf_history_record_new_from_document (BF_DOCUMENT (game), "liv-1", 1000, &error);

    g_assert_no_error (error);
    g_assert_cmpint (bf_history_record_get_kind (record), ==, BF_HISTORY_KIND_LIVINGSTONE);
    g_assert_cmpuint (bf_history_record_get_n_players (record), ==, 3);
    g_assert_cmpint (bf_history_record_get_total (record, 0), ==, 40);
    g_assert_cmpint (bf_history_record_get_total (record, 1), ==, 39);
    g_assert_cmpint (bf_history_record_get_total (record, 2), ==, 0);
    g_assert_true (bf_history_record_is_winner (record, 0));
    g_assert_cmpuint (bf_history_record_get_rank (record, 0), ==, 1);
    g_assert_cmpuint (bf_history_record_get_rank (record, 1), ==, 2);
    g_assert_cmpuint (bf_history_record_get_rank (record, 2), ==, 0);
    g_assert_cmpint (bf_history_record_get_score (record, 0, BF_LIVINGSTONE_SCORE_ROUNDS), ==, 25);
    g_assert_cmpint (bf_history_record_get_score (record, 2, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 17);
    g_assert_cmpint (bf_history_record_get_score (record, 2, BF_LIVINGSTONE_SCORE_DONATION), ==, -46);
    {
      g_autofree char *winners = bf_history_record_dup_winners_text (record);

      g_assert_cmpstr (winners, ==, "Anna (40 VP)");
    }
  }

  /* The one result every game produces (bf-score-card.h): the same
   * players, totals and ranks, and each player's lines add up to the
   * total: Anna 25 + 8 + 4 + 3 = 40, Cleo 27 + 17 + 0 + 2 − 46 = 0. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BfScoreCard) card = bf_document_score (BF_DOCUMENT (game), &error);
    const char *names[] = { "Anna", "Ben", "Cleo" };
    const int totals[] = { 40, 39, 0 };
    const guint ranks[] = { 1, 2, 0 };

    g_assert_no_error (error);
    g_assert_cmpstr (bf_score_card_get_kind (card), ==, "livingstone");
    g_assert_cmpuint (bf_score_card_get_modules (card), ==, 0);
    g_assert_cmpuint (bf_score_card_get_n_players (card), ==, 3);
    for (guint i = 0; i < 3; i++)
      {
        int sum = 0;

        g_assert_cmpstr (bf_score_card_get_name (card, i), ==, names[i]);
        g_assert_false (bf_score_card_is_andrew (card, i));
        g_assert_cmpint (bf_score_card_get_total (card, i), ==, totals[i]);
        g_assert_cmpuint (bf_score_card_get_rank (card, i), ==, ranks[i]);
        g_assert_true (bf_score_card_is_winner (card, i) == (i == 0));
        for (guint l = 0; l < bf_score_card_get_n_lines (card, i); l++)
          sum += bf_score_card_get_line_vp (card, i, l);
        g_assert_cmpint (sum, ==, totals[i]);
      }
    g_assert_cmpstr (bf_score_card_get_line_category (card, 0, 0), ==, BF_LIVINGSTONE_SCORE_ROUNDS);
    g_assert_cmpint (bf_score_card_get_line_vp (card, 0, 0), ==, 25);
    /* A line per row majority, summed by category: Cleo 6 + 9 + 1 + 1 + 0. */
    g_assert_cmpint (bf_score_card_get_category (card, 2, BF_LIVINGSTONE_SCORE_MAJORITY), ==, 17);
    g_assert_cmpint (bf_score_card_get_category (card, 2, BF_LIVINGSTONE_SCORE_DONATION), ==, -46);
  }

  /* A pad of one player is no finished game. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BfLivingstoneGame) alone = bf_livingstone_game_new ();
    g_autoptr(BfScoreCard) card = NULL;

    g_assert_true (bf_livingstone_game_add_player (alone, "Anna", NULL, &error));
    card = bf_document_score (BF_DOCUMENT (alone), &error);
    g_assert_null (card);
    g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED);
    g_assert_cmpstr (error->message, ==, "Livingstone needs 2 to 5 players.");
  }

  /* The same sums in the JSON and text renderings. */
  {
    g_autoptr(JsonNode) json = bf_livingstone_result_to_json (result);
    JsonObject *anna = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json), "players"), 0);
    g_autofree char *text = bf_livingstone_result_to_text (result);

    g_assert_cmpint (json_object_get_int_member (anna, "total"), ==, 40);
    g_assert_true (json_object_get_boolean_member (anna, "winner"));
    g_assert_nonnull (strstr (text, "Anna ★: 40 VP"));
    g_assert_nonnull (strstr (text, "Cleo: 0 VP"));
  }
}

/* The score card as entered, what the pad's page, its exports and
 * `benefactor --score` read: the full game's numbers as worked out in
 * test_full_game(). */
static void
test_card (void)
{
  /* The card's categories, the rows of the exported table, with the
   * points before the donations among them (NULL: a subtotal). */
  static const struct
  {
    const char *category;
    const char *title;
    int         vp[3];        /* Anna, Ben, Cleo */
  } rows[] = {
    { BF_LIVINGSTONE_SCORE_ROUNDS, "Rounds", { 25, 28, 27 } },
    { BF_LIVINGSTONE_SCORE_MAJORITY, "Row majorities", { 8, 9, 17 } },
    { BF_LIVINGSTONE_SCORE_GEMS, "Gems kept", { 4, 2, 0 } },
    { BF_LIVINGSTONE_SCORE_VP_CARDS, "VP action cards", { 3, 0, 2 } },
    /* 25 + 8 + 4 + 3 = 40, 28 + 9 + 2 + 0 = 39, 27 + 17 + 0 + 2 = 46 */
    { NULL, "Before the donations", { 40, 39, 46 } },
    /* Cleo's £5 is the lowest donation: her 46 VP taken away */
    { BF_LIVINGSTONE_SCORE_DONATION, "Disqualification", { 0, 0, -46 } },
  };
  g_autoptr(BfLivingstoneGame) game = make_full_game ();
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(BfScoreCard) unconfirmed = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *cleo;
  const BfScoreCardLine *line;
  guint last;

  card = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bf_score_card_get_kind (card), ==, "livingstone");
  g_assert_cmpuint (bf_score_card_get_n_players (card), ==, 3);
  /* Totals 40, 39 and 0; Cleo disqualified (rank 0), Anna first. */
  g_assert_cmpint (bf_score_card_get_total (card, 0), ==, 40);
  g_assert_cmpint (bf_score_card_get_total (card, 2), ==, 0);
  g_assert_false (bf_score_card_is_disqualified (card, 0));
  g_assert_true (bf_score_card_is_disqualified (card, 2));
  g_assert_cmpuint (bf_score_card_get_n_winners (card), ==, 1);
  /* The first free colours in seat order (data/rules/colors.json): red,
   * blue, green. */
  g_assert_cmpstr (bf_score_card_get_color (card, 0), ==, "#c01c28");
  g_assert_cmpstr (bf_score_card_get_color (card, 1), ==, "#1c71d8");
  g_assert_cmpstr (bf_score_card_get_color (card, 2), ==, "#26a269");

  g_assert_cmpuint (bf_score_card_get_n_categories (card), ==, G_N_ELEMENTS (rows));
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      g_assert_cmpstr (bf_score_card_get_category_id (card, r), ==, rows[r].category);
      g_assert_cmpstr (bf_score_card_get_category_title (card, r), ==, rows[r].title);
      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (bf_score_card_get_category_row (card, i, r), ==, rows[r].vp[i]);
    }

  /* The lines with their titles and explanations, as the page shows
   * them: Anna's rounds first, Cleo's row 6 tie, her disqualification
   * last. */
  line = bf_score_card_get_line (card, 0, 0);
  g_assert_cmpstr (line->title, ==, "Rounds");
  g_assert_cmpint (line->vp, ==, 25);
  g_assert_nonnull (strstr (line->explanation, "Rounds 1–11: 1 + 3 + 0 + 5 + 9 + 1 + 2 + 0 + 1 + 3 + 0 = 25 VP"));
  g_assert_cmpuint (line->place, ==, BF_SCORE_CARD_NO_PLACE);
  g_assert_false (line->flagged);
  for (guint l = 0; l < bf_score_card_get_n_lines (card, 2); l++)
    if (g_strcmp0 (bf_score_card_get_line (card, 2, l)->title, "Row 6 majority") == 0)
      g_assert_nonnull (strstr (bf_score_card_get_line (card, 2, l)->explanation, "2 VP ÷ 3 = 0 VP"));
  last = bf_score_card_get_n_lines (card, 2) - 1;
  line = bf_score_card_get_line (card, 2, last);
  g_assert_cmpstr (line->category, ==, BF_LIVINGSTONE_SCORE_DONATION);
  g_assert_cmpstr (line->title, ==, "Disqualified");
  g_assert_cmpint (line->vp, ==, -46);
  g_assert_cmpstr (line->explanation, ==, "Donated £5, the lowest donation: disqualified, score set to 0");

  /* Who wins, the values confirmed, nothing to note. */
  g_assert_cmpstr (bf_score_card_get_verdict (card), ==, "Anna wins with 40 VP.");
  g_assert_true (bf_score_card_get_values_confirmed (card));
  g_assert_cmpuint (bf_score_card_get_n_notes (card), ==, 0);

  /* Not confirmed from the board: the card says which values were
   * assumed (rows 2–5 of make_full_game(): 9, 7, 5 and 3). */
  bf_livingstone_game_set_values_confirmed (game, FALSE);
  unconfirmed = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
  g_assert_no_error (error);
  g_assert_false (bf_score_card_get_values_confirmed (unconfirmed));
  g_assert_cmpuint (bf_score_card_get_n_notes (unconfirmed), ==, 1);
  g_assert_cmpstr (bf_score_card_get_note (unconfirmed, 0), ==,
                   "Not confirmed from your board: rows 2–5 end values 9, 7, 5 and 3 VP were assumed.");

  /* The text and JSON of `benefactor --score`, from the card. */
  text = bf_score_card_to_text (card);
  g_assert_true (g_str_has_prefix (text, "Anna ★: 40 VP\n"));
  g_assert_nonnull (strstr (text, "\nCleo: 0 VP\n"));
  g_assert_nonnull (strstr (text, "\n   -46  Disqualified: Donated £5, the lowest donation: disqualified, score set to 0\n"));
  g_assert_true (g_str_has_suffix (text, "\nAnna wins with 40 VP.\n"));
  json = bf_score_card_to_json (card);
  cleo = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json), "players"), 2);
  g_assert_cmpint (json_object_get_int_member (cleo, "subtotal"), ==, 46);
  g_assert_true (json_object_get_boolean_member (cleo, "disqualified"));
  g_assert_cmpint (json_object_get_int_member (cleo, "rank"), ==, 0);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (json), "values-confirmed"));
}

/* The tie-breakers are told on the card; a two-player pad without its
 * dice is scored as entered (with a note), not as a finished game. */
static void
test_card_verdict (void)
{
  g_autoptr(BfLivingstoneGame) tie = make_tie_game ();
  g_autoptr(BfLivingstoneGame) two = make_game (2, "Anna", "Ben");
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(BfScoreCard) finished = NULL;
  g_autoptr(GError) error = NULL;

  /* Anna, Ben and Cleo 8 VP each, Ben and Cleo £9, Ben 3 tents placed
   * against Cleo's 2: Ben wins; Dan (£1) out. Ranks Ben 1, Cleo 2,
   * Anna 3, Dan 0. */
  card = bf_document_score_as_entered (BF_DOCUMENT (tie), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bf_score_card_get_verdict (card), ==,
                   "Anna, Ben and Cleo tie at 8 VP and the largest donation (£9); Ben wins with the most tents placed (3).");
  g_assert_cmpuint (bf_score_card_get_rank (card, 0), ==, 3);
  g_assert_cmpuint (bf_score_card_get_rank (card, 1), ==, 1);
  g_assert_cmpuint (bf_score_card_get_rank (card, 2), ==, 2);
  g_assert_cmpuint (bf_score_card_get_rank (card, 3), ==, 0);
  g_assert_true (bf_score_card_is_winner (card, 1));
  g_clear_pointer (&card, bf_score_card_unref);

  /* test_two_players()'s pad before the dice: Anna 10 VP (£14), Ben
   * 12 VP (£13), nobody out yet. */
  set_end (two, 0, 10, 0, 14);
  set_end (two, 1, 12, 0, 13);
  finished = bf_document_score (BF_DOCUMENT (two), &error);
  g_assert_null (finished);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED);
  g_clear_error (&error);
  card = bf_document_score_as_entered (BF_DOCUMENT (two), &error);
  g_assert_no_error (error);
  g_assert_cmpint (bf_score_card_get_total (card, 0), ==, 10);
  g_assert_cmpint (bf_score_card_get_total (card, 1), ==, 12);
  g_assert_cmpstr (bf_score_card_get_verdict (card), ==, "Ben wins with 12 VP.");
  g_assert_cmpstr (bf_score_card_get_note (card, bf_score_card_get_n_notes (card) - 1), ==,
                   "Two players: roll or enter the four dice; a player who donated less than their sum is disqualified.");
}

static void
test_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfLivingstoneGame) game = make_full_game ();
  g_autoptr(BfLivingstoneGame) copy = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autofree char *description = NULL;

  bf_livingstone_game_roll_dice (game, 77);
  g_assert_true (bf_livingstone_game_set_column_cost (game, 10, 7, &error));
  data = bf_livingstone_game_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "\"format\" : \"benefactor-livingstone\""));

  /* Through the shared document loader, as the session does. */
  document = bf_document_load_data (data, -1, FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (BF_IS_LIVINGSTONE_GAME (document));
  again = bf_document_to_data (document, NULL);
  g_assert_cmpstr (again, ==, data);
  copy = BF_LIVINGSTONE_GAME (g_object_ref (document));
  g_assert_cmpuint (bf_livingstone_game_get_n_rounds (copy), ==, 11);
  g_assert_true (bf_livingstone_game_get_stopped (copy, 3));
  g_assert_cmpuint (bf_livingstone_game_get_column_cost (copy, 10), ==, 7);
  g_assert_true (bf_livingstone_game_get_dice_seed (copy, NULL));
  g_assert_true (bf_livingstone_game_get_values_confirmed (copy));
  g_assert_cmpuint (bf_livingstone_game_get_row_value (copy, 2), ==, 9);
  description = bf_document_describe (document);
  g_assert_cmpstr (description, ==, "Livingstone: Anna, Ben, Cleo");

  /* A game being set up loads only leniently. */
  {
    g_autoptr(BfLivingstoneGame) setup = make_game (1, "Solo");
    g_autofree char *setup_data = bf_livingstone_game_to_data (setup, NULL);
    g_autoptr(BfLivingstoneGame) strict = bf_livingstone_game_from_data (setup_data, -1, FALSE, &error);
    g_autoptr(BfLivingstoneGame) lenient = NULL;

    g_assert_null (strict);
    g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT);
    g_clear_error (&error);
    lenient = bf_livingstone_game_from_data (setup_data, -1, TRUE, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bf_livingstone_game_get_n_players (lenient), ==, 1);
  }

  /* Broken files. */
  {
    static const struct { const char *json; BfDocumentError code; } cases[] = {
      { "{\"format\": \"benefactor-livingstone\", \"version\": 2, \"players\": []}", BF_DOCUMENT_ERROR_VERSION },
      { "{\"format\": \"benefactor-livingstone\", \"version\": 1, \"players\": [{\"name\": \"A\", \"gems\": 31}, {}]}", BF_DOCUMENT_ERROR_CONTENT },
      { "{\"format\": \"benefactor-livingstone\", \"version\": 1, \"players\": [{\"color\": \"red\"}, {\"color\": \"red\"}]}", BF_DOCUMENT_ERROR_CONTENT },
      { "{\"format\": \"benefactor-livingstone\", \"version\": 1, \"columns\": 0, \"players\": [{}, {}]}", BF_DOCUMENT_ERROR_CONTENT },
      { "{\"format\": \"benefactor-livingstone\", \"version\": 1, \"players\": [{}, {}], \"rounds\": [{\"tents\": [[1,2,3,4,5,6]]}]}", BF_DOCUMENT_ERROR_CONTENT },
      { "{\"format\": \"benefactor-livingstone\", \"version\": 1, \"players\": [{}, {}], \"dice\": [1, 2, 3, 9]}", BF_DOCUMENT_ERROR_CONTENT },
      { "{\"format\": \"benefactor-livingstone\", \"version\": 1, \"players\": [{}, {}], \"board\": {\"row-values\": [1], \"column-costs\": []}}", BF_DOCUMENT_ERROR_CONTENT },
      { "{\"format\": \"something-else\", \"version\": 1}", BF_DOCUMENT_ERROR_FORMAT },
      { "{\"format\": \"benefactor-livingstone\"", BF_DOCUMENT_ERROR_SYNTAX },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(BfLivingstoneGame) broken = bf_livingstone_game_from_data (cases[i].json, -1, TRUE, &error);

        g_test_message ("case %u", i);
        g_assert_null (broken);
        g_assert_error (error, BF_DOCUMENT_ERROR, cases[i].code);
        g_clear_error (&error);
      }
  }

  /* Minimal file: defaults for everything not given, 10 empty rounds. */
  {
    g_autoptr(BfLivingstoneGame) minimal =
      bf_livingstone_game_from_data ("{\"format\": \"benefactor-livingstone\", \"version\": 1, \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}]}",
                                     -1, FALSE, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bf_livingstone_game_get_n_rounds (minimal), ==, 10);
    g_assert_cmpuint (bf_livingstone_game_get_row_value (minimal, 1), ==, 12);
    g_assert_cmpuint (bf_livingstone_game_get_row_value (minimal, 6), ==, 2);
    g_assert_false (bf_livingstone_game_get_values_confirmed (minimal));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  g_test_add_func ("/livingstone/players", test_players);
  g_test_add_func ("/livingstone/rounds", test_rounds);
  g_test_add_func ("/livingstone/last-column-stop-file", test_last_column_stop_file);
  g_test_add_func ("/livingstone/majorities", test_majorities);
  g_test_add_func ("/livingstone/disqualification", test_disqualification);
  g_test_add_func ("/livingstone/two-players", test_two_players);
  g_test_add_func ("/livingstone/tie-breakers", test_tie_breakers);
  g_test_add_func ("/livingstone/full-game", test_full_game);
  g_test_add_func ("/livingstone/card", test_card);
  g_test_add_func ("/livingstone/card-verdict", test_card_verdict);
  g_test_add_func ("/livingstone/file", test_file);

  return g_test_run ();
}
