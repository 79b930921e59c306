/* fuzz-game-file.c
 *
 * The fuzz target for hostile game files (fuzz-targets.h): whatever
 * bytes it is given go through everything a game file, an autosave, a
 * solo game or a Livingstone pad reaches in Benefactor.
 *
 *  1. the game-file loader, strict and lenient (as the autosave and an
 *     opened half-entered table are read);
 *  2. the document loader, which dispatches on "format" to every
 *     registered format;
 *  3. for every table that loads: the scoring (score sheet, text and JSON
 *     output, every line), and the writer: what it writes must load again
 *     and be written to the same bytes (the format is canonical).
 *
 * Any crash, sanitizer report, leak, critical or warning is a finding.
 * Built with clang and -Dfuzzing=true as fuzz-game-file (see
 * build-aux/fuzz.sh); the same function replays the seed corpus and every
 * input the fuzzer found (tests/robust/regressions/) in the normal test
 * suite through fuzz-replay.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-score-sheet.h"

#include "fuzz-targets.h"

void
bf_fuzz_score (BfCarnegieGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  guint n;

  sheet = bf_score_sheet_new (game, &error);
  if (sheet == NULL)
    {
      /* A table that cannot be scored says why. */
      bf_fuzz_check (error != NULL && error->message != NULL && error->message[0] != '\0',
                  "the score sheet failed without a message");
      return;
    }

  text = bf_score_sheet_to_text (sheet);
  bf_fuzz_check (text != NULL, "no text score sheet");
  json = bf_score_sheet_to_json (sheet);
  bf_fuzz_check (json != NULL, "no JSON score sheet");

  n = bf_score_sheet_get_n_players (sheet);
  bf_fuzz_check (n >= 1 && n <= BF_MAX_PLAYERS + 1, "impossible number of players scored");

  for (guint p = 0; p < n; p++)
    {
      guint n_lines = bf_score_sheet_get_n_lines (sheet, p);
      gint64 sum = 0;

      bf_fuzz_check (bf_score_sheet_get_name (sheet, p) != NULL, "a player without a name");

      for (guint l = 0; l < n_lines; l++)
        {
          const BfScoreLine *line = bf_score_sheet_get_line (sheet, p, l);

          bf_fuzz_check (line != NULL && line->category != NULL &&
                      line->title != NULL && line->explanation != NULL,
                      "an incomplete score line");
          sum += line->vp;
        }

      /* The total is the sum of the lines, and stays far from overflow. */
      bf_fuzz_check (sum == bf_score_sheet_get_total (sheet, p), "the total is not the sum of the lines");
      bf_fuzz_check (sum > -1000000 && sum < 1000000, "an absurd total");
    }
}

static void
round_trip (BfCarnegieGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  gsize length = 0;
  gsize length_again = 0;

  data = bf_game_file_to_data (game, &length);
  bf_fuzz_check (data != NULL && strlen (data) == length, "the writer gave no text");

  /* What was loaded (even unfinished) can be written and read back. */
  again = bf_game_file_from_data_full (data, length, BF_GAME_FILE_LOAD_UNFINISHED, &error);
  if (again == NULL)
    {
      g_printerr ("fuzz-game-file: a written game does not load: %s\n%s\n",
                  error->message, data);
      abort ();
    }

  data_again = bf_game_file_to_data (again, &length_again);
  bf_fuzz_check (length == length_again && memcmp (data, data_again, length) == 0,
              "writing a game again does not give the same bytes");
}

int
bf_fuzz_game_file (const uint8_t *data,
                   size_t         size)
{
  const char *text = (const char *) data;
  static const BfGameFileLoadFlags flags[] = {
    BF_GAME_FILE_LOAD_DEFAULT,
    BF_GAME_FILE_LOAD_UNFINISHED,
  };

  /* The loaders take a length: the input is not nul-terminated, as a
   * file read from disk need not be either. */
  if (size == 0)
    text = "";

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BfCarnegieGame) game = NULL;

      game = bf_game_file_from_data_full (text, size, flags[i], &error);
      if (game == NULL)
        {
          bf_fuzz_check_error (error, "the game loader failed without an error");
          continue;
        }
      bf_fuzz_check (error == NULL, "the game loader set an error and returned a game");

      if (flags[i] == BF_GAME_FILE_LOAD_DEFAULT)
        bf_fuzz_check (bf_carnegie_game_validate (game, NULL), "a strictly loaded game does not validate");

      bf_fuzz_score (game);
      round_trip (game);
    }

  for (guint lenient = 0; lenient < 2; lenient++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BfDocument) document = NULL;
      g_autofree char *saved = NULL;
      g_autofree char *description = NULL;

      document = bf_document_load_data (text, size, lenient, &error);
      if (document == NULL)
        {
          bf_fuzz_check_error (error, "the document loader failed without an error");
          continue;
        }

      description = bf_document_describe (document);
      saved = bf_document_to_data (document, NULL);
      bf_fuzz_check (saved != NULL, "a loaded document cannot be written");

      if (BF_IS_CARNEGIE_GAME (document))
        bf_fuzz_score (BF_CARNEGIE_GAME (document));
    }

  return 0;
}
