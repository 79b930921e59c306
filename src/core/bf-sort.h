/* bf-sort.h: the comparison functions the folders share, for
 * g_array_sort() and g_ptr_array_sort().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A GArray of guint in increasing order: @a and @b point to guints. */
int bf_sort_compare_uint    (gconstpointer a,
                             gconstpointer b);
/* A GPtrArray of strings in byte order (strcmp()): @a and @b point to
 * the elements, which are `char *` (none NULL). */
int bf_sort_compare_strings (gconstpointer a,
                             gconstpointer b);

G_END_DECLS
