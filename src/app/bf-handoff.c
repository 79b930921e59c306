/* bf-handoff.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-handoff"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-handoff.h"
#include "bf-widgets.h"

struct _BfHandoff
{
  AdwBin         parent_instance;

  /* template widgets (the status page is the bin's child, not bound:
   * AdwBin unparents it itself) */
  AdwStatusPage *status;
  GtkButton     *button;

  gboolean       grab_on_map;  /* the focus was asked for before it was shown */
  guint          grab_idle;
};

G_DEFINE_FINAL_TYPE (BfHandoff, bf_handoff, ADW_TYPE_BIN)

static void
show (BfHandoff  *self,
      const char *icon_name,
      const char *title,
      const char *description,
      const char *button,
      const char *action_name)
{
  g_autofree char *description_text = NULL;

  adw_status_page_set_icon_name (self->status, icon_name);
  adw_status_page_set_title (self->status, title);
  bf_widgets_name_status_page (self->status, title);
  adw_status_page_set_description (self->status, description);
  gtk_button_set_label (self->button, button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), action_name);
  /* The button takes the focus: a screen reader reads the screen's title
   * and text with it ("Hand the Device to Anna"), which it would not
   * otherwise, the status page's labels being no focusable part. */
  description_text = g_strdup_printf ("%s. %s", title, description);
  bf_widgets_set_description (GTK_WIDGET (self->button), description_text);
}

static gboolean
grab_idle_cb (gpointer data)
{
  BfHandoff *self = data;

  self->grab_idle = 0;
  gtk_widget_grab_focus (GTK_WIDGET (self->button));
  return G_SOURCE_REMOVE;
}

static gboolean
bf_handoff_grab_focus (GtkWidget *widget)
{
  BfHandoff *self = BF_HANDOFF (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->button));
}

static void
bf_handoff_map (GtkWidget *widget)
{
  BfHandoff *self = BF_HANDOFF (widget);

  GTK_WIDGET_CLASS (bf_handoff_parent_class)->map (widget);

  if (self->grab_on_map && self->grab_idle == 0)
    self->grab_idle = g_idle_add (grab_idle_cb, self);
  self->grab_on_map = FALSE;
}

static void
bf_handoff_dispose (GObject *object)
{
  BfHandoff *self = BF_HANDOFF (object);

  g_clear_handle_id (&self->grab_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_HANDOFF);

  G_OBJECT_CLASS (bf_handoff_parent_class)->dispose (object);
}

static void
bf_handoff_class_init (BfHandoffClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_handoff_dispose;
  widget_class->grab_focus = bf_handoff_grab_focus;
  widget_class->map = bf_handoff_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-handoff.ui");
  gtk_widget_class_bind_template_child (widget_class, BfHandoff, button);

  gtk_widget_class_set_css_name (widget_class, "bf-handoff");
}

static void
bf_handoff_init (BfHandoff *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  self->status = ADW_STATUS_PAGE (adw_bin_get_child (ADW_BIN (self)));
}

GtkWidget *
bf_handoff_new (void)
{
  return g_object_new (BF_TYPE_HANDOFF, NULL);
}

void
bf_handoff_show_player (BfHandoff  *self,
                        const char *name,
                        const char *description,
                        const char *button,
                        const char *action_name)
{
  g_autofree char *title = NULL;

  g_return_if_fail (BF_IS_HANDOFF (self));
  g_return_if_fail (name != NULL);

  /* Translators: %s is a player's name */
  title = g_strdup_printf (_("Hand the Device to %s"), name);
  show (self, "system-users-symbolic", title, description, button, action_name);
}

void
bf_handoff_show_sealed (BfHandoff  *self,
                        const char *title,
                        const char *description,
                        const char *button,
                        const char *action_name)
{
  g_return_if_fail (BF_IS_HANDOFF (self));

  show (self, "changes-prevent-symbolic", title, description, button, action_name);
}

/* Shown as it is made (a bidding page just added to the setup assistant),
 * the handoff cannot take the focus yet (GTK refuses it to a widget not
 * in a window): it takes it once it is shown, rather than leave it where
 * it was (on Cancel). */
void
bf_handoff_take_focus (BfHandoff *self)
{
  g_return_if_fail (BF_IS_HANDOFF (self));

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self->button));
  else
    self->grab_on_map = TRUE;
}

char *
bf_handoff_dup_player_name (BfCarnegieGame *game,
                            guint           index)
{
  BfCarnegiePlayer *player;
  const char *name;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);

  player = bf_carnegie_game_get_player (game, index);
  name = player != NULL ? bf_carnegie_player_get_name (player) : NULL;
  if (name != NULL && name[0] != '\0')
    return g_strdup (name);

  /* Translators: a player without a name, %u is the seat number */
  return g_strdup_printf (_("Player %u"), index + 1);
}
