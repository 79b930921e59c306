/* bf-bidding.h
 *
 * A New Beginning (Carnegie Expansion 1): the bidding sheets that replace
 * the fixed starting goods, money, lobby employees, score and setup moves,
 * and the reveal that decides the first player.
 *
 * BfBiddingSheet is one player's sheet: a first-player bid (line 1, whole
 * dollars from $0) and one choice on each of lines 2-5 (goods cubes,
 * workers in the lobby, victory points, setup moves; values and prices
 * from the rule data, see bf_carnegie_rules_get_bid_line()). Its cost is the net
 * total of all five lines, line 1 included (the VP line's negative
 * choices give money back). A sheet can only be sealed when every line
 * has a choice and the cost is at most the budget ($50): this is the
 * project's ruling that the limit applies to the net total including the
 * bid, so starting money never goes below $0.
 *
 * BfBidding is the round: one sheet per player in seat order, and the
 * seed of the random draw that settles a tie nobody can break otherwise.
 * The seed is chosen when the round is created and shown to the players
 * (it is stored with the sheets, so a reveal can always be repeated).
 * bf_bidding_reveal() needs every sheet sealed and returns a BfBidReveal:
 *
 *  - the first player has the highest bid on line 1;
 *  - on a tie, the tied player with the highest total of money bid on
 *    all five lines (bf_bidding_sheet_get_total_bid(): line 1 plus the
 *    price of every choice; the VP line's −6 and −5, which give money
 *    instead of costing it, count as $0, see docs/setup.md);
 *  - if still tied, a draw among those players with GRand seeded with the
 *    round's seed (g_rand_int_range (rand, 0, n_drawn) picks one of them
 *    in seat order): the same seed always draws the same player.
 *
 * and each player's starting resources (setup step 6 of the expansion):
 * money = $50 − the net cost of lines 2-5, minus the bid for the first
 * player only; goods = line 2; 5 active employees plus line 3's employees
 * lying in the lobby; starting VP = line 4; setup moves = line 5.
 *
 * Starting VP and final scoring: the players move their score pawn to the
 * starting VP at setup (step 6D1), so the score track they read off the
 * board at the end of the game already includes it. Scoring only ever
 * reads BfCarnegiePlayer's score track and never adds the starting VP again.
 * bf_bid_reveal_apply_score_track() only puts the pawn's start position
 * into a player that has nothing entered yet.
 *
 * Sheets are stored with the game: bf_bidding_to_json() and
 * bf_bidding_from_json() give a JSON object that a game file embeds,
 *
 *   { "seed": 1234,
 *     "sheets": [ { "bid": 3, "goods": 5, "workers": 4, "vp": -5,
 *                   "setup-moves": 5, "sealed": true }, … ] }
 *
 * with the line ids of the rule data as members and the chosen values
 * (not prices) as numbers; a line without a choice is left out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bf-carnegie-player.h"
#include "bf-carnegie-rules.h"

G_BEGIN_DECLS

#define BF_BIDDING_ERROR (bf_bidding_error_quark ())

typedef enum
{
  BF_BIDDING_ERROR_INVALID,      /* a value that is not on the sheet */
  BF_BIDDING_ERROR_INCOMPLETE,   /* a line without a choice */
  BF_BIDDING_ERROR_OVER_BUDGET,  /* costs more than $50 */
  BF_BIDDING_ERROR_SEALED,       /* changing a sealed sheet */
  BF_BIDDING_ERROR_NOT_SEALED,   /* revealing before every sheet is sealed */
} BfBiddingError;

GQuark bf_bidding_error_quark (void);

/* The five lines of the sheet, top to bottom; the rule data's bid lines
 * with the ids "first-player", "goods", "workers", "vp", "setup-moves". */
typedef enum
{
  BF_BID_FIRST_PLAYER,
  BF_BID_GOODS,
  BF_BID_WORKERS,
  BF_BID_VP,
  BF_BID_SETUP_MOVES,
  BF_N_BID_LINES
} BfBidLineKind;

/* Setup step 6C: every player stands 5 employees on their departments,
 * as in the base game; line 3 only adds the inactive ones in the lobby. */
#define BF_BIDDING_ACTIVE_EMPLOYEES 5

/* No choice made on a line. */
#define BF_BID_NO_CHOICE (-1)

/* ----------------------------------------------------------------------- */

#define BF_TYPE_BIDDING_SHEET (bf_bidding_sheet_get_type ())

G_DECLARE_FINAL_TYPE (BfBiddingSheet, bf_bidding_sheet, BF, BIDDING_SHEET, GObject)

/* An empty sheet: bid $0, no choices, not sealed. Properties "bid",
 * "cost", "left", "complete" and "sealed" are notified on change, and
 * "changed" is emitted after every change. */
BfBiddingSheet   *bf_bidding_sheet_new           (BfCarnegieRules         *rules);

BfCarnegieRules          *bf_bidding_sheet_get_rules     (BfBiddingSheet  *self);
/* The rule data of a line. */
const BfBidLine  *bf_bidding_sheet_get_line      (BfBiddingSheet  *self,
                                                  BfBidLineKind    line);

/* Line 1: whole dollars, 0 to the budget. */
int               bf_bidding_sheet_get_bid       (BfBiddingSheet  *self);
gboolean          bf_bidding_sheet_set_bid       (BfBiddingSheet  *self,
                                                  int              bid,
                                                  GError         **error);

/* Lines 2-5: the index of the choice in the line's choices (0-4, left to
 * right as printed), or BF_BID_NO_CHOICE. */
int               bf_bidding_sheet_get_choice    (BfBiddingSheet  *self,
                                                  BfBidLineKind    line);
gboolean          bf_bidding_sheet_set_choice    (BfBiddingSheet  *self,
                                                  BfBidLineKind    line,
                                                  int              choice,
                                                  GError         **error);
/* The chosen value and price of a line 2-5, or NULL. */
const BfBidChoice *bf_bidding_sheet_get_chosen   (BfBiddingSheet  *self,
                                                  BfBidLineKind    line);
/* Chooses by value (5 goods, -6 VP…); FALSE with BF_BIDDING_ERROR_INVALID
 * if the line has no such choice. */
gboolean          bf_bidding_sheet_choose_value  (BfBiddingSheet  *self,
                                                  BfBidLineKind    line,
                                                  int              value,
                                                  GError         **error);

/* The running cost: bid plus the prices chosen so far (net: the VP
 * line's negative choices subtract). */
int               bf_bidding_sheet_get_cost      (BfBiddingSheet  *self);
/* Net cost of lines 2-5 only: what every player pays. */
int               bf_bidding_sheet_get_setup_cost (BfBiddingSheet *self);
/* The money bid on all five lines, what the tie-break of the
 * first-player auction compares ("the highest total amount of money on
 * all of their bids"): the bid on line 1 plus the price of each choice
 * made so far, where a choice that gives money back (−6 or −5 VP) is
 * not a bid and counts as $0. Never below the bid. */
int               bf_bidding_sheet_get_total_bid (BfBiddingSheet *self);
/* Budget minus cost; negative when over budget. */
int               bf_bidding_sheet_get_left      (BfBiddingSheet  *self);
gboolean          bf_bidding_sheet_is_complete   (BfBiddingSheet  *self);

/* Whether the sheet may be sealed; if not, a BF_BIDDING_ERROR whose
 * (translated) message says why and names the line: INCOMPLETE for the
 * first line without a choice, OVER_BUDGET with the amount over. */
gboolean          bf_bidding_sheet_validate      (BfBiddingSheet  *self,
                                                  GError         **error);
/* Validates, then seals: a sealed sheet refuses every change
 * (BF_BIDDING_ERROR_SEALED) until bf_bidding_sheet_clear(). */
gboolean          bf_bidding_sheet_seal          (BfBiddingSheet  *self,
                                                  GError         **error);
gboolean          bf_bidding_sheet_get_sealed    (BfBiddingSheet  *self);
/* Back to an empty, unsealed sheet. */
void              bf_bidding_sheet_clear         (BfBiddingSheet  *self);

JsonNode         *bf_bidding_sheet_to_json       (BfBiddingSheet  *self);
/* Reads a sheet written by bf_bidding_sheet_to_json(). A sheet marked
 * sealed must validate. */
BfBiddingSheet   *bf_bidding_sheet_from_json     (BfCarnegieRules *rules,
                                                  JsonNode        *node,
                                                  GError         **error);

/* ----------------------------------------------------------------------- */

/* How the first player was decided. */
typedef enum
{
  BF_TIE_BREAK_NONE,             /* one player bid the most */
  BF_TIE_BREAK_TOTAL,            /* tied bids, settled by the total bid */
  BF_TIE_BREAK_DRAW,             /* still tied, settled by the seeded draw */
} BfTieBreak;

typedef struct
{
  int      bid;                  /* line 1 */
  int      total;                /* money bid on lines 1-5 (the tie-break),
                                  * bf_bidding_sheet_get_total_bid() */
  gboolean first_player;
  int      money;                /* $50 − lines 2-5, − the bid if first player */
  guint    goods;                /* line 2 */
  guint    active_employees;     /* BF_BIDDING_ACTIVE_EMPLOYEES */
  guint    lobby_employees;      /* line 3, inactive in the lobby */
  int      vp;                   /* line 4: the score pawn's start */
  guint    setup_moves;          /* line 5 */
} BfStartingResources;

#define BF_TYPE_BID_REVEAL (bf_bid_reveal_get_type ())

/* The outcome of a round: immutable, reference counted. */
typedef struct _BfBidReveal BfBidReveal;

GType                      bf_bid_reveal_get_type          (void) G_GNUC_CONST;
BfBidReveal               *bf_bid_reveal_ref               (BfBidReveal *self);
void                       bf_bid_reveal_unref             (BfBidReveal *self);

guint                      bf_bid_reveal_get_n_players     (BfBidReveal *self);
/* Seat index of the first player. */
guint                      bf_bid_reveal_get_first_player  (BfBidReveal *self);
BfTieBreak                 bf_bid_reveal_get_tie_break     (BfBidReveal *self);
/* The seed of the draw (the round's seed, also when no draw was needed). */
guint32                    bf_bid_reveal_get_seed          (BfBidReveal *self);
/* The players with the highest bid, in seat order (one when no tie). */
const guint               *bf_bid_reveal_get_tied          (BfBidReveal *self,
                                                            guint       *n_tied);
/* The players in the random draw, in seat order; none unless the tie
 * break is BF_TIE_BREAK_DRAW. */
const guint               *bf_bid_reveal_get_drawn         (BfBidReveal *self,
                                                            guint       *n_drawn);
const BfStartingResources *bf_bid_reveal_get_start         (BfBidReveal *self,
                                                            guint        player);
/* Puts player @index's starting VP on @player's score track (setup step
 * 6D1). Only for a table where nothing has been entered yet: the score
 * track entered at the end of the game replaces it and already includes
 * the starting VP, which scoring never adds again. */
gboolean                   bf_bid_reveal_apply_score_track (BfBidReveal      *self,
                                                            guint             index,
                                                            BfCarnegiePlayer *player,
                                                            GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfBidReveal, bf_bid_reveal_unref)

/* ----------------------------------------------------------------------- */

#define BF_TYPE_BIDDING (bf_bidding_get_type ())

G_DECLARE_FINAL_TYPE (BfBidding, bf_bidding, BF, BIDDING, GObject)

/* @n_players empty sheets (1-4) and a random seed. */
BfBidding        *bf_bidding_new                 (BfCarnegieRules *rules,
                                                  guint            n_players);
BfCarnegieRules          *bf_bidding_get_rules           (BfBidding       *self);
guint             bf_bidding_get_n_sheets        (BfBidding       *self);
BfBiddingSheet   *bf_bidding_get_sheet           (BfBidding       *self,
                                                  guint            index);
/* The seed of the tie-breaking draw, shown to the players. */
guint32           bf_bidding_get_seed            (BfBidding       *self);
void              bf_bidding_set_seed            (BfBidding       *self,
                                                  guint32          seed);
/* Index of the first sheet not sealed yet (whose turn it is), or the
 * number of sheets when all are sealed. */
guint             bf_bidding_get_next_unsealed   (BfBidding       *self);
gboolean          bf_bidding_get_all_sealed      (BfBidding       *self);

/* Needs every sheet sealed (BF_BIDDING_ERROR_NOT_SEALED otherwise). */
BfBidReveal      *bf_bidding_reveal              (BfBidding       *self,
                                                  GError         **error);

JsonNode         *bf_bidding_to_json             (BfBidding       *self);
BfBidding        *bf_bidding_from_json           (BfCarnegieRules *rules,
                                                  JsonNode        *node,
                                                  GError         **error);

G_END_DECLS
