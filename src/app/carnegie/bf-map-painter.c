/* bf-map-painter.c
 *
 * The board is drawn in three layers: the static board below (regions,
 * roads), the current player's networks, and the static board above
 * (city plates, names, badges). The map view keeps the static layers
 * as images once per size, scale and style (and on disk,
 * bf-map-cache.c) and composes the board shown from them, the networks
 * and the disks. Pure cairo and Pango: no widget, no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bf-map-painter.h"

#define NAME_SIZE    12.0
#define MAJOR_NAME_SIZE 14.0
#define REGION_NAME_SIZE 15.0
#define BADGE_RADIUS 7.5
#define RAILS_SIZE   11.0
#define REGION_MARGIN 42.0  /* tint around the outermost cities */
#define DISK         BF_MAP_DISK
#define PAD          BF_MAP_PAD

#define HALO_TOLERANCE 0.5    /* pixels; cairo's default is 0.1 */
/* Smallest text drawn, in pixels. */
#define MIN_TEXT_PX  7.0

#define ANDREW_RGB   "#5e5c64"

struct _BfMapPainter
{
  const BfMapGeometry *geometry; /* borrowed */
  BfCarnegieRules      *rules;           /* owned */
  BfCarnegieGame       *game;            /* owned */
  BfCarnegiePlayer     *player;          /* owned */

  /* Current player's networks */
  gboolean     *city_highlight;  /* owned, n_cities */
  gboolean     *road_highlight;  /* owned, n_roads */

  BfMapPalette  palette;
  PangoLayout  *layout;          /* owned: see get_layout() */
  PangoFontDescription *font;    /* owned */
  GArray       *disk_images;     /* DiskImage: each disk look drawn */
};

/* Region tints; the names come from the rule data. */
static const char * const region_rgb[BF_N_REGIONS] = {
  [BF_REGION_EAST] = "#1c71d8",
  [BF_REGION_MIDWEST] = "#26a269",
  [BF_REGION_SOUTH] = "#c64600",
  [BF_REGION_WEST] = "#a37800",
};

/* Project type colours as printed (green house, teal $, orange
 * factory, pink bridge), for light and dark backgrounds. */
static const char * const type_rgb[2][BF_N_PROJECT_TYPES] = {
  { "#26a269", "#138a8a", "#e66100", "#c0368a" },
  { "#57e389", "#5bc8c8", "#ffa348", "#f17fc0" },
};

/* Helpers */

void
bf_map_parse_rgba (GdkRGBA    *rgba,
                   const char *spec)
{
  if (spec == NULL || !gdk_rgba_parse (rgba, spec))
    gdk_rgba_parse (rgba, "#888a85");
}

void
bf_map_set_source (cairo_t       *cr,
                   const GdkRGBA *rgba,
                   double         alpha)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
}

double
bf_map_luminance (const GdkRGBA *rgba)
{
  return 0.2126 * rgba->red + 0.7152 * rgba->green + 0.0722 * rgba->blue;
}

void
bf_map_type_rgba (BfProjectType  type,
                  gboolean       dark,
                  GdkRGBA       *rgba)
{
  g_return_if_fail (type < BF_N_PROJECT_TYPES);

  bf_map_parse_rgba (rgba, type_rgb[dark ? 1 : 0][type]);
}

const char *
bf_map_player_name (BfCarnegiePlayer *player)
{
  const char *name = bf_carnegie_player_get_name (player);

  if (name != NULL && *name != '\0')
    return name;

  if (bf_carnegie_player_is_andrew (player))
    /* Translators: the solo opponent */
    return _("Andrew");

  /* Translators: a player without a name */
  return _("Player");
}

static void
player_initial (BfCarnegiePlayer *player,
                char      buf[8])
{
  const char *name = bf_map_player_name (player);
  gunichar c = g_unichar_toupper (g_utf8_get_char_validated (name, -1));
  int len;

  if (c == (gunichar) -1 || c == (gunichar) -2 || c == 0)
    c = '?';

  len = g_unichar_to_utf8 (c, buf);
  buf[len] = '\0';
}

void
bf_map_player_rgba (BfCarnegieRules  *rules,
                    BfCarnegieGame   *game,
                    BfCarnegiePlayer *player,
                    GdkRGBA          *rgba)
{
  const char *id = bf_carnegie_player_get_color (player);
  const BfColor *color;
  GListModel *players;
  guint n_players, n_colors, wanted = 0;

  if (bf_carnegie_player_is_andrew (player))
    {
      bf_map_parse_rgba (rgba, ANDREW_RGB);
      return;
    }

  if (id != NULL && (color = bf_carnegie_rules_lookup_color (rules, id)) != NULL)
    {
      bf_map_parse_rgba (rgba, color->rgb);
      return;
    }

  /* No colour chosen: the first rule colour no player took, the second
   * for the second player without a colour… */
  n_colors = bf_carnegie_rules_get_n_colors (rules);
  if (game == NULL || n_colors == 0)
    {
      bf_map_parse_rgba (rgba, "#c01c28");
      return;
    }

  players = bf_carnegie_game_get_players (game);
  n_players = g_list_model_get_n_items (players);
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(BfCarnegiePlayer) item = g_list_model_get_item (players, i);

      if (item == player)
        break;
      if (!bf_carnegie_player_is_andrew (item) && bf_carnegie_player_get_color (item) == NULL)
        wanted++;
    }

  for (guint pass = 0; pass < 2; pass++)
    {
      guint found = 0;

      for (guint c = 0; c < n_colors; c++)
        {
          const BfColor *candidate = bf_carnegie_rules_get_color (rules, c);
          gboolean used = FALSE;

          for (guint i = 0; i < n_players && pass == 0; i++)
            {
              g_autoptr(BfCarnegiePlayer) item = g_list_model_get_item (players, i);

              if (g_strcmp0 (bf_carnegie_player_get_color (item), candidate->id) == 0)
                used = TRUE;
            }

          if (!used && found++ == wanted % n_colors)
            {
              bf_map_parse_rgba (rgba, candidate->rgb);
              return;
            }
        }
    }

  bf_map_parse_rgba (rgba, "#c01c28");
}

/* Networks */

static void
update_networks (BfMapPainter *self)
{
  guint n_roads = bf_carnegie_rules_get_n_roads (self->rules);
  g_autofree gboolean *has_disk = g_new0 (gboolean, self->geometry->n_cities);
  g_autofree int *component = g_new (int, self->geometry->n_cities);
  g_autofree guint *stack = g_new (guint, self->geometry->n_cities);

  memset (self->city_highlight, 0, sizeof (gboolean) * self->geometry->n_cities);
  memset (self->road_highlight, 0, sizeof (gboolean) * n_roads);

  if (self->game == NULL || self->player == NULL)
    return;

  for (guint i = 0; i < bf_carnegie_player_get_n_projects (self->player); i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (self->player, i);

      if (project->space < self->geometry->n_spaces)
        has_disk[bf_carnegie_rules_get_space (self->rules, project->space)->city] = TRUE;
    }

  for (guint r = 0; r < n_roads; r++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (self->rules, r);

      self->road_highlight[r] = has_disk[road->city_a] && has_disk[road->city_b];
    }

  /* Connected components of the cities holding the player's disks. */
  for (guint c = 0; c < self->geometry->n_cities; c++)
    component[c] = -1;

  for (guint c = 0; c < self->geometry->n_cities; c++)
    {
      guint n_stack = 0, n_majors = 0;

      if (!has_disk[c] || component[c] != -1)
        continue;

      component[c] = (int) c;
      stack[n_stack++] = c;
      while (n_stack > 0)
        {
          guint city = stack[--n_stack];
          const guint *neighbours;
          guint n_neighbours = 0;

          if (bf_carnegie_rules_get_city (self->rules, city)->kind == BF_CITY_MAJOR)
            n_majors++;

          neighbours = bf_carnegie_rules_get_neighbours (self->rules, city, &n_neighbours);
          for (guint i = 0; i < n_neighbours; i++)
            {
              guint next = neighbours[i];

              if (has_disk[next] && component[next] == -1)
                {
                  component[next] = (int) c;
                  stack[n_stack++] = next;
                }
            }
        }

      if (n_majors >= 2)
        {
          for (guint m = 0; m < self->geometry->n_cities; m++)
            if (component[m] == (int) c &&
                bf_carnegie_rules_get_city (self->rules, m)->kind == BF_CITY_MAJOR)
              self->city_highlight[m] = TRUE;
        }
    }
}

gboolean
bf_map_painter_update_networks (BfMapPainter *self)
{
  guint n_cities = self->geometry->n_cities;
  guint n_roads = bf_carnegie_rules_get_n_roads (self->rules);
  g_autofree gboolean *old_cities = g_memdup2 (self->city_highlight, sizeof (gboolean) * n_cities);
  g_autofree gboolean *old_roads = g_memdup2 (self->road_highlight, sizeof (gboolean) * n_roads);

  update_networks (self);

  return memcmp (old_cities, self->city_highlight, sizeof (gboolean) * n_cities) != 0 ||
         memcmp (old_roads, self->road_highlight, sizeof (gboolean) * n_roads) != 0;
}

gboolean
bf_map_painter_get_road_highlighted (BfMapPainter *self,
                                     guint         road)
{
  g_return_val_if_fail (road < bf_carnegie_rules_get_n_roads (self->rules), FALSE);

  return self->road_highlight[road];
}

gboolean
bf_map_painter_get_city_highlighted (BfMapPainter *self,
                                     guint         city)
{
  g_return_val_if_fail (city < self->geometry->n_cities, FALSE);

  return self->city_highlight[city];
}

/* Drawing */

void
bf_map_draw_type_symbol (cairo_t       *cr,
                         BfProjectType  type,
                         double         cx,
                         double         cy,
                         double         r,
                         const GdkRGBA *color,
                         gboolean       dark)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, r, r);
  bf_map_set_source (cr, color, 1.0);

  switch ((int) type)
    {
    case BF_PROJECT_HOUSING:
      /* A house: walls and a roof. */
      cairo_move_to (cr, 0.0, -0.75);
      cairo_line_to (cr, 0.72, -0.05);
      cairo_line_to (cr, 0.5, -0.05);
      cairo_line_to (cr, 0.5, 0.6);
      cairo_line_to (cr, 0.12, 0.6);
      cairo_line_to (cr, 0.12, 0.2);
      cairo_line_to (cr, -0.12, 0.2);
      cairo_line_to (cr, -0.12, 0.6);
      cairo_line_to (cr, -0.5, 0.6);
      cairo_line_to (cr, -0.5, -0.05);
      cairo_line_to (cr, -0.72, -0.05);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case BF_PROJECT_COMMERCE:
      /* A dollar sign: an S and a bar. */
      cairo_set_line_width (cr, 0.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_arc_negative (cr, 0.0, -0.26, 0.3, -0.15 * G_PI, 0.5 * G_PI);
      cairo_arc (cr, 0.0, 0.26, 0.3, -0.5 * G_PI, 0.85 * G_PI);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 0.16);
      cairo_move_to (cr, 0.0, -0.8);
      cairo_line_to (cr, 0.0, 0.8);
      cairo_stroke (cr);
      break;

    case BF_PROJECT_INDUSTRY:
      /* A factory: a chimney and a saw-tooth roof. */
      cairo_move_to (cr, -0.7, 0.55);
      cairo_line_to (cr, -0.7, -0.7);
      cairo_line_to (cr, -0.42, -0.7);
      cairo_line_to (cr, -0.42, -0.12);
      cairo_line_to (cr, -0.05, -0.42);
      cairo_line_to (cr, -0.05, -0.12);
      cairo_line_to (cr, 0.32, -0.42);
      cairo_line_to (cr, 0.32, -0.12);
      cairo_line_to (cr, 0.7, -0.42);
      cairo_line_to (cr, 0.7, 0.55);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case BF_PROJECT_PUBLIC:
      /* A bridge: a deck on an arch between two piers. */
      cairo_set_line_width (cr, 0.18);
      cairo_move_to (cr, -0.8, -0.2);
      cairo_line_to (cr, 0.8, -0.2);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 0.16);
      cairo_arc (cr, 0.0, 0.55, 0.48, G_PI, 2 * G_PI);
      cairo_stroke (cr);
      cairo_rectangle (cr, -0.68, -0.2, 0.2, 0.75);
      cairo_rectangle (cr, 0.48, -0.2, 0.2, 0.75);
      cairo_fill (cr);
      break;

    default:
      /* Any type: the four type colours. */
      for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
        {
          GdkRGBA rgba;

          bf_map_parse_rgba (&rgba, type_rgb[dark][t]);
          bf_map_set_source (cr, &rgba, 1.0);
          cairo_arc (cr, (t % 2 == 0 ? -0.3 : 0.3), (t < 2 ? -0.3 : 0.3), 0.24, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    }

  cairo_restore (cr);
}

/* The user's text scaling factor: every label's size is multiplied by
 * it, so that the map's text follows the window's. */
static double
text_scale (const BfMapPalette *palette)
{
  return palette->text_scale > 0 ? palette->text_scale : 1.0;
}

/* The one layout all the map's text is laid out with (a fresh layout
 * per label means a fresh Pango context each time), set up for @text
 * and @cr, in the font of the style (bf_map_painter_set_style()). Owned
 * by the painter; valid until the next call. */
static PangoLayout *
get_layout (BfMapPainter *self,
            cairo_t      *cr,
            const char   *text,
            double        size_px,
            gboolean      bold)
{
  if (self->layout == NULL)
    self->layout = pango_cairo_create_layout (cr);
  else
    pango_cairo_update_layout (cr, self->layout);

  pango_font_description_set_absolute_size (self->font, MAX (size_px, 1.0) * PANGO_SCALE);
  pango_font_description_set_weight (self->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (self->layout, self->font);
  pango_layout_set_attributes (self->layout, NULL);
  pango_layout_set_text (self->layout, text, -1);

  return self->layout;
}

/* Moves to where @layout goes to be centred on (cx, cy) by its ink
 * extents. */
static void
move_to_centred (cairo_t     *cr,
                 PangoLayout *layout,
                 double       cx,
                 double       cy)
{
  PangoRectangle ink;

  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - (ink.y + ink.height / 2.0) / PANGO_SCALE);
}

/* Draws @layout centred on (cx, cy) by its ink extents. */
static void
show_centred (cairo_t     *cr,
              PangoLayout *layout,
              double       cx,
              double       cy)
{
  move_to_centred (cr, layout, cx, cy);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The plate of a city, in pixels, grown by @grow pixels. */
static void
plate_path (BfMapPainter    *self,
            const BfMapCity *geom,
            cairo_t         *cr,
            double           grow)
{
  double x, y, w, h;

  bf_map_geometry_to_pixels (self->geometry, geom->plate.origin.x, geom->plate.origin.y, &x, &y);
  w = geom->plate.size.width * self->geometry->scale;
  h = geom->plate.size.height * self->geometry->scale;

  if (geom->shape == BF_MAP_PLATE_TOWN)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + w / 2, y + h / 2, w / 2 + grow, 0, 2 * G_PI);
    }
  else
    {
      double radius = geom->shape == BF_MAP_PLATE_MAJOR ? 12.0 : (DISK / 2 + PAD);

      rounded_rect (cr, x - grow, y - grow, w + 2 * grow, h + 2 * grow,
                    radius * self->geometry->scale + grow);
    }
}

static void
draw_heptagon (cairo_t *cr,
               double   cx,
               double   cy,
               double   r)
{
  for (guint i = 0; i < 7; i++)
    {
      double angle = -G_PI / 2 + i * 2 * G_PI / 7;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (angle), cy + r * sin (angle));
      else
        cairo_line_to (cr, cx + r * cos (angle), cy + r * sin (angle));
    }
  cairo_close_path (cr);
}

static void
draw_rails (cairo_t            *cr,
            double              cx,
            double              cy,
            double              size,
            const BfMapPalette *palette)
{
  double half = size / 2;

  bf_map_set_source (cr, &palette->bg, 1.0);
  cairo_arc (cr, cx, cy, half + 1, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  bf_map_set_source (cr, &palette->fg, palette->high_contrast ? 1.0 : 0.5);
  cairo_set_line_width (cr, MAX (size * 0.08, 0.8));
  cairo_stroke (cr);

  bf_map_set_source (cr, &palette->fg, 0.85);
  cairo_set_line_width (cr, MAX (size * 0.1, 0.8));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int i = -1; i <= 1; i += 2)
    {
      cairo_move_to (cr, cx - half * 0.62, cy + i * half * 0.3);
      cairo_line_to (cr, cx + half * 0.62, cy + i * half * 0.3);
    }
  for (int i = -1; i <= 1; i++)
    {
      cairo_move_to (cr, cx + i * half * 0.4, cy - half * 0.55);
      cairo_line_to (cr, cx + i * half * 0.4, cy + half * 0.55);
    }
  cairo_stroke (cr);
}

/* @region's name, upper case and spaced out, laid out in get_layout()'s
 * layout. */
static PangoLayout *
region_name_layout (BfMapPainter *self,
                    cairo_t      *cr,
                    BfRegion      region)
{
  const double s = self->geometry->scale;
  const double t = text_scale (&self->palette);
  const BfRegionInfo *info = bf_carnegie_rules_get_region (self->rules, region);
  g_autofree char *upper = g_utf8_strup (info->name, -1);
  PangoLayout *layout;
  PangoAttrList *attrs = pango_attr_list_new ();

  layout = get_layout (self, cr, upper, MAX (REGION_NAME_SIZE * s, MIN_TEXT_PX + 1) * t, TRUE);
  pango_attr_list_insert (attrs, pango_attr_letter_spacing_new (MAX (3 * s, 1) * t * PANGO_SCALE));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

void
bf_map_painter_get_region_name_rect (BfMapPainter      *self,
                                     BfRegion           region,
                                     cairo_rectangle_t *rect)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  PangoRectangle ink;
  double x, y;

  g_return_if_fail (self != NULL);
  g_return_if_fail (region < BF_N_REGIONS);

  pango_layout_get_pixel_extents (region_name_layout (self, cr, region), &ink, NULL);
  bf_map_geometry_get_region_name_pos (self->geometry, region, &x, &y);
  /* As show_centred() puts it */
  rect->x = x - ink.width / 2.0;
  rect->y = y - ink.height / 2.0;
  rect->width = ink.width;
  rect->height = ink.height;

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The board below the networks: regions, their names and the roads. */
static void
draw_board_below (BfMapPainter       *self,
                  cairo_t            *cr,
                  const BfMapPalette *palette)
{
  const double s = self->geometry->scale;
  guint n_roads = bf_carnegie_rules_get_n_roads (self->rules);
  double bx0, by0, bx1, by1;

  bf_map_geometry_get_board (self->geometry, &bx0, &by0, &bx1, &by1);

  /* The board */
  rounded_rect (cr, bx0 + 0.5, by0 + 0.5, bx1 - bx0 - 1, by1 - by0 - 1, 12 * s);
  bf_map_set_source (cr, &palette->bg, 1.0);
  cairo_fill_preserve (cr);
  bf_map_set_source (cr, &palette->fg, palette->high_contrast ? 1.0 : 0.15);
  cairo_set_line_width (cr, palette->high_contrast ? 2 : 1);
  cairo_stroke (cr);

  /* Regions: a soft tint over the rounded hull of their cities. */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_autofree graphene_point_t *hull = g_new (graphene_point_t, 2 * self->geometry->n_cities + 1);
      guint n_hull;
      GdkRGBA tint;

      n_hull = bf_map_geometry_get_region_hull (self->geometry, r, hull);
      if (n_hull == 0)
        continue;

      for (guint i = 0; i < n_hull; i++)
        {
          double x, y;

          bf_map_geometry_to_pixels (self->geometry, hull[i].x, hull[i].y, &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);

      bf_map_parse_rgba (&tint, region_rgb[r]);
      cairo_push_group (cr);
      bf_map_set_source (cr, &tint, 1.0);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, 2 * REGION_MARGIN * s);
      cairo_fill_preserve (cr);
      cairo_stroke (cr);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, palette->dark ? 0.13 : 0.11);
    }

  /* Roads */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  bf_map_set_source (cr, &palette->fg, palette->high_contrast ? 0.7 : 0.3);
  cairo_set_line_width (cr, MAX (2.5 * s, 1.0));
  for (guint i = 0; i < n_roads; i++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (self->rules, i);
      const BfMapCity *a = &self->geometry->cities[road->city_a];
      const BfMapCity *b = &self->geometry->cities[road->city_b];
      double ax, ay, bx, by;

      bf_map_geometry_to_pixels (self->geometry, a->cx, a->cy, &ax, &ay);
      bf_map_geometry_to_pixels (self->geometry, b->cx, b->cy, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_stroke (cr);
    }

  /* Region names, over the roads: in the region's tint, or in high
   * contrast in the text colour over a halo of the background (4.5:1
   * and more over the tint and any road, tests/test-large-text.c). */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      PangoLayout *layout = region_name_layout (self, cr, r);
      GdkRGBA tint;
      double x, y;

      bf_map_geometry_get_region_name_pos (self->geometry, r, &x, &y);
      if (palette->high_contrast)
        {
          move_to_centred (cr, layout, x, y);
          pango_cairo_layout_path (cr, layout);
          bf_map_set_source (cr, &palette->bg, 1.0);
          cairo_set_line_width (cr, MAX (4 * s, 2.0) * text_scale (palette));
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          cairo_stroke (cr);
          bf_map_set_source (cr, &palette->fg, 1.0);
          show_centred (cr, layout, x, y);
          continue;
        }

      bf_map_parse_rgba (&tint, region_rgb[r]);
      if (palette->dark)
        {
          tint.red = 0.5 + tint.red / 2;
          tint.green = 0.5 + tint.green / 2;
          tint.blue = 0.5 + tint.blue / 2;
        }
      bf_map_set_source (cr, &tint, 0.75);
      show_centred (cr, layout, x, y);
    }
}

/* The current player's networks: highlighted roads, and a ring around
 * the major cities they join (under the plates). */
static void
draw_networks (BfMapPainter       *self,
               cairo_t            *cr,
               const BfMapPalette *palette)
{
  const double s = self->geometry->scale;
  guint n_roads = bf_carnegie_rules_get_n_roads (self->rules);
  GdkRGBA player_color = { 0 };
  GdkRGBA halo;
  double halo_alpha = 1.0;

  if (self->player != NULL)
    bf_map_player_rgba (self->rules, self->game, self->player, &player_color);

  /* The highlight is edged with the background, or with the foreground
   * when the player's colour is too close to the background (a black
   * player on the dark style). */
  halo = palette->bg;
  if (fabs (bf_map_luminance (&player_color) - bf_map_luminance (&palette->bg)) < 0.08)
    {
      halo = palette->fg;
      halo_alpha = 0.6;
    }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < n_roads; i++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (self->rules, i);
      const BfMapCity *a = &self->geometry->cities[road->city_a];
      const BfMapCity *b = &self->geometry->cities[road->city_b];
      double ax, ay, bx, by;

      if (!self->road_highlight[i])
        continue;

      bf_map_geometry_to_pixels (self->geometry, a->cx, a->cy, &ax, &ay);
      bf_map_geometry_to_pixels (self->geometry, b->cx, b->cy, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      bf_map_set_source (cr, &halo, halo_alpha);
      cairo_set_line_width (cr, MAX (9 * s, 4.0));
      cairo_stroke_preserve (cr);
      bf_map_set_source (cr, &player_color, 1.0);
      cairo_set_line_width (cr, MAX (6 * s, 2.5));
      cairo_stroke (cr);
    }

  for (guint c = 0; c < self->geometry->n_cities; c++)
    {
      const BfMapCity *geom = &self->geometry->cities[c];

      if (!self->city_highlight[c])
        continue;

      plate_path (self, geom, cr, MAX (4.5 * s, 2.5));
      bf_map_set_source (cr, &halo, halo_alpha);
      cairo_fill (cr);
      plate_path (self, geom, cr, MAX (3.5 * s, 2.0));
      bf_map_set_source (cr, &player_color, 1.0);
      cairo_fill (cr);
    }
}

/* The board above the networks: city plates, names, VP badges and
 * rails marks. */
static void
draw_board_above (BfMapPainter       *self,
                  cairo_t            *cr,
                  const BfMapPalette *palette)
{
  const double s = self->geometry->scale;
  const double t = text_scale (palette);
  const double tolerance = cairo_get_tolerance (cr);
  gboolean all_names = bf_map_geometry_shows_all_names (self->geometry);
  /* Large text: the names of towns and medium cities only where the
   * board is as large as their text (else they would overlap); the
   * major cities' always, the others' in their spaces' names and
   * popovers. */
  gboolean small_names = bf_map_geometry_shows_all_names_for_text (self->geometry, t);

  /* City plates */
  for (guint c = 0; c < self->geometry->n_cities; c++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (self->rules, c);
      const BfMapCity *geom = &self->geometry->cities[c];
      GdkRGBA border;

      bf_map_parse_rgba (&border, region_rgb[city->region]);

      plate_path (self, geom, cr, 0);
      bf_map_set_source (cr, &palette->bg, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, border.red, border.green, border.blue, 0.14);
      cairo_fill_preserve (cr);
      bf_map_set_source (cr, &border, palette->dark || palette->high_contrast ? 1.0 : 0.9);
      cairo_set_line_width (cr, (city->kind == BF_CITY_MAJOR ? MAX (3 * s, 1.5) : MAX (1.5 * s, 1.0)) *
                                (palette->high_contrast ? 1.6 : 1.0));
      cairo_stroke (cr);
    }

  /* Names, VP badges and rails marks */
  for (guint c = 0; c < self->geometry->n_cities; c++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (self->rules, c);
      gboolean major = city->kind == BF_CITY_MAJOR;

      if (small_names || major)
        {
          double size = (major ? MAJOR_NAME_SIZE : NAME_SIZE) * s;
          PangoLayout *layout;
          PangoRectangle logical;
          double x, y;

          layout = get_layout (self, cr, city->name, MAX (size, major ? 8.0 : MIN_TEXT_PX) * t, major);
          pango_layout_get_pixel_extents (layout, NULL, &logical);

          bf_map_geometry_place_name (self->geometry, c, logical.width, logical.height, &x, &y);

          /* The halo: the name's outline stroked in the background
           * colour. Bevel joins and a coarser tolerance: round joins on
           * every flattened curve of every glyph made this the costliest
           * part of the board's first paint, for no visible difference
           * at this width. */
          cairo_move_to (cr, x - logical.x, y - logical.y);
          pango_cairo_layout_path (cr, layout);
          bf_map_set_source (cr, &palette->bg, palette->high_contrast ? 1.0 : 0.9);
          cairo_set_line_width (cr, MAX (3 * s, 2.0) * t);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_BEVEL);
          cairo_set_tolerance (cr, HALO_TOLERANCE);
          cairo_stroke (cr);
          cairo_set_tolerance (cr, tolerance);

          cairo_move_to (cr, x - logical.x, y - logical.y);
          bf_map_set_source (cr, &palette->fg, 1.0);
          pango_cairo_show_layout (cr, layout);
          cairo_new_path (cr);
        }

      if (city->vp > 0)
        {
          g_autofree char *vp = g_strdup_printf ("%d", city->vp);
          PangoLayout *layout;
          /* Grown less than the text: the badge sits on its plate. */
          double r = MAX (BADGE_RADIUS * s, all_names ? 5.0 : 4.5) * MIN (t, 1.5);
          double x, y;

          bf_map_geometry_get_badge_pos (self->geometry, c, &x, &y);
          draw_heptagon (cr, x, y, r);
          bf_map_set_source (cr, &palette->bg, 1.0);
          cairo_set_line_width (cr, MAX (1.5 * s, 1.0));
          cairo_stroke_preserve (cr);
          bf_map_set_source (cr, &palette->fg, 0.85);
          cairo_fill (cr);

          layout = get_layout (self, cr, vp, MAX (r * 1.35, 6.5), TRUE);
          bf_map_set_source (cr, &palette->bg, 1.0);
          show_centred (cr, layout, x, y);
        }

      /* The rails marks only clutter a phone-sized map. */
      if (city->rails_icon && all_names)
        {
          double x, y;

          bf_map_geometry_get_rails_pos (self->geometry, c, &x, &y);
          draw_rails (cr, x, y, MAX (RAILS_SIZE * s, 7.0), palette);
        }
    }
}

static cairo_surface_t *
create_image (int width,
              int height,
              int scale)
{
  cairo_surface_t *surface;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);

  return surface;
}

/* What a construction space shows, all that its drawing depends on
 * (besides the size and the palette): spaces that look alike are drawn
 * once per board. Zeroed before filling, so it compares with memcmp(). */
typedef struct
{
  gboolean      owned;
  GdkRGBA       color;           /* the owner's */
  char          initial[8];      /* the owner's */
  int           dot_type;        /* project type marked on the disk, or -1 */
  double        dot_dx, dot_dy;  /* where, relative to the disk's radius */
  gboolean      blocked;
  BfProjectType type;            /* the space's own type (empty spaces) */
  gboolean      sensitive;
} DiskLook;

static void
get_disk_look (BfMapPainter *self,
               guint         space,
               gboolean      sensitive,
               DiskLook     *look)
{
  const BfSpace *info = bf_carnegie_rules_get_space (self->rules, space);
  BfCarnegiePlayer *owner = NULL;

  memset (look, 0, sizeof *look);
  look->dot_type = -1;
  look->type = info->type;
  look->sensitive = sensitive;

  if (self->game != NULL)
    {
      owner = bf_carnegie_game_get_space_owner (self->game, space);
      look->blocked = bf_carnegie_game_get_space_blocked (self->game, space);
    }

  if (owner != NULL)
    {
      const BfProject *project = bf_carnegie_player_find_project (owner, space);

      look->owned = TRUE;
      bf_map_player_rgba (self->rules, self->game, owner, &look->color);
      player_initial (owner, look->initial);

      /* The project type chosen on a town (or with Political Lobbying). */
      if (project != NULL && project->type < BF_N_PROJECT_TYPES &&
          (info->type == BF_PROJECT_ANY || project->type != info->type))
        {
          look->dot_type = project->type;
          bf_map_geometry_get_type_mark (self->geometry, space, &look->dot_dx, &look->dot_dy);
        }
    }
}

/* A construction space's disk (or empty space), in a square of @size
 * from the origin. */
static void
draw_disk (BfMapPainter   *self,
           const DiskLook *look,
           cairo_t        *cr,
           double          size)
{
  BfMapPalette palette = self->palette;
  double c = size / 2;
  double r = size / 2 - 0.5;
  GdkRGBA type_color;

  if (!look->sensitive)
    cairo_push_group (cr);

  cairo_arc (cr, c, c, r, 0, 2 * G_PI);

  if (look->owned)
    {
      PangoLayout *layout;

      bf_map_set_source (cr, &look->color, 1.0);
      cairo_fill_preserve (cr);
      bf_map_set_source (cr, &palette.fg, palette.high_contrast ? 1.0 : palette.dark ? 0.7 : 0.45);
      cairo_set_line_width (cr, palette.high_contrast ? 1.5 : 1);
      cairo_stroke (cr);

      layout = get_layout (self, cr, look->initial, size * 0.58, TRUE);
      if (bf_map_luminance (&look->color) > 0.55)
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      show_centred (cr, layout, c, c);

      if (look->dot_type >= 0)
        {
          double dr = MAX (size * 0.17, 2.0);

          bf_map_parse_rgba (&type_color, type_rgb[palette.dark][look->dot_type]);
          cairo_new_path (cr);
          cairo_arc (cr, c + r * look->dot_dx, c + r * look->dot_dy, dr, 0, 2 * G_PI);
          bf_map_set_source (cr, &type_color, 1.0);
          cairo_fill_preserve (cr);
          bf_map_set_source (cr, &palette.bg, 1.0);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
    }
  else if (look->blocked)
    {
      bf_map_set_source (cr, &palette.bg, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.78, 0.78, 0.76);
      cairo_fill_preserve (cr);
      bf_map_set_source (cr, &palette.fg, 0.5);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      cairo_set_source_rgb (cr, 0.37, 0.36, 0.39);
      cairo_set_line_width (cr, MAX (size * 0.12, 1.2));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, c - r * 0.45, c - r * 0.45);
      cairo_line_to (cr, c + r * 0.45, c + r * 0.45);
      cairo_move_to (cr, c + r * 0.45, c - r * 0.45);
      cairo_line_to (cr, c - r * 0.45, c + r * 0.45);
      cairo_stroke (cr);
    }
  else
    {
      if (look->type < BF_N_PROJECT_TYPES)
        bf_map_parse_rgba (&type_color, type_rgb[palette.dark][look->type]);
      else
        type_color = palette.fg;

      bf_map_set_source (cr, &palette.bg, 1.0);
      cairo_fill_preserve (cr);
      bf_map_set_source (cr, &type_color, palette.high_contrast ? 1.0 : 0.9);
      cairo_set_line_width (cr, MAX (size * (palette.high_contrast ? 0.12 : 0.08), 1.0));
      cairo_stroke (cr);

      bf_map_draw_type_symbol (cr, look->type, c, c, r * 0.62, &type_color, palette.dark);
    }

  cairo_new_path (cr);

  if (!look->sensitive)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.5);
    }
}

/* Room around a disk's square for the type mark standing out of it. */
#define DISK_MARGIN 3

typedef struct
{
  DiskLook         look;
  int              size;
  cairo_surface_t *image;
} DiskImage;

void
bf_map_painter_clear_disks (BfMapPainter *self)
{
  if (self->disk_images == NULL)
    return;

  for (guint i = 0; i < self->disk_images->len; i++)
    cairo_surface_destroy (g_array_index (self->disk_images, DiskImage, i).image);
  g_clear_pointer (&self->disk_images, g_array_unref);
}

/* The spaces' disks on the board, each look drawn once into a small
 * image (kept until the size, scale or style change) and painted
 * wherever it is shown. */
static void
draw_disks (BfMapPainter                *self,
            cairo_t                     *cr,
            int                          scale,
            const cairo_rectangle_int_t *space_rects,
            const gboolean              *sensitive)
{
  GArray *images;

  if (self->disk_images == NULL)
    self->disk_images = g_array_new (FALSE, TRUE, sizeof (DiskImage));
  images = self->disk_images;

  for (guint i = 0; i < self->geometry->n_spaces; i++)
    {
      const cairo_rectangle_int_t *rect = &space_rects[i];
      int size = MIN (rect->width, rect->height);
      cairo_surface_t *image = NULL;
      DiskLook look;

      if (size <= 0)
        continue;

      get_disk_look (self, i, sensitive == NULL || sensitive[i], &look);
      for (guint j = 0; j < images->len && image == NULL; j++)
        {
          DiskImage *known = &g_array_index (images, DiskImage, j);

          if (known->size == size && memcmp (&known->look, &look, sizeof look) == 0)
            image = known->image;
        }

      if (image == NULL)
        {
          DiskImage known = { 0 };
          cairo_t *image_cr;

          /* Copied whole, padding included, for memcmp(). */
          memcpy (&known.look, &look, sizeof look);
          known.size = size;
          known.image = create_image (size + 2 * DISK_MARGIN, size + 2 * DISK_MARGIN, scale);
          image_cr = cairo_create (known.image);
          cairo_translate (image_cr, DISK_MARGIN, DISK_MARGIN);
          draw_disk (self, &look, image_cr, size);
          cairo_destroy (image_cr);
          g_array_append_val (images, known);
          image = known.image;
        }

      cairo_set_source_surface (cr, image, rect->x - DISK_MARGIN, rect->y - DISK_MARGIN);
      cairo_paint (cr);
    }
}

void
bf_map_painter_draw_layer (BfMapPainter *self,
                           BfMapLayer    layer,
                           cairo_t      *cr)
{
  g_return_if_fail (self != NULL);

  if (layer == BF_MAP_LAYER_BELOW)
    draw_board_below (self, cr, &self->palette);
  else if (layer == BF_MAP_LAYER_NETWORKS)
    draw_networks (self, cr, &self->palette);
  else
    draw_board_above (self, cr, &self->palette);
}

cairo_surface_t *
bf_map_painter_draw_layer_image (BfMapPainter *self,
                                 BfMapLayer    layer,
                                 int           width,
                                 int           height,
                                 int           scale)
{
  return bf_map_painter_draw_layer_part (self, layer, 0, 0, width, height, scale);
}

cairo_surface_t *
bf_map_painter_draw_layer_part (BfMapPainter *self,
                                BfMapLayer    layer,
                                int           x,
                                int           y,
                                int           width,
                                int           height,
                                int           scale)
{
  cairo_surface_t *surface = create_image (width, height, scale);
  cairo_t *cr = cairo_create (surface);

  cairo_translate (cr, -x, -y);
  bf_map_painter_draw_layer (self, layer, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* The networks drawn on a copy of the layer below, the layer above
 * painted over them, then the disks: drawn into an image rather than
 * appended as cairo nodes, which the cairo renderer would replay at
 * every frame (through the X server, operation by operation) and the GL
 * renderer would rasterise layer by layer. */
cairo_surface_t *
bf_map_painter_compose (BfMapPainter                *self,
                        cairo_surface_t             *below,
                        cairo_surface_t             *above,
                        int                          width,
                        int                          height,
                        int                          scale,
                        const cairo_rectangle_int_t *space_rects,
                        const gboolean              *sensitive)
{
  return bf_map_painter_compose_part (self, below, above,
                                      &(cairo_rectangle_int_t) { 0, 0, width, height },
                                      scale, space_rects, sensitive);
}

cairo_surface_t *
bf_map_painter_compose_part (BfMapPainter                *self,
                             cairo_surface_t             *below,
                             cairo_surface_t             *above,
                             const cairo_rectangle_int_t *part,
                             int                          scale,
                             const cairo_rectangle_int_t *space_rects,
                             const gboolean              *sensitive)
{
  int width = part->width, height = part->height;
  cairo_surface_t *surface = create_image (width, height, scale);
  int stride = cairo_image_surface_get_stride (surface);
  cairo_t *cr;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (stride == cairo_image_surface_get_stride (below), NULL);

  memcpy (cairo_image_surface_get_data (surface), cairo_image_surface_get_data (below),
          (gsize) stride * height * scale);
  cairo_surface_mark_dirty (surface);

  cr = cairo_create (surface);
  cairo_translate (cr, -part->x, -part->y);
  draw_networks (self, cr, &self->palette);
  cairo_set_source_surface (cr, above, part->x, part->y);
  cairo_paint (cr);

  /* The disks, where their buttons are. */
  draw_disks (self, cr, scale, space_rects, sensitive);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* The painter */

BfMapPainter *
bf_map_painter_new (const BfMapGeometry *geometry)
{
  BfMapPainter *self;

  g_return_val_if_fail (geometry != NULL, NULL);

  self = g_new0 (BfMapPainter, 1);
  self->geometry = geometry;
  self->rules = g_object_ref (geometry->rules);
  self->city_highlight = g_new0 (gboolean, geometry->n_cities);
  self->road_highlight = g_new0 (gboolean, bf_carnegie_rules_get_n_roads (self->rules));
  self->font = pango_font_description_new ();
  /* Until the style says otherwise */
  bf_map_parse_rgba (&self->palette.fg, "#000000");
  bf_map_parse_rgba (&self->palette.bg, "#ffffff");
  bf_map_parse_rgba (&self->palette.accent, "#1c71d8");

  return self;
}

void
bf_map_painter_free (BfMapPainter *self)
{
  if (self == NULL)
    return;

  bf_map_painter_clear_disks (self);
  g_clear_object (&self->layout);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_pointer (&self->city_highlight, g_free);
  g_clear_pointer (&self->road_highlight, g_free);
  g_clear_object (&self->game);
  g_clear_object (&self->player);
  g_clear_object (&self->rules);
  g_free (self);
}

void
bf_map_painter_set_style (BfMapPainter               *self,
                          const BfMapPalette         *palette,
                          const PangoFontDescription *font)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (palette != NULL);

  self->palette = *palette;
  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = font != NULL ? pango_font_description_copy (font) : pango_font_description_new ();
  g_clear_object (&self->layout);
  bf_map_painter_clear_disks (self);
}

const BfMapPalette *
bf_map_painter_get_palette (BfMapPainter *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->palette;
}

void
bf_map_painter_set_game (BfMapPainter     *self,
                         BfCarnegieGame   *game,
                         BfCarnegiePlayer *player)
{
  g_return_if_fail (self != NULL);

  g_set_object (&self->game, game);
  g_set_object (&self->player, player);
}
