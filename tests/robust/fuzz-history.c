/* fuzz-history.c
 *
 * The fuzz target for a game file as the history reads it (Keep in
 * History, importing a folder, adding back a file the database lacks:
 * src/history/bf-history.c): whatever bytes it is given are loaded
 * strictly as a finished game, turned into a history record, and the
 * record is checked as the history uses it: players with names and name
 * keys, totals that are the sums of their categories, one rank per
 * player, the winners' text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-document.h"
#include "bf-history.h"
#include "bf-history-record.h"

#include "fuzz-targets.h"

int
bf_fuzz_history (const uint8_t *data,
                 size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfHistoryRecord) record = NULL;
  g_autofree char *players = NULL;
  g_autofree char *winners = NULL;
  g_autofree char *checksum = NULL;
  const char *text = size > 0 ? (const char *) data : "";
  guint n;

  document = bf_document_load_data (text, size, FALSE, &error);
  if (document == NULL)
    {
      bf_fuzz_check_error (error, "the document loader failed without an error");
      return 0;
    }

  record = bf_history_record_new_from_document (document, "fuzz", 0, &error);
  if (record == NULL)
    {
      bf_fuzz_check_error (error, "a game the history refused without an error");
      return 0;
    }

  checksum = bf_history_checksum (text, size);
  bf_fuzz_check (checksum != NULL, "no checksum");

  n = bf_history_record_get_n_players (record);
  bf_fuzz_check (n >= 1 && n <= 5, "an impossible number of players kept");

  for (guint p = 0; p < n; p++)
    {
      const char *name = bf_history_record_get_name (record, p);
      g_autofree char *key = NULL;
      gint64 sum = 0;

      bf_fuzz_check (name != NULL && g_utf8_validate (name, -1, NULL), "a player without a name");
      key = bf_history_name_key (name);
      bf_fuzz_check (key == NULL || g_utf8_validate (key, -1, NULL), "a name key that is not text");

      for (guint c = 0; c < bf_history_record_get_n_scores (record, p); c++)
        sum += bf_history_record_get_score_vp (record, p, c);
      bf_fuzz_check (sum == bf_history_record_get_total (record, p),
                     "a total that is not the sum of its categories");
      /* 1 for the winners…; 0 for a disqualified Livingstone player. */
      bf_fuzz_check (bf_history_record_get_rank (record, p) <= n, "a rank out of range");
    }

  players = bf_history_record_dup_players_text (record);
  winners = bf_history_record_dup_winners_text (record);
  bf_fuzz_check (players != NULL && g_utf8_validate (players, -1, NULL), "no players' text");
  bf_fuzz_check (winners != NULL && g_utf8_validate (winners, -1, NULL), "no winners' text");

  return 0;
}
