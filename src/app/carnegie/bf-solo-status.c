/* bf-solo-status.c
 *
 * The page moves this card between its side pane and the top of the
 * page when the leaflet folds, and sets "compact" to match.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-status.h"
#include "bf-timeline-view.h"
#include "bf-widgets.h"

struct _BfSoloStatus
{
  BfSoloSection   parent_instance;

  /* template widgets (the box is the bin's child, not bound: AdwBin
   * unparents it itself) */
  GtkBox         *status_box;
  GtkListBoxRow  *head_row;
  GtkLabel       *round_label;
  GtkLabel       *andrew_vp_label;
  GtkLabel       *phase_label;
  BfTimelineView *timeline_view;
  GtkLabel       *vp_cards_title;
  GtkGrid        *vp_grid;
  GtkListBoxRow  *vp_row;
  GtkLabel       *facts_line;
  GtkListBox     *facts_list;
  AdwActionRow   *next_pick_row;
  GtkLabel       *next_pick_label;
  AdwActionRow   *pawns_row;
  AdwExpanderRow *supply_row;
  GtkLabel       *supply_label;
  GtkLabel       *pawns_label;

  /* widgets made in code (children of template widgets) */
  GtkLabel       *vp_id_labels[BF_N_VP_CARDS];
  GPtrArray      *supply_rows;   /* AdwActionRow in supply_row, borrowed */

  /* owned */
  char           *summary;

  gboolean        compact;
};

G_DEFINE_FINAL_TYPE (BfSoloStatus, bf_solo_status, BF_TYPE_SOLO_SECTION)

enum {
  PROP_0,
  PROP_COMPACT,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_summary (BfSoloStatus *self,
             char         *summary)     /* owned */
{
  if (g_strcmp0 (summary, self->summary) == 0)
    {
      g_free (summary);
      return;
    }
  g_free (self->summary);
  self->summary = summary;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

/* What the round is at, under the round and Andrew's VP. */
static void
update_phase (BfSoloStatus *self,
              BfSoloGame   *game)
{
  BfDeptType chosen;

  switch (bf_solo_game_get_phase (game))
    {
    case BF_SOLO_PHASE_CHOICES:
      gtk_label_set_label (self->phase_label, _("Choose how to play, then deal the table."));
      break;
    case BF_SOLO_PHASE_SETUP_CARD:
    case BF_SOLO_PHASE_SETUP_SUPPLY:
    case BF_SOLO_PHASE_CHECKLIST:
      gtk_label_set_label (self->phase_label, _("Set up the table with the real components."));
      break;
    case BF_SOLO_PHASE_CHOOSE:
      gtk_label_set_label (self->phase_label, _("You choose this round’s action."));
      break;
    case BF_SOLO_PHASE_ROUND_CARD:
      gtk_label_set_label (self->phase_label, _("Turn over this round’s card."));
      break;
    case BF_SOLO_PHASE_PLAY:
      if (bf_solo_game_get_choice (game, &chosen, NULL, NULL))
        {
          g_autofree char *text =
            bf_solo_game_get_chooser (game) == BF_SOLO_CHOOSER_PLAYER
            /* Translators: the status, %s is an action */
            ? g_strdup_printf (_("You chose %s. Andrew has played: your turn."), bf_solo_dept_type_name (chosen))
            /* Translators: the status, %s is an action */
            : g_strdup_printf (_("Andrew chose %s and has played: your turn."), bf_solo_dept_type_name (chosen));

          gtk_label_set_label (self->phase_label, text);
        }
      break;
    case BF_SOLO_PHASE_FINISHED:
    default:
      gtk_label_set_label (self->phase_label, _("Enter your final table to see both scores."));
      break;
    }
}

static void
bf_solo_status_update (BfSoloSection *section,
                       BfSoloGame    *game)
{
  BfSoloStatus *self = BF_SOLO_STATUS (section);
  BfSoloPhase phase;
  guint round_no;
  g_autofree char *round_text = NULL;
  g_autofree char *vp_text = NULL;
  g_autofree char *head = NULL;
  g_autofree char *next_text = NULL;
  g_autofree char *supply_text = NULL;
  g_autofree char *pawns_text = NULL;
  guint pawns;
  g_autofree char *line = NULL;
  g_autoptr(GArray) supply = NULL;
  const char *current_id = NULL;
  g_autoptr(GString) spoken = NULL;
  guint card;
  BfDeptType back;

  if (game == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);

  phase = bf_solo_game_get_phase (game);
  round_no = bf_solo_game_get_round (game);
  supply = bf_solo_game_get_supply (game);

  if (phase == BF_SOLO_PHASE_FINISHED)
    round_text = g_strdup (_("Game Over"));
  else if (round_no == 0)
    /* Translators: the status before round 1 */
    round_text = g_strdup (C_("solo status", "Setup"));
  else
    /* Translators: the status, %u is the round (1-20) */
    round_text = g_strdup_printf (_("Round %u of 20"), round_no);
  gtk_label_set_label (self->round_label, round_text);

  /* Translators: Andrew's sure VP so far, in the status */
  vp_text = g_strdup_printf (_("Andrew: %d VP"), bf_solo_game_get_andrew_vp (game));
  gtk_label_set_label (self->andrew_vp_label, vp_text);

  update_phase (self, game);
  /* Translators: the solo status as a screen reader reads it (one Tab
   * stop): the round and Andrew's VP, "Round 3 of 20. Andrew: 12 VP" */
  head = g_strdup_printf (_("%s. %s"), round_text, vp_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->head_row), GTK_ACCESSIBLE_PROPERTY_LABEL, head, -1);

  /* VP cards. */
  if (phase == BF_SOLO_PHASE_PLAY && bf_solo_game_get_card (game, &card))
    current_id = bf_carnegie_rules_get_andrew_card (bf_carnegie_rules_get_default (), card)->id;
  spoken = g_string_new (NULL);
  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    {
      g_auto(GStrv) ids = bf_solo_game_get_vp_card_ids (game, p);
      g_autoptr(GString) markup = g_string_new (NULL);
      g_autoptr(GString) under = g_string_new (NULL);
      /* Translators: one of Andrew's VP cards (0, 1, 3, 6, 10) */
      g_autofree char *value = g_strdup_printf (_("%d VP"), bf_carnegie_rules_get_vp_card_value (bf_carnegie_rules_get_default (), p));

      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autofree char *escaped = g_markup_escape_text (ids[i], -1);

          if (i > 0)
            {
              g_string_append (markup, self->compact ? " " : "\n");
              g_string_append (under, ", ");
            }
          if (g_strcmp0 (ids[i], current_id) == 0)
            {
              g_string_append_printf (markup, "<b><u>%s</u></b>", escaped);
              /* Translators: the card Andrew plays this round, among the
               * cards under one of his VP cards, as a screen reader reads
               * it: "N08 (this round)" */
              g_string_append_printf (under, _("%s (this round)"), ids[i]);
            }
          else
            {
              g_string_append (markup, escaped);
              g_string_append (under, ids[i]);
            }
        }
      if (ids[0] == NULL)
        {
          g_string_append (markup, "–");
          /* Translators: no card under one of Andrew's VP cards, as a
           * screen reader reads it: "1 VP: none" */
          g_string_append (under, C_("solo VP card", "none"));
        }
      gtk_label_set_markup (self->vp_id_labels[p], markup->str);
      if (spoken->len > 0)
        g_string_append (spoken, ". ");
      /* Translators: one of Andrew's VP cards and the cards under it, as
       * a screen reader reads the status: "3 VP: N08, N12" */
      g_string_append_printf (spoken, C_("solo VP card", "%s: %s"), value, under->str);
    }
  /* The five cards, one Tab stop in a list named "Andrew’s VP Cards":
   * "0 VP: N01. 1 VP: none. …" */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->vp_row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken->str, -1);

  /* Andrew's next pick. */
  if (round_no < BF_SOLO_ROUNDS && round_no >= 1 && bf_solo_game_get_next_back (game, &back))
    next_text = g_strdup (bf_solo_dept_type_name (back));
  else if (round_no >= 1 && round_no < BF_SOLO_ROUNDS && bf_solo_game_get_own_cards (game))
    next_text = g_strdup (_("See the back of the top card"));
  else
    next_text = g_strdup ("–");
  gtk_label_set_label (self->next_pick_label, next_text);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->next_pick_row),
                                 (round_no + 1) % 2 == 0
                                 ? _("Andrew’s pick next round")
                                 : bf_solo_game_get_own_cards (game)
                                 ? _("Back of the next card")
                                 /* Translators: the status, when the app holds Andrew's cards and the player chooses next round */
                                 : _("Andrew’s strongest action next round"));

  /* The supply. */
  supply_text = phase == BF_SOLO_PHASE_CHOICES ? g_strdup ("–") : g_strdup_printf ("%u", supply->len);
  gtk_label_set_label (self->supply_label, supply_text);
  for (guint i = 0; i < self->supply_rows->len; i++)
    adw_expander_row_remove (self->supply_row, g_ptr_array_index (self->supply_rows, i));
  g_ptr_array_set_size (self->supply_rows, 0);
  for (guint i = 0; i < supply->len;)
    {
      guint number = g_array_index (supply, guint, i);
      guint n = 0;
      g_autofree char *title = bf_solo_department_name (number);
      g_autofree char *count = NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label;

      while (i < supply->len && g_array_index (supply, guint, i) == number)
        n++, i++;
      /* Translators: copies of a department tile in the supply */
      count = g_strdup_printf (_("×%u"), n);
      label = gtk_label_new (count);
      gtk_widget_add_css_class (label, "dim-label");
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   bf_solo_dept_type_name (bf_carnegie_rules_get_department (bf_carnegie_rules_get_default (), number)->type));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      bf_widgets_row_reads_value (row, GTK_LABEL (label));
      adw_expander_row_add_row (self->supply_row, row);
      g_ptr_array_add (self->supply_rows, row);
    }

  /* Andrew's pawns. */
  pawns = bf_solo_game_get_andrew_pawns_left (game);
  pawns_text = phase == BF_SOLO_PHASE_CHOICES ? g_strdup ("–") : g_strdup_printf ("%u", pawns);
  gtk_label_set_label (self->pawns_label, pawns_text);

  /* Translators: compact status: Andrew's next pick (an action), the
   * number of department tiles left in the supply and Andrew's pawns left */
  line = round_no == 0 || phase == BF_SOLO_PHASE_FINISHED
         /* Translators: compact status before round 1: the department tiles in the supply and Andrew's pawns left */
         ? g_strdup_printf (_("Supply: %u departments · Andrew’s pawns: %u"), supply->len, pawns)
         : (round_no + 1) % 2 == 0 || bf_solo_game_get_own_cards (game)
         ? g_strdup_printf (_("Next pick: %s · Supply: %u departments · Andrew’s pawns: %u"),
                            next_text, supply->len, pawns)
         /* Translators: compact status when the player chooses next round:
          * Andrew's strongest action then, the supply and his pawns left */
         : g_strdup_printf (_("His strongest next round: %s · Supply: %u departments · Andrew’s pawns: %u"),
                            next_text, supply->len, pawns);
  gtk_label_set_label (self->facts_line, line);
  /* The head's description: the phase, and in the narrow layout the
   * facts on their line (no row of their own to Tab to there). */
  if (self->compact)
    {
      g_autofree char *description = g_strdup_printf ("%s %s", gtk_label_get_text (self->phase_label), line);

      bf_widgets_set_description (GTK_WIDGET (self->head_row), description);
    }
  else
    bf_widgets_set_description (GTK_WIDGET (self->head_row), gtk_label_get_text (self->phase_label));

  /* Translators: the strip that stays at the top of a narrow window:
   * the round, Andrew's VP and his pawns left, "Round 3 of 20 · Andrew: 12 VP · 24 pawns" */
  set_summary (self, g_strdup_printf (_("%s · %s · %u pawns"), round_text, vp_text, pawns));
}

static void
bf_solo_status_set_compact (BfSoloStatus *self,
                            gboolean      compact)
{
  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;

  bf_timeline_view_set_compact (self->timeline_view, compact);
  gtk_widget_set_visible (GTK_WIDGET (self->facts_list), !compact);
  gtk_widget_set_visible (GTK_WIDGET (self->facts_line), compact);
  if (compact)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->status_box), "bf-compact");
      gtk_widget_remove_css_class (GTK_WIDGET (self->vp_cards_title), "heading");
      gtk_widget_add_css_class (GTK_WIDGET (self->vp_cards_title), "caption-heading");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_box), "bf-compact");
      gtk_widget_remove_css_class (GTK_WIDGET (self->vp_cards_title), "caption-heading");
      gtk_widget_add_css_class (GTK_WIDGET (self->vp_cards_title), "heading");
    }

  bf_solo_section_update (BF_SOLO_SECTION (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

static void
game_changed_cb (BfSoloStatus *self)
{
  bf_timeline_view_set_game (self->timeline_view, bf_solo_section_get_game (BF_SOLO_SECTION (self)));
}

static void
bf_solo_status_dispose (GObject *object)
{
  BfSoloStatus *self = BF_SOLO_STATUS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SOLO_STATUS);
  g_clear_pointer (&self->supply_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (bf_solo_status_parent_class)->dispose (object);
}

static void
bf_solo_status_finalize (GObject *object)
{
  BfSoloStatus *self = BF_SOLO_STATUS (object);

  g_free (self->summary);

  G_OBJECT_CLASS (bf_solo_status_parent_class)->finalize (object);
}

static void
bf_solo_status_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BfSoloStatus *self = BF_SOLO_STATUS (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_status_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BfSoloStatus *self = BF_SOLO_STATUS (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      bf_solo_status_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_status_class_init (BfSoloStatusClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_status_dispose;
  object_class->finalize = bf_solo_status_finalize;
  object_class->get_property = bf_solo_status_get_property;
  object_class->set_property = bf_solo_status_set_property;
  section_class->update = bf_solo_status_update;

  /**
   * BfSoloStatus:compact:
   *
   * The narrow layout: a smaller timeline, the facts on one line.
   */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BfSoloStatus:summary:
   *
   * The round, Andrew's VP and his pawns left on one line, for the
   * strip at the top of a narrow window.
   */
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-status.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, BfSoloStatus, name)
  BIND (head_row);
  BIND (round_label);
  BIND (andrew_vp_label);
  BIND (phase_label);
  BIND (timeline_view);
  BIND (vp_cards_title);
  BIND (vp_grid);
  BIND (vp_row);
  BIND (facts_line);
  BIND (facts_list);
  BIND (next_pick_row);
  BIND (next_pick_label);
  BIND (pawns_row);
  BIND (supply_row);
  BIND (supply_label);
  BIND (pawns_label);
#undef BIND
}

static void
bf_solo_status_init (BfSoloStatus *self)
{
  BfCarnegieRules *r = bf_carnegie_rules_get_default ();

  g_type_ensure (BF_TYPE_TIMELINE_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->status_box = GTK_BOX (adw_bin_get_child (ADW_BIN (self)));
  /* The values at the rows' ends, read with the rows. */
  bf_widgets_row_reads_value (GTK_WIDGET (self->next_pick_row), self->next_pick_label);
  bf_widgets_row_reads_value (GTK_WIDGET (self->pawns_row), self->pawns_label);
  bf_widgets_row_reads_value (GTK_WIDGET (self->supply_row), self->supply_label);
  self->supply_rows = g_ptr_array_new ();

  /* VP cards. */
  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* Translators: one of Andrew's VP cards (0, 1, 3, 6, 10) */
      g_autofree char *value = g_strdup_printf (_("%d VP"), bf_carnegie_rules_get_vp_card_value (r, p));
      GtkWidget *value_label = gtk_label_new (value);
      GtkWidget *ids = gtk_label_new ("–");

      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "bf-solo-vp-card");
      gtk_widget_add_css_class (value_label, "bf-solo-vp-value");
      gtk_widget_add_css_class (ids, "bf-solo-card-ids");
      /* "10 VP" on two lines where five cards do not fit (large text) */
      gtk_label_set_wrap (GTK_LABEL (value_label), TRUE);
      gtk_label_set_justify (GTK_LABEL (value_label), GTK_JUSTIFY_CENTER);
      gtk_label_set_wrap (GTK_LABEL (ids), TRUE);
      gtk_label_set_justify (GTK_LABEL (ids), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (ids), 4);
      gtk_widget_set_valign (ids, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), value_label);
      gtk_box_append (GTK_BOX (box), ids);
      gtk_grid_attach (self->vp_grid, box, p, 0, 1, 1);
      self->vp_id_labels[p] = GTK_LABEL (ids);
    }

  g_signal_connect (self, "notify::game", G_CALLBACK (game_changed_cb), NULL);
}
