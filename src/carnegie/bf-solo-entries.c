/* bf-solo-entries.c
 *
 * The entries of the log: reading one and applying it (apply_entry(),
 * by its "type"), and the player's own table entries: projects,
 * project tabs, departments, transport, donations and the final table.
 * The public functions build an entry and hand it to
 * _bf_solo_game_record_entry(), which applies it exactly as loading a
 * file does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-game-file.h"
#include "bf-solo-private.h"

/* Far more than a tab's spaces: a bound for damaged files only. */
#define MAX_TAB_MOVES 20

gboolean
_bf_solo_game_read_row (BfSoloGame    *self,
                        BfJsonReader  *json,
                        JsonObject    *entry,
                        const char    *name,
                        BfDeptType    *row,
                        GError       **error)
{
  g_autofree char *shown = NULL;
  const char *id;

  if (!bf_json_read_string (json, entry, name, NULL, BF_JSON_REQUIRED, &id, error))
    return FALSE;
  if (bf_carnegie_rules_lookup_dept_type (self->rules, id, row))
    return TRUE;

  shown = bf_json_quote (id);
  /* Translators: a solo file names an unknown action row */
  return bf_json_error (json, error, _("Unknown action “%s”."), shown);
}

static gboolean
read_region (BfSoloGame    *self,
             BfJsonReader  *json,
             JsonObject    *entry,
             BfRegion      *region,
             GError       **error)
{
  g_autofree char *shown = NULL;
  const char *id;

  if (!bf_json_read_string (json, entry, "region", NULL, BF_JSON_REQUIRED, &id, error))
    return FALSE;
  if (bf_carnegie_rules_lookup_region (self->rules, id, region))
    return TRUE;

  shown = bf_json_quote (id);
  /* Translators: a solo file names an unknown region */
  return bf_json_error (json, error, _("Unknown region “%s”."), shown);
}

/* A base-chart donation space by id, or null for none (@allow_none). */
gboolean
_bf_solo_game_read_chart (BfSoloGame    *self,
                          BfJsonReader  *json,
                          JsonObject    *entry,
                          const char    *name,
                          gboolean       allow_none,
                          BfChartPos    *pos,
                          GError       **error)
{
  JsonNode *node = json_object_get_member (entry, name);
  const BfDonationSpace *space;
  const char *id;

  if (allow_none && node != NULL && JSON_NODE_HOLDS_NULL (node))
    {
      *pos = BF_CHART_POS_NONE;
      return TRUE;
    }

  if (!bf_json_read_string (json, entry, name, NULL, BF_JSON_REQUIRED, &id, error))
    return FALSE;

  space = bf_carnegie_rules_lookup_donation_space (self->rules, id);
  if (space == NULL || space->tile)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: a donation space id that is not on the base chart */
                   _("“%s” is not a donation space of the chart."), id);
      return FALSE;
    }

  *pos = BF_CHART_POS (space->type, space->row);
  return TRUE;
}

void
_bf_solo_game_write_chart (BfSoloGame *self,
                           JsonObject *entry,
                           const char *name,
                           BfChartPos  pos)
{
  if (pos == BF_CHART_POS_NONE)
    json_object_set_null_member (entry, name);
  else
    json_object_set_string_member (entry, name,
                                   bf_carnegie_rules_get_chart_space (self->rules, BF_CHART_POS_COLUMN (pos),
                                                                      BF_CHART_POS_ROW (pos), BF_NO_TILE)->id);
}

gboolean
_bf_solo_game_check_space (BfSoloGame  *self,
                           gint64       space,
                           GError     **error)
{
  if (space < 0 || space >= bf_carnegie_rules_get_n_spaces (self->rules))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: a construction space number that is not on the map */
                   _("There is no construction space number %d on the map."),
                   (int) CLAMP (space, G_MININT, G_MAXINT));
      return FALSE;
    }

  return TRUE;
}

gboolean
_bf_solo_game_space_taken_error (BfSoloGame  *self,
                                 guint        space,
                                 GError     **error)
{
  g_autofree char *where = _bf_solo_game_space_name (self, space);

  g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
               /* Translators: "Chicago, space 2 (Housing) is already taken." */
               _("%s is already taken."), where);
  return FALSE;
}

static gboolean
read_project_type (BfSoloGame     *self,
                   BfJsonReader   *json,
                   JsonObject     *entry,
                   BfProjectType  *type,
                   GError        **error)
{
  g_autofree char *shown = NULL;
  const char *id;

  if (!bf_json_read_string (json, entry, "project", NULL, BF_JSON_REQUIRED, &id, error))
    return FALSE;
  if (bf_carnegie_rules_lookup_project_type (self->rules, id, type))
    return TRUE;

  shown = bf_json_quote (id);
  /* Translators: a solo file names an unknown project type */
  return bf_json_error (json, error, _("Unknown project type “%s”."), shown);
}

/* The pawns on the player's @type tab: those at setup, one more per move
 * to the right (R&D), less the projects of that type built. */
static int
tab_pawns (BfSoloGame    *self,
           BfProjectType  type)
{
  BfCarnegiePlayer *player = human (self);
  int built = 0;

  for (guint i = 0; i < bf_carnegie_player_get_n_projects (player); i++)
    built += bf_carnegie_player_get_project (player, i)->type == type;

  return (int) bf_carnegie_rules_get_project_tab_pawns (self->rules, type) + (int) self->tab_moves[type] - built;
}

/* Political Lobbying (Expansion 1, 27: "The player may build on spaces
 * that do not match the chosen project type"): the app does not follow
 * the player's employees during the rounds, so the tile built counts. */
static gboolean
lobbying (BfSoloGame *self)
{
  return bf_carnegie_player_has_effect (human (self), BF_DEPT_EFFECT_POLITICAL_LOBBYING);
}

static guint
buildable_types (BfSoloGame *self,
                 guint       space)
{
  BfProjectType type = bf_carnegie_rules_get_space (self->rules, space)->type;

  if (self->phase == BF_SOLO_PHASE_CHECKLIST)
    return 1u << BF_PROJECT_HOUSING;
  if (type == BF_PROJECT_ANY || lobbying (self))
    return (1u << BF_N_PROJECT_TYPES) - 1;
  return 1u << type;
}

static gboolean
apply_build (BfSoloGame    *self,
             BfJsonReader  *json,
             JsonObject    *entry,
             GError       **error)
{
  gint64 space;
  BfProjectType type;
  const BfSpace *s;
  const BfCity *city;

  if (self->phase != BF_SOLO_PHASE_PLAY && self->phase != BF_SOLO_PHASE_CHECKLIST)
    return _bf_solo_game_phase_error (error);
  if (!bf_json_read_int64 (json, entry, "space", NULL, 0, G_MAXINT, BF_JSON_REQUIRED, 0, &space, error) ||
      !_bf_solo_game_check_space (self, space, error) ||
      !read_project_type (self, json, entry, &type, error))
    return FALSE;

  s = bf_carnegie_rules_get_space (self->rules, (guint) space);
  city = bf_carnegie_rules_get_city (self->rules, s->city);

  if (!_bf_solo_game_space_free (self, (guint) space))
    return _bf_solo_game_space_taken_error (self, (guint) space, error);

  if (self->phase == BF_SOLO_PHASE_CHECKLIST &&
      (bf_carnegie_player_get_n_projects (human (self)) > 0 || city->kind == BF_CITY_TOWN ||
       s->type != BF_PROJECT_HOUSING || type != BF_PROJECT_HOUSING))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           /* Translators: setup step 8 */
                           _("During setup you place one housing project, on a housing space of a medium or major city."));
      return FALSE;
    }

  /* Whether the space takes the type first: an empty tab is no reason
   * to refuse a project that could not go there anyway. */
  if ((buildable_types (self, (guint) space) & (1u << type)) == 0)
    {
      g_autofree char *where = _bf_solo_game_space_name (self, (guint) space);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Chicago, space 3 (Industry) takes only Industry projects: without Political Lobbying your Housing pawn cannot go there." */
                   _("%s takes only %s projects: without Political Lobbying your %s pawn cannot go there."),
                   where, bf_carnegie_rules_get_project_type (self->rules, s->type)->name,
                   bf_carnegie_rules_get_project_type (self->rules, type)->name);
      return FALSE;
    }

  if (self->track_tabs && tab_pawns (self, type) <= 0)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Your Housing tab holds no pawn: …" */
                   _("Your %s tab holds no pawn: move it to the right with R&D first, and enter the move."),
                   bf_carnegie_rules_get_project_type (self->rules, type)->name);
      return FALSE;
    }

  return bf_carnegie_player_add_project (human (self), (guint) space, type, error);
}

static gboolean
apply_tab (BfSoloGame    *self,
           BfJsonReader  *json,
           JsonObject    *entry,
           GError       **error)
{
  BfProjectType type;
  gint64 moves;
  guint before;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!read_project_type (self, json, entry, &type, error) ||
      !bf_json_read_int64 (json, entry, "moves", NULL, 0, MAX_TAB_MOVES, BF_JSON_REQUIRED, 0, &moves, error))
    return FALSE;

  before = self->tab_moves[type];
  self->tab_moves[type] = (guint) moves;
  if (self->track_tabs && tab_pawns (self, type) < 0)
    {
      self->tab_moves[type] = before;
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Your Housing projects were built from that tab: it was moved further." */
                   _("Your %s projects came from that tab: it was moved further than that."),
                   bf_carnegie_rules_get_project_type (self->rules, type)->name);
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_unbuild (BfSoloGame    *self,
               BfJsonReader  *json,
               JsonObject    *entry,
               GError       **error)
{
  gint64 space;

  if (self->phase != BF_SOLO_PHASE_PLAY && self->phase != BF_SOLO_PHASE_CHECKLIST)
    return _bf_solo_game_phase_error (error);
  if (!bf_json_read_int64 (json, entry, "space", NULL, 0, G_MAXINT, BF_JSON_REQUIRED, 0, &space, error) ||
      !_bf_solo_game_check_space (self, space, error))
    return FALSE;

  if (!bf_carnegie_player_remove_project (human (self), (guint) space))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("You have no project there."));
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_department (BfSoloGame    *self,
                  BfJsonReader  *json,
                  JsonObject    *entry,
                  gboolean       build,
                  GError       **error)
{
  gint64 number;
  g_autofree char *name = NULL;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!bf_json_read_int64 (json, entry, "number", NULL, 1, BF_N_DEPARTMENTS, BF_JSON_REQUIRED, 0, &number, error))
    return FALSE;

  name = _bf_solo_game_department_name (self, (guint) number);

  if (!build)
    {
      if (!bf_carnegie_player_remove_department (human (self), (guint) number))
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                       /* Translators: "You have not built Recruiting (2)." */
                       _("You have not built %s."), name);
          return FALSE;
        }
      _bf_solo_game_supply_return (self, (guint) number);
      return TRUE;
    }

  if (_bf_solo_game_supply_count (self, (guint) number) == 0)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Recruiting (2) is not in the supply." */
                   _("%s is not in the supply."), name);
      return FALSE;
    }

  {
    BfBuiltDepartment dept = { (guint) number, FALSE, FALSE, FALSE };

    if (!bf_carnegie_player_add_department (human (self), &dept, error))
      return FALSE;
  }
  _bf_solo_game_supply_take (self, (guint) number);
  return TRUE;
}

static gboolean
apply_transport (BfSoloGame    *self,
                 BfJsonReader  *json,
                 JsonObject    *entry,
                 gboolean       for_andrew,
                 GError       **error)
{
  BfRegion region;
  gint64 box;
  BfCarnegiePlayer *mover;
  BfCarnegiePlayer *other;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!read_region (self, json, entry, &region, error) ||
      !bf_json_read_int64 (json, entry, "box", NULL, 1, BF_N_TRACK_BOXES, BF_JSON_REQUIRED, 0, &box, error))
    return FALSE;

  mover = for_andrew ? andrew (self) : human (self);
  other = for_andrew ? human (self) : andrew (self);

  if (box == BF_N_TRACK_BOXES && bf_carnegie_player_get_transport (other, region) == BF_N_TRACK_BOXES &&
      !bf_carnegie_player_has_effect (mover, BF_DEPT_EFFECT_ARCHIVES))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "The last box of the West track is taken: only one pawn may stand there (Archives excepted)." */
                   _("The last box of the %s track is taken: only one pawn may stand there (Archives excepted)."),
                   region_name (self, region));
      return FALSE;
    }

  return bf_carnegie_player_set_transport (mover, region, (guint) box, error);
}

/* Whether the player may put a donation pawn on @pos now; each refusal
 * names what really stands there. */
static gboolean
check_donation (BfSoloGame  *self,
                BfChartPos   pos,
                GError     **error)
{
  g_autofree char *where = NULL;

  if (bf_carnegie_game_get_chart_blocked (self->table, pos))
    {
      where = _bf_solo_game_chart_name (self, pos);
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Welfare 1: 7 VP holds a blocking disc: nobody can donate there." */
                   _("%s holds a blocking disc: nobody can donate there."), where);
      return FALSE;
    }
  if (bf_carnegie_player_has_donation (human (self), pos))
    {
      where = _bf_solo_game_chart_name (self, pos);
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "You already have a pawn on Welfare 1: 7 VP: a player never makes the same donation twice." */
                   _("You already have a pawn on %s: a player never makes the same donation twice."), where);
      return FALSE;
    }
  if (bf_carnegie_player_has_donation (andrew (self), pos) &&
      !bf_carnegie_player_has_effect (human (self), BF_DEPT_EFFECT_CHARITABLE_GIVING))
    {
      where = _bf_solo_game_chart_name (self, pos);
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Welfare 1: 7 VP holds Andrew's pawn: only Charitable Giving lets you put yours on top of it." */
                   _("%s holds Andrew’s pawn: only Charitable Giving lets you put yours on top of it."), where);
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_donate (BfSoloGame    *self,
              BfJsonReader  *json,
              JsonObject    *entry,
              gboolean       donate,
              GError       **error)
{
  BfChartPos pos;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!_bf_solo_game_read_chart (self, json, entry, "space", FALSE, &pos, error))
    return FALSE;

  if (!donate)
    {
      if (!bf_carnegie_player_remove_donation (human (self), pos))
        {
          g_autofree char *where = _bf_solo_game_chart_name (self, pos);

          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                       /* Translators: "You have no pawn on Welfare 1: 7 VP." */
                       _("You have no pawn on %s."), where);
          return FALSE;
        }
      return TRUE;
    }

  if (!check_donation (self, pos, error))
    return FALSE;

  return bf_carnegie_player_add_donation (human (self), pos, error);
}

static gboolean
apply_final (BfSoloGame    *self,
             BfJsonReader  *json,
             JsonObject    *entry,
             GError       **error)
{
  JsonNode *node = json_object_get_member (entry, "table");
  g_autoptr(BfCarnegieGame) table = NULL;

  if (self->phase != BF_SOLO_PHASE_FINISHED)
    return _bf_solo_game_phase_error (error);
  if (node == NULL)
    {
      g_autofree char *what = bf_json_describe ("table", NULL);

      return bf_json_missing (json, what, error);
    }

  table = bf_game_file_from_json_full (node, BF_GAME_FILE_LOAD_UNFINISHED, error);
  if (table == NULL)
    return FALSE;
  if (!bf_carnegie_game_get_solo (table))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("The final table of a solo game must be a solo table."));
      return FALSE;
    }

  _bf_solo_game_set_table (self, table);
  return TRUE;
}

gboolean
_bf_solo_game_apply_entry (BfSoloGame  *self,
                           JsonObject  *entry,
                           GError     **error)
{
  g_auto(BfJsonReader) reader = BF_JSON_READER_INIT (BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT);
  BfJsonReader *json = &reader;
  const char *type;
  gboolean ok;

  if (!bf_json_read_string (json, entry, "type", NULL, BF_JSON_REQUIRED, &type, error))
    return FALSE;

  self->applying = TRUE;

  if (g_str_equal (type, "confirm"))
    ok = _bf_solo_game_apply_confirm (self, json, entry, error);
  else if (g_str_equal (type, "reveal"))
    ok = _bf_solo_game_apply_reveal (self, json, entry, error);
  else if (g_str_equal (type, "supply"))
    ok = _bf_solo_game_apply_supply (self, json, entry, error);
  else if (g_str_equal (type, "timeline"))
    ok = _bf_solo_game_apply_timeline (self, json, entry, error);
  else if (g_str_equal (type, "start"))
    ok = _bf_solo_game_apply_start (self, json, entry, error);
  else if (g_str_equal (type, "choose"))
    ok = _bf_solo_game_apply_choose (self, json, entry, error);
  else if (g_str_equal (type, "next"))
    ok = _bf_solo_game_apply_next (self, json, entry, error);
  else if (g_str_equal (type, "build"))
    ok = apply_build (self, json, entry, error);
  else if (g_str_equal (type, "unbuild"))
    ok = apply_unbuild (self, json, entry, error);
  else if (g_str_equal (type, "department"))
    ok = apply_department (self, json, entry, TRUE, error);
  else if (g_str_equal (type, "undepartment"))
    ok = apply_department (self, json, entry, FALSE, error);
  else if (g_str_equal (type, "tab"))
    ok = apply_tab (self, json, entry, error);
  else if (g_str_equal (type, "transport"))
    ok = apply_transport (self, json, entry, FALSE, error);
  else if (g_str_equal (type, "donate"))
    ok = apply_donate (self, json, entry, TRUE, error);
  else if (g_str_equal (type, "undonate"))
    ok = apply_donate (self, json, entry, FALSE, error);
  else if (g_str_equal (type, "andrew-project"))
    ok = _bf_solo_game_apply_andrew_project (self, json, entry, error);
  else if (g_str_equal (type, "andrew-donation"))
    ok = _bf_solo_game_apply_andrew_donation (self, json, entry, error);
  else if (g_str_equal (type, "andrew-department"))
    ok = _bf_solo_game_apply_andrew_department (self, json, entry, error);
  else if (g_str_equal (type, "andrew-transport"))
    ok = apply_transport (self, json, entry, TRUE, error);
  else if (g_str_equal (type, "card-position"))
    ok = _bf_solo_game_apply_card_position (self, json, entry, error);
  else if (g_str_equal (type, "blocking"))
    ok = _bf_solo_game_apply_blocking (self, json, entry, error);
  else if (g_str_equal (type, "final"))
    ok = apply_final (self, json, entry, error);
  else
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   /* Translators: a solo file with an entry of an unknown kind */
                   _("Unknown entry “%s”."), type);
      ok = FALSE;
    }

  self->applying = FALSE;

  return ok;
}

gboolean
bf_solo_game_build (BfSoloGame     *self,
                    guint           space,
                    BfProjectType   type,
                    GError        **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (type <= BF_PROJECT_ANY, FALSE);

  if (type == BF_PROJECT_ANY)
    {
      if (space >= bf_carnegie_rules_get_n_spaces (self->rules) ||
          (type = bf_carnegie_rules_get_space (self->rules, space)->type) == BF_PROJECT_ANY)
        {
          g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                               /* Translators: building in a small town */
                               _("Say which project type you built."));
          return FALSE;
        }
    }

  entry = _bf_solo_entry_new ("build");
  json_object_set_int_member (entry, "space", space);
  json_object_set_string_member (entry, "project", bf_carnegie_rules_get_project_type (self->rules, type)->id);
  return _bf_solo_game_record_entry (self, entry, error);
}

/**
 * bf_solo_game_get_buildable_types:
 * @self: a #BfSoloGame
 * @space: a construction space
 *
 * The project types the player may build on @space now, as a mask of
 * `1 << BfProjectType`: the space's own type; any type on a small
 * town's space, or with Political Lobbying built; housing only for the
 * housing pawn of setup step 8 (CHECKLIST). Whether the space is free
 * and the tab holds a pawn is not looked at. 0 for a space that is not
 * on the map.
 */
guint
bf_solo_game_get_buildable_types (BfSoloGame *self,
                                  guint       space)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  if (space >= bf_carnegie_rules_get_n_spaces (self->rules))
    return 0;
  return buildable_types (self, space);
}

gboolean
bf_solo_game_unbuild (BfSoloGame  *self,
                      guint        space,
                      GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  entry = _bf_solo_entry_new ("unbuild");
  json_object_set_int_member (entry, "space", space);
  return _bf_solo_game_record_entry (self, entry, error);
}

static gboolean
record_number (BfSoloGame  *self,
               const char  *type,
               guint        number,
               GError     **error)
{
  JsonObject *entry = _bf_solo_entry_new (type);

  json_object_set_int_member (entry, "number", number);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_build_department (BfSoloGame  *self,
                               guint        number,
                               GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_number (self, "department", number, error);
}

gboolean
bf_solo_game_unbuild_department (BfSoloGame  *self,
                                 guint        number,
                                 GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_number (self, "undepartment", number, error);
}

gboolean
_bf_solo_game_record_transport (BfSoloGame  *self,
                                const char  *type,
                                BfRegion     region,
                                guint        box,
                                GError     **error)
{
  JsonObject *entry = _bf_solo_entry_new (type);

  json_object_set_string_member (entry, "region", bf_carnegie_rules_get_region (self->rules, region)->id);
  json_object_set_int_member (entry, "box", box);
  return _bf_solo_game_record_entry (self, entry, error);
}

/**
 * bf_solo_game_move_tab:
 * @self: a #BfSoloGame
 * @type: the project tab
 * @moves: how far the player has moved it to the right in all (0 at setup)
 * @error: return location for a #GError
 *
 * Enters the player's project tab as it lies (PLAY). Each move to the
 * right reveals one more space with a pawn on it.
 */
gboolean
bf_solo_game_move_tab (BfSoloGame     *self,
                       BfProjectType   type,
                       guint           moves,
                       GError        **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, FALSE);

  entry = _bf_solo_entry_new ("tab");
  json_object_set_string_member (entry, "project", bf_carnegie_rules_get_project_type (self->rules, type)->id);
  json_object_set_int_member (entry, "moves", moves);
  return _bf_solo_game_record_entry (self, entry, error);
}

guint
bf_solo_game_get_tab_moves (BfSoloGame    *self,
                            BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, 0);

  return self->tab_moves[type];
}

/**
 * bf_solo_game_get_tab_pawns:
 * @self: a #BfSoloGame
 * @type: the project tab
 *
 * The pawns on the player's @type tab, to build with: those of setup
 * (data/rules/setup.json), plus the moves, less the projects of that
 * type. -1 when the game does not track the tabs (a game started by an
 * earlier version).
 */
int
bf_solo_game_get_tab_pawns (BfSoloGame    *self,
                            BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), -1);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, -1);

  if (!self->track_tabs)
    return -1;
  return MAX (tab_pawns (self, type), 0);
}

gboolean
bf_solo_game_move_transport (BfSoloGame  *self,
                             BfRegion     region,
                             guint        box,
                             GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (region < BF_N_REGIONS, FALSE);

  return _bf_solo_game_record_transport (self, "transport", region, box, error);
}

static gboolean
record_donation (BfSoloGame  *self,
                 const char  *type,
                 BfChartPos   pos,
                 GError     **error)
{
  JsonObject *entry;

  if (pos >= BF_N_CHART_POSITIONS)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           /* Translators: a donation space that does not exist */
                           _("There is no such donation space."));
      return FALSE;
    }

  entry = _bf_solo_entry_new (type);
  _bf_solo_game_write_chart (self, entry, "space", pos);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_donate (BfSoloGame  *self,
                     BfChartPos   pos,
                     GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_donation (self, "donate", pos, error);
}

/**
 * bf_solo_game_can_donate:
 * @self: a #BfSoloGame
 * @pos: a donation space of the chart
 * @error: return location for a #GError, saying what stands there
 *
 * Whether bf_solo_game_donate() would put the player's pawn on @pos
 * (the phase aside): no blocking disk, none of the player's pawns, and
 * no pawn of Andrew's unless the player has Charitable Giving.
 */
gboolean
bf_solo_game_can_donate (BfSoloGame  *self,
                         BfChartPos   pos,
                         GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (pos < BF_N_CHART_POSITIONS, FALSE);

  return check_donation (self, pos, error);
}

gboolean
bf_solo_game_undonate (BfSoloGame  *self,
                       BfChartPos   pos,
                       GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_donation (self, "undonate", pos, error);
}
