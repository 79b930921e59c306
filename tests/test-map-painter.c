/* test-map-painter.c: the map's board drawn without a display
 *
 * The painter (bf-map-painter.c) draws from the game and the geometry
 * into any cairo context: here an image surface, whose pixels are read
 * back. GTK's headers are used (GdkRGBA, graphene) but GTK is never
 * initialised and no display is opened: this runs in the core suite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "bf-map-painter.h"

#define WIDTH  1000
#define HEIGHT 640

/* The pixel at (@x, @y) of an opaque ARGB32 image, as 0xRRGGBB. */
static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 argb;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));

  argb = *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4);
  g_assert_cmphex (argb >> 24, ==, 0xff);

  return argb & 0xffffff;
}

static void
assert_colour (guint32 pixel,
               guint32 expected)
{
  for (int shift = 0; shift < 24; shift += 8)
    {
      int got = (pixel >> shift) & 0xff;
      int want = (expected >> shift) & 0xff;

      if (ABS (got - want) > 2)
        g_error ("pixel #%06x, expected #%06x", pixel, expected);
    }
}

static guint
space_of (BfCarnegieRules *rules,
          const char      *city,
          guint            slot)
{
  const BfCity *info = bf_carnegie_rules_lookup_city (rules, city);

  g_assert_nonnull (info);
  g_assert_cmpuint (slot, >=, 1);
  g_assert_cmpuint (slot, <=, info->n_spaces);

  return info->first_space + slot - 1;
}

static void
test_painter_board (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfMapGeometry) geometry = bf_map_geometry_new (rules);
  g_autoptr(BfMapPainter) painter = bf_map_painter_new (geometry);
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans 10");
  g_autofree cairo_rectangle_int_t *rects = NULL;
  BfMapPalette palette = { 0 };
  cairo_surface_t *below, *above, *board;
  BfCarnegiePlayer *anna, *ben;
  guint chicago1 = space_of (rules, "chicago", 1);
  guint denver1 = space_of (rules, "denver", 1);
  guint boston1 = space_of (rules, "boston", 1);
  double x0, y0, x1, y1;

  anna = bf_carnegie_game_add_player (game, "Anna", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_set_color (anna, "red", &error));
  ben = bf_carnegie_game_add_player (game, "Ben", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_set_color (ben, "blue", &error));
  g_assert_true (bf_carnegie_player_add_project (anna, chicago1, BF_PROJECT_ANY, &error));
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_add_project (ben, denver1, BF_PROJECT_ANY, &error));
  g_assert_no_error (error);

  gdk_rgba_parse (&palette.fg, "#000000");
  gdk_rgba_parse (&palette.bg, "#ffffff");
  gdk_rgba_parse (&palette.accent, "#1c71d8");
  bf_map_painter_set_style (painter, &palette, font);
  bf_map_painter_set_game (painter, game, anna);
  g_assert_false (bf_map_painter_update_networks (painter));

  /* The whole board at scale 1: board units are pixels. */
  g_assert_true (bf_map_geometry_set_size (geometry, WIDTH, HEIGHT));
  g_assert_cmpfloat (geometry->scale, ==, 1.0);
  bf_map_geometry_get_board (geometry, &x0, &y0, &x1, &y1);
  g_assert_cmpfloat (x0, ==, 0);
  g_assert_cmpfloat (y0, ==, 0);
  g_assert_cmpfloat (x1, ==, WIDTH);
  g_assert_cmpfloat (y1, ==, HEIGHT);

  rects = g_new (cairo_rectangle_int_t, geometry->n_spaces);
  for (guint i = 0; i < geometry->n_spaces; i++)
    bf_map_geometry_get_space_rect (geometry, i, 0, 0, &rects[i]);
  g_assert_cmpint (rects[chicago1].width, ==, 20);

  below = bf_map_painter_draw_layer_image (painter, BF_MAP_LAYER_BELOW, WIDTH, HEIGHT, 1);
  above = bf_map_painter_draw_layer_image (painter, BF_MAP_LAYER_ABOVE, WIDTH, HEIGHT, 1);
  board = bf_map_painter_compose (painter, below, above, WIDTH, HEIGHT, 1, rects, NULL);
  g_assert_cmpint (cairo_surface_status (board), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (board), ==, WIDTH);

  /* A disk's colour on its space, left of the initial drawn on it */
  assert_colour (pixel_at (board, rects[chicago1].x + 4, rects[chicago1].y + rects[chicago1].height / 2),
                 0xc01c28);
  assert_colour (pixel_at (board, rects[denver1].x + 4, rects[denver1].y + rects[denver1].height / 2),
                 0x1c71d8);
  /* An empty space is the background inside its type's ring. */
  assert_colour (pixel_at (board, rects[boston1].x + 4, rects[boston1].y + 4), 0xffffff);
  /* The background in the board's top left corner, away from the
   * regions' tints */
  assert_colour (pixel_at (board, 20, 20), 0xffffff);
  /* The same board through the layer images alone: no disk there */
  g_assert_cmphex (pixel_at (below, rects[chicago1].x + 4, rects[chicago1].y + rects[chicago1].height / 2),
                   !=, 0xc01c28);

  cairo_surface_destroy (board);
  cairo_surface_destroy (above);
  cairo_surface_destroy (below);
}

/* The current player's network: a road between two of their cities is
 * drawn in their colour. */
static void
test_painter_networks (void)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfMapGeometry) geometry = bf_map_geometry_new (rules);
  g_autoptr(BfMapPainter) painter = bf_map_painter_new (geometry);
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  BfCarnegiePlayer *anna;
  const BfCity *omaha = bf_carnegie_rules_lookup_city (rules, "omaha");
  const BfCity *chicago = bf_carnegie_rules_lookup_city (rules, "chicago");
  guint road = G_MAXUINT;
  double ax, ay, bx, by;
  cairo_t *cr;

  for (guint r = 0; r < bf_carnegie_rules_get_n_roads (rules); r++)
    {
      const BfRoad *info = bf_carnegie_rules_get_road (rules, r);

      if ((info->city_a == omaha->index && info->city_b == chicago->index) ||
          (info->city_a == chicago->index && info->city_b == omaha->index))
        road = r;
    }
  g_assert_cmpuint (road, <, bf_carnegie_rules_get_n_roads (rules));

  anna = bf_carnegie_game_add_player (game, "Anna", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_set_color (anna, "green", &error));
  g_assert_true (bf_carnegie_player_add_project (anna, omaha->first_space, BF_PROJECT_ANY, &error));
  g_assert_true (bf_carnegie_player_add_project (anna, chicago->first_space, BF_PROJECT_ANY, &error));
  g_assert_no_error (error);

  bf_map_painter_set_game (painter, game, anna);
  g_assert_true (bf_map_painter_update_networks (painter));
  g_assert_true (bf_map_painter_get_road_highlighted (painter, road));
  g_assert_false (bf_map_painter_update_networks (painter));

  bf_map_geometry_set_size (geometry, WIDTH, HEIGHT);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  bf_map_painter_draw_layer (painter, BF_MAP_LAYER_NETWORKS, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Halfway along the road */
  bf_map_geometry_to_pixels (geometry, geometry->cities[omaha->index].cx,
                             geometry->cities[omaha->index].cy, &ax, &ay);
  bf_map_geometry_to_pixels (geometry, geometry->cities[chicago->index].cx,
                             geometry->cities[chicago->index].cy, &bx, &by);
  assert_colour (pixel_at (surface, (int) round ((ax + bx) / 2), (int) round ((ay + by) / 2)),
                 0x26a269);

  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/map-painter/board", test_painter_board);
  g_test_add_func ("/map-painter/networks", test_painter_networks);

  return g_test_run ();
}
