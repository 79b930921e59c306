/* bf-window-history.c
 *
 * The history of finished games as the window shows it
 * (bf-window-private.h): its pages in the window's stack, and going
 * back from them. The history's actions (history.show, history.keep,
 * history.correct…) are a BfHistoryActions group inserted on the window,
 * which asks the window for what only it does; the history itself is
 * the window's BfHistoryRunner; each page of the history installs its
 * own actions (history.export, history-game.delete,
 * history-player.rename…).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include "bf-history-game-page.h"
#include "bf-history-page.h"
#include "bf-history-player-page.h"
#include "bf-widgets.h"
#include "bf-window-private.h"

/* What the history's work says, in the window's toasts and dialogs. */
static void
history_toast_cb (BfHistoryRunner *runner,
                  const char      *message,
                  const char      *action,
                  GVariant        *target,
                  gboolean         ctrl_z,
                  BfWindow        *self)
{
  if (ctrl_z)
    _bf_window_show_ctrl_z_toast (self, message, action, target);
  else if (action != NULL)
    _bf_window_show_undo_toast (self, message, action, target);
  else
    _bf_window_show_toast (self, message);
}

static void
history_error_cb (BfHistoryRunner *runner,
                  const char      *heading,
                  const char      *body,
                  BfWindow        *self)
{
  _bf_window_show_error_dialog (self, heading, body);
}

BfHistory *
bf_window_open_history (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return bf_history_runner_open (self->history_runner, GTK_WIDGET (self), NULL, NULL);
}

BfHistory *
bf_window_get_history (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return bf_history_runner_get_history (self->history_runner);
}

gboolean
bf_window_get_history_busy (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), FALSE);

  return bf_history_runner_get_busy (self->history_runner);
}

void
bf_window_import_history (BfWindow *self,
                          GFile    *folder)
{
  g_return_if_fail (BF_IS_WINDOW (self));

  bf_history_runner_import (self->history_runner, folder);
}

void
bf_window_export_history (BfWindow *self,
                          GFile    *file)
{
  g_return_if_fail (BF_IS_WINDOW (self));

  bf_history_runner_export (self->history_runner, file);
}

/* ------------------------------------------------------------------ */
/* The pages of the history, as the history's actions ask             */

static void
show_history_cb (BfHistoryActions *actions,
                 const char       *view,
                 BfWindow         *self)
{
  GtkWidget *page = adw_bin_get_child (self->history_bin);

  if (page == NULL)
    {
      page = bf_history_page_new (self->history_runner);
      adw_bin_set_child (self->history_bin, page);
    }
  bf_history_page_set_history (BF_HISTORY_PAGE (page), bf_window_open_history (self));
  bf_history_page_show_view (BF_HISTORY_PAGE (page), view);
  gtk_stack_set_visible_child_name (self->stack, "history");
}

static void
show_game_cb (BfHistoryActions *actions,
              const char       *id,
              BfWindow         *self)
{
  GtkWidget *page = adw_bin_get_child (self->history_game_bin);

  if (page == NULL)
    {
      page = bf_history_game_page_new (self->history_runner);
      bf_widgets_wrap_pill_labels (page);
      adw_bin_set_child (self->history_game_bin, page);
    }
  bf_history_game_page_set_game (BF_HISTORY_GAME_PAGE (page), bf_window_open_history (self), id);
  gtk_stack_set_visible_child_name (self->stack, "history-game");
}

static void
show_player_cb (BfHistoryActions *actions,
                gint64            id,
                BfWindow         *self)
{
  GtkWidget *page = adw_bin_get_child (self->history_player_bin);

  if (page == NULL)
    {
      page = bf_history_player_page_new (self->history_runner);
      adw_bin_set_child (self->history_player_bin, page);
    }
  bf_history_player_page_set_player (BF_HISTORY_PLAYER_PAGE (page), bf_window_open_history (self), id);
  gtk_stack_set_visible_child_name (self->stack, "history-player");
}

/* Back from the history: the game being entered, else the start page. */
static void
close_history_cb (BfWindow *self)
{
  if (bf_session_get_document (self->session) == NULL)
    _bf_window_update_start_page (self);
  _bf_window_show_document_page (self);
}

/* A game corrected: entered from its place among the games in
 * progress. */
static void
enter_game_cb (BfHistoryActions *actions,
               BfDocument       *document,
               BfWindow         *self)
{
  _bf_window_enter_document (self, document);
}

void
_bf_window_init_history (BfWindow *self)
{
  self->history_runner = bf_history_runner_new (GTK_WINDOW (self));
  g_signal_connect_object (self->history_runner, "toast", G_CALLBACK (history_toast_cb), self, 0);
  g_signal_connect_object (self->history_runner, "error", G_CALLBACK (history_error_cb), self, 0);

  self->history_actions = bf_history_actions_new (GTK_WINDOW (self), self->history_runner,
                                                  self->session, self->shelf);
  g_signal_connect_object (self->history_actions, "show-history", G_CALLBACK (show_history_cb), self, 0);
  g_signal_connect_object (self->history_actions, "show-game", G_CALLBACK (show_game_cb), self, 0);
  g_signal_connect_object (self->history_actions, "show-player", G_CALLBACK (show_player_cb), self, 0);
  g_signal_connect_object (self->history_actions, "close-history", G_CALLBACK (close_history_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history_actions, "shelf-changed",
                           G_CALLBACK (_bf_window_update_start_page), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history_actions, "enter-game", G_CALLBACK (enter_game_cb), self, 0);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "history", G_ACTION_GROUP (self->history_actions));
}

/* The window goes: the export or import running stops, and does not
 * come back here (its callback holds the runner); the history's actions
 * let go of the session and the history. */
void
_bf_window_dispose_history (BfWindow *self)
{
  if (self->history_runner != NULL)
    g_object_run_dispose (G_OBJECT (self->history_runner));
  if (self->history_actions != NULL)
    gtk_widget_insert_action_group (GTK_WIDGET (self), "history", NULL);
  g_clear_object (&self->history_actions);
  g_clear_object (&self->history_runner);
}
