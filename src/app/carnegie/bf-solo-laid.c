/* bf-solo-laid.c
 *
 * The rows start on the tiles the game holds, and follow them when they
 * change (a deal, Use These Tiles, undo); choices not yet used stay.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include "bf-solo-laid.h"
#include "bf-widgets.h"
#include "bf-timeline-view.h"

struct _BfSoloLaid
{
  BfSoloSection   parent_instance;

  /* template widgets */
  AdwExpanderRow *laid_expander;
  GtkListBox     *laid_list;
  GtkButton      *laid_button;

  /* widgets made in code (children of template widgets) */
  GtkWidget      *laid_rows[BF_TIMELINE_TILES];

  BfTimelineSlot  laid_shown[BF_TIMELINE_TILES];
};

G_DEFINE_FINAL_TYPE (BfSoloLaid, bf_solo_laid, BF_TYPE_SOLO_SECTION)

static void
bf_solo_laid_update (BfSoloSection *section,
                     BfSoloGame    *game)
{
  BfSoloLaid *self = BF_SOLO_LAID (section);
  gboolean shown = game != NULL && bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHECKLIST;

  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (!shown)
    return;

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      BfTimelineSlot slot = bf_solo_game_get_timeline_slot (game, t);

      if (slot.tile == self->laid_shown[t].tile && slot.side == self->laid_shown[t].side)
        continue;
      self->laid_shown[t] = slot;
      bf_timeline_slot_row_set_slot (self->laid_rows[t], slot);
    }
}

static void
set_timeline_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BfSoloLaid *self = BF_SOLO_LAID (widget);
  g_autoptr(GError) error = NULL;
  BfTimelineSlot tiles[BF_TIMELINE_TILES];

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    tiles[t] = bf_timeline_slot_row_get_slot (self->laid_rows[t]);

  bf_solo_section_check (BF_SOLO_SECTION (self),
                         bf_solo_game_set_timeline (bf_solo_section_get_game (BF_SOLO_SECTION (self)), tiles, &error),
                         &error);
}

static void
bf_solo_laid_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_LAID);

  G_OBJECT_CLASS (bf_solo_laid_parent_class)->dispose (object);
}

static void
bf_solo_laid_class_init (BfSoloLaidClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_laid_dispose;
  section_class->update = bf_solo_laid_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-laid.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSoloLaid, laid_expander);
  gtk_widget_class_bind_template_child (widget_class, BfSoloLaid, laid_list);
  gtk_widget_class_bind_template_child (widget_class, BfSoloLaid, laid_button);

  gtk_widget_class_install_action (widget_class, "solo.set-timeline", NULL, set_timeline_action);
}

static void
bf_solo_laid_init (BfSoloLaid *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      self->laid_rows[t] = bf_timeline_slot_row_new (t);
      gtk_list_box_append (self->laid_list, self->laid_rows[t]);
    }
}
