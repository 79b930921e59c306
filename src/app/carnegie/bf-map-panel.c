/* bf-map-panel.c
 *
 * BfMapPanel: a region's spaces as large buttons, below the map (part
 * of BfMapView's family, bf-map-view-private.h). A finger covers some
 * 44 px; while the map draws its spaces smaller, a tap on a city opens
 * the panel on the city's region (BfMapView's tap(), bf-map-popover.c):
 * each city of the region on a row, its name and VP, then one button
 * per space doing what a tap on the space does (the same cycle); an
 * empty town offers its four project types instead, so that it takes
 * one tap. The city tapped is marked and scrolled into view; another
 * region is chosen by its button here or by a tap on one of its cities.
 * The panel stays open between taps (a region's disks take one tap
 * each, nothing covers the map) until it is closed (its button,
 * Escape), and the keyboard focus in it then goes to the map's space.
 *
 * Each space button is named as its map space is, so a screen reader
 * says the same of both, and the entry's result is read as on the map
 * (the name changes, the totals are announced by the score sheet).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bf-map-panel.h"
#include "bf-map-view-private.h"
#include "bf-widgets.h"

/* Smallest target a finger hits reliably, in pixels (GNOME HIG). */
#define TAP_MIN 44

typedef struct
{
  BfMapPanel    *panel;          /* borrowed */
  guint          space;
  GtkWidget     *button;
  GtkWidget     *area;           /* draws the type and the disk */
  BfProjectType  type;
  gboolean       disk;
  GdkRGBA        rgba;
} PanelSpace;

typedef struct
{
  GtkWidget *row;
  GtkWidget *spaces;             /* the box of its space buttons */
  GtkWidget *types;              /* a town's project types, or NULL */
  GtkWidget *type_buttons[BF_N_PROJECT_TYPES];
} PanelCity;

struct _BfMapPanel
{
  GtkWidget   parent_instance;

  BfMapView  *map;               /* weak */
  BfCarnegieRules *rules;        /* owned */

  /* Made the first time it opens */
  GtkWidget  *box;               /* the only child */
  GtkWidget  *title;
  GtkWidget  *close_button;
  GtkWidget  *region_buttons[BF_N_REGIONS];
  PanelCity  *cities;            /* owned, n_cities */
  PanelSpace *spaces;            /* owned, n_spaces */
  guint       n_cities;
  guint       n_spaces;

  BfRegion    region;
  guint       city;              /* marked, or G_MAXUINT */
  gboolean    switching;         /* the region buttons are being set */
  guint       scroll_tries;      /* frames waited for the city's row */
};

G_DEFINE_FINAL_TYPE (BfMapPanel, bf_map_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MAP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The regions' buttons, as the map lays them out from left to right */
static const BfRegion region_order[BF_N_REGIONS] = {
  BF_REGION_WEST, BF_REGION_MIDWEST, BF_REGION_SOUTH, BF_REGION_EAST,
};

/* Space buttons */

/* The space's project type (its symbol; a town's ring stays empty until
 * a type is built there) and, at its lower right, the disk of whoever
 * holds it. */
static void
space_draw_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  PanelSpace *ps = user_data;
  BfMapPalette palette;
  double r = MIN (width, height) / 2.0;

  _bf_map_view_get_widget_palette (GTK_WIDGET (area), &palette);
  if (ps->type < BF_N_PROJECT_TYPES)
    _bf_map_view_type_symbol_draw_cb (area, cr, width, height, GUINT_TO_POINTER (ps->type));
  else
    {
      static const double dash[] = { 3, 3 };

      cairo_arc (cr, width / 2.0, height / 2.0, r - 1, 0, 2 * G_PI);
      bf_map_set_source (cr, &palette.fg, 0.6);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (ps->disk)
    {
      double dr = r * 0.42;
      double cx = width - dr - 0.5, cy = height - dr - 0.5;

      cairo_arc (cr, cx, cy, dr, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &ps->rgba);
      cairo_fill_preserve (cr);
      bf_map_set_source (cr, &palette.bg, 1.0);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }
}

static PanelSpace *
find_space (BfMapPanel *self,
            GtkWidget  *button)
{
  for (guint i = 0; i < self->n_spaces; i++)
    if (self->spaces[i].button == button)
      return &self->spaces[i];

  return NULL;
}

static void
space_clicked_cb (BfMapPanel *self,
                  GtkButton  *button)
{
  PanelSpace *ps = find_space (self, GTK_WIDGET (button));

  g_return_if_fail (ps != NULL);

  if (self->map != NULL)
    bf_map_view_activate_space (self->map, ps->space);
}

/* A long press, a right click, Shift+F10 or Menu on a button: the type
 * popover of its disk, as on the space itself. */
static gboolean
choose_type (BfMapPanel *self,
             GtkWidget  *button)
{
  PanelSpace *ps = find_space (self, button);

  if (ps == NULL || self->map == NULL ||
      !_bf_map_view_can_choose_type (self->map, ps->space, NULL))
    return FALSE;

  _bf_map_view_show_type_popover (self->map, ps->space);

  return TRUE;
}

static void
space_long_pressed_cb (GtkGestureLongPress *gesture,
                       double               x,
                       double               y,
                       BfMapPanel          *self)
{
  if (choose_type (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture))))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
space_secondary_pressed_cb (GtkGestureClick *gesture,
                            int              n_press,
                            double           x,
                            double           y,
                            BfMapPanel      *self)
{
  if (choose_type (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture))))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
space_menu_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  return choose_type (user_data, widget);
}

static void
type_clicked_cb (BfMapPanel *self,
                 GtkButton  *button)
{
  for (guint c = 0; c < self->n_cities; c++)
    for (guint t = 0; t < BF_N_PROJECT_TYPES && self->cities[c].types != NULL; t++)
      if (self->cities[c].type_buttons[t] == GTK_WIDGET (button) && self->map != NULL)
        _bf_map_view_place_town_disk (self->map,
                                      bf_carnegie_rules_get_city (self->rules, c)->first_space, t);
}

/* Shows what stands on @space, named as the map names it. */
static void
update_space (BfMapPanel *self,
              guint       space)
{
  PanelSpace *ps;
  BfMapSpace *map_space;
  const char *holder;

  if (self->spaces == NULL || self->map == NULL || space >= self->n_spaces)
    return;

  ps = &self->spaces[space];
  map_space = BF_MAP_SPACE (bf_map_view_get_space_widget (self->map, space));
  ps->disk = _bf_map_view_describe_disk (self->map, space, &ps->type, &holder, &ps->rgba);
  gtk_widget_queue_draw (ps->area);
  gtk_widget_set_sensitive (ps->button, gtk_widget_is_sensitive (GTK_WIDGET (map_space)));
  if (bf_map_space_get_label (map_space) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (ps->button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, bf_map_space_get_label (map_space),
                                    -1);
  bf_widgets_set_description (ps->button, bf_map_space_get_description (map_space));
}

/* A town's types while it is empty and the current player can build
 * there, else its space's button. */
static void
update_types (BfMapPanel *self,
              guint       city)
{
  const BfCity *info = bf_carnegie_rules_get_city (self->rules, city);
  PanelCity *pc = &self->cities[city];
  gboolean shown;

  if (pc->types == NULL || self->map == NULL)
    return;

  shown = _bf_map_view_can_place_town_disk (self->map, info->first_space);
  gtk_widget_set_visible (pc->types, shown);
  gtk_widget_set_visible (pc->spaces, !shown);

  if (shown && self->map->player != NULL)
    for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
      {
        /* Translators: the accessible name of a project type's button
         * of an empty small town, below the map: a tap puts the current
         * player's pawn there with that type, "Reno: Anna’s project,
         * Housing" */
        g_autofree char *name = g_strdup_printf (_("%s: %s’s project, %s"), info->name,
                                                 bf_map_player_name (self->map->player),
                                                 _bf_map_view_type_name (self->map, t));

        gtk_accessible_update_property (GTK_ACCESSIBLE (pc->type_buttons[t]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                        -1);
      }
}

/* Building */

static void
region_toggled_cb (GtkToggleButton *button,
                   BfMapPanel      *self)
{
  if (self->switching || !gtk_toggle_button_get_active (button))
    return;

  for (guint i = 0; i < BF_N_REGIONS; i++)
    if (self->region_buttons[region_order[i]] == GTK_WIDGET (button))
      bf_map_panel_show_region (self, region_order[i]);
}

static GtkWidget *
new_space_button (BfMapPanel *self,
                  guint       space)
{
  PanelSpace *ps = &self->spaces[space];
  GtkEventController *shortcuts;
  GtkGesture *gesture;

  ps->panel = self;
  ps->space = space;
  ps->type = BF_PROJECT_ANY;
  ps->button = gtk_button_new ();
  ps->area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (ps->area), 28);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (ps->area), 28);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (ps->area), space_draw_cb, ps, NULL);
  gtk_widget_set_halign (ps->area, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (ps->area, GTK_ALIGN_CENTER);
  gtk_button_set_child (GTK_BUTTON (ps->button), ps->area);
  /* A finger's size, whatever the theme. */
  gtk_widget_set_size_request (ps->button, TAP_MIN, TAP_MIN);
  gtk_widget_add_css_class (ps->button, "bf-map-panel-space");
  g_signal_connect_swapped (ps->button, "clicked", G_CALLBACK (space_clicked_cb), self);

  gesture = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (gesture), TRUE);
  g_signal_connect (gesture, "pressed", G_CALLBACK (space_long_pressed_cb), self);
  gtk_widget_add_controller (ps->button, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (space_secondary_pressed_cb), self);
  gtk_widget_add_controller (ps->button, GTK_EVENT_CONTROLLER (gesture));

  /* As on the map's space (its description says so) */
  shortcuts = gtk_shortcut_controller_new ();
  for (guint k = 0; k < 2; k++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (k == 0 ? gtk_keyval_trigger_new (GDK_KEY_F10, GDK_SHIFT_MASK)
                                                                   : gtk_keyval_trigger_new (GDK_KEY_Menu, 0),
                                                            gtk_callback_action_new (space_menu_cb, self, NULL)));
  gtk_widget_add_controller (ps->button, shortcuts);

  return ps->button;
}

static GtkWidget *
new_city_row (BfMapPanel *self,
              guint       city)
{
  const BfCity *info = bf_carnegie_rules_get_city (self->rules, city);
  PanelCity *pc = &self->cities[city];
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (info->name);
  g_autofree char *vp_text = g_strdup_printf (_("%d VP"), info->vp);
  GtkWidget *vp = gtk_label_new (vp_text);

  pc->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (pc->row, "bf-map-panel-city");
  gtk_accessible_update_property (GTK_ACCESSIBLE (pc->row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, info->name,
                                  -1);

  gtk_widget_set_hexpand (names, TRUE);
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (names), name);
  gtk_label_set_xalign (GTK_LABEL (vp), 0);
  gtk_widget_add_css_class (vp, "caption");
  gtk_widget_add_css_class (vp, "dim-label");
  gtk_box_append (GTK_BOX (names), vp);
  gtk_box_append (GTK_BOX (pc->row), names);

  pc->spaces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_valign (pc->spaces, GTK_ALIGN_CENTER);
  for (guint s = info->first_space; s < info->first_space + info->n_spaces; s++)
    gtk_box_append (GTK_BOX (pc->spaces), new_space_button (self, s));
  gtk_box_append (GTK_BOX (pc->row), pc->spaces);

  /* An empty town: its project types (the popover's buttons, without
   * their names, which their tooltips and accessible names give). */
  if (info->n_spaces == 1 && bf_carnegie_rules_get_space (self->rules, info->first_space)->type == BF_PROJECT_ANY)
    {
      pc->types = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      gtk_widget_set_valign (pc->types, GTK_ALIGN_CENTER);
      for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
        {
          pc->type_buttons[t] = _bf_map_view_new_type_button (self->map, t, FALSE);
          g_signal_connect_swapped (pc->type_buttons[t], "clicked", G_CALLBACK (type_clicked_cb), self);
          gtk_box_append (GTK_BOX (pc->types), pc->type_buttons[t]);
        }
      gtk_box_append (GTK_BOX (pc->row), pc->types);
    }

  return pc->row;
}

static void
close_clicked_cb (BfMapPanel *self)
{
  bf_map_panel_close (self);
}

static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  bf_map_panel_close (BF_MAP_PANEL (widget));

  return TRUE;
}

/* Made the first time it opens: not part of the first frame. */
static void
ensure_built (BfMapPanel *self)
{
  GtkWidget *header, *regions, *list;

  if (self->box != NULL || self->map == NULL)
    return;

  self->n_cities = self->map->n_cities;
  self->n_spaces = self->map->n_spaces;
  self->cities = g_new0 (PanelCity, self->n_cities);
  self->spaces = g_new0 (PanelSpace, self->n_spaces);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_widget_set_hexpand (self->title, TRUE);
  gtk_box_append (GTK_BOX (header), self->title);
  self->close_button = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_add_css_class (self->close_button, "flat");
  gtk_widget_set_size_request (self->close_button, TAP_MIN, TAP_MIN);
  /* Translators: tooltip of the button closing the list of a region's
   * spaces below the map */
  gtk_widget_set_tooltip_text (self->close_button, _("Close the Region’s Spaces"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->close_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close the Region’s Spaces"),
                                  -1);
  g_signal_connect_swapped (self->close_button, "clicked", G_CALLBACK (close_clicked_cb), self);
  gtk_box_append (GTK_BOX (header), self->close_button);
  gtk_box_append (GTK_BOX (self->box), header);

  /* In one row, or two (large text on a phone) */
  regions = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (regions), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (regions), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (regions), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (regions), BF_N_REGIONS);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (regions), 2);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (regions), 2);
  /* Translators: accessible name of the row of buttons choosing the
   * region whose spaces are listed below the map */
  gtk_accessible_update_property (GTK_ACCESSIBLE (regions),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Region"),
                                  -1);
  for (guint i = 0; i < BF_N_REGIONS; i++)
    {
      BfRegion r = region_order[i];
      GtkWidget *button = gtk_toggle_button_new_with_label (bf_carnegie_rules_get_region (self->rules, r)->name);

      gtk_widget_set_size_request (button, TAP_MIN, TAP_MIN);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button),
                                     GTK_TOGGLE_BUTTON (self->region_buttons[region_order[0]]));
      g_signal_connect (button, "toggled", G_CALLBACK (region_toggled_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (regions), button);
      /* Tab goes from button to button, not to their cells. */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      self->region_buttons[r] = button;
    }
  gtk_box_append (GTK_BOX (self->box), regions);

  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint c = 0; c < self->n_cities; c++)
    gtk_box_append (GTK_BOX (list), new_city_row (self, c));
  gtk_box_append (GTK_BOX (self->box), list);

  for (guint s = 0; s < self->n_spaces; s++)
    update_space (self, s);
}

/* Scrolls the page holding the panel so that the marked city is on the
 * screen, moving it as little as it can. */
static gboolean
scroll_to_city_cb (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  BfMapPanel *self = BF_MAP_PANEL (widget);
  GtkWidget *scroller = widget;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double height, value;

  if (self->city >= self->n_cities || !gtk_widget_get_visible (widget))
    return G_SOURCE_REMOVE;

  /* Shown just now: laid out in a frame or two. */
  if (gtk_widget_get_height (self->cities[self->city].row) <= 0 ||
      !gtk_widget_get_mapped (self->cities[self->city].row) ||
      gtk_widget_get_root (widget) == NULL)
    return self->scroll_tries++ < 10 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;

  /* The scrolled window that scrolls up and down */
  while ((scroller = gtk_widget_get_ancestor (scroller, GTK_TYPE_SCROLLED_WINDOW)) != NULL)
    {
      GtkPolicyType vertical;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (scroller), NULL, &vertical);
      if (vertical != GTK_POLICY_NEVER)
        break;
      scroller = gtk_widget_get_parent (scroller);
    }
  if (scroller == NULL ||
      !gtk_widget_compute_bounds (self->cities[self->city].row, scroller, &bounds))
    return G_SOURCE_REMOVE;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  height = gtk_widget_get_height (scroller);
  value = gtk_adjustment_get_value (adjustment);
  if (bounds.origin.y < 0)
    value += bounds.origin.y;
  else if (bounds.origin.y + bounds.size.height > height)
    value += bounds.origin.y + bounds.size.height - height;
  gtk_adjustment_set_value (adjustment, value);

  return G_SOURCE_REMOVE;
}

static void
show (BfMapPanel *self,
      BfRegion    region,
      guint       city)
{
  const BfRegionInfo *info;

  g_return_if_fail (region < BF_N_REGIONS);

  if (self->map == NULL)
    return;
  ensure_built (self);

  if (self->city < self->n_cities)
    gtk_widget_remove_css_class (self->cities[self->city].row, "bf-map-panel-marked");
  self->region = region;
  self->city = city;
  if (city < self->n_cities)
    gtk_widget_add_css_class (self->cities[city].row, "bf-map-panel-marked");

  info = bf_carnegie_rules_get_region (self->rules, region);
  gtk_label_set_label (GTK_LABEL (self->title), info->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, info->name,
                                  -1);
  self->switching = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->region_buttons[region]), TRUE);
  self->switching = FALSE;

  for (guint c = 0; c < self->n_cities; c++)
    {
      gtk_widget_set_visible (self->cities[c].row,
                              bf_carnegie_rules_get_city (self->rules, c)->region == region);
      update_types (self, c);
    }

  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  if (city < self->n_cities)
    {
      self->scroll_tries = 0;
      gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_city_cb, NULL, NULL);
    }
}

/* BfMapView's side (bf-map-view-private.h) */

void
_bf_map_panel_show_city (GtkWidget *panel,
                         guint      city)
{
  bf_map_panel_show_city (BF_MAP_PANEL (panel), city);
}

void
_bf_map_panel_update_space (GtkWidget *panel,
                            guint      space)
{
  BfMapPanel *self = BF_MAP_PANEL (panel);

  if (self->spaces == NULL)
    return;

  update_space (self, space);
  update_types (self, bf_carnegie_rules_get_space (self->rules, space)->city);
}

void
_bf_map_panel_update_types (GtkWidget *panel)
{
  BfMapPanel *self = BF_MAP_PANEL (panel);

  for (guint c = 0; self->cities != NULL && c < self->n_cities; c++)
    update_types (self, c);
}

/* GObject */

static void
bf_map_panel_dispose (GObject *object)
{
  BfMapPanel *self = BF_MAP_PANEL (object);

  bf_map_panel_set_map (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (bf_map_panel_parent_class)->dispose (object);
}

static void
bf_map_panel_finalize (GObject *object)
{
  BfMapPanel *self = BF_MAP_PANEL (object);

  g_clear_pointer (&self->cities, g_free);
  g_clear_pointer (&self->spaces, g_free);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bf_map_panel_parent_class)->finalize (object);
}

static void
bf_map_panel_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BfMapPanel *self = BF_MAP_PANEL (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_panel_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BfMapPanel *self = BF_MAP_PANEL (object);

  switch (prop_id)
    {
    case PROP_MAP:
      bf_map_panel_set_map (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_map_panel_class_init (BfMapPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_map_panel_dispose;
  object_class->finalize = bf_map_panel_finalize;
  object_class->get_property = bf_map_panel_get_property;
  object_class->set_property = bf_map_panel_set_property;

  /**
   * BfMapPanel:map:
   *
   * The map whose spaces the panel lists; a tap on one of its cities
   * opens the panel while its spaces are small.
   */
  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL,
                         BF_TYPE_MAP_VIEW,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bf-map-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bf_map_panel_init (BfMapPanel *self)
{
  self->rules = g_object_ref (bf_carnegie_rules_get_default ());
  self->city = G_MAXUINT;
  self->region = BF_REGION_WEST;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

BfMapPanel *
bf_map_panel_new (void)
{
  return g_object_new (BF_TYPE_MAP_PANEL, NULL);
}

BfMapView *
bf_map_panel_get_map (BfMapPanel *self)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), NULL);

  return self->map;
}

void
bf_map_panel_set_map (BfMapPanel *self,
                      BfMapView  *map)
{
  g_return_if_fail (BF_IS_MAP_PANEL (self));
  g_return_if_fail (map == NULL || BF_IS_MAP_VIEW (map));

  if (self->map == map)
    return;

  /* Its buttons are the old map's: made again for the new one. */
  bf_map_panel_close (self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->cities, g_free);
  g_clear_pointer (&self->spaces, g_free);
  self->city = G_MAXUINT;

  if (self->map != NULL && self->map->panel == GTK_WIDGET (self))
    self->map->panel = NULL;
  g_set_weak_pointer (&self->map, map);
  if (map != NULL)
    map->panel = GTK_WIDGET (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP]);
}

void
bf_map_panel_show_city (BfMapPanel *self,
                        guint       city)
{
  g_return_if_fail (BF_IS_MAP_PANEL (self));
  g_return_if_fail (city < bf_carnegie_rules_get_n_cities (self->rules));

  show (self, bf_carnegie_rules_get_city (self->rules, city)->region, city);
}

void
bf_map_panel_show_region (BfMapPanel *self,
                          BfRegion    region)
{
  g_return_if_fail (BF_IS_MAP_PANEL (self));

  show (self, region, G_MAXUINT);
}

void
bf_map_panel_close (BfMapPanel *self)
{
  GtkRoot *root;
  GtkWidget *focus;
  guint space = G_MAXUINT;

  g_return_if_fail (BF_IS_MAP_PANEL (self));

  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;

  /* The focus in the panel goes to the map: to the space whose button
   * had it, else to the first of the city marked. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && self->map != NULL)
    {
      PanelSpace *ps = find_space (self, focus);

      if (ps != NULL)
        space = ps->space;
      else if (self->city < self->n_cities)
        space = bf_carnegie_rules_get_city (self->rules, self->city)->first_space;
      else
        for (guint c = 0; c < self->n_cities && space == G_MAXUINT; c++)
          if (bf_carnegie_rules_get_city (self->rules, c)->region == self->region)
            space = bf_carnegie_rules_get_city (self->rules, c)->first_space;
    }

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);

  if (space < self->n_spaces)
    gtk_widget_grab_focus (bf_map_view_get_space_widget (self->map, space));
}

BfRegion
bf_map_panel_get_region (BfMapPanel *self)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), BF_REGION_WEST);

  return self->region;
}

guint
bf_map_panel_get_city (BfMapPanel *self)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), G_MAXUINT);

  return self->city;
}

/* For the tests */

GtkWidget *
_bf_map_panel_get_space_button (BfMapPanel *self,
                                guint       space)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), NULL);

  ensure_built (self);
  g_return_val_if_fail (space < self->n_spaces, NULL);

  return self->spaces[space].button;
}

GtkWidget *
_bf_map_panel_get_city_row (BfMapPanel *self,
                            guint       city)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), NULL);

  ensure_built (self);
  g_return_val_if_fail (city < self->n_cities, NULL);

  return self->cities[city].row;
}

GtkWidget *
_bf_map_panel_get_type_button (BfMapPanel    *self,
                               guint          city,
                               BfProjectType  type)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), NULL);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, NULL);

  ensure_built (self);
  g_return_val_if_fail (city < self->n_cities, NULL);

  return self->cities[city].types != NULL ? self->cities[city].type_buttons[type] : NULL;
}

GtkWidget *
_bf_map_panel_get_region_button (BfMapPanel *self,
                                 BfRegion    region)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), NULL);
  g_return_val_if_fail (region < BF_N_REGIONS, NULL);

  ensure_built (self);

  return self->region_buttons[region];
}

GtkWidget *
_bf_map_panel_get_close_button (BfMapPanel *self)
{
  g_return_val_if_fail (BF_IS_MAP_PANEL (self), NULL);

  ensure_built (self);

  return self->close_button;
}
