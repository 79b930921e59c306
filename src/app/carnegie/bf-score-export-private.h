/* bf-score-export-private.h
 *
 * Accessors for tests: what the exported score pad shows. Not a widget:
 * the pad's rows are drawn into a PNG or a PDF, where a test cannot read
 * them back, so this one getter stays in the app.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-score-export.h"

G_BEGIN_DECLS

/* The titles of the table's rows, top to bottom (borrowed from @sheet). */
GPtrArray *_bf_score_export_get_row_titles (BfScoreSheet *sheet);

G_END_DECLS
