/* bf-history.c
 *
 * The history of finished games (bf-history.h): the SQLite database, the
 * game files beside it, the players. The statistics are in
 * bf-history-stats.c, export and import in bf-history-csv.c; the schema,
 * durability and recovery are described in docs/history.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"
/* F_OFD_SETLK */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "bf-document.h"
#include "bf-json.h"
#include "bf-file.h"
#include "bf-game-file.h"
#include "bf-history-private.h"

#define DATABASE_NAME "history.sqlite"
#define LOCK_NAME "history.lock"
#define GAMES_FOLDER "history"
#define DELETED_FOLDER "deleted"

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BfHistory, bf_history, G_TYPE_OBJECT)

/* Version 1. Created in one transaction with its user_version, so that a
 * database is either empty (version 0, no table) or complete. */
static const char schema_sql[] =
  "CREATE TABLE games ("
  "  id TEXT PRIMARY KEY NOT NULL,"
  "  kind TEXT NOT NULL,"
  "  played_at INTEGER NOT NULL,"
  "  modules TEXT NOT NULL,"
  "  difficulty INTEGER NOT NULL,"
  "  checksum TEXT,"
  "  deleted_at INTEGER"
  ");"
  "CREATE INDEX games_played_at ON games (played_at);"
  "CREATE INDEX games_checksum ON games (checksum);"
  "CREATE TABLE players ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL"
  ");"
  "CREATE TABLE names ("
  "  key TEXT PRIMARY KEY NOT NULL,"
  "  player INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE"
  ") WITHOUT ROWID;"
  "CREATE INDEX names_player ON names (player);"
  "CREATE TABLE seats ("
  "  game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
  "  seat INTEGER NOT NULL,"
  "  player INTEGER REFERENCES players (id),"
  "  name TEXT NOT NULL,"
  "  andrew INTEGER NOT NULL,"
  "  total INTEGER NOT NULL,"
  "  winner INTEGER NOT NULL,"
  "  rank INTEGER NOT NULL,"
  "  lines TEXT NOT NULL,"
  "  PRIMARY KEY (game, seat)"
  ") WITHOUT ROWID;"
  "CREATE INDEX seats_player ON seats (player);"
  "CREATE TABLE scores ("
  "  game TEXT NOT NULL,"
  "  seat INTEGER NOT NULL,"
  "  ord INTEGER NOT NULL,"
  "  category TEXT NOT NULL,"
  "  vp INTEGER NOT NULL,"
  "  PRIMARY KEY (game, seat, ord),"
  "  FOREIGN KEY (game, seat) REFERENCES seats (game, seat) ON DELETE CASCADE"
  ") WITHOUT ROWID;"
  "CREATE TABLE game_totals ("
  "  game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
  "  category TEXT NOT NULL,"
  "  vp INTEGER NOT NULL,"
  "  PRIMARY KEY (game, category)"
  ") WITHOUT ROWID;"
  "PRAGMA user_version = 1;";

G_STATIC_ASSERT (BF_HISTORY_SCHEMA_VERSION == 1);

static const char * const schema_tables[] = { "games", "players", "names", "seats", "scores", "game_totals" };

/* ------------------------------------------------------------------ */
/* Helpers shared with bf-history-stats.c and bf-history-csv.c         */

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
_bf_history_name_key (const char *name)
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
_bf_history_checksum (const char *data,
                      gsize       length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
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
  g_autofree char *key = _bf_history_name_key (name);
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

static gboolean
step_done (BfHistory      *self,
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
static gboolean
insert_rows (BfHistory        *self,
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
    if (!step_done (self, stmt, error))
      return FALSE;
  }
  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "DELETE FROM game_totals WHERE game = ?1");

    if (stmt != NULL)
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
    if (!step_done (self, stmt, error))
      return FALSE;
  }
  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "DELETE FROM seats WHERE game = ?1");

    if (stmt != NULL)
      sqlite3_bind_text (stmt, 1, id, -1, SQLITE_STATIC);
    if (!step_done (self, stmt, error))
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
    if (!step_done (self, stmt, error))
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
        if (!step_done (self, stmt, error))
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
          if (!step_done (self, stmt, error))
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
    if (!step_done (self, stmt, error))
      return FALSE;
  }

  return TRUE;
}

/* An id is a file name in history/: no folder, nothing hidden. */
static gboolean
is_valid_id (const char *id)
{
  return id != NULL && *id != '\0' && *id != '.' &&
         strlen (id) <= 200 &&
         g_utf8_validate (id, -1, NULL) &&
         strchr (id, '/') == NULL && strchr (id, '\\') == NULL;
}

static gboolean
check_record (BfHistoryRecord  *record,
              GError          **error)
{
  if (!is_valid_id (bf_history_record_get_id (record)))
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

      key = _bf_history_name_key (bf_history_record_get_name (record, i));
      if (key == NULL)
        {
          g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                               _("Every player of a game kept in the history needs a name."));
          return FALSE;
        }
    }

  return TRUE;
}

static char *
game_path (BfHistory  *self,
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

  if (!check_record (record, error))
    return FALSE;

  id = bf_history_record_get_id (record);
  path = game_path (self, self->games_path, id);
  checksum = _bf_history_checksum (data, length);

  /* The write lock first: when another program holds it, nothing is
   * written (BF_HISTORY_ERROR_BUSY). Then the file: if the program dies
   * before the commit, the next open finds a file without rows and adds
   * it. */
  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
    return FALSE;

  if (!_bf_file_replace (path, data, length, NULL, NULL, error) ||
      !insert_rows (self, record, checksum, error) ||
      !_bf_history_exec (self, "COMMIT", error))
    {
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }

  /* A correction of a removed game: the game is back, its old file is
   * not needed any more. */
  deleted = game_path (self, self->deleted_path, id);
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
  if (!step_done (self, stmt, error))
    return FALSE;

  /* The row first, then the file: an open finishes an interrupted move
   * (the row says where the file belongs). */
  from = game_path (self, deleted ? self->games_path : self->deleted_path, id);
  to = game_path (self, deleted ? self->deleted_path : self->games_path, id);
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

#define SEATS_SELECT \
  "SELECT g.id, g.kind, g.played_at, g.modules, g.difficulty, " \
  "       s.seat, s.name, p.name, s.andrew, s.total, s.winner, s.rank, s.lines " \
  "FROM games g JOIN seats s ON s.game = g.id LEFT JOIN players p ON p.id = s.player " \
  "WHERE g.deleted_at IS NULL "
#define SEATS_ORDER "ORDER BY g.played_at DESC, g.rowid DESC, s.seat"

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

  key = _bf_history_name_key (text);
  matches = key != NULL && strstr (key, needle) != NULL;
  g_hash_table_insert (cache, g_strdup (text), GINT_TO_POINTER (matches ? 1 : 2));

  return matches;
}

GPtrArray *
_bf_history_load_records (BfHistory             *self,
                          const BfHistoryFilter *filter,
                          const char            *id)
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

  if (id == NULL && filter != NULL)
    {
      kind = filter->kind;
      modules = filter->modules;
      if (filter->player != NULL)
        needle = _bf_history_name_key (filter->player);
    }

  if (id != NULL)
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
          const char *modules_text = (const char *) sqlite3_column_text (seats, 3);
          gpointer cached;
          BfModules game_modules;
          BfHistoryKind game_kind;

          if (modules_text == NULL)
            modules_text = "";
          if (g_hash_table_lookup_extended (modules_cache, modules_text, NULL, &cached))
            game_modules = GPOINTER_TO_UINT (cached);
          else
            {
              game_modules = _bf_history_modules_from_string (modules_text);
              g_hash_table_insert (modules_cache, g_strdup (modules_text), GUINT_TO_POINTER (game_modules));
            }

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

  path = game_path (self, self->games_path, id);
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
/* Players                                                             */

void
bf_history_player_free (BfHistoryPlayer *player)
{
  if (player == NULL)
    return;

  g_free (player->name);
  g_free (player);
}

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  const BfHistoryPlayer *x = *(BfHistoryPlayer **) a;
  const BfHistoryPlayer *y = *(BfHistoryPlayer **) b;
  g_autofree char *fx = g_utf8_casefold (x->name, -1);
  g_autofree char *fy = g_utf8_casefold (y->name, -1);
  int c = g_utf8_collate (fx, fy);

  if (c != 0)
    return c;
  return (x->id > y->id) - (x->id < y->id);
}

GPtrArray *
bf_history_list_players (BfHistory *self)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func ((GDestroyNotify) bf_history_player_free);
  g_autoptr(BfHistoryStmt) stmt = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  stmt = _bf_history_statement (self,
                                "SELECT p.id, p.name, COUNT(*) FROM players p "
                                "JOIN seats s ON s.player = p.id "
                                "JOIN games g ON g.id = s.game AND g.deleted_at IS NULL "
                                "GROUP BY p.id");
  while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
    {
      BfHistoryPlayer *player = g_new0 (BfHistoryPlayer, 1);

      player->id = sqlite3_column_int64 (stmt, 0);
      player->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      player->n_games = sqlite3_column_int (stmt, 2);
      g_ptr_array_add (players, player);
    }

  g_ptr_array_sort (players, compare_players);
  return g_steal_pointer (&players);
}

gint64
bf_history_find_player (BfHistory  *self,
                        const char *name)
{
  g_autofree char *key = NULL;
  g_autoptr(BfHistoryStmt) stmt = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), 0);

  key = _bf_history_name_key (name);
  if (key == NULL)
    return 0;

  stmt = _bf_history_statement (self, "SELECT player FROM names WHERE key = ?1");
  if (stmt == NULL)
    return 0;

  sqlite3_bind_text (stmt, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return 0;

  return sqlite3_column_int64 (stmt, 0);
}

static gboolean
player_exists (BfHistory *self,
               gint64     player)
{
  g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT 1 FROM players WHERE id = ?1");

  if (stmt == NULL)
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, player);
  return sqlite3_step (stmt) == SQLITE_ROW;
}

static gboolean
check_player (BfHistory  *self,
              gint64      player,
              GError    **error)
{
  if (!player_exists (self, player))
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND,
                           _("This player is not in the history."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
rename_player (BfHistory   *self,
               gint64       player,
               const char  *name,
               const char  *key,
               GError     **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT player FROM names WHERE key = ?1");

    if (stmt == NULL)
      {
        _bf_history_set_db_error (self, error);
        return FALSE;
      }

    sqlite3_bind_text (stmt, 1, key, -1, SQLITE_STATIC);
    if (sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_int64 (stmt, 0) != player)
      {
        g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN,
                     /* Translators: %s is a player's name */
                     _("Another player is already called “%s”: merge the two players instead."),
                     stripped);
        return FALSE;
      }
  }

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "UPDATE players SET name = ?2 WHERE id = ?1");

    if (stmt != NULL)
      {
        sqlite3_bind_int64 (stmt, 1, player);
        sqlite3_bind_text (stmt, 2, stripped, -1, SQLITE_STATIC);
      }
    if (!step_done (self, stmt, error))
      return FALSE;
  }

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "INSERT OR IGNORE INTO names (key, player) VALUES (?1, ?2)");

    if (stmt != NULL)
      {
        sqlite3_bind_text (stmt, 1, key, -1, SQLITE_STATIC);
        sqlite3_bind_int64 (stmt, 2, player);
      }
    if (!step_done (self, stmt, error))
      return FALSE;
  }

  return TRUE;
}

gboolean
bf_history_rename_player (BfHistory   *self,
                          gint64       player,
                          const char  *name,
                          GError     **error)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  key = _bf_history_name_key (name);
  if (key == NULL)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("A player needs a name."));
      return FALSE;
    }

  if (!check_player (self, player, error))
    return FALSE;

  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
    return FALSE;

  if (!rename_player (self, player, name, key, error) ||
      !_bf_history_exec (self, "COMMIT", error))
    {
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }

  _bf_history_emit_changed (self);
  return TRUE;
}

gboolean
bf_history_merge_players (BfHistory   *self,
                          gint64       into,
                          gint64       from,
                          GError     **error)
{
  static const char * const steps[] = {
    "UPDATE seats SET player = ?1 WHERE player = ?2",
    "UPDATE names SET player = ?1 WHERE player = ?2",
    "DELETE FROM players WHERE id = ?2",
  };

  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (into == from)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("A player cannot be merged into themselves."));
      return FALSE;
    }

  if (!check_player (self, into, error) || !check_player (self, from, error))
    return FALSE;

  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, steps[i]);

      if (stmt != NULL)
        {
          sqlite3_bind_int64 (stmt, 1, into);
          sqlite3_bind_int64 (stmt, 2, from);
        }
      if (!step_done (self, stmt, error))
        {
          sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
          return FALSE;
        }
    }

  if (!_bf_history_exec (self, "COMMIT", error))
    {
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }

  _bf_history_emit_changed (self);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The lock of the history                                             */

/* history.lock (empty) says which BfHistory may change more than rows:
 * every open connection holds a shared lock on it; the one that opens
 * while nobody else holds it takes it exclusively for the work that
 * moves files and the database (temporary files removed, a damaged
 * database kept aside and rebuilt, game files added back, removed games
 * purged), then keeps a shared lock. A process killed loses its lock
 * with it: there is nothing stale to take over. Open file description
 * locks (F_OFD_SETLK): two connections of one process exclude each other
 * like two processes, and turning the exclusive lock into a shared one is
 * atomic. SQLite's own locks keep the rows consistent between them. */

static gboolean
set_lock (int   fd,
          short type)
{
#ifdef F_OFD_SETLK
  struct flock lock = { .l_type = type, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };

  return fcntl (fd, F_OFD_SETLK, &lock) == 0;
#else
  return flock (fd, (type == F_WRLCK ? LOCK_EX : type == F_RDLCK ? LOCK_SH : LOCK_UN) | LOCK_NB) == 0;
#endif
}

/* Whether a process holds a lock on @path: SQLite's locks of another
 * program (any connection holds one on the -shm file of a database in
 * WAL mode, a program in exclusive locking mode one on the database).
 * Only asked while this process holds history.lock alone, so that it has
 * no SQLite connection to the file of its own whose locks closing the
 * descriptor below would drop. */
static gboolean
file_is_locked (const char *path)
{
  int fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  gboolean locked = FALSE;

  if (fd < 0)
    return FALSE;

#ifdef F_OFD_GETLK
  {
    struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0 };

    locked = fcntl (fd, F_OFD_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
  }
#endif
  close (fd);

  return locked;
}

/* Takes the shared lock of history.lock into self->lock_fd or, with
 * @alone, the exclusive one when nobody else holds it. A connection holding
 * the exclusive lock does so only while it opens: a short wait, then
 * BF_HISTORY_ERROR_BUSY. */
static gboolean
take_lock (BfHistory  *self,
           gboolean   *alone,
           GError    **error)
{
  g_autofree char *path = g_build_filename (self->path, LOCK_NAME, NULL);

  self->lock_fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (self->lock_fd < 0)
    {
      int saved_errno = errno;
      g_autofree char *name = g_filename_display_name (path);

      /* Translators: %s is a file, then the system's reason */
      g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_DATABASE,
                   _("The history cannot be kept in “%s”: %s."), name, g_strerror (saved_errno));
      return FALSE;
    }

  if (alone != NULL)
    {
      *alone = set_lock (self->lock_fd, F_WRLCK);
      if (*alone)
        return TRUE;
    }

  for (guint i = 0; i * 10 < BF_HISTORY_BUSY_MS; i++)
    {
      if (set_lock (self->lock_fd, F_RDLCK))
        return TRUE;
      g_usleep (10 * 1000);
    }

  g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY,
                       _("Another Benefactor window is opening the history."));
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Opening                                                             */

typedef enum
{
  DATABASE_GOOD,
  DATABASE_DAMAGED,     /* corrupt, not a database, not ours: kept aside */
  DATABASE_NEWER,       /* a newer schema: kept aside untouched */
  DATABASE_BUSY,        /* held by another program: left alone */
  DATABASE_FAILED,      /* cannot be opened (permissions, I/O): left alone */
} DatabaseState;

/* What SQLite's result @rc says of the database. Only SQLite's own word
 * for damage makes it damaged: a lock held by another program, a full
 * disk or a permission is no reason to move anything. */
static DatabaseState
state_of_result (int rc)
{
  switch (rc & 0xff)
    {
    case SQLITE_OK:
    case SQLITE_ROW:
    case SQLITE_DONE:
      return DATABASE_GOOD;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return DATABASE_BUSY;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return DATABASE_DAMAGED;
    default:
      return DATABASE_FAILED;
    }
}

/* The first column of the first row of @sql as an integer (0 without a
 * row), and what running it said of the database. */
static DatabaseState
query_int (sqlite3    *db,
           const char *sql,
           gint64     *value)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  *value = 0;
  rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    return state_of_result (rc);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    *value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);

  return state_of_result (rc);
}

/* PRAGMA quick_check: damaged when it finds anything, or when SQLite
 * says so running it. */
static DatabaseState
quick_check (sqlite3 *db)
{
  sqlite3_stmt *stmt = NULL;
  gboolean ok;
  int rc;

  rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    return state_of_result (rc);

  rc = sqlite3_step (stmt);
  ok = rc == SQLITE_ROW && g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "ok") == 0;
  sqlite3_finalize (stmt);

  if (rc != SQLITE_ROW)
    return state_of_result (rc);
  return ok ? DATABASE_GOOD : DATABASE_DAMAGED;
}

/* SQLite makes a new database 0644 (less the umask), and its -wal and
 * -shm files with the database's own mode: the database is made 0600
 * before SQLite opens it, new (an empty file is an empty database) or
 * left readable by an earlier version, and so are the -wal and -shm
 * files that exist. */
static void
make_database_private (const char *path)
{
  static const char * const suffixes[] = { "", "-wal", "-shm", "-journal" };
  int fd;

  fd = open (path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd >= 0)
    close (fd);

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

      _bf_file_make_private (file, 0);
    }
}

/* Opens the database at @path into self->db and says whether it can be
 * used; @version is its schema version (0: empty, to be created). */
static DatabaseState
open_database (BfHistory  *self,
               const char *path,
               gint64     *version)
{
  DatabaseState state;
  gint64 n_tables = 0;
  int rc;

  *version = 0;

  make_database_private (path);
  rc = sqlite3_open_v2 (path, &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
  if (rc != SQLITE_OK)
    return state_of_result (rc);

  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_timeout (self->db, BF_HISTORY_BUSY_MS);

  /* Read only, so that a newer schema is left exactly as it was. */
  state = query_int (self->db, "PRAGMA user_version", version);
  if (state != DATABASE_GOOD)
    return state;
  if (*version > BF_HISTORY_SCHEMA_VERSION)
    return DATABASE_NEWER;
  if (*version < 0)
    return DATABASE_DAMAGED;
  state = quick_check (self->db);
  if (state != DATABASE_GOOD)
    return state;

  if (*version == 0)
    {
      /* An empty file, or tables that are not ours. */
      state = query_int (self->db, "SELECT COUNT(*) FROM sqlite_master", &n_tables);
      if (state != DATABASE_GOOD)
        return state;
      return n_tables == 0 ? DATABASE_GOOD : DATABASE_DAMAGED;
    }

  for (guint i = 0; i < G_N_ELEMENTS (schema_tables); i++)
    {
      sqlite3_stmt *stmt = NULL;

      rc = sqlite3_prepare_v2 (self->db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1",
                               -1, &stmt, NULL);
      if (rc != SQLITE_OK)
        return state_of_result (rc);
      sqlite3_bind_text (stmt, 1, schema_tables[i], -1, SQLITE_STATIC);
      rc = sqlite3_step (stmt);
      sqlite3_finalize (stmt);
      if (rc == SQLITE_DONE)
        return DATABASE_DAMAGED;
      if (rc != SQLITE_ROW)
        return state_of_result (rc);
    }

  return DATABASE_GOOD;
}

static void
close_database (BfHistory *self)
{
  g_hash_table_remove_all (self->statements);
  g_clear_pointer (&self->db, sqlite3_close_v2);
}

/* Renames the database and its -wal and -shm files to
 * history.sqlite.broken-YYYYMMDD-HHMMSS; returns that name. */
static char *
move_aside (BfHistory   *self,
            const char  *path,
            GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  static const char * const suffixes[] = { "-wal", "-shm" };

  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s.broken-%s", DATABASE_NAME, stamp)
                                     : g_strdup_printf ("%s.broken-%s-%u", DATABASE_NAME, stamp, n);
      g_autofree char *target = g_build_filename (self->path, name, NULL);

      if (g_file_test (target, G_FILE_TEST_EXISTS))
        continue;

      if (g_rename (path, target) != 0 && errno != ENOENT)
        {
          int saved_errno = errno;

          _bf_file_set_errno_error (error, saved_errno, path);
          return NULL;
        }

      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *from = g_strconcat (path, suffixes[i], NULL);
          g_autofree char *to = g_strconcat (target, suffixes[i], NULL);

          if (g_rename (from, to) != 0 && errno != ENOENT)
            g_debug ("Could not move %s aside: %s", from, g_strerror (errno));
        }

      _bf_file_sync_folder (self->path);
      return g_steal_pointer (&name);
    }
}

/* What every connection sets (journal_mode is kept in the file). */
static gboolean
configure_connection (BfHistory  *self,
                      GError    **error)
{
  return _bf_history_exec (self, "PRAGMA synchronous = FULL", error) &&
         _bf_history_exec (self, "PRAGMA foreign_keys = ON", error);
}

static gboolean
configure_database (BfHistory  *self,
                    gint64      version,
                    GError    **error)
{
  if (!_bf_history_exec (self, "PRAGMA journal_mode = WAL", error) ||
      !configure_connection (self, error))
    return FALSE;

  if (version == 0)
    {
      if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
        return FALSE;
      if (!_bf_history_exec (self, schema_sql, error) ||
          !_bf_history_exec (self, "COMMIT", error))
        {
          sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
          return FALSE;
        }
    }

  /* Future versions migrate here, step by step, each in a transaction. */

  return TRUE;
}

/* Leftovers of a write killed before its rename (bf-file.h). */
static void
remove_temporary_files (BfHistory *self)
{
  g_autoptr(GDir) dir = g_dir_open (self->games_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (name[0] == '.' && strstr (name, ".json-") != NULL)
      {
        g_autofree char *path = g_build_filename (self->games_path, name, NULL);

        g_unlink (path);
      }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/* The ids of the game files in @folder ("<id>.json"), sorted. */
static GPtrArray *
list_game_files (const char *folder)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;

      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;

      id = g_strndup (name, strlen (name) - strlen (".json"));
      if (is_valid_id (id))
        g_ptr_array_add (ids, g_steal_pointer (&id));
    }

  g_ptr_array_sort (ids, compare_strings);
  return g_steal_pointer (&ids);
}

/* Games removed more than a week ago: rows and files go for good. */
static void
purge (BfHistory *self)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  gint64 before = g_get_real_time () / G_USEC_PER_SEC - BF_HISTORY_PURGE_SECONDS;
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT id FROM games WHERE deleted_at < ?1");

    if (stmt == NULL)
      return;
    sqlite3_bind_int64 (stmt, 1, before);
    while (sqlite3_step (stmt) == SQLITE_ROW)
      g_ptr_array_add (ids, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  }

  if (ids->len == 0)
    return;

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "DELETE FROM games WHERE deleted_at < ?1");

    if (stmt != NULL)
      sqlite3_bind_int64 (stmt, 1, before);
    if (!step_done (self, stmt, &error))
      {
        g_debug ("Could not purge the history: %s", error->message);
        return;
      }
  }

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *path = game_path (self, self->deleted_path, g_ptr_array_index (ids, i));

      g_unlink (path);
    }
}

static gint64
file_mtime (const char *path)
{
  GStatBuf buf;

  if (g_stat (path, &buf) != 0)
    return g_get_real_time () / G_USEC_PER_SEC;

  return buf.st_mtime;
}

/* Adds the game file history/<id>.json; inside a transaction. */
static gboolean
add_from_file (BfHistory  *self,
               const char *id)
{
  g_autofree char *path = game_path (self, self->games_path, id);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *checksum = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfHistoryRecord) record = NULL;
  gsize length = 0;

  data = bf_json_read_file (file, &length, NULL, &error);
  if (data != NULL)
    document = bf_document_load_data (data, length, FALSE, &error);
  if (document != NULL)
    record = bf_history_record_new_from_document (document, id, file_mtime (path), &error);
  if (record != NULL && !check_record (record, &error))
    g_clear_pointer (&record, bf_history_record_unref);

  if (record == NULL)
    {
      /* Left where it is: the file is the game. */
      g_warning ("The game file %s could not be added to the history: %s", path, error->message);
      return FALSE;
    }

  checksum = _bf_history_checksum (data, length);
  if (!insert_rows (self, record, checksum, &error))
    {
      g_warning ("The game file %s could not be added to the history: %s", path, error->message);
      return FALSE;
    }

  return TRUE;
}

/* Every game file where its row says it belongs, and every file without
 * a row added; returns how many were added. */
static guint
reconcile (BfHistory *self)
{
  g_autoptr(GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) files = list_game_files (self->games_path);
  g_autoptr(GPtrArray) deleted = list_game_files (self->deleted_path);
  g_autoptr(GPtrArray) missing = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  guint n_added = 0;

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT id, deleted_at IS NOT NULL FROM games");

    while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
      g_hash_table_insert (rows, g_strdup ((const char *) sqlite3_column_text (stmt, 0)),
                           GINT_TO_POINTER (1 + sqlite3_column_int (stmt, 0)));
  }

  for (guint i = 0; i < files->len; i++)
    {
      const char *id = g_ptr_array_index (files, i);
      int state = GPOINTER_TO_INT (g_hash_table_lookup (rows, id));

      if (state == 0)
        g_ptr_array_add (missing, (gpointer) id);
      else if (state == 2)
        {
          /* A removal killed before its move. */
          g_autofree char *from = game_path (self, self->games_path, id);
          g_autofree char *to = game_path (self, self->deleted_path, id);

          g_rename (from, to);
        }
    }

  for (guint i = 0; i < deleted->len; i++)
    {
      const char *id = g_ptr_array_index (deleted, i);
      int state = GPOINTER_TO_INT (g_hash_table_lookup (rows, id));
      g_autofree char *from = game_path (self, self->deleted_path, id);
      g_autofree char *to = game_path (self, self->games_path, id);

      if (state == 0)
        g_unlink (from);              /* purged, or lost with a damaged database */
      else if (state == 1)
        {
          /* A restore killed before its move, or a correction of a
           * removed game before the old file went. */
          if (g_file_test (to, G_FILE_TEST_EXISTS))
            g_unlink (from);
          else
            g_rename (from, to);
        }
    }

  if (missing->len == 0)
    return 0;

  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", &error))
    {
      /* Another program writing: the next open adds them. */
      if (g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
        g_debug ("Could not add the game files back: %s", error->message);
      else
        g_warning ("Could not add the game files back: %s", error->message);
      return 0;
    }

  for (guint i = 0; i < missing->len; i++)
    if (add_from_file (self, g_ptr_array_index (missing, i)))
      n_added++;

  if (!_bf_history_exec (self, "COMMIT", &error))
    {
      g_warning ("Could not add the game files back: %s", error->message);
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return 0;
    }

  return n_added;
}

/* Private: kept games hold revealed secret donations and bidding sheets
 * (bf-file.h). */
static gboolean
make_folder (const char  *path,
             GError     **error)
{
  if (!_bf_file_make_private_folder (path, NULL) || g_access (path, W_OK) != 0)
    {
      int saved_errno = errno;
      g_autofree char *name = g_filename_display_name (path);

      /* Translators: %s is a folder, then the system's reason */
      g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_DATABASE,
                   _("The history cannot be kept in “%s”: %s."), name, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* Why the database at @path cannot be used now and is left as it is
 * (@state BUSY or FAILED). */
static void
set_open_error (BfHistory      *self,
                DatabaseState   state,
                const char     *path,
                GError        **error)
{
  g_autofree char *name = g_filename_display_name (path);

  if (state == DATABASE_BUSY)
    g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY,
                         _("Another program is using the history."));
  else
    /* Translators: %s is a file, then SQLite's reason (in English) */
    g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_DATABASE,
                 _("The history “%s” cannot be opened: %s."), name,
                 self->db != NULL ? sqlite3_errmsg (self->db) : g_strerror (ENOMEM));
}

/* Whether another program or another Benefactor has the database open:
 * then it is never moved, whatever it looks like. */
static gboolean
database_in_use (BfHistory   *self,
                 const char  *path,
                 gboolean     alone,
                 GError     **error)
{
  static const char * const suffixes[] = { "", "-wal", "-shm" };

  if (!alone)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY,
                           _("The history database must be set aside and rebuilt, but another Benefactor window has it open: close that window first."));
      return TRUE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

      if (file_is_locked (file))
        {
          set_open_error (self, DATABASE_BUSY, path, error);
          return TRUE;
        }
    }

  return FALSE;
}

static gboolean
bf_history_open (BfHistory  *self,
                 GError    **error)
{
  g_autofree char *path = g_build_filename (self->path, DATABASE_NAME, NULL);
  g_autofree char *aside = NULL;
  DatabaseState state;
  gint64 version = 0;
  gboolean alone = FALSE;
  guint n_added = 0;

  if (!make_folder (self->path, error) ||
      !make_folder (self->games_path, error) ||
      !make_folder (self->deleted_path, error) ||
      !take_lock (self, &alone, error))
    return FALSE;

  /* Another Benefactor may be writing one right now. */
  if (alone)
    remove_temporary_files (self);

  state = open_database (self, path, &version);
  if (state == DATABASE_BUSY || state == DATABASE_FAILED)
    {
      set_open_error (self, state, path, error);
      return FALSE;
    }

  if (state != DATABASE_GOOD)
    {
      close_database (self);
      if (database_in_use (self, path, alone, error))
        return FALSE;

      aside = move_aside (self, path, error);
      if (aside == NULL)
        return FALSE;

      version = 0;
      if (open_database (self, path, &version) != DATABASE_GOOD)
        {
          _bf_history_set_db_error (self, error);
          return FALSE;
        }
    }

  if (!configure_database (self, version, error))
    return FALSE;

  /* The files match the rows again: only alone, as a game another
   * Benefactor is keeping has its file before its rows. */
  if (alone)
    {
      purge (self);
      n_added = reconcile (self);
      if (!set_lock (self->lock_fd, F_RDLCK))
        g_warning ("Could not share the lock of the history: %s", g_strerror (errno));
    }

  if (state == DATABASE_DAMAGED)
    self->recovery_message =
      g_strdup_printf (ngettext ("The history database was damaged: it was kept aside as “%s” and rebuilt from the %u game kept (players renamed or merged by hand have their names from the game files again).",
                                 "The history database was damaged: it was kept aside as “%s” and rebuilt from the %u games kept (players renamed or merged by hand have their names from the game files again).",
                                 n_added),
                       aside, n_added);
  else if (state == DATABASE_NEWER)
    self->recovery_message =
      g_strdup_printf (ngettext ("The history database was written by a newer version of Benefactor: it was kept aside as “%s” and rebuilt from the %u game kept (players renamed or merged by hand have their names from the game files again).",
                                 "The history database was written by a newer version of Benefactor: it was kept aside as “%s” and rebuilt from the %u games kept (players renamed or merged by hand have their names from the game files again).",
                                 n_added),
                       aside, n_added);
  else if (n_added > 0)
    self->recovery_message =
      g_strdup_printf (ngettext ("%u game the history had not recorded yet was added back from its file.",
                                 "%u games the history had not recorded yet were added back from their files.",
                                 n_added),
                       n_added);

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The object                                                          */

GFile *
bf_history_get_default_folder (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "benefactor", NULL);

  return g_file_new_for_path (path);
}

static BfHistory *
history_new_for_folder (GFile   *folder,
                        GError **error)
{
  g_autoptr(BfHistory) self = g_object_new (BF_TYPE_HISTORY, NULL);

  self->folder = g_object_ref (folder);
  self->path = g_file_get_path (folder);
  if (self->path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);

      /* Translators: %s is a location that is not a local folder */
      g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_DATABASE,
                   _("The history cannot be kept in “%s”: it is not a local folder."), uri);
      return NULL;
    }
  self->games_path = g_build_filename (self->path, GAMES_FOLDER, NULL);
  self->deleted_path = g_build_filename (self->games_path, DELETED_FOLDER, NULL);

  return g_steal_pointer (&self);
}

BfHistory *
bf_history_new (GFile   *folder,
                GError **error)
{
  g_autoptr(BfHistory) self = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = history_new_for_folder (folder, error);
  if (self == NULL || !bf_history_open (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

BfHistory *
bf_history_new_connection (BfHistory  *self,
                           GError    **error)
{
  g_autoptr(BfHistory) connection = NULL;
  g_autofree char *path = NULL;
  int rc;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  connection = history_new_for_folder (self->folder, error);
  if (connection == NULL || !take_lock (connection, NULL, error))
    return NULL;

  /* @self opened, checked and set up the database: it exists. */
  path = g_build_filename (connection->path, DATABASE_NAME, NULL);
  rc = sqlite3_open_v2 (path, &connection->db, SQLITE_OPEN_READWRITE, NULL);
  if (rc != SQLITE_OK)
    {
      set_open_error (connection, state_of_result (rc), path, error);
      return NULL;
    }
  sqlite3_extended_result_codes (connection->db, 1);
  sqlite3_busy_timeout (connection->db, BF_HISTORY_WORKER_BUSY_MS);
  if (!configure_connection (connection, error))
    return NULL;

  return g_steal_pointer (&connection);
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

  close_database (self);
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
