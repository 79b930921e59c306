/* bf-solo-setup.c
 *
 * Dealing a solo game from its seed and the setup checklist, in the
 * order of the setup steps; the setup entries: confirm the choices, the
 * player's own department supply and timeline (docs/solo.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-solo-private.h"
#include "bf-sort.h"

static guint
card_index (BfSoloGame *self,
            guint       number,
            gboolean    advanced)
{
  g_autofree char *id = g_strdup_printf ("%c%02u", advanced ? 'A' : 'N', number);
  const BfAndrewCard *card = bf_carnegie_rules_lookup_andrew_card (self->rules, id);

  g_assert (card != NULL);

  return (guint) (card - bf_carnegie_rules_get_andrew_card (self->rules, 0));
}

/* Appends "donation" or the region of @event to a list in @events. */
static char *
timeline_tile_text (BfSoloGame *self,
                    guint       position)
{
  g_autoptr(GString) events = g_string_new (NULL);
  BfTimelineSlot slot = self->timeline[position];

  if (self->layout == BF_TIMELINE_ROWS_V1)
    {
      /* A game started with version 1 of the solo file goes on as it
       * was played: one tile per row. */
      for (guint s = 1; s < BF_SOLO_TIMELINE_SPACES; s++)
        bf_carnegie_rules_append_timeline_entry (self->rules, events, timeline_event (self, position, s));

      return g_strdup_printf (slot.side == 0
                              /* Translators: setup, "Human Resources row: timeline tile 3, front side (East, Midwest, West, donation)" */
                              ? _("%s row: timeline tile %u, front side (%s).")
                              /* Translators: setup, "Human Resources row: timeline tile 3, back side (East, South, donation, Midwest)" */
                              : _("%s row: timeline tile %u, back side (%s)."),
                              row_name (self, position), slot.tile, events->str);
    }

  /* The tile's entries top to bottom: the k-th space of each row. */
  for (guint row = 0; row < BF_N_DEPT_TYPES; row++)
    bf_carnegie_rules_append_timeline_entry (self->rules, events, timeline_event (self, row, position + 1));

  return g_strdup_printf (slot.side == 0
                          /* Translators: setup, "Position 1 from the left: tile 3, front side up (top to bottom: East, Midwest, West, donation)." */
                          ? _("Position %u from the left: tile %u, front side up (top to bottom: %s).")
                          /* Translators: setup, "Position 1 from the left: tile 3, back side up (top to bottom: East, South, donation, Midwest)." */
                          : _("Position %u from the left: tile %u, back side up (top to bottom: %s)."),
                          position + 1, slot.tile, events->str);
}

/* The timeline part of the setup checklist (steps 1 and 2). */
static void
add_timeline_instructions (BfSoloGame *self,
                           GListStore *list)
{
  if (self->layout == BF_TIMELINE_ROWS_V1)
    _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: setup step 1 of a solo game saved by an earlier version */
                     g_strdup (_("Timeline (this game was started with an earlier version of Benefactor, which gave each row a tile of its own; it goes on that way):")));
  else
    _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: setup step 1 */
                     g_strdup (_("Timeline: lay these four tiles side by side in one row, left to right, each with the side shown face up; return the other four tiles to the box.")));
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    _bf_solo_add_instruction (list, BF_INSTRUCTION_TIMELINE_TILE, (int) t,
                     (int) (self->timeline[t].tile * 2 + self->timeline[t].side),
                     timeline_tile_text (self, t));
  _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: setup step 2 */
                   g_strdup (_("Add the Start tile at the left end of the row and the End tile at the right end, and put one action disc on each of the four start spaces.")));
}

static char *
department_list (BfSoloGame   *self,
                 const GArray *numbers,
                 gboolean      distinct)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < numbers->len; i++)
    {
      guint number = g_array_index (numbers, guint, i);
      g_autofree char *name = NULL;

      if (distinct && i > 0 && g_array_index (numbers, guint, i - 1) == number)
        continue;
      if (s->len > 0)
        g_string_append (s, _(", "));
      name = _bf_solo_game_department_name (self, number);
      g_string_append (s, name);
    }

  return g_string_free (g_steal_pointer (&s), FALSE);
}

static int
bid_value (BfSoloGame *self,
           guint       line)
{
  return bf_carnegie_rules_get_bid_line (self->rules, line + 1)->choices[self->bids[line]].value;
}

int
_bf_solo_game_bid_cost (BfSoloGame  *self,
                        const guint  bids[N_BID_LINES])
{
  int cost = 0;

  for (guint l = 0; l < N_BID_LINES; l++)
    cost += bf_carnegie_rules_get_bid_line (self->rules, l + 1)->choices[bids[l]].cost;

  return cost;
}

void
_bf_solo_game_checklist_blocking (BfSoloGame *self)
{
  GListStore *list = self->checklist;
  guint n_disks = bf_carnegie_rules_get_blocking_disks (self->rules, 1);
  g_autoptr(GArray) disks = NULL;

  disks = bf_setup_place_blocking_disks (self->rules, n_disks, self->setup_cards,
                                         self->n_setup_cards, NULL);

  /* Only the disks placed since the last call are new. */
  for (guint i = self->n_blocking; i < disks->len; i++)
    {
      const BfBlockingDisk *disk = &g_array_index (disks, BfBlockingDisk, i);
      g_autofree char *where = NULL;

      if (i == 0 || g_array_index (disks, BfBlockingDisk, i - 1).card != disk->card)
        {
          guint card = self->setup_cards[disk->card];

          _bf_solo_add_instruction (list, BF_INSTRUCTION_CARD, (int) card, 0,
                           /* Translators: setup, the card that places the next blocking discs */
                           g_strdup_printf (_("Card %s:"), card_info (self, card)->id));
        }

      if (disk->chart)
        {
          where = _bf_solo_game_chart_name (self, disk->index);
          bf_carnegie_game_set_chart_blocked (self->table, disk->index, TRUE, NULL);
          _bf_solo_add_instruction (list, BF_INSTRUCTION_BLOCK_CHART, (int) disk->index, 0,
                           /* Translators: setup, "Put a blocking disc on the donation space Welfare 1: 7 VP." */
                           g_strdup_printf (_("Put a blocking disc on the donation space %s."), where));
        }
      else
        {
          where = _bf_solo_game_space_name (self, disk->index);
          bf_carnegie_game_set_space_blocked (self->table, disk->index, TRUE, NULL);
          _bf_solo_add_instruction (list, BF_INSTRUCTION_BLOCK_SPACE, (int) disk->index, 0,
                           /* Translators: setup, "Put a blocking disc on Chicago, space 1 (Commerce)." */
                           g_strdup_printf (_("Put a blocking disc on %s."), where));
        }
    }

  self->n_blocking = disks->len;
}

static void
checklist_rest (BfSoloGame *self)
{
  GListStore *list = self->checklist;
  guint moves = self->new_beginning ? (guint) bid_value (self, 3) : START_SETUP_MOVES;

  _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, 0,
                   /* Translators: setup step 8 */
                   g_strdup (_("Put the pawn from your Housing tab on a housing space of a medium or major city, and enter it.")));
  _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, (int) moves,
                   g_strdup_printf (bf_ngettext (
                                                 /* Translators: setup step 9 */
                                                 "Move your employees up to %u step on your company board (to orthogonally adjacent spaces), then activate them.",
                                                 "Move your employees up to %u steps on your company board (to orthogonally adjacent spaces), then activate them.",
                                                 moves), moves));
  _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: solo setup */
                   g_strdup (_("Andrew: put one of his pawns on the first box of each transport track. He has no company board, employees, money or goods, and makes no setup moves.")));
  _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: solo setup */
                   g_strdup (_("Lay out Andrew’s five VP cards from left to right: 0, 1, 3, 6 and 10 VP.")));
  if (self->own_cards)
    _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: solo setup with the player's own cards */
                     g_strdup (_("Shuffle all 20 of Andrew’s action cards again and put them face down to the left of the 0 VP card.")));
  else
    _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: solo setup */
                     g_strdup (_("The app holds Andrew’s action cards: you need no cards on the table.")));
  _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: solo setup */
                   g_strdup (_("Put the first-player disc next to the VP cards, hat side up: you choose the action in round 1.")));
}

static void
checklist_supply (BfSoloGame   *self,
                  const GArray *removed)
{
  GListStore *list = self->checklist;

  if (self->own_supply)
    {
      _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                       /* Translators: solo setup, the player removes the tiles by hand */
                       g_strdup_printf (_("Shuffle the department tiles face down and return %u of them to the box without looking; then enter the tiles that remain."),
                                        bf_carnegie_rules_get_departments_removed (self->rules, 1)));
      return;
    }

  _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, (int) removed->len,
                   /* Translators: solo setup */
                   g_strdup_printf (_("The app has chosen the %u tiles removed at random: return these to the box."),
                                    removed->len));

  for (guint i = 0; i < removed->len; )
    {
      guint number = g_array_index (removed, guint, i);
      g_autofree char *name = _bf_solo_game_department_name (self, number);
      guint n = 0;

      while (i < removed->len && g_array_index (removed, guint, i) == number)
        i++, n++;

      _bf_solo_add_instruction (list, BF_INSTRUCTION_REMOVE_DEPARTMENT, (int) number, (int) n,
                       g_strdup_printf (bf_ngettext (
                                                     /* Translators: solo setup, "Return 2 tiles of Recruiting (2) to the box." */
                                                     "Return %u tile of %s to the box.",
                                                     "Return %u tiles of %s to the box.", n),
                                        n, name));
    }
}

static void
deal (BfSoloGame *self)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (self->seed);
  const BfDifficulty *level = bf_carnegie_rules_get_difficulty (self->rules, self->difficulty);
  GListStore *list = self->checklist;
  guint numbers[N_DECK];
  guint cards[N_DECK];
  g_autoptr(GArray) removed = NULL;
  guint n_remove = bf_carnegie_rules_get_departments_removed (self->rules, 1);

  /* 1. The timeline. */
  bf_setup_deal_timeline (rng, self->timeline);
  memset (self->markers, 0, sizeof self->markers);

  /* 2. Which numbers are advanced cards: a shuffle of 1-20, the first
   *    n_advanced of it. 3. The blocking-disk order: a shuffle of the
   *    deck in number order. */
  for (guint i = 0; i < N_DECK; i++)
    numbers[i] = i + 1;
  bf_setup_shuffle (rng, numbers, N_DECK);
  memset (self->advanced, 0, sizeof self->advanced);
  for (guint i = 0; i < level->n_advanced; i++)
    self->advanced[numbers[i]] = TRUE;

  for (guint n = 1; n <= N_DECK; n++)
    cards[n - 1] = card_index (self, n, self->advanced[n]);
  memcpy (self->setup_cards, cards, sizeof cards);
  bf_setup_shuffle (rng, self->setup_cards, N_DECK);

  /* 4. The department supply, then the removed tiles. */
  g_clear_pointer (&self->supply, g_array_unref);
  self->supply = bf_setup_deal_supply (self->rules, rng, self->supply_kind);
  removed = bf_setup_remove_departments (rng, self->supply, n_remove);

  /* 5. Andrew's draw pile. */
  memcpy (self->deck, cards, sizeof cards);
  bf_setup_shuffle (rng, self->deck, N_DECK);

  /* Every game consumes the same draws; with own cards or an own supply
   * the player's entries replace what was dealt. */
  if (self->own_cards)
    {
      self->n_setup_cards = 0;
      self->n_deck = 0;
    }
  else
    {
      self->n_setup_cards = N_DECK;
      self->n_deck = N_DECK;
    }

  /* The checklist, in the order of the setup steps. */
  add_timeline_instructions (self, list);

  switch (self->supply_kind)
    {
    case BF_SUPPLY_NEW_DEPARTMENTS:
      {
        g_autoptr(GArray) all = g_array_copy (self->supply);
        g_autofree char *names = NULL;

        g_array_append_vals (all, removed->data, removed->len);
        g_array_sort (all, bf_sort_compare_uint);
        names = department_list (self, all, TRUE);
        _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                         /* Translators: solo setup with New Departments; %s is a list of 16 departments */
                         g_strdup_printf (_("New Departments: sort the tiles by type and keep both copies of these 16 departments: %s. Return the other tiles to the box."),
                                          names));
      }
      break;
    case BF_SUPPLY_OPEN_BAR:
      _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                       /* Translators: solo setup with the Open Bar rule */
                       g_strdup (_("Open Bar: take one copy of each of the 32 departments (base game and expansion) and return the second copies to the box.")));
      break;
    case BF_SUPPLY_BASE:
    case BF_N_SUPPLY_KINDS:
    default:
      _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                       /* Translators: solo setup step 3 */
                       g_strdup (_("Departments: take the 32 tiles of the base game (two of each of the 16 departments).")));
      break;
    }
  checklist_supply (self, removed);

  /* Steps 4-5: the player's own components. */
  {
    guint goods = self->new_beginning ? (guint) bid_value (self, 0) : START_GOODS;
    int money = self->new_beginning ? bf_carnegie_rules_get_bid_budget (self->rules) - _bf_solo_game_bid_cost (self, self->bids) : START_MONEY;
    guint lobby = self->new_beginning ? (guint) bid_value (self, 1) : START_LOBBY;
    int vp = self->new_beginning ? bid_value (self, 2) : 0;

    if (self->new_beginning)
      _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, 0,
                       /* Translators: solo setup with A New Beginning */
                       g_strdup (_("A New Beginning: fill in a bidding sheet with the choices you made here (line 1, the first-player auction, is not used solo).")));
    _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, money,
                     /* Translators: setup step 5, "Take 4 goods cubes and $12." */
                     g_strdup_printf (_("Take %u goods cubes and $%d."), goods, money));
    _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, 0,
                     /* Translators: setup step 5 */
                     g_strdup (_("Take a company board and its 4 project tabs; slide each tab under the right side of the board with its first (rightmost) space showing.")));
    _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, (int) lobby,
                     /* Translators: setup step 5, "…lay 5 down in your lobby and set the other 5 aside." */
                     g_strdup_printf (_("Stand one employee on each of your 5 departments, lay %u down in your lobby and set the other %u aside."),
                                      lobby, BF_MAX_EMPLOYEES - START_STANDING - lobby));
    if (vp < 0)
      _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, vp,
                       /* Translators: setup step 5 with A New Beginning's -6 or -5 VP; both %d are 6 or 5 */
                       g_strdup_printf (_("Put your pawns on 0 of the score track, on the first box of each transport track and on the 3 spaces of your Housing, Commerce and Industry tabs. The score track has no negative spaces: you start owing %d VP, so move your score pawn only for the VP you score beyond the first %d. At the end, enter the VP it shows (if you scored fewer, what you still owe, as a negative number)."),
                                        -vp, -vp));
    else
      _bf_solo_add_instruction (list, BF_INSTRUCTION_PLAYER, -1, vp,
                       /* Translators: setup step 5, "Put your pawns on 0 of the score track, …" */
                       g_strdup_printf (_("Put your pawns on %d of the score track, on the first box of each transport track and on the 3 spaces of your Housing, Commerce and Industry tabs."),
                                        vp));
  }

  /* Step 7: blocking disks. */
  if (self->own_cards)
    {
      if (level->n_advanced == 0)
        _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                         /* Translators: solo setup, building Andrew's deck */
                         g_strdup (_("Andrew’s deck: take the 20 normal action cards (N01 to N20).")));
      else
        _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, (int) level->n_advanced,
                         /* Translators: solo setup, building Andrew's deck; "Andrew's deck (Normal): shuffle the 20 advanced cards, take 5 of them, and add the 15 normal cards whose numbers they do not have." */
                         g_strdup_printf (_("Andrew’s deck (%s): shuffle the 20 advanced cards, take %u of them, and add the %u normal cards whose numbers they do not have."),
                                          level->name, level->n_advanced, level->n_normal));
    }
  _bf_solo_add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   self->own_cards
                   /* Translators: setup step 7 with the player's own cards */
                   ? g_strdup_printf (_("Take %u discs of an unused colour. Shuffle Andrew’s deck and turn over one card at a time; enter each card, and place the blocking discs shown until all %u are placed."),
                                      bf_carnegie_rules_get_blocking_disks (self->rules, 1),
                                      bf_carnegie_rules_get_blocking_disks (self->rules, 1))
                   /* Translators: setup step 7 */
                   : g_strdup_printf (_("Take %u discs of an unused colour and place these blocking discs (the app drew the cards):"),
                                      bf_carnegie_rules_get_blocking_disks (self->rules, 1)));
  self->n_blocking = 0;
  if (!self->own_cards)
    _bf_solo_game_checklist_blocking (self);
}

void
_bf_solo_game_after_setup_step (BfSoloGame *self)
{
  /* The order of the setup steps: departments (3), blocking disks (7). */
  if (self->phase == BF_SOLO_PHASE_CHOICES && self->own_supply)
    {
      self->phase = BF_SOLO_PHASE_SETUP_SUPPLY;
      return;
    }

  if ((self->phase == BF_SOLO_PHASE_CHOICES || self->phase == BF_SOLO_PHASE_SETUP_SUPPLY) &&
      self->own_cards)
    {
      self->phase = BF_SOLO_PHASE_SETUP_CARD;
      return;
    }

  if (self->phase == BF_SOLO_PHASE_SETUP_CARD &&
      self->n_blocking < bf_carnegie_rules_get_blocking_disks (self->rules, 1))
    return;

  self->phase = BF_SOLO_PHASE_CHECKLIST;
  checklist_rest (self);
}

gboolean
_bf_solo_game_apply_confirm (BfSoloGame    *self,
                             BfJsonReader  *json,
                             JsonObject    *entry,
                             GError       **error)
{
  if (self->phase != BF_SOLO_PHASE_CHOICES)
    return _bf_solo_game_phase_error (error);

  bf_carnegie_game_set_modules (self->table,
                                bf_setup_supply_modules (self->supply_kind) |
                                (self->new_beginning ? BF_MODULE_NEW_BEGINNING : 0),
                                NULL);
  deal (self);
  _bf_solo_game_after_setup_step (self);

  return TRUE;
}

/* "My own timeline": the four tiles as they lie, left to right, entered
 * before the game starts. */
gboolean
_bf_solo_game_apply_timeline (BfSoloGame    *self,
                              BfJsonReader  *json,
                              JsonObject    *entry,
                              GError       **error)
{
  JsonNode *node = json_object_get_member (entry, "tiles");
  BfTimelineSlot tiles[BF_TIMELINE_TILES];
  JsonArray *array;
  guint n = 0;

  if (self->phase != BF_SOLO_PHASE_CHECKLIST || self->layout != BF_TIMELINE_COLUMNS)
    return _bf_solo_game_phase_error (error);

  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    {
      array = json_node_get_array (node);
      n = json_array_get_length (array);
      for (guint t = 0; t < n && t < BF_TIMELINE_TILES; t++)
        {
          JsonNode *element = json_array_get_element (array, t);
          JsonObject *slot = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
          const char *side = slot != NULL ? json_object_get_string_member_with_default (slot, "side", "") : "";

          tiles[t].tile = slot != NULL ? (guint) CLAMP (json_object_get_int_member_with_default (slot, "tile", 0), 0, 99) : 0;
          tiles[t].side = g_str_equal (side, "front") ? 0 : g_str_equal (side, "back") ? 1 : 2;
        }
    }

  if (n != BF_TIMELINE_TILES || !bf_setup_timeline_is_valid (tiles))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           /* Translators: own timeline */
                           _("The timeline is four different tiles, numbered 1 to 8, each on its front or back side."));
      return FALSE;
    }

  memcpy (self->timeline, tiles, sizeof tiles);

  /* The checklist shows the tiles as they lie now. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->checklist)); i++)
    {
      g_autoptr(BfInstruction) item = g_list_model_get_item (G_LIST_MODEL (self->checklist), i);

      if (bf_instruction_get_kind (item) == BF_INSTRUCTION_TIMELINE_TILE)
        {
          guint t = (guint) bf_instruction_get_index (item);
          g_autofree char *text = timeline_tile_text (self, t);
          g_autoptr(BfInstruction) updated =
            bf_instruction_new (BF_INSTRUCTION_TIMELINE_TILE, (int) t,
                                (int) (tiles[t].tile * 2 + tiles[t].side), text);

          g_list_store_splice (self->checklist, i, 1, (gpointer *) &updated, 1);
        }
    }

  return TRUE;
}

gboolean
_bf_solo_game_apply_supply (BfSoloGame    *self,
                            BfJsonReader  *json,
                            JsonObject    *entry,
                            GError       **error)
{
  guint copies = bf_carnegie_rules_get_department_copies (self->rules, self->supply_kind == BF_SUPPLY_OPEN_BAR);
  guint expected = BF_N_DEPARTMENTS / 2 * bf_carnegie_rules_get_department_copies (self->rules, FALSE);
  guint count[BF_N_DEPARTMENTS + 1] = { 0, };
  guint kinds[BF_N_DEPT_TYPES] = { 0, };
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  JsonArray *array;

  if (self->phase != BF_SOLO_PHASE_SETUP_SUPPLY)
    return _bf_solo_game_phase_error (error);

  if (self->supply_kind == BF_SUPPLY_OPEN_BAR)
    expected = BF_N_DEPARTMENTS;
  expected -= bf_carnegie_rules_get_departments_removed (self->rules, 1);

  if (!bf_json_read_array (json, entry, "tiles", NULL, BF_JSON_REQUIRED, &array, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gint64 number;
      const BfDepartment *dept;

      if (!bf_json_node_holds (element, G_TYPE_INT64) ||
          (number = json_node_get_int (element)) < 1 || number > BF_N_DEPARTMENTS)
        {
          g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                               /* Translators: own department supply */
                               _("Departments are numbered 1 to 32."));
          return FALSE;
        }

      dept = bf_carnegie_rules_get_department (self->rules, (guint) number);
      if (dept->expansion && self->supply_kind == BF_SUPPLY_BASE)
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                       /* Translators: own department supply, "“Lobbyists” (21) comes with New Departments, …" */
                       _("%s comes with New Departments or Open Bar, which are not in play."),
                       dept->name);
          return FALSE;
        }

      if (++count[number] > copies)
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                       bf_ngettext (
                                    /* Translators: own department supply */
                                    "There is only %u tile of %s.",
                                    "There are only %u tiles of %s.", copies),
                       copies, dept->name);
          return FALSE;
        }
      if (count[number] == 1 && ++kinds[dept->type] > 4 &&
          self->supply_kind == BF_SUPPLY_NEW_DEPARTMENTS)
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                       /* Translators: own department supply with New Departments */
                       _("New Departments uses 4 different %s departments, not more."),
                       row_name (self, dept->type));
          return FALSE;
        }

      {
        guint value = (guint) number;

        g_array_append_val (tiles, value);
      }
    }

  if (tiles->len != expected)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: own department supply, "16 tiles remain after the removal, not 15." */
                   _("%u tiles remain after the removal, not %u."), expected, tiles->len);
      return FALSE;
    }

  g_array_set_size (self->supply, 0);
  for (guint i = 0; i < tiles->len; i++)
    _bf_solo_game_supply_return (self, g_array_index (tiles, guint, i));

  {
    g_autofree char *names = department_list (self, self->supply, FALSE);

    _bf_solo_add_instruction (self->checklist, BF_INSTRUCTION_NOTE, -1, (int) self->supply->len,
                     /* Translators: own department supply, the list the player entered */
                     g_strdup_printf (_("The supply: %s."), names));
  }

  _bf_solo_game_after_setup_step (self);
  return TRUE;
}

gboolean
bf_solo_game_confirm_setup (BfSoloGame  *self,
                            GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return _bf_solo_game_record_entry (self, _bf_solo_entry_new ("confirm"), error);
}

gboolean
bf_solo_game_set_supply (BfSoloGame   *self,
                         const guint  *numbers,
                         guint         n_numbers,
                         GError      **error)
{
  JsonObject *entry;
  JsonArray *tiles;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (numbers != NULL || n_numbers == 0, FALSE);

  entry = _bf_solo_entry_new ("supply");
  tiles = json_array_new ();
  for (guint i = 0; i < n_numbers; i++)
    json_array_add_int_element (tiles, numbers[i]);
  json_object_set_array_member (entry, "tiles", tiles);
  return _bf_solo_game_record_entry (self, entry, error);
}

gboolean
bf_solo_game_set_timeline (BfSoloGame            *self,
                           const BfTimelineSlot   tiles[BF_TIMELINE_TILES],
                           GError               **error)
{
  JsonObject *entry;
  JsonArray *array;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (tiles != NULL, FALSE);

  entry = _bf_solo_entry_new ("timeline");
  array = json_array_new ();
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      JsonObject *slot = json_object_new ();

      json_object_set_int_member (slot, "tile", tiles[t].tile);
      json_object_set_string_member (slot, "side", tiles[t].side == 0 ? "front" : "back");
      json_array_add_object_element (array, slot);
    }
  json_object_set_array_member (entry, "tiles", array);
  return _bf_solo_game_record_entry (self, entry, error);
}

