/* bf-map-view.c
 *
 * The board is drawn in three layers: the static board below (regions,
 * roads), the current player's networks, and the static board above
 * (city plates, names, badges). The static layers are drawn into images
 * once per size, scale and style (and kept on disk, bf-map-cache.c); the
 * board shown is one texture made from them, the networks and the disks.
 * The space buttons draw only what shows over a disk (hover, press,
 * focus). A change of the game updates only the spaces whose disk
 * changed and composes the board again only when a disk or the networks
 * changed, so an entry the map does not show (money, say) costs the map
 * nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bf-map-cache.h"
#include "bf-map-view.h"
#include "bf-map-view-private.h"
#include "bf-widgets.h"

/* The board is drawn in "board units" on a BOARD_WIDTH × BOARD_HEIGHT
 * rectangle, scaled to the allocation keeping the aspect ratio. */
#define BOARD_WIDTH  1000.0
#define BOARD_HEIGHT 640.0
#define MARGIN_X     45.0
#define MARGIN_Y     30.0
#define DISK         20.0   /* diameter of a construction space */
#define GAP          3.0    /* between two spaces of a city */
#define PAD          4.0    /* between the spaces and the city's plate */
#define NAME_SIZE    12.0
#define MAJOR_NAME_SIZE 14.0
#define REGION_NAME_SIZE 15.0
#define BADGE_RADIUS 7.5
#define RAILS_SIZE   11.0
#define REGION_MARGIN 42.0  /* tint around the outermost cities */

/* Below this scale the names of towns and medium cities would be too
 * small to read and overlap: only the major cities keep theirs. */
#define NAMES_MIN_SCALE 0.62
#define HALO_TOLERANCE 0.5    /* pixels; cairo's default is 0.1 */
/* Smallest text drawn, in pixels. */
#define MIN_TEXT_PX  7.0
/* Smallest target a finger hits reliably, in pixels (GNOME HIG). Spaces
 * drawn smaller are entered through the city popover. */
#define TAP_MIN      44
/* Most spaces in one city (a major city's). */
#define MAX_CITY_SPACES 5
/* Room kept between the city popover and the window's sides */
#define CITY_POPOVER_MARGIN 6

#define MIN_WIDTH    340
#define MIN_HEIGHT   220
#define NAT_WIDTH    800
#define NAT_HEIGHT   512

#define ANDREW_RGB   "#5e5c64"

/* Part of the disk cache's key (bf-map-cache.c): raise it with any
 * change to draw_board_below() or draw_board_above() (or what they
 * call), so that no board drawn by the older code is shown. */
#define BOARD_DRAWING_VERSION 1
/* Saving waits for the size to settle (a window being resized draws
 * the board at every size); the first board drawn is saved at once. */
#define CACHE_SAVE_DELAY_MS 2000

typedef enum
{
  PLATE_TOWN,
  PLATE_ROW,        /* three spaces in a row */
  PLATE_TRIANGLE,   /* two spaces above one */
  PLATE_MAJOR,      /* three spaces above two */
} PlateShape;

typedef struct
{
  double          cx, cy;        /* board units */
  graphene_rect_t plate;         /* board units */
  PlateShape      shape;
  char            place;         /* where the name goes: 'n', 's', 'e', 'w' */
  gboolean        badge_below;   /* VP badge on a bottom corner */
} CityGeometry;

typedef struct
{
  gboolean dark;
  GdkRGBA  fg;
  GdkRGBA  bg;
  GdkRGBA  accent;
} Palette;

/* What a space shows; compared to skip spaces that did not change. The
 * owner is only compared, never dereferenced. */
typedef struct
{
  gconstpointer owner;
  gboolean      blocked;
  BfProjectType type;
} SpaceState;

typedef enum
{
  LAYER_BELOW,
  LAYER_NETWORKS,
  LAYER_ABOVE,
  N_LAYERS
} BoardLayer;

/* Where each city's name goes, to keep names off the neighbouring
 * cities (checked at every size down to the phone layout). Cities not
 * listed have their name above. */
static const struct
{
  const char *id;
  char        place;
} name_places[] = {
  { "seattle", 'e' },
  { "helena", 'e' },
  { "portland", 'w' },
  { "boise", 'e' },
  { "san-francisco", 's' },
  { "reno", 'e' },
  { "salt-lake-city", 'e' },
  { "denver", 'e' },
  { "los-angeles", 's' },
  { "phoenix", 's' },
  { "santa-fe", 'e' },
  { "omaha", 'w' },
  { "st-paul", 's' },
  { "st-louis", 's' },
  { "cincinnati", 'n' },
  { "albany", 'w' },
  { "boston", 'e' },
  { "new-york", 'e' },
  { "washington", 's' },
  { "el-paso", 'w' },
  { "dallas", 'e' },
  { "memphis", 'w' },
  { "atlanta", 's' },
  { "charleston", 'e' },
  { "san-antonio", 's' },
  { "houston", 's' },
  { "new-orleans", 's' },
};

/* Medium cities drawn with two spaces above one, where a row of three
 * would touch the neighbour. */
static const char * const triangle_cities[] = { "kansas-city", "st-louis" };

/* Region tints; the names come from the rule data. */
static const char * const region_rgb[BF_N_REGIONS] = {
  [BF_REGION_EAST] = "#1c71d8",
  [BF_REGION_MIDWEST] = "#26a269",
  [BF_REGION_SOUTH] = "#c64600",
  [BF_REGION_WEST] = "#a37800",
};

static const struct
{
  double x, y;
} region_name_pos[BF_N_REGIONS] = {
  [BF_REGION_EAST] = { 905, 118 },
  [BF_REGION_MIDWEST] = { 715, 62 },
  [BF_REGION_SOUTH] = { 830, 585 },
  [BF_REGION_WEST] = { 95, 600 },
};

/* Project type colours as printed (green house, teal $, orange
 * factory, pink bridge), for light and dark backgrounds. */
static const char * const type_rgb[2][BF_N_PROJECT_TYPES] = {
  { "#26a269", "#138a8a", "#e66100", "#c0368a" },
  { "#57e389", "#5bc8c8", "#ffa348", "#f17fc0" },
};

/* BfMapSpace: one construction space, a button drawn as a disk. */

#define BF_TYPE_MAP_SPACE (bf_map_space_get_type ())

G_DECLARE_FINAL_TYPE (BfMapSpace, bf_map_space, BF, MAP_SPACE, GtkButton)

struct _BfMapSpace
{
  GtkButton  parent_instance;

  BfMapView *view;               /* borrowed: the parent */
  guint      space;
  char      *label;              /* owned: the accessible label shown */
  gboolean   choosable;          /* a disk whose project type can be chosen */
  gboolean   long_pressed;
};

G_DEFINE_FINAL_TYPE (BfMapSpace, bf_map_space, GTK_TYPE_BUTTON)

struct _BfMapView
{
  GtkWidget     parent_instance;

  BfRules      *rules;           /* owned */
  BfGame       *game;            /* owned */
  BfPlayer     *player;          /* owned */
  GSignalGroup *game_signals;    /* owned, on game */

  CityGeometry *cities;          /* owned, n_cities */
  graphene_point_t *space_pos;   /* owned, n_spaces, board units */
  GtkAllocation    *space_rects; /* owned, n_spaces: the spaces' allocations */
  BfMapSpace  **spaces;          /* owned array of child widgets */
  guint         n_cities;
  guint         n_spaces;

  /* Current player's networks */
  gboolean     *city_highlight;  /* owned, n_cities */
  gboolean     *road_highlight;  /* owned, n_roads */

  /* What is shown, to update only what changes */
  SpaceState   *space_states;    /* owned, n_spaces */
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
  GArray          *disk_images;  /* DiskImage: each disk look drawn */
  gboolean       layers_cached;  /* read from the disk cache */
  gboolean       layers_saved;   /* saved to the disk cache once */
  guint          save_id;        /* saves the layers drawn last */

  /* For the drawing: dropped when the style changes */
  PangoLayout          *layout;  /* owned: see get_layout() */
  PangoFontDescription *font;    /* owned */
  Palette       palette;
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

  /* Layout: pixels = offset + board units * scale */
  double        scale;
  double        off_x;
  double        off_y;

  /* Set while a tap changes the model in several steps. */
  gboolean      busy;
};

G_DEFINE_FINAL_TYPE (BfMapView, bf_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void ensure_popover (BfMapView *self);
static void clear_disk_images (BfMapView *self);
static void invalidate_board (BfMapView *self);
static void show_type_popover (BfMapView *self,
                               guint      space);
static void update_city_button (BfMapView *self,
                                guint      space);

/* Helpers */

static void
parse_rgba (GdkRGBA    *rgba,
            const char *spec)
{
  if (spec == NULL || !gdk_rgba_parse (rgba, spec))
    gdk_rgba_parse (rgba, "#888a85");
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *rgba,
            double         alpha)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
}

static double
luminance (const GdkRGBA *rgba)
{
  return 0.2126 * rgba->red + 0.7152 * rgba->green + 0.0722 * rgba->blue;
}

static void
get_palette (GtkWidget *widget,
             Palette   *palette)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, &palette->fg);
  palette->dark = luminance (&palette->fg) > 0.5;

  if (!gtk_style_context_lookup_color (context, "view_bg_color", &palette->bg))
    parse_rgba (&palette->bg, palette->dark ? "#1e1e1e" : "#ffffff");
  if (!gtk_style_context_lookup_color (context, "accent_color", &palette->accent))
    parse_rgba (&palette->accent, palette->dark ? "#78aeed" : "#1c71d8");
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static char *
dup_font_name (BfMapView *self)
{
  const PangoFontDescription *font =
    pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));

  return font != NULL ? pango_font_description_to_string (font) : g_strdup ("");
}

/* The colours and the font the board is drawn with. */
static void
ensure_palette (BfMapView *self)
{
  if (self->have_palette)
    return;

  get_palette (GTK_WIDGET (self), &self->palette);
  g_free (self->font_name);
  self->font_name = dup_font_name (self);
  self->have_palette = TRUE;
}

static const char *
player_display_name (BfPlayer *player)
{
  const char *name = bf_player_get_name (player);

  if (name != NULL && *name != '\0')
    return name;

  if (bf_player_is_andrew (player))
    /* Translators: the solo opponent */
    return _("Andrew");

  /* Translators: a player without a name */
  return _("Player");
}

static void
player_initial (BfPlayer *player,
                char      buf[8])
{
  const char *name = player_display_name (player);
  gunichar c = g_unichar_toupper (g_utf8_get_char_validated (name, -1));
  int len;

  if (c == (gunichar) -1 || c == (gunichar) -2 || c == 0)
    c = '?';

  len = g_unichar_to_utf8 (c, buf);
  buf[len] = '\0';
}

static gboolean
find_player (BfGame   *game,
             BfPlayer *player,
             guint    *position)
{
  GListModel *players = bf_game_get_players (game);
  guint n = g_list_model_get_n_items (players);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfPlayer) item = g_list_model_get_item (players, i);

      if (item == player)
        {
          if (position != NULL)
            *position = i;
          return TRUE;
        }
    }

  return FALSE;
}

static void
player_rgba (BfMapView *self,
             BfPlayer  *player,
             GdkRGBA   *rgba)
{
  const char *id = bf_player_get_color (player);
  const BfColor *color;
  GListModel *players;
  guint n_players, n_colors, wanted = 0;

  if (bf_player_is_andrew (player))
    {
      parse_rgba (rgba, ANDREW_RGB);
      return;
    }

  if (id != NULL && (color = bf_rules_lookup_color (self->rules, id)) != NULL)
    {
      parse_rgba (rgba, color->rgb);
      return;
    }

  /* No colour chosen: the first rule colour no player took, the second
   * for the second player without a colour… */
  n_colors = bf_rules_get_n_colors (self->rules);
  if (self->game == NULL || n_colors == 0)
    {
      parse_rgba (rgba, "#c01c28");
      return;
    }

  players = bf_game_get_players (self->game);
  n_players = g_list_model_get_n_items (players);
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(BfPlayer) item = g_list_model_get_item (players, i);

      if (item == player)
        break;
      if (!bf_player_is_andrew (item) && bf_player_get_color (item) == NULL)
        wanted++;
    }

  for (guint pass = 0; pass < 2; pass++)
    {
      guint found = 0;

      for (guint c = 0; c < n_colors; c++)
        {
          const BfColor *candidate = bf_rules_get_color (self->rules, c);
          gboolean used = FALSE;

          for (guint i = 0; i < n_players && pass == 0; i++)
            {
              g_autoptr(BfPlayer) item = g_list_model_get_item (players, i);

              if (g_strcmp0 (bf_player_get_color (item), candidate->id) == 0)
                used = TRUE;
            }

          if (!used && found++ == wanted % n_colors)
            {
              parse_rgba (rgba, candidate->rgb);
              return;
            }
        }
    }

  parse_rgba (rgba, "#c01c28");
}

static guint
count_blocked (BfMapView *self)
{
  guint blocked = 0;

  for (guint i = 0; i < self->n_spaces; i++)
    if (bf_game_get_space_blocked (self->game, i))
      blocked++;

  return blocked;
}

static guint
blocking_disks (BfMapView *self)
{
  guint n_players = bf_game_get_n_players (self->game);

  if (n_players < 1 || n_players > BF_MAX_PLAYERS)
    return 0;

  return bf_rules_get_blocking_disks (self->rules, n_players);
}

static void
board_to_widget (BfMapView *self,
                 double     bx,
                 double     by,
                 double    *x,
                 double    *y)
{
  *x = self->off_x + bx * self->scale;
  *y = self->off_y + by * self->scale;
}

/* Geometry, in board units, computed once from the rule data */

static char
lookup_place (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (name_places); i++)
    if (g_str_equal (name_places[i].id, id))
      return name_places[i].place;

  return 'n';
}

static gboolean
is_triangle (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (triangle_cities); i++)
    if (g_str_equal (triangle_cities[i], id))
      return TRUE;

  return FALSE;
}

static void
compute_geometry (BfMapView *self)
{
  const double step = DISK + GAP;

  self->n_cities = bf_rules_get_n_cities (self->rules);
  self->n_spaces = bf_rules_get_n_spaces (self->rules);
  self->cities = g_new0 (CityGeometry, self->n_cities);
  self->space_pos = g_new0 (graphene_point_t, self->n_spaces);
  self->space_rects = g_new0 (GtkAllocation, self->n_spaces);

  for (guint c = 0; c < self->n_cities; c++)
    {
      const BfCity *city = bf_rules_get_city (self->rules, c);
      CityGeometry *geom = &self->cities[c];
      double w, h, x0, y0;

      geom->cx = MARGIN_X + city->x * (BOARD_WIDTH - 2 * MARGIN_X);
      geom->cy = MARGIN_Y + city->y * (BOARD_HEIGHT - 2 * MARGIN_Y);
      geom->place = lookup_place (city->id);
      geom->badge_below = g_str_equal (city->id, "boston");

      if (city->n_spaces >= 5)
        geom->shape = PLATE_MAJOR;
      else if (city->n_spaces >= 2 && is_triangle (city->id))
        geom->shape = PLATE_TRIANGLE;
      else if (city->n_spaces >= 2)
        geom->shape = PLATE_ROW;
      else
        geom->shape = PLATE_TOWN;

      switch (geom->shape)
        {
        case PLATE_MAJOR:
          w = 3 * DISK + 2 * GAP + 2 * PAD;
          h = 2 * DISK + GAP + 2 * PAD;
          break;
        case PLATE_TRIANGLE:
          w = 2 * DISK + GAP + 2 * PAD;
          h = 2 * DISK + GAP + 2 * PAD;
          break;
        case PLATE_ROW:
          w = 3 * DISK + 2 * GAP + 2 * PAD;
          h = DISK + 2 * PAD;
          break;
        case PLATE_TOWN:
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
            case PLATE_MAJOR:
              if (s < 3)
                graphene_point_init (p, x0 + PAD + DISK / 2 + s * step, row1);
              else
                graphene_point_init (p, geom->cx + (s == 3 ? -step : step) / 2, row1 + step);
              break;
            case PLATE_TRIANGLE:
              if (s < 2)
                graphene_point_init (p, geom->cx + (s == 0 ? -step : step) / 2, row1);
              else
                graphene_point_init (p, geom->cx, row1 + step);
              break;
            case PLATE_ROW:
              graphene_point_init (p, x0 + PAD + DISK / 2 + s * step, geom->cy);
              break;
            case PLATE_TOWN:
            default:
              graphene_point_init (p, geom->cx, geom->cy);
              break;
            }
        }
    }
}

/* Networks */

static void
update_networks (BfMapView *self)
{
  guint n_roads = bf_rules_get_n_roads (self->rules);
  g_autofree gboolean *has_disk = g_new0 (gboolean, self->n_cities);
  g_autofree int *component = g_new (int, self->n_cities);
  g_autofree guint *stack = g_new (guint, self->n_cities);

  memset (self->city_highlight, 0, sizeof (gboolean) * self->n_cities);
  memset (self->road_highlight, 0, sizeof (gboolean) * n_roads);

  if (self->game == NULL || self->player == NULL)
    return;

  for (guint i = 0; i < bf_player_get_n_projects (self->player); i++)
    {
      const BfProject *project = bf_player_get_project (self->player, i);

      if (project->space < self->n_spaces)
        has_disk[bf_rules_get_space (self->rules, project->space)->city] = TRUE;
    }

  for (guint r = 0; r < n_roads; r++)
    {
      const BfRoad *road = bf_rules_get_road (self->rules, r);

      self->road_highlight[r] = has_disk[road->city_a] && has_disk[road->city_b];
    }

  /* Connected components of the cities holding the player's disks. */
  for (guint c = 0; c < self->n_cities; c++)
    component[c] = -1;

  for (guint c = 0; c < self->n_cities; c++)
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

          if (bf_rules_get_city (self->rules, city)->kind == BF_CITY_MAJOR)
            n_majors++;

          neighbours = bf_rules_get_neighbours (self->rules, city, &n_neighbours);
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
          for (guint m = 0; m < self->n_cities; m++)
            if (component[m] == (int) c &&
                bf_rules_get_city (self->rules, m)->kind == BF_CITY_MAJOR)
              self->city_highlight[m] = TRUE;
        }
    }
}

/* Descriptions */

static const char *
type_name (BfMapView     *self,
           BfProjectType  type)
{
  if (type >= BF_N_PROJECT_TYPES)
    /* Translators: the project type of a small town's space */
    return _("Any type");

  return bf_rules_get_project_type (self->rules, type)->name;
}

static char *
describe_space (BfMapView *self,
                guint      space)
{
  const BfSpace *info = bf_rules_get_space (self->rules, space);
  const BfCity *city = bf_rules_get_city (self->rules, info->city);
  BfPlayer *owner = NULL;
  g_autofree char *where = NULL;
  g_autofree char *what = NULL;

  if (info->type == BF_PROJECT_ANY)
    /* Translators: a small town's construction space on the map, "Reno, small town" */
    where = g_strdup_printf (_("%s, small town"), city->name);
  else
    /* Translators: a construction space on the map: city, number of the
     * space in the city, project type, "Chicago, space 3, Industry" */
    where = g_strdup_printf (_("%s, space %u, %s"), city->name, info->slot,
                             type_name (self, info->type));

  if (self->game != NULL)
    owner = bf_game_get_space_owner (self->game, space);

  if (owner != NULL)
    {
      const BfProject *project = bf_player_find_project (owner, space);

      if (project != NULL && project->type < BF_N_PROJECT_TYPES &&
          (info->type == BF_PROJECT_ANY || project->type != info->type))
        /* Translators: who has a disk on a small town (or on a space of
         * another type, with Political Lobbying) and the project type
         * built there, "Anna’s disk, Housing" */
        what = g_strdup_printf (_("%s’s disk, %s"), player_display_name (owner),
                                type_name (self, project->type));
      else if (project != NULL && project->type >= BF_N_PROJECT_TYPES &&
               info->type == BF_PROJECT_ANY && !bf_player_is_andrew (owner))
        /* Translators: a human player's disk on a small town whose project
         * type was not chosen yet, "Anna’s disk, type not chosen yet" */
        what = g_strdup_printf (_("%s’s disk, type not chosen yet"), player_display_name (owner));
      else
        /* Translators: who has a disk on a construction space, "Anna’s disk" */
        what = g_strdup_printf (_("%s’s disk"), player_display_name (owner));
    }
  else if (self->game != NULL && bf_game_get_space_blocked (self->game, space))
    /* Translators: a neutral disk on a construction space */
    what = g_strdup (_("blocking disk"));
  else
    /* Translators: nothing on a construction space */
    what = g_strdup (C_("space", "empty"));

  /* Translators: a construction space and what stands on it,
   * "Chicago, space 3, Industry: Anna’s disk" */
  return g_strdup_printf (_("%s: %s"), where, what);
}

static gboolean
can_choose_type (BfMapView *self,
                 guint      space,
                 BfPlayer **owner_out)
{
  const BfSpace *info = bf_rules_get_space (self->rules, space);
  BfPlayer *owner;

  if (self->game == NULL)
    return FALSE;

  owner = bf_game_get_space_owner (self->game, space);
  if (owner == NULL || bf_player_is_andrew (owner))
    return FALSE;

  if (owner_out != NULL)
    *owner_out = owner;

  /* A town takes any type; Political Lobbying allows building any type
   * on a typed space. */
  return info->type == BF_PROJECT_ANY ||
         bf_player_has_effect (owner, BF_DEPT_EFFECT_POLITICAL_LOBBYING);
}

/* Tooltips are made when asked for: setting a tooltip text makes GTK
 * query the pointer from the display server, once per space. */
static char *
space_tooltip (BfMapSpace *button)
{
  if (button->choosable)
    return g_strdup_printf ("%s\n%s", button->label,
                            /* Translators: tooltip of a disk on a small town */
                            _("Right-click or long-press to choose the project type"));

  return g_strdup (button->label);
}

static void
update_space (BfMapView *self,
              guint      space)
{
  BfMapSpace *button = self->spaces[space];
  g_autofree char *label = describe_space (self, space);
  gboolean choosable = can_choose_type (self, space, NULL);

  if (g_strcmp0 (label, button->label) != 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      g_free (button->label);
      button->label = g_steal_pointer (&label);
    }

  if (choosable != button->choosable)
    {
      button->choosable = choosable;
      if (choosable)
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        /* Translators: tooltip of a disk on a small town */
                                        _("Right-click or long-press to choose the project type"),
                                        -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (button),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }

  update_city_button (self, space);
  invalidate_board (self);
}

static void
clear_layers_below_above (BfMapView *self)
{
  g_clear_pointer (&self->below, cairo_surface_destroy);
  g_clear_pointer (&self->above, cairo_surface_destroy);
}

static void
clear_layers (BfMapView *self,
              gboolean   all)
{
  if (all)
    clear_layers_below_above (self);
  g_clear_pointer (&self->board, gsk_render_node_unref);
}

/* The networks or a disk changed: the board is composed again. */
static void
invalidate_board (BfMapView *self)
{
  clear_layers (self, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Everything about the players that the spaces and the networks show:
 * names (initials, descriptions), colours (also those picked for players
 * without one), Andrew, Political Lobbying (the type choice) and who the
 * current player is (the networks' colour). */
static char *
players_key (BfMapView *self)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%p", (gpointer) self->player);

  if (self->game != NULL)
    {
      GListModel *players = bf_game_get_players (self->game);
      guint n = g_list_model_get_n_items (players);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(BfPlayer) item = g_list_model_get_item (players, i);

          g_string_append_printf (key, "|%p %s %s %d %d", (gpointer) item,
                                  player_display_name (item),
                                  bf_player_get_color (item) != NULL ? bf_player_get_color (item) : "",
                                  bf_player_is_andrew (item),
                                  bf_player_has_effect (item, BF_DEPT_EFFECT_POLITICAL_LOBBYING));
        }
    }

  return g_string_free (key, FALSE);
}

static void
space_state (BfMapView  *self,
             guint       space,
             SpaceState *state)
{
  BfPlayer *owner = NULL;
  const BfProject *project = NULL;

  memset (state, 0, sizeof *state);
  state->type = BF_PROJECT_ANY;

  if (self->game == NULL)
    return;

  owner = bf_game_get_space_owner (self->game, space);
  if (owner != NULL)
    project = bf_player_find_project (owner, space);

  state->owner = owner;
  state->blocked = bf_game_get_space_blocked (self->game, space);
  if (project != NULL)
    state->type = project->type;
}

/* Brings the map up to date with the game, touching only what changed. */
static void
refresh (BfMapView *self)
{
  guint n_roads;
  g_autofree gboolean *old_cities = NULL;
  g_autofree gboolean *old_roads = NULL;
  g_autofree char *key = NULL;
  gboolean all;

  if (self->busy || self->spaces == NULL)
    return;

  n_roads = bf_rules_get_n_roads (self->rules);
  old_cities = g_memdup2 (self->city_highlight, sizeof (gboolean) * self->n_cities);
  old_roads = g_memdup2 (self->road_highlight, sizeof (gboolean) * n_roads);
  update_networks (self);

  key = players_key (self);
  all = !self->shown || g_strcmp0 (key, self->players_key) != 0;
  if (all)
    {
      g_free (self->players_key);
      self->players_key = g_steal_pointer (&key);
      self->shown = TRUE;
    }

  for (guint i = 0; i < self->n_spaces; i++)
    {
      SpaceState state;

      space_state (self, i, &state);
      if (!all && memcmp (&state, &self->space_states[i], sizeof state) == 0)
        continue;

      self->space_states[i] = state;
      update_space (self, i);
    }

  if (self->popover != NULL && gtk_widget_get_visible (self->popover) &&
      !can_choose_type (self, self->popover_space, NULL))
    gtk_popover_popdown (GTK_POPOVER (self->popover));

  if (all ||
      memcmp (old_cities, self->city_highlight, sizeof (gboolean) * self->n_cities) != 0 ||
      memcmp (old_roads, self->road_highlight, sizeof (gboolean) * n_roads) != 0)
    {
      clear_layers (self, FALSE);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* Shows everything again, as for a new game. */
static void
refresh_all (BfMapView *self)
{
  self->shown = FALSE;
  refresh (self);
}

static void
game_changed_cb (BfMapView *self,
                 BfGame    *game)
{
  refresh (self);
}

/* Drawing */

static void
draw_type_symbol (cairo_t       *cr,
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
  set_source (cr, color, 1.0);

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

          parse_rgba (&rgba, type_rgb[dark][t]);
          set_source (cr, &rgba, 1.0);
          cairo_arc (cr, (t % 2 == 0 ? -0.3 : 0.3), (t < 2 ? -0.3 : 0.3), 0.24, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    }

  cairo_restore (cr);
}

/* The one layout all the map's text is laid out with (a fresh layout
 * per label means a fresh Pango context each time), set up for @text
 * and @cr. Owned by the view; valid until the next call. */
static PangoLayout *
get_layout (BfMapView  *self,
            cairo_t    *cr,
            const char *text,
            double      size_px,
            gboolean    bold)
{
  if (self->layout == NULL)
    {
      const PangoFontDescription *base;

      self->layout = pango_cairo_create_layout (cr);
      base = pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
      self->font = base != NULL ? pango_font_description_copy (base) : pango_font_description_new ();
    }
  else
    {
      pango_cairo_update_layout (cr, self->layout);
    }

  pango_font_description_set_absolute_size (self->font, MAX (size_px, 1.0) * PANGO_SCALE);
  pango_font_description_set_weight (self->font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (self->layout, self->font);
  pango_layout_set_attributes (self->layout, NULL);
  pango_layout_set_text (self->layout, text, -1);

  return self->layout;
}

static void
clear_text (BfMapView *self)
{
  g_clear_object (&self->layout);
  g_clear_pointer (&self->font, pango_font_description_free);
}

/* Draws @layout centred on (cx, cy) by its ink extents. */
static void
show_centred (cairo_t     *cr,
              PangoLayout *layout,
              double       cx,
              double       cy)
{
  PangoRectangle ink;

  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr,
                 cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - (ink.y + ink.height / 2.0) / PANGO_SCALE);
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
plate_path (BfMapView          *self,
            const CityGeometry *geom,
            cairo_t            *cr,
            double              grow)
{
  double x, y, w, h;

  board_to_widget (self, geom->plate.origin.x, geom->plate.origin.y, &x, &y);
  w = geom->plate.size.width * self->scale;
  h = geom->plate.size.height * self->scale;

  if (geom->shape == PLATE_TOWN)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + w / 2, y + h / 2, w / 2 + grow, 0, 2 * G_PI);
    }
  else
    {
      double radius = geom->shape == PLATE_MAJOR ? 12.0 : (DISK / 2 + PAD);

      rounded_rect (cr, x - grow, y - grow, w + 2 * grow, h + 2 * grow,
                    radius * self->scale + grow);
    }
}

/* A point on the plate's outline towards one of its corners
 * (dx, dy = ±1), in pixels. */
static void
plate_corner (BfMapView          *self,
              const CityGeometry *geom,
              int                 dx,
              int                 dy,
              double             *x,
              double             *y)
{
  double hw = geom->plate.size.width / 2;
  double hh = geom->plate.size.height / 2;

  if (geom->shape == PLATE_TOWN)
    {
      hw *= G_SQRT2 / 2;
      hh *= G_SQRT2 / 2;
    }
  else
    {
      hw -= 2;
      hh -= 2;
    }

  board_to_widget (self, geom->cx + dx * hw, geom->cy + dy * hh, x, y);
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
draw_rails (cairo_t       *cr,
            double         cx,
            double         cy,
            double         size,
            const Palette *palette)
{
  double half = size / 2;

  set_source (cr, &palette->bg, 1.0);
  cairo_arc (cr, cx, cy, half + 1, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  set_source (cr, &palette->fg, 0.5);
  cairo_set_line_width (cr, MAX (size * 0.08, 0.8));
  cairo_stroke (cr);

  set_source (cr, &palette->fg, 0.85);
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

/* The convex hull of a region's cities (monotone chain), in board
 * units; @hull has room for 2 × n_cities + 1 points. */
static guint
region_hull (BfMapView        *self,
             BfRegion          region,
             graphene_point_t *hull)
{
  g_autofree graphene_point_t *points = g_new (graphene_point_t, self->n_cities);
  guint n = 0, k = 0;

  for (guint c = 0; c < self->n_cities; c++)
    if (bf_rules_get_city (self->rules, c)->region == region)
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

/* The board below the networks: regions, their names and the roads. */
static void
draw_board_below (BfMapView     *self,
                  cairo_t       *cr,
                  const Palette *palette)
{
  const double s = self->scale;
  guint n_roads = bf_rules_get_n_roads (self->rules);
  double bx0, by0, bx1, by1;

  board_to_widget (self, 0, 0, &bx0, &by0);
  board_to_widget (self, BOARD_WIDTH, BOARD_HEIGHT, &bx1, &by1);

  /* The board */
  rounded_rect (cr, bx0 + 0.5, by0 + 0.5, bx1 - bx0 - 1, by1 - by0 - 1, 12 * s);
  set_source (cr, &palette->bg, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &palette->fg, 0.15);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* Regions: a soft tint over the rounded hull of their cities. */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_autofree graphene_point_t *hull = g_new (graphene_point_t, 2 * self->n_cities + 1);
      guint n_hull;
      GdkRGBA tint;

      n_hull = region_hull (self, r, hull);
      if (n_hull == 0)
        continue;

      for (guint i = 0; i < n_hull; i++)
        {
          double x, y;

          board_to_widget (self, hull[i].x, hull[i].y, &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);

      parse_rgba (&tint, region_rgb[r]);
      cairo_push_group (cr);
      set_source (cr, &tint, 1.0);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, 2 * REGION_MARGIN * s);
      cairo_fill_preserve (cr);
      cairo_stroke (cr);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, palette->dark ? 0.13 : 0.11);
    }

  /* Region names */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      const BfRegionInfo *info = bf_rules_get_region (self->rules, r);
      g_autofree char *upper = g_utf8_strup (info->name, -1);
      PangoLayout *layout;
      PangoAttrList *attrs = pango_attr_list_new ();
      GdkRGBA tint;
      double x, y;

      layout = get_layout (self, cr, upper, MAX (REGION_NAME_SIZE * s, MIN_TEXT_PX + 1), TRUE);
      pango_attr_list_insert (attrs, pango_attr_letter_spacing_new (MAX (3 * s, 1) * PANGO_SCALE));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);

      parse_rgba (&tint, region_rgb[r]);
      if (palette->dark)
        {
          tint.red = 0.5 + tint.red / 2;
          tint.green = 0.5 + tint.green / 2;
          tint.blue = 0.5 + tint.blue / 2;
        }
      set_source (cr, &tint, 0.75);
      board_to_widget (self, region_name_pos[r].x, region_name_pos[r].y, &x, &y);
      show_centred (cr, layout, x, y);
    }

  /* Roads */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_source (cr, &palette->fg, 0.3);
  cairo_set_line_width (cr, MAX (2.5 * s, 1.0));
  for (guint i = 0; i < n_roads; i++)
    {
      const BfRoad *road = bf_rules_get_road (self->rules, i);
      const CityGeometry *a = &self->cities[road->city_a];
      const CityGeometry *b = &self->cities[road->city_b];
      double ax, ay, bx, by;

      board_to_widget (self, a->cx, a->cy, &ax, &ay);
      board_to_widget (self, b->cx, b->cy, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_stroke (cr);
    }
}

/* The current player's networks: highlighted roads, and a ring around
 * the major cities they join (under the plates). */
static void
draw_networks (BfMapView     *self,
               cairo_t       *cr,
               const Palette *palette)
{
  const double s = self->scale;
  guint n_roads = bf_rules_get_n_roads (self->rules);
  GdkRGBA player_color = { 0 };
  GdkRGBA halo;
  double halo_alpha = 1.0;

  if (self->player != NULL)
    player_rgba (self, self->player, &player_color);

  /* The highlight is edged with the background, or with the foreground
   * when the player's colour is too close to the background (a black
   * player on the dark style). */
  halo = palette->bg;
  if (fabs (luminance (&player_color) - luminance (&palette->bg)) < 0.08)
    {
      halo = palette->fg;
      halo_alpha = 0.6;
    }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < n_roads; i++)
    {
      const BfRoad *road = bf_rules_get_road (self->rules, i);
      const CityGeometry *a = &self->cities[road->city_a];
      const CityGeometry *b = &self->cities[road->city_b];
      double ax, ay, bx, by;

      if (!self->road_highlight[i])
        continue;

      board_to_widget (self, a->cx, a->cy, &ax, &ay);
      board_to_widget (self, b->cx, b->cy, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      set_source (cr, &halo, halo_alpha);
      cairo_set_line_width (cr, MAX (9 * s, 4.0));
      cairo_stroke_preserve (cr);
      set_source (cr, &player_color, 1.0);
      cairo_set_line_width (cr, MAX (6 * s, 2.5));
      cairo_stroke (cr);
    }

  for (guint c = 0; c < self->n_cities; c++)
    {
      const CityGeometry *geom = &self->cities[c];

      if (!self->city_highlight[c])
        continue;

      plate_path (self, geom, cr, MAX (4.5 * s, 2.5));
      set_source (cr, &halo, halo_alpha);
      cairo_fill (cr);
      plate_path (self, geom, cr, MAX (3.5 * s, 2.0));
      set_source (cr, &player_color, 1.0);
      cairo_fill (cr);
    }
}

/* The board above the networks: city plates, names, VP badges and
 * rails marks. */
static void
draw_board_above (BfMapView     *self,
                  cairo_t       *cr,
                  const Palette *palette)
{
  const double s = self->scale;
  const double tolerance = cairo_get_tolerance (cr);
  gboolean all_names = s >= NAMES_MIN_SCALE;
  double bx0, by0, bx1, by1;

  board_to_widget (self, 0, 0, &bx0, &by0);
  board_to_widget (self, BOARD_WIDTH, BOARD_HEIGHT, &bx1, &by1);

  /* City plates */
  for (guint c = 0; c < self->n_cities; c++)
    {
      const BfCity *city = bf_rules_get_city (self->rules, c);
      const CityGeometry *geom = &self->cities[c];
      GdkRGBA border;

      parse_rgba (&border, region_rgb[city->region]);

      plate_path (self, geom, cr, 0);
      set_source (cr, &palette->bg, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, border.red, border.green, border.blue, 0.14);
      cairo_fill_preserve (cr);
      set_source (cr, &border, palette->dark ? 1.0 : 0.9);
      cairo_set_line_width (cr, city->kind == BF_CITY_MAJOR ? MAX (3 * s, 1.5) : MAX (1.5 * s, 1.0));
      cairo_stroke (cr);
    }

  /* Names, VP badges and rails marks */
  for (guint c = 0; c < self->n_cities; c++)
    {
      const BfCity *city = bf_rules_get_city (self->rules, c);
      const CityGeometry *geom = &self->cities[c];
      gboolean major = city->kind == BF_CITY_MAJOR;
      int badge_dx = 1, badge_dy = -1, rails_dx = -1, rails_dy = 1;
      char place = geom->place;

      switch (place)
        {
        case 'n':
          badge_dx = 1, badge_dy = 1, rails_dx = -1, rails_dy = 1;
          break;
        case 's':
          badge_dx = 1, badge_dy = -1, rails_dx = -1, rails_dy = -1;
          break;
        case 'e':
          badge_dx = -1, badge_dy = -1, rails_dx = -1, rails_dy = 1;
          break;
        case 'w':
        default:
          badge_dx = 1, badge_dy = -1, rails_dx = 1, rails_dy = 1;
          break;
        }

      /* Boston's badge would touch Albany's. */
      if (geom->badge_below)
        badge_dy = 1;

      if (all_names || major)
        {
          double size = (major ? MAJOR_NAME_SIZE : NAME_SIZE) * s;
          PangoLayout *layout;
          PangoRectangle logical;
          double px, py, pw, ph, x, y, w, h;

          layout = get_layout (self, cr, city->name, MAX (size, major ? 8.0 : MIN_TEXT_PX), major);
          pango_layout_get_pixel_extents (layout, NULL, &logical);
          w = logical.width;
          h = logical.height;

          board_to_widget (self, geom->plate.origin.x, geom->plate.origin.y, &px, &py);
          pw = geom->plate.size.width * s;
          ph = geom->plate.size.height * s;

          switch (place)
            {
            case 's':
              x = px + pw / 2 - w / 2;
              y = py + ph + 1;
              break;
            case 'e':
              x = px + pw + 3 * s;
              y = py + ph / 2 - h / 2;
              break;
            case 'w':
              x = px - 3 * s - w;
              y = py + ph / 2 - h / 2;
              break;
            case 'n':
            default:
              x = px + pw / 2 - w / 2;
              y = py - h - 1;
              break;
            }

          x = CLAMP (x, bx0 + 2, MAX (bx0 + 2, bx1 - 2 - w));
          y = CLAMP (y, by0 + 1, MAX (by0 + 1, by1 - 1 - h));

          /* The halo: the name's outline stroked in the background
           * colour. Bevel joins and a coarser tolerance: round joins on
           * every flattened curve of every glyph made this the costliest
           * part of the board's first paint, for no visible difference
           * at this width. */
          cairo_move_to (cr, x - logical.x, y - logical.y);
          pango_cairo_layout_path (cr, layout);
          set_source (cr, &palette->bg, 0.9);
          cairo_set_line_width (cr, MAX (3 * s, 2.0));
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_BEVEL);
          cairo_set_tolerance (cr, HALO_TOLERANCE);
          cairo_stroke (cr);
          cairo_set_tolerance (cr, tolerance);

          cairo_move_to (cr, x - logical.x, y - logical.y);
          set_source (cr, &palette->fg, 1.0);
          pango_cairo_show_layout (cr, layout);
          cairo_new_path (cr);
        }

      if (city->vp > 0)
        {
          g_autofree char *vp = g_strdup_printf ("%d", city->vp);
          PangoLayout *layout;
          double r = MAX (BADGE_RADIUS * s, all_names ? 5.0 : 4.5);
          double x, y;

          plate_corner (self, geom, badge_dx, badge_dy, &x, &y);
          draw_heptagon (cr, x, y, r);
          set_source (cr, &palette->bg, 1.0);
          cairo_set_line_width (cr, MAX (1.5 * s, 1.0));
          cairo_stroke_preserve (cr);
          set_source (cr, &palette->fg, 0.85);
          cairo_fill (cr);

          layout = get_layout (self, cr, vp, MAX (r * 1.35, 6.5), TRUE);
          set_source (cr, &palette->bg, 1.0);
          show_centred (cr, layout, x, y);
        }

      /* The rails marks only clutter a phone-sized map. */
      if (city->rails_icon && all_names)
        {
          double x, y;

          plate_corner (self, geom, rails_dx, rails_dy, &x, &y);
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
get_disk_look (BfMapView  *self,
               BfMapSpace *button,
               DiskLook   *look)
{
  const BfSpace *info = bf_rules_get_space (self->rules, button->space);
  BfPlayer *owner = NULL;

  memset (look, 0, sizeof *look);
  look->dot_type = -1;
  look->type = info->type;
  look->sensitive = gtk_widget_is_sensitive (GTK_WIDGET (button));

  if (self->game != NULL)
    {
      owner = bf_game_get_space_owner (self->game, button->space);
      look->blocked = bf_game_get_space_blocked (self->game, button->space);
    }

  if (owner != NULL)
    {
      const BfProject *project = bf_player_find_project (owner, button->space);

      look->owned = TRUE;
      player_rgba (self, owner, &look->color);
      player_initial (owner, look->initial);

      /* The project type chosen on a town (or with Political Lobbying). */
      if (project != NULL && project->type < BF_N_PROJECT_TYPES &&
          (info->type == BF_PROJECT_ANY || project->type != info->type))
        {
          char place = self->cities[info->city].place;

          look->dot_type = project->type;
          /* Away from the town's VP badge and rails mark. */
          look->dot_dx = place == 'n' || place == 'w' ? -0.72 : 0.72;
          look->dot_dy = place == 'n' ? -0.72 : 0.72;
        }
    }
}

/* A construction space's disk (or empty space), in a square of @size
 * from the origin. */
static void
draw_disk (BfMapView      *self,
           const DiskLook *look,
           cairo_t        *cr,
           double          size)
{
  Palette palette;
  double c = size / 2;
  double r = size / 2 - 0.5;
  GdkRGBA type_color;

  ensure_palette (self);
  palette = self->palette;

  if (!look->sensitive)
    cairo_push_group (cr);

  cairo_arc (cr, c, c, r, 0, 2 * G_PI);

  if (look->owned)
    {
      PangoLayout *layout;

      set_source (cr, &look->color, 1.0);
      cairo_fill_preserve (cr);
      set_source (cr, &palette.fg, palette.dark ? 0.7 : 0.45);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      layout = get_layout (self, cr, look->initial, size * 0.58, TRUE);
      if (luminance (&look->color) > 0.55)
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      show_centred (cr, layout, c, c);

      if (look->dot_type >= 0)
        {
          double dr = MAX (size * 0.17, 2.0);

          parse_rgba (&type_color, type_rgb[palette.dark][look->dot_type]);
          cairo_new_path (cr);
          cairo_arc (cr, c + r * look->dot_dx, c + r * look->dot_dy, dr, 0, 2 * G_PI);
          set_source (cr, &type_color, 1.0);
          cairo_fill_preserve (cr);
          set_source (cr, &palette.bg, 1.0);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
    }
  else if (look->blocked)
    {
      set_source (cr, &palette.bg, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.78, 0.78, 0.76);
      cairo_fill_preserve (cr);
      set_source (cr, &palette.fg, 0.5);
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
        parse_rgba (&type_color, type_rgb[palette.dark][look->type]);
      else
        type_color = palette.fg;

      set_source (cr, &palette.bg, 1.0);
      cairo_fill_preserve (cr);
      set_source (cr, &type_color, 0.9);
      cairo_set_line_width (cr, MAX (size * 0.08, 1.0));
      cairo_stroke (cr);

      draw_type_symbol (cr, look->type, c, c, r * 0.62, &type_color, palette.dark);
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

static void
clear_disk_images (BfMapView *self)
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
draw_disks (BfMapView *self,
            cairo_t   *cr,
            int        scale)
{
  GArray *images;

  if (self->disk_images == NULL)
    self->disk_images = g_array_new (FALSE, TRUE, sizeof (DiskImage));
  images = self->disk_images;

  for (guint i = 0; i < self->n_spaces; i++)
    {
      const GtkAllocation *rect = &self->space_rects[i];
      int size = MIN (rect->width, rect->height);
      cairo_surface_t *image = NULL;
      DiskLook look;

      if (size <= 0)
        continue;

      get_disk_look (self, self->spaces[i], &look);
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

/* What the button shows over its disk: hovered, pressed, focused. */
static void
draw_space_state (BfMapView  *self,
                  BfMapSpace *button,
                  cairo_t    *cr,
                  double      size)
{
  GtkWidget *widget = GTK_WIDGET (button);
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);
  double c = size / 2;
  double r = size / 2 - 0.5;
  Palette palette;

  ensure_palette (self);
  palette = self->palette;

  if (flags & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE))
    {
      cairo_arc (cr, c, c, r, 0, 2 * G_PI);
      set_source (cr, &palette.fg, ((flags & GTK_STATE_FLAG_ACTIVE) ? 0.25 : 0.12) *
                  (gtk_widget_is_sensitive (widget) ? 1.0 : 0.5));
      cairo_fill (cr);
    }

  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_new_path (cr);
      cairo_arc (cr, c, c, r + 2.5, 0, 2 * G_PI);
      set_source (cr, &palette.accent, 1.0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

/* BfMapSpace */

static void
bf_map_space_clicked (GtkButton *button)
{
  BfMapSpace *self = BF_MAP_SPACE (button);

  /* The release after a long press is not a tap. */
  if (self->long_pressed)
    {
      self->long_pressed = FALSE;
      return;
    }

  if (self->view != NULL)
    bf_map_view_activate_space (self->view, self->space);
}

static void
bf_map_space_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BfMapSpace *self = BF_MAP_SPACE (widget);
  double size = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cairo_t *cr;

  if (self->view == NULL || size <= 0)
    return;

  /* The disk is part of the map's board texture; the button only draws
   * what shows over it. */
  if ((gtk_widget_get_state_flags (widget) & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE)) == 0 &&
      !gtk_widget_has_visible_focus (widget))
    return;

  /* Room around the disk for the focus ring. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-5, -5, size + 10, size + 10));
  draw_space_state (self->view, self, cr, size);
  cairo_destroy (cr);
}

static void
bf_map_space_state_flags_changed (GtkWidget     *widget,
                                  GtkStateFlags  previous)
{
  BfMapSpace *self = BF_MAP_SPACE (widget);

  GTK_WIDGET_CLASS (bf_map_space_parent_class)->state_flags_changed (widget, previous);

  /* An insensitive disk is drawn faded, on the board. */
  if (self->view != NULL &&
      ((previous ^ gtk_widget_get_state_flags (widget)) & GTK_STATE_FLAG_INSENSITIVE) != 0)
    invalidate_board (self->view);
  gtk_widget_queue_draw (widget);
}


static void
bf_map_space_choose_type (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  BfMapSpace *self = BF_MAP_SPACE (widget);

  if (self->view != NULL)
    show_type_popover (self->view, self->space);
}

static void
secondary_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      BfMapSpace      *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (self->view != NULL)
    show_type_popover (self->view, self->space);
}

static void
long_press_begin_cb (GtkGesture       *gesture,
                     GdkEventSequence *sequence,
                     BfMapSpace       *self)
{
  self->long_pressed = FALSE;
}

static void
long_pressed_cb (GtkGestureLongPress *gesture,
                 double               x,
                 double               y,
                 BfMapSpace          *self)
{
  if (self->view == NULL || !can_choose_type (self->view, self->space, NULL))
    return;

  self->long_pressed = TRUE;
  show_type_popover (self->view, self->space);
}

static gboolean
bf_map_space_query_tooltip (GtkWidget  *widget,
                            int         x,
                            int         y,
                            gboolean    keyboard_mode,
                            GtkTooltip *tooltip)
{
  BfMapSpace *self = BF_MAP_SPACE (widget);
  g_autofree char *text = NULL;

  if (self->label == NULL)
    return FALSE;

  /* A tooltip would stand over the type popover's title. */
  if (self->view != NULL && self->view->popover != NULL &&
      gtk_widget_get_visible (self->view->popover))
    return FALSE;

  text = space_tooltip (self);
  gtk_tooltip_set_text (tooltip, text);

  return TRUE;
}

static void
bf_map_space_finalize (GObject *object)
{
  BfMapSpace *self = BF_MAP_SPACE (object);

  g_clear_pointer (&self->label, g_free);

  G_OBJECT_CLASS (bf_map_space_parent_class)->finalize (object);
}

static void
bf_map_space_class_init (BfMapSpaceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkButtonClass *button_class = GTK_BUTTON_CLASS (klass);

  object_class->finalize = bf_map_space_finalize;

  widget_class->snapshot = bf_map_space_snapshot;
  widget_class->state_flags_changed = bf_map_space_state_flags_changed;
  widget_class->query_tooltip = bf_map_space_query_tooltip;

  button_class->clicked = bf_map_space_clicked;

  /* Not "button": the disk is drawn here, without the theme's button
   * background, padding and minimum size. */
  gtk_widget_class_set_css_name (widget_class, "bf-map-space");

  gtk_widget_class_install_action (widget_class, "space.choose-type", NULL,
                                   bf_map_space_choose_type);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK,
                                       "space.choose-type", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0,
                                       "space.choose-type", NULL);
}

static void
bf_map_space_init (BfMapSpace *self)
{
  GtkGesture *gesture;

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (gesture), TRUE);
  g_signal_connect (gesture, "begin", G_CALLBACK (long_press_begin_cb), self);
  g_signal_connect (gesture, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_add_css_class (GTK_WIDGET (self), "bf-map-space");
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
}

/* Type popover */

static void
type_symbol_draw_cb (GtkDrawingArea *area,
                     cairo_t        *cr,
                     int             width,
                     int             height,
                     gpointer        user_data)
{
  BfProjectType type = GPOINTER_TO_UINT (user_data);
  Palette palette;
  GdkRGBA color;
  double r = MIN (width, height) / 2.0;

  get_palette (GTK_WIDGET (area), &palette);
  parse_rgba (&color, type_rgb[palette.dark][type]);

  cairo_arc (cr, width / 2.0, height / 2.0, r - 1, 0, 2 * G_PI);
  set_source (cr, &color, 1.0);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  draw_type_symbol (cr, type, width / 2.0, height / 2.0, (r - 1) * 0.62, &color, palette.dark);
}

static gboolean
set_project_type (BfMapView      *self,
                  guint           space,
                  BfProjectType   type,
                  GError        **error)
{
  BfPlayer *owner = NULL;
  const BfProject *project;
  BfProjectType old_type;
  gboolean ok;

  if (!can_choose_type (self, space, &owner))
    return TRUE;

  project = bf_player_find_project (owner, space);
  if (project == NULL || project->type == type)
    return TRUE;

  old_type = project->type;

  self->busy = TRUE;
  bf_player_remove_project (owner, space);
  ok = bf_player_add_project (owner, space, type, error);
  if (!ok && !bf_player_add_project (owner, space, old_type, NULL))
    g_warning ("Could not put back the disk on space %u", space);
  self->busy = FALSE;

  refresh (self);

  return ok;
}

static void
type_button_clicked_cb (BfMapView *self,
                        GtkButton *button)
{
  g_autoptr(GError) error = NULL;
  BfProjectType type = BF_PROJECT_HOUSING;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    if (self->type_buttons[t] == GTK_WIDGET (button))
      type = t;

  if (!set_project_type (self, self->popover_space, type, &error))
    g_signal_emit (self, signals[SIGNAL_ERROR], 0, error->message);

  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
popover_closed_cb (BfMapView  *self,
                   GtkPopover *popover)
{
  if (self->popover_space < self->n_spaces && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self->spaces[self->popover_space]));
}

static void
update_popover_position (BfMapView *self)
{
  GtkWidget *button;
  graphene_rect_t bounds;

  if (self->popover_space >= self->n_spaces)
    return;

  button = GTK_WIDGET (self->spaces[self->popover_space]);
  if (gtk_widget_compute_bounds (button, GTK_WIDGET (self), &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                                 &(GdkRectangle) {
                                   floor (bounds.origin.x), floor (bounds.origin.y),
                                   MAX (1, ceil (bounds.size.width)),
                                   MAX (1, ceil (bounds.size.height)),
                                 });
}

static void
show_type_popover (BfMapView *self,
                   guint      space)
{
  const BfSpace *info;
  const BfProject *project;
  BfPlayer *owner = NULL;
  BfProjectType type;
  g_autofree char *title = NULL;

  g_assert (BF_IS_MAP_VIEW (self));

  if (space >= self->n_spaces || !can_choose_type (self, space, &owner))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  info = bf_rules_get_space (self->rules, space);
  project = bf_player_find_project (owner, space);
  type = project != NULL ? project->type : BF_PROJECT_ANY;

  /* Translators: title of the popover choosing the project type of a
   * disk, "Reno: Anna’s project" */
  title = g_strdup_printf (_("%s: %s’s project"),
                           bf_rules_get_city (self->rules, info->city)->name,
                           player_display_name (owner));
  ensure_popover (self);
  gtk_label_set_label (GTK_LABEL (self->popover_title), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    gtk_widget_set_visible (self->type_checks[t], type == t);

  self->popover_space = space;
  update_popover_position (self);
  gtk_popover_popup (GTK_POPOVER (self->popover));

  /* The type the disk has, or none: the popover itself takes the focus
   * (Tab and the arrows go to the types), so that Return chooses nothing
   * the table did not say. */
  if (type < BF_N_PROJECT_TYPES)
    gtk_widget_grab_focus (self->type_buttons[type]);
  else
    gtk_widget_grab_focus (self->popover);

  /* A tooltip shown on the space would hide the title. */
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self->spaces[space]));
}

/* Made the first time it is shown: not part of the first frame. */
static void
ensure_popover (BfMapView *self)
{
  GtkWidget *box;

  if (self->popover != NULL)
    return;

  self->popover = gtk_popover_new ();
  /* Focused when the disk has no type yet (show_type_popover()). */
  gtk_widget_set_focusable (self->popover, TRUE);
  gtk_widget_add_css_class (self->popover, "bf-map-type-popover");
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (popover_closed_cb), self);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_popover_set_child (GTK_POPOVER (self->popover), box);

  self->popover_title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->popover_title, "heading");
  gtk_widget_set_margin_start (self->popover_title, 6);
  gtk_widget_set_margin_end (self->popover_title, 6);
  gtk_widget_set_margin_bottom (self->popover_title, 4);
  gtk_label_set_xalign (GTK_LABEL (self->popover_title), 0);
  gtk_box_append (GTK_BOX (box), self->popover_title);

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      GtkWidget *symbol = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (type_name (self, t));
      GtkWidget *button = gtk_button_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (symbol), 20);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (symbol), 20);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (symbol), type_symbol_draw_cb,
                                      GUINT_TO_POINTER (t), NULL);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), symbol);
      gtk_box_append (GTK_BOX (row), label);

      /* Marks the type the disk has now. */
      self->type_checks[t] = gtk_image_new_from_icon_name ("object-select-symbolic");
      gtk_widget_set_visible (self->type_checks[t], FALSE);
      gtk_box_append (GTK_BOX (row), self->type_checks[t]);

      gtk_button_set_child (GTK_BUTTON (button), row);
      gtk_widget_add_css_class (button, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, type_name (self, t),
                                      -1);
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (type_button_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
      self->type_buttons[t] = button;
    }
}

/* City popover
 *
 * A finger covers some 44 px: below that, the spaces of a city cannot
 * be told apart under it. While the spaces are drawn smaller, a tap on
 * a city (its spaces' box, enlarged to 44 × 44 px; the nearest city
 * where boxes overlap) opens a popover with one large button per space,
 * and a button does what a tap on its space does. A mouse still clicks
 * the spaces themselves; the keyboard is not concerned. */

static gboolean
spaces_too_small (BfMapView *self)
{
  return self->n_spaces > 0 &&
         MIN (self->space_rects[0].width, self->space_rects[0].height) < TAP_MIN;
}

/* The box of @city's sensitive spaces, in widget pixels; FALSE when it
 * has none. */
static gboolean
get_city_rect (BfMapView       *self,
               guint            city,
               graphene_rect_t *rect)
{
  const BfCity *info = bf_rules_get_city (self->rules, city);
  gboolean found = FALSE;

  for (guint s = info->first_space; s < info->first_space + info->n_spaces; s++)
    {
      const GtkAllocation *a = &self->space_rects[s];
      graphene_rect_t r = GRAPHENE_RECT_INIT (a->x, a->y, a->width, a->height);

      if (!gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[s])))
        continue;

      if (found)
        graphene_rect_union (rect, &r, rect);
      else
        *rect = r;
      found = TRUE;
    }

  return found;
}

/* The city whose tap area holds (@x, @y), or G_MAXUINT. */
static guint
city_at (BfMapView *self,
         double     x,
         double     y)
{
  guint best = G_MAXUINT;
  double best_distance = G_MAXDOUBLE;

  for (guint c = 0; c < self->n_cities; c++)
    {
      graphene_rect_t rect;
      graphene_point_t centre;
      double dx, dy, distance;

      if (!get_city_rect (self, c, &rect))
        continue;

      graphene_rect_get_center (&rect, &centre);
      dx = fabs (x - centre.x);
      dy = fabs (y - centre.y);
      if (dx > MAX (rect.size.width, TAP_MIN) / 2 || dy > MAX (rect.size.height, TAP_MIN) / 2)
        continue;

      distance = dx * dx + dy * dy;
      if (distance < best_distance)
        {
          best_distance = distance;
          best = c;
        }
    }

  return best;
}

/* Whether a tap on a type button of @space's popover may put the
 * current player's disk there: an empty town, a human player. */
static gboolean
can_place_town_disk (BfMapView *self,
                     guint      space)
{
  return self->game != NULL && self->player != NULL &&
         !bf_player_is_andrew (self->player) &&
         bf_rules_get_space (self->rules, space)->type == BF_PROJECT_ANY &&
         bf_game_get_space_owner (self->game, space) == NULL &&
         !bf_game_get_space_blocked (self->game, space) &&
         gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[space]));
}

/* The project types of the town shown, while its space is empty. */
static void
update_city_types (BfMapView *self)
{
  const BfCity *city;
  gboolean shown;

  if (self->city_popover == NULL || self->city_popover_city >= self->n_cities)
    return;

  city = bf_rules_get_city (self->rules, self->city_popover_city);
  shown = city->n_spaces == 1 && can_place_town_disk (self, city->first_space);
  gtk_widget_set_visible (self->city_types, shown);
  /* The buttons too: a button hidden is no button of the popover's. */
  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    gtk_widget_set_visible (self->city_type_buttons[t], shown);

  if (shown)
    {
      /* Translators: above the project types in the popover of an empty
       * small town: a tap on a type puts the current player's disk there
       * with that type, "Anna’s project:" */
      g_autofree char *title = g_strdup_printf (_("%s’s project:"), player_display_name (self->player));

      gtk_label_set_label (GTK_LABEL (self->city_types_title), title);
    }
}

/* What the button of @space says: its number, its type (or the type
 * built on a town) and who holds it. The accessible label is the
 * space's own. */
static void
update_city_button (BfMapView *self,
                    guint      space)
{
  const BfSpace *info = bf_rules_get_space (self->rules, space);
  const BfCity *city = bf_rules_get_city (self->rules, info->city);
  guint i = space - city->first_space;
  BfProjectType type = info->type;
  BfPlayer *owner = NULL;
  const char *holder;
  g_autofree char *text = NULL;

  if (self->city_popover == NULL || info->city != self->city_popover_city ||
      i >= MAX_CITY_SPACES)
    return;

  if (self->game != NULL)
    owner = bf_game_get_space_owner (self->game, space);

  gtk_widget_set_visible (self->city_disks[i], TRUE);
  if (owner != NULL)
    {
      const BfProject *project = bf_player_find_project (owner, space);

      if (project != NULL && project->type < BF_N_PROJECT_TYPES)
        type = project->type;
      holder = player_display_name (owner);
      player_rgba (self, owner, &self->city_disk_rgba[i]);
    }
  else if (self->game != NULL && bf_game_get_space_blocked (self->game, space))
    {
      holder = _("blocking disk");
      ensure_palette (self);
      self->city_disk_rgba[i] = self->palette.fg;
      self->city_disk_rgba[i].alpha *= 0.55;
    }
  else
    {
      holder = C_("space", "empty");
      gtk_widget_set_visible (self->city_disks[i], FALSE);
    }
  gtk_widget_queue_draw (self->city_disks[i]);

  /* A town's space has no symbol until a type is built on it. */
  gtk_widget_set_opacity (self->city_symbols[i], type < BF_N_PROJECT_TYPES ? 1.0 : 0.0);
  if (type < BF_N_PROJECT_TYPES)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->city_symbols[i]), type_symbol_draw_cb,
                                    GUINT_TO_POINTER (type), NULL);

  /* Translators: a button for a construction space in the popover of a
   * city: number of the space, project type, who holds it,
   * "2 · Housing · Anna" */
  text = g_strdup_printf (_("%u · %s · %s"), info->slot, type_name (self, type), holder);
  gtk_label_set_label (GTK_LABEL (self->city_labels[i]), text);
  gtk_widget_set_sensitive (self->city_buttons[i],
                            gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[space])));
  if (self->spaces[space]->label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->city_buttons[i]),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, self->spaces[space]->label,
                                    -1);

  update_city_types (self);
}

static void
city_disk_draw_cb (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  BfMapView *self = user_data;
  double r = MIN (width, height) / 2.0 - 1;

  for (guint i = 0; i < MAX_CITY_SPACES; i++)
    if (self->city_disks[i] == GTK_WIDGET (area))
      {
        cairo_arc (cr, width / 2.0, height / 2.0, r, 0, 2 * G_PI);
        gdk_cairo_set_source_rgba (cr, &self->city_disk_rgba[i]);
        cairo_fill (cr);
      }
}

/* The space of a button of the city popover, or G_MAXUINT. */
static guint
city_button_space (BfMapView *self,
                   GtkWidget *button)
{
  const BfCity *city;

  if (self->city_popover_city >= self->n_cities)
    return G_MAXUINT;

  city = bf_rules_get_city (self->rules, self->city_popover_city);
  for (guint i = 0; i < MAX_CITY_SPACES && i < city->n_spaces; i++)
    if (self->city_buttons[i] == button)
      return city->first_space + i;

  return G_MAXUINT;
}

static void
city_button_clicked_cb (BfMapView *self,
                        GtkButton *button)
{
  guint space = city_button_space (self, GTK_WIDGET (button));

  g_return_if_fail (space < self->n_spaces);

  /* The release after a long press, the popover closed by it. */
  if (!gtk_widget_get_visible (self->city_popover))
    return;

  /* A town's disk may ask for its type next, in the type popover: one
   * popover at a time. Otherwise the popover stays for the next tap of
   * the cycle. */
  if (bf_rules_get_space (self->rules, space)->type == BF_PROJECT_ANY)
    gtk_popover_popdown (GTK_POPOVER (self->city_popover));

  bf_map_view_activate_space (self, space);
}

/* A long press or a right click on a button: the type popover of its
 * disk, as on the space itself. Claimed, the press is no tap. */
static void
city_button_choose_type (BfMapView  *self,
                         GtkGesture *gesture)
{
  guint space = city_button_space (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));

  if (space >= self->n_spaces || !can_choose_type (self, space, NULL))
    return;

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_popover_popdown (GTK_POPOVER (self->city_popover));
  show_type_popover (self, space);
}

static void
city_button_long_pressed_cb (GtkGestureLongPress *gesture,
                             double               x,
                             double               y,
                             BfMapView           *self)
{
  city_button_choose_type (self, GTK_GESTURE (gesture));
}

static void
city_button_secondary_pressed_cb (GtkGestureClick *gesture,
                                  int              n_press,
                                  double           x,
                                  double           y,
                                  BfMapView       *self)
{
  city_button_choose_type (self, GTK_GESTURE (gesture));
}

/* A town's project type: the current player's disk with that type on
 * the empty town, in one tap. The popover stays, showing the disk, as
 * after a tap on a space's button. */
static void
city_type_button_clicked_cb (BfMapView *self,
                             GtkButton *button)
{
  g_autoptr(GError) error = NULL;
  const BfCity *city;
  BfProjectType type = BF_N_PROJECT_TYPES;
  guint space;
  gboolean ok;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    if (self->city_type_buttons[t] == GTK_WIDGET (button))
      type = t;

  g_return_if_fail (type < BF_N_PROJECT_TYPES);
  g_return_if_fail (self->city_popover_city < self->n_cities);

  city = bf_rules_get_city (self->rules, self->city_popover_city);
  space = city->first_space;
  if (city->n_spaces != 1 || !can_place_town_disk (self, space))
    return;

  /* The first step of the cycle (bf_map_view_activate_space()) with
   * its type: one change for the views. */
  self->busy = TRUE;
  ok = bf_player_add_project (self->player, space, type, &error);
  self->busy = FALSE;
  refresh (self);

  if (!ok)
    g_signal_emit (self, signals[SIGNAL_ERROR], 0, error->message);
}

/* The width the popover's content is measured at: no wider than
 * self->city_max_width, its buttons' labels wrapping instead. */
static GtkSizeRequestMode
city_clamp_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
city_clamp_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  BfMapView *self = BF_MAP_VIEW (gtk_widget_get_ancestor (widget, BF_TYPE_MAP_VIEW));
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL)
    return;

  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self != NULL)
    *natural = MAX (*minimum, MIN (*natural, self->city_max_width));
}

static void
city_clamp_allocate (GtkWidget *widget,
                     int        width,
                     int        height,
                     int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

/* Points the popover at its city, no wider than the window and moved
 * along its side to stay in it: the content is narrowed to the window
 * less the popover's frame (its labels wrap), then the popover shifted
 * (its arrow still on the city). GTK keeps a popup on the monitor, not
 * in the window. */
static void
fit_city_popover (BfMapView *self)
{
  GtkWidget *popover = self->city_popover;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *content = gtk_popover_get_child (GTK_POPOVER (popover));
  graphene_rect_t rect;
  graphene_point_t centre;
  int window_width, popover_width, content_width, max_width;
  double left, fitted;

  if (self->city_popover_city >= self->n_cities ||
      !get_city_rect (self, self->city_popover_city, &rect))
    return;

  gtk_popover_set_pointing_to (GTK_POPOVER (popover),
                               &(GdkRectangle) {
                                 floor (rect.origin.x), floor (rect.origin.y),
                                 MAX (1, ceil (rect.size.width)),
                                 MAX (1, ceil (rect.size.height)),
                               });

  if (root == NULL || (window_width = gtk_widget_get_width (root)) <= 0)
    return;

  /* The frame: what the popover adds around its content. */
  gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &popover_width, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &content_width, NULL, NULL);
  max_width = window_width - 2 * CITY_POPOVER_MARGIN - (popover_width - content_width);
  if (max_width != self->city_max_width)
    {
      self->city_max_width = max_width;
      gtk_widget_queue_resize (content);
      gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &popover_width, NULL, NULL);
    }

  /* Centred on the city, as GTK puts it, then moved into the window. */
  graphene_rect_get_center (&rect, &centre);
  if (!gtk_widget_compute_point (GTK_WIDGET (self), root, &centre, &centre))
    return;
  left = centre.x - popover_width / 2.0;
  fitted = MAX (CITY_POPOVER_MARGIN,
                MIN (left, window_width - CITY_POPOVER_MARGIN - popover_width));
  gtk_popover_set_offset (GTK_POPOVER (popover), (int) round (fitted - left), 0);
}

/* Made the first time it is shown: not part of the first frame. */
static void
ensure_city_popover (BfMapView *self)
{
  GtkGesture *gesture;
  GtkWidget *clamp;
  GtkWidget *box;

  if (self->city_popover != NULL)
    return;

  self->city_popover = gtk_popover_new ();
  gtk_widget_add_css_class (self->city_popover, "bf-map-city-popover");
  /* Not autohide: GDK would take the tap that closes it, and a tap on
   * another city is to show that city at once (tap()). Presses off the
   * map and Escape close it (root_event_cb()). */
  gtk_popover_set_autohide (GTK_POPOVER (self->city_popover), FALSE);
  gtk_widget_set_parent (self->city_popover, GTK_WIDGET (self));

  clamp = adw_bin_new ();
  gtk_widget_set_layout_manager (clamp, gtk_custom_layout_new (city_clamp_request_mode,
                                                               city_clamp_measure,
                                                               city_clamp_allocate));
  gtk_popover_set_child (GTK_POPOVER (self->city_popover), clamp);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  adw_bin_set_child (ADW_BIN (clamp), box);

  self->city_title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->city_title, "heading");
  gtk_widget_set_margin_start (self->city_title, 6);
  gtk_widget_set_margin_end (self->city_title, 6);
  gtk_widget_set_margin_bottom (self->city_title, 4);
  gtk_label_set_xalign (GTK_LABEL (self->city_title), 0);
  gtk_box_append (GTK_BOX (box), self->city_title);

  for (guint i = 0; i < MAX_CITY_SPACES; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);

      /* As in the type popover: the type's symbol, the text, and a disk
       * in the colour of whoever holds the space. */
      self->city_symbols[i] = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->city_symbols[i]), 20);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->city_symbols[i]), 20);
      gtk_widget_set_valign (self->city_symbols[i], GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (row), self->city_symbols[i]);

      self->city_labels[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->city_labels[i]), 0);
      /* On two lines rather than past the window's edge */
      gtk_label_set_wrap (GTK_LABEL (self->city_labels[i]), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (self->city_labels[i]), PANGO_WRAP_WORD);
      gtk_widget_set_hexpand (self->city_labels[i], TRUE);
      gtk_box_append (GTK_BOX (row), self->city_labels[i]);

      self->city_disks[i] = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->city_disks[i]), 16);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->city_disks[i]), 16);
      gtk_widget_set_valign (self->city_disks[i], GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->city_disks[i]), city_disk_draw_cb,
                                      self, NULL);
      gtk_box_append (GTK_BOX (row), self->city_disks[i]);

      gtk_button_set_child (GTK_BUTTON (button), row);
      gtk_widget_add_css_class (button, "flat");
      /* A finger's size, whatever the theme. */
      gtk_widget_set_size_request (button, TAP_MIN, TAP_MIN);
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (city_button_clicked_cb), self);

      gesture = gtk_gesture_long_press_new ();
      gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (gesture), TRUE);
      g_signal_connect (gesture, "pressed", G_CALLBACK (city_button_long_pressed_cb), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (gesture));

      gesture = gtk_gesture_click_new ();
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
      g_signal_connect (gesture, "pressed", G_CALLBACK (city_button_secondary_pressed_cb), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (gesture));
      gtk_box_append (GTK_BOX (box), button);
      self->city_buttons[i] = button;
    }

  /* An empty town: its project types, two to a row or one where two
   * do not fit, each putting the current player's disk there with that
   * type. */
  self->city_types = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_top (self->city_types, 4);
  self->city_types_title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->city_types_title, "dim-label");
  gtk_widget_set_margin_start (self->city_types_title, 6);
  gtk_widget_set_margin_end (self->city_types_title, 6);
  gtk_label_set_xalign (GTK_LABEL (self->city_types_title), 0);
  gtk_label_set_wrap (GTK_LABEL (self->city_types_title), TRUE);
  gtk_box_append (GTK_BOX (self->city_types), self->city_types_title);
  {
    GtkWidget *flow = gtk_flow_box_new ();

    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
    gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
    gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 2);
    gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 2);
    gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 2);
    gtk_accessible_update_relation (GTK_ACCESSIBLE (flow),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->city_types_title, NULL,
                                    -1);

    for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
      {
        GtkWidget *button = gtk_button_new ();
        GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
        GtkWidget *symbol = gtk_drawing_area_new ();
        GtkWidget *label = gtk_label_new (type_name (self, t));

        gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (symbol), 20);
        gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (symbol), 20);
        gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (symbol), type_symbol_draw_cb,
                                        GUINT_TO_POINTER (t), NULL);
        gtk_widget_set_valign (symbol, GTK_ALIGN_CENTER);
        gtk_box_append (GTK_BOX (row), symbol);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
        gtk_widget_set_hexpand (label, TRUE);
        gtk_box_append (GTK_BOX (row), label);

        gtk_button_set_child (GTK_BUTTON (button), row);
        gtk_widget_set_size_request (button, TAP_MIN, TAP_MIN);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, type_name (self, t),
                                        -1);
        g_signal_connect_swapped (button, "clicked", G_CALLBACK (city_type_button_clicked_cb), self);
        gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
        /* Tab goes from button to button, not to their cells. */
        gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
        self->city_type_buttons[t] = button;
      }
    gtk_box_append (GTK_BOX (self->city_types), flow);
  }
  gtk_box_append (GTK_BOX (box), self->city_types);
}

static void
show_city_popover (BfMapView *self,
                   guint      city)
{
  const BfCity *info = bf_rules_get_city (self->rules, city);

  g_assert (city < self->n_cities);

  ensure_city_popover (self);
  self->city_popover_city = city;

  gtk_label_set_label (GTK_LABEL (self->city_title), info->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->city_popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, info->name,
                                  -1);

  for (guint i = 0; i < MAX_CITY_SPACES; i++)
    {
      gtk_widget_set_visible (self->city_buttons[i], i < info->n_spaces);
      if (i < info->n_spaces)
        update_city_button (self, info->first_space + i);
    }

  fit_city_popover (self);
  gtk_popover_popup (GTK_POPOVER (self->city_popover));
}

static gboolean
popover_showing (GtkWidget *popover)
{
  return popover != NULL && gtk_widget_get_visible (popover);
}

/* A primary press released at (@x, @y), by a finger (@touch) or not:
 * whether the map took it for the city popover (the spaces below must
 * then not take it). */
static gboolean
tap (BfMapView *self,
     double     x,
     double     y,
     gboolean   touch)
{
  guint city;

  /* The type popover is autohide: a press off it only closed it. */
  if (popover_showing (self->popover))
    return FALSE;

  /* The city popover is open: a tap on another city shows that one at
   * once, any other tap on the map closes it. Nothing is entered. */
  if (popover_showing (self->city_popover))
    {
      city = city_at (self, x, y);
      if (city < self->n_cities && city != self->city_popover_city && spaces_too_small (self))
        show_city_popover (self, city);
      else
        gtk_popover_popdown (GTK_POPOVER (self->city_popover));
      return TRUE;
    }

  if (self->game == NULL || !spaces_too_small (self))
    return FALSE;

  /* A mouse hits small spaces well enough. */
  if (!touch)
    {
      GtkWidget *target = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

      if (target != NULL && target != GTK_WIDGET (self))
        return FALSE;
    }

  city = city_at (self, x, y);
  if (city >= self->n_cities)
    return FALSE;

  show_city_popover (self, city);

  return TRUE;
}

static void
tap_released_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 BfMapView       *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (gesture));
  GdkDevice *device = event != NULL ? gdk_event_get_device (event) : NULL;
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  gboolean touch;

  /* A press in one of the popovers (they are the map's children): theirs. */
  if (event != NULL && native != NULL &&
      gdk_event_get_surface (event) != gtk_native_get_surface (native))
    return;

  touch = (event != NULL && gdk_event_get_event_type (event) == GDK_TOUCH_END) ||
          (device != NULL && gdk_device_get_source (device) == GDK_SOURCE_TOUCHSCREEN);

  /* Claimed, the sequence is cancelled in the space below: no click. */
  if (tap (self, x, y, touch))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Any event of the window the map is in, before its widgets see it:
 * while the city popover is open, a press off the map closes it (and
 * goes on to what it pressed, as with any popover), and so does Escape.
 * Presses on the map are tap()'s, presses in the popover its own. */
static gboolean
root_event_cb (GtkEventControllerLegacy *controller,
               GdkEvent                 *event,
               BfMapView                *self)
{
  GdkEventType type = gdk_event_get_event_type (event);
  GtkWidget *target;
  double x, y, dx, dy;

  if (!popover_showing (self->city_popover) || self->root == NULL)
    return GDK_EVENT_PROPAGATE;

  if (type == GDK_KEY_PRESS && gdk_key_event_get_keyval (event) == GDK_KEY_Escape)
    {
      gtk_popover_popdown (GTK_POPOVER (self->city_popover));
      return GDK_EVENT_STOP;
    }

  if ((type != GDK_BUTTON_PRESS && type != GDK_TOUCH_BEGIN) ||
      gdk_event_get_surface (event) != gtk_native_get_surface (GTK_NATIVE (self->root)) ||
      !gdk_event_get_position (event, &x, &y))
    return GDK_EVENT_PROPAGATE;

  gtk_native_get_surface_transform (GTK_NATIVE (self->root), &dx, &dy);
  target = gtk_widget_pick (self->root, x - dx, y - dy, GTK_PICK_DEFAULT);
  if (target == NULL ||
      (target != GTK_WIDGET (self) && !gtk_widget_is_ancestor (target, GTK_WIDGET (self))))
    gtk_popover_popdown (GTK_POPOVER (self->city_popover));

  return GDK_EVENT_PROPAGATE;
}

/* Taps */

static BfProjectType
type_for (BfMapView     *self,
          BfPlayer      *player,
          guint          space,
          BfProjectType  previous)
{
  const BfSpace *info = bf_rules_get_space (self->rules, space);

  if (info->type != BF_PROJECT_ANY || bf_player_is_andrew (player))
    return BF_PROJECT_ANY;

  /* The type chosen for the disk stays with the space when the disk
   * passes to the next player; a new disk has no type until one is
   * chosen (the score sheet asks for it). */
  return previous;
}

void
bf_map_view_activate_space (BfMapView *self,
                            guint      space)
{
  g_autoptr(GPtrArray) order = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *players;
  BfPlayer *owner, *next_owner = NULL;
  BfProjectType old_type = BF_PROJECT_ANY;
  gboolean blocked, next_blocked = FALSE;
  gboolean ok = TRUE;
  guint n, start = 0;

  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (space < self->n_spaces);

  if (self->game == NULL)
    return;

  /* The cycle: the current player, the other players after them in
   * list order, a blocking disk, empty. A current player who is not in
   * the game still comes first: the model says what is wrong. */
  players = bf_game_get_players (self->game);
  n = g_list_model_get_n_items (players);
  order = g_ptr_array_new_with_free_func (g_object_unref);
  if (self->player != NULL && !find_player (self->game, self->player, &start))
    g_ptr_array_add (order, g_object_ref (self->player));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (order, g_list_model_get_item (players, (start + i) % n));

  owner = bf_game_get_space_owner (self->game, space);
  blocked = bf_game_get_space_blocked (self->game, space);

  if (owner != NULL)
    {
      guint position = order->len;

      old_type = bf_player_find_project (owner, space)->type;
      g_ptr_array_find (order, owner, &position);

      if (position + 1 < order->len)
        next_owner = g_ptr_array_index (order, position + 1);
      /* The blocking step is skipped once all the game's blocking disks
       * are on the map. */
      else if (count_blocked (self) < blocking_disks (self))
        next_blocked = TRUE;
    }
  else if (!blocked && order->len > 0)
    next_owner = g_ptr_array_index (order, 0);

  /* One change for the views, and back to the start when the model
   * refuses the new disk. */
  self->busy = TRUE;

  if (owner != NULL)
    bf_player_remove_project (owner, space);
  if (blocked)
    ok = bf_game_set_space_blocked (self->game, space, FALSE, &error);

  if (ok && next_owner != NULL)
    ok = bf_player_add_project (next_owner, space,
                                type_for (self, next_owner, space, old_type), &error);
  else if (ok && next_blocked)
    ok = bf_game_set_space_blocked (self->game, space, TRUE, &error);

  /* The new disk is the last step: when it was refused, only the old
   * one needs putting back. */
  if (!ok)
    {
      if (owner != NULL && !bf_player_add_project (owner, space, old_type, NULL))
        g_warning ("Could not put back the disk on space %u", space);
      if (blocked && !bf_game_set_space_blocked (self->game, space, TRUE, NULL))
        g_warning ("Could not put back the blocking disk on space %u", space);
    }

  self->busy = FALSE;
  refresh (self);

  if (!ok)
    {
      g_signal_emit (self, signals[SIGNAL_ERROR], 0, error->message);
      return;
    }

  /* A human player's project on a town needs its type. */
  if (next_owner != NULL && !bf_player_is_andrew (next_owner) &&
      bf_rules_get_space (self->rules, space)->type == BF_PROJECT_ANY)
    show_type_popover (self, space);
}

/* BfMapView */

/* The space holding the keyboard focus, if any. Asks the root: the
 * focus-child chain is cleared while the window is inactive. */
static BfMapSpace *
get_focus_space (BfMapView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && BF_IS_MAP_SPACE (focus) &&
      gtk_widget_get_parent (focus) == GTK_WIDGET (self))
    return BF_MAP_SPACE (focus);

  return NULL;
}

/* Arrow keys: the nearest space that way, favouring spaces in line. */
static gboolean
move_focus_direction (BfMapView        *self,
                      BfMapSpace       *from,
                      GtkDirectionType  direction)
{
  const graphene_point_t *p = &self->space_pos[from->space];
  BfMapSpace *best = NULL;
  double best_score = G_MAXDOUBLE;

  for (guint i = 0; i < self->n_spaces; i++)
    {
      const graphene_point_t *q = &self->space_pos[i];
      double along, across, score;

      if (i == from->space || !gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[i])))
        continue;

      switch (direction)
        {
        case GTK_DIR_RIGHT:
          along = q->x - p->x, across = q->y - p->y;
          break;
        case GTK_DIR_LEFT:
          along = p->x - q->x, across = q->y - p->y;
          break;
        case GTK_DIR_DOWN:
          along = q->y - p->y, across = q->x - p->x;
          break;
        case GTK_DIR_UP:
        default:
          along = p->y - q->y, across = q->x - p->x;
          break;
        }

      /* Only spaces more that way than sideways. */
      if (along <= 1 || fabs (across) > 2 * along)
        continue;

      score = along + 2.5 * fabs (across);
      if (score < best_score)
        {
          best_score = score;
          best = self->spaces[i];
        }
    }

  if (best == NULL)
    return FALSE;

  return gtk_widget_child_focus (GTK_WIDGET (best), direction);
}

static gboolean
bf_map_view_focus (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  BfMapView *self = BF_MAP_VIEW (widget);
  BfMapSpace *focus_space = get_focus_space (self);
  int start, step;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    {
      if (focus_space != NULL)
        return move_focus_direction (self, focus_space, direction);

      return GTK_WIDGET_CLASS (bf_map_view_parent_class)->focus (widget, direction);
    }

  /* Tab goes through the spaces city by city, in the order of the rule
   * data (by region), then leaves the map. */
  step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;

  if (focus_space != NULL)
    start = (int) focus_space->space + step;
  else if (gtk_widget_get_focus_child (widget) != NULL)
    return GTK_WIDGET_CLASS (bf_map_view_parent_class)->focus (widget, direction);
  else
    start = step > 0 ? 0 : (int) self->n_spaces - 1;

  for (int i = start; i >= 0 && i < (int) self->n_spaces; i += step)
    if (gtk_widget_child_focus (GTK_WIDGET (self->spaces[i]), direction))
      return TRUE;

  return FALSE;
}

static void
bf_map_view_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NAT_WIDTH;
    }
  else if (for_size >= 0)
    {
      /* Height for width: the whole board at the width given, so the map
       * fills the column (a scrolled page gives its minimum height). */
      *minimum = *natural = MAX (MIN_HEIGHT, (int) ceil (for_size * BOARD_HEIGHT / BOARD_WIDTH));
    }
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = NAT_HEIGHT;
    }
}

static GtkSizeRequestMode
bf_map_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bf_map_view_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  BfMapView *self = BF_MAP_VIEW (widget);
  double scale = MIN (width / BOARD_WIDTH, height / BOARD_HEIGHT);
  double off_x = floor ((width - BOARD_WIDTH * scale) / 2);
  double off_y = floor ((height - BOARD_HEIGHT * scale) / 2);
  int size;

  if (scale != self->scale || off_x != self->off_x || off_y != self->off_y ||
      width != self->layers_width || height != self->layers_height)
    {
      clear_layers (self, TRUE);
      clear_disk_images (self);
    }

  self->scale = scale;
  self->off_x = off_x;
  self->off_y = off_y;
  self->layers_width = width;
  self->layers_height = height;
  /* Small maps get slightly larger disks, within the cities' plates. */
  size = MAX (1, (int) round (DISK * self->scale * (self->scale < NAMES_MIN_SCALE ? 1.2 : 1.0)));

  for (guint i = 0; i < self->n_spaces; i++)
    {
      GtkWidget *button = GTK_WIDGET (self->spaces[i]);
      GtkAllocation rect;
      int min_w, min_h, w, h;
      double x, y;

      gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (button, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      w = MAX (size, min_w);
      h = MAX (size, min_h);

      board_to_widget (self, self->space_pos[i].x, self->space_pos[i].y, &x, &y);
      rect = (GtkAllocation) { (int) round (x - w / 2.0), (int) round (y - h / 2.0), w, h };
      if (memcmp (&rect, &self->space_rects[i], sizeof rect) != 0)
        {
          /* The disks are drawn on the board where the spaces are. */
          self->space_rects[i] = rect;
          clear_layers (self, FALSE);
        }
      gtk_widget_size_allocate (button, &rect, -1);
    }

  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    {
      update_popover_position (self);
      gtk_popover_present (GTK_POPOVER (self->popover));
    }

  if (popover_showing (self->city_popover))
    {
      /* Spaces grown large enough are tapped directly. */
      if (!spaces_too_small (self))
        gtk_popover_popdown (GTK_POPOVER (self->city_popover));
      fit_city_popover (self);
      gtk_popover_present (GTK_POPOVER (self->city_popover));
    }
}

static void
draw_layer (BfMapView  *self,
            BoardLayer  layer,
            cairo_t    *cr)
{
  if (layer == LAYER_BELOW)
    draw_board_below (self, cr, &self->palette);
  else if (layer == LAYER_NETWORKS)
    draw_networks (self, cr, &self->palette);
  else
    draw_board_above (self, cr, &self->palette);
}


static cairo_surface_t *
draw_layer_image (BfMapView  *self,
                  BoardLayer  layer,
                  int         width,
                  int         height,
                  int         scale)
{
  cairo_surface_t *surface = create_image (width, height, scale);
  cairo_t *cr = cairo_create (surface);

  draw_layer (self, layer, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* The whole board as one texture: a copy of the layer below, the
 * networks drawn on it, the layer above painted over them. Drawn into
 * images rather than appended as cairo nodes, which the cairo renderer
 * would replay at every frame (through the X server, operation by
 * operation) and the GL renderer would rasterise layer by layer. */
static GskRenderNode *
compose_board (BfMapView *self,
               int        width,
               int        height,
               int        scale)
{
  cairo_surface_t *surface = create_image (width, height, scale);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GdkTexture) texture = NULL;
  GBytes *bytes;
  cairo_t *cr;

  g_assert (stride == cairo_image_surface_get_stride (self->below));
  memcpy (cairo_image_surface_get_data (surface), cairo_image_surface_get_data (self->below),
          (gsize) stride * height * scale);
  cairo_surface_mark_dirty (surface);

  cr = cairo_create (surface);
  draw_networks (self, cr, &self->palette);
  cairo_set_source_surface (cr, self->above, 0, 0);
  cairo_paint (cr);

  /* The disks, where their buttons are. */
  draw_disks (self, cr, scale);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* The texture keeps the image's pixels (no copy). */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height * scale,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT,
                                    bytes, stride);
  g_bytes_unref (bytes);

  return gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* Everything the static layers depend on; see bf-map-cache.c. */
static char *
board_cache_key (BfMapView *self,
                 int        width,
                 int        height,
                 int        scale)
{
  const PangoFontDescription *font =
    pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  g_autofree char *font_name = font != NULL ? pango_font_description_to_string (font) : NULL;
  g_autofree char *fg = gdk_rgba_to_string (&self->palette.fg);
  g_autofree char *bg = gdk_rgba_to_string (&self->palette.bg);
  g_autofree char *accent = gdk_rgba_to_string (&self->palette.accent);
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "benefactor %s board %d\n%dx%d@%d\n%s %s %s %d\nfont %s\n"
                          "ctype %s\npango %s cairo %s\n",
                          PACKAGE_VERSION, BOARD_DRAWING_VERSION, width, height, scale,
                          fg, bg, accent, self->palette.dark, font_name != NULL ? font_name : "",
                          setlocale (LC_CTYPE, NULL), pango_version_string (), cairo_version_string ());

  /* The board itself, names as translated */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    g_string_append_printf (key, "region %s\n", bf_rules_get_region (self->rules, r)->name);
  for (guint c = 0; c < self->n_cities; c++)
    {
      const BfCity *city = bf_rules_get_city (self->rules, c);

      /* Positions in millionths, not in the locale's decimal format. */
      g_string_append_printf (key, "city %s %d %d %u %d %d %ld %ld\n", city->name, city->region,
                              city->kind, city->n_spaces, city->vp, city->rails_icon,
                              lround (city->x * 1e6), lround (city->y * 1e6));
    }
  for (guint i = 0; i < bf_rules_get_n_roads (self->rules); i++)
    {
      const BfRoad *road = bf_rules_get_road (self->rules, i);

      g_string_append_printf (key, "road %u %u\n", road->city_a, road->city_b);
    }

  return g_string_free (key, FALSE);
}

static gboolean
save_layers_cb (gpointer user_data)
{
  BfMapView *self = user_data;
  g_autofree char *path = bf_map_cache_get_path ();
  g_autofree char *key = NULL;
  cairo_surface_t *layers[2] = { self->below, self->above };

  self->save_id = 0;
  if (self->below == NULL || self->above == NULL || self->layers_cached)
    return G_SOURCE_REMOVE;

  key = board_cache_key (self, self->layers_width, self->layers_height, self->layers_scale);
  bf_map_cache_save_async (path, key, G_N_ELEMENTS (layers), layers);
  self->layers_saved = TRUE;

  return G_SOURCE_REMOVE;
}

/* The static layers: from the disk cache when it holds them for this
 * board, or drawn (and saved for the next start). */
static void
ensure_layers (BfMapView *self,
               int        width,
               int        height,
               int        scale)
{
  g_autofree char *path = NULL;
  g_autofree char *key = NULL;
  cairo_surface_t *layers[2] = { NULL, NULL };

  if (self->below != NULL && self->above != NULL)
    return;

  clear_layers (self, TRUE);
  path = bf_map_cache_get_path ();
  key = board_cache_key (self, width, height, scale);
  if (bf_map_cache_load (path, key, width, height, scale, G_N_ELEMENTS (layers), layers))
    {
      self->below = layers[0];
      self->above = layers[1];
      self->layers_cached = TRUE;
      return;
    }

  self->below = draw_layer_image (self, LAYER_BELOW, width, height, scale);
  self->above = draw_layer_image (self, LAYER_ABOVE, width, height, scale);
  self->layers_cached = FALSE;

  g_clear_handle_id (&self->save_id, g_source_remove);
  if (!self->layers_saved)
    self->save_id = g_idle_add_full (G_PRIORITY_LOW, save_layers_cb, self, NULL);
  else
    self->save_id = g_timeout_add_full (G_PRIORITY_LOW, CACHE_SAVE_DELAY_MS, save_layers_cb, self, NULL);
}

static void
bf_map_view_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  BfMapView *self = BF_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);

  if (width <= 0 || height <= 0 || self->scale <= 0)
    return;

  if (scale != self->layers_scale)
    {
      clear_layers (self, TRUE);
      clear_disk_images (self);
    }
  self->layers_scale = scale;

  if (self->board == NULL)
    {
      ensure_palette (self);

      ensure_layers (self, width, height, scale);
      self->board = compose_board (self, width, height, scale);
      /* Mapped from the cache file: mapped again when the networks
       * change, rather than kept in memory for it. */
      if (self->layers_cached)
        clear_layers_below_above (self);
    }

  gtk_snapshot_append_node (snapshot, self->board);

  /* The spaces */
  GTK_WIDGET_CLASS (bf_map_view_parent_class)->snapshot (widget, snapshot);

}

static void
bf_map_view_css_changed (GtkWidget         *widget,
                         GtkCssStyleChange *change)
{
  BfMapView *self = BF_MAP_VIEW (widget);
  g_autofree char *font_name = NULL;
  Palette palette;

  GTK_WIDGET_CLASS (bf_map_view_parent_class)->css_changed (widget, change);

  /* Most style changes (the window losing or getting the focus, say)
   * leave the board's colours and font as they were. */
  get_palette (widget, &palette);
  font_name = dup_font_name (self);
  if (self->have_palette && palette.dark == self->palette.dark &&
      gdk_rgba_equal (&palette.fg, &self->palette.fg) &&
      gdk_rgba_equal (&palette.bg, &self->palette.bg) &&
      gdk_rgba_equal (&palette.accent, &self->palette.accent) &&
      g_strcmp0 (font_name, self->font_name) == 0)
    return;

  clear_layers (self, TRUE);
  clear_disk_images (self);
  clear_text (self);
  self->palette = palette;
  self->have_palette = TRUE;
  g_free (self->font_name);
  self->font_name = g_steal_pointer (&font_name);
  gtk_widget_queue_draw (widget);
  /* What the spaces draw over their disks uses the palette too. */
  for (guint i = 0; i < self->n_spaces; i++)
    gtk_widget_queue_draw (GTK_WIDGET (self->spaces[i]));
}

static void
bf_map_view_root (GtkWidget *widget)
{
  BfMapView *self = BF_MAP_VIEW (widget);

  GTK_WIDGET_CLASS (bf_map_view_parent_class)->root (widget);

  /* The window's events, for the city popover (root_event_cb()). */
  self->root = GTK_WIDGET (gtk_widget_get_root (widget));
  self->root_events = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (self->root_events, GTK_PHASE_CAPTURE);
  g_signal_connect (self->root_events, "event", G_CALLBACK (root_event_cb), self);
  gtk_widget_add_controller (self->root, self->root_events);
}

static void
bf_map_view_unroot (GtkWidget *widget)
{
  BfMapView *self = BF_MAP_VIEW (widget);

  if (self->root != NULL && self->root_events != NULL)
    gtk_widget_remove_controller (self->root, self->root_events);
  self->root_events = NULL;
  self->root = NULL;

  GTK_WIDGET_CLASS (bf_map_view_parent_class)->unroot (widget);
}

static void
bf_map_view_dispose (GObject *object)
{
  BfMapView *self = BF_MAP_VIEW (object);
  GtkWidget *child;

  bf_map_view_set_game (self, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->player);
  g_clear_handle_id (&self->save_id, g_source_remove);

  if (self->spaces != NULL)
    for (guint i = 0; i < self->n_spaces; i++)
      self->spaces[i]->view = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->spaces, g_free);
  self->popover = NULL;
  self->city_popover = NULL;

  G_OBJECT_CLASS (bf_map_view_parent_class)->dispose (object);
}

static void
bf_map_view_finalize (GObject *object)
{
  BfMapView *self = BF_MAP_VIEW (object);

  g_clear_pointer (&self->cities, g_free);
  g_clear_pointer (&self->space_pos, g_free);
  g_clear_pointer (&self->space_rects, g_free);
  g_clear_pointer (&self->spaces, g_free);
  g_clear_pointer (&self->city_highlight, g_free);
  g_clear_pointer (&self->road_highlight, g_free);
  g_clear_pointer (&self->space_states, g_free);
  g_clear_pointer (&self->players_key, g_free);
  g_clear_pointer (&self->font_name, g_free);
  clear_layers (self, TRUE);
  clear_disk_images (self);
  clear_text (self);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bf_map_view_parent_class)->finalize (object);
}

static void
bf_map_view_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BfMapView *self = BF_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_view_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BfMapView *self = BF_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bf_map_view_set_game (self, g_value_get_object (value));
      break;

    case PROP_PLAYER:
      bf_map_view_set_player (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_view_class_init (BfMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_map_view_dispose;
  object_class->finalize = bf_map_view_finalize;
  object_class->get_property = bf_map_view_get_property;
  object_class->set_property = bf_map_view_set_property;

  widget_class->focus = bf_map_view_focus;
  widget_class->measure = bf_map_view_measure;
  widget_class->get_request_mode = bf_map_view_get_request_mode;
  widget_class->size_allocate = bf_map_view_size_allocate;
  widget_class->snapshot = bf_map_view_snapshot;
  widget_class->css_changed = bf_map_view_css_changed;
  widget_class->root = bf_map_view_root;
  widget_class->unroot = bf_map_view_unroot;

  /**
   * BfMapView:game:
   *
   * The game whose map is shown and edited.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * BfMapView:player:
   *
   * The player whose entries are being made: the first owner in the tap
   * cycle and the player whose networks are highlighted.
   */
  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL,
                         BF_TYPE_PLAYER,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfMapView::error:
   * @self: the map view
   * @message: a translated message saying what the model refused
   *
   * Emitted when the model refuses an entry made on the map; nothing
   * was changed.
   */
  signals[SIGNAL_ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "bf-map-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bf_map_view_init (BfMapView *self)
{
  GtkGesture *gesture;

  self->rules = g_object_ref (bf_rules_get_default ());
  self->popover_space = G_MAXUINT;
  self->city_popover_city = G_MAXUINT;
  self->city_max_width = G_MAXINT;

  compute_geometry (self);
  self->city_highlight = g_new0 (gboolean, self->n_cities);
  self->road_highlight = g_new0 (gboolean, bf_rules_get_n_roads (self->rules));
  self->space_states = g_new0 (SpaceState, self->n_spaces);

  self->spaces = g_new0 (BfMapSpace *, self->n_spaces);
  for (guint i = 0; i < self->n_spaces; i++)
    {
      const BfSpace *info = bf_rules_get_space (self->rules, i);
      BfMapSpace *button = g_object_new (BF_TYPE_MAP_SPACE, NULL);

      button->view = self;
      button->space = i;
      gtk_widget_set_parent (GTK_WIDGET (button), GTK_WIDGET (self));
      gtk_widget_set_sensitive (GTK_WIDGET (button), FALSE);
      if (info->type == BF_PROJECT_ANY)
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE,
                                        -1);
      self->spaces[i] = button;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  /* Translators: accessible name of the board drawing */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  -1);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  /* Before the spaces see the tap: while they are small, a finger opens
   * the city popover instead (tap()). */
  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (gesture), GTK_PHASE_CAPTURE);
  g_signal_connect (gesture, "released", G_CALLBACK (tap_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

    refresh_all (self);
}

BfMapView *
bf_map_view_new (void)
{
  return g_object_new (BF_TYPE_MAP_VIEW, NULL);
}

BfGame *
bf_map_view_get_game (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->game;
}

void
bf_map_view_set_game (BfMapView *self,
                      BfGame    *game)
{
  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (game == NULL || BF_IS_GAME (game));

  if (self->game == game)
    return;

  /* The game's signals follow the game (made with the first one). */
  if (self->game_signals == NULL && game != NULL)
    {
      self->game_signals = bf_widgets_document_signals_new (BF_TYPE_GAME);
      g_signal_group_connect_object (self->game_signals, "changed",
                                     G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
    }
  g_set_object (&self->game, game);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, game);

  if (self->popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->popover));

  if (self->spaces != NULL)
    for (guint i = 0; i < self->n_spaces; i++)
      gtk_widget_set_sensitive (GTK_WIDGET (self->spaces[i]), game != NULL);

  refresh_all (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

BfPlayer *
bf_map_view_get_player (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->player;
}

void
bf_map_view_set_player (BfMapView *self,
                        BfPlayer  *player)
{
  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (player == NULL || BF_IS_PLAYER (player));

  if (!g_set_object (&self->player, player))
    return;

  refresh (self);
  /* A town's types put this player's disk. */
  update_city_types (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

GtkWidget *
bf_map_view_get_space_widget (BfMapView *self,
                              guint      space)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (space < self->n_spaces, NULL);

  return GTK_WIDGET (self->spaces[space]);
}

gboolean
_bf_map_view_get_road_highlighted (BfMapView *self,
                                   guint      road)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), FALSE);
  g_return_val_if_fail (road < bf_rules_get_n_roads (self->rules), FALSE);

  return self->road_highlight[road];
}

gboolean
_bf_map_view_get_city_highlighted (BfMapView *self,
                                   guint      city)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), FALSE);
  g_return_val_if_fail (city < self->n_cities, FALSE);

  return self->city_highlight[city];
}

GtkWidget *
_bf_map_view_get_type_popover (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  ensure_popover (self);

  return self->popover;
}

GtkWidget *
_bf_map_view_get_type_button (BfMapView     *self,
                              BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, NULL);

  ensure_popover (self);

  return self->type_buttons[type];
}

guint
_bf_map_view_get_type_space (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), G_MAXUINT);

  return self->popover_space;
}

char *
_bf_map_view_dup_space_tooltip (BfMapView *self,
                                guint      space)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (space < self->n_spaces, NULL);

  return space_tooltip (self->spaces[space]);
}

GdkTexture *
_bf_map_view_get_board_texture (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->board != NULL ? gsk_texture_node_get_texture (self->board) : NULL;
}

gboolean
_bf_map_view_get_board_cached (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), FALSE);

  return self->layers_cached;
}

gboolean
_bf_map_view_tap (BfMapView *self,
                  double     x,
                  double     y,
                  gboolean   touch)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), FALSE);

  return tap (self, x, y, touch);
}

GtkWidget *
_bf_map_view_get_city_popover (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  ensure_city_popover (self);

  return self->city_popover;
}

guint
_bf_map_view_get_city_popover_city (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), G_MAXUINT);

  return self->city_popover_city;
}

GtkWidget *
_bf_map_view_get_city_button (BfMapView *self,
                              guint      space)
{
  const BfSpace *info;
  const BfCity *city;

  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (space < self->n_spaces, NULL);

  info = bf_rules_get_space (self->rules, space);
  city = bf_rules_get_city (self->rules, info->city);
  ensure_city_popover (self);

  return self->city_buttons[space - city->first_space];
}

GtkWidget *
_bf_map_view_get_city_type_button (BfMapView     *self,
                                   BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, NULL);

  ensure_city_popover (self);

  return self->city_type_buttons[type];
}
