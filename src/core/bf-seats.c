/* bf-seats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-seats"

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "bf-i18n.h"
#include "bf-seats.h"
#include "bf-json.h"

#define COLORS_RESOURCE "/io/github/benefactor/Benefactor/rules/colors.json"

static gboolean
is_rgb (const char *rgb)
{
  if (rgb == NULL || strlen (rgb) != 7 || rgb[0] != '#')
    return FALSE;
  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (rgb[i]))
      return FALSE;

  return TRUE;
}

/* The list is data compiled into the program and checked by the tests:
 * a broken one is a programming error, fatal at once. */
static GArray *
load_colors (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  GArray *colors = g_array_new (FALSE, TRUE, sizeof (BfColor));
  JsonArray *list;

  bytes = g_resources_lookup_data (COLORS_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    root = bf_json_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  if (root == NULL)
    g_error ("%s: %s", COLORS_RESOURCE, error->message);
  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      !json_object_has_member (json_node_get_object (root), "colors") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (json_node_get_object (root), "colors")))
    g_error ("%s: “colors” must be a list", COLORS_RESOURCE);

  list = json_object_get_array_member (json_node_get_object (root), "colors");
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = object ? json_object_get_string_member_with_default (object, "id", NULL) : NULL;
      const char *name = object ? json_object_get_string_member_with_default (object, "name", NULL) : NULL;
      const char *rgb = object ? json_object_get_string_member_with_default (object, "rgb", NULL) : NULL;
      BfColor color;

      if (id == NULL || *id == '\0' || name == NULL || *name == '\0' || !is_rgb (rgb))
        g_error ("%s: colors[%u] needs an “id”, a “name” and an “rgb” “#rrggbb”",
                 COLORS_RESOURCE, i);
      for (guint j = 0; j < colors->len; j++)
        if (strcmp (g_array_index (colors, BfColor, j).id, id) == 0)
          g_error ("%s: duplicate colour “%s”", COLORS_RESOURCE, id);

      /* Kept for the life of the program, like the rule data. */
      color.id = g_intern_string (id);
      color.name = bf_pgettext2 ("player color", g_intern_string (name));
      color.rgb = g_intern_string (rgb);
      g_array_append_val (colors, color);
    }

  if (colors->len == 0)
    g_error ("%s: no colour", COLORS_RESOURCE);

  return colors;
}

static GArray *
get_colors (void)
{
  static gsize colors = 0;

  if (g_once_init_enter (&colors))
    {
      /* In the program's language, whichever the thread speaks. */
      BfCatalogue *speaking = bf_i18n_speak (NULL);

      g_once_init_leave (&colors, (gsize) load_colors ());
      bf_i18n_speak (speaking);
    }

  return (GArray *) colors;
}

guint
bf_seats_get_n_colors (void)
{
  return get_colors ()->len;
}

const BfColor *
bf_seats_get_color (guint index)
{
  GArray *colors = get_colors ();

  g_return_val_if_fail (index < colors->len, NULL);

  return &g_array_index (colors, BfColor, index);
}

const BfColor *
bf_seats_lookup_color (const char *id)
{
  GArray *colors = get_colors ();

  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < colors->len; i++)
    {
      const BfColor *color = &g_array_index (colors, BfColor, i);

      if (g_strcmp0 (color->id, id) == 0)
        return color;
    }

  return NULL;
}
