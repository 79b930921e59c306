/* bf-livingstone-page.h
 *
 * The Livingstone score pad: setting up the players, the board values
 * copied from the players' own board, the tents of every round with the
 * running totals, the end-of-game entries and the explained result with
 * its export. Shows and edits a BfLivingstoneGame given by the window
 * (which keeps it in a BfSession for undo and autosave).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-livingstone.h"

G_BEGIN_DECLS

#define BF_TYPE_LIVINGSTONE_PAGE (bf_livingstone_page_get_type ())

G_DECLARE_FINAL_TYPE (BfLivingstonePage, bf_livingstone_page, BF, LIVINGSTONE_PAGE, AdwBin)

GtkWidget         *bf_livingstone_page_new      (void);

/* The game shown, or NULL. A game without players opens on the players
 * view and gets the board values remembered in the settings; an undo
 * (a restored copy of the same game) keeps the view and the round. */
void               bf_livingstone_page_set_game (BfLivingstonePage *self,
                                                 BfLivingstoneGame *game);
BfLivingstoneGame *bf_livingstone_page_get_game (BfLivingstonePage *self);
/* While @reason is not NULL, adding or removing a player is refused with
 * @reason (the "error" signal): the table is shared with phones. */
void               bf_livingstone_page_set_seats_locked (BfLivingstonePage *self,
                                                         const char        *reason);

G_END_DECLS
