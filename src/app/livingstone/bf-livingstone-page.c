/* bf-livingstone-page.c
 *
 * Four views in a view stack: players, board values, rounds and the end
 * of the game with the result. Each player is shown by widgets bound to
 * its BfLivingstonePlayer: a row in the players view
 * (BfLivingstonePlayerRow), a group in the rounds view with its running
 * total (BfLivingstoneRoundGroup), a group in the end view
 * (BfLivingstoneEndGroup) and its result. They follow the players' list
 * model ("items-changed": added or removed where the player was), and an
 * undo (a restored copy of the game, as many players) only gives the
 * same widgets the copy's players. An entry changes the values that show
 * it, no widget: none that holds the focus or is receiving it goes (a
 * Tab out of a spin button commits its value, a change of the game,
 * while the focus moves to the next widget: GTK 4.8 hangs if that widget
 * goes). A change of the game updates only what depends on all of it:
 * the round's header, the dice and the result.
 *
 * The spin buttons made in code are named after what they hold
 * ("bf-liv-tents-3", "bf-liv-moved-3", "bf-liv-gems", "bf-liv-cost-2",
 * "bf-liv-die-1"…) and the labels made per player have a style class
 * ("bf-liv-round-score", "bf-liv-running-total", "bf-liv-result-total"):
 * tests/test-livingstone-page.c finds them by these marks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-livingstone-page.h"
#include "bf-livingstone-page-private.h"
#include "bf-document.h"
#include "bf-livingstone-end-group.h"
#include "bf-livingstone-export.h"
#include "bf-livingstone-player-row.h"
#include "bf-livingstone-round-group.h"
#include "bf-widgets.h"

#define N_ROWS BF_LIVINGSTONE_N_ROWS

/* One line of a player's result; borrowed. */
typedef struct
{
  AdwActionRow        *row;
  GtkLabel            *vp;
} ResultLine;

/* The widgets of one player, bound to it; borrowed (their containers
 * own them), but for @result_lines. */
typedef struct
{
  BfLivingstonePlayerRow  *row;              /* players view */
  BfLivingstoneRoundGroup *round_group;      /* rounds view, with its total row */
  BfLivingstoneEndGroup   *end_group;        /* end view */
  /* result (end view), updated from the result */
  AdwPreferencesGroup     *result_group;
  GtkWidget               *result_dot;
  GtkWidget               *trophy;
  GtkLabel                *result_total;
  GPtrArray               *result_lines;     /* ResultLine, owned */
} PlayerWidgets;

struct _BfLivingstonePage
{
  AdwBin               parent_instance;

  /* template widgets */
  AdwViewSwitcher     *switcher;
  AdwViewStack        *stack;
  GtkListBox          *players_list;
  GtkWidget           *add_button;
  GtkSpinButton       *columns_spin;
  GtkWidget           *board_banner;
  AdwPreferencesGroup *row_values_group;
  GtkFlowBox          *costs_box;
  GtkLabel            *confirmed_label;
  GtkScrolledWindow   *rounds_scroller;
  GtkLabel            *round_title;
  GtkLabel            *round_subtitle;
  GtkBox              *round_players_box;
  AdwActionRow        *stopped_row;
  GtkSwitch           *stopped_switch;
  AdwPreferencesGroup *totals_group;
  GtkButton           *next_button;
  GtkBox              *end_players_box;
  GtkWidget           *dice_group;
  GtkBox              *dice_box;
  GtkLabel            *dice_label;
  GtkBox              *notes_box;
  GtkWidget           *check_board_button;
  GtkLabel            *verdict_label;
  GtkBox              *result_box;

  /* borrowed, made in init */
  GtkSpinButton       *row_values[N_ROWS];      /* rows 2-5; NULL for 1 and 6 */
  GtkLabel            *fixed_values[N_ROWS];    /* rows 1 and 6 */
  GtkSpinButton       *costs[BF_LIVINGSTONE_N_COLUMNS];
  GtkSpinButton       *dice[BF_LIVINGSTONE_N_DICE];

  /* owned */
  BfLivingstoneGame   *game;
  char                *seats_locked;  /* bf_livingstone_page_set_seats_locked() */
  GSignalGroup        *game_signals;    /* on game */
  GBindingGroup       *game_bindings;   /* from game */
  BfScoreCard         *card;            /* the result shown */
  GSettings           *settings;
  GSignalGroup        *players_signals; /* on the game's players */
  GPtrArray           *players;                 /* PlayerWidgets */
  GPtrArray           *note_labels;             /* GtkLabel, borrowed */
  GtkFileChooserNative *chooser;

  guint                round;
  gboolean             result_stale;    /* the game changed, the end view not shown */
  gboolean             start_after_confirm;
};

G_DEFINE_FINAL_TYPE (BfLivingstonePage, bf_livingstone_page, ADW_TYPE_BIN)

enum {
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (BfLivingstonePage *self);
static void player_widgets_free (PlayerWidgets *pw);

/* Helpers -------------------------------------------------------------------- */

static void
emit_error (BfLivingstonePage *self,
            const GError      *error)
{
  if (error != NULL)
    g_signal_emit (self, signals[ERROR], 0, error->message);
}

void
_bf_livingstone_report_error (GtkWidget    *widget,
                              const GError *error)
{
  GtkWidget *page = gtk_widget_get_ancestor (widget, BF_TYPE_LIVINGSTONE_PAGE);

  if (page != NULL)
    emit_error (BF_LIVINGSTONE_PAGE (page), error);
}

void
_bf_livingstone_set_label (GtkLabel   *label,
                           const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

GtkSpinButton *
_bf_livingstone_make_spin (int         min,
                           int         max,
                           gboolean    vertical,
                           const char *accessible_label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  if (vertical)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (spin), GTK_ORIENTATION_VERTICAL);
      gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (spin, "bf-liv-stepper");
    }
  if (accessible_label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);

  return GTK_SPIN_BUTTON (spin);
}

static void
draw_dot_cb (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  const char *rgb = g_object_get_data (G_OBJECT (area), "bf-rgb");
  GdkRGBA color;

  if (rgb == NULL || !gdk_rgba_parse (&color, rgb))
    return;

  gdk_cairo_set_source_rgba (cr, &color);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0, 0, 2 * G_PI);
  cairo_fill (cr);
}

GtkWidget *
_bf_livingstone_make_dot (void)
{
  GtkWidget *dot = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (dot), 12);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (dot), 12);
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (dot), draw_dot_cb, NULL, NULL);
  gtk_accessible_update_state (GTK_ACCESSIBLE (dot), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  return dot;
}

void
_bf_livingstone_set_dot (GtkWidget  *dot,
                         const char *color_id)
{
  const BfColor *color = color_id != NULL ? bf_seats_lookup_color (color_id) : NULL;
  /* Static rule data. */
  const char *rgb = color != NULL ? color->rgb : NULL;

  if (g_object_get_data (G_OBJECT (dot), "bf-rgb") == rgb)
    return;

  g_object_set_data (G_OBJECT (dot), "bf-rgb", (gpointer) rgb);
  gtk_widget_queue_draw (dot);
}

char *
_bf_livingstone_format_vp (int vp)
{
  /* Translators: victory points, "7 VP" */
  return g_strdup_printf (_("%d VP"), vp);
}

static PlayerWidgets *
get_widgets (BfLivingstonePage *self,
             guint              player)
{
  return g_ptr_array_index (self->players, player);
}

/* Settings ------------------------------------------------------------------- */

static gboolean
read_int_array (GSettings  *settings,
                const char *key,
                guint       n,
                guint      *values)
{
  g_autoptr(GVariant) variant = g_settings_get_value (settings, key);
  const gint32 *array;
  gsize length = 0;

  array = g_variant_get_fixed_array (variant, &length, sizeof (gint32));
  if (length != n)
    return FALSE;

  for (guint i = 0; i < n; i++)
    values[i] = CLAMP (array[i], 0, BF_LIVINGSTONE_MAX_VALUE);

  return TRUE;
}

/* A new game starts with the values the players gave before. */
static void
apply_settings (BfLivingstonePage *self)
{
  guint rows[N_ROWS];
  guint costs[BF_LIVINGSTONE_N_COLUMNS];

  if (self->settings == NULL)
    return;

  if (read_int_array (self->settings, "livingstone-row-values", N_ROWS, rows))
    for (guint row = 2; row <= 5; row++)
      bf_livingstone_game_set_row_value (self->game, row, rows[row - 1], NULL);

  if (read_int_array (self->settings, "livingstone-column-costs", BF_LIVINGSTONE_N_COLUMNS, costs))
    for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
      bf_livingstone_game_set_column_cost (self->game, column, costs[column - 1], NULL);

  bf_livingstone_game_set_values_confirmed (self->game,
                                            g_settings_get_boolean (self->settings,
                                                                    "livingstone-values-confirmed"));
}

static void
save_settings (BfLivingstonePage *self)
{
  gint32 rows[N_ROWS];
  gint32 costs[BF_LIVINGSTONE_N_COLUMNS];

  if (self->settings == NULL || self->game == NULL)
    return;

  for (guint row = 1; row <= N_ROWS; row++)
    rows[row - 1] = bf_livingstone_game_get_row_value (self->game, row);
  for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
    costs[column - 1] = bf_livingstone_game_get_column_cost (self->game, column);

  g_settings_set_value (self->settings, "livingstone-row-values",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, rows, N_ROWS, sizeof (gint32)));
  g_settings_set_value (self->settings, "livingstone-column-costs",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, costs,
                                                   BF_LIVINGSTONE_N_COLUMNS, sizeof (gint32)));
  g_settings_set_boolean (self->settings, "livingstone-values-confirmed", TRUE);
}

/* Entry callbacks -------------------------------------------------------------- */

static void
columns_changed_cb (BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;

  if (!bf_livingstone_game_set_n_columns (self->game,
                                          gtk_spin_button_get_value_as_int (self->columns_spin),
                                          &error))
    emit_error (self, error);
}

static void
row_value_changed_cb (GtkSpinButton     *spin,
                      BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;
  int value = gtk_spin_button_get_value_as_int (spin);
  guint row = 1;

  while (row < N_ROWS && self->row_values[row - 1] != spin)
    row++;

  /* The game's value shown (after an undo): nothing entered. */
  if (self->game == NULL || (int) bf_livingstone_game_get_row_value (self->game, row) == value)
    return;

  if (!bf_livingstone_game_set_row_value (self->game, row, value, &error))
    emit_error (self, error);
  else if (bf_livingstone_game_get_values_confirmed (self->game))
    save_settings (self);
}

static void
cost_changed_cb (GtkSpinButton     *spin,
                 BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;
  int value = gtk_spin_button_get_value_as_int (spin);
  guint column = 1;

  while (column < BF_LIVINGSTONE_N_COLUMNS && self->costs[column - 1] != spin)
    column++;

  /* The game's value shown (after an undo): nothing entered. */
  if (self->game == NULL || (int) bf_livingstone_game_get_column_cost (self->game, column) == value)
    return;

  if (!bf_livingstone_game_set_column_cost (self->game, column, value, &error))
    emit_error (self, error);
  else if (bf_livingstone_game_get_values_confirmed (self->game))
    save_settings (self);
}

static void
stopped_changed_cb (BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL ||
      self->round >= bf_livingstone_game_get_n_rounds (self->game))
    return;

  if (!bf_livingstone_game_set_stopped (self->game, self->round,
                                        gtk_switch_get_active (self->stopped_switch), &error))
    {
      emit_error (self, error);
      refresh (self);
    }
}

static void
die_changed_cb (GtkSpinButton     *spin,
                BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;
  guint die = 0;

  while (die + 1 < BF_LIVINGSTONE_N_DICE && self->dice[die] != spin)
    die++;

  if (self->game == NULL)
    return;

  if (!bf_livingstone_game_set_die (self->game, die, gtk_spin_button_get_value_as_int (spin), &error))
    emit_error (self, error);
}

/* The players' widgets ------------------------------------------------------- */

/* Before @widget goes: the focus, if it is there, moves to @next (the
 * page itself when NULL), so that it never vanishes. */
static void
move_focus_from (BfLivingstonePage *self,
                 GtkWidget         *widget,
                 GtkWidget         *next)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || (focus != widget && !gtk_widget_is_ancestor (focus, widget)))
    return;

  if (next == NULL || !gtk_widget_grab_focus (next))
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

/* The widgets of @player, at @position in each view. */
static PlayerWidgets *
player_widgets_new (BfLivingstonePage   *self,
                    BfLivingstonePlayer *player,
                    guint                position)
{
  PlayerWidgets *pw = g_new0 (PlayerWidgets, 1);
  PlayerWidgets *before = position > 0 ? get_widgets (self, position - 1) : NULL;
  GtkWidget *header;

  pw->row = BF_LIVINGSTONE_PLAYER_ROW (bf_livingstone_player_row_new (player));
  gtk_list_box_insert (self->players_list, GTK_WIDGET (pw->row), position);

  pw->round_group = BF_LIVINGSTONE_ROUND_GROUP (bf_livingstone_round_group_new (player, self->round));
  gtk_box_insert_child_after (self->round_players_box, GTK_WIDGET (pw->round_group),
                              before != NULL ? GTK_WIDGET (before->round_group) : NULL);

  pw->end_group = BF_LIVINGSTONE_END_GROUP (bf_livingstone_end_group_new (player));
  gtk_box_insert_child_after (self->end_players_box, GTK_WIDGET (pw->end_group),
                              before != NULL ? GTK_WIDGET (before->end_group) : NULL);

  /* The result, its lines made by refresh_result(). */
  pw->result_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  pw->result_dot = _bf_livingstone_make_dot ();
  gtk_box_append (GTK_BOX (header), pw->result_dot);
  pw->trophy = gtk_image_new_from_icon_name ("starred-symbolic");
  gtk_widget_add_css_class (pw->trophy, "bf-liv-trophy");
  gtk_accessible_update_property (GTK_ACCESSIBLE (pw->trophy),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Winner"), -1);
  gtk_box_append (GTK_BOX (header), pw->trophy);
  pw->result_total = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (pw->result_total), "title-3");
  gtk_widget_add_css_class (GTK_WIDGET (pw->result_total), "bf-liv-number");
  gtk_widget_add_css_class (GTK_WIDGET (pw->result_total), "bf-liv-result-total");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (pw->result_total));
  adw_preferences_group_set_header_suffix (pw->result_group, header);
  pw->result_lines = g_ptr_array_new_with_free_func (g_free);
  gtk_box_insert_child_after (self->result_box, GTK_WIDGET (pw->result_group),
                              before != NULL ? GTK_WIDGET (before->result_group) : NULL);

  g_ptr_array_insert (self->players, position, pw);

  /* The totals group only appends: the rows after @position go after it. */
  for (guint i = position; i < self->players->len; i++)
    {
      GtkWidget *total_row = bf_livingstone_round_group_get_total_row (get_widgets (self, i)->round_group);

      if (gtk_widget_get_parent (total_row) != NULL)
        adw_preferences_group_remove (self->totals_group, total_row);
      adw_preferences_group_add (self->totals_group, total_row);
    }

  return pw;
}

static void
player_widgets_free (PlayerWidgets *pw)
{
  g_clear_pointer (&pw->result_lines, g_ptr_array_unref);
  g_free (pw);
}

/* Removes the widgets at @position (its player was removed). */
static void
remove_player_widgets (BfLivingstonePage *self,
                       guint              position)
{
  PlayerWidgets *pw = g_ptr_array_steal_index (self->players, position);
  /* The focus goes to the same place of the player taking this one's
   * place, or of the one above when it was the last. */
  PlayerWidgets *next = position < self->players->len ? get_widgets (self, position)
                        : position > 0 ? get_widgets (self, position - 1) : NULL;

  /* Remove Player pressed with the keyboard: the focus goes to Remove
   * Player of the next player (the one above, or Add Player). */
  move_focus_from (self, GTK_WIDGET (pw->row),
                   next != NULL ? bf_livingstone_player_row_get_remove (next->row) : self->add_button);
  move_focus_from (self, GTK_WIDGET (pw->round_group),
                   next != NULL ? bf_livingstone_round_group_get_first (next->round_group) : NULL);
  move_focus_from (self, GTK_WIDGET (pw->end_group),
                   next != NULL ? bf_livingstone_end_group_get_donation (next->end_group) : NULL);
  move_focus_from (self, GTK_WIDGET (pw->result_group), NULL);

  gtk_list_box_remove (self->players_list, GTK_WIDGET (pw->row));
  adw_preferences_group_remove (self->totals_group,
                                bf_livingstone_round_group_get_total_row (pw->round_group));
  gtk_box_remove (self->round_players_box, GTK_WIDGET (pw->round_group));
  gtk_box_remove (self->end_players_box, GTK_WIDGET (pw->end_group));
  gtk_box_remove (self->result_box, GTK_WIDGET (pw->result_group));
  player_widgets_free (pw);
}

/* The widgets follow the players' list: removed and added where the
 * players were. */
static void
players_changed_cb (GListModel        *players,
                    guint              position,
                    guint              removed,
                    guint              added,
                    BfLivingstonePage *self)
{
  for (guint i = 0; i < removed; i++)
    remove_player_widgets (self, position);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(BfLivingstonePlayer) player = g_list_model_get_item (players, position + i);

      player_widgets_new (self, player, position + i);
    }
}

/* The players of another game (an undo's restored copy, as many players,
 * or a game opened): the widgets there are show its players; those
 * missing are made, those too many removed. */
static void
show_players (BfLivingstonePage *self)
{
  guint n = self->game != NULL ? bf_livingstone_game_get_n_players (self->game) : 0;

  while (self->players->len > n)
    remove_player_widgets (self, self->players->len - 1);

  for (guint i = 0; i < n; i++)
    {
      BfLivingstonePlayer *player = bf_livingstone_game_get_player (self->game, i);
      PlayerWidgets *pw;

      if (i >= self->players->len)
        {
          player_widgets_new (self, player, i);
          continue;
        }

      pw = get_widgets (self, i);
      bf_livingstone_player_row_set_player (pw->row, player);
      bf_livingstone_round_group_set_player (pw->round_group, player);
      bf_livingstone_end_group_set_player (pw->end_group, player);
    }
}

/* Refreshing ------------------------------------------------------------------- */

static void
refresh_actions (BfLivingstonePage *self)
{
  guint n = self->game != NULL ? bf_livingstone_game_get_n_players (self->game) : 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.add-player",
                                 self->game != NULL && n < BF_LIVINGSTONE_MAX_PLAYERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.start",
                                 self->game != NULL && n >= BF_LIVINGSTONE_MIN_PLAYERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.next-round", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.export",
                                 self->game != NULL && n >= BF_LIVINGSTONE_MIN_PLAYERS);
}

static void
refresh_board (BfLivingstonePage *self)
{
  for (guint row = 1; row <= N_ROWS; row++)
    {
      guint value = bf_livingstone_game_get_row_value (self->game, row);

      if (self->row_values[row - 1] != NULL)
        bf_widgets_set_spin_value (self->row_values[row - 1], value);
      else
        {
          g_autofree char *text = _bf_livingstone_format_vp (value);

          _bf_livingstone_set_label (self->fixed_values[row - 1], text);
        }
    }

  for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
    bf_widgets_set_spin_value (self->costs[column - 1], bf_livingstone_game_get_column_cost (self->game, column));
}

static gboolean
confirmed_text_cb (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      user_data)
{
  g_value_set_string (to, g_value_get_boolean (from)
                          ? _("Confirmed from your board. Changes are remembered for the next games.")
                          : _("Not confirmed yet: results use these numbers and say so."));
  return TRUE;
}

static void
refresh_round (BfLivingstonePage *self)
{
  guint n_rounds = bf_livingstone_game_get_n_rounds (self->game);
  guint column;
  gboolean last;
  gboolean stopped;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *other_cost = NULL;
  gboolean can_stop;

  self->round = MIN (self->round, n_rounds - 1);
  column = bf_livingstone_game_get_round_column (self->game, self->round);
  last = self->round + 1 == n_rounds;

  /* Translators: "Round 3 of 10" */
  title = g_strdup_printf (_("Round %u of %u"), self->round + 1, n_rounds);
  _bf_livingstone_set_label (self->round_title, title);
  /* Translators: an amount of pounds (Livingstone's coins), "£2" */
  cost = g_strdup_printf (C_("pounds", "£%d"),
                          (int) bf_livingstone_game_get_column_cost (self->game, column));
  /* "The player must also pay one pound for any other player's tent in
   * that space to that other player." */
  other_cost = g_strdup_printf (C_("pounds", "£%d"), 1);
  if (self->round > 0 && bf_livingstone_game_get_round_column (self->game, self->round - 1) == column)
    /* Translators: "Column 4 again · a tent costs £2, plus £1 for each other player’s tent in
     * that space, paid to that player" (Livingstone's Place a Tent action) */
    subtitle = g_strdup_printf (_("Column %u again · a tent costs %s, plus %s for each other player’s tent "
                                  "in that space, paid to that player"), column, cost, other_cost);
  else
    /* Translators: "Column 4 · a tent costs £2, plus £1 for each other player’s tent in that
     * space, paid to that player" (Livingstone's Place a Tent action) */
    subtitle = g_strdup_printf (_("Column %u · a tent costs %s, plus %s for each other player’s tent "
                                  "in that space, paid to that player"), column, cost, other_cost);
  _bf_livingstone_set_label (self->round_subtitle, subtitle);

  /* The last column's round ends the game: no stop there (only one
   * from a file of an earlier version can be switched off). */
  stopped = bf_livingstone_game_get_stopped (self->game, self->round);
  can_stop = bf_livingstone_game_can_stop (self->game, self->round);
  if (gtk_switch_get_active (self->stopped_switch) != stopped)
    gtk_switch_set_active (self->stopped_switch, stopped);
  gtk_widget_set_sensitive (GTK_WIDGET (self->stopped_row), can_stop || stopped);
  adw_action_row_set_subtitle (self->stopped_row,
                               can_stop ? _("A card stopped the boat: this column is scored again next round")
                                        : _("The game ends when this round is scored: the steamboat cannot "
                                            "stop in the last column"));

  gtk_button_set_label (self->next_button, last ? _("Final _Scoring") : _("_Next Round"));
  gtk_button_set_use_underline (self->next_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.previous-round", self->round > 0);

  /* Each player's group shows the round (an entry of the round is
   * shown by its player's group already). */
  for (guint i = 0; i < self->players->len; i++)
    bf_livingstone_round_group_set_round (get_widgets (self, i)->round_group, self->round);
}

static void
refresh_end (BfLivingstonePage *self)
{
  guint n = self->players->len;
  int minimum = bf_livingstone_game_get_minimum_donation (self->game);
  guint32 seed = 0;
  g_autofree char *dice_text = NULL;

  gtk_widget_set_visible (self->dice_group, n == 2);
  for (guint d = 0; d < BF_LIVINGSTONE_N_DICE; d++)
    bf_widgets_set_spin_value (self->dice[d], bf_livingstone_game_get_die (self->game, d));

  if (minimum < 0)
    dice_text = g_strdup (_("Not rolled yet (0 = no die)."));
  else if (bf_livingstone_game_get_dice_seed (self->game, &seed))
    /* Translators: "Minimum donation £14 (rolled here, seed 123456)" */
    dice_text = g_strdup_printf (_("Minimum donation £%d (rolled here, seed %u)"), minimum, seed);
  else
    dice_text = g_strdup_printf (_("Minimum donation £%d (entered by hand)"), minimum);
  _bf_livingstone_set_label (self->dice_label, dice_text);
}

/* The notes above the result, each a label kept from one refresh to the
 * next (a label takes no focus, but nothing need go). */
static void
refresh_notes (BfLivingstonePage *self,
               BfScoreCard       *card)
{
  guint n = bf_score_card_get_n_notes (card);
  gboolean confirmed = bf_score_card_get_values_confirmed (card);

  while (self->note_labels->len < n)
    {
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *previous = self->note_labels->len > 0
                            ? g_ptr_array_index (self->note_labels, self->note_labels->len - 1) : NULL;

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_insert_child_after (self->notes_box, label, previous);
      g_ptr_array_add (self->note_labels, label);
    }

  for (guint i = 0; i < self->note_labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (self->note_labels, i);

      gtk_widget_set_visible (GTK_WIDGET (label), i < n);
      if (i < n)
        _bf_livingstone_set_label (label, bf_score_card_get_note (card, i));
    }

  gtk_widget_set_visible (self->check_board_button, !confirmed);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_box), n > 0 || !confirmed);
}

/* The result lines of @pw: @n_lines rows, added or removed at the end. */
static void
set_n_result_lines (BfLivingstonePage *self,
                    PlayerWidgets     *pw,
                    guint              n_lines)
{
  while (pw->result_lines->len > n_lines)
    {
      ResultLine *line = g_ptr_array_index (pw->result_lines, pw->result_lines->len - 1);
      ResultLine *above = pw->result_lines->len > 1
                          ? g_ptr_array_index (pw->result_lines, pw->result_lines->len - 2) : NULL;

      move_focus_from (self, GTK_WIDGET (line->row), above != NULL ? GTK_WIDGET (above->row) : NULL);
      adw_preferences_group_remove (pw->result_group, GTK_WIDGET (line->row));
      g_ptr_array_remove_index (pw->result_lines, pw->result_lines->len - 1);
    }

  while (pw->result_lines->len < n_lines)
    {
      ResultLine *line = g_new0 (ResultLine, 1);

      line->row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (line->row), FALSE);
      adw_action_row_set_subtitle_lines (line->row, 0);
      line->vp = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (line->vp), "bf-liv-number");
      gtk_widget_add_css_class (GTK_WIDGET (line->vp), "heading");
      adw_action_row_add_suffix (line->row, GTK_WIDGET (line->vp));
      adw_preferences_group_add (pw->result_group, GTK_WIDGET (line->row));
      g_ptr_array_add (pw->result_lines, line);
    }
}

static void
refresh_result (BfLivingstonePage *self)
{
  BfScoreCard *card;
  const char *verdict;
  guint n;

  g_clear_pointer (&self->card, bf_score_card_unref);
  self->card = card = bf_document_score_as_entered (BF_DOCUMENT (self->game), NULL);
  self->result_stale = FALSE;
  n = MIN (bf_score_card_get_n_players (card), self->players->len);

  refresh_notes (self, card);
  verdict = bf_score_card_get_verdict (card);
  _bf_livingstone_set_label (self->verdict_label, verdict != NULL ? verdict : "");

  for (guint i = 0; i < n; i++)
    {
      PlayerWidgets *pw = get_widgets (self, i);
      guint n_lines = bf_score_card_get_n_lines (card, i);
      g_autofree char *title = NULL;
      g_autofree char *total_text = _bf_livingstone_format_vp (bf_score_card_get_total (card, i));

      if (bf_score_card_is_disqualified (card, i))
        /* Translators: a player's result heading, "Ben (disqualified)" */
        title = g_strdup_printf (_("%s (disqualified)"), bf_score_card_get_name (card, i));
      else
        /* Translators: a player's result heading with their place, "1. Anna" */
        title = g_strdup_printf (_("%u. %s"), bf_score_card_get_rank (card, i),
                                 bf_score_card_get_name (card, i));
      if (g_strcmp0 (adw_preferences_group_get_title (pw->result_group), title) != 0)
        adw_preferences_group_set_title (pw->result_group, title);

      _bf_livingstone_set_dot (pw->result_dot, bf_livingstone_game_get_player_color (self->game, i));
      gtk_widget_set_visible (pw->trophy, bf_score_card_is_winner (card, i));
      _bf_livingstone_set_label (pw->result_total, total_text);

      set_n_result_lines (self, pw, n_lines);
      for (guint l = 0; l < n_lines; l++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, i, l);
          ResultLine *shown = g_ptr_array_index (pw->result_lines, l);
          g_autofree char *vp = line->vp == 0 ? g_strdup ("0") : g_strdup_printf ("%+d", line->vp);

          if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (shown->row)), line->title) != 0)
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (shown->row), line->title);
          if (g_strcmp0 (adw_action_row_get_subtitle (shown->row), line->explanation) != 0)
            adw_action_row_set_subtitle (shown->row, line->explanation);
          _bf_livingstone_set_label (shown->vp, vp);
        }
    }
}

/* What depends on the whole game: the board, the round's header, the
 * dice, the result; the players' own entries follow their players. */
static void
refresh (BfLivingstonePage *self)
{
  refresh_actions (self);
  if (self->game == NULL)
    return;

  refresh_board (self);
  refresh_round (self);
  refresh_end (self);

  /* The result is scored for the end view, when it shows. */
  self->result_stale = TRUE;
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "end") == 0)
    refresh_result (self);
}

static void
view_changed_cb (BfLivingstonePage *self)
{
  if (self->game != NULL && self->result_stale &&
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "end") == 0)
    refresh_result (self);
}

static void
game_changed_cb (BfLivingstonePage *self)
{
  refresh (self);
}

/* Actions ------------------------------------------------------------------------- */

static void
show_view (BfLivingstonePage *self,
           const char        *name)
{
  adw_view_stack_set_visible_child_name (self->stack, name);
}

/* While the table is shared with phones, each the seat of one player,
 * the players stay as they are: says why. */
static gboolean
refuse_seat_change (BfLivingstonePage *self)
{
  if (self->seats_locked == NULL)
    return FALSE;

  g_signal_emit (self, signals[ERROR], 0, self->seats_locked);
  return TRUE;
}

static void
add_player_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;

  if (refuse_seat_change (self))
    return;

  if (!bf_livingstone_game_add_player (self->game, "", NULL, &error))
    {
      emit_error (self, error);
      return;
    }

  gtk_widget_grab_focus (GTK_WIDGET (get_widgets (self, self->players->len - 1)->row));
}

static void
remove_player_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);
  guint player = g_variant_get_uint32 (parameter);

  if (refuse_seat_change (self))
    return;

  if (self->game != NULL && player < bf_livingstone_game_get_n_players (self->game))
    bf_livingstone_game_remove_player (self->game, player);
}

/* (us): a player's position and the colour chosen. Choosing another
 * player's colour swaps the two, through a free one (there are more
 * colours than players). */
static void
set_color_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *old = NULL;
  const char *wanted;
  guint player;

  g_variant_get (parameter, "(u&s)", &player, &wanted);
  if (self->game == NULL || player >= bf_livingstone_game_get_n_players (self->game))
    return;

  old = g_strdup (bf_livingstone_game_get_player_color (self->game, player));

  for (guint i = 0; i < bf_livingstone_game_get_n_players (self->game); i++)
    if (i != player && g_strcmp0 (bf_livingstone_game_get_player_color (self->game, i), wanted) == 0)
      {
        for (guint c = 0; c < bf_seats_get_n_colors (); c++)
          {
            const char *id = bf_seats_get_color (c)->id;

            if (g_strcmp0 (id, wanted) != 0 && g_strcmp0 (id, old) != 0 &&
                bf_livingstone_game_set_player_color (self->game, i, id, NULL))
              break;
          }
        bf_livingstone_game_set_player_color (self->game, player, wanted, &error);
        bf_livingstone_game_set_player_color (self->game, i, old, NULL);
        emit_error (self, error);
        return;
      }

  if (!bf_livingstone_game_set_player_color (self->game, player, wanted, &error))
    emit_error (self, error);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL)
    return;

  if (!bf_livingstone_game_get_values_confirmed (self->game))
    {
      /* The first time: the numbers from the players' own board. */
      self->start_after_confirm = TRUE;
      show_view (self, "board");
      return;
    }

  self->round = 0;
  refresh (self);
  show_view (self, "rounds");
}

static void
confirm_values_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL)
    return;

  bf_livingstone_game_set_values_confirmed (self->game, TRUE);
  save_settings (self);

  if (self->start_after_confirm)
    {
      self->start_after_confirm = FALSE;
      self->round = 0;
      refresh (self);
      show_view (self, "rounds");
    }
}

static void
show_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  show_view (BF_LIVINGSTONE_PAGE (widget), "board");
}

/* The round now in self->round, from its top: its header in view (the
 * Next Round pressed at the bottom of the previous round left the view
 * scrolled there, issue 31) and the focus on the first player's first
 * field, where the players enter next (it never stays on a button that
 * scrolled away). */
static void
show_round (BfLivingstonePage *self)
{
  PlayerWidgets *first;

  refresh (self);
  show_view (self, "rounds");

  first = self->players->len > 0 ? get_widgets (self, 0) : NULL;
  if (first == NULL || !gtk_widget_grab_focus (bf_livingstone_round_group_get_top (first->round_group)))
    gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
  /* After the focus, which scrolls the field alone into view. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->rounds_scroller), 0);
}

static void
previous_round_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL || self->round == 0)
    return;

  self->round--;
  show_round (self);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL)
    return;

  if (self->round + 1 >= bf_livingstone_game_get_n_rounds (self->game))
    {
      show_view (self, "end");
      return;
    }

  self->round++;
  show_round (self);
}

static void
roll_dice_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game != NULL)
    bf_livingstone_game_roll_dice (self->game, g_random_int_range (1, 1000000));
}

static void
export_response_cb (GtkNativeDialog   *dialog,
                    int                response,
                    BfLivingstonePage *self)
{
  const char *format = g_object_get_data (G_OBJECT (dialog), "bf-format");

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(BfScoreCard) card = bf_document_score_as_entered (BF_DOCUMENT (self->game), NULL);
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (g_strcmp0 (format, "pdf") == 0)
        bf_livingstone_export_pdf (card, NULL, file, &error);
      else
        bf_livingstone_export_png (card, NULL, file, &error);
      emit_error (self, error);
    }

  g_clear_object (&self->chooser);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);
  const char *format = g_variant_get_string (parameter, NULL);
  gboolean pdf = g_strcmp0 (format, "pdf") == 0;
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = NULL;

  if (self->game == NULL || self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (pdf ? _("Export Score Sheet as PDF")
                                                   : _("Export Score Sheet as PNG"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, pdf ? _("PDF documents") : _("PNG images"));
  gtk_file_filter_add_mime_type (filter, pdf ? "application/pdf" : "image/png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  /* Translators: the suggested file name of an exported score sheet */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser),
                                     pdf ? _("livingstone-scores.pdf") : _("livingstone-scores.png"));
  g_object_set_data_full (G_OBJECT (self->chooser), "bf-format", g_strdup (format), g_free);
  g_signal_connect (self->chooser, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* GObject --------------------------------------------------------------------------- */

static void
bf_livingstone_page_dispose (GObject *object)
{
  BfLivingstonePage *self = (BfLivingstonePage *)object;

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game_bindings);
  g_clear_object (&self->players_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->seats_locked, g_free);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->chooser, export_response_cb, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }

  /* The widgets go with the template; only the records are freed. */
  if (self->players != NULL)
    {
      for (guint i = 0; i < self->players->len; i++)
        player_widgets_free (g_ptr_array_index (self->players, i));
      g_clear_pointer (&self->players, g_ptr_array_unref);
    }
  g_clear_pointer (&self->note_labels, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_LIVINGSTONE_PAGE);

  g_clear_pointer (&self->card, bf_score_card_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bf_livingstone_page_parent_class)->dispose (object);
}

static void
bf_livingstone_page_class_init (BfLivingstonePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bf_appearance_load_style ("livingstone");

  object_class->dispose = bf_livingstone_page_dispose;

  /**
   * BfLivingstonePage::error:
   * @message: what went wrong, for a toast
   *
   * Emitted when an entry is refused or an export fails.
   */
  signals[ERROR] = g_signal_new ("error",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-livingstone-page.ui");
  gtk_widget_class_set_css_name (widget_class, "livingstonepage");
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, switcher);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, stack);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, players_list);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, add_button);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, columns_spin);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, board_banner);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, row_values_group);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, costs_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, confirmed_label);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, rounds_scroller);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, round_title);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, round_subtitle);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, round_players_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, stopped_row);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, stopped_switch);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, totals_group);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, next_button);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, end_players_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, dice_group);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, dice_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, dice_label);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, notes_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, check_board_button);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, result_box);
  gtk_widget_class_bind_template_callback (widget_class, columns_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stopped_changed_cb);

  gtk_widget_class_install_action (widget_class, "livingstone.add-player", NULL, add_player_action);
  gtk_widget_class_install_action (widget_class, "livingstone.remove-player", "u", remove_player_action);
  gtk_widget_class_install_action (widget_class, "livingstone.set-color", "(us)", set_color_action);
  gtk_widget_class_install_action (widget_class, "livingstone.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "livingstone.confirm-values", NULL, confirm_values_action);
  gtk_widget_class_install_action (widget_class, "livingstone.show-board", NULL, show_board_action);
  gtk_widget_class_install_action (widget_class, "livingstone.previous-round", NULL, previous_round_action);
  gtk_widget_class_install_action (widget_class, "livingstone.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "livingstone.roll-dice", NULL, roll_dice_action);
  gtk_widget_class_install_action (widget_class, "livingstone.export", "s", export_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "livingstone.previous-round", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "livingstone.next-round", NULL);
}

static void
build_board_widgets (BfLivingstonePage *self)
{
  /* Top to bottom as on the board: row 6 above, row 1 by the river. */
  for (guint row = N_ROWS; row >= 1; row--)
    {
      GtkWidget *action_row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf (_("Row %u"), row);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (action_row), title);

      if (row == 1 || row == N_ROWS)
        {
          self->fixed_values[row - 1] = GTK_LABEL (gtk_label_new (NULL));
          gtk_widget_add_css_class (GTK_WIDGET (self->fixed_values[row - 1]), "bf-liv-number");
          adw_action_row_set_subtitle (ADW_ACTION_ROW (action_row),
                                       row == 1 ? _("By the river; the same on every board")
                                                : _("At the top; the same on every board"));
          adw_action_row_add_suffix (ADW_ACTION_ROW (action_row), GTK_WIDGET (self->fixed_values[row - 1]));
        }
      else
        {
          g_autofree char *accessible = g_strdup_printf (_("End value of row %u in VP"), row);
          g_autofree char *widget_name = g_strdup_printf ("bf-liv-row-value-%u", row);
          GtkSpinButton *spin = _bf_livingstone_make_spin (0, BF_LIVINGSTONE_MAX_VALUE, FALSE, accessible);

          gtk_widget_set_name (GTK_WIDGET (spin), widget_name);
          g_signal_connect (spin, "value-changed", G_CALLBACK (row_value_changed_cb), self);
          self->row_values[row - 1] = spin;
          adw_action_row_set_subtitle (ADW_ACTION_ROW (action_row), _("VP, copy from your board"));
          bf_widgets_add_spin_suffix (ADW_ACTION_ROW (action_row), spin);
        }

      adw_preferences_group_add (self->row_values_group, action_row);
    }

  for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* Translators: a water space of the board, "Column 3" */
      g_autofree char *title = g_strdup_printf (_("Column %u"), column);
      g_autofree char *accessible = g_strdup_printf (_("Cost of a tent in column %u in pounds"), column);
      GtkWidget *label = gtk_label_new (title);
      GtkSpinButton *spin = _bf_livingstone_make_spin (0, BF_LIVINGSTONE_MAX_VALUE, FALSE, accessible);
      g_autofree char *widget_name = g_strdup_printf ("bf-liv-cost-%u", column);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_set_name (GTK_WIDGET (spin), widget_name);
      g_signal_connect (spin, "value-changed", G_CALLBACK (cost_changed_cb), self);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (spin));
      self->costs[column - 1] = spin;
      gtk_flow_box_append (self->costs_box, box);
      /* The flow box's child holding it, read by Orca as the focus
       * enters it: "GtkFlowBoxChild" in GTK 4.8 unless named. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }

  for (guint d = 0; d < BF_LIVINGSTONE_N_DICE; d++)
    {
      g_autofree char *accessible = g_strdup_printf (_("Die %u"), d + 1);
      GtkSpinButton *spin = _bf_livingstone_make_spin (0, 6, TRUE, accessible);
      g_autofree char *widget_name = g_strdup_printf ("bf-liv-die-%u", d + 1);

      gtk_widget_set_name (GTK_WIDGET (spin), widget_name);
      g_signal_connect (spin, "value-changed", G_CALLBACK (die_changed_cb), self);
      gtk_box_insert_child_after (self->dice_box, GTK_WIDGET (spin),
                                  d == 0 ? NULL : GTK_WIDGET (self->dice[d - 1]));
      self->dice[d] = spin;
    }
}

static void
bf_livingstone_page_init (BfLivingstonePage *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  /* Translators: what a screen reader calls the bar of the score pad's pages (Players, Board, Rounds, End) */
  bf_widgets_name_view_switcher (self->switcher, _("Pages of the score pad"));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));

  self->players = g_ptr_array_new ();
  self->note_labels = g_ptr_array_new ();

  /* The settings only when installed (not in every test). */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL && g_settings_schema_has_key (schema, "livingstone-row-values"))
    self->settings = g_settings_new (APP_ID);

  build_board_widgets (self);
  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (view_changed_cb), self, G_CONNECT_SWAPPED);

  /* Both follow bf_livingstone_page_set_game(). */
  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_LIVINGSTONE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  self->players_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_object (self->players_signals, "items-changed",
                                 G_CALLBACK (players_changed_cb), self, 0);
  self->game_bindings = g_binding_group_new ();
  g_binding_group_bind (self->game_bindings, "n-columns", self->columns_spin, "value",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->game_bindings, "values-confirmed", self->board_banner, "visible",
                        G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_binding_group_bind_full (self->game_bindings, "values-confirmed", self->confirmed_label, "label",
                             G_BINDING_SYNC_CREATE, confirmed_text_cb, NULL, NULL, NULL);

  refresh (self);
}

GtkWidget *
bf_livingstone_page_new (void)
{
  return g_object_new (BF_TYPE_LIVINGSTONE_PAGE, NULL);
}

/* The round to go on with: the last one with any tent. */
static guint
last_entered_round (BfLivingstoneGame *game)
{
  guint last = 0;

  for (guint r = 0; r < bf_livingstone_game_get_n_rounds (game); r++)
    for (guint i = 0; i < bf_livingstone_game_get_n_players (game); i++)
      if (bf_livingstone_game_get_round_score (game, r, i) > 0)
        last = r;

  return last;
}

void
bf_livingstone_page_set_game (BfLivingstonePage *self,
                              BfLivingstoneGame *game)
{
  gboolean keep_view;

  g_return_if_fail (BF_IS_LIVINGSTONE_PAGE (self));
  g_return_if_fail (game == NULL || BF_IS_LIVINGSTONE_GAME (game));

  if (self->game == game)
    return;

  /* An undo gives a restored copy of the same game: stay where we are. */
  keep_view = self->game != NULL && game != NULL &&
              bf_livingstone_game_get_n_players (game) > 0 &&
              bf_livingstone_game_get_n_players (self->game) > 0;

  g_set_object (&self->game, game);

  if (game != NULL)
    {
      if (bf_livingstone_game_get_n_players (game) == 0)
        apply_settings (self);
    }
  /* After the settings: refresh() below shows them. */
  g_signal_group_set_target (self->game_signals, game);
  g_binding_group_set_source (self->game_bindings, game);
  g_signal_group_set_target (self->players_signals,
                             game != NULL ? bf_livingstone_game_get_players (game) : NULL);

  if (game == NULL)
    show_view (self, "players");
  else if (!keep_view)
    {
      self->start_after_confirm = FALSE;
      self->round = last_entered_round (game);
      if (bf_livingstone_game_get_n_players (game) < BF_LIVINGSTONE_MIN_PLAYERS)
        show_view (self, "players");
      else if (bf_livingstone_game_has_end_entries (game))
        show_view (self, "end");
      else
        show_view (self, "rounds");
    }
  if (game != NULL)
    self->round = MIN (self->round, bf_livingstone_game_get_n_rounds (game) - 1);

  show_players (self);
  refresh (self);
}

BfLivingstoneGame *
bf_livingstone_page_get_game (BfLivingstonePage *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PAGE (self), NULL);

  return self->game;
}

void
bf_livingstone_page_set_seats_locked (BfLivingstonePage *self,
                                      const char        *reason)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_PAGE (self));

  g_free (self->seats_locked);
  self->seats_locked = g_strdup (reason);
}
