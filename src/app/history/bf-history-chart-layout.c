/* bf-history-chart-layout.c
 *
 * Where everything of a chart goes for a width (and a height, or the
 * natural height for the width): the value axis with round ticks, the
 * column labels (flat, wrapped, slanted or thinned out) and the legend's
 * rows. Measuring and drawing share this one computation
 * (_bf_history_chart_layout_compute()), so the height asked for a width
 * is the height the drawing uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history-chart"

#include "config.h"

#include "bf-history-chart-private.h"

#include <glib/gi18n.h>
#include <string.h>

void
_bf_history_chart_layout_clear (ChartLayout *layout)
{
  g_clear_pointer (&layout->legend, g_array_unref);
}

PangoLayout *
_bf_history_chart_new_pango_layout (GtkWidget *widget,
                                    double     scale,
                                    gboolean   bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);
  PangoAttrList *attrs = pango_attr_list_new ();

  if (scale != 1.0)
    pango_attr_list_insert (attrs, pango_attr_scale_new (scale));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

static int
text_width (PangoLayout *layout,
            const char  *text)
{
  int width;

  pango_layout_set_width (layout, -1);
  pango_layout_set_height (layout, -1);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, NULL);

  return width;
}

/* The range of the values drawn; it holds zero. */
static void
value_range (BfHistoryChartData *data,
             double             *lo,
             double             *hi)
{
  *lo = 0;
  *hi = 0;

  for (guint i = 0; i < data->columns->len; i++)
    {
      switch (data->style)
        {
        case BF_HISTORY_CHART_STACKED:
          {
            double sum = 0;

            for (guint s = 0; s < data->series->len; s++)
              {
                double value = series_value (get_series (data, s), i);

                if (isfinite (value) && value > 0)
                  sum += value;
              }
            *hi = MAX (*hi, sum);
          }
          break;

        case BF_HISTORY_CHART_MARGINS:
          {
            guint n_points;
            const double *points = bf_history_chart_data_get_points (data, i, &n_points);

            for (guint p = 0; p < n_points; p++)
              {
                *lo = MIN (*lo, points[p]);
                *hi = MAX (*hi, points[p]);
              }
          }
          G_GNUC_FALLTHROUGH;
        case BF_HISTORY_CHART_LINE:
          {
            guint n_series = data->style == BF_HISTORY_CHART_MARGINS ? MIN (data->series->len, 1)
                                                             : data->series->len;

            for (guint s = 0; s < n_series; s++)
              {
                double value = series_value (get_series (data, s), i);

                if (isfinite (value))
                  {
                    *lo = MIN (*lo, value);
                    *hi = MAX (*hi, value);
                  }
              }
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

/* Round ticks: a step of 1, 2 or 5 times a power of ten, about
 * @n_ticks of them from @lo to @hi (widened to whole steps). */
static void
nice_axis (double  lo,
           double  hi,
           int     n_ticks,
           double *nice_lo,
           double *nice_hi,
           double *step)
{
  double raw, magnitude, norm;

  if (hi - lo < 1e-9)
    hi = lo + 1;

  raw = (hi - lo) / MAX (n_ticks, 1);
  magnitude = pow (10, floor (log10 (raw)));
  norm = raw / magnitude;
  if (norm <= 1)
    *step = magnitude;
  else if (norm <= 2)
    *step = 2 * magnitude;
  else if (norm <= 5)
    *step = 5 * magnitude;
  else
    *step = 10 * magnitude;

  *nice_lo = floor (lo / *step + 1e-9) * *step;
  *nice_hi = ceil (hi / *step - 1e-9) * *step;
}

static gboolean
is_legend_won_needed (BfHistoryChartData *data)
{
  if (data->style != BF_HISTORY_CHART_LINE)
    return FALSE;

  for (guint s = 0; s < data->series->len; s++)
    {
      Series *series = get_series (data, s);

      for (guint i = 0; i < series->marked->len; i++)
        if (g_array_index (series->marked, gboolean, i))
          return TRUE;
    }

  return FALSE;
}

const char *
_bf_history_chart_legend_text (BfHistoryChartData *data,
                               guint               what)
{
  if (what == LEGEND_POINTS)
    /* Translators: the legend of the dots of a chart of solo margins: each dot is one game */
    return C_("chart legend", "One game");
  if (what == LEGEND_WON)
    /* Translators: the legend of the larger points of a chart of totals over time: a game the player won */
    return C_("chart legend", "Won");

  return get_series (data, what)->name;
}

/* Lays out the legend's entries in rows of at most @width. */
static void
layout_legend (GtkWidget          *widget,
               BfHistoryChartData *data,
               ChartLayout        *layout)
{
  g_autoptr(PangoLayout) text = _bf_history_chart_new_pango_layout (widget, 1.0, FALSE);
  g_autoptr(GArray) whats = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_series = data->style == BF_HISTORY_CHART_MARGINS ? MIN (data->series->len, 1)
                                                   : data->series->len;
  double x = 0;
  int row = 0;
  double row_start = 0;

  layout->legend = g_array_new (FALSE, FALSE, sizeof (LegendItem));
  for (guint s = 0; s < n_series; s++)
    g_array_append_val (whats, s);
  if (data->style == BF_HISTORY_CHART_MARGINS)
    {
      guint what = LEGEND_POINTS;

      g_array_append_val (whats, what);
    }
  else if (is_legend_won_needed (data))
    {
      guint what = LEGEND_WON;

      g_array_append_val (whats, what);
    }

  for (guint i = 0; i < whats->len; i++)
    {
      LegendItem item = { g_array_index (whats, guint, i), 0, 0, 0 };
      double swatch = LEGEND_SWATCH + LEGEND_SWATCH_GAP;
      double room = MAX (layout->width - swatch, 1);
      double width;

      item.text_width = MIN (text_width (text, _bf_history_chart_legend_text (data, item.what)), room);
      width = swatch + item.text_width;
      if (x > 0 && x + width > layout->width)
        {
          row++;
          x = 0;
        }
      item.x = x;
      item.row = row;
      g_array_append_val (layout->legend, item);
      x += width + LEGEND_ITEM_GAP;
    }

  /* Each row centred. */
  for (guint i = 0; i < layout->legend->len;)
    {
      guint end = i;
      double row_width;
      double shift;

      row_start = g_array_index (layout->legend, LegendItem, i).x;
      while (end + 1 < layout->legend->len
             && g_array_index (layout->legend, LegendItem, end + 1).row == g_array_index (layout->legend, LegendItem, i).row)
        end++;
      row_width = g_array_index (layout->legend, LegendItem, end).x + LEGEND_SWATCH + LEGEND_SWATCH_GAP
                  + g_array_index (layout->legend, LegendItem, end).text_width - row_start;
      shift = floor ((layout->width - row_width) / 2);
      for (guint j = i; j <= end; j++)
        g_array_index (layout->legend, LegendItem, j).x += MAX (shift, 0);
      i = end + 1;
    }

  if (layout->legend->len == 0)
    layout->legend_height = 0;
  else
    layout->legend_height = LEGEND_TOP + (row + 1) * MAX (layout->line_height, LEGEND_SWATCH)
                            + row * LEGEND_ROW_GAP + LEGEND_BOTTOM;
}

/* The widest of the column labels, or of a sample of them when there
 * are many. */
static double
widest_label (PangoLayout        *text,
              BfHistoryChartData *data)
{
  guint n = data->columns->len;
  guint n_sample = MIN (n, LABEL_SAMPLE);
  double widest = 0;

  for (guint k = 0; k < n_sample; k++)
    {
      guint i = n_sample == n ? k : (guint) ((guint64) k * (n - 1) / (n_sample - 1));

      widest = MAX (widest, text_width (text, get_column (data, i)->label));
    }

  return widest;
}

void
_bf_history_chart_layout_compute (GtkWidget          *widget,
                                  BfHistoryChartData *data,
                                  int                 width,
                                  int                 height,
                                  ChartLayout        *layout)
{
  g_autoptr(PangoLayout) text = _bf_history_chart_new_pango_layout (widget, 1.0, FALSE);
  g_autoptr(PangoLayout) small = _bf_history_chart_new_pango_layout (widget, PANGO_SCALE_SMALL, FALSE);
  guint n = data->columns->len;
  double lo, hi, plot_height, widest, note_height;
  int decimals = 0;

  memset (layout, 0, sizeof *layout);
  layout->width = width;
  pango_layout_set_text (text, "0", -1);
  pango_layout_get_pixel_size (text, NULL, &layout->line_height);

  layout_legend (widget, data, layout);

  /* The value axis: a tick every 40 px or so. */
  note_height = layout->line_height + 4;
  plot_height = (height < 0 ? PLOT_HEIGHT : height - layout->legend_height - 2 * layout->line_height)
                - note_height;
  value_range (data, &lo, &hi);
  nice_axis (lo, hi, CLAMP ((int) (plot_height / 45), 2, 8), &layout->lo, &layout->hi, &layout->step);
  if (layout->step < 1)
    decimals = 1;

  /* The value labels at the left. */
  {
    double widest_tick = 0;

    for (double t = layout->lo; t <= layout->hi + layout->step / 2; t += layout->step)
      {
        g_autofree char *label = decimals > 0 ? g_strdup_printf ("%.1f", t) : _bf_history_chart_format_number (t, FALSE);

        widest_tick = MAX (widest_tick, text_width (small, label));
      }
    layout->left = LEFT_PAD + ceil (widest_tick) + AXIS_GAP;
  }
  layout->right = MAX (width - RIGHT_PAD, layout->left + 1);
  layout->slot = (layout->right - layout->left) / MAX (n, 1);

  /* The column labels. */
  /* Measured once per data and style: a frame measures the chart a few
   * times, and each would shape 64 labels again. */
  if (n == 0)
    widest = 0;
  else
    {
      double *cached = g_object_get_data (G_OBJECT (widget), WIDEST_KEY);

      if (cached == NULL)
        {
          cached = g_new (double, 1);
          *cached = widest_label (text, data);
          g_object_set_data_full (G_OBJECT (widget), WIDEST_KEY, cached, g_free);
        }
      widest = *cached;
    }
  layout->label_step = 1;
  layout->label_width = layout->slot - 4;
  layout->label_mode = LABELS_FLAT;
  layout->labels_height = LABEL_GAP + layout->line_height;
  if (widest + 6 <= layout->slot)
    ;
  else if (data->style != BF_HISTORY_CHART_LINE && n <= LABEL_SAMPLE && layout->slot >= 56)
    {
      layout->label_mode = LABELS_WRAP;
      layout->labels_height = LABEL_GAP + 2 * layout->line_height;
    }
  else if (data->style != BF_HISTORY_CHART_LINE && n <= LABEL_SAMPLE)
    {
      layout->label_mode = LABELS_ROTATED;
      layout->labels_height = LABEL_GAP + ceil ((MIN (widest, ROTATED_MAX) + layout->line_height) * G_SQRT2 / 2) + 2;
    }
  else
    {
      double wanted = MIN (widest, THIN_MAX) + 12;

      layout->label_step = MAX (1, (guint) ceil (wanted / layout->slot));
      layout->label_width = MIN (layout->label_step * layout->slot, THIN_MAX) - 4;
    }

  layout->top = note_height;
  if (height < 0)
    {
      layout->bottom = layout->top + (PLOT_HEIGHT - note_height);
      height = ceil (layout->bottom + layout->labels_height + layout->legend_height);
    }
  else
    layout->bottom = MAX (height - layout->legend_height - layout->labels_height, layout->top + 1);
  layout->height = height;
}
