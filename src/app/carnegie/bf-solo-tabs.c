/* bf-solo-tabs.c
 *
 * Shown in PLAY when the game tracks the tabs (a game from an earlier
 * version may not).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-tabs.h"
#include "bf-widgets.h"

struct _BfSoloTabs
{
  BfSoloSection        parent_instance;

  /* template widgets (the group is the bin's child, not bound: AdwBin
   * unparents it itself) */
  AdwPreferencesGroup *tabs_group;

  /* widgets made in code (children of template widgets) */
  AdwActionRow        *tab_rows[BF_N_PROJECT_TYPES];

  int                  shown_moves[BF_N_PROJECT_TYPES];  /* -1: none shown yet */
};

G_DEFINE_FINAL_TYPE (BfSoloTabs, bf_solo_tabs, BF_TYPE_SOLO_SECTION)

static void
bf_solo_tabs_update (BfSoloSection *section,
                     BfSoloGame    *game)
{
  BfSoloTabs *self = BF_SOLO_TABS (section);
  BfSoloPhase phase;

  if (game == NULL)
    return;
  phase = bf_solo_game_get_phase (game);
  gtk_widget_set_visible (GTK_WIDGET (self),
                          phase == BF_SOLO_PHASE_PLAY && bf_solo_game_get_tab_pawns (game, BF_PROJECT_HOUSING) >= 0);
  if (phase != BF_SOLO_PHASE_PLAY && phase != BF_SOLO_PHASE_CHECKLIST)
    return;

  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      int pawns = bf_solo_game_get_tab_pawns (game, t);
      g_autofree char *subtitle = NULL;

      if (pawns < 0)
        continue;
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: solo, a project tab; the pawns on it, then how far it was moved */
                                               "%d pawn to build with · moved %u to the right",
                                               "%d pawns to build with · moved %u to the right",
                                               pawns),
                                  pawns, bf_solo_game_get_tab_moves (game, t));
      adw_action_row_set_subtitle (self->tab_rows[t], subtitle);
      /* Move Right: its result said (the row's text is not read when it
       * changes), "Housing tab: 1 pawn to build with · moved 1 to the right". */
      if (self->shown_moves[t] >= 0 && self->shown_moves[t] != (int) bf_solo_game_get_tab_moves (game, t))
        {
          g_autofree char *said = g_strdup_printf ("%s: %s",
                                                   adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->tab_rows[t])),
                                                   subtitle);

          bf_widgets_announce (GTK_WIDGET (self), said);
        }
      self->shown_moves[t] = (int) bf_solo_game_get_tab_moves (game, t);
    }
}

static void
bf_solo_tabs_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_TABS);

  G_OBJECT_CLASS (bf_solo_tabs_parent_class)->dispose (object);
}

static void
bf_solo_tabs_class_init (BfSoloTabsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_tabs_dispose;
  section_class->update = bf_solo_tabs_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-tabs.ui");
}

/* One row per tab, Move Right when R&D moves it. The description is
 * markup: escaped. */
static void
bf_solo_tabs_init (BfSoloTabs *self)
{
  BfCarnegieRules *r = bf_carnegie_rules_get_default ();
  g_autofree char *description =
    g_markup_escape_text (_("A project is built with a pawn from its tab. When R&D moves a tab to the right, tap Move Right: the space it reveals holds one more pawn."), -1);

  gtk_widget_init_template (GTK_WIDGET (self));
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    self->shown_moves[t] = -1;
  self->tabs_group = ADW_PREFERENCES_GROUP (adw_bin_get_child (ADW_BIN (self)));

  adw_preferences_group_set_description (self->tabs_group, description);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_label (_("Move Right"));
      /* Translators: solo, a project tab, "Housing tab" */
      g_autofree char *title = g_strdup_printf (_("%s tab"), bf_carnegie_rules_get_project_type (r, t)->name);
      /* Translators: solo, accessible name of a tab's button, "Move the Housing tab right" */
      g_autofree char *label = g_strdup_printf (_("Move the %s tab right"), bf_carnegie_rules_get_project_type (r, t)->name);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "bf-solo-tab-button");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "solo.move-tab");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", t);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (self->tabs_group, row);
      self->tab_rows[t] = ADW_ACTION_ROW (row);
    }
}
