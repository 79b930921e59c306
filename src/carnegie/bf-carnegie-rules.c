/* bf-carnegie-rules.c
 *
 * Loads and validates the rule data (the JSON files of data/rules/,
 * compiled into the GResource bundle) and answers its lookups. The
 * schema is described in data/rules/README.md; each file is read by one
 * part (bf-carnegie-rules-private.h), with the helpers below. The loader
 * runs at build time (bf-carnegie-rules-compile.c writes what it loaded
 * as C, which bf_carnegie_rules_get_default() copies) and for
 * bf_carnegie_rules_new_from_resource().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-rules"

#include "config.h"

#include "bf-carnegie-rules-private.h"

#include "bf-i18n.h"
#include <string.h>

G_DEFINE_FINAL_TYPE (BfCarnegieRules, bf_carnegie_rules, G_TYPE_OBJECT)

G_DEFINE_QUARK (bf-carnegie-rules-error-quark, bf_carnegie_rules_error)

static const char * const ref_kind_names[] = {
  "region", "project type", "department type", "transport level",
  "donation type", "city", "donation space",
};

/* ------------------------------------------------------------------ */
/* Reading through bf-json                                             */

/* Entry @index of @array, which must be an object; @where ("board.json:
 * cities[3]") becomes the reader's "who", for the entry's messages. */
JsonObject *
_bf_carnegie_rules_get_entry (BfJsonReader  *json,
                              JsonArray     *array,
                              guint          index,
                              const char    *where,
                              GError       **error)
{
  JsonObject *object;

  bf_json_reader_set_who (json, NULL);
  if (!bf_json_node_get_object (json, json_array_get_element (array, index), where,
                                &object, error))
    return NULL;

  bf_json_reader_set_who (json, where);
  return object;
}

/* A required text member that is not empty. */
gboolean
_bf_carnegie_rules_read_text (BfJsonReader  *json,
                              JsonObject    *object,
                              const char    *key,
                              const char   **out,
                              GError       **error)
{
  if (!bf_json_read_string (json, object, key, NULL, BF_JSON_REQUIRED, out, error))
    return FALSE;

  if ((*out)[0] == '\0')
    return bf_json_error (json, error, "“%s” must not be empty", key);

  return TRUE;
}

static gboolean
is_kebab_id (const char *id)
{
  if (!g_ascii_islower (id[0]))
    return FALSE;

  for (const char *p = id; *p; p++)
    {
      if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
        return FALSE;
      if (*p == '-' && (p[1] == '-' || p[1] == '\0'))
        return FALSE;
    }

  return TRUE;
}

int
_bf_carnegie_rules_find_in_list (const char * const *ids,
                                 guint               n_ids,
                                 const char         *id)
{
  for (guint i = 0; i < n_ids; i++)
    {
      if (g_strcmp0 (ids[i], id) == 0)
        return (int) i;
    }

  return -1;
}

/* ------------------------------------------------------------------ */
/* Strings and references                                              */

const char *
_bf_carnegie_rules_own_string (BfCarnegieRules *self,
                               const char      *string)
{
  return g_string_chunk_insert_const (self->strings, string);
}

/* A translatable text member, as written (the msgid), owned by @self;
 * _bf_carnegie_rules_translate() translates it. */
gboolean
_bf_carnegie_rules_read_msgid (BfCarnegieRules *self,
                               BfJsonReader    *json,
                               JsonObject      *object,
                               const char      *key,
                               const char     **out,
                               GError         **error)
{
  const char *msgid;

  if (!_bf_carnegie_rules_read_text (json, object, key, &msgid, error))
    return FALSE;

  *out = _bf_carnegie_rules_own_string (self, msgid);
  return TRUE;
}

static void
translate (const char  *context,
           const char **text)
{
  if (*text != NULL)
    *text = bf_pgettext2 (context, *text);
}

/* Translates every translatable field, read as written (from the JSON or
 * from the compiled-in copy, bf-carnegie-rules-compiled.c), in its message
 * context: the one list of the contexts of data/rules/README.md in C. */
void
_bf_carnegie_rules_translate (BfCarnegieRules *self)
{
  for (guint i = 0; i < BF_N_REGIONS; i++)
    translate (CTX_REGION, &self->regions[i].name);
  for (guint i = 0; i < BF_N_PROJECT_TYPES; i++)
    translate (CTX_PROJECT_TYPE, &self->project_types[i].name);
  for (guint i = 0; i < BF_N_DEPT_TYPES; i++)
    translate (CTX_DEPT_TYPE, &self->dept_types[i].name);
  for (guint i = 0; i < BF_N_LEVELS; i++)
    translate (CTX_LEVEL, &self->levels[i].name);
  for (guint i = 0; i < BF_N_DONATION_TYPES; i++)
    translate (CTX_DONATION_TYPE, &self->donation_types[i].name);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          translate (CTX_TRACK_INCOME, &self->tracks[r][b].income);
          translate (CTX_TRACK_REWARD, &self->tracks[r][b].reward);
        }
    }

  for (guint i = 0; i < N_DONATION_SPACES; i++)
    {
      BfDonationSpace *space = &self->donations[i];
      const char *text_for;

      translate (CTX_DONATION_SPACE, &space->text);
      translate (CTX_DONATION_SPACE_FOR, &space->text_for);

      /* The text for another player's table has one "%s", the name: a
       * text (or translation) without it is not used, and the line then
       * says whose table it counted after the text. */
      text_for = space->text_for;
      if (text_for != NULL &&
          !(strchr (text_for, '%') == strstr (text_for, "%s") &&
            strchr (text_for, '%') != NULL && strchr (strchr (text_for, '%') + 1, '%') == NULL))
        space->text_for = NULL;
    }

  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      translate (CTX_DEPARTMENT, &self->departments[i].name);
      translate (CTX_DEPARTMENT_RULE, &self->departments[i].rule);
    }

  for (guint i = 0; i < self->difficulty_levels->len; i++)
    translate (CTX_DIFFICULTY, &g_array_index (self->difficulty_levels, DifficultyLevel, i).name);

  for (guint i = 0; i < self->bid_lines->len; i++)
    translate (CTX_BID_LINE, &g_array_index (self->bid_lines, BfBidLine, i).name);
}

/* A kebab-case "id" member, owned by @self. */
gboolean
_bf_carnegie_rules_read_id (BfCarnegieRules *self,
                            BfJsonReader    *json,
                            JsonObject      *object,
                            const char     **out,
                            GError         **error)
{
  const char *id;

  if (!_bf_carnegie_rules_read_text (json, object, "id", &id, error))
    return FALSE;

  if (!is_kebab_id (id))
    return bf_json_error (json, error, "id “%s” is not in kebab-case", id);

  *out = _bf_carnegie_rules_own_string (self, id);
  return TRUE;
}

gboolean
_bf_carnegie_rules_resolve_ref (BfCarnegieRules *self,
                                RefKind          kind,
                                const char      *id,
                                guint           *out)
{
  gpointer value = NULL;

#define FIND_IN(table) \
  G_STMT_START { \
    for (guint i = 0; i < G_N_ELEMENTS (self->table); i++) \
      { \
        if (g_strcmp0 (self->table[i].id, id) == 0) \
          { \
            *out = i; \
            return TRUE; \
          } \
      } \
    return FALSE; \
  } G_STMT_END

  switch (kind)
    {
    case REF_REGION:
      FIND_IN (regions);
    case REF_PROJECT_TYPE:
      FIND_IN (project_types);
    case REF_DEPT_TYPE:
      FIND_IN (dept_types);
    case REF_LEVEL:
      FIND_IN (levels);
    case REF_DONATION_TYPE:
      FIND_IN (donation_types);
    case REF_CITY:
      value = g_hash_table_lookup (self->city_ids, id);
      break;
    case REF_DONATION_SPACE:
      value = g_hash_table_lookup (self->donation_ids, id);
      break;
    default:
      g_assert_not_reached ();
    }

#undef FIND_IN

  if (value == NULL)
    return FALSE;

  *out = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}

/* @id, read from @what (a member or list), as a reference of @kind. */
gboolean
_bf_carnegie_rules_check_ref (BfCarnegieRules *self,
                              BfJsonReader    *json,
                              const char      *id,
                              RefKind          kind,
                              const char      *what,
                              guint           *out,
                              GError         **error)
{
  if (!_bf_carnegie_rules_resolve_ref (self, kind, id, out))
    return bf_json_error (json, error, "unknown %s “%s” in “%s”",
                          ref_kind_names[kind], id, what);

  return TRUE;
}

gboolean
_bf_carnegie_rules_read_ref (BfCarnegieRules *self,
                             BfJsonReader    *json,
                             JsonObject      *object,
                             const char      *key,
                             RefKind          kind,
                             guint           *out,
                             GError         **error)
{
  const char *id;

  return _bf_carnegie_rules_read_text (json, object, key, &id, error) &&
         _bf_carnegie_rules_check_ref (self, json, id, kind, key, out, error);
}
/* ------------------------------------------------------------------ */
/* Loading                                                             */

typedef gboolean (*LoadFunc) (BfCarnegieRules       *self,
                              BfJsonReader  *json,
                              JsonObject    *root,
                              GError       **error);

static gboolean
load_file (BfCarnegieRules *self,
           const char      *base_path,
           const char      *filename,
           LoadFunc         load,
           GError         **error)
{
  g_autofree char *path = g_build_path ("/", base_path, filename, NULL);
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_CARNEGIE_RULES_ERROR, BF_CARNEGIE_RULES_ERROR_INVALID);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) bytes = NULL;
  JsonObject *object;
  gsize size;
  const char *data;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    {
      g_prefix_error (error, "%s: ", filename);
      return FALSE;
    }

  /* The safe parser's errors are about game files (BF_DOCUMENT_ERROR):
   * passed on as what they are here, broken rule data. */
  data = g_bytes_get_data (bytes, &size);
  root = bf_json_parse (data, (gssize) size, &local_error);
  if (root == NULL)
    {
      g_set_error (error, BF_CARNEGIE_RULES_ERROR, BF_CARNEGIE_RULES_ERROR_INVALID,
                   "%s: %s", filename, local_error->message);
      return FALSE;
    }

  bf_json_reader_set_who (&json, filename);
  if (!bf_json_node_get_object (&json, root, "the top level", &object, error))
    return FALSE;

  return load (self, &json, object, error);
}

static void
bf_carnegie_rules_finalize (GObject *object)
{
  BfCarnegieRules *self = (BfCarnegieRules *)object;

  g_clear_pointer (&self->cities, g_array_unref);
  g_clear_pointer (&self->spaces, g_array_unref);
  g_clear_pointer (&self->roads, g_array_unref);
  g_clear_pointer (&self->neighbours, g_free);
  g_clear_pointer (&self->neighbour_offsets, g_free);
  g_clear_pointer (&self->city_ids, g_hash_table_unref);
  g_clear_pointer (&self->donation_ids, g_hash_table_unref);
  g_clear_pointer (&self->difficulty_levels, g_array_unref);
  g_clear_pointer (&self->bid_lines, g_array_unref);
  g_clear_pointer (&self->strings, g_string_chunk_free);

  G_OBJECT_CLASS (bf_carnegie_rules_parent_class)->finalize (object);
}

static void
bf_carnegie_rules_class_init (BfCarnegieRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_carnegie_rules_finalize;
}

static void
bf_carnegie_rules_init (BfCarnegieRules *self)
{
  self->strings = g_string_chunk_new (4096);
  self->cities = g_array_new (FALSE, TRUE, sizeof (BfCity));
  self->spaces = g_array_new (FALSE, TRUE, sizeof (BfSpace));
  self->roads = g_array_new (FALSE, TRUE, sizeof (BfRoad));
  self->city_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->donation_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->difficulty_levels = g_array_new (FALSE, TRUE, sizeof (DifficultyLevel));
  self->bid_lines = g_array_new (FALSE, TRUE, sizeof (BfBidLine));
}

/* Loads and validates the rule data of @base_path (see
 * bf_carnegie_rules_new_from_resource()), its translatable fields as
 * written: what bf-carnegie-rules-compile.c writes out as C at build time. */
BfCarnegieRules *
_bf_carnegie_rules_load_untranslated (const char  *base_path,
                                      GError     **error)
{
  g_autoptr(BfCarnegieRules) self = g_object_new (BF_TYPE_CARNEGIE_RULES, NULL);

  if (!load_file (self, base_path, "board.json", _bf_carnegie_rules_load_board, error) ||
      !load_file (self, base_path, "donations.json", _bf_carnegie_rules_load_donations, error) ||
      !load_file (self, base_path, "departments.json", _bf_carnegie_rules_load_departments, error) ||
      !load_file (self, base_path, "timeline.json", _bf_carnegie_rules_load_timeline, error) ||
      !load_file (self, base_path, "andrew.json", _bf_carnegie_rules_load_andrew, error) ||
      !load_file (self, base_path, "setup.json", _bf_carnegie_rules_load_setup, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * bf_carnegie_rules_new_from_resource:
 * @base_path: the resource folder holding board.json, donations.json,
 *   departments.json, timeline.json, andrew.json and setup.json
 * @error: return location for an error
 *
 * Loads and validates the rule data. Fails with %BF_CARNEGIE_RULES_ERROR_INVALID
 * when the data is malformed, or with a #GResourceError when a file is
 * missing.
 *
 * Returns: (transfer full): the rules, or %NULL on error
 */
BfCarnegieRules *
bf_carnegie_rules_new_from_resource (const char  *base_path,
                                     GError     **error)
{
  BfCarnegieRules *self;

  g_return_val_if_fail (base_path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = _bf_carnegie_rules_load_untranslated (base_path, error);
  if (self != NULL)
    _bf_carnegie_rules_translate (self);

  return self;
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

const BfRegionInfo *
bf_carnegie_rules_get_region (BfCarnegieRules *self,
                              BfRegion         region)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (region < BF_N_REGIONS, NULL);

  return &self->regions[region];
}

gboolean
bf_carnegie_rules_lookup_region (BfCarnegieRules *self,
                                 const char      *id,
                                 BfRegion        *region)
{
  guint index;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!_bf_carnegie_rules_resolve_ref (self, REF_REGION, id, &index))
    return FALSE;

  if (region != NULL)
    *region = (BfRegion) index;
  return TRUE;
}

const BfProjectTypeInfo *
bf_carnegie_rules_get_project_type (BfCarnegieRules *self,
                                    BfProjectType    type)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, NULL);

  return &self->project_types[type];
}

gboolean
bf_carnegie_rules_lookup_project_type (BfCarnegieRules *self,
                                       const char      *id,
                                       BfProjectType   *type)
{
  guint index;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!_bf_carnegie_rules_resolve_ref (self, REF_PROJECT_TYPE, id, &index))
    return FALSE;

  if (type != NULL)
    *type = (BfProjectType) index;
  return TRUE;
}

const BfDeptTypeInfo *
bf_carnegie_rules_get_dept_type (BfCarnegieRules *self,
                                 BfDeptType       type)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (type < BF_N_DEPT_TYPES, NULL);

  return &self->dept_types[type];
}

gboolean
bf_carnegie_rules_lookup_dept_type (BfCarnegieRules *self,
                                    const char      *id,
                                    BfDeptType      *type)
{
  guint index;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!_bf_carnegie_rules_resolve_ref (self, REF_DEPT_TYPE, id, &index))
    return FALSE;

  if (type != NULL)
    *type = (BfDeptType) index;
  return TRUE;
}

const BfLevelInfo *
bf_carnegie_rules_get_level (BfCarnegieRules  *self,
                             BfTransportLevel  level)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (level < BF_N_LEVELS, NULL);

  return &self->levels[level];
}

const BfDonationTypeInfo *
bf_carnegie_rules_get_donation_type (BfCarnegieRules *self,
                                     BfDonationType   type)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (type < BF_N_DONATION_TYPES, NULL);

  return &self->donation_types[type];
}

gboolean
bf_carnegie_rules_lookup_donation_type (BfCarnegieRules *self,
                                        const char      *id,
                                        BfDonationType  *type)
{
  guint index;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!_bf_carnegie_rules_resolve_ref (self, REF_DONATION_TYPE, id, &index))
    return FALSE;

  if (type != NULL)
    *type = (BfDonationType) index;
  return TRUE;
}

guint
bf_carnegie_rules_get_n_cities (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->cities->len;
}

const BfCity *
bf_carnegie_rules_get_city (BfCarnegieRules *self,
                            guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (index < self->cities->len, NULL);

  return &g_array_index (self->cities, BfCity, index);
}

const BfCity *
bf_carnegie_rules_lookup_city (BfCarnegieRules *self,
                               const char      *id)
{
  guint index;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!_bf_carnegie_rules_resolve_ref (self, REF_CITY, id, &index))
    return NULL;

  return &g_array_index (self->cities, BfCity, index);
}

guint
bf_carnegie_rules_get_n_spaces (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->spaces->len;
}

const BfSpace *
bf_carnegie_rules_get_space (BfCarnegieRules *self,
                             guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (index < self->spaces->len, NULL);

  return &g_array_index (self->spaces, BfSpace, index);
}

guint
bf_carnegie_rules_get_n_roads (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->roads->len;
}

const BfRoad *
bf_carnegie_rules_get_road (BfCarnegieRules *self,
                            guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (index < self->roads->len, NULL);

  return &g_array_index (self->roads, BfRoad, index);
}

const guint *
bf_carnegie_rules_get_neighbours (BfCarnegieRules *self,
                                  guint            city,
                                  guint           *n_neighbours)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (city < self->cities->len, NULL);

  if (n_neighbours != NULL)
    *n_neighbours = self->neighbour_offsets[city + 1] - self->neighbour_offsets[city];

  return &self->neighbours[self->neighbour_offsets[city]];
}

const BfTrackBox *
bf_carnegie_rules_get_track_box (BfCarnegieRules *self,
                                 BfRegion         region,
                                 guint            box)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (region < BF_N_REGIONS, NULL);
  g_return_val_if_fail (box >= 1 && box <= BF_N_TRACK_BOXES, NULL);

  return &self->tracks[region][box - 1];
}

int
bf_carnegie_rules_get_connection_vp (BfCarnegieRules  *self,
                                     guint             links,
                                     BfTransportLevel  level)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);
  g_return_val_if_fail (level < BF_N_LEVELS, 0);

  if (links < MIN_LINKS)
    return 0;

  return self->connections[MIN (links, MAX_LINKS) - MIN_LINKS][level];
}

guint
bf_carnegie_rules_get_n_donation_spaces (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return N_DONATION_SPACES;
}

const BfDonationSpace *
bf_carnegie_rules_get_donation_space (BfCarnegieRules *self,
                                      guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (index < N_DONATION_SPACES, NULL);

  return &self->donations[index];
}

const BfDonationSpace *
bf_carnegie_rules_lookup_donation_space (BfCarnegieRules *self,
                                         const char      *id)
{
  guint index;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!_bf_carnegie_rules_resolve_ref (self, REF_DONATION_SPACE, id, &index))
    return NULL;

  return &self->donations[index];
}

const BfDonationSpace *
bf_carnegie_rules_get_chart_space (BfCarnegieRules *self,
                                   BfDonationType   column,
                                   guint            row,
                                   int              tile)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (column < BF_N_DONATION_TYPES, NULL);
  g_return_val_if_fail (row >= 1 && row <= BF_CHART_ROWS, NULL);
  g_return_val_if_fail (tile == BF_NO_TILE || (tile >= 0 && tile < BF_N_DONATION_TYPES), NULL);

  if (tile == BF_NO_TILE)
    return &self->donations[column * BF_CHART_ROWS + row - 1];

  return &self->donations[N_CHART_SPACES + tile * BF_CHART_ROWS + row - 1];
}

const BfDepartment *
bf_carnegie_rules_get_department (BfCarnegieRules *self,
                                  guint            number)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (number >= 1 && number <= BF_N_DEPARTMENTS, NULL);

  return &self->departments[number - 1];
}

const BfDepartment *
bf_carnegie_rules_lookup_department (BfCarnegieRules *self,
                                     const char      *id)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      if (g_strcmp0 (self->departments[i].id, id) == 0)
        return &self->departments[i];
    }

  return NULL;
}

guint
bf_carnegie_rules_get_n_timeline_tiles (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return N_TIMELINE_TILES;
}

const BfTimelineTile *
bf_carnegie_rules_get_timeline_tile (BfCarnegieRules *self,
                                     guint            number)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (number >= 1 && number <= N_TIMELINE_TILES, NULL);

  return &self->timeline[number - 1];
}

const BfTimelineEvent *
bf_carnegie_rules_get_timeline_end (BfCarnegieRules *self,
                                    BfDeptType       row)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, NULL);

  return &self->timeline_ends[row];
}

char *
bf_carnegie_rules_describe_timeline_event (BfCarnegieRules       *self,
                                           const BfTimelineEvent *event)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  switch (event->kind)
    {
    case BF_EVENT_INCOME:
      /* Translators: a timeline event, "income in the West" */
      return g_strdup_printf (_("income in the %s"), bf_carnegie_rules_get_region (self, event->region)->name);
    case BF_EVENT_DONATION:
      /* Translators: a timeline event */
      return g_strdup (_("a donation"));
    case BF_EVENT_INCOME_AND_DONATION:
    default:
      /* Translators: the event of a timeline end space, "income in the East and a donation" */
      return g_strdup_printf (_("income in the %s and a donation"),
                              bf_carnegie_rules_get_region (self, event->region)->name);
    }
}

void
bf_carnegie_rules_append_timeline_entry (BfCarnegieRules       *self,
                                         GString               *list,
                                         const BfTimelineEvent *event)
{
  g_return_if_fail (BF_IS_CARNEGIE_RULES (self));
  g_return_if_fail (list != NULL && event != NULL);

  if (list->len > 0)
    /* Translators: separates items of a list */
    g_string_append (list, _(", "));
  if (event->kind == BF_EVENT_DONATION)
    g_string_append (list, C_("timeline event", "donation"));
  else
    g_string_append (list, bf_carnegie_rules_get_region (self, event->region)->name);
}

guint
bf_carnegie_rules_get_n_andrew_cards (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return N_ANDREW_CARDS;
}

const BfAndrewCard *
bf_carnegie_rules_get_andrew_card (BfCarnegieRules *self,
                                   guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (index < N_ANDREW_CARDS, NULL);

  return &self->andrew[index];
}

const BfAndrewCard *
bf_carnegie_rules_lookup_andrew_card (BfCarnegieRules *self,
                                      const char      *id)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < N_ANDREW_CARDS; i++)
    {
      if (g_strcmp0 (self->andrew[i].id, id) == 0)
        return &self->andrew[i];
    }

  return NULL;
}

guint
bf_carnegie_rules_get_n_difficulties (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->difficulty_levels->len;
}

const BfDifficulty *
bf_carnegie_rules_get_difficulty (BfCarnegieRules *self,
                                  guint            level)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (level >= 1 && level <= self->difficulty_levels->len, NULL);

  return &g_array_index (self->difficulty_levels, DifficultyLevel, level - 1);
}

int
bf_carnegie_rules_get_vp_card_value (BfCarnegieRules *self,
                                     guint            position)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);
  g_return_val_if_fail (position < BF_N_VP_CARDS, 0);

  return self->vp_cards[position];
}

guint
bf_carnegie_rules_get_n_bid_lines (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->bid_lines->len;
}

const BfBidLine *
bf_carnegie_rules_get_bid_line (BfCarnegieRules *self,
                                guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);
  g_return_val_if_fail (index < self->bid_lines->len, NULL);

  return &g_array_index (self->bid_lines, BfBidLine, index);
}

int
bf_carnegie_rules_get_bid_budget (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->bid_budget;
}

/* Base setup step 4: the pawns on the project tab of @type at setup. */
guint
bf_carnegie_rules_get_project_tab_pawns (BfCarnegieRules *self,
                                         BfProjectType    type)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, 0);

  return self->tab_pawns[type];
}

/* Base setup step 4: the pawns of one colour in the box. */
guint
bf_carnegie_rules_get_pawns_per_colour (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return self->pawns_per_colour;
}

/* The shared colours (bf-seats.h): a Carnegie table's seats choose from them. */
guint
bf_carnegie_rules_get_n_colors (BfCarnegieRules *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return bf_seats_get_n_colors ();
}

const BfColor *
bf_carnegie_rules_get_color (BfCarnegieRules *self,
                             guint            index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);

  return bf_seats_get_color (index);
}

const BfColor *
bf_carnegie_rules_lookup_color (BfCarnegieRules *self,
                                const char      *id)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), NULL);

  return bf_seats_lookup_color (id);
}

guint
bf_carnegie_rules_get_department_copies (BfCarnegieRules *self,
                                         gboolean         open_bar)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);

  return open_bar ? self->department_copies_open_bar : self->department_copies;
}

guint
bf_carnegie_rules_get_blocking_disks (BfCarnegieRules *self,
                                      guint            n_players)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);
  g_return_val_if_fail (n_players >= 1 && n_players <= MAX_PLAYERS, 0);

  return self->blocking_disks[n_players];
}

guint
bf_carnegie_rules_get_departments_removed (BfCarnegieRules *self,
                                           guint            n_players)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (self), 0);
  g_return_val_if_fail (n_players >= 1 && n_players <= MAX_PLAYERS, 0);

  return self->departments_removed[n_players];
}
