/* bench-rescore.c
 *
 * How long recomputing the whole score sheet of a game takes after one
 * entry: loads a game file (default tests/data/expansion-4p.json), then N
 * times (default 2000) changes one entry -- a player's money, +1 then -1,
 * the players taking turns -- and times bf_score_sheet_new() (validation
 * and every line of every player) plus freeing the previous sheet, as the
 * score view does on each "changed" of the game. 100 untimed rounds warm
 * the caches first. Prints one line:
 *
 *   rescore_us median=12.3 p99=20.1 max=45.6 mean=13.0 n=2000 players=4
 *
 * Build (see build-aux/bench.sh):
 *   cc -O2 -I src/core -I src/carnegie -I src/livingstone -I BUILD -I BUILD/src/carnegie bench-rescore.c \
 *      -Wl,--whole-archive BUILD/src/{core,carnegie,livingstone,history,cli}/libbenefactor-*.a -Wl,--no-whole-archive \
 *      $(pkg-config --cflags --libs glib-2.0 gio-2.0 json-glib-1.0) -lm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <gio/gio.h>

#include "bench-util.h"
#include "bf-game-file.h"
#include "bf-score-sheet.h"

int
main (int argc, char **argv)
{
  const char *path = "tests/data/expansion-4p.json";
  guint n = 2000;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = NULL;
  BfScoreSheet *sheet = NULL;
  double *samples, sum = 0;

  if (!bench_parse_args (argc, argv, "bench-rescore", &n, &path))
    return 2;

  file = g_file_new_for_path (path);
  game = bf_game_file_load (file, NULL, &error);
  if (game == NULL)
    {
      fprintf (stderr, "bench-rescore: %s: %s\n", path, error->message);
      return 1;
    }

  sheet = bf_score_sheet_new (game, &error);
  if (sheet == NULL)
    {
      fprintf (stderr, "bench-rescore: %s: %s\n", path, error->message);
      return 1;
    }

  for (guint i = 0; i < 100; i++)
    {
      BfScoreSheet *next;

      bench_money_entry (game, i);
      next = bf_score_sheet_new (game, NULL);
      bf_score_sheet_unref (sheet);
      sheet = next;
    }

  samples = g_new (double, n);
  for (guint i = 0; i < n; i++)
    {
      BfScoreSheet *next;
      double t0;

      bench_money_entry (game, 100 + i);
      t0 = bench_now_us ();
      next = bf_score_sheet_new (game, &error);
      bf_score_sheet_unref (sheet);
      samples[i] = bench_now_us () - t0;
      if (next == NULL)
        {
          fprintf (stderr, "bench-rescore: round %u: %s\n", i, error->message);
          return 1;
        }
      sheet = next;
      sum += samples[i];
    }
  bf_score_sheet_unref (sheet);

  qsort (samples, n, sizeof *samples, bench_cmp_double);
  printf ("rescore_us median=%.1f p99=%.1f max=%.1f mean=%.1f n=%u players=%u\n",
          samples[n / 2], samples[(guint) (n * 0.99) < n ? (guint) (n * 0.99) : n - 1],
          samples[n - 1], sum / n, n, bf_carnegie_game_get_n_players (game));
  g_free (samples);
  return 0;
}
