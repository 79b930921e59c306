/* bf-solo-corrections.c
 *
 * Corrections: where Andrew's pieces really are when the table says
 * otherwise (a project, a donation, a department tile, a transport
 * marker, his card's position) and a blocking disk moved. Each shows on
 * the round's checklist in place of the step it corrects.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-solo-private.h"

/* The step the app said, kept on the step that corrects it. */
#define ORIGINAL_KEY "bf-solo-original"

static BfInstruction *
original_of (BfInstruction *step)
{
  BfInstruction *original = g_object_get_data (G_OBJECT (step), ORIGINAL_KEY);

  return original != NULL ? original : step;
}

/* A correction shows on this round's checklist: the step of @kind that
 * named @from is replaced by the corrected one (@kind, @to, @text); a
 * step the app did not say (an earlier round, or one more piece) is
 * added at the end. @text is the corrected step, NULL when the piece is
 * taken away (then @gone says so). A correction that puts the piece
 * back where the app said is no correction: the app's own step comes
 * back, without "(corrected)". */
static void
correct_step (BfSoloGame        *self,
              BfInstructionKind  kind,
              int                from,
              int                to,
              char              *text,   /* transfer full, nullable */
              char              *gone)   /* transfer full, nullable */
{
  BfSoloRound *r = current_round (self);
  GListModel *list = G_LIST_MODEL (r->instructions);
  g_autoptr(BfInstruction) item = NULL;
  BfInstruction *original = NULL;
  guint position = g_list_model_get_n_items (list);
  gboolean replace = FALSE;

  if (text == NULL && gone == NULL)
    return;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(BfInstruction) old = g_list_model_get_item (list, i);
      BfInstruction *said = original_of (old);

      /* The step naming @from; or, for a piece added (@from -1), the
       * note that took the app's step on @to away. */
      if ((from >= 0 && bf_instruction_get_kind (old) == kind && bf_instruction_get_index (old) == from) ||
          (from < 0 && to >= 0 && said != old && bf_instruction_get_kind (old) == BF_INSTRUCTION_NOTE &&
           bf_instruction_get_kind (said) == kind && bf_instruction_get_index (said) == to))
        {
          position = i;
          replace = TRUE;
          original = said;
          break;
        }
    }

  if (original != NULL && text != NULL && bf_instruction_get_kind (original) == kind &&
      bf_instruction_get_index (original) == to)
    item = bf_instruction_new (kind, to, bf_instruction_get_value (original),
                               bf_instruction_get_text (original));
  else
    {
      if (text != NULL)
        item = bf_instruction_new (kind, to, 0, text);
      else
        item = bf_instruction_new (BF_INSTRUCTION_NOTE, -1, 0, gone);
      if (original != NULL)
        g_object_set_data_full (G_OBJECT (item), ORIGINAL_KEY, g_object_ref (original), g_object_unref);
    }
  g_free (text);
  g_free (gone);

  g_list_store_splice (r->instructions, position, replace ? 1 : 0, (gpointer *) &item, 1);
}

static gboolean
correction_phase (BfSoloGame  *self,
                  GError     **error)
{
  if (self->phase != BF_SOLO_PHASE_PLAY && self->phase != BF_SOLO_PHASE_CHECKLIST)
    return _bf_solo_game_phase_error (error);

  return TRUE;
}

gboolean
_bf_solo_game_apply_andrew_project (BfSoloGame    *self,
                                    BfJsonReader  *json,
                                    JsonObject    *entry,
                                    GError       **error)
{
  gint64 from, to;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!bf_json_read_int64 (json, entry, "from", NULL, -1, G_MAXINT, BF_JSON_REQUIRED, 0, &from, error) ||
      !bf_json_read_int64 (json, entry, "to", NULL, -1, G_MAXINT, BF_JSON_REQUIRED, 0, &to, error) ||
      (from >= 0 && !_bf_solo_game_check_space (self, from, error)) ||
      (to >= 0 && !_bf_solo_game_check_space (self, to, error)))
    return FALSE;

  if (from >= 0 && bf_carnegie_player_find_project (andrew (self), (guint) from) == NULL)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("Andrew has no pawn there."));
      return FALSE;
    }
  if (to >= 0 && to != from && !_bf_solo_game_space_free (self, (guint) to))
    return _bf_solo_game_space_taken_error (self, (guint) to, error);

  if (from >= 0)
    bf_carnegie_player_remove_project (andrew (self), (guint) from);
  if (to >= 0)
    {
      const BfSpace *s = bf_carnegie_rules_get_space (self->rules, (guint) to);

      /* Only one pawn more can be refused, when all 26 are on the
       * board: nothing was moved then. */
      if (!bf_carnegie_player_add_project (andrew (self), (guint) to,
                                           s->type == BF_PROJECT_ANY ? BF_PROJECT_HOUSING : s->type, error))
        return FALSE;
    }

  {
    g_autofree char *where_to = to >= 0 ? _bf_solo_game_space_name (self, (guint) to) : NULL;
    g_autofree char *where_from = from >= 0 ? _bf_solo_game_space_name (self, (guint) from) : NULL;

    correct_step (self, BF_INSTRUCTION_PROJECT, (int) from, (int) to,
                  to >= 0
                  /* Translators: solo, a corrected step, "Andrew's pawn is on Chicago, space 2 (Housing) (corrected)." */
                  ? g_strdup_printf (_("Andrew’s pawn is on %s (corrected)."), where_to)
                  : NULL,
                  to < 0 && from >= 0
                  /* Translators: solo, a corrected step */
                  ? g_strdup_printf (_("Corrected: Andrew has no pawn on %s."), where_from)
                  : NULL);
  }

  return TRUE;
}

gboolean
_bf_solo_game_apply_andrew_donation (BfSoloGame    *self,
                                     BfJsonReader  *json,
                                     JsonObject    *entry,
                                     GError       **error)
{
  BfChartPos from, to;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!_bf_solo_game_read_chart (self, json, entry, "from", TRUE, &from, error) ||
      !_bf_solo_game_read_chart (self, json, entry, "to", TRUE, &to, error))
    return FALSE;

  if (from != BF_CHART_POS_NONE && !bf_carnegie_player_has_donation (andrew (self), from))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("Andrew has no pawn there."));
      return FALSE;
    }
  if (to != BF_CHART_POS_NONE && to != from && !_bf_solo_game_chart_free (self, to))
    {
      g_autofree char *where = _bf_solo_game_chart_name (self, to);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Welfare 1: 7 VP is already taken." */
                   _("%s is already taken."), where);
      return FALSE;
    }

  if (from != BF_CHART_POS_NONE)
    bf_carnegie_player_remove_donation (andrew (self), from);
  /* Only one pawn more can be refused (none left): nothing moved. */
  if (to != BF_CHART_POS_NONE && !bf_carnegie_player_add_donation (andrew (self), to, error))
    return FALSE;

  {
    g_autofree char *where_to = to != BF_CHART_POS_NONE ? _bf_solo_game_chart_name (self, to) : NULL;
    g_autofree char *where_from = from != BF_CHART_POS_NONE ? _bf_solo_game_chart_name (self, from) : NULL;

    correct_step (self, BF_INSTRUCTION_DONATION,
                  from != BF_CHART_POS_NONE ? (int) from : -1,
                  to != BF_CHART_POS_NONE ? (int) to : -1,
                  to != BF_CHART_POS_NONE
                  /* Translators: solo, a corrected step, "Andrew's donation pawn is on Welfare 1: 7 VP (corrected)." */
                  ? g_strdup_printf (_("Andrew’s donation pawn is on %s (corrected)."), where_to)
                  : NULL,
                  to == BF_CHART_POS_NONE && from != BF_CHART_POS_NONE
                  /* Translators: solo, a corrected step */
                  ? g_strdup_printf (_("Corrected: Andrew has no donation pawn on %s."), where_from)
                  : NULL);
  }

  return TRUE;
}

gboolean
_bf_solo_game_apply_andrew_department (BfSoloGame    *self,
                                       BfJsonReader  *json,
                                       JsonObject    *entry,
                                       GError       **error)
{
  gint64 from, to;
  gboolean has_from = FALSE;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!bf_json_read_int64 (json, entry, "from", NULL, 0, BF_N_DEPARTMENTS, BF_JSON_REQUIRED, 0, &from, error) ||
      !bf_json_read_int64 (json, entry, "to", NULL, 0, BF_N_DEPARTMENTS, BF_JSON_REQUIRED, 0, &to, error))
    return FALSE;

  for (guint i = 0; from > 0 && i < bf_carnegie_player_get_n_taken (andrew (self)); i++)
    has_from |= bf_carnegie_player_get_taken (andrew (self), i) == (guint) from;

  if (from > 0 && !has_from)
    {
      g_autofree char *name = _bf_solo_game_department_name (self, (guint) from);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Andrew has not taken Recruiting (2)." */
                   _("Andrew has not taken %s."), name);
      return FALSE;
    }
  if (to > 0 && to != from && _bf_solo_game_supply_count (self, (guint) to) == 0)
    {
      g_autofree char *name = _bf_solo_game_department_name (self, (guint) to);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   _("%s is not in the supply."), name);
      return FALSE;
    }

  if (from > 0)
    {
      bf_carnegie_player_remove_taken (andrew (self), (guint) from);
      _bf_solo_game_supply_return (self, (guint) from);
    }
  if (to > 0)
    {
      _bf_solo_game_supply_take (self, (guint) to);
      bf_carnegie_player_add_taken (andrew (self), (guint) to, NULL);
    }

  {
    g_autofree char *name_to = to > 0 ? _bf_solo_game_department_name (self, (guint) to) : NULL;
    g_autofree char *name_from = from > 0 ? _bf_solo_game_department_name (self, (guint) from) : NULL;

    correct_step (self, BF_INSTRUCTION_DEPARTMENT, from > 0 ? (int) from : -1, to > 0 ? (int) to : -1,
                  to > 0
                  /* Translators: solo, a corrected step, "Andrew took Recruiting (2) (corrected)." */
                  ? g_strdup_printf (_("Andrew took %s (corrected)."), name_to)
                  : NULL,
                  to <= 0 && from > 0
                  /* Translators: solo, a corrected step */
                  ? g_strdup_printf (_("Corrected: Andrew did not take %s; it is back in the supply."), name_from)
                  : NULL);
  }

  return TRUE;
}

gboolean
_bf_solo_game_apply_card_position (BfSoloGame    *self,
                                   BfJsonReader  *json,
                                   JsonObject    *entry,
                                   GError       **error)
{
  gint64 position;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);
  if (!bf_json_read_int64 (json, entry, "position", NULL, 0, LAST_POSITION, BF_JSON_REQUIRED, 0, &position, error))
    return FALSE;

  current_round (self)->position = (guint) position;
  _bf_solo_game_sync_vp_cards (self);
  return TRUE;
}

gboolean
_bf_solo_game_apply_blocking (BfSoloGame    *self,
                              BfJsonReader  *json,
                              JsonObject    *entry,
                              GError       **error)
{
  gint64 from, to;

  if (!correction_phase (self, error))
    return FALSE;
  if (!bf_json_read_int64 (json, entry, "from", NULL, 0, G_MAXINT, BF_JSON_REQUIRED, 0, &from, error) ||
      !bf_json_read_int64 (json, entry, "to", NULL, 0, G_MAXINT, BF_JSON_REQUIRED, 0, &to, error) ||
      !_bf_solo_game_check_space (self, from, error) || !_bf_solo_game_check_space (self, to, error))
    return FALSE;

  if (!bf_carnegie_game_get_space_blocked (self->table, (guint) from))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("There is no blocking disc there."));
      return FALSE;
    }
  if (to != from && !_bf_solo_game_space_free (self, (guint) to))
    return _bf_solo_game_space_taken_error (self, (guint) to, error);

  bf_carnegie_game_set_space_blocked (self->table, (guint) from, FALSE, NULL);
  bf_carnegie_game_set_space_blocked (self->table, (guint) to, TRUE, NULL);
  return TRUE;
}

static gboolean
record_from_to (BfSoloGame  *self,
                const char  *type,
                gint64       from,
                gint64       to,
                GError     **error)
{
  JsonObject *entry = _bf_solo_entry_new (type);

  json_object_set_int_member (entry, "from", from);
  json_object_set_int_member (entry, "to", to);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_correct_project (BfSoloGame  *self,
                              guint        from,
                              guint        to,
                              GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_from_to (self, "andrew-project",
                         from == BF_SOLO_NO_SPACE ? -1 : (gint64) from,
                         to == BF_SOLO_NO_SPACE ? -1 : (gint64) to, error);
}

gboolean
bf_solo_game_correct_donation (BfSoloGame  *self,
                               BfChartPos   from,
                               BfChartPos   to,
                               GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if ((from != BF_CHART_POS_NONE && from >= BF_N_CHART_POSITIONS) ||
      (to != BF_CHART_POS_NONE && to >= BF_N_CHART_POSITIONS))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("There is no such donation space."));
      return FALSE;
    }

  entry = _bf_solo_entry_new ("andrew-donation");
  _bf_solo_game_write_chart (self, entry, "from", from);
  _bf_solo_game_write_chart (self, entry, "to", to);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_correct_department (BfSoloGame  *self,
                                 guint        from,
                                 guint        to,
                                 GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_from_to (self, "andrew-department", from, to, error);
}

gboolean
bf_solo_game_correct_transport (BfSoloGame  *self,
                                BfRegion     region,
                                guint        box,
                                GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (region < BF_N_REGIONS, FALSE);

  return _bf_solo_game_record_transport (self, "andrew-transport", region, box, error);
}

gboolean
bf_solo_game_correct_card_position (BfSoloGame  *self,
                                    guint        position,
                                    GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  entry = _bf_solo_entry_new ("card-position");
  json_object_set_int_member (entry, "position", position);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_correct_blocking (BfSoloGame  *self,
                               guint        from,
                               guint        to,
                               GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_from_to (self, "blocking", from, to, error);
}
