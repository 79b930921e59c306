/* test-autosave.c
 *
 * The crash-safe autosave of BfSession:
 *
 *  - every save keeps the previous good copy (session.json~) and leaves no
 *    temporary file;
 *  - a damaged or unreadable autosave is moved aside as
 *    session.json.broken-…, never written over (also when the session did
 *    not load it first), and the error is one sentence naming where it
 *    was kept; the previous good copy is used when it loads, and said so;
 *  - temporary files of interrupted saves are cleaned up;
 *  - a full disk and a read-only folder: a clear message, the entries stay
 *    in memory, the old autosave stays intact, and retrying works (by
 *    hand and by the session's own timer).
 *
 * The full disk and the read-only folder are real when this test may
 * mount a small tmpfs in a private mount namespace (root, or a container
 * that allows it); otherwise the full disk is a file size limit
 * (RLIMIT_FSIZE, the same failed write) and the read-only folder a folder
 * without write permission (skipped as root, who may write anyway).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-test-disk.h"

#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"

#include <string.h>
#include <unistd.h>

#include "bf-game-file.h"
#include "bf-session.h"
#include "bf-test-core.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static BfCarnegieGame *
new_game (void)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();

  g_assert_nonnull (bf_carnegie_game_add_player (game, "Anna", NULL));
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Ben", NULL));

  return game;
}

static void
set_money (BfSession *session,
           guint      money)
{
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0),
                                               money, NULL));
  iterate ();
}

/* Anna's money in the game file at @path, or -1 if it does not load. */
static int
money_in (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfCarnegieGame) game = bf_game_file_load_full (file, BF_GAME_FILE_LOAD_UNFINISHED, NULL, NULL);

  return game != NULL ? (int) bf_carnegie_player_get_money (bf_carnegie_game_get_player (game, 0)) : -1;
}

static GPtrArray *
list_dir (const char *folder)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));

  return names;
}

static char *
find_broken (const char *folder,
             const char *prefix)
{
  g_autoptr(GPtrArray) names = list_dir (folder);

  for (guint i = 0; i < names->len; i++)
    {
      if (g_str_has_prefix (names->pdata[i], prefix))
        return g_build_filename (folder, names->pdata[i], NULL);
    }

  return NULL;
}

/* One sentence: it ends with a full stop and has no other. */
static void
assert_one_sentence (const char *message)
{
  g_test_message ("%s", message);
  g_assert_true (g_str_has_suffix (message, "."));
  g_assert_null (strstr (message, ". "));
}

static void
test_previous_copy (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfCarnegieGame) game = new_game ();
  g_autoptr(GPtrArray) names = NULL;

  bf_session_set_document (session, BF_DOCUMENT (game));
  g_assert_cmpint (money_in (path), ==, 0);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  set_money (session, 1);
  g_assert_cmpint (money_in (path), ==, 1);
  g_assert_cmpint (money_in (backup), ==, 0);

  set_money (session, 2);
  g_assert_cmpint (money_in (path), ==, 2);
  g_assert_cmpint (money_in (backup), ==, 1);

  /* Undo is a change too: the copy is the state before it. */
  g_assert_true (bf_session_undo (session));
  g_assert_cmpint (money_in (path), ==, 1);
  g_assert_cmpint (money_in (backup), ==, 2);

  /* Nothing else is left in the folder but the undo journal and, while
   * the game is open, its lock. */
  names = list_dir (dir);
  g_assert_cmpuint (names->len, ==, 4);
  g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));
  g_clear_object (&session);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));

  bf_test_remove_tree (dir);
}

static void
test_damaged (void)
{
  static const char damaged[] = "{\"format\": \"benefactor-carnegie\", \"version\": 1, \"pla";
  g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfCarnegieGame) game = new_game ();
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));

  document = bf_session_load_autosave (session, &error);
  g_assert_null (document);
  g_assert_error (error, BF_SESSION_ERROR, BF_SESSION_ERROR_DAMAGED);
  assert_one_sentence (error->message);
  g_assert_null (bf_session_get_recovery_notice (session));

  /* Kept aside as it was, under the name the message gives. */
  kept = find_broken (dir, "session.json.broken-");
  g_assert_nonnull (kept);
  g_assert_nonnull (strstr (error->message, kept));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, damaged);

  /* A new game autosaves; the kept file is never written over. */
  bf_session_set_document (session, BF_DOCUMENT (game));
  set_money (session, 3);
  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_cmpint (money_in (path), ==, 3);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, damaged);

  /* A second damaged autosave in the same second gets its own name (and
   * the previous good copy is restored, see below). */
  g_clear_object (&session);
  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
  session = bf_session_new (file);
  g_clear_object (&document);
  document = bf_session_load_autosave (session, NULL);
  g_assert_nonnull (document);
  g_assert_nonnull (bf_session_get_recovery_notice (session));
  {
    g_autoptr(GPtrArray) names = list_dir (dir);
    guint n_broken = 0;

    for (guint i = 0; i < names->len; i++)
      n_broken += g_str_has_prefix (names->pdata[i], "session.json.broken-") ? 1 : 0;
    g_assert_cmpuint (n_broken, ==, 2);
  }
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, damaged);

  g_clear_object (&session);
  bf_test_remove_tree (dir);
}

/* A session that never loaded the autosave does not write over a
 * damaged one either. */
static void
test_damaged_not_loaded (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfCarnegieGame) game = new_game ();
  g_autofree char *kept = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (path, "not a game", -1, NULL));
  bf_session_set_document (session, BF_DOCUMENT (game));
  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_cmpint (money_in (path), ==, 0);

  kept = find_broken (dir, "session.json.broken-");
  g_assert_nonnull (kept);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "not a game");

  g_clear_object (&session);
  bf_test_remove_tree (dir);
}

static void
test_previous_copy_restored (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfCarnegieGame) game = new_game ();
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *kept = NULL;
  gsize length = 0;

  {
    g_autoptr(BfSession) session = bf_session_new (file);

    bf_session_set_document (session, BF_DOCUMENT (game));
    set_money (session, 7);
    set_money (session, 8);
  }

  /* The autosave loses its end (a disk that did not write it all). */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, length - 20, NULL));

  {
    g_autoptr(BfSession) session = bf_session_new (file);

    document = bf_session_load_autosave (session, &error);
    g_assert_no_error (error);
    g_assert_true (BF_IS_CARNEGIE_GAME (document));
    /* One entry earlier. */
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), 0)), ==, 7);

    kept = find_broken (dir, "session.json.broken-");
    g_assert_nonnull (kept);
    g_assert_nonnull (bf_session_get_recovery_notice (session));
    assert_one_sentence (bf_session_get_recovery_notice (session));
    g_assert_nonnull (strstr (bf_session_get_recovery_notice (session), kept));

    /* The copy is the autosave again: the next start offers it too. */
    g_assert_cmpint (money_in (path), ==, 7);
    g_assert_cmpint (money_in (backup), ==, 7);
  }

  /* Both damaged: an error, and both kept aside. */
  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
  g_assert_true (g_file_set_contents (backup, "[", -1, NULL));
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autofree char *kept_copy = NULL;

    g_clear_object (&document);
    g_clear_error (&error);
    document = bf_session_load_autosave (session, &error);
    g_assert_null (document);
    g_assert_error (error, BF_SESSION_ERROR, BF_SESSION_ERROR_DAMAGED);
    assert_one_sentence (error->message);
    kept_copy = find_broken (dir, "session.json~.broken-");
    g_assert_nonnull (kept_copy);
    g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  }

  bf_test_remove_tree (dir);
}

static void
test_unreadable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;

  /* Something that cannot be read as a file at all (even by root). */
  g_assert_no_errno (g_mkdir (path, 0700));

  g_assert_null (bf_session_load_autosave (session, &error));
  g_assert_error (error, BF_SESSION_ERROR, BF_SESSION_ERROR_UNREADABLE);
  assert_one_sentence (error->message);
  kept = find_broken (dir, "session.json.broken-");
  g_assert_nonnull (kept);
  g_assert_true (g_file_test (kept, G_FILE_TEST_IS_DIR));

  g_clear_object (&session);
  bf_test_remove_tree (dir);
}

static void
test_stale_temporary_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *stale = g_build_filename (dir, ".session.json-Ab12Cd", NULL);
  g_autofree char *stale_journal = g_build_filename (dir, ".session.json.history-Xy34Zw", NULL);
  g_autofree char *stale_copy = g_build_filename (dir, ".session.json~-Qr56St", NULL);
  g_autofree char *stale_link = g_build_filename (dir, ".session.json~-link", NULL);
  g_autofree char *not_ours = g_build_filename (dir, ".session.json.old-Ab12Cd", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfCarnegieGame) game = new_game ();
  g_autoptr(BfDocument) document = NULL;

  {
    g_autoptr(BfSession) session = bf_session_new (file);

    bf_session_set_document (session, BF_DOCUMENT (game));
  }

  /* Left by a save killed before its rename (of the autosave, of the
   * undo journal, of the previous copy written as a copy, the link to
   * it); and files that are not Benefactor's. */
  g_assert_true (g_file_set_contents (stale, "{\"format\": ", -1, NULL));
  g_assert_true (g_file_set_contents (stale_journal, "{\"step\": 1", -1, NULL));
  g_assert_true (g_file_set_contents (stale_copy, "{\"format\": ", -1, NULL));
  g_assert_true (g_file_set_contents (stale_link, "{}", -1, NULL));
  g_assert_true (g_file_set_contents (not_ours, "theirs", -1, NULL));
  g_assert_true (g_file_set_contents (other, "mine", -1, NULL));

  {
    g_autoptr(BfSession) session = bf_session_new (file);

    document = bf_session_load_autosave (session, NULL);
    g_assert_nonnull (document);
  }
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale_journal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale_copy, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale_link, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (not_ours, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));

  bf_test_remove_tree (dir);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* @block makes the folder unable to take a save, @unblock able again. */
typedef void (*UnblockFunc) (const char *dir);

static void
check_failed_save (const char  *dir,
                   const char  *expected,
                   UnblockFunc  block,
                   UnblockFunc  unblock,
                   gboolean     wait_for_timer)
{
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfCarnegieGame) game = new_game ();
  const GError *error;
  guint notified = 0;
  int before;

  bf_session_set_document (session, BF_DOCUMENT (game));
  set_money (session, 1);
  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_cmpint (money_in (path), ==, 1);

  g_signal_connect_swapped (session, "notify::autosave-error", G_CALLBACK (count_cb), &notified);

  block (dir);

  set_money (session, 2);
  error = bf_session_get_autosave_error (session);
  g_assert_nonnull (error);
  assert_one_sentence (error->message);
  g_assert_nonnull (strstr (error->message, expected));
  g_assert_nonnull (strstr (error->message, dir));

  /* Nothing is lost: the entry is in memory, undo works, the autosave on
   * disk is the last good one. */
  set_money (session, 3);
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 3);
  g_assert_cmpint (money_in (path), ==, 1);
  g_assert_true (bf_session_undo (session));
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 2);
  g_assert_true (bf_session_redo (session));
  g_assert_false (bf_session_retry_autosave (session));
  g_assert_nonnull (bf_session_get_autosave_error (session));
  /* Told once, not at every failed try. */
  g_assert_cmpuint (notified, ==, 1);
  /* What closing now would lose: $2, $3, the undo and the redo (the
   * retry is no change). */
  g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 4);

  unblock (dir);

  if (wait_for_timer)
    {
      gboolean timed_out = FALSE;
      guint id = g_timeout_add_seconds (8, timeout_cb, &timed_out);

      /* The session tries again by itself. */
      while (!timed_out && bf_session_get_autosave_error (session) != NULL)
        g_main_context_iteration (NULL, TRUE);
      if (!timed_out)
        g_source_remove (id);
      g_assert_false (timed_out);
    }
  else
    {
      g_assert_true (bf_session_retry_autosave (session));
    }

  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_cmpint (money_in (path), ==, 3);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 0);

  /* The undo journal agrees with the autosave again: a restart now (the
   * session not closed, nothing flushed on the way out) gets every step
   * back, $3 ← $2 ← $1 ← $0 (the steps made while saves failed too). */
  {
    g_autoptr(BfSession) next = bf_session_new (file);
    g_autoptr(GError) local_error = NULL;
    g_autoptr(BfDocument) restored = bf_session_load_autosave (next, &local_error);

    g_assert_no_error (local_error);
    g_assert_nonnull (restored);
    bf_session_set_document (next, restored);
    g_assert_cmpuint (bf_session_get_undo_depth (next), ==, 3);
    for (int money = 2; money >= 0; money--)
      {
        g_assert_true (bf_session_undo (next));
        g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (next), 0)), ==, money);
      }
    g_assert_false (bf_session_undo (next));
  }

  /* Another game started while the first one's last save failed: both
   * are kept, counted and written once the folder takes them again. */
  before = money_in (path);
  block (dir);
  set_money (session, 4);
  g_assert_nonnull (bf_session_get_autosave_error (session));
  {
    g_autofree char *other_path = g_build_filename (dir, "other.json", NULL);
    g_autoptr(GFile) other = g_file_new_for_path (other_path);
    g_autoptr(BfCarnegieGame) second = new_game ();

    bf_session_set_autosave (session, other);
    bf_session_set_document (session, BF_DOCUMENT (second));
    set_money (session, 7);
    g_assert_nonnull (bf_session_get_autosave_error (session));
    /* $4 of the first game; the second's start and its $7. */
    g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 3);
    g_assert_cmpint (money_in (path), ==, before);

    /* Back to the first game: its last state, from memory, not the
     * older one on disk. */
    bf_session_set_document (session, NULL);
    bf_session_set_autosave (session, file);
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(BfDocument) back = bf_session_load_autosave (session, &local_error);

      g_assert_no_error (local_error);
      g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (back), 0)), ==, 4);
      bf_session_set_document (session, back);
    }
    g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 3);

    unblock (dir);
    g_assert_true (bf_session_retry_autosave (session));
    g_assert_null (bf_session_get_autosave_error (session));
    g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 0);
    g_assert_cmpint (money_in (path), ==, 4);
    g_assert_cmpint (money_in (other_path), ==, 7);
  }
}

/* Full disk */

static char *filler;

static void
fill_disk (const char *dir)
{
  filler = bf_test_disk_fill (dir);
}

static void
free_disk (const char *dir)
{
  g_assert_no_errno (g_unlink (filler));
  g_clear_pointer (&filler, g_free);
}

static void
limit_file_size (const char *dir)
{
  bf_test_disk_limit_file_size (512);
}

static void
unlimit_file_size (const char *dir)
{
  bf_test_disk_limit_file_size (G_MAXSIZE);
}

static void
test_full_disk (void)
{
  if (bf_test_disk_can_mount)
    {
      /* A real full disk: 64 KiB, filled up. */
      char *dir = bf_test_disk_mount_tmpfs ("size=64k");

      check_failed_save (dir, "is full", fill_disk, free_disk, FALSE);
      bf_test_disk_unmount_tmpfs (dir);
    }
  else
    {
      g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);

      g_test_message ("No tmpfs: a file size limit stands in for the full disk");
      check_failed_save (dir, "too large", limit_file_size, unlimit_file_size, FALSE);
      bf_test_remove_tree (dir);
    }
}

/* Read-only folder */

/* A read-only mount of the folder over it: the tmpfs itself cannot be
 * remounted read-only while a file on it is open for writing, as the
 * lock of the open game is (bf-lock.h). */
static void
remount_ro (const char *dir)
{
  g_assert_no_errno (mount (dir, dir, NULL, MS_BIND, NULL));
  g_assert_no_errno (mount (NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL));
}

static void
remount_rw (const char *dir)
{
  g_assert_no_errno (umount (dir));
}

static void
chmod_ro (const char *dir)
{
  g_assert_no_errno (g_chmod (dir, 0500));
}

static void
chmod_rw (const char *dir)
{
  g_assert_no_errno (g_chmod (dir, 0700));
}

static void
test_read_only (void)
{
  if (bf_test_disk_can_mount)
    {
      char *dir = bf_test_disk_mount_tmpfs ("size=1m");

      check_failed_save (dir, "read-only", remount_ro, remount_rw, TRUE);
      bf_test_disk_unmount_tmpfs (dir);
    }
  else if (geteuid () != 0)
    {
      g_autofree char *dir = g_dir_make_tmp ("benefactor-autosave-XXXXXX", NULL);

      check_failed_save (dir, "not allowed", chmod_ro, chmod_rw, TRUE);
      bf_test_remove_tree (dir);
    }
  else
    {
      g_test_skip ("root without mount: a read-only folder cannot be made");
    }
}

int
main (int   argc,
      char *argv[])
{
  /* A private mount namespace, before any thread starts: the tmpfs of
   * this test is seen by nobody else and goes away with it. */
  bf_test_disk_init ();

  g_test_init (&argc, &argv, NULL);
  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  g_test_add_func ("/autosave/previous-copy", test_previous_copy);
  g_test_add_func ("/autosave/damaged", test_damaged);
  g_test_add_func ("/autosave/damaged-not-loaded", test_damaged_not_loaded);
  g_test_add_func ("/autosave/previous-copy-restored", test_previous_copy_restored);
  g_test_add_func ("/autosave/unreadable", test_unreadable);
  g_test_add_func ("/autosave/stale-temporary-files", test_stale_temporary_files);
  g_test_add_func ("/autosave/full-disk", test_full_disk);
  g_test_add_func ("/autosave/read-only", test_read_only);

  return g_test_run ();
}
