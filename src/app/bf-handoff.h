/* bf-handoff.h
 *
 * The screen between two players of a pass-and-play flow (the bidding
 * sheets of A New Beginning, the Secret Donation): "Hand the Device to
 * Anna", why everybody else looks away, and one button that only Anna
 * presses ("I Am Anna: …"). After the last player the same screen says
 * that everything is sealed, with the button that goes on (e.g. "Reveal
 * All"). It shows nothing of any player's choices.
 *
 * The button activates an action of the page that holds this widget,
 * given by name; gtk_widget_grab_focus() on the widget focuses it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

#define BF_TYPE_HANDOFF (bf_handoff_get_type ())

G_DECLARE_FINAL_TYPE (BfHandoff, bf_handoff, BF, HANDOFF, AdwBin)

GtkWidget *bf_handoff_new              (void);

/* "Hand the Device to @name": @description under it, and the button
 * @button (with a mnemonic) activating @action_name. */
void       bf_handoff_show_player      (BfHandoff  *self,
                                        const char *name,
                                        const char *description,
                                        const char *button,
                                        const char *action_name);

/* After the last player: a closed lock, @title, @description and the
 * button @button (with a mnemonic) activating @action_name. */
void       bf_handoff_show_sealed      (BfHandoff  *self,
                                        const char *title,
                                        const char *description,
                                        const char *button,
                                        const char *action_name);

/* The name a hand-off calls the player of seat @index of @game by: the
 * player's name, or "Player 2" for one without a name. */
/* Puts the focus on the handoff's button, now or, when the handoff is
 * not shown yet, as soon as it is. */
void       bf_handoff_take_focus       (BfHandoff  *self);

char      *bf_handoff_dup_player_name  (BfCarnegieGame *game,
                                        guint           index);

G_END_DECLS
