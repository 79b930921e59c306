/* bf-livingstone-player.h
 *
 * One player of a Livingstone score pad, as the players enter it: the
 * name, the colour, the tents of each round and those moved between
 * columns, and the end-of-game entries (gems kept, VP action cards, the
 * donation), with the totals derived from them.
 *
 * A BfLivingstoneGame holds its players in a GListModel
 * (bf_livingstone_game_get_players()); a player keeps its place there
 * until it is removed. Every entry is a read-only property written
 * through its setter, which takes a GError, and notifies: "name" (and
 * "display-name"), "color", "gems", "vp-cards", "donation"; a change of
 * the tents notifies the derived totals it changes, "rounds-total" and
 * "tents-placed"; "end-vp" follows the gems and the cards. The game
 * emits "changed" after each of them, as for its own setters.
 *
 * Numbering as in bf-livingstone.h: rounds from 0, board rows 1-6.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BF_TYPE_LIVINGSTONE_PLAYER (bf_livingstone_player_get_type ())

G_DECLARE_FINAL_TYPE (BfLivingstonePlayer, bf_livingstone_player, BF, LIVINGSTONE_PLAYER, GObject)

/* The place in the game's list, from 0 (the "position" property). */
guint        bf_livingstone_player_get_position         (BfLivingstonePlayer *self);
/* Whether the player is still in its game (FALSE once removed: the
 * setters then refuse). */
gboolean     bf_livingstone_player_is_playing           (BfLivingstonePlayer *self);

const char  *bf_livingstone_player_get_name             (BfLivingstonePlayer *self);
/* The name, or "Player 2" while none is entered (translated). */
const char  *bf_livingstone_player_get_display_name     (BfLivingstonePlayer *self);
gboolean     bf_livingstone_player_set_name             (BfLivingstonePlayer *self,
                                                         const char          *name,
                                                         GError             **error);
const char  *bf_livingstone_player_get_color            (BfLivingstonePlayer *self);
gboolean     bf_livingstone_player_set_color            (BfLivingstonePlayer *self,
                                                         const char          *color,
                                                         GError             **error);

/* The rounds of the player's game (bf_livingstone_game_get_n_rounds()),
 * 0 once removed. */
guint        bf_livingstone_player_get_n_rounds         (BfLivingstonePlayer *self);
/* The tents in @row of the column above the steamboat when @round is
 * scored (bf_livingstone_game_set_tents()). */
guint        bf_livingstone_player_get_tents            (BfLivingstonePlayer *self,
                                                         guint                round,
                                                         guint                row);
gboolean     bf_livingstone_player_set_tents            (BfLivingstonePlayer *self,
                                                         guint                round,
                                                         guint                row,
                                                         guint                tents,
                                                         GError             **error);
/* Tents moved between columns, whole game (bf_livingstone_game_set_other_tents()). */
int          bf_livingstone_player_get_other_tents      (BfLivingstonePlayer *self,
                                                         guint                row);
gboolean     bf_livingstone_player_set_other_tents      (BfLivingstonePlayer *self,
                                                         guint                row,
                                                         int                  tents,
                                                         GError             **error);
guint        bf_livingstone_player_get_gems             (BfLivingstonePlayer *self);
gboolean     bf_livingstone_player_set_gems             (BfLivingstonePlayer *self,
                                                         guint                gems,
                                                         GError             **error);
guint        bf_livingstone_player_get_vp_cards         (BfLivingstonePlayer *self);
gboolean     bf_livingstone_player_set_vp_cards         (BfLivingstonePlayer *self,
                                                         guint                vp,
                                                         GError             **error);
guint        bf_livingstone_player_get_donation         (BfLivingstonePlayer *self);
gboolean     bf_livingstone_player_set_donation         (BfLivingstonePlayer *self,
                                                         guint                pounds,
                                                         GError             **error);

/* Derived: the score of @round (row n scores n VP per tent) and the sum
 * of rounds 0 … @n_rounds - 1. */
int          bf_livingstone_player_get_round_score      (BfLivingstonePlayer *self,
                                                         guint                round);
int          bf_livingstone_player_get_running_total    (BfLivingstonePlayer *self,
                                                         guint                n_rounds);
/* Derived, each a property: all rounds' scores added up ("rounds-total"),
 * the tents on the board at the end ("tents-placed", the last
 * tie-breaker), gems plus VP cards ("end-vp"). The majorities and the
 * donation depend on the other players: they are in BfLivingstoneResult. */
int          bf_livingstone_player_get_rounds_total     (BfLivingstonePlayer *self);
guint        bf_livingstone_player_get_tents_placed     (BfLivingstonePlayer *self);
guint        bf_livingstone_player_get_end_vp           (BfLivingstonePlayer *self);

G_END_DECLS
