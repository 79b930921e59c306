/* bf-livingstone-player-row.c
 *
 * A player's row in the players view of the Livingstone page
 * (BfLivingstonePlayerRow), following its BfLivingstonePlayer: the text
 * is the name entered, the title the place ("Player 2"), the drop-down
 * the colour. Each is set only when the player's differs, so an entry
 * made here comes back as no change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone-player-row.h"
#include "bf-livingstone-page-private.h"
#include "bf-seats.h"
#include "bf-widgets.h"

struct _BfLivingstonePlayerRow
{
  AdwEntryRow          parent_instance;

  /* template widgets */
  GtkDropDown         *color;
  GtkWidget           *remove;

  /* owned */
  BfLivingstonePlayer *player;
  GSignalGroup        *player_signals;  /* on player */
};

G_DEFINE_FINAL_TYPE (BfLivingstonePlayerRow, bf_livingstone_player_row, ADW_TYPE_ENTRY_ROW)

enum {
  PROP_0,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sync_name (BfLivingstonePlayerRow *self)
{
  const char *name = bf_livingstone_player_get_name (self->player);

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self)), name) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self), name);
}

static void
sync_position (BfLivingstonePlayerRow *self)
{
  guint position = bf_livingstone_player_get_position (self->player);
  /* Translators: the title of a player's name entry, "Player 2" */
  g_autofree char *title = g_strdup_printf (_("Player %u"), position + 1);
  g_autofree char *accessible = g_strdup_printf (_("Colour of player %u"), position + 1);

  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  bf_widgets_name_drop_down (self->color, accessible);
}

static void
sync_color (BfLivingstonePlayerRow *self)
{
  const char *color = bf_livingstone_player_get_color (self->player);

  for (guint c = 0; c < bf_seats_get_n_colors (); c++)
    if (g_strcmp0 (bf_seats_get_color (c)->id, color) == 0 &&
        gtk_drop_down_get_selected (self->color) != c)
      gtk_drop_down_set_selected (self->color, c);
}

static void
name_changed_cb (BfLivingstonePlayerRow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->player != NULL && bf_livingstone_player_is_playing (self->player) &&
      !bf_livingstone_player_set_name (self->player, gtk_editable_get_text (GTK_EDITABLE (self)), &error))
    _bf_livingstone_report_error (GTK_WIDGET (self), error);
}

static void
color_selected_cb (BfLivingstonePlayerRow *self)
{
  guint selected = gtk_drop_down_get_selected (self->color);
  const char *wanted;

  if (self->player == NULL || selected >= bf_seats_get_n_colors ())
    return;

  /* The player's own colour shown: nothing chosen. */
  wanted = bf_seats_get_color (selected)->id;
  if (g_strcmp0 (wanted, bf_livingstone_player_get_color (self->player)) == 0)
    return;

  gtk_widget_activate_action (GTK_WIDGET (self), "livingstone.set-color", "(us)",
                              bf_livingstone_player_get_position (self->player), wanted);
}

static void
remove_clicked_cb (BfLivingstonePlayerRow *self)
{
  if (self->player != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "livingstone.remove-player", "u",
                                bf_livingstone_player_get_position (self->player));
}

static void
bf_livingstone_player_row_dispose (GObject *object)
{
  BfLivingstonePlayerRow *self = (BfLivingstonePlayerRow *)object;

  g_clear_object (&self->player_signals);
  g_clear_object (&self->player);
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_LIVINGSTONE_PLAYER_ROW);

  G_OBJECT_CLASS (bf_livingstone_player_row_parent_class)->dispose (object);
}

static void
bf_livingstone_player_row_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  BfLivingstonePlayerRow *self = BF_LIVINGSTONE_PLAYER_ROW (object);

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
bf_livingstone_player_row_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  BfLivingstonePlayerRow *self = BF_LIVINGSTONE_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      bf_livingstone_player_row_set_player (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_player_row_class_init (BfLivingstonePlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_livingstone_player_row_dispose;
  object_class->get_property = bf_livingstone_player_row_get_property;
  object_class->set_property = bf_livingstone_player_row_set_property;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, BF_TYPE_LIVINGSTONE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-livingstone-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePlayerRow, color);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePlayerRow, remove);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, color_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked_cb);
}

static void
bf_livingstone_player_row_init (BfLivingstonePlayerRow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_editable_set_max_width_chars (GTK_EDITABLE (self), BF_MAX_NAME_LENGTH);

  for (guint c = 0; c < bf_seats_get_n_colors (); c++)
    gtk_string_list_append (names, bf_seats_get_color (c)->name);
  gtk_drop_down_set_model (self->color, G_LIST_MODEL (names));
  bf_widgets_name_icon_button (self->remove, _("Remove Player"));

  self->player_signals = g_signal_group_new (BF_TYPE_LIVINGSTONE_PLAYER);
  g_signal_group_connect_object (self->player_signals, "notify::name",
                                 G_CALLBACK (sync_name), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->player_signals, "notify::position",
                                 G_CALLBACK (sync_position), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->player_signals, "notify::color",
                                 G_CALLBACK (sync_color), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bf_livingstone_player_row_new (BfLivingstonePlayer *player)
{
  return g_object_new (BF_TYPE_LIVINGSTONE_PLAYER_ROW, "player", player, NULL);
}

BfLivingstonePlayer *
bf_livingstone_player_row_get_player (BfLivingstonePlayerRow *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER_ROW (self), NULL);

  return self->player;
}

void
bf_livingstone_player_row_set_player (BfLivingstonePlayerRow *self,
                                      BfLivingstonePlayer    *player)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_PLAYER_ROW (self));
  g_return_if_fail (player == NULL || BF_IS_LIVINGSTONE_PLAYER (player));

  if (!g_set_object (&self->player, player))
    return;

  g_signal_group_set_target (self->player_signals, player);
  if (player != NULL)
    {
      sync_position (self);
      sync_color (self);
      sync_name (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

GtkWidget *
bf_livingstone_player_row_get_remove (BfLivingstonePlayerRow *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER_ROW (self), NULL);

  return self->remove;
}
