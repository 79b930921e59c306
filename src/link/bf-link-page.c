/* bf-link-page.c
 *
 * The files of a seat's page: data/link/ from the GResource, board.json,
 * strings.json, and the page's language with its message catalogue
 * (docs/table-link.md, "The page").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-link"

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "bf-i18n.h"
#include "bf-file.h"
#include "bf-json.h"
#include "bf-link-message.h"
#include "bf-link-page.h"
#include "bf-seats.h"
#include "bf-table-link-livingstone.h"

#define LINK_RESOURCE RESOURCE_PREFIX "/link/"

/* The page's languages: the program's msgids, then po/LINGUAS. */
static const char *const languages[] = { "en", "da", "de", "fr", "nl" };

/* The text of a JSON builder's root, compact. */
static GBytes *
to_bytes (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  char *text = bf_json_to_data (root, BF_JSON_STYLE_COMPACT, NULL);

  return g_bytes_new_take (text, strlen (text));
}

/* ------------------------------------------------------------------ */
/* Language                                                            */

gboolean
bf_link_page_is_language (const char *lang)
{
  for (guint i = 0; lang != NULL && i < G_N_ELEMENTS (languages); i++)
    if (g_str_equal (lang, languages[i]))
      return TRUE;
  return FALSE;
}

/* The page's language of one language tag ("de-CH" → "de"), or NULL. */
static const char *
tag_language (const char *tag,
              gsize       length)
{
  gsize primary = 0;

  while (primary < length && tag[primary] != '-' && tag[primary] != '_')
    primary++;
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    if (strlen (languages[i]) == primary && g_ascii_strncasecmp (tag, languages[i], primary) == 0)
      return languages[i];
  return NULL;
}

/* The quality of one Accept-Language item ("de;q=0.8" → 0.8). */
static double
item_quality (const char *params)
{
  const char *q = params != NULL ? strstr (params, "q=") : NULL;
  double value;
  char *end = NULL;

  if (q == NULL)
    return 1.0;
  value = g_ascii_strtod (q + 2, &end);
  if (end == q + 2 || value < 0 || value > 1)
    return 0.0;
  return value;
}

const char *
bf_link_page_pick_language (const char *accept_language)
{
  g_auto(GStrv) items = NULL;
  const char *best = NULL;
  double best_quality = 0.0;

  if (accept_language == NULL || strlen (accept_language) > 1024)
    return languages[0];

  items = g_strsplit (accept_language, ",", 64);
  for (guint i = 0; items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      char *params = strchr (item, ';');
      gsize length = params != NULL ? (gsize) (params - item) : strlen (item);
      const char *lang = tag_language (item, length);
      double quality = item_quality (params);

      /* Ties keep the first, as the browser listed them. */
      if (lang != NULL && quality > best_quality)
        {
          best = lang;
          best_quality = quality;
        }
    }
  return best != NULL ? best : languages[0];
}

/* ------------------------------------------------------------------ */
/* Message catalogues                                                  */

const char *
bf_link_page_gettext (const char *lang,
                      const char *context,
                      const char *msgid)
{
  g_return_val_if_fail (msgid != NULL, NULL);

  if (!bf_link_page_is_language (lang))
    return msgid;
  return bf_catalogue_gettext (bf_catalogue_get (lang), context, msgid);
}

BfCatalogue *
bf_link_page_speak (const char *lang)
{
  g_return_val_if_fail (bf_link_page_is_language (lang), bf_i18n_get_speaking ());

  return bf_i18n_speak (bf_catalogue_get (lang));
}

/* ------------------------------------------------------------------ */
/* The page's own strings                                              */

typedef struct
{
  const char *context;
  const char *msgid;
} PageString;

/* Every string app.js shows by itself (the rest comes with the views and
 * board.json); test-link checks that app.js asks for no other. Many are
 * the desktop's own, so that the phone says what the desktop says. */
static const PageString page_strings[] = {
  /* Translators: the phone page's connection to the desktop */
  { NULL, N_("Connecting…") },
  /* Translators: the phone page's connection to the desktop */
  { NULL, N_("Connected") },
  /* Translators: the phone page's connection to the desktop, lost for now */
  { NULL, N_("Reconnecting…") },
  /* Translators: the phone page when its seat's link answers no more */
  { NULL, N_("This link no longer works: the desktop stopped sharing or took your seat back. Scan your seat’s new code.") },
  /* Translators: said on the phone page when the desktop kept an entry */
  { NULL, N_("Saved.") },
  /* Translators: said on the phone page when the desktop kept an entry
   * but could not write its autosave; %s is the desktop's reason */
  { NULL, N_("Kept on the desktop, but not saved to its disk yet: %s") },
  /* Translators: said on the phone page about an entry made while the
   * connection was lost, which the desktop refused once it was back;
   * %s is the desktop's reason */
  { NULL, N_("Not saved: %s") },
  /* Translators: heading of the phone page's list of the players' totals */
  { NULL, N_("Standings") },
  /* Translators: heading of the phone page's lines of the player's score */
  { NULL, N_("Your Score") },
  { NULL, N_("Total") },
  /* Translators: a player's place in the standings, "2nd" is said as "Place 2" */
  { NULL, N_("Place %d") },
  { NULL, N_("%d VP") },
  { NULL, N_("Map") },
  /* Translators: buttons of the phone page's map */
  { NULL, N_("Zoom In") },
  { NULL, N_("Zoom Out") },
  { NULL, N_("Whole Map") },
  /* Translators: how to use the phone page's map */
  { NULL, N_("Tap a space to put your pawn there or take it off. Zoom in to tap a space; two fingers zoom and move the map.") },
  /* Translators: heading of the list of the player's disks on the map */
  { NULL, N_("Your Pawns") },
  /* Translators: accessible name of the choice of a small town's project
   * type, "Reno, small town: project type" */
  { NULL, N_("%s: project type") },
  { NULL, N_("Any type") },
  { NULL, N_("%s: %s") },
  { NULL, N_("%s’s pawn") },
  { NULL, N_("%s’s pawn, %s") },
  { NULL, N_("blocking disc") },
  { "space", NC_("space", "empty") },
  { NULL, N_("Transport") },
  { NULL, N_("Donations") },
  { NULL, N_("%s, donated") },
  { NULL, N_("Departments") },
  { NULL, N_("Department number") },
  { NULL, N_("Add This Department") },
  { NULL, N_("%s: in the top row") },
  { NULL, N_("%s: in the leftmost column") },
  { NULL, N_("%s: holds an active employee") },
  { NULL, N_("Remove %s") },
  { "department position", NC_("department position", "Top") },
  { "department position", NC_("department position", "Left") },
  { "department position", NC_("department position", "Active") },
  /* Translators: said on the phone page of a number field left empty or
   * out of range: the field's name, the smallest and the largest number */
  { NULL, N_("%s: a whole number from %d to %d, please.") },
  /* Translators: said on the phone page when the department number typed is not one */
  { NULL, N_("No department “%s” in this game.") },
  { NULL, N_("Company") },
  { NULL, N_("Victory Points") },
  { NULL, N_("Score track") },
  { NULL, N_("Money ($)") },
  { NULL, N_("Goods") },
  { NULL, N_("Empty company-board spaces") },
  { NULL, N_("Active employees") },
  { NULL, N_("Inactive employees on the board") },
  { NULL, N_("Inactive employees on missions") },
  { NULL, N_("Active employees on paid workstations ($1+)") },
  { NULL, N_("%s tab") },
  { NULL, N_("Unused Action Choice tile") },
  { "page title", NC_("page title", "Bidding Sheet") },
  { NULL, N_("First-player bid in dollars") },
  { NULL, N_("%u · %s") },
  { NULL, N_("%s: %s, costs %s") },
  { NULL, N_("%s: %s, gives back %s") },
  { NULL, N_("$%d") },
  { NULL, N_("−$%d") },
  { NULL, N_("+$%d") },
  { NULL, N_("Left: %s") },
  { NULL, N_("Over by %s") },
  { NULL, N_("_Seal Sheet") },
  /* Translators: the phone page's bidding sheet, once sealed */
  { NULL, N_("Your bidding sheet is sealed until the reveal on the desktop.") },
  { "page title", NC_("page title", "Look at Mine") },
  { NULL, N_("_Hide It Again") },
  { "page title", NC_("page title", "Secret Donation") },
  { NULL, N_("Secret donation") },
  { "secret donation", NC_("secret donation", "None") },
  { NULL, N_("_Seal My Choice") },
  { NULL, N_("Your secret donation") },
  /* Translators: the phone page's secret donation, once chosen */
  { NULL, N_("Your secret donation is sealed: only you can look at it here.") },
  /* Translators: the phone page's secret donation, after the reveal */
  { NULL, N_("The secret donations have been revealed: only the desktop can change them now.") },
};

/* "msgid" (or "context\004msgid", as gettext keys it): its translation. */
static void
add_page_string (JsonBuilder *builder,
                 const char  *lang,
                 const char  *context,
                 const char  *msgid)
{
  g_autofree char *key = context != NULL ? g_strconcat (context, "\004", msgid, NULL) : g_strdup (msgid);

  json_builder_set_member_name (builder, key);
  json_builder_add_string_value (builder, bf_link_page_gettext (lang, context, msgid));
}

GBytes *
bf_link_page_dup_strings (const char *lang)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const BfLinkPageString *livingstone;
  guint n_livingstone = 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "lang");
  json_builder_add_string_value (builder, lang);
  json_builder_set_member_name (builder, "strings");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (page_strings); i++)
    add_page_string (builder, lang, page_strings[i].context, page_strings[i].msgid);
  /* livingstone.js's (bf-table-link-livingstone.c). */
  livingstone = _bf_table_link_livingstone_strings (&n_livingstone);
  for (guint i = 0; i < n_livingstone; i++)
    add_page_string (builder, lang, livingstone[i].context, livingstone[i].msgid);
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return to_bytes (builder);
}

/* ------------------------------------------------------------------ */
/* Static files                                                        */

GBytes *
bf_link_page_dup_file (const char  *name,
                       const char  *lang,
                       const char **content_type)
{
  static const struct
  {
    const char *name;
    const char *resource;
    const char *type;
  } files[] = {
    { "", "index.html", "text/html; charset=utf-8" },
    { "app.js", "app.js", "text/javascript; charset=utf-8" },
    { "livingstone.js", "livingstone.js", "text/javascript; charset=utf-8" },
    { "style.css", "style.css", "text/css; charset=utf-8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GBytes) bytes = NULL;
      const char *data;
      const char *mark;
      char *page;
      gsize size;

      if (!g_str_equal (name, files[i].name))
        continue;

      path = g_strconcat (LINK_RESOURCE, files[i].resource, NULL);
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      *content_type = files[i].type;
      /* livingstone.js comes with the Livingstone part of the page: until
       * it is in the resources, an empty script, so that the page loads
       * without an error. */
      if (bytes == NULL && g_str_equal (name, "livingstone.js"))
        return g_bytes_new_static ("", 0);
      g_assert (bytes != NULL);
      if (i != 0)
        return g_steal_pointer (&bytes);

      /* The page's language in <html lang="en">, as written in index.html. */
      data = g_bytes_get_data (bytes, &size);
      mark = g_strstr_len (data, size, "<html lang=\"en\">");
      g_assert (mark != NULL);
      page = g_strdup_printf ("%.*s<html lang=\"%s\">%s", (int) (mark - data), data,
                              bf_link_page_is_language (lang) ? lang : "en",
                              mark + strlen ("<html lang=\"en\">"));
      size = strlen (page);
      return g_bytes_new_take (page, size);
    }
  return NULL;
}

/* ------------------------------------------------------------------ */
/* board.json                                                          */

/* The map's board units (as the desktop's, bf-map-geometry.c): a
 * 1000 × 640 board, disks of 20 with 3 between the spaces of a city. */
#define BOARD_WIDTH  1000.0
#define BOARD_HEIGHT 640.0
#define MARGIN_X     45.0
#define MARGIN_Y     30.0
#define DISK         20.0
#define GAP          3.0
#define PAD          4.0

/* The centre of @space's disk on the board, laid out as the desktop lays
 * its cities' plates out: a major city three above two, a medium city a
 * row of three or two above one, a town one. */
static void
space_position (const BfCity *city,
                guint         slot,
                double       *x,
                double       *y)
{
  const double step = DISK + GAP;
  double cx = MARGIN_X + city->x * (BOARD_WIDTH - 2 * MARGIN_X);
  double cy = MARGIN_Y + city->y * (BOARD_HEIGHT - 2 * MARGIN_Y);
  guint s = slot - 1;

  if (city->n_spaces >= 5)
    {
      double row1 = cy - (2 * DISK + GAP) / 2 + DISK / 2;

      *x = s < 3 ? cx - step + s * step : cx + (s == 3 ? -step : step) / 2;
      *y = s < 3 ? row1 : row1 + step;
    }
  else if (city->n_spaces >= 2 && city->triangle)
    {
      double row1 = cy - (2 * DISK + GAP) / 2 + DISK / 2;

      *x = s < 2 ? cx + (s == 0 ? -step : step) / 2 : cx;
      *y = s < 2 ? row1 : row1 + step;
    }
  else if (city->n_spaces >= 2)
    {
      *x = cx - step + s * step;
      *y = cy;
    }
  else
    {
      *x = cx;
      *y = cy;
    }
}

static void
add_number (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  /* Two decimals of a board unit are plenty, and keep the file short. */
  json_builder_add_double_value (builder, ((gint64) (value * 100 + 0.5)) / 100.0);
}

static void
add_map (JsonBuilder     *builder,
         BfCarnegieRules *rules)
{
  const char *type_names[BF_N_PROJECT_TYPES];

  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    type_names[t] = bf_carnegie_rules_get_project_type (rules, t)->name;

  json_builder_set_member_name (builder, "width");
  json_builder_add_double_value (builder, BOARD_WIDTH);
  json_builder_set_member_name (builder, "height");
  json_builder_add_double_value (builder, BOARD_HEIGHT);
  json_builder_set_member_name (builder, "disk");
  json_builder_add_double_value (builder, DISK);

  json_builder_set_member_name (builder, "project-types");
  json_builder_begin_array (builder);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      json_builder_begin_object (builder);
      bf_json_builder_add_text (builder, "id", bf_link_project_id (t));
      bf_json_builder_add_text (builder, "name", type_names[t]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "cities");
  json_builder_begin_array (builder);
  for (guint c = 0; c < bf_carnegie_rules_get_n_cities (rules); c++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (rules, c);

      json_builder_begin_object (builder);
      /* City names are printed on the board and not translated. */
      bf_json_builder_add_text (builder, "name", city->name);
      bf_json_builder_add_text (builder, "region", bf_link_region_id (city->region));
      add_number (builder, "x", MARGIN_X + city->x * (BOARD_WIDTH - 2 * MARGIN_X));
      add_number (builder, "y", MARGIN_Y + city->y * (BOARD_HEIGHT - 2 * MARGIN_Y));
      bf_json_builder_add_int (builder, "vp", city->vp);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* The roads between the cities, drawn under the spaces. */
  json_builder_set_member_name (builder, "roads");
  json_builder_begin_array (builder);
  for (guint r = 0; r < bf_carnegie_rules_get_n_roads (rules); r++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (rules, r);

      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, road->city_a);
      json_builder_add_int_value (builder, road->city_b);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  /* The players' colours, by their ids in the views. */
  json_builder_set_member_name (builder, "colors");
  json_builder_begin_object (builder);
  for (guint c = 0; c < bf_carnegie_rules_get_n_colors (rules); c++)
    bf_json_builder_add_text (builder, bf_carnegie_rules_get_color (rules, c)->id, bf_carnegie_rules_get_color (rules, c)->rgb);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint s = 0; s < bf_carnegie_rules_get_n_spaces (rules); s++)
    {
      const BfSpace *space = bf_carnegie_rules_get_space (rules, s);
      const BfCity *city = bf_carnegie_rules_get_city (rules, space->city);
      g_autofree char *label = NULL;
      double x, y;

      space_position (city, space->slot, &x, &y);
      if (space->type == BF_PROJECT_ANY)
        label = g_strdup_printf (_("%s, small town"), city->name);
      else
        label = g_strdup_printf (_("%s, space %u, %s"), city->name,
                                 space->slot, type_names[space->type]);

      json_builder_begin_object (builder);
      bf_json_builder_add_int (builder, "space", s);
      bf_json_builder_add_int (builder, "city", space->city);
      bf_json_builder_add_text (builder, "region", bf_link_region_id (city->region));
      bf_json_builder_add_text (builder, "type", space->type == BF_PROJECT_ANY ? "any" : bf_link_project_id (space->type));
      add_number (builder, "x", x);
      add_number (builder, "y", y);
      bf_json_builder_add_text (builder, "label", label);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_transport (JsonBuilder     *builder,
               BfCarnegieRules *rules)
{
  json_builder_set_member_name (builder, "regions");
  json_builder_begin_array (builder);
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      const char *region_name = bf_carnegie_rules_get_region (rules, r)->name;

      json_builder_begin_object (builder);
      bf_json_builder_add_text (builder, "id", bf_link_region_id (r));
      bf_json_builder_add_text (builder, "name", region_name);
      json_builder_set_member_name (builder, "boxes");
      json_builder_begin_array (builder);
      for (guint b = 1; b <= BF_N_TRACK_BOXES; b++)
        {
          const BfTrackBox *box = bf_carnegie_rules_get_track_box (rules, r, b);
          /* As the desktop's transport buttons, bf-player-editor.c. */
          g_autofree char *label = g_strdup_printf (_("Box %u · %s"), b,
                                                    bf_carnegie_rules_get_level (rules, box->level)->name);
          g_autofree char *name = g_strdup_printf (_("%s: %s"), region_name, label);

          json_builder_begin_object (builder);
          bf_json_builder_add_int (builder, "box", b);
          bf_json_builder_add_text (builder, "label", label);
          bf_json_builder_add_text (builder, "name", name);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_chart (JsonBuilder    *builder,
           BfCarnegieGame *game)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);

  json_builder_set_member_name (builder, "donation-types");
  json_builder_begin_array (builder);
  for (BfDonationType d = 0; d < BF_N_DONATION_TYPES; d++)
    {
      json_builder_begin_object (builder);
      bf_json_builder_add_text (builder, "id", bf_link_donation_id (d));
      bf_json_builder_add_text (builder, "name", bf_carnegie_rules_get_donation_type (rules, d)->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* The chart as this game's table has it (New Donations tiles cover
   * columns), row by row, as the desktop's chart. */
  json_builder_set_member_name (builder, "chart");
  json_builder_begin_array (builder);
  for (guint row = 1; row <= BF_CHART_ROWS; row++)
    for (BfDonationType d = 0; d < BF_N_DONATION_TYPES; d++)
      {
        BfChartPos pos = BF_CHART_POS (d, row);
        const BfDonationSpace *space = bf_carnegie_game_get_chart_space (game, pos);
        const char *type_name = bf_carnegie_rules_get_donation_type (rules, space->type)->name;
        const char *text = space->text;
        /* As the desktop's chart, bf-donation-chart-view.c: "Welfare 4: …". */
        g_autofree char *label = g_strdup_printf (_("%s %u: %s"), type_name, row, text);

        json_builder_begin_object (builder);
        bf_json_builder_add_text (builder, "column", bf_link_donation_id (d));
        bf_json_builder_add_int (builder, "row", row);
        /* The column's type, or the type of the tile covering it. */
        bf_json_builder_add_text (builder, "name", type_name);
        bf_json_builder_add_text (builder, "text", text);
        bf_json_builder_add_text (builder, "label", label);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
}

static void
add_departments (JsonBuilder    *builder,
                 BfCarnegieGame *game)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);
  gboolean expansion = bf_carnegie_game_has_module (game, BF_MODULE_NEW_DEPARTMENTS);

  json_builder_set_member_name (builder, "departments");
  json_builder_begin_array (builder);
  for (guint number = 1; number <= BF_N_DEPARTMENTS; number++)
    {
      const BfDepartment *department = bf_carnegie_rules_get_department (rules, number);

      if (department == NULL || (department->expansion && !expansion))
        continue;
      json_builder_begin_object (builder);
      bf_json_builder_add_int (builder, "number", number);
      bf_json_builder_add_text (builder, "name", department->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_bidding (JsonBuilder    *builder,
             BfCarnegieGame *game)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);

  json_builder_set_member_name (builder, "bidding");
  json_builder_begin_object (builder);
  bf_json_builder_add_int (builder, "budget", bf_carnegie_rules_get_bid_budget (rules));
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bf_carnegie_rules_get_n_bid_lines (rules); i++)
    {
      const BfBidLine *line = bf_carnegie_rules_get_bid_line (rules, i);

      json_builder_begin_object (builder);
      bf_json_builder_add_text (builder, "id", line->id);
      bf_json_builder_add_text (builder, "name", line->name);
      json_builder_set_member_name (builder, "choices");
      json_builder_begin_array (builder);
      for (guint c = 0; c < line->n_choices; c++)
        {
          json_builder_begin_object (builder);
          bf_json_builder_add_int (builder, "value", line->choices[c].value);
          bf_json_builder_add_int (builder, "cost", line->choices[c].cost);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

GBytes *
bf_link_page_dup_board (BfCarnegieGame *game,
                        const char     *lang)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  BfCatalogue *speaking;
  BfCarnegieRules *rules;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (bf_link_page_is_language (lang), NULL);

  /* Every text in @lang, the rule data's names and texts too. */
  speaking = bf_i18n_speak (bf_catalogue_get (lang));
  rules = bf_carnegie_game_get_rules (game);
  json_builder_begin_object (builder);
  bf_json_builder_add_text (builder, "lang", lang);
  add_map (builder, rules);
  add_transport (builder, rules);
  add_chart (builder, game);
  add_departments (builder, game);
  add_bidding (builder, game);
  json_builder_set_member_name (builder, "secret-donation");
  json_builder_add_boolean_value (builder, bf_carnegie_game_has_module (game, BF_MODULE_SECRET_DONATION));
  json_builder_end_object (builder);
  bf_i18n_speak (speaking);

  return to_bytes (builder);
}

GBytes *
bf_link_page_dup_colors (const char *lang)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  bf_json_builder_add_text (builder, "lang", lang);
  json_builder_set_member_name (builder, "colors");
  json_builder_begin_object (builder);
  for (guint c = 0; c < bf_seats_get_n_colors (); c++)
    bf_json_builder_add_text (builder, bf_seats_get_color (c)->id, bf_seats_get_color (c)->rgb);
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return to_bytes (builder);
}
