/* bf-score-view-private.h
 *
 * Accessors for tests: the widgets BfScoreView builds for a sheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-score-view.h"

G_BEGIN_DECLS

/* The "Cannot score this table yet" box and its message label. */
GtkWidget *_bf_score_view_get_error_box     (BfScoreView *self);
GtkLabel  *_bf_score_view_get_error_label   (BfScoreView *self);

/* Per sheet player (in the sheet's order). */
guint      _bf_score_view_get_n_groups      (BfScoreView *self);
GtkWidget *_bf_score_view_get_group         (BfScoreView *self,
                                             guint        player);
GtkLabel  *_bf_score_view_get_total_label   (BfScoreView *self,
                                             guint        player);
guint      _bf_score_view_get_n_rows        (BfScoreView *self,
                                             guint        player);
AdwActionRow *_bf_score_view_get_row        (BfScoreView *self,
                                             guint        player,
                                             guint        line);
/* Whether the winner mark of @player is shown. */
gboolean   _bf_score_view_is_winner_shown   (BfScoreView *self,
                                             guint        player);

/* The standings, best first: the row and its "Winner"/"Shared win"
 * subtitle (empty for the others). */
guint         _bf_score_view_get_n_standings (BfScoreView *self);
AdwActionRow *_bf_score_view_get_standing    (BfScoreView *self,
                                              guint        rank);

/* The scroll position of the sheet; whether a scroll asked for by
 * bf_score_view_show_player() or _show_standings() is still to be done. */
GtkAdjustment *_bf_score_view_get_vadjustment   (BfScoreView *self);
gboolean      _bf_score_view_get_scroll_pending (BfScoreView *self);

G_END_DECLS
