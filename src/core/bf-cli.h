/* bf-cli.h
 *
 * `benefactor --score FILE [--json]`: scores a saved game without a
 * display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Prints the score sheet of @path to stdout (text or JSON); on error a
 * message to stderr. Returns the process exit status. */
int bf_cli_score (const char *path,
                  gboolean    json);

G_END_DECLS
