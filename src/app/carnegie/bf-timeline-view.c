/* bf-timeline-view.c
 *
 * The view is a vertical box of BfTimelineRow children drawn with cairo:
 * first a header naming the tiles as they lie on the table (Start, the
 * four tiles left to right with their side, End), then one per timeline
 * row: a short row name, the start space, the four tile spaces (one in
 * each tile's column) and the end space.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-timeline-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "bf-appearance.h"
#include "bf-timeline-view.h"
#include "bf-widgets.h"

/* Same tints as the regions of the map (bf-map-view.c). */
static const char * const region_rgb[BF_N_REGIONS] = {
  [BF_REGION_EAST] = "#1c71d8",
  [BF_REGION_MIDWEST] = "#26a269",
  [BF_REGION_SOUTH] = "#c64600",
  [BF_REGION_WEST] = "#a37800",
};

#define DONATION_RGB      "#c01c28"
#define DONATION_DARK_RGB "#ff7b63"

typedef struct
{
  double cell;                   /* width of a space */
  double height;                 /* height of a row */
  double label;                  /* width of the row name */
  double start;                  /* width of the start space */
  double gap;
  double font;                   /* pixel size of the tag text */
} Metrics;

static const Metrics normal_metrics = { 44, 38, 42, 18, 4, 11 };
static const Metrics compact_metrics = { 32, 28, 34, 12, 3, 9 };

/* ------------------------------------------------------------------ */
/* BfTimelineRow: one row                                              */

#define BF_TYPE_TIMELINE_ROW (bf_timeline_row_get_type ())

G_DECLARE_FINAL_TYPE (BfTimelineRow, bf_timeline_row, BF, TIMELINE_ROW, GtkWidget)

struct _BfTimelineRow
{
  GtkWidget       parent_instance;

  BfTimelineView *view;          /* borrowed: the parent */
  BfDeptType      row;           /* HEADER_ROW for the tiles header */
};

#define HEADER_ROW BF_N_DEPT_TYPES

G_DEFINE_FINAL_TYPE (BfTimelineRow, bf_timeline_row, GTK_TYPE_WIDGET)

struct _BfTimelineView
{
  GtkWidget   parent_instance;

  /* owned */
  BfSoloGame   *game;
  GSignalGroup *game_signals;  /* on game */

  /* children: the four rows, then the header */
  GtkWidget  *rows[BF_N_DEPT_TYPES + 1];

  gboolean    compact;
};

G_DEFINE_FINAL_TYPE (BfTimelineView, bf_timeline_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The metrics for the view's size and the user's text size: with large
 * text the tags' text, the row names and the rows grow with it, the
 * spaces only as much as their text needs (so that the compact view
 * still fits 360 px at twice the normal text size). */
static void
get_metrics (BfTimelineView *view,
             Metrics        *m)
{
  const Metrics *base = view->compact ? &compact_metrics : &normal_metrics;
  double t = bf_appearance_get_text_scale (GTK_WIDGET (view));

  *m = *base;
  if (t <= 1.0)
    return;

  m->font = base->font * t;
  m->label = base->label * t;
  m->cell = MAX (base->cell, ceil (m->font * 2.2));
  m->height = MAX (base->height, ceil (m->font * 1.6 + 10));
}

/* A short name of a row, drawn in front of it. */
static const char *
row_short_name (BfDeptType row)
{
  switch (row)
    {
    case BF_DEPT_HR:
      /* Translators: short name of the Human Resources timeline row, at most 4 letters */
      return C_("timeline row", "HR");
    case BF_DEPT_MANAGEMENT:
      /* Translators: short name of the Management timeline row, at most 4 letters */
      return C_("timeline row", "Mgmt");
    case BF_DEPT_CONSTRUCTION:
      /* Translators: short name of the Construction timeline row, at most 4 letters */
      return C_("timeline row", "Cons");
    case BF_DEPT_RD:
      /* Translators: short name of the R&D timeline row, at most 4 letters */
      return C_("timeline row", "R&D");
    case BF_N_DEPT_TYPES:
    default:
      g_assert_not_reached ();
    }
}

static const char *
region_initials (BfRegion region)
{
  switch (region)
    {
    case BF_REGION_EAST:
      /* Translators: initial of the East region on a timeline space, 1-2 letters */
      return C_("region initial", "E");
    case BF_REGION_MIDWEST:
      /* Translators: initials of the Midwest region on a timeline space, 1-2 letters */
      return C_("region initial", "MW");
    case BF_REGION_SOUTH:
      /* Translators: initial of the South region on a timeline space, 1-2 letters */
      return C_("region initial", "S");
    case BF_REGION_WEST:
      /* Translators: initial of the West region on a timeline space, 1-2 letters */
      return C_("region initial", "W");
    case BF_N_REGIONS:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
has_timeline (BfSoloGame *game)
{
  return game != NULL && bf_solo_game_get_phase (game) != BF_SOLO_PHASE_CHOICES;
}

/* The row whose marker moves this round and its event space, during
 * the round (after the choice). */
static gboolean
get_active (BfSoloGame *game,
            BfDeptType *moving,
            guint      *space)
{
  BfSoloPhase phase;

  if (!has_timeline (game))
    return FALSE;

  phase = bf_solo_game_get_phase (game);
  if (phase != BF_SOLO_PHASE_PLAY && phase != BF_SOLO_PHASE_ROUND_CARD)
    return FALSE;

  return bf_solo_game_get_choice (game, NULL, moving, space);
}

static char *
describe_event (const BfTimelineEvent *event)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();

  switch (event->kind)
    {
    case BF_EVENT_INCOME:
      /* Translators: a timeline space, %s is a region */
      return g_strdup_printf (_("income in the %s"), bf_carnegie_rules_get_region (rules, event->region)->name);
    case BF_EVENT_DONATION:
      /* Translators: a timeline space */
      return g_strdup (_("donation"));
    case BF_EVENT_INCOME_AND_DONATION:
    default:
      /* Translators: the end space of a timeline row, %s is a region */
      return g_strdup_printf (_("income in the %s and donation"), bf_carnegie_rules_get_region (rules, event->region)->name);
    }
}

/* The header: the tiles as they lie, left to right. */
static void
update_header_accessible (BfTimelineRow *self)
{
  BfSoloGame *game = self->view->game;
  g_autoptr(GString) text = g_string_new (NULL);

  if (!has_timeline (game))
    /* Translators: accessible description of the timeline tiles before the setup */
    g_string_assign (text, _("Timeline tiles: not dealt yet"));
  else if (bf_solo_game_get_timeline_layout (game) != BF_TIMELINE_COLUMNS)
    /* Translators: accessible description of the timeline of a game from an earlier version */
    g_string_assign (text, _("Timeline of an earlier version: each row has a tile of its own"));
  else
    {
      /* Translators: accessible description of the timeline tiles, followed by the four tiles */
      g_string_assign (text, _("Timeline tiles, left to right, between the Start and End tiles:"));
      for (guint t = 0; t < BF_TIMELINE_TILES; t++)
        {
          BfTimelineSlot slot = bf_solo_game_get_timeline_slot (game, t);

          g_string_append_c (text, ' ');
          g_string_append_printf (text,
                                  slot.side == 0
                                  /* Translators: one timeline tile in the accessible description, %u its number */
                                  ? _("tile %u front side;")
                                  /* Translators: one timeline tile in the accessible description, %u its number */
                                  : _("tile %u back side;"),
                                  slot.tile);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  -1);
}

static void
update_accessible (BfTimelineRow *self)
{
  BfSoloGame *game = self->view->game;
  const char *name;

  if (self->row == HEADER_ROW)
    {
      update_header_accessible (self);
      return;
    }

  name = bf_carnegie_rules_get_dept_type (bf_carnegie_rules_get_default (), self->row)->name;
  g_autoptr(GString) text = g_string_new (NULL);
  BfDeptType moving;
  guint active_space;

  if (!has_timeline (game))
    {
      /* Translators: accessible description of a timeline row before the setup, %s is the row */
      g_string_printf (text, _("%s row: not dealt yet"), name);
    }
  else
    {
      guint marker = bf_solo_game_get_marker (game, self->row);

      /* Translators: accessible description of a timeline row, %s is the row */
      g_string_printf (text, _("%s row:"), name);
      for (guint s = 1; s <= BF_SOLO_TIMELINE_SPACES; s++)
        {
          const BfTimelineEvent *event = bf_solo_game_get_timeline_event (game, self->row, s);
          g_autofree char *what = describe_event (event);

          g_string_append_c (text, ' ');
          if (s == BF_SOLO_TIMELINE_SPACES)
            /* Translators: the end space in a row's accessible description, %s is its event */
            g_string_append_printf (text, _("end space, %s."), what);
          else
            /* Translators: a space in a row's accessible description, %u its number, %s its event */
            g_string_append_printf (text, _("%u, %s;"), s, what);
        }
      g_string_append_c (text, ' ');
      if (marker == 0)
        g_string_append (text, _("The action disc is on the start space."));
      else if (marker >= BF_SOLO_TIMELINE_SPACES)
        g_string_append (text, _("The action disc is on the end space."));
      else
        /* Translators: in a row's accessible description */
        g_string_append_printf (text, _("The action disc is on space %u."), marker);

      if (get_active (game, &moving, &active_space) && moving == self->row)
        {
          g_string_append_c (text, ' ');
          /* Translators: in a row's accessible description */
          g_string_append_printf (text, _("This round’s event is space %u."), active_space);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  -1);
}

static void
bf_timeline_row_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BfTimelineRow *self = BF_TIMELINE_ROW (widget);
  Metrics metrics;
  const Metrics *m = &metrics;

  get_metrics (self->view, &metrics);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      double min = m->label + m->start + 5 * m->cell + 6 * m->gap;

      *minimum = (int) ceil (min);
      *natural = (int) ceil (m->label + m->start + 5 * (m->cell * 1.3) + 6 * m->gap);
    }
  else
    {
      *minimum = *natural = (int) (self->row == HEADER_ROW ? ceil (m->font * 1.8) : m->height);
    }
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
set_rgba (cairo_t       *cr,
          const GdkRGBA *rgba,
          double         alpha)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
}

/* Draws @text centred on (@cx, @cy) at @px pixels, smaller where it
 * would be wider than @max_width (unless 0): a region's initials in its
 * tag with large text. */
static void
draw_text (GtkWidget  *widget,
           cairo_t    *cr,
           const char *text,
           double      cx,
           double      cy,
           double      px,
           gboolean    bold,
           double      max_width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (max_width > 0 && w > max_width)
    {
      pango_font_description_set_absolute_size (desc, MAX (px * max_width / w, 1) * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      pango_layout_get_pixel_size (layout, &w, &h);
    }
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);

  pango_font_description_free (desc);
  g_object_unref (layout);
}

static void
draw_heart (cairo_t *cr,
            double   cx,
            double   cy,
            double   size)
{
  double s = size / 2;

  cairo_move_to (cr, cx, cy + s * 0.9);
  cairo_curve_to (cr, cx - s * 1.2, cy + s * 0.1, cx - s * 1.0, cy - s * 1.0, cx, cy - s * 0.4);
  cairo_curve_to (cr, cx + s * 1.0, cy - s * 1.0, cx + s * 1.2, cy + s * 0.1, cx, cy + s * 0.9);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_region_tag (GtkWidget     *widget,
                 cairo_t       *cr,
                 BfRegion       region,
                 double         cx,
                 double         cy,
                 double         w,
                 double         h,
                 double         font)
{
  GdkRGBA tint;

  gdk_rgba_parse (&tint, region_rgb[region]);
  set_rgba (cr, &tint, 1.0);
  rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, 3);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  draw_text (widget, cr, region_initials (region), cx, cy, font, TRUE, w - 2);
}

/* Same columns as the rows below: "Start", each tile's number and side
 * over its column, "End". */
static void
snapshot_header (BfTimelineRow *self,
                 GtkSnapshot   *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  BfSoloGame *game = self->view->game;
  Metrics metrics;
  const Metrics *m = &metrics;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean columns = has_timeline (game) &&
                     bf_solo_game_get_timeline_layout (game) == BF_TIMELINE_COLUMNS;
  GdkRGBA fg;
  double cell, x;
  cairo_t *cr;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  get_metrics (self->view, &metrics);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cell = (width - m->label - m->start - 6 * m->gap) / 5.0;
  cell = CLAMP (cell, m->cell * 0.8, m->cell * 1.6);
  x = m->label + m->gap + m->start + m->gap;

  set_rgba (cr, &fg, 0.75);
  for (guint s = 1; s <= BF_SOLO_TIMELINE_SPACES; s++, x += cell + m->gap)
    {
      g_autofree char *label = NULL;

      if (s == BF_SOLO_TIMELINE_SPACES)
        /* Translators: over the end spaces of the timeline, at most 5 letters */
        label = g_strdup (C_("timeline", "End"));
      else if (columns)
        {
          BfTimelineSlot slot = bf_solo_game_get_timeline_slot (game, s - 1);

          label = g_strdup_printf (slot.side == 0
                                   /* Translators: a timeline tile over its column, "3 F" is tile 3 front side up; at most 5 characters */
                                   ? C_("timeline tile", "%u F")
                                   /* Translators: a timeline tile over its column, "3 B" is tile 3 back side up; at most 5 characters */
                                   : C_("timeline tile", "%u B"),
                                   slot.tile);
        }
      if (label != NULL)
        draw_text (widget, cr, label, x + cell / 2, height / 2.0, m->font, TRUE, cell);
    }

  cairo_destroy (cr);
}

static void
bf_timeline_row_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BfTimelineRow *self = BF_TIMELINE_ROW (widget);
  BfSoloGame *game = self->view->game;
  Metrics metrics;
  const Metrics *m = &metrics;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  gboolean high_contrast = bf_appearance_get_high_contrast ();
  gboolean dealt = has_timeline (game);
  BfSoloPhase phase = game != NULL ? bf_solo_game_get_phase (game) : BF_SOLO_PHASE_CHOICES;
  guint marker;
  BfDeptType moving = BF_N_DEPT_TYPES;
  guint active_space = 0;
  gboolean active = get_active (game, &moving, &active_space) && moving == self->row;
  GdkRGBA fg, accent, donation;
  double cell, x, top, h;
  cairo_t *cr;

  if (self->row == HEADER_ROW)
    {
      snapshot_header (self, snapshot);
      return;
    }
  get_metrics (self->view, &metrics);
  marker = dealt ? bf_solo_game_get_marker (game, self->row) : 0;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gdk_rgba_parse (&accent, dark ? "#78aeed" : "#1c71d8");
  gdk_rgba_parse (&donation, dark ? DONATION_DARK_RGB : DONATION_RGB);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The spaces share what is left after the name and the start space,
   * up to 1.6 times their normal width. */
  cell = (width - m->label - m->start - 6 * m->gap) / 5.0;
  cell = CLAMP (cell, m->cell * 0.8, m->cell * 1.6);
  top = 2;
  h = height - 4;

  if (active)
    {
      set_rgba (cr, &accent, dark ? 0.22 : 0.14);
      rounded_rect (cr, 0, 0, width, height, 6);
      cairo_fill (cr);
    }

  /* The row's name. */
  set_rgba (cr, &fg, active ? 1.0 : 0.8);
  draw_text (widget, cr, row_short_name (self->row), m->label / 2, height / 2.0, m->font + 1, TRUE, m->label);
  x = m->label + m->gap;

  /* Start space. */
  set_rgba (cr, &fg, 0.10);
  rounded_rect (cr, x, top, m->start, h, 3);
  cairo_fill (cr);
  if (dealt && marker == 0)
    {
      set_rgba (cr, &fg, 0.85);
      cairo_new_path (cr);
      cairo_arc (cr, x + m->start / 2, height / 2.0, MIN (m->start, h) * 0.36, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  x += m->start + m->gap;

  for (guint s = 1; s <= BF_SOLO_TIMELINE_SPACES; s++, x += cell + m->gap)
    {
      const BfTimelineEvent *event = dealt ? bf_solo_game_get_timeline_event (game, self->row, s) : NULL;
      gboolean end = s == BF_SOLO_TIMELINE_SPACES;
      gboolean passed = dealt && s <= marker;
      gboolean next = dealt && phase == BF_SOLO_PHASE_CHOOSE && s == marker + 1;
      double cx = x + cell / 2;
      double cy = height / 2.0;
      double tag_w = MIN (cell - 8, m->font * 2.4);
      double tag_h = m->font * 1.6;

      cairo_save (cr);
      if (passed)
        cairo_push_group (cr);

      /* The space. */
      set_rgba (cr, &fg, end ? 0.16 : 0.07);
      rounded_rect (cr, x, top, cell, h, 4);
      cairo_fill_preserve (cr);
      set_rgba (cr, &fg, high_contrast ? 0.9 : end ? 0.35 : 0.18);
      cairo_set_line_width (cr, high_contrast ? 1.5 : 1);
      cairo_stroke (cr);

      if (event == NULL)
        {
          set_rgba (cr, &fg, 0.4);
          draw_text (widget, cr, "?", cx, cy, m->font, FALSE, 0);
        }
      else if (event->kind == BF_EVENT_INCOME)
        draw_region_tag (widget, cr, event->region, cx, cy, tag_w, tag_h, m->font);
      else if (event->kind == BF_EVENT_DONATION)
        {
          set_rgba (cr, &donation, 1.0);
          draw_heart (cr, cx, cy, m->font * 1.5);
        }
      else
        {
          double half = (cell - 6) / 2;

          draw_region_tag (widget, cr, event->region, x + 3 + half / 2 + 1, cy,
                           MIN (half, tag_w), tag_h, m->font * 0.9);
          set_rgba (cr, &donation, 1.0);
          draw_heart (cr, x + 3 + half * 1.5, cy, m->font * 1.3);
        }

      if (passed)
        {
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, 0.35);
        }
      cairo_restore (cr);

      /* This round's event, or the space choosing the row would give. */
      if ((active && s == active_space) || next)
        {
          set_rgba (cr, &accent, 1.0);
          cairo_set_line_width (cr, 2);
          if (next)
            {
              const double dashes[] = { 3, 2 };

              cairo_set_dash (cr, dashes, 2, 0);
            }
          rounded_rect (cr, x + 1, top + 1, cell - 2, h - 2, 4);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }

      /* The action disk. */
      if (dealt && s == marker)
        {
          /* On the space, covering its (past) event, as on the table. */
          double r = MIN (cell, h) * 0.3;
          double mx = cx;
          double my = cy;

          set_rgba (cr, &fg, 1.0);
          cairo_new_path (cr);
          cairo_arc (cr, mx, my, r, 0, 2 * G_PI);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, dark ? 0 : 1, dark ? 0 : 1, dark ? 0 : 1, 0.9);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
    }

  cairo_destroy (cr);
}

static void
bf_timeline_row_class_init (BfTimelineRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = bf_timeline_row_measure;
  widget_class->snapshot = bf_timeline_row_snapshot;

  gtk_widget_class_set_css_name (widget_class, "bf-timeline-row");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bf_timeline_row_init (BfTimelineRow *self)
{
}

/* ------------------------------------------------------------------ */
/* BfTimelineView                                                      */

static void
refresh (BfTimelineView *self)
{
  for (guint r = 0; r <= HEADER_ROW; r++)
    {
      update_accessible (BF_TIMELINE_ROW (self->rows[r]));
      gtk_widget_queue_draw (self->rows[r]);
    }
}

static void
game_changed_cb (BfTimelineView *self)
{
  refresh (self);
}

static void
style_changed_cb (BfTimelineView *self)
{
  refresh (self);
}

static void
bf_timeline_view_dispose (GObject *object)
{
  BfTimelineView *self = BF_TIMELINE_VIEW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  for (guint r = 0; r <= HEADER_ROW; r++)
    g_clear_pointer (&self->rows[r], gtk_widget_unparent);

  G_OBJECT_CLASS (bf_timeline_view_parent_class)->dispose (object);
}

static void
bf_timeline_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BfTimelineView *self = BF_TIMELINE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_timeline_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BfTimelineView *self = BF_TIMELINE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bf_timeline_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_COMPACT:
      bf_timeline_view_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_timeline_view_class_init (BfTimelineViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_timeline_view_dispose;
  object_class->get_property = bf_timeline_view_get_property;
  object_class->set_property = bf_timeline_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_SOLO_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bf-timeline-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bf_timeline_view_init (BfTimelineView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);

  /* The header first, then the rows top to bottom. */
  for (guint i = 0; i <= HEADER_ROW; i++)
    {
      BfTimelineRow *row = g_object_new (BF_TYPE_TIMELINE_ROW, NULL);
      guint r = i == 0 ? HEADER_ROW : i - 1;

      row->view = self;
      row->row = r;
      self->rows[r] = GTK_WIDGET (row);
      gtk_widget_set_parent (self->rows[r], GTK_WIDGET (self));
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Timeline"),
                                  -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  /* The game's signals follow bf_timeline_view_set_game(). */
  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_SOLO_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  refresh (self);
}

GtkWidget *
bf_timeline_view_new (void)
{
  return g_object_new (BF_TYPE_TIMELINE_VIEW, NULL);
}

BfSoloGame *
bf_timeline_view_get_game (BfTimelineView *self)
{
  g_return_val_if_fail (BF_IS_TIMELINE_VIEW (self), NULL);

  return self->game;
}

void
bf_timeline_view_set_game (BfTimelineView *self,
                           BfSoloGame     *game)
{
  g_return_if_fail (BF_IS_TIMELINE_VIEW (self));
  g_return_if_fail (game == NULL || BF_IS_SOLO_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
bf_timeline_view_get_compact (BfTimelineView *self)
{
  g_return_val_if_fail (BF_IS_TIMELINE_VIEW (self), FALSE);

  return self->compact;
}

void
bf_timeline_view_set_compact (BfTimelineView *self,
                              gboolean        compact)
{
  g_return_if_fail (BF_IS_TIMELINE_VIEW (self));

  compact = !!compact;
  if (self->compact == compact)
    return;

  self->compact = compact;
  for (guint r = 0; r <= HEADER_ROW; r++)
    gtk_widget_queue_resize (self->rows[r]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

GtkWidget *
bf_timeline_view_get_row_widget (BfTimelineView *self,
                                 BfDeptType      row)
{
  g_return_val_if_fail (BF_IS_TIMELINE_VIEW (self), NULL);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, NULL);

  return self->rows[row];
}

int
bf_timeline_view_get_active_row (BfTimelineView *self)
{
  BfDeptType moving;

  g_return_val_if_fail (BF_IS_TIMELINE_VIEW (self), -1);

  if (!get_active (self->game, &moving, NULL))
    return -1;
  return (int) moving;
}

/* Slot rows ---------------------------------------------------------------- */

/* "Tile 5, front side up: donation, South, Midwest, West": the entries top
 * to bottom, named as the checklist names them (a region, or "donation"). */
static char *
slot_text (BfCarnegieRules *rules,
           guint            number,
           guint            side)
{
  const BfTimelineTile *tile = bf_carnegie_rules_get_timeline_tile (rules, number);
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint r = 0; r < BF_N_DEPT_TYPES; r++)
    bf_carnegie_rules_append_timeline_entry (rules, list, &tile->sides[side][r]);

  return g_strdup_printf (side == 0
                          /* Translators: a timeline tile as laid and its four entries top to bottom, "Tile 5, front side up: donation, South, Midwest, West" */
                          ? _("Tile %u, front side up: %s")
                          /* Translators: a timeline tile as laid and its four entries top to bottom, "Tile 5, back side up: Midwest, donation, West, South" */
                          : _("Tile %u, back side up: %s"),
                          number, list->str);
}

GtkWidget *
bf_timeline_slot_row_new (guint position)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(GtkStringList) sides = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;
  GtkWidget *row;

  g_return_val_if_fail (position < BF_TIMELINE_TILES, NULL);

  for (guint t = 1; t <= bf_carnegie_rules_get_n_timeline_tiles (rules); t++)
    for (guint side = 0; side < 2; side++)
      {
        g_autofree char *text = slot_text (rules, t, side);

        gtk_string_list_append (sides, text);
      }

  row = adw_combo_row_new ();
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (sides));
  bf_widgets_wrap_combo_lists (row);
  /* The chosen side shows as the subtitle, which wraps: never cut. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  /* Translators: "Position 1 from the left" of the timeline tiles */
  title = g_strdup_printf (_("Position %u from the left"), position + 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);

  return row;
}

BfTimelineSlot
bf_timeline_slot_row_get_slot (GtkWidget *row)
{
  guint selected;

  g_return_val_if_fail (ADW_IS_COMBO_ROW (row), ((BfTimelineSlot) { 1, 0 }));

  selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
  if (selected == GTK_INVALID_LIST_POSITION)
    selected = 0;

  return (BfTimelineSlot) { selected / 2 + 1, selected % 2 };
}

void
bf_timeline_slot_row_set_slot (GtkWidget      *row,
                               BfTimelineSlot  slot)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_return_if_fail (slot.tile >= 1 && slot.side <= 1);

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), (slot.tile - 1) * 2 + slot.side);
}
