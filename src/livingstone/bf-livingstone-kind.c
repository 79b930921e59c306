/* bf-livingstone-kind.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-document.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"

static BfDocument *
load_cb (JsonNode  *root,
         gboolean   lenient,
         GError   **error)
{
  return (BfDocument *) bf_livingstone_game_from_json (root, lenient, error);
}

void
bf_livingstone_kind_register (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      bf_document_register_format (BF_LIVINGSTONE_FORMAT, load_cb);
      bf_score_card_register_writers ("livingstone", bf_livingstone_card_to_text,
                                      bf_livingstone_card_to_json);
      g_once_init_leave (&done, 1);
    }
}
