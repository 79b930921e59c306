/* bf-score-view.h
 *
 * The live score sheet of a game, shown beside (or in a flap of) the
 * entry screens: the standings, then one group per player with a row per
 * line of its score card. Scored again whenever the game changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"
#include "bf-score-card.h"

G_BEGIN_DECLS

#define BF_TYPE_SCORE_VIEW (bf_score_view_get_type ())

G_DECLARE_FINAL_TYPE (BfScoreView, bf_score_view, BF, SCORE_VIEW, GtkWidget)

GtkWidget    *bf_score_view_new            (void);

BfCarnegieGame       *bf_score_view_get_game       (BfScoreView *self);
void          bf_score_view_set_game       (BfScoreView    *self,
                                            BfCarnegieGame *game);

/* Whether the sheet scrolls on its own (the default, beside the entry
 * screens), or takes its whole height in a page that scrolls ("scrolls"). */
gboolean      bf_score_view_get_scrolls    (BfScoreView *self);
void          bf_score_view_set_scrolls    (BfScoreView *self,
                                            gboolean     scrolls);

/* The score card shown, the game's as entered
 * (bf_document_score_as_entered()), or NULL (no game, or the table cannot
 * be scored). Notified as "card". */
BfScoreCard  *bf_score_view_get_card       (BfScoreView *self);

/* Scroll the sheet, as soon as the view is laid out (also when called
 * while it is hidden; a later call replaces an earlier one not done yet):
 * to the group of @player, the player's position in bf_carnegie_game_get_players()
 * (the sheet's order), for a player switcher; or back to the top, the
 * standings, when the sheet is opened. When the table cannot be scored
 * both show the top, where the reason is. */
void          bf_score_view_show_player    (BfScoreView *self,
                                            guint        player);
void          bf_score_view_show_standings (BfScoreView *self);

/* What screen readers say of @player's total in the sheet shown, "141 VP,
 * winner"; NULL without a sheet. */
char         *bf_score_view_describe_total (BfScoreView *self,
                                            guint        player);

/* Says @result, the result of an entry made in @widget for @player of
 * @game, through the screen reader, then the player's total after it
 * ("Anna: 23 VP"; none while the table cannot be scored): see
 * bf_widgets_announce(). */
void          bf_score_view_announce_entry (GtkWidget        *widget,
                                            BfCarnegieGame   *game,
                                            BfCarnegiePlayer *player,
                                            const char       *result);

/* For the tests: whether a scroll to the player shown waits for the
 * sheet's next layout. */
/* Whether a scroll asked for by bf_score_view_show_player() or
 * _show_standings() is still to be done: state, not a widget. */
gboolean      _bf_score_view_get_scroll_pending (BfScoreView *self);

G_END_DECLS
