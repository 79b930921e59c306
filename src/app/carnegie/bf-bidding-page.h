/* bf-bidding-page.h
 *
 * A New Beginning, pass and play: each player in seat order fills in
 * their own bidding sheet on one device, then seals it and hands the
 * device on; after the last sheet, "Reveal All" shows every sheet at
 * once, who plays first and why, each player's starting resources and
 * the setup steps the expansion changes (6A, 6C, 6D1, 7, 11).
 *
 * Screens (the "stage" property):
 *   BF_BIDDING_STAGE_HANDOFF  "Hand the device to <player>" (or, after the
 *                             last sheet, "All sheets are sealed" with the
 *                             Reveal All button), a BfHandoff. Shows
 *                             nothing of any sheet.
 *   BF_BIDDING_STAGE_SHEET    the sheet of the current player: line 1 a
 *                             spin button, lines 2-5 a row of toggle buttons,
 *                             the running cost and what is left of $50, and
 *                             Seal (Ctrl+Enter), which refuses an incomplete
 *                             or over-budget sheet with a message saying why.
 *   BF_BIDDING_STAGE_REVEAL   everything, all at once.
 *
 * Privacy: the widgets of a sheet are built when its player opens it and
 * destroyed when it is sealed; the running cost labels are reset, so the
 * next screen holds nothing of the previous sheet.
 *
 * Actions (group "bidding"): open-sheet, seal, reveal, done.
 *
 * The page reads player names from the game and never changes the game:
 * on "done" the caller may put each player's starting VP on their score
 * track with bf_bid_reveal_apply_score_track(), and store the sheets
 * (bf_bidding_to_json()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-bidding.h"
#include "bf-carnegie-game.h"

G_BEGIN_DECLS

typedef enum
{
  BF_BIDDING_STAGE_HANDOFF,
  BF_BIDDING_STAGE_SHEET,
  BF_BIDDING_STAGE_REVEAL,
} BfBiddingStage;

#define BF_TYPE_BIDDING_PAGE (bf_bidding_page_get_type ())

G_DECLARE_FINAL_TYPE (BfBiddingPage, bf_bidding_page, BF, BIDDING_PAGE, AdwBin)

/* @bidding: the round to continue (one sheet per human player of @game,
 * e.g. loaded with the game), or NULL for a new round with a random seed.
 * Sealed sheets stay sealed: the page starts at the first unsealed one,
 * or at "Reveal All". */
GtkWidget      *bf_bidding_page_new         (BfCarnegieGame *game,
                                             BfBidding      *bidding);

BfCarnegieGame         *bf_bidding_page_get_game    (BfBiddingPage  *self);
BfBidding      *bf_bidding_page_get_bidding (BfBiddingPage  *self);
BfBiddingStage  bf_bidding_page_get_stage   (BfBiddingPage  *self);
/* The seat index of the player whose turn it is (handoff or sheet), or
 * the number of players once every sheet is sealed. */
guint           bf_bidding_page_get_player  (BfBiddingPage  *self);
/* The outcome, once revealed; NULL before. */
BfBidReveal    *bf_bidding_page_get_reveal  (BfBiddingPage  *self);

G_END_DECLS
