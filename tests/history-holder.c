/* history-holder.c: another program holding the history's database,
 * for test-history. Opens the database given with SQLite, runs the SQL
 * given ("PRAGMA locking_mode = EXCLUSIVE; SELECT COUNT(*) FROM games;",
 * "BEGIN EXCLUSIVE;"…), says "ready" on stdout, and keeps the connection
 * and its locks until its standard input closes; then it exits without a
 * commit (an open transaction is rolled back).
 *
 *   history-holder DATABASE SQL
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>

#include <sqlite3.h>

int
main (int   argc,
      char *argv[])
{
  sqlite3 *db = NULL;
  char *message = NULL;

  if (argc != 3)
    {
      fprintf (stderr, "usage: %s DATABASE SQL\n", argv[0]);
      return 2;
    }

  if (sqlite3_open_v2 (argv[1], &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
    {
      fprintf (stderr, "%s: %s\n", argv[1], sqlite3_errmsg (db));
      return 1;
    }

  if (sqlite3_exec (db, argv[2], NULL, NULL, &message) != SQLITE_OK)
    {
      fprintf (stderr, "%s: %s\n", argv[2], message);
      sqlite3_free (message);
      return 1;
    }

  printf ("ready\n");
  fflush (stdout);

  while (getchar () != EOF)
    ;

  sqlite3_close (db);
  return 0;
}
