/* bf-solo-checklist.c
 *
 * The checklists of a solo game: the names their steps give the board's
 * spaces and tiles, adding a step, and the ticks the player makes on
 * them (kept with the game, but no step of it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-solo-private.h"

char *
_bf_solo_game_space_name (BfSoloGame *self,
                          guint       space)
{
  const BfSpace *s = bf_carnegie_rules_get_space (self->rules, space);
  const BfCity *city = bf_carnegie_rules_get_city (self->rules, s->city);

  if (s->type == BF_PROJECT_ANY)
    /* Translators: a small town's only construction space, "Fargo (town)" */
    return g_strdup_printf (_("%s (town)"), city->name);

  /* Translators: a construction space, "Chicago, space 2 (Housing)" */
  return g_strdup_printf (_("%s, space %u (%s)"), city->name, s->slot,
                          bf_carnegie_rules_get_project_type (self->rules, s->type)->name);
}

char *
_bf_solo_game_chart_name (BfSoloGame *self,
                          BfChartPos  pos)
{
  const BfDonationSpace *space =
    bf_carnegie_rules_get_chart_space (self->rules, BF_CHART_POS_COLUMN (pos), BF_CHART_POS_ROW (pos), BF_NO_TILE);

  /* Translators: a donation space, "Welfare 1: 7 VP" (column, row, what it scores) */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_carnegie_rules_get_donation_type (self->rules, space->type)->name,
                          space->row, space->text);
}

char *
_bf_solo_game_department_name (BfSoloGame *self,
                               guint       number)
{
  /* Translators: a department tile, "Recruiting (2)" */
  return g_strdup_printf (_("%s (%u)"), bf_carnegie_rules_get_department (self->rules, number)->name, number);
}

void
_bf_solo_add_instruction (GListStore        *store,
                 BfInstructionKind  kind,
                 int                index,
                 int                value,
                 char              *text)  /* transfer full */
{
  g_autoptr(BfInstruction) item = bf_instruction_new (kind, index, value, text);

  g_list_store_append (store, item);
  g_free (text);
}

void
_bf_solo_game_say (BfSoloGame        *self,
     BfInstructionKind  kind,
     int                index,
     int                value,
     char              *text)  /* transfer full */
{
  BfSoloRound *r = current_round (self);

  _bf_solo_add_instruction (r->instructions, kind, index, value, text);
}

/* The checklist of round @round_no, the setup checklist for 0. */
GListModel *
_bf_solo_game_steps_of (BfSoloGame *self,
                        guint       round_no)
{
  if (round_no == 0)
    return G_LIST_MODEL (self->checklist);
  if (round_no > self->rounds->len)
    return NULL;
  return G_LIST_MODEL (((BfSoloRound *) g_ptr_array_index (self->rounds, round_no - 1))->instructions);
}

/**
 * bf_solo_game_set_step_done:
 * @self: a #BfSoloGame
 * @round_no: the round (1-20), 0 for the setup checklist
 * @index: the step in that checklist
 * @done: whether the player ticked it off
 *
 * Keeps a tick of the player's: it is saved with the game and survives a
 * restart, but it is no step of the game, so it emits
 * BfDocument::marks-changed, not "changed" (no undo step of its own).
 */
void
bf_solo_game_set_step_done (BfSoloGame *self,
                            guint       round_no,
                            guint       index,
                            gboolean    done)
{
  GListModel *steps;
  g_autoptr(BfInstruction) step = NULL;

  g_return_if_fail (BF_IS_SOLO_GAME (self));

  steps = _bf_solo_game_steps_of (self, round_no);
  g_return_if_fail (steps != NULL && index < g_list_model_get_n_items (steps));

  step = g_list_model_get_item (steps, index);
  if (bf_instruction_get_done (step) == !!done)
    return;

  bf_instruction_set_done (step, done);
  g_signal_emit_by_name (self, "marks-changed");
}

/**
 * bf_solo_game_set_instruction_done:
 * @self: a #BfSoloGame
 * @step: one of the game's instructions (setup checklist or a round)
 * @done: whether the player ticked it off
 *
 * As bf_solo_game_set_step_done(), for an instruction the caller holds.
 * Returns: %FALSE if @step is not one of the game's.
 */
gboolean
bf_solo_game_set_instruction_done (BfSoloGame    *self,
                                   BfInstruction *step,
                                   gboolean       done)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (BF_IS_INSTRUCTION (step), FALSE);

  for (guint round_no = 0; round_no <= self->rounds->len; round_no++)
    {
      GListModel *steps = _bf_solo_game_steps_of (self, round_no);
      guint n = g_list_model_get_n_items (steps);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(BfInstruction) item = g_list_model_get_item (steps, i);

          if (item == step)
            {
              bf_solo_game_set_step_done (self, round_no, i, done);
              return TRUE;
            }
        }
    }

  return FALSE;
}

