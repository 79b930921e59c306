/* bf-solo-page.c
 *
 * A thin container: the page gives its game to its sections (the
 * status card, the choices, the entries by hand, the choice of the
 * row, the tiles as laid, the checklists, the project tabs, the
 * player's entries and the board, the corrections, the final scoring;
 * bf-solo-*.c), each bound to the page's "game" in bf-solo-page.ui and
 * showing it by itself. The page keeps the layout (the status card in
 * the leaflet's side pane, or at the top of the page when the leaflet
 * folds, and the strip that stays in view), the heading, the game's
 * details and the flow from round to round.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-solo-card-entry.h"
#include "bf-solo-checklist.h"
#include "bf-solo-choices.h"
#include "bf-solo-choose.h"
#include "bf-solo-corrections.h"
#include "bf-solo-entries.h"
#include "bf-solo-final.h"
#include "bf-solo-laid.h"
#include "bf-solo-page.h"
#include "bf-solo-status.h"
#include "bf-solo-supply-entry.h"
#include "bf-solo-tabs.h"
#include "bf-widgets.h"

struct _BfSoloPage
{
  AdwBin             parent_instance;

  /* template widgets (the leaflet is the bin's child, not bound: AdwBin
   * unparents it itself) */
  AdwLeaflet        *leaflet;
  GtkBox            *status_slot;
  BfSoloStatus      *status;
  GtkBox            *compact_slot;
  GtkRevealer       *strip_revealer;
  GtkLabel          *strip_label;    /* bound to the status card's summary */
  GtkScrolledWindow *main_scroller;
  GtkLabel          *title_label;
  GtkLabel          *hint_label;
  BfSoloChoices     *choices;
  BfSoloSupplyEntry *supply_entry;
  BfSoloCardEntry   *card_entry;
  BfSoloChoose      *choose;
  BfSoloLaid        *laid;
  BfSoloChecklist   *checklist;
  BfSoloTabs        *tabs;
  BfSoloEntries     *entries;
  BfSoloCorrections *corrections;
  BfSoloFinal       *final;
  GtkWidget         *bar;            /* below the scrolling: always on screen */
  GtkLabel          *next_label;     /* the next step to do */
  GtkButton         *advance_button; /* Start Round 1, Next Round */
  AdwActionRow      *seed_row;
  AdwActionRow      *settings_row;

  /* owned */
  BfSoloGame        *game;
  GSignalGroup      *game_signals;  /* on game */

  int                shown_round;  /* the round the page last showed */
  int                shown_phase;  /* and its phase, -1 before a game */
  gboolean           focus_next;   /* the focus is to go to the next step */
  guint              focus_idle;
  guint              focus_tick;   /* keep_focus_in_view_cb() at the next frame */
  guint              scroll_tick;  /* scroll_cb() at the next frame */
  gboolean           scroll_to_top; /* scroll_cb() opens the page at its top */
  guint              scroll_frame; /* scroll_cb()'s frames so far */
  double             scroll_value; /* where scroll_cb() put the page */
  int                page_height;  /* the round's scrolled window's, last seen */
  int                focus_height_before; /* page_height before it shrank */
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

static void update (BfSoloPage *self);

/* Space left below a step the page scrolls to. */
#define FOLLOW_MARGIN 12

static BfCarnegieRules *
rules (void)
{
  return bf_carnegie_rules_get_default ();
}

/* Reports a refused entry and shows the model's state again. */
static void
check (BfSoloPage  *self,
       gboolean     ok,
       GError     **error)
{
  if (!ok)
    {
      g_debug ("refused: %s", (*error)->message);
      g_signal_emit (self, signals[ERROR], 0, (*error)->message);
      update (self);
    }
}

static void
section_error_cb (BfSoloPage *self,
                  const char *message)
{
  g_signal_emit (self, signals[ERROR], 0, message);
}

/* ------------------------------------------------------------------ */
/* What the page itself shows                                          */

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
      title = g_strdup (_("Blocking Discs"));
      hint = _("Shuffle Andrew’s deck and turn over one card at a time: enter each card and place the blocking discs shown, until all 18 are placed.");
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

  g_string_append (settings, bf_carnegie_rules_get_difficulty (rules (), bf_solo_game_get_difficulty (game))->name);
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
update (BfSoloPage *self)
{
  BfSoloPhase phase = self->game != NULL ? bf_solo_game_get_phase (self->game) : BF_SOLO_PHASE_FINISHED;
  gboolean play = self->game != NULL && phase == BF_SOLO_PHASE_PLAY;
  gboolean checklist = self->game != NULL && phase == BF_SOLO_PHASE_CHECKLIST;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.start", checklist);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.next-round", play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "solo.advance", play || checklist);

  gtk_widget_set_visible (GTK_WIDGET (self->leaflet), self->game != NULL);
  if (self->game == NULL)
    return;

  /* Every round opens at its top: Andrew's placements first, not where
   * the last round was scrolled to. */
  if ((int) bf_solo_game_get_round (self->game) != self->shown_round)
    {
      self->shown_round = (int) bf_solo_game_get_round (self->game);
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->main_scroller), 0);
      self->focus_next = TRUE;
    }

  /* A new step (the table dealt, a round started, an action chosen, the
   * next round, the final scoring): it opens at its top too, and the
   * focus goes to what it asks for first. */
  if ((int) phase != self->shown_phase)
    {
      self->shown_phase = (int) phase;
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->main_scroller), 0);
      self->focus_next = TRUE;
    }

  update_header (self);
  update_details (self);

  gtk_widget_set_visible (self->bar, play || checklist);
  gtk_widget_set_visible (GTK_WIDGET (self->advance_button), play || checklist);
  if (checklist)
    gtk_button_set_label (self->advance_button, _("Start Round 1"));
  else if (bf_solo_game_get_round (self->game) >= BF_SOLO_ROUNDS)
    gtk_button_set_label (self->advance_button, _("Final Scoring"));
  else
    gtk_button_set_label (self->advance_button, _("Next Round"));
}

/* The page's title and hint, and the key of its button when it shows
 * one: "Round 2. Andrew goes first: … Next Round: Ctrl+Return". */
static void
announce_step (BfSoloPage *self)
{
  g_autoptr(GString) message = g_string_new (gtk_label_get_text (self->title_label));
  BfDeptType chosen;

  g_string_append (message, ".");
  /* The action the round is played with, as the status says it. */
  if (bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_PLAY &&
      bf_solo_game_get_choice (self->game, &chosen, NULL, NULL))
    {
      g_autofree char *played =
        bf_solo_game_get_chooser (self->game) == BF_SOLO_CHOOSER_PLAYER
        /* Translators: the status, %s is an action */
        ? g_strdup_printf (_("You chose %s. Andrew has played: your turn."), bf_solo_dept_type_name (chosen))
        /* Translators: the status, %s is an action */
        : g_strdup_printf (_("Andrew chose %s and has played: your turn."), bf_solo_dept_type_name (chosen));

      g_string_append_printf (message, " %s", played);
    }
  g_string_append_printf (message, " %s", gtk_label_get_text (self->hint_label));
  if (gtk_widget_get_visible (GTK_WIDGET (self->advance_button)))
    {
      g_autofree char *label = g_strdup (gtk_button_get_label (self->advance_button));

      g_string_append_c (message, ' ');
      /* Translators: said by a screen reader at each new step of the solo
       * page: the page's button and the keys that press it from anywhere
       * on the page, "Next Round: Ctrl+Return" */
      g_string_append_printf (message, _("%s: Ctrl+Return"), label);
    }
  bf_widgets_announce (GTK_WIDGET (self), message->str);
}

/* ------------------------------------------------------------------ */
/* The next step in view                                               */

/* The bar names the next step to do at the table, the first one not
 * ticked; its whole text is in the checklist, which the page follows. */
static void
update_next (BfSoloPage *self)
{
  BfInstruction *step = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  bf_solo_checklist_get_next_tick (self->checklist, &step);
  if (step != NULL)
    /* Translators: the solo page's bar at the bottom of the screen, %s
     * is the first step of the checklist not ticked yet */
    text = g_strdup_printf (_("Next: %s"), bf_instruction_get_text (step));
  else if (bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_CHECKLIST)
    text = g_strdup (_("Every setup step is ticked."));
  else
    text = g_strdup (_("Every step of the round is ticked."));
  gtk_label_set_label (self->next_label, text);
}

/* Where @widget lies in the round's scrolled window (its visible part
 * from 0 to the window's height); FALSE when it is not laid out there. */
static gboolean
bounds_in_page (BfSoloPage      *self,
                GtkWidget       *widget,
                graphene_rect_t *bounds)
{
  return widget != NULL && gtk_widget_get_mapped (widget) &&
         gtk_widget_compute_bounds (widget, GTK_WIDGET (self->main_scroller), bounds);
}

/* Where the page goes to show the step @next lies at (out of view):
 * a quarter down the page (the step just ticked, above it, still in
 * view), else just far enough to show it. The focus, a tick of the
 * checklist the player just made, is never scrolled out of view: Tab
 * from it must go on to the step after it, so it is never moved either.
 * When both do not fit, the page stays (the bar names the step). */
static double
follow_target (BfSoloPage            *self,
               const graphene_rect_t *next,
               GtkWidget             *focus)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->main_scroller);
  double value = gtk_adjustment_get_value (adjustment);
  double lower = gtk_adjustment_get_lower (adjustment);
  double upper = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_scroller));
  double targets[2];
  graphene_rect_t kept;

  targets[0] = value + next->origin.y - height / 4.0;
  targets[1] = next->origin.y < 0 ? value + next->origin.y - FOLLOW_MARGIN
                                  : value + next->origin.y + next->size.height - height + FOLLOW_MARGIN;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->checklist)) ||
      !bounds_in_page (self, focus, &kept))
    return CLAMP (targets[0], lower, upper);

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      double target = CLAMP (targets[i], lower, upper);
      double top = kept.origin.y - (target - value);

      if (top >= 0 && top + kept.size.height <= height)
        return target;
    }

  return value;
}

/* The frames scroll_cb() keeps the page where it goes: after a step the
 * page is laid out again for a few frames (the status card, the map). */
#define SCROLL_FRAMES 8

/* Once the page is laid out (from the frame after the change on): a new
 * step opens at its top, and goes only as far down as the focus it put
 * on the step's first thing needs to be seen; a tick makes the page
 * follow to the first step not ticked yet (follow_target()). A scroll of
 * the reader's meanwhile ends it. */
static gboolean
scroll_cb (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       user_data)
{
  BfSoloPage *self = user_data;
  GtkWidget *scroller = GTK_WIDGET (self->main_scroller);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->main_scroller);
  GtkRoot *root = gtk_widget_get_root (scroller);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  double value = gtk_adjustment_get_value (adjustment);
  int height = gtk_widget_get_height (scroller);
  graphene_rect_t bounds;
  GtkWidget *next;
  double target = value;

  /* The change is laid out in the frame after the one it came before. */
  if (++self->scroll_frame == 1)
    return G_SOURCE_CONTINUE;
  if (self->scroll_frame > 2 && G_APPROX_VALUE (value, self->scroll_value, 0.5) == FALSE)
    goto done;

  /* This puts the focus in view itself, from the page laid out now:
   * keep_focus_in_view_cb() would move it again by its own older account. */
  if (self->focus_tick != 0)
    gtk_widget_remove_tick_callback (scroller, self->focus_tick);
  self->focus_tick = 0;
  if (focus != NULL && !gtk_widget_is_ancestor (focus, scroller))
    focus = NULL;

  if (height > 0 && self->scroll_to_top)
    {
      target = 0;
      if (bounds_in_page (self, focus, &bounds) &&
          bounds.origin.y + value + bounds.size.height > height)
        target = bounds.origin.y + value + bounds.size.height - height + FOLLOW_MARGIN;
    }
  else if (height > 0)
    {
      next = bf_solo_checklist_get_next_tick (self->checklist, NULL);
      if (next != NULL && bounds_in_page (self, gtk_widget_get_parent (next), &bounds) &&
          (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > height))
        target = follow_target (self, &bounds, focus != next ? focus : NULL);
    }

  if (!G_APPROX_VALUE (target, value, 0.5))
    gtk_adjustment_set_value (adjustment, target);
  self->scroll_value = gtk_adjustment_get_value (adjustment);
  if (self->scroll_frame < SCROLL_FRAMES)
    return G_SOURCE_CONTINUE;

done:
  self->scroll_tick = 0;
  self->scroll_to_top = FALSE;
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (BfSoloPage *self,
              gboolean    to_top)
{
  /* A tick made while the new step settles: from now on the page follows. */
  self->scroll_to_top = to_top;
  self->scroll_frame = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->main_scroller), scroll_cb, self, NULL);
}

/* A tick (BfDocument::marks-changed): the bar names the next step, the
 * page follows to it. */
static void
marks_changed_cb (BfSoloPage *self)
{
  update_next (self);
  queue_scroll (self, FALSE);
}

/* A step's button (Deal, Enter Tiles, a card entered, Start…) hides its
 * section, and GTK drops the keyboard focus with it or leaves it on the
 * hidden field: the focus goes to what the next step shows first, never
 * nowhere. A new step (phase or round) moves it there too, from a button
 * that stays (Start Round 1 and Next Round in the bar below the page,
 * which then opens at its top) or from elsewhere in the window;
 * scroll_cb() puts it in view. */
static gboolean
restore_focus_cb (gpointer data)
{
  BfSoloPage *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *title_box = gtk_widget_get_parent (GTK_WIDGET (self->title_label));
  GtkWidget *focus;
  gboolean next = self->focus_next;

  self->focus_idle = 0;

  /* The sections have shown the change by now. */
  update_next (self);
  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  self->focus_next = FALSE;
  /* Once the focus is on the new step's first thing. */
  if (next)
    queue_scroll (self, TRUE);
  focus = gtk_root_get_focus (root);
  /* A row the step has just destroyed (the checklist's, rebuilt each
   * step) stays the window's focus until GTK lets it go at the next
   * frame: no focus, not one in a dialog. */
  if (focus != NULL && gtk_widget_get_root (focus) != root)
    focus = NULL;
  if (!next && focus != NULL &&
      (gtk_widget_get_mapped (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
    return G_SOURCE_REMOVE;
  /* Not from a dialog or a popover of its own. */
  if (next && focus != NULL && gtk_widget_get_native (focus) != gtk_widget_get_native (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;

  /* The choices' first field, "Your name", is the text of an
   * AdwEntryRow, whose focus libadwaita 1.2 does not export: a screen
   * reader hears it only through a focus it heard before
   * (bf_widgets_voice_entry_rows()), and Orca ignores a focus that moves
   * on at once. Coming from elsewhere (the start page's button, gone),
   * the page opens on the status's first stop instead, read with the
   * step ("Setup. Andrew: 0 VP", "Choose how to play…"): Tab goes on
   * through the status to "Your name", which is then heard. */
  if (next && (focus == NULL || !gtk_widget_get_mapped (focus) || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))) &&
      bf_solo_game_get_phase (self->game) == BF_SOLO_PHASE_CHOICES &&
      gtk_widget_child_focus (GTK_WIDGET (self->status), GTK_DIR_TAB_FORWARD))
    {
      announce_step (self);
      return G_SOURCE_REMOVE;
    }

  /* The sections after the title, in their order; a new step skips the
   * tiles as laid, a correction the player may never need, for the
   * checklist to follow. */
  for (GtkWidget *child = gtk_widget_get_next_sibling (title_box);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || (next && child == GTK_WIDGET (self->laid)))
        continue;
      /* From its start, not from the focus it may hold. */
      if (focus != NULL && gtk_widget_is_ancestor (focus, child))
        gtk_root_set_focus (root, NULL);
      if (gtk_widget_child_focus (child, GTK_DIR_TAB_FORWARD))
        break;
    }

  /* What the new step is, said with what the focus is on now. */
  if (next)
    announce_step (self);

  return G_SOURCE_REMOVE;
}

static void
queue_focus (BfSoloPage *self)
{
  if (self->focus_idle == 0)
    self->focus_idle = g_idle_add (restore_focus_cb, self);
}

/* Connected after the sections' handlers: they have shown the change. */
static void
game_changed_cb (BfSoloPage *self)
{
  update (self);
  queue_focus (self);
}

/* Every time the page is shown (a game opened, the page switched to
 * again) it opens at its top, on the step's first thing. */
static void
map_cb (BfSoloPage *self)
{
  if (self->game == NULL)
    return;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->main_scroller), 0);
  self->focus_next = TRUE;
  queue_focus (self);
}

/* ------------------------------------------------------------------ */
/* Layout                                                              */

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

/* The strip takes its height from the page's: a field the focus had
 * just brought to the bottom of the page would end up behind the
 * window's edge (with large text the strip is three lines high). When
 * the page gets shorter, a focused field that was in view is scrolled
 * back into view; one the reader had scrolled away from stays away. */
static gboolean
keep_focus_in_view_cb (GtkWidget     *widget,
                       GdkFrameClock *clock,
                       gpointer       user_data)
{
  BfSoloPage *self = user_data;
  GtkWidget *scroller = GTK_WIDGET (self->main_scroller);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->main_scroller);
  GtkRoot *root = gtk_widget_get_root (scroller);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int height = gtk_widget_get_height (scroller);
  graphene_rect_t bounds;
  double bottom;

  self->focus_tick = 0;
  if (focus == NULL || height <= 0 || !gtk_widget_is_ancestor (focus, scroller) ||
      !gtk_widget_compute_bounds (focus, scroller, &bounds))
    return G_SOURCE_REMOVE;

  /* The strip above the page pushes it down: what the page shows stays
   * where it was from its top, its bottom edge moved up. */
  bottom = bounds.origin.y + bounds.size.height;
  if (bounds.origin.y >= 0 && bottom <= self->focus_height_before && bottom > height)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) +
                              MIN (bottom - height + 6, bounds.origin.y));

  return G_SOURCE_REMOVE;
}

/* When the page's height changes its content is laid out again after
 * it: the field's place is known at the next frame. */
static void
page_size_changed_cb (BfSoloPage *self)
{
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_scroller));

  if (height < self->page_height && self->focus_tick == 0)
    {
      self->focus_height_before = self->page_height;
      self->focus_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->main_scroller),
                                                       keep_focus_in_view_cb, self, NULL);
    }
  self->page_height = height;
}

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

  if (gtk_widget_get_parent (GTK_WIDGET (self->status)) == GTK_WIDGET (to))
    return;

  g_object_ref (self->status);
  gtk_box_remove (from, GTK_WIDGET (self->status));
  gtk_box_append (to, GTK_WIDGET (self->status));
  g_object_unref (self->status);

  gtk_widget_set_visible (GTK_WIDGET (self->compact_slot), folded);
  g_object_set (self->status, "compact", folded, NULL);

  adw_leaflet_set_visible_child_name (self->leaflet, "main");
  update_strip (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

/* ------------------------------------------------------------------ */
/* From round to round                                                 */

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

  if (bf_carnegie_player_get_n_projects (bf_solo_game_get_player (self->game)) > 0 || !GTK_IS_WINDOW (root))
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

/* ------------------------------------------------------------------ */
/* Construction                                                        */

static void
bf_solo_page_dispose (GObject *object)
{
  BfSoloPage *self = BF_SOLO_PAGE (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  g_clear_handle_id (&self->focus_idle, g_source_remove);
  if (self->focus_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->main_scroller), self->focus_tick);
  self->focus_tick = 0;
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->main_scroller), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SOLO_PAGE);

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

  bf_appearance_load_style ("solo");

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
  BIND (status);
  BIND (compact_slot);
  BIND (strip_revealer);
  BIND (strip_label);
  BIND (main_scroller);
  BIND (title_label);
  BIND (hint_label);
  BIND (choices);
  BIND (supply_entry);
  BIND (card_entry);
  BIND (choose);
  BIND (laid);
  BIND (checklist);
  BIND (tabs);
  BIND (entries);
  BIND (corrections);
  BIND (final);
  BIND (bar);
  BIND (next_label);
  BIND (advance_button);
  BIND (seed_row);
  BIND (settings_row);
#undef BIND

  gtk_widget_class_bind_template_callback (widget_class, folded_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, section_error_cb);

  gtk_widget_class_install_action (widget_class, "solo.move-tab", "u", move_tab_action);
  gtk_widget_class_install_action (widget_class, "solo.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "solo.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "solo.advance", NULL, advance_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "solo.advance", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "solo.advance", NULL);

  gtk_widget_class_set_css_name (widget_class, "bf-solo-page");
}

static void
bf_solo_page_init (BfSoloPage *self)
{
  g_type_ensure (BF_TYPE_SOLO_STATUS);
  g_type_ensure (BF_TYPE_SOLO_CHOICES);
  g_type_ensure (BF_TYPE_SOLO_SUPPLY_ENTRY);
  g_type_ensure (BF_TYPE_SOLO_CARD_ENTRY);
  g_type_ensure (BF_TYPE_SOLO_CHOOSE);
  g_type_ensure (BF_TYPE_SOLO_LAID);
  g_type_ensure (BF_TYPE_SOLO_CHECKLIST);
  g_type_ensure (BF_TYPE_SOLO_TABS);
  g_type_ensure (BF_TYPE_SOLO_ENTRIES);
  g_type_ensure (BF_TYPE_SOLO_CORRECTIONS);
  g_type_ensure (BF_TYPE_SOLO_FINAL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Mnemonic buttons read once, without the underscore (GTK 4.8). */
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  /* Build, Donate… clicked right after a choice in a drop-down. */
  bf_widgets_end_drop_down_grabs (GTK_WIDGET (self));

  self->leaflet = ADW_LEAFLET (adw_bin_get_child (ADW_BIN (self)));
  adw_leaflet_set_visible_child_name (self->leaflet, "main");
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->main_scroller), "value-changed",
                           G_CALLBACK (update_strip), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->main_scroller), "notify::page-size",
                           G_CALLBACK (page_size_changed_cb), self, G_CONNECT_SWAPPED);
  self->shown_phase = -1;
  gtk_widget_set_visible (GTK_WIDGET (self->advance_button), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->advance_button), "solo.advance");
  /* The game's signals follow bf_solo_page_set_game(). */
  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_SOLO_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_group_connect_object (self->game_signals, "marks-changed",
                                 G_CALLBACK (marks_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  update (self);
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

/* The sections follow the "game" property (bound in bf-solo-page.ui). */
void
bf_solo_page_set_game (BfSoloPage *self,
                       BfSoloGame *game)
{
  g_return_if_fail (BF_IS_SOLO_PAGE (self));
  g_return_if_fail (game == NULL || BF_IS_SOLO_GAME (game));

  if (self->game == game)
    return;

  /* A game opened (not the same game again after an undo): a new step,
   * at its top. */
  if (self->game == NULL)
    {
      self->shown_round = -1;
      self->shown_phase = -1;
    }
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  update (self);
  queue_focus (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}
