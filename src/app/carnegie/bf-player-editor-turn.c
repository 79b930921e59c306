/* bf-player-editor-turn.c
 *
 * The player editor's Turn Order (issue 26): the first player, the
 * game's, the same on every player's form; the player's seat, changed
 * with a button to each side, named after the neighbour the player goes
 * before or after (for the keyboard and screen readers, and a finger at
 * 360 px; no dragging). And the entries that contradict each other
 * (bf_carnegie_game_list_contradictions()) flagged beside the entry: the Action
 * Choice tile here, the map's disks at the top of the form, just under
 * the map (the active employees and the departments are flagged by
 * update_counts()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-player-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-player-editor-private.h"
#include "bf-text.h"
#include "bf-widgets.h"

/* The player's index in the seat order, or -1 (Andrew). */
static int
seat_of (BfPlayerEditor *self)
{
  for (guint i = 0; i < bf_carnegie_game_get_n_players (self->game); i++)
    if (bf_carnegie_game_get_player (self->game, i) == self->player)
      return (int) i;

  return -1;
}

static void
first_player_selected_cb (BfPlayerEditor *self)
{
  g_autoptr(GError) error = NULL;
  guint selected;

  if (self->updating > 0)
    return;

  selected = adw_combo_row_get_selected (self->first_player_row);
  if (selected == GTK_INVALID_LIST_POSITION)
    return;

  if (!bf_carnegie_game_set_first_player (self->game, selected, &error))
    _bf_player_editor_report_error (self, error->message);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfPlayerEditor *self = BF_PLAYER_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  gboolean before = g_str_equal (action_name, "seat.move-before");
  int seat = seat_of (self);

  if (seat < 0 || (before && seat == 0))
    return;

  if (self->seats_locked != NULL)
    {
      _bf_player_editor_report_error (self, self->seats_locked);
      return;
    }

  /* The game moves the player with everything on their table; the form
   * stays this player's, the focus on the button pressed (or the other
   * one, at the end of the row). */
  if (!bf_carnegie_game_move_player (self->game, self->player, before ? (guint) seat - 1 : (guint) seat + 1, &error))
    _bf_player_editor_report_error (self, error->message);
}

/* Sets @row's subtitle to @flag, shown as a contradiction, or to
 * @subtitle when there is none. */
static void
flag_row (AdwActionRow *row,
          const char   *flag,
          const char   *subtitle)
{
  adw_action_row_set_subtitle (row, flag != NULL ? flag : subtitle);
  if (flag != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (row), "bf-conflict");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "bf-conflict");
}

static void
update_map_flags (BfPlayerEditor *self)
{
  g_autofree char *town = bf_carnegie_game_describe_contradiction (self->game, self->player,
                                                                   BF_CONTRADICTION_TOWN_TYPE);
  g_autofree char *order = bf_carnegie_game_describe_contradiction (self->game, self->player,
                                                                    BF_CONTRADICTION_ANDREW_ORDER);
  g_autofree char *text = NULL;

  if (town != NULL && order != NULL)
    /* Translators: separates two contradictions flagged on one entry */
    text = g_strdup_printf (_("%s; %s"), town, order);
  else
    text = g_strdup (town != NULL ? town : order);

  /* Only when it changes: the same text again lays nothing out again. */
  if (g_strcmp0 (gtk_label_get_label (self->map_flag_label), text != NULL ? text : "") != 0)
    gtk_label_set_label (self->map_flag_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->map_flag_label), text != NULL);
}

static void
update_seat_buttons (BfPlayerEditor *self,
                     int             seat,
                     guint           n_humans,
                     gboolean        fixed)
{
  const char *name = bf_carnegie_player_get_name (self->player);
  gboolean can_before = !fixed && seat > 0;
  gboolean can_after = !fixed && seat >= 0 && (guint) seat + 1 < n_humans;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (can_before)
    /* Translators: a button moving a player one seat back in the seat order, "Seat Gus Before Hal" */
    before = g_strdup_printf (_("Seat %s Before %s"), name,
                              bf_carnegie_player_get_name (bf_carnegie_game_get_player (self->game, seat - 1)));
  else
    /* Translators: a button moving a player one seat back in the seat order, when there is none */
    before = g_strdup_printf (_("Seat %s Earlier"), name);
  if (can_after)
    /* Translators: a button moving a player one seat on in the seat order, "Seat Gus After Ivy" */
    after = g_strdup_printf (_("Seat %s After %s"), name,
                             bf_carnegie_player_get_name (bf_carnegie_game_get_player (self->game, seat + 1)));
  else
    /* Translators: a button moving a player one seat on in the seat order, when there is none */
    after = g_strdup_printf (_("Seat %s Later"), name);

  gtk_widget_set_tooltip_text (self->seat_before_button, before);
  gtk_widget_set_tooltip_text (self->seat_after_button, after);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seat_before_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, before, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seat_after_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, after, -1);

  /* The focus never vanishes: off a button that can no longer be
   * pressed, onto the other one. */
  if (focus == self->seat_before_button && !can_before && can_after)
    gtk_widget_grab_focus (self->seat_after_button);
  else if (focus == self->seat_after_button && !can_after && can_before)
    gtk_widget_grab_focus (self->seat_before_button);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seat.move-before", can_before);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "seat.move-after", can_after);
}

void
_bf_player_editor_update_turn (BfPlayerEditor *self)
{
  GListModel *names = G_LIST_MODEL (self->first_names);
  guint n_humans = bf_carnegie_game_get_n_players (self->game);
  gboolean fixed = bf_carnegie_game_get_seat_order_fixed (self->game);
  int seat = seat_of (self);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  g_autofree char *flag = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *turn = NULL;
  gboolean same;

  update_map_flags (self);

  gtk_widget_set_visible (GTK_WIDGET (self->turn_group), seat >= 0 && n_humans > 1);
  if (seat < 0)
    return;

  /* The Action Choice tile: the third player's in turn order. */
  flag = bf_carnegie_game_describe_contradiction (self->game, self->player, BF_CONTRADICTION_ACTION_CHOICE);
  /* Translators: what the unused Action Choice tile scores; VP = victory points */
  flag_row (self->action_choice_row, flag, _("3 VP"));

  for (guint i = 0; i < n_humans; i++)
    {
      g_ptr_array_add (list, (gpointer) bf_carnegie_player_get_name (bf_carnegie_game_get_player (self->game, i)));
      g_ptr_array_add (order, (gpointer) bf_carnegie_player_get_name (bf_carnegie_game_get_player_in_turn (self->game, i)));
    }

  /* Only what changed: the list open on the screen stays as it is. */
  same = g_list_model_get_n_items (names) == list->len;
  for (guint i = 0; same && i < list->len; i++)
    same = g_strcmp0 (gtk_string_list_get_string (self->first_names, i),
                      g_ptr_array_index (list, i)) == 0;
  if (!same)
    {
      g_ptr_array_add (list, NULL);
      gtk_string_list_splice (self->first_names, 0, g_list_model_get_n_items (names),
                              (const char * const *) list->pdata);
    }
  if (adw_combo_row_get_selected (self->first_player_row) != bf_carnegie_game_get_first_player (self->game))
    adw_combo_row_set_selected (self->first_player_row, bf_carnegie_game_get_first_player (self->game));
  gtk_widget_set_sensitive (GTK_WIDGET (self->first_player_row), !fixed);

  /* Translators: the player's seat, "Seat 2 of 3" */
  title = g_strdup_printf (_("Seat %u of %u"), (guint) seat + 1, n_humans);
  turn = bf_text_join_list (order);
  if (fixed)
    /* Translators: the turn order of a game set up in Benefactor, "Set up in Benefactor: Hal, Ivy and Gus, in turn order" */
    subtitle = g_strdup_printf (_("Set up in Benefactor: %s, in turn order"), turn);
  else
    /* Translators: the players in turn order, "Turn order: Hal, Ivy and Gus" */
    subtitle = g_strdup_printf (_("Turn order: %s"), turn);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_row), title);
  adw_action_row_set_subtitle (self->seat_row, subtitle);

  update_seat_buttons (self, seat, n_humans, fixed);
}

void
_bf_player_editor_turn_init (BfPlayerEditor *self)
{
  g_autofree char *name = NULL;

  /* The form holds the seat actions, which screen readers list: it is
   * named after whose table it is. */
  /* Translators: accessible name of a player's entries, "Gus’s table" */
  name = g_strdup_printf (_("%s’s table"), bf_carnegie_player_get_name (self->player));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);

  self->first_names = gtk_string_list_new (NULL);
  self->updating++;
  adw_combo_row_set_model (self->first_player_row, G_LIST_MODEL (self->first_names));
  self->updating--;
  bf_widgets_describe_combo_row (self->first_player_row);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->seat_row), FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->first_player_row), FALSE);
}

void
_bf_player_editor_turn_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, first_player_selected_cb);
  gtk_widget_class_install_action (widget_class, "seat.move-before", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "seat.move-after", NULL, move_action);
}
