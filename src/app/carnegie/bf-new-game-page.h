/* bf-new-game-page.h
 *
 * The "New Scoring" form: who played (names and colours, Andrew in a solo
 * game) and which expansion modules and optional rules were in play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

#define BF_TYPE_NEW_GAME_PAGE (bf_new_game_page_get_type ())

G_DECLARE_FINAL_TYPE (BfNewGamePage, bf_new_game_page, BF, NEW_GAME_PAGE, AdwBin)

GtkWidget *bf_new_game_page_new        (void);
/* Back to two unnamed players and no modules. */
void       bf_new_game_page_reset      (BfNewGamePage  *self);
guint      bf_new_game_page_get_n_players (BfNewGamePage *self);
gboolean   bf_new_game_page_add_player (BfNewGamePage  *self);
/* Sets the name of the @index-th player row (as if typed). */
void       bf_new_game_page_set_name   (BfNewGamePage  *self,
                                        guint           index,
                                        const char     *name);
/* The game described by the form, or NULL with a message for the user. */
BfCarnegieGame    *bf_new_game_page_build_game (BfNewGamePage  *self,
                                                GError        **error);

G_END_DECLS
