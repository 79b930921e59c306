/* bf-history-stats.c
 *
 * The statistics of the history (bf-history.h): a player's figures per
 * kind of game and the solo campaign against Andrew. Each is a handful
 * of SQL aggregates over the player's seats, never every record; the
 * exact definitions are in docs/history.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <string.h>

#include "bf-history-private.h"

/* The player's seats in the games kept: every query starts here. */
#define MY_SEATS \
  "FROM seats s JOIN games g ON g.id = s.game " \
  "WHERE s.player = ?1 AND g.deleted_at IS NULL "
/* …and the other players' seats in the same games (Andrew not counted). */
#define OTHER_SEATS \
  "FROM seats s JOIN games g ON g.id = s.game " \
  "JOIN seats o ON o.game = s.game AND o.andrew = 0 AND o.player != ?1 " \
  "WHERE s.player = ?1 AND g.deleted_at IS NULL "
/* A disqualified player (rank 0) ranks after everybody. */
#define RANK(r) "(CASE WHEN " r " = 0 THEN 1000000 ELSE " r " END)"

typedef struct
{
  guint   games;
  guint   wins;
  gint64  sum_total;
  int     best_total;
  GArray *categories;     /* BfHistoryCategoryStat */
  GArray *opponents;      /* BfHistoryHeadToHead */
} KindStats;

struct _BfHistoryPlayerStats
{
  gatomicrefcount  ref_count;
  char            *name;
  KindStats        kinds[BF_HISTORY_N_KINDS];
  GArray          *totals;     /* BfHistoryTotal */
  GStringChunk    *strings;    /* the names and game ids pointed to */
};

G_DEFINE_BOXED_TYPE (BfHistoryPlayerStats, bf_history_player_stats,
                     bf_history_player_stats_ref, bf_history_player_stats_unref)

BfHistoryPlayerStats *
bf_history_player_stats_ref (BfHistoryPlayerStats *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
bf_history_player_stats_unref (BfHistoryPlayerStats *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    {
      g_array_unref (self->kinds[k].categories);
      g_array_unref (self->kinds[k].opponents);
    }
  g_array_unref (self->totals);
  g_string_chunk_free (self->strings);
  g_free (self->name);
  g_free (self);
}

static gboolean
column_kind (sqlite3_stmt  *stmt,
             int            column,
             BfHistoryKind *kind)
{
  return bf_history_kind_from_string ((const char *) sqlite3_column_text (stmt, column), kind);
}

/* The index of @category among @kind's, or -1. */
static int
category_index (BfHistoryKind  kind,
                const char    *category)
{
  guint n = bf_history_kind_get_n_categories (kind);

  if (category == NULL)
    return -1;

  for (guint i = 0; i < n; i++)
    if (strcmp (bf_history_kind_get_category (kind, i), category) == 0)
      return i;

  return -1;
}

/* Adds the points of @sql's rows (kind, category, vp) to the averages,
 * or to the table averages. Summed here rather than by a GROUP BY, which
 * sorts every row first (a player with 2,000 games has 20,000 of them). */
static void
add_category_sums (BfHistory            *self,
                   BfHistoryPlayerStats *stats,
                   const char           *sql,
                   gint64                player,
                   gboolean              table)
{
  g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, sql);
  g_autoptr(GHashTable) indexes = NULL;   /* "kind category" → index + 1, or 0 */
  GString *key = NULL;

  if (stmt == NULL)
    return;

  indexes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  key = g_string_new (NULL);
  sqlite3_bind_int64 (stmt, 1, player);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      const char *kind_text = (const char *) sqlite3_column_text (stmt, 0);
      const char *category = (const char *) sqlite3_column_text (stmt, 1);
      gpointer found;
      guint packed;
      BfHistoryCategoryStat *stat;

      if (kind_text == NULL || category == NULL)
        continue;

      g_string_assign (key, kind_text);
      g_string_append_c (key, ' ');
      g_string_append (key, category);
      if (g_hash_table_lookup_extended (indexes, key->str, NULL, &found))
        packed = GPOINTER_TO_UINT (found);
      else
        {
          BfHistoryKind kind;
          int index = -1;

          if (bf_history_kind_from_string (kind_text, &kind))
            index = category_index (kind, category);
          /* The kind in the high bits, the index + 1 in the low ones. */
          packed = index >= 0 ? (kind << 16) | (guint) (index + 1) : 0;
          g_hash_table_insert (indexes, g_strdup (key->str), GUINT_TO_POINTER (packed));
        }
      if (packed == 0)
        continue;

      stat = &g_array_index (stats->kinds[packed >> 16].categories, BfHistoryCategoryStat, (packed & 0xffff) - 1);
      if (table)
        stat->table_average += sqlite3_column_int64 (stmt, 2);
      else
        stat->average += sqlite3_column_int64 (stmt, 2);
    }
  g_string_free (key, TRUE);
}

static int
compare_opponents (gconstpointer a,
                   gconstpointer b)
{
  const BfHistoryHeadToHead *x = a;
  const BfHistoryHeadToHead *y = b;
  g_autofree char *fx = g_utf8_casefold (x->name, -1);
  g_autofree char *fy = g_utf8_casefold (y->name, -1);
  int c = g_utf8_collate (fx, fy);

  if (c != 0)
    return c;
  return (x->opponent > y->opponent) - (x->opponent < y->opponent);
}

BfHistoryPlayerStats *
bf_history_get_player_stats (BfHistory *self,
                             gint64     player)
{
  BfHistoryPlayerStats *stats;
  guint table_seats[BF_HISTORY_N_KINDS] = { 0 };

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  stats = g_new0 (BfHistoryPlayerStats, 1);
  g_atomic_ref_count_init (&stats->ref_count);
  stats->strings = g_string_chunk_new (256);
  stats->totals = g_array_new (FALSE, TRUE, sizeof (BfHistoryTotal));
  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    {
      guint n = bf_history_kind_get_n_categories (k);

      stats->kinds[k].categories = g_array_sized_new (FALSE, TRUE, sizeof (BfHistoryCategoryStat), n);
      g_array_set_size (stats->kinds[k].categories, n);
      for (guint i = 0; i < n; i++)
        g_array_index (stats->kinds[k].categories, BfHistoryCategoryStat, i).category =
          bf_history_kind_get_category (k, i);
      stats->kinds[k].opponents = g_array_new (FALSE, TRUE, sizeof (BfHistoryHeadToHead));
    }

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT name FROM players WHERE id = ?1");

    if (stmt != NULL)
      {
        sqlite3_bind_int64 (stmt, 1, player);
        if (sqlite3_step (stmt) == SQLITE_ROW)
          stats->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      }
  }

  if (stats->name == NULL)
    {
      bf_history_player_stats_unref (stats);
      return NULL;
    }

  /* Games, wins, totals per kind. */
  {
    g_autoptr(BfHistoryStmt) stmt =
      _bf_history_statement (self,
                             "SELECT g.kind, COUNT(*), SUM(s.winner != 0), SUM(s.total), MAX(s.total) "
                             MY_SEATS "GROUP BY g.kind");

    if (stmt != NULL)
      sqlite3_bind_int64 (stmt, 1, player);
    while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
      {
        BfHistoryKind kind;

        if (!column_kind (stmt, 0, &kind))
          continue;

        stats->kinds[kind].games = sqlite3_column_int (stmt, 1);
        stats->kinds[kind].wins = sqlite3_column_int (stmt, 2);
        stats->kinds[kind].sum_total = sqlite3_column_int64 (stmt, 3);
        stats->kinds[kind].best_total = sqlite3_column_int (stmt, 4);
      }
  }

  /* The other players' seats in the same games, per kind. */
  {
    g_autoptr(BfHistoryStmt) stmt =
      _bf_history_statement (self, "SELECT g.kind, COUNT(*) " OTHER_SEATS "GROUP BY g.kind");

    if (stmt != NULL)
      sqlite3_bind_int64 (stmt, 1, player);
    while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
      {
        BfHistoryKind kind;

        if (column_kind (stmt, 0, &kind))
          table_seats[kind] = sqlite3_column_int (stmt, 1);
      }
  }

  /* The points per category: sums, made averages below. */
  add_category_sums (self, stats,
                     "SELECT g.kind, sc.category, sc.vp "
                     "FROM seats s JOIN games g ON g.id = s.game "
                     "JOIN scores sc ON sc.game = s.game AND sc.seat = s.seat "
                     "WHERE s.player = ?1 AND g.deleted_at IS NULL",
                     player, FALSE);
  /* The whole table's points in the player's games (game_totals: every
   * seat but Andrew's), less the player's own: the other players'. */
  add_category_sums (self, stats,
                     "SELECT g.kind, t.category, t.vp "
                     "FROM games g JOIN game_totals t ON t.game = g.id "
                     "WHERE g.deleted_at IS NULL "
                     "AND g.id IN (SELECT game FROM seats WHERE player = ?1)",
                     player, TRUE);

  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    {
      KindStats *ks = &stats->kinds[k];

      for (guint i = 0; i < ks->categories->len; i++)
        {
          BfHistoryCategoryStat *stat = &g_array_index (ks->categories, BfHistoryCategoryStat, i);

          stat->table_average -= stat->average;

          stat->average = ks->games > 0 ? stat->average / ks->games : 0;
          stat->has_table = table_seats[k] > 0;
          stat->table_average = table_seats[k] > 0 ? stat->table_average / table_seats[k] : 0;
        }
    }

  /* Head to head. */
  {
    g_autoptr(BfHistoryStmt) stmt =
      _bf_history_statement (self,
                             "SELECT g.kind, o.player, p.name, COUNT(*), "
                             "       SUM(" RANK ("s.rank") " < " RANK ("o.rank") "), "
                             "       SUM(" RANK ("s.rank") " > " RANK ("o.rank") "), "
                             "       SUM(" RANK ("s.rank") " = " RANK ("o.rank") ") "
                             "FROM seats s JOIN games g ON g.id = s.game "
                             "JOIN seats o ON o.game = s.game AND o.andrew = 0 AND o.player != ?1 "
                             "JOIN players p ON p.id = o.player "
                             "WHERE s.player = ?1 AND g.deleted_at IS NULL "
                             "GROUP BY g.kind, o.player");

    if (stmt != NULL)
      sqlite3_bind_int64 (stmt, 1, player);
    while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
      {
        BfHistoryKind kind;
        BfHistoryHeadToHead h2h;

        if (!column_kind (stmt, 0, &kind))
          continue;

        h2h.opponent = sqlite3_column_int64 (stmt, 1);
        h2h.name = g_string_chunk_insert_const (stats->strings, (const char *) sqlite3_column_text (stmt, 2));
        h2h.games = sqlite3_column_int (stmt, 3);
        h2h.ahead = sqlite3_column_int (stmt, 4);
        h2h.behind = sqlite3_column_int (stmt, 5);
        h2h.tied = sqlite3_column_int (stmt, 6);
        g_array_append_val (stats->kinds[kind].opponents, h2h);
      }

    for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
      g_array_sort (stats->kinds[k].opponents, compare_opponents);
  }

  /* Every game's total, oldest first. */
  {
    g_autoptr(BfHistoryStmt) stmt =
      _bf_history_statement (self,
                             "SELECT g.id, g.played_at, g.kind, s.total, s.winner "
                             MY_SEATS "ORDER BY g.played_at, g.rowid, s.seat");

    if (stmt != NULL)
      sqlite3_bind_int64 (stmt, 1, player);
    while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
      {
        BfHistoryTotal total;

        if (!column_kind (stmt, 2, &total.kind))
          continue;

        total.game_id = g_string_chunk_insert (stats->strings, (const char *) sqlite3_column_text (stmt, 0));
        total.played_at = sqlite3_column_int64 (stmt, 1);
        total.total = sqlite3_column_int (stmt, 3);
        total.winner = sqlite3_column_int (stmt, 4) != 0;
        g_array_append_val (stats->totals, total);
      }
  }

  return stats;
}

typedef struct
{
  gint64                player;
  BfHistoryPlayerStats *stats;
  GArray               *solo;
} StatsJob;

static void
stats_job_free (StatsJob *job)
{
  g_clear_pointer (&job->stats, bf_history_player_stats_unref);
  g_clear_pointer (&job->solo, g_array_unref);
  g_free (job);
}

static void
stats_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  StatsJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) connection = bf_history_new_connection (BF_HISTORY (source), &error);

  if (connection != NULL && !g_cancellable_set_error_if_cancelled (cancellable, &error))
    {
      job->stats = bf_history_get_player_stats (connection, job->player);
      if (job->stats != NULL && bf_history_player_stats_get_games (job->stats, BF_HISTORY_KIND_SOLO) > 0)
        job->solo = bf_history_get_solo_campaign (connection, job->player);
    }

  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
  g_clear_object (&connection);
  _bf_history_work_end ();
}

void
bf_history_get_player_stats_async (BfHistory           *self,
                                   gint64               player,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  StatsJob *job;

  g_return_if_fail (BF_IS_HISTORY (self));

  job = g_new0 (StatsJob, 1);
  job->player = player;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bf_history_get_player_stats_async);
  g_task_set_task_data (task, job, (GDestroyNotify) stats_job_free);
  _bf_history_work_begin ();
  g_task_run_in_thread (task, stats_thread);
}

BfHistoryPlayerStats *
bf_history_get_player_stats_finish (BfHistory     *self,
                                    GAsyncResult  *result,
                                    GArray       **solo,
                                    GError       **error)
{
  StatsJob *job;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bf_history_get_player_stats_async, NULL);

  if (solo != NULL)
    *solo = NULL;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;

  job = g_task_get_task_data (G_TASK (result));
  if (solo != NULL)
    *solo = g_steal_pointer (&job->solo);

  return g_steal_pointer (&job->stats);
}

const char *
bf_history_player_stats_get_name (BfHistoryPlayerStats *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->name;
}

static KindStats *
get_kind (BfHistoryPlayerStats *self,
          BfHistoryKind         kind)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (kind < BF_HISTORY_N_KINDS, NULL);

  return &self->kinds[kind];
}

guint
bf_history_player_stats_get_games (BfHistoryPlayerStats *self,
                                   BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  return ks != NULL ? ks->games : 0;
}

guint
bf_history_player_stats_get_wins (BfHistoryPlayerStats *self,
                                  BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  return ks != NULL ? ks->wins : 0;
}

double
bf_history_player_stats_get_win_rate (BfHistoryPlayerStats *self,
                                      BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  if (ks == NULL || ks->games == 0)
    return 0;

  return (double) ks->wins / ks->games;
}

double
bf_history_player_stats_get_average_total (BfHistoryPlayerStats *self,
                                           BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  if (ks == NULL || ks->games == 0)
    return 0;

  return (double) ks->sum_total / ks->games;
}

int
bf_history_player_stats_get_best_total (BfHistoryPlayerStats *self,
                                        BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  return ks != NULL && ks->games > 0 ? ks->best_total : 0;
}

guint
bf_history_player_stats_get_n_categories (BfHistoryPlayerStats *self,
                                          BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  return ks != NULL ? ks->categories->len : 0;
}

const BfHistoryCategoryStat *
bf_history_player_stats_get_category (BfHistoryPlayerStats *self,
                                      BfHistoryKind         kind,
                                      guint                 index)
{
  KindStats *ks = get_kind (self, kind);

  g_return_val_if_fail (ks != NULL && index < ks->categories->len, NULL);

  return &g_array_index (ks->categories, BfHistoryCategoryStat, index);
}

guint
bf_history_player_stats_get_n_opponents (BfHistoryPlayerStats *self,
                                         BfHistoryKind         kind)
{
  KindStats *ks = get_kind (self, kind);

  return ks != NULL ? ks->opponents->len : 0;
}

const BfHistoryHeadToHead *
bf_history_player_stats_get_opponent (BfHistoryPlayerStats *self,
                                      BfHistoryKind         kind,
                                      guint                 index)
{
  KindStats *ks = get_kind (self, kind);

  g_return_val_if_fail (ks != NULL && index < ks->opponents->len, NULL);

  return &g_array_index (ks->opponents, BfHistoryHeadToHead, index);
}

guint
bf_history_player_stats_get_n_totals (BfHistoryPlayerStats *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->totals->len;
}

const BfHistoryTotal *
bf_history_player_stats_get_total (BfHistoryPlayerStats *self,
                                   guint                 index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->totals->len, NULL);

  return &g_array_index (self->totals, BfHistoryTotal, index);
}

/* ------------------------------------------------------------------ */
/* The solo campaign                                                   */

static void
clear_level (gpointer data)
{
  BfHistorySoloLevel *level = data;

  g_clear_pointer (&level->margins, g_array_unref);
}

/* The streak, the best and average margin of @level's games. */
static void
finish_level (BfHistorySoloLevel *level,
              GArray             *won)
{
  gint64 sum = 0;

  for (guint i = 0; i < level->margins->len; i++)
    {
      int margin = g_array_index (level->margins, int, i);

      sum += margin;
      if (i == 0 || margin > level->best_margin)
        level->best_margin = margin;
    }
  level->average_margin = level->played > 0 ? (double) sum / level->played : 0;

  level->streak = 0;
  for (guint i = won->len; i > 0; i--)
    {
      gboolean w = g_array_index (won, gboolean, i - 1);

      if (level->streak == 0)
        level->streak = w ? 1 : -1;
      else if (w && level->streak > 0)
        level->streak++;
      else if (!w && level->streak < 0)
        level->streak--;
      else
        break;
    }
}

GArray *
bf_history_get_solo_campaign (BfHistory *self,
                              gint64     player)
{
  g_autoptr(GArray) levels = g_array_new (FALSE, TRUE, sizeof (BfHistorySoloLevel));
  g_autoptr(GArray) won = g_array_new (FALSE, FALSE, sizeof (gboolean));
  g_autoptr(BfHistoryStmt) stmt = NULL;
  BfHistorySoloLevel *level = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  g_array_set_clear_func (levels, clear_level);

  /* The player's seat is the game's first one that is not Andrew's, as
   * for bf_history_record_get_margin(). */
  stmt = _bf_history_statement (self,
                                "SELECT g.difficulty, me.total - COALESCE(a.total, 0), me.winner "
                                "FROM games g "
                                "JOIN seats me ON me.game = g.id AND me.seat = "
                                "  (SELECT MIN(seat) FROM seats WHERE game = g.id AND andrew = 0) "
                                "LEFT JOIN seats a ON a.game = g.id AND a.seat = "
                                "  (SELECT MIN(seat) FROM seats WHERE game = g.id AND andrew != 0) "
                                "WHERE g.kind = 'solo' AND g.deleted_at IS NULL "
                                "  AND (?1 = 0 OR me.player = ?1) "
                                "ORDER BY g.difficulty, g.played_at, g.rowid");
  if (stmt == NULL)
    return g_steal_pointer (&levels);

  sqlite3_bind_int64 (stmt, 1, player);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      guint difficulty = CLAMP (sqlite3_column_int (stmt, 0), 0, 4);
      int margin = sqlite3_column_int (stmt, 1);
      gboolean w = sqlite3_column_int (stmt, 2) != 0;

      if (level == NULL || level->difficulty != difficulty)
        {
          BfHistorySoloLevel next = { 0 };

          if (level != NULL)
            finish_level (level, won);
          g_array_set_size (won, 0);

          next.difficulty = difficulty;
          next.margins = g_array_new (FALSE, FALSE, sizeof (int));
          g_array_append_val (levels, next);
          level = &g_array_index (levels, BfHistorySoloLevel, levels->len - 1);
        }

      level->played++;
      if (w)
        level->won++;
      g_array_append_val (level->margins, margin);
      g_array_append_val (won, w);
    }

  if (level != NULL)
    finish_level (level, won);

  return g_steal_pointer (&levels);
}
