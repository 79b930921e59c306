/* bf-window-actions.c
 *
 * The window's own actions (bf-window-private.h): starting a game (New
 * Scoring, the score pad, a solo game), leaving a page (Home, Cancel),
 * the sealed secret donations, undo and redo, the help, the rules
 * reference and the keyboard shortcuts; and which of them are enabled.
 * The actions of the files and the games in progress are in
 * bf-window-files.c and bf-window-games.c; the history's are a group of
 * their own inserted on the window (bf-history-actions.h: history.show,
 * history.keep…); a page's own actions are installed by its class
 * (carnegie.jump, secret.*, history.export, history-game.delete,
 * history-player.rename…).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone.h"
#include "bf-rules-reference.h"
#include "bf-secret-page.h"
#include "bf-solo.h"
#include "bf-widgets.h"
#include "bf-window-private.h"

void
_bf_window_update_actions (BfWindow *self)
{
  /* While a table is set up, the assistant's steps are no undo steps
   * (the table cannot take back a shuffle), and there is nothing to
   * save or export yet: the autosave keeps every step. */
  gboolean has_document = bf_session_get_document (self->session) != NULL && _bf_window_setting_up (self) == NULL;
  gboolean has_game = bf_carnegie_game_from_session (self->session) != NULL && _bf_window_setting_up (self) == NULL;
  /* A game open read-only (another window has it) is only looked at; a
   * copy can be saved elsewhere. */
  gboolean editable = has_document && !bf_session_get_read_only (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 (editable && bf_session_get_can_undo (self->session)) ||
                                 self->undo_toast != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 editable && bf_session_get_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", editable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_document);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", has_game);
  if (self->history_actions != NULL)
    bf_history_actions_set_can_keep (self->history_actions, editable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal-secrets",
                                 !bf_session_get_read_only (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue",
                                 self->autosaved != NULL || self->continue_unread);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.share-table", _bf_window_can_share (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop-sharing", _bf_window_get_sharing (self));
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  bf_new_game_page_reset (_bf_window_ensure_new_game_page (self));
  _bf_window_show_page (self, "new");
}

static void
new_livingstone_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();

  _bf_window_rewind_carnegie_page (self);
  _bf_window_use_new_slot (self);
  bf_session_set_file (self->session, NULL);
  bf_session_set_document (self->session, BF_DOCUMENT (game));
}

static void
new_solo_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(BfSoloGame) game = bf_solo_game_new (g_random_int ());

  _bf_window_rewind_carnegie_page (self);
  _bf_window_use_new_slot (self);
  bf_session_set_file (self->session, NULL);
  bf_session_set_document (self->session, BF_DOCUMENT (game));
}

static void
reveal_done_cb (BfWindow *self)
{
  adw_bin_set_child (self->reveal_bin, NULL);
  _bf_window_show_document_page (self);
}

/* Shows @new_page (a BfSecretPage for the sealed secret donations of the
 * game) instead of the game until it is done. */
static void
show_secret_page (BfWindow  *self,
                  GtkWidget *(*new_page) (BfCarnegieGame *game))
{
  BfCarnegieGame *game = bf_carnegie_game_from_session (self->session);
  GtkWidget *page;

  if (game == NULL || !bf_carnegie_game_get_secrets_sealed (game))
    return;

  page = new_page (game);
  g_signal_connect_object (page, "done", G_CALLBACK (reveal_done_cb), self, G_CONNECT_SWAPPED);
  bf_widgets_wrap_pill_labels (page);
  _bf_window_ensure_page (self, "reveal");
  adw_bin_set_child (self->reveal_bin, page);
  _bf_window_show_page (self, "reveal");
}

/* Final scoring of a game whose secret donations were sealed at setup. */
static void
reveal_secrets_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  show_secret_page (BF_WINDOW (widget), bf_secret_page_new_reveal);
}

/* "A player may look at their own paper at any time" (Expansion 1):
 * one player looks at their own sealed secret donation, in private; the
 * game stays sealed. */
static void
look_secret_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  show_secret_page (BF_WINDOW (widget), bf_secret_page_new_look);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_new_game_page_build_game (_bf_window_ensure_new_game_page (self), &error);

  if (game == NULL)
    {
      _bf_window_show_toast (self, error->message);
      return;
    }

  bf_window_set_game (self, game);
}

/* Alt+1…6 (the application's accelerators are the window's): the
 * Carnegie page's jump to a section of the entries. */
static void
jump_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (self->carnegie_page != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (self->carnegie_page), "carnegie.jump", parameter);
}

static void
home_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "setup") == 0)
    {
      /* Cancel the setup: back to the players and modules, asking first
       * when sealed sheets or choices would be thrown away. */
      _bf_window_confirm_setup_cancel (self);
      return;
    }

  if (g_strcmp0 (page, "reveal") == 0)
    {
      adw_bin_set_child (self->reveal_bin, NULL);
      _bf_window_show_document_page (self);
      return;
    }

  if (g_strcmp0 (page, "new") == 0 && bf_session_get_document (self->session) != NULL)
    {
      /* Cancel a new scoring: back to the game being entered. */
      _bf_window_show_document_page (self);
      return;
    }

  bf_window_set_game (self, NULL);
}

/* Continue Later, in the setup's header: back to the start page, the
 * setup kept. It is a game in progress of its own, autosaved at every
 * step (bf-window-games.c), which the start page continues where it was;
 * Cancel, beside it, throws it away. */
static void
continue_later_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  bf_window_set_game (BF_WINDOW (widget), NULL);
}

/* Shift+F1: the departments and donation spaces, searchable, in a window
 * of their own so they can stay open beside the entries. */
static void
rules_reference_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GtkWidget *window, *box, *header;
  GtkEventController *controller;

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Rules Reference"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_default_size (GTK_WINDOW (window), 520, 720);
  gtk_widget_set_size_request (window, 360, 294);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), bf_rules_reference_new (NULL));
  gtk_widget_set_vexpand (gtk_widget_get_last_child (box), TRUE);
  adw_window_set_content (ADW_WINDOW (window), box);

  /* Escape and Ctrl+W close it, as a dialog, even from its search field
   * (caught before the field, which would take Escape for itself). */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Escape|<Control>w"),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, controller);

  gtk_window_present (GTK_WINDOW (window));
}

/* The help page (help/C/<page>.page) for each page of the window's
 * stack; a page not listed opens the help's index. */
static const struct
{
  const char *view;
  const char *help;
} help_pages[] = {
  { "new", "score" },
  { "game", "score" },
  { "setup", "expansion" },
  { "reveal", "expansion" },
  { "solo", "solo" },
  { "livingstone", "livingstone" },
  { "history", "history" },
  { "history-game", "history" },
  { "history-player", "history" },
};

char *
bf_window_get_help_uri (BfWindow *self)
{
  const char *view;

  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  view = gtk_stack_get_visible_child_name (self->stack);
  for (guint i = 0; view != NULL && i < G_N_ELEMENTS (help_pages); i++)
    if (g_str_equal (view, help_pages[i].view))
      return g_strconcat ("help:benefactor/", help_pages[i].help, NULL);

  return g_strdup ("help:benefactor");
}

static void
show_help_unavailable (BfWindow   *self,
                       const char *reason)
{
  g_autofree char *body = NULL;

  /* Translators: the message when F1 or Help finds no help viewer; %s is
   * the system's reason, or the reason given below */
  body = g_strdup_printf (_("%s\n\nInstall the help viewer Yelp (the “yelp” package) to read "
                            "Benefactor’s help. The rules reference (Shift+F1) works without it; "
                            "nothing of the game was changed."),
                          reason);
  _bf_window_show_error_dialog (self, _("Help Cannot Be Shown"), body);
}

static void
show_help_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(BfWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) &&
      !gtk_widget_in_destruction (GTK_WIDGET (self)))
    show_help_unavailable (self, error->message);
}

/* F1: the user help (help/, shown by Yelp) at the page for what the
 * window shows. Without a viewer for help: URIs (yelp not installed) the
 * user is told so in a dialog; outside a sandbox that is known before
 * launching anything (in one, the portal finds the viewer, and a failure
 * comes back to show_help_cb()). */
void
bf_window_show_help (BfWindow   *self,
                     const char *page)
{
  g_autofree char *uri = NULL;
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");

  g_return_if_fail (BF_IS_WINDOW (self));

  uri = page != NULL ? g_strconcat ("help:benefactor/", page, NULL) : bf_window_get_help_uri (self);

  if (viewer == NULL && !g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    {
      show_help_unavailable (self, _("No help viewer is installed."));
      return;
    }

  gtk_show_uri_full (GTK_WINDOW (self), uri, GDK_CURRENT_TIME, NULL, show_help_cb, g_object_ref (self));
}

static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bf_window_show_help (BF_WINDOW (widget), NULL);
}

/* A shortcut of the shortcuts window says its keys: GTK 4.8 draws them
 * but exports nothing of them ("New scoring: Ctrl+N"). */
static void
name_shortcut (GtkWidget *shortcut)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (gtk_widget_get_root (shortcut)));
  g_autofree char *title = NULL;
  g_autofree char *action = NULL;
  g_auto(GStrv) accels = NULL;
  g_autoptr(GString) keys = g_string_new (NULL);
  g_autofree char *name = NULL;

  g_object_get (shortcut, "title", &title, "action-name", &action, NULL);
  if (app == NULL || action == NULL || title == NULL)
    return;

  accels = gtk_application_get_accels_for_action (app, action);
  for (guint i = 0; accels[i] != NULL; i++)
    {
      guint key;
      GdkModifierType mods;
      g_autofree char *label = NULL;

      if (!gtk_accelerator_parse (accels[i], &key, &mods))
        continue;
      label = gtk_accelerator_get_label (key, mods);
      if (keys->len > 0)
        g_string_append (keys, ", ");
      g_string_append (keys, label);
    }
  if (keys->len == 0)
    return;

  /* Translators: accessible name of a line of the Keyboard Shortcuts
   * window: what it does, then its keys, "New scoring: Ctrl+N" */
  name = g_strdup_printf (_("%s: %s"), title, keys->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (shortcut), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Its pages and its close button, which GTK 4.8 names after their types
 * ("GtkStackPage", "GtkImage"), and its shortcuts' keys. */
static void
name_shortcuts_window (GtkWidget *widget)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    name_shortcut (widget);
  if (GTK_IS_STACK (widget))
    bf_widgets_hide_unshown_pages (widget);
  if (GTK_IS_TOGGLE_BUTTON (widget) &&
      g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "edit-find-symbolic") == 0)
    /* Translators: accessible name of the search button of the Keyboard Shortcuts window */
    bf_widgets_name_icon_button (widget, _("Search Shortcuts"));
  else if (GTK_IS_BUTTON (widget))
    bf_widgets_quiet_button_images (widget);
  _bf_window_name_close_buttons (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_shortcuts_window (child);
}

/* The shortcuts window is built when asked for, not with every window
 * (as GtkApplication would do with a gtk/help-overlay.ui resource). */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource (RESOURCE_PREFIX "/bf-shortcuts-window.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  gtk_window_set_transient_for (window, GTK_WINDOW (widget));
  /* The keys listed are the application's accelerators: without it the
   * window lists none. Named, or GTK 4.8 names it "GtkShortcutsWindow". */
  gtk_window_set_application (window, gtk_window_get_application (GTK_WINDOW (widget)));
  gtk_window_set_title (window, _("Keyboard Shortcuts"));
  name_shortcuts_window (GTK_WIDGET (window));
  gtk_window_present (window);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  AdwToast *toast = self->undo_toast;

  /* The Undo of the toast shown (a game kept in the history, deleted):
   * what the last step was, as the toast says. */
  if (toast != NULL && adw_toast_get_action_name (toast) != NULL)
    {
      g_autoptr(GVariant) target = adw_toast_get_action_target_value (toast);

      if (target != NULL)
        g_variant_ref (target);
      self->undo_toast = NULL;
      _bf_window_update_actions (self);
      gtk_widget_activate_action_variant (widget, adw_toast_get_action_name (toast), target);
      adw_toast_dismiss (toast);
      return;
    }

  _bf_window_undo_step (self, FALSE);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _bf_window_undo_step (BF_WINDOW (widget), TRUE);
}

void
_bf_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "win.new-livingstone", NULL, new_livingstone_action);
  gtk_widget_class_install_action (widget_class, "win.new-solo", NULL, new_solo_action);
  gtk_widget_class_install_action (widget_class, "win.setup", NULL, _bf_window_setup_action);
  gtk_widget_class_install_action (widget_class, "win.reveal-secrets", NULL, reveal_secrets_action);
  gtk_widget_class_install_action (widget_class, "win.look-secret", NULL, look_secret_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, _bf_window_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-last", NULL, _bf_window_open_last_action);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, _bf_window_continue_action);
  gtk_widget_class_install_action (widget_class, "win.continue-game", "s", _bf_window_continue_game_action);
  gtk_widget_class_install_action (widget_class, "win.jump", "s", jump_action);
  gtk_widget_class_install_action (widget_class, "win.delete-game", "s", _bf_window_delete_game_action);
  gtk_widget_class_install_action (widget_class, "win.undelete-game", "s", _bf_window_undelete_game_action);
  gtk_widget_class_install_action (widget_class, "win.retry-save", NULL, _bf_window_retry_save_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, _bf_window_save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, _bf_window_save_as_action);
  gtk_widget_class_install_action (widget_class, "win.export", "s", _bf_window_export_action);
  gtk_widget_class_install_action (widget_class, "win.home", NULL, home_action);
  gtk_widget_class_install_action (widget_class, "win.continue-later", NULL, continue_later_action);
  gtk_widget_class_install_action (widget_class, "win.rules-reference", NULL, rules_reference_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
}
