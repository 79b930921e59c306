/* bf-solo.c
 *
 * The solo game is a log of entries applied in order to a state derived
 * from the seed. Each entry is a JSON object; the public entry functions
 * build one and hand it to record_entry(), which applies it exactly as
 * loading a file does (apply_entry()), so a game and its reloaded file
 * cannot differ. Every apply_* function checks everything before it
 * changes anything.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bf-carnegie-enums.h"
#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-json-private.h"
#include "bf-solo.h"

#define NO_CARD G_MAXUINT
#define N_DECK BF_N_ANDREW_DECK
#define LAST_POSITION (BF_N_VP_CARDS - 1)
#define N_BID_LINES 4            /* lines 2-5 of the bidding sheet */
#define DEFAULT_BID 2            /* the middle box */
/* Base game setup step 5: each player starts with 4 goods and $12,
 * 5 employees standing, 5 lying in the lobby, 6 setup moves. */
#define START_GOODS 4
#define START_MONEY 12
#define START_LOBBY 5
#define START_STANDING 5
#define START_SETUP_MOVES 6
/* Solo scoring: 2 VP per department tile taken, 6 VP per box-5 marker. */
#define ANDREW_DEPARTMENT_VP 2
#define ANDREW_TRACK_END_VP 6

typedef struct
{
  guint       card;              /* Andrew card index, NO_CARD while unknown */
  gboolean    chosen;
  gboolean    resolved;
  BfDeptType  chosen_row;
  BfDeptType  moving_row;
  guint       space;             /* the moving row's space, 1-5 */
  guint       position;          /* of the card, 0-4 */
  GListStore *instructions;      /* owned, BfInstruction */
} Round;

struct _BfSoloGame
{
  GObject         parent_instance;

  /* owned */
  BfRules        *rules;
  BfGame         *table;
  GListStore     *checklist;     /* BfInstruction */
  GPtrArray      *rounds;        /* Round *, round n at n - 1 */
  GPtrArray      *entries;       /* JsonNode * (objects) */
  GArray         *supply;        /* guint department numbers, ascending */
  char           *player_name;

  guint32         seed;

  /* settings */
  guint           difficulty;
  BfSupplyKind    supply_kind;
  gboolean        new_beginning;
  guint           bids[N_BID_LINES];
  gboolean        own_cards;
  gboolean        own_supply;
  /* Project tabs (base: "moves a pawn from one of their tabs"): how far
   * the player moved each tab with R&D. Games started before the tabs
   * were tracked go on without the check (settings "project-tabs"). */
  gboolean        track_tabs;
  guint           tab_moves[BF_N_PROJECT_TYPES];

  /* derived */
  BfSoloPhase     phase;
  guint           round;
  BfTimelineSlot  timeline[BF_TIMELINE_TILES]; /* left to right */
  BfTimelineLayout layout;       /* COLUMNS, or ROWS_V1 for a version-1 file */
  guint           markers[BF_N_DEPT_TYPES];
  gboolean        advanced[N_DECK + 1]; /* by number: the deck has the advanced card */
  guint           deck[N_DECK];  /* game order (app), or revealed so far (own) */
  guint           n_deck;
  guint           setup_cards[N_DECK];
  guint           n_setup_cards;
  guint           n_blocking;    /* disks placed */

  gboolean        applying;
};

static void bf_solo_game_document_iface_init (BfDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BfSoloGame, bf_solo_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BF_TYPE_DOCUMENT, bf_solo_game_document_iface_init))

G_DEFINE_QUARK (bf-solo-error-quark, bf_solo_error)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_ROUND,
  PROP_SEED,
  PROP_DIFFICULTY,
  PROP_SUPPLY_KIND,
  PROP_NEW_BEGINNING,
  PROP_OWN_CARDS,
  PROP_OWN_SUPPLY,
  PROP_PLAYER_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint changed_signal;

static const char * const supply_ids[] = { "base", "new-departments", "open-bar" };

static void table_changed_cb (BfSoloGame *self);

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static void
round_free (gpointer data)
{
  Round *r = data;

  g_clear_object (&r->instructions);
  g_free (r);
}

static Round *
current_round (BfSoloGame *self)
{
  if (self->round == 0 || self->round > self->rounds->len)
    return NULL;

  return g_ptr_array_index (self->rounds, self->round - 1);
}

static BfPlayer *
human (BfSoloGame *self)
{
  return bf_game_get_player (self->table, 0);
}

static BfPlayer *
andrew (BfSoloGame *self)
{
  return bf_game_get_andrew (self->table);
}

static const BfAndrewCard *
card_info (BfSoloGame *self,
           guint       card)
{
  return bf_rules_get_andrew_card (self->rules, card);
}

static guint
card_index (BfSoloGame *self,
            guint       number,
            gboolean    advanced)
{
  g_autofree char *id = g_strdup_printf ("%c%02u", advanced ? 'A' : 'N', number);
  const BfAndrewCard *card = bf_rules_lookup_andrew_card (self->rules, id);

  g_assert (card != NULL);

  return (guint) (card - bf_rules_get_andrew_card (self->rules, 0));
}

static const char *
row_name (BfSoloGame *self,
          BfDeptType  row)
{
  return bf_rules_get_dept_type (self->rules, row)->name;
}

static const char *
region_name (BfSoloGame *self,
             BfRegion    region)
{
  return bf_rules_get_region (self->rules, region)->name;
}

static char *
space_name (BfSoloGame *self,
            guint       space)
{
  const BfSpace *s = bf_rules_get_space (self->rules, space);
  const BfCity *city = bf_rules_get_city (self->rules, s->city);

  if (s->type == BF_PROJECT_ANY)
    /* Translators: a small town's only construction space, "Fargo (town)" */
    return g_strdup_printf (_("%s (town)"), city->name);

  /* Translators: a construction space, "Chicago, space 2 (Housing)" */
  return g_strdup_printf (_("%s, space %u (%s)"), city->name, s->slot,
                          bf_rules_get_project_type (self->rules, s->type)->name);
}

static char *
chart_name (BfSoloGame *self,
            BfChartPos  pos)
{
  const BfDonationSpace *space =
    bf_rules_get_chart_space (self->rules, BF_CHART_POS_COLUMN (pos), BF_CHART_POS_ROW (pos), BF_NO_TILE);

  /* Translators: a donation space, "Welfare 1: 7 VP" (column, row, what it scores) */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_rules_get_donation_type (self->rules, space->type)->name,
                          space->row, space->text);
}

static char *
department_name (BfSoloGame *self,
                 guint       number)
{
  /* Translators: a department tile, "Recruiting (2)" */
  return g_strdup_printf (_("%s (%u)"), bf_rules_get_department (self->rules, number)->name, number);
}

static BfChartPos
card_donation (BfSoloGame *self,
               guint       card)
{
  const BfDonationSpace *space = bf_rules_get_donation_space (self->rules, card_info (self, card)->donation);

  return BF_CHART_POS (space->type, space->row);
}

static void
add_instruction (GListStore        *store,
                 BfInstructionKind  kind,
                 int                index,
                 int                value,
                 char              *text)  /* transfer full */
{
  g_autoptr(BfInstruction) item = bf_instruction_new (kind, index, value, text);

  g_list_store_append (store, item);
  g_free (text);
}

static void
say (BfSoloGame        *self,
     BfInstructionKind  kind,
     int                index,
     int                value,
     char              *text)  /* transfer full */
{
  Round *r = current_round (self);

  add_instruction (r->instructions, kind, index, value, text);
}

/* A correction shows on this round's checklist: the step of @kind that
 * named @from is replaced by the corrected one (@kind, @to, @text); a
 * step the app did not say (an earlier round, or one more piece) is
 * added at the end. @text is the corrected step, NULL when the piece is
 * taken away (then @gone says so). */
static void
correct_step (BfSoloGame        *self,
              BfInstructionKind  kind,
              int                from,
              int                to,
              char              *text,   /* transfer full, nullable */
              char              *gone)   /* transfer full, nullable */
{
  Round *r = current_round (self);
  GListModel *list = G_LIST_MODEL (r->instructions);
  g_autoptr(BfInstruction) item = NULL;
  guint position = g_list_model_get_n_items (list);
  gboolean replace = FALSE;

  if (text == NULL && gone == NULL)
    return;

  for (guint i = 0; from >= 0 && i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(BfInstruction) old = g_list_model_get_item (list, i);

      if (bf_instruction_get_kind (old) == kind && bf_instruction_get_index (old) == from)
        {
          position = i;
          replace = TRUE;
          break;
        }
    }

  if (text != NULL)
    item = bf_instruction_new (kind, to, 0, text);
  else
    item = bf_instruction_new (BF_INSTRUCTION_NOTE, -1, 0, gone);
  g_free (text);
  g_free (gone);

  g_list_store_splice (r->instructions, position, replace ? 1 : 0, (gpointer *) &item, 1);
}

static gboolean
phase_error (GError **error)
{
  g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE,
                       _("This cannot be entered at this point of the game."));
  return FALSE;
}

static guint
supply_count (BfSoloGame *self,
              guint       number)
{
  guint n = 0;

  for (guint i = 0; i < self->supply->len; i++)
    if (g_array_index (self->supply, guint, i) == number)
      n++;

  return n;
}

static void
supply_take (BfSoloGame *self,
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

static void
supply_return (BfSoloGame *self,
               guint       number)
{
  guint i = 0;

  while (i < self->supply->len && g_array_index (self->supply, guint, i) < number)
    i++;
  g_array_insert_val (self->supply, i, number);
}

static gboolean
space_free (BfSoloGame *self,
            guint       space)
{
  return !bf_game_get_space_blocked (self->table, space) &&
         bf_game_get_space_owner (self->table, space) == NULL;
}

static gboolean
chart_free (BfSoloGame *self,
            BfChartPos  pos)
{
  return !bf_game_get_chart_blocked (self->table, pos) &&
         !bf_player_has_donation (human (self), pos) &&
         !bf_player_has_donation (andrew (self), pos);
}

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* Andrew's VP cards in the table: one card per dealt round, at its position. */
static void
sync_vp_cards (BfSoloGame *self)
{
  guint counts[BF_N_VP_CARDS] = { 0, };
  BfPlayer *a = andrew (self);

  for (guint i = 0; i < self->rounds->len; i++)
    {
      Round *r = g_ptr_array_index (self->rounds, i);

      if (r->resolved)
        counts[r->position]++;
    }

  /* Lower counts first so the total never passes 20 on the way. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < BF_N_VP_CARDS; p++)
      {
        guint old = bf_player_get_vp_cards (a, p);

        if ((pass == 0 && counts[p] < old) || (pass == 1 && counts[p] > old))
          bf_player_set_vp_cards (a, p, counts[p], NULL);
      }
}

/* ------------------------------------------------------------------ */
/* Setup                                                               */

static const BfTimelineEvent *
timeline_event (BfSoloGame *self,
                BfDeptType  row,
                guint       space)
{
  return bf_setup_get_timeline_event_full (self->rules, self->timeline, self->layout, row, space);
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
        bf_rules_append_timeline_entry (self->rules, events, timeline_event (self, position, s));

      return g_strdup_printf (slot.side == 0
                              /* Translators: setup, "Human Resources row: timeline tile 3, front side (East, Midwest, West, donation)" */
                              ? _("%s row: timeline tile %u, front side (%s).")
                              /* Translators: setup, "Human Resources row: timeline tile 3, back side (East, South, donation, Midwest)" */
                              : _("%s row: timeline tile %u, back side (%s)."),
                              row_name (self, position), slot.tile, events->str);
    }

  /* The tile's entries top to bottom: the k-th space of each row. */
  for (guint row = 0; row < BF_N_DEPT_TYPES; row++)
    bf_rules_append_timeline_entry (self->rules, events, timeline_event (self, row, position + 1));

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
    add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: setup step 1 of a solo game saved by an earlier version */
                     g_strdup (_("Timeline (this game was started with an earlier version of Benefactor, which gave each row a tile of its own; it goes on that way):")));
  else
    add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: setup step 1 */
                     g_strdup (_("Timeline: lay these four tiles side by side in one row, left to right, each with the side shown face up; return the other four tiles to the box.")));
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    add_instruction (list, BF_INSTRUCTION_TIMELINE_TILE, (int) t,
                     (int) (self->timeline[t].tile * 2 + self->timeline[t].side),
                     timeline_tile_text (self, t));
  add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: setup step 2 */
                   g_strdup (_("Add the Start tile at the left end of the row and the End tile at the right end, and put one action disk on each of the four start spaces.")));
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
      name = department_name (self, number);
      g_string_append (s, name);
    }

  return g_string_free (g_steal_pointer (&s), FALSE);
}

static int
bid_value (BfSoloGame *self,
           guint       line)
{
  return bf_rules_get_bid_line (self->rules, line + 1)->choices[self->bids[line]].value;
}

static int
bid_cost (BfSoloGame  *self,
          const guint  bids[N_BID_LINES])
{
  int cost = 0;

  for (guint l = 0; l < N_BID_LINES; l++)
    cost += bf_rules_get_bid_line (self->rules, l + 1)->choices[bids[l]].cost;

  return cost;
}

static void
checklist_blocking (BfSoloGame *self)
{
  GListStore *list = self->checklist;
  guint n_disks = bf_rules_get_blocking_disks (self->rules, 1);
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

          add_instruction (list, BF_INSTRUCTION_CARD, (int) card, 0,
                           /* Translators: setup, the card that places the next blocking disks */
                           g_strdup_printf (_("Card %s:"), card_info (self, card)->id));
        }

      if (disk->chart)
        {
          where = chart_name (self, disk->index);
          bf_game_set_chart_blocked (self->table, disk->index, TRUE, NULL);
          add_instruction (list, BF_INSTRUCTION_BLOCK_CHART, (int) disk->index, 0,
                           /* Translators: setup, "Put a blocking disk on the donation space Welfare 1: 7 VP." */
                           g_strdup_printf (_("Put a blocking disk on the donation space %s."), where));
        }
      else
        {
          where = space_name (self, disk->index);
          bf_game_set_space_blocked (self->table, disk->index, TRUE, NULL);
          add_instruction (list, BF_INSTRUCTION_BLOCK_SPACE, (int) disk->index, 0,
                           /* Translators: setup, "Put a blocking disk on Chicago, space 1 (Commerce)." */
                           g_strdup_printf (_("Put a blocking disk on %s."), where));
        }
    }

  self->n_blocking = disks->len;
}

static void
checklist_rest (BfSoloGame *self)
{
  GListStore *list = self->checklist;
  guint moves = self->new_beginning ? (guint) bid_value (self, 3) : START_SETUP_MOVES;

  add_instruction (list, BF_INSTRUCTION_PLAYER, -1, 0,
                   /* Translators: setup step 8 */
                   g_strdup (_("Put the pawn from your Housing tab on a housing space of a medium or major city, and enter it.")));
  add_instruction (list, BF_INSTRUCTION_PLAYER, -1, (int) moves,
                   g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: setup step 9 */
                                                 "Move your employees up to %u step on your company board (to orthogonally adjacent spaces), then activate them.",
                                                 "Move your employees up to %u steps on your company board (to orthogonally adjacent spaces), then activate them.",
                                                 moves), moves));
  add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: solo setup */
                   g_strdup (_("Andrew: put one of his pawns on the first box of each transport track. He has no company board, employees, money or goods, and makes no setup moves.")));
  add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: solo setup */
                   g_strdup (_("Lay out Andrew’s five VP cards from left to right: 0, 1, 3, 6 and 10 VP.")));
  if (self->own_cards)
    add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: solo setup with the player's own cards */
                     g_strdup (_("Shuffle all 20 of Andrew’s action cards again and put them face down to the left of the 0 VP card.")));
  else
    add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                     /* Translators: solo setup */
                     g_strdup (_("The app holds Andrew’s action cards: you need no cards on the table.")));
  add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   /* Translators: solo setup */
                   g_strdup (_("Put the first-player disk next to the VP cards, hat side up: you choose the action in round 1.")));
}

static void
checklist_supply (BfSoloGame   *self,
                  const GArray *removed)
{
  GListStore *list = self->checklist;

  if (self->own_supply)
    {
      add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                       /* Translators: solo setup, the player removes the tiles by hand */
                       g_strdup_printf (_("Shuffle the department tiles face down and return %u of them to the box without looking; then enter the tiles that remain."),
                                        bf_rules_get_departments_removed (self->rules, 1)));
      return;
    }

  add_instruction (list, BF_INSTRUCTION_NOTE, -1, (int) removed->len,
                   /* Translators: solo setup */
                   g_strdup_printf (_("The app has chosen the %u tiles removed at random: return these to the box."),
                                    removed->len));

  for (guint i = 0; i < removed->len; )
    {
      guint number = g_array_index (removed, guint, i);
      g_autofree char *name = department_name (self, number);
      guint n = 0;

      while (i < removed->len && g_array_index (removed, guint, i) == number)
        i++, n++;

      add_instruction (list, BF_INSTRUCTION_REMOVE_DEPARTMENT, (int) number, (int) n,
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
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
  const BfDifficulty *level = bf_rules_get_difficulty (self->rules, self->difficulty);
  GListStore *list = self->checklist;
  guint numbers[N_DECK];
  guint cards[N_DECK];
  g_autoptr(GArray) removed = NULL;
  guint n_remove = bf_rules_get_departments_removed (self->rules, 1);

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
        g_array_sort (all, compare_uint);
        names = department_list (self, all, TRUE);
        add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                         /* Translators: solo setup with New Departments; %s is a list of 16 departments */
                         g_strdup_printf (_("New Departments: sort the tiles by type and keep both copies of these 16 departments: %s. Return the other tiles to the box."),
                                          names));
      }
      break;
    case BF_SUPPLY_OPEN_BAR:
      add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                       /* Translators: solo setup with the Open Bar rule */
                       g_strdup (_("Open Bar: take one copy of each of the 32 departments (base game and expansion) and return the second copies to the box.")));
      break;
    case BF_SUPPLY_BASE:
    case BF_N_SUPPLY_KINDS:
    default:
      add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                       /* Translators: solo setup step 3 */
                       g_strdup (_("Departments: take the 32 tiles of the base game (two of each of the 16 departments).")));
      break;
    }
  checklist_supply (self, removed);

  /* Steps 4-5: the player's own components. */
  {
    guint goods = self->new_beginning ? (guint) bid_value (self, 0) : START_GOODS;
    int money = self->new_beginning ? bf_rules_get_bid_budget (self->rules) - bid_cost (self, self->bids) : START_MONEY;
    guint lobby = self->new_beginning ? (guint) bid_value (self, 1) : START_LOBBY;
    int vp = self->new_beginning ? bid_value (self, 2) : 0;

    if (self->new_beginning)
      add_instruction (list, BF_INSTRUCTION_PLAYER, -1, 0,
                       /* Translators: solo setup with A New Beginning */
                       g_strdup (_("A New Beginning: fill in a bidding sheet with the choices you made here (line 1, the first-player auction, is not used solo).")));
    add_instruction (list, BF_INSTRUCTION_PLAYER, -1, money,
                     /* Translators: setup step 5, "Take 4 goods cubes and $12." */
                     g_strdup_printf (_("Take %u goods cubes and $%d."), goods, money));
    add_instruction (list, BF_INSTRUCTION_PLAYER, -1, 0,
                     /* Translators: setup step 5 */
                     g_strdup (_("Take a company board and its 4 project tabs; slide each tab under the right side of the board with its first (rightmost) space showing.")));
    add_instruction (list, BF_INSTRUCTION_PLAYER, -1, (int) lobby,
                     /* Translators: setup step 5, "…lay 5 down in your lobby and set the other 5 aside." */
                     g_strdup_printf (_("Stand one employee on each of your 5 departments, lay %u down in your lobby and set the other %u aside."),
                                      lobby, BF_MAX_EMPLOYEES - START_STANDING - lobby));
    if (vp < 0)
      add_instruction (list, BF_INSTRUCTION_PLAYER, -1, vp,
                       /* Translators: setup step 5 with A New Beginning's -6 or -5 VP; both %d are 6 or 5 */
                       g_strdup_printf (_("Put your pawns on 0 of the score track, on the first box of each transport track and on the 3 spaces of your Housing, Commerce and Industry tabs. The score track has no negative spaces: you start owing %d VP, so move your score pawn only for the VP you score beyond the first %d. At the end, enter the VP it shows (if you scored fewer, what you still owe, as a negative number)."),
                                        -vp, -vp));
    else
      add_instruction (list, BF_INSTRUCTION_PLAYER, -1, vp,
                       /* Translators: setup step 5, "Put your pawns on 0 of the score track, …" */
                       g_strdup_printf (_("Put your pawns on %d of the score track, on the first box of each transport track and on the 3 spaces of your Housing, Commerce and Industry tabs."),
                                        vp));
  }

  /* Step 7: blocking disks. */
  if (self->own_cards)
    {
      if (level->n_advanced == 0)
        add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                         /* Translators: solo setup, building Andrew's deck */
                         g_strdup (_("Andrew’s deck: take the 20 normal action cards (N01 to N20).")));
      else
        add_instruction (list, BF_INSTRUCTION_NOTE, -1, (int) level->n_advanced,
                         /* Translators: solo setup, building Andrew's deck; "Andrew's deck (Normal): shuffle the 20 advanced cards, take 5 of them, and add the 15 normal cards whose numbers they do not have." */
                         g_strdup_printf (_("Andrew’s deck (%s): shuffle the 20 advanced cards, take %u of them, and add the %u normal cards whose numbers they do not have."),
                                          level->name, level->n_advanced, level->n_normal));
    }
  add_instruction (list, BF_INSTRUCTION_NOTE, -1, 0,
                   self->own_cards
                   /* Translators: setup step 7 with the player's own cards */
                   ? g_strdup_printf (_("Take %u disks of an unused colour. Shuffle Andrew’s deck and turn over one card at a time; enter each card, and place the blocking disks shown until all %u are placed."),
                                      bf_rules_get_blocking_disks (self->rules, 1),
                                      bf_rules_get_blocking_disks (self->rules, 1))
                   /* Translators: setup step 7 */
                   : g_strdup_printf (_("Take %u disks of an unused colour and place these blocking disks (the app drew the cards):"),
                                      bf_rules_get_blocking_disks (self->rules, 1)));
  self->n_blocking = 0;
  if (!self->own_cards)
    checklist_blocking (self);
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
  Round *r = current_round (self);
  g_autofree char *why = reason;
  char *text;

  r->position = MIN (r->position + n, LAST_POSITION);
  if (self->own_cards)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: solo, own cards; %s says why ("Denver has no free space") */
                                         "%s: slide this round’s card %u position to the right.",
                                         "%s: slide this round’s card %u positions to the right.",
                                         n),
                            why, n);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: solo, the app holds Andrew's cards; %s says why ("Denver has no free space") */
                                         "%s: Andrew’s round moves %u VP card to the right.",
                                         "%s: Andrew’s round moves %u VP cards to the right.",
                                         n),
                            why, n);
  say (self, BF_INSTRUCTION_SLIDE, (int) r->position, (int) n, text);
}

/* Base setup step 4: 30 pawns of each colour. Andrew puts one on each
 * transport track and none on the score track or the project tabs; the
 * rest are for his projects and donations (carnegie-facts.md, "Andrew's
 * pawns"). */
static guint
andrew_pawn_supply (BfSoloGame *self)
{
  return bf_rules_get_pawns_per_colour (self->rules) - BF_N_REGIONS;
}

static guint
andrew_pawns_left (BfSoloGame *self)
{
  guint supply = andrew_pawn_supply (self);
  guint used = bf_player_get_n_projects (andrew (self)) + bf_player_get_n_donations (andrew (self));

  return used >= supply ? 0 : supply - used;
}

static void
andrew_event (BfSoloGame            *self,
              const BfTimelineEvent *event)
{
  Round *r = current_round (self);
  BfChartPos pos;
  g_autofree char *where = NULL;

  if (event->kind == BF_EVENT_INCOME)
    {
      say (self, BF_INSTRUCTION_NOTE, -1, 0,
           /* Translators: solo, Andrew's event, "Income in the West: nothing happens for Andrew." */
           g_strdup_printf (_("Income in the %s: nothing happens for Andrew."),
                            region_name (self, event->region)));
      return;
    }

  pos = card_donation (self, r->card);
  where = chart_name (self, pos);

  if (chart_free (self, pos) && andrew_pawns_left (self) == 0)
    {
      slide (self, 1,
             /* Translators: solo, Andrew's event; %s is a donation space */
             g_strdup_printf (_("Andrew has no pawn left for his donation on %s (all %u are on the board)"),
                              where, andrew_pawn_supply (self)));
    }
  else if (chart_free (self, pos))
    {
      bf_player_add_donation (andrew (self), pos, NULL);
      say (self, BF_INSTRUCTION_DONATION, (int) pos, 0,
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

          if (bf_rules_get_department (self->rules, candidate)->type != type)
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
        g_autofree char *name = department_name (self, number);

        taken[i] = number;
        supply_take (self, number);
        bf_player_add_taken (andrew (self), number, NULL);
        say (self, BF_INSTRUCTION_DEPARTMENT, (int) number, 0,
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
andrew_space_in (BfSoloGame *self,
                 const BfCity *city)
{
  /* Housing, else Commerce, else Industry, else Public; the left-most
   * of a type first; a town's single space takes anything. */
  for (guint t = 0; t < G_N_ELEMENTS (construction_order); t++)
    for (guint s = 0; s < city->n_spaces; s++)
      {
        BfProjectType type = city->space_types[s];

        if ((type == construction_order[t] || type == BF_PROJECT_ANY) &&
            space_free (self, city->first_space + s))
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
      const BfCity *city = bf_rules_get_city (self->rules, card->cities[i]);
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

      if (andrew_pawns_left (self) == 0)
        {
          slide (self, 1,
                 /* Translators: solo, Andrew's Construction action; %s is a city */
                 g_strdup_printf (_("Andrew has no pawn left for %s (all %u are on the board)"),
                                  city->name, andrew_pawn_supply (self)));
          continue;
        }

      s = bf_rules_get_space (self->rules, space);
      bf_player_add_project (andrew (self), space,
                             s->type == BF_PROJECT_ANY ? BF_PROJECT_HOUSING : s->type, NULL);
      where = space_name (self, space);
      say (self, BF_INSTRUCTION_PROJECT, (int) space, 0,
           /* Translators: solo, Andrew's Construction action, "Put one of Andrew's pawns on Chicago, space 2 (Housing)." */
           g_strdup_printf (_("Put one of Andrew’s pawns on %s."), where));
    }
}

static gboolean
box5_taken_by_player (BfSoloGame *self,
                      BfRegion    region)
{
  return bf_player_get_transport (human (self), region) == BF_N_TRACK_BOXES;
}

static void
andrew_rd (BfSoloGame         *self,
           const BfAndrewCard *card)
{
  BfRegion region = card->rd_region;
  guint start = bf_player_get_transport (andrew (self), region);
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
      bf_player_set_transport (andrew (self), region, box, NULL);
      say (self, BF_INSTRUCTION_TRANSPORT, (int) region, (int) box,
           /* Translators: solo, Andrew's R&D action, "Move Andrew's marker on the West track from box 1 to box 3." */
           g_strdup_printf (_("Move Andrew’s marker on the %s track from box %u to box %u."),
                            region_name (self, region), start, box));
    }

  if (box5_taken > 0)
    slide (self, box5_taken,
           /* Translators: solo, Andrew's R&D action (the reason of a slide) */
           g_strdup_printf (_("The last box of the %s track is taken (only one marker may stand there)"),
                            region_name (self, region)));
  if (end_of_track > 0)
    slide (self, end_of_track,
           /* Translators: solo, Andrew's R&D action (the reason of a slide) */
           g_strdup_printf (_("Andrew’s marker is at the end of the %s track"),
                            region_name (self, region)));
}

static void
player_events (BfSoloGame            *self,
               const BfTimelineEvent *event)
{
  switch (event->kind)
    {
    case BF_EVENT_INCOME:
      say (self, BF_INSTRUCTION_EVENT, event->kind, event->region,
           /* Translators: solo, the player's event, "Your event: income in the West. …" */
           g_strdup_printf (_("Your event: income in the %s. You may return employees from its mission area to collect income and transport bonuses."),
                            region_name (self, event->region)));
      break;
    case BF_EVENT_DONATION:
      say (self, BF_INSTRUCTION_EVENT, event->kind, -1,
           /* Translators: solo, the player's event */
           g_strdup (_("Your event: you may make a donation; enter it if you do.")));
      break;
    case BF_EVENT_INCOME_AND_DONATION:
    default:
      say (self, BF_INSTRUCTION_EVENT, event->kind, event->region,
           /* Translators: solo, the player's event on a timeline end space */
           g_strdup_printf (_("Your event (end space): income in the %s and a donation; you may do either or both."),
                            region_name (self, event->region)));
      break;
    }
}

static BfSoloChooser
chooser_of (guint round_no)
{
  return round_no % 2 == 1 ? BF_SOLO_CHOOSER_PLAYER : BF_SOLO_CHOOSER_ANDREW;
}

/* The table's steps at the end of the round, in order, put on this
 * round's checklist so that the player sees them before Next Round. */
static void
say_end_of_round (BfSoloGame *self)
{
  Round *r = current_round (self);

  say (self, BF_INSTRUCTION_PLAYER, (int) r->moving_row, 0,
       /* Translators: solo, end of a round, "End of the round: move the Management marker one space to the right." */
       g_strdup_printf (_("End of the round: move the %s marker one space to the right."),
                        row_name (self, r->moving_row)));
  if (self->own_cards)
    say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of a round with the player's own cards */
         g_strdup (_("Leave this round’s card under its VP card.")));
  if (self->round >= BF_SOLO_ROUNDS)
    say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of round 20 */
         g_strdup (_("This was the last round: after your action, enter your final table.")));
  else if (chooser_of (self->round + 1) == BF_SOLO_CHOOSER_PLAYER)
    say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of a round: the player chooses next round */
         g_strdup (_("Turn the first-player disk over, hat side up: you choose the action next round.")));
  else
    say (self, BF_INSTRUCTION_PLAYER, -1, 0,
         /* Translators: solo, end of a round: Andrew chooses next round */
         g_strdup (_("Turn the first-player disk over, hat side down: Andrew chooses the action next round.")));
}

static void
resolve (BfSoloGame *self)
{
  Round *r = current_round (self);
  const BfAndrewCard *card = card_info (self, r->card);
  const BfTimelineEvent *event = timeline_event (self,
                                                              r->moving_row, r->space);

  /* Designer ruling: Andrew always takes his turn first. */
  say (self, BF_INSTRUCTION_CARD, (int) r->card, 0,
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
  sync_vp_cards (self);

  if (self->own_cards)
    say (self, BF_INSTRUCTION_NOTE, (int) r->position, 0,
         r->position == LAST_POSITION
         /* Translators: solo, where Andrew's card lies after his turn */
         ? g_strdup (_("This round’s card now lies under the 10 VP card (it slides no further)."))
         /* Translators: solo, "This round's card now lies under the 3 VP card." */
         : g_strdup_printf (_("This round’s card now lies under the %d VP card."),
                            bf_rules_get_vp_card_value (self->rules, r->position)));
  else
    say (self, BF_INSTRUCTION_NOTE, (int) r->position, 0,
         r->position == LAST_POSITION
         /* Translators: solo, the app holds Andrew's cards: what his round scores */
         ? g_strdup (_("Andrew’s round counts on the 10 VP card (it goes no further). The app keeps it: nothing to put on the table."))
         /* Translators: solo, the app holds Andrew's cards, "Andrew's round counts on the 3 VP card. The app keeps it: …" */
         : g_strdup_printf (_("Andrew’s round counts on the %d VP card. The app keeps it: nothing to put on the table."),
                            bf_rules_get_vp_card_value (self->rules, r->position)));

  player_events (self, event);

  say (self, BF_INSTRUCTION_PLAYER, (int) r->chosen_row, 0,
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
  Round *r = current_round (self);
  const BfTimelineEvent *event;
  g_autofree char *what = NULL;

  r->chosen = TRUE;
  r->chosen_row = row;
  r->moving_row = moving_row (self, row);
  r->space = self->markers[r->moving_row] + 1;
  event = timeline_event (self, r->moving_row, r->space);
  what = bf_rules_describe_timeline_event (self->rules, event);

  if (r->moving_row == row)
    say (self, BF_INSTRUCTION_TIMELINE, (int) row, (int) r->space,
         /* Translators: solo, "Put the gear to the right of the Management marker: space 2, a donation." */
         g_strdup_printf (_("Put the gear to the right of the %s marker: space %u, %s."),
                          row_name (self, row), r->space, what));
  else
    say (self, BF_INSTRUCTION_TIMELINE, (int) r->moving_row, (int) r->space,
         /* Translators: solo, the exhausted-row rule; "The Management marker is at the end of its row: put the gear to the right of it and turn over the Construction marker. Its next space (3, income in the West) is this round's event; it moves at the end of the round." */
         g_strdup_printf (_("The %s marker is at the end of its row: put the gear to the right of it and turn over the %s marker. Its next space (%u, %s) is this round’s event; it moves at the end of the round."),
                          row_name (self, row), row_name (self, r->moving_row), r->space, what));

  if (r->card != NO_CARD)
    resolve (self);
  else
    self->phase = BF_SOLO_PHASE_ROUND_CARD;
}

static gboolean
next_back (BfSoloGame *self,
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
  Round *r = g_new0 (Round, 1);

  r->card = self->own_cards ? NO_CARD : self->deck[self->round - 1];
  r->instructions = g_list_store_new (BF_TYPE_INSTRUCTION);
  g_ptr_array_add (self->rounds, r);

  if (self->own_cards)
    say (self, BF_INSTRUCTION_NOTE, -1, 0,
         /* Translators: solo, start of a round with the player's own cards */
         g_strdup (_("New card: slide the top card of Andrew’s pile face down under the 0 VP card.")));

  if (chooser_of (self->round) == BF_SOLO_CHOOSER_PLAYER)
    {
      BfDeptType back, next;

      if (!self->own_cards && next_back (self, &next))
        {
          back = card_info (self, r->card)->back;
          say (self, BF_INSTRUCTION_NOTE, (int) back, (int) next,
               /* Translators: solo, the app holds Andrew's cards, "You choose the action. Andrew's strongest action this round is R&D; next round he chooses Management." */
               g_strdup_printf (_("You choose the action. Andrew’s strongest action this round is %s; next round he chooses %s."),
                                row_name (self, back), row_name (self, next)));
        }
      else
        say (self, BF_INSTRUCTION_NOTE, -1, 0,
             /* Translators: solo, the player chooses with the real cards */
             g_strdup (_("You choose the action. The back of this round’s card shows Andrew’s strongest action; the back of the top card of the pile shows his pick next round.")));
      self->phase = BF_SOLO_PHASE_CHOOSE;
      return;
    }

  if (r->card == NO_CARD)
    {
      say (self, BF_INSTRUCTION_NOTE, -1, 0,
           /* Translators: solo, Andrew chooses with the real cards */
           g_strdup (_("Andrew chooses the action shown on the back of this round’s card: turn it over and enter it.")));
      self->phase = BF_SOLO_PHASE_ROUND_CARD;
      return;
    }

  say (self, BF_INSTRUCTION_NOTE, (int) card_info (self, r->card)->back, 0,
       /* Translators: solo, the app holds Andrew's cards, "Andrew chooses Management." */
       g_strdup_printf (_("Andrew chooses %s."),
                        row_name (self, card_info (self, r->card)->back)));
  do_choice (self, card_info (self, r->card)->back);
}

static void
end_round (BfSoloGame *self)
{
  Round *r = current_round (self);

  /* The steps were said at the end of resolve(). */
  self->markers[r->moving_row]++;
  self->round++;

  if (self->round > BF_SOLO_ROUNDS)
    self->phase = BF_SOLO_PHASE_FINISHED;
  else
    begin_round (self);
}

/* ------------------------------------------------------------------ */
/* Entries                                                             */

/* Far more than a tab's spaces: a bound for damaged files only. */
#define MAX_TAB_MOVES 20

static gboolean
get_int_member (JsonObject  *entry,
                const char  *name,
                gint64       min,
                gint64       max,
                gint64      *out,
                GError     **error)
{
  JsonNode *node = json_object_get_member (entry, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   /* Translators: a solo file with a wrong value, "“space” must be a whole number from 0 to 67." */
                   _("“%s” must be a whole number from %d to %d."),
                   name, (int) min, (int) max);
      return FALSE;
    }

  *out = json_node_get_int (node);
  return TRUE;
}

static const char *
get_string_member (JsonObject  *entry,
                   const char  *name,
                   GError     **error)
{
  JsonNode *node = json_object_get_member (entry, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   /* Translators: a solo file with a missing field */
                   _("“%s” is missing or not text."), name);
      return NULL;
    }

  return json_node_get_string (node);
}

static gboolean
get_row_member (BfSoloGame  *self,
                JsonObject  *entry,
                const char  *name,
                BfDeptType  *row,
                GError     **error)
{
  const char *id = get_string_member (entry, name, error);

  if (id == NULL)
    return FALSE;
  if (!bf_rules_lookup_dept_type (self->rules, id, row))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   /* Translators: a solo file names an unknown action row */
                   _("Unknown action “%s”."), id);
      return FALSE;
    }

  return TRUE;
}

static gboolean
get_region_member (BfSoloGame  *self,
                   JsonObject  *entry,
                   BfRegion    *region,
                   GError     **error)
{
  const char *id = get_string_member (entry, "region", error);

  if (id == NULL)
    return FALSE;
  if (!bf_rules_lookup_region (self->rules, id, region))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   /* Translators: a solo file names an unknown region */
                   _("Unknown region “%s”."), id);
      return FALSE;
    }

  return TRUE;
}

/* A base-chart donation space by id, or "" / null for none. */
static gboolean
get_chart_member (BfSoloGame  *self,
                  JsonObject  *entry,
                  const char  *name,
                  gboolean     allow_none,
                  BfChartPos  *pos,
                  GError     **error)
{
  JsonNode *node = json_object_get_member (entry, name);
  const BfDonationSpace *space;
  const char *id;

  if (allow_none && node != NULL && JSON_NODE_HOLDS_NULL (node))
    {
      *pos = BF_CHART_POS_NONE;
      return TRUE;
    }

  id = get_string_member (entry, name, error);
  if (id == NULL)
    return FALSE;

  space = bf_rules_lookup_donation_space (self->rules, id);
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

static void
set_chart_member (BfSoloGame *self,
                  JsonObject *entry,
                  const char *name,
                  BfChartPos  pos)
{
  if (pos == BF_CHART_POS_NONE)
    json_object_set_null_member (entry, name);
  else
    json_object_set_string_member (entry, name,
                                   bf_rules_get_chart_space (self->rules, BF_CHART_POS_COLUMN (pos),
                                                             BF_CHART_POS_ROW (pos), BF_NO_TILE)->id);
}

static gboolean
check_space (BfSoloGame  *self,
             gint64       space,
             GError     **error)
{
  if (space < 0 || space >= bf_rules_get_n_spaces (self->rules))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: a construction space number that is not on the map */
                   _("There is no construction space number %d on the map."),
                   (int) CLAMP (space, G_MININT, G_MAXINT));
      return FALSE;
    }

  return TRUE;
}

static gboolean
space_taken_error (BfSoloGame  *self,
                   guint        space,
                   GError     **error)
{
  g_autofree char *where = space_name (self, space);

  g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
               /* Translators: "Chicago, space 2 (Housing) already holds a disk." */
               _("%s already holds a disk."), where);
  return FALSE;
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

      info = bf_rules_lookup_andrew_card (self->rules, normal);
    }
  else if (id != NULL)
    {
      g_autofree char *upper = g_ascii_strup (id, -1);

      info = bf_rules_lookup_andrew_card (self->rules, upper);
    }

  if (info == NULL)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: the player entered a card that does not exist */
                   _("“%s” is not one of Andrew’s cards (N01 to N20, A01 to A20)."), id != NULL ? id : "");
      return FALSE;
    }

  *card = (guint) (info - bf_rules_get_andrew_card (self->rules, 0));
  return TRUE;
}

/* A card revealed from the real deck: its number once per pass through
 * the deck, the difficulty's mix, the same card for a number in both passes. */
static gboolean
check_reveal (BfSoloGame  *self,
              guint        card,
              const guint *pass,
              guint        n_pass,
              const guint *other,
              guint        n_other,
              GError     **error)
{
  const BfAndrewCard *info = card_info (self, card);
  const BfDifficulty *level = bf_rules_get_difficulty (self->rules, self->difficulty);
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

static void
after_setup_step (BfSoloGame *self)
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
      self->n_blocking < bf_rules_get_blocking_disks (self->rules, 1))
    return;

  self->phase = BF_SOLO_PHASE_CHECKLIST;
  checklist_rest (self);
}

static gboolean
apply_confirm (BfSoloGame  *self,
               GError     **error)
{
  if (self->phase != BF_SOLO_PHASE_CHOICES)
    return phase_error (error);

  bf_game_set_modules (self->table,
                       bf_setup_supply_modules (self->supply_kind) |
                       (self->new_beginning ? BF_MODULE_NEW_BEGINNING : 0),
                       NULL);
  deal (self);
  after_setup_step (self);

  return TRUE;
}

static gboolean
apply_reveal (BfSoloGame  *self,
              JsonObject  *entry,
              GError     **error)
{
  const char *id = get_string_member (entry, "card", error);
  guint card;

  if (id == NULL || !parse_card_id (self, id, &card, error))
    return FALSE;

  if (self->phase == BF_SOLO_PHASE_SETUP_CARD)
    {
      if (!check_reveal (self, card, self->setup_cards, self->n_setup_cards, NULL, 0, error))
        return FALSE;

      self->setup_cards[self->n_setup_cards++] = card;
      checklist_blocking (self);
      after_setup_step (self);
      return TRUE;
    }

  if (self->phase == BF_SOLO_PHASE_ROUND_CARD)
    {
      Round *r = current_round (self);

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
          say (self, BF_INSTRUCTION_NOTE, (int) card_info (self, card)->back, 0,
               g_strdup_printf (_("Andrew chooses %s (the back of this round’s card)."),
                                row_name (self, card_info (self, card)->back)));
          do_choice (self, card_info (self, card)->back);
        }
      return TRUE;
    }

  return phase_error (error);
}

/* "My own timeline": the four tiles as they lie, left to right, entered
 * before the game starts. */
static gboolean
apply_timeline (BfSoloGame  *self,
                JsonObject  *entry,
                GError     **error)
{
  JsonNode *node = json_object_get_member (entry, "tiles");
  BfTimelineSlot tiles[BF_TIMELINE_TILES];
  JsonArray *array;
  guint n = 0;

  if (self->phase != BF_SOLO_PHASE_CHECKLIST || self->layout != BF_TIMELINE_COLUMNS)
    return phase_error (error);

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

static gboolean
apply_supply (BfSoloGame  *self,
              JsonObject  *entry,
              GError     **error)
{
  JsonNode *node = json_object_get_member (entry, "tiles");
  guint copies = bf_rules_get_department_copies (self->rules, self->supply_kind == BF_SUPPLY_OPEN_BAR);
  guint expected = BF_N_DEPARTMENTS / 2 * bf_rules_get_department_copies (self->rules, FALSE);
  guint count[BF_N_DEPARTMENTS + 1] = { 0, };
  guint kinds[BF_N_DEPT_TYPES] = { 0, };
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  JsonArray *array;

  if (self->phase != BF_SOLO_PHASE_SETUP_SUPPLY)
    return phase_error (error);

  if (self->supply_kind == BF_SUPPLY_OPEN_BAR)
    expected = BF_N_DEPARTMENTS;
  expected -= bf_rules_get_departments_removed (self->rules, 1);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("“tiles” must be a list of department numbers."));
      return FALSE;
    }

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gint64 number;
      const BfDepartment *dept;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64 ||
          (number = json_node_get_int (element)) < 1 || number > BF_N_DEPARTMENTS)
        {
          g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                               /* Translators: own department supply */
                               _("Departments are numbered 1 to 32."));
          return FALSE;
        }

      dept = bf_rules_get_department (self->rules, (guint) number);
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
                       g_dngettext (GETTEXT_PACKAGE,
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
    supply_return (self, g_array_index (tiles, guint, i));

  {
    g_autofree char *names = department_list (self, self->supply, FALSE);

    add_instruction (self->checklist, BF_INSTRUCTION_NOTE, -1, (int) self->supply->len,
                     /* Translators: own department supply, the list the player entered */
                     g_strdup_printf (_("The supply: %s."), names));
  }

  after_setup_step (self);
  return TRUE;
}

static gboolean
apply_start (BfSoloGame  *self,
             GError     **error)
{
  if (self->phase != BF_SOLO_PHASE_CHECKLIST)
    return phase_error (error);

  self->round = 1;
  begin_round (self);
  return TRUE;
}

static gboolean
apply_choose (BfSoloGame  *self,
              JsonObject  *entry,
              GError     **error)
{
  BfDeptType row;

  if (self->phase != BF_SOLO_PHASE_CHOOSE)
    return phase_error (error);
  if (!get_row_member (self, entry, "row", &row, error))
    return FALSE;

  do_choice (self, row);
  return TRUE;
}

static gboolean
apply_next (BfSoloGame  *self,
            GError     **error)
{
  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);

  end_round (self);
  return TRUE;
}

/* The pawns on the player's @type tab: those at setup, one more per move
 * to the right (R&D), less the projects of that type built. */
static int
tab_pawns (BfSoloGame    *self,
           BfProjectType  type)
{
  BfPlayer *player = human (self);
  int built = 0;

  for (guint i = 0; i < bf_player_get_n_projects (player); i++)
    built += bf_player_get_project (player, i)->type == type;

  return (int) bf_rules_get_project_tab_pawns (self->rules, type) + (int) self->tab_moves[type] - built;
}

static gboolean
apply_build (BfSoloGame  *self,
             JsonObject  *entry,
             GError     **error)
{
  gint64 space;
  const char *type_id;
  BfProjectType type;
  const BfSpace *s;
  const BfCity *city;

  if (self->phase != BF_SOLO_PHASE_PLAY && self->phase != BF_SOLO_PHASE_CHECKLIST)
    return phase_error (error);
  if (!get_int_member (entry, "space", 0, G_MAXINT, &space, error) ||
      !check_space (self, space, error) ||
      (type_id = get_string_member (entry, "project", error)) == NULL)
    return FALSE;
  if (!bf_rules_lookup_project_type (self->rules, type_id, &type))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   /* Translators: a solo file names an unknown project type */
                   _("Unknown project type “%s”."), type_id);
      return FALSE;
    }

  s = bf_rules_get_space (self->rules, (guint) space);
  city = bf_rules_get_city (self->rules, s->city);

  if (!space_free (self, (guint) space))
    return space_taken_error (self, (guint) space, error);

  if (self->phase == BF_SOLO_PHASE_CHECKLIST &&
      (bf_player_get_n_projects (human (self)) > 0 || city->kind == BF_CITY_TOWN ||
       s->type != BF_PROJECT_HOUSING || type != BF_PROJECT_HOUSING))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           /* Translators: setup step 8 */
                           _("During setup you place one housing project, on a housing space of a medium or major city."));
      return FALSE;
    }

  if (self->track_tabs && tab_pawns (self, type) <= 0)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Your Housing tab holds no pawn: …" */
                   _("Your %s tab holds no pawn: move it to the right with R&D first, and enter the move."),
                   bf_rules_get_project_type (self->rules, type)->name);
      return FALSE;
    }

  if (s->type != BF_PROJECT_ANY && s->type != type &&
      !bf_player_has_effect (human (self), BF_DEPT_EFFECT_POLITICAL_LOBBYING))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "A Commerce project cannot go on a Housing space without Political Lobbying." */
                   _("A %s project cannot go on a %s space without Political Lobbying."),
                   bf_rules_get_project_type (self->rules, type)->name,
                   bf_rules_get_project_type (self->rules, s->type)->name);
      return FALSE;
    }

  return bf_player_add_project (human (self), (guint) space, type, error);
}

static gboolean
apply_tab (BfSoloGame  *self,
           JsonObject  *entry,
           GError     **error)
{
  const char *type_id;
  BfProjectType type;
  gint64 moves;
  guint before;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if ((type_id = get_string_member (entry, "project", error)) == NULL ||
      !get_int_member (entry, "moves", 0, MAX_TAB_MOVES, &moves, error))
    return FALSE;
  if (!bf_rules_lookup_project_type (self->rules, type_id, &type))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                   _("Unknown project type “%s”."), type_id);
      return FALSE;
    }

  before = self->tab_moves[type];
  self->tab_moves[type] = (guint) moves;
  if (self->track_tabs && tab_pawns (self, type) < 0)
    {
      self->tab_moves[type] = before;
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Your Housing projects were built from that tab: it was moved further." */
                   _("Your %s projects came from that tab: it was moved further than that."),
                   bf_rules_get_project_type (self->rules, type)->name);
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_unbuild (BfSoloGame  *self,
               JsonObject  *entry,
               GError     **error)
{
  gint64 space;

  if (self->phase != BF_SOLO_PHASE_PLAY && self->phase != BF_SOLO_PHASE_CHECKLIST)
    return phase_error (error);
  if (!get_int_member (entry, "space", 0, G_MAXINT, &space, error) ||
      !check_space (self, space, error))
    return FALSE;

  if (!bf_player_remove_project (human (self), (guint) space))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("You have no project there."));
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_department (BfSoloGame  *self,
                  JsonObject  *entry,
                  gboolean     build,
                  GError     **error)
{
  gint64 number;
  g_autofree char *name = NULL;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_int_member (entry, "number", 1, BF_N_DEPARTMENTS, &number, error))
    return FALSE;

  name = department_name (self, (guint) number);

  if (!build)
    {
      if (!bf_player_remove_department (human (self), (guint) number))
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                       /* Translators: "You have not built Recruiting (2)." */
                       _("You have not built %s."), name);
          return FALSE;
        }
      supply_return (self, (guint) number);
      return TRUE;
    }

  if (supply_count (self, (guint) number) == 0)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Recruiting (2) is not in the supply." */
                   _("%s is not in the supply."), name);
      return FALSE;
    }

  {
    BfBuiltDepartment dept = { (guint) number, FALSE, FALSE, FALSE };

    if (!bf_player_add_department (human (self), &dept, error))
      return FALSE;
  }
  supply_take (self, (guint) number);
  return TRUE;
}

static gboolean
apply_transport (BfSoloGame  *self,
                 JsonObject  *entry,
                 gboolean     for_andrew,
                 GError     **error)
{
  BfRegion region;
  gint64 box;
  BfPlayer *mover;
  BfPlayer *other;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_region_member (self, entry, &region, error) ||
      !get_int_member (entry, "box", 1, BF_N_TRACK_BOXES, &box, error))
    return FALSE;

  mover = for_andrew ? andrew (self) : human (self);
  other = for_andrew ? human (self) : andrew (self);

  if (box == BF_N_TRACK_BOXES && bf_player_get_transport (other, region) == BF_N_TRACK_BOXES &&
      !bf_player_has_effect (mover, BF_DEPT_EFFECT_ARCHIVES))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "The last box of the West track is taken: only one marker may stand there (Archives excepted)." */
                   _("The last box of the %s track is taken: only one marker may stand there (Archives excepted)."),
                   region_name (self, region));
      return FALSE;
    }

  return bf_player_set_transport (mover, region, (guint) box, error);
}

static gboolean
apply_donate (BfSoloGame  *self,
              JsonObject  *entry,
              gboolean     donate,
              GError     **error)
{
  BfChartPos pos;
  g_autofree char *where = NULL;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_chart_member (self, entry, "space", FALSE, &pos, error))
    return FALSE;

  where = chart_name (self, pos);

  if (!donate)
    {
      if (!bf_player_remove_donation (human (self), pos))
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                       /* Translators: "You have no disk on Welfare 1: 7 VP." */
                       _("You have no disk on %s."), where);
          return FALSE;
        }
      return TRUE;
    }

  if (bf_game_get_chart_blocked (self->table, pos) || bf_player_has_donation (human (self), pos) ||
      (bf_player_has_donation (andrew (self), pos) &&
       !bf_player_has_effect (human (self), BF_DEPT_EFFECT_CHARITABLE_GIVING)))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Welfare 1: 7 VP is taken (Charitable Giving lets you join Andrew's disk)." */
                   _("%s is taken (Charitable Giving lets you join Andrew’s pawn)."), where);
      return FALSE;
    }

  return bf_player_add_donation (human (self), pos, error);
}

static gboolean
correction_phase (BfSoloGame  *self,
                  GError     **error)
{
  if (self->phase != BF_SOLO_PHASE_PLAY && self->phase != BF_SOLO_PHASE_CHECKLIST)
    return phase_error (error);

  return TRUE;
}

static gboolean
apply_andrew_project (BfSoloGame  *self,
                      JsonObject  *entry,
                      GError     **error)
{
  gint64 from, to;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_int_member (entry, "from", -1, G_MAXINT, &from, error) ||
      !get_int_member (entry, "to", -1, G_MAXINT, &to, error) ||
      (from >= 0 && !check_space (self, from, error)) ||
      (to >= 0 && !check_space (self, to, error)))
    return FALSE;

  if (from >= 0 && bf_player_find_project (andrew (self), (guint) from) == NULL)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("Andrew has no disk there."));
      return FALSE;
    }
  if (to >= 0 && to != from && !space_free (self, (guint) to))
    return space_taken_error (self, (guint) to, error);

  if (from >= 0)
    bf_player_remove_project (andrew (self), (guint) from);
  if (to >= 0)
    {
      const BfSpace *s = bf_rules_get_space (self->rules, (guint) to);

      bf_player_add_project (andrew (self), (guint) to,
                             s->type == BF_PROJECT_ANY ? BF_PROJECT_HOUSING : s->type, NULL);
    }

  {
    g_autofree char *where_to = to >= 0 ? space_name (self, (guint) to) : NULL;
    g_autofree char *where_from = from >= 0 ? space_name (self, (guint) from) : NULL;

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

static gboolean
apply_andrew_donation (BfSoloGame  *self,
                       JsonObject  *entry,
                       GError     **error)
{
  BfChartPos from, to;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_chart_member (self, entry, "from", TRUE, &from, error) ||
      !get_chart_member (self, entry, "to", TRUE, &to, error))
    return FALSE;

  if (from != BF_CHART_POS_NONE && !bf_player_has_donation (andrew (self), from))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("Andrew has no disk there."));
      return FALSE;
    }
  if (to != BF_CHART_POS_NONE && to != from && !chart_free (self, to))
    {
      g_autofree char *where = chart_name (self, to);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   /* Translators: "Welfare 1: 7 VP already holds a disk." */
                   _("%s already holds a disk."), where);
      return FALSE;
    }

  if (from != BF_CHART_POS_NONE)
    bf_player_remove_donation (andrew (self), from);
  if (to != BF_CHART_POS_NONE)
    bf_player_add_donation (andrew (self), to, NULL);

  {
    g_autofree char *where_to = to != BF_CHART_POS_NONE ? chart_name (self, to) : NULL;
    g_autofree char *where_from = from != BF_CHART_POS_NONE ? chart_name (self, from) : NULL;

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

static gboolean
apply_andrew_department (BfSoloGame  *self,
                         JsonObject  *entry,
                         GError     **error)
{
  gint64 from, to;
  gboolean has_from = FALSE;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_int_member (entry, "from", 0, BF_N_DEPARTMENTS, &from, error) ||
      !get_int_member (entry, "to", 0, BF_N_DEPARTMENTS, &to, error))
    return FALSE;

  for (guint i = 0; from > 0 && i < bf_player_get_n_taken (andrew (self)); i++)
    has_from |= bf_player_get_taken (andrew (self), i) == (guint) from;

  if (from > 0 && !has_from)
    {
      g_autofree char *name = department_name (self, (guint) from);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "Andrew has not taken Recruiting (2)." */
                   _("Andrew has not taken %s."), name);
      return FALSE;
    }
  if (to > 0 && to != from && supply_count (self, (guint) to) == 0)
    {
      g_autofree char *name = department_name (self, (guint) to);

      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_CONFLICT,
                   _("%s is not in the supply."), name);
      return FALSE;
    }

  if (from > 0)
    {
      bf_player_remove_taken (andrew (self), (guint) from);
      supply_return (self, (guint) from);
    }
  if (to > 0)
    {
      supply_take (self, (guint) to);
      bf_player_add_taken (andrew (self), (guint) to, NULL);
    }

  {
    g_autofree char *name_to = to > 0 ? department_name (self, (guint) to) : NULL;
    g_autofree char *name_from = from > 0 ? department_name (self, (guint) from) : NULL;

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

static gboolean
apply_card_position (BfSoloGame  *self,
                     JsonObject  *entry,
                     GError     **error)
{
  gint64 position;

  if (self->phase != BF_SOLO_PHASE_PLAY)
    return phase_error (error);
  if (!get_int_member (entry, "position", 0, LAST_POSITION, &position, error))
    return FALSE;

  current_round (self)->position = (guint) position;
  sync_vp_cards (self);
  return TRUE;
}

static gboolean
apply_blocking (BfSoloGame  *self,
                JsonObject  *entry,
                GError     **error)
{
  gint64 from, to;

  if (!correction_phase (self, error))
    return FALSE;
  if (!get_int_member (entry, "from", 0, G_MAXINT, &from, error) ||
      !get_int_member (entry, "to", 0, G_MAXINT, &to, error) ||
      !check_space (self, from, error) || !check_space (self, to, error))
    return FALSE;

  if (!bf_game_get_space_blocked (self->table, (guint) from))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                           _("There is no blocking disk there."));
      return FALSE;
    }
  if (to != from && !space_free (self, (guint) to))
    return space_taken_error (self, (guint) to, error);

  bf_game_set_space_blocked (self->table, (guint) from, FALSE, NULL);
  bf_game_set_space_blocked (self->table, (guint) to, TRUE, NULL);
  return TRUE;
}

static gboolean
apply_final (BfSoloGame  *self,
             JsonObject  *entry,
             GError     **error)
{
  JsonNode *node = json_object_get_member (entry, "table");
  g_autoptr(BfGame) table = NULL;

  if (self->phase != BF_SOLO_PHASE_FINISHED)
    return phase_error (error);
  if (node == NULL)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("“table” is missing."));
      return FALSE;
    }

  table = bf_game_file_from_json_full (node, BF_GAME_FILE_LOAD_UNFINISHED, error);
  if (table == NULL)
    return FALSE;
  if (!bf_game_get_solo (table))
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("The final table of a solo game must be a solo table."));
      return FALSE;
    }

  g_signal_handlers_disconnect_by_func (self->table, table_changed_cb, self);
  g_set_object (&self->table, table);
  g_signal_connect_object (self->table, "changed", G_CALLBACK (table_changed_cb), self,
                           G_CONNECT_SWAPPED);
  return TRUE;
}

static gboolean
apply_entry (BfSoloGame  *self,
             JsonObject  *entry,
             GError     **error)
{
  const char *type = get_string_member (entry, "type", error);
  gboolean ok;

  if (type == NULL)
    return FALSE;

  self->applying = TRUE;

  if (g_str_equal (type, "confirm"))
    ok = apply_confirm (self, error);
  else if (g_str_equal (type, "reveal"))
    ok = apply_reveal (self, entry, error);
  else if (g_str_equal (type, "supply"))
    ok = apply_supply (self, entry, error);
  else if (g_str_equal (type, "timeline"))
    ok = apply_timeline (self, entry, error);
  else if (g_str_equal (type, "start"))
    ok = apply_start (self, error);
  else if (g_str_equal (type, "choose"))
    ok = apply_choose (self, entry, error);
  else if (g_str_equal (type, "next"))
    ok = apply_next (self, error);
  else if (g_str_equal (type, "build"))
    ok = apply_build (self, entry, error);
  else if (g_str_equal (type, "unbuild"))
    ok = apply_unbuild (self, entry, error);
  else if (g_str_equal (type, "department"))
    ok = apply_department (self, entry, TRUE, error);
  else if (g_str_equal (type, "undepartment"))
    ok = apply_department (self, entry, FALSE, error);
  else if (g_str_equal (type, "tab"))
    ok = apply_tab (self, entry, error);
  else if (g_str_equal (type, "transport"))
    ok = apply_transport (self, entry, FALSE, error);
  else if (g_str_equal (type, "donate"))
    ok = apply_donate (self, entry, TRUE, error);
  else if (g_str_equal (type, "undonate"))
    ok = apply_donate (self, entry, FALSE, error);
  else if (g_str_equal (type, "andrew-project"))
    ok = apply_andrew_project (self, entry, error);
  else if (g_str_equal (type, "andrew-donation"))
    ok = apply_andrew_donation (self, entry, error);
  else if (g_str_equal (type, "andrew-department"))
    ok = apply_andrew_department (self, entry, error);
  else if (g_str_equal (type, "andrew-transport"))
    ok = apply_transport (self, entry, TRUE, error);
  else if (g_str_equal (type, "card-position"))
    ok = apply_card_position (self, entry, error);
  else if (g_str_equal (type, "blocking"))
    ok = apply_blocking (self, entry, error);
  else if (g_str_equal (type, "final"))
    ok = apply_final (self, entry, error);
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

static void
emit_changed (BfSoloGame *self)
{
  g_signal_emit (self, changed_signal, 0);
}

/* Applies @entry and keeps it in the log. */
static gboolean
record_entry (BfSoloGame  *self,
              JsonObject  *entry,  /* transfer full */
              GError     **error)
{
  g_autoptr(JsonObject) object = entry;
  BfSoloPhase phase = self->phase;
  guint round_no = self->round;
  JsonNode *node;

  if (!apply_entry (self, object, error))
    return FALSE;

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  g_ptr_array_add (self->entries, node);

  if (phase != self->phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (round_no != self->round)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
  emit_changed (self);

  return TRUE;
}

static JsonObject *
entry_new (const char *type)
{
  JsonObject *entry = json_object_new ();

  json_object_set_string_member (entry, "type", type);
  return entry;
}

static void
table_changed_cb (BfSoloGame *self)
{
  JsonObject *entry;
  JsonNode *node;
  JsonNode *last;

  /* Only the final scoring entries are made on the table itself. */
  if (self->applying || self->phase != BF_SOLO_PHASE_FINISHED)
    return;

  entry = entry_new ("final");
  json_object_set_member (entry, "table", bf_game_file_to_json (self->table));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, entry);

  /* One "final" entry, replaced by each change. */
  last = self->entries->len > 0 ? g_ptr_array_index (self->entries, self->entries->len - 1) : NULL;
  if (last != NULL && g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (last), "type", ""),
                                 "final") == 0)
    g_ptr_array_remove_index (self->entries, self->entries->len - 1);
  g_ptr_array_add (self->entries, node);

  emit_changed (self);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static char *
bf_solo_game_document_to_data (BfDocument *document,
                               gsize      *length)
{
  return bf_solo_game_to_data (BF_SOLO_GAME (document), length);
}

static char *
bf_solo_game_describe (BfDocument *document)
{
  BfSoloGame *self = BF_SOLO_GAME (document);

  if (self->round >= 1 && self->round <= BF_SOLO_ROUNDS)
    /* Translators: the solo game continued from the start page, "Carnegie solo: Anna against Andrew, round 7" */
    return g_strdup_printf (_("Carnegie solo: %s against Andrew, round %u"), self->player_name, self->round);

  /* Translators: the solo game continued from the start page, "Carnegie solo: Anna against Andrew" */
  return g_strdup_printf (_("Carnegie solo: %s against Andrew"), self->player_name);
}

static void
bf_solo_game_document_iface_init (BfDocumentInterface *iface)
{
  iface->to_data = bf_solo_game_document_to_data;
  iface->describe = bf_solo_game_describe;
}

static BfDocument *
load_solo_cb (JsonNode  *root,
              gboolean   lenient,
              GError   **error);

static void
bf_solo_game_dispose (GObject *object)
{
  BfSoloGame *self = (BfSoloGame *) object;

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_func (self->table, table_changed_cb, self);
  g_clear_object (&self->table);
  g_clear_object (&self->checklist);
  g_clear_object (&self->rules);
  g_clear_pointer (&self->rounds, g_ptr_array_unref);

  G_OBJECT_CLASS (bf_solo_game_parent_class)->dispose (object);
}

static void
bf_solo_game_finalize (GObject *object)
{
  BfSoloGame *self = (BfSoloGame *) object;

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->supply, g_array_unref);
  g_clear_pointer (&self->player_name, g_free);

  G_OBJECT_CLASS (bf_solo_game_parent_class)->finalize (object);
}

static void
bf_solo_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BfSoloGame *self = BF_SOLO_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;
    case PROP_DIFFICULTY:
      g_value_set_uint (value, self->difficulty);
      break;
    case PROP_SUPPLY_KIND:
      g_value_set_enum (value, self->supply_kind);
      break;
    case PROP_NEW_BEGINNING:
      g_value_set_boolean (value, self->new_beginning);
      break;
    case PROP_OWN_CARDS:
      g_value_set_boolean (value, self->own_cards);
      break;
    case PROP_OWN_SUPPLY:
      g_value_set_boolean (value, self->own_supply);
      break;
    case PROP_PLAYER_NAME:
      g_value_set_string (value, self->player_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_game_class_init (BfSoloGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bf_solo_game_dispose;
  object_class->finalize = bf_solo_game_finalize;
  object_class->get_property = bf_solo_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, BF_TYPE_SOLO_PHASE, BF_SOLO_PHASE_CHOICES, flags);
  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, BF_SOLO_ROUNDS + 1, 0, flags);
  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT32, 0, flags);
  properties[PROP_DIFFICULTY] =
    g_param_spec_uint ("difficulty", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_SUPPLY_KIND] =
    g_param_spec_enum ("supply-kind", NULL, NULL, BF_TYPE_SUPPLY_KIND, BF_SUPPLY_BASE, flags);
  properties[PROP_NEW_BEGINNING] =
    g_param_spec_boolean ("new-beginning", NULL, NULL, FALSE, flags);
  properties[PROP_OWN_CARDS] =
    g_param_spec_boolean ("own-cards", NULL, NULL, FALSE, flags);
  properties[PROP_OWN_SUPPLY] =
    g_param_spec_boolean ("own-supply", NULL, NULL, FALSE, flags);
  properties[PROP_PLAYER_NAME] =
    g_param_spec_string ("player-name", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_default_interface_unref (g_type_default_interface_ref (BF_TYPE_DOCUMENT));
  changed_signal = g_signal_lookup ("changed", BF_TYPE_DOCUMENT);
  bf_document_register_format (BF_SOLO_FORMAT, load_solo_cb);
}

static void
bf_solo_game_init (BfSoloGame *self)
{
  self->rules = g_object_ref (bf_rules_get_default ());
  self->checklist = g_list_store_new (BF_TYPE_INSTRUCTION);
  self->rounds = g_ptr_array_new_with_free_func (round_free);
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  self->supply = g_array_new (FALSE, TRUE, sizeof (guint));
  self->difficulty = 1;
  self->supply_kind = BF_SUPPLY_BASE;
  for (guint l = 0; l < N_BID_LINES; l++)
    self->bids[l] = DEFAULT_BID;
  /* Translators: default name of the player of a solo game */
  self->player_name = g_strdup (_("Player"));

  self->track_tabs = TRUE;
  self->table = bf_game_new ();
  bf_game_add_player (self->table, self->player_name, NULL);
  bf_game_set_solo (self->table, TRUE, NULL);
  g_signal_connect_object (self->table, "changed", G_CALLBACK (table_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/* The checklist of round @round_no, the setup checklist for 0. */
static GListModel *
steps_of (BfSoloGame *self,
          guint       round_no)
{
  if (round_no == 0)
    return G_LIST_MODEL (self->checklist);
  if (round_no > self->rounds->len)
    return NULL;
  return G_LIST_MODEL (((Round *) g_ptr_array_index (self->rounds, round_no - 1))->instructions);
}

static void
save_ticks (BfSoloGame *self,
            JsonObject *object)
{
  JsonObject *ticks = json_object_new ();

  for (guint round_no = 0; round_no <= self->rounds->len; round_no++)
    {
      GListModel *steps = steps_of (self, round_no);
      JsonArray *done = json_array_new ();

      for (guint i = 0; i < g_list_model_get_n_items (steps); i++)
        {
          g_autoptr(BfInstruction) step = g_list_model_get_item (steps, i);

          if (bf_instruction_get_done (step))
            json_array_add_int_element (done, i);
        }

      if (json_array_get_length (done) > 0)
        {
          g_autofree char *key = round_no == 0 ? g_strdup ("setup") : g_strdup_printf ("%u", round_no);

          json_object_set_array_member (ticks, key, done);
        }
      else
        json_array_unref (done);
    }

  if (json_object_get_size (ticks) > 0)
    json_object_set_object_member (object, "ticks", ticks);
  else
    json_object_unref (ticks);
}

static void
load_ticks (BfSoloGame *self,
            JsonObject *ticks)
{
  g_autoptr(GList) keys = json_object_get_members (ticks);

  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      JsonNode *node = json_object_get_member (ticks, key);
      guint64 round_no = 0;
      GListModel *steps;

      if (g_strcmp0 (key, "setup") != 0 &&
          !g_ascii_string_to_unsigned (key, 10, 1, BF_SOLO_ROUNDS, &round_no, NULL))
        continue;
      steps = steps_of (self, (guint) round_no);
      if (steps == NULL || !JSON_NODE_HOLDS_ARRAY (node))
        continue;

      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        {
          JsonNode *element = json_array_get_element (json_node_get_array (node), i);
          gint64 index;
          g_autoptr(BfInstruction) step = NULL;

          if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64)
            continue;
          index = json_node_get_int (element);
          if (index < 0 || index >= g_list_model_get_n_items (steps))
            continue;
          step = g_list_model_get_item (steps, (guint) index);
          bf_instruction_set_done (step, TRUE);
        }
    }
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

  steps = steps_of (self, round_no);
  g_return_if_fail (steps != NULL && index < g_list_model_get_n_items (steps));

  step = g_list_model_get_item (steps, index);
  if (bf_instruction_get_done (step) == !!done)
    return;

  bf_instruction_set_done (step, done);
  g_signal_emit_by_name (self, "marks-changed");
}

/* ------------------------------------------------------------------ */
/* Files                                                               */

BfSoloGame *
bf_solo_game_new (guint32 seed)
{
  BfSoloGame *self = g_object_new (BF_TYPE_SOLO_GAME, NULL);

  self->seed = seed;
  return self;
}

guint32
bf_solo_game_get_seed (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return self->seed;
}

char *
bf_solo_game_to_data (BfSoloGame *self,
                      gsize      *length)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonObject *settings = json_object_new ();
  JsonArray *bids = json_array_new ();
  JsonArray *entries = json_array_new ();

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  json_object_set_string_member (object, "format", BF_SOLO_FORMAT);
  /* A game started from a version-1 file keeps its timeline layout, so
   * it is saved as version 1 again (docs/solo.md, "Files"). */
  json_object_set_int_member (object, "version",
                              self->layout == BF_TIMELINE_ROWS_V1 ? 1 : BF_SOLO_VERSION);
  json_object_set_int_member (object, "seed", self->seed);

  json_object_set_string_member (settings, "player-name", self->player_name);
  json_object_set_int_member (settings, "difficulty", self->difficulty);
  json_object_set_string_member (settings, "supply", supply_ids[self->supply_kind]);
  json_object_set_boolean_member (settings, "new-beginning", self->new_beginning);
  for (guint l = 0; l < N_BID_LINES; l++)
    json_array_add_int_element (bids, self->bids[l]);
  json_object_set_array_member (settings, "bids", bids);
  json_object_set_boolean_member (settings, "own-cards", self->own_cards);
  json_object_set_boolean_member (settings, "own-supply", self->own_supply);
  json_object_set_boolean_member (settings, "project-tabs", self->track_tabs);
  json_object_set_object_member (object, "settings", settings);

  for (guint i = 0; i < self->entries->len; i++)
    json_array_add_element (entries, json_node_copy (g_ptr_array_index (self->entries, i)));
  json_object_set_array_member (object, "entries", entries);
  save_ticks (self, object);

  json_node_take_object (root, object);

  return bf_json_to_data (root, BF_JSON_STYLE_COMPACT, length);
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
      GListModel *steps = steps_of (self, round_no);
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

static gboolean
format_error (GError     **error,
              const char  *what)
{
  g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
               /* Translators: a solo game file with a wrong field, "This solo game file is damaged: settings." */
               _("This solo game file is damaged: %s."), what);
  return FALSE;
}

static gboolean
load_settings (BfSoloGame  *self,
               JsonObject  *settings,
               GError     **error)
{
  JsonNode *node;
  const char *supply;
  guint kind;
  gint64 difficulty;

  node = json_object_get_member (settings, "player-name");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
      !bf_solo_game_set_player_name (self, json_node_get_string (node), error))
    return error != NULL && *error != NULL ? FALSE : format_error (error, "player-name");

  if (!get_int_member (settings, "difficulty", 1, bf_rules_get_n_difficulties (self->rules),
                       &difficulty, error))
    return FALSE;
  bf_solo_game_set_difficulty (self, (guint) difficulty, NULL);

  supply = json_object_get_string_member_with_default (settings, "supply", "");
  for (kind = 0; kind < BF_N_SUPPLY_KINDS; kind++)
    if (g_strcmp0 (supply, supply_ids[kind]) == 0)
      break;
  if (kind == BF_N_SUPPLY_KINDS)
    return format_error (error, "supply");
  bf_solo_game_set_supply_kind (self, kind, NULL);

  bf_solo_game_set_new_beginning (self, json_object_get_boolean_member_with_default (settings, "new-beginning", FALSE), NULL);
  bf_solo_game_set_own_cards (self, json_object_get_boolean_member_with_default (settings, "own-cards", FALSE), NULL);
  bf_solo_game_set_own_supply (self, json_object_get_boolean_member_with_default (settings, "own-supply", FALSE), NULL);
  self->track_tabs = json_object_get_boolean_member_with_default (settings, "project-tabs", FALSE);

  node = json_object_get_member (settings, "bids");
  if (node != NULL)
    {
      JsonArray *bids;
      guint choices[N_BID_LINES];

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (bids = json_node_get_array (node)) != N_BID_LINES)
        return format_error (error, "bids");

      for (guint l = 0; l < N_BID_LINES; l++)
        {
          JsonNode *element = json_array_get_element (bids, l);

          if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64 ||
              json_node_get_int (element) < 0 ||
              json_node_get_int (element) >= bf_rules_get_bid_line (self->rules, l + 1)->n_choices)
            return format_error (error, "bids");
          choices[l] = (guint) json_node_get_int (element);
        }

      if (bid_cost (self, choices) > bf_rules_get_bid_budget (self->rules))
        return format_error (error, "bids");
      memcpy (self->bids, choices, sizeof choices);
    }

  return TRUE;
}

static BfSoloGame *
load_json (JsonNode  *root,
           GError   **error)
{
  g_autoptr(BfSoloGame) self = NULL;
  JsonObject *object;
  JsonNode *node;
  JsonArray *entries;
  gint64 seed;

  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (root), "format", ""),
                 BF_SOLO_FORMAT) != 0)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("This file is not a Benefactor solo game."));
      return NULL;
    }
  object = json_node_get_object (root);

  if (json_object_get_int_member_with_default (object, "version", 0) > BF_SOLO_VERSION)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("This solo game was saved by a newer version of Benefactor."));
      return NULL;
    }

  if (!get_int_member (object, "seed", 0, G_MAXUINT32, &seed, error))
    return NULL;
  self = bf_solo_game_new ((guint32) seed);
  /* Version 1 gave each row a tile of its own: such a game goes on as it
   * was played (the same four tiles, read as rows). */
  if (json_object_get_int_member_with_default (object, "version", 0) < 2)
    self->layout = BF_TIMELINE_ROWS_V1;

  node = json_object_get_member (object, "settings");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      format_error (error, "settings");
      return NULL;
    }
  if (!load_settings (self, json_node_get_object (node), error))
    return NULL;

  node = json_object_get_member (object, "entries");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      format_error (error, "entries");
      return NULL;
    }

  entries = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      JsonNode *element = json_array_get_element (entries, i);
      g_autoptr(GError) local_error = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (element) ||
          !apply_entry (self, json_node_get_object (element), &local_error))
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                       /* Translators: a solo game file whose entry cannot be replayed, "Entry 12 of this solo game cannot be replayed: …" */
                       _("Entry %u of this solo game cannot be replayed: %s"),
                       i + 1, local_error != NULL ? local_error->message : _("not an entry"));
          return NULL;
        }

      g_ptr_array_add (self->entries, json_node_copy (element));
    }

  /* The ticks the player made on the checklists: kept, but never a
   * reason to refuse a file (a tick of a step that is not there is
   * dropped). */
  node = json_object_get_member (object, "ticks");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    load_ticks (self, json_node_get_object (node));

  return g_steal_pointer (&self);
}

static BfDocument *
load_solo_cb (JsonNode  *root,
              gboolean   lenient,
              GError   **error)
{
  /* A solo game is always work in progress: @lenient changes nothing. */
  return (BfDocument *) load_json (root, error);
}

BfSoloGame *
bf_solo_game_new_from_data (const char  *data,
                            gssize       length,
                            GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = bf_json_parse (data, length, error);
  if (root == NULL)
    return NULL;

  return load_json (root, error);
}

/* ------------------------------------------------------------------ */
/* Options and settings                                                */

const char *
bf_solo_option_get_name (BfSoloOption option)
{
  switch (option)
    {
    case BF_SOLO_OPTION_NEW_BEGINNING:
      /* Translators: Expansion 1 module */
      return _("A New Beginning");
    case BF_SOLO_OPTION_NEW_DEPARTMENTS:
      /* Translators: Expansion 1 module */
      return _("New Departments");
    case BF_SOLO_OPTION_OPEN_BAR:
      /* Translators: Expansion 1 optional rule */
      return _("Open Bar");
    case BF_SOLO_OPTION_NEW_DONATIONS:
      /* Translators: Expansion 1 module */
      return _("New Donations");
    case BF_SOLO_OPTION_WAIT:
      /* Translators: Expansion 1 optional rule */
      return _("Wait");
    case BF_SOLO_OPTION_SECRET_DONATION:
      /* Translators: Expansion 1 optional rule */
      return _("Secret Donation");
    case BF_N_SOLO_OPTIONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
bf_solo_option_is_available (BfSoloOption option)
{
  return bf_solo_option_explain (option) == NULL;
}

const char *
bf_solo_option_explain (BfSoloOption option)
{
  switch (option)
    {
    case BF_SOLO_OPTION_NEW_BEGINNING:
    case BF_SOLO_OPTION_NEW_DEPARTMENTS:
    case BF_SOLO_OPTION_OPEN_BAR:
      return NULL;
    case BF_SOLO_OPTION_NEW_DONATIONS:
      /* Translators: why New Donations is not offered in a solo game */
      return _("Not played solo: Andrew’s cards name spaces of the base donation chart, which the New Donations tiles would cover.");
    case BF_SOLO_OPTION_WAIT:
      /* Translators: why the Wait option is not offered in a solo game */
      return _("Not played solo: Andrew always takes his turn first, so there is nobody to wait for.");
    case BF_SOLO_OPTION_SECRET_DONATION:
      /* Translators: why the Secret Donation is not offered in a solo game */
      return _("Not played solo: the expansion’s compatibility table rules it out, and Andrew’s donations already score what you achieve.");
    case BF_N_SOLO_OPTIONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static gboolean
check_choices (BfSoloGame  *self,
               GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if (self->phase != BF_SOLO_PHASE_CHOICES)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE,
                           /* Translators: solo settings after setup */
                           _("The setup choices cannot change once the table is dealt."));
      return FALSE;
    }

  return TRUE;
}

static void
setting_changed (BfSoloGame *self,
                 guint       prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  emit_changed (self);
}

guint
bf_solo_game_get_difficulty (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 1);

  return self->difficulty;
}

gboolean
bf_solo_game_set_difficulty (BfSoloGame  *self,
                             guint        level,
                             GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  if (level < 1 || level > bf_rules_get_n_difficulties (self->rules))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "The difficulty is a level from 1 to 4." */
                   _("The difficulty is a level from 1 to %u."), bf_rules_get_n_difficulties (self->rules));
      return FALSE;
    }

  if (self->difficulty != level)
    {
      self->difficulty = level;
      setting_changed (self, PROP_DIFFICULTY);
    }

  return TRUE;
}

BfSupplyKind
bf_solo_game_get_supply_kind (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_SUPPLY_BASE);

  return self->supply_kind;
}

gboolean
bf_solo_game_set_supply_kind (BfSoloGame    *self,
                              BfSupplyKind   kind,
                              GError       **error)
{
  if (!check_choices (self, error))
    return FALSE;

  g_return_val_if_fail (kind < BF_N_SUPPLY_KINDS, FALSE);

  if (self->supply_kind != kind)
    {
      self->supply_kind = kind;
      setting_changed (self, PROP_SUPPLY_KIND);
    }

  return TRUE;
}

gboolean
bf_solo_game_get_new_beginning (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return self->new_beginning;
}

gboolean
bf_solo_game_set_new_beginning (BfSoloGame  *self,
                                gboolean     enabled,
                                GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  enabled = !!enabled;
  if (self->new_beginning != enabled)
    {
      self->new_beginning = enabled;
      setting_changed (self, PROP_NEW_BEGINNING);
    }

  return TRUE;
}

guint
bf_solo_game_get_bid (BfSoloGame *self,
                      guint       line)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);
  g_return_val_if_fail (line >= 1 && line <= N_BID_LINES, 0);

  return self->bids[line - 1];
}

gboolean
bf_solo_game_set_bid (BfSoloGame  *self,
                      guint        line,
                      guint        choice,
                      GError     **error)
{
  guint bids[N_BID_LINES];
  int budget;

  if (!check_choices (self, error))
    return FALSE;

  g_return_val_if_fail (line >= 1 && line <= N_BID_LINES, FALSE);
  g_return_val_if_fail (choice < bf_rules_get_bid_line (self->rules, line)->n_choices, FALSE);

  memcpy (bids, self->bids, sizeof bids);
  bids[line - 1] = choice;
  budget = bf_rules_get_bid_budget (self->rules);

  if (bid_cost (self, bids) > budget)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: A New Beginning, "These choices cost $56; you have $50." */
                   _("These choices cost $%d; you have $%d."), bid_cost (self, bids), budget);
      return FALSE;
    }

  if (self->bids[line - 1] != choice)
    {
      self->bids[line - 1] = choice;
      emit_changed (self);
    }

  return TRUE;
}

gboolean
bf_solo_game_get_own_cards (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return self->own_cards;
}

gboolean
bf_solo_game_set_own_cards (BfSoloGame  *self,
                            gboolean     own_cards,
                            GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  own_cards = !!own_cards;
  if (self->own_cards != own_cards)
    {
      self->own_cards = own_cards;
      setting_changed (self, PROP_OWN_CARDS);
    }

  return TRUE;
}

gboolean
bf_solo_game_get_own_supply (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return self->own_supply;
}

gboolean
bf_solo_game_set_own_supply (BfSoloGame  *self,
                             gboolean     own_supply,
                             GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  own_supply = !!own_supply;
  if (self->own_supply != own_supply)
    {
      self->own_supply = own_supply;
      setting_changed (self, PROP_OWN_SUPPLY);
    }

  return TRUE;
}

const char *
bf_solo_game_get_player_name (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return self->player_name;
}

gboolean
bf_solo_game_set_player_name (BfSoloGame  *self,
                              const char  *name,
                              GError     **error)
{
  g_autofree char *fold = NULL;
  g_autofree char *fold_andrew = NULL;

  if (!check_choices (self, error))
    return FALSE;

  g_return_val_if_fail (name != NULL, FALSE);

  if (g_utf8_validate (name, -1, NULL))
    {
      fold = g_utf8_casefold (name, -1);
      fold_andrew = g_utf8_casefold (bf_player_get_name (andrew (self)), -1);
      if (g_strcmp0 (fold, fold_andrew) == 0)
        {
          g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                               /* Translators: the player of a solo game chose Andrew's name */
                               _("Andrew is your opponent’s name: choose another."));
          return FALSE;
        }
    }

  if (!bf_player_set_name (human (self), name, error))
    return FALSE;

  if (g_strcmp0 (self->player_name, name) != 0)
    {
      g_free (self->player_name);
      self->player_name = g_strdup (name);
      setting_changed (self, PROP_PLAYER_NAME);
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* State                                                               */

BfSoloPhase
bf_solo_game_get_phase (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_SOLO_PHASE_CHOICES);

  return self->phase;
}

guint
bf_solo_game_get_round (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return self->round;
}

guint
bf_solo_game_get_n_entries (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return self->entries->len;
}

GListModel *
bf_solo_game_get_setup_checklist (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return G_LIST_MODEL (self->checklist);
}

BfTimelineSlot
bf_solo_game_get_timeline_slot (BfSoloGame *self,
                                guint       position)
{
  BfTimelineSlot none = { 0, 0 };

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), none);
  g_return_val_if_fail (position < BF_TIMELINE_TILES, none);

  return self->timeline[position];
}

BfTimelineLayout
bf_solo_game_get_timeline_layout (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_TIMELINE_COLUMNS);

  return self->layout;
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

  entry = entry_new ("timeline");
  array = json_array_new ();
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      JsonObject *slot = json_object_new ();

      json_object_set_int_member (slot, "tile", tiles[t].tile);
      json_object_set_string_member (slot, "side", tiles[t].side == 0 ? "front" : "back");
      json_array_add_object_element (array, slot);
    }
  json_object_set_array_member (entry, "tiles", array);
  return record_entry (self, entry, error);
}

guint
bf_solo_game_get_marker (BfSoloGame *self,
                         BfDeptType  row)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, 0);

  return self->markers[row];
}

const BfTimelineEvent *
bf_solo_game_get_timeline_event (BfSoloGame *self,
                                 BfDeptType  row,
                                 guint       space)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);
  g_return_val_if_fail (self->phase != BF_SOLO_PHASE_CHOICES, NULL);

  return timeline_event (self, row, space);
}

GArray *
bf_solo_game_get_supply (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return g_array_copy (self->supply);
}

guint
bf_solo_game_get_supply_count (BfSoloGame *self,
                               guint       number)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return supply_count (self, number);
}

BfSoloChooser
bf_solo_game_get_chooser (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_SOLO_CHOOSER_PLAYER);

  return chooser_of (MAX (self->round, 1));
}

gboolean
bf_solo_game_get_card (BfSoloGame *self,
                       guint      *card)
{
  Round *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  r = current_round (self);
  if (r == NULL || r->card == NO_CARD)
    return FALSE;

  if (card != NULL)
    *card = r->card;
  return TRUE;
}

gboolean
bf_solo_game_get_card_back (BfSoloGame *self,
                            BfDeptType *back)
{
  guint card;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if (!bf_solo_game_get_card (self, &card))
    return FALSE;

  if (back != NULL)
    *back = card_info (self, card)->back;
  return TRUE;
}

gboolean
bf_solo_game_get_next_back (BfSoloGame *self,
                            BfDeptType *back)
{
  BfDeptType next;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if (self->round < 1 || self->round > BF_SOLO_ROUNDS || !next_back (self, &next))
    return FALSE;

  if (back != NULL)
    *back = next;
  return TRUE;
}

gboolean
bf_solo_game_get_choice (BfSoloGame *self,
                         BfDeptType *chosen,
                         BfDeptType *moving,
                         guint      *space)
{
  Round *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  r = current_round (self);
  if (r == NULL || !r->chosen)
    return FALSE;

  if (chosen != NULL)
    *chosen = r->chosen_row;
  if (moving != NULL)
    *moving = r->moving_row;
  if (space != NULL)
    *space = r->space;
  return TRUE;
}

GListModel *
bf_solo_game_get_instructions (BfSoloGame *self)
{
  Round *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  r = current_round (self);
  if (r == NULL && self->rounds->len > 0)
    r = g_ptr_array_index (self->rounds, self->rounds->len - 1);

  return r != NULL ? G_LIST_MODEL (r->instructions) : NULL;
}

GListModel *
bf_solo_game_get_round_instructions (BfSoloGame *self,
                                     guint       round_no)
{
  Round *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);
  g_return_val_if_fail (round_no >= 1 && round_no <= self->rounds->len, NULL);

  r = g_ptr_array_index (self->rounds, round_no - 1);
  return G_LIST_MODEL (r->instructions);
}

GStrv
bf_solo_game_get_vp_card_ids (BfSoloGame *self,
                              guint       position)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);
  g_return_val_if_fail (position < BF_N_VP_CARDS, NULL);

  for (guint i = 0; i < self->rounds->len; i++)
    {
      Round *r = g_ptr_array_index (self->rounds, i);

      if (r->resolved && r->position == position)
        g_strv_builder_add (builder, card_info (self, r->card)->id);
    }

  return g_strv_builder_end (builder);
}

guint
bf_solo_game_get_card_position (BfSoloGame *self)
{
  Round *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  r = current_round (self);
  return r != NULL ? r->position : 0;
}

/**
 * bf_solo_game_get_andrew_pawns_left:
 * @self: a #BfSoloGame
 *
 * The pawns Andrew still has for projects and donations: 30 of his
 * colour, less one on each transport track, less those on the map and
 * the donation chart (corrections included). When none is left, a
 * project or donation he cannot place slides his card.
 *
 * Returns: 0 to 26
 */
guint
bf_solo_game_get_andrew_pawns_left (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return andrew_pawns_left (self);
}

int
bf_solo_game_get_andrew_vp (BfSoloGame *self)
{
  BfPlayer *a;
  int vp = 0;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  a = andrew (self);
  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    vp += (int) bf_player_get_vp_cards (a, p) * bf_rules_get_vp_card_value (self->rules, p);

  vp += (int) bf_player_get_n_taken (a) * ANDREW_DEPARTMENT_VP;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    if (bf_player_get_transport (a, r) == BF_N_TRACK_BOXES)
      vp += ANDREW_TRACK_END_VP;

  for (guint i = 0; i < bf_player_get_n_projects (a); i++)
    {
      const BfSpace *space = bf_rules_get_space (self->rules, bf_player_get_project (a, i)->space);

      vp += bf_rules_get_city (self->rules, space->city)->vp;
    }

  return vp;
}

BfGame *
bf_solo_game_get_table (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return self->table;
}

BfPlayer *
bf_solo_game_get_player (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return human (self);
}

/* ------------------------------------------------------------------ */
/* Entry functions                                                     */

gboolean
bf_solo_game_confirm_setup (BfSoloGame  *self,
                            GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_entry (self, entry_new ("confirm"), error);
}

gboolean
bf_solo_game_reveal_card (BfSoloGame  *self,
                          const char  *card_id,
                          GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  entry = entry_new ("reveal");
  json_object_set_string_member (entry, "card", card_id);
  return record_entry (self, entry, error);
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

  entry = entry_new ("supply");
  tiles = json_array_new ();
  for (guint i = 0; i < n_numbers; i++)
    json_array_add_int_element (tiles, numbers[i]);
  json_object_set_array_member (entry, "tiles", tiles);
  return record_entry (self, entry, error);
}

gboolean
bf_solo_game_start (BfSoloGame  *self,
                    GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_entry (self, entry_new ("start"), error);
}

gboolean
bf_solo_game_choose (BfSoloGame  *self,
                     BfDeptType   row,
                     GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, FALSE);

  entry = entry_new ("choose");
  json_object_set_string_member (entry, "row", bf_rules_get_dept_type (self->rules, row)->id);
  return record_entry (self, entry, error);
}

gboolean
bf_solo_game_next_round (BfSoloGame  *self,
                         GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_entry (self, entry_new ("next"), error);
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
      if (space >= bf_rules_get_n_spaces (self->rules) ||
          (type = bf_rules_get_space (self->rules, space)->type) == BF_PROJECT_ANY)
        {
          g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                               /* Translators: building in a small town */
                               _("Say which project type you built."));
          return FALSE;
        }
    }

  entry = entry_new ("build");
  json_object_set_int_member (entry, "space", space);
  json_object_set_string_member (entry, "project", bf_rules_get_project_type (self->rules, type)->id);
  return record_entry (self, entry, error);
}

gboolean
bf_solo_game_unbuild (BfSoloGame  *self,
                      guint        space,
                      GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  entry = entry_new ("unbuild");
  json_object_set_int_member (entry, "space", space);
  return record_entry (self, entry, error);
}

static gboolean
record_number (BfSoloGame  *self,
               const char  *type,
               guint        number,
               GError     **error)
{
  JsonObject *entry = entry_new (type);

  json_object_set_int_member (entry, "number", number);
  return record_entry (self, entry, error);
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

static gboolean
record_transport (BfSoloGame  *self,
                  const char  *type,
                  BfRegion     region,
                  guint        box,
                  GError     **error)
{
  JsonObject *entry = entry_new (type);

  json_object_set_string_member (entry, "region", bf_rules_get_region (self->rules, region)->id);
  json_object_set_int_member (entry, "box", box);
  return record_entry (self, entry, error);
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

  entry = entry_new ("tab");
  json_object_set_string_member (entry, "project", bf_rules_get_project_type (self->rules, type)->id);
  json_object_set_int_member (entry, "moves", moves);
  return record_entry (self, entry, error);
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

  return record_transport (self, "transport", region, box, error);
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

  entry = entry_new (type);
  set_chart_member (self, entry, "space", pos);
  return record_entry (self, entry, error);
}

gboolean
bf_solo_game_donate (BfSoloGame  *self,
                     BfChartPos   pos,
                     GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_donation (self, "donate", pos, error);
}

gboolean
bf_solo_game_undonate (BfSoloGame  *self,
                       BfChartPos   pos,
                       GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return record_donation (self, "undonate", pos, error);
}

static gboolean
record_from_to (BfSoloGame  *self,
                const char  *type,
                gint64       from,
                gint64       to,
                GError     **error)
{
  JsonObject *entry = entry_new (type);

  json_object_set_int_member (entry, "from", from);
  json_object_set_int_member (entry, "to", to);
  return record_entry (self, entry, error);
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

  entry = entry_new ("andrew-donation");
  set_chart_member (self, entry, "from", from);
  set_chart_member (self, entry, "to", to);
  return record_entry (self, entry, error);
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

  return record_transport (self, "andrew-transport", region, box, error);
}

gboolean
bf_solo_game_correct_card_position (BfSoloGame  *self,
                                    guint        position,
                                    GError     **error)
{
  JsonObject *entry;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  entry = entry_new ("card-position");
  json_object_set_int_member (entry, "position", position);
  return record_entry (self, entry, error);
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
