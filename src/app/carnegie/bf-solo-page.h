/* bf-solo-page.h
 *
 * The solo game against Andrew, beside the real table: the setup
 * choices, the dealt setup as a checklist, then each round (who chooses,
 * what Andrew does, the player's events and a quick entry of what they
 * built, moved and donated, corrections), and after round 20 the final
 * entries and both players' score sheets. Always visible: the round,
 * the timeline, Andrew's VP cards with the cards under them, his VP so
 * far, the supply and his next pick (beside the round on wide windows,
 * at the top on narrow ones).
 *
 * The page shows whatever BfSoloGame it is given and follows its
 * "changed" signal; undo and redo are the session's (it hands the page a
 * new game object). Every entry goes through the BfSoloGame entry
 * functions; a refused one emits "error" with the core's message.
 *
 * The page is made of sections (BfSoloSection, bf-solo-*.c), each
 * showing the page's game by itself and holding the actions of its own
 * buttons (group "solo", see each section's header). The page's own
 * actions: start, next-round, advance (start or next round;
 * Ctrl+Enter), move-tab (u: project type).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-solo.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_PAGE (bf_solo_page_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloPage, bf_solo_page, BF, SOLO_PAGE, AdwBin)

GtkWidget  *bf_solo_page_new      (void);

BfSoloGame *bf_solo_page_get_game (BfSoloPage *self);
/* The narrow (phone) layout: the status at the top. */
gboolean    bf_solo_page_get_narrow (BfSoloPage *self);
/* @game may be NULL. */
void        bf_solo_page_set_game (BfSoloPage *self,
                                   BfSoloGame *game);

G_END_DECLS
