/* bf-cli.h
 *
 * `benefactor --score FILE [--json]`: scores a saved game without a
 * display: a Carnegie final table or a Livingstone score pad, as its
 * score card (bf_document_score_as_entered()) in the text or JSON form
 * its game writes (bf_score_card_to_text()). A solo game in progress
 * against Andrew is named and refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Prints the score sheet of @path to stdout (text or JSON); on error a
 * message to stderr. Returns the process exit status: 0, or 1 for a file
 * that cannot be read or scored (2, bad usage, is the caller's). */
int bf_cli_score (const char *path,
                  gboolean    json);

G_END_DECLS
