/* bench-undo.c
 *
 * What a long session's undo history costs in memory and time: loads a
 * game file (default tests/data/expansion-4p.json) into a BfSession
 * without an autosave (nothing is written: the figures are the memory and
 * the work of the history alone), then makes N entries (default 4000) --
 * a player's money +1 then -1, the players taking turns, as
 * bench-rescore.c and bench-entries.c do -- each recorded as an undo step
 * (bf_session_checkpoint(), what the session does when the main loop is
 * next idle). Prints, after 0, 500, 1000, 2000 and N entries:
 *
 *   entries=2000 steps=2000 undo_bytes=315392 heap_kib=1820 rss_kib=9012
 *
 * undo_bytes is what the session counts for its steps
 * (bf_session_get_undo_size()), heap_kib the bytes malloc has handed out
 * and not had back (mallinfo2), rss_kib the resident memory of the
 * process. Then one line of times: the checkpoint of each entry (the game
 * turned into its text, compared with the step before and kept), and
 * N / 10 undos followed by as many redos (each also loads the game from
 * its text):
 *
 *   checkpoint_us median=… p99=… max=… undo_us median=… p99=… max=…
 *
 * Under callgrind (bench-count.h) the entries and the undos and redos are
 * counted in dumps of their own ("entries", "undos and redos"): each
 * entry's count includes the change to the game and the report lines.
 *
 * Build (see build-aux/bench.sh):
 *   cc -O2 -I src/core -I src/carnegie -I src/livingstone -I BUILD -I BUILD/src/carnegie bench-undo.c \
 *      -Wl,--whole-archive BUILD/src/{core,carnegie,livingstone,history,cli}/libbenefactor-*.a -Wl,--no-whole-archive \
 *      $(pkg-config --cflags --libs glib-2.0 gio-2.0 json-glib-1.0 sqlite3) -lm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "bench-count.h"
#include "bench-util.h"
#include "bf-carnegie-kind.h"
#include "bf-game-file.h"
#include "bf-livingstone-kind.h"
#include "bf-session.h"

static double
percentile (double *samples, guint n, double p)
{
  guint i = (guint) (p * n);

  return samples[i < n ? i : n - 1];
}

static void
report (BfSession *session, guint entries)
{
  struct mallinfo2 info = mallinfo2 ();

  printf ("entries=%u steps=%u undo_bytes=%" G_GSIZE_FORMAT " heap_kib=%zu rss_kib=%ld\n",
          entries, bf_session_get_undo_depth (session) + 1, bf_session_get_undo_size (session),
          info.uordblks / 1024, bench_rss_kib ());
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  const char *path = "tests/data/expansion-4p.json";
  guint n = 4000;
  guint n_undos;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfSession) session = NULL;
  double *checkpoints, *undos;

  if (!bench_parse_args (argc, argv, "bench-undo", &n, &path))
    return 2;

  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  file = g_file_new_for_path (path);
  document = bf_document_load_file (file, TRUE, NULL, &error);
  if (document == NULL || !BF_IS_CARNEGIE_GAME (document))
    {
      fprintf (stderr, "bench-undo: %s: %s\n", path, error != NULL ? error->message : "not a Carnegie game");
      return 1;
    }

  session = bf_session_new (NULL);
  bf_session_set_document (session, document);
  report (session, 0);

  checkpoints = g_new (double, n);
  BENCH_COUNT_BEGIN ();
  for (guint i = 0; i < n; i++)
    {
      double t0;

      bench_money_entry (bf_carnegie_game_from_session (session), i);
      t0 = bench_now_us ();
      bf_session_checkpoint (session);
      checkpoints[i] = bench_now_us () - t0;
      if (i + 1 == 500 || i + 1 == 1000 || i + 1 == 2000 || i + 1 == n)
        report (session, i + 1);
    }
  BENCH_COUNT_END ("entries");

  n_undos = MAX (n / 10, 1);
  undos = g_new (double, 2 * n_undos);
  BENCH_COUNT_BEGIN ();
  for (guint i = 0; i < 2 * n_undos; i++)
    {
      double t0 = bench_now_us ();

      if (!(i < n_undos ? bf_session_undo (session) : bf_session_redo (session)))
        g_error ("bench-undo: %s %u failed", i < n_undos ? "undo" : "redo", i);
      undos[i] = bench_now_us () - t0;
    }
  BENCH_COUNT_END ("undos and redos");

  qsort (checkpoints, n, sizeof *checkpoints, bench_cmp_double);
  qsort (undos, 2 * n_undos, sizeof *undos, bench_cmp_double);
  printf ("checkpoint_us median=%.1f p99=%.1f max=%.1f undo_us median=%.1f p99=%.1f max=%.1f\n",
          percentile (checkpoints, n, 0.5), percentile (checkpoints, n, 0.99), percentile (checkpoints, n, 1.0),
          percentile (undos, 2 * n_undos, 0.5), percentile (undos, 2 * n_undos, 0.99),
          percentile (undos, 2 * n_undos, 1.0));
  g_free (checkpoints);
  g_free (undos);
  return 0;
}
