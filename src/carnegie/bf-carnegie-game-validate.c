/* bf-carnegie-game-validate.c
 *
 * Whether the table entered can be a real one (bf_carnegie_game_validate()):
 * the players, the score track, the Action Choice tiles, the map, the
 * transport tracks, the departments and the donation chart, each checked
 * against the rule data; one message naming what cannot be. Then the
 * entries that contradict each other (bf_carnegie_game_list_contradictions()):
 * flagged while a table is entered, refused when it is finished. The
 * limits that are rulings are in carnegie-facts.md, "Limits of a table",
 * and docs/scoring.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-game"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-carnegie-game-private.h"
#include "bf-carnegie-player-private.h"
#include "bf-score-sheet.h"

/* A player's name: checked when it is entered
 * (bf_carnegie_player_set_name()) and with the whole table. */

gboolean
_bf_check_name (const char  *name,
                GError     **error)
{
  glong len;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                           _("A player name must be valid text."));
      return FALSE;
    }

  {
    g_autofree char *stripped = g_strstrip (g_strdup (name));
    gboolean visible = FALSE;

    /* Only spaces or invisible characters (a no-break space, a zero-width
     * space) is empty too. */
    for (const char *p = stripped; *p && !visible; p = g_utf8_next_char (p))
      {
        gunichar c = g_utf8_get_char (p);

        visible = !g_unichar_isspace (c) && g_unichar_type (c) != G_UNICODE_FORMAT;
      }

    if (!visible)
      {
        g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                             _("A player name cannot be empty."));
        return FALSE;
      }
  }

  len = g_utf8_strlen (name, -1);
  if (len > BF_MAX_NAME_LENGTH)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   bf_ngettext ("A player name can have at most %d character.",
                                "A player name can have at most %d characters.",
                                BF_MAX_NAME_LENGTH),
                   BF_MAX_NAME_LENGTH);
      return FALSE;
    }

  for (const char *p = name; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* Line and paragraph separators break lines too; the bidirectional
       * embeddings, overrides and isolates reorder the rest of the score
       * sheet's line around the name. */
      if (g_unichar_iscntrl (c) ||
          g_unichar_type (c) == G_UNICODE_LINE_SEPARATOR ||
          g_unichar_type (c) == G_UNICODE_PARAGRAPH_SEPARATOR ||
          (c >= 0x202A && c <= 0x202E) ||
          (c >= 0x2066 && c <= 0x2069))
        {
          g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                               _("A player name cannot contain control characters such as line breaks or tabs."));
          return FALSE;
        }
    }

  return TRUE;
}

/* Validation of the whole table */

static char *
chart_pos_name (BfCarnegieGame *self,
                BfChartPos      pos)
{
  const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self, pos);

  /* Translators: a donation space, "Welfare 4: 4 VP per pair of $5 and 1 goods cube left" */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_carnegie_rules_get_donation_type (RULES (self), space->type)->name,
                          space->row, space->text);
}

static gboolean
validate_players (BfCarnegieGame *self,
                  GError        **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint n_humans = bf_carnegie_game_get_n_players (self);

  if (n_humans < 1 || n_humans > BF_MAX_PLAYERS)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("Carnegie is played by 1 to %d players; this game has %u."),
                   BF_MAX_PLAYERS, n_humans);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *a = bf_carnegie_game_get_player (self, i);

      if (!bf_carnegie_player_is_andrew (a) && !_bf_check_name (bf_carnegie_player_get_name (a), error))
        return FALSE;

      for (guint j = i + 1; j < n; j++)
        {
          BfCarnegiePlayer *b = bf_carnegie_game_get_player (self, j);
          const char *color_a = bf_carnegie_player_get_color (a);
          g_autofree char *fold_a = g_utf8_casefold (bf_carnegie_player_get_name (a), -1);
          g_autofree char *fold_b = g_utf8_casefold (bf_carnegie_player_get_name (b), -1);

          if (g_strcmp0 (fold_a, fold_b) == 0)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("Two players are called “%s”; give each player their own name."),
                           bf_carnegie_player_get_name (b));
              return FALSE;
            }

          if (color_a != NULL && g_strcmp0 (color_a, bf_carnegie_player_get_color (b)) == 0)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("%s and %s both play %s; each player has a colour of their own."),
                           _bf_carnegie_player_display_name (a), _bf_carnegie_player_display_name (b),
                           bf_carnegie_rules_lookup_color (RULES (self), color_a)->name);
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* The lowest VP a score track can show. The base game starts every pawn
 * on 0 (setup step 5) and the only way to lose VP, Payroll Management's,
 * "cannot be taken if the player has 0 or fewer VP": nobody goes below
 * their start. Only line 4 of the A New Beginning bidding sheet starts a
 * player below 0: at the player's own choice when the game holds the
 * sheets, else at the sheet's lowest choice (-6 VP, from the rule data).
 * *@choice is the player's line-4 choice, or G_MININT when not known. */
static int
lowest_score_track (BfCarnegieGame *self,
                    guint           index,
                    int            *choice)
{
  int lowest = 0;

  *choice = G_MININT;
  if (!bf_carnegie_game_has_module (self, BF_MODULE_NEW_BEGINNING))
    return 0;

  if (self->bidding != NULL && index < bf_bidding_get_n_sheets (self->bidding))
    {
      const BfBidChoice *chosen = bf_bidding_sheet_get_chosen (bf_bidding_get_sheet (self->bidding, index),
                                                               BF_BID_VP);

      if (chosen != NULL)
        {
          *choice = chosen->value;
          return MIN (chosen->value, 0);
        }
    }

  for (guint i = 0; i < bf_carnegie_rules_get_n_bid_lines (RULES (self)); i++)
    {
      const BfBidLine *line = bf_carnegie_rules_get_bid_line (RULES (self), i);

      if (g_strcmp0 (line->id, "vp") != 0)
        continue;

      for (guint c = 0; c < line->n_choices; c++)
        lowest = MIN (lowest, line->choices[c].value);
    }

  return lowest;
}

static gboolean
validate_score_track (BfCarnegieGame *self,
                      GError        **error)
{
  guint n_humans = bf_carnegie_game_get_n_players (self);

  /* Andrew has no score track. */
  for (guint i = 0; i < n_humans; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);
      int vp = bf_carnegie_player_get_score_track (player);
      int choice;
      int lowest = lowest_score_track (self, i, &choice);

      if (vp >= lowest)
        continue;

      if (!bf_carnegie_game_has_module (self, BF_MODULE_NEW_BEGINNING))
        g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,
                     /* Translators: "Anna: the score track shows -2 VP, but…" */
                     _("%s: the score track shows %d VP, but without A New Beginning (Expansion 1) every player starts at 0 and never goes below."),
                     _bf_carnegie_player_display_name (player), vp);
      else if (choice != G_MININT)
        g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                     /* Translators: "Anna: the score track shows -6 VP, but it never goes below -5 VP: the player’s bidding sheet chose -5 VP on line 4, …" */
                     _("%s: the score track shows %d VP, but it never goes below %d VP: the player’s bidding sheet chose %d VP on line 4, and VP are only lost while above 0 (Payroll Management)."),
                     _bf_carnegie_player_display_name (player), vp, lowest, choice);
      else
        g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                     /* Translators: "Anna: the score track shows -7 VP, but it never goes below -6 VP, …" */
                     _("%s: the score track shows %d VP, but it never goes below %d VP, the lowest start on the A New Beginning bidding sheet."),
                     _bf_carnegie_player_display_name (player), vp, lowest);
      return FALSE;
    }

  return TRUE;
}

/* "a game with 2 players", "a solo game": who the game has, for the
 * messages about what a game holds. */
static char *
describe_players (BfCarnegieGame *self)
{
  guint n_humans = bf_carnegie_game_get_n_players (self);

  if (self->solo)
    /* Translators: completes "… but %s has only 18", "… in %s" */
    return g_strdup (_("a solo game"));

  /* Translators: completes "… but %s has only 18", "… in %s" */
  return g_strdup_printf (bf_ngettext ("a game with %u player", "a game with %u players", n_humans),
                          n_humans);
}

static gboolean
validate_action_choice (BfCarnegieGame *self,
                        GError        **error)
{
  guint n_humans = bf_carnegie_game_get_n_players (self);
  guint tiles = 0;

  for (guint i = 0; i < n_humans; i++)
    if (bf_carnegie_player_get_action_choice (bf_carnegie_game_get_player (self, i)))
      tiles++;

  /* 4 players: everyone has a tile; 3 players: only the third player in
   * turn order (a contradiction of the entries while typing, see
   * list_action_choice()); fewer: nobody. */
  if (n_humans < 3 && tiles > 0)
    {
      g_autofree char *who = describe_players (self);

      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: %s is "a game with 2 players" or "a solo game" */
                   _("Nobody has an Action Choice tile in %s; only 3- and 4-player games use them."),
                   who);
      return FALSE;
    }

  return TRUE;
}

/* The cities Andrew's action cards name (the advanced cards name the
 * same cities as the normal ones). */
static gboolean
andrew_builds_in (BfCarnegieRules *rules,
                  guint            city)
{
  for (guint c = 0; c < bf_carnegie_rules_get_n_andrew_cards (rules); c++)
    {
      const BfAndrewCard *card = bf_carnegie_rules_get_andrew_card (rules, c);

      for (guint i = 0; i < card->n_cities; i++)
        if (card->cities[i] == city)
          return TRUE;
    }

  return FALSE;
}

gboolean
_bf_carnegie_game_check_andrew_space (BfCarnegieGame *self,
                                      guint           space,
                                      GError        **error)
{
  const BfSpace *info = bf_carnegie_rules_get_space (RULES (self), space);
  const BfCity *city;

  if (self->engine_table || info == NULL || andrew_builds_in (RULES (self), info->city))
    return TRUE;

  city = bf_carnegie_rules_get_city (RULES (self), info->city);
  g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
               /* Translators: %s is a city, twice */
               _("Andrew’s pawn in %s is impossible: he builds only in the cities his action cards name, and none names %s."),
               city->name, city->name);
  return FALSE;
}

gboolean
_bf_carnegie_game_checks_entries (BfCarnegieGame *self)
{
  return self == NULL || !self->loading;
}

void
_bf_carnegie_game_set_loading (BfCarnegieGame *self,
                               gboolean        loading)
{
  self->loading = loading;
}

void
_bf_carnegie_game_set_engine_table (BfCarnegieGame *self,
                                    gboolean        engine_table)
{
  self->engine_table = engine_table;
}

static gboolean
validate_map (BfCarnegieGame *self,
              GError        **error)
{
  guint n_spaces = bf_carnegie_rules_get_n_spaces (RULES (self));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  g_autofree BfCarnegiePlayer **owners = g_new0 (BfCarnegiePlayer *, n_spaces);

  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);
      gboolean lobbying = bf_carnegie_player_has_effect (player, BF_DEPT_EFFECT_POLITICAL_LOBBYING);

      /* Limits of a table: the pawns in the box (carnegie-facts.md). */
      if (bf_carnegie_player_get_n_pawns (player) > bf_carnegie_player_get_pawn_supply (player))
        {
          _bf_carnegie_player_set_too_many_pawns_error (player, error);
          return FALSE;
        }

      for (guint k = 0; k < bf_carnegie_player_get_n_projects (player); k++)
        {
          const BfProject *project = bf_carnegie_player_get_project (player, k);
          const BfSpace *space;
          const BfCity *city;

          if (project->space >= n_spaces)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                           _("%s: there is no construction space number %u on the map."),
                           _bf_carnegie_player_display_name (player), project->space);
              return FALSE;
            }

          space = bf_carnegie_rules_get_space (RULES (self), project->space);
          city = bf_carnegie_rules_get_city (RULES (self), space->city);

          if (owners[project->space] != NULL || self->blocked_spaces[project->space])
            {
              g_autofree char *first = owners[project->space] != NULL
                ? g_strdup_printf (C_("piece in a sentence", "%s’s pawn"), _bf_carnegie_player_display_name (owners[project->space]))
                : g_strdup (_("a blocking disc"));

              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           /* Translators: "Two pieces on space 3 of Chicago: a blocking disc and Anna’s pawn. …" */
                           _("Two pieces on space %u of %s: %s and %s’s pawn. A space holds one piece only."),
                           space->slot, city->name, first,
                           _bf_carnegie_player_display_name (player));
              return FALSE;
            }
          owners[project->space] = player;

          /* Andrew builds only in the cities on his cards. */
          if (bf_carnegie_player_is_andrew (player) &&
              !_bf_carnegie_game_check_andrew_space (self, project->space, error))
            return FALSE;

          /* Only a town's disk can be without a type: a contradiction
           * (list_town_types()). */
          if (bf_carnegie_player_is_andrew (player) || project->type >= BF_N_PROJECT_TYPES)
            continue;

          if (space->type != BF_PROJECT_ANY && project->type != space->type && !lobbying)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("%s: a %s project on a %s space of %s needs the Political Lobbying department."),
                           _bf_carnegie_player_display_name (player),
                           bf_carnegie_rules_get_project_type (RULES (self), project->type)->name,
                           bf_carnegie_rules_get_project_type (RULES (self), space->type)->name,
                           city->name);
              return FALSE;
            }
        }
    }

  return TRUE;
}

static gboolean
validate_transport (BfCarnegieGame *self,
                    GError        **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      BfCarnegiePlayer *first = NULL;

      for (guint i = 0; i < n; i++)
        {
          BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);

          if (bf_carnegie_player_get_transport (player, r) != BF_N_TRACK_BOXES ||
              bf_carnegie_player_has_effect (player, BF_DEPT_EFFECT_ARCHIVES))
            continue;

          if (first != NULL)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("%s and %s both have their pawn in the last box of the %s track; only one pawn may stand there (Archives excepted)."),
                           _bf_carnegie_player_display_name (first), _bf_carnegie_player_display_name (player),
                           bf_carnegie_rules_get_region (RULES (self), r)->name);
              return FALSE;
            }

          first = player;
        }
    }

  return TRUE;
}

static gboolean
department_allowed (BfCarnegieGame *self,
                    guint           number)
{
  const BfDepartment *dept = bf_carnegie_rules_get_department (RULES (self), number);

  return !dept->expansion ||
         (self->modules & (BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_OPEN_BAR)) != 0;
}

/* Limits of a table (carnegie-facts.md): the game's department tiles,
 * 32, less those base setup step 3 returns to the box with 2 or 3 players
 * (and solo, "as in a 2-player game"), whatever the supply; the tiles
 * every player built and Andrew took come out of them. */
static guint
tiles_in_game (BfCarnegieGame *self)
{
  guint all = BF_N_DEPARTMENTS / 2 * bf_carnegie_rules_get_department_copies (RULES (self), FALSE);
  guint removed = bf_carnegie_rules_get_departments_removed (RULES (self), bf_carnegie_game_get_n_players (self));

  return all > removed ? all - removed : 0;
}

/* The department tiles a player built, or Andrew took. */
static guint
player_tiles (BfCarnegiePlayer *player)
{
  return bf_carnegie_player_is_andrew (player) ? bf_carnegie_player_get_n_taken (player)
                                      : bf_carnegie_player_get_n_departments (player);
}

static guint
tiles_on_table (BfCarnegieGame *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint tiles = 0;

  for (guint i = 0; i < n; i++)
    tiles += player_tiles (bf_carnegie_game_get_player (self, i));

  return tiles;
}

gboolean
_bf_carnegie_game_check_new_tile (BfCarnegieGame   *self,
                                  BfCarnegiePlayer *player,
                                  GError          **error)
{
  guint in_game = tiles_in_game (self);
  g_autofree char *who = NULL;

  if (tiles_on_table (self) < in_game)
    return TRUE;

  who = describe_players (self);
  g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
               bf_carnegie_player_is_andrew (player)
               /* Translators: "Andrew cannot take another department: a solo game has 16 department tiles, and all 16 are on the table already." */
               ? _("%s cannot take another department: %s has %u department tiles, and all %u are on the table already.")
               /* Translators: "Anna cannot build another department: a game with 2 players has 16 department tiles, and all 16 are on the table already." */
               : _("%s cannot build another department: %s has %u department tiles, and all %u are on the table already."),
               _bf_carnegie_player_display_name (player), who, in_game, in_game);
  return FALSE;
}

static gboolean
validate_tile_total (BfCarnegieGame *self,
                     GError        **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint in_game = tiles_in_game (self);
  guint tiles = 0;

  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);
      g_autofree char *who = NULL;

      tiles += player_tiles (player);
      if (tiles <= in_game)
        continue;

      /* Named: the player whose tiles go past the limit. */
      who = describe_players (self);
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: "Ben: 17 department tiles are on the table, but a game with 2 players has only 16 (…)" */
                   _("%s: %u department tiles are on the table, but %s has only %u (the others go back to the box at setup)."),
                   _bf_carnegie_player_display_name (player), tiles_on_table (self), who, in_game);
      return FALSE;
    }

  return TRUE;
}

static gboolean
validate_departments (BfCarnegieGame *self,
                      GError        **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint copies = bf_carnegie_rules_get_department_copies (RULES (self), bf_carnegie_game_has_module (self, BF_MODULE_OPEN_BAR));
  guint held[BF_N_DEPARTMENTS + 1] = { 0, };
  /* New Departments keeps 4 different departments of each type and
   * returns the others to the box; Open Bar keeps all 32 and wins when
   * both are in play (docs/setup.md). */
  gboolean four_of_each = bf_carnegie_game_has_module (self, BF_MODULE_NEW_DEPARTMENTS) &&
                          !bf_carnegie_game_has_module (self, BF_MODULE_OPEN_BAR);
  guint different[BF_N_DEPT_TYPES] = { 0, };

  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);
      guint n_depts = bf_carnegie_player_is_andrew (player)
        ? bf_carnegie_player_get_n_taken (player)
        : bf_carnegie_player_get_n_departments (player);

      for (guint k = 0; k < n_depts; k++)
        {
          guint number;

          if (bf_carnegie_player_is_andrew (player))
            {
              number = bf_carnegie_player_get_taken (player, k);
            }
          else
            {
              const BfBuiltDepartment *dept = bf_carnegie_player_get_department (player, k);

              number = dept->number;
            }

          if (!department_allowed (self, number))
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,
                           _("%s: “%s” comes with New Departments (Expansion 1), which is not in play."),
                           _bf_carnegie_player_display_name (player),
                           bf_carnegie_rules_get_department (RULES (self), number)->name);
              return FALSE;
            }

          if (++held[number] > copies)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           bf_ngettext ("“%s” is on the table more often than there are tiles: the game has %u copy.",
                                        "“%s” is on the table more often than there are tiles: the game has %u copies.",
                                        copies),
                           bf_carnegie_rules_get_department (RULES (self), number)->name, copies);
              return FALSE;
            }

          if (four_of_each && held[number] == 1)
            {
              const BfDepartment *info = bf_carnegie_rules_get_department (RULES (self), number);

              if (++different[info->type] > BF_SETUP_NEW_DEPARTMENTS_PER_TYPE)
                {
                  g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                               /* Translators: "Ben: “Archives” makes 5 different R&D departments on the table, …" */
                               _("%s: “%s” makes %u different %s departments on the table, but with New Departments only %u different departments of each type are in play."),
                               _bf_carnegie_player_display_name (player), info->name,
                               different[info->type],
                               bf_carnegie_rules_get_dept_type (RULES (self), info->type)->name,
                               BF_SETUP_NEW_DEPARTMENTS_PER_TYPE);
                  return FALSE;
                }
            }
        }

      /* More departments marked with an active employee than active
       * employees is a contradiction (list_employees()). */
    }

  return validate_tile_total (self, error);
}

static gboolean
validate_chart (BfCarnegieGame *self,
                GError        **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  gboolean tiles = bf_carnegie_game_has_module (self, BF_MODULE_NEW_DONATIONS);
  gboolean secret = bf_carnegie_game_has_module (self, BF_MODULE_SECRET_DONATION);
  guint n_humans = bf_carnegie_game_get_n_players (self);
  guint n_tiles = 0;
  guint blocking = 0;
  guint available;

  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      if (self->covers[c] == BF_NO_TILE)
        continue;

      if (!tiles)
        {
          g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,
                       _("A New Donations tile covers the %s column, but New Donations is not in play."),
                       bf_carnegie_rules_get_donation_type (RULES (self), c)->name);
          return FALSE;
        }

      n_tiles++;
    }

  /* "Starting with the first player and going clockwise, each player may
   * select a New Donations tile": one tile per player at most. Andrew
   * never selects one (and New Donations is not played solo). */
  if (n_tiles > n_humans)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: the tiles on the chart (2 or more), then the
                    * number of players, which chooses the plural form */
                   bf_ngettext ("%u New Donations tiles are on the chart, but each player places at most one and this game has %u player.",
                                "%u New Donations tiles are on the chart, but each player places at most one and this game has %u players.",
                                n_humans),
                   n_tiles, n_humans);
      return FALSE;
    }

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      BfCarnegiePlayer *last = NULL;
      guint disks = 0;
      guint giving = 0;

      if (self->blocked_chart[pos])
        blocking++;

      for (guint i = 0; i < n; i++)
        {
          BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);

          if (!bf_carnegie_player_has_donation (player, pos))
            continue;

          if (self->blocked_chart[pos])
            {
              g_autofree char *what = chart_pos_name (self, pos);

              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("%s has a pawn on a donation space that holds a blocking disc (%s)."),
                           _bf_carnegie_player_display_name (player), what);
              return FALSE;
            }

          disks++;
          if (bf_carnegie_player_has_effect (player, BF_DEPT_EFFECT_CHARITABLE_GIVING))
            giving++;

          /* Charitable Giving puts a disk on top of another player's:
           * every disk but the first needs it. */
          if (disks - giving > 1)
            {
              g_autofree char *what = chart_pos_name (self, pos);

              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("%s and %s both have a pawn on the same donation space (%s); only Charitable Giving allows that."),
                           _bf_carnegie_player_display_name (last), _bf_carnegie_player_display_name (player), what);
              return FALSE;
            }

          last = player;
        }
    }

  for (guint i = 0; i < bf_carnegie_rules_get_n_spaces (RULES (self)); i++)
    if (self->blocked_spaces[i])
      blocking++;

  available = bf_carnegie_rules_get_blocking_disks (RULES (self), bf_carnegie_game_get_n_players (self));
  if (blocking > available)
    {
      g_autofree char *who = describe_players (self);

      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: "19 blocking discs on the board, but a solo game has only 18." */
                   _("%u blocking discs on the board, but %s has only %u."),
                   blocking, who, available);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);

      if (bf_carnegie_player_get_secret_donation (player) != BF_CHART_POS_NONE && !secret)
        {
          g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,
                       _("%s has a secret donation, but the Secret Donation rule is not in play."),
                       _bf_carnegie_player_display_name (player));
          return FALSE;
        }
    }

  return TRUE;
}

/* Contradictions ------------------------------------------------------- */

static void
contradiction_free (gpointer data)
{
  BfContradiction *contradiction = data;

  g_free (contradiction->flag);
  g_free (contradiction->refusal);
  g_free (contradiction);
}

static void
add_contradiction (GPtrArray           *list,
                   BfContradictionKind  kind,
                   BfCarnegiePlayer    *player,
                   const char          *category,
                   BfCarnegieGameError  code,
                   char                *flag,
                   char                *refusal)
{
  BfContradiction *contradiction = g_new0 (BfContradiction, 1);

  contradiction->kind = kind;
  contradiction->player = player;
  contradiction->category = category;
  contradiction->code = code;
  contradiction->flag = flag;
  contradiction->refusal = refusal;
  g_ptr_array_add (list, contradiction);
}

/* A town's disk whose project type is not chosen yet: the player chooses
 * it on the map after the tap. */
static void
list_town_types (BfCarnegieGame   *self,
                 BfCarnegiePlayer *player,
                 GPtrArray        *list)
{
  for (guint k = 0; k < bf_carnegie_player_get_n_projects (player); k++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, k);
      const BfSpace *space = bf_carnegie_rules_get_space (RULES (self), project->space);
      const BfCity *city = space != NULL ? bf_carnegie_rules_get_city (RULES (self), space->city) : NULL;

      if (project->type < BF_N_PROJECT_TYPES || city == NULL)
        continue;

      add_contradiction (list, BF_CONTRADICTION_TOWN_TYPE, player, BF_SCORE_CITY_PROJECTS,
                         BF_CARNEGIE_GAME_ERROR_INVALID,
                         /* Translators: flagged on the city projects line while a table is entered, "Anna’s pawn in Memphis has no project type yet: choose it on the map" */
                         g_strdup_printf (_("%s’s pawn in %s has no project type yet: choose it on the map"),
                                          bf_carnegie_player_get_name (player), city->name),
                         /* Translators: "Anna’s pawn in Memphis needs a
                          * project type: …"; the first %s is a player,
                          * the second a small town */
                         g_strdup_printf (_("%s’s pawn in %s needs a project type: a small town takes any type, so say which one was built there."),
                                          _bf_carnegie_player_display_name (player), city->name));
    }
}

/* Departments marked with an active employee outnumbering the active
 * employees: an employee standing in a department is an active employee
 * ("1 VP for each active (standing) employee"), so they cannot. While
 * typing, the departments come before the employees. */
static void
list_employees (BfCarnegieGame   *self,
                BfCarnegiePlayer *player,
                GPtrArray        *list)
{
  char *flag = bf_carnegie_player_describe_employee_conflict (player);
  guint marked = 0;

  if (flag == NULL)
    return;

  for (guint k = 0; k < bf_carnegie_player_get_n_departments (player); k++)
    if (bf_carnegie_player_get_department (player, k)->active_employee)
      marked++;

  add_contradiction (list, BF_CONTRADICTION_EMPLOYEES, player, BF_SCORE_EMPLOYEES,
                     BF_CARNEGIE_GAME_ERROR_CONFLICT, flag,
                     /* Translators: "Anna: more departments are marked with an active employee (4) than the company has active employees (0); …" */
                     g_strdup_printf (_("%s: more departments are marked with an active employee (%u) than the company has active employees (%u); an employee standing in a department is an active employee."),
                                      _bf_carnegie_player_display_name (player), marked,
                                      bf_carnegie_player_get_active_employees (player)));
}

/* 3 players: the unused Action Choice tile belongs to the third player in
 * turn order, clockwise from the first player (who need not be the first
 * one listed). While typing, the first player or the seat order may be
 * what is still wrong. */
static void
list_action_choice (BfCarnegieGame   *self,
                    BfCarnegiePlayer *player,
                    GPtrArray        *list)
{
  guint n_humans = bf_carnegie_game_get_n_players (self);
  BfCarnegiePlayer *third;

  if (n_humans != 3 || !bf_carnegie_player_get_action_choice (player))
    return;

  third = bf_carnegie_game_get_player_in_turn (self, 2);
  if (player == third)
    return;

  add_contradiction (list, BF_CONTRADICTION_ACTION_CHOICE, player, BF_SCORE_ACTION_CHOICE,
                     BF_CARNEGIE_GAME_ERROR_INVALID,
                     /* Translators: flagged on the Action Choice tile's line and entry: the player with the tile, the first player, the third player in turn order */
                     g_strdup_printf (_("%s has an unused Action Choice tile, but with %s playing first only the third player in turn order, %s, receives one: check the tile, the first player and the seat order"),
                                      _bf_carnegie_player_display_name (player),
                                      _bf_carnegie_player_display_name (bf_carnegie_game_get_player_in_turn (self, 0)),
                                      _bf_carnegie_player_display_name (third)),
                     /* Translators: the player holding the tile, then the third player */
                     g_strdup_printf (_("%s has an unused Action Choice tile, but in a 3-player game only the third player in turn order, %s, receives one."),
                                      _bf_carnegie_player_display_name (player),
                                      _bf_carnegie_player_display_name (third)));
}

static gboolean
space_free (BfCarnegieGame *self,
            guint           space)
{
  return bf_carnegie_game_get_space_owner (self, space) == NULL && !self->blocked_spaces[space];
}

/* Andrew's Construction puts his pawn "on house symbols; if no Housing
 * space is available, … on a $ symbol (Commerce), instead. If not
 * available, then … a factory (Industry) or, finally, a bridge (Public
 * Infrastructure)". Disks never leave the map, so each space of his
 * city that comes before his pawn's is taken at the end. While typing,
 * the disk on it may be entered after his. Not checked in the solo
 * engine's table (docs/solo.md). */
static void
list_andrew_order (BfCarnegieGame   *self,
                   BfCarnegiePlayer *andrew,
                   GPtrArray        *list)
{
  if (self->engine_table)
    return;

  for (guint k = 0; k < bf_carnegie_player_get_n_projects (andrew); k++)
    {
      const BfProject *project = bf_carnegie_player_get_project (andrew, k);
      const BfSpace *space = bf_carnegie_rules_get_space (RULES (self), project->space);
      const BfCity *city;

      if (space == NULL || space->type >= BF_N_PROJECT_TYPES)
        continue;
      city = bf_carnegie_rules_get_city (RULES (self), space->city);

      for (guint s = 0; s < city->n_spaces; s++)
        {
          BfProjectType before = city->space_types[s];
          const char *name;
          const char *before_name;

          if (before >= space->type || !space_free (self, city->first_space + s))
            continue;

          name = bf_carnegie_rules_get_project_type (RULES (self), space->type)->name;
          before_name = bf_carnegie_rules_get_project_type (RULES (self), before)->name;
          add_contradiction (list, BF_CONTRADICTION_ANDREW_ORDER, andrew, BF_SCORE_CITY_PROJECTS,
                             BF_CARNEGIE_GAME_ERROR_INVALID,
                             /* Translators: flagged on Andrew's city projects line: "Andrew’s pawn is on the Commerce space of Chicago while its Housing space (space 2) is free: …" */
                             g_strdup_printf (_("Andrew’s pawn is on the %s space of %s while its %s space (space %u) is free: check both (his cards build on Housing first, then Commerce, Industry, Public)"),
                                              name, city->name, before_name, s + 1),
                             /* Translators: "Andrew has a pawn on the Commerce space of Chicago, but its Housing space (space 2) is free: …" */
                             g_strdup_printf (_("Andrew has a pawn on the %s space of %s, but its %s space (space %u) is free: his cards build on Housing first, then Commerce, Industry and Public."),
                                              name, city->name, before_name, s + 1));
          break;
        }
    }
}

GPtrArray *
bf_carnegie_game_list_contradictions (BfCarnegieGame *self)
{
  GPtrArray *list;
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  list = g_ptr_array_new_with_free_func (contradiction_free);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);

      if (bf_carnegie_player_is_andrew (player))
        {
          list_andrew_order (self, player, list);
          continue;
        }

      list_town_types (self, player, list);
      list_employees (self, player, list);
      list_action_choice (self, player, list);
    }

  return list;
}

char *
bf_carnegie_game_describe_contradiction (BfCarnegieGame      *self,
                                         BfCarnegiePlayer    *player,
                                         BfContradictionKind  kind)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (player), NULL);

  list = bf_carnegie_game_list_contradictions (self);
  for (guint i = 0; i < list->len; i++)
    {
      const BfContradiction *contradiction = g_ptr_array_index (list, i);

      if (contradiction->player != player || contradiction->kind != kind)
        continue;

      if (text == NULL)
        text = g_string_new (contradiction->flag);
      else
        /* Translators: separates two contradictions flagged on one entry */
        g_string_append_printf (text, _("; %s"), contradiction->flag);
    }

  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* A finished table has no contradiction: the first one is refused. */
static gboolean
refuse_contradictions (BfCarnegieGame *self,
                       GError        **error)
{
  g_autoptr(GPtrArray) list = bf_carnegie_game_list_contradictions (self);
  const BfContradiction *first;

  if (list->len == 0)
    return TRUE;

  first = g_ptr_array_index (list, 0);
  g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, first->code, first->refusal);
  return FALSE;
}

static gboolean
validate (BfCarnegieGame *self,
          gboolean        while_typing,
          GError        **error)
{
  if (self->solo && !_bf_carnegie_game_check_solo_modules (self->modules, error))
    return FALSE;

  return validate_players (self, error) &&
         validate_score_track (self, error) &&
         validate_action_choice (self, error) &&
         validate_map (self, error) &&
         validate_transport (self, error) &&
         validate_departments (self, error) &&
         validate_chart (self, error) &&
         (while_typing || refuse_contradictions (self, error));
}

gboolean
bf_carnegie_game_validate (BfCarnegieGame *self,
                           GError        **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  return validate (self, FALSE, error);
}

/**
 * bf_carnegie_game_validate_while_typing:
 * @self: a #BfCarnegieGame
 * @error: return location for a #GError
 *
 * As bf_carnegie_game_validate(), for a table still being entered: entries that
 * contradict each other (bf_carnegie_game_list_contradictions()) are let through
 * (the score sheet flags them and scores the rest). What cannot be a
 * table at all is refused the same way.
 */
gboolean
bf_carnegie_game_validate_while_typing (BfCarnegieGame *self,
                                        GError        **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  return validate (self, TRUE, error);
}
