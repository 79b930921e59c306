/* bf-solo-choose.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-choose.h"
#include "bf-widgets.h"

struct _BfSoloChoose
{
  BfSoloSection  parent_instance;

  /* template widgets */
  AdwActionRow  *back_row;
  GtkLabel      *back_label;
  AdwActionRow  *next_back_row;
  GtkLabel      *next_back_label;
  GtkBox        *choose_buttons;

  /* widgets made in code (children of template widgets) */
  GtkButton     *choose[BF_N_DEPT_TYPES];
  GtkLabel      *choose_event[BF_N_DEPT_TYPES];
  GtkWidget     *choose_back_tag[BF_N_DEPT_TYPES];
  GtkWidget     *choose_next_tag[BF_N_DEPT_TYPES];
};

G_DEFINE_FINAL_TYPE (BfSoloChoose, bf_solo_choose, BF_TYPE_SOLO_SECTION)

/* The button of @row is read as a screen reader user needs it: named by
 * its action, described by what it shows (its event, then its tags),
 * "Management", "Event: Donation (space 4). Andrew’s strongest" (GTK 4.8
 * names a button with a child box "GtkButton" otherwise). */
static void
describe_choice (BfSoloChoose *self,
                 guint         row,
                 const char   *event)
{
  g_autoptr(GString) description = g_string_new (event);

  for (GtkWidget *tag = gtk_widget_get_first_child (gtk_widget_get_parent (self->choose_back_tag[row]));
       tag != NULL;
       tag = gtk_widget_get_next_sibling (tag))
    if (gtk_widget_get_visible (tag))
      g_string_append_printf (description, ". %s", gtk_label_get_label (GTK_LABEL (tag)));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->choose[row]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, bf_solo_dept_type_name (row), -1);
  bf_widgets_set_description (GTK_WIDGET (self->choose[row]), description->str);
}

static void
bf_solo_choose_update (BfSoloSection *section,
                       BfSoloGame    *game)
{
  BfSoloChoose *self = BF_SOLO_CHOOSE (section);
  BfCarnegieRules *r = bf_carnegie_rules_get_default ();
  gboolean shown = game != NULL && bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE;
  BfDeptType back = BF_N_DEPT_TYPES;
  BfDeptType next = BF_N_DEPT_TYPES;
  gboolean known_back;
  gboolean known_next;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.choose", shown);
  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (!shown)
    return;

  known_back = bf_solo_game_get_card_back (game, &back);
  known_next = bf_solo_game_get_next_back (game, &next);
  gtk_label_set_label (self->back_label, known_back ? bf_solo_dept_type_name (back)
                                                    : _("Look at the card"));
  gtk_label_set_label (self->next_back_label, known_next ? bf_solo_dept_type_name (next)
                                                         : _("Look at the top of the pile"));

  for (guint row = 0; row < BF_N_DEPT_TYPES; row++)
    {
      guint marker = bf_solo_game_get_marker (game, row);
      g_autofree char *text = NULL;

      if (marker < BF_SOLO_TIMELINE_SPACES)
        {
          g_autofree char *what = bf_carnegie_rules_describe_timeline_event (r, bf_solo_game_get_timeline_event (game, row, marker + 1));

          /* Translators: under an action to choose: its timeline event and space */
          text = g_strdup_printf (_("Event: %s (space %u)"), what, marker + 1);
        }
      else
        {
          /* The exhausted-row rule: the next row below that can move. */
          for (guint k = 1; k < BF_N_DEPT_TYPES; k++)
            {
              BfDeptType m = (row + k) % BF_N_DEPT_TYPES;
              guint mm = bf_solo_game_get_marker (game, m);

              if (mm < BF_SOLO_TIMELINE_SPACES)
                {
                  g_autofree char *what = bf_carnegie_rules_describe_timeline_event (r, bf_solo_game_get_timeline_event (game, m, mm + 1));

                  /* Translators: under an action whose timeline row is used up; %s: the row whose action disc is turned over, %s: its event */
                  text = g_strdup_printf (_("Row used up: the %s action disc is turned over and moves instead (%s)"),
                                          bf_solo_dept_type_name (m), what);
                  break;
                }
            }
          if (text == NULL)
            text = g_strdup (_("Row used up"));
        }

      gtk_label_set_label (self->choose_event[row], text);
      gtk_widget_set_visible (self->choose_back_tag[row], known_back && back == row);
      gtk_widget_set_visible (self->choose_next_tag[row], known_next && next == row);
      gtk_widget_set_visible (gtk_widget_get_parent (self->choose_next_tag[row]),
                              (known_back && back == row) || (known_next && next == row));
      describe_choice (self, row, text);
    }
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfSoloChoose *self = BF_SOLO_CHOOSE (widget);
  g_autoptr(GError) error = NULL;
  guint row = g_variant_get_uint32 (parameter);

  if (row >= BF_N_DEPT_TYPES)
    return;
  bf_solo_section_check (BF_SOLO_SECTION (self),
                         bf_solo_game_choose (bf_solo_section_get_game (BF_SOLO_SECTION (self)), row, &error),
                         &error);
}

static GtkWidget *
tag_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "bf-solo-tag");
  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_visible (label, FALSE);
  return label;
}

static void
bf_solo_choose_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_CHOOSE);

  G_OBJECT_CLASS (bf_solo_choose_parent_class)->dispose (object);
}

static void
bf_solo_choose_class_init (BfSoloChooseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_choose_dispose;
  section_class->update = bf_solo_choose_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-choose.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSoloChoose, back_row);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChoose, back_label);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChoose, next_back_row);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChoose, next_back_label);
  gtk_widget_class_bind_template_child (widget_class, BfSoloChoose, choose_buttons);

  gtk_widget_class_install_action (widget_class, "solo.choose", "u", choose_action);
}

/* The four actions to choose from. */
static void
bf_solo_choose_init (BfSoloChoose *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The card backs, read with their rows. */
  bf_widgets_row_reads_value (GTK_WIDGET (self->back_row), self->back_label);
  bf_widgets_row_reads_value (GTK_WIDGET (self->next_back_row), self->next_back_label);

  for (guint row = 0; row < BF_N_DEPT_TYPES; row++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *title_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *tags = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *title = gtk_label_new (bf_solo_dept_type_name (row));
      GtkWidget *event = gtk_label_new (NULL);

      gtk_widget_add_css_class (button, "card");
      gtk_widget_add_css_class (button, "bf-solo-choice");
      gtk_widget_add_css_class (title, "heading");
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_xalign (GTK_LABEL (event), 0);
      gtk_label_set_wrap (GTK_LABEL (event), TRUE);
      gtk_box_append (GTK_BOX (title_box), title);
      /* Translators: tag on the action Andrew's card shows on its back */
      self->choose_back_tag[row] = tag_label (_("Andrew’s strongest"), "bf-solo-tag-back");
      /* Translators: tag on the action shown on the back of the next card */
      self->choose_next_tag[row] = tag_label (_("His next pick"), "bf-solo-tag-next");
      gtk_box_append (GTK_BOX (tags), self->choose_back_tag[row]);
      gtk_box_append (GTK_BOX (tags), self->choose_next_tag[row]);
      gtk_box_append (GTK_BOX (box), title_box);
      gtk_box_append (GTK_BOX (box), event);
      gtk_box_append (GTK_BOX (box), tags);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "solo.choose");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", row);
      gtk_box_append (self->choose_buttons, button);
      self->choose[row] = GTK_BUTTON (button);
      self->choose_event[row] = GTK_LABEL (event);
    }
}
