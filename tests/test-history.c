/* test-history.c: the history of finished games (bf-history.h): the
 * statistics of a small history computed by hand, the list and its
 * filters, corrections, removal and Undo, players and their names,
 * export and import, recovery from a damaged database and from a kill
 * at any moment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "bf-carnegie-kind.h"
#include "bf-document.h"
#include "bf-history.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"
#include "bf-score-sheet.h"
#include "bf-sort.h"
#include "bf-test-holder.h"

static const char *self_path;

#define CP BF_SCORE_CITY_PROJECTS
#define CO BF_SCORE_CONNECTIONS

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

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

typedef struct
{
  char      *dir;
  GFile     *folder;
  BfHistory *history;
  guint      changed;
} Fixture;

static void
changed_cb (BfHistory *history,
            Fixture   *f)
{
  f->changed++;
}

static void
open_history (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_clear_object (&f->history);
  f->history = bf_history_new (f->folder, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->history);
  g_signal_connect (f->history, "changed", G_CALLBACK (changed_cb), f);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("benefactor-history-XXXXXX", &error);
  g_assert_no_error (error);
  f->folder = g_file_new_for_path (f->dir);
  open_history (f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->history);
  g_clear_object (&f->folder);
  remove_tree (f->dir);
  g_free (f->dir);
}

/* Adds @record with a file text of its own. */
static void
add (Fixture         *f,
     BfHistoryRecord *record)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = g_strdup_printf ("{\"test\": \"%s\"}", bf_history_record_get_id (record));

  g_assert_true (bf_history_add (f->history, record, data, strlen (data), &error));
  g_assert_no_error (error);
}

/* A player with up to two categories (NULL: not scored). */
static void
seat (BfHistoryRecord *record,
      const char      *name,
      gboolean         andrew,
      int              total,
      gboolean         winner,
      guint            rank,
      const char      *cat1,
      int              vp1,
      const char      *cat2,
      int              vp2)
{
  guint p = bf_history_record_add_player (record, name, andrew, total, winner, rank);

  if (cat1 != NULL)
    bf_history_record_add_score (record, p, cat1, vp1);
  if (cat2 != NULL)
    bf_history_record_add_score (record, p, cat2, vp2);
}

/* The small history the figures below were computed from by hand:
 *
 *   c1  t=1000 Carnegie           Anna 50 (CP 30, CO 20) r1 W
 *                                 Ben  40 (CP 25, CO 15) r2
 *                                 Cara 30 (CP 10, CO 20) r3
 *   c2  t=2000 Carnegie +new-don. Anna 45 (CP 20, CO 25) r1 W
 *                                 Ben  45 (CP 40, CO 5)  r1 W (shared)
 *                                 Dee  20 (CP 20)        r3
 *   c3  t=3000 Carnegie +new-don. Ben  60 (CP 30, CO 30) r1 W
 *               +open-bar         Anna 35 (CP 35)        r2
 *                                 Cara 35 (CP 15, CO 20) r2
 *                                 Dee  10 (CO 10)        r4
 *   c4  t=4000 Carnegie           Cara 70 (CP 40, CO 30) r1 W
 *                                 Dee  50 (CP 25, CO 25) r2
 *   s1  t=5000 solo, difficulty 2 Dee 60 W, Andrew 50       margin +10
 *   s2  t=6000 solo, difficulty 2 Dee 40, Andrew 55 W       margin -15
 *   s3  t=7000 solo, difficulty 3 Dee 70 W, Andrew 70 W     margin 0 (tie)
 *   s4  t=8000 solo, difficulty 2 Anna 80 W, Andrew 60      margin +20
 *   l1  t=8000 Livingstone        Ben  30 (rounds 20, gems 10) r1 W
 *                                 Cara  0 (rounds 5) disqualified (r0)
 *                                 Anna 25 (rounds 25) r2
 */
static void
add_small_history (Fixture *f)
{
  BfHistoryRecord *r;

  r = bf_history_record_new ("c1", BF_HISTORY_KIND_CARNEGIE, 1000, BF_MODULE_NONE, 0);
  seat (r, "Anna", FALSE, 50, TRUE, 1, CP, 30, CO, 20);
  seat (r, "Ben", FALSE, 40, FALSE, 2, CP, 25, CO, 15);
  seat (r, "Cara", FALSE, 30, FALSE, 3, CP, 10, CO, 20);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("c2", BF_HISTORY_KIND_CARNEGIE, 2000, BF_MODULE_NEW_DONATIONS, 0);
  seat (r, "Anna", FALSE, 45, TRUE, 1, CP, 20, CO, 25);
  seat (r, "Ben", FALSE, 45, TRUE, 1, CP, 40, CO, 5);
  seat (r, "Dee", FALSE, 20, FALSE, 3, CP, 20, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("c3", BF_HISTORY_KIND_CARNEGIE, 3000,
                             BF_MODULE_NEW_DONATIONS | BF_MODULE_OPEN_BAR, 0);
  seat (r, "Ben", FALSE, 60, TRUE, 1, CP, 30, CO, 30);
  seat (r, "Anna", FALSE, 35, FALSE, 2, CP, 35, NULL, 0);
  seat (r, "Cara", FALSE, 35, FALSE, 2, CP, 15, CO, 20);
  seat (r, "Dee", FALSE, 10, FALSE, 4, CO, 10, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("c4", BF_HISTORY_KIND_CARNEGIE, 4000, BF_MODULE_NONE, 0);
  seat (r, "Cara", FALSE, 70, TRUE, 1, CP, 40, CO, 30);
  seat (r, "Dee", FALSE, 50, FALSE, 2, CP, 25, CO, 25);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("s1", BF_HISTORY_KIND_SOLO, 5000, BF_MODULE_NONE, 2);
  seat (r, "Dee", FALSE, 60, TRUE, 1, CP, 60, NULL, 0);
  seat (r, "Andrew", TRUE, 50, FALSE, 2, CP, 50, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("s2", BF_HISTORY_KIND_SOLO, 6000, BF_MODULE_NONE, 2);
  seat (r, "Dee", FALSE, 40, FALSE, 2, CP, 40, NULL, 0);
  seat (r, "Andrew", TRUE, 55, TRUE, 1, CP, 55, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("s3", BF_HISTORY_KIND_SOLO, 7000, BF_MODULE_NONE, 3);
  seat (r, "Dee", FALSE, 70, TRUE, 1, CP, 70, NULL, 0);
  seat (r, "Andrew", TRUE, 70, TRUE, 1, CP, 70, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("s4", BF_HISTORY_KIND_SOLO, 8000, BF_MODULE_NONE, 2);
  seat (r, "Anna", FALSE, 80, TRUE, 1, CP, 80, NULL, 0);
  seat (r, "Andrew", TRUE, 60, FALSE, 2, CP, 60, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  r = bf_history_record_new ("l1", BF_HISTORY_KIND_LIVINGSTONE, 8000, BF_MODULE_NONE, 0);
  seat (r, "Ben", FALSE, 30, TRUE, 1, BF_LIVINGSTONE_SCORE_ROUNDS, 20, BF_LIVINGSTONE_SCORE_GEMS, 10);
  seat (r, "Cara", FALSE, 0, FALSE, 0, BF_LIVINGSTONE_SCORE_ROUNDS, 5, NULL, 0);
  seat (r, "Anna", FALSE, 25, FALSE, 2, BF_LIVINGSTONE_SCORE_ROUNDS, 25, NULL, 0);
  add (f, r);
  bf_history_record_unref (r);

  g_assert_cmpuint (f->changed, ==, 9);
}

/* The ids of @records, joined by spaces. */
static char *
ids_of (GPtrArray *records)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < records->len; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, bf_history_record_get_id (g_ptr_array_index (records, i)));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
list_ids (BfHistory             *history,
          const BfHistoryFilter *filter)
{
  g_autoptr(GPtrArray) records = bf_history_list (history, filter);

  return ids_of (records);
}

static const BfHistoryCategoryStat *
category_stat (BfHistoryPlayerStats *stats,
               BfHistoryKind         kind,
               const char           *category)
{
  for (guint i = 0; i < bf_history_player_stats_get_n_categories (stats, kind); i++)
    {
      const BfHistoryCategoryStat *stat = bf_history_player_stats_get_category (stats, kind, i);

      if (g_strcmp0 (stat->category, category) == 0)
        return stat;
    }

  g_assert_not_reached ();
}

static gint64
player (Fixture    *f,
        const char *name)
{
  gint64 id = bf_history_find_player (f->history, name);

  g_assert_cmpint (id, !=, 0);
  return id;
}

static void
assert_anna_carnegie (BfHistoryPlayerStats *stats)
{
  const BfHistoryCategoryStat *cp, *co;

  /* c1, c2, c3; won c1 and c2 (shared with Ben). */
  g_assert_cmpuint (bf_history_player_stats_get_games (stats, BF_HISTORY_KIND_CARNEGIE), ==, 3);
  g_assert_cmpuint (bf_history_player_stats_get_wins (stats, BF_HISTORY_KIND_CARNEGIE), ==, 2);
  g_assert_cmpfloat_with_epsilon (bf_history_player_stats_get_win_rate (stats, BF_HISTORY_KIND_CARNEGIE), 2.0 / 3, 1e-9);
  /* (50 + 45 + 35) / 3 */
  g_assert_cmpfloat_with_epsilon (bf_history_player_stats_get_average_total (stats, BF_HISTORY_KIND_CARNEGIE), 130.0 / 3, 1e-9);
  g_assert_cmpint (bf_history_player_stats_get_best_total (stats, BF_HISTORY_KIND_CARNEGIE), ==, 50);

  cp = category_stat (stats, BF_HISTORY_KIND_CARNEGIE, CP);
  co = category_stat (stats, BF_HISTORY_KIND_CARNEGIE, CO);
  /* CP (30 + 20 + 35) / 3; CO (20 + 25 + 0, none in c3) / 3. */
  g_assert_cmpfloat_with_epsilon (cp->average, 85.0 / 3, 1e-9);
  g_assert_cmpfloat_with_epsilon (co->average, 15.0, 1e-9);
  /* The other seats: Ben, Cara (c1), Ben, Dee (c2), Ben, Cara, Dee (c3):
   * 7. CP 25+10 + 40+20 + 30+15+0 = 140; CO 15+20 + 5+0 + 30+20+10 = 100. */
  g_assert_true (cp->has_table);
  g_assert_cmpfloat_with_epsilon (cp->table_average, 140.0 / 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (co->table_average, 100.0 / 7, 1e-9);
}

/* ------------------------------------------------------------------ */
/* Statistics                                                          */

static void
test_player_stats (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BfHistoryPlayerStats) anna = NULL;
  g_autoptr(BfHistoryPlayerStats) dee = NULL;
  g_autoptr(BfHistoryPlayerStats) ben = NULL;
  g_autoptr(BfHistoryPlayerStats) cara = NULL;
  const BfHistoryHeadToHead *h;
  const BfHistoryTotal *t;

  add_small_history (f);

  anna = bf_history_get_player_stats (f->history, player (f, "Anna"));
  g_assert_nonnull (anna);
  g_assert_cmpstr (bf_history_player_stats_get_name (anna), ==, "Anna");
  assert_anna_carnegie (anna);
  g_assert_cmpuint (bf_history_player_stats_get_n_categories (anna, BF_HISTORY_KIND_CARNEGIE), ==,
                    bf_history_kind_get_n_categories (BF_HISTORY_KIND_CARNEGIE));
  g_assert_cmpstr (bf_history_player_stats_get_category (anna, BF_HISTORY_KIND_CARNEGIE, 0)->category, ==,
                   bf_history_kind_get_category (BF_HISTORY_KIND_CARNEGIE, 0));

  /* Head to head in Carnegie, by name:
   * Ben  c1 ahead (1 < 2), c2 tied (1 = 1), c3 behind (2 > 1);
   * Cara c1 ahead (1 < 3), c3 tied (2 = 2);
   * Dee  c2 ahead (1 < 3), c3 ahead (2 < 4). */
  g_assert_cmpuint (bf_history_player_stats_get_n_opponents (anna, BF_HISTORY_KIND_CARNEGIE), ==, 3);
  h = bf_history_player_stats_get_opponent (anna, BF_HISTORY_KIND_CARNEGIE, 0);
  g_assert_cmpstr (h->name, ==, "Ben");
  g_assert_cmpint (h->opponent, ==, player (f, "Ben"));
  g_assert_cmpuint (h->games, ==, 3);
  g_assert_cmpuint (h->ahead, ==, 1);
  g_assert_cmpuint (h->behind, ==, 1);
  g_assert_cmpuint (h->tied, ==, 1);
  h = bf_history_player_stats_get_opponent (anna, BF_HISTORY_KIND_CARNEGIE, 1);
  g_assert_cmpstr (h->name, ==, "Cara");
  g_assert_cmpuint (h->games, ==, 2);
  g_assert_cmpuint (h->ahead, ==, 1);
  g_assert_cmpuint (h->behind, ==, 0);
  g_assert_cmpuint (h->tied, ==, 1);
  h = bf_history_player_stats_get_opponent (anna, BF_HISTORY_KIND_CARNEGIE, 2);
  g_assert_cmpstr (h->name, ==, "Dee");
  g_assert_cmpuint (h->games, ==, 2);
  g_assert_cmpuint (h->ahead, ==, 2);
  g_assert_cmpuint (h->behind, ==, 0);
  g_assert_cmpuint (h->tied, ==, 0);

  /* Solo: s4 alone, won by 20; Andrew is nobody's opponent and no table. */
  g_assert_cmpuint (bf_history_player_stats_get_games (anna, BF_HISTORY_KIND_SOLO), ==, 1);
  g_assert_cmpuint (bf_history_player_stats_get_wins (anna, BF_HISTORY_KIND_SOLO), ==, 1);
  g_assert_cmpuint (bf_history_player_stats_get_n_opponents (anna, BF_HISTORY_KIND_SOLO), ==, 0);
  g_assert_false (category_stat (anna, BF_HISTORY_KIND_SOLO, CP)->has_table);
  g_assert_cmpfloat_with_epsilon (category_stat (anna, BF_HISTORY_KIND_SOLO, CP)->average, 80.0, 1e-9);

  /* Totals over time, oldest first: c1 50 W, c2 45 W, c3 35, then at
   * t=8000 s4 before l1 (the same second: in the order they were kept),
   * 80 W and 25. */
  g_assert_cmpuint (bf_history_player_stats_get_n_totals (anna), ==, 5);
  t = bf_history_player_stats_get_total (anna, 0);
  g_assert_cmpstr (t->game_id, ==, "c1");
  g_assert_cmpint (t->played_at, ==, 1000);
  g_assert_cmpint (t->total, ==, 50);
  g_assert_true (t->winner);
  g_assert_cmpint (t->kind, ==, BF_HISTORY_KIND_CARNEGIE);
  t = bf_history_player_stats_get_total (anna, 2);
  g_assert_cmpstr (t->game_id, ==, "c3");
  g_assert_false (t->winner);
  t = bf_history_player_stats_get_total (anna, 3);
  g_assert_cmpstr (t->game_id, ==, "s4");
  g_assert_cmpint (t->total, ==, 80);
  t = bf_history_player_stats_get_total (anna, 4);
  g_assert_cmpstr (t->game_id, ==, "l1");
  g_assert_cmpint (t->kind, ==, BF_HISTORY_KIND_LIVINGSTONE);
  g_assert_cmpint (t->total, ==, 25);

  /* Dee: Carnegie c2, c3, c4, none won, (20 + 10 + 50) / 3; CO (0 + 10 +
   * 25) / 3. Solo s1 W, s2, s3 W (tie: a shared win). */
  dee = bf_history_get_player_stats (f->history, player (f, "Dee"));
  g_assert_cmpuint (bf_history_player_stats_get_games (dee, BF_HISTORY_KIND_CARNEGIE), ==, 3);
  g_assert_cmpuint (bf_history_player_stats_get_wins (dee, BF_HISTORY_KIND_CARNEGIE), ==, 0);
  g_assert_cmpfloat (bf_history_player_stats_get_win_rate (dee, BF_HISTORY_KIND_CARNEGIE), ==, 0);
  g_assert_cmpfloat_with_epsilon (bf_history_player_stats_get_average_total (dee, BF_HISTORY_KIND_CARNEGIE), 80.0 / 3, 1e-9);
  g_assert_cmpfloat_with_epsilon (category_stat (dee, BF_HISTORY_KIND_CARNEGIE, CO)->average, 35.0 / 3, 1e-9);
  g_assert_cmpuint (bf_history_player_stats_get_games (dee, BF_HISTORY_KIND_SOLO), ==, 3);
  g_assert_cmpuint (bf_history_player_stats_get_wins (dee, BF_HISTORY_KIND_SOLO), ==, 2);
  g_assert_cmpint (bf_history_player_stats_get_best_total (dee, BF_HISTORY_KIND_SOLO), ==, 70);
  g_assert_cmpuint (bf_history_player_stats_get_games (dee, BF_HISTORY_KIND_LIVINGSTONE), ==, 0);
  g_assert_cmpfloat (bf_history_player_stats_get_win_rate (dee, BF_HISTORY_KIND_LIVINGSTONE), ==, 0);
  g_assert_false (category_stat (dee, BF_HISTORY_KIND_LIVINGSTONE, BF_LIVINGSTONE_SCORE_ROUNDS)->has_table);

  /* Livingstone: a disqualified player (rank 0) ranks after everybody.
   * Ben r1 is ahead of Anna r2 and of Cara r0; Cara is behind both. */
  ben = bf_history_get_player_stats (f->history, player (f, "Ben"));
  g_assert_cmpuint (bf_history_player_stats_get_n_opponents (ben, BF_HISTORY_KIND_LIVINGSTONE), ==, 2);
  h = bf_history_player_stats_get_opponent (ben, BF_HISTORY_KIND_LIVINGSTONE, 0);
  g_assert_cmpstr (h->name, ==, "Anna");
  g_assert_cmpuint (h->ahead, ==, 1);
  h = bf_history_player_stats_get_opponent (ben, BF_HISTORY_KIND_LIVINGSTONE, 1);
  g_assert_cmpstr (h->name, ==, "Cara");
  g_assert_cmpuint (h->ahead, ==, 1);
  /* Ben's Livingstone table: Cara 5 + Anna 25 rounds over 2 seats; gems 0. */
  g_assert_cmpfloat_with_epsilon (category_stat (ben, BF_HISTORY_KIND_LIVINGSTONE, BF_LIVINGSTONE_SCORE_ROUNDS)->table_average, 15.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (category_stat (ben, BF_HISTORY_KIND_LIVINGSTONE, BF_LIVINGSTONE_SCORE_GEMS)->average, 10.0, 1e-9);
  g_assert_cmpfloat (category_stat (ben, BF_HISTORY_KIND_LIVINGSTONE, BF_LIVINGSTONE_SCORE_GEMS)->table_average, ==, 0);

  cara = bf_history_get_player_stats (f->history, player (f, "Cara"));
  h = bf_history_player_stats_get_opponent (cara, BF_HISTORY_KIND_LIVINGSTONE, 0);
  g_assert_cmpstr (h->name, ==, "Anna");
  g_assert_cmpuint (h->behind, ==, 1);
  g_assert_cmpuint (h->ahead, ==, 0);

  g_assert_null (bf_history_get_player_stats (f->history, 12345));
}

static void
assert_level (BfHistorySoloLevel *level,
              guint               difficulty,
              guint               played,
              guint               won,
              int                 best,
              double              average,
              int                 streak,
              const int          *margins)
{
  g_assert_cmpuint (level->difficulty, ==, difficulty);
  g_assert_cmpuint (level->played, ==, played);
  g_assert_cmpuint (level->won, ==, won);
  g_assert_cmpint (level->best_margin, ==, best);
  g_assert_cmpfloat_with_epsilon (level->average_margin, average, 1e-9);
  g_assert_cmpint (level->streak, ==, streak);
  g_assert_cmpuint (level->margins->len, ==, played);
  for (guint i = 0; i < played; i++)
    g_assert_cmpint (g_array_index (level->margins, int, i), ==, margins[i]);
}

static void
test_solo_campaign (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GArray) dee = NULL;
  g_autoptr(GArray) all = NULL;
  g_autoptr(GArray) ben = NULL;

  add_small_history (f);

  /* Dee at 2: s1 +10 won, s2 -15 lost: best +10, average -2.5, the
   * latest lost (streak -1). At 3: s3, a tie, is a shared win. */
  dee = bf_history_get_solo_campaign (f->history, player (f, "Dee"));
  g_assert_cmpuint (dee->len, ==, 2);
  assert_level (&g_array_index (dee, BfHistorySoloLevel, 0), 2, 2, 1, 10, -2.5, -1, (int[]) { 10, -15 });
  assert_level (&g_array_index (dee, BfHistorySoloLevel, 1), 3, 1, 1, 0, 0, 1, (int[]) { 0 });

  /* Everybody at 2: s1 +10, s2 -15, s4 +20 (Anna): average 15 / 3. */
  all = bf_history_get_solo_campaign (f->history, 0);
  g_assert_cmpuint (all->len, ==, 2);
  assert_level (&g_array_index (all, BfHistorySoloLevel, 0), 2, 3, 2, 20, 5.0, 1, (int[]) { 10, -15, 20 });

  ben = bf_history_get_solo_campaign (f->history, player (f, "Ben"));
  g_assert_cmpuint (ben->len, ==, 0);
}

static void
stats_finished (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* Reads @player's statistics in a worker thread (@cancel: cancelled
 * first). */
static BfHistoryPlayerStats *
stats_async (Fixture  *f,
             gint64    player,
             gboolean  cancel,
             GArray  **solo,
             GError  **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  bf_history_get_player_stats_async (f->history, player, cancellable, stats_finished, &result);
  if (cancel)
    g_cancellable_cancel (cancellable);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);

  return bf_history_get_player_stats_finish (f->history, result, solo, error);
}

/* The statistics read in a worker thread are those read on the main
 * one, with the player's solo campaign. */
static void
test_player_stats_async (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BfHistoryPlayerStats) anna = NULL;
  g_autoptr(BfHistoryPlayerStats) ben = NULL;
  g_autoptr(BfHistoryPlayerStats) nobody = NULL;
  g_autoptr(BfHistoryPlayerStats) cancelled = NULL;
  g_autoptr(GArray) anna_solo = NULL;
  g_autoptr(GArray) ben_solo = NULL;
  g_autoptr(GArray) nobody_solo = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  add_small_history (f);

  anna = stats_async (f, player (f, "Anna"), FALSE, &anna_solo, &error);
  g_assert_no_error (error);
  g_assert_nonnull (anna);
  g_assert_cmpstr (bf_history_player_stats_get_name (anna), ==, "Anna");
  assert_anna_carnegie (anna);
  /* Anna's one solo game: s4 at 2, 80 against 60, won. */
  g_assert_nonnull (anna_solo);
  g_assert_cmpuint (anna_solo->len, ==, 1);
  assert_level (&g_array_index (anna_solo, BfHistorySoloLevel, 0), 2, 1, 1, 20, 20.0, 1, (int[]) { 20 });

  /* Ben has no solo game: no campaign. */
  ben = stats_async (f, player (f, "Ben"), FALSE, &ben_solo, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ben);
  g_assert_null (ben_solo);

  /* A player not known: NULL, no error. */
  nobody = stats_async (f, 4242, FALSE, &nobody_solo, &error);
  g_assert_no_error (error);
  g_assert_null (nobody);
  g_assert_null (nobody_solo);
  name = bf_history_dup_player_name (f->history, 4242);
  g_assert_null (name);
  name = bf_history_dup_player_name (f->history, player (f, "Dee"));
  g_assert_cmpstr (name, ==, "Dee");

  cancelled = stats_async (f, player (f, "Anna"), TRUE, NULL, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (cancelled);

  /* Every worker has ended. */
  bf_history_wait_for_work ();
}

/* ------------------------------------------------------------------ */
/* The list                                                            */

static void
test_list (Fixture       *f,
           gconstpointer  data)
{
  BfHistoryFilter filter = BF_HISTORY_FILTER_INIT;
  g_autofree char *all = NULL;
  g_autofree char *carnegie = NULL;
  g_autofree char *donations = NULL;
  g_autofree char *both = NULL;
  g_autofree char *dee = NULL;
  g_autofree char *an = NULL;
  g_autofree char *ar_solo = NULL;
  g_autoptr(GPtrArray) records = NULL;
  BfHistoryRecord *c3;

  add_small_history (f);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 9);

  /* Newest first, l1 before s4 (the same second: the one kept last first). */
  all = list_ids (f->history, NULL);
  g_assert_cmpstr (all, ==, "l1 s4 s3 s2 s1 c4 c3 c2 c1");

  filter.kind = BF_HISTORY_KIND_CARNEGIE;
  carnegie = list_ids (f->history, &filter);
  g_assert_cmpstr (carnegie, ==, "c4 c3 c2 c1");

  filter.kind = -1;
  filter.modules = BF_MODULE_NEW_DONATIONS;
  donations = list_ids (f->history, &filter);
  g_assert_cmpstr (donations, ==, "c3 c2");
  filter.modules = BF_MODULE_NEW_DONATIONS | BF_MODULE_OPEN_BAR;
  both = list_ids (f->history, &filter);
  g_assert_cmpstr (both, ==, "c3");

  /* Any case, spaces around. */
  filter.modules = BF_MODULE_NONE;
  filter.player = "  dEE ";
  dee = list_ids (f->history, &filter);
  g_assert_cmpstr (dee, ==, "s3 s2 s1 c4 c3 c2");
  /* Andrew is not a name of the filter: "an" finds Anna's games only. */
  filter.player = "an";
  an = list_ids (f->history, &filter);
  g_assert_cmpstr (an, ==, "l1 s4 c3 c2 c1");
  filter.player = "AR";
  filter.kind = BF_HISTORY_KIND_SOLO;
  ar_solo = list_ids (f->history, &filter);
  g_assert_cmpstr (ar_solo, ==, "");

  /* The records are complete. */
  records = bf_history_list (f->history, NULL);
  c3 = g_ptr_array_index (records, 6);
  g_assert_cmpstr (bf_history_record_get_id (c3), ==, "c3");
  g_assert_cmpint (bf_history_record_get_played_at (c3), ==, 3000);
  g_assert_cmpuint (bf_history_record_get_modules (c3), ==, BF_MODULE_NEW_DONATIONS | BF_MODULE_OPEN_BAR);
  g_assert_cmpuint (bf_history_record_get_n_players (c3), ==, 4);
  g_assert_cmpstr (bf_history_record_get_name (c3, 2), ==, "Cara");
  g_assert_cmpint (bf_history_record_get_total (c3, 2), ==, 35);
  g_assert_cmpuint (bf_history_record_get_rank (c3, 2), ==, 2);
  g_assert_cmpint (bf_history_record_get_score (c3, 2, CO), ==, 20);
  g_assert_cmpuint (bf_history_record_get_n_scores (c3, 3), ==, 1);
  g_assert_true (bf_history_record_is_winner (c3, 0));
  g_assert_true (bf_history_record_is_andrew (g_ptr_array_index (records, 2), 1));
  g_assert_cmpuint (bf_history_record_get_difficulty (g_ptr_array_index (records, 2)), ==, 3);

  g_assert_null (bf_history_lookup (f->history, "nope"));
}

/* The ids of bf_history_list_ids(), joined by spaces. */
static char *
joined_ids (BfHistory             *history,
            const BfHistoryFilter *filter)
{
  g_autoptr(GPtrArray) ids = bf_history_list_ids (history, filter);

  g_ptr_array_add (ids, NULL);
  return g_strjoinv (" ", (char **) ids->pdata);
}

/* The list as the History page reads it: the ids of a query first, the
 * games of some of them later. */
static void
test_list_by_ids (Fixture       *f,
                  gconstpointer  data)
{
  BfHistoryFilter filter = BF_HISTORY_FILTER_INIT;
  g_autofree char *all = NULL;
  g_autofree char *carnegie = NULL;
  g_autofree char *donations = NULL;
  g_autofree char *dee = NULL;
  g_autofree char *an = NULL;
  g_autofree char *after = NULL;
  g_autofree char *read = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GPtrArray) many = NULL;
  g_autoptr(GError) error = NULL;
  BfHistoryRecord *c3;

  add_small_history (f);

  /* The same games in the same order as bf_history_list() (test_list,
   * worked out from the table of add_small_history()). */
  all = joined_ids (f->history, NULL);
  g_assert_cmpstr (all, ==, "l1 s4 s3 s2 s1 c4 c3 c2 c1");
  filter.kind = BF_HISTORY_KIND_CARNEGIE;
  carnegie = joined_ids (f->history, &filter);
  g_assert_cmpstr (carnegie, ==, "c4 c3 c2 c1");
  filter.kind = -1;
  filter.modules = BF_MODULE_NEW_DONATIONS;
  donations = joined_ids (f->history, &filter);
  g_assert_cmpstr (donations, ==, "c3 c2");
  filter.modules = BF_MODULE_NONE;
  filter.player = "  dEE ";
  dee = joined_ids (f->history, &filter);
  g_assert_cmpstr (dee, ==, "s3 s2 s1 c4 c3 c2");
  filter.player = "an";
  an = joined_ids (f->history, &filter);
  g_assert_cmpstr (an, ==, "l1 s4 c3 c2 c1");

  /* The records of the ids asked, in their order; an unknown id is left
   * out. */
  records = bf_history_lookup_records (f->history, (const char *[]) { "c3", "nope", "s1", "c1" }, 4, FALSE);
  read = ids_of (records);
  g_assert_cmpstr (read, ==, "c3 s1 c1");
  c3 = g_ptr_array_index (records, 0);
  g_assert_cmpint (bf_history_record_get_played_at (c3), ==, 3000);
  g_assert_cmpuint (bf_history_record_get_modules (c3), ==, BF_MODULE_NEW_DONATIONS | BF_MODULE_OPEN_BAR);
  g_assert_cmpuint (bf_history_record_get_n_players (c3), ==, 4);
  g_assert_cmpstr (bf_history_record_get_name (c3, 2), ==, "Cara");
  g_assert_cmpint (bf_history_record_get_total (c3, 2), ==, 35);
  g_assert_cmpuint (bf_history_record_get_rank (c3, 2), ==, 2);
  g_assert_true (bf_history_record_is_winner (c3, 0));
  g_assert_cmpint (bf_history_record_get_score (c3, 2, CO), ==, 20);
  g_assert_cmpuint (bf_history_record_get_difficulty (g_ptr_array_index (records, 1)), ==, 2);
  g_clear_pointer (&records, g_ptr_array_unref);
  g_clear_pointer (&read, g_free);

  /* Without the categories' points: names and totals only. */
  records = bf_history_lookup_records (f->history, (const char *[]) { "c3" }, 1, TRUE);
  g_assert_cmpuint (records->len, ==, 1);
  g_assert_cmpint (bf_history_record_get_total (g_ptr_array_index (records, 0), 2), ==, 35);
  g_assert_cmpuint (bf_history_record_get_n_scores (g_ptr_array_index (records, 0), 2), ==, 0);
  g_clear_pointer (&records, g_ptr_array_unref);

  /* A game removed after a list was made is still read for it, and no
   * longer listed. */
  g_assert_true (bf_history_remove (f->history, "c2", &error));
  g_assert_no_error (error);
  after = joined_ids (f->history, NULL);
  g_assert_cmpstr (after, ==, "l1 s4 s3 s2 s1 c4 c3 c1");
  records = bf_history_lookup_records (f->history, (const char *[]) { "c2" }, 1, TRUE);
  g_assert_cmpuint (records->len, ==, 1);
  g_assert_cmpstr (bf_history_record_get_name (g_ptr_array_index (records, 0), 2), ==, "Dee");
  g_clear_pointer (&records, g_ptr_array_unref);

  /* More ids than one statement takes (64): c1 first, l1 70th. */
  many = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (many, g_strdup ("c1"));
  for (guint i = 0; i < 68; i++)
    g_ptr_array_add (many, g_strdup ("nope"));
  g_ptr_array_add (many, g_strdup ("l1"));
  records = bf_history_lookup_records (f->history, (const char * const *) many->pdata, many->len, TRUE);
  read = ids_of (records);
  g_assert_cmpstr (read, ==, "c1 l1");
}

/* ------------------------------------------------------------------ */
/* Corrections, removal, Undo                                          */

static void
test_correction (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BfHistoryRecord) r = NULL;
  g_autoptr(BfHistoryRecord) found = NULL;
  g_autoptr(BfHistoryPlayerStats) dee = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *contents = NULL;
  gint64 dee_id;

  add_small_history (f);
  dee_id = player (f, "Dee");

  /* c4 again: Dee won it after all; her name written differently. */
  r = bf_history_record_new ("c4", BF_HISTORY_KIND_CARNEGIE, 4000, BF_MODULE_NONE, 0);
  seat (r, "Cara", FALSE, 70, FALSE, 2, CP, 40, CO, 30);
  seat (r, "DEE ", FALSE, 75, TRUE, 1, CP, 45, CO, 30);
  g_assert_true (bf_history_add (f->history, r, "{\"corrected\": 1}", 16, NULL));

  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 9);
  g_assert_cmpint (bf_history_find_player (f->history, "dee"), ==, dee_id);
  found = bf_history_lookup (f->history, "c4");
  g_assert_cmpint (bf_history_record_get_total (found, 1), ==, 75);
  g_assert_true (bf_history_record_is_winner (found, 1));
  g_assert_false (bf_history_record_is_winner (found, 0));
  g_assert_cmpuint (bf_history_record_get_n_scores (found, 1), ==, 2);
  g_assert_cmpint (bf_history_record_get_score (found, 1, CP), ==, 45);

  dee = bf_history_get_player_stats (f->history, dee_id);
  g_assert_cmpuint (bf_history_player_stats_get_games (dee, BF_HISTORY_KIND_CARNEGIE), ==, 3);
  g_assert_cmpuint (bf_history_player_stats_get_wins (dee, BF_HISTORY_KIND_CARNEGIE), ==, 1);

  file = bf_history_get_game_file (f->history, "c4");
  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  g_assert_cmpstr (contents, ==, "{\"corrected\": 1}");
}

static void
assert_same_record (BfHistoryRecord *a,
                    BfHistoryRecord *b)
{
  g_assert_cmpstr (bf_history_record_get_id (a), ==, bf_history_record_get_id (b));
  g_assert_cmpint (bf_history_record_get_kind (a), ==, bf_history_record_get_kind (b));
  g_assert_cmpint (bf_history_record_get_played_at (a), ==, bf_history_record_get_played_at (b));
  g_assert_cmpuint (bf_history_record_get_modules (a), ==, bf_history_record_get_modules (b));
  g_assert_cmpuint (bf_history_record_get_difficulty (a), ==, bf_history_record_get_difficulty (b));
  g_assert_cmpuint (bf_history_record_get_n_players (a), ==, bf_history_record_get_n_players (b));
  for (guint p = 0; p < bf_history_record_get_n_players (a); p++)
    {
      g_assert_cmpstr (bf_history_record_get_name (a, p), ==, bf_history_record_get_name (b, p));
      g_assert_cmpint (bf_history_record_is_andrew (a, p), ==, bf_history_record_is_andrew (b, p));
      g_assert_cmpint (bf_history_record_get_total (a, p), ==, bf_history_record_get_total (b, p));
      g_assert_cmpint (bf_history_record_is_winner (a, p), ==, bf_history_record_is_winner (b, p));
      g_assert_cmpuint (bf_history_record_get_rank (a, p), ==, bf_history_record_get_rank (b, p));
      g_assert_cmpuint (bf_history_record_get_n_scores (a, p), ==, bf_history_record_get_n_scores (b, p));
      for (guint s = 0; s < bf_history_record_get_n_scores (a, p); s++)
        {
          g_assert_cmpstr (bf_history_record_get_score_category (a, p, s), ==,
                           bf_history_record_get_score_category (b, p, s));
          g_assert_cmpint (bf_history_record_get_score_vp (a, p, s), ==,
                           bf_history_record_get_score_vp (b, p, s));
        }
    }
}

static void
test_remove_restore (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(BfHistoryRecord) before = NULL;
  g_autoptr(BfHistoryRecord) after = NULL;
  g_autoptr(BfHistoryPlayerStats) anna = NULL;
  g_autoptr(BfHistoryPlayerStats) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *ids = NULL;
  g_autofree char *deleted = NULL;
  g_autofree char *csv = NULL;
  guint changed;

  add_small_history (f);
  before = bf_history_lookup (f->history, "c2");
  file = bf_history_get_game_file (f->history, "c2");
  deleted = g_build_filename (f->dir, "history", "deleted", "c2.json", NULL);
  changed = f->changed;

  g_assert_true (bf_history_remove (f->history, "c2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_true (g_file_test (deleted, G_FILE_TEST_EXISTS));

  /* Gone from the list, the lookup, the players and the statistics. */
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 8);
  ids = list_ids (f->history, NULL);
  g_assert_cmpstr (ids, ==, "l1 s4 s3 s2 s1 c4 c3 c1");
  g_assert_null (bf_history_lookup (f->history, "c2"));
  anna = bf_history_get_player_stats (f->history, player (f, "Anna"));
  g_assert_cmpuint (bf_history_player_stats_get_games (anna, BF_HISTORY_KIND_CARNEGIE), ==, 2);
  g_assert_cmpuint (bf_history_player_stats_get_wins (anna, BF_HISTORY_KIND_CARNEGIE), ==, 1);
  g_assert_cmpuint (bf_history_player_stats_get_opponent (anna, BF_HISTORY_KIND_CARNEGIE, 0)->games, ==, 2);
  csv = bf_history_export_csv (f->history, NULL, NULL);
  g_assert_null (strstr (csv, ",c2,"));

  g_assert_false (bf_history_remove (f->history, "c2", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (bf_history_restore (f->history, "c1", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Undo: exactly the same record, and its file back. */
  g_assert_true (bf_history_restore (f->history, "c2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changed, ==, changed + 2);
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_false (g_file_test (deleted, G_FILE_TEST_EXISTS));
  after = bf_history_lookup (f->history, "c2");
  g_assert_nonnull (after);
  assert_same_record (before, after);
  again = bf_history_get_player_stats (f->history, player (f, "Anna"));
  assert_anna_carnegie (again);

  /* Removed, then reopened: still removed, and restorable. */
  g_assert_true (bf_history_remove (f->history, "c2", NULL));
  open_history (f);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 8);
  g_assert_true (bf_history_restore (f->history, "c2", NULL));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 9);
}

/* ------------------------------------------------------------------ */
/* Players                                                             */

static void
test_players (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) merged = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistoryRecord) later = NULL;
  g_autoptr(BfHistoryRecord) found = NULL;
  g_autoptr(BfHistoryPlayerStats) ben_stats = NULL;
  g_autofree char *deirdre_games = NULL;
  BfHistoryFilter filter = BF_HISTORY_FILTER_INIT;
  gint64 anna, ben, cara, dee;
  guint changed;

  add_small_history (f);

  /* By name; Andrew is nobody. Seats: Anna c1 c2 c3 s4 l1, Ben c1 c2 c3
   * l1, Cara c1 c3 c4 l1, Dee c2 c3 c4 s1 s2 s3. */
  players = bf_history_list_players (f->history);
  g_assert_cmpuint (players->len, ==, 4);
  g_assert_cmpstr (((BfHistoryPlayer *) g_ptr_array_index (players, 0))->name, ==, "Anna");
  g_assert_cmpuint (((BfHistoryPlayer *) g_ptr_array_index (players, 0))->n_games, ==, 5);
  g_assert_cmpstr (((BfHistoryPlayer *) g_ptr_array_index (players, 1))->name, ==, "Ben");
  g_assert_cmpuint (((BfHistoryPlayer *) g_ptr_array_index (players, 1))->n_games, ==, 4);
  g_assert_cmpstr (((BfHistoryPlayer *) g_ptr_array_index (players, 3))->name, ==, "Dee");
  g_assert_cmpuint (((BfHistoryPlayer *) g_ptr_array_index (players, 3))->n_games, ==, 6);
  g_assert_cmpint (bf_history_find_player (f->history, "Andrew"), ==, 0);

  anna = player (f, "Anna");
  ben = player (f, "Ben");
  cara = player (f, "Cara");
  dee = player (f, "Dee");
  g_assert_cmpint (player (f, "  dee "), ==, dee);
  g_assert_cmpint (player (f, "DEE"), ==, dee);
  g_assert_cmpint (bf_history_find_player (f->history, "De"), ==, 0);
  g_assert_cmpint (bf_history_find_player (f->history, "   "), ==, 0);

  /* Renamed: the old name stays hers. */
  changed = f->changed;
  g_assert_true (bf_history_rename_player (f->history, dee, "  Deirdre ", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_cmpint (player (f, "deirdre"), ==, dee);
  g_assert_cmpint (player (f, "Dee"), ==, dee);

  later = bf_history_record_new ("c5", BF_HISTORY_KIND_CARNEGIE, 9000, BF_MODULE_NONE, 0);
  seat (later, "dee", FALSE, 60, TRUE, 1, CP, 60, NULL, 0);
  seat (later, "Anna", FALSE, 50, FALSE, 2, CP, 50, NULL, 0);
  add (f, later);
  found = bf_history_lookup (f->history, "c5");
  g_assert_cmpstr (bf_history_record_get_name (found, 0), ==, "Deirdre");
  filter.player = "deird";
  deirdre_games = list_ids (f->history, &filter);
  g_assert_cmpstr (deirdre_games, ==, "c5 s3 s2 s1 c4 c3 c2");
  g_clear_pointer (&players, g_ptr_array_unref);
  players = bf_history_list_players (f->history);
  g_assert_cmpstr (((BfHistoryPlayer *) g_ptr_array_index (players, 3))->name, ==, "Deirdre");
  g_assert_cmpuint (((BfHistoryPlayer *) g_ptr_array_index (players, 3))->n_games, ==, 7);

  /* Another player's name, or an alias of theirs, is taken. */
  g_assert_false (bf_history_rename_player (f->history, anna, "ben", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN);
  g_clear_error (&error);
  g_assert_false (bf_history_rename_player (f->history, anna, "DEE", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN);
  g_clear_error (&error);
  g_assert_false (bf_history_rename_player (f->history, anna, " ", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_history_rename_player (f->history, 4242, "Zed", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* Her own name in other letters is fine. */
  g_assert_true (bf_history_rename_player (f->history, anna, "ANNA", &error));
  g_assert_no_error (error);
  g_assert_cmpint (player (f, "anna"), ==, anna);

  /* Cara merged into Ben: her seats and names are his; c1, c3 and l1,
   * which both played, keep both seats. */
  changed = f->changed;
  g_assert_true (bf_history_merge_players (f->history, ben, cara, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_cmpint (player (f, "cara"), ==, ben);
  merged = bf_history_list_players (f->history);
  g_assert_cmpuint (merged->len, ==, 3);
  g_assert_cmpstr (((BfHistoryPlayer *) g_ptr_array_index (merged, 1))->name, ==, "Ben");
  g_assert_cmpuint (((BfHistoryPlayer *) g_ptr_array_index (merged, 1))->n_games, ==, 8);
  g_assert_null (bf_history_get_player_stats (f->history, cara));
  ben_stats = bf_history_get_player_stats (f->history, ben);
  /* Carnegie: Ben's c1 c2 c3 and Cara's c1 c3 c4; wins c2 c3 c4 (and
   * Ben's c1? no: Anna won it). */
  g_assert_cmpuint (bf_history_player_stats_get_games (ben_stats, BF_HISTORY_KIND_CARNEGIE), ==, 6);
  g_assert_cmpuint (bf_history_player_stats_get_wins (ben_stats, BF_HISTORY_KIND_CARNEGIE), ==, 3);

  g_assert_false (bf_history_merge_players (f->history, ben, ben, &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_history_merge_players (f->history, ben, cara, &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Everything is there after reopening. */
  open_history (f);
  g_assert_null (bf_history_get_recovery_message (f->history));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 10);
  g_assert_cmpint (player (f, "cara"), ==, ben);
  g_assert_cmpint (player (f, "dee"), ==, dee);
  g_clear_pointer (&merged, g_ptr_array_unref);
  merged = bf_history_list_players (f->history);
  g_assert_cmpstr (((BfHistoryPlayer *) g_ptr_array_index (merged, 0))->name, ==, "ANNA");
}

static void
test_reopen (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BfHistoryPlayerStats) anna = NULL;
  g_autofree char *ids = NULL;
  g_autoptr(GArray) solo = NULL;

  add_small_history (f);
  open_history (f);

  g_assert_null (bf_history_get_recovery_message (f->history));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 9);
  ids = list_ids (f->history, NULL);
  g_assert_cmpstr (ids, ==, "l1 s4 s3 s2 s1 c4 c3 c2 c1");
  anna = bf_history_get_player_stats (f->history, player (f, "Anna"));
  assert_anna_carnegie (anna);
  solo = bf_history_get_solo_campaign (f->history, 0);
  g_assert_cmpuint (solo->len, ==, 2);
  g_assert_true (g_file_equal (bf_history_get_folder (f->history), f->folder));
}

/* ------------------------------------------------------------------ */
/* Export and import                                                   */

/* 2026-11-25T17:03:22Z */
#define T0 G_GINT64_CONSTANT (1795626202)

static void
test_export_csv (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BfHistoryRecord) a = NULL;
  g_autoptr(BfHistoryRecord) b = NULL;
  g_autoptr(BfHistoryRecord) s = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *only_b = NULL;
  BfHistoryFilter filter = BF_HISTORY_FILTER_INIT;
  gsize length = 0;
/* Empty category columns. */
#define E5 ",,,,,"
#define E14 E5 E5 ",,,,"
#define E16 E14 ",,"
  const char *expected =
    "date,game_id,game,modules,difficulty,seat,player,andrew,rank,winner,total,"
    "city-projects,connections,donation,secret-donation,score-track,employees,"
    "departments,project-tabs,action-choice,green-spaces,public-relations,"
    "post-office,network-of-libraries,vp-cards,departments-taken,transport-end,"
    "livingstone-rounds,livingstone-majority,livingstone-gems,livingstone-vp-cards,livingstone-donation\r\n"
    "2026-11-25T17:03:22Z,a,carnegie,new-donations+open-bar,,1,\"Anna \"\"the Bold\"\"\",0,1,1,50,30,20" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,a,carnegie,new-donations+open-bar,,2,\"Ben, Jr.\",0,2,0,40,40,0" E14 E5 "\r\n"
    /* A solo game's difficulty is its number; the other games' cell is
     * empty, not 0. */
    "2026-11-25T17:33:22Z,s,solo,,3,1,Eve,0,1,1,61,31,30" E14 E5 "\r\n"
    "2026-11-25T17:33:22Z,s,solo,,3,2,Andrew,1,2,0,60,60,0" E14 E5 "\r\n"
    "2026-11-25T18:03:22Z,b,livingstone,,,1,Cara,0,1,1,12" E16 ",10,,2,,\r\n"
    "2026-11-25T18:03:22Z,b,livingstone,,,2,Dee,0,0,0,0" E16 ",0,,,,\r\n";
  g_auto(GStrv) header = NULL;
  const char *expected_b =
    "date,game_id,game,modules,difficulty,seat,player,andrew,rank,winner,total,"
    "city-projects,connections,donation,secret-donation,score-track,employees,"
    "departments,project-tabs,action-choice,green-spaces,public-relations,"
    "post-office,network-of-libraries,vp-cards,departments-taken,transport-end,"
    "livingstone-rounds,livingstone-majority,livingstone-gems,livingstone-vp-cards,livingstone-donation\r\n"
    "2026-11-25T18:03:22Z,b,livingstone,,,1,Cara,0,1,1,12" E16 ",10,,2,,\r\n"
    "2026-11-25T18:03:22Z,b,livingstone,,,2,Dee,0,0,0,0" E16 ",0,,,,\r\n";

  /* The newer one first: the export is oldest first. */
  b = bf_history_record_new ("b", BF_HISTORY_KIND_LIVINGSTONE, T0 + 3600, BF_MODULE_NONE, 0);
  seat (b, "Cara", FALSE, 12, TRUE, 1, BF_LIVINGSTONE_SCORE_ROUNDS, 10, BF_LIVINGSTONE_SCORE_GEMS, 2);
  seat (b, "Dee", FALSE, 0, FALSE, 0, BF_LIVINGSTONE_SCORE_ROUNDS, 0, NULL, 0);
  add (f, b);
  a = bf_history_record_new ("a", BF_HISTORY_KIND_CARNEGIE, T0, BF_MODULE_OPEN_BAR | BF_MODULE_NEW_DONATIONS, 0);
  seat (a, "Anna \"the Bold\"", FALSE, 50, TRUE, 1, CP, 30, CO, 20);
  seat (a, "Ben, Jr.", FALSE, 40, FALSE, 2, CP, 40, CO, 0);
  add (f, a);
  s = bf_history_record_new ("s", BF_HISTORY_KIND_SOLO, T0 + 1800, BF_MODULE_NONE, 3);
  seat (s, "Eve", FALSE, 61, TRUE, 1, CP, 31, CO, 30);
  seat (s, "Andrew", TRUE, 60, FALSE, 2, CP, 60, CO, 0);
  add (f, s);

  csv = bf_history_export_csv (f->history, NULL, &length);
  g_assert_cmpstr (csv, ==, expected);
  g_assert_cmpuint (length, ==, strlen (expected));

  /* Every column has a name of its own: a spreadsheet or a program
   * reading the file by name finds each one. */
  *strstr (csv, "\r\n") = '\0';
  header = g_strsplit (csv, ",", -1);
  for (guint i = 0; header[i] != NULL; i++)
    for (guint j = i + 1; header[j] != NULL; j++)
      g_assert_cmpstr (header[i], !=, header[j]);

  filter.kind = BF_HISTORY_KIND_LIVINGSTONE;
  only_b = bf_history_export_csv (f->history, &filter, NULL);
  g_assert_cmpstr (only_b, ==, expected_b);
#undef E5
#undef E14
#undef E16
}

/* A name that a spreadsheet would run as a formula is exported with a
 * single quote in front (OWASP's rule), inside the RFC 4180 quotes when it
 * has any; a number stays a number, also a negative one. */
static void
test_export_csv_formulas (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(BfHistoryRecord) a = NULL;
  g_autofree char *csv = NULL;
  const char *header =
    "date,game_id,game,modules,difficulty,seat,player,andrew,rank,winner,total,"
    "city-projects,connections,donation,secret-donation,score-track,employees,"
    "departments,project-tabs,action-choice,green-spaces,public-relations,"
    "post-office,network-of-libraries,vp-cards,departments-taken,transport-end,"
    "livingstone-rounds,livingstone-majority,livingstone-gems,livingstone-vp-cards,livingstone-donation\r\n";
#define E5 ",,,,,"
#define E14 E5 E5 ",,,,"
  const char *rows =
    "2026-11-25T17:03:22Z,'=id,carnegie,,,1,\"'=HYPERLINK(\"\"http://x\"\")\",0,1,1,30,35,-5" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,2,'+1 Ben,0,2,0,-5,-5,0" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,3,'-Cara,0,3,0,-6,-6,0" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,4,'@SUM(A1),0,4,0,-7,-7,0" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,5,'\tDee,1,5,0,-8,-8,0" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,6,\"'\rEd\",1,6,0,-9,-9,0" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,7,-12,0,7,0,-10,-10,0" E14 E5 "\r\n"
    "2026-11-25T17:03:22Z,'=id,carnegie,,,8,Fay = 1,0,8,0,-11,-11,0" E14 E5 "\r\n";
  g_autofree char *expected = NULL;

  /* Every text cell is checked: the id "=id" is exported "'=id" too. */
  a = bf_history_record_new ("=id", BF_HISTORY_KIND_CARNEGIE, T0, BF_MODULE_NONE, 0);
  seat (a, "=HYPERLINK(\"http://x\")", FALSE, 30, TRUE, 1, CP, 35, CO, -5);
  seat (a, "+1 Ben", FALSE, -5, FALSE, 2, CP, -5, CO, 0);
  seat (a, "-Cara", FALSE, -6, FALSE, 3, CP, -6, CO, 0);
  seat (a, "@SUM(A1)", FALSE, -7, FALSE, 4, CP, -7, CO, 0);
  /* A player's name is stripped of the spaces around it; a seat of
   * Andrew's keeps the name as written. */
  seat (a, "\tDee", TRUE, -8, FALSE, 5, CP, -8, CO, 0);
  seat (a, "\rEd", TRUE, -9, FALSE, 6, CP, -9, CO, 0);
  /* A name that is a number is read as that number: nothing to run. */
  seat (a, "-12", FALSE, -10, FALSE, 7, CP, -10, CO, 0);
  seat (a, "Fay = 1", FALSE, -11, FALSE, 8, CP, -11, CO, 0);
  add (f, a);

  csv = bf_history_export_csv (f->history, NULL, NULL);
  expected = g_strconcat (header, rows, NULL);
  g_assert_cmpstr (csv, ==, expected);
#undef E5
#undef E14
}

static void
copy_test_file (const char *name,
                const char *to_folder,
                const char *to_name)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *to = g_build_filename (to_folder, to_name, NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (to, contents, length, NULL));
}

static void
test_import (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *folder_path = g_build_filename (f->dir, "import", NULL);
  g_autofree char *broken = g_build_filename (folder_path, "broken.json", NULL);
  g_autofree char *ignored = g_build_filename (folder_path, "notes.txt", NULL);
  g_autofree char *sub = g_build_filename (folder_path, "sub", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/benefactor");
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  guint added = 99, skipped = 99;
  guint changed;

  g_assert_cmpint (g_mkdir_with_parents (sub, 0755), ==, 0);
  copy_test_file ("example-2p.json", folder_path, "a-game.json");
  copy_test_file ("example-2p.json", folder_path, "b-same-game.json");
  copy_test_file ("solo.json", folder_path, "c-solo.json");
  copy_test_file ("expansion-4p.json", sub, "in-a-subfolder.json");
  g_assert_true (g_file_set_contents (broken, "{\"format\": ", -1, NULL));
  g_assert_true (g_file_set_contents (ignored, "not a game", -1, NULL));

  changed = f->changed;
  g_assert_true (bf_history_import_folder (f->history, folder, &added, &skipped, &problems, NULL, &error));
  g_assert_no_error (error);
  /* a-game and c-solo; b-same-game is a-game; broken.json a problem. */
  g_assert_cmpuint (added, ==, 2);
  g_assert_cmpuint (skipped, ==, 1);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (problems, 0), "broken.json: "));
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);

  records = bf_history_list (f->history, NULL);
  for (guint i = 0; i < records->len; i++)
    {
      BfHistoryRecord *r = g_ptr_array_index (records, i);

      g_assert_true (g_str_has_prefix (bf_history_record_get_id (r), "game-import-"));
      g_assert_cmpuint (strlen (bf_history_record_get_id (r)), ==, strlen ("game-import-") + 64);
    }
  g_assert_cmpint (bf_history_find_player (f->history, "Anna"), !=, 0);
  g_assert_cmpint (bf_history_find_player (f->history, "Clara"), !=, 0);

  /* Again: nothing new, the three games are kept. */
  g_assert_true (bf_history_import_folder (f->history, folder, &added, &skipped, &again, NULL, &error));
  g_assert_cmpuint (added, ==, 0);
  g_assert_cmpuint (skipped, ==, 3);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);

  g_assert_false (bf_history_import_folder (f->history, missing, &added, &skipped, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* ------------------------------------------------------------------ */
/* Recovery                                                            */

static char *
read_test_file (const char *name,
                gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, length, NULL));
  return contents;
}

/* Keeps the test file @name as the game @id, as the app does. */
static void
add_real_game (BfHistory  *history,
               const char *name,
               const char *id,
               gint64      played_at)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *contents = read_test_file (name, &length);
  g_autoptr(BfDocument) document = bf_document_load_data (contents, length, FALSE, &error);
  g_autoptr(BfHistoryRecord) record = NULL;

  g_assert_no_error (error);
  record = bf_history_record_new_from_document (document, id, played_at, &error);
  g_assert_no_error (error);
  g_assert_true (bf_history_add (history, record, contents, length, &error));
  g_assert_no_error (error);
}

/* The name of the file kept aside in @dir, or NULL. */
static char *
find_broken (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, "history.sqlite.broken-") && !g_str_has_suffix (name, "-wal") &&
        !g_str_has_suffix (name, "-shm"))
      return g_strdup (name);

  return NULL;
}

static void
test_damaged (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "history.sqlite", NULL);
  g_autofree char *aside = NULL;
  g_autofree char *garbage = NULL;
  g_autoptr(BfHistoryRecord) record = NULL;
  const char *message;
  gint64 clara;

  add_real_game (f->history, "example-2p.json", "game-1", T0);
  add_real_game (f->history, "solo.json", "game-2", T0 + 60);
  clara = player (f, "Clara");
  g_assert_true (bf_history_rename_player (f->history, clara, "Klara", NULL));
  g_clear_object (&f->history);

  garbage = g_strnfill (8192, 'x');
  g_assert_true (g_file_set_contents (db, garbage, -1, NULL));

  open_history (f);
  message = bf_history_get_recovery_message (f->history);
  g_assert_nonnull (message);
  aside = find_broken (f->dir);
  g_assert_nonnull (aside);
  g_assert_nonnull (strstr (message, aside));
  g_assert_nonnull (strstr (message, "2 games"));

  /* Rebuilt from the files: the rename is lost (the message says so). */
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
  record = bf_history_lookup (f->history, "game-2");
  g_assert_nonnull (record);
  g_assert_cmpint (bf_history_record_get_kind (record), ==, BF_HISTORY_KIND_SOLO);
  g_assert_cmpint (bf_history_find_player (f->history, "Klara"), ==, 0);
  g_assert_cmpint (bf_history_find_player (f->history, "Clara"), !=, 0);

  /* And the next open is a normal one. */
  open_history (f);
  g_assert_null (bf_history_get_recovery_message (f->history));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
}

static void
test_newer_schema (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "history.sqlite", NULL);
  g_autofree char *aside = NULL;
  g_autofree char *aside_path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_length, after_length;
  sqlite3 *handle = NULL;

  add_real_game (f->history, "example-2p.json", "game-1", T0);
  g_clear_object (&f->history);

  /* What a later Benefactor might write. */
  g_assert_cmpint (sqlite3_open (db, &handle), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (handle, "PRAGMA journal_mode = DELETE; CREATE TABLE future (x); PRAGMA user_version = 2;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (handle);
  g_assert_true (g_file_get_contents (db, &before, &before_length, NULL));

  open_history (f);
  g_assert_nonnull (bf_history_get_recovery_message (f->history));
  g_assert_nonnull (strstr (bf_history_get_recovery_message (f->history), "newer"));
  aside = find_broken (f->dir);
  g_assert_nonnull (aside);
  aside_path = g_build_filename (f->dir, aside, NULL);
  g_assert_true (g_file_get_contents (aside_path, &after, &after_length, NULL));
  /* Not touched. */
  g_assert_cmpmem (before, before_length, after, after_length);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 1);
}

static void
test_file_without_row (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *games = g_build_filename (f->dir, "history", NULL);
  g_autofree char *path = g_build_filename (games, "lost.json", NULL);
  g_autofree char *temp = g_build_filename (games, ".lost.json-ABC123", NULL);
  g_autoptr(BfHistoryRecord) record = NULL;
  g_autoptr(BfHistoryRecord) kept = NULL;
  GStatBuf buf;

  add_real_game (f->history, "solo.json", "kept", T0);
  g_clear_object (&f->history);

  /* Killed between the file and the commit, and during a write. */
  copy_test_file ("example-2p.json", games, "lost.json");
  g_assert_true (g_file_set_contents (temp, "{\"format\":", -1, NULL));
  g_assert_cmpint (g_stat (path, &buf), ==, 0);

  open_history (f);
  g_assert_nonnull (bf_history_get_recovery_message (f->history));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
  record = bf_history_lookup (f->history, "lost");
  g_assert_nonnull (record);
  g_assert_cmpint (bf_history_record_get_played_at (record), ==, buf.st_mtime);
  g_assert_cmpint (bf_history_record_get_kind (record), ==, BF_HISTORY_KIND_CARNEGIE);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));

  /* A row whose file is gone stays (its statistics too). */
  g_clear_object (&f->history);
  {
    g_autofree char *kept_path = g_build_filename (games, "kept.json", NULL);

    g_assert_cmpint (g_unlink (kept_path), ==, 0);
  }
  open_history (f);
  g_assert_null (bf_history_get_recovery_message (f->history));
  kept = bf_history_lookup (f->history, "kept");
  g_assert_nonnull (kept);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
}

static void
test_invalid (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(BfHistoryRecord) nameless = bf_history_record_new ("x", BF_HISTORY_KIND_CARNEGIE, 1, 0, 0);
  g_autoptr(BfHistoryRecord) sneaky = bf_history_record_new ("../x", BF_HISTORY_KIND_CARNEGIE, 1, 0, 0);
  g_autoptr(GError) error = NULL;

  seat (nameless, "  ", FALSE, 1, TRUE, 1, NULL, 0, NULL, 0);
  g_assert_false (bf_history_add (f->history, nameless, "{}", 2, &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID);
  g_clear_error (&error);

  seat (sneaky, "Anna", FALSE, 1, TRUE, 1, NULL, 0, NULL, 0);
  g_assert_false (bf_history_add (f->history, sneaky, "{}", 2, &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 0);
  g_assert_cmpuint (f->changed, ==, 0);
}

/* ------------------------------------------------------------------ */
/* Import and export off the main thread                               */

typedef struct
{
  GCancellable *cancellable;
  guint         cancel_at;     /* cancel when this many files are done */
  guint         n_reports;
  guint         last_done;
  guint         total;
  gboolean      finished;
  GAsyncResult *result;
} AsyncImport;

static void
import_progress (guint    done,
                 guint    total,
                 gpointer data)
{
  AsyncImport *import = data;

  /* In the main thread, in order, before the result. */
  g_assert_false (import->finished);
  g_assert_cmpuint (done, >=, import->last_done);
  g_assert_cmpuint (done, <=, total);
  import->last_done = done;
  import->total = total;
  import->n_reports++;
  if (import->cancel_at > 0 && done == import->cancel_at)
    g_cancellable_cancel (import->cancellable);
}

static void
import_finished (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  AsyncImport *import = data;

  import->finished = TRUE;
  import->result = g_object_ref (result);
}

/* 20 distinct finished games: example-2p.json with 0-19 blank lines. */
static char *
make_import_folder (Fixture *f)
{
  g_autofree char *path = g_build_filename (f->dir, "import", NULL);
  gsize length;
  g_autofree char *contents = read_test_file ("example-2p.json", &length);

  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  bf_test_write_game_copies (contents, path, "game-", 20);

  return g_steal_pointer (&path);
}

static void
run_import (Fixture     *f,
            GFile       *folder,
            AsyncImport *import)
{
  bf_history_import_folder_async (f->history, folder, import_progress, import,
                                  import->cancellable, import_finished, import);
  while (!import->finished)
    g_main_context_iteration (NULL, TRUE);
}

/* The import in a worker thread: progress in the main thread before
 * the result; Cancel stops it with every game added so far complete and
 * kept (each in its own transaction), and "changed" said; a second
 * import adds exactly the rest. */
static void
test_import_async (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *path = make_import_folder (f);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  AsyncImport first = { 0 };
  AsyncImport second = { 0 };
  guint added = 0, skipped = 0, changed;

  /* Cancelled once 5 files were done. */
  first.cancellable = g_cancellable_new ();
  first.cancel_at = 5;
  changed = f->changed;
  run_import (f, folder, &first);
  g_assert_false (bf_history_import_folder_finish (f->history, first.result, &added, &skipped, &problems, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (first.total, ==, 20);
  /* The 5 reported done were added before the Cancel; the worker may
   * have finished the one it was adding, or a few more, not all. */
  g_assert_cmpuint (added, >=, 5);
  g_assert_cmpuint (skipped, ==, 0);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, added);
  records = bf_history_list (f->history, NULL);
  g_assert_cmpuint (records->len, ==, added);
  for (guint i = 0; i < records->len; i++)
    g_assert_cmpuint (bf_history_record_get_n_players (records->pdata[i]), ==, 2);
  g_test_message ("cancelled after 5 files: %u added", added);
  g_clear_pointer (&problems, g_ptr_array_unref);

  /* Again, to the end: the rest. */
  {
    guint before = added;

    run_import (f, folder, &second);
    g_assert_true (bf_history_import_folder_finish (f->history, second.result, &added, &skipped, &problems, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (added, ==, 20 - before);
    g_assert_cmpuint (skipped, ==, before);
    g_assert_cmpuint (second.last_done, ==, 20);
    g_assert_cmpuint (second.n_reports, ==, 21);
    g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 20);
  }

  g_clear_object (&first.cancellable);
  g_clear_object (&first.result);
  g_clear_object (&second.result);
}

static void
export_finished (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* The CSV export in a worker thread writes what bf_history_export_csv()
 * gives. */
static void
test_export_async (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "export.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *written = NULL;

  add_small_history (f);
  expected = bf_history_export_csv (f->history, NULL, NULL);
  bf_history_export_csv_file_async (f->history, file, NULL, export_finished, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (bf_history_export_csv_file_finish (f->history, result, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);
}

/* An export whose window closes at once (its work cancelled) and a
 * program that ends right after: bf_history_wait_for_work() returns only
 * once the file is written whole, with no temporary file beside it, and
 * without a main loop, as the application's shutdown calls it. */
static void
test_export_wait (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *folder = g_build_filename (f->dir, "exports", NULL);
  g_autofree char *path = g_build_filename (folder, "export.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *written = NULL;
  const char *name;
  guint n_files = 0;

  add_small_history (f);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  expected = bf_history_export_csv (f->history, NULL, NULL);
  for (guint i = 0; i < 20; i++)
    {
      /* Written again each time: the wait is for the export, not for an
       * earlier file. */
      g_remove (path);
      bf_history_export_csv_file_async (f->history, file, cancellable, NULL, NULL);
      if (i % 2 == 1)
        g_cancellable_cancel (cancellable);
      bf_history_wait_for_work ();
      if (i % 2 == 0)
        {
          g_clear_pointer (&written, g_free);
          g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
          g_assert_cmpstr (written, ==, expected);
        }
      g_cancellable_reset (cancellable);
    }

  /* Nothing else in the folder: the last export, if any, and no
   * temporary file. */
  dir = g_dir_open (folder, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_assert_cmpstr (name, ==, "export.csv");
      n_files++;
    }
  g_assert_cmpuint (n_files, <=, 1);

  /* The tasks' callbacks (none here) come with the main loop. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* ------------------------------------------------------------------ */
/* Killed at any moment                                                */

/* The child: keeps games in @folder until killed (or @count of them),
 * and writes each id to stdout once bf_history_add() returned. An add
 * that finds the history busy (another process writing) is tried again,
 * as the window does. */
static int
crash_child (const char *folder_path,
             const char *prefix,
             const char *game_path,
             guint       count)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) history = bf_history_new (folder, &error);
  g_autofree char *contents = NULL;
  g_autoptr(BfDocument) document = NULL;
  gsize length;

  if (history == NULL || !g_file_get_contents (game_path, &contents, &length, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  document = bf_document_load_data (contents, length, FALSE, &error);
  if (document == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  for (guint n = 0; count == 0 || n < count; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", prefix, n);
      g_autoptr(BfHistoryRecord) record = bf_history_record_new_from_document (document, id, T0 + n, &error);
      gboolean added = FALSE;

      for (guint attempt = 0; record != NULL && !added && attempt < 100; attempt++)
        {
          g_clear_error (&error);
          added = bf_history_add (history, record, contents, length, &error);
          if (!added && !g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
            break;
        }
      if (!added)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      printf ("%s\n", id);
      fflush (stdout);
    }

  return 0;
}

/* The child: opens the history in @folder (another Benefactor with the
 * history open), says "ready" and keeps it open until its standard input
 * closes. */
static int
hold_child (const char *folder_path)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) history = bf_history_new (folder, &error);

  if (history == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  printf ("ready\n");
  fflush (stdout);
  while (getchar () != EOF)
    ;

  return 0;
}

static void
test_crash (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  g_autoptr(GPtrArray) reported = g_ptr_array_new_with_free_func (g_free);

  g_clear_object (&f->history);

  for (guint round = 0; round < 5; round++)
    {
      g_autofree char *prefix = g_strdup_printf ("r%u", round);
      const char *argv[] = { self_path, "--crash-child", f->dir, prefix, game, NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(GIOChannel) channel = NULL;
      guint wanted = g_test_rand_int_range (1, 12);
      guint got = 0;
      GPid pid;
      int out;
      int status;

      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                               NULL, NULL, &pid, NULL, &out, NULL, &error));
      g_assert_no_error (error);
      channel = g_io_channel_unix_new (out);
      g_io_channel_set_close_on_unref (channel, TRUE);

      while (got < wanted)
        {
          g_autofree char *line = NULL;
          gsize terminator;

          if (g_io_channel_read_line (channel, &line, NULL, &terminator, &error) != G_IO_STATUS_NORMAL)
            break;
          line[terminator] = '\0';
          g_ptr_array_add (reported, g_steal_pointer (&line));
          got++;
        }
      g_assert_no_error (error);
      g_assert_cmpuint (got, ==, wanted);

      /* Somewhere in the middle of the next game (or between two). */
      g_usleep (g_test_rand_int_range (0, 15000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_spawn_close_pid (pid);

      /* Every game the child confirmed is there, without a rebuild. */
      open_history (f);
      {
        g_autofree char *aside = find_broken (f->dir);

        g_assert_null (aside);
      }
      for (guint i = 0; i < reported->len; i++)
        {
          g_autoptr(BfHistoryRecord) record = bf_history_lookup (f->history, g_ptr_array_index (reported, i));

          g_assert_nonnull (record);
        }
      g_assert_cmpuint (bf_history_get_n_games (f->history), >=, reported->len);
      g_test_message ("round %u: %u games confirmed, %u kept", round, reported->len,
                      bf_history_get_n_games (f->history));
      g_clear_object (&f->history);
    }
}

/* Issue 26: a record keeps the lines the sheet has. A 2-player game has
 * no Action Choice tile and no line for one; a built Green Spaces without
 * an active employee has its line, 0 VP; a 3-player game has the tile's
 * line for every seat. A table whose entries contradict each other is
 * not kept, the reason named. */
static void
test_record_lines (void)
{
  g_autoptr(BfCarnegieGame) two = bf_carnegie_game_new ();
  g_autoptr(BfCarnegieGame) three = bf_carnegie_game_new ();
  g_autoptr(BfHistoryRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (two, "Anna", NULL);
  BfCarnegiePlayer *gus;
  gboolean green = FALSE;

  bf_carnegie_game_add_player (two, "Ben", NULL);
  g_assert_true (bf_carnegie_game_set_modules (two, BF_MODULE_NEW_DEPARTMENTS, NULL));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 20, FALSE, FALSE, FALSE }, NULL));
  record = bf_history_record_new_from_document (BF_DOCUMENT (two), "two", 1, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i < bf_history_record_get_n_scores (record, p); i++)
      {
        const char *category = bf_history_record_get_score_category (record, p, i);

        g_assert_cmpstr (category, !=, BF_SCORE_ACTION_CHOICE);
        if (p == 0 && g_str_equal (category, BF_SCORE_GREEN_SPACES))
          {
            green = TRUE;
            g_assert_cmpint (bf_history_record_get_score_vp (record, p, i), ==, 0);
          }
      }
  g_assert_true (green);
  g_clear_pointer (&record, bf_history_record_unref);

  gus = bf_carnegie_game_add_player (three, "Gus", NULL);
  bf_carnegie_game_add_player (three, "Hal", NULL);
  bf_carnegie_game_add_player (three, "Ivy", NULL);
  record = bf_history_record_new_from_document (BF_DOCUMENT (three), "three", 1, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 3; p++)
    {
      guint tiles = 0;

      for (guint i = 0; i < bf_history_record_get_n_scores (record, p); i++)
        tiles += g_str_equal (bf_history_record_get_score_category (record, p, i), BF_SCORE_ACTION_CHOICE);
      g_assert_cmpuint (tiles, ==, 1);
    }
  g_clear_pointer (&record, bf_history_record_unref);

  /* Gus's tile with Gus first: Ivy is the third player. */
  bf_carnegie_player_set_action_choice (gus, TRUE);
  record = bf_history_record_new_from_document (BF_DOCUMENT (three), "three", 1, &error);
  g_assert_null (record);
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FINISHED);
  g_assert_nonnull (strstr (error->message, "Gus has an unused Action Choice tile"));
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_first_player (three, 1, NULL));
  record = bf_history_record_new_from_document (BF_DOCUMENT (three), "three", 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
}

/* ------------------------------------------------------------------ */
/* Held by another process                                             */

/* Another Benefactor with the history in @dir open. */
static void
holder_start_benefactor (BfTestHolder *holder,
                         const char   *dir)
{
  const char *argv[] = { self_path, "--hold-child", dir, NULL };

  bf_test_holder_start (holder, argv);
}

/* The names in @dir, sorted, one string. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, bf_sort_compare_strings);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (" ", (char **) names->pdata);
}

static guint64
inode_of (const char *path)
{
  GStatBuf buf;

  g_assert_cmpint (g_stat (path, &buf), ==, 0);
  return buf.st_ino;
}

/* Makes @db's schema version 2: a database a later Benefactor wrote,
 * which is set aside (untouched) at the next open. */
static void
set_newer_version (const char *db)
{
  sqlite3 *handle = NULL;

  g_assert_cmpint (sqlite3_open (db, &handle), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (handle, "PRAGMA user_version = 2;", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (handle);
}

/* A history of two games, Clara renamed Klara by hand (only the
 * database knows it: a rebuild would lose it), closed. */
static void
add_renamed_history (Fixture *f)
{
  add_real_game (f->history, "example-2p.json", "game-1", T0);
  add_real_game (f->history, "solo.json", "game-2", T0 + 60);
  g_assert_true (bf_history_rename_player (f->history, player (f, "Clara"), "Klara", NULL));
  g_clear_object (&f->history);
}

/* The history after the holder let go: the same database, renames and
 * all, and nothing set aside. */
static void
assert_history_intact (Fixture *f)
{
  g_autofree char *aside = NULL;

  open_history (f);
  g_assert_null (bf_history_get_recovery_message (f->history));
  aside = find_broken (f->dir);
  g_assert_null (aside);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
  g_assert_cmpint (bf_history_find_player (f->history, "Klara"), !=, 0);
}

/* Another program holds the database in exclusive locking mode (no
 * other connection can even read it): the history cannot be opened now
 * (BUSY, soon: a busy wait of 250 ms), and nothing is moved; once the
 * program lets go it opens as it was, the rename included. Before, this
 * was taken for a damaged database after 5 s, moved aside under the
 * program and rebuilt without the rename. */
static void
test_held_exclusive_mode (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "history.sqlite", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(BfHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  BfTestHolder holder = { 0 };
  guint64 inode;

  add_renamed_history (f);
  inode = inode_of (db);

  bf_test_holder_start_sqlite (&holder, db, "PRAGMA locking_mode = EXCLUSIVE; SELECT COUNT(*) FROM games;");
  before = list_dir (f->dir);

  /* Twice: a second try finds it the same. */
  for (guint i = 0; i < 2; i++)
    {
      history = bf_history_new (f->folder, &error);
      g_assert_null (history);
      g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY);
      g_clear_error (&error);
    }

  after = list_dir (f->dir);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (inode_of (db), ==, inode);
  bf_test_holder_stop (&holder);

  assert_history_intact (f);
  g_assert_cmpuint (inode_of (db), ==, inode);
}

/* Another program holds the write lock (BEGIN EXCLUSIVE; in WAL mode
 * the others still read): the history opens and reads, and every change
 * fails at once with BUSY, writing nothing (no game file either); once
 * the program lets go the same changes work. */
static void
test_held_write_lock (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "history.sqlite", NULL);
  g_autofree char *file = g_build_filename (f->dir, "history", "game-3.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfHistoryRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  BfTestHolder holder = { 0 };
  gsize length;
  gint64 klara;

  add_renamed_history (f);
  contents = read_test_file ("expansion-4p.json", &length);
  document = bf_document_load_data (contents, length, FALSE, &error);
  g_assert_no_error (error);
  record = bf_history_record_new_from_document (document, "game-3", T0 + 120, &error);
  g_assert_no_error (error);

  bf_test_holder_start_sqlite (&holder, db, "BEGIN EXCLUSIVE; DELETE FROM seats;");

  /* Opened while held (it reads), and once more while it is open. */
  open_history (f);
  f->changed = 0;
  g_assert_null (bf_history_get_recovery_message (f->history));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
  klara = bf_history_find_player (f->history, "Klara");
  g_assert_cmpint (klara, !=, 0);

  g_assert_false (bf_history_add (f->history, record, contents, length, &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));

  g_assert_false (bf_history_remove (f->history, "game-1", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_false (bf_history_rename_player (f->history, klara, "Clara", &error));
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_cmpuint (f->changed, ==, 0);

  /* Still readable, unchanged (the holder's uncommitted delete unseen). */
  {
    g_autoptr(BfHistoryRecord) kept = bf_history_lookup (f->history, "game-1");

    g_assert_nonnull (kept);
    g_assert_cmpuint (bf_history_record_get_n_players (kept), ==, 2);
  }

  bf_test_holder_stop (&holder);

  g_assert_true (bf_history_add (f->history, record, contents, length, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (file, G_FILE_TEST_EXISTS));
  g_assert_true (bf_history_remove (f->history, "game-1", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
}

/* A database that must be set aside (here: a newer schema) while another
 * program has it open (an idle connection in WAL mode): it is not moved
 * from under that program (BUSY); once the program closed it, it is. */
static void
test_held_newer (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "history.sqlite", NULL);
  g_autofree char *aside = NULL;
  g_autoptr(BfHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  BfTestHolder holder = { 0 };

  add_renamed_history (f);
  set_newer_version (db);

  bf_test_holder_start_sqlite (&holder, db, "SELECT COUNT(*) FROM games;");
  history = bf_history_new (f->folder, &error);
  g_assert_null (history);
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY);
  aside = find_broken (f->dir);
  g_assert_null (aside);
  bf_test_holder_stop (&holder);

  open_history (f);
  g_assert_nonnull (strstr (bf_history_get_recovery_message (f->history), "newer"));
  aside = find_broken (f->dir);
  g_assert_nonnull (aside);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
}

/* Two Benefactors on one data folder. While A has the history open, B
 * opens it too but leaves the files alone: A may be writing a game
 * (its temporary file, then its file before its rows), and a database
 * to be set aside is never moved from under A. Once A is gone, B does
 * all of it. */
static void
test_two_processes (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "history.sqlite", NULL);
  g_autofree char *games = g_build_filename (f->dir, "history", NULL);
  g_autofree char *temp = g_build_filename (games, ".game-9.json-ABC123", NULL);
  g_autofree char *aside = NULL;
  g_autoptr(BfHistory) history = NULL;
  g_autoptr(GError) error = NULL;
  BfTestHolder a = { 0 };

  add_renamed_history (f);
  holder_start_benefactor (&a, f->dir);

  /* A's game being written: its temporary file, then its file. */
  g_assert_true (g_file_set_contents (temp, "{\"format\":", -1, NULL));
  copy_test_file ("expansion-4p.json", games, "game-9.json");

  open_history (f);
  g_assert_null (bf_history_get_recovery_message (f->history));
  g_assert_true (g_file_test (temp, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 2);
  /* B writes beside A. */
  add_real_game (f->history, "expansion-4p.json", "game-b", T0 + 180);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 3);
  g_clear_object (&f->history);

  /* A database to be set aside while A has it open: left as it is. */
  set_newer_version (db);
  history = bf_history_new (f->folder, &error);
  g_assert_null (history);
  g_assert_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY);
  aside = find_broken (f->dir);
  g_assert_null (aside);

  bf_test_holder_stop (&a);

  /* Alone: set aside, rebuilt from the four files, litter removed. */
  open_history (f);
  g_assert_nonnull (strstr (bf_history_get_recovery_message (f->history), "newer"));
  aside = find_broken (f->dir);
  g_assert_nonnull (aside);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 4);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
}

/* Two processes keeping games at the same time: each keeps every one of
 * its own, the other's too are there, nothing is set aside. */
static void
test_two_writers (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  const char *argv_a[] = { self_path, "--add-child", f->dir, "a", game, "25", NULL };
  const char *argv_b[] = { self_path, "--add-child", f->dir, "b", game, "25", NULL };
  const char * const *argvs[] = { argv_a, argv_b };
  GPid pids[2];
  g_autofree char *aside = NULL;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (g_spawn_async (NULL, (char **) argvs[i], NULL,
                                    G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                                    NULL, NULL, &pids[i], &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; i < 2; i++)
    {
      int status;

      g_assert_cmpint (waitpid (pids[i], &status, 0), ==, pids[i]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
      g_spawn_close_pid (pids[i]);
    }

  open_history (f);
  g_assert_null (bf_history_get_recovery_message (f->history));
  aside = find_broken (f->dir);
  g_assert_null (aside);
  g_assert_cmpuint (bf_history_get_n_games (f->history), ==, 50);
  for (guint n = 0; n < 25; n++)
    for (guint i = 0; i < 2; i++)
      {
        g_autofree char *id = g_strdup_printf ("%c-%u", "ab"[i], n);
        g_autoptr(BfHistoryRecord) record = bf_history_lookup (f->history, id);

        g_assert_nonnull (record);
        g_assert_cmpuint (bf_history_record_get_n_players (record), ==, 2);
      }
}

int
main (int   argc,
      char *argv[])
{
  self_path = argv[0];

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  if (argc == 5 && strcmp (argv[1], "--crash-child") == 0)
    return crash_child (argv[2], argv[3], argv[4], 0);
  if (argc == 6 && strcmp (argv[1], "--add-child") == 0)
    return crash_child (argv[2], argv[3], argv[4], (guint) g_ascii_strtoull (argv[5], NULL, 10));
  if (argc == 3 && strcmp (argv[1], "--hold-child") == 0)
    return hold_child (argv[2]);

  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/history/player-stats", test_player_stats);
  ADD ("/history/solo-campaign", test_solo_campaign);
  ADD ("/history/player-stats-async", test_player_stats_async);
  ADD ("/history/list", test_list);
  ADD ("/history/list-by-ids", test_list_by_ids);
  ADD ("/history/correction", test_correction);
  ADD ("/history/remove-restore", test_remove_restore);
  ADD ("/history/players", test_players);
  ADD ("/history/reopen", test_reopen);
  ADD ("/history/export-csv", test_export_csv);
  ADD ("/history/export-csv-formulas", test_export_csv_formulas);
  ADD ("/history/import", test_import);
  ADD ("/history/import-async", test_import_async);
  ADD ("/history/export-async", test_export_async);
  ADD ("/history/export-wait", test_export_wait);
  ADD ("/history/damaged", test_damaged);
  ADD ("/history/newer-schema", test_newer_schema);
  ADD ("/history/file-without-row", test_file_without_row);
  ADD ("/history/invalid", test_invalid);
  ADD ("/history/crash", test_crash);
  g_test_add_func ("/history/record-lines", test_record_lines);
  ADD ("/history/held-exclusive-mode", test_held_exclusive_mode);
  ADD ("/history/held-write-lock", test_held_write_lock);
  ADD ("/history/held-newer", test_held_newer);
  ADD ("/history/two-processes", test_two_processes);
  ADD ("/history/two-writers", test_two_writers);

  return g_test_run ();
}
