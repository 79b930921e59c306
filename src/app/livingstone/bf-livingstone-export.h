/* bf-livingstone-export.h
 *
 * A Livingstone score card (bf-score-card.h) as a printed score sheet: a
 * PNG image or an A4 PDF with a table of the players' scores per
 * category (the card's categories), the verdict, the notes (unconfirmed
 * board values…) and the explanation of every line. Files are saved with bf_document_save_data(): a failed save
 * leaves an existing file as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-score-card.h"

G_BEGIN_DECLS

/* @title: shown under the heading; when NULL or empty, today's date. */
gboolean bf_livingstone_export_png (BfScoreCard  *card,
                                    const char   *title,
                                    GFile        *file,
                                    GError      **error);
gboolean bf_livingstone_export_pdf (BfScoreCard  *card,
                                    const char   *title,
                                    GFile        *file,
                                    GError      **error);

G_END_DECLS
