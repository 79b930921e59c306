/* bf-map-geometry.c
 *
 * Where the map's cities, spaces and labels lie, from the rule data:
 * each city's plate (a town's disc, a row of three, two above one, a
 * major city's three above two) around its position in board.json, its
 * spaces on it, and on which side its name, VP badge and rails mark go
 * (board.json's "name-side", "badge-below" and "plate"). Then the same
 * in pixels for the size the board is drawn at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bf-map-geometry.h"

#define BOARD_WIDTH  BF_MAP_BOARD_WIDTH
#define BOARD_HEIGHT BF_MAP_BOARD_HEIGHT
#define MARGIN_X     45.0
#define MARGIN_Y     30.0
#define DISK         BF_MAP_DISK
#define GAP          3.0    /* between two spaces of a city */
#define PAD          BF_MAP_PAD

/* Below this scale the names of towns and medium cities would be too
 * small to read and overlap: only the major cities keep theirs. */
#define NAMES_MIN_SCALE 0.62

static void
compute_geometry (BfMapGeometry *self)
{
  const double step = DISK + GAP;

  self->n_cities = bf_carnegie_rules_get_n_cities (self->rules);
  self->n_spaces = bf_carnegie_rules_get_n_spaces (self->rules);
  self->cities = g_new0 (BfMapCity, self->n_cities);
  self->space_pos = g_new0 (graphene_point_t, self->n_spaces);

  for (guint c = 0; c < self->n_cities; c++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (self->rules, c);
      BfMapCity *geom = &self->cities[c];
      double w, h, x0, y0;

      geom->cx = MARGIN_X + city->x * (BOARD_WIDTH - 2 * MARGIN_X);
      geom->cy = MARGIN_Y + city->y * (BOARD_HEIGHT - 2 * MARGIN_Y);
      geom->name_side = city->name_side;
      geom->badge_below = city->badge_below;

      if (city->n_spaces >= 5)
        geom->shape = BF_MAP_PLATE_MAJOR;
      else if (city->n_spaces >= 2 && city->triangle)
        geom->shape = BF_MAP_PLATE_TRIANGLE;
      else if (city->n_spaces >= 2)
        geom->shape = BF_MAP_PLATE_ROW;
      else
        geom->shape = BF_MAP_PLATE_TOWN;

      switch (geom->shape)
        {
        case BF_MAP_PLATE_MAJOR:
          w = 3 * DISK + 2 * GAP + 2 * PAD;
          h = 2 * DISK + GAP + 2 * PAD;
          break;
        case BF_MAP_PLATE_TRIANGLE:
          w = 2 * DISK + GAP + 2 * PAD;
          h = 2 * DISK + GAP + 2 * PAD;
          break;
        case BF_MAP_PLATE_ROW:
          w = 3 * DISK + 2 * GAP + 2 * PAD;
          h = DISK + 2 * PAD;
          break;
        case BF_MAP_PLATE_TOWN:
        default:
          w = h = DISK + 2 * PAD;
          break;
        }

      x0 = geom->cx - w / 2;
      y0 = geom->cy - h / 2;
      graphene_rect_init (&geom->plate, x0, y0, w, h);

      for (guint s = 0; s < city->n_spaces && s < 5; s++)
        {
          graphene_point_t *p = &self->space_pos[city->first_space + s];
          double row1 = y0 + PAD + DISK / 2;

          switch (geom->shape)
            {
            case BF_MAP_PLATE_MAJOR:
              if (s < 3)
                graphene_point_init (p, x0 + PAD + DISK / 2 + s * step, row1);
              else
                graphene_point_init (p, geom->cx + (s == 3 ? -step : step) / 2, row1 + step);
              break;
            case BF_MAP_PLATE_TRIANGLE:
              if (s < 2)
                graphene_point_init (p, geom->cx + (s == 0 ? -step : step) / 2, row1);
              else
                graphene_point_init (p, geom->cx, row1 + step);
              break;
            case BF_MAP_PLATE_ROW:
              graphene_point_init (p, x0 + PAD + DISK / 2 + s * step, geom->cy);
              break;
            case BF_MAP_PLATE_TOWN:
            default:
              graphene_point_init (p, geom->cx, geom->cy);
              break;
            }
        }
    }
}

BfMapGeometry *
bf_map_geometry_new (BfCarnegieRules *rules)
{
  BfMapGeometry *self;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);

  self = g_new0 (BfMapGeometry, 1);
  self->rules = g_object_ref (rules);
  compute_geometry (self);

  return self;
}

void
bf_map_geometry_free (BfMapGeometry *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->cities, g_free);
  g_clear_pointer (&self->space_pos, g_free);
  g_clear_object (&self->rules);
  g_free (self);
}

gboolean
bf_map_geometry_set_size (BfMapGeometry *self,
                          int            width,
                          int            height)
{
  double scale = MIN (width / BOARD_WIDTH, height / BOARD_HEIGHT);
  double off_x = floor ((width - BOARD_WIDTH * scale) / 2);
  double off_y = floor ((height - BOARD_HEIGHT * scale) / 2);
  gboolean changed = scale != self->scale || off_x != self->off_x || off_y != self->off_y;

  self->scale = scale;
  self->off_x = off_x;
  self->off_y = off_y;

  return changed;
}

void
bf_map_geometry_to_pixels (const BfMapGeometry *self,
                           double               bx,
                           double               by,
                           double              *x,
                           double              *y)
{
  *x = self->off_x + bx * self->scale;
  *y = self->off_y + by * self->scale;
}

void
bf_map_geometry_get_board (const BfMapGeometry *self,
                           double              *x0,
                           double              *y0,
                           double              *x1,
                           double              *y1)
{
  bf_map_geometry_to_pixels (self, 0, 0, x0, y0);
  bf_map_geometry_to_pixels (self, BOARD_WIDTH, BOARD_HEIGHT, x1, y1);
}

gboolean
bf_map_geometry_shows_all_names (const BfMapGeometry *self)
{
  return self->scale >= NAMES_MIN_SCALE;
}

gboolean
bf_map_geometry_shows_all_names_for_text (const BfMapGeometry *self,
                                          double               text_scale)
{
  return self->scale >= NAMES_MIN_SCALE * MAX (text_scale, 1.0);
}

void
bf_map_geometry_get_space_rect (const BfMapGeometry   *self,
                                guint                  space,
                                int                    min_width,
                                int                    min_height,
                                cairo_rectangle_int_t *rect)
{
  /* Small maps get slightly larger disks, within the cities' plates. */
  int size = MAX (1, (int) round (DISK * self->scale * (self->scale < NAMES_MIN_SCALE ? 1.2 : 1.0)));
  int w = MAX (size, min_width);
  int h = MAX (size, min_height);
  double x, y;

  g_assert (space < self->n_spaces);

  bf_map_geometry_to_pixels (self, self->space_pos[space].x, self->space_pos[space].y, &x, &y);
  *rect = (cairo_rectangle_int_t) { (int) round (x - w / 2.0), (int) round (y - h / 2.0), w, h };
}

void
bf_map_geometry_get_plate (const BfMapGeometry *self,
                           guint                city,
                           double              *x,
                           double              *y,
                           double              *width,
                           double              *height)
{
  const BfMapCity *geom = &self->cities[city];

  bf_map_geometry_to_pixels (self, geom->plate.origin.x, geom->plate.origin.y, x, y);
  *width = geom->plate.size.width * self->scale;
  *height = geom->plate.size.height * self->scale;
}

/* Where @city's name of @w × @h goes on @side of its plate. */
static void
name_on_side (const BfMapGeometry *self,
              guint                city,
              BfNameSide           side,
              double               w,
              double               h,
              double              *x,
              double              *y)
{
  const double s = self->scale;
  double px, py, pw, ph;

  bf_map_geometry_get_plate (self, city, &px, &py, &pw, &ph);

  switch (side)
    {
    case BF_NAME_SIDE_SOUTH:
      *x = px + pw / 2 - w / 2;
      *y = py + ph + 1;
      break;
    case BF_NAME_SIDE_EAST:
      *x = px + pw + 3 * s;
      *y = py + ph / 2 - h / 2;
      break;
    case BF_NAME_SIDE_WEST:
      *x = px - 3 * s - w;
      *y = py + ph / 2 - h / 2;
      break;
    case BF_NAME_SIDE_NORTH:
    default:
      *x = px + pw / 2 - w / 2;
      *y = py - h - 1;
      break;
    }
}

/* How much of a name of @w × @h at (@x, @y) lies on the cities' plates
 * (its own included), in square pixels. */
static double
name_overlap (const BfMapGeometry *self,
              double               x,
              double               y,
              double               w,
              double               h)
{
  double area = 0;

  for (guint c = 0; c < self->n_cities; c++)
    {
      double px, py, pw, ph, ow, oh;

      bf_map_geometry_get_plate (self, c, &px, &py, &pw, &ph);
      ow = MIN (x + w, px + pw) - MAX (x, px);
      oh = MIN (y + h, py + ph) - MAX (y, py);
      if (ow > 0 && oh > 0)
        area += ow * oh;
    }

  return area;
}

void
bf_map_geometry_place_name (const BfMapGeometry *self,
                            guint                city,
                            double               w,
                            double               h,
                            double              *x_out,
                            double              *y_out)
{
  /* The side the board data gives first, then the opposite one, then
   * below and above the plate (or beside it). */
  static const BfNameSide order[][4] = {
    [BF_NAME_SIDE_NORTH] = { BF_NAME_SIDE_NORTH, BF_NAME_SIDE_SOUTH, BF_NAME_SIDE_EAST, BF_NAME_SIDE_WEST },
    [BF_NAME_SIDE_SOUTH] = { BF_NAME_SIDE_SOUTH, BF_NAME_SIDE_NORTH, BF_NAME_SIDE_EAST, BF_NAME_SIDE_WEST },
    [BF_NAME_SIDE_EAST] = { BF_NAME_SIDE_EAST, BF_NAME_SIDE_WEST, BF_NAME_SIDE_SOUTH, BF_NAME_SIDE_NORTH },
    [BF_NAME_SIDE_WEST] = { BF_NAME_SIDE_WEST, BF_NAME_SIDE_EAST, BF_NAME_SIDE_SOUTH, BF_NAME_SIDE_NORTH },
  };
  BfNameSide side = self->cities[city].name_side;
  double bx0, by0, bx1, by1;
  double best = G_MAXDOUBLE;

  if (side >= G_N_ELEMENTS (order))
    side = BF_NAME_SIDE_NORTH;

  bf_map_geometry_get_board (self, &bx0, &by0, &bx1, &by1);

  /* Kept within the board; where that puts a tenth of it or more over
   * the plates (large text: a name too long for its side), the side
   * where it covers the least of them, its own included, the first in
   * that order among equals: the board's side wherever it fits. */
  for (guint i = 0; i < G_N_ELEMENTS (order[side]) && best > 0.1 * w * h; i++)
    {
      double x, y, overlap;

      name_on_side (self, city, order[side][i], w, h, &x, &y);
      x = CLAMP (x, bx0 + 2, MAX (bx0 + 2, bx1 - 2 - w));
      y = CLAMP (y, by0 + 1, MAX (by0 + 1, by1 - 1 - h));
      overlap = name_overlap (self, x, y, w, h);
      if (i == 0 || overlap < best)
        {
          best = overlap;
          *x_out = x;
          *y_out = y;
        }
    }
}

/* A point on the plate's outline towards one of its corners
 * (dx, dy = ±1), in pixels. */
static void
plate_corner (const BfMapGeometry *self,
              const BfMapCity     *geom,
              int                  dx,
              int                  dy,
              double              *x,
              double              *y)
{
  double hw = geom->plate.size.width / 2;
  double hh = geom->plate.size.height / 2;

  if (geom->shape == BF_MAP_PLATE_TOWN)
    {
      hw *= G_SQRT2 / 2;
      hh *= G_SQRT2 / 2;
    }
  else
    {
      hw -= 2;
      hh -= 2;
    }

  bf_map_geometry_to_pixels (self, geom->cx + dx * hw, geom->cy + dy * hh, x, y);
}

/* The corners of the VP badge and the rails mark, away from the name. */
static void
get_corners (const BfMapCity *geom,
             int             *badge_dx,
             int             *badge_dy,
             int             *rails_dx,
             int             *rails_dy)
{
  switch (geom->name_side)
    {
    case BF_NAME_SIDE_NORTH:
      *badge_dx = 1, *badge_dy = 1, *rails_dx = -1, *rails_dy = 1;
      break;
    case BF_NAME_SIDE_SOUTH:
      *badge_dx = 1, *badge_dy = -1, *rails_dx = -1, *rails_dy = -1;
      break;
    case BF_NAME_SIDE_EAST:
      *badge_dx = -1, *badge_dy = -1, *rails_dx = -1, *rails_dy = 1;
      break;
    case BF_NAME_SIDE_WEST:
    default:
      *badge_dx = 1, *badge_dy = -1, *rails_dx = 1, *rails_dy = 1;
      break;
    }

  /* Boston's badge would touch Albany's. */
  if (geom->badge_below)
    *badge_dy = 1;
}

void
bf_map_geometry_get_badge_pos (const BfMapGeometry *self,
                               guint                city,
                               double              *x,
                               double              *y)
{
  int badge_dx, badge_dy, rails_dx, rails_dy;

  get_corners (&self->cities[city], &badge_dx, &badge_dy, &rails_dx, &rails_dy);
  plate_corner (self, &self->cities[city], badge_dx, badge_dy, x, y);
}

void
bf_map_geometry_get_rails_pos (const BfMapGeometry *self,
                               guint                city,
                               double              *x,
                               double              *y)
{
  int badge_dx, badge_dy, rails_dx, rails_dy;

  get_corners (&self->cities[city], &badge_dx, &badge_dy, &rails_dx, &rails_dy);
  plate_corner (self, &self->cities[city], rails_dx, rails_dy, x, y);
}

void
bf_map_geometry_get_type_mark (const BfMapGeometry *self,
                               guint                space,
                               double              *dx,
                               double              *dy)
{
  BfNameSide side = self->cities[bf_carnegie_rules_get_space (self->rules, space)->city].name_side;

  /* Away from the town's VP badge and rails mark. */
  *dx = side == BF_NAME_SIDE_NORTH || side == BF_NAME_SIDE_WEST ? -0.72 : 0.72;
  *dy = side == BF_NAME_SIDE_NORTH ? -0.72 : 0.72;
}

void
bf_map_geometry_get_region_name_pos (const BfMapGeometry *self,
                                     BfRegion             region,
                                     double              *x,
                                     double              *y)
{
  const BfRegionInfo *info = bf_carnegie_rules_get_region (self->rules, region);

  bf_map_geometry_to_pixels (self, info->name_x * BOARD_WIDTH, info->name_y * BOARD_HEIGHT, x, y);
}

static double
cross (const graphene_point_t *o,
       const graphene_point_t *a,
       const graphene_point_t *b)
{
  return (a->x - o->x) * (b->y - o->y) - (a->y - o->y) * (b->x - o->x);
}

static int
compare_points (gconstpointer a,
                gconstpointer b)
{
  const graphene_point_t *p = a, *q = b;

  if (p->x != q->x)
    return p->x < q->x ? -1 : 1;
  if (p->y != q->y)
    return p->y < q->y ? -1 : 1;
  return 0;
}

/* The convex hull (monotone chain). */
guint
bf_map_geometry_get_region_hull (const BfMapGeometry *self,
                                 BfRegion             region,
                                 graphene_point_t    *hull)
{
  g_autofree graphene_point_t *points = g_new (graphene_point_t, self->n_cities);
  guint n = 0, k = 0;

  for (guint c = 0; c < self->n_cities; c++)
    if (bf_carnegie_rules_get_city (self->rules, c)->region == region)
      graphene_point_init (&points[n++], self->cities[c].cx, self->cities[c].cy);

  if (n < 3)
    {
      memcpy (hull, points, n * sizeof (graphene_point_t));
      return n;
    }

  qsort (points, n, sizeof (graphene_point_t), compare_points);

  for (guint i = 0; i < n; i++)
    {
      while (k >= 2 && cross (&hull[k - 2], &hull[k - 1], &points[i]) <= 0)
        k--;
      hull[k++] = points[i];
    }
  for (int i = (int) n - 2, lower = (int) k + 1; i >= 0; i--)
    {
      while ((int) k >= lower && cross (&hull[k - 2], &hull[k - 1], &points[i]) <= 0)
        k--;
      hull[k++] = points[i];
    }

  return k - 1;
}
