/* bf-carnegie-rules-compile.c
 *
 * Compiles the rule data at build time: loads and validates the JSON
 * files of data/rules/ with the loader of the program (bf-carnegie-rules.c,
 * every check it makes; a broken file fails the build with its message)
 * and writes what it loaded out as C, _bf_carnegie_rules_fill_compiled(),
 * which bf_carnegie_rules_get_default() runs instead of parsing JSON. The
 * JSON files stay the only source; the translatable fields are written
 * as in the files (the msgids) and translated at run time.
 *
 *   bf-carnegie-rules-compile OUTPUT.c
 *
 * Every field of the structs of bf-carnegie-rules.h and of the data part
 * of struct _BfCarnegieRules is written: a field added there is added
 * here, and to the comparison of the compiled and the loaded rules in
 * tests/test-rules.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-rules"

#include "config.h"

#include "bf-carnegie-rules-private.h"

#include <stdio.h>
#include <stdlib.h>

/* A C string literal (or NULL), every byte outside printable ASCII, every
 * quote, backslash and question mark escaped. */
static void
put_string (GString    *out,
            const char *string)
{
  if (string == NULL)
    {
      g_string_append (out, "NULL");
      return;
    }

  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) string; *p; p++)
    {
      if (*p == '"' || *p == '\\' || *p == '?')
        g_string_append_printf (out, "\\%c", *p);
      else if (*p < 0x20 || *p >= 0x7f)
        g_string_append_printf (out, "\\%03o", *p);
      else
        g_string_append_c (out, (char) *p);
    }
  g_string_append_c (out, '"');
}

/* A double that reads back as the same double. */
static void
put_double (GString *out,
            double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_dtostr (buffer, sizeof buffer, value));
}

/* { a, b, c } of @n unsigned or signed integers. */
static void
put_uints (GString     *out,
           const guint *values,
           guint        n)
{
  g_string_append (out, "{ ");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%uu", i > 0 ? ", " : "", values[i]);
  g_string_append (out, " }");
}

static void
put_ints (GString   *out,
          const int *values,
          guint      n)
{
  g_string_append (out, "{ ");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%d", i > 0 ? ", " : "", values[i]);
  g_string_append (out, " }");
}

/* The same for enums, which are ints of their own type. */
#define PUT_ENUMS(out, values, n) \
  G_STMT_START { \
    int ints_[G_N_ELEMENTS (values)]; \
    G_STATIC_ASSERT (G_N_ELEMENTS (values) >= (n)); \
    for (guint i_ = 0; i_ < (n); i_++) \
      ints_[i_] = (int) (values)[i_]; \
    put_ints (out, ints_, n); \
  } G_STMT_END

/* An array of the data, declared static const, copied into the object
 * by the generated code: TYPE NAME[] = { ELEMENTS }. */
static void
begin_array (GString    *out,
             const char *type,
             const char *name)
{
  g_string_append_printf (out, "  static const %s %s[] = {\n", type, name);
}

static void
end_array (GString *out)
{
  g_string_append (out, "  };\n");
}

/* The four tables of an enum's ids and names. */
#define PUT_ENUM_TABLE(out, self, table, field, n) \
  G_STMT_START { \
    G_STATIC_ASSERT (G_N_ELEMENTS ((self)->table) == (n)); \
    for (guint i_ = 0; i_ < (n); i_++) \
      { \
        g_string_append_printf (out, "    { ." #field " = %d, .id = ", (int) (self)->table[i_].field); \
        put_string (out, (self)->table[i_].id); \
        g_string_append (out, ", .name = "); \
        put_string (out, (self)->table[i_].name); \
        g_string_append (out, " },\n"); \
      } \
  } G_STMT_END

static void
write_enum_tables (GString         *out,
                   BfCarnegieRules *self)
{
  begin_array (out, "BfRegionInfo", "regions");
  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      const BfRegionInfo *region = &self->regions[i];

      g_string_append_printf (out, "    { .region = %d, .id = ", (int) region->region);
      put_string (out, region->id);
      g_string_append (out, ", .name = ");
      put_string (out, region->name);
      g_string_append_printf (out, ", .start_level = %d, .major_city = %uu, .name_x = ",
                              (int) region->start_level, region->major_city);
      put_double (out, region->name_x);
      g_string_append (out, ", .name_y = ");
      put_double (out, region->name_y);
      g_string_append (out, " },\n");
    }
  end_array (out);

  begin_array (out, "BfProjectTypeInfo", "project_types");
  PUT_ENUM_TABLE (out, self, project_types, type, BF_N_PROJECT_TYPES);
  end_array (out);
  begin_array (out, "BfDeptTypeInfo", "dept_types");
  PUT_ENUM_TABLE (out, self, dept_types, type, BF_N_DEPT_TYPES);
  end_array (out);
  begin_array (out, "BfLevelInfo", "levels");
  PUT_ENUM_TABLE (out, self, levels, level, BF_N_LEVELS);
  end_array (out);
  begin_array (out, "BfDonationTypeInfo", "donation_types");
  PUT_ENUM_TABLE (out, self, donation_types, type, BF_N_DONATION_TYPES);
  end_array (out);
}

static void
write_board (GString         *out,
             BfCarnegieRules *self)
{
  guint n_cities = self->cities->len;
  guint n_roads = self->roads->len;

  begin_array (out, "BfCity", "cities");
  for (guint i = 0; i < n_cities; i++)
    {
      const BfCity *city = &g_array_index (self->cities, BfCity, i);

      g_string_append_printf (out, "    { .index = %uu, .id = ", city->index);
      put_string (out, city->id);
      g_string_append (out, ", .name = ");
      put_string (out, city->name);
      g_string_append_printf (out, ",\n      .region = %d, .kind = %d, .n_spaces = %uu, "
                              ".first_space = %uu, .space_types = ",
                              (int) city->region, (int) city->kind, city->n_spaces,
                              city->first_space);
      PUT_ENUMS (out, city->space_types, G_N_ELEMENTS (city->space_types));
      g_string_append_printf (out, ",\n      .vp = %d, .links = %uu, .rails_icon = %d, .x = ",
                              city->vp, city->links, city->rails_icon);
      put_double (out, city->x);
      g_string_append (out, ", .y = ");
      put_double (out, city->y);
      g_string_append_printf (out, ", .name_side = %d, .badge_below = %d, .triangle = %d },\n",
                              (int) city->name_side, city->badge_below, city->triangle);
    }
  end_array (out);

  begin_array (out, "BfSpace", "spaces");
  for (guint i = 0; i < self->spaces->len; i++)
    {
      const BfSpace *space = &g_array_index (self->spaces, BfSpace, i);

      g_string_append_printf (out, "    { .index = %uu, .city = %uu, .slot = %uu, .type = %d },\n",
                              space->index, space->city, space->slot, (int) space->type);
    }
  end_array (out);

  begin_array (out, "BfRoad", "roads");
  for (guint i = 0; i < n_roads; i++)
    {
      const BfRoad *road = &g_array_index (self->roads, BfRoad, i);

      g_string_append_printf (out, "    { .city_a = %uu, .city_b = %uu },\n", road->city_a, road->city_b);
    }
  end_array (out);

  g_string_append (out, "  static const guint neighbours[] = ");
  put_uints (out, self->neighbours, 2 * n_roads);
  g_string_append (out, ";\n  static const guint neighbour_offsets[] = ");
  put_uints (out, self->neighbour_offsets, n_cities + 1);
  g_string_append (out, ";\n");

  g_string_append (out, "  static const BfTrackBox tracks[BF_N_REGIONS][BF_N_TRACK_BOXES] = {\n");
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_string_append (out, "    {\n");
      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          const BfTrackBox *box = &self->tracks[r][b];

          g_string_append_printf (out, "      { .box = %uu, .cost = %d, .level = %d, .income = ",
                                  box->box, box->cost, (int) box->level);
          put_string (out, box->income);
          g_string_append (out, ", .reward = ");
          put_string (out, box->reward);
          g_string_append (out, " },\n");
        }
      g_string_append (out, "    },\n");
    }
  end_array (out);

  g_string_append (out, "  static const int connections[MAX_LINKS - MIN_LINKS + 1][BF_N_LEVELS] = {\n");
  for (guint i = 0; i < G_N_ELEMENTS (self->connections); i++)
    {
      g_string_append (out, "    ");
      put_ints (out, self->connections[i], G_N_ELEMENTS (self->connections[i]));
      g_string_append (out, ",\n");
    }
  end_array (out);
}

static void
write_cards (GString         *out,
             BfCarnegieRules *self)
{
  begin_array (out, "BfDonationSpace", "donations");
  for (guint i = 0; i < N_DONATION_SPACES; i++)
    {
      const BfDonationSpace *space = &self->donations[i];

      g_string_append_printf (out, "    { .index = %uu, .id = ", space->index);
      put_string (out, space->id);
      g_string_append_printf (out, ", .type = %d, .row = %uu, .tile = %d, .rule = %d,\n"
                              "      .vp = %d, .param = %d, .cost_money = %d, .cost_goods = %d, "
                              ".max_times = %d,\n      .text = ",
                              (int) space->type, space->row, space->tile, (int) space->rule,
                              space->vp, space->param, space->cost_money, space->cost_goods,
                              space->max_times);
      put_string (out, space->text);
      g_string_append (out, ",\n      .text_for = ");
      put_string (out, space->text_for);
      g_string_append (out, " },\n");
    }
  end_array (out);

  begin_array (out, "BfDepartment", "departments");
  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      const BfDepartment *department = &self->departments[i];

      g_string_append_printf (out, "    { .number = %uu, .id = ", department->number);
      put_string (out, department->id);
      g_string_append (out, ", .name = ");
      put_string (out, department->name);
      g_string_append_printf (out, ",\n      .type = %d, .expansion = %d, .set = %uu, .effect = %d,\n"
                              "      .rule = ",
                              (int) department->type, department->expansion, department->set,
                              (int) department->effect);
      put_string (out, department->rule);
      g_string_append (out, " },\n");
    }
  end_array (out);

  begin_array (out, "BfTimelineTile", "timeline");
  for (guint i = 0; i < N_TIMELINE_TILES; i++)
    {
      const BfTimelineTile *tile = &self->timeline[i];

      g_string_append_printf (out, "    { .number = %uu, .sides = {", tile->number);
      for (guint side = 0; side < G_N_ELEMENTS (tile->sides); side++)
        {
          g_string_append (out, side > 0 ? ",\n      { " : "\n      { ");
          for (guint row = 0; row < G_N_ELEMENTS (tile->sides[side]); row++)
            g_string_append_printf (out, "%s{ .kind = %d, .region = %d }", row > 0 ? ", " : "",
                                    (int) tile->sides[side][row].kind,
                                    (int) tile->sides[side][row].region);
          g_string_append (out, " }");
        }
      g_string_append (out, " } },\n");
    }
  end_array (out);

  begin_array (out, "BfTimelineEvent", "timeline_ends");
  for (guint i = 0; i < BF_N_DEPT_TYPES; i++)
    g_string_append_printf (out, "    { .kind = %d, .region = %d },\n",
                            (int) self->timeline_ends[i].kind, (int) self->timeline_ends[i].region);
  end_array (out);

  begin_array (out, "BfAndrewCard", "andrew");
  for (guint i = 0; i < N_ANDREW_CARDS; i++)
    {
      const BfAndrewCard *card = &self->andrew[i];

      g_string_append (out, "    { .id = ");
      put_string (out, card->id);
      g_string_append_printf (out, ", .number = %uu, .advanced = %d, .back = %d, .donation = %uu, "
                              ".hr_slide = %uu,\n      .n_take = %uu, .take = ",
                              card->number, card->advanced, (int) card->back, card->donation,
                              card->hr_slide, card->n_take);
      PUT_ENUMS (out, card->take, G_N_ELEMENTS (card->take));
      g_string_append_printf (out, ", .n_cities = %uu, .cities = ", card->n_cities);
      put_uints (out, card->cities, G_N_ELEMENTS (card->cities));
      g_string_append_printf (out, ",\n      .rd_region = %d, .rd_steps = %uu },\n",
                              (int) card->rd_region, card->rd_steps);
    }
  end_array (out);

  g_string_append (out, "  static const int vp_cards[] = ");
  put_ints (out, self->vp_cards, G_N_ELEMENTS (self->vp_cards));
  g_string_append (out, ";\n");

  begin_array (out, "DifficultyLevel", "difficulty_levels");
  for (guint i = 0; i < self->difficulty_levels->len; i++)
    {
      const DifficultyLevel *level = &g_array_index (self->difficulty_levels, DifficultyLevel, i);

      g_string_append_printf (out, "    { .level = %uu, .name = ", level->level);
      put_string (out, level->name);
      g_string_append_printf (out, ", .n_normal = %uu, .n_advanced = %uu },\n",
                              level->n_normal, level->n_advanced);
    }
  end_array (out);
}

static void
write_setup (GString         *out,
             BfCarnegieRules *self)
{
  begin_array (out, "BfBidLine", "bid_lines");
  for (guint i = 0; i < self->bid_lines->len; i++)
    {
      const BfBidLine *line = &g_array_index (self->bid_lines, BfBidLine, i);

      g_string_append (out, "    { .id = ");
      put_string (out, line->id);
      g_string_append (out, ", .name = ");
      put_string (out, line->name);
      g_string_append_printf (out, ", .free_bid = %d, .n_choices = %uu,\n      .choices = {",
                              line->free_bid, line->n_choices);
      for (guint c = 0; c < G_N_ELEMENTS (line->choices); c++)
        g_string_append_printf (out, "%s{ .value = %d, .cost = %d }", c > 0 ? ", " : " ",
                                line->choices[c].value, line->choices[c].cost);
      g_string_append (out, " } },\n");
    }
  end_array (out);

  g_string_append (out, "  static const guint tab_pawns[] = ");
  put_uints (out, self->tab_pawns, G_N_ELEMENTS (self->tab_pawns));
  g_string_append (out, ";\n  static const guint departments_removed[] = ");
  put_uints (out, self->departments_removed, G_N_ELEMENTS (self->departments_removed));
  g_string_append (out, ";\n  static const guint blocking_disks[] = ");
  put_uints (out, self->blocking_disks, G_N_ELEMENTS (self->blocking_disks));
  g_string_append (out, ";\n");
}

/* The copies into the object, each of an array of the same size. */
static const char * const fixed_arrays[] = {
  "regions", "project_types", "dept_types", "levels", "donation_types", "tracks",
  "connections", "donations", "departments", "timeline", "timeline_ends", "andrew",
  "vp_cards", "tab_pawns", "departments_removed", "blocking_disks",
};
static const char * const growing_arrays[] = {
  "cities", "spaces", "roads", "difficulty_levels", "bid_lines",
};

static char *
write_rules (BfCarnegieRules *self)
{
  GString *out = g_string_new (NULL);

  g_string_append (out,
    "/* bf-carnegie-rules-compiled.c: written by bf-carnegie-rules-compile from\n"
    " * the JSON files of data/rules/ (the source); do not edit. */\n\n"
    "#include \"config.h\"\n\n"
    "#include \"bf-carnegie-rules-private.h\"\n\n"
    "#include <string.h>\n\n"
    "#define SIZE_OF(member) sizeof (((BfCarnegieRules *) NULL)->member)\n\n"
    "void\n"
    "_bf_carnegie_rules_fill_compiled (BfCarnegieRules *self)\n"
    "{\n");

  write_enum_tables (out, self);
  write_board (out, self);
  write_cards (out, self);
  write_setup (out, self);

  g_string_append (out, "\n");
  for (guint i = 0; i < G_N_ELEMENTS (fixed_arrays); i++)
    g_string_append_printf (out,
                            "  G_STATIC_ASSERT (sizeof %s == SIZE_OF (%s));\n"
                            "  memcpy (self->%s, %s, sizeof %s);\n",
                            fixed_arrays[i], fixed_arrays[i], fixed_arrays[i], fixed_arrays[i],
                            fixed_arrays[i]);
  for (guint i = 0; i < G_N_ELEMENTS (growing_arrays); i++)
    g_string_append_printf (out, "  g_array_append_vals (self->%s, %s, G_N_ELEMENTS (%s));\n",
                            growing_arrays[i], growing_arrays[i], growing_arrays[i]);
  g_string_append (out,
    "  self->neighbours = g_memdup2 (neighbours, sizeof neighbours);\n"
    "  self->neighbour_offsets = g_memdup2 (neighbour_offsets, sizeof neighbour_offsets);\n");
  g_string_append_printf (out,
    "  self->bid_budget = %d;\n"
    "  self->pawns_per_colour = %uu;\n"
    "  self->department_copies = %uu;\n"
    "  self->department_copies_open_bar = %uu;\n"
    "}\n",
    self->bid_budget, self->pawns_per_colour, self->department_copies,
    self->department_copies_open_bar);

  return g_string_free (out, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieRules) rules = NULL;
  g_autofree char *text = NULL;

  if (argc != 2)
    {
      g_printerr ("Usage: %s OUTPUT.c\n", argv[0]);
      return EXIT_FAILURE;
    }

  rules = _bf_carnegie_rules_load_untranslated (RESOURCE_PREFIX "/rules", &error);
  if (rules == NULL)
    {
      /* As written (UTF-8), whatever the locale of the build. */
      fprintf (stderr, "The rule data of data/rules/ is broken: %s\n", error->message);
      return EXIT_FAILURE;
    }

  text = write_rules (rules);
  if (!g_file_set_contents (argv[1], text, -1, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_FAILURE;
    }

  return EXIT_SUCCESS;
}
