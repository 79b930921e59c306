/* bf-score-export.h
 *
 * A Carnegie score card (bf-score-card.h) as a printed score pad: a PNG
 * image or an A4 PDF with a table of the players' scores per category
 * (a row per donation space), the players' colours, the winners marked,
 * and the explanation of every line. Files are saved with
 * bf_document_save_data(): a failed save leaves an existing file as it
 * was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-score-card.h"

G_BEGIN_DECLS

/* @title: shown under the heading (e.g. a date or the table's name); when
 * NULL or empty, today's date is shown. */
gboolean   bf_score_export_png        (BfScoreCard  *card,
                                       const char   *title,
                                       GFile        *file,
                                       GError      **error);
gboolean   bf_score_export_pdf        (BfScoreCard  *card,
                                       const char   *title,
                                       GFile        *file,
                                       GError      **error);

/* For the tests: the titles of the table's rows, top to bottom
 * (borrowed from @card). */
GPtrArray *_bf_score_export_get_row_titles (BfScoreCard *card);

G_END_DECLS
