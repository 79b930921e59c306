/* bf-map-painter.h
 *
 * The map's drawing in cairo, with no widget (bf-map-painter.c): the
 * board's three layers and the spaces' disks for a game, its current
 * player, a geometry (bf-map-geometry.h), colours and a font.
 * It needs no display: it draws into any cairo context, an image
 * surface in the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gdk/gdk.h>
#include <pango/pangocairo.h>

#include "bf-carnegie-game.h"
#include "bf-map-geometry.h"

G_BEGIN_DECLS

/* The colours the board is drawn with, from the style, and the size of
 * its text. */
typedef struct
{
  gboolean dark;
  GdkRGBA  fg;
  GdkRGBA  bg;
  GdkRGBA  accent;
  /* The user's text scaling factor (bf_appearance_get_text_scale()):
   * the labels' sizes are multiplied by it; 0 stands for 1. */
  double   text_scale;
  /* High contrast: stronger outlines, labels in the text colour. */
  gboolean high_contrast;
} BfMapPalette;

typedef enum
{
  BF_MAP_LAYER_BELOW,     /* regions, their names, roads */
  BF_MAP_LAYER_NETWORKS,  /* the current player's networks */
  BF_MAP_LAYER_ABOVE,     /* city plates, names, VP badges, rails marks */
  BF_MAP_N_LAYERS
} BfMapLayer;

/* Drawing helpers the map's widgets share */
void          bf_map_parse_rgba        (GdkRGBA             *rgba,
                                        const char          *spec);
void          bf_map_set_source        (cairo_t             *cr,
                                        const GdkRGBA       *rgba,
                                        double               alpha);
double        bf_map_luminance         (const GdkRGBA       *rgba);
/* A project type's colour as printed, for a light or dark background. */
void          bf_map_type_rgba         (BfProjectType        type,
                                        gboolean             dark,
                                        GdkRGBA             *rgba);
/* A project type's symbol centred on (@cx, @cy), of radius @r; the four
 * type colours for BF_PROJECT_ANY. */
void          bf_map_draw_type_symbol  (cairo_t             *cr,
                                        BfProjectType        type,
                                        double               cx,
                                        double               cy,
                                        double               r,
                                        const GdkRGBA       *color,
                                        gboolean             dark);
/* The name the map gives @player ("Andrew", "Player" when it has none). */
const char   *bf_map_player_name       (BfCarnegiePlayer            *player);
/* The colour of @player's disks: their rule colour, Andrew's grey, or
 * for a player without one a rule colour no player of @game took. */
void          bf_map_player_rgba       (BfCarnegieRules     *rules,
                                        BfCarnegieGame      *game,
                                        BfCarnegiePlayer    *player,
                                        GdkRGBA             *rgba);

typedef struct _BfMapPainter BfMapPainter;

BfMapPainter *bf_map_painter_new                   (const BfMapGeometry          *geometry);
void          bf_map_painter_free                  (BfMapPainter                 *self);

/* The colours and the font (its family and style; sizes are the
 * painter's) to draw with; drops the disks drawn with the others. */
void          bf_map_painter_set_style             (BfMapPainter                 *self,
                                                    const BfMapPalette           *palette,
                                                    const PangoFontDescription   *font);
const BfMapPalette *bf_map_painter_get_palette     (BfMapPainter                 *self);

/* The game whose disks are drawn, and the player whose networks are. */
void          bf_map_painter_set_game              (BfMapPainter                 *self,
                                                    BfCarnegieGame               *game,
                                                    BfCarnegiePlayer             *player);
/* Works out the current player's networks again (drawn by the networks
 * layer); TRUE when they changed. */
gboolean      bf_map_painter_update_networks       (BfMapPainter                 *self);
/* Whether the road joins two cities that both hold a disk of the
 * current player; whether @city is a major city in one of the current
 * player's networks holding two or more major cities. */
gboolean      bf_map_painter_get_road_highlighted  (BfMapPainter                 *self,
                                                    guint                         road);
gboolean      bf_map_painter_get_city_highlighted  (BfMapPainter                 *self,
                                                    guint                         city);

/* One layer, at the geometry's size. */
void          bf_map_painter_draw_layer            (BfMapPainter                 *self,
                                                    BfMapLayer                    layer,
                                                    cairo_t                      *cr);
/* An image of @width × @height at @scale, with one layer drawn. */
cairo_surface_t *bf_map_painter_draw_layer_image   (BfMapPainter                 *self,
                                                    BfMapLayer                    layer,
                                                    int                           width,
                                                    int                           height,
                                                    int                           scale);
/* The part of the layer in @width × @height from (@x, @y) of the
 * board's pixels: the part of a zoomed board that is shown. */
cairo_surface_t *bf_map_painter_draw_layer_part    (BfMapPainter                 *self,
                                                    BfMapLayer                    layer,
                                                    int                           x,
                                                    int                           y,
                                                    int                           width,
                                                    int                           height,
                                                    int                           scale);
/* The whole board as one image: a copy of @below (an image of this
 * size from bf_map_painter_draw_layer_image()), the networks, @above,
 * and each space's disk in its rectangle of @space_rects (n_spaces;
 * faded where @sensitive, if not NULL, is FALSE). */
cairo_surface_t *bf_map_painter_compose            (BfMapPainter                 *self,
                                                    cairo_surface_t              *below,
                                                    cairo_surface_t              *above,
                                                    int                           width,
                                                    int                           height,
                                                    int                           scale,
                                                    const cairo_rectangle_int_t  *space_rects,
                                                    const gboolean               *sensitive);
/* The same for @part of the board, from layers of that part
 * (bf_map_painter_draw_layer_part()). */
cairo_surface_t *bf_map_painter_compose_part       (BfMapPainter                 *self,
                                                    cairo_surface_t              *below,
                                                    cairo_surface_t              *above,
                                                    const cairo_rectangle_int_t  *part,
                                                    int                           scale,
                                                    const cairo_rectangle_int_t  *space_rects,
                                                    const gboolean               *sensitive);
/* The ink rectangle of @region's name as the layer below draws it, in
 * pixels (for the tests: what to measure the contrast of). */
void          bf_map_painter_get_region_name_rect  (BfMapPainter                 *self,
                                                    BfRegion                      region,
                                                    cairo_rectangle_t            *rect);
/* Forgets the disks drawn (each look is drawn once per size and scale). */
void          bf_map_painter_clear_disks           (BfMapPainter                 *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfMapPainter, bf_map_painter_free)

G_END_DECLS
