/* bf-test-holder.h: another process holding the history, for the tests
 * of the history and of its pages: started as a separate process, it
 * says "ready" on stdout once it holds what it holds, and lets go when
 * its standard input closes. history-holder (tests/history-holder.c) is
 * another program holding the database with SQLite alone. And folders
 * of game files to import. Header-only, like bf-test-core.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  GPid        pid;
  int         in;
  GIOChannel *out;
} BfTestHolder;

/* Starts @argv and waits until it says "ready". */
static inline void
bf_test_holder_start (BfTestHolder       *holder,
                      const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  int out;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &holder->pid, &holder->in, &out, NULL, &error));
  g_assert_no_error (error);
  holder->out = g_io_channel_unix_new (out);
  g_io_channel_set_close_on_unref (holder->out, TRUE);
  g_assert_cmpint (g_io_channel_read_line (holder->out, &line, NULL, NULL, &error), ==, G_IO_STATUS_NORMAL);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "ready\n");
}

/* Another program (history-holder, SQLite only) holding the database
 * @db after running @sql, e.g. "BEGIN EXCLUSIVE;". */
static inline void
bf_test_holder_start_sqlite (BfTestHolder *holder,
                             const char   *db,
                             const char   *sql)
{
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "history-holder", NULL);
  const char *argv[] = { program, db, sql, NULL };

  bf_test_holder_start (holder, argv);
}

/* Writes @n distinct copies of the game file text @contents into
 * @folder, named @prefix and their number ("game-07.json"): each with
 * one more blank line at its end, so another file and another game to
 * an import (its checksum), and the same game to the loader. */
static inline void
bf_test_write_game_copies (const char *contents,
                           const char *folder,
                           const char *prefix,
                           guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s%02u.json", prefix, i);
      g_autofree char *file = g_build_filename (folder, name, NULL);
      g_autofree char *blank = g_strnfill (i, '\n');
      g_autofree char *text = g_strconcat (contents, blank, NULL);

      g_assert_true (g_file_set_contents (file, text, -1, NULL));
    }
}

/* Lets go, and waits for the process to end well. */
static inline void
bf_test_holder_stop (BfTestHolder *holder)
{
  int status;

  close (holder->in);
  g_assert_cmpint (waitpid (holder->pid, &status, 0), ==, holder->pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_spawn_close_pid (holder->pid);
  g_clear_pointer (&holder->out, g_io_channel_unref);
}

G_END_DECLS
