/* bf-setup-assistant.c
 *
 * The flow and its rulings are described in docs/setup.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-setup-assistant"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bf-setup-assistant.h"
#include "bf-carnegie-enums.h"
#include "bf-widgets.h"

#include "bf-bidding-page.h"
#include "bf-secret-page.h"
#include "bf-timeline-view.h"

/* Base game setup, step 5 (without A New Beginning). */
#define START_GOODS  4
#define START_MONEY  12
#define START_LOBBY  5
#define START_MOVES  6
/* Andrew's normal action cards, N01-N20, place the blocking disks. */
#define N_CARDS      BF_N_ANDREW_DECK

struct _BfSetupAssistant
{
  AdwBin               parent_instance;

  /* template widgets (the stack is the bin's child, not bound: AdwBin
   * unparents it itself) */
  GtkStack            *stack;
  GtkBox              *bidding_box;
  GtkLabel            *table_intro;
  GtkBox              *table_box;
  GtkWidget           *laid_rows[BF_TIMELINE_TILES];
  GtkLabel            *cover_title;
  AdwComboRow         *tile_row;
  AdwComboRow         *column_row;
  GtkLabel            *cover_note;
  AdwPreferencesGroup *covers_done_group;
  GtkBox              *moves_box;
  GtkBox              *secret_box;
  AdwStatusPage       *ready_status;

  /* owned */
  BfCarnegieGame              *game;
  BfBidding           *bidding;
  BfBidReveal         *reveal;
  GtkStringList       *tile_texts;
  GtkStringList       *column_texts;

  /* borrowed: children of bidding_box and secret_box */
  GtkWidget           *bidding_page;
  GtkWidget           *secret_page;

  guint32              seed;
  BfSetupRecord        record;
  BfSetupStep          step;
  guint                cover_turn;
  int                  cover_columns[BF_MAX_PLAYERS]; /* covered at each turn, -1 passed */
  BfSetupStep          building;     /* the checklist being built */
  guint                n_rows;       /* its rows so far */
  int                  tile_choices[BF_N_DONATION_TYPES];   /* combo position → tile */
  int                  column_choices[BF_N_DONATION_TYPES]; /* combo position → column */
};

G_DEFINE_FINAL_TYPE (BfSetupAssistant, bf_setup_assistant, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SEED,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  DONE,
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Names ------------------------------------------------------------------ */

static BfCarnegieRules *
rules_of (BfSetupAssistant *self)
{
  return bf_carnegie_game_get_rules (self->game);
}

static guint
n_players (BfSetupAssistant *self)
{
  return bf_carnegie_game_get_n_players (self->game);
}

/* The player in @seat, counted clockwise from the first player. */
static guint
player_at_seat (BfSetupAssistant *self,
                guint             seat)
{
  return (self->record.first_player + seat) % n_players (self);
}

static const char *
player_name (BfSetupAssistant *self,
             guint             index)
{
  return bf_carnegie_player_get_name (bf_carnegie_game_get_player (self->game, index));
}

static char *
space_name (BfSetupAssistant *self,
            guint             space)
{
  const BfSpace *s = bf_carnegie_rules_get_space (rules_of (self), space);
  const BfCity *city = bf_carnegie_rules_get_city (rules_of (self), s->city);

  if (s->type == BF_PROJECT_ANY)
    /* Translators: a small town's only construction space, "Fargo (town)" */
    return g_strdup_printf (_("%s (town)"), city->name);

  /* Translators: a construction space, "Chicago, space 2 (Housing)" */
  return g_strdup_printf (_("%s, space %u (%s)"), city->name, s->slot,
                          bf_carnegie_rules_get_project_type (rules_of (self), s->type)->name);
}

/* The printed space: blocking disks are placed before any tile. */
static char *
chart_name (BfSetupAssistant *self,
            BfChartPos        pos)
{
  const BfDonationSpace *space =
    bf_carnegie_rules_get_chart_space (rules_of (self), BF_CHART_POS_COLUMN (pos), BF_CHART_POS_ROW (pos), BF_NO_TILE);

  /* Translators: a donation space, "Welfare 1: 7 VP" (column, row, what it scores) */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_carnegie_rules_get_donation_type (rules_of (self), space->type)->name,
                          space->row, space->text);
}

static char *
department_name (BfSetupAssistant *self,
                 guint             number)
{
  /* Translators: a department tile, "Recruiting (2)" */
  return g_strdup_printf (_("%s (%u)"), bf_carnegie_rules_get_department (rules_of (self), number)->name, number);
}

static char *
join (GPtrArray *items)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* Translators: separates items of a list */
        g_string_append (s, _(", "));
      g_string_append (s, g_ptr_array_index (items, i));
    }

  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* Checklist widgets -------------------------------------------------------- */

static AdwPreferencesGroup *
add_group (GtkBox     *box,
           const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (box, group);

  return ADW_PREFERENCES_GROUP (group);
}

static void
check_toggled_cb (GtkCheckButton   *check,
                  BfSetupAssistant *self)
{
  guint key = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "bf-tick"));

  /* The tick is kept with the game (autosaved, no undo step). */
  bf_carnegie_game_set_setup_tick (self->game, key / BF_SETUP_MAX_TICKS, key % BF_SETUP_MAX_TICKS,
                                   gtk_check_button_get_active (check));
}

/* A row the table ticks off when it has done what it says: the next row
 * of the checklist of the step being built (self->building), its tick
 * kept with the game. */
static GtkWidget *
add_check_row (BfSetupAssistant    *self,
               AdwPreferencesGroup *group,
               const char          *title,
               const char          *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  guint index = self->n_rows++;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  gtk_widget_add_css_class (row, "bf-setup-check");
  adw_preferences_group_add (group, row);

  if (index < BF_SETUP_MAX_TICKS)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   bf_carnegie_game_get_setup_tick (self->game, self->building, index));
      g_object_set_data (G_OBJECT (check), "bf-tick",
                         GUINT_TO_POINTER (self->building * BF_SETUP_MAX_TICKS + index));
      g_signal_connect_object (check, "toggled", G_CALLBACK (check_toggled_cb), self, 0);
    }

  return row;
}

/* Starts the checklist of @step: its rows are numbered from the top. */
static void
begin_checklist (BfSetupAssistant *self,
                 BfSetupStep       step)
{
  self->building = step;
  self->n_rows = 0;
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static void
report_error (BfSetupAssistant *self,
              const char       *message)
{
  g_signal_emit (self, signals[ERROR], 0, message);
}

/* The deal ------------------------------------------------------------------ */

static BfSupplyKind
supply_kind (BfCarnegieGame *game)
{
  /* Open Bar takes one copy of each of the 32: it wins over New
   * Departments when both are on. */
  if (bf_carnegie_game_has_module (game, BF_MODULE_OPEN_BAR))
    return BF_SUPPLY_OPEN_BAR;
  if (bf_carnegie_game_has_module (game, BF_MODULE_NEW_DEPARTMENTS))
    return BF_SUPPLY_NEW_DEPARTMENTS;
  return BF_SUPPLY_BASE;
}

/* Every draw, always all of them in this order (docs/setup.md,
 * "Determinism"): timeline, card order, supply, removed tiles. */
static void
deal (BfSetupAssistant *self)
{
  BfCarnegieRules *rules = rules_of (self);
  g_autoptr(GRand) rng = g_rand_new_with_seed (self->seed);
  g_autoptr(GArray) supply = NULL;
  g_autoptr(GArray) removed = NULL;
  g_autoptr(GArray) disks = NULL;
  guint cards[N_CARDS];
  guint n_disks = bf_carnegie_rules_get_blocking_disks (rules, n_players (self));
  guint used = 0;

  memset (&self->record, 0, sizeof self->record);
  self->record.seed = self->seed;
  /* Who plays first, as the New Scoring page said (the table decided);
   * with A New Beginning the bidding decides later. */
  self->record.first_player = bf_carnegie_game_get_first_player (self->game);

  /* 1. Timeline. */
  bf_setup_deal_timeline (rng, self->record.timeline);

  /* 2. The order of the cards that place the blocking disks: a shuffle
   *    of N01-N20 in number order. */
  for (guint i = 0; i < N_CARDS; i++)
    {
      g_autofree char *id = g_strdup_printf ("N%02u", i + 1);
      const BfAndrewCard *card = bf_carnegie_rules_lookup_andrew_card (rules, id);

      g_assert (card != NULL);
      cards[i] = (guint) (card - bf_carnegie_rules_get_andrew_card (rules, 0));
    }
  bf_setup_shuffle (rng, cards, N_CARDS);

  /* 3. The department supply, then the tiles returned to the box. */
  self->record.supply = supply_kind (self->game);
  supply = bf_setup_deal_supply (rules, rng, self->record.supply);
  removed = bf_setup_remove_departments (rng, supply,
                                         bf_carnegie_rules_get_departments_removed (rules, n_players (self)));

  self->record.n_departments = MIN (supply->len, BF_SETUP_MAX_DEPARTMENTS);
  memcpy (self->record.departments, supply->data, self->record.n_departments * sizeof (guint));
  self->record.n_removed = MIN (removed->len, BF_SETUP_MAX_DEPARTMENTS - self->record.n_departments);
  if (self->record.n_removed > 0)
    memcpy (self->record.removed, removed->data, self->record.n_removed * sizeof (guint));

  /* Step 7 with the card order. */
  if (n_disks > 0)
    {
      disks = bf_setup_place_blocking_disks (rules, MIN (n_disks, BF_SETUP_MAX_BLOCKING),
                                             cards, N_CARDS, &used);
      self->record.n_cards = used;
      memcpy (self->record.cards, cards, used * sizeof (guint));
      self->record.n_blocking = disks->len;
      memcpy (self->record.blocking, disks->data, disks->len * sizeof (BfBlockingDisk));
    }
}

/* Puts the deal on the game: blocking disks, Action Choice tiles and the
 * setup record. */
static void
apply_deal (BfSetupAssistant *self)
{
  g_autoptr(GError) error = NULL;
  guint n = n_players (self);

  for (guint i = 0; i < self->record.n_blocking; i++)
    {
      const BfBlockingDisk *disk = &self->record.blocking[i];
      gboolean ok = disk->chart
        ? bf_carnegie_game_set_chart_blocked (self->game, disk->index, TRUE, &error)
        : bf_carnegie_game_set_space_blocked (self->game, disk->index, TRUE, &error);

      if (!ok)
        {
          report_error (self, error->message);
          g_clear_error (&error);
        }
    }

  for (guint seat = 0; seat < n; seat++)
    bf_carnegie_player_set_action_choice (bf_carnegie_game_get_player (self->game, player_at_seat (self, seat)),
                                          bf_setup_has_action_choice (n, seat));

  if (!bf_carnegie_game_set_setup (self->game, &self->record, &error))
    report_error (self, error->message);
}

/* Steps ------------------------------------------------------------------- */

/* Where the setup is goes into the game at every step (and so into its
 * autosave): a restart goes on from there (resume()). */
static void
save_progress (BfSetupAssistant *self)
{
  g_autoptr(GError) error = NULL;
  const BfSetupProgress *kept = bf_carnegie_game_get_setup_progress (self->game);
  BfSetupProgress progress = { 0, };

  if (kept != NULL)
    progress = *kept;            /* the ticks */
  progress.step = self->step;
  progress.n_cover_turns = MIN (self->cover_turn, MIN (n_players (self), BF_MAX_PLAYERS));
  memcpy (progress.cover_columns, self->cover_columns, sizeof progress.cover_columns);
  if (!bf_carnegie_game_set_setup_progress (self->game, &progress, &error))
    report_error (self, error->message);
}

static void
set_step (BfSetupAssistant *self,
          BfSetupStep       step)
{
  static const char * const names[] = { "bidding", "table", "covers", "moves", "secret", "ready" };

  gtk_stack_set_visible_child_name (self->stack, names[step]);
  /* The lists of the step are built by now: named (GTK 4.8 gives them
   * none), the expander rows of the checklists too. */
  bf_widgets_name_lists (gtk_stack_get_visible_child (self->stack));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.next",
                                 step == BF_SETUP_STEP_TABLE || step == BF_SETUP_STEP_MOVES);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.set-timeline", step == BF_SETUP_STEP_TABLE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.cover", step == BF_SETUP_STEP_COVERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.skip-cover", step == BF_SETUP_STEP_COVERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.done", step == BF_SETUP_STEP_READY);

  if (self->step != step)
    {
      self->step = step;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
    }
  save_progress (self);
}

/* Steps 1-10 */

static void
build_timeline (BfSetupAssistant *self)
{
  BfCarnegieRules *rules = rules_of (self);
  AdwPreferencesGroup *group;

  group = add_group (self->table_box,
                     /* Translators: setup step 1 */
                     _("Timeline"),
                     _("Lay these four tiles side by side in one row, left to right, each with the side shown face up, and return the other four tiles to the box."));

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      const BfTimelineSlot *slot = &self->record.timeline[t];
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *title = NULL;
      g_autofree char *list = NULL;
      g_autofree char *subtitle = NULL;

      /* The tile's entries, top to bottom: the (t+1)-th space of each row. */
      for (BfDeptType row = 0; row < BF_N_DEPT_TYPES; row++)
        g_ptr_array_add (events, bf_carnegie_rules_describe_timeline_event (rules, bf_setup_get_timeline_event (rules, self->record.timeline, row, t + 1)));
      list = join (events);

      title = g_strdup_printf (slot->side == 0
                               /* Translators: setup, "Position 1 from the left: tile 3, front side up" */
                               ? _("Position %u from the left: tile %u, front side up")
                               /* Translators: setup, "Position 1 from the left: tile 3, back side up" */
                               : _("Position %u from the left: tile %u, back side up"),
                               t + 1, slot->tile);
      /* Translators: the four entries of a timeline tile, top to bottom (the Human Resources, Management, Construction and R&D rows) */
      subtitle = g_strdup_printf (_("Top to bottom: %s."), list);
      add_check_row (self, group, title, subtitle);
    }

  add_check_row (self, group,
                 /* Translators: setup step 2 */
                 _("Add the Start tile at the left end of the row and the End tile at the right end, and put one action disc on each of the four start spaces."),
                 NULL);

  /* "My own deal": the tiles as they lie, when the table laid them
   * otherwise; the record (and the game file) then keeps those. */
  {
    GtkWidget *expander = adw_expander_row_new ();
    GtkWidget *list = gtk_list_box_new ();
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *button = gtk_button_new_with_mnemonic (_("_Use These Tiles"));

    bf_widgets_name_mnemonic_buttons (button);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Timeline Tiles as Laid"));
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander),
                                   /* Translators: setup, under "Timeline Tiles as Laid" */
                                   _("Laid the tiles yourself, or differently? Set each position, left to right, to the tile and side lying there."));
    gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
    for (guint t = 0; t < BF_TIMELINE_TILES; t++)
      {
        self->laid_rows[t] = bf_timeline_slot_row_new (t);
        bf_timeline_slot_row_set_slot (self->laid_rows[t], self->record.timeline[t]);
        gtk_list_box_append (GTK_LIST_BOX (list), self->laid_rows[t]);
      }
    gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top (button, 12);
    gtk_widget_set_margin_bottom (button, 12);
    gtk_widget_add_css_class (button, "pill");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "setup.set-timeline");
    gtk_box_append (GTK_BOX (box), list);
    gtk_box_append (GTK_BOX (box), button);
    adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), box);
    adw_preferences_group_add (group, expander);
  }
}

static void
build_departments (BfSetupAssistant *self)
{
  AdwPreferencesGroup *group;
  g_autofree char *description = NULL;

  switch (self->record.supply)
    {
    case BF_SUPPLY_NEW_DEPARTMENTS:
      {
        g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
        g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (guint));
        gboolean kept[BF_N_DEPARTMENTS + 1] = { FALSE, };
        g_autofree char *list = NULL;

        for (guint i = 0; i < self->record.n_departments; i++)
          kept[self->record.departments[i]] = TRUE;
        for (guint i = 0; i < self->record.n_removed; i++)
          kept[self->record.removed[i]] = TRUE;
        for (guint d = 1; d <= BF_N_DEPARTMENTS; d++)
          if (kept[d])
            g_ptr_array_add (names, department_name (self, d));
        list = join (names);
        /* Translators: setup with New Departments; %s is a list of 16 departments */
        description = g_strdup_printf (_("New Departments: sort the tiles by type and keep both copies of these 16 departments: %s. Return the other tiles to the box."),
                                       list);
      }
      break;
    case BF_SUPPLY_OPEN_BAR:
      /* Translators: setup with the Open Bar rule */
      description = g_strdup (_("Open Bar: take one copy of each of the 32 departments (base game and expansion) and return the second copies to the box."));
      break;
    case BF_SUPPLY_BASE:
    case BF_N_SUPPLY_KINDS:
    default:
      /* Translators: setup step 3 */
      description = g_strdup (_("Departments: take the 32 tiles of the base game (two of each of the 16 departments)."));
      break;
    }

  group = add_group (self->table_box,
                     /* Translators: setup step 3, the department tiles */
                     _("Departments"), description);

  if (self->record.n_removed == 0)
    {
      add_check_row (self, group,
                     /* Translators: setup with 4 players */
                     _("With 4 players every tile of the supply is used: put them next to the board."),
                     NULL);
      return;
    }

  add_check_row (self, group,
                 /* Translators: setup with 2 or 3 players */
                 _("The app has chosen the tiles removed at random: return these to the box, then put the others next to the board."),
                 NULL);

  for (guint i = 0; i < self->record.n_removed; )
    {
      guint number = self->record.removed[i];
      g_autofree char *name = department_name (self, number);
      g_autofree char *title = NULL;
      guint n = 0;

      while (i < self->record.n_removed && self->record.removed[i] == number)
        i++, n++;

      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            /* Translators: setup, "Return 2 tiles of Recruiting (2) to the box." */
                                            "Return %u tile of %s to the box.",
                                            "Return %u tiles of %s to the box.", n),
                               n, name);
      add_check_row (self, group, title, NULL);
    }
}

static void
build_players (BfSetupAssistant *self)
{
  guint n = n_players (self);
  AdwPreferencesGroup *group;

  group = add_group (self->table_box,
                     /* Translators: setup steps 4-5 */
                     _("Supply and Players"),
                     _("Put the goods cubes and the money next to the board as the supply. Then each player takes their components."));

  for (guint seat = 0; seat < n; seat++)
    {
      guint index = player_at_seat (self, seat);
      const BfStartingResources *start = self->reveal != NULL ? bf_bid_reveal_get_start (self->reveal, index) : NULL;
      guint goods = start != NULL ? start->goods : START_GOODS;
      int money = start != NULL ? start->money : START_MONEY;
      guint lobby = start != NULL ? start->lobby_employees : START_LOBBY;
      int vp = start != NULL ? start->vp : 0;
      g_autofree char *subtitle = NULL;

      if (vp < 0)
        /* A New Beginning's -6 or -5 VP: the printed track starts at 0
         * (docs/setup.md, "Starting VP"). */
        subtitle = g_strdup_printf (_("%u goods cubes and $%d; a company board and its 4 project tabs; one employee standing on each of the 5 departments and %u lying in the lobby; pawns on 0 of the score track, on the first box of each transport track and on the Housing, Commerce and Industry tabs. The score track has no negative spaces: this player starts owing %d VP, so their score pawn moves only for the VP scored beyond the first %d."),
                                    goods, money, lobby, -vp, -vp);
      else
        subtitle = g_strdup_printf (_("%u goods cubes and $%d; a company board and its 4 project tabs; one employee standing on each of the 5 departments and %u lying in the lobby; pawns on %d of the score track, on the first box of each transport track and on the Housing, Commerce and Industry tabs."),
                                    goods, money, lobby, vp);
      add_check_row (self, group, player_name (self, index), subtitle);
    }

  if (n < 3)
    return;

  group = add_group (self->table_box,
                     /* Translators: setup step 6 */
                     _("Action Choice Tiles"),
                     n == 3 ? _("With 3 players only the third player takes one.")
                            : _("With 4 players every player takes one."));
  for (guint seat = 0; seat < n; seat++)
    {
      guint index = player_at_seat (self, seat);
      g_autofree char *title = NULL;

      if (!bf_setup_has_action_choice (n, seat))
        continue;
      /* Translators: setup step 6, %s is a player's name */
      title = g_strdup_printf (_("%s takes an Action Choice tile."), player_name (self, index));
      add_check_row (self, group, title, NULL);
    }
}

static void
build_blocking (BfSetupAssistant *self)
{
  g_autofree char *description = NULL;
  AdwPreferencesGroup *group;

  if (self->record.n_blocking == 0)
    return;

  description = g_strdup_printf (_("Take %u discs of a colour nobody plays. The app has revealed Andrew’s action cards in a random order for you: each card puts a disc on its donation space, then one on the left-most free space of each of its cities."),
                                 self->record.n_blocking);
  group = add_group (self->table_box,
                     /* Translators: setup step 7 */
                     _("Blocking Discs"), description);

  for (guint i = 0; i < self->record.n_blocking; i++)
    {
      const BfBlockingDisk *disk = &self->record.blocking[i];
      const BfAndrewCard *card = bf_carnegie_rules_get_andrew_card (rules_of (self), self->record.cards[disk->card]);
      g_autofree char *where = disk->chart ? chart_name (self, disk->index) : space_name (self, disk->index);
      /* Translators: the action card that placed a blocking disc, "Card N07" */
      g_autofree char *subtitle = g_strdup_printf (_("Card %s"), card->id);

      add_check_row (self, group, where, subtitle);
    }
}

static void
build_housing (BfSetupAssistant *self)
{
  guint n = n_players (self);
  guint order[BF_MAX_PLAYERS];
  AdwPreferencesGroup *group;

  bf_setup_get_housing_order (n, order);
  group = add_group (self->table_box,
                     /* Translators: setup step 8 */
                     _("Housing Pawns"),
                     _("Counter-clockwise, beginning with the player to the right of the first player: each player puts the pawn from their Housing tab on a housing space of a medium or major city."));

  for (guint i = 0; i < n; i++)
    {
      /* Translators: the order of play in a setup step, "1. Cara" */
      g_autofree char *title = g_strdup_printf (_("%u. %s"), i + 1,
                                                player_name (self, player_at_seat (self, order[i])));

      add_check_row (self, group, title, NULL);
    }
}

static void
build_table (BfSetupAssistant *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *order = NULL;
  g_autofree char *intro = NULL;
  guint n = n_players (self);

  clear_box (self->table_box);
  begin_checklist (self, BF_SETUP_STEP_TABLE);

  for (guint seat = 0; seat < n; seat++)
    g_ptr_array_add (names, (gpointer) player_name (self, player_at_seat (self, seat)));
  order = join (names);
  if (self->reveal != NULL && bf_bid_reveal_get_tie_break (self->reveal) == BF_TIE_BREAK_DRAW)
    intro = g_strdup_printf (/* Translators: setup; the first player's name, the order of play, the seed */
                             _("%s was drawn at random among the players tied in the first-player auction and plays first. Order of play: %s. Setup number %u: the same number deals the same table."),
                             player_name (self, self->record.first_player), order, self->seed);
  else
    intro = g_strdup_printf (self->reveal != NULL
                             /* Translators: setup; the first player's name, the order of play, the seed */
                             ? _("%s won the first-player auction and plays first. Order of play: %s. Setup number %u: the same number deals the same table.")
                             /* Translators: setup; the first player's name, the order of play, the seed */
                             : _("%s plays first. Order of play: %s. Setup number %u: the same number deals the same table."),
                             player_name (self, self->record.first_player), order, self->seed);
  gtk_label_set_label (self->table_intro, intro);

  build_timeline (self);
  build_departments (self);
  build_players (self);
  build_blocking (self);
  build_housing (self);
}

static void
set_timeline_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (widget);
  g_autoptr(GError) error = NULL;
  BfTimelineSlot tiles[BF_TIMELINE_TILES];
  BfSetupRecord record = self->record;

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    tiles[t] = bf_timeline_slot_row_get_slot (self->laid_rows[t]);

  if (!bf_setup_timeline_is_valid (tiles))
    {
      report_error (self,
                    /* Translators: setup, the tiles as laid */
                    _("The timeline is four different tiles: a tile can lie at one position only."));
      return;
    }

  memcpy (record.timeline, tiles, sizeof tiles);
  if (!bf_carnegie_game_set_setup (self->game, &record, &error))
    {
      report_error (self, error->message);
      return;
    }
  self->record = record;
  build_table (self);
}

static void
show_table (BfSetupAssistant *self)
{
  apply_deal (self);
  build_table (self);
  set_step (self, BF_SETUP_STEP_TABLE);
}

/* A New Beginning */

static void
bidding_done_cb (BfSetupAssistant *self,
                 BfBidReveal      *reveal)
{
  guint n = n_players (self);

  g_clear_pointer (&self->reveal, bf_bid_reveal_unref);
  self->reveal = bf_bid_reveal_ref (reveal);
  self->record.first_player = bf_bid_reveal_get_first_player (reveal);

  /* Setup step 6D1: the score pawns start where the sheets say. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!bf_bid_reveal_apply_score_track (reveal, i, bf_carnegie_game_get_player (self->game, i), &error))
        report_error (self, error->message);
    }
  bf_carnegie_game_set_bidding (self->game, self->bidding);

  show_table (self);
}

/* New Donations */

static guint
cover_player (BfSetupAssistant *self)
{
  return player_at_seat (self, self->cover_turn);
}

static void
update_cover_note (BfSetupAssistant *self)
{
  BfCarnegieRules *rules = rules_of (self);
  guint selected = adw_combo_row_get_selected (self->column_row);
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  g_autofree char *note = NULL;
  int column;

  if (selected == GTK_INVALID_LIST_POSITION || selected >= BF_N_DONATION_TYPES ||
      (column = self->column_choices[selected]) < 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->cover_note), FALSE);
      return;
    }

  for (guint row = 1; row <= BF_CHART_ROWS; row++)
    if (bf_carnegie_game_get_chart_blocked (self->game, BF_CHART_POS (column, row)))
      g_ptr_array_add (rows, g_strdup_printf ("%u", row));

  if (rows->len == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->cover_note), FALSE);
      return;
    }

  list = join (rows);
  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: New Donations; a chart column and the rows of
                                        * its blocking discs, "A blocking disc on Health, row 3: …" */
                                       "A blocking disc on %s, row %s: it moves onto the same row of the tile.",
                                       "Blocking discs on %s, rows %s: they move onto the same rows of the tile.",
                                       rows->len),
                          bf_carnegie_rules_get_donation_type (rules, column)->name, list);
  gtk_label_set_label (self->cover_note, note);
  gtk_widget_set_visible (GTK_WIDGET (self->cover_note), TRUE);
}

static void
column_selected_cb (BfSetupAssistant *self)
{
  /* Also while the template is built, before the game is set. */
  if (self->game != NULL && self->step == BF_SETUP_STEP_COVERS)
    update_cover_note (self);
}

/* The choices of the player whose turn it is: the tiles not placed yet,
 * the columns not covered yet. */
static void
show_cover_turn (BfSetupAssistant *self)
{
  BfCarnegieRules *rules = rules_of (self);
  gboolean used[BF_N_DONATION_TYPES] = { FALSE, };
  g_autoptr(GPtrArray) tiles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) columns = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *title = NULL;
  guint n_tiles = 0, n_columns = 0;

  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      int tile = bf_carnegie_game_get_cover (self->game, c);

      if (tile != BF_NO_TILE)
        used[tile] = TRUE;
      self->tile_choices[c] = BF_NO_TILE;
      self->column_choices[c] = -1;
    }

  for (guint t = 0; t < BF_N_DONATION_TYPES; t++)
    if (!used[t])
      {
        self->tile_choices[n_tiles++] = (int) t;
        /* Translators: a New Donations tile, "Health tile" */
        g_ptr_array_add (tiles, g_strdup_printf (_("%s tile"), bf_carnegie_rules_get_donation_type (rules, t)->name));
      }
  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    if (bf_carnegie_game_get_cover (self->game, c) == BF_NO_TILE)
      {
        self->column_choices[n_columns++] = (int) c;
        /* Translators: a donation chart column: its number 1-4 and type, "1 · Education" */
        g_ptr_array_add (columns, g_strdup_printf (_("%u · %s"), c + 1, bf_carnegie_rules_get_donation_type (rules, c)->name));
      }
  g_ptr_array_add (tiles, NULL);
  g_ptr_array_add (columns, NULL);

  gtk_string_list_splice (self->tile_texts, 0, g_list_model_get_n_items (G_LIST_MODEL (self->tile_texts)),
                          (const char * const *) tiles->pdata);
  gtk_string_list_splice (self->column_texts, 0, g_list_model_get_n_items (G_LIST_MODEL (self->column_texts)),
                          (const char * const *) columns->pdata);
  adw_combo_row_set_selected (self->tile_row, 0);
  adw_combo_row_set_selected (self->column_row, 0);

  /* Translators: New Donations setup, %s is the player whose turn it is */
  title = g_strdup_printf (_("%s: New Donations Tile"), player_name (self, cover_player (self)));
  gtk_label_set_label (self->cover_title, title);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.cover", n_tiles > 0 && n_columns > 0);
  update_cover_note (self);
}

static void
build_moves (BfSetupAssistant *self)
{
  guint n = n_players (self);
  AdwPreferencesGroup *group;

  clear_box (self->moves_box);
  begin_checklist (self, BF_SETUP_STEP_MOVES);
  group = add_group (self->moves_box,
                     /* Translators: setup step 11 */
                     _("Employees"),
                     _("Clockwise from the first player, each player may move their employees on their company board, each step to an orthogonally adjacent space; then they activate them."));

  for (guint seat = 0; seat < n; seat++)
    {
      guint index = player_at_seat (self, seat);
      const BfStartingResources *start = self->reveal != NULL ? bf_bid_reveal_get_start (self->reveal, index) : NULL;
      guint moves = start != NULL ? start->setup_moves : START_MOVES;
      g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                /* Translators: setup step 11 */
                                                                "Up to %u step",
                                                                "Up to %u steps", moves),
                                                   moves);

      add_check_row (self, group, player_name (self, index), subtitle);
    }
}

static void
show_moves (BfSetupAssistant *self)
{
  build_moves (self);
  set_step (self, BF_SETUP_STEP_MOVES);
}

static void
next_cover_turn (BfSetupAssistant *self)
{
  self->cover_turn++;
  if (self->cover_turn >= n_players (self))
    show_moves (self);
  else
    {
      save_progress (self);
      show_cover_turn (self);
    }
}

static void
show_covers (BfSetupAssistant *self)
{
  self->cover_turn = 0;
  begin_checklist (self, BF_SETUP_STEP_COVERS);
  set_step (self, BF_SETUP_STEP_COVERS);
  show_cover_turn (self);
}

/* The tile placed on @column at this turn, to tick off when the table
 * has done it. */
static void
add_cover_row (BfSetupAssistant *self,
               int               column)
{
  BfCarnegieRules *rules = rules_of (self);
  int tile = bf_carnegie_game_get_cover (self->game, column);
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *list = NULL;

  if (tile == BF_NO_TILE)
    return;

  /* Translators: New Donations setup, "Welfare tile on the Health column" */
  title = g_strdup_printf (_("%s tile on the %s column"),
                           bf_carnegie_rules_get_donation_type (rules, tile)->name,
                           bf_carnegie_rules_get_donation_type (rules, column)->name);
  for (guint row = 1; row <= BF_CHART_ROWS; row++)
    if (bf_carnegie_game_get_chart_blocked (self->game, BF_CHART_POS (column, row)))
      g_ptr_array_add (rows, g_strdup_printf ("%u", row));
  list = join (rows);
  if (rows->len > 0)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: New Donations setup; a player's name, then the rows of the blocking discs */
                                             "Placed by %s. Move the blocking disc of row %s onto the tile.",
                                             "Placed by %s. Move the blocking discs of rows %s onto the tile.",
                                             rows->len),
                                player_name (self, cover_player (self)), list);
  else
    /* Translators: New Donations setup; a player's name */
    subtitle = g_strdup_printf (_("Placed by %s."), player_name (self, cover_player (self)));
  add_check_row (self, self->covers_done_group, title, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->covers_done_group), TRUE);
}

static void
cover_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (widget);
  g_autoptr(GError) error = NULL;
  guint tile_pos = adw_combo_row_get_selected (self->tile_row);
  guint column_pos = adw_combo_row_get_selected (self->column_row);
  int tile, column;

  if (self->step != BF_SETUP_STEP_COVERS ||
      tile_pos >= BF_N_DONATION_TYPES || column_pos >= BF_N_DONATION_TYPES ||
      (tile = self->tile_choices[tile_pos]) == BF_NO_TILE ||
      (column = self->column_choices[column_pos]) < 0)
    return;

  /* The blocking disks keep their positions: they now stand on the
   * tile's spaces (the game names the printed column's positions). */
  if (!bf_carnegie_game_set_cover (self->game, column, tile, &error))
    {
      report_error (self, error->message);
      return;
    }

  self->cover_columns[self->cover_turn] = column;
  add_cover_row (self, column);
  next_cover_turn (self);
}

static void
skip_cover_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (widget);

  if (self->step == BF_SETUP_STEP_COVERS)
    {
      self->cover_columns[self->cover_turn] = -1;
      next_cover_turn (self);
    }
}

/* The Secret Donation and the end */

static void
show_ready (BfSetupAssistant *self)
{
  adw_status_page_set_description (self->ready_status,
                                   bf_carnegie_game_get_secrets_sealed (self->game)
                                   ? _("Play the game. At the end, enter what is on the table: final scoring starts from this setup. The secret donations stay sealed until final scoring.")
                                   : _("Play the game. At the end, enter what is on the table: final scoring starts from this setup."));
  set_step (self, BF_SETUP_STEP_READY);
}

static void
secret_sealed_cb (BfSetupAssistant *self,
                  BfSecretPage     *page)
{
  /* The page has stored every choice on the game, sealed. */
  show_ready (self);
}

static void
show_secret (BfSetupAssistant *self)
{
  if (self->secret_page == NULL)
    {
      /* Built now: it shows the chart with the tiles just placed (and,
       * after a restart, goes on after the choices sealed before). */
      self->secret_page = bf_secret_page_new (self->game);
      gtk_widget_set_vexpand (self->secret_page, TRUE);
      g_signal_connect_object (self->secret_page, "sealed",
                               G_CALLBACK (secret_sealed_cb), self, G_CONNECT_SWAPPED);
      gtk_box_append (self->secret_box, self->secret_page);
    }
  if (bf_secret_page_get_stage (BF_SECRET_PAGE (self->secret_page)) == BF_SECRET_STAGE_SEALED)
    show_ready (self);
  else
    set_step (self, BF_SETUP_STEP_SECRET);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (widget);

  switch (self->step)
    {
    case BF_SETUP_STEP_TABLE:
      if (bf_carnegie_game_has_module (self->game, BF_MODULE_NEW_DONATIONS))
        show_covers (self);
      else
        show_moves (self);
      break;
    case BF_SETUP_STEP_MOVES:
      if (bf_carnegie_game_has_module (self->game, BF_MODULE_SECRET_DONATION))
        show_secret (self);
      else
        show_ready (self);
      break;
    case BF_SETUP_STEP_BIDDING:
    case BF_SETUP_STEP_COVERS:
    case BF_SETUP_STEP_SECRET:
    case BF_SETUP_STEP_READY:
    default:
      break;
    }
}

static void
done_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (widget);

  /* The table is ready: the game is no longer being set up. */
  bf_carnegie_game_set_setup_progress (self->game, NULL, NULL);
  g_signal_emit (widget, signals[DONE], 0);
}

/* GObject ------------------------------------------------------------------ */

static void
show_bidding (BfSetupAssistant *self)
{
  self->bidding_page = bf_bidding_page_new (self->game, self->bidding);
  gtk_widget_set_vexpand (self->bidding_page, TRUE);
  g_signal_connect_object (self->bidding_page, "done",
                           G_CALLBACK (bidding_done_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (self->bidding_box, self->bidding_page);
  set_step (self, BF_SETUP_STEP_BIDDING);
}

/* A setup the game holds in progress (after a restart): everything is on
 * the game already, the assistant shows the step it was at, with its
 * ticks, the covers placed and the sheets and choices sealed. */
static void
resume (BfSetupAssistant *self)
{
  /* A copy: each step the assistant takes replaces the game's. */
  BfSetupProgress progress = *bf_carnegie_game_get_setup_progress (self->game);
  BfSetupStep step = progress.step;
  guint n = n_players (self);

  if (bf_carnegie_game_get_setup (self->game) != NULL)
    self->record = *bf_carnegie_game_get_setup (self->game);
  else
    {
      /* Not written by the assistant: dealt again from the seed given. */
      deal (self);
      bf_carnegie_game_set_setup (self->game, &self->record, NULL);
    }
  self->seed = self->record.seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);

  self->bidding = bf_carnegie_game_get_bidding (self->game) != NULL ? g_object_ref (bf_carnegie_game_get_bidding (self->game)) : NULL;
  if (step == BF_SETUP_STEP_BIDDING || (self->bidding == NULL && bf_carnegie_game_has_module (self->game, BF_MODULE_NEW_BEGINNING)))
    {
      if (self->bidding == NULL)
        {
          self->bidding = bf_bidding_new (rules_of (self), n);
          bf_bidding_set_seed (self->bidding, self->seed);
          bf_carnegie_game_set_bidding (self->game, self->bidding);
        }
      show_bidding (self);
      return;
    }
  if (self->bidding != NULL)
    self->reveal = bf_bidding_reveal (self->bidding, NULL);

  build_table (self);

  /* The covers placed so far, each turn as it was taken. */
  self->cover_turn = MIN (progress.n_cover_turns, n);
  memcpy (self->cover_columns, progress.cover_columns, sizeof self->cover_columns);
  if (step == BF_SETUP_STEP_COVERS)
    {
      guint turns = self->cover_turn;

      begin_checklist (self, BF_SETUP_STEP_COVERS);
      for (self->cover_turn = 0; self->cover_turn < turns; self->cover_turn++)
        if (self->cover_columns[self->cover_turn] >= 0)
          add_cover_row (self, self->cover_columns[self->cover_turn]);
    }
  switch (step)
    {
    case BF_SETUP_STEP_COVERS:
      if (self->cover_turn >= n)
        show_moves (self);
      else
        {
          set_step (self, BF_SETUP_STEP_COVERS);
          show_cover_turn (self);
        }
      break;
    case BF_SETUP_STEP_MOVES:
      show_moves (self);
      break;
    case BF_SETUP_STEP_SECRET:
      show_secret (self);
      break;
    case BF_SETUP_STEP_READY:
      show_ready (self);
      break;
    case BF_SETUP_STEP_BIDDING:
    case BF_SETUP_STEP_TABLE:
    default:
      set_step (self, BF_SETUP_STEP_TABLE);
      break;
    }
}

static void
bf_setup_assistant_constructed (GObject *object)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (object);
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (bf_setup_assistant_parent_class)->constructed (object);

  g_assert (self->game != NULL);

  if (bf_carnegie_game_get_setup_progress (self->game) != NULL)
    {
      resume (self);
      return;
    }

  deal (self);
  /* The deal is kept with the game from the start (it holds the seed). */
  if (!bf_carnegie_game_set_setup (self->game, &self->record, &error))
    report_error (self, error->message);

  if (bf_carnegie_game_has_module (self->game, BF_MODULE_NEW_BEGINNING))
    {
      /* The round's draw uses the setup's seed too. The sheets are the
       * game's from the start: each one is autosaved as it is filled in
       * and sealed. */
      self->bidding = bf_bidding_new (rules_of (self), n_players (self));
      bf_bidding_set_seed (self->bidding, self->seed);
      bf_carnegie_game_set_bidding (self->game, self->bidding);
      show_bidding (self);
    }
  else
    show_table (self);
}

static void
bf_setup_assistant_dispose (GObject *object)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SETUP_ASSISTANT);
  self->bidding_page = NULL;
  self->secret_page = NULL;
  g_clear_object (&self->game);
  g_clear_object (&self->bidding);
  g_clear_object (&self->tile_texts);
  g_clear_object (&self->column_texts);
  g_clear_pointer (&self->reveal, bf_bid_reveal_unref);

  G_OBJECT_CLASS (bf_setup_assistant_parent_class)->dispose (object);
}

static void
bf_setup_assistant_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;
    case PROP_STEP:
      g_value_set_enum (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_setup_assistant_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BfSetupAssistant *self = BF_SETUP_ASSISTANT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_SEED:
      self->seed = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_setup_assistant_class_init (BfSetupAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bf_setup_assistant_constructed;
  object_class->dispose = bf_setup_assistant_dispose;
  object_class->get_property = bf_setup_assistant_get_property;
  object_class->set_property = bf_setup_assistant_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BF_TYPE_CARNEGIE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_enum ("step", NULL, NULL, BF_TYPE_SETUP_STEP, BF_SETUP_STEP_BIDDING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfSetupAssistant::done:
   *
   * Emitted when the table is ready: the game holds its blocking disks,
   * covers, sealed secret donations, bidding sheets and setup record.
   */
  signals[DONE] =
    g_signal_new ("done",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * BfSetupAssistant::error:
   * @message: translated, for a toast
   *
   * Emitted when the game refuses a change the assistant made.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-setup-assistant.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, bidding_box);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, table_intro);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, table_box);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, cover_title);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, tile_row);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, column_row);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, cover_note);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, covers_done_group);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, moves_box);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, secret_box);
  gtk_widget_class_bind_template_child (widget_class, BfSetupAssistant, ready_status);
  gtk_widget_class_bind_template_callback (widget_class, column_selected_cb);

  gtk_widget_class_install_action (widget_class, "setup.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "setup.set-timeline", NULL, set_timeline_action);
  gtk_widget_class_install_action (widget_class, "setup.cover", NULL, cover_action);
  gtk_widget_class_install_action (widget_class, "setup.skip-cover", NULL, skip_cover_action);
  gtk_widget_class_install_action (widget_class, "setup.done", NULL, done_action);

  gtk_widget_class_set_css_name (widget_class, "bf-setup-assistant");
}

static void
bf_setup_assistant_init (BfSetupAssistant *self)
{
  g_type_ensure (BF_TYPE_BIDDING_PAGE);
  g_type_ensure (BF_TYPE_SECRET_PAGE);

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  bf_widgets_wrap_combo_lists (GTK_WIDGET (self));
  self->stack = GTK_STACK (adw_bin_get_child (ADW_BIN (self)));
  /* GTK 4.8 would show a screen reader every page built, not just the
   * one shown. */
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  bf_widgets_name_status_page (self->ready_status, adw_status_page_get_title (self->ready_status));
  /* The assistant holds actions: GTK 4.8 would name it after its type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  C_("header title", "Setup"), -1);

  self->tile_texts = gtk_string_list_new (NULL);
  self->column_texts = gtk_string_list_new (NULL);
  adw_combo_row_set_model (self->tile_row, G_LIST_MODEL (self->tile_texts));
  adw_combo_row_set_model (self->column_row, G_LIST_MODEL (self->column_texts));
  bf_widgets_describe_combo_row (self->tile_row);
  bf_widgets_describe_combo_row (self->column_row);
}

GtkWidget *
bf_setup_assistant_new (BfCarnegieGame *game,
                        guint32         seed)
{
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (!bf_carnegie_game_get_solo (game), NULL);
  n = bf_carnegie_game_get_n_players (game);
  g_return_val_if_fail (n >= 2 && n <= BF_MAX_PLAYERS, NULL);

  return g_object_new (BF_TYPE_SETUP_ASSISTANT, "game", game, "seed", seed, NULL);
}

BfCarnegieGame *
bf_setup_assistant_get_game (BfSetupAssistant *self)
{
  g_return_val_if_fail (BF_IS_SETUP_ASSISTANT (self), NULL);

  return self->game;
}

guint32
bf_setup_assistant_get_seed (BfSetupAssistant *self)
{
  g_return_val_if_fail (BF_IS_SETUP_ASSISTANT (self), 0);

  return self->seed;
}

BfSetupStep
bf_setup_assistant_get_step (BfSetupAssistant *self)
{
  g_return_val_if_fail (BF_IS_SETUP_ASSISTANT (self), BF_SETUP_STEP_BIDDING);

  return self->step;
}

gboolean
bf_setup_assistant_get_has_sealed (BfSetupAssistant *self)
{
  g_return_val_if_fail (BF_IS_SETUP_ASSISTANT (self), FALSE);

  /* Sheets and choices are sealed in seat order. */
  if (self->bidding != NULL &&
      (bf_bidding_get_all_sealed (self->bidding) || bf_bidding_get_next_unsealed (self->bidding) > 0))
    return TRUE;
  if (self->secret_page != NULL &&
      bf_secret_page_get_player (BF_SECRET_PAGE (self->secret_page)) > 0)
    return TRUE;

  return FALSE;
}

guint
bf_setup_assistant_get_first_player (BfSetupAssistant *self)
{
  g_return_val_if_fail (BF_IS_SETUP_ASSISTANT (self), 0);

  return self->record.first_player;
}

guint
bf_setup_assistant_get_cover_player (BfSetupAssistant *self)
{
  g_return_val_if_fail (BF_IS_SETUP_ASSISTANT (self), 0);

  if (self->step != BF_SETUP_STEP_COVERS)
    return n_players (self);

  return cover_player (self);
}
