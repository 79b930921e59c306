/* test-solo.c: the solo game against Andrew, driven through the core.
 *
 * Every expected value is worked out by hand from the rule texts and
 * /work/shared/rules/carnegie-facts.md; the reasoning sits next to the
 * assertions. Space indices: the cities in the order of the facts table,
 * spaces left to right (Seattle 0, Helena 1, Portland 2, Boise 3,
 * San Francisco 4-8, Reno 9, Salt Lake City 10, Denver 11-13, Los Angeles
 * 14-16, Phoenix 17, Santa Fe 18, Fargo 19, Duluth 20, St. Paul 21,
 * Omaha 22, Chicago 23-27, Kansas City 28-30, St. Louis 31-33,
 * Cincinnati 34, Albany 35-37, Boston 38-40, Pittsburgh 41-43, New York
 * 44-48, Washington 49-51, El Paso 52, Dallas 53, Memphis 54, Atlanta
 * 55-57, Charleston 58, San Antonio 59, Houston 60-62, New Orleans 63-67).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bf-carnegie-kind.h"
#include "bf-history-record.h"
#include "bf-livingstone-kind.h"
#include "bf-score-sheet.h"
#include "bf-session.h"
#include "bf-solo.h"
#include "bf-test-core.h"

#define HR BF_DEPT_HR
#define MG BF_DEPT_MANAGEMENT
#define CO BF_DEPT_CONSTRUCTION
#define RD BF_DEPT_RD

/* The indices of the instructions of @kind in @round, in order. */
static GArray *
collect (BfSoloGame        *game,
         guint              round_no,
         BfInstructionKind  kind,
         guint             *sum_values)
{
  GListModel *list = bf_solo_game_get_round_instructions (game, round_no);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  if (sum_values != NULL)
    *sum_values = 0;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (list, i);

      g_assert_cmpstr (bf_instruction_get_text (item), !=, "");
      if (bf_instruction_get_kind (item) != kind)
        continue;
      {
        guint index = (guint) bf_instruction_get_index (item);

        g_array_append_val (out, index);
      }
      if (sum_values != NULL)
        *sum_values += (guint) bf_instruction_get_value (item);
    }

  return out;
}

static void
assert_indices (BfSoloGame        *game,
                guint              round_no,
                BfInstructionKind  kind,
                const guint       *expected,
                guint              n_expected)
{
  g_autoptr(GArray) got = collect (game, round_no, kind, NULL);

  if (got->len != n_expected)
    g_error ("round %u, kind %d: %u items, expected %u", round_no, kind, got->len, n_expected);
  for (guint i = 0; i < n_expected; i++)
    if (g_array_index (got, guint, i) != expected[i])
      g_error ("round %u, kind %d, item %u: %u, expected %u",
               round_no, kind, i, g_array_index (got, guint, i), expected[i]);
}

static guint
slides_in (BfSoloGame *game,
           guint       round_no)
{
  guint sum;
  g_autoptr(GArray) got = collect (game, round_no, BF_INSTRUCTION_SLIDE, &sum);

  return sum;
}

/* The text of the @nth instruction of @kind in round @round_no. */
static char *
instruction_text (BfSoloGame        *game,
                  guint              round_no,
                  BfInstructionKind  kind,
                  guint              nth)
{
  GListModel *list = bf_solo_game_get_round_instructions (game, round_no);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (list, i);

      if (bf_instruction_get_kind (item) == kind && nth-- == 0)
        return g_strdup (bf_instruction_get_text (item));
    }

  g_error ("round %u: no instruction %u of kind %d", round_no, nth, kind);
  return NULL;
}

/* The position in round @round_no's checklist of the step whose text is
 * @text, or -1. */
static int
step_position (BfSoloGame *game,
               guint       round_no,
               const char *text)
{
  GListModel *list = bf_solo_game_get_round_instructions (game, round_no);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (list, i);

      if (g_str_equal (bf_instruction_get_text (item), text))
        return (int) i;
    }

  return -1;
}

#define ASSERT_INDICES(game, round_no, kind, ...) \
  G_STMT_START { \
    const guint expected_[] = { __VA_ARGS__ }; \
    assert_indices (game, round_no, kind, expected_, G_N_ELEMENTS (expected_)); \
  } G_STMT_END
#define ASSERT_NONE(game, round_no, kind) assert_indices (game, round_no, kind, NULL, 0)

static void
ok (gboolean  result,
    GError   *error)
{
  g_assert_no_error (error);
  g_assert_true (result);
}

/* ------------------------------------------------------------------ */
/* A complete game: seed 1, difficulty 1 (20 normal cards)             */

/* The dealt facts of seed 1, printed once (docs/solo.md describes the
 * stable shuffle that makes them):
 *   timeline, left to right: tile 8 back, tile 3 back, tile 2 front,
 *             tile 5 front (a version-1 file read them as the HR,
 *             Management, Construction and R&D rows' tiles);
 *   blocking cards: N17, N08, N07, N03, N01, N15;
 *   supply after removal: 1 2 2 5 6 6 7 8 8 10 10 11 12 13 15 16;
 *   deck: N08 N07 N18 N06 N20 N04 N13 N02 N05 N15 N03 N11 N10 N14 N17
 *         N16 N01 N09 N19 N12. */
static const char * const deck_1[] = {
  "N08", "N07", "N18", "N06", "N20", "N04", "N13", "N02", "N05", "N15",
  "N03", "N11", "N10", "N14", "N17", "N16", "N01", "N09", "N19", "N12",
};

static void
check_setup_1 (BfSoloGame *game)
{
  BfCarnegieGame *table = bf_solo_game_get_table (game);
  BfTimelineSlot slot;
  guint blocked_spaces = 0;
  guint blocked_chart = 0;
  g_autoptr(GArray) supply = NULL;
  static const guint supply_1[] = { 1, 2, 2, 5, 6, 6, 7, 8, 8, 10, 10, 11, 12, 13, 15, 16 };

  slot = bf_solo_game_get_timeline_slot (game, 0);
  g_assert_cmpuint (slot.tile, ==, 8);
  g_assert_cmpuint (slot.side, ==, 1);
  slot = bf_solo_game_get_timeline_slot (game, 2);
  g_assert_cmpuint (slot.tile, ==, 2);
  g_assert_cmpuint (slot.side, ==, 0);

  /* Blocking disks by hand (step 7, left-most free space):
   * N17 Human Rights 4 (rights-railroad), Boston 1, New York 1;
   * N08 Welfare 2, Pittsburgh 1, New York 2 (1 is taken);
   * N07 Welfare 1, Fargo, St. Paul; N03 Education 3, Boston 2,
   * Washington 1; N01 Education 1, Salt Lake City, Reno;
   * N15 Health 3, New Orleans 1, Atlanta 1 = 18: Houston and
   * Charleston stay free. */
  {
    const guint spaces[] = { 38, 44, 41, 45, 19, 21, 39, 49, 10, 9, 63, 55 };
    const char * const chart[] = { "rights-railroad", "welfare-goods", "welfare-7vp",
                                   "education-construction", "education-hr", "health-south" };

    for (guint i = 0; i < G_N_ELEMENTS (spaces); i++)
      g_assert_true (bf_carnegie_game_get_space_blocked (table, spaces[i]));
    for (guint i = 0; i < G_N_ELEMENTS (chart); i++)
      g_assert_true (bf_carnegie_game_get_chart_blocked (table, bf_test_chart_of (chart[i])));
  }
  for (guint i = 0; i < bf_carnegie_rules_get_n_spaces (bf_carnegie_rules_get_default ()); i++)
    blocked_spaces += bf_carnegie_game_get_space_blocked (table, i);
  for (BfChartPos p = 0; p < BF_N_CHART_POSITIONS; p++)
    blocked_chart += bf_carnegie_game_get_chart_blocked (table, p);
  g_assert_cmpuint (blocked_spaces, ==, 12);
  g_assert_cmpuint (blocked_chart, ==, 6);
  g_assert_false (bf_carnegie_game_get_space_blocked (table, bf_test_checked_space_of ("houston", 1)));
  g_assert_false (bf_carnegie_game_get_space_blocked (table, bf_test_checked_space_of ("charleston", 1)));

  /* 32 base tiles less 16 removed. */
  supply = bf_solo_game_get_supply (game);
  g_assert_cmpuint (supply->len, ==, 16);
  for (guint i = 0; i < supply->len; i++)
    g_assert_cmpuint (g_array_index (supply, guint, i), ==, supply_1[i]);
}

/* A new game of @seed as version 1 of the solo file saved it: its
 * timeline gives each row a tile of its own (BF_TIMELINE_ROWS_V1). */
static BfSoloGame *
new_version_1_game (guint32 seed)
{
  g_autoptr(BfSoloGame) fresh = bf_solo_game_new (seed);
  g_autofree char *data = bf_solo_game_to_data (fresh, NULL);
  g_autoptr(GString) v1 = g_string_new (data);
  g_autoptr(GError) error = NULL;
  BfSoloGame *game;

  g_assert_cmpuint (g_string_replace (v1, "\"version\":2,", "\"version\":1,", 1), ==, 1);
  game = bf_solo_game_new_from_data (v1->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_solo_game_get_timeline_layout (game), ==, BF_TIMELINE_ROWS_V1);

  return game;
}

/* A complete game started from a version-1 solo file, which goes on as
 * it was played (docs/solo.md, "Files"): the events below come from one
 * tile per row. The timeline as the table lays it is tested by
 * test_timeline_columns(). */
static void
test_full_game (void)
{
  g_autoptr(BfSoloGame) game = new_version_1_game (1);
  g_autoptr(BfSoloGame) again = NULL;
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *text = NULL;
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  BfCarnegieGame *table;
  BfCarnegiePlayer *anna;
  BfCarnegiePlayer *andrew;
  /* The player's choices in odd rounds. */
  const BfDeptType choices[] = { MG, MG, MG, CO, CO, MG, RD, HR, RD, RD };
  /* Rows chosen, rows whose marker moves and their space, by hand:
   * R1-R5 Management 1-5 (R5 is its end space); R6 HR 1; R7 Cons 1;
   * R8 HR 2; R9 Cons 2; R10 Cons 3; R11 Management is at the end: the
   * next row below, Construction, moves (space 4); R12 Cons 5 (end);
   * R13 R&D 1; R14 Construction is at the end: R&D moves (2); R15 HR 3;
   * R16 R&D 3; R17 R&D 4; R18 Management and Construction are at the
   * end: R&D moves (5, end); R19 R&D is at the end: wraps to HR (4);
   * R20 Construction and R&D are at the end: HR moves (5, end). */
  const BfDeptType chosen[] = { MG, MG, MG, MG, MG, HR, CO, HR, CO, CO,
                                MG, CO, RD, CO, HR, RD, RD, MG, RD, CO };
  const BfDeptType moving[] = { MG, MG, MG, MG, MG, HR, CO, HR, CO, CO,
                                CO, CO, RD, RD, HR, RD, RD, RD, HR, HR };
  const guint spaces[] = { 1, 2, 3, 4, 5, 1, 1, 2, 2, 3,
                           4, 5, 1, 2, 3, 3, 4, 5, 4, 5 };
  /* Where each round's card ends, worked out below round by round. */
  const guint positions[] = { 0, 0, 0, 1, 0, 3, 0, 4, 0, 2,
                              1, 1, 0, 0, 1, 0, 0, 1, 0, 0 };

  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOICES);
  ok (bf_solo_game_set_player_name (game, "Anna", &error), error);
  ok (bf_solo_game_confirm_setup (game, &error), error);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHECKLIST);
  check_setup_1 (game);

  table = bf_solo_game_get_table (game);
  anna = bf_solo_game_get_player (game);
  andrew = bf_carnegie_game_get_andrew (table);
  g_assert_true (anna == bf_carnegie_game_get_player (table, 0));

  /* Setup step 8: Anna's housing disk on Chicago's housing space. A
   * town is refused. */
  g_assert_false (bf_solo_game_build (game, bf_test_checked_space_of ("seattle", 1), BF_PROJECT_HOUSING, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  for (guint round_no = 1; round_no <= BF_SOLO_ROUNDS; round_no++)
    {
      BfDeptType c, m;
      guint s, card;

      g_assert_cmpuint (bf_solo_game_get_round (game), ==, round_no);

      if (round_no % 2 == 1)
        {
          g_assert_cmpuint (bf_solo_game_get_chooser (game), ==, BF_SOLO_CHOOSER_PLAYER);
          g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
          ok (bf_solo_game_choose (game, choices[round_no / 2], &error), error);
        }
      else
        g_assert_cmpuint (bf_solo_game_get_chooser (game), ==, BF_SOLO_CHOOSER_ANDREW);

      g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
      g_assert_true (bf_solo_game_get_card (game, &card));
      g_assert_cmpstr (bf_carnegie_rules_get_andrew_card (rules, card)->id, ==, deck_1[round_no - 1]);
      g_assert_true (bf_solo_game_get_choice (game, &c, &m, &s));
      g_assert_cmpuint (c, ==, chosen[round_no - 1]);
      g_assert_cmpuint (m, ==, moving[round_no - 1]);
      g_assert_cmpuint (s, ==, spaces[round_no - 1]);
      if (bf_solo_game_get_card_position (game) != positions[round_no - 1])
        g_error ("round %u: card on position %u, expected %u", round_no,
                 bf_solo_game_get_card_position (game), positions[round_no - 1]);

      /* Anna's turn. */
      switch (round_no)
        {
        case 1:
          /* Management: Sales (6), from the supply. */
          ok (bf_solo_game_build_department (game, 6, &error), error);
          break;
        case 2:
          ok (bf_solo_game_build_department (game, 8, &error), error);
          break;
        case 3:
          /* Donation event: Education 2. */
          ok (bf_solo_game_donate (game, bf_test_chart_of ("education-management"), &error), error);
          break;
        case 5:
          ok (bf_solo_game_donate (game, bf_test_chart_of ("welfare-money-goods"), &error), error);
          ok (bf_solo_game_build_department (game, 2, &error), error);
          break;
        case 7:
          /* Project tabs: Commerce holds 1 pawn at setup; one move
           * right (R&D) reveals a second. */
          ok (bf_solo_game_move_tab (game, BF_PROJECT_COMMERCE, 1, &error), error);
          ok (bf_solo_game_build (game, bf_test_checked_space_of ("charleston", 1), BF_PROJECT_COMMERCE, &error), error);
          ok (bf_solo_game_build (game, bf_test_checked_space_of ("houston", 2), BF_PROJECT_COMMERCE, &error), error);
          break;
        case 9:
          /* Housing's setup pawn went to Chicago: two moves, two pawns. */
          ok (bf_solo_game_move_tab (game, BF_PROJECT_HOUSING, 2, &error), error);
          ok (bf_solo_game_build (game, bf_test_checked_space_of ("new-orleans", 3), BF_PROJECT_HOUSING, &error), error);
          ok (bf_solo_game_build (game, bf_test_checked_space_of ("new-orleans", 4), BF_PROJECT_HOUSING, &error), error);
          break;
        case 12:
          ok (bf_solo_game_move_tab (game, BF_PROJECT_HOUSING, 3, &error), error);
          ok (bf_solo_game_build (game, bf_test_checked_space_of ("seattle", 1), BF_PROJECT_HOUSING, &error), error);
          break;
        case 13:
          ok (bf_solo_game_donate (game, bf_test_chart_of ("rights-housing-commerce"), &error), error);
          ok (bf_solo_game_move_transport (game, BF_REGION_EAST, 3, &error), error);
          break;
        case 14:
          ok (bf_solo_game_move_tab (game, BF_PROJECT_COMMERCE, 2, &error), error);
          ok (bf_solo_game_build (game, bf_test_checked_space_of ("denver", 1), BF_PROJECT_COMMERCE, &error), error);
          break;
        default:
          break;
        }

      /* Not to be kept before the end (issue 18). */
      if (round_no == 10)
        {
          g_autoptr(BfHistoryRecord) early = bf_history_record_new_from_document (BF_DOCUMENT (game), "early", 0, &error);

          g_assert_null (early);
          g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FINISHED);
          g_clear_error (&error);
        }

      ok (bf_solo_game_next_round (game, &error), error);
    }

  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_FINISHED);
  /* After 20 rounds every marker is at the end. */
  for (guint r = 0; r < BF_N_DEPT_TYPES; r++)
    g_assert_cmpuint (bf_solo_game_get_marker (game, r), ==, BF_SOLO_TIMELINE_SPACES);

  /* Andrew, round by round:
   * R1 N08 Management takes Cons, Cons, Cons: 10, then not 10 again in
   *    the same action: 11, 12. (Anna then builds Sales 6.)
   * R2 N07 Management, Mgmt x3 from 5 6 7 8 8: 5, 6, 7. (Anna: 8.) */
  ASSERT_INDICES (game, 1, BF_INSTRUCTION_DEPARTMENT, 10, 11, 12);
  ASSERT_INDICES (game, 2, BF_INSTRUCTION_DEPARTMENT, 5, 6, 7);
  /* R3 donation event: N18's Human Rights 5 is free. Management N18
   *    takes Cons: 10 (second copy). */
  ASSERT_INDICES (game, 3, BF_INSTRUCTION_DONATION, bf_test_chart_of ("rights-donation"));
  ASSERT_INDICES (game, 3, BF_INSTRUCTION_DEPARTMENT, 10);
  /* R4 N06 HR x3 from 1 2 2: 1, 2, and the other 2 would be identical:
   *    one slide -> 1 VP card. */
  ASSERT_INDICES (game, 4, BF_INSTRUCTION_DEPARTMENT, 1, 2);
  g_assert_cmpuint (slides_in (game, 4), ==, 1);
  text = instruction_text (game, 4, BF_INSTRUCTION_SLIDE, 0);
  /* The app holds the deck: no card on the table, only VP cards. */
  g_assert_cmpstr (text, ==, "No other Human Resources department is left for Andrew "
                             "(he never takes two identical tiles in one action): "
                             "Andrew’s round goes 1 position further along the VP cards (nothing to move on the table).");
  g_clear_pointer (&text, g_free);
  text = instruction_text (game, 1, BF_INSTRUCTION_CARD, 0);
  g_assert_cmpstr (text, ==, "Andrew’s turn with card N08 (the app drew it):");
  g_clear_pointer (&text, g_free);
  /* No instruction speaks of a card the table does not have; every round
   * ends with the table's steps, the first-player disc last. */
  for (guint round_no = 1; round_no <= BF_SOLO_ROUNDS; round_no++)
    {
      GListModel *list = bf_solo_game_get_round_instructions (game, round_no);
      guint n = g_list_model_get_n_items (list);
      g_autoptr(BfInstruction) last = g_list_model_get_item (list, n - 1);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(BfInstruction) item = g_list_model_get_item (list, i);
          const char *t = bf_instruction_get_text (item);

          g_assert_null (strstr (t, "this round’s card"));
          /* (The action disc turned over turns face up: no card.) */
          g_assert_null (strstr (t, "card face up"));
          g_assert_null (strstr (t, "the next card"));
        }
      if (round_no == BF_SOLO_ROUNDS)
        g_assert_cmpstr (bf_instruction_get_text (last), ==,
                         "This was the last round: after your action, enter your final table.");
      else if (round_no % 2 == 0)
        g_assert_cmpstr (bf_instruction_get_text (last), ==,
                         "Turn the first-player disc over, hat side up: you choose the action next round.");
      else
        g_assert_cmpstr (bf_instruction_get_text (last), ==,
                         "Turn the first-player disc over, hat side down: Andrew chooses the action next round.");
    }
  /* R5 end space: donation on N20's Health 4; Management R&D: 13.
   *    (Anna donates Welfare 4 and builds Recruiting 2.) */
  ASSERT_INDICES (game, 5, BF_INSTRUCTION_DONATION, bf_test_chart_of ("health-west"));
  ASSERT_INDICES (game, 5, BF_INSTRUCTION_DEPARTMENT, 13);
  /* R6 N04 Human Resources: 3 slides -> 6 VP card. */
  g_assert_cmpuint (slides_in (game, 6), ==, 3);
  /* R7 N13 Construction: Cincinnati (town), Duluth (town), St. Louis
   *    housing (space 1), Kansas City housing (space 3; commerce is
   *    left of it but housing comes first). */
  ASSERT_INDICES (game, 7, BF_INSTRUCTION_PROJECT, 34, 20, 31, 30);
  /* R8 donation event: N02's Education 2 holds Anna's disk: 1 slide;
   *    Human Resources 4 more: 5 steps, stopped at the 10 VP card. */
  ASSERT_NONE (game, 8, BF_INSTRUCTION_DONATION);
  g_assert_cmpuint (slides_in (game, 8), ==, 5);
  /* R9 N05 Construction: San Francisco housing (space 2), Santa Fe. */
  ASSERT_INDICES (game, 9, BF_INSTRUCTION_PROJECT, 5, 18);
  /* R10 donation event: Health 3 holds a blocking disc: 1 slide.
   *    Construction N15: New Orleans (commerce blocked, housing 3 and 4
   *    Anna's) -> industry, space 2 = 64; Atlanta (housing blocked) ->
   *    commerce, space 3 = 57, not the industry space left of it;
   *    Houston (commerce is Anna's) -> industry 62, not public 60;
   *    Charleston is Anna's: full, 1 slide. Card on 3 VP. */
  ASSERT_NONE (game, 10, BF_INSTRUCTION_DONATION);
  ASSERT_INDICES (game, 10, BF_INSTRUCTION_PROJECT, 64, 57, 62);
  g_assert_cmpuint (slides_in (game, 10), ==, 2);
  /* R11 Management N03 takes Cons: none left (10 10 11 12 all gone):
   *    1 slide. */
  ASSERT_NONE (game, 11, BF_INSTRUCTION_DEPARTMENT);
  g_assert_cmpuint (slides_in (game, 11), ==, 1);
  /* R12 end space: N11's Welfare 4 is Anna's: 1 slide. Construction:
   *    Portland, Boise, Denver housing (3) = 13, Los Angeles housing
   *    (2) = 15. */
  ASSERT_INDICES (game, 12, BF_INSTRUCTION_PROJECT, 2, 3, 13, 15);
  g_assert_cmpuint (slides_in (game, 12), ==, 1);
  /* R13 donation: N10's Health 5. R&D Midwest 2: box 1 -> 3. */
  ASSERT_INDICES (game, 13, BF_INSTRUCTION_DONATION, bf_test_chart_of ("health-towns"));
  ASSERT_INDICES (game, 13, BF_INSTRUCTION_TRANSPORT, BF_REGION_MIDWEST);
  /* R14 N14 Construction: Albany housing 36; New York (commerce 1 and
   *    2 blocked) housing 46; Washington (housing blocked) -> public,
   *    left-most = 50; Pittsburgh housing 42. */
  ASSERT_INDICES (game, 14, BF_INSTRUCTION_PROJECT, 36, 46, 50, 42);
  /* R15 N17 Human Resources: 1 slide. */
  g_assert_cmpuint (slides_in (game, 15), ==, 1);
  /* R16 N16 South 3: 1 -> 4. R17 N01 West 2: 1 -> 3. */
  ASSERT_INDICES (game, 16, BF_INSTRUCTION_TRANSPORT, BF_REGION_SOUTH);
  ASSERT_INDICES (game, 17, BF_INSTRUCTION_TRANSPORT, BF_REGION_WEST);
  /* R18 end space: N09's Welfare 3 is free. Management R&D x3 from
   *    8 15 16: 15, 16, none: 1 slide. */
  ASSERT_INDICES (game, 18, BF_INSTRUCTION_DONATION, bf_test_chart_of ("welfare-money"));
  ASSERT_INDICES (game, 18, BF_INSTRUCTION_DEPARTMENT, 15, 16);
  g_assert_cmpuint (slides_in (game, 18), ==, 1);
  /* R19 N19 East 3: 1 -> 4. */
  ASSERT_INDICES (game, 19, BF_INSTRUCTION_TRANSPORT, BF_REGION_EAST);
  /* R20 end space: N12's Welfare 5. Construction: New York (housing
   *    Andrew's, commerce blocked) industry 47; Chicago (housing Anna's)
   *    commerce 23; New Orleans public 67; San Francisco commerce 4. */
  ASSERT_INDICES (game, 20, BF_INSTRUCTION_DONATION, bf_test_chart_of ("welfare-employees"));
  ASSERT_INDICES (game, 20, BF_INSTRUCTION_PROJECT, 47, 23, 67, 4);

  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_MIDWEST), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_SOUTH), ==, 4);
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_WEST), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_EAST), ==, 4);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (andrew), ==, 21);
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 12);
  g_assert_cmpuint (bf_carnegie_player_get_n_donations (andrew), ==, 5);
  /* Only Property Management (8) is left. */
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 8), ==, 1);
  {
    g_autoptr(GArray) left = bf_solo_game_get_supply (game);

    g_assert_cmpuint (left->len, ==, 1);
  }

  /* Cards: 12 on 0 VP, 5 on 1 VP (R4 R11 R12 R15 R18), R10 on 3, R6 on
   * 6, R8 on 10. */
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 0), ==, 12);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 1), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 2), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 3), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 4), ==, 1);
  {
    g_auto(GStrv) ids = bf_solo_game_get_vp_card_ids (game, 4);

    g_assert_cmpuint (g_strv_length (ids), ==, 1);
    g_assert_cmpstr (ids[0], ==, "N02");
  }

  /* Sure VP: cards 5 x 1 + 3 + 6 + 10 = 24; 12 tiles x 2 = 24; no
   * box-5 marker; projects: R7 0+1+2+2, R9 3+1, R10 3+2+3, R12
   * 0+0+2+3, R14 3+3+2+2, R20 3+3+3+3 = 44. 24 + 24 + 44 = 92. */
  g_assert_cmpint (bf_solo_game_get_andrew_vp (game), ==, 92);

  /* Anna's remaining scoring entries, on the table's player. */
  ok (bf_carnegie_player_set_score_track (anna, 20, &error), error);
  ok (bf_carnegie_player_set_employees (anna, 9, 3, 1, 0, &error), error);
  ok (bf_carnegie_player_set_money (anna, 23, &error), error);
  ok (bf_carnegie_player_set_goods (anna, 3, &error), error);
  ok (bf_carnegie_player_set_tab_vp (anna, BF_PROJECT_HOUSING, 2, &error), error);
  {
    BfBuiltDepartment sales = { 6, TRUE, FALSE, FALSE };

    ok (bf_carnegie_player_update_department (anna, &sales, &error), error);
  }

  sheet = bf_score_sheet_new (table, &error);
  g_assert_no_error (error);
  /* Andrew: cards 24, departments 24, box 5: 0, projects 44; donations
   * on Anna's table: Human Rights 5 (3 donations x 2 = 6), Health 4
   * (Seattle, Denver: 2 x 2 = 4), Health 5 (Charleston, Seattle: 4),
   * Welfare 3 ($23: 4 x 2 = 8), Welfare 5 (9 active employees: 9)
   * = 31. Total 123. */
  g_assert_true (bf_score_sheet_is_andrew (sheet, 1));
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 1, BF_SCORE_VP_CARDS), ==, 24);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 1, BF_SCORE_DEPARTMENTS_TAKEN), ==, 24);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 1, BF_SCORE_TRANSPORT_END), ==, 0);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 1, BF_SCORE_CITY_PROJECTS), ==, 44);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 1, BF_SCORE_DONATION), ==, 31);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 123);
  /* Anna: score track 20, 9 employees, departments Sales top row 3 +
   * Property Management 2 + Recruiting 2 = 7, tabs 2, no two major
   * cities connected (Chicago is alone; Houston-New Orleans has one
   * major) 0, city VP Chicago 3 + Charleston 1 + Houston 3 + New
   * Orleans 3 + 3 + Seattle 1 + Denver 2 = 16, donations Education 2
   * (Sales, Property Management: 2 x 3 = 6) + Welfare 4 (4 fives, 3
   * goods: 3 pairs x 4 = 12) + Human Rights 3 (7 housing or commerce
   * projects x 2 = 14, capped at 12) = 30. Total 84. */
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_CITY_PROJECTS), ==, 16);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_DONATION), ==, 30);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_DEPARTMENTS), ==, 7);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 84);
  g_assert_true (bf_score_sheet_is_winner (sheet, 1));

  /* Kept in the history (issue 18): a solo game, its difficulty, Anna
   * second with 84, Andrew first with 123, the margin 84 - 123 = -39, and
   * the categories as above. */
  {
    g_autoptr(BfHistoryRecord) record = bf_history_record_new_from_document (BF_DOCUMENT (game), "solo-1", 1000, &error);

    g_assert_no_error (error);
    g_assert_cmpint (bf_history_record_get_kind (record), ==, BF_HISTORY_KIND_SOLO);
    g_assert_cmpuint (bf_history_record_get_difficulty (record), ==, bf_solo_game_get_difficulty (game));
    g_assert_cmpuint (bf_history_record_get_n_players (record), ==, 2);
    g_assert_cmpstr (bf_history_record_get_name (record, 0), ==, "Anna");
    g_assert_false (bf_history_record_is_andrew (record, 0));
    g_assert_true (bf_history_record_is_andrew (record, 1));
    g_assert_cmpint (bf_history_record_get_total (record, 0), ==, 84);
    g_assert_cmpint (bf_history_record_get_total (record, 1), ==, 123);
    g_assert_false (bf_history_record_is_winner (record, 0));
    g_assert_true (bf_history_record_is_winner (record, 1));
    g_assert_cmpuint (bf_history_record_get_rank (record, 0), ==, 2);
    g_assert_cmpuint (bf_history_record_get_rank (record, 1), ==, 1);
    g_assert_cmpint (bf_history_record_get_margin (record), ==, -39);
    g_assert_cmpint (bf_history_record_get_score (record, 0, BF_SCORE_CITY_PROJECTS), ==, 16);
    g_assert_cmpint (bf_history_record_get_score (record, 0, BF_SCORE_DONATION), ==, 30);
    g_assert_cmpint (bf_history_record_get_score (record, 1, BF_SCORE_VP_CARDS), ==, 24);
    g_assert_cmpint (bf_history_record_get_score (record, 1, BF_SCORE_DONATION), ==, 31);
  }

  /* The log replays to the same game, final entries included. */
  data = bf_solo_game_to_data (game, NULL);
  again = bf_solo_game_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_solo_game_get_phase (again), ==, BF_SOLO_PHASE_FINISHED);
  g_assert_cmpint (bf_solo_game_get_andrew_vp (again), ==, 92);
  g_clear_pointer (&sheet, bf_score_sheet_unref);
  sheet = bf_score_sheet_new (bf_solo_game_get_table (again), &error);
  g_assert_no_error (error);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 84);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 123);
  {
    g_autofree char *data2 = bf_solo_game_to_data (again, NULL);

    g_assert_cmpstr (data, ==, data2);
  }
  /* Saved as version 1 again, so it keeps its layout. */
  g_assert_nonnull (strstr (data, "\"version\":1,"));
  g_assert_cmpuint (bf_solo_game_get_timeline_layout (again), ==, BF_TIMELINE_ROWS_V1);
}

/* The letter of a timeline event: 'D' donation, 'E' 'M' 'S' 'W' income
 * in a region, lower case on an end space (income and donation). */
static char
event_letter (const BfTimelineEvent *event)
{
  static const char letters[BF_N_REGIONS] = { 'E', 'M', 'S', 'W' };

  if (event->kind == BF_EVENT_DONATION)
    return 'D';
  if (event->kind == BF_EVENT_INCOME_AND_DONATION)
    return g_ascii_tolower (letters[event->region]);
  return letters[event->region];
}

/* Seed 1 as the table lays it: tile 8 back, tile 3 back, tile 2 front,
 * tile 5 front, left to right. From carnegie-facts.md (entries top to
 * bottom: HR, Management, Construction, R&D):
 *   8 back:  Midwest, donation, East, West
 *   3 back:  East, South, donation, Midwest
 *   2 front: South, East, donation, West
 *   5 front: donation, South, Midwest, West
 * so the rows read, with the End tile (East, Midwest, South, West):
 *   HR:           Midwest, East, South, donation, end East
 *   Management:   donation, South, East, South, end Midwest
 *   Construction: East, donation, donation, Midwest, end South
 *   R&D:          West, Midwest, West, West, end West
 * The rounds (the same choices as the full game; the rows and spaces do
 * not depend on the events): R1-R5 Management 1-5; R6 HR 1; R7 Cons 1;
 * R8 HR 2; R9 Cons 2; R10 Cons 3; R11 Management is exhausted: Cons 4;
 * R12 Cons 5; R13 R&D 1; R14 Cons is exhausted: R&D 2; R15 HR 3; R16
 * R&D 3; R17 R&D 4; R18 R&D 5; R19 R&D is exhausted: HR 4; R20 HR 5.
 * Andrew's donations on the donation events (the player donates
 * nothing here): R1 N08 Welfare 2 holds a blocking disc: a slide; R5
 * end space N20 Health 4; R9 N05 Health 1; R10 N15 Health 3 is blocked:
 * a slide; R12 end space N11 Welfare 4; R18 end space N09 Welfare 3;
 * R19 N19 Health 2; R20 end space N12 Welfare 5. */
static void
test_timeline_columns (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  const BfDeptType choices[] = { MG, MG, MG, CO, CO, MG, RD, HR, RD, RD };
  const BfDeptType moving[] = { MG, MG, MG, MG, MG, HR, CO, HR, CO, CO,
                                CO, CO, RD, RD, HR, RD, RD, RD, HR, HR };
  const guint spaces[] = { 1, 2, 3, 4, 5, 1, 1, 2, 2, 3,
                           4, 5, 1, 2, 3, 3, 4, 5, 4, 5 };
  const char events[] = "DSESmMEEDDMsWMSWWwDe";
  const char * const donations[] = {
    NULL, NULL, NULL, NULL, "health-west", NULL, NULL, NULL, "health-midwest", NULL,
    NULL, "welfare-money-goods", NULL, NULL, NULL, NULL, NULL, "welfare-money", "health-east", "welfare-employees",
  };
  const char * const rows[] = { "MESDe", "DSESm", "EDDMs", "WMWWw" };
  GListModel *checklist;
  guint n_tiles = 0;

  ok (bf_solo_game_confirm_setup (game, &error), error);
  g_assert_cmpuint (bf_solo_game_get_timeline_layout (game), ==, BF_TIMELINE_COLUMNS);

  for (BfDeptType row = 0; row < BF_N_DEPT_TYPES; row++)
    for (guint s = 1; s <= BF_SOLO_TIMELINE_SPACES; s++)
      g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (game, row, s)), ==, rows[row][s - 1]);

  /* The checklist lays the tiles left to right, each with its entries
   * top to bottom. */
  checklist = bf_solo_game_get_setup_checklist (game);
  for (guint i = 0; i < g_list_model_get_n_items (checklist); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (checklist, i);

      if (bf_instruction_get_kind (item) != BF_INSTRUCTION_TIMELINE_TILE)
        continue;
      g_assert_cmpint (bf_instruction_get_index (item), ==, n_tiles);
      if (n_tiles == 0)
        g_assert_cmpstr (bf_instruction_get_text (item), ==,
                         "Position 1 from the left: tile 8, back side up (top to bottom: Midwest, donation, East, West).");
      if (n_tiles == 3)
        g_assert_cmpstr (bf_instruction_get_text (item), ==,
                         "Position 4 from the left: tile 5, front side up (top to bottom: donation, South, Midwest, West).");
      n_tiles++;
    }
  g_assert_cmpuint (n_tiles, ==, 4);

  ok (bf_solo_game_build (game, bf_test_checked_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  for (guint round_no = 1; round_no <= BF_SOLO_ROUNDS; round_no++)
    {
      BfDeptType c, m;
      guint s;

      if (round_no % 2 == 1)
        ok (bf_solo_game_choose (game, choices[round_no / 2], &error), error);
      g_assert_true (bf_solo_game_get_choice (game, &c, &m, &s));
      g_assert_cmpuint (m, ==, moving[round_no - 1]);
      g_assert_cmpuint (s, ==, spaces[round_no - 1]);
      g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (game, m, s)), ==, events[round_no - 1]);

      if (donations[round_no - 1] != NULL)
        ASSERT_INDICES (game, round_no, BF_INSTRUCTION_DONATION, bf_test_chart_of (donations[round_no - 1]));
      else
        ASSERT_NONE (game, round_no, BF_INSTRUCTION_DONATION);
      /* The two donation events on a blocked space slide the card. */
      if (round_no == 1 || round_no == 10)
        g_assert_cmpuint (slides_in (game, round_no), >=, 1);

      ok (bf_solo_game_next_round (game, &error), error);
    }
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_FINISHED);
}

/* "My own timeline": the tiles as the player laid them, before round 1. */
static void
test_own_timeline (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(BfSoloGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  /* Tile 5 front, tile 1 back, tile 7 front, tile 2 back: the rows read
   * (test-setup.c works them out) HR donation, donation, Midwest,
   * South; Management South, East, East, West. */
  const BfTimelineSlot laid[BF_TIMELINE_TILES] = { { 5, 0 }, { 1, 1 }, { 7, 0 }, { 2, 1 } };
  BfTimelineSlot bad[BF_TIMELINE_TILES] = { { 5, 0 }, { 5, 1 }, { 7, 0 }, { 2, 1 } };
  GListModel *checklist;

  /* Not before the deal. */
  g_assert_false (bf_solo_game_set_timeline (game, laid, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE);
  g_clear_error (&error);

  ok (bf_solo_game_confirm_setup (game, &error), error);
  g_assert_false (bf_solo_game_set_timeline (game, bad, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  bad[1] = (BfTimelineSlot) { 9, 0 };
  g_assert_false (bf_solo_game_set_timeline (game, bad, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);

  ok (bf_solo_game_set_timeline (game, laid, &error), error);
  g_assert_cmpuint (bf_solo_game_get_timeline_slot (game, 1).tile, ==, 1);
  g_assert_cmpuint (bf_solo_game_get_timeline_slot (game, 1).side, ==, 1);
  g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (game, HR, 1)), ==, 'D');
  g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (game, HR, 3)), ==, 'M');
  g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (game, MG, 4)), ==, 'W');

  /* The checklist shows the tiles as they lie. */
  checklist = bf_solo_game_get_setup_checklist (game);
  for (guint i = 0; i < g_list_model_get_n_items (checklist); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (checklist, i);

      if (bf_instruction_get_kind (item) == BF_INSTRUCTION_TIMELINE_TILE &&
          bf_instruction_get_index (item) == 1)
        g_assert_cmpstr (bf_instruction_get_text (item), ==,
                         "Position 2 from the left: tile 1, back side up (top to bottom: donation, East, West, Midwest).");
    }

  /* Round 1, Management chosen: space 1 of Management is tile 5 front's
   * second entry, South: income, no donation for Andrew. */
  ok (bf_solo_game_start (game, &error), error);
  ok (bf_solo_game_choose (game, MG, &error), error);
  g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (game, MG, 1)), ==, 'S');
  ASSERT_NONE (game, 1, BF_INSTRUCTION_DONATION);

  /* After the start the tiles lie where they lie. */
  g_assert_false (bf_solo_game_set_timeline (game, laid, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE);
  g_clear_error (&error);

  /* The file keeps the tiles laid. */
  data = bf_solo_game_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "\"version\":2,"));
  again = bf_solo_game_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_solo_game_get_timeline_slot (again, 2).tile, ==, 7);
  g_assert_cmpint (event_letter (bf_solo_game_get_timeline_event (again, MG, 4)), ==, 'W');
}

/* ------------------------------------------------------------------ */
/* Own cards: a controlled deck for the rule tests                     */

/* Setup with the player's own cards: N07 (Welfare 1, Fargo, St. Paul:
 * 3 disks), N09 (Welfare 3, San Antonio, Memphis, Dallas: 4), N13
 * (Human Rights 1, Cincinnati, Duluth, St. Louis 1, Kansas City 1: 5),
 * N11 (Welfare 4, Portland, Boise, Denver 1, Los Angeles 1: 5) = 17,
 * N08's donation (Welfare 2) is the 18th. None of the cities or spaces
 * used by the tests below. */
static BfSoloGame *
new_own_game (gboolean own_supply)
{
  BfSoloGame *game = bf_solo_game_new (7);
  GError *error = NULL;
  const char * const setup[] = { "N07", "N09", "N13", "N11", "8" };

  ok (bf_solo_game_set_own_cards (game, TRUE, &error), error);
  ok (bf_solo_game_set_own_supply (game, own_supply, &error), error);
  ok (bf_solo_game_confirm_setup (game, &error), error);

  if (own_supply)
    {
      /* No Construction departments at all. */
      const guint tiles[] = { 1, 1, 2, 2, 5, 5, 6, 6, 7, 7, 8, 8, 13, 13, 14, 14 };

      g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_SETUP_SUPPLY);
      /* 15 tiles are refused: 16 remain after removing 16. */
      g_assert_false (bf_solo_game_set_supply (game, tiles, 15, &error));
      g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
      g_clear_error (&error);
      ok (bf_solo_game_set_supply (game, tiles, G_N_ELEMENTS (tiles), &error), error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
    {
      g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_SETUP_CARD);
      ok (bf_solo_game_reveal_card (game, setup[i], &error), error);
    }
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHECKLIST);
  g_assert_true (bf_carnegie_game_get_chart_blocked (bf_solo_game_get_table (game), bf_test_chart_of ("welfare-goods")));
  g_assert_true (bf_carnegie_game_get_space_blocked (bf_solo_game_get_table (game), bf_test_checked_space_of ("denver", 1)));
  /* N08's cities were not needed: Pittsburgh stays free. */
  g_assert_false (bf_carnegie_game_get_space_blocked (bf_solo_game_get_table (game), bf_test_checked_space_of ("pittsburgh", 1)));

  return game;
}

/* An odd round: the player chooses @row, then turns over @card. */
static void
player_round (BfSoloGame *game,
              BfDeptType  row,
              const char *card)
{
  GError *error = NULL;

  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
  /* The app does not know the real cards' backs. */
  g_assert_false (bf_solo_game_get_next_back (game, NULL));
  ok (bf_solo_game_choose (game, row, &error), error);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_ROUND_CARD);
  ok (bf_solo_game_reveal_card (game, card, &error), error);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
}

/* An even round: Andrew chooses from @card's back. */
static void
andrew_round (BfSoloGame *game,
              const char *card,
              BfDeptType  expected_row)
{
  GError *error = NULL;
  BfDeptType row;

  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_ROUND_CARD);
  ok (bf_solo_game_reveal_card (game, card, &error), error);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
  g_assert_true (bf_solo_game_get_choice (game, &row, NULL, NULL));
  g_assert_cmpuint (row, ==, expected_row);
}

static void
next (BfSoloGame *game)
{
  GError *error = NULL;

  ok (bf_solo_game_next_round (game, &error), error);
}

static gboolean
andrew_has (BfSoloGame *game,
            guint       space)
{
  BfCarnegieGame *table = bf_solo_game_get_table (game);

  return bf_carnegie_player_find_project (bf_carnegie_game_get_andrew (table), space) != NULL;
}

static void
test_construction (void)
{
  g_autoptr(BfSoloGame) game = new_own_game (FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  guint n_steps;

  /* Anna's housing disk on Atlanta's only housing space (medium city). */
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("atlanta", 1), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  /* R1 N16 (New Orleans, Atlanta): New Orleans -> housing, the
   * left-most housing space (3; commerce and industry are left of it);
   * Atlanta: housing taken -> commerce (space 3), not the industry
   * space 2 left of it. */
  player_round (game, CO, "N16");
  ASSERT_INDICES (game, 1, BF_INSTRUCTION_PROJECT, bf_test_checked_space_of ("new-orleans", 3), bf_test_checked_space_of ("atlanta", 3));
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 0);
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("houston", 2), BF_PROJECT_COMMERCE, &error), error);
  /* Andrew's disk is there: Anna cannot build on it. */
  g_assert_false (bf_solo_game_build (game, bf_test_checked_space_of ("atlanta", 3), BF_PROJECT_COMMERCE, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT);
  g_clear_error (&error);
  next (game);

  /* R2 N15 (back Construction; New Orleans, Atlanta, Houston,
   * Charleston): New Orleans second housing (4); Atlanta: housing and
   * commerce taken -> industry (2); Houston: no housing, commerce is
   * Anna's -> industry (3), not the public space 1; Charleston town. */
  andrew_round (game, "N15", CO);
  ASSERT_INDICES (game, 2, BF_INSTRUCTION_PROJECT,
                  bf_test_checked_space_of ("new-orleans", 4), bf_test_checked_space_of ("atlanta", 2),
                  bf_test_checked_space_of ("houston", 3), bf_test_checked_space_of ("charleston", 1));
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 0);
  next (game);

  /* R3 N04 (New Orleans, Houston): New Orleans housing full -> commerce
   * (1); Houston -> public (1), the last type. Anna builds Santa Fe. */
  player_round (game, CO, "N04");
  ASSERT_INDICES (game, 3, BF_INSTRUCTION_PROJECT, bf_test_checked_space_of ("new-orleans", 1), bf_test_checked_space_of ("houston", 1));
  /* Project tabs: the Public tab holds no pawn at setup (base setup
   * step 4): the build is refused until the tab is moved right. */
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_PUBLIC), ==, 0);
  g_assert_false (bf_solo_game_build (game, bf_test_checked_space_of ("santa-fe", 1), BF_PROJECT_PUBLIC, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  ok (bf_solo_game_move_tab (game, BF_PROJECT_PUBLIC, 1, &error), error);
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_PUBLIC), ==, 1);
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("santa-fe", 1), BF_PROJECT_PUBLIC, &error), error);
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_PUBLIC), ==, 0);
  /* Housing: 1 at setup, used by Atlanta; Commerce: 1, used by Houston. */
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_HOUSING), ==, 0);
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_COMMERCE), ==, 0);
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_INDUSTRY), ==, 1);
  /* A tab cannot be moved back behind the projects built from it. */
  g_assert_false (bf_solo_game_move_tab (game, BF_PROJECT_PUBLIC, 0, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  next (game);

  /* R4 N12 (back Construction; New York, Chicago, New Orleans, San
   * Francisco): New Orleans -> industry (2) after housing and commerce. */
  andrew_round (game, "N12", CO);
  g_assert_true (andrew_has (game, bf_test_checked_space_of ("new-orleans", 2)));
  g_assert_true (andrew_has (game, bf_test_checked_space_of ("new-york", 3)));
  g_assert_true (andrew_has (game, bf_test_checked_space_of ("chicago", 2)));
  g_assert_true (andrew_has (game, bf_test_checked_space_of ("san-francisco", 2)));
  next (game);

  /* R5 N05 (San Francisco, Santa Fe): San Francisco's housing is
   * Andrew's -> commerce (1); Santa Fe is Anna's: the town is full,
   * one slide -> 1 VP card. */
  player_round (game, CO, "N05");
  ASSERT_INDICES (game, 5, BF_INSTRUCTION_PROJECT, bf_test_checked_space_of ("san-francisco", 1));
  g_assert_cmpuint (slides_in (game, 5), ==, 1);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 1);

  said = instruction_text (game, 5, BF_INSTRUCTION_PROJECT, 0);
  g_assert_cmpstr (said, ==, "Put one of Andrew’s pawns on San Francisco, space 1 (Commerce).");

  /* A correction: the table says the disk went to San Francisco 5
   * (public) instead. */
  ok (bf_solo_game_correct_project (game, bf_test_checked_space_of ("san-francisco", 1), bf_test_checked_space_of ("san-francisco", 5), &error), error);
  g_assert_false (andrew_has (game, bf_test_checked_space_of ("san-francisco", 1)));
  g_assert_true (andrew_has (game, bf_test_checked_space_of ("san-francisco", 5)));
  /* The round's checklist shows the corrected step in its place. */
  ASSERT_INDICES (game, 5, BF_INSTRUCTION_PROJECT, bf_test_checked_space_of ("san-francisco", 5));
  {
    g_autofree char *text = instruction_text (game, 5, BF_INSTRUCTION_PROJECT, 0);

    g_assert_true (g_str_has_prefix (text, "Andrew’s pawn is on San Francisco"));
    g_assert_true (g_str_has_suffix (text, "(corrected)."));
  }
  /* Corrected back to where the app put it: no correction at all, the
   * app's own step is back in its place (issue 26); so it is after
   * taking the pawn away and putting it back. */
  n_steps = g_list_model_get_n_items (bf_solo_game_get_round_instructions (game, 5));
  ok (bf_solo_game_correct_project (game, bf_test_checked_space_of ("san-francisco", 5), bf_test_checked_space_of ("san-francisco", 1), &error), error);
  ASSERT_INDICES (game, 5, BF_INSTRUCTION_PROJECT, bf_test_checked_space_of ("san-francisco", 1));
  {
    g_autofree char *text = instruction_text (game, 5, BF_INSTRUCTION_PROJECT, 0);

    g_assert_cmpstr (text, ==, said);
  }
  ok (bf_solo_game_correct_project (game, bf_test_checked_space_of ("san-francisco", 1), BF_SOLO_NO_SPACE, &error), error);
  ASSERT_NONE (game, 5, BF_INSTRUCTION_PROJECT);
  g_assert_cmpint (step_position (game, 5, "Corrected: Andrew has no pawn on San Francisco, space 1 (Commerce)."), >=, 0);
  ok (bf_solo_game_correct_project (game, BF_SOLO_NO_SPACE, bf_test_checked_space_of ("san-francisco", 1), &error), error);
  ASSERT_INDICES (game, 5, BF_INSTRUCTION_PROJECT, bf_test_checked_space_of ("san-francisco", 1));
  {
    g_autofree char *text = instruction_text (game, 5, BF_INSTRUCTION_PROJECT, 0);

    g_assert_cmpstr (text, ==, said);
  }
  g_assert_cmpint (step_position (game, 5, "Corrected: Andrew has no pawn on San Francisco, space 1 (Commerce)."), ==, -1);
  g_assert_cmpuint (g_list_model_get_n_items (bf_solo_game_get_round_instructions (game, 5)), ==, n_steps);
  ok (bf_solo_game_correct_card_position (game, 2, &error), error);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (bf_carnegie_game_get_andrew (bf_solo_game_get_table (game)), 2), ==, 1);
}

/* Base rules: 30 pawns per colour; Andrew puts 4 on the transport tracks,
 * so 26 are for his projects and donations. A step he cannot do because
 * none is left slides his card (carnegie-facts.md, "Andrew's pawns"). */
static void
test_pawns (void)
{
  g_autoptr(BfSoloGame) game = new_own_game (FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  BfCarnegieGame *table = bf_solo_game_get_table (game);
  BfCarnegiePlayer *andrew_player = bf_carnegie_game_get_andrew (table);
  /* Left to right: tile 2 front (South, East, donation, West), tile 7
   * front (Midwest, East, donation, South), tile 1 front, tile 3 front.
   * Construction's spaces 1 and 2 are donations; HR's space 1 is South. */
  const BfTimelineSlot laid[BF_TIMELINE_TILES] = { { 2, 0 }, { 7, 0 }, { 1, 0 }, { 3, 0 } };
  const char * const kept[] = { "new-orleans", "atlanta", "houston", "charleston" };
  guint added = 0;
  guint last = BF_SOLO_NO_SPACE;

  ok (bf_solo_game_set_timeline (game, laid, &error), error);
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 26);
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("atlanta", 1), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  /* R1: Anna chooses HR; HR space 1 is South: income, Andrew does
   * nothing. N01: HR slide 4. */
  player_round (game, HR, "N01");
  ASSERT_NONE (game, 1, BF_INSTRUCTION_DONATION);
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 26);

  /* The table says Andrew has 23 more project pawns on the map (entered
   * as corrections), away from the cities of the next cards. */
  for (guint space = 0; space < bf_carnegie_rules_get_n_spaces (rules) && added < 23; space++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (rules, bf_carnegie_rules_get_space (rules, space)->city);
      gboolean skip = bf_carnegie_game_get_space_blocked (table, space) ||
                      bf_carnegie_game_get_space_owner (table, space) != NULL;

      for (guint k = 0; k < G_N_ELEMENTS (kept); k++)
        skip |= g_strcmp0 (city->id, kept[k]) == 0;
      if (skip)
        continue;
      ok (bf_solo_game_correct_project (game, BF_SOLO_NO_SPACE, space, &error), error);
      last = space;
      added++;
    }
  g_assert_cmpuint (added, ==, 23);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (andrew_player), ==, 23);
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 3);
  next (game);

  /* R2 N15 (back Construction): Construction space 1 is a donation:
   * health-south is free, pawn 24. Cities New Orleans (housing 3, pawn
   * 25), Atlanta (Anna's housing: commerce 3, pawn 26), Houston and
   * Charleston: no pawn left, 2 slides -> the 3 VP card. */
  andrew_round (game, "N15", CO);
  ASSERT_INDICES (game, 2, BF_INSTRUCTION_DONATION, bf_test_chart_of ("health-south"));
  ASSERT_INDICES (game, 2, BF_INSTRUCTION_PROJECT,
                  bf_test_checked_space_of ("new-orleans", 3), bf_test_checked_space_of ("atlanta", 3));
  g_assert_cmpuint (slides_in (game, 2), ==, 2);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 2);
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 0);
  text = instruction_text (game, 2, BF_INSTRUCTION_SLIDE, 0);
  g_assert_cmpstr (text, ==, "Andrew has no pawn left for Houston (all 26 are on the board): slide this round’s card 1 position to the right.");
  g_clear_pointer (&text, g_free);
  next (game);

  /* R3 N16, Anna chooses Construction: space 2 is a donation;
   * rights-housing-commerce is free but no pawn is left (1 slide); New
   * Orleans and Atlanta (industry 2 free): no pawn (2 slides). 3 slides
   * -> the 6 VP card. */
  player_round (game, CO, "N16");
  ASSERT_NONE (game, 3, BF_INSTRUCTION_DONATION);
  ASSERT_NONE (game, 3, BF_INSTRUCTION_PROJECT);
  g_assert_cmpuint (slides_in (game, 3), ==, 3);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 3);
  text = instruction_text (game, 3, BF_INSTRUCTION_SLIDE, 0);
  g_assert_nonnull (strstr (text, "Andrew has no pawn left for his donation on "));
  g_clear_pointer (&text, g_free);

  /* Issue 26: a correction that would put a 27th pawn on the board (one
   * more piece, none left) is refused, saying why, and changes nothing;
   * earlier it was taken without a word and the pawn never appeared. */
  g_assert_false (bf_solo_game_correct_project (game, BF_SOLO_NO_SPACE, bf_test_checked_space_of ("houston", 1), &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, "Andrew has no pawn left: all 26 of his pawns for projects and donations are on the board (of his 30 pawns, 4 stand on the transport tracks).");
  g_clear_error (&error);
  g_assert_false (andrew_has (game, bf_test_checked_space_of ("houston", 1)));
  g_assert_false (bf_solo_game_correct_donation (game, BF_CHART_POS_NONE, bf_test_chart_of ("welfare-7vp"), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 0);

  /* A correction that takes a pawn off the map gives it back. */
  ok (bf_solo_game_correct_project (game, last, BF_SOLO_NO_SPACE, &error), error);
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 1);
}

/* A game saved before the tabs were tracked has no "project-tabs"
 * setting: it goes on without the check, as it was played. */
static void
test_tabs_untracked (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (2);
  g_autoptr(BfSoloGame) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = bf_solo_game_to_data (game, NULL);
  g_autoptr(GString) edited = g_string_new (data);

  g_assert_nonnull (strstr (data, "\"project-tabs\":true"));
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_HOUSING), ==, 1);
  g_string_replace (edited, ",\"project-tabs\":true", "", 0);
  old = bf_solo_game_new_from_data (edited->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bf_solo_game_get_tab_pawns (old, BF_PROJECT_HOUSING), ==, -1);
}

static void
test_rd (void)
{
  g_autoptr(BfSoloGame) game = new_own_game (FALSE);
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *andrew;

  ok (bf_solo_game_build (game, bf_test_checked_space_of ("boston", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);
  andrew = bf_carnegie_game_get_andrew (bf_solo_game_get_table (game));

  /* R1 N20 R&D West 3: box 1 -> 4, no slide. Anna reaches box 5. */
  player_round (game, RD, "N20");
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_WEST), ==, 4);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 0);
  ok (bf_solo_game_move_transport (game, BF_REGION_WEST, 5, &error), error);
  next (game);

  /* R2 N17 (back R&D) East 3: 1 -> 4. */
  andrew_round (game, "N17", RD);
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_EAST), ==, 4);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 0);
  next (game);

  /* R3 N01 West 2: box 5 is Anna's, both steps fail: 2 slides -> 3 VP. */
  player_round (game, RD, "N01");
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_WEST), ==, 4);
  ASSERT_NONE (game, 3, BF_INSTRUCTION_TRANSPORT);
  g_assert_cmpuint (slides_in (game, 3), ==, 2);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 2);
  /* Anna cannot enter a box 5 held by Andrew later either (no Archives),
   * checked the other way round next round. */
  next (game);

  /* R4 N19 (back R&D) East 3: 4 -> 5 (free), then the end of the track
   * twice: 2 slides -> 3 VP card; Andrew now scores 6 VP for box 5. */
  andrew_round (game, "N19", RD);
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_EAST), ==, 5);
  g_assert_cmpuint (slides_in (game, 4), ==, 2);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 2);
  g_assert_false (bf_solo_game_move_transport (game, BF_REGION_EAST, 5, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT);
  g_clear_error (&error);
  /* Sure VP: two cards on 3 VP = 6, box 5 = 6, no project yet. */
  g_assert_cmpint (bf_solo_game_get_andrew_vp (game), ==, 12);
}

static void
test_management (void)
{
  g_autoptr(BfSoloGame) game = new_own_game (TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  BfCarnegiePlayer *andrew;

  ok (bf_solo_game_start (game, &error), error);
  andrew = bf_carnegie_game_get_andrew (bf_solo_game_get_table (game));

  /* Supply: 1 1 2 2 5 5 6 6 7 7 8 8 13 13 14 14.
   * R1 N06 HR x3: 1, 2, and the remaining HR tiles are copies of those:
   * one slide. */
  player_round (game, MG, "N06");
  ASSERT_INDICES (game, 1, BF_INSTRUCTION_DEPARTMENT, 1, 2);
  g_assert_cmpuint (slides_in (game, 1), ==, 1);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 1), ==, 1);
  text = instruction_text (game, 1, BF_INSTRUCTION_SLIDE, 0);
  g_assert_cmpstr (text, ==, "No other Human Resources department is left for Andrew "
                             "(he never takes two identical tiles in one action): "
                             "slide this round’s card 1 position to the right.");
  g_clear_pointer (&text, g_free);
  /* Anna builds the last Recruiting. */
  ok (bf_solo_game_build_department (game, 2, &error), error);
  g_assert_false (bf_solo_game_build_department (game, 2, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT);
  g_clear_error (&error);
  next (game);

  /* R2 N10 (back Management) HR, Cons, R&D: 1 again (he may take a
   * tile he took in an earlier round), no Construction tile: one
   * slide, 13. */
  andrew_round (game, "N10", MG);
  ASSERT_INDICES (game, 2, BF_INSTRUCTION_DEPARTMENT, 1, 13);
  g_assert_cmpuint (slides_in (game, 2), ==, 1);
  /* No Construction tile at all: the identical-tiles remark is not why. */
  text = instruction_text (game, 2, BF_INSTRUCTION_SLIDE, 0);
  g_assert_cmpstr (text, ==, "No Construction department is left for Andrew: "
                             "slide this round’s card 1 position to the right.");
  g_clear_pointer (&text, g_free);
  next (game);

  /* R3 N04 R&D x2 from 13 14 14: 13, 14. */
  player_round (game, MG, "N04");
  ASSERT_INDICES (game, 3, BF_INSTRUCTION_DEPARTMENT, 13, 14);
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 6);

  /* Correction: the table says he took Sales (6) instead of 13. */
  ok (bf_solo_game_correct_department (game, 13, 6, &error), error);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 13), ==, 1);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 6), ==, 1);
  ASSERT_INDICES (game, 3, BF_INSTRUCTION_DEPARTMENT, 6, 14);
  g_assert_false (bf_solo_game_correct_department (game, 5, 6, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
}

/* The exhausted-row rule and the end of the timeline, and when the
 * player chooses: the backs of this round's and the next card. */
static void
test_timeline (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  BfDeptType back, next_back, chosen, moving;
  guint space;

  ok (bf_solo_game_confirm_setup (game, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  /* Seed 1 deck: N08 (back Management), N07 (back Management). */
  g_assert_true (bf_solo_game_get_card_back (game, &back));
  g_assert_true (bf_solo_game_get_next_back (game, &next_back));
  g_assert_cmpuint (back, ==, MG);
  g_assert_cmpuint (next_back, ==, MG);

  /* R1 HR, R2 Andrew Management (N07), R3 HR, R4 Andrew Management
   * (N06), R5 HR, R6 Andrew HR (N04), R7 HR: HR 1-5 by R7 ... the 5th
   * HR step is R7 (R1 R3 R5 R6 R7). */
  for (guint round_no = 1; round_no <= 7; round_no++)
    {
      if (round_no % 2 == 1)
        ok (bf_solo_game_choose (game, HR, &error), error);
      next (game);
    }
  g_assert_cmpuint (bf_solo_game_get_marker (game, HR), ==, 5);
  g_assert_cmpuint (bf_solo_game_get_marker (game, MG), ==, 2);

  /* R8 Andrew N02 (back HR): HR is at the end: the row below,
   * Management, moves from 2: space 3. */
  g_assert_true (bf_solo_game_get_choice (game, &chosen, &moving, &space));
  g_assert_cmpuint (chosen, ==, HR);
  g_assert_cmpuint (moving, ==, MG);
  g_assert_cmpuint (space, ==, 3);

  /* What the table does (base rules, solo "Choice of Action": the gear
   * to the right of the chosen disk, the disk below turned over; "At
   * the end of the round, turn this disc face-up and advance it one
   * space along its Timeline"), and the player's end of turn ("End of
   * Round - Activate Employees") before it. Round 7 chose HR and moved
   * it: the plain step. */
  g_assert_cmpint (step_position (game, 8, "The Human Resources action disc is at the end of its row: put the gear "
                                           "to the right of it and turn the Management action disc face down. Its "
                                           "next space (3, income in the East) is this round’s event; at the end of "
                                           "the round it turns face up and moves one space."), >=, 0);
  {
    const char *activate = "End of your turn: you may activate employees lying in your departments: pay the cost "
                           "under an empty workstation of their department and stand them up on it.";
    int activate_8 = step_position (game, 8, activate);
    int turn_up = step_position (game, 8, "End of the round: turn the Management action disc face up again and "
                                          "move it one space to the right. The Human Resources action disc stays on its "
                                          "end space.");
    int disk = step_position (game, 8, "Turn the first-player disc over, hat side up: you choose the action next round.");

    g_assert_cmpint (activate_8, >=, 0);
    g_assert_cmpint (turn_up, ==, activate_8 + 1);
    g_assert_cmpint (disk, ==, turn_up + 1);
    g_assert_cmpint (step_position (game, 8, "End of the round: move the Human Resources action disc one space to "
                                             "the right, where the gear is."), ==, -1);
    g_assert_cmpint (step_position (game, 8, "End of the round: move the Management action disc one space to "
                                             "the right, where the gear is."), ==, -1);

    g_assert_cmpint (step_position (game, 7, "End of the round: move the Human Resources action disc one space to "
                                             "the right, where the gear is."), ==, step_position (game, 7, activate) + 1);
    g_assert_cmpint (step_position (game, 7, "End of the round: turn the Management action disc face up again and "
                                             "move it one space to the right. The Human Resources action disc stays on its "
                                             "end space."), ==, -1);
  }
  next (game);
  g_assert_cmpuint (bf_solo_game_get_marker (game, MG), ==, 3);
  g_assert_cmpuint (bf_solo_game_get_marker (game, HR), ==, 5);

  /* Choosing a row in the wrong phase is refused. */
  ok (bf_solo_game_choose (game, HR, &error), error);
  g_assert_false (bf_solo_game_choose (game, HR, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE);
}

/* What a space takes, and refusals that name the real reason (issue
 * 26): a Housing pawn on an Industry space is refused for the space,
 * not for the empty Housing tab; a donation space is refused for what
 * really holds it. Seed 1 (check_setup_1): Education 1 holds a blocking
 * disk, Education 2 and Health 1 are free. */
static void
test_entry_refusals (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  const guint all = (1u << BF_PROJECT_HOUSING) | (1u << BF_PROJECT_COMMERCE) |
                    (1u << BF_PROJECT_INDUSTRY) | (1u << BF_PROJECT_PUBLIC);
  guint chicago_3 = bf_test_checked_space_of ("chicago", 3);     /* Industry */
  guint omaha = bf_test_checked_space_of ("omaha", 1);           /* a town */
  BfChartPos blocked = bf_test_chart_of ("education-hr");
  BfChartPos free_1 = bf_test_chart_of ("education-management");
  BfChartPos free_2 = bf_test_chart_of ("health-east");

  ok (bf_solo_game_confirm_setup (game, &error), error);
  /* Setup step 8: the housing pawn only. */
  g_assert_cmpuint (bf_solo_game_get_buildable_types (game, chicago_3), ==, 1u << BF_PROJECT_HOUSING);
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);
  /* Round 1: Anna chooses Human Resources (Andrew's action only slides
   * his card). */
  ok (bf_solo_game_choose (game, HR, &error), error);

  /* An Industry space takes Industry; a town's space any type. */
  g_assert_cmpuint (bf_solo_game_get_buildable_types (game, chicago_3), ==, 1u << BF_PROJECT_INDUSTRY);
  g_assert_cmpuint (bf_solo_game_get_buildable_types (game, omaha), ==, all);
  g_assert_cmpuint (bf_solo_game_get_buildable_types (game, 68), ==, 0);

  /* The Housing tab is empty (its setup pawn is on Chicago 2), but the
   * space is why. */
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_HOUSING), ==, 0);
  g_assert_false (bf_solo_game_build (game, chicago_3, BF_PROJECT_HOUSING, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Chicago, space 3 (Industry) takes only Industry projects: "
                                       "without Political Lobbying your Housing pawn cannot go there.");
  g_clear_error (&error);
  /* On a town the type fits: the empty tab is the reason. */
  g_assert_false (bf_solo_game_build (game, omaha, BF_PROJECT_HOUSING, &error));
  g_assert_cmpstr (error->message, ==, "Your Housing tab holds no pawn: move it to the right with R&D first, "
                                       "and enter the move.");
  g_clear_error (&error);
  /* The Industry tab's setup pawn goes to Chicago 3. */
  ok (bf_solo_game_build (game, chicago_3, BF_PROJECT_INDUSTRY, &error), error);

  /* Donations: a blocking disc, her own pawn, Andrew's pawn. */
  g_assert_false (bf_solo_game_can_donate (game, blocked, &error));
  g_assert_cmpstr (error->message, ==, "Education 1: 3 VP per Human Resources department built holds a "
                                       "blocking disc: nobody can donate there.");
  g_clear_error (&error);
  g_assert_false (bf_solo_game_donate (game, blocked, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT);
  g_assert_cmpstr (error->message, ==, "Education 1: 3 VP per Human Resources department built holds a "
                                       "blocking disc: nobody can donate there.");
  g_clear_error (&error);

  g_assert_true (bf_solo_game_can_donate (game, free_1, &error));
  g_assert_no_error (error);
  ok (bf_solo_game_donate (game, free_1, &error), error);
  g_assert_false (bf_solo_game_donate (game, free_1, &error));
  g_assert_cmpstr (error->message, ==, "You already have a pawn on Education 2: 3 VP per Management department "
                                       "built: a player never makes the same donation twice.");
  g_clear_error (&error);

  /* The table says Andrew's pawn is on Health 1 (a correction). */
  ok (bf_solo_game_correct_donation (game, BF_CHART_POS_NONE, free_2, &error), error);
  g_assert_false (bf_solo_game_donate (game, free_2, &error));
  g_assert_cmpstr (error->message, ==, "Health 1: 2 VP per project in the East holds Andrew’s pawn: only "
                                       "Charitable Giving lets you put yours on top of it.");
  g_clear_error (&error);
}

/* Political Lobbying (Expansion 1, 27: "The player may build on spaces
 * that do not match the chosen project type"): once built, any type
 * goes on a typed space. Open Bar with the tiles left entered by hand,
 * Political Lobbying among them. */
static void
test_lobbying (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  const guint tiles[] = { 1, 2, 3, 5, 6, 7, 9, 13, 14, 17, 21, 22, 25, 27, 29, 30 };
  const guint all = (1u << BF_N_PROJECT_TYPES) - 1;
  guint chicago_3 = bf_test_checked_space_of ("chicago", 3);     /* Industry */

  ok (bf_solo_game_set_supply_kind (game, BF_SUPPLY_OPEN_BAR, &error), error);
  ok (bf_solo_game_set_own_supply (game, TRUE, &error), error);
  ok (bf_solo_game_confirm_setup (game, &error), error);
  ok (bf_solo_game_set_supply (game, tiles, G_N_ELEMENTS (tiles), &error), error);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHECKLIST);
  ok (bf_solo_game_build (game, bf_test_checked_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);
  ok (bf_solo_game_choose (game, HR, &error), error);

  g_assert_cmpuint (bf_solo_game_get_buildable_types (game, chicago_3), ==, 1u << BF_PROJECT_INDUSTRY);
  g_assert_false (bf_solo_game_build (game, chicago_3, BF_PROJECT_COMMERCE, &error));
  g_clear_error (&error);
  ok (bf_solo_game_build_department (game, 27, &error), error);
  g_assert_cmpuint (bf_solo_game_get_buildable_types (game, chicago_3), ==, all);
  /* The Commerce tab's setup pawn on the Industry space. */
  ok (bf_solo_game_build (game, chicago_3, BF_PROJECT_COMMERCE, &error), error);
  g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_COMMERCE), ==, 0);
}

static void
test_own_cards_checks (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (3);
  g_autoptr(GError) error = NULL;

  ok (bf_solo_game_set_own_cards (game, TRUE, &error), error);
  ok (bf_solo_game_confirm_setup (game, &error), error);
  g_assert_false (bf_solo_game_set_difficulty (game, 2, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE);
  g_clear_error (&error);

  ok (bf_solo_game_reveal_card (game, "N07", &error), error);
  /* Same number twice in one pass through the deck. */
  g_assert_false (bf_solo_game_reveal_card (game, "7", &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT);
  g_clear_error (&error);
  /* Beginner: no advanced card. */
  g_assert_false (bf_solo_game_reveal_card (game, "A05", &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_false (bf_solo_game_reveal_card (game, "N21", &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
}

static void
test_difficulty_and_options (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (11);
  g_autoptr(GError) error = NULL;
  guint advanced = 0;
  guint numbers = 0;
  const BfDifficulty *level = bf_carnegie_rules_get_difficulty (bf_carnegie_rules_get_default (), 3);

  /* Difficulty 3 (Difficult): 10 normal + 10 advanced. */
  g_assert_cmpuint (level->n_normal, ==, 10);
  g_assert_cmpuint (level->n_advanced, ==, 10);
  g_assert_cmpuint (bf_carnegie_rules_get_n_difficulties (bf_carnegie_rules_get_default ()), ==, 4);

  ok (bf_solo_game_set_difficulty (game, 3, &error), error);
  g_assert_false (bf_solo_game_set_difficulty (game, 5, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  ok (bf_solo_game_confirm_setup (game, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  for (guint round_no = 1; round_no <= BF_SOLO_ROUNDS; round_no++)
    {
      guint card;

      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        ok (bf_solo_game_choose (game, (BfDeptType) (round_no / 2 % 4), &error), error);
      g_assert_true (bf_solo_game_get_card (game, &card));
      advanced += bf_carnegie_rules_get_andrew_card (bf_carnegie_rules_get_default (), card)->advanced;
      numbers |= 1u << bf_carnegie_rules_get_andrew_card (bf_carnegie_rules_get_default (), card)->number;
      next (game);
    }
  /* 10 advanced cards, and every number 1-20 exactly once. */
  g_assert_cmpuint (advanced, ==, 10);
  g_assert_cmpuint (numbers, ==, 0x1ffffe);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_FINISHED);

  /* The compatibility table of the expansion. */
  g_assert_true (bf_solo_option_is_available (BF_SOLO_OPTION_NEW_BEGINNING));
  g_assert_true (bf_solo_option_is_available (BF_SOLO_OPTION_NEW_DEPARTMENTS));
  g_assert_true (bf_solo_option_is_available (BF_SOLO_OPTION_OPEN_BAR));
  g_assert_false (bf_solo_option_is_available (BF_SOLO_OPTION_NEW_DONATIONS));
  g_assert_false (bf_solo_option_is_available (BF_SOLO_OPTION_WAIT));
  g_assert_false (bf_solo_option_is_available (BF_SOLO_OPTION_SECRET_DONATION));
  g_assert_nonnull (bf_solo_option_explain (BF_SOLO_OPTION_WAIT));
}

static void
test_new_beginning (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (5);
  g_autoptr(GError) error = NULL;
  GListModel *checklist;
  gboolean found = FALSE;

  ok (bf_solo_game_set_new_beginning (game, TRUE, &error), error);
  /* Middle boxes: goods 4 ($12) + workers 5 ($12) + VP 0 + setup moves
   * 6 ($18) = $42. Goods 6 ($18): $48. */
  ok (bf_solo_game_set_bid (game, 1, 4, &error), error);
  /* Workers 7 ($16): $52, over the $50 budget. */
  g_assert_false (bf_solo_game_set_bid (game, 2, 4, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (bf_solo_game_get_bid (game, 2), ==, 2);
  /* Workers 3 ($8): $18 + $8 + $0 + $18 = $44, so $6 are left. */
  ok (bf_solo_game_set_bid (game, 2, 0, &error), error);
  ok (bf_solo_game_set_supply_kind (game, BF_SUPPLY_OPEN_BAR, &error), error);
  ok (bf_solo_game_confirm_setup (game, &error), error);

  checklist = bf_solo_game_get_setup_checklist (game);
  for (guint i = 0; i < g_list_model_get_n_items (checklist); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (checklist, i);

      if (bf_instruction_get_kind (item) == BF_INSTRUCTION_PLAYER &&
          g_strcmp0 (bf_instruction_get_text (item), "Take 6 goods cubes and $6.") == 0)
        found = TRUE;
    }
  g_assert_true (found);
  g_assert_true (bf_carnegie_game_has_module (bf_solo_game_get_table (game), BF_MODULE_NEW_BEGINNING));
  g_assert_true (bf_carnegie_game_has_module (bf_solo_game_get_table (game), BF_MODULE_OPEN_BAR));
  /* Open Bar: one copy of each of 32, 16 removed: 16 different tiles. */
  {
    g_autoptr(GArray) supply = bf_solo_game_get_supply (game);

    g_assert_cmpuint (supply->len, ==, 16);
    for (guint i = 1; i < supply->len; i++)
      g_assert_cmpuint (g_array_index (supply, guint, i - 1), <, g_array_index (supply, guint, i));
  }
}

/* A New Beginning's -6 VP: the printed score track has no negative
 * spaces, so the pawn stays on 0 and the first 6 VP pay the debt. */
static void
test_new_beginning_negative (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (5);
  g_autoptr(GError) error = NULL;
  GListModel *checklist;
  guint found = 0;

  ok (bf_solo_game_set_new_beginning (game, TRUE, &error), error);
  /* Goods 4 ($12) + workers 5 ($12) + VP -6 (-$12) + setup moves 6
   * ($18) = $30: $20 left. */
  ok (bf_solo_game_set_bid (game, 3, 0, &error), error);
  ok (bf_solo_game_confirm_setup (game, &error), error);

  checklist = bf_solo_game_get_setup_checklist (game);
  for (guint i = 0; i < g_list_model_get_n_items (checklist); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (checklist, i);
      const char *text = bf_instruction_get_text (item);

      if (g_strcmp0 (text, "Take 4 goods cubes and $20.") == 0)
        found++;
      if (g_str_has_prefix (text, "Put your pawns on 0 of the score track,") &&
          strstr (text, "you start owing 6 VP, so move your score pawn only for the VP you score beyond the first 6.") != NULL)
        found++;
      g_assert_null (strstr (text, "-6 of the score track"));
    }
  g_assert_cmpuint (found, ==, 2);
}

static void
test_budget (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (5);
  g_autoptr(GError) error = NULL;

  /* Defaults (middle boxes): goods 4 $12 + workers 5 $12 + VP 0 + moves
   * 6 $18 = $42. Moves 10 ($30) would make $54 > $50. */
  g_assert_false (bf_solo_game_set_bid (game, 4, 4, &error));
  g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID);
  g_clear_error (&error);
  /* VP -6 gains $12: $54 - $12 - $0 = $42 with moves 10... first the VP. */
  ok (bf_solo_game_set_bid (game, 3, 0, &error), error);
  ok (bf_solo_game_set_bid (game, 4, 4, &error), error);
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Undo through the session, a step at a time, and determinism. */
static gboolean
step_done (BfSoloGame *game,
           guint       round_no,
           guint       index)
{
  GListModel *steps = round_no == 0 ? bf_solo_game_get_setup_checklist (game)
                                    : bf_solo_game_get_round_instructions (game, round_no);
  g_autoptr(BfInstruction) step = g_list_model_get_item (steps, index);

  return bf_instruction_get_done (step);
}

/* The checklists' ticks are part of the game: saved and reopened, and
 * with the undo step they were made on, never a step of their own. */
static void
test_ticks (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "bf-test-ticks-XXXXXX.json", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  BfSoloGame *current;
  int fd;

  fd = g_mkstemp (path);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  file = g_file_new_for_path (path);
  g_file_delete (file, NULL, NULL);

  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfSoloGame) game = bf_solo_game_new (4);

    bf_session_set_document (session, BF_DOCUMENT (game));
    ok (bf_solo_game_confirm_setup (game, &error), error);
    iterate ();
    bf_solo_game_set_step_done (game, 0, 1, TRUE);
    bf_solo_game_set_step_done (game, 0, 3, TRUE);
    iterate ();
    /* No undo step for a tick: one undo goes back before the deal. */
    g_assert_true (bf_session_get_can_undo (session));
    ok (bf_solo_game_start (game, &error), error);
    iterate ();
    ok (bf_solo_game_choose (game, HR, &error), error);
    iterate ();
    bf_solo_game_set_step_done (game, 1, 0, TRUE);
    iterate ();

    /* Undo the choice: the round-1 tick goes with it, the setup ticks
     * stay (they were made on an earlier step). */
    g_assert_true (bf_session_undo (session));
    current = BF_SOLO_GAME (bf_session_get_document (session));
    g_assert_cmpuint (bf_solo_game_get_phase (current), ==, BF_SOLO_PHASE_CHOOSE);
    g_assert_true (step_done (current, 0, 1));
    g_assert_true (step_done (current, 0, 3));
    g_assert_false (step_done (current, 0, 2));
    g_assert_true (bf_session_redo (session));
    current = BF_SOLO_GAME (bf_session_get_document (session));
    g_assert_true (step_done (current, 1, 0));
    /* A tick taken back. */
    bf_solo_game_set_step_done (current, 0, 3, FALSE);
    iterate ();
  }

  /* After a restart (the autosave): every tick as it was. */
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfDocument) restored = bf_session_load_autosave (session, &error);

    g_assert_no_error (error);
    g_assert_true (BF_IS_SOLO_GAME (restored));
    g_assert_true (step_done (BF_SOLO_GAME (restored), 0, 1));
    g_assert_false (step_done (BF_SOLO_GAME (restored), 0, 3));
    g_assert_true (step_done (BF_SOLO_GAME (restored), 1, 0));
  }

  /* A tick of a step that is not there is dropped, not refused. */
  {
    g_autoptr(BfSoloGame) game = bf_solo_game_new (4);
    g_autofree char *data = NULL;
    g_autoptr(GString) edited = NULL;
    g_autoptr(BfSoloGame) again = NULL;

    ok (bf_solo_game_confirm_setup (game, &error), error);
    bf_solo_game_set_step_done (game, 0, 0, TRUE);
    data = bf_solo_game_to_data (game, NULL);
    g_assert_nonnull (strstr (data, "\"ticks\":{\"setup\":[0]}"));
    edited = g_string_new (data);
    g_string_replace (edited, "\"setup\":[0]", "\"setup\":[0,999],\"7\":[1],\"x\":2", 0);
    again = bf_solo_game_new_from_data (edited->str, -1, &error);
    g_assert_no_error (error);
    g_assert_true (step_done (again, 0, 0));
  }

  /* A file saved before the rounds' checklists had the step "End of
   * your turn: you may activate employees" (no "ticks-layout"): its
   * ticks after the player's action stay on the steps they were on. */
  {
    g_autoptr(BfSoloGame) game = bf_solo_game_new (4);
    g_autoptr(BfSoloGame) old = NULL;
    g_autoptr(GString) edited = NULL;
    g_autofree char *data = NULL;
    g_autofree char *ticks = NULL;
    GListModel *steps;
    guint n, activate = 0;

    ok (bf_solo_game_confirm_setup (game, &error), error);
    ok (bf_solo_game_start (game, &error), error);
    ok (bf_solo_game_choose (game, HR, &error), error);
    steps = bf_solo_game_get_round_instructions (game, 1);
    n = g_list_model_get_n_items (steps);
    for (guint i = 0; i < n; i++)
      {
        g_autoptr(BfInstruction) step = g_list_model_get_item (steps, i);

        if (g_str_has_prefix (bf_instruction_get_text (step), "End of your turn: you may activate employees"))
          activate = i;
      }
    g_assert_cmpuint (activate, >, 0);
    g_assert_cmpuint (activate + 2, <, n);
    /* Ticked then: the step before the action's end, and the last two
     * (the action disc, the first-player disc), one place earlier. */
    ticks = g_strdup_printf ("\"ticks\":{\"1\":[%u,%u,%u]}", activate - 1, n - 3, n - 2);
    data = bf_solo_game_to_data (game, NULL);
    g_assert_null (strstr (data, "\"ticks"));
    edited = g_string_new (g_strstrip (data));
    g_assert_cmpint (edited->str[edited->len - 1], ==, '}');
    g_string_truncate (edited, edited->len - 1);
    g_string_append_printf (edited, ",%s}", ticks);
    old = bf_solo_game_new_from_data (edited->str, -1, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < n; i++)
      g_assert_cmpint (step_done (old, 1, i), ==, i == activate - 1 || i == n - 2 || i == n - 1);

    /* Saved again, with the layout: read back as it is. */
    g_clear_pointer (&data, g_free);
    data = bf_solo_game_to_data (old, NULL);
    g_assert_nonnull (strstr (data, "\"ticks-layout\":2"));
    g_clear_object (&game);
    game = bf_solo_game_new_from_data (data, -1, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < n; i++)
      g_assert_cmpint (step_done (game, 1, i), ==, i == activate - 1 || i == n - 2 || i == n - 1);
  }

  g_file_delete (file, NULL, NULL);
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);

    g_remove (backup);
  }
}

static void
test_session_undo (void)
{
  g_autoptr(BfSession) session = bf_session_new (NULL);
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(BfSoloGame) twin = bf_solo_game_new (1);
  g_autoptr(BfSoloGame) other = bf_solo_game_new (2);
  g_autoptr(GError) error = NULL;
  BfSoloGame *current;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  bf_session_set_document (session, BF_DOCUMENT (game));
  ok (bf_solo_game_confirm_setup (game, &error), error);
  iterate ();
  ok (bf_solo_game_start (game, &error), error);
  iterate ();
  ok (bf_solo_game_choose (game, MG, &error), error);
  iterate ();
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);

  g_assert_true (bf_session_undo (session));
  current = BF_SOLO_GAME (bf_session_get_document (session));
  g_assert_cmpuint (bf_solo_game_get_phase (current), ==, BF_SOLO_PHASE_CHOOSE);
  g_assert_cmpuint (bf_solo_game_get_round (current), ==, 1);
  g_assert_true (bf_session_undo (session));
  current = BF_SOLO_GAME (bf_session_get_document (session));
  g_assert_cmpuint (bf_solo_game_get_phase (current), ==, BF_SOLO_PHASE_CHECKLIST);
  g_assert_true (bf_session_undo (session));
  current = BF_SOLO_GAME (bf_session_get_document (session));
  g_assert_cmpuint (bf_solo_game_get_phase (current), ==, BF_SOLO_PHASE_CHOICES);
  g_assert_false (bf_session_undo (session));
  g_assert_true (bf_session_redo (session));
  g_assert_true (bf_session_redo (session));
  current = BF_SOLO_GAME (bf_session_get_document (session));
  g_assert_cmpuint (bf_solo_game_get_phase (current), ==, BF_SOLO_PHASE_CHOOSE);

  /* The same seed and entries give the same game; another seed another. */
  ok (bf_solo_game_confirm_setup (twin, &error), error);
  ok (bf_solo_game_start (twin, &error), error);
  a = bf_solo_game_to_data (current, NULL);
  b = bf_solo_game_to_data (twin, NULL);
  g_assert_cmpstr (a, ==, b);
  ok (bf_solo_game_confirm_setup (other, &error), error);
  g_assert_cmpuint (bf_solo_game_get_seed (other), ==, 2);

  /* The document loader knows the format. */
  {
    g_autoptr(BfDocument) loaded = bf_document_load_data (a, -1, FALSE, &error);

    g_assert_no_error (error);
    g_assert_true (BF_IS_SOLO_GAME (loaded));
    g_assert_cmpuint (bf_solo_game_get_round (BF_SOLO_GAME (loaded)), ==, 1);
  }

  /* A damaged log is refused with a message naming the entry. */
  {
    const char *bad = "{\"format\":\"benefactor-solo\",\"version\":1,\"seed\":1,"
                      "\"settings\":{\"player-name\":\"Anna\",\"difficulty\":1,\"supply\":\"base\"},"
                      "\"entries\":[{\"type\":\"confirm\"},{\"type\":\"choose\",\"row\":\"hr\"}]}";
    g_autoptr(BfSoloGame) broken = bf_solo_game_new_from_data (bad, -1, &error);

    g_assert_null (broken);
    g_assert_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT);
    g_assert_nonnull (strstr (error->message, "Entry 2"));
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

  g_test_add_func ("/solo/full-game", test_full_game);
  g_test_add_func ("/solo/construction", test_construction);
  g_test_add_func ("/solo/pawns", test_pawns);
  g_test_add_func ("/solo/rd", test_rd);
  g_test_add_func ("/solo/tabs-untracked", test_tabs_untracked);
  g_test_add_func ("/solo/management", test_management);
  g_test_add_func ("/solo/timeline", test_timeline);
  g_test_add_func ("/solo/entry-refusals", test_entry_refusals);
  g_test_add_func ("/solo/lobbying", test_lobbying);
  g_test_add_func ("/solo/timeline-columns", test_timeline_columns);
  g_test_add_func ("/solo/own-timeline", test_own_timeline);
  g_test_add_func ("/solo/own-cards", test_own_cards_checks);
  g_test_add_func ("/solo/difficulty", test_difficulty_and_options);
  g_test_add_func ("/solo/new-beginning", test_new_beginning);
  g_test_add_func ("/solo/new-beginning-negative", test_new_beginning_negative);
  g_test_add_func ("/solo/budget", test_budget);
  g_test_add_func ("/solo/session", test_session_undo);
  g_test_add_func ("/solo/ticks", test_ticks);

  return g_test_run ();
}
