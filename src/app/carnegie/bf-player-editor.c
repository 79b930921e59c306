/* bf-player-editor.c
 *
 * One player's end-of-game table: transport tracks, donations and the
 * secret donation, the counts (employees, money, goods, project tabs,
 * score track, VP cards), the Action Choice tile. The departments are in
 * bf-player-editor-departments.c, the seat and turn order in
 * bf-player-editor-turn.c (bf-player-editor-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-player-editor"

#include "config.h"

#include "bf-player-editor.h"
#include "bf-widgets.h"

#include <glib/gi18n.h>

#include "bf-donation-chart-view.h"
#include "bf-score-view.h"
#include "bf-player-editor-private.h"

G_DEFINE_FINAL_TYPE (BfPlayerEditor, bf_player_editor, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLAYER,
  N_PROPS
};

enum {
  ERROR,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void bf_player_editor_update (BfPlayerEditor *self);

void
_bf_player_editor_report_error (BfPlayerEditor *self,
                                const char     *message)
{
  g_signal_emit (self, signals[ERROR], 0, message);
  /* Show what the model holds: nothing of the refused change stays. */
  bf_player_editor_update (self);
}

const char *
_bf_player_editor_dept_type_name (BfPlayerEditor *self,
                                  BfDeptType      type)
{
  return bf_carnegie_rules_get_dept_type (bf_carnegie_game_get_rules (self->game), type)->name;
}

gboolean
_bf_player_editor_department_in_play (BfPlayerEditor     *self,
                                      const BfDepartment *dept)
{
  return !dept->expansion ||
         bf_carnegie_game_has_module (self->game, BF_MODULE_NEW_DEPARTMENTS) ||
         bf_carnegie_game_has_module (self->game, BF_MODULE_OPEN_BAR);
}

void
_bf_player_editor_announce (BfPlayerEditor *self,
                            GtkWidget      *widget,
                            const char     *result)
{
  bf_score_view_announce_entry (widget, self->game, self->player, result);
}

/* Transport: each region's row follows that region's marker
 * (BfCarnegieTransport), its subtitle and toggles bound to the marker's
 * box; a marker moved touches its own row and no other. */

static char *box_label (BfPlayerEditor *self,
                        BfRegion        region,
                        guint           box);

static void
transport_toggled_cb (GtkToggleButton *button,
                      BfPlayerEditor  *self)
{
  g_autoptr(GError) error = NULL;

  if (!gtk_toggle_button_get_active (button))
    return;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
      if (self->transport_buttons[r][b] == button)
        {
          guint marked = bf_carnegie_player_get_transport (self->player, r);
          g_autofree char *box = NULL;
          g_autofree char *result = NULL;

          /* The toggle only shows where the marker is (an entry
           * elsewhere, Undo): nothing entered, nothing said. */
          if (marked == b + 1)
            return;

          if (!bf_carnegie_player_set_transport (self->player, r, b + 1, &error))
            {
              gtk_toggle_button_set_active (self->transport_buttons[r][marked - 1], TRUE);
              _bf_player_editor_report_error (self, error->message);
              return;
            }

          box = box_label (self, r, b + 1);
          /* Translators: said by the screen reader after a transport box
           * is chosen: region, "Box 3 · Train" */
          result = g_strdup_printf (_("%s: %s marked"),
                                    bf_carnegie_rules_get_region (bf_carnegie_game_get_rules (self->game), r)->name,
                                    box);
          _bf_player_editor_announce (self, GTK_WIDGET (button), result);
          return;
        }
}

static char *
box_label (BfPlayerEditor *self,
           BfRegion        region,
           guint           box)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  const BfTrackBox *info = bf_carnegie_rules_get_track_box (rules, region, box);

  /* Translators: a transport track box and its level, "Box 3 · Train" */
  return g_strdup_printf (_("Box %u · %s"), box, bf_carnegie_rules_get_level (rules, info->level)->name);
}

static void
build_transport (BfPlayerEditor *self)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      const char *region = bf_carnegie_rules_get_region (rules, r)->name;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkToggleButton *group = NULL;

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), region);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (box, "linked");
      gtk_widget_add_css_class (box, "bf-track");

      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        {
          g_autofree char *number = g_strdup_printf ("%u", b + 1);
          g_autofree char *tooltip = box_label (self, r, b + 1);
          g_autofree char *accessible = NULL;
          GtkWidget *button = gtk_toggle_button_new_with_label (number);

          /* Translators: accessible name of a transport box button,
           * "East: Box 3 · Train" */
          accessible = g_strdup_printf (_("%s: %s"), region, tooltip);
          gtk_widget_set_tooltip_text (button, tooltip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                          -1);
          gtk_widget_add_css_class (button, "bf-track-box");
          if (group != NULL)
            gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
          else
            group = GTK_TOGGLE_BUTTON (button);
          g_signal_connect (button, "toggled", G_CALLBACK (transport_toggled_cb), self);
          gtk_box_append (GTK_BOX (box), button);
          self->transport_buttons[r][b] = GTK_TOGGLE_BUTTON (button);
        }

      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      adw_preferences_group_add (self->transport_group, row);
      self->transport_rows[r] = ADW_ACTION_ROW (row);
    }
}

static gboolean
box_to_label_cb (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  BfPlayerEditor *self = user_data;
  g_autoptr(BfCarnegieTransport) marker = BF_CARNEGIE_TRANSPORT (g_binding_dup_source (binding));

  g_value_take_string (to, box_label (self, bf_carnegie_transport_get_region (marker),
                                      g_value_get_uint (from)));
  return TRUE;
}

static gboolean
box_is_cb (GBinding     *binding,
           const GValue *from,
           GValue       *to,
           gpointer      box)
{
  g_value_set_boolean (to, g_value_get_uint (from) == GPOINTER_TO_UINT (box));
  return TRUE;
}

static void name_transport_boxes (BfPlayerEditor *self,
                                  BfRegion        region,
                                  guint           marked);

static void
marker_moved_cb (BfPlayerEditor      *self,
                 GParamSpec          *pspec,
                 BfCarnegieTransport *marker)
{
  name_transport_boxes (self, bf_carnegie_transport_get_region (marker),
                        bf_carnegie_transport_get_box (marker));
}

/* The row of each region shows its marker: the box as the subtitle and
 * the tooltip (set only when the box changes: a tooltip set makes GTK
 * query the pointer), the box's toggle, the boxes' names. Groups, so
 * that nothing of the editor is reached once it is disposed. */
static void
bind_transport (BfPlayerEditor *self)
{
  GListModel *markers = bf_carnegie_player_get_transports (self->player);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_autoptr(BfCarnegieTransport) marker = g_list_model_get_item (markers, r);
      GBindingGroup *bindings = g_binding_group_new ();

      g_assert (bf_carnegie_transport_get_region (marker) == r);
      g_binding_group_bind_full (bindings, "box", self->transport_rows[r], "subtitle",
                                 G_BINDING_SYNC_CREATE, box_to_label_cb, NULL, self, NULL);
      g_binding_group_bind_full (bindings, "box", self->transport_rows[r], "tooltip-text",
                                 G_BINDING_SYNC_CREATE, box_to_label_cb, NULL, self, NULL);
      for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
        g_binding_group_bind_full (bindings, "box", self->transport_buttons[r][b], "active",
                                   G_BINDING_SYNC_CREATE, box_is_cb, NULL,
                                   GUINT_TO_POINTER (b + 1), NULL);
      g_binding_group_set_source (bindings, marker);
      self->transport_bindings[r] = bindings;

      self->transport_signals[r] = g_signal_group_new (BF_TYPE_CARNEGIE_TRANSPORT);
      g_signal_group_connect_object (self->transport_signals[r], "notify::box",
                                     G_CALLBACK (marker_moved_cb), self, G_CONNECT_SWAPPED);
      g_signal_group_set_target (self->transport_signals[r], marker);
      name_transport_boxes (self, r, bf_carnegie_transport_get_box (marker));
    }
}

/* The box the marker is in says so in its name (Orca reads no pressed
 * state of a push button): "East: Box 2 · Stagecoach, marked". */
static void
name_transport_boxes (BfPlayerEditor *self,
                      BfRegion        region,
                      guint           marked)
{
  const char *name = bf_carnegie_rules_get_region (bf_carnegie_game_get_rules (self->game), region)->name;

  for (guint b = 0; b < BF_N_TRACK_BOXES; b++)
    {
      g_autofree char *box = box_label (self, region, b + 1);
      g_autofree char *accessible = NULL;

      if (b + 1 == marked)
        /* Translators: accessible name of the transport box holding the
         * marker: region, "Box 3 · Train" */
        accessible = g_strdup_printf (_("%s: %s, marked"), name, box);
      else
        /* Translators: accessible name of a transport box button,
         * "East: Box 3 · Train" */
        accessible = g_strdup_printf (_("%s: %s"), name, box);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->transport_buttons[region][b]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                      -1);
    }
}

/* Secret donation */

static void
secret_selected_cb (BfPlayerEditor *self)
{
  g_autoptr(GError) error = NULL;
  guint selected;

  if (self->updating > 0)
    return;

  selected = adw_combo_row_get_selected (self->secret_row);
  if (selected == GTK_INVALID_LIST_POSITION)
    return;

  if (!bf_carnegie_player_set_secret_donation (self->player,
                                               selected == 0 ? BF_CHART_POS_NONE : selected - 1,
                                               &error))
    _bf_player_editor_report_error (self, error->message);
}

static void
update_secret (BfPlayerEditor *self)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  GListModel *model = G_LIST_MODEL (self->secret_texts);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  gboolean same;
  BfChartPos secret;

  /* Sealed secret donations stay hidden until the reveal at final
   * scoring. */
  gtk_widget_set_visible (GTK_WIDGET (self->secret_group),
                          !bf_carnegie_player_is_andrew (self->player) &&
                          bf_carnegie_game_has_module (self->game, BF_MODULE_SECRET_DONATION) &&
                          !bf_carnegie_game_get_secrets_sealed (self->game));

  /* Translators: no secret donation was made */
  g_ptr_array_add (texts, g_strdup (C_("secret donation", "None")));
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self->game, pos);

      /* Translators: a donation space: "Welfare 4: 4 VP per pair of $5 and 1 goods cube left" */
      g_ptr_array_add (texts, g_strdup_printf (_("%s %u: %s"),
                                               bf_carnegie_rules_get_donation_type (rules, space->type)->name,
                                               BF_CHART_POS_ROW (pos), space->text));
    }
  g_ptr_array_add (texts, NULL);

  same = g_list_model_get_n_items (model) == texts->len - 1;
  for (guint i = 0; same && i < texts->len - 1; i++)
    same = g_strcmp0 (gtk_string_list_get_string (self->secret_texts, i),
                      g_ptr_array_index (texts, i)) == 0;
  if (!same)
    gtk_string_list_splice (self->secret_texts, 0, g_list_model_get_n_items (model),
                            (const char * const *) texts->pdata);

  secret = bf_carnegie_player_get_secret_donation (self->player);
  adw_combo_row_set_selected (self->secret_row,
                              secret == BF_CHART_POS_NONE ? 0 : secret + 1);
}

static void
setup_wrap_label_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  gtk_list_item_set_child (item, label);
}

static void
bind_wrap_label_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

static void
build_secret (BfPlayerEditor *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  /* The chart's texts are long: wrap them in the drop-down list so that
   * it fits a phone. */
  g_signal_connect (factory, "setup", G_CALLBACK (setup_wrap_label_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_wrap_label_cb), NULL);
  adw_combo_row_set_list_factory (self->secret_row, factory);

  self->secret_texts = gtk_string_list_new (NULL);
  self->updating++;
  adw_combo_row_set_model (self->secret_row, G_LIST_MODEL (self->secret_texts));
  self->updating--;
}

/* Counts */

typedef struct
{
  const char *title;
  const char *subtitle;
  int         lower;
  int         upper;
} FieldInfo;

/* Enough for the widest values: 9999 (money, goods) and -999 (score
 * track). */
#define SPIN_WIDTH_CHARS 4

static const FieldInfo fields[BF_N_EDITOR_FIELDS] = {
  [BF_EDITOR_FIELD_ACTIVE] = { N_("Active employees"), N_("Standing, anywhere in the company"), 0, BF_MAX_EMPLOYEES },
  [BF_EDITOR_FIELD_INACTIVE_BOARD] = { N_("Inactive employees on the board"), N_("Lying down in the company"), 0, BF_MAX_EMPLOYEES },
  [BF_EDITOR_FIELD_INACTIVE_MISSIONS] = { N_("Inactive employees on missions"), N_("Lying down on the map"), 0, BF_MAX_EMPLOYEES },
  [BF_EDITOR_FIELD_ACTIVE_ON_COST] = { N_("Active employees on paid workstations ($1+)"), N_("Standing on a workstation with a cost of $1 or more"), 0, BF_MAX_EMPLOYEES },
  [BF_EDITOR_FIELD_EMPTY_SPACES] = { N_("Empty company-board spaces"), N_("Spaces without a department"), 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_MONEY] = { N_("Money ($)"), NULL, 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_GOODS] = { N_("Goods"), N_("Goods cubes left"), 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_TAB_HOUSING] = { NULL, NULL, 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_TAB_COMMERCE] = { NULL, NULL, 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_TAB_INDUSTRY] = { NULL, NULL, 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_TAB_PUBLIC] = { NULL, NULL, 0, BF_MAX_COUNT },
  [BF_EDITOR_FIELD_SCORE_TRACK] = { N_("Score track"), N_("VP where the score pawn stands; may be negative"), -999, 999 },
  [BF_EDITOR_FIELD_VP_CARD_0] = { NULL, NULL, 0, BF_N_ANDREW_DECK },
  [BF_EDITOR_FIELD_VP_CARD_1] = { NULL, NULL, 0, BF_N_ANDREW_DECK },
  [BF_EDITOR_FIELD_VP_CARD_2] = { NULL, NULL, 0, BF_N_ANDREW_DECK },
  [BF_EDITOR_FIELD_VP_CARD_3] = { NULL, NULL, 0, BF_N_ANDREW_DECK },
  [BF_EDITOR_FIELD_VP_CARD_4] = { NULL, NULL, 0, BF_N_ANDREW_DECK },
};

/* The fields that show a property of the player (humans only): bound to
 * their spin buttons, the others are set by update_counts(). */
static const char * const field_properties[BF_N_EDITOR_FIELDS] = {
  [BF_EDITOR_FIELD_ACTIVE] = "active-employees",
  [BF_EDITOR_FIELD_INACTIVE_BOARD] = "inactive-board",
  [BF_EDITOR_FIELD_INACTIVE_MISSIONS] = "inactive-missions",
  [BF_EDITOR_FIELD_ACTIVE_ON_COST] = "active-on-cost",
  [BF_EDITOR_FIELD_EMPTY_SPACES] = "empty-spaces",
  [BF_EDITOR_FIELD_MONEY] = "money",
  [BF_EDITOR_FIELD_GOODS] = "goods",
  [BF_EDITOR_FIELD_SCORE_TRACK] = "score-track",
};

static int
model_value (BfPlayerEditor *self,
             BfEditorField   field)
{
  switch (field)
    {
    case BF_EDITOR_FIELD_ACTIVE:
      return bf_carnegie_player_get_active_employees (self->player);
    case BF_EDITOR_FIELD_INACTIVE_BOARD:
      return bf_carnegie_player_get_inactive_board (self->player);
    case BF_EDITOR_FIELD_INACTIVE_MISSIONS:
      return bf_carnegie_player_get_inactive_missions (self->player);
    case BF_EDITOR_FIELD_ACTIVE_ON_COST:
      return bf_carnegie_player_get_active_on_cost (self->player);
    case BF_EDITOR_FIELD_EMPTY_SPACES:
      return bf_carnegie_player_get_empty_spaces (self->player);
    case BF_EDITOR_FIELD_MONEY:
      return bf_carnegie_player_get_money (self->player);
    case BF_EDITOR_FIELD_GOODS:
      return bf_carnegie_player_get_goods (self->player);
    case BF_EDITOR_FIELD_TAB_HOUSING:
    case BF_EDITOR_FIELD_TAB_COMMERCE:
    case BF_EDITOR_FIELD_TAB_INDUSTRY:
    case BF_EDITOR_FIELD_TAB_PUBLIC:
      return bf_carnegie_player_get_tab_vp (self->player, field - BF_EDITOR_FIELD_TAB_HOUSING);
    case BF_EDITOR_FIELD_SCORE_TRACK:
      return bf_carnegie_player_get_score_track (self->player);
    case BF_EDITOR_FIELD_VP_CARD_0:
    case BF_EDITOR_FIELD_VP_CARD_1:
    case BF_EDITOR_FIELD_VP_CARD_2:
    case BF_EDITOR_FIELD_VP_CARD_3:
    case BF_EDITOR_FIELD_VP_CARD_4:
      return bf_carnegie_player_get_vp_cards (self->player, field - BF_EDITOR_FIELD_VP_CARD_0);
    case BF_N_EDITOR_FIELDS:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
apply_value (BfPlayerEditor  *self,
             BfEditorField    field,
             int              value,
             GError         **error)
{
  guint employees[4] = {
    bf_carnegie_player_get_active_employees (self->player),
    bf_carnegie_player_get_inactive_board (self->player),
    bf_carnegie_player_get_inactive_missions (self->player),
    bf_carnegie_player_get_active_on_cost (self->player),
  };

  switch (field)
    {
    case BF_EDITOR_FIELD_ACTIVE:
    case BF_EDITOR_FIELD_INACTIVE_BOARD:
    case BF_EDITOR_FIELD_INACTIVE_MISSIONS:
    case BF_EDITOR_FIELD_ACTIVE_ON_COST:
      employees[field - BF_EDITOR_FIELD_ACTIVE] = (guint) value;
      return bf_carnegie_player_set_employees (self->player, employees[0], employees[1],
                                               employees[2], employees[3], error);
    case BF_EDITOR_FIELD_EMPTY_SPACES:
      return bf_carnegie_player_set_empty_spaces (self->player, (guint) value, error);
    case BF_EDITOR_FIELD_MONEY:
      return bf_carnegie_player_set_money (self->player, (guint) value, error);
    case BF_EDITOR_FIELD_GOODS:
      return bf_carnegie_player_set_goods (self->player, (guint) value, error);
    case BF_EDITOR_FIELD_TAB_HOUSING:
    case BF_EDITOR_FIELD_TAB_COMMERCE:
    case BF_EDITOR_FIELD_TAB_INDUSTRY:
    case BF_EDITOR_FIELD_TAB_PUBLIC:
      return bf_carnegie_player_set_tab_vp (self->player, field - BF_EDITOR_FIELD_TAB_HOUSING,
                                            (guint) value, error);
    case BF_EDITOR_FIELD_SCORE_TRACK:
      return bf_carnegie_player_set_score_track (self->player, value, error);
    case BF_EDITOR_FIELD_VP_CARD_0:
    case BF_EDITOR_FIELD_VP_CARD_1:
    case BF_EDITOR_FIELD_VP_CARD_2:
    case BF_EDITOR_FIELD_VP_CARD_3:
    case BF_EDITOR_FIELD_VP_CARD_4:
      return bf_carnegie_player_set_vp_cards (self->player, field - BF_EDITOR_FIELD_VP_CARD_0,
                                              (guint) value, error);
    case BF_N_EDITOR_FIELDS:
    default:
      g_assert_not_reached ();
    }
}

static void
spin_value_changed_cb (GtkSpinButton  *spin,
                       BfPlayerEditor *self)
{
  g_autoptr(GError) error = NULL;
  BfEditorField field;
  int value;

  if (self->updating > 0)
    return;

  for (field = 0; field < BF_N_EDITOR_FIELDS; field++)
    if (self->spins[field] == spin)
      break;
  g_assert (field < BF_N_EDITOR_FIELDS);

  value = gtk_spin_button_get_value_as_int (spin);
  if (value == model_value (self, field))
    return;

  if (!apply_value (self, field, value, &error))
    {
      /* The model did not change, so no binding puts its value back. */
      self->updating++;
      gtk_spin_button_set_value (spin, model_value (self, field));
      self->updating--;
      _bf_player_editor_report_error (self, error->message);
    }
}

static void
add_spin_row (BfPlayerEditor      *self,
              AdwPreferencesGroup *group,
              BfEditorField        field,
              const char          *title,
              const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = NULL;
  GtkWidget *spin;

  spin = gtk_spin_button_new_with_range (fields[field].lower, fields[field].upper, 1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_update_policy (GTK_SPIN_BUTTON (spin), GTK_UPDATE_IF_VALID);
  /* The width would follow the range (employees take two digits, money
   * four) and the fields would not line up: one width for all. */
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), SPIN_WIDTH_CHARS);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  /* Named by its label; described by the row's subtitle
   * (bf_widgets_add_spin_suffix()). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_value_changed_cb), self);
  /* The tests find a field by its name (tests/bf-test-ui.c). */
  name = g_strdup_printf ("bf-field-%u", field);
  gtk_widget_set_name (spin, name);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
  adw_preferences_group_add (group, row);

  self->spins[field] = GTK_SPIN_BUTTON (spin);
}

static void
build_counts (BfPlayerEditor *self)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  GtkWidget *total_row;

  for (BfEditorField field = BF_EDITOR_FIELD_ACTIVE; field <= BF_EDITOR_FIELD_GOODS; field++)
    add_spin_row (self, self->company_group, field, _(fields[field].title),
                  fields[field].subtitle != NULL ? _(fields[field].subtitle) : NULL);

  for (BfProjectType type = 0; type < BF_N_PROJECT_TYPES; type++)
    {
      const char *name = bf_carnegie_rules_get_project_type (rules, type)->name;
      /* Translators: a row title, %s is a project type: "Housing tab" */
      g_autofree char *title = g_strdup_printf (_("%s tab"), name);
      /* Translators: a row subtitle, %s is a project type */
      g_autofree char *subtitle = g_strdup_printf (_("VP showing on the %s project tab"), name);

      add_spin_row (self, self->vp_group, BF_EDITOR_FIELD_TAB_HOUSING + type, title, subtitle);
    }

  add_spin_row (self, self->vp_group, BF_EDITOR_FIELD_SCORE_TRACK,
                _(fields[BF_EDITOR_FIELD_SCORE_TRACK].title),
                _(fields[BF_EDITOR_FIELD_SCORE_TRACK].subtitle));
  /* The Action Choice tile row comes from the template; keep it last. */
  g_object_ref (self->action_choice_row);
  adw_preferences_group_remove (self->vp_group, GTK_WIDGET (self->action_choice_row));
  adw_preferences_group_add (self->vp_group, GTK_WIDGET (self->action_choice_row));
  g_object_unref (self->action_choice_row);

  for (guint position = 0; position < BF_N_VP_CARDS; position++)
    {
      int vp = bf_carnegie_rules_get_vp_card_value (rules, position);
      /* Translators: a row title, %d is the VP printed on one of Andrew's VP cards */
      g_autofree char *title = g_strdup_printf (_("Cards on the %d VP card"), vp);

      add_spin_row (self, self->vp_cards_group, BF_EDITOR_FIELD_VP_CARD_0 + position, title, NULL);
    }

  /* The total from the template goes under the cards. */
  total_row = gtk_widget_get_ancestor (GTK_WIDGET (self->vp_total_label), ADW_TYPE_ACTION_ROW);
  g_object_ref (total_row);
  adw_preferences_group_remove (self->vp_cards_group, total_row);
  adw_preferences_group_add (self->vp_cards_group, total_row);
  g_object_unref (total_row);
}

static void
update_counts (BfPlayerEditor *self)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  gboolean andrew = bf_carnegie_player_is_andrew (self->player);
  g_autofree char *total = NULL;
  guint cards = 0;
  int vp = 0;

  for (BfEditorField field = 0; field < BF_N_EDITOR_FIELDS; field++)
    {
      gboolean andrew_field = field >= BF_EDITOR_FIELD_VP_CARD_0;
      double value;

      if (andrew_field != andrew || field_properties[field] != NULL)
        continue;

      /* Only touch what differs: text being typed into another spin
       * button stays as it is. */
      value = model_value (self, field);
      if (gtk_spin_button_get_value (self->spins[field]) != value)
        gtk_spin_button_set_value (self->spins[field], value);
    }

  /* Two entries that contradict each other while typing are flagged
   * beside both (issue 16): the active employees and the departments
   * marked with one; the score sheet scores the rest. */
  if (!andrew)
    {
      g_autofree char *conflict = bf_carnegie_game_describe_contradiction (self->game, self->player,
                                                                           BF_CONTRADICTION_EMPLOYEES);
      AdwActionRow *row = ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (self->spins[BF_EDITOR_FIELD_ACTIVE]),
                                                                   ADW_TYPE_ACTION_ROW));

      adw_action_row_set_subtitle (row, conflict != NULL ? conflict : _(fields[BF_EDITOR_FIELD_ACTIVE].subtitle));
      if (conflict != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (row), "bf-conflict");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row), "bf-conflict");
      gtk_widget_set_visible (GTK_WIDGET (self->conflict_label), conflict != NULL);
      gtk_label_set_label (self->conflict_label, conflict != NULL ? conflict : "");
    }

  if (!andrew)
    return;

  for (guint position = 0; position < BF_N_VP_CARDS; position++)
    {
      guint n = bf_carnegie_player_get_vp_cards (self->player, position);

      cards += n;
      vp += (int) n * bf_carnegie_rules_get_vp_card_value (rules, position);
    }

  /* Translators: total of Andrew's VP cards: "12 cards · 34 VP"; the
   * plural follows the number of cards */
  total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card · %d VP", "%u cards · %d VP", cards),
                           cards, vp);
  gtk_label_set_text (self->vp_total_label, total);
}

static void
action_choice_cb (BfPlayerEditor *self)
{
  if (self->updating > 0 || bf_carnegie_player_is_andrew (self->player))
    return;

  bf_carnegie_player_set_action_choice (self->player, gtk_switch_get_active (self->action_choice_switch));
}

/* The whole form */

static void
bf_player_editor_update (BfPlayerEditor *self)
{
  gboolean andrew = bf_carnegie_player_is_andrew (self->player);

  self->updating++;

  gtk_widget_set_visible (GTK_WIDGET (self->company_group), !andrew);
  gtk_widget_set_visible (GTK_WIDGET (self->vp_group), !andrew);
  gtk_widget_set_visible (GTK_WIDGET (self->vp_cards_group), andrew);

  update_secret (self);
  _bf_player_editor_update_departments (self);
  update_counts (self);
  _bf_player_editor_update_turn (self);

  self->updating--;
}

static void
game_changed_cb (BfPlayerEditor *self)
{
  bf_player_editor_update (self);
}

/* The Action Choice tile: with 3 or 4 players. */
static gboolean
has_action_choice_cb (GBinding     *binding,
                      const GValue *from,
                      GValue       *to,
                      gpointer      user_data)
{
  guint n_players = g_value_get_uint (from);

  g_value_set_boolean (to, n_players >= 3 && n_players <= 4);
  return TRUE;
}

static void
bind_model (BfPlayerEditor *self)
{
  self->player_bindings = g_binding_group_new ();
  self->game_bindings = g_binding_group_new ();

  if (bf_carnegie_player_is_andrew (self->player))
    gtk_widget_set_visible (GTK_WIDGET (self->action_choice_row), FALSE);
  else
    {
      for (BfEditorField field = 0; field < BF_N_EDITOR_FIELDS; field++)
        if (field_properties[field] != NULL)
          g_binding_group_bind (self->player_bindings, field_properties[field],
                                self->spins[field], "value", G_BINDING_SYNC_CREATE);
      g_binding_group_bind_full (self->game_bindings, "n-players",
                                 self->action_choice_row, "visible", G_BINDING_SYNC_CREATE,
                                 has_action_choice_cb, NULL, NULL, NULL);
    }
  /* Andrew's is always off. */
  g_binding_group_bind (self->player_bindings, "action-choice",
                        self->action_choice_switch, "active", G_BINDING_SYNC_CREATE);

  /* Set while updating: the widgets' handlers do not write back what
   * they are given. */
  self->updating++;
  g_binding_group_set_source (self->player_bindings, self->player);
  g_binding_group_set_source (self->game_bindings, self->game);
  self->updating--;

  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_CARNEGIE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_set_target (self->game_signals, self->game);
}

static void
chart_error_cb (BfPlayerEditor *self,
                const char     *message)
{
  g_signal_emit (self, signals[ERROR], 0, message);
}

static void
bf_player_editor_constructed (GObject *object)
{
  BfPlayerEditor *self = (BfPlayerEditor *)object;
  gboolean andrew;

  G_OBJECT_CLASS (bf_player_editor_parent_class)->constructed (object);

  g_assert (BF_IS_CARNEGIE_GAME (self->game));
  g_assert (BF_IS_CARNEGIE_PLAYER (self->player));

  andrew = bf_carnegie_player_is_andrew (self->player);

  build_transport (self);
  bind_transport (self);

  adw_preferences_group_set_description (self->donations_group,
                                         andrew ? _("The spaces holding Andrew’s pawns.")
                                                : _("The spaces holding your pawns. Spaces with a blocking disc or another player’s pawn cannot be chosen."));
  self->chart_view = BF_DONATION_CHART_VIEW (bf_donation_chart_view_new (self->game, self->player));
  g_signal_connect_swapped (self->chart_view, "error", G_CALLBACK (chart_error_cb), self);
  adw_preferences_group_add (self->donations_group, GTK_WIDGET (self->chart_view));

  build_secret (self);

  if (andrew)
    {
      /* Translators: heading; the department tiles Andrew took in the solo game */
      adw_preferences_group_set_title (self->departments_group, _("Departments Taken"));
      adw_preferences_group_set_description (self->departments_group,
                                             _("One row per tile Andrew took; he may take a second copy of a department."));
    }
  else
    {
      /* Translators: heading of the company departments section */
      adw_preferences_group_set_title (self->departments_group, _("Departments"));
      adw_preferences_group_set_description (self->departments_group,
                                             _("Departments built during the game; the printed ones do not count. Mark those in the top row, in the leftmost column and with an active employee."));
    }
  /* Beside the departments, the contradiction with the active employees
   * (update_counts()). */
  _bf_player_editor_departments_init (self);

  build_counts (self);
  _bf_player_editor_turn_init (self);
  bind_model (self);

  bf_player_editor_update (self);
}

static void
bf_player_editor_dispose (GObject *object)
{
  BfPlayerEditor *self = (BfPlayerEditor *)object;

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game_bindings);
  g_clear_object (&self->player_bindings);
  for (guint r = 0; r < BF_N_REGIONS; r++)
    {
      g_clear_object (&self->transport_bindings[r]);
      g_clear_object (&self->transport_signals[r]);
    }
  if (self->number_tick_id != 0 && self->number_row != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->number_row), self->number_tick_id);
  self->number_tick_id = 0;

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_PLAYER_EDITOR);

  g_clear_object (&self->secret_texts);
  g_clear_object (&self->first_names);
  g_clear_object (&self->game);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (bf_player_editor_parent_class)->dispose (object);
}

static void
bf_player_editor_finalize (GObject *object)
{
  BfPlayerEditor *self = (BfPlayerEditor *)object;

  g_clear_pointer (&self->dept_rows, g_array_unref);
  g_clear_pointer (&self->seats_locked, g_free);

  G_OBJECT_CLASS (bf_player_editor_parent_class)->finalize (object);
}

static void
bf_player_editor_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BfPlayerEditor *self = BF_PLAYER_EDITOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_player_editor_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BfPlayerEditor *self = BF_PLAYER_EDITOR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;

    case PROP_PLAYER:
      self->player = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_player_editor_class_init (BfPlayerEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bf_player_editor_constructed;
  object_class->dispose = bf_player_editor_dispose;
  object_class->finalize = bf_player_editor_finalize;
  object_class->get_property = bf_player_editor_get_property;
  object_class->set_property = bf_player_editor_set_property;

  /**
   * BfPlayerEditor:game:
   *
   * The game the player sits at.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_CARNEGIE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * BfPlayerEditor:player:
   *
   * The player whose table the form edits (a human player or Andrew).
   */
  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL,
                         BF_TYPE_CARNEGIE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfPlayerEditor::error:
   * @self: the editor
   * @message: what the model refused, for the user
   *
   * Emitted when the model refuses a value entered in the form; the form
   * already shows the model's value again.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-player-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, transport_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, donations_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, secret_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, secret_row);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, departments_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, departments_list);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, number_row);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, number_add_button);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, add_row);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, add_button);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, add_popover);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, add_list);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, company_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, vp_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, action_choice_row);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, action_choice_switch);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, vp_cards_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, vp_total_label);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, map_flag_label);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, turn_group);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, first_player_row);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, seat_row);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, seat_before_button);
  gtk_widget_class_bind_template_child (widget_class, BfPlayerEditor, seat_after_button);
  gtk_widget_class_bind_template_callback (widget_class, secret_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, action_choice_cb);

  _bf_player_editor_departments_class_init (widget_class);
  _bf_player_editor_turn_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "bf-player-editor");
}

static void
bf_player_editor_init (BfPlayerEditor *self)
{
  self->dept_rows = g_array_new (FALSE, TRUE, sizeof (DeptRow));

  /* Template signal handlers may run while the template is built. */
  self->updating++;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Mnemonic buttons read once, without the underscore (GTK 4.8). */
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  bf_widgets_wrap_combo_lists (GTK_WIDGET (self));
  self->updating--;
  /* Nothing typed yet */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "departments.add-number", FALSE);
}

/**
 * bf_player_editor_new:
 * @game: the game
 * @player: a player of @game (or Andrew)
 *
 * Returns: (transfer floating): a new form for @player's table
 */
BfPlayerEditor *
bf_player_editor_new (BfCarnegieGame   *game,
                      BfCarnegiePlayer *player)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (player), NULL);

  return g_object_new (BF_TYPE_PLAYER_EDITOR,
                       "game", game,
                       "player", player,
                       NULL);
}

BfCarnegieGame *
bf_player_editor_get_game (BfPlayerEditor *self)
{
  g_return_val_if_fail (BF_IS_PLAYER_EDITOR (self), NULL);

  return self->game;
}

GtkWidget *
bf_player_editor_get_section (BfPlayerEditor *self,
                              const char     *section)
{
  g_return_val_if_fail (BF_IS_PLAYER_EDITOR (self), NULL);
  g_return_val_if_fail (section != NULL, NULL);

  if (g_str_equal (section, "transport"))
    return GTK_WIDGET (self->transport_group);
  if (g_str_equal (section, "donations"))
    return GTK_WIDGET (self->donations_group);
  if (g_str_equal (section, "departments"))
    return GTK_WIDGET (self->departments_group);
  if (g_str_equal (section, "company"))
    return GTK_WIDGET (self->company_group);
  if (g_str_equal (section, "vp"))
    return bf_carnegie_player_is_andrew (self->player) ? GTK_WIDGET (self->vp_cards_group)
                                              : GTK_WIDGET (self->vp_group);
  return NULL;
}

GtkWidget *
bf_player_editor_get_section_field (BfPlayerEditor *self,
                                    const char     *section)
{
  g_return_val_if_fail (BF_IS_PLAYER_EDITOR (self), NULL);
  g_return_val_if_fail (section != NULL, NULL);

  if (g_str_equal (section, "transport"))
    return GTK_WIDGET (self->transport_buttons[0][bf_carnegie_player_get_transport (self->player, 0) - 1]);
  if (g_str_equal (section, "donations"))
    {
      /* The first space the player can take, or one of theirs */
      for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
        {
          GtkWidget *space = GTK_WIDGET (bf_donation_chart_view_get_space_button (self->chart_view, pos));

          if (gtk_widget_is_sensitive (space))
            return space;
        }
      return NULL;
    }
  if (g_str_equal (section, "departments"))
    return GTK_WIDGET (self->number_row);
  if (g_str_equal (section, "company"))
    return bf_carnegie_player_is_andrew (self->player) ? NULL : GTK_WIDGET (self->spins[BF_EDITOR_FIELD_ACTIVE]);
  if (g_str_equal (section, "vp"))
    return GTK_WIDGET (self->spins[bf_carnegie_player_is_andrew (self->player) ? BF_EDITOR_FIELD_VP_CARD_0
                                                                      : BF_EDITOR_FIELD_TAB_HOUSING]);
  return NULL;
}

BfCarnegiePlayer *
bf_player_editor_get_player (BfPlayerEditor *self)
{
  g_return_val_if_fail (BF_IS_PLAYER_EDITOR (self), NULL);

  return self->player;
}

void
bf_player_editor_set_seats_locked (BfPlayerEditor *self,
                                   const char     *reason)
{
  g_return_if_fail (BF_IS_PLAYER_EDITOR (self));

  g_free (self->seats_locked);
  self->seats_locked = g_strdup (reason);
}
