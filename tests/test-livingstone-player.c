/* test-livingstone-player.c: a Livingstone player (bf-livingstone-player.h)
 * and the game's list of them: what each entry notifies, and only there.
 *
 * Every expected number is worked out by hand next to it, from the rules
 * in docs/livingstone.md (row n scores n VP per tent at the end of a
 * round; a gem kept is 1 VP; the VP action cards count what they print).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-livingstone.h"

/* Counts the notifications of each property of one object. */
typedef struct
{
  GHashTable *counts;            /* property name (static) → count */
} Notes;

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           Notes      *notes)
{
  const char *name = g_param_spec_get_name (pspec);

  g_hash_table_insert (notes->counts, (gpointer) name,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, name)) + 1));
}

static void
notes_watch (Notes   *notes,
             gpointer object)
{
  notes->counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_signal_connect (object, "notify", G_CALLBACK (notify_cb), notes);
}

static guint
notes_get (Notes      *notes,
           const char *property)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, property));
}

static guint
notes_total (Notes *notes)
{
  GHashTableIter iter;
  gpointer value;
  guint total = 0;

  g_hash_table_iter_init (&iter, notes->counts);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    total += GPOINTER_TO_UINT (value);

  return total;
}

static void
notes_clear (Notes *notes)
{
  g_hash_table_remove_all (notes->counts);
}

static void
notes_free (Notes   *notes,
            gpointer object)
{
  g_signal_handlers_disconnect_by_func (object, notify_cb, notes);
  g_hash_table_unref (notes->counts);
}

typedef struct
{
  guint position, removed, added, n;
} ItemsChanged;

static void
items_changed_cb (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->n++;
}

/* Tests --------------------------------------------------------------- */

/* The players are a list model of player objects, in their order. */
static void
test_list (void)
{
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
  GListModel *players = bf_livingstone_game_get_players (game);
  g_autoptr(BfLivingstonePlayer) cleo = NULL;
  ItemsChanged seen = { 0 };
  Notes notes;

  g_assert_true (g_list_model_get_item_type (players) == BF_TYPE_LIVINGSTONE_PLAYER);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 0);
  g_signal_connect (players, "items-changed", G_CALLBACK (items_changed_cb), &seen);

  g_assert_true (bf_livingstone_game_add_player (game, "Anna", NULL, NULL));
  g_assert_cmpuint (seen.n, ==, 1);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_true (bf_livingstone_game_add_player (game, "", NULL, NULL));
  g_assert_true (bf_livingstone_game_add_player (game, "", NULL, NULL));
  g_assert_cmpuint (seen.n, ==, 3);
  g_assert_cmpuint (seen.position, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);

  /* The object in the list is the one the index functions use. */
  cleo = g_list_model_get_item (players, 2);
  g_assert_true (cleo == bf_livingstone_game_get_player (game, 2));
  g_assert_cmpuint (bf_livingstone_player_get_position (cleo), ==, 2);
  g_assert_cmpstr (bf_livingstone_player_get_name (cleo), ==, "");
  g_assert_cmpstr (bf_livingstone_player_get_display_name (cleo), ==, "Player 3");
  g_assert_cmpstr (bf_livingstone_player_get_color (cleo), ==,
                   bf_livingstone_game_get_player_color (game, 2));

  /* Removing the second player: one item removed at 1, and the third
   * moves up to place 1, now shown as "Player 2". */
  notes_watch (&notes, cleo);
  bf_livingstone_game_remove_player (game, 1);
  g_assert_cmpuint (seen.n, ==, 4);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_cmpuint (bf_livingstone_player_get_position (cleo), ==, 1);
  g_assert_cmpstr (bf_livingstone_player_get_display_name (cleo), ==, "Player 2");
  g_assert_cmpuint (notes_get (&notes, "position"), ==, 1);
  g_assert_cmpuint (notes_get (&notes, "display-name"), ==, 1);
  g_assert_true (g_list_model_get_item (players, 1) == cleo);
  g_object_unref (cleo);
  notes_free (&notes, cleo);

  /* A removed player stays a valid object but takes no entry. */
  {
    g_autoptr(BfLivingstonePlayer) gone = g_object_ref (bf_livingstone_game_get_player (game, 1));

    bf_livingstone_game_remove_player (game, 1);
    g_assert_false (bf_livingstone_player_is_playing (gone));
    g_assert_cmpstr (bf_livingstone_player_get_display_name (gone), ==, "Player 2");
    g_assert_cmpuint (bf_livingstone_game_get_n_players (game), ==, 1);
  }

  g_signal_handlers_disconnect_by_func (players, items_changed_cb, &seen);
}

/* One player's entry notifies that player's entry and the totals derived
 * from it, and nothing of another player. */
static void
test_notify (void)
{
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
  g_autoptr(GError) error = NULL;
  BfLivingstonePlayer *anna, *ben;
  Notes a, b;

  g_assert_true (bf_livingstone_game_add_player (game, "Anna", NULL, NULL));
  g_assert_true (bf_livingstone_game_add_player (game, "Ben", NULL, NULL));
  anna = bf_livingstone_game_get_player (game, 0);
  ben = bf_livingstone_game_get_player (game, 1);
  notes_watch (&a, anna);
  notes_watch (&b, ben);

  /* Round 1: Anna has 2 tents in row 3 = 2 × 3 = 6 VP. */
  g_assert_true (bf_livingstone_player_set_tents (anna, 0, 3, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bf_livingstone_player_get_round_score (anna, 0), ==, 6);
  g_assert_cmpint (bf_livingstone_player_get_rounds_total (anna), ==, 6);
  g_assert_cmpuint (bf_livingstone_player_get_tents_placed (anna), ==, 2);
  g_assert_cmpuint (notes_get (&a, "rounds-total"), ==, 1);
  g_assert_cmpuint (notes_get (&a, "tents-placed"), ==, 1);
  g_assert_cmpuint (notes_total (&a), ==, 2);
  g_assert_cmpuint (notes_total (&b), ==, 0);
  /* The same through the game's index function. */
  g_assert_cmpuint (bf_livingstone_game_get_tents (game, 0, 0, 3), ==, 2);

  /* Round 2 (column 2): the tents of column 1 stay there; Anna has 1 tent
   * in row 5 of column 2 = 5 VP; rounds total 6 + 5 = 11; 3 tents placed. */
  notes_clear (&a);
  g_assert_true (bf_livingstone_game_set_tents (game, 1, 0, 5, 1, NULL));
  g_assert_cmpint (bf_livingstone_player_get_rounds_total (anna), ==, 11);
  g_assert_cmpint (bf_livingstone_player_get_running_total (anna, 1), ==, 6);
  g_assert_cmpint (bf_livingstone_player_get_running_total (anna, 2), ==, 11);
  g_assert_cmpuint (bf_livingstone_player_get_tents_placed (anna), ==, 3);
  g_assert_cmpuint (notes_get (&a, "rounds-total"), ==, 1);
  g_assert_cmpuint (notes_get (&a, "tents-placed"), ==, 1);
  g_assert_cmpuint (notes_total (&b), ==, 0);

  /* The same value again: nothing. */
  notes_clear (&a);
  g_assert_true (bf_livingstone_player_set_tents (anna, 1, 5, 1, NULL));
  g_assert_cmpuint (notes_total (&a), ==, 0);

  /* Ben's gems: 4 kept + 7 VP on cards = 11 end VP. */
  g_assert_true (bf_livingstone_player_set_gems (ben, 4, NULL));
  g_assert_cmpuint (notes_get (&b, "gems"), ==, 1);
  g_assert_cmpuint (notes_get (&b, "end-vp"), ==, 1);
  g_assert_cmpuint (bf_livingstone_player_get_end_vp (ben), ==, 4);
  g_assert_true (bf_livingstone_game_set_vp_cards (game, 1, 7, NULL));
  g_assert_cmpuint (notes_get (&b, "vp-cards"), ==, 1);
  g_assert_cmpuint (notes_get (&b, "end-vp"), ==, 2);
  g_assert_cmpuint (bf_livingstone_player_get_end_vp (ben), ==, 11);
  g_assert_cmpuint (notes_get (&b, "rounds-total"), ==, 0);
  g_assert_cmpuint (notes_total (&a), ==, 0);

  /* A donation notifies itself: it changes no total of its own (its
   * effect depends on the others, in the result). */
  notes_clear (&b);
  g_assert_true (bf_livingstone_player_set_donation (ben, 12, NULL));
  g_assert_cmpuint (notes_get (&b, "donation"), ==, 1);
  g_assert_cmpuint (notes_total (&b), ==, 1);
  g_assert_cmpuint (bf_livingstone_game_get_donation (game, 1), ==, 12);

  /* Refused entries notify nothing: 31 gems is more than the 30 there
   * are (15 clear + 10 blue + 5 red). */
  notes_clear (&b);
  g_assert_false (bf_livingstone_player_set_gems (ben, 31, &error));
  g_assert_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_cmpuint (notes_total (&b), ==, 0);

  /* Tents moved: -1 in row 3 leaves Anna 2 + 1 - 1 = 2 tents placed;
   * her rounds total stays 11 (the rounds were scored as they were). */
  notes_clear (&a);
  g_assert_true (bf_livingstone_player_set_other_tents (anna, 3, -1, NULL));
  g_assert_cmpint (bf_livingstone_player_get_other_tents (anna, 3), ==, -1);
  g_assert_cmpuint (bf_livingstone_player_get_tents_placed (anna), ==, 2);
  g_assert_cmpuint (notes_get (&a, "tents-placed"), ==, 1);
  g_assert_cmpuint (notes_get (&a, "rounds-total"), ==, 0);
  g_assert_cmpuint (notes_total (&b), ==, 0);

  /* A name: "name" and "display-name" of that player only. */
  notes_clear (&a);
  g_assert_true (bf_livingstone_player_set_name (anna, "Ann", NULL));
  g_assert_cmpuint (notes_get (&a, "name"), ==, 1);
  g_assert_cmpuint (notes_get (&a, "display-name"), ==, 1);
  g_assert_cmpuint (notes_total (&a), ==, 2);
  g_assert_cmpuint (notes_total (&b), ==, 0);
  g_assert_cmpstr (bf_livingstone_game_get_display_name (game, 0), ==, "Ann");

  /* A colour: "color" of that player only. */
  notes_clear (&a);
  g_assert_true (bf_livingstone_player_set_color (ben, "yellow", NULL) ||
                 bf_livingstone_player_set_color (ben, "green", NULL));
  g_assert_cmpuint (notes_get (&b, "color"), ==, 1);
  g_assert_cmpuint (notes_total (&a), ==, 0);

  /* A stop in round 1 repeats column 1 in round 2 with round 1's tents
   * (2 in row 3 = 6 VP), pushing column 2's round to round 3: Anna's
   * rounds total is 6 + 6 + 5 = 17 (both rounds of column 1 are scored);
   * her tents placed stay 2 (column 1 counts once, as last scored, plus
   * column 2's tent, minus the one moved). Ben had no tents: nothing. */
  notes_clear (&a);
  notes_clear (&b);
  g_assert_true (bf_livingstone_game_set_stopped (game, 0, TRUE, NULL));
  g_assert_cmpint (bf_livingstone_player_get_rounds_total (anna), ==, 17);
  g_assert_cmpuint (bf_livingstone_player_get_tents_placed (anna), ==, 2);
  g_assert_cmpuint (notes_get (&a, "rounds-total"), ==, 1);
  g_assert_cmpuint (notes_get (&a, "tents-placed"), ==, 0);
  g_assert_cmpuint (notes_total (&b), ==, 0);

  notes_free (&a, anna);
  notes_free (&b, ben);
}

/* A game read from a file has its players' totals. */
static void
test_file (void)
{
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();
  g_autoptr(BfLivingstoneGame) copy = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_livingstone_game_add_player (game, "Anna", NULL, NULL));
  g_assert_true (bf_livingstone_game_add_player (game, "Ben", NULL, NULL));
  /* Ben: 3 tents in row 6 (18 VP) and 1 in row 1 (1 VP) in round 1;
   * 5 gems and 3 VP of cards: 8 end VP. */
  g_assert_true (bf_livingstone_game_set_tents (game, 0, 1, 6, 3, NULL));
  g_assert_true (bf_livingstone_game_set_tents (game, 0, 1, 1, 1, NULL));
  g_assert_true (bf_livingstone_game_set_gems (game, 1, 5, NULL));
  g_assert_true (bf_livingstone_game_set_vp_cards (game, 1, 3, NULL));

  data = bf_livingstone_game_to_data (game, NULL);
  copy = bf_livingstone_game_from_data (data, -1, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bf_livingstone_player_get_rounds_total (bf_livingstone_game_get_player (copy, 1)), ==, 19);
  g_assert_cmpuint (bf_livingstone_player_get_tents_placed (bf_livingstone_game_get_player (copy, 1)), ==, 4);
  g_assert_cmpuint (bf_livingstone_player_get_end_vp (bf_livingstone_game_get_player (copy, 1)), ==, 8);
  g_assert_cmpint (bf_livingstone_player_get_rounds_total (bf_livingstone_game_get_player (copy, 0)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/livingstone-player/list", test_list);
  g_test_add_func ("/livingstone-player/notify", test_notify);
  g_test_add_func ("/livingstone-player/file", test_file);

  return g_test_run ();
}
