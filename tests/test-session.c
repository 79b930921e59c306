/* test-session.c: undo/redo steps and the autosave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bf-carnegie-kind.h"
#include "bf-game-file.h"
#include "bf-livingstone-kind.h"
#include "bf-session.h"
#include "bf-shelf.h"
#include "bf-test-core.h"
#include "bf-undo-steps.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static BfCarnegieGame *
new_game (void)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();

  g_assert_nonnull (bf_carnegie_game_add_player (game, "Anna", NULL));
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Ben", NULL));

  return game;
}

static guint
money_of (BfSession *session,
          guint      player)
{
  return bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), player));
}

static void
test_undo_redo (void)
{
  g_autoptr(BfSession) session = bf_session_new (NULL);
  g_autoptr(BfCarnegieGame) game = new_game ();
  BfCarnegiePlayer *anna;

  bf_session_set_document (session, BF_DOCUMENT (game));
  g_assert_true (bf_carnegie_game_from_session (session) == game);
  g_assert_false (bf_session_get_can_undo (session));
  g_assert_false (bf_session_get_can_redo (session));

  anna = bf_carnegie_game_get_player (game, 0);
  g_assert_true (bf_carnegie_player_set_money (anna, 10, NULL));
  iterate ();
  g_assert_true (bf_session_get_can_undo (session));

  /* Two changes in one main-loop iteration are one step. */
  g_assert_true (bf_carnegie_player_set_money (anna, 20, NULL));
  g_assert_true (bf_carnegie_player_set_goods (anna, 3, NULL));
  iterate ();

  g_assert_true (bf_session_undo (session));
  /* The game is a restored copy. */
  g_assert_false (bf_carnegie_game_from_session (session) == game);
  g_assert_cmpuint (money_of (session, 0), ==, 10);
  g_assert_cmpuint (bf_carnegie_player_get_goods (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0)), ==, 0);
  g_assert_true (bf_session_get_can_redo (session));

  g_assert_true (bf_session_undo (session));
  g_assert_cmpuint (money_of (session, 0), ==, 0);
  g_assert_false (bf_session_get_can_undo (session));
  g_assert_false (bf_session_undo (session));

  g_assert_true (bf_session_redo (session));
  g_assert_true (bf_session_redo (session));
  g_assert_cmpuint (money_of (session, 0), ==, 20);
  g_assert_false (bf_session_redo (session));

  /* A new entry after an undo drops what could be redone. */
  g_assert_true (bf_session_undo (session));
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 1), 7, NULL));
  iterate ();
  g_assert_false (bf_session_get_can_redo (session));
  g_assert_true (bf_session_undo (session));
  g_assert_cmpuint (money_of (session, 1), ==, 0);
  g_assert_cmpuint (money_of (session, 0), ==, 10);

  /* An entry not yet recorded is undone too (checkpoint first). */
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0), 99, NULL));
  g_assert_true (bf_session_get_can_undo (session));
  g_assert_true (bf_session_undo (session));
  g_assert_cmpuint (money_of (session, 0), ==, 10);
}

static void
test_autosave (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "session.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) restored = NULL;

  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    g_assert_null (bf_session_load_autosave (session, &error));
    g_assert_no_error (error);

    bf_session_set_document (session, BF_DOCUMENT (game));
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

    g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 1), 42, NULL));
    g_assert_true (bf_carnegie_player_set_score_track (bf_carnegie_game_get_player (game, 0), -3, NULL));
    /* Not iterated: disposing the session still records the entries. */
  }

  /* The next run finds every entry. */
  {
    g_autoptr(BfSession) session = bf_session_new (file);

    restored = BF_CARNEGIE_GAME (bf_session_load_autosave (session, &error));
    g_assert_no_error (error);
    g_assert_nonnull (restored);
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (restored, 1)), ==, 42);
    g_assert_cmpint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (restored, 0)), ==, -3);

    /* Closing the game keeps it for the next start. */
    bf_session_set_document (session, BF_DOCUMENT (restored));
    bf_session_set_document (session, NULL);
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_no_errno (g_unlink (path));
    /* The previous good copy (tests/robust/test-autosave.c) and the undo
     * journal. */
    g_assert_no_errno (g_unlink (backup));
    {
      g_autofree char *journal = g_strconcat (path, ".history", NULL);

      g_assert_no_errno (g_unlink (journal));
    }
  }

  {
    g_autofree char *sub = g_path_get_dirname (path);

    g_assert_no_errno (g_rmdir (sub));
    g_assert_no_errno (g_rmdir (dir));
  }
}

static void
test_autosave_error (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-session-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "blocker", NULL);
  g_autofree char *path = g_build_filename (blocker, "session.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfCarnegieGame) game = new_game ();

  /* The autosave folder cannot be made: a file is in the way. */
  g_assert_true (g_file_set_contents (blocker, "x", 1, NULL));

  bf_session_set_document (session, BF_DOCUMENT (game));
  g_assert_nonnull (bf_session_get_autosave_error (session));

  /* The entries stay in memory, and undo still works. */
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), 5, NULL));
  iterate ();
  g_assert_cmpuint (money_of (session, 0), ==, 5);
  g_assert_true (bf_session_get_can_undo (session));

  /* Once the way is clear, the next change is saved and the error gone. */
  g_assert_no_errno (g_unlink (blocker));
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), 6, NULL));
  iterate ();
  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_clear_object (&session);
  g_assert_no_errno (g_unlink (path));
  {
    g_autofree char *journal = g_strconcat (path, ".history", NULL);

    g_assert_no_errno (g_unlink (journal));
  }
  g_assert_no_errno (g_rmdir (blocker));
  g_assert_no_errno (g_rmdir (dir));
}

/* Half-entered tables (that bf_carnegie_game_validate() refuses) survive undo,
 * redo and the autosave: nothing entered is lost. */
static void
test_unfinished (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfCarnegieGame) game = new_game ();
  g_autoptr(BfCarnegieGame) restored = NULL;
  g_autoptr(GError) error = NULL;

  bf_session_set_document (session, BF_DOCUMENT (game));
  /* Two players called Anna: refused by validation, fine while typing. */
  g_assert_true (bf_carnegie_player_set_name (bf_carnegie_game_get_player (game, 1), "anna", NULL));
  iterate ();
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 1), 8, NULL));
  iterate ();
  g_assert_false (bf_carnegie_game_validate (game, NULL));

  g_assert_true (bf_session_undo (session));
  g_assert_cmpstr (bf_carnegie_player_get_name (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 1)), ==, "anna");
  g_assert_cmpuint (money_of (session, 1), ==, 0);
  g_assert_true (bf_session_redo (session));
  g_assert_cmpuint (money_of (session, 1), ==, 8);

  restored = BF_CARNEGIE_GAME (bf_session_load_autosave (session, &error));
  g_assert_no_error (error);
  g_assert_nonnull (restored);
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (restored, 1)), ==, 8);

  /* A strict load (the command line) still refuses it. */
  g_clear_object (&restored);
  restored = bf_game_file_load (file, NULL, &error);
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_null (restored);

  g_clear_object (&session);
  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (g_unlink (backup));
  {
    g_autofree char *journal = g_strconcat (path, ".history", NULL);

    g_assert_no_errno (g_unlink (journal));
  }
  g_assert_no_errno (g_rmdir (dir));
}

/* The undo steps survive a restart (the history journal beside the
 * autosave), up to the point the table was undone to, redo included. */
static void
test_history_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *journal = g_strconcat (path, ".history", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    bf_session_set_document (session, BF_DOCUMENT (game));
    for (guint money = 1; money <= 5; money++)
      {
        g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), 0), money, NULL));
        iterate ();
      }
    /* Two undos: $3, with $4 and $5 to redo. */
    g_assert_true (bf_session_undo (session));
    g_assert_true (bf_session_undo (session));
    g_assert_cmpuint (money_of (session, 0), ==, 3);
    /* Killed here: no orderly shutdown needed (each record is flushed). */
  }

  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfDocument) restored = bf_session_load_autosave (session, &error);

    g_assert_no_error (error);
    bf_session_set_document (session, restored);
    g_assert_cmpuint (money_of (session, 0), ==, 3);
    g_assert_true (bf_session_get_can_undo (session));
    g_assert_true (bf_session_get_can_redo (session));
    g_assert_true (bf_session_redo (session));
    g_assert_cmpuint (money_of (session, 0), ==, 4);
    for (guint money = 3; money > 0; money--)
      {
        g_assert_true (bf_session_undo (session));
        g_assert_cmpuint (money_of (session, 0), ==, money);
      }
    g_assert_true (bf_session_undo (session));
    g_assert_cmpuint (money_of (session, 0), ==, 0);
    g_assert_false (bf_session_undo (session));
  }

  /* A journal that does not lead to the autosave is left unused: the game
   * is never replaced by a journal's idea of it. */
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfDocument) restored = NULL;

    g_assert_true (g_file_set_contents (journal, "{\"step\":0,\"data\":\"{}\"}\n{\"step\":1,\"da", -1, NULL));
    restored = bf_session_load_autosave (session, &error);
    g_assert_no_error (error);
    bf_session_set_document (session, restored);
    g_assert_cmpuint (money_of (session, 0), ==, 0);
    g_assert_false (bf_session_get_can_undo (session));
  }

  g_assert_no_errno (g_unlink (path));
  (void) g_unlink (backup);
  g_assert_no_errno (g_unlink (journal));
  g_assert_no_errno (g_rmdir (dir));
}

/* A text for the steps below: lines like a game file's, of which @rand
 * changes one or two (a number, a line longer or shorter), sometimes
 * none, sometimes all (an empty text). */
static char *
next_text (GRand      *rand,
           const char *before)
{
  g_auto(GStrv) lines = g_strsplit (before, "\n", -1);
  guint n = g_strv_length (lines);
  guint changes = g_rand_int_range (rand, 0, 3);

  if (g_rand_int_range (rand, 0, 50) == 0)
    return g_strdup ("");
  if (n < 4)
    {
      GString *text = g_string_new (NULL);

      for (guint i = 0; i < 40; i++)
        g_string_append_printf (text, "  \"line-%u\": %u,\n", i, g_rand_int_range (rand, 0, 100));
      return g_string_free (text, FALSE);
    }

  for (guint c = 0; c < changes; c++)
    {
      guint line = g_rand_int_range (rand, 0, n);

      g_free (lines[line]);
      lines[line] = g_strdup_printf ("  \"line-%u\": %u,", line,
                                     g_rand_int_range (rand, 0, g_rand_boolean (rand) ? 10 : 100000));
    }

  return g_strjoinv ("\n", lines);
}

/* The undo steps kept as differences (bf-undo-steps.h) give back every
 * text as it was given, through every change of the history: a plain
 * array of the texts is the reference. 4,000 random operations cross
 * many key steps (every BF_UNDO_STEPS_KEY_INTERVAL). */
static void
test_undo_steps (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261126);
  g_autoptr(BfUndoSteps) steps = bf_undo_steps_new ();
  g_autoptr(GPtrArray) reference = g_ptr_array_new_with_free_func (g_free);
  guint longest = 0;
  gsize plain = 0;

  for (guint round = 0; round < 4000; round++)
    {
      guint length = reference->len;
      guint what = g_rand_int_range (rand, 0, 100);

      if (length == 0 || what < 70)
        {
          char *text = next_text (rand, length > 0 ? g_ptr_array_index (reference, length - 1) : "");

          bf_undo_steps_append (steps, text);
          g_ptr_array_add (reference, text);
        }
      else if (what < 80)
        {
          guint index = g_rand_int_range (rand, 0, length);
          char *text = next_text (rand, g_ptr_array_index (reference, index));

          bf_undo_steps_replace (steps, index, text);
          g_free (g_ptr_array_index (reference, index));
          g_ptr_array_index (reference, index) = text;
        }
      else if (what < 85)
        {
          /* Mostly a few undos before a new step; now and then all. */
          guint keep = g_rand_int_range (rand, 0, 20) == 0 ? 0 : length - g_rand_int_range (rand, 0, MIN (length, 8) + 1);

          bf_undo_steps_truncate (steps, keep);
          g_ptr_array_set_size (reference, keep);
        }
      else if (what < 88)
        {
          guint drop = g_rand_int_range (rand, 0, MIN (length, 3) + 1);

          bf_undo_steps_drop_oldest (steps, drop);
          g_ptr_array_remove_range (reference, 0, drop);
        }
      else
        {
          guint index = g_rand_int_range (rand, 0, length);
          g_autofree char *copy = bf_undo_steps_dup (steps, index);

          g_assert_cmpstr (copy, ==, g_ptr_array_index (reference, index));
        }

      g_assert_cmpuint (bf_undo_steps_get_length (steps), ==, reference->len);
      longest = MAX (longest, reference->len);
      if (reference->len > 0)
        {
          guint index = g_rand_int_range (rand, 0, reference->len);

          g_assert_cmpstr (bf_undo_steps_peek (steps, index), ==, g_ptr_array_index (reference, index));
        }
    }

  /* Every step, newest first (the hardest way), then oldest first. */
  for (guint i = reference->len; i > 0; i--)
    g_assert_cmpstr (bf_undo_steps_peek (steps, i - 1), ==, g_ptr_array_index (reference, i - 1));
  for (guint i = 0; i < reference->len; i++)
    {
      g_assert_cmpstr (bf_undo_steps_peek (steps, i), ==, g_ptr_array_index (reference, i));
      plain += strlen (g_ptr_array_index (reference, i)) + 1;
    }
  g_test_message ("%u steps (%u at most): %" G_GSIZE_FORMAT " bytes as differences, %" G_GSIZE_FORMAT " as texts",
                  reference->len, longest, bf_undo_steps_get_size (steps), plain);
  /* The history went past several key steps. */
  g_assert_cmpuint (longest, >, 4 * BF_UNDO_STEPS_KEY_INTERVAL);

  bf_undo_steps_truncate (steps, 0);
  g_assert_cmpuint (bf_undo_steps_get_length (steps), ==, 0);
}

/* The money of @player after entry @entry of test_undo_size()'s game:
 * entry k (1, 2, …) sets the money of player (k - 1) % 4 to k. */
static guint
money_after (guint entry,
             guint player,
             guint start)
{
  for (guint k = entry; k > 0; k--)
    if ((k - 1) % 4 == player)
      return k;
  return start;
}

/* A long session holds little more than its start: 2,100 entries into a
 * 4-player game, past the 2,000 undo steps kept, and every step can still
 * be undone and redone to exactly the game it was. */
static void
test_undo_size (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "expansion-4p.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = bf_document_load_file (file, TRUE, NULL, &error);
  g_autoptr(BfSession) session = bf_session_new (NULL);
  g_autofree char *text = NULL;
  guint start[4];
  gsize length = 0;
  gsize size;
  gsize limit;

  g_assert_no_error (error);
  text = bf_document_to_data (document, &length);
  bf_session_set_document (session, document);
  for (guint p = 0; p < 4; p++)
    start[p] = money_of (session, p);

  for (guint k = 1; k <= 2100; k++)
    {
      BfCarnegieGame *game = bf_carnegie_game_from_session (session);

      g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, (k - 1) % 4), k, NULL));
      bf_session_checkpoint (session);
    }

  /* The game and 2,100 steps: the oldest 101 (the start and entries 1 to
   * 100) went, the 2,000 kept are the games after entries 101 to 2,100. */
  g_assert_cmpuint (bf_session_get_undo_depth (session), ==, 1999);

  /* Each step as its whole text held 2,000 × (length + 1) bytes (about
   * 14 MB for this game of 6.9 KB). Kept as differences: a whole text
   * every 64 steps, 2,000 / 64 + 1 (the oldest made whole when it
   * became the oldest) < 33, and the text read last (its buffer at most
   * twice the text), 35 texts in all; each step's record (5 words) and
   * its bytes (the digits of one "money", at most 4 bytes, and those it
   * shares with the step before: none here). 64 bytes a step is more than
   * enough. */
  size = bf_session_get_undo_size (session);
  limit = 35 * length + 2000 * 64;
  g_test_message ("2,000 undo steps of a %" G_GSIZE_FORMAT "-byte game: %" G_GSIZE_FORMAT
                  " bytes (each step whole: %" G_GSIZE_FORMAT ")",
                  length, size, 2000 * (length + 1));
  g_assert_cmpuint (size, <=, limit);
  g_assert_cmpuint (size * 20, <, 2000 * (length + 1));

  /* Back through every step to the oldest kept, and forward again. */
  for (guint entry = 2099; entry >= 101; entry--)
    {
      g_assert_true (bf_session_undo (session));
      for (guint p = 0; p < 4; p++)
        g_assert_cmpuint (money_of (session, p), ==, money_after (entry, p, start[p]));
    }
  g_assert_false (bf_session_undo (session));
  for (guint entry = 102; entry <= 2100; entry++)
    {
      g_assert_true (bf_session_redo (session));
      g_assert_cmpuint (money_of (session, (entry - 1) % 4), ==, entry);
    }
  g_assert_false (bf_session_redo (session));
}

/* The undo journal written from steps kept as differences, and read back
 * into them: 70 entries (past the first key step, 64) and 3 undos, then
 * a restart: every step comes back as it was. */
static void
test_undo_journal (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    bf_session_set_document (session, BF_DOCUMENT (game));
    for (guint money = 1; money <= 70; money++)
      {
        g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (bf_carnegie_game_from_session (session), money % 2), money, NULL));
        bf_session_checkpoint (session);
      }
    for (guint i = 0; i < 3; i++)
      g_assert_true (bf_session_undo (session));
    /* Entry 67 (Ben's, odd) is the game now: Anna has 66. */
    g_assert_cmpuint (money_of (session, 1), ==, 67);
    g_assert_cmpuint (money_of (session, 0), ==, 66);
  }

  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfDocument) restored = bf_session_load_autosave (session, &error);

    g_assert_no_error (error);
    bf_session_set_document (session, restored);
    g_assert_cmpuint (bf_session_get_undo_depth (session), ==, 67);
    g_assert_cmpuint (bf_session_get_redo_depth (session), ==, 3);
    /* Back to the start: after entry k, the one who entered it (k % 2)
     * has k, the other k - 1 (0 before any entry of theirs). */
    for (guint entry = 66; entry + 1 > 0; entry--)
      {
        g_assert_true (bf_session_undo (session));
        g_assert_cmpuint (money_of (session, entry % 2), ==, entry);
        g_assert_cmpuint (money_of (session, (entry + 1) % 2), ==, entry > 0 ? entry - 1 : 0);
      }
    g_assert_false (bf_session_undo (session));
    for (guint entry = 1; entry <= 70; entry++)
      {
        g_assert_true (bf_session_redo (session));
        g_assert_cmpuint (money_of (session, entry % 2), ==, entry);
      }
    g_assert_false (bf_session_redo (session));
  }

  bf_test_remove_tree (dir);
}

/* The games in progress (bf-shelf.h): one autosave each, listed newest
 * first, an old single autosave moved in, deleted and brought back. */
/* The temporary files of saves killed before their game had a file
 * (test-kill-app found one left for good): the next start removes them,
 * and nothing of a game that has its files. */
static void
test_shelf_litter (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-litter-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  static const char * const litter[] = {
    ".game-1795535117871301.json-4FCIZ3", ".game-1795535117871301.json~-link",
    ".game-1795535117871302.json.history-ABC123", ".game-1795535117871302.json~-Q1W2E3",
  };
  static const char * const kept[] = {
    "game-1795535117871302.json", "game-1795535117871302.json~",
    "game-1795535117871302.json.history", "notes.txt", ".game-x.json-long-name",
  };

  for (guint i = 0; i < G_N_ELEMENTS (litter); i++)
    {
      g_autofree char *path = g_build_filename (dir, litter[i], NULL);

      g_assert_true (g_file_set_contents (path, "{", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
    }

  bf_shelf_remove_litter (folder);

  for (guint i = 0; i < G_N_ELEMENTS (litter); i++)
    {
      g_autofree char *path = g_build_filename (dir, litter[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Sets the file date of @path to @ms milliseconds since 1970. */
static void
set_file_date (const char *path,
               gint64      ms)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_info_new ();
  g_autoptr(GError) error = NULL;

  /* Both in one call: GIO sets the microseconds with the seconds. */
  g_file_info_set_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED, ms / 1000);
  g_file_info_set_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                    (guint32) (ms % 1000) * 1000);
  g_assert_true (g_file_set_attributes_from_info (file, info, G_FILE_QUERY_INFO_NONE, NULL, &error));
  g_assert_no_error (error);
}

/* A game saved by a session, its money 0 then @money. */
static GFile *
saved_game (GFile *games,
            guint  money)
{
  g_autoptr(BfSession) session = bf_session_new (NULL);
  g_autoptr(BfCarnegieGame) game = new_game ();
  GFile *slot = bf_shelf_new_slot (games);

  bf_session_set_autosave (session, slot);
  bf_session_set_document (session, BF_DOCUMENT (game));
  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), money, NULL));
  iterate ();

  return slot;
}

/* Continue Last Game after the clock was set back (issue 27): the games
 * are ordered by their own last-change counter, not by the file dates. */
static void
test_shelf_clock (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-clock-XXXXXX", NULL);
  g_autoptr(GFile) games = g_file_new_for_path (dir);
  gint64 now = g_get_real_time () / 1000;
  gint64 hour = 3600 * 1000;
  g_autoptr(GFile) ahead = NULL;
  g_autoptr(GFile) later = NULL;
  g_autoptr(GPtrArray) slots = NULL;
  g_autofree char *text = NULL;
  g_autofree char *old_path = g_build_filename (dir, "game-0000000000000001.json", NULL);
  g_autofree char *older_path = g_build_filename (dir, "game-0000000000000002.json", NULL);

  /* A game last saved while the clock was an hour ahead: its counter and
   * its file date are an hour from now. */
  ahead = saved_game (games, 1);
  g_assert_true (g_file_get_contents (g_file_peek_path (ahead), &text, NULL, NULL));
  {
    g_autofree char *needle = g_strdup_printf ("\"" BF_SHELF_LAST_CHANGE "\": ");
    char *at = strstr (text, needle);
    g_autofree char *changed = NULL;

    g_assert_nonnull (at);
    at += strlen (needle);
    changed = g_strdup_printf ("%.*s%" G_GINT64_FORMAT "%s", (int) (at - text), text,
                               now + hour, at + strspn (at, "0123456789"));
    g_assert_true (g_file_set_contents (g_file_peek_path (ahead), changed, -1, NULL));
  }
  set_file_date (g_file_peek_path (ahead), now + hour);
  g_assert_cmpint (bf_shelf_get_last_change (ahead), ==, now + hour);

  /* The clock set right (back): another game changed after it has an
   * earlier file date, and still comes first. */
  later = saved_game (games, 2);
  g_assert_cmpint (bf_shelf_get_last_change (later), >, now + hour);
  slots = bf_shelf_list (games);
  g_assert_cmpuint (slots->len, ==, 2);
  g_assert_true (g_file_equal (g_ptr_array_index (slots, 0), later));
  g_assert_true (g_file_equal (g_ptr_array_index (slots, 1), ahead));
  g_clear_pointer (&slots, g_ptr_array_unref);

  /* Autosaves of an earlier version have no counter: their file dates
   * stand in (one dated two hours ahead comes first, one an hour ago
   * last). */
  g_clear_pointer (&text, g_free);
  {
    g_autoptr(BfCarnegieGame) game = new_game ();
    g_autofree char *data = bf_document_to_data (BF_DOCUMENT (game), NULL);

    g_assert_null (strstr (data, BF_SHELF_LAST_CHANGE));
    g_assert_true (g_file_set_contents (old_path, data, -1, NULL));
    g_assert_true (g_file_set_contents (older_path, data, -1, NULL));
  }
  set_file_date (old_path, now + 2 * hour);
  set_file_date (older_path, now - hour);
  slots = bf_shelf_list (games);
  g_assert_cmpuint (slots->len, ==, 4);
  g_assert_cmpstr (g_file_peek_path (g_ptr_array_index (slots, 0)), ==, old_path);
  g_assert_true (g_file_equal (g_ptr_array_index (slots, 1), later));
  g_assert_true (g_file_equal (g_ptr_array_index (slots, 2), ahead));
  g_assert_cmpstr (g_file_peek_path (g_ptr_array_index (slots, 3)), ==, older_path);
  g_clear_pointer (&slots, g_ptr_array_unref);

  /* The counter is no part of the game: it loads as before. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BfDocument) document = bf_document_load_file (later, FALSE, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), 0)), ==, 2);
  }

  slots = bf_shelf_list (games);
  for (guint i = 0; i < slots->len; i++)
    {
      const char *path = g_file_peek_path (g_ptr_array_index (slots, i));
      g_autofree char *backup = g_strconcat (path, "~", NULL);
      g_autofree char *journal = g_strconcat (path, ".history", NULL);

      g_unlink (path);
      g_unlink (backup);
      g_unlink (journal);
    }
  g_assert_no_errno (g_rmdir (dir));
}

static void
test_shelf (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-shelf-XXXXXX", NULL);
  g_autofree char *games_path = g_build_filename (dir, "games", NULL);
  g_autofree char *old_path = g_build_filename (dir, "session.json", NULL);
  g_autoptr(GFile) games = g_file_new_for_path (games_path);
  g_autoptr(GFile) old = g_file_new_for_path (old_path);
  g_autoptr(GFile) first = NULL;
  g_autoptr(GFile) second = NULL;
  g_autoptr(GFile) moved = NULL;
  g_autoptr(GPtrArray) slots = NULL;
  g_autoptr(GError) error = NULL;

  /* Nothing to move: no old autosave. */
  g_assert_null (bf_shelf_migrate (old, games));

  /* Two games, each with its autosave: the second never ends the first. */
  {
    g_autoptr(BfSession) session = bf_session_new (NULL);
    g_autoptr(BfCarnegieGame) a = new_game ();
    g_autoptr(BfCarnegieGame) b = new_game ();

    first = bf_shelf_new_slot (games);
    bf_session_set_autosave (session, first);
    bf_session_set_document (session, BF_DOCUMENT (a));
    g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (a, 0), 11, NULL));
    second = bf_shelf_new_slot (games);
    /* The pending entry of the first game is written before the switch. */
    bf_session_set_autosave (session, second);
    bf_session_set_document (session, BF_DOCUMENT (b));
    g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (b, 0), 22, NULL));
    iterate ();
  }
  g_assert_false (g_file_equal (first, second));
  slots = bf_shelf_list (games);
  g_assert_cmpuint (slots->len, ==, 2);
  /* The one changed last first. */
  g_assert_true (g_file_equal (g_ptr_array_index (slots, 0), second));
  {
    g_autoptr(BfSession) reader = bf_session_new (first);
    g_autoptr(BfDocument) doc = bf_session_load_autosave (reader, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (doc), 0)), ==, 11);
  }

  /* The single autosave of an earlier version joins them, unchanged. */
  g_assert_true (g_file_set_contents (old_path, "{\"format\": \"x\"}", -1, NULL));
  moved = bf_shelf_migrate (old, games);
  g_assert_nonnull (moved);
  g_assert_false (g_file_test (old_path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&slots, g_ptr_array_unref);
  slots = bf_shelf_list (games);
  g_assert_cmpuint (slots->len, ==, 3);
  g_assert_true (bf_shelf_delete (moved, &error));
  g_assert_no_error (error);

  /* Deleted, then brought back; a deletion older than the limit goes for
   * good, a recent one stays. */
  g_assert_true (bf_shelf_delete (first, &error));
  g_assert_no_error (error);
  g_clear_pointer (&slots, g_ptr_array_unref);
  slots = bf_shelf_list (games);
  g_assert_cmpuint (slots->len, ==, 1);
  bf_shelf_purge (games, 7);
  g_assert_true (bf_shelf_undelete (first, &error));
  g_assert_no_error (error);
  g_clear_pointer (&slots, g_ptr_array_unref);
  slots = bf_shelf_list (games);
  g_assert_cmpuint (slots->len, ==, 2);
  bf_shelf_purge (games, 0);
  g_assert_false (bf_shelf_undelete (moved, NULL));

  /* Tidy up. */
  g_assert_true (bf_shelf_delete (first, NULL));
  g_assert_true (bf_shelf_delete (second, NULL));
  bf_shelf_purge (games, 0);
  {
    g_autofree char *deleted = g_build_filename (games_path, "deleted", NULL);

    g_assert_no_errno (g_rmdir (deleted));
  }
  g_assert_no_errno (g_rmdir (games_path));
  g_assert_no_errno (g_rmdir (dir));
}

/* The start page's summary of a game (issue 30): its description and
 * last-change counter while the autosave is the one summed up; a game
 * saved since, or a summary that cannot be read, gives none. */
static void
test_shelf_summary (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-shelf-XXXXXX", NULL);
  g_autofree char *games_path = g_build_filename (dir, "games", NULL);
  g_autoptr(GFile) games = g_file_new_for_path (games_path);
  g_autoptr(GFile) slot = saved_game (games, 5);
  g_autofree char *name = g_file_get_basename (slot);
  g_autofree char *record = g_strdup_printf ("%s/summaries/%s.summary", dir, name);
  g_autofree char *description = NULL;
  gint64 parsed = bf_shelf_get_last_change (slot);
  gint64 change = 0;

  g_assert_cmpint (parsed, >, 0);
  g_assert_null (bf_shelf_get_summary (slot, NULL));
  bf_shelf_set_summary (slot, "Carnegie, 2 players: Anna, Ben");
  description = bf_shelf_get_summary (slot, &change);
  g_assert_cmpstr (description, ==, "Carnegie, 2 players: Anna, Ben");
  g_assert_cmpint (change, ==, parsed);
  g_clear_pointer (&description, g_free);

  /* Saved since: the summary no longer counts. */
  {
    g_autoptr(BfSession) session = bf_session_new (slot);
    g_autoptr(BfDocument) document = bf_session_load_autosave (session, NULL);

    g_assert_nonnull (document);
    bf_session_set_document (session, document);
    g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), 0), 6, NULL));
    iterate ();
  }
  g_assert_null (bf_shelf_get_summary (slot, NULL));
  g_assert_cmpint (bf_shelf_get_last_change (slot), >, parsed);

  /* One that cannot be read counts for nothing. */
  bf_shelf_set_summary (slot, "again");
  description = bf_shelf_get_summary (slot, NULL);
  g_assert_cmpstr (description, ==, "again");
  g_clear_pointer (&description, g_free);
  g_assert_true (g_file_set_contents (record, "[Summary]\nSize=x", -1, NULL));
  g_assert_null (bf_shelf_get_summary (slot, NULL));

  /* It goes with its game, removed for good. */
  bf_shelf_set_summary (slot, "again");
  g_assert_true (bf_shelf_delete (slot, NULL));
  bf_shelf_purge (games, 0);
  g_assert_false (g_file_test (record, G_FILE_TEST_EXISTS));

  bf_test_remove_tree (dir);
}

/* A file opened as the window starts is written after its first frame
 * (bf_session_defer_save(), issue 30): nothing before, and nothing lost:
 * an entry before that is saved at once with the first step, closing the
 * game or the session writes it. */
static void
test_deferred_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *journal = g_strconcat (path, ".history", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  /* Nothing written until asked. */
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    bf_session_defer_save (session);
    bf_session_set_document (session, BF_DOCUMENT (game));
    iterate ();
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
    g_assert_false (bf_session_get_can_undo (session));
    bf_session_save_deferred (session);
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    g_assert_true (g_file_test (journal, G_FILE_TEST_IS_REGULAR));
    /* Once: the next document is saved at once again. */
    g_assert_no_errno (g_unlink (path));
    g_assert_no_errno (g_unlink (journal));
    bf_session_set_document (session, NULL);
    bf_session_set_document (session, BF_DOCUMENT (game));
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  }
  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (g_unlink (journal));

  /* An entry before the deferred save: both steps saved at once, the
   * entry in the autosave, the first step in the journal (Undo after a
   * restart goes back to it: $9 then $0). */
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    bf_session_defer_save (session);
    bf_session_set_document (session, BF_DOCUMENT (game));
    g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), 9, NULL));
    iterate ();
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    /* Killed here. */
  }
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfDocument) restored = bf_session_load_autosave (session, &error);

    g_assert_no_error (error);
    bf_session_set_document (session, restored);
    g_assert_cmpuint (money_of (session, 0), ==, 9);
    g_assert_true (bf_session_undo (session));
    g_assert_cmpuint (money_of (session, 0), ==, 0);
    g_assert_false (bf_session_undo (session));
  }
  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (g_unlink (journal));

  /* Closing the game, or the session ending, writes it. */
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    bf_session_defer_save (session);
    bf_session_set_document (session, BF_DOCUMENT (game));
    bf_session_set_document (session, NULL);
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  }
  g_assert_no_errno (g_unlink (path));
  g_assert_no_errno (g_unlink (journal));
  {
    g_autoptr(BfSession) session = bf_session_new (file);
    g_autoptr(BfCarnegieGame) game = new_game ();

    bf_session_defer_save (session);
    bf_session_set_document (session, BF_DOCUMENT (game));
  }
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  bf_test_remove_tree (dir);
}

/* Opening the same file again continues its game in progress (issue
 * 30): the slot records the file it came from, with its size and date;
 * a file changed since is a new game; of two, the one started last. */
static void
test_shelf_source (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-shelf-XXXXXX", NULL);
  g_autofree char *games_path = g_build_filename (dir, "games", NULL);
  g_autofree char *table_path = g_build_filename (dir, "table.json", NULL);
  g_autoptr(GFile) games = g_file_new_for_path (games_path);
  g_autoptr(GFile) table = g_file_new_for_path (table_path);
  g_autoptr(GFile) other = NULL;
  g_autoptr(GFile) first = NULL;
  g_autoptr(GFile) second = NULL;
  g_autoptr(GFile) found = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (table_path, "{\"the\": \"table\"}", -1, NULL));
  first = saved_game (games, 5);
  second = saved_game (games, 6);

  /* No game came from it yet. */
  g_assert_null (bf_shelf_find_source (games, table));

  g_assert_true (bf_shelf_set_source (first, table, &error));
  g_assert_no_error (error);
  found = bf_shelf_find_source (games, table);
  g_assert_nonnull (found);
  g_assert_true (g_file_equal (found, first));
  g_clear_object (&found);

  /* Both from it: the one started last. */
  g_assert_true (bf_shelf_set_source (second, table, &error));
  g_assert_no_error (error);
  found = bf_shelf_find_source (games, table);
  g_assert_true (g_file_equal (found, second));
  g_clear_object (&found);

  /* Its record goes with a deleted game, and comes back with it. */
  g_assert_true (bf_shelf_delete (second, &error));
  found = bf_shelf_find_source (games, table);
  g_assert_true (g_file_equal (found, first));
  g_clear_object (&found);
  g_assert_true (bf_shelf_undelete (second, &error));
  g_assert_no_error (error);
  found = bf_shelf_find_source (games, table);
  g_assert_true (g_file_equal (found, second));
  g_clear_object (&found);

  /* Another file is not it. */
  {
    g_autofree char *other_path = g_build_filename (dir, "other.json", NULL);

    g_assert_true (g_file_set_contents (other_path, "{\"the\": \"table\"}", -1, NULL));
    other = g_file_new_for_path (other_path);
    g_assert_null (bf_shelf_find_source (games, other));
  }

  /* The file changed since (written again, here one byte longer): a new
   * game, none continued; saved to from the first game again, the
   * first. */
  g_assert_true (g_file_set_contents (table_path, "{\"the\": \"tables\"}", -1, NULL));
  g_assert_null (bf_shelf_find_source (games, table));
  g_assert_true (bf_shelf_set_source (first, table, &error));
  found = bf_shelf_find_source (games, table);
  g_assert_true (g_file_equal (found, first));
  g_clear_object (&found);

  /* A record whose autosave is gone is not a game; the records of games
   * gone go at a purge once older than the deleted games kept. */
  {
    g_autofree char *path = g_file_get_path (first);
    g_autofree char *name = g_file_get_basename (first);
    g_autofree char *record = g_strdup_printf ("%s/sources/%s.source", dir, name);
    g_autofree char *second_name = g_file_get_basename (second);
    g_autofree char *second_record = g_strdup_printf ("%s/sources/%s.source", dir, second_name);

    g_assert_true (g_file_test (record, G_FILE_TEST_IS_REGULAR));
    g_assert_no_errno (g_unlink (path));
    g_assert_null (bf_shelf_find_source (games, table));
    g_assert_true (bf_shelf_delete (second, &error));
    /* Within the week, both stay (a shelf put back from a copy finds
     * them); past it, the game deleted goes for good, and both go. */
    bf_shelf_purge (games, 7);
    g_assert_true (g_file_test (record, G_FILE_TEST_IS_REGULAR));
    g_assert_true (g_file_test (second_record, G_FILE_TEST_IS_REGULAR));
    bf_shelf_purge (games, 0);
    g_assert_false (g_file_test (record, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (second_record, G_FILE_TEST_EXISTS));
  }

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

  g_test_add_func ("/session/undo-redo", test_undo_redo);
  g_test_add_func ("/session/autosave", test_autosave);
  g_test_add_func ("/session/autosave-error", test_autosave_error);
  g_test_add_func ("/session/unfinished", test_unfinished);
  g_test_add_func ("/session/history-restart", test_history_restart);
  g_test_add_func ("/session/undo-steps", test_undo_steps);
  g_test_add_func ("/session/undo-size", test_undo_size);
  g_test_add_func ("/session/undo-journal", test_undo_journal);
  g_test_add_func ("/session/shelf", test_shelf);
  g_test_add_func ("/session/shelf-litter", test_shelf_litter);
  g_test_add_func ("/session/shelf-clock", test_shelf_clock);
  g_test_add_func ("/session/shelf-source", test_shelf_source);
  g_test_add_func ("/session/deferred-save", test_deferred_save);
  g_test_add_func ("/session/shelf-summary", test_shelf_summary);

  return g_test_run ();
}
