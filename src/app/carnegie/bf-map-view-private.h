/* bf-map-view-private.h
 *
 * Internals of BfMapView, shared by its parts: the view
 * (bf-map-view.c: layout, the board through the painter, gestures,
 * focus, the model), its popovers (bf-map-popover.c) and its spaces
 * (bf-map-space.c); and the getters the tests use. Those stay for now
 * (#17): the highlights, the board texture and whether it came from the
 * cache, and the space or city a popover is for are state, not widgets;
 * the popovers and their buttons are built by their getter the first
 * time (ensure_popover(), ensure_city_popover()), and no test finds
 * them yet by the style classes they carry ("bf-map-type-popover",
 * "bf-map-city-popover").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-map-painter-private.h"
#include "bf-map-space-private.h"
#include "bf-map-view.h"

G_BEGIN_DECLS

/* Whether the road joins two cities that both hold a disk of the
 * current player (drawn thicker in the player's colour). */
gboolean    _bf_map_view_get_road_highlighted (BfMapView     *self,
                                               guint          road);
/* Whether @city is a major city in one of the current player's networks
 * holding two or more major cities (the ones that score connections). */
gboolean    _bf_map_view_get_city_highlighted (BfMapView     *self,
                                               guint          city);

/* The popover choosing the project type of a disk on a small town. */
GtkWidget  *_bf_map_view_get_type_popover     (BfMapView     *self);
GtkWidget  *_bf_map_view_get_type_button      (BfMapView     *self,
                                               BfProjectType  type);
/* The space the type popover is (or was last) shown for. */
guint       _bf_map_view_get_type_space       (BfMapView     *self);

/* What a primary press released at (@x, @y) does before the spaces see
 * it, by a finger (@touch) or a mouse: TRUE when the map took it for
 * the city popover (opened it while the spaces were too small to tap,
 * switched it to another city, or closed it). */
gboolean    _bf_map_view_tap                   (BfMapView *self,
                                                double     x,
                                                double     y,
                                                gboolean   touch);
/* The popover of large buttons for a city's spaces; the city it is (or
 * was last) shown for; the button of @space in it (while its city is
 * shown). */
GtkWidget  *_bf_map_view_get_city_popover      (BfMapView *self);
guint       _bf_map_view_get_city_popover_city (BfMapView *self);
GtkWidget  *_bf_map_view_get_city_button       (BfMapView *self,
                                                guint      space);
/* The button of @type in the city popover of an empty town: the
 * current player's disk there with that type. */
GtkWidget  *_bf_map_view_get_city_type_button  (BfMapView     *self,
                                                BfProjectType  type);

/* The tooltip of a space, as shown when the pointer rests on it. */
char       *_bf_map_view_dup_space_tooltip    (BfMapView     *self,
                                               guint          space);

/* The board shown (regions, roads, networks, plates, names), NULL
 * before it is first drawn; whether its static layers were read from
 * the disk cache (bf-map-cache.c) rather than drawn. */
GdkTexture *_bf_map_view_get_board_texture    (BfMapView     *self);
gboolean    _bf_map_view_get_board_cached     (BfMapView     *self);

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

  BfMapGeometry *geometry;       /* owned: where everything lies */
  BfMapPainter  *painter;        /* owned: draws the board */
  GtkAllocation    *space_rects; /* owned, n_spaces: the spaces' allocations */
  BfMapSpace  **spaces;          /* owned array of child widgets */
  guint         n_cities;
  guint         n_spaces;

  /* What is shown, to update only what changes */
  BfMapSpaceState *space_states; /* owned, n_spaces */
  char         *players_key;     /* owned: the players as the map shows them */
  gboolean      shown;           /* space_states and players_key are set */

  /* The board, drawn once per size, scale and style: the static parts
   * below and above the networks as images, and the whole board as one
   * texture, composed again from them when the networks change. */
  cairo_surface_t *below;
  cairo_surface_t *above;
  GskRenderNode   *board;
  int            layers_width;
  int            layers_height;
  int            layers_scale;
  gboolean       layers_cached;  /* read from the disk cache */
  gboolean       layers_saved;   /* saved to the disk cache once */
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
gboolean             _bf_map_view_can_choose_type    (BfMapView     *self,
                                                      guint          space,
                                                      BfCarnegiePlayer     **owner_out);
/* Brings the map up to date with the game, touching only what changed. */
void                 _bf_map_view_refresh            (BfMapView     *self);
/* The networks or a disk changed: the board is composed again. */
void                 _bf_map_view_invalidate_board   (BfMapView     *self);
void                 _bf_map_view_emit_error         (BfMapView     *self,
                                                      const char    *message);

/* bf-map-popover.c */
void                 _bf_map_view_show_type_popover  (BfMapView     *self,
                                                      guint          space);
void                 _bf_map_view_update_city_button (BfMapView     *self,
                                                      guint          space);
void                 _bf_map_view_update_city_types  (BfMapView     *self);
void                 _bf_map_view_place_popovers     (BfMapView     *self);
gboolean             _bf_map_view_popover_showing    (GtkWidget     *popover);

G_END_DECLS
