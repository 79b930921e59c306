/* bf-game-file.c
 *
 * Benefactor game files: reading and writing the table of a BfCarnegieGame as
 * versioned JSON. The format is public; docs/game-file-format.md is its
 * reference and must be kept in step with this file.
 *
 * Loading is strict so that a hand-written file either gives exactly the
 * table its author meant or a message saying which player and which field
 * is wrong:
 *
 *  - the raw text is checked first (size, UTF-8, nesting depth, integers
 *    too long for json-glib, which would silently wrap them around);
 *  - every node's type is checked before it is read, every integer's
 *    range, every id against the rule data;
 *  - unknown keys are refused everywhere except at the top level, where
 *    they are ignored so that later releases can add optional fields
 *    within the same version ("comment" is allowed in every object);
 *  - the game is built through the model's setters, whose errors (which
 *    name the player already) are passed on; errors about a name get the
 *    player's position in front. bf_carnegie_game_validate() then checks the whole
 *    table. Only a complete, valid game is returned.
 *
 * Writing uses the core's pretty printer (bf_json_to_data(),
 * BF_JSON_STYLE_SHORT_LINES) so that short lists and small objects stay
 * on one line: a project, a donation or a department is one line of the
 * file. Reading, the safe parsing and the message style are the core's
 * JSON layer's too (bf-json.h).
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


static const struct
{
  BfModules   module;
  const char *id;
} module_ids[] = {
  { BF_MODULE_NEW_DEPARTMENTS, "new-departments" },
  { BF_MODULE_NEW_DONATIONS, "new-donations" },
  { BF_MODULE_SECRET_DONATION, "secret-donation" },
  { BF_MODULE_OPEN_BAR, "open-bar" },
  { BF_MODULE_NEW_BEGINNING, "a-new-beginning" },
};

typedef enum
{
  ID_CITY,
  ID_REGION,
  ID_PROJECT_TYPE,
  ID_DONATION_TYPE,
  ID_COLOR,
  ID_MODULE,
} IdKind;

/* Keys of a player object, by who may use them. "comment" is allowed in
 * every object. */
static const char * const common_player_keys[] = {
  "name", "color", "andrew", "projects", "transport", "donations", NULL
};
static const char * const human_player_keys[] = {
  "score-track", "departments", "employees", "empty-company-spaces",
  "money", "goods", "project-tabs", "action-choice-unused",
  "secret-donation", NULL
};
static const char * const andrew_player_keys[] = {
  "vp-cards", "departments-taken", NULL
};

typedef struct
{
  BfCarnegieGame  *game;       /* borrowed */
  BfCarnegieRules *rules;      /* borrowed */
  BfJsonReader json;   /* its "who": "Player “Anna”", "Andrew" or NULL (the game) */
  gboolean unfinished; /* BF_GAME_FILE_LOAD_UNFINISHED */
} Loader;

const char *
bf_game_file_get_module_id (BfModules module)
{
  for (guint i = 0; i < G_N_ELEMENTS (module_ids); i++)
    {
      if (module_ids[i].module == module)
        return module_ids[i].id;
    }

  return NULL;
}

gboolean
bf_game_file_lookup_module (const char *id,
                            BfModules  *module)
{
  g_return_val_if_fail (id != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (module_ids); i++)
    {
      if (g_str_equal (module_ids[i].id, id))
        {
          if (module != NULL)
            *module = module_ids[i].module;
          return TRUE;
        }
    }

  return FALSE;
}

/* Error helpers: BfJsonReader (bf-json.h) words the errors about
 * the file; these pass on the model's. */

/* Passes on an error of the model. Its messages already name the player
 * they are about ("Anna: money must be…"), so they are not prefixed. */
static gboolean
loader_propagate (Loader  *self,
                  GError **error,
                  GError  *local_error)
{
  g_propagate_error (error, local_error);

  return FALSE;
}

static void
loader_set_who (Loader           *self,
                BfCarnegiePlayer *player,
                guint             position)
{
  g_autofree char *who = NULL;

  if (player != NULL && bf_carnegie_player_is_andrew (player))
    who = g_strdup (_("Andrew"));
  else if (player != NULL && bf_carnegie_player_get_name (player) != NULL)
    /* Translators: names a player in error messages */
    who = g_strdup_printf (_("Player “%s”"), bf_carnegie_player_get_name (player));
  else if (position > 0)
    /* Translators: names a player by position in the file, when the name
     * itself cannot be read */
    who = g_strdup_printf (_("Player %u"), position);

  bf_json_reader_set_who (&self->json, who);
}

/* Ids */

static guint
count_ids (Loader *self,
           IdKind  kind)
{
  switch (kind)
    {
    case ID_CITY:
      return bf_carnegie_rules_get_n_cities (self->rules);
    case ID_REGION:
      return BF_N_REGIONS;
    case ID_PROJECT_TYPE:
      return BF_N_PROJECT_TYPES;
    case ID_DONATION_TYPE:
      return BF_N_DONATION_TYPES;
    case ID_COLOR:
      return bf_carnegie_rules_get_n_colors (self->rules);
    case ID_MODULE:
      return G_N_ELEMENTS (module_ids);
    default:
      g_assert_not_reached ();
    }
}

static const char *
get_id (Loader *self,
        IdKind  kind,
        guint   index)
{
  switch (kind)
    {
    case ID_CITY:
      return bf_carnegie_rules_get_city (self->rules, index)->id;
    case ID_REGION:
      return bf_carnegie_rules_get_region (self->rules, (BfRegion) index)->id;
    case ID_PROJECT_TYPE:
      return bf_carnegie_rules_get_project_type (self->rules, (BfProjectType) index)->id;
    case ID_DONATION_TYPE:
      return bf_carnegie_rules_get_donation_type (self->rules, (BfDonationType) index)->id;
    case ID_COLOR:
      return bf_carnegie_rules_get_color (self->rules, index)->id;
    case ID_MODULE:
      return module_ids[index].id;
    default:
      g_assert_not_reached ();
    }
}

/* Looks @id up among the ids of @kind; @out is the index (city index,
 * BfRegion… or the index in module_ids). */
static gboolean
lookup_id (Loader      *self,
           IdKind       kind,
           const char  *what,
           const char  *id,
           guint       *out,
           GError     **error)
{
  g_autofree char *shown = NULL;
  g_autoptr(GString) list = NULL;
  guint n = count_ids (self, kind);

  for (guint i = 0; i < n; i++)
    {
      if (g_str_equal (get_id (self, kind, i), id))
        {
          *out = i;
          return TRUE;
        }
    }

  shown = bf_json_quote (id);

  if (kind == ID_CITY)
    return bf_json_error (&self->json, error,
                          _("%s: “%s” is not a city. City ids are written in lower case with dashes, like “new-york” or “st-louis”."),
                          what, shown);

  list = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, "“%s”", get_id (self, kind, i));
    }

  return bf_json_error (&self->json, error, _("%s: “%s” is not one of %s."), what, shown,
                        list->str);
}

static gboolean
read_id (Loader      *self,
         JsonObject  *object,
         const char  *key,
         const char  *parent,
         IdKind       kind,
         gboolean     required,
         guint       *out,
         gboolean    *present,
         GError     **error)
{
  g_autofree char *what = bf_json_describe (key, parent);
  const char *id;

  if (!bf_json_read_string (&self->json, object, key, parent,
                            required ? BF_JSON_REQUIRED : BF_JSON_OPTIONAL, &id, error))
    return FALSE;

  if (present != NULL)
    *present = id != NULL;
  if (id == NULL)
    return TRUE;

  return lookup_id (self, kind, what, id, out, error);
}

/* {"column": "health", "row": 2}: a position on the donation chart. */
static gboolean
read_chart_pos (Loader      *self,
                JsonObject  *object,
                const char  *parent,
                BfChartPos  *out,
                GError     **error)
{
  static const char * const keys[] = { "column", "row", NULL };
  guint column;
  int row;

  if (!bf_json_check_keys (&self->json, object, keys, NULL, parent, error) ||
      !read_id (self, object, "column", parent, ID_DONATION_TYPE, TRUE, &column, NULL, error) ||
      !bf_json_read_int (&self->json, object, "row", parent, 1, BF_CHART_ROWS,
                         BF_JSON_REQUIRED, 0, &row, error))
    return FALSE;

  *out = BF_CHART_POS (column, row);
  return TRUE;
}

/* {"city": "chicago", "space": 2}: a construction space; @space_out is
 * its index in the rule data. */
static gboolean
read_space (Loader      *self,
            JsonObject  *object,
            const char  *parent,
            guint       *space_out,
            GError     **error)
{
  const BfCity *city;
  guint city_index;
  int slot;

  if (!read_id (self, object, "city", parent, ID_CITY, TRUE, &city_index, NULL, error))
    return FALSE;

  city = bf_carnegie_rules_get_city (self->rules, city_index);

  if (city->n_spaces == 1)
    {
      /* A town: "space" may be left out. */
      if (!bf_json_read_int (&self->json, object, "space", parent, 1, 1, BF_JSON_OPTIONAL,
                             1, &slot, error))
        return FALSE;
    }
  else
    {
      g_autofree char *what = bf_json_describe ("space", parent);
      JsonNode *node = json_object_get_member (object, "space");

      if (node == NULL)
        return bf_json_missing (&self->json, what, error);

      if (!bf_json_node_holds (node, G_TYPE_INT64) ||
          json_node_get_int (node) < 1 ||
          json_node_get_int (node) > city->n_spaces)
        return bf_json_error (&self->json, error,
                              _("%s must be a whole number from 1 to %u: %s has %u construction spaces."),
                              what, city->n_spaces, city->name, city->n_spaces);

      slot = (int) json_node_get_int (node);
    }

  *space_out = city->first_space + (guint) slot - 1;
  return TRUE;
}

/* Iterates over the entries of @array that must be objects. */
typedef gboolean (*EntryFunc) (Loader      *self,
                               JsonObject  *entry,
                               const char  *parent,
                               gpointer     user_data,
                               GError     **error);

static gboolean
foreach_object (Loader      *self,
                JsonArray   *array,
                const char  *list,
                EntryFunc    func,
                gpointer     user_data,
                GError     **error)
{
  guint n;

  if (array == NULL)
    return TRUE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *parent = bf_json_describe_entry (i, list);
      JsonObject *entry = NULL;

      if (!bf_json_node_get_object (&self->json, json_array_get_element (array, i),
                                    parent, &entry, error) ||
          !func (self, entry, parent, user_data, error))
        return FALSE;
    }

  return TRUE;
}

/* Reading: the game */

static gboolean
read_modules (Loader     *self,
              JsonObject *root,
              BfModules  *out,
              GError    **error)
{
  JsonArray *array;
  guint n;

  *out = BF_MODULE_NONE;

  if (!bf_json_read_array (&self->json, root, "modules", NULL, BF_JSON_OPTIONAL, &array,
                           error))
    return FALSE;
  if (array == NULL)
    return TRUE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = bf_json_describe_entry (i, "modules");
      const char *id;
      guint index;

      if (!bf_json_node_get_string (&self->json, json_array_get_element (array, i), what,
                                    &id, error) ||
          !lookup_id (self, ID_MODULE, what, id, &index, error))
        return FALSE;

      if (*out & module_ids[index].module)
        return bf_json_error (&self->json, error, _("“modules” lists “%s” twice."), id);

      *out |= module_ids[index].module;
    }

  return TRUE;
}

static gboolean
read_chart_blocked_cb (Loader      *self,
                       JsonObject  *entry,
                       const char  *parent,
                       gpointer     user_data,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  BfChartPos pos;

  if (!read_chart_pos (self, entry, parent, &pos, error))
    return FALSE;

  if (bf_carnegie_game_get_chart_blocked (self->game, pos))
    return bf_json_error (&self->json, error,
                          _("%s: this donation space is listed twice."), parent);

  if (!bf_carnegie_game_set_chart_blocked (self->game, pos, TRUE, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_chart (Loader     *self,
            JsonObject *root,
            GError    **error)
{
  static const char * const keys[] = { "covers", "blocked", NULL };
  JsonObject *chart;
  JsonObject *covers;
  JsonArray *blocked;
  const char *parent = "“chart”";

  if (!bf_json_read_object (&self->json, root, "chart", NULL, BF_JSON_OPTIONAL, &chart,
                            error))
    return FALSE;
  if (chart == NULL)
    return TRUE;

  if (!bf_json_check_keys (&self->json, chart, keys, NULL, parent, error) ||
      !bf_json_read_object (&self->json, chart, "covers", parent, BF_JSON_OPTIONAL,
                            &covers, error) ||
      !bf_json_read_array (&self->json, chart, "blocked", parent, BF_JSON_OPTIONAL,
                           &blocked, error))
    return FALSE;

  if (covers != NULL && json_object_get_size (covers) > 0)
    {
      JsonObjectIter iter;
      const char *column_id;
      JsonNode *node;
      gboolean used[BF_N_DONATION_TYPES] = { FALSE, };

      /* Work in progress (the module turned off after laying the
       * tiles) is kept. */
      if (!self->unfinished && !bf_carnegie_game_has_module (self->game, BF_MODULE_NEW_DONATIONS))
        return bf_json_error (&self->json, error,
                              _("“covers” in “chart” needs the New Donations tiles: add “new-donations” to “modules”."));

      json_object_iter_init_ordered (&iter, covers);
      while (json_object_iter_next_ordered (&iter, &column_id, &node))
        {
          g_autoptr(GError) local_error = NULL;
          g_autofree char *what = bf_json_describe (column_id, "“covers”");
          const char *tile_id;
          guint column;
          guint tile;

          if (!lookup_id (self, ID_DONATION_TYPE, "“covers” in “chart”", column_id, &column, error) ||
              !bf_json_node_get_string (&self->json, node, what, &tile_id, error) ||
              !lookup_id (self, ID_DONATION_TYPE, what, tile_id, &tile, error))
            return FALSE;

          if (used[tile])
            return bf_json_error (&self->json, error,
                                  _("“covers” in “chart” uses the “%s” tile twice: there is only one of each."),
                                  tile_id);
          used[tile] = TRUE;

          if (!bf_carnegie_game_set_cover (self->game, (BfDonationType) column, (int) tile, &local_error))
            return loader_propagate (self, error, g_steal_pointer (&local_error));
        }
    }

  return foreach_object (self, blocked, "blocked", read_chart_blocked_cb, NULL, error);
}

static gboolean
read_blocked_space_cb (Loader      *self,
                       JsonObject  *entry,
                       const char  *parent,
                       gpointer     user_data,
                       GError     **error)
{
  static const char * const keys[] = { "city", "space", NULL };
  g_autoptr(GError) local_error = NULL;
  guint space;

  if (!bf_json_check_keys (&self->json, entry, keys, NULL, parent, error) ||
      !read_space (self, entry, parent, &space, error))
    return FALSE;

  if (bf_carnegie_game_get_space_blocked (self->game, space))
    return bf_json_error (&self->json, error,
                          _("%s: this construction space is listed twice."), parent);

  if (!bf_carnegie_game_set_space_blocked (self->game, space, TRUE, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

/* Reading: a player */

static gboolean
read_project_cb (Loader      *self,
                 JsonObject  *entry,
                 const char  *parent,
                 gpointer     user_data,
                 GError     **error)
{
  static const char * const keys[] = { "city", "space", "type", NULL };
  g_autoptr(GError) local_error = NULL;
  BfCarnegiePlayer *player = user_data;
  const BfSpace *space;
  gboolean has_type;
  guint space_index;
  guint type = BF_PROJECT_ANY;

  if (!bf_json_check_keys (&self->json, entry, keys, NULL, parent, error) ||
      !read_space (self, entry, parent, &space_index, error) ||
      !read_id (self, entry, "type", parent, ID_PROJECT_TYPE, FALSE, &type, &has_type, error))
    return FALSE;

  /* Andrew's disks in towns have no type: nothing of his scores by it.
   * A table being entered may not say it yet either. */
  space = bf_carnegie_rules_get_space (self->rules, space_index);
  if (!has_type && space->type == BF_PROJECT_ANY && !bf_carnegie_player_is_andrew (player) &&
      !self->unfinished)
    {
      const BfCity *city = bf_carnegie_rules_get_city (self->rules, space->city);
      g_autofree char *what = bf_json_describe ("type", parent);

      return bf_json_error (&self->json, error,
                            _("%s is missing: %s is a small town, where a project can be of any type."),
                            what, city->name);
    }

  if (!bf_carnegie_player_add_project (player, space_index, (BfProjectType) type, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_donation_cb (Loader      *self,
                  JsonObject  *entry,
                  const char  *parent,
                  gpointer     user_data,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  BfCarnegiePlayer *player = user_data;
  BfChartPos pos;

  if (!read_chart_pos (self, entry, parent, &pos, error))
    return FALSE;

  if (!bf_carnegie_player_add_donation (player, pos, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_department_cb (Loader      *self,
                    JsonObject  *entry,
                    const char  *parent,
                    gpointer     user_data,
                    GError     **error)
{
  static const char * const keys[] = {
    "number", "top-row", "left-column", "active-employee", NULL
  };
  g_autoptr(GError) local_error = NULL;
  BfCarnegiePlayer *player = user_data;
  BfBuiltDepartment department;
  int number;

  if (!bf_json_check_keys (&self->json, entry, keys, NULL, parent, error) ||
      !bf_json_read_int (&self->json, entry, "number", parent, 1, BF_N_DEPARTMENTS,
                         BF_JSON_REQUIRED, 0, &number, error) ||
      !bf_json_read_boolean (&self->json, entry, "top-row", parent, BF_JSON_OPTIONAL,
                             FALSE, &department.top_row, error) ||
      !bf_json_read_boolean (&self->json, entry, "left-column", parent, BF_JSON_OPTIONAL,
                             FALSE, &department.left_column, error) ||
      !bf_json_read_boolean (&self->json, entry, "active-employee", parent,
                             BF_JSON_OPTIONAL, FALSE, &department.active_employee, error))
    return FALSE;

  department.number = (guint) number;

  if (!bf_carnegie_player_add_department (player, &department, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

/* {"east": 3, …}: one box per region, 1 when left out. */
static gboolean
read_transport (Loader           *self,
                JsonObject       *object,
                BfCarnegiePlayer *player,
                GError          **error)
{
  const char *keys[BF_N_REGIONS + 1] = { NULL, };
  JsonObject *transport;

  if (!bf_json_read_object (&self->json, object, "transport", NULL, BF_JSON_OPTIONAL,
                            &transport, error))
    return FALSE;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    keys[r] = bf_carnegie_rules_get_region (self->rules, (BfRegion) r)->id;

  if (transport != NULL &&
      !bf_json_check_keys (&self->json, transport, keys, NULL, "“transport”", error))
    return FALSE;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_autoptr(GError) local_error = NULL;
      int box = 1;

      if (transport != NULL &&
          !bf_json_read_int (&self->json, transport, keys[r], "“transport”", 1,
                             BF_N_TRACK_BOXES, BF_JSON_OPTIONAL, 1, &box, error))
        return FALSE;

      if (!bf_carnegie_player_set_transport (player, (BfRegion) r, (guint) box, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  return TRUE;
}

static gboolean
read_employees (Loader           *self,
                JsonObject       *object,
                BfCarnegiePlayer *player,
                GError          **error)
{
  static const char * const keys[] = {
    "active", "inactive-board", "inactive-missions", "active-on-cost", NULL
  };
  g_autoptr(GError) local_error = NULL;
  const char *parent = "“employees”";
  JsonObject *employees;
  int counts[4] = { 0, };

  if (!bf_json_read_object (&self->json, object, "employees", NULL, BF_JSON_OPTIONAL,
                            &employees, error))
    return FALSE;

  if (employees != NULL)
    {
      if (!bf_json_check_keys (&self->json, employees, keys, NULL, parent, error))
        return FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
        {
          if (!bf_json_read_int (&self->json, employees, keys[i], parent, 0,
                                 BF_MAX_EMPLOYEES, BF_JSON_OPTIONAL, 0, &counts[i],
                                 error))
            return FALSE;
        }
    }

  if (!bf_carnegie_player_set_employees (player, counts[0], counts[1], counts[2], counts[3],
                                         &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_project_tabs (Loader           *self,
                   JsonObject       *object,
                   BfCarnegiePlayer *player,
                   GError          **error)
{
  const char *keys[BF_N_PROJECT_TYPES + 1] = { NULL, };
  const char *parent = "“project-tabs”";
  JsonObject *tabs;

  if (!bf_json_read_object (&self->json, object, "project-tabs", NULL, BF_JSON_OPTIONAL,
                            &tabs, error))
    return FALSE;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    keys[t] = bf_carnegie_rules_get_project_type (self->rules, (BfProjectType) t)->id;

  if (tabs != NULL && !bf_json_check_keys (&self->json, tabs, keys, NULL, parent, error))
    return FALSE;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      g_autoptr(GError) local_error = NULL;
      int vp = 0;

      if (tabs != NULL &&
          !bf_json_read_int (&self->json, tabs, keys[t], parent, 0, BF_MAX_COUNT,
                             BF_JSON_OPTIONAL, 0, &vp, error))
        return FALSE;

      if (!bf_carnegie_player_set_tab_vp (player, (BfProjectType) t, (guint) vp, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  return TRUE;
}

static gboolean
read_secret_donation (Loader           *self,
                      JsonObject       *object,
                      BfCarnegiePlayer *player,
                      GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonObject *secret;
  BfChartPos pos;

  if (!bf_json_read_object (&self->json, object, "secret-donation", NULL,
                            BF_JSON_NULLABLE, &secret, error))
    return FALSE;
  if (secret == NULL)
    return TRUE;

  /* Work in progress (the rule turned off after choosing) is kept. */
  if (!self->unfinished && !bf_carnegie_game_has_module (self->game, BF_MODULE_SECRET_DONATION))
    return bf_json_error (&self->json, error,
                          _("“secret-donation” needs the optional rule: add “secret-donation” to “modules”."));

  if (!read_chart_pos (self, secret, "“secret-donation”", &pos, error))
    return FALSE;

  if (!bf_carnegie_player_set_secret_donation (player, pos, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

/* Money, goods…: a whole number written with a setter. */
typedef gboolean (*SetCountFunc) (BfCarnegiePlayer  *player,
                                  guint      value,
                                  GError   **error);

static gboolean
read_count (Loader           *self,
            JsonObject       *object,
            const char       *key,
            BfCarnegiePlayer *player,
            SetCountFunc      setter,
            GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  int value;

  if (!bf_json_read_int (&self->json, object, key, NULL, 0, BF_MAX_COUNT,
                         BF_JSON_OPTIONAL, 0, &value, error))
    return FALSE;

  if (!setter (player, (guint) value, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_human (Loader           *self,
            JsonObject       *object,
            BfCarnegiePlayer *player,
            GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *departments;
  gboolean action_choice;
  int score;

  if (!bf_json_read_int (&self->json, object, "score-track", NULL, -BF_MAX_COUNT,
                         BF_MAX_COUNT, BF_JSON_OPTIONAL, 0, &score, error))
    return FALSE;
  if (!bf_carnegie_player_set_score_track (player, score, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  if (!bf_json_read_array (&self->json, object, "departments", NULL, BF_JSON_OPTIONAL,
                           &departments, error) ||
      !foreach_object (self, departments, "departments", read_department_cb, player, error) ||
      !read_employees (self, object, player, error) ||
      !read_count (self, object, "empty-company-spaces", player, bf_carnegie_player_set_empty_spaces, error) ||
      !read_count (self, object, "money", player, bf_carnegie_player_set_money, error) ||
      !read_count (self, object, "goods", player, bf_carnegie_player_set_goods, error) ||
      !read_project_tabs (self, object, player, error) ||
      !bf_json_read_boolean (&self->json, object, "action-choice-unused", NULL,
                             BF_JSON_OPTIONAL, FALSE, &action_choice, error) ||
      !read_secret_donation (self, object, player, error))
    return FALSE;

  bf_carnegie_player_set_action_choice (player, action_choice);

  return TRUE;
}

static gboolean
read_andrew (Loader           *self,
             JsonObject       *object,
             BfCarnegiePlayer *player,
             GError          **error)
{
  JsonArray *vp_cards;
  JsonArray *taken;

  if (!bf_json_read_array (&self->json, object, "vp-cards", NULL, BF_JSON_OPTIONAL,
                           &vp_cards, error) ||
      !bf_json_read_array (&self->json, object, "departments-taken", NULL,
                           BF_JSON_OPTIONAL, &taken, error))
    return FALSE;

  if (vp_cards != NULL && json_array_get_length (vp_cards) != BF_N_VP_CARDS)
    return bf_json_error (&self->json, error,
                          _("“vp-cards” must list %d numbers: the action cards on the 0, 1, 3, 6 and 10 VP cards."),
                          BF_N_VP_CARDS);

  for (guint i = 0; i < BF_N_VP_CARDS; i++)
    {
      g_autoptr(GError) local_error = NULL;
      int n = 0;

      if (vp_cards != NULL)
        {
          g_autofree char *what = bf_json_describe_entry (i, "vp-cards");

          if (!bf_json_node_get_int (&self->json, json_array_get_element (vp_cards, i),
                                     what, 0, 20, &n, error))
            return FALSE;
        }

      if (!bf_carnegie_player_set_vp_cards (player, i, (guint) n, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  if (taken != NULL)
    {
      guint n = json_array_get_length (taken);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GError) local_error = NULL;
          g_autofree char *what = bf_json_describe_entry (i, "departments-taken");
          int number;

          if (!bf_json_node_get_int (&self->json, json_array_get_element (taken, i), what,
                                     1, BF_N_DEPARTMENTS, &number, error))
            return FALSE;

          if (!bf_carnegie_player_add_taken (player, (guint) number, &local_error))
            return loader_propagate (self, error, g_steal_pointer (&local_error));
        }
    }

  return TRUE;
}

static gboolean
read_player (Loader           *self,
             JsonObject       *object,
             BfCarnegiePlayer *player,
             guint             position,
             GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean andrew = bf_carnegie_player_is_andrew (player);
  const char *color;
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;
  JsonArray *projects;
  JsonArray *donations;

  loader_set_who (self, player, position);

  /* Fields of the other kind of player get a message of their own. */
  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &key, &node))
    {
      if (andrew && g_strv_contains (human_player_keys, key))
        return bf_json_error (&self->json, error,
                              _("“%s” does not apply to Andrew: he has no score track, company board, employees, money, goods or project tabs."),
                              key);
      if (!andrew && g_strv_contains (andrew_player_keys, key))
        return bf_json_error (&self->json, error, _("“%s” is only used for Andrew."),
                              key);
    }

  if (!bf_json_check_keys (&self->json, object, common_player_keys,
                           andrew ? andrew_player_keys : human_player_keys, NULL, error))
    return FALSE;

  if (andrew)
    {
      const char *name;

      /* Humans' names were read when they were added. */
      if (!bf_json_read_string (&self->json, object, "name", NULL, BF_JSON_OPTIONAL,
                                &name, error))
        return FALSE;
      if (name != NULL && !bf_carnegie_player_set_name (player, name, &local_error))
        return bf_json_propagate_prefixed (&self->json, error,
                                           g_steal_pointer (&local_error));
    }

  if (!bf_json_read_string (&self->json, object, "color", NULL, BF_JSON_NULLABLE, &color,
                            error))
    return FALSE;
  if (color != NULL)
    {
      g_autofree char *what = bf_json_describe ("color", NULL);
      guint index;

      if (!lookup_id (self, ID_COLOR, what, color, &index, error))
        return FALSE;
    }
  if (!bf_carnegie_player_set_color (player, color, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  if (!bf_json_read_array (&self->json, object, "projects", NULL, BF_JSON_OPTIONAL,
                           &projects, error) ||
      !foreach_object (self, projects, "projects", read_project_cb, player, error) ||
      !read_transport (self, object, player, error) ||
      !bf_json_read_array (&self->json, object, "donations", NULL, BF_JSON_OPTIONAL,
                           &donations, error) ||
      !foreach_object (self, donations, "donations", read_donation_cb, player, error))
    return FALSE;

  if (andrew)
    return read_andrew (self, object, player, error);
  else
    return read_human (self, object, player, error);
}

static gboolean
read_players (Loader      *self,
              JsonObject  *root,
              gboolean     solo,
              GError     **error)
{
  JsonArray *array;
  JsonObject *objects[BF_MAX_PLAYERS + 1] = { NULL, };
  BfCarnegiePlayer *players[BF_MAX_PLAYERS + 1] = { NULL, };
  gboolean is_andrew[BF_MAX_PLAYERS + 1] = { FALSE, };
  guint n_humans = 0;
  guint n_andrew = 0;
  guint n;

  if (!bf_json_read_array (&self->json, root, "players", NULL, BF_JSON_REQUIRED, &array,
                           error))
    return FALSE;

  n = json_array_get_length (array);
  if (n == 0)
    return bf_json_error (&self->json, error,
                          _("“players” is empty: a game needs at least one player."));
  if (n > G_N_ELEMENTS (objects))
    return bf_json_error (&self->json, error,
                          _("“players” lists %u players: Carnegie is played by at most %d."),
                          n, BF_MAX_PLAYERS);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = bf_json_describe_entry (i, "players");

      if (!bf_json_node_get_object (&self->json, json_array_get_element (array, i), what,
                                    &objects[i], error))
        return FALSE;

      loader_set_who (self, NULL, i + 1);
      if (!bf_json_read_boolean (&self->json, objects[i], "andrew", NULL,
                                 BF_JSON_OPTIONAL, FALSE, &is_andrew[i], error))
        return FALSE;
      bf_json_reader_set_who (&self->json, NULL);

      if (is_andrew[i])
        n_andrew++;
      else
        n_humans++;
    }

  if (!solo && n_andrew > 0)
    return bf_json_error (&self->json, error,
                          _("Andrew only plays in a solo game: set “solo” to true, or remove him from “players”."));
  if (!solo && n_humans > BF_MAX_PLAYERS)
    return bf_json_error (&self->json, error,
                          _("“players” lists %u players: Carnegie is played by at most %d."),
                          n_humans, BF_MAX_PLAYERS);
  if (solo && (n_humans != 1 || n_andrew != 1))
    return bf_json_error (&self->json, error,
                          _("A solo game has exactly two entries in “players”: one player and Andrew (with “andrew”: true)."));

  /* Add the humans in file order… */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) local_error = NULL;
      const char *name;

      if (is_andrew[i])
        continue;

      loader_set_who (self, NULL, i + 1);
      if (!bf_json_read_string (&self->json, objects[i], "name", NULL, BF_JSON_REQUIRED,
                                &name, error))
        return FALSE;

      players[i] = bf_carnegie_game_add_player (self->game, name, &local_error);
      if (players[i] == NULL)
        return bf_json_propagate_prefixed (&self->json, error,
                                           g_steal_pointer (&local_error));
    }
  bf_json_reader_set_who (&self->json, NULL);

  /* …then Andrew, wherever he is in the file. */
  if (solo)
    {
      g_autoptr(GError) local_error = NULL;

      if (!bf_carnegie_game_set_solo (self->game, TRUE, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));

      for (guint i = 0; i < n; i++)
        {
          if (is_andrew[i])
            players[i] = bf_carnegie_game_get_andrew (self->game);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      if (!read_player (self, objects[i], players[i], i + 1, error))
        return FALSE;
    }
  bf_json_reader_set_who (&self->json, NULL);

  return TRUE;
}

/* The optional members of the setup assistant (docs/setup.md): the
 * sealed secret donations, the setup record and the bidding sheets. */
static gboolean
read_setup_members (Loader      *self,
                    JsonObject  *root,
                    GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  guint n_humans = bf_carnegie_game_get_n_players (self->game);
  JsonNode *node;
  gboolean sealed;
  int first = -1;

  /* The first player of a game not set up in Benefactor (a setup record
   * names its own, which must be the same). */
  if (json_object_has_member (root, "first-player") &&
      !bf_json_read_int (&self->json, root, "first-player", NULL, 0, (int) MAX (n_humans, 1) - 1,
                         BF_JSON_REQUIRED, 0, &first, error))
    return FALSE;

  if (!bf_json_read_boolean (&self->json, root, "secrets-sealed", NULL, BF_JSON_OPTIONAL,
                             FALSE, &sealed, error))
    return FALSE;
  /* Work in progress (the rule turned off after sealing) is kept. */
  if (sealed && !self->unfinished && !bf_carnegie_game_has_module (self->game, BF_MODULE_SECRET_DONATION))
    return bf_json_error (&self->json, error,
                          _("“secrets-sealed” needs the optional rule: add “secret-donation” to “modules”."));
  bf_carnegie_game_set_secrets_sealed (self->game, sealed);

  node = json_object_get_member (root, "setup");
  if (node != NULL)
    {
      BfSetupRecord setup;

      if (!bf_setup_record_from_json (self->rules, node, &setup, error))
        return FALSE;
      if (setup.first_player >= bf_carnegie_game_get_n_players (self->game))
        return bf_json_error (&self->json, error,
                              _("“setup”: “first-player” must be the index of a player, 0 to %u."),
                              bf_carnegie_game_get_n_players (self->game) - 1);
      if (first >= 0 && (guint) first != setup.first_player)
        return bf_json_error (&self->json, error,
                              _("“first-player” is %d but “setup” names %u as the first player: a game has one first player."),
                              first, setup.first_player);
      if (!bf_carnegie_game_set_setup (self->game, &setup, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }
  else if (first >= 0 && !bf_carnegie_game_set_first_player (self->game, (guint) first, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  node = json_object_get_member (root, "bidding");
  if (node != NULL)
    {
      g_autoptr(BfBidding) bidding = NULL;

      if (!self->unfinished && !bf_carnegie_game_has_module (self->game, BF_MODULE_NEW_BEGINNING))
        return bf_json_error (&self->json, error,
                              _("“bidding” needs the module: add “a-new-beginning” to “modules”."));
      bidding = bf_bidding_from_json (self->rules, node, &local_error);
      if (bidding == NULL)
        /* Translators: an error in the "bidding" member of a game file */
        return bf_json_error (&self->json, error, _("“bidding”: %s"),
                              local_error->message);
      if (bf_bidding_get_n_sheets (bidding) != bf_carnegie_game_get_n_players (self->game))
        return bf_json_error (&self->json, error,
                              _("“bidding” must hold one sheet per player, %u."),
                              bf_carnegie_game_get_n_players (self->game));
      bf_carnegie_game_set_bidding (self->game, bidding);
    }

  /* A table still being set up (an autosave): the assistant goes on
   * from there. A finished table's file has none. */
  node = json_object_get_member (root, "setup-progress");
  if (node != NULL)
    {
      BfSetupProgress progress;

      if (!self->unfinished)
        return bf_json_error (&self->json, error,
                              _("This table is still being set up: finish the setup in Benefactor first."));
      if (!bf_setup_progress_from_json (node, bf_carnegie_game_get_n_players (self->game), &progress, error))
        return FALSE;
      if (!bf_carnegie_game_set_setup_progress (self->game, &progress, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  return TRUE;
}

static gboolean
read_game (Loader      *self,
           JsonObject  *root,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *blocked_spaces;
  BfModules modules;
  gboolean solo;

  if (!bf_json_read_boolean (&self->json, root, "solo", NULL, BF_JSON_OPTIONAL, FALSE,
                             &solo, error) ||
      !read_modules (self, root, &modules, error))
    return FALSE;

  if (!bf_carnegie_game_set_modules (self->game, modules, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  if (!read_chart (self, root, error) ||
      !bf_json_read_array (&self->json, root, "blocked-spaces", NULL, BF_JSON_OPTIONAL,
                           &blocked_spaces, error) ||
      !foreach_object (self, blocked_spaces, "blocked-spaces", read_blocked_space_cb, NULL, error) ||
      !read_players (self, root, solo, error) ||
      !read_setup_members (self, root, error))
    return FALSE;

  return TRUE;
}

BfCarnegieGame *
bf_game_file_from_json (JsonNode  *root,
                        GError   **error)
{
  return bf_game_file_from_json_full (root, BF_GAME_FILE_LOAD_DEFAULT, error);
}

BfCarnegieGame *
bf_game_file_from_json_full (JsonNode             *root,
                             BfGameFileLoadFlags   flags,
                             GError              **error)
{
  g_autoptr(BfCarnegieGame) game = NULL;
  Loader loader = { NULL, NULL, BF_JSON_READER_INIT (BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT), FALSE };
  JsonObject *object;
  JsonNode *node;
  gboolean ok;
  gint64 version;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (root))
    goto not_a_game;

  object = json_node_get_object (root);
  node = json_object_get_member (object, "format");
  if (!bf_json_node_holds (node, G_TYPE_STRING) ||
      g_strcmp0 (json_node_get_string (node), BF_GAME_FILE_FORMAT) != 0)
    goto not_a_game;

  node = json_object_get_member (object, "version");
  if (!bf_json_node_holds (node, G_TYPE_INT64))
    {
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
                   _("This game file has no valid “version”: it must be a whole number, %d for this version of Benefactor."),
                   BF_GAME_FILE_VERSION);
      return NULL;
    }

  version = json_node_get_int (node);
  if (version > BF_GAME_FILE_VERSION)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_VERSION,
                           _("This game was saved by a newer version of Benefactor. Update Benefactor to open it."));
      return NULL;
    }
  if (version < 1)
    {
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
                   _("This game file has no valid “version”: it must be a whole number, %d for this version of Benefactor."),
                   BF_GAME_FILE_VERSION);
      return NULL;
    }

  game = bf_carnegie_game_new ();
  loader.game = game;
  loader.rules = bf_carnegie_game_get_rules (game);
  loader.unfinished = (flags & BF_GAME_FILE_LOAD_UNFINISHED) != 0;

  /* The whole table is checked once read (bf_carnegie_game_validate(), in words
   * for a table); a table still being entered opens as it was saved,
   * limits an older version let through included, and the score sheet
   * says what is wrong. */
  _bf_carnegie_game_set_loading (game, TRUE);
  ok = read_game (&loader, object, error);
  _bf_carnegie_game_set_loading (game, FALSE);
  bf_json_reader_clear (&loader.json);

  if (!ok)
    return NULL;

  if (!(flags & BF_GAME_FILE_LOAD_UNFINISHED) && !bf_carnegie_game_validate (game, error))
    return NULL;

  return g_steal_pointer (&game);

not_a_game:
  g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
               _("This is not a Benefactor game file: it must be a JSON object with “format”: “%s”."),
               BF_GAME_FILE_FORMAT);
  return NULL;
}

BfCarnegieGame *
bf_game_file_from_data (const char  *data,
                        gssize       length,
                        GError     **error)
{
  return bf_game_file_from_data_full (data, length, BF_GAME_FILE_LOAD_DEFAULT, error);
}

BfCarnegieGame *
bf_game_file_from_data_full (const char           *data,
                             gssize                length,
                             BfGameFileLoadFlags   flags,
                             GError              **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = bf_json_parse (data, length, error);
  if (root == NULL)
    return NULL;

  return bf_game_file_from_json_full (root, flags, error);
}

BfCarnegieGame *
bf_game_file_load (GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  return bf_game_file_load_full (file, BF_GAME_FILE_LOAD_DEFAULT, cancellable, error);
}

BfCarnegieGame *
bf_game_file_load_full (GFile                *file,
                        BfGameFileLoadFlags   flags,
                        GCancellable         *cancellable,
                        GError              **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = bf_json_read_file (file, &length, cancellable, error);
  if (data == NULL)
    return NULL;

  return bf_game_file_from_data_full (data, length, flags, error);
}
