/* bf-map-popover.c
 *
 * The map's popovers (part of BfMapView, bf-map-view-private.h): the
 * project type of a disk on a small town (or on any space with
 * Political Lobbying), and the city popover for fingers: while the
 * spaces are drawn smaller than a fingertip, a tap on a city lists its
 * spaces as large buttons, a tap on another city switches to it, and an
 * empty town offers its project types. A map with a panel below it
 * (bf-map-panel.c, the game page's) opens the panel instead, and the
 * buttons for fingers (a town's types, what stands on a space, the
 * town's pawn with its type) are made and entered here for both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "bf-map-space.h"
#include "bf-map-view-private.h"

/* Smallest target a finger hits reliably, in pixels (GNOME HIG). Spaces
 * drawn smaller are entered through the city popover. */
#define TAP_MIN      44
/* Room kept between the city popover and the window's sides */
#define CITY_POPOVER_MARGIN 6

static void ensure_popover (BfMapView *self);

/* Type popover */

void
_bf_map_view_type_symbol_draw_cb (GtkDrawingArea *area,
                                  cairo_t        *cr,
                                  int             width,
                                  int             height,
                                  gpointer        user_data)
{
  BfProjectType type = GPOINTER_TO_UINT (user_data);
  BfMapPalette palette;
  GdkRGBA color;
  double r = MIN (width, height) / 2.0;

  _bf_map_view_get_widget_palette (GTK_WIDGET (area), &palette);
  bf_map_type_rgba (type, palette.dark, &color);

  cairo_arc (cr, width / 2.0, height / 2.0, r - 1, 0, 2 * G_PI);
  bf_map_set_source (cr, &color, 1.0);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  bf_map_draw_type_symbol (cr, type, width / 2.0, height / 2.0, (r - 1) * 0.62, &color, palette.dark);
}

static gboolean
set_project_type (BfMapView      *self,
                  guint           space,
                  BfProjectType   type,
                  GError        **error)
{
  BfCarnegiePlayer *owner = NULL;
  const BfProject *project;
  BfProjectType old_type;
  gboolean ok;

  if (!_bf_map_view_can_choose_type (self, space, &owner))
    return TRUE;

  project = bf_carnegie_player_find_project (owner, space);
  if (project == NULL || project->type == type)
    return TRUE;

  old_type = project->type;

  self->busy = TRUE;
  bf_carnegie_player_remove_project (owner, space);
  ok = bf_carnegie_player_add_project (owner, space, type, error);
  if (!ok && !bf_carnegie_player_add_project (owner, space, old_type, NULL))
    g_warning ("Could not put back the disk on space %u", space);
  self->busy = FALSE;

  _bf_map_view_refresh (self);

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
    _bf_map_view_emit_error (self, error->message);

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

void
_bf_map_view_show_type_popover (BfMapView *self,
                   guint      space)
{
  const BfSpace *info;
  const BfProject *project;
  BfCarnegiePlayer *owner = NULL;
  BfProjectType type;
  g_autofree char *title = NULL;

  g_assert (BF_IS_MAP_VIEW (self));

  if (space >= self->n_spaces || !_bf_map_view_can_choose_type (self, space, &owner))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  info = bf_carnegie_rules_get_space (self->rules, space);
  project = bf_carnegie_player_find_project (owner, space);
  type = project != NULL ? project->type : BF_PROJECT_ANY;

  /* Translators: title of the popover choosing the project type of a
   * disk, "Reno: Anna’s project" */
  title = g_strdup_printf (_("%s: %s’s project"),
                           bf_carnegie_rules_get_city (self->rules, info->city)->name,
                           bf_map_player_name (owner));
  ensure_popover (self);
  gtk_label_set_label (GTK_LABEL (self->popover_title), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);

  /* The type the disk has: a check mark, and the pressed state for a
   * screen reader. */
  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      gtk_widget_set_visible (self->type_checks[t], type == t);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->type_buttons[t]),
                                   GTK_ACCESSIBLE_STATE_PRESSED,
                                   type == t ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                   -1);
    }

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
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Project type"), -1);
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
      GtkWidget *label = gtk_label_new (_bf_map_view_type_name (self, t));
      GtkWidget *button = gtk_button_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (symbol), 20);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (symbol), 20);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (symbol), _bf_map_view_type_symbol_draw_cb,
                                      GUINT_TO_POINTER (t), NULL);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), symbol);
      gtk_box_append (GTK_BOX (row), label);

      /* Marks the type the disk has now. */
      self->type_checks[t] = gtk_image_new_from_icon_name ("object-select-symbolic");
      gtk_widget_set_visible (self->type_checks[t], FALSE);
      /* Said by the button's pressed state. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->type_checks[t]),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (row), self->type_checks[t]);

      gtk_button_set_child (GTK_BUTTON (button), row);
      gtk_widget_add_css_class (button, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _bf_map_view_type_name (self, t),
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

gboolean
_bf_map_view_spaces_too_small (BfMapView *self)
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
  const BfCity *info = bf_carnegie_rules_get_city (self->rules, city);
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
guint
_bf_map_view_city_at (BfMapView *self,
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
gboolean
_bf_map_view_can_place_town_disk (BfMapView *self,
                                  guint      space)
{
  return self->game != NULL && self->player != NULL &&
         !bf_carnegie_player_is_andrew (self->player) &&
         bf_carnegie_rules_get_space (self->rules, space)->type == BF_PROJECT_ANY &&
         bf_carnegie_game_get_space_owner (self->game, space) == NULL &&
         !bf_carnegie_game_get_space_blocked (self->game, space) &&
         gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[space]));
}

/* The project types of the town shown, while its space is empty. */
void
_bf_map_view_update_city_types (BfMapView *self)
{
  const BfCity *city;
  gboolean shown;

  if (self->city_popover == NULL || self->city_popover_city >= self->n_cities)
    return;

  city = bf_carnegie_rules_get_city (self->rules, self->city_popover_city);
  shown = city->n_spaces == 1 && _bf_map_view_can_place_town_disk (self, city->first_space);
  gtk_widget_set_visible (self->city_types, shown);
  /* The buttons too: a button hidden is no button of the popover's. */
  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    gtk_widget_set_visible (self->city_type_buttons[t], shown);

  if (shown)
    {
      /* Translators: above the project types in the popover of an empty
       * small town: a tap on a type puts the current player's pawn there
       * with that type, "Anna’s project:" */
      g_autofree char *title = g_strdup_printf (_("%s’s project:"), bf_map_player_name (self->player));

      gtk_label_set_label (GTK_LABEL (self->city_types_title), title);
    }
}

/* What stands on @space, as the buttons for fingers show it: the
 * project type (the printed one, or the one built on a town), who holds
 * it ("Anna", "blocking disc", "empty") and the colour of the disk;
 * FALSE when there is no disk. */
gboolean
_bf_map_view_describe_disk (BfMapView      *self,
                            guint           space,
                            BfProjectType  *type,
                            const char    **holder,
                            GdkRGBA        *rgba)
{
  BfCarnegiePlayer *owner = NULL;

  *type = bf_carnegie_rules_get_space (self->rules, space)->type;
  if (self->game != NULL)
    owner = bf_carnegie_game_get_space_owner (self->game, space);

  if (owner != NULL)
    {
      const BfProject *project = bf_carnegie_player_find_project (owner, space);

      if (project != NULL && project->type < BF_N_PROJECT_TYPES)
        *type = project->type;
      *holder = bf_map_player_name (owner);
      bf_map_player_rgba (self->rules, self->game, owner, rgba);
      return TRUE;
    }

  if (self->game != NULL && bf_carnegie_game_get_space_blocked (self->game, space))
    {
      *holder = _("blocking disc");
      *rgba = _bf_map_view_ensure_palette (self)->fg;
      rgba->alpha *= 0.55;
      return TRUE;
    }

  *holder = C_("space", "empty");
  return FALSE;
}

/* What the button of @space says: its number, its type (or the type
 * built on a town) and who holds it. The accessible label is the
 * space's own. */
void
_bf_map_view_update_city_button (BfMapView *self,
                    guint      space)
{
  const BfSpace *info = bf_carnegie_rules_get_space (self->rules, space);
  const BfCity *city = bf_carnegie_rules_get_city (self->rules, info->city);
  guint i = space - city->first_space;
  BfProjectType type;
  const char *holder;
  g_autofree char *text = NULL;

  if (self->city_popover == NULL || info->city != self->city_popover_city ||
      i >= MAX_CITY_SPACES)
    return;

  gtk_widget_set_visible (self->city_disks[i],
                          _bf_map_view_describe_disk (self, space, &type, &holder,
                                                      &self->city_disk_rgba[i]));
  gtk_widget_queue_draw (self->city_disks[i]);

  /* A town's space has no symbol until a type is built on it. */
  gtk_widget_set_opacity (self->city_symbols[i], type < BF_N_PROJECT_TYPES ? 1.0 : 0.0);
  if (type < BF_N_PROJECT_TYPES)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->city_symbols[i]),
                                    _bf_map_view_type_symbol_draw_cb, GUINT_TO_POINTER (type), NULL);

  /* Translators: a button for a construction space in the popover of a
   * city: number of the space, project type, who holds it,
   * "2 · Housing · Anna" */
  text = g_strdup_printf (_("%u · %s · %s"), info->slot, _bf_map_view_type_name (self, type), holder);
  gtk_label_set_label (GTK_LABEL (self->city_labels[i]), text);
  gtk_widget_set_sensitive (self->city_buttons[i],
                            gtk_widget_is_sensitive (GTK_WIDGET (self->spaces[space])));
  if (bf_map_space_get_label (self->spaces[space]) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->city_buttons[i]),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    bf_map_space_get_label (self->spaces[space]),
                                    -1);

  _bf_map_view_update_city_types (self);
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

  city = bf_carnegie_rules_get_city (self->rules, self->city_popover_city);
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
  if (bf_carnegie_rules_get_space (self->rules, space)->type == BF_PROJECT_ANY)
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

  if (space >= self->n_spaces || !_bf_map_view_can_choose_type (self, space, NULL))
    return;

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_popover_popdown (GTK_POPOVER (self->city_popover));
  _bf_map_view_show_type_popover (self, space);
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

/* A town's project type tapped while the town is empty: the current
 * player's disk there with that type, in one tap (the first step of the
 * cycle, bf_map_view_activate_space(), with its type; one change for
 * the views). Says why when it cannot. */
void
_bf_map_view_place_town_disk (BfMapView     *self,
                              guint          space,
                              BfProjectType  type)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (!_bf_map_view_can_place_town_disk (self, space))
    {
      /* The buttons are hidden then: only a stale tap comes here. */
      _bf_map_view_emit_error (self, _("The town is taken: tap its space to change who holds it."));
      return;
    }

  self->busy = TRUE;
  ok = bf_carnegie_player_add_project (self->player, space, type, &error);
  self->busy = FALSE;
  _bf_map_view_refresh (self);

  if (!ok)
    _bf_map_view_emit_error (self, error->message);
}

/* A town's project type: the current player's disk with that type on
 * the empty town, in one tap. The popover stays, showing the disk, as
 * after a tap on a space's button. */
static void
city_type_button_clicked_cb (BfMapView *self,
                             GtkButton *button)
{
  const BfCity *city;
  BfProjectType type = BF_N_PROJECT_TYPES;

  for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
    if (self->city_type_buttons[t] == GTK_WIDGET (button))
      type = t;

  g_return_if_fail (type < BF_N_PROJECT_TYPES);
  g_return_if_fail (self->city_popover_city < self->n_cities);

  city = bf_carnegie_rules_get_city (self->rules, self->city_popover_city);
  if (city->n_spaces == 1)
    _bf_map_view_place_town_disk (self, city->first_space, type);
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

/* A button for a town's project type @type, at least a finger's size:
 * its symbol, and its name when @with_name (else in its tooltip). Its
 * accessible label is the type's name. */
GtkWidget *
_bf_map_view_new_type_button (BfMapView     *self,
                              BfProjectType  type,
                              gboolean       with_name)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *symbol = gtk_drawing_area_new ();
  const char *name = _bf_map_view_type_name (self, type);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (symbol), 20);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (symbol), 20);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (symbol), _bf_map_view_type_symbol_draw_cb,
                                  GUINT_TO_POINTER (type), NULL);
  gtk_widget_set_valign (symbol, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (symbol, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), symbol);
  if (with_name)
    {
      GtkWidget *label = gtk_label_new (name);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), label);
    }
  else
    gtk_widget_set_tooltip_text (button, name);

  gtk_button_set_child (GTK_BUTTON (button), row);
  gtk_widget_set_size_request (button, TAP_MIN, TAP_MIN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);

  return button;
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
        GtkWidget *button = _bf_map_view_new_type_button (self, t, TRUE);

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
  const BfCity *info = bf_carnegie_rules_get_city (self->rules, city);

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
        _bf_map_view_update_city_button (self, info->first_space + i);
    }

  fit_city_popover (self);
  gtk_popover_popup (GTK_POPOVER (self->city_popover));
}

gboolean
_bf_map_view_popover_showing (GtkWidget *popover)
{
  return popover != NULL && gtk_widget_get_visible (popover);
}

/* Whether (@x, @y) is on a space the pointer can press. */
static gboolean
space_at (BfMapView *self,
          double     x,
          double     y)
{
  GtkWidget *target = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  return target != NULL && target != GTK_WIDGET (self);
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
  if (_bf_map_view_popover_showing (self->popover))
    return FALSE;

  /* A panel below the map: a tap on a city while the spaces are too
   * small for a finger opens it on the city's region (or shows the city
   * in it); the panel stays open for the next tap (bf-map-panel.c). */
  if (self->panel != NULL)
    {
      if (self->game == NULL)
        return FALSE;

      city = _bf_map_view_city_at (self, x, y);
      if (_bf_map_view_spaces_too_small (self) && city < self->n_cities &&
          (touch || !space_at (self, x, y)))
        {
          _bf_map_panel_show_city (self->panel, city);
          return TRUE;
        }

      /* A tap on no space: said, rather than lost (issue 31). */
      if (!space_at (self, x, y))
        _bf_map_view_emit_error (self, city < self->n_cities || !_bf_map_view_spaces_too_small (self)
                                       ? _("No construction space there: tap a space.")
                                       : _("No city there: tap a city to list its spaces below the map."));
      return FALSE;
    }

  /* The city popover is open: a tap on another city shows that one at
   * once, any other tap on the map closes it. Nothing is entered. */
  if (_bf_map_view_popover_showing (self->city_popover))
    {
      city = _bf_map_view_city_at (self, x, y);
      if (city < self->n_cities && city != self->city_popover_city && _bf_map_view_spaces_too_small (self))
        show_city_popover (self, city);
      else
        gtk_popover_popdown (GTK_POPOVER (self->city_popover));
      return TRUE;
    }

  if (self->game == NULL || !_bf_map_view_spaces_too_small (self))
    return FALSE;

  /* A mouse hits small spaces well enough. */
  if (!touch)
    {
      GtkWidget *target = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

      if (target != NULL && target != GTK_WIDGET (self))
        return FALSE;
    }

  city = _bf_map_view_city_at (self, x, y);
  if (city >= self->n_cities)
    return FALSE;

  show_city_popover (self, city);

  return TRUE;
}

/* The popovers follow their space or city when the map is allocated
 * again. */
void
_bf_map_view_place_popovers (BfMapView *self)
{
  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    {
      update_popover_position (self);
      gtk_popover_present (GTK_POPOVER (self->popover));
    }

  if (_bf_map_view_popover_showing (self->city_popover))
    {
      /* Spaces grown large enough are tapped directly. */
      if (!_bf_map_view_spaces_too_small (self))
        gtk_popover_popdown (GTK_POPOVER (self->city_popover));
      fit_city_popover (self);
      gtk_popover_present (GTK_POPOVER (self->city_popover));
    }
}

/* For the tests */

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

  info = bf_carnegie_rules_get_space (self->rules, space);
  city = bf_carnegie_rules_get_city (self->rules, info->city);
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
