/* test-two-processes.c
 *
 * Two Benefactor processes on one data folder, continuing the same game
 * (issue 27: each in its own D-Bus session, so GApplication's uniqueness
 * does not keep the second one out). Two real processes
 * (session-harness --wait), in the order that lost an entry before:
 *
 *   A continues the game, B continues the same game, A sets East's money
 *   to 1, B sets West's to 1, 2, 3, 4.
 *
 * A holds the game's lock (bf-lock.h): B gets it read-only,
 * writes nothing, and the file keeps A's entry; the journal has one step
 * 1, A's. While A has it open, the game is not deleted from under it.
 * A killed with SIGKILL leaves its lock file, but not its lock: the next
 * process takes the game over and saves its entries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "bf-carnegie-game.h"
#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "bf-session.h"
#include "bf-shelf.h"
#include "bf-test-core.h"

static char *harness;

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
} Harness;

/* session-harness AUTOSAVE N --continue --player=PLAYER --wait */
static Harness *
harness_start (const char *autosave,
               guint       player,
               guint       n)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *n_text = g_strdup_printf ("%u", n);
  g_autofree char *player_arg = g_strdup_printf ("--player=%u", player);
  Harness *self = g_new0 (Harness, 1);

  self->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                    &error, harness, autosave, n_text, "--continue",
                                    player_arg, "--wait", NULL);
  g_assert_no_error (error);
  self->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));

  return self;
}

static char *
harness_read_line (Harness *self)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (self->out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  g_test_message ("harness %s: %s", g_subprocess_get_identifier (self->process), line);

  return line;
}

/* The lines up to "ready" (or "done"), joined by spaces. */
static char *
harness_read_until (Harness    *self,
                    const char *last)
{
  g_autoptr(GString) lines = g_string_new (NULL);

  for (;;)
    {
      g_autofree char *line = harness_read_line (self);

      g_string_append_printf (lines, "%s%s", lines->len > 0 ? " " : "", line);
      if (g_str_equal (line, last))
        return g_string_free (g_steal_pointer (&lines), FALSE);
    }
}

static void
harness_go (Harness *self)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_output_stream_write_all (g_subprocess_get_stdin_pipe (self->process),
                                            "go\n", 3, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* Closes its stdin: it quits as the app does, closing the session. */
static void
harness_finish (Harness *self)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (self->process), NULL, &error));
  g_assert_true (g_subprocess_wait_check (self->process, NULL, &error));
  g_assert_no_error (error);
  g_object_unref (self->out);
  g_object_unref (self->process);
  g_free (self);
}

static void
harness_kill (Harness *self)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_force_exit (self->process);
  g_assert_true (g_subprocess_wait (self->process, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (self->process));
  g_assert_cmpint (g_subprocess_get_term_sig (self->process), ==, SIGKILL);
  g_object_unref (self->out);
  g_object_unref (self->process);
  g_free (self);
}

static guint
money_in (const char *autosave,
          guint       player)
{
  g_autoptr(GFile) file = g_file_new_for_path (autosave);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = bf_document_load_file (file, TRUE, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (BF_IS_CARNEGIE_GAME (document));

  return bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), player));
}

/* How many journal records are step @step. */
static guint
journal_steps (const char *autosave,
               guint       step)
{
  g_autofree char *journal = g_strconcat (autosave, ".history", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *needle = g_strdup_printf ("{\"step\":%u,", step);
  guint count = 0;

  g_assert_true (g_file_get_contents (journal, &contents, NULL, NULL));
  for (const char *p = contents; (p = strstr (p, needle)) != NULL; p++)
    count++;

  return count;
}

static void
test_same_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-two-XXXXXX", NULL);
  g_autofree char *autosave = g_build_filename (dir, "game-0000000000000001.json", NULL);
  g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);
  g_autoptr(GFile) slot = g_file_new_for_path (autosave);
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  Harness *a, *b;

  /* A game of Anna (East) and Ben (West), nothing entered. */
  {
    const char *argv[] = { harness, autosave, "0", NULL };
    int status = 0;

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                  NULL, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  g_assert_false (bf_shelf_is_open_elsewhere (slot));

  /* A continues it; then B continues the same game. */
  a = harness_start (autosave, 0, 1);
  said = harness_read_until (a, "ready");
  g_assert_cmpstr (said, ==, "ready");
  g_clear_pointer (&said, g_free);
  g_assert_true (bf_shelf_is_open_elsewhere (slot));

  b = harness_start (autosave, 1, 4);
  said = harness_read_until (b, "ready");
  /* B is told: the game is open elsewhere, it writes nothing. */
  g_assert_cmpstr (said, ==, "read-only ready");
  g_clear_pointer (&said, g_free);

  /* A sets East = 1, then B sets West = 1…4. */
  harness_go (a);
  said = harness_read_until (a, "done");
  g_assert_cmpstr (said, ==, "saved 1 done");
  g_clear_pointer (&said, g_free);
  harness_go (b);
  said = harness_read_until (b, "done");
  g_assert_cmpstr (said, ==, "kept 1 kept 2 kept 3 kept 4 done");
  g_clear_pointer (&said, g_free);

  /* Not deleted from under A either (the start page's bin). */
  g_assert_false (bf_shelf_delete (slot, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  harness_finish (b);
  harness_finish (a);

  /* A's entry is in the file, B wrote nothing over it; one step 1. */
  g_assert_cmpuint (money_in (autosave, 0), ==, 1);
  g_assert_cmpuint (money_in (autosave, 1), ==, 0);
  g_assert_cmpuint (journal_steps (autosave, 1), ==, 1);
  /* Closed in order: no lock, no lock file. */
  g_assert_false (bf_shelf_is_open_elsewhere (slot));
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));

  /* A process killed with the game open leaves its lock file, not its
   * lock: the next one takes the game over and saves. */
  a = harness_start (autosave, 0, 1);
  said = harness_read_until (a, "ready");
  g_assert_cmpstr (said, ==, "ready");
  g_clear_pointer (&said, g_free);
  g_assert_true (bf_shelf_is_open_elsewhere (slot));
  harness_kill (a);
  g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));
  g_assert_false (bf_shelf_is_open_elsewhere (slot));

  b = harness_start (autosave, 1, 4);
  said = harness_read_until (b, "ready");
  g_assert_cmpstr (said, ==, "ready");
  g_clear_pointer (&said, g_free);
  harness_go (b);
  said = harness_read_until (b, "done");
  g_assert_cmpstr (said, ==, "saved 1 saved 2 saved 3 saved 4 done");
  g_clear_pointer (&said, g_free);
  harness_finish (b);

  g_assert_cmpuint (money_in (autosave, 0), ==, 1);
  g_assert_cmpuint (money_in (autosave, 1), ==, 4);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));

  bf_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  harness = g_test_build_filename (G_TEST_BUILT, "robust", "session-harness", NULL);

  g_test_add_func ("/two-processes/same-game", test_same_game);

  return g_test_run ();
}
