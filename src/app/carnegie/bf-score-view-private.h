/* bf-score-view-private.h
 *
 * Accessors for tests. The widgets a sheet is built of are found through
 * the template by tests/bf-test-ui.c (bf_test_score_view_*()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-score-view.h"

G_BEGIN_DECLS

/* Still used by tests/test-app.c; bf_test_score_view_get_total_label(),
 * _is_winner_shown() and _get_vadjustment() do the same. */
GtkLabel  *_bf_score_view_get_total_label   (BfScoreView *self,
                                             guint        player);
/* Whether the winner mark of @player is shown. */
gboolean   _bf_score_view_is_winner_shown   (BfScoreView *self,
                                             guint        player);
GtkAdjustment *_bf_score_view_get_vadjustment (BfScoreView *self);

/* Whether a scroll asked for by bf_score_view_show_player() or
 * _show_standings() is still to be done: state, not a widget. */
gboolean      _bf_score_view_get_scroll_pending (BfScoreView *self);

G_END_DECLS
