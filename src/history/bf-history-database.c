/* bf-history-database.c
 *
 * Opening the history (bf-history.h): its folders, the lock that says
 * which connection may move files, the SQLite database checked, created
 * with its schema or set aside and rebuilt, removed games purged and the
 * game files reconciled with the rows; and a worker's connection to an
 * open history. docs/history.md describes the schema, durability and
 * recovery.
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
#include "bf-history-private.h"
#include "bf-sort.h"

#define DATABASE_NAME "history.sqlite"
#define LOCK_NAME "history.lock"
#define GAMES_FOLDER "history"
#define DELETED_FOLDER "deleted"

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

void
_bf_history_close_database (BfHistory *self)
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
      if (_bf_history_is_valid_id (id))
        g_ptr_array_add (ids, g_steal_pointer (&id));
    }

  g_ptr_array_sort (ids, bf_sort_compare_strings);
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
    if (!_bf_history_step_done (self, stmt, &error))
      {
        g_debug ("Could not purge the history: %s", error->message);
        return;
      }
  }

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *path = _bf_history_game_path (self, self->deleted_path, g_ptr_array_index (ids, i));

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
  g_autofree char *path = _bf_history_game_path (self, self->games_path, id);
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
  if (record != NULL && !_bf_history_check_record (record, &error))
    g_clear_pointer (&record, bf_history_record_unref);

  if (record == NULL)
    {
      /* Left where it is: the file is the game. */
      g_warning ("The game file %s could not be added to the history: %s", path, error->message);
      return FALSE;
    }

  checksum = bf_history_checksum (data, length);
  if (!_bf_history_insert_rows (self, record, checksum, &error))
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
          g_autofree char *from = _bf_history_game_path (self, self->games_path, id);
          g_autofree char *to = _bf_history_game_path (self, self->deleted_path, id);

          g_rename (from, to);
        }
    }

  for (guint i = 0; i < deleted->len; i++)
    {
      const char *id = g_ptr_array_index (deleted, i);
      int state = GPOINTER_TO_INT (g_hash_table_lookup (rows, id));
      g_autofree char *from = _bf_history_game_path (self, self->deleted_path, id);
      g_autofree char *to = _bf_history_game_path (self, self->games_path, id);

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
history_open (BfHistory  *self,
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
      _bf_history_close_database (self);
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
  if (self == NULL || !history_open (self, error))
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
