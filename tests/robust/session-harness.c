/* session-harness.c
 *
 * A BfSession making entries into a 2-player game, each autosaved, for the
 * SIGKILL tests (test-kill-during-save.sh):
 *
 *   session-harness AUTOSAVE N [--kill-at=STEP:SAVE] [--continue]
 *
 * makes N entries (Anna's money 1, 2, … N, one per main-loop iteration)
 * and prints "saved K" on stdout, flushed, once entry K is autosaved.
 * --kill-at=temp-written:5 sends itself SIGKILL at that step of the 5th
 * save (see _bf_session_set_save_hook() in bf-session.h). --continue first restores the game
 * from AUTOSAVE (as "Continue Last Game" does) and goes on from its money.
 *
 * --player=I makes the entries on player I's money instead (from theirs,
 * with --continue). --wait is for two processes on one game
 * (test-two-processes.c): after the game is open it prints "ready" (and
 * "read-only" when another process has it open, bf-session.h), reads a
 * line from stdin before its entries and, after them, prints "done" and
 * waits for the end of stdin; entries not saved (read-only) print "kept
 * K" instead.
 *
 *   session-harness AUTOSAVE --check
 *
 * restores AUTOSAVE like the next start of the app and prints "money K"
 * (the last entry it holds), or "none", or "error MESSAGE"; and "notice
 * TEXT" when the previous good copy was used.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bf-carnegie-game.h"
#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "bf-session.h"

static char *kill_step;
static guint kill_save;
static guint n_saves;

static void
save_hook (const char *step,
           gpointer    user_data)
{
  if (g_str_equal (step, "renamed"))
    n_saves++;

  /* "renamed" completes save n_saves; earlier steps belong to the next. */
  if (kill_step != NULL && g_str_equal (step, kill_step) &&
      (g_str_equal (step, "renamed") ? n_saves : n_saves + 1) == kill_save)
    raise (SIGKILL);
}

static int
check (GFile *file)
{
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  document = bf_session_load_autosave (session, &error);
  if (bf_session_get_recovery_notice (session) != NULL)
    g_print ("notice %s\n", bf_session_get_recovery_notice (session));

  if (error != NULL)
    g_print ("error %s\n", error->message);
  else if (document == NULL)
    g_print ("none\n");
  else if (!BF_IS_CARNEGIE_GAME (document))
    g_print ("error not a game\n");
  else
    g_print ("money %u\n", bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), 0)));

  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(BfSession) session = NULL;
  g_autoptr(BfCarnegieGame) game = NULL;
  gboolean resume = FALSE;
  gboolean wait = FALSE;
  guint player = 0;
  guint first = 1;
  guint n;
  char line[64];

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  setlocale (LC_ALL, "");

  if (argc < 3)
    {
      g_printerr ("usage: session-harness AUTOSAVE N [--kill-at=STEP:SAVE] [--continue] [--player=I] [--wait] | AUTOSAVE --check\n");
      return 2;
    }

  file = g_file_new_for_commandline_arg (argv[1]);

  if (g_str_equal (argv[2], "--check"))
    return check (file);

  n = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  for (int i = 3; i < argc; i++)
    {
      if (g_str_has_prefix (argv[i], "--kill-at="))
        {
          g_auto(GStrv) parts = g_strsplit (argv[i] + strlen ("--kill-at="), ":", 2);

          g_assert (g_strv_length (parts) == 2);
          kill_step = g_strdup (parts[0]);
          kill_save = (guint) g_ascii_strtoull (parts[1], NULL, 10);
        }
      else if (g_str_equal (argv[i], "--continue"))
        resume = TRUE;
      else if (g_str_equal (argv[i], "--wait"))
        wait = TRUE;
      else if (g_str_has_prefix (argv[i], "--player="))
        player = (guint) g_ascii_strtoull (argv[i] + strlen ("--player="), NULL, 10);
    }

  setvbuf (stdout, NULL, _IOLBF, 0);

  session = bf_session_new (file);
  _bf_session_set_save_hook (session, save_hook, NULL);

  if (resume)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BfDocument) document = bf_session_load_autosave (session, &error);

      g_assert_no_error (error);
      g_assert (BF_IS_CARNEGIE_GAME (document));
      game = BF_CARNEGIE_GAME (g_steal_pointer (&document));
      first = bf_carnegie_player_get_money (bf_carnegie_game_get_player (game, player)) + 1;
    }
  else
    {
      game = bf_carnegie_game_new ();
      g_assert (bf_carnegie_game_add_player (game, "Anna", NULL) != NULL);
      g_assert (bf_carnegie_game_add_player (game, "Ben", NULL) != NULL);
    }

  bf_session_set_document (session, BF_DOCUMENT (game));

  if (wait)
    {
      if (bf_session_get_read_only (session))
        printf ("read-only\n");
      printf ("ready\n");
      if (fgets (line, sizeof line, stdin) == NULL)
        return 1;
    }

  for (guint k = first; k < first + n; k++)
    {
      BfCarnegieGame *current = bf_carnegie_game_from_session (session);

      g_assert (bf_carnegie_player_set_money (bf_carnegie_game_get_player (current, player), k, NULL));
      /* One entry, one main-loop iteration, one autosave. */
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_assert (bf_session_get_autosave_error (session) == NULL);
      printf ("%s %u\n", bf_session_get_read_only (session) ? "kept" : "saved", k);
    }

  if (wait)
    {
      printf ("done\n");
      while (fgets (line, sizeof line, stdin) != NULL)
        ;
    }

  g_clear_object (&session);
  g_free (kill_step);

  return 0;
}
