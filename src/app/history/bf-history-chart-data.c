/* bf-history-chart-data.c
 *
 * BfHistoryChartData: a chart's figures, built once, then frozen when a
 * chart shows them (bf-history-chart-private.h has the struct).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history-chart"

#include "config.h"

#include "bf-history-chart-private.h"

G_DEFINE_BOXED_TYPE (BfHistoryChartData, bf_history_chart_data, bf_history_chart_data_ref, bf_history_chart_data_unref)

static void
column_clear (gpointer data)
{
  Column *column = data;

  g_clear_pointer (&column->label, g_free);
  g_clear_pointer (&column->note, g_free);
  g_clear_pointer (&column->points, g_array_unref);
}

static void
series_clear (gpointer data)
{
  Series *series = data;

  g_clear_pointer (&series->name, g_free);
  g_clear_pointer (&series->values, g_array_unref);
  g_clear_pointer (&series->marked, g_array_unref);
}

BfHistoryChartData *
bf_history_chart_data_new (BfHistoryChartStyle  style,
                           const char          *title,
                           const char          *unit)
{
  BfHistoryChartData *self;

  g_return_val_if_fail (style <= BF_HISTORY_CHART_MARGINS, NULL);

  self = g_new0 (BfHistoryChartData, 1);
  g_ref_count_init (&self->ref_count);
  self->style = style;
  self->title = g_strdup (title != NULL ? title : "");
  self->unit = unit != NULL && *unit != '\0' ? g_strdup (unit) : NULL;
  self->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_array_set_clear_func (self->columns, column_clear);
  self->series = g_array_new (FALSE, TRUE, sizeof (Series));
  g_array_set_clear_func (self->series, series_clear);

  return self;
}

BfHistoryChartData *
bf_history_chart_data_ref (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);

  return self;
}

void
bf_history_chart_data_unref (BfHistoryChartData *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  g_free (self->title);
  g_free (self->unit);
  g_array_unref (self->columns);
  g_array_unref (self->series);
  g_free (self);
}

guint
bf_history_chart_data_add_column (BfHistoryChartData *self,
                                  const char         *label)
{
  Column column = { 0 };

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (!self->frozen, 0);

  column.label = g_strdup (label != NULL ? label : "");
  g_array_append_val (self->columns, column);

  return self->columns->len - 1;
}

guint
bf_history_chart_data_add_series (BfHistoryChartData *self,
                                  const char         *name)
{
  Series series = { 0 };

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (!self->frozen, 0);

  series.name = g_strdup (name != NULL ? name : "");
  series.values = g_array_new (FALSE, FALSE, sizeof (double));
  series.marked = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_array_append_val (self->series, series);

  return self->series->len - 1;
}

void
bf_history_chart_data_set_value (BfHistoryChartData *self,
                                 guint               series,
                                 guint               column,
                                 double              value)
{
  Series *s;

  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->frozen);
  g_return_if_fail (series < self->series->len);
  g_return_if_fail (column < self->columns->len);

  s = get_series (self, series);
  while (s->values->len <= column)
    {
      double none = NAN;

      g_array_append_val (s->values, none);
    }
  g_array_index (s->values, double, column) = value;
}

void
bf_history_chart_data_add_point (BfHistoryChartData *self,
                                 guint               column,
                                 double              value)
{
  Column *c;

  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->frozen);
  g_return_if_fail (column < self->columns->len);
  g_return_if_fail (isfinite (value));

  c = get_column (self, column);
  if (c->points == NULL)
    c->points = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_append_val (c->points, value);
}

void
bf_history_chart_data_set_marked (BfHistoryChartData *self,
                                  guint               series,
                                  guint               column,
                                  gboolean            marked)
{
  Series *s;

  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->frozen);
  g_return_if_fail (series < self->series->len);
  g_return_if_fail (column < self->columns->len);

  s = get_series (self, series);
  if (s->marked->len <= column)
    g_array_set_size (s->marked, column + 1);
  g_array_index (s->marked, gboolean, column) = !!marked;
}

void
bf_history_chart_data_set_column_note (BfHistoryChartData *self,
                                       guint               column,
                                       const char         *note)
{
  Column *c;

  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->frozen);
  g_return_if_fail (column < self->columns->len);

  c = get_column (self, column);
  g_free (c->note);
  c->note = g_strdup (note);
}

BfHistoryChartStyle
bf_history_chart_data_get_style (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, BF_HISTORY_CHART_STACKED);

  return self->style;
}

const char *
bf_history_chart_data_get_title (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->title;
}

const char *
bf_history_chart_data_get_unit (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->unit;
}

guint
bf_history_chart_data_get_n_columns (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->columns->len;
}

guint
bf_history_chart_data_get_n_series (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->series->len;
}

const char *
bf_history_chart_data_get_column_label (BfHistoryChartData *self,
                                        guint               column)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (column < self->columns->len, NULL);

  return get_column (self, column)->label;
}

const char *
bf_history_chart_data_get_series_name (BfHistoryChartData *self,
                                       guint               series)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (series < self->series->len, NULL);

  return get_series (self, series)->name;
}

double
bf_history_chart_data_get_value (BfHistoryChartData *self,
                                 guint               series,
                                 guint               column)
{
  g_return_val_if_fail (self != NULL, NAN);
  g_return_val_if_fail (series < self->series->len, NAN);
  g_return_val_if_fail (column < self->columns->len, NAN);

  return series_value (get_series (self, series), column);
}

gboolean
bf_history_chart_data_get_marked (BfHistoryChartData *self,
                                  guint               series,
                                  guint               column)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (series < self->series->len, FALSE);
  g_return_val_if_fail (column < self->columns->len, FALSE);

  return series_marked (get_series (self, series), column);
}

double
bf_history_chart_data_get_column_total (BfHistoryChartData *self,
                                        guint               column)
{
  double total = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (column < self->columns->len, 0);

  for (guint s = 0; s < self->series->len; s++)
    {
      double value = series_value (get_series (self, s), column);

      if (isfinite (value))
        total += value;
    }

  return total;
}

const double *
bf_history_chart_data_get_points (BfHistoryChartData *self,
                                  guint               column,
                                  guint              *n_points)
{
  Column *c;

  if (n_points != NULL)
    *n_points = 0;
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (column < self->columns->len, NULL);

  c = get_column (self, column);
  if (c->points == NULL)
    return NULL;
  if (n_points != NULL)
    *n_points = c->points->len;

  return (const double *) (gpointer) c->points->data;
}

gboolean
bf_history_chart_data_is_frozen (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->frozen;
}
