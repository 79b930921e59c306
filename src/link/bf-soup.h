/* bf-soup.h
 *
 * libsoup 3, read from the disk the first time the table is shared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Loads libsoup 3 (once; it then stays). FALSE, with a message for the
 * user, when the library is missing or is not libsoup 3. */
gboolean bf_soup_load (GError **error);

G_END_DECLS
