/* bf-history-runner.c
 *
 * The window's way to the history (bf-history-runner.h): opening it,
 * "History in Use" (the work tried again while another program holds
 * the history), the CSV export and the import of a folder of game files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bf-history-runner.h"

struct _BfHistoryRunner
{
  GObject               parent_instance;

  /* borrowed */
  GtkWindow            *window;    /* weak: its dialogs' parent */

  /* owned */
  BfHistory            *history;   /* opened when first needed */
  gboolean              failed;    /* could not be opened at all */
  GCancellable         *work;      /* an import or export running */
  GtkFileChooserNative *chooser;   /* export, import */
};

G_DEFINE_FINAL_TYPE (BfHistoryRunner, bf_history_runner, G_TYPE_OBJECT)

enum {
  TOAST,
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------ */
/* Saying                                                             */

static void
emit_toast (BfHistoryRunner *self,
            const char      *message,
            const char      *action,
            GVariant        *target,
            gboolean         ctrl_z)
{
  g_autoptr(GVariant) taken = target != NULL ? g_variant_ref_sink (target) : NULL;

  g_signal_emit (self, signals[TOAST], 0, message, action, taken, ctrl_z);
}

void
bf_history_runner_toast (BfHistoryRunner *self,
                         const char      *message,
                         const char      *action,
                         GVariant        *target)
{
  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));

  emit_toast (self, message, action, target, FALSE);
}

void
bf_history_runner_toast_ctrl_z (BfHistoryRunner *self,
                                const char      *message,
                                const char      *action,
                                GVariant        *target)
{
  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));

  emit_toast (self, message, action, target, TRUE);
}

void
bf_history_runner_error (BfHistoryRunner *self,
                         const char      *heading,
                         const char      *body)
{
  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));

  g_signal_emit (self, signals[ERROR], 0, heading, body);
}

/* ------------------------------------------------------------------ */
/* The history in use by another program                              */

/* A piece of history work that may find the history busy (another
 * program holding it): TRUE when it was done (and it said so itself),
 * else FALSE with the error. It changes nothing when busy, so it can be
 * tried again. */
typedef struct
{
  BfHistoryRunner *runner;        /* owned */
  gpointer        owner;           /* borrowed: it goes with the window */
  BfHistoryWork   work;
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
  g_clear_object (&retry->runner);
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

  if (retry->work (retry->owner, retry->data, &error))
    return TRUE;

  if (g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
    {
      g_propagate_error (busy, g_steal_pointer (&error));
      return FALSE;
    }

  if (retry->failed_title != NULL)
    bf_history_runner_error (retry->runner, retry->failed_title, error->message);
  else
    bf_history_runner_toast (retry->runner, error->message, NULL, NULL);
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
  dialog = adw_message_dialog_new (retry->runner->window, _("History in Use"), body);
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

static Retry *
retry_new (BfHistoryRunner *self,
           gpointer         owner,
           const char      *failed_title,
           BfHistoryWork    work,
           gpointer         data,
           GDestroyNotify   destroy)
{
  Retry *retry = g_new0 (Retry, 1);

  retry->runner = g_object_ref (self);
  retry->owner = owner;
  retry->work = work;
  retry->data = data;
  retry->destroy = destroy;
  retry->failed_title = failed_title;

  return retry;
}

void
bf_history_runner_run (BfHistoryRunner *self,
                       gpointer         owner,
                       const char      *failed_title,
                       BfHistoryWork    work,
                       gpointer         data,
                       GDestroyNotify   destroy)
{
  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));
  g_return_if_fail (work != NULL);

  run_retry (retry_new (self, owner, failed_title, work, data, destroy));
}

/* ------------------------------------------------------------------ */
/* Opening                                                            */

/* The action that needed the history while it was busy: activated
 * again once it opens. */
typedef struct
{
  GtkWidget *widget;    /* weak */
  char      *action;
  GVariant  *parameter;
} PendingAction;

static void
pending_action_free (PendingAction *pending)
{
  g_clear_weak_pointer (&pending->widget);
  g_free (pending->action);
  g_clear_pointer (&pending->parameter, g_variant_unref);
  g_free (pending);
}

static gboolean
open_history_work (gpointer   owner,
                   gpointer   data,
                   GError   **error)
{
  BfHistoryRunner *self = owner;
  PendingAction *pending = data;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) folder = NULL;

  if (self->history != NULL || self->failed)
    return TRUE;

  folder = bf_history_get_default_folder ();
  self->history = bf_history_new (folder, &local_error);
  if (self->history == NULL)
    {
      /* Busy: tried again. Else the window goes without a history. */
      if (!g_error_matches (local_error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
        self->failed = TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (bf_history_get_recovery_message (self->history) != NULL)
    bf_history_runner_error (self, _("The History Was Repaired"),
                             bf_history_get_recovery_message (self->history));

  if (pending != NULL && pending->widget != NULL && pending->action != NULL)
    gtk_widget_activate_action_variant (pending->widget, pending->action, pending->parameter);

  return TRUE;
}

BfHistory *
bf_history_runner_open (BfHistoryRunner *self,
                        GtkWidget       *widget,
                        const char      *action_name,
                        GVariant        *parameter)
{
  g_autoptr(GError) error = NULL;
  PendingAction *pending;
  Retry *retry;

  g_return_val_if_fail (BF_IS_HISTORY_RUNNER (self), NULL);
  g_return_val_if_fail (widget == NULL || GTK_IS_WIDGET (widget), NULL);

  if (open_history_work (self, NULL, &error))
    return self->history;

  if (!g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
    {
      bf_history_runner_error (self, _("No History"), error->message);
      return NULL;
    }

  pending = g_new0 (PendingAction, 1);
  g_set_weak_pointer (&pending->widget, widget);
  pending->action = g_strdup (action_name);
  pending->parameter = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;
  retry = retry_new (self, self, _("No History"), open_history_work,
                     pending, (GDestroyNotify) pending_action_free);
  show_busy_dialog (retry, error->message);

  return NULL;
}

BfHistory *
bf_history_runner_get_history (BfHistoryRunner *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_RUNNER (self), NULL);

  return self->history;
}

gboolean
bf_history_runner_get_failed (BfHistoryRunner *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_RUNNER (self), FALSE);

  return self->failed;
}

gboolean
bf_history_runner_get_busy (BfHistoryRunner *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_RUNNER (self), FALSE);

  return self->work != NULL;
}

/* ------------------------------------------------------------------ */
/* Export and import                                                  */

/* The export and the import run in a worker thread (with 10,000 games
 * the export takes longer than a frame; 500 files to import take
 * seconds): self->work is the cancellable of the one running,
 * cancelled when the window goes. */

/* Whether the window is still there for @cancellable's work (dispose
 * cleared it); clears it either way. */
static gboolean
end_history_work (BfHistoryRunner *self,
                  GCancellable    *cancellable)
{
  if (self->work != cancellable)
    return FALSE;

  g_clear_object (&self->work);
  return TRUE;
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(BfHistoryRunner) self = data;
  g_autoptr(GCancellable) cancellable = g_object_ref (g_task_get_cancellable (G_TASK (result)));
  g_autoptr(GError) error = NULL;
  gboolean ok = bf_history_export_csv_file_finish (BF_HISTORY (source), result, &error);

  if (!end_history_work (self, cancellable))
    return;

  if (!ok)
    bf_history_runner_error (self, _("Could Not Export the History"), error->message);
  else
    /* Translators: a toast after the history was exported as CSV */
    bf_history_runner_toast (self, _("History exported"), NULL, NULL);
}

void
bf_history_runner_export (BfHistoryRunner *self,
                          GFile           *file)
{
  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->history == NULL || self->work != NULL)
    return;

  self->work = g_cancellable_new ();
  bf_history_export_csv_file_async (self->history, file, self->work,
                                    export_done_cb, g_object_ref (self));
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    BfHistoryRunner *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);

  if (file != NULL)
    bf_history_runner_export (self, file);
}

void
bf_history_runner_choose_export (BfHistoryRunner *self)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));

  if (self->history == NULL || self->chooser != NULL || self->work != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Export the History"), self->window,
                                                       GTK_FILE_CHOOSER_ACTION_SAVE,
                                                       _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("CSV spreadsheets"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_filter_add_suffix (filter, "csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  /* Translators: the file name offered when the history is exported */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), _("benefactor-history.csv"));
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* An import running: its progress dialog, until the result. */
typedef struct
{
  BfHistoryRunner *runner;      /* owned */
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
  g_clear_object (&run->runner);
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

  dialog = adw_message_dialog_new (run->runner->window, _("Importing Game Files"),
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
problem_list_new (BfHistoryRunner *self,
                  GPtrArray       *problems)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  int height = self->window != NULL ? gtk_widget_get_height (GTK_WIDGET (self->window)) : 0;

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
show_import_result (BfHistoryRunner *self,
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
      bf_history_runner_toast (self, body->str, NULL, NULL);
      return;
    }

  g_string_append_c (body, ' ');
  g_string_append (body, g_dngettext (GETTEXT_PACKAGE, "This file could not be added:",
                                      "These files could not be added:", problems->len));
  dialog = adw_message_dialog_new (self->window, _("Game Files Imported"), body->str);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), problem_list_new (self, problems));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
import_again_work (gpointer   owner,
                   gpointer   data,
                   GError   **error)
{
  bf_history_runner_import (owner, data);
  return TRUE;
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(ImportRun) run = data;
  BfHistoryRunner *self = run->runner;
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
      Retry *retry = retry_new (self, self, _("Could Not Import"), import_again_work,
                                g_object_ref (run->folder), g_object_unref);

      show_busy_dialog (retry, error->message);
    }
  else if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    bf_history_runner_error (self, _("Could Not Import"), error->message);
  else
    show_import_result (self, added, skipped, problems, !ok);

  /* The games, with those added. */
  if ((added > 0 || ok) && self->window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self->window), "history.show", NULL);
}

/* Adds the finished games of @folder off the main thread, with a
 * progress dialog and Cancel, then says what happened: how many were
 * added, already there, and which files could not be. */
void
bf_history_runner_import (BfHistoryRunner *self,
                          GFile           *folder)
{
  ImportRun *run;

  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));
  g_return_if_fail (G_IS_FILE (folder));

  if (bf_history_runner_open (self, NULL, NULL, NULL) == NULL || self->work != NULL)
    return;

  run = g_new0 (ImportRun, 1);
  run->runner = g_object_ref (self);
  run->folder = g_object_ref (folder);
  run->cancellable = g_cancellable_new ();
  self->work = g_object_ref (run->cancellable);
  show_import_progress (run);
  bf_history_import_folder_async (self->history, folder, import_progress_cb, run,
                                  run->cancellable, import_done_cb, run);
}

static void
import_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    BfHistoryRunner *self)
{
  g_autoptr(GFile) folder = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);

  if (folder != NULL)
    bf_history_runner_import (self, folder);
}

void
bf_history_runner_choose_import (BfHistoryRunner *self)
{
  g_return_if_fail (BF_IS_HISTORY_RUNNER (self));

  if (self->history == NULL || self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Import a Folder of Game Files"), self->window,
                                                       GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                                       _("_Import"), _("_Cancel"));
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (import_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}


/* ------------------------------------------------------------------ */
/* The object                                                         */

/* The window goes: the export or import running stops (its callback
 * finds its work gone and says nothing), the chooser goes. May run
 * before the last reference goes (bf_window's dispose runs it). */
static void
bf_history_runner_dispose (GObject *object)
{
  BfHistoryRunner *self = BF_HISTORY_RUNNER (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->work != NULL)
    g_cancellable_cancel (self->work);
  g_clear_object (&self->work);
  g_clear_object (&self->history);
  g_clear_weak_pointer (&self->window);

  G_OBJECT_CLASS (bf_history_runner_parent_class)->dispose (object);
}

static void
bf_history_runner_class_init (BfHistoryRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_history_runner_dispose;

  /**
   * BfHistoryRunner::toast:
   * @message: what to say
   * @action: (nullable): the action of the toast's Undo
   * @target: (nullable): its target
   * @ctrl_z: whether Ctrl+Z does the Undo while the toast is shown
   *
   * Something to say in a toast (done, or failed without a dialog).
   */
  signals[TOAST] =
    g_signal_new ("toast",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_VARIANT, G_TYPE_BOOLEAN);

  /**
   * BfHistoryRunner::error:
   * @heading: the dialog's title
   * @body: what went wrong
   *
   * A failure to show in a dialog.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2,
                  G_TYPE_STRING, G_TYPE_STRING);
}

static void
bf_history_runner_init (BfHistoryRunner *self)
{
}

BfHistoryRunner *
bf_history_runner_new (GtkWindow *window)
{
  BfHistoryRunner *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  self = g_object_new (BF_TYPE_HISTORY_RUNNER, NULL);
  g_set_weak_pointer (&self->window, window);

  return self;
}
