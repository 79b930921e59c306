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

/* The history, opened the first time it is needed. NULL (and said once)
 * when the data folder cannot hold one. */
BfHistory *
_bf_window_ensure_history (BfWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = NULL;

  if (self->history != NULL || self->history_failed)
    return self->history;

  folder = bf_history_get_default_folder ();
  self->history = bf_history_new (folder, &error);
  if (self->history == NULL)
    {
      self->history_failed = TRUE;
      _bf_window_show_error_dialog (self, _("No History"), error->message);
      return NULL;
    }

  if (bf_history_get_recovery_message (self->history) != NULL)
    _bf_window_show_error_dialog (self, _("The History Was Repaired"),
                                  bf_history_get_recovery_message (self->history));

  return self->history;
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
  bf_history_page_set_history (BF_HISTORY_PAGE (page), _bf_window_ensure_history (self));

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
  bf_history_game_page_set_game (BF_HISTORY_GAME_PAGE (page), _bf_window_ensure_history (self), id);
  gtk_stack_set_visible_child_name (self->stack, "history-game");
}

void
_bf_window_history_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  show_history (BF_WINDOW (widget), "games");
}

void
_bf_window_history_players_action (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
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
  show_history_game (BF_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
_bf_window_history_player_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GtkWidget *page = adw_bin_get_child (self->history_player_bin);

  if (page == NULL)
    {
      page = bf_history_player_page_new ();
      adw_bin_set_child (self->history_player_bin, page);
    }
  bf_history_player_page_set_player (BF_HISTORY_PLAYER_PAGE (page), _bf_window_ensure_history (self),
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
  _bf_window_show_undo_toast (self, _("Kept in the history"),
                              path != NULL ? "win.history-unkeep" : NULL,
                              path != NULL ? g_variant_new ("(ss)", id, path) : NULL);
}

/* Keeps @record, the final scores of the game being entered: its game
 * file and rows, then off the games in progress, and the game kept is
 * shown. */
static void
keep_record (BfWindow        *self,
             BfHistoryRecord *record,
             gboolean         correction)
{
  BfDocument *document = bf_session_get_document (self->session);
  GFile *autosave = bf_session_get_autosave (self->session);
  g_autoptr(GFile) slot = autosave != NULL ? g_object_ref (autosave) : NULL;
  const char *id = bf_history_record_get_id (record);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  data = bf_document_to_data (document, &length);
  if (!bf_history_add (self->history, record, data, length, &error))
    {
      _bf_window_show_error_dialog (self, _("Could Not Keep the Game"), error->message);
      return;
    }

  /* A finished game is no game in progress any more; the shelf keeps its
   * autosave a week among the deleted games (Undo brings it back). */
  bf_session_set_document (self->session, NULL);
  bf_session_set_autosave (self->session, NULL);
  g_clear_object (&self->autosaved);
  if (slot != NULL && !bf_shelf_delete (slot, &error))
    {
      _bf_window_show_toast (self, error->message);
      g_clear_object (&slot);
    }

  _bf_window_update_start_page (self);
  show_history_game (self, id);
  if (correction)
    /* Translators: a toast after a game reopened from the history was kept again */
    _bf_window_show_toast (self, _("The game kept in the history was updated"));
  else
    show_unkeep_toast (self, id, slot);
}

static void
keep_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  BfWindow         *self)
{
  BfHistoryRecord *record = g_object_get_data (G_OBJECT (dialog), "bf-record");
  gpointer document = g_object_get_data (G_OBJECT (dialog), "bf-document");

  /* Nothing else was entered meanwhile: the dialog is modal. */
  if (g_strcmp0 (response, "keep") != 0 || record == NULL || self->history == NULL ||
      document != (gpointer) bf_session_get_document (self->session))
    return;

  keep_record (self, record, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "bf-correction")));
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
  history = _bf_window_ensure_history (self);
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
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Undo of Keep in History: the record goes, the game is in progress
 * again and continues where it was. */
void
_bf_window_history_unkeep_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) slot = NULL;
  const char *id, *path;
  BfHistory *history = _bf_window_ensure_history (self);

  g_variant_get (parameter, "(&s&s)", &id, &path);
  slot = g_file_new_for_path (path);

  if (history != NULL && !bf_history_remove (history, id, &error))
    {
      _bf_window_show_toast (self, error->message);
      return;
    }
  if (!bf_shelf_undelete (slot, &error))
    {
      _bf_window_show_toast (self, error->message);
      return;
    }

  gtk_widget_activate_action (widget, "win.continue-game", "s", path);
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
  BfHistory *history = _bf_window_ensure_history (self);
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

void
_bf_window_history_undelete_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  BfHistory *history = _bf_window_ensure_history (self);
  g_autoptr(GError) error = NULL;

  if (history != NULL && !bf_history_restore (history, g_variant_get_string (parameter, NULL), &error))
    _bf_window_show_toast (self, error->message);
}

static void
history_delete_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            BfWindow         *self)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "bf-target");
  BfHistory *history = self->history;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "delete") != 0 || id == NULL || history == NULL)
    return;

  if (!bf_history_remove (history, id, &error))
    {
      _bf_window_show_toast (self, error->message);
      return;
    }

  /* Translators: a toast after deleting a game from the history */
  _bf_window_show_undo_toast (self, _("Game deleted from the history"),
                              "win.history-undelete", g_variant_new_string (id));
  show_history (self, "games");
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

static void
merge_players (BfWindow *self,
               gint64    into,
               gint64    from)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) target = NULL;

  if (self->history == NULL)
    return;

  if (!bf_history_merge_players (self->history, into, from, &error))
    {
      _bf_window_show_error_dialog (self, _("Could Not Merge the Players"), error->message);
      return;
    }

  /* The player shown is now the one merged into. */
  target = g_variant_ref_sink (g_variant_new_int64 (into));
  _bf_window_history_player_action (GTK_WIDGET (self), "win.history-player", target);
  /* Translators: a toast after two players of the history were merged */
  _bf_window_show_toast (self, _("Players merged"));
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

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    BfWindow         *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "bf-entry");
  gint64 player = shown_player (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  if (g_strcmp0 (response, "rename") != 0 || self->history == NULL || player == 0)
    return;

  name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  if (bf_history_rename_player (self->history, player, name, &error))
    return;

  if (g_error_matches (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN))
    {
      /* The name is another player's: the same person under two names. */
      gint64 other = bf_history_find_player (self->history, name);
      gint64 pair[2] = { other, player };
      g_autofree char *body = NULL;
      GtkWidget *ask;

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
      return;
    }

  _bf_window_show_error_dialog (self, _("Could Not Rename"), error->message);
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

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    BfWindow        *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  gsize length;

  if (response == GTK_RESPONSE_ACCEPT && self->history != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      csv = bf_history_export_csv (self->history, NULL, &length);
      if (!bf_document_save_data (file, csv, length, NULL, &error))
        _bf_window_show_error_dialog (self, _("Could Not Export the History"), error->message);
      else
        /* Translators: a toast after the history was exported as CSV */
        _bf_window_show_toast (self, _("History exported"));
    }

  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->history_chooser);
}

void
_bf_window_history_export_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (_bf_window_ensure_history (self) == NULL || self->history_chooser != NULL)
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

/* Adds the finished games of @folder and says what happened: how many
 * were added, already there, and which files could not be. */
void
_bf_window_import_folder (BfWindow *self,
                          GFile    *folder)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) body = NULL;
  guint added = 0, skipped = 0;

  if (_bf_window_ensure_history (self) == NULL)
    return;

  if (!bf_history_import_folder (self->history, folder, &added, &skipped, &problems, NULL, &error))
    {
      _bf_window_show_error_dialog (self, _("Could Not Import"), error->message);
      return;
    }

  body = g_string_new (NULL);
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

  if (problems != NULL && problems->len > 0)
    {
      g_string_append (body, "\n\n");
      g_string_append (body, g_dngettext (GETTEXT_PACKAGE, "This file could not be added:",
                                          "These files could not be added:", problems->len));
      for (guint i = 0; i < problems->len; i++)
        g_string_append_printf (body, "\n%s", (const char *) g_ptr_array_index (problems, i));
      _bf_window_show_error_dialog (self, _("Game Files Imported"), body->str);
    }
  else
    _bf_window_show_toast (self, body->str);

  show_history (self, "games");
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
    _bf_window_import_folder (self, folder);
}

void
_bf_window_history_import_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (_bf_window_ensure_history (self) == NULL || self->history_chooser != NULL)
    return;

  self->history_chooser = gtk_file_chooser_native_new (_("Import a Folder of Game Files"), GTK_WINDOW (self),
                                                       GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                                       _("_Import"), _("_Cancel"));
  g_signal_connect_object (self->history_chooser, "response", G_CALLBACK (import_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->history_chooser));
}
