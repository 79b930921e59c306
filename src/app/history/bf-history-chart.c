/* bf-history-chart.c
 *
 * The chart is one widget drawn with cairo, top to bottom: the plot (the
 * columns' notes over it, the value axis' labels at its left), the
 * column labels under it, and the legend, whose entries flow into as
 * many rows as the width needs. Measuring and drawing share one
 * computation of where everything goes (chart_layout_compute()), so the
 * height asked for a width is the height the drawing uses.
 *
 * A line chart may have thousands of columns: drawing stays linear in
 * their number, with no Pango layout per column (the labels are thinned
 * out to what fits, and measured from a sample).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history-chart"

#include "config.h"

#include "bf-history-chart.h"
#include "bf-appearance.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* The plot's natural height, the notes over the columns included. */
#define PLOT_HEIGHT      200
#define MIN_WIDTH        200
#define NATURAL_WIDTH    480
#define LEFT_PAD         2     /* left of the value labels */
#define AXIS_GAP         6     /* between the value labels and the plot */
#define RIGHT_PAD        8
#define LABEL_GAP        4     /* between the plot and the column labels */
#define ROTATED_MAX      100.0 /* longest label drawn slanted, in px */
#define THIN_MAX         140.0 /* longest label of a thinned-out axis */
#define LABEL_SAMPLE     64    /* labels measured at most */
#define LEGEND_TOP       10
#define LEGEND_SWATCH    12
#define LEGEND_SWATCH_GAP 6
#define LEGEND_ITEM_GAP  16
#define LEGEND_ROW_GAP   4
#define LEGEND_BOTTOM    4
#define BAR_MAX          48.0
#define POINT_RADIUS     3.0
#define MARKED_RADIUS    5.5
#define DENSE_SLOT       8.0   /* narrower slots: no point drawn but marked ones */

#define STAR             "\342\230\205"   /* ★ */
#define MINUS            "\342\210\222"   /* − */
#define DASH             "\342\200\223"   /* – */

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
/* BfHistoryChartData                                                         */

typedef struct
{
  char   *label;
  char   *note;                  /* NULL: the style's default */
  GArray *points;                /* double; NULL until one is added */
} Column;

typedef struct
{
  char   *name;
  GArray *values;                /* double, NAN past its end */
  GArray *marked;                /* gboolean, FALSE past its end */
} Series;

struct _BfHistoryChartData
{
  grefcount     ref_count;
  BfHistoryChartStyle  style;
  char         *title;
  char         *unit;
  GArray       *columns;         /* Column */
  GArray       *series;          /* Series */
  gboolean      frozen;
};

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

static inline Column *
get_column (BfHistoryChartData *self,
            guint               column)
{
  return &g_array_index (self->columns, Column, column);
}

static inline Series *
get_series (BfHistoryChartData *self,
            guint               series)
{
  return &g_array_index (self->series, Series, series);
}

static inline double
series_value (const Series *series,
              guint         column)
{
  return column < series->values->len ? g_array_index (series->values, double, column) : NAN;
}

static inline gboolean
series_marked (const Series *series,
               guint         column)
{
  return column < series->marked->len && g_array_index (series->marked, gboolean, column);
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

/* STACKED: column 0 of series 0 carries the column's winner mark. */
static gboolean
column_marked (BfHistoryChartData *self,
               guint               column)
{
  return self->series->len > 0 && series_marked (get_series (self, 0), column);
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

/* @value rounded to one decimal (none when whole), with a real minus
 * sign, and with @sign a plus sign on positive values. */
static char *
format_number (double   value,
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
  g_autofree char *number = format_number (value, signed_values (self));

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
    note = format_number (bf_history_chart_data_get_column_total (self, column), FALSE);
  else
    return NULL;

  if (self->style == BF_HISTORY_CHART_STACKED && column_marked (self, column))
    return g_strconcat (note, " " STAR, NULL);

  return g_steal_pointer (&note);
}

gboolean
bf_history_chart_data_is_frozen (BfHistoryChartData *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->frozen;
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
      number = format_number (value, FALSE);
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
      g_autofree char *number = format_number (points[i], TRUE);

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
      /* Long category names wrap rather than widen the table. */
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
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
          g_autofree char *text = isfinite (value) ? format_number (value, signed_values (self))
                                                   : g_strdup (DASH);

          table_marked_label (grid, text,
                              self->style == BF_HISTORY_CHART_LINE && series_marked (series, i),
                              FALSE, s + 1, row, TRUE);
        }
      if (self->style == BF_HISTORY_CHART_STACKED)
        {
          g_autofree char *total = format_number (bf_history_chart_data_get_column_total (self, i), FALSE);

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

/* ------------------------------------------------------------------ */
/* Layout                                                              */

typedef enum
{
  LABELS_FLAT,                   /* one line under each column (or under every label_step-th) */
  LABELS_WRAP,                   /* up to two lines under each column */
  LABELS_ROTATED,                /* slanted up to the column */
} LabelMode;

enum {
  LEGEND_POINTS = G_MAXUINT - 1, /* MARGINS: "One game" */
  LEGEND_WON = G_MAXUINT,        /* LINE: "Won" */
};

typedef struct
{
  guint  what;                   /* a series, LEGEND_POINTS or LEGEND_WON */
  double x;                      /* from the widget's left */
  int    row;
  double text_width;             /* the width the text is drawn in */
} LegendItem;

typedef struct
{
  int        width;
  int        height;
  int        line_height;        /* of the widget's font */
  double     left, right;        /* the plot: x of the first and past the last slot */
  double     top, bottom;        /* y of the highest and of the lowest value */
  double     slot;               /* width of a column */
  double     lo, hi, step;       /* value axis */
  LabelMode  label_mode;
  guint      label_step;         /* 1, or a label every label_step-th column */
  double     label_width;        /* the width a flat or wrapped label gets */
  double     labels_height;
  double     legend_height;
  GArray    *legend;             /* LegendItem */
} ChartLayout;

static void
chart_layout_clear (ChartLayout *layout)
{
  g_clear_pointer (&layout->legend, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ChartLayout, chart_layout_clear)

static PangoLayout *
new_layout (GtkWidget *widget,
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

static const char *
legend_text (BfHistoryChartData *data,
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
  g_autoptr(PangoLayout) text = new_layout (widget, 1.0, FALSE);
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

      item.text_width = MIN (text_width (text, legend_text (data, item.what)), room);
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

/* Where everything goes in @width × @height; @height -1: the natural
 * height for @width (layout->height is then that height). */
static void
chart_layout_compute (GtkWidget          *widget,
                      BfHistoryChartData *data,
                      int                 width,
                      int                 height,
                      ChartLayout        *layout)
{
  g_autoptr(PangoLayout) text = new_layout (widget, 1.0, FALSE);
  g_autoptr(PangoLayout) small = new_layout (widget, PANGO_SCALE_SMALL, FALSE);
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
        g_autofree char *label = decimals > 0 ? g_strdup_printf ("%.1f", t) : format_number (t, FALSE);

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
      double *cached = g_object_get_data (G_OBJECT (widget), "bf-history-chart-widest");

      if (cached == NULL)
        {
          cached = g_new (double, 1);
          *cached = widest_label (text, data);
          g_object_set_data_full (G_OBJECT (widget), "bf-history-chart-widest", cached, g_free);
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

static inline double
value_y (const ChartLayout *layout,
         double             value)
{
  return layout->bottom - (value - layout->lo) / (layout->hi - layout->lo) * (layout->bottom - layout->top);
}

static inline double
column_x (const ChartLayout *layout,
          guint              column)
{
  return layout->left + (column + 0.5) * layout->slot;
}

/* ------------------------------------------------------------------ */
/* BfHistoryChart                                                             */

struct _BfHistoryChart
{
  GtkWidget    parent_instance;

  BfHistoryChartData *data;             /* owned, frozen */
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
  g_autoptr(PangoLayout) small = new_layout (GTK_WIDGET (self), PANGO_SCALE_SMALL, FALSE);

  cairo_set_line_width (cr, 1);
  pango_layout_set_alignment (small, PANGO_ALIGN_RIGHT);

  for (double t = layout->lo; t <= layout->hi + layout->step / 2; t += layout->step)
    {
      double y = round (value_y (layout, t)) + 0.5;
      g_autofree char *label = layout->step < 1 ? g_strdup_printf ("%.1f", t) : format_number (t, FALSE);
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
  g_autoptr(PangoLayout) bold = new_layout (GTK_WIDGET (self), 1.0, TRUE);
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
  g_autoptr(PangoLayout) bold = new_layout (GTK_WIDGET (self), 1.0, TRUE);
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
  g_autoptr(PangoLayout) text = new_layout (GTK_WIDGET (self), 1.0, FALSE);
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
  g_autoptr(PangoLayout) text = new_layout (GTK_WIDGET (self), 1.0, FALSE);
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
      pango_layout_set_text (text, legend_text (data, item->what), -1);
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
  g_object_set_data (G_OBJECT (widget), "bf-history-chart-widest", NULL);
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
  chart_layout_compute (widget, self->data, width, height, &layout);
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

      chart_layout_compute (widget, self->data, for_size < 0 ? NATURAL_WIDTH : MAX (for_size, MIN_WIDTH),
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
  g_object_set_data (G_OBJECT (self), "bf-history-chart-widest", NULL);

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
