/* bf-window-history.c
 *
 * The history of finished games as the window offers it
 * (bf-window-private.h): Keep in History (the game being entered, once
 * the table agrees on the final scores, leaves the games in progress
 * for the history) and its Undo, Correct This Game (back among the
 * games in progress) and the Undo of a deletion, and the switch between
 * the history's pages (the History page, a game kept, a player's
 * statistics). The history itself is the window's BfHistoryRunner's;
 * each page installs its own actions (history.export,
 * history-game.delete, history-player.rename…).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-history-game-page.h"
#include "bf-history-page.h"
#include "bf-history-player-page.h"
#include "bf-shelf.h"
#include "bf-widgets.h"
#include "bf-window-private.h"

/* What the history's work says, in the window's toasts and dialogs. */
static void
history_toast_cb (BfHistoryRunner *runner,
                  const char      *message,
                  const char      *action,
                  GVariant        *target,
                  BfWindow        *self)
{
  if (action != NULL)
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

void
_bf_window_init_history (BfWindow *self)
{
  self->history_runner = bf_history_runner_new (GTK_WINDOW (self));
  g_signal_connect_object (self->history_runner, "toast", G_CALLBACK (history_toast_cb), self, 0);
  g_signal_connect_object (self->history_runner, "error", G_CALLBACK (history_error_cb), self, 0);
}

/* The history, opened the first time it is needed (see
 * bf_history_runner_open()). */
static BfHistory *
ensure_history_for (BfWindow   *self,
                    const char *action_name,
                    GVariant   *parameter)
{
  return bf_history_runner_open (self->history_runner, GTK_WIDGET (self), action_name, parameter);
}

BfHistory *
bf_window_open_history (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return ensure_history_for (self, NULL, NULL);
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

static BfHistoryPage *
ensure_history_page (BfWindow *self)
{
  GtkWidget *page = adw_bin_get_child (self->history_bin);

  if (page == NULL)
    {
      page = bf_history_page_new (self->history_runner);
      adw_bin_set_child (self->history_bin, page);
    }
  bf_history_page_set_history (BF_HISTORY_PAGE (page), bf_window_open_history (self));

  return BF_HISTORY_PAGE (page);
}

static void
show_history (BfWindow   *self,
              const char *view)
{
  BfHistoryPage *page = ensure_history_page (self);

  if (view != NULL)
    bf_history_page_show_view (page, view);
  gtk_stack_set_visible_child_name (self->stack, "history");
}

static void
show_history_game (BfWindow   *self,
                   const char *id)
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

/* Whether a page of the history can be shown: the history is open, or
 * cannot be at all (the page then shows it empty). FALSE while another
 * program holds it: the action comes again once it opens. */
static gboolean
history_ready (BfWindow   *self,
               const char *action_name,
               GVariant   *parameter)
{
  return ensure_history_for (self, action_name, parameter) != NULL ||
         bf_history_runner_get_failed (self->history_runner);
}

void
_bf_window_history_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  if (history_ready (BF_WINDOW (widget), action_name, parameter))
    show_history (BF_WINDOW (widget), "games");
}

void
_bf_window_history_players_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  if (history_ready (BF_WINDOW (widget), action_name, parameter))
    show_history (BF_WINDOW (widget), "players");
}

/* Back from the history: the game being entered, else the start page. */
void
_bf_window_history_close_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (bf_session_get_document (self->session) == NULL)
    _bf_window_update_start_page (self);
  _bf_window_show_document_page (self);
}

void
_bf_window_history_game_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  if (history_ready (BF_WINDOW (widget), action_name, parameter))
    show_history_game (BF_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
_bf_window_history_player_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GtkWidget *page = adw_bin_get_child (self->history_player_bin);

  if (!history_ready (self, action_name, parameter))
    return;

  if (page == NULL)
    {
      page = bf_history_player_page_new (self->history_runner);
      adw_bin_set_child (self->history_player_bin, page);
    }
  bf_history_player_page_set_player (BF_HISTORY_PLAYER_PAGE (page), bf_window_open_history (self),
                                     g_variant_get_int64 (parameter));
  gtk_stack_set_visible_child_name (self->stack, "history-player");
}

/* ------------------------------------------------------------------ */
/* Keep in History                                                    */

/* The id a game is kept under: its autosave's name on the shelf
 * ("game-….json" → "game-…"), so that a game reopened from the history
 * to be corrected (whose autosave is named after its id) replaces its
 * record when it is kept again. */
static char *
id_for_slot (GFile *slot)
{
  g_autofree char *name = slot != NULL ? g_file_get_basename (slot) : NULL;

  if (name != NULL && g_str_has_suffix (name, ".json"))
    return g_strndup (name, strlen (name) - strlen (".json"));

  return g_strdup_printf ("game-%016" G_GINT64_FORMAT, g_get_real_time ());
}

static void
show_unkeep_toast (BfWindow   *self,
                   const char *id,
                   GFile      *slot)
{
  g_autofree char *path = slot != NULL ? g_file_get_path (slot) : NULL;

  /* Translators: a toast after Keep in History */
  _bf_window_show_ctrl_z_toast (self, _("Kept in the history"),
                              path != NULL ? "win.history-unkeep" : NULL,
                              path != NULL ? g_variant_new ("(ss)", id, path) : NULL);
}

typedef struct
{
  BfHistoryRecord *record;
  gpointer         document;    /* compared only: the game it was made from */
  gboolean         correction;
} KeepData;

static void
keep_data_free (KeepData *keep)
{
  g_clear_pointer (&keep->record, bf_history_record_unref);
  g_free (keep);
}

/* Keeps the record, the final scores of the game being entered: its game
 * file and rows, then off the games in progress, and the game kept is
 * shown. Nothing happens when the game changed meanwhile (the dialogs
 * asking are modal: it cannot have). */
static gboolean
keep_work (gpointer   owner,
           gpointer   data,
           GError   **error)
{
  BfWindow *self = owner;
  BfHistory *history = bf_window_get_history (self);
  KeepData *keep = data;
  BfDocument *document = bf_session_get_document (self->session);
  GFile *autosave = bf_session_get_autosave (self->session);
  g_autoptr(GFile) slot = autosave != NULL ? g_object_ref (autosave) : NULL;
  const char *id = bf_history_record_get_id (keep->record);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (history == NULL || document == NULL || keep->document != (gpointer) document)
    return TRUE;

  text = bf_document_to_data (document, &length);
  if (!bf_history_add (history, keep->record, text, length, error))
    return FALSE;

  /* A finished game is no game in progress any more; the shelf keeps its
   * autosave a week among the deleted games (Undo brings it back). */
  bf_session_set_document (self->session, NULL);
  bf_session_set_autosave (self->session, NULL);
  g_clear_object (&self->autosaved);
  if (slot != NULL && !bf_shelf_delete (slot, &local_error))
    {
      _bf_window_show_toast (self, local_error->message);
      g_clear_object (&slot);
    }

  _bf_window_update_start_page (self);
  show_history_game (self, id);
  if (keep->correction)
    /* Translators: a toast after a game reopened from the history was kept again */
    _bf_window_show_toast (self, _("The game kept in the history was updated"));
  else
    show_unkeep_toast (self, id, slot);

  return TRUE;
}

static void
keep_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  BfWindow         *self)
{
  BfHistoryRecord *record = g_object_get_data (G_OBJECT (dialog), "bf-record");
  KeepData *keep;

  if (g_strcmp0 (response, "keep") != 0 || record == NULL)
    return;

  keep = g_new0 (KeepData, 1);
  keep->record = bf_history_record_ref (record);
  keep->document = g_object_get_data (G_OBJECT (dialog), "bf-document");
  keep->correction = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "bf-correction"));
  bf_history_runner_run (self->history_runner, self, _("Could Not Keep the Game"),
                         keep_work, keep, (GDestroyNotify) keep_data_free);
}

/* "Ben 141 VP, Anna 125 VP": the final scores the table agrees on. */
static char *
standings_text (BfHistoryRecord *record)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree guint *order = g_new (guint, bf_history_record_get_n_players (record));
  guint n = bf_history_record_get_n_players (record);

  for (guint i = 0; i < n; i++)
    order[i] = i;
  /* By total, highest first; the seat order among equals. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && bf_history_record_get_total (record, order[j]) >
                              bf_history_record_get_total (record, order[j - 1]); j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, _(", "));
      /* Translators: a player's final total in the Keep in History question, "Ben 141 VP" */
      g_string_append_printf (text, _("%s %d VP"), bf_history_record_get_name (record, order[i]),
                              bf_history_record_get_total (record, order[i]));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The game being entered goes into the history, when the table agrees
 * on its final scores: the question shows them (a tap by mistake in the
 * middle of the entries keeps nothing), then its record (a correction
 * keeps the date it was first kept). A game that cannot be scored as
 * finished says what is missing and stays where it is. */
void
_bf_window_keep_game_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  BfDocument *document = bf_session_get_document (self->session);
  g_autoptr(BfHistoryRecord) record = NULL;
  g_autoptr(BfHistoryRecord) earlier = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *scores = NULL;
  g_autofree char *body = NULL;
  BfHistory *history;
  GtkWidget *dialog;
  gint64 played_at;

  if (document == NULL || _bf_window_setting_up (self) != NULL)
    return;

  bf_widgets_commit_focus_spin (widget);
  history = ensure_history_for (self, action_name, parameter);
  if (history == NULL)
    return;

  id = id_for_slot (bf_session_get_autosave (self->session));
  earlier = bf_history_lookup (history, id);
  played_at = earlier != NULL ? bf_history_record_get_played_at (earlier)
                              : g_get_real_time () / G_USEC_PER_SEC;
  record = bf_history_record_new_from_document (document, id, played_at, &error);
  if (record == NULL)
    {
      _bf_window_show_error_dialog (self, _("Not Ready for the History"), error->message);
      return;
    }

  scores = standings_text (record);
  if (earlier != NULL)
    /* Translators: the question before a corrected game is kept again; %s is the final scores, "Ben 141 VP, Anna 125 VP" */
    body = g_strdup_printf (_("Final scores: %s. The game kept in the history is updated with them and leaves the games in progress."),
                            scores);
  else
    /* Translators: the question before Keep in History; %s is the final scores, "Ben 141 VP, Anna 125 VP" */
    body = g_strdup_printf (_("Final scores: %s. The game leaves the games in progress; in the history, Correct This Game brings it back."),
                            scores);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Keep This Game in the History?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "keep", _("_Keep"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "keep",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bf-record", g_steal_pointer (&record),
                          (GDestroyNotify) bf_history_record_unref);
  g_object_set_data (G_OBJECT (dialog), "bf-document", document);
  g_object_set_data (G_OBJECT (dialog), "bf-correction", GINT_TO_POINTER (earlier != NULL));
  g_signal_connect_object (dialog, "response", G_CALLBACK (keep_response_cb), self, 0);
  bf_widgets_present_dialog (GTK_WINDOW (dialog), body);
}

/* Undo of Keep in History: the record goes, the game is in progress
 * again and continues where it was. @data: (id, autosave path). */
static gboolean
unkeep_work (gpointer   owner,
             gpointer   data,
             GError   **error)
{
  BfWindow *self = owner;
  BfHistory *history = bf_window_get_history (self);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) slot = NULL;
  const char *id, *path;

  g_variant_get (data, "(&s&s)", &id, &path);
  slot = g_file_new_for_path (path);

  if (history != NULL && !bf_history_remove (history, id, error))
    return FALSE;
  if (!bf_shelf_undelete (slot, &local_error))
    {
      _bf_window_show_toast (self, local_error->message);
      return TRUE;
    }

  gtk_widget_activate_action (GTK_WIDGET (self), "win.continue-game", "s", path);
  /* Translators: said by the screen reader after Keep in History is undone */
  bf_widgets_announce (GTK_WIDGET (self), _("Not kept: the game is in progress again"));
  return TRUE;
}

/* Undo of Keep in History: the record goes, the game is in progress
 * again and continues where it was. */
void
_bf_window_history_unkeep_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (history_ready (self, action_name, parameter))
    bf_history_runner_run (self->history_runner, self, NULL, unkeep_work,
                           g_variant_ref (parameter), (GDestroyNotify) g_variant_unref);
}

/* ------------------------------------------------------------------ */
/* Correct, and the Undo of a deletion                             */

/* Correct This Game: the game kept goes back among the games in
 * progress (an autosave named after its id), to be changed and kept
 * again, which updates its record. */
void
_bf_window_history_correct_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  BfHistory *history = ensure_history_for (self, action_name, parameter);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) slot = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (history == NULL || self->shelf == NULL)
    return;

  name = g_strconcat (id, ".json", NULL);
  slot = g_file_get_child (self->shelf, name);
  path = g_file_get_path (slot);
  if (g_file_query_exists (slot, NULL))
    {
      /* Already being corrected: go on with it. */
      gtk_widget_activate_action (widget, "win.continue-game", "s", path);
      return;
    }

  file = bf_history_get_game_file (history, id);
  document = bf_document_load_file (file, TRUE, NULL, &error);
  if (document == NULL)
    {
      _bf_window_show_error_dialog (self, _("Cannot Correct This Game"), error->message);
      return;
    }

  bf_session_set_document (self->session, NULL);
  bf_session_set_autosave (self->session, slot);
  _bf_window_enter_document (self, document);
  /* Translators: a toast when a game kept in the history is opened to be corrected */
  _bf_window_show_toast (self, _("Correct the entries, then keep the game again: its record is updated"));
}

static gboolean
undelete_work (gpointer   owner,
               gpointer   data,
               GError   **error)
{
  BfHistory *history = bf_window_get_history (owner);

  return history == NULL || bf_history_restore (history, data, error);
}

/* The Undo of history-game.delete's toast. */
void
_bf_window_history_undelete_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (ensure_history_for (self, action_name, parameter) != NULL)
    bf_history_runner_run (self->history_runner, self, NULL, undelete_work,
                           g_variant_dup_string (parameter, NULL), g_free);
}
