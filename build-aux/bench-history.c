/* bench-history.c
 *
 * How fast the history is with 10,000 games (docs/history.md): fills a
 * new history in a temporary folder (or the folder given, which must be
 * empty or not exist) with N games (default 10,000: Carnegie, solo and
 * Livingstone mixed, 12 players, 2-4 seats, 8-12 scoring categories per
 * seat), then times bf_history_add() itself for 200 more games (each
 * writes and flushes its file, then commits: measured as the app pays
 * it), and the median of 10 runs of: opening the history, listing every
 * game, listing one player's games, the players, a player's statistics
 * and the solo campaign (and the History page's queries: the ids of every
 * game, the games of a page of 64). Prints one table with the budgets. Not a test:
 * the figures depend on the machine and its disk.
 *
 *   _build/bench-history [-n GAMES] [-k] [-r RUNS] [-x] [FOLDER]
 *
 * -k keeps the folder. The 10,000 games are generated with the database
 * in synchronous=OFF (the only shortcut: the files are still written and
 * flushed one by one by bf_history_add()). -r: runs of each query
 * (default 10). -x: FOLDER already holds a history (kept by -k): its
 * queries are measured as it is, no game generated or added.
 *
 * Instructions: under valgrind --tool=callgrind the last run of each
 * query is counted, in a dump of its own named by its row
 * (bench-count.h); build-aux/bench.sh runs
 *   valgrind --tool=callgrind --callgrind-out-file=FILE bench-history -x -r 2 FOLDER
 * on the history it kept and prints the counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib/gstdio.h>

#include "bench-count.h"
#include "bf-carnegie-kind.h"
#include "bf-history.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"

#define N_TIMED_ADDS 200

static guint n_runs = 10;

static const char * const names[] = {
  "Anna", "Ben", "Cara", "Dee", "Emil", "Frida", "Gus", "Hanne",
  "Ivo", "Jette", "Kai", "Lone",
};

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *samples,
        guint   n)
{
  qsort (samples, n, sizeof (double), cmp_double);
  return n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* A game as a table might have played it. */
static BfHistoryRecord *
make_record (GRand  *rand,
             guint   n,
             gint64  played_at)
{
  g_autofree char *id = g_strdup_printf ("game-%06u", n);
  int roll = g_rand_int_range (rand, 0, 10);
  BfHistoryKind kind = roll < 6 ? BF_HISTORY_KIND_CARNEGIE
                     : roll < 8 ? BF_HISTORY_KIND_SOLO : BF_HISTORY_KIND_LIVINGSTONE;
  guint n_seats = kind == BF_HISTORY_KIND_SOLO ? 1 : (guint) g_rand_int_range (rand, 2, 5);
  guint n_categories = bf_history_kind_get_n_categories (kind);
  BfHistoryRecord *record;
  gboolean used[G_N_ELEMENTS (names)] = { FALSE };
  int totals[5];
  int best = -1;

  record = bf_history_record_new (id, kind, played_at,
                                  kind == BF_HISTORY_KIND_LIVINGSTONE ? BF_MODULE_NONE
                                                                      : (BfModules) g_rand_int_range (rand, 0, 32),
                                  kind == BF_HISTORY_KIND_SOLO ? (guint) g_rand_int_range (rand, 0, 5) : 0);

  for (guint s = 0; s < n_seats + (kind == BF_HISTORY_KIND_SOLO); s++)
    {
      totals[s] = 0;
      if (kind == BF_HISTORY_KIND_SOLO && s == n_seats)
        totals[s] = g_rand_int_range (rand, 60, 130);
      else
        totals[s] = g_rand_int_range (rand, 40, 140);
      best = MAX (best, totals[s]);
    }

  for (guint s = 0; s < n_seats + (kind == BF_HISTORY_KIND_SOLO); s++)
    {
      gboolean andrew = kind == BF_HISTORY_KIND_SOLO && s == n_seats;
      guint rank = 1;
      guint p, name;
      guint n_lines = kind == BF_HISTORY_KIND_LIVINGSTONE ? 5 : (guint) g_rand_int_range (rand, 8, 13);
      int left = totals[s];

      for (guint o = 0; o < n_seats + (kind == BF_HISTORY_KIND_SOLO); o++)
        if (totals[o] > totals[s])
          rank++;

      do
        name = g_rand_int_range (rand, 0, G_N_ELEMENTS (names));
      while (used[name]);
      used[name] = TRUE;

      p = bf_history_record_add_player (record, andrew ? "Andrew" : names[name], andrew,
                                        totals[s], totals[s] == best, rank);
      for (guint l = 0; l < n_lines && l < n_categories; l++)
        {
          int vp = l + 1 == n_lines ? left : g_rand_int_range (rand, 0, MAX (left / 3, 1) + 1);

          bf_history_record_add_score (record, p, bf_history_kind_get_category (kind, l), vp);
          left -= vp;
        }
    }

  return record;
}

int
main (int   argc,
      char *argv[])
{
  guint n_games = 10000;
  gboolean keep = FALSE, existing = FALSE;
  g_autofree char *path = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (18);
  g_autofree char *data = NULL;
  gsize length;
  BfHistory *history;
  double adds[N_TIMED_ADDS], t, add_max = 0, add_median = 0, add_p95 = 0;
  g_autofree double *samples = NULL;
  const char *label;
  gint64 anna;
  guint n_list = 0, n_filtered = 0, n_players = 0;
  g_autoptr(GPtrArray) ids = NULL;

  /* The games whose files the history reads (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "-n") == 0 && i + 1 < argc)
        n_games = (guint) strtoul (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "-k") == 0)
        keep = TRUE;
      else if (strcmp (argv[i], "-r") == 0 && i + 1 < argc)
        n_runs = (guint) strtoul (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "-x") == 0)
        existing = keep = TRUE;
      else if (argv[i][0] != '-')
        path = g_strdup (argv[i]);
      else
        n_runs = 0;
    }
  if (n_runs == 0 || (existing && path == NULL))
    {
      g_printerr ("Usage: %s [-n GAMES] [-k] [-r RUNS] [-x] [FOLDER]\n", argv[0]);
      return 2;
    }
  samples = g_new (double, n_runs);

  if (path == NULL)
    path = g_dir_make_tmp ("bench-history-XXXXXX", &error);
  if (path == NULL)
    g_error ("%s", error->message);
  folder = g_file_new_for_path (path);

  /* A game file of the size a real one has (a 4-player expansion table). */
  if (!g_file_get_contents ("tests/data/expansion-4p.json", &data, &length, NULL))
    {
      data = g_strnfill (6000, ' ');
      length = 6000;
    }

  history = bf_history_new (folder, &error);
  if (history == NULL)
    g_error ("%s", error->message);

  if (existing)
    n_games = 0;
  else
    printf ("Generating %u games in %s…\n", n_games, path);
  fflush (stdout);
  t = now_ms ();
  _bf_history_set_synchronous (history, FALSE);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(BfHistoryRecord) record = make_record (rand, i, 1700000000 + (gint64) i * 3600);

      if (!bf_history_add (history, record, data, length, &error))
        g_error ("%s", error->message);
    }
  _bf_history_set_synchronous (history, TRUE);
  if (!existing)
    printf ("  generated in %.1f s\n", (now_ms () - t) / 1000);

  for (guint i = 0; !existing && i < N_TIMED_ADDS; i++)
    {
      g_autoptr(BfHistoryRecord) record = make_record (rand, n_games + i, 1700000000 + (gint64) (n_games + i) * 3600);

      t = now_ms ();
      if (!bf_history_add (history, record, data, length, &error))
        g_error ("%s", error->message);
      adds[i] = now_ms () - t;
      add_max = MAX (add_max, adds[i]);
    }
  if (!existing)
    {
      add_median = median (adds, N_TIMED_ADDS);
      /* median() sorted them: the 95th percentile, how slow 1 add in 20 is. */
      add_p95 = adds[(N_TIMED_ADDS * 95) / 100];
    }
  g_object_unref (history);

  printf ("\n%-44s %10s %10s %10s\n", "operation", "median ms", "max ms", "budget ms");

#define ROW(budget) \
  printf ("%-44s %10.2f %10s %10s\n", label, median (samples, n_runs), "", budget)
/* Run @r of the part @label: timed, and counted when it is the last. */
#define START(r) \
  G_STMT_START { if ((r) + 1 == n_runs) BENCH_COUNT_BEGIN (); t = now_ms (); } G_STMT_END
#define STOP(r) \
  G_STMT_START { samples[r] = now_ms () - t; if ((r) + 1 == n_runs) BENCH_COUNT_END (label); } G_STMT_END

  label = "bf_history_new (open, quick_check)";
  for (guint r = 0; r < n_runs; r++)
    {
      START (r);
      history = bf_history_new (folder, &error);
      STOP (r);
      if (history == NULL)
        g_error ("%s", error->message);
      if (r + 1 < n_runs)
        g_object_unref (history);
    }
  ROW ("—");

  label = "bf_history_list (every game)";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autoptr(GPtrArray) records = NULL;

      START (r);
      records = bf_history_list (history, NULL);
      STOP (r);
      n_list = records->len;
    }
  ROW ("< 100");

  /* What the History page runs: the ids of every game, then the games
   * a page of 64 at a time as the list shows them. */
  label = "bf_history_list_ids (every game)";
  for (guint r = 0; r < n_runs; r++)
    {
      START (r);
      g_clear_pointer (&ids, g_ptr_array_unref);
      ids = bf_history_list_ids (history, NULL);
      STOP (r);
    }
  ROW ("< 100");

  label = "bf_history_lookup_records (64, no scores)";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autoptr(GPtrArray) records = NULL;

      START (r);
      records = bf_history_lookup_records (history, (const char * const *) ids->pdata, MIN (ids->len, 64), TRUE);
      STOP (r);
    }
  ROW ("< 100");

  label = "bf_history_list (player \"anna\")";
  for (guint r = 0; r < n_runs; r++)
    {
      BfHistoryFilter filter = BF_HISTORY_FILTER_INIT;
      g_autoptr(GPtrArray) records = NULL;

      filter.player = "anna";
      START (r);
      records = bf_history_list (history, &filter);
      STOP (r);
      n_filtered = records->len;
    }
  ROW ("< 100");

  label = "bf_history_list_players";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autoptr(GPtrArray) players = NULL;

      START (r);
      players = bf_history_list_players (history);
      STOP (r);
      n_players = players->len;
    }
  ROW ("< 100");

  anna = bf_history_find_player (history, "Anna");
  label = "bf_history_get_player_stats (Anna)";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autoptr(BfHistoryPlayerStats) stats = NULL;

      START (r);
      stats = bf_history_get_player_stats (history, anna);
      STOP (r);
    }
  ROW ("< 100");

  label = "bf_history_get_solo_campaign (everybody)";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autoptr(GArray) levels = NULL;

      START (r);
      levels = bf_history_get_solo_campaign (history, 0);
      STOP (r);
    }
  ROW ("< 100");

  label = "bf_history_get_solo_campaign (Anna)";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autoptr(GArray) levels = NULL;

      START (r);
      levels = bf_history_get_solo_campaign (history, anna);
      STOP (r);
    }
  ROW ("< 100");

  /* Run off the main thread by the window (a worker connection), as
   * it takes longer than a frame: no budget, for the record. */
  label = "bf_history_export_csv (every game)";
  for (guint r = 0; r < n_runs; r++)
    {
      g_autofree char *csv = NULL;

      START (r);
      csv = bf_history_export_csv (history, NULL, NULL);
      STOP (r);
    }
  ROW ("thread");

  if (!existing)
    {
      printf ("%-44s %10.2f %10.2f %10s\n", "bf_history_add (file + fsync + commit)", add_median, add_max, "< 10");
      printf ("%-44s %10.2f %10s %10s\n", "bf_history_add, 95th percentile", add_p95, "", "< 10");
    }
  printf ("\n%u games listed, %u with Anna, %u players\n", n_list, n_filtered, n_players);

  g_object_unref (history);
  if (!keep)
    remove_tree (path);

  return 0;
}
