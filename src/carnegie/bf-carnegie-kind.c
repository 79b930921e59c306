/* bf-carnegie-kind.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-carnegie-kind.h"
#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-score-sheet.h"
#include "bf-solo-private.h"
#include "bf-solo.h"

static BfDocument *
load_game_cb (JsonNode  *root,
              gboolean   lenient,
              GError   **error)
{
  return (BfDocument *) bf_game_file_from_json_full (root,
                                                     lenient ? BF_GAME_FILE_LOAD_UNFINISHED
                                                             : BF_GAME_FILE_LOAD_DEFAULT,
                                                     error);
}

static BfDocument *
load_solo_cb (JsonNode  *root,
              gboolean   lenient,
              GError   **error)
{
  /* A solo game is always work in progress: @lenient changes nothing. */
  return (BfDocument *) _bf_solo_game_from_json (root, error);
}

void
bf_carnegie_kind_register (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      bf_document_register_format (BF_GAME_FILE_FORMAT, load_game_cb);
      bf_document_register_format (BF_SOLO_FORMAT, load_solo_cb);
      bf_score_card_register_writers ("carnegie", bf_score_sheet_card_to_text, bf_score_sheet_card_to_json);
      bf_score_card_register_writers ("solo", bf_score_sheet_card_to_text, bf_score_sheet_card_to_json);
      g_once_init_leave (&done, 1);
    }
}
