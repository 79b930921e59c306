/* bf-window-storage.c
 *
 * The game open as the disk holds it (bf-window-private.h):
 *
 *  - while entries are not safely on disk (a save failed: a full disk, a
 *    read-only or unwritable folder) a banner under the header bar says
 *    so, how many changes are only in memory, and stays until a save
 *    works again (the session retries every few seconds and at every
 *    change; Try Again retries now); then a toast says everything is
 *    saved again;
 *  - closing the window (or quitting) while changes are not saved asks:
 *    Save As… elsewhere, Quit Anyway (losing what it says), or Cancel;
 *  - a game open in another Benefactor process (its lock, bf-shelf.h) is
 *    offered read-only, and the banner says so while it is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-shelf.h"
#include "bf-window-private.h"

/* The first header bar in @widget, depth first. */
static GtkWidget *
find_header_bar (GtkWidget *widget)
{
  if (ADW_IS_HEADER_BAR (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_header_bar (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The banner goes under the header bar of the page shown; the storage
 * banner (entries not saved) first, right under the bar, the others
 * (Share This Table's) under it. */
void
_bf_window_place_banner (BfWindow  *self,
                         GtkWidget *revealer)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);
  GtkWidget *bar = page != NULL ? find_header_bar (page) : NULL;
  GtkWidget *box = bar != NULL ? gtk_widget_get_parent (bar) : NULL;
  GtkWidget *storage = GTK_WIDGET (self->storage_revealer);
  GtkWidget *after = bar;

  if (revealer != storage && box != NULL && gtk_widget_get_parent (storage) == box)
    after = storage;
  if (!GTK_IS_BOX (box) || gtk_widget_get_prev_sibling (revealer) == after)
    return;

  g_object_ref (revealer);
  /* Under no page yet as the window is made (a template object of its own). */
  if (gtk_widget_get_parent (revealer) != NULL)
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (revealer)), revealer);
  gtk_box_insert_child_after (GTK_BOX (box), revealer, after);
  g_object_unref (revealer);
}

static void
place_storage_banner (BfWindow *self)
{
  _bf_window_place_banner (self, GTK_WIDGET (self->storage_revealer));
}

void
_bf_window_update_storage (BfWindow *self)
{
  const GError *error = bf_session_get_autosave_error (self->session);
  gboolean read_only = bf_session_get_read_only (self->session) &&
                       bf_session_get_document (self->session) != NULL;
  guint n = MAX (bf_session_get_unsaved_changes (self->session), 1);

  if (read_only)
    {
      /* Translators: the banner's title while the game is shown but cannot
       * be changed here (another Benefactor window has it open) */
      gtk_label_set_text (self->storage_title, _("Read Only"));
      gtk_label_set_text (self->storage_label,
                          _("This game is open in another Benefactor window: its entries are made there. Here you can look at it and save a copy with Save As; Try Again opens it for entries once that window has closed it."));
    }
  else if (error != NULL)
    {
      g_autofree char *body =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      /* Translators: %s is why (“The disk holding “…” is full.”) */
                                      "%s The last change is kept while Benefactor runs and saved as soon as the disk takes it; closing now would lose it. Save As keeps it in a file elsewhere.",
                                      "%s The last %u changes are kept while Benefactor runs and saved as soon as the disk takes them; closing now would lose them. Save As keeps them in a file elsewhere.",
                                      n),
                         error->message, n);

      /* Translators: the banner while entries could not be saved */
      gtk_label_set_text (self->storage_title, _("Not Saved"));
      gtk_label_set_text (self->storage_label, body);
    }

  _bf_window_place_banner (self, GTK_WIDGET (self->storage_revealer));
  gtk_revealer_set_reveal_child (self->storage_revealer, read_only || error != NULL);
  /* A screen reader reads the banner as it appears (an alert); hidden, it
   * is not in the tree. */
  gtk_widget_set_visible (GTK_WIDGET (self->storage_revealer), read_only || error != NULL);
}

/* Saves working again after they failed: the banner goes, and a toast
 * says so. */
static void
autosave_error_cb (BfWindow *self)
{
  gboolean failing = bf_session_get_autosave_error (self->session) != NULL;

  if (self->storage_failing && !failing)
    _bf_window_show_toast (self, _("All entries are saved again."));
  self->storage_failing = failing;
  _bf_window_update_storage (self);
}

/* Entries cannot be made in a game shown read-only. */
static void
read_only_cb (BfWindow *self)
{
  gboolean editable = !bf_session_get_read_only (self->session);

  if (self->carnegie_page != NULL)
    bf_carnegie_page_set_editable (self->carnegie_page, editable);
  /* A page not made yet is made so (bf-window.c). */
  if (self->livingstone_bin != NULL)
    gtk_widget_set_sensitive (GTK_WIDGET (self->livingstone_bin), editable);
  if (self->solo_bin != NULL)
    gtk_widget_set_sensitive (GTK_WIDGET (self->solo_bin), editable);
  if (self->setup_bin != NULL)
    gtk_widget_set_sensitive (GTK_WIDGET (self->setup_bin), editable);
  _bf_window_update_actions (self);
  _bf_window_update_storage (self);
}

void
_bf_window_storage_init (BfWindow *self)
{
  g_signal_connect_object (self->session, "notify::autosave-error",
                           G_CALLBACK (autosave_error_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::unsaved-changes",
                           G_CALLBACK (_bf_window_update_storage), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::read-only",
                           G_CALLBACK (read_only_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::document",
                           G_CALLBACK (read_only_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child",
                           G_CALLBACK (place_storage_banner), self, G_CONNECT_SWAPPED);
  self->storage_failing = bf_session_get_autosave_error (self->session) != NULL;
  read_only_cb (self);
}

/* Opening a game: read-only (@read_only) or for entries. */
static void
open_game (BfWindow *self,
           GFile    *slot,
           gboolean  read_only)
{
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  bf_session_set_document (self->session, NULL);
  bf_session_set_autosave (self->session, slot);
  bf_session_set_read_only (self->session, read_only);
  document = bf_session_load_autosave (self->session, &error);
  if (document == NULL)
    {
      _bf_window_show_toast (self, error != NULL ? error->message : _("This game is no longer there."));
      _bf_window_update_start_page (self);
      return;
    }

  _bf_window_enter_document (self, document);
}

static void
open_elsewhere_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            BfWindow         *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "bf-target");
  g_autoptr(GFile) slot = NULL;

  if (g_strcmp0 (response, "read-only") != 0 || path == NULL)
    return;

  slot = g_file_new_for_path (path);
  open_game (self, slot, TRUE);
}

void
_bf_window_open_game (BfWindow *self,
                      GFile    *slot)
{
  g_autofree char *path = NULL;
  GtkWidget *dialog;

  if (!bf_shelf_is_open_elsewhere (slot))
    {
      open_game (self, slot, FALSE);
      return;
    }

  /* Two windows writing one game would write over each other's entries. */
  path = g_file_get_path (slot);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("This Game Is Open in Another Window"),
                                   _("This game is open in another Benefactor window, perhaps on another screen or in another session of this account. Its entries are made there. You can look at it here read-only: nothing is entered or saved here."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "read-only", _("_Open Read-Only"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "read-only",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "read-only");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bf-target", g_steal_pointer (&path), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (open_elsewhere_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Try Again: the failed saves now; for a game shown read-only, opening
 * it again (for entries if the other window has let go of it). */
void
_bf_window_retry_save_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GFile *autosave = bf_session_get_autosave (self->session);

  if (bf_session_get_read_only (self->session) && autosave != NULL)
    {
      g_autoptr(GFile) slot = g_object_ref (autosave);

      if (bf_shelf_is_open_elsewhere (slot))
        _bf_window_show_toast (self, _("The game is still open in another Benefactor window."));
      else
        open_game (self, slot, FALSE);
      return;
    }

  if (!bf_session_retry_autosave (self->session))
    _bf_window_show_toast (self, _("Still not saved: the disk does not take the entries yet."));
}

static gboolean
close_idle_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));

  return G_SOURCE_REMOVE;
}

void
_bf_window_close_anyway (BfWindow *self)
{
  /* Once the dialog (the question, the file chooser) whose parent the
   * window is has closed. */
  self->close_anyway = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, close_idle_cb, g_object_ref (self), g_object_unref);
}

static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   BfWindow         *self)
{
  if (g_strcmp0 (response, "quit") == 0)
    _bf_window_close_anyway (self);
  else if (g_strcmp0 (response, "save-as") == 0)
    {
      /* A successful save closes the window (bf-window-files.c). */
      self->close_after_save = TRUE;
      gtk_widget_activate_action (GTK_WIDGET (self), "win.save-as", NULL);
    }
}

gboolean
_bf_window_confirm_close (BfWindow *self)
{
  const GError *error;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  guint n;

  if (self->close_anyway || self->session == NULL)
    return FALSE;

  /* The last entry is recorded, and the failed saves are tried once more:
   * the disk may have room again. */
  bf_session_checkpoint (self->session);
  bf_session_retry_autosave (self->session);
  error = bf_session_get_autosave_error (self->session);
  n = bf_session_get_unsaved_changes (self->session);
  if (error == NULL || n == 0)
    return FALSE;

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %s is why (“The disk holding “…” is full.”) */
                                       "%s If you quit now, the last change is lost: the game continues from before it next time. Save As keeps it in a file elsewhere, such as a USB stick.",
                                       "%s If you quit now, the last %u changes are lost: the game continues from before them next time. Save As keeps them in a file elsewhere, such as a USB stick.",
                                       n),
                          error->message, n);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Entries Not Saved"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "quit", _("_Quit Anyway"),
                                    "save-as", _("_Save As…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "quit",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save-as",
                                              ADW_RESPONSE_SUGGESTED);
  /* Save As can only keep a game open now; the other games left unsaved
   * are in memory only. */
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "save-as",
                                           bf_session_get_document (self->session) != NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));

  return TRUE;
}
