/* bf-solo-checklist.c
 *
 * Both lists are bound to filters over one model of BfInstruction: the
 * setup checklist, or this round's instructions. In a round the
 * player's own steps (events, actions) go to Your Turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-checklist.h"

struct _BfSoloChecklist
{
  BfSoloSection        parent_instance;

  /* template widgets */
  AdwPreferencesGroup *steps_group;
  GtkListBox          *steps_list;
  AdwPreferencesGroup *turn_group;
  GtkListBox          *turn_list;

  /* owned */
  GtkFilterListModel  *steps_model;
  GtkFilterListModel  *turn_model;
  GtkFilter           *steps_filter;
  GtkFilter           *turn_filter;
};

G_DEFINE_FINAL_TYPE (BfSoloChecklist, bf_solo_checklist, BF_TYPE_SOLO_SECTION)

static gboolean
is_player_step (BfInstruction *item)
{
  BfInstructionKind kind = bf_instruction_get_kind (item);

  return kind == BF_INSTRUCTION_EVENT || kind == BF_INSTRUCTION_PLAYER;
}

static gboolean
in_round (BfSoloGame *game)
{
  BfSoloPhase phase = game != NULL ? bf_solo_game_get_phase (game) : BF_SOLO_PHASE_CHOICES;

  return phase == BF_SOLO_PHASE_PLAY || phase == BF_SOLO_PHASE_ROUND_CARD || phase == BF_SOLO_PHASE_CHOOSE;
}

static gboolean
steps_filter_func (gpointer item,
                   gpointer user_data)
{
  BfSoloChecklist *self = user_data;

  return !in_round (bf_solo_section_get_game (BF_SOLO_SECTION (self))) || !is_player_step (item);
}

static gboolean
turn_filter_func (gpointer item,
                  gpointer user_data)
{
  return is_player_step (item);
}

static void
step_toggled_cb (BfSoloChecklist *self,
                 GtkCheckButton  *check)
{
  BfSoloGame *game = bf_solo_section_get_game (BF_SOLO_SECTION (self));
  BfInstruction *step = g_object_get_data (G_OBJECT (check), "bf-step");

  if (game == NULL || step == NULL)
    return;
  bf_solo_game_set_instruction_done (game, step, gtk_check_button_get_active (check));
}

static GtkWidget *
create_step_row (gpointer item,
                 gpointer user_data)
{
  BfInstruction *step = item;
  BfInstructionKind kind = bf_instruction_get_kind (step);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (bf_instruction_get_text (step));

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* Fill the row's width rather than wrap at the label's own guess. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 200);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "bf-solo-step");

  if (kind == BF_INSTRUCTION_CARD)
    {
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (row, "bf-solo-step-card");
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      /* One Tab stop that reads the card (GTK 4.8 leaves the row unnamed). */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
    }
  else
    {
      GtkWidget *check = gtk_check_button_new ();

      /* One Tab stop per step, its tick: the row itself would be one
       * more before it, read only as "not selected". */
      gtk_widget_set_focusable (row, FALSE);

      /* A tick the player makes while following the steps: the game
       * keeps it with its file (no undo step of its own). */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), bf_instruction_get_done (step));
      g_object_set_data_full (G_OBJECT (check), "bf-step", g_object_ref (step), g_object_unref);
      g_signal_connect_object (check, "toggled", G_CALLBACK (step_toggled_cb), user_data,
                               G_CONNECT_SWAPPED);
      gtk_check_button_set_child (GTK_CHECK_BUTTON (check), label);
      /* Named by its step (GTK 4.8 names a check button with a child
       * after its type otherwise). */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (check),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), check);
      switch (kind)
        {
        case BF_INSTRUCTION_DONATION:
        case BF_INSTRUCTION_PROJECT:
        case BF_INSTRUCTION_DEPARTMENT:
        case BF_INSTRUCTION_TRANSPORT:
        case BF_INSTRUCTION_SLIDE:
        case BF_INSTRUCTION_BLOCK_CHART:
        case BF_INSTRUCTION_BLOCK_SPACE:
          gtk_widget_add_css_class (row, "bf-solo-step-place");
          break;
        case BF_INSTRUCTION_EVENT:
        case BF_INSTRUCTION_PLAYER:
          gtk_widget_add_css_class (row, "bf-solo-step-player");
          break;
        case BF_INSTRUCTION_NOTE:
        case BF_INSTRUCTION_TIMELINE_TILE:
        case BF_INSTRUCTION_REMOVE_DEPARTMENT:
        case BF_INSTRUCTION_CARD:
        case BF_INSTRUCTION_TIMELINE:
        default:
          break;
        }
    }

  return row;
}

static void
bf_solo_checklist_update (BfSoloSection *section,
                          BfSoloGame    *game)
{
  BfSoloChecklist *self = BF_SOLO_CHECKLIST (section);
  BfSoloPhase phase = game != NULL ? bf_solo_game_get_phase (game) : BF_SOLO_PHASE_CHOICES;
  gboolean setup = phase == BF_SOLO_PHASE_SETUP_CARD || phase == BF_SOLO_PHASE_SETUP_SUPPLY ||
                   phase == BF_SOLO_PHASE_CHECKLIST;
  gboolean steps = setup || phase == BF_SOLO_PHASE_PLAY || phase == BF_SOLO_PHASE_ROUND_CARD;
  GListModel *model;
  const char *title;

  if (game == NULL)
    return;

  gtk_widget_set_visible (GTK_WIDGET (self->steps_group), steps);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_group), phase == BF_SOLO_PHASE_PLAY);
  gtk_widget_set_visible (GTK_WIDGET (self), steps);
  if (!setup && !in_round (game))
    return;

  if (setup)
    model = bf_solo_game_get_setup_checklist (game);
  else
    model = bf_solo_game_get_instructions (game);

  if (gtk_filter_list_model_get_model (self->steps_model) != model)
    {
      gtk_filter_list_model_set_model (self->steps_model, model);
      gtk_filter_list_model_set_model (self->turn_model, model);
    }
  gtk_filter_changed (self->steps_filter, GTK_FILTER_CHANGE_DIFFERENT);
  gtk_filter_changed (self->turn_filter, GTK_FILTER_CHANGE_DIFFERENT);

  switch (phase)
    {
    case BF_SOLO_PHASE_CHECKLIST:
      title = _("Setup Checklist");
      break;
    case BF_SOLO_PHASE_SETUP_CARD:
    case BF_SOLO_PHASE_SETUP_SUPPLY:
      title = _("Setup So Far");
      break;
    case BF_SOLO_PHASE_CHOICES:
    case BF_SOLO_PHASE_CHOOSE:
    case BF_SOLO_PHASE_ROUND_CARD:
    case BF_SOLO_PHASE_PLAY:
    case BF_SOLO_PHASE_FINISHED:
    default:
      title = _("On the Table");
      break;
    }
  adw_preferences_group_set_title (self->steps_group, title);
  /* The list is read by its title ("GtkListBox" in GTK 4.8 otherwise). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->steps_list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

static void
bf_solo_checklist_dispose (GObject *object)
{
  BfSoloChecklist *self = BF_SOLO_CHECKLIST (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SOLO_CHECKLIST);
  g_clear_object (&self->steps_model);
  g_clear_object (&self->turn_model);
  g_clear_object (&self->steps_filter);
  g_clear_object (&self->turn_filter);

  G_OBJECT_CLASS (bf_solo_checklist_parent_class)->dispose (object);
}

static void
bf_solo_checklist_class_init (BfSoloChecklistClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_checklist_dispose;
  section_class->update = bf_solo_checklist_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-checklist.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSoloChecklist, steps_group);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChecklist, steps_list);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChecklist, turn_group);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChecklist, turn_list);
}

static void
bf_solo_checklist_init (BfSoloChecklist *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->steps_filter = GTK_FILTER (gtk_custom_filter_new (steps_filter_func, self, NULL));
  self->turn_filter = GTK_FILTER (gtk_custom_filter_new (turn_filter_func, self, NULL));
  self->steps_model = gtk_filter_list_model_new (NULL, g_object_ref (self->steps_filter));
  self->turn_model = gtk_filter_list_model_new (NULL, g_object_ref (self->turn_filter));
  gtk_list_box_bind_model (self->steps_list, G_LIST_MODEL (self->steps_model), create_step_row, self, NULL);
  gtk_list_box_bind_model (self->turn_list, G_LIST_MODEL (self->turn_model), create_step_row, self, NULL);
}

/* The tick of the first step of @list not ticked yet, or NULL. */
static GtkWidget *
first_unticked (GtkListBox *list)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *check;

      if (!GTK_IS_LIST_BOX_ROW (row) || !gtk_widget_get_visible (row))
        continue;
      check = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      if (GTK_IS_CHECK_BUTTON (check) && !gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
        return check;
    }

  return NULL;
}

/**
 * bf_solo_checklist_get_next_tick:
 * @self: a #BfSoloChecklist
 * @step: (out) (optional) (transfer none): its step
 *
 * The next step to do at the table: the first one shown not ticked yet,
 * in the order the page shows them (Andrew's turn, then Your Turn, which
 * ends with the table's end-of-round steps; the order they are done in).
 *
 * Returns: (transfer none) (nullable): its tick, or %NULL when every
 * step shown is ticked or no checklist is shown.
 */
GtkWidget *
bf_solo_checklist_get_next_tick (BfSoloChecklist  *self,
                                 BfInstruction   **step)
{
  GtkWidget *check = NULL;

  g_return_val_if_fail (BF_IS_SOLO_CHECKLIST (self), NULL);

  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    {
      if (gtk_widget_get_visible (GTK_WIDGET (self->steps_group)))
        check = first_unticked (self->steps_list);
      if (check == NULL && gtk_widget_get_visible (GTK_WIDGET (self->turn_group)))
        check = first_unticked (self->turn_list);
    }
  if (step != NULL)
    *step = check != NULL ? g_object_get_data (G_OBJECT (check), "bf-step") : NULL;

  return check;
}
