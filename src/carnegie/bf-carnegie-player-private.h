/* bf-carnegie-player-private.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-carnegie-game.h"
#include "bf-carnegie-player.h"

G_BEGIN_DECLS

/* The game the player sits at (borrowed, cleared when removed). Used for
 * the checks that involve other players and the modules in play. */
void      _bf_carnegie_player_set_game   (BfCarnegiePlayer   *self,
                                          BfCarnegieGame     *game);
BfCarnegieGame   *_bf_carnegie_player_get_game   (BfCarnegiePlayer   *self);

/* The name to show in messages: the player's name or "Andrew". */
const char *_bf_carnegie_player_display_name (BfCarnegiePlayer *self);

/* Checks a name: not empty, at most BF_MAX_NAME_LENGTH characters, valid
 * UTF-8 without control characters (bf-carnegie-game-validate.c). */
gboolean  _bf_check_name        (const char *name,
                                 GError    **error);

/* The refusal of a table where the player has more pawns on projects
 * and donations than bf_carnegie_player_get_pawn_supply(). */
void      _bf_carnegie_player_set_too_many_pawns_error (BfCarnegiePlayer *self,
                                                        GError          **error);

/* The player's departments as objects (bf-carnegie-department.c): made
 * from, and set to, what the player's array holds. */
BfCarnegieDepartment *_bf_carnegie_department_new (const BfBuiltDepartment *built);
void                  _bf_carnegie_department_set (BfCarnegieDepartment    *self,
                                                   const BfBuiltDepartment *built);

/* The player's projects, donations and transport markers as objects
 * (bf-carnegie-project.c, bf-carnegie-donation.c,
 * bf-carnegie-transport.c), kept with the player's arrays. */
BfCarnegieProject   *_bf_carnegie_project_new       (const BfProject     *project);
BfCarnegieDonation  *_bf_carnegie_donation_new      (BfChartPos           position);
BfCarnegieTransport *_bf_carnegie_transport_new     (BfRegion             region);
void                 _bf_carnegie_transport_set_box (BfCarnegieTransport *self,
                                                     guint                box);

G_END_DECLS
