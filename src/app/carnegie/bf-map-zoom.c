/* bf-map-zoom.c
 *
 * BfMapZoom: the map, zoomed and scrolled. Its children: a scrolled
 * window holding the port (bf-map-port.c) that holds the map, and over
 * its top right corner a row of three buttons (Zoom In, Zoom Out, Whole
 * Board), where the board has no space to hide: only the Midwest's and
 * East's names lie there, at every width. The zoom is the widget's
 * own: not saved with the game, kept while the player changes (the map
 * is the same for every player) and through Undo and Redo (which show
 * the game read back from its step: another game object), and so for
 * another game opened in the window; a new window starts at the whole
 * board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bf-map-port.h"
#include "bf-map-space.h"
#include "bf-map-zoom.h"
#include "bf-widgets.h"

/* A step of the buttons, the keys and a double tap. */
#define ZOOM_STEP     2.0
/* A step of the wheel (smooth scrolling zooms by parts of it). */
#define WHEEL_STEP    1.25
/* The buttons' room from the map's edges. */
#define BUTTONS_MARGIN 4
/* A finger hits a space alone from this size (GNOME HIG). */
#define TAP_MIN       44
/* How far apart a finger's two taps of a double tap may land. */
#define DOUBLE_TAP_DISTANCE 32

struct _BfMapZoom
{
  GtkWidget   parent_instance;

  GtkWidget  *scrolled;          /* owned (parented) */
  GtkWidget  *port;              /* borrowed: the scrolled window's */
  GtkWidget  *buttons;           /* owned (parented): the row of buttons */
  GtkWidget  *zoom_in_button;    /* borrowed: in buttons */
  GtkWidget  *zoom_out_button;
  GtkWidget  *fit_button;
  BfMapView  *map_view;          /* borrowed: the port's child */

  double      pointer_x;         /* where the pointer is, in self */
  double      pointer_y;
  double      pinch_start;       /* the zoom a pinch started at */

  guint       update_id;         /* updates the actions after a layout */
  gboolean    actions_known;     /* the actions' states set last */
  gboolean    can_zoom_in;
  gboolean    can_zoom_out;

  /* The last press, to tell a double tap */
  guint32     press_time;
  double      press_x;
  double      press_y;
};

enum {
  PROP_0,
  PROP_MAP_VIEW,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (BfMapZoom, bf_map_zoom, GTK_TYPE_WIDGET)

static BfMapPort *
get_port (BfMapZoom *self)
{
  return BF_MAP_PORT (self->port);
}

/* (@x, @y) of self in the port's coordinates. */
static void
to_port (BfMapZoom *self,
         double    *x,
         double    *y)
{
  graphene_point_t point;

  if (gtk_widget_compute_point (GTK_WIDGET (self), self->port, &GRAPHENE_POINT_INIT (*x, *y), &point))
    {
      *x = point.x;
      *y = point.y;
    }
}

static void
zoom_at (BfMapZoom *self,
         double     zoom,
         double     x,
         double     y)
{
  if (x >= 0 && y >= 0)
    to_port (self, &x, &y);
  bf_map_port_zoom_at (get_port (self), zoom, x, y);
}

/* Actions */

/* Whether @focus is @button or inside it. */
static gboolean
is_on (GtkWidget *focus,
       GtkWidget *button)
{
  return focus != NULL && (focus == button || gtk_widget_is_ancestor (focus, button));
}

static void
update_actions (BfMapZoom *self)
{
  double zoom = bf_map_port_get_zoom (get_port (self));
  double max_zoom = bf_map_port_get_max_zoom (get_port (self));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean can_zoom_in = zoom < max_zoom;
  gboolean can_zoom_out = zoom > 1.0;

  /* A button about to be disabled gives the focus to one that is not:
   * the focus never vanishes. */
  if (!can_zoom_in && is_on (focus, self->zoom_in_button))
    gtk_widget_grab_focus (self->zoom_out_button);
  else if (!can_zoom_out && (is_on (focus, self->zoom_out_button) || is_on (focus, self->fit_button)))
    gtk_widget_grab_focus (self->zoom_in_button);

  /* Only changes: each one tells the buttons and their accessible
   * objects (a screen reader hears of it), and every layout comes here. */
  if (self->actions_known && can_zoom_in == self->can_zoom_in && can_zoom_out == self->can_zoom_out)
    return;
  self->actions_known = TRUE;
  self->can_zoom_in = can_zoom_in;
  self->can_zoom_out = can_zoom_out;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "zoom.in", can_zoom_in);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "zoom.out", can_zoom_out);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "zoom.fit", can_zoom_out);
}

static gboolean
update_actions_cb (gpointer user_data)
{
  BfMapZoom *self = user_data;

  self->update_id = 0;
  update_actions (self);

  return G_SOURCE_REMOVE;
}

/* After the layout: the largest zoom is known once the port is
 * allocated, and buttons made insensitive during a layout would ask for
 * another one in the middle of it. */
static void
queue_update_actions (BfMapZoom *self)
{
  if (self->update_id == 0)
    self->update_id = g_idle_add (update_actions_cb, self);
}

static void
zoom_changed_cb (BfMapZoom *self)
{
  queue_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfMapZoom *self = BF_MAP_ZOOM (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  double zoom = bf_map_port_get_zoom (get_port (self));
  graphene_rect_t bounds;

  if (g_str_equal (action_name, "zoom.in"))
    zoom *= ZOOM_STEP;
  else if (g_str_equal (action_name, "zoom.out"))
    zoom /= ZOOM_STEP;
  else
    zoom = 1.0;

  /* Around the space holding the focus, if any, else the centre. */
  if (focus != NULL && BF_IS_MAP_SPACE (focus) &&
      gtk_widget_compute_bounds (focus, self->port, &bounds))
    bf_map_port_zoom_at (get_port (self), zoom,
                         bounds.origin.x + bounds.size.width / 2,
                         bounds.origin.y + bounds.size.height / 2);
  else
    bf_map_port_zoom_at (get_port (self), zoom, -1, -1);
}

/* Pointer, wheel, fingers */

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BfMapZoom                *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

/* Ctrl+wheel zooms around the pointer; the wheel alone scrolls. */
static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BfMapZoom                *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if ((state & GDK_CONTROL_MASK) == 0 || dy == 0)
    return GDK_EVENT_PROPAGATE;

  zoom_at (self, bf_map_port_get_zoom (get_port (self)) * pow (WHEEL_STEP, -dy),
           self->pointer_x, self->pointer_y);

  return GDK_EVENT_STOP;
}

static void
pinch_begin_cb (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                BfMapZoom        *self)
{
  self->pinch_start = bf_map_port_get_zoom (get_port (self));
}

static void
pinch_scale_changed_cb (GtkGestureZoom *gesture,
                        double          scale,
                        BfMapZoom      *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    x = y = -1;

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  _bf_map_zoom_pinch (self, self->pinch_start, scale, x, y);
}

/* Every press, seen before the map and whatever it does with it: two
 * within the double-click time and distance are a double tap. */
static gboolean
press_event_cb (GtkEventControllerLegacy *controller,
                GdkEvent                 *event,
                BfMapZoom                *self)
{
  GdkEventType type = gdk_event_get_event_type (event);
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  gboolean touch = type == GDK_TOUCH_BEGIN;
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  graphene_point_t point;
  double x, y, nx, ny, distance;
  int time, click_distance;
  guint32 now;

  if ((type != GDK_BUTTON_PRESS || gdk_button_event_get_button (event) != GDK_BUTTON_PRIMARY) &&
      type != GDK_TOUCH_BEGIN)
    return GDK_EVENT_PROPAGATE;

  /* Where, in self: the event's position is in its surface's. Presses
   * in the map's popovers (other surfaces) are theirs: two quick presses
   * on a city's button are two entries. */
  if (native == NULL || gdk_event_get_surface (event) != gtk_native_get_surface (native) ||
      !gdk_event_get_position (event, &x, &y))
    return GDK_EVENT_PROPAGATE;
  gtk_native_get_surface_transform (native, &nx, &ny);
  if (!gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self),
                                 &GRAPHENE_POINT_INIT (x - nx, y - ny), &point))
    return GDK_EVENT_PROPAGATE;

  g_object_get (settings, "gtk-double-click-time", &time,
                "gtk-double-click-distance", &click_distance, NULL);
  now = gdk_event_get_time (event);
  distance = hypot (point.x - self->press_x, point.y - self->press_y);
  if (self->press_time != 0 && now - self->press_time <= (guint32) time &&
      distance <= (touch ? MAX (click_distance, DOUBLE_TAP_DISTANCE) : click_distance))
    {
      self->press_time = 0;
      _bf_map_zoom_double_tap (self, point.x, point.y, touch);
    }
  else
    {
      self->press_time = now != 0 ? now : 1;
      self->press_x = point.x;
      self->press_y = point.y;
    }

  return GDK_EVENT_PROPAGATE;
}

/* Layout */

static void
bf_map_zoom_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  BfMapZoom *self = BF_MAP_ZOOM (widget);
  int buttons_min, buttons_nat, map_min, map_nat;

  gtk_widget_measure (self->buttons, orientation, -1, &buttons_min, &buttons_nat, NULL, NULL);
  buttons_min += 2 * BUTTONS_MARGIN;

  if (self->map_view == NULL)
    {
      *minimum = *natural = buttons_min;
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Any width: a board wider than it scrolls sideways. */
      gtk_widget_measure (GTK_WIDGET (self->map_view), orientation, -1, &map_min, &map_nat, NULL, NULL);
      *minimum = buttons_min;
      *natural = MAX (map_nat, buttons_min);
    }
  else
    {
      /* As high as the whole board is at the width (the map's own
       * width when it is wider, with large text): zoomed, the same. */
      gtk_widget_measure (GTK_WIDGET (self->map_view), GTK_ORIENTATION_HORIZONTAL, -1,
                          &map_min, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (self->map_view), orientation,
                          for_size >= 0 ? MAX (for_size, map_min) : -1,
                          &map_min, &map_nat, NULL, NULL);
      *minimum = MAX (map_min, buttons_min);
      *natural = MAX (map_nat, *minimum);
    }
}

static GtkSizeRequestMode
bf_map_zoom_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bf_map_zoom_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  BfMapZoom *self = BF_MAP_ZOOM (widget);
  int buttons_width, buttons_height;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  gtk_widget_size_allocate (self->scrolled, &(GtkAllocation) { 0, 0, width, height }, -1);

  gtk_widget_measure (self->buttons, GTK_ORIENTATION_HORIZONTAL, -1, &buttons_width, NULL, NULL, NULL);
  gtk_widget_measure (self->buttons, GTK_ORIENTATION_VERTICAL, buttons_width, &buttons_height, NULL, NULL, NULL);
  /* The top right corner: the north-east of the board is sea. */
  gtk_widget_size_allocate (self->buttons,
                            &(GtkAllocation) {
                              rtl ? BUTTONS_MARGIN : width - buttons_width - BUTTONS_MARGIN,
                              BUTTONS_MARGIN, buttons_width, buttons_height
                            }, -1);

  queue_update_actions (self);
}

/* Tab: the buttons first, then the map's spaces (drawn below them). */
static gboolean
bf_map_zoom_focus (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  BfMapZoom *self = BF_MAP_ZOOM (widget);
  GtkWidget *order[2] = { self->buttons, self->scrolled };
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  int step, start;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    {
      if (focus_child != NULL)
        return gtk_widget_child_focus (focus_child, direction);
      return GTK_WIDGET_CLASS (bf_map_zoom_parent_class)->focus (widget, direction);
    }

  step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
  if (focus_child == NULL)
    start = step > 0 ? 0 : 1;
  else
    {
      start = focus_child == order[0] ? 0 : 1;
      if (gtk_widget_child_focus (focus_child, direction))
        return TRUE;
      start += step;
    }

  for (int i = start; i >= 0 && i < 2; i += step)
    if (gtk_widget_child_focus (order[i], direction))
      return TRUE;

  return FALSE;
}

/* BfMapZoom */

static GtkWidget *
add_button (BfMapZoom  *self,
            const char *icon_name,
            const char *action_name,
            const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  /* A finger's size, whatever the theme. */
  gtk_widget_set_size_request (button, TAP_MIN, TAP_MIN);
  gtk_widget_add_css_class (button, "osd");
  bf_widgets_name_icon_button (button, label);
  gtk_box_append (GTK_BOX (self->buttons), button);

  return button;
}

static void
bf_map_zoom_dispose (GObject *object)
{
  BfMapZoom *self = BF_MAP_ZOOM (object);

  g_clear_handle_id (&self->update_id, g_source_remove);
  g_clear_pointer (&self->buttons, gtk_widget_unparent);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  self->map_view = NULL;
  self->port = NULL;

  G_OBJECT_CLASS (bf_map_zoom_parent_class)->dispose (object);
}

static void
bf_map_zoom_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BfMapZoom *self = BF_MAP_ZOOM (object);

  switch (prop_id)
    {
    case PROP_MAP_VIEW:
      g_value_set_object (value, self->map_view);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, bf_map_zoom_get_zoom (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_zoom_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BfMapZoom *self = BF_MAP_ZOOM (object);

  switch (prop_id)
    {
    case PROP_MAP_VIEW:
      bf_map_zoom_set_map_view (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_zoom_class_init (BfMapZoomClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_map_zoom_dispose;
  object_class->get_property = bf_map_zoom_get_property;
  object_class->set_property = bf_map_zoom_set_property;

  widget_class->measure = bf_map_zoom_measure;
  widget_class->get_request_mode = bf_map_zoom_get_request_mode;
  widget_class->size_allocate = bf_map_zoom_size_allocate;
  widget_class->focus = bf_map_zoom_focus;

  /**
   * BfMapZoom:map-view:
   *
   * The map shown, zoomed and scrolled.
   */
  properties[PROP_MAP_VIEW] =
    g_param_spec_object ("map-view", NULL, NULL, BF_TYPE_MAP_VIEW,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /**
   * BfMapZoom:zoom:
   *
   * How much larger than the whole board the map is drawn (1: the
   * whole board).
   */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 1.0, G_MAXDOUBLE, 1.0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "zoom.in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "zoom.out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "zoom.fit", NULL, zoom_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "zoom.in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "zoom.in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "zoom.in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "zoom.out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "zoom.out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "zoom.fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "zoom.fit", NULL);

  gtk_widget_class_set_css_name (widget_class, "bf-map-zoom");
  /* Named (init()): its actions make it an actionable node, which GTK
   * 4.8 would name after its type. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bf_map_zoom_init (BfMapZoom *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  /* Translators: accessible name of the map with its zoom buttons */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  -1);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scrolled),
                                  /* Translators: accessible name of the scrolled area showing the board */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  -1);
  self->port = bf_map_port_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->port);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
  g_signal_connect_object (self->port, "notify::zoom", G_CALLBACK (zoom_changed_cb), self,
                           G_CONNECT_SWAPPED);

  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->buttons, "linked");
  gtk_widget_set_parent (self->buttons, GTK_WIDGET (self));
  self->zoom_out_button = add_button (self, "zoom-out-symbolic", "zoom.out",
                                      /* Translators: button over the map (Ctrl+minus) */
                                      _("Zoom Out"));
  self->zoom_in_button = add_button (self, "zoom-in-symbolic", "zoom.in",
                                     /* Translators: button over the map (Ctrl+plus) */
                                     _("Zoom In"));
  self->fit_button = add_button (self, "zoom-fit-best-symbolic", "zoom.fit",
                                 /* Translators: button over the map: zoom out to show the
                                  * whole board (Ctrl+0) */
                                 _("Whole Board"));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_zoom_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (gesture), GTK_PHASE_CAPTURE);
  g_signal_connect (gesture, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (press_event_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  update_actions (self);
}

GtkWidget *
bf_map_zoom_new (void)
{
  return g_object_new (BF_TYPE_MAP_ZOOM, NULL);
}

BfMapView *
bf_map_zoom_get_map_view (BfMapZoom *self)
{
  g_return_val_if_fail (BF_IS_MAP_ZOOM (self), NULL);

  return self->map_view;
}

void
bf_map_zoom_set_map_view (BfMapZoom *self,
                          BfMapView *map_view)
{
  g_return_if_fail (BF_IS_MAP_ZOOM (self));
  g_return_if_fail (map_view == NULL || BF_IS_MAP_VIEW (map_view));

  if (self->map_view == map_view)
    return;

  self->map_view = map_view;
  bf_map_port_set_child (get_port (self), GTK_WIDGET (map_view));
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP_VIEW]);
}

double
bf_map_zoom_get_zoom (BfMapZoom *self)
{
  g_return_val_if_fail (BF_IS_MAP_ZOOM (self), 1.0);

  return bf_map_port_get_zoom (get_port (self));
}

GtkWidget *
_bf_map_zoom_get_scrolled (BfMapZoom *self)
{
  g_return_val_if_fail (BF_IS_MAP_ZOOM (self), NULL);

  return self->scrolled;
}

void
_bf_map_zoom_double_tap (BfMapZoom *self,
                         double     x,
                         double     y,
                         gboolean   touch)
{
  BfMapPort *port;
  GtkWidget *target;
  double zoom;

  g_return_if_fail (BF_IS_MAP_ZOOM (self));

  port = get_port (self);
  target = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  /* Not on the buttons, nor on a space that takes the taps itself (a
   * mouse's always, a finger's from TAP_MIN): two taps there are two
   * entries. */
  if (target == NULL || target == self->buttons || gtk_widget_is_ancestor (target, self->buttons))
    return;
  if (BF_IS_MAP_SPACE (target) &&
      (!touch || MIN (gtk_widget_get_width (target), gtk_widget_get_height (target)) >= TAP_MIN))
    return;

  /* In twice, back to the whole board from the largest zoom. */
  zoom = bf_map_port_get_zoom (port);
  if (zoom >= bf_map_port_get_max_zoom (port))
    zoom = 1.0;
  else
    zoom *= ZOOM_STEP;

  zoom_at (self, zoom, x, y);
}

void
_bf_map_zoom_pinch (BfMapZoom *self,
                    double     start_zoom,
                    double     scale,
                    double     x,
                    double     y)
{
  g_return_if_fail (BF_IS_MAP_ZOOM (self));

  zoom_at (self, start_zoom * scale, x, y);
}
