/* bench-entries.c
 *
 * Does an entry ever make the window miss a frame? Runs the real
 * BfApplication (linked from the app's static library) on a saved game
 * (default tests/data/expansion-4p.json), waits until its window has drawn
 * 60 frames (about one second, see warm_frames), then makes N entries
 * (default 200), one per frame: a
 * player's money +1 / -1, the players taking turns, through the game model
 * exactly as the player editor does, so every view (score sheet, editor,
 * map, chart) reacts as to a typed entry. The window's frame clock
 * "after-paint" timestamps give the frame intervals. Prints one line:
 *
 *   entries n=200 frame_ms median=16.7 p99=17.1 max=18.0 over_16.7ms=3 \
 *     missed=0 entry_ms median=0.9 max=2.1 rss_mib start=43.0 end=43.9
 *
 * With --visible the entries are ones the window shows in its first
 * view: the first player's East transport box, moved between boxes 3
 * and 4 (the editor's box buttons and the row's subtitle change). The
 * money entries of the default mode change
 * nothing that is visible at the default window size (the money field and
 * money lines are below the fold, and +1/-1 changes no total), except the
 * first one, which makes Undo available.
 *
 * With --baseline the same frames run without any entry (the reference:
 * what the frame clock gives when nothing changes). With
 * BENCH_ENTRIES_VERBOSE set, every missed frame is reported on stderr
 * with the entry before it and its CLOCK_MONOTONIC time (to find it in a
 * `perf record -k mono` of the run).
 *
 * rss_mib is the resident memory of the process (/proc/self/statm) as the
 * first entry is made and after the last: what a long session costs
 * (-n 4000: the 2,000 undo steps kept and more, docs/benchmarks.md).
 *
 * missed counts intervals of 25 ms or more (a frame clock at 60 Hz that
 * skipped at least one frame); over_16.7ms also counts timer jitter. The
 * entry time is the synchronous time of the change and all its "changed"
 * handlers. Needs a display (run under Xvfb by build-aux/bench.sh).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>

#include "bench-util.h"
#include "bf-application.h"
#include "bf-renderer.h"
#include "bf-window.h"

/* Frames drawn before the first entry: 60, about one second. The first
 * frames after the window appears carry the app's deferred start-up work
 * (the editor and score sheet built right after the first frame, the
 * accessibility bus and dconf activated on the session bus); nobody can
 * enter anything in them, and the launch benchmark measures them. With
 * only 10 warm-up frames, 2 of 5 runs here missed one frame at about the
 * 5th entry, and none later. BENCH_WARM_FRAMES=N changes it. */
static guint warm_frames = 60;

static guint n_entries = 200;
static gboolean baseline;  /* --baseline: same frames, no entry */
static gboolean visible;   /* --visible: entries the first view shows */
static guint frames_seen;
static guint entries_done;
static gint64 last_paint = -1;
static GArray *intervals;   /* double, ms, between paints while entering */
static GArray *entry_times; /* double, ms */
static BfWindow *window;
static GApplication *app;
static double rss_start = -1;   /* MiB */

static double
percentile (GArray *a, double p)
{
  guint i;

  if (a->len == 0)
    return 0;
  i = (guint) (p * a->len);
  if (i >= a->len)
    i = a->len - 1;
  return g_array_index (a, double, i);
}

static void
report_and_quit (void)
{
  guint over = 0, missed = 0;

  for (guint i = 0; i < intervals->len; i++)
    {
      double v = g_array_index (intervals, double, i);

      if (v > 16.7)
        over++;
      if (v >= 25.0)
        missed++;
    }
  g_array_sort (intervals, bench_cmp_double);
  g_array_sort (entry_times, bench_cmp_double);
  printf ("%s n=%u frame_ms median=%.1f p99=%.1f max=%.1f over_16.7ms=%u missed=%u "
          "entry_ms median=%.2f max=%.2f rss_mib start=%.1f end=%.1f\n",
          baseline ? "baseline" : visible ? "visible entries" : "entries", entries_done, percentile (intervals, 0.5), percentile (intervals, 0.99),
          percentile (intervals, 1.0), over, missed,
          percentile (entry_times, 0.5), percentile (entry_times, 1.0), rss_start, bench_rss_kib () / 1024.0);
  fflush (stdout);
  g_application_quit (app);
}

static void
make_entry (guint round)
{
  BfCarnegieGame *game = bf_window_get_game (window);
  g_autoptr(GError) error = NULL;
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  if (visible)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, 0);

      if (!bf_carnegie_player_set_transport (player, BF_REGION_EAST, round % 2 == 0 ? 4 : 3, &error))
        g_error ("set_transport: %s", error->message);
    }
  else
    bench_money_entry (game, round);
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  g_array_append_val (entry_times, ms);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  gint64 now = g_get_monotonic_time ();

  frames_seen++;
  if (frames_seen > warm_frames && last_paint >= 0 && entries_done > 0)
    {
      double ms = (now - last_paint) / 1000.0;

      g_array_append_val (intervals, ms);
      if (ms >= 25.0 && g_getenv ("BENCH_ENTRIES_VERBOSE") != NULL)
        fprintf (stderr, "bench-entries: interval %.1f ms before frame %u (entry %u), "
                 "monotonic %.6f s\n", ms, frames_seen, entries_done, now / 1e6);
    }
  last_paint = now;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  static gboolean connected;

  if (!connected)
    {
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
      connected = TRUE;
    }
  if (frames_seen < warm_frames)
    return G_SOURCE_CONTINUE;
  if (entries_done >= n_entries)
    {
      report_and_quit ();
      return G_SOURCE_REMOVE;
    }
  if (rss_start < 0)
    rss_start = bench_rss_kib () / 1024.0;
  if (baseline)
    entries_done++;
  else
    make_entry (entries_done++);
  return G_SOURCE_CONTINUE;
}

static void
window_added_cb (GtkApplication *application,
                 GtkWindow      *win,
                 gpointer        data)
{
  if (window != NULL || !BF_IS_WINDOW (win))
    return;
  window = BF_WINDOW (win);
  gtk_widget_add_tick_callback (GTK_WIDGET (win), tick_cb, NULL, NULL);
}

static gboolean
timeout_cb (gpointer data)
{
  fprintf (stderr, "bench-entries: timed out (window or game missing?)\n");
  exit (1);
}

int
main (int argc, char **argv)
{
  const char *path = "tests/data/expansion-4p.json";
  g_autofree char *abs = NULL;
  char *app_argv[3];
  int status;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "-n") == 0 && i + 1 < argc)
        n_entries = (guint) strtoul (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--baseline") == 0)
        baseline = TRUE;
      else if (strcmp (argv[i], "--visible") == 0)
        visible = TRUE;
      else if (argv[i][0] != '-')
        path = argv[i];
      else
        {
          fprintf (stderr, "usage: bench-entries [-n N] [--baseline | --visible] [GAME.json]\n");
          return 2;
        }
    }

  /* As main.c does: the renderer the app would choose on this machine
   * (without a GPU: GL off, cairo), unless the caller set one. */
  bf_renderer_apply_default ("/dev/dri");

  if (g_getenv ("BENCH_WARM_FRAMES"))
    warm_frames = (guint) strtoul (g_getenv ("BENCH_WARM_FRAMES"), NULL, 10);
  intervals = g_array_new (FALSE, FALSE, sizeof (double));
  entry_times = g_array_new (FALSE, FALSE, sizeof (double));

  app = G_APPLICATION (bf_application_new ());
  g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  /* A minute for the window, and three times the entries' frames. */
  g_timeout_add_seconds (60 + n_entries / 20, timeout_cb, NULL);

  abs = g_canonicalize_filename (path, NULL);
  app_argv[0] = argv[0];
  app_argv[1] = abs;
  app_argv[2] = NULL;
  status = g_application_run (app, 2, app_argv);
  g_object_unref (app);
  if (status == 0 && entries_done < n_entries)
    status = 1;
  return status;
}
