/* bf-window.c
 *
 * The main window: a start page, the "New Scoring" form, and the game
 * page where one player at a time enters their end-of-game table (map,
 * then the player editor) beside the live score sheet.
 *
 * The window owns a BfSession: every entry is an undo step and is
 * autosaved at once, and the next start offers to continue.
 *
 * This file holds the pages, the player switcher and what follows the
 * session; the games in progress and the setup's flow are in
 * bf-window-games.c, files in bf-window-files.c (bf-window-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-carnegie-page.h"
#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-livingstone.h"
#include "bf-livingstone-page.h"
#include "bf-map-view.h"
#include "bf-new-game-page.h"
#include "bf-player-editor.h"
#include "bf-rules-reference.h"
#include "bf-score-export.h"
#include "bf-score-sheet.h"
#include "bf-score-view.h"
#include "bf-secret-page.h"
#include "bf-setup-assistant.h"
#include "bf-solo.h"
#include "bf-solo-page.h"
#include "bf-start-page.h"
#include "bf-session.h"
#include "bf-shelf.h"
#include "bf-widgets.h"
#include "bf-window.h"
#include "bf-window-private.h"

G_DEFINE_FINAL_TYPE (BfWindow, bf_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* libadwaita 1.2's toast has a close button that GTK 4.8 names after
 * its image: it gets a name once the toast is shown. */
static void
name_close_buttons (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), "window-close-symbolic") == 0)
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        /* Translators: accessible name of a toast's close button */
                                        C_("toast", "Close"), -1);
      name_close_buttons (child);
    }
}

/* The toasts shown are the overlay's children beside its content (the
 * whole window): only they are walked. */
static void
name_toast_buttons (AdwToastOverlay *overlay)
{
  GtkWidget *content = adw_toast_overlay_get_child (overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content)
      name_close_buttons (child);
}

static gboolean
name_toast_buttons_idle (gpointer data)
{
  name_toast_buttons (ADW_TOAST_OVERLAY (data));
  return G_SOURCE_REMOVE;
}

static void
toast_shown_later_cb (AdwToast *toast,
                      BfWindow *self)
{
  /* A toast queued behind this one is shown now (not when the window
   * goes, which dismisses them). */
  if (self->toast_overlay == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  g_idle_add_full (G_PRIORITY_DEFAULT, name_toast_buttons_idle,
                   g_object_ref (self->toast_overlay), g_object_unref);
}

void
_bf_window_add_toast (BfWindow *self,
                      AdwToast *toast)
{
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_shown_later_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  name_toast_buttons (self->toast_overlay);
}

void
_bf_window_show_toast (BfWindow   *self,
                       const char *message)
{
  /* Toast titles are markup; messages may quote anything. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 6);
  _bf_window_add_toast (self, toast);
}

static void
entry_error_cb (BfWindow   *self,
                const char *message)
{
  _bf_window_show_toast (self, message);
}

void
_bf_window_show_error_dialog (BfWindow   *self,
                              const char *heading,
                              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_toast_dismissed_cb (AdwToast *toast,
                         BfWindow *self)
{
  if (self->undo_toast == toast)
    {
      self->undo_toast = NULL;
      /* Toasts are dismissed as the window goes too. */
      if (self->session != NULL && !gtk_widget_in_destruction (GTK_WIDGET (self)))
        _bf_window_update_actions (self);
    }
}

static AdwToast *
show_undo_toast (BfWindow   *self,
                 const char *message,
                 const char *action,
                 GVariant   *target)
{
  /* The title is markup in libadwaita 1.2. */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  if (action != NULL)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, action);
      adw_toast_set_action_target_value (toast, target);
    }
  else if (target != NULL)
    g_variant_unref (g_variant_ref_sink (target));
  adw_toast_set_timeout (toast, 10);
  _bf_window_add_toast (self, toast);

  return toast;
}

void
_bf_window_show_undo_toast (BfWindow   *self,
                            const char *message,
                            const char *action,
                            GVariant   *target)
{
  show_undo_toast (self, message, action, target);
  /* Issue 28: said (Orca reads no toast of libadwaita 1.2). */
  bf_widgets_announce (GTK_WIDGET (self), message);
}

void
_bf_window_show_ctrl_z_toast (BfWindow   *self,
                              const char *message,
                              const char *action,
                              GVariant   *target)
{
  AdwToast *toast = show_undo_toast (self, message, action, target);

  if (action == NULL)
    {
      bf_widgets_announce (GTK_WIDGET (self), message);
      return;
    }

  {
    /* Translators: said by the screen reader after a toast with an Undo
     * button, %s is the toast's message, "Kept in the history" */
    g_autofree char *said = g_strdup_printf (_("%s. Ctrl+Z undoes it."), message);

    self->undo_toast = toast;
    g_signal_connect_object (toast, "dismissed", G_CALLBACK (undo_toast_dismissed_cb), self, 0);
    _bf_window_update_actions (self);
    bf_widgets_announce (GTK_WIDGET (self), said);
  }
}

void
_bf_window_ask_delete (BfWindow   *self,
                       const char *heading,
                       const char *body,
                       const char *target,
                       GCallback   response_cb)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bf-target", g_strdup (target), g_free);
  g_signal_connect_object (dialog, "response", response_cb, self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The pages a game opened from the command line never shows are made
 * the first time they are needed. */
BfNewGamePage *
_bf_window_ensure_new_game_page (BfWindow *self)
{
  if (self->new_game_page == NULL)
    {
      GtkWidget *page = bf_new_game_page_new ();

      bf_widgets_wrap_pill_labels (page);
      adw_bin_set_child (self->new_game_bin, page);
      self->new_game_page = BF_NEW_GAME_PAGE (page);
    }

  return self->new_game_page;
}

static BfLivingstonePage *
get_livingstone_page (BfWindow *self)
{
  if (self->livingstone_page == NULL)
    {
      GtkWidget *page = bf_livingstone_page_new ();

      g_signal_connect_object (page, "error", G_CALLBACK (entry_error_cb), self,
                               G_CONNECT_SWAPPED);
      bf_widgets_wrap_pill_labels (page);
      /* The page holds actions: GTK 4.8 would name it after its type. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Livingstone Score Pad"), -1);
      adw_bin_set_child (self->livingstone_bin, page);
      self->livingstone_page = BF_LIVINGSTONE_PAGE (page);
    }

  return self->livingstone_page;
}

/* The solo header: the full title and the seed, or on a phone a short
 * title alone (the seed stays in the page's Game Details). */
static void
update_solo_title (BfWindow *self)
{
  BfDocument *document = bf_session_get_document (self->session);
  g_autofree char *seed = NULL;

  if (self->solo_page == NULL || !BF_IS_SOLO_GAME (document))
    return;

  if (bf_solo_page_get_narrow (self->solo_page))
    {
      /* Translators: the solo game's title on a phone-sized window */
      adw_window_title_set_title (self->solo_title, C_("short title", "Solo"));
      adw_window_title_set_subtitle (self->solo_title, NULL);
      return;
    }

  /* Translators: the solo game's details: its seed replays it */
  seed = g_strdup_printf (_("Seed %u"), bf_solo_game_get_seed (BF_SOLO_GAME (document)));
  adw_window_title_set_title (self->solo_title, _("Solo Against Andrew"));
  adw_window_title_set_subtitle (self->solo_title, seed);
}

static gboolean
titles_idle_cb (gpointer data)
{
  BfWindow *self = data;

  self->titles_idle = 0;
  update_solo_title (self);
  return G_SOURCE_REMOVE;
}

/* The page folds (phone width) while it is being allocated: the
 * header's title changes after that. */
static void
queue_update_titles (BfWindow *self)
{
  if (self->titles_idle == 0)
    self->titles_idle = g_idle_add (titles_idle_cb, self);
}

static BfSoloPage *
get_solo_page (BfWindow *self)
{
  if (self->solo_page == NULL)
    {
      GtkWidget *page = bf_solo_page_new ();

      g_signal_connect_object (page, "error", G_CALLBACK (entry_error_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (page, "notify::narrow", G_CALLBACK (queue_update_titles), self,
                               G_CONNECT_SWAPPED);
      bf_widgets_wrap_pill_labels (page);
      adw_bin_set_child (self->solo_bin, page);
      self->solo_page = BF_SOLO_PAGE (page);
    }

  return self->solo_page;
}

static gboolean
name_lists_idle (gpointer data)
{
  bf_widgets_name_lists (GTK_WIDGET (data));
  return G_SOURCE_REMOVE;
}

static gboolean keep_focus_idle (gpointer data);

static void
menu_closed_cb (GtkPopover *popover,
                GtkWidget  *shown)
{
  g_signal_handlers_disconnect_by_func (popover, menu_closed_cb, shown);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_focus_idle, g_object_ref (shown), g_object_unref);
}

/* A page shown after the widget holding the keyboard focus went (the
 * setup assistant's Done, a page left by its own button): the focus goes
 * to the new page's first focusable widget (its header bar's first
 * button), never nowhere, where GTK 4.8 leaves it.
 *
 * Issue 28: a page changed by a menu item (F10, New Scoring) is left
 * with the focus on that item, and GtkStack gives a page shown again the
 * focus it had when it was left: Cancel (back to the game) put it on the
 * item of the closed menu, where no key goes anywhere (Tab, F10, Ctrl+Z
 * dead until a click). A focus inside a menu still open is checked again
 * once the menu has closed; one inside a closed menu is lost, as is one
 * on a widget not shown (focus_in_closed_menu_cb() catches GtkStack's
 * late restoring, at the end of its transition). */
static gboolean
keep_focus_idle (gpointer data)
{
  GtkWidget *shown = data;
  GtkRoot *root = gtk_widget_get_root (shown);
  GtkWidget *focus, *popover;

  if (root == NULL || !gtk_widget_get_mapped (shown))
    return G_SOURCE_REMOVE;

  focus = gtk_root_get_focus (root);
  popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;
  if (popover != NULL && gtk_widget_get_visible (popover) &&
      !gtk_widget_is_ancestor (popover, shown))
    {
      g_signal_connect_object (popover, "closed", G_CALLBACK (menu_closed_cb), shown, G_CONNECT_AFTER);
      return G_SOURCE_REMOVE;
    }

  if (focus == NULL || !gtk_widget_get_mapped (focus) ||
      (popover != NULL && !gtk_widget_get_visible (popover)))
    gtk_widget_child_focus (shown, GTK_DIR_TAB_FORWARD);

  return G_SOURCE_REMOVE;
}

/* The lists the page shown has are named (GTK 4.8 gives them none), once
 * the page's content is made, after the change of page; the focus is kept
 * on the page. The pages not shown are out of the accessibility tree
 * (bf_widgets_hide_unshown_pages()). */
static void
focus_in_closed_menu_cb (GtkWindow  *window,
                         GParamSpec *pspec,
                         GtkStack   *stack)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  if (popover != NULL && !gtk_widget_get_visible (popover) && shown != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_focus_idle, g_object_ref (shown), g_object_unref);
}

static void
stack_visible_child_cb (GtkStack *stack)
{
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  if (shown == NULL)
    return;

  /* Before Orca reads the page: its icon buttons without "GtkImage". */
  bf_widgets_quiet_button_images (shown);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_focus_idle, g_object_ref (shown), g_object_unref);
  g_idle_add_full (G_PRIORITY_LOW, name_lists_idle, g_object_ref (shown), g_object_unref);
}


static void
session_file_cb (BfWindow *self)
{
  bf_carnegie_page_set_file (self->carnegie_page, bf_session_get_file (self->session));
}

/* The Carnegie table the session keeps when it is still being set up
 * with the setup assistant (bf_game_get_setup_progress()), else NULL. */
BfGame *
_bf_window_setting_up (BfWindow *self)
{
  BfGame *game = bf_session_get_game (self->session);

  return game != NULL && bf_game_get_setup_progress (game) != NULL ? game : NULL;
}

void
_bf_window_update_actions (BfWindow *self)
{
  /* While a table is set up, the assistant's steps are no undo steps
   * (the table cannot take back a shuffle), and there is nothing to
   * save or export yet: the autosave keeps every step. */
  gboolean has_document = bf_session_get_document (self->session) != NULL && _bf_window_setting_up (self) == NULL;
  gboolean has_game = bf_session_get_game (self->session) != NULL && _bf_window_setting_up (self) == NULL;
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
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.keep-game", editable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal-secrets",
                                 !bf_session_get_read_only (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue", self->autosaved != NULL);
}

/* The pages of the documents: one row per kind of game, the page that
 * shows it (a name in the stack) and how it is given its document. */

static void
show_carnegie (BfWindow   *self,
               BfDocument *document)
{
  bf_carnegie_page_set_game (self->carnegie_page, BF_GAME (document));
}

static void
show_livingstone (BfWindow   *self,
                  BfDocument *document)
{
  /* Made the first time it is needed. */
  if (document != NULL || self->livingstone_page != NULL)
    bf_livingstone_page_set_game (get_livingstone_page (self), BF_LIVINGSTONE_GAME (document));
}

static void
show_solo (BfWindow   *self,
           BfDocument *document)
{
  if (document != NULL || self->solo_page != NULL)
    bf_solo_page_set_game (get_solo_page (self), BF_SOLO_GAME (document));
  if (document != NULL)
    update_solo_title (self);
}

static const struct
{
  GType        (*document_type) (void);
  const char    *page;
  /* Shows @document (of the row's type) on the page; NULL: lets go of
   * the one it had. */
  void         (*show)          (BfWindow   *self,
                                 BfDocument *document);
} document_pages[] = {
  { bf_game_get_type, "game", show_carnegie },
  { bf_livingstone_game_get_type, "livingstone", show_livingstone },
  { bf_solo_game_get_type, "solo", show_solo },
};

/* The row of document_pages[] showing @document, or -1. */
static int
document_page_for (BfDocument *document)
{
  for (guint i = 0; document != NULL && i < G_N_ELEMENTS (document_pages); i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (document, document_pages[i].document_type ()))
      return (int) i;

  return -1;
}

/* The page of the document being entered; the start page without one. */
void
_bf_window_show_document_page (BfWindow *self)
{
  int row = document_page_for (bf_session_get_document (self->session));
  const char *page = "start";

  if (_bf_window_setting_up (self) != NULL)
    page = "setup";
  else if (row >= 0)
    page = document_pages[row].page;

  gtk_stack_set_visible_child_name (self->stack, page);
}

void
_bf_window_session_game_changed_cb (BfWindow *self)
{
  BfDocument *document = bf_session_get_document (self->session);
  int row;

  /* A table being set up shows the assistant, not the entries. */
  if (_bf_window_setting_up (self) != NULL)
    {
      _bf_window_show_setup (self, bf_session_get_game (self->session));
      row = -1;
    }
  else
    {
      adw_bin_set_child (self->setup_bin, NULL);
      row = document_page_for (document);
    }

  for (guint i = 0; i < G_N_ELEMENTS (document_pages); i++)
    document_pages[i].show (self, (int) i == row ? document : NULL);
  _bf_window_update_actions (self);

  if (document != NULL)
    _bf_window_show_document_page (self);
}

void
bf_window_set_game (BfWindow *self,
                    BfGame   *game)
{
  g_return_if_fail (BF_IS_WINDOW (self));
  g_return_if_fail (game == NULL || BF_IS_GAME (game));

  if (game != NULL && BF_DOCUMENT (game) != bf_session_get_document (self->session))
    _bf_window_use_new_slot (self);
  bf_carnegie_page_rewind (self->carnegie_page);
  bf_session_set_file (self->session, NULL);
  bf_session_set_game (self->session, game);

  if (game == NULL)
    {
      _bf_window_update_start_page (self);
      gtk_stack_set_visible_child_name (self->stack, "start");
    }
}

BfGame *
bf_window_get_game (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return bf_session_get_game (self->session);
}

BfSession *
bf_window_get_session (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return self->session;
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  bf_new_game_page_reset (_bf_window_ensure_new_game_page (self));
  gtk_stack_set_visible_child_name (self->stack, "new");
}

static void
new_livingstone_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(BfLivingstoneGame) game = bf_livingstone_game_new ();

  bf_carnegie_page_rewind (self->carnegie_page);
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

  bf_carnegie_page_rewind (self->carnegie_page);
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
                  GtkWidget *(*new_page) (BfGame *game))
{
  BfGame *game = bf_session_get_game (self->session);
  GtkWidget *page;

  if (game == NULL || !bf_game_get_secrets_sealed (game))
    return;

  page = new_page (game);
  g_signal_connect_object (page, "done", G_CALLBACK (reveal_done_cb), self, G_CONNECT_SWAPPED);
  bf_widgets_wrap_pill_labels (page);
  adw_bin_set_child (self->reveal_bin, page);
  gtk_stack_set_visible_child_name (self->stack, "reveal");
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
  g_autoptr(BfGame) game = bf_new_game_page_build_game (_bf_window_ensure_new_game_page (self), &error);

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

/* F1: the departments and donation spaces, searchable, in a window of
 * their own so they can stay open beside the entries. */
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
  name_close_buttons (widget);

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

  bf_session_undo (self->session);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bf_session_redo (BF_WINDOW (widget)->session);
}

/* A game continued whose undo journal was damaged: it goes on from its
 * autosave, and the players are told why Undo starts afresh, in a dialog
 * (the sentence names the file kept: a toast would cut it short). */
static void
journal_notice_cb (BfWindow *self)
{
  const char *notice = bf_session_get_journal_notice (self->session);

  if (notice == NULL)
    return;

  _bf_window_show_error_dialog (self, _("The Undo History Was Damaged"), notice);
}

static void
bf_window_constructed (GObject *object)
{
  BfWindow *self = (BfWindow *)object;

  G_OBJECT_CLASS (bf_window_parent_class)->constructed (object);

  bf_widgets_name_dialog_buttons ();

  if (self->session == NULL)
    {
      g_autoptr(GFile) old = bf_session_get_default_autosave ();
      g_autoptr(GFile) moved = NULL;
      g_autoptr(GPtrArray) slots = NULL;

      /* The games in progress, each with its autosave; the single
       * autosave of earlier versions joins them, nothing dropped. */
      self->shelf = bf_shelf_get_default_folder ();
      /* Nobody else on the machine reads the games (secret donations,
       * bidding sheets): also what earlier versions left readable. */
      bf_shelf_make_private (self->shelf);
      moved = bf_shelf_migrate (old, self->shelf);
      bf_shelf_purge (self->shelf, BF_WINDOW_DELETED_DAYS);
      bf_shelf_remove_litter (self->shelf);
      slots = bf_shelf_list (self->shelf);
      self->session = bf_session_new (slots->len > 0 ? g_ptr_array_index (slots, 0) : NULL);
    }

  g_signal_connect_object (self->session, "notify::game",
                           G_CALLBACK (_bf_window_session_game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-undo",
                           G_CALLBACK (_bf_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-redo",
                           G_CALLBACK (_bf_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::file",
                           G_CALLBACK (session_file_cb), self, G_CONNECT_SWAPPED);
  /* A save that fails, a game open read-only: bf-window-storage.c. */
  _bf_window_storage_init (self);
  g_signal_connect_object (self->session, "notify::journal-notice",
                           G_CALLBACK (journal_notice_cb), self, G_CONNECT_SWAPPED);

  _bf_window_update_start_page (self);
}

/* Closing loses nothing, unless saves fail: then it asks first
 * (bf-window-storage.c). */
static gboolean
bf_window_close_request (GtkWindow *window)
{
  if (_bf_window_confirm_close (BF_WINDOW (window)))
    return TRUE;

  return GTK_WINDOW_CLASS (bf_window_parent_class)->close_request (window);
}

static void
bf_window_dispose (GObject *object)
{
  BfWindow *self = (BfWindow *)object;

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->history_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->history_chooser));
  g_clear_object (&self->history_chooser);

  g_clear_handle_id (&self->titles_idle, g_source_remove);
  /* An import or export running stops, and does not come back here. */
  if (self->history_work != NULL)
    g_cancellable_cancel (self->history_work);
  g_clear_object (&self->history_work);

  /* The session records the last entries on its way out. */
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->autosaved);
  g_clear_object (&self->shelf);
  g_clear_object (&self->history);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->export_format, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_WINDOW);
  self->new_game_page = NULL;
  self->livingstone_page = NULL;
  self->solo_page = NULL;

  G_OBJECT_CLASS (bf_window_parent_class)->dispose (object);
}

static void
bf_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BfWindow *self = BF_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  BfWindow *self = BF_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_set_object (&self->session, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_window_class_init (BfWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = bf_window_constructed;
  object_class->dispose = bf_window_dispose;
  window_class->close_request = bf_window_close_request;
  object_class->get_property = bf_window_get_property;
  object_class->set_property = bf_window_set_property;

  /**
   * BfWindow:session:
   *
   * The session (game, undo history, autosave) the window shows. Made
   * with the default autosave file when not given.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, BF_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (BF_TYPE_START_PAGE);
  g_type_ensure (BF_TYPE_CARNEGIE_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BfWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, carnegie_page);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, storage_revealer);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, storage_title);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, storage_label);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, new_game_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, livingstone_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, solo_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, solo_title);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, solo_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, livingstone_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, pad_menu);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, setup_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, reveal_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, history_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, history_game_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, history_player_bin);
  gtk_widget_class_bind_template_callback (widget_class, entry_error_cb);

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
  gtk_widget_class_install_action (widget_class, "win.rules-reference", NULL, rules_reference_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   show_help_overlay_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.keep-game", NULL, _bf_window_keep_game_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, _bf_window_history_action);
  gtk_widget_class_install_action (widget_class, "win.history-players", NULL, _bf_window_history_players_action);
  gtk_widget_class_install_action (widget_class, "win.history-close", NULL, _bf_window_history_close_action);
  gtk_widget_class_install_action (widget_class, "win.history-game", "s", _bf_window_history_game_action);
  gtk_widget_class_install_action (widget_class, "win.history-player", "x", _bf_window_history_player_action);
  gtk_widget_class_install_action (widget_class, "win.history-unkeep", "(ss)", _bf_window_history_unkeep_action);
  gtk_widget_class_install_action (widget_class, "win.history-correct", "s", _bf_window_history_correct_action);
  gtk_widget_class_install_action (widget_class, "win.history-delete", "s", _bf_window_history_delete_action);
  gtk_widget_class_install_action (widget_class, "win.history-undelete", "s", _bf_window_history_undelete_action);
  gtk_widget_class_install_action (widget_class, "win.history-rename", NULL, _bf_window_history_rename_action);
  gtk_widget_class_install_action (widget_class, "win.history-merge", NULL, _bf_window_history_merge_action);
  gtk_widget_class_install_action (widget_class, "win.history-export", NULL, _bf_window_history_export_action);
  gtk_widget_class_install_action (widget_class, "win.history-import", NULL, _bf_window_history_import_action);
}

static void
bf_window_init (BfWindow *self)
{
  GSettingsSchema *schema;

  /* The app icon from the resources, also when Benefactor runs from the
   * build tree or in the tests (nothing installed). */
  {
    GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
    g_auto(GStrv) paths = gtk_icon_theme_get_resource_path (theme);

    if (paths == NULL || !g_strv_contains ((const char * const *) paths, RESOURCE_PREFIX "/icons"))
      gtk_icon_theme_add_resource_path (theme, RESOURCE_PREFIX "/icons");
  }

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  bf_widgets_wrap_pill_labels (GTK_WIDGET (self));
  bf_appearance_scale_clamps (GTK_WIDGET (self));
  /* GTK 4.8 keeps the pages not shown in the accessibility tree and sets
   * "showing" on no node below the window: a screen reader would walk
   * hidden pages (the start page's list, a game's 68 map spaces). */
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  bf_widgets_voice_entry_rows (GTK_WINDOW (self));
  bf_widgets_refocus_after_menus (GTK_WINDOW (self));
  bf_widgets_realize_described_accessibles ();
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_in_closed_menu_cb), self->stack);
  g_signal_connect (self->stack, "notify::visible-child", G_CALLBACK (stack_visible_child_cb), NULL);
  stack_visible_child_cb (self->stack);
  bf_widgets_set_lazy_menu (self->solo_menu_button, self->pad_menu);
  bf_widgets_set_lazy_menu (self->livingstone_menu_button, self->pad_menu);

  /* Window size and state, when the schema is installed (it is not in
   * some test set-ups). */
  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
      g_settings_schema_unref (schema);
    }
}

BfWindow *
bf_window_new (BfApplication *application)
{
  return g_object_new (BF_TYPE_WINDOW, "application", application, NULL);
}

/* For the GUI tests: bf-window-private.h */

BfNewGamePage *
_bf_window_get_new_game_page (BfWindow *self)
{
  return _bf_window_ensure_new_game_page (self);
}

BfScoreView *
_bf_window_get_score_view (BfWindow *self)
{
  return bf_carnegie_page_get_score_view (self->carnegie_page);
}

gboolean
_bf_window_get_game_page_pending (BfWindow *self)
{
  return bf_carnegie_page_get_pending (self->carnegie_page);
}

BfPlayerEditor *
_bf_window_get_editor (BfWindow *self)
{
  return bf_carnegie_page_get_editor (self->carnegie_page);
}
