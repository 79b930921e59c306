/* bf-history-actions.c
 *
 * The history's actions in the window (bf-history-actions.h): showing
 * its pages, Keep in History (the game being entered, once the table
 * agrees on the final scores, leaves the games in progress for the
 * history) and its Undo, Correct This Game (back among the games in
 * progress) and the Undo of a deletion.
 *
 * A group of actions inserted on the window, not actions installed on a
 * page's class: they are activated from outside the history's pages
 * (the start page, the games' pages, the header bars' menus, the
 * toasts, Ctrl+Z), and GTK looks for an action from the widget up to
 * the window, never into a sibling page. GTK 4.8 looks for a class
 * action by its full name before the groups (gtkactionmuxer.c): the
 * History page's own history.export and history.import and these share
 * the prefix without hiding each other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bf-document.h"
#include "bf-history-actions.h"
#include "bf-shelf.h"
#include "bf-widgets.h"

struct _BfHistoryActions
{
  GSimpleActionGroup  parent_instance;

  /* borrowed */
  GtkWindow          *window;   /* weak */

  /* owned */
  BfHistoryRunner    *runner;
  BfSession          *session;
  GFile              *shelf;    /* the games in progress, or NULL */
};

G_DEFINE_FINAL_TYPE (BfHistoryActions, bf_history_actions, G_TYPE_SIMPLE_ACTION_GROUP)

enum {
  SHOW_HISTORY,
  SHOW_GAME,
  SHOW_PLAYER,
  CLOSE_HISTORY,
  SHELF_CHANGED,
  ENTER_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The history, opened the first time it is needed (see
 * bf_history_runner_open()); while it is busy, @action_name ("history.…")
 * is activated on the window again once it opens. */
static BfHistory *
open_history (BfHistoryActions *self,
              const char       *action_name,
              GVariant         *parameter)
{
  return bf_history_runner_open (self->runner, GTK_WIDGET (self->window), action_name, parameter);
}

/* Whether a page of the history can be shown: the history is open, or
 * cannot be at all (the page then shows it empty). FALSE while another
 * program holds it: the action comes again once it opens. */
static gboolean
history_ready (BfHistoryActions *self,
               const char       *action_name,
               GVariant         *parameter)
{
  return open_history (self, action_name, parameter) != NULL ||
         bf_history_runner_get_failed (self->runner);
}

/* ------------------------------------------------------------------ */
/* The pages                                                          */

static void
show_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BfHistoryActions *self = user_data;

  if (history_ready (self, "history.show", NULL))
    g_signal_emit (self, signals[SHOW_HISTORY], 0, "games");
}

static void
show_players_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BfHistoryActions *self = user_data;

  if (history_ready (self, "history.show-players", NULL))
    g_signal_emit (self, signals[SHOW_HISTORY], 0, "players");
}

static void
show_game_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BfHistoryActions *self = user_data;

  if (history_ready (self, "history.show-game", parameter))
    g_signal_emit (self, signals[SHOW_GAME], 0, g_variant_get_string (parameter, NULL));
}

static void
show_player_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BfHistoryActions *self = user_data;

  if (history_ready (self, "history.show-player", parameter))
    g_signal_emit (self, signals[SHOW_PLAYER], 0, g_variant_get_int64 (parameter));
}

static void
close_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  g_signal_emit (user_data, signals[CLOSE_HISTORY], 0);
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
show_unkeep_toast (BfHistoryActions *self,
                   const char       *id,
                   GFile            *slot)
{
  g_autofree char *path = slot != NULL ? g_file_get_path (slot) : NULL;

  /* Translators: a toast after Keep in History */
  bf_history_runner_toast_ctrl_z (self->runner, _("Kept in the history"),
                                  path != NULL ? "history.unkeep" : NULL,
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
  BfHistoryActions *self = owner;
  BfHistory *history = bf_history_runner_get_history (self->runner);
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
  if (slot != NULL && !bf_shelf_delete (slot, &local_error))
    {
      bf_history_runner_toast (self->runner, local_error->message, NULL, NULL);
      g_clear_object (&slot);
    }

  g_signal_emit (self, signals[SHELF_CHANGED], 0);
  g_signal_emit (self, signals[SHOW_GAME], 0, id);
  if (keep->correction)
    /* Translators: a toast after a game reopened from the history was kept again */
    bf_history_runner_toast (self->runner, _("The game kept in the history was updated"), NULL, NULL);
  else
    show_unkeep_toast (self, id, slot);

  return TRUE;
}

static void
keep_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  BfHistoryActions *self)
{
  BfHistoryRecord *record = g_object_get_data (G_OBJECT (dialog), "bf-record");
  KeepData *keep;

  if (g_strcmp0 (response, "keep") != 0 || record == NULL)
    return;

  keep = g_new0 (KeepData, 1);
  keep->record = bf_history_record_ref (record);
  keep->document = g_object_get_data (G_OBJECT (dialog), "bf-document");
  keep->correction = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "bf-correction"));
  bf_history_runner_run (self->runner, self, _("Could Not Keep the Game"),
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
static void
keep_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BfHistoryActions *self = user_data;
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

  if (document == NULL || self->window == NULL)
    return;

  bf_widgets_commit_focus_spin (GTK_WIDGET (self->window));
  history = open_history (self, "history.keep", NULL);
  if (history == NULL)
    return;

  id = id_for_slot (bf_session_get_autosave (self->session));
  earlier = bf_history_lookup (history, id);
  played_at = earlier != NULL ? bf_history_record_get_played_at (earlier)
                              : g_get_real_time () / G_USEC_PER_SEC;
  record = bf_history_record_new_from_document (document, id, played_at, &error);
  if (record == NULL)
    {
      bf_history_runner_error (self->runner, _("Not Ready for the History"), error->message);
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
  dialog = adw_message_dialog_new (self->window, _("Keep This Game in the History?"), body);
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
  BfHistoryActions *self = owner;
  BfHistory *history = bf_history_runner_get_history (self->runner);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) slot = NULL;
  const char *id, *path;

  g_variant_get (data, "(&s&s)", &id, &path);
  slot = g_file_new_for_path (path);

  if (history != NULL && !bf_history_remove (history, id, error))
    return FALSE;
  if (!bf_shelf_undelete (slot, &local_error))
    {
      bf_history_runner_toast (self->runner, local_error->message, NULL, NULL);
      return TRUE;
    }

  if (self->window == NULL)
    return TRUE;
  gtk_widget_activate_action (GTK_WIDGET (self->window), "win.continue-game", "s", path);
  /* Translators: said by the screen reader after Keep in History is undone */
  bf_widgets_announce (GTK_WIDGET (self->window), _("Not kept: the game is in progress again"));
  return TRUE;
}

static void
unkeep_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  BfHistoryActions *self = user_data;

  if (history_ready (self, "history.unkeep", parameter))
    bf_history_runner_run (self->runner, self, NULL, unkeep_work,
                           g_variant_ref (parameter), (GDestroyNotify) g_variant_unref);
}

/* ------------------------------------------------------------------ */
/* Correct, and the Undo of a deletion                                */

/* Correct This Game: the game kept goes back among the games in
 * progress (an autosave named after its id), to be changed and kept
 * again, which updates its record. */
static void
correct_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BfHistoryActions *self = user_data;
  const char *id = g_variant_get_string (parameter, NULL);
  BfHistory *history = open_history (self, "history.correct", parameter);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) slot = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (history == NULL || self->shelf == NULL || self->window == NULL)
    return;

  name = g_strconcat (id, ".json", NULL);
  slot = g_file_get_child (self->shelf, name);
  path = g_file_get_path (slot);
  if (g_file_query_exists (slot, NULL))
    {
      /* Already being corrected: go on with it. */
      gtk_widget_activate_action (GTK_WIDGET (self->window), "win.continue-game", "s", path);
      return;
    }

  file = bf_history_get_game_file (history, id);
  document = bf_document_load_file (file, TRUE, NULL, &error);
  if (document == NULL)
    {
      bf_history_runner_error (self->runner, _("Cannot Correct This Game"), error->message);
      return;
    }

  bf_session_set_document (self->session, NULL);
  bf_session_set_autosave (self->session, slot);
  g_signal_emit (self, signals[ENTER_GAME], 0, document);
  /* Translators: a toast when a game kept in the history is opened to be corrected */
  bf_history_runner_toast (self->runner, _("Correct the entries, then keep the game again: its record is updated"),
                           NULL, NULL);
}

static gboolean
undelete_work (gpointer   owner,
               gpointer   data,
               GError   **error)
{
  BfHistoryActions *self = owner;
  BfHistory *history = bf_history_runner_get_history (self->runner);

  return history == NULL || bf_history_restore (history, data, error);
}

/* The Undo of history-game.delete's toast. */
static void
undelete_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BfHistoryActions *self = user_data;

  if (open_history (self, "history.undelete", parameter) != NULL)
    bf_history_runner_run (self->runner, self, NULL, undelete_work,
                           g_variant_dup_string (parameter, NULL), g_free);
}

/* ------------------------------------------------------------------ */
/* The object                                                         */

static const GActionEntry action_entries[] = {
  { "show", show_action },
  { "show-players", show_players_action },
  { "show-game", show_game_action, "s" },
  { "show-player", show_player_action, "x" },
  { "close", close_action },
  { "keep", keep_action },
  { "unkeep", unkeep_action, "(ss)" },
  { "correct", correct_action, "s" },
  { "undelete", undelete_action, "s" },
};

void
bf_history_actions_set_can_keep (BfHistoryActions *self,
                                 gboolean          can_keep)
{
  GAction *keep;

  g_return_if_fail (BF_IS_HISTORY_ACTIONS (self));

  keep = g_action_map_lookup_action (G_ACTION_MAP (self), "keep");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (keep), can_keep);
}

/* The window goes: its session and its history go with it (the window
 * runs this in its dispose; the group may stay a little longer where it
 * was inserted). */
static void
bf_history_actions_dispose (GObject *object)
{
  BfHistoryActions *self = BF_HISTORY_ACTIONS (object);

  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->runner);
  g_clear_object (&self->session);
  g_clear_object (&self->shelf);

  G_OBJECT_CLASS (bf_history_actions_parent_class)->dispose (object);
}

static void
bf_history_actions_class_init (BfHistoryActionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_history_actions_dispose;

  /**
   * BfHistoryActions::show-history:
   * @view: "games" or "players"
   *
   * The window shows the History page, at @view.
   */
  signals[SHOW_HISTORY] =
    g_signal_new ("show-history",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * BfHistoryActions::show-game:
   * @id: the id of a game kept
   *
   * The window shows the game kept as @id.
   */
  signals[SHOW_GAME] =
    g_signal_new ("show-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * BfHistoryActions::show-player:
   * @id: the id of a player of the history
   *
   * The window shows the statistics of the player @id.
   */
  signals[SHOW_PLAYER] =
    g_signal_new ("show-player",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT64);

  /**
   * BfHistoryActions::close-history:
   *
   * Back from the history: the window shows the game being entered,
   * else the start page.
   */
  signals[CLOSE_HISTORY] =
    g_signal_new ("close-history",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * BfHistoryActions::shelf-changed:
   *
   * A game kept left the games in progress: the window's start page
   * lists them again.
   */
  signals[SHELF_CHANGED] =
    g_signal_new ("shelf-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * BfHistoryActions::enter-game:
   * @document: the game to correct
   *
   * The window enters @document for entries, the session's autosave
   * already set to its place among the games in progress.
   */
  signals[ENTER_GAME] =
    g_signal_new ("enter-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BF_TYPE_DOCUMENT);
}

static void
bf_history_actions_init (BfHistoryActions *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), action_entries,
                                   G_N_ELEMENTS (action_entries), self);
}

BfHistoryActions *
bf_history_actions_new (GtkWindow       *window,
                        BfHistoryRunner *runner,
                        BfSession       *session,
                        GFile           *shelf)
{
  BfHistoryActions *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (BF_IS_HISTORY_RUNNER (runner), NULL);
  g_return_val_if_fail (BF_IS_SESSION (session), NULL);
  g_return_val_if_fail (shelf == NULL || G_IS_FILE (shelf), NULL);

  self = g_object_new (BF_TYPE_HISTORY_ACTIONS, NULL);
  g_set_weak_pointer (&self->window, window);
  self->runner = g_object_ref (runner);
  self->session = g_object_ref (session);
  g_set_object (&self->shelf, shelf);

  return self;
}
