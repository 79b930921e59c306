/* bf-window-private.h: for the GUI tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-map-view.h"
#include "bf-new-game-page.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-window.h"

G_BEGIN_DECLS

/* "start", "new" or "game" */
const char     *_bf_window_get_page            (BfWindow *self);
/* Whether the player editor and the score sheet of a game opened before
 * the window was shown are still to be built (after its first frame). */
gboolean        _bf_window_get_game_page_pending (BfWindow *self);
GtkWidget      *_bf_window_get_continue_button (BfWindow *self);
GtkWidget      *_bf_window_get_last_button     (BfWindow *self);
BfNewGamePage  *_bf_window_get_new_game_page   (BfWindow *self);
BfMapView      *_bf_window_get_map_view        (BfWindow *self);
BfScoreView    *_bf_window_get_score_view      (BfWindow *self);
/* The setup assistant or the secret-donation reveal being shown, or NULL. */
GtkWidget      *_bf_window_get_setup_assistant (BfWindow *self);
GtkWidget      *_bf_window_get_reveal_page     (BfWindow *self);
GtkRevealer    *_bf_window_get_secrets_banner  (BfWindow *self);
/* The editor of the player being entered, or NULL. */
BfPlayerEditor *_bf_window_get_editor          (BfWindow *self);
/* The player switcher's toggle button of the @index-th player. */
GtkToggleButton *_bf_window_get_player_button  (BfWindow *self,
                                                guint     index);

G_END_DECLS
