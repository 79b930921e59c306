/* bf-solo.h
 *
 * A solo game of Carnegie against Andrew, run beside the real table.
 *
 * The document is a log: the settings, a seed and the list of entries
 * the player made (setup confirmed, a card revealed, a row chosen,
 * what the player built, corrections, "next round"…). Every state is
 * derived by applying the entries in order from the seed, so the same
 * seed and the same entries give the same game, and undo is the session
 * restoring the previous serialized log. The tracked table is a BfCarnegieGame
 * (both players' disks, departments, transport markers, Andrew's VP
 * cards and the blocking disks): bf_score_sheet_new() on it gives the
 * final sheet with Andrew's breakdown.
 *
 * Every entry function checks the entry against the phase and the
 * tracked table, refuses it with a translated BF_SOLO_ERROR message, or
 * records it, updates the state and emits "changed" (BfDocument).
 * The rulings behind the automatic parts are in docs/solo.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-carnegie-game.h"
#include "bf-setup.h"

G_BEGIN_DECLS

#define BF_SOLO_FORMAT  "benefactor-solo"
#define BF_SOLO_VERSION 2
#define BF_SOLO_ROUNDS  20
/* Markers advance one space per round; space 5 is the row's end space. */
#define BF_SOLO_TIMELINE_SPACES 5
#define BF_SOLO_NO_SPACE G_MAXUINT

#define BF_SOLO_ERROR (bf_solo_error_quark ())

typedef enum
{
  BF_SOLO_ERROR_PHASE,           /* not possible at this point of the game */
  BF_SOLO_ERROR_INVALID,         /* a value that is not on the table */
  BF_SOLO_ERROR_CONFLICT,        /* taken, occupied, not in the supply */
  BF_SOLO_ERROR_NOT_SOLO,        /* an expansion module not played solo */
  BF_SOLO_ERROR_FORMAT,          /* a solo file that cannot be read */
} BfSoloError;

GQuark bf_solo_error_quark (void);

typedef enum
{
  BF_SOLO_PHASE_CHOICES,         /* settings can change; confirm to deal */
  BF_SOLO_PHASE_SETUP_CARD,      /* own cards: reveal a card for the blocking disks */
  BF_SOLO_PHASE_SETUP_SUPPLY,    /* shuffled by hand: enter the department tiles left */
  BF_SOLO_PHASE_CHECKLIST,       /* follow the setup checklist, then start */
  BF_SOLO_PHASE_CHOOSE,          /* the player chooses this round's row */
  BF_SOLO_PHASE_ROUND_CARD,      /* own cards: reveal this round's card */
  BF_SOLO_PHASE_PLAY,            /* Andrew has played; the player's turn */
  BF_SOLO_PHASE_FINISHED,        /* after round 20: final scoring */
} BfSoloPhase;

typedef enum
{
  BF_SOLO_CHOOSER_PLAYER,        /* odd rounds (hat side up) */
  BF_SOLO_CHOOSER_ANDREW,        /* even rounds, from the card's back */
} BfSoloChooser;

/* The Expansion 1 modules and optional rules, as the setup offers them
 * (compatibility table of the expansion rules). */
typedef enum
{
  BF_SOLO_OPTION_NEW_BEGINNING,
  BF_SOLO_OPTION_NEW_DEPARTMENTS,
  BF_SOLO_OPTION_OPEN_BAR,
  BF_SOLO_OPTION_NEW_DONATIONS,
  BF_SOLO_OPTION_WAIT,
  BF_SOLO_OPTION_SECRET_DONATION,
  BF_N_SOLO_OPTIONS
} BfSoloOption;

/* Translated name, "New Donations". */
const char     *bf_solo_option_get_name             (BfSoloOption  option);
gboolean        bf_solo_option_is_available         (BfSoloOption  option);
/* Why the option is not offered solo (translated), NULL when it is. */
const char     *bf_solo_option_explain              (BfSoloOption  option);

#define BF_TYPE_SOLO_GAME (bf_solo_game_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloGame, bf_solo_game, BF, SOLO_GAME, GObject)

/* A new game dealt from @seed (the UI picks one, e.g. g_random_int ()). */
BfSoloGame     *bf_solo_game_new                    (guint32       seed);
guint32         bf_solo_game_get_seed               (BfSoloGame   *self);

/* Reading and writing the "benefactor-solo" format (docs/solo.md). */
char           *bf_solo_game_to_data                (BfSoloGame   *self,
                                                     gsize        *length);
BfSoloGame     *bf_solo_game_new_from_data          (const char   *data,
                                                     gssize        length,
                                                     GError      **error);

BfSoloPhase     bf_solo_game_get_phase              (BfSoloGame   *self);
/* 1-20 during the rounds, 0 before, 21 when finished. */
guint           bf_solo_game_get_round              (BfSoloGame   *self);
guint           bf_solo_game_get_n_entries          (BfSoloGame   *self);

/* ---- Settings (phase CHOICES only) -------------------------------- */

/* 1-4, see bf_carnegie_rules_get_difficulty(). Default 1. */
guint           bf_solo_game_get_difficulty         (BfSoloGame   *self);
gboolean        bf_solo_game_set_difficulty         (BfSoloGame   *self,
                                                     guint         level,
                                                     GError      **error);
BfSupplyKind    bf_solo_game_get_supply_kind        (BfSoloGame   *self);
gboolean        bf_solo_game_set_supply_kind        (BfSoloGame   *self,
                                                     BfSupplyKind  kind,
                                                     GError      **error);
/* A New Beginning (bidding sheet for the player's starting resources). */
gboolean        bf_solo_game_get_new_beginning      (BfSoloGame   *self);
gboolean        bf_solo_game_set_new_beginning      (BfSoloGame   *self,
                                                     gboolean      enabled,
                                                     GError      **error);
/* Bidding sheet lines 2-5 (bf_carnegie_rules_get_bid_line (rules, line)), the
 * index of the chosen box (0-4). Line 1 is not used solo. Default: the
 * middle box; the net cost must stay within the budget. */
guint           bf_solo_game_get_bid                (BfSoloGame   *self,
                                                     guint         line);
gboolean        bf_solo_game_set_bid                (BfSoloGame   *self,
                                                     guint         line,
                                                     guint         choice,
                                                     GError      **error);
/* "Use my own cards": the player shuffles the real deck and enters each
 * card revealed, for the blocking disks and every round. */
gboolean        bf_solo_game_get_own_cards          (BfSoloGame   *self);
gboolean        bf_solo_game_set_own_cards          (BfSoloGame   *self,
                                                     gboolean      own_cards,
                                                     GError      **error);
/* The player removes the 16 department tiles by hand and enters those
 * that remain, instead of the app choosing them. */
gboolean        bf_solo_game_get_own_supply         (BfSoloGame   *self);
gboolean        bf_solo_game_set_own_supply         (BfSoloGame   *self,
                                                     gboolean      own_supply,
                                                     GError      **error);
const char     *bf_solo_game_get_player_name        (BfSoloGame   *self);
gboolean        bf_solo_game_set_player_name        (BfSoloGame   *self,
                                                     const char   *name,
                                                     GError      **error);

/* ---- Setup -------------------------------------------------------- */

/* CHOICES → deals everything and moves on. */
gboolean        bf_solo_game_confirm_setup          (BfSoloGame   *self,
                                                     GError      **error);
/* The setup checklist, BfInstruction items, complete in phase CHECKLIST
 * and kept for the rest of the game. */
GListModel     *bf_solo_game_get_setup_checklist    (BfSoloGame   *self);
/* SETUP_CARD or ROUND_CARD: the card the player turned over ("N07",
 * "A12"; a number alone means the normal card). */
gboolean        bf_solo_game_reveal_card            (BfSoloGame   *self,
                                                     const char   *card_id,
                                                     GError      **error);
/* SETUP_SUPPLY: the department tiles left after removing 16 by hand,
 * one number per tile. */
gboolean        bf_solo_game_set_supply             (BfSoloGame   *self,
                                                     const guint  *numbers,
                                                     guint         n_numbers,
                                                     GError      **error);
/* CHECKLIST → round 1. The player's housing disk (setup step 8) is
 * entered before with bf_solo_game_build(). */
gboolean        bf_solo_game_start                  (BfSoloGame   *self,
                                                     GError      **error);

/* The timeline as it lies: the tile and side at @position (0-3, left to
 * right; see BfTimelineLayout for a game from a version-1 file). */
BfTimelineSlot  bf_solo_game_get_timeline_slot      (BfSoloGame   *self,
                                                     guint         position);
BfTimelineLayout bf_solo_game_get_timeline_layout   (BfSoloGame   *self);
/* CHECKLIST: the four tiles as the player laid them, left to right,
 * instead of the dealt ones ("my own timeline"). The setup checklist
 * and every round's event follow them. */
gboolean        bf_solo_game_set_timeline           (BfSoloGame   *self,
                                                     const BfTimelineSlot tiles[BF_TIMELINE_TILES],
                                                     GError      **error);
/* How far the row's marker has advanced, 0 (start) to 5 (end space). */
guint           bf_solo_game_get_marker             (BfSoloGame   *self,
                                                     BfDeptType    row);
const BfTimelineEvent *bf_solo_game_get_timeline_event (BfSoloGame *self,
                                                        BfDeptType  row,
                                                        guint       space);
/* Department tiles left in the supply, one number per tile, ascending
 * (a new array). */
GArray         *bf_solo_game_get_supply             (BfSoloGame   *self);
guint           bf_solo_game_get_supply_count       (BfSoloGame   *self,
                                                     guint         number);

/* ---- Rounds ------------------------------------------------------- */

BfSoloChooser   bf_solo_game_get_chooser            (BfSoloGame   *self);
/* This round's card (an Andrew card index), FALSE while unknown (own
 * cards not yet revealed). */
gboolean        bf_solo_game_get_card               (BfSoloGame   *self,
                                                     guint        *card);
/* The back of this round's card (Andrew's strongest action) and of the
 * next card (his pick next round, or the top of the pile). FALSE when
 * the app does not know it (own cards: look at the real card). */
gboolean        bf_solo_game_get_card_back          (BfSoloGame   *self,
                                                     BfDeptType   *back);
gboolean        bf_solo_game_get_next_back          (BfSoloGame   *self,
                                                     BfDeptType   *back);
/* CHOOSE: the player's row. */
gboolean        bf_solo_game_choose                 (BfSoloGame   *self,
                                                     BfDeptType    row,
                                                     GError      **error);
/* Row chosen this round, the row whose marker moves (differs when the
 * chosen row was exhausted), and the space the event comes from. FALSE
 * before the choice. */
gboolean        bf_solo_game_get_choice             (BfSoloGame   *self,
                                                     BfDeptType   *chosen,
                                                     BfDeptType   *moving,
                                                     guint        *space);
/* What Andrew and the player do this round, BfInstruction items. */
GListModel     *bf_solo_game_get_instructions       (BfSoloGame   *self);
/* The instructions of an earlier round (1 … current). */
GListModel     *bf_solo_game_get_round_instructions (BfSoloGame   *self,
                                                     guint         round);
/* PLAY → next round, or FINISHED after round 20. */
gboolean        bf_solo_game_next_round             (BfSoloGame   *self,
                                                     GError      **error);

/* Andrew's action cards on his VP cards (position 0-4: 0, 1, 3, 6 and
 * 10 VP), as card ids ("N07"), this round's card included. */
GStrv           bf_solo_game_get_vp_card_ids        (BfSoloGame   *self,
                                                     guint         position);
/* Where this round's card lies (0-4). */
guint           bf_solo_game_get_card_position      (BfSoloGame   *self);
/* Andrew's sure VP so far: VP cards, departments, box-5 markers and
 * projects. His donations score the player's achievements at the end. */
int             bf_solo_game_get_andrew_vp          (BfSoloGame   *self);
guint           bf_solo_game_get_andrew_pawns_left  (BfSoloGame   *self);
/* A tick the player made on a checklist (0: setup, else the round):
 * saved with the game, not an undo step. */
void            bf_solo_game_set_step_done          (BfSoloGame   *self,
                                                     guint         round_no,
                                                     guint         index,
                                                     gboolean      done);
gboolean        bf_solo_game_set_instruction_done   (BfSoloGame   *self,
                                                     BfInstruction *step,
                                                     gboolean      done);
/* The player's project tabs: moves to the right entered, and the pawns
 * left on each to build with (-1: not tracked in this game). */
gboolean        bf_solo_game_move_tab               (BfSoloGame   *self,
                                                     BfProjectType type,
                                                     guint         moves,
                                                     GError      **error);
guint           bf_solo_game_get_tab_moves          (BfSoloGame   *self,
                                                     BfProjectType type);
int             bf_solo_game_get_tab_pawns          (BfSoloGame   *self,
                                                     BfProjectType type);

/* ---- The player's entries (PLAY; build also in CHECKLIST) --------- */

gboolean        bf_solo_game_build                  (BfSoloGame   *self,
                                                     guint         space,
                                                     BfProjectType type,
                                                     GError      **error);
/* The project types the player may build on @space, a mask of
 * 1 << BfProjectType (its type; any on a town or with Political
 * Lobbying; housing before round 1). */
guint           bf_solo_game_get_buildable_types    (BfSoloGame   *self,
                                                     guint         space);
gboolean        bf_solo_game_unbuild                (BfSoloGame   *self,
                                                     guint         space,
                                                     GError      **error);
gboolean        bf_solo_game_build_department       (BfSoloGame   *self,
                                                     guint         number,
                                                     GError      **error);
gboolean        bf_solo_game_unbuild_department     (BfSoloGame   *self,
                                                     guint         number,
                                                     GError      **error);
gboolean        bf_solo_game_move_transport         (BfSoloGame   *self,
                                                     BfRegion      region,
                                                     guint         box,
                                                     GError      **error);
gboolean        bf_solo_game_donate                 (BfSoloGame   *self,
                                                     BfChartPos    pos,
                                                     GError      **error);
/* Whether the player may donate on @pos now; @error says what holds it. */
gboolean        bf_solo_game_can_donate             (BfSoloGame   *self,
                                                     BfChartPos    pos,
                                                     GError      **error);
gboolean        bf_solo_game_undonate               (BfSoloGame   *self,
                                                     BfChartPos    pos,
                                                     GError      **error);

/* ---- Corrections: the table says otherwise (PLAY or CHECKLIST) ---- */

/* Andrew's project disk: from @from to @to; either may be
 * BF_SOLO_NO_SPACE (a disk added or taken away). */
gboolean        bf_solo_game_correct_project        (BfSoloGame   *self,
                                                     guint         from,
                                                     guint         to,
                                                     GError      **error);
/* Andrew's donation disk: BF_CHART_POS_NONE for none. */
gboolean        bf_solo_game_correct_donation       (BfSoloGame   *self,
                                                     BfChartPos    from,
                                                     BfChartPos    to,
                                                     GError      **error);
/* Andrew took tile @to instead of @from (0: none), back to the supply. */
gboolean        bf_solo_game_correct_department     (BfSoloGame   *self,
                                                     guint         from,
                                                     guint         to,
                                                     GError      **error);
gboolean        bf_solo_game_correct_transport      (BfSoloGame   *self,
                                                     BfRegion      region,
                                                     guint         box,
                                                     GError      **error);
/* Where this round's card lies (0-4). */
gboolean        bf_solo_game_correct_card_position  (BfSoloGame   *self,
                                                     guint         position,
                                                     GError      **error);
/* A blocking disk on construction space @from is really on @to. */
gboolean        bf_solo_game_correct_blocking       (BfSoloGame   *self,
                                                     guint         from,
                                                     guint         to,
                                                     GError      **error);

/* ---- End ---------------------------------------------------------- */

/* The tracked table: the player and Andrew. Its human player
 * (bf_carnegie_game_get_player (table, 0)) takes the remaining scoring entries
 * (employees, money, goods, tabs, score track…) in phase FINISHED; they
 * are recorded in the log. Do not change the table in other phases. */
BfCarnegieGame         *bf_solo_game_get_table              (BfSoloGame   *self);
BfCarnegiePlayer       *bf_solo_game_get_player             (BfSoloGame   *self);

G_END_DECLS
