/* bf-bidding-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-bidding-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-bidding-page.h"
#include "bf-app-enums.h"
#include "bf-handoff.h"
#include "bf-widgets.h"

struct _BfBiddingPage
{
  AdwBin          parent_instance;

  /* template widgets (the stack is the bin's child, not bound: AdwBin
   * unparents it itself) */
  GtkStack       *stack;
  BfHandoff      *handoff;
  GtkLabel       *sheet_title;
  GtkLabel       *sheet_hint;
  GtkBox         *lines_box;
  GtkLabel       *cost_label;
  GtkLabel       *left_label;
  GtkLevelBar    *budget_bar;
  GtkLabel       *error_label;
  GtkBox         *reveal_box;

  /* owned */
  BfCarnegieGame         *game;
  BfBidding      *bidding;
  BfBidReveal    *reveal;

  /* borrowed: the open sheet and its spin button, NULL between players */
  BfBiddingSheet *sheet;
  GtkSpinButton  *bid_spin;
  gulong          sheet_changed_id;

  BfBiddingStage  stage;
  guint           player;
};

G_DEFINE_FINAL_TYPE (BfBiddingPage, bf_bidding_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_BIDDING,
  PROP_STAGE,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Helpers ---------------------------------------------------------------- */

static char *
format_money (int amount)
{
  if (amount < 0)
    /* Translators: a negative amount of money, as printed in the game ($) */
    return g_strdup_printf (_("−$%d"), -amount);

  /* Translators: an amount of money, as printed in the game ($) */
  return g_strdup_printf (_("$%d"), amount);
}

/* A choice's price as shown on its button: "$15", or "+$12" when the
 * choice gives money back (the VP line). */
static char *
format_price (int cost)
{
  if (cost < 0)
    /* Translators: money a choice of the bidding sheet gives back */
    return g_strdup_printf (_("+$%d"), -cost);

  return format_money (cost);
}

static char *
format_value (BfBidLineKind line,
              int           value)
{
  if (line == BF_BID_VP && value > 0)
    return g_strdup_printf ("+%d", value);
  if (value < 0)
    return g_strdup_printf ("−%d", -value);

  return g_strdup_printf ("%d", value);
}

static void
set_stage (BfBiddingPage  *self,
           BfBiddingStage  stage,
           guint           player)
{
  static const char * const names[] = { "handoff", "sheet", "reveal" };

  gtk_stack_set_visible_child_name (self->stack, names[stage]);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->stage != stage)
    {
      self->stage = stage;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STAGE]);
    }
  if (self->player != player)
    {
      self->player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
    }
  g_object_thaw_notify (G_OBJECT (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bidding.open-sheet",
                                 stage == BF_BIDDING_STAGE_HANDOFF &&
                                 player < bf_bidding_get_n_sheets (self->bidding));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bidding.seal", stage == BF_BIDDING_STAGE_SHEET);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bidding.reveal",
                                 stage == BF_BIDDING_STAGE_HANDOFF &&
                                 bf_bidding_get_all_sealed (self->bidding));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bidding.done", stage == BF_BIDDING_STAGE_REVEAL);
}

static void
remove_children (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

/* The handoff screen ------------------------------------------------------ */

static void
show_handoff (BfBiddingPage *self)
{
  guint next = bf_bidding_get_next_unsealed (self->bidding);

  if (next < bf_bidding_get_n_sheets (self->bidding))
    {
      g_autofree char *name = bf_handoff_dup_player_name (self->game, next);
      /* Translators: %s is a player's name; the button opens that player's bidding sheet */
      g_autofree char *button = g_strdup_printf (_("I Am %s: Open My Sheet"), name);

      bf_handoff_show_player (self->handoff, name,
                              _("Each player fills in a bidding sheet in secret. "
                                "Everybody else looks away until the sheet is sealed."),
                              button, "bidding.open-sheet");
    }
  else
    {
      bf_handoff_show_sealed (self->handoff, _("All Sheets Are Sealed"),
                              _("Gather round: every sheet is revealed at the same time."),
                              /* Translators: button that shows every bidding sheet at once */
                              _("_Reveal All"), "bidding.reveal");
    }

  set_stage (self, BF_BIDDING_STAGE_HANDOFF, next);
  bf_handoff_take_focus (self->handoff);
}

/* The sheet screen --------------------------------------------------------- */

static void
update_totals (BfBiddingPage *self)
{
  g_autofree char *cost = NULL;
  g_autofree char *left = NULL;
  g_autofree char *amount = NULL;
  int spent = 0, rest;
  int budget = bf_carnegie_rules_get_bid_budget (bf_carnegie_game_get_rules (self->game));

  if (self->sheet != NULL)
    spent = bf_bidding_sheet_get_cost (self->sheet);
  rest = budget - spent;

  amount = format_money (spent);
  /* Translators: the running cost of a bidding sheet, e.g. "Spent: $41" */
  cost = g_strdup_printf (_("Spent: %s"), amount);
  g_free (amount);
  if (rest >= 0)
    {
      amount = format_money (rest);
      /* Translators: what is left of the $50 of a bidding sheet, e.g. "Left: $9" */
      left = g_strdup_printf (_("Left: %s"), amount);
      gtk_widget_remove_css_class (GTK_WIDGET (self->left_label), "error");
    }
  else
    {
      amount = format_money (-rest);
      /* Translators: a bidding sheet costs more than $50, e.g. "Over by $3" */
      left = g_strdup_printf (_("Over by %s"), amount);
      gtk_widget_add_css_class (GTK_WIDGET (self->left_label), "error");
    }

  gtk_label_set_label (self->cost_label, cost);
  gtk_label_set_label (self->left_label, left);
  gtk_level_bar_set_max_value (self->budget_bar, budget);
  gtk_level_bar_set_value (self->budget_bar, CLAMP (spent, 0, budget));
}

/* Said after each choice and bid: the sheet's running total, "Spent:
 * $19. Left: $31" (Orca reads no change of the labels that show it). */
static void
sheet_changed_cb (BfBiddingPage *self)
{
  g_autofree char *totals = NULL;

  update_totals (self);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  totals = g_strdup_printf ("%s. %s", gtk_label_get_text (self->cost_label), gtk_label_get_text (self->left_label));
  bf_widgets_announce_totals (GTK_WIDGET (self), totals);
}

static void
bid_changed_cb (BfBiddingPage *self,
                GtkSpinButton *spin)
{
  g_autoptr(GError) error = NULL;

  if (self->sheet == NULL)
    return;

  if (!bf_bidding_sheet_set_bid (self->sheet, gtk_spin_button_get_value_as_int (spin), &error))
    {
      gtk_label_set_label (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      bf_widgets_announce (GTK_WIDGET (self), error->message);
    }
}

static void
choice_toggled_cb (GtkToggleButton *button,
                   BfBiddingPage   *self)
{
  g_autoptr(GError) error = NULL;
  BfBidLineKind line;
  int choice;

  if (self->sheet == NULL || !gtk_toggle_button_get_active (button))
    return;

  line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bf-line"));
  choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "bf-choice"));
  if (!bf_bidding_sheet_set_choice (self->sheet, line, choice, &error))
    {
      gtk_label_set_label (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      bf_widgets_announce (GTK_WIDGET (self), error->message);
    }
}

static char *
line_title (const BfBidLine *line,
            guint            number)
{
  /* Translators: a line of the bidding sheet: its number and name, "2 · Goods cubes" */
  return g_strdup_printf (_("%u · %s"), number, line->name);
}

static GtkWidget *
build_bid_group (BfBiddingPage *self)
{
  const BfBidLine *line = bf_bidding_sheet_get_line (self->sheet, BF_BID_FIRST_PLAYER);
  int budget = bf_carnegie_rules_get_bid_budget (bf_carnegie_game_get_rules (self->game));
  g_autofree char *title = line_title (line, 1);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, budget, 1);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  /* Translators: the first-player bid on line 1 of the bidding sheet */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your bid"));
  if (bf_carnegie_game_get_solo (self->game))
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Solo game: Andrew always plays first, so there is nothing to bid for."));
      gtk_widget_set_sensitive (spin, FALSE);
    }
  else
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("The highest bid plays first and only that player pays it. "
                                     "The bid counts towards the $50 limit."));
    }
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), bf_bidding_sheet_get_bid (self->sheet));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("First-player bid in dollars"), -1);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (bid_changed_cb), self);
  bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  self->bid_spin = GTK_SPIN_BUTTON (spin);

  return group;
}

static GtkWidget *
build_choice_group (BfBiddingPage *self,
                    BfBidLineKind  kind)
{
  const BfBidLine *line = bf_bidding_sheet_get_line (self->sheet, kind);
  g_autofree char *title = line_title (line, kind + 1);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkToggleButton *first = NULL;
  int chosen = bf_bidding_sheet_get_choice (self->sheet, kind);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  gtk_widget_add_css_class (box, "linked");
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, line->name, -1);

  for (guint c = 0; c < line->n_choices; c++)
    {
      const BfBidChoice *choice = &line->choices[c];
      g_autofree char *value = format_value (kind, choice->value);
      g_autofree char *price = format_price (choice->cost);
      g_autofree char *accessible = NULL;
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *value_label = gtk_label_new (value);
      GtkWidget *price_label = gtk_label_new (choice->cost == 0 ? "$0" : price);

      gtk_widget_add_css_class (button, "bf-bid-choice");
      gtk_widget_add_css_class (value_label, "bf-bid-value");
      gtk_widget_add_css_class (price_label, "bf-bid-price");
      gtk_box_append (GTK_BOX (inner), value_label);
      gtk_box_append (GTK_BOX (inner), price_label);
      gtk_button_set_child (GTK_BUTTON (button), inner);

      if (choice->cost < 0)
        /* Translators: accessible name of a bidding sheet choice: line name, value, money back */
        accessible = g_strdup_printf (_("%s: %s, gives back %s"), line->name, value, price + 1);
      else
        /* Translators: accessible name of a bidding sheet choice: line name, value, price */
        accessible = g_strdup_printf (_("%s: %s, costs %s"), line->name, value, price);
      bf_widgets_name_choice (GTK_TOGGLE_BUTTON (button), accessible);
      gtk_widget_set_tooltip_text (button, accessible);

      g_object_set_data (G_OBJECT (button), "bf-line", GUINT_TO_POINTER (kind));
      g_object_set_data (G_OBJECT (button), "bf-choice", GINT_TO_POINTER (c));
      if (first == NULL)
        first = GTK_TOGGLE_BUTTON (button);
      else
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), first);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), (int) c == chosen);
      g_signal_connect (button, "toggled", G_CALLBACK (choice_toggled_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);

  return group;
}

/* Destroys every widget that shows the open sheet and resets the totals. */
static void
close_sheet (BfBiddingPage *self)
{
  /* Nothing of it said after it is gone (its last total). */
  bf_widgets_announce_drop (GTK_WIDGET (self));
  if (self->sheet != NULL)
    g_clear_signal_handler (&self->sheet_changed_id, self->sheet);
  self->sheet = NULL;
  self->bid_spin = NULL;

  remove_children (self->lines_box);
  gtk_label_set_label (self->sheet_title, "");
  gtk_label_set_label (self->sheet_hint, "");
  gtk_label_set_label (self->error_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  update_totals (self);
}

static void
open_sheet (BfBiddingPage *self)
{
  guint index = bf_bidding_get_next_unsealed (self->bidding);
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *hint = NULL;

  if (index >= bf_bidding_get_n_sheets (self->bidding))
    return;

  close_sheet (self);
  name = bf_handoff_dup_player_name (self->game, index);
  self->sheet = bf_bidding_get_sheet (self->bidding, index);
  self->sheet_changed_id = g_signal_connect_swapped (self->sheet, "changed",
                                                     G_CALLBACK (sheet_changed_cb), self);

  /* Translators: %s is a player's name */
  title = g_strdup_printf (_("%s’s Bidding Sheet"), name);
  gtk_label_set_label (self->sheet_title, title);
  /* Translators: %s is a player's name */
  hint = g_strdup_printf (_("Only %s looks at the screen now. Pick one option on every line."), name);
  gtk_label_set_label (self->sheet_hint, hint);

  gtk_box_append (self->lines_box, build_bid_group (self));
  for (BfBidLineKind k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    gtk_box_append (self->lines_box, build_choice_group (self, k));

  update_totals (self);
  set_stage (self, BF_BIDDING_STAGE_SHEET, index);
  gtk_widget_grab_focus (GTK_WIDGET (self->bid_spin));
}

/* The reveal screen -------------------------------------------------------- */

static GtkWidget *
value_row (const char *title,
           const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "bf-bid-row-value");
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  bf_widgets_row_reads_value (row, GTK_LABEL (label));

  return row;
}

static GtkWidget *
boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  return list;
}

/* "Anna, Ben and Dan" */
static char *
join_names (BfBiddingPage *self,
            const guint   *players,
            guint          n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = bf_handoff_dup_player_name (self->game, players[i]);

      if (i > 0 && i == n - 1)
        /* Translators: between the last two names of a list */
        g_string_append (s, _(" and "));
      else if (i > 0)
        /* Translators: between two names of a list */
        g_string_append (s, _(", "));
      g_string_append (s, name);
    }

  return g_string_free (s, FALSE);
}

static char *
explain_first_player (BfBiddingPage *self)
{
  guint first = bf_bid_reveal_get_first_player (self->reveal);
  const BfStartingResources *start = bf_bid_reveal_get_start (self->reveal, first);
  g_autofree char *name = bf_handoff_dup_player_name (self->game, first);
  g_autofree char *bid = format_money (start->bid);
  g_autofree char *total = format_money (start->total);
  g_autofree char *tied_names = NULL;
  g_autofree char *drawn_names = NULL;
  const guint *tied, *drawn;
  guint n_tied, n_drawn;
  GString *s = g_string_new (NULL);

  tied = bf_bid_reveal_get_tied (self->reveal, &n_tied);
  tied_names = join_names (self, tied, n_tied);
  drawn = bf_bid_reveal_get_drawn (self->reveal, &n_drawn);
  drawn_names = join_names (self, drawn, n_drawn);

  switch (bf_bid_reveal_get_tie_break (self->reveal))
    {
    case BF_TIE_BREAK_NONE:
      if (start->bid > 0)
        /* Translators: %s a player's name, then an amount like "$5" */
        g_string_append_printf (s, _("%s made the highest bid on line 1: %s. "
                                     "The bid is paid from the starting money."),
                                name, bid);
      else
        /* Translators: %s a player's name; the highest bid was $0 */
        g_string_append_printf (s, _("%s made the highest bid on line 1: $0, so there is nothing to pay."),
                                name);
      break;

    case BF_TIE_BREAK_TOTAL:
      /* Translators: first %s a list of names, second an amount like "$3" */
      g_string_append_printf (s, _("%s tied with the highest bid, %s. "
                                   "The tie goes to the most money bid on all lines:"),
                              tied_names, bid);
      for (guint i = 0; i < n_tied; i++)
        {
          g_autofree char *tied_name = bf_handoff_dup_player_name (self->game, tied[i]);
          g_autofree char *amount = format_money (bf_bid_reveal_get_start (self->reveal, tied[i])->total);

          g_string_append_printf (s, i == 0 ? " %s %s" : ", %s %s", tied_name, amount);
        }
      if (start->bid > 0)
        /* Translators: the end of the tie-break explanation; %s is the first player's name */
        g_string_append_printf (s, _(". %s bid the most and pays the bid."), name);
      else
        /* Translators: the end of the tie-break explanation; %s is the first player's name */
        g_string_append_printf (s, _(". %s bid the most; the bid is $0, so there is nothing to pay."), name);
      break;

    case BF_TIE_BREAK_DRAW:
    default:
      /* Translators: first %s a list of names, second an amount like "$3" */
      g_string_append_printf (s, _("%s tied with the highest bid, %s."), tied_names, bid);
      g_string_append_c (s, ' ');
      if (n_drawn == n_tied)
        /* Translators: %s an amount like "$40" */
        g_string_append_printf (s, _("They also bid the same money on all lines, %s."), total);
      else
        /* Translators: first %s a list of names, second an amount like "$40" */
        g_string_append_printf (s, _("%s also bid the same money on all lines, %s."), drawn_names, total);
      g_string_append_c (s, ' ');
      if (start->bid > 0)
        /* Translators: %s the first player's name, %u the seed of the draw */
        g_string_append_printf (s, _("%s was drawn at random among the tied players (seed %u) and pays the bid."),
                                name, bf_bid_reveal_get_seed (self->reveal));
      else
        /* Translators: %s the first player's name, %u the seed of the draw */
        g_string_append_printf (s, _("%s was drawn at random among the tied players (seed %u); "
                                     "the bid is $0, so there is nothing to pay."),
                                name, bf_bid_reveal_get_seed (self->reveal));
      break;
    }

  return g_string_free (s, FALSE);
}

static GtkWidget *
build_player_card (BfBiddingPage *self,
                   guint          index)
{
  BfBiddingSheet *sheet = bf_bidding_get_sheet (self->bidding, index);
  const BfStartingResources *start = bf_bid_reveal_get_start (self->reveal, index);
  g_autofree char *name = bf_handoff_dup_player_name (self->game, index);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *title = gtk_label_new (name);
  GtkWidget *list;
  GtkWidget *label;

  gtk_widget_add_css_class (card, "bf-bid-card");
  gtk_widget_add_css_class (title, "title-4");
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (header), title);
  if (start->first_player && !bf_carnegie_game_get_solo (self->game))
    {
      /* Translators: a tag next to the name of the player who plays first */
      GtkWidget *tag = gtk_label_new (C_("bidding", "First player"));

      gtk_widget_add_css_class (tag, "bf-bid-first");
      gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (header), tag);
    }
  gtk_box_append (GTK_BOX (card), header);

  /* The sheet as filled in. */
  /* Translators: heading over the choices a player made on their bidding sheet */
  label = gtk_label_new (_("Sheet"));
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (card), label);
  list = boxed_list ();
  /* Read as "Anna Sheet" (GTK 4.8 would name the list "GtkListBox"). */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  title, label, NULL, -1);
  {
    const BfBidLine *line = bf_bidding_sheet_get_line (sheet, BF_BID_FIRST_PLAYER);
    g_autofree char *bid = format_money (bf_bidding_sheet_get_bid (sheet));
    g_autofree char *shown = NULL;

    if (start->first_player || start->bid == 0)
      shown = g_strdup (bid);
    else
      /* Translators: a bid that was not the highest, e.g. "$2 (not paid)" */
      shown = g_strdup_printf (_("%s (not paid)"), bid);
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (line->name, shown));
  }
  for (BfBidLineKind k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    {
      const BfBidLine *line = bf_bidding_sheet_get_line (sheet, k);
      const BfBidChoice *choice = bf_bidding_sheet_get_chosen (sheet, k);
      g_autofree char *value = format_value (k, choice->value);
      g_autofree char *price = format_price (choice->cost);
      /* Translators: a choice on a bidding sheet and its price, "5 ($15)" */
      g_autofree char *shown = g_strdup_printf (_("%s (%s)"), value, price);

      gtk_list_box_append (GTK_LIST_BOX (list), value_row (line->name, shown));
    }
  if (!bf_carnegie_game_get_solo (self->game))
    {
      g_autofree char *total = format_money (start->total);

      /* Translators: what the tie-break of the first-player auction
       * compares: line 1 plus the price of every choice, money gained
       * for −6 or −5 VP counting as $0 */
      gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Money bid on all lines"), total));
    }
  gtk_box_append (GTK_BOX (card), list);

  /* What the player starts with. */
  /* Translators: heading over what a player starts the game with */
  label = gtk_label_new (_("Starts With"));
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (card), label);
  list = boxed_list ();
  gtk_accessible_update_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  title, label, NULL, -1);
  {
    g_autofree char *money = format_money (start->money);
    g_autofree char *goods = g_strdup_printf ("%u", start->goods);
    g_autofree char *active = g_strdup_printf ("%u", start->active_employees);
    g_autofree char *lobby = g_strdup_printf ("%u", start->lobby_employees);
    g_autofree char *vp = start->vp > 0 ? g_strdup_printf ("+%d", start->vp)
                                        : start->vp < 0 ? g_strdup_printf ("−%d", -start->vp)
                                                        : g_strdup ("0");
    g_autofree char *moves = g_strdup_printf ("%u", start->setup_moves);

    /* Translators: starting money */
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Money"), money));
    /* Translators: starting goods cubes */
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Goods cubes"), goods));
    /* Translators: employees standing on the departments at the start */
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Active employees"), active));
    /* Translators: inactive employees lying in the Lobby at the start (line 3) */
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Employees in the Lobby"), lobby));
    /* Translators: where the score pawn starts (VP = victory points) */
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Starting VP"), vp));
    /* Translators: employee moves at the end of setup */
    gtk_list_box_append (GTK_LIST_BOX (list), value_row (_("Setup moves"), moves));
  }
  gtk_box_append (GTK_BOX (card), list);

  return card;
}

static GtkWidget *
step_row (const char *step,
          const char *title,
          const char *text)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (step);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (label, "bf-bid-step");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);

  return row;
}

static void
build_reveal (BfBiddingPage *self)
{
  guint first = bf_bid_reveal_get_first_player (self->reveal);
  g_autofree char *first_name = bf_handoff_dup_player_name (self->game, first);
  gboolean solo = bf_carnegie_game_get_solo (self->game);
  GtkWidget *title, *label, *flow, *group;

  remove_children (self->reveal_box);

  /* Who plays first, and why. */
  if (solo)
    title = gtk_label_new (_("Your Starting Resources"));
  else
    {
      /* Translators: %s is a player's name */
      g_autofree char *text = g_strdup_printf (_("%s Plays First"), first_name);

      title = gtk_label_new (text);
    }
  gtk_widget_add_css_class (title, "title-1");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_box_append (self->reveal_box, title);

  if (!solo)
    {
      g_autofree char *why = explain_first_player (self);

      label = gtk_label_new (why);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "bf-bid-explanation");
      gtk_box_append (self->reveal_box, label);

      /* How "Money bid on all lines" is counted (docs/setup.md). */
      label = gtk_label_new (_("Totals are the money bid on all lines, line 1 included. "
                               "Money gained on line 4 (−6 or −5 VP) is not a bid and counts as $0."));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->reveal_box, label);
    }

  /* Every sheet at once. */
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), MAX (1, bf_bidding_get_n_sheets (self->bidding)));
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 18);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 24);
  /* GTK 4.8 names it "GtkFlowBox" otherwise, which Orca reads. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: what a screen reader calls the revealed bidding sheets, side by side */
                                  _("Every player’s sheet"), -1);
  for (guint i = 0; i < bf_bidding_get_n_sheets (self->bidding); i++)
    {
      GtkWidget *card = build_player_card (self, i);

      gtk_flow_box_append (GTK_FLOW_BOX (flow), card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }
  gtk_box_append (self->reveal_box, flow);

  /* The setup steps A New Beginning changes, in order. */
  group = adw_preferences_group_new ();
  /* Translators: heading over the setup steps A New Beginning changes */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Setup Changes"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Set up as usual, with these changes from A New Beginning."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             /* Translators: a setup step of the rulebook: its number ("6A") and what it is about */
                             step_row (C_("setup step", "6A"), _("Goods and money"),
                                       _("Give each player the goods cubes of line 2 and the starting money above, "
                                         "instead of 4 goods cubes and $12.")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             /* Translators: a setup step of the rulebook: its number ("6C") and what it is about */
                             step_row (C_("setup step", "6C"), _("Employees"),
                                       _("Stand 5 employees on the departments as usual, then lay the employees "
                                         "of line 3 down (inactive) in the Lobby. The rest are not available.")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             /* Translators: a setup step of the rulebook: its number ("6D1") and what it is about */
                             step_row (C_("setup step", "6D1"), _("Score track"),
                                       _("Put each score pawn on the starting VP of line 4 instead of 0. "
                                         "The score track at the end of the game already includes it. "
                                         "The track has no negative spaces: a player who chose −6 or −5 VP "
                                         "leaves the pawn on 0 and moves it only for the VP scored beyond "
                                         "the first 6 or 5; at the end they enter the VP it shows (if they "
                                         "scored fewer, what they still owe, as a negative number).")));
  {
    g_autofree char *text = NULL;

    if (solo)
      text = g_strdup (_("Skip this step: Andrew always plays first in a solo game."));
    else
      switch (bf_bid_reveal_get_tie_break (self->reveal))
        {
        case BF_TIE_BREAK_NONE:
          /* Translators: %s is the first player's name */
          text = g_strdup_printf (_("Skip this step: %s plays first, with the highest bid on line 1."), first_name);
          break;
        case BF_TIE_BREAK_TOTAL:
          /* Translators: %s is the first player's name */
          text = g_strdup_printf (_("Skip this step: %s plays first, tied for the highest bid on line 1 "
                                    "and with the most money bid on all lines."), first_name);
          break;
        case BF_TIE_BREAK_DRAW:
        default:
          /* Translators: %s is the first player's name */
          text = g_strdup_printf (_("Skip this step: %s plays first, drawn at random among the players "
                                    "tied for the highest bid."), first_name);
          break;
        }
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               /* Translators: a setup step of the rulebook: its number ("7") and what it is about */
                               step_row (C_("setup step", "7"), _("First player"), text));
  }
  {
    g_autofree char *text = NULL;

    /* Translators: %s is the first player's name */
    text = g_strdup_printf (_("Starting with %s and going clockwise, each player moves their employees "
                              "as many steps as the setup moves of line 5, instead of 6."), first_name);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               /* Translators: a setup step of the rulebook: its number ("11") and what it is about */
                               step_row (C_("setup step", "11"), _("Setup moves"), text));
  }
  gtk_box_append (self->reveal_box, group);

  {
    /* Translators: closes the reveal of the bidding sheets */
    GtkWidget *done = gtk_button_new_with_mnemonic (_("_Done"));

    bf_widgets_name_mnemonic_buttons (done);
    gtk_widget_set_halign (done, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class (done, "pill");
    gtk_widget_add_css_class (done, "suggested-action");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (done), "bidding.done");
    gtk_box_append (self->reveal_box, done);
  }
}

/* Actions ----------------------------------------------------------------- */

static void
open_sheet_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  open_sheet (BF_BIDDING_PAGE (widget));
}

static void
seal_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->sheet == NULL)
    return;

  /* A value typed into the spin button and not yet committed. */
  if (self->bid_spin != NULL)
    gtk_spin_button_update (self->bid_spin);

  if (!bf_bidding_sheet_seal (self->sheet, &error))
    {
      gtk_label_set_label (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      gtk_widget_error_bell (widget);
      bf_widgets_announce (widget, error->message);
      return;
    }

  close_sheet (self);
  show_handoff (self);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (widget);
  g_autoptr(GError) error = NULL;
  BfBidReveal *reveal = bf_bidding_reveal (self->bidding, &error);

  if (reveal == NULL)
    {
      g_warning ("Cannot reveal: %s", error->message);
      return;
    }

  g_clear_pointer (&self->reveal, bf_bid_reveal_unref);
  self->reveal = reveal;
  build_reveal (self);
  set_stage (self, BF_BIDDING_STAGE_REVEAL, bf_bidding_get_n_sheets (self->bidding));
}

static void
done_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (widget);

  if (self->reveal != NULL)
    g_signal_emit (self, signals[DONE], 0, self->reveal);
}

/* GObject ----------------------------------------------------------------- */

static void
bf_bidding_page_constructed (GObject *object)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (object);

  G_OBJECT_CLASS (bf_bidding_page_parent_class)->constructed (object);

  g_assert (self->game != NULL);

  if (self->bidding == NULL)
    self->bidding = bf_bidding_new (bf_carnegie_game_get_rules (self->game),
                                    MAX (1, bf_carnegie_game_get_n_players (self->game)));
  else if (bf_bidding_get_n_sheets (self->bidding) != bf_carnegie_game_get_n_players (self->game))
    g_warning ("The bidding round has %u sheets for %u players",
               bf_bidding_get_n_sheets (self->bidding), bf_carnegie_game_get_n_players (self->game));

  /* In a solo game nobody bids for first player. */
  if (bf_carnegie_game_get_solo (self->game))
    for (guint i = 0; i < bf_bidding_get_n_sheets (self->bidding); i++)
      if (!bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (self->bidding, i)))
        bf_bidding_sheet_set_bid (bf_bidding_get_sheet (self->bidding, i), 0, NULL);

  update_totals (self);
  show_handoff (self);
}

static void
bf_bidding_page_dispose (GObject *object)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (object);

  if (self->sheet != NULL)
    g_clear_signal_handler (&self->sheet_changed_id, self->sheet);
  self->sheet = NULL;
  self->bid_spin = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_BIDDING_PAGE);

  g_clear_pointer (&self->reveal, bf_bid_reveal_unref);
  g_clear_object (&self->bidding);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (bf_bidding_page_parent_class)->dispose (object);
}

static void
bf_bidding_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_BIDDING:
      g_value_set_object (value, self->bidding);
      break;
    case PROP_STAGE:
      g_value_set_enum (value, self->stage);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_bidding_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BfBiddingPage *self = BF_BIDDING_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_BIDDING:
      self->bidding = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_bidding_page_class_init (BfBiddingPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bf_appearance_load_style ("expansion");

  object_class->constructed = bf_bidding_page_constructed;
  object_class->dispose = bf_bidding_page_dispose;
  object_class->get_property = bf_bidding_page_get_property;
  object_class->set_property = bf_bidding_page_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BF_TYPE_CARNEGIE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BIDDING] =
    g_param_spec_object ("bidding", NULL, NULL, BF_TYPE_BIDDING,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STAGE] =
    g_param_spec_enum ("stage", NULL, NULL, BF_TYPE_BIDDING_STAGE, BF_BIDDING_STAGE_HANDOFF,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfBiddingPage::done:
   * @reveal: the outcome (BfBidReveal)
   *
   * Emitted when the players close the reveal screen.
   */
  signals[DONE] =
    g_signal_new ("done",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BF_TYPE_BID_REVEAL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-bidding-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, handoff);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, sheet_title);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, sheet_hint);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, lines_box);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, cost_label);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, left_label);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, budget_bar);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, BfBiddingPage, reveal_box);

  gtk_widget_class_install_action (widget_class, "bidding.open-sheet", NULL, open_sheet_action);
  gtk_widget_class_install_action (widget_class, "bidding.seal", NULL, seal_action);
  gtk_widget_class_install_action (widget_class, "bidding.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "bidding.done", NULL, done_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "bidding.seal", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "bidding.seal", NULL);

  gtk_widget_class_set_css_name (widget_class, "bf-bidding-page");
}

static void
bf_bidding_page_init (BfBiddingPage *self)
{
  g_type_ensure (BF_TYPE_HANDOFF);
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  self->stack = GTK_STACK (adw_bin_get_child (ADW_BIN (self)));
  /* GTK 4.8 would show a screen reader every page built, not just the
   * one shown. */
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  /* The page holds actions: GTK 4.8 would name it after its type. It is
   * the module's step, named after it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("A New Beginning"), -1);
}

GtkWidget *
bf_bidding_page_new (BfCarnegieGame *game,
                     BfBidding      *bidding)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (bidding == NULL || BF_IS_BIDDING (bidding), NULL);

  return g_object_new (BF_TYPE_BIDDING_PAGE, "game", game, "bidding", bidding, NULL);
}

BfCarnegieGame *
bf_bidding_page_get_game (BfBiddingPage *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_PAGE (self), NULL);

  return self->game;
}

BfBidding *
bf_bidding_page_get_bidding (BfBiddingPage *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_PAGE (self), NULL);

  return self->bidding;
}

BfBiddingStage
bf_bidding_page_get_stage (BfBiddingPage *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_PAGE (self), BF_BIDDING_STAGE_HANDOFF);

  return self->stage;
}

guint
bf_bidding_page_get_player (BfBiddingPage *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_PAGE (self), 0);

  return self->player;
}

BfBidReveal *
bf_bidding_page_get_reveal (BfBiddingPage *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_PAGE (self), NULL);

  return self->reveal;
}
