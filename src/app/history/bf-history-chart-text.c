/* bf-history-chart-text.c
 *
 * A chart's numbers as written (one decimal at most, a real minus
 * sign), the notes over its columns, and its text alternatives: the
 * accessible text (bf_history_chart_data_to_text()) and the table of
 * figures (bf_history_chart_data_build_table()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history-chart"

#include "config.h"

#include "bf-history-chart-private.h"

#include <glib/gi18n.h>

#define STAR             "\342\230\205"   /* ★ */
#define MINUS            "\342\210\222"   /* − */
#define DASH             "\342\200\223"   /* – */

char *
_bf_history_chart_format_number (double   value,
                                 gboolean sign)
{
  double rounded = round (value * 10) / 10;
  gboolean whole = fabs (rounded - round (rounded)) < 1e-6;
  g_autofree char *digits = NULL;

  if (fabs (rounded) < 1e-6)
    return g_strdup ("0");

  digits = g_strdup_printf (whole ? "%.0f" : "%.1f", fabs (rounded));
  if (rounded < 0)
    return g_strconcat (MINUS, digits, NULL);
  if (sign)
    return g_strconcat ("+", digits, NULL);

  return g_steal_pointer (&digits);
}

static gboolean
signed_values (BfHistoryChartData *self)
{
  return self->style == BF_HISTORY_CHART_MARGINS;
}

/* A value with the chart's unit: "112 VP". */
static char *
format_value (BfHistoryChartData *self,
              double              value)
{
  g_autofree char *number = _bf_history_chart_format_number (value, signed_values (self));

  if (self->unit == NULL)
    return g_steal_pointer (&number);

  /* Translators: a value and its unit in a chart, e.g. "112 VP" */
  return g_strdup_printf (C_("chart value", "%1$s %2$s"), number, self->unit);
}

char *
bf_history_chart_data_get_column_note (BfHistoryChartData *self,
                                       guint               column)
{
  Column *c;
  g_autofree char *note = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (column < self->columns->len, NULL);

  c = get_column (self, column);
  if (c->note != NULL)
    note = g_strdup (c->note);
  else if (self->style == BF_HISTORY_CHART_STACKED)
    note = _bf_history_chart_format_number (bf_history_chart_data_get_column_total (self, column), FALSE);
  else
    return NULL;

  if (self->style == BF_HISTORY_CHART_STACKED && column_marked (self, column))
    return g_strconcat (note, " " STAR, NULL);

  return g_steal_pointer (&note);
}

static void
append_item (GString    *list,
             const char *item)
{
  if (list->len > 0)
    /* Translators: between the items of a list in a chart's text, e.g. "City projects 20, Donations 6" */
    g_string_append (list, C_("list separator", ", "));
  g_string_append (list, item);
}

static char *
stacked_line (BfHistoryChartData *self,
              guint               column)
{
  Column *c = get_column (self, column);
  g_autoptr(GString) parts = g_string_new (NULL);
  g_autofree char *total = format_value (self, bf_history_chart_data_get_column_total (self, column));
  gboolean winner = column_marked (self, column);

  for (guint s = 0; s < self->series->len; s++)
    {
      double value = series_value (get_series (self, s), column);
      g_autofree char *number = NULL;
      g_autofree char *part = NULL;

      if (!isfinite (value))
        continue;
      number = _bf_history_chart_format_number (value, FALSE);
      /* Translators: one part of a bar in a chart's text: %1$s the part (a score category), %2$s its value, e.g. "City projects 20" */
      part = g_strdup_printf (C_("chart text", "%1$s %2$s"), get_series (self, s)->name, number);
      append_item (parts, part);
    }

  if (parts->len == 0)
    return g_strdup_printf (winner
                            /* Translators: a bar of a chart in its text, the winner's: %1$s the bar (a player), %2$s its total, e.g. "Anna: 112 VP, winner" */
                            ? C_("chart text", "%1$s: %2$s, winner")
                            /* Translators: a bar or a column of a chart in its text: %1$s the bar (a player, a game), %2$s its figures, e.g. "Anna: 112 VP" */
                            : C_("chart text", "%1$s: %2$s"),
                            c->label, total);

  return g_strdup_printf (winner
                          /* Translators: a bar of a chart in its text, the winner's: %1$s the bar (a player), %2$s its total, %3$s its parts, e.g. "Anna: 112 VP, winner (Major-city connections 36, City projects 20)" */
                          ? C_("chart text", "%1$s: %2$s, winner (%3$s)")
                          /* Translators: a bar of a chart in its text: %1$s the bar (a player), %2$s its total, %3$s its parts, e.g. "Ben: 98 VP (Major-city connections 30, City projects 12)" */
                          : C_("chart text", "%1$s: %2$s (%3$s)"),
                          c->label, total, parts->str);
}

static char *
line_line (BfHistoryChartData *self,
           guint               column)
{
  Column *c = get_column (self, column);
  g_autoptr(GString) parts = g_string_new (NULL);

  for (guint s = 0; s < self->series->len; s++)
    {
      Series *series = get_series (self, s);
      double value = series_value (series, column);
      g_autofree char *text = NULL;
      g_autofree char *part = NULL;

      if (!isfinite (value))
        continue;
      text = format_value (self, value);
      part = g_strdup_printf (series_marked (series, column)
                              /* Translators: one line's point in a chart's text, a won game: %1$s the line (a kind of game), %2$s its value, e.g. "Carnegie 112 VP (won)" */
                              ? C_("chart text", "%1$s %2$s (won)")
                              : C_("chart text", "%1$s %2$s"),
                              series->name, text);
      append_item (parts, part);
    }

  return g_strdup_printf (C_("chart text", "%1$s: %2$s"), c->label,
                          parts->len > 0 ? parts->str : DASH);
}

static char *
points_list (BfHistoryChartData *self,
             guint               column)
{
  GString *list = g_string_new (NULL);
  guint n_points;
  const double *points = bf_history_chart_data_get_points (self, column, &n_points);

  for (guint i = 0; i < n_points; i++)
    {
      g_autofree char *number = _bf_history_chart_format_number (points[i], TRUE);

      append_item (list, number);
    }

  return g_string_free (list, FALSE);
}

static char *
margins_line (BfHistoryChartData *self,
              guint               column)
{
  Column *c = get_column (self, column);
  double value = self->series->len > 0 ? series_value (get_series (self, 0), column) : NAN;
  g_autofree char *average = isfinite (value) ? format_value (self, value) : g_strdup (DASH);
  g_autofree char *points = points_list (self, column);

  if (*points == '\0')
    /* Translators: a column of a margins chart in its text: %1$s the column (a difficulty), %2$s the average margin, e.g. "Easy: average +5 VP" */
    return g_strdup_printf (C_("chart text", "%1$s: average %2$s"), c->label, average);

  /* Translators: a column of a margins chart in its text: %1$s the column (a difficulty), %2$s the average margin, %3$s each game's margin, e.g. "Easy: average +5 VP, games +3, +7" */
  return g_strdup_printf (C_("chart text", "%1$s: average %2$s, games %3$s"), c->label, average, points);
}

char *
bf_history_chart_data_to_text (BfHistoryChartData *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (self != NULL, NULL);

  if (self->columns->len == 0)
    /* Translators: a chart of the game history with nothing to show */
    return g_strdup (_("No games yet"));

  for (guint i = 0; i < self->columns->len; i++)
    {
      g_autofree char *line = NULL;

      switch (self->style)
        {
        case BF_HISTORY_CHART_STACKED:
          line = stacked_line (self, i);
          break;
        case BF_HISTORY_CHART_LINE:
          line = line_line (self, i);
          break;
        case BF_HISTORY_CHART_MARGINS:
          line = margins_line (self, i);
          break;
        default:
          g_assert_not_reached ();
        }
      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A table cell. @accessible: what a screen reader says instead of the
 * text, or NULL. */
static GtkWidget *
table_label (GtkGrid    *grid,
             const char *text,
             const char *accessible,
             int         column,
             int         row,
             gboolean    numeric)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.0 : 0.0);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  if (row == 0)
    {
      /* Long category names wrap rather than widen the table, between
       * words only: broken inside one, Pango hyphenates it ("project-s",
       * "Donati-ons"). A table wider than the page scrolls sideways
       * (bf_history_chart_box_new()). */
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      gtk_label_set_justify (GTK_LABEL (label), numeric ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_LEFT);
    }
  if (accessible != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                    -1);
  gtk_grid_attach (grid, label, column, row, 1, 1);

  return label;
}

/* A cell with a star when @marked: after a player's name (@winner, the
 * player won) or after a value (a won game). */
static void
table_marked_label (GtkGrid    *grid,
                    const char *text,
                    gboolean    marked,
                    gboolean    winner,
                    int         column,
                    int         row,
                    gboolean    numeric)
{
  g_autofree char *shown = NULL;
  g_autofree char *spoken = NULL;

  if (!marked)
    {
      table_label (grid, text, NULL, column, row, numeric);
      return;
    }

  shown = g_strconcat (text, " " STAR, NULL);
  if (winner)
    /* Translators: what a screen reader says for a player's name marked with a star in a chart's table: %s the name */
    spoken = g_strdup_printf (C_("chart table", "%s, winner"), text);
  else
    /* Translators: what a screen reader says for a value marked with a star in a chart's table (a won game): %s the value */
    spoken = g_strdup_printf (C_("chart table", "%s, won"), text);
  table_label (grid, shown, spoken, column, row, numeric);
}

GtkWidget *
bf_history_chart_data_build_table (BfHistoryChartData *self)
{
  GtkGrid *grid;
  guint n_series;

  g_return_val_if_fail (self != NULL, NULL);

  grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (grid, 12);
  gtk_grid_set_row_spacing (grid, 6);
  gtk_widget_add_css_class (GTK_WIDGET (grid), "bf-history-chart-table");
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, self->title,
                                  -1);

  if (self->columns->len == 0)
    {
      GtkWidget *label = gtk_label_new (_("No games yet"));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (grid, label, 0, 0, 1, 1);
      return GTK_WIDGET (grid);
    }

  /* MARGINS: its bar's series only, then the games. */
  n_series = self->style == BF_HISTORY_CHART_MARGINS ? MIN (self->series->len, 1) : self->series->len;

  table_label (grid, "", NULL, 0, 0, FALSE);
  for (guint s = 0; s < n_series; s++)
    table_label (grid, get_series (self, s)->name, NULL, s + 1, 0, TRUE);
  if (self->style == BF_HISTORY_CHART_STACKED)
    /* Translators: header of the column of totals in a chart's table */
    table_label (grid, C_("chart table", "Total"), NULL, n_series + 1, 0, TRUE);
  else if (self->style == BF_HISTORY_CHART_MARGINS)
    /* Translators: header of the column of each game's margin in a chart's table */
    table_label (grid, C_("chart table", "Games"), NULL, n_series + 1, 0, FALSE);

  for (guint i = 0; i < self->columns->len; i++)
    {
      int row = i + 1;

      table_marked_label (grid, get_column (self, i)->label,
                          self->style == BF_HISTORY_CHART_STACKED && column_marked (self, i),
                          TRUE, 0, row, FALSE);
      for (guint s = 0; s < n_series; s++)
        {
          Series *series = get_series (self, s);
          double value = series_value (series, i);
          g_autofree char *text = isfinite (value) ? _bf_history_chart_format_number (value, signed_values (self))
                                                   : g_strdup (DASH);

          table_marked_label (grid, text,
                              self->style == BF_HISTORY_CHART_LINE && series_marked (series, i),
                              FALSE, s + 1, row, TRUE);
        }
      if (self->style == BF_HISTORY_CHART_STACKED)
        {
          g_autofree char *total = _bf_history_chart_format_number (bf_history_chart_data_get_column_total (self, i), FALSE);

          table_label (grid, total, NULL, n_series + 1, row, TRUE);
        }
      else if (self->style == BF_HISTORY_CHART_MARGINS)
        {
          g_autofree char *points = points_list (self, i);

          table_label (grid, points, NULL, n_series + 1, row, FALSE);
        }
    }

  return GTK_WIDGET (grid);
}
