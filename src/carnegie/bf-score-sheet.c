/* bf-score-sheet.c
 *
 * Final scoring of Carnegie. Every rule and every ruling applied here is
 * described in docs/scoring.md; the printed numbers (connection table,
 * city VP, donation spaces…) come from BfCarnegieRules, the end-of-game numbers
 * that only the rule texts give (caps, VP per department…) are the
 * constants below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score"

#include "config.h"

#include "bf-score-sheet.h"
#include "bf-score-sheet-private.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-text.h"

G_DEFINE_BOXED_TYPE (BfScoreSheet, bf_score_sheet, bf_score_sheet_ref, bf_score_sheet_unref)

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

void
_bf_score_add_line (SheetPlayer *sp,
                    const char  *category,
                    char        *title,
                    int          vp,
                    char        *explanation)
{
  BfScoreLine line = { category, title, vp, explanation, BF_CHART_POS_NONE, FALSE };

  g_array_append_val (sp->lines, line);
  sp->total += vp;
}

/* A line of a donation or secret donation, which knows its chart space. */
void
_bf_score_add_chart_line (SheetPlayer *sp,
                          const char  *category,
                          BfChartPos   pos,
                          char        *title,
                          int          vp,
                          char        *explanation)
{
  _bf_score_add_line (sp, category, title, vp, explanation);
  g_array_index (sp->lines, BfScoreLine, sp->lines->len - 1).chart_pos = pos;
}

/* "12 VP" or "14 VP, capped at 12 VP"; returns the capped value. */
int
_bf_score_format_result (GString *s,
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

const char *
_bf_score_region_name (Scorer   *scorer,
                       BfRegion  region)
{
  const BfRegionInfo *info = bf_carnegie_rules_get_region (scorer->rules, region);

  return info != NULL ? info->name : "?";
}

static const char *
level_name (Scorer           *scorer,
            BfTransportLevel  level)
{
  const BfLevelInfo *info = bf_carnegie_rules_get_level (scorer->rules, level);

  return info != NULL ? info->name : "?";
}

const char *
_bf_score_project_type_name (Scorer *scorer,
                             guint   type)
{
  const BfProjectTypeInfo *info = bf_carnegie_rules_get_project_type (scorer->rules, type);

  return info != NULL ? info->name : "?";
}

const char *
_bf_score_dept_type_name (Scorer *scorer,
                          guint   type)
{
  const BfDeptTypeInfo *info = bf_carnegie_rules_get_dept_type (scorer->rules, type);

  return info != NULL ? info->name : "?";
}

const char *
_bf_score_donation_type_name (Scorer *scorer,
                              guint   type)
{
  const BfDonationTypeInfo *info = bf_carnegie_rules_get_donation_type (scorer->rules, type);

  return info != NULL ? info->name : "?";
}

/* A donation line's title: where its space lies on the board, the
 * printed column, the New Donations tile covering it if any, and the
 * row, "Health column, Welfare tile, row 4" (the column named as
 * bf_carnegie_game_describe_chart_column() names it everywhere). */
char *
_bf_score_chart_pos_title (Scorer                *scorer,
                           BfChartPos             pos,
                           const BfDonationSpace *space)
{
  g_autofree char *column = bf_carnegie_game_describe_chart_column (scorer->game, BF_CHART_POS_COLUMN (pos));

  /* Translators: a donation line on the score sheet: where its space lies
   * on the board (the column of the donation chart, and the New
   * Donations tile covering it if any) and the row (1-5, top to bottom),
   * "Health column, Welfare tile, row 4", "Welfare column, row 3" */
  return g_strdup_printf (_("%s, row %u"), column, BF_CHART_POS_ROW (pos));
}

/* The secret donation's title: as the players wrote it (Expansion 1:
 * the type numbered 1-4 from left to right, the line 1-5 from top to
 * bottom), then where that lies on the board. */
char *
_bf_score_secret_title (Scorer                *scorer,
                        BfChartPos             pos,
                        const BfDonationSpace *space)
{
  g_autofree char *column = bf_carnegie_game_describe_chart_column (scorer->game, BF_CHART_POS_COLUMN (pos));

  /* Translators: the secret donation as the players write it down (Exp:
   * "the type of donation (numbered 1-4, from left to right), and its
   * line (numbered 1-5, from top to bottom)", as on the secret donation
   * page), then where it lies on the board: the printed column and the
   * New Donations tile covering it if any, "Secret donation: type 4,
   * line 4 (Health column, Welfare tile)" */
  return g_strdup_printf (_("Secret donation: type %u, line %u (%s)"),
                          BF_CHART_POS_COLUMN (pos) + 1, BF_CHART_POS_ROW (pos), column);
}

static const char *
city_name (Scorer *scorer,
           guint   city)
{
  const BfCity *info = bf_carnegie_rules_get_city (scorer->rules, city);

  return info != NULL ? info->name : "?";
}

static BfTransportLevel
transport_level (Scorer           *scorer,
                 BfCarnegiePlayer *player,
                 BfRegion          region)
{
  const BfTrackBox *box;

  box = bf_carnegie_rules_get_track_box (scorer->rules, region,
                                         bf_carnegie_player_get_transport (player, region));
  if (box == NULL)
    return BF_LEVEL_CART;

  return box->level;
}

/* Connected components, by road, of the cities where @player has a
 * project disk. */
static void
compute_network (Scorer           *scorer,
                 BfCarnegiePlayer *player)
{
  int *component = scorer->component;
  guint n_projects = bf_carnegie_player_get_n_projects (player);
  int next_id = 0;

  for (guint c = 0; c < scorer->n_cities; c++)
    component[c] = -1;

  /* -2: a disk here, not reached yet. */
  for (guint i = 0; i < n_projects; i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, i);
      const BfSpace *space = bf_carnegie_rules_get_space (scorer->rules, project->space);

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

          neighbours = bf_carnegie_rules_get_neighbours (scorer->rules, city, &n_neighbours);
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
compute_achievements (Scorer           *scorer,
                      BfCarnegiePlayer *player,
                      Achievements     *ach)
{
  guint n;

  memset (ach, 0, sizeof *ach);
  ach->player = player;

  n = bf_carnegie_player_get_n_projects (player);
  for (guint i = 0; i < n; i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, i);
      const BfSpace *space = bf_carnegie_rules_get_space (scorer->rules, project->space);
      const BfCity *city;

      if (space == NULL)
        continue;
      city = bf_carnegie_rules_get_city (scorer->rules, space->city);
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

  n = bf_carnegie_player_get_n_departments (player);
  for (guint i = 0; i < n; i++)
    {
      const BfBuiltDepartment *built = bf_carnegie_player_get_department (player, i);
      const BfDepartment *department = bf_carnegie_rules_get_department (scorer->rules, built->number);

      ach->n_departments++;
      if (department != NULL && department->type < BF_N_DEPT_TYPES)
        ach->departments_of_type[department->type]++;
      if (built->left_column)
        ach->departments_left_column++;
      if (built->top_row)
        ach->departments_top_row++;
    }

  /* Disks only: the secret donation is not a donation made. */
  n = bf_carnegie_player_get_n_donations (player);
  for (guint i = 0; i < n; i++)
    {
      const BfDonationSpace *space;

      space = bf_carnegie_game_get_chart_space (scorer->game, bf_carnegie_player_get_donation (player, i));
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
      const BfRegionInfo *info = bf_carnegie_rules_get_region (scorer->rules, display_regions[i]);
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
          const BfRegionInfo *other = bf_carnegie_rules_get_region (scorer->rules, display_regions[j]);
          const BfCity *major;

          if (other == NULL || other->major_city >= scorer->n_cities ||
              ach->component[other->major_city] != id)
            continue;

          done[j] = TRUE;
          major = bf_carnegie_rules_get_city (scorer->rules, other->major_city);
          net.majors[net.n_majors++] = display_regions[j];
          net.links += major->links;
          net.level = MIN (net.level, ach->level[display_regions[j]]);
        }

      if (net.n_majors < 2)
        continue;

      net.scores = TRUE;
      net.links_counted = net.links;
      if (post_office)
        net.links_counted = MIN (net.links + 1, POST_OFFICE_MAX_LINKS);
      net.vp = bf_carnegie_rules_get_connection_vp (scorer->rules,
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

static const BfDepartment *
find_effect_department (Scorer           *scorer,
                        BfCarnegiePlayer *player,
                        BfDeptEffect      effect)
{
  guint n = bf_carnegie_player_get_n_departments (player);

  for (guint i = 0; i < n; i++)
    {
      const BfBuiltDepartment *built = bf_carnegie_player_get_department (player, i);
      const BfDepartment *department = bf_carnegie_rules_get_department (scorer->rules, built->number);

      if (department != NULL && department->effect == effect && built->active_employee)
        return department;
    }

  return NULL;
}

static void
score_city_projects (Scorer           *scorer,
                     SheetPlayer      *sp,
                     BfCarnegiePlayer *player,
                     int               cap)
{
  g_autoptr(GString) s = g_string_new (NULL);
  guint n_at_vp[4] = { 0, };   /* cities are worth 0-3 VP */
  guint n = bf_carnegie_player_get_n_projects (player);
  int raw = 0;
  int vp;
  gboolean first = TRUE;

  for (guint i = 0; i < n; i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, i);
      const BfSpace *space = bf_carnegie_rules_get_space (scorer->rules, project->space);
      const BfCity *city = space != NULL ? bf_carnegie_rules_get_city (scorer->rules, space->city) : NULL;

      if (city == NULL)
        continue;
      raw += city->vp;
      if (city->vp >= 0 && city->vp < (int) G_N_ELEMENTS (n_at_vp))
        n_at_vp[city->vp]++;
    }

  if (n == 0)
    g_string_append (s, _("No project built"));
  else
    g_string_append_printf (s, bf_ngettext ("%u project: ", "%u projects: ", n), n);

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
  vp = _bf_score_format_result (s, raw, cap);

  _bf_score_add_line (sp, BF_SCORE_CITY_PROJECTS, g_strdup (_("City projects")), vp,
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
      g_string_append (s, _("No network of the player’s pawns joins two major cities"));
      g_string_append (s, " → ");
      vp = _bf_score_format_result (s, 0, CONNECTIONS_MAX_VP);
    }
  else
    {
      for (guint i = 0; i < conn->n_majors; i++)
        {
          const BfRegionInfo *info = bf_carnegie_rules_get_region (scorer->rules, conn->majors[i]);

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
        g_string_append_printf (s, bf_ngettext ("%u link", "%u links", conn->links),
                                conn->links);

      /* Every major city's region where the network's lowest level
       * stands, in the order the cities are named. */
      {
        g_autoptr(GPtrArray) lowest = g_ptr_array_new ();
        g_autofree char *regions = NULL;

        for (guint i = 0; i < conn->n_majors; i++)
          if (ach->level[conn->majors[i]] == conn->level)
            g_ptr_array_add (lowest, (gpointer) _bf_score_region_name (scorer, conn->majors[i]));
        regions = bf_text_join_list (lowest);
        /* Translators: "lowest transport Stagecoach (South)", or with
         * regions at the same lowest level "lowest transport Train (South
         * and East)" */
        g_string_append_printf (s, _(", lowest transport %s (%s)"),
                                level_name (scorer, conn->level), regions);
      }
      if (conn->n_scoring > 1)
        g_string_append_printf (s, _(", the best of %u networks"), conn->n_scoring);
      g_string_append (s, " → ");
      vp = _bf_score_format_result (s, conn->vp, CONNECTIONS_MAX_VP);
    }

  _bf_score_add_line (sp, BF_SCORE_CONNECTIONS, g_strdup (_("Major-city connections")), vp,
            g_string_free (g_steal_pointer (&s), FALSE));
}

/* A department with an end-of-game effect built without an active
 * employee scores nothing ("Active at game end"): its line says so, as
 * every built one has its line. Returns whether it added that line. */
static gboolean
score_inactive_effect (Scorer           *scorer,
                       SheetPlayer      *sp,
                       BfCarnegiePlayer *player,
                       BfDeptEffect      effect,
                       const char       *category)
{
  const BfDepartment *department = NULL;

  if (!bf_carnegie_player_has_effect (player, effect) || bf_carnegie_player_has_active_effect (player, effect))
    return FALSE;

  for (guint i = 0; i < bf_carnegie_player_get_n_departments (player) && department == NULL; i++)
    {
      const BfDepartment *built = bf_carnegie_rules_get_department (scorer->rules,
                                                                    bf_carnegie_player_get_department (player, i)->number);

      if (built != NULL && built->effect == effect)
        department = built;
    }
  g_assert (department != NULL);

  _bf_score_add_line (sp, category, g_strdup (department->name), 0,
                      /* Translators: a department with an end-of-game effect built without an active employee, "Green Spaces holds no active employee: its end-of-game VP need one → 0 VP" */
                      g_strdup_printf (_("%s holds no active employee: its end-of-game VP need one → 0 VP"),
                                       department->name));
  return TRUE;
}

static char *
effect_title (Scorer           *scorer,
              BfCarnegiePlayer *player,
              BfDeptEffect      effect,
              const char       *fallback)
{
  const BfDepartment *department = find_effect_department (scorer, player, effect);

  return g_strdup (department != NULL ? department->name : fallback);
}

static void
score_human (Scorer           *scorer,
             SheetPlayer      *sp,
             BfCarnegiePlayer *player,
             Achievements     *ach,
             Purse            *left)
{
  gboolean post_office = bf_carnegie_player_has_active_effect (player, BF_DEPT_EFFECT_POST_OFFICE);
  Connection conn;
  Purse start;
  int raw;
  int vp;

  compute_achievements (scorer, player, ach);

  /* Score track */
  vp = bf_carnegie_player_get_score_track (player);
  _bf_score_add_line (sp, BF_SCORE_SCORE_TRACK, g_strdup (_("Score track")), vp,
            g_strdup_printf (_("VP on the score track: %d VP"), vp));

  /* Employees */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    guint active = bf_carnegie_player_get_active_employees (player);

    g_string_append_printf (s, bf_ngettext ("%u active employee × 1 VP → ",
                                            "%u active employees × 1 VP → ", active),
                            active);
    vp = _bf_score_format_result (s, (int) active, EMPLOYEES_MAX_VP);
    _bf_score_add_line (sp, BF_SCORE_EMPLOYEES, g_strdup (_("Active employees")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Departments built */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    guint n = ach->n_departments;
    guint top = ach->departments_top_row;

    raw = (int) top * DEPARTMENT_TOP_ROW_VP + (int) (n - top) * DEPARTMENT_OTHER_VP;
    /* Translators: "5 departments, 2 in the top row: 2 × 3 VP + 3 × 2 VP → " */
    g_string_append_printf (s, bf_ngettext ("%u department, %u in the top row: %u × %d VP + %u × %d VP → ",
                                            "%u departments, %u in the top row: %u × %d VP + %u × %d VP → ",
                                            n),
                            n, top, top, DEPARTMENT_TOP_ROW_VP, n - top, DEPARTMENT_OTHER_VP);
    vp = _bf_score_format_result (s, raw, DEPARTMENTS_MAX_VP);
    _bf_score_add_line (sp, BF_SCORE_DEPARTMENTS, g_strdup (_("Departments built")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Project tabs */
  {
    g_autoptr(GString) s = g_string_new (NULL);

    raw = 0;
    for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
      {
        guint tab = bf_carnegie_player_get_tab_vp (player, t);

        if (t > 0)
          g_string_append (s, " + ");
        /* Translators: a project tab and its VP, "Housing 10" */
        g_string_append_printf (s, C_("project tab", "%s %u"),
                                _bf_score_project_type_name (scorer, t), tab);
        raw += (int) tab;
      }
    g_string_append (s, " → ");
    vp = _bf_score_format_result (s, raw, PROJECT_TABS_MAX_VP);
    _bf_score_add_line (sp, BF_SCORE_PROJECT_TABS, g_strdup (_("Project tabs")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Major-city connections */
  compute_connection (scorer, ach, post_office, &conn);
  score_connections (scorer, sp, ach, &conn);

  /* City projects */
  score_city_projects (scorer, sp, player, CITY_PROJECTS_MAX_VP);

  /* Donations and the secret donation */
  start.money = bf_carnegie_player_get_money (player);
  start.goods = bf_carnegie_player_get_goods (player);
  start.paid_money = 0;
  start.paid_goods = 0;
  _bf_score_score_donations (scorer, sp, player, ach, &start, left);

  /* Action Choice tile: only 3- and 4-player games have them (a 2-player
   * or solo game has no line for a tile nobody can have). */
  if (bf_carnegie_game_get_n_players (scorer->game) < 3)
    ;
  else if (bf_carnegie_player_get_action_choice (player))
    _bf_score_add_line (sp, BF_SCORE_ACTION_CHOICE, g_strdup (_("Action Choice tile")),
              ACTION_CHOICE_VP,
              g_strdup_printf (_("Unused Action Choice tile → %d VP"), ACTION_CHOICE_VP));
  else
    _bf_score_add_line (sp, BF_SCORE_ACTION_CHOICE, g_strdup (_("Action Choice tile")), 0,
              g_strdup (_("No unused Action Choice tile → 0 VP")));

  /* Departments with an end-of-game effect: a line for each one built,
   * 0 VP with the reason when it holds no active employee. */
  if (score_inactive_effect (scorer, sp, player, BF_DEPT_EFFECT_GREEN_SPACES, BF_SCORE_GREEN_SPACES))
    ;
  else if (bf_carnegie_player_has_active_effect (player, BF_DEPT_EFFECT_GREEN_SPACES))
    {
      guint empty = bf_carnegie_player_get_empty_spaces (player);

      vp = (int) empty * GREEN_SPACES_VP;
      _bf_score_add_line (sp, BF_SCORE_GREEN_SPACES,
                effect_title (scorer, player, BF_DEPT_EFFECT_GREEN_SPACES, _("Green Spaces")),
                vp,
                g_strdup_printf (bf_ngettext ("%u empty company-board space × %d VP → %d VP",
                                              "%u empty company-board spaces × %d VP → %d VP",
                                              empty),
                                 empty, GREEN_SPACES_VP, vp));
    }

  if (score_inactive_effect (scorer, sp, player, BF_DEPT_EFFECT_PUBLIC_RELATIONS, BF_SCORE_PUBLIC_RELATIONS))
    ;
  else if (bf_carnegie_player_has_active_effect (player, BF_DEPT_EFFECT_PUBLIC_RELATIONS))
    {
      BfRegion best = BF_REGION_EAST;
      guint n;

      for (guint r = 1; r < BF_N_REGIONS; r++)
        if (ach->projects_in_region[r] > ach->projects_in_region[best])
          best = r;
      n = ach->projects_in_region[best];
      vp = (int) n * PUBLIC_RELATIONS_VP;
      _bf_score_add_line (sp, BF_SCORE_PUBLIC_RELATIONS,
                effect_title (scorer, player, BF_DEPT_EFFECT_PUBLIC_RELATIONS, _("Public Relations")),
                vp,
                /* Translators: "best region West: 5 projects × 2 VP → 10 VP" */
                g_strdup_printf (bf_ngettext ("Best region %s: %u project × %d VP → %d VP",
                                              "Best region %s: %u projects × %d VP → %d VP",
                                              n),
                                 _bf_score_region_name (scorer, best), n, PUBLIC_RELATIONS_VP, vp));
    }

  if (score_inactive_effect (scorer, sp, player, BF_DEPT_EFFECT_POST_OFFICE, BF_SCORE_POST_OFFICE))
    ;
  else if (post_office)
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
      _bf_score_add_line (sp, BF_SCORE_POST_OFFICE,
                effect_title (scorer, player, BF_DEPT_EFFECT_POST_OFFICE, _("Post Office")),
                conn.bonus, explanation);
    }

  if (score_inactive_effect (scorer, sp, player, BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES,
                             BF_SCORE_NETWORK_OF_LIBRARIES))
    ;
  else if (bf_carnegie_player_has_active_effect (player, BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES))
    {
      BfRegion fewest = BF_REGION_EAST;
      guint n;

      for (guint r = 1; r < BF_N_REGIONS; r++)
        if (ach->projects_in_region[r] < ach->projects_in_region[fewest])
          fewest = r;
      n = ach->projects_in_region[fewest];
      vp = (int) n * NETWORK_OF_LIBRARIES_VP;
      _bf_score_add_line (sp, BF_SCORE_NETWORK_OF_LIBRARIES,
                effect_title (scorer, player, BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES,
                              _("Network of Libraries")),
                vp,
                g_strdup_printf (bf_ngettext ("Fewest projects in the %s: %u project × %d VP → %d VP",
                                              "Fewest projects in the %s: %u projects × %d VP → %d VP",
                                              n),
                                 _bf_score_region_name (scorer, fewest), n, NETWORK_OF_LIBRARIES_VP, vp));
    }
}

static void
score_andrew (Scorer             *scorer,
              SheetPlayer        *sp,
              BfCarnegiePlayer   *andrew,
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
        guint n = bf_carnegie_player_get_vp_cards (andrew, position);
        int value = bf_carnegie_rules_get_vp_card_value (scorer->rules, position);

        if (n == 0)
          continue;
        if (!first)
          g_string_append (s, " + ");
        /* Translators: "3 cards on 10 VP" */
        g_string_append_printf (s, bf_ngettext ("%u card on %d VP",
                                                "%u cards on %d VP", n),
                                n, value);
        vp += (int) n * value;
        first = FALSE;
      }
    if (first)
      g_string_append (s, _("No action cards"));
    g_string_append (s, " → ");
    vp = _bf_score_format_result (s, vp, -1);
    _bf_score_add_line (sp, BF_SCORE_VP_CARDS, g_strdup (_("VP cards")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* Departments taken */
  {
    guint n = bf_carnegie_player_get_n_taken (andrew);

    vp = (int) n * ANDREW_DEPARTMENT_VP;
    _bf_score_add_line (sp, BF_SCORE_DEPARTMENTS_TAKEN, g_strdup (_("Departments taken")), vp,
              g_strdup_printf (bf_ngettext ("%u department tile × %d VP → %d VP",
                                            "%u department tiles × %d VP → %d VP", n),
                               n, ANDREW_DEPARTMENT_VP, vp));
  }

  /* End of the transport tracks */
  {
    g_autoptr(GString) s = g_string_new (NULL);
    gboolean first = TRUE;
    guint n = 0;

    for (guint i = 0; i < G_N_ELEMENTS (display_regions); i++)
      if (bf_carnegie_player_get_transport (andrew, display_regions[i]) == BF_N_TRACK_BOXES)
        n++;

    if (n == 0)
      g_string_append (s, _("No pawn in the last box of a track"));
    else
      {
        g_string_append_printf (s, bf_ngettext ("%u pawn in the last box (",
                                                "%u pawns in the last box (", n),
                                n);
        for (guint i = 0; i < G_N_ELEMENTS (display_regions); i++)
          if (bf_carnegie_player_get_transport (andrew, display_regions[i]) == BF_N_TRACK_BOXES)
            _bf_score_append_list (s, _bf_score_region_name (scorer, display_regions[i]), &first);
        g_string_append_printf (s, _(") × %d VP"), ANDREW_TRACK_END_VP);
      }
    g_string_append (s, " → ");
    vp = _bf_score_format_result (s, (int) n * ANDREW_TRACK_END_VP, -1);
    _bf_score_add_line (sp, BF_SCORE_TRANSPORT_END, g_strdup (_("End of transport tracks")), vp,
              g_string_free (g_steal_pointer (&s), FALSE));
  }

  /* City projects: the solo rules state no cap for Andrew. */
  score_city_projects (scorer, sp, andrew, -1);

  /* Donations, scored by the human player's achievements. */
  _bf_score_score_donations (scorer, sp, andrew, human, human_left, &left);
}

/* The entries that contradict each other while a table is entered
 * (bf_carnegie_game_list_contradictions()) are flagged on the line they affect,
 * and the rest of the table is scored. @players are the sheet's. */
static void
flag_contradictions (BfScoreSheet      *self,
                     BfCarnegieGame    *game,
                     BfCarnegiePlayer **players)
{
  g_autoptr(GPtrArray) list = bf_carnegie_game_list_contradictions (game);

  for (guint c = 0; c < list->len; c++)
    {
      const BfContradiction *contradiction = g_ptr_array_index (list, c);

      for (guint p = 0; p < self->n_players; p++)
        {
          GArray *lines = self->players[p].lines;

          if (players[p] != contradiction->player)
            continue;

          for (guint i = 0; i < lines->len; i++)
            {
              BfScoreLine *line = &g_array_index (lines, BfScoreLine, i);
              GString *explanation;

              if (!g_str_equal (line->category, contradiction->category))
                continue;

              explanation = g_string_new (line->explanation);
              /* Translators: appended to a score line whose entries contradict each other */
              g_string_append_printf (explanation, _(" (%s)"), contradiction->flag);
              g_free (line->explanation);
              line->explanation = g_string_free (explanation, FALSE);
              line->flagged = TRUE;
              break;
            }
        }
    }
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
sheet_player_init (BfScoreSheet     *self,
                   BfCarnegiePlayer *player)
{
  SheetPlayer *sp = &self->players[self->n_players++];

  sp->name = g_strdup (bf_carnegie_player_get_name (player));
  sp->andrew = bf_carnegie_player_is_andrew (player);
  sp->total = 0;
  sp->winner = FALSE;
  sp->lines = g_array_sized_new (FALSE, TRUE, sizeof (BfScoreLine), 24);
  g_array_set_clear_func (sp->lines, score_line_clear);

  return sp;
}

BfScoreSheet *
bf_score_sheet_new (BfCarnegieGame *game,
                    GError        **error)
{
  g_autoptr(BfScoreSheet) self = NULL;
  g_autofree int *scratch = NULL;
  BfCarnegiePlayer *players[BF_MAX_PLAYERS + 1] = { NULL, };
  Scorer scorer;
  Achievements first_ach;
  Purse first_left = { 0, };
  guint n_humans;
  BfCarnegiePlayer *andrew = NULL;
  int best = G_MININT;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* A table being entered: what cannot be a table at all is refused;
   * entries that contradict each other are scored and flagged. */
  if (!bf_carnegie_game_validate_while_typing (game, error))
    return NULL;

  scorer.game = game;
  scorer.rules = bf_carnegie_game_get_rules (game);
  scorer.n_cities = bf_carnegie_rules_get_n_cities (scorer.rules);
  /* One block for both scratch arrays of the graph search. */
  scratch = g_new (int, 2 * (gsize) MAX (scorer.n_cities, 1));
  scorer.component = scratch;
  scorer.queue = (guint *) (scratch + MAX (scorer.n_cities, 1));

  self = g_new0 (BfScoreSheet, 1);
  g_ref_count_init (&self->ref_count);

  n_humans = MIN (bf_carnegie_game_get_n_players (game), BF_MAX_PLAYERS);
  for (guint i = 0; i < n_humans; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, i);
      SheetPlayer *sp = sheet_player_init (self, player);
      Achievements ach;
      Purse left;

      players[self->n_players - 1] = player;
      score_human (&scorer, sp, player, &ach, &left);
      if (i == 0)
        first_left = left;
    }

  if (bf_carnegie_game_get_solo (game))
    andrew = bf_carnegie_game_get_andrew (game);
  if (andrew != NULL && n_humans > 0)
    {
      SheetPlayer *sp = sheet_player_init (self, andrew);

      players[self->n_players - 1] = andrew;
      /* Andrew's donations score what the player achieved; the network
       * of the human player is searched again into the scratch arrays. */
      compute_achievements (&scorer, bf_carnegie_game_get_player (game, 0), &first_ach);
      score_andrew (&scorer, sp, andrew, &first_ach, &first_left);
    }

  flag_contradictions (self, game, players);

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
