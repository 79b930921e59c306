/* bf-map-space.c
 *
 * BfMapSpace: one construction space of the map, a focusable button.
 * The disk is drawn on the map's board (bf-map-painter.c); the button
 * draws only what shows over it (hover, press, focus ring), says what
 * it is to assistive technologies and in its tooltip, and passes taps,
 * Enter and the type choice (right-click, long press, Shift+F10, Menu)
 * to the map.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-map-space.h"
#include "bf-map-view-private.h"
#include "bf-widgets.h"

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

/* Descriptions */

static char *
describe_space (BfMapView *self,
                guint      space)
{
  const BfSpace *info = bf_carnegie_rules_get_space (self->rules, space);
  const BfCity *city = bf_carnegie_rules_get_city (self->rules, info->city);
  BfCarnegiePlayer *owner = NULL;
  g_autofree char *where = NULL;
  g_autofree char *what = NULL;

  if (info->type == BF_PROJECT_ANY)
    /* Translators: a small town's construction space on the map, "Reno, small town" */
    where = g_strdup_printf (_("%s, small town"), city->name);
  else
    /* Translators: a construction space on the map: city, number of the
     * space in the city, project type, "Chicago, space 3, Industry" */
    where = g_strdup_printf (_("%s, space %u, %s"), city->name, info->slot,
                             _bf_map_view_type_name (self, info->type));

  if (self->game != NULL)
    owner = bf_carnegie_game_get_space_owner (self->game, space);

  if (owner != NULL)
    {
      const BfProject *project = bf_carnegie_player_find_project (owner, space);

      if (project != NULL && project->type < BF_N_PROJECT_TYPES &&
          (info->type == BF_PROJECT_ANY || project->type != info->type))
        /* Translators: who has a pawn on a small town (or on a space of
         * another type, with Political Lobbying) and the project type
         * built there, "Anna’s pawn, Housing" */
        what = g_strdup_printf (_("%s’s pawn, %s"), bf_map_player_name (owner),
                                _bf_map_view_type_name (self, project->type));
      else if (project != NULL && project->type >= BF_N_PROJECT_TYPES &&
               info->type == BF_PROJECT_ANY && !bf_carnegie_player_is_andrew (owner))
        /* Translators: a human player's pawn on a small town whose project
         * type was not chosen yet, "Anna’s pawn, type not chosen yet" */
        what = g_strdup_printf (_("%s’s pawn, type not chosen yet"), bf_map_player_name (owner));
      else
        /* Translators: who has a pawn on a construction space, "Anna’s pawn" */
        what = g_strdup_printf (_("%s’s pawn"), bf_map_player_name (owner));
    }
  else if (self->game != NULL && bf_carnegie_game_get_space_blocked (self->game, space))
    /* Translators: a blocking disc on a construction space */
    what = g_strdup (_("blocking disc"));
  else
    /* Translators: nothing on a construction space */
    what = g_strdup (C_("space", "empty"));

  /* Translators: a construction space and what stands on it,
   * "Chicago, space 3, Industry: Anna’s pawn" */
  return g_strdup_printf (_("%s: %s"), where, what);
}

/* Tooltips are made when asked for: setting a tooltip text makes GTK
 * query the pointer from the display server, once per space. */
char *
bf_map_space_dup_tooltip (BfMapSpace *button)
{
  g_return_val_if_fail (BF_IS_MAP_SPACE (button), NULL);

  if (button->choosable)
    return g_strdup_printf ("%s\n%s", button->label,
                            /* Translators: tooltip of a pawn on a small town */
                            _("Right-click or long-press to choose the project type"));

  return g_strdup (button->label);
}

void
bf_map_space_update (BfMapSpace *button)
{
  g_autofree char *label = NULL;
  gboolean choosable;

  g_return_if_fail (BF_IS_MAP_SPACE (button));

  if (button->view == NULL)
    return;

  label = describe_space (button->view, button->space);
  choosable = _bf_map_view_can_choose_type (button->view, button->space, NULL);

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
      bf_widgets_set_description (GTK_WIDGET (button), bf_map_space_get_description (button));
    }
}

/* What the button shows over its disk: hovered, pressed, focused. */
static void
draw_space_state (BfMapSpace *button,
                  cairo_t    *cr,
                  double      size)
{
  GtkWidget *widget = GTK_WIDGET (button);
  GtkStateFlags flags = gtk_widget_get_state_flags (widget);
  double c = size / 2;
  double r = size / 2 - 0.5;
  BfMapPalette palette = *_bf_map_view_ensure_palette (button->view);

  if (flags & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_ACTIVE))
    {
      cairo_arc (cr, c, c, r, 0, 2 * G_PI);
      bf_map_set_source (cr, &palette.fg, ((flags & GTK_STATE_FLAG_ACTIVE) ? 0.25 : 0.12) *
                         (gtk_widget_is_sensitive (widget) ? 1.0 : 0.5));
      cairo_fill (cr);
    }

  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_new_path (cr);
      cairo_arc (cr, c, c, r + 2.5, 0, 2 * G_PI);
      bf_map_set_source (cr, &palette.accent, 1.0);
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
  draw_space_state (self, cr, size);
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
    _bf_map_view_invalidate_board (self->view);
  gtk_widget_queue_draw (widget);
}


static void
bf_map_space_choose_type (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  BfMapSpace *self = BF_MAP_SPACE (widget);

  if (self->view != NULL)
    _bf_map_view_show_type_popover (self->view, self->space);
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
    _bf_map_view_show_type_popover (self->view, self->space);
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
  if (self->view == NULL || !_bf_map_view_can_choose_type (self->view, self->space, NULL))
    return;

  self->long_pressed = TRUE;
  _bf_map_view_show_type_popover (self->view, self->space);
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

  text = bf_map_space_dup_tooltip (self);
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

BfMapSpace *
bf_map_space_new (BfMapView *view,
                  guint      space)
{
  BfMapSpace *self = g_object_new (BF_TYPE_MAP_SPACE, NULL);

  self->view = view;
  self->space = space;

  return self;
}

guint
bf_map_space_get_space (BfMapSpace *self)
{
  g_return_val_if_fail (BF_IS_MAP_SPACE (self), G_MAXUINT);

  return self->space;
}

const char *
bf_map_space_get_label (BfMapSpace *self)
{
  g_return_val_if_fail (BF_IS_MAP_SPACE (self), NULL);

  return self->label;
}

const char *
bf_map_space_get_description (BfMapSpace *self)
{
  g_return_val_if_fail (BF_IS_MAP_SPACE (self), NULL);

  if (!self->choosable)
    return NULL;

  /* Translators: what a screen reader says of a pawn on a small town,
   * after its name: the keys (and the pointer's ways) that open its
   * project type */
  return _("Shift+F10 or the Menu key chooses the project type (right-click or long press)");
}

void
bf_map_space_detach (BfMapSpace *self)
{
  g_return_if_fail (BF_IS_MAP_SPACE (self));

  self->view = NULL;
}
