/* bf-secret-page.h
 *
 * The Secret Donation (Expansion 1 optional rule), pass and play: after
 * setup each player in turn secretly picks one space of the donation
 * chart (type 1-4 left to right, line 1-5 top to bottom), shown as the
 * chart with the New Donations tiles currently covering it. Between two
 * players a "Hand the device to <player>" screen (BfHandoff) shows
 * nothing; the previous player's chart widgets are destroyed when they
 * seal.
 *
 * Each choice is stored on the player's BfCarnegiePlayer as it is sealed, with
 * the game sealed (bf_carnegie_game_get_secrets_sealed()) from the first one on:
 * it is saved with the game at once, nothing shows it, and a page made
 * for a game holding the first choices already (after a restart) starts
 * by handing the device to the next player. Once every choice is sealed
 * the page emits "sealed" and waits at SEALED; its "Reveal" step (at
 * final scoring) shows every player's secret donation and unseals the
 * game, then "Done" ends the flow.
 *
 * "A player may look at their own paper at any time" (Expansion 1):
 * bf_secret_page_new_look() lets one player look at their own sealed
 * choice in private. "Who looks?" lists the players; picking one shows
 * the hand-off screen ("Hand the device to Anna", a button only Anna
 * presses), then Anna's choice alone (type 1-4 and line 1-5 as written
 * on the paper, and the space's text), then "Hide It Again" destroys
 * what showed it and emits "done". The page reads only that player's
 * choice from their BfCarnegiePlayer, when it is shown; the game stays sealed
 * and nothing is written to it.
 *
 * Not offered in a solo game nor without the Secret Donation rule in
 * play: the page then only shows a message saying so, and every action
 * is disabled.
 *
 * Actions (group "secret"): open, seal (Ctrl+Enter), reveal, done; for
 * looking: look (the player's seat index, "u"), show, hide.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

typedef enum
{
  BF_SECRET_STAGE_REFUSED,       /* solo game or rule not in play */
  BF_SECRET_STAGE_HANDOFF,       /* hand the device to the next player */
  BF_SECRET_STAGE_PICK,          /* one player picks, in secret */
  BF_SECRET_STAGE_SEALED,        /* all sealed, waiting for final scoring */
  BF_SECRET_STAGE_REVEAL,        /* shown and set on the players */
  BF_SECRET_STAGE_CHOOSE,        /* looking: which player looks */
  BF_SECRET_STAGE_LOOK,          /* looking: one player's choice, in private */
} BfSecretStage;

#define BF_TYPE_SECRET_PAGE (bf_secret_page_get_type ())

G_DECLARE_FINAL_TYPE (BfSecretPage, bf_secret_page, BF, SECRET_PAGE, AdwBin)

GtkWidget     *bf_secret_page_new        (BfCarnegieGame       *game);
/* Final scoring of a game whose secret donations were sealed at setup
 * (bf_carnegie_game_get_secrets_sealed()): starts at "Secret Donations Are
 * Sealed" with the players' stored choices; "Reveal" shows them and
 * unseals the game (bf_carnegie_game_set_secrets_sealed (game, FALSE)), "Done"
 * emits "done". The "reveal-only" property is TRUE. */
GtkWidget     *bf_secret_page_new_reveal (BfCarnegieGame       *game);
gboolean       bf_secret_page_get_reveal_only (BfSecretPage *self);
/* One player looks at their own secret donation, stored on their
 * BfCarnegiePlayer: starts at "Who looks?" (stage CHOOSE), then the hand-off
 * (HANDOFF), then that player's choice (LOOK); "Hide It Again" goes back
 * to CHOOSE and emits "done". Never changes the game: its secret
 * donations stay sealed. The "look-only" property is TRUE. */
GtkWidget     *bf_secret_page_new_look   (BfCarnegieGame       *game);
gboolean       bf_secret_page_get_look_only (BfSecretPage *self);

BfCarnegieGame        *bf_secret_page_get_game   (BfSecretPage *self);
BfSecretStage  bf_secret_page_get_stage  (BfSecretPage *self);
/* The seat index of the player whose turn it is, or the number of
 * players once every choice is sealed. */
guint          bf_secret_page_get_player (BfSecretPage *self);

/* Signals:
 *   "sealed" ()  every player has sealed a choice (stage SEALED)
 *   "done" ()    the players closed the reveal; the game holds the
 *                secret donations. Looking: the player hid their
 *                choice again */

G_END_DECLS
