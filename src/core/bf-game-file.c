/* bf-game-file.c
 *
 * Benefactor game files: reading and writing the table of a BfGame as
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
 *    player's position in front. bf_game_validate() then checks the whole
 *    table. Only a complete, valid game is returned.
 *
 * Writing uses its own small pretty printer (instead of JsonGenerator) so
 * that short lists and small objects stay on one line: a project, a
 * donation or a department is one line of the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-game-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bf-document.h"
#include "bf-game-file.h"

/* A valid file nests 5 deep (root, players, player, projects, project). */
#define MAX_DEPTH 16
/* Integer literals with more digits are refused before parsing: json-glib
 * 1.6 wraps larger ones around without an error (so that -1e23 written
 * out in digits would read as 1). */
#define MAX_INTEGER_DIGITS 15
/* Longest piece of the file quoted back in an error message. */
#define MAX_QUOTED 40
/* A small object or list is written on one line if that line stays
 * within this many bytes. */
#define MAX_LINE 100

G_DEFINE_QUARK (bf-game-file-error-quark, bf_game_file_error)

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
  BfGame  *game;       /* borrowed */
  BfRules *rules;      /* borrowed */
  char    *who;        /* owned: "Player “Anna”", "Andrew" or NULL (the game) */
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

/* Error helpers */

static gboolean loader_error (Loader     *self,
                              GError    **error,
                              const char *format,
                              ...) G_GNUC_PRINTF (3, 4);

/* Sets a BF_GAME_FILE_ERROR_CONTENT error, prefixed with the player the
 * loader is reading, and returns FALSE. */
static gboolean
loader_error (Loader     *self,
              GError    **error,
              const char *format,
              ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (self->who != NULL)
    {
      /* Translators: a player ("Player “Anna”" or "Andrew"), then what is
       * wrong in that player's part of the file */
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT,
                   _("%s: %s"), self->who, message);
    }
  else
    {
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT,
                           message);
    }

  return FALSE;
}

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

/* Passes on an error about a player's name, which cannot name the player
 * itself: "Player 2: A player name cannot be empty." */
static gboolean
loader_propagate_prefixed (Loader  *self,
                           GError **error,
                           GError  *local_error)
{
  if (self->who != NULL)
    g_propagate_prefixed_error (error, local_error, "%s: ", self->who);
  else
    g_propagate_error (error, local_error);

  return FALSE;
}

static void
loader_set_who (Loader     *self,
                BfPlayer   *player,
                guint       position)
{
  g_clear_pointer (&self->who, g_free);

  if (player != NULL && bf_player_is_andrew (player))
    self->who = g_strdup (_("Andrew"));
  else if (player != NULL && bf_player_get_name (player) != NULL)
    /* Translators: names a player in error messages */
    self->who = g_strdup_printf (_("Player “%s”"), bf_player_get_name (player));
  else if (position > 0)
    /* Translators: names a player by position in the file, when the name
     * itself cannot be read */
    self->who = g_strdup_printf (_("Player %u"), position);
}

/* Text from the file, shortened for an error message. */
static char *
quote_for_message (const char *text)
{
  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup ("?");

  if (g_utf8_strlen (text, -1) > MAX_QUOTED)
    {
      g_autofree char *start = g_utf8_substring (text, 0, MAX_QUOTED - 1);

      return g_strconcat (start, "…", NULL);
    }

  return g_strdup (text);
}

/* "“money”" or "“space” in entry 2 of “projects”" */
static char *
describe (const char *key,
          const char *parent)
{
  if (parent == NULL)
    /* Translators: a field of the game file */
    return g_strdup_printf (_("“%s”"), key);

  /* Translators: a field inside a part of the game file, e.g.
   * “row” in “secret-donation” or “space” in entry 2 of “projects” */
  return g_strdup_printf (_("“%s” in %s"), key, parent);
}

static char *
describe_entry (guint       index,
                const char *list)
{
  /* Translators: an entry of a list in the game file, e.g.
   * entry 2 of “projects”; the first entry is 1 */
  return g_strdup_printf (_("entry %u of “%s”"), index + 1, list);
}

/* Node readers: each checks the node's type (and range) before reading
 * it; @what describes the node for error messages. */

static gboolean
node_is_value_of_type (JsonNode *node,
                       GType     type)
{
  return node != NULL &&
         JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == type;
}

static gboolean
node_get_int (Loader      *self,
              JsonNode    *node,
              const char  *what,
              int          min,
              int          max,
              int         *out,
              GError     **error)
{
  gint64 value;

  if (!node_is_value_of_type (node, G_TYPE_INT64))
    goto out_of_range;

  value = json_node_get_int (node);
  if (value < min || value > max)
    goto out_of_range;

  *out = (int) value;
  return TRUE;

out_of_range:
  return loader_error (self, error, _("%s must be a whole number from %d to %d."),
                       what, min, max);
}

static gboolean
node_get_boolean (Loader      *self,
                  JsonNode    *node,
                  const char  *what,
                  gboolean    *out,
                  GError     **error)
{
  if (!node_is_value_of_type (node, G_TYPE_BOOLEAN))
    return loader_error (self, error, _("%s must be true or false."), what);

  *out = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
node_get_string (Loader      *self,
                 JsonNode    *node,
                 const char  *what,
                 const char **out,
                 GError     **error)
{
  const char *value;

  if (!node_is_value_of_type (node, G_TYPE_STRING) ||
      (value = json_node_get_string (node)) == NULL)
    return loader_error (self, error, _("%s must be text in double quotes."), what);

  if (!g_utf8_validate (value, -1, NULL))
    return loader_error (self, error, _("%s is not valid UTF-8 text."), what);

  *out = value;
  return TRUE;
}

static gboolean
node_get_object (Loader      *self,
                 JsonNode    *node,
                 const char  *what,
                 JsonObject **out,
                 GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return loader_error (self, error, _("%s must be an object in curly braces { }."), what);

  *out = json_node_get_object (node);
  return TRUE;
}

static gboolean
node_get_array (Loader      *self,
                JsonNode    *node,
                const char  *what,
                JsonArray  **out,
                GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return loader_error (self, error, _("%s must be a list in square brackets [ ]."), what);

  *out = json_node_get_array (node);
  return TRUE;
}

/* Member readers: absent members give the default, or an error when
 * @required. @parent describes the object (NULL for the game or the
 * player being read). */

static gboolean
member_missing (Loader      *self,
                const char  *what,
                GError     **error)
{
  return loader_error (self, error, _("%s is missing."), what);
}

static gboolean
read_int (Loader      *self,
          JsonObject  *object,
          const char  *key,
          const char  *parent,
          int          min,
          int          max,
          gboolean     required,
          int          default_value,
          int         *out,
          GError     **error)
{
  g_autofree char *what = describe (key, parent);
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    {
      if (required)
        return member_missing (self, what, error);

      *out = default_value;
      return TRUE;
    }

  return node_get_int (self, node, what, min, max, out, error);
}

static gboolean
read_boolean (Loader      *self,
              JsonObject  *object,
              const char  *key,
              const char  *parent,
              gboolean    *out,
              GError     **error)
{
  g_autofree char *what = describe (key, parent);
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    {
      *out = FALSE;
      return TRUE;
    }

  return node_get_boolean (self, node, what, out, error);
}

/* @out is NULL when absent (or null, with @nullable). */
static gboolean
read_string (Loader      *self,
             JsonObject  *object,
             const char  *key,
             const char  *parent,
             gboolean     required,
             gboolean     nullable,
             const char **out,
             GError     **error)
{
  g_autofree char *what = describe (key, parent);
  JsonNode *node = json_object_get_member (object, key);

  *out = NULL;

  if (node == NULL)
    return required ? member_missing (self, what, error) : TRUE;

  if (nullable && JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  return node_get_string (self, node, what, out, error);
}

/* @out is NULL when absent (or null, with @nullable). */
static gboolean
read_object (Loader      *self,
             JsonObject  *object,
             const char  *key,
             const char  *parent,
             gboolean     nullable,
             JsonObject **out,
             GError     **error)
{
  g_autofree char *what = describe (key, parent);
  JsonNode *node = json_object_get_member (object, key);

  *out = NULL;

  if (node == NULL || (nullable && JSON_NODE_HOLDS_NULL (node)))
    return TRUE;

  return node_get_object (self, node, what, out, error);
}

/* @out is NULL when absent. */
static gboolean
read_array (Loader      *self,
            JsonObject  *object,
            const char  *key,
            const char  *parent,
            gboolean     required,
            JsonArray  **out,
            GError     **error)
{
  g_autofree char *what = describe (key, parent);
  JsonNode *node = json_object_get_member (object, key);

  *out = NULL;

  if (node == NULL)
    return required ? member_missing (self, what, error) : TRUE;

  return node_get_array (self, node, what, out, error);
}

/* Refuses members of @object not in @allowed (NULL-terminated, may be
 * NULL) or @more; "comment" (text) is allowed everywhere. */
static gboolean
check_keys (Loader             *self,
            JsonObject         *object,
            const char * const *allowed,
            const char * const *more,
            const char         *parent,
            GError            **error)
{
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;

  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &key, &node))
    {
      g_autofree char *shown = NULL;

      if ((allowed != NULL && g_strv_contains (allowed, key)) ||
          (more != NULL && g_strv_contains (more, key)))
        continue;

      if (g_str_equal (key, "comment"))
        {
          g_autofree char *what = describe (key, parent);
          const char *unused;

          if (!node_get_string (self, node, what, &unused, error))
            return FALSE;
          continue;
        }

      shown = quote_for_message (key);
      if (parent == NULL)
        return loader_error (self, error, _("“%s” is not a known field."), shown);
      else
        return loader_error (self, error, _("“%s” is not a known field in %s."),
                             shown, parent);
    }

  return TRUE;
}

/* Ids */

static guint
count_ids (Loader *self,
           IdKind  kind)
{
  switch (kind)
    {
    case ID_CITY:
      return bf_rules_get_n_cities (self->rules);
    case ID_REGION:
      return BF_N_REGIONS;
    case ID_PROJECT_TYPE:
      return BF_N_PROJECT_TYPES;
    case ID_DONATION_TYPE:
      return BF_N_DONATION_TYPES;
    case ID_COLOR:
      return bf_rules_get_n_colors (self->rules);
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
      return bf_rules_get_city (self->rules, index)->id;
    case ID_REGION:
      return bf_rules_get_region (self->rules, (BfRegion) index)->id;
    case ID_PROJECT_TYPE:
      return bf_rules_get_project_type (self->rules, (BfProjectType) index)->id;
    case ID_DONATION_TYPE:
      return bf_rules_get_donation_type (self->rules, (BfDonationType) index)->id;
    case ID_COLOR:
      return bf_rules_get_color (self->rules, index)->id;
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

  shown = quote_for_message (id);

  if (kind == ID_CITY)
    return loader_error (self, error,
                         _("%s: “%s” is not a city. City ids are written in lower case with dashes, like “new-york” or “st-louis”."),
                         what, shown);

  list = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      g_string_append_printf (list, "“%s”", get_id (self, kind, i));
    }

  return loader_error (self, error, _("%s: “%s” is not one of %s."),
                       what, shown, list->str);
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
  g_autofree char *what = describe (key, parent);
  const char *id;

  if (!read_string (self, object, key, parent, required, FALSE, &id, error))
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

  if (!check_keys (self, object, keys, NULL, parent, error) ||
      !read_id (self, object, "column", parent, ID_DONATION_TYPE, TRUE, &column, NULL, error) ||
      !read_int (self, object, "row", parent, 1, BF_CHART_ROWS, TRUE, 0, &row, error))
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

  city = bf_rules_get_city (self->rules, city_index);

  if (city->n_spaces == 1)
    {
      /* A town: "space" may be left out. */
      if (!read_int (self, object, "space", parent, 1, 1, FALSE, 1, &slot, error))
        return FALSE;
    }
  else
    {
      g_autofree char *what = describe ("space", parent);
      JsonNode *node = json_object_get_member (object, "space");

      if (node == NULL)
        return member_missing (self, what, error);

      if (!node_is_value_of_type (node, G_TYPE_INT64) ||
          json_node_get_int (node) < 1 ||
          json_node_get_int (node) > city->n_spaces)
        return loader_error (self, error,
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
      g_autofree char *parent = describe_entry (i, list);
      JsonObject *entry = NULL;

      if (!node_get_object (self, json_array_get_element (array, i), parent, &entry, error) ||
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

  if (!read_array (self, root, "modules", NULL, FALSE, &array, error))
    return FALSE;
  if (array == NULL)
    return TRUE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = describe_entry (i, "modules");
      const char *id;
      guint index;

      if (!node_get_string (self, json_array_get_element (array, i), what, &id, error) ||
          !lookup_id (self, ID_MODULE, what, id, &index, error))
        return FALSE;

      if (*out & module_ids[index].module)
        return loader_error (self, error, _("“modules” lists “%s” twice."), id);

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

  if (bf_game_get_chart_blocked (self->game, pos))
    return loader_error (self, error, _("%s: this donation space is listed twice."), parent);

  if (!bf_game_set_chart_blocked (self->game, pos, TRUE, &local_error))
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

  if (!read_object (self, root, "chart", NULL, FALSE, &chart, error))
    return FALSE;
  if (chart == NULL)
    return TRUE;

  if (!check_keys (self, chart, keys, NULL, parent, error) ||
      !read_object (self, chart, "covers", parent, FALSE, &covers, error) ||
      !read_array (self, chart, "blocked", parent, FALSE, &blocked, error))
    return FALSE;

  if (covers != NULL && json_object_get_size (covers) > 0)
    {
      JsonObjectIter iter;
      const char *column_id;
      JsonNode *node;
      gboolean used[BF_N_DONATION_TYPES] = { FALSE, };

      /* Work in progress (the module turned off after laying the
       * tiles) is kept. */
      if (!self->unfinished && !bf_game_has_module (self->game, BF_MODULE_NEW_DONATIONS))
        return loader_error (self, error,
                             _("“covers” in “chart” needs the New Donations tiles: add “new-donations” to “modules”."));

      json_object_iter_init_ordered (&iter, covers);
      while (json_object_iter_next_ordered (&iter, &column_id, &node))
        {
          g_autoptr(GError) local_error = NULL;
          g_autofree char *what = describe (column_id, "“covers”");
          const char *tile_id;
          guint column;
          guint tile;

          if (!lookup_id (self, ID_DONATION_TYPE, "“covers” in “chart”", column_id, &column, error) ||
              !node_get_string (self, node, what, &tile_id, error) ||
              !lookup_id (self, ID_DONATION_TYPE, what, tile_id, &tile, error))
            return FALSE;

          if (used[tile])
            return loader_error (self, error,
                                 _("“covers” in “chart” uses the “%s” tile twice: there is only one of each."),
                                 tile_id);
          used[tile] = TRUE;

          if (!bf_game_set_cover (self->game, (BfDonationType) column, (int) tile, &local_error))
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

  if (!check_keys (self, entry, keys, NULL, parent, error) ||
      !read_space (self, entry, parent, &space, error))
    return FALSE;

  if (bf_game_get_space_blocked (self->game, space))
    return loader_error (self, error, _("%s: this construction space is listed twice."), parent);

  if (!bf_game_set_space_blocked (self->game, space, TRUE, &local_error))
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
  BfPlayer *player = user_data;
  const BfSpace *space;
  gboolean has_type;
  guint space_index;
  guint type = BF_PROJECT_ANY;

  if (!check_keys (self, entry, keys, NULL, parent, error) ||
      !read_space (self, entry, parent, &space_index, error) ||
      !read_id (self, entry, "type", parent, ID_PROJECT_TYPE, FALSE, &type, &has_type, error))
    return FALSE;

  /* Andrew's disks in towns have no type: nothing of his scores by it.
   * A table being entered may not say it yet either. */
  space = bf_rules_get_space (self->rules, space_index);
  if (!has_type && space->type == BF_PROJECT_ANY && !bf_player_is_andrew (player) &&
      !self->unfinished)
    {
      const BfCity *city = bf_rules_get_city (self->rules, space->city);
      g_autofree char *what = describe ("type", parent);

      return loader_error (self, error,
                           _("%s is missing: %s is a small town, where a project can be of any type."),
                           what, city->name);
    }

  if (!bf_player_add_project (player, space_index, (BfProjectType) type, &local_error))
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
  BfPlayer *player = user_data;
  BfChartPos pos;

  if (!read_chart_pos (self, entry, parent, &pos, error))
    return FALSE;

  if (!bf_player_add_donation (player, pos, &local_error))
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
  BfPlayer *player = user_data;
  BfBuiltDepartment department;
  int number;

  if (!check_keys (self, entry, keys, NULL, parent, error) ||
      !read_int (self, entry, "number", parent, 1, BF_N_DEPARTMENTS, TRUE, 0, &number, error) ||
      !read_boolean (self, entry, "top-row", parent, &department.top_row, error) ||
      !read_boolean (self, entry, "left-column", parent, &department.left_column, error) ||
      !read_boolean (self, entry, "active-employee", parent, &department.active_employee, error))
    return FALSE;

  department.number = (guint) number;

  if (!bf_player_add_department (player, &department, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

/* {"east": 3, …}: one box per region, 1 when left out. */
static gboolean
read_transport (Loader      *self,
                JsonObject  *object,
                BfPlayer    *player,
                GError     **error)
{
  const char *keys[BF_N_REGIONS + 1] = { NULL, };
  JsonObject *transport;

  if (!read_object (self, object, "transport", NULL, FALSE, &transport, error))
    return FALSE;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    keys[r] = bf_rules_get_region (self->rules, (BfRegion) r)->id;

  if (transport != NULL &&
      !check_keys (self, transport, keys, NULL, "“transport”", error))
    return FALSE;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_autoptr(GError) local_error = NULL;
      int box = 1;

      if (transport != NULL &&
          !read_int (self, transport, keys[r], "“transport”", 1, BF_N_TRACK_BOXES,
                     FALSE, 1, &box, error))
        return FALSE;

      if (!bf_player_set_transport (player, (BfRegion) r, (guint) box, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  return TRUE;
}

static gboolean
read_employees (Loader      *self,
                JsonObject  *object,
                BfPlayer    *player,
                GError     **error)
{
  static const char * const keys[] = {
    "active", "inactive-board", "inactive-missions", "active-on-cost", NULL
  };
  g_autoptr(GError) local_error = NULL;
  const char *parent = "“employees”";
  JsonObject *employees;
  int counts[4] = { 0, };

  if (!read_object (self, object, "employees", NULL, FALSE, &employees, error))
    return FALSE;

  if (employees != NULL)
    {
      if (!check_keys (self, employees, keys, NULL, parent, error))
        return FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
        {
          if (!read_int (self, employees, keys[i], parent, 0, BF_MAX_EMPLOYEES,
                         FALSE, 0, &counts[i], error))
            return FALSE;
        }
    }

  if (!bf_player_set_employees (player, counts[0], counts[1], counts[2], counts[3],
                                &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_project_tabs (Loader      *self,
                   JsonObject  *object,
                   BfPlayer    *player,
                   GError     **error)
{
  const char *keys[BF_N_PROJECT_TYPES + 1] = { NULL, };
  const char *parent = "“project-tabs”";
  JsonObject *tabs;

  if (!read_object (self, object, "project-tabs", NULL, FALSE, &tabs, error))
    return FALSE;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    keys[t] = bf_rules_get_project_type (self->rules, (BfProjectType) t)->id;

  if (tabs != NULL && !check_keys (self, tabs, keys, NULL, parent, error))
    return FALSE;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      g_autoptr(GError) local_error = NULL;
      int vp = 0;

      if (tabs != NULL &&
          !read_int (self, tabs, keys[t], parent, 0, BF_MAX_COUNT, FALSE, 0, &vp, error))
        return FALSE;

      if (!bf_player_set_tab_vp (player, (BfProjectType) t, (guint) vp, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  return TRUE;
}

static gboolean
read_secret_donation (Loader      *self,
                      JsonObject  *object,
                      BfPlayer    *player,
                      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonObject *secret;
  BfChartPos pos;

  if (!read_object (self, object, "secret-donation", NULL, TRUE, &secret, error))
    return FALSE;
  if (secret == NULL)
    return TRUE;

  /* Work in progress (the rule turned off after choosing) is kept. */
  if (!self->unfinished && !bf_game_has_module (self->game, BF_MODULE_SECRET_DONATION))
    return loader_error (self, error,
                         _("“secret-donation” needs the optional rule: add “secret-donation” to “modules”."));

  if (!read_chart_pos (self, secret, "“secret-donation”", &pos, error))
    return FALSE;

  if (!bf_player_set_secret_donation (player, pos, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

/* Money, goods…: a whole number written with a setter. */
typedef gboolean (*SetCountFunc) (BfPlayer  *player,
                                  guint      value,
                                  GError   **error);

static gboolean
read_count (Loader       *self,
            JsonObject   *object,
            const char   *key,
            BfPlayer     *player,
            SetCountFunc  setter,
            GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  int value;

  if (!read_int (self, object, key, NULL, 0, BF_MAX_COUNT, FALSE, 0, &value, error))
    return FALSE;

  if (!setter (player, (guint) value, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  return TRUE;
}

static gboolean
read_human (Loader      *self,
            JsonObject  *object,
            BfPlayer    *player,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *departments;
  gboolean action_choice;
  int score;

  if (!read_int (self, object, "score-track", NULL, -BF_MAX_COUNT, BF_MAX_COUNT,
                 FALSE, 0, &score, error))
    return FALSE;
  if (!bf_player_set_score_track (player, score, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  if (!read_array (self, object, "departments", NULL, FALSE, &departments, error) ||
      !foreach_object (self, departments, "departments", read_department_cb, player, error) ||
      !read_employees (self, object, player, error) ||
      !read_count (self, object, "empty-company-spaces", player, bf_player_set_empty_spaces, error) ||
      !read_count (self, object, "money", player, bf_player_set_money, error) ||
      !read_count (self, object, "goods", player, bf_player_set_goods, error) ||
      !read_project_tabs (self, object, player, error) ||
      !read_boolean (self, object, "action-choice-unused", NULL, &action_choice, error) ||
      !read_secret_donation (self, object, player, error))
    return FALSE;

  bf_player_set_action_choice (player, action_choice);

  return TRUE;
}

static gboolean
read_andrew (Loader      *self,
             JsonObject  *object,
             BfPlayer    *player,
             GError     **error)
{
  JsonArray *vp_cards;
  JsonArray *taken;

  if (!read_array (self, object, "vp-cards", NULL, FALSE, &vp_cards, error) ||
      !read_array (self, object, "departments-taken", NULL, FALSE, &taken, error))
    return FALSE;

  if (vp_cards != NULL && json_array_get_length (vp_cards) != BF_N_VP_CARDS)
    return loader_error (self, error,
                         _("“vp-cards” must list %d numbers: the action cards on the 0, 1, 3, 6 and 10 VP cards."),
                         BF_N_VP_CARDS);

  for (guint i = 0; i < BF_N_VP_CARDS; i++)
    {
      g_autoptr(GError) local_error = NULL;
      int n = 0;

      if (vp_cards != NULL)
        {
          g_autofree char *what = describe_entry (i, "vp-cards");

          if (!node_get_int (self, json_array_get_element (vp_cards, i), what,
                             0, 20, &n, error))
            return FALSE;
        }

      if (!bf_player_set_vp_cards (player, i, (guint) n, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  if (taken != NULL)
    {
      guint n = json_array_get_length (taken);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GError) local_error = NULL;
          g_autofree char *what = describe_entry (i, "departments-taken");
          int number;

          if (!node_get_int (self, json_array_get_element (taken, i), what,
                             1, BF_N_DEPARTMENTS, &number, error))
            return FALSE;

          if (!bf_player_add_taken (player, (guint) number, &local_error))
            return loader_propagate (self, error, g_steal_pointer (&local_error));
        }
    }

  return TRUE;
}

static gboolean
read_player (Loader      *self,
             JsonObject  *object,
             BfPlayer    *player,
             guint        position,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean andrew = bf_player_is_andrew (player);
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
        return loader_error (self, error,
                             _("“%s” does not apply to Andrew: he has no score track, company board, employees, money, goods or project tabs."),
                             key);
      if (!andrew && g_strv_contains (andrew_player_keys, key))
        return loader_error (self, error, _("“%s” is only used for Andrew."), key);
    }

  if (!check_keys (self, object, common_player_keys,
                   andrew ? andrew_player_keys : human_player_keys, NULL, error))
    return FALSE;

  if (andrew)
    {
      const char *name;

      /* Humans' names were read when they were added. */
      if (!read_string (self, object, "name", NULL, FALSE, FALSE, &name, error))
        return FALSE;
      if (name != NULL && !bf_player_set_name (player, name, &local_error))
        return loader_propagate_prefixed (self, error, g_steal_pointer (&local_error));
    }

  if (!read_string (self, object, "color", NULL, FALSE, TRUE, &color, error))
    return FALSE;
  if (color != NULL)
    {
      g_autofree char *what = describe ("color", NULL);
      guint index;

      if (!lookup_id (self, ID_COLOR, what, color, &index, error))
        return FALSE;
    }
  if (!bf_player_set_color (player, color, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  if (!read_array (self, object, "projects", NULL, FALSE, &projects, error) ||
      !foreach_object (self, projects, "projects", read_project_cb, player, error) ||
      !read_transport (self, object, player, error) ||
      !read_array (self, object, "donations", NULL, FALSE, &donations, error) ||
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
  BfPlayer *players[BF_MAX_PLAYERS + 1] = { NULL, };
  gboolean is_andrew[BF_MAX_PLAYERS + 1] = { FALSE, };
  guint n_humans = 0;
  guint n_andrew = 0;
  guint n;

  if (!read_array (self, root, "players", NULL, TRUE, &array, error))
    return FALSE;

  n = json_array_get_length (array);
  if (n == 0)
    return loader_error (self, error, _("“players” is empty: a game needs at least one player."));
  if (n > G_N_ELEMENTS (objects))
    return loader_error (self, error,
                         _("“players” lists %u players: Carnegie is played by at most %d."),
                         n, BF_MAX_PLAYERS);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = describe_entry (i, "players");

      if (!node_get_object (self, json_array_get_element (array, i), what, &objects[i], error))
        return FALSE;

      loader_set_who (self, NULL, i + 1);
      if (!read_boolean (self, objects[i], "andrew", NULL, &is_andrew[i], error))
        return FALSE;
      g_clear_pointer (&self->who, g_free);

      if (is_andrew[i])
        n_andrew++;
      else
        n_humans++;
    }

  if (!solo && n_andrew > 0)
    return loader_error (self, error,
                         _("Andrew only plays in a solo game: set “solo” to true, or remove him from “players”."));
  if (!solo && n_humans > BF_MAX_PLAYERS)
    return loader_error (self, error,
                         _("“players” lists %u players: Carnegie is played by at most %d."),
                         n_humans, BF_MAX_PLAYERS);
  if (solo && (n_humans != 1 || n_andrew != 1))
    return loader_error (self, error,
                         _("A solo game has exactly two entries in “players”: one player and Andrew (with “andrew”: true)."));

  /* Add the humans in file order… */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) local_error = NULL;
      const char *name;

      if (is_andrew[i])
        continue;

      loader_set_who (self, NULL, i + 1);
      if (!read_string (self, objects[i], "name", NULL, TRUE, FALSE, &name, error))
        return FALSE;

      players[i] = bf_game_add_player (self->game, name, &local_error);
      if (players[i] == NULL)
        return loader_propagate_prefixed (self, error, g_steal_pointer (&local_error));
    }
  g_clear_pointer (&self->who, g_free);

  /* …then Andrew, wherever he is in the file. */
  if (solo)
    {
      g_autoptr(GError) local_error = NULL;

      if (!bf_game_set_solo (self->game, TRUE, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));

      for (guint i = 0; i < n; i++)
        {
          if (is_andrew[i])
            players[i] = bf_game_get_andrew (self->game);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      if (!read_player (self, objects[i], players[i], i + 1, error))
        return FALSE;
    }
  g_clear_pointer (&self->who, g_free);

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
  JsonNode *node;
  gboolean sealed;

  if (!read_boolean (self, root, "secrets-sealed", NULL, &sealed, error))
    return FALSE;
  /* Work in progress (the rule turned off after sealing) is kept. */
  if (sealed && !self->unfinished && !bf_game_has_module (self->game, BF_MODULE_SECRET_DONATION))
    return loader_error (self, error,
                         _("“secrets-sealed” needs the optional rule: add “secret-donation” to “modules”."));
  bf_game_set_secrets_sealed (self->game, sealed);

  node = json_object_get_member (root, "setup");
  if (node != NULL)
    {
      BfSetupRecord setup;

      if (!bf_setup_record_from_json (self->rules, node, &setup, error))
        return FALSE;
      if (setup.first_player >= bf_game_get_n_players (self->game))
        return loader_error (self, error,
                             _("“setup”: “first-player” must be the index of a player, 0 to %u."),
                             bf_game_get_n_players (self->game) - 1);
      if (!bf_game_set_setup (self->game, &setup, &local_error))
        return loader_propagate (self, error, g_steal_pointer (&local_error));
    }

  node = json_object_get_member (root, "bidding");
  if (node != NULL)
    {
      g_autoptr(BfBidding) bidding = NULL;

      if (!self->unfinished && !bf_game_has_module (self->game, BF_MODULE_NEW_BEGINNING))
        return loader_error (self, error,
                             _("“bidding” needs the module: add “a-new-beginning” to “modules”."));
      bidding = bf_bidding_from_json (self->rules, node, &local_error);
      if (bidding == NULL)
        /* Translators: an error in the "bidding" member of a game file */
        return loader_error (self, error, _("“bidding”: %s"), local_error->message);
      if (bf_bidding_get_n_sheets (bidding) != bf_game_get_n_players (self->game))
        return loader_error (self, error,
                             _("“bidding” must hold one sheet per player, %u."),
                             bf_game_get_n_players (self->game));
      bf_game_set_bidding (self->game, bidding);
    }

  /* A table still being set up (an autosave): the assistant goes on
   * from there. A finished table's file has none. */
  node = json_object_get_member (root, "setup-progress");
  if (node != NULL)
    {
      BfSetupProgress progress;

      if (!self->unfinished)
        return loader_error (self, error,
                             _("This table is still being set up: finish the setup in Benefactor first."));
      if (!bf_setup_progress_from_json (node, bf_game_get_n_players (self->game), &progress, error))
        return FALSE;
      if (!bf_game_set_setup_progress (self->game, &progress, &local_error))
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

  if (!read_boolean (self, root, "solo", NULL, &solo, error) ||
      !read_modules (self, root, &modules, error))
    return FALSE;

  if (!bf_game_set_modules (self->game, modules, &local_error))
    return loader_propagate (self, error, g_steal_pointer (&local_error));

  if (!read_chart (self, root, error) ||
      !read_array (self, root, "blocked-spaces", NULL, FALSE, &blocked_spaces, error) ||
      !foreach_object (self, blocked_spaces, "blocked-spaces", read_blocked_space_cb, NULL, error) ||
      !read_players (self, root, solo, error) ||
      !read_setup_members (self, root, error))
    return FALSE;

  return TRUE;
}

BfGame *
bf_game_file_from_json (JsonNode  *root,
                        GError   **error)
{
  return bf_game_file_from_json_full (root, BF_GAME_FILE_LOAD_DEFAULT, error);
}

BfGame *
bf_game_file_from_json_full (JsonNode             *root,
                             BfGameFileLoadFlags   flags,
                             GError              **error)
{
  g_autoptr(BfGame) game = NULL;
  Loader loader = { NULL, };
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
  if (!node_is_value_of_type (node, G_TYPE_STRING) ||
      g_strcmp0 (json_node_get_string (node), BF_GAME_FILE_FORMAT) != 0)
    goto not_a_game;

  node = json_object_get_member (object, "version");
  if (!node_is_value_of_type (node, G_TYPE_INT64))
    {
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                   _("This game file has no valid “version”: it must be a whole number, %d for this version of Benefactor."),
                   BF_GAME_FILE_VERSION);
      return NULL;
    }

  version = json_node_get_int (node);
  if (version > BF_GAME_FILE_VERSION)
    {
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_VERSION,
                           _("This game was saved by a newer version of Benefactor. Update Benefactor to open it."));
      return NULL;
    }
  if (version < 1)
    {
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                   _("This game file has no valid “version”: it must be a whole number, %d for this version of Benefactor."),
                   BF_GAME_FILE_VERSION);
      return NULL;
    }

  game = bf_game_new ();
  loader.game = game;
  loader.rules = bf_game_get_rules (game);
  loader.unfinished = (flags & BF_GAME_FILE_LOAD_UNFINISHED) != 0;

  ok = read_game (&loader, object, error);
  g_clear_pointer (&loader.who, g_free);

  if (!ok)
    return NULL;

  if (!(flags & BF_GAME_FILE_LOAD_UNFINISHED) && !bf_game_validate (game, error))
    return NULL;

  return g_steal_pointer (&game);

not_a_game:
  g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
               _("This is not a Benefactor game file: it must be a JSON object with “format”: “%s”."),
               BF_GAME_FILE_FORMAT);
  return NULL;
}

/* Checks the raw text for what json-glib would not refuse or not survive:
 * nesting deep enough to exhaust the stack, integers that would wrap
 * around, numbers JSON does not allow (0x10), single-quoted strings and
 * NUL characters. Everything else is left to the parser. */
static gboolean
check_text (const char  *data,
            gsize        length,
            GError     **error)
{
  guint depth = 0;
  guint line = 1;
  gsize i = 0;

  while (i < length)
    {
      char c = data[i];

      if (c == '\n')
        {
          line++;
          i++;
        }
      else if (c == '"')
        {
          for (i++; i < length && data[i] != '"'; i++)
            {
              if (data[i] == '\n')
                line++;
              else if (data[i] == '\\' && i + 1 < length)
                {
                  if (length - i >= 6 && memcmp (data + i + 1, "u0000", 5) == 0)
                    {
                      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_SYNTAX,
                                   _("Line %u: text in a game file cannot contain the character \\u0000."),
                                   line);
                      return FALSE;
                    }
                  i++;
                }
            }
          i++;
        }
      else if (c == '/' && i + 1 < length && data[i + 1] == '*')
        {
          /* json-glib accepts C comments; skip them like it does. */
          for (i += 2; i < length && !(data[i - 1] == '*' && data[i] == '/'); i++)
            {
              if (data[i] == '\n')
                line++;
            }
          i++;
        }
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_DEPTH)
            {
              g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                           _("Line %u: lists and objects are nested too deeply for a Benefactor game file."),
                           line);
              return FALSE;
            }
          i++;
        }
      else if (c == ']' || c == '}')
        {
          if (depth > 0)
            depth--;
          i++;
        }
      else if (c == '\'')
        {
          g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_SYNTAX,
                       _("Line %u: text must be in double quotes (\"), not single quotes."),
                       line);
          return FALSE;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          gsize start = i;
          guint digits = 0;
          gboolean integer = TRUE;
          gboolean valid = TRUE;

          for (i++; i < length && (g_ascii_isalnum (data[i]) || data[i] == '.' ||
                                   data[i] == '+' || data[i] == '-'); i++)
            ;

          for (gsize j = start; j < i; j++)
            {
              if (g_ascii_isdigit (data[j]))
                digits += integer ? 1 : 0;
              else if (data[j] == '.' || data[j] == 'e' || data[j] == 'E')
                integer = FALSE;
              else if (data[j] != '-' && data[j] != '+')
                valid = FALSE;
            }

          if (!valid || (integer && digits > MAX_INTEGER_DIGITS))
            {
              g_autofree char *token = NULL;

              if (i - start > MAX_QUOTED)
                token = g_strdup_printf ("%.*s…", MAX_QUOTED, data + start);
              else
                token = g_strndup (data + start, i - start);

              if (!valid)
                g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_SYNTAX,
                             _("Line %u: “%s” is not a number as JSON writes them."),
                             line, token);
              else
                g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT,
                             _("Line %u: the number “%s” is far too large for any field of a game file."),
                             line, token);
              return FALSE;
            }
        }
      else if (g_ascii_isalpha (c))
        {
          /* true, false, null or something the parser will refuse */
          while (i < length && g_ascii_isalnum (data[i]))
            i++;
        }
      else
        {
          i++;
        }
    }

  return TRUE;
}

BfGame *
bf_game_file_from_data (const char  *data,
                        gssize       length,
                        GError     **error)
{
  return bf_game_file_from_data_full (data, length, BF_GAME_FILE_LOAD_DEFAULT, error);
}

/* json-glib keeps the last of two members with the same name in one
 * object and says nothing: a file that names a field twice ("money": 5,
 * "money": 50) is refused instead, naming the field. Members are counted
 * per object as the parser reads them (the object-member signal). */
typedef struct
{
  GHashTable *seen;              /* JsonObject * → GHashTable of names */
  char       *duplicate;         /* the first name seen twice */
} DuplicateCheck;

static void
object_member_cb (JsonParser     *parser,
                  JsonObject     *object,
                  const char     *member_name,
                  DuplicateCheck *check)
{
  GHashTable *names = g_hash_table_lookup (check->seen, object);

  if (names == NULL)
    {
      names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (check->seen, object, names);
    }

  if (!g_hash_table_add (names, g_strdup (member_name)) && check->duplicate == NULL)
    check->duplicate = g_strdup (member_name);
}

static void
object_end_cb (JsonParser     *parser,
               JsonObject     *object,
               DuplicateCheck *check)
{
  /* The object may be freed and its address reused by a later one. */
  g_hash_table_remove (check->seen, object);
}

JsonNode *
bf_game_file_parse_data (const char  *data,
                         gssize       length,
                         GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  DuplicateCheck check = { NULL, NULL };
  gboolean loaded;
  JsonNode *root;
  gsize len;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  len = length < 0 ? strlen (data) : (gsize) length;

  if (len > BF_GAME_FILE_MAX_SIZE)
    {
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                   _("This file is too large to be a Benefactor game (more than %d KiB)."),
                   BF_GAME_FILE_MAX_SIZE / 1024);
      return NULL;
    }

  /* A byte order mark, as some editors write. */
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      len -= 3;
    }

  if (!g_utf8_validate (data, len, NULL))
    {
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_SYNTAX,
                           _("This file is not a Benefactor game: it is not UTF-8 text, or it is damaged."));
      return NULL;
    }

  if (!check_text (data, len, error))
    return NULL;

  parser = json_parser_new_immutable ();
  check.seen = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                      (GDestroyNotify) g_hash_table_unref);
  g_signal_connect (parser, "object-member", G_CALLBACK (object_member_cb), &check);
  g_signal_connect (parser, "object-end", G_CALLBACK (object_end_cb), &check);
  loaded = json_parser_load_from_data (parser, data, len, &local_error);
  g_signal_handlers_disconnect_by_data (parser, &check);
  g_clear_pointer (&check.seen, g_hash_table_unref);

  if (loaded && check.duplicate != NULL)
    {
      g_autofree char *quoted = quote_for_message (check.duplicate);

      g_free (check.duplicate);
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                   _("The field “%s” appears twice in one object: each field of a game file can be given only once."),
                   quoted);
      return NULL;
    }
  g_clear_pointer (&check.duplicate, g_free);

  if (!loaded)
    {
      /* json-glib quotes the text it refused, which need not be valid
       * UTF-8 ("\ud800" gives a lone surrogate): found by the fuzzer. */
      g_autofree char *message = g_utf8_make_valid (local_error->message, -1);

      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_SYNTAX,
                   _("This game file is damaged or incomplete: %s"),
                   message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_SYNTAX,
                           _("This game file is empty."));
      return NULL;
    }

  return json_node_copy (root);
}

BfGame *
bf_game_file_from_data_full (const char           *data,
                             gssize                length,
                             BfGameFileLoadFlags   flags,
                             GError              **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = bf_game_file_parse_data (data, length, error);
  if (root == NULL)
    return NULL;

  return bf_game_file_from_json_full (root, flags, error);
}

BfGame *
bf_game_file_load (GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  return bf_game_file_load_full (file, BF_GAME_FILE_LOAD_DEFAULT, cancellable, error);
}

char *
bf_game_file_read (GFile         *file,
                   gsize         *length,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  gsize n_read = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (length != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Read at most one byte more than allowed: a larger file is refused
   * without reading it all. */
  buffer = g_malloc (BF_GAME_FILE_MAX_SIZE + 2);

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL ||
      !g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, BF_GAME_FILE_MAX_SIZE + 1,
                                &n_read, cancellable, &local_error))
    {
      g_autofree char *name = NULL;

      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }

      name = g_file_get_parse_name (file);
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_READ,
                   _("Could not read “%s”: %s"), name, local_error->message);
      return NULL;
    }

  if (n_read > BF_GAME_FILE_MAX_SIZE)
    {
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                   _("This file is too large to be a Benefactor game (more than %d KiB)."),
                   BF_GAME_FILE_MAX_SIZE / 1024);
      return NULL;
    }

  buffer[n_read] = '\0';
  *length = n_read;

  return g_steal_pointer (&buffer);
}

BfGame *
bf_game_file_load_full (GFile                *file,
                        BfGameFileLoadFlags   flags,
                        GCancellable         *cancellable,
                        GError              **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = bf_game_file_read (file, &length, cancellable, error);
  if (data == NULL)
    return NULL;

  return bf_game_file_from_data_full (data, length, flags, error);
}

/* Writing */

static JsonNode *
chart_pos_to_json (BfRules    *rules,
                   BfChartPos  pos)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (object, "column",
                                 bf_rules_get_donation_type (rules, BF_CHART_POS_COLUMN (pos))->id);
  json_object_set_int_member (object, "row", BF_CHART_POS_ROW (pos));
  json_node_take_object (node, object);

  return node;
}

/* {"city": "chicago", "space": 2}, to which a project adds "type". */
static JsonObject *
space_to_json (BfRules *rules,
               guint    space_index)
{
  const BfSpace *space = bf_rules_get_space (rules, space_index);
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "city", bf_rules_get_city (rules, space->city)->id);
  json_object_set_int_member (object, "space", space->slot);

  return object;
}

static JsonObject *
player_to_json (BfRules  *rules,
                BfPlayer *player)
{
  JsonObject *object = json_object_new ();
  JsonObject *transport = json_object_new ();
  JsonArray *projects = json_array_new ();
  JsonArray *donations = json_array_new ();
  gboolean andrew = bf_player_is_andrew (player);
  guint n;

  if (bf_player_get_name (player) != NULL)
    json_object_set_string_member (object, "name", bf_player_get_name (player));
  if (bf_player_get_color (player) != NULL)
    json_object_set_string_member (object, "color", bf_player_get_color (player));
  if (andrew)
    json_object_set_boolean_member (object, "andrew", TRUE);
  else
    json_object_set_int_member (object, "score-track", bf_player_get_score_track (player));

  n = bf_player_get_n_projects (player);
  for (guint i = 0; i < n; i++)
    {
      const BfProject *project = bf_player_get_project (player, i);
      JsonObject *entry = space_to_json (rules, project->space);

      if (project->type != BF_PROJECT_ANY)
        json_object_set_string_member (entry, "type",
                                       bf_rules_get_project_type (rules, project->type)->id);
      json_array_add_object_element (projects, entry);
    }
  json_object_set_array_member (object, "projects", projects);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    json_object_set_int_member (transport, bf_rules_get_region (rules, (BfRegion) r)->id,
                                bf_player_get_transport (player, (BfRegion) r));
  json_object_set_object_member (object, "transport", transport);

  n = bf_player_get_n_donations (player);
  for (guint i = 0; i < n; i++)
    json_array_add_element (donations, chart_pos_to_json (rules, bf_player_get_donation (player, i)));
  json_object_set_array_member (object, "donations", donations);

  if (!andrew)
    {
      JsonArray *departments = json_array_new ();
      JsonObject *employees = json_object_new ();
      JsonObject *tabs = json_object_new ();
      BfChartPos secret;

      n = bf_player_get_n_departments (player);
      for (guint i = 0; i < n; i++)
        {
          const BfBuiltDepartment *department = bf_player_get_department (player, i);
          JsonObject *entry = json_object_new ();

          json_object_set_int_member (entry, "number", department->number);
          json_object_set_boolean_member (entry, "top-row", department->top_row);
          json_object_set_boolean_member (entry, "left-column", department->left_column);
          json_object_set_boolean_member (entry, "active-employee", department->active_employee);
          json_array_add_object_element (departments, entry);
        }
      json_object_set_array_member (object, "departments", departments);

      json_object_set_int_member (employees, "active", bf_player_get_active_employees (player));
      json_object_set_int_member (employees, "inactive-board", bf_player_get_inactive_board (player));
      json_object_set_int_member (employees, "inactive-missions", bf_player_get_inactive_missions (player));
      json_object_set_int_member (employees, "active-on-cost", bf_player_get_active_on_cost (player));
      json_object_set_object_member (object, "employees", employees);

      json_object_set_int_member (object, "empty-company-spaces", bf_player_get_empty_spaces (player));
      json_object_set_int_member (object, "money", bf_player_get_money (player));
      json_object_set_int_member (object, "goods", bf_player_get_goods (player));

      for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
        json_object_set_int_member (tabs, bf_rules_get_project_type (rules, (BfProjectType) t)->id,
                                    bf_player_get_tab_vp (player, (BfProjectType) t));
      json_object_set_object_member (object, "project-tabs", tabs);

      json_object_set_boolean_member (object, "action-choice-unused",
                                      bf_player_get_action_choice (player));

      secret = bf_player_get_secret_donation (player);
      if (secret != BF_CHART_POS_NONE)
        json_object_set_member (object, "secret-donation", chart_pos_to_json (rules, secret));
    }
  else
    {
      JsonArray *vp_cards = json_array_new ();
      JsonArray *taken = json_array_new ();

      for (guint i = 0; i < BF_N_VP_CARDS; i++)
        json_array_add_int_element (vp_cards, bf_player_get_vp_cards (player, i));
      json_object_set_array_member (object, "vp-cards", vp_cards);

      n = bf_player_get_n_taken (player);
      for (guint i = 0; i < n; i++)
        json_array_add_int_element (taken, bf_player_get_taken (player, i));
      json_object_set_array_member (object, "departments-taken", taken);
    }

  return object;
}

JsonNode *
bf_game_file_to_json (BfGame *game)
{
  g_autoptr(GListModel) players_model = NULL;
  BfRules *rules;
  JsonObject *root;
  JsonObject *chart;
  JsonObject *covers;
  JsonArray *modules;
  JsonArray *chart_blocked;
  JsonArray *blocked_spaces;
  JsonArray *players;
  JsonNode *node;
  guint n;

  g_return_val_if_fail (BF_IS_GAME (game), NULL);

  rules = bf_game_get_rules (game);
  root = json_object_new ();
  json_object_set_string_member (root, "format", BF_GAME_FILE_FORMAT);
  json_object_set_int_member (root, "version", BF_GAME_FILE_VERSION);
  json_object_set_boolean_member (root, "solo", bf_game_get_solo (game));

  modules = json_array_new ();
  for (guint i = 0; i < G_N_ELEMENTS (module_ids); i++)
    {
      if (bf_game_has_module (game, module_ids[i].module))
        json_array_add_string_element (modules, module_ids[i].id);
    }
  json_object_set_array_member (root, "modules", modules);

  chart = json_object_new ();
  covers = json_object_new ();
  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      int tile = bf_game_get_cover (game, (BfDonationType) c);

      if (tile != BF_NO_TILE)
        json_object_set_string_member (covers,
                                       bf_rules_get_donation_type (rules, (BfDonationType) c)->id,
                                       bf_rules_get_donation_type (rules, (BfDonationType) tile)->id);
    }
  json_object_set_object_member (chart, "covers", covers);

  chart_blocked = json_array_new ();
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      if (bf_game_get_chart_blocked (game, pos))
        json_array_add_element (chart_blocked, chart_pos_to_json (rules, pos));
    }
  json_object_set_array_member (chart, "blocked", chart_blocked);
  json_object_set_object_member (root, "chart", chart);

  blocked_spaces = json_array_new ();
  n = bf_rules_get_n_spaces (rules);
  for (guint s = 0; s < n; s++)
    {
      if (bf_game_get_space_blocked (game, s))
        json_array_add_object_element (blocked_spaces, space_to_json (rules, s));
    }
  json_object_set_array_member (root, "blocked-spaces", blocked_spaces);

  players = json_array_new ();
  players_model = g_object_ref (bf_game_get_players (game));
  n = g_list_model_get_n_items (players_model);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfPlayer) player = g_list_model_get_item (players_model, i);

      json_array_add_object_element (players, player_to_json (rules, player));
    }
  json_object_set_array_member (root, "players", players);

  /* The setup assistant's members, only when set: older files stay as
   * they were. */
  if (bf_game_get_secrets_sealed (game))
    json_object_set_boolean_member (root, "secrets-sealed", TRUE);
  if (bf_game_get_setup (game) != NULL)
    json_object_set_member (root, "setup", bf_setup_record_to_json (rules, bf_game_get_setup (game)));
  if (bf_game_get_bidding (game) != NULL)
    json_object_set_member (root, "bidding", bf_bidding_to_json (bf_game_get_bidding (game)));
  if (bf_game_get_setup_progress (game) != NULL)
    json_object_set_member (root, "setup-progress", bf_setup_progress_to_json (bf_game_get_setup_progress (game)));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);

  return node;
}

/* The pretty printer */

static void
append_string (GString    *out,
               const char *str)
{
  g_string_append_c (out, '"');

  for (const char *p = str; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\b':
          g_string_append (out, "\\b");
          break;
        case '\f':
          g_string_append (out, "\\f");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
          break;
        }
    }

  g_string_append_c (out, '"');
}

static void
append_scalar (GString  *out,
               JsonNode *node)
{
  if (JSON_NODE_HOLDS_NULL (node))
    {
      g_string_append (out, "null");
      return;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;

    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;

    case G_TYPE_DOUBLE:
      {
        char buffer[G_ASCII_DTOSTR_BUF_SIZE];

        g_string_append (out, g_ascii_dtostr (buffer, sizeof buffer, json_node_get_double (node)));
      }
      break;

    case G_TYPE_STRING:
      append_string (out, json_node_get_string (node));
      break;

    default:
      g_assert_not_reached ();
    }
}

static gboolean
is_scalar (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node);
}

/* Whether @node is an object or array holding only scalars. */
static gboolean
is_flat (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *child;

      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &key, &child))
        {
          if (!is_scalar (child))
            return FALSE;
        }
      return TRUE;
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      for (guint i = 0; i < n; i++)
        {
          if (!is_scalar (json_array_get_element (array, i)))
            return FALSE;
        }
      return TRUE;
    }

  return FALSE;
}

/* A flat container on one line: {"a": 1, "b": 2} or [1, 2]. */
static void
append_inline (GString  *out,
               JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *child;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &key, &child))
        {
          if (!first)
            g_string_append (out, ", ");
          first = FALSE;
          append_string (out, key);
          g_string_append (out, ": ");
          append_scalar (out, child);
        }
      g_string_append_c (out, '}');
    }
  else
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          append_scalar (out, json_array_get_element (array, i));
        }
      g_string_append_c (out, ']');
    }
}

static void
append_indent (GString *out,
               guint    indent)
{
  for (guint i = 0; i < indent; i++)
    g_string_append (out, "  ");
}

/* Appends @node at nesting level @indent; the current line started at
 * @line_start in @out. */
static void
append_node (GString  *out,
             JsonNode *node,
             guint     indent,
             gsize     line_start)
{
  if (is_scalar (node))
    {
      append_scalar (out, node);
      return;
    }

  if (is_flat (node))
    {
      gsize start = out->len;

      append_inline (out, node);
      /* One more for the comma that may follow. */
      if (out->len - line_start + 1 <= MAX_LINE)
        return;
      g_string_truncate (out, start);
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *child;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &key, &child))
        {
          gsize child_line;

          g_string_append (out, first ? "\n" : ",\n");
          first = FALSE;
          child_line = out->len;
          append_indent (out, indent + 1);
          append_string (out, key);
          g_string_append (out, ": ");
          append_node (out, child, indent + 1, child_line);
        }
      if (!first)
        {
          g_string_append_c (out, '\n');
          append_indent (out, indent);
        }
      g_string_append_c (out, '}');
    }
  else
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          gsize child_line;

          g_string_append (out, i == 0 ? "\n" : ",\n");
          child_line = out->len;
          append_indent (out, indent + 1);
          append_node (out, json_array_get_element (array, i), indent + 1, child_line);
        }
      if (n > 0)
        {
          g_string_append_c (out, '\n');
          append_indent (out, indent);
        }
      g_string_append_c (out, ']');
    }
}

char *
bf_game_file_to_data (BfGame *game,
                      gsize  *length)
{
  g_autoptr(JsonNode) root = NULL;
  GString *out;

  g_return_val_if_fail (BF_IS_GAME (game), NULL);

  root = bf_game_file_to_json (game);
  out = g_string_new (NULL);
  append_node (out, root, 0, 0);
  g_string_append_c (out, '\n');

  if (length != NULL)
    *length = out->len;

  return g_string_free (out, FALSE);
}

gboolean
bf_game_file_save (BfGame        *game,
                   GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_return_val_if_fail (BF_IS_GAME (game), FALSE);

  /* One way to save every document: a temporary file renamed over @file. */
  return bf_document_save_file (BF_DOCUMENT (game), file, cancellable, error);
}
