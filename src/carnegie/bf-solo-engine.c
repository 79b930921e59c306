/* bf-solo-engine.c
 *
 * The solo engine: the department supply and the free spaces Andrew
 * looks at, his cards and his turn (the designer's order: event,
 * action, card slides), the rounds, and the entries that drive them:
 * a card revealed, the start, the player's choice, the next round.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-solo-private.h"

static BfChartPos
card_donation (BfSoloGame *self,
               guint       card)
{
  const BfDonationSpace *space = bf_carnegie_rules_get_donation_space (self->rules, card_info (self, card)->donation);

  return BF_CHART_POS (space->type, space->row);
}

guint
_bf_solo_game_supply_count (BfSoloGame *self,
                            guint       number)
{
  guint n = 0;

  for (guint i = 0; i < self->supply->len; i++)
    if (g_array_index (self->supply, guint, i) == number)
      n++;

  return n;
}

void
_bf_solo_game_supply_take (BfSoloGame *self,
                           guint       number)
{
  for (guint i = 0; i < self->supply->len; i++)
    if (g_array_index (self->supply, guint, i) == number)
      {
        g_array_remove_index (self->supply, i);
        return;
      }

  g_assert_not_reached ();
}

void
_bf_solo_game_supply_return (BfSoloGame *self,
                             guint       number)
{
  guint i = 0;

  while (i < self->supply->len && g_array_index (self->supply, guint, i) < number)
    i++;
  g_array_insert_val (self->supply, i, number);
}

gboolean
_bf_solo_game_space_free (BfSoloGame *self,
                          guint       space)
{
  return !bf_carnegie_game_get_space_blocked (self->table, space) &&
         bf_carnegie_game_get_space_owner (self->table, space) == NULL;
}

gboolean
_bf_solo_game_chart_free (BfSoloGame *self,
                          BfChartPos  pos)
{
  return !bf_carnegie_game_get_chart_blocked (self->table, pos) &&
         !bf_carnegie_player_has_donation (human (self), pos) &&
         !bf_carnegie_player_has_donation (andrew (self), pos);
}

/* Andrew's VP cards in the table: one card per dealt round, at its position. */
void
_bf_solo_game_sync_vp_cards (BfSoloGame *self)
{
  guint counts[BF_N_VP_CARDS] = { 0, };
  BfCarnegiePlayer *a = andrew (self);

  for (guint i = 0; i < self->rounds->len; i++)
    {
      BfSoloRound *r = g_ptr_array_index (self->rounds, i);

      if (r->resolved)
        counts[r->position]++;
    }

  /* Lower counts first so the total never passes 20 on the way. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < BF_N_VP_CARDS; p++)
      {
        guint old = bf_carnegie_player_get_vp_cards (a, p);

        if ((pass == 0 && counts[p] < old) || (pass == 1 && counts[p] > old))
          bf_carnegie_player_set_vp_cards (a, p, counts[p], NULL);
      }
}

/* ------------------------------------------------------------------ */
/* Rounds                                                              */

static BfDeptType
moving_row (BfSoloGame *self,
            BfDeptType  chosen)
{
  /* A row whose marker is at the end turns over the marker of the next
   * row below that can still move, R&D wrapping to Human Resources. */
  for (guint k = 0; k < BF_N_DEPT_TYPES; k++)
    {
      BfDeptType row = (chosen + k) % BF_N_DEPT_TYPES;

      if (self->markers[row] < BF_SOLO_TIMELINE_SPACES)
        return row;
    }

  g_assert_not_reached ();
  return chosen;
}

/* Slides this round's card @n positions because of @reason (a sentence
 * without its full stop). With the player's own cards a real card slides;
 * with the app's deck there is no card on the table, only the VP cards
 * Andrew's round counts on. */
static void
slide (BfSoloGame *self,
       guint       n,
       char       *reason)  /* transfer full */
{
  BfSoloRound *r = current_round (self);
  g_autofree char *why = reason;
  char *text;

  r->position = MIN (r->position + n, LAST_POSITION);
  if (self->own_cards)
    text = g_strdup_printf (bf_ngettext (
                                         /* Translators: solo, own cards; %s says why ("Denver has no free space") */
                                         "%s: slide this round’s card %u position to the right.",
                                         "%s: slide this round’s card %u positions to the right.",
                                         n),
                            why, n);
  else
    text = g_strdup_printf (bf_ngettext (
                                         /* Translators: solo, the app holds Andrew's cards; %s says why ("Denver has no free space") */
                                         "%s: Andrew’s round goes %u position further along the VP cards (nothing to move on the table).",
                                         "%s: Andrew’s round goes %u positions further along the VP cards (nothing to move on the table).",
                                         n),
                            why, n);
  _bf_solo_game_say (self, BF_INSTRUCTION_SLIDE, (int) r->position, (int) n, text);
}

/* Base setup step 4: 30 pawns of each colour. Andrew puts one on each
 * transport track and none on the score track or the project tabs; the
 * rest are for his projects and donations (carnegie-facts.md, "Andrew's
 * pawns"). */
static guint
andrew_pawn_supply (BfSoloGame *self)
{
  return bf_carnegie_rules_get_pawns_per_colour (self->rules) - BF_N_REGIONS;
}

guint
_bf_solo_game_andrew_pawns_left (BfSoloGame *self)
{
  guint supply = andrew_pawn_supply (self);
  guint used = bf_carnegie_player_get_n_projects (andrew (self)) + bf_carnegie_player_get_n_donations (andrew (self));

  return used >= supply ? 0 : supply - used;
}

static void
andrew_event (BfSoloGame            *self,
              const BfTimelineEvent *event)
{
  BfSoloRound *r = current_round (self);
  BfChartPos pos;
  g_autofree char *where = NULL;

  if (event->kind == BF_EVENT_INCOME)
    {
      _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, -1, 0,
           /* Translators: solo, Andrew's event, "Income in the West: nothing happens for Andrew." */
           g_strdup_printf (_("Income in the %s: nothing happens for Andrew."),
                            region_name (self, event->region)));
      return;
    }

  pos = card_donation (self, r->card);
  where = _bf_solo_game_chart_name (self, pos);

  if (_bf_solo_game_chart_free (self, pos) && _bf_solo_game_andrew_pawns_left (self) == 0)
    {
      slide (self, 1,
             /* Translators: solo, Andrew's event; %s is a donation space */
             g_strdup_printf (_("Andrew has no pawn left for his donation on %s (all %u are on the board)"),
                              where, andrew_pawn_supply (self)));
    }
  else if (_bf_solo_game_chart_free (self, pos))
    {
      bf_carnegie_player_add_donation (andrew (self), pos, NULL);
      _bf_solo_game_say (self, BF_INSTRUCTION_DONATION, (int) pos, 0,
           /* Translators: solo, Andrew's event, "Andrew donates: put one of his pawns on Welfare 1: 7 VP." */
           g_strdup_printf (_("Andrew donates: put one of his pawns on %s."), where));
    }
  else
    {
      slide (self, 1,
             /* Translators: solo, Andrew's event */
             g_strdup_printf (_("Andrew’s donation space %s is taken"),
                              where));
    }
}

static void
andrew_hr (BfSoloGame         *self,
           const BfAndrewCard *card)
{
  slide (self, card->hr_slide,
         /* Translators: solo, Andrew's Human Resources action (the reason of a slide) */
         g_strdup (_("Andrew’s Human Resources action")));
}

static void
andrew_management (BfSoloGame         *self,
                   const BfAndrewCard *card)
{
  guint taken[3] = { 0, };

  for (guint i = 0; i < card->n_take; i++)
    {
      BfDeptType type = card->take[i];
      guint number = 0;
      gboolean skipped = FALSE;

      /* The lowest-numbered tile of the type in the supply that he has
       * not taken in this action (never two identical in one action). */
      for (guint k = 0; k < self->supply->len && number == 0; k++)
        {
          guint candidate = g_array_index (self->supply, guint, k);
          gboolean again = FALSE;

          for (guint j = 0; j < i; j++)
            again |= taken[j] == candidate;

          if (bf_carnegie_rules_get_department (self->rules, candidate)->type != type)
            continue;
          if (again)
            skipped = TRUE;
          else
            number = candidate;
        }

      if (number == 0)
        {
          slide (self, 1,
                 skipped
                 /* Translators: solo, Andrew's Management action, when the supply holds only tiles he took in this action */
                 ? g_strdup_printf (_("No other %s department is left for Andrew (he never takes two identical tiles in one action)"),
                                    row_name (self, type))
                 /* Translators: solo, Andrew's Management action, "No Human Resources department is left for Andrew" */
                 : g_strdup_printf (_("No %s department is left for Andrew"),
                                    row_name (self, type)));
          continue;
        }

      {
        g_autofree char *name = _bf_solo_game_department_name (self, number);

        taken[i] = number;
        _bf_solo_game_supply_take (self, number);
        bf_carnegie_player_add_taken (andrew (self), number, NULL);
        _bf_solo_game_say (self, BF_INSTRUCTION_DEPARTMENT, (int) number, 0,
             /* Translators: solo, Andrew's Management action, "Andrew takes Recruiting (2) from the supply." */
             g_strdup_printf (_("Andrew takes %s from the supply (any tile of this type will do: correct it if you gave him another)."),
                              name));
      }
    }
}

static const BfProjectType construction_order[] = {
  BF_PROJECT_HOUSING, BF_PROJECT_COMMERCE, BF_PROJECT_INDUSTRY, BF_PROJECT_PUBLIC,
};

static guint
andrew_space_in (BfSoloGame   *self,
                 const BfCity *city)
{
  /* Housing, else Commerce, else Industry, else Public; the left-most
   * of a type first; a town's single space takes anything. */
  for (guint t = 0; t < G_N_ELEMENTS (construction_order); t++)
    for (guint s = 0; s < city->n_spaces; s++)
      {
        BfProjectType type = city->space_types[s];

        if ((type == construction_order[t] || type == BF_PROJECT_ANY) &&
            _bf_solo_game_space_free (self, city->first_space + s))
          return city->first_space + s;
      }

  return BF_SOLO_NO_SPACE;
}

static void
andrew_construction (BfSoloGame         *self,
                     const BfAndrewCard *card)
{
  for (guint i = 0; i < card->n_cities; i++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (self->rules, card->cities[i]);
      guint space = andrew_space_in (self, city);
      const BfSpace *s;
      g_autofree char *where = NULL;

      if (space == BF_SOLO_NO_SPACE)
        {
          slide (self, 1,
                 /* Translators: solo, Andrew's Construction action, "Denver has no free space" */
                 g_strdup_printf (_("%s has no free space"), city->name));
          continue;
        }

      if (_bf_solo_game_andrew_pawns_left (self) == 0)
        {
          slide (self, 1,
                 /* Translators: solo, Andrew's Construction action; %s is a city */
                 g_strdup_printf (_("Andrew has no pawn left for %s (all %u are on the board)"),
                                  city->name, andrew_pawn_supply (self)));
          continue;
        }

      s = bf_carnegie_rules_get_space (self->rules, space);
      bf_carnegie_player_add_project (andrew (self), space,
                                      s->type == BF_PROJECT_ANY ? BF_PROJECT_HOUSING : s->type, NULL);
      where = _bf_solo_game_space_name (self, space);
      _bf_solo_game_say (self, BF_INSTRUCTION_PROJECT, (int) space, 0,
           /* Translators: solo, Andrew's Construction action, "Put one of Andrew's pawns on Chicago, space 2 (Housing)." */
           g_strdup_printf (_("Put one of Andrew’s pawns on %s."), where));
    }
}

static gboolean
box5_taken_by_player (BfSoloGame *self,
                      BfRegion    region)
{
  return bf_carnegie_player_get_transport (human (self), region) == BF_N_TRACK_BOXES;
}

static void
andrew_rd (BfSoloGame         *self,
           const BfAndrewCard *card)
{
  BfRegion region = card->rd_region;
  guint start = bf_carnegie_player_get_transport (andrew (self), region);
  guint box = start;
  guint end_of_track = 0;
  guint box5_taken = 0;

  for (guint i = 0; i < card->rd_steps; i++)
    {
      if (box == BF_N_TRACK_BOXES)
        end_of_track++;
      else if (box + 1 == BF_N_TRACK_BOXES && box5_taken_by_player (self, region))
        box5_taken++;
      else
        box++;
    }

  if (box != start)
    {
      bf_carnegie_player_set_transport (andrew (self), region, box, NULL);
      _bf_solo_game_say (self, BF_INSTRUCTION_TRANSPORT, (int) region, (int) box,
           /* Translators: solo, Andrew's R&D action, "Move Andrew's pawn on the West track from box 1 to box 3." */
           g_strdup_printf (_("Move Andrew’s pawn on the %s track from box %u to box %u."),
                            region_name (self, region), start, box));
    }

  if (box5_taken > 0)
    slide (self, box5_taken,
           /* Translators: solo, Andrew's R&D action (the reason of a slide) */
           g_strdup_printf (_("The last box of the %s track is taken (only one pawn may stand there)"),
                            region_name (self, region)));
  if (end_of_track > 0)
    slide (self, end_of_track,
           /* Translators: solo, Andrew's R&D action (the reason of a slide) */
           g_strdup_printf (_("Andrew’s pawn is at the end of the %s track"),
                            region_name (self, region)));
}

static void
player_events (BfSoloGame            *self,
               const BfTimelineEvent *event)
{
  switch (event->kind)
    {
    case BF_EVENT_INCOME:
      _bf_solo_game_say (self, BF_INSTRUCTION_EVENT, event->kind, event->region,
           /* Translators: solo, the player's event, "Your event: income in the West. …" */
           g_strdup_printf (_("Your event: income in the %s. You may return employees from its mission area to collect income and transport bonuses."),
                            region_name (self, event->region)));
      break;
    case BF_EVENT_DONATION:
      _bf_solo_game_say (self, BF_INSTRUCTION_EVENT, event->kind, -1,
           /* Translators: solo, the player's event */
           g_strdup (_("Your event: you may make a donation; enter it if you do.")));
      break;
    case BF_EVENT_INCOME_AND_DONATION:
    default:
      _bf_solo_game_say (self, BF_INSTRUCTION_EVENT, event->kind, event->region,
           /* Translators: solo, the player's event on a timeline end space */
           g_strdup_printf (_("Your event (end space): income in the %s and a donation; you may do either or both."),
                            region_name (self, event->region)));
      break;
    }
}

BfSoloChooser
_bf_solo_chooser_of (guint round_no)
{
  return round_no % 2 == 1 ? BF_SOLO_CHOOSER_PLAYER : BF_SOLO_CHOOSER_ANDREW;
}

/* The table's steps at the end of the player's turn and of the round,
 * in order, put on this round's checklist so that the player sees them
 * before Next Round (base rules, "End of Round - Activate Employees":
 * activations at the end of the turn, then the action disk moves). */
static void
say_end_of_round (BfSoloGame *self)
{
  BfSoloRound *r = current_round (self);

  _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, -1, 0,
       /* Translators: solo, the end of the player's turn (base rules, "End of Round - Activate Employees") */
       g_strdup (_("End of your turn: you may activate employees lying in your departments: pay the cost under an empty workstation of their department and stand them up on it.")));

  if (r->moving_row == r->chosen_row)
    _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, (int) r->moving_row, 0,
         /* Translators: solo, end of a round, "End of the round: move the Management action disc one space to the right, where the gear is." */
         g_strdup_printf (_("End of the round: move the %s action disc one space to the right, where the gear is."),
                          row_name (self, r->moving_row)));
  else
    /* The exhausted-row rule: the disk turned over at the choice ("At
     * the end of the round, turn this disc face-up and advance it one
     * space along its Timeline"); the chosen row's disk stays. */
    _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, (int) r->moving_row, 0,
         /* Translators: solo, end of a round after the exhausted-row rule, "End of the round: turn the Construction action disc face up again and move it one space to the right. The Management action disc stays on its end space." */
         g_strdup_printf (_("End of the round: turn the %s action disc face up again and move it one space to the right. The %s action disc stays on its end space."),
                          row_name (self, r->moving_row), row_name (self, r->chosen_row)));
  if (self->own_cards)
    _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of a round with the player's own cards */
         g_strdup (_("Leave this round’s card under its VP card.")));
  if (self->round >= BF_SOLO_ROUNDS)
    _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of round 20 */
         g_strdup (_("This was the last round: after your action, enter your final table.")));
  else if (_bf_solo_chooser_of (self->round + 1) == BF_SOLO_CHOOSER_PLAYER)
    _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of a round: the player chooses next round */
         g_strdup (_("Turn the first-player disc over, hat side up: you choose the action next round.")));
  else
    _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of a round: Andrew chooses next round */
         g_strdup (_("Turn the first-player disc over, hat side down: Andrew chooses the action next round.")));
}

static void
resolve (BfSoloGame *self)
{
  BfSoloRound *r = current_round (self);
  const BfAndrewCard *card = card_info (self, r->card);
  const BfTimelineEvent *event = timeline_event (self,
                                                              r->moving_row, r->space);

  /* Designer ruling: Andrew always takes his turn first. */
  _bf_solo_game_say (self, BF_INSTRUCTION_CARD, (int) r->card, 0,
       self->own_cards
       /* Translators: solo, own cards, "Andrew's turn: turn this round's card face up (N07)." */
       ? g_strdup_printf (_("Andrew’s turn: turn this round’s card face up (%s)."), card->id)
       /* Translators: solo, the app holds Andrew's cards, "Andrew's turn with card N07 (the app drew it):" */
       : g_strdup_printf (_("Andrew’s turn with card %s (the app drew it):"), card->id));

  andrew_event (self, event);

  switch (r->chosen_row)
    {
    case BF_DEPT_HR:
      andrew_hr (self, card);
      break;
    case BF_DEPT_MANAGEMENT:
      andrew_management (self, card);
      break;
    case BF_DEPT_CONSTRUCTION:
      andrew_construction (self, card);
      break;
    case BF_DEPT_RD:
    case BF_N_DEPT_TYPES:
    default:
      andrew_rd (self, card);
      break;
    }

  r->resolved = TRUE;
  _bf_solo_game_sync_vp_cards (self);

  if (self->own_cards)
    _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, (int) r->position, 0,
         r->position == LAST_POSITION
         /* Translators: solo, where Andrew's card lies after his turn */
         ? g_strdup (_("This round’s card now lies under the 10 VP card (it slides no further)."))
         /* Translators: solo, "This round's card now lies under the 3 VP card." */
         : g_strdup_printf (_("This round’s card now lies under the %d VP card."),
                            bf_carnegie_rules_get_vp_card_value (self->rules, r->position)));
  else
    _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, (int) r->position, 0,
         r->position == LAST_POSITION
         /* Translators: solo, the app holds Andrew's cards: what his round scores */
         ? g_strdup (_("Andrew’s round counts on the 10 VP card (it goes no further). The app keeps it: nothing to put on the table."))
         /* Translators: solo, the app holds Andrew's cards, "Andrew's round counts on the 3 VP card. The app keeps it: …" */
         : g_strdup_printf (_("Andrew’s round counts on the %d VP card. The app keeps it: nothing to put on the table."),
                            bf_carnegie_rules_get_vp_card_value (self->rules, r->position)));

  player_events (self, event);

  _bf_solo_game_say (self, BF_INSTRUCTION_PLAYER, (int) r->chosen_row, 0,
       /* Translators: solo, the player's action, "Your action: Management. Use your Management departments, …" */
       g_strdup_printf (_("Your action: %s. Use your %s departments, then enter the projects, departments, transport moves and donations you made."),
                        row_name (self, r->chosen_row), row_name (self, r->chosen_row)));

  say_end_of_round (self);
  self->phase = BF_SOLO_PHASE_PLAY;
}

static void
do_choice (BfSoloGame *self,
           BfDeptType  row)
{
  BfSoloRound *r = current_round (self);
  const BfTimelineEvent *event;
  g_autofree char *what = NULL;

  r->chosen = TRUE;
  r->chosen_row = row;
  r->moving_row = moving_row (self, row);
  r->space = self->markers[r->moving_row] + 1;
  event = timeline_event (self, r->moving_row, r->space);
  what = bf_carnegie_rules_describe_timeline_event (self->rules, event);

  if (r->moving_row == row)
    _bf_solo_game_say (self, BF_INSTRUCTION_TIMELINE, (int) row, (int) r->space,
         /* Translators: solo, "Put the gear to the right of the Management action disc: space 2, a donation." */
         g_strdup_printf (_("Put the gear to the right of the %s action disc: space %u, %s."),
                          row_name (self, row), r->space, what));
  else
    _bf_solo_game_say (self, BF_INSTRUCTION_TIMELINE, (int) r->moving_row, (int) r->space,
         /* Translators: solo, the exhausted-row rule; "The Management action disc is at the end of its row: put the gear to the right of it and turn the Construction action disc face down. Its next space (3, income in the West) is this round's event; at the end of the round it turns face up and moves one space." */
         g_strdup_printf (_("The %s action disc is at the end of its row: put the gear to the right of it and turn the %s action disc face down. Its next space (%u, %s) is this round’s event; at the end of the round it turns face up and moves one space."),
                          row_name (self, row), row_name (self, r->moving_row), r->space, what));

  if (r->card != NO_CARD)
    resolve (self);
  else
    self->phase = BF_SOLO_PHASE_ROUND_CARD;
}

gboolean
_bf_solo_game_next_back (BfSoloGame *self,
                         BfDeptType *back)
{
  if (self->own_cards || self->round >= N_DECK)
    return FALSE;

  *back = card_info (self, self->deck[self->round])->back;
  return TRUE;
}

static void
begin_round (BfSoloGame *self)
{
  BfSoloRound *r = g_new0 (BfSoloRound, 1);

  r->card = self->own_cards ? NO_CARD : self->deck[self->round - 1];
  r->instructions = g_list_store_new (BF_TYPE_INSTRUCTION);
  g_ptr_array_add (self->rounds, r);

  if (self->own_cards)
    _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, -1, 0,
         /* Translators: solo, start of a round with the player's own cards */
         g_strdup (_("New card: slide the top card of Andrew’s pile face down under the 0 VP card.")));

  if (_bf_solo_chooser_of (self->round) == BF_SOLO_CHOOSER_PLAYER)
    {
      BfDeptType back, next;

      if (!self->own_cards && _bf_solo_game_next_back (self, &next))
        {
          back = card_info (self, r->card)->back;
          _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, (int) back, (int) next,
               /* Translators: solo, the app holds Andrew's cards, "You choose the action. Andrew's strongest action this round is R&D; next round he chooses Management." */
               g_strdup_printf (_("You choose the action. Andrew’s strongest action this round is %s; next round he chooses %s."),
                                row_name (self, back), row_name (self, next)));
        }
      else
        _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, -1, 0,
             /* Translators: solo, the player chooses with the real cards */
             g_strdup (_("You choose the action. The back of this round’s card shows Andrew’s strongest action; the back of the top card of the pile shows his pick next round.")));
      self->phase = BF_SOLO_PHASE_CHOOSE;
      return;
    }

  if (r->card == NO_CARD)
    {
      _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, -1, 0,
           /* Translators: solo, Andrew chooses with the real cards */
           g_strdup (_("Andrew chooses the action shown on the back of this round’s card: turn it over and enter it.")));
      self->phase = BF_SOLO_PHASE_ROUND_CARD;
      return;
    }

  _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, (int) card_info (self, r->card)->back, 0,
       /* Translators: solo, the app holds Andrew's cards, "Andrew chooses Management." */
       g_strdup_printf (_("Andrew chooses %s."),
                        row_name (self, card_info (self, r->card)->back)));
  do_choice (self, card_info (self, r->card)->back);
}

static void
end_round (BfSoloGame *self)
{
  BfSoloRound *r = current_round (self);

  /* The steps were said at the end of resolve(). */
  self->markers[r->moving_row]++;
  self->round++;

  if (self->round > BF_SOLO_ROUNDS)
    self->phase = BF_SOLO_PHASE_FINISHED;
  else
    begin_round (self);
}

static gboolean
parse_card_id (BfSoloGame  *self,
               const char  *id,
               guint       *card,
               GError     **error)
{
  const BfAndrewCard *info = NULL;
  guint64 number;

  if (id != NULL && g_ascii_string_to_unsigned (id, 10, 1, N_DECK, &number, NULL))
    {
      g_autofree char *normal = g_strdup_printf ("N%02u", (guint) number);

      info = bf_carnegie_rules_lookup_andrew_card (self->rules, normal);
    }
  else if (id != NULL)
    {
      g_autofree char *upper = g_ascii_strup (id, -1);

      info = bf_carnegie_rules_lookup_andrew_card (self->rules, upper);
    }

  if (info == NULL)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: the player entered a card that does not exist */
                   _("“%s” is not one of Andrew’s cards (N01 to N20, A01 to A20)."), id != NULL ? id : "");
      return FALSE;
    }

  *card = (guint) (info - bf_carnegie_rules_get_andrew_card (self->rules, 0));
  return TRUE;
}

/* A card revealed from the real deck: its number once per pass through
 * the deck, the difficulty's mix, the same card for a number in both passes. */
static gboolean
check_reveal (BfSoloGame   *self,
              guint         card,
              const guint  *pass,
              guint         n_pass,
              const guint  *other,
              guint         n_other,
              GError      **error)
{
  const BfAndrewCard *info = card_info (self, card);
  const BfDifficulty *level = bf_carnegie_rules_get_difficulty (self->rules, self->difficulty);
  guint n_advanced = info->advanced ? 1 : 0;
  guint n_normal = info->advanced ? 0 : 1;

  for (guint i = 0; i < n_pass; i++)
    {
      const BfAndrewCard *seen = card_info (self, pass[i]);

      if (seen->number == info->number)
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                       /* Translators: own cards, "Card 7 was already revealed (N07): the deck has one card of each number." */
                       _("Card %u was already revealed (%s): the deck has one card of each number."),
                       info->number, seen->id);
          return FALSE;
        }
      if (seen->advanced)
        n_advanced++;
      else
        n_normal++;
    }

  for (guint i = 0; i < n_other; i++)
    {
      const BfAndrewCard *seen = card_info (self, other[i]);

      if (seen->number == info->number && seen->advanced != info->advanced)
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                       /* Translators: own cards, "Card A07 cannot be in the deck: N07 was revealed before." */
                       _("Card %s cannot be in the deck: %s was revealed before."),
                       info->id, seen->id);
          return FALSE;
        }
    }

  if (n_advanced > level->n_advanced || n_normal > level->n_normal)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: own cards, "Card A07 does not fit the difficulty Normal: its deck has 15 normal and 5 advanced cards." */
                   _("Card %s does not fit the difficulty %s: its deck has %u normal and %u advanced cards."),
                   info->id, level->name, level->n_normal, level->n_advanced);
      return FALSE;
    }

  return TRUE;
}

gboolean
_bf_solo_game_apply_reveal (BfSoloGame    *self,
                            BfJsonReader  *json,
                            JsonObject    *entry,
                            GError       **error)
{
  const char *id;
  guint card;

  if (!bf_json_read_string (json, entry, "card", NULL, BF_JSON_REQUIRED, &id, error) ||
      !parse_card_id (self, id, &card, error))
    return FALSE;

  if (self->phase == BF_SOLO_PHASE_SETUP_CARD)
    {
      if (!check_reveal (self, card, self->setup_cards, self->n_setup_cards, NULL, 0, error))
        return FALSE;

      self->setup_cards[self->n_setup_cards++] = card;
      _bf_solo_game_checklist_blocking (self);
      _bf_solo_game_after_setup_step (self);
      return TRUE;
    }

  if (self->phase == BF_SOLO_PHASE_ROUND_CARD)
    {
      BfSoloRound *r = current_round (self);

      if (!check_reveal (self, card, self->deck, self->n_deck,
                         self->setup_cards, self->n_setup_cards, error))
        return FALSE;

      self->deck[self->n_deck++] = card;
      r->card = card;

      if (r->chosen)
        {
          resolve (self);
        }
      else
        {
          _bf_solo_game_say (self, BF_INSTRUCTION_NOTE, (int) card_info (self, card)->back, 0,
               g_strdup_printf (_("Andrew chooses %s (the back of this round’s card)."),
                                row_name (self, card_info (self, card)->back)));
          do_choice (self, card_info (self, card)->back);
        }
      return TRUE;
    }

  return _bf_solo_game_phase_error (error);
}

gboolean
_bf_solo_game_apply_start (BfSoloGame    *self,
                           BfJsonReader  *json,
                           JsonObject    *entry,
                           GError       **error)
{
  if (self->phase != BF_SOLO_PHASE_CHECKLIST)
    return _bf_solo_game_phase_error (error);

  self->round = 1;
  begin_round (self);
  return TRUE;
}

gboolean
_bf_solo_game_apply_choose (BfSoloGame    *self,
                            BfJsonReader  *json,
                            JsonObject    *entry,
                            GError       **error)
{
  BfDeptType row;

  if (self->phase != BF_SOLO_PHASE_CHOOSE)
    return _bf_solo_game_phase_error (error);
  if (!_bf_solo_game_read_row (self, json, entry, "row", &row, error))
    return FALSE;

  do_choice (self, row);
  return TRUE;
}

gboolean
_bf_solo_game_apply_next (BfSoloGame    *self,
                          BfJsonReader  *json,
                          JsonObject    *entry,
                          GError       **error)
{
  if (self->phase != BF_SOLO_PHASE_PLAY)
    return _bf_solo_game_phase_error (error);

  end_round (self);
  return TRUE;
}

gboolean
bf_solo_game_reveal_card (BfSoloGame  *self,
                          const char  *card_id,
                          GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  entry = _bf_solo_entry_new ("reveal");
  json_object_set_string_member (entry, "card", card_id);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_start (BfSoloGame  *self,
                    GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return _bf_solo_game_record_entry (self, _bf_solo_entry_new ("start"), error);
}

gboolean
bf_solo_game_choose (BfSoloGame  *self,
                     BfDeptType   row,
                     GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, FALSE);

  entry = _bf_solo_entry_new ("choose");
  json_object_set_string_member (entry, "row", bf_carnegie_rules_get_dept_type (self->rules, row)->id);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_next_round (BfSoloGame  *self,
                         GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return _bf_solo_game_record_entry (self, _bf_solo_entry_new ("next"), error);
}

