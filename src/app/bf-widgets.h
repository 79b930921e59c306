/* bf-widgets.h: small helpers shared by the app's widgets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Lets the labels of the pill buttons below @root wrap, so that a long
 * translation still fits a 360 px phone. Call after the widgets are
 * built (and on widgets added later). */
void bf_widgets_wrap_pill_labels (GtkWidget *root);

G_END_DECLS
