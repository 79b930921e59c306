/* bf-history-chart-private.h
 *
 * The internals of BfHistoryChart and its BfHistoryChartData, split over
 * four files by job: bf-history-chart-data.c (the figures: building and
 * reading them), bf-history-chart-text.c (the numbers as written, and
 * the text alternatives: the accessible text and the table),
 * bf-history-chart-layout.c (where everything goes: the value axis, the
 * column labels, the legend) and bf-history-chart.c (the widget: its
 * colours, measuring and drawing).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <math.h>

#include "bf-history-chart.h"

G_BEGIN_DECLS

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

/* The widest column label, measured once per data and font (a double,
 * in the widget's object data). */
#define WIDEST_KEY       "bf-history-chart-widest"

/* BfHistoryChartData ----------------------------------------------------- */

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
  grefcount            ref_count;
  BfHistoryChartStyle  style;
  char                *title;
  char                *unit;
  GArray              *columns;  /* Column */
  GArray              *series;   /* Series */
  gboolean             frozen;   /* given to a chart: no more changes */
};

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

/* STACKED: column 0 of series 0 carries the column's winner mark. */
static inline gboolean
column_marked (BfHistoryChartData *self,
               guint               column)
{
  return self->series->len > 0 && series_marked (get_series (self, 0), column);
}

/* @value rounded to one decimal (none when whole), with a real minus
 * sign, and with @sign a plus sign on positive values. */
char        *_bf_history_chart_format_number  (double    value,
                                               gboolean  sign);

/* Layout ----------------------------------------------------------------- */

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

void         _bf_history_chart_layout_clear   (ChartLayout *layout);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ChartLayout, _bf_history_chart_layout_clear)

/* A Pango layout in @widget's font, scaled by @scale, bold or not. */
PangoLayout *_bf_history_chart_new_pango_layout (GtkWidget *widget,
                                                 double     scale,
                                                 gboolean   bold);
/* The text of a legend entry: a series' name, or LEGEND_POINTS' or
 * LEGEND_WON's. */
const char  *_bf_history_chart_legend_text    (BfHistoryChartData *data,
                                               guint               what);
/* Where everything goes in @width × @height; @height -1: the natural
 * height for @width (layout->height is then that height). */
void         _bf_history_chart_layout_compute (GtkWidget          *widget,
                                               BfHistoryChartData *data,
                                               int                 width,
                                               int                 height,
                                               ChartLayout        *layout);

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

G_END_DECLS
