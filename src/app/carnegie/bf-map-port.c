/* bf-map-port.c
 *
 * BfMapPort: a GtkScrollable showing part of its child, the map, which
 * it allocates at the zoom times the whole board's size at the port's
 * width. A GtkViewport would ask the map for that size, and the map
 * cannot know the width it is shown at while it is measured (a size
 * cached by GTK would then be out of date); the port knows it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <math.h>

#include "bf-map-geometry.h"
#include "bf-map-port.h"

/* Room kept between a space scrolled into view and the port's edge. */
#define FOCUS_MARGIN 12

struct _BfMapPort
{
  GtkWidget      parent_instance;

  GtkWidget     *child;          /* owned (parented) */
  GtkAdjustment *adjustments[2]; /* owned */
  GtkScrollablePolicy policies[2];

  double         zoom;
  double         max_zoom;
  int            fit_width;      /* the child's size at zoom 1 */
  int            fit_height;
  int            child_x;        /* where the child was allocated last */
  int            child_y;

  /* A zoom change waiting for the next allocation: the point of the
   * board (a fraction of its size) that stays under (anchor_x,
   * anchor_y) of the port. */
  gboolean       anchored;
  double         anchor_fx, anchor_fy;
  double         anchor_x, anchor_y;

  GtkWidget     *root;           /* borrowed, while rooted */
  gulong         focus_id;       /* on root */
};

enum {
  PROP_0,
  PROP_ZOOM,
  N_PROPS,
  /* GtkScrollable */
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE_WITH_CODE (BfMapPort, bf_map_port, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

static void
adjustment_value_changed_cb (GtkAdjustment *adjustment,
                             BfMapPort     *self)
{
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
set_adjustment (BfMapPort      *self,
                GtkOrientation  orientation,
                GtkAdjustment  *adjustment)
{
  GtkAdjustment **slot = &self->adjustments[orientation];

  if (adjustment != NULL && adjustment == *slot)
    return;

  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);

  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, adjustment_value_changed_cb, self);
      g_object_unref (*slot);
    }
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (adjustment_value_changed_cb), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The scrolling that keeps the anchor still, or the current one,
 * within the board. */
static void
configure (BfMapPort      *self,
           GtkOrientation  orientation,
           int             view_size,
           int             content_size)
{
  GtkAdjustment *adjustment = self->adjustments[orientation];
  double value = gtk_adjustment_get_value (adjustment);

  if (self->anchored)
    {
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        value = self->anchor_fx * content_size - self->anchor_x;
      else
        value = self->anchor_fy * content_size - self->anchor_y;
    }
  value = CLAMP (value, 0, MAX (content_size - view_size, 0));

  g_signal_handlers_block_by_func (adjustment, adjustment_value_changed_cb, self);
  gtk_adjustment_configure (adjustment, value, 0, MAX (content_size, view_size),
                            view_size * 0.1, view_size * 0.9, view_size);
  g_signal_handlers_unblock_by_func (adjustment, adjustment_value_changed_cb, self);
}

static void
bf_map_port_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  BfMapPort *self = BF_MAP_PORT (widget);
  int min_width, min_height, content_width, content_height, x, y;
  double fit_scale, max_zoom;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;

  /* The whole board at the port's width (wider with large text, which
   * the map asks for), as high as the map is for that width. */
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  self->fit_width = MAX (width, min_width);
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, self->fit_width, &min_height, NULL, NULL, NULL);
  self->fit_height = MAX (height, min_height);

  /* The board's scale at zoom 1 (bf_map_geometry_set_size()) */
  fit_scale = MIN (self->fit_width / BF_MAP_BOARD_WIDTH, self->fit_height / BF_MAP_BOARD_HEIGHT);
  max_zoom = fit_scale > 0 ? MAX (1.0, BF_MAP_PORT_MAX_SCALE / fit_scale) : 1.0;
  if (max_zoom != self->max_zoom)
    {
      self->max_zoom = max_zoom;
      if (self->zoom > max_zoom)
        {
          self->zoom = max_zoom;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
        }
    }

  content_width = (int) round (self->fit_width * self->zoom);
  content_height = (int) round (self->fit_height * self->zoom);

  configure (self, GTK_ORIENTATION_HORIZONTAL, width, content_width);
  configure (self, GTK_ORIENTATION_VERTICAL, height, content_height);
  self->anchored = FALSE;

  x = -(int) round (gtk_adjustment_get_value (self->adjustments[GTK_ORIENTATION_HORIZONTAL]));
  y = -(int) round (gtk_adjustment_get_value (self->adjustments[GTK_ORIENTATION_VERTICAL]));
  gtk_widget_size_allocate (self->child, &(GtkAllocation) { x, y, content_width, content_height }, -1);
  /* Scrolled: a large board draws the part now shown (bf-map-view.c). */
  if (x != self->child_x || y != self->child_y)
    gtk_widget_queue_draw (self->child);
  self->child_x = x;
  self->child_y = y;
}

static void
bf_map_port_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  BfMapPort *self = BF_MAP_PORT (widget);

  /* Zoomed: the size the map was given at the last allocation, times
   * the zoom, which the scrolled window compares with its own size to
   * show its scrollbars before it allocates the port (shown or hidden
   * after, it would lay the window out again in the middle of a
   * layout). */
  if (self->zoom > 1.0 && self->fit_width > 0)
    {
      *minimum = *natural = (int) round ((orientation == GTK_ORIENTATION_HORIZONTAL ? self->fit_width
                                                                                   : self->fit_height) * self->zoom);
      return;
    }

  if (self->child != NULL && gtk_widget_get_visible (self->child))
    gtk_widget_measure (self->child, orientation, for_size, minimum, natural, NULL, NULL);
}

static GtkSizeRequestMode
bf_map_port_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Scrolls the part of the map holding the keyboard focus into view (a
 * space moved to with the arrow keys, or Tab), zoomed or wider than the
 * port with large text. */
static void
focus_widget_cb (GtkWidget  *root,
                 GParamSpec *pspec,
                 BfMapPort  *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (root));
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (focus == NULL || self->child == NULL ||
      !gtk_widget_is_ancestor (focus, self->child) ||
      !gtk_widget_compute_bounds (focus, GTK_WIDGET (self), &bounds))
    return;

  for (GtkOrientation o = GTK_ORIENTATION_HORIZONTAL; o <= GTK_ORIENTATION_VERTICAL; o++)
    {
      GtkAdjustment *adjustment = self->adjustments[o];
      double start = o == GTK_ORIENTATION_HORIZONTAL ? bounds.origin.x : bounds.origin.y;
      double size = o == GTK_ORIENTATION_HORIZONTAL ? bounds.size.width : bounds.size.height;
      double view = o == GTK_ORIENTATION_HORIZONTAL ? width : height;
      double value = gtk_adjustment_get_value (adjustment);
      double margin = MIN (FOCUS_MARGIN, MAX (0, (view - size) / 2));

      if (start < margin)
        gtk_adjustment_set_value (adjustment, value + start - margin);
      else if (start + size > view - margin)
        gtk_adjustment_set_value (adjustment, value + start + size - (view - margin));
    }
}

static void
bf_map_port_root (GtkWidget *widget)
{
  BfMapPort *self = BF_MAP_PORT (widget);

  GTK_WIDGET_CLASS (bf_map_port_parent_class)->root (widget);

  self->root = GTK_WIDGET (gtk_widget_get_root (widget));
  self->focus_id = g_signal_connect (self->root, "notify::focus-widget",
                                     G_CALLBACK (focus_widget_cb), self);
}

static void
bf_map_port_unroot (GtkWidget *widget)
{
  BfMapPort *self = BF_MAP_PORT (widget);

  if (self->root != NULL)
    g_clear_signal_handler (&self->focus_id, self->root);
  self->root = NULL;

  GTK_WIDGET_CLASS (bf_map_port_parent_class)->unroot (widget);
}

static void
bf_map_port_dispose (GObject *object)
{
  BfMapPort *self = BF_MAP_PORT (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
  for (guint i = 0; i < 2; i++)
    if (self->adjustments[i] != NULL)
      {
        g_signal_handlers_disconnect_by_func (self->adjustments[i], adjustment_value_changed_cb, self);
        g_clear_object (&self->adjustments[i]);
      }

  G_OBJECT_CLASS (bf_map_port_parent_class)->dispose (object);
}

static void
bf_map_port_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BfMapPort *self = BF_MAP_PORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->adjustments[GTK_ORIENTATION_HORIZONTAL]);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->adjustments[GTK_ORIENTATION_VERTICAL]);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->policies[GTK_ORIENTATION_HORIZONTAL]);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->policies[GTK_ORIENTATION_VERTICAL]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_port_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  BfMapPort *self = BF_MAP_PORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      bf_map_port_zoom_at (self, g_value_get_double (value), -1, -1);
      break;
    case PROP_HADJUSTMENT:
      set_adjustment (self, GTK_ORIENTATION_HORIZONTAL, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, GTK_ORIENTATION_VERTICAL, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->policies[GTK_ORIENTATION_HORIZONTAL] = g_value_get_enum (value);
      break;
    case PROP_VSCROLL_POLICY:
      self->policies[GTK_ORIENTATION_VERTICAL] = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_port_class_init (BfMapPortClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_map_port_dispose;
  object_class->get_property = bf_map_port_get_property;
  object_class->set_property = bf_map_port_set_property;

  widget_class->measure = bf_map_port_measure;
  widget_class->get_request_mode = bf_map_port_get_request_mode;
  widget_class->size_allocate = bf_map_port_size_allocate;
  widget_class->root = bf_map_port_root;
  widget_class->unroot = bf_map_port_unroot;

  /**
   * BfMapPort:zoom:
   *
   * How much larger than the whole board at the port's width the map
   * is drawn: 1 to bf_map_port_get_max_zoom().
   */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 1.0, G_MAXDOUBLE, 1.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_set_css_name (widget_class, "bf-map-port");
}

static void
bf_map_port_init (BfMapPort *self)
{
  self->zoom = 1.0;
  self->max_zoom = 1.0;
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  set_adjustment (self, GTK_ORIENTATION_HORIZONTAL, NULL);
  set_adjustment (self, GTK_ORIENTATION_VERTICAL, NULL);
}

GtkWidget *
bf_map_port_new (void)
{
  return g_object_new (BF_TYPE_MAP_PORT, NULL);
}

GtkWidget *
bf_map_port_get_child (BfMapPort *self)
{
  g_return_val_if_fail (BF_IS_MAP_PORT (self), NULL);

  return self->child;
}

void
bf_map_port_set_child (BfMapPort *self,
                       GtkWidget *child)
{
  g_return_if_fail (BF_IS_MAP_PORT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;

  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
}

double
bf_map_port_get_zoom (BfMapPort *self)
{
  g_return_val_if_fail (BF_IS_MAP_PORT (self), 1.0);

  return self->zoom;
}

double
bf_map_port_get_max_zoom (BfMapPort *self)
{
  g_return_val_if_fail (BF_IS_MAP_PORT (self), 1.0);

  return self->max_zoom;
}

void
bf_map_port_zoom_at (BfMapPort *self,
                     double     zoom,
                     double     x,
                     double     y)
{
  GtkAdjustment *h, *v;
  double content_width, content_height;

  g_return_if_fail (BF_IS_MAP_PORT (self));

  zoom = CLAMP (zoom, 1.0, self->max_zoom);
  if (zoom == self->zoom)
    return;

  h = self->adjustments[GTK_ORIENTATION_HORIZONTAL];
  v = self->adjustments[GTK_ORIENTATION_VERTICAL];
  if (x < 0 || y < 0)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }

  /* Where the board is under (x, y), as a fraction of its size, stays
   * there at the new size (size_allocate()); zoomed again before that,
   * the point found first stays. */
  if (!self->anchored)
    {
      content_width = MAX (self->fit_width * self->zoom, 1);
      content_height = MAX (self->fit_height * self->zoom, 1);
      self->anchor_fx = (gtk_adjustment_get_value (h) + x) / content_width;
      self->anchor_fy = (gtk_adjustment_get_value (v) + y) / content_height;
    }
  self->anchor_x = x;
  self->anchor_y = y;
  self->anchored = TRUE;

  self->zoom = zoom;
  /* Measured anew: the scrolled window's scrollbars follow (measure()). */
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}
