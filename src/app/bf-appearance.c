/* bf-appearance.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-appearance"

#include "config.h"

#include <pango/pangocairo.h>

#include "bf-appearance.h"

/* The resolution fonts are laid out at with normal text. */
#define NORMAL_DPI 96.0

double
bf_appearance_get_text_scale (GtkWidget *widget)
{
  double resolution;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 1.0);

  /* GTK 4.8 gives the widget's fonts absolute sizes already multiplied
   * by gtk-xft-dpi / 96, and sets the same resolution on its Pango
   * context: the resolution is the factor alone, whatever the font. */
  resolution = pango_cairo_context_get_resolution (gtk_widget_get_pango_context (widget));
  if (resolution <= 0)
    return 1.0;

  return CLAMP (resolution / NORMAL_DPI, 0.5, 4.0);
}

gboolean
bf_appearance_get_high_contrast (void)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}
