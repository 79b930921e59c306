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

#include "bf-json-private.h"

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
/* Reading through bf-json                                             */

/* The files are read with a BfJsonReader of BF_RULES_ERROR_INVALID whose
 * "who" says where in the data a message is about ("board.json",
 * "board.json: cities[3]"), so that every message reads
 * "board.json: cities[3]: “vp” must be a whole number from 0 to 3." */

/* Entry @index of @array, which must be an object; @where ("board.json:
 * cities[3]") becomes the reader's "who", for the entry's messages. */
static JsonObject *
get_entry (BfJsonReader  *json,
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
static gboolean
read_text (BfJsonReader  *json,
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

/* A translatable text member. */
static gboolean
read_translated (BfRules       *self,
                 BfJsonReader  *json,
                 JsonObject    *object,
                 const char    *key,
                 const char    *context,
                 const char   **out,
                 GError       **error)
{
  const char *msgid;

  if (!read_text (json, object, key, &msgid, error))
    return FALSE;

  *out = translate (self, context, msgid);
  return TRUE;
}

/* A kebab-case "id" member, owned by @self. */
static gboolean
read_id (BfRules       *self,
         BfJsonReader  *json,
         JsonObject    *object,
         const char   **out,
         GError       **error)
{
  const char *id;

  if (!read_text (json, object, "id", &id, error))
    return FALSE;

  if (!is_kebab_id (id))
    return bf_json_error (json, error, "id “%s” is not in kebab-case", id);

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

/* @id, read from @what (a member or list), as a reference of @kind. */
static gboolean
check_ref (BfRules       *self,
           BfJsonReader  *json,
           const char    *id,
           RefKind        kind,
           const char    *what,
           guint         *out,
           GError       **error)
{
  if (!resolve_ref (self, kind, id, out))
    return bf_json_error (json, error, "unknown %s “%s” in “%s”",
                          ref_kind_names[kind], id, what);

  return TRUE;
}

static gboolean
read_ref (BfRules       *self,
          BfJsonReader  *json,
          JsonObject    *object,
          const char    *key,
          RefKind        kind,
          guint         *out,
          GError       **error)
{
  const char *id;

  return read_text (json, object, key, &id, error) &&
         check_ref (self, json, id, kind, key, out, error);
}

/* ------------------------------------------------------------------ */
/* board.json                                                          */

/* An array of exactly @n_expected {"id", "name"} objects; the ids and
 * translated names are stored in @ids and @names. */
static JsonArray *
load_id_name_table (BfRules       *self,
                    BfJsonReader  *json,
                    JsonObject    *root,
                    const char    *member,
                    guint          n_expected,
                    const char    *context,
                    const char   **ids,
                    const char   **names,
                    GError       **error)
{
  g_autofree char *where = g_strdup_printf ("board.json: %s", member);
  JsonArray *array;

  bf_json_reader_set_who (json, "board.json");
  if (!bf_json_read_list (json, root, member, NULL, n_expected, n_expected, BF_JSON_REQUIRED,
                          &array, error))
    return NULL;

  for (guint i = 0; i < n_expected; i++)
    {
      g_autofree char *item_where = g_strdup_printf ("%s[%u]", where, i);
      JsonObject *object = get_entry (json, array, i, item_where, error);

      if (object == NULL ||
          !read_id (self, json, object, &ids[i], error) ||
          !read_translated (self, json, object, "name", context, &names[i], error))
        return NULL;

      if (find_in_list (ids, i, ids[i]) >= 0)
        {
          bf_json_error (json, error, "duplicate id “%s”", ids[i]);
          return NULL;
        }
    }

  return array;
}

static gboolean
load_enum_tables (BfRules       *self,
                  BfJsonReader  *json,
                  JsonObject    *root,
                  JsonArray    **regions_out,
                  GError       **error)
{
  const char *ids[BF_N_REGIONS];
  const char *names[BF_N_REGIONS];
  JsonArray *regions;

#define LOAD_TABLE(member, n, context, table, field, enum_type) \
  G_STMT_START { \
    if (load_id_name_table (self, json, root, member, n, context, ids, names, error) == NULL) \
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
  regions = load_id_name_table (self, json, root, "regions", BF_N_REGIONS, CTX_REGION,
                                ids, names, error);
  if (regions == NULL)
    return FALSE;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: regions[%u]", i);
      JsonObject *object = json_array_get_object_element (regions, i);
      guint level;

      bf_json_reader_set_who (json, where);
      self->regions[i].region = (BfRegion) i;
      self->regions[i].id = ids[i];
      self->regions[i].name = names[i];

      if (!read_ref (self, json, object, "start-level", REF_LEVEL, &level, error))
        return FALSE;
      self->regions[i].start_level = (BfTransportLevel) level;
    }

  *regions_out = regions;
  return TRUE;
}

static gboolean
load_city (BfRules       *self,
           BfJsonReader  *json,
           JsonObject    *object,
           guint          index,
           const char    *where,
           GError       **error)
{
  BfCity city = { 0, };
  const char *id;
  const char *name;
  const char *kind;
  const char *icon;
  guint region;
  g_autofree const char **spaces = NULL;
  JsonNode *links_node;
  JsonNode *icon_node;
  int kind_index;

  if (!read_id (self, json, object, &id, error) ||
      !read_text (json, object, "name", &name, error) ||
      !read_ref (self, json, object, "region", REF_REGION, &region, error) ||
      !read_text (json, object, "kind", &kind, error))
    return FALSE;

  if (g_hash_table_contains (self->city_ids, id))
    return bf_json_error (json, error, "duplicate city “%s”", id);

  kind_index = find_in_list (city_kind_ids, G_N_ELEMENTS (city_kind_ids), kind);
  if (kind_index < 0)
    return bf_json_error (json, error, "unknown city kind “%s”", kind);

  city.index = index;
  city.id = id;
  city.name = own_string (self, name);  /* printed names are not translated */
  city.region = (BfRegion) region;
  city.kind = (BfCityKind) kind_index;
  city.n_spaces = city_kind_spaces[kind_index];
  city.first_space = self->spaces->len;

  if (!bf_json_read_string_list (json, object, "spaces", NULL, city.n_spaces, city.n_spaces,
                                 BF_JSON_REQUIRED, &spaces, error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (city.space_types); i++)
    city.space_types[i] = BF_PROJECT_ANY;

  for (guint i = 0; i < city.n_spaces; i++)
    {
      const char *type_id = spaces[i];
      BfSpace space;

      if (city.kind == BF_CITY_TOWN)
        {
          if (g_strcmp0 (type_id, "any") != 0)
            return bf_json_error (json, error, "a town’s space must be “any”, not “%s”",
                                  type_id);
        }
      else
        {
          guint type;

          if (!resolve_ref (self, REF_PROJECT_TYPE, type_id, &type))
            return bf_json_error (json, error, "unknown project type “%s” in “spaces”",
                                  type_id);
          city.space_types[i] = (BfProjectType) type;
        }

      space.index = self->spaces->len;
      space.city = index;
      space.slot = i + 1;
      space.type = city.space_types[i];
      g_array_append_val (self->spaces, space);
    }

  if (!bf_json_read_int (json, object, "vp", NULL, 0, 3, BF_JSON_REQUIRED, 0, &city.vp, error))
    return FALSE;

  links_node = json_object_get_member (object, "links");
  if (city.kind == BF_CITY_MAJOR)
    {
      if (!bf_json_read_uint (json, object, "links", NULL, 1, MAX_LINKS, BF_JSON_REQUIRED, 0,
                              &city.links, error))
        return FALSE;
    }
  else if (links_node != NULL)
    return bf_json_error (json, error, "only major cities have “links”");

  icon_node = json_object_get_member (object, "town-icon");
  if (city.kind == BF_CITY_TOWN)
    {
      if (!read_text (json, object, "town-icon", &icon, error))
        return FALSE;

      if (g_strcmp0 (icon, "rails") == 0)
        city.rails_icon = TRUE;
      else if (g_strcmp0 (icon, "plain") != 0)
        return bf_json_error (json, error, "“town-icon” must be “rails” or “plain”, not “%s”",
                              icon);
    }
  else if (icon_node != NULL)
    return bf_json_error (json, error, "only towns have a “town-icon”");

  if (!bf_json_read_double (json, object, "x", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0, &city.x,
                            error) ||
      !bf_json_read_double (json, object, "y", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0, &city.y, error))
    return FALSE;

  g_array_append_val (self->cities, city);
  g_hash_table_insert (self->city_ids, (gpointer) id, GUINT_TO_POINTER (index + 1));

  return TRUE;
}

static gboolean
load_major_cities (BfRules       *self,
                   BfJsonReader  *json,
                   JsonArray     *regions,
                   GError       **error)
{
  guint n_majors = 0;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: regions[%u]", i);
      JsonObject *object = json_array_get_object_element (regions, i);
      const BfCity *city;
      guint index;

      bf_json_reader_set_who (json, where);
      if (!read_ref (self, json, object, "major-city", REF_CITY, &index, error))
        return FALSE;

      city = &g_array_index (self->cities, BfCity, index);
      if (city->kind != BF_CITY_MAJOR)
        return bf_json_error (json, error, "“%s” is not a major city", city->id);
      if (city->region != (BfRegion) i)
        return bf_json_error (json, error, "major city “%s” is not in the region", city->id);

      self->regions[i].major_city = index;
    }

  for (guint i = 0; i < self->cities->len; i++)
    {
      if (g_array_index (self->cities, BfCity, i).kind == BF_CITY_MAJOR)
        n_majors++;
    }

  if (n_majors != BF_N_REGIONS)
    {
      bf_json_reader_set_who (json, "board.json: cities");
      return bf_json_error (json, error, "%u major cities instead of one per region", n_majors);
    }

  return TRUE;
}

static gboolean
load_roads (BfRules       *self,
            BfJsonReader  *json,
            JsonObject    *root,
            GError       **error)
{
  guint n_cities = self->cities->len;
  g_autofree guint *fill = NULL;
  JsonArray *roads;
  guint n_roads;

  bf_json_reader_set_who (json, "board.json");
  if (!bf_json_read_list (json, root, "roads", NULL, 1, G_MAXUINT, BF_JSON_REQUIRED, &roads, error))
    return FALSE;

  n_roads = json_array_get_length (roads);
  self->neighbour_offsets = g_new0 (guint, n_cities + 1);

  for (guint i = 0; i < n_roads; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: roads[%u]", i);
      JsonNode *node = json_array_get_element (roads, i);
      JsonArray *pair;
      const char *a, *b;
      BfRoad road;

      bf_json_reader_set_who (json, where);
      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (json_node_get_array (node)) != 2)
        return bf_json_error (json, error, "a road must be an array of two city ids");

      pair = json_node_get_array (node);
      if (!bf_json_node_get_string (json, json_array_get_element (pair, 0), "“road”", &a,
                                    error) ||
          !bf_json_node_get_string (json, json_array_get_element (pair, 1), "“road”", &b,
                                    error) ||
          !check_ref (self, json, a, REF_CITY, "road", &road.city_a, error) ||
          !check_ref (self, json, b, REF_CITY, "road", &road.city_b, error))
        return FALSE;

      if (road.city_a == road.city_b)
        return bf_json_error (json, error, "road from “%s” to itself",
                              g_array_index (self->cities, BfCity, road.city_a).id);

      for (guint j = 0; j < self->roads->len; j++)
        {
          const BfRoad *other = &g_array_index (self->roads, BfRoad, j);

          if ((other->city_a == road.city_a && other->city_b == road.city_b) ||
              (other->city_a == road.city_b && other->city_b == road.city_a))
            return bf_json_error (json, error, "duplicate road %s–%s",
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
load_tracks (BfRules       *self,
             BfJsonReader  *json,
             JsonObject    *root,
             GError       **error)
{
  gboolean seen[BF_N_REGIONS] = { FALSE, };
  JsonArray *tracks;

  bf_json_reader_set_who (json, "board.json");
  if (!bf_json_read_list (json, root, "tracks", NULL, BF_N_REGIONS, BF_N_REGIONS,
                          BF_JSON_REQUIRED, &tracks, error))
    return FALSE;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: tracks[%u]", i);
      JsonObject *object = get_entry (json, tracks, i, where, error);
      JsonArray *boxes;
      guint region;

      if (object == NULL ||
          !read_ref (self, json, object, "region", REF_REGION, &region, error))
        return FALSE;

      if (seen[region])
        return bf_json_error (json, error, "second track for region “%s”",
                              self->regions[region].id);
      seen[region] = TRUE;

      if (!bf_json_read_list (json, object, "boxes", NULL, BF_N_TRACK_BOXES, BF_N_TRACK_BOXES,
                              BF_JSON_REQUIRED, &boxes, error))
        return FALSE;

      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          g_autofree char *box_where = g_strdup_printf ("%s.boxes[%u]", where, b);
          JsonObject *box_object = get_entry (json, boxes, b, box_where, error);
          BfTrackBox *box = &self->tracks[region][b];
          guint level;

          if (box_object == NULL ||
              !bf_json_read_uint (json, box_object, "box", NULL, b + 1, b + 1, BF_JSON_REQUIRED,
                                  0, &box->box, error) ||
              !bf_json_read_int (json, box_object, "cost", NULL, b == 0 ? 0 : 1, b == 0 ? 0 : 99,
                                 BF_JSON_REQUIRED, 0, &box->cost, error) ||
              !read_ref (self, json, box_object, "level", REF_LEVEL, &level, error) ||
              !read_translated (self, json, box_object, "income", CTX_TRACK_INCOME, &box->income,
                                error))
            return FALSE;

          box->level = (BfTransportLevel) level;
          if (b == 0 && box->level != self->regions[region].start_level)
            return bf_json_error (json, error, "box 1 is not at the region’s start level");
          if (b > 0 && box->level < self->tracks[region][b - 1].level)
            return bf_json_error (json, error, "the level goes down");

          if (b == BF_N_TRACK_BOXES - 1)
            {
              if (!read_translated (self, json, box_object, "reward", CTX_TRACK_REWARD,
                                    &box->reward, error))
                return FALSE;
            }
          else
            {
              box->reward = NULL;
              if (json_object_has_member (box_object, "reward"))
                return bf_json_error (json, error, "only the last box has a “reward”");
            }
        }
    }

  return TRUE;
}

static gboolean
load_connections (BfRules       *self,
                  BfJsonReader  *json,
                  JsonObject    *root,
                  GError       **error)
{
  const guint n_rows = MAX_LINKS - MIN_LINKS + 1;
  gboolean seen[MAX_LINKS - MIN_LINKS + 1] = { FALSE, };
  JsonArray *rows;

  bf_json_reader_set_who (json, "board.json");
  if (!bf_json_read_list (json, root, "connections", NULL, n_rows, n_rows, BF_JSON_REQUIRED,
                          &rows, error))
    return FALSE;

  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: connections[%u]", i);
      JsonObject *object = get_entry (json, rows, i, where, error);
      guint links;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "links", NULL, MIN_LINKS, MAX_LINKS, BF_JSON_REQUIRED,
                              0, &links, error))
        return FALSE;

      if (seen[links - MIN_LINKS])
        return bf_json_error (json, error, "second row for %u links", links);
      seen[links - MIN_LINKS] = TRUE;

      for (guint level = 0; level < BF_N_LEVELS; level++)
        {
          if (!bf_json_read_int (json, object, self->levels[level].id, NULL, 0, 1000,
                                 BF_JSON_REQUIRED, 0,
                                 &self->connections[links - MIN_LINKS][level], error))
            return FALSE;
        }
    }

  return TRUE;
}

static gboolean
load_colors (BfRules       *self,
             BfJsonReader  *json,
             JsonObject    *root,
             GError       **error)
{
  JsonArray *colors;

  bf_json_reader_set_who (json, "board.json");
  if (!bf_json_read_list (json, root, "colors", NULL, 1, 64, BF_JSON_REQUIRED, &colors, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (colors); i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: colors[%u]", i);
      JsonObject *object = get_entry (json, colors, i, where, error);
      BfColor color;
      const char *rgb;

      if (object == NULL ||
          !read_id (self, json, object, &color.id, error) ||
          !read_translated (self, json, object, "name", CTX_COLOR, &color.name, error) ||
          !read_text (json, object, "rgb", &rgb, error))
        return FALSE;

      if (strlen (rgb) != 7 || rgb[0] != '#')
        return bf_json_error (json, error, "“rgb” must be “#rrggbb”, not “%s”", rgb);
      for (guint j = 1; j < 7; j++)
        {
          if (!g_ascii_isxdigit (rgb[j]))
            return bf_json_error (json, error, "“rgb” must be “#rrggbb”, not “%s”",
                                  rgb);
        }

      if (bf_rules_lookup_color (self, color.id) != NULL)
        return bf_json_error (json, error, "duplicate colour “%s”", color.id);

      color.rgb = own_string (self, rgb);
      g_array_append_val (self->colors, color);
    }

  return TRUE;
}

static gboolean
load_board (BfRules       *self,
            BfJsonReader  *json,
            JsonObject    *root,
            GError       **error)
{
  JsonArray *regions = NULL;
  JsonArray *cities;

  if (!load_enum_tables (self, json, root, &regions, error))
    return FALSE;

  bf_json_reader_set_who (json, "board.json");
  if (!bf_json_read_list (json, root, "cities", NULL, 1, 1000, BF_JSON_REQUIRED, &cities, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (cities); i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: cities[%u]", i);
      JsonObject *object = get_entry (json, cities, i, where, error);

      if (object == NULL || !load_city (self, json, object, i, where, error))
        return FALSE;
    }

  return load_major_cities (self, json, regions, error) &&
         load_roads (self, json, root, error) &&
         load_tracks (self, json, root, error) &&
         load_connections (self, json, root, error) &&
         load_colors (self, json, root, error);
}

/* ------------------------------------------------------------------ */
/* donations.json                                                      */

static gboolean
load_donation_param (BfRules          *self,
                     BfJsonReader     *json,
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
      if (!read_ref (self, json, object, expected[0], REF_DEPT_TYPE, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_PROJECTS_OF_TYPES:
      {
        g_autofree const char **types = NULL;

        expected[0] = "project-types";
        if (!bf_json_read_string_list (json, object, expected[0], NULL, 1, BF_N_PROJECT_TYPES,
                                       BF_JSON_REQUIRED, &types, error))
          return FALSE;

        for (guint i = 0; types[i] != NULL; i++)
          {
            if (!check_ref (self, json, types[i], REF_PROJECT_TYPE, expected[0], &value, error))
              return FALSE;
            if (space->param & (1 << value))
              return bf_json_error (json, error, "project type “%s” listed twice",
                                    self->project_types[value].id);
            space->param |= 1 << value;
          }
      }
      break;

    case BF_DONATION_RULE_PROJECTS_IN_REGION:
      expected[0] = "region";
      if (!read_ref (self, json, object, expected[0], REF_REGION, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_DONATIONS_OF_TYPE:
      expected[0] = "donation-type";
      if (!read_ref (self, json, object, expected[0], REF_DONATION_TYPE, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED:
      expected[0] = "major-city";
      if (!read_ref (self, json, object, expected[0], REF_CITY, &value, error))
        return FALSE;
      if (g_array_index (self->cities, BfCity, value).kind != BF_CITY_MAJOR)
        return bf_json_error (json, error, "“%s” is not a major city",
                              g_array_index (self->cities, BfCity, value).id);
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_PAY_FOR_VP:
      expected[0] = "cost-money";
      expected[1] = "cost-goods";
      expected[2] = "max-times";
      if (!bf_json_read_int (json, object, expected[0], NULL, 0, 100, BF_JSON_REQUIRED, 0,
                             &space->cost_money, error) ||
          !bf_json_read_int (json, object, expected[1], NULL, 0, 100, BF_JSON_REQUIRED, 0,
                             &space->cost_goods, error) ||
          !bf_json_read_int (json, object, expected[2], NULL, 1, 100, BF_JSON_REQUIRED, 0,
                             &space->max_times, error))
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
        return bf_json_error (json, error, "rule “%s” takes no “%s”",
                              donation_rule_ids[space->rule], member);
    }

  return TRUE;
}

static gboolean
load_donation_spaces (BfRules       *self,
                      BfJsonReader  *json,
                      JsonObject    *root,
                      const char    *member,
                      gboolean       tile,
                      GError       **error)
{
  JsonArray *spaces;

  bf_json_reader_set_who (json, "donations.json");
  if (!bf_json_read_list (json, root, member, NULL, N_CHART_SPACES, N_CHART_SPACES,
                          BF_JSON_REQUIRED, &spaces, error))
    return FALSE;

  for (guint i = 0; i < N_CHART_SPACES; i++)
    {
      g_autofree char *where = g_strdup_printf ("donations.json: %s[%u]", member, i);
      JsonObject *object = get_entry (json, spaces, i, where, error);
      guint index = (tile ? N_CHART_SPACES : 0) + i;
      BfDonationSpace *space = &self->donations[index];
      const char *rule;
      guint type;
      int rule_index;

      if (object == NULL ||
          !read_id (self, json, object, &space->id, error) ||
          !read_ref (self, json, object, "type", REF_DONATION_TYPE, &type, error) ||
          !bf_json_read_uint (json, object, "row", NULL, 1, BF_CHART_ROWS, BF_JSON_REQUIRED, 0,
                              &space->row, error) ||
          !read_text (json, object, "rule", &rule, error) ||
          !bf_json_read_int (json, object, "vp", NULL, 0, 100, BF_JSON_REQUIRED, 0, &space->vp,
                             error) ||
          !read_translated (self, json, object, "text", CTX_DONATION_SPACE, &space->text, error))
        return FALSE;

      if (g_hash_table_contains (self->donation_ids, space->id))
        return bf_json_error (json, error, "duplicate donation space “%s”", space->id);

      /* Spaces are listed column by column, top to bottom. */
      if (type != i / BF_CHART_ROWS || space->row != i % BF_CHART_ROWS + 1)
        return bf_json_error (json, error, "expected the %s space of row %u",
                              self->donation_types[i / BF_CHART_ROWS].id, i % BF_CHART_ROWS + 1);

      rule_index = find_in_list (donation_rule_ids, G_N_ELEMENTS (donation_rule_ids), rule);
      if (rule_index < 0)
        return bf_json_error (json, error, "unknown rule “%s”", rule);

      space->index = index;
      space->type = (BfDonationType) type;
      space->tile = tile;
      space->rule = (BfDonationRule) rule_index;
      space->param = 0;
      space->cost_money = 0;
      space->cost_goods = 0;
      space->max_times = 0;

      if (!load_donation_param (self, json, object, space, where, error))
        return FALSE;

      g_hash_table_insert (self->donation_ids, (gpointer) space->id,
                           GUINT_TO_POINTER (index + 1));
    }

  return TRUE;
}

static gboolean
load_donations (BfRules       *self,
                BfJsonReader  *json,
                JsonObject    *root,
                GError       **error)
{
  return load_donation_spaces (self, json, root, "chart", FALSE, error) &&
         load_donation_spaces (self, json, root, "tiles", TRUE, error);
}

/* ------------------------------------------------------------------ */
/* departments.json                                                    */

static gboolean
load_departments (BfRules       *self,
                  BfJsonReader  *json,
                  JsonObject    *root,
                  GError       **error)
{
  guint per_type[BF_N_DEPT_TYPES] = { 0, };
  JsonArray *departments;

  bf_json_reader_set_who (json, "departments.json");
  if (!bf_json_read_list (json, root, "departments", NULL, BF_N_DEPARTMENTS, BF_N_DEPARTMENTS,
                          BF_JSON_REQUIRED, &departments, error))
    return FALSE;

  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      g_autofree char *where = g_strdup_printf ("departments.json: departments[%u]", i);
      JsonObject *object = get_entry (json, departments, i, where, error);
      BfDepartment *department = &self->departments[i];
      const char *effect;
      gboolean expansion = i + 1 > BF_N_DEPARTMENTS / 2;
      guint type;
      int effect_index;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "number", NULL, i + 1, i + 1, BF_JSON_REQUIRED, 0,
                              &department->number, error) ||
          !read_id (self, json, object, &department->id, error) ||
          !read_translated (self, json, object, "name", CTX_DEPARTMENT, &department->name, error) ||
          !read_ref (self, json, object, "type", REF_DEPT_TYPE, &type, error) ||
          !bf_json_read_uint (json, object, "set", NULL, expansion ? 1 : 0, expansion ? 4 : 0,
                              BF_JSON_REQUIRED, 0, &department->set, error) ||
          !read_text (json, object, "effect", &effect, error) ||
          !read_translated (self, json, object, "rule", CTX_DEPARTMENT_RULE, &department->rule,
                            error))
        return FALSE;

      for (guint j = 0; j < i; j++)
        {
          if (g_strcmp0 (self->departments[j].id, department->id) == 0)
            return bf_json_error (json, error, "duplicate department “%s”", department->id);
        }

      effect_index = find_in_list (dept_effect_ids, G_N_ELEMENTS (dept_effect_ids), effect);
      if (effect_index < 0)
        return bf_json_error (json, error, "unknown effect “%s”", effect);

      for (guint j = 0; j < i; j++)
        {
          if (effect_index != BF_DEPT_EFFECT_NONE &&
              self->departments[j].effect == (BfDeptEffect) effect_index)
            return bf_json_error (json, error, "effect “%s” given twice", effect);
        }

      department->type = (BfDeptType) type;
      department->expansion = expansion;
      department->effect = (BfDeptEffect) effect_index;
      per_type[type]++;
    }

  for (guint t = 0; t < BF_N_DEPT_TYPES; t++)
    {
      if (per_type[t] != BF_N_DEPARTMENTS / BF_N_DEPT_TYPES)
        {
          bf_json_reader_set_who (json, "departments.json");
          return bf_json_error (json, error, "%u departments of type “%s” instead of %u",
                                per_type[t], self->dept_types[t].id,
                                BF_N_DEPARTMENTS / BF_N_DEPT_TYPES);
        }
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* timeline.json                                                       */

static gboolean
load_timeline_events (BfRules          *self,
                      BfJsonReader     *json,
                      JsonObject       *object,
                      const char       *member,
                      BfTimelineEvent  *events,
                      GError          **error)
{
  g_autofree const char **list = NULL;

  if (!bf_json_read_string_list (json, object, member, NULL, N_TIMELINE_EVENTS, N_TIMELINE_EVENTS,
                                 BF_JSON_REQUIRED, &list, error))
    return FALSE;

  for (guint i = 0; i < N_TIMELINE_EVENTS; i++)
    {
      const char *event = list[i];
      guint region;

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
        return bf_json_error (json, error, "unknown event “%s” in “%s”: not a region or “donation”",
                              event, member);
    }

  return TRUE;
}

static gboolean
load_timeline (BfRules       *self,
               BfJsonReader  *json,
               JsonObject    *root,
               GError       **error)
{
  gboolean seen[BF_N_DEPT_TYPES] = { FALSE, };
  JsonArray *tiles;
  JsonArray *ends;

  bf_json_reader_set_who (json, "timeline.json");
  if (!bf_json_read_list (json, root, "tiles", NULL, N_TIMELINE_TILES, N_TIMELINE_TILES,
                          BF_JSON_REQUIRED, &tiles, error))
    return FALSE;

  for (guint i = 0; i < N_TIMELINE_TILES; i++)
    {
      g_autofree char *where = g_strdup_printf ("timeline.json: tiles[%u]", i);
      JsonObject *object = get_entry (json, tiles, i, where, error);
      BfTimelineTile *tile = &self->timeline[i];

      if (object == NULL ||
          !bf_json_read_uint (json, object, "number", NULL, i + 1, i + 1, BF_JSON_REQUIRED, 0,
                              &tile->number, error) ||
          !load_timeline_events (self, json, object, "front", tile->sides[0], error) ||
          !load_timeline_events (self, json, object, "back", tile->sides[1], error))
        return FALSE;
    }

  bf_json_reader_set_who (json, "timeline.json");
  if (!bf_json_read_list (json, root, "end-spaces", NULL, BF_N_DEPT_TYPES, BF_N_DEPT_TYPES,
                          BF_JSON_REQUIRED, &ends, error))
    return FALSE;

  for (guint i = 0; i < BF_N_DEPT_TYPES; i++)
    {
      g_autofree char *where = g_strdup_printf ("timeline.json: end-spaces[%u]", i);
      JsonObject *object = get_entry (json, ends, i, where, error);
      gboolean income, donation;
      guint row, region;

      if (object == NULL ||
          !read_ref (self, json, object, "row", REF_DEPT_TYPE, &row, error) ||
          !read_ref (self, json, object, "region", REF_REGION, &region, error) ||
          !bf_json_read_boolean (json, object, "income", NULL, BF_JSON_OPTIONAL, FALSE, &income,
                                 error) ||
          !bf_json_read_boolean (json, object, "donation", NULL, BF_JSON_OPTIONAL, FALSE,
                                 &donation, error))
        return FALSE;

      if (seen[row])
        return bf_json_error (json, error, "second end space for row “%s”",
                              self->dept_types[row].id);
      seen[row] = TRUE;

      if (!income || !donation)
        return bf_json_error (json, error, "an end space gives both “income” and “donation”");

      self->timeline_ends[row].kind = BF_EVENT_INCOME_AND_DONATION;
      self->timeline_ends[row].region = (BfRegion) region;
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* andrew.json                                                         */

static gboolean
load_andrew_card (BfRules       *self,
                  BfJsonReader  *json,
                  JsonObject    *object,
                  const char    *where,
                  BfAndrewCard  *card,
                  GError       **error)
{
  g_autofree char *expected_id = NULL;
  g_autofree const char **take = NULL;
  g_autofree const char **cities = NULL;
  JsonObject *rd;
  const char *id;
  guint back, region;

  if (!read_text (json, object, "id", &id, error) ||
      !bf_json_read_uint (json, object, "number", NULL, 1, N_ANDREW_NUMBERS, BF_JSON_REQUIRED, 0,
                          &card->number, error) ||
      !bf_json_read_boolean (json, object, "advanced", NULL, BF_JSON_OPTIONAL, FALSE,
                             &card->advanced, error))
    return FALSE;

  expected_id = g_strdup_printf ("%c%02u", card->advanced ? 'A' : 'N', card->number);
  if (g_strcmp0 (id, expected_id) != 0)
    return bf_json_error (json, error, "id “%s” does not match the card, expected “%s”",
                          id, expected_id);
  card->id = own_string (self, id);

  if (!read_ref (self, json, object, "back", REF_DEPT_TYPE, &back, error) ||
      !read_ref (self, json, object, "donation", REF_DONATION_SPACE, &card->donation, error) ||
      !bf_json_read_uint (json, object, "hr-slide", NULL, 0, 20, BF_JSON_REQUIRED, 0,
                          &card->hr_slide, error))
    return FALSE;
  card->back = (BfDeptType) back;

  if (self->donations[card->donation].tile)
    return bf_json_error (json, error, "donation “%s” is not a space of the base chart",
                          self->donations[card->donation].id);

  if (!bf_json_read_string_list (json, object, "management", NULL, 1, G_N_ELEMENTS (card->take),
                                 BF_JSON_REQUIRED, &take, error))
    return FALSE;
  card->n_take = g_strv_length ((char **) take);
  for (guint i = 0; i < card->n_take; i++)
    {
      guint type = 0;

      if (!check_ref (self, json, take[i], REF_DEPT_TYPE, "management", &type, error))
        return FALSE;
      card->take[i] = (BfDeptType) type;
    }

  if (!bf_json_read_string_list (json, object, "construction", NULL, 1, G_N_ELEMENTS (card->cities),
                                 BF_JSON_REQUIRED, &cities, error))
    return FALSE;
  card->n_cities = g_strv_length ((char **) cities);
  for (guint i = 0; i < card->n_cities; i++)
    {
      if (!check_ref (self, json, cities[i], REF_CITY, "construction", &card->cities[i], error))
        return FALSE;

      for (guint j = 0; j < i; j++)
        {
          if (card->cities[j] == card->cities[i])
            return bf_json_error (json, error, "city “%s” listed twice",
                                  g_array_index (self->cities, BfCity, card->cities[i]).id);
        }
    }

  if (!bf_json_read_object (json, object, "rd", NULL, BF_JSON_REQUIRED, &rd, error) ||
      !read_ref (self, json, rd, "region", REF_REGION, &region, error) ||
      !bf_json_read_uint (json, rd, "steps", "“rd”", 1, BF_N_TRACK_BOXES, BF_JSON_REQUIRED, 0,
                          &card->rd_steps, error))
    return FALSE;
  card->rd_region = (BfRegion) region;

  return TRUE;
}

static gboolean
load_andrew (BfRules       *self,
             BfJsonReader  *json,
             JsonObject    *root,
             GError       **error)
{
  BfAndrewCard *by_number[2][N_ANDREW_NUMBERS + 1] = { { NULL, }, };
  JsonArray *vp_cards;
  JsonArray *levels;
  JsonArray *cards;

  bf_json_reader_set_who (json, "andrew.json");
  if (!bf_json_read_list (json, root, "vp-cards", NULL, BF_N_VP_CARDS, BF_N_VP_CARDS,
                          BF_JSON_REQUIRED, &vp_cards, error))
    return FALSE;

  for (guint i = 0; i < BF_N_VP_CARDS; i++)
    {
      g_autofree char *what = bf_json_describe_entry (i, "vp-cards");

      if (!bf_json_node_get_int (json, json_array_get_element (vp_cards, i), what, 0, 100,
                                 &self->vp_cards[i], error))
        return FALSE;
      if (i > 0 && self->vp_cards[i] < self->vp_cards[i - 1])
        return bf_json_error (json, error, "“vp-cards” must not decrease");
    }

  bf_json_reader_set_who (json, "andrew.json");
  if (!bf_json_read_list (json, root, "difficulty-levels", NULL, 1, 10, BF_JSON_REQUIRED, &levels,
                          error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      g_autofree char *where = g_strdup_printf ("andrew.json: difficulty-levels[%u]", i);
      JsonObject *object = get_entry (json, levels, i, where, error);
      DifficultyLevel level;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "level", NULL, i + 1, i + 1, BF_JSON_REQUIRED, 0,
                              &level.level, error) ||
          !read_translated (self, json, object, "name", CTX_DIFFICULTY, &level.name, error) ||
          !bf_json_read_uint (json, object, "normal", NULL, 0, N_ANDREW_NUMBERS, BF_JSON_REQUIRED,
                              0, &level.n_normal, error) ||
          !bf_json_read_uint (json, object, "advanced", NULL, 0, N_ANDREW_NUMBERS,
                              BF_JSON_REQUIRED, 0, &level.n_advanced, error))
        return FALSE;

      if (level.n_normal + level.n_advanced != N_ANDREW_NUMBERS)
        return bf_json_error (json, error, "a deck has %u cards, not %u",
                              N_ANDREW_NUMBERS, level.n_normal + level.n_advanced);

      g_array_append_val (self->difficulty_levels, level);
    }

  bf_json_reader_set_who (json, "andrew.json");
  if (!bf_json_read_list (json, root, "cards", NULL, N_ANDREW_CARDS, N_ANDREW_CARDS,
                          BF_JSON_REQUIRED, &cards, error))
    return FALSE;

  for (guint i = 0; i < N_ANDREW_CARDS; i++)
    {
      g_autofree char *where = g_strdup_printf ("andrew.json: cards[%u]", i);
      JsonObject *object = get_entry (json, cards, i, where, error);
      BfAndrewCard *card = &self->andrew[i];

      if (object == NULL || !load_andrew_card (self, json, object, where, card, error))
        return FALSE;

      if (by_number[card->advanced][card->number] != NULL)
        return bf_json_error (json, error, "second card “%s”", card->id);
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
        {
          bf_json_reader_set_who (json, "andrew.json");
          return bf_json_error (json, error,
                                "card “%s” must have the back, donation and cities of “%s”",
                                advanced->id, normal->id);
        }
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* setup.json                                                          */

static gboolean
load_setup (BfRules       *self,
            BfJsonReader  *json,
            JsonObject    *root,
            GError       **error)
{
  gboolean seen[MAX_PLAYERS + 1] = { FALSE, };
  JsonObject *copies;
  JsonObject *tabs;
  JsonArray *lines;
  JsonArray *counts;

  if (!bf_json_read_int (json, root, "bid-budget", NULL, 1, 1000, BF_JSON_REQUIRED, 0,
                         &self->bid_budget, error) ||
      !bf_json_read_uint (json, root, "pawns-per-colour", NULL, 1, 100, BF_JSON_REQUIRED, 0,
                          &self->pawns_per_colour, error) ||
      !bf_json_read_object (json, root, "project-tab-pawns", NULL, BF_JSON_REQUIRED, &tabs, error))
    return FALSE;

  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      if (!bf_json_read_uint (json, tabs, self->project_types[t].id, "“project-tab-pawns”", 0, 5,
                              BF_JSON_REQUIRED, 0, &self->tab_pawns[t], error))
        return FALSE;
    }

  bf_json_reader_set_who (json, "setup.json");
  if (!bf_json_read_list (json, root, "bid-lines", NULL, 1, 16, BF_JSON_REQUIRED, &lines, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.json: bid-lines[%u]", i);
      JsonObject *object = get_entry (json, lines, i, where, error);
      BfBidLine line = { 0, };
      JsonArray *choices;

      if (object == NULL ||
          !read_id (self, json, object, &line.id, error) ||
          !read_translated (self, json, object, "name", CTX_BID_LINE, &line.name, error) ||
          !bf_json_read_boolean (json, object, "free-bid", NULL, BF_JSON_OPTIONAL, FALSE,
                                 &line.free_bid, error))
        return FALSE;

      for (guint j = 0; j < self->bid_lines->len; j++)
        {
          if (g_strcmp0 (g_array_index (self->bid_lines, BfBidLine, j).id, line.id) == 0)
            return bf_json_error (json, error, "duplicate bidding line “%s”", line.id);
        }

      if (!bf_json_read_list (json, object, "choices", NULL, line.free_bid ? 0 : 1,
                              line.free_bid ? 0 : G_N_ELEMENTS (line.choices), BF_JSON_REQUIRED, &choices, error))
        return FALSE;

      line.n_choices = json_array_get_length (choices);
      for (guint c = 0; c < line.n_choices; c++)
        {
          g_autofree char *choice_where = g_strdup_printf ("%s.choices[%u]", where, c);
          JsonObject *choice = get_entry (json, choices, c, choice_where, error);

          if (choice == NULL ||
              !bf_json_read_int (json, choice, "value", NULL, -100, 100, BF_JSON_REQUIRED, 0,
                                 &line.choices[c].value, error) ||
              !bf_json_read_int (json, choice, "cost", NULL, -self->bid_budget, self->bid_budget,
                                 BF_JSON_REQUIRED, 0, &line.choices[c].cost, error))
            return FALSE;
        }

      g_array_append_val (self->bid_lines, line);
    }

  bf_json_reader_set_who (json, "setup.json");
  if (!bf_json_read_object (json, root, "department-copies", NULL, BF_JSON_REQUIRED, &copies,
                            error) ||
      !bf_json_read_uint (json, copies, "normal", "“department-copies”", 1, 4, BF_JSON_REQUIRED, 0,
                          &self->department_copies, error) ||
      !bf_json_read_uint (json, copies, "open-bar", "“department-copies”", 1, 4, BF_JSON_REQUIRED,
                          0,
                          &self->department_copies_open_bar, error))
    return FALSE;

  bf_json_reader_set_who (json, "setup.json");
  if (!bf_json_read_list (json, root, "player-counts", NULL, MAX_PLAYERS, MAX_PLAYERS,
                          BF_JSON_REQUIRED, &counts, error))
    return FALSE;

  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.json: player-counts[%u]", i);
      JsonObject *object = get_entry (json, counts, i, where, error);
      guint players;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "players", NULL, 1, MAX_PLAYERS, BF_JSON_REQUIRED, 0,
                              &players, error))
        return FALSE;

      if (seen[players])
        return bf_json_error (json, error, "second entry for %u players", players);
      seen[players] = TRUE;

      if (!bf_json_read_uint (json, object, "departments-removed", NULL, 0,
                              BF_N_DEPARTMENTS / 2 * self->department_copies, BF_JSON_REQUIRED, 0, &self->departments_removed[players], error) ||
          !bf_json_read_uint (json, object, "blocking-disks", NULL, 0, 100, BF_JSON_REQUIRED, 0,
                              &self->blocking_disks[players], error))
        return FALSE;
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Loading                                                             */

typedef gboolean (*LoadFunc) (BfRules       *self,
                              BfJsonReader  *json,
                              JsonObject    *root,
                              GError       **error);

static gboolean
load_file (BfRules     *self,
           const char  *base_path,
           const char  *filename,
           LoadFunc     load,
           GError     **error)
{
  g_autofree char *path = g_build_path ("/", base_path, filename, NULL);
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_RULES_ERROR, BF_RULES_ERROR_INVALID);
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

  /* The safe parser's errors are about game files (BF_GAME_FILE_ERROR):
   * passed on as what they are here, broken rule data. */
  data = g_bytes_get_data (bytes, &size);
  root = bf_json_parse (data, (gssize) size, &local_error);
  if (root == NULL)
    {
      g_set_error (error, BF_RULES_ERROR, BF_RULES_ERROR_INVALID,
                   "%s: %s", filename, local_error->message);
      return FALSE;
    }

  bf_json_reader_set_who (&json, filename);
  if (!bf_json_node_get_object (&json, root, "the top level", &object, error))
    return FALSE;

  return load (self, &json, object, error);
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
