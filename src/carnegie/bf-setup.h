/* bf-setup.h
 *
 * Dealing a Carnegie table: what the setup steps leave to chance (the
 * timeline, the blocking disks, the department supply) and the seat
 * facts of 2-4 player games. Shared by the solo game (BfSoloGame) and a
 * multiplayer setup assistant.
 *
 * Every random choice takes an explicitly seeded GRand and consumes it
 * in a documented order, so that the same seed deals the same table on
 * every machine and every release (docs/solo.md, "Determinism").
 *
 * BfInstruction is one line of a checklist the players follow with the
 * real components ("Put a blocking disk on Chicago, space 1").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-carnegie-rules.h"
#include "bf-types.h"

G_BEGIN_DECLS

/* Stable shuffle: Fisher-Yates from the last element down, i = n-1 … 1,
 * swapping items[i] with items[g_rand_int_range (rand, 0, i + 1)]. */
void         bf_setup_shuffle                 (GRand        *rand,
                                               guint        *items,
                                               guint         n_items);

/* ------------------------------------------------------------------ */
/* Timeline                                                            */

typedef struct
{
  guint tile;                    /* 1-8 */
  guint side;                    /* 0 front, 1 back */
} BfTimelineSlot;

/* The four tiles of the timeline, left to right. */
#define BF_TIMELINE_TILES 4

/* How the tiles of a timeline are read (docs/solo.md, "The timeline"). */
typedef enum
{
  /* The table: the four tiles lie side by side, left to right, between
   * the Start and End tiles. Each tile is a column: its four entries, top
   * to bottom, are the spaces of the Human Resources, Management,
   * Construction and R&D rows; the k-th tile holds every row's k-th
   * space. */
  BF_TIMELINE_COLUMNS,
  /* Solo games saved by version 1 of the solo file only: each tile gave
   * one row its four spaces (a layout the real tiles cannot make). Kept
   * so that such a game continues as it was played. */
  BF_TIMELINE_ROWS_V1,
} BfTimelineLayout;

/* Step 1: draws 4 of the 8 tiles (shuffle of 1-8, the first four) and
 * lays them left to right, each on a random side (one
 * g_rand_int_range (rand, 0, 2) per tile, left to right). */
void         bf_setup_deal_timeline           (GRand          *rand,
                                               BfTimelineSlot  tiles[BF_TIMELINE_TILES]);
/* Whether @tiles are four different tiles 1-8, each on side 0 or 1. */
gboolean     bf_setup_timeline_is_valid       (const BfTimelineSlot tiles[BF_TIMELINE_TILES]);
/* The event of @space (1-5; 5 is the row's end space) of @row, with the
 * tiles laid left to right. */
const BfTimelineEvent *bf_setup_get_timeline_event (BfCarnegieRules        *rules,
                                                    const BfTimelineSlot tiles[BF_TIMELINE_TILES],
                                                    BfDeptType      row,
                                                    guint           space);
/* The same for a timeline read with @layout. */
const BfTimelineEvent *bf_setup_get_timeline_event_full (BfCarnegieRules   *rules,
                                                         const BfTimelineSlot tiles[BF_TIMELINE_TILES],
                                                         BfTimelineLayout layout,
                                                         BfDeptType row,
                                                         guint      space);

/* ------------------------------------------------------------------ */
/* Blocking disks                                                      */

typedef struct
{
  gboolean chart;                /* TRUE: a donation space, FALSE: a construction space */
  guint    index;                /* BfChartPos when chart, else a space index */
  guint    card;                 /* index in the card order of the card that placed it */
} BfBlockingDisk;

/* Step 7: reveals the cards of @cards (Andrew card indices, see
 * bf_carnegie_rules_get_andrew_card()) in order: one disk on the card's donation
 * space (skipped if it already holds one), then one on the left-most free
 * space of each of the card's cities in the printed order (a full city is
 * skipped), until @n_disks are placed. Returns the disks in the order
 * they are placed; *n_cards_used is how many cards were revealed. Fewer
 * than @n_disks come back when the cards run out first: reveal more. */
GArray      *bf_setup_place_blocking_disks    (BfCarnegieRules *rules,
                                               guint            n_disks,
                                               const guint     *cards,
                                               guint            n_cards,
                                               guint           *n_cards_used);

/* ------------------------------------------------------------------ */
/* Department supply                                                   */

typedef enum
{
  BF_SUPPLY_BASE,                /* two copies of each of the 16 base departments */
  BF_SUPPLY_NEW_DEPARTMENTS,     /* 4 different departments per type from all 32, two copies each */
  BF_SUPPLY_OPEN_BAR,            /* one copy of each of the 32 */
  BF_N_SUPPLY_KINDS
} BfSupplyKind;

/* New Departments: the different departments of each type in play (the
 * supply holds two copies of each; Expansion 1, "until you have drawn 4
 * different Departments of each type"). */
#define BF_SETUP_NEW_DEPARTMENTS_PER_TYPE 4

/* The modules a table with this supply has in play. */
BfModules    bf_setup_supply_modules          (BfSupplyKind  kind);

/* Steps 3 and New Departments/Open Bar: the tiles of the supply (department
 * numbers, a number once per copy, ascending) before any removal.
 * New Departments: per type (HR, Management, Construction, R&D) a shuffle
 * of that type's 8 departments; the first four are used. */
GArray      *bf_setup_deal_supply             (BfCarnegieRules *rules,
                                               GRand           *rand,
                                               BfSupplyKind     kind);
/* Then removes @n_remove random tiles from @supply (a shuffle of the
 * tiles; the first @n_remove go back to the box). Returns the removed
 * tiles, ascending; @supply keeps the rest, ascending. */
GArray      *bf_setup_remove_departments      (GRand        *rand,
                                               GArray       *supply,
                                               guint         n_remove);

/* ------------------------------------------------------------------ */
/* Seats (2-4 players)                                                 */

/* Step 6: whether the player in @seat (0 = first player, clockwise) has
 * an Action Choice tile: everyone with 4 players, only the third player
 * with 3, nobody with fewer. */
gboolean     bf_setup_has_action_choice       (guint         n_players,
                                               guint         seat);
/* Step 8: the seats in the order they place their housing disk: from the
 * player to the right of the first player, counter-clockwise, so the
 * first player places last. @order has room for @n_players seats. */
void         bf_setup_get_housing_order       (guint         n_players,
                                               guint        *order);

/* ------------------------------------------------------------------ */
/* Instructions                                                        */

typedef enum
{
  BF_INSTRUCTION_NOTE,           /* text only */
  BF_INSTRUCTION_TIMELINE_TILE,  /* index: row (BfDeptType), value: tile * 2 + side */
  BF_INSTRUCTION_BLOCK_CHART,    /* index: BfChartPos */
  BF_INSTRUCTION_BLOCK_SPACE,    /* index: space */
  BF_INSTRUCTION_REMOVE_DEPARTMENT, /* index: department number, value: copies */
  BF_INSTRUCTION_CARD,           /* index: Andrew card index */
  BF_INSTRUCTION_TIMELINE,       /* index: row whose marker moves, value: its space (1-5) */
  BF_INSTRUCTION_DONATION,       /* Andrew's donation disk, index: BfChartPos */
  BF_INSTRUCTION_PROJECT,        /* Andrew's project disk, index: space */
  BF_INSTRUCTION_DEPARTMENT,     /* Andrew takes, index: department number */
  BF_INSTRUCTION_TRANSPORT,      /* Andrew's marker, index: region, value: new box */
  BF_INSTRUCTION_SLIDE,          /* value: positions slid, index: card position after (0-4) */
  BF_INSTRUCTION_EVENT,          /* the player's event, index: BfEventKind, value: region */
  BF_INSTRUCTION_PLAYER,         /* the player's own setup or turn */
} BfInstructionKind;

#define BF_TYPE_INSTRUCTION (bf_instruction_get_type ())

G_DECLARE_FINAL_TYPE (BfInstruction, bf_instruction, BF, INSTRUCTION, GObject)

BfInstruction     *bf_instruction_new            (BfInstructionKind  kind,
                                                  int                index,
                                                  int                value,
                                                  const char        *text);
BfInstructionKind  bf_instruction_get_kind       (BfInstruction     *self);
/* What the instruction is about (see BfInstructionKind), -1 if nothing. */
int                bf_instruction_get_index      (BfInstruction     *self);
int                bf_instruction_get_value      (BfInstruction     *self);
/* Translated, one sentence a person can follow at the table. */
const char        *bf_instruction_get_text       (BfInstruction     *self);
/* Ticked off at the table ("done" notifies). */
gboolean           bf_instruction_get_done       (BfInstruction     *self);
void               bf_instruction_set_done       (BfInstruction     *self,
                                                  gboolean           done);

G_END_DECLS
