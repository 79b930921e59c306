/* bf-appearance.h: the user's text size and contrast, as the widgets
 * that draw their own text and colours (the map, the timeline) follow
 * them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* How much larger than normal the text of @widget is drawn: GNOME's
 * text scaling factor (Accessibility → Large Text, or the factor set in
 * Tweaks), which GTK 4.8 applies as the font resolution of the widget's
 * Pango context (gtk-xft-dpi, factor × 96 dpi). 1.0 for normal text;
 * within 0.5 and 4. Text drawn with absolute pixel sizes is multiplied
 * by it to follow the rest of the window. */
double   bf_appearance_get_text_scale    (GtkWidget *widget);

/* Whether libadwaita's high contrast style is on (GNOME's Accessibility
 * → High Contrast, read by libadwaita 1.2 from the settings portal or
 * GSettings; ADW_DEBUG_HIGH_CONTRAST=1 forces it). */
gboolean bf_appearance_get_high_contrast (void);

/* Makes the AdwClamps below @root with the style class "bf-text-clamp"
 * as many times wider as the text is larger (their maximum size as set,
 * at normal text), now and whenever the text scaling factor changes: a
 * column sized for its text, a list of games, stays as readable. Call
 * once, after the widgets are built. */
void     bf_appearance_scale_clamps      (GtkWidget *root);

/* Adds the style sheet of a page, RESOURCE_PREFIX "/style-@name.css",
 * to the default display, once: called by the class_init of the pages
 * that use it (style.css, which every page uses, is loaded at startup).
 * Parsing a sheet costs about 40 000 instructions a rule: a launch
 * reads only what its first frame can show (docs/speed.md). */
void     bf_appearance_load_style        (const char *name);

G_END_DECLS
