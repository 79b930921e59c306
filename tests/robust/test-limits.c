/* test-limits.c
 *
 * Every limit of the model and of the file format, from a real game file
 * (tests/data/example-2p.json) changed in one place: names (too long,
 * empty, blank, control characters, line separators, bidirectional
 * overrides), counts (negative, over the limit, beyond 32 and 64 bits),
 * unknown ids and duplicate ids (including a field given twice in one
 * object, which JSON parsers usually accept silently). Each must be
 * refused with a message naming the field (or the thing) that is wrong:
 * never accepted silently, never a crash. Then the same limits through
 * the model's setters, as the widgets call them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-game-file.h"

typedef enum
{
  SET,                           /* set member @path to the JSON @value */
  APPEND_FIRST,                  /* append a copy of the array's first element */
  REPLACE_TEXT,                  /* replace @path (text) by @value in the file */
} Change;

typedef struct
{
  const char *name;
  Change      change;
  const char *path;
  const char *value;
  const char *expected;          /* in the message: the field or the thing */
} Case;

static const Case cases[] = {
  /* Names */
  { "name-too-long", SET, "players/0/name", "\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"", "name" },
  { "name-empty", SET, "players/0/name", "\"\"", "name" },
  { "name-blank", SET, "players/0/name", "\"  \\t \"", "name" },
  { "name-no-break-space", SET, "players/0/name", "\"\\u00a0\"", "name" },
  { "name-zero-width", SET, "players/0/name", "\"\\u200b\"", "name" },
  { "name-bell", SET, "players/0/name", "\"A\\u0007\"", "name" },
  { "name-delete", SET, "players/0/name", "\"A\\u007f\"", "name" },
  { "name-newline", SET, "players/0/name", "\"A\\nB\"", "name" },
  { "name-line-separator", SET, "players/0/name", "\"A\\u2028B\"", "name" },
  { "name-bidi-override", SET, "players/0/name", "\"A\\u202eB\"", "name" },
  { "name-bidi-isolate", SET, "players/0/name", "\"A\\u2066B\"", "name" },
  { "name-number", SET, "players/0/name", "5", "name" },
  { "name-null", SET, "players/0/name", "null", "name" },
  /* Counts */
  { "money-negative", SET, "players/0/money", "-1", "money" },
  { "money-over", SET, "players/0/money", "10000", "money" },
  { "money-32-bits", SET, "players/0/money", "4294967296", "money" },
  { "money-64-bits", SET, "players/0/money", "9223372036854775807", "" },
  { "money-huge-digits", SET, "players/0/money", "123456789012345678901234567890", "" },
  { "money-fraction", SET, "players/0/money", "1.5", "money" },
  { "goods-negative", SET, "players/0/goods", "-1", "goods" },
  { "score-track-under", SET, "players/0/score-track", "-10000", "score-track" },
  { "score-track-over", SET, "players/0/score-track", "2147483648", "score-track" },
  { "empty-spaces-negative", SET, "players/0/empty-company-spaces", "-5", "empty-company-spaces" },
  { "tab-negative", SET, "players/0/project-tabs/housing", "-1", "housing" },
  { "tab-over", SET, "players/0/project-tabs/public", "10000", "public" },
  { "employees-negative", SET, "players/0/employees/active", "-1", "active" },
  { "employees-over", SET, "players/0/employees/inactive-board", "16", "inactive-board" },
  { "transport-zero", SET, "players/0/transport/east", "0", "east" },
  { "transport-over", SET, "players/0/transport/west", "6", "west" },
  { "version-zero", SET, "version", "0", "version" },
  { "version-negative", SET, "version", "-1", "version" },
  /* Unknown ids */
  { "unknown-color", SET, "players/0/color", "\"mauve\"", "color" },
  { "unknown-region", SET, "players/0/transport/north", "3", "north" },
  { "unknown-field", SET, "players/0/cash", "3", "cash" },
  { "unknown-city", SET, "players/0/projects/0/city", "\"atlantis\"", "atlantis" },
  { "unknown-space", SET, "players/0/projects/0/space", "99", "space" },
  { "unknown-department", SET, "players/0/departments/0/number", "33", "number" },
  { "department-zero", SET, "players/0/departments/0/number", "0", "number" },
  { "unknown-donation-column", SET, "players/0/donations/0/column", "\"sports\"", "sports" },
  { "unknown-donation-row", SET, "players/0/donations/0/row", "6", "row" },
  { "unknown-module", SET, "modules", "[\"expansion-9\"]", "expansion-9" },
  { "unknown-format", SET, "format", "\"benefactor-chess\"", "format" },
  /* Duplicate ids */
  { "duplicate-project", APPEND_FIRST, "players/0/projects", NULL, "Anna" },
  { "duplicate-donation", APPEND_FIRST, "players/0/donations", NULL, "Anna" },
  { "duplicate-department", APPEND_FIRST, "players/0/departments", NULL, "Anna" },
  { "duplicate-name", SET, "players/1/name", "\"anna\"", "anna" },
  { "duplicate-color", SET, "players/1/color", "\"red\"", "" },
  { "duplicate-field", REPLACE_TEXT, "\"money\": 14,", "\"money\": 14, \"money\": 9999,", "money" },
  { "duplicate-top-level-field", REPLACE_TEXT, "\"version\": 2,", "\"version\": 2, \"version\": 2,", "version" },
  { "duplicate-nested-field", REPLACE_TEXT, "\"east\": ", "\"east\": 1, \"east\": ", "east" },
};

static char *
read_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  return contents;
}

static JsonNode *
walk (JsonNode    *node,
      const char  *step)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint index = (guint) g_ascii_strtoull (step, NULL, 10);

      g_assert_cmpuint (index, <, json_array_get_length (array));
      return json_array_get_element (array, index);
    }

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  g_assert_true (json_object_has_member (json_node_get_object (node), step));
  return json_object_get_member (json_node_get_object (node), step);
}

static char *
apply (const Case *c)
{
  g_autofree char *example = read_example ();
  g_autoptr(JsonNode) root = NULL;
  g_auto(GStrv) steps = NULL;
  JsonNode *node;
  guint n;

  if (c->change == REPLACE_TEXT)
    {
      const char *at = strstr (example, c->path);

      g_assert_nonnull (at);
      return g_strdup_printf ("%.*s%s%s", (int) (at - example), example, c->value,
                              at + strlen (c->path));
    }

  root = json_from_string (example, NULL);
  g_assert_nonnull (root);
  steps = g_strsplit (c->path, "/", -1);
  n = g_strv_length (steps);
  node = root;
  for (guint i = 0; i + 1 < n; i++)
    node = walk (node, steps[i]);

  if (c->change == SET)
    {
      JsonNode *value = json_from_string (c->value, NULL);

      g_assert_nonnull (value);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
      json_object_set_member (json_node_get_object (node), steps[n - 1], value);
    }
  else
    {
      JsonArray *array = json_node_get_array (walk (node, steps[n - 1]));

      json_array_add_element (array, json_node_copy (json_array_get_element (array, 0)));
    }

  return json_to_string (root, TRUE);
}

static void
test_file_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *text = apply (c);
  static const BfGameFileLoadFlags flags[] = {
    BF_GAME_FILE_LOAD_DEFAULT,
    BF_GAME_FILE_LOAD_UNFINISHED,
  };

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BfCarnegieGame) game = NULL;

      /* Two players with one name or colour are a table in progress:
       * only the strict load (a finished game) refuses them. */
      if (flags[i] == BF_GAME_FILE_LOAD_UNFINISHED &&
          (g_str_equal (c->name, "duplicate-name") || g_str_equal (c->name, "duplicate-color")))
        continue;

      game = bf_game_file_from_data_full (text, -1, flags[i], &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      g_test_message ("%s: %s", c->name, error->message);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_nonnull (strstr (error->message, c->expected));
    }
}

/* The unchanged example loads: the refusals above are the change's. */
static void
test_file_baseline (void)
{
  g_autofree char *example = read_example ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_game_file_from_data (example, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
}

static void
expect_refused (gboolean     result,
                GError     **error,
                const char  *expected)
{
  g_assert_false (result);
  g_assert_nonnull (*error);
  g_test_message ("%s", (*error)->message);
  g_assert_nonnull (strstr ((*error)->message, expected));
  g_clear_error (error);
}

static void
test_model (void)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  BfCarnegiePlayer *anna = bf_carnegie_game_add_player (game, "Anna", &error);
  BfBuiltDepartment department = { 3, TRUE, FALSE, FALSE };
  static const char * const bad_names[] = {
    "", " ", "\xc2\xa0", "\xe2\x80\x8b", "A\tB", "A\x7f", "A\xe2\x80\xa8" "B", "A\xe2\x80\xae" "B",
    "A\xe2\x81\xa6" "B", "\xff", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  };

  g_assert_nonnull (anna);

  /* Names: refused, and the name stays. */
  for (guint i = 0; i < G_N_ELEMENTS (bad_names); i++)
    expect_refused (bf_carnegie_player_set_name (anna, bad_names[i], &error), &error, "name");
  g_assert_null (bf_carnegie_game_add_player (game, "", &error));
  expect_refused (FALSE, &error, "name");
  g_assert_cmpstr (bf_carnegie_player_get_name (anna), ==, "Anna");
  /* 40 characters (not bytes), an emoji sequence with a zero-width
   * joiner, and right-to-left text are names. */
  g_assert_true (bf_carnegie_player_set_name (anna, "ÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀ", &error));
  g_assert_true (bf_carnegie_player_set_name (anna, "\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x94\xac", &error));
  g_assert_true (bf_carnegie_player_set_name (anna, "\xd7\x93\xd7\xa0\xd7\x94", &error));
  g_assert_true (bf_carnegie_player_set_name (anna, "Anna", &error));
  g_assert_no_error (error);

  /* Counts: negative ones arrive as huge unsigned values. */
  expect_refused (bf_carnegie_player_set_money (anna, BF_MAX_COUNT + 1, &error), &error, "money");
  expect_refused (bf_carnegie_player_set_money (anna, G_MAXUINT, &error), &error, "money");
  expect_refused (bf_carnegie_player_set_goods (anna, (guint) -1, &error), &error, "goods");
  expect_refused (bf_carnegie_player_set_empty_spaces (anna, G_MAXUINT, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_set_score_track (anna, G_MININT, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_set_score_track (anna, G_MAXINT, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_set_tab_vp (anna, BF_PROJECT_HOUSING, G_MAXUINT, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_set_employees (anna, G_MAXUINT, G_MAXUINT, 2, 0, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_set_transport (anna, BF_REGION_EAST, 0, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_set_transport (anna, BF_REGION_EAST, G_MAXUINT, &error), &error, "Anna");
  g_assert_cmpuint (bf_carnegie_player_get_money (anna), ==, 0);

  /* Unknown ids. */
  expect_refused (bf_carnegie_player_set_color (anna, "mauve", &error), &error, "mauve");
  department.number = 33;
  expect_refused (bf_carnegie_player_add_department (anna, &department, &error), &error, "Anna");
  department.number = 0;
  expect_refused (bf_carnegie_player_add_department (anna, &department, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_add_project (anna, G_MAXUINT, BF_PROJECT_ANY, &error), &error, "Anna");
  expect_refused (bf_carnegie_player_add_donation (anna, BF_CHART_POS_NONE, &error), &error, "Anna");

  /* Duplicate ids. */
  department.number = 3;
  g_assert_true (bf_carnegie_player_add_department (anna, &department, &error));
  expect_refused (bf_carnegie_player_add_department (anna, &department, &error), &error, "Anna");
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 1), &error));
  expect_refused (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 1), &error),
                  &error, "Anna");
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/limits/file/baseline", test_file_baseline);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/limits/file/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_file_case);
    }
  g_test_add_func ("/limits/model", test_model);

  return g_test_run ();
}
