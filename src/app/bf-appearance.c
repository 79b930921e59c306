/* bf-appearance.c
 *
 * The text scaling factor and high contrast, read where GTK 4.8 and
 * libadwaita 1.2 put them (docs/large-text.md), for what the app draws
 * and sizes itself.
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

/* GTK's font resolution unit: gtk-xft-dpi is in 1024ths of a dpi. */
#define XFT_DPI_UNIT 1024

static void
scale_clamp (AdwClamp *clamp)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (clamp));
  int base = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (clamp), "bf-base-maximum-size"));
  int dpi = -1;
  double scale;

  /* The setting itself: the widget's Pango context follows it only
   * once the style is updated, after this notification. */
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  scale = dpi > 0 ? CLAMP (dpi / (NORMAL_DPI * XFT_DPI_UNIT), 1.0, 4.0) : 1.0;
  adw_clamp_set_maximum_size (clamp, (int) (base * scale));
}

void
bf_appearance_scale_clamps (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (ADW_IS_CLAMP (root) && gtk_widget_has_css_class (root, "bf-text-clamp"))
    {
      g_object_set_data (G_OBJECT (root), "bf-base-maximum-size",
                         GINT_TO_POINTER (adw_clamp_get_maximum_size (ADW_CLAMP (root))));
      g_signal_connect_object (gtk_widget_get_settings (root), "notify::gtk-xft-dpi",
                               G_CALLBACK (scale_clamp), root, G_CONNECT_SWAPPED);
      scale_clamp (ADW_CLAMP (root));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_appearance_scale_clamps (child);
}

void
bf_appearance_load_style (const char *name)
{
  static GHashTable *loaded;
  g_autoptr(GtkCssProvider) provider = NULL;
  g_autofree char *path = NULL;
  GdkDisplay *display = gdk_display_get_default ();

  g_return_if_fail (name != NULL);

  if (loaded == NULL)
    loaded = g_hash_table_new (g_str_hash, g_str_equal);
  if (display == NULL || g_hash_table_contains (loaded, name))
    return;
  g_hash_table_add (loaded, (gpointer) g_intern_string (name));

  path = g_strdup_printf (RESOURCE_PREFIX "/style-%s.css", name);
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, path);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}
