/* bench-history-ui.c
 *
 * How fast the history's pages open with a big history (docs/history.md):
 * the History page (its list of every game; the players and the solo
 * campaign are made when their view is first shown) and a player's
 * statistics (the figures, the totals over time
 * and the solo campaign as charts), each from the moment it is given the
 * history to its first frame on the screen, median of 10 runs, at
 * 1280×800; the player's page shows their name at once and fills in when
 * a worker thread has read the statistics: that frame is timed too
 * ("filled in"). Run under a display (build-aux/bench.sh uses Xvfb):
 *
 *   _build/bench-history -n 10000 -k /tmp/h     # fill a history once
 *   xvfb-run -a _build/bench-history-ui [-r RUNS] /tmp/h
 *
 * Animations are off (the spinner a long reading shows would add frames).
 *
 * -r: runs of each page (default 10). Instructions: under
 * valgrind --tool=callgrind the last run of each page is counted, from
 * being given the history to its first frame (the History page) or to
 * the frame of the player's page filled in (all of its work, the worker
 * thread's included: the count of its first frame alone would depend on
 * how far the thread had got), every thread included, in a
 * dump of its own named by its row (bench-count.h); build-aux/bench.sh
 * runs it so with -r 2 and prints the counts.
 *
 * Not a test: the figures depend on the machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-count.h"
#include "bf-carnegie-kind.h"
#include "bf-history-page.h"
#include "bf-history-player-page.h"
#include "bf-livingstone-kind.h"

#define PAGE_LABEL "History page (its list of every game)"
#define PLAYER_LABEL "Player statistics (most games)"
#define FILLED_LABEL "Player statistics, filled in"

static guint n_runs = 10;

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

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until @window has painted a frame. */
static void
wait_frame (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

  gtk_widget_queue_draw (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

static GtkWidget *
new_window (GtkWidget *child)
{
  GtkWidget *window = adw_window_new ();

  adw_window_set_content (ADW_WINDOW (window), child);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (window);
  wait_frame (window);

  return window;
}

static double
median (double *runs)
{
  qsort (runs, n_runs, sizeof (double), cmp_double);
  return n_runs % 2 ? runs[n_runs / 2] : (runs[n_runs / 2 - 1] + runs[n_runs / 2]) / 2;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(BfHistory) history = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;
  BfHistoryPlayer *busiest = NULL;
  g_autofree double *page_runs = NULL, *player_runs = NULL;
  g_autofree double *page_sync = NULL, *player_sync = NULL;
  g_autofree double *player_filled = NULL;
  GtkWidget *page, *player_page, *window, *player_window;

  /* The games whose files the history reads (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  if (argc == 4 && strcmp (argv[1], "-r") == 0)
    {
      n_runs = (guint) strtoul (argv[2], NULL, 10);
      argv += 2;
      argc -= 2;
    }
  if (argc != 2 || n_runs == 0)
    {
      g_printerr ("Usage: %s [-r RUNS] FOLDER (a history filled by bench-history -k FOLDER)\n", argv[0]);
      return 2;
    }
  page_runs = g_new (double, n_runs);
  player_runs = g_new (double, n_runs);
  page_sync = g_new (double, n_runs);
  player_sync = g_new (double, n_runs);
  player_filled = g_new (double, n_runs);

  gtk_init ();
  adw_init ();
  /* No animation: the spinner of a player's page whose statistics take
   * long (under callgrind they always do) would add frames to the
   * count. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  folder = g_file_new_for_commandline_arg (argv[1]);
  history = bf_history_new (folder, &error);
  if (history == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  players = bf_history_list_players (history);
  for (guint i = 0; i < players->len; i++)
    {
      BfHistoryPlayer *p = g_ptr_array_index (players, i);

      if (busiest == NULL || p->n_games > busiest->n_games)
        busiest = p;
    }
  if (busiest == NULL)
    {
      g_printerr ("The history in %s has no players.\n", argv[1]);
      return 1;
    }

  page = bf_history_page_new (NULL);
  window = new_window (page);
  for (guint r = 0; r < n_runs; r++)
    {
      double start;

      bf_history_page_set_history (BF_HISTORY_PAGE (page), NULL);
      wait_frame (window);
      if (r + 1 == n_runs)
        BENCH_COUNT_BEGIN ();
      start = now_ms ();
      bf_history_page_set_history (BF_HISTORY_PAGE (page), history);
      page_sync[r] = now_ms () - start;
      wait_frame (window);
      page_runs[r] = now_ms () - start;
      if (r + 1 == n_runs)
        BENCH_COUNT_END (PAGE_LABEL);
    }

  player_page = bf_history_player_page_new (NULL);
  player_window = new_window (player_page);
  for (guint r = 0; r < n_runs; r++)
    {
      double start;

      bf_history_player_page_set_player (BF_HISTORY_PLAYER_PAGE (player_page), NULL, 0);
      wait_frame (player_window);
      if (r + 1 == n_runs)
        BENCH_COUNT_BEGIN ();
      start = now_ms ();
      bf_history_player_page_set_player (BF_HISTORY_PLAYER_PAGE (player_page), history, busiest->id);
      player_sync[r] = now_ms () - start;
      wait_frame (player_window);
      player_runs[r] = now_ms () - start;
      /* The statistics are read by a worker thread: the page fills in
       * when they come. */
      while (bf_history_player_page_get_loading (BF_HISTORY_PLAYER_PAGE (player_page)))
        g_main_context_iteration (NULL, TRUE);
      wait_frame (player_window);
      player_filled[r] = now_ms () - start;
      if (r + 1 == n_runs)
        BENCH_COUNT_END (FILLED_LABEL);
    }

  g_print ("%u games, %u players; median of %u runs, to the first frame at 1280×800\n",
           bf_history_get_n_games (history), players->len, n_runs);
  g_print ("%-44s %10s %10s\n", "", "median ms", "budget ms");
  g_print ("%-44s %10.1f %10s\n", PAGE_LABEL, median (page_runs), "< 100");
  g_print ("%-44s %10.1f %10s\n", PLAYER_LABEL, median (player_runs), "< 100");
  g_print ("%-44s %10.1f %10s\n", FILLED_LABEL, median (player_filled), "—");
  g_print ("(the player: %u games; building the pages before their frame: %.1f and %.1f ms)\n",
           busiest->n_games, median (page_sync), median (player_sync));

  gtk_window_destroy (GTK_WINDOW (player_window));
  gtk_window_destroy (GTK_WINDOW (window));

  return 0;
}
