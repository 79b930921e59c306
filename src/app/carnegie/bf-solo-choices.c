/* bf-solo-choices.c
 *
 * Every row writes its setting through the game's setter at once; the
 * name is applied with its row's apply button or when the table is
 * dealt.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-choices.h"
#include "bf-widgets.h"

#define N_BID_LINES 4            /* bidding sheet lines 2-5 */

struct _BfSoloChoices
{
  BfSoloSection        parent_instance;

  /* template widgets */
  AdwEntryRow         *name_row;
  AdwComboRow         *difficulty_row;
  GtkSwitch           *own_cards_switch;
  AdwComboRow         *supply_kind_row;
  GtkSwitch           *own_supply_switch;
  AdwPreferencesGroup *expansion_group;
  GtkSwitch           *new_beginning_switch;
  AdwActionRow        *budget_row;
  AdwPreferencesGroup *unavailable_group;
  GtkButton           *deal_button;

  /* widgets made in code (children of template widgets) */
  AdwComboRow         *bid_rows[N_BID_LINES];
};

G_DEFINE_FINAL_TYPE (BfSoloChoices, bf_solo_choices, BF_TYPE_SOLO_SECTION)

static BfSoloGame *
get_game (BfSoloChoices *self)
{
  return bf_solo_section_get_game (BF_SOLO_SECTION (self));
}

static void
check (BfSoloChoices  *self,
       gboolean        ok,
       GError        **error)
{
  bf_solo_section_check (BF_SOLO_SECTION (self), ok, error);
}

static void
bf_solo_choices_update (BfSoloSection *section,
                        BfSoloGame    *game)
{
  BfSoloChoices *self = BF_SOLO_CHOICES (section);
  gboolean new_beginning;
  int cost = 0;
  g_autofree char *budget = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.confirm",
                                 game != NULL && bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOICES);
  if (game == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOICES);
  if (bf_solo_game_get_phase (game) != BF_SOLO_PHASE_CHOICES)
    return;

  new_beginning = bf_solo_game_get_new_beginning (game);
  adw_combo_row_set_selected (self->difficulty_row, bf_solo_game_get_difficulty (game) - 1);
  adw_combo_row_set_selected (self->supply_kind_row, bf_solo_game_get_supply_kind (game));
  gtk_switch_set_active (self->own_cards_switch, bf_solo_game_get_own_cards (game));
  gtk_switch_set_active (self->own_supply_switch, bf_solo_game_get_own_supply (game));
  gtk_switch_set_active (self->new_beginning_switch, new_beginning);

  for (guint i = 0; i < N_BID_LINES; i++)
    {
      guint choice = bf_solo_game_get_bid (game, i + 1);

      adw_combo_row_set_selected (self->bid_rows[i], choice);
      gtk_widget_set_visible (GTK_WIDGET (self->bid_rows[i]), new_beginning);
      cost += bf_carnegie_rules_get_bid_line (bf_carnegie_rules_get_default (), i + 1)->choices[choice].cost;
    }
  /* Translators: A New Beginning: the net cost of the chosen boxes, and the budget */
  budget = g_strdup_printf (_("Net cost $%d of $%d"), cost, bf_carnegie_rules_get_bid_budget (bf_carnegie_rules_get_default ()));
  adw_action_row_set_subtitle (self->budget_row, budget);
  gtk_widget_set_visible (GTK_WIDGET (self->budget_row), new_beginning);
}

/* The name row keeps what is typed until it is applied (or the table
 * dealt), so it is only set for a new game. */
static void
game_changed_cb (BfSoloChoices *self)
{
  BfSoloGame *game = get_game (self);

  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         game != NULL && bf_solo_game_get_player_name (game) != NULL
                         ? bf_solo_game_get_player_name (game) : "");
}

static void
name_apply_cb (BfSoloChoices *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  if (game == NULL || g_strcmp0 (text, bf_solo_game_get_player_name (game)) == 0)
    return;
  check (self, bf_solo_game_set_player_name (game, text, &error), &error);
}

static void
difficulty_selected_cb (BfSoloChoices *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  guint level = adw_combo_row_get_selected (self->difficulty_row) + 1;

  if (game == NULL || level == bf_solo_game_get_difficulty (game))
    return;
  check (self, bf_solo_game_set_difficulty (game, level, &error), &error);
}

static void
supply_kind_selected_cb (BfSoloChoices *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  BfSupplyKind kind = adw_combo_row_get_selected (self->supply_kind_row);

  if (game == NULL || kind >= BF_N_SUPPLY_KINDS || kind == bf_solo_game_get_supply_kind (game))
    return;
  check (self, bf_solo_game_set_supply_kind (game, kind, &error), &error);
}

static void
own_cards_cb (BfSoloChoices *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  gboolean active = gtk_switch_get_active (self->own_cards_switch);

  if (game == NULL || active == bf_solo_game_get_own_cards (game))
    return;
  check (self, bf_solo_game_set_own_cards (game, active, &error), &error);
}

static void
own_supply_cb (BfSoloChoices *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  gboolean active = gtk_switch_get_active (self->own_supply_switch);

  if (game == NULL || active == bf_solo_game_get_own_supply (game))
    return;
  check (self, bf_solo_game_set_own_supply (game, active, &error), &error);
}

static void
new_beginning_cb (BfSoloChoices *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  gboolean active = gtk_switch_get_active (self->new_beginning_switch);

  if (game == NULL || active == bf_solo_game_get_new_beginning (game))
    return;
  check (self, bf_solo_game_set_new_beginning (game, active, &error), &error);
}

static void
bid_selected_cb (BfSoloChoices *self,
                 GParamSpec    *pspec,
                 AdwComboRow   *row)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "bf-line"));
  guint choice = adw_combo_row_get_selected (row);

  if (game == NULL || choice == GTK_INVALID_LIST_POSITION || choice == bf_solo_game_get_bid (game, line))
    return;
  check (self, bf_solo_game_set_bid (game, line, choice, &error), &error);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BfSoloChoices *self = BF_SOLO_CHOICES (widget);
  g_autoptr(GError) error = NULL;

  name_apply_cb (self);
  check (self, bf_solo_game_confirm_setup (get_game (self), &error), &error);
}

static void
bf_solo_choices_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_CHOICES);

  G_OBJECT_CLASS (bf_solo_choices_parent_class)->dispose (object);
}

static void
bf_solo_choices_class_init (BfSoloChoicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_choices_dispose;
  section_class->update = bf_solo_choices_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-choices.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, BfSoloChoices, name)
  BIND (name_row);
  BIND (difficulty_row);
  BIND (own_cards_switch);
  BIND (supply_kind_row);
  BIND (own_supply_switch);
  BIND (expansion_group);
  BIND (new_beginning_switch);
  BIND (budget_row);
  BIND (unavailable_group);
  BIND (deal_button);
#undef BIND

  gtk_widget_class_bind_template_callback (widget_class, name_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, difficulty_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, own_cards_cb);
  gtk_widget_class_bind_template_callback (widget_class, supply_kind_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, own_supply_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_beginning_cb);

  gtk_widget_class_install_action (widget_class, "solo.confirm", NULL, confirm_action);
}

static void
bf_solo_choices_init (BfSoloChoices *self)
{
  BfCarnegieRules *r = bf_carnegie_rules_get_default ();
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_wrap_combo_lists (GTK_WIDGET (self));

  /* Difficulty levels. */
  for (guint level = 1; level <= bf_carnegie_rules_get_n_difficulties (r); level++)
    {
      const BfDifficulty *d = bf_carnegie_rules_get_difficulty (r, level);
      /* Translators: a difficulty level: its name, then Andrew's deck */
      g_autofree char *text = g_strdup_printf (_("%s: %u normal and %u advanced cards"),
                                               d->name, d->n_normal, d->n_advanced);

      gtk_string_list_append (levels, text);
    }
  adw_combo_row_set_model (self->difficulty_row, G_LIST_MODEL (levels));

  gtk_string_list_append (kinds, _("Base game: two of each of the 16 departments"));
  gtk_string_list_append (kinds, _("New Departments: 4 of each type from all 32, two of each"));
  gtk_string_list_append (kinds, _("Open Bar: one of each of the 32 departments"));
  adw_combo_row_set_model (self->supply_kind_row, G_LIST_MODEL (kinds));

  /* A New Beginning: bidding sheet lines 2-5. */
  for (guint i = 0; i < N_BID_LINES; i++)
    {
      const BfBidLine *line = bf_carnegie_rules_get_bid_line (r, i + 1);
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

      for (guint k = 0; k < line->n_choices; k++)
        {
          const BfBidChoice *choice = &line->choices[k];
          g_autofree char *text =
            choice->cost >= 0
            /* Translators: a box of the bidding sheet: what you get, what it costs */
            ? g_strdup_printf (_("%d for $%d"), choice->value, choice->cost)
            /* Translators: a box of the bidding sheet: what you get, the money you gain */
            : g_strdup_printf (_("%d, gain $%d"), choice->value, -choice->cost);

          gtk_string_list_append (model, text);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line->name);
      adw_combo_row_set_model (row, G_LIST_MODEL (model));
      g_object_set_data (G_OBJECT (row), "bf-line", GUINT_TO_POINTER (i + 1));
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (bid_selected_cb), self,
                               G_CONNECT_SWAPPED);
      adw_preferences_group_add (self->expansion_group, GTK_WIDGET (row));
      self->bid_rows[i] = row;
    }

  /* Modules not offered solo, and why. */
  for (BfSoloOption option = 0; option < BF_N_SOLO_OPTIONS; option++)
    {
      GtkWidget *row;
      GtkWidget *icon;

      if (bf_solo_option_is_available (option))
        continue;
      row = bf_solo_entry_row (bf_solo_option_get_name (option), bf_solo_option_explain (option), NULL);
      icon = gtk_image_new_from_icon_name ("action-unavailable-symbolic");
      gtk_widget_add_css_class (icon, "dim-label");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      adw_preferences_group_add (self->unavailable_group, row);
    }

  g_signal_connect (self, "notify::game", G_CALLBACK (game_changed_cb), NULL);
}
