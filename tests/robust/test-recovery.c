/* test-recovery.c
 *
 * The next start after something went wrong, as the window shows it:
 *
 *  - a session killed with SIGKILL in the middle of a save (a real
 *    process, session-harness): the window offers to continue, and
 *    continuing restores every entry saved before the kill;
 *  - a damaged autosave: the window starts, says in one sentence what
 *    happened and where the file was kept, and the kept file is never
 *    written over by the next game;
 *  - a damaged autosave with a good previous copy: the copy is offered;
 *  - a damaged undo journal (the line of 200,000 nested
 *    brackets, which crashed every Continue): the game goes on from its
 *    autosave without its earlier undo steps, and a dialog says so and
 *    where the journal was kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "bf-shelf.h"
#include "bf-test-ui.h"

static char *autosave_dir;
static char *autosave;

static void
iterate (void)
{
  for (int i = 0; i < 3; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

static void
clean_autosave_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (autosave_dir, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (autosave_dir, name, NULL);

      g_assert_no_errno (g_remove (path));
    }
}

static BfWindow *
new_window (void)
{
  BfWindow *window = g_object_new (BF_TYPE_WINDOW, NULL);

  gtk_window_present (GTK_WINDOW (window));
  iterate ();

  return window;
}

static void
destroy_window (BfWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The visible label whose text starts with @prefix, or NULL. */
static GtkLabel *
find_label (GtkWidget  *widget,
            const char *prefix)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;

  if (GTK_IS_LABEL (widget) &&
      g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return GTK_LABEL (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = find_label (child, prefix);

      if (label != NULL)
        return label;
    }

  return NULL;
}

/* The message dialog open, or NULL. */
static AdwMessageDialog *
find_dialog (void)
{
  AdwMessageDialog *dialog = NULL;

  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (dialog == NULL && ADW_IS_MESSAGE_DIALOG (l->data))
      dialog = l->data;

  return dialog;
}

/* The damaged files kept in the autosave folder. */
static GPtrArray *
list_broken (void)
{
  GPtrArray *broken = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (autosave_dir, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_prefix (name, "game-0000000000000001.json.broken-"))
        g_ptr_array_add (broken, g_build_filename (autosave_dir, name, NULL));
    }

  return broken;
}

/* Runs session-harness on the autosave: @n_entries entries, killed at
 * @kill_at ("--kill-at=STEP:SAVE") unless NULL. Returns its output. */
static char *
run_harness (const char *n_entries,
             const char *kill_at,
             int        *wait_status)
{
  g_autofree char *harness = g_test_build_filename (G_TEST_BUILT, "robust", "session-harness", NULL);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { harness, autosave, n_entries, kill_at, NULL };
  char *out = NULL;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &out, NULL, wait_status, &error);
  g_assert_no_error (error);
  return out;
}

static void
test_killed_during_save (void)
{
  g_autofree char *out = NULL;
  int wait_status = 0;
  BfWindow *window;
  BfCarnegieGame *game;

  clean_autosave_dir ();

  /* The 6th save (entry 5) is interrupted: entries 1-4 were saved. */
  out = run_harness ("20", "--kill-at=temp-written:6", &wait_status);
  g_assert_true (WIFSIGNALED (wait_status));
  g_assert_cmpint (WTERMSIG (wait_status), ==, SIGKILL);
  g_assert_true (g_str_has_suffix (out, "saved 4\n"));

  window = new_window ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "start");
  g_assert_null (find_label (GTK_WIDGET (window), "The last game could not be restored"));
  g_assert_true (gtk_widget_get_visible (bf_test_window_get_continue_button (window)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  iterate ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  game = bf_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (bf_carnegie_player_get_name (bf_carnegie_game_get_player (game, 0)), ==, "Anna");
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (game, 0)), ==, 4);

  destroy_window (window);
}

static void
test_damaged (void)
{
  static const char damaged[] = "{\"format\": \"benefactor-carnegie\", \"version\": 1, \"players\": [";
  g_autoptr(GPtrArray) broken = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  BfWindow *window;
  GtkLabel *label;
  const char *text;

  clean_autosave_dir ();
  g_assert_no_errno (g_mkdir_with_parents (autosave_dir, 0700));
  g_assert_true (g_file_set_contents (autosave, damaged, -1, NULL));

  /* It starts, and says what happened in one sentence naming the file. */
  window = new_window ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "start");
  g_assert_false (gtk_widget_get_visible (bf_test_window_get_continue_button (window)));
  label = find_label (GTK_WIDGET (window), "The last game could not be restored");
  g_assert_nonnull (label);
  text = gtk_label_get_text (label);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "damaged"));
  g_assert_nonnull (strstr (text, "game-0000000000000001.json.broken-"));
  /* One sentence: one full stop, at the end. */
  g_assert_true (g_str_has_suffix (text, "."));
  g_assert_null (strstr (text, ". "));

  /* The damaged file is kept as it was… */
  broken = list_broken ();
  g_assert_cmpuint (broken->len, ==, 1);
  g_assert_true (g_file_get_contents (broken->pdata[0], &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, damaged);
  kept = g_strdup (broken->pdata[0]);

  /* …and a new game autosaves beside it (a game in progress of its
   * own), never over it. */
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Clara", NULL));
  bf_window_set_game (window, game);
  iterate ();
  {
    g_autoptr(GFile) folder = g_file_new_for_path (autosave_dir);
    g_autoptr(GPtrArray) slots = bf_shelf_list (folder);

    g_assert_cmpuint (slots->len, ==, 1);
  }
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, damaged);

  destroy_window (window);

  /* The next start has the new game, and the kept file is still there. */
  window = new_window ();
  g_assert_true (gtk_widget_get_visible (bf_test_window_get_continue_button (window)));
  g_assert_null (find_label (GTK_WIDGET (window), "The last game could not be restored"));
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
  destroy_window (window);
}

static void
test_damaged_with_copy (void)
{
  g_autofree char *backup = g_strconcat (autosave, "~", NULL);
  g_autoptr(GPtrArray) broken = NULL;
  g_autofree char *good = NULL;
  g_autoptr(GError) error = NULL;
  BfSession *session;
  BfWindow *window;
  BfCarnegieGame *game;

  clean_autosave_dir ();
  g_assert_no_errno (g_mkdir_with_parents (autosave_dir, 0700));

  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);

    g_assert_true (g_file_get_contents (path, &good, NULL, &error));
    g_assert_no_error (error);
  }
  g_assert_true (g_file_set_contents (backup, good, -1, NULL));
  /* Half of the file: as a disk that lost the end of a write leaves it. */
  g_assert_true (g_file_set_contents (autosave, good, strlen (good) / 2, NULL));

  window = new_window ();
  session = bf_window_get_session (window);
  g_assert_nonnull (bf_session_get_recovery_notice (session));
  g_test_message ("%s", bf_session_get_recovery_notice (session));
  g_assert_true (gtk_widget_get_visible (bf_test_window_get_continue_button (window)));
  broken = list_broken ();
  g_assert_cmpuint (broken->len, ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  iterate ();
  game = bf_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (bf_carnegie_player_get_name (bf_carnegie_game_get_player (game, 1)), ==, "Ben");
  destroy_window (window);
}

static void
test_damaged_journal (void)
{
  g_autofree char *journal = g_strconcat (autosave, ".history", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GString) nested = g_string_new (NULL);
  int wait_status = 0;
  AdwMessageDialog *dialog;
  const char *body;
  BfWindow *window;
  BfCarnegieGame *game;
  FILE *stream;

  clean_autosave_dir ();

  /* Anna's money 1 to 6, each an undo step in the journal. */
  out = run_harness ("6", NULL, &wait_status);
  g_assert_true (g_str_has_suffix (out, "saved 6\n"));
  g_assert_true (g_file_test (journal, G_FILE_TEST_IS_REGULAR));

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (nested, '[');
  stream = fopen (journal, "a");
  g_assert_nonnull (stream);
  fprintf (stream, "%s\n", nested->str);
  fclose (stream);

  window = new_window ();
  g_assert_true (gtk_widget_get_visible (bf_test_window_get_continue_button (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  iterate ();

  /* The game of the autosave, without the steps before it. */
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  game = bf_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (game, 0)), ==, 6);
  g_assert_false (bf_session_get_can_undo (bf_window_get_session (window)));

  /* Said in a dialog, in one sentence naming the file kept. */
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Undo History Was Damaged");
  body = adw_message_dialog_get_body (dialog);
  g_test_message ("%s", body);
  g_assert_true (g_str_has_prefix (body, "The undo history of this game was damaged"));
  g_assert_nonnull (strstr (body, "game-0000000000000001.json.history.broken-"));

  /* BF_SCREENSHOT_DIR=DIR: how it looks on a phone. */
  if (g_getenv ("BF_SCREENSHOT_DIR") != NULL)
    {
      g_autofree char *png = g_build_filename (bf_test_screenshot_dir (NULL), "damaged-journal-phone.png", NULL);
      g_autoptr(GdkTexture) texture = NULL;

      gtk_window_set_default_size (GTK_WINDOW (dialog), 360, -1);
      bf_test_wait_ms (300);
      texture = bf_test_render_window (GTK_WIDGET (dialog));
      bf_test_save_png (texture, png);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("benefactor-test-recovery-XXXXXX", NULL);
  int status;

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  /* Before GLib caches it: this test's own autosave. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* The games in progress (bf-shelf.h); one of them is the game here. */
  autosave_dir = g_build_filename (data_home, "benefactor", "games", NULL);
  autosave = g_build_filename (autosave_dir, "game-0000000000000001.json", NULL);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/recovery/killed-during-save", test_killed_during_save);
  g_test_add_func ("/recovery/damaged", test_damaged);
  g_test_add_func ("/recovery/damaged-with-copy", test_damaged_with_copy);
  g_test_add_func ("/recovery/damaged-journal", test_damaged_journal);

  status = g_test_run ();

  clean_autosave_dir ();
  g_rmdir (autosave_dir);
  g_rmdir (data_home);
  g_free (autosave);
  g_free (autosave_dir);

  return status;
}
