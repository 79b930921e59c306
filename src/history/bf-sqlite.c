/* bf-sqlite.c
 *
 * SQLite, read from the disk the first time the history is used.
 *
 * Benefactor is not linked with SQLite: Debian's libsqlite3 binds its
 * 1,600 symbols when it is loaded, which cost every launch about 3 M
 * instructions in the dynamic loader (docs/speed.md), though a launch
 * reads the history only when a game is kept or the history is shown.
 * The calls of src/history go to the functions below, which have
 * SQLite's own names and prototypes (sqlite3.h checks them) and call
 * SQLite's, opened with GModule the first time one of them is called,
 * from any thread. A program that links SQLite itself (the tests) still
 * gets these for the calls listed here, and they work the same.
 *
 * An SQLite function used in src/history is added to
 * BF_SQLITE_FUNCTIONS; one that is not would be an undefined reference
 * when the app links.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <gmodule.h>
#include <sqlite3.h>

/* The soname of SQLite 3 (Debian's libsqlite3-0). */
#define SQLITE_LIBRARY "libsqlite3.so.0"

/* F (return type, name, parameters, arguments) */
#define BF_SQLITE_FUNCTIONS(F) \
  F (int, sqlite3_open_v2, (const char *filename, sqlite3 **db, int flags, const char *vfs), \
     (filename, db, flags, vfs)) \
  F (int, sqlite3_close_v2, (sqlite3 *db), (db)) \
  F (int, sqlite3_busy_timeout, (sqlite3 *db, int ms), (db, ms)) \
  F (int, sqlite3_extended_result_codes, (sqlite3 *db, int onoff), (db, onoff)) \
  F (int, sqlite3_errcode, (sqlite3 *db), (db)) \
  F (const char *, sqlite3_errmsg, (sqlite3 *db), (db)) \
  F (int, sqlite3_exec, \
     (sqlite3 *db, const char *sql, int (*callback) (void *, int, char **, char **), void *data, \
      char **errmsg), \
     (db, sql, callback, data, errmsg)) \
  F (sqlite3_int64, sqlite3_last_insert_rowid, (sqlite3 *db), (db)) \
  F (int, sqlite3_prepare_v2, \
     (sqlite3 *db, const char *sql, int n_bytes, sqlite3_stmt **stmt, const char **tail), \
     (db, sql, n_bytes, stmt, tail)) \
  F (int, sqlite3_prepare_v3, \
     (sqlite3 *db, const char *sql, int n_bytes, unsigned int flags, sqlite3_stmt **stmt, \
      const char **tail), \
     (db, sql, n_bytes, flags, stmt, tail)) \
  F (int, sqlite3_bind_int, (sqlite3_stmt *stmt, int index, int value), (stmt, index, value)) \
  F (int, sqlite3_bind_int64, (sqlite3_stmt *stmt, int index, sqlite3_int64 value), \
     (stmt, index, value)) \
  F (int, sqlite3_bind_text, \
     (sqlite3_stmt *stmt, int index, const char *text, int n_bytes, void (*destroy) (void *)), \
     (stmt, index, text, n_bytes, destroy)) \
  F (int, sqlite3_clear_bindings, (sqlite3_stmt *stmt), (stmt)) \
  F (int, sqlite3_step, (sqlite3_stmt *stmt), (stmt)) \
  F (int, sqlite3_reset, (sqlite3_stmt *stmt), (stmt)) \
  F (int, sqlite3_finalize, (sqlite3_stmt *stmt), (stmt)) \
  F (int, sqlite3_column_int, (sqlite3_stmt *stmt, int column), (stmt, column)) \
  F (sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt *stmt, int column), (stmt, column)) \
  F (const unsigned char *, sqlite3_column_text, (sqlite3_stmt *stmt, int column), \
     (stmt, column))

#define DECLARE(ret, name, params, args) ret (*name) params;
static struct
{
  BF_SQLITE_FUNCTIONS (DECLARE)
} sqlite;

/* SQLite is a dependency of the package (build-aux/debian/control), as
 * GTK is: without it the history cannot work at all, so a missing one
 * ends the program with a message, as a missing GTK would. */
static void
ensure_loaded (void)
{
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      GModule *module = g_module_open (SQLITE_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

      if (module == NULL)
        g_error ("Benefactor needs SQLite 3 (%s): %s", SQLITE_LIBRARY, g_module_error ());

#define RESOLVE(ret, name, params, args) \
      if (!g_module_symbol (module, #name, (gpointer *) &sqlite.name) || sqlite.name == NULL) \
        g_error ("Benefactor needs SQLite 3 (%s): %s", SQLITE_LIBRARY, g_module_error ());
      BF_SQLITE_FUNCTIONS (RESOLVE)

      g_module_make_resident (module);
      g_once_init_leave (&loaded, 1);
    }
}

#define FORWARD(ret, name, params, args) \
  ret name params \
  { \
    ensure_loaded (); \
    return sqlite.name args; \
  }
BF_SQLITE_FUNCTIONS (FORWARD)
