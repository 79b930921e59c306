/* bf-cli.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "bf-carnegie-kind.h"
#include "bf-cli.h"
#include "bf-game-file.h"
#include "bf-json.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"
#include "bf-solo.h"

/* The "format" of a file that parses, or NULL. */
static char *
peek_format (const char *data,
             gsize       length)
{
  g_autoptr(JsonNode) root = bf_json_parse (data, length, NULL);
  JsonNode *format;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      (format = json_object_get_member (json_node_get_object (root), "format")) == NULL ||
      !bf_json_node_holds (format, G_TYPE_STRING))
    return NULL;

  return g_strdup (json_node_get_string (format));
}

/* Reads the game of @format in @data (a final table or a score pad,
 * finished: not leniently). */
static BfDocument *
load_document (const char  *format,
               const char  *data,
               gsize        length,
               GError     **error)
{
  if (g_strcmp0 (format, BF_LIVINGSTONE_FORMAT) == 0)
    return (BfDocument *) bf_livingstone_game_from_data (data, length, FALSE, error);

  return (BfDocument *) bf_game_file_from_data_full (data, length, BF_GAME_FILE_LOAD_DEFAULT, error);
}

int
bf_cli_score (const char *path,
              gboolean    json)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfScoreCard) card = NULL;
  g_autofree char *display = NULL;
  g_autofree char *data = NULL;
  g_autofree char *format = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, 2);

  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  file = g_file_new_for_commandline_arg (path);
  display = g_file_get_parse_name (file);

  /* The one bounded reader: a regular file only, never a named pipe or
   * a device, at most a game file's size. */
  data = bf_json_read_file (file, &length, NULL, &error);
  if (data == NULL)
    {
      /* Translators: "game.json: This game was saved by a newer version…" */
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }

  format = peek_format (data, length);
  if (g_strcmp0 (format, BF_SOLO_FORMAT) == 0)
    {
      g_printerr (_("%s: %s\n"), display,
                  _("This is a solo game against Andrew as Benefactor keeps it while it is played, not a final table: --score scores Carnegie final tables and Livingstone score pads. Open it in Benefactor to see its scores."));
      return 1;
    }

  /* The table or pad as entered: what the game's page shows. */
  document = load_document (format, data, length, &error);
  if (document != NULL)
    card = bf_document_score_as_entered (document, &error);
  if (card == NULL)
    {
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }

  if (json)
    {
      g_autoptr(JsonNode) root = bf_score_card_to_json (card);
      g_autofree char *text = bf_json_to_data (root, BF_JSON_STYLE_INDENTED, NULL);

      g_print ("%s\n", text);
    }
  else
    {
      g_autofree char *text = bf_score_card_to_text (card);

      g_print ("%s", text);
    }

  return 0;
}
