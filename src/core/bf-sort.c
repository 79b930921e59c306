/* bf-sort.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-sort"

#include "config.h"

#include "bf-sort.h"

#include <string.h>

int
bf_sort_compare_uint (gconstpointer a,
                      gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

int
bf_sort_compare_strings (gconstpointer a,
                         gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}
