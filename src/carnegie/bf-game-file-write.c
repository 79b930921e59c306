/* bf-game-file-write.c
 *
 * Writing a Carnegie game file (bf-game-file.h; its reading is in
 * bf-game-file.c): the whole table as versioned JSON, in the layout of
 * the core's pretty printer (BF_JSON_STYLE_SHORT_LINES), canonical.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-game-file"

#include "config.h"

#include "bf-i18n.h"

#include "bf-carnegie-game-private.h"
#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-json.h"

static JsonNode *
chart_pos_to_json (BfCarnegieRules *rules,
                   BfChartPos       pos)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (object, "column",
                                 bf_carnegie_rules_get_donation_type (rules, BF_CHART_POS_COLUMN (pos))->id);
  json_object_set_int_member (object, "row", BF_CHART_POS_ROW (pos));
  json_node_take_object (node, object);

  return node;
}

/* {"city": "chicago", "space": 2}, to which a project adds "type". */
static JsonObject *
space_to_json (BfCarnegieRules *rules,
               guint            space_index)
{
  const BfSpace *space = bf_carnegie_rules_get_space (rules, space_index);
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "city", bf_carnegie_rules_get_city (rules, space->city)->id);
  json_object_set_int_member (object, "space", space->slot);

  return object;
}

static JsonObject *
player_to_json (BfCarnegieRules  *rules,
                BfCarnegiePlayer *player)
{
  JsonObject *object = json_object_new ();
  JsonObject *transport = json_object_new ();
  JsonArray *projects = json_array_new ();
  JsonArray *donations = json_array_new ();
  gboolean andrew = bf_carnegie_player_is_andrew (player);
  guint n;

  if (bf_carnegie_player_get_name (player) != NULL)
    json_object_set_string_member (object, "name", bf_carnegie_player_get_name (player));
  if (bf_carnegie_player_get_color (player) != NULL)
    json_object_set_string_member (object, "color", bf_carnegie_player_get_color (player));
  if (andrew)
    json_object_set_boolean_member (object, "andrew", TRUE);
  else
    json_object_set_int_member (object, "score-track", bf_carnegie_player_get_score_track (player));

  n = bf_carnegie_player_get_n_projects (player);
  for (guint i = 0; i < n; i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, i);
      JsonObject *entry = space_to_json (rules, project->space);

      if (project->type != BF_PROJECT_ANY)
        json_object_set_string_member (entry, "type",
                                       bf_carnegie_rules_get_project_type (rules, project->type)->id);
      json_array_add_object_element (projects, entry);
    }
  json_object_set_array_member (object, "projects", projects);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    json_object_set_int_member (transport, bf_carnegie_rules_get_region (rules, (BfRegion) r)->id,
                                bf_carnegie_player_get_transport (player, (BfRegion) r));
  json_object_set_object_member (object, "transport", transport);

  n = bf_carnegie_player_get_n_donations (player);
  for (guint i = 0; i < n; i++)
    json_array_add_element (donations, chart_pos_to_json (rules, bf_carnegie_player_get_donation (player, i)));
  json_object_set_array_member (object, "donations", donations);

  if (!andrew)
    {
      JsonArray *departments = json_array_new ();
      JsonObject *employees = json_object_new ();
      JsonObject *tabs = json_object_new ();
      BfChartPos secret;

      n = bf_carnegie_player_get_n_departments (player);
      for (guint i = 0; i < n; i++)
        {
          const BfBuiltDepartment *department = bf_carnegie_player_get_department (player, i);
          JsonObject *entry = json_object_new ();

          json_object_set_int_member (entry, "number", department->number);
          json_object_set_boolean_member (entry, "top-row", department->top_row);
          json_object_set_boolean_member (entry, "left-column", department->left_column);
          json_object_set_boolean_member (entry, "active-employee", department->active_employee);
          json_array_add_object_element (departments, entry);
        }
      json_object_set_array_member (object, "departments", departments);

      json_object_set_int_member (employees, "active", bf_carnegie_player_get_active_employees (player));
      json_object_set_int_member (employees, "inactive-board", bf_carnegie_player_get_inactive_board (player));
      json_object_set_int_member (employees, "inactive-missions", bf_carnegie_player_get_inactive_missions (player));
      json_object_set_int_member (employees, "active-on-cost", bf_carnegie_player_get_active_on_cost (player));
      json_object_set_object_member (object, "employees", employees);

      json_object_set_int_member (object, "empty-company-spaces", bf_carnegie_player_get_empty_spaces (player));
      json_object_set_int_member (object, "money", bf_carnegie_player_get_money (player));
      json_object_set_int_member (object, "goods", bf_carnegie_player_get_goods (player));

      for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
        json_object_set_int_member (tabs, bf_carnegie_rules_get_project_type (rules, (BfProjectType) t)->id,
                                    bf_carnegie_player_get_tab_vp (player, (BfProjectType) t));
      json_object_set_object_member (object, "project-tabs", tabs);

      json_object_set_boolean_member (object, "action-choice-unused",
                                      bf_carnegie_player_get_action_choice (player));

      secret = bf_carnegie_player_get_secret_donation (player);
      if (secret != BF_CHART_POS_NONE)
        json_object_set_member (object, "secret-donation", chart_pos_to_json (rules, secret));
    }
  else
    {
      JsonArray *vp_cards = json_array_new ();
      JsonArray *taken = json_array_new ();

      for (guint i = 0; i < BF_N_VP_CARDS; i++)
        json_array_add_int_element (vp_cards, bf_carnegie_player_get_vp_cards (player, i));
      json_object_set_array_member (object, "vp-cards", vp_cards);

      n = bf_carnegie_player_get_n_taken (player);
      for (guint i = 0; i < n; i++)
        json_array_add_int_element (taken, bf_carnegie_player_get_taken (player, i));
      json_object_set_array_member (object, "departments-taken", taken);
    }

  return object;
}

JsonNode *
bf_game_file_to_json (BfCarnegieGame *game)
{
  g_autoptr(GListModel) players_model = NULL;
  BfCarnegieRules *rules;
  JsonObject *root;
  JsonObject *chart;
  JsonObject *covers;
  JsonArray *modules;
  JsonArray *chart_blocked;
  JsonArray *blocked_spaces;
  JsonArray *players;
  JsonNode *node;
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);

  rules = bf_carnegie_game_get_rules (game);
  root = json_object_new ();
  json_object_set_string_member (root, "format", BF_GAME_FILE_FORMAT);
  json_object_set_int_member (root, "version", BF_GAME_FILE_VERSION);
  json_object_set_boolean_member (root, "solo", bf_carnegie_game_get_solo (game));

  modules = json_array_new ();
  /* In the order of their bits, as bf-game-file.c lists them. */
  for (guint bit = 0; (1u << bit) <= BF_MODULES_ALL; bit++)
    {
      BfModules module = (BfModules) (1u << bit);
      const char *id = bf_game_file_get_module_id (module);

      if (id != NULL && bf_carnegie_game_has_module (game, module))
        json_array_add_string_element (modules, id);
    }
  json_object_set_array_member (root, "modules", modules);

  chart = json_object_new ();
  covers = json_object_new ();
  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      int tile = bf_carnegie_game_get_cover (game, (BfDonationType) c);

      if (tile != BF_NO_TILE)
        json_object_set_string_member (covers,
                                       bf_carnegie_rules_get_donation_type (rules, (BfDonationType) c)->id,
                                       bf_carnegie_rules_get_donation_type (rules, (BfDonationType) tile)->id);
    }
  json_object_set_object_member (chart, "covers", covers);

  chart_blocked = json_array_new ();
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      if (bf_carnegie_game_get_chart_blocked (game, pos))
        json_array_add_element (chart_blocked, chart_pos_to_json (rules, pos));
    }
  json_object_set_array_member (chart, "blocked", chart_blocked);
  json_object_set_object_member (root, "chart", chart);

  blocked_spaces = json_array_new ();
  n = bf_carnegie_rules_get_n_spaces (rules);
  for (guint s = 0; s < n; s++)
    {
      if (bf_carnegie_game_get_space_blocked (game, s))
        json_array_add_object_element (blocked_spaces, space_to_json (rules, s));
    }
  json_object_set_array_member (root, "blocked-spaces", blocked_spaces);

  players = json_array_new ();
  players_model = g_object_ref (bf_carnegie_game_get_players (game));
  n = g_list_model_get_n_items (players_model);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfCarnegiePlayer) player = g_list_model_get_item (players_model, i);

      json_array_add_object_element (players, player_to_json (rules, player));
    }
  json_object_set_array_member (root, "players", players);

  /* The first player of a game not set up in Benefactor, when it is not
   * the first one listed (the setup record names its own): files
   * without it stay as older releases wrote them. */
  if (bf_carnegie_game_get_setup (game) == NULL && bf_carnegie_game_get_first_player (game) != 0)
    json_object_set_int_member (root, "first-player", bf_carnegie_game_get_first_player (game));

  /* The setup assistant's members, only when set: older files stay as
   * they were. */
  if (bf_carnegie_game_get_secrets_sealed (game))
    json_object_set_boolean_member (root, "secrets-sealed", TRUE);
  if (bf_carnegie_game_get_setup (game) != NULL)
    json_object_set_member (root, "setup", bf_setup_record_to_json (rules, bf_carnegie_game_get_setup (game)));
  if (bf_carnegie_game_get_bidding (game) != NULL)
    json_object_set_member (root, "bidding", bf_bidding_to_json (bf_carnegie_game_get_bidding (game)));
  if (bf_carnegie_game_get_setup_progress (game) != NULL)
    json_object_set_member (root, "setup-progress", bf_setup_progress_to_json (bf_carnegie_game_get_setup_progress (game)));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);

  return node;
}

char *
bf_game_file_to_data (BfCarnegieGame *game,
                      gsize          *length)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);

  root = bf_game_file_to_json (game);

  return bf_json_to_data (root, BF_JSON_STYLE_SHORT_LINES, length);
}

gboolean
bf_game_file_save (BfCarnegieGame *game,
                   GFile          *file,
                   GCancellable   *cancellable,
                   GError        **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), FALSE);

  /* One way to save every document: a temporary file renamed over @file. */
  return bf_document_save_file (BF_DOCUMENT (game), file, cancellable, error);
}
