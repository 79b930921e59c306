/* test-scoring.c: final scoring (BfScoreSheet)
 *
 * Every expected value below is worked out by hand from the rule texts
 * and shared/rules/carnegie-facts.md (city VP, roads, connection table,
 * transport levels, donation spaces); the arithmetic is in the comment
 * next to each assertion.
 *
 * Transport levels used throughout (facts, "Transport tracks"):
 *   West:    box 1 Cart, 2-3 Stagecoach, 4-5 Train
 *   Midwest: box 1 Cart, 2 Stagecoach, 3-5 Train
 *   East:    box 1-2 Stagecoach, 3-5 Train
 *   South:   box 1 Cart, 2 Stagecoach, 3-5 Train
 * Connection table: links 2/3/4/5 → Cart 3/6/12/18, Stagecoach 6/12/18/24,
 * Train 9/18/27/36.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-carnegie-kind.h"
#include "bf-document.h"
#include "bf-score-sheet.h"
#include "bf-test-core.h"

/* Helpers ------------------------------------------------------------- */

/* A project on a typed space (its own type). */
static void
build (BfCarnegiePlayer *player,
       const char       *city_id,
       guint             slot)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_add_project (player, bf_test_checked_space_of (city_id, slot),
                                                 BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
}

/* A project in a small town, of the type entered. */
static void
build_town (BfCarnegiePlayer *player,
            const char       *city_id,
            BfProjectType     type)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_add_project (player, bf_test_checked_space_of (city_id, 1), type, &error));
  g_assert_no_error (error);
}

static void
set_transport (BfCarnegiePlayer *player,
               guint             west,
               guint             midwest,
               guint             south,
               guint             east)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_set_transport (player, BF_REGION_WEST, west, &error));
  g_assert_true (bf_carnegie_player_set_transport (player, BF_REGION_MIDWEST, midwest, &error));
  g_assert_true (bf_carnegie_player_set_transport (player, BF_REGION_SOUTH, south, &error));
  g_assert_true (bf_carnegie_player_set_transport (player, BF_REGION_EAST, east, &error));
  g_assert_no_error (error);
}

static void
add_dept (BfCarnegiePlayer *player,
          guint             number,
          gboolean          top_row,
          gboolean          left_column,
          gboolean          active_employee)
{
  g_autoptr(GError) error = NULL;
  BfBuiltDepartment dept = { number, top_row, left_column, active_employee };

  g_assert_true (bf_carnegie_player_add_department (player, &dept, &error));
  g_assert_no_error (error);
}

static void
donate (BfCarnegiePlayer *player,
        BfDonationType    column,
        guint             row)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_add_donation (player, BF_CHART_POS (column, row), &error));
  g_assert_no_error (error);
}

static void
set_employees (BfCarnegiePlayer *player,
               guint             active,
               guint             inactive_board,
               guint             inactive_missions,
               guint             active_on_cost)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_set_employees (player, active, inactive_board,
                                                   inactive_missions, active_on_cost, &error));
  g_assert_no_error (error);
}

static void
set_money_goods (BfCarnegiePlayer *player,
                 guint             money,
                 guint             goods)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_set_money (player, money, &error));
  g_assert_true (bf_carnegie_player_set_goods (player, goods, &error));
  g_assert_no_error (error);
}

static void
set_tabs (BfCarnegiePlayer *player,
          guint             housing,
          guint             commerce,
          guint             industry,
          guint             public)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_set_tab_vp (player, BF_PROJECT_HOUSING, housing, &error));
  g_assert_true (bf_carnegie_player_set_tab_vp (player, BF_PROJECT_COMMERCE, commerce, &error));
  g_assert_true (bf_carnegie_player_set_tab_vp (player, BF_PROJECT_INDUSTRY, industry, &error));
  g_assert_true (bf_carnegie_player_set_tab_vp (player, BF_PROJECT_PUBLIC, public, &error));
  g_assert_no_error (error);
}

static void
set_modules (BfCarnegieGame *game,
             BfModules       modules)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_game_set_modules (game, modules, &error));
  g_assert_no_error (error);
}

static void
set_cover (BfCarnegieGame *game,
           BfDonationType  column,
           BfDonationType  tile)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_game_set_cover (game, column, tile, &error));
  g_assert_no_error (error);
}

static void
set_secret (BfCarnegiePlayer *player,
            BfDonationType    column,
            guint             row)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_set_secret_donation (player, BF_CHART_POS (column, row), &error));
  g_assert_no_error (error);
}

static BfCarnegiePlayer *
add_player (BfCarnegieGame *game,
            const char     *name)
{
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *player = bf_carnegie_game_add_player (game, name, &error);

  g_assert_no_error (error);
  g_assert_nonnull (player);

  return player;
}

static BfScoreSheet *
score (BfCarnegieGame *game)
{
  g_autoptr(GError) error = NULL;
  BfScoreSheet *sheet = bf_score_sheet_new (game, &error);

  g_assert_no_error (error);
  g_assert_nonnull (sheet);

  return sheet;
}

/* The @nth line (0-based) of @category. */
static const BfScoreLine *
find_line (BfScoreSheet *sheet,
           guint         player,
           const char   *category,
           guint         nth)
{
  guint n = bf_score_sheet_get_n_lines (sheet, player);

  for (guint i = 0; i < n; i++)
    {
      const BfScoreLine *line = bf_score_sheet_get_line (sheet, player, i);

      if (g_str_equal (line->category, category) && nth-- == 0)
        return line;
    }

  return NULL;
}

static int
line_vp (BfScoreSheet *sheet,
         guint         player,
         const char   *category,
         guint         nth)
{
  const BfScoreLine *line = find_line (sheet, player, category, nth);

  if (line == NULL)
    g_error ("no line %u of category %s", nth, category);

  return line->vp;
}

static guint
count_lines (BfScoreSheet *sheet,
             guint         player,
             const char   *category)
{
  guint n = bf_score_sheet_get_n_lines (sheet, player);
  guint count = 0;

  for (guint i = 0; i < n; i++)
    if (g_str_equal (bf_score_sheet_get_line (sheet, player, i)->category, category))
      count++;

  return count;
}

static void
assert_explains (const BfScoreLine *line,
                 const char        *needle)
{
  g_assert_nonnull (line);
  if (strstr (line->explanation, needle) == NULL)
    g_error ("“%s” does not contain “%s”", line->explanation, needle);
}

static const char *
region_name (BfRegion region)
{
  return bf_carnegie_rules_get_region (bf_carnegie_rules_get_default (), region)->name;
}

/* The lines' VP add up to the total. */
static void
assert_total_is_sum (BfScoreSheet *sheet)
{
  for (guint p = 0; p < bf_score_sheet_get_n_players (sheet); p++)
    {
      int sum = 0;

      for (guint i = 0; i < bf_score_sheet_get_n_lines (sheet, p); i++)
        sum += bf_score_sheet_get_line (sheet, p, i)->vp;
      g_assert_cmpint (sum, ==, bf_score_sheet_get_total (sheet, p));
    }
}

/* "Player A", the achiever of the donation tests.
 *
 * Departments (7): 1 HR (top row), 2 HR (left column), 5 Management
 *   (top row), 9 Construction (left column), 13 R&D, 14 R&D (top row),
 *   16 R&D (left column).
 *   → HR 2, Management 1, Construction 1, R&D 3; top row 3; left column 3.
 * Projects (10):
 *   East:    New York 3 (housing), Boston 1 (commerce)           = 2
 *   Midwest: Chicago 1 (commerce), Chicago 5 (public),
 *            St. Louis 2 (industry), Fargo town (industry)        = 4
 *   South:   Houston 1 (public)                                   = 1
 *   West:    Seattle town (housing), Denver 3 (housing),
 *            Los Angeles 1 (industry)                             = 3
 *   → housing 3, commerce 2, industry 3, public 2; towns 2.
 * Transport: West 4 (Train), Midwest 2 (Stagecoach), South 1 (Cart),
 *   East 3 (Train) → 2 regions at Train.
 * Money $23, goods 3. Employees: 9 active, 2 inactive on the board,
 *   1 on a mission, 4 active on paid workstations. Empty spaces 3.
 * Networks: {New York, Boston}, {Chicago, St. Louis}, and single cities
 *   Fargo, Houston, Seattle, Denver, Los Angeles (no roads between).
 */
static BfCarnegiePlayer *
add_player_a (BfCarnegieGame *game)
{
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *p = add_player (game, "Ada");

  add_dept (p, 1, TRUE, FALSE, TRUE);
  add_dept (p, 2, FALSE, TRUE, TRUE);
  add_dept (p, 5, TRUE, FALSE, TRUE);
  add_dept (p, 9, FALSE, TRUE, TRUE);
  add_dept (p, 13, FALSE, FALSE, TRUE);
  add_dept (p, 14, TRUE, FALSE, TRUE);
  add_dept (p, 16, FALSE, TRUE, TRUE);

  build (p, "new-york", 3);
  build (p, "boston", 1);
  build (p, "chicago", 1);
  build (p, "chicago", 5);
  build (p, "st-louis", 2);
  build_town (p, "fargo", BF_PROJECT_INDUSTRY);
  build (p, "houston", 1);
  build_town (p, "seattle", BF_PROJECT_HOUSING);
  build (p, "denver", 3);
  build (p, "los-angeles", 1);

  set_transport (p, 4, 2, 1, 3);
  set_money_goods (p, 23, 3);
  set_employees (p, 9, 2, 1, 4);
  g_assert_true (bf_carnegie_player_set_empty_spaces (p, 3, &error));
  g_assert_no_error (error);

  return p;
}

/* Base lines and caps ------------------------------------------------- */

static void
test_player_a_base_lines (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_player_a (game);
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_carnegie_player_set_score_track (p, 31, &error));
  set_tabs (p, 6, 3, 0, 1);
  sheet = score (game);

  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SCORE_TRACK, 0), ==, 31);
  /* 9 active employees × 1 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_EMPLOYEES, 0), ==, 9);
  /* 7 departments, 3 in the top row: 3 × 3 + 4 × 2 = 17 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DEPARTMENTS, 0), ==, 17);
  /* 6 + 3 + 0 + 1 = 10 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_PROJECT_TABS, 0), ==, 10);
  /* No network holds two major cities */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 0);
  /* New York 3 + Boston 3 + Chicago 3 + Chicago 3 + St. Louis 2 + Fargo 1
   * + Houston 3 + Seattle 1 + Denver 2 + Los Angeles 3 = 24 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CITY_PROJECTS, 0), ==, 24);
  /* 2 players or fewer: no Action Choice tile, and no line for one
   * (issue 26: the game has no such tiles) */
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_ACTION_CHOICE), ==, 0);
  /* No donation pawns, no end-of-game departments */
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_DONATION), ==, 0);
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_SECRET_DONATION), ==, 0);
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_GREEN_SPACES), ==, 0);
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_POST_OFFICE), ==, 0);
  /* 31 + 9 + 17 + 10 + 0 + 24 + 0 = 91 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 91);
  g_assert_true (bf_score_sheet_is_winner (sheet, 0));

  /* Line order of a human player */
  g_assert_cmpstr (bf_score_sheet_get_line (sheet, 0, 0)->category, ==, BF_SCORE_SCORE_TRACK);
  g_assert_cmpstr (bf_score_sheet_get_line (sheet, 0, 1)->category, ==, BF_SCORE_EMPLOYEES);
  g_assert_cmpstr (bf_score_sheet_get_line (sheet, 0, 2)->category, ==, BF_SCORE_DEPARTMENTS);
  g_assert_cmpstr (bf_score_sheet_get_line (sheet, 0, 3)->category, ==, BF_SCORE_PROJECT_TABS);
  g_assert_cmpstr (bf_score_sheet_get_line (sheet, 0, 4)->category, ==, BF_SCORE_CONNECTIONS);
  g_assert_cmpstr (bf_score_sheet_get_line (sheet, 0, 5)->category, ==, BF_SCORE_CITY_PROJECTS);
  g_assert_cmpuint (bf_score_sheet_get_n_lines (sheet, 0), ==, 6);
  assert_total_is_sum (sheet);
}

static void
test_caps (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *p = add_player (game, "Cap");

  /* A negative score track needs A New Beginning (line 4 of the sheet) */
  set_modules (game, BF_MODULE_NEW_BEGINNING);
  g_assert_true (bf_carnegie_player_set_score_track (p, -5, &error));
  g_assert_no_error (error);

  /* 15 active employees (the model refuses a 16th) */
  set_employees (p, 15, 0, 0, 0);

  /* 13 departments (1-13), 4 in the top row */
  for (guint n = 1; n <= 13; n++)
    add_dept (p, n, n <= 4, FALSE, FALSE);

  /* Tabs 20 + 15 + 10 + 5 = 50 */
  set_tabs (p, 20, 15, 10, 5);

  /* 16 projects in 3 VP cities: San Francisco, Chicago, New York full
   * (5 each) and Albany 1; no roads join them (SF: Portland, Reno,
   * Los Angeles; Chicago: St. Paul, Omaha, Kansas City, St. Louis,
   * Pittsburgh; New York: Pittsburgh, Albany, Boston, Washington) except
   * New York-Albany. */
  for (guint slot = 1; slot <= 5; slot++)
    {
      build (p, "san-francisco", slot);
      build (p, "chicago", slot);
      build (p, "new-york", slot);
    }
  build (p, "albany", 1);

  sheet = score (game);

  /* Negative score track counts as it is */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SCORE_TRACK, 0), ==, -5);
  /* 15 × 1 = 15 (the maximum) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_EMPLOYEES, 0), ==, 15);
  /* 4 × 3 + 9 × 2 = 30 → capped at 24 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DEPARTMENTS, 0), ==, 24);
  assert_explains (find_line (sheet, 0, BF_SCORE_DEPARTMENTS, 0), "capped at 24");
  /* 50 → capped at 42 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_PROJECT_TABS, 0), ==, 42);
  /* Each major city is its own network (Albany joins only New York):
   * no network holds two major cities */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 0);
  /* 16 × 3 = 48 → capped at 45 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CITY_PROJECTS, 0), ==, 45);
  /* -5 + 15 + 24 + 42 + 0 + 45 + 0 = 121 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 121);
  assert_total_is_sum (sheet);
}

static void
test_employees_refused_above_15 (void)
{
  g_autoptr(BfCarnegiePlayer) p = bf_carnegie_player_new (FALSE);
  g_autoptr(GError) error = NULL;

  /* The model refuses 16 employees, so 15 is the most the line can see */
  g_assert_false (bf_carnegie_player_set_employees (p, 16, 0, 0, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
}

static void
test_action_choice (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *third;

  add_player (game, "One");
  add_player (game, "Two");
  third = add_player (game, "Three");
  /* 3 players: only the third player has a tile */
  bf_carnegie_player_set_action_choice (third, TRUE);

  sheet = score (game);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_ACTION_CHOICE, 0), ==, 0);
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_ACTION_CHOICE, 0), ==, 0);
  /* Unused tile: 3 VP */
  g_assert_cmpint (line_vp (sheet, 2, BF_SCORE_ACTION_CHOICE, 0), ==, 3);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 2), ==, 3);
  g_assert_true (bf_score_sheet_is_winner (sheet, 2));
  g_assert_false (bf_score_sheet_is_winner (sheet, 0));
}

/* Issue 26: Gus, Hal, Ivy in seat order, Hal played first. Gus's tile
 * while the first player is not entered yet is flagged on its line (and
 * scored as entered: 3 VP), the rest of the sheet scored; with Hal first
 * Gus is the third player and nothing is flagged. */
/* Gus, Hal and Ivy; Gus 20 VP on the score track and an unused Action
 * Choice tile, which with Gus first only the third player, Ivy, can
 * have. */
static BfCarnegieGame *
make_gus_game (void)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *gus = add_player (game, "Gus");

  add_player (game, "Hal");
  add_player (game, "Ivy");
  bf_carnegie_player_set_action_choice (gus, TRUE);
  g_assert_true (bf_carnegie_player_set_score_track (gus, 20, &error));
  g_assert_no_error (error);

  return game;
}

static void
test_action_choice_flagged (void)
{
  g_autoptr(BfCarnegieGame) game = make_gus_game ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  const BfScoreLine *line;

  sheet = score (game);
  line = find_line (sheet, 0, BF_SCORE_ACTION_CHOICE, 0);
  g_assert_true (line->flagged);
  g_assert_cmpint (line->vp, ==, 3);
  g_assert_cmpstr (line->explanation, ==, "Unused Action Choice tile → 3 VP (Gus has an unused Action Choice tile, but with Gus playing first only the third player in turn order, Ivy, receives one: check the tile, the first player and the seat order)");
  /* 20 + 3 = 23: the rest is scored */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 23);
  for (guint p = 0; p < 3; p++)
    for (guint i = 0; i < bf_score_sheet_get_n_lines (sheet, p); i++)
      g_assert_true (bf_score_sheet_get_line (sheet, p, i)->flagged == (p == 0 && i == 6));

  g_assert_true (bf_carnegie_game_set_first_player (game, 1, &error));
  g_clear_pointer (&sheet, bf_score_sheet_unref);
  sheet = score (game);
  line = find_line (sheet, 0, BF_SCORE_ACTION_CHOICE, 0);
  g_assert_false (line->flagged);
  g_assert_cmpstr (line->explanation, ==, "Unused Action Choice tile → 3 VP");
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 23);
}

/* Issue 26: "lowest transport Train (South)" named one region of two at
 * the same level. The level is the lowest of the regions of the major
 * cities in the network (base rules, connections); every region at it is
 * named, in the order the cities are. */
static void
test_connection_lowest_tie (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *ben = add_player (game, "Ben");
  BfCarnegiePlayer *cleo = add_player (game, "Cleo");

  /* Ben: New Orleans - Atlanta - Washington - New York; South box 5
   * (Train), East box 3 (Train): 2 links at Train → 9 VP. */
  set_transport (ben, 1, 1, 5, 3);
  build (ben, "new-orleans", 1);
  build (ben, "atlanta", 1);
  build (ben, "washington", 1);
  build (ben, "new-york", 3);
  /* Cleo: San Francisco - Reno - Salt Lake City - Denver - Omaha -
   * Chicago - Pittsburgh - New York; West box 2 and Midwest box 2
   * (Stagecoach), East box 4 (Train): 2 + 1 + 1 = 4 links at Stagecoach
   * → 18 VP. */
  set_transport (cleo, 2, 2, 1, 4);
  build (cleo, "san-francisco", 2);
  build_town (cleo, "reno", BF_PROJECT_HOUSING);
  build_town (cleo, "salt-lake-city", BF_PROJECT_HOUSING);
  build (cleo, "denver", 3);
  build_town (cleo, "omaha", BF_PROJECT_HOUSING);
  build (cleo, "chicago", 2);
  build (cleo, "pittsburgh", 2);
  build (cleo, "new-york", 4);

  sheet = score (game);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 9);
  g_assert_cmpstr (find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0)->explanation, ==,
                   "New Orleans + New York: 2 links, lowest transport Train (South and East) → 9 VP");
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_CONNECTIONS, 0), ==, 18);
  g_assert_cmpstr (find_line (sheet, 1, BF_SCORE_CONNECTIONS, 0)->explanation, ==,
                   "San Francisco + Chicago + New York: 4 links, lowest transport Stagecoach (West and Midwest) → 18 VP");

  /* One region lower than the other: that one alone. */
  set_transport (ben, 1, 1, 5, 1);
  g_clear_pointer (&sheet, bf_score_sheet_unref);
  sheet = score (game);
  /* East box 1 is Stagecoach: 2 links → 6 VP */
  g_assert_cmpstr (find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0)->explanation, ==,
                   "New Orleans + New York: 2 links, lowest transport Stagecoach (East) → 6 VP");
}

static void
test_invalid_table (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *a = add_player (game, "Ann");
  BfCarnegiePlayer *b = add_player (game, "Bob");

  /* Both markers in the last West box: not a possible table */
  set_transport (a, 5, 1, 1, 1);
  set_transport (b, 5, 1, 1, 1);

  sheet = bf_score_sheet_new (game, &error);
  g_assert_null (sheet);
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
}

/* Connections --------------------------------------------------------- */

/* Yellow of the rules text: Midwest Train, West Train, South Stagecoach
 * (West box 4, Midwest box 3, South box 2; East box 1 = Stagecoach). */
static BfCarnegiePlayer *
add_yellow (BfCarnegieGame *game)
{
  BfCarnegiePlayer *p = add_player (game, "Yellow");

  set_transport (p, 4, 3, 2, 1);

  return p;
}

/* San Francisco - Los Angeles - Phoenix - El Paso - Dallas -
 * Kansas City - Chicago: through the South (El Paso, Dallas). */
static void
build_sf_chicago_through_south (BfCarnegiePlayer *p)
{
  build (p, "san-francisco", 1);
  build (p, "los-angeles", 1);
  build_town (p, "phoenix", BF_PROJECT_HOUSING);
  build_town (p, "el-paso", BF_PROJECT_HOUSING);
  build_town (p, "dallas", BF_PROJECT_HOUSING);
  build (p, "kansas-city", 1);
  build (p, "chicago", 1);
}

static void
test_connection_example_1 (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_yellow (game);
  const BfScoreLine *line;

  build_sf_chicago_through_south (p);
  sheet = score (game);

  /* SF (2) + Chicago (1) = 3 links; levels West Train, Midwest Train:
   * the South the network passes through does not matter → 3 links
   * Train = 18 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 18);
  line = find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0);
  assert_explains (line, "San Francisco + Chicago");
  assert_explains (line, "3 links");
  assert_explains (line, "Train");
}

static void
test_connection_third_region_cart (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_player (game, "Yellow");

  /* As example 1, but the South (which the network crosses) is at Cart
   * and the East at Stagecoach: neither holds a major city of the
   * network, so 3 links Train = 18 still */
  set_transport (p, 4, 3, 1, 1);
  build_sf_chicago_through_south (p);
  sheet = score (game);

  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 18);
}

static void
test_connection_example_2 (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_yellow (game);
  const BfScoreLine *line;

  build_sf_chicago_through_south (p);
  /* Dallas - Houston - New Orleans */
  build (p, "houston", 1);
  build (p, "new-orleans", 1);
  sheet = score (game);

  /* SF 2 + Chicago 1 + New Orleans 1 = 4 links; lowest level among
   * West Train, Midwest Train, South Stagecoach = Stagecoach → 18 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 18);
  line = find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0);
  assert_explains (line, "4 links");
  assert_explains (line, bf_carnegie_rules_get_level (bf_carnegie_rules_get_default (), BF_LEVEL_STAGECOACH)->name);
  assert_explains (line, region_name (BF_REGION_SOUTH));
}

static void
test_connection_example_3 (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_yellow (game);

  /* San Francisco - Los Angeles - Phoenix - El Paso - Dallas - Houston -
   * New Orleans */
  build (p, "san-francisco", 1);
  build (p, "los-angeles", 1);
  build_town (p, "phoenix", BF_PROJECT_COMMERCE);
  build_town (p, "el-paso", BF_PROJECT_COMMERCE);
  build_town (p, "dallas", BF_PROJECT_COMMERCE);
  build (p, "houston", 1);
  build (p, "new-orleans", 1);
  sheet = score (game);

  /* SF 2 + New Orleans 1 = 3 links; lowest of West Train, South
   * Stagecoach = Stagecoach → 12 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 12);
}

static void
test_connection_example_4 (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_yellow (game);

  /* Chicago - St. Louis - Memphis - New Orleans */
  build (p, "chicago", 1);
  build (p, "st-louis", 1);
  build_town (p, "memphis", BF_PROJECT_INDUSTRY);
  build (p, "new-orleans", 1);
  sheet = score (game);

  /* Chicago 1 + New Orleans 1 = 2 links; lowest of Midwest Train, South
   * Stagecoach = Stagecoach → 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 6);
}

/* Network A: San Francisco - Reno - Salt Lake City - Denver - Omaha -
 * Chicago. Network B: New York - Washington - Atlanta - New Orleans.
 * No road joins the two (Denver, Omaha, Chicago vs Washington,
 * Atlanta: no common neighbour in the player's cities). */
static void
build_two_networks (BfCarnegiePlayer *p)
{
  build (p, "san-francisco", 1);
  build_town (p, "reno", BF_PROJECT_HOUSING);
  build_town (p, "salt-lake-city", BF_PROJECT_HOUSING);
  build (p, "denver", 1);
  build_town (p, "omaha", BF_PROJECT_HOUSING);
  build (p, "chicago", 1);

  build (p, "new-york", 1);
  build (p, "washington", 1);
  build (p, "atlanta", 1);
  build (p, "new-orleans", 1);
}

static void
test_connection_two_networks (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_player (game, "Two");

  /* West 4 Train, Midwest 3 Train, South 1 Cart, East 1 Stagecoach */
  set_transport (p, 4, 3, 1, 1);
  build_two_networks (p);
  sheet = score (game);

  /* A: SF 2 + Chicago 1 = 3 links Train = 18.
   * B: New York 1 + New Orleans 1 = 2 links, lowest Cart (South) = 3.
   * Only the best counts: 18 (not 21) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 18);
  assert_explains (find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0), "2 networks");
}

static void
test_connection_two_networks_second_best (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_player (game, "Two");

  /* West 1 Cart, Midwest 3 Train, South 3 Train, East 3 Train */
  set_transport (p, 1, 3, 3, 3);
  build_two_networks (p);
  sheet = score (game);

  /* A: 3 links, lowest Cart (West) = 6.
   * B: 2 links, New York Train, New Orleans Train = 9. Best: 9 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 9);
  assert_explains (find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0), "New Orleans");
}

/* Post Office --------------------------------------------------------- */

static void
build_all_majors (BfCarnegiePlayer *p)
{
  /* SF - LA - Phoenix - El Paso - Dallas - Kansas City - Chicago -
   * Pittsburgh - New York, and Dallas - Houston - New Orleans */
  build_sf_chicago_through_south (p);
  build (p, "pittsburgh", 1);
  build (p, "new-york", 1);
  build (p, "houston", 1);
  build (p, "new-orleans", 1);
}

static void
test_post_office_six_links (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS);
  p = add_player (game, "Post");
  set_employees (p, 1, 0, 0, 0);
  add_dept (p, 28, FALSE, FALSE, TRUE);
  set_transport (p, 4, 3, 3, 3);   /* Train everywhere */
  build_all_majors (p);
  sheet = score (game);

  /* SF 2 + Chicago 1 + New York 1 + New Orleans 1 = 5 links, +1 (Post
   * Office) = 6: scored on the 5-link row, Train = 36 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 36);
  /* 6 connection points: 9 VP bonus */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_POST_OFFICE, 0), ==, 9);
  assert_explains (find_line (sheet, 0, BF_SCORE_CONNECTIONS, 0), "Post Office");
}

static void
test_post_office_two_majors (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS);
  p = add_player (game, "Post");
  set_employees (p, 1, 0, 0, 0);
  add_dept (p, 28, FALSE, FALSE, TRUE);
  /* Midwest 3 Train, East 1 Stagecoach */
  set_transport (p, 1, 3, 1, 1);
  build (p, "chicago", 1);
  build (p, "pittsburgh", 1);
  build (p, "new-york", 1);
  sheet = score (game);

  /* Chicago 1 + New York 1 = 2 links, +1 = 3; lowest Stagecoach → 12
   * (6 without the Post Office) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 12);
  /* 3 connection points: no bonus */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_POST_OFFICE, 0), ==, 0);
}

static void
test_post_office_not_below_two_majors (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS);
  p = add_player (game, "Post");
  set_employees (p, 1, 0, 0, 0);
  add_dept (p, 28, FALSE, FALSE, TRUE);
  set_transport (p, 1, 3, 1, 1);
  build (p, "chicago", 1);
  build (p, "st-louis", 1);
  sheet = score (game);

  /* One major city: the network does not score, and the +1 only applies
   * to a network that already scores (ruling) → 0 and 0 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 0);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_POST_OFFICE, 0), ==, 0);
}

static void
test_post_office_inactive (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS);
  p = add_player (game, "Post");
  /* Built, but no active employee on it at the end */
  add_dept (p, 28, FALSE, FALSE, FALSE);
  set_transport (p, 1, 3, 1, 1);
  build (p, "chicago", 1);
  build (p, "pittsburgh", 1);
  build (p, "new-york", 1);
  sheet = score (game);

  /* 2 links, lowest Stagecoach → 6 (no +1 without an active employee);
   * the Post Office has its line, 0 VP with the reason (issue 26: every
   * built end-of-game department has one) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 6);
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_POST_OFFICE), ==, 1);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_POST_OFFICE, 0), ==, 0);
  g_assert_cmpstr (find_line (sheet, 0, BF_SCORE_POST_OFFICE, 0)->title, ==, "Post Office");
  g_assert_cmpstr (find_line (sheet, 0, BF_SCORE_POST_OFFICE, 0)->explanation, ==,
                   "Post Office holds no active employee: its end-of-game VP need one → 0 VP");
  /* 1 department not in the top row 2 + connections 6 + city projects
   * (Chicago 3 + Pittsburgh 2 + New York 3 = 8) + Post Office 0 = 16 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 16);
}

/* Base donation spaces ------------------------------------------------ */

typedef struct
{
  BfDonationType column;
  guint          row;
  int            vp;
} DonationCase;

static void
check_single_donations (BfModules           modules,
                        gboolean            tiles,
                        const DonationCase *cases,
                        guint               n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
      g_autoptr(BfScoreSheet) sheet = NULL;
      const BfScoreLine *line;
      BfCarnegiePlayer *p;

      set_modules (game, modules);
      if (tiles)
        for (BfDonationType c = 0; c < BF_N_DONATION_TYPES; c++)
          set_cover (game, c, c);
      p = add_player_a (game);
      /* One tile per player (Exp "New Donations"): the other three
       * players placed the other tiles. */
      if (tiles)
        for (guint k = 1; k < BF_N_DONATION_TYPES; k++)
          add_player (game, NULL);
      donate (p, cases[i].column, cases[i].row);
      sheet = score (game);

      g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_DONATION), ==, 1);
      line = find_line (sheet, 0, BF_SCORE_DONATION, 0);
      if (line->vp != cases[i].vp)
        g_error ("column %d row %u: expected %d VP, got %d (%s)",
                 cases[i].column, cases[i].row, cases[i].vp, line->vp,
                 line->explanation);
      /* The explanation starts with the printed text of the space */
      g_assert_true (g_str_has_prefix (line->explanation,
                                       bf_carnegie_game_get_chart_space (game, BF_CHART_POS (cases[i].column,
                                                                                             cases[i].row))->text));
      assert_total_is_sum (sheet);
    }
}

static void
test_base_donations (void)
{
  /* Player A alone, one disk on the space (see add_player_a) */
  static const DonationCase cases[] = {
    { BF_DONATION_EDUCATION, 1, 6 },  /* 3 × 2 HR departments */
    { BF_DONATION_EDUCATION, 2, 3 },  /* 3 × 1 Management department */
    { BF_DONATION_EDUCATION, 3, 3 },  /* 3 × 1 Construction department */
    { BF_DONATION_EDUCATION, 4, 9 },  /* 3 × 3 R&D departments */
    { BF_DONATION_EDUCATION, 5, 7 },  /* 1 × 7 departments */
    { BF_DONATION_RIGHTS, 1, 8 },     /* 4 × 2 public projects */
    { BF_DONATION_RIGHTS, 2, 9 },     /* 3 × 3 industry projects */
    { BF_DONATION_RIGHTS, 3, 10 },    /* 2 × (3 housing + 2 commerce) */
    { BF_DONATION_RIGHTS, 4, 6 },     /* 3 × 2 Train regions (West, East) */
    { BF_DONATION_RIGHTS, 5, 2 },     /* 2 × 1 donation pawn (this one) */
    { BF_DONATION_WELFARE, 1, 7 },    /* 7 */
    { BF_DONATION_WELFARE, 2, 6 },    /* 2 × 3 goods */
    { BF_DONATION_WELFARE, 3, 8 },    /* 2 × floor (23 / 5) = 2 × 4 */
    { BF_DONATION_WELFARE, 4, 12 },   /* 4 × min (4, 3 goods) = 4 × 3 */
    { BF_DONATION_WELFARE, 5, 9 },    /* 1 × 9 active employees */
    { BF_DONATION_HEALTH, 1, 4 },     /* 2 × 2 East projects */
    { BF_DONATION_HEALTH, 2, 8 },     /* 2 × 4 Midwest projects */
    { BF_DONATION_HEALTH, 3, 2 },     /* 2 × 1 South project */
    { BF_DONATION_HEALTH, 4, 6 },     /* 2 × 3 West projects */
    { BF_DONATION_HEALTH, 5, 4 },     /* 2 × 2 town projects (Seattle, Fargo) */
  };

  check_single_donations (BF_MODULE_NONE, FALSE, cases, G_N_ELEMENTS (cases));
}

static void
test_donation_cap (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = add_player (game, "West");

  /* 7 projects in the West: San Francisco 1-5, Los Angeles 1, Denver 1 */
  for (guint slot = 1; slot <= 5; slot++)
    build (p, "san-francisco", slot);
  build (p, "los-angeles", 1);
  build (p, "denver", 1);
  donate (p, BF_DONATION_HEALTH, 4);
  /* 5 disks in all → rights-donation 2 × 5 = 10 (under the cap) */
  donate (p, BF_DONATION_RIGHTS, 5);
  donate (p, BF_DONATION_WELFARE, 1);
  donate (p, BF_DONATION_EDUCATION, 5);
  donate (p, BF_DONATION_HEALTH, 5);
  sheet = score (game);

  /* Lines in board order: education-any, rights-donation, welfare-7vp,
   * health-west, health-towns */
  /* health-west: 2 × 7 = 14 → capped at 12 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 3), ==, 12);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 3), "capped at 12");
  /* rights-donation: 2 × 5 disks = 10 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 10);
  /* welfare-7vp: 7 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 2), ==, 7);
  /* education-any: 0 departments → 0 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 0);
  /* health-towns: no town project → 0 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 4), ==, 0);
  /* 12 + 10 + 7 + 0 + 0 = 29 */
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_DONATION), ==, 29);
}

/* New Donations tiles ------------------------------------------------- */

static void
test_tile_donations (void)
{
  /* Each tile on the column of its own type; player A alone, one disk */
  static const DonationCase cases[] = {
    { BF_DONATION_EDUCATION, 1, 12 }, /* 4 × 3 (best type R&D: 13, 14, 16) */
    { BF_DONATION_EDUCATION, 2, 12 }, /* 3 × 4 types (HR, Mgmt, Cons, R&D) */
    { BF_DONATION_EDUCATION, 3, 9 },  /* 3 × 3 in the leftmost column (2, 9, 16) */
    { BF_DONATION_EDUCATION, 4, 9 },  /* 3 × 3 in the top row (1, 5, 14) */
    { BF_DONATION_EDUCATION, 5, 4 },  /* 4 × 1 Education donation (this disk) */
    { BF_DONATION_RIGHTS, 1, 9 },     /* 3 × 3 (best type: housing 3 = industry 3) */
    { BF_DONATION_RIGHTS, 2, 12 },    /* 3 × 4 project types */
    { BF_DONATION_RIGHTS, 3, 10 },    /* 1 × 10 projects */
    { BF_DONATION_RIGHTS, 4, 3 },     /* 3 × 1 donation type (Human Rights) */
    { BF_DONATION_RIGHTS, 5, 4 },     /* 4 × 1 Human Rights donation */
    { BF_DONATION_WELFARE, 1, 6 },    /* 2 × 3 empty spaces */
    { BF_DONATION_WELFARE, 2, 6 },    /* 2 × (2 on the board + 1 on a mission) */
    { BF_DONATION_WELFARE, 3, 8 },    /* 2 × 4 active on paid workstations */
    { BF_DONATION_WELFARE, 4, 9 },    /* $23, 3 goods: at most 3 payments
                                       * (goods); nothing else uses money,
                                       * so 3 × 3 = 9 */
    { BF_DONATION_WELFARE, 5, 4 },    /* 4 × 1 Welfare donation */
    { BF_DONATION_HEALTH, 1, 2 },     /* 2 × 1 medium (Boston) with New York */
    { BF_DONATION_HEALTH, 2, 2 },     /* 2 × 1 medium (St. Louis) with Chicago */
    { BF_DONATION_HEALTH, 3, 0 },     /* no disk in New Orleans → 0 */
    { BF_DONATION_HEALTH, 4, 0 },     /* no disk in San Francisco → 0 */
    { BF_DONATION_HEALTH, 5, 4 },     /* 4 × 1 Health donation */
  };

  check_single_donations (BF_MODULE_NEW_DONATIONS, TRUE, cases, G_N_ELEMENTS (cases));
}

static void
test_tile_best_types (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DONATIONS);
  set_cover (game, BF_DONATION_EDUCATION, BF_DONATION_EDUCATION);
  set_cover (game, BF_DONATION_RIGHTS, BF_DONATION_RIGHTS);
  p = add_player (game, "Best");
  /* One tile per player: a second player placed the other */
  add_player (game, NULL);

  /* Departments: 1 HR, 9, 10, 11 Construction → best Construction 3 */
  add_dept (p, 1, FALSE, FALSE, FALSE);
  add_dept (p, 9, FALSE, FALSE, FALSE);
  add_dept (p, 10, FALSE, FALSE, FALSE);
  add_dept (p, 11, FALSE, FALSE, FALSE);
  /* Projects: commerce 4 (Kansas City 1, 2, New York 1, 2), housing 1
   * (Kansas City 3) → best commerce 4 */
  build (p, "kansas-city", 1);
  build (p, "kansas-city", 2);
  build (p, "kansas-city", 3);
  build (p, "new-york", 1);
  build (p, "new-york", 2);

  donate (p, BF_DONATION_EDUCATION, 1);
  donate (p, BF_DONATION_RIGHTS, 1);
  sheet = score (game);

  /* 4 × 3 Construction departments = 12 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 12);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 0),
                   bf_carnegie_rules_get_dept_type (rules, BF_DEPT_CONSTRUCTION)->name);
  /* 3 × 4 commerce projects = 12 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 12);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 1),
                   bf_carnegie_rules_get_project_type (rules, BF_PROJECT_COMMERCE)->name);
}

static void
test_tile_medium_cities (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DONATIONS);
  set_cover (game, BF_DONATION_HEALTH, BF_DONATION_HEALTH);
  p = add_player (game, "Medium");

  /* San Francisco - Los Angeles - Santa Fe - Denver - Kansas City -
   * Chicago - St. Louis; Boston alone (no road to these). */
  build (p, "san-francisco", 1);
  build (p, "los-angeles", 1);
  build_town (p, "santa-fe", BF_PROJECT_PUBLIC);
  build (p, "denver", 1);
  build (p, "kansas-city", 1);
  build (p, "chicago", 1);
  build (p, "st-louis", 1);
  build (p, "boston", 1);

  donate (p, BF_DONATION_HEALTH, 1);   /* New York */
  donate (p, BF_DONATION_HEALTH, 2);   /* Chicago */
  donate (p, BF_DONATION_HEALTH, 4);   /* San Francisco */
  sheet = score (game);

  /* No disk in New York → 0 (Boston is not connected to anything) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 0);
  /* Chicago's network: medium cities Los Angeles, Denver, Kansas City,
   * St. Louis = 4 → 2 × 4 = 8 (Santa Fe is a town) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 8);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 1), "Kansas City");
  /* San Francisco: the same network → 8 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 2), ==, 8);
}

/* Tiles on other columns; donation types after the tiles; the secret
 * donation (twice, and not a donation made). */
static void
test_tile_types_and_secret (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  const BfScoreLine *line;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION);
  /* Health tile on the Education column, Human Rights tile on the
   * Welfare column */
  set_cover (game, BF_DONATION_EDUCATION, BF_DONATION_HEALTH);
  set_cover (game, BF_DONATION_WELFARE, BF_DONATION_RIGHTS);
  p = add_player (game, "Tiles");
  /* One tile per player: a second player placed the other */
  add_player (game, NULL);
  build (p, "new-york", 1);            /* 1 East project */

  /* Disks and their type after the tiles:
   *   Education column row 5 → Health tile row 5          (Health)
   *   Health column row 1    → base health-east           (Health)
   *   Welfare column row 4   → Human Rights tile row 4    (Human Rights)
   *   Welfare column row 5   → Human Rights tile row 5    (Human Rights)
   *   Human Rights column row 5 → base rights-donation    (Human Rights)
   * → 5 disks; Health 2, Human Rights 3; 2 types. */
  donate (p, BF_DONATION_EDUCATION, 5);
  donate (p, BF_DONATION_HEALTH, 1);
  donate (p, BF_DONATION_WELFARE, 4);
  donate (p, BF_DONATION_WELFARE, 5);
  donate (p, BF_DONATION_RIGHTS, 5);
  /* Secret donation on the Welfare column row 5 as well: scored twice */
  set_secret (p, BF_DONATION_WELFARE, 5);
  sheet = score (game);

  /* Lines in board order: Education column (Health tile) 5, Human Rights
   * 5, Welfare column (Human Rights tile) 4 and 5, Health 1 */
  /* 4 × 2 Health donations = 8 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 8);
  line = find_line (sheet, 0, BF_SCORE_DONATION, 0);
  /* The title names the printed column and the tile covering it */
  g_assert_cmpstr (line->title, ==, "Education column, Health tile, row 5");
  /* health-east: 2 × 1 = 2 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 4), ==, 2);
  /* 3 × 2 donation types = 6 (the secret donation adds no type) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 2), ==, 6);
  /* 4 × 3 Human Rights donations = 12 (the secret is not one: not 16) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 3), ==, 12);
  /* rights-donation: 2 × 5 disks = 10 (not 2 × 6) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 10);
  /* Secret line: the same space again, 4 × 3 = 12 */
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_SECRET_DONATION), ==, 1);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 12);
  /* 8 + 2 + 6 + 12 + 10 = 38 from disks */
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_DONATION), ==, 38);
  /* City projects: New York 3. Total 3 + 38 + 12 = 53 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 53);
  assert_total_is_sum (sheet);
}

static void
test_secret_donation (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *a;
  BfCarnegiePlayer *b;

  set_modules (game, BF_MODULE_SECRET_DONATION);
  a = add_player (game, "Ann");
  b = add_player (game, "Bob");

  /* Ann: 3 West projects (Seattle, Denver 1, Los Angeles 1), a disk on
   * health-west and her secret donation on health-west too */
  build_town (a, "seattle", BF_PROJECT_HOUSING);
  build (a, "denver", 1);
  build (a, "los-angeles", 1);
  donate (a, BF_DONATION_HEALTH, 4);
  donate (a, BF_DONATION_RIGHTS, 5);
  set_secret (a, BF_DONATION_HEALTH, 4);

  /* Bob: secret on welfare-7vp, a space where nobody has a disk, and no
   * disk at all */
  set_secret (b, BF_DONATION_WELFARE, 1);

  sheet = score (game);

  /* Lines in board order: rights-donation, then health-west */
  /* Disk on health-west: 2 × 3 = 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 6);
  /* rights-donation: 2 × 2 disks = 4 (the secret donation does not count) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 4);
  /* Secret on health-west, scored a second time: 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 6);
  /* City projects: Seattle 1 + Denver 2 + Los Angeles 3 = 6.
   * Total 6 + 6 + 4 + 6 = 22 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 22);

  /* Bob: secret welfare-7vp = 7, no donation line */
  g_assert_cmpuint (count_lines (sheet, 1, BF_SCORE_DONATION), ==, 0);
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_SECRET_DONATION, 0), ==, 7);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 7);
}

/* Pay for VP (Welfare tile row 4) ------------------------------------- */

/* A game with the Welfare tile on the Health column, so that the base
 * Welfare spaces (goods, money, money-goods) stay on the chart. In board
 * order the lines of the printed Welfare column come before the tile's
 * (Health column). */
static BfCarnegiePlayer *
pay_game (BfCarnegieGame *game,
          BfModules       extra,
          guint           money,
          guint           goods)
{
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DONATIONS | extra);
  set_cover (game, BF_DONATION_HEALTH, BF_DONATION_WELFARE);
  p = add_player (game, "Payer");
  set_money_goods (p, money, goods);

  return p;
}

static void
test_pay_for_vp_one_payment (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, 0, 20, 4);

  donate (p, BF_DONATION_HEALTH, 4);    /* pay $3 + 1 goods for 3 VP */
  donate (p, BF_DONATION_WELFARE, 3);   /* 2 VP per $5 */
  donate (p, BF_DONATION_WELFARE, 4);   /* 4 VP per $5 + 1 goods */
  sheet = score (game);

  /* Lines in board order: Welfare 3, Welfare 4, then the Health column
   * (Welfare tile) 4 */
  /* $20, 4 goods. n payments → pay + money + pairs:
   *   0: 0 + 2 × 4 = 8  + 4 × min (4, 4) = 16 → 12   = 20
   *   1: 3 + 2 × 3 = 6  + 4 × min (3, 3) = 12        = 21
   *   2: 6 + 2 × 2 = 4  + 4 × min (2, 2) = 8         = 18
   *   3: 9 + 2 × 2 = 4  + 4 × min (2, 1) = 4         = 17
   *   4: 12 + 2 × 1 = 2 + 4 × min (1, 0) = 0         = 14
   * Best: 1 payment. */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 2), ==, 3);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 2), "paid 1 time");
  /* $17 left → 3 × $5 → 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 6);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 0), "$17");
  /* $17 and 3 goods → 3 pairs → 12 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 12);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 21);
}

static void
test_pay_for_vp_with_money (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, 0, 15, 2);

  donate (p, BF_DONATION_HEALTH, 4);    /* pay for VP */
  donate (p, BF_DONATION_WELFARE, 3);   /* 2 VP per $5 */
  sheet = score (game);

  /* $15, 2 goods (at most 2 payments):
   *   0: 0 + 2 × 3 = 6
   *   1: 3 + 2 × floor (12 / 5) = 3 + 4 = 7
   *   2: 6 + 2 × floor (9 / 5) = 6 + 2 = 8   ← best */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 6);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 2);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 0), "$9");
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 8);
}

static void
test_pay_for_vp_none (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, 0, 10, 2);

  donate (p, BF_DONATION_HEALTH, 4);    /* pay for VP */
  donate (p, BF_DONATION_WELFARE, 4);   /* 4 VP per $5 + 1 goods */
  sheet = score (game);

  /* $10, 2 goods:
   *   0: 0 + 4 × min (2, 2) = 8   ← best
   *   1: 3 + 4 × min (floor (7 / 5), 1) = 3 + 4 = 7
   *   2: 6 + 4 × min (floor (4 / 5), 0) = 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 0);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 1), "paid 0 times");
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 8);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 8);
}

static void
test_pay_for_vp_goods (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, 0, 100, 5);

  donate (p, BF_DONATION_HEALTH, 4);    /* pay for VP */
  donate (p, BF_DONATION_WELFARE, 2);   /* 2 VP per goods cube */
  sheet = score (game);

  /* $100, 5 goods; each payment: +3 VP, -1 goods (-2 VP):
   *   0: 0 + 10 = 10; 1: 3 + 8 = 11; 2: 6 + 6 = 12; 3: 9 + 4 = 13;
   *   4: 12 + 2 = 14 ← best (4 is the most) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 12);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 2);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 14);
}

static void
test_pay_for_vp_tie (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, 0, 6, 2);

  donate (p, BF_DONATION_HEALTH, 4);    /* pay for VP */
  donate (p, BF_DONATION_WELFARE, 2);   /* 2 VP per goods cube */
  donate (p, BF_DONATION_WELFARE, 3);   /* 2 VP per $5 */
  sheet = score (game);

  /* $6, 2 goods (2 payments at most):
   *   0: 0 + 2 × 2 + 2 × floor (6 / 5) = 0 + 4 + 2 = 6
   *   1: 3 + 2 × 1 + 2 × floor (3 / 5) = 3 + 2 + 0 = 5
   *   2: 6 + 2 × 0 + 2 × floor (0 / 5) = 6 + 0 + 0 = 6
   * 0 and 2 tie at 6: the fewer payments win → 0 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 2), ==, 0);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 4);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 2);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 6);
}

static void
test_pay_for_vp_secret_twice (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, BF_MODULE_SECRET_DONATION, 30, 5);

  donate (p, BF_DONATION_HEALTH, 4);
  set_secret (p, BF_DONATION_HEALTH, 4);
  sheet = score (game);

  /* The disk and the secret donation both pay from the same $30 and
   * 5 goods: 5 payments at most (goods), 3 VP each = 15. The disk's
   * payments are counted first: disk 4 × 3 = 12, secret 1 × 3 = 3. */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0) +
                   line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 15);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 12);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 3);
}

/* Titles and order of the donation lines -------------------------------- */

/* The titles name each space as it lies on the board: two spaces that
 * both used to be "Welfare, row 1" (the printed Welfare column and the
 * Welfare tile on the Health column) are told apart. */
static void
test_donation_titles (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  const BfScoreLine *printed;
  const BfScoreLine *tile;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DONATIONS);
  set_cover (game, BF_DONATION_HEALTH, BF_DONATION_WELFARE);
  p = add_player (game, "Titles");
  donate (p, BF_DONATION_HEALTH, 1);   /* Welfare tile row 1 */
  donate (p, BF_DONATION_WELFARE, 1);  /* welfare-7vp */
  sheet = score (game);

  printed = find_line (sheet, 0, BF_SCORE_DONATION, 0);
  tile = find_line (sheet, 0, BF_SCORE_DONATION, 1);
  g_assert_nonnull (printed);
  g_assert_nonnull (tile);
  g_assert_cmpstr (printed->title, !=, tile->title);
  g_assert_cmpstr (printed->title, ==, "Welfare column, row 1");
  g_assert_cmpstr (tile->title, ==, "Health column, Welfare tile, row 1");
  g_assert_cmpuint (printed->chart_pos, ==, BF_CHART_POS (BF_DONATION_WELFARE, 1));
  g_assert_cmpuint (tile->chart_pos, ==, BF_CHART_POS (BF_DONATION_HEALTH, 1));
  /* welfare-7vp: 7; Welfare tile 1: no empty company-board space → 0 */
  g_assert_cmpint (printed->vp, ==, 7);
  g_assert_cmpint (tile->vp, ==, 0);
}

/* Disk lines come in board order (column left to right, then row top to
 * bottom), whatever order the disks were entered in. */
static void
test_donation_board_order (void)
{
  static const char * const expected[] = {
    "Education column, row 1",
    "Education column, row 4",
    "Human Rights column, Education tile, row 2",
    "Welfare column, row 3",
    "Welfare column, row 5",
    "Health column, row 2",
  };
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DONATIONS);
  set_cover (game, BF_DONATION_RIGHTS, BF_DONATION_EDUCATION);
  p = add_player (game, "Order");
  donate (p, BF_DONATION_HEALTH, 2);
  donate (p, BF_DONATION_WELFARE, 5);
  donate (p, BF_DONATION_EDUCATION, 4);
  donate (p, BF_DONATION_RIGHTS, 2);
  donate (p, BF_DONATION_WELFARE, 3);
  donate (p, BF_DONATION_EDUCATION, 1);
  sheet = score (game);

  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_DONATION), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BfScoreLine *line = find_line (sheet, 0, BF_SCORE_DONATION, i);

      g_assert_cmpstr (line->title, ==, expected[i]);
      if (i > 0)
        g_assert_cmpuint (find_line (sheet, 0, BF_SCORE_DONATION, i - 1)->chart_pos, <,
                          line->chart_pos);
    }
}

/* The same disks entered in two orders give the same lines, VP and
 * explanations included (Pay for VP and the money it leaves too). */
static void
test_donation_order_independent (void)
{
  static const BfChartPos disks[] = {
    BF_CHART_POS (BF_DONATION_HEALTH, 4),    /* Welfare tile 4: pay for VP */
    BF_CHART_POS (BF_DONATION_WELFARE, 3),   /* 2 VP per $5 */
    BF_CHART_POS (BF_DONATION_WELFARE, 4),   /* 4 VP per $5 + 1 goods */
    BF_CHART_POS (BF_DONATION_RIGHTS, 5),    /* 2 VP per donation */
  };
  BfScoreSheet *sheets[2] = { NULL, NULL };

  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
      g_autoptr(GError) error = NULL;
      BfCarnegiePlayer *p = pay_game (game, BF_MODULE_SECRET_DONATION, 20, 4);

      for (guint i = 0; i < G_N_ELEMENTS (disks); i++)
        {
          guint d = k == 0 ? i : G_N_ELEMENTS (disks) - 1 - i;

          g_assert_true (bf_carnegie_player_add_donation (p, disks[d], &error));
          g_assert_no_error (error);
        }
      set_secret (p, BF_DONATION_WELFARE, 2);  /* 2 VP per goods cube */
      sheets[k] = score (game);
    }

  g_assert_cmpuint (bf_score_sheet_get_n_lines (sheets[0], 0), ==,
                    bf_score_sheet_get_n_lines (sheets[1], 0));
  for (guint l = 0; l < bf_score_sheet_get_n_lines (sheets[0], 0); l++)
    {
      const BfScoreLine *a = bf_score_sheet_get_line (sheets[0], 0, l);
      const BfScoreLine *b = bf_score_sheet_get_line (sheets[1], 0, l);

      g_assert_cmpstr (a->category, ==, b->category);
      g_assert_cmpstr (a->title, ==, b->title);
      g_assert_cmpint (a->vp, ==, b->vp);
      g_assert_cmpstr (a->explanation, ==, b->explanation);
      g_assert_cmpuint (a->chart_pos, ==, b->chart_pos);
    }
  /* $20, 4 goods, as in /scoring/pay-for-vp/one-payment: 1 payment;
   * Welfare 3: $17 → 6, Welfare 4: 3 pairs → 12, rights-donation
   * 2 × 4 = 8, pay 3. The secret counts the 3 goods left: 6. */
  g_assert_cmpint (line_vp (sheets[0], 0, BF_SCORE_DONATION, 0), ==, 8);
  g_assert_cmpint (line_vp (sheets[0], 0, BF_SCORE_DONATION, 1), ==, 6);
  g_assert_cmpint (line_vp (sheets[0], 0, BF_SCORE_DONATION, 2), ==, 12);
  g_assert_cmpint (line_vp (sheets[0], 0, BF_SCORE_DONATION, 3), ==, 3);
  g_assert_cmpint (line_vp (sheets[0], 0, BF_SCORE_SECRET_DONATION, 0), ==, 6);

  bf_score_sheet_unref (sheets[0]);
  bf_score_sheet_unref (sheets[1]);
}

/* Expansion 1: the secret donation is written as the column numbered 1-4
 * from left to right and the row 1-5; the title says that, then where
 * it lies. */
static void
test_secret_title (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  const BfScoreLine *line;
  BfCarnegiePlayer *a;
  BfCarnegiePlayer *b;

  set_modules (game, BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION);
  set_cover (game, BF_DONATION_HEALTH, BF_DONATION_WELFARE);
  a = add_player (game, "Covered");
  b = add_player (game, "Printed");
  set_secret (a, BF_DONATION_HEALTH, 4);
  set_secret (b, BF_DONATION_WELFARE, 1);
  sheet = score (game);

  line = find_line (sheet, 0, BF_SCORE_SECRET_DONATION, 0);
  g_assert_cmpstr (line->title, ==, "Secret donation: type 4, line 4 (Health column, Welfare tile)");
  g_assert_cmpuint (line->chart_pos, ==, BF_CHART_POS (BF_DONATION_HEALTH, 4));
  line = find_line (sheet, 1, BF_SCORE_SECRET_DONATION, 0);
  g_assert_cmpstr (line->title, ==, "Secret donation: type 3, line 1 (Welfare column)");
  /* welfare-7vp */
  g_assert_cmpint (line->vp, ==, 7);
}

/* Expansion 1, "The Secret Donation": counted "after the other donations
 * have been scored". The issue's case: the disk sees all the money. */
static void
test_secret_after_disks (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, BF_MODULE_SECRET_DONATION, 20, 4);

  donate (p, BF_DONATION_WELFARE, 3);      /* printed: 2 VP per $5 */
  set_secret (p, BF_DONATION_HEALTH, 4);   /* Welfare tile 4: pay for VP */
  sheet = score (game);

  /* The disk first: $20 → 4 × $5 × 2 = 8 VP. Then the secret pays
   * $3 + 1 goods from the $20 and 4 goods left: 4 times (goods), 12 VP.
   * (Paying first would leave the disk $8: 2 VP, 14 in all.) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 8);
  assert_explains (find_line (sheet, 0, BF_SCORE_DONATION, 0), "$20");
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 12);
  assert_explains (find_line (sheet, 0, BF_SCORE_SECRET_DONATION, 0),
                   "after the other donations");
  assert_explains (find_line (sheet, 0, BF_SCORE_SECRET_DONATION, 0), "paid 4 times");
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 20);
}

/* The disks choose their payments for their own total; the secret gets
 * what they left, even where paying less would have helped it. */
static void
test_secret_after_disk_payments (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, BF_MODULE_SECRET_DONATION, 20, 4);

  donate (p, BF_DONATION_HEALTH, 4);       /* Welfare tile 4: pay for VP */
  donate (p, BF_DONATION_WELFARE, 2);      /* printed: 2 VP per goods cube */
  set_secret (p, BF_DONATION_WELFARE, 3);  /* printed: 2 VP per $5 */
  sheet = score (game);

  /* Disks, n payments of $3 + 1 goods: 3n + 2 × (4 - n) = 8 + n, best
   * n = 4: 12 + 0 = 12 VP; $8 and 0 goods are left. The secret then
   * counts $8: 1 × $5 × 2 = 2 VP. Total 14. (Counted all at once, paying
   * nothing would give 0 + 8 + 8 = 16.) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 12);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 0);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 2);
  assert_explains (find_line (sheet, 0, BF_SCORE_SECRET_DONATION, 0), "$8");
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 14);
}

/* The base goods and "$5 + goods" spaces as secrets, after a paying disk. */
static void
test_secret_goods_after_disks (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p = pay_game (game, BF_MODULE_SECRET_DONATION, 30, 6);
  BfCarnegiePlayer *q;

  donate (p, BF_DONATION_HEALTH, 4);       /* Welfare tile 4: pay for VP */
  set_secret (p, BF_DONATION_WELFARE, 2);  /* printed: 2 VP per goods cube */

  q = add_player (game, "Second");
  set_money_goods (q, 30, 6);
  donate (q, BF_DONATION_WELFARE, 1);      /* 7 VP, no purse */
  set_secret (q, BF_DONATION_WELFARE, 4);  /* printed: 4 VP per $5 + 1 goods */
  sheet = score (game);

  /* Payer: the disk alone pays 4 times (the most, 12 VP): $18 and
   * 2 goods left; the secret counts 2 goods × 2 = 4 VP. Total 16. */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 12);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 4);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 16);
  /* Second: 7 VP, then the secret counts min ($30 / 5, 6) = 6 pairs
   * × 4 = 24, capped at 12. Total 19. */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 0), ==, 7);
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_SECRET_DONATION, 0), ==, 12);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 19);
}

/* Issue 16: a contradiction while typing (a department marked with an
 * active employee before the active employees are entered) never blanks
 * the sheet: the line it affects says so, the rest is scored. */
static void
test_employee_conflict_scored (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *gus = add_player (game, "Gus");
  const BfScoreLine *line;

  add_dept (gus, 6, TRUE, FALSE, TRUE);    /* Sales: top row, active employee */
  sheet = score (game);

  /* Departments built: 1 in the top row … scored as entered. */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_EMPLOYEES, 0), ==, 0);
  line = find_line (sheet, 0, BF_SCORE_EMPLOYEES, 0);
  assert_explains (line, "1 department is marked with an active employee, more than the company’s active employees (0): check both");
  g_assert_true (bf_score_sheet_get_total (sheet, 0) >= 0);

  /* Entered: the flag goes. */
  set_employees (gus, 1, 0, 0, 0);
  g_clear_pointer (&sheet, bf_score_sheet_unref);
  sheet = score (game);
  line = find_line (sheet, 0, BF_SCORE_EMPLOYEES, 0);
  g_assert_null (strstr (line->explanation, "check both"));
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_EMPLOYEES, 0), ==, 1);
}

/* End-of-game departments --------------------------------------------- */

static void
test_end_game_departments (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *p;
  BfCarnegiePlayer *q;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS);

  p = add_player (game, "Green");
  set_employees (p, 3, 0, 0, 0);
  add_dept (p, 20, TRUE, FALSE, TRUE);     /* Green Spaces */
  add_dept (p, 24, FALSE, FALSE, TRUE);    /* Public Relations */
  add_dept (p, 32, FALSE, FALSE, TRUE);    /* Network of Libraries */
  g_assert_true (bf_carnegie_player_set_empty_spaces (p, 4, &error));
  g_assert_no_error (error);
  /* West 3 (San Francisco 1, Los Angeles 1, Seattle), Midwest 1
   * (Chicago 1), East 2 (Boston 1, Albany 1), South 0 */
  build (p, "san-francisco", 1);
  build (p, "los-angeles", 1);
  build_town (p, "seattle", BF_PROJECT_PUBLIC);
  build (p, "chicago", 1);
  build (p, "boston", 1);
  build (p, "albany", 1);

  q = add_player (game, "Quiet");
  /* Same departments, no active employee on them: 0 VP each, on a line
   * that says why (issue 26) */
  add_dept (q, 20, FALSE, FALSE, FALSE);
  add_dept (q, 24, FALSE, FALSE, FALSE);
  add_dept (q, 32, FALSE, FALSE, FALSE);
  /* East 1, Midwest 2, South 3, West 2 */
  build (q, "new-york", 1);
  build (q, "kansas-city", 1);
  build (q, "st-louis", 1);
  build (q, "houston", 1);
  build (q, "atlanta", 1);
  build_town (q, "dallas", BF_PROJECT_HOUSING);
  build (q, "denver", 1);
  build_town (q, "phoenix", BF_PROJECT_HOUSING);

  sheet = score (game);

  /* Green Spaces: 2 × 4 empty spaces = 8 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_GREEN_SPACES, 0), ==, 8);
  /* Public Relations: best region West, 3 projects × 2 = 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_PUBLIC_RELATIONS, 0), ==, 6);
  assert_explains (find_line (sheet, 0, BF_SCORE_PUBLIC_RELATIONS, 0),
                   region_name (BF_REGION_WEST));
  /* Network of Libraries: fewest in the South, 0 projects → 0 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_NETWORK_OF_LIBRARIES, 0), ==, 0);
  assert_explains (find_line (sheet, 0, BF_SCORE_NETWORK_OF_LIBRARIES, 0),
                   region_name (BF_REGION_SOUTH));
  /* Departments: 1 top (3) + 2 others (2 × 2) = 7.
   * City projects: SF 3 + LA 3 + Seattle 1 + Chicago 3 + Boston 3 +
   * Albany 3 = 16. Employees 3.
   * Total: 3 + 7 + 16 + 8 + 6 + 0 = 40 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 40);

  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_GREEN_SPACES, 0), ==, 0);
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_PUBLIC_RELATIONS, 0), ==, 0);
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_NETWORK_OF_LIBRARIES, 0), ==, 0);
  assert_explains (find_line (sheet, 1, BF_SCORE_GREEN_SPACES, 0), "Green Spaces holds no active employee");
  assert_explains (find_line (sheet, 1, BF_SCORE_PUBLIC_RELATIONS, 0), "Public Relations holds no active employee");
  assert_explains (find_line (sheet, 1, BF_SCORE_NETWORK_OF_LIBRARIES, 0), "Network of Libraries holds no active employee");
  assert_total_is_sum (sheet);
}

static void
test_network_of_libraries (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *p;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS);
  p = add_player (game, "Books");
  set_employees (p, 1, 0, 0, 0);
  add_dept (p, 32, FALSE, FALSE, TRUE);
  /* East 2, Midwest 1, South 3, West 2 */
  build (p, "new-york", 1);
  build (p, "boston", 1);
  build (p, "chicago", 1);
  build (p, "houston", 1);
  build (p, "atlanta", 1);
  build_town (p, "dallas", BF_PROJECT_HOUSING);
  build (p, "denver", 1);
  build (p, "los-angeles", 1);
  sheet = score (game);

  /* Fewest: Midwest with 1 project → 4 × 1 = 4 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_NETWORK_OF_LIBRARIES, 0), ==, 4);
  assert_explains (find_line (sheet, 0, BF_SCORE_NETWORK_OF_LIBRARIES, 0),
                   region_name (BF_REGION_MIDWEST));
}

/* Solo: Andrew ---------------------------------------------------------- */

static void
test_andrew (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *ann = add_player (game, "Ann");
  BfCarnegiePlayer *andrew;

  g_assert_true (bf_carnegie_game_set_solo (game, TRUE, &error));
  g_assert_no_error (error);
  andrew = bf_carnegie_game_get_andrew (game);
  g_assert_nonnull (andrew);

  /* Ann: score track 40; 6 active employees; departments 2 (top), 9, 13;
   * tabs 4 + 3 + 2 + 0; West Train (4), East Train (3); projects
   * Los Angeles 1, Seattle (housing), Portland (commerce), New York 1;
   * one disk on welfare-7vp. */
  g_assert_true (bf_carnegie_player_set_score_track (ann, 40, &error));
  set_employees (ann, 6, 0, 0, 0);
  add_dept (ann, 2, TRUE, FALSE, FALSE);
  add_dept (ann, 9, FALSE, FALSE, FALSE);
  add_dept (ann, 13, FALSE, FALSE, FALSE);
  set_tabs (ann, 4, 3, 2, 0);
  set_transport (ann, 4, 1, 1, 3);
  build (ann, "los-angeles", 1);
  build_town (ann, "seattle", BF_PROJECT_HOUSING);
  build_town (ann, "portland", BF_PROJECT_COMMERCE);
  build (ann, "new-york", 1);
  donate (ann, BF_DONATION_WELFARE, 1);

  /* Andrew: action cards 4 on the 1 VP card, 2 on 6 VP, 3 on 10 VP,
   * 1 on 0 VP */
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 0, 1, &error));
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 1, 4, &error));
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 3, 2, &error));
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 4, 3, &error));
  /* Took departments 1, 5 and the other copy of 5 */
  g_assert_true (bf_carnegie_player_add_taken (andrew, 1, &error));
  g_assert_true (bf_carnegie_player_add_taken (andrew, 5, &error));
  g_assert_true (bf_carnegie_player_add_taken (andrew, 5, &error));
  g_assert_no_error (error);
  /* Box 5 in the West and the South */
  set_transport (andrew, 5, 3, 5, 1);
  /* Projects: San Francisco 2 (3), Chicago 2 (3), Denver 3 (2), Reno
   * (0), Santa Fe (1), each on a city his cards name and on its Housing
   * space (issue 26: on San Francisco's and Denver's Commerce spaces, as
   * this test had them, while Housing was free, they were where his
   * cards never put them); town disks need no type for Andrew */
  build (andrew, "san-francisco", 2);
  build (andrew, "chicago", 2);
  build (andrew, "denver", 3);
  build_town (andrew, "reno", BF_PROJECT_ANY);
  build_town (andrew, "santa-fe", BF_PROJECT_ANY);
  /* Donations, scored by Ann's achievements */
  donate (andrew, BF_DONATION_HEALTH, 4);
  donate (andrew, BF_DONATION_EDUCATION, 5);
  donate (andrew, BF_DONATION_RIGHTS, 4);
  donate (andrew, BF_DONATION_RIGHTS, 5);

  sheet = score (game);

  g_assert_cmpuint (bf_score_sheet_get_n_players (sheet), ==, 2);
  g_assert_false (bf_score_sheet_is_andrew (sheet, 0));
  g_assert_true (bf_score_sheet_is_andrew (sheet, 1));

  /* 1 × 0 + 4 × 1 + 2 × 6 + 3 × 10 = 46 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_VP_CARDS, 0), ==, 46);
  assert_explains (find_line (sheet, 1, BF_SCORE_VP_CARDS, 0), "3 cards on 10 VP");
  /* 3 tiles × 2 = 6 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DEPARTMENTS_TAKEN, 0), ==, 6);
  /* West and South box 5: 2 × 6 = 12 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_TRANSPORT_END, 0), ==, 12);
  /* 3 + 3 + 2 + 0 + 1 = 9 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_CITY_PROJECTS, 0), ==, 9);
  /* Donation lines in board order: education-any, rights-railroad,
   * rights-donation, health-west */
  /* health-west: Ann's West projects LA, Seattle, Portland: 2 × 3 = 6 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 3), ==, 6);
  assert_explains (find_line (sheet, 1, BF_SCORE_DONATION, 3), "Ann’s table");
  /* education-any: Ann's 3 departments × 1 = 3 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 0), ==, 3);
  /* rights-railroad: Ann's Train regions West, East: 3 × 2 = 6; the
   * line names whose transport it counts (issue 26: "where your
   * transport…" on Andrew's line) */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 1), ==, 6);
  g_assert_cmpstr (find_line (sheet, 1, BF_SCORE_DONATION, 1)->explanation, ==,
                   "3 VP per region where Ann’s transport is at Train level: 2 regions at Train level (East, West) → 6 VP");
  /* rights-donation: Ann made 1 donation: 2 × 1 = 2 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 2), ==, 2);
  g_assert_cmpstr (find_line (sheet, 1, BF_SCORE_DONATION, 2)->explanation, ==,
                   "2 VP per donation Ann made: 1 donation pawn → 2 VP");
  /* No line of Andrew's speaks to "you", and none is flagged: his pawns
   * are where his cards put them. */
  for (guint i = 0; i < bf_score_sheet_get_n_lines (sheet, 1); i++)
    {
      const BfScoreLine *line = bf_score_sheet_get_line (sheet, 1, i);

      g_assert_null (strstr (line->explanation, "your"));
      g_assert_null (strstr (line->explanation, "you "));
      g_assert_false (line->flagged);
    }
  /* No lines of the human categories for Andrew */
  g_assert_cmpuint (count_lines (sheet, 1, BF_SCORE_CONNECTIONS), ==, 0);
  g_assert_cmpuint (count_lines (sheet, 1, BF_SCORE_EMPLOYEES), ==, 0);
  g_assert_cmpuint (count_lines (sheet, 1, BF_SCORE_PROJECT_TABS), ==, 0);
  g_assert_cmpuint (count_lines (sheet, 1, BF_SCORE_ACTION_CHOICE), ==, 0);
  /* 46 + 6 + 12 + 9 + (6 + 3 + 6 + 2) = 90 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 90);

  /* Ann: 40 + 6 employees + departments (3 + 2 + 2 = 7) + tabs 9 +
   * connections 0 (New York alone) + city projects (LA 3 + Seattle 1 +
   * Portland 0 + New York 3 = 7) + welfare-7vp 7 = 76; a solo game has
   * no Action Choice tile and no line for one (issue 26) */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 76);
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_ACTION_CHOICE), ==, 0);

  g_assert_true (bf_score_sheet_is_winner (sheet, 1));
  g_assert_false (bf_score_sheet_is_winner (sheet, 0));
  assert_total_is_sum (sheet);

  if (g_test_verbose ())
    {
      g_autofree char *text = bf_score_sheet_to_text (sheet);

      g_printerr ("%s", text);
    }
}

static void
test_andrew_city_projects_uncapped (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *andrew;

  add_player (game, "Ann");
  g_assert_true (bf_carnegie_game_set_solo (game, TRUE, &error));
  g_assert_no_error (error);
  andrew = bf_carnegie_game_get_andrew (game);

  for (guint slot = 1; slot <= 5; slot++)
    {
      build (andrew, "san-francisco", slot);
      build (andrew, "chicago", slot);
      build (andrew, "new-york", slot);
    }
  build (andrew, "boston", 1);
  sheet = score (game);

  /* 16 × 3 = 48: the solo rules state no cap for Andrew */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_CITY_PROJECTS, 0), ==, 48);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 48);
}

/* Winners, text and JSON ------------------------------------------------ */

static BfCarnegieGame *
tie_game (void)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *a = add_player (game, "Ann");
  BfCarnegiePlayer *b = add_player (game, "Bob");
  BfCarnegiePlayer *c = add_player (game, "Cyd");

  /* Ann 10 + Chicago 1 (3) = 13; Bob 13; Cyd 12 */
  g_assert_true (bf_carnegie_player_set_score_track (a, 10, &error));
  build (a, "chicago", 1);
  g_assert_true (bf_carnegie_player_set_score_track (b, 13, &error));
  g_assert_true (bf_carnegie_player_set_score_track (c, 12, &error));
  g_assert_no_error (error);

  return game;
}

static void
test_ties (void)
{
  g_autoptr(BfCarnegieGame) game = tie_game ();
  g_autoptr(BfScoreSheet) sheet = score (game);

  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 13);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 13);
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 2), ==, 12);
  /* No tie-breaker: Ann and Bob both win */
  g_assert_true (bf_score_sheet_is_winner (sheet, 0));
  g_assert_true (bf_score_sheet_is_winner (sheet, 1));
  g_assert_false (bf_score_sheet_is_winner (sheet, 2));
}

static void
test_to_json (void)
{
  g_autoptr(BfCarnegieGame) game = tie_game ();
  g_autoptr(BfScoreSheet) sheet = score (game);
  g_autoptr(JsonNode) node = bf_score_sheet_to_json (sheet);
  JsonObject *root;
  JsonArray *players;
  JsonArray *winners;

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  root = json_node_get_object (node);
  players = json_object_get_array_member (root, "players");
  winners = json_object_get_array_member (root, "winners");
  g_assert_nonnull (players);
  g_assert_nonnull (winners);
  g_assert_cmpuint (json_array_get_length (players), ==, 3);

  for (guint p = 0; p < 3; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (player, "lines");
      gint64 sum = 0;

      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==,
                       bf_score_sheet_get_name (sheet, p));
      g_assert_false (json_object_get_boolean_member (player, "andrew"));
      g_assert_cmpint (json_object_get_int_member (player, "total"), ==,
                       bf_score_sheet_get_total (sheet, p));
      g_assert_true (json_object_get_boolean_member (player, "winner") ==
                     bf_score_sheet_is_winner (sheet, p));
      g_assert_cmpuint (json_array_get_length (lines), ==,
                        bf_score_sheet_get_n_lines (sheet, p));

      for (guint i = 0; i < json_array_get_length (lines); i++)
        {
          JsonObject *line = json_array_get_object_element (lines, i);
          const BfScoreLine *expected = bf_score_sheet_get_line (sheet, p, i);

          g_assert_cmpstr (json_object_get_string_member (line, "category"), ==, expected->category);
          g_assert_cmpstr (json_object_get_string_member (line, "title"), ==, expected->title);
          g_assert_cmpint (json_object_get_int_member (line, "vp"), ==, expected->vp);
          g_assert_cmpstr (json_object_get_string_member (line, "explanation"), ==, expected->explanation);
          sum += json_object_get_int_member (line, "vp");
        }
      g_assert_cmpint (sum, ==, json_object_get_int_member (player, "total"));
    }

  /* Ann and Bob, 13 each */
  g_assert_cmpuint (json_array_get_length (winners), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (winners, 0), ==, "Ann");
  g_assert_cmpstr (json_array_get_string_element (winners, 1), ==, "Bob");
}

static void
test_to_text (void)
{
  g_autoptr(BfCarnegieGame) game = tie_game ();
  g_autoptr(BfScoreSheet) sheet = score (game);
  g_autofree char *text = bf_score_sheet_to_text (sheet);
  g_auto(GStrv) rows = NULL;
  int vp_end = -1;

  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_nonnull (strstr (text, "Ann"));
  g_assert_nonnull (strstr (text, "Bob"));
  g_assert_nonnull (strstr (text, "Cyd"));
  g_assert_nonnull (strstr (text, "Winners: Ann, Bob"));

  /* The Total rows hold the totals, and the VP column is aligned: every
   * table row ends its VP field at the same column */
  rows = g_strsplit (text, "\n", -1);
  for (guint i = 0; rows[i] != NULL; i++)
    {
      if (!g_str_has_prefix (rows[i], "  Total "))
        continue;
      g_assert_true (g_str_has_suffix (rows[i], " 13") || g_str_has_suffix (rows[i], " 12"));
      if (vp_end < 0)
        vp_end = (int) g_utf8_strlen (rows[i], -1);
      g_assert_cmpint (g_utf8_strlen (rows[i], -1), ==, vp_end);
    }
  g_assert_cmpint (vp_end, >, 2);

  for (guint i = 0; rows[i] != NULL; i++)
    {
      /* "  Score track<pad>  13  VP on the score track: 13 VP" */
      if (g_str_has_prefix (rows[i], "  Score track "))
        {
          const char *vp = g_utf8_offset_to_pointer (rows[i], vp_end - 2);

          g_assert_true (g_str_has_prefix (vp, "13 ") ||
                         g_str_has_prefix (vp, "12 ") ||
                         g_str_has_prefix (vp, "10 "));
        }
    }
  g_assert_cmpint (vp_end, >, 0);
}

/* A complete 2-player game -------------------------------------------- */

/* Ada and Bo with the three modules of Expansion 1: scored by hand in
 * test_complete_game(). */
static BfCarnegieGame *
make_complete_game (void)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *ada;
  BfCarnegiePlayer *bo;

  set_modules (game, BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_NEW_DONATIONS |
               BF_MODULE_SECRET_DONATION);
  /* The Welfare tile covers the Health column */
  set_cover (game, BF_DONATION_HEALTH, BF_DONATION_WELFARE);

  /* Ada ------------------------------------------------------------- */
  ada = add_player (game, "Ada");
  g_assert_true (bf_carnegie_player_set_score_track (ada, 37, &error));
  set_employees (ada, 11, 1, 2, 5);
  add_dept (ada, 20, TRUE, FALSE, TRUE);   /* Green Spaces, HR */
  add_dept (ada, 28, FALSE, FALSE, TRUE);  /* Post Office */
  add_dept (ada, 6, TRUE, FALSE, FALSE);
  add_dept (ada, 10, FALSE, TRUE, FALSE);
  add_dept (ada, 14, FALSE, FALSE, FALSE);
  g_assert_true (bf_carnegie_player_set_empty_spaces (ada, 2, &error));
  set_tabs (ada, 6, 10, 3, 0);
  /* West 4 Train, Midwest 3 Train, South 1 Cart, East 2 Stagecoach */
  set_transport (ada, 4, 3, 1, 2);
  /* SF - LA - Santa Fe - Denver - Kansas City - Chicago - Pittsburgh -
   * New York, one network */
  build (ada, "san-francisco", 2);
  build (ada, "los-angeles", 2);
  build_town (ada, "santa-fe", BF_PROJECT_COMMERCE);
  build (ada, "denver", 1);
  build (ada, "kansas-city", 2);
  build (ada, "chicago", 3);
  build (ada, "pittsburgh", 1);
  build (ada, "new-york", 4);
  set_money_goods (ada, 26, 3);
  donate (ada, BF_DONATION_HEALTH, 4);    /* Welfare tile: pay for VP */
  donate (ada, BF_DONATION_WELFARE, 3);   /* welfare-money */
  donate (ada, BF_DONATION_RIGHTS, 2);    /* rights-industry */
  set_secret (ada, BF_DONATION_EDUCATION, 1);  /* education-hr */
  g_assert_no_error (error);

  /* Bo -------------------------------------------------------------- */
  bo = add_player (game, "Bo");
  g_assert_true (bf_carnegie_player_set_score_track (bo, 45, &error));
  set_employees (bo, 8, 3, 0, 2);
  add_dept (bo, 24, TRUE, FALSE, TRUE);    /* Public Relations */
  add_dept (bo, 32, FALSE, FALSE, TRUE);   /* Network of Libraries */
  add_dept (bo, 1, TRUE, FALSE, FALSE);
  add_dept (bo, 3, TRUE, FALSE, FALSE);
  add_dept (bo, 11, FALSE, FALSE, FALSE);
  add_dept (bo, 15, FALSE, TRUE, FALSE);
  g_assert_true (bf_carnegie_player_set_empty_spaces (bo, 1, &error));
  set_tabs (bo, 3, 0, 6, 12);
  /* West 2 Stagecoach, Midwest 2 Stagecoach, South 4 Train, East 3 Train */
  set_transport (bo, 2, 2, 4, 3);
  /* New Orleans - Houston; New Orleans - Atlanta - Washington -
   * New York - Boston; New Orleans - Memphis - St. Louis - Chicago */
  build (bo, "new-orleans", 1);
  build (bo, "houston", 1);
  build (bo, "atlanta", 1);
  build (bo, "washington", 2);
  build (bo, "new-york", 5);
  build (bo, "boston", 3);
  build_town (bo, "memphis", BF_PROJECT_INDUSTRY);
  build (bo, "st-louis", 3);
  build (bo, "chicago", 5);
  set_money_goods (bo, 9, 1);
  donate (bo, BF_DONATION_RIGHTS, 1);     /* rights-public */
  donate (bo, BF_DONATION_HEALTH, 1);     /* Welfare tile 1: empty spaces */
  donate (bo, BF_DONATION_HEALTH, 2);     /* Welfare tile 2: inactive employees */
  donate (bo, BF_DONATION_RIGHTS, 5);     /* rights-donation */
  set_secret (bo, BF_DONATION_HEALTH, 3); /* Welfare tile 3: active on cost */
  g_assert_no_error (error);

  return game;
}

static void
test_complete_game (void)
{
  g_autoptr(BfCarnegieGame) game = make_complete_game ();
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autofree char *text = NULL;

  sheet = score (game);

  /* Ada: */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SCORE_TRACK, 0), ==, 37);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_EMPLOYEES, 0), ==, 11);
  /* 5 departments, 2 top: 2 × 3 + 3 × 2 = 12 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DEPARTMENTS, 0), ==, 12);
  /* 6 + 10 + 3 + 0 = 19 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_PROJECT_TABS, 0), ==, 19);
  /* SF 2 + Chicago 1 + New York 1 = 4 links, +1 Post Office = 5; lowest
   * of West Train, Midwest Train, East Stagecoach = Stagecoach → 24 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CONNECTIONS, 0), ==, 24);
  /* SF 3 + LA 3 + Santa Fe 1 + Denver 2 + Kansas City 2 + Chicago 3 +
   * Pittsburgh 2 + New York 3 = 19 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_CITY_PROJECTS, 0), ==, 19);
  /* Donation lines in board order: Human Rights 2, Welfare 3, Health
   * column (Welfare tile) 4 */
  /* $26, 3 goods; pay + welfare-money:
   *   0: 0 + 2 × 5 = 10; 1: 3 + 2 × 4 = 11; 2: 6 + 2 × 4 = 14;
   *   3: 9 + 2 × floor (17 / 5) = 9 + 6 = 15 ← best (3 goods) */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 2), ==, 9);
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 1), ==, 6);
  /* rights-industry: industry Chicago 3, New York 4 → 3 × 2 = 6 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_DONATION, 0), ==, 6);
  /* Secret education-hr: HR departments built: Green Spaces (20) → 3 × 1 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_SECRET_DONATION, 0), ==, 3);
  /* 2 players: no Action Choice tile line (issue 26) */
  g_assert_cmpuint (count_lines (sheet, 0, BF_SCORE_ACTION_CHOICE), ==, 0);
  /* Green Spaces: 2 × 2 empty spaces = 4 */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_GREEN_SPACES, 0), ==, 4);
  /* Post Office: 5 connection points, no bonus */
  g_assert_cmpint (line_vp (sheet, 0, BF_SCORE_POST_OFFICE, 0), ==, 0);
  g_assert_cmpuint (bf_score_sheet_get_n_lines (sheet, 0), ==, 12);
  /* 37 + 11 + 12 + 19 + 24 + 19 + 9 + 6 + 6 + 3 + 4 + 0 = 150 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 0), ==, 150);

  /* Bo: */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_SCORE_TRACK, 0), ==, 45);
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_EMPLOYEES, 0), ==, 8);
  /* 6 departments, 3 top: 3 × 3 + 3 × 2 = 15 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DEPARTMENTS, 0), ==, 15);
  /* 3 + 0 + 6 + 12 = 21 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_PROJECT_TABS, 0), ==, 21);
  /* New Orleans 1 + New York 1 + Chicago 1 = 3 links; lowest of South
   * Train, East Train, Midwest Stagecoach = Stagecoach → 12 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_CONNECTIONS, 0), ==, 12);
  /* New Orleans 3 + Houston 3 + Atlanta 2 + Washington 2 + New York 3 +
   * Boston 3 + Memphis 0 + St. Louis 2 + Chicago 3 = 21 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_CITY_PROJECTS, 0), ==, 21);
  /* Donation lines in board order: Human Rights 1 and 5, Health column
   * (Welfare tile) 1 and 2 */
  /* rights-public: public Houston 1, Washington 2, New York 5,
   * St. Louis 3, Chicago 5 = 5 → 4 × 5 = 20 → capped at 12 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 0), ==, 12);
  /* Welfare tile 1: 2 × 1 empty space = 2 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 2), ==, 2);
  /* Welfare tile 2: 2 × (3 + 0) inactive = 6 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 3), ==, 6);
  /* rights-donation: 4 disks (the secret does not count) → 2 × 4 = 8 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_DONATION, 1), ==, 8);
  /* Secret, Welfare tile 3: 2 × 2 active on paid workstations = 4 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_SECRET_DONATION, 0), ==, 4);
  g_assert_cmpuint (count_lines (sheet, 1, BF_SCORE_ACTION_CHOICE), ==, 0);
  /* Public Relations: South New Orleans, Houston, Atlanta, Memphis = 4
   * (East 3, Midwest 2, West 0) → 2 × 4 = 8 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_PUBLIC_RELATIONS, 0), ==, 8);
  /* Network of Libraries: fewest West 0 → 0 */
  g_assert_cmpint (line_vp (sheet, 1, BF_SCORE_NETWORK_OF_LIBRARIES, 0), ==, 0);
  g_assert_cmpuint (bf_score_sheet_get_n_lines (sheet, 1), ==, 13);
  /* 45 + 8 + 15 + 21 + 12 + 21 + 12 + 2 + 6 + 8 + 4 + 8 + 0 = 162 */
  g_assert_cmpint (bf_score_sheet_get_total (sheet, 1), ==, 162);

  g_assert_false (bf_score_sheet_is_winner (sheet, 0));
  g_assert_true (bf_score_sheet_is_winner (sheet, 1));
  assert_total_is_sum (sheet);

  text = bf_score_sheet_to_text (sheet);
  if (g_test_verbose ())
    g_printerr ("%s", text);
  g_assert_nonnull (strstr (text, "Ada\n"));
  g_assert_nonnull (strstr (text, "Bo (winner)\n"));
  g_assert_nonnull (strstr (text, " 150\n"));
  g_assert_nonnull (strstr (text, " 162\n"));
  g_assert_nonnull (strstr (text, "Winner: Bo\n"));
}

/* The score card (bf-score-card.h) ------------------------------------- */

/* The card of the complete game, as the score view, the exports and
 * `benefactor --score` read it: every line of the sheet with its title,
 * explanation and place, in the sheet's order; numbers as worked out in
 * test_complete_game(). */
static void
test_card_complete_game (void)
{
  /* Ada: the base lines, her three disks in board order (Human Rights 2,
   * Welfare 3, Health column under the Welfare tile 4), her secret
   * donation (Education 1: type 1, line 1), then the end-of-game
   * departments she built. */
  static const struct
  {
    const char *category;
    const char *title;
    int         vp;
    guint       place;
  } ada_lines[] = {
    { BF_SCORE_SCORE_TRACK, "Score track", 37, BF_SCORE_CARD_NO_PLACE },
    { BF_SCORE_EMPLOYEES, "Active employees", 11, BF_SCORE_CARD_NO_PLACE },
    { BF_SCORE_DEPARTMENTS, "Departments built", 12, BF_SCORE_CARD_NO_PLACE },
    { BF_SCORE_PROJECT_TABS, "Project tabs", 19, BF_SCORE_CARD_NO_PLACE },
    { BF_SCORE_CONNECTIONS, "Major-city connections", 24, BF_SCORE_CARD_NO_PLACE },
    { BF_SCORE_CITY_PROJECTS, "City projects", 19, BF_SCORE_CARD_NO_PLACE },
    /* A place is the chart space, column × 5 + row − 1 (columns
     * Education 0, Human Rights 1, Welfare 2, Health 3): 1 × 5 + 1 = 6,
     * 2 × 5 + 2 = 12, 3 × 5 + 3 = 18; the secret 0 × 5 + 0 = 0. */
    { BF_SCORE_DONATION, "Human Rights column, row 2", 6, 6 },
    { BF_SCORE_DONATION, "Welfare column, row 3", 6, 12 },
    { BF_SCORE_DONATION, "Health column, Welfare tile, row 4", 9, 18 },
    { BF_SCORE_SECRET_DONATION, "Secret donation: type 1, line 1 (Education column)", 3, 0 },
    { BF_SCORE_GREEN_SPACES, "Green Spaces", 4, BF_SCORE_CARD_NO_PLACE },
    { BF_SCORE_POST_OFFICE, "Post Office", 0, BF_SCORE_CARD_NO_PLACE },
  };
  /* Bo's places: Human Rights 1 and 5 (5, 9), the Welfare tile's rows 1
   * and 2 on the Health column (15, 16), his secret on its row 3 (17). */
  static const guint bo_places[] = { 5, 9, 15, 16, 17 };
  g_autoptr(BfCarnegieGame) game = make_complete_game ();
  g_autoptr(BfScoreSheet) sheet = score (game);
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(BfScoreCard) finished = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  JsonObject *ada_json;
  guint n_placed = 0;

  /* Ada plays red (data/rules/colors.json: #c01c28); Bo has no colour. */
  g_assert_true (bf_carnegie_player_set_color (bf_carnegie_game_get_player (game, 0), "red", &error));
  g_assert_no_error (error);

  card = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
  g_assert_no_error (error);
  g_assert_nonnull (card);
  g_assert_cmpstr (bf_score_card_get_kind (card), ==, "carnegie");
  g_assert_cmpuint (bf_score_card_get_modules (card), ==,
                    BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION);

  /* Ada 150, Bo 162: Bo wins alone, Ada second. */
  g_assert_cmpuint (bf_score_card_get_n_players (card), ==, 2);
  g_assert_cmpstr (bf_score_card_get_name (card, 0), ==, "Ada");
  g_assert_cmpstr (bf_score_card_get_name (card, 1), ==, "Bo");
  g_assert_cmpint (bf_score_card_get_total (card, 0), ==, 150);
  g_assert_cmpint (bf_score_card_get_total (card, 1), ==, 162);
  g_assert_false (bf_score_card_is_winner (card, 0));
  g_assert_true (bf_score_card_is_winner (card, 1));
  g_assert_cmpuint (bf_score_card_get_n_winners (card), ==, 1);
  g_assert_cmpuint (bf_score_card_get_rank (card, 0), ==, 2);
  g_assert_cmpuint (bf_score_card_get_rank (card, 1), ==, 1);
  g_assert_cmpstr (bf_score_card_get_color (card, 0), ==, "#c01c28");
  g_assert_null (bf_score_card_get_color (card, 1));
  /* Carnegie has no tie-breaker to tell, nor notes. */
  g_assert_null (bf_score_card_get_verdict (card));
  g_assert_cmpuint (bf_score_card_get_n_notes (card), ==, 0);
  g_assert_true (bf_score_card_get_values_confirmed (card));

  g_assert_cmpuint (bf_score_card_get_n_lines (card, 0), ==, G_N_ELEMENTS (ada_lines));
  for (guint i = 0; i < G_N_ELEMENTS (ada_lines); i++)
    {
      const BfScoreCardLine *line = bf_score_card_get_line (card, 0, i);

      g_assert_cmpstr (line->category, ==, ada_lines[i].category);
      g_assert_cmpstr (line->title, ==, ada_lines[i].title);
      g_assert_cmpint (line->vp, ==, ada_lines[i].vp);
      g_assert_cmpuint (line->place, ==, ada_lines[i].place);
      g_assert_false (line->flagged);
      /* The explanation the sheet beside the entries shows. */
      g_assert_cmpstr (line->explanation, ==, bf_score_sheet_get_line (sheet, 0, i)->explanation);
    }
  /* The base lines' explanations, worded as the sheet words them. */
  g_assert_cmpstr (bf_score_card_get_line (card, 0, 0)->explanation, ==, "VP on the score track: 37 VP");
  g_assert_cmpstr (bf_score_card_get_line (card, 0, 1)->explanation, ==, "11 active employees × 1 VP → 11 VP");
  g_assert_cmpstr (bf_score_card_get_line (card, 0, 2)->explanation, ==,
                   "5 departments, 2 in the top row: 2 × 3 VP + 3 × 2 VP → 12 VP");
  g_assert_cmpstr (bf_score_card_get_line (card, 0, 3)->explanation, ==,
                   "Housing 6 + Commerce 10 + Industry 3 + Public Infrastructure 0 → 19 VP");
  g_assert_true (g_str_has_suffix (bf_score_card_get_line (card, 0, 4)->explanation, "→ 24 VP"));

  /* Bo: 13 lines, his donations and secret donation placed in board
   * order. */
  g_assert_cmpuint (bf_score_card_get_n_lines (card, 1), ==, 13);
  for (guint i = 0; i < bf_score_card_get_n_lines (card, 1); i++)
    {
      const BfScoreCardLine *line = bf_score_card_get_line (card, 1, i);

      if (line->place == BF_SCORE_CARD_NO_PLACE)
        continue;
      g_assert_cmpuint (n_placed, <, G_N_ELEMENTS (bo_places));
      g_assert_cmpuint (line->place, ==, bo_places[n_placed++]);
    }
  g_assert_cmpuint (n_placed, ==, G_N_ELEMENTS (bo_places));
  g_assert_true (bf_score_card_category_has_places (card, BF_SCORE_DONATION));
  g_assert_true (bf_score_card_category_has_places (card, BF_SCORE_SECRET_DONATION));
  g_assert_false (bf_score_card_category_has_places (card, BF_SCORE_CONNECTIONS));
  /* 6 + 6 + 9 = 21 VP of Ada's disks */
  g_assert_cmpint (bf_score_card_get_category (card, 0, BF_SCORE_DONATION), ==, 21);

  /* The finished game's card, as the history asks for it: the same lines. */
  finished = bf_document_score (BF_DOCUMENT (game), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_score_card_get_n_lines (finished, 0), ==, G_N_ELEMENTS (ada_lines));
  g_assert_cmpstr (bf_score_card_get_line (finished, 0, 6)->title, ==, "Human Rights column, row 2");

  /* The text and JSON of `benefactor --score`, from the card. */
  bf_carnegie_kind_register ();
  text = bf_score_card_to_text (card);
  g_assert_nonnull (strstr (text, "Ada\n"));
  g_assert_nonnull (strstr (text, "Bo (winner)\n"));
  g_assert_nonnull (strstr (text, "  Health column, Welfare tile, row 4 "));
  g_assert_nonnull (strstr (text, " 150\n"));
  g_assert_true (g_str_has_suffix (text, "\nWinner: Bo\n"));
  json = bf_score_card_to_json (card);
  ada_json = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json), "players"), 0);
  g_assert_cmpint (json_object_get_int_member (ada_json, "total"), ==, 150);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (ada_json, "lines"), 9), "title"),
                   ==, "Secret donation: type 1, line 1 (Education column)");
}

/* Entries that contradict each other: the card as entered carries the
 * flagged line (test_action_choice_flagged()); the finished game cannot
 * be kept until they are set right. */
static void
test_card_flagged (void)
{
  g_autoptr(BfCarnegieGame) game = make_gus_game ();
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(BfScoreCard) finished = NULL;
  g_autoptr(GError) error = NULL;
  const BfScoreCardLine *line;

  card = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
  g_assert_no_error (error);
  /* Gus: score track, employees, departments, tabs, connections, city
   * projects, then the tile: the seventh line, the only one flagged. */
  line = bf_score_card_get_line (card, 0, 6);
  g_assert_cmpstr (line->category, ==, BF_SCORE_ACTION_CHOICE);
  g_assert_true (line->flagged);
  g_assert_cmpint (line->vp, ==, 3);
  g_assert_true (g_str_has_prefix (line->explanation, "Unused Action Choice tile → 3 VP (Gus has an unused"));
  for (guint p = 0; p < 3; p++)
    for (guint i = 0; i < bf_score_card_get_n_lines (card, p); i++)
      g_assert_true (bf_score_card_get_line (card, p, i)->flagged == (p == 0 && i == 6));
  /* 20 + 3 = 23 VP; Hal and Ivy 0: Gus first, the others share rank 2. */
  g_assert_cmpint (bf_score_card_get_total (card, 0), ==, 23);
  g_assert_cmpuint (bf_score_card_get_rank (card, 0), ==, 1);
  g_assert_cmpuint (bf_score_card_get_rank (card, 1), ==, 2);
  g_assert_cmpuint (bf_score_card_get_rank (card, 2), ==, 2);

  finished = bf_document_score (BF_DOCUMENT (game), &error);
  g_assert_null (finished);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED);
}

static void
test_boxed_type (void)
{
  g_autoptr(BfCarnegieGame) game = tie_game ();
  g_autoptr(BfScoreSheet) sheet = score (game);
  BfScoreSheet *copy;

  g_assert_true (G_TYPE_IS_BOXED (BF_TYPE_SCORE_SHEET));
  copy = g_boxed_copy (BF_TYPE_SCORE_SHEET, sheet);
  g_assert_true (copy == sheet);
  g_boxed_free (BF_TYPE_SCORE_SHEET, copy);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_SCORE_TRACK), ==, 10);
  g_assert_cmpint (bf_score_sheet_get_category (sheet, 0, BF_SCORE_DONATION), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scoring/base/player-a", test_player_a_base_lines);
  g_test_add_func ("/scoring/base/caps", test_caps);
  g_test_add_func ("/scoring/base/employees-refused", test_employees_refused_above_15);
  g_test_add_func ("/scoring/base/action-choice", test_action_choice);
  g_test_add_func ("/scoring/base/action-choice-flagged", test_action_choice_flagged);
  g_test_add_func ("/scoring/base/connection-lowest-tie", test_connection_lowest_tie);
  g_test_add_func ("/scoring/base/invalid-table", test_invalid_table);
  g_test_add_func ("/scoring/connections/example-1", test_connection_example_1);
  g_test_add_func ("/scoring/connections/example-2", test_connection_example_2);
  g_test_add_func ("/scoring/connections/example-3", test_connection_example_3);
  g_test_add_func ("/scoring/connections/example-4", test_connection_example_4);
  g_test_add_func ("/scoring/connections/third-region", test_connection_third_region_cart);
  g_test_add_func ("/scoring/connections/two-networks", test_connection_two_networks);
  g_test_add_func ("/scoring/connections/two-networks-second", test_connection_two_networks_second_best);
  g_test_add_func ("/scoring/post-office/six-links", test_post_office_six_links);
  g_test_add_func ("/scoring/post-office/two-majors", test_post_office_two_majors);
  g_test_add_func ("/scoring/post-office/one-major", test_post_office_not_below_two_majors);
  g_test_add_func ("/scoring/post-office/inactive", test_post_office_inactive);
  g_test_add_func ("/scoring/donations/base", test_base_donations);
  g_test_add_func ("/scoring/donations/cap", test_donation_cap);
  g_test_add_func ("/scoring/donations/tiles", test_tile_donations);
  g_test_add_func ("/scoring/donations/best-types", test_tile_best_types);
  g_test_add_func ("/scoring/donations/medium-cities", test_tile_medium_cities);
  g_test_add_func ("/scoring/donations/tile-types-secret", test_tile_types_and_secret);
  g_test_add_func ("/scoring/donations/secret", test_secret_donation);
  g_test_add_func ("/scoring/pay-for-vp/one-payment", test_pay_for_vp_one_payment);
  g_test_add_func ("/scoring/pay-for-vp/money", test_pay_for_vp_with_money);
  g_test_add_func ("/scoring/pay-for-vp/none", test_pay_for_vp_none);
  g_test_add_func ("/scoring/pay-for-vp/goods", test_pay_for_vp_goods);
  g_test_add_func ("/scoring/pay-for-vp/tie", test_pay_for_vp_tie);
  g_test_add_func ("/scoring/pay-for-vp/secret-twice", test_pay_for_vp_secret_twice);
  g_test_add_func ("/scoring/lines/titles", test_donation_titles);
  g_test_add_func ("/scoring/lines/board-order", test_donation_board_order);
  g_test_add_func ("/scoring/lines/order-independent", test_donation_order_independent);
  g_test_add_func ("/scoring/lines/secret-title", test_secret_title);
  g_test_add_func ("/scoring/secret/after-disks", test_secret_after_disks);
  g_test_add_func ("/scoring/employee-conflict", test_employee_conflict_scored);
  g_test_add_func ("/scoring/secret/after-disk-payments", test_secret_after_disk_payments);
  g_test_add_func ("/scoring/secret/goods-after-disks", test_secret_goods_after_disks);
  g_test_add_func ("/scoring/departments/end-game", test_end_game_departments);
  g_test_add_func ("/scoring/departments/libraries", test_network_of_libraries);
  g_test_add_func ("/scoring/andrew/full", test_andrew);
  g_test_add_func ("/scoring/andrew/uncapped", test_andrew_city_projects_uncapped);
  g_test_add_func ("/scoring/winners/ties", test_ties);
  g_test_add_func ("/scoring/output/json", test_to_json);
  g_test_add_func ("/scoring/output/text", test_to_text);
  g_test_add_func ("/scoring/complete-game", test_complete_game);
  g_test_add_func ("/scoring/card/complete-game", test_card_complete_game);
  g_test_add_func ("/scoring/card/flagged", test_card_flagged);
  g_test_add_func ("/scoring/boxed", test_boxed_type);

  return g_test_run ();
}
