/* bf-solo-private.h
 *
 * BfSoloGame is written in several files, one job each:
 *
 *  - bf-solo.c: the object (properties, the setup choices, what the page
 *    reads) and the log: every entry goes through
 *    _bf_solo_game_record_entry();
 *  - bf-solo-setup.c: dealing the table and the setup checklist, and the
 *    setup entries (confirm, the player's own supply and timeline);
 *  - bf-solo-engine.c: Andrew's cards and his turn, the rounds, and the
 *    entries that drive them (reveal, start, choose, next);
 *  - bf-solo-entries.c: reading an entry and applying it
 *    (_bf_solo_game_apply_entry()), and the player's table entries;
 *  - bf-solo-corrections.c: the corrections of Andrew's pieces and the
 *    checklist steps they replace;
 *  - bf-solo-checklist.c: the names the checklists use, and their ticks;
 *  - bf-solo-file.c: the solo file (docs/solo.md).
 *
 * This is what they share. Every _bf_solo_game_apply_*() function checks
 * everything before it changes anything.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "bf-json.h"
#include "bf-solo.h"

G_BEGIN_DECLS

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
} BfSoloRound;

struct _BfSoloGame
{
  GObject         parent_instance;

  /* owned */
  BfCarnegieRules        *rules;
  BfCarnegieGame         *table;
  GListStore     *checklist;     /* BfInstruction */
  GPtrArray      *rounds;        /* BfSoloRound *, round n at n - 1 */
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

/* Shorthands of every part */

static inline BfSoloRound *
current_round (BfSoloGame *self)
{
  if (self->round == 0 || self->round > self->rounds->len)
    return NULL;

  return g_ptr_array_index (self->rounds, self->round - 1);
}

static inline BfCarnegiePlayer *
human (BfSoloGame *self)
{
  return bf_carnegie_game_get_player (self->table, 0);
}

static inline BfCarnegiePlayer *
andrew (BfSoloGame *self)
{
  return bf_carnegie_game_get_andrew (self->table);
}

static inline const BfAndrewCard *
card_info (BfSoloGame *self,
           guint       card)
{
  return bf_carnegie_rules_get_andrew_card (self->rules, card);
}

static inline const char *
row_name (BfSoloGame *self,
          BfDeptType  row)
{
  return bf_carnegie_rules_get_dept_type (self->rules, row)->name;
}

static inline const char *
region_name (BfSoloGame *self,
             BfRegion    region)
{
  return bf_carnegie_rules_get_region (self->rules, region)->name;
}

static inline const BfTimelineEvent *
timeline_event (BfSoloGame *self,
                BfDeptType  row,
                guint       space)
{
  return bf_setup_get_timeline_event_full (self->rules, self->timeline, self->layout, row, space);
}

/* bf-solo.c: the log */

/* Applies @entry and keeps it in the log. */
gboolean     _bf_solo_game_record_entry      (BfSoloGame   *self,
                                              JsonObject   *entry,  /* transfer full */
                                              GError      **error);
JsonObject  *_bf_solo_entry_new              (const char   *type);
/* The final table, entered at the end (a "final" entry). */
void         _bf_solo_game_set_table         (BfSoloGame     *self,
                                              BfCarnegieGame *table);
gboolean     _bf_solo_game_phase_error       (GError      **error);

/* bf-solo-checklist.c: names and instructions */

char        *_bf_solo_game_space_name        (BfSoloGame   *self,
                                              guint         space);
char        *_bf_solo_game_chart_name        (BfSoloGame   *self,
                                              BfChartPos    pos);
char        *_bf_solo_game_department_name   (BfSoloGame   *self,
                                              guint         number);
void         _bf_solo_add_instruction        (GListStore   *store,
                                              BfInstructionKind kind,
                                              int           index,
                                              int           value,
                                              char         *text);  /* transfer full */
/* Adds a step to this round's checklist. */
void         _bf_solo_game_say               (BfSoloGame   *self,
                                              BfInstructionKind kind,
                                              int           index,
                                              int           value,
                                              char         *text);  /* transfer full */
/* The checklist of round @round_no, the setup checklist for 0. */
GListModel  *_bf_solo_game_steps_of          (BfSoloGame   *self,
                                              guint         round_no);

/* bf-solo-setup.c */

int          _bf_solo_game_bid_cost          (BfSoloGame   *self,
                                              const guint   bids[N_BID_LINES]);
/* Puts the blocking disks of the setup cards known so far on the table
 * and the checklist. */
void         _bf_solo_game_checklist_blocking (BfSoloGame  *self);
void         _bf_solo_game_after_setup_step  (BfSoloGame   *self);

/* bf-solo-engine.c: the department supply, the board, Andrew */

guint        _bf_solo_game_supply_count      (BfSoloGame   *self,
                                              guint         number);
void         _bf_solo_game_supply_take       (BfSoloGame   *self,
                                              guint         number);
void         _bf_solo_game_supply_return     (BfSoloGame   *self,
                                              guint         number);
gboolean     _bf_solo_game_space_free        (BfSoloGame   *self,
                                              guint         space);
gboolean     _bf_solo_game_chart_free        (BfSoloGame   *self,
                                              BfChartPos    pos);
/* Andrew's VP cards in the table: one card per dealt round, at its position. */
void         _bf_solo_game_sync_vp_cards     (BfSoloGame   *self);
guint        _bf_solo_game_andrew_pawns_left (BfSoloGame   *self);
BfSoloChooser _bf_solo_chooser_of            (guint         round_no);
gboolean     _bf_solo_game_next_back         (BfSoloGame   *self,
                                              BfDeptType   *back);

/* bf-solo-entries.c: the fields of an entry, and applying one */

gboolean     _bf_solo_game_apply_entry       (BfSoloGame   *self,
                                              JsonObject   *entry,
                                              GError      **error);
gboolean     _bf_solo_game_read_row          (BfSoloGame   *self,
                                              BfJsonReader *json,
                                              JsonObject   *entry,
                                              const char   *name,
                                              BfDeptType   *row,
                                              GError      **error);
gboolean     _bf_solo_game_read_chart        (BfSoloGame   *self,
                                              BfJsonReader *json,
                                              JsonObject   *entry,
                                              const char   *name,
                                              gboolean      allow_none,
                                              BfChartPos   *pos,
                                              GError      **error);
void         _bf_solo_game_write_chart       (BfSoloGame   *self,
                                              JsonObject   *entry,
                                              const char   *name,
                                              BfChartPos    pos);
gboolean     _bf_solo_game_check_space       (BfSoloGame   *self,
                                              gint64        space,
                                              GError      **error);
gboolean     _bf_solo_game_space_taken_error (BfSoloGame   *self,
                                              guint         space,
                                              GError      **error);
gboolean     _bf_solo_game_record_transport  (BfSoloGame   *self,
                                              const char   *type,
                                              BfRegion      region,
                                              guint         box,
                                              GError      **error);

/* The entries, by their "type" (apply_entry()); each checks the phase
 * first. */

/* bf-solo-setup.c */

gboolean _bf_solo_game_apply_confirm (BfSoloGame   *self,
                                      BfJsonReader *json,
                                      JsonObject   *entry,
                                      GError      **error);

gboolean _bf_solo_game_apply_supply (BfSoloGame   *self,
                                     BfJsonReader *json,
                                     JsonObject   *entry,
                                     GError      **error);

gboolean _bf_solo_game_apply_timeline (BfSoloGame   *self,
                                       BfJsonReader *json,
                                       JsonObject   *entry,
                                       GError      **error);

/* bf-solo-engine.c */

gboolean _bf_solo_game_apply_reveal (BfSoloGame   *self,
                                     BfJsonReader *json,
                                     JsonObject   *entry,
                                     GError      **error);

gboolean _bf_solo_game_apply_start (BfSoloGame   *self,
                                    BfJsonReader *json,
                                    JsonObject   *entry,
                                    GError      **error);

gboolean _bf_solo_game_apply_choose (BfSoloGame   *self,
                                     BfJsonReader *json,
                                     JsonObject   *entry,
                                     GError      **error);

gboolean _bf_solo_game_apply_next (BfSoloGame   *self,
                                   BfJsonReader *json,
                                   JsonObject   *entry,
                                   GError      **error);

/* bf-solo-corrections.c */

gboolean _bf_solo_game_apply_andrew_project (BfSoloGame   *self,
                                             BfJsonReader *json,
                                             JsonObject   *entry,
                                             GError      **error);

gboolean _bf_solo_game_apply_andrew_donation (BfSoloGame   *self,
                                              BfJsonReader *json,
                                              JsonObject   *entry,
                                              GError      **error);

gboolean _bf_solo_game_apply_andrew_department (BfSoloGame   *self,
                                                BfJsonReader *json,
                                                JsonObject   *entry,
                                                GError      **error);

gboolean _bf_solo_game_apply_card_position (BfSoloGame   *self,
                                            BfJsonReader *json,
                                            JsonObject   *entry,
                                            GError      **error);

gboolean _bf_solo_game_apply_blocking (BfSoloGame   *self,
                                       BfJsonReader *json,
                                       JsonObject   *entry,
                                       GError      **error);

/* bf-solo-file.c */

BfSoloGame  *_bf_solo_game_from_json         (JsonNode     *root,
                                              GError      **error);

G_END_DECLS
