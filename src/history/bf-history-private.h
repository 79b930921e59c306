/* bf-history-private.h
 *
 * What the parts of BfHistory share: bf-history.c (the rows and the game
 * files of the games kept, removed, restored and read back),
 * bf-history-database.c (opening: the lock, the schema, recovery),
 * bf-history-players.c (the players), bf-history-stats.c (the
 * statistics) and bf-history-csv.c (export and import). The schema is in
 * docs/history.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "bf-history.h"

G_BEGIN_DECLS

/* The version of the schema in PRAGMA user_version. */
#define BF_HISTORY_SCHEMA_VERSION 1
/* Removed games are kept this long for Undo, then purged at an open. */
#define BF_HISTORY_PURGE_SECONDS (7 * 24 * 60 * 60)
/* How long a statement waits for another program's lock on the
 * database before it fails with BF_HISTORY_ERROR_BUSY: short where the
 * window waits (another Benefactor's commit takes a few ms), longer on a
 * worker thread (bf_history_new_connection()). */
#define BF_HISTORY_BUSY_MS 250
#define BF_HISTORY_WORKER_BUSY_MS 5000

struct _BfHistory
{
  GObject     parent_instance;

  /* owned */
  GFile      *folder;
  char       *path;              /* the folder */
  char       *games_path;        /* <folder>/history */
  char       *deleted_path;      /* <folder>/history/deleted */
  char       *recovery_message;
  sqlite3    *db;
  int         lock_fd;           /* history.lock, held shared while open */
  GHashTable *statements;        /* const char *sql (static) -> sqlite3_stmt * */
};

/* A statement of the cache, reset and unbound when it goes out of scope:
 *   g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, SQL); */
typedef sqlite3_stmt BfHistoryStmt;

static inline void
_bf_history_stmt_release (BfHistoryStmt *stmt)
{
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfHistoryStmt, _bf_history_stmt_release)

/* The prepared statement of @sql (a string literal: it is the cache's
 * key), prepared at its first use; NULL only when SQLite cannot prepare
 * it (a bug, or a database gone bad under us: a warning says which). */
BfHistoryStmt *_bf_history_statement      (BfHistory   *self,
                                           const char  *sql);
/* BF_HISTORY_ERROR_DATABASE with SQLite's last error. */
void           _bf_history_set_db_error   (BfHistory   *self,
                                           GError     **error);
/* Runs @sql (no parameters, no rows: BEGIN, COMMIT…). */
gboolean       _bf_history_exec           (BfHistory   *self,
                                           const char  *sql,
                                           GError     **error);

/* "new-donations+open-bar" and back. */
char          *_bf_history_modules_to_string (BfModules   modules);
BfModules      _bf_history_modules_from_string (const char *string);

/* The games matching @filter (may be NULL) or the one game @id (then
 * @filter is ignored), newest first; deleted games are never listed. */
GPtrArray     *_bf_history_load_records   (BfHistory             *self,
                                           const BfHistoryFilter *filter,
                                           const char            *id);

/* bf_history_add() without the "changed" signal (the import emits it
 * once). */
gboolean       _bf_history_add            (BfHistory       *self,
                                           BfHistoryRecord *record,
                                           const char      *data,
                                           gsize            length,
                                           GError         **error);
/* Emits "changed". */
void           _bf_history_emit_changed   (BfHistory   *self);

/* Runs @stmt, a statement that returns no row (INSERT, UPDATE, DELETE);
 * FALSE with the database's error when it fails or is NULL (it could not
 * be prepared). */
gboolean       _bf_history_step_done      (BfHistory      *self,
                                           BfHistoryStmt  *stmt,
                                           GError        **error);
/* <@folder>/<@id>.json */
char          *_bf_history_game_path      (BfHistory   *self,
                                           const char  *folder,
                                           const char  *id);
/* An id is a file name in history/: no folder, nothing hidden. */
gboolean       _bf_history_is_valid_id    (const char  *id);
/* Whether @record may be kept: a valid id, players, each named. */
gboolean       _bf_history_check_record   (BfHistoryRecord  *record,
                                           GError          **error);
/* Replaces the rows of @record's game; inside a transaction. */
gboolean       _bf_history_insert_rows    (BfHistory        *self,
                                           BfHistoryRecord  *record,
                                           const char       *checksum,
                                           GError          **error);
/* A worker thread starts and ends (bf_history_wait_for_work() waits for
 * every one begun and not ended). */
void           _bf_history_work_begin     (void);
void           _bf_history_work_end       (void);
/* Finalizes the cached statements and closes the database. */
void           _bf_history_close_database (BfHistory   *self);

G_END_DECLS
