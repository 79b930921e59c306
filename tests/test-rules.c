/* test-rules.c: integrity of the compiled-in rule data
 *
 * The expected values are checked by hand against the printed board,
 * tiles and cards (/work/shared/rules/carnegie-facts.md and the
 * expansion rules).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bf-carnegie-rules.h"

static BfCarnegieRules *
rules (void)
{
  return bf_carnegie_rules_get_default ();
}

static guint
city_index (const char *id)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (rules (), id);

  g_assert_nonnull (city);
  return city->index;
}

static void
test_rules_regions (void)
{
  static const struct {
    BfRegion region;
    const char *id;
    const char *name;
    BfTransportLevel start;
    const char *major;
  } expected[] = {
    { BF_REGION_EAST, "east", "East", BF_LEVEL_STAGECOACH, "new-york" },
    { BF_REGION_MIDWEST, "midwest", "Midwest", BF_LEVEL_CART, "chicago" },
    { BF_REGION_SOUTH, "south", "South", BF_LEVEL_CART, "new-orleans" },
    { BF_REGION_WEST, "west", "West", BF_LEVEL_CART, "san-francisco" },
  };
  BfRegion region;
  BfProjectType project;
  BfDeptType dept;
  BfDonationType donation;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BfRegionInfo *info = bf_carnegie_rules_get_region (rules (), expected[i].region);

      g_assert_cmpint (info->region, ==, expected[i].region);
      g_assert_cmpstr (info->id, ==, expected[i].id);
      g_assert_cmpstr (info->name, ==, expected[i].name);
      g_assert_cmpint (info->start_level, ==, expected[i].start);
      g_assert_cmpuint (info->major_city, ==, city_index (expected[i].major));
      g_assert_true (bf_carnegie_rules_lookup_region (rules (), expected[i].id, &region));
      g_assert_cmpint (region, ==, expected[i].region);
    }
  g_assert_false (bf_carnegie_rules_lookup_region (rules (), "far-west", &region));

  g_assert_cmpstr (bf_carnegie_rules_get_project_type (rules (), BF_PROJECT_HOUSING)->id, ==, "housing");
  g_assert_cmpstr (bf_carnegie_rules_get_project_type (rules (), BF_PROJECT_COMMERCE)->id, ==, "commerce");
  g_assert_cmpstr (bf_carnegie_rules_get_project_type (rules (), BF_PROJECT_INDUSTRY)->id, ==, "industry");
  g_assert_cmpstr (bf_carnegie_rules_get_project_type (rules (), BF_PROJECT_PUBLIC)->id, ==, "public");
  g_assert_true (bf_carnegie_rules_lookup_project_type (rules (), "public", &project));
  g_assert_cmpint (project, ==, BF_PROJECT_PUBLIC);
  g_assert_false (bf_carnegie_rules_lookup_project_type (rules (), "any", &project));

  g_assert_cmpstr (bf_carnegie_rules_get_dept_type (rules (), BF_DEPT_HR)->id, ==, "hr");
  g_assert_cmpstr (bf_carnegie_rules_get_dept_type (rules (), BF_DEPT_HR)->name, ==, "Human Resources");
  g_assert_cmpstr (bf_carnegie_rules_get_dept_type (rules (), BF_DEPT_MANAGEMENT)->id, ==, "management");
  g_assert_cmpstr (bf_carnegie_rules_get_dept_type (rules (), BF_DEPT_CONSTRUCTION)->id, ==, "construction");
  g_assert_cmpstr (bf_carnegie_rules_get_dept_type (rules (), BF_DEPT_RD)->id, ==, "rd");
  g_assert_true (bf_carnegie_rules_lookup_dept_type (rules (), "rd", &dept));
  g_assert_cmpint (dept, ==, BF_DEPT_RD);

  g_assert_cmpstr (bf_carnegie_rules_get_level (rules (), BF_LEVEL_CART)->id, ==, "cart");
  g_assert_cmpstr (bf_carnegie_rules_get_level (rules (), BF_LEVEL_STAGECOACH)->id, ==, "stagecoach");
  g_assert_cmpstr (bf_carnegie_rules_get_level (rules (), BF_LEVEL_TRAIN)->id, ==, "train");

  g_assert_cmpstr (bf_carnegie_rules_get_donation_type (rules (), BF_DONATION_EDUCATION)->id, ==, "education");
  g_assert_cmpstr (bf_carnegie_rules_get_donation_type (rules (), BF_DONATION_RIGHTS)->id, ==, "rights");
  g_assert_cmpstr (bf_carnegie_rules_get_donation_type (rules (), BF_DONATION_RIGHTS)->name, ==, "Human Rights");
  g_assert_cmpstr (bf_carnegie_rules_get_donation_type (rules (), BF_DONATION_WELFARE)->id, ==, "welfare");
  g_assert_cmpstr (bf_carnegie_rules_get_donation_type (rules (), BF_DONATION_HEALTH)->id, ==, "health");
  g_assert_true (bf_carnegie_rules_lookup_donation_type (rules (), "welfare", &donation));
  g_assert_cmpint (donation, ==, BF_DONATION_WELFARE);
}

static void
test_rules_cities (void)
{
  guint n_kind[3] = { 0, };
  guint n_spaces = 0;
  const BfCity *city;

  g_assert_cmpuint (bf_carnegie_rules_get_n_cities (rules ()), ==, 32);

  for (guint i = 0; i < bf_carnegie_rules_get_n_cities (rules ()); i++)
    {
      city = bf_carnegie_rules_get_city (rules (), i);

      g_assert_cmpuint (city->index, ==, i);
      g_assert_true (bf_carnegie_rules_lookup_city (rules (), city->id) == city);
      g_assert_cmpuint (city->first_space, ==, n_spaces);
      g_assert_cmpint (city->vp, >=, 0);
      g_assert_cmpint (city->vp, <=, 3);
      n_kind[city->kind]++;

      switch (city->kind)
        {
        case BF_CITY_TOWN:
          g_assert_cmpuint (city->n_spaces, ==, 1);
          g_assert_cmpint (city->space_types[0], ==, BF_PROJECT_ANY);
          g_assert_cmpuint (city->links, ==, 0);
          break;
        case BF_CITY_MEDIUM:
          g_assert_cmpuint (city->n_spaces, ==, 3);
          g_assert_cmpuint (city->links, ==, 0);
          g_assert_false (city->rails_icon);
          break;
        case BF_CITY_MAJOR:
          g_assert_cmpuint (city->n_spaces, ==, 5);
          g_assert_false (city->rails_icon);
          break;
        default:
          g_assert_not_reached ();
        }

      for (guint s = 0; s < city->n_spaces; s++)
        {
          const BfSpace *space = bf_carnegie_rules_get_space (rules (), city->first_space + s);

          g_assert_cmpuint (space->index, ==, city->first_space + s);
          g_assert_cmpuint (space->city, ==, i);
          g_assert_cmpuint (space->slot, ==, s + 1);
          g_assert_cmpint (space->type, ==, city->space_types[s]);
          if (city->kind != BF_CITY_TOWN)
            g_assert_cmpint (space->type, <, BF_N_PROJECT_TYPES);
        }
      n_spaces += city->n_spaces;

      /* The schematic map: inside the unit square, cities apart. */
      g_assert_cmpfloat (city->x, >=, 0.0);
      g_assert_cmpfloat (city->x, <=, 1.0);
      g_assert_cmpfloat (city->y, >=, 0.0);
      g_assert_cmpfloat (city->y, <=, 1.0);
      for (guint j = 0; j < i; j++)
        {
          const BfCity *other = bf_carnegie_rules_get_city (rules (), j);

          if (hypot (city->x - other->x, city->y - other->y) < 0.06)
            g_error ("%s and %s are too close on the map", city->id, other->id);
        }
    }

  g_assert_cmpuint (n_kind[BF_CITY_MAJOR], ==, 4);
  g_assert_cmpuint (n_kind[BF_CITY_MEDIUM], ==, 10);
  g_assert_cmpuint (n_kind[BF_CITY_TOWN], ==, 18);
  g_assert_cmpuint (n_spaces, ==, 68);
  g_assert_cmpuint (bf_carnegie_rules_get_n_spaces (rules ()), ==, 68);

  /* Data order and a few rows of the table. */
  g_assert_cmpstr (bf_carnegie_rules_get_city (rules (), 0)->id, ==, "seattle");
  g_assert_cmpstr (bf_carnegie_rules_get_city (rules (), 31)->id, ==, "new-orleans");

  city = bf_carnegie_rules_lookup_city (rules (), "st-louis");
  g_assert_cmpstr (city->name, ==, "St. Louis");
  g_assert_cmpint (city->region, ==, BF_REGION_MIDWEST);
  g_assert_cmpint (city->kind, ==, BF_CITY_MEDIUM);
  g_assert_cmpint (city->space_types[0], ==, BF_PROJECT_HOUSING);
  g_assert_cmpint (city->space_types[1], ==, BF_PROJECT_INDUSTRY);
  g_assert_cmpint (city->space_types[2], ==, BF_PROJECT_PUBLIC);
  g_assert_cmpint (city->vp, ==, 2);

  city = bf_carnegie_rules_lookup_city (rules (), "new-york");
  g_assert_cmpstr (city->name, ==, "New York");
  g_assert_cmpint (city->space_types[0], ==, BF_PROJECT_COMMERCE);
  g_assert_cmpint (city->space_types[1], ==, BF_PROJECT_COMMERCE);
  g_assert_cmpint (city->space_types[2], ==, BF_PROJECT_HOUSING);
  g_assert_cmpint (city->space_types[3], ==, BF_PROJECT_INDUSTRY);
  g_assert_cmpint (city->space_types[4], ==, BF_PROJECT_PUBLIC);

  city = bf_carnegie_rules_lookup_city (rules (), "st-paul");
  g_assert_cmpstr (city->name, ==, "St. Paul");
  g_assert_cmpint (city->kind, ==, BF_CITY_TOWN);
  g_assert_true (city->rails_icon);
  g_assert_cmpint (city->vp, ==, 1);

  city = bf_carnegie_rules_lookup_city (rules (), "memphis");
  g_assert_false (city->rails_icon);
  g_assert_cmpint (city->region, ==, BF_REGION_SOUTH);

  city = bf_carnegie_rules_lookup_city (rules (), "houston");
  g_assert_cmpint (city->space_types[0], ==, BF_PROJECT_PUBLIC);
  g_assert_cmpint (city->vp, ==, 3);

  /* Rough geography for the map widget. */
  g_assert_cmpfloat (bf_carnegie_rules_lookup_city (rules (), "seattle")->x, <, 0.2);
  g_assert_cmpfloat (bf_carnegie_rules_lookup_city (rules (), "seattle")->y, <, 0.2);
  g_assert_cmpfloat (bf_carnegie_rules_lookup_city (rules (), "boston")->x, >, 0.8);
  g_assert_cmpfloat (bf_carnegie_rules_lookup_city (rules (), "houston")->y, >, 0.8);

  g_assert_null (bf_carnegie_rules_lookup_city (rules (), "st.-louis"));
}

/* Where the map writes the names (board.json's "name-side",
 * "badge-below", "plate", and the regions' "name-x", "name-y"). */
static void
test_rules_map_labels (void)
{
  guint n_badges_below = 0, n_triangles = 0;

  g_assert_cmpint (bf_carnegie_rules_lookup_city (rules (), "seattle")->name_side, ==, BF_NAME_SIDE_EAST);
  g_assert_cmpint (bf_carnegie_rules_lookup_city (rules (), "portland")->name_side, ==, BF_NAME_SIDE_WEST);
  g_assert_cmpint (bf_carnegie_rules_lookup_city (rules (), "houston")->name_side, ==, BF_NAME_SIDE_SOUTH);
  g_assert_cmpint (bf_carnegie_rules_lookup_city (rules (), "chicago")->name_side, ==, BF_NAME_SIDE_NORTH);
  g_assert_cmpint (bf_carnegie_rules_lookup_city (rules (), "cincinnati")->name_side, ==, BF_NAME_SIDE_NORTH);

  for (guint i = 0; i < bf_carnegie_rules_get_n_cities (rules ()); i++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (rules (), i);

      if (city->badge_below)
        {
          g_assert_cmpint (city->vp, >, 0);
          n_badges_below++;
        }
      if (city->triangle)
        {
          g_assert_cmpint (city->kind, ==, BF_CITY_MEDIUM);
          n_triangles++;
        }
    }
  g_assert_true (bf_carnegie_rules_lookup_city (rules (), "boston")->badge_below);
  g_assert_cmpuint (n_badges_below, ==, 1);
  g_assert_true (bf_carnegie_rules_lookup_city (rules (), "kansas-city")->triangle);
  g_assert_true (bf_carnegie_rules_lookup_city (rules (), "st-louis")->triangle);
  g_assert_cmpuint (n_triangles, ==, 2);

  g_assert_cmpfloat (bf_carnegie_rules_get_region (rules (), BF_REGION_EAST)->name_x, ==, 0.905);
  g_assert_cmpfloat (bf_carnegie_rules_get_region (rules (), BF_REGION_EAST)->name_y, ==, 0.184375);
  g_assert_cmpfloat (bf_carnegie_rules_get_region (rules (), BF_REGION_WEST)->name_x, ==, 0.095);
  g_assert_cmpfloat (bf_carnegie_rules_get_region (rules (), BF_REGION_WEST)->name_y, ==, 0.9375);
  /* The West's name lies bottom left, the Midwest's at the top. */
  g_assert_cmpfloat (bf_carnegie_rules_get_region (rules (), BF_REGION_MIDWEST)->name_y, <, 0.2);
  g_assert_cmpfloat (bf_carnegie_rules_get_region (rules (), BF_REGION_SOUTH)->name_y, >, 0.8);
}

static void
test_rules_majors (void)
{
  static const struct {
    const char *id;
    BfRegion region;
    guint links;
  } majors[] = {
    { "new-york", BF_REGION_EAST, 1 },
    { "chicago", BF_REGION_MIDWEST, 1 },
    { "new-orleans", BF_REGION_SOUTH, 1 },
    { "san-francisco", BF_REGION_WEST, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (majors); i++)
    {
      const BfCity *city = bf_carnegie_rules_lookup_city (rules (), majors[i].id);

      g_assert_cmpint (city->kind, ==, BF_CITY_MAJOR);
      g_assert_cmpint (city->region, ==, majors[i].region);
      g_assert_cmpuint (city->links, ==, majors[i].links);
      g_assert_cmpint (city->vp, ==, 3);
      g_assert_cmpuint (bf_carnegie_rules_get_region (rules (), majors[i].region)->major_city, ==, city->index);
    }
}

static void
test_rules_roads (void)
{
  guint n_cities = bf_carnegie_rules_get_n_cities (rules ());
  g_autofree gboolean *reached = g_new0 (gboolean, n_cities);
  g_autoptr(GQueue) queue = g_queue_new ();
  guint n_reached = 1;
  guint n_neighbours_total = 0;

  g_assert_cmpuint (bf_carnegie_rules_get_n_roads (rules ()), ==, 54);

  for (guint i = 0; i < 54; i++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (rules (), i);

      g_assert_cmpuint (road->city_a, <, n_cities);
      g_assert_cmpuint (road->city_b, <, n_cities);
      g_assert_cmpuint (road->city_a, !=, road->city_b);

      for (guint j = 0; j < i; j++)
        {
          const BfRoad *other = bf_carnegie_rules_get_road (rules (), j);

          g_assert_false (other->city_a == road->city_a && other->city_b == road->city_b);
          g_assert_false (other->city_a == road->city_b && other->city_b == road->city_a);
        }
    }

  /* The first and last roads of the table. */
  g_assert_cmpuint (bf_carnegie_rules_get_road (rules (), 0)->city_a, ==, city_index ("seattle"));
  g_assert_cmpuint (bf_carnegie_rules_get_road (rules (), 0)->city_b, ==, city_index ("helena"));
  g_assert_cmpuint (bf_carnegie_rules_get_road (rules (), 53)->city_a, ==, city_index ("houston"));
  g_assert_cmpuint (bf_carnegie_rules_get_road (rules (), 53)->city_b, ==, city_index ("new-orleans"));

  /* Neighbours agree with the roads. */
  for (guint i = 0; i < n_cities; i++)
    {
      guint n = 0;
      const guint *neighbours = bf_carnegie_rules_get_neighbours (rules (), i, &n);

      g_assert_cmpuint (n, >=, 1);
      n_neighbours_total += n;
      for (guint k = 0; k < n; k++)
        {
          gboolean found = FALSE;

          for (guint r = 0; r < 54; r++)
            {
              const BfRoad *road = bf_carnegie_rules_get_road (rules (), r);

              if ((road->city_a == i && road->city_b == neighbours[k]) ||
                  (road->city_b == i && road->city_a == neighbours[k]))
                found = TRUE;
            }
          g_assert_true (found);
        }
    }
  g_assert_cmpuint (n_neighbours_total, ==, 2 * 54);

  {
    guint n = 0;
    const guint *neighbours = bf_carnegie_rules_get_neighbours (rules (), city_index ("chicago"), &n);
    gboolean has_pittsburgh = FALSE;

    /* St. Paul, Omaha, Kansas City, St. Louis, Pittsburgh */
    g_assert_cmpuint (n, ==, 5);
    for (guint k = 0; k < n; k++)
      has_pittsburgh |= neighbours[k] == city_index ("pittsburgh");
    g_assert_true (has_pittsburgh);
  }

  /* Breadth-first search from city 0 reaches every city. */
  reached[0] = TRUE;
  g_queue_push_tail (queue, GUINT_TO_POINTER (0));
  while (!g_queue_is_empty (queue))
    {
      guint city = GPOINTER_TO_UINT (g_queue_pop_head (queue));
      guint n = 0;
      const guint *neighbours = bf_carnegie_rules_get_neighbours (rules (), city, &n);

      for (guint k = 0; k < n; k++)
        {
          if (!reached[neighbours[k]])
            {
              reached[neighbours[k]] = TRUE;
              n_reached++;
              g_queue_push_tail (queue, GUINT_TO_POINTER (neighbours[k]));
            }
        }
    }
  g_assert_cmpuint (n_reached, ==, n_cities);
}

static void
test_rules_tracks (void)
{
  const BfTrackBox *box;

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      for (guint b = 1; b <= BF_N_TRACK_BOXES; b++)
        {
          box = bf_carnegie_rules_get_track_box (rules (), r, b);
          g_assert_cmpuint (box->box, ==, b);
          g_assert_nonnull (box->income);
          g_assert_cmpstr (box->income, !=, "");
          if (b == 1)
            {
              g_assert_cmpint (box->cost, ==, 0);
              g_assert_cmpint (box->level, ==, bf_carnegie_rules_get_region (rules (), r)->start_level);
              g_assert_cmpstr (box->income, ==, "$1");
            }
          if (b == 5)
            {
              g_assert_nonnull (box->reward);
              g_assert_cmpint (box->cost, ==, 5);
              g_assert_cmpint (box->level, ==, BF_LEVEL_TRAIN);
              g_assert_cmpstr (box->income, ==, "2 VP");
            }
          else
            g_assert_null (box->reward);
        }
    }

  box = bf_carnegie_rules_get_track_box (rules (), BF_REGION_WEST, 2);
  g_assert_cmpint (box->cost, ==, 2);
  g_assert_cmpint (box->level, ==, BF_LEVEL_STAGECOACH);
  g_assert_cmpstr (box->income, ==, "$3");

  box = bf_carnegie_rules_get_track_box (rules (), BF_REGION_WEST, 4);
  g_assert_cmpint (box->cost, ==, 4);
  g_assert_cmpint (box->level, ==, BF_LEVEL_TRAIN);

  box = bf_carnegie_rules_get_track_box (rules (), BF_REGION_EAST, 1);
  g_assert_cmpint (box->level, ==, BF_LEVEL_STAGECOACH);

  box = bf_carnegie_rules_get_track_box (rules (), BF_REGION_EAST, 3);
  g_assert_cmpint (box->cost, ==, 2);
  g_assert_cmpint (box->level, ==, BF_LEVEL_TRAIN);
  g_assert_cmpstr (box->income, ==, "1 new employee");

  box = bf_carnegie_rules_get_track_box (rules (), BF_REGION_MIDWEST, 3);
  g_assert_cmpint (box->cost, ==, 3);
  g_assert_cmpint (box->level, ==, BF_LEVEL_TRAIN);
  g_assert_cmpstr (box->income, ==, "3 study points");

  box = bf_carnegie_rules_get_track_box (rules (), BF_REGION_SOUTH, 4);
  g_assert_cmpint (box->cost, ==, 3);
  g_assert_cmpstr (box->income, ==, "$7");

  g_assert_cmpstr (bf_carnegie_rules_get_track_box (rules (), BF_REGION_WEST, 5)->reward, ==, "3 goods");
  g_assert_cmpstr (bf_carnegie_rules_get_track_box (rules (), BF_REGION_MIDWEST, 5)->reward, ==, "$10");
  g_assert_cmpstr (bf_carnegie_rules_get_track_box (rules (), BF_REGION_EAST, 5)->reward, ==, "$10");
  g_assert_cmpstr (bf_carnegie_rules_get_track_box (rules (), BF_REGION_SOUTH, 5)->reward, ==, "3 goods");
}

static void
test_rules_connections (void)
{
  static const int expected[4][BF_N_LEVELS] = {
    { 3, 6, 9 },
    { 6, 12, 18 },
    { 12, 18, 27 },
    { 18, 24, 36 },
  };

  for (guint links = 2; links <= 5; links++)
    {
      for (BfTransportLevel level = 0; level < BF_N_LEVELS; level++)
        g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), links, level), ==,
                         expected[links - 2][level]);
    }

  for (BfTransportLevel level = 0; level < BF_N_LEVELS; level++)
    {
      g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 0, level), ==, 0);
      g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 1, level), ==, 0);
      g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 6, level), ==, expected[3][level]);
    }

  /* The rules text's example. */
  g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 3, BF_LEVEL_TRAIN), ==, 18);
  g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 4, BF_LEVEL_STAGECOACH), ==, 18);
  g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 3, BF_LEVEL_STAGECOACH), ==, 12);
  g_assert_cmpint (bf_carnegie_rules_get_connection_vp (rules (), 2, BF_LEVEL_STAGECOACH), ==, 6);
}

static void
test_rules_donations (void)
{
  static const char * const base_ids[] = {
    "education-hr", "education-management", "education-construction", "education-rd",
    "education-any",
    "rights-public", "rights-industry", "rights-housing-commerce", "rights-railroad",
    "rights-donation",
    "welfare-7vp", "welfare-goods", "welfare-money", "welfare-money-goods",
    "welfare-employees",
    "health-east", "health-midwest", "health-south", "health-west", "health-towns",
  };
  static const char * const tile_prefixes[] = {
    "new-education", "new-rights", "new-welfare", "new-health",
  };
  const BfDonationSpace *space;

  g_assert_cmpuint (bf_carnegie_rules_get_n_donation_spaces (rules ()), ==, 40);

  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *tile_id = NULL;

      space = bf_carnegie_rules_get_donation_space (rules (), i);
      g_assert_cmpuint (space->index, ==, i);
      g_assert_cmpint (space->type, ==, (i % 20) / 5);
      g_assert_cmpuint (space->row, ==, i % 5 + 1);
      g_assert_cmpint (space->tile, ==, i >= 20);
      g_assert_cmpint (space->rule, <, BF_N_DONATION_RULES);
      g_assert_cmpint (space->vp, >, 0);
      g_assert_true (bf_carnegie_rules_lookup_donation_space (rules (), space->id) == space);

      if (i < 20)
        g_assert_cmpstr (space->id, ==, base_ids[i]);
      else
        {
          tile_id = g_strdup_printf ("%s-%u", tile_prefixes[(i - 20) / 5], i % 5 + 1);
          g_assert_cmpstr (space->id, ==, tile_id);
        }

      if (space->rule == BF_DONATION_RULE_PAY_FOR_VP)
        {
          g_assert_cmpint (space->cost_money, ==, 3);
          g_assert_cmpint (space->cost_goods, ==, 1);
          g_assert_cmpint (space->max_times, ==, 4);
          g_assert_cmpint (space->vp, ==, 3);
        }
      else
        {
          g_assert_cmpint (space->cost_money, ==, 0);
          g_assert_cmpint (space->max_times, ==, 0);
        }
    }

  space = bf_carnegie_rules_lookup_donation_space (rules (), "education-rd");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_DEPARTMENTS_OF_TYPE);
  g_assert_cmpint (space->param, ==, BF_DEPT_RD);
  g_assert_cmpint (space->vp, ==, 3);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "education-any");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_DEPARTMENTS);
  g_assert_cmpint (space->vp, ==, 1);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "rights-public");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_PROJECTS_OF_TYPES);
  g_assert_cmpint (space->param, ==, 1 << BF_PROJECT_PUBLIC);
  g_assert_cmpint (space->vp, ==, 4);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "rights-housing-commerce");
  g_assert_cmpint (space->param, ==, (1 << BF_PROJECT_HOUSING) | (1 << BF_PROJECT_COMMERCE));
  g_assert_cmpint (space->vp, ==, 2);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "rights-railroad");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_TRAIN_REGIONS);
  g_assert_cmpint (space->vp, ==, 3);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "welfare-7vp");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_FIXED);
  g_assert_cmpint (space->vp, ==, 7);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "welfare-money-goods");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_MONEY_GOODS_PAIRS);
  g_assert_cmpint (space->vp, ==, 4);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "health-south");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_PROJECTS_IN_REGION);
  g_assert_cmpint (space->param, ==, BF_REGION_SOUTH);
  g_assert_cmpint (space->vp, ==, 2);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "health-towns");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_PROJECTS_IN_TOWNS);
  g_assert_cmpstr (space->text, ==, "2 VP per project in a small town");

  space = bf_carnegie_rules_lookup_donation_space (rules (), "education-hr");
  g_assert_cmpstr (space->text, ==, "3 VP per Human Resources department built");

  space = bf_carnegie_rules_lookup_donation_space (rules (), "new-education-1");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_DEPARTMENTS_BEST_TYPE);
  g_assert_cmpint (space->vp, ==, 4);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "new-rights-3");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_PROJECTS_OF_TYPES);
  g_assert_cmpint (space->param, ==, (1 << BF_N_PROJECT_TYPES) - 1);
  g_assert_cmpint (space->vp, ==, 1);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "new-welfare-4");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_PAY_FOR_VP);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "new-health-4");
  g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED);
  g_assert_cmpint (space->param, ==, (int) city_index ("san-francisco"));
  g_assert_cmpint (space->vp, ==, 2);

  space = bf_carnegie_rules_lookup_donation_space (rules (), "new-health-1");
  g_assert_cmpint (space->param, ==, (int) city_index ("new-york"));

  for (BfDonationType t = 0; t < BF_N_DONATION_TYPES; t++)
    {
      space = bf_carnegie_rules_get_chart_space (rules (), BF_DONATION_EDUCATION, 5, t);
      g_assert_cmpint (space->rule, ==, BF_DONATION_RULE_DONATIONS_OF_TYPE);
      g_assert_cmpint (space->vp, ==, 4);
    }
  g_assert_cmpint (bf_carnegie_rules_get_chart_space (rules (), BF_DONATION_HEALTH, 5,
                                                      BF_DONATION_RIGHTS)->param, ==, BF_DONATION_RIGHTS);

  g_assert_null (bf_carnegie_rules_lookup_donation_space (rules (), "new-health-6"));
}

static void
test_rules_chart_space (void)
{
  for (BfDonationType column = 0; column < BF_N_DONATION_TYPES; column++)
    {
      for (guint row = 1; row <= BF_CHART_ROWS; row++)
        {
          const BfDonationSpace *base = bf_carnegie_rules_get_chart_space (rules (), column, row, BF_NO_TILE);

          g_assert_false (base->tile);
          g_assert_cmpint (base->type, ==, column);
          g_assert_cmpuint (base->row, ==, row);
          g_assert_cmpuint (base->index, ==, BF_CHART_POS (column, row));

          for (int tile = 0; tile < BF_N_DONATION_TYPES; tile++)
            {
              /* A tile covers any column: the space is the tile's. */
              const BfDonationSpace *space = bf_carnegie_rules_get_chart_space (rules (), column, row, tile);

              g_assert_true (space->tile);
              g_assert_cmpint (space->type, ==, tile);
              g_assert_cmpuint (space->row, ==, row);
            }
        }
    }

  g_assert_cmpstr (bf_carnegie_rules_get_chart_space (rules (), BF_DONATION_WELFARE, 1, BF_NO_TILE)->id,
                   ==, "welfare-7vp");
  g_assert_cmpstr (bf_carnegie_rules_get_chart_space (rules (), BF_DONATION_EDUCATION, 2, BF_DONATION_HEALTH)->id,
                   ==, "new-health-2");
  g_assert_cmpstr (bf_carnegie_rules_get_chart_space (rules (), BF_DONATION_HEALTH, 4, BF_DONATION_WELFARE)->id,
                   ==, "new-welfare-4");
}

static void
test_rules_departments (void)
{
  static const struct {
    guint number;
    BfDeptEffect effect;
  } effects[] = {
    { 12, BF_DEPT_EFFECT_COMMUNICATIONS },
    { 15, BF_DEPT_EFFECT_CHARITABLE_GIVING },
    { 20, BF_DEPT_EFFECT_GREEN_SPACES },
    { 24, BF_DEPT_EFFECT_PUBLIC_RELATIONS },
    { 27, BF_DEPT_EFFECT_POLITICAL_LOBBYING },
    { 28, BF_DEPT_EFFECT_POST_OFFICE },
    { 31, BF_DEPT_EFFECT_ARCHIVES },
    { 32, BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES },
  };
  guint per_type[BF_N_DEPT_TYPES] = { 0, };
  guint n_expansion = 0;
  guint n_effects = 0;
  const BfDepartment *department;

  for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
    {
      department = bf_carnegie_rules_get_department (rules (), n);

      g_assert_cmpuint (department->number, ==, n);
      g_assert_true (bf_carnegie_rules_lookup_department (rules (), department->id) == department);
      per_type[department->type]++;

      /* 1-4 HR, 5-8 Management, 9-12 Construction, 13-16 R&D, then
       * the same again for 17-32. */
      g_assert_cmpint (department->type, ==, ((n - 1) % 16) / 4);

      if (department->expansion)
        {
          n_expansion++;
          g_assert_cmpuint (n, >=, 17);
          g_assert_cmpuint (department->set, ==, (n - 17) % 4 + 1);
        }
      else
        {
          g_assert_cmpuint (n, <=, 16);
          g_assert_cmpuint (department->set, ==, 0);
        }

      if (department->effect != BF_DEPT_EFFECT_NONE)
        n_effects++;
    }

  for (guint t = 0; t < BF_N_DEPT_TYPES; t++)
    g_assert_cmpuint (per_type[t], ==, 8);
  g_assert_cmpuint (n_expansion, ==, 16);
  g_assert_cmpuint (n_effects, ==, G_N_ELEMENTS (effects));

  for (guint i = 0; i < G_N_ELEMENTS (effects); i++)
    g_assert_cmpint (bf_carnegie_rules_get_department (rules (), effects[i].number)->effect, ==,
                     effects[i].effect);

  department = bf_carnegie_rules_get_department (rules (), 2);
  g_assert_cmpstr (department->id, ==, "recruiting");
  g_assert_cmpstr (department->name, ==, "Recruiting");

  department = bf_carnegie_rules_get_department (rules (), 16);
  g_assert_cmpstr (department->name, ==, "Telegraph Operators");
  g_assert_cmpint (department->type, ==, BF_DEPT_RD);

  department = bf_carnegie_rules_get_department (rules (), 17);
  g_assert_cmpstr (department->name, ==, "Human Resources Administration");
  g_assert_cmpuint (department->set, ==, 1);

  department = bf_carnegie_rules_get_department (rules (), 23);
  g_assert_cmpstr (department->name, ==, "Payroll Management");
  g_assert_cmpint (department->type, ==, BF_DEPT_MANAGEMENT);
  g_assert_cmpuint (department->set, ==, 3);

  department = bf_carnegie_rules_get_department (rules (), 29);
  g_assert_cmpstr (department->name, ==, "R&D Coordination");
  g_assert_cmpuint (department->set, ==, 1);

  department = bf_carnegie_rules_get_department (rules (), 32);
  g_assert_cmpstr (department->id, ==, "network-of-libraries");
  g_assert_cmpuint (department->set, ==, 4);

  g_assert_null (bf_carnegie_rules_lookup_department (rules (), "lobby"));
}

static void
test_rules_timeline (void)
{
  static const BfRegion ends[] = {
    BF_REGION_EAST, BF_REGION_MIDWEST, BF_REGION_SOUTH, BF_REGION_WEST,
  };
  const BfTimelineTile *tile;

  g_assert_cmpuint (bf_carnegie_rules_get_n_timeline_tiles (rules ()), ==, 8);

  for (guint n = 1; n <= 8; n++)
    {
      tile = bf_carnegie_rules_get_timeline_tile (rules (), n);
      g_assert_cmpuint (tile->number, ==, n);

      for (guint side = 0; side < 2; side++)
        {
          guint n_donations = 0;

          for (guint e = 0; e < 4; e++)
            {
              g_assert_true (tile->sides[side][e].kind == BF_EVENT_INCOME ||
                             tile->sides[side][e].kind == BF_EVENT_DONATION);
              if (tile->sides[side][e].kind == BF_EVENT_DONATION)
                n_donations++;
              else
                g_assert_cmpint (tile->sides[side][e].region, <, BF_N_REGIONS);
            }

          /* Every printed side has exactly one donation event. */
          g_assert_cmpuint (n_donations, ==, 1);
        }
    }

  /* Tile 1: front West, donation, Midwest, East; back donation, East, West, Midwest. */
  tile = bf_carnegie_rules_get_timeline_tile (rules (), 1);
  g_assert_cmpint (tile->sides[0][0].kind, ==, BF_EVENT_INCOME);
  g_assert_cmpint (tile->sides[0][0].region, ==, BF_REGION_WEST);
  g_assert_cmpint (tile->sides[0][1].kind, ==, BF_EVENT_DONATION);
  g_assert_cmpint (tile->sides[0][3].region, ==, BF_REGION_EAST);
  g_assert_cmpint (tile->sides[1][0].kind, ==, BF_EVENT_DONATION);
  g_assert_cmpint (tile->sides[1][3].region, ==, BF_REGION_MIDWEST);

  /* Tile 8 back: Midwest, donation, East, West. */
  tile = bf_carnegie_rules_get_timeline_tile (rules (), 8);
  g_assert_cmpint (tile->sides[1][0].region, ==, BF_REGION_MIDWEST);
  g_assert_cmpint (tile->sides[1][1].kind, ==, BF_EVENT_DONATION);
  g_assert_cmpint (tile->sides[1][3].region, ==, BF_REGION_WEST);

  for (BfDeptType row = 0; row < BF_N_DEPT_TYPES; row++)
    {
      const BfTimelineEvent *end = bf_carnegie_rules_get_timeline_end (rules (), row);

      g_assert_cmpint (end->kind, ==, BF_EVENT_INCOME_AND_DONATION);
      g_assert_cmpint (end->region, ==, ends[row]);
    }
}

static void
test_rules_andrew (void)
{
  const BfAndrewCard *card;
  guint n_normal = 0, n_advanced = 0;

  g_assert_cmpuint (bf_carnegie_rules_get_n_andrew_cards (rules ()), ==, 40);

  for (guint i = 0; i < 40; i++)
    {
      const BfDonationSpace *donation;
      const BfAndrewCard *twin;
      g_autofree char *twin_id = NULL;

      card = bf_carnegie_rules_get_andrew_card (rules (), i);
      g_assert_true (bf_carnegie_rules_lookup_andrew_card (rules (), card->id) == card);
      g_assert_cmpuint (card->number, >=, 1);
      g_assert_cmpuint (card->number, <=, 20);
      g_assert_cmpint (card->id[0], ==, card->advanced ? 'A' : 'N');
      if (card->advanced)
        n_advanced++;
      else
        n_normal++;

      donation = bf_carnegie_rules_get_donation_space (rules (), card->donation);
      g_assert_false (donation->tile);

      g_assert_cmpuint (card->n_take, >=, 1);
      g_assert_cmpuint (card->n_take, <=, 3);
      for (guint t = 0; t < card->n_take; t++)
        g_assert_cmpint (card->take[t], <, BF_N_DEPT_TYPES);

      g_assert_cmpuint (card->n_cities, >=, 2);
      g_assert_cmpuint (card->n_cities, <=, 4);
      for (guint c = 0; c < card->n_cities; c++)
        g_assert_cmpuint (card->cities[c], <, bf_carnegie_rules_get_n_cities (rules ()));

      g_assert_cmpint (card->rd_region, <, BF_N_REGIONS);
      g_assert_cmpuint (card->rd_steps, >=, 1);
      g_assert_cmpuint (card->rd_steps, <=, 4);

      /* The twin card of the same number shares back, donation and cities. */
      twin_id = g_strdup_printf ("%c%02u", card->advanced ? 'N' : 'A', card->number);
      twin = bf_carnegie_rules_lookup_andrew_card (rules (), twin_id);
      g_assert_nonnull (twin);
      g_assert_cmpint (twin->back, ==, card->back);
      g_assert_cmpuint (twin->donation, ==, card->donation);
      g_assert_cmpuint (twin->n_cities, ==, card->n_cities);
      g_assert_cmpmem (twin->cities, twin->n_cities * sizeof (guint),
                       card->cities, card->n_cities * sizeof (guint));
    }
  g_assert_cmpuint (n_normal, ==, 20);
  g_assert_cmpuint (n_advanced, ==, 20);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "N01");
  g_assert_cmpint (card->back, ==, BF_DEPT_HR);
  g_assert_cmpstr (bf_carnegie_rules_get_donation_space (rules (), card->donation)->id, ==, "education-hr");
  g_assert_cmpuint (card->hr_slide, ==, 4);
  g_assert_cmpuint (card->n_take, ==, 1);
  g_assert_cmpint (card->take[0], ==, BF_DEPT_HR);
  g_assert_cmpuint (card->n_cities, ==, 2);
  g_assert_cmpuint (card->cities[0], ==, city_index ("salt-lake-city"));
  g_assert_cmpuint (card->cities[1], ==, city_index ("reno"));
  g_assert_cmpint (card->rd_region, ==, BF_REGION_WEST);
  g_assert_cmpuint (card->rd_steps, ==, 2);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "N09");
  g_assert_cmpint (card->back, ==, BF_DEPT_MANAGEMENT);
  g_assert_cmpstr (bf_carnegie_rules_get_donation_space (rules (), card->donation)->id, ==, "welfare-money");
  g_assert_cmpuint (card->n_cities, ==, 3);
  g_assert_cmpuint (card->cities[0], ==, city_index ("san-antonio"));
  g_assert_cmpuint (card->cities[1], ==, city_index ("memphis"));
  g_assert_cmpuint (card->cities[2], ==, city_index ("dallas"));
  g_assert_cmpuint (card->n_take, ==, 3);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "N10");
  g_assert_cmpint (card->take[0], ==, BF_DEPT_HR);
  g_assert_cmpint (card->take[1], ==, BF_DEPT_CONSTRUCTION);
  g_assert_cmpint (card->take[2], ==, BF_DEPT_RD);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "N12");
  g_assert_cmpint (card->back, ==, BF_DEPT_CONSTRUCTION);
  g_assert_cmpuint (card->n_cities, ==, 4);
  for (guint c = 0; c < 4; c++)
    g_assert_cmpint (bf_carnegie_rules_get_city (rules (), card->cities[c])->kind, ==, BF_CITY_MAJOR);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "N20");
  g_assert_cmpint (card->back, ==, BF_DEPT_RD);
  g_assert_cmpint (card->rd_region, ==, BF_REGION_WEST);
  g_assert_cmpuint (card->rd_steps, ==, 3);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "A02");
  g_assert_true (card->advanced);
  g_assert_cmpuint (card->hr_slide, ==, 4);
  g_assert_cmpuint (card->n_take, ==, 2);
  g_assert_cmpint (card->take[1], ==, BF_DEPT_MANAGEMENT);
  g_assert_cmpint (card->rd_region, ==, BF_REGION_MIDWEST);
  g_assert_cmpuint (card->rd_steps, ==, 3);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "A05");
  g_assert_cmpuint (card->n_take, ==, 1);
  g_assert_cmpint (card->take[0], ==, BF_DEPT_MANAGEMENT);

  card = bf_carnegie_rules_lookup_andrew_card (rules (), "A16");
  g_assert_cmpint (card->rd_region, ==, BF_REGION_SOUTH);
  g_assert_cmpuint (card->rd_steps, ==, 4);
  g_assert_cmpint (card->back, ==, BF_DEPT_RD);
  g_assert_cmpstr (bf_carnegie_rules_get_donation_space (rules (), card->donation)->id, ==,
                   "rights-housing-commerce");

  g_assert_null (bf_carnegie_rules_lookup_andrew_card (rules (), "N21"));

  g_assert_cmpint (bf_carnegie_rules_get_vp_card_value (rules (), 0), ==, 0);
  g_assert_cmpint (bf_carnegie_rules_get_vp_card_value (rules (), 1), ==, 1);
  g_assert_cmpint (bf_carnegie_rules_get_vp_card_value (rules (), 2), ==, 3);
  g_assert_cmpint (bf_carnegie_rules_get_vp_card_value (rules (), 3), ==, 6);
  g_assert_cmpint (bf_carnegie_rules_get_vp_card_value (rules (), 4), ==, 10);
}

static void
test_rules_bidding (void)
{
  static const struct {
    const char *id;
    gboolean free_bid;
    guint n_choices;
    int values[5];
    int costs[5];
  } expected[] = {
    { "first-player", TRUE, 0, { 0, }, { 0, } },
    { "goods", FALSE, 5, { 2, 3, 4, 5, 6 }, { 6, 9, 12, 15, 18 } },
    { "workers", FALSE, 5, { 3, 4, 5, 6, 7 }, { 8, 10, 12, 14, 16 } },
    { "vp", FALSE, 5, { -6, -5, 0, 3, 6 }, { -12, -10, 0, 6, 12 } },
    { "setup-moves", FALSE, 5, { 4, 5, 6, 8, 10 }, { 12, 15, 18, 24, 30 } },
  };

  g_assert_cmpint (bf_carnegie_rules_get_bid_budget (rules ()), ==, 50);
  g_assert_cmpuint (bf_carnegie_rules_get_n_bid_lines (rules ()), ==, G_N_ELEMENTS (expected));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BfBidLine *line = bf_carnegie_rules_get_bid_line (rules (), i);

      g_assert_cmpstr (line->id, ==, expected[i].id);
      g_assert_cmpint (line->free_bid, ==, expected[i].free_bid);
      g_assert_cmpuint (line->n_choices, ==, expected[i].n_choices);
      for (guint c = 0; c < line->n_choices; c++)
        {
          g_assert_cmpint (line->choices[c].value, ==, expected[i].values[c]);
          g_assert_cmpint (line->choices[c].cost, ==, expected[i].costs[c]);
        }
    }
}

static void
test_rules_setup (void)
{
  g_assert_cmpuint (bf_carnegie_rules_get_department_copies (rules (), FALSE), ==, 2);
  g_assert_cmpuint (bf_carnegie_rules_get_department_copies (rules (), TRUE), ==, 1);

  g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (rules (), 1), ==, 16);
  g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (rules (), 2), ==, 16);
  g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (rules (), 3), ==, 8);
  g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (rules (), 4), ==, 0);

  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules (), 1), ==, 18);
  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules (), 2), ==, 18);
  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules (), 3), ==, 9);
  g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (rules (), 4), ==, 0);
}

static void
test_rules_colors (void)
{
  static const char * const ids[] = { "red", "blue", "green", "yellow", "purple", "black" };

  g_assert_cmpuint (bf_carnegie_rules_get_n_colors (rules ()), ==, G_N_ELEMENTS (ids));

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const BfColor *color = bf_carnegie_rules_get_color (rules (), i);

      g_assert_cmpstr (color->id, ==, ids[i]);
      g_assert_true (bf_carnegie_rules_lookup_color (rules (), ids[i]) == color);
      g_assert_cmpuint (strlen (color->rgb), ==, 7);
      g_assert_cmpint (color->rgb[0], ==, '#');
    }

  g_assert_cmpstr (bf_carnegie_rules_lookup_color (rules (), "red")->name, ==, "Red");
  g_assert_null (bf_carnegie_rules_lookup_color (rules (), "white"));
}

/* In the C locale a translated string is its msgid. */
static void
assert_translatable (const char *context,
                     const char *string)
{
  g_assert_nonnull (string);
  g_assert_cmpstr (string, !=, "");
  g_assert_cmpstr (g_dpgettext2 (GETTEXT_PACKAGE, context, string), ==, string);
}

static void
test_rules_names_translatable (void)
{
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    assert_translatable ("region", bf_carnegie_rules_get_region (rules (), r)->name);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    assert_translatable ("project type", bf_carnegie_rules_get_project_type (rules (), t)->name);
  for (BfDeptType t = 0; t < BF_N_DEPT_TYPES; t++)
    assert_translatable ("department type", bf_carnegie_rules_get_dept_type (rules (), t)->name);
  for (BfTransportLevel l = 0; l < BF_N_LEVELS; l++)
    assert_translatable ("transport level", bf_carnegie_rules_get_level (rules (), l)->name);
  for (BfDonationType t = 0; t < BF_N_DONATION_TYPES; t++)
    assert_translatable ("donation type", bf_carnegie_rules_get_donation_type (rules (), t)->name);

  for (guint i = 0; i < bf_carnegie_rules_get_n_cities (rules ()); i++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (rules (), i);

      g_assert_cmpstr (city->name, !=, "");
      g_assert_cmpstr (city->id, !=, "");
    }

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      for (guint b = 1; b <= BF_N_TRACK_BOXES; b++)
        {
          const BfTrackBox *box = bf_carnegie_rules_get_track_box (rules (), r, b);

          assert_translatable ("track income", box->income);
          if (box->reward != NULL)
            assert_translatable ("track reward", box->reward);
        }
    }

  for (guint i = 0; i < bf_carnegie_rules_get_n_colors (rules ()); i++)
    assert_translatable ("player color", bf_carnegie_rules_get_color (rules (), i)->name);

  for (guint i = 0; i < bf_carnegie_rules_get_n_donation_spaces (rules ()); i++)
    assert_translatable ("donation space", bf_carnegie_rules_get_donation_space (rules (), i)->text);

  for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
    {
      const BfDepartment *department = bf_carnegie_rules_get_department (rules (), n);

      assert_translatable ("department", department->name);
      assert_translatable ("department rule", department->rule);
    }

  for (guint i = 0; i < bf_carnegie_rules_get_n_bid_lines (rules ()); i++)
    assert_translatable ("bidding line", bf_carnegie_rules_get_bid_line (rules (), i)->name);

  g_assert_cmpstr (bf_carnegie_rules_get_bid_line (rules (), 1)->name, ==, "Goods cubes");
  g_assert_cmpstr (bf_carnegie_rules_get_project_type (rules (), BF_PROJECT_PUBLIC)->name, ==,
                   "Public Infrastructure");
}

static void
test_rules_bad_path (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieRules) bad = NULL;

  bad = bf_carnegie_rules_new_from_resource ("/io/github/benefactor/Benefactor/no-such-rules", &error);
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "board.json"));
}

static void
test_rules_new_from_resource (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieRules) fresh = NULL;

  /* A second, independent load of the compiled-in data. */
  fresh = bf_carnegie_rules_new_from_resource (RESOURCE_PREFIX "/rules", &error);
  g_assert_no_error (error);
  g_assert_nonnull (fresh);
  g_assert_true (fresh != rules ());
  g_assert_cmpuint (bf_carnegie_rules_get_n_cities (fresh), ==, 32);
  g_assert_true (bf_carnegie_rules_get_default () == rules ());
}

/* The rules compiled into the program (bf_carnegie_rules_get_default(),
 * written as C at build time by bf-carnegie-rules-compile) and the same
 * JSON files loaded now (bf_carnegie_rules_new_from_resource()) agree on
 * every field of every struct, every lookup and every count: a field the
 * compiler does not write, or writes wrong, fails here. */
#define SAME_INT(a, b, field) g_assert_cmpint ((a)->field, ==, (b)->field)
#define SAME_UINT(a, b, field) g_assert_cmpuint ((a)->field, ==, (b)->field)
#define SAME_STR(a, b, field) g_assert_cmpstr ((a)->field, ==, (b)->field)
#define SAME_DOUBLE(a, b, field) g_assert_true ((a)->field == (b)->field)

static void
test_rules_compiled_as_loaded (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieRules) loaded = NULL;
  BfCarnegieRules *compiled = rules ();

  loaded = bf_carnegie_rules_new_from_resource (RESOURCE_PREFIX "/rules", &error);
  g_assert_no_error (error);

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      const BfRegionInfo *a = bf_carnegie_rules_get_region (compiled, r);
      const BfRegionInfo *b = bf_carnegie_rules_get_region (loaded, r);
      BfRegion found;

      SAME_INT (a, b, region);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      SAME_INT (a, b, start_level);
      SAME_UINT (a, b, major_city);
      SAME_DOUBLE (a, b, name_x);
      SAME_DOUBLE (a, b, name_y);
      g_assert_true (bf_carnegie_rules_lookup_region (compiled, b->id, &found));
      g_assert_cmpint (found, ==, r);

      for (guint box = 1; box <= BF_N_TRACK_BOXES; box++)
        {
          const BfTrackBox *ta = bf_carnegie_rules_get_track_box (compiled, r, box);
          const BfTrackBox *tb = bf_carnegie_rules_get_track_box (loaded, r, box);

          SAME_UINT (ta, tb, box);
          SAME_INT (ta, tb, cost);
          SAME_INT (ta, tb, level);
          SAME_STR (ta, tb, income);
          SAME_STR (ta, tb, reward);
        }
    }

  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      const BfProjectTypeInfo *a = bf_carnegie_rules_get_project_type (compiled, t);
      const BfProjectTypeInfo *b = bf_carnegie_rules_get_project_type (loaded, t);
      BfProjectType found;

      SAME_INT (a, b, type);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      g_assert_true (bf_carnegie_rules_lookup_project_type (compiled, b->id, &found));
      g_assert_cmpint (found, ==, t);
      g_assert_cmpuint (bf_carnegie_rules_get_project_tab_pawns (compiled, t), ==,
                        bf_carnegie_rules_get_project_tab_pawns (loaded, t));
    }

  for (BfDeptType t = 0; t < BF_N_DEPT_TYPES; t++)
    {
      const BfDeptTypeInfo *a = bf_carnegie_rules_get_dept_type (compiled, t);
      const BfDeptTypeInfo *b = bf_carnegie_rules_get_dept_type (loaded, t);
      const BfTimelineEvent *ea = bf_carnegie_rules_get_timeline_end (compiled, t);
      const BfTimelineEvent *eb = bf_carnegie_rules_get_timeline_end (loaded, t);
      BfDeptType found;

      SAME_INT (a, b, type);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      g_assert_true (bf_carnegie_rules_lookup_dept_type (compiled, b->id, &found));
      g_assert_cmpint (found, ==, t);
      SAME_INT (ea, eb, kind);
      SAME_INT (ea, eb, region);
    }

  for (BfTransportLevel l = 0; l < BF_N_LEVELS; l++)
    {
      const BfLevelInfo *a = bf_carnegie_rules_get_level (compiled, l);
      const BfLevelInfo *b = bf_carnegie_rules_get_level (loaded, l);

      SAME_INT (a, b, level);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      for (guint links = 0; links <= 6; links++)
        g_assert_cmpint (bf_carnegie_rules_get_connection_vp (compiled, links, l), ==,
                         bf_carnegie_rules_get_connection_vp (loaded, links, l));
    }

  for (BfDonationType t = 0; t < BF_N_DONATION_TYPES; t++)
    {
      const BfDonationTypeInfo *a = bf_carnegie_rules_get_donation_type (compiled, t);
      const BfDonationTypeInfo *b = bf_carnegie_rules_get_donation_type (loaded, t);
      BfDonationType found;

      SAME_INT (a, b, type);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      g_assert_true (bf_carnegie_rules_lookup_donation_type (compiled, b->id, &found));
      g_assert_cmpint (found, ==, t);
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_cities (compiled), ==,
                    bf_carnegie_rules_get_n_cities (loaded));
  for (guint i = 0; i < bf_carnegie_rules_get_n_cities (loaded); i++)
    {
      const BfCity *a = bf_carnegie_rules_get_city (compiled, i);
      const BfCity *b = bf_carnegie_rules_get_city (loaded, i);
      const guint *na, *nb;
      guint n_a, n_b;

      SAME_UINT (a, b, index);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      SAME_INT (a, b, region);
      SAME_INT (a, b, kind);
      SAME_UINT (a, b, n_spaces);
      SAME_UINT (a, b, first_space);
      for (guint s = 0; s < G_N_ELEMENTS (b->space_types); s++)
        SAME_INT (a, b, space_types[s]);
      SAME_INT (a, b, vp);
      SAME_UINT (a, b, links);
      SAME_INT (a, b, rails_icon);
      SAME_DOUBLE (a, b, x);
      SAME_DOUBLE (a, b, y);
      SAME_INT (a, b, name_side);
      SAME_INT (a, b, badge_below);
      SAME_INT (a, b, triangle);
      g_assert_true (bf_carnegie_rules_lookup_city (compiled, b->id) == a);

      na = bf_carnegie_rules_get_neighbours (compiled, i, &n_a);
      nb = bf_carnegie_rules_get_neighbours (loaded, i, &n_b);
      g_assert_cmpmem (na, n_a * sizeof (guint), nb, n_b * sizeof (guint));
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_spaces (compiled), ==,
                    bf_carnegie_rules_get_n_spaces (loaded));
  for (guint i = 0; i < bf_carnegie_rules_get_n_spaces (loaded); i++)
    {
      const BfSpace *a = bf_carnegie_rules_get_space (compiled, i);
      const BfSpace *b = bf_carnegie_rules_get_space (loaded, i);

      SAME_UINT (a, b, index);
      SAME_UINT (a, b, city);
      SAME_UINT (a, b, slot);
      SAME_INT (a, b, type);
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_roads (compiled), ==,
                    bf_carnegie_rules_get_n_roads (loaded));
  for (guint i = 0; i < bf_carnegie_rules_get_n_roads (loaded); i++)
    {
      const BfRoad *a = bf_carnegie_rules_get_road (compiled, i);
      const BfRoad *b = bf_carnegie_rules_get_road (loaded, i);

      SAME_UINT (a, b, city_a);
      SAME_UINT (a, b, city_b);
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_donation_spaces (compiled), ==,
                    bf_carnegie_rules_get_n_donation_spaces (loaded));
  for (guint i = 0; i < bf_carnegie_rules_get_n_donation_spaces (loaded); i++)
    {
      const BfDonationSpace *a = bf_carnegie_rules_get_donation_space (compiled, i);
      const BfDonationSpace *b = bf_carnegie_rules_get_donation_space (loaded, i);

      SAME_UINT (a, b, index);
      SAME_STR (a, b, id);
      SAME_INT (a, b, type);
      SAME_UINT (a, b, row);
      SAME_INT (a, b, tile);
      SAME_INT (a, b, rule);
      SAME_INT (a, b, vp);
      SAME_INT (a, b, param);
      SAME_INT (a, b, cost_money);
      SAME_INT (a, b, cost_goods);
      SAME_INT (a, b, max_times);
      SAME_STR (a, b, text);
      SAME_STR (a, b, text_for);
      g_assert_true (bf_carnegie_rules_lookup_donation_space (compiled, b->id) == a);
    }

  for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
    {
      const BfDepartment *a = bf_carnegie_rules_get_department (compiled, n);
      const BfDepartment *b = bf_carnegie_rules_get_department (loaded, n);

      SAME_UINT (a, b, number);
      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      SAME_INT (a, b, type);
      SAME_INT (a, b, expansion);
      SAME_UINT (a, b, set);
      SAME_INT (a, b, effect);
      SAME_STR (a, b, rule);
      g_assert_true (bf_carnegie_rules_lookup_department (compiled, b->id) == a);
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_timeline_tiles (compiled), ==,
                    bf_carnegie_rules_get_n_timeline_tiles (loaded));
  for (guint n = 1; n <= bf_carnegie_rules_get_n_timeline_tiles (loaded); n++)
    {
      const BfTimelineTile *a = bf_carnegie_rules_get_timeline_tile (compiled, n);
      const BfTimelineTile *b = bf_carnegie_rules_get_timeline_tile (loaded, n);

      SAME_UINT (a, b, number);
      for (guint side = 0; side < G_N_ELEMENTS (b->sides); side++)
        {
          for (guint row = 0; row < G_N_ELEMENTS (b->sides[side]); row++)
            {
              SAME_INT (a, b, sides[side][row].kind);
              SAME_INT (a, b, sides[side][row].region);
            }
        }
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_andrew_cards (compiled), ==,
                    bf_carnegie_rules_get_n_andrew_cards (loaded));
  for (guint i = 0; i < bf_carnegie_rules_get_n_andrew_cards (loaded); i++)
    {
      const BfAndrewCard *a = bf_carnegie_rules_get_andrew_card (compiled, i);
      const BfAndrewCard *b = bf_carnegie_rules_get_andrew_card (loaded, i);

      SAME_STR (a, b, id);
      SAME_UINT (a, b, number);
      SAME_INT (a, b, advanced);
      SAME_INT (a, b, back);
      SAME_UINT (a, b, donation);
      SAME_UINT (a, b, hr_slide);
      SAME_UINT (a, b, n_take);
      for (guint t = 0; t < G_N_ELEMENTS (b->take); t++)
        SAME_INT (a, b, take[t]);
      SAME_UINT (a, b, n_cities);
      for (guint c = 0; c < G_N_ELEMENTS (b->cities); c++)
        SAME_UINT (a, b, cities[c]);
      SAME_INT (a, b, rd_region);
      SAME_UINT (a, b, rd_steps);
      g_assert_true (bf_carnegie_rules_lookup_andrew_card (compiled, b->id) == a);
    }

  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    g_assert_cmpint (bf_carnegie_rules_get_vp_card_value (compiled, p), ==,
                     bf_carnegie_rules_get_vp_card_value (loaded, p));

  g_assert_cmpuint (bf_carnegie_rules_get_n_difficulties (compiled), ==,
                    bf_carnegie_rules_get_n_difficulties (loaded));
  for (guint level = 1; level <= bf_carnegie_rules_get_n_difficulties (loaded); level++)
    {
      const BfDifficulty *a = bf_carnegie_rules_get_difficulty (compiled, level);
      const BfDifficulty *b = bf_carnegie_rules_get_difficulty (loaded, level);

      SAME_UINT (a, b, level);
      SAME_STR (a, b, name);
      SAME_UINT (a, b, n_normal);
      SAME_UINT (a, b, n_advanced);
    }

  g_assert_cmpuint (bf_carnegie_rules_get_n_bid_lines (compiled), ==,
                    bf_carnegie_rules_get_n_bid_lines (loaded));
  for (guint i = 0; i < bf_carnegie_rules_get_n_bid_lines (loaded); i++)
    {
      const BfBidLine *a = bf_carnegie_rules_get_bid_line (compiled, i);
      const BfBidLine *b = bf_carnegie_rules_get_bid_line (loaded, i);

      SAME_STR (a, b, id);
      SAME_STR (a, b, name);
      SAME_INT (a, b, free_bid);
      SAME_UINT (a, b, n_choices);
      for (guint c = 0; c < G_N_ELEMENTS (b->choices); c++)
        {
          SAME_INT (a, b, choices[c].value);
          SAME_INT (a, b, choices[c].cost);
        }
    }

  g_assert_cmpint (bf_carnegie_rules_get_bid_budget (compiled), ==,
                   bf_carnegie_rules_get_bid_budget (loaded));
  g_assert_cmpuint (bf_carnegie_rules_get_pawns_per_colour (compiled), ==,
                    bf_carnegie_rules_get_pawns_per_colour (loaded));
  for (int open_bar = 0; open_bar <= 1; open_bar++)
    g_assert_cmpuint (bf_carnegie_rules_get_department_copies (compiled, open_bar), ==,
                      bf_carnegie_rules_get_department_copies (loaded, open_bar));
  for (guint n_players = 1; n_players <= 4; n_players++)
    {
      g_assert_cmpuint (bf_carnegie_rules_get_blocking_disks (compiled, n_players), ==,
                        bf_carnegie_rules_get_blocking_disks (loaded, n_players));
      g_assert_cmpuint (bf_carnegie_rules_get_departments_removed (compiled, n_players), ==,
                        bf_carnegie_rules_get_departments_removed (loaded, n_players));
    }
}

#undef SAME_INT
#undef SAME_UINT
#undef SAME_STR
#undef SAME_DOUBLE

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/regions", test_rules_regions);
  g_test_add_func ("/rules/cities", test_rules_cities);
  g_test_add_func ("/rules/map-labels", test_rules_map_labels);
  g_test_add_func ("/rules/majors", test_rules_majors);
  g_test_add_func ("/rules/roads", test_rules_roads);
  g_test_add_func ("/rules/tracks", test_rules_tracks);
  g_test_add_func ("/rules/connections", test_rules_connections);
  g_test_add_func ("/rules/donations", test_rules_donations);
  g_test_add_func ("/rules/chart-space", test_rules_chart_space);
  g_test_add_func ("/rules/departments", test_rules_departments);
  g_test_add_func ("/rules/timeline", test_rules_timeline);
  g_test_add_func ("/rules/andrew", test_rules_andrew);
  g_test_add_func ("/rules/bidding", test_rules_bidding);
  g_test_add_func ("/rules/setup", test_rules_setup);
  g_test_add_func ("/rules/colors", test_rules_colors);
  g_test_add_func ("/rules/names-translatable", test_rules_names_translatable);
  g_test_add_func ("/rules/bad-path", test_rules_bad_path);
  g_test_add_func ("/rules/new-from-resource", test_rules_new_from_resource);
  g_test_add_func ("/rules/compiled-as-loaded", test_rules_compiled_as_loaded);

  return g_test_run ();
}
