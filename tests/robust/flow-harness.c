/* flow-harness.c
 *
 * A game of another flow than the final scoring, made step by step in a
 * BfSession with an autosave, for the SIGKILL test of every flow
 * (test-kill-flows.sh):
 *
 *   flow-harness AUTOSAVE solo|livingstone N
 *
 * makes N steps (solo: the deal, checklist ticks, the start, choices,
 * entries and next rounds; Livingstone: players and tents), one per
 * main-loop iteration, with an undo and a redo now and then, and after
 * each prints "step K STATE UNDO REDO" (flushed): a checksum of the
 * whole game (its file text, ticks included) and how many steps can be
 * undone and redone.
 * After step N it kills itself with SIGKILL: it never shuts down.
 *
 *   flow-harness AUTOSAVE --check
 *
 * restores AUTOSAVE as the next start of the app does (Continue) and
 * prints "state STATE UNDO REDO" the same way, or "none" / "error
 * MESSAGE".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "bf-livingstone.h"
#include "bf-session-private.h"
#include "bf-solo.h"

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}


static char *
state_of (BfSession *session)
{
  g_autofree char *data = bf_document_to_data (bf_session_get_document (session), NULL);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, data, -1);
}

static void
report (BfSession  *session,
        const char *prefix)
{
  g_autofree char *state = state_of (session);

  g_print ("%s %s %u %u\n", prefix, state,
           _bf_session_get_undo_depth (session), _bf_session_get_redo_depth (session));
}

/* Solo: step k of a game against Andrew, as the table plays it. */
static void
solo_step (BfSession *session,
           guint      k)
{
  BfSoloGame *game = BF_SOLO_GAME (bf_session_get_document (session));
  BfSoloPhase phase = bf_solo_game_get_phase (game);

  if (k % 5 == 0 && phase != BF_SOLO_PHASE_CHOICES)
    {
      /* A tick on the checklist in view. */
      guint round_no = phase == BF_SOLO_PHASE_CHECKLIST ? 0 : bf_solo_game_get_round (game);
      GListModel *steps = round_no == 0 ? bf_solo_game_get_setup_checklist (game)
                                        : bf_solo_game_get_round_instructions (game, round_no);

      if (g_list_model_get_n_items (steps) > 0)
        bf_solo_game_set_step_done (game, round_no, k % g_list_model_get_n_items (steps), TRUE);
      return;
    }

  switch (phase)
    {
    case BF_SOLO_PHASE_CHOICES:
      g_assert (bf_solo_game_confirm_setup (game, NULL));
      break;
    case BF_SOLO_PHASE_CHECKLIST:
      g_assert (bf_solo_game_start (game, NULL));
      break;
    case BF_SOLO_PHASE_CHOOSE:
      g_assert (bf_solo_game_choose (game, (BfDeptType) (k % BF_N_DEPT_TYPES), NULL));
      break;
    case BF_SOLO_PHASE_PLAY:
      if (k % 3 == 0)
        {
          /* The player's marker on a transport track, one box on. */
          BfRegion region = (BfRegion) (k % BF_N_REGIONS);
          guint box = bf_player_get_transport (bf_solo_game_get_player (game), region);

          if (box < 4)
            {
              g_assert (bf_solo_game_move_transport (game, region, box + 1, NULL));
              break;
            }
        }
      g_assert (bf_solo_game_next_round (game, NULL));
      break;
    case BF_SOLO_PHASE_SETUP_CARD:
    case BF_SOLO_PHASE_SETUP_SUPPLY:
    case BF_SOLO_PHASE_ROUND_CARD:
    case BF_SOLO_PHASE_FINISHED:
    default:
      break;
    }
}

/* Livingstone: step k, players first, then tents round by round. */
static void
livingstone_step (BfSession *session,
                  guint      k)
{
  BfLivingstoneGame *game = BF_LIVINGSTONE_GAME (bf_session_get_document (session));
  guint n = bf_livingstone_game_get_n_players (game);
  guint round, player, row;

  if (n < 3)
    {
      g_autofree char *name = g_strdup_printf ("P%u", n + 1);

      g_assert (bf_livingstone_game_add_player (game, name, NULL, NULL));
      return;
    }

  round = (k / 6) % bf_livingstone_game_get_n_rounds (game);
  player = k % n;
  row = 1 + k % 6;
  g_assert (bf_livingstone_game_set_tents (game, round, player, row,
                                           bf_livingstone_game_get_tents (game, round, player, row) + 1,
                                           NULL));
}

static int
check (GFile *file)
{
  g_autoptr(BfSession) session = bf_session_new (file);
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  document = bf_session_load_autosave (session, &error);
  if (error != NULL)
    g_print ("error %s\n", error->message);
  else if (document == NULL)
    g_print ("none\n");
  else
    {
      bf_session_set_document (session, document);
      report (session, "state");
    }

  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(BfSession) session = NULL;
  g_autoptr(BfDocument) document = NULL;
  gboolean solo;
  guint n;

  setlocale (LC_ALL, "");

  if (argc < 3)
    {
      g_printerr ("usage: flow-harness AUTOSAVE solo|livingstone N | AUTOSAVE --check\n");
      return 2;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  if (g_str_equal (argv[2], "--check"))
    return check (file);

  g_assert (argc == 4);
  solo = g_str_equal (argv[2], "solo");
  n = (guint) g_ascii_strtoull (argv[3], NULL, 10);
  setvbuf (stdout, NULL, _IOLBF, 0);

  session = bf_session_new (file);
  document = solo ? BF_DOCUMENT (bf_solo_game_new (7)) : BF_DOCUMENT (bf_livingstone_game_new ());
  bf_session_set_document (session, document);

  for (guint k = 1; k <= n; k++)
    {
      if (k % 7 == 0)
        {
          /* Undo a step, and redo it only every other time: a game
           * killed with something to redo keeps it too. */
          if (bf_session_undo (session) && k % 14 == 0)
            g_assert (bf_session_redo (session));
        }
      else if (solo)
        solo_step (session, k);
      else
        livingstone_step (session, k);
      iterate ();
      {
        g_autofree char *prefix = g_strdup_printf ("step %u", k);

        report (session, prefix);
      }
    }

  raise (SIGKILL);
  return 1;
}
