/* test-bidding.c: A New Beginning bidding sheets (BfBiddingSheet,
 * BfBidding, BfBidReveal). Prices are the printed sheet's, as in
 * /work/shared/rules/carnegie-facts.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-bidding.h"

static void
fill (BfBiddingSheet *sheet,
      int             bid,
      int             goods,
      int             workers,
      int             vp,
      int             moves)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_bidding_sheet_set_bid (sheet, bid, &error));
  g_assert_no_error (error);
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_GOODS, goods, &error));
  g_assert_no_error (error);
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_WORKERS, workers, &error));
  g_assert_no_error (error);
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_VP, vp, &error));
  g_assert_no_error (error);
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_SETUP_MOVES, moves, &error));
  g_assert_no_error (error);
}

static void
seal (BfBiddingSheet *sheet)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_bidding_sheet_seal (sheet, &error));
  g_assert_no_error (error);
}

static void
test_line_costs (void)
{
  /* The printed sheet: value → price, left to right. */
  static const struct { BfBidLineKind line; int values[5]; int costs[5]; } sheet_prices[] = {
    { BF_BID_GOODS,       { 2, 3, 4, 5, 6 },      { 6, 9, 12, 15, 18 } },
    { BF_BID_WORKERS,     { 3, 4, 5, 6, 7 },      { 8, 10, 12, 14, 16 } },
    { BF_BID_VP,          { -6, -5, 0, 3, 6 },    { -12, -10, 0, 6, 12 } },
    { BF_BID_SETUP_MOVES, { 4, 5, 6, 8, 10 },     { 12, 15, 18, 24, 30 } },
  };
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfBiddingSheet) sheet = bf_bidding_sheet_new (rules);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (bf_carnegie_rules_get_bid_budget (rules), ==, 50);
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 0);
  g_assert_cmpint (bf_bidding_sheet_get_left (sheet), ==, 50);
  g_assert_false (bf_bidding_sheet_is_complete (sheet));
  g_assert_true (bf_bidding_sheet_get_line (sheet, BF_BID_FIRST_PLAYER)->free_bid);

  for (guint l = 0; l < G_N_ELEMENTS (sheet_prices); l++)
    {
      const BfBidLine *line = bf_bidding_sheet_get_line (sheet, sheet_prices[l].line);

      g_assert_cmpuint (line->n_choices, ==, 5);
      for (guint c = 0; c < 5; c++)
        {
          g_assert_true (bf_bidding_sheet_set_choice (sheet, sheet_prices[l].line, c, &error));
          g_assert_no_error (error);
          g_assert_cmpint (bf_bidding_sheet_get_chosen (sheet, sheet_prices[l].line)->value, ==, sheet_prices[l].values[c]);
          /* Only this line is chosen: the running cost is its price. */
          g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, sheet_prices[l].costs[c]);
          g_assert_cmpint (bf_bidding_sheet_get_left (sheet), ==, 50 - sheet_prices[l].costs[c]);
          /* Money bid: a price, or $0 for a choice that gives money. */
          g_assert_cmpint (bf_bidding_sheet_get_total_bid (sheet), ==, MAX (sheet_prices[l].costs[c], 0));
        }
      g_assert_true (bf_bidding_sheet_set_choice (sheet, sheet_prices[l].line, BF_BID_NO_CHOICE, &error));
      g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 0);
    }

  /* Line 1: whole dollars from $0, counted in the cost. */
  g_assert_true (bf_bidding_sheet_set_bid (sheet, 7, &error));
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 7);
  g_assert_false (bf_bidding_sheet_set_bid (sheet, -1, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Line 1"));
  g_clear_error (&error);
  g_assert_cmpint (bf_bidding_sheet_get_bid (sheet), ==, 7);

  /* No such choice. */
  g_assert_false (bf_bidding_sheet_choose_value (sheet, BF_BID_GOODS, 7, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_bidding_sheet_set_choice (sheet, BF_BID_VP, 5, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID);
  g_clear_error (&error);
}

static void
count_cb (BfBiddingSheet *sheet,
          guint          *count)
{
  (*count)++;
}

static void
test_limits (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfBiddingSheet) sheet = bf_bidding_sheet_new (rules);
  g_autoptr(GError) error = NULL;
  guint n_changed = 0;

  g_signal_connect (sheet, "changed", G_CALLBACK (count_cb), &n_changed);

  /* Incomplete: the message names the first line without a choice. */
  g_assert_false (bf_bidding_sheet_seal (sheet, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INCOMPLETE);
  g_assert_nonnull (strstr (error->message, "Line 2"));
  g_assert_nonnull (strstr (error->message, "Goods cubes"));
  g_clear_error (&error);

  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_GOODS, 6, NULL));
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_WORKERS, 7, NULL));
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_SETUP_MOVES, 6, NULL));
  g_assert_false (bf_bidding_sheet_validate (sheet, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INCOMPLETE);
  g_assert_nonnull (strstr (error->message, "Line 4"));
  g_assert_nonnull (strstr (error->message, "Victory points"));
  g_clear_error (&error);
  g_assert_false (bf_bidding_sheet_get_sealed (sheet));

  /* $11 bid + 18 + 16 − 12 + 18 = $51: one dollar over. */
  g_assert_true (bf_bidding_sheet_choose_value (sheet, BF_BID_VP, -6, NULL));
  g_assert_true (bf_bidding_sheet_set_bid (sheet, 11, NULL));
  g_assert_true (bf_bidding_sheet_is_complete (sheet));
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 51);
  g_assert_cmpint (bf_bidding_sheet_get_left (sheet), ==, -1);
  g_assert_false (bf_bidding_sheet_seal (sheet, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_OVER_BUDGET);
  g_assert_nonnull (strstr (error->message, "$51"));
  g_assert_nonnull (strstr (error->message, "$1 more"));
  g_clear_error (&error);
  g_assert_false (bf_bidding_sheet_get_sealed (sheet));

  /* Without the bid the same sheet is $40: the limit counts line 1. */
  g_assert_cmpint (bf_bidding_sheet_get_setup_cost (sheet), ==, 40);

  /* Exactly $50 is fine. */
  g_assert_true (bf_bidding_sheet_set_bid (sheet, 10, NULL));
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 50);
  g_assert_cmpint (bf_bidding_sheet_get_left (sheet), ==, 0);
  seal (sheet);
  g_assert_true (bf_bidding_sheet_get_sealed (sheet));
  g_assert_cmpuint (n_changed, >, 0);

  /* Sealed: no change any more. */
  g_assert_false (bf_bidding_sheet_set_bid (sheet, 9, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_SEALED);
  g_clear_error (&error);
  g_assert_false (bf_bidding_sheet_set_choice (sheet, BF_BID_GOODS, 0, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_SEALED);
  g_clear_error (&error);
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 50);

  bf_bidding_sheet_clear (sheet);
  g_assert_false (bf_bidding_sheet_get_sealed (sheet));
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 0);
  g_assert_false (bf_bidding_sheet_is_complete (sheet));

  /* The cheapest possible sheet: 6 + 8 − 12 + 12 = $14. */
  fill (sheet, 0, 2, 3, -6, 4);
  g_assert_cmpint (bf_bidding_sheet_get_cost (sheet), ==, 14);
  seal (sheet);
}

static void
test_reveal_not_sealed (void)
{
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 2);
  g_autoptr(GError) error = NULL;

  fill (bf_bidding_get_sheet (bidding, 0), 1, 2, 3, 0, 4);
  seal (bf_bidding_get_sheet (bidding, 0));
  g_assert_cmpuint (bf_bidding_get_next_unsealed (bidding), ==, 1);
  g_assert_false (bf_bidding_get_all_sealed (bidding));
  g_assert_null (bf_bidding_reveal (bidding, &error));
  g_assert_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_NOT_SEALED);
  g_assert_nonnull (strstr (error->message, "player 2"));
}

/* The worked example, by hand:
 *
 *   Anna: bid $4; 3 goods $9, 5 workers $12, −5 VP (gain $10), 6 moves $18
 *         lines 2-5 = 9 + 12 − 10 + 18 = $29; net with the bid = $33;
 *         money bid = 4 + 9 + 12 + 0 + 18 = $43
 *   Ben:  bid $4; 5 goods $15, 3 workers $8, +3 VP $6, 5 moves $15
 *         lines 2-5 = 15 + 8 + 6 + 15 = $44; net = money bid = $48
 *   Cara: bid $2; 2 goods $6, 4 workers $10, 0 VP $0, 4 moves $12
 *         lines 2-5 = 6 + 10 + 0 + 12 = $28; net = money bid = $30
 *
 * Anna and Ben both bid $4, the highest bid: Ben bid more money in all
 * ($48 against $43), so Ben is the first player and pays his bid.
 *
 *   Anna: $50 − $29 = $21, 3 goods, 5 active + 5 in the lobby, −5 VP, 6 moves
 *   Ben:  $50 − $44 − $4 = $2, 5 goods, 5 + 3, 3 VP, 5 moves
 *   Cara: $50 − $28 = $22, 2 goods, 5 + 4, 0 VP, 4 moves
 */
static void
test_worked_example (void)
{
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 3);
  g_autoptr(BfBidReveal) reveal = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegiePlayer) player = bf_carnegie_player_new (FALSE);
  const BfStartingResources *start;
  const guint *tied;
  guint n_tied, n_drawn;

  fill (bf_bidding_get_sheet (bidding, 0), 4, 3, 5, -5, 6);
  fill (bf_bidding_get_sheet (bidding, 1), 4, 5, 3, 3, 5);
  fill (bf_bidding_get_sheet (bidding, 2), 2, 2, 4, 0, 4);
  g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (bidding, 0)), ==, 33);
  g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (bidding, 1)), ==, 48);
  g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (bidding, 2)), ==, 30);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (bf_bidding_get_sheet (bidding, 0)), ==, 43);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (bf_bidding_get_sheet (bidding, 1)), ==, 48);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (bf_bidding_get_sheet (bidding, 2)), ==, 30);
  for (guint i = 0; i < 3; i++)
    seal (bf_bidding_get_sheet (bidding, i));
  g_assert_true (bf_bidding_get_all_sealed (bidding));

  reveal = bf_bidding_reveal (bidding, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_bid_reveal_get_n_players (reveal), ==, 3);
  g_assert_cmpuint (bf_bid_reveal_get_first_player (reveal), ==, 1);
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_TOTAL);
  tied = bf_bid_reveal_get_tied (reveal, &n_tied);
  g_assert_cmpuint (n_tied, ==, 2);
  g_assert_cmpuint (tied[0], ==, 0);
  g_assert_cmpuint (tied[1], ==, 1);
  bf_bid_reveal_get_drawn (reveal, &n_drawn);
  g_assert_cmpuint (n_drawn, ==, 0);

  start = bf_bid_reveal_get_start (reveal, 0);
  g_assert_false (start->first_player);
  g_assert_cmpint (start->bid, ==, 4);
  g_assert_cmpint (start->total, ==, 43);
  g_assert_cmpint (start->money, ==, 21);
  g_assert_cmpuint (start->goods, ==, 3);
  g_assert_cmpuint (start->active_employees, ==, 5);
  g_assert_cmpuint (start->lobby_employees, ==, 5);
  g_assert_cmpint (start->vp, ==, -5);
  g_assert_cmpuint (start->setup_moves, ==, 6);

  start = bf_bid_reveal_get_start (reveal, 1);
  g_assert_true (start->first_player);
  g_assert_cmpint (start->total, ==, 48);
  g_assert_cmpint (start->money, ==, 2);
  g_assert_cmpuint (start->goods, ==, 5);
  g_assert_cmpuint (start->active_employees, ==, 5);
  g_assert_cmpuint (start->lobby_employees, ==, 3);
  g_assert_cmpint (start->vp, ==, 3);
  g_assert_cmpuint (start->setup_moves, ==, 5);

  start = bf_bid_reveal_get_start (reveal, 2);
  g_assert_false (start->first_player);
  g_assert_cmpint (start->money, ==, 22);
  g_assert_cmpuint (start->goods, ==, 2);
  g_assert_cmpuint (start->lobby_employees, ==, 4);
  g_assert_cmpint (start->vp, ==, 0);
  g_assert_cmpuint (start->setup_moves, ==, 4);

  /* The starting VP is where the score pawn starts. */
  g_assert_true (bf_bid_reveal_apply_score_track (reveal, 0, player, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bf_carnegie_player_get_score_track (player), ==, -5);
}

/* The tie-break counts the money bid, not the net cost (docs/setup.md).
 * By hand:
 *
 *   Anna: bid $3; 4 goods $12, 4 workers $10, 0 VP $0, 5 moves $15
 *         net = 3 + 12 + 10 + 0 + 15 = $40; money bid = $40
 *   Ben:  bid $3; 5 goods $15, 3 workers $8, −6 VP (gain $12), 6 moves $18
 *         net = 3 + 15 + 8 − 12 + 18 = $32; money bid = 3 + 15 + 8 + 0 + 18 = $44
 *
 * Both bid $3. By the net cost Anna ($40) would beat Ben ($32); by the
 * money bid Ben ($44) beats Anna ($40): Ben plays first and pays $3.
 *
 *   Anna: $50 − (12 + 10 + 0 + 15) = $50 − $37 = $13
 *   Ben:  $50 − (15 + 8 − 12 + 18) − $3 = $50 − $29 − $3 = $18
 */
static void
test_tie_money_bid (void)
{
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 2);
  g_autoptr(BfBidReveal) reveal = NULL;
  BfBiddingSheet *anna = bf_bidding_get_sheet (bidding, 0);
  BfBiddingSheet *ben = bf_bidding_get_sheet (bidding, 1);
  guint n_tied;

  fill (anna, 3, 4, 4, 0, 5);
  fill (ben, 3, 5, 3, -6, 6);
  g_assert_cmpint (bf_bidding_sheet_get_cost (anna), ==, 40);
  g_assert_cmpint (bf_bidding_sheet_get_cost (ben), ==, 32);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (anna), ==, 40);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (ben), ==, 44);
  seal (anna);
  seal (ben);

  reveal = bf_bidding_reveal (bidding, NULL);
  g_assert_nonnull (reveal);
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_TOTAL);
  bf_bid_reveal_get_tied (reveal, &n_tied);
  g_assert_cmpuint (n_tied, ==, 2);
  g_assert_cmpuint (bf_bid_reveal_get_first_player (reveal), ==, 1);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 0)->total, ==, 40);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 1)->total, ==, 44);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 0)->money, ==, 13);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 1)->money, ==, 18);
  g_assert_true (bf_bid_reveal_get_start (reveal, 1)->first_player);
}

/* Equal money bid but different net costs: still tied, so the draw
 * decides. Anna: 2 + 9 + 10 + 0 + 15 = $36 net and bid. Ben: 2 + 9 +
 * 10 − 10 + 15 = $26 net, 2 + 9 + 10 + 0 + 15 = $36 bid. */
static void
test_tie_money_bid_draw (void)
{
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 2);
  g_autoptr(BfBidReveal) reveal = NULL;
  guint n_drawn;

  bf_bidding_set_seed (bidding, 7);
  fill (bf_bidding_get_sheet (bidding, 0), 2, 3, 4, 0, 5);
  fill (bf_bidding_get_sheet (bidding, 1), 2, 3, 4, -5, 5);
  g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (bidding, 1)), ==, 26);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (bf_bidding_get_sheet (bidding, 0)), ==, 36);
  g_assert_cmpint (bf_bidding_sheet_get_total_bid (bf_bidding_get_sheet (bidding, 1)), ==, 36);
  seal (bf_bidding_get_sheet (bidding, 0));
  seal (bf_bidding_get_sheet (bidding, 1));

  reveal = bf_bidding_reveal (bidding, NULL);
  g_assert_nonnull (reveal);
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_DRAW);
  bf_bid_reveal_get_drawn (reveal, &n_drawn);
  g_assert_cmpuint (n_drawn, ==, 2);
}

static void
test_highest_bid (void)
{
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 2);
  g_autoptr(BfBidReveal) reveal = NULL;
  const BfStartingResources *start;
  guint n;

  /* Anna bids $1 and spends a lot, Ben bids $2 and spends little: the
   * bid decides. */
  fill (bf_bidding_get_sheet (bidding, 0), 1, 6, 7, 6, 10); /* 1+18+16+12+30 = 77: too much */
  g_assert_false (bf_bidding_sheet_seal (bf_bidding_get_sheet (bidding, 0), NULL));
  fill (bf_bidding_get_sheet (bidding, 0), 1, 6, 7, 0, 4);  /* 1+18+16+0+12 = 47 */
  fill (bf_bidding_get_sheet (bidding, 1), 2, 2, 3, 0, 4);  /* 2+6+8+0+12 = 28 */
  seal (bf_bidding_get_sheet (bidding, 0));
  seal (bf_bidding_get_sheet (bidding, 1));

  reveal = bf_bidding_reveal (bidding, NULL);
  g_assert_nonnull (reveal);
  g_assert_cmpuint (bf_bid_reveal_get_first_player (reveal), ==, 1);
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_NONE);
  bf_bid_reveal_get_tied (reveal, &n);
  g_assert_cmpuint (n, ==, 1);

  start = bf_bid_reveal_get_start (reveal, 0);
  g_assert_cmpint (start->money, ==, 50 - 46);   /* not first: the bid is not paid */
  start = bf_bid_reveal_get_start (reveal, 1);
  g_assert_cmpint (start->money, ==, 50 - 26 - 2);
}

static guint
first_player_for_seed (guint32 seed,
                       guint  *n_drawn)
{
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 4);
  g_autoptr(BfBidReveal) reveal = NULL;
  const guint *drawn;

  bf_bidding_set_seed (bidding, seed);
  /* Everybody bids $3; Anna, Ben and Dan spend $45 in all, Cara less. */
  fill (bf_bidding_get_sheet (bidding, 0), 3, 4, 5, 3, 4);   /* 3+12+12+6+12 = 45 */
  fill (bf_bidding_get_sheet (bidding, 1), 3, 4, 5, 3, 4);   /* the same: 45 */
  fill (bf_bidding_get_sheet (bidding, 2), 3, 2, 3, 0, 4);   /* 3+6+8+0+12 = 29 */
  fill (bf_bidding_get_sheet (bidding, 3), 3, 2, 5, 6, 4);   /* 3+6+12+12+12 = 45 */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (bidding, i)), ==, i == 2 ? 29 : 45);
  for (guint i = 0; i < 4; i++)
    seal (bf_bidding_get_sheet (bidding, i));

  reveal = bf_bidding_reveal (bidding, NULL);
  g_assert_nonnull (reveal);
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_DRAW);
  g_assert_cmpuint (bf_bid_reveal_get_seed (reveal), ==, seed);
  drawn = bf_bid_reveal_get_drawn (reveal, n_drawn);
  /* Cara is tied on the bid, not on the total: she is not in the draw. */
  g_assert_cmpuint (*n_drawn, ==, 3);
  g_assert_cmpuint (drawn[0], ==, 0);
  g_assert_cmpuint (drawn[1], ==, 1);
  g_assert_cmpuint (drawn[2], ==, 3);
  {
    guint n_tied;

    bf_bid_reveal_get_tied (reveal, &n_tied);
    g_assert_cmpuint (n_tied, ==, 4);
  }
  g_assert_true (bf_bid_reveal_get_start (reveal, bf_bid_reveal_get_first_player (reveal))->first_player);

  return bf_bid_reveal_get_first_player (reveal);
}

static void
test_draw (void)
{
  gboolean picked[4] = { FALSE, };
  guint n_drawn;

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      guint first = first_player_for_seed (seed, &n_drawn);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      static const guint drawn[] = { 0, 1, 3 };

      /* Reproducible: the same seed draws the same player, and the draw
       * is g_rand_int_range over the tied players in seat order. */
      g_assert_cmpuint (first_player_for_seed (seed, &n_drawn), ==, first);
      g_assert_cmpuint (first, ==, drawn[g_rand_int_range (rand, 0, 3)]);
      g_assert_cmpuint (first, !=, 2);
      picked[first] = TRUE;
    }

  /* Over 40 seeds every tied player wins the draw at least once. */
  g_assert_true (picked[0] && picked[1] && picked[3]);
}

static void
test_json (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfBidding) bidding = bf_bidding_new (rules, 2);
  g_autoptr(BfBidding) copy = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) node2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  bf_bidding_set_seed (bidding, 4000000000u);
  fill (bf_bidding_get_sheet (bidding, 0), 3, 5, 4, -6, 8);
  seal (bf_bidding_get_sheet (bidding, 0));
  g_assert_true (bf_bidding_sheet_choose_value (bf_bidding_get_sheet (bidding, 1), BF_BID_GOODS, 2, NULL));

  node = bf_bidding_to_json (bidding);
  text = json_to_string (node, FALSE);
  g_assert_cmpstr (text, ==,
                   "{\"seed\":4000000000,\"sheets\":["
                   "{\"first-player\":3,\"goods\":5,\"workers\":4,\"vp\":-6,\"setup-moves\":8,\"sealed\":true},"
                   "{\"first-player\":0,\"goods\":2,\"sealed\":false}]}");

  copy = bf_bidding_from_json (rules, node, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_bidding_get_seed (copy), ==, 4000000000u);
  g_assert_cmpuint (bf_bidding_get_n_sheets (copy), ==, 2);
  g_assert_true (bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (copy, 0)));
  g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (copy, 0)), ==, 3 + 15 + 10 - 12 + 24);
  g_assert_cmpuint (bf_bidding_get_next_unsealed (copy), ==, 1);
  node2 = bf_bidding_to_json (copy);
  text2 = json_to_string (node2, FALSE);
  g_assert_cmpstr (text, ==, text2);

  /* Broken input names the player and the line. */
  {
    static const char * const broken[] = {
      "[]",
      "{\"sheets\":[{}]}",
      "{\"seed\":1,\"sheets\":[]}",
      "{\"seed\":1,\"sheets\":[{\"goods\":7}]}",
      "{\"seed\":1,\"sheets\":[{\"first-player\":-1}]}",
      "{\"seed\":1,\"sheets\":[{\"vp\":\"3\"}]}",
      "{\"seed\":1,\"sheets\":[{\"goods\":2,\"sealed\":true}]}",
      "{\"seed\":1,\"sheets\":[{\"first-player\":20,\"goods\":6,\"workers\":7,\"vp\":6,\"setup-moves\":10,\"sealed\":true}]}",
    };

    for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
      {
        g_autoptr(JsonNode) bad = json_from_string (broken[i], NULL);
        g_autoptr(BfBidding) result = bf_bidding_from_json (rules, bad, &error);

        g_assert_null (result);
        g_assert_nonnull (error);
        g_assert_true (error->domain == BF_BIDDING_ERROR);
        g_test_message ("%s → %s", broken[i], error->message);
        if (i >= 3)
          g_assert_nonnull (strstr (error->message, "Player 1"));
        g_clear_error (&error);
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bidding/line-costs", test_line_costs);
  g_test_add_func ("/bidding/limits", test_limits);
  g_test_add_func ("/bidding/not-sealed", test_reveal_not_sealed);
  g_test_add_func ("/bidding/worked-example", test_worked_example);
  g_test_add_func ("/bidding/tie-money-bid", test_tie_money_bid);
  g_test_add_func ("/bidding/tie-money-bid-draw", test_tie_money_bid_draw);
  g_test_add_func ("/bidding/highest-bid", test_highest_bid);
  g_test_add_func ("/bidding/draw", test_draw);
  g_test_add_func ("/bidding/json", test_json);

  return g_test_run ();
}
