/* bf-livingstone-end-group.c
 *
 * A player's end-of-game entries (BfLivingstoneEndGroup): each spin
 * button's value is bound to the player's property; what is typed goes
 * to the player's setter, whose notification comes back as no change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone-end-group.h"
#include "bf-livingstone-page-private.h"

struct _BfLivingstoneEndGroup
{
  AdwPreferencesGroup  parent_instance;

  /* template widgets */
  GtkSpinButton       *gems;
  GtkSpinButton       *vp_cards;
  GtkSpinButton       *donation;

  /* owned */
  BfLivingstonePlayer *player;
  GBindingGroup       *player_bindings; /* from player */
  GSignalGroup        *player_signals;  /* on player */
};

G_DEFINE_FINAL_TYPE (BfLivingstoneEndGroup, bf_livingstone_end_group, ADW_TYPE_PREFERENCES_GROUP)

enum {
  PROP_0,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The title and the spin buttons' names follow the player's name
 * ("Anna: gems kept"). */
static void
sync_name (BfLivingstoneEndGroup *self)
{
  const char *name = bf_livingstone_player_get_display_name (self->player);
  g_autofree char *gems = g_strdup_printf (_("%s: gems kept"), name);
  g_autofree char *vp_cards = g_strdup_printf (_("%s: VP on action cards"), name);
  g_autofree char *donation = g_strdup_printf (_("%s: donation in pounds"), name);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->gems), GTK_ACCESSIBLE_PROPERTY_LABEL, gems, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->vp_cards), GTK_ACCESSIBLE_PROPERTY_LABEL, vp_cards, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->donation), GTK_ACCESSIBLE_PROPERTY_LABEL, donation, -1);
}

static void
value_changed_cb (GtkSpinButton         *spin,
                  BfLivingstoneEndGroup *self)
{
  g_autoptr(GError) error = NULL;
  guint value = gtk_spin_button_get_value_as_int (spin);
  gboolean ok;

  if (self->player == NULL || !bf_livingstone_player_is_playing (self->player))
    return;

  if (spin == self->gems)
    ok = bf_livingstone_player_set_gems (self->player, value, &error);
  else if (spin == self->vp_cards)
    ok = bf_livingstone_player_set_vp_cards (self->player, value, &error);
  else
    ok = bf_livingstone_player_set_donation (self->player, value, &error);

  if (!ok)
    _bf_livingstone_report_error (GTK_WIDGET (self), error);
}

static void
bf_livingstone_end_group_dispose (GObject *object)
{
  BfLivingstoneEndGroup *self = (BfLivingstoneEndGroup *)object;

  g_clear_object (&self->player_bindings);
  g_clear_object (&self->player_signals);
  g_clear_object (&self->player);
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_LIVINGSTONE_END_GROUP);

  G_OBJECT_CLASS (bf_livingstone_end_group_parent_class)->dispose (object);
}

static void
bf_livingstone_end_group_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  BfLivingstoneEndGroup *self = BF_LIVINGSTONE_END_GROUP (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_end_group_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  BfLivingstoneEndGroup *self = BF_LIVINGSTONE_END_GROUP (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      bf_livingstone_end_group_set_player (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_end_group_class_init (BfLivingstoneEndGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_livingstone_end_group_dispose;
  object_class->get_property = bf_livingstone_end_group_get_property;
  object_class->set_property = bf_livingstone_end_group_set_property;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, BF_TYPE_LIVINGSTONE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-livingstone-end-group.ui");
  gtk_widget_class_bind_template_child (widget_class, BfLivingstoneEndGroup, gems);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstoneEndGroup, vp_cards);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstoneEndGroup, donation);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);
}

static void
bf_livingstone_end_group_init (BfLivingstoneEndGroup *self)
{
  GtkSpinButton *spins[] = { NULL, NULL, NULL };

  gtk_widget_init_template (GTK_WIDGET (self));

  spins[0] = self->gems;
  spins[1] = self->vp_cards;
  spins[2] = self->donation;
  /* As bf_widgets_add_spin_suffix(): the spin button's own label names
   * it (sync_name()), the row's subtitle stays its description. */
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (spins[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (spins[i]), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }

  self->player_bindings = g_binding_group_new ();
  g_binding_group_bind (self->player_bindings, "gems", self->gems, "value", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->player_bindings, "vp-cards", self->vp_cards, "value", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->player_bindings, "donation", self->donation, "value", G_BINDING_SYNC_CREATE);
  self->player_signals = g_signal_group_new (BF_TYPE_LIVINGSTONE_PLAYER);
  g_signal_group_connect_object (self->player_signals, "notify::display-name",
                                 G_CALLBACK (sync_name), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bf_livingstone_end_group_new (BfLivingstonePlayer *player)
{
  return g_object_new (BF_TYPE_LIVINGSTONE_END_GROUP, "player", player, NULL);
}

BfLivingstonePlayer *
bf_livingstone_end_group_get_player (BfLivingstoneEndGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_END_GROUP (self), NULL);

  return self->player;
}

void
bf_livingstone_end_group_set_player (BfLivingstoneEndGroup *self,
                                     BfLivingstonePlayer   *player)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_END_GROUP (self));
  g_return_if_fail (player == NULL || BF_IS_LIVINGSTONE_PLAYER (player));

  if (!g_set_object (&self->player, player))
    return;

  g_binding_group_set_source (self->player_bindings, player);
  g_signal_group_set_target (self->player_signals, player);
  if (player != NULL)
    sync_name (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

GtkWidget *
bf_livingstone_end_group_get_donation (BfLivingstoneEndGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_END_GROUP (self), NULL);

  return GTK_WIDGET (self->donation);
}
