/* bench-livingstone.c
 *
 * The time of one entry on the Livingstone pad: a page with five players
 * (the most the game has) in a window, on the rounds view, then N
 * entries (default 400) into one field, the first player's tents in row
 * 3 of round 1, alternately 1 and 2, as the spin button commits a typed
 * value. Each entry is timed from the value set to the end of all its
 * handlers (entry_us), and with the main loop run until idle after it
 * (with_idle_us: layout and drawing of the next frame are not included,
 * they wait for the frame clock). Prints one line:
 *
 *   livingstone-entries n=400 players=5 entry_us median=… p90=… with_idle_us median=… p90=…
 *
 * With --end the entries are the first player's gems on the end view,
 * where the result below them is scored again after each.
 *
 * For an instruction count of the entries alone (not the start-up, nor
 * the frames drawn between them), run under
 *   valgrind --tool=callgrind --toggle-collect=bench_entry bench-livingstone
 * (only bench_entry() and what it calls are counted: divide by N).
 *
 * Uses only the page's and the game's public API, so the same source
 * measures the pad before and after a change of the page. Needs a
 * display (Xvfb).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>

#include "bf-livingstone-page.h"

static guint n_entries = 400;
static gboolean end_view;  /* --end: gems on the end view */

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *values,
            double  p)
{
  g_array_sort (values, compare_double);
  return g_array_index (values, double, MIN (values->len - 1, (guint) (p * values->len)));
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* One entry and all its handlers. Not inlined: callgrind's
 * --toggle-collect names it. */
G_GNUC_NO_INLINE static void
bench_entry (GtkSpinButton *spin,
             int            value)
{
  gtk_spin_button_set_value (spin, value);
  /* Not a tail call, which callgrind would not see as this function. */
  g_assert (gtk_spin_button_get_value_as_int (spin) == value);
}

static void
bench_entries (GtkSpinButton *spin,
               GArray        *entry_us,
               GArray        *idle_us)
{
  for (guint i = 0; i < n_entries; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double us;

      bench_entry (spin, 1 + i % 2);
      us = g_get_monotonic_time () - start;
      g_array_append_val (entry_us, us);
      iterate ();
      us = g_get_monotonic_time () - start;
      g_array_append_val (idle_us, us);
    }
}

int
main (int   argc,
      char *argv[])
{
  static const char *names[] = { "Anna", "Ben", "Cleo", "Dan", "Eve" };
  g_autoptr(BfLivingstoneGame) game = NULL;
  g_autoptr(GArray) entry_us = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) idle_us = g_array_new (FALSE, FALSE, sizeof (double));
  GtkWidget *window, *page, *box, *spin;
  double median, p90;

  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "-n") == 0 && i + 1 < argc)
      n_entries = (guint) MAX (1, atoi (argv[i + 1])), i++;
    else if (strcmp (argv[i], "--end") == 0)
      end_view = TRUE;

  adw_init ();

  game = bf_livingstone_game_new ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    bf_livingstone_game_add_player (game, names[i], NULL, NULL);
  bf_livingstone_game_set_values_confirmed (game, TRUE);

  window = gtk_window_new ();
  page = bf_livingstone_page_new ();
  bf_livingstone_page_set_game (BF_LIVINGSTONE_PAGE (page), game);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  if (end_view)
    adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_template_child (page, BF_TYPE_LIVINGSTONE_PAGE, "stack")),
                                           "end");
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 50; i++)
    {
      iterate ();
      g_usleep (2000);
    }

  box = GTK_WIDGET (gtk_widget_get_template_child (page, BF_TYPE_LIVINGSTONE_PAGE,
                                                   end_view ? "end_players_box" : "round_players_box"));
  spin = find_named (gtk_widget_get_first_child (box), end_view ? "bf-liv-gems" : "bf-liv-tents-3");
  if (spin == NULL)
    {
      fprintf (stderr, "bench-livingstone: no field to enter\n");
      return 1;
    }

  bench_entries (GTK_SPIN_BUTTON (spin), entry_us, idle_us);

  median = percentile (entry_us, 0.5);
  p90 = percentile (entry_us, 0.9);
  printf ("livingstone-entries%s n=%u players=%u entry_us median=%.0f p90=%.0f with_idle_us median=%.0f p90=%.0f\n",
          end_view ? "-end" : "", n_entries, bf_livingstone_game_get_n_players (game), median, p90,
          percentile (idle_us, 0.5), percentile (idle_us, 0.9));

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
