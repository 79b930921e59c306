/* bf-solo-entries.c
 *
 * The pickers offer what the table allows now: cities with a space the
 * player can build on (before round 1 only housing spaces of medium
 * and major cities, setup step 8), the departments in the supply, the
 * donation spaces without the player's disk. Each entry made is listed
 * under its picker with a button taking it back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-map-view.h"
#include "bf-map-zoom.h"
#include "bf-solo-entries.h"
#include "bf-widgets.h"

struct _BfSoloEntries
{
  BfSoloSection        parent_instance;

  /* template widgets */
  AdwPreferencesGroup *projects_group;
  AdwComboRow         *city_row;
  AdwComboRow         *space_row;
  AdwComboRow         *type_row;
  GtkButton           *build_button;
  GtkListBox          *projects_list;
  AdwPreferencesGroup *departments_group;
  AdwComboRow         *department_row;
  GtkButton           *department_button;
  GtkListBox          *departments_list;
  AdwPreferencesGroup *transport_group;
  AdwPreferencesGroup *donations_group;
  AdwComboRow         *donation_row;
  GtkButton           *donate_button;
  GtkListBox          *donations_list;
  AdwPreferencesGroup *map_group;
  BfMapView           *map_view;

  /* widgets made in code (children of template widgets) */
  GtkSpinButton       *transport_spins[BF_N_REGIONS];

  guint                type_space;   /* the space the type choices were made for */
};

G_DEFINE_FINAL_TYPE (BfSoloEntries, bf_solo_entries, BF_TYPE_SOLO_SECTION)

static BfCarnegieRules *
rules (void)
{
  return bf_carnegie_rules_get_default ();
}

static BfSoloGame *
get_game (BfSoloEntries *self)
{
  return bf_solo_section_get_game (BF_SOLO_SECTION (self));
}

static void
check (BfSoloEntries  *self,
       gboolean        ok,
       GError        **error)
{
  bf_solo_section_check (BF_SOLO_SECTION (self), ok, error);
}

static void
report (BfSoloEntries *self,
        const char    *message)
{
  bf_solo_section_report (BF_SOLO_SECTION (self), message);
}

/* What stands on a construction space, for the pickers. */
static char *
space_state (BfCarnegieGame *table,
             guint           space)
{
  BfCarnegiePlayer *owner;

  if (bf_carnegie_game_get_space_blocked (table, space))
    /* Translators: what stands on a construction space */
    return g_strdup (C_("space state", "blocked"));
  owner = bf_carnegie_game_get_space_owner (table, space);
  if (owner == NULL)
    /* Translators: what stands on a construction space */
    return g_strdup (C_("space state", "free"));
  if (bf_carnegie_player_is_andrew (owner))
    /* Translators: what stands on a construction space */
    return g_strdup (C_("space state", "Andrew’s"));
  /* Translators: what stands on a construction space */
  return g_strdup (C_("space state", "yours"));
}

/* Setup step 8 puts the housing pawn "on a medium or major city", on a
 * housing space: before round 1 only those are offered. */
static gboolean
space_offered (BfSoloGame *game,
               guint       space)
{
  const BfSpace *s = bf_carnegie_rules_get_space (rules (), space);
  const BfCity *city = bf_carnegie_rules_get_city (rules (), s->city);

  if (!bf_solo_space_is_free (bf_solo_game_get_table (game), space))
    return FALSE;
  if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHECKLIST)
    return city->kind != BF_CITY_TOWN && s->type == BF_PROJECT_HOUSING;
  return TRUE;
}

/* The cities with a space the player can build on now. */
static void
update_city_choices (BfSoloEntries *self,
                     BfSoloGame    *game)
{
  BfCarnegieRules *r = rules ();
  BfSoloPicker c;

  bf_solo_picker_init (&c);
  for (guint i = 0; i < bf_carnegie_rules_get_n_cities (r); i++)
    {
      const BfCity *city = bf_carnegie_rules_get_city (r, i);
      const char *kind = city->kind == BF_CITY_TOWN ? C_("city kind", "town")
                         : city->kind == BF_CITY_MEDIUM ? C_("city kind", "medium city")
                         : C_("city kind", "major city");
      gboolean offered = FALSE;

      for (guint k = 0; k < city->n_spaces && !offered; k++)
        offered = space_offered (game, city->first_space + k);
      if (!offered)
        continue;

      /* Translators: a city in the city picker: name, region, kind */
      bf_solo_picker_add (&c, g_strdup_printf (_("%s · %s · %s"), city->name,
                                                bf_carnegie_rules_get_region (r, city->region)->name, kind), i);
    }
  bf_solo_picker_apply (&c, self->city_row, self);
}

static void
update_space_choices (BfSoloEntries *self,
                      BfSoloGame    *game)
{
  guint city_index;
  const BfCity *city;
  BfSoloPicker c;

  if (!bf_solo_get_choice (self->city_row, &city_index))
    return;

  city = bf_carnegie_rules_get_city (rules (), city_index);
  bf_solo_picker_init (&c);
  for (guint i = 0; i < city->n_spaces; i++)
    {
      guint space = city->first_space + i;
      const BfSpace *s = bf_carnegie_rules_get_space (rules (), space);
      g_autofree char *state = NULL;
      const char *type = s->type == BF_PROJECT_ANY ? _("any project")
                                                   : bf_carnegie_rules_get_project_type (rules (), s->type)->name;

      if (!space_offered (game, space))
        continue;
      state = space_state (bf_solo_game_get_table (game), space);

      /* Translators: a space in the space picker: number, type, what stands there */
      bf_solo_picker_add (&c, g_strdup_printf (_("Space %u · %s · %s"), s->slot, type, state), space);
    }
  bf_solo_picker_apply (&c, self->space_row, self);
}

/* The project types the chosen space takes (its own; any on a town or
 * with Political Lobbying: bf_solo_game_get_buildable_types()). A space
 * newly chosen starts on its own type; a type whose tab holds no pawn
 * is never chosen for the player. */
static void
update_type_choices (BfSoloEntries *self,
                     BfSoloGame    *game)
{
  guint space = BF_SOLO_NO_SPACE;
  guint types = 0;
  BfProjectType own;
  BfSoloPicker c;

  if (bf_solo_get_choice (self->space_row, &space))
    types = bf_solo_game_get_buildable_types (game, space);

  bf_solo_picker_init (&c);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    if ((types & (1u << t)) != 0)
      bf_solo_picker_add_full (&c, g_strdup (bf_carnegie_rules_get_project_type (rules (), t)->name), t,
                               bf_solo_game_get_tab_pawns (game, t) != 0);
  bf_solo_picker_apply (&c, self->type_row, self);

  if (space == self->type_space)
    return;
  self->type_space = space;
  own = space != BF_SOLO_NO_SPACE ? bf_carnegie_rules_get_space (rules (), space)->type : BF_PROJECT_ANY;
  if (own != BF_PROJECT_ANY)
    bf_solo_select_value (self->type_row, own);
}

static void
update_map (BfSoloEntries *self,
            BfSoloGame    *game)
{
  BfCarnegieGame *table = game != NULL ? bf_solo_game_get_table (game) : NULL;

  if (bf_map_view_get_game (self->map_view) != table)
    {
      bf_map_view_set_game (self->map_view, table);
      bf_map_view_set_player (self->map_view, table != NULL ? bf_carnegie_game_get_player (table, 0) : NULL);
    }
}

/* The rows of bf_solo_sync_rows(): a project (its space and type), a
 * department built (its number), a donation (its chart position). */
static GtkWidget *
make_project_row (guint    key,
                  gpointer data)
{
  guint space = key / BF_N_PROJECT_TYPES;
  g_autofree char *name = bf_solo_space_name (space);

  return bf_solo_entry_row (name, bf_carnegie_rules_get_project_type (rules (), key % BF_N_PROJECT_TYPES)->name,
                            bf_solo_remove_button ("solo.unbuild", space, name));
}

static GtkWidget *
make_department_row (guint    number,
                     gpointer data)
{
  g_autofree char *name = bf_solo_department_name (number);

  return bf_solo_entry_row (name, bf_solo_dept_type_name (bf_carnegie_rules_get_department (rules (), number)->type),
                            bf_solo_remove_button ("solo.unbuild-department", number, name));
}

static GtkWidget *
make_donation_row (guint    pos,
                   gpointer data)
{
  g_autofree char *name = bf_solo_chart_name (pos);

  return bf_solo_entry_row (name, NULL, bf_solo_remove_button ("solo.undonate", pos, name));
}

static void
bf_solo_entries_update (BfSoloSection *section,
                        BfSoloGame    *game)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (section);
  BfSoloPhase phase = game != NULL ? bf_solo_game_get_phase (game) : BF_SOLO_PHASE_FINISHED;
  gboolean play = game != NULL && phase == BF_SOLO_PHASE_PLAY;
  gboolean checklist = game != NULL && phase == BF_SOLO_PHASE_CHECKLIST;
  BfCarnegieGame *table;
  BfCarnegiePlayer *player;
  g_autoptr(GArray) supply = NULL;
  g_autoptr(GArray) keys = NULL;
  BfSoloPicker c;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.build", play || checklist);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.unbuild", play || checklist);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.build-department", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.unbuild-department", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.donate", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.undonate", play);
  update_map (self, game);
  if (game == NULL)
    return;

  gtk_widget_set_visible (GTK_WIDGET (self), play || checklist);
  gtk_widget_set_visible (GTK_WIDGET (self->projects_group), play || checklist);
  gtk_widget_set_visible (GTK_WIDGET (self->departments_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->transport_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->donations_group), play);
  gtk_widget_set_visible (GTK_WIDGET (self->map_group), play || checklist);
  if (!play && !checklist)
    return;

  table = bf_solo_game_get_table (game);
  player = bf_solo_game_get_player (game);
  supply = bf_solo_game_get_supply (game);

  adw_preferences_group_set_title (self->projects_group,
                                   play ? _("Projects You Built") : _("Your Housing Pawn"));
  adw_preferences_group_set_description (self->projects_group,
                                         play ? NULL
                                              : _("On a housing space of a medium or major city (setup step 8)."));

  update_city_choices (self, game);
  update_space_choices (self, game);
  update_type_choices (self, game);

  /* The lists of what the player built and gave: kept row by row (an
   * entry must not destroy the remove button the focus is moving to). */
  keys = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < bf_carnegie_player_get_n_projects (player); i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, i);
      guint key = project->space * BF_N_PROJECT_TYPES + project->type;

      g_array_append_val (keys, key);
    }
  bf_solo_sync_rows (self->projects_list, (guint *) keys->data, keys->len, make_project_row, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->projects_list), bf_carnegie_player_get_n_projects (player) > 0);

  /* Departments in the supply. */
  bf_solo_picker_init (&c);
  for (guint i = 0; i < supply->len;)
    {
      guint number = g_array_index (supply, guint, i);
      guint n = 0;
      g_autofree char *name = bf_solo_department_name (number);

      while (i < supply->len && g_array_index (supply, guint, i) == number)
        n++, i++;
      /* Translators: a department in the supply picker: name, type, copies left */
      bf_solo_picker_add (&c, g_strdup_printf (_("%s · %s · %u left"), name,
                                                bf_solo_dept_type_name (bf_carnegie_rules_get_department (rules (), number)->type), n),
                           number);
    }
  bf_solo_picker_apply (&c, self->department_row, self);

  g_array_set_size (keys, 0);
  for (guint i = 0; i < bf_carnegie_player_get_n_departments (player); i++)
    g_array_append_val (keys, bf_carnegie_player_get_department (player, i)->number);
  bf_solo_sync_rows (self->departments_list, (guint *) keys->data, keys->len, make_department_row, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->departments_list), bf_carnegie_player_get_n_departments (player) > 0);

  /* Transport. */
  for (guint r = 0; r < BF_N_REGIONS; r++)
    bf_widgets_set_spin_value (self->transport_spins[r], (int) bf_carnegie_player_get_transport (player, r));

  /* Donations. */
  bf_solo_picker_init (&c);
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    {
      g_autofree char *name = bf_solo_chart_name (pos);
      gboolean available = bf_solo_game_can_donate (game, pos, NULL);

      if (bf_carnegie_player_has_donation (player, pos))
        continue;
      /* Every space is offered (the table may say otherwise: the refusal
       * then says what the app thinks is there), a free one chosen. */
      if (bf_carnegie_game_get_chart_blocked (table, pos))
        /* Translators: a donation space in the picker that holds a blocking disc */
        bf_solo_picker_add_full (&c, g_strdup_printf (_("%s (blocked)"), name), pos, available);
      else if (bf_carnegie_player_has_donation (bf_carnegie_game_get_andrew (table), pos))
        /* Translators: a donation space in the picker that holds Andrew's pawn */
        bf_solo_picker_add_full (&c, g_strdup_printf (_("%s (Andrew’s)"), name), pos, available);
      else
        bf_solo_picker_add_full (&c, g_steal_pointer (&name), pos, available);
    }
  bf_solo_picker_apply (&c, self->donation_row, self);

  g_array_set_size (keys, 0);
  for (guint i = 0; i < bf_carnegie_player_get_n_donations (player); i++)
    {
      BfChartPos pos = bf_carnegie_player_get_donation (player, i);

      g_array_append_val (keys, pos);
    }
  bf_solo_sync_rows (self->donations_list, (guint *) keys->data, keys->len, make_donation_row, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->donations_list), bf_carnegie_player_get_n_donations (player) > 0);
}

/* The space picker follows the city; the project types follow the
 * space. */
static void
city_selected_cb (BfSoloEntries *self)
{
  BfSoloGame *game = get_game (self);

  if (game == NULL)
    return;
  update_space_choices (self, game);
  /* space_selected_cb does not run while the choices change. */
  update_type_choices (self, game);
}

static void
space_selected_cb (BfSoloEntries *self)
{
  BfSoloGame *game = get_game (self);

  if (game != NULL)
    update_type_choices (self, game);
}

static void
transport_changed_cb (BfSoloEntries *self,
                      GtkSpinButton *spin)
{
  g_autoptr(GError) error = NULL;
  BfSoloGame *game = get_game (self);
  BfRegion region = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "bf-region"));
  guint box = (guint) gtk_spin_button_get_value_as_int (spin);

  if (game == NULL || box == bf_carnegie_player_get_transport (bf_solo_game_get_player (game), region))
    return;
  check (self, bf_solo_game_move_transport (game, region, box, &error), &error);
}

/* Actions ------------------------------------------------------------ */

/* An entry's result is said (a screen reader reads no change of the
 * lists below): @said, owned. */
static void
announce (GtkWidget *widget,
          char      *said)
{
  bf_widgets_announce (widget, said);
  g_free (said);
}

/* "Taken back: Chicago, space 2 (Housing)"; @what owned. */
static void
announce_taken_back (GtkWidget *widget,
                     char      *what)
{
  /* Translators: said by a screen reader after an entry of the solo page
   * is taken back with its remove button; %s names it */
  announce (widget, g_strdup_printf (_("Taken back: %s"), what));
  g_free (what);
}

static void
build_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (widget);
  g_autoptr(GError) error = NULL;
  guint space;
  guint type;

  /* Never nothing without a word. */
  if (!bf_solo_get_choice (self->space_row, &space))
    {
      /* Translators: Build with no construction space to choose */
      report (self, _("No free construction space is left to build on."));
      return;
    }
  if (!bf_solo_get_choice (self->type_row, &type))
    {
      /* Translators: Build with no project type to choose */
      report (self, _("Choose the project type first."));
      return;
    }
  if (!bf_solo_game_build (get_game (self), space, type, &error))
    {
      check (self, FALSE, &error);
      return;
    }
  {
    g_autofree char *name = bf_solo_space_name (space);
    /* The space's name says its type; a town's, or a space built with
     * another type (Political Lobbying), gets the type said too. */
    g_autofree char *said = bf_carnegie_rules_get_space (rules (), space)->type == type
      /* Translators: said by a screen reader after a project is entered
       * on the solo page: the space, "Built: Chicago, space 2 (Housing)" */
      ? g_strdup_printf (_("Built: %s"), name)
      /* Translators: said by a screen reader after a project is entered
       * on the solo page: the space and the project type built there,
       * "Built: Reno (small town), Industry" */
      : g_strdup_printf (_("Built: %s, %s"), name, bf_carnegie_rules_get_project_type (rules (), type)->name);

    bf_widgets_announce (widget, said);
  }
}

static void
unbuild_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (widget);
  g_autoptr(GError) error = NULL;

  if (!bf_solo_game_unbuild (get_game (self), g_variant_get_uint32 (parameter), &error))
    check (self, FALSE, &error);
  else
    announce_taken_back (widget, bf_solo_space_name (g_variant_get_uint32 (parameter)));
}

static void
build_department_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (widget);
  g_autoptr(GError) error = NULL;
  guint number;

  if (!bf_solo_get_choice (self->department_row, &number))
    {
      /* Translators: Build Department with an empty supply */
      report (self, _("The supply holds no department tile."));
      return;
    }
  if (!bf_solo_game_build_department (get_game (self), number, &error))
    {
      check (self, FALSE, &error);
      return;
    }
  {
    g_autofree char *name = bf_solo_department_name (number);

    /* Translators: said by a screen reader after a department is entered
     * on the solo page, "Department built: Human Resources Office 3" */
    announce (widget, g_strdup_printf (_("Department built: %s"), name));
  }
}

static void
unbuild_department_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (widget);
  g_autoptr(GError) error = NULL;

  if (!bf_solo_game_unbuild_department (get_game (self), g_variant_get_uint32 (parameter), &error))
    check (self, FALSE, &error);
  else
    announce_taken_back (widget, bf_solo_department_name (g_variant_get_uint32 (parameter)));
}

static void
donate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (widget);
  g_autoptr(GError) error = NULL;
  guint pos;

  if (!bf_solo_get_choice (self->donation_row, &pos))
    {
      /* Translators: Donate with no donation space left to choose */
      report (self, _("You have a pawn on every donation space."));
      return;
    }
  if (!bf_solo_game_donate (get_game (self), pos, &error))
    {
      check (self, FALSE, &error);
      return;
    }
  {
    g_autofree char *name = bf_solo_chart_name (pos);

    /* Translators: said by a screen reader after a donation is entered on
     * the solo page: the donation space */
    announce (widget, g_strdup_printf (_("Donation entered: %s"), name));
  }
}

static void
undonate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BfSoloEntries *self = BF_SOLO_ENTRIES (widget);
  g_autoptr(GError) error = NULL;

  if (!bf_solo_game_undonate (get_game (self), g_variant_get_uint32 (parameter), &error))
    check (self, FALSE, &error);
  else
    announce_taken_back (widget, bf_solo_chart_name (g_variant_get_uint32 (parameter)));
}

/* ------------------------------------------------------------------ */

static void
bf_solo_entries_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_SOLO_ENTRIES);

  G_OBJECT_CLASS (bf_solo_entries_parent_class)->dispose (object);
}

static void
bf_solo_entries_class_init (BfSoloEntriesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BfSoloSectionClass *section_class = BF_SOLO_SECTION_CLASS (klass);

  object_class->dispose = bf_solo_entries_dispose;
  section_class->update = bf_solo_entries_update;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-solo-entries.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, BfSoloEntries, name)
  BIND (projects_group);
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
  BIND (donations_group);
  BIND (donation_row);
  BIND (donate_button);
  BIND (donations_list);
  BIND (map_group);
  BIND (map_view);
#undef BIND

  gtk_widget_class_bind_template_callback (widget_class, city_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, space_selected_cb);

  gtk_widget_class_install_action (widget_class, "solo.build", NULL, build_action);
  gtk_widget_class_install_action (widget_class, "solo.unbuild", "u", unbuild_action);
  gtk_widget_class_install_action (widget_class, "solo.build-department", NULL, build_department_action);
  gtk_widget_class_install_action (widget_class, "solo.unbuild-department", "u", unbuild_department_action);
  gtk_widget_class_install_action (widget_class, "solo.donate", NULL, donate_action);
  gtk_widget_class_install_action (widget_class, "solo.undonate", "u", undonate_action);
}

static void
bf_solo_entries_init (BfSoloEntries *self)
{
  BfCarnegieRules *r = rules ();

  g_type_ensure (BF_TYPE_MAP_VIEW);
  g_type_ensure (BF_TYPE_MAP_ZOOM);
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_wrap_combo_lists (GTK_WIDGET (self));
  /* The cities, spaces and types follow the table (update_city_choices()…). */
  self->type_space = BF_SOLO_NO_SPACE;

  /* The player's transport markers. */
  for (BfRegion region = 0; region < BF_N_REGIONS; region++)
    {
      const char *name = bf_carnegie_rules_get_region (r, region)->name;
      GtkWidget *spin = gtk_spin_button_new_with_range (1, BF_N_TRACK_BOXES, 1);
      /* Translators: a transport track and the box its pawn is in */
      GtkWidget *row = bf_solo_entry_row (name, _("Box of your pawn"), NULL);
      /* Translators: accessible label, %s is a region */
      g_autofree char *label = g_strdup_printf (_("Your transport pawn in the %s"), name);

      /* One Tab per number (issue 16). */
      bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_object_set_data (G_OBJECT (spin), "bf-region", GUINT_TO_POINTER (region));
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (transport_changed_cb), self,
                               G_CONNECT_SWAPPED);
      adw_preferences_group_add (self->transport_group, row);
      self->transport_spins[region] = GTK_SPIN_BUTTON (spin);
    }
}
