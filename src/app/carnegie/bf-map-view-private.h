/* bf-map-view-private.h
 *
 * Internals of BfMapView, shared by its parts: the view
 * (bf-map-view.c: layout, the board through the painter, gestures,
 * focus, the model), its popovers (bf-map-popover.c) and its spaces
 * (bf-map-space.c). The getters the tests use are in bf-map-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-map-painter.h"
#include "bf-map-space.h"
#include "bf-map-view.h"
#include "bf-table-watch.h"

G_BEGIN_DECLS

/* Most spaces in one city (a major city's). */
#define MAX_CITY_SPACES 5

/* What a space shows; compared to skip spaces that did not change. The
 * owner is only compared, never dereferenced. */
typedef struct
{
  gconstpointer owner;
  gboolean      blocked;
  BfProjectType type;
} BfMapSpaceState;

struct _BfMapView
{
  GtkWidget     parent_instance;

  BfCarnegieRules      *rules;           /* owned */
  BfCarnegieGame       *game;            /* owned */
  BfCarnegiePlayer     *player;          /* owned */
  GSignalGroup *game_signals;    /* owned, on game */
  BfTableWatch *projects;        /* owned: every player's projects */

  BfMapGeometry *geometry;       /* owned: where everything lies */
  BfMapPainter  *painter;        /* owned: draws the board */
  GtkAllocation    *space_rects; /* owned, n_spaces: the spaces' allocations */
  BfMapSpace  **spaces;          /* owned array of child widgets */
  guint         n_cities;
  guint         n_spaces;

  /* What is shown, to update only what changes: a disk put on or
   * taken off marks its space, the blocking disks (which the game keeps
   * without a notification of their own) are compared with what is
   * shown, and a change of the players shows every space again. */
  BfMapSpaceState *space_states; /* owned, n_spaces */
  gboolean     *space_marked;    /* owned, n_spaces: a disk came or left */
  char         *players_key;     /* owned: the players as the map shows them */
  gboolean      shown;           /* space_states and players_key are set */

  /* The board, drawn once per size, scale and style: the static parts
   * below and above the networks as images, and the whole board as one
   * image, composed again from them when the networks change (and a
   * texture node of it, made when the renderer is not cairo). */
  cairo_surface_t *below;
  cairo_surface_t *above;
  cairo_surface_t *board;
  GskRenderNode   *board_node;
  int            layers_width;
  int            layers_height;
  int            layers_scale;
  gboolean       layers_cached;  /* read from the disk cache */
  /* The part of the view the layers and the board cover: the whole
   * view, or around the part shown of a board zoomed larger than
   * BOARD_MAX_PIXELS (see visible_part()). */
  cairo_rectangle_int_t drawn;
  guint          n_saved;        /* boards saved to the disk cache */
  guint          save_id;        /* saves the layers drawn last */

  /* The style the painter draws with (bf_map_painter_set_style()) */
  gboolean      have_palette;
  char         *font_name;       /* owned: the font the palette goes with */

  /* Type popover (a child) */
  GtkWidget    *popover;
  GtkWidget    *popover_title;
  GtkWidget    *type_buttons[BF_N_PROJECT_TYPES];
  GtkWidget    *type_checks[BF_N_PROJECT_TYPES];
  guint         popover_space;

  /* City popover (a child): one large button per space of the city
   * tapped, while the spaces are too small for a finger */
  GtkWidget    *city_popover;
  GtkWidget    *city_title;
  GtkWidget    *city_buttons[MAX_CITY_SPACES];
  GtkWidget    *city_labels[MAX_CITY_SPACES];
  GtkWidget    *city_symbols[MAX_CITY_SPACES]; /* the project type */
  GtkWidget    *city_disks[MAX_CITY_SPACES];   /* who holds the space */
  GdkRGBA       city_disk_rgba[MAX_CITY_SPACES];
  guint         city_popover_city;
  /* A town's project types: a tap puts the current player's disk on
   * the empty town with the type tapped */
  GtkWidget    *city_types;      /* the grid of buttons */
  GtkWidget    *city_types_title;
  GtkWidget    *city_type_buttons[BF_N_PROJECT_TYPES];
  /* The widest the popover's content may be to stay in the window
   * (G_MAXINT: not known yet), see fit_city_popover() */
  int           city_max_width;
  /* On the root while the map is in one (not autohide, the city
   * popover is closed by presses off the map here) */
  GtkWidget          *root;      /* borrowed */
  GtkEventController *root_events; /* owned by root */

  /* The panel below the map (bf-map-panel.c) that lists a region's
   * spaces as large buttons for a finger, instead of the city popover;
   * NULL when there is none. */
  GtkWidget    *panel;           /* borrowed, cleared by the panel */

  /* Set while a tap changes the model in several steps. */
  gboolean      busy;
};

/* bf-map-view.c */
void                 _bf_map_view_get_widget_palette (GtkWidget     *widget,
                                                      BfMapPalette  *palette);
/* The colours and the font the board is drawn with. */
const BfMapPalette  *_bf_map_view_ensure_palette     (BfMapView     *self);
const char          *_bf_map_view_type_name          (BfMapView     *self,
                                                      BfProjectType  type);
/* Whether the project type of the disk on @space can be chosen (a
 * human player's disk on a town, or with Political Lobbying). */
gboolean             _bf_map_view_can_choose_type    (BfMapView         *self,
                                                      guint              space,
                                                      BfCarnegiePlayer **owner_out);
/* Brings the map up to date with the game, touching only what changed. */
void                 _bf_map_view_refresh            (BfMapView     *self);
/* The networks or a disk changed: the board is composed again. */
void                 _bf_map_view_invalidate_board   (BfMapView     *self);
void                 _bf_map_view_emit_error         (BfMapView     *self,
                                                      const char    *message);

/* bf-map-popover.c */
void                 _bf_map_view_type_symbol_draw_cb (GtkDrawingArea *area,
                                                       cairo_t        *cr,
                                                       int             width,
                                                       int             height,
                                                       gpointer        user_data);
GtkWidget           *_bf_map_view_new_type_button    (BfMapView     *self,
                                                      BfProjectType  type,
                                                      gboolean       with_name);
gboolean             _bf_map_view_describe_disk      (BfMapView      *self,
                                                      guint           space,
                                                      BfProjectType  *type,
                                                      const char    **holder,
                                                      GdkRGBA        *rgba);
/* Whether the spaces are drawn smaller than a fingertip (44 px). */
gboolean             _bf_map_view_spaces_too_small   (BfMapView     *self);
/* The city whose tap area holds (@x, @y), or G_MAXUINT. */
guint                _bf_map_view_city_at            (BfMapView     *self,
                                                      double         x,
                                                      double         y);
gboolean             _bf_map_view_can_place_town_disk (BfMapView    *self,
                                                       guint         space);
void                 _bf_map_view_place_town_disk    (BfMapView     *self,
                                                      guint          space,
                                                      BfProjectType  type);
void                 _bf_map_view_show_type_popover  (BfMapView     *self,
                                                      guint          space);
void                 _bf_map_view_update_city_button (BfMapView     *self,
                                                      guint          space);
void                 _bf_map_view_update_city_types  (BfMapView     *self);
void                 _bf_map_view_place_popovers     (BfMapView     *self);
gboolean             _bf_map_view_popover_showing    (GtkWidget     *popover);

/* bf-map-panel.c: what the map tells its panel */
void                 _bf_map_panel_show_city         (GtkWidget     *panel,
                                                      guint          city);
void                 _bf_map_panel_update_space      (GtkWidget     *panel,
                                                      guint          space);
void                 _bf_map_panel_update_types      (GtkWidget     *panel);

G_END_DECLS
