/* bf-window-files.c
 *
 * The window's files: opening a Benefactor file (any game it holds),
 * saving the game being entered, exporting its score sheet, the file
 * choosers, and the file opened or saved last (bf-window-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-score-export.h"
#include "bf-shelf.h"
#include "bf-window-private.h"

/* File choosers */

typedef enum {
  CHOOSE_OPEN,
  CHOOSE_SAVE,
  CHOOSE_EXPORT,
} ChooseMode;

static void
remember_file (BfWindow *self,
               GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);

  if (self->settings != NULL)
    g_settings_set_string (self->settings, "last-file", uri);
}

/* The game in progress now holds the game of @file as the file is: the
 * next opening of @file continues it. */
static void
record_source (BfWindow *self,
               GFile    *file)
{
  g_autoptr(GError) error = NULL;
  GFile *autosave = bf_session_get_autosave (self->session);

  /* Only a game on the shelf: its records are kept beside it. */
  if (self->shelf == NULL || autosave == NULL || bf_session_get_read_only (self->session))
    return;
  if (!bf_shelf_set_source (autosave, file, &error))
    g_debug ("The source of %s not kept: %s", g_file_peek_path (autosave), error->message);
}

/* Continues the game in progress that came from @file, when there is one
 * (the file unchanged since, the game not open in another process). */
static gboolean
continue_source (BfWindow *self,
                 GFile    *file)
{
  g_autoptr(GFile) slot = self->shelf != NULL ? bf_shelf_find_source (self->shelf, file) : NULL;
  GFile *kept = bf_session_get_autosave (self->session);
  g_autoptr(BfDocument) document = NULL;

  if (slot == NULL)
    return FALSE;

  /* Already the game open here. */
  if (kept != NULL && g_file_equal (kept, slot) && bf_session_get_document (self->session) != NULL)
    {
      bf_session_set_file (self->session, file);
      _bf_window_show_document_page (self);
      return TRUE;
    }

  bf_session_set_document (self->session, NULL);
  bf_session_set_autosave (self->session, slot);
  document = bf_session_load_autosave (self->session, NULL);
  if (document == NULL)
    {
      /* Gone or damaged meanwhile: the file opens as a new game. */
      _bf_window_update_start_page (self);
      return FALSE;
    }

  _bf_window_enter_document (self, document);
  bf_session_set_file (self->session, file);

  return TRUE;
}

/* The game of a file opened, and the file it came from, are written now
 * (bf_session_defer_save()); nothing when there is nothing to write. */
void
_bf_window_save_opened (BfWindow *self)
{
  g_autoptr(GFile) file = g_steal_pointer (&self->opened);
  g_autoptr(GFile) slot = g_steal_pointer (&self->opened_slot);
  g_autoptr(GError) error = NULL;

  if (self->opened_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->opened_tick);
  self->opened_tick = 0;
  if (self->session == NULL)
    return;

  bf_session_save_deferred (self->session);
  /* Not for a game deleted meanwhile, nor one whose save failed. */
  if (self->shelf != NULL && file != NULL && slot != NULL && !bf_session_get_read_only (self->session) &&
      g_file_query_exists (slot, NULL) && !bf_shelf_set_source (slot, file, &error))
    g_debug ("The source of %s not kept: %s", g_file_peek_path (slot), error->message);
}

/* The first tick is the frame that shows the game opened; the next comes
 * once it is painted. */
static gboolean
save_opened_tick_cb (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       user_data)
{
  BfWindow *self = BF_WINDOW (widget);

  if (self->opened_frames++ == 0)
    return G_SOURCE_CONTINUE;

  self->opened_tick = 0;
  _bf_window_save_opened (self);
  return G_SOURCE_REMOVE;
}

gboolean
bf_window_open_file (BfWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;

  g_return_val_if_fail (BF_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* A file opened just before is written first. */
  _bf_window_save_opened (self);

  /* Any Benefactor file: a Carnegie table, a solo game, a Livingstone
   * pad. A table saved half-entered opens too; the score sheet says
   * what is still wrong with it. */
  document = bf_document_load_file (file, TRUE, NULL, &error);
  if (document == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Cannot Open “%s”"), name);

      _bf_window_show_error_dialog (self, heading, error->message);
      return FALSE;
    }

  /* The file opened before and unchanged since: its game in progress
   * goes on, with the entries made since (bf_shelf_find_source()). */
  if (continue_source (self, file))
    {
      remember_file (self, file);
      return TRUE;
    }

  _bf_window_rewind_carnegie_page (self);
  _bf_window_use_new_slot (self);
  /* No save, journal or fsync before the window shows it: the file is
   * the game's copy until its next frame is painted (an entry before
   * that is saved at once, the first step with it). */
  bf_session_defer_save (self->session);
  bf_session_set_document (self->session, document);
  bf_session_set_file (self->session, file);
  if (bf_session_get_autosave (self->session) != NULL)
    {
      self->opened = g_object_ref (file);
      self->opened_slot = g_object_ref (bf_session_get_autosave (self->session));
      self->opened_frames = 0;
      self->opened_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), save_opened_tick_cb,
                                                        NULL, NULL);
    }
  else
    bf_session_save_deferred (self->session);
  remember_file (self, file);

  return TRUE;
}

gboolean
bf_window_save_file (BfWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  BfDocument *document;

  g_return_val_if_fail (BF_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  document = bf_session_get_document (self->session);
  g_return_val_if_fail (document != NULL, FALSE);

  if (!bf_document_save_file (document, file, NULL, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Cannot Save “%s”"), name);
      g_autofree char *body =
        g_strdup_printf (_("%s\n\nYour entries are safe in Benefactor; try another folder."),
                         error->message);

      _bf_window_show_error_dialog (self, heading, body);
      return FALSE;
    }

  bf_session_set_file (self->session, file);
  record_source (self, file);
  remember_file (self, file);
  _bf_window_show_toast (self, _("Game saved"));

  return TRUE;
}

gboolean
bf_window_export_file (BfWindow   *self,
                       GFile      *file,
                       const char *format)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *title = g_date_time_format (now, "%x");
  gboolean ok;

  g_return_val_if_fail (BF_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* The table as entered, as the score sheet beside it shows it. */
  card = bf_document_score_as_entered (BF_DOCUMENT (bf_carnegie_game_from_session (self->session)), &error);
  if (card == NULL)
    {
      _bf_window_show_error_dialog (self, _("Cannot Export the Scores Yet"), error->message);
      return FALSE;
    }

  if (g_strcmp0 (format, "pdf") == 0)
    ok = bf_score_export_pdf (card, title, file, &error);
  else
    ok = bf_score_export_png (card, title, file, &error);

  if (!ok)
    {
      _bf_window_show_error_dialog (self, _("Cannot Export the Scores"), error->message);
      return FALSE;
    }

  _bf_window_show_toast (self, _("Scores exported"));

  return TRUE;
}

static void
chooser_response_cb (BfWindow             *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  ChooseMode mode = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "bf-mode"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      switch (mode)
        {
        case CHOOSE_OPEN:
          bf_window_open_file (self, file);
          break;
        case CHOOSE_SAVE:
          /* Asked for by the closing question: saved, the window closes. */
          if (bf_window_save_file (self, file) && self->close_after_save)
            _bf_window_close_anyway (self);
          break;
        case CHOOSE_EXPORT:
          bf_window_export_file (self, file, self->export_format);
          break;
        default:
          g_assert_not_reached ();
        }
    }

  self->close_after_save = FALSE;
  g_clear_pointer (&self->export_format, g_free);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
}

static void
run_chooser (BfWindow             *self,
             ChooseMode            mode,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept,
             const char           *filter_name,
             const char           *suffix,
             const char           *suggested_name)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                               accept, _("_Cancel"));
  g_object_set_data (G_OBJECT (self->chooser), "bf-mode", GINT_TO_POINTER (mode));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);

  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_suffix (filter, suffix);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);

  if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), suggested_name);

  g_signal_connect_object (self->chooser, "response",
                           G_CALLBACK (chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
_bf_window_open_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  run_chooser (BF_WINDOW (widget), CHOOSE_OPEN, _("Open Game"),
               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
               _("Benefactor games"), "json", NULL);
}

void
_bf_window_save_as_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  /* Translators: suggested file name for a saved game; keep .json */
  run_chooser (BF_WINDOW (widget), CHOOSE_SAVE, _("Save Game"),
               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
               _("Benefactor games"), "json", _("Carnegie.json"));
}

void
_bf_window_save_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GFile *file = bf_session_get_file (self->session);

  if (file != NULL)
    {
      g_autoptr(GFile) keep = g_object_ref (file);

      bf_window_save_file (self, keep);
    }
  else
    {
      _bf_window_save_as_action (widget, NULL, NULL);
    }
}

void
_bf_window_export_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  const char *format = g_variant_get_string (parameter, NULL);
  gboolean pdf = g_strcmp0 (format, "pdf") == 0;

  if (self->chooser != NULL)
    return;

  g_free (self->export_format);
  self->export_format = g_strdup (pdf ? "pdf" : "png");
  run_chooser (self, CHOOSE_EXPORT, _("Export Scores"),
               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
               pdf ? _("PDF documents") : _("PNG images"),
               pdf ? "pdf" : "png",
               /* Translators: suggested file names for exported scores */
               pdf ? _("Carnegie scores.pdf") : _("Carnegie scores.png"));
}

void
_bf_window_open_last_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autofree char *uri = self->settings != NULL
    ? g_settings_get_string (self->settings, "last-file") : NULL;

  if (uri != NULL && uri[0] != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);

      bf_window_open_file (self, file);
    }
}

