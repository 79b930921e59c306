/* bf-map-geometry.h
 *
 * Where the map's cities, spaces, roads and labels lie: computed once
 * from the rule data in "board units" (a BF_MAP_BOARD_WIDTH ×
 * BF_MAP_BOARD_HEIGHT rectangle), and in pixels for the size the board
 * is drawn at, keeping its aspect ratio. No widget: the painter
 * (bf-map-painter.h) draws from it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <graphene.h>

#include "bf-carnegie-rules.h"

G_BEGIN_DECLS

#define BF_MAP_BOARD_WIDTH  1000.0
#define BF_MAP_BOARD_HEIGHT 640.0
#define BF_MAP_DISK         20.0   /* diameter of a construction space */
#define BF_MAP_PAD          4.0    /* between the spaces and the city's plate */

typedef enum
{
  BF_MAP_PLATE_TOWN,
  BF_MAP_PLATE_ROW,        /* three spaces in a row */
  BF_MAP_PLATE_TRIANGLE,   /* two spaces above one */
  BF_MAP_PLATE_MAJOR,      /* three spaces above two */
} BfMapPlateShape;

typedef struct
{
  double          cx, cy;        /* board units */
  graphene_rect_t plate;         /* board units */
  BfMapPlateShape shape;
  BfNameSide      name_side;     /* where the name goes (board.json) */
  gboolean        badge_below;   /* VP badge on a bottom corner */
} BfMapCity;

typedef struct
{
  BfCarnegieRules          *rules;       /* owned */
  guint             n_cities;
  guint             n_spaces;
  BfMapCity        *cities;      /* owned, n_cities */
  graphene_point_t *space_pos;   /* owned, n_spaces, board units */

  /* The size drawn at: pixels = offset + board units * scale (0 until
   * a size is set) */
  double            scale;
  double            off_x;
  double            off_y;
} BfMapGeometry;

BfMapGeometry *bf_map_geometry_new                  (BfCarnegieRules             *rules);
void           bf_map_geometry_free                 (BfMapGeometry       *self);

/* The board as large as fits in @width × @height, centred; TRUE when
 * the scale or the offset changed. */
gboolean       bf_map_geometry_set_size             (BfMapGeometry       *self,
                                                     int                  width,
                                                     int                  height);
void           bf_map_geometry_to_pixels            (const BfMapGeometry *self,
                                                     double               bx,
                                                     double               by,
                                                     double              *x,
                                                     double              *y);
/* The board's rectangle, in pixels. */
void           bf_map_geometry_get_board            (const BfMapGeometry *self,
                                                     double              *x0,
                                                     double              *y0,
                                                     double              *x1,
                                                     double              *y1);
/* Whether the names of towns and medium cities are large enough to
 * show (else only the major cities keep theirs). */
gboolean       bf_map_geometry_shows_all_names      (const BfMapGeometry *self);
/* The same with text @text_scale times larger than normal: the board
 * must be as many times larger. */
gboolean       bf_map_geometry_shows_all_names_for_text (const BfMapGeometry *self,
                                                         double               text_scale);

/* The square of @space's disk, at least @min_width × @min_height
 * pixels. */
void           bf_map_geometry_get_space_rect       (const BfMapGeometry   *self,
                                                     guint                  space,
                                                     int                    min_width,
                                                     int                    min_height,
                                                     cairo_rectangle_int_t *rect);
/* The plate of @city, in pixels. */
void           bf_map_geometry_get_plate            (const BfMapGeometry *self,
                                                     guint                city,
                                                     double              *x,
                                                     double              *y,
                                                     double              *width,
                                                     double              *height);
/* Where the top left of @city's name of @width × @height pixels goes:
 * on the side of its plate the board data says, within the board. */
void           bf_map_geometry_place_name           (const BfMapGeometry *self,
                                                     guint                city,
                                                     double               width,
                                                     double               height,
                                                     double              *x,
                                                     double              *y);
/* The centres of @city's VP badge and rails mark, in pixels: on
 * corners of its plate away from its name. */
void           bf_map_geometry_get_badge_pos        (const BfMapGeometry *self,
                                                     guint                city,
                                                     double              *x,
                                                     double              *y);
void           bf_map_geometry_get_rails_pos        (const BfMapGeometry *self,
                                                     guint                city,
                                                     double              *x,
                                                     double              *y);
/* Where the project type built on @space is marked on its disk,
 * relative to the disk's radius: away from the badge and the rails. */
void           bf_map_geometry_get_type_mark        (const BfMapGeometry *self,
                                                     guint                space,
                                                     double              *dx,
                                                     double              *dy);
/* Where @region's name is centred, in pixels. */
void           bf_map_geometry_get_region_name_pos  (const BfMapGeometry *self,
                                                     BfRegion             region,
                                                     double              *x,
                                                     double              *y);
/* The convex hull of @region's cities, in board units; @hull has room
 * for 2 × n_cities + 1 points. */
guint          bf_map_geometry_get_region_hull      (const BfMapGeometry *self,
                                                     BfRegion             region,
                                                     graphene_point_t    *hull);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfMapGeometry, bf_map_geometry_free)

G_END_DECLS
