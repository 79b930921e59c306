/* test-game-file.c
 *
 * Game files: the example tables in tests/data/, exact round trips,
 * atomic saving, and every file in tests/data/broken/ refused with a
 * message (no crash, no critical).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "bf-game-file.h"
#include "bf-score-sheet.h"

static const char * const examples[] = {
  "example-2p.json",
  "solo.json",
  "expansion-4p.json",
};

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static char *
read_data_file (const char *name,
                gsize      *length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = data_path (name);
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);

  return contents;
}

static BfCarnegieGame *
load_example (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = data_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BfCarnegieGame *game;

  game = bf_game_file_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (BF_IS_CARNEGIE_GAME (game));

  return game;
}

static guint
space_index (BfCarnegieGame *game,
             const char     *city_id,
             guint           slot)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_game_get_rules (game), city_id);

  g_assert_nonnull (city);
  g_assert_cmpuint (slot, >=, 1);
  g_assert_cmpuint (slot, <=, city->n_spaces);

  return city->first_space + slot - 1;
}

static guint
count_blocked_spaces (BfCarnegieGame *game)
{
  guint n = bf_carnegie_rules_get_n_spaces (bf_carnegie_game_get_rules (game));
  guint blocked = 0;

  for (guint i = 0; i < n; i++)
    blocked += bf_carnegie_game_get_space_blocked (game, i) ? 1 : 0;

  return blocked;
}

static guint
count_blocked_chart (BfCarnegieGame *game)
{
  guint blocked = 0;

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    blocked += bf_carnegie_game_get_chart_blocked (game, pos) ? 1 : 0;

  return blocked;
}

static void
test_example_2p (void)
{
  g_autoptr(BfCarnegieGame) game = load_example ("example-2p.json");
  const BfBuiltDepartment *department;
  const BfProject *project;
  BfCarnegiePlayer *anna;
  BfCarnegiePlayer *ben;

  g_assert_false (bf_carnegie_game_get_solo (game));
  g_assert_null (bf_carnegie_game_get_andrew (game));
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 2);
  g_assert_cmpint (bf_carnegie_game_get_modules (game), ==,
                   BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_NEW_BEGINNING);
  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    g_assert_cmpint (bf_carnegie_game_get_cover (game, c), ==, BF_NO_TILE);

  g_assert_cmpuint (count_blocked_spaces (game), ==, 13);
  g_assert_true (bf_carnegie_game_get_space_blocked (game, space_index (game, "san-francisco", 2)));
  g_assert_true (bf_carnegie_game_get_space_blocked (game, space_index (game, "memphis", 1)));
  g_assert_false (bf_carnegie_game_get_space_blocked (game, space_index (game, "san-francisco", 3)));
  g_assert_cmpuint (count_blocked_chart (game), ==, 5);
  g_assert_true (bf_carnegie_game_get_chart_blocked (game, BF_CHART_POS (BF_DONATION_RIGHTS, 2)));
  g_assert_true (bf_carnegie_game_get_chart_blocked (game, BF_CHART_POS (BF_DONATION_HEALTH, 4)));

  anna = bf_carnegie_game_get_player (game, 0);
  ben = bf_carnegie_game_get_player (game, 1);
  g_assert_cmpstr (bf_carnegie_player_get_name (anna), ==, "Anna");
  g_assert_cmpstr (bf_carnegie_player_get_color (anna), ==, "red");
  g_assert_cmpstr (bf_carnegie_player_get_name (ben), ==, "Ben");
  g_assert_cmpstr (bf_carnegie_player_get_color (ben), ==, "blue");
  g_assert_false (bf_carnegie_player_is_andrew (anna));

  g_assert_cmpint (bf_carnegie_player_get_score_track (anna), ==, 52);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (anna), ==, 10);
  project = bf_carnegie_player_get_project (anna, 0);
  g_assert_cmpuint (project->space, ==, space_index (game, "chicago", 2));
  g_assert_cmpint (project->type, ==, BF_PROJECT_HOUSING);
  project = bf_carnegie_player_find_project (anna, space_index (game, "cincinnati", 1));
  g_assert_nonnull (project);
  g_assert_cmpint (project->type, ==, BF_PROJECT_PUBLIC);
  g_assert_true (bf_carnegie_game_get_space_owner (game, space_index (game, "new-york", 2)) == ben);

  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_EAST), ==, 4);
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_MIDWEST), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_SOUTH), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_WEST), ==, 2);

  g_assert_cmpuint (bf_carnegie_player_get_n_donations (anna), ==, 3);
  g_assert_true (bf_carnegie_player_has_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 2)));
  g_assert_true (bf_carnegie_player_has_donation (anna, BF_CHART_POS (BF_DONATION_HEALTH, 1)));
  g_assert_true (bf_carnegie_player_has_donation (ben, BF_CHART_POS (BF_DONATION_WELFARE, 4)));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (anna), ==, BF_CHART_POS_NONE);

  g_assert_cmpuint (bf_carnegie_player_get_n_departments (anna), ==, 4);
  department = bf_carnegie_player_get_department (anna, 0);
  g_assert_cmpuint (department->number, ==, 6);
  g_assert_true (department->top_row);
  g_assert_false (department->left_column);
  g_assert_true (department->active_employee);
  department = bf_carnegie_player_find_department (anna, 14);
  g_assert_nonnull (department);
  g_assert_false (department->active_employee);
  g_assert_nonnull (bf_carnegie_player_find_department (ben, 22));

  g_assert_cmpuint (bf_carnegie_player_get_active_employees (anna), ==, 9);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_board (anna), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_missions (anna), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_active_on_cost (anna), ==, 4);
  g_assert_cmpuint (bf_carnegie_player_get_empty_spaces (anna), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_money (anna), ==, 14);
  g_assert_cmpuint (bf_carnegie_player_get_goods (anna), ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_tab_vp (anna, BF_PROJECT_HOUSING), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_tab_vp (anna, BF_PROJECT_PUBLIC), ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_tab_vp (ben, BF_PROJECT_INDUSTRY), ==, 5);
  g_assert_false (bf_carnegie_player_get_action_choice (anna));

  g_assert_cmpint (bf_carnegie_player_get_score_track (ben), ==, 47);
  g_assert_cmpuint (bf_carnegie_player_get_money (ben), ==, 7);
  g_assert_cmpuint (bf_carnegie_player_get_goods (ben), ==, 4);
}

static void
test_example_solo (void)
{
  g_autoptr(BfCarnegieGame) game = load_example ("solo.json");
  BfCarnegiePlayer *clara;
  BfCarnegiePlayer *andrew;
  const BfProject *project;

  g_assert_true (bf_carnegie_game_get_solo (game));
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 1);
  g_assert_cmpint (bf_carnegie_game_get_modules (game), ==, BF_MODULE_NONE);
  g_assert_cmpuint (count_blocked_spaces (game) + count_blocked_chart (game), ==, 18);

  clara = bf_carnegie_game_get_player (game, 0);
  andrew = bf_carnegie_game_get_andrew (game);
  g_assert_nonnull (andrew);
  g_assert_true (bf_carnegie_player_is_andrew (andrew));
  g_assert_cmpstr (bf_carnegie_player_get_name (clara), ==, "Clara");
  g_assert_cmpstr (bf_carnegie_player_get_color (andrew), ==, "black");
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (clara), ==, 14);
  g_assert_cmpuint (bf_carnegie_player_get_transport (clara, BF_REGION_EAST), ==, 5);
  g_assert_nonnull (bf_carnegie_player_find_department (clara, 15));

  /* Andrew's disks in towns have no type. */
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (andrew), ==, 9);
  project = bf_carnegie_player_find_project (andrew, space_index (game, "fargo", 1));
  g_assert_nonnull (project);
  g_assert_cmpint (project->type, ==, BF_PROJECT_ANY);
  project = bf_carnegie_player_find_project (andrew, space_index (game, "houston", 2));
  g_assert_nonnull (project);
  g_assert_cmpint (project->type, ==, BF_PROJECT_COMMERCE);

  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_SOUTH), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_n_donations (andrew), ==, 4);
  g_assert_true (bf_carnegie_player_has_donation (andrew, BF_CHART_POS (BF_DONATION_EDUCATION, 5)));

  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 0), ==, 6);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 1), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 2), ==, 4);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 3), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 4), ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 6);
  g_assert_cmpuint (bf_carnegie_player_get_taken (andrew, 1), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_taken (andrew, 2), ==, 5);
  g_assert_cmpuint (bf_carnegie_player_get_taken (andrew, 5), ==, 16);
}

static void
test_example_4p (void)
{
  g_autoptr(BfCarnegieGame) game = load_example ("expansion-4p.json");
  BfCarnegiePlayer *clara;
  BfCarnegiePlayer *dora;
  const BfProject *project;

  g_assert_false (bf_carnegie_game_get_solo (game));
  g_assert_cmpuint (bf_carnegie_game_get_n_players (game), ==, 4);
  g_assert_cmpint (bf_carnegie_game_get_modules (game), ==, BF_MODULES_ALL);
  g_assert_cmpint (bf_carnegie_game_get_cover (game, BF_DONATION_EDUCATION), ==, BF_DONATION_WELFARE);
  g_assert_cmpint (bf_carnegie_game_get_cover (game, BF_DONATION_RIGHTS), ==, BF_NO_TILE);
  g_assert_cmpint (bf_carnegie_game_get_cover (game, BF_DONATION_WELFARE), ==, BF_NO_TILE);
  g_assert_cmpint (bf_carnegie_game_get_cover (game, BF_DONATION_HEALTH), ==, BF_DONATION_HEALTH);
  g_assert_cmpuint (count_blocked_spaces (game) + count_blocked_chart (game), ==, 0);

  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, i)), !=, BF_CHART_POS_NONE);

  clara = bf_carnegie_game_get_player (game, 2);
  dora = bf_carnegie_game_get_player (game, 3);
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (clara), ==,
                    BF_CHART_POS (BF_DONATION_EDUCATION, 2));
  g_assert_true (bf_carnegie_player_get_action_choice (dora));
  g_assert_false (bf_carnegie_player_get_action_choice (clara));

  /* Political Lobbying: housing on Houston's public space. */
  g_assert_nonnull (bf_carnegie_player_find_department (clara, 27));
  project = bf_carnegie_player_find_project (clara, space_index (game, "houston", 1));
  g_assert_nonnull (project);
  g_assert_cmpint (project->type, ==, BF_PROJECT_HOUSING);

  g_assert_nonnull (bf_carnegie_player_find_department (dora, 32));
  g_assert_cmpuint (bf_carnegie_player_get_transport (dora, BF_REGION_WEST), ==, 5);
}

/* The checked-in examples are written exactly as Benefactor writes them. */
static void
test_canonical (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autoptr(BfCarnegieGame) game = load_example (examples[i]);
      g_autofree char *contents = read_data_file (examples[i], NULL);
      g_autofree char *data = bf_game_file_to_data (game, NULL);

      g_test_message ("%s", examples[i]);
      g_assert_cmpstr (data, ==, contents);
    }
}

static void
test_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BfCarnegieGame) game = load_example (examples[i]);
      g_autoptr(BfCarnegieGame) game2 = NULL;
      g_autoptr(BfCarnegieGame) game3 = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *data = NULL;
      g_autofree char *data2 = NULL;
      g_autofree char *data3 = NULL;
      gsize length;
      gsize length2;

      data = bf_game_file_to_data (game, &length);
      g_assert_cmpuint (length, ==, strlen (data));

      game2 = bf_game_file_from_data (data, length, &error);
      g_assert_no_error (error);
      data2 = bf_game_file_to_data (game2, &length2);
      g_assert_cmpstr (data, ==, data2);
      g_assert_cmpuint (length, ==, length2);

      node = bf_game_file_to_json (game2);
      game3 = bf_game_file_from_json (node, &error);
      g_assert_no_error (error);
      data3 = bf_game_file_to_data (game3, NULL);
      g_assert_cmpstr (data, ==, data3);
    }
}

static void
test_save_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("benefactor-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.json", NULL);
  file = g_file_new_for_path (path);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autoptr(BfCarnegieGame) game = load_example (examples[i]);
      g_autoptr(BfCarnegieGame) loaded = NULL;
      g_autofree char *data = bf_game_file_to_data (game, NULL);
      g_autofree char *saved = NULL;
      g_autofree char *data2 = NULL;
      g_autoptr(GDir) listing = NULL;
      const char *name;
      guint n_files = 0;

      /* The second and third save replace the file. */
      g_assert_true (bf_game_file_save (game, file, NULL, &error));
      g_assert_no_error (error);

      g_file_get_contents (path, &saved, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (saved, ==, data);

      loaded = bf_game_file_load (file, NULL, &error);
      g_assert_no_error (error);
      data2 = bf_game_file_to_data (loaded, NULL);
      g_assert_cmpstr (data2, ==, data);

      /* No temporary or backup file is left behind. */
      listing = g_dir_open (dir, 0, &error);
      g_assert_no_error (error);
      while ((name = g_dir_read_name (listing)) != NULL)
        {
          g_assert_cmpstr (name, ==, "game.json");
          n_files++;
        }
      g_assert_cmpuint (n_files, ==, 1);
    }

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* What a hand-written file may leave out or add. */
static void
test_lenient (void)
{
  const char *data =
    "\xef\xbb\xbf" /* a byte order mark */
    "{\n"
    "  \"format\": \"benefactor-carnegie\",\n"
    "  \"version\": 1,\n"
    "  \"comment\": \"Sunday at Dora's\",\n"
    "  \"date\": \"2024-03-10\",\n"
    "  \"solo\": true,\n"
    "  \"blocked-spaces\": [{\"city\": \"omaha\"}],\n"
    "  \"players\": [\n"
    "    {\"andrew\": true, \"comment\": \"first in the file\",\n"
    "     \"projects\": [{\"city\": \"fargo\"}, {\"city\": \"chicago\", \"space\": 2}]},\n"
    "    {\"name\": \"Dora\",\n"
    "     \"projects\": [{\"city\": \"chicago\", \"space\": 1, \"comment\": \"typed space\"},\n"
    "                  {\"city\": \"duluth\", \"type\": \"industry\"}],\n"
    "     \"transport\": {\"west\": 3},\n"
    "     \"employees\": {\"active\": 6},\n"
    "     \"secret-donation\": null,\n"
    "     \"color\": null}\n"
    "  ]\n"
    "}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = NULL;
  BfCarnegiePlayer *dora;
  BfCarnegiePlayer *andrew;
  const BfProject *project;

  game = bf_game_file_from_data (data, -1, &error);
  g_assert_no_error (error);

  g_assert_true (bf_carnegie_game_get_solo (game));
  g_assert_true (bf_carnegie_game_get_space_blocked (game, space_index (game, "omaha", 1)));

  dora = bf_carnegie_game_get_player (game, 0);
  andrew = bf_carnegie_game_get_andrew (game);
  g_assert_cmpstr (bf_carnegie_player_get_name (dora), ==, "Dora");
  g_assert_null (bf_carnegie_player_get_color (dora));
  g_assert_cmpint (bf_carnegie_player_get_score_track (dora), ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_money (dora), ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_transport (dora, BF_REGION_EAST), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_transport (dora, BF_REGION_WEST), ==, 3);
  g_assert_cmpuint (bf_carnegie_player_get_active_employees (dora), ==, 6);
  g_assert_cmpuint (bf_carnegie_player_get_inactive_board (dora), ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (dora), ==, BF_CHART_POS_NONE);

  project = bf_carnegie_player_find_project (dora, space_index (game, "chicago", 1));
  g_assert_nonnull (project);
  g_assert_cmpint (project->type, ==, BF_PROJECT_COMMERCE);
  project = bf_carnegie_player_find_project (dora, space_index (game, "duluth", 1));
  g_assert_nonnull (project);
  g_assert_cmpint (project->type, ==, BF_PROJECT_INDUSTRY);

  g_assert_cmpuint (bf_carnegie_player_get_n_projects (andrew), ==, 2);
  g_assert_cmpuint (bf_carnegie_player_get_vp_cards (andrew, 0), ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 0);
}

/* A town's disk without a type: refused in a finished game (the file
 * says which town), kept as it is in a table being entered, as the
 * autosave and the undo history hold it. */
static void
test_town_without_type (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "broken", "town-without-type.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(BfCarnegieGame) game = NULL;
  g_autoptr(BfCarnegieGame) again = NULL;
  gsize length;
  guint omaha;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);

  g_assert_null (bf_game_file_from_data (contents, length, &error));
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT);
  g_assert_nonnull (strstr (error->message, "Omaha"));
  g_clear_error (&error);

  game = bf_game_file_from_data_full (contents, length, BF_GAME_FILE_LOAD_UNFINISHED, &error);
  g_assert_no_error (error);
  omaha = space_index (game, "omaha", 1);
  g_assert_cmpint (bf_carnegie_player_find_project (bf_carnegie_game_get_player (game, 0), omaha)->type, ==, BF_PROJECT_ANY);
  g_assert_false (bf_carnegie_game_validate (game, &error));
  g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Anna’s pawn in Omaha needs a project type"));
  g_clear_error (&error);

  /* Saved without a type, read back the same */
  saved = bf_game_file_to_data (game, &length);
  again = bf_game_file_from_data_full (saved, length, BF_GAME_FILE_LOAD_UNFINISHED, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bf_carnegie_player_find_project (bf_carnegie_game_get_player (again, 0), omaha)->type, ==, BF_PROJECT_ANY);
}

static void
test_module_ids (void)
{
  BfModules module;

  for (guint bit = 0; bit < 5; bit++)
    {
      const char *id = bf_game_file_get_module_id (1 << bit);

      g_assert_nonnull (id);
      g_assert_true (bf_game_file_lookup_module (id, &module));
      g_assert_cmpint (module, ==, 1 << bit);
    }

  g_assert_cmpstr (bf_game_file_get_module_id (BF_MODULE_NEW_DONATIONS), ==, "new-donations");
  g_assert_null (bf_game_file_get_module_id (BF_MODULE_NONE));
  g_assert_null (bf_game_file_get_module_id (BF_MODULES_ALL));
  g_assert_false (bf_game_file_lookup_module ("livingstone", &module));
}

/* The example in the format documentation is tests/data/example-2p.json. */
static void
test_documented_example (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs",
                                                     "game-file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_autofree char *example = read_data_file ("example-2p.json", NULL);
  const char *marker = "<!-- tests/data/example-2p.json -->\n```json\n";
  const char *start;
  const char *end;
  g_autofree char *block = NULL;

  g_file_get_contents (doc_path, &doc, NULL, &error);
  g_assert_no_error (error);

  start = strstr (doc, marker);
  g_assert_nonnull (start);
  start += strlen (marker);
  end = strstr (start, "```\n");
  g_assert_nonnull (end);

  block = g_strndup (start, end - start);
  g_assert_cmpstr (block, ==, example);

  /* Every example in the documentation is a valid game. */
  for (start = strstr (doc, "```json\n"); start != NULL; start = strstr (end, "```json\n"))
    {
      g_autoptr(BfCarnegieGame) game = NULL;

      start += strlen ("```json\n");
      end = strstr (start, "```\n");
      g_assert_nonnull (end);

      game = bf_game_file_from_data (start, end - start, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
    }
}

/* The limits of a possible table load (each one past its limit is a file
 * in tests/data/broken/): Ben plays first, so Anna is the third player
 * and has the tile; 3 New Donations tiles for 3 players; -6 VP with A New
 * Beginning and 0 VP; 4 different Human Resources departments with New
 * Departments. */
static void
test_possible_limits (void)
{
  const char *data =
    "{\n"
    "  \"format\": \"benefactor-carnegie\",\n"
    "  \"version\": 2,\n"
    "  \"modules\": [\"new-departments\", \"new-donations\", \"a-new-beginning\"],\n"
    "  \"chart\": {\"covers\": {\"education\": \"welfare\", \"rights\": \"health\", \"health\": \"education\"}},\n"
    "  \"players\": [\n"
    "    {\"name\": \"Anna\", \"score-track\": 12, \"action-choice-unused\": true,\n"
    "     \"departments\": [{\"number\": 1}, {\"number\": 17}]},\n"
    "    {\"name\": \"Ben\", \"score-track\": -6, \"departments\": [{\"number\": 2}, {\"number\": 1}]},\n"
    "    {\"name\": \"Clara\", \"score-track\": 0, \"departments\": [{\"number\": 18}, {\"number\": 21}]}\n"
    "  ],\n"
    "  \"setup\": {\"seed\": 7, \"first-player\": 1, \"timeline\": [\n"
    "    {\"tile\": 1, \"side\": \"front\"}, {\"tile\": 2, \"side\": \"front\"},\n"
    "    {\"tile\": 3, \"side\": \"back\"}, {\"tile\": 4, \"side\": \"front\"}]}\n"
    "}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_game_file_from_data (data, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_true (bf_carnegie_player_get_action_choice (bf_carnegie_game_get_player (game, 0)));
  g_assert_cmpint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (game, 1)), ==, -6);
  g_assert_true (bf_carnegie_game_validate (game, &error));
  g_assert_no_error (error);
}

/* Issue 26: the first player of a game not set up in Benefactor is
 * the top-level "first-player" (an index in "players", written only when
 * it is not the first one listed); a file without it is as before, the
 * first one listed plays first. Seat order Gus, Hal, Ivy, Hal first:
 * Gus is the third player in turn order and has the Action Choice tile. */
static void
test_first_player (void)
{
  const char *data =
    "{\n"
    "  \"format\": \"benefactor-carnegie\",\n"
    "  \"version\": 2,\n"
    "  \"players\": [\n"
    "    {\"name\": \"Gus\", \"action-choice-unused\": true},\n"
    "    {\"name\": \"Hal\"},\n"
    "    {\"name\": \"Ivy\"}\n"
    "  ],\n"
    "  \"first-player\": 1\n"
    "}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_game_file_from_data (data, -1, &error);
  g_autoptr(BfCarnegieGame) again = NULL;
  g_autoptr(BfCarnegieGame) old = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  g_autofree char *example = read_data_file ("example-2p.json", NULL);
  g_autofree char *old_saved = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_game_get_first_player (game), ==, 1);
  g_assert_true (bf_carnegie_game_validate (game, &error));

  saved = bf_game_file_to_data (game, NULL);
  g_assert_nonnull (strstr (saved, "  ],\n  \"first-player\": 1\n}\n"));
  again = bf_game_file_from_data (saved, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_game_get_first_player (again), ==, 1);
  saved_again = bf_game_file_to_data (again, NULL);
  g_assert_cmpstr (saved, ==, saved_again);

  /* Without it, Gus plays first and Ivy would be the third: refused. */
  {
    g_autoptr(GString) without = g_string_new (data);

    g_string_replace (without, ",\n  \"first-player\": 1", "", 1);
    g_clear_object (&again);
    again = bf_game_file_from_data (without->str, -1, &error);
    g_assert_null (again);
    g_assert_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "Ivy"));
    g_clear_error (&error);
  }

  /* An older file: the first one listed, and the same bytes saved. */
  old = bf_game_file_from_data (example, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_game_get_first_player (old), ==, 0);
  old_saved = bf_game_file_to_data (old, NULL);
  g_assert_cmpstr (old_saved, ==, example);
}

/* Issue 26: a table still being entered (an autosave) opens even past a
 * limit an older version let through, 26 pawns here; the score sheet
 * then says what is wrong, and the entries can mend it. */
static void
test_unfinished_past_limits (void)
{
  g_autofree char *data = read_data_file ("broken/pawns-26.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_game_file_from_data_full (data, -1, BF_GAME_FILE_LOAD_UNFINISHED, &error);
  g_autoptr(BfScoreSheet) sheet = NULL;
  BfCarnegiePlayer *anna;

  g_assert_no_error (error);
  anna = bf_carnegie_game_get_player (game, 0);
  g_assert_cmpuint (bf_carnegie_player_get_n_pawns (anna), ==, 26);
  sheet = bf_score_sheet_new (game, &error);
  g_assert_null (sheet);
  g_assert_nonnull (strstr (error->message, "Anna has 26 pawns on projects and donations, but only 25"));
  g_clear_error (&error);

  /* Entries go on being checked: no 27th; one fewer and it scores. */
  g_assert_false (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_HEALTH, 1), &error));
  g_clear_error (&error);
  g_assert_true (bf_carnegie_player_remove_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 5)));
  sheet = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sheet);
}

typedef struct
{
  const char *name;
  const char *domain;  /* "file" or "game" */
  int         code;    /* -1: any code of the domain */
  const char *contains;
} Broken;

#define FILE_ERR(code) "file", BF_DOCUMENT_ERROR_##code
#define GAME_ERR "game", -1
#define GAME_ERR_CODE(code) "game", BF_CARNEGIE_GAME_ERROR_##code

static const Broken broken_files[] = {
  { "action-choice-2p.json", GAME_ERR, NULL },
  { "action-choice-3p-first.json", GAME_ERR_CODE (INVALID), "Anna has an unused Action Choice tile" },
  { "action-choice-3p-setup.json", GAME_ERR_CODE (INVALID), "Clara has an unused Action Choice tile" },
  { "andrew-commerce-before-housing.json", GAME_ERR_CODE (INVALID), "Andrew has a pawn on the Commerce space of Chicago, but its Housing space (space 2) is free" },
  { "andrew-in-seattle.json", GAME_ERR_CODE (INVALID), "Andrew’s pawn in Seattle is impossible: he builds only in the cities his action cards name, and none names Seattle" },
  { "andrew-pawns-27.json", GAME_ERR_CODE (INVALID), "Andrew has 27 pawns on projects and donations, but only 26" },
  { "andrew-with-money.json", FILE_ERR (CONTENT), "money" },
  { "andrew-without-solo.json", FILE_ERR (CONTENT), "solo" },
  { "blocked-chart-twice.json", FILE_ERR (CONTENT), "entry 2 of “blocked”" },
  { "blocked-space-twice.json", FILE_ERR (CONTENT), "entry 3 of “blocked-spaces”" },
  { "comment-not-text.json", FILE_ERR (CONTENT), "comment" },
  { "cover-tile-twice.json", FILE_ERR (CONTENT), "welfare" },
  { "cover-unknown-column.json", FILE_ERR (CONTENT), "wealth" },
  { "cover-without-module.json", FILE_ERR (CONTENT), "new-donations" },
  { "deeply-nested.json", FILE_ERR (FORMAT), NULL },
  { "department-33.json", FILE_ERR (CONTENT), "Anna" },
  { "department-flag-number.json", FILE_ERR (CONTENT), "top-row" },
  { "department-number-string.json", FILE_ERR (CONTENT), "number" },
  { "departments-17-2p.json", GAME_ERR_CODE (INVALID), "Ben: 17 department tiles are on the table, but a game with 2 players has only 16" },
  { "departments-25-3p.json", GAME_ERR_CODE (INVALID), "Clara: 25 department tiles are on the table, but a game with 3 players has only 24" },
  { "departments-five-of-a-type.json", GAME_ERR_CODE (CONFLICT), "Ben: “Corporate Communication”" },
  { "donation-row-6.json", FILE_ERR (CONTENT), "row" },
  { "donation-row-null.json", FILE_ERR (CONTENT), "row" },
  { "duplicate-department.json", GAME_ERR, "Anna" },
  { "duplicate-module.json", FILE_ERR (CONTENT), "open-bar" },
  { "employees-16-active.json", FILE_ERR (CONTENT), "active" },
  { "employees-array.json", FILE_ERR (CONTENT), "employees" },
  { "employees-marked-2-active-1.json", GAME_ERR_CODE (CONFLICT), "Gus: more departments are marked with an active employee (2) than the company has active employees (1)" },
  { "employees-marked-4-active-0.json", GAME_ERR_CODE (CONFLICT), "Gus: more departments are marked with an active employee (4) than the company has active employees (0)" },
  { "employees-sum-16.json", GAME_ERR, "Anna" },
  { "empty-name.json", GAME_ERR, "Player 1" },
  { "empty.json", FILE_ERR (SYNTAX), NULL },
  { "first-player-not-a-player.json", FILE_ERR (CONTENT), "first-player" },
  { "first-player-two.json", FILE_ERR (CONTENT), "a game has one first player" },
  { "five-players.json", FILE_ERR (CONTENT), NULL },
  { "future-version.json", FILE_ERR (VERSION), "newer version" },
  { "invalid-utf8-name.json", FILE_ERR (SYNTAX), NULL },
  { "modules-string.json", FILE_ERR (CONTENT), "modules" },
  { "money-1e30.json", FILE_ERR (CONTENT), "“money” must be a whole number from 0 to 9999" },
  { "money-hex.json", FILE_ERR (SYNTAX), "0x10" },
  { "money-huge.json", FILE_ERR (CONTENT), "Player “Anna”: “money” must be a whole number from 0 to 9999." },
  { "money-negative.json", FILE_ERR (CONTENT), "Player “Anna”: “money”" },
  { "money-overflow.json", FILE_ERR (CONTENT), "too large" },
  { "money-string.json", FILE_ERR (CONTENT), "Player “Anna”: “money”" },
  { "name-array.json", FILE_ERR (CONTENT), "name" },
  { "name-missing.json", FILE_ERR (CONTENT), "name" },
  { "new-donations-tiles-3-2p.json", GAME_ERR_CODE (INVALID), "3 New Donations tiles" },
  { "no-format.json", FILE_ERR (FORMAT), NULL },
  { "no-players.json", FILE_ERR (CONTENT), "players" },
  { "not-an-object.json", FILE_ERR (FORMAT), NULL },
  { "nul-in-name.json", FILE_ERR (SYNTAX), NULL },
  { "pawns-26.json", GAME_ERR_CODE (INVALID), "Anna has 26 pawns on projects and donations, but only 25" },
  { "players-missing.json", FILE_ERR (CONTENT), "players" },
  { "players-object.json", FILE_ERR (CONTENT), "players" },
  { "project-null.json", FILE_ERR (CONTENT), "projects" },
  { "projects-object.json", FILE_ERR (CONTENT), "projects" },
  { "same-color.json", GAME_ERR, NULL },
  { "same-name.json", GAME_ERR, "Anna" },
  { "score-float.json", FILE_ERR (CONTENT), "score-track" },
  { "score-track-below-6.json", GAME_ERR_CODE (INVALID), "Anna: the score track" },
  { "score-track-below-sheet.json", GAME_ERR_CODE (INVALID), "Anna: the score track shows -6 VP, but it never goes below -5 VP" },
  { "score-track-negative.json", GAME_ERR_CODE (NOT_IN_PLAY), "Ben: the score track" },
  { "secret-donation-without-module.json", FILE_ERR (CONTENT), "secret-donation" },
  { "single-quotes.json", FILE_ERR (SYNTAX), NULL },
  { "solo-andrew-32-tiles.json", GAME_ERR_CODE (INVALID), "Andrew: 32 department tiles are on the table, but a solo game has only 16" },
  { "solo-player-16-andrew-1.json", GAME_ERR_CODE (INVALID), "Andrew: 17 department tiles are on the table, but a solo game has only 16" },
  { "solo-string.json", FILE_ERR (CONTENT), "solo" },
  { "solo-without-andrew.json", FILE_ERR (CONTENT), "Andrew" },
  { "space-out-of-range.json", FILE_ERR (CONTENT), "Chicago" },
  { "space-string.json", FILE_ERR (CONTENT), "space" },
  { "space-zero.json", FILE_ERR (CONTENT), "space" },
  { "too-many-blocking-disks.json", GAME_ERR, NULL },
  { "town-without-type.json", FILE_ERR (CONTENT), "Omaha" },
  { "transport-array.json", FILE_ERR (CONTENT), "transport" },
  { "transport-box-6.json", FILE_ERR (CONTENT), "east" },
  { "transport-float.json", FILE_ERR (CONTENT), "east" },
  { "truncated.json", FILE_ERR (SYNTAX), NULL },
  { "two-players-one-space.json", GAME_ERR, "Chicago" },
  { "unknown-chart-key.json", FILE_ERR (CONTENT), "tiles" },
  { "unknown-city.json", FILE_ERR (CONTENT), "toronto" },
  { "unknown-color.json", FILE_ERR (CONTENT), "teal" },
  { "unknown-module.json", FILE_ERR (CONTENT), "livingstone" },
  { "unknown-player-key.json", FILE_ERR (CONTENT), "mony" },
  { "unknown-project-key.json", FILE_ERR (CONTENT), "owner" },
  { "unknown-project-type.json", FILE_ERR (CONTENT), "farm" },
  { "unknown-region.json", FILE_ERR (CONTENT), "far-west" },
  { "version-string.json", FILE_ERR (FORMAT), "version" },
  { "vp-cards-for-human.json", FILE_ERR (CONTENT), "vp-cards" },
  { "vp-cards-too-few.json", FILE_ERR (CONTENT), "vp-cards" },
  { "wrong-format.json", FILE_ERR (FORMAT), NULL },
};

static void
check_refused (const char   *what,
               const GError *error,
               const Broken *expected)
{
  g_test_message ("%s: %s", what, error != NULL ? error->message : "(loaded)");

  g_assert_nonnull (error);
  if (g_str_equal (expected->domain, "file"))
    g_assert_true (error->domain == BF_DOCUMENT_ERROR);
  else
    g_assert_true (error->domain == BF_CARNEGIE_GAME_ERROR);
  if (expected->code >= 0)
    g_assert_cmpint (error->code, ==, expected->code);

  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (expected->contains != NULL)
    g_assert_nonnull (strstr (error->message, expected->contains));
}

static void
test_broken (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", "broken", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char *name;

  g_assert_no_error (error);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(BfCarnegieGame) game = NULL;
      g_autofree char *contents = NULL;
      gsize length;
      const Broken *expected = NULL;

      if (!g_str_has_suffix (name, ".json"))
        continue;

      for (guint i = 0; i < G_N_ELEMENTS (broken_files); i++)
        {
          if (g_str_equal (broken_files[i].name, name))
            expected = &broken_files[i];
        }
      if (expected == NULL)
        g_error ("%s: no expected error in broken_files[]", name);
      g_hash_table_add (seen, (gpointer) expected->name);

      game = bf_game_file_load (file, NULL, &error);
      g_assert_null (game);
      check_refused (name, error, expected);
      g_clear_error (&error);

      /* The same from memory. */
      g_file_get_contents (path, &contents, &length, &error);
      g_assert_no_error (error);
      game = bf_game_file_from_data (contents, length, &error);
      g_assert_null (game);
      check_refused (name, error, expected);
      g_clear_error (&error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (broken_files); i++)
    {
      if (!g_hash_table_contains (seen, broken_files[i].name))
        g_error ("%s: listed in broken_files[] but not in tests/data/broken/",
                 broken_files[i].name);
    }
}

/* A file larger than BF_DOCUMENT_MAX_SIZE is refused before parsing:
 * this one would otherwise be a valid game. */
static void
test_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("benefactor-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *example = read_data_file ("example-2p.json", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GString) data = g_string_new (NULL);
  g_autoptr(BfCarnegieGame) game = NULL;

  g_assert_no_error (error);

  g_string_append (data, example);
  while (data->len < 2 * 1024 * 1024)
    g_string_append_c (data, ' ');
  g_string_append_c (data, '\n');

  path = g_build_filename (dir, "large.json", NULL);
  g_file_set_contents (path, data->str, data->len, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);

  game = bf_game_file_load (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT);
  g_clear_error (&error);

  game = bf_game_file_from_data (data->str, data->len, &error);
  g_assert_null (game);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT);
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_unreadable (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = data_path ("no-such-game.json");
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GFile) missing = g_file_new_for_path (path);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(BfCarnegieGame) game = NULL;

  game = bf_game_file_load (missing, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ);
  g_assert_nonnull (strstr (error->message, "no-such-game.json"));
  g_clear_error (&error);

  game = bf_game_file_load (directory, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ);
  g_clear_error (&error);

  g_cancellable_cancel (cancellable);
  path = (g_free (path), data_path ("example-2p.json"));
  g_clear_object (&missing);
  missing = g_file_new_for_path (path);
  game = bf_game_file_load (missing, cancellable, &error);
  g_assert_null (game);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-file/example-2p", test_example_2p);
  g_test_add_func ("/game-file/example-solo", test_example_solo);
  g_test_add_func ("/game-file/example-4p", test_example_4p);
  g_test_add_func ("/game-file/canonical", test_canonical);
  g_test_add_func ("/game-file/round-trip", test_round_trip);
  g_test_add_func ("/game-file/save-load", test_save_load);
  g_test_add_func ("/game-file/lenient", test_lenient);
  g_test_add_func ("/game-file/town-without-type", test_town_without_type);
  g_test_add_func ("/game-file/module-ids", test_module_ids);
  g_test_add_func ("/game-file/documented-example", test_documented_example);
  g_test_add_func ("/game-file/possible-limits", test_possible_limits);
  g_test_add_func ("/game-file/first-player", test_first_player);
  g_test_add_func ("/game-file/unfinished-past-limits", test_unfinished_past_limits);
  g_test_add_func ("/game-file/broken", test_broken);
  g_test_add_func ("/game-file/too-large", test_too_large);
  g_test_add_func ("/game-file/unreadable", test_unreadable);

  return g_test_run ();
}
