/* test-files.c
 *
 * The files Benefactor reads and writes (bf-file.h,
 * docs/robustness.md, "Faults tried and what the user sees"):
 *
 *  - special files are refused at once with one sentence, never read: a
 *    named pipe (open() would wait for a writer for ever), a folder, a
 *    device; a file over the limit is refused without reading it all;
 *  - every file Benefactor creates is 0600 and every folder 0700, with
 *    the umask at 022 as on most desktops: the autosave, its copy and
 *    journal, a saved game and an export, the history's database (and
 *    SQLite's -wal and -shm) and game files, the board cache; a file that
 *    exists keeps its mode; a save through a symbolic link replaces the
 *    file it points to and leaves the link; an old install's files are
 *    made private at start;
 *  - the undo journal is read through the bounded reader and the safe
 *    parser: a line nested 200,000 deep, a step that is no game, a
 *    journal too large are set aside with a notice, and the game goes on
 *    from its autosave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bf-carnegie-game.h"
#include "bf-carnegie-kind.h"
#include "bf-document.h"
#include "bf-file.h"
#include "bf-game-file.h"
#include "bf-history.h"
#include "bf-livingstone-kind.h"
#include "bf-map-cache.h"
#include "bf-session.h"
#include "bf-shelf.h"
#include "bf-test-core.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The permission bits of @path (not following a link). */
static guint
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_no_errno (g_lstat (path, &st));
  return st.st_mode & 07777;
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static void
write_text (const char *path,
            const char *text,
            int         mode)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  g_assert_no_errno (g_chmod (path, mode));
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

/* Without O_NONBLOCK the named pipe blocks open() for ever: the test
 * then times out. */
static void
test_read_special (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "f.json", NULL);
  g_autofree char *large = g_build_filename (dir, "large.json", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) dir_file = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  int fd;

  g_assert_no_errno (mkfifo (fifo, 0600));

  data = _bf_file_read (fifo, 1024, &length, &error);
  g_assert_null (data);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "is not a regular file but a named pipe"));
  g_assert_nonnull (strstr (error->message, "f.json"));
  g_clear_error (&error);

  /* As Open, `benefactor FILE` and --score read it: one sentence. */
  document = bf_document_load_file (fifo_file, TRUE, NULL, &error);
  g_assert_null (document);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ);
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_assert_null (strchr (error->message, '\n'));
  g_clear_error (&error);

  document = bf_document_load_file (dir_file, TRUE, NULL, &error);
  g_assert_null (document);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ);
  g_assert_nonnull (strstr (error->message, "is a folder, not a file"));
  g_clear_error (&error);

  /* A device that never ends: refused before a byte is read. */
  if (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      data = _bf_file_read ("/dev/zero", 1024, &length, &error);
      g_assert_null (data);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
      g_assert_nonnull (strstr (error->message, "a device"));
      g_clear_error (&error);
    }

  /* 1 MiB + 1 byte, sparse: refused as too large, and 1 MiB exactly
   * read whole. */
  fd = open (large, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_no_errno (ftruncate (fd, BF_DOCUMENT_MAX_SIZE + 1));
  close (fd);
  data = _bf_file_read (large, BF_DOCUMENT_MAX_SIZE, &length, &error);
  g_assert_null (data);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_clear_error (&error);
  g_assert_no_errno (truncate (large, BF_DOCUMENT_MAX_SIZE));
  data = _bf_file_read (large, BF_DOCUMENT_MAX_SIZE, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, BF_DOCUMENT_MAX_SIZE);
  g_assert_cmpint (data[length], ==, '\0');

  bf_test_remove_tree (dir);
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

/* New files 0600 whatever the umask; a file that exists keeps its mode
 * (the issue: Save and the exports turned a 0600 file into 0644). */
static void
test_write_modes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *fresh = g_build_filename (dir, "new.json", NULL);
  g_autofree char *private_file = g_build_filename (dir, "private.json", NULL);
  g_autofree char *shared = g_build_filename (dir, "shared.csv", NULL);
  g_autoptr(GFile) fresh_file = g_file_new_for_path (fresh);
  g_autoptr(GFile) private_gfile = g_file_new_for_path (private_file);
  g_autoptr(GFile) shared_file = g_file_new_for_path (shared);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  umask (022);

  /* Save (a new game file) and an export (bf_document_save_data()). */
  g_assert_true (bf_document_save_data (fresh_file, "new", 3, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (fresh), ==, 0600);

  write_text (private_file, "old", 0600);
  g_assert_true (bf_document_save_data (private_gfile, "saved", 5, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (private_file), ==, 0600);

  /* A file the user shares stays shared. */
  write_text (shared, "old", 0644);
  g_assert_true (bf_document_save_data (shared_file, "exported", 8, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (shared), ==, 0644);
  text = read_text (shared);
  g_assert_cmpstr (text, ==, "exported");

  bf_test_remove_tree (dir);
}

/* A save through a symbolic link replaces the file it points to (in the
 * folder of that file) and leaves the link a link. */
static void
test_write_symlink (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_autofree char *target = g_build_filename (sub, "game.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *chain = g_build_filename (dir, "chain.json", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.json", NULL);
  g_autofree char *dangling_target = g_build_filename (sub, "not-yet.json", NULL);
  g_autoptr(GFile) link_file = g_file_new_for_path (link);
  g_autoptr(GFile) chain_file = g_file_new_for_path (chain);
  g_autoptr(GFile) dangling_file = g_file_new_for_path (dangling);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *points_to = NULL;

  umask (022);
  g_assert_no_errno (g_mkdir (sub, 0700));
  write_text (target, "old", 0640);
  /* Relative, as `ln -s real/game.json link.json` makes it. */
  g_assert_no_errno (symlink ("real/game.json", link));
  g_assert_no_errno (symlink (link, chain));
  g_assert_no_errno (symlink ("real/not-yet.json", dangling));

  g_assert_true (bf_document_save_data (link_file, "saved", 5, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  points_to = g_file_read_link (link, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (points_to, ==, "real/game.json");
  text = read_text (target);
  g_assert_cmpstr (text, ==, "saved");
  g_assert_cmpuint (mode_of (target), ==, 0640);

  /* A link to a link. */
  g_assert_true (bf_document_save_data (chain_file, "again", 5, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (chain, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_clear_pointer (&text, g_free);
  text = read_text (target);
  g_assert_cmpstr (text, ==, "again");

  /* A link to a file not there yet: the file is made, private. */
  g_assert_true (bf_document_save_data (dangling_file, "new", 3, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpuint (mode_of (dangling_target), ==, 0600);

  bf_test_remove_tree (dir);
}

/* A game in progress on a fresh account: the shelf's folders 0700, the
 * autosave, its previous copy and its journal 0600, as the session makes
 * them (not after bf_shelf_make_private(), the repair of an earlier
 * version's files at the next start, which would hide a file the session
 * made readable by others: test_repair() tests the repair). */
static void
test_session_modes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (dir, "benefactor", NULL);
  g_autofree char *games = g_build_filename (data, "games", NULL);
  g_autofree char *path = g_build_filename (games, "game-1.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *journal = g_strconcat (path, ".history", NULL);
  g_autoptr(GFile) autosave = g_file_new_for_path (path);

  umask (022);

  {
    g_autoptr(BfSession) session = bf_session_new (autosave);
    g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();

    g_assert_nonnull (bf_carnegie_game_add_player (game, "Anna", NULL));
    bf_session_set_document (session, BF_DOCUMENT (game));
    g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), 3, NULL));
    iterate ();
  }

  g_assert_cmpuint (mode_of (data), ==, 0700);
  g_assert_cmpuint (mode_of (games), ==, 0700);
  g_assert_cmpuint (mode_of (path), ==, 0600);
  g_assert_cmpuint (mode_of (backup), ==, 0600);
  g_assert_cmpuint (mode_of (journal), ==, 0600);

  bf_test_remove_tree (dir);
}

/* Opening Game History first on a fresh account (the issue: benefactor/
 * 0755, history.sqlite and the kept games' files 0644). */
static void
test_history_modes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (dir, "benefactor", NULL);
  g_autofree char *database = g_build_filename (data, "history.sqlite", NULL);
  g_autofree char *games = g_build_filename (data, "history", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *example = data_path ("example-2p.json");
  g_autofree char *text = read_text (example);
  g_autoptr(GFile) folder = g_file_new_for_path (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) history = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfHistoryRecord) record = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n_files = 0;

  umask (022);

  history = bf_history_new (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (data), ==, 0700);
  g_assert_cmpuint (mode_of (games), ==, 0700);
  g_assert_cmpuint (mode_of (database), ==, 0600);

  document = bf_document_load_data (text, -1, FALSE, &error);
  g_assert_no_error (error);
  record = bf_history_record_new_from_document (document, "game-1", 1700000000, &error);
  g_assert_no_error (error);
  g_assert_true (bf_history_add (history, record, text, strlen (text), &error));
  g_assert_no_error (error);

  kept = g_build_filename (games, "game-1.json", NULL);
  g_assert_cmpuint (mode_of (kept), ==, 0600);
  /* SQLite's own files (-wal, -shm) take the database's mode. */
  listing = g_dir_open (data, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *child = g_build_filename (data, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_REGULAR))
        {
          g_test_message ("%s %o", name, mode_of (child));
          g_assert_cmpuint (mode_of (child), ==, 0600);
          n_files++;
        }
    }
  g_assert_cmpuint (n_files, >=, 1);

  g_clear_object (&history);
  bf_test_remove_tree (dir);
}

/* An install of an earlier version: folders 0755, files 0644. The next
 * start makes them private; a file outside, reached through a symbolic
 * link, is left as it is. */
static void
test_repair (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (dir, "benefactor", NULL);
  g_autofree char *games = g_build_filename (data, "games", NULL);
  g_autofree char *deleted = g_build_filename (games, "deleted", NULL);
  g_autofree char *history = g_build_filename (data, "history", NULL);
  g_autofree char *game = g_build_filename (games, "game-1.json", NULL);
  g_autofree char *gone = g_build_filename (deleted, "game-0.json", NULL);
  g_autofree char *database = g_build_filename (data, "history.sqlite", NULL);
  g_autofree char *wal = g_build_filename (data, "history.sqlite-wal", NULL);
  g_autofree char *kept = g_build_filename (history, "game-2.json", NULL);
  g_autofree char *outside = g_build_filename (dir, "outside.json", NULL);
  g_autofree char *link = g_build_filename (games, "link.json", NULL);
  g_autoptr(GFile) shelf = g_file_new_for_path (games);

  umask (022);
  g_assert_no_errno (g_mkdir_with_parents (deleted, 0755));
  g_assert_no_errno (g_mkdir_with_parents (history, 0755));
  g_assert_no_errno (g_chmod (data, 0755));
  for (guint i = 0; i < 5; i++)
    {
      const char *file = (const char *[]) { game, gone, database, wal, kept }[i];

      write_text (file, "{}", 0644);
    }
  write_text (outside, "{}", 0644);
  g_assert_no_errno (symlink (outside, link));

  bf_shelf_make_private (shelf);

  g_assert_cmpuint (mode_of (data), ==, 0700);
  g_assert_cmpuint (mode_of (games), ==, 0700);
  g_assert_cmpuint (mode_of (deleted), ==, 0700);
  g_assert_cmpuint (mode_of (history), ==, 0700);
  g_assert_cmpuint (mode_of (game), ==, 0600);
  g_assert_cmpuint (mode_of (gone), ==, 0600);
  g_assert_cmpuint (mode_of (database), ==, 0600);
  g_assert_cmpuint (mode_of (wal), ==, 0600);
  g_assert_cmpuint (mode_of (kept), ==, 0600);
  g_assert_cmpuint (mode_of (outside), ==, 0644);

  bf_test_remove_tree (dir);
}

/* The board cache under $XDG_CACHE_HOME: its folder 0700, the file 0600. */
static void
test_map_cache_modes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-files-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (dir, "cache", "benefactor", NULL);
  g_autofree char *path = g_build_filename (folder, "map-board.bin", NULL);
  cairo_surface_t *layers[2];
  cairo_surface_t *loaded[2] = { NULL, NULL };
  g_autoptr(GError) error = NULL;

  umask (022);
  for (guint i = 0; i < 2; i++)
    {
      layers[i] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 3, 2);
      cairo_surface_flush (layers[i]);
    }

  g_assert_true (bf_map_cache_save (path, "key", 2, layers, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (folder), ==, 0700);
  g_assert_cmpuint (mode_of (path), ==, 0600);
  g_assert_true (bf_map_cache_load (path, "key", 3, 2, 1, 2, loaded));

  for (guint i = 0; i < 2; i++)
    {
      cairo_surface_destroy (layers[i]);
      cairo_surface_destroy (loaded[i]);
    }

  /* A named pipe in its place: not used, and no hang. */
  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (mkfifo (path, 0600));
  loaded[0] = loaded[1] = NULL;
  g_assert_false (bf_map_cache_load (path, "key", 3, 2, 1, 2, loaded));

  bf_test_remove_tree (dir);
}

/* ------------------------------------------------------------------ */
/* The undo journal                                                    */

typedef struct
{
  char  *dir;
  char  *path;
  char  *journal;
  GFile *autosave;
} Journal;

/* A game with Anna's money set to 1, 2, 3: an autosave and a journal of
 * four steps ($0 to $3). */
static void
journal_setup (Journal       *j,
               gconstpointer  data)
{
  g_autoptr(BfSession) session = NULL;
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();

  j->dir = g_dir_make_tmp ("benefactor-journal-XXXXXX", NULL);
  j->path = g_build_filename (j->dir, "game-1.json", NULL);
  j->journal = g_strconcat (j->path, ".history", NULL);
  j->autosave = g_file_new_for_path (j->path);

  session = bf_session_new (j->autosave);
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Anna", NULL));
  bf_session_set_document (session, BF_DOCUMENT (game));
  for (guint money = 1; money <= 3; money++)
    {
      g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0),
                                                   money, NULL));
      iterate ();
    }
  g_assert_true (g_file_test (j->journal, G_FILE_TEST_IS_REGULAR));
}

static void
journal_teardown (Journal       *j,
                  gconstpointer  data)
{
  bf_test_remove_tree (j->dir);
  g_free (j->dir);
  g_free (j->path);
  g_free (j->journal);
  g_object_unref (j->autosave);
}

static void
append (const char *path,
        const char *text,
        gsize       length)
{
  int fd = open (path, O_WRONLY | O_APPEND | O_CLOEXEC);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, text, length), ==, (gssize) length);
  close (fd);
}

/* How many files in the journal's folder start with @prefix. */
static guint
count_files (const char *dir,
             const char *prefix)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, prefix))
      n++;
  return n;
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Continues the game as the start page does, and checks that it goes on
 * from its autosave ($3) without its earlier steps, the journal kept
 * aside and the players told. */
static void
check_set_aside (Journal *j)
{
  g_autoptr(BfSession) session = bf_session_new (j->autosave);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = bf_session_load_autosave (session, &error);
  g_autofree char *journal_name = g_path_get_basename (j->journal);
  g_autofree char *broken = g_strconcat (journal_name, ".broken-", NULL);
  guint notified = 0;
  const char *notice;

  g_assert_no_error (error);
  g_signal_connect_swapped (session, "notify::journal-notice", G_CALLBACK (count_cb), &notified);
  bf_session_set_document (session, document);

  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 3);
  g_assert_false (bf_session_get_can_undo (session));
  g_assert_cmpuint (notified, ==, 1);
  notice = bf_session_get_journal_notice (session);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, "undo history of this game was damaged"));
  g_assert_nonnull (strstr (notice, broken));
  g_assert_cmpuint (count_files (j->dir, broken), ==, 1);

  /* The game goes on, with a new journal: an entry, then its undo. */
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0), 7, NULL));
  iterate ();
  g_assert_true (bf_session_undo (session));
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 3);
  g_assert_cmpuint (mode_of (j->journal), ==, 0600);
}

/* The crash: 200,000 nested brackets appended to the journal
 * overflowed json-glib's stack at every Continue. */
static void
test_journal_nested (Journal       *j,
                     gconstpointer  data)
{
  GString *line = g_string_new (NULL);

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (line, '[');
  g_string_append_c (line, '\n');
  append (j->journal, line->str, line->len);
  g_string_free (line, TRUE);

  check_set_aside (j);
}

/* A step that is no game, in the middle: before, Undo stopped there with
 * only a critical in the log (fatal here). Now Undo stops there too, but
 * the journal is kept aside, written anew without the damaged step, and
 * the players are told; Redo still works. */
static void
test_journal_damaged_step (Journal       *j,
                           gconstpointer  data)
{
  g_autofree char *text = read_text (j->journal);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  gboolean found = FALSE;
  guint notified = 0;
  const char *notice;

  /* Step 1 ($1), in the middle: its game becomes text that is no game. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "{\"step\":1,"))
        {
          g_string_append (out, "{\"step\":1,\"data\":\"{\\\"format\\\": \\\"benefactor-carnegie\\\"}\"}");
          found = TRUE;
        }
      else
        g_string_append (out, lines[i]);
      if (lines[i + 1] != NULL)
        g_string_append_c (out, '\n');
    }
  g_assert_true (found);
  write_text (j->journal, out->str, 0600);

  {
    g_autoptr(BfSession) session = bf_session_new (j->autosave);
    g_autoptr(BfDocument) document = bf_session_load_autosave (session, &error);

    g_assert_no_error (error);
    g_signal_connect_swapped (session, "notify::journal-notice", G_CALLBACK (count_cb), &notified);
    bf_session_set_document (session, document);
    g_assert_null (bf_session_get_journal_notice (session));

    /* $3 → $2; then the damaged step: Undo stops, and says why. */
    g_assert_true (bf_session_undo (session));
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 2);
    g_assert_false (bf_session_undo (session));
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 2);
    g_assert_false (bf_session_get_can_undo (session));
    g_assert_cmpuint (notified, ==, 1);
    notice = bf_session_get_journal_notice (session);
    g_assert_nonnull (notice);
    g_test_message ("%s", notice);
    g_assert_nonnull (strstr (notice, "damaged at this step"));
    g_assert_nonnull (strstr (notice, "game-1.json.history.broken-"));
    g_assert_cmpuint (count_files (j->dir, "game-1.json.history.broken-"), ==, 1);

    /* Redo still works. */
    g_assert_true (bf_session_redo (session));
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 3);
  }

  /* The journal written anew holds $2 and $3 only: the next Continue
   * undoes once, says nothing. */
  {
    g_autoptr(BfSession) session = bf_session_new (j->autosave);
    g_autoptr(BfDocument) document = bf_session_load_autosave (session, &error);

    g_assert_no_error (error);
    bf_session_set_document (session, document);
    g_assert_null (bf_session_get_journal_notice (session));
    g_assert_true (bf_session_undo (session));
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 2);
    g_assert_false (bf_session_get_can_undo (session));
    g_assert_cmpuint (mode_of (j->journal), ==, 0600);
  }
}

/* A line that is not a journal record, and a journal over its size limit
 * (32 MiB, sparse here). */
static void
test_journal_garbage (Journal       *j,
                      gconstpointer  data)
{
  append (j->journal, "{\"stop\": 2}\n", strlen ("{\"stop\": 2}\n"));
  check_set_aside (j);
}

static void
test_journal_too_large (Journal       *j,
                        gconstpointer  data)
{
  g_assert_no_errno (truncate (j->journal, 32 * 1024 * 1024 + 1));
  check_set_aside (j);
}

/* A last line cut short (a kill while appending) is no damage: the steps
 * before it come back, nothing is set aside, nothing is said. */
static void
test_journal_cut_short (Journal       *j,
                        gconstpointer  data)
{
  g_autoptr(BfSession) session = bf_session_new (j->autosave);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;

  append (j->journal, "{\"step\":4,\"data\":\"{\\\"form", strlen ("{\"step\":4,\"data\":\"{\\\"form"));
  document = bf_session_load_autosave (session, &error);
  g_assert_no_error (error);
  bf_session_set_document (session, document);

  g_assert_null (bf_session_get_journal_notice (session));
  g_assert_cmpuint (count_files (j->dir, "game-1.json.history.broken-"), ==, 0);
  for (guint money = 3; money > 0; money--)
    {
      g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, money);
      g_assert_true (bf_session_undo (session));
    }
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  g_test_add_func ("/files/read-special", test_read_special);
  g_test_add_func ("/files/write-modes", test_write_modes);
  g_test_add_func ("/files/write-symlink", test_write_symlink);
  g_test_add_func ("/files/session-modes", test_session_modes);
  g_test_add_func ("/files/history-modes", test_history_modes);
  g_test_add_func ("/files/repair", test_repair);
  g_test_add_func ("/files/map-cache-modes", test_map_cache_modes);
  g_test_add ("/files/journal-nested", Journal, NULL, journal_setup, test_journal_nested, journal_teardown);
  g_test_add ("/files/journal-damaged-step", Journal, NULL, journal_setup, test_journal_damaged_step, journal_teardown);
  g_test_add ("/files/journal-garbage", Journal, NULL, journal_setup, test_journal_garbage, journal_teardown);
  g_test_add ("/files/journal-too-large", Journal, NULL, journal_setup, test_journal_too_large, journal_teardown);
  g_test_add ("/files/journal-cut-short", Journal, NULL, journal_setup, test_journal_cut_short, journal_teardown);

  return g_test_run ();
}
