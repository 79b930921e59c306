/* bf-solo-final.c
 *
 * The editor is made for the table it edits and kept while the table
 * stays the same (a final entry changes the table, not the editor).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-solo-final.h"

struct _BfSoloFinal
{
  BfSoloSection   parent_instance;

  /* template widgets */
  AdwBin         *editor_slot;
  BfScoreView    *score_view;

  /* borrowed */
  BfPlayerEditor *editor;        /* child of editor_slot, or NULL */
};

G_DEFINE_FINAL_TYPE (BfSoloFinal, bf_solo_final, BF_TYPE_SOLO_SECTION)

static void
editor_error_cb (BfSoloFinal *self,
                 const char  *message)
{
  bf_solo_section_report (BF_SOLO_SECTION (self), message);
}

static void
bf_solo_final_update (BfSoloSection *section,
                      BfSoloGame    *game)
{
  BfSoloFinal *self = BF_SOLO_FINAL (section);
  gboolean finished = game != NULL && bf_solo_game_get_phase (game) == BF_SOLO_PHASE_FINISHED;
  BfCarnegieGame *table;

  if (game != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self), finished);

  if (!finished)
    {
      adw_bin_set_child (self->editor_slot, NULL);
      self->editor = NULL;
      bf_score_view_set_game (self->score_view, NULL);
      return;
    }

  table = bf_solo_game_get_table (game);
  if (self->editor == NULL || bf_player_editor_get_game (self->editor) != table)
    {
      self->editor = bf_player_editor_new (table, bf_solo_game_get_player (game));
      g_signal_connect_object (self->editor, "error", G_CALLBACK (editor_error_cb), self,
                               G_CONNECT_SWAPPED);
      adw_bin_set_child (self->editor_slot, GTK_WIDGET (self->editor));
    }
  bf_score_view_set_game (self->score_view, table);
}

static void
bf_solo_final_dispose (GObject *object)
{
  BfSoloFinal *self = BF_SOLO_FINAL (object);

  self->editor = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SOLO_FINAL);

  G_OBJECT_CLASS (bf_solo_final_parent_class)->dispose (object);
}

static void
bf_solo_final_class_init (BfSoloFinalClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_final_dispose;
  section_class->update = bf_solo_final_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-final.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSoloFinal, editor_slot);
  gtk_widget_class_bind_template_child (widget_class, BfSoloFinal, score_view);
}

static void
bf_solo_final_init (BfSoloFinal *self)
{
  g_type_ensure (BF_TYPE_SCORE_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
}
