/* bf-widgets.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-widgets.h"

void
bf_widgets_wrap_pill_labels (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && gtk_widget_has_css_class (root, "pill"))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (root));

      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_CENTER);
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_wrap_pill_labels (child);
}
