/* bf-history-widgets.h: what the history's pages share (bf-history-page,
 * bf-history-game-page, bf-history-player-page).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-history-chart.h"
#include "bf-history.h"

G_BEGIN_DECLS

/* When a game was played, as the locale writes a date and a time, in the
 * local time zone (bf_widgets_format_date_time()). */
char      *bf_history_format_date      (gint64      played_at);
/* "New Departments, Open Bar" (translated), or NULL without modules. */
char      *bf_history_format_modules   (BfModules   modules);
/* The solo difficulty's name, as the setup says it ("Normal"), or
 * "Difficulty not recorded" (translated). */
char      *bf_history_format_difficulty (guint      difficulty);
/* A whole number or one decimal, as the locale writes it: "12", "12.5". */
char      *bf_history_format_average   (double      value);
/* "+12", "−4", "0" (a true minus sign). */
char      *bf_history_format_margin    (int         margin);

/* A chart and, under it, the same figures as a table (in an expander
 * "Figures", open for screen readers too: the table is in the tree). */
GtkWidget *bf_history_chart_box_new    (BfHistoryChartData *data);

/* The solo campaign against Andrew of @levels (bf_history_get_solo_campaign()):
 * a group per difficulty with its figures, then the margin chart. */
GtkWidget *bf_history_solo_campaign_new (GArray     *levels);

/* A light table of figures in a card (fewer widgets than a list of
 * rows: a player's page has a hundred figures): @n_columns columns, the
 * first one the row's name (wrapping), the others right-aligned figures.
 * @headers: the column titles (@n_columns of them; "" for none). */
GtkWidget *bf_history_table_new        (const char * const *headers,
                                        guint               n_columns);
/* Adds a row of @n_columns cells (as given to bf_history_table_new()). */
void       bf_history_table_add_row    (GtkWidget          *table,
                                        const char * const *cells);
/* A heading, an optional description under it and @child: a titled
 * section like an AdwPreferencesGroup's. */
GtkWidget *bf_history_section_new      (const char         *title,
                                        const char         *description,
                                        GtkWidget          *child);

/* An AdwActionRow with @title, @subtitle (may be NULL) and @value as a
 * suffix label; not activatable. */
GtkWidget *bf_history_figure_row_new   (const char *title,
                                        const char *subtitle,
                                        const char *value);

G_END_DECLS
