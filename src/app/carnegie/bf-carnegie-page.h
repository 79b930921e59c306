/* bf-carnegie-page.h
 *
 * The final scoring of a Carnegie table: a player switcher, the map
 * and the player editor of the player being entered, the jump bar to
 * the sections of the entries, the sealed secret donations' banner, and
 * the live score sheet beside them (a flap on a phone).
 *
 * A game given before the window is first drawn (`benefactor FILE`)
 * draws its first frame with the header, the switcher and the map; the
 * player editor and the score sheet are built right after that frame
 * (the getters build them at once).
 *
 * Actions (group "carnegie"): jump (a section: "map", "transport",
 * "donations", "departments", "company", "vp"). Its menus and buttons
 * use the window's actions too (win.undo, win.export) and the
 * history's (history.keep).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"

G_BEGIN_DECLS

#define BF_TYPE_CARNEGIE_PAGE (bf_carnegie_page_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegiePage, bf_carnegie_page, BF, CARNEGIE_PAGE, AdwBin)

GtkWidget      *bf_carnegie_page_new            (void);
/* Shows @game (NULL: none), at the player entered last (an undo step
 * gives the page the same table again as another object). */
void            bf_carnegie_page_set_game       (BfCarnegiePage *self,
                                                 BfCarnegieGame *game);
/* The next game given starts at its first player, at the top of the
 * entries: a game opened, continued or new. */
void            bf_carnegie_page_rewind         (BfCarnegiePage *self);
BfCarnegieGame         *bf_carnegie_page_get_game       (BfCarnegiePage *self);
/* The file the game is saved in (the header's subtitle), or NULL. */
void            bf_carnegie_page_set_file       (BfCarnegiePage *self,
                                                 GFile          *file);
/* FALSE: the map and the player editor take no entries (read-only). */
void            bf_carnegie_page_set_editable   (BfCarnegiePage *self,
                                                 gboolean        editable);
/* The score sheet and the editor of the player being entered (or NULL),
 * built at once when they still wait for the first frame. */
BfScoreView    *bf_carnegie_page_get_score_view (BfCarnegiePage *self);
/* While @reason is not NULL, the player editor refuses to move a player
 * in the seat order, with @reason: the table is shared with phones. */
void            bf_carnegie_page_set_seats_locked (BfCarnegiePage *self,
                                                   const char     *reason);
BfPlayerEditor *bf_carnegie_page_get_editor     (BfCarnegiePage *self);
/* Whether the editor and the score sheet still wait for the window's
 * first frame: state, not a widget. */
gboolean        bf_carnegie_page_get_pending    (BfCarnegiePage *self);

G_END_DECLS
