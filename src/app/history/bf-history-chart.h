/* bf-chart.h
 *
 * Charts of the game history, drawn with cairo in the app's colours,
 * light and dark, down to phone width.
 *
 * BfChartData holds a chart's figures: columns along the x axis
 * (players, games, difficulties) and series in the legend (categories,
 * kinds of game). Build one, then give it to a BfChart: from then on it
 * is immutable (the setters refuse to change it) and may be shared by
 * any number of charts. An immutable, reference-counted boxed value.
 *
 * Every chart has a text alternative: the accessible description of a
 * BfChart is bf_chart_data_to_text(), and bf_chart_data_build_table()
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
  BF_CHART_STACKED,
  /* One line per series across the columns (a player's totals over
   * time, a series per kind of game); the line joins a series' values
   * and passes over a column without one (NAN: a game of another kind). Points
   * are drawn where there is room for them; marked points (a won game)
   * always, filled and larger. */
  BF_CHART_LINE,
  /* One bar per column from zero, up or down: the value of series 0
   * (the average solo margin per difficulty), plus each column's
   * individual points (bf_chart_data_add_point(): each game's margin)
   * as dots; a zero line. */
  BF_CHART_MARGINS,
} BfChartStyle;

typedef struct _BfChartData BfChartData;

#define BF_TYPE_CHART_DATA (bf_chart_data_get_type ())

GType        bf_chart_data_get_type        (void) G_GNUC_CONST;

/* @title: translated; also the chart's accessible name. @unit: the unit
 * of the values, translated ("VP"), or NULL for none. */
BfChartData *bf_chart_data_new             (BfChartStyle  style,
                                            const char   *title,
                                            const char   *unit);
BfChartData *bf_chart_data_ref             (BfChartData  *self);
void         bf_chart_data_unref           (BfChartData  *self);

/* Building (only until the data is given to a chart) ---------------------- */

/* Adds a column (@label: a player's name, a date…); returns its index. */
guint        bf_chart_data_add_column      (BfChartData  *self,
                                            const char   *label);
/* Adds a series; returns its index, which is also its colour's index in
 * the palette (bf_chart_get_series_color()). */
guint        bf_chart_data_add_series      (BfChartData  *self,
                                            const char   *name);
/* Every value is NAN (none) until set. */
void         bf_chart_data_set_value       (BfChartData  *self,
                                            guint         series,
                                            guint         column,
                                            double        value);
/* MARGINS: one individual game's margin in @column, drawn as a dot. */
void         bf_chart_data_add_point       (BfChartData  *self,
                                            guint         column,
                                            double        value);
/* LINE: a won game, drawn as a filled larger point. STACKED: the
 * column's winner, marked with a star after its note; use series 0. */
void         bf_chart_data_set_marked      (BfChartData  *self,
                                            guint         series,
                                            guint         column,
                                            gboolean      marked);
/* A short text drawn over the column's bar ("112"). STACKED: the sum of
 * the column unless set; others: none unless set. NULL restores the
 * default. */
void         bf_chart_data_set_column_note (BfChartData  *self,
                                            guint         column,
                                            const char   *note);

/* Reading ------------------------------------------------------------------ */

BfChartStyle bf_chart_data_get_style       (BfChartData  *self);
const char  *bf_chart_data_get_title       (BfChartData  *self);
/* NULL when there is none. */
const char  *bf_chart_data_get_unit        (BfChartData  *self);
guint        bf_chart_data_get_n_columns   (BfChartData  *self);
guint        bf_chart_data_get_n_series    (BfChartData  *self);
const char  *bf_chart_data_get_column_label (BfChartData *self,
                                            guint         column);
const char  *bf_chart_data_get_series_name (BfChartData  *self,
                                            guint         series);
/* NAN when not set. */
double       bf_chart_data_get_value       (BfChartData  *self,
                                            guint         series,
                                            guint         column);
gboolean     bf_chart_data_get_marked      (BfChartData  *self,
                                            guint         series,
                                            guint         column);
/* The sum of the column's values that are set (0 for none). */
double       bf_chart_data_get_column_total (BfChartData *self,
                                            guint         column);
/* The points of @column (bf_chart_data_add_point()), in the order
 * added; @n_points may be NULL. */
const double *bf_chart_data_get_points     (BfChartData  *self,
                                            guint         column,
                                            guint        *n_points);
/* The text drawn over the column: the one set, else (STACKED) its
 * total, with a star when the column is marked; NULL for none. */
char        *bf_chart_data_get_column_note (BfChartData  *self,
                                            guint         column);
/* Whether the data was given to a chart (and cannot change any more). */
gboolean     bf_chart_data_is_frozen       (BfChartData  *self);

/* Text alternatives ---------------------------------------------------- */

/* The figures as translated plain text, one line per column, e.g.
 * "Anna: 112 VP, winner (Major-city connections 36, City projects 20)";
 * "No games yet" for no columns. */
char        *bf_chart_data_to_text         (BfChartData  *self);
/* The same figures as a table: a new GtkGrid of labels, a header row
 * (the series' names, then "Total" for STACKED or "Games" for MARGINS)
 * and one row per column of the chart (its label, its values, and the
 * total or the points). The grid's accessible label is the title. With
 * no columns, a single label "No games yet". */
GtkWidget   *bf_chart_data_build_table     (BfChartData  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfChartData, bf_chart_data_unref)

/* BfChart ------------------------------------------------------------------ */

#define BF_TYPE_CHART (bf_chart_get_type ())

G_DECLARE_FINAL_TYPE (BfChart, bf_chart, BF, CHART, GtkWidget)

GtkWidget   *bf_chart_new                  (void);

BfChartData *bf_chart_get_data             (BfChart      *self);
/* Property "data". Freezes @data. NULL (or no columns) draws nothing. */
void         bf_chart_set_data             (BfChart      *self,
                                            BfChartData  *data);

/* The colour of series @series in the light or dark style, with or
 * without high contrast (where each stands out 3:1 from the view). */
void         bf_chart_get_series_color     (guint         series,
                                            gboolean      dark,
                                            gboolean      high_contrast,
                                            GdkRGBA      *rgba);

G_END_DECLS
