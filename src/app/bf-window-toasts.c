/* bf-window-toasts.c
 *
 * What the window says (bf-window-private.h): toasts, with Undo and
 * Ctrl+Z, the error dialog and the question before deleting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-widgets.h"
#include "bf-window-private.h"

/* libadwaita 1.2's toast has a close button that GTK 4.8 names after
 * its image: it gets a name once the toast is shown. */
void
_bf_window_name_close_buttons (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), "window-close-symbolic") == 0)
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        /* Translators: accessible name of a toast's close button */
                                        C_("toast", "Close"), -1);
      _bf_window_name_close_buttons (child);
    }
}

/* The toasts shown are the overlay's children beside its content (the
 * whole window): only they are walked. */
static void
name_toast_buttons (AdwToastOverlay *overlay)
{
  GtkWidget *content = adw_toast_overlay_get_child (overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content)
      _bf_window_name_close_buttons (child);
}

static gboolean
name_toast_buttons_idle (gpointer data)
{
  name_toast_buttons (ADW_TOAST_OVERLAY (data));
  return G_SOURCE_REMOVE;
}

static void
toast_shown_later_cb (AdwToast *toast,
                      BfWindow *self)
{
  /* A toast queued behind this one is shown now (not when the window
   * goes, which dismisses them). */
  if (self->toast_overlay == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  g_idle_add_full (G_PRIORITY_DEFAULT, name_toast_buttons_idle,
                   g_object_ref (self->toast_overlay), g_object_unref);
}

void
_bf_window_add_toast (BfWindow *self,
                      AdwToast *toast)
{
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_shown_later_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  name_toast_buttons (self->toast_overlay);
}

void
_bf_window_show_toast (BfWindow   *self,
                       const char *message)
{
  /* Toast titles are markup; messages may quote anything. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 6);
  _bf_window_add_toast (self, toast);
}

void
_bf_window_show_error_dialog (BfWindow   *self,
                              const char *heading,
                              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_toast_dismissed_cb (AdwToast *toast,
                         BfWindow *self)
{
  if (self->undo_toast == toast)
    {
      self->undo_toast = NULL;
      /* Toasts are dismissed as the window goes too. */
      if (self->session != NULL && !gtk_widget_in_destruction (GTK_WIDGET (self)))
        _bf_window_update_actions (self);
    }
}

static AdwToast *
show_undo_toast (BfWindow   *self,
                 const char *message,
                 const char *action,
                 GVariant   *target)
{
  /* The title is markup in libadwaita 1.2. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  if (action != NULL)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, action);
      adw_toast_set_action_target_value (toast, target);
    }
  else if (target != NULL)
    g_variant_unref (g_variant_ref_sink (target));
  adw_toast_set_timeout (toast, 10);
  _bf_window_add_toast (self, toast);

  return toast;
}

void
_bf_window_show_undo_toast (BfWindow   *self,
                            const char *message,
                            const char *action,
                            GVariant   *target)
{
  show_undo_toast (self, message, action, target);
  /* Issue 28: said (Orca reads no toast of libadwaita 1.2). */
  bf_widgets_announce (GTK_WIDGET (self), message);
}

void
_bf_window_show_ctrl_z_toast (BfWindow   *self,
                              const char *message,
                              const char *action,
                              GVariant   *target)
{
  AdwToast *toast = show_undo_toast (self, message, action, target);

  if (action == NULL)
    {
      bf_widgets_announce (GTK_WIDGET (self), message);
      return;
    }

  {
    /* Translators: said by the screen reader after a toast with an Undo
     * button, %s is the toast's message, "Kept in the history" */
    g_autofree char *said = g_strdup_printf (_("%s. Ctrl+Z undoes it."), message);

    self->undo_toast = toast;
    g_signal_connect_object (toast, "dismissed", G_CALLBACK (undo_toast_dismissed_cb), self, 0);
    _bf_window_update_actions (self);
    bf_widgets_announce (GTK_WIDGET (self), said);
  }
}

void
_bf_window_ask_delete (BfWindow   *self,
                       const char *heading,
                       const char *body,
                       const char *target,
                       GCallback   response_cb)
{
  bf_widgets_ask_delete (GTK_WINDOW (self), heading, body, target, response_cb, self);
}
