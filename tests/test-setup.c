/* test-setup.c: dealing a table (timeline, blocking discs, department
 * supply) and the seat facts. Expected values are worked out by hand
 * from /work/shared/rules/ (carnegie-facts.md and the rule texts).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-setup.h"
#include "bf-test-core.h"

static guint
card_of (const char *id)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  const BfAndrewCard *card = bf_carnegie_rules_lookup_andrew_card (rules, id);

  g_assert_nonnull (card);
  return (guint) (card - bf_carnegie_rules_get_andrew_card (rules, 0));
}

static void
assert_disk (GArray   *disks,
             guint     i,
             gboolean  chart,
             guint     index,
             guint     card)
{
  const BfBlockingDisk *disk = &g_array_index (disks, BfBlockingDisk, i);

  g_assert_cmpint (disk->chart, ==, chart);
  g_assert_cmpuint (disk->index, ==, index);
  g_assert_cmpuint (disk->card, ==, card);
}

static void
test_shuffle (void)
{
  g_autoptr(GRand) a = g_rand_new_with_seed (42);
  g_autoptr(GRand) b = g_rand_new_with_seed (42);
  guint x[20], y[20];
  guint seen = 0;

  for (guint i = 0; i < 20; i++)
    x[i] = y[i] = i;
  bf_setup_shuffle (a, x, 20);
  bf_setup_shuffle (b, y, 20);

  /* The same seed gives the same order, and it is a permutation. */
  for (guint i = 0; i < 20; i++)
    {
      g_assert_cmpuint (x[i], ==, y[i]);
      seen |= 1u << x[i];
    }
  g_assert_cmpuint (seen, ==, (1u << 20) - 1);

  /* Nothing to shuffle: no draw, no crash. */
  bf_setup_shuffle (a, x, 1);
  bf_setup_shuffle (a, NULL, 0);
}

/* One row of a timeline worked out by hand: the kinds of spaces 1-5,
 * 'D' a donation, 'E' East, 'M' Midwest, 'S' South, 'W' West, and the
 * end space's region. */
static void
check_row (BfCarnegieRules              *rules,
           const BfTimelineSlot  tiles[BF_TIMELINE_TILES],
           BfTimelineLayout      layout,
           BfDeptType            row,
           const char           *expected)
{
  static const char region_letters[BF_N_REGIONS] = { 'E', 'M', 'S', 'W' };

  for (guint space = 1; space <= 5; space++)
    {
      const BfTimelineEvent *event = bf_setup_get_timeline_event_full (rules, tiles, layout, row, space);
      char letter = event->kind == BF_EVENT_DONATION ? 'D' : region_letters[event->region];

      g_assert_cmpint (event->kind == BF_EVENT_INCOME_AND_DONATION, ==, space == 5);
      g_test_message ("row %u space %u: %c", row, space, letter);
      g_assert_cmpint (letter, ==, expected[space - 1]);
    }
}

static void
test_timeline (void)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (9);
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  BfTimelineSlot tiles[BF_TIMELINE_TILES];
  BfTimelineSlot bad[BF_TIMELINE_TILES];
  guint seen = 0;

  bf_setup_deal_timeline (rng, tiles);
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      g_assert_cmpuint (tiles[t].tile, >=, 1);
      g_assert_cmpuint (tiles[t].tile, <=, 8);
      g_assert_cmpuint (tiles[t].side, <=, 1);
      g_assert_false (seen & (1u << tiles[t].tile));
      seen |= 1u << tiles[t].tile;
    }
  g_assert_true (bf_setup_timeline_is_valid (tiles));

  /* Left to right: tile 5 front, tile 1 back, tile 7 front, tile 2 back.
   * From carnegie-facts.md, each tile's entries top to bottom (HR,
   * Management, Construction, R&D):
   *   5 front: donation, South, Midwest, West
   *   1 back:  donation, East, West, Midwest
   *   7 front: Midwest, East, donation, South
   *   2 back:  South, West, Midwest, donation
   * so each row reads across the four columns, then its end space (East,
   * Midwest, South, West for the four rows). */
  tiles[0] = (BfTimelineSlot) { 5, 0 };
  tiles[1] = (BfTimelineSlot) { 1, 1 };
  tiles[2] = (BfTimelineSlot) { 7, 0 };
  tiles[3] = (BfTimelineSlot) { 2, 1 };
  check_row (rules, tiles, BF_TIMELINE_COLUMNS, BF_DEPT_HR, "DDMSE");
  check_row (rules, tiles, BF_TIMELINE_COLUMNS, BF_DEPT_MANAGEMENT, "SEEWM");
  check_row (rules, tiles, BF_TIMELINE_COLUMNS, BF_DEPT_CONSTRUCTION, "MWDMS");
  check_row (rules, tiles, BF_TIMELINE_COLUMNS, BF_DEPT_RD, "WMSDW");
  g_assert_true (bf_setup_get_timeline_event (rules, tiles, BF_DEPT_MANAGEMENT, 2) ==
                 bf_setup_get_timeline_event_full (rules, tiles, BF_TIMELINE_COLUMNS, BF_DEPT_MANAGEMENT, 2));

  /* Solo files of version 1: the k-th tile was the k-th row's. */
  check_row (rules, tiles, BF_TIMELINE_ROWS_V1, BF_DEPT_HR, "DSMWE");
  check_row (rules, tiles, BF_TIMELINE_ROWS_V1, BF_DEPT_RD, "SWMDW");

  /* A tile once only, sides 0 and 1, tiles 1-8. */
  memcpy (bad, tiles, sizeof bad);
  bad[3].tile = 5;
  g_assert_false (bf_setup_timeline_is_valid (bad));
  memcpy (bad, tiles, sizeof bad);
  bad[0].side = 2;
  g_assert_false (bf_setup_timeline_is_valid (bad));
  memcpy (bad, tiles, sizeof bad);
  bad[2].tile = 9;
  g_assert_false (bf_setup_timeline_is_valid (bad));
}

static void
test_blocking_two_players (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  const guint cards[] = { card_of ("N17"), card_of ("N08"), card_of ("N07"),
                          card_of ("N03"), card_of ("N01"), card_of ("N15"),
                          card_of ("N20") };
  g_autoptr(GArray) disks = NULL;
  guint used = 0;

  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules, 2), ==, 18);
  disks = bf_setup_place_blocking_disks (rules, 18, cards, G_N_ELEMENTS (cards), &used);

  /* N17: Human Rights 4, Boston 1, New York 1. */
  assert_disk (disks, 0, TRUE, bf_test_chart_of ("rights-railroad"), 0);
  assert_disk (disks, 1, FALSE, bf_test_space_of ("boston", 1), 0);
  assert_disk (disks, 2, FALSE, bf_test_space_of ("new-york", 1), 0);
  /* N08: Welfare 2, Pittsburgh 1, New York 2 (1 holds a disk). */
  assert_disk (disks, 3, TRUE, bf_test_chart_of ("welfare-goods"), 1);
  assert_disk (disks, 4, FALSE, bf_test_space_of ("pittsburgh", 1), 1);
  assert_disk (disks, 5, FALSE, bf_test_space_of ("new-york", 2), 1);
  /* N07: Welfare 1, Fargo, St. Paul. */
  assert_disk (disks, 6, TRUE, bf_test_chart_of ("welfare-7vp"), 2);
  assert_disk (disks, 7, FALSE, bf_test_space_of ("fargo", 1), 2);
  assert_disk (disks, 8, FALSE, bf_test_space_of ("st-paul", 1), 2);
  /* N03: Education 3, Boston 2, Washington 1. */
  assert_disk (disks, 9, TRUE, bf_test_chart_of ("education-construction"), 3);
  assert_disk (disks, 10, FALSE, bf_test_space_of ("boston", 2), 3);
  assert_disk (disks, 11, FALSE, bf_test_space_of ("washington", 1), 3);
  /* N01: Education 1, Salt Lake City, Reno. */
  assert_disk (disks, 12, TRUE, bf_test_chart_of ("education-hr"), 4);
  assert_disk (disks, 13, FALSE, bf_test_space_of ("salt-lake-city", 1), 4);
  assert_disk (disks, 14, FALSE, bf_test_space_of ("reno", 1), 4);
  /* N15: Health 3, New Orleans 1, Atlanta 1: 18, Houston and Charleston
   * get none; N20 is never revealed. */
  assert_disk (disks, 15, TRUE, bf_test_chart_of ("health-south"), 5);
  assert_disk (disks, 16, FALSE, bf_test_space_of ("new-orleans", 1), 5);
  assert_disk (disks, 17, FALSE, bf_test_space_of ("atlanta", 1), 5);
  g_assert_cmpuint (disks->len, ==, 18);
  g_assert_cmpuint (used, ==, 6);
}

static void
test_blocking_three_players (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  const guint cards[] = { card_of ("N12"), card_of ("N14"), card_of ("N19") };
  g_autoptr(GArray) disks = NULL;
  guint used = 0;

  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules, 3), ==, 9);
  disks = bf_setup_place_blocking_disks (rules, 9, cards, G_N_ELEMENTS (cards), &used);

  /* N12: Welfare 5, New York 1, Chicago 1, New Orleans 1, San
   * Francisco 1 (5 disks); N14: Human Rights 2, Albany 1, New York 2,
   * Washington 1 = 9; Pittsburgh is not reached. */
  g_assert_cmpuint (disks->len, ==, 9);
  g_assert_cmpuint (used, ==, 2);
  assert_disk (disks, 0, TRUE, bf_test_chart_of ("welfare-employees"), 0);
  assert_disk (disks, 4, FALSE, bf_test_space_of ("san-francisco", 1), 0);
  assert_disk (disks, 5, TRUE, bf_test_chart_of ("rights-industry"), 1);
  assert_disk (disks, 7, FALSE, bf_test_space_of ("new-york", 2), 1);
  assert_disk (disks, 8, FALSE, bf_test_space_of ("washington", 1), 1);
}

static void
test_blocking_skips (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  /* N19 (Health 1; Pittsburgh, Boston, Albany) then N03 (Education 3;
   * Boston, Washington) then N14 (Human Rights 2; Albany, New York,
   * Washington, Pittsburgh) then N08 (Welfare 2; Pittsburgh, New York). */
  const guint cards[] = { card_of ("N19"), card_of ("N03"), card_of ("N14"), card_of ("N08"),
                          card_of ("N17") };
  g_autoptr(GArray) disks = NULL;
  guint used = 0;

  /* Too few cards for 30 disks: every card is used and fewer come back. */
  disks = bf_setup_place_blocking_disks (rules, 30, cards, G_N_ELEMENTS (cards), &used);
  g_assert_cmpuint (used, ==, 5);
  /* By hand: N19 Health 1, Pittsburgh 1, Boston 1, Albany 1 (disks
   * 0-3); N03 Education 3, Boston 2, Washington 1 (4-6); N14 Human
   * Rights 2, Albany 2, New York 1, Washington 2, Pittsburgh 2 (7-11);
   * N08 Welfare 2, Pittsburgh 3, New York 2 (12-14); N17 Human Rights
   * 4, Boston 3, New York 3 (15-17): 18 disks. */
  g_assert_cmpuint (disks->len, ==, 18);
  assert_disk (disks, 1, FALSE, bf_test_space_of ("pittsburgh", 1), 0);
  assert_disk (disks, 5, FALSE, bf_test_space_of ("boston", 2), 1);
  assert_disk (disks, 8, FALSE, bf_test_space_of ("albany", 2), 2);
  assert_disk (disks, 11, FALSE, bf_test_space_of ("pittsburgh", 2), 2);
  assert_disk (disks, 13, FALSE, bf_test_space_of ("pittsburgh", 3), 3);
  assert_disk (disks, 15, TRUE, bf_test_chart_of ("rights-railroad"), 4);
  assert_disk (disks, 16, FALSE, bf_test_space_of ("boston", 3), 4);
  assert_disk (disks, 17, FALSE, bf_test_space_of ("new-york", 3), 4);

  /* A second N03: Education 3 already holds a disk and Boston is full,
   * both skipped; Washington 1 and 2 are taken: Washington 3. */
  {
    const guint more[] = { card_of ("N19"), card_of ("N03"), card_of ("N14"), card_of ("N08"),
                           card_of ("N17"), card_of ("N03") };
    g_autoptr(GArray) again = bf_setup_place_blocking_disks (rules, 30, more, G_N_ELEMENTS (more), NULL);

    g_assert_cmpuint (again->len, ==, 19);
    assert_disk (again, 18, FALSE, bf_test_space_of ("washington", 3), 5);
  }
}

static void
count_supply (GArray *supply,
              guint   counts[BF_N_DEPARTMENTS + 1])
{
  memset (counts, 0, sizeof (guint) * (BF_N_DEPARTMENTS + 1));
  for (guint i = 0; i < supply->len; i++)
    {
      guint n = g_array_index (supply, guint, i);

      g_assert_cmpuint (n, >=, 1);
      g_assert_cmpuint (n, <=, BF_N_DEPARTMENTS);
      counts[n]++;
      if (i > 0)
        g_assert_cmpuint (g_array_index (supply, guint, i - 1), <=, n);
    }
}

static void
test_supply (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  guint counts[BF_N_DEPARTMENTS + 1];
  guint removed_counts[BF_N_DEPARTMENTS + 1];

  /* Base: two copies of each of 1-16. */
  {
    g_autoptr(GArray) supply = bf_setup_deal_supply (rules, rng, BF_SUPPLY_BASE);
    g_autoptr(GArray) removed = NULL;

    g_assert_cmpuint (supply->len, ==, 32);
    count_supply (supply, counts);
    for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
      g_assert_cmpuint (counts[n], ==, n <= 16 ? 2 : 0);

    /* Solo and 2 players remove 16, 3 players 8. */
    g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (rules, 1), ==, 16);
    g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (rules, 3), ==, 8);
    removed = bf_setup_remove_departments (rng, supply, 16);
    g_assert_cmpuint (removed->len, ==, 16);
    g_assert_cmpuint (supply->len, ==, 16);
    count_supply (supply, counts);
    count_supply (removed, removed_counts);
    for (guint n = 1; n <= 16; n++)
      g_assert_cmpuint (counts[n] + removed_counts[n], ==, 2);
  }

  /* New Departments: 4 different departments of each type, two copies. */
  {
    g_autoptr(GArray) supply = bf_setup_deal_supply (rules, rng, BF_SUPPLY_NEW_DEPARTMENTS);
    guint per_type[BF_N_DEPT_TYPES] = { 0, };

    g_assert_cmpuint (supply->len, ==, 32);
    count_supply (supply, counts);
    for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
      {
        g_assert_true (counts[n] == 0 || counts[n] == 2);
        if (counts[n] > 0)
          per_type[bf_carnegie_rules_get_department (rules, n)->type]++;
      }
    for (guint t = 0; t < BF_N_DEPT_TYPES; t++)
      g_assert_cmpuint (per_type[t], ==, 4);
  }

  /* Open Bar: one copy of each of the 32. */
  {
    g_autoptr(GArray) supply = bf_setup_deal_supply (rules, rng, BF_SUPPLY_OPEN_BAR);
    g_autoptr(GArray) removed = NULL;

    g_assert_cmpuint (supply->len, ==, 32);
    count_supply (supply, counts);
    for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
      g_assert_cmpuint (counts[n], ==, 1);
    removed = bf_setup_remove_departments (rng, supply, 8);
    g_assert_cmpuint (supply->len, ==, 24);
  }

  g_assert_cmpuint (bf_setup_supply_modules (BF_SUPPLY_BASE), ==, BF_MODULE_NONE);
  g_assert_cmpuint (bf_setup_supply_modules (BF_SUPPLY_OPEN_BAR), ==, BF_MODULE_OPEN_BAR);
}

static void
test_seats (void)
{
  guint order[4];

  /* Step 6: 4 players all have a tile, 3 players only the third. */
  for (guint s = 0; s < 4; s++)
    g_assert_true (bf_setup_has_action_choice (4, s));
  g_assert_false (bf_setup_has_action_choice (3, 0));
  g_assert_false (bf_setup_has_action_choice (3, 1));
  g_assert_true (bf_setup_has_action_choice (3, 2));
  g_assert_false (bf_setup_has_action_choice (2, 1));

  /* Step 8: from the player to the right of the first player (the last
   * seat clockwise), counter-clockwise: the first player is last. */
  bf_setup_get_housing_order (4, order);
  g_assert_cmpuint (order[0], ==, 3);
  g_assert_cmpuint (order[1], ==, 2);
  g_assert_cmpuint (order[2], ==, 1);
  g_assert_cmpuint (order[3], ==, 0);
  bf_setup_get_housing_order (2, order);
  g_assert_cmpuint (order[0], ==, 1);
  g_assert_cmpuint (order[1], ==, 0);
}

static void
test_instruction (void)
{
  g_autoptr(BfInstruction) item = bf_instruction_new (BF_INSTRUCTION_PROJECT, 24, 0, "Chicago");
  g_autofree char *text = NULL;
  int index;

  g_assert_cmpuint (bf_instruction_get_kind (item), ==, BF_INSTRUCTION_PROJECT);
  g_assert_cmpint (bf_instruction_get_index (item), ==, 24);
  g_object_get (item, "text", &text, "index", &index, NULL);
  g_assert_cmpstr (text, ==, "Chicago");
  g_assert_cmpint (index, ==, 24);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/setup/shuffle", test_shuffle);
  g_test_add_func ("/setup/timeline", test_timeline);
  g_test_add_func ("/setup/blocking/two-players", test_blocking_two_players);
  g_test_add_func ("/setup/blocking/three-players", test_blocking_three_players);
  g_test_add_func ("/setup/blocking/skips", test_blocking_skips);
  g_test_add_func ("/setup/supply", test_supply);
  g_test_add_func ("/setup/seats", test_seats);
  g_test_add_func ("/setup/instruction", test_instruction);

  return g_test_run ();
}
