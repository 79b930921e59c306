/* bf-score-export.h
 *
 * A score sheet as a printed score pad: a PNG image or an A4 PDF with a
 * table of the players' scores per category, the winners marked, and the
 * explanation of every line. Files are saved with
 * bf_document_save_data(): a failed save leaves an existing file as it
 * was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-carnegie-game.h"
#include "bf-score-sheet.h"

G_BEGIN_DECLS

/* @title: shown under the heading (e.g. a date or the table's name); when
 * NULL or empty, today's date is shown. */
gboolean   bf_score_export_png        (BfScoreSheet        *sheet,
                                       const char          *title,
                                       GFile               *file,
                                       GError             **error);
gboolean   bf_score_export_pdf        (BfScoreSheet        *sheet,
                                       const char          *title,
                                       GFile               *file,
                                       GError             **error);

/* The same with the players' colours: @colors has one "#rrggbb" per
 * player of @sheet ("" for none) and may be NULL. */
gboolean   bf_score_export_png_full   (BfScoreSheet        *sheet,
                                       const char * const  *colors,
                                       const char          *title,
                                       GFile               *file,
                                       GError             **error);
gboolean   bf_score_export_pdf_full   (BfScoreSheet        *sheet,
                                       const char * const  *colors,
                                       const char          *title,
                                       GFile               *file,
                                       GError             **error);

/* The colours of @game's players in the sheet's order, for the above. */
char     **bf_score_export_get_colors (BfCarnegieGame              *game);

/* For the tests: the titles of the export's rows, in order. */
/* The titles of the table's rows, top to bottom (borrowed from @sheet). */
GPtrArray *_bf_score_export_get_row_titles (BfScoreSheet *sheet);

G_END_DECLS
