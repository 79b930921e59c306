/* test-session-random.c
 *
 * A net under refactoring: random entry sequences into a BfSession, mixed
 * with undo and redo, checked against a plain model of the history after
 * every step. The invariants:
 *
 *  - undo and redo move through exactly the tables entered, and undoing
 *    everything gives back the starting table;
 *  - save, open, save gives identical bytes;
 *  - the score sheet of the live table equals a fresh scoring of the same
 *    table opened from its file (or both are refused with one message);
 *  - nothing entered is lost across a simulated kill: the next start
 *    restores the autosave as it was after the last step.
 *
 * The normal suite runs a short run. build-aux/soak.sh runs a long one
 * and prints its figures (docs/robustness.md):
 *
 *   test-session-random [--sequences N] [--steps N] [--first-seed N] [--report]
 *
 * A failure prints the seed of the failing sequence; --first-seed repeats it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "bf-carnegie-kind.h"
#include "bf-game-file.h"
#include "bf-livingstone-kind.h"
#include "bf-score-sheet.h"
#include "bf-session.h"

static guint n_sequences = 40;
static guint n_steps = 60;
static guint32 first_seed = 20261124;
static gboolean report;

/* What one run did, for the soak figures. */
static struct
{
  guint64 entries;         /* entries tried */
  guint64 steps;           /* entries that changed the table (undo steps) */
  guint64 refused;         /* entries the model refused (impossible tables) */
  guint64 undos;
  guint64 redos;
  guint64 kills;           /* simulated kills checked */
  guint64 round_trips;     /* save → open → save checked */
  guint64 scorings;        /* live against fresh scoring */
  guint64 scored;          /* of which a valid table with a score sheet */
} figures;

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static char *
table_data (BfSession *session)
{
  return bf_document_to_data (bf_session_get_document (session), NULL);
}

static BfCarnegiePlayer *
random_player (GRand          *rand,
               BfCarnegieGame *game)
{
  GListModel *players = bf_carnegie_game_get_players (game);
  guint n = g_list_model_get_n_items (players);
  g_autoptr(BfCarnegiePlayer) player = g_list_model_get_item (players, g_rand_int_range (rand, 0, n));

  /* The game holds the player. */
  return player;
}

/* A value that is usually possible, sometimes past a limit. */
static guint
random_amount (GRand *rand,
               guint  usual_max)
{
  if (g_rand_int_range (rand, 0, 20) == 0)
    return g_rand_int (rand);

  return g_rand_int_range (rand, 0, usual_max + 1);
}

/* One entry as a player would make it in an editor: any setter of the
 * table with a random, sometimes impossible, value. Returns FALSE when the
 * model refused it. */
static gboolean
random_entry (GRand          *rand,
              BfCarnegieGame *game)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);
  BfCarnegiePlayer *player = random_player (rand, game);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  switch (g_rand_int_range (rand, 0, 22))
    {
    case 0:
      ok = bf_carnegie_player_set_money (player, random_amount (rand, 60), &error);
      break;
    case 1:
      ok = bf_carnegie_player_set_goods (player, random_amount (rand, 12), &error);
      break;
    case 2:
      ok = bf_carnegie_player_set_score_track (player, g_rand_int_range (rand, -12, 150), &error);
      break;
    case 3:
      ok = bf_carnegie_player_set_transport (player, g_rand_int_range (rand, 0, BF_N_REGIONS),
                                             g_rand_int_range (rand, 0, BF_N_TRACK_BOXES + 2), &error);
      break;
    case 4:
    case 5:
      ok = bf_carnegie_player_add_project (player, g_rand_int_range (rand, 0, bf_carnegie_rules_get_n_spaces (rules) + 1),
                                           g_rand_int_range (rand, 0, BF_N_PROJECT_TYPES + 1), &error);
      break;
    case 6:
      if (bf_carnegie_player_get_n_projects (player) > 0)
        {
          const BfProject *project = bf_carnegie_player_get_project (player, g_rand_int_range (rand, 0, bf_carnegie_player_get_n_projects (player)));

          ok = bf_carnegie_player_remove_project (player, project->space);
        }
      break;
    case 7:
      ok = bf_carnegie_player_add_donation (player, g_rand_int_range (rand, 0, BF_N_CHART_POSITIONS + 1), &error);
      break;
    case 8:
      if (bf_carnegie_player_get_n_donations (player) > 0)
        ok = bf_carnegie_player_remove_donation (player, bf_carnegie_player_get_donation (player, g_rand_int_range (rand, 0, bf_carnegie_player_get_n_donations (player))));
      break;
    case 9:
      {
        BfBuiltDepartment department = {
          .number = g_rand_int_range (rand, 0, BF_N_DEPARTMENTS + 2),
          .top_row = g_rand_boolean (rand),
          .left_column = g_rand_boolean (rand),
          .active_employee = g_rand_boolean (rand),
        };

        if (bf_carnegie_player_find_department (player, department.number) != NULL)
          ok = bf_carnegie_player_update_department (player, &department, &error);
        else
          ok = bf_carnegie_player_add_department (player, &department, &error);
      }
      break;
    case 10:
      if (bf_carnegie_player_get_n_departments (player) > 0)
        ok = bf_carnegie_player_remove_department (player, bf_carnegie_player_get_department (player, g_rand_int_range (rand, 0, bf_carnegie_player_get_n_departments (player)))->number);
      break;
    case 11:
      {
        guint active = g_rand_int_range (rand, 0, 10);

        ok = bf_carnegie_player_set_employees (player, active, g_rand_int_range (rand, 0, 6),
                                               g_rand_int_range (rand, 0, 4),
                                               g_rand_int_range (rand, 0, active + 2), &error);
      }
      break;
    case 12:
      ok = bf_carnegie_player_set_empty_spaces (player, random_amount (rand, 8), &error);
      break;
    case 13:
      ok = bf_carnegie_player_set_tab_vp (player, g_rand_int_range (rand, 0, BF_N_PROJECT_TYPES),
                                          random_amount (rand, 12), &error);
      break;
    case 14:
      bf_carnegie_player_set_action_choice (player, g_rand_boolean (rand));
      break;
    case 15:
      ok = bf_carnegie_game_set_modules (game, g_rand_int_range (rand, 0, BF_MODULE_NEW_BEGINNING << 1), &error);
      break;
    case 16:
      ok = bf_carnegie_game_set_cover (game, g_rand_int_range (rand, 0, BF_N_DONATION_TYPES),
                                       g_rand_int_range (rand, BF_NO_TILE, BF_N_DONATION_TYPES + 1), &error);
      break;
    case 17:
      ok = bf_carnegie_game_set_space_blocked (game, g_rand_int_range (rand, 0, bf_carnegie_rules_get_n_spaces (rules)),
                                               g_rand_boolean (rand), &error);
      break;
    case 18:
      ok = bf_carnegie_game_set_chart_blocked (game, g_rand_int_range (rand, 0, BF_N_CHART_POSITIONS),
                                               g_rand_boolean (rand), &error);
      break;
    case 19:
      ok = bf_carnegie_player_set_secret_donation (player, g_rand_int_range (rand, 0, BF_N_CHART_POSITIONS + 1) == BF_N_CHART_POSITIONS
                                                  ? BF_CHART_POS_NONE
                                                  : (BfChartPos) g_rand_int_range (rand, 0, BF_N_CHART_POSITIONS),
                                          &error);
      break;
    case 20:
      if (bf_carnegie_player_is_andrew (player))
        ok = bf_carnegie_player_set_vp_cards (player, g_rand_int_range (rand, 0, BF_N_VP_CARDS),
                                              random_amount (rand, 8), &error);
      else
        {
          static const char *names[] = { "Anna", "Ben", "Cleo", "anna", "Dora Ödegård", "" };

          ok = bf_carnegie_player_set_name (player, names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))], &error);
        }
      break;
    case 21:
      if (bf_carnegie_player_is_andrew (player))
        {
          if (g_rand_boolean (rand) && bf_carnegie_player_get_n_taken (player) > 0)
            ok = bf_carnegie_player_remove_taken (player, bf_carnegie_player_get_taken (player, 0));
          else
            ok = bf_carnegie_player_add_taken (player, g_rand_int_range (rand, 0, BF_N_DEPARTMENTS + 2), &error);
        }
      else if (g_rand_boolean (rand) && bf_carnegie_game_get_n_players (game) < BF_MAX_PLAYERS && !bf_carnegie_game_get_solo (game))
        ok = bf_carnegie_game_add_player (game, "Eli", &error) != NULL;
      else if (bf_carnegie_game_get_n_players (game) > 1)
        bf_carnegie_game_remove_player (game, player);
      break;
    default:
      g_assert_not_reached ();
    }

  /* A refusal says why (removing what is not there just returns FALSE). */
  if (!ok && error != NULL)
    g_assert_cmpstr (error->message, !=, "");

  return ok;
}

/* The score sheet of @game as text, or the one sentence that refuses it. */
static char *
scoring (BfCarnegieGame *game,
         gboolean       *valid)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfScoreSheet) sheet = bf_score_sheet_new (game, &error);

  *valid = sheet != NULL;
  if (sheet == NULL)
    return g_strdup_printf ("refused: %s", error->message);

  return bf_score_sheet_to_text (sheet);
}

static void
check_round_trip_and_scoring (BfSession *session)
{
  BfCarnegieGame *game = bf_carnegie_game_from_session (session);
  g_autofree char *data = table_data (session);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) opened = NULL;
  g_autofree char *again = NULL;
  g_autofree char *live = NULL;
  g_autofree char *fresh = NULL;
  gboolean live_valid, fresh_valid;

  opened = bf_game_file_from_data_full (data, -1, BF_GAME_FILE_LOAD_UNFINISHED, &error);
  g_assert_no_error (error);
  again = bf_game_file_to_data (opened, NULL);
  g_assert_cmpstr (again, ==, data);
  figures.round_trips++;

  live = scoring (game, &live_valid);
  fresh = scoring (opened, &fresh_valid);
  g_assert_cmpstr (live, ==, fresh);
  g_assert_cmpint (live_valid, ==, fresh_valid);
  figures.scorings++;
  if (live_valid)
    figures.scored++;
}

/* What the next start of the app finds after a kill now: the autosave as
 * the session wrote it (the session is not disposed, so nothing is
 * flushed on the way out). */
/* The next start after a kill: the table of @expected, and (the undo
 * journal) the same @undo steps to undo and @redo to redo, as far as the
 * journal reaches (200 steps). */
static void
check_kill (GFile      *autosave,
            const char *expected,
            guint       undo,
            guint       redo)
{
  g_autoptr(BfSession) next = bf_session_new (autosave);
  g_autoptr(BfDocument) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  restored = bf_session_load_autosave (next, &error);
  g_assert_no_error (error);
  g_assert_nonnull (restored);
  g_assert_null (bf_session_get_recovery_notice (next));
  data = bf_document_to_data (restored, NULL);
  g_assert_cmpstr (data, ==, expected);
  if (undo + redo < 200)
    {
      bf_session_set_document (next, restored);
      g_assert_cmpuint (bf_session_get_undo_depth (next), ==, undo);
      g_assert_cmpuint (bf_session_get_redo_depth (next), ==, redo);
    }
  figures.kills++;
}

static BfCarnegieGame *
starting_table (GRand *rand)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();
  guint n = g_rand_int_range (rand, 1, BF_MAX_PLAYERS + 1);
  static const char *names[] = { "Anna", "Ben", "Cleo", "Dora" };

  for (guint i = 0; i < n; i++)
    g_assert_nonnull (bf_carnegie_game_add_player (game, names[i], NULL));
  if (n == 1 && g_rand_boolean (rand))
    g_assert_true (bf_carnegie_game_set_solo (game, TRUE, NULL));

  /* Something already on the table before the session starts. */
  for (guint i = 0; i < 5; i++)
    random_entry (rand, game);

  return game;
}

static void
run_sequence (guint32     seed,
              const char *dir)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) autosave = g_file_new_for_path (path);
  g_autoptr(BfSession) session = bf_session_new (autosave);
  g_autoptr(BfCarnegieGame) game = starting_table (rand);
  /* The model: every table of the history, and where the session is. */
  g_autoptr(GPtrArray) history = g_ptr_array_new_with_free_func (g_free);
  guint position = 0;

  bf_session_set_document (session, BF_DOCUMENT (game));
  g_ptr_array_add (history, table_data (session));
  check_kill (autosave, g_ptr_array_index (history, 0), 0, 0);

  for (guint step = 0; step < n_steps; step++)
    {
      guint what = g_rand_int_range (rand, 0, 10);
      const char *expected;

      if (what < 6)
        {
          g_autofree char *data = NULL;

          figures.entries++;
          if (!random_entry (rand, bf_carnegie_game_from_session (session)))
            figures.refused++;
          iterate ();

          data = table_data (session);
          if (g_strcmp0 (data, g_ptr_array_index (history, position)) != 0)
            {
              /* A new step drops what could have been redone. */
              g_ptr_array_set_size (history, position + 1);
              g_ptr_array_add (history, g_steal_pointer (&data));
              position++;
              figures.steps++;
            }
        }
      else if (what < 8)
        {
          g_assert_cmpint (bf_session_get_can_undo (session), ==, position > 0);
          g_assert_cmpint (bf_session_undo (session), ==, position > 0);
          if (position > 0)
            {
              position--;
              figures.undos++;
            }
        }
      else
        {
          g_assert_cmpint (bf_session_get_can_redo (session), ==, position + 1 < history->len);
          g_assert_cmpint (bf_session_redo (session), ==, position + 1 < history->len);
          if (position + 1 < history->len)
            {
              position++;
              figures.redos++;
            }
        }

      expected = g_ptr_array_index (history, position);
      {
        g_autofree char *data = table_data (session);

        g_assert_cmpstr (data, ==, expected);
      }

      if (g_rand_int_range (rand, 0, 4) == 0)
        check_round_trip_and_scoring (session);
      if (g_rand_int_range (rand, 0, 4) == 0)
        check_kill (autosave, expected, position, history->len - 1 - position);
    }

  /* Undoing everything gives back the starting table, redoing everything
   * the last one. */
  while (bf_session_undo (session))
    position--;
  g_assert_cmpuint (position, ==, 0);
  {
    g_autofree char *data = table_data (session);

    g_assert_cmpstr (data, ==, g_ptr_array_index (history, 0));
  }
  check_kill (autosave, g_ptr_array_index (history, 0), 0, history->len - 1);

  while (bf_session_redo (session))
    position++;
  g_assert_cmpuint (position, ==, history->len - 1);
  {
    g_autofree char *data = table_data (session);

    g_assert_cmpstr (data, ==, g_ptr_array_index (history, position));
  }
  check_round_trip_and_scoring (session);
  check_kill (autosave, g_ptr_array_index (history, position), position, 0);

  g_clear_object (&session);
  g_assert_no_errno (g_unlink (path));
  (void) g_unlink (backup);
  {
    g_autofree char *journal = g_strconcat (path, ".history", NULL);

    (void) g_unlink (journal);
  }
}

static void
test_random_sessions (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-random-XXXXXX", NULL);

  g_assert_nonnull (dir);

  for (guint i = 0; i < n_sequences; i++)
    {
      guint32 seed = first_seed + i;

      g_test_message ("sequence seed %u", seed);
      run_sequence (seed, dir);
    }

  g_assert_no_errno (g_rmdir (dir));
}

int
main (int   argc,
      char *argv[])
{
  GOptionEntry entries[] = {
    { "sequences", 0, 0, G_OPTION_ARG_INT, &n_sequences, "Random entry sequences", "N" },
    { "steps", 0, 0, G_OPTION_ARG_INT, &n_steps, "Entries, undos and redos per sequence", "N" },
    { "first-seed", 0, 0, G_OPTION_ARG_INT, &first_seed, "Seed of the first sequence", "N" },
    { "report", 0, 0, G_OPTION_ARG_NONE, &report, "Print the figures of the run", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  gint64 start;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  g_test_add_func ("/session/random", test_random_sessions);

  start = g_get_monotonic_time ();
  status = g_test_run ();

  if (report)
    printf ("sequences %u, steps per sequence %u, first seed %u\n"
            "entries %" G_GUINT64_FORMAT " (refused %" G_GUINT64_FORMAT "), undo steps %" G_GUINT64_FORMAT
            ", undos %" G_GUINT64_FORMAT ", redos %" G_GUINT64_FORMAT "\n"
            "kills checked %" G_GUINT64_FORMAT ", save-open-save %" G_GUINT64_FORMAT
            ", scorings %" G_GUINT64_FORMAT " (%" G_GUINT64_FORMAT " valid tables)\n"
            "seconds %.1f\n",
            n_sequences, n_steps, first_seed,
            figures.entries, figures.refused, figures.steps, figures.undos, figures.redos,
            figures.kills, figures.round_trips, figures.scorings, figures.scored,
            (g_get_monotonic_time () - start) / 1e6);

  return status;
}
