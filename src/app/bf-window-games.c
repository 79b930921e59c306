/* bf-window-games.c
 *
 * The games in progress (bf-shelf.h) as the window offers them: the
 * start page's list and Continue Last Game, continuing, deleting with
 * Undo; a new game's own autosave; and the setup assistant's flow, a
 * game in progress from its first step (bf-window-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-setup-assistant.h"
#include "bf-shelf.h"
#include "bf-start-page.h"
#include "bf-widgets.h"
#include "bf-window-private.h"

/* The start page shows the games in progress of @slots (the one changed
 * last first), Continue Last Game (self->autosaved, or the summary of a
 * game not read yet), and what happened to a damaged autosave: @error
 * of reading the session's, or another's problems. */
static void
show_games (BfWindow     *self,
            GPtrArray    *slots,
            const GError *error)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autofree char *message = NULL;
  g_autofree char *continued = NULL;     /* its description */
  GFile *kept = bf_session_get_autosave (self->session);

  bf_start_page_clear_games (self->start_page);
  for (guint i = 0; i < slots->len; i++)
    {
      GFile *slot = g_ptr_array_index (slots, i);
      g_autoptr(BfDocument) document = NULL;
      g_autoptr(GError) slot_error = NULL;
      g_autofree char *description = NULL;

      if (self->autosaved != NULL && kept != NULL && g_file_equal (kept, slot))
        document = g_object_ref (self->autosaved);
      else if ((description = bf_shelf_get_summary (slot, NULL)) != NULL)
        {
          /* Read before, unchanged since: its summary is enough. */
          bf_start_page_add_game (self->start_page, slot, description[0] != '\0' ? description : NULL);
          if (self->continue_unread && kept != NULL && g_file_equal (kept, slot))
            continued = g_steal_pointer (&description);
          continue;
        }
      else
        {
          g_autoptr(BfSession) reader = bf_session_new (slot);

          document = bf_session_load_autosave (reader, &slot_error);
          if (slot_error != NULL)
            g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "", slot_error->message);
          else if (bf_session_get_recovery_notice (reader) != NULL)
            g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "",
                                    bf_session_get_recovery_notice (reader));
        }
      if (document != NULL)
        {
          description = bf_document_describe (document);
          bf_shelf_set_summary (slot, description != NULL ? description : "");
          bf_start_page_add_game (self->start_page, slot, description);
        }
    }

  /* What happened to a damaged autosave: kept aside, and maybe the
   * previous good copy restored instead. */
  if (error != NULL)
    message = g_strdup_printf (_("The last game could not be restored: %s"), error->message);
  else if (bf_session_get_recovery_notice (self->session) != NULL)
    message = g_strdup (bf_session_get_recovery_notice (self->session));
  else if (problems->len > 0)
    message = g_strdup (problems->str);
  bf_start_page_set_message (self->start_page, message);

  /* The file opened or saved last, when it is still there. */
  {
    g_autofree char *uri = self->settings != NULL
      ? g_settings_get_string (self->settings, "last-file") : NULL;
    g_autoptr(GFile) last = uri != NULL && uri[0] != '\0' ? g_file_new_for_uri (uri) : NULL;

    bf_start_page_set_last_file (self->start_page,
                                 last != NULL && g_file_query_exists (last, NULL) ? last : NULL);
  }

  if (self->autosaved != NULL)
    continued = bf_document_describe (self->autosaved);
  /* Its summary gone meanwhile (not on the shelf's list): read now. */
  else if (self->continue_unread && continued == NULL)
    self->continue_unread = FALSE;

  if (self->autosaved != NULL || self->continue_unread)
    {
      if (kept != NULL && bf_shelf_is_open_elsewhere (kept))
        {
          /* Translators: under Continue Last Game: %s describes the game */
          g_autofree char *text = g_strdup_printf (_("%s (open in another window)"),
                                                   continued != NULL ? continued : "");

          bf_start_page_set_continue (self->start_page, text);
        }
      else
        bf_start_page_set_continue (self->start_page, continued != NULL ? continued : "");
    }
  else
    bf_start_page_set_continue (self->start_page, NULL);

  _bf_window_update_actions (self);
}

/* The start page offers every game in progress (the shelf): the one
 * changed last as Continue Last Game, all of them in a list. */
void
_bf_window_update_start_page (BfWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) slots = NULL;
  GFile *kept;
  g_autofree char *summary = NULL;

  /* Nothing to show it on yet: done when the page is made
   * (_bf_window_ensure_start_page()). */
  if (self->start_page == NULL)
    return;

  slots = self->shelf != NULL ? bf_shelf_list (self->shelf)
                              : g_ptr_array_new_with_free_func (g_object_unref);

  /* The session keeps the game changed last, ready to continue. */
  if (self->shelf != NULL && bf_session_get_document (self->session) == NULL)
    bf_session_set_autosave (self->session, slots->len > 0 ? g_ptr_array_index (slots, 0) : NULL);
  kept = bf_session_get_autosave (self->session);

  /* Read when continued, not before the page's first frame, when it was
   * read before and is unchanged since (its summary holds) and nothing
   * is waiting to be saved (then the session's copy is the game). */
  g_clear_object (&self->autosaved);
  self->continue_unread = self->shelf != NULL && kept != NULL &&
                          bf_session_get_document (self->session) == NULL &&
                          bf_session_get_unsaved_changes (self->session) == 0 &&
                          (summary = bf_shelf_get_summary (kept, NULL)) != NULL;
  if (!self->continue_unread)
    self->autosaved = bf_session_load_autosave (self->session, &error);

  show_games (self, slots, error);
}

/* Reads the game that Continue restores when only its summary was read:
 * FALSE, and the start page says what happened, when it is no longer
 * the game summed up (damaged since: moved aside, perhaps its previous
 * good copy restored; or gone). */
static gboolean
read_continued (BfWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) slots = NULL;

  if (!self->continue_unread)
    return self->autosaved != NULL;

  self->continue_unread = FALSE;
  g_clear_object (&self->autosaved);
  self->autosaved = bf_session_load_autosave (self->session, &error);
  if (self->autosaved != NULL && error == NULL && bf_session_get_recovery_notice (self->session) == NULL)
    return TRUE;

  slots = bf_shelf_list (self->shelf);
  show_games (self, slots, error);
  return FALSE;
}

/* A new game goes onto the shelf with an autosave of its own: the game
 * in progress stays where it is. */
void
_bf_window_use_new_slot (BfWindow *self)
{
  g_autoptr(GFile) slot = NULL;

  if (self->shelf == NULL)
    return;
  slot = bf_shelf_new_slot (self->shelf);
  bf_session_set_autosave (self->session, slot);
}

void
_bf_window_continue_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GFile *autosave = bf_session_get_autosave (self->session);
  g_autoptr(BfDocument) document = NULL;

  if (self->autosaved == NULL && !self->continue_unread)
    return;

  /* Another window has it open: asked first, and loaded again. */
  if (autosave != NULL && bf_shelf_is_open_elsewhere (autosave))
    {
      g_autoptr(GFile) slot = g_object_ref (autosave);

      _bf_window_open_game (self, slot);
      return;
    }

  if (!read_continued (self))
    return;
  document = g_steal_pointer (&self->autosaved);
  _bf_window_rewind_carnegie_page (self);
  bf_session_set_document (self->session, document);
  _bf_window_update_actions (self);
}

void
_bf_window_continue_game_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  g_autoptr(GFile) slot = g_file_new_for_path (g_variant_get_string (parameter, NULL));

  /* Read-only, after asking, when another window has it open. */
  _bf_window_open_game (BF_WINDOW (widget), slot);
}

/* Enters @document, the game of the session's autosave: no file of its
 * own yet, the first player's entries. */
void
_bf_window_enter_document (BfWindow   *self,
                           BfDocument *document)
{
  g_clear_object (&self->autosaved);
  self->continue_unread = FALSE;
  bf_session_set_file (self->session, NULL);
  _bf_window_rewind_carnegie_page (self);
  bf_session_set_document (self->session, document);
  _bf_window_update_actions (self);
}

void
_bf_window_undelete_game_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GFile) slot = g_file_new_for_path (g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;

  if (!bf_shelf_undelete (slot, &error))
    _bf_window_show_toast (self, error->message);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "start") == 0)
    _bf_window_update_start_page (self);
}

/* @message, with Undo bringing the game of @slot back onto the shelf. */
static void
show_undelete_toast (BfWindow   *self,
                     GFile      *slot,
                     const char *message)
{
  g_autofree char *path = g_file_get_path (slot);

  _bf_window_show_undo_toast (self, message, "win.undelete-game", g_variant_new_string (path));
}

/* Moves the game of @slot to the shelf's deleted games (the session
 * lets go of it first when it is the one it keeps) and says @message
 * with Undo; an error is said instead. */
static void
take_off_shelf (BfWindow   *self,
                GFile      *slot,
                const char *message)
{
  g_autoptr(GError) error = NULL;
  GFile *kept = bf_session_get_autosave (self->session);

  if (kept != NULL && g_file_equal (kept, slot))
    {
      bf_session_set_document (self->session, NULL);
      bf_session_set_autosave (self->session, NULL);
      g_clear_object (&self->autosaved);
      self->continue_unread = FALSE;
    }

  if (!bf_shelf_delete (slot, &error))
    {
      _bf_window_show_toast (self, error->message);
      return;
    }
  show_undelete_toast (self, slot, message);
}

static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    BfWindow         *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "bf-target");
  g_autoptr(GFile) slot = NULL;

  if (g_strcmp0 (response, "delete") != 0 || path == NULL)
    return;

  slot = g_file_new_for_path (path);
  /* Translators: a toast after deleting a game in progress */
  take_off_shelf (self, slot, _("Game deleted"));
  _bf_window_update_start_page (self);
}

/* Deleting a game in progress asks first, and can be undone (the toast,
 * and the shelf keeps it a week: bf-shelf.h). */
void
_bf_window_delete_game_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  _bf_window_ask_delete (BF_WINDOW (widget), _("Delete This Game?"),
                         _("Its entries are removed from the games in progress. You can bring it back with Undo right after."),
                         g_variant_get_string (parameter, NULL), G_CALLBACK (delete_response_cb));
}

static void
setup_error_cb (BfWindow   *self,
                const char *message)
{
  _bf_window_show_toast (self, message);
}

static void
setup_done_cb (BfWindow         *self,
               BfSetupAssistant *assistant)
{
  g_autoptr(BfCarnegieGame) game = g_object_ref (bf_setup_assistant_get_game (assistant));

  /* The table is ready (the assistant ended the game's setup): the
   * entries start with a history of their own, the setup is not undone
   * step by step. */
  bf_session_set_document (self->session, BF_DOCUMENT (game));
  _bf_window_session_game_changed_cb (self);
}

/* Set Up: deal a new game for 2-4 players; the table it leaves is where
 * the final scoring starts from. */
void
_bf_window_setup_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_new_game_page_build_game (_bf_window_ensure_new_game_page (self), &error);
  GtkWidget *assistant;

  if (game == NULL)
    {
      _bf_window_show_toast (self, error->message);
      return;
    }

  if (bf_carnegie_game_get_solo (game))
    {
      _bf_window_show_toast (self, _("A solo game is set up round by round: choose “Solo Game Against Andrew” on the start page."));
      return;
    }

  if (bf_carnegie_game_get_n_players (game) < 2)
    {
      _bf_window_show_toast (self, _("Setting up a table needs 2 to 4 players."));
      return;
    }

  /* The setup is a game in progress of its own from its first step: the
   * deal, every sheet and choice sealed and every tick are autosaved. */
  assistant = bf_setup_assistant_new (game, g_random_int ());
  g_signal_connect_object (assistant, "done", G_CALLBACK (setup_done_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "error", G_CALLBACK (setup_error_cb), self, G_CONNECT_SWAPPED);
  bf_widgets_wrap_pill_labels (assistant);
  _bf_window_ensure_page (self, "setup");
  adw_bin_set_child (self->setup_bin, assistant);
  bf_window_set_game (self, game);
}

/* The assistant of the table being set up: the one in the setup page,
 * or one going on from where the game's setup was (a game continued). */
void
_bf_window_show_setup (BfWindow       *self,
                       BfCarnegieGame *game)
{
  GtkWidget *assistant;

  _bf_window_ensure_page (self, "setup");
  assistant = adw_bin_get_child (self->setup_bin);

  if (assistant != NULL && bf_setup_assistant_get_game (BF_SETUP_ASSISTANT (assistant)) == game)
    return;

  assistant = bf_setup_assistant_new (game, 0);
  g_signal_connect_object (assistant, "done", G_CALLBACK (setup_done_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (assistant, "error", G_CALLBACK (setup_error_cb), self, G_CONNECT_SWAPPED);
  bf_widgets_wrap_pill_labels (assistant);
  adw_bin_set_child (self->setup_bin, assistant);
}

/* Cancelling the setup takes the game being set up off the shelf, as a
 * deleted game (a toast can bring it back, the shelf keeps it a week);
 * back to the players and modules. */
static void
cancel_setup (BfWindow *self)
{
  GFile *autosave = bf_session_get_autosave (self->session);
  g_autoptr(GFile) slot = autosave != NULL ? g_object_ref (autosave) : NULL;

  if (slot != NULL)
    /* Translators: a toast after cancelling the setup assistant */
    take_off_shelf (self, slot, _("Setup cancelled"));
  else
    bf_session_set_document (self->session, NULL);
  adw_bin_set_child (self->setup_bin, NULL);
  _bf_window_show_page (self, "new");
}

static void
setup_cancel_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          BfWindow         *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    cancel_setup (self);
}

/* Cancelling the setup once bidding sheets or secret donations were
 * sealed asks first: the table cannot enter them again without the
 * players doing it all over. Closing the window needs no question: the
 * setup is autosaved at every step and the start page continues it. */
void
_bf_window_confirm_setup_cancel (BfWindow *self)
{
  GtkWidget *assistant = self->setup_bin != NULL ? adw_bin_get_child (self->setup_bin) : NULL;
  GtkWidget *dialog;

  if (assistant == NULL || !bf_setup_assistant_get_has_sealed (BF_SETUP_ASSISTANT (assistant)))
    {
      cancel_setup (self);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Cancel the Setup?"),
                                   _("Sealed bidding sheets or secret donations would be thrown away: the players would have to fill them in again."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "keep", _("_Keep Setting Up"),
                                    "discard", _("_Throw Them Away"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_signal_connect_object (dialog, "response", G_CALLBACK (setup_cancel_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

