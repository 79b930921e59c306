/* flow-harness.c
 *
 * A game of another flow than the final scoring, made step by step in a
 * BfSession with an autosave, for the SIGKILL test of every flow
 * (test-kill-flows.sh):
 *
 *   flow-harness AUTOSAVE solo|livingstone|setup N
 *
 * makes N steps (solo: the deal, checklist ticks, the start, choices,
 * entries and next rounds; Livingstone: players and tents; setup: a
 * 3-player table set up as the setup assistant does it, through the same
 * calls on the game: the deal, the bidding sheets filled in line by line
 * and sealed, the reveal, checklist ticks, covers, setup moves, the
 * secret donations each picked, then sealed), one per main-loop iteration, with
 * an undo and a redo now and then (not while setting up: the app offers
 * none), and after
 * each prints "step K STATE UNDO REDO PICK" (flushed): a checksum of the
 * whole game (its file text, ticks included), how many steps can be
 * undone and redone, and the secret donation picked and not sealed yet
 * as the game gives it back ("PLAYER:POSITION", "-" for none).
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

#include "bf-carnegie-game.h"
#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"
#include "bf-session.h"
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

/* The secret donation a player picked and has not sealed, read through
 * the game (not only its file text: a pick the file left out would give
 * the same checksum before and after a restart). */
static char *
pick_of (BfSession *session)
{
  BfCarnegieGame *game = bf_carnegie_game_from_session (session);

  for (guint i = 0; game != NULL && i < bf_carnegie_game_get_n_players (game); i++)
    if (bf_carnegie_game_get_setup_secret_pick (game, i) != BF_CHART_POS_NONE)
      return g_strdup_printf ("%u:%u", i, bf_carnegie_game_get_setup_secret_pick (game, i));

  return g_strdup ("-");
}

static void
report (BfSession  *session,
        const char *prefix)
{
  g_autofree char *state = state_of (session);
  g_autofree char *pick = pick_of (session);

  g_print ("%s %s %u %u %s\n", prefix, state,
           bf_session_get_undo_depth (session), bf_session_get_redo_depth (session), pick);
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
          guint box = bf_carnegie_player_get_transport (bf_solo_game_get_player (game), region);

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

/* Setup: a 3-player table with A New Beginning, New Donations and the
 * Secret Donation, as the setup assistant keeps it in the game. */
static BfCarnegieGame *
new_setup (void)
{
  static const char * const names[] = { "Anna", "Ben", "Cara" };
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfBidding) bidding = bf_bidding_new (rules, 3);
  g_autoptr(GRand) rng = g_rand_new_with_seed (11);
  g_autoptr(GArray) supply = NULL;
  BfSetupRecord record = { 0, };
  BfSetupProgress progress = { 0, };

  for (guint i = 0; i < 3; i++)
    g_assert (bf_carnegie_game_add_player (game, names[i], NULL) != NULL);
  g_assert (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_BEGINNING | BF_MODULE_NEW_DONATIONS |
                                          BF_MODULE_SECRET_DONATION, NULL));
  record.seed = 11;
  bf_setup_deal_timeline (rng, record.timeline);
  supply = bf_setup_deal_supply (rules, rng, BF_SUPPLY_BASE);
  record.n_departments = MIN (supply->len, BF_SETUP_MAX_DEPARTMENTS);
  memcpy (record.departments, supply->data, record.n_departments * sizeof (guint));
  g_assert (bf_carnegie_game_set_setup (game, &record, NULL));
  bf_bidding_set_seed (bidding, 11);
  bf_carnegie_game_set_bidding (game, bidding);
  progress.step = BF_SETUP_STEP_BIDDING;
  g_assert (bf_carnegie_game_set_setup_progress (game, &progress, NULL));

  return g_steal_pointer (&game);
}

static void
set_step (BfCarnegieGame *game,
          BfSetupStep     step)
{
  BfSetupProgress progress = *bf_carnegie_game_get_setup_progress (game);

  progress.step = step;
  g_assert (bf_carnegie_game_set_setup_progress (game, &progress, NULL));
}

/* One thing the table does at step k of its setup. */
static void
setup_step (BfSession *session,
            guint      k)
{
  BfCarnegieGame *game = bf_carnegie_game_from_session (session);
  const BfSetupProgress *progress = bf_carnegie_game_get_setup_progress (game);
  BfBidding *bidding = bf_carnegie_game_get_bidding (game);

  if (progress == NULL)
    return;

  switch (progress->step)
    {
    case BF_SETUP_STEP_BIDDING:
      {
        guint next = bf_bidding_get_next_unsealed (bidding);
        BfBiddingSheet *sheet;
        BfBidLineKind line;

        if (next >= bf_bidding_get_n_sheets (bidding))
          {
            g_autoptr(BfBidReveal) reveal = bf_bidding_reveal (bidding, NULL);
            BfSetupRecord record = *bf_carnegie_game_get_setup (game);

            for (guint i = 0; i < 3; i++)
              g_assert (bf_bid_reveal_apply_score_track (reveal, i, bf_carnegie_game_get_player (game, i), NULL));
            record.first_player = bf_bid_reveal_get_first_player (reveal);
            g_assert (bf_carnegie_game_set_setup (game, &record, NULL));
            set_step (game, BF_SETUP_STEP_TABLE);
            return;
          }
        /* The open sheet, a line at a time: the bid, lines 2-5, seal. */
        sheet = bf_bidding_get_sheet (bidding, next);
        if (bf_bidding_sheet_get_bid (sheet) == 0)
          {
            g_assert (bf_bidding_sheet_set_bid (sheet, (int) next + 1, NULL));
            return;
          }
        for (line = BF_BID_GOODS; line < BF_N_BID_LINES; line++)
          if (bf_bidding_sheet_get_choice (sheet, line) == BF_BID_NO_CHOICE)
            {
              g_assert (bf_bidding_sheet_set_choice (sheet, line, (int) (k % 2), NULL));
              return;
            }
        g_assert (bf_bidding_sheet_seal (sheet, NULL));
      }
      break;
    case BF_SETUP_STEP_TABLE:
    case BF_SETUP_STEP_MOVES:
      /* The checklist ticked row by row (no undo step), then on. */
      for (guint row = 0; row < (progress->step == BF_SETUP_STEP_TABLE ? 6 : 3); row++)
        if (!bf_carnegie_game_get_setup_tick (game, progress->step, row))
          {
            bf_carnegie_game_set_setup_tick (game, progress->step, row, TRUE);
            return;
          }
      set_step (game, progress->step == BF_SETUP_STEP_TABLE ? BF_SETUP_STEP_COVERS : BF_SETUP_STEP_SECRET);
      break;
    case BF_SETUP_STEP_COVERS:
      {
        BfSetupProgress next = *progress;
        guint turn = progress->n_cover_turns;

        if (turn >= 3)
          {
            set_step (game, BF_SETUP_STEP_MOVES);
            return;
          }
        /* The first and third players cover a column, the second passes. */
        next.cover_columns[turn] = turn % 2 == 0 ? (int) turn : -1;
        next.n_cover_turns = turn + 1;
        if (turn % 2 == 0)
          g_assert (bf_carnegie_game_set_cover (game, turn, (turn + 1) % BF_N_DONATION_TYPES, NULL));
        g_assert (bf_carnegie_game_set_setup_progress (game, &next, NULL));
      }
      break;
    case BF_SETUP_STEP_SECRET:
      /* Each player in turn picks a space (one step), then seals it
       * (the next): the secret page's calls. */
      for (guint i = 0; i < 3; i++)
        if (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, i)) == BF_CHART_POS_NONE)
          {
            BfChartPos pick = bf_carnegie_game_get_setup_secret_pick (game, i);

            if (pick == BF_CHART_POS_NONE)
              {
                bf_carnegie_game_set_setup_secret_pick (game, i, BF_CHART_POS (i, 1 + k % BF_CHART_ROWS));
                return;
              }
            bf_carnegie_game_set_secrets_sealed (game, TRUE);
            g_assert (bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, i), pick, NULL));
            bf_carnegie_game_set_setup_secret_pick (game, i, BF_CHART_POS_NONE);
            return;
          }
      set_step (game, BF_SETUP_STEP_READY);
      break;
    case BF_SETUP_STEP_READY:
    default:
      /* Done: the table is ready. */
      g_assert (bf_carnegie_game_set_setup_progress (game, NULL, NULL));
      break;
    }
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
  gboolean solo, setup;
  guint n;

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  setlocale (LC_ALL, "");

  if (argc < 3)
    {
      g_printerr ("usage: flow-harness AUTOSAVE solo|livingstone|setup N | AUTOSAVE --check\n");
      return 2;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  if (g_str_equal (argv[2], "--check"))
    return check (file);

  g_assert (argc == 4);
  solo = g_str_equal (argv[2], "solo");
  setup = g_str_equal (argv[2], "setup");
  n = (guint) g_ascii_strtoull (argv[3], NULL, 10);
  setvbuf (stdout, NULL, _IOLBF, 0);

  session = bf_session_new (file);
  document = solo ? BF_DOCUMENT (bf_solo_game_new (7))
           : setup ? BF_DOCUMENT (new_setup ())
           : BF_DOCUMENT (bf_livingstone_game_new ());
  bf_session_set_document (session, document);

  for (guint k = 1; k <= n; k++)
    {
      if (k % 7 == 0 && !setup)
        {
          /* Undo a step, and redo it only every other time: a game
           * killed with something to redo keeps it too. */
          if (bf_session_undo (session) && k % 14 == 0)
            g_assert (bf_session_redo (session));
        }
      else if (solo)
        solo_step (session, k);
      else if (setup)
        setup_step (session, k);
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
