/* bf-solo-supply-entry.c
 *
 * The spins are made once per game (the supply kind is set by then)
 * and keep what is typed until the supply is entered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bf-solo-supply-entry.h"
#include "bf-widgets.h"

struct _BfSoloSupplyEntry
{
  BfSoloSection  parent_instance;

  /* template widgets */
  GtkListBox    *supply_list;
  GtkLabel      *supply_count_label;
  GtkButton     *supply_button;

  /* widgets made in code (children of template widgets) */
  GtkSpinButton *supply_spins[BF_N_DEPARTMENTS + 1];

  gboolean       built;
};

G_DEFINE_FINAL_TYPE (BfSoloSupplyEntry, bf_solo_supply_entry, BF_TYPE_SOLO_SECTION)

static void
supply_spin_changed_cb (BfSoloSupplyEntry *self)
{
  guint n = 0;
  g_autofree char *text = NULL;

  for (guint i = 1; i <= BF_N_DEPARTMENTS; i++)
    if (self->supply_spins[i] != NULL)
      n += (guint) gtk_spin_button_get_value_as_int (self->supply_spins[i]);

  /* Translators: the supply entry: tiles entered so far */
  text = g_strdup_printf (ngettext ("%u tile entered (16 remain after the removal)",
                                    "%u tiles entered (16 remain after the removal)", n), n);
  gtk_label_set_label (self->supply_count_label, text);
}

static void
build_spins (BfSoloSupplyEntry *self,
             BfSoloGame        *game)
{
  BfCarnegieRules *r = bf_carnegie_rules_get_default ();
  BfSupplyKind kind = bf_solo_game_get_supply_kind (game);
  guint last = kind == BF_SUPPLY_BASE ? 16 : BF_N_DEPARTMENTS;
  guint copies = bf_carnegie_rules_get_department_copies (r, kind == BF_SUPPLY_OPEN_BAR);

  bf_solo_remove_all (self->supply_list);
  memset (self->supply_spins, 0, sizeof self->supply_spins);
  for (guint number = 1; number <= last; number++)
    {
      const BfDepartment *dept = bf_carnegie_rules_get_department (r, number);
      g_autofree char *title = bf_solo_department_name (number);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, copies, 1);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), bf_solo_dept_type_name (dept->type));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (supply_spin_changed_cb), self);
      /* One Tab per number (issue 16). */
      bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
      gtk_list_box_append (self->supply_list, row);
      self->supply_spins[number] = GTK_SPIN_BUTTON (spin);
    }
  self->built = TRUE;
  supply_spin_changed_cb (self);
}

static void
bf_solo_supply_entry_update (BfSoloSection *section,
                             BfSoloGame    *game)
{
  BfSoloSupplyEntry *self = BF_SOLO_SUPPLY_ENTRY (section);
  gboolean shown = game != NULL && bf_solo_game_get_phase (game) == BF_SOLO_PHASE_SETUP_SUPPLY;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.set-supply", shown);
  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (shown && !self->built)
    build_spins (self, game);
}

static void
game_changed_cb (BfSoloSupplyEntry *self)
{
  self->built = FALSE;
}

static void
set_supply_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfSoloSupplyEntry *self = BF_SOLO_SUPPLY_ENTRY (widget);
  BfSoloGame *game = bf_solo_section_get_game (BF_SOLO_SECTION (self));
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint number = 1; number <= BF_N_DEPARTMENTS; number++)
    if (self->supply_spins[number] != NULL)
      for (int n = gtk_spin_button_get_value_as_int (self->supply_spins[number]); n > 0; n--)
        g_array_append_val (numbers, number);

  bf_solo_section_check (BF_SOLO_SECTION (self),
                         bf_solo_game_set_supply (game, (const guint *) numbers->data, numbers->len, &error),
                         &error);
}

static void
bf_solo_supply_entry_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_SUPPLY_ENTRY);

  G_OBJECT_CLASS (bf_solo_supply_entry_parent_class)->dispose (object);
}

static void
bf_solo_supply_entry_class_init (BfSoloSupplyEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_supply_entry_dispose;
  section_class->update = bf_solo_supply_entry_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-supply-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSoloSupplyEntry, supply_list);
  gtk_widget_class_bind_template_child (widget_class, BfSoloSupplyEntry, supply_count_label);
  gtk_widget_class_bind_template_child (widget_class, BfSoloSupplyEntry, supply_button);

  gtk_widget_class_install_action (widget_class, "solo.set-supply", NULL, set_supply_action);
}

static void
bf_solo_supply_entry_init (BfSoloSupplyEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::game", G_CALLBACK (game_changed_cb), NULL);
}
