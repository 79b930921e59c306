/* bf-history-chart.c
 *
 * The chart is one widget drawn with cairo, top to bottom: the plot (the
 * columns' notes over it, the value axis' labels at its left), the
 * column labels under it, and the legend, whose entries flow into as
 * many rows as the width needs. Measuring and drawing share one
 * computation of where everything goes (bf-history-chart-layout.c), so
 * the height asked for a width is the height the drawing uses. The
 * figures are in bf-history-chart-data.c, their text alternatives in
 * bf-history-chart-text.c (bf-history-chart-private.h says what they
 * share).
 *
 * A line chart may have thousands of columns: drawing stays linear in
 * their number, with no Pango layout per column (the labels are thinned
 * out to what fits, and measured from a sample).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history-chart"

#include "config.h"

#include "bf-history-chart-private.h"
#include "bf-appearance.h"

#include <adwaita.h>

/* libadwaita's named palette: the light style's colours, then the dark
 * style's lighter shades of the same hues. The first seven are the
 * palette's main shades; more series take the darkest (light style) or
 * lightest (dark style) shades, which stand apart from the first ones
 * and keep their contrast with the background. */
static const char * const palette_light[] = {
  "#3584e4", /* blue_3 */
  "#2ec27e", /* green_4 */
  "#f5c211", /* yellow_5 */
  "#ff7800", /* orange_3 */
  "#e01b24", /* red_3 */
  "#9141ac", /* purple_3 */
  "#986a44", /* brown_3 */
  "#1a5fb4", /* blue_5 */
  "#26a269", /* green_5 */
  "#c64600", /* orange_5 */
  "#a51d2d", /* red_5 */
  "#613583", /* purple_5 */
  "#63452c", /* brown_5 */
  "#e5a50a", /* yellow_5 is taken: yellow's darkest but one */
};

static const char * const palette_dark[] = {
  "#62a0ea", /* blue_2 */
  "#57e389", /* green_2 */
  "#f8e45c", /* yellow_2 */
  "#ffa348", /* orange_2 */
  "#f66151", /* red_1 */
  "#c061cb", /* purple_2 */
  "#b5835a", /* brown_2 */
  "#99c1f1", /* blue_1 */
  "#8ff0a4", /* green_1 */
  "#ffbe6f", /* orange_1 */
  "#ed333b", /* red_2 */
  "#dc8add", /* purple_1 */
  "#cdab8f", /* brown_1 */
  "#f9f06b", /* yellow_1 */
};

/* High contrast, light style: every series stands out 3:1 from the
 * view's and the window's backgrounds (WCAG's contrast for the parts of
 * a graphic needed to understand it); the light palette's shades that do
 * not (green_4, yellow_5, orange_3, yellow's darkest but one) give way to
 * darker ones of their hues. The dark palette's all do (4:1 at least on
 * the dark view): high contrast keeps it. */
static const char * const palette_light_high_contrast[] = {
  "#3584e4", /* blue_3 */
  "#1b8553", /* green_5, darker */
  "#8a6500", /* yellow_5, darker */
  "#c64600", /* orange_5 */
  "#e01b24", /* red_3 */
  "#9141ac", /* purple_3 */
  "#63452c", /* brown_5: brown_3 is too near the darker yellow */
  "#1a5fb4", /* blue_5 */
  "#1c6b40", /* green_5, darkest */
  "#8f3300", /* orange_5, darkest */
  "#a51d2d", /* red_5 */
  "#613583", /* purple_5 */
  "#986a44", /* brown_3 */
  "#6e5000", /* yellow_5, darkest */
};

G_STATIC_ASSERT (G_N_ELEMENTS (palette_light) == G_N_ELEMENTS (palette_dark));
G_STATIC_ASSERT (G_N_ELEMENTS (palette_light) == G_N_ELEMENTS (palette_light_high_contrast));

/* How strong the chart's ink is: its grid lines, axis, labels and
 * points in the text colour at these opacities; in high contrast at its
 * full opacity (the lines half of it). */
typedef struct
{
  const char * const *palette;
  double              grid;      /* the value lines */
  double              zero;      /* the zero line */
  double              text;      /* the axis's values */
  double              labels;    /* the columns' labels, the "won" mark */
  double              points;    /* each game's dot */
} ChartInk;

static const char *
series_color (const char * const *palette,
              guint               series)
{
  return palette[series % G_N_ELEMENTS (palette_light)];
}

static void
chart_ink_init (ChartInk *ink,
                gboolean  dark,
                gboolean  high_contrast)
{
  ink->palette = dark ? palette_dark : high_contrast ? palette_light_high_contrast : palette_light;
  ink->grid = high_contrast ? 0.5 : 0.12;
  ink->zero = high_contrast ? 1.0 : 0.55;
  ink->text = high_contrast ? 1.0 : 0.7;
  ink->labels = high_contrast ? 1.0 : 0.85;
  ink->points = high_contrast ? 1.0 : 0.75;
}

/* ------------------------------------------------------------------ */
/* BfHistoryChart                                                     */

struct _BfHistoryChart
{
  GtkWidget           parent_instance;

  BfHistoryChartData *data;      /* owned, frozen */
};

G_DEFINE_FINAL_TYPE (BfHistoryChart, bf_history_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DATA,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
bf_history_chart_get_series_color (guint     series,
                                   gboolean  dark,
                                   gboolean  high_contrast,
                                   GdkRGBA  *rgba)
{
  ChartInk ink;

  g_return_if_fail (rgba != NULL);

  chart_ink_init (&ink, dark, high_contrast);
  gdk_rgba_parse (rgba, series_color (ink.palette, series));
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *rgba,
            double         alpha)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
}

static void
set_series_source (cairo_t        *cr,
                   guint           series,
                   const ChartInk *ink)
{
  GdkRGBA rgba;

  gdk_rgba_parse (&rgba, series_color (ink->palette, series));
  set_source (cr, &rgba, 1.0);
}

/* A rectangle whose corners at @y (the bar's end away from zero) are
 * rounded. */
static void
bar_path (cairo_t *cr,
          double   x,
          double   y,
          double   w,
          double   h,
          gboolean up)
{
  double r = MIN (3.0, MIN (w, h) / 2);

  cairo_new_sub_path (cr);
  if (up)
    {
      cairo_move_to (cr, x, y + h);
      cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
      cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
      cairo_line_to (cr, x + w, y + h);
    }
  else
    {
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + w, y);
      cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
      cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    }
  cairo_close_path (cr);
}

static double
bar_width (const ChartLayout *layout)
{
  return MAX (4, round (MIN (layout->slot * 0.6, BAR_MAX)));
}

/* @text centred over (@cx, @y_bottom), within @max_width. */
static void
draw_note (cairo_t     *cr,
           PangoLayout *bold,
           const char  *text,
           double       cx,
           double       y_bottom,
           double       max_width)
{
  int w, h;

  pango_layout_set_text (bold, text, -1);
  pango_layout_set_width (bold, (int) (MAX (max_width, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (bold, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (bold, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (bold, &w, &h);
  cairo_move_to (cr, cx - MAX (max_width, 1) / 2, y_bottom - h);
  pango_cairo_show_layout (cr, bold);
}

static void
draw_axis (BfHistoryChart    *self,
           cairo_t           *cr,
           const ChartLayout *layout,
           const GdkRGBA     *fg,
           const ChartInk    *ink)
{
  g_autoptr(PangoLayout) small = _bf_history_chart_new_pango_layout (GTK_WIDGET (self), PANGO_SCALE_SMALL, FALSE);

  cairo_set_line_width (cr, 1);
  pango_layout_set_alignment (small, PANGO_ALIGN_RIGHT);

  for (double t = layout->lo; t <= layout->hi + layout->step / 2; t += layout->step)
    {
      double y = round (value_y (layout, t)) + 0.5;
      g_autofree char *label = layout->step < 1 ? g_strdup_printf ("%.1f", t) : _bf_history_chart_format_number (t, FALSE);
      int w, h;

      /* Zero stands out: the bars stand on it. */
      set_source (cr, fg, fabs (t) < layout->step / 2 ? ink->zero : ink->grid);
      cairo_move_to (cr, layout->left, y);
      cairo_line_to (cr, layout->right, y);
      cairo_stroke (cr);

      pango_layout_set_text (small, label, -1);
      pango_layout_get_pixel_size (small, &w, &h);
      set_source (cr, fg, ink->text);
      cairo_move_to (cr, layout->left - AXIS_GAP - w, y - h / 2.0);
      pango_cairo_show_layout (cr, small);
    }
}

static void
draw_stacked (BfHistoryChart    *self,
              cairo_t           *cr,
              const ChartLayout *layout,
              const GdkRGBA     *fg,
              const ChartInk    *ink)
{
  BfHistoryChartData *data = self->data;
  g_autoptr(PangoLayout) bold = _bf_history_chart_new_pango_layout (GTK_WIDGET (self), 1.0, TRUE);
  double w = bar_width (layout);

  for (guint i = 0; i < data->columns->len; i++)
    {
      double x = round (column_x (layout, i) - w / 2);
      double base = round (value_y (layout, 0));
      double acc = 0;
      double top;
      g_autofree char *note = NULL;

      for (guint s = 0; s < data->series->len; s++)
        {
          double value = series_value (get_series (data, s), i);

          if (isfinite (value) && value > 0)
            acc += value;
        }
      top = round (value_y (layout, acc));

      if (acc > 0)
        {
          double sum = 0;

          cairo_save (cr);
          bar_path (cr, x, top, w, base - top, TRUE);
          cairo_clip (cr);
          for (guint s = 0; s < data->series->len; s++)
            {
              double value = series_value (get_series (data, s), i);
              double y0, y1;

              if (!isfinite (value) || value <= 0)
                continue;
              y0 = round (value_y (layout, sum));
              sum += value;
              y1 = round (value_y (layout, sum));
              set_series_source (cr, s, ink);
              cairo_rectangle (cr, x, y1, w, y0 - y1);
              cairo_fill (cr);
            }
          cairo_restore (cr);
        }

      note = bf_history_chart_data_get_column_note (data, i);
      if (note != NULL)
        {
          set_source (cr, fg, 1.0);
          draw_note (cr, bold, note, column_x (layout, i), top - 2, layout->slot);
        }
    }
}

static void
draw_margins (BfHistoryChart    *self,
              cairo_t           *cr,
              const ChartLayout *layout,
              const GdkRGBA     *fg,
              const ChartInk    *ink)
{
  BfHistoryChartData *data = self->data;
  g_autoptr(PangoLayout) bold = _bf_history_chart_new_pango_layout (GTK_WIDGET (self), 1.0, TRUE);
  double w = bar_width (layout);
  double zero = round (value_y (layout, 0));
  double radius = layout->slot < 16 ? 2 : POINT_RADIUS;

  for (guint i = 0; i < data->columns->len; i++)
    {
      double cx = column_x (layout, i);
      double x = round (cx - w / 2);
      double value = data->series->len > 0 ? series_value (get_series (data, 0), i) : NAN;
      guint n_points;
      const double *points = bf_history_chart_data_get_points (data, i, &n_points);
      g_autofree char *note = bf_history_chart_data_get_column_note (data, i);

      if (isfinite (value) && fabs (value) > 0)
        {
          double y = round (value_y (layout, value));

          set_series_source (cr, 0, ink);
          if (value > 0)
            bar_path (cr, x, y, w, zero - y, TRUE);
          else
            bar_path (cr, x, zero + 1, w, y - zero - 1, FALSE);
          cairo_fill (cr);
        }

      /* Each game, spread over the bar's width so that equal margins
       * still show as as many dots. */
      set_source (cr, fg, ink->points);
      for (guint p = 0; p < n_points; p++)
        {
          double spread = n_points > 1 ? fmod (p * 0.618034, 1.0) - 0.5 : 0;

          cairo_new_sub_path (cr);
          cairo_arc (cr, cx + spread * w * 0.7, value_y (layout, points[p]), radius, 0, 2 * G_PI);
        }
      cairo_fill (cr);

      if (note != NULL && isfinite (value))
        {
          double y = value_y (layout, value);

          set_source (cr, fg, 1.0);
          if (value >= 0)
            draw_note (cr, bold, note, cx, y - 2, layout->slot);
          else
            draw_note (cr, bold, note, cx, MIN (y + 2 + layout->line_height, layout->bottom), layout->slot);
        }
    }
}

static void
draw_line (BfHistoryChart    *self,
           cairo_t           *cr,
           const ChartLayout *layout,
           const ChartInk    *ink)
{
  BfHistoryChartData *data = self->data;
  guint n = data->columns->len;
  gboolean dense = layout->slot < DENSE_SLOT;

  /* Round joins where the points are apart; a line of thousands of
   * games is stroked with bevels (a round join costs the most). */
  cairo_set_line_join (cr, dense ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  for (guint s = 0; s < data->series->len; s++)
    {
      Series *series = get_series (data, s);
      gboolean drawing = FALSE;
      guint n_values = 0;

      set_series_source (cr, s, ink);

      /* The line joins the series' values: a column without one (a game
       * of another kind, for a player's totals) is passed over. */
      cairo_set_line_width (cr, dense ? 1.5 : 2);
      if (layout->slot < 1)
        {
          /* Several games a pixel (thousands of games): each pixel column
           * is filled from the lowest to the highest of its values and
           * the last value before it, which draws the same line as
           * strokes, fast (a stroke of thousands of segments is not). */
          int px = G_MININT;
          double min_y = 0, max_y = 0, last_y = 0, previous_y = NAN;

          for (guint i = 0; i <= n; i++)
            {
              double value = i < n ? series_value (series, i) : NAN;
              double y = 0;
              int ipx = G_MININT;

              if (i < n && !isfinite (value))
                continue;
              if (i < n)
                {
                  n_values++;
                  y = value_y (layout, value);
                  ipx = (int) floor (column_x (layout, i));
                  if (ipx == px)
                    {
                      min_y = MIN (min_y, y);
                      max_y = MAX (max_y, y);
                      last_y = y;
                      continue;
                    }
                }

              /* The pixel column done: from the previous one's last value
               * through all of its own. */
              if (px != G_MININT)
                {
                  double top = min_y, bottom = max_y;

                  if (isfinite (previous_y))
                    {
                      top = MIN (top, previous_y);
                      bottom = MAX (bottom, previous_y);
                    }
                  cairo_rectangle (cr, px, top - 0.75, 1, bottom - top + 1.5);
                  previous_y = last_y;
                }
              if (i < n)
                {
                  px = ipx;
                  min_y = max_y = last_y = y;
                }
            }
          cairo_fill (cr);
        }
      else
        {
          for (guint i = 0; i < n; i++)
            {
              double value = series_value (series, i);

              if (!isfinite (value))
                continue;
              n_values++;
              if (drawing)
                cairo_line_to (cr, column_x (layout, i), value_y (layout, value));
              else
                cairo_move_to (cr, column_x (layout, i), value_y (layout, value));
              drawing = TRUE;
            }
          cairo_stroke (cr);
        }

      /* The points: all of them where there is room, else the marked
       * ones and a lone one (no line shows it). */
      for (guint i = 0; i < n; i++)
        {
          double value = series_value (series, i);
          gboolean marked = series_marked (series, i);
          gboolean lone = n_values == 1;

          if (!isfinite (value))
            continue;
          if (dense && !marked && !lone)
            continue;

          cairo_new_sub_path (cr);
          cairo_arc (cr, column_x (layout, i), value_y (layout, value),
                     marked ? MARKED_RADIUS : POINT_RADIUS, 0, 2 * G_PI);
        }
      cairo_fill (cr);
    }
}

static void
draw_labels (BfHistoryChart    *self,
             cairo_t           *cr,
             const ChartLayout *layout,
             const GdkRGBA     *fg,
             const ChartInk    *ink)
{
  BfHistoryChartData *data = self->data;
  g_autoptr(PangoLayout) text = _bf_history_chart_new_pango_layout (GTK_WIDGET (self), 1.0, FALSE);
  double y = layout->bottom + LABEL_GAP;
  double last_right = -G_MAXDOUBLE;

  set_source (cr, fg, ink->labels);

  for (guint i = 0; i < data->columns->len; i += layout->label_step)
    {
      const char *label = get_column (data, i)->label;
      double cx = column_x (layout, i);

      pango_layout_set_text (text, label, -1);
      pango_layout_set_ellipsize (text, PANGO_ELLIPSIZE_END);

      if (layout->label_mode == LABELS_ROTATED)
        {
          /* Slanted up to the column's centre, never past the left edge. */
          double anchor = cx + layout->line_height * 0.35;
          double length = MIN (ROTATED_MAX, anchor / (G_SQRT2 / 2) - 2);

          pango_layout_set_width (text, (int) (MAX (length, 1) * PANGO_SCALE));
          pango_layout_set_alignment (text, PANGO_ALIGN_RIGHT);
          cairo_save (cr);
          cairo_translate (cr, anchor, y);
          cairo_rotate (cr, -G_PI / 4);
          cairo_move_to (cr, -MAX (length, 1), 0);
          pango_cairo_show_layout (cr, text);
          cairo_restore (cr);
        }
      else
        {
          double w = MAX (layout->label_width, 1);
          double x;
          int shown;

          pango_layout_set_width (text, (int) (w * PANGO_SCALE));
          pango_layout_set_alignment (text, PANGO_ALIGN_CENTER);
          if (layout->label_mode == LABELS_WRAP)
            {
              pango_layout_set_wrap (text, PANGO_WRAP_WORD_CHAR);
              pango_layout_set_height (text, -2);
            }

          /* Centred under the column, but inside the widget; a label
           * that this would push onto the one before (the second of a
           * thinned-out axis) is left out. */
          pango_layout_get_pixel_size (text, &shown, NULL);
          x = CLAMP (cx - shown / 2.0, LEFT_PAD, MAX (layout->width - shown, 0));
          if (x < last_right + 6)
            continue;
          last_right = x + shown;
          cairo_move_to (cr, x - (w - shown) / 2, y);
          pango_cairo_show_layout (cr, text);
        }
    }
}

static void
draw_legend (BfHistoryChart    *self,
             cairo_t           *cr,
             const ChartLayout *layout,
             const GdkRGBA     *fg,
             const ChartInk    *ink)
{
  BfHistoryChartData *data = self->data;
  g_autoptr(PangoLayout) text = _bf_history_chart_new_pango_layout (GTK_WIDGET (self), 1.0, FALSE);
  double row_height = MAX (layout->line_height, LEGEND_SWATCH);
  double top = layout->height - layout->legend_height + LEGEND_TOP;

  /* The legend's rows are laid out for the width; any height to spare
   * went to the plot above. */

  pango_layout_set_ellipsize (text, PANGO_ELLIPSIZE_END);

  for (guint i = 0; i < layout->legend->len; i++)
    {
      const LegendItem *item = &g_array_index (layout->legend, LegendItem, i);
      double y = top + item->row * (row_height + LEGEND_ROW_GAP);
      double cy = y + row_height / 2;
      double sx = item->x;

      if (item->what == LEGEND_POINTS)
        {
          set_source (cr, fg, ink->points);
          cairo_arc (cr, sx + LEGEND_SWATCH / 2.0, cy, POINT_RADIUS, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      else if (item->what == LEGEND_WON)
        {
          set_source (cr, fg, ink->labels);
          cairo_arc (cr, sx + LEGEND_SWATCH / 2.0, cy, MARKED_RADIUS, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      else if (data->style == BF_HISTORY_CHART_LINE)
        {
          set_series_source (cr, item->what, ink);
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, sx, cy);
          cairo_line_to (cr, sx + LEGEND_SWATCH, cy);
          cairo_stroke (cr);
          cairo_arc (cr, sx + LEGEND_SWATCH / 2.0, cy, POINT_RADIUS, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      else
        {
          set_series_source (cr, item->what, ink);
          bar_path (cr, sx, cy - LEGEND_SWATCH / 2.0, LEGEND_SWATCH, LEGEND_SWATCH, TRUE);
          cairo_fill (cr);
        }

      set_source (cr, fg, 1.0);
      pango_layout_set_text (text, _bf_history_chart_legend_text (data, item->what), -1);
      pango_layout_set_width (text, (int) (MAX (item->text_width, 1) * PANGO_SCALE) + PANGO_SCALE);
      cairo_move_to (cr, sx + LEGEND_SWATCH + LEGEND_SWATCH_GAP, cy - layout->line_height / 2.0);
      pango_cairo_show_layout (cr, text);
    }
}

/* Another font or size: the labels are measured again. */
static void
bf_history_chart_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (bf_history_chart_parent_class)->css_changed (widget, change);
  g_object_set_data (G_OBJECT (widget), WIDEST_KEY, NULL);
}

static void
bf_history_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BfHistoryChart *self = BF_HISTORY_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_auto(ChartLayout) layout = { 0 };
  ChartInk ink;
  GdkRGBA fg;
  cairo_t *cr;

  if (self->data == NULL || self->data->columns->len == 0 || width <= 0 || height <= 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  chart_ink_init (&ink, adw_style_manager_get_dark (adw_style_manager_get_default ()),
                  bf_appearance_get_high_contrast ());
  _bf_history_chart_layout_compute (widget, self->data, width, height, &layout);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  draw_axis (self, cr, &layout, &fg, &ink);
  switch (self->data->style)
    {
    case BF_HISTORY_CHART_STACKED:
      draw_stacked (self, cr, &layout, &fg, &ink);
      break;
    case BF_HISTORY_CHART_LINE:
      draw_line (self, cr, &layout, &ink);
      break;
    case BF_HISTORY_CHART_MARGINS:
      draw_margins (self, cr, &layout, &fg, &ink);
      break;
    default:
      g_assert_not_reached ();
    }
  draw_labels (self, cr, &layout, &fg, &ink);
  draw_legend (self, cr, &layout, &fg, &ink);

  cairo_destroy (cr);
}

static GtkSizeRequestMode
bf_history_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bf_history_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  BfHistoryChart *self = BF_HISTORY_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NATURAL_WIDTH;
    }
  else if (self->data == NULL || self->data->columns->len == 0)
    {
      *minimum = *natural = 0;
    }
  else
    {
      g_auto(ChartLayout) layout = { 0 };

      _bf_history_chart_layout_compute (widget, self->data, for_size < 0 ? NATURAL_WIDTH : MAX (for_size, MIN_WIDTH),
                            -1, &layout);
      *minimum = *natural = layout.height;
    }
}

static void
style_changed_cb (BfHistoryChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bf_history_chart_finalize (GObject *object)
{
  BfHistoryChart *self = BF_HISTORY_CHART (object);

  g_clear_pointer (&self->data, bf_history_chart_data_unref);

  G_OBJECT_CLASS (bf_history_chart_parent_class)->finalize (object);
}

static void
bf_history_chart_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BfHistoryChart *self = BF_HISTORY_CHART (object);

  switch (prop_id)
    {
    case PROP_DATA:
      g_value_set_boxed (value, self->data);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_history_chart_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BfHistoryChart *self = BF_HISTORY_CHART (object);

  switch (prop_id)
    {
    case PROP_DATA:
      bf_history_chart_set_data (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_history_chart_class_init (BfHistoryChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bf_history_chart_finalize;
  object_class->get_property = bf_history_chart_get_property;
  object_class->set_property = bf_history_chart_set_property;

  widget_class->get_request_mode = bf_history_chart_get_request_mode;
  widget_class->measure = bf_history_chart_measure;
  widget_class->snapshot = bf_history_chart_snapshot;
  widget_class->css_changed = bf_history_chart_css_changed;

  /**
   * BfHistoryChart:data:
   *
   * The figures drawn (a #BfHistoryChartData, frozen once set), or %NULL.
   */
  properties[PROP_DATA] =
    g_param_spec_boxed ("data", NULL, NULL,
                        BF_TYPE_HISTORY_CHART_DATA,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "bf-history-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bf_history_chart_init (BfHistoryChart *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bf_history_chart_new (void)
{
  return g_object_new (BF_TYPE_HISTORY_CHART, NULL);
}

BfHistoryChartData *
bf_history_chart_get_data (BfHistoryChart *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_CHART (self), NULL);

  return self->data;
}

void
bf_history_chart_set_data (BfHistoryChart     *self,
                           BfHistoryChartData *data)
{
  g_return_if_fail (BF_IS_HISTORY_CHART (self));

  if (self->data == data)
    return;

  if (data != NULL)
    {
      data->frozen = TRUE;
      bf_history_chart_data_ref (data);
    }
  g_clear_pointer (&self->data, bf_history_chart_data_unref);
  self->data = data;
  g_object_set_data (G_OBJECT (self), WIDEST_KEY, NULL);

  if (data != NULL)
    {
      g_autofree char *text = bf_history_chart_data_to_text (data);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, data->title,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                      -1);
    }
  else
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DATA]);
}
