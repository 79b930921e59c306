/* bf-history-chart.h
 *
 * Charts of the game history, drawn with cairo in the app's colours,
 * light and dark, down to phone width.
 *
 * BfHistoryChartData holds a chart's figures: columns along the x axis
 * (players, games, difficulties) and series in the legend (categories,
 * kinds of game). Build one, then give it to a BfHistoryChart: from then on it
 * is immutable (the setters refuse to change it) and may be shared by
 * any number of charts. An immutable, reference-counted boxed value.
 *
 * Every chart has a text alternative: the accessible description of a
 * BfHistoryChart is bf_history_chart_data_to_text(), and bf_history_chart_data_build_table()
 * gives the same figures as a table to show next to it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  /* One bar per column, a segment per series stacked from zero (a
   * game's scores: a bar per player, a segment per category); the
   * column's note (by default its total) above the bar. Negative and
   * NAN values are left out. */
  BF_HISTORY_CHART_STACKED,
  /* One line per series across the columns (a player's totals over
   * time, a series per kind of game); the line joins a series' values
   * and passes over a column without one (NAN: a game of another kind). Points
   * are drawn where there is room for them; marked points (a won game)
   * always, filled and larger. */
  BF_HISTORY_CHART_LINE,
  /* One bar per column from zero, up or down: the value of series 0
   * (the average solo margin per difficulty), plus each column's
   * individual points (bf_history_chart_data_add_point(): each game's margin)
   * as dots; a zero line. */
  BF_HISTORY_CHART_MARGINS,
} BfHistoryChartStyle;

typedef struct _BfHistoryChartData BfHistoryChartData;

#define BF_TYPE_HISTORY_CHART_DATA (bf_history_chart_data_get_type ())

GType                bf_history_chart_data_get_type         (void) G_GNUC_CONST;

/* @title: translated; also the chart's accessible name. @unit: the unit
 * of the values, translated ("VP"), or NULL for none. */
BfHistoryChartData  *bf_history_chart_data_new              (BfHistoryChartStyle  style,
                                                             const char          *title,
                                                             const char          *unit);
BfHistoryChartData  *bf_history_chart_data_ref              (BfHistoryChartData *self);
void                 bf_history_chart_data_unref            (BfHistoryChartData *self);

/* Building (only until the data is given to a chart) ---------------------- */

/* Adds a column (@label: a player's name, a date…); returns its index. */
guint                bf_history_chart_data_add_column       (BfHistoryChartData *self,
                                                             const char         *label);
/* Adds a series; returns its index, which is also its colour's index in
 * the palette (bf_history_chart_get_series_color()). */
guint                bf_history_chart_data_add_series       (BfHistoryChartData *self,
                                                             const char         *name);
/* Every value is NAN (none) until set. */
void                 bf_history_chart_data_set_value        (BfHistoryChartData *self,
                                                             guint               series,
                                                             guint               column,
                                                             double              value);
/* MARGINS: one individual game's margin in @column, drawn as a dot. */
void                 bf_history_chart_data_add_point        (BfHistoryChartData *self,
                                                             guint               column,
                                                             double              value);
/* LINE: a won game, drawn as a filled larger point. STACKED: the
 * column's winner, marked with a star after its note; use series 0. */
void                 bf_history_chart_data_set_marked       (BfHistoryChartData *self,
                                                             guint               series,
                                                             guint               column,
                                                             gboolean            marked);
/* A short text drawn over the column's bar ("112"). STACKED: the sum of
 * the column unless set; others: none unless set. NULL restores the
 * default. */
void                 bf_history_chart_data_set_column_note  (BfHistoryChartData *self,
                                                             guint               column,
                                                             const char         *note);

/* Reading ------------------------------------------------------------------ */

BfHistoryChartStyle  bf_history_chart_data_get_style        (BfHistoryChartData *self);
const char          *bf_history_chart_data_get_title        (BfHistoryChartData *self);
/* NULL when there is none. */
const char          *bf_history_chart_data_get_unit         (BfHistoryChartData *self);
guint                bf_history_chart_data_get_n_columns    (BfHistoryChartData *self);
guint                bf_history_chart_data_get_n_series     (BfHistoryChartData *self);
const char          *bf_history_chart_data_get_column_label (BfHistoryChartData *self,
                                                             guint               column);
const char          *bf_history_chart_data_get_series_name  (BfHistoryChartData *self,
                                                             guint               series);
/* NAN when not set. */
double               bf_history_chart_data_get_value        (BfHistoryChartData *self,
                                                             guint               series,
                                                             guint               column);
gboolean             bf_history_chart_data_get_marked       (BfHistoryChartData *self,
                                                             guint               series,
                                                             guint               column);
/* The sum of the column's values that are set (0 for none). */
double               bf_history_chart_data_get_column_total (BfHistoryChartData *self,
                                                             guint               column);
/* The points of @column (bf_history_chart_data_add_point()), in the order
 * added; @n_points may be NULL. */
const double        *bf_history_chart_data_get_points       (BfHistoryChartData *self,
                                                             guint               column,
                                                             guint              *n_points);
/* The text drawn over the column: the one set, else (STACKED) its
 * total, with a star when the column is marked; NULL for none. */
char                *bf_history_chart_data_get_column_note  (BfHistoryChartData *self,
                                                             guint               column);
/* Whether the data was given to a chart (and cannot change any more). */
gboolean             bf_history_chart_data_is_frozen        (BfHistoryChartData *self);

/* Text alternatives ---------------------------------------------------- */

/* The figures as translated plain text, one line per column, e.g.
 * "Anna: 112 VP, winner (Major-city connections 36, City projects 20)";
 * "No games yet" for no columns. */
char                *bf_history_chart_data_to_text          (BfHistoryChartData *self);
/* The same figures as a table: a new GtkGrid of labels, a header row
 * (the series' names, then "Total" for STACKED or "Games" for MARGINS)
 * and one row per column of the chart (its label, its values, and the
 * total or the points). The grid's accessible label is the title. With
 * no columns, a single label "No games yet". */
GtkWidget           *bf_history_chart_data_build_table      (BfHistoryChartData *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfHistoryChartData, bf_history_chart_data_unref)

/* BfHistoryChart --------------------------------------------------------- */

#define BF_TYPE_HISTORY_CHART (bf_history_chart_get_type ())

G_DECLARE_FINAL_TYPE (BfHistoryChart, bf_history_chart, BF, HISTORY_CHART, GtkWidget)

GtkWidget           *bf_history_chart_new                   (void);

BfHistoryChartData  *bf_history_chart_get_data              (BfHistoryChart *self);
/* Property "data". Freezes @data. NULL (or no columns) draws nothing. */
void                 bf_history_chart_set_data              (BfHistoryChart     *self,
                                                             BfHistoryChartData *data);

/* The colour of series @series in the light or dark style, with or
 * without high contrast (where each stands out 3:1 from the view). */
void                 bf_history_chart_get_series_color      (guint     series,
                                                             gboolean  dark,
                                                             gboolean  high_contrast,
                                                             GdkRGBA  *rgba);

G_END_DECLS
