/* bf-carnegie-rules-board.c
 *
 * Loads board.json: the regions and the other enum tables, the cities
 * and their construction spaces, the roads, the transport tracks, the
 * connection VP and the player colours.
 * The schema is described in data/rules/README.md; the parts of BfCarnegieRules
 * share bf-carnegie-rules-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-rules"

#include "config.h"

#include "bf-carnegie-rules-private.h"

#include <string.h>

/* Indexed by BfCityKind. */
static const char * const city_kind_ids[] = { "town", "medium", "major" };
/* In the order of BfNameSide. */
static const char * const name_side_ids[] = { "north", "south", "east", "west" };
static const guint city_kind_spaces[] = { 1, 3, 5 };

/* ------------------------------------------------------------------ */
/* board.json                                                          */

/* An array of exactly @n_expected {"id", "name"} objects; the ids and
 * names (untranslated) are stored in @ids and @names. */
static JsonArray *
load_id_name_table (BfCarnegieRules *self,
                    BfJsonReader    *json,
                    JsonObject      *root,
                    const char      *member,
                    guint            n_expected,
                    const char     **ids,
                    const char     **names,
                    GError         **error)
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
      JsonObject *object = _bf_carnegie_rules_get_entry (json, array, i, item_where, error);

      if (object == NULL ||
          !_bf_carnegie_rules_read_id (self, json, object, &ids[i], error) ||
          !_bf_carnegie_rules_read_msgid (self, json, object, "name", &names[i], error))
        return NULL;

      if (_bf_carnegie_rules_find_in_list (ids, i, ids[i]) >= 0)
        {
          bf_json_error (json, error, "duplicate id “%s”", ids[i]);
          return NULL;
        }
    }

  return array;
}

static gboolean
load_enum_tables (BfCarnegieRules *self,
                  BfJsonReader    *json,
                  JsonObject      *root,
                  JsonArray      **regions_out,
                  GError         **error)
{
  const char *ids[BF_N_REGIONS];
  const char *names[BF_N_REGIONS];
  JsonArray *regions;

#define LOAD_TABLE(member, n, table, field, enum_type) \
  G_STMT_START { \
    if (load_id_name_table (self, json, root, member, n, ids, names, error) == NULL) \
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

  LOAD_TABLE ("project-types", BF_N_PROJECT_TYPES, project_types, type, BfProjectType);
  LOAD_TABLE ("department-types", BF_N_DEPT_TYPES, dept_types, type, BfDeptType);
  LOAD_TABLE ("transport-levels", BF_N_LEVELS, levels, level, BfTransportLevel);
  LOAD_TABLE ("donation-types", BF_N_DONATION_TYPES, donation_types, type, BfDonationType);

#undef LOAD_TABLE

  /* Regions: major cities are resolved once the cities are loaded. */
  regions = load_id_name_table (self, json, root, "regions", BF_N_REGIONS, ids, names,
                                error);
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

      if (!_bf_carnegie_rules_read_ref (self, json, object, "start-level", REF_LEVEL, &level, error) ||
          !bf_json_read_double (json, object, "name-x", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0,
                                &self->regions[i].name_x, error) ||
          !bf_json_read_double (json, object, "name-y", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0,
                                &self->regions[i].name_y, error))
        return FALSE;
      self->regions[i].start_level = (BfTransportLevel) level;
    }

  *regions_out = regions;
  return TRUE;
}

static gboolean
load_city (BfCarnegieRules *self,
           BfJsonReader    *json,
           JsonObject      *object,
           guint            index,
           const char      *where,
           GError         **error)
{
  BfCity city = { 0, };
  const char *id;
  const char *name;
  const char *kind;
  const char *icon;
  const char *side;
  const char *plate = NULL;
  int side_index;
  guint region;
  g_autofree const char **spaces = NULL;
  JsonNode *links_node;
  JsonNode *icon_node;
  int kind_index;

  if (!_bf_carnegie_rules_read_id (self, json, object, &id, error) ||
      !_bf_carnegie_rules_read_text (json, object, "name", &name, error) ||
      !_bf_carnegie_rules_read_ref (self, json, object, "region", REF_REGION, &region, error) ||
      !_bf_carnegie_rules_read_text (json, object, "kind", &kind, error))
    return FALSE;

  if (g_hash_table_contains (self->city_ids, id))
    return bf_json_error (json, error, "duplicate city “%s”", id);

  kind_index = _bf_carnegie_rules_find_in_list (city_kind_ids, G_N_ELEMENTS (city_kind_ids), kind);
  if (kind_index < 0)
    return bf_json_error (json, error, "unknown city kind “%s”", kind);

  city.index = index;
  city.id = id;
  city.name = _bf_carnegie_rules_own_string (self, name);  /* printed names are not translated */
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

          if (!_bf_carnegie_rules_resolve_ref (self, REF_PROJECT_TYPE, type_id, &type))
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
      if (!_bf_carnegie_rules_read_text (json, object, "town-icon", &icon, error))
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

  /* Where the map writes the name and the VP badge */
  if (!_bf_carnegie_rules_read_text (json, object, "name-side", &side, error))
    return FALSE;
  side_index = _bf_carnegie_rules_find_in_list (name_side_ids, G_N_ELEMENTS (name_side_ids), side);
  if (side_index < 0)
    return bf_json_error (json, error,
                          "“name-side” must be “north”, “south”, “east” or “west”, not “%s”",
                          side);
  city.name_side = (BfNameSide) side_index;

  if (!bf_json_read_boolean (json, object, "badge-below", NULL, BF_JSON_OPTIONAL, FALSE,
                             &city.badge_below, error))
    return FALSE;
  if (city.badge_below && city.vp == 0)
    return bf_json_error (json, error, "“badge-below” on a city without VP");

  if (!bf_json_read_string (json, object, "plate", NULL, BF_JSON_OPTIONAL, &plate, error))
    return FALSE;
  if (plate != NULL && city.kind != BF_CITY_MEDIUM)
    return bf_json_error (json, error, "only medium cities have a “plate”");
  if (g_strcmp0 (plate, "triangle") == 0)
    city.triangle = TRUE;
  else if (plate != NULL && g_strcmp0 (plate, "row") != 0)
    return bf_json_error (json, error, "“plate” must be “row” or “triangle”, not “%s”", plate);

  g_array_append_val (self->cities, city);
  g_hash_table_insert (self->city_ids, (gpointer) id, GUINT_TO_POINTER (index + 1));

  return TRUE;
}

static gboolean
load_major_cities (BfCarnegieRules *self,
                   BfJsonReader    *json,
                   JsonArray       *regions,
                   GError         **error)
{
  guint n_majors = 0;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      g_autofree char *where = g_strdup_printf ("board.json: regions[%u]", i);
      JsonObject *object = json_array_get_object_element (regions, i);
      const BfCity *city;
      guint index;

      bf_json_reader_set_who (json, where);
      if (!_bf_carnegie_rules_read_ref (self, json, object, "major-city", REF_CITY, &index, error))
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
load_roads (BfCarnegieRules *self,
            BfJsonReader    *json,
            JsonObject      *root,
            GError         **error)
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
          !_bf_carnegie_rules_check_ref (self, json, a, REF_CITY, "road", &road.city_a, error) ||
          !_bf_carnegie_rules_check_ref (self, json, b, REF_CITY, "road", &road.city_b, error))
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
load_tracks (BfCarnegieRules *self,
             BfJsonReader    *json,
             JsonObject      *root,
             GError         **error)
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
      JsonObject *object = _bf_carnegie_rules_get_entry (json, tracks, i, where, error);
      JsonArray *boxes;
      guint region;

      if (object == NULL ||
          !_bf_carnegie_rules_read_ref (self, json, object, "region", REF_REGION, &region, error))
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
          JsonObject *box_object = _bf_carnegie_rules_get_entry (json, boxes, b, box_where, error);
          BfTrackBox *box = &self->tracks[region][b];
          guint level;

          if (box_object == NULL ||
              !bf_json_read_uint (json, box_object, "box", NULL, b + 1, b + 1, BF_JSON_REQUIRED,
                                  0, &box->box, error) ||
              !bf_json_read_int (json, box_object, "cost", NULL, b == 0 ? 0 : 1, b == 0 ? 0 : 99,
                                 BF_JSON_REQUIRED, 0, &box->cost, error) ||
              !_bf_carnegie_rules_read_ref (self, json, box_object, "level", REF_LEVEL, &level, error) ||
              !_bf_carnegie_rules_read_msgid (self, json, box_object, "income", &box->income,
                                              error))
            return FALSE;

          box->level = (BfTransportLevel) level;
          if (b == 0 && box->level != self->regions[region].start_level)
            return bf_json_error (json, error, "box 1 is not at the region’s start level");
          if (b > 0 && box->level < self->tracks[region][b - 1].level)
            return bf_json_error (json, error, "the level goes down");

          if (b == BF_N_TRACK_BOXES - 1)
            {
              if (!_bf_carnegie_rules_read_msgid (self, json, box_object, "reward", &box->reward,
                                                  error))
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
load_connections (BfCarnegieRules *self,
                  BfJsonReader    *json,
                  JsonObject      *root,
                  GError         **error)
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
      JsonObject *object = _bf_carnegie_rules_get_entry (json, rows, i, where, error);
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

gboolean
_bf_carnegie_rules_load_board (BfCarnegieRules *self,
                               BfJsonReader    *json,
                               JsonObject      *root,
                               GError         **error)
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
      JsonObject *object = _bf_carnegie_rules_get_entry (json, cities, i, where, error);

      if (object == NULL || !load_city (self, json, object, i, where, error))
        return FALSE;
    }

  return load_major_cities (self, json, regions, error) &&
         load_roads (self, json, root, error) &&
         load_tracks (self, json, root, error) &&
         load_connections (self, json, root, error);
}
