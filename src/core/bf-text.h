/* bf-text.h: small pieces of translated text the games share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "Anna", "Anna and Ben", "Anna, Ben and Cleo" (translated) of the
 * strings in @items; "" for none. */
char *bf_text_join_list (GPtrArray *items);

G_END_DECLS
