/* bf-score-sheet.c
 *
 * Final scoring of Carnegie. Every rule and every ruling applied here is
 * described in docs/scoring.md; the printed numbers (connection table,
 * city VP, donation spaces…) come from BfRules, the end-of-game numbers
 * that only the rule texts give (caps, VP per department…) are the
 * constants below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score"

#include "config.h"

#include "bf-score-sheet.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Base game, "Final Scoring". */
#define EMPLOYEES_MAX_VP         15
#define DEPARTMENT_TOP_ROW_VP    3
#define DEPARTMENT_OTHER_VP      2
#define DEPARTMENTS_MAX_VP       24
#define PROJECT_TABS_MAX_VP      42
#define CONNECTIONS_MAX_VP       36
#define CITY_PROJECTS_MAX_VP     45
#define DONATION_MAX_VP          12
#define ACTION_CHOICE_VP         3
/* The connection table has rows for 2 to 5 links. */
#define CONNECTIONS_MAX_LINKS    5

/* Expansion 1, "Set 4: Miscellaneous Achievements". */
#define GREEN_SPACES_VP          2
#define PUBLIC_RELATIONS_VP      2
#define POST_OFFICE_MAX_LINKS    6
#define POST_OFFICE_BONUS_VP     9
#define NETWORK_OF_LIBRARIES_VP  4

/* Solo, "End of Game and Scoring". */
#define ANDREW_DEPARTMENT_VP     2
#define ANDREW_TRACK_END_VP      6

/* Spaces of one player that a PAY_FOR_VP choice is searched for at once:
 * one disk on the one Welfare tile space (the secret donation is searched
 * on its own, after the disks); more would only come from broken rule
 * data. */
#define MAX_PAY_INSTANCES        4

typedef struct
{
  char     *name;
  gboolean  andrew;
  int       total;
  gboolean  winner;
  GArray   *lines;               /* of BfScoreLine */
} SheetPlayer;

struct _BfScoreSheet
{
  grefcount    ref_count;
  guint        n_players;
  SheetPlayer  players[BF_MAX_PLAYERS + 1];
};

G_DEFINE_BOXED_TYPE (BfScoreSheet, bf_score_sheet, bf_score_sheet_ref, bf_score_sheet_unref)

/* What a player achieved: counted once, used by the donation spaces of
 * that player and, in solo, of Andrew. */
typedef struct
{
  BfPlayer          *player;
  guint              n_projects;
  guint              projects_of_type[BF_N_PROJECT_TYPES];
  guint              projects_in_region[BF_N_REGIONS];
  guint              projects_in_towns;
  guint              n_departments;
  guint              departments_of_type[BF_N_DEPT_TYPES];
  guint              departments_left_column;
  guint              departments_top_row;
  guint              n_donations;
  guint              donations_of_type[BF_N_DONATION_TYPES];
  BfTransportLevel   level[BF_N_REGIONS];
  /* Network: per city the connected component holding it, -1 when the
   * player has no disk there. Points into Scorer.component. */
  const int         *component;
} Achievements;

/* Money and goods left for the money- and goods-based spaces, after the
 * PAY_FOR_VP payments. */
typedef struct
{
  guint money;
  guint goods;
  guint paid_money;
  guint paid_goods;
} Purse;

typedef struct
{
  gboolean          scores;
  guint             n_scoring;   /* networks with two major cities or more */
  guint             n_majors;
  BfRegion          majors[BF_N_REGIONS];
  guint             links;       /* printed link values */
  guint             links_counted; /* with the Post Office's +1 */
  gboolean          post_office;
  BfTransportLevel  level;
  BfRegion          level_region;
  int               vp;          /* from the connection table */
  int               bonus;       /* Post Office bonus */
} Connection;

/* A donation to score: a disk or the secret donation. */
typedef struct
{
  BfChartPos             pos;
  const BfDonationSpace *space;
  gboolean               secret;
  guint                  n_paid; /* PAY_FOR_VP: times paid */
} Donation;

typedef struct
{
  BfRules    *rules;
  BfGame     *game;
  guint       n_cities;
  int        *component;         /* n_cities */
  guint      *queue;             /* n_cities */
} Scorer;

/* West to east, the order major cities are named in. */
static const BfRegion display_regions[BF_N_REGIONS] = {
  BF_REGION_WEST, BF_REGION_MIDWEST, BF_REGION_SOUTH, BF_REGION_EAST,
};

static void
score_line_clear (gpointer data)
{
  BfScoreLine *line = data;

  g_clear_pointer (&line->title, g_free);
  g_clear_pointer (&line->explanation, g_free);
}

static void
add_line (SheetPlayer *sp,
          const char  *category,
          char        *title,
          int          vp,
          char        *explanation)
{
  BfScoreLine line = { category, title, vp, explanation, BF_CHART_POS_NONE };

  g_array_append_val (sp->lines, line);
  sp->total += vp;
}

/* A line of a donation or secret donation, which knows its chart space. */
static void
add_chart_line (SheetPlayer *sp,
                const char  *category,
                BfChartPos   pos,
                char        *title,
                int          vp,
                char        *explanation)
{
  add_line (sp, category, title, vp, explanation);
  g_array_index (sp->lines, BfScoreLine, sp->lines->len - 1).chart_pos = pos;
}

/* "12 VP" or "14 VP, capped at 12 VP"; returns the capped value. */
static int
format_result (GString *s,
               int      raw,
               int      cap)
{
  if (cap >= 0 && raw > cap)
    {
      g_string_append_printf (s, _("%d VP, capped at %d VP"), raw, cap);
      return cap;
    }

  g_string_append_printf (s, _("%d VP"), raw);
  return raw;
}

static const char *
region_name (Scorer   *scorer,
             BfRegion  region)
{
  const BfRegionInfo *info = bf_rules_get_region (scorer->rules, region);

  return info != NULL ? info->name : "?";
}

static const char *
level_name (Scorer           *scorer,
            BfTransportLevel  level)
{
  const BfLevelInfo *info = bf_rules_get_level (scorer->rules, level);

  return info != NULL ? info->name : "?";
}

static const char *
project_type_name (Scorer *scorer,
                   guint   type)
{
  const BfProjectTypeInfo *info = bf_rules_get_project_type (scorer->rules, type);

  return info != NULL ? info->name : "?";
}

static const char *
dept_type_name (Scorer *scorer,
                guint   type)
{
  const BfDeptTypeInfo *info = bf_rules_get_dept_type (scorer->rules, type);

  return info != NULL ? info->name : "?";
}

static const char *
donation_type_name (Scorer *scorer,
                    guint   type)
{
  const BfDonationTypeInfo *info = bf_rules_get_donation_type (scorer->rules, type);

  return info != NULL ? info->name : "?";
}

/* A donation line's title: where its space lies on the board, the
 * printed column, the New Donations tile covering it if any, and the
 * row, "Health column, Welfare tile, row 4". @space is what @pos scores. */
static char *
chart_pos_title (Scorer                *scorer,
                 BfChartPos             pos,
                 const BfDonationSpace *space)
{
  const char *column = donation_type_name (scorer, BF_CHART_POS_COLUMN (pos));

  if (space->tile)
    /* Translators: a donation line on the score sheet: the printed column of
     * the donation chart, the New Donations tile covering that column, and
     * the row (1-5, top to bottom), "Health column, Welfare tile, row 4" */
    return g_strdup_printf (_("%s column, %s tile, row %u"),
                            column, donation_type_name (scorer, space->type),
                            BF_CHART_POS_ROW (pos));

  /* Translators: a donation line on the score sheet: the column of the
   * donation chart and the row (1-5, top to bottom), "Welfare column, row 3" */
  return g_strdup_printf (_("%s column, row %u"), column, BF_CHART_POS_ROW (pos));
}

/* The secret donation's title: as the players wrote it (Expansion 1:
 * the type numbered 1-4 from left to right, the line 1-5 from top to
 * bottom), then where that lies on the board. */
static char *
secret_title (Scorer                *scorer,
              BfChartPos             pos,
              const BfDonationSpace *space)
{
  const char *column = donation_type_name (scorer, BF_CHART_POS_COLUMN (pos));

  if (space->tile)
    /* Translators: the secret donation as the players write it down (Exp:
     * "the type of donation (numbered 1-4, from left to right), and its
     * line (numbered 1-5, from top to bottom)", as on the secret donation
     * page), then the printed column and the New Donations tile covering
     * it, "Secret donation: type 4, line 4 (Health column, Welfare tile)" */
    return g_strdup_printf (_("Secret donation: type %u, line %u (%s column, %s tile)"),
                            BF_CHART_POS_COLUMN (pos) + 1, BF_CHART_POS_ROW (pos),
                            column, donation_type_name (scorer, space->type));

  /* Translators: the secret donation as the players write it down (type
   * 1-4 left to right, line 1-5 top to bottom, Exp), then the
   * printed column, "Secret donation: type 3, line 5 (Welfare column)" */
  return g_strdup_printf (_("Secret donation: type %u, line %u (%s column)"),
                          BF_CHART_POS_COLUMN (pos) + 1, BF_CHART_POS_ROW (pos), column);
}

static const char *
city_name (Scorer *scorer,
           guint   city)
{
  const BfCity *info = bf_rules_get_city (scorer->rules, city);

  return info != NULL ? info->name : "?";
}

static BfTransportLevel
transport_level (Scorer   *scorer,
                 BfPlayer *player,
                 BfRegion  region)
{
  const BfTrackBox *box;

  box = bf_rules_get_track_box (scorer->rules, region,
                                bf_player_get_transport (player, region));
  if (box == NULL)
    return BF_LEVEL_CART;

  return box->level;
}

/* Connected components, by road, of the cities where @player has a
 * project disk. */
static void
compute_network (Scorer   *scorer,
                 BfPlayer *player)
{
  int *component = scorer->component;
  guint n_projects = bf_player_get_n_projects (player);
  int next_id = 0;

  for (guint c = 0; c < scorer->n_cities; c++)
    component[c] = -1;

  /* -2: a disk here, not reached yet. */
  for (guint i = 0; i < n_projects; i++)
    {
      const BfProject *project = bf_player_get_project (player, i);
      const BfSpace *space = bf_rules_get_space (scorer->rules, project->space);

      if (space != NULL && space->city < scorer->n_cities)
        component[space->city] = -2;
    }

  for (guint c = 0; c < scorer->n_cities; c++)
    {
      guint head = 0;
      guint tail = 0;

      if (component[c] != -2)
        continue;

      component[c] = next_id;
      scorer->queue[tail++] = c;

      while (head < tail)
        {
          guint city = scorer->queue[head++];
          guint n_neighbours = 0;
          const guint *neighbours;

          neighbours = bf_rules_get_neighbours (scorer->rules, city, &n_neighbours);
          for (guint j = 0; j < n_neighbours; j++)
            {
              guint next = neighbours[j];

              if (next < scorer->n_cities && component[next] == -2)
                {
                  component[next] = next_id;
                  scorer->queue[tail++] = next;
                }
            }
        }

      next_id++;
    }
}

static void
compute_achievements (Scorer       *scorer,
                      BfPlayer     *player,
                      Achievements *ach)
{
  guint n;

  memset (ach, 0, sizeof *ach);
  ach->player = player;

  n = bf_player_get_n_projects (player);
  for (guint i = 0; i < n; i++)
    {
      const BfProject *project = bf_player_get_project (player, i);
      const BfSpace *space = bf_rules_get_space (scorer->rules, project->space);
      const BfCity *city;

      if (space == NULL)
        continue;
      city = bf_rules_get_city (scorer->rules, space->city);
      if (city == NULL)
        continue;

      ach->n_projects++;
      if (project->type < BF_N_PROJECT_TYPES)
        ach->projects_of_type[project->type]++;
      if (city->region < BF_N_REGIONS)
        ach->projects_in_region[city->region]++;
      if (city->kind == BF_CITY_TOWN)
        ach->projects_in_towns++;
    }

  n = bf_player_get_n_departments (player);
  for (guint i = 0; i < n; i++)
    {
      const BfBuiltDepartment *built = bf_player_get_department (player, i);
      const BfDepartment *department = bf_rules_get_department (scorer->rules, built->number);

      ach->n_departments++;
      if (department != NULL && department->type < BF_N_DEPT_TYPES)
        ach->departments_of_type[department->type]++;
      if (built->left_column)
        ach->departments_left_column++;
      if (built->top_row)
        ach->departments_top_row++;
    }

  /* Disks only: the secret donation is not a donation made. */
  n = bf_player_get_n_donations (player);
  for (guint i = 0; i < n; i++)
    {
      const BfDonationSpace *space;

      space = bf_game_get_chart_space (scorer->game, bf_player_get_donation (player, i));
      ach->n_donations++;
      if (space != NULL && space->type < BF_N_DONATION_TYPES)
        ach->donations_of_type[space->type]++;
    }

  for (guint r = 0; r < BF_N_REGIONS; r++)
    ach->level[r] = transport_level (scorer, player, r);

  compute_network (scorer, player);
  ach->component = scorer->component;
}

/* Major-city connections of @ach's player: the best network. */
static void
compute_connection (Scorer             *scorer,
                    const Achievements *ach,
                    gboolean            post_office,
                    Connection         *best)
{
  gboolean done[BF_N_REGIONS] = { FALSE, };

  memset (best, 0, sizeof *best);
  best->post_office = post_office;

  for (guint i = 0; i < G_N_ELEMENTS (display_regions); i++)
    {
      const BfRegionInfo *info = bf_rules_get_region (scorer->rules, display_regions[i]);
      Connection net = { 0, };
      int id;

      if (done[i] || info == NULL || info->major_city >= scorer->n_cities)
        continue;
      id = ach->component[info->major_city];
      if (id < 0)
        continue;

      net.post_office = post_office;
      net.level = BF_N_LEVELS;

      /* All major cities of the same component. */
      for (guint j = i; j < G_N_ELEMENTS (display_regions); j++)
        {
          const BfRegionInfo *other = bf_rules_get_region (scorer->rules, display_regions[j]);
          const BfCity *major;

          if (other == NULL || other->major_city >= scorer->n_cities ||
              ach->component[other->major_city] != id)
            continue;

          done[j] = TRUE;
          major = bf_rules_get_city (scorer->rules, other->major_city);
          net.majors[net.n_majors++] = display_regions[j];
          net.links += major->links;
          if (ach->level[display_regions[j]] < net.level)
            {
              net.level = ach->level[display_regions[j]];
              net.level_region = display_regions[j];
            }
        }

      if (net.n_majors < 2)
        continue;

      net.scores = TRUE;
      net.links_counted = net.links;
      if (post_office)
        net.links_counted = MIN (net.links + 1, POST_OFFICE_MAX_LINKS);
      net.vp = bf_rules_get_connection_vp (scorer->rules,
                                           MIN (net.links_counted, CONNECTIONS_MAX_LINKS),
                                           net.level);
      if (post_office && net.links_counted >= POST_OFFICE_MAX_LINKS)
        net.bonus = POST_OFFICE_BONUS_VP;

      best->n_scoring++;
      if (!best->scores ||
          net.vp + net.bonus > best->vp + best->bonus ||
          (net.vp + net.bonus == best->vp + best->bonus &&
           net.links_counted > best->links_counted))
        {
          guint n_scoring = best->n_scoring;

          *best = net;
          best->n_scoring = n_scoring;
        }
    }
}

/* Appends "A, B, C" for the names of the set entries. */
static void
append_list (GString    *s,
             const char *name,
             gboolean   *first)
{
  if (!*first)
    /* Translators: separator of a list of names, "West, South" */
    g_string_append (s, _(", "));
  g_string_append (s, name);
  *first = FALSE;
}

/* How many types have a count: the "different types" spaces. With
 * @detail, "3 types (Health, Education, Welfare)". */
static guint
count_types (Scorer        *scorer,
             const guint   *counts,
             guint          n_types,
             const char *(*type_name) (Scorer *scorer, guint type),
             GString       *detail)
{
  gboolean first = TRUE;
  guint units = 0;

  for (guint t = 0; t < n_types; t++)
    if (counts[t] > 0)
      units++;
  if (detail == NULL)
    return units;

  g_string_append_printf (detail,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%u type", "%u types", units),
                          units);
  if (units > 0)
    {
      g_string_append (detail, " (");
      for (guint t = 0; t < n_types; t++)
        if (counts[t] > 0)
          append_list (detail, type_name (scorer, t), &first);
      g_string_append (detail, ")");
    }

  return units;
}

/* The type with the highest count (the first of equal ones). */
static guint
best_type (const guint *counts,
           guint        n_types)
{
  guint best = 0;

  for (guint t = 1; t < n_types; t++)
    if (counts[t] > counts[best])
      best = t;

  return best;
}

static const BfDepartment *
find_effect_department (Scorer       *scorer,
                        BfPlayer     *player,
                        BfDeptEffect  effect)
{
  guint n = bf_player_get_n_departments (player);

  for (guint i = 0; i < n; i++)
    {
      const BfBuiltDepartment *built = bf_player_get_department (player, i);
      const BfDepartment *department = bf_rules_get_department (scorer->rules, built->number);

      if (department != NULL && department->effect == effect && built->active_employee)
        return department;
    }

  return NULL;
}

static gboolean
space_uses_purse (const BfDonationSpace *space)
{
  switch (space->rule)
    {
    case BF_DONATION_RULE_GOODS:
    case BF_DONATION_RULE_MONEY:
    case BF_DONATION_RULE_MONEY_GOODS_PAIRS:
    case BF_DONATION_RULE_PAY_FOR_VP:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Raw VP of @space (before the 12 VP cap) for the achievements @ach and
 * what is left in @purse. When @detail is not NULL, appends what was
 * counted ("4 projects"). */
static int
score_space (Scorer                *scorer,
             const Achievements    *ach,
             const BfDonationSpace *space,
             const Purse           *purse,
             guint                  n_paid,
             GString               *detail)
{
  BfPlayer *player = ach->player;
  guint units = 0;
  int param = space->param;

  switch (space->rule)
    {
    case BF_DONATION_RULE_FIXED:
      if (detail)
        g_string_append (detail, _("scores in any case"));
      return space->vp;

    case BF_DONATION_RULE_DEPARTMENTS_OF_TYPE:
      if (param >= 0 && param < BF_N_DEPT_TYPES)
        units = ach->departments_of_type[param];
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u department built",
                                             "%u departments built", units),
                                units);
      break;

    case BF_DONATION_RULE_DEPARTMENTS:
      units = ach->n_departments;
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u department built",
                                             "%u departments built", units),
                                units);
      break;

    case BF_DONATION_RULE_PROJECTS_OF_TYPES:
      {
        guint n_types = 0;

        for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
          {
            if ((param & (1 << t)) == 0)
              continue;
            units += ach->projects_of_type[t];
            n_types++;
          }

        if (detail && n_types > 1)
          {
            gboolean first = TRUE;

            for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
              {
                if ((param & (1 << t)) == 0)
                  continue;
                if (!first)
                  g_string_append (detail, " + ");
                /* Translators: a count and a project type, "2 Housing" */
                g_string_append_printf (detail, C_("project count", "%u %s"),
                                        ach->projects_of_type[t],
                                        project_type_name (scorer, t));
                first = FALSE;
              }
            g_string_append (detail, " = ");
          }
        if (detail)
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%u project", "%u projects", units),
                                  units);
      }
      break;

    case BF_DONATION_RULE_TRAIN_REGIONS:
      for (guint r = 0; r < BF_N_REGIONS; r++)
        if (ach->level[r] == BF_LEVEL_TRAIN)
          units++;
      if (detail)
        {
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%u region at Train level",
                                               "%u regions at Train level", units),
                                  units);
          if (units > 0)
            {
              gboolean first = TRUE;

              g_string_append (detail, " (");
              for (guint r = 0; r < BF_N_REGIONS; r++)
                if (ach->level[r] == BF_LEVEL_TRAIN)
                  append_list (detail, region_name (scorer, r), &first);
              g_string_append (detail, ")");
            }
        }
      break;

    case BF_DONATION_RULE_DONATIONS:
      units = ach->n_donations;
      if (detail)
        {
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%u donation disk",
                                               "%u donation disks", units),
                                  units);
          if (bf_game_has_module (scorer->game, BF_MODULE_SECRET_DONATION) &&
              bf_player_get_secret_donation (player) != BF_CHART_POS_NONE)
            g_string_append (detail, _(" (the secret donation is not a donation made)"));
        }
      break;

    case BF_DONATION_RULE_GOODS:
      units = purse->goods;
      if (detail)
        {
          if (purse->paid_goods > 0)
            g_string_append_printf (detail,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "%u goods cube left after paying %u",
                                                 "%u goods cubes left after paying %u",
                                                 units),
                                    units, purse->paid_goods);
          else
            g_string_append_printf (detail,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "%u goods cube left",
                                                 "%u goods cubes left", units),
                                    units);
        }
      break;

    case BF_DONATION_RULE_MONEY:
      units = purse->money / 5;
      if (detail)
        {
          if (purse->paid_money > 0)
            g_string_append_printf (detail, _("$%u left after paying $%u: %u × $5"),
                                    purse->money, purse->paid_money, units);
          else
            g_string_append_printf (detail, _("$%u left: %u × $5"),
                                    purse->money, units);
        }
      break;

    case BF_DONATION_RULE_MONEY_GOODS_PAIRS:
      units = MIN (purse->money / 5, purse->goods);
      if (detail)
        {
          if (purse->paid_money > 0 || purse->paid_goods > 0)
            g_string_append_printf (detail,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "$%u and %u goods left after paying $%u and %u goods: %u pair",
                                                 "$%u and %u goods left after paying $%u and %u goods: %u pairs",
                                                 units),
                                    purse->money, purse->goods,
                                    purse->paid_money, purse->paid_goods, units);
          else
            g_string_append_printf (detail,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "$%u and %u goods left: %u pair",
                                                 "$%u and %u goods left: %u pairs",
                                                 units),
                                    purse->money, purse->goods, units);
        }
      break;

    case BF_DONATION_RULE_ACTIVE_EMPLOYEES:
      units = bf_player_get_active_employees (player);
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u active employee",
                                             "%u active employees", units),
                                units);
      break;

    case BF_DONATION_RULE_PROJECTS_IN_REGION:
      if (param >= 0 && param < BF_N_REGIONS)
        units = ach->projects_in_region[param];
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u project", "%u projects", units),
                                units);
      break;

    case BF_DONATION_RULE_PROJECTS_IN_TOWNS:
      units = ach->projects_in_towns;
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u project in a small town",
                                             "%u projects in small towns", units),
                                units);
      break;

    case BF_DONATION_RULE_DEPARTMENTS_BEST_TYPE:
      {
        guint best = best_type (ach->departments_of_type, BF_N_DEPT_TYPES);

        units = ach->departments_of_type[best];
        if (detail && units == 0)
          g_string_append (detail, _("no department built"));
        else if (detail)
          /* Translators: "best type: R&D, 3 departments" */
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "best type: %s, %u department",
                                               "best type: %s, %u departments", units),
                                  dept_type_name (scorer, best), units);
      }
      break;

    case BF_DONATION_RULE_DEPARTMENT_TYPES:
      units = count_types (scorer, ach->departments_of_type, BF_N_DEPT_TYPES, dept_type_name, detail);
      break;

    case BF_DONATION_RULE_DEPARTMENTS_LEFT_COLUMN:
      units = ach->departments_left_column;
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u department in the leftmost column",
                                             "%u departments in the leftmost column", units),
                                units);
      break;

    case BF_DONATION_RULE_DEPARTMENTS_TOP_ROW:
      units = ach->departments_top_row;
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u department in the top row",
                                             "%u departments in the top row", units),
                                units);
      break;

    case BF_DONATION_RULE_DONATIONS_OF_TYPE:
      if (param >= 0 && param < BF_N_DONATION_TYPES)
        units = ach->donations_of_type[param];
      if (detail)
        /* Translators: "2 donations: Health" */
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u donation disk: %s",
                                             "%u donation disks: %s", units),
                                units,
                                param >= 0 && param < BF_N_DONATION_TYPES
                                ? donation_type_name (scorer, param) : "?");
      break;

    case BF_DONATION_RULE_PROJECTS_BEST_TYPE:
      {
        guint best = best_type (ach->projects_of_type, BF_N_PROJECT_TYPES);

        units = ach->projects_of_type[best];
        if (detail && units == 0)
          g_string_append (detail, _("no project built"));
        else if (detail)
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "best type: %s, %u project",
                                               "best type: %s, %u projects", units),
                                  project_type_name (scorer, best), units);
      }
      break;

    case BF_DONATION_RULE_PROJECT_TYPES:
      units = count_types (scorer, ach->projects_of_type, BF_N_PROJECT_TYPES, project_type_name, detail);
      break;

    case BF_DONATION_RULE_DONATION_TYPES:
      units = count_types (scorer, ach->donations_of_type, BF_N_DONATION_TYPES, donation_type_name, detail);
      break;

    case BF_DONATION_RULE_EMPTY_SPACES:
      units = bf_player_get_empty_spaces (player);
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u empty company-board space",
                                             "%u empty company-board spaces", units),
                                units);
      break;

    case BF_DONATION_RULE_INACTIVE_EMPLOYEES:
      {
        guint board = bf_player_get_inactive_board (player);
        guint missions = bf_player_get_inactive_missions (player);

        units = board + missions;
        if (detail)
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "%u inactive employee (%u on the company board, %u on missions)",
                                               "%u inactive employees (%u on the company board, %u on missions)",
                                               units),
                                  units, board, missions);
      }
      break;

    case BF_DONATION_RULE_ACTIVE_ON_COST:
      units = bf_player_get_active_on_cost (player);
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "%u active employee on a workstation costing $1 or more",
                                             "%u active employees on workstations costing $1 or more",
                                             units),
                                units);
      break;

    case BF_DONATION_RULE_PAY_FOR_VP:
      if (detail)
        g_string_append_printf (detail,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "paid %u time ($%u and %u goods), the number that gives the highest total; payments come before the money and goods spaces count what is left",
                                             "paid %u times ($%u and %u goods), the number that gives the highest total; payments come before the money and goods spaces count what is left",
                                             n_paid),
                                n_paid,
                                n_paid * (guint) MAX (space->cost_money, 0),
                                n_paid * (guint) MAX (space->cost_goods, 0));
      return space->vp * (int) n_paid;

    case BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED:
      {
        const BfCity *major = NULL;
        int id = -1;

        if (param >= 0 && (guint) param < scorer->n_cities)
          {
            major = bf_rules_get_city (scorer->rules, param);
            id = ach->component[param];
          }

        if (id >= 0)
          {
            for (guint c = 0; c < scorer->n_cities; c++)
              {
                const BfCity *city = bf_rules_get_city (scorer->rules, c);

                if (ach->component[c] == id && city->kind == BF_CITY_MEDIUM)
                  units++;
              }
          }

        if (detail && id < 0)
          g_string_append_printf (detail, _("no project disk in %s"),
                                  major != NULL ? major->name : "?");
        else if (detail)
          {
            g_string_append_printf (detail,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "%u medium city in the network of %s",
                                                 "%u medium cities in the network of %s",
                                                 units),
                                    units, major->name);
            if (units > 0)
              {
                gboolean first = TRUE;

                g_string_append (detail, " (");
                for (guint c = 0; c < scorer->n_cities; c++)
                  {
                    const BfCity *city = bf_rules_get_city (scorer->rules, c);

                    if (ach->component[c] == id && city->kind == BF_CITY_MEDIUM)
                      append_list (detail, city->name, &first);
                  }
                g_string_append (detail, ")");
              }
          }
      }
      break;

    case BF_N_DONATION_RULES:
    default:
      g_warn_if_reached ();
      return 0;
    }

  return space->vp * (int) units;
}

/* The total of the donations that depend on money and goods, for the
 * payments chosen in @donations. */
static int
purse_total (Scorer             *scorer,
             const Achievements *ach,
             const Donation     *donations,
             guint               n_donations,
             const Purse        *purse)
{
  int total = 0;

  for (guint i = 0; i < n_donations; i++)
    {
      if (!space_uses_purse (donations[i].space))
        continue;
      total += MIN (DONATION_MAX_VP,
                    score_space (scorer, ach, donations[i].space, purse,
                                 donations[i].n_paid, NULL));
    }

  return total;
}

/* PAY_FOR_VP: tries every number of payments of every such donation
 * (0 to max_times each, what @start can pay) and keeps the highest total
 * of the money- and goods-based donations; ties go to fewer payments.
 * Sets n_paid of each donation and returns the purse left. */
static void
choose_payments (Scorer             *scorer,
                 const Achievements *ach,
                 Donation           *donations,
                 guint               n_donations,
                 const Purse        *start,
                 Purse              *left)
{
  Donation *pay[MAX_PAY_INSTANCES];
  guint best_n_paid[MAX_PAY_INSTANCES] = { 0, };
  guint n_pay = 0;
  int best_total = -1;
  guint best_payments = 0;

  *left = *start;

  for (guint i = 0; i < n_donations; i++)
    {
      donations[i].n_paid = 0;
      if (donations[i].space->rule == BF_DONATION_RULE_PAY_FOR_VP &&
          n_pay < MAX_PAY_INSTANCES)
        pay[n_pay++] = &donations[i];
    }

  if (n_pay == 0)
    return;

  /* Odometer over n_paid of every PAY_FOR_VP donation. */
  for (;;)
    {
      Purse purse = *start;
      gboolean affordable = TRUE;
      guint payments = 0;
      guint k;

      for (k = 0; k < n_pay; k++)
        {
          guint money = pay[k]->n_paid * (guint) MAX (pay[k]->space->cost_money, 0);
          guint goods = pay[k]->n_paid * (guint) MAX (pay[k]->space->cost_goods, 0);

          if (money > purse.money || goods > purse.goods)
            {
              affordable = FALSE;
              break;
            }
          purse.money -= money;
          purse.goods -= goods;
          purse.paid_money += money;
          purse.paid_goods += goods;
          payments += pay[k]->n_paid;
        }

      if (affordable)
        {
          int total = purse_total (scorer, ach, donations, n_donations, &purse);

          if (total > best_total ||
              (total == best_total && payments < best_payments))
            {
              best_total = total;
              best_payments = payments;
              for (k = 0; k < n_pay; k++)
                best_n_paid[k] = pay[k]->n_paid;
              *left = purse;
            }
        }

      for (k = 0; k < n_pay; k++)
        {
          if (pay[k]->n_paid < (guint) MAX (pay[k]->space->max_times, 0))
            {
              pay[k]->n_paid++;
              break;
            }
          pay[k]->n_paid = 0;
        }
      if (k == n_pay)
        break;
    }

  for (guint k = 0; k < n_pay; k++)
    pay[k]->n_paid = best_n_paid[k];
}

/* Board order: column left to right as printed, then row top to bottom,
 * which is the order of BfChartPos. */
static int
compare_donations (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  const Donation *da = a;
  const Donation *db = b;

  return (da->pos > db->pos) - (da->pos < db->pos);
}

/* One line per donation disk (and the secret donation) of @sp, scored
 * by @ach (the player's own achievements; the human player's for
 * Andrew) with what is left of @start: the disks first, then the secret
 * donation with what the disks left. Returns the purse left. The disk
 * lines are added in board order, the secret donation's last. */
static void
score_donations (Scorer             *scorer,
                 SheetPlayer        *sp,
                 BfPlayer           *player,
                 const Achievements *ach,
                 const Purse        *start,
                 Purse              *left)
{
  Donation donations[BF_N_CHART_POSITIONS + 1];
  guint n_donations = 0;
  guint n_disks = bf_player_get_n_donations (player);
  BfChartPos secret = BF_CHART_POS_NONE;
  Purse after_disks;

  for (guint i = 0; i < n_disks && n_donations < BF_N_CHART_POSITIONS; i++)
    {
      BfChartPos pos = bf_player_get_donation (player, i);
      const BfDonationSpace *space = bf_game_get_chart_space (scorer->game, pos);

      if (space == NULL)
        continue;
      donations[n_donations++] = (Donation) { pos, space, FALSE, 0 };
    }

  /* The disks first, with the best payments for their own total. The
   * search runs in the order the disks were entered (a tie keeps the
   * first combination it meets); only then are the lines put in board
   * order, each keeping its payments: a line's VP never depends on the
   * order of the lines. */
  choose_payments (scorer, ach, donations, n_donations, start, &after_disks);
  *left = after_disks;
  g_qsort_with_data (donations, (int) n_donations, sizeof (Donation),
                     compare_donations, NULL);

  /* Expansion 1: the secret donation is "counted at the end of the game,
   * after the other donations have been scored": it pays and counts with
   * what the disks left. Sealed secret donations are not scored before
   * the reveal. */
  if (!bf_player_is_andrew (player) &&
      bf_game_has_module (scorer->game, BF_MODULE_SECRET_DONATION) &&
      !bf_game_get_secrets_sealed (scorer->game))
    secret = bf_player_get_secret_donation (player);
  if (secret != BF_CHART_POS_NONE)
    {
      const BfDonationSpace *space = bf_game_get_chart_space (scorer->game, secret);

      if (space != NULL)
        {
          donations[n_donations] = (Donation) { secret, space, TRUE, 0 };
          choose_payments (scorer, ach, &donations[n_donations], 1, &after_disks, left);
          n_donations++;
        }
    }

  for (guint i = 0; i < n_donations; i++)
    {
      const Donation *d = &donations[i];
      g_autoptr(GString) detail = g_string_new (NULL);
      g_autoptr(GString) explanation = g_string_new (NULL);
      const Purse *purse = start;
      char *title;
      int raw;
      int vp;

      if (space_uses_purse (d->space))
        purse = d->secret ? left : &after_disks;
      if (d->secret && d->space->rule == BF_DONATION_RULE_PAY_FOR_VP)
        {
          raw = score_space (scorer, ach, d->space, purse, d->n_paid, NULL);
          g_string_append_printf (detail,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a secret donation that pays for VP, after the other donations */
                                               "paid %u time ($%u and %u goods), the number that gives the most VP",
                                               "paid %u times ($%u and %u goods), the number that gives the most VP",
                                               d->n_paid),
                                  d->n_paid,
                                  d->n_paid * (guint) MAX (d->space->cost_money, 0),
                                  d->n_paid * (guint) MAX (d->space->cost_goods, 0));
        }
      else
        raw = score_space (scorer, ach, d->space, purse, d->n_paid, detail);

      if (d->secret && space_uses_purse (d->space))
        g_string_append_printf (explanation,
                                /* Translators: the start of a secret donation's
                                 * explanation on a money or goods space */
                                _("Counted after the other donations, with the $%u and %u goods they left. "),
                                after_disks.money, after_disks.goods);

      if (detail->len > 0)
        /* Translators: donation space text, what was counted:
         * "2 VP per project in the West: 4 projects" */
        g_string_append_printf (explanation, _("%s: %s"), d->space->text, detail->str);
      else
        g_string_append (explanation, d->space->text);
      g_string_append (explanation, " → ");
      vp = format_result (explanation, raw, DONATION_MAX_VP);
      if (player != ach->player)
        /* Translators: Andrew's donations count what the human player
         * did; %s is that player's name */
        g_string_append_printf (explanation, _(", counted on %s’s table"),
                                bf_player_get_name (ach->player));

      if (d->secret)
        {
          if (bf_player_has_donation (player, d->pos))
            g_string_append (explanation, _(" (a disk on the same space scores it too)"));
          title = secret_title (scorer, d->pos, d->space);
          add_chart_line (sp, BF_SCORE_SECRET_DONATION, d->pos, title, vp,
                          g_string_free (g_steal_pointer (&explanation), FALSE));
        }
      else
        {
          title = chart_pos_title (scorer, d->pos, d->space);
          add_chart_line (sp, BF_SCORE_DONATION, d->pos, title, vp,
                          g_string_free (g_steal_pointer (&explanation), FALSE));
        }
    }

  if (!bf_player_is_andrew (player) &&
      bf_game_has_module (scorer->game, BF_MODULE_SECRET_DONATION) &&
      bf_game_get_secrets_sealed (scorer->game))
    add_line (sp, BF_SCORE_SECRET_DONATION, g_strdup (_("Secret donation")), 0,
              /* Translators: score sheet line while the secret donations
               * chosen at setup are still sealed */
              g_strdup (_("Secret donations are sealed until the reveal")));
}

static void
score_city_projects (Scorer      *scorer,
                     SheetPlayer *sp,
                     BfPlayer    *player,
                     int          cap)
{
  g_autoptr(GString) s = g_string_new (NULL);
  guint n_at_vp[4] = { 0, };   /* cities are worth 0-3 VP */
  guint n = bf_player_get_n_projects (player);
  int raw = 0;
  int vp;
  gboolean first = TRUE;

  for (guint i = 0; i < n; i++)
    {
      const BfProject *project = bf_player_get_project (player, i);
      const BfSpace *space = bf_rules_get_space (scorer->rules, project->space);
      const BfCity *city = space != NULL ? bf_rules_get_city (scorer->rules, space->city) : NULL;

      if (city == NULL)
        continue;
      raw += city->vp;
      if (city->vp >= 0 && city->vp < (int) G_N_ELEMENTS (n_at_vp))
        n_at_vp[city->vp]++;
    }

  if (n == 0)
    g_string_append (s, _("No project built"));
  else
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "%u project: ", "%u projects: ", n), n);

  for (int v = G_N_ELEMENTS (n_at_vp) - 1; v >= 0; v--)
    {
      if (n_at_vp[v] == 0)
        continue;
      if (!first)
        g_string_append (s, " + ");
      /* Translators: "4 × 3 VP": 4 projects in cities worth 3 VP */
      g_string_append_printf (s, _("%u × %d VP"), n_at_vp[v], v);
      first = FALSE;
    }
  g_string_append (s, " → ");
  vp = format_result (s, raw, cap);

  /* While a table is entered, a town's disk may still lack its type
   * (bf_game_validate_while_typing()): the line says which, and scores. */
  for (guint i = 0; i < n && !bf_player_is_andrew (player); i++)
    {
      const BfProject *project = bf_player_get_project (player, i);
      const BfSpace *space = bf_rules_get_space (scorer->rules, project->space);
      const BfCity *city = space != NULL ? bf_rules_get_city (scorer->rules, space->city) : NULL;
      g_autofree char *flag = NULL;

      if (project->type < BF_N_PROJECT_TYPES || city == NULL)
        continue;
      /* Translators: flagged on the city projects line while a table is entered, "Anna’s disk in Memphis has no project type yet: choose it on the map" */
      flag = g_strdup_printf (_("%s’s disk in %s has no project type yet: choose it on the map"),
                              bf_player_get_name (player), city->name);
      /* Translators: appended to a score line whose entries contradict each other */
      g_string_append_printf (s, _(" (%s)"), flag);
    }

  add_line (sp, BF_SCORE_CITY_PROJECTS, g_strdup (_("City projects")), vp,
            g_string_free (g_steal_pointer (&s), FALSE));
}

static void
score_connections (Scorer             *scorer,
                   SheetPlayer        *sp,
                   const Achievements *ach,
                   const Connection   *conn)
{
  g_autoptr(GString) s = g_string_new (NULL);
  int vp;

  if (!conn->scores)
    {
      g_string_append (s, _("No network of the player’s disks joins two major cities"));
      g_string_append (s, " → ");
      vp = format_result (s, 0, CONNECTIONS_MAX_VP);
    }
  else
    {
      for (guint i = 0; i < conn->n_majors; i++)
        {
          const BfRegionInfo *info = bf_rules_get_region (scorer->rules, conn->majors[i]);

          if (i > 0)
            g_string_append (s, " + ");
          g_string_append (s, city_name (scorer, info->major_city));
        }
      g_string_append (s, ": ");

      if (conn->post_office && conn->links_counted > CONNECTIONS_MAX_LINKS)
        g_string_append_printf (s, _("%u links + 1 (Post Office) = %u, scored on the %d-link row"),
                                conn->links, conn->links_counted, CONNECTIONS_MAX_LINKS);
      else if (conn->post_office)
        g_string_append_printf (s, _("%u links + 1 (Post Office) = %u links"),
                                conn->links, conn->links_counted);
      else
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "%u link", "%u links", conn->links),
                                conn->links);

      /* Translators: "lowest transport Stagecoach (South)" */
      g_string_append_printf (s, _(", lowest transport %s (%s)"),
                              level_name (scorer, conn->level),
                              region_name (scorer, conn->level_region));
      if (conn->n_scoring > 1)
        g_string_append_printf (s, _(", the best of %u networks"), conn->n_scoring);
      g_string_append (s, " → ");
      vp = format_result (s, conn->vp, CONNECTIONS_MAX_VP);
    }

  add_line (sp, BF_SCORE_CONNECTIONS, g_strdup (_("Major-city connections")), vp,
            g_string_free (g_steal_pointer (&s), FALSE));
}

static char *
effect_title (Scorer       *scorer,
              BfPlayer     *player,
              BfDeptEffect  effect,
              const char   *fallback)
{
  const BfDepartment *department = find_effect_department (scorer, player, effect);

  return g_strdup (department != NULL ? department->name : fallback);
}

static void
score_human (Scorer       *scorer,
             SheetPlayer  *sp,
             BfPlayer     *player,
             Achievements *ach,
             Purse        *left)
{
  gboolean post_office = bf_player_has_active_effect (player, BF_DEPT_EFFECT_POST_OFFICE);
  Connection conn;
  Purse start;
  int raw;
  int vp;

  compute_achievements (scorer, player, ach);

  /* Score track */
  vp = bf_player_get_score_track (player);
  add_line (sp, BF_SCORE_SCORE_TRACK, g_strdup (_("Score track")), vp,
            g_strdup_printf (_("VP on the score track: %d VP"), vp));

  /* Employees */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    guint active = bf_player_get_active_employees (player);

    g_autofree char *conflict = bf_player_describe_employee_conflict (player);

    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "%u active employee × 1 VP → ",
                                            "%u active employees × 1 VP → ", active),
                            active);
    vp = format_result (s, (int) active, EMPLOYEES_MAX_VP);
    /* A contradiction while typing is flagged on the line it affects;
     * the rest of the table is scored. */
    if (conflict != NULL)
      /* Translators: appended to a score line whose entries contradict each other */
      g_string_append_printf (s, _(" (%s)"), conflict);
    add_line (sp, BF_SCORE_EMPLOYEES, g_strdup (_("Active employees")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Departments built */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    guint n = ach->n_departments;
    guint top = ach->departments_top_row;

    raw = (int) top * DEPARTMENT_TOP_ROW_VP + (int) (n - top) * DEPARTMENT_OTHER_VP;
    /* Translators: "5 departments, 2 in the top row: 2 × 3 VP + 3 × 2 VP → " */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "%u department, %u in the top row: %u × %d VP + %u × %d VP → ",
                                            "%u departments, %u in the top row: %u × %d VP + %u × %d VP → ",
                                            n),
                            n, top, top, DEPARTMENT_TOP_ROW_VP, n - top, DEPARTMENT_OTHER_VP);
    vp = format_result (s, raw, DEPARTMENTS_MAX_VP);
    add_line (sp, BF_SCORE_DEPARTMENTS, g_strdup (_("Departments built")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Project tabs */
  {
    g_autoptr(GString) s = g_string_new (NULL);

    raw = 0;
    for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
      {
        guint tab = bf_player_get_tab_vp (player, t);

        if (t > 0)
          g_string_append (s, " + ");
        /* Translators: a project tab and its VP, "Housing 10" */
        g_string_append_printf (s, C_("project tab", "%s %u"),
                                project_type_name (scorer, t), tab);
        raw += (int) tab;
      }
    g_string_append (s, " → ");
    vp = format_result (s, raw, PROJECT_TABS_MAX_VP);
    add_line (sp, BF_SCORE_PROJECT_TABS, g_strdup (_("Project tabs")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Major-city connections */
  compute_connection (scorer, ach, post_office, &conn);
  score_connections (scorer, sp, ach, &conn);

  /* City projects */
  score_city_projects (scorer, sp, player, CITY_PROJECTS_MAX_VP);

  /* Donations and the secret donation */
  start.money = bf_player_get_money (player);
  start.goods = bf_player_get_goods (player);
  start.paid_money = 0;
  start.paid_goods = 0;
  score_donations (scorer, sp, player, ach, &start, left);

  /* Action Choice tile */
  if (bf_player_get_action_choice (player))
    add_line (sp, BF_SCORE_ACTION_CHOICE, g_strdup (_("Action Choice tile")),
              ACTION_CHOICE_VP,
              g_strdup_printf (_("Unused Action Choice tile → %d VP"), ACTION_CHOICE_VP));
  else
    add_line (sp, BF_SCORE_ACTION_CHOICE, g_strdup (_("Action Choice tile")), 0,
              g_strdup (_("No unused Action Choice tile → 0 VP")));

  /* Departments with an end-of-game effect */
  if (bf_player_has_active_effect (player, BF_DEPT_EFFECT_GREEN_SPACES))
    {
      guint empty = bf_player_get_empty_spaces (player);

      vp = (int) empty * GREEN_SPACES_VP;
      add_line (sp, BF_SCORE_GREEN_SPACES,
                effect_title (scorer, player, BF_DEPT_EFFECT_GREEN_SPACES, _("Green Spaces")),
                vp,
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u empty company-board space × %d VP → %d VP",
                                              "%u empty company-board spaces × %d VP → %d VP",
                                              empty),
                                 empty, GREEN_SPACES_VP, vp));
    }

  if (bf_player_has_active_effect (player, BF_DEPT_EFFECT_PUBLIC_RELATIONS))
    {
      BfRegion best = BF_REGION_EAST;
      guint n;

      for (guint r = 1; r < BF_N_REGIONS; r++)
        if (ach->projects_in_region[r] > ach->projects_in_region[best])
          best = r;
      n = ach->projects_in_region[best];
      vp = (int) n * PUBLIC_RELATIONS_VP;
      add_line (sp, BF_SCORE_PUBLIC_RELATIONS,
                effect_title (scorer, player, BF_DEPT_EFFECT_PUBLIC_RELATIONS, _("Public Relations")),
                vp,
                /* Translators: "best region West: 5 projects × 2 VP → 10 VP" */
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Best region %s: %u project × %d VP → %d VP",
                                              "Best region %s: %u projects × %d VP → %d VP",
                                              n),
                                 region_name (scorer, best), n, PUBLIC_RELATIONS_VP, vp));
    }

  if (post_office)
    {
      char *explanation;

      if (!conn.scores)
        explanation = g_strdup (_("No network joins two major cities, so there is no connection to add 1 to → 0 VP"));
      else if (conn.bonus > 0)
        explanation = g_strdup_printf (_("%u links + 1 = %u connection points → %d VP bonus"),
                                       conn.links, conn.links_counted, conn.bonus);
      else
        explanation = g_strdup_printf (_("%u links + 1 = %u connection points; the %d VP bonus needs %d → 0 VP"),
                                       conn.links, conn.links_counted,
                                       POST_OFFICE_BONUS_VP, POST_OFFICE_MAX_LINKS);
      add_line (sp, BF_SCORE_POST_OFFICE,
                effect_title (scorer, player, BF_DEPT_EFFECT_POST_OFFICE, _("Post Office")),
                conn.bonus, explanation);
    }

  if (bf_player_has_active_effect (player, BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES))
    {
      BfRegion fewest = BF_REGION_EAST;
      guint n;

      for (guint r = 1; r < BF_N_REGIONS; r++)
        if (ach->projects_in_region[r] < ach->projects_in_region[fewest])
          fewest = r;
      n = ach->projects_in_region[fewest];
      vp = (int) n * NETWORK_OF_LIBRARIES_VP;
      add_line (sp, BF_SCORE_NETWORK_OF_LIBRARIES,
                effect_title (scorer, player, BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES,
                              _("Network of Libraries")),
                vp,
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "Fewest projects in the %s: %u project × %d VP → %d VP",
                                              "Fewest projects in the %s: %u projects × %d VP → %d VP",
                                              n),
                                 region_name (scorer, fewest), n, NETWORK_OF_LIBRARIES_VP, vp));
    }
}

static void
score_andrew (Scorer             *scorer,
              SheetPlayer        *sp,
              BfPlayer           *andrew,
              const Achievements *human,
              const Purse        *human_left)
{
  Purse left;
  int vp;

  /* VP cards */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    gboolean first = TRUE;

    vp = 0;
    for (int position = BF_N_VP_CARDS - 1; position >= 0; position--)
      {
        guint n = bf_player_get_vp_cards (andrew, position);
        int value = bf_rules_get_vp_card_value (scorer->rules, position);

        if (n == 0)
          continue;
        if (!first)
          g_string_append (s, " + ");
        /* Translators: "3 cards on 10 VP" */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "%u card on %d VP",
                                                "%u cards on %d VP", n),
                                n, value);
        vp += (int) n * value;
        first = FALSE;
      }
    if (first)
      g_string_append (s, _("No action cards"));
    g_string_append (s, " → ");
    vp = format_result (s, vp, -1);
    add_line (sp, BF_SCORE_VP_CARDS, g_strdup (_("VP cards")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Departments taken */
  {
    guint n = bf_player_get_n_taken (andrew);

    vp = (int) n * ANDREW_DEPARTMENT_VP;
    add_line (sp, BF_SCORE_DEPARTMENTS_TAKEN, g_strdup (_("Departments taken")), vp,
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u department tile × %d VP → %d VP",
                                            "%u department tiles × %d VP → %d VP", n),
                               n, ANDREW_DEPARTMENT_VP, vp));
  }

  /* End of the transport tracks */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    gboolean first = TRUE;
    guint n = 0;

    for (guint i = 0; i < G_N_ELEMENTS (display_regions); i++)
      if (bf_player_get_transport (andrew, display_regions[i]) == BF_N_TRACK_BOXES)
        n++;

    if (n == 0)
      g_string_append (s, _("No marker in the last box of a track"));
    else
      {
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "%u marker in the last box (",
                                                "%u markers in the last box (", n),
                                n);
        for (guint i = 0; i < G_N_ELEMENTS (display_regions); i++)
          if (bf_player_get_transport (andrew, display_regions[i]) == BF_N_TRACK_BOXES)
            append_list (s, region_name (scorer, display_regions[i]), &first);
        g_string_append_printf (s, _(") × %d VP"), ANDREW_TRACK_END_VP);
      }
    g_string_append (s, " → ");
    vp = format_result (s, (int) n * ANDREW_TRACK_END_VP, -1);
    add_line (sp, BF_SCORE_TRANSPORT_END, g_strdup (_("End of transport tracks")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* City projects: the solo rules state no cap for Andrew. */
  score_city_projects (scorer, sp, andrew, -1);

  /* Donations, scored by the human player's achievements. */
  score_donations (scorer, sp, andrew, human, human_left, &left);
}

static void
sheet_player_clear (SheetPlayer *sp)
{
  g_clear_pointer (&sp->name, g_free);
  g_clear_pointer (&sp->lines, g_array_unref);
}

static void
bf_score_sheet_free (BfScoreSheet *self)
{
  for (guint i = 0; i < self->n_players; i++)
    sheet_player_clear (&self->players[i]);
  g_free (self);
}

static SheetPlayer *
sheet_player_init (BfScoreSheet *self,
                   BfPlayer     *player)
{
  SheetPlayer *sp = &self->players[self->n_players++];

  sp->name = g_strdup (bf_player_get_name (player));
  sp->andrew = bf_player_is_andrew (player);
  sp->total = 0;
  sp->winner = FALSE;
  sp->lines = g_array_sized_new (FALSE, TRUE, sizeof (BfScoreLine), 24);
  g_array_set_clear_func (sp->lines, score_line_clear);

  return sp;
}

BfScoreSheet *
bf_score_sheet_new (BfGame  *game,
                    GError **error)
{
  g_autoptr(BfScoreSheet) self = NULL;
  g_autofree int *scratch = NULL;
  Scorer scorer;
  Achievements first_ach;
  Purse first_left = { 0, };
  guint n_humans;
  BfPlayer *andrew = NULL;
  int best = G_MININT;

  g_return_val_if_fail (BF_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* A table being entered: what cannot be a table at all is refused; a
   * town's disk without a type yet is scored and flagged. */
  if (!bf_game_validate_while_typing (game, error))
    return NULL;

  scorer.game = game;
  scorer.rules = bf_game_get_rules (game);
  scorer.n_cities = bf_rules_get_n_cities (scorer.rules);
  /* One block for both scratch arrays of the graph search. */
  scratch = g_new (int, 2 * (gsize) MAX (scorer.n_cities, 1));
  scorer.component = scratch;
  scorer.queue = (guint *) (scratch + MAX (scorer.n_cities, 1));

  self = g_new0 (BfScoreSheet, 1);
  g_ref_count_init (&self->ref_count);

  n_humans = MIN (bf_game_get_n_players (game), BF_MAX_PLAYERS);
  for (guint i = 0; i < n_humans; i++)
    {
      BfPlayer *player = bf_game_get_player (game, i);
      SheetPlayer *sp = sheet_player_init (self, player);
      Achievements ach;
      Purse left;

      score_human (&scorer, sp, player, &ach, &left);
      if (i == 0)
        first_left = left;
    }

  if (bf_game_get_solo (game))
    andrew = bf_game_get_andrew (game);
  if (andrew != NULL && n_humans > 0)
    {
      SheetPlayer *sp = sheet_player_init (self, andrew);

      /* Andrew's donations score what the player achieved; the network
       * of the human player is searched again into the scratch arrays. */
      compute_achievements (&scorer, bf_game_get_player (game, 0), &first_ach);
      score_andrew (&scorer, sp, andrew, &first_ach, &first_left);
    }

  for (guint i = 0; i < self->n_players; i++)
    best = MAX (best, self->players[i].total);
  for (guint i = 0; i < self->n_players; i++)
    self->players[i].winner = self->players[i].total == best;

  return g_steal_pointer (&self);
}

BfScoreSheet *
bf_score_sheet_ref (BfScoreSheet *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);

  return self;
}

void
bf_score_sheet_unref (BfScoreSheet *self)
{
  g_return_if_fail (self != NULL);

  if (g_ref_count_dec (&self->ref_count))
    bf_score_sheet_free (self);
}

guint
bf_score_sheet_get_n_players (BfScoreSheet *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_players;
}

const char *
bf_score_sheet_get_name (BfScoreSheet *self,
                         guint         player)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  return self->players[player].name;
}

gboolean
bf_score_sheet_is_andrew (BfScoreSheet *self,
                          guint         player)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);

  return self->players[player].andrew;
}

int
bf_score_sheet_get_total (BfScoreSheet *self,
                          guint         player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return self->players[player].total;
}

gboolean
bf_score_sheet_is_winner (BfScoreSheet *self,
                          guint         player)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);

  return self->players[player].winner;
}

guint
bf_score_sheet_get_n_lines (BfScoreSheet *self,
                            guint         player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return self->players[player].lines->len;
}

const BfScoreLine *
bf_score_sheet_get_line (BfScoreSheet *self,
                         guint         player,
                         guint         line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  g_return_val_if_fail (line < self->players[player].lines->len, NULL);

  return &g_array_index (self->players[player].lines, BfScoreLine, line);
}

int
bf_score_sheet_get_category (BfScoreSheet *self,
                             guint         player,
                             const char   *category)
{
  const GArray *lines;
  int sum = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);
  g_return_val_if_fail (category != NULL, 0);

  lines = self->players[player].lines;
  for (guint i = 0; i < lines->len; i++)
    {
      const BfScoreLine *line = &g_array_index (lines, BfScoreLine, i);

      if (g_str_equal (line->category, category))
        sum += line->vp;
    }

  return sum;
}

/* Terminal columns taken by @text: wide (CJK) characters take two,
 * combining marks none. */
static guint
text_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }

  return width;
}

static void
append_padded (GString    *s,
               const char *text,
               guint       width,
               gboolean    right)
{
  guint w = text_width (text);

  if (right)
    for (guint i = w; i < width; i++)
      g_string_append_c (s, ' ');
  g_string_append (s, text);
  if (!right)
    for (guint i = w; i < width; i++)
      g_string_append_c (s, ' ');
}

static void
append_row (GString    *s,
            const char *title,
            const char *vp,
            const char *explanation,
            guint       title_width,
            guint       vp_width)
{
  g_string_append (s, "  ");
  append_padded (s, title, title_width, FALSE);
  g_string_append (s, "  ");
  append_padded (s, vp, vp_width, TRUE);
  if (explanation != NULL && *explanation != '\0')
    {
      g_string_append (s, "  ");
      g_string_append (s, explanation);
    }
  g_string_append_c (s, '\n');
}

char *
bf_score_sheet_to_text (BfScoreSheet *self)
{
  g_autoptr(GString) s = NULL;
  /* Translators: column headings of the score table */
  const char *h_title = C_("score table", "Category");
  const char *h_vp = C_("score table", "VP");
  const char *h_explanation = C_("score table", "Explanation");
  const char *total_title = C_("score table", "Total");
  guint title_width;
  guint vp_width;
  guint n_winners = 0;
  gboolean first = TRUE;

  g_return_val_if_fail (self != NULL, NULL);

  title_width = MAX (text_width (h_title), text_width (total_title));
  vp_width = text_width (h_vp);

  for (guint p = 0; p < self->n_players; p++)
    {
      const SheetPlayer *sp = &self->players[p];
      char buf[32];

      g_snprintf (buf, sizeof buf, "%d", sp->total);
      vp_width = MAX (vp_width, text_width (buf));
      for (guint i = 0; i < sp->lines->len; i++)
        {
          const BfScoreLine *line = &g_array_index (sp->lines, BfScoreLine, i);

          title_width = MAX (title_width, text_width (line->title));
          g_snprintf (buf, sizeof buf, "%d", line->vp);
          vp_width = MAX (vp_width, text_width (buf));
        }
      if (sp->winner)
        n_winners++;
    }

  s = g_string_new (NULL);

  for (guint p = 0; p < self->n_players; p++)
    {
      const SheetPlayer *sp = &self->players[p];
      char buf[32];

      if (p > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, sp->name);
      if (sp->winner)
        /* Translators: after the player's name in the score table */
        g_string_append (s, _(" (winner)"));
      g_string_append_c (s, '\n');

      append_row (s, h_title, h_vp, h_explanation, title_width, vp_width);
      for (guint i = 0; i < sp->lines->len; i++)
        {
          const BfScoreLine *line = &g_array_index (sp->lines, BfScoreLine, i);

          g_snprintf (buf, sizeof buf, "%d", line->vp);
          append_row (s, line->title, buf, line->explanation, title_width, vp_width);
        }
      g_snprintf (buf, sizeof buf, "%d", sp->total);
      append_row (s, total_title, buf, NULL, title_width, vp_width);
    }

  if (self->n_players > 0)
    {
      g_string_append_c (s, '\n');
      /* Translators: followed by the names of the players with the
       * highest total, "Winners: Ann, Bob" */
      g_string_append (s, g_dngettext (GETTEXT_PACKAGE, "Winner: ", "Winners: ", n_winners));
      for (guint p = 0; p < self->n_players; p++)
        if (self->players[p].winner)
          append_list (s, self->players[p].name, &first);
      g_string_append_c (s, '\n');
    }

  return g_string_free (g_steal_pointer (&s), FALSE);
}

JsonNode *
bf_score_sheet_to_json (BfScoreSheet *self)
{
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      const SheetPlayer *sp = &self->players[p];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, sp->name);
      json_builder_set_member_name (builder, "andrew");
      json_builder_add_boolean_value (builder, sp->andrew);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, sp->total);
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, sp->winner);

      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (guint i = 0; i < sp->lines->len; i++)
        {
          const BfScoreLine *line = &g_array_index (sp->lines, BfScoreLine, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "category");
          json_builder_add_string_value (builder, line->category);
          json_builder_set_member_name (builder, "title");
          json_builder_add_string_value (builder, line->title);
          json_builder_set_member_name (builder, "vp");
          json_builder_add_int_value (builder, line->vp);
          json_builder_set_member_name (builder, "explanation");
          json_builder_add_string_value (builder, line->explanation);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);

      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    if (self->players[p].winner)
      json_builder_add_string_value (builder, self->players[p].name);
  json_builder_end_array (builder);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}
