/* bf-cli.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "bf-cli.h"
#include "bf-game-file.h"
#include "bf-json-private.h"
#include "bf-score-sheet.h"

int
bf_cli_score (const char *path,
              gboolean    json)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfGame) game = NULL;
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autofree char *display = NULL;

  g_return_val_if_fail (path != NULL, 2);

  file = g_file_new_for_commandline_arg (path);
  display = g_file_get_parse_name (file);

  game = bf_game_file_load (file, NULL, &error);
  if (game == NULL)
    {
      /* Translators: "game.json: This game was saved by a newer version…" */
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }

  sheet = bf_score_sheet_new (game, &error);
  if (sheet == NULL)
    {
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }

  if (json)
    {
      g_autoptr(JsonNode) root = bf_score_sheet_to_json (sheet);
      g_autofree char *data = bf_json_to_data (root, BF_JSON_STYLE_INDENTED, NULL);

      g_print ("%s\n", data);
    }
  else
    {
      g_autofree char *text = bf_score_sheet_to_text (sheet);

      g_print ("%s", text);
    }

  return 0;
}
