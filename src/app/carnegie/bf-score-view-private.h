/* bf-score-view-private.h
 *
 * The one accessor left for the tests. The widgets a sheet is built of
 * are found through the template by tests/bf-test-ui.c
 * (bf_test_score_view_*()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-score-view.h"

G_BEGIN_DECLS

/* Whether a scroll asked for by bf_score_view_show_player() or
 * _show_standings() is still to be done: state, not a widget. */
gboolean      _bf_score_view_get_scroll_pending (BfScoreView *self);

G_END_DECLS
