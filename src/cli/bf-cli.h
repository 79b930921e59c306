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

/* Shares the Carnegie game in @path with the players' phones on
 * @listen ("ADDRESS:PORT", a literal address) until SIGTERM or SIGINT,
 * printing each seat's link (bf-cli-share.c). Returns the exit status:
 * 0 once stopped, 1 for a game that cannot be shared, 2 for a @listen
 * that is not an address with a port. */
int bf_cli_share_table (const char *path,
                        const char *listen);

G_END_DECLS
