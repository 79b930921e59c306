/* bf-rules.c
 *
 * Loads and validates the rule data (the JSON files of data/rules/,
 * compiled into the GResource bundle). The schema is described in data/rules/README.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-rules"

#include "config.h"

#include "bf-rules.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#define N_CHART_SPACES (BF_N_DONATION_TYPES * BF_CHART_ROWS)
#define N_DONATION_SPACES (2 * N_CHART_SPACES)
#define N_TIMELINE_TILES 8
#define N_TIMELINE_EVENTS 4
#define N_ANDREW_NUMBERS 20
#define N_ANDREW_CARDS (2 * N_ANDREW_NUMBERS)
#define MAX_PLAYERS 4
#define MIN_LINKS 2
#define MAX_LINKS 5

typedef BfDifficulty DifficultyLevel;

struct _BfRules
{
  GObject parent_instance;

  /* owned: every id and untranslated string of the data */
  GStringChunk      *strings;

  BfRegionInfo       regions[BF_N_REGIONS];
  BfProjectTypeInfo  project_types[BF_N_PROJECT_TYPES];
  BfDeptTypeInfo     dept_types[BF_N_DEPT_TYPES];
  BfLevelInfo        levels[BF_N_LEVELS];
  BfDonationTypeInfo donation_types[BF_N_DONATION_TYPES];

  GArray            *cities;     /* BfCity */
  GArray            *spaces;     /* BfSpace */
  GArray            *roads;      /* BfRoad */
  guint             *neighbours; /* 2 × n_roads city indices, grouped by city */
  guint             *neighbour_offsets; /* n_cities + 1 */
  GHashTable        *city_ids;   /* id → index + 1 */

  BfTrackBox         tracks[BF_N_REGIONS][BF_N_TRACK_BOXES];
  int                connections[MAX_LINKS - MIN_LINKS + 1][BF_N_LEVELS];
  GArray            *colors;     /* BfColor */

  BfDonationSpace    donations[N_DONATION_SPACES];
  GHashTable        *donation_ids; /* id → index + 1 */

  BfDepartment       departments[BF_N_DEPARTMENTS];

  BfTimelineTile     timeline[N_TIMELINE_TILES];
  BfTimelineEvent    timeline_ends[BF_N_DEPT_TYPES];

  BfAndrewCard       andrew[N_ANDREW_CARDS];
  int                vp_cards[BF_N_VP_CARDS];
  GArray            *difficulty_levels; /* DifficultyLevel */

  GArray            *bid_lines;  /* BfBidLine */
  int                bid_budget;
  guint              pawns_per_colour;
  guint              tab_pawns[BF_N_PROJECT_TYPES];
  guint              department_copies;
  guint              department_copies_open_bar;
  guint              departments_removed[MAX_PLAYERS + 1];
  guint              blocking_disks[MAX_PLAYERS + 1];
};

G_DEFINE_FINAL_TYPE (BfRules, bf_rules, G_TYPE_OBJECT)

G_DEFINE_QUARK (bf-rules-error-quark, bf_rules_error)

/* Indexed by BfDonationRule. */
static const char * const donation_rule_ids[] = {
  "fixed",
  "departments-of-type",
  "departments",
  "projects-of-types",
  "train-regions",
  "donations",
  "goods",
  "money",
  "money-goods-pairs",
  "active-employees",
  "projects-in-region",
  "projects-in-towns",
  "departments-best-type",
  "department-types",
  "departments-left-column",
  "departments-top-row",
  "donations-of-type",
  "projects-best-type",
  "project-types",
  "donation-types",
  "empty-spaces",
  "inactive-employees",
  "active-on-cost",
  "pay-for-vp",
  "medium-cities-connected",
};
G_STATIC_ASSERT (G_N_ELEMENTS (donation_rule_ids) == BF_N_DONATION_RULES);

/* Indexed by BfDeptEffect. */
static const char * const dept_effect_ids[] = {
  "none",
  "communications",
  "charitable-giving",
  "green-spaces",
  "public-relations",
  "political-lobbying",
  "post-office",
  "archives",
  "network-of-libraries",
};
G_STATIC_ASSERT (G_N_ELEMENTS (dept_effect_ids) == BF_N_DEPT_EFFECTS);

/* Indexed by BfCityKind. */
static const char * const city_kind_ids[] = { "town", "medium", "major" };
static const guint city_kind_spaces[] = { 1, 3, 5 };

/* Members holding the parameter of a donation space; each rule takes at
 * most one of them (the money/goods/times trio goes with pay-for-vp). */
static const char * const donation_param_members[] = {
  "department-type", "project-types", "region", "donation-type",
  "major-city", "cost-money", "cost-goods", "max-times",
};

/* Message contexts of the translatable fields; keep in sync with
 * build-aux/rule-strings.py and data/rules/README.md. */
#define CTX_REGION          "region"
#define CTX_PROJECT_TYPE    "project type"
#define CTX_DEPT_TYPE       "department type"
#define CTX_LEVEL           "transport level"
#define CTX_DONATION_TYPE   "donation type"
#define CTX_TRACK_INCOME    "track income"
#define CTX_TRACK_REWARD    "track reward"
#define CTX_COLOR           "player color"
#define CTX_DONATION_SPACE  "donation space"
#define CTX_DEPARTMENT      "department"
#define CTX_DEPARTMENT_RULE "department rule"
#define CTX_DIFFICULTY      "difficulty"
#define CTX_BID_LINE        "bidding line"

typedef enum
{
  REF_REGION,
  REF_PROJECT_TYPE,
  REF_DEPT_TYPE,
  REF_LEVEL,
  REF_DONATION_TYPE,
  REF_CITY,
  REF_DONATION_SPACE,
} RefKind;

static const char * const ref_kind_names[] = {
  "region", "project type", "department type", "transport level",
  "donation type", "city", "donation space",
};

/* ------------------------------------------------------------------ */
/* Error and JSON helpers                                              */

static gboolean G_GNUC_PRINTF (3, 4)
fail (GError     **error,
      const char  *where,
      const char  *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, BF_RULES_ERROR, BF_RULES_ERROR_INVALID,
               "%s: %s", where, message);
  return FALSE;
}

static const char *
node_type_name (JsonNode *node)
{
  if (node == NULL)
    return "nothing";

  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return "an object";
    case JSON_NODE_ARRAY:
      return "an array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          return "an integer";
        case G_TYPE_DOUBLE:
          return "a number";
        case G_TYPE_BOOLEAN:
          return "a boolean";
        case G_TYPE_STRING:
          return "a string";
        default:
          return "a value";
        }
    default:
      return "something else";
    }
}

static JsonNode *
get_member (JsonObject  *object,
            const char  *member,
            const char  *where,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    fail (error, where, "missing member “%s”", member);

  return node;
}

static gboolean
node_get_string (JsonNode    *node,
                 const char  *where,
                 const char  *what,
                 const char **out,
                 GError     **error)
{
  const char *value;

  if (!JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (error, where, "“%s” must be a string, not %s",
                 what, node_type_name (node));

  value = json_node_get_string (node);
  if (value == NULL || value[0] == '\0')
    return fail (error, where, "“%s” must not be empty", what);

  *out = value;
  return TRUE;
}

static gboolean
node_get_int (JsonNode    *node,
              const char  *where,
              const char  *what,
              int          min,
              int          max,
              int         *out,
              GError     **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return fail (error, where, "“%s” must be an integer, not %s",
                 what, node_type_name (node));

  value = json_node_get_int (node);
  if (value < min || value > max)
    return fail (error, where, "“%s” is %" G_GINT64_FORMAT ", not in %d…%d",
                 what, value, min, max);

  *out = (int) value;
  return TRUE;
}

static gboolean
get_string (JsonObject  *object,
            const char  *member,
            const char  *where,
            const char **out,
            GError     **error)
{
  JsonNode *node = get_member (object, member, where, error);

  return node != NULL && node_get_string (node, where, member, out, error);
}

static gboolean
get_int (JsonObject  *object,
         const char  *member,
         const char  *where,
         int          min,
         int          max,
         int         *out,
         GError     **error)
{
  JsonNode *node = get_member (object, member, where, error);

  return node != NULL && node_get_int (node, where, member, min, max, out, error);
}

static gboolean
get_uint (JsonObject  *object,
          const char  *member,
          const char  *where,
          guint        min,
          guint        max,
          guint       *out,
          GError     **error)
{
  int value;

  if (!get_int (object, member, where, (int) min, (int) MIN (max, G_MAXINT), &value, error))
    return FALSE;

  *out = (guint) value;
  return TRUE;
}

static gboolean
get_double (JsonObject  *object,
            const char  *member,
            const char  *where,
            double       min,
            double       max,
            double      *out,
            GError     **error)
{
  JsonNode *node = get_member (object, member, where, error);
  double value;

  if (node == NULL)
    return FALSE;

  if (!JSON_NODE_HOLDS_VALUE (node) ||
      (json_node_get_value_type (node) != G_TYPE_DOUBLE &&
       json_node_get_value_type (node) != G_TYPE_INT64))
    return fail (error, where, "“%s” must be a number, not %s",
                 member, node_type_name (node));

  value = json_node_get_double (node);
  if (value < min || value > max)
    return fail (error, where, "“%s” is %g, not in %g…%g", member, value, min, max);

  *out = value;
  return TRUE;
}

/* An optional boolean member; missing means @default_value. */
static gboolean
get_bool_with_default (JsonObject  *object,
                       const char  *member,
                       const char  *where,
                       gboolean     default_value,
                       gboolean    *out,
                       GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    {
      *out = default_value;
      return TRUE;
    }

  if (!JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return fail (error, where, "“%s” must be a boolean, not %s",
                 member, node_type_name (node));

  *out = json_node_get_boolean (node);
  return TRUE;
}

static JsonObject *
get_object (JsonObject  *object,
            const char  *member,
            const char  *where,
            GError     **error)
{
  JsonNode *node = get_member (object, member, where, error);

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (error, where, "“%s” must be an object, not %s",
            member, node_type_name (node));
      return NULL;
    }

  return json_node_get_object (node);
}

/* The array member @member with between @min and @max elements. */
static JsonArray *
get_array (JsonObject  *object,
           const char  *member,
           const char  *where,
           guint        min,
           guint        max,
           GError     **error)
{
  JsonNode *node = get_member (object, member, where, error);
  JsonArray *array;
  guint length;

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      fail (error, where, "“%s” must be an array, not %s",
            member, node_type_name (node));
      return NULL;
    }

  array = json_node_get_array (node);
  length = json_array_get_length (array);
  if (length < min || length > max)
    {
      if (min == max)
        fail (error, where, "“%s” has %u elements instead of %u", member, length, min);
      else
        fail (error, where, "“%s” has %u elements, not %u…%u", member, length, min, max);
      return NULL;
    }

  return array;
}

static JsonObject *
array_get_object (JsonArray   *array,
                  guint        index,
                  const char  *where,
                  GError     **error)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (error, where, "must be an object, not %s", node_type_name (node));
      return NULL;
    }

  return json_node_get_object (node);
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

static int
find_in_list (const char * const *ids,
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

static const char *
own_string (BfRules    *self,
            const char *string)
{
  return g_string_chunk_insert_const (self->strings, string);
}

static const char *
translate (BfRules    *self,
           const char *context,
           const char *msgid)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, context, own_string (self, msgid));
}

/* A translatable string member. */
static gboolean
get_translated (BfRules     *self,
                JsonObject  *object,
                const char  *member,
                const char  *context,
                const char  *where,
                const char **out,
                GError     **error)
{
  const char *msgid;

  if (!get_string (object, member, where, &msgid, error))
    return FALSE;

  *out = translate (self, context, msgid);
  return TRUE;
}

/* A kebab-case id member, owned by @self. */
static gboolean
get_id (BfRules     *self,
        JsonObject  *object,
        const char  *where,
        const char **out,
        GError     **error)
{
  const char *id;

  if (!get_string (object, "id", where, &id, error))
    return FALSE;

  if (!is_kebab_id (id))
    return fail (error, where, "id “%s” is not in kebab-case", id);

  *out = own_string (self, id);
  return TRUE;
}

static gboolean
resolve_ref (BfRules    *self,
             RefKind     kind,
             const char *id,
             guint      *out)
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

static gboolean
node_get_ref (BfRules     *self,
              JsonNode    *node,
              RefKind      kind,
              const char  *where,
              const char  *what,
              guint       *out,
              GError     **error)
{
  const char *id;

  if (!node_get_string (node, where, what, &id, error))
    return FALSE;

  if (!resolve_ref (self, kind, id, out))
    return fail (error, where, "unknown %s “%s” in “%s”",
                 ref_kind_names[kind], id, what);

  return TRUE;
}

static gboolean
get_ref (BfRules     *self,
         JsonObject  *object,
         const char  *member,
         RefKind      kind,
         const char  *where,
         guint       *out,
         GError     **error)
{
  JsonNode *node = get_member (object, member, where, error);

  return node != NULL && node_get_ref (self, node, kind, where, member, out, error);
}

/* ------------------------------------------------------------------ */
/* board.json                                                          */

/* An array of exactly @n_expected {"id", "name"} objects; the ids and
 * translated names are stored in @ids and @names. */
static JsonArray *
load_id_name_table (BfRules     *self,
                    JsonObject  *root,
                    const char  *member,
                    guint        n_expected,
                    const char  *context,
                    const char **ids,
                    const char **names,
                    GError     **error)
{
  g_autofree char *where = g_strdup_printf ("board.json: %s", member);
  JsonArray *array;

  array = get_array (root, member, "board.json", n_expected, n_expected, error);
  if (array == NULL)
    return NULL;

  for (guint i = 0; i < n_expected; i++)
    {
      g_autofree char *item_where = g_strdup_printf ("%s[%u]", where, i);
      JsonObject *object = array_get_object (array, i, item_where, error);

      if (object == NULL ||
          !get_id (self, object, item_where, &ids[i], error) ||
          !get_translated (self, object, "name", context, item_where, &names[i], error))
        return NULL;

      if (find_in_list (ids, i, ids[i]) >= 0)
        {
          fail (error, item_where, "duplicate id “%s”", ids[i]);
          return NULL;
        }
    }

  return array;
}

static gboolean
load_enum_tables (BfRules     *self,
                  JsonObject  *root,
                  JsonArray  **regions_out,
                  GError     **error)
{
  const char *ids[BF_N_REGIONS];
  const char *names[BF_N_REGIONS];
  JsonArray *regions;

#define LOAD_TABLE(member, n, context, table, field, enum_type) \
  G_STMT_START { \
    if (load_id_name_table (self, root, member, n, context, ids, names, error) == NULL) \
      return FALSE; \
    for (guint i = 0; i < n; i++) \
      { \
        self->table[i].field = (enum_type) i; \
        self->table[i].id = ids[i]; \
        self->table[i].name = names[i]; \
      } \
  } G_STMT_END

  G_STATIC_ASSERT ((int) BF_N_PROJECT_TYPES <= (int) BF_N_REGIONS &&
                   (int) BF_N_DEPT_TYPES <= (int) BF_N_REGIONS &&
                   (int) BF_N_LEVELS <= (int) BF_N_REGIONS &&
                   (int) BF_N_DONATION_TYPES <= (int) BF_N_REGIONS);

  LOAD_TABLE ("project-types", BF_N_PROJECT_TYPES, CTX_PROJECT_TYPE,
              project_types, type, BfProjectType);
  LOAD_TABLE ("department-types", BF_N_DEPT_TYPES, CTX_DEPT_TYPE,
              dept_types, type, BfDeptType);
  LOAD_TABLE ("transport-levels", BF_N_LEVELS, CTX_LEVEL,
              levels, level, BfTransportLevel);
  LOAD_TABLE ("donation-types", BF_N_DONATION_TYPES, CTX_DONATION_TYPE,
              donation_types, type, BfDonationType);

#undef LOAD_TABLE

  /* Regions: major cities are resolved once the cities are loaded. */
  regions = load_id_name_table (self, root, "regions", BF_N_REGIONS, CTX_REGION,
                                ids, names, error);
  if (regions == NULL)
    return FALSE;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: regions[%u]", i);
      JsonObject *object = json_array_get_object_element (regions, i);
      guint level;

      self->regions[i].region = (BfRegion) i;
      self->regions[i].id = ids[i];
      self->regions[i].name = names[i];

      if (!get_ref (self, object, "start-level", REF_LEVEL, where, &level, error))
        return FALSE;
      self->regions[i].start_level = (BfTransportLevel) level;
    }

  *regions_out = regions;
  return TRUE;
}

static gboolean
load_city (BfRules     *self,
           JsonObject  *object,
           guint        index,
           const char  *where,
           GError     **error)
{
  BfCity city = { 0, };
  const char *id;
  const char *name;
  const char *kind;
  const char *icon;
  guint region;
  JsonArray *spaces;
  JsonNode *links_node;
  JsonNode *icon_node;
  int kind_index;

  if (!get_id (self, object, where, &id, error) ||
      !get_string (object, "name", where, &name, error) ||
      !get_ref (self, object, "region", REF_REGION, where, &region, error) ||
      !get_string (object, "kind", where, &kind, error))
    return FALSE;

  if (g_hash_table_contains (self->city_ids, id))
    return fail (error, where, "duplicate city “%s”", id);

  kind_index = find_in_list (city_kind_ids, G_N_ELEMENTS (city_kind_ids), kind);
  if (kind_index < 0)
    return fail (error, where, "unknown city kind “%s”", kind);

  city.index = index;
  city.id = id;
  city.name = own_string (self, name);  /* printed names are not translated */
  city.region = (BfRegion) region;
  city.kind = (BfCityKind) kind_index;
  city.n_spaces = city_kind_spaces[kind_index];
  city.first_space = self->spaces->len;

  spaces = get_array (object, "spaces", where, city.n_spaces, city.n_spaces, error);
  if (spaces == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (city.space_types); i++)
    city.space_types[i] = BF_PROJECT_ANY;

  for (guint i = 0; i < city.n_spaces; i++)
    {
      JsonNode *node = json_array_get_element (spaces, i);
      BfSpace space;
      const char *type_id;

      if (!node_get_string (node, where, "spaces", &type_id, error))
        return FALSE;

      if (city.kind == BF_CITY_TOWN)
        {
          if (g_strcmp0 (type_id, "any") != 0)
            return fail (error, where, "a town’s space must be “any”, not “%s”", type_id);
        }
      else
        {
          guint type;

          if (!resolve_ref (self, REF_PROJECT_TYPE, type_id, &type))
            return fail (error, where, "unknown project type “%s” in “spaces”", type_id);
          city.space_types[i] = (BfProjectType) type;
        }

      space.index = self->spaces->len;
      space.city = index;
      space.slot = i + 1;
      space.type = city.space_types[i];
      g_array_append_val (self->spaces, space);
    }

  if (!get_int (object, "vp", where, 0, 3, &city.vp, error))
    return FALSE;

  links_node = json_object_get_member (object, "links");
  if (city.kind == BF_CITY_MAJOR)
    {
      if (!get_uint (object, "links", where, 1, MAX_LINKS, &city.links, error))
        return FALSE;
    }
  else if (links_node != NULL)
    return fail (error, where, "only major cities have “links”");

  icon_node = json_object_get_member (object, "town-icon");
  if (city.kind == BF_CITY_TOWN)
    {
      if (!get_string (object, "town-icon", where, &icon, error))
        return FALSE;

      if (g_strcmp0 (icon, "rails") == 0)
        city.rails_icon = TRUE;
      else if (g_strcmp0 (icon, "plain") != 0)
        return fail (error, where, "“town-icon” must be “rails” or “plain”, not “%s”", icon);
    }
  else if (icon_node != NULL)
    return fail (error, where, "only towns have a “town-icon”");

  if (!get_double (object, "x", where, 0.0, 1.0, &city.x, error) ||
      !get_double (object, "y", where, 0.0, 1.0, &city.y, error))
    return FALSE;

  g_array_append_val (self->cities, city);
  g_hash_table_insert (self->city_ids, (gpointer) id, GUINT_TO_POINTER (index + 1));

  return TRUE;
}

static gboolean
load_major_cities (BfRules    *self,
                   JsonArray  *regions,
                   GError    **error)
{
  guint n_majors = 0;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: regions[%u]", i);
      JsonObject *object = json_array_get_object_element (regions, i);
      const BfCity *city;
      guint index;

      if (!get_ref (self, object, "major-city", REF_CITY, where, &index, error))
        return FALSE;

      city = &g_array_index (self->cities, BfCity, index);
      if (city->kind != BF_CITY_MAJOR)
        return fail (error, where, "“%s” is not a major city", city->id);
      if (city->region != (BfRegion) i)
        return fail (error, where, "major city “%s” is not in the region", city->id);

      self->regions[i].major_city = index;
    }

  for (guint i = 0; i < self->cities->len; i++)
    {
      if (g_array_index (self->cities, BfCity, i).kind == BF_CITY_MAJOR)
        n_majors++;
    }

  if (n_majors != BF_N_REGIONS)
    return fail (error, "board.json: cities", "%u major cities instead of one per region",
                 n_majors);

  return TRUE;
}

static gboolean
load_roads (BfRules     *self,
            JsonObject  *root,
            GError     **error)
{
  guint n_cities = self->cities->len;
  g_autofree guint *fill = NULL;
  JsonArray *roads;
  guint n_roads;

  roads = get_array (root, "roads", "board.json", 1, G_MAXUINT, error);
  if (roads == NULL)
    return FALSE;

  n_roads = json_array_get_length (roads);
  self->neighbour_offsets = g_new0 (guint, n_cities + 1);

  for (guint i = 0; i < n_roads; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: roads[%u]", i);
      JsonNode *node = json_array_get_element (roads, i);
      JsonArray *pair;
      BfRoad road;

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (json_node_get_array (node)) != 2)
        return fail (error, where, "a road must be an array of two city ids");

      pair = json_node_get_array (node);
      if (!node_get_ref (self, json_array_get_element (pair, 0), REF_CITY,
                         where, "road", &road.city_a, error) ||
          !node_get_ref (self, json_array_get_element (pair, 1), REF_CITY,
                         where, "road", &road.city_b, error))
        return FALSE;

      if (road.city_a == road.city_b)
        return fail (error, where, "road from “%s” to itself",
                     g_array_index (self->cities, BfCity, road.city_a).id);

      for (guint j = 0; j < self->roads->len; j++)
        {
          const BfRoad *other = &g_array_index (self->roads, BfRoad, j);

          if ((other->city_a == road.city_a && other->city_b == road.city_b) ||
              (other->city_a == road.city_b && other->city_b == road.city_a))
            return fail (error, where, "duplicate road %s–%s",
                         g_array_index (self->cities, BfCity, road.city_a).id,
                         g_array_index (self->cities, BfCity, road.city_b).id);
        }

      g_array_append_val (self->roads, road);
      self->neighbour_offsets[road.city_a + 1]++;
      self->neighbour_offsets[road.city_b + 1]++;
    }

  for (guint i = 0; i < n_cities; i++)
    self->neighbour_offsets[i + 1] += self->neighbour_offsets[i];

  self->neighbours = g_new0 (guint, 2 * n_roads);
  fill = g_memdup2 (self->neighbour_offsets, sizeof (guint) * n_cities);

  for (guint i = 0; i < n_roads; i++)
    {
      const BfRoad *road = &g_array_index (self->roads, BfRoad, i);

      self->neighbours[fill[road->city_a]++] = road->city_b;
      self->neighbours[fill[road->city_b]++] = road->city_a;
    }

  return TRUE;
}

static gboolean
load_tracks (BfRules     *self,
             JsonObject  *root,
             GError     **error)
{
  gboolean seen[BF_N_REGIONS] = { FALSE, };
  JsonArray *tracks;

  tracks = get_array (root, "tracks", "board.json", BF_N_REGIONS, BF_N_REGIONS, error);
  if (tracks == NULL)
    return FALSE;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: tracks[%u]", i);
      JsonObject *object = array_get_object (tracks, i, where, error);
      JsonArray *boxes;
      guint region;

      if (object == NULL ||
          !get_ref (self, object, "region", REF_REGION, where, &region, error))
        return FALSE;

      if (seen[region])
        return fail (error, where, "second track for region “%s”", self->regions[region].id);
      seen[region] = TRUE;

      boxes = get_array (object, "boxes", where, BF_N_TRACK_BOXES, BF_N_TRACK_BOXES, error);
      if (boxes == NULL)
        return FALSE;

      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          g_autofree char *box_where = g_strdup_printf ("%s.boxes[%u]", where, b);
          JsonObject *box_object = array_get_object (boxes, b, box_where, error);
          BfTrackBox *box = &self->tracks[region][b];
          guint level;

          if (box_object == NULL ||
              !get_uint (box_object, "box", box_where, b + 1, b + 1, &box->box, error) ||
              !get_int (box_object, "cost", box_where, b == 0 ? 0 : 1, b == 0 ? 0 : 99,
                        &box->cost, error) ||
              !get_ref (self, box_object, "level", REF_LEVEL, box_where, &level, error) ||
              !get_translated (self, box_object, "income", CTX_TRACK_INCOME, box_where,
                               &box->income, error))
            return FALSE;

          box->level = (BfTransportLevel) level;
          if (b == 0 && box->level != self->regions[region].start_level)
            return fail (error, box_where, "box 1 is not at the region’s start level");
          if (b > 0 && box->level < self->tracks[region][b - 1].level)
            return fail (error, box_where, "the level goes down");

          if (b == BF_N_TRACK_BOXES - 1)
            {
              if (!get_translated (self, box_object, "reward", CTX_TRACK_REWARD, box_where,
                                   &box->reward, error))
                return FALSE;
            }
          else
            {
              box->reward = NULL;
              if (json_object_has_member (box_object, "reward"))
                return fail (error, box_where, "only the last box has a “reward”");
            }
        }
    }

  return TRUE;
}

static gboolean
load_connections (BfRules     *self,
                  JsonObject  *root,
                  GError     **error)
{
  const guint n_rows = MAX_LINKS - MIN_LINKS + 1;
  gboolean seen[MAX_LINKS - MIN_LINKS + 1] = { FALSE, };
  JsonArray *rows;

  rows = get_array (root, "connections", "board.json", n_rows, n_rows, error);
  if (rows == NULL)
    return FALSE;

  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: connections[%u]", i);
      JsonObject *object = array_get_object (rows, i, where, error);
      guint links;

      if (object == NULL ||
          !get_uint (object, "links", where, MIN_LINKS, MAX_LINKS, &links, error))
        return FALSE;

      if (seen[links - MIN_LINKS])
        return fail (error, where, "second row for %u links", links);
      seen[links - MIN_LINKS] = TRUE;

      for (guint level = 0; level < BF_N_LEVELS; level++)
        {
          if (!get_int (object, self->levels[level].id, where, 0, 1000,
                        &self->connections[links - MIN_LINKS][level], error))
            return FALSE;
        }
    }

  return TRUE;
}

static gboolean
load_colors (BfRules     *self,
             JsonObject  *root,
             GError     **error)
{
  JsonArray *colors;

  colors = get_array (root, "colors", "board.json", 1, 64, error);
  if (colors == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (colors); i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: colors[%u]", i);
      JsonObject *object = array_get_object (colors, i, where, error);
      BfColor color;
      const char *rgb;

      if (object == NULL ||
          !get_id (self, object, where, &color.id, error) ||
          !get_translated (self, object, "name", CTX_COLOR, where, &color.name, error) ||
          !get_string (object, "rgb", where, &rgb, error))
        return FALSE;

      if (strlen (rgb) != 7 || rgb[0] != '#')
        return fail (error, where, "“rgb” must be “#rrggbb”, not “%s”", rgb);
      for (guint j = 1; j < 7; j++)
        {
          if (!g_ascii_isxdigit (rgb[j]))
            return fail (error, where, "“rgb” must be “#rrggbb”, not “%s”", rgb);
        }

      if (bf_rules_lookup_color (self, color.id) != NULL)
        return fail (error, where, "duplicate colour “%s”", color.id);

      color.rgb = own_string (self, rgb);
      g_array_append_val (self->colors, color);
    }

  return TRUE;
}

static gboolean
load_board (BfRules     *self,
            JsonObject  *root,
            GError     **error)
{
  JsonArray *regions = NULL;
  JsonArray *cities;

  if (!load_enum_tables (self, root, &regions, error))
    return FALSE;

  cities = get_array (root, "cities", "board.json", 1, 1000, error);
  if (cities == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (cities); i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: cities[%u]", i);
      JsonObject *object = array_get_object (cities, i, where, error);

      if (object == NULL || !load_city (self, object, i, where, error))
        return FALSE;
    }

  return load_major_cities (self, regions, error) &&
         load_roads (self, root, error) &&
         load_tracks (self, root, error) &&
         load_connections (self, root, error) &&
         load_colors (self, root, error);
}

/* ------------------------------------------------------------------ */
/* donations.json                                                      */

static gboolean
load_donation_param (BfRules          *self,
                     JsonObject       *object,
                     BfDonationSpace  *space,
                     const char       *where,
                     GError          **error)
{
  const char *expected[3] = { NULL, NULL, NULL };
  guint value;

  switch (space->rule)
    {
    case BF_DONATION_RULE_DEPARTMENTS_OF_TYPE:
      expected[0] = "department-type";
      if (!get_ref (self, object, expected[0], REF_DEPT_TYPE, where, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_PROJECTS_OF_TYPES:
      {
        JsonArray *types;

        expected[0] = "project-types";
        types = get_array (object, expected[0], where, 1, BF_N_PROJECT_TYPES, error);
        if (types == NULL)
          return FALSE;

        for (guint i = 0; i < json_array_get_length (types); i++)
          {
            if (!node_get_ref (self, json_array_get_element (types, i), REF_PROJECT_TYPE,
                               where, expected[0], &value, error))
              return FALSE;
            if (space->param & (1 << value))
              return fail (error, where, "project type “%s” listed twice",
                           self->project_types[value].id);
            space->param |= 1 << value;
          }
      }
      break;

    case BF_DONATION_RULE_PROJECTS_IN_REGION:
      expected[0] = "region";
      if (!get_ref (self, object, expected[0], REF_REGION, where, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_DONATIONS_OF_TYPE:
      expected[0] = "donation-type";
      if (!get_ref (self, object, expected[0], REF_DONATION_TYPE, where, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED:
      expected[0] = "major-city";
      if (!get_ref (self, object, expected[0], REF_CITY, where, &value, error))
        return FALSE;
      if (g_array_index (self->cities, BfCity, value).kind != BF_CITY_MAJOR)
        return fail (error, where, "“%s” is not a major city",
                     g_array_index (self->cities, BfCity, value).id);
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_PAY_FOR_VP:
      expected[0] = "cost-money";
      expected[1] = "cost-goods";
      expected[2] = "max-times";
      if (!get_int (object, expected[0], where, 0, 100, &space->cost_money, error) ||
          !get_int (object, expected[1], where, 0, 100, &space->cost_goods, error) ||
          !get_int (object, expected[2], where, 1, 100, &space->max_times, error))
        return FALSE;
      break;

    case BF_DONATION_RULE_FIXED:
    case BF_DONATION_RULE_DEPARTMENTS:
    case BF_DONATION_RULE_TRAIN_REGIONS:
    case BF_DONATION_RULE_DONATIONS:
    case BF_DONATION_RULE_GOODS:
    case BF_DONATION_RULE_MONEY:
    case BF_DONATION_RULE_MONEY_GOODS_PAIRS:
    case BF_DONATION_RULE_ACTIVE_EMPLOYEES:
    case BF_DONATION_RULE_PROJECTS_IN_TOWNS:
    case BF_DONATION_RULE_DEPARTMENTS_BEST_TYPE:
    case BF_DONATION_RULE_DEPARTMENT_TYPES:
    case BF_DONATION_RULE_DEPARTMENTS_LEFT_COLUMN:
    case BF_DONATION_RULE_DEPARTMENTS_TOP_ROW:
    case BF_DONATION_RULE_PROJECTS_BEST_TYPE:
    case BF_DONATION_RULE_PROJECT_TYPES:
    case BF_DONATION_RULE_DONATION_TYPES:
    case BF_DONATION_RULE_EMPTY_SPACES:
    case BF_DONATION_RULE_INACTIVE_EMPLOYEES:
    case BF_DONATION_RULE_ACTIVE_ON_COST:
    case BF_N_DONATION_RULES:
    default:
      break;
    }

  /* No parameter member that the rule does not use. */
  for (guint i = 0; i < G_N_ELEMENTS (donation_param_members); i++)
    {
      const char *member = donation_param_members[i];

      if (json_object_has_member (object, member) &&
          find_in_list (expected, G_N_ELEMENTS (expected), member) < 0)
        return fail (error, where, "rule “%s” takes no “%s”",
                     donation_rule_ids[space->rule], member);
    }

  return TRUE;
}

static gboolean
load_donation_spaces (BfRules     *self,
                      JsonObject  *root,
                      const char  *member,
                      gboolean     tile,
                      GError     **error)
{
  JsonArray *spaces;

  spaces = get_array (root, member, "donations.json", N_CHART_SPACES, N_CHART_SPACES, error);
  if (spaces == NULL)
    return FALSE;

  for (guint i = 0; i < N_CHART_SPACES; i++)
    {
      g_autofree char *where = g_strdup_printf ("donations.json: %s[%u]", member, i);
      JsonObject *object = array_get_object (spaces, i, where, error);
      guint index = (tile ? N_CHART_SPACES : 0) + i;
      BfDonationSpace *space = &self->donations[index];
      const char *rule;
      guint type;
      int rule_index;

      if (object == NULL ||
          !get_id (self, object, where, &space->id, error) ||
          !get_ref (self, object, "type", REF_DONATION_TYPE, where, &type, error) ||
          !get_uint (object, "row", where, 1, BF_CHART_ROWS, &space->row, error) ||
          !get_string (object, "rule", where, &rule, error) ||
          !get_int (object, "vp", where, 0, 100, &space->vp, error) ||
          !get_translated (self, object, "text", CTX_DONATION_SPACE, where,
                           &space->text, error))
        return FALSE;

      if (g_hash_table_contains (self->donation_ids, space->id))
        return fail (error, where, "duplicate donation space “%s”", space->id);

      /* Spaces are listed column by column, top to bottom. */
      if (type != i / BF_CHART_ROWS || space->row != i % BF_CHART_ROWS + 1)
        return fail (error, where, "expected the %s space of row %u",
                     self->donation_types[i / BF_CHART_ROWS].id, i % BF_CHART_ROWS + 1);

      rule_index = find_in_list (donation_rule_ids, G_N_ELEMENTS (donation_rule_ids), rule);
      if (rule_index < 0)
        return fail (error, where, "unknown rule “%s”", rule);

      space->index = index;
      space->type = (BfDonationType) type;
      space->tile = tile;
      space->rule = (BfDonationRule) rule_index;
      space->param = 0;
      space->cost_money = 0;
      space->cost_goods = 0;
      space->max_times = 0;

      if (!load_donation_param (self, object, space, where, error))
        return FALSE;

      g_hash_table_insert (self->donation_ids, (gpointer) space->id,
                           GUINT_TO_POINTER (index + 1));
    }

  return TRUE;
}

static gboolean
load_donations (BfRules     *self,
                JsonObject  *root,
                GError     **error)
{
  return load_donation_spaces (self, root, "chart", FALSE, error) &&
         load_donation_spaces (self, root, "tiles", TRUE, error);
}

/* ------------------------------------------------------------------ */
/* departments.json                                                    */

static gboolean
load_departments (BfRules     *self,
                  JsonObject  *root,
                  GError     **error)
{
  guint per_type[BF_N_DEPT_TYPES] = { 0, };
  JsonArray *departments;

  departments = get_array (root, "departments", "departments.json",
                           BF_N_DEPARTMENTS, BF_N_DEPARTMENTS, error);
  if (departments == NULL)
    return FALSE;

  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      g_autofree char *where = g_strdup_printf ("departments.json: departments[%u]", i);
      JsonObject *object = array_get_object (departments, i, where, error);
      BfDepartment *department = &self->departments[i];
      const char *effect;
      gboolean expansion = i + 1 > BF_N_DEPARTMENTS / 2;
      guint type;
      int effect_index;

      if (object == NULL ||
          !get_uint (object, "number", where, i + 1, i + 1, &department->number, error) ||
          !get_id (self, object, where, &department->id, error) ||
          !get_translated (self, object, "name", CTX_DEPARTMENT, where,
                           &department->name, error) ||
          !get_ref (self, object, "type", REF_DEPT_TYPE, where, &type, error) ||
          !get_uint (object, "set", where, expansion ? 1 : 0, expansion ? 4 : 0,
                     &department->set, error) ||
          !get_string (object, "effect", where, &effect, error) ||
          !get_translated (self, object, "rule", CTX_DEPARTMENT_RULE, where,
                           &department->rule, error))
        return FALSE;

      for (guint j = 0; j < i; j++)
        {
          if (g_strcmp0 (self->departments[j].id, department->id) == 0)
            return fail (error, where, "duplicate department “%s”", department->id);
        }

      effect_index = find_in_list (dept_effect_ids, G_N_ELEMENTS (dept_effect_ids), effect);
      if (effect_index < 0)
        return fail (error, where, "unknown effect “%s”", effect);

      for (guint j = 0; j < i; j++)
        {
          if (effect_index != BF_DEPT_EFFECT_NONE &&
              self->departments[j].effect == (BfDeptEffect) effect_index)
            return fail (error, where, "effect “%s” given twice", effect);
        }

      department->type = (BfDeptType) type;
      department->expansion = expansion;
      department->effect = (BfDeptEffect) effect_index;
      per_type[type]++;
    }

  for (guint t = 0; t < BF_N_DEPT_TYPES; t++)
    {
      if (per_type[t] != BF_N_DEPARTMENTS / BF_N_DEPT_TYPES)
        return fail (error, "departments.json", "%u departments of type “%s” instead of %u",
                     per_type[t], self->dept_types[t].id,
                     BF_N_DEPARTMENTS / BF_N_DEPT_TYPES);
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* timeline.json                                                       */

static gboolean
load_timeline_events (BfRules          *self,
                      JsonObject       *object,
                      const char       *member,
                      const char       *where,
                      BfTimelineEvent  *events,
                      GError          **error)
{
  JsonArray *array;

  array = get_array (object, member, where, N_TIMELINE_EVENTS, N_TIMELINE_EVENTS, error);
  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < N_TIMELINE_EVENTS; i++)
    {
      const char *event;
      guint region;

      if (!node_get_string (json_array_get_element (array, i), where, member, &event, error))
        return FALSE;

      if (g_strcmp0 (event, "donation") == 0)
        {
          events[i].kind = BF_EVENT_DONATION;
          events[i].region = 0;
        }
      else if (resolve_ref (self, REF_REGION, event, &region))
        {
          events[i].kind = BF_EVENT_INCOME;
          events[i].region = (BfRegion) region;
        }
      else
        return fail (error, where, "unknown event “%s” in “%s”: not a region or “donation”",
                     event, member);
    }

  return TRUE;
}

static gboolean
load_timeline (BfRules     *self,
               JsonObject  *root,
               GError     **error)
{
  gboolean seen[BF_N_DEPT_TYPES] = { FALSE, };
  JsonArray *tiles;
  JsonArray *ends;

  tiles = get_array (root, "tiles", "timeline.json", N_TIMELINE_TILES, N_TIMELINE_TILES, error);
  if (tiles == NULL)
    return FALSE;

  for (guint i = 0; i < N_TIMELINE_TILES; i++)
    {
      g_autofree char *where = g_strdup_printf ("timeline.json: tiles[%u]", i);
      JsonObject *object = array_get_object (tiles, i, where, error);
      BfTimelineTile *tile = &self->timeline[i];

      if (object == NULL ||
          !get_uint (object, "number", where, i + 1, i + 1, &tile->number, error) ||
          !load_timeline_events (self, object, "front", where, tile->sides[0], error) ||
          !load_timeline_events (self, object, "back", where, tile->sides[1], error))
        return FALSE;
    }

  ends = get_array (root, "end-spaces", "timeline.json", BF_N_DEPT_TYPES, BF_N_DEPT_TYPES, error);
  if (ends == NULL)
    return FALSE;

  for (guint i = 0; i < BF_N_DEPT_TYPES; i++)
    {
      g_autofree char *where = g_strdup_printf ("timeline.json: end-spaces[%u]", i);
      JsonObject *object = array_get_object (ends, i, where, error);
      gboolean income, donation;
      guint row, region;

      if (object == NULL ||
          !get_ref (self, object, "row", REF_DEPT_TYPE, where, &row, error) ||
          !get_ref (self, object, "region", REF_REGION, where, &region, error) ||
          !get_bool_with_default (object, "income", where, FALSE, &income, error) ||
          !get_bool_with_default (object, "donation", where, FALSE, &donation, error))
        return FALSE;

      if (seen[row])
        return fail (error, where, "second end space for row “%s”", self->dept_types[row].id);
      seen[row] = TRUE;

      if (!income || !donation)
        return fail (error, where, "an end space gives both “income” and “donation”");

      self->timeline_ends[row].kind = BF_EVENT_INCOME_AND_DONATION;
      self->timeline_ends[row].region = (BfRegion) region;
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* andrew.json                                                         */

static gboolean
load_andrew_card (BfRules       *self,
                  JsonObject    *object,
                  const char    *where,
                  BfAndrewCard  *card,
                  GError       **error)
{
  g_autofree char *expected_id = NULL;
  JsonObject *rd;
  JsonArray *take;
  JsonArray *cities;
  const char *id;
  guint back, region;

  if (!get_string (object, "id", where, &id, error) ||
      !get_uint (object, "number", where, 1, N_ANDREW_NUMBERS, &card->number, error) ||
      !get_bool_with_default (object, "advanced", where, FALSE, &card->advanced, error))
    return FALSE;

  expected_id = g_strdup_printf ("%c%02u", card->advanced ? 'A' : 'N', card->number);
  if (g_strcmp0 (id, expected_id) != 0)
    return fail (error, where, "id “%s” does not match the card, expected “%s”",
                 id, expected_id);
  card->id = own_string (self, id);

  if (!get_ref (self, object, "back", REF_DEPT_TYPE, where, &back, error) ||
      !get_ref (self, object, "donation", REF_DONATION_SPACE, where, &card->donation, error) ||
      !get_uint (object, "hr-slide", where, 0, 20, &card->hr_slide, error))
    return FALSE;
  card->back = (BfDeptType) back;

  if (self->donations[card->donation].tile)
    return fail (error, where, "donation “%s” is not a space of the base chart",
                 self->donations[card->donation].id);

  take = get_array (object, "management", where, 1, G_N_ELEMENTS (card->take), error);
  if (take == NULL)
    return FALSE;
  card->n_take = json_array_get_length (take);
  for (guint i = 0; i < card->n_take; i++)
    {
      guint type;

      if (!node_get_ref (self, json_array_get_element (take, i), REF_DEPT_TYPE,
                         where, "management", &type, error))
        return FALSE;
      card->take[i] = (BfDeptType) type;
    }

  cities = get_array (object, "construction", where, 1, G_N_ELEMENTS (card->cities), error);
  if (cities == NULL)
    return FALSE;
  card->n_cities = json_array_get_length (cities);
  for (guint i = 0; i < card->n_cities; i++)
    {
      if (!node_get_ref (self, json_array_get_element (cities, i), REF_CITY,
                         where, "construction", &card->cities[i], error))
        return FALSE;

      for (guint j = 0; j < i; j++)
        {
          if (card->cities[j] == card->cities[i])
            return fail (error, where, "city “%s” listed twice",
                         g_array_index (self->cities, BfCity, card->cities[i]).id);
        }
    }

  rd = get_object (object, "rd", where, error);
  if (rd == NULL ||
      !get_ref (self, rd, "region", REF_REGION, where, &region, error) ||
      !get_uint (rd, "steps", where, 1, BF_N_TRACK_BOXES, &card->rd_steps, error))
    return FALSE;
  card->rd_region = (BfRegion) region;

  return TRUE;
}

static gboolean
load_andrew (BfRules     *self,
             JsonObject  *root,
             GError     **error)
{
  BfAndrewCard *by_number[2][N_ANDREW_NUMBERS + 1] = { { NULL, }, };
  JsonArray *vp_cards;
  JsonArray *levels;
  JsonArray *cards;

  vp_cards = get_array (root, "vp-cards", "andrew.json", BF_N_VP_CARDS, BF_N_VP_CARDS, error);
  if (vp_cards == NULL)
    return FALSE;

  for (guint i = 0; i < BF_N_VP_CARDS; i++)
    {
      if (!node_get_int (json_array_get_element (vp_cards, i), "andrew.json", "vp-cards",
                         0, 100, &self->vp_cards[i], error))
        return FALSE;
      if (i > 0 && self->vp_cards[i] < self->vp_cards[i - 1])
        return fail (error, "andrew.json", "“vp-cards” must not decrease");
    }

  levels = get_array (root, "difficulty-levels", "andrew.json", 1, 10, error);
  if (levels == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      g_autofree char *where = g_strdup_printf ("andrew.json: difficulty-levels[%u]", i);
      JsonObject *object = array_get_object (levels, i, where, error);
      DifficultyLevel level;

      if (object == NULL ||
          !get_uint (object, "level", where, i + 1, i + 1, &level.level, error) ||
          !get_translated (self, object, "name", CTX_DIFFICULTY, where, &level.name, error) ||
          !get_uint (object, "normal", where, 0, N_ANDREW_NUMBERS, &level.n_normal, error) ||
          !get_uint (object, "advanced", where, 0, N_ANDREW_NUMBERS, &level.n_advanced, error))
        return FALSE;

      if (level.n_normal + level.n_advanced != N_ANDREW_NUMBERS)
        return fail (error, where, "a deck has %u cards, not %u",
                     N_ANDREW_NUMBERS, level.n_normal + level.n_advanced);

      g_array_append_val (self->difficulty_levels, level);
    }

  cards = get_array (root, "cards", "andrew.json", N_ANDREW_CARDS, N_ANDREW_CARDS, error);
  if (cards == NULL)
    return FALSE;

  for (guint i = 0; i < N_ANDREW_CARDS; i++)
    {
      g_autofree char *where = g_strdup_printf ("andrew.json: cards[%u]", i);
      JsonObject *object = array_get_object (cards, i, where, error);
      BfAndrewCard *card = &self->andrew[i];

      if (object == NULL || !load_andrew_card (self, object, where, card, error))
        return FALSE;

      if (by_number[card->advanced][card->number] != NULL)
        return fail (error, where, "second card “%s”", card->id);
      by_number[card->advanced][card->number] = card;
    }

  /* An advanced card keeps the back, donation and cities of its normal card. */
  for (guint n = 1; n <= N_ANDREW_NUMBERS; n++)
    {
      const BfAndrewCard *normal = by_number[0][n];
      const BfAndrewCard *advanced = by_number[1][n];

      if (normal->back != advanced->back ||
          normal->donation != advanced->donation ||
          normal->n_cities != advanced->n_cities ||
          memcmp (normal->cities, advanced->cities, sizeof (guint) * normal->n_cities) != 0)
        return fail (error, "andrew.json",
                     "card “%s” must have the back, donation and cities of “%s”",
                     advanced->id, normal->id);
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* setup.json                                                          */

static gboolean
load_setup (BfRules     *self,
            JsonObject  *root,
            GError     **error)
{
  gboolean seen[MAX_PLAYERS + 1] = { FALSE, };
  JsonObject *copies;
  JsonArray *lines;
  JsonArray *counts;

  if (!get_int (root, "bid-budget", "setup.json", 1, 1000, &self->bid_budget, error))
    return FALSE;
  if (!get_uint (root, "pawns-per-colour", "setup.json", 1, 100, &self->pawns_per_colour, error))
    return FALSE;

  {
    JsonObject *tabs = get_object (root, "project-tab-pawns", "setup.json", error);

    if (tabs == NULL)
      return FALSE;
    for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
      if (!get_uint (tabs, self->project_types[t].id, "setup.json: project-tab-pawns", 0, 5,
                     &self->tab_pawns[t], error))
        return FALSE;
  }

  lines = get_array (root, "bid-lines", "setup.json", 1, 16, error);
  if (lines == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.json: bid-lines[%u]", i);
      JsonObject *object = array_get_object (lines, i, where, error);
      BfBidLine line = { 0, };
      JsonArray *choices;

      if (object == NULL ||
          !get_id (self, object, where, &line.id, error) ||
          !get_translated (self, object, "name", CTX_BID_LINE, where, &line.name, error) ||
          !get_bool_with_default (object, "free-bid", where, FALSE, &line.free_bid, error))
        return FALSE;

      for (guint j = 0; j < self->bid_lines->len; j++)
        {
          if (g_strcmp0 (g_array_index (self->bid_lines, BfBidLine, j).id, line.id) == 0)
            return fail (error, where, "duplicate bidding line “%s”", line.id);
        }

      choices = get_array (object, "choices", where,
                           line.free_bid ? 0 : 1,
                           line.free_bid ? 0 : G_N_ELEMENTS (line.choices), error);
      if (choices == NULL)
        return FALSE;

      line.n_choices = json_array_get_length (choices);
      for (guint c = 0; c < line.n_choices; c++)
        {
          g_autofree char *choice_where = g_strdup_printf ("%s.choices[%u]", where, c);
          JsonObject *choice = array_get_object (choices, c, choice_where, error);

          if (choice == NULL ||
              !get_int (choice, "value", choice_where, -100, 100, &line.choices[c].value, error) ||
              !get_int (choice, "cost", choice_where, -self->bid_budget, self->bid_budget,
                        &line.choices[c].cost, error))
            return FALSE;
        }

      g_array_append_val (self->bid_lines, line);
    }

  copies = get_object (root, "department-copies", "setup.json", error);
  if (copies == NULL ||
      !get_uint (copies, "normal", "setup.json: department-copies", 1, 4,
                 &self->department_copies, error) ||
      !get_uint (copies, "open-bar", "setup.json: department-copies", 1, 4,
                 &self->department_copies_open_bar, error))
    return FALSE;

  counts = get_array (root, "player-counts", "setup.json", MAX_PLAYERS, MAX_PLAYERS, error);
  if (counts == NULL)
    return FALSE;

  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.json: player-counts[%u]", i);
      JsonObject *object = array_get_object (counts, i, where, error);
      guint players;

      if (object == NULL ||
          !get_uint (object, "players", where, 1, MAX_PLAYERS, &players, error))
        return FALSE;

      if (seen[players])
        return fail (error, where, "second entry for %u players", players);
      seen[players] = TRUE;

      if (!get_uint (object, "departments-removed", where, 0,
                     BF_N_DEPARTMENTS / 2 * self->department_copies,
                     &self->departments_removed[players], error) ||
          !get_uint (object, "blocking-disks", where, 0, 100,
                     &self->blocking_disks[players], error))
        return FALSE;
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Loading                                                             */

typedef gboolean (*LoadFunc) (BfRules     *self,
                              JsonObject  *root,
                              GError     **error);

static gboolean
load_file (BfRules     *self,
           const char  *base_path,
           const char  *filename,
           LoadFunc     load,
           GError     **error)
{
  g_autofree char *path = g_build_path ("/", base_path, filename, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GBytes) bytes = NULL;
  JsonNode *root;
  gsize size;
  const char *data;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    {
      g_prefix_error (error, "%s: ", filename);
      return FALSE;
    }

  data = g_bytes_get_data (bytes, &size);
  if (!json_parser_load_from_data (parser, data, (gssize) size, error))
    {
      g_prefix_error (error, "%s: ", filename);
      return FALSE;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, filename, "the top level must be an object, not %s",
                 node_type_name (root));

  return load (self, json_node_get_object (root), error);
}

static void
bf_rules_finalize (GObject *object)
{
  BfRules *self = (BfRules *)object;

  g_clear_pointer (&self->cities, g_array_unref);
  g_clear_pointer (&self->spaces, g_array_unref);
  g_clear_pointer (&self->roads, g_array_unref);
  g_clear_pointer (&self->neighbours, g_free);
  g_clear_pointer (&self->neighbour_offsets, g_free);
  g_clear_pointer (&self->city_ids, g_hash_table_unref);
  g_clear_pointer (&self->colors, g_array_unref);
  g_clear_pointer (&self->donation_ids, g_hash_table_unref);
  g_clear_pointer (&self->difficulty_levels, g_array_unref);
  g_clear_pointer (&self->bid_lines, g_array_unref);
  g_clear_pointer (&self->strings, g_string_chunk_free);

  G_OBJECT_CLASS (bf_rules_parent_class)->finalize (object);
}

static void
bf_rules_class_init (BfRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_rules_finalize;
}

static void
bf_rules_init (BfRules *self)
{
  self->strings = g_string_chunk_new (4096);
  self->cities = g_array_new (FALSE, TRUE, sizeof (BfCity));
  self->spaces = g_array_new (FALSE, TRUE, sizeof (BfSpace));
  self->roads = g_array_new (FALSE, TRUE, sizeof (BfRoad));
  self->city_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->colors = g_array_new (FALSE, TRUE, sizeof (BfColor));
  self->donation_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->difficulty_levels = g_array_new (FALSE, TRUE, sizeof (DifficultyLevel));
  self->bid_lines = g_array_new (FALSE, TRUE, sizeof (BfBidLine));
}

/**
 * bf_rules_new_from_resource:
 * @base_path: the resource folder holding board.json, donations.json,
 *   departments.json, timeline.json, andrew.json and setup.json
 * @error: return location for an error
 *
 * Loads and validates the rule data. Fails with %BF_RULES_ERROR_INVALID
 * when the data is malformed, or with a #GResourceError when a file is
 * missing.
 *
 * Returns: (transfer full): the rules, or %NULL on error
 */
BfRules *
bf_rules_new_from_resource (const char  *base_path,
                            GError     **error)
{
  g_autoptr(BfRules) self = NULL;

  g_return_val_if_fail (base_path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (BF_TYPE_RULES, NULL);

  if (!load_file (self, base_path, "board.json", load_board, error) ||
      !load_file (self, base_path, "donations.json", load_donations, error) ||
      !load_file (self, base_path, "departments.json", load_departments, error) ||
      !load_file (self, base_path, "timeline.json", load_timeline, error) ||
      !load_file (self, base_path, "andrew.json", load_andrew, error) ||
      !load_file (self, base_path, "setup.json", load_setup, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * bf_rules_get_default:
 *
 * The rules compiled into the program, loaded on first use. Broken
 * compiled-in data is a bug and aborts.
 *
 * Returns: (transfer none): the default rules
 */
BfRules *
bf_rules_get_default (void)
{
  static BfRules *default_rules = NULL;

  if (g_once_init_enter (&default_rules))
    {
      g_autoptr(GError) error = NULL;
      BfRules *rules;

      rules = bf_rules_new_from_resource (RESOURCE_PREFIX "/rules", &error);
      if (rules == NULL)
        g_error ("The compiled-in rule data is broken: %s", error->message);

      g_once_init_leave (&default_rules, rules);
    }

  return default_rules;
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

const BfRegionInfo *
bf_rules_get_region (BfRules  *self,
                     BfRegion  region)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (region < BF_N_REGIONS, NULL);

  return &self->regions[region];
}

gboolean
bf_rules_lookup_region (BfRules    *self,
                        const char *id,
                        BfRegion   *region)
{
  guint index;

  g_return_val_if_fail (BF_IS_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!resolve_ref (self, REF_REGION, id, &index))
    return FALSE;

  if (region != NULL)
    *region = (BfRegion) index;
  return TRUE;
}

const BfProjectTypeInfo *
bf_rules_get_project_type (BfRules       *self,
                           BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, NULL);

  return &self->project_types[type];
}

gboolean
bf_rules_lookup_project_type (BfRules       *self,
                              const char    *id,
                              BfProjectType *type)
{
  guint index;

  g_return_val_if_fail (BF_IS_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!resolve_ref (self, REF_PROJECT_TYPE, id, &index))
    return FALSE;

  if (type != NULL)
    *type = (BfProjectType) index;
  return TRUE;
}

const BfDeptTypeInfo *
bf_rules_get_dept_type (BfRules    *self,
                        BfDeptType  type)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (type < BF_N_DEPT_TYPES, NULL);

  return &self->dept_types[type];
}

gboolean
bf_rules_lookup_dept_type (BfRules    *self,
                           const char *id,
                           BfDeptType *type)
{
  guint index;

  g_return_val_if_fail (BF_IS_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!resolve_ref (self, REF_DEPT_TYPE, id, &index))
    return FALSE;

  if (type != NULL)
    *type = (BfDeptType) index;
  return TRUE;
}

const BfLevelInfo *
bf_rules_get_level (BfRules          *self,
                    BfTransportLevel  level)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (level < BF_N_LEVELS, NULL);

  return &self->levels[level];
}

const BfDonationTypeInfo *
bf_rules_get_donation_type (BfRules        *self,
                            BfDonationType  type)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (type < BF_N_DONATION_TYPES, NULL);

  return &self->donation_types[type];
}

gboolean
bf_rules_lookup_donation_type (BfRules        *self,
                               const char     *id,
                               BfDonationType *type)
{
  guint index;

  g_return_val_if_fail (BF_IS_RULES (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (!resolve_ref (self, REF_DONATION_TYPE, id, &index))
    return FALSE;

  if (type != NULL)
    *type = (BfDonationType) index;
  return TRUE;
}

guint
bf_rules_get_n_cities (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->cities->len;
}

const BfCity *
bf_rules_get_city (BfRules *self,
                   guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < self->cities->len, NULL);

  return &g_array_index (self->cities, BfCity, index);
}

const BfCity *
bf_rules_lookup_city (BfRules    *self,
                      const char *id)
{
  guint index;

  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!resolve_ref (self, REF_CITY, id, &index))
    return NULL;

  return &g_array_index (self->cities, BfCity, index);
}

guint
bf_rules_get_n_spaces (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->spaces->len;
}

const BfSpace *
bf_rules_get_space (BfRules *self,
                    guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < self->spaces->len, NULL);

  return &g_array_index (self->spaces, BfSpace, index);
}

guint
bf_rules_get_n_roads (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->roads->len;
}

const BfRoad *
bf_rules_get_road (BfRules *self,
                   guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < self->roads->len, NULL);

  return &g_array_index (self->roads, BfRoad, index);
}

const guint *
bf_rules_get_neighbours (BfRules *self,
                         guint    city,
                         guint   *n_neighbours)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (city < self->cities->len, NULL);

  if (n_neighbours != NULL)
    *n_neighbours = self->neighbour_offsets[city + 1] - self->neighbour_offsets[city];

  return &self->neighbours[self->neighbour_offsets[city]];
}

const BfTrackBox *
bf_rules_get_track_box (BfRules  *self,
                        BfRegion  region,
                        guint     box)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (region < BF_N_REGIONS, NULL);
  g_return_val_if_fail (box >= 1 && box <= BF_N_TRACK_BOXES, NULL);

  return &self->tracks[region][box - 1];
}

int
bf_rules_get_connection_vp (BfRules          *self,
                            guint             links,
                            BfTransportLevel  level)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);
  g_return_val_if_fail (level < BF_N_LEVELS, 0);

  if (links < MIN_LINKS)
    return 0;

  return self->connections[MIN (links, MAX_LINKS) - MIN_LINKS][level];
}

guint
bf_rules_get_n_donation_spaces (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return N_DONATION_SPACES;
}

const BfDonationSpace *
bf_rules_get_donation_space (BfRules *self,
                             guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < N_DONATION_SPACES, NULL);

  return &self->donations[index];
}

const BfDonationSpace *
bf_rules_lookup_donation_space (BfRules    *self,
                                const char *id)
{
  guint index;

  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (!resolve_ref (self, REF_DONATION_SPACE, id, &index))
    return NULL;

  return &self->donations[index];
}

const BfDonationSpace *
bf_rules_get_chart_space (BfRules        *self,
                          BfDonationType  column,
                          guint           row,
                          int             tile)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (column < BF_N_DONATION_TYPES, NULL);
  g_return_val_if_fail (row >= 1 && row <= BF_CHART_ROWS, NULL);
  g_return_val_if_fail (tile == BF_NO_TILE || (tile >= 0 && tile < BF_N_DONATION_TYPES), NULL);

  if (tile == BF_NO_TILE)
    return &self->donations[column * BF_CHART_ROWS + row - 1];

  return &self->donations[N_CHART_SPACES + tile * BF_CHART_ROWS + row - 1];
}

const BfDepartment *
bf_rules_get_department (BfRules *self,
                         guint    number)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (number >= 1 && number <= BF_N_DEPARTMENTS, NULL);

  return &self->departments[number - 1];
}

const BfDepartment *
bf_rules_lookup_department (BfRules    *self,
                            const char *id)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      if (g_strcmp0 (self->departments[i].id, id) == 0)
        return &self->departments[i];
    }

  return NULL;
}

guint
bf_rules_get_n_timeline_tiles (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return N_TIMELINE_TILES;
}

const BfTimelineTile *
bf_rules_get_timeline_tile (BfRules *self,
                            guint    number)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (number >= 1 && number <= N_TIMELINE_TILES, NULL);

  return &self->timeline[number - 1];
}

const BfTimelineEvent *
bf_rules_get_timeline_end (BfRules    *self,
                           BfDeptType  row)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, NULL);

  return &self->timeline_ends[row];
}

char *
bf_rules_describe_timeline_event (BfRules               *self,
                                  const BfTimelineEvent *event)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  switch (event->kind)
    {
    case BF_EVENT_INCOME:
      /* Translators: a timeline event, "income in the West" */
      return g_strdup_printf (_("income in the %s"), bf_rules_get_region (self, event->region)->name);
    case BF_EVENT_DONATION:
      /* Translators: a timeline event */
      return g_strdup (_("a donation"));
    case BF_EVENT_INCOME_AND_DONATION:
    default:
      /* Translators: the event of a timeline end space, "income in the East and a donation" */
      return g_strdup_printf (_("income in the %s and a donation"),
                              bf_rules_get_region (self, event->region)->name);
    }
}

void
bf_rules_append_timeline_entry (BfRules               *self,
                                GString               *list,
                                const BfTimelineEvent *event)
{
  g_return_if_fail (BF_IS_RULES (self));
  g_return_if_fail (list != NULL && event != NULL);

  if (list->len > 0)
    /* Translators: separates items of a list */
    g_string_append (list, _(", "));
  if (event->kind == BF_EVENT_DONATION)
    g_string_append (list, C_("timeline event", "donation"));
  else
    g_string_append (list, bf_rules_get_region (self, event->region)->name);
}

guint
bf_rules_get_n_andrew_cards (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return N_ANDREW_CARDS;
}

const BfAndrewCard *
bf_rules_get_andrew_card (BfRules *self,
                          guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < N_ANDREW_CARDS, NULL);

  return &self->andrew[index];
}

const BfAndrewCard *
bf_rules_lookup_andrew_card (BfRules    *self,
                             const char *id)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < N_ANDREW_CARDS; i++)
    {
      if (g_strcmp0 (self->andrew[i].id, id) == 0)
        return &self->andrew[i];
    }

  return NULL;
}

guint
bf_rules_get_n_difficulties (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->difficulty_levels->len;
}

const BfDifficulty *
bf_rules_get_difficulty (BfRules *self,
                         guint    level)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (level >= 1 && level <= self->difficulty_levels->len, NULL);

  return &g_array_index (self->difficulty_levels, DifficultyLevel, level - 1);
}

int
bf_rules_get_vp_card_value (BfRules *self,
                            guint    position)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);
  g_return_val_if_fail (position < BF_N_VP_CARDS, 0);

  return self->vp_cards[position];
}

guint
bf_rules_get_n_bid_lines (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->bid_lines->len;
}

const BfBidLine *
bf_rules_get_bid_line (BfRules *self,
                       guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < self->bid_lines->len, NULL);

  return &g_array_index (self->bid_lines, BfBidLine, index);
}

int
bf_rules_get_bid_budget (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->bid_budget;
}

/* Base setup step 4: the pawns on the project tab of @type at setup. */
guint
bf_rules_get_project_tab_pawns (BfRules       *self,
                                BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, 0);

  return self->tab_pawns[type];
}

/* Base setup step 4: the pawns of one colour in the box. */
guint
bf_rules_get_pawns_per_colour (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->pawns_per_colour;
}

guint
bf_rules_get_n_colors (BfRules *self)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return self->colors->len;
}

const BfColor *
bf_rules_get_color (BfRules *self,
                    guint    index)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (index < self->colors->len, NULL);

  return &g_array_index (self->colors, BfColor, index);
}

const BfColor *
bf_rules_lookup_color (BfRules    *self,
                       const char *id)
{
  g_return_val_if_fail (BF_IS_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < self->colors->len; i++)
    {
      const BfColor *color = &g_array_index (self->colors, BfColor, i);

      if (g_strcmp0 (color->id, id) == 0)
        return color;
    }

  return NULL;
}

guint
bf_rules_get_department_copies (BfRules  *self,
                                gboolean  open_bar)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);

  return open_bar ? self->department_copies_open_bar : self->department_copies;
}

guint
bf_rules_get_blocking_disks (BfRules *self,
                             guint    n_players)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);
  g_return_val_if_fail (n_players >= 1 && n_players <= MAX_PLAYERS, 0);

  return self->blocking_disks[n_players];
}

guint
bf_rules_get_departments_removed (BfRules *self,
                                  guint    n_players)
{
  g_return_val_if_fail (BF_IS_RULES (self), 0);
  g_return_val_if_fail (n_players >= 1 && n_players <= MAX_PLAYERS, 0);

  return self->departments_removed[n_players];
}
