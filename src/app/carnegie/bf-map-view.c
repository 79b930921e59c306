/* bf-map-view.c
 *
 * The map: a schematic Carnegie board whose construction spaces are
 * buttons (bf-map-space.c). The view lays the spaces out where the
 * geometry puts them (bf-map-geometry.c), shows the board the painter
 * draws (bf-map-painter.c), takes the taps, the focus keys and the
 * model's changes, and opens its popovers (bf-map-popover.c).
 *
 * The painter's static layers (the board below and above the current
 * player's networks) are kept as images once per size, scale and style
 * (and on disk, bf-map-cache.c); the board shown is one image made
 * from them, the networks and the disks. The space buttons draw only
 * what shows over a disk (hover, press, focus). The spaces follow the
 * players' projects (BfTableWatch): a disk put on or taken off updates
 * its own space and no other, and the board is composed again only
 * when a disk or the networks changed, so an entry the map does not
 * show (money, say) costs the map nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "bf-appearance.h"
#include "bf-map-cache.h"
#include "bf-map-panel.h"
#include "bf-map-port.h"
#include "bf-map-view.h"
#include "bf-map-view-private.h"
#include "bf-widgets.h"

#define MIN_WIDTH    340
#define MIN_HEIGHT   220
#define NAT_WIDTH    800
#define NAT_HEIGHT   512


/* Part of the disk cache's key (bf-map-cache.c): raise it with any
 * change to draw_board_below() or draw_board_above() (or what they
 * call), so that no board drawn by the older code is shown. */
#define BOARD_DRAWING_VERSION 2
/* Saving waits for the size to settle (a window being resized draws
 * the board at every size); the first boards drawn are saved at once:
 * a window opening with a game shows its map at three sizes, without
 * the score sheet in the first frame (bf-carnegie-page.c), with it
 * right after at the height of the first (the height follows the width
 * one frame later in the scrolled window, bf_map_view_measure()), then
 * at the height for its width; the next start reads all three. */
#define CACHE_SAVE_DELAY_MS 2000
#define CACHE_SAVES_AT_ONCE 3
/* A zoomed board, or one larger than this many device pixels, is drawn
 * only around the part shown, as it scrolls: each of its three images
 * would take 4 bytes a pixel (a board 2400 px wide at the largest zoom,
 * twice that on a screen at scale 2: 15 or 60 MB each). The whole board
 * at zoom 1 stays under it (the entries' clamp keeps it under 900 px
 * wide, 1800 device pixels at scale 2), and is drawn whole as before. */
#define BOARD_MAX_PIXELS (1800 * 1200)

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

static gboolean save_layers_cb (gpointer user_data);


/* Helpers */

void
_bf_map_view_get_widget_palette (GtkWidget    *widget,
                                 BfMapPalette *palette)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, &palette->fg);
  palette->dark = bf_map_luminance (&palette->fg) > 0.5;

  if (!gtk_style_context_lookup_color (context, "view_bg_color", &palette->bg))
    bf_map_parse_rgba (&palette->bg, palette->dark ? "#1e1e1e" : "#ffffff");
  if (!gtk_style_context_lookup_color (context, "accent_color", &palette->accent))
    bf_map_parse_rgba (&palette->accent, palette->dark ? "#78aeed" : "#1c71d8");
  G_GNUC_END_IGNORE_DEPRECATIONS

  palette->text_scale = bf_appearance_get_text_scale (widget);
  palette->high_contrast = bf_appearance_get_high_contrast ();
}

static const PangoFontDescription *
get_font (BfMapView *self)
{
  return pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
}

static char *
dup_font_name (BfMapView *self)
{
  const PangoFontDescription *font = get_font (self);

  return font != NULL ? pango_font_description_to_string (font) : g_strdup ("");
}

const BfMapPalette *
_bf_map_view_ensure_palette (BfMapView *self)
{
  if (!self->have_palette)
    {
      BfMapPalette palette;

      _bf_map_view_get_widget_palette (GTK_WIDGET (self), &palette);
      bf_map_painter_set_style (self->painter, &palette, get_font (self));
      g_free (self->font_name);
      self->font_name = dup_font_name (self);
      self->have_palette = TRUE;
    }

  return bf_map_painter_get_palette (self->painter);
}

static gboolean
find_player (BfCarnegieGame   *game,
             BfCarnegiePlayer *player,
             guint            *position)
{
  GListModel *players = bf_carnegie_game_get_players (game);
  guint n = g_list_model_get_n_items (players);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfCarnegiePlayer) item = g_list_model_get_item (players, i);

      if (item == player)
        {
          if (position != NULL)
            *position = i;
          return TRUE;
        }
    }

  return FALSE;
}

static guint
count_blocked (BfMapView *self)
{
  guint blocked = 0;

  for (guint i = 0; i < self->n_spaces; i++)
    if (bf_carnegie_game_get_space_blocked (self->game, i))
      blocked++;

  return blocked;
}

static guint
blocking_disks (BfMapView *self)
{
  guint n_players = bf_carnegie_game_get_n_players (self->game);

  if (n_players < 1 || n_players > BF_MAX_PLAYERS)
    return 0;

  return bf_carnegie_rules_get_blocking_disks (self->rules, n_players);
}

/* Descriptions */

const char *
_bf_map_view_type_name (BfMapView     *self,
                        BfProjectType  type)
{
  if (type >= BF_N_PROJECT_TYPES)
    /* Translators: the project type of a small town's space */
    return _("Any type");

  return bf_carnegie_rules_get_project_type (self->rules, type)->name;
}

gboolean
_bf_map_view_can_choose_type (BfMapView         *self,
                              guint              space,
                              BfCarnegiePlayer **owner_out)
{
  const BfSpace *info = bf_carnegie_rules_get_space (self->rules, space);
  BfCarnegiePlayer *owner;

  if (self->game == NULL)
    return FALSE;

  owner = bf_carnegie_game_get_space_owner (self->game, space);
  if (owner == NULL || bf_carnegie_player_is_andrew (owner))
    return FALSE;

  if (owner_out != NULL)
    *owner_out = owner;

  /* A town takes any type; Political Lobbying allows building any type
   * on a typed space. */
  return info->type == BF_PROJECT_ANY ||
         bf_carnegie_player_has_effect (owner, BF_DEPT_EFFECT_POLITICAL_LOBBYING);
}

static void
update_space (BfMapView *self,
              guint      space)
{
  bf_map_space_update (self->spaces[space]);
  _bf_map_view_update_city_button (self, space);
  if (self->panel != NULL)
    _bf_map_panel_update_space (self->panel, space);
  _bf_map_view_invalidate_board (self);
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
  g_clear_pointer (&self->board, cairo_surface_destroy);
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
}

void
_bf_map_view_emit_error (BfMapView  *self,
                         const char *message)
{
  g_signal_emit (self, signals[SIGNAL_ERROR], 0, message);
  /* The page shows it in a toast, which Orca 43 does not read. */
  bf_widgets_announce (GTK_WIDGET (self), message);
}

void
_bf_map_view_invalidate_board (BfMapView *self)
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
      GListModel *players = bf_carnegie_game_get_players (self->game);
      guint n = g_list_model_get_n_items (players);

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(BfCarnegiePlayer) item = g_list_model_get_item (players, i);

          g_string_append_printf (key, "|%p %s %s %d %d", (gpointer) item,
                                  bf_map_player_name (item),
                                  bf_carnegie_player_get_color (item) != NULL ? bf_carnegie_player_get_color (item) : "",
                                  bf_carnegie_player_is_andrew (item),
                                  bf_carnegie_player_has_effect (item, BF_DEPT_EFFECT_POLITICAL_LOBBYING));
        }
    }

  return g_string_free (key, FALSE);
}

static void
space_state (BfMapView       *self,
             guint            space,
             BfMapSpaceState *state)
{
  BfCarnegiePlayer *owner = NULL;
  const BfProject *project = NULL;

  memset (state, 0, sizeof *state);
  state->type = BF_PROJECT_ANY;

  if (self->game == NULL)
    return;

  owner = bf_carnegie_game_get_space_owner (self->game, space);
  if (owner != NULL)
    project = bf_carnegie_player_find_project (owner, space);

  state->owner = owner;
  state->blocked = bf_carnegie_game_get_space_blocked (self->game, space);
  if (project != NULL)
    state->type = project->type;
}

void
_bf_map_view_refresh (BfMapView *self)
{
  g_autofree char *key = NULL;
  gboolean networks_changed;
  gboolean all;

  if (self->busy || self->spaces == NULL)
    return;

  networks_changed = bf_map_painter_update_networks (self->painter);

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
      BfMapSpaceState state;

      if (!all && !self->space_marked[i] &&
          (self->game == NULL || bf_carnegie_game_get_space_blocked (self->game, i) == self->space_states[i].blocked))
        continue;

      self->space_marked[i] = FALSE;
      space_state (self, i, &state);
      if (!all && memcmp (&state, &self->space_states[i], sizeof state) == 0)
        continue;

      self->space_states[i] = state;
      update_space (self, i);
    }

  if (self->popover != NULL && gtk_widget_get_visible (self->popover) &&
      !_bf_map_view_can_choose_type (self, self->popover_space, NULL))
    gtk_popover_popdown (GTK_POPOVER (self->popover));

  if (all || networks_changed)
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
  _bf_map_view_refresh (self);
}

/* A disk put on the map or taken off: its space (once a tap's steps
 * are all made). */
static void
project_cb (BfCarnegiePlayer *player,
            gpointer          project,
            gboolean          added,
            gpointer          user_data)
{
  BfMapView *self = user_data;
  guint space = bf_carnegie_project_get_space (project);

  if (self->space_marked == NULL || space >= self->n_spaces)
    return;

  self->space_marked[space] = TRUE;
  _bf_map_view_refresh (self);
}

/* The blocking disks, the players' names and colours (what the game
 * keeps without a notification the map follows): compared with what is
 * shown. */
static void
game_changed_cb (BfMapView      *self,
                 BfCarnegieGame *game)
{
  _bf_map_view_refresh (self);
}

/* Gestures */

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
  if (_bf_map_view_tap (self, x, y, touch))
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

  /* Escape on the map closes its panel (in the panel, the panel's own
   * binding does). */
  if (self->panel != NULL && gtk_widget_get_visible (self->panel) && self->root != NULL &&
      type == GDK_KEY_PRESS && gdk_key_event_get_keyval (event) == GDK_KEY_Escape)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self->root));

      if (focus != NULL && (focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
        {
          bf_map_panel_close (BF_MAP_PANEL (self->panel));
          return GDK_EVENT_STOP;
        }
    }

  if (!_bf_map_view_popover_showing (self->city_popover) || self->root == NULL)
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
type_for (BfMapView        *self,
          BfCarnegiePlayer *player,
          guint             space,
          BfProjectType     previous)
{
  const BfSpace *info = bf_carnegie_rules_get_space (self->rules, space);

  if (info->type != BF_PROJECT_ANY || bf_carnegie_player_is_andrew (player))
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
  g_autoptr(GString) passed = NULL;
  GListModel *players;
  BfCarnegiePlayer *owner, *next_owner = NULL;
  BfProjectType old_type = BF_PROJECT_ANY;
  gboolean blocked, next_blocked = FALSE;
  gboolean ok = TRUE;
  guint n, start = 0, first;

  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (space < self->n_spaces);

  if (self->game == NULL)
    return;

  /* The cycle: the current player, the other players after them in
   * list order, a blocking disk, empty. A current player who is not in
   * the game still comes first: the model says what is wrong. */
  players = bf_carnegie_game_get_players (self->game);
  n = g_list_model_get_n_items (players);
  order = g_ptr_array_new_with_free_func (g_object_unref);
  if (self->player != NULL && !find_player (self->game, self->player, &start))
    g_ptr_array_add (order, g_object_ref (self->player));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (order, g_list_model_get_item (players, (start + i) % n));

  owner = bf_carnegie_game_get_space_owner (self->game, space);
  blocked = bf_carnegie_game_get_space_blocked (self->game, space);

  /* Where the cycle goes on from: after the owner; from an empty space,
   * the current player; after a blocking disk, nobody (empty). */
  if (owner != NULL)
    {
      old_type = bf_carnegie_player_find_project (owner, space)->type;
      first = order->len;
      g_ptr_array_find (order, owner, &first);
      first++;
    }
  else
    first = blocked ? order->len : 0;

  /* One change for the views, and back to the start when the model
   * refuses the new disk. */
  self->busy = TRUE;

  if (owner != NULL)
    bf_carnegie_player_remove_project (owner, space);
  if (blocked)
    ok = bf_carnegie_game_set_space_blocked (self->game, space, FALSE, &error);

  /* The next owner who can take the space. The current player's disk on
   * an empty space is refused when they cannot (no pawn left, Andrew
   * outside his cards' cities), saying why; further on in the cycle
   * such an owner is passed over, and the tap says why too: a tap is
   * never lost without a word (issue 26). */
  for (guint i = first; ok && i < order->len; i++)
    {
      BfCarnegiePlayer *candidate = g_ptr_array_index (order, i);

      if (bf_carnegie_player_add_project (candidate, space, type_for (self, candidate, space, old_type), &error))
        {
          next_owner = candidate;
          break;
        }
      if (owner == NULL)
        {
          ok = FALSE;
          break;
        }
      if (passed == NULL)
        passed = g_string_new (error->message);
      else
        g_string_append_printf (passed, " %s", error->message);
      g_clear_error (&error);
    }

  /* The blocking step follows the last player, and is skipped once all
   * the game's blocking disks are on the map. */
  if (ok && owner != NULL && next_owner == NULL && count_blocked (self) < blocking_disks (self))
    ok = bf_carnegie_game_set_space_blocked (self->game, space, TRUE, &error);
  next_blocked = ok && owner != NULL && next_owner == NULL && bf_carnegie_game_get_space_blocked (self->game, space);

  /* The new disk is the last step: when it was refused, only the old
   * one needs putting back. */
  if (!ok)
    {
      if (owner != NULL && !bf_carnegie_player_add_project (owner, space, old_type, NULL))
        g_warning ("Could not put back the disk on space %u", space);
      if (blocked && !bf_carnegie_game_set_space_blocked (self->game, space, TRUE, NULL))
        g_warning ("Could not put back the blocking disk on space %u", space);
    }

  self->busy = FALSE;
  _bf_map_view_refresh (self);

  if (!ok)
    {
      _bf_map_view_emit_error (self, error->message);
      return;
    }

  if (passed != NULL)
    {
      g_autofree char *message = NULL;

      if (next_owner != NULL)
        /* Translators: after why a player could not take a space the tap
         * went past them, "… The space went to Cara." */
        message = g_strdup_printf (_("%s The space went to %s."), passed->str,
                                   bf_carnegie_player_get_name (next_owner));
      else if (next_blocked)
        /* Translators: after why a player could not take a space the tap went past them */
        message = g_strdup_printf (_("%s The space went to a blocking disc."), passed->str);
      else
        /* Translators: after why a player could not take a space the tap went past them */
        message = g_strdup_printf (_("%s The space is empty."), passed->str);
      _bf_map_view_emit_error (self, message);
    }

  /* A human player's project on a town needs its type. */
  if (next_owner != NULL && !bf_carnegie_player_is_andrew (next_owner) &&
      bf_carnegie_rules_get_space (self->rules, space)->type == BF_PROJECT_ANY)
    _bf_map_view_show_type_popover (self, space);
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
  guint from_space = bf_map_space_get_space (from);
  const graphene_point_t *p = &self->geometry->space_pos[from_space];
  BfMapSpace *best = NULL;
  double best_score = G_MAXDOUBLE;

  for (guint i = 0; i < self->n_spaces; i++)
    {
      const graphene_point_t *q = &self->geometry->space_pos[i];
      double along, across, score;

      if (i == from_space || !gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[i])))
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
        /* Tab and Shift+Tab never come here (only the arrows do). */
        case GTK_DIR_TAB_FORWARD:
        case GTK_DIR_TAB_BACKWARD:
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
    start = (int) bf_map_space_get_space (focus_space) + step;
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
      /* With large text the board grows with its labels where a
       * scrolled window holds it (the zoom's, bf-map-zoom.c: it
       * scrolls the board sideways when the window is narrower); with
       * normal text it takes the width the window gives it there.
       * Elsewhere it keeps to the width it is given. */
      GtkWidget *parent = gtk_widget_get_parent (widget);
      gboolean scrolled = GTK_IS_VIEWPORT (parent) || BF_IS_MAP_PORT (parent);
      double text_scale = scrolled ? bf_appearance_get_text_scale (widget) : 1.0;

      if (text_scale > 1.0)
        *minimum = (int) ceil (MIN_WIDTH * text_scale);
      else
        *minimum = scrolled ? 0 : MIN_WIDTH;
      *natural = MAX (NAT_WIDTH, *minimum);
    }
  else if (for_size >= 0)
    {
      /* Height for width: the whole board at the width given, so the map
       * fills the column (a scrolled page gives its minimum height). */
      *minimum = *natural = MAX (MIN_HEIGHT,
                                 (int) ceil (for_size * BF_MAP_BOARD_HEIGHT / BF_MAP_BOARD_WIDTH));
    }
  else if (GTK_IS_VIEWPORT (gtk_widget_get_parent (widget)))
    {
      /* A scrolled window that scrolls sideways asks for no width: the
       * whole board at the width it was given last (at first its
       * minimum), measured again when that changes (size_allocate). */
      int width, natural_width;

      bf_map_view_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, &natural_width, NULL, NULL);
      width = MAX (MAX (width, MIN_WIDTH), BF_MAP_VIEW (widget)->layers_width);
      *minimum = *natural = MAX (MIN_HEIGHT,
                                 (int) ceil (width * BF_MAP_BOARD_HEIGHT / BF_MAP_BOARD_WIDTH));
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

static gboolean
queue_resize_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       user_data)
{
  gtk_widget_queue_resize (widget);

  return G_SOURCE_REMOVE;
}

static void
bf_map_view_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  BfMapView *self = BF_MAP_VIEW (widget);

  if (bf_map_geometry_set_size (self->geometry, width, height) ||
      width != self->layers_width || height != self->layers_height)
    {
      /* One of the first boards, shown for a moment (the first frame's,
       * before the score sheet came): saved now rather than dropped. */
      if (self->save_id != 0 && self->n_saved < CACHE_SAVES_AT_ONCE)
        {
          g_clear_handle_id (&self->save_id, g_source_remove);
          save_layers_cb (self);
        }
      clear_layers (self, TRUE);
      bf_map_painter_clear_disks (self->painter);
    }

  /* In a scrolled window the height follows this width (measure()) */
  if (width != self->layers_width && GTK_IS_VIEWPORT (gtk_widget_get_parent (widget)))
    gtk_widget_add_tick_callback (widget, queue_resize_cb, NULL, NULL);

  self->layers_width = width;
  self->layers_height = height;

  for (guint i = 0; i < self->n_spaces; i++)
    {
      GtkWidget *button = GTK_WIDGET (self->spaces[i]);
      GtkAllocation rect;
      int min_w, min_h;

      gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (button, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      bf_map_geometry_get_space_rect (self->geometry, i, min_w, min_h, &rect);
      if (memcmp (&rect, &self->space_rects[i], sizeof rect) != 0)
        {
          /* The disks are drawn on the board where the spaces are. */
          self->space_rects[i] = rect;
          clear_layers (self, FALSE);
        }
      gtk_widget_size_allocate (button, &rect, -1);
    }

  _bf_map_view_place_popovers (self);
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
  const BfMapPalette *palette = bf_map_painter_get_palette (self->painter);
  g_autofree char *fg = gdk_rgba_to_string (&palette->fg);
  g_autofree char *bg = gdk_rgba_to_string (&palette->bg);
  g_autofree char *accent = gdk_rgba_to_string (&palette->accent);
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "benefactor %s board %d\n%dx%d@%d\n%s %s %s %d\n"
                          "text %ld contrast %d\nfont %s\n"
                          "ctype %s\npango %s cairo %s\n",
                          PACKAGE_VERSION, BOARD_DRAWING_VERSION, width, height, scale,
                          fg, bg, accent, palette->dark,
                          lround (palette->text_scale * 1000), palette->high_contrast,
                          font_name != NULL ? font_name : "",
                          setlocale (LC_CTYPE, NULL), pango_version_string (), cairo_version_string ());

  /* The board itself, names as translated */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      const BfRegionInfo *region = bf_carnegie_rules_get_region (self->rules, r);

      g_string_append_printf (key, "region %s %ld %ld\n", region->name,
                              lround (region->name_x * 1e6), lround (region->name_y * 1e6));
    }
  for (guint c = 0; c < self->n_cities; c++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (self->rules, c);

      /* Positions in millionths, not in the locale's decimal format. */
      g_string_append_printf (key, "city %s %d %d %u %d %d %ld %ld %d %d %d\n", city->name,
                              city->region, city->kind, city->n_spaces, city->vp, city->rails_icon,
                              lround (city->x * 1e6), lround (city->y * 1e6),
                              city->name_side, city->badge_below, city->triangle);
    }
  for (guint i = 0; i < bf_carnegie_rules_get_n_roads (self->rules); i++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (self->rules, i);

      g_string_append_printf (key, "road %u %u\n", road->city_a, road->city_b);
    }

  return g_string_free (key, FALSE);
}

/* The board drawn (its part self->drawn) as one image
 * (bf_map_painter_compose_part()). */
static cairo_surface_t *
compose_board (BfMapView *self,
               int        scale)
{
  g_autofree gboolean *sensitive = g_new (gboolean, self->n_spaces);

  for (guint i = 0; i < self->n_spaces; i++)
    sensitive[i] = gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[i]));

  return bf_map_painter_compose_part (self->painter, self->below, self->above, &self->drawn, scale,
                                      self->space_rects, sensitive);
}

/* Whether the view is the whole board at the width it is shown at (not
 * zoomed in): only such boards go to the disk cache. */
static gboolean
is_zoomed (BfMapView *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  return BF_IS_MAP_PORT (parent) && bf_map_port_get_zoom (BF_MAP_PORT (parent)) > 1.0;
}

/* What part of the view to draw the board for: the whole view, or when
 * zoomed or too large, the part its scrolled parent shows and as much
 * again around it, so that scrolling draws it again only now and then
 * (@shown: the part shown). A zoom step draws about four times the part
 * shown, whatever the zoom (20-40 ms here, against 200 ms for the whole
 * board at 4 times on a phone's width). */
static void
visible_part (BfMapView             *self,
              int                    scale,
              cairo_rectangle_int_t *part,
              cairo_rectangle_int_t *shown)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *parent = gtk_widget_get_parent (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_rectangle_int_t whole = { 0, 0, width, height };
  graphene_rect_t bounds;
  int x0, y0, x1, y1;

  *part = *shown = whole;
  if ((!is_zoomed (self) && (double) width * height * scale * scale <= BOARD_MAX_PIXELS) || parent == NULL ||
      !gtk_widget_compute_bounds (parent, widget, &bounds))
    return;

  x0 = MAX ((int) floor (bounds.origin.x), 0);
  y0 = MAX ((int) floor (bounds.origin.y), 0);
  x1 = MIN ((int) ceil (bounds.origin.x + bounds.size.width), width);
  y1 = MIN ((int) ceil (bounds.origin.y + bounds.size.height), height);
  if (x1 <= x0 || y1 <= y0)
    return;
  *shown = (cairo_rectangle_int_t) { x0, y0, x1 - x0, y1 - y0 };

  /* Half the part shown more on each side */
  x0 = MAX (x0 - shown->width / 2, 0);
  y0 = MAX (y0 - shown->height / 2, 0);
  x1 = MIN (x1 + shown->width / 2, width);
  y1 = MIN (y1 + shown->height / 2, height);
  *part = (cairo_rectangle_int_t) { x0, y0, x1 - x0, y1 - y0 };
}

static gboolean
rect_contains (const cairo_rectangle_int_t *outer,
               const cairo_rectangle_int_t *inner)
{
  return inner->x >= outer->x && inner->y >= outer->y &&
         inner->x + inner->width <= outer->x + outer->width &&
         inner->y + inner->height <= outer->y + outer->height;
}

/* The board as a texture node, for the GL renderer (which keeps the
 * texture on the GPU from frame to frame) and the tests. */
static GskRenderNode *
ensure_board_node (BfMapView *self)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) bytes = NULL;
  int stride, pixel_width, pixel_height;
  double scale_x, scale_y;

  if (self->board_node != NULL || self->board == NULL)
    return self->board_node;

  stride = cairo_image_surface_get_stride (self->board);
  pixel_width = cairo_image_surface_get_width (self->board);
  pixel_height = cairo_image_surface_get_height (self->board);
  cairo_surface_get_device_scale (self->board, &scale_x, &scale_y);

  /* The texture keeps the image's pixels (no copy). */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (self->board),
                                      (gsize) stride * pixel_height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (self->board));
  texture = gdk_memory_texture_new (pixel_width, pixel_height, GDK_MEMORY_DEFAULT, bytes, stride);
  self->board_node = gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT (self->drawn.x, self->drawn.y,
                                                                         pixel_width / scale_x,
                                                                         pixel_height / scale_y));

  return self->board_node;
}

/* GTK 4.8's cairo renderer converts a texture node's pixels to a new
 * image at every draw (gdk_texture_download(), through floats: 66
 * instructions a pixel, 29 M for the board of the first frame); the
 * board drawn by cairo from its own image, already in cairo's format,
 * converts nothing. */
static gboolean
uses_cairo_renderer (BfMapView *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer);
}

static gboolean
save_layers_cb (gpointer user_data)
{
  BfMapView *self = user_data;
  g_autofree char *path = NULL;
  g_autofree char *key = NULL;
  cairo_surface_t *layers[2] = { self->below, self->above };

  self->save_id = 0;
  if (self->below == NULL || self->above == NULL || self->layers_cached ||
      self->drawn.x != 0 || self->drawn.y != 0 ||
      self->drawn.width != self->layers_width || self->drawn.height != self->layers_height)
    return G_SOURCE_REMOVE;

  path = bf_map_cache_get_path (self->layers_width, self->layers_height, self->layers_scale);
  key = board_cache_key (self, self->layers_width, self->layers_height, self->layers_scale);
  bf_map_cache_save_async (path, key, G_N_ELEMENTS (layers), layers);
  self->n_saved++;

  return G_SOURCE_REMOVE;
}

/* The static layers of the part self->drawn: from the disk cache when
 * it holds them for this board, or drawn (and saved for the next
 * start). A zoomed board is neither read nor saved: the cache keeps
 * the sizes a window opens at. */
static void
ensure_layers (BfMapView *self,
               int        width,
               int        height,
               int        scale)
{
  g_autofree char *path = NULL;
  g_autofree char *key = NULL;
  cairo_surface_t *layers[2] = { NULL, NULL };
  const cairo_rectangle_int_t *part = &self->drawn;
  gboolean whole = part->x == 0 && part->y == 0 && part->width == width && part->height == height;

  if (self->below != NULL && self->above != NULL)
    return;

  clear_layers (self, TRUE);
  if (whole && !is_zoomed (self))
    {
      path = bf_map_cache_get_path (width, height, scale);
      key = board_cache_key (self, width, height, scale);
      if (bf_map_cache_load (path, key, width, height, scale, G_N_ELEMENTS (layers), layers))
        {
          self->below = layers[0];
          self->above = layers[1];
          self->layers_cached = TRUE;
          return;
        }
    }

  self->below = bf_map_painter_draw_layer_part (self->painter, BF_MAP_LAYER_BELOW, part->x, part->y,
                                                part->width, part->height, scale);
  self->above = bf_map_painter_draw_layer_part (self->painter, BF_MAP_LAYER_ABOVE, part->x, part->y,
                                                part->width, part->height, scale);
  self->layers_cached = FALSE;

  g_clear_handle_id (&self->save_id, g_source_remove);
  if (!whole || is_zoomed (self))
    return;

  /* Before what a start builds right after its first frame (the player
   * editor and the score sheet, at G_PRIORITY_DEFAULT_IDLE, added
   * later): a start ended soon after its first frame keeps its board. */
  if (self->n_saved < CACHE_SAVES_AT_ONCE)
    self->save_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, save_layers_cb, self, NULL);
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
  cairo_rectangle_int_t part, shown;

  if (width <= 0 || height <= 0 || self->geometry->scale <= 0)
    return;

  if (scale != self->layers_scale)
    {
      clear_layers (self, TRUE);
      bf_map_painter_clear_disks (self->painter);
    }
  self->layers_scale = scale;

  /* A part of a large board, drawn again once scrolled out of it */
  visible_part (self, scale, &part, &shown);
  if (!rect_contains (&(cairo_rectangle_int_t) { 0, 0, width, height }, &self->drawn) ||
      !rect_contains (&self->drawn, &shown))
    clear_layers (self, TRUE);
  /* Nothing drawn of the part (or its layers are in the disk cache,
   * which holds the whole board) */
  if (self->board == NULL && (self->below == NULL || self->above == NULL))
    self->drawn = part;

  if (self->board == NULL)
    {
      _bf_map_view_ensure_palette (self);

      ensure_layers (self, width, height, scale);
      self->board = compose_board (self, scale);
      /* Mapped from the cache file: mapped again when the networks
       * change, rather than kept in memory for it. */
      if (self->layers_cached)
        clear_layers_below_above (self);
    }

  if (uses_cairo_renderer (self))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (self->drawn.x, self->drawn.y,
                                                                              self->drawn.width,
                                                                              self->drawn.height));

      cairo_set_source_surface (cr, self->board, self->drawn.x, self->drawn.y);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  else
    gtk_snapshot_append_node (snapshot, ensure_board_node (self));

  /* The spaces */
  GTK_WIDGET_CLASS (bf_map_view_parent_class)->snapshot (widget, snapshot);
}

static void
bf_map_view_css_changed (GtkWidget         *widget,
                         GtkCssStyleChange *change)
{
  BfMapView *self = BF_MAP_VIEW (widget);
  g_autofree char *font_name = NULL;
  const BfMapPalette *shown = bf_map_painter_get_palette (self->painter);
  BfMapPalette palette;

  GTK_WIDGET_CLASS (bf_map_view_parent_class)->css_changed (widget, change);

  /* Most style changes (the window losing or getting the focus, say)
   * leave the board's colours and font as they were. */
  _bf_map_view_get_widget_palette (widget, &palette);
  font_name = dup_font_name (self);
  if (self->have_palette && palette.dark == shown->dark &&
      gdk_rgba_equal (&palette.fg, &shown->fg) &&
      gdk_rgba_equal (&palette.bg, &shown->bg) &&
      gdk_rgba_equal (&palette.accent, &shown->accent) &&
      palette.text_scale == shown->text_scale &&
      palette.high_contrast == shown->high_contrast &&
      g_strcmp0 (font_name, self->font_name) == 0)
    return;

  if (palette.text_scale != shown->text_scale)
    gtk_widget_queue_resize (widget);
  clear_layers (self, TRUE);
  bf_map_painter_set_style (self->painter, &palette, get_font (self));
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

/* The window closes: gtk_window_destroy() unrealizes the view at once,
 * whereas its dispose can wait for idle handlers that hold it (and that
 * do not run after the last window). A board drawn and not saved yet is
 * saved now rather than dropped: it is the window's last size, the one
 * the next start opens at. */
static void
bf_map_view_unrealize (GtkWidget *widget)
{
  BfMapView *self = BF_MAP_VIEW (widget);

  if (self->save_id != 0)
    {
      g_clear_handle_id (&self->save_id, g_source_remove);
      save_layers_cb (self);
    }

  GTK_WIDGET_CLASS (bf_map_view_parent_class)->unrealize (widget);
}

static void
bf_map_view_dispose (GObject *object)
{
  BfMapView *self = BF_MAP_VIEW (object);
  GtkWidget *child;

  bf_map_view_set_game (self, NULL);
  g_clear_pointer (&self->projects, bf_table_watch_free);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->player);
  g_clear_handle_id (&self->save_id, g_source_remove);

  if (self->spaces != NULL)
    for (guint i = 0; i < self->n_spaces; i++)
      bf_map_space_detach (self->spaces[i]);

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

  g_clear_pointer (&self->space_rects, g_free);
  g_clear_pointer (&self->spaces, g_free);
  g_clear_pointer (&self->space_states, g_free);
  g_clear_pointer (&self->space_marked, g_free);
  g_clear_pointer (&self->players_key, g_free);
  g_clear_pointer (&self->font_name, g_free);
  clear_layers (self, TRUE);
  g_clear_pointer (&self->painter, bf_map_painter_free);
  g_clear_pointer (&self->geometry, bf_map_geometry_free);
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
  widget_class->unrealize = bf_map_view_unrealize;

  /**
   * BfMapView:game:
   *
   * The game whose map is shown and edited.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_CARNEGIE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * BfMapView:player:
   *
   * The player whose entries are being made: the first owner in the tap
   * cycle and the player whose networks are highlighted.
   */
  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL,
                         BF_TYPE_CARNEGIE_PLAYER,
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

  self->rules = g_object_ref (bf_carnegie_rules_get_default ());
  self->popover_space = G_MAXUINT;
  self->city_popover_city = G_MAXUINT;
  self->city_max_width = G_MAXINT;

  self->geometry = bf_map_geometry_new (self->rules);
  self->painter = bf_map_painter_new (self->geometry);
  self->n_cities = self->geometry->n_cities;
  self->n_spaces = self->geometry->n_spaces;
  self->space_rects = g_new0 (GtkAllocation, self->n_spaces);
  self->space_states = g_new0 (BfMapSpaceState, self->n_spaces);
  self->space_marked = g_new0 (gboolean, self->n_spaces);

  self->spaces = g_new0 (BfMapSpace *, self->n_spaces);
  for (guint i = 0; i < self->n_spaces; i++)
    {
      const BfSpace *info = bf_carnegie_rules_get_space (self->rules, i);
      BfMapSpace *button = bf_map_space_new (self, i);

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

BfCarnegieGame *
bf_map_view_get_game (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->game;
}

void
bf_map_view_set_game (BfMapView      *self,
                      BfCarnegieGame *game)
{
  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (game == NULL || BF_IS_CARNEGIE_GAME (game));

  if (self->game == game)
    return;

  /* The game's signals follow the game (made with the first one). */
  if (self->game_signals == NULL && game != NULL)
    {
      self->game_signals = bf_widgets_document_signals_new (BF_TYPE_CARNEGIE_GAME);
      g_signal_group_connect_object (self->game_signals, "changed",
                                     G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      self->projects = bf_table_watch_new (bf_carnegie_player_get_projects, project_cb, NULL, self);
    }
  g_set_object (&self->game, game);
  bf_map_painter_set_game (self->painter, self->game, self->player);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, game);
  /* Every space is shown again below, once. */
  if (self->projects != NULL)
    {
      gboolean busy = self->busy;

      self->busy = TRUE;
      bf_table_watch_set_game (self->projects, game);
      self->busy = busy;
    }

  if (self->popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
  /* No game, nothing to enter. (Undo gives the map a restored copy of
   * the game: the panel stays for the press that was meant.) */
  if (self->panel != NULL && game == NULL)
    bf_map_panel_close (BF_MAP_PANEL (self->panel));

  if (self->spaces != NULL)
    for (guint i = 0; i < self->n_spaces; i++)
      gtk_widget_set_sensitive (GTK_WIDGET (self->spaces[i]), game != NULL);

  refresh_all (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

BfCarnegiePlayer *
bf_map_view_get_player (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->player;
}

void
bf_map_view_set_player (BfMapView        *self,
                        BfCarnegiePlayer *player)
{
  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (player == NULL || BF_IS_CARNEGIE_PLAYER (player));

  if (!g_set_object (&self->player, player))
    return;
  bf_map_painter_set_game (self->painter, self->game, self->player);

  _bf_map_view_refresh (self);
  /* A town's types put this player's disk. */
  _bf_map_view_update_city_types (self);
  if (self->panel != NULL)
    _bf_map_panel_update_types (self->panel);

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
  g_return_val_if_fail (road < bf_carnegie_rules_get_n_roads (self->rules), FALSE);

  return bf_map_painter_get_road_highlighted (self->painter, road);
}

gboolean
_bf_map_view_get_city_highlighted (BfMapView *self,
                                   guint      city)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), FALSE);
  g_return_val_if_fail (city < self->n_cities, FALSE);

  return bf_map_painter_get_city_highlighted (self->painter, city);
}

GtkWidget *
_bf_map_view_get_panel (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->panel;
}

char *
_bf_map_view_dup_space_tooltip (BfMapView *self,
                                guint      space)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (space < self->n_spaces, NULL);

  return bf_map_space_dup_tooltip (self->spaces[space]);
}

GdkTexture *
_bf_map_view_get_board_texture (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), NULL);

  return self->board != NULL ? gsk_texture_node_get_texture (ensure_board_node (self)) : NULL;
}

gboolean
_bf_map_view_get_board_cached (BfMapView *self)
{
  g_return_val_if_fail (BF_IS_MAP_VIEW (self), FALSE);

  return self->layers_cached;
}

void
_bf_map_view_get_city_center (BfMapView *self,
                              guint      city,
                              double    *x,
                              double    *y)
{
  const BfMapCity *c;

  g_return_if_fail (BF_IS_MAP_VIEW (self));
  g_return_if_fail (self->geometry != NULL);

  c = &self->geometry->cities[city];
  bf_map_geometry_to_pixels (self->geometry, c->cx, c->cy, x, y);
}

void
_bf_map_view_get_region_name_rect (BfMapView         *self,
                                   BfRegion           region,
                                   cairo_rectangle_t *rect)
{
  g_return_if_fail (BF_IS_MAP_VIEW (self));

  bf_map_painter_get_region_name_rect (self->painter, region, rect);
}
