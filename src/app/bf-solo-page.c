/* bf-solo-page.c
 *
 * One long page whose sections are shown by phase (see refresh ()):
 * the choices, the supply entry, the card entry, the choice of the row,
 * the instructions, the player's entries, the board, the corrections,
 * the final entries and the game's details. The status box (round,
 * timeline, VP cards, Andrew's VP, supply, next pick) sits in the
 * leaflet's side pane, and moves to the top of the page when the
 * leaflet folds.
 *
 * Every refresh rebuilds what the game state decides; combo rows keep
 * their selection by value, and "updating" keeps the handlers of the
 * rows from taking the refresh for the player's entries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <stdlib.h>

#include "bf-map-view.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-solo-page.h"
#include "bf-widgets.h"
#include "bf-solo-page-private.h"
#include "bf-timeline-view.h"

#define N_BID_LINES 4            /* bidding sheet lines 2-5 */

struct _BfSoloPage
{
  AdwBin          parent_instance;

  /* template widgets (the leaflet is the bin's child, not bound: AdwBin
   * unparents it itself) */
  AdwLeaflet     *leaflet;
  GtkBox         *status_slot;
  GtkBox         *status_box;
  GtkLabel       *round_label;
  GtkLabel       *andrew_vp_label;
  GtkLabel       *phase_label;
  BfTimelineView *timeline_view;
  GtkLabel       *vp_cards_title;
  GtkGrid        *vp_grid;
  GtkLabel       *facts_line;
  GtkListBox     *facts_list;
  AdwActionRow   *next_pick_row;
  GtkLabel       *next_pick_label;
  AdwExpanderRow *supply_row;
  GtkLabel       *supply_label;
  GtkLabel       *pawns_label;
  GtkBox         *compact_slot;
  GtkLabel       *title_label;
  GtkLabel       *hint_label;
  GtkBox         *choices_box;
  AdwEntryRow    *name_row;
  AdwComboRow    *difficulty_row;
  GtkSwitch      *own_cards_switch;
  AdwComboRow    *supply_kind_row;
  GtkSwitch      *own_supply_switch;
  AdwPreferencesGroup *expansion_group;
  GtkSwitch      *new_beginning_switch;
  AdwActionRow   *budget_row;
  AdwPreferencesGroup *unavailable_group;
  GtkButton      *deal_button;
  GtkBox         *supply_box;
  GtkListBox     *supply_list;
  GtkLabel       *supply_count_label;
  GtkButton      *supply_button;
  AdwPreferencesGroup *card_group;
  AdwEntryRow    *card_entry;
  GtkButton      *card_button;
  GtkBox         *choose_box;
  GtkLabel       *back_label;
  GtkLabel       *next_back_label;
  GtkBox         *choose_buttons;
  AdwPreferencesGroup *steps_group;
  AdwPreferencesGroup *laid_group;
  AdwExpanderRow *laid_expander;
  GtkListBox     *laid_list;
  GtkButton      *laid_button;
  GtkWidget      *laid_rows[BF_TIMELINE_TILES];
  BfTimelineSlot  laid_shown[BF_TIMELINE_TILES];
  GtkListBox     *steps_list;
  AdwPreferencesGroup *turn_group;
  GtkListBox     *turn_list;
  AdwPreferencesGroup *projects_group;
  GtkScrolledWindow *main_scroller;
  GtkRevealer    *strip_revealer;
  GtkLabel       *strip_label;
  int            shown_round;    /* the round the page last showed */
  AdwComboRow    *city_row;
  AdwComboRow    *space_row;
  AdwComboRow    *type_row;
  GtkButton      *build_button;
  GtkListBox     *projects_list;
  AdwPreferencesGroup *departments_group;
  AdwComboRow    *department_row;
  GtkButton      *department_button;
  GtkListBox     *departments_list;
  AdwPreferencesGroup *transport_group;
  AdwPreferencesGroup *tabs_group;
  AdwActionRow   *tab_rows[BF_N_PROJECT_TYPES];
  AdwPreferencesGroup *donations_group;
  AdwComboRow    *donation_row;
  GtkButton      *donate_button;
  GtkListBox     *donations_list;
  AdwPreferencesGroup *map_group;
  BfMapView      *map_view;
  AdwPreferencesGroup *corrections_group;
  AdwComboRow    *card_position_row;
  AdwExpanderRow *fix_project_row;
  AdwComboRow    *fix_project_from;
  AdwComboRow    *fix_project_to;
  GtkEditable    *fix_project_search;
  GtkEditable    *fix_blocking_search;
  GtkButton      *fix_project_button;
  AdwExpanderRow *fix_donation_row;
  AdwComboRow    *fix_donation_from;
  AdwComboRow    *fix_donation_to;
  GtkButton      *fix_donation_button;
  AdwExpanderRow *fix_department_row;
  AdwComboRow    *fix_department_from;
  AdwComboRow    *fix_department_to;
  GtkButton      *fix_department_button;
  AdwExpanderRow *fix_transport_row;
  AdwExpanderRow *fix_blocking_row;
  AdwComboRow    *fix_blocking_from;
  AdwComboRow    *fix_blocking_to;
  GtkButton      *fix_blocking_button;
  GtkButton      *advance_button;
  GtkBox         *finished_box;
  AdwBin         *editor_slot;
  BfScoreView    *score_view;
  AdwPreferencesGroup *details_group;
  AdwActionRow   *seed_row;
  AdwActionRow   *settings_row;

  /* widgets made in code (children of template widgets) */
  GtkLabel       *vp_value_labels[BF_N_VP_CARDS];
  GtkLabel       *vp_id_labels[BF_N_VP_CARDS];
  GtkButton      *choose[BF_N_DEPT_TYPES];
  GtkLabel       *choose_event[BF_N_DEPT_TYPES];
  GtkWidget      *choose_back_tag[BF_N_DEPT_TYPES];
  GtkWidget      *choose_next_tag[BF_N_DEPT_TYPES];
  AdwComboRow    *bid_rows[N_BID_LINES];
  GtkSpinButton  *transport_spins[BF_N_REGIONS];
  GtkSpinButton  *andrew_spins[BF_N_REGIONS];
  GtkSpinButton  *supply_spins[BF_N_DEPARTMENTS + 1];
  GPtrArray      *supply_rows;   /* AdwActionRow in supply_row, borrowed */
  GtkFilterListModel *steps_model;
  GtkFilterListModel *turn_model;
  GtkFilter      *steps_filter;
  GtkFilter      *turn_filter;

  /* owned */
  BfSoloGame     *game;
  GSignalGroup   *game_signals;   /* on game */

  /* borrowed */
  BfGame         *table;         /* the table the editor and map show */
  BfPlayerEditor *editor;        /* child of editor_slot, or NULL */

  gboolean        updating;
  gboolean        supply_entry_built;
};

G_DEFINE_FINAL_TYPE (BfSoloPage, bf_solo_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (BfSoloPage *self);

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static BfRules *
rules (void)
{
  return bf_rules_get_default ();
}

static void
report (BfSoloPage *self,
        GError     *error)
{
  g_assert (error != NULL);

  g_debug ("refused: %s", error->message);
  g_signal_emit (self, signals[ERROR], 0, error->message);
}

/* Reports a refused entry and shows the model's state again. */
static void
check (BfSoloPage  *self,
       gboolean     ok,
       GError     **error)
{
  if (!ok)
    {
      report (self, *error);
      refresh (self);
    }
}

static void
remove_all (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static const char *
dept_type_name (BfDeptType type)
{
  return bf_rules_get_dept_type (rules (), type)->name;
}

static char *
space_name (guint space)
{
  const BfSpace *s = bf_rules_get_space (rules (), space);
  const BfCity *city = bf_rules_get_city (rules (), s->city);

  if (city->kind == BF_CITY_TOWN)
    /* Translators: a construction space on a small town, %s is the town */
    return g_strdup_printf (_("%s (town)"), city->name);

  /* Translators: a construction space: city, its number in the city, its type */
  return g_strdup_printf (_("%s, space %u (%s)"), city->name, s->slot,
                          bf_rules_get_project_type (rules (), s->type)->name);
}

static char *
chart_name (BfChartPos pos)
{
  const BfDonationSpace *space = bf_rules_get_chart_space (rules (), BF_CHART_POS_COLUMN (pos),
                                                           BF_CHART_POS_ROW (pos), BF_NO_TILE);

  /* Translators: a donation space: its column, its row (1-5) and what it scores */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_rules_get_donation_type (rules (), BF_CHART_POS_COLUMN (pos))->name,
                          BF_CHART_POS_ROW (pos), space->text);
}

static char *
department_name (guint number)
{
  /* Translators: a department and its number, "Recruiting (2)" */
  return g_strdup_printf (_("%s (%u)"), bf_rules_get_department (rules (), number)->name, number);
}

static BfGame *
get_table (BfSoloPage *self)
{
  return self->game != NULL ? bf_solo_game_get_table (self->game) : NULL;
}

static BfPlayer *
get_andrew (BfSoloPage *self)
{
  BfGame *table = get_table (self);

  return table != NULL ? bf_game_get_andrew (table) : NULL;
}

/* Combo rows -------------------------------------------------------- */

/* Sets the entries of @row (labels, NULL-terminated) and their values,
 * keeping the selected value when it is still offered. */
static void
set_choices (BfSoloPage  *self,
             AdwComboRow *row,
             GPtrArray   *labels,
             GArray      *values)
{
  GArray *old = g_object_get_data (G_OBJECT (row), "bf-values");
  const char *old_key = g_object_get_data (G_OBJECT (row), "bf-key");
  guint selected = adw_combo_row_get_selected (row);
  gboolean had = old != NULL && selected < old->len;
  guint old_value = had ? g_array_index (old, guint, selected) : 0;
  g_autoptr(GString) key = g_string_new (NULL);
  g_autoptr(GtkStringList) model = NULL;
  gboolean was_updating = self->updating;

  g_assert (labels->len == values->len);

  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (key, "%u=%s\n", g_array_index (values, guint, i),
                            (const char *) g_ptr_array_index (labels, i));
  if (g_strcmp0 (old_key, key->str) == 0)
    return;

  g_ptr_array_add (labels, NULL);
  model = gtk_string_list_new ((const char * const *) labels->pdata);
  g_ptr_array_remove_index (labels, labels->len - 1);

  self->updating = TRUE;
  g_object_set_data_full (G_OBJECT (row), "bf-values", g_array_ref (values),
                          (GDestroyNotify) g_array_unref);
  g_object_set_data_full (G_OBJECT (row), "bf-key", g_strdup (key->str), g_free);
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (row, 0);
  if (had)
    for (guint i = 0; i < values->len; i++)
      if (g_array_index (values, guint, i) == old_value)
        {
          adw_combo_row_set_selected (row, i);
          break;
        }
  self->updating = was_updating;
}

static gboolean
get_choice (AdwComboRow *row,
            guint       *value)
{
  GArray *values = g_object_get_data (G_OBJECT (row), "bf-values");
  guint selected = adw_combo_row_get_selected (row);

  if (values == NULL || selected >= values->len)
    return FALSE;

  *value = g_array_index (values, guint, selected);
  return TRUE;
}

static gboolean
select_value (BfSoloPage  *self,
              AdwComboRow *row,
              guint        value)
{
  GArray *values = g_object_get_data (G_OBJECT (row), "bf-values");

  if (values == NULL)
    return FALSE;

  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, guint, i) == value)
      {
        adw_combo_row_set_selected (row, i);
        return TRUE;
      }

  return FALSE;
}

typedef struct
{
  GPtrArray *labels;
  GArray    *values;
} Choices;

static void
choices_init (Choices *c)
{
  c->labels = g_ptr_array_new_with_free_func (g_free);
  c->values = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
choices_add (Choices *c,
             char    *label,           /* owned */
             guint    value)
{
  g_ptr_array_add (c->labels, label);
  g_array_append_val (c->values, value);
}

static void
choices_apply (BfSoloPage  *self,
               Choices     *c,
               AdwComboRow *row)
{
  set_choices (self, row, c->labels, c->values);
  g_ptr_array_unref (c->labels);
  g_array_unref (c->values);
}

/* What stands on a construction space, for the pickers. */
static char *
space_state (BfSoloPage *self,
             guint       space)
{
  BfGame *table = get_table (self);
  BfPlayer *owner;

  if (table == NULL)
    return NULL;
  if (bf_game_get_space_blocked (table, space))
    /* Translators: what stands on a construction space */
    return g_strdup (C_("space state", "blocked"));
  owner = bf_game_get_space_owner (table, space);
  if (owner == NULL)
    /* Translators: what stands on a construction space */
    return g_strdup (C_("space state", "free"));
  if (bf_player_is_andrew (owner))
    /* Translators: what stands on a construction space */
    return g_strdup (C_("space state", "Andrew’s"));
  /* Translators: what stands on a construction space */
  return g_strdup (C_("space state", "yours"));
}

static gboolean
space_is_free (BfGame *table,
               guint   space)
{
  return !bf_game_get_space_blocked (table, space) && bf_game_get_space_owner (table, space) == NULL;
}

/* ------------------------------------------------------------------ */
/* Status                                                              */

static void
update_status (BfSoloPage *self)
{
  BfSoloGame *game = self->game;
  BfSoloPhase phase = bf_solo_game_get_phase (game);
  guint round_no = bf_solo_game_get_round (game);
  gboolean compact = gtk_widget_get_parent (GTK_WIDGET (self->status_box)) == GTK_WIDGET (self->compact_slot);
  g_autofree char *round_text = NULL;
  g_autofree char *vp_text = NULL;
  g_autofree char *next_text = NULL;
  g_autofree char *supply_text = NULL;
  g_autofree char *pawns_text = NULL;
  g_autofree char *strip = NULL;
  guint pawns;
  g_autofree char *line = NULL;
  g_autoptr(GArray) supply = bf_solo_game_get_supply (game);
  const char *current_id = NULL;
  guint card;
  BfDeptType back;
  BfDeptType chosen;

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

  switch (phase)
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
            ? g_strdup_printf (_("You chose %s. Andrew has played: your turn."), dept_type_name (chosen))
            /* Translators: the status, %s is an action */
            : g_strdup_printf (_("Andrew chose %s and has played: your turn."), dept_type_name (chosen));

          gtk_label_set_label (self->phase_label, text);
        }
      break;
    case BF_SOLO_PHASE_FINISHED:
    default:
      gtk_label_set_label (self->phase_label, _("Enter your final table to see both scores."));
      break;
    }

  /* VP cards. */
  if (phase == BF_SOLO_PHASE_PLAY && bf_solo_game_get_card (game, &card))
    current_id = bf_rules_get_andrew_card (rules (), card)->id;
  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    {
      g_auto(GStrv) ids = bf_solo_game_get_vp_card_ids (game, p);
      g_autoptr(GString) markup = g_string_new (NULL);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autofree char *escaped = g_markup_escape_text (ids[i], -1);

          if (i > 0)
            g_string_append (markup, compact ? " " : "\n");
          if (g_strcmp0 (ids[i], current_id) == 0)
            g_string_append_printf (markup, "<b><u>%s</u></b>", escaped);
          else
            g_string_append (markup, escaped);
        }
      if (ids[0] == NULL)
        g_string_append (markup, "–");
      gtk_label_set_markup (self->vp_id_labels[p], markup->str);
    }

  /* Andrew's next pick. */
  if (round_no < BF_SOLO_ROUNDS && round_no >= 1 && bf_solo_game_get_next_back (game, &back))
    next_text = g_strdup (dept_type_name (back));
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
      g_autofree char *title = department_name (number);
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
                                   dept_type_name (bf_rules_get_department (rules (), number)->type));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
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

  /* Translators: the strip that stays at the top of a narrow window:
   * the round, Andrew's VP and his pawns left, "Round 3 of 20 · Andrew: 12 VP · 24 pawns" */
  strip = g_strdup_printf (_("%s · %s · %u pawns"), round_text, vp_text, pawns);
  gtk_label_set_label (self->strip_label, strip);
}

/* Narrow: the strip shows once the status card has scrolled out of view. */
static void
update_strip (BfSoloPage *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->main_scroller);
  gboolean folded = adw_leaflet_get_folded (self->leaflet);
  int card = gtk_widget_get_height (GTK_WIDGET (self->compact_slot));

  gtk_revealer_set_reveal_child (self->strip_revealer,
                                 folded && self->game != NULL &&
                                 gtk_adjustment_get_value (adjustment) > MAX (card, 1));
}

/* ------------------------------------------------------------------ */
/* Sections                                                            */

static void
update_header (BfSoloPage *self)
{
  BfSoloPhase phase = bf_solo_game_get_phase (self->game);
  guint round_no = bf_solo_game_get_round (self->game);
  g_autofree char *title = NULL;
  const char *hint = NULL;

  switch (phase)
    {
    case BF_SOLO_PHASE_CHOICES:
      title = g_strdup (_("Solo Game Against Andrew"));
      hint = _("Play Carnegie on your own table against Andrew: the app runs his deck and the timeline and tells you what to place where. Choose how to play, then the app deals the table.");
      break;
    case BF_SOLO_PHASE_SETUP_SUPPLY:
      title = g_strdup (_("Department Tiles"));
      hint = _("Shuffle the tiles face down, return 16 of them to the box without looking, then enter how many of each department remain.");
      break;
    case BF_SOLO_PHASE_SETUP_CARD:
      title = g_strdup (_("Blocking Disks"));
      hint = _("Shuffle Andrew’s deck and turn over one card at a time: enter each card and place the blocking disks shown, until all 18 are placed.");
      break;
    case BF_SOLO_PHASE_CHECKLIST:
      title = g_strdup (_("Set Up the Table"));
      hint = _("Follow these steps with the real components, enter your housing pawn, then start round 1.");
      break;
    case BF_SOLO_PHASE_CHOOSE:
      /* Translators: the page title, %u is the round */
      title = g_strdup_printf (_("Round %u: Your Choice"), round_no);
      hint = _("Choose the action for this round: you both take it. Its row’s next timeline space is this round’s event. Andrew plays first, then you.");
      break;
    case BF_SOLO_PHASE_ROUND_CARD:
      /* Translators: the page title, %u is the round */
      title = g_strdup_printf (_("Round %u: Andrew’s Card"), round_no);
      hint = bf_solo_game_get_chooser (self->game) == BF_SOLO_CHOOSER_ANDREW
             ? _("Slide the top card of the pile under the 0 VP card, turn it over and enter it: Andrew takes the action on its back.")
             : _("Turn over this round’s card and enter it.");
      break;
    case BF_SOLO_PHASE_PLAY:
      /* Translators: the page title, %u is the round */
      title = g_strdup_printf (_("Round %u"), round_no);
      hint = _("Andrew goes first: do what the steps below say for him, then take your turn and enter what you did that matters for him or the score.");
      break;
    case BF_SOLO_PHASE_FINISHED:
    default:
      title = g_strdup (_("Final Scoring"));
      hint = _("The 20 rounds are over. Enter what is left on your company board; Andrew’s score is worked out from the table.");
      break;
    }

  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->hint_label, hint);
}

static void
update_choices (BfSoloPage *self)
{
  BfSoloGame *game = self->game;
  gboolean new_beginning = bf_solo_game_get_new_beginning (game);
  int cost = 0;
  g_autofree char *budget = NULL;

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
      cost += bf_rules_get_bid_line (rules (), i + 1)->choices[choice].cost;
    }
  /* Translators: A New Beginning: the net cost of the chosen boxes, and the budget */
  budget = g_strdup_printf (_("Net cost $%d of $%d"), cost, bf_rules_get_bid_budget (rules ()));
  adw_action_row_set_subtitle (self->budget_row, budget);
  gtk_widget_set_visible (GTK_WIDGET (self->budget_row), new_beginning);
}

static void
supply_spin_changed_cb (BfSoloPage *self)
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
update_supply_entry (BfSoloPage *self)
{
  BfSupplyKind kind = bf_solo_game_get_supply_kind (self->game);
  guint last = kind == BF_SUPPLY_BASE ? 16 : BF_N_DEPARTMENTS;
  guint copies = bf_rules_get_department_copies (rules (), kind == BF_SUPPLY_OPEN_BAR);

  if (self->supply_entry_built)
    return;

  remove_all (self->supply_list);
  memset (self->supply_spins, 0, sizeof self->supply_spins);
  for (guint number = 1; number <= last; number++)
    {
      const BfDepartment *dept = bf_rules_get_department (rules (), number);
      g_autofree char *title = department_name (number);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, copies, 1);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), dept_type_name (dept->type));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (supply_spin_changed_cb), self);
      /* One Tab per number (issue 16). */
      bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
      gtk_list_box_append (self->supply_list, row);
      self->supply_spins[number] = GTK_SPIN_BUTTON (spin);
    }
  self->supply_entry_built = TRUE;
  supply_spin_changed_cb (self);
}

static void
update_choose (BfSoloPage *self)
{
  BfSoloGame *game = self->game;
  BfDeptType back = BF_N_DEPT_TYPES;
  BfDeptType next = BF_N_DEPT_TYPES;
  gboolean known_back = bf_solo_game_get_card_back (game, &back);
  gboolean known_next = bf_solo_game_get_next_back (game, &next);

  gtk_label_set_label (self->back_label, known_back ? dept_type_name (back)
                                                    : _("Look at the card"));
  gtk_label_set_label (self->next_back_label, known_next ? dept_type_name (next)
                                                         : _("Look at the top of the pile"));

  for (guint r = 0; r < BF_N_DEPT_TYPES; r++)
    {
      guint marker = bf_solo_game_get_marker (game, r);
      g_autofree char *text = NULL;

      if (marker < BF_SOLO_TIMELINE_SPACES)
        {
          g_autofree char *what = bf_rules_describe_timeline_event (rules (), bf_solo_game_get_timeline_event (game, r, marker + 1));

          /* Translators: under an action to choose: its timeline event and space */
          text = g_strdup_printf (_("Event: %s (space %u)"), what, marker + 1);
        }
      else
        {
          /* The exhausted-row rule: the next row below that can move. */
          for (guint k = 1; k < BF_N_DEPT_TYPES; k++)
            {
              BfDeptType m = (r + k) % BF_N_DEPT_TYPES;
              guint mm = bf_solo_game_get_marker (game, m);

              if (mm < BF_SOLO_TIMELINE_SPACES)
                {
                  g_autofree char *what = bf_rules_describe_timeline_event (rules (), bf_solo_game_get_timeline_event (game, m, mm + 1));

                  /* Translators: under an action whose timeline row is used up; %s: a row, %s: its event */
                  text = g_strdup_printf (_("Row used up: the %s marker moves instead (%s)"),
                                          dept_type_name (m), what);
                  break;
                }
            }
          if (text == NULL)
            text = g_strdup (_("Row used up"));
        }

      gtk_label_set_label (self->choose_event[r], text);
      gtk_widget_set_visible (self->choose_back_tag[r], known_back && back == r);
      gtk_widget_set_visible (self->choose_next_tag[r], known_next && next == r);
      gtk_widget_set_visible (gtk_widget_get_parent (self->choose_next_tag[r]),
                              (known_back && back == r) || (known_next && next == r));
    }
}

/* The steps list: the setup checklist, or this round's steps without
 * the player's own (which go to the turn list). */
static gboolean
is_player_step (BfInstruction *item)
{
  BfInstructionKind kind = bf_instruction_get_kind (item);

  return kind == BF_INSTRUCTION_EVENT || kind == BF_INSTRUCTION_PLAYER;
}

static gboolean
in_round (BfSoloPage *self)
{
  BfSoloPhase phase = self->game != NULL ? bf_solo_game_get_phase (self->game) : BF_SOLO_PHASE_CHOICES;

  return phase == BF_SOLO_PHASE_PLAY || phase == BF_SOLO_PHASE_ROUND_CARD || phase == BF_SOLO_PHASE_CHOOSE;
}

static gboolean
steps_filter_func (gpointer item,
                   gpointer user_data)
{
  BfSoloPage *self = user_data;

  return !in_round (self) || !is_player_step (item);
}

static gboolean
turn_filter_func (gpointer item,
                  gpointer user_data)
{
  return is_player_step (item);
}

static void
step_toggled_cb (BfSoloPage     *self,
                 GtkCheckButton *check)
{
  BfInstruction *step = g_object_get_data (G_OBJECT (check), "bf-step");

  if (self->game == NULL || step == NULL)
    return;
  bf_solo_game_set_instruction_done (self->game, step, gtk_check_button_get_active (check));
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
    }
  else
    {
      GtkWidget *check = gtk_check_button_new ();

      /* A tick the player makes while following the steps: the game
       * keeps it with its file (no undo step of its own). */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), bf_instruction_get_done (step));
      g_object_set_data_full (G_OBJECT (check), "bf-step", g_object_ref (step), g_object_unref);
      g_signal_connect_object (check, "toggled", G_CALLBACK (step_toggled_cb), user_data,
                               G_CONNECT_SWAPPED);
      gtk_check_button_set_child (GTK_CHECK_BUTTON (check), label);
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

/* The rows start on the tiles the game holds, and follow them when they
 * change (a deal, Use These Tiles, undo); choices not yet used stay. */
static void
update_laid (BfSoloPage *self)
{
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      BfTimelineSlot slot = bf_solo_game_get_timeline_slot (self->game, t);

      if (slot.tile == self->laid_shown[t].tile && slot.side == self->laid_shown[t].side)
        continue;
      self->laid_shown[t] = slot;
      bf_timeline_slot_row_set_slot (self->laid_rows[t], slot);
    }
}

static void
update_steps (BfSoloPage *self)
{
  BfSoloPhase phase = bf_solo_game_get_phase (self->game);
  GListModel *model;

  if (phase == BF_SOLO_PHASE_SETUP_CARD || phase == BF_SOLO_PHASE_SETUP_SUPPLY ||
      phase == BF_SOLO_PHASE_CHECKLIST)
    model = bf_solo_game_get_setup_checklist (self->game);
  else if (in_round (self))
    model = bf_solo_game_get_instructions (self->game);
  else
    model = NULL;

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
      adw_preferences_group_set_title (self->steps_group, _("Setup Checklist"));
      break;
    case BF_SOLO_PHASE_SETUP_CARD:
    case BF_SOLO_PHASE_SETUP_SUPPLY:
      adw_preferences_group_set_title (self->steps_group, _("Setup So Far"));
      break;
    case BF_SOLO_PHASE_CHOICES:
    case BF_SOLO_PHASE_CHOOSE:
    case BF_SOLO_PHASE_ROUND_CARD:
    case BF_SOLO_PHASE_PLAY:
    case BF_SOLO_PHASE_FINISHED:
    default:
      adw_preferences_group_set_title (self->steps_group, _("On the Table"));
      break;
    }
}

static GtkWidget *
remove_button (const char *action,
               guint       target,
               const char *what)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  /* Translators: tooltip of a button taking back an entry; %s names it */
  g_autofree char *tooltip = g_strdup_printf (_("Take back %s"), what);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", target);
  return button;
}

static GtkWidget *
entry_row (const char *title,
           const char *subtitle,
           GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  return row;
}

/* Setup step 8 puts the housing pawn "on a medium or major city", on a
 * housing space: before round 1 only those are offered. */
static gboolean
space_offered (BfSoloPage *self,
               guint       space)
{
  const BfSpace *s = bf_rules_get_space (rules (), space);
  const BfCity *city = bf_rules_get_city (rules (), s->city);

  if (!space_is_free (get_table (self), space))
    return FALSE;
  if (bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_CHECKLIST)
    return city->kind != BF_CITY_TOWN && s->type == BF_PROJECT_HOUSING;
  return TRUE;
}

/* The project tabs: pawns left on each, to build with. */
static void
update_tabs (BfSoloPage *self)
{
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      int pawns = bf_solo_game_get_tab_pawns (self->game, t);
      g_autofree char *subtitle = NULL;

      if (pawns < 0)
        continue;
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: solo, a project tab; the pawns on it, then how far it was moved */
                                               "%d pawn to build with · moved %u to the right",
                                               "%d pawns to build with · moved %u to the right",
                                               pawns),
                                  pawns, bf_solo_game_get_tab_moves (self->game, t));
      adw_action_row_set_subtitle (self->tab_rows[t], subtitle);
    }
}

/* The cities with a space the player can build on now. */
static void
update_city_choices (BfSoloPage *self)
{
  BfRules *r = rules ();
  Choices c;

  choices_init (&c);
  for (guint i = 0; i < bf_rules_get_n_cities (r); i++)
    {
      const BfCity *city = bf_rules_get_city (r, i);
      const char *kind = city->kind == BF_CITY_TOWN ? C_("city kind", "town")
                         : city->kind == BF_CITY_MEDIUM ? C_("city kind", "medium city")
                         : C_("city kind", "major city");
      gboolean offered = FALSE;

      for (guint k = 0; k < city->n_spaces && !offered; k++)
        offered = space_offered (self, city->first_space + k);
      if (!offered)
        continue;

      /* Translators: a city in the city picker: name, region, kind */
      choices_add (&c, g_strdup_printf (_("%s · %s · %s"), city->name,
                                        bf_rules_get_region (r, city->region)->name, kind), i);
    }
  choices_apply (self, &c, self->city_row);
}

static void
update_space_choices (BfSoloPage *self)
{
  guint city_index;
  const BfCity *city;
  Choices c;

  if (!get_choice (self->city_row, &city_index))
    return;

  city = bf_rules_get_city (rules (), city_index);
  choices_init (&c);
  for (guint i = 0; i < city->n_spaces; i++)
    {
      guint space = city->first_space + i;
      const BfSpace *s = bf_rules_get_space (rules (), space);
      g_autofree char *state = NULL;
      const char *type = s->type == BF_PROJECT_ANY ? _("any project")
                                                   : bf_rules_get_project_type (rules (), s->type)->name;

      if (!space_offered (self, space))
        continue;
      state = space_state (self, space);

      /* Translators: a space in the space picker: number, type, what stands there */
      choices_add (&c, g_strdup_printf (_("Space %u · %s · %s"), s->slot, type, state), space);
    }
  choices_apply (self, &c, self->space_row);
}

static void
update_entries (BfSoloPage *self)
{
  BfGame *table = get_table (self);
  BfPlayer *player = bf_solo_game_get_player (self->game);
  g_autoptr(GArray) supply = bf_solo_game_get_supply (self->game);
  gboolean play = bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_PLAY;
  Choices c;

  adw_preferences_group_set_title (self->projects_group,
                                   play ? _("Projects You Built") : _("Your Housing Pawn"));
  adw_preferences_group_set_description (self->projects_group,
                                         play ? NULL
                                              : _("On a housing space of a medium or major city (setup step 8)."));

  update_city_choices (self);
  update_space_choices (self);
  update_tabs (self);

  remove_all (self->projects_list);
  for (guint i = 0; i < bf_player_get_n_projects (player); i++)
    {
      const BfProject *project = bf_player_get_project (player, i);
      g_autofree char *name = space_name (project->space);

      gtk_list_box_append (self->projects_list,
                           entry_row (name, bf_rules_get_project_type (rules (), project->type)->name,
                                      remove_button ("solo.unbuild", project->space, name)));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->projects_list), bf_player_get_n_projects (player) > 0);

  /* Departments in the supply. */
  choices_init (&c);
  for (guint i = 0; i < supply->len;)
    {
      guint number = g_array_index (supply, guint, i);
      guint n = 0;
      g_autofree char *name = department_name (number);

      while (i < supply->len && g_array_index (supply, guint, i) == number)
        n++, i++;
      /* Translators: a department in the supply picker: name, type, copies left */
      choices_add (&c, g_strdup_printf (_("%s · %s · %u left"), name,
                                        dept_type_name (bf_rules_get_department (rules (), number)->type), n),
                   number);
    }
  choices_apply (self, &c, self->department_row);

  remove_all (self->departments_list);
  for (guint i = 0; i < bf_player_get_n_departments (player); i++)
    {
      const BfBuiltDepartment *dept = bf_player_get_department (player, i);
      g_autofree char *name = department_name (dept->number);

      gtk_list_box_append (self->departments_list,
                           entry_row (name, dept_type_name (bf_rules_get_department (rules (), dept->number)->type),
                                      remove_button ("solo.unbuild-department", dept->number, name)));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->departments_list), bf_player_get_n_departments (player) > 0);

  /* Transport. */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    gtk_spin_button_set_value (self->transport_spins[r], bf_player_get_transport (player, r));

  /* Donations. */
  choices_init (&c);
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      g_autofree char *name = chart_name (pos);

      if (bf_player_has_donation (player, pos))
        continue;
      if (bf_game_get_chart_blocked (table, pos))
        /* Translators: a donation space in the picker that holds a blocking disk */
        choices_add (&c, g_strdup_printf (_("%s (blocked)"), name), pos);
      else if (bf_player_has_donation (bf_game_get_andrew (table), pos))
        /* Translators: a donation space in the picker that holds Andrew's disk */
        choices_add (&c, g_strdup_printf (_("%s (Andrew’s)"), name), pos);
      else
        choices_add (&c, g_steal_pointer (&name), pos);
    }
  choices_apply (self, &c, self->donation_row);

  remove_all (self->donations_list);
  for (guint i = 0; i < bf_player_get_n_donations (player); i++)
    {
      BfChartPos pos = bf_player_get_donation (player, i);
      g_autofree char *name = chart_name (pos);

      gtk_list_box_append (self->donations_list,
                           entry_row (name, NULL, remove_button ("solo.undonate", pos, name)));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->donations_list), bf_player_get_n_donations (player) > 0);
}

/* The first item of a correction's "really" list: nothing chosen yet. */
#define NOT_CHOSEN (G_MAXUINT - 1)

/* Whether @text matches the search @query (case and accents of the
 * letters as typed aside: a casefolded substring). */
static gboolean
matches (const char *text,
         const char *query)
{
  g_autofree char *folded_text = NULL;
  g_autofree char *folded_query = NULL;

  if (query == NULL || *query == '\0')
    return TRUE;

  folded_text = g_utf8_casefold (text, -1);
  folded_query = g_utf8_casefold (query, -1);
  return strstr (folded_text, folded_query) != NULL;
}

static void
add_found_space (Choices     *c,
                 GtkEditable *search,
                 guint        space)
{
  g_autofree char *name = space_name (space);

  if (matches (name, gtk_editable_get_text (search)))
    choices_add (c, g_steal_pointer (&name), space);
}

/* As choices_apply(); while a search is typed, its first match is
 * selected, so that the city typed is one tap from Correct. */
static void
choices_apply_found (BfSoloPage  *self,
                     Choices     *c,
                     AdwComboRow *row,
                     GtkEditable *search)
{
  const char *query = gtk_editable_get_text (search);
  gboolean found = c->values->len > 2;

  choices_apply (self, c, row);
  if (query != NULL && *query != '\0' && found)
    {
      gboolean was_updating = self->updating;

      self->updating = TRUE;
      adw_combo_row_set_selected (row, 1);
      self->updating = was_updating;
    }
}

static void
update_corrections (BfSoloPage *self)
{
  BfGame *table = get_table (self);
  BfPlayer *andrew = bf_game_get_andrew (table);
  g_autoptr(GArray) supply = bf_solo_game_get_supply (self->game);
  guint n_spaces = bf_rules_get_n_spaces (rules ());
  Choices c;

  adw_combo_row_set_selected (self->card_position_row, bf_solo_game_get_card_position (self->game));
  /* With the app's deck there is no card on the table (docs/solo.md,
   * "Words for the table"). */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->card_position_row),
                                 bf_solo_game_get_own_cards (self->game)
                                 ? _("This round’s card lies under")
                                 /* Translators: solo correction, the VP card Andrew's round counts on */
                                 : _("Andrew’s round counts on"));

  /* Andrew's project disk. */
  choices_init (&c);
  for (guint i = bf_player_get_n_projects (andrew); i > 0; i--)
    choices_add (&c, space_name (bf_player_get_project (andrew, i - 1)->space),
                 bf_player_get_project (andrew, i - 1)->space);
  choices_add (&c, g_strdup (_("Nowhere: he has one more pawn")), BF_SOLO_NO_SPACE);
  choices_apply (self, &c, self->fix_project_from);

  /* Where it really is: nothing until the player chooses (applied
   * unchanged, a correction must not add or move a piece), the list
   * narrowed by the search. */
  choices_init (&c);
  choices_add (&c, g_strdup (_("Choose where it really is")), NOT_CHOSEN);
  for (guint s = 0; s < n_spaces; s++)
    if (space_is_free (table, s))
      add_found_space (&c, self->fix_project_search, s);
  choices_add (&c, g_strdup (_("Nowhere: take it away")), BF_SOLO_NO_SPACE);
  choices_apply_found (self, &c, self->fix_project_to, self->fix_project_search);

  /* Andrew's donation disk. */
  choices_init (&c);
  for (guint i = bf_player_get_n_donations (andrew); i > 0; i--)
    choices_add (&c, chart_name (bf_player_get_donation (andrew, i - 1)),
                 bf_player_get_donation (andrew, i - 1));
  choices_add (&c, g_strdup (_("Nowhere: he has one more pawn")), BF_CHART_POS_NONE);
  choices_apply (self, &c, self->fix_donation_from);

  choices_init (&c);
  choices_add (&c, g_strdup (_("Choose where it really is")), NOT_CHOSEN);
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    if (!bf_game_get_chart_blocked (table, pos) && !bf_player_has_donation (andrew, pos))
      choices_add (&c, chart_name (pos), pos);
  choices_add (&c, g_strdup (_("Nowhere: take it away")), BF_CHART_POS_NONE);
  choices_apply (self, &c, self->fix_donation_to);

  /* Andrew's department tiles. */
  choices_init (&c);
  for (guint i = bf_player_get_n_taken (andrew); i > 0; i--)
    {
      guint number = bf_player_get_taken (andrew, i - 1);
      gboolean seen = FALSE;

      for (guint k = 0; k < c.values->len; k++)
        seen |= g_array_index (c.values, guint, k) == number;
      if (!seen)
        choices_add (&c, department_name (number), number);
    }
  choices_add (&c, g_strdup (_("None: he took one more")), 0);
  choices_apply (self, &c, self->fix_department_from);

  choices_init (&c);
  choices_add (&c, g_strdup (_("Choose the tile he really took")), NOT_CHOSEN);
  for (guint i = 0; i < supply->len; i++)
    if (i == 0 || g_array_index (supply, guint, i) != g_array_index (supply, guint, i - 1))
      choices_add (&c, department_name (g_array_index (supply, guint, i)), g_array_index (supply, guint, i));
  choices_add (&c, g_strdup (_("None: back to the supply")), 0);
  choices_apply (self, &c, self->fix_department_to);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    gtk_spin_button_set_value (self->andrew_spins[r], bf_player_get_transport (andrew, r));

  /* Blocking disks. */
  choices_init (&c);
  for (guint s = 0; s < n_spaces; s++)
    if (bf_game_get_space_blocked (table, s))
      choices_add (&c, space_name (s), s);
  choices_apply (self, &c, self->fix_blocking_from);

  choices_init (&c);
  choices_add (&c, g_strdup (_("Choose where it really is")), NOT_CHOSEN);
  for (guint s = 0; s < n_spaces; s++)
    if (space_is_free (table, s))
      add_found_space (&c, self->fix_blocking_search, s);
  choices_apply_found (self, &c, self->fix_blocking_to, self->fix_blocking_search);
}

static void
editor_error_cb (BfSoloPage *self,
                 const char *message)
{
  g_signal_emit (self, signals[ERROR], 0, message);
}

static void
update_table (BfSoloPage *self)
{
  BfGame *table = get_table (self);
  gboolean finished = self->game != NULL && bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_FINISHED;

  if (bf_map_view_get_game (self->map_view) != table)
    {
      bf_map_view_set_game (self->map_view, table);
      bf_map_view_set_player (self->map_view, table != NULL ? bf_game_get_player (table, 0) : NULL);
    }

  if (!finished)
    {
      adw_bin_set_child (self->editor_slot, NULL);
      self->editor = NULL;
      bf_score_view_set_game (self->score_view, NULL);
      return;
    }

  if (self->editor == NULL || bf_player_editor_get_game (self->editor) != table)
    {
      self->editor = bf_player_editor_new (table, bf_solo_game_get_player (self->game));
      g_signal_connect_object (self->editor, "error", G_CALLBACK (editor_error_cb), self,
                               G_CONNECT_SWAPPED);
      adw_bin_set_child (self->editor_slot, GTK_WIDGET (self->editor));
    }
  bf_score_view_set_game (self->score_view, table);
}

static const char *
supply_kind_name (BfSupplyKind kind)
{
  switch (kind)
    {
    case BF_SUPPLY_BASE:
      return _("Base game");
    case BF_SUPPLY_NEW_DEPARTMENTS:
      return _("New Departments");
    case BF_SUPPLY_OPEN_BAR:
    case BF_N_SUPPLY_KINDS:
    default:
      return _("Open Bar");
    }
}

static void
update_details (BfSoloPage *self)
{
  BfSoloGame *game = self->game;
  g_autofree char *seed = g_strdup_printf ("%u", bf_solo_game_get_seed (game));
  g_autoptr(GString) settings = g_string_new (NULL);

  adw_action_row_set_subtitle (self->seed_row, seed);

  g_string_append (settings, bf_rules_get_difficulty (rules (), bf_solo_game_get_difficulty (game))->name);
  g_string_append (settings, " · ");
  g_string_append (settings, supply_kind_name (bf_solo_game_get_supply_kind (game)));
  if (bf_solo_game_get_new_beginning (game))
    {
      g_string_append (settings, " · ");
      g_string_append (settings, _("A New Beginning"));
    }
  g_string_append (settings, " · ");
  g_string_append (settings, bf_solo_game_get_own_cards (game) ? _("your own cards") : _("the app’s cards"));
  adw_action_row_set_subtitle (self->settings_row, settings->str);
}

static void
update_actions (BfSoloPage *self)
{
  BfSoloPhase phase = self->game != NULL ? bf_solo_game_get_phase (self->game) : BF_SOLO_PHASE_FINISHED;
  gboolean play = self->game != NULL && phase == BF_SOLO_PHASE_PLAY;
  gboolean fixes = play || (self->game != NULL && phase == BF_SOLO_PHASE_CHECKLIST);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.confirm", self->game != NULL && phase == BF_SOLO_PHASE_CHOICES);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.set-supply", self->game != NULL && phase == BF_SOLO_PHASE_SETUP_SUPPLY);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.reveal-card",
                                 self->game != NULL && (phase == BF_SOLO_PHASE_SETUP_CARD || phase == BF_SOLO_PHASE_ROUND_CARD));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.start", self->game != NULL && phase == BF_SOLO_PHASE_CHECKLIST);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.choose", self->game != NULL && phase == BF_SOLO_PHASE_CHOOSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.next-round", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.advance", play || (self->game != NULL && phase == BF_SOLO_PHASE_CHECKLIST));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.build", fixes);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.unbuild", fixes);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.build-department", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.unbuild-department", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.donate", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.undonate", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-project", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-donation", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-department", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-blocking", fixes);
}

static void
refresh (BfSoloPage *self)
{
  BfSoloPhase phase;
  gboolean was_updating = self->updating;
  gboolean play, round, setup;

  update_actions (self);
  update_table (self);

  if (self->game == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->leaflet), FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->leaflet), TRUE);

  self->updating = TRUE;

  phase = bf_solo_game_get_phase (self->game);
  play = phase == BF_SOLO_PHASE_PLAY;

  /* Every round opens at its top: Andrew's placements first, not where
   * the last round was scrolled to. */
  if ((int) bf_solo_game_get_round (self->game) != self->shown_round)
    {
      self->shown_round = (int) bf_solo_game_get_round (self->game);
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->main_scroller), 0);
    }

  round = in_round (self);
  setup = phase == BF_SOLO_PHASE_SETUP_CARD || phase == BF_SOLO_PHASE_SETUP_SUPPLY ||
          phase == BF_SOLO_PHASE_CHECKLIST;

  update_status (self);
  update_header (self);
  update_details (self);

  gtk_widget_set_visible (GTK_WIDGET (self->choices_box), phase == BF_SOLO_PHASE_CHOICES);
  gtk_widget_set_visible (GTK_WIDGET (self->supply_box), phase == BF_SOLO_PHASE_SETUP_SUPPLY);
  gtk_widget_set_visible (GTK_WIDGET (self->card_group),
                          phase == BF_SOLO_PHASE_SETUP_CARD || phase == BF_SOLO_PHASE_ROUND_CARD);
  gtk_widget_set_visible (GTK_WIDGET (self->choose_box), phase == BF_SOLO_PHASE_CHOOSE);
  gtk_widget_set_visible (GTK_WIDGET (self->steps_group),
                          setup || phase == BF_SOLO_PHASE_PLAY || phase == BF_SOLO_PHASE_ROUND_CARD);
  gtk_widget_set_visible (GTK_WIDGET (self->laid_group), phase == BF_SOLO_PHASE_CHECKLIST);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->projects_group), play || phase == BF_SOLO_PHASE_CHECKLIST);
  gtk_widget_set_visible (GTK_WIDGET (self->departments_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->transport_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->tabs_group),
                          play && bf_solo_game_get_tab_pawns (self->game, BF_PROJECT_HOUSING) >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->donations_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->map_group), play || phase == BF_SOLO_PHASE_CHECKLIST);
  gtk_widget_set_visible (GTK_WIDGET (self->corrections_group), play || phase == BF_SOLO_PHASE_CHECKLIST);
  gtk_widget_set_visible (GTK_WIDGET (self->card_position_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_project_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_donation_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_department_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_transport_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->advance_button), play || phase == BF_SOLO_PHASE_CHECKLIST);
  gtk_widget_set_visible (GTK_WIDGET (self->finished_box), phase == BF_SOLO_PHASE_FINISHED);

  if (phase == BF_SOLO_PHASE_CHOICES)
    update_choices (self);
  if (phase == BF_SOLO_PHASE_SETUP_SUPPLY)
    update_supply_entry (self);
  if (phase == BF_SOLO_PHASE_CHOOSE)
    update_choose (self);
  if (phase == BF_SOLO_PHASE_ROUND_CARD || phase == BF_SOLO_PHASE_SETUP_CARD)
    adw_preferences_group_set_title (self->card_group,
                                     phase == BF_SOLO_PHASE_SETUP_CARD ? _("The Card You Turned Over")
                                                                      : _("This Round’s Card"));
  if (setup || round)
    update_steps (self);
  if (phase == BF_SOLO_PHASE_CHECKLIST)
    update_laid (self);
  if (play || phase == BF_SOLO_PHASE_CHECKLIST)
    {
      update_entries (self);
      update_corrections (self);
    }

  if (phase == BF_SOLO_PHASE_CHECKLIST)
    gtk_button_set_label (self->advance_button, _("Start Round 1"));
  else if (bf_solo_game_get_round (self->game) >= BF_SOLO_ROUNDS)
    gtk_button_set_label (self->advance_button, _("Final Scoring"));
  else
    gtk_button_set_label (self->advance_button, _("Next Round"));

  self->updating = was_updating;
}

static void
game_changed_cb (BfSoloPage *self)
{
  refresh (self);
}

/* ------------------------------------------------------------------ */
/* Layout                                                              */

static void
folded_changed_cb (BfSoloPage *self)
{
  gboolean folded;
  GtkBox *from;
  GtkBox *to;

  if (self->leaflet == NULL)
    return;
  folded = adw_leaflet_get_folded (self->leaflet);
  from = folded ? self->status_slot : self->compact_slot;
  to = folded ? self->compact_slot : self->status_slot;

  if (gtk_widget_get_parent (GTK_WIDGET (self->status_box)) == GTK_WIDGET (to))
    return;

  g_object_ref (self->status_box);
  gtk_box_remove (from, GTK_WIDGET (self->status_box));
  gtk_box_append (to, GTK_WIDGET (self->status_box));
  g_object_unref (self->status_box);

  gtk_widget_set_visible (GTK_WIDGET (self->compact_slot), folded);
  bf_timeline_view_set_compact (self->timeline_view, folded);
  gtk_widget_set_visible (GTK_WIDGET (self->facts_list), !folded);
  gtk_widget_set_visible (GTK_WIDGET (self->facts_line), folded);
  if (folded)
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

  adw_leaflet_set_visible_child_name (self->leaflet, "main");
  if (self->game != NULL)
    update_status (self);
  update_strip (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

/* ------------------------------------------------------------------ */
/* Entries from the choices                                            */

static void
name_apply_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  if (self->game == NULL || g_strcmp0 (text, bf_solo_game_get_player_name (self->game)) == 0)
    return;
  check (self, bf_solo_game_set_player_name (self->game, text, &error), &error);
}

static void
difficulty_selected_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  guint level = adw_combo_row_get_selected (self->difficulty_row) + 1;

  if (self->updating || self->game == NULL || level == bf_solo_game_get_difficulty (self->game))
    return;
  check (self, bf_solo_game_set_difficulty (self->game, level, &error), &error);
}

static void
supply_kind_selected_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  BfSupplyKind kind = adw_combo_row_get_selected (self->supply_kind_row);

  if (self->updating || self->game == NULL || kind >= BF_N_SUPPLY_KINDS ||
      kind == bf_solo_game_get_supply_kind (self->game))
    return;
  check (self, bf_solo_game_set_supply_kind (self->game, kind, &error), &error);
}

static void
own_cards_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  gboolean active = gtk_switch_get_active (self->own_cards_switch);

  if (self->updating || self->game == NULL || active == bf_solo_game_get_own_cards (self->game))
    return;
  check (self, bf_solo_game_set_own_cards (self->game, active, &error), &error);
}

static void
own_supply_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  gboolean active = gtk_switch_get_active (self->own_supply_switch);

  if (self->updating || self->game == NULL || active == bf_solo_game_get_own_supply (self->game))
    return;
  check (self, bf_solo_game_set_own_supply (self->game, active, &error), &error);
}

static void
new_beginning_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  gboolean active = gtk_switch_get_active (self->new_beginning_switch);

  if (self->updating || self->game == NULL || active == bf_solo_game_get_new_beginning (self->game))
    return;
  check (self, bf_solo_game_set_new_beginning (self->game, active, &error), &error);
}

static void
bid_selected_cb (BfSoloPage  *self,
                 GParamSpec  *pspec,
                 AdwComboRow *row)
{
  g_autoptr(GError) error = NULL;
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "bf-line"));
  guint choice = adw_combo_row_get_selected (row);

  if (self->updating || self->game == NULL || choice == GTK_INVALID_LIST_POSITION ||
      choice == bf_solo_game_get_bid (self->game, line))
    return;
  check (self, bf_solo_game_set_bid (self->game, line, choice, &error), &error);
}

/* ------------------------------------------------------------------ */
/* Entries in the rounds                                               */

static void
city_selected_cb (BfSoloPage *self)
{
  guint space;

  if (self->game == NULL || self->updating)
    return;
  update_space_choices (self);
  /* space_selected_cb does not run while updating. */
  if (get_choice (self->space_row, &space))
    {
      const BfSpace *s = bf_rules_get_space (rules (), space);

      if (s->type != BF_PROJECT_ANY)
        adw_combo_row_set_selected (self->type_row, s->type);
    }
}

static void
space_selected_cb (BfSoloPage *self)
{
  guint space;

  if (self->updating || !get_choice (self->space_row, &space))
    return;

  if (bf_rules_get_space (rules (), space)->type != BF_PROJECT_ANY)
    adw_combo_row_set_selected (self->type_row, bf_rules_get_space (rules (), space)->type);
}

static void
transport_changed_cb (BfSoloPage    *self,
                      GtkSpinButton *spin)
{
  g_autoptr(GError) error = NULL;
  BfRegion region = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "bf-region"));
  guint box = (guint) gtk_spin_button_get_value_as_int (spin);

  if (self->updating || self->game == NULL ||
      box == bf_player_get_transport (bf_solo_game_get_player (self->game), region))
    return;
  check (self, bf_solo_game_move_transport (self->game, region, box, &error), &error);
}

static void
andrew_transport_changed_cb (BfSoloPage    *self,
                             GtkSpinButton *spin)
{
  g_autoptr(GError) error = NULL;
  BfRegion region = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "bf-region"));
  guint box = (guint) gtk_spin_button_get_value_as_int (spin);

  if (self->updating || self->game == NULL || box == bf_player_get_transport (get_andrew (self), region))
    return;
  check (self, bf_solo_game_correct_transport (self->game, region, box, &error), &error);
}

static void
card_position_selected_cb (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;
  guint position = adw_combo_row_get_selected (self->card_position_row);

  if (self->updating || self->game == NULL || position >= BF_N_VP_CARDS ||
      bf_solo_game_get_phase (self->game) != BF_SOLO_PHASE_PLAY ||
      position == bf_solo_game_get_card_position (self->game))
    return;
  check (self, bf_solo_game_correct_card_position (self->game, position, &error), &error);
}

static void
card_activated_cb (BfSoloPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "solo.reveal-card", NULL);
}

/* Actions ------------------------------------------------------------ */

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;

  name_apply_cb (self);
  check (self, bf_solo_game_confirm_setup (self->game, &error), &error);
}

static void
set_timeline_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  BfTimelineSlot tiles[BF_TIMELINE_TILES];

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    tiles[t] = bf_timeline_slot_row_get_slot (self->laid_rows[t]);

  check (self, bf_solo_game_set_timeline (self->game, tiles, &error), &error);
}

static void
set_supply_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint number = 1; number <= BF_N_DEPARTMENTS; number++)
    if (self->supply_spins[number] != NULL)
      for (int n = gtk_spin_button_get_value_as_int (self->supply_spins[number]); n > 0; n--)
        g_array_append_val (numbers, number);

  check (self, bf_solo_game_set_supply (self->game, (const guint *) numbers->data, numbers->len, &error),
         &error);
}

static void
reveal_card_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->card_entry))));

  if (bf_solo_game_reveal_card (self->game, text, &error))
    gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  else
    check (self, FALSE, &error);
}

static void
start_round_1 (BfSoloPage *self)
{
  g_autoptr(GError) error = NULL;

  check (self, bf_solo_game_start (self->game, &error), &error);
}

static void
no_housing_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        BfSoloPage       *self)
{
  if (g_strcmp0 (response, "start") == 0 && self->game != NULL &&
      bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_CHECKLIST)
    start_round_1 (self);
}

/* Setup step 8 comes before round 1: without the player's housing pawn
 * the app asks first (the player may have placed it and not entered it). */
static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  if (bf_player_get_n_projects (bf_solo_game_get_player (self->game)) > 0 || !GTK_IS_WINDOW (root))
    {
      start_round_1 (self);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (root),
                                   _("Your Housing Pawn Is Not Entered"),
                                   _("Setup step 8 puts the pawn from your Housing tab on a housing space of a medium or major city before round 1. Enter it so that Andrew’s cities and your network count it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "enter", _("_Enter It"),
                                    "start", _("_Start Without It"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "enter");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "enter");
  g_signal_connect_object (dialog, "response", G_CALLBACK (no_housing_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint row = g_variant_get_uint32 (parameter);

  if (row >= BF_N_DEPT_TYPES)
    return;
  check (self, bf_solo_game_choose (self->game, row, &error), &error);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;

  check (self, bf_solo_game_next_round (self->game, &error), &error);
}

static void
advance_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);

  if (bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_CHECKLIST)
    start_action (widget, "solo.start", NULL);
  else
    next_round_action (widget, "solo.next-round", NULL);
}

static void
move_tab_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint type = g_variant_get_uint32 (parameter);

  if (type >= BF_N_PROJECT_TYPES)
    return;
  check (self, bf_solo_game_move_tab (self->game, type, bf_solo_game_get_tab_moves (self->game, type) + 1, &error),
         &error);
}

static void
build_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint space;
  guint type = adw_combo_row_get_selected (self->type_row);

  if (!get_choice (self->space_row, &space) || type >= BF_N_PROJECT_TYPES)
    return;
  check (self, bf_solo_game_build (self->game, space, type, &error), &error);
}

static void
unbuild_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;

  check (self, bf_solo_game_unbuild (self->game, g_variant_get_uint32 (parameter), &error), &error);
}

static void
build_department_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint number;

  if (!get_choice (self->department_row, &number))
    return;
  check (self, bf_solo_game_build_department (self->game, number, &error), &error);
}

static void
unbuild_department_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;

  check (self, bf_solo_game_unbuild_department (self->game, g_variant_get_uint32 (parameter), &error), &error);
}

static void
donate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint pos;

  if (!get_choice (self->donation_row, &pos))
    return;
  check (self, bf_solo_game_donate (self->game, pos, &error), &error);
}

static void
undonate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;

  check (self, bf_solo_game_undonate (self->game, g_variant_get_uint32 (parameter), &error), &error);
}

static void
fix_search_changed_cb (BfSoloPage *self)
{
  if (self->game == NULL)
    return;
  update_corrections (self);
}

/* A correction applied without saying where the piece really is. */
static gboolean
chosen (BfSoloPage *self,
        guint       to)
{
  if (to != NOT_CHOSEN)
    return TRUE;

  g_signal_emit (self, signals[ERROR], 0,
                 /* Translators: solo, a correction whose second list was left unchanged */
                 _("Choose where it really is on the table first."));
  return FALSE;
}

static void
correct_project_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_choice (self->fix_project_from, &from) || !get_choice (self->fix_project_to, &to) ||
      !chosen (self, to))
    return;
  check (self, bf_solo_game_correct_project (self->game, from, to, &error), &error);
}

static void
correct_donation_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_choice (self->fix_donation_from, &from) || !get_choice (self->fix_donation_to, &to) ||
      !chosen (self, to))
    return;
  check (self, bf_solo_game_correct_donation (self->game, from, to, &error), &error);
}

static void
correct_department_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_choice (self->fix_department_from, &from) || !get_choice (self->fix_department_to, &to) ||
      !chosen (self, to))
    return;
  check (self, bf_solo_game_correct_department (self->game, from, to, &error), &error);
}

static void
correct_blocking_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfSoloPage *self = BF_SOLO_PAGE (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_choice (self->fix_blocking_from, &from) || !get_choice (self->fix_blocking_to, &to) ||
      !chosen (self, to))
    return;
  check (self, bf_solo_game_correct_blocking (self->game, from, to, &error), &error);
}

/* ------------------------------------------------------------------ */
/* Construction                                                        */

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
build_static_widgets (BfSoloPage *self)
{
  BfRules *r = rules ();
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) types = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) positions = gtk_string_list_new (NULL);

  /* Difficulty levels. */
  for (guint level = 1; level <= bf_rules_get_n_difficulties (r); level++)
    {
      const BfDifficulty *d = bf_rules_get_difficulty (r, level);
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
      const BfBidLine *line = bf_rules_get_bid_line (r, i + 1);
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
      row = entry_row (bf_solo_option_get_name (option), bf_solo_option_explain (option), NULL);
      icon = gtk_image_new_from_icon_name ("action-unavailable-symbolic");
      gtk_widget_add_css_class (icon, "dim-label");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      adw_preferences_group_add (self->unavailable_group, row);
    }

  /* VP cards. */
  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* Translators: one of Andrew's VP cards (0, 1, 3, 6, 10) */
      g_autofree char *value = g_strdup_printf (_("%d VP"), bf_rules_get_vp_card_value (r, p));
      GtkWidget *value_label = gtk_label_new (value);
      GtkWidget *ids = gtk_label_new ("–");

      gtk_widget_add_css_class (box, "card");
      gtk_widget_add_css_class (box, "bf-solo-vp-card");
      gtk_widget_add_css_class (value_label, "bf-solo-vp-value");
      gtk_widget_add_css_class (ids, "bf-solo-card-ids");
      gtk_label_set_wrap (GTK_LABEL (ids), TRUE);
      gtk_label_set_justify (GTK_LABEL (ids), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (ids), 4);
      gtk_widget_set_valign (ids, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), value_label);
      gtk_box_append (GTK_BOX (box), ids);
      gtk_grid_attach (self->vp_grid, box, p, 0, 1, 1);
      self->vp_value_labels[p] = GTK_LABEL (value_label);
      self->vp_id_labels[p] = GTK_LABEL (ids);
    }

  /* The four actions to choose from. */
  for (guint row = 0; row < BF_N_DEPT_TYPES; row++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *title_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *tags = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *title = gtk_label_new (dept_type_name (row));
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

  /* Project tabs: one row each, Move Right when R&D moves it. The
   * description is markup: escaped. */
  {
    g_autofree char *description =
      g_markup_escape_text (_("A project is built with a pawn from its tab. When R&D moves a tab to the right, tap Move Right: the space it reveals holds one more pawn."), -1);

    adw_preferences_group_set_description (self->tabs_group, description);
  }
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_label (_("Move Right"));
      /* Translators: solo, a project tab, "Housing tab" */
      g_autofree char *title = g_strdup_printf (_("%s tab"), bf_rules_get_project_type (r, t)->name);
      /* Translators: solo, accessible name of a tab's button, "Move the Housing tab right" */
      g_autofree char *label = g_strdup_printf (_("Move the %s tab right"), bf_rules_get_project_type (r, t)->name);

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

  /* Project types (the cities follow the table: update_city_choices). */
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    gtk_string_list_append (types, bf_rules_get_project_type (r, t)->name);
  adw_combo_row_set_model (self->type_row, G_LIST_MODEL (types));

  /* Transport spins: the player's and Andrew's. */
  for (BfRegion region = 0; region < BF_N_REGIONS; region++)
    {
      const char *name = bf_rules_get_region (r, region)->name;

      for (guint who = 0; who < 2; who++)
        {
          GtkWidget *spin = gtk_spin_button_new_with_range (1, BF_N_TRACK_BOXES, 1);
          /* Translators: a transport track and the box its marker is in */
          GtkWidget *row = entry_row (name, who == 0 ? _("Box of your marker") : _("Box of Andrew’s marker"),
                                      NULL);

          /* One Tab per number (issue 16). */
          bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
          g_autofree char *label = who == 0
            /* Translators: accessible label, %s is a region */
            ? g_strdup_printf (_("Your transport marker in the %s"), name)
            /* Translators: accessible label, %s is a region */
            : g_strdup_printf (_("Andrew’s transport marker in the %s"), name);

          gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
          gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          g_object_set_data (G_OBJECT (spin), "bf-region", GUINT_TO_POINTER (region));
          if (who == 0)
            {
              g_signal_connect_object (spin, "value-changed", G_CALLBACK (transport_changed_cb), self,
                                       G_CONNECT_SWAPPED);
              adw_preferences_group_add (self->transport_group, row);
              self->transport_spins[region] = GTK_SPIN_BUTTON (spin);
            }
          else
            {
              g_signal_connect_object (spin, "value-changed", G_CALLBACK (andrew_transport_changed_cb), self,
                                       G_CONNECT_SWAPPED);
              adw_expander_row_add_row (self->fix_transport_row, row);
              self->andrew_spins[region] = GTK_SPIN_BUTTON (spin);
            }
        }
    }

  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    {
      /* Translators: where this round's card lies, %d is a VP card (0, 1, 3, 6, 10) */
      g_autofree char *text = g_strdup_printf (_("The %d VP card"), bf_rules_get_vp_card_value (r, p));

      gtk_string_list_append (positions, text);
    }
  adw_combo_row_set_model (self->card_position_row, G_LIST_MODEL (positions));

  /* The instruction lists. */
  self->steps_filter = GTK_FILTER (gtk_custom_filter_new (steps_filter_func, self, NULL));
  self->turn_filter = GTK_FILTER (gtk_custom_filter_new (turn_filter_func, self, NULL));
  self->steps_model = gtk_filter_list_model_new (NULL, g_object_ref (self->steps_filter));
  self->turn_model = gtk_filter_list_model_new (NULL, g_object_ref (self->turn_filter));
  gtk_list_box_bind_model (self->steps_list, G_LIST_MODEL (self->steps_model), create_step_row, self, NULL);
  gtk_list_box_bind_model (self->turn_list, G_LIST_MODEL (self->turn_model), create_step_row, self, NULL);
}

static void
bf_solo_page_dispose (GObject *object)
{
  BfSoloPage *self = BF_SOLO_PAGE (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  self->editor = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SOLO_PAGE);

  g_clear_object (&self->steps_model);
  g_clear_object (&self->turn_model);
  g_clear_object (&self->steps_filter);
  g_clear_object (&self->turn_filter);
  g_clear_pointer (&self->supply_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (bf_solo_page_parent_class)->dispose (object);
}

static void
bf_solo_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BfSoloPage *self = BF_SOLO_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, bf_solo_page_get_narrow (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BfSoloPage *self = BF_SOLO_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bf_solo_page_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_page_class_init (BfSoloPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_solo_page_dispose;
  object_class->get_property = bf_solo_page_get_property;
  object_class->set_property = bf_solo_page_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_SOLO_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BfSoloPage:narrow:
   *
   * Whether the page is in its narrow (phone) layout: the status at the
   * top instead of beside the round. A header can shorten its title.
   */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfSoloPage::error:
   * @self: the page
   * @message: why the game refused an entry, for the user
   *
   * Emitted when the game refuses an entry made on the page; the page
   * already shows the game's state again.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, BfSoloPage, name)
  BIND (status_slot);
  BIND (status_box);
  BIND (round_label);
  BIND (andrew_vp_label);
  BIND (phase_label);
  BIND (timeline_view);
  BIND (vp_cards_title);
  BIND (vp_grid);
  BIND (facts_line);
  BIND (facts_list);
  BIND (next_pick_row);
  BIND (next_pick_label);
  BIND (supply_row);
  BIND (supply_label);
  BIND (pawns_label);
  BIND (compact_slot);
  BIND (title_label);
  BIND (hint_label);
  BIND (choices_box);
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
  BIND (supply_box);
  BIND (supply_list);
  BIND (supply_count_label);
  BIND (supply_button);
  BIND (card_group);
  BIND (card_entry);
  BIND (card_button);
  BIND (choose_box);
  BIND (back_label);
  BIND (next_back_label);
  BIND (choose_buttons);
  BIND (steps_group);
  BIND (laid_group);
  BIND (laid_expander);
  BIND (laid_list);
  BIND (laid_button);
  BIND (steps_list);
  BIND (turn_group);
  BIND (turn_list);
  BIND (projects_group);
  BIND (main_scroller);
  BIND (strip_revealer);
  BIND (strip_label);
  BIND (city_row);
  BIND (space_row);
  BIND (type_row);
  BIND (build_button);
  BIND (projects_list);
  BIND (departments_group);
  BIND (department_row);
  BIND (department_button);
  BIND (departments_list);
  BIND (transport_group);
  BIND (tabs_group);
  BIND (donations_group);
  BIND (donation_row);
  BIND (donate_button);
  BIND (donations_list);
  BIND (map_group);
  BIND (map_view);
  BIND (corrections_group);
  BIND (card_position_row);
  BIND (fix_project_row);
  BIND (fix_project_from);
  BIND (fix_project_to);
  BIND (fix_project_search);
  BIND (fix_blocking_search);
  BIND (fix_project_button);
  BIND (fix_donation_row);
  BIND (fix_donation_from);
  BIND (fix_donation_to);
  BIND (fix_donation_button);
  BIND (fix_department_row);
  BIND (fix_department_from);
  BIND (fix_department_to);
  BIND (fix_department_button);
  BIND (fix_transport_row);
  BIND (fix_blocking_row);
  BIND (fix_blocking_from);
  BIND (fix_blocking_to);
  BIND (fix_blocking_button);
  BIND (advance_button);
  BIND (finished_box);
  BIND (editor_slot);
  BIND (score_view);
  BIND (details_group);
  BIND (seed_row);
  BIND (settings_row);
#undef BIND

  gtk_widget_class_bind_template_callback (widget_class, folded_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, difficulty_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, own_cards_cb);
  gtk_widget_class_bind_template_callback (widget_class, supply_kind_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, own_supply_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_beginning_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, city_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, space_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_position_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, fix_search_changed_cb);

  gtk_widget_class_install_action (widget_class, "solo.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "solo.set-supply", NULL, set_supply_action);
  gtk_widget_class_install_action (widget_class, "solo.set-timeline", NULL, set_timeline_action);
  gtk_widget_class_install_action (widget_class, "solo.move-tab", "u", move_tab_action);
  gtk_widget_class_install_action (widget_class, "solo.reveal-card", NULL, reveal_card_action);
  gtk_widget_class_install_action (widget_class, "solo.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "solo.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "solo.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "solo.advance", NULL, advance_action);
  gtk_widget_class_install_action (widget_class, "solo.build", NULL, build_action);
  gtk_widget_class_install_action (widget_class, "solo.unbuild", "u", unbuild_action);
  gtk_widget_class_install_action (widget_class, "solo.build-department", NULL, build_department_action);
  gtk_widget_class_install_action (widget_class, "solo.unbuild-department", "u", unbuild_department_action);
  gtk_widget_class_install_action (widget_class, "solo.donate", NULL, donate_action);
  gtk_widget_class_install_action (widget_class, "solo.undonate", "u", undonate_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-project", NULL, correct_project_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-donation", NULL, correct_donation_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-department", NULL, correct_department_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-blocking", NULL, correct_blocking_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "solo.advance", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "solo.advance", NULL);

  gtk_widget_class_set_css_name (widget_class, "bf-solo-page");
}

static void
bf_solo_page_init (BfSoloPage *self)
{
  g_type_ensure (BF_TYPE_TIMELINE_VIEW);
  g_type_ensure (BF_TYPE_MAP_VIEW);
  g_type_ensure (BF_TYPE_SCORE_VIEW);

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_wrap_combo_lists (GTK_WIDGET (self));

  self->leaflet = ADW_LEAFLET (adw_bin_get_child (ADW_BIN (self)));
  self->supply_rows = g_ptr_array_new ();
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      self->laid_rows[t] = bf_timeline_slot_row_new (t);
      gtk_list_box_append (self->laid_list, self->laid_rows[t]);
    }
  adw_leaflet_set_visible_child_name (self->leaflet, "main");
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->main_scroller), "value-changed",
                           G_CALLBACK (update_strip), self, G_CONNECT_SWAPPED);
  gtk_widget_set_visible (GTK_WIDGET (self->advance_button), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->advance_button), "solo.advance");
  /* The game's signals follow bf_solo_page_set_game(). */
  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_SOLO_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  build_static_widgets (self);
  refresh (self);
}

/* ------------------------------------------------------------------ */
/* Public API                                                          */

GtkWidget *
bf_solo_page_new (void)
{
  return g_object_new (BF_TYPE_SOLO_PAGE, NULL);
}

gboolean
bf_solo_page_get_narrow (BfSoloPage *self)
{
  g_return_val_if_fail (BF_IS_SOLO_PAGE (self), FALSE);

  return adw_leaflet_get_folded (self->leaflet);
}

BfSoloGame *
bf_solo_page_get_game (BfSoloPage *self)
{
  g_return_val_if_fail (BF_IS_SOLO_PAGE (self), NULL);

  return self->game;
}

void
bf_solo_page_set_game (BfSoloPage *self,
                       BfSoloGame *game)
{
  g_return_if_fail (BF_IS_SOLO_PAGE (self));
  g_return_if_fail (game == NULL || BF_IS_SOLO_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  self->supply_entry_built = FALSE;
  bf_timeline_view_set_game (self->timeline_view, game);
  gtk_editable_set_text (GTK_EDITABLE (self->card_entry), "");
  /* The name row keeps what is typed until it is applied (or the
   * table dealt), so it is only set for a new game. */
  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         game != NULL && bf_solo_game_get_player_name (game) != NULL
                         ? bf_solo_game_get_player_name (game) : "");
  refresh (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* ------------------------------------------------------------------ */
/* For the tests                                                       */

GtkButton *
_bf_solo_page_get_button (BfSoloPage   *self,
                          BfSoloButton  button)
{
  switch (button)
    {
    case BF_SOLO_BUTTON_DEAL: return self->deal_button;
    case BF_SOLO_BUTTON_SUPPLY: return self->supply_button;
    case BF_SOLO_BUTTON_CARD: return self->card_button;
    case BF_SOLO_BUTTON_ADVANCE: return self->advance_button;
    case BF_SOLO_BUTTON_BUILD: return self->build_button;
    case BF_SOLO_BUTTON_DEPARTMENT: return self->department_button;
    case BF_SOLO_BUTTON_DONATE: return self->donate_button;
    case BF_SOLO_BUTTON_FIX_PROJECT: return self->fix_project_button;
    case BF_SOLO_BUTTON_FIX_DONATION: return self->fix_donation_button;
    case BF_SOLO_BUTTON_FIX_DEPARTMENT: return self->fix_department_button;
    case BF_SOLO_BUTTON_FIX_BLOCKING: return self->fix_blocking_button;
    case BF_N_SOLO_BUTTONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

AdwComboRow *
_bf_solo_page_get_combo (BfSoloPage  *self,
                         BfSoloCombo  combo)
{
  switch (combo)
    {
    case BF_SOLO_COMBO_DIFFICULTY: return self->difficulty_row;
    case BF_SOLO_COMBO_SUPPLY_KIND: return self->supply_kind_row;
    case BF_SOLO_COMBO_CITY: return self->city_row;
    case BF_SOLO_COMBO_SPACE: return self->space_row;
    case BF_SOLO_COMBO_PROJECT_TYPE: return self->type_row;
    case BF_SOLO_COMBO_DEPARTMENT: return self->department_row;
    case BF_SOLO_COMBO_DONATION: return self->donation_row;
    case BF_SOLO_COMBO_CARD_POSITION: return self->card_position_row;
    case BF_SOLO_COMBO_FIX_PROJECT_FROM: return self->fix_project_from;
    case BF_SOLO_COMBO_FIX_PROJECT_TO: return self->fix_project_to;
    case BF_SOLO_COMBO_FIX_DONATION_FROM: return self->fix_donation_from;
    case BF_SOLO_COMBO_FIX_DONATION_TO: return self->fix_donation_to;
    case BF_SOLO_COMBO_FIX_DEPARTMENT_FROM: return self->fix_department_from;
    case BF_SOLO_COMBO_FIX_DEPARTMENT_TO: return self->fix_department_to;
    case BF_SOLO_COMBO_FIX_BLOCKING_FROM: return self->fix_blocking_from;
    case BF_SOLO_COMBO_FIX_BLOCKING_TO: return self->fix_blocking_to;
    case BF_N_SOLO_COMBOS:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
_bf_solo_page_select_value (BfSoloPage  *self,
                            BfSoloCombo  combo,
                            guint        value)
{
  AdwComboRow *row = _bf_solo_page_get_combo (self, combo);

  if (g_object_get_data (G_OBJECT (row), "bf-values") == NULL)
    {
      if (value >= g_list_model_get_n_items (adw_combo_row_get_model (row)))
        return FALSE;
      adw_combo_row_set_selected (row, value);
      return TRUE;
    }
  return select_value (self, row, value);
}

GtkButton *
_bf_solo_page_get_choose_button (BfSoloPage *self,
                                 BfDeptType  row)
{
  return self->choose[row];
}

GtkSwitch *
_bf_solo_page_get_switch (BfSoloPage   *self,
                          BfSoloOption  option)
{
  g_return_val_if_fail (option == BF_SOLO_OPTION_NEW_BEGINNING, NULL);

  return self->new_beginning_switch;
}

GtkSwitch *
_bf_solo_page_get_own_cards (BfSoloPage *self)
{
  return self->own_cards_switch;
}

GtkEditable *
_bf_solo_page_get_card_entry (BfSoloPage *self)
{
  return GTK_EDITABLE (self->card_entry);
}

GtkEditable *
_bf_solo_page_get_name_entry (BfSoloPage *self)
{
  return GTK_EDITABLE (self->name_row);
}

GtkSpinButton *
_bf_solo_page_get_transport_spin (BfSoloPage *self,
                                  BfRegion    region)
{
  return self->transport_spins[region];
}

GtkSpinButton *
_bf_solo_page_get_andrew_transport_spin (BfSoloPage *self,
                                         BfRegion    region)
{
  return self->andrew_spins[region];
}

GtkButton *
_bf_solo_page_get_unbuild_button (BfSoloPage *self,
                                  guint       space)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->projects_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *button = row;

      /* The remove button is the row's only GtkButton. */
      while (button != NULL && !GTK_IS_BUTTON (button))
        {
          GtkWidget *child = gtk_widget_get_first_child (button);
          GtkWidget *found = NULL;

          for (; child != NULL && found == NULL; child = gtk_widget_get_next_sibling (child))
            {
              GtkWidget *w = child;

              while (w != NULL && !GTK_IS_BUTTON (w))
                w = gtk_widget_get_last_child (w);
              found = w;
            }
          button = found;
        }
      if (button != NULL)
        {
          GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

          if (target != NULL && g_variant_get_uint32 (target) == space)
            return GTK_BUTTON (button);
        }
    }
  return NULL;
}

GtkLabel *
_bf_solo_page_get_round_label (BfSoloPage *self)
{
  return self->round_label;
}

GtkLabel *
_bf_solo_page_get_andrew_vp_label (BfSoloPage *self)
{
  return self->andrew_vp_label;
}

GtkLabel *
_bf_solo_page_get_title_label (BfSoloPage *self)
{
  return self->title_label;
}

GtkLabel *
_bf_solo_page_get_vp_card_label (BfSoloPage *self,
                                 guint       position)
{
  g_return_val_if_fail (position < BF_N_VP_CARDS, NULL);

  return self->vp_id_labels[position];
}

GtkLabel *
_bf_solo_page_get_next_pick_label (BfSoloPage *self)
{
  return self->next_pick_label;
}

GtkLabel *
_bf_solo_page_get_supply_label (BfSoloPage *self)
{
  return self->supply_label;
}

BfTimelineView *
_bf_solo_page_get_timeline_view (BfSoloPage *self)
{
  return self->timeline_view;
}

BfMapView *
_bf_solo_page_get_map_view (BfSoloPage *self)
{
  return self->map_view;
}

GtkListBox *
_bf_solo_page_get_steps_list (BfSoloPage *self)
{
  return self->steps_list;
}

GtkListBox *
_bf_solo_page_get_turn_list (BfSoloPage *self)
{
  return self->turn_list;
}

BfScoreView *
_bf_solo_page_get_score_view (BfSoloPage *self)
{
  return self->score_view;
}

BfPlayerEditor *
_bf_solo_page_get_player_editor (BfSoloPage *self)
{
  return self->editor;
}

AdwLeaflet *
_bf_solo_page_get_leaflet (BfSoloPage *self)
{
  return self->leaflet;
}

gboolean
_bf_solo_page_section_visible (BfSoloPage *self,
                               const char *section)
{
  GtkWidget *widget = NULL;

  if (g_str_equal (section, "choices"))
    widget = GTK_WIDGET (self->choices_box);
  else if (g_str_equal (section, "supply"))
    widget = GTK_WIDGET (self->supply_box);
  else if (g_str_equal (section, "card"))
    widget = GTK_WIDGET (self->card_group);
  else if (g_str_equal (section, "choose"))
    widget = GTK_WIDGET (self->choose_box);
  else if (g_str_equal (section, "steps"))
    widget = GTK_WIDGET (self->steps_group);
  else if (g_str_equal (section, "turn"))
    widget = GTK_WIDGET (self->turn_group);
  else if (g_str_equal (section, "entries"))
    widget = GTK_WIDGET (self->departments_group);
  else if (g_str_equal (section, "corrections"))
    widget = GTK_WIDGET (self->corrections_group);
  else if (g_str_equal (section, "finished"))
    widget = GTK_WIDGET (self->finished_box);

  g_return_val_if_fail (widget != NULL, FALSE);
  return gtk_widget_get_visible (widget);
}
