/* bf-history.c
 *
 * The history of finished games (bf-history.h): keeping a game (its rows
 * and its game file), removing and restoring it, reading the games back.
 * Opening (the lock, the schema, recovery) is in bf-history-database.c,
 * the players in bf-history-players.c, the statistics in
 * bf-history-stats.c, export and import in bf-history-csv.c; the schema,
 * durability and recovery are described in docs/history.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "bf-file.h"
#include "bf-game-file.h"
#include "bf-history-private.h"

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BfHistory, bf_history, G_TYPE_OBJECT)

/* ------------------------------------------------------------------ */
/* Helpers shared with the other parts (bf-history-private.h)         */

BfHistoryStmt *
_bf_history_statement (BfHistory  *self,
                       const char *sql)
{
  sqlite3_stmt *stmt;

  g_assert (BF_IS_HISTORY (self));

  stmt = g_hash_table_lookup (self->statements, sql);
  if (stmt != NULL)
    return stmt;

  if (sqlite3_prepare_v3 (self->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL) != SQLITE_OK)
    {
      g_warning ("Could not prepare “%s”: %s", sql, sqlite3_errmsg (self->db));
      return NULL;
    }

  g_hash_table_insert (self->statements, (gpointer) sql, stmt);
  return stmt;
}

void
_bf_history_set_db_error (BfHistory  *self,
                          GError    **error)
{
  int code = self->db != NULL ? sqlite3_errcode (self->db) & 0xff : SQLITE_ERROR;

  /* Another connection's lock, held longer than the busy timeout: not
   * damage, nothing changed; trying again later works. */
  if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY,
                           _("Another program is using the history."));
      return;
    }

  /* Translators: %s is SQLite's reason (in English), e.g. "database or disk is full" */
  g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_DATABASE,
               _("The history could not be updated: %s."),
               self->db != NULL ? sqlite3_errmsg (self->db) : "");
}

gboolean
_bf_history_exec (BfHistory   *self,
                  const char  *sql,
                  GError     **error)
{
  if (sqlite3_exec (self->db, sql, NULL, NULL, NULL) != SQLITE_OK)
    {
      _bf_history_set_db_error (self, error);
      return FALSE;
    }
  return TRUE;
}

char *
bf_history_name_key (const char *name)
{
  g_autofree char *stripped = NULL;
  g_autofree char *normal = NULL;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return NULL;

  stripped = g_strstrip (g_strdup (name));
  if (*stripped == '\0')
    return NULL;

  normal = g_utf8_normalize (stripped, -1, G_NORMALIZE_NFKC);
  if (normal == NULL)
    return NULL;

  return g_utf8_casefold (normal, -1);
}

char *
_bf_history_modules_to_string (BfModules modules)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint bit = 0; bit < 31; bit++)
    {
      const char *id;

      if ((modules & (1u << bit)) == 0)
        continue;

      id = bf_game_file_get_module_id ((BfModules) (1u << bit));
      if (id == NULL)
        continue;

      if (text->len > 0)
        g_string_append_c (text, '+');
      g_string_append (text, id);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

BfModules
_bf_history_modules_from_string (const char *string)
{
  g_auto(GStrv) ids = NULL;
  BfModules modules = BF_MODULE_NONE;

  if (string == NULL || *string == '\0')
    return BF_MODULE_NONE;

  ids = g_strsplit (string, "+", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      BfModules module;

      if (bf_game_file_lookup_module (ids[i], &module))
        modules |= module;
    }

  return modules;
}

char *
bf_history_checksum (const char *data,
                      gsize       length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

void
_bf_history_set_synchronous (BfHistory *self,
                             gboolean   synchronous)
{
  g_return_if_fail (BF_IS_HISTORY (self));

  if (!_bf_history_exec (self, synchronous ? "PRAGMA synchronous = FULL"
                                           : "PRAGMA synchronous = OFF", NULL))
    g_warning ("Could not set the history's synchronous mode");
}

void
_bf_history_emit_changed (BfHistory *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ------------------------------------------------------------------ */
/* Writing the rows of a game                                          */

/* The player of @name, created the first time the name is seen. */
static gint64
resolve_player (BfHistory   *self,
                const char  *name,
                GError     **error)
{
  g_autofree char *key = bf_history_name_key (name);
  g_autofree char *stripped = NULL;
  gint64 player = 0;

  g_assert (key != NULL);

  {
    g_autoptr(BfHistoryStmt) find = _bf_history_statement (self, "SELECT player FROM names WHERE key = ?1");

    if (find == NULL)
      goto failed;
    sqlite3_bind_text (find, 1, key, -1, SQLITE_STATIC);
    switch (sqlite3_step (find))
      {
      case SQLITE_ROW:
        return sqlite3_column_int64 (find, 0);
      case SQLITE_DONE:
        break;
      default:
        goto failed;
      }
  }

  stripped = g_strstrip (g_strdup (name));

  {
    g_autoptr(BfHistoryStmt) insert = _bf_history_statement (self, "INSERT INTO players (name) VALUES (?1)");

    if (insert == NULL)
      goto failed;
    sqlite3_bind_text (insert, 1, stripped, -1, SQLITE_STATIC);
    if (sqlite3_step (insert) != SQLITE_DONE)
      goto failed;
    player = sqlite3_last_insert_rowid (self->db);
  }

  {
    g_autoptr(BfHistoryStmt) alias = _bf_history_statement (self, "INSERT INTO names (key, player) VALUES (?1, ?2)");

    if (alias == NULL)
      goto failed;
    sqlite3_bind_text (alias, 1, key, -1, SQLITE_STATIC);
    sqlite3_bind_int64 (alias, 2, player);
    if (sqlite3_step (alias) != SQLITE_DONE)
      goto failed;
  }

  return player;

failed:
  _bf_history_set_db_error (self, error);
  return 0;
}

gboolean
_bf_history_step_done (BfHistory      *self,
                       BfHistoryStmt  *stmt,
                       GError        **error)
{
  if (stmt == NULL || sqlite3_step (stmt) != SQLITE_DONE)
    {
      _bf_history_set_db_error (self, error);
      return FALSE;
    }
  return TRUE;
}

/* Replaces the rows of @record's game; inside a transaction. */
gboolean
_bf_history_insert_rows (BfHistory        *self,
                         BfHistoryRecord  *record,
                         const char       *checksum,
                         GError          **error)
{
  const char *id = bf_history_record_get_id (record);
  g_autofree char *modules = _bf_history_modules_to_string (bf_history_record_get_modules (record));
  guint n = bf_history_record_get_n_players (record);

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "DELETE FROM scores WHERE game = ?1");

    if (stmt != NULL)
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }
  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "DELETE FROM game_totals WHERE game = ?1");

    if (stmt != NULL)
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }
  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "DELETE FROM seats WHERE game = ?1");

    if (stmt != NULL)
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }
  {
    g_autoptr(BfHistoryStmt) stmt =
      _bf_history_statement (self,
                             "INSERT OR REPLACE INTO games (id, kind, played_at, modules, difficulty, checksum, deleted_at) "
                             "VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULL)");

    if (stmt != NULL)
      {
        sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
        sqlite3_bind_text (stmt, 2, bf_history_kind_to_string (bf_history_record_get_kind (record)), -1, SQLITE_STATIC);
        sqlite3_bind_int64 (stmt, 3, bf_history_record_get_played_at (record));
        sqlite3_bind_text (stmt, 4, modules, -1, SQLITE_STATIC);
        sqlite3_bind_int (stmt, 5, bf_history_record_get_difficulty (record));
        if (checksum != NULL)
          sqlite3_bind_text (stmt, 6, checksum, -1, SQLITE_STATIC);
      }
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }

  for (guint i = 0; i < n; i++)
    {
      const char *name = bf_history_record_get_name (record, i);
      gboolean andrew = bf_history_record_is_andrew (record, i);
      gint64 player = 0;

      if (!andrew)
        {
          player = resolve_player (self, name, error);
          if (player == 0)
            return FALSE;
        }

      {
        g_autoptr(BfHistoryStmt) stmt =
          _bf_history_statement (self,
                                 "INSERT INTO seats (game, seat, player, name, andrew, total, winner, rank, lines) "
                                 "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
        g_autoptr(GString) lines = g_string_new (NULL);

        /* The scores rows again in one text, for the list to read in one
         * row per seat: "category=vp" lines. */
        for (guint s = 0; s < bf_history_record_get_n_scores (record, i); s++)
          g_string_append_printf (lines, "%s=%d\n",
                                  bf_history_record_get_score_category (record, i, s),
                                  bf_history_record_get_score_vp (record, i, s));

        if (stmt != NULL)
          {
            sqlite3_bind_text (stmt, 9, lines->str, lines->len, SQLITE_STATIC);
            sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
            sqlite3_bind_int (stmt, 2, i);
            if (!andrew)
              sqlite3_bind_int64 (stmt, 3, player);
            sqlite3_bind_text (stmt, 4, name, -1, SQLITE_STATIC);
            sqlite3_bind_int (stmt, 5, andrew);
            sqlite3_bind_int (stmt, 6, bf_history_record_get_total (record, i));
            sqlite3_bind_int (stmt, 7, bf_history_record_is_winner (record, i));
            sqlite3_bind_int (stmt, 8, bf_history_record_get_rank (record, i));
          }
        if (!_bf_history_step_done (self, stmt, error))
          return FALSE;
      }

      for (guint s = 0; s < bf_history_record_get_n_scores (record, i); s++)
        {
          g_autoptr(BfHistoryStmt) stmt =
            _bf_history_statement (self,
                                   "INSERT INTO scores (game, seat, ord, category, vp) "
                                   "VALUES (?1, ?2, ?3, ?4, ?5)");

          if (stmt != NULL)
            {
              sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
              sqlite3_bind_int (stmt, 2, i);
              sqlite3_bind_int (stmt, 3, s);
              sqlite3_bind_text (stmt, 4, bf_history_record_get_score_category (record, i, s), -1, SQLITE_STATIC);
              sqlite3_bind_int (stmt, 5, bf_history_record_get_score_vp (record, i, s));
            }
          if (!_bf_history_step_done (self, stmt, error))
            return FALSE;
        }
    }

  /* The game's points per category, Andrew's left out: a player's table
   * average is these, less their own (bf-history-stats.c). */
  {
    g_autoptr(BfHistoryStmt) stmt =
      _bf_history_statement (self,
                             "INSERT INTO game_totals (game, category, vp) "
                             "SELECT s.game, sc.category, SUM(sc.vp) "
                             "FROM seats s JOIN scores sc ON sc.game = s.game AND sc.seat = s.seat "
                             "WHERE s.game = ?1 AND s.andrew = 0 "
                             "GROUP BY sc.category");

    if (stmt != NULL)
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }

  return TRUE;
}

/* An id is a file name in history/: no folder, nothing hidden. */
gboolean
_bf_history_is_valid_id (const char *id)
{
  return id != NULL && *id != '\0' && *id != '.' &&
         strlen (id) <= 200 &&
         g_utf8_validate (id, -1, NULL) &&
         strchr (id, '/') == NULL && strchr (id, '\\') == NULL;
}

gboolean
_bf_history_check_record (BfHistoryRecord  *record,
                          GError          **error)
{
  if (!_bf_history_is_valid_id (bf_history_record_get_id (record)))
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("This game’s id cannot name a file of the history."));
      return FALSE;
    }

  if (bf_history_record_get_n_players (record) == 0)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("This game has no players."));
      return FALSE;
    }

  for (guint i = 0; i < bf_history_record_get_n_players (record); i++)
    {
      g_autofree char *key = NULL;

      if (bf_history_record_is_andrew (record, i))
        continue;

      key = bf_history_name_key (bf_history_record_get_name (record, i));
      if (key == NULL)
        {
          g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                               _("Every player of a game kept in the history needs a name."));
          return FALSE;
        }
    }

  return TRUE;
}

char *
_bf_history_game_path (BfHistory  *self,
                       const char *folder,
                       const char *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);

  return g_build_filename (folder, name, NULL);
}

gboolean
_bf_history_add (BfHistory        *self,
                 BfHistoryRecord  *record,
                 const char       *data,
                 gsize             length,
                 GError          **error)
{
  const char *id;
  g_autofree char *path = NULL;
  g_autofree char *deleted = NULL;
  g_autofree char *checksum = NULL;

  if (!_bf_history_check_record (record, error))
    return FALSE;

  id = bf_history_record_get_id (record);
  path = _bf_history_game_path (self, self->games_path, id);
  checksum = bf_history_checksum (data, length);

  /* The write lock first: when another program holds it, nothing is
   * written (BF_HISTORY_ERROR_BUSY). Then the file: if the program dies
   * before the commit, the next open finds a file without rows and adds
   * it. */
  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
    return FALSE;

  if (!_bf_file_replace (path, data, length, NULL, NULL, error) ||
      !_bf_history_insert_rows (self, record, checksum, error) ||
      !_bf_history_exec (self, "COMMIT", error))
    {
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }

  /* A correction of a removed game: the game is back, its old file is
   * not needed any more. */
  deleted = _bf_history_game_path (self, self->deleted_path, id);
  g_unlink (deleted);

  return TRUE;
}

gboolean
bf_history_add (BfHistory        *self,
                BfHistoryRecord  *record,
                const char       *data,
                gsize             length,
                GError          **error)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_bf_history_add (self, record, data, length, error))
    return FALSE;

  _bf_history_emit_changed (self);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Remove and restore                                                  */

/* -1: no such game, 0: kept, 1: removed. */
static int
game_state (BfHistory  *self,
            const char *id)
{
  g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT deleted_at IS NOT NULL FROM games WHERE id = ?1");

  if (stmt == NULL)
    return -1;

  sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return -1;

  return sqlite3_column_int (stmt, 0);
}

static gboolean
set_deleted (BfHistory  *self,
             const char *id,
             gboolean    deleted,
             GError    **error)
{
  g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "UPDATE games SET deleted_at = ?2 WHERE id = ?1");
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  if (stmt != NULL)
    {
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
      if (deleted)
        sqlite3_bind_int64 (stmt, 2, g_get_real_time () / G_USEC_PER_SEC);
    }
  if (!_bf_history_step_done (self, stmt, error))
    return FALSE;

  /* The row first, then the file: an open finishes an interrupted move
   * (the row says where the file belongs). */
  from = _bf_history_game_path (self, deleted ? self->games_path : self->deleted_path, id);
  to = _bf_history_game_path (self, deleted ? self->deleted_path : self->games_path, id);
  if (g_rename (from, to) != 0 && errno != ENOENT)
    g_debug ("Could not move %s to %s: %s", from, to, g_strerror (errno));

  return TRUE;
}

gboolean
bf_history_remove (BfHistory   *self,
                   const char  *id,
                   GError     **error)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (game_state (self, id) != 0)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND,
                           _("This game is not in the history."));
      return FALSE;
    }

  if (!set_deleted (self, id, TRUE, error))
    return FALSE;

  _bf_history_emit_changed (self);
  return TRUE;
}

gboolean
bf_history_restore (BfHistory   *self,
                    const char  *id,
                    GError     **error)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (game_state (self, id) != 1)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND,
                           _("This game was not removed from the history, or it is gone for good."));
      return FALSE;
    }

  if (!set_deleted (self, id, FALSE, error))
    return FALSE;

  _bf_history_emit_changed (self);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Reading records                                                     */

#define SEATS_FROM \
  "SELECT g.id, g.kind, g.played_at, g.modules, g.difficulty, " \
  "       s.seat, s.name, p.name, s.andrew, s.total, s.winner, s.rank, s.lines " \
  "FROM games g JOIN seats s ON s.game = g.id LEFT JOIN players p ON p.id = s.player "
#define SEATS_SELECT SEATS_FROM "WHERE g.deleted_at IS NULL "
#define SEATS_ORDER "ORDER BY g.played_at DESC, g.rowid DESC, s.seat"
/* The games of up to 64 ids (the unused ones bound to NULL, which
 * matches nothing), removed ones too (bf_history_lookup_records()). */
#define IDS_8 "?,?,?,?,?,?,?,?"
#define IDS_64 IDS_8 "," IDS_8 "," IDS_8 "," IDS_8 "," IDS_8 "," IDS_8 "," IDS_8 "," IDS_8
#define IDS_PER_STATEMENT 64

/* The points of seats.lines ("category=vp" lines). */
static void
add_lines (BfHistoryRecord *record,
           guint            player,
           const char      *lines)
{
  char category[128];

  while (lines != NULL && *lines != '\0')
    {
      const char *end = strchr (lines, '\n');
      const char *equals;
      gsize length;

      if (end == NULL)
        end = lines + strlen (lines);

      equals = g_strrstr_len (lines, end - lines, "=");
      length = equals != NULL ? (gsize) (equals - lines) : 0;
      if (equals != NULL && length < sizeof category)
        {
          memcpy (category, lines, length);
          category[length] = '\0';
          bf_history_record_add_score (record, player, category,
                                       (int) g_ascii_strtoll (equals + 1, NULL, 10));
        }

      lines = *end != '\0' ? end + 1 : end;
    }
}

/* Whether @text (its key) contains @needle (a key); @cache remembers
 * the names already seen (a dozen names make the whole history). */
static gboolean
name_matches (GHashTable *cache,
              const char *text,
              const char *needle)
{
  gpointer known = g_hash_table_lookup (cache, text);
  g_autofree char *key = NULL;
  gboolean matches;

  if (known != NULL)
    return GPOINTER_TO_INT (known) == 1;

  key = bf_history_name_key (text);
  matches = key != NULL && strstr (key, needle) != NULL;
  g_hash_table_insert (cache, g_strdup (text), GINT_TO_POINTER (matches ? 1 : 2));

  return matches;
}

/* The modules of @text ("new-donations+open-bar", NULL for none); @cache
 * remembers the texts already read (a few make the whole history). */
static BfModules
cached_modules (GHashTable *cache,
                const char *text)
{
  gpointer cached;
  BfModules modules;

  if (text == NULL)
    text = "";
  if (g_hash_table_lookup_extended (cache, text, NULL, &cached))
    return GPOINTER_TO_UINT (cached);

  modules = _bf_history_modules_from_string (text);
  g_hash_table_insert (cache, g_strdup (text), GUINT_TO_POINTER (modules));

  return modules;
}

/* _bf_history_load_records(), or when @ids is not NULL the games of the
 * @n_ids @ids (at most IDS_PER_STATEMENT; removed games too), newest
 * first. */
static GPtrArray *
load_records (BfHistory             *self,
              const BfHistoryFilter *filter,
              const char            *id,
              const char * const    *ids,
              guint                  n_ids)
{
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) bf_history_record_unref);
  g_autoptr(GHashTable) modules_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) match_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *needle = NULL;
  BfModules modules = BF_MODULE_NONE;
  int kind = -1;
  BfHistoryRecord *current = NULL;
  gboolean current_matches = FALSE;
  g_autoptr(BfHistoryStmt) seats = NULL;
  g_autofree char *skip_id = NULL;

  g_assert (n_ids <= IDS_PER_STATEMENT);

  if (id == NULL && ids == NULL && filter != NULL)
    {
      kind = filter->kind;
      modules = filter->modules;
      if (filter->player != NULL)
        needle = bf_history_name_key (filter->player);
    }

  if (ids != NULL)
    {
      seats = _bf_history_statement (self, SEATS_FROM "WHERE g.id IN (" IDS_64 ") " SEATS_ORDER);
      for (guint i = 0; seats != NULL && i < n_ids; i++)
        sqlite3_bind_text (seats, (int) i + 1, ids[i], -1, SQLITE_STATIC);
    }
  else if (id != NULL)
    {
      seats = _bf_history_statement (self, SEATS_SELECT "AND g.id = ?1 " SEATS_ORDER);
      if (seats != NULL)
        sqlite3_bind_text (seats, 1, id, -1, SQLITE_TRANSIENT);
    }
  else if (kind >= 0 && kind < BF_HISTORY_N_KINDS)
    {
      seats = _bf_history_statement (self, SEATS_SELECT "AND g.kind = ?1 " SEATS_ORDER);
      if (seats != NULL)
        sqlite3_bind_text (seats, 1, bf_history_kind_to_string (kind), -1, SQLITE_STATIC);
    }
  else
    seats = _bf_history_statement (self, SEATS_SELECT SEATS_ORDER);

  if (seats == NULL)
    return g_steal_pointer (&records);

  /* One row per seat, the games newest first: a record is complete when
   * the next game starts, and kept if it matches. */
  for (;;)
    {
      int rc = sqlite3_step (seats);
      const char *game_id;

      if (rc == SQLITE_ROW)
        game_id = (const char *) sqlite3_column_text (seats, 0);
      else
        game_id = NULL;

      if (current != NULL &&
          (game_id == NULL || strcmp (game_id, bf_history_record_get_id (current)) != 0))
        {
          if (needle == NULL || current_matches)
            {
              g_ptr_array_add (records, current);
            }
          else
            bf_history_record_unref (current);
          current = NULL;
        }

      if (rc != SQLITE_ROW)
        {
          if (rc != SQLITE_DONE)
            g_warning ("Could not read the history: %s", sqlite3_errmsg (self->db));
          break;
        }

      if (skip_id != NULL && strcmp (game_id, skip_id) == 0)
        continue;

      if (current == NULL)
        {
          BfModules game_modules = cached_modules (modules_cache, (const char *) sqlite3_column_text (seats, 3));
          BfHistoryKind game_kind;

          if ((game_modules & modules) != modules ||
              !bf_history_kind_from_string ((const char *) sqlite3_column_text (seats, 1), &game_kind))
            {
              /* Not listed: its other seats are skipped. */
              g_free (skip_id);
              skip_id = g_strdup (game_id);
              continue;
            }

          current = bf_history_record_new (game_id, game_kind,
                                           sqlite3_column_int64 (seats, 2),
                                           game_modules,
                                           CLAMP (sqlite3_column_int (seats, 4), 0, 4));
          current_matches = FALSE;
        }

      {
        const char *written = (const char *) sqlite3_column_text (seats, 6);
        const char *name = (const char *) sqlite3_column_text (seats, 7);
        gboolean andrew = sqlite3_column_int (seats, 8) != 0;

        if (name == NULL)
          name = written != NULL ? written : "";

        guint p = bf_history_record_add_player (current, name, andrew,
                                                sqlite3_column_int (seats, 9),
                                                sqlite3_column_int (seats, 10) != 0,
                                                MAX (sqlite3_column_int (seats, 11), 0));

        if (filter == NULL || !filter->no_scores)
          add_lines (current, p, (const char *) sqlite3_column_text (seats, 12));

        if (needle != NULL && !andrew && !current_matches)
          current_matches = name_matches (match_cache, name, needle) ||
                            (written != NULL && strcmp (written, name) != 0 &&
                             name_matches (match_cache, written, needle));
      }
    }

  return g_steal_pointer (&records);
}

GPtrArray *
_bf_history_load_records (BfHistory             *self,
                          const BfHistoryFilter *filter,
                          const char            *id)
{
  return load_records (self, filter, id, NULL, 0);
}

GPtrArray *
bf_history_list_ids (BfHistory             *self,
                     const BfHistoryFilter *filter)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) modules_cache = NULL;
  g_autofree char *needle = NULL;
  g_autoptr(BfHistoryStmt) games = NULL;
  BfModules modules = filter != NULL ? filter->modules : BF_MODULE_NONE;
  int kind = filter != NULL ? filter->kind : -1;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  if (filter != NULL && filter->player != NULL)
    needle = bf_history_name_key (filter->player);

  /* A player's games: their names are in the seats (and only the
   * records say which seat matches). */
  if (needle != NULL)
    {
      BfHistoryFilter names_only = *filter;
      g_autoptr(GPtrArray) records = NULL;

      names_only.no_scores = TRUE;
      records = load_records (self, &names_only, NULL, NULL, 0);
      for (guint i = 0; i < records->len; i++)
        g_ptr_array_add (ids, g_strdup (bf_history_record_get_id (g_ptr_array_index (records, i))));
      return g_steal_pointer (&ids);
    }

  games = _bf_history_statement (self,
                                 "SELECT id, kind, modules FROM games WHERE deleted_at IS NULL "
                                 "ORDER BY played_at DESC, rowid DESC");
  if (games == NULL)
    return g_steal_pointer (&ids);

  modules_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (;;)
    {
      int rc = sqlite3_step (games);
      BfHistoryKind game_kind;

      if (rc != SQLITE_ROW)
        {
          if (rc != SQLITE_DONE)
            g_warning ("Could not read the history: %s", sqlite3_errmsg (self->db));
          break;
        }

      /* As load_records() filters them. */
      if (!bf_history_kind_from_string ((const char *) sqlite3_column_text (games, 1), &game_kind) ||
          (kind >= 0 && (int) game_kind != kind))
        continue;
      if ((cached_modules (modules_cache, (const char *) sqlite3_column_text (games, 2)) & modules) != modules)
        continue;

      g_ptr_array_add (ids, g_strdup ((const char *) sqlite3_column_text (games, 0)));
    }

  return g_steal_pointer (&ids);
}

GPtrArray *
bf_history_lookup_records (BfHistory          *self,
                           const char * const *ids,
                           guint               n_ids,
                           gboolean            no_scores)
{
  BfHistoryFilter scores = BF_HISTORY_FILTER_INIT;
  g_autoptr(GHashTable) positions = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) placed = g_ptr_array_new_full (n_ids, NULL);
  GPtrArray *records = g_ptr_array_new_full (n_ids, (GDestroyNotify) bf_history_record_unref);

  g_return_val_if_fail (BF_IS_HISTORY (self), records);
  g_return_val_if_fail (ids != NULL || n_ids == 0, records);

  scores.no_scores = no_scores;
  g_ptr_array_set_size (placed, n_ids);
  for (guint i = 0; i < n_ids; i++)
    g_hash_table_insert (positions, (gpointer) ids[i], GUINT_TO_POINTER (i));

  for (guint start = 0; start < n_ids; start += IDS_PER_STATEMENT)
    {
      g_autoptr(GPtrArray) chunk = load_records (self, &scores, NULL, ids + start,
                                                 MIN (n_ids - start, IDS_PER_STATEMENT));

      for (guint i = 0; i < chunk->len; i++)
        {
          BfHistoryRecord *record = g_ptr_array_index (chunk, i);
          gpointer position;

          if (g_hash_table_lookup_extended (positions, bf_history_record_get_id (record), NULL, &position) &&
              g_ptr_array_index (placed, GPOINTER_TO_UINT (position)) == NULL)
            g_ptr_array_index (placed, GPOINTER_TO_UINT (position)) = bf_history_record_ref (record);
        }
    }

  for (guint i = 0; i < n_ids; i++)
    if (g_ptr_array_index (placed, i) != NULL)
      g_ptr_array_add (records, g_ptr_array_index (placed, i));

  return records;
}

GPtrArray *
bf_history_list (BfHistory             *self,
                 const BfHistoryFilter *filter)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  return _bf_history_load_records (self, filter, NULL);
}

BfHistoryRecord *
bf_history_lookup (BfHistory  *self,
                   const char *id)
{
  g_autoptr(GPtrArray) records = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  records = _bf_history_load_records (self, NULL, id);
  if (records->len == 0)
    return NULL;

  return bf_history_record_ref (g_ptr_array_index (records, 0));
}

GFile *
bf_history_get_game_file (BfHistory  *self,
                          const char *id)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  path = _bf_history_game_path (self, self->games_path, id);
  return g_file_new_for_path (path);
}

guint
bf_history_get_n_games (BfHistory *self)
{
  g_autoptr(BfHistoryStmt) stmt = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), 0);

  stmt = _bf_history_statement (self, "SELECT COUNT(*) FROM games WHERE deleted_at IS NULL");
  if (stmt == NULL || sqlite3_step (stmt) != SQLITE_ROW)
    return 0;

  return sqlite3_column_int (stmt, 0);
}

/* ------------------------------------------------------------------ */
/* The object                                                          */

GFile *
bf_history_get_default_folder (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "benefactor", NULL);

  return g_file_new_for_path (path);
}

GFile *
bf_history_get_folder (BfHistory *self)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  return self->folder;
}

const char *
bf_history_get_recovery_message (BfHistory *self)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  return self->recovery_message;
}

static void
bf_history_finalize (GObject *object)
{
  BfHistory *self = BF_HISTORY (object);

  _bf_history_close_database (self);
  if (self->lock_fd >= 0)
    close (self->lock_fd);
  g_clear_pointer (&self->statements, g_hash_table_unref);
  g_clear_object (&self->folder);
  g_free (self->path);
  g_free (self->games_path);
  g_free (self->deleted_path);
  g_free (self->recovery_message);

  G_OBJECT_CLASS (bf_history_parent_class)->finalize (object);
}

static void
bf_history_class_init (BfHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_history_finalize;

  /**
   * BfHistory::changed:
   *
   * Emitted after every change: a game kept, removed, restored or
   * imported, a player renamed or merged.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bf_history_init (BfHistory *self)
{
  self->statements = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                            (GDestroyNotify) sqlite3_finalize);
  self->lock_fd = -1;
}
