/* bf-livingstone-page-private.h
 *
 * The Livingstone page is written in several files: the page
 * (bf-livingstone-page.c) and the widgets it shows for each player, each
 * bound to a BfLivingstonePlayer: its row in the players view
 * (bf-livingstone-player-row.c), its group in the rounds view with its
 * running total (bf-livingstone-round-group.c) and its group in the end
 * view (bf-livingstone-end-group.c). This is what they share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-livingstone.h"
#include "bf-seats.h"

G_BEGIN_DECLS

/* A spin button from @min to @max, named @accessible_label for screen
 * readers; @vertical: a stepper with its buttons above and below. */
GtkSpinButton *_bf_livingstone_make_spin    (int            min,
                                             int            max,
                                             gboolean       vertical,
                                             const char    *accessible_label);
/* A dot in a player's colour, hidden from screen readers. */
GtkWidget     *_bf_livingstone_make_dot     (void);
/* @color_id: a colour of bf_seats_get_color(), or NULL. */
void           _bf_livingstone_set_dot      (GtkWidget     *dot,
                                             const char    *color_id);
/* "7 VP" */
char          *_bf_livingstone_format_vp    (int            vp);
void           _bf_livingstone_set_label    (GtkLabel      *label,
                                             const char    *text);
/* A refused entry of a widget of the page: said in the page's "error"
 * signal (a toast). Does nothing if @error is NULL. */
void           _bf_livingstone_report_error (GtkWidget     *widget,
                                             const GError  *error);

G_END_DECLS
