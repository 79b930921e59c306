/* bf-window-history.c
 *
 * The history of finished games as the window offers it
 * (bf-window-private.h): Keep in History (the game being entered, once
 * the table agrees on the final scores, leaves the games in progress
 * for the history), the History page, a game kept (read-only, Correct,
 * Delete with Undo), a player's statistics (Rename, Merge), CSV export
 * and importing a folder of game files.
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

/* ------------------------------------------------------------------ */
/* The history in use by another program                              */

/* A piece of history work that may find the history busy (another
 * program holding it): TRUE when it was done (and it said so itself),
 * else FALSE with the error. It changes nothing when busy, so it can be
 * tried again. */
typedef gboolean (*HistoryWork) (BfWindow  *self,
                                 gpointer   data,
                                 GError   **error);

typedef struct
{
  BfWindow       *window;          /* borrowed: its dialogs are the window's */
  HistoryWork     work;
  gpointer        data;
  GDestroyNotify  destroy;
  const char     *failed_title;    /* static, translated; NULL: a toast */
  guint           timeout_id;
} Retry;

/* How often the work is tried again while the dialog is shown. */
#define RETRY_SECONDS 2

static void
retry_free (Retry *retry)
{
  g_clear_handle_id (&retry->timeout_id, g_source_remove);
  if (retry->destroy != NULL)
    retry->destroy (retry->data);
  g_free (retry);
}

/* Tries the work once: TRUE when there is nothing more to do (done, or
 * failed for another reason, which is said), FALSE with @busy set when
 * the history was busy. */
static gboolean
try_work (Retry   *retry,
          GError **busy)
{
  g_autoptr(GError) error = NULL;

  if (retry->work (retry->window, retry->data, &error))
    return TRUE;

  if (g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
    {
      g_propagate_error (busy, g_steal_pointer (&error));
      return FALSE;
    }

  if (retry->failed_title != NULL)
    _bf_window_show_error_dialog (retry->window, retry->failed_title, error->message);
  else
    _bf_window_show_toast (retry->window, error->message);
  return TRUE;
}

static gboolean
retry_timeout_cb (gpointer data)
{
  GtkWindow *dialog = data;
  Retry *retry = g_object_get_data (G_OBJECT (dialog), "bf-retry");

  if (!try_work (retry, NULL))
    return G_SOURCE_CONTINUE;

  retry->timeout_id = 0;
  gtk_window_destroy (dialog);
  return G_SOURCE_REMOVE;
}

static void run_retry (Retry *retry);

static void
busy_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  gpointer          user_data)
{
  Retry *retry;

  /* Cancel: the work goes with the dialog, nothing was changed. */
  if (g_strcmp0 (response, "retry") != 0)
    return;

  retry = g_object_steal_data (G_OBJECT (dialog), "bf-retry");
  g_clear_handle_id (&retry->timeout_id, g_source_remove);
  run_retry (retry);
}

/* "History in Use": says why, and tries again every 2 s and on Retry
 * until the work is done or Cancel. */
static void
show_busy_dialog (Retry      *retry,
                  const char *reason)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: %s says who holds the history, e.g. "Another program is using the history." */
  body = g_strdup_printf (_("%s Nothing was changed. Trying again…"), reason);
  dialog = adw_message_dialog_new (GTK_WINDOW (retry->window), _("History in Use"), body);
  /* It goes with the window, and the tries with it. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "retry", _("_Retry"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "retry",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "retry");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  retry->timeout_id = g_timeout_add_seconds (RETRY_SECONDS, retry_timeout_cb, dialog);
  g_object_set_data_full (G_OBJECT (dialog), "bf-retry", retry, (GDestroyNotify) retry_free);
  g_signal_connect (dialog, "response", G_CALLBACK (busy_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
run_retry (Retry *retry)
{
  g_autoptr(GError) busy = NULL;

  if (try_work (retry, &busy))
    retry_free (retry);
  else
    show_busy_dialog (retry, busy->message);
}

/* Runs @work now; when the history is busy, "History in Use" tries it
 * again until it is done or the user cancels. A failure for another
 * reason is shown under @failed_title (a toast when NULL). @data goes
 * with @destroy when done. */
static void
run_history_work (BfWindow       *self,
                  const char     *failed_title,
                  HistoryWork     work,
                  gpointer        data,
                  GDestroyNotify  destroy)
{
  Retry *retry = g_new0 (Retry, 1);

  retry->window = self;
  retry->work = work;
  retry->data = data;
  retry->destroy = destroy;
  retry->failed_title = failed_title;
  run_retry (retry);
}

/* ------------------------------------------------------------------ */
/* Opening                                                            */

/* The action that needed the history while it was busy: activated
 * again once it opens. */
typedef struct
{
  char     *action;
  GVariant *parameter;
} PendingAction;

static void
pending_action_free (PendingAction *pending)
{
  g_free (pending->action);
  g_clear_pointer (&pending->parameter, g_variant_unref);
  g_free (pending);
}

static gboolean
open_history_work (BfWindow  *self,
                   gpointer   data,
                   GError   **error)
{
  PendingAction *pending = data;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) folder = NULL;

  if (self->history != NULL || self->history_failed)
    return TRUE;

  folder = bf_history_get_default_folder ();
  self->history = bf_history_new (folder, &local_error);
  if (self->history == NULL)
    {
      /* Busy: tried again. Else the window goes without a history. */
      if (!g_error_matches (local_error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
        self->history_failed = TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (bf_history_get_recovery_message (self->history) != NULL)
    _bf_window_show_error_dialog (self, _("The History Was Repaired"),
                                  bf_history_get_recovery_message (self->history));

  if (pending != NULL && pending->action != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (self), pending->action, pending->parameter);

  return TRUE;
}

/* The history, opened the first time it is needed; NULL when it cannot
 * be opened now. Busy (another program holds it): "History in Use"
 * tries again, and once it opens @action_name (may be NULL) is activated
 * again with @parameter. Failing for good: said once, and the window
 * goes without a history. */
static BfHistory *
ensure_history_for (BfWindow   *self,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GError) error = NULL;
  PendingAction *pending;
  Retry *retry;

  if (open_history_work (self, NULL, &error))
    return self->history;

  if (!g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
    {
      _bf_window_show_error_dialog (self, _("No History"), error->message);
      return NULL;
    }

  pending = g_new0 (PendingAction, 1);
  pending->action = g_strdup (action_name);
  pending->parameter = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;
  retry = g_new0 (Retry, 1);
  retry->window = self;
  retry->work = open_history_work;
  retry->data = pending;
  retry->destroy = (GDestroyNotify) pending_action_free;
  retry->failed_title = _("No History");
  show_busy_dialog (retry, error->message);

  return NULL;
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

  return self->history;
}

gboolean
bf_window_get_history_busy (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), FALSE);

  return self->history_work != NULL;
}

static BfHistoryPage *
ensure_history_page (BfWindow *self)
{
  GtkWidget *page = adw_bin_get_child (self->history_bin);

  if (page == NULL)
    {
      page = bf_history_page_new ();
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
      page = bf_history_game_page_new ();
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
  return ensure_history_for (self, action_name, parameter) != NULL || self->history_failed;
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
      page = bf_history_player_page_new ();
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
keep_work (BfWindow  *self,
           gpointer   data,
           GError   **error)
{
  KeepData *keep = data;
  BfDocument *document = bf_session_get_document (self->session);
  GFile *autosave = bf_session_get_autosave (self->session);
  g_autoptr(GFile) slot = autosave != NULL ? g_object_ref (autosave) : NULL;
  const char *id = bf_history_record_get_id (keep->record);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (self->history == NULL || document == NULL || keep->document != (gpointer) document)
    return TRUE;

  text = bf_document_to_data (document, &length);
  if (!bf_history_add (self->history, keep->record, text, length, error))
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
  run_history_work (self, _("Could Not Keep the Game"), keep_work, keep, (GDestroyNotify) keep_data_free);
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
unkeep_work (BfWindow  *self,
             gpointer   data,
             GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) slot = NULL;
  const char *id, *path;

  g_variant_get (data, "(&s&s)", &id, &path);
  slot = g_file_new_for_path (path);

  if (self->history != NULL && !bf_history_remove (self->history, id, error))
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
    run_history_work (self, NULL, unkeep_work, g_variant_ref (parameter), (GDestroyNotify) g_variant_unref);
}

/* ------------------------------------------------------------------ */
/* Correct, delete                                                    */

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
undelete_work (BfWindow  *self,
               gpointer   data,
               GError   **error)
{
  return self->history == NULL || bf_history_restore (self->history, data, error);
}

void
_bf_window_history_undelete_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (ensure_history_for (self, action_name, parameter) != NULL)
    run_history_work (self, NULL, undelete_work, g_variant_dup_string (parameter, NULL), g_free);
}

static gboolean
delete_work (BfWindow  *self,
             gpointer   data,
             GError   **error)
{
  const char *id = data;

  if (self->history == NULL)
    return TRUE;
  if (!bf_history_remove (self->history, id, error))
    return FALSE;

  /* Translators: a toast after deleting a game from the history */
  _bf_window_show_undo_toast (self, _("Game deleted from the history"),
                              "win.history-undelete", g_variant_new_string (id));
  show_history (self, "games");
  return TRUE;
}

static void
history_delete_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            BfWindow         *self)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "bf-target");

  if (g_strcmp0 (response, "delete") == 0 && id != NULL)
    run_history_work (self, NULL, delete_work, g_strdup (id), g_free);
}

void
_bf_window_history_delete_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  _bf_window_ask_delete (BF_WINDOW (widget), _("Delete This Game From the History?"),
                         _("Its scores no longer count in the statistics. You can bring it back with Undo right after."),
                         g_variant_get_string (parameter, NULL), G_CALLBACK (history_delete_response_cb));
}

/* ------------------------------------------------------------------ */
/* Players                                                            */

static gint64
shown_player (BfWindow *self)
{
  GtkWidget *page = adw_bin_get_child (self->history_player_bin);

  return page != NULL ? bf_history_player_page_get_player (BF_HISTORY_PLAYER_PAGE (page)) : 0;
}

/* @data: two gint64, into and from. */
static gboolean
merge_work (BfWindow  *self,
            gpointer   data,
            GError   **error)
{
  const gint64 *pair = data;
  g_autoptr(GVariant) target = NULL;

  if (self->history == NULL)
    return TRUE;

  if (!bf_history_merge_players (self->history, pair[0], pair[1], error))
    return FALSE;

  /* The player shown is now the one merged into. */
  target = g_variant_ref_sink (g_variant_new_int64 (pair[0]));
  _bf_window_history_player_action (GTK_WIDGET (self), "win.history-player", target);
  /* Translators: a toast after two players of the history were merged */
  _bf_window_show_toast (self, _("Players merged"));
  return TRUE;
}

static void
merge_players (BfWindow *self,
               gint64    into,
               gint64    from)
{
  gint64 pair[2] = { into, from };

  run_history_work (self, _("Could Not Merge the Players"), merge_work,
                    g_memdup2 (pair, sizeof pair), g_free);
}

static void
merge_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   BfWindow         *self)
{
  const gint64 *pair = g_object_get_data (G_OBJECT (dialog), "bf-pair");
  GtkDropDown *dropdown = g_object_get_data (G_OBJECT (dialog), "bf-dropdown");
  GPtrArray *players = g_object_get_data (G_OBJECT (dialog), "bf-players");

  if (g_strcmp0 (response, "merge") != 0)
    return;

  if (pair != NULL)
    merge_players (self, pair[0], pair[1]);
  else if (dropdown != NULL && players != NULL)
    {
      guint selected = gtk_drop_down_get_selected (dropdown);

      if (selected < players->len)
        {
          BfHistoryPlayer *other = g_ptr_array_index (players, selected);

          /* The player shown takes the other's games. */
          merge_players (self, shown_player (self), other->id);
        }
    }
}

typedef struct
{
  gint64  player;
  char   *name;
} RenameData;

static void
rename_data_free (RenameData *rename)
{
  g_free (rename->name);
  g_free (rename);
}

static gboolean
rename_work (BfWindow  *self,
             gpointer   data,
             GError   **error)
{
  RenameData *rename = data;
  g_autoptr(GError) local_error = NULL;
  const char *name = rename->name;
  gint64 other;
  gint64 pair[2];
  g_autofree char *body = NULL;
  GtkWidget *ask;

  if (self->history == NULL ||
      bf_history_rename_player (self->history, rename->player, name, &local_error))
    return TRUE;

  if (!g_error_matches (local_error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* The name is another player's: the same person under two names. */
  other = bf_history_find_player (self->history, name);
  pair[0] = other;
  pair[1] = rename->player;
  /* Translators: asked when a player is renamed to the name of another player */
  body = g_strdup_printf (_("“%s” is already a player of the history. Merge the two into “%s”? Their games and statistics become one player’s."),
                          name, name);
  ask = adw_message_dialog_new (GTK_WINDOW (self), _("Merge the Players?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (ask),
                                    "cancel", _("_Cancel"),
                                    "merge", _("_Merge"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (ask), "merge");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (ask), "cancel");
  g_object_set_data_full (G_OBJECT (ask), "bf-pair", g_memdup2 (pair, sizeof pair), g_free);
  g_signal_connect_object (ask, "response", G_CALLBACK (merge_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (ask));
  return TRUE;
}

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    BfWindow         *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "bf-entry");
  gint64 player = shown_player (self);
  RenameData *rename;

  if (g_strcmp0 (response, "rename") != 0 || self->history == NULL || player == 0)
    return;

  rename = g_new0 (RenameData, 1);
  rename->player = player;
  rename->name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  run_history_work (self, _("Could Not Rename"), rename_work, rename, (GDestroyNotify) rename_data_free);
}

static void
rename_entry_activate_cb (GtkEntry         *entry,
                          AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "rename");
  gtk_window_close (GTK_WINDOW (dialog));
}

void
_bf_window_history_rename_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(BfHistoryPlayerStats) stats = NULL;
  GtkWidget *dialog, *entry;

  if (self->history == NULL || shown_player (self) == 0)
    return;
  stats = bf_history_get_player_stats (self->history, shown_player (self));
  if (stats == NULL)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename the Player"),
                                   _("The new name is used in every game of the history; the old one stays known, so a later game under it still counts for this player."));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), bf_history_player_stats_get_name (stats));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "bf-entry", entry);
  g_signal_connect (entry, "activate", G_CALLBACK (rename_entry_activate_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Merge With Another Player: the other player's games become the shown
 * player's (the same person entered under two names). */
void
_bf_window_history_merge_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) others = NULL;
  g_autoptr(GtkStringList) names = NULL;
  g_autoptr(BfHistoryPlayerStats) stats = NULL;
  g_autofree char *body = NULL;
  gint64 player = shown_player (self);
  GtkWidget *dialog, *dropdown;

  if (self->history == NULL || player == 0)
    return;
  stats = bf_history_get_player_stats (self->history, player);
  if (stats == NULL)
    return;

  all = bf_history_list_players (self->history);
  others = g_ptr_array_new_with_free_func ((GDestroyNotify) bf_history_player_free);
  names = gtk_string_list_new (NULL);
  for (guint i = 0; i < all->len; i++)
    {
      BfHistoryPlayer *p = g_ptr_array_index (all, i);

      if (p->id == player)
        continue;
      gtk_string_list_append (names, p->name);
      g_ptr_array_add (others, g_ptr_array_steal_index_fast (all, i));
      i--;
    }

  if (others->len == 0)
    {
      _bf_window_show_toast (self, _("There is no other player to merge with"));
      return;
    }

  /* Translators: the body of the Merge dialog; %s is the player shown */
  body = g_strdup_printf (_("The games of the player chosen become %s’s, and that name stays known as %s."),
                          bf_history_player_stats_get_name (stats), bf_history_player_stats_get_name (stats));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Merge With Another Player"), body);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Player to merge"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), dropdown);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "merge", _("_Merge"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "bf-dropdown", dropdown);
  g_object_set_data_full (G_OBJECT (dialog), "bf-players", g_steal_pointer (&others),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (merge_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------------ */
/* Export and import                                                  */

/* The export and the import run in a worker thread (with 10,000 games
 * the export takes longer than a frame; 500 files to import take
 * seconds): self->history_work is the cancellable of the one running,
 * cancelled when the window goes. */

/* Whether the window is still there for @cancellable's work (dispose
 * cleared it); clears it either way. */
static gboolean
end_history_work (BfWindow     *self,
                  GCancellable *cancellable)
{
  if (self->history_work != cancellable)
    return FALSE;

  g_clear_object (&self->history_work);
  return TRUE;
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(BfWindow) self = data;
  g_autoptr(GCancellable) cancellable = g_object_ref (g_task_get_cancellable (G_TASK (result)));
  g_autoptr(GError) error = NULL;
  gboolean ok = bf_history_export_csv_file_finish (BF_HISTORY (source), result, &error);

  if (!end_history_work (self, cancellable))
    return;

  if (!ok)
    _bf_window_show_error_dialog (self, _("Could Not Export the History"), error->message);
  else
    /* Translators: a toast after the history was exported as CSV */
    _bf_window_show_toast (self, _("History exported"));
}

/* Every game of the history as CSV into @file, off the main thread. */
void
bf_window_export_history (BfWindow *self,
                          GFile    *file)
{
  g_return_if_fail (BF_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->history == NULL || self->history_work != NULL)
    return;

  self->history_work = g_cancellable_new ();
  bf_history_export_csv_file_async (self->history, file, self->history_work,
                                    export_done_cb, g_object_ref (self));
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    BfWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->history_chooser);

  if (file != NULL)
    bf_window_export_history (self, file);
}

void
_bf_window_history_export_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (ensure_history_for (self, action_name, parameter) == NULL ||
      self->history_chooser != NULL || self->history_work != NULL)
    return;

  self->history_chooser = gtk_file_chooser_native_new (_("Export the History"), GTK_WINDOW (self),
                                                       GTK_FILE_CHOOSER_ACTION_SAVE,
                                                       _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("CSV spreadsheets"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_filter_add_suffix (filter, "csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->history_chooser), filter);
  /* Translators: the file name offered when the history is exported */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->history_chooser), _("benefactor-history.csv"));
  g_signal_connect_object (self->history_chooser, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->history_chooser));
}

/* An import running: its progress dialog, until the result. */
typedef struct
{
  BfWindow       *window;       /* owned */
  GFile          *folder;
  GCancellable   *cancellable;
  GtkWidget      *dialog;       /* weak: gone after Cancel */
  GtkWidget      *bar;          /* weak, in the dialog */
} ImportRun;

static void
import_run_free (ImportRun *run)
{
  g_clear_weak_pointer (&run->bar);
  if (run->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (run->dialog));
  g_clear_weak_pointer (&run->dialog);
  g_clear_object (&run->cancellable);
  g_clear_object (&run->folder);
  g_clear_object (&run->window);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ImportRun, import_run_free)

static void
import_progress_cb (guint    done,
                    guint    total,
                    gpointer data)
{
  ImportRun *run = data;
  g_autofree char *text = NULL;

  if (run->bar == NULL)
    return;

  /* Translators: the progress of an import, "12 of 500 files" */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u file", "%u of %u files", total),
                          done, total);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (run->bar), total > 0 ? (double) done / total : 0.0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (run->bar), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (run->bar),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) total,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) done,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static void
import_cancel_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  ImportRun        *run)
{
  /* The worker stops after the file it is adding; the result follows. */
  g_cancellable_cancel (run->cancellable);
}

/* The progress dialog: a bar with "12 of 500 files", and Cancel
 * (Escape). */
static void
show_import_progress (ImportRun *run)
{
  GtkWidget *dialog, *bar;

  dialog = adw_message_dialog_new (GTK_WINDOW (run->window), _("Importing Game Files"),
                                   _("Each finished game is added as its file is read. Cancel stops after the file being added: the games added until then stay in the history."));
  bar = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (bar), TRUE);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (bar), _("Looking for game files…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the import's progress
                                   * bar (how many files are read so far), not the title
                                   * "Game Files Imported" of the result */
                                  _("Game files imported"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), bar);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (import_cancel_cb), run);
  g_set_weak_pointer (&run->dialog, dialog);
  g_set_weak_pointer (&run->bar, bar);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The files that could not be added, in a list that scrolls inside the
 * dialog: at most about half the window's height, whatever their
 * number. */
static GtkWidget *
problem_list_new (BfWindow  *self,
                  GPtrArray *problems)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Files not added"), -1);
  for (guint i = 0; i < problems->len; i++)
    {
      GtkWidget *label = gtk_label_new (g_ptr_array_index (problems, i));
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 8);
      gtk_widget_set_margin_bottom (label, 8);
      /* Read one by one with the arrow keys; nothing to activate. */
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      g_ptr_array_index (problems, i), -1);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                              MAX (120, (height > 0 ? height : 600) * 2 / 5));

  return scrolled;
}

/* What the import did: a toast, or a dialog naming the files that could
 * not be added. */
static void
show_import_result (BfWindow  *self,
                    guint      added,
                    guint      skipped,
                    GPtrArray *problems,
                    gboolean   cancelled)
{
  g_autoptr(GString) body = g_string_new (NULL);
  GtkWidget *dialog;

  /* Translators: the result of importing a folder of game files */
  g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "%u game added to the history.",
                                             "%u games added to the history.", added), added);
  if (skipped > 0)
    {
      g_string_append_c (body, ' ');
      /* Translators: the result of importing a folder of game files */
      g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "%u was already there.",
                                                 "%u were already there.", skipped), skipped);
    }
  if (cancelled)
    {
      g_string_append_c (body, ' ');
      /* Translators: the result of an import cancelled half-way */
      g_string_append (body, _("Cancelled: the files after these were not read."));
    }

  if (problems == NULL || problems->len == 0)
    {
      _bf_window_show_toast (self, body->str);
      return;
    }

  g_string_append_c (body, ' ');
  g_string_append (body, g_dngettext (GETTEXT_PACKAGE, "This file could not be added:",
                                      "These files could not be added:", problems->len));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Game Files Imported"), body->str);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), problem_list_new (self, problems));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
import_again_work (BfWindow  *self,
                   gpointer   data,
                   GError   **error)
{
  bf_window_import_history (self, data);
  return TRUE;
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(ImportRun) run = data;
  BfWindow *self = run->window;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  guint added = 0, skipped = 0;
  gboolean ok;

  ok = bf_history_import_folder_finish (BF_HISTORY (source), result, &added, &skipped, &problems, &error);
  if (!end_history_work (self, run->cancellable))
    return;

  if (run->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (run->dialog));

  if (!ok && g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
    {
      /* Stopped between two games: the next try skips those added. */
      Retry *retry = g_new0 (Retry, 1);

      retry->window = self;
      retry->work = import_again_work;
      retry->data = g_object_ref (run->folder);
      retry->destroy = g_object_unref;
      retry->failed_title = _("Could Not Import");
      show_busy_dialog (retry, error->message);
    }
  else if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _bf_window_show_error_dialog (self, _("Could Not Import"), error->message);
  else
    show_import_result (self, added, skipped, problems, !ok);

  if (added > 0 || ok)
    show_history (self, "games");
}

/* Adds the finished games of @folder off the main thread, with a
 * progress dialog and Cancel, then says what happened: how many were
 * added, already there, and which files could not be. */
void
bf_window_import_history (BfWindow *self,
                          GFile    *folder)
{
  ImportRun *run;

  g_return_if_fail (BF_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (folder));

  if (bf_window_open_history (self) == NULL || self->history_work != NULL)
    return;

  run = g_new0 (ImportRun, 1);
  run->window = g_object_ref (self);
  run->folder = g_object_ref (folder);
  run->cancellable = g_cancellable_new ();
  self->history_work = g_object_ref (run->cancellable);
  show_import_progress (run);
  bf_history_import_folder_async (self->history, folder, import_progress_cb, run,
                                  run->cancellable, import_done_cb, run);
}

static void
import_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    BfWindow        *self)
{
  g_autoptr(GFile) folder = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->history_chooser);

  if (folder != NULL)
    bf_window_import_history (self, folder);
}

void
_bf_window_history_import_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (bf_window_open_history (self) == NULL || self->history_chooser != NULL)
    return;

  self->history_chooser = gtk_file_chooser_native_new (_("Import a Folder of Game Files"), GTK_WINDOW (self),
                                                       GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                                       _("_Import"), _("_Cancel"));
  g_signal_connect_object (self->history_chooser, "response", G_CALLBACK (import_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->history_chooser));
}
