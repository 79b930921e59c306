/* test-solo-page.c
 *
 * Drives BfSoloPage through its widgets: the setup choices, the
 * checklist and the housing disk, then four rounds (the player's
 * choice, Andrew's choice, a department, a transport move, a donation,
 * corrections), checking what the page shows against the core. Then
 * renders every phase at phone (360×720) and desktop (1280×800) size,
 * light and dark, into $BF_SCREENSHOT_DIR (default /tmp/bf-solo-shots).
 *
 * Seed 1 deals (tests/test-solo.c): supply 1 2 2 5 6 6 7 8 8 10 10 11
 * 12 13 15 16; deck N08 N07 N18 N06 …; Andrew takes 10, 11, 12 in
 * round 1 (N08, Management).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bf-map-view.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-solo-page.h"
#include "bf-solo-section.h"
#include "bf-test-ui.h"
#include "bf-timeline-view.h"

static GtkWidget *
new_window (gboolean   phone,
            gboolean   dark,
            GtkWidget *child)
{
  GtkWidget *window = bf_test_present_window (child, &(BfTestVariant) { NULL, phone, dark }, 1280, 800);

  bf_test_wait_frames (window, 2);

  return window;
}

static void
render (GtkWidget  *window,
        const char *variant,
        const char *screen)
{
  const char *dir = bf_test_screenshot_dir ("/tmp/bf-solo-shots");
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int width, height;

  bf_test_wait_frames (window, 3);
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  g_assert_cmpint (width, >, 0);

  texture = bf_test_render_widget (window, NULL, width, height);
  path = g_strdup_printf ("%s/%s-%s.png", dir, screen, variant);
  bf_test_save_png (texture, path);
}

/* The page's widgets ------------------------------------------------- */

/* The page's own template child @name. */
static gpointer
page_child (BfSoloPage *page,
            const char *name)
{
  return bf_test_template_child (page, BF_TYPE_SOLO_PAGE, name);
}

/* A widget of one of the page's sections (bf-solo-*.ui), by its id. */
static gpointer
section_child (BfSoloPage *page,
               const char *section,
               const char *name)
{
  GtkWidget *widget = page_child (page, section);

  return bf_test_template_child (widget, G_OBJECT_TYPE (widget), name);
}

/* The @n-th descendant of @root of @type, depth first. */
static GtkWidget *
find_nth (GtkWidget *root,
          GType      type,
          guint     *n)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w != NULL; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && (*n)-- == 0)
        return w;
      if ((found = find_nth (w, type, n)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
nth_descendant (gpointer root,
                GType    type,
                guint    n)
{
  return find_nth (GTK_WIDGET (root), type, &n);
}

typedef enum
{
  SOLO_COMBO_DIFFICULTY,
  SOLO_COMBO_SUPPLY_KIND,
  SOLO_COMBO_CITY,
  SOLO_COMBO_SPACE,
  SOLO_COMBO_PROJECT_TYPE,
  SOLO_COMBO_DEPARTMENT,
  SOLO_COMBO_DONATION,
  SOLO_COMBO_CARD_POSITION,
  SOLO_COMBO_FIX_PROJECT_FROM,
  SOLO_COMBO_FIX_PROJECT_TO,
  SOLO_COMBO_FIX_DONATION_FROM,
  SOLO_COMBO_FIX_DONATION_TO,
  SOLO_COMBO_FIX_DEPARTMENT_FROM,
  SOLO_COMBO_FIX_DEPARTMENT_TO,
  SOLO_COMBO_FIX_BLOCKING_FROM,
  SOLO_COMBO_FIX_BLOCKING_TO,
} SoloCombo;

typedef enum
{
  SOLO_BUTTON_DEAL,
  SOLO_BUTTON_SUPPLY,
  SOLO_BUTTON_CARD,
  SOLO_BUTTON_ADVANCE,        /* "Start Round 1", "Next Round", "Final Scoring" */
  SOLO_BUTTON_BUILD,
  SOLO_BUTTON_DEPARTMENT,
  SOLO_BUTTON_DONATE,
  SOLO_BUTTON_FIX_PROJECT,
  SOLO_BUTTON_FIX_DONATION,
  SOLO_BUTTON_FIX_DEPARTMENT,
  SOLO_BUTTON_FIX_BLOCKING,
} SoloButton;

static GtkButton *
get_button (BfSoloPage *page,
            SoloButton  button)
{
  switch (button)
    {
    case SOLO_BUTTON_DEAL: return section_child (page, "choices", "deal_button");
    case SOLO_BUTTON_SUPPLY: return section_child (page, "supply_entry", "supply_button");
    case SOLO_BUTTON_CARD: return section_child (page, "card_entry", "card_button");
    case SOLO_BUTTON_ADVANCE: return page_child (page, "advance_button");
    case SOLO_BUTTON_BUILD: return section_child (page, "entries", "build_button");
    case SOLO_BUTTON_DEPARTMENT: return section_child (page, "entries", "department_button");
    case SOLO_BUTTON_DONATE: return section_child (page, "entries", "donate_button");
    case SOLO_BUTTON_FIX_PROJECT: return section_child (page, "corrections", "fix_project_button");
    case SOLO_BUTTON_FIX_DONATION: return section_child (page, "corrections", "fix_donation_button");
    case SOLO_BUTTON_FIX_DEPARTMENT: return section_child (page, "corrections", "fix_department_button");
    case SOLO_BUTTON_FIX_BLOCKING: return section_child (page, "corrections", "fix_blocking_button");
    default:
      g_assert_not_reached ();
    }
}

static AdwComboRow *
get_combo (BfSoloPage *page,
           SoloCombo   combo)
{
  switch (combo)
    {
    case SOLO_COMBO_DIFFICULTY: return section_child (page, "choices", "difficulty_row");
    case SOLO_COMBO_SUPPLY_KIND: return section_child (page, "choices", "supply_kind_row");
    case SOLO_COMBO_CITY: return section_child (page, "entries", "city_row");
    case SOLO_COMBO_SPACE: return section_child (page, "entries", "space_row");
    case SOLO_COMBO_PROJECT_TYPE: return section_child (page, "entries", "type_row");
    case SOLO_COMBO_DEPARTMENT: return section_child (page, "entries", "department_row");
    case SOLO_COMBO_DONATION: return section_child (page, "entries", "donation_row");
    case SOLO_COMBO_CARD_POSITION: return section_child (page, "corrections", "card_position_row");
    case SOLO_COMBO_FIX_PROJECT_FROM: return section_child (page, "corrections", "fix_project_from");
    case SOLO_COMBO_FIX_PROJECT_TO: return section_child (page, "corrections", "fix_project_to");
    case SOLO_COMBO_FIX_DONATION_FROM: return section_child (page, "corrections", "fix_donation_from");
    case SOLO_COMBO_FIX_DONATION_TO: return section_child (page, "corrections", "fix_donation_to");
    case SOLO_COMBO_FIX_DEPARTMENT_FROM: return section_child (page, "corrections", "fix_department_from");
    case SOLO_COMBO_FIX_DEPARTMENT_TO: return section_child (page, "corrections", "fix_department_to");
    case SOLO_COMBO_FIX_BLOCKING_FROM: return section_child (page, "corrections", "fix_blocking_from");
    case SOLO_COMBO_FIX_BLOCKING_TO: return section_child (page, "corrections", "fix_blocking_to");
    default:
      g_assert_not_reached ();
    }
}

/* Selects the entry of @combo whose value (space, number, chart
 * position, level…) is @value; FALSE when it is not offered. */
static gboolean
try_select_value (BfSoloPage *page,
                  SoloCombo   combo,
                  guint       value)
{
  return bf_solo_select_value (get_combo (page, combo), value);
}

static GtkButton *
get_choose_button (BfSoloPage *page,
                   BfDeptType  row)
{
  return GTK_BUTTON (nth_descendant (section_child (page, "choose", "choose_buttons"), GTK_TYPE_BUTTON, row));
}

/* NEW_BEGINNING only. */
static GtkSwitch *
get_switch (BfSoloPage   *page,
            BfSoloOption  option)
{
  g_assert_cmpint (option, ==, BF_SOLO_OPTION_NEW_BEGINNING);

  return section_child (page, "choices", "new_beginning_switch");
}

static GtkEditable *
get_name_entry (BfSoloPage *page)
{
  return GTK_EDITABLE (section_child (page, "choices", "name_row"));
}

static GtkSpinButton *
get_transport_spin (BfSoloPage *page,
                    BfRegion    region)
{
  return GTK_SPIN_BUTTON (nth_descendant (section_child (page, "entries", "transport_group"),
                                          GTK_TYPE_SPIN_BUTTON, region));
}

static GtkSpinButton *
get_andrew_transport_spin (BfSoloPage *page,
                           BfRegion    region)
{
  return GTK_SPIN_BUTTON (nth_descendant (section_child (page, "corrections", "fix_transport_row"),
                                          GTK_TYPE_SPIN_BUTTON, region));
}

/* The remove button of the player's project on @space, or NULL: the
 * row's only GtkButton, its action's target the space. */
static GtkButton *
get_unbuild_button (BfSoloPage *page,
                    guint       space)
{
  GtkWidget *list = section_child (page, "entries", "projects_list");
  GtkWidget *button;

  for (guint i = 0; (button = nth_descendant (list, GTK_TYPE_BUTTON, i)) != NULL; i++)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

      if (target != NULL && g_variant_get_uint32 (target) == space)
        return GTK_BUTTON (button);
    }
  return NULL;
}

static GtkLabel *
get_round_label (BfSoloPage *page)
{
  return section_child (page, "status", "round_label");
}

static GtkLabel *
get_andrew_vp_label (BfSoloPage *page)
{
  return section_child (page, "status", "andrew_vp_label");
}

/* Under the VP card: its value, then the cards on it. */
static GtkLabel *
get_vp_card_label (BfSoloPage *page,
                   guint       position)
{
  GtkWidget *card;

  g_assert_cmpuint (position, <, BF_N_VP_CARDS);

  card = gtk_grid_get_child_at (section_child (page, "status", "vp_grid"), position, 0);
  return GTK_LABEL (gtk_widget_get_last_child (card));
}

static GtkLabel *
get_next_pick_label (BfSoloPage *page)
{
  return section_child (page, "status", "next_pick_label");
}

static GtkLabel *
get_supply_label (BfSoloPage *page)
{
  return section_child (page, "status", "supply_label");
}

static BfTimelineView *
get_timeline_view (BfSoloPage *page)
{
  return section_child (page, "status", "timeline_view");
}

static BfMapView *
get_map_view (BfSoloPage *page)
{
  return section_child (page, "entries", "map_view");
}

static GtkListBox *
get_steps_list (BfSoloPage *page)
{
  return section_child (page, "checklist", "steps_list");
}

static GtkListBox *
get_turn_list (BfSoloPage *page)
{
  return section_child (page, "checklist", "turn_list");
}

static BfScoreView *
get_score_view (BfSoloPage *page)
{
  return section_child (page, "final", "score_view");
}

/* The final entries' editor, or NULL before the end. */
static BfPlayerEditor *
get_player_editor (BfSoloPage *page)
{
  GtkWidget *editor = adw_bin_get_child (section_child (page, "final", "editor_slot"));

  return editor != NULL ? BF_PLAYER_EDITOR (editor) : NULL;
}

/* The leaflet is the page's child (AdwBin), not a template child. */
static AdwLeaflet *
get_leaflet (BfSoloPage *page)
{
  return ADW_LEAFLET (adw_bin_get_child (ADW_BIN (page)));
}

/* Whether the section shown for the phase ("choices", "supply",
 * "card", "choose", "steps", "turn", "entries", "corrections",
 * "finished") is visible. */
static gboolean
section_visible (BfSoloPage *page,
                 const char *name)
{
  static const struct { const char *name, *section, *group; } sections[] = {
    { "choices", "choices", NULL },
    { "supply", "supply_entry", NULL },
    { "card", "card_entry", NULL },
    { "choose", "choose", NULL },
    { "steps", "checklist", "steps_group" },
    { "turn", "checklist", "turn_group" },
    { "entries", "entries", "departments_group" },
    { "corrections", "corrections", NULL },
    { "finished", "final", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (g_str_equal (sections[i].name, name))
      {
        GtkWidget *section = page_child (page, sections[i].section);
        GtkWidget *widget = sections[i].group != NULL ? section_child (page, sections[i].section, sections[i].group)
                                                      : section;

        return gtk_widget_get_visible (section) && gtk_widget_get_visible (widget);
      }

  g_assert_not_reached ();
}

/* Helpers ------------------------------------------------------------ */

static void
click (GtkButton *button)
{
  GtkWidget *expander;

  g_assert_nonnull (button);
  /* A correction's button is in a collapsed expander row: open it. */
  expander = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_EXPANDER_ROW);
  if (expander != NULL)
    {
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
      bf_test_iterate ();
    }
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  bf_test_iterate ();
}

static void
select_value (BfSoloPage *page,
              SoloCombo   combo,
              guint       value)
{
  g_assert_true (try_select_value (page, combo, value));
  bf_test_iterate ();
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);
  return n;
}

static void
error_cb (BfSoloPage *page,
          const char *message,
          GPtrArray  *errors)
{
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  g_ptr_array_add (errors, g_strdup (message));
}

static void
build_housing (BfSoloPage *page,
               const char *city,
               guint       slot)
{
  select_value (page, SOLO_COMBO_CITY, bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), city)->index);
  select_value (page, SOLO_COMBO_SPACE, bf_test_space_of (city, slot));
  select_value (page, SOLO_COMBO_PROJECT_TYPE, BF_PROJECT_HOUSING);
  click (get_button (page, SOLO_BUTTON_BUILD));
}

static void
assert_label (GtkLabel   *label,
              const char *expected)
{
  g_assert_cmpstr (gtk_label_get_label (label), ==, expected);
}

static void
assert_label_contains (GtkLabel   *label,
                       const char *needle)
{
  const char *text = gtk_label_get_label (label);

  if (strstr (text, needle) == NULL)
    g_error ("label “%s” does not contain “%s”", text, needle);
}

static gboolean
is_check_button (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_CHECK_BUTTON (widget);
}

/* Issue 28: the page for a screen reader and the keyboard -------------- */

/* The focus of @page's window, which must be inside @section (a section
 * of the page, by its id) and within the round's scrolled window as
 * shown (scrolled into view), once the step is laid out (the page moves
 * the focus before the next frame lays the new step out). */
static GtkWidget *
assert_focus_in_section (BfSoloPage *page,
                         const char *section)
{
  GtkWidget *focus;
  GtkWidget *scroller = page_child (page, "main_scroller");
  graphene_rect_t bounds;

  bf_test_wait_frames (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page))), 3);
  bf_test_iterate ();
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (page)));
  g_assert_nonnull (focus);
  if (!gtk_widget_is_ancestor (focus, page_child (page, section)))
    g_error ("the focus is on a %s outside the section %s", G_OBJECT_TYPE_NAME (focus), section);
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (gtk_widget_compute_bounds (focus, scroller, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller));

  return focus;
}

/* The first button of the project tabs (Housing's Move Right). */
static gboolean
is_button_with_target (GtkWidget     *widget,
                       gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)) != NULL;
}

static gboolean
is_action_row (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget);
}

/* The values at the ends of the status's rows and of the card backs are
 * read in the rows' names (Orca reads a focused row's name and
 * description, never the labels inside it); the action buttons are
 * named by their action and described by their event and tags; the
 * round and Andrew's VP are one Tab stop; a checklist step is one Tab
 * stop, its tick; and each new step moves the focus to what it asks for
 * first, in view: Deal the Table to the setup checklist, Start Round 1
 * to the card backs above the actions, an action to Andrew's steps,
 * Next Round to the next round's first step, never left on the button
 * at the bottom of the page that opens at its top. */
static void
test_screen_reader (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;
  GtkWidget *focus;
  GtkWidget *advance;
  GtkWidget *head_row;
  GtkWidget *supply_row;

  bf_solo_page_set_game (page, game);
  window = new_window (FALSE, FALSE, GTK_WIDGET (page));
  bf_test_iterate ();
  advance = GTK_WIDGET (get_button (page, SOLO_BUTTON_ADVANCE));
  head_row = section_child (page, "status", "head_row");
  supply_row = section_child (page, "status", "supply_row");

  /* The focus in the page (from another page, on the status's first
   * stop: test-orca-solo). */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (page)));
  /* Before the deal: no value known yet, none read ("–"). */
  gtk_test_accessible_assert_property (head_row, GTK_ACCESSIBLE_PROPERTY_LABEL, "Setup. Andrew: 0 VP");
  gtk_test_accessible_assert_property (head_row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Choose how to play, then deal the table.");
  g_assert_true (gtk_widget_get_focusable (head_row));
  gtk_test_accessible_assert_property (section_child (page, "status", "pawns_row"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Andrew’s pawns left");

  /* Deal the Table: the focus on the checklist's first tick. */
  gtk_widget_grab_focus (GTK_WIDGET (get_button (page, SOLO_BUTTON_DEAL)));
  click (get_button (page, SOLO_BUTTON_DEAL));
  bf_test_iterate ();
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHECKLIST);
  focus = assert_focus_in_section (page, "checklist");
  g_assert_true (GTK_IS_CHECK_BUTTON (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (get_steps_list (page))));
  /* Each step one Tab stop: its tick, not its row too. */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (get_steps_list (page)));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_CHECK_BUTTON (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))))
      g_assert_false (gtk_widget_get_focusable (row));
  gtk_test_accessible_assert_property (get_steps_list (page), GTK_ACCESSIBLE_PROPERTY_LABEL, "Setup Checklist");
  /* An entry's result is said, through the focus (the lists below are
   * not read when they change). */
  build_housing (page, "chicago", 2);
  bf_test_iterate ();
  bf_test_assert_announced (gtk_root_get_focus (GTK_ROOT (window)), "Built: Chicago, space 2 (Housing)");

  /* Start Round 1, the focus on the button at the bottom of the page. */
  g_assert_true (gtk_widget_grab_focus (advance));
  click (GTK_BUTTON (advance));
  bf_test_iterate ();
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
  focus = assert_focus_in_section (page, "choose");
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (page_child (page, "main_scroller"))),
                     ==, 0);
  /* ... on the back of this round's card, read with its value: N08's
   * back and N07's, the next card's, are both Management (test_play). */
  g_assert_true (focus == section_child (page, "choose", "back_row"));
  gtk_test_accessible_assert_property (focus, GTK_ACCESSIBLE_PROPERTY_LABEL, "Back of this round’s card: Management");
  /* ... and the new step announced with it: the page's title and hint. */
  bf_test_assert_announced (focus, "Round 1: Your Choice. Choose the action for this round: you both take it. "
                                       "Its row’s next timeline space is this round’s event. Andrew plays first, then you.");
  gtk_test_accessible_assert_property (section_child (page, "choose", "next_back_row"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Back of the next card: Management");
  /* The status: round 1, 0 VP; 26 pawns (30, less one on each of the 4
   * transport tracks); 16 tiles in the supply (the base game's 32, two
   * of each department, less the 16 returned to the box); Andrew picks
   * Management, N07's back, in round 2. The Management row's first
   * space is a donation (test_play's timeline). */
  gtk_test_accessible_assert_property (head_row, GTK_ACCESSIBLE_PROPERTY_LABEL, "Round 1 of 20. Andrew: 0 VP");
  gtk_test_accessible_assert_property (head_row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "You choose this round’s action.");
  gtk_test_accessible_assert_property (section_child (page, "status", "pawns_row"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Andrew’s pawns left: 26");
  gtk_test_accessible_assert_property (section_child (page, "status", "next_pick_row"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Andrew’s pick next round: Management");
  {
    GtkWidget *header = bf_test_find_widget (supply_row, is_action_row, NULL);

    g_assert_nonnull (header);
    gtk_test_accessible_assert_property (header, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "Departments left in the supply: 16");
  }
  /* The four actions, named and described; Management carries both
   * tags (this card's back and the next one's). */
  gtk_test_accessible_assert_property (get_choose_button (page, BF_DEPT_MANAGEMENT),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Management");
  gtk_test_accessible_assert_property (get_choose_button (page, BF_DEPT_MANAGEMENT),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Event: a donation (space 1). Andrew’s strongest. His next pick");
  for (BfDeptType row = 0; row < BF_N_DEPT_TYPES; row++)
    gtk_test_accessible_assert_property (get_choose_button (page, row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         bf_solo_dept_type_name (row));

  /* An action chosen: the focus on Andrew's first step. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (get_choose_button (page, BF_DEPT_MANAGEMENT))));
  click (get_choose_button (page, BF_DEPT_MANAGEMENT));
  bf_test_iterate ();
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
  focus = assert_focus_in_section (page, "checklist");
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (get_steps_list (page))));
  gtk_test_accessible_assert_property (head_row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "You chose Management. Andrew has played: your turn.");
  /* Andrew's VP cards, one Tab stop read with the cards under them:
   * round 1's card, N08, slid under the 0 VP card at the round's start
   * ("New Action Card"); the round's event, a donation on N08's Welfare
   * 2, which holds a blocking disc, failed, so it slid on to the 1 VP
   * card (test_play), played this round. */
  {
    GtkWidget *vp_row = section_child (page, "status", "vp_row");

    g_assert_true (gtk_widget_get_focusable (vp_row));
    gtk_test_accessible_assert_property (gtk_widget_get_parent (vp_row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "Andrew’s VP Cards");
    gtk_test_accessible_assert_property (vp_row, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "0 VP: none. 1 VP: N08 (this round). "
                                         "3 VP: none. 6 VP: none. 10 VP: none");
  }

  /* Move Right on the Housing tab (its pawn built the housing project:
   * 0 left; R&D reveals one more): the result said with the button. */
  {
    GtkWidget *move = bf_test_find_widget (page_child (page, "tabs"), is_button_with_target, NULL);

    g_assert_nonnull (move);
    g_assert_true (gtk_widget_grab_focus (move));
    g_signal_emit_by_name (move, "clicked");
    bf_test_iterate ();
    bf_test_assert_announced (move, "Housing tab: 1 pawn to build with · moved 1 to the right");
  }

  /* Next Round, the focus on the button: round 2 opens at its top, the
   * focus on its first step. */
  g_assert_true (gtk_widget_grab_focus (advance));
  click (GTK_BUTTON (advance));
  bf_test_iterate ();
  g_assert_cmpuint (bf_solo_game_get_round (game), ==, 2);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) != advance);
  focus = assert_focus_in_section (page, "checklist");
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (get_steps_list (page))));
  /* Announced: the round, what to do, and the key of Next Round. */
  bf_test_assert_announced (focus, "Round 2. Andrew chose Management and has played: your turn. "
                                       "Andrew goes first: do what the steps below say for him, then take "
                                       "your turn and enter what you did that matters for him or the score. "
                                       "Next Round: Ctrl+Return");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
click_after_paint_cb (GdkFrameClock *clock,
                      GtkButton     *button)
{
  g_signal_handlers_disconnect_by_func (clock, click_after_paint_cb, button);
  click (button);
}

/* Start Round 1 from the checklist's last tick (Ctrl+Return, as the
 * step announces), on a phone: the checklist's rows go with the step,
 * the tick that has the focus too, and GTK lets go of a destroyed focus
 * only at its next frame; the page, which moves the focus before that
 * frame, moves it from "nowhere" to the card's back, never leaves it
 * nowhere (the CI run of 2026-11-26 found no focus at all there, the
 * page having taken the destroyed tick for a focus in a dialog).
 * Clicked just after a frame, the page's move comes before GTK's.
 * Then, the page scrolled down to the actions' buttons, choosing one:
 * the focus on Andrew's first step at the top of the round, in view. */
static void
test_focus_kept (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkAdjustment *adjustment;
  GtkWidget *window;
  GtkWidget *focus;
  GtkWidget *choose;

  bf_solo_page_set_game (page, game);
  window = new_window (TRUE, FALSE, GTK_WIDGET (page));
  adjustment = gtk_scrolled_window_get_vadjustment (page_child (page, "main_scroller"));
  g_assert_true (bf_solo_game_confirm_setup (game, &error));
  g_assert_no_error (error);
  build_housing (page, "chicago", 2);
  bf_test_iterate ();
  focus = assert_focus_in_section (page, "checklist");
  g_assert_true (GTK_IS_CHECK_BUTTON (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (get_steps_list (page))));

  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (click_after_paint_cb), get_button (page, SOLO_BUTTON_ADVANCE));
  gtk_widget_queue_draw (window);
  for (guint i = 0; i < 200 && bf_solo_game_get_phase (game) != BF_SOLO_PHASE_CHOOSE; i++)
    bf_test_wait_ms (10);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
  g_assert_true (assert_focus_in_section (page, "choose") == section_child (page, "choose", "back_row"));

  choose = GTK_WIDGET (get_choose_button (page, BF_DEPT_MANAGEMENT));
  g_assert_true (gtk_widget_grab_focus (choose));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  bf_test_wait_frames (window, 2);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  click (GTK_BUTTON (choose));
  bf_test_iterate ();
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
  g_assert_true (gtk_widget_is_ancestor (assert_focus_in_section (page, "checklist"),
                                         GTK_WIDGET (get_steps_list (page))));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* "Use my own deal": the tiles as the player laid them -------------- */

static void
test_laid_timeline (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;
  GtkWidget *group;
  GtkWidget *list;
  GtkWidget *rows[BF_TIMELINE_TILES];
  GtkWidget *child;
  guint n = 0;
  /* Tile 5 front, tile 1 back, tile 7 front, tile 2 back. */
  const BfTimelineSlot laid[BF_TIMELINE_TILES] = { { 5, 0 }, { 1, 1 }, { 7, 0 }, { 2, 1 } };

  g_signal_connect (page, "error", G_CALLBACK (error_cb), errors);
  bf_solo_page_set_game (page, game);
  window = new_window (FALSE, FALSE, GTK_WIDGET (page));
  group = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_SOLO_PAGE, "laid"));
  list = GTK_WIDGET (section_child (page, "laid", "laid_list"));
  g_assert_false (gtk_widget_get_visible (group));

  g_assert_true (bf_solo_game_confirm_setup (game, &error));
  g_assert_no_error (error);
  bf_test_iterate ();
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHECKLIST);
  g_assert_true (gtk_widget_get_visible (group));

  for (child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_COMBO_ROW (child))
      rows[n++] = child;
  g_assert_cmpuint (n, ==, BF_TIMELINE_TILES);

  /* The rows start on the deal (seed 1: tile 8 back, 3 back, 2 front,
   * 5 front), and read the printed entries top to bottom. */
  g_assert_cmpuint (bf_timeline_slot_row_get_slot (rows[0]).tile, ==, 8);
  g_assert_cmpuint (bf_timeline_slot_row_get_slot (rows[0]).side, ==, 1);
  g_assert_cmpuint (bf_timeline_slot_row_get_slot (rows[3]).tile, ==, 5);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[3])), ==,
                   "Tile 5, front side up: donation, South, Midwest, West");

  /* The same tile twice is refused, and nothing changes. */
  bf_timeline_slot_row_set_slot (rows[1], (BfTimelineSlot) { 8, 0 });
  click (GTK_BUTTON (section_child (page, "laid", "laid_button")));
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_cmpuint (bf_solo_game_get_timeline_slot (game, 1).tile, ==, 3);

  /* The tiles as laid: one choice per tile, then Use These Tiles. */
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    bf_timeline_slot_row_set_slot (rows[t], laid[t]);
  click (GTK_BUTTON (section_child (page, "laid", "laid_button")));
  g_assert_cmpuint (errors->len, ==, 1);
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      g_assert_cmpuint (bf_solo_game_get_timeline_slot (game, t).tile, ==, laid[t].tile);
      g_assert_cmpuint (bf_solo_game_get_timeline_slot (game, t).side, ==, laid[t].side);
    }
  /* The picture follows: HR reads tile 5 front's first entry, tile 1
   * back's, tile 7 front's and tile 2 back's (test-setup.c works them
   * out: donation, donation, Midwest, South). */
  gtk_test_accessible_assert_property (gtk_widget_get_first_child (GTK_WIDGET (get_timeline_view (page))),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Timeline tiles, left to right, between the Start and End tiles: "
                                       "tile 5 front side; tile 1 back side; tile 7 front side; tile 2 back side;");
  gtk_test_accessible_assert_property (bf_timeline_view_get_row_widget (get_timeline_view (page), BF_DEPT_HR),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Human Resources row: 1, donation; 2, donation; 3, income in the Midwest; "
                                       "4, income in the South; end space, income in the East and donation. "
                                       "The action disc is on the start space.");
  render (window, "light", "laid-timeline");

  /* A tick on the checklist is kept by the game (saved with it). */
  {
    GtkWidget *steps = GTK_WIDGET (section_child (page, "checklist", "steps_list"));
    GtkWidget *check = bf_test_find_widget (steps, is_check_button, NULL);
    g_autoptr(BfInstruction) first = g_list_model_get_item (bf_solo_game_get_setup_checklist (game), 0);

    g_assert_nonnull (check);
    g_assert_false (bf_instruction_get_done (first));
    gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    bf_test_iterate ();
    g_assert_true (bf_instruction_get_done (first));
  }

  /* Round 1 does not start without the housing pawn unless the player
   * says so: a dialog asks first. */
  for (guint answer = 0; answer < 2; answer++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();
      AdwMessageDialog *dialog = NULL;

      click (get_button (page, SOLO_BUTTON_ADVANCE));
      for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
        {
          g_autoptr(GObject) top = g_list_model_get_item (toplevels, i);

          if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
            dialog = ADW_MESSAGE_DIALOG (top);
        }
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Your Housing Pawn Is Not Entered");
      adw_message_dialog_response (dialog, answer == 0 ? "enter" : "start");
      bf_test_iterate ();
      g_assert_cmpuint (bf_solo_game_get_phase (game), ==,
                        answer == 0 ? BF_SOLO_PHASE_CHECKLIST : BF_SOLO_PHASE_CHOOSE);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The play-through ---------------------------------------------------- */

static void
test_play (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;
  BfCarnegiePlayer *anna;
  BfCarnegiePlayer *andrew;
  BfTimelineView *timeline;
  g_autofree char *vp = NULL;

  g_signal_connect (page, "error", G_CALLBACK (error_cb), errors);
  bf_solo_page_set_game (page, game);
  g_assert_true (bf_solo_page_get_game (page) == game);
  window = new_window (TRUE, FALSE, GTK_WIDGET (page));
  timeline = get_timeline_view (page);

  /* Narrow: the status sits at the top of the page. */
  g_assert_true (adw_leaflet_get_folded (get_leaflet (page)));
  g_assert_true (bf_timeline_view_get_compact (timeline));

  /* Choices. */
  g_assert_true (section_visible (page, "choices"));
  assert_label (get_round_label (page), "Setup");
  gtk_editable_set_text (get_name_entry (page), "Anna");
  select_value (page, SOLO_COMBO_DIFFICULTY, 1);
  g_assert_cmpuint (bf_solo_game_get_difficulty (game), ==, 2);
  select_value (page, SOLO_COMBO_DIFFICULTY, 0);
  g_assert_cmpuint (bf_solo_game_get_difficulty (game), ==, 1);
  gtk_switch_set_active (get_switch (page, BF_SOLO_OPTION_NEW_BEGINNING), TRUE);
  bf_test_iterate ();
  g_assert_true (bf_solo_game_get_new_beginning (game));
  gtk_switch_set_active (get_switch (page, BF_SOLO_OPTION_NEW_BEGINNING), FALSE);
  bf_test_iterate ();
  g_assert_false (bf_solo_game_get_new_beginning (game));
  click (get_button (page, SOLO_BUTTON_DEAL));
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHECKLIST);
  g_assert_cmpstr (bf_solo_game_get_player_name (game), ==, "Anna");
  g_assert_false (section_visible (page, "choices"));

  /* Checklist: every instruction is a row. */
  g_assert_true (section_visible (page, "steps"));
  g_assert_cmpuint (count_rows (get_steps_list (page)), ==,
                    g_list_model_get_n_items (bf_solo_game_get_setup_checklist (game)));
  anna = bf_solo_game_get_player (game);
  andrew = bf_carnegie_game_get_andrew (bf_solo_game_get_table (game));
  g_assert_true (bf_map_view_get_game (get_map_view (page)) == bf_solo_game_get_table (game));

  /* The housing pawn (setup step 8: a housing space of a medium or major
   * city): no town is offered, nor a city without a free housing space;
   * a wrong city is taken back with its remove button, then Chicago 2. */
  g_assert_false (try_select_value (page, SOLO_COMBO_CITY,
                                    bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "seattle")->index));
  g_assert_true (try_select_value (page, SOLO_COMBO_CITY,
                                   bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "kansas-city")->index));
  bf_test_iterate ();
  /* Kansas City's spaces: only the housing one (3). */
  g_assert_false (try_select_value (page, SOLO_COMBO_SPACE, bf_test_space_of ("kansas-city", 1)));
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (anna), ==, 0);

  build_housing (page, "kansas-city", 3);
  g_assert_nonnull (bf_carnegie_player_find_project (anna, bf_test_space_of ("kansas-city", 3)));
  click (get_unbuild_button (page, bf_test_space_of ("kansas-city", 3)));
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (anna), ==, 0);
  build_housing (page, "chicago", 2);
  g_assert_nonnull (bf_carnegie_player_find_project (anna, bf_test_space_of ("chicago", 2)));
  g_assert_cmpuint (errors->len, ==, 0);

  /* The timeline as the table lays it: its first child names the tiles
   * left to right; the Management row reads across the four columns. */
  gtk_test_accessible_assert_property (gtk_widget_get_first_child (GTK_WIDGET (timeline)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Timeline tiles, left to right, between the Start and End tiles: "
                                       "tile 8 back side; tile 3 back side; tile 2 front side; tile 5 front side;");
  gtk_test_accessible_assert_property (bf_timeline_view_get_row_widget (timeline, BF_DEPT_MANAGEMENT),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Management row: 1, donation; 2, income in the South; 3, income in the East; "
                                       "4, income in the South; end space, income in the Midwest and donation. "
                                       "The action disc is on the start space.");

  /* Start. */
  g_assert_cmpstr (gtk_button_get_label (get_button (page, SOLO_BUTTON_ADVANCE)), ==,
                   "Start Round 1");
  click (get_button (page, SOLO_BUTTON_ADVANCE));
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
  assert_label (get_round_label (page), "Round 1 of 20");
  g_assert_true (section_visible (page, "choose"));
  /* N08's back is Management, N07's too: his next pick. */
  assert_label (get_next_pick_label (page), "Management");
  assert_label (get_supply_label (page), "16");
  /* 30 pawns, 4 on the transport tracks: 26 for projects and donations. */
  assert_label (GTK_LABEL (section_child (page, "status", "pawns_label")), "26");
  g_assert_cmpint (bf_timeline_view_get_active_row (timeline), ==, -1);
  /* Narrow: the facts have no rows to Tab to; the status's one Tab stop
   * says them (issue 28). */
  gtk_test_accessible_assert_property (section_child (page, "status", "head_row"),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "You choose this round’s action. "
                                       "Next pick: Management · Supply: 16 departments · Andrew’s pawns: 26");

  /* Round 1: Anna chooses Management. Andrew takes 10, 11, 12. */
  click (get_choose_button (page, BF_DEPT_MANAGEMENT));
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
  g_assert_cmpint (bf_timeline_view_get_active_row (timeline), ==, BF_DEPT_MANAGEMENT);
  g_assert_true (section_visible (page, "turn"));
  g_assert_true (section_visible (page, "entries"));
  g_assert_cmpuint (count_rows (get_turn_list (page)), >=, 2);
  g_assert_cmpuint (count_rows (get_steps_list (page)), >=, 5);
  /* Management's first space is tile 8 back's second entry, a donation:
   * N08's Welfare 2 holds a blocking disc, so the card slides to the
   * 1 VP card. */
  assert_label_contains (get_vp_card_label (page, 1), "N08");
  assert_label (get_supply_label (page), "13");
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (andrew), ==, 3);

  /* Project tabs: the housing pawn came from the Housing tab; Move
   * Right (R&D) reveals one more pawn. */
  {
    GtkWidget *group = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_SOLO_PAGE, "tabs"));

    g_assert_true (gtk_widget_get_visible (group));
    g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_HOUSING), ==, 0);
    g_assert_true (bf_test_showing_label (group, "0 pawns to build with · moved 0 to the right"));
    gtk_widget_activate_action (GTK_WIDGET (page), "solo.move-tab", "u", BF_PROJECT_HOUSING);
    bf_test_iterate ();
    g_assert_cmpint (bf_solo_game_get_tab_pawns (game, BF_PROJECT_HOUSING), ==, 1);
    g_assert_true (bf_test_showing_label (group, "1 pawn to build with · moved 1 to the right"));
  }

  /* Anna builds Sales (6). */
  select_value (page, SOLO_COMBO_DEPARTMENT, 6);
  click (get_button (page, SOLO_BUTTON_DEPARTMENT));
  g_assert_nonnull (bf_carnegie_player_find_department (anna, 6));
  assert_label (get_supply_label (page), "12");

  /* Correction: Andrew really took Advanced Research (13), not 12. */
  select_value (page, SOLO_COMBO_FIX_DEPARTMENT_FROM, 12);
  select_value (page, SOLO_COMBO_FIX_DEPARTMENT_TO, 13);
  click (get_button (page, SOLO_BUTTON_FIX_DEPARTMENT));
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 12), ==, 1);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 13), ==, 0);
  g_assert_cmpuint (errors->len, ==, 0);

  /* Next round (the button). */
  click (get_button (page, SOLO_BUTTON_ADVANCE));
  g_assert_cmpuint (bf_solo_game_get_round (game), ==, 2);

  /* Round 2: Andrew chooses (N07, Management): straight to the turn. */
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
  assert_label (get_round_label (page), "Round 2 of 20");
  /* Narrow, scrolled past the status card: the strip keeps the round,
   * Andrew's VP and his pawns in view. */
  {
    GtkAdjustment *adjustment =
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_SOLO_PAGE, "main_scroller")));
    GtkRevealer *strip = GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_SOLO_PAGE, "strip_revealer"));
    g_autofree char *expected = g_strdup_printf ("Round 2 of 20 · Andrew: %d VP · 26 pawns", bf_solo_game_get_andrew_vp (game));

    g_assert_false (gtk_revealer_get_reveal_child (strip));
    bf_test_wait_frames (window, 2);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    g_assert_true (gtk_revealer_get_reveal_child (strip));
    assert_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_SOLO_PAGE, "strip_label")), expected);
    render (window, "phone-light", "strip");
    gtk_adjustment_set_value (adjustment, 0);
    g_assert_false (gtk_revealer_get_reveal_child (strip));
  }
  g_assert_false (section_visible (page, "choose"));
  g_assert_cmpuint (bf_solo_game_get_marker (game, BF_DEPT_MANAGEMENT), ==, 1);
  g_assert_cmpint (bf_timeline_view_get_active_row (timeline), ==, BF_DEPT_MANAGEMENT);
  assert_label_contains (get_vp_card_label (page, 0), "N07");

  /* Anna's transport pawn in the East: box 3. */
  gtk_spin_button_set_value (get_transport_spin (page, BF_REGION_EAST), 3);
  bf_test_iterate ();
  g_assert_cmpuint (bf_carnegie_player_get_transport (anna, BF_REGION_EAST), ==, 3);

  /* Correction: Andrew's marker in the West is really on box 2. */
  gtk_spin_button_set_value (get_andrew_transport_spin (page, BF_REGION_WEST), 2);
  bf_test_iterate ();
  g_assert_cmpuint (bf_carnegie_player_get_transport (andrew, BF_REGION_WEST), ==, 2);
  click (get_button (page, SOLO_BUTTON_ADVANCE));

  /* Round 3: Management again (space 3); Anna makes a donation. */
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
  click (get_choose_button (page, BF_DEPT_MANAGEMENT));
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
  {
    BfDeptType moving;
    guint space;

    g_assert_true (bf_solo_game_get_choice (game, NULL, &moving, &space));
    g_assert_cmpuint (moving, ==, BF_DEPT_MANAGEMENT);
    g_assert_cmpuint (space, ==, 3);
  }
  select_value (page, SOLO_COMBO_DONATION, bf_test_chart_of ("education-management"));
  click (get_button (page, SOLO_BUTTON_DONATE));
  g_assert_true (bf_carnegie_player_has_donation (anna, bf_test_chart_of ("education-management")));
  /* Management's space 3 is tile 2 front's second entry, income in the
   * East: Andrew makes no donation and still has his 26 pawns. */
  g_assert_cmpuint (bf_carnegie_player_get_n_donations (andrew), ==, 0);
  assert_label (GTK_LABEL (section_child (page, "status", "pawns_label")), "26");

  /* Correction: this round's card lies under the 1 VP card. */
  select_value (page, SOLO_COMBO_CARD_POSITION, 1);
  g_assert_cmpuint (bf_solo_game_get_card_position (game), ==, 1);
  vp = g_strdup_printf ("Andrew: %d VP", bf_solo_game_get_andrew_vp (game));
  assert_label (get_andrew_vp_label (page), vp);
  g_clear_pointer (&vp, g_free);
  assert_label_contains (get_vp_card_label (page, 1), "N18");

  click (get_button (page, SOLO_BUTTON_ADVANCE));

  /* Round 4: Andrew again; the Management marker is on space 3 and
   * the timeline shows his row moving. */
  assert_label (get_round_label (page), "Round 4 of 20");
  g_assert_cmpuint (bf_solo_game_get_marker (game, BF_DEPT_MANAGEMENT), ==, 3);
  g_assert_cmpint (bf_timeline_view_get_active_row (timeline), ==, BF_DEPT_MANAGEMENT);
  vp = g_strdup_printf ("Andrew: %d VP", bf_solo_game_get_andrew_vp (game));
  assert_label (get_andrew_vp_label (page), vp);
  g_assert_cmpuint (errors->len, ==, 0);

  /* Correcting Andrew: applied unchanged, nothing happens but a message
   * (no phantom pawn); the search narrows the spaces and picks the
   * first match; the round's checklist shows the corrected step. */
  select_value (page, SOLO_COMBO_FIX_PROJECT_FROM, BF_SOLO_NO_SPACE);
  click (get_button (page, SOLO_BUTTON_FIX_PROJECT));
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (andrew), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (section_child (page, "corrections", "fix_project_search")), "omaha");
  /* "search-changed" comes after the entry's short delay. */
  for (gint64 end = g_get_monotonic_time () + 500 * G_TIME_SPAN_MILLISECOND; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  click (get_button (page, SOLO_BUTTON_FIX_PROJECT));
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (andrew), ==, 1);
  g_assert_nonnull (bf_carnegie_player_find_project (andrew, bf_test_space_of ("omaha", 1)));
  {
    GListModel *steps = bf_solo_game_get_round_instructions (game, 4);
    g_autoptr(BfInstruction) last = g_list_model_get_item (steps, g_list_model_get_n_items (steps) - 1);

    g_assert_cmpint (bf_instruction_get_kind (last), ==, BF_INSTRUCTION_PROJECT);
    g_assert_true (g_str_has_prefix (bf_instruction_get_text (last), "Andrew’s pawn is on Omaha"));
  }
  g_assert_cmpuint (bf_solo_game_get_andrew_pawns_left (game), ==, 25);

  /* A new game object (what undo hands the page) is shown at once. */
  {
    g_autofree char *data = bf_solo_game_to_data (game, NULL);
    g_autoptr(BfSoloGame) copy = bf_solo_game_new_from_data (data, -1, NULL);

    g_assert_nonnull (copy);
    bf_solo_page_set_game (page, copy);
    bf_test_iterate ();
    assert_label (get_round_label (page), "Round 4 of 20");
    g_assert_true (bf_map_view_get_game (get_map_view (page)) == bf_solo_game_get_table (copy));
    bf_solo_page_set_game (page, NULL);
    bf_test_iterate ();
  }

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Plays to the end through the widgets and checks the final screen. */
static void
test_finish (void)
{
  g_autoptr(BfSoloGame) game = bf_solo_game_new (3);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;

  bf_solo_page_set_game (page, game);
  window = new_window (FALSE, FALSE, GTK_WIDGET (page));

  /* Wide: the status beside the round. */
  g_assert_false (adw_leaflet_get_folded (get_leaflet (page)));
  g_assert_false (bf_timeline_view_get_compact (get_timeline_view (page)));

  click (get_button (page, SOLO_BUTTON_DEAL));
  /* The housing pawn on the first space offered (a free housing space of
   * a medium or major city). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (section_child (page, "entries", "city_row")), 0);
  bf_test_iterate ();
  adw_combo_row_set_selected (ADW_COMBO_ROW (section_child (page, "entries", "space_row")), 0);
  bf_test_iterate ();
  click (get_button (page, SOLO_BUTTON_BUILD));
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (bf_solo_game_get_player (game)), ==, 1);
  g_assert_cmpuint (bf_carnegie_player_get_project (bf_solo_game_get_player (game), 0)->type, ==, BF_PROJECT_HOUSING);
  click (get_button (page, SOLO_BUTTON_ADVANCE));
  for (guint round_no = 1; round_no <= BF_SOLO_ROUNDS; round_no++)
    {
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        click (get_choose_button (page, (BfDeptType) (round_no / 2 % 4)));
      g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);
      if (round_no == 3)
        {
          /* Scrolled down to the entries, Next Round: the new round
           * opens at its top. */
          GtkAdjustment *adjustment =
            gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_template_child (GTK_WIDGET (page), BF_TYPE_SOLO_PAGE, "main_scroller")));

          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
          g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
          click (get_button (page, SOLO_BUTTON_ADVANCE));
          g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
          continue;
        }
      click (get_button (page, SOLO_BUTTON_ADVANCE));
    }
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_FINISHED);
  g_assert_true (section_visible (page, "finished"));
  assert_label (get_round_label (page), "Game Over");
  g_assert_nonnull (get_player_editor (page));
  g_assert_true (bf_score_view_get_game (get_score_view (page)) == bf_solo_game_get_table (game));
  g_assert_nonnull (bf_score_view_get_card (get_score_view (page)));

  /* A final entry keeps the same editor. */
  {
    BfPlayerEditor *editor = get_player_editor (page);

    g_assert_true (bf_carnegie_player_set_money (bf_solo_game_get_player (game), 12, &error));
    g_assert_no_error (error);
    bf_test_iterate ();
    g_assert_true (get_player_editor (page) == editor);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Real clicks -------------------------------------------------------- */

static void
ok (gboolean  result,
    GError   *error)
{
  g_assert_no_error (error);
  g_assert_true (result);
}

/* Seed 1 in round 1, after the choice: Anna's housing pawn on Chicago
 * 2, Human Resources chosen (Andrew's action only slides his card). */
static BfSoloGame *
new_game_in_round_1 (void)
{
  BfSoloGame *game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;

  ok (bf_solo_game_confirm_setup (game, &error), error);
  ok (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);
  ok (bf_solo_game_choose (game, BF_DEPT_HR, &error), error);

  return game;
}

/* The open popover of the drop-down @row, or NULL. */
static GtkWidget *
open_popover (GtkWidget *row)
{
  g_autoptr(GPtrArray) popovers = g_ptr_array_new ();

  bf_test_collect_widgets (row, GTK_TYPE_POPOVER, popovers);
  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_mapped (popovers->pdata[i]))
      return popovers->pdata[i];
  return NULL;
}

static gboolean
popover_open (gpointer row)
{
  return open_popover (row) != NULL;
}

/* An entry shown in a drop-down's list whose label starts with @data. */
static gboolean
is_item_starting (GtkWidget     *widget,
                  gconstpointer  data)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget") || !gtk_widget_get_mapped (widget))
    return FALSE;
  bf_test_collect_widgets (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_label (labels->pdata[i]), data))
      return TRUE;
  return FALSE;
}

/* Runs the main loop until @done (polled), @ms at most. */
static void
wait_for (gboolean (*done) (gpointer data),
          gpointer  data,
          guint     ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
popover_closed (gpointer popover)
{
  return !gtk_widget_get_visible (popover);
}

/* Scrolls @widget 200 px below the top of its scrolled window, as a hand
 * does before it clicks, and waits until it stays there for two frames:
 * the page moves the focus to a new step's first field at idle, and its
 * viewport scrolls to that field, which may come after the scroll here
 * (a click computed then landed far off: the drop-down never opened).
 * Scrolls again until the widget shows (a few tries). */
static void
scroll_to_still (GtkWidget *widget)
{
  GtkWidget *native = GTK_WIDGET (gtk_widget_get_native (widget));

  for (guint tries = 0; tries < 5; tries++)
    {
      graphene_point_t last = GRAPHENE_POINT_INIT (-1, -1);
      graphene_point_t point;
      guint still = 0;

      /* A focus the page moves in an idle scrolls it: first that. */
      bf_test_wait_idle ();
      g_assert_true (bf_test_scroll_into_view (widget, 200));
      for (guint i = 0; i < 40 && still < 2; i++)
        {
          bf_test_wait_frames (native, 1);
          g_assert_true (gtk_widget_compute_point (widget, native, &GRAPHENE_POINT_INIT (0, 0), &point));
          still = graphene_point_equal (&point, &last) ? still + 1 : 0;
          last = point;
        }
      if (point.y >= 0 && point.y + gtk_widget_get_height (widget) <= gtk_widget_get_height (native))
        return;
    }
  g_error ("%s stays out of the window", G_OBJECT_TYPE_NAME (widget));
}

/* Chooses the entry starting with @prefix in @row's drop-down as a hand
 * does, with the real pointer: a click on the row, then one on the
 * entry. Returns as soon as the page has taken the choice, as a player
 * who then clicks a button straight away. */
static void
pointer_choose (AdwComboRow *row,
                const char  *prefix)
{
  GtkWidget *popover;
  GtkWidget *item;

  scroll_to_still (GTK_WIDGET (row));
  bf_test_pointer_click (GTK_WIDGET (row));
  wait_for (popover_open, row, 2000);
  popover = open_popover (GTK_WIDGET (row));
  g_assert_nonnull (popover);
  bf_test_wait_frames (popover, 2);
  item = bf_test_find_widget (popover, is_item_starting, prefix);
  if (item == NULL)
    g_error ("no entry “%s” showing in the drop-down", prefix);
  bf_test_pointer_click (item);
  /* The choice and the popover's closing are handled in one go. */
  wait_for (popover_closed, popover, 2000);
  g_assert_false (gtk_widget_get_visible (popover));
}

typedef struct
{
  BfSoloGame *game;
  GPtrArray  *errors;
  guint       n_entries;
} Outcome;

static gboolean
entry_or_error (gpointer data)
{
  Outcome *o = data;

  return bf_solo_game_get_n_entries (o->game) > o->n_entries || o->errors->len > 0;
}

/* Chooses @prefix in the drop-down @combo with the real pointer, then
 * clicks @button @delay_ms later (0: at once); the entry is made once,
 * without a refusal. */
static void
choose_and_click (BfSoloPage  *page,
                  Outcome     *outcome,
                  SoloCombo    combo,
                  const char  *prefix,
                  guint        delay_ms,
                  SoloButton   button)
{
  AdwComboRow *row = get_combo (page, combo);

  outcome->n_entries = bf_solo_game_get_n_entries (outcome->game);
  pointer_choose (row, prefix);
  if (delay_ms > 0)
    bf_test_wait_ms (delay_ms);
  bf_test_pointer_click (GTK_WIDGET (get_button (page, button)));
  wait_for (entry_or_error, outcome, 3000);
  g_assert_cmpuint (outcome->errors->len, ==, 0);
  /* Once: no second entry comes later. */
  bf_test_wait_ms (300);
  g_assert_cmpuint (bf_solo_game_get_n_entries (outcome->game), ==, outcome->n_entries + 1);
}

/* Issue 26: the first Build or Donate right after a choice in a
 * drop-down did nothing. The real pointer clicks the row, its entry,
 * then the button as soon as the page has taken the choice: before the
 * fix GTK had not yet sent the end of the popover's pointer grab to the
 * X server, which gave the click to the popover, gone by then (Build
 * after a city, whose choice rebuilds the space and type pickers). The
 * entry must be made (or the page say why not), once. */
static void
test_click_after_choice (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = new_game_in_round_1 ();
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  BfCarnegiePlayer *anna = bf_solo_game_get_player (game);
  GtkWidget *window;
  Outcome outcome = { game, errors, 0 };
  /* Seed 1: Education 1 and 3 hold blocking discs (tests/test-solo.c). */
  static const struct { const char *label, *id; } donations[] = {
    { "Education 2", "education-management" },
    { "Education 4", "education-rd" },
    { "Education 5", "education-any" },
  };

  g_signal_connect (page, "error", G_CALLBACK (error_cb), errors);
  bf_solo_page_set_game (page, game);
  window = new_window (variant->phone, variant->dark, GTK_WIDGET (page));
  if (!bf_test_pointer_available (window))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      bf_test_iterate ();
      g_test_skip ("No X11 display with XTest: no real pointer to click with.");
      return;
    }

  /* Donations: three in a row, each clicked right after its choice. */
  for (guint i = 0; i < G_N_ELEMENTS (donations); i++)
    {
      choose_and_click (page, &outcome, SOLO_COMBO_DONATION, donations[i].label, 0, SOLO_BUTTON_DONATE);
      g_assert_true (bf_carnegie_player_has_donation (anna, bf_test_chart_of (donations[i].id)));
    }

  /* A project: San Francisco's first free space is space 1, Commerce,
   * and the Commerce tab holds its setup pawn. */
  choose_and_click (page, &outcome, SOLO_COMBO_CITY, "San Francisco", 0, SOLO_BUTTON_BUILD);
  g_assert_nonnull (bf_carnegie_player_find_project (anna, bf_test_space_of ("san-francisco", 1)));

  /* An ordinary click (the popover long closed) is one click, not two. */
  choose_and_click (page, &outcome, SOLO_COMBO_DEPARTMENT, "Training", 500, SOLO_BUTTON_DEPARTMENT);
  g_assert_nonnull (bf_carnegie_player_find_department (anna, 1));

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* The count of entries of a drop-down. */
static guint
n_choices (AdwComboRow *row)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (row));
}

static guint
choice_of (AdwComboRow *row)
{
  guint value = G_MAXUINT;

  g_assert_true (bf_solo_get_choice (row, &value));
  return value;
}

/* Issue 26: the form offers what the space takes, and starts on what the
 * player can do. Seed 1: Anna's housing pawn on Chicago 2; Chicago's
 * spaces are 1 Commerce, 2 Housing, 3 and 4 Industry, 5 Public; Omaha is
 * a town; the tabs hold Commerce 1, Industry 1, Housing 0 (its pawn is
 * on Chicago 2), Public 0. Education 1 holds a blocking disc, Education
 * 2 is free (tests/test-solo.c). */
static void
test_entry_form (void)
{
  g_autoptr(BfSoloGame) game = new_game_in_round_1 ();
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  BfCarnegiePlayer *anna = bf_solo_game_get_player (game);
  AdwComboRow *type_row;
  AdwComboRow *donation_row;
  GtkWidget *window;

  g_signal_connect (page, "error", G_CALLBACK (error_cb), errors);
  bf_solo_page_set_game (page, game);
  window = new_window (TRUE, FALSE, GTK_WIDGET (page));
  type_row = get_combo (page, SOLO_COMBO_PROJECT_TYPE);
  donation_row = get_combo (page, SOLO_COMBO_DONATION);

  /* Chicago: its first free space, 1, takes Commerce only. */
  select_value (page, SOLO_COMBO_CITY, bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "chicago")->index);
  g_assert_cmpuint (choice_of (get_combo (page, SOLO_COMBO_SPACE)), ==, bf_test_space_of ("chicago", 1));
  g_assert_cmpuint (n_choices (type_row), ==, 1);
  g_assert_cmpuint (choice_of (type_row), ==, BF_PROJECT_COMMERCE);
  click (get_button (page, SOLO_BUTTON_BUILD));
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_nonnull (bf_carnegie_player_find_project (anna, bf_test_space_of ("chicago", 1)));

  /* After the build the form moves on to space 3, Industry: Industry
   * only, chosen (before: Commerce kept, four types offered). */
  g_assert_cmpuint (choice_of (get_combo (page, SOLO_COMBO_SPACE)), ==, bf_test_space_of ("chicago", 3));
  g_assert_cmpuint (n_choices (type_row), ==, 1);
  g_assert_cmpuint (choice_of (type_row), ==, BF_PROJECT_INDUSTRY);
  g_assert_false (try_select_value (page, SOLO_COMBO_PROJECT_TYPE, BF_PROJECT_HOUSING));

  /* A town takes any type; the form starts on one whose tab holds a
   * pawn (Industry), and Build puts it there. */
  select_value (page, SOLO_COMBO_CITY, bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "omaha")->index);
  g_assert_cmpuint (n_choices (type_row), ==, BF_N_PROJECT_TYPES);
  g_assert_cmpuint (choice_of (type_row), ==, BF_PROJECT_INDUSTRY);
  click (get_button (page, SOLO_BUTTON_BUILD));
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (bf_carnegie_player_find_project (anna, bf_test_space_of ("omaha", 1))->type, ==, BF_PROJECT_INDUSTRY);

  /* Donations start on a free space, not on Education 1's blocking disc;
   * Donate there says what holds it. */
  g_assert_cmpuint (choice_of (donation_row), ==, bf_test_chart_of ("education-management"));
  select_value (page, SOLO_COMBO_DONATION, bf_test_chart_of ("education-hr"));
  click (get_button (page, SOLO_BUTTON_DONATE));
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_cmpstr (errors->pdata[0], ==, "Education 1: 3 VP per Human Resources department built holds a "
                                         "blocking disc: nobody can donate there.");
  g_assert_cmpuint (bf_carnegie_player_get_n_donations (anna), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Scrolls the page so that @widget stands @offset px below the top of
 * the round's scrolled window (the page's own, whatever scrolls inside). */
static void
scroll_page_to (BfSoloPage *page,
                GtkWidget  *widget,
                double      offset)
{
  GtkWidget *scroller = page_child (page, "main_scroller");
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, scroller, &GRAPHENE_POINT_INIT (0, 0), &point));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + point.y - offset);
  bf_test_wait_frames (GTK_WIDGET (gtk_widget_get_root (widget)), 2);
}

/* Whether all of @widget lies within @window as shown. */
static void
assert_within_window (GtkWidget *widget,
                      GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window) ||
      bounds.size.height < 1)
    g_error ("%s at y %.0f, %.0f px tall, outside the window (%d px tall)", G_OBJECT_TYPE_NAME (widget),
             bounds.origin.y, bounds.size.height, gtk_widget_get_height (window));
}

/* Issue 26: after 20 rounds the final page showed the standings, Keep in
 * History and both players' lines in a box 54 px tall scrolling on its
 * own inside the page. They are now part of the page: the score sheet
 * does not scroll by itself, and scrolling the page brings the
 * standings, Keep in History and every line of both players into the
 * window, at 360 px and at desktop width. */
static void
test_final_page (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *screen = g_strdup_printf ("7-final-%s", variant->name);
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  BfScoreView *view;
  GtkAdjustment *inner;
  GtkWidget *window;
  GtkWidget *standings;
  GtkWidget *keep;

  ok (bf_solo_game_confirm_setup (game, &error), error);
  ok (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);
  while (bf_solo_game_get_phase (game) != BF_SOLO_PHASE_FINISHED)
    {
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        ok (bf_solo_game_choose (game, BF_DEPT_CONSTRUCTION, &error), error);
      ok (bf_solo_game_next_round (game, &error), error);
    }

  bf_solo_page_set_game (page, game);
  window = new_window (variant->phone, variant->dark, GTK_WIDGET (page));
  bf_test_wait_frames (window, 3);
  view = get_score_view (page);
  g_assert_nonnull (bf_score_view_get_card (view));
  g_assert_false (bf_score_view_get_scrolls (view));
  standings = bf_test_template_child (view, BF_TYPE_SCORE_VIEW, "standings_group");
  keep = bf_test_template_child (view, BF_TYPE_SCORE_VIEW, "keep_button");

  /* Nothing to scroll inside the sheet: it has all the height it needs. */
  inner = bf_test_score_view_get_vadjustment (view);
  g_assert_cmpfloat (gtk_adjustment_get_upper (inner) - gtk_adjustment_get_lower (inner), <=,
                     gtk_adjustment_get_page_size (inner) + 0.5);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), >, gtk_widget_get_height (keep) + 300);

  /* The page scrolled to the standings: they and Keep in History are in
   * the window, and so is every line of both players in turn. */
  scroll_page_to (page, standings, 12);
  assert_within_window (standings, window);
  assert_within_window (keep, window);
  {
    g_autoptr(GdkTexture) texture = bf_test_render_window (window);
    g_autofree char *path = g_strdup_printf ("%s/%s.png", bf_test_screenshot_dir ("/tmp/bf-solo-shots"), screen);

    bf_test_save_png (texture, path);
  }
  g_assert_cmpuint (bf_test_score_view_get_n_groups (view), ==, 2);
  for (guint player = 0; player < 2; player++)
    {
      guint n = bf_test_score_view_get_n_rows (view, player);

      g_assert_cmpuint (n, >, 0);
      for (guint line = 0; line < n; line++)
        {
          GtkWidget *row = GTK_WIDGET (bf_test_score_view_get_row (view, player, line));

          scroll_page_to (page, row, 40);
          assert_within_window (row, window);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Screens -------------------------------------------------------------- */

static void
test_screens (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;

  bf_solo_page_set_game (page, game);
  window = new_window (variant->phone, variant->dark, GTK_WIDGET (page));
  render (window, variant->name, "1-choices");

  g_assert_true (bf_solo_game_confirm_setup (game, &error));
  g_assert_true (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error));
  render (window, variant->name, "2-checklist");
  {
    AdwExpanderRow *laid = ADW_EXPANDER_ROW (section_child (page, "laid", "laid_expander"));

    adw_expander_row_set_expanded (laid, TRUE);
    render (window, variant->name, "2-laid-timeline");
    adw_expander_row_set_expanded (laid, FALSE);
  }

  g_assert_true (bf_solo_game_start (game, &error));
  render (window, variant->name, "3-choose");

  g_assert_true (bf_solo_game_choose (game, BF_DEPT_MANAGEMENT, &error));
  g_assert_true (bf_solo_game_build_department (game, 6, &error));
  render (window, variant->name, "4-play");

  for (guint round_no = 1; round_no < 7; round_no++)
    {
      g_assert_true (bf_solo_game_next_round (game, &error));
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        g_assert_true (bf_solo_game_choose (game, round_no < 4 ? BF_DEPT_MANAGEMENT : BF_DEPT_CONSTRUCTION, &error));
    }
  g_assert_true (bf_solo_game_build (game, bf_test_space_of ("charleston", 1), BF_PROJECT_COMMERCE, &error));
  render (window, variant->name, "5-round-7");

  while (bf_solo_game_get_phase (game) != BF_SOLO_PHASE_FINISHED)
    {
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        g_assert_true (bf_solo_game_choose (game, BF_DEPT_RD, &error));
      g_assert_true (bf_solo_game_next_round (game, &error));
    }
  g_assert_no_error (error);
  render (window, variant->name, "6-finished");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* A round without scrolling (issue 31) ------------------------------- */

/* What a person does for a round: ticks, taps or clicks, swipes. */
typedef struct
{
  guint ticks;
  guint clicks;
  guint swipes;
  guint choice_swipes;  /* of swipes, those to reach the row's button */
} Effort;

/* The page in a window under a header bar, as the app shows it: the
 * round's scrolled window gets what the window leaves it. */
static GtkWidget *
new_app_window (const BfTestVariant *variant,
                BfSoloPage          *page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *window;

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (page), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (page));
  window = bf_test_present_window (box, variant, 1280, 800);
  bf_test_wait_frames (window, 3);

  return window;
}

static GtkAdjustment *
page_adjustment (BfSoloPage *page)
{
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page_child (page, "main_scroller")));
}

/* The tick of the round's first step not ticked yet, in the order the
 * page shows them (Andrew's turn, then Your Turn), or NULL. */
static GtkWidget *
first_unticked (BfSoloPage *page)
{
  static const char * const lists[] = { "steps_list", "turn_list" };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      GtkWidget *list = section_child (page, "checklist", lists[i]);

      if (!gtk_widget_get_mapped (list))
        continue;
      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
        {
          GtkWidget *check = GTK_IS_LIST_BOX_ROW (row) ? gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)) : NULL;

          if (GTK_IS_CHECK_BUTTON (check) && !gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
            return check;
        }
    }

  return NULL;
}

/* Whether @widget is wholly on the screen: inside the window and, when
 * it scrolls with the round, inside the scrolled window's visible part. */
static gboolean
on_screen (BfSoloPage *page,
           GtkWidget  *widget)
{
  GtkWidget *scroller = page_child (page, "main_scroller");
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page)));
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, window, &bounds) ||
      bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window))
    return FALSE;
  if (gtk_widget_is_ancestor (widget, scroller) &&
      (!gtk_widget_compute_bounds (widget, scroller, &bounds) ||
       bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller)))
    return FALSE;

  return TRUE;
}

/* Swipes until @widget is on the screen: a swipe moves the page by 80 %
 * of its height, toward @widget (a person keeps the place they read). */
static void
swipe_to (BfSoloPage *page,
          GtkWidget  *widget,
          Effort     *effort)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page)));
  GtkWidget *scroller = page_child (page, "main_scroller");
  GtkAdjustment *adjustment = page_adjustment (page);

  for (guint n = 0; !on_screen (page, widget); n++)
    {
      graphene_rect_t bounds;
      double step = gtk_adjustment_get_page_size (adjustment) * 0.8;

      g_assert_cmpuint (n, <, 40);
      g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + (bounds.origin.y < 0 ? -step : step));
      effort->swipes++;
      bf_test_wait_frames (window, 2);
    }
}

/* One round as a player at the table makes it: in a round the player
 * chooses, the row's button; with @tick, each step ticked in turn (a tap
 * on its tick, which takes the focus as a click gives it); then Next
 * Round. With @follow, after each tick the next step and the focus are
 * on the screen without a swipe. With @shot, the page is rendered
 * halfway (the variant's name). */
static void
play_round (BfSoloPage *page,
            BfDeptType  row,
            gboolean    tick,
            gboolean    follow,
            const char *shot,
            Effort     *effort)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page)));
  BfSoloGame *game = bf_solo_page_get_game (page);
  GtkWidget *check;
  GtkWidget *advance = GTK_WIDGET (get_button (page, SOLO_BUTTON_ADVANCE));

  if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
    {
      swipe_to (page, GTK_WIDGET (get_choose_button (page, row)), effort);
      effort->choice_swipes = effort->swipes;
      click (get_choose_button (page, row));
      effort->clicks++;
      bf_test_wait_frames (window, 3);
    }
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);

  while (tick && (check = first_unticked (page)) != NULL)
    {
      GtkWidget *focus;

      swipe_to (page, check, effort);
      gtk_widget_grab_focus (check);
      gtk_widget_activate (check);
      g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
      effort->ticks++;
      bf_test_wait_frames (window, 4);
      /* Halfway through the steps, to look at. */
      if (shot != NULL && effort->ticks == 7)
        render (window, shot, "8-round-followed");
      if (!follow)
        continue;

      /* The page followed: the next step in view, and the focus, never
       * lost, in view too. */
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      g_assert_true (on_screen (page, focus));
      if ((check = first_unticked (page)) != NULL)
        g_assert_true (on_screen (page, gtk_widget_get_parent (check)));
    }

  swipe_to (page, advance, effort);
  click (GTK_BUTTON (advance));
  effort->clicks++;
  bf_test_wait_frames (window, 3);
}

/* Seed 1 from its deal to round 1's choice, through the core. */
static BfSoloGame *
new_game_at_round_1 (void)
{
  BfSoloGame *game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;

  ok (bf_solo_game_confirm_setup (game, &error), error);
  ok (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);

  return game;
}

/* Plays @game through the core to round 20's turn (the player choosing
 * Construction). */
static void
play_to_round_20 (BfSoloGame *game)
{
  g_autoptr(GError) error = NULL;

  while (bf_solo_game_get_round (game) < BF_SOLO_ROUNDS || bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
    {
      if (bf_solo_game_get_phase (game) == BF_SOLO_PHASE_CHOOSE)
        ok (bf_solo_game_choose (game, BF_DEPT_CONSTRUCTION, &error), error);
      else
        ok (bf_solo_game_next_round (game, &error), error);
    }
}

/* Rounds 1 and 2 of seed 1, every step ticked, then round 3 with nothing
 * ticked nor entered: no swipe at all, and the round with nothing to
 * enter is one action. Prints the counts (docs/solo.md,
 * "Solo against Andrew"). */
static void
test_round_effort (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = new_game_at_round_1 ();
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;
  Effort round1 = { 0 }, round2 = { 0 }, round3 = { 0 };

  bf_solo_page_set_game (page, game);
  window = new_app_window (variant, page);

  /* Round 1: Anna chooses Management; 12 steps to tick (13 shown, the
   * card's heading has none). */
  play_round (page, BF_DEPT_MANAGEMENT, TRUE, TRUE, variant->name, &round1);
  render (window, variant->name, "8-round-2-opened");
  g_test_message ("solo effort %s round 1 (you choose, steps ticked): ticks=%u clicks=%u swipes=%u (%u to the choice)",
                  variant->name, round1.ticks, round1.clicks, round1.swipes, round1.choice_swipes);
  g_assert_cmpuint (round1.ticks, ==, 12);
  g_assert_cmpuint (round1.clicks, ==, 2);
  /* At 360 px the four rows' buttons lie below the status card (one
   * swipe: the choice is the player's, read with the timeline); after
   * it, none. */
  g_assert_cmpuint (round1.choice_swipes, <=, variant->phone ? 1 : 0);
  g_assert_cmpuint (round1.swipes, ==, round1.choice_swipes);

  /* Round 2: Andrew chooses (N07, Management). */
  g_assert_cmpuint (bf_solo_game_get_round (game), ==, 2);
  play_round (page, BF_DEPT_MANAGEMENT, TRUE, TRUE, NULL, &round2);
  g_test_message ("solo effort %s round 2 (Andrew chooses, steps ticked): ticks=%u clicks=%u swipes=%u",
                  variant->name, round2.ticks, round2.clicks, round2.swipes);
  g_assert_cmpuint (round2.ticks, ==, 12);
  g_assert_cmpuint (round2.clicks, ==, 1);
  g_assert_cmpuint (round2.swipes, ==, 0);

  /* Round 3: Anna chooses Management again, enters nothing and ticks
   * nothing: the choice and Next Round. */
  play_round (page, BF_DEPT_MANAGEMENT, FALSE, FALSE, NULL, &round3);
  g_test_message ("solo effort %s round 3 (you choose, nothing ticked): ticks=%u clicks=%u swipes=%u (%u to the choice)",
                  variant->name, round3.ticks, round3.clicks, round3.swipes, round3.choice_swipes);
  g_assert_cmpuint (round3.clicks, ==, 2);
  g_assert_cmpuint (round3.swipes, ==, round3.choice_swipes);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Round 2 of seed 1, Andrew's (he chooses Management from N07's back):
 * the player enters nothing, and Next Round in the bar, on screen
 * without a swipe, ends it. The state after it, from the rules and the
 * deal (tests/test-solo.c, seed 1: supply 1 2 2 5 6 6 7 8 8 10 10 11 12
 * 13 15 16; deck N08 N07 N18 …):
 *   - round 1 (N08, Management): Andrew takes 10, 11, 12 (the lowest
 *     of each type his card lists); round 2 (N07): 5, 6, 7. Supply:
 *     16 − 6 = 10 tiles; one 6 of two is left, no 5 and no 7.
 *   - one action disc moves one space a round (the row chosen,
 *     Management, both rounds): Management's on space 2.
 *   - round 3 is odd: Anna chooses (phase CHOOSE).
 *   - N07 slid nowhere (income in the South gives Andrew nothing, and
 *     he found all three tiles): it counts on the 0 VP card. */
static void
test_empty_round (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = new_game_at_round_1 ();
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;
  Effort effort = { 0 };

  ok (bf_solo_game_choose (game, BF_DEPT_MANAGEMENT, &error), error);
  ok (bf_solo_game_next_round (game, &error), error);
  g_assert_cmpuint (bf_solo_game_get_round (game), ==, 2);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_PLAY);

  bf_solo_page_set_game (page, game);
  window = new_app_window (variant, page);

  play_round (page, BF_DEPT_MANAGEMENT, FALSE, FALSE, NULL, &effort);
  g_assert_cmpuint (effort.clicks, ==, 1);
  g_assert_cmpuint (effort.swipes, ==, 0);
  g_assert_cmpuint (effort.ticks, ==, 0);

  g_assert_cmpuint (bf_solo_game_get_round (game), ==, 3);
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_CHOOSE);
  g_assert_cmpuint (bf_solo_game_get_marker (game, BF_DEPT_MANAGEMENT), ==, 2);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 5), ==, 0);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 6), ==, 1);
  g_assert_cmpuint (bf_solo_game_get_supply_count (game, 7), ==, 0);
  {
    g_autoptr(GArray) supply = bf_solo_game_get_supply (game);

    g_assert_cmpuint (supply->len, ==, 10);
  }
  g_assert_cmpuint (bf_carnegie_player_get_n_taken (bf_carnegie_game_get_andrew (bf_solo_game_get_table (game))), ==, 6);
  assert_label_contains (get_vp_card_label (page, 0), "N07");
  /* Nothing of Anna's changed: her housing pawn only. */
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (bf_solo_game_get_player (game)), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

static void
scroll_to_bottom (BfSoloPage *page)
{
  GtkAdjustment *adjustment = page_adjustment (page);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
}

/* The page is at its top: scrolled to 0, or where the focus the new step
 * put on its first thing lies below the first screen (a phone), just
 * far enough to show it with 12 px below it: the focus is on screen. */
static void
assert_at_top (BfSoloPage *page)
{
  GtkWidget *scroller = page_child (page, "main_scroller");
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (page)));
  double value = gtk_adjustment_get_value (page_adjustment (page));
  graphene_rect_t bounds;
  double bottom;

  g_assert_nonnull (focus);
  g_assert_true (on_screen (page, focus));
  g_assert_true (gtk_widget_compute_bounds (focus, scroller, &bounds));
  bottom = bounds.origin.y + value + bounds.size.height;
  g_assert_cmpfloat_with_epsilon (value, bottom > gtk_widget_get_height (scroller) ? bottom - gtk_widget_get_height (scroller) + 12 : 0, 1);
}

/* The bar: Start Round 1, Next Round and Final Scoring are on screen
 * with the page at its top, outside its scrolling, 44 px tall at least;
 * the bar names the next step. */
static void
test_bar (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *advance = GTK_WIDGET (get_button (page, SOLO_BUTTON_ADVANCE));
  GtkWidget *window;

  ok (bf_solo_game_confirm_setup (game, &error), error);
  bf_solo_page_set_game (page, game);
  window = new_app_window (variant, page);

  for (guint step = 0; step < 3; step++)
    {
      g_autoptr(BfInstruction) first = NULL;
      g_autofree char *next = NULL;

      assert_at_top (page);
      g_assert_true (on_screen (page, advance));
      g_assert_false (gtk_widget_is_ancestor (advance, page_child (page, "main_scroller")));
      g_assert_cmpint (gtk_widget_get_height (advance), >=, 44);
      g_assert_cmpint (gtk_widget_get_width (advance), >=, 44);

      first = g_list_model_get_item (step == 0 ? bf_solo_game_get_setup_checklist (game)
                                               : bf_solo_game_get_instructions (game), 0);
      next = g_strdup_printf ("Next: %s", bf_instruction_get_text (first));
      assert_label (page_child (page, "next_label"), next);

      switch (step)
        {
        case 0:
          g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (advance)), ==, "Start Round 1");
          ok (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
          ok (bf_solo_game_start (game, &error), error);
          ok (bf_solo_game_choose (game, BF_DEPT_MANAGEMENT, &error), error);
          break;
        case 1:
          g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (advance)), ==, "Next Round");
          play_to_round_20 (game);
          break;
        default:
          g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (advance)), ==, "Final Scoring");
          break;
        }
      bf_test_wait_idle ();
      bf_test_wait_frames (window, 4);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}


/* Every step opens at its top, scrolled where the last one was or not:
 * the table dealt, the choice made, the final page; so does the page
 * when it is shown again and a new game. At 1280 × 800 that is 0; at
 * 360 × 720 the setup checklist's first step is below the first screen,
 * and the page goes as far as shows it (assert_at_top()). */
static void
test_opens_at_top (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = bf_solo_game_new (1);
  g_autoptr(BfSoloGame) other = bf_solo_game_new (2);
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *window;

  bf_solo_page_set_game (page, game);
  window = new_app_window (variant, page);

  /* A new game after this one (both at their choices), the page
   * scrolled down. */
  scroll_to_bottom (page);
  bf_solo_page_set_game (page, NULL);
  bf_solo_page_set_game (page, other);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  assert_at_top (page);
  bf_solo_page_set_game (page, NULL);
  bf_solo_page_set_game (page, game);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);

  /* Deal the Table, from the bottom of the choices. */
  scroll_to_bottom (page);
  click (get_button (page, SOLO_BUTTON_DEAL));
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  assert_at_top (page);

  /* The choice, from the bottom of the choose step. */
  ok (bf_solo_game_build (game, bf_test_space_of ("chicago", 2), BF_PROJECT_HOUSING, &error), error);
  ok (bf_solo_game_start (game, &error), error);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  scroll_to_bottom (page);
  click (get_choose_button (page, BF_DEPT_MANAGEMENT));
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  assert_at_top (page);

  /* The page shown again (the window's stack switched back to it). */
  scroll_to_bottom (page);
  gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
  bf_test_wait_frames (window, 2);
  gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  assert_at_top (page);

  /* The final page, from the bottom of round 20. */
  bf_solo_page_set_game (page, NULL);
  bf_solo_page_set_game (page, game);
  play_to_round_20 (game);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  scroll_to_bottom (page);
  click (get_button (page, SOLO_BUTTON_ADVANCE));
  g_assert_cmpuint (bf_solo_game_get_phase (game), ==, BF_SOLO_PHASE_FINISHED);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  assert_at_top (page);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* A round with the keyboard alone (round 2 of seed 1, Andrew's): Space
 * on each step's tick, Tab to the next, on to Next Round in the bar and
 * Space. The focus is never lost nor off the screen, the page follows
 * each tick. Prints the keys pressed. */
static void
test_keyboard_round (gconstpointer data)
{
  const BfTestVariant *variant = data;
  g_autoptr(BfSoloGame) game = new_game_at_round_1 ();
  g_autoptr(GError) error = NULL;
  BfSoloPage *page = BF_SOLO_PAGE (bf_solo_page_new ());
  GtkWidget *advance = GTK_WIDGET (get_button (page, SOLO_BUTTON_ADVANCE));
  GtkWidget *window;
  guint spaces = 0, tabs = 0;

  ok (bf_solo_game_choose (game, BF_DEPT_MANAGEMENT, &error), error);
  ok (bf_solo_game_next_round (game, &error), error);
  bf_solo_page_set_game (page, game);
  window = new_app_window (variant, page);

  /* A step ticked far below the first one not ticked (the last step
   * first): the page leaves neither the focus nor the place, Space
   * takes the tick back. */
  {
    GtkWidget *first = first_unticked (page);
    GtkWidget *last = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (gtk_widget_get_last_child (section_child (page, "checklist", "turn_list"))));

    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == first);
    gtk_widget_grab_focus (last);
    bf_test_wait_frames (window, 4);
    gtk_widget_activate (last);
    bf_test_wait_frames (window, 4);
    g_assert_true (first_unticked (page) == first);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == last);
    g_assert_true (on_screen (page, last));
    gtk_widget_activate (last);
    bf_test_wait_frames (window, 4);
    g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (last)));
    gtk_widget_grab_focus (first);
    bf_test_wait_frames (window, 4);
  }

  /* The round opens on its first step's tick. */
  for (;;)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      g_assert_nonnull (focus);
      g_assert_true (on_screen (page, focus));
      if (focus == advance)
        break;
      if (GTK_IS_CHECK_BUTTON (focus) && focus == first_unticked (page))
        {
          gtk_widget_activate (focus);
          spaces++;
        }
      else
        {
          g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
          tabs++;
          g_assert_cmpuint (tabs, <, 400);
        }
      bf_test_wait_frames (window, 4);
    }
  g_assert_null (first_unticked (page));
  g_test_message ("solo keyboard %s round 2: Space=%u Tab=%u, then Space on Next Round",
                  variant->name, spaces, tabs);
  g_assert_cmpuint (spaces, ==, 12);

  /* A button pressed with Space shows itself pressed for a moment first. */
  gtk_widget_activate (advance);
  bf_test_wait_ms (400);
  bf_test_wait_idle ();
  bf_test_wait_frames (window, 4);
  g_assert_cmpuint (bf_solo_game_get_round (game), ==, 3);
  /* Round 3 opens on its first thing, on screen. */
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (on_screen (page, gtk_root_get_focus (GTK_ROOT (window))));

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

static void
css_error_cb (GtkCssProvider *provider,
              GtkCssSection  *section,
              GError         *error)
{
  g_error ("style.css: %s", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  css = gtk_css_provider_new ();
  g_signal_connect (css, "parsing-error", G_CALLBACK (css_error_cb), NULL);
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/solo-page/laid-timeline", test_laid_timeline);
  g_test_add_func ("/solo-page/play", test_play);
  g_test_add_func ("/solo-page/finish", test_finish);
  g_test_add_func ("/solo-page/entry-form", test_entry_form);
  g_test_add_func ("/solo-page/screen-reader", test_screen_reader);
  g_test_add_func ("/solo-page/focus-kept", test_focus_kept);
  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/solo-page/final-page/%s", bf_test_variants[i].name);

      g_test_add_data_func (path, &bf_test_variants[i], test_final_page);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/solo-page/click-after-choice/%s", bf_test_variants[i].name);

      g_test_add_data_func (path, &bf_test_variants[i], test_click_after_choice);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      static const struct { const char *name; GTestDataFunc func; } round[] = {
        { "round-effort", test_round_effort },
        { "empty-round", test_empty_round },
        { "bar", test_bar },
        { "opens-at-top", test_opens_at_top },
        { "keyboard-round", test_keyboard_round },
      };

      /* Sizes matter here, not the style: light only. */
      if (bf_test_variants[i].dark)
        continue;
      for (guint j = 0; j < G_N_ELEMENTS (round); j++)
        {
          g_autofree char *path = g_strdup_printf ("/solo-page/%s/%s", round[j].name, bf_test_variants[i].name);

          g_test_add_data_func (path, &bf_test_variants[i], round[j].func);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/solo-page/screens/%s", bf_test_variants[i].name);

      g_test_add_data_func (path, &bf_test_variants[i], test_screens);
    }

  return g_test_run ();
}
