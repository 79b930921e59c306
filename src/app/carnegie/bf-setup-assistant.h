/* bf-setup-assistant.h
 *
 * Setup assistant for 2, 3 and 4 players: deals what the setup leaves to
 * chance from one seed (timeline, department supply, the card order of
 * the blocking disks; docs/setup.md) and walks the table through the
 * setup with the real components, as checklists:
 *
 *   BF_SETUP_STEP_BIDDING  A New Beginning (when in play): the bidding
 *                          page; its reveal decides the first player and
 *                          puts each player's starting VP on their score
 *                          track; the sheets are kept with the game.
 *   BF_SETUP_STEP_TABLE    steps 1-10: timeline tiles and sides, the
 *                          department supply, the players' components,
 *                          Action Choice tiles, blocking disks (2-3
 *                          players), housing pawns counter-clockwise.
 *   BF_SETUP_STEP_COVERS   New Donations (when in play): in player order
 *                          each player may cover a column with a tile.
 *   BF_SETUP_STEP_MOVES    step 11: setup moves, clockwise.
 *   BF_SETUP_STEP_SECRET   the Secret Donation (when in play): the secret
 *                          page; the choices are stored sealed.
 *   BF_SETUP_STEP_READY    the table is ready.
 *
 * The game is changed as the table is: blocking disks, Action Choice
 * tiles, covers, starting VP, the bidding sheets, sealed secret
 * donations and the setup record (bf_carnegie_game_get_setup()).
 *
 * Actions (group "setup"): next, cover, skip-cover, done.
 *
 * Signals:
 *   "done" ()             the table is ready; the game holds its setup
 *   "error" (string)      a message for a toast
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

#define BF_TYPE_SETUP_ASSISTANT (bf_setup_assistant_get_type ())

G_DECLARE_FINAL_TYPE (BfSetupAssistant, bf_setup_assistant, BF, SETUP_ASSISTANT, AdwBin)

/* @game: the game built by the new-game page (2-4 players, not solo,
 * nothing entered yet); @seed deals the table. */
GtkWidget   *bf_setup_assistant_new          (BfCarnegieGame   *game,
                                              guint32           seed);

BfCarnegieGame      *bf_setup_assistant_get_game     (BfSetupAssistant *self);
guint32      bf_setup_assistant_get_seed     (BfSetupAssistant *self);
BfSetupStep  bf_setup_assistant_get_step     (BfSetupAssistant *self);
/* Seat index of the first player (known after the bidding). */
guint        bf_setup_assistant_get_first_player (BfSetupAssistant *self);
/* Whether a bidding sheet or a secret donation was sealed: what the
 * table cannot enter again without the players doing it all over. */
gboolean     bf_setup_assistant_get_has_sealed   (BfSetupAssistant *self);
/* The player whose turn it is at BF_SETUP_STEP_COVERS, else the number
 * of players. */
guint        bf_setup_assistant_get_cover_player (BfSetupAssistant *self);

G_END_DECLS
