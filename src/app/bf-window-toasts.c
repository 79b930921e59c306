/* bf-window-toasts.c
 *
 * What the window says (bf-window-private.h): toasts, with Undo and
 * Ctrl+Z, the error dialog and the question before deleting.
 *
 * A toast sits over the bottom of the window, where pages keep their
 * last buttons (Next Round, Keep in History…), and a finger's press on
 * it went nowhere (issue 31). So a toast without a button (a message,
 * an entry refused: said by the screen reader as it is shown) stays 5 s
 * and goes at the next press or key in the window; and a press on the
 * body of any toast (not on its Undo or close button) goes to the
 * button, check button or switch it covers, at once. A toast with Undo
 * stays its 10 s, whatever is pressed beside it: its Undo is there (and
 * Ctrl+Z while it shows, for the history's).
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

static void
passing_toast_dismissed_cb (AdwToast *toast,
                            BfWindow *self)
{
  if (self->passing_toasts != NULL)
    g_ptr_array_remove (self->passing_toasts, toast);
}

static void
dismiss_passing_toasts (BfWindow *self)
{
  while (self->passing_toasts->len > 0)
    {
      g_autoptr(AdwToast) toast = g_ptr_array_steal_index (self->passing_toasts, 0);

      adw_toast_dismiss (toast);
    }
}

/* The toast @widget is in (a child of the overlay beside its content),
 * or NULL. */
static GtkWidget *
toast_of (BfWindow  *self,
          GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (gtk_widget_get_parent (widget) == GTK_WIDGET (self->toast_overlay))
      return widget != adw_toast_overlay_get_child (self->toast_overlay) ? widget : NULL;

  return NULL;
}

/* What a finger taps at @widget: the button, check button or switch
 * holding it, or NULL. */
static GtkWidget *
tap_target (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_SWITCH (widget))
      return widget;

  return NULL;
}

/* In the capture phase, before the widget pressed: the toasts without a
 * button go; a press on a toast's body finds what it covers. */
static void
window_pressed_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   BfWindow        *self)
{
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  GtkWidget *toast = toast_of (self, picked);
  GtkWidget *target = tap_target (picked);
  graphene_point_t point;

  g_clear_weak_pointer (&self->tapped_through);
  /* The toast's own Undo or close button. */
  if (toast != NULL && target != NULL && gtk_widget_is_ancestor (target, toast))
    return;

  dismiss_passing_toasts (self);
  if (toast != NULL && content != NULL
      && gtk_widget_compute_point (GTK_WIDGET (self), content, &GRAPHENE_POINT_INIT (x, y), &point))
    g_set_weak_pointer (&self->tapped_through,
                        tap_target (gtk_widget_pick (content, point.x, point.y, GTK_PICK_DEFAULT)));
}

/* The press on a toast's body ends: what it covered is pressed, if the
 * press ends on it. */
static void
window_released_cb (GtkGestureClick *gesture,
                    int              n_press,
                    double           x,
                    double           y,
                    BfWindow        *self)
{
  GtkWidget *target = self->tapped_through;
  graphene_point_t point;

  if (target == NULL)
    return;

  g_clear_weak_pointer (&self->tapped_through);
  if (gtk_widget_is_sensitive (target)
      && gtk_widget_compute_point (GTK_WIDGET (self), target, &GRAPHENE_POINT_INIT (x, y), &point)
      && gtk_widget_contains (target, point.x, point.y))
    gtk_widget_activate (target);
}

static gboolean
window_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       BfWindow              *self)
{
  dismiss_passing_toasts (self);

  return GDK_EVENT_PROPAGATE;
}

void
_bf_window_init_toasts (BfWindow *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->passing_toasts = g_ptr_array_new_with_free_func (g_object_unref);

  /* Any button, a touch too; never claimed, so the press goes on. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (window_pressed_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (window_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (window_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
_bf_window_dispose_toasts (BfWindow *self)
{
  g_clear_weak_pointer (&self->tapped_through);
  g_clear_pointer (&self->passing_toasts, g_ptr_array_unref);
}

void
_bf_window_add_toast (BfWindow *self,
                      AdwToast *toast)
{
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_shown_later_cb), self, 0);
  if (adw_toast_get_button_label (toast) == NULL && self->passing_toasts != NULL)
    {
      g_ptr_array_add (self->passing_toasts, g_object_ref (toast));
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (passing_toast_dismissed_cb), self, 0);
    }
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

  /* Short, and gone at the next press or key: said as it is shown
   * (Orca reads no toast of libadwaita 1.2). */
  adw_toast_set_timeout (toast, 5);
  _bf_window_add_toast (self, toast);
  bf_widgets_announce (GTK_WIDGET (self), message);
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
