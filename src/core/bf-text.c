/* bf-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-text"

#include "config.h"

#include "bf-i18n.h"

#include "bf-text.h"

char *
bf_text_join_list (GPtrArray *items)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (items != NULL, NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && i + 1 == items->len)
        /* Translators: before the last name of a list, "Anna, Ben and Cleo" */
        g_string_append (text, _(" and "));
      else if (i > 0)
        g_string_append (text, _(", "));
      g_string_append (text, g_ptr_array_index (items, i));
    }

  return g_string_free (text, FALSE);
}
