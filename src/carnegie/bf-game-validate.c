/* bf-game-validate.c
 *
 * Whether the table entered can be a real one (bf_game_validate()):
 * the players, the score track, the Action Choice tiles, the map, the
 * transport tracks, the departments and the donation chart, each checked
 * against the rule data; one message naming what cannot be.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bf-game-private.h"
#include "bf-player-private.h"

/* Validation of the whole table */

static char *
chart_pos_name (BfGame     *self,
                BfChartPos  pos)
{
  const BfDonationSpace *space = bf_game_get_chart_space (self, pos);

  /* Translators: a donation space, "Welfare 4: 4 VP per pair of $5 and 1 goods cube left" */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_rules_get_donation_type (self->rules, space->type)->name,
                          space->row, space->text);
}

static gboolean
validate_players (BfGame  *self,
                  GError **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint n_humans = bf_game_get_n_players (self);

  if (n_humans < 1 || n_humans > BF_MAX_PLAYERS)
    {
      g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                   _("Carnegie is played by 1 to %d players; this game has %u."),
                   BF_MAX_PLAYERS, n_humans);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      BfPlayer *a = bf_game_get_player (self, i);

      if (!bf_player_is_andrew (a) && !_bf_check_name (bf_player_get_name (a), error))
        return FALSE;

      for (guint j = i + 1; j < n; j++)
        {
          BfPlayer *b = bf_game_get_player (self, j);
          const char *color_a = bf_player_get_color (a);
          g_autofree char *fold_a = g_utf8_casefold (bf_player_get_name (a), -1);
          g_autofree char *fold_b = g_utf8_casefold (bf_player_get_name (b), -1);

          if (g_strcmp0 (fold_a, fold_b) == 0)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("Two players are called “%s”; give each player their own name."),
                           bf_player_get_name (b));
              return FALSE;
            }

          if (color_a != NULL && g_strcmp0 (color_a, bf_player_get_color (b)) == 0)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("%s and %s both play %s; each player has a colour of their own."),
                           _bf_player_display_name (a), _bf_player_display_name (b),
                           bf_rules_lookup_color (self->rules, color_a)->name);
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* The lowest VP a score track can show. The base game starts every pawn
 * on 0 (setup step 5) and the only way to lose VP, Payroll Management's,
 * "cannot be taken if the player has 0 or fewer VP": nobody goes below 0.
 * Only line 4 of the A New Beginning bidding sheet starts a player below
 * 0, at its lowest choice (-6 VP, from the rule data). */
static int
lowest_score_track (BfGame *self)
{
  int lowest = 0;

  if (!bf_game_has_module (self, BF_MODULE_NEW_BEGINNING))
    return 0;

  for (guint i = 0; i < bf_rules_get_n_bid_lines (self->rules); i++)
    {
      const BfBidLine *line = bf_rules_get_bid_line (self->rules, i);

      if (g_strcmp0 (line->id, "vp") != 0)
        continue;

      for (guint c = 0; c < line->n_choices; c++)
        lowest = MIN (lowest, line->choices[c].value);
    }

  return lowest;
}

static gboolean
validate_score_track (BfGame  *self,
                      GError **error)
{
  guint n_humans = bf_game_get_n_players (self);
  int lowest = lowest_score_track (self);

  /* Andrew has no score track. */
  for (guint i = 0; i < n_humans; i++)
    {
      BfPlayer *player = bf_game_get_player (self, i);
      int vp = bf_player_get_score_track (player);

      if (vp >= lowest)
        continue;

      if (!bf_game_has_module (self, BF_MODULE_NEW_BEGINNING))
        g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_NOT_IN_PLAY,
                     /* Translators: "Anna: the score track shows -2 VP, but…" */
                     _("%s: the score track shows %d VP, but without A New Beginning (Expansion 1) every player starts at 0 and never goes below."),
                     _bf_player_display_name (player), vp);
      else
        g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                     /* Translators: "Anna: the score track shows -7 VP, but it never goes below -6 VP, …" */
                     _("%s: the score track shows %d VP, but it never goes below %d VP, the lowest start on the A New Beginning bidding sheet."),
                     _bf_player_display_name (player), vp, lowest);
      return FALSE;
    }

  return TRUE;
}

/* The index of the first player: the setup record names them (with A New
 * Beginning the bidding decides); without one, or when it names a seat
 * that is no longer at the table, the first player entered. */
static guint
first_player_index (BfGame *self)
{
  guint n_humans = bf_game_get_n_players (self);

  if (self->setup != NULL && self->setup->first_player < n_humans)
    return self->setup->first_player;

  return 0;
}

static gboolean
validate_action_choice (BfGame  *self,
                        GError **error)
{
  guint n_humans = bf_game_get_n_players (self);
  guint tiles = 0;

  for (guint i = 0; i < n_humans; i++)
    if (bf_player_get_action_choice (bf_game_get_player (self, i)))
      tiles++;

  /* 4 players: everyone has a tile; 3 players: only the third player;
   * fewer: nobody. */
  if (n_humans < 3 && tiles > 0)
    {
      g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                   _("Nobody has an Action Choice tile in a game with %u players; only 3- and 4-player games use them."),
                   n_humans);
      return FALSE;
    }

  if (n_humans == 3 && tiles > 1)
    {
      g_set_error_literal (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                           _("In a 3-player game only the third player has an Action Choice tile."));
      return FALSE;
    }

  /* The third player in turn order, clockwise from the first player
   * (players are entered in seat order, clockwise). */
  if (n_humans == 3 && tiles == 1)
    {
      guint first = first_player_index (self);

      for (guint i = 0; i < n_humans; i++)
        {
          BfPlayer *player = bf_game_get_player (self, i);
          guint seat = (i + n_humans - first) % n_humans;

          if (!bf_player_get_action_choice (player) ||
              bf_setup_has_action_choice (n_humans, seat))
            continue;

          g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                       /* Translators: the player holding the tile, then the third player */
                       _("%s has an unused Action Choice tile, but in a 3-player game only the third player in turn order, %s, receives one."),
                       _bf_player_display_name (player),
                       _bf_player_display_name (bf_game_get_player (self, (first + 2) % n_humans)));
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
validate_map (BfGame   *self,
              gboolean  while_typing,
              GError  **error)
{
  guint n_spaces = bf_rules_get_n_spaces (self->rules);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  g_autofree BfPlayer **owners = g_new0 (BfPlayer *, n_spaces);

  for (guint i = 0; i < n; i++)
    {
      BfPlayer *player = bf_game_get_player (self, i);
      gboolean lobbying = bf_player_has_effect (player, BF_DEPT_EFFECT_POLITICAL_LOBBYING);

      for (guint k = 0; k < bf_player_get_n_projects (player); k++)
        {
          const BfProject *project = bf_player_get_project (player, k);
          const BfSpace *space;
          const BfCity *city;

          if (project->space >= n_spaces)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                           _("%s: there is no construction space number %u on the map."),
                           _bf_player_display_name (player), project->space);
              return FALSE;
            }

          space = bf_rules_get_space (self->rules, project->space);
          city = bf_rules_get_city (self->rules, space->city);

          if (owners[project->space] != NULL || self->blocked_spaces[project->space])
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("Two disks on space %u of %s: %s’s and %s’s. A space holds one disk."),
                           space->slot, city->name,
                           owners[project->space] != NULL
                             ? _bf_player_display_name (owners[project->space])
                             : _("the blocking disks"),
                           _bf_player_display_name (player));
              return FALSE;
            }
          owners[project->space] = player;

          if (bf_player_is_andrew (player))
            continue;

          /* Only a town's disk can be without a type: not yet chosen
           * while typing (the score sheet flags it), refused in a
           * finished table. */
          if (project->type >= BF_N_PROJECT_TYPES && while_typing)
            continue;
          if (project->type >= BF_N_PROJECT_TYPES)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                           /* Translators: "Anna’s disk in Memphis needs a
                            * project type: …"; the first %s is a player,
                            * the second a small town */
                           _("%s’s disk in %s needs a project type: a small town takes any type, so say which one was built there."),
                           _bf_player_display_name (player), city->name);
              return FALSE;
            }

          if (space->type != BF_PROJECT_ANY && project->type != space->type && !lobbying)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("%s: a %s project on a %s space of %s needs the Political Lobbying department."),
                           _bf_player_display_name (player),
                           bf_rules_get_project_type (self->rules, project->type)->name,
                           bf_rules_get_project_type (self->rules, space->type)->name,
                           city->name);
              return FALSE;
            }
        }
    }

  return TRUE;
}

static gboolean
validate_transport (BfGame  *self,
                    GError **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      BfPlayer *first = NULL;

      for (guint i = 0; i < n; i++)
        {
          BfPlayer *player = bf_game_get_player (self, i);

          if (bf_player_get_transport (player, r) != BF_N_TRACK_BOXES ||
              bf_player_has_effect (player, BF_DEPT_EFFECT_ARCHIVES))
            continue;

          if (first != NULL)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("%s and %s both have their marker in the last box of the %s track; only one marker may stand there (Archives excepted)."),
                           _bf_player_display_name (first), _bf_player_display_name (player),
                           bf_rules_get_region (self->rules, r)->name);
              return FALSE;
            }

          first = player;
        }
    }

  return TRUE;
}

static gboolean
department_allowed (BfGame *self,
                    guint   number)
{
  const BfDepartment *dept = bf_rules_get_department (self->rules, number);

  return !dept->expansion ||
         (self->modules & (BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_OPEN_BAR)) != 0;
}

static gboolean
validate_departments (BfGame  *self,
                      GError **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint copies = bf_rules_get_department_copies (self->rules, bf_game_has_module (self, BF_MODULE_OPEN_BAR));
  guint held[BF_N_DEPARTMENTS + 1] = { 0, };
  /* New Departments keeps 4 different departments of each type and
   * returns the others to the box; Open Bar keeps all 32 and wins when
   * both are in play (docs/setup.md). */
  gboolean four_of_each = bf_game_has_module (self, BF_MODULE_NEW_DEPARTMENTS) &&
                          !bf_game_has_module (self, BF_MODULE_OPEN_BAR);
  guint different[BF_N_DEPT_TYPES] = { 0, };

  for (guint i = 0; i < n; i++)
    {
      BfPlayer *player = bf_game_get_player (self, i);
      guint n_depts = bf_player_is_andrew (player)
        ? bf_player_get_n_taken (player)
        : bf_player_get_n_departments (player);

      for (guint k = 0; k < n_depts; k++)
        {
          guint number;

          if (bf_player_is_andrew (player))
            {
              number = bf_player_get_taken (player, k);
            }
          else
            {
              const BfBuiltDepartment *dept = bf_player_get_department (player, k);

              number = dept->number;
            }

          if (!department_allowed (self, number))
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_NOT_IN_PLAY,
                           _("%s: “%s” comes with New Departments (Expansion 1), which is not in play."),
                           _bf_player_display_name (player),
                           bf_rules_get_department (self->rules, number)->name);
              return FALSE;
            }

          if (++held[number] > copies)
            {
              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           g_dngettext (GETTEXT_PACKAGE, "“%s” is on the table more often than there are tiles: the game has %u copy.",
                                     "“%s” is on the table more often than there are tiles: the game has %u copies.",
                                     copies),
                           bf_rules_get_department (self->rules, number)->name, copies);
              return FALSE;
            }

          if (four_of_each && held[number] == 1)
            {
              const BfDepartment *info = bf_rules_get_department (self->rules, number);

              if (++different[info->type] > BF_SETUP_NEW_DEPARTMENTS_PER_TYPE)
                {
                  g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                               /* Translators: "Ben: “Archives” makes 5 different R&D departments on the table, …" */
                               _("%s: “%s” makes %u different %s departments on the table, but with New Departments only %u different departments of each type are in play."),
                               _bf_player_display_name (player), info->name,
                               different[info->type],
                               bf_rules_get_dept_type (self->rules, info->type)->name,
                               BF_SETUP_NEW_DEPARTMENTS_PER_TYPE);
                  return FALSE;
                }
            }
        }

      /* More departments marked with an active employee than active
       * employees is a contradiction while typing, not a table that
       * cannot exist: the score sheet flags it and scores the rest
       * (bf_player_describe_employee_conflict()). */
    }

  return TRUE;
}

static gboolean
validate_chart (BfGame  *self,
                GError **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  gboolean tiles = bf_game_has_module (self, BF_MODULE_NEW_DONATIONS);
  gboolean secret = bf_game_has_module (self, BF_MODULE_SECRET_DONATION);
  guint n_humans = bf_game_get_n_players (self);
  guint n_tiles = 0;
  guint blocking = 0;
  guint available;

  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      if (self->covers[c] == BF_NO_TILE)
        continue;

      if (!tiles)
        {
          g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_NOT_IN_PLAY,
                       _("A New Donations tile covers the %s column, but New Donations is not in play."),
                       bf_rules_get_donation_type (self->rules, c)->name);
          return FALSE;
        }

      n_tiles++;
    }

  /* "Starting with the first player and going clockwise, each player may
   * select a New Donations tile": one tile per player at most. Andrew
   * never selects one (and New Donations is not played solo). */
  if (n_tiles > n_humans)
    {
      g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                   /* Translators: the tiles on the chart (2 or more), then the
                    * number of players, which chooses the plural form */
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u New Donations tiles are on the chart, but each player places at most one and this game has %u player.",
                                "%u New Donations tiles are on the chart, but each player places at most one and this game has %u players.",
                                n_humans),
                   n_tiles, n_humans);
      return FALSE;
    }

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      BfPlayer *last = NULL;
      guint disks = 0;
      guint giving = 0;

      if (self->blocked_chart[pos])
        blocking++;

      for (guint i = 0; i < n; i++)
        {
          BfPlayer *player = bf_game_get_player (self, i);

          if (!bf_player_has_donation (player, pos))
            continue;

          if (self->blocked_chart[pos])
            {
              g_autofree char *what = chart_pos_name (self, pos);

              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("%s has a disk on a donation space that holds a blocking disk (%s)."),
                           _bf_player_display_name (player), what);
              return FALSE;
            }

          disks++;
          if (bf_player_has_effect (player, BF_DEPT_EFFECT_CHARITABLE_GIVING))
            giving++;

          /* Charitable Giving puts a disk on top of another player's:
           * every disk but the first needs it. */
          if (disks - giving > 1)
            {
              g_autofree char *what = chart_pos_name (self, pos);

              g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_CONFLICT,
                           _("%s and %s both have a disk on the same donation space (%s); only Charitable Giving allows that."),
                           _bf_player_display_name (last), _bf_player_display_name (player), what);
              return FALSE;
            }

          last = player;
        }
    }

  for (guint i = 0; i < bf_rules_get_n_spaces (self->rules); i++)
    if (self->blocked_spaces[i])
      blocking++;

  available = bf_rules_get_blocking_disks (self->rules, bf_game_get_n_players (self));
  if (blocking > available)
    {
      g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_INVALID,
                   _("%u blocking disks on the board, but a game with %u players has only %u."),
                   blocking, bf_game_get_n_players (self), available);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      BfPlayer *player = bf_game_get_player (self, i);

      if (bf_player_get_secret_donation (player) != BF_CHART_POS_NONE && !secret)
        {
          g_set_error (error, BF_GAME_ERROR, BF_GAME_ERROR_NOT_IN_PLAY,
                       _("%s has a secret donation, but the Secret Donation rule is not in play."),
                       _bf_player_display_name (player));
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
validate (BfGame   *self,
          gboolean  while_typing,
          GError  **error)
{
  if (self->solo && !_bf_game_check_solo_modules (self->modules, error))
    return FALSE;

  return validate_players (self, error) &&
         validate_score_track (self, error) &&
         validate_action_choice (self, error) &&
         validate_map (self, while_typing, error) &&
         validate_transport (self, error) &&
         validate_departments (self, error) &&
         validate_chart (self, error);
}

gboolean
bf_game_validate (BfGame  *self,
                  GError **error)
{
  g_return_val_if_fail (BF_IS_GAME (self), FALSE);

  return validate (self, FALSE, error);
}

/**
 * bf_game_validate_while_typing:
 * @self: a #BfGame
 * @error: return location for a #GError
 *
 * As bf_game_validate(), for a table still being entered: a small town's
 * disk whose type is not chosen yet is let through (the score sheet
 * flags it and scores the rest). What cannot be a table at all is
 * refused the same way.
 */
gboolean
bf_game_validate_while_typing (BfGame  *self,
                               GError **error)
{
  g_return_val_if_fail (BF_IS_GAME (self), FALSE);

  return validate (self, TRUE, error);
}

