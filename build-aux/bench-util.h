/* bench-util.h
 *
 * What the benchmarks that build-aux/bench.sh compiles itself
 * (bench-rescore.c, bench-undo.c, bench-entries.c) share: the clock,
 * sorting samples, the process's resident memory, and the entry they
 * make (a player's money +1, then -1, the players taking turns).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bf-carnegie-game.h"

static inline double
bench_now_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

/* For qsort() and g_array_sort() of doubles. */
static inline int
bench_cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The resident memory of this process in KiB (/proc/self/statm), -1 when
 * it cannot be read. */
static inline long
bench_rss_kib (void)
{
  long pages = 0, resident = 0;
  FILE *statm = fopen ("/proc/self/statm", "r");

  if (statm == NULL)
    return -1;
  if (fscanf (statm, "%ld %ld", &pages, &resident) != 2)
    resident = -1;
  fclose (statm);
  return resident < 0 ? -1 : resident * (sysconf (_SC_PAGESIZE) / 1024);
}

/* The arguments "[-n N] [GAME.json]" of @name into *@n and *@path (left
 * as they are when not given; N at least 1); FALSE, after the usage on
 * stderr, for anything else. */
static inline gboolean
bench_parse_args (int          argc,
                  char       **argv,
                  const char  *name,
                  guint       *n,
                  const char **path)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "-n") == 0 && i + 1 < argc)
        *n = (guint) strtoul (argv[++i], NULL, 10);
      else if (argv[i][0] != '-')
        *path = argv[i];
      else
        {
          fprintf (stderr, "usage: %s [-n N] [GAME.json]\n", name);
          return FALSE;
        }
    }
  if (*n == 0)
    *n = 1;
  return TRUE;
}

/* Entry @round: toggles the money of player (@round % n) by one (+1 in
 * the first round of the players, -1 in the next, …). */
static inline void
bench_money_entry (BfCarnegieGame *game,
                   guint           round)
{
  guint n = bf_carnegie_game_get_n_players (game);
  BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, round % n);
  guint money = bf_carnegie_player_get_money (player);
  g_autoptr(GError) error = NULL;

  money = ((round / n) % 2 == 0) ? money + 1 : money - 1;
  if (!bf_carnegie_player_set_money (player, money, &error))
    g_error ("set_money: %s", error->message);
}
