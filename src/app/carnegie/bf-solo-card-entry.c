/* bf-solo-card-entry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-card-entry.h"

struct _BfSoloCardEntry
{
  BfSoloSection        parent_instance;

  /* template widgets (the group is the bin's child, not bound: AdwBin
   * unparents it itself) */
  AdwPreferencesGroup *card_group;
  AdwEntryRow         *card_entry;
  GtkButton           *card_button;
};

G_DEFINE_FINAL_TYPE (BfSoloCardEntry, bf_solo_card_entry, BF_TYPE_SOLO_SECTION)

static void
bf_solo_card_entry_update (BfSoloSection *section,
                           BfSoloGame    *game)
{
  BfSoloCardEntry *self = BF_SOLO_CARD_ENTRY (section);
  BfSoloPhase phase = game != NULL ? bf_solo_game_get_phase (game) : BF_SOLO_PHASE_FINISHED;
  gboolean shown = phase == BF_SOLO_PHASE_SETUP_CARD || phase == BF_SOLO_PHASE_ROUND_CARD;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.reveal-card", shown);
  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (shown)
    adw_preferences_group_set_title (self->card_group,
                                     phase == BF_SOLO_PHASE_SETUP_CARD ? _("The Card You Turned Over")
                                                                      : _("This Round’s Card"));
}

static void
game_changed_cb (BfSoloCardEntry *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
}

static void
card_activated_cb (BfSoloCardEntry *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "solo.reveal-card", NULL);
}

static void
reveal_card_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BfSoloCardEntry *self = BF_SOLO_CARD_ENTRY (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->card_entry))));

  if (bf_solo_game_reveal_card (bf_solo_section_get_game (BF_SOLO_SECTION (self)), text, &error))
    gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  else
    bf_solo_section_check (BF_SOLO_SECTION (self), FALSE, &error);
}

static void
bf_solo_card_entry_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_CARD_ENTRY);

  G_OBJECT_CLASS (bf_solo_card_entry_parent_class)->dispose (object);
}

static void
bf_solo_card_entry_class_init (BfSoloCardEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_card_entry_dispose;
  section_class->update = bf_solo_card_entry_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-card-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSoloCardEntry, card_entry);
  gtk_widget_class_bind_template_child (widget_class, BfSoloCardEntry, card_button);
  gtk_widget_class_bind_template_callback (widget_class, card_activated_cb);

  gtk_widget_class_install_action (widget_class, "solo.reveal-card", NULL, reveal_card_action);
}

static void
bf_solo_card_entry_init (BfSoloCardEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->card_group = ADW_PREFERENCES_GROUP (adw_bin_get_child (ADW_BIN (self)));
  g_signal_connect (self, "notify::game", G_CALLBACK (game_changed_cb), NULL);
}
