/* test-model.c: the table model refuses impossible tables.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-carnegie-game.h"
#include "bf-game-file.h"
#include "bf-score-sheet.h"
#include "bf-solo.h"
#include "bf-test-core.h"

static void
count_cb (gpointer  instance,
          guint    *counter)
{
  (*counter)++;
}

static void
test_players (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna, *ben;
  guint changed = 0;

  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changed);

  anna = bf_carnegie_game_add_player (game, "Anna", &error);
  g_assert_no_error (error);
  g_assert_nonnull (anna);
  g_assert_cmpuint (changed, ==, 1);

  /* A default name for an unnamed player. */
  ben = bf_carnegie_game_add_player (game, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bf_carnegie_player_get_name (ben), ==, "Player 2");
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_game_get_players (game)), ==, 2);

  /* A change to a player is a change to the game. */
  changed = 0;
  g_assert_true (bf_carnegie_player_set_money (anna, 12, &error));
  g_assert_cmpuint (changed, ==, 1);
  /* Setting the same value again changes nothing. */
  g_assert_true (bf_carnegie_player_set_money (anna, 12, &error));
  g_assert_cmpuint (changed, ==, 1);

  /* Bad names. */
  g_assert_false (bf_carnegie_player_set_name (ben, "", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_name (ben, "   ", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_name (ben, "Ben\nBen", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_name (ben, "An extremely long name that nobody writes on a score pad", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_name (ben, "\xff\xfe", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpstr (bf_carnegie_player_get_name (ben), ==, "Player 2");

  /* Same name twice (case-insensitive) is refused by validation. */
  g_assert_true (bf_carnegie_player_set_name (ben, "anna", &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "anna"));
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_set_name (ben, "Ben", &error));

  /* Same colour twice. */
  g_assert_true (bf_carnegie_player_set_color (anna, "red", &error));
  g_assert_true (bf_carnegie_player_set_color (ben, "red", &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_set_color (ben, "blue", &error));
  g_assert_false (bf_carnegie_player_set_color (ben, "mauve", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* At most four players. */
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Carl", &error));
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Dora", &error));
  g_assert_null (bf_carnegie_game_add_player (game, "Emil", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 4);

  bf_carnegie_game_remove_player (game, ben);
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 3);
}

static void
test_counts (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);

  /* Employees: 15 at most, in all. */
  g_assert_true (bf_carnegie_player_set_employees (anna, 10, 3, 2, 4, &error));
  g_assert_no_error (error);
  g_assert_false (bf_carnegie_player_set_employees (anna, 10, 4, 2, 4, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_employees (anna, 16, 0, 0, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_employees (anna, G_MAXUINT, G_MAXUINT, 2, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  /* More on paid workstations than active. */
  g_assert_false (bf_carnegie_player_set_employees (anna, 3, 0, 0, 4, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  /* Nothing changed by the refusals. */
  g_assert_cmpuint (bf_carnegie_player_get_active_employees (anna), ==, 10);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_board (anna), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_missions (anna), ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_active_on_cost (anna), ==, 4);

  /* Huge counts ("negative" numbers from a careless cast are huge too). */
  g_assert_false (bf_carnegie_player_set_money (anna, (guint) -5, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_goods (anna, BF_MAX_COUNT + 1, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_set_goods (anna, BF_MAX_COUNT, &error));

  /* The score track may be negative, within bounds. */
  g_assert_true (bf_carnegie_player_set_score_track (anna, -6, &error));
  g_assert_cmpint (bf_carnegie_player_get_score_track (anna), ==, -6);
  g_assert_false (bf_carnegie_player_set_score_track (anna, -100000, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* Transport boxes 1-5. */
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_WEST), ==, 1);
  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_WEST, 5, &error));
  g_assert_false (bf_carnegie_player_set_transport (anna, BF_REGION_WEST, 6, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_transport (anna, BF_REGION_WEST, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_WEST), ==, 5);

  /* Andrew has no money, Anna no VP cards. */
  g_assert_false (bf_carnegie_player_set_vp_cards (anna, 0, 1, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
}

static void
test_projects (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  guint chicago_1 = bf_test_checked_space_of ("chicago", 1);   /* commerce */
  guint fargo = bf_test_checked_space_of ("fargo", 1);         /* town */

  g_assert_true (bf_carnegie_player_add_project (anna, chicago_1, BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
  /* A typed space keeps its own type. */
  g_assert_cmpint (bf_carnegie_player_find_project (anna, chicago_1)->type, ==, BF_PROJECT_COMMERCE);
  g_assert_true (bf_carnegie_game_get_space_owner (game, chicago_1) == anna);

  /* Two disks on one space. */
  g_assert_false (bf_carnegie_player_add_project (ben, chicago_1, BF_PROJECT_ANY, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "Chicago"));
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_add_project (anna, chicago_1, BF_PROJECT_ANY, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);

  /* A town's disk may wait for its type while the table is entered;
   * the finished table needs it. */
  g_assert_true (bf_carnegie_player_add_project (ben, fargo, BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bf_carnegie_player_find_project (ben, fargo)->type, ==, BF_PROJECT_ANY);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Ben’s pawn in Fargo needs a project type: a small town takes any type, so say which one was built there.");
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_remove_project (ben, fargo));
  g_assert_true (bf_carnegie_player_add_project (ben, fargo, BF_PROJECT_INDUSTRY, &error));
  g_assert_cmpint (bf_carnegie_player_find_project (ben, fargo)->type, ==, BF_PROJECT_INDUSTRY);

  /* No such space. */
  g_assert_false (bf_carnegie_player_add_project (ben, 68, BF_PROJECT_HOUSING, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* Blocking disks. */
  g_assert_false (bf_carnegie_game_set_space_blocked (game, chicago_1, TRUE, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_space_blocked (game, bf_test_checked_space_of ("chicago", 2), TRUE, &error));
  g_assert_false (bf_carnegie_player_add_project (ben, bf_test_checked_space_of ("chicago", 2), BF_PROJECT_ANY, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);

  /* A project of another type on a typed space needs Political Lobbying
   * (27, Expansion 1). Chicago space 3 is Industry. */
  g_assert_true (bf_carnegie_player_add_project (ben, bf_test_checked_space_of ("chicago", 3), BF_PROJECT_HOUSING, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS, &error));
  g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 27, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  g_assert_true (bf_carnegie_player_remove_project (anna, chicago_1));
  g_assert_false (bf_carnegie_player_remove_project (anna, chicago_1));
  g_assert_null (bf_carnegie_game_get_space_owner (game, chicago_1));
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
log_items_changed_cb (GListModel *model,
                      guint       position,
                      guint       removed,
                      guint       added,
                      GString    *log)
{
  g_string_append_printf (log, "%u-%u+%u ", position, removed, added);
}

/* A player's departments as objects in a list model (issue 29): the list
 * says where one was built or removed, a department notifies the flag an
 * entry changed and no other. */
static void
test_department_objects (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GString) log = g_string_new (NULL);
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", NULL);
  GListModel *departments = bf_carnegie_player_get_departments (anna);
  g_autoptr(BfCarnegieDepartment) sales = NULL;
  guint top = 0, left = 0, active = 0;

  g_assert_true (g_list_model_get_item_type (departments) == BF_TYPE_CARNEGIE_DEPARTMENT);
  g_assert_cmpuint (g_list_model_get_n_items (departments), ==, 0);
  g_signal_connect (departments, "items-changed", G_CALLBACK (log_items_changed_cb), log);

  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 6, TRUE, FALSE, FALSE }, NULL));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 12, FALSE, FALSE, FALSE }, NULL));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 20, FALSE, TRUE, FALSE }, NULL));
  g_assert_cmpstr (log->str, ==, "0-0+1 1-0+1 2-0+1 ");
  g_assert_cmpuint (g_list_model_get_n_items (departments), ==, 3);

  sales = g_list_model_get_item (departments, 0);
  g_assert_cmpuint (bf_carnegie_department_get_number (sales), ==, 6);
  g_assert_true (bf_carnegie_department_get_top_row (sales));
  g_assert_false (bf_carnegie_department_get_left_column (sales));
  g_signal_connect (sales, "notify::top-row", G_CALLBACK (count_notify_cb), &top);
  g_signal_connect (sales, "notify::left-column", G_CALLBACK (count_notify_cb), &left);
  g_signal_connect (sales, "notify::active-employee", G_CALLBACK (count_notify_cb), &active);

  /* Sales moved out of the top row: that flag only. */
  g_assert_true (bf_carnegie_player_update_department (anna, &(BfBuiltDepartment) { 6, FALSE, FALSE, FALSE }, NULL));
  g_assert_cmpuint (top, ==, 1);
  g_assert_cmpuint (left, ==, 0);
  g_assert_cmpuint (active, ==, 0);
  g_assert_false (bf_carnegie_department_get_top_row (sales));
  /* The same flags again: nothing changes, nothing is said. */
  g_assert_true (bf_carnegie_player_update_department (anna, &(BfBuiltDepartment) { 6, FALSE, FALSE, FALSE }, NULL));
  g_assert_cmpuint (top, ==, 1);

  /* The middle one removed: one item at 1; Sales stays the same object. */
  g_string_truncate (log, 0);
  g_assert_true (bf_carnegie_player_remove_department (anna, 12));
  g_assert_cmpstr (log->str, ==, "1-1+0 ");
  {
    g_autoptr(BfCarnegieDepartment) first = g_list_model_get_item (departments, 0);
    g_autoptr(BfCarnegieDepartment) second = g_list_model_get_item (departments, 1);

    g_assert_true (first == sales);
    g_assert_cmpuint (bf_carnegie_department_get_number (second), ==, 20);
    g_assert_true (bf_carnegie_department_get_left_column (second));
  }
  g_assert_cmpuint (bf_carnegie_player_get_n_departments (anna), ==, 2);
}

/* What a player's list of projects holds, item by item, is what the
 * player's table holds (bf_carnegie_player_get_project()). */
static void
assert_project_objects (BfCarnegiePlayer *player)
{
  GListModel *projects = bf_carnegie_player_get_projects (player);

  g_assert_cmpuint (g_list_model_get_n_items (projects), ==, bf_carnegie_player_get_n_projects (player));
  for (guint i = 0; i < bf_carnegie_player_get_n_projects (player); i++)
    {
      g_autoptr(BfCarnegieProject) project = g_list_model_get_item (projects, i);

      g_assert_cmpuint (bf_carnegie_project_get_space (project), ==, bf_carnegie_player_get_project (player, i)->space);
      g_assert_cmpint (bf_carnegie_project_get_project_type (project), ==, bf_carnegie_player_get_project (player, i)->type);
    }
}

static void
assert_donation_objects (BfCarnegiePlayer *player)
{
  GListModel *donations = bf_carnegie_player_get_donations (player);

  g_assert_cmpuint (g_list_model_get_n_items (donations), ==, bf_carnegie_player_get_n_donations (player));
  for (guint i = 0; i < bf_carnegie_player_get_n_donations (player); i++)
    {
      g_autoptr(BfCarnegieDonation) donation = g_list_model_get_item (donations, i);

      g_assert_cmpuint (bf_carnegie_donation_get_position (donation), ==, bf_carnegie_player_get_donation (player, i));
    }
}

/* A player's project disks as objects in a list model (issue 29): the
 * list says where a disk was put on the map or taken off, one item
 * each; a refused disk says nothing; the disks left keep their objects. */
static void
test_project_objects (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GString) log = g_string_new (NULL);
  g_autoptr(GString) ben_log = g_string_new (NULL);
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", NULL);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", NULL);
  GListModel *projects = bf_carnegie_player_get_projects (anna);
  guint chicago_1 = bf_test_checked_space_of ("chicago", 1);   /* commerce */
  guint chicago_3 = bf_test_checked_space_of ("chicago", 3);   /* industry */
  guint fargo = bf_test_checked_space_of ("fargo", 1);         /* town */
  g_autoptr(BfCarnegieProject) first = NULL;
  g_autoptr(BfCarnegieProject) third = NULL;
  BfProjectType type;
  guint space;

  g_assert_true (g_list_model_get_item_type (projects) == BF_TYPE_CARNEGIE_PROJECT);
  g_assert_cmpuint (g_list_model_get_n_items (projects), ==, 0);
  g_signal_connect (projects, "items-changed", G_CALLBACK (log_items_changed_cb), log);
  g_signal_connect (bf_carnegie_player_get_projects (ben), "items-changed", G_CALLBACK (log_items_changed_cb), ben_log);

  /* Three disks: one item added at the end each time. */
  g_assert_true (bf_carnegie_player_add_project (anna, chicago_1, BF_PROJECT_ANY, NULL));
  g_assert_true (bf_carnegie_player_add_project (anna, fargo, BF_PROJECT_HOUSING, NULL));
  g_assert_true (bf_carnegie_player_add_project (anna, chicago_3, BF_PROJECT_ANY, NULL));
  g_assert_cmpstr (log->str, ==, "0-0+1 1-0+1 2-0+1 ");
  assert_project_objects (anna);

  /* Refused (Ben on Anna's space, Anna on her own again): no item. */
  g_assert_false (bf_carnegie_player_add_project (ben, chicago_1, BF_PROJECT_ANY, NULL));
  g_assert_false (bf_carnegie_player_add_project (anna, chicago_1, BF_PROJECT_ANY, NULL));
  g_assert_cmpstr (log->str, ==, "0-0+1 1-0+1 2-0+1 ");
  g_assert_cmpstr (ben_log->str, ==, "");

  /* A typed space's disk has the space's type (Chicago 1 is Commerce),
   * a town's the type said. */
  first = g_list_model_get_item (projects, 0);
  third = g_list_model_get_item (projects, 2);
  g_object_get (first, "space", &space, "project-type", &type, NULL);
  g_assert_cmpuint (space, ==, chicago_1);
  g_assert_cmpint (type, ==, BF_PROJECT_COMMERCE);
  {
    g_autoptr(BfCarnegieProject) town = g_list_model_get_item (projects, 1);

    g_assert_cmpuint (bf_carnegie_project_get_space (town), ==, fargo);
    g_assert_cmpint (bf_carnegie_project_get_project_type (town), ==, BF_PROJECT_HOUSING);
  }
  g_assert_cmpint (bf_carnegie_project_get_project_type (third), ==, BF_PROJECT_INDUSTRY);

  /* The middle disk taken off: one item at 1; the others stay the same
   * objects. Nothing on a space: nothing said. */
  g_string_truncate (log, 0);
  g_assert_true (bf_carnegie_player_remove_project (anna, fargo));
  g_assert_false (bf_carnegie_player_remove_project (anna, fargo));
  g_assert_cmpstr (log->str, ==, "1-1+0 ");
  {
    g_autoptr(BfCarnegieProject) item0 = g_list_model_get_item (projects, 0);
    g_autoptr(BfCarnegieProject) item1 = g_list_model_get_item (projects, 1);

    g_assert_true (item0 == first);
    g_assert_true (item1 == third);
  }
  assert_project_objects (anna);
}

/* A player's donation pawns as objects in a list model (issue 29). */
static void
test_donation_objects (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GString) log = g_string_new (NULL);
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", NULL);
  GListModel *donations = bf_carnegie_player_get_donations (anna);
  BfChartPos welfare_4 = BF_CHART_POS (BF_DONATION_WELFARE, 4);      /* 2 * 5 + 4 - 1 = 13 */
  BfChartPos education_1 = BF_CHART_POS (BF_DONATION_EDUCATION, 1);  /* 0 */
  g_autoptr(BfCarnegieDonation) kept = NULL;
  guint position;

  g_assert_true (g_list_model_get_item_type (donations) == BF_TYPE_CARNEGIE_DONATION);
  g_signal_connect (donations, "items-changed", G_CALLBACK (log_items_changed_cb), log);

  g_assert_true (bf_carnegie_player_add_donation (anna, welfare_4, NULL));
  g_assert_true (bf_carnegie_player_add_donation (anna, education_1, NULL));
  /* The same donation twice, a space off the chart: refused, no item. */
  g_assert_false (bf_carnegie_player_add_donation (anna, welfare_4, NULL));
  g_assert_false (bf_carnegie_player_add_donation (anna, BF_N_CHART_POSITIONS, NULL));
  g_assert_cmpstr (log->str, ==, "0-0+1 1-0+1 ");
  assert_donation_objects (anna);

  kept = g_list_model_get_item (donations, 1);
  g_object_get (kept, "position", &position, NULL);
  g_assert_cmpuint (position, ==, 0);

  /* Welfare 4 taken back: the first item goes, Education 1 stays the
   * same object. */
  g_string_truncate (log, 0);
  g_assert_true (bf_carnegie_player_remove_donation (anna, welfare_4));
  g_assert_false (bf_carnegie_player_remove_donation (anna, welfare_4));
  g_assert_cmpstr (log->str, ==, "0-1+0 ");
  {
    g_autoptr(BfCarnegieDonation) item = g_list_model_get_item (donations, 0);

    g_assert_true (item == kept);
  }
  assert_donation_objects (anna);
}

/* A player's four transport pawns, one object per region's track
 * (issue 29): the list never changes; a marker moved notifies its box,
 * no other marker says anything. */
static void
test_transport_objects (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", NULL);
  GListModel *transports = bf_carnegie_player_get_transports (anna);
  g_autoptr(BfCarnegieTransport) south = NULL;
  guint moved[BF_N_REGIONS] = { 0 };
  guint list_changes = 0;

  g_assert_true (g_list_model_get_item_type (transports) == BF_TYPE_CARNEGIE_TRANSPORT);
  g_assert_cmpuint (g_list_model_get_n_items (transports), ==, 4);
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      g_autoptr(BfCarnegieTransport) marker = g_list_model_get_item (transports, r);
      BfRegion region;

      g_object_get (marker, "region", &region, NULL);
      g_assert_cmpint (region, ==, r);
      /* Nothing entered: box 1, as on the table at setup. */
      g_assert_cmpuint (bf_carnegie_transport_get_box (marker), ==, 1);
      g_signal_connect (marker, "notify::box", G_CALLBACK (count_notify_cb), &moved[r]);
    }
  g_signal_connect (transports, "items-changed", G_CALLBACK (count_cb), &list_changes);

  south = g_list_model_get_item (transports, BF_REGION_SOUTH);
  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_SOUTH, 3, NULL));
  g_assert_cmpuint (bf_carnegie_transport_get_box (south), ==, 3);
  g_assert_cmpuint (moved[BF_REGION_EAST], ==, 0);
  g_assert_cmpuint (moved[BF_REGION_MIDWEST], ==, 0);
  g_assert_cmpuint (moved[BF_REGION_SOUTH], ==, 1);
  g_assert_cmpuint (moved[BF_REGION_WEST], ==, 0);

  /* The same box again, a box off the track: nothing said. */
  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_SOUTH, 3, NULL));
  g_assert_false (bf_carnegie_player_set_transport (anna, BF_REGION_SOUTH, 6, NULL));
  g_assert_cmpuint (moved[BF_REGION_SOUTH], ==, 1);
  g_assert_cmpuint (bf_carnegie_transport_get_box (south), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_SOUTH), ==, 3);
  g_assert_cmpuint (list_changes, ==, 0);
}

/* Undo, redo and loading make the game again from its data
 * (BfSession): the new players' lists hold what their tables hold. */
static void
test_table_objects_loaded (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfCarnegieGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", NULL);
  BfCarnegiePlayer *copy;
  guint chicago_1 = bf_test_checked_space_of ("chicago", 1);   /* commerce */
  guint fargo = bf_test_checked_space_of ("fargo", 1);         /* town */

  bf_carnegie_game_add_player (game, "Ben", NULL);
  g_assert_true (bf_carnegie_player_add_project (anna, fargo, BF_PROJECT_PUBLIC, NULL));
  g_assert_true (bf_carnegie_player_add_project (anna, chicago_1, BF_PROJECT_ANY, NULL));
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_HEALTH, 2), NULL));
  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_WEST, 4, NULL));

  data = bf_game_file_to_data (game, NULL);
  loaded = bf_game_file_from_data (data, -1, &error);
  g_assert_no_error (error);
  copy = bf_carnegie_game_get_player (loaded, 0);
  g_assert_true (copy != anna);

  /* Two disks (Fargo with Public, Chicago 1 with its Commerce), one
   * donation (Health 2: 3 * 5 + 2 - 1 = 16), the West marker in box 4. */
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_player_get_projects (copy)), ==, 2);
  g_assert_nonnull (bf_carnegie_player_find_project (copy, fargo));
  g_assert_cmpint (bf_carnegie_player_find_project (copy, fargo)->type, ==, BF_PROJECT_PUBLIC);
  g_assert_cmpint (bf_carnegie_player_find_project (copy, chicago_1)->type, ==, BF_PROJECT_COMMERCE);
  assert_project_objects (copy);
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_player_get_donations (copy)), ==, 1);
  {
    g_autoptr(BfCarnegieDonation) donation = g_list_model_get_item (bf_carnegie_player_get_donations (copy), 0);

    g_assert_cmpuint (bf_carnegie_donation_get_position (donation), ==, 16);
  }
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      g_autoptr(BfCarnegieTransport) marker = g_list_model_get_item (bf_carnegie_player_get_transports (copy), r);

      g_assert_cmpuint (bf_carnegie_transport_get_box (marker), ==, r == BF_REGION_WEST ? 4 : 1);
    }
  /* Ben has nothing on the map or the chart. */
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_player_get_projects (bf_carnegie_game_get_player (loaded, 1))), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_player_get_donations (bf_carnegie_game_get_player (loaded, 1))), ==, 0);
}

static void
test_departments (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  BfCarnegiePlayer *carl = bf_carnegie_game_add_player (game, "Carl", &error);
  BfBuiltDepartment sales = { 6, TRUE, FALSE, TRUE };
  BfBuiltDepartment green = { 20, FALSE, FALSE, FALSE };

  g_assert_true (bf_carnegie_player_add_department (anna, &sales, &error));
  g_assert_no_error (error);
  /* The same department twice in one company. */
  g_assert_false (bf_carnegie_player_add_department (anna, &sales, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "Sales"));
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 33, FALSE, FALSE, FALSE }, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* Sales holds an active employee, but Anna has none: a contradiction
   * while typing, flagged (bf_carnegie_player_describe_employee_conflict), and a
   * table that cannot exist when finished (issue 26: an employee standing
   * in a department is an active employee). */
  g_assert_true (bf_carnegie_game_validate_while_typing (game, &error));
  g_assert_no_error (error);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_cmpstr (error->message, ==, "Anna: more departments are marked with an active employee (1) than the company has active employees (0); an employee standing in a department is an active employee.");
  g_clear_error (&error);
  {
    g_autofree char *conflict = bf_carnegie_player_describe_employee_conflict (anna);

    g_assert_cmpstr (conflict, ==, "1 department is marked with an active employee, more than the company’s active employees (0): check both");
  }
  g_assert_true (bf_carnegie_player_set_employees (anna, 5, 0, 0, 0, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_null (bf_carnegie_player_describe_employee_conflict (anna));

  /* Two copies of each department: a third Sales is one too many. */
  g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 6, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_true (bf_carnegie_player_add_department (carl, &(BfBuiltDepartment) { 6, FALSE, FALSE, FALSE }, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_remove_department (carl, 6));
  /* Open Bar has one copy of each. */
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_OPEN_BAR, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_remove_department (ben, 6));
  g_assert_true (bf_carnegie_game_validate (game, &error));

  /* Expansion departments need New Departments or Open Bar. */
  g_assert_true (bf_carnegie_player_add_department (carl, &green, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NONE, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));

  /* Flags can be changed. */
  green.active_employee = TRUE;
  g_assert_true (bf_carnegie_player_update_department (carl, &green, &error));
  g_assert_true (bf_carnegie_player_find_department (carl, 20)->active_employee);
  g_assert_false (bf_carnegie_player_update_department (anna, &green, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* Effects: Green Spaces counts only with an active employee. */
  g_assert_true (bf_carnegie_player_has_effect (carl, BF_DEPT_EFFECT_GREEN_SPACES));
  g_assert_true (bf_carnegie_player_has_active_effect (carl, BF_DEPT_EFFECT_GREEN_SPACES));
  green.active_employee = FALSE;
  g_assert_true (bf_carnegie_player_update_department (carl, &green, &error));
  g_assert_false (bf_carnegie_player_has_active_effect (carl, BF_DEPT_EFFECT_GREEN_SPACES));
}

static void
test_transport_end (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);

  g_assert_true (bf_carnegie_player_set_transport (anna, BF_REGION_SOUTH, 5, &error));
  g_assert_true (bf_carnegie_player_set_transport (ben, BF_REGION_SOUTH, 5, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "South"));
  g_clear_error (&error);

  /* Archives (31) lets a second marker in. */
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS, &error));
  g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 31, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
}

static void
test_donations (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  BfChartPos welfare_1 = BF_CHART_POS (BF_DONATION_WELFARE, 1);
  const BfDonationSpace *space;

  space = bf_carnegie_game_get_chart_space (game, welfare_1);
  g_assert_cmpstr (space->id, ==, "welfare-7vp");

  g_assert_true (bf_carnegie_player_add_donation (anna, welfare_1, &error));
  g_assert_false (bf_carnegie_player_add_donation (anna, welfare_1, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_add_donation (anna, BF_N_CHART_POSITIONS, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* Two players on one donation space only with Charitable Giving (15). */
  g_assert_true (bf_carnegie_player_add_donation (ben, welfare_1, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 15, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* A blocking disc keeps everybody off. */
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, welfare_1, TRUE, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, welfare_1, FALSE, &error));

  /* New Donations tiles: one of each type, only with the module. */
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_HEALTH, BF_DONATION_WELFARE, &error));
  g_assert_false (bf_carnegie_game_set_cover (game, BF_DONATION_EDUCATION, BF_DONATION_WELFARE, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  space = bf_carnegie_game_get_chart_space (game, BF_CHART_POS (BF_DONATION_HEALTH, 4));
  g_assert_cmpstr (space->id, ==, "new-welfare-4");
  g_assert_cmpint (space->type, ==, BF_DONATION_WELFARE);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DONATIONS, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));

  /* Secret donation only with its rule. */
  g_assert_true (bf_carnegie_player_set_secret_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 2), &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_false (bf_carnegie_player_set_secret_donation (anna, 20, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
}

static void
test_blocking_count (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  guint n_spaces = bf_carnegie_rules_get_n_spaces (bf_carnegie_rules_get_default ());

  bf_carnegie_game_add_player (game, "Anna", &error);
  bf_carnegie_game_add_player (game, "Ben", &error);
  bf_carnegie_game_add_player (game, "Carl", &error);

  /* Three players have 9 blocking discs. */
  for (guint i = 0; i < 9; i++)
    g_assert_true (bf_carnegie_game_set_space_blocked (game, i, TRUE, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_true (bf_carnegie_game_set_chart_blocked (game, 0, TRUE, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_false (bf_carnegie_game_set_space_blocked (game, n_spaces, TRUE, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
}

static void
test_action_choice (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  BfCarnegiePlayer *carl;

  bf_carnegie_player_set_action_choice (anna, TRUE);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* 3 players: only the third player in turn order has one, and Anna
   * is the first player. */
  carl = bf_carnegie_game_add_player (game, "Carl", &error);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_assert_nonnull (strstr (error->message, "Carl"));
  g_clear_error (&error);
  bf_carnegie_player_set_action_choice (anna, FALSE);
  bf_carnegie_player_set_action_choice (carl, TRUE);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* Two tiles. */
  bf_carnegie_player_set_action_choice (anna, TRUE);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  bf_carnegie_player_set_action_choice (anna, FALSE);

  bf_carnegie_game_add_player (game, "Dora", &error);
  bf_carnegie_player_set_action_choice (ben, TRUE);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
}

/* The third player counts from the first player of the setup record
 * (A New Beginning's bidding decides who that is). */
static void
test_action_choice_first_player (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  BfCarnegiePlayer *carl = bf_carnegie_game_add_player (game, "Carl", &error);
  BfSetupRecord setup = { 0, };

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    setup.timeline[t] = (BfTimelineSlot) { t + 1, 0 };
  setup.supply = BF_SUPPLY_BASE;

  /* Ben plays first: Carl is second, Anna third. */
  setup.first_player = 1;
  g_assert_true (bf_carnegie_game_set_setup (game, &setup, &error));
  g_assert_no_error (error);
  bf_carnegie_player_set_action_choice (carl, TRUE);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Carl"));
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_clear_error (&error);
  bf_carnegie_player_set_action_choice (carl, FALSE);
  bf_carnegie_player_set_action_choice (anna, TRUE);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* Carl plays first: Ben is third. */
  setup.first_player = 2;
  g_assert_true (bf_carnegie_game_set_setup (game, &setup, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_assert_nonnull (strstr (error->message, "Ben"));
  g_clear_error (&error);
  bf_carnegie_player_set_action_choice (anna, FALSE);
  bf_carnegie_player_set_action_choice (ben, TRUE);
  g_assert_true (bf_carnegie_game_validate (game, &error));

  /* The record names the game's one first player: changing it is
   * refused while the record is there. */
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 2);
  g_assert_true (bf_carnegie_game_get_seat_order_fixed (game));
  g_assert_false (bf_carnegie_game_set_first_player (game, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "Carl plays first"));
  g_clear_error (&error);

  /* Without the record Carl still played first (issue 26: the first
   * player is the game's, the record only said who); Anna first makes
   * Carl the third player, and Ben's tile is refused. */
  g_assert_true (bf_carnegie_game_set_setup (game, NULL, &error));
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 2);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_true (bf_carnegie_game_set_first_player (game, 0, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Ben"));
  g_clear_error (&error);
}

/* New Donations: each player places at most one tile. */
static void
test_new_donations_tiles (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;

  bf_carnegie_game_add_player (game, "Anna", &error);
  bf_carnegie_game_add_player (game, "Ben", &error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DONATIONS, &error));

  /* As many tiles as players. */
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_EDUCATION, BF_DONATION_WELFARE, &error));
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_HEALTH, BF_DONATION_HEALTH, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* One more. */
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_RIGHTS, BF_DONATION_EDUCATION, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "3 New Donations tiles"));
  g_assert_nonnull (strstr (error->message, "2 players"));
  g_clear_error (&error);

  /* A third player placed it. */
  bf_carnegie_game_add_player (game, "Carl", &error);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
}

/* New Departments without Open Bar: 4 different departments of each
 * type on the table, the players' and Andrew's together. */
static void
test_departments_per_type (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfCarnegieGame) solo = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  BfCarnegiePlayer *carl = bf_carnegie_game_add_player (game, "Carl", &error);
  BfCarnegiePlayer *dora;
  BfCarnegiePlayer *andrew;

  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS, &error));

  /* Human Resources: 1, 2, 17, 18, one of them twice. */
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 1, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 17, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 2, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 1, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_player_add_department (carl, &(BfBuiltDepartment) { 18, FALSE, FALSE, FALSE }, &error));
  /* Other types do not count. */
  g_assert_true (bf_carnegie_player_add_department (carl, &(BfBuiltDepartment) { 21, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* A fifth different one (19, Corporate Communication). */
  g_assert_true (bf_carnegie_player_add_department (carl, &(BfBuiltDepartment) { 19, FALSE, FALSE, FALSE }, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "Carl"));
  g_assert_nonnull (strstr (error->message, "Corporate Communication"));
  g_clear_error (&error);

  /* Open Bar keeps one of each of the 32 and wins over New Departments. */
  g_assert_true (bf_carnegie_player_remove_department (ben, 1));
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_OPEN_BAR, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* Andrew's tiles are on the table too. */
  dora = bf_carnegie_game_add_player (solo, "Dora", &error);
  g_assert_true (bf_carnegie_game_set_modules (solo, BF_MODULE_NEW_DEPARTMENTS, &error));
  g_assert_true (bf_carnegie_game_set_solo (solo, TRUE, &error));
  andrew = bf_carnegie_game_get_andrew (solo);
  g_assert_true (bf_carnegie_player_add_department (dora, &(BfBuiltDepartment) { 5, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_player_add_department (dora, &(BfBuiltDepartment) { 22, FALSE, FALSE, FALSE }, &error));
  g_assert_true (bf_carnegie_player_add_taken (andrew, 6, &error));
  g_assert_true (bf_carnegie_player_add_taken (andrew, 23, &error));
  g_assert_true (bf_carnegie_game_validate (solo, &error));
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_add_taken (andrew, 24, &error));
  g_assert_false (bf_carnegie_game_validate (solo, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "Andrew"));
  g_clear_error (&error);
}

/* The score track starts at 0 and never goes below; only A New
 * Beginning starts a player below 0, at -6 VP at the lowest. */
static void
test_score_track_floor (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);

  bf_carnegie_game_add_player (game, "Ben", &error);

  g_assert_true (bf_carnegie_player_set_score_track (anna, 0, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* The setter takes it; the table is refused. */
  g_assert_true (bf_carnegie_player_set_score_track (anna, -1, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_assert_nonnull (strstr (error->message, "score track"));
  g_clear_error (&error);

  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_BEGINNING, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_true (bf_carnegie_player_set_score_track (anna, -6, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  g_assert_true (bf_carnegie_player_set_score_track (anna, -7, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_assert_nonnull (strstr (error->message, "-7"));
  g_assert_nonnull (strstr (error->message, "-6"));
  g_clear_error (&error);
}

static void
test_solo (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);
  BfCarnegiePlayer *andrew;

  /* Solo needs exactly one player. */
  g_assert_false (bf_carnegie_game_set_solo (game, TRUE, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  bf_carnegie_game_remove_player (game, ben);

  /* New Donations and Secret Donation are not solo-compatible. */
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_SECRET_DONATION, &error));
  g_assert_false (bf_carnegie_game_set_solo (game, TRUE, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_NEW_BEGINNING, &error));
  g_assert_true (bf_carnegie_game_set_solo (game, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DONATIONS, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY);
  g_clear_error (&error);

  andrew = bf_carnegie_game_get_andrew (game);
  g_assert_nonnull (andrew);
  g_assert_true (bf_carnegie_player_is_andrew (andrew));
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_game_get_players (game)), ==, 2);
  g_assert_true (bf_carnegie_game_get_player (game, 1) == andrew);
  g_assert_null (bf_carnegie_game_add_player (game, "Ben", &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);

  /* Andrew's cards: 20 in all. */
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 4, 12, &error));
  g_assert_true (bf_carnegie_player_set_vp_cards (andrew, 3, 8, &error));
  g_assert_false (bf_carnegie_player_set_vp_cards (andrew, 0, 1, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_vp_cards (andrew, 0, G_MAXUINT, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* Andrew has no money, no employees, no company board. */
  g_assert_false (bf_carnegie_player_set_money (andrew, 3, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_set_employees (andrew, 3, 0, 0, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_add_department (andrew, &(BfBuiltDepartment) { 1, FALSE, FALSE, FALSE }, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* He takes department tiles, each at most twice. */
  g_assert_true (bf_carnegie_player_add_taken (andrew, 5, &error));
  g_assert_true (bf_carnegie_player_add_taken (andrew, 5, &error));
  g_assert_false (bf_carnegie_player_add_taken (andrew, 5, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  /* …counting the ones the player built. */
  g_assert_true (bf_carnegie_player_set_employees (anna, 5, 0, 0, 0, &error));
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { 5, FALSE, FALSE, FALSE }, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_remove_taken (andrew, 5));
  g_assert_true (bf_carnegie_game_validate (game, &error));

  /* Andrew's disk in a town needs no type. */
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_checked_space_of ("fargo", 1), BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_game_validate (game, &error));

  /* Andrew leaves when solo ends. */
  g_assert_true (bf_carnegie_game_set_solo (game, FALSE, &error));
  g_assert_null (bf_carnegie_game_get_andrew (game));
  g_assert_cmpuint (g_list_model_get_n_items (bf_carnegie_game_get_players (game)), ==, 1);
}

/* Issue 26 ------------------------------------------------------------- */

/* The contradiction of @kind flagged for @player, or NULL. */
static const BfContradiction *
find_contradiction (GPtrArray           *list,
                    BfCarnegiePlayer    *player,
                    BfContradictionKind  kind)
{
  for (guint i = 0; i < list->len; i++)
    {
      const BfContradiction *contradiction = g_ptr_array_index (list, i);

      if (contradiction->player == player && contradiction->kind == kind)
        return contradiction;
    }

  return NULL;
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *counter)
{
  (*counter)++;
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *counter)
{
  (*counter)++;
}

/* The table: seat order Gus, Hal, Ivy, and Hal played first, so
 * the turn order is Hal, Ivy, Gus and Gus, the third, has the unused
 * Action Choice tile (base rules: with 3 players only the third player
 * in turn order receives one). */
static void
test_first_player (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  BfCarnegiePlayer *gus = bf_carnegie_game_add_player (game, "Gus", &error);
  BfCarnegiePlayer *hal = bf_carnegie_game_add_player (game, "Hal", &error);
  BfCarnegiePlayer *ivy = bf_carnegie_game_add_player (game, "Ivy", &error);
  const BfContradiction *contradiction;
  guint notified = 0;
  guint changed = 0;

  g_signal_connect (game, "notify::first-player", G_CALLBACK (notify_count_cb), &notified);
  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changed);

  /* The first one listed, unless said otherwise. */
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 0);
  g_assert_false (bf_carnegie_game_get_seat_order_fixed (game));
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 2) == ivy);

  /* Gus's tile while the first player is still the first one listed:
   * Ivy would be the third player. A contradiction of the entries while
   * typing (the sheet scores the rest), refused when finished. */
  bf_carnegie_player_set_action_choice (gus, TRUE);
  g_assert_true (bf_carnegie_game_validate_while_typing (game, &error));
  g_assert_no_error (error);
  list = bf_carnegie_game_list_contradictions (game);
  g_assert_cmpuint (list->len, ==, 1);
  contradiction = find_contradiction (list, gus, BF_CONTRADICTION_ACTION_CHOICE);
  g_assert_nonnull (contradiction);
  g_assert_cmpstr (contradiction->category, ==, BF_SCORE_ACTION_CHOICE);
  g_assert_cmpstr (contradiction->flag, ==, "Gus has an unused Action Choice tile, but with Gus playing first only the third player in turn order, Ivy, receives one: check the tile, the first player and the seat order");
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Gus has an unused Action Choice tile, but in a 3-player game only the third player in turn order, Ivy, receives one.");
  g_clear_error (&error);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* Hal played first: Hal, Ivy, Gus. */
  changed = 0;
  g_assert_true (bf_carnegie_game_set_first_player (game, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 0) == hal);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 1) == ivy);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 2) == gus);
  list = bf_carnegie_game_list_contradictions (game);
  g_assert_cmpuint (list->len, ==, 0);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
  g_assert_null (bf_carnegie_game_describe_contradiction (game, gus, BF_CONTRADICTION_ACTION_CHOICE));

  /* The same again changes nothing; a fourth seat does not exist. */
  g_assert_true (bf_carnegie_game_set_first_player (game, 1, &error));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_false (bf_carnegie_game_set_first_player (game, 3, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 1);

  /* The first player leaves: the first one listed plays first. A player
   * listed before the first player leaves: the same person stays first. */
  bf_carnegie_game_remove_player (game, gus);
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 0);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 0) == hal);
  g_assert_true (bf_carnegie_game_set_first_player (game, 1, &error));
  bf_carnegie_game_remove_player (game, hal);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 0) == ivy);
}

/* Reordering the players keeps every entry with its player and the first
 * player the same person; one change for the list's observers. */
static void
test_move_player (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *gus = bf_carnegie_game_add_player (game, "Gus", &error);
  BfCarnegiePlayer *hal = bf_carnegie_game_add_player (game, "Hal", &error);
  BfCarnegiePlayer *ivy = bf_carnegie_game_add_player (game, "Ivy", &error);
  BfSetupRecord setup = { 0, };
  guint items_changed = 0;
  guint changed = 0;

  g_assert_true (bf_carnegie_player_set_money (gus, 12, &error));
  g_assert_true (bf_carnegie_player_add_project (gus, bf_test_space_of ("chicago", 2), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_add_donation (hal, bf_test_chart_of ("welfare-7vp"), &error));
  g_assert_true (bf_carnegie_game_set_first_player (game, 1, &error));   /* Hal */

  g_signal_connect (bf_carnegie_game_get_players (game), "items-changed", G_CALLBACK (items_changed_cb), &items_changed);
  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changed);

  /* Gus to the last seat: Hal, Ivy, Gus. */
  g_assert_true (bf_carnegie_game_move_player (game, gus, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (items_changed, ==, 1);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bf_carnegie_game_get_player (game, 0) == hal);
  g_assert_true (bf_carnegie_game_get_player (game, 1) == ivy);
  g_assert_true (bf_carnegie_game_get_player (game, 2) == gus);
  g_assert_cmpuint (bf_carnegie_player_get_money (gus), ==, 12);
  g_assert_nonnull (bf_carnegie_player_find_project (gus, bf_test_space_of ("chicago", 2)));
  g_assert_true (bf_carnegie_game_get_space_owner (game, bf_test_space_of ("chicago", 2)) == gus);
  g_assert_true (bf_carnegie_player_has_donation (hal, bf_test_chart_of ("welfare-7vp")));
  /* Hal is still first, now listed first. */
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 0);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 0) == hal);

  /* Ivy to the first seat: Ivy, Hal, Gus; Hal stays first. */
  g_assert_true (bf_carnegie_game_move_player (game, ivy, 0, &error));
  g_assert_true (bf_carnegie_game_get_player (game, 0) == ivy);
  g_assert_true (bf_carnegie_game_get_player (game, 1) == hal);
  g_assert_true (bf_carnegie_game_get_player_in_turn (game, 0) == hal);
  g_assert_cmpuint (items_changed, ==, 2);

  /* Where it is: nothing happens. A seat past the last: refused. */
  g_assert_true (bf_carnegie_game_move_player (game, ivy, 0, &error));
  g_assert_cmpuint (items_changed, ==, 2);
  g_assert_false (bf_carnegie_game_move_player (game, ivy, 3, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);

  /* A table set up in Benefactor keeps the seat order it was dealt in. */
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    setup.timeline[t] = (BfTimelineSlot) { t + 1, 0 };
  setup.first_player = 1;
  g_assert_true (bf_carnegie_game_set_setup (game, &setup, &error));
  g_assert_true (bf_carnegie_game_get_seat_order_fixed (game));
  g_assert_false (bf_carnegie_game_move_player (game, gus, 0, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_cmpstr (error->message, ==, "This table was set up in Benefactor with its seat order, and the setup decided that Hal plays first; they cannot change now.");
  g_clear_error (&error);
  g_assert_true (bf_carnegie_game_get_player (game, 2) == gus);
}

/* Departments marked with an active employee outnumbering the active
 * employees: an employee standing in a department is an active one. The
 * issue's file: four end-of-game departments marked, 0 active. */
static void
test_employees_refused (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  BfCarnegiePlayer *gus = bf_carnegie_game_add_player (game, "Gus", &error);
  const guint marked[] = { 20, 24, 28, 32 };

  bf_carnegie_game_add_player (game, "Hal", &error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_DEPARTMENTS, &error));
  for (guint i = 0; i < G_N_ELEMENTS (marked); i++)
    g_assert_true (bf_carnegie_player_add_department (gus, &(BfBuiltDepartment) { marked[i], FALSE, FALSE, TRUE }, &error));

  g_assert_true (bf_carnegie_game_validate_while_typing (game, &error));
  list = bf_carnegie_game_list_contradictions (game);
  g_assert_nonnull (find_contradiction (list, gus, BF_CONTRADICTION_EMPLOYEES));
  g_assert_cmpstr (find_contradiction (list, gus, BF_CONTRADICTION_EMPLOYEES)->category, ==, BF_SCORE_EMPLOYEES);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT);
  g_assert_cmpstr (error->message, ==, "Gus: more departments are marked with an active employee (4) than the company has active employees (0); an employee standing in a department is an active employee.");
  g_clear_error (&error);

  /* 2 marked, 1 active: still one department too many. */
  g_assert_true (bf_carnegie_player_remove_department (gus, 20));
  g_assert_true (bf_carnegie_player_remove_department (gus, 24));
  g_assert_true (bf_carnegie_player_set_employees (gus, 1, 0, 0, 0, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_nonnull (strstr (error->message, "(2) than the company has active employees (1)"));
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_set_employees (gus, 2, 0, 0, 0, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
}

/* 30 pawns a colour (base setup step 4): a player puts 1 on the score
 * track (step 5) and 4 on the transport tracks, leaving 25 for projects
 * and donations; Andrew puts none on a score track: 30 - 4 = 26. */
static void
test_pawn_supply (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfCarnegiePlayer) andrew = bf_carnegie_player_new (TRUE);
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  guint space = 0;

  bf_carnegie_game_add_player (game, "Ben", &error);
  g_assert_cmpuint (bf_carnegie_player_get_pawn_supply (anna), ==, 25);
  g_assert_cmpuint (bf_carnegie_player_get_pawn_supply (andrew), ==, 26);

  /* 21 projects and 4 donations: 25, all her pawns. */
  for (guint i = 0; i < 21; i++, space++)
    {
      BfProjectType type = bf_carnegie_rules_get_space (bf_carnegie_rules_get_default (), space)->type;

      g_assert_true (bf_carnegie_player_add_project (anna, space, type == BF_PROJECT_ANY ? BF_PROJECT_HOUSING : BF_PROJECT_ANY, &error));
      g_assert_no_error (error);
    }
  for (guint row = 1; row <= 4; row++)
    g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, row), &error));
  g_assert_cmpuint (bf_carnegie_player_get_n_pawns (anna), ==, 25);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* The 26th, a donation or a project, is refused, saying why. */
  g_assert_false (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 5), &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Anna has no pawn left: all 25 pawns for projects and donations are on the board (of the 30 pawns, 1 stands on the score track and 4 on the transport tracks).");
  g_clear_error (&error);
  g_assert_false (bf_carnegie_player_add_project (anna, space, BF_PROJECT_HOUSING, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (bf_carnegie_player_get_n_pawns (anna), ==, 25);

  /* Andrew: 26, not 27. */
  for (guint i = 0; i < 20; i++)
    g_assert_true (bf_carnegie_player_add_project (andrew, i, BF_PROJECT_ANY, &error));
  for (guint row = 1; row <= 5; row++)
    g_assert_true (bf_carnegie_player_add_donation (andrew, BF_CHART_POS (BF_DONATION_HEALTH, row), &error));
  g_assert_true (bf_carnegie_player_add_donation (andrew, BF_CHART_POS (BF_DONATION_WELFARE, 1), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_player_get_n_pawns (andrew), ==, 26);
  g_assert_false (bf_carnegie_player_add_project (andrew, 20, BF_PROJECT_ANY, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Andrew has no pawn left: all 26 of his pawns for projects and donations are on the board (of his 30 pawns, 4 stand on the transport tracks).");
  g_clear_error (&error);
}

/* All the players' department tiles together (and Andrew's): 32 less the
 * 16 (2 players, solo) or 8 (3 players) of base setup step 3. */
static void
test_tile_total (void)
{
  g_autoptr(BfCarnegieGame) two = bf_carnegie_game_new ();
  g_autoptr(BfCarnegieGame) three = bf_carnegie_game_new ();
  g_autoptr(BfCarnegieGame) solo = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (two, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (two, "Ben", &error);
  BfCarnegiePlayer *dora;
  BfCarnegiePlayer *andrew;

  /* 2 players: 8 + 8 = 16 tiles (departments 1-8 twice: 2 copies each). */
  for (guint number = 1; number <= 8; number++)
    {
      g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { number, FALSE, FALSE, FALSE }, &error));
      g_assert_true (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { number, FALSE, FALSE, FALSE }, &error));
    }
  g_assert_true (bf_carnegie_game_validate (two, &error));
  g_assert_no_error (error);
  g_assert_false (bf_carnegie_player_add_department (ben, &(BfBuiltDepartment) { 9, FALSE, FALSE, FALSE }, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Ben cannot build another department: a game with 2 players has 16 department tiles, and all 16 are on the table already.");
  g_clear_error (&error);

  /* 3 players: 24. */
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p + 1);
      BfCarnegiePlayer *player = bf_carnegie_game_add_player (three, name, &error);

      for (guint k = 0; k < 8; k++)
        g_assert_true (bf_carnegie_player_add_department (player, &(BfBuiltDepartment) { (p * 8 + k) % 16 + 1, FALSE, FALSE, FALSE }, &error));
      g_assert_no_error (error);
    }
  g_assert_true (bf_carnegie_game_validate (three, &error));
  g_assert_false (bf_carnegie_player_add_department (bf_carnegie_game_get_player (three, 0), &(BfBuiltDepartment) { 16, FALSE, FALSE, FALSE }, &error));
  g_assert_nonnull (strstr (error->message, "a game with 3 players has 24 department tiles, and all 24"));
  g_clear_error (&error);

  /* Solo, "as in a 2-player game, there are only 16 Departments": the
   * player's 16 leave none for Andrew. */
  dora = bf_carnegie_game_add_player (solo, "Dora", &error);
  g_assert_true (bf_carnegie_game_set_solo (solo, TRUE, &error));
  andrew = bf_carnegie_game_get_andrew (solo);
  g_assert_true (bf_carnegie_player_set_employees (dora, 0, 0, 0, 0, &error));
  for (guint number = 1; number <= 16; number++)
    g_assert_true (bf_carnegie_player_add_department (dora, &(BfBuiltDepartment) { number, FALSE, FALSE, FALSE }, &error));
  g_assert_false (bf_carnegie_player_add_taken (andrew, 1, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Andrew cannot take another department: a solo game has 16 department tiles, and all 16 are on the table already.");
  g_clear_error (&error);
}

/* Andrew builds only in the cities his cards name, on a city's Housing
 * space first, then Commerce, Industry, Public (solo rules,
 * Construction). */
static void
test_andrew_placement (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfSoloGame) engine = bf_solo_game_new (7);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *dora = bf_carnegie_game_add_player (game, "Dora", &error);
  const char * const nowhere[] = { "seattle", "helena", "phoenix", "el-paso" };
  const BfContradiction *contradiction;
  BfCarnegiePlayer *andrew;

  g_assert_true (bf_carnegie_game_set_solo (game, TRUE, &error));
  andrew = bf_carnegie_game_get_andrew (game);

  for (guint i = 0; i < G_N_ELEMENTS (nowhere); i++)
    {
      g_assert_false (bf_carnegie_player_add_project (andrew, bf_test_space_of (nowhere[i], 1), BF_PROJECT_ANY, &error));
      g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
      g_clear_error (&error);
    }
  g_assert_false (bf_carnegie_player_add_project (andrew, bf_test_space_of ("seattle", 1), BF_PROJECT_ANY, &error));
  g_assert_cmpstr (error->message, ==, "Andrew’s pawn in Seattle is impossible: he builds only in the cities his action cards name, and none names Seattle.");
  g_clear_error (&error);

  /* Chicago: 1 Commerce, 2 Housing. His pawn on Commerce while Housing
   * is free: entered before Dora's disk on Housing, perhaps. */
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_space_of ("chicago", 1), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_game_validate_while_typing (game, &error));
  list = bf_carnegie_game_list_contradictions (game);
  contradiction = find_contradiction (list, andrew, BF_CONTRADICTION_ANDREW_ORDER);
  g_assert_nonnull (contradiction);
  g_assert_cmpstr (contradiction->category, ==, BF_SCORE_CITY_PROJECTS);
  g_assert_cmpstr (contradiction->flag, ==, "Andrew’s pawn is on the Commerce space of Chicago while its Housing space (space 2) is free: check both (his cards build on Housing first, then Commerce, Industry, Public)");
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Andrew has a pawn on the Commerce space of Chicago, but its Housing space (space 2) is free: his cards build on Housing first, then Commerce, Industry and Public.");
  g_clear_error (&error);
  /* The score sheet flags it on his city projects line: Chicago 3 VP. */
  sheet = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < bf_score_sheet_get_n_lines (sheet, 1); i++)
    {
      const BfScoreLine *line = bf_score_sheet_get_line (sheet, 1, i);

      g_assert_true (line->flagged == g_str_equal (line->category, BF_SCORE_CITY_PROJECTS));
      if (line->flagged)
        {
          g_assert_cmpint (line->vp, ==, 3);
          g_assert_nonnull (strstr (line->explanation, contradiction->flag));
        }
    }
  g_clear_pointer (&list, g_ptr_array_unref);

  /* Dora's disk on Housing settles it; his Industry pawn next is right:
   * Housing and Commerce are taken. */
  g_assert_true (bf_carnegie_player_add_project (dora, bf_test_space_of ("chicago", 2), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_space_of ("chicago", 3), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
  /* Public with the second Industry space free: refused when finished. */
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_space_of ("chicago", 5), BF_PROJECT_ANY, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_nonnull (strstr (error->message, "Industry space (space 4)"));
  g_clear_error (&error);

  /* The solo engine counts the same 26 for him (base setup: 30 pawns,
   * 4 on the transport tracks). */
  andrew = bf_carnegie_game_get_andrew (bf_solo_game_get_table (engine));
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (engine), ==, bf_carnegie_player_get_pawn_supply (andrew));
  g_assert_cmpuint (bf_carnegie_player_get_pawn_supply (andrew), ==, 26);

  /* The solo engine's table: his pieces are where his cards or the
   * table's corrections put them (docs/solo.md), not checked again. */
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_space_of ("seattle", 1), BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_add_project (andrew, bf_test_space_of ("chicago", 1), BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
  list = bf_carnegie_game_list_contradictions (bf_solo_game_get_table (engine));
  g_assert_cmpuint (list->len, ==, 0);
}

/* A New Beginning: a score track never goes below the player's own
 * start, line 4 of their bidding sheet when the game holds the sheets
 * (VP are only lost through Payroll Management, "cannot be taken if the
 * player has 0 or fewer VP"). */
static void
test_score_track_sheet (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_rules_get_default (), 2);
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfCarnegiePlayer *ben = bf_carnegie_game_add_player (game, "Ben", &error);

  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_NEW_BEGINNING, &error));
  /* Without sheets only the lowest start is known: -6. */
  g_assert_true (bf_carnegie_player_set_score_track (anna, -6, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));

  g_assert_true (bf_bidding_sheet_choose_value (bf_bidding_get_sheet (bidding, 0), BF_BID_VP, -5, &error));
  g_assert_true (bf_bidding_sheet_choose_value (bf_bidding_get_sheet (bidding, 1), BF_BID_VP, 3, &error));
  bf_carnegie_game_set_bidding (game, bidding);

  /* Anna's sheet chose -5: -6 is below her start. */
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Anna: the score track shows -6 VP, but it never goes below -5 VP: the player’s bidding sheet chose -5 VP on line 4, and VP are only lost while above 0 (Payroll Management).");
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_set_score_track (anna, -5, &error));
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);

  /* Ben's chose +3: he never went below 0. */
  g_assert_true (bf_carnegie_player_set_score_track (ben, -1, &error));
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_cmpstr (error->message, ==, "Ben: the score track shows -1 VP, but it never goes below 0 VP: the player’s bidding sheet chose 3 VP on line 4, and VP are only lost while above 0 (Payroll Management).");
  g_clear_error (&error);
}

/* The messages about what a game holds say "a solo game", never "a game
 * with 1 players". */
static void
test_players_plural (void)
{
  g_autoptr(BfCarnegieGame) solo = bf_carnegie_game_new ();
  g_autoptr(BfCarnegieGame) two = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *dora = bf_carnegie_game_add_player (solo, "Dora", &error);
  guint n = 0;

  g_assert_true (bf_carnegie_game_set_solo (solo, TRUE, &error));
  bf_carnegie_game_add_player (two, "Anna", &error);
  bf_carnegie_game_add_player (two, "Ben", &error);

  /* 19 blocking discs: the 18 of a 2-player or solo game and one more. */
  for (guint s = 0; n < 19; s++)
    if (bf_carnegie_game_set_space_blocked (solo, s, TRUE, NULL) && bf_carnegie_game_set_space_blocked (two, s, TRUE, NULL))
      n++;
  g_assert_false (bf_carnegie_game_validate (solo, &error));
  g_assert_cmpstr (error->message, ==, "19 blocking discs on the board, but a solo game has only 18.");
  g_clear_error (&error);
  g_assert_false (bf_carnegie_game_validate (two, &error));
  g_assert_cmpstr (error->message, ==, "19 blocking discs on the board, but a game with 2 players has only 18.");
  g_clear_error (&error);

  bf_carnegie_player_set_action_choice (dora, TRUE);
  for (guint s = 0; s < bf_carnegie_rules_get_n_spaces (bf_carnegie_rules_get_default ()); s++)
    bf_carnegie_game_set_space_blocked (solo, s, FALSE, NULL);
  g_assert_false (bf_carnegie_game_validate (solo, &error));
  g_assert_cmpstr (error->message, ==, "Nobody has an Action Choice tile in a solo game; only 3- and 4-player games use them.");
  g_clear_error (&error);
}

static void
test_finalize (void)
{
  BfCarnegieGame *game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);

  g_object_ref (anna);
  g_assert_finalize_object (game);
  /* The player outlives its game without dangling back-pointers. */
  g_assert_true (bf_carnegie_player_set_money (anna, 3, &error));
  g_assert_true (bf_carnegie_player_add_project (anna, 0, BF_PROJECT_HOUSING, &error));
  g_assert_finalize_object (anna);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/players", test_players);
  g_test_add_func ("/model/counts", test_counts);
  g_test_add_func ("/model/projects", test_projects);
  g_test_add_func ("/model/departments", test_departments);
  g_test_add_func ("/model/department-objects", test_department_objects);
  g_test_add_func ("/model/project-objects", test_project_objects);
  g_test_add_func ("/model/donation-objects", test_donation_objects);
  g_test_add_func ("/model/transport-objects", test_transport_objects);
  g_test_add_func ("/model/table-objects-loaded", test_table_objects_loaded);
  g_test_add_func ("/model/transport-end", test_transport_end);
  g_test_add_func ("/model/donations", test_donations);
  g_test_add_func ("/model/blocking-count", test_blocking_count);
  g_test_add_func ("/model/action-choice", test_action_choice);
  g_test_add_func ("/model/action-choice-first-player", test_action_choice_first_player);
  g_test_add_func ("/model/new-donations-tiles", test_new_donations_tiles);
  g_test_add_func ("/model/departments-per-type", test_departments_per_type);
  g_test_add_func ("/model/score-track-floor", test_score_track_floor);
  g_test_add_func ("/model/solo", test_solo);
  g_test_add_func ("/model/first-player", test_first_player);
  g_test_add_func ("/model/move-player", test_move_player);
  g_test_add_func ("/model/employees-refused", test_employees_refused);
  g_test_add_func ("/model/pawn-supply", test_pawn_supply);
  g_test_add_func ("/model/tile-total", test_tile_total);
  g_test_add_func ("/model/andrew-placement", test_andrew_placement);
  g_test_add_func ("/model/score-track-sheet", test_score_track_sheet);
  g_test_add_func ("/model/players-plural", test_players_plural);
  g_test_add_func ("/model/finalize", test_finalize);

  return g_test_run ();
}
