/* bf-solo-corrections.c
 *
 * Each correction says where the app put a piece ("from") and where it
 * really is ("to"); the "to" list starts on "Choose where it really
 * is", which applies nothing (a correction must not add or move a piece
 * by itself).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-solo-corrections.h"
#include "bf-widgets.h"

/* The first item of a correction's "really" list: nothing chosen yet. */
#define NOT_CHOSEN (G_MAXUINT - 1)

struct _BfSoloCorrections
{
  BfSoloSection        parent_instance;

  /* template widgets */
  AdwComboRow         *card_position_row;
  AdwExpanderRow      *fix_project_row;
  AdwComboRow         *fix_project_from;
  AdwComboRow         *fix_project_to;
  GtkEditable         *fix_project_search;
  GtkButton           *fix_project_button;
  AdwExpanderRow      *fix_donation_row;
  AdwComboRow         *fix_donation_from;
  AdwComboRow         *fix_donation_to;
  GtkButton           *fix_donation_button;
  AdwExpanderRow      *fix_department_row;
  AdwComboRow         *fix_department_from;
  AdwComboRow         *fix_department_to;
  GtkButton           *fix_department_button;
  AdwExpanderRow      *fix_transport_row;
  AdwExpanderRow      *fix_blocking_row;
  AdwComboRow         *fix_blocking_from;
  AdwComboRow         *fix_blocking_to;
  GtkEditable         *fix_blocking_search;
  GtkButton           *fix_blocking_button;

  /* widgets made in code (children of template widgets) */
  GtkSpinButton       *andrew_spins[BF_N_REGIONS];
};

G_DEFINE_FINAL_TYPE (BfSoloCorrections, bf_solo_corrections, BF_TYPE_SOLO_SECTION)

static BfSoloGame *
get_game (BfSoloCorrections *self)
{
  return bf_solo_section_get_game (BF_SOLO_SECTION (self));
}

static void
check (BfSoloCorrections  *self,
       gboolean            ok,
       GError            **error)
{
  bf_solo_section_check (BF_SOLO_SECTION (self), ok, error);
}

static void
update_choices (BfSoloCorrections *self,
                BfSoloGame        *game)
{
  BfCarnegieGame *table = bf_solo_game_get_table (game);
  BfCarnegiePlayer *andrew = bf_carnegie_game_get_andrew (table);
  g_autoptr(GArray) supply = bf_solo_game_get_supply (game);
  guint n_spaces = bf_carnegie_rules_get_n_spaces (bf_carnegie_rules_get_default ());
  BfSoloPicker c;

  adw_combo_row_set_selected (self->card_position_row, bf_solo_game_get_card_position (game));
  /* With the app's deck there is no card on the table (docs/solo.md,
   * "Words for the table"). */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->card_position_row),
                                 bf_solo_game_get_own_cards (game)
                                 ? _("This round’s card lies under")
                                 /* Translators: solo correction, the VP card Andrew's round counts on */
                                 : _("Andrew’s round counts on"));

  /* Andrew's project disk. */
  bf_solo_picker_init (&c);
  for (guint i = bf_carnegie_player_get_n_projects (andrew); i > 0; i--)
    bf_solo_picker_add (&c, bf_solo_space_name (bf_carnegie_player_get_project (andrew, i - 1)->space),
                         bf_carnegie_player_get_project (andrew, i - 1)->space);
  bf_solo_picker_add (&c, g_strdup (_("Nowhere: he has one more pawn")), BF_SOLO_NO_SPACE);
  bf_solo_picker_apply (&c, self->fix_project_from, self);

  /* Where it really is: nothing until the player chooses (applied
   * unchanged, a correction must not add or move a piece), the list
   * narrowed by the search. */
  bf_solo_picker_init (&c);
  bf_solo_picker_add (&c, g_strdup (_("Choose where it really is")), NOT_CHOSEN);
  for (guint s = 0; s < n_spaces; s++)
    if (bf_solo_space_is_free (table, s))
      bf_solo_picker_add_found_space (&c, self->fix_project_search, s);
  bf_solo_picker_add (&c, g_strdup (_("Nowhere: take it away")), BF_SOLO_NO_SPACE);
  bf_solo_picker_apply_found (&c, self->fix_project_to, self->fix_project_search, self);

  /* Andrew's donation disk. */
  bf_solo_picker_init (&c);
  for (guint i = bf_carnegie_player_get_n_donations (andrew); i > 0; i--)
    bf_solo_picker_add (&c, bf_solo_chart_name (bf_carnegie_player_get_donation (andrew, i - 1)),
                         bf_carnegie_player_get_donation (andrew, i - 1));
  bf_solo_picker_add (&c, g_strdup (_("Nowhere: he has one more pawn")), BF_CHART_POS_NONE);
  bf_solo_picker_apply (&c, self->fix_donation_from, self);

  bf_solo_picker_init (&c);
  bf_solo_picker_add (&c, g_strdup (_("Choose where it really is")), NOT_CHOSEN);
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    if (!bf_carnegie_game_get_chart_blocked (table, pos) && !bf_carnegie_player_has_donation (andrew, pos))
      bf_solo_picker_add (&c, bf_solo_chart_name (pos), pos);
  bf_solo_picker_add (&c, g_strdup (_("Nowhere: take it away")), BF_CHART_POS_NONE);
  bf_solo_picker_apply (&c, self->fix_donation_to, self);

  /* Andrew's department tiles. */
  bf_solo_picker_init (&c);
  for (guint i = bf_carnegie_player_get_n_taken (andrew); i > 0; i--)
    {
      guint number = bf_carnegie_player_get_taken (andrew, i - 1);
      gboolean seen = FALSE;

      for (guint k = 0; k < c.values->len; k++)
        seen |= g_array_index (c.values, guint, k) == number;
      if (!seen)
        bf_solo_picker_add (&c, bf_solo_department_name (number), number);
    }
  bf_solo_picker_add (&c, g_strdup (_("None: he took one more")), 0);
  bf_solo_picker_apply (&c, self->fix_department_from, self);

  bf_solo_picker_init (&c);
  bf_solo_picker_add (&c, g_strdup (_("Choose the tile he really took")), NOT_CHOSEN);
  for (guint i = 0; i < supply->len; i++)
    if (i == 0 || g_array_index (supply, guint, i) != g_array_index (supply, guint, i - 1))
      bf_solo_picker_add (&c, bf_solo_department_name (g_array_index (supply, guint, i)),
                           g_array_index (supply, guint, i));
  bf_solo_picker_add (&c, g_strdup (_("None: back to the supply")), 0);
  bf_solo_picker_apply (&c, self->fix_department_to, self);

  for (guint r = 0; r < BF_N_REGIONS; r++)
    bf_widgets_set_spin_value (self->andrew_spins[r], (int) bf_carnegie_player_get_transport (andrew, r));

  /* Blocking disks. */
  bf_solo_picker_init (&c);
  for (guint s = 0; s < n_spaces; s++)
    if (bf_carnegie_game_get_space_blocked (table, s))
      bf_solo_picker_add (&c, bf_solo_space_name (s), s);
  bf_solo_picker_apply (&c, self->fix_blocking_from, self);

  bf_solo_picker_init (&c);
  bf_solo_picker_add (&c, g_strdup (_("Choose where it really is")), NOT_CHOSEN);
  for (guint s = 0; s < n_spaces; s++)
    if (bf_solo_space_is_free (table, s))
      bf_solo_picker_add_found_space (&c, self->fix_blocking_search, s);
  bf_solo_picker_apply_found (&c, self->fix_blocking_to, self->fix_blocking_search, self);
}

static void
bf_solo_corrections_update (BfSoloSection *section,
                            BfSoloGame    *game)
{
  BfSoloCorrections *self = BF_SOLO_CORRECTIONS (section);
  BfSoloPhase phase = game != NULL ? bf_solo_game_get_phase (game) : BF_SOLO_PHASE_FINISHED;
  gboolean play = game != NULL && phase == BF_SOLO_PHASE_PLAY;
  gboolean fixes = play || (game != NULL && phase == BF_SOLO_PHASE_CHECKLIST);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-project", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-donation", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-department", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.correct-blocking", fixes);
  if (game == NULL)
    return;

  gtk_widget_set_visible (GTK_WIDGET (self), fixes);
  gtk_widget_set_visible (GTK_WIDGET (self->card_position_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_project_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_donation_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_department_row), play);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_transport_row), play);
  if (fixes)
    update_choices (self, game);
}

static void
andrew_transport_changed_cb (BfSoloCorrections *self,
                             GtkSpinButton     *spin)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  BfRegion region = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "bf-region"));
  guint box = (guint) gtk_spin_button_get_value_as_int (spin);

  if (game == NULL || box == bf_carnegie_player_get_transport (bf_carnegie_game_get_andrew (bf_solo_game_get_table (game)), region))
    return;
  check (self, bf_solo_game_correct_transport (game, region, box, &error), &error);
}

static void
card_position_selected_cb (BfSoloCorrections *self)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  guint position = adw_combo_row_get_selected (self->card_position_row);

  if (game == NULL || position >= BF_N_VP_CARDS ||
      bf_solo_game_get_phase (game) != BF_SOLO_PHASE_PLAY ||
      position == bf_solo_game_get_card_position (game))
    return;
  check (self, bf_solo_game_correct_card_position (game, position, &error), &error);
}

static void
fix_search_changed_cb (BfSoloCorrections *self)
{
  BfSoloGame *game = get_game (self);

  if (game == NULL)
    return;
  update_choices (self, game);
}

/* A correction applied without saying where the piece really is. */
static gboolean
chosen (BfSoloCorrections *self,
        guint              to)
{
  if (to != NOT_CHOSEN)
    return TRUE;

  bf_solo_section_report (BF_SOLO_SECTION (self),
                          /* Translators: solo, a correction whose second list was left unchanged */
                          _("Choose where it really is on the table first."));
  return FALSE;
}

/* The selected "from" and "to" of a correction, when "to" is chosen. */
static gboolean
get_fix (BfSoloCorrections *self,
         AdwComboRow       *from_row,
         AdwComboRow       *to_row,
         guint             *from,
         guint             *to)
{
  return bf_solo_get_choice (from_row, from) && bf_solo_get_choice (to_row, to) && chosen (self, *to);
}

static void
correct_project_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BfSoloCorrections *self = BF_SOLO_CORRECTIONS (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_fix (self, self->fix_project_from, self->fix_project_to, &from, &to))
    return;
  check (self, bf_solo_game_correct_project (get_game (self), from, to, &error), &error);
}

static void
correct_donation_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfSoloCorrections *self = BF_SOLO_CORRECTIONS (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_fix (self, self->fix_donation_from, self->fix_donation_to, &from, &to))
    return;
  check (self, bf_solo_game_correct_donation (get_game (self), from, to, &error), &error);
}

static void
correct_department_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  BfSoloCorrections *self = BF_SOLO_CORRECTIONS (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_fix (self, self->fix_department_from, self->fix_department_to, &from, &to))
    return;
  check (self, bf_solo_game_correct_department (get_game (self), from, to, &error), &error);
}

static void
correct_blocking_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfSoloCorrections *self = BF_SOLO_CORRECTIONS (widget);
  g_autoptr(GError) error = NULL;
  guint from, to;

  if (!get_fix (self, self->fix_blocking_from, self->fix_blocking_to, &from, &to))
    return;
  check (self, bf_solo_game_correct_blocking (get_game (self), from, to, &error), &error);
}

/* ------------------------------------------------------------------ */

static void
bf_solo_corrections_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_CORRECTIONS);

  G_OBJECT_CLASS (bf_solo_corrections_parent_class)->dispose (object);
}

static void
bf_solo_corrections_class_init (BfSoloCorrectionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_corrections_dispose;
  section_class->update = bf_solo_corrections_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-corrections.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, BfSoloCorrections, name)
  BIND (card_position_row);
  BIND (fix_project_row);
  BIND (fix_project_from);
  BIND (fix_project_to);
  BIND (fix_project_search);
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
  BIND (fix_blocking_search);
  BIND (fix_blocking_button);
#undef BIND

  gtk_widget_class_bind_template_callback (widget_class, card_position_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, fix_search_changed_cb);

  gtk_widget_class_install_action (widget_class, "solo.correct-project", NULL, correct_project_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-donation", NULL, correct_donation_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-department", NULL, correct_department_action);
  gtk_widget_class_install_action (widget_class, "solo.correct-blocking", NULL, correct_blocking_action);
}

static void
bf_solo_corrections_init (BfSoloCorrections *self)
{
  BfCarnegieRules *r = bf_carnegie_rules_get_default ();
  g_autoptr(GtkStringList) positions = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_wrap_combo_lists (GTK_WIDGET (self));

  /* Each search field is a row of its expander: the list box wrapped it
   * in a row of its own, which must be no Tab stop before the field
   * (what is typed there is lost) and nothing to activate. */
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (i == 0 ? self->fix_project_search
                                                                 : self->fix_blocking_search));

      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, FALSE);
    }

  /* Andrew's transport markers. */
  for (BfRegion region = 0; region < BF_N_REGIONS; region++)
    {
      const char *name = bf_carnegie_rules_get_region (r, region)->name;
      GtkWidget *spin = gtk_spin_button_new_with_range (1, BF_N_TRACK_BOXES, 1);
      GtkWidget *row = bf_solo_entry_row (name, _("Box of Andrew’s pawn"), NULL);
      /* Translators: accessible label, %s is a region */
      g_autofree char *label = g_strdup_printf (_("Andrew’s transport pawn in the %s"), name);

      /* One Tab per number (issue 16). */
      bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_object_set_data (G_OBJECT (spin), "bf-region", GUINT_TO_POINTER (region));
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (andrew_transport_changed_cb), self,
                               G_CONNECT_SWAPPED);
      adw_expander_row_add_row (self->fix_transport_row, row);
      self->andrew_spins[region] = GTK_SPIN_BUTTON (spin);
    }

  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    {
      /* Translators: where this round's card lies, %d is a VP card (0, 1, 3, 6, 10) */
      g_autofree char *text = g_strdup_printf (_("The %d VP card"), bf_carnegie_rules_get_vp_card_value (r, p));

      gtk_string_list_append (positions, text);
    }
  adw_combo_row_set_model (self->card_position_row, G_LIST_MODEL (positions));
}
