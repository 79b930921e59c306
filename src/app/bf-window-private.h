/* bf-window-private.h
 *
 * The window is written in several files, as GNOME Text Editor splits
 * its window: bf-window.c (the pages, the session), bf-window-actions.c
 * (its own actions), bf-window-toasts.c (toasts and questions),
 * bf-window-games.c (the games in progress on the start page, continuing
 * and deleting them, the setup assistant's flow), bf-window-files.c
 * (opening, saving and exporting files), bf-window-storage.c (saves that
 * fail, closing with entries not saved, a game open elsewhere) and
 * bf-window-history.c (the history's pages; the history's actions are
 * a BfHistoryActions group, and its pages' own) and bf-window-share.c
 * (Share This Table, the preferences). This header is
 * what they share. The pages are classes of their own (BfStartPage,
 * BfCarnegiePage…).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-page.h"
#include "bf-document.h"
#include "bf-history.h"
#include "bf-history-actions.h"
#include "bf-history-runner.h"
#include "bf-livingstone-page.h"
#include "bf-map-view.h"
#include "bf-new-game-page.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-session.h"
#include "bf-solo-page.h"
#include "bf-start-page.h"
#include "bf-table-link.h"
#include "bf-window.h"

G_BEGIN_DECLS

struct _BfWindow
{
  AdwApplicationWindow  parent_instance;

  /* template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwBin               *start_bin;
  BfStartPage          *start_page;     /* made when first shown */
  GtkRevealer          *storage_revealer; /* moved under the shown page's header bar */
  GtkLabel             *storage_title;
  GtkLabel             *storage_label;
  GFile                *shelf;          /* the games in progress */
  AdwBin               *history_bin;
  AdwBin               *history_game_bin;
  AdwBin               *history_player_bin;
  guint                 titles_idle;
  GMenuModel           *pad_menu;

  /* The pages of bf-window-pages.ui, NULL until the page is made
   * (_bf_window_ensure_page()). */
  AdwBin               *new_game_bin;
  AdwBin               *livingstone_bin;
  AdwBin               *solo_bin;
  AdwBin               *setup_bin;
  AdwBin               *reveal_bin;
  AdwWindowTitle       *solo_title;
  GtkMenuButton        *solo_menu_button;
  GtkMenuButton        *livingstone_menu_button;

  /* owned */
  BfSession            *session;
  BfDocument           *autosaved;     /* what "Continue" restores */
  /* "Continue" restores the session's autosave, not read yet: read
   * before and unchanged since, its summary (bf-shelf.h) is all the
   * start page shows of it until it is continued (bf-window-games.c). */
  gboolean              continue_unread;
  GtkFileChooserNative *chooser;
  BfHistoryRunner      *history_runner; /* the history, opened when first needed */
  BfHistoryActions     *history_actions; /* "history.", inserted on the window */
  GSettings            *settings;
  char                 *export_format; /* while the export chooser is open */
  /* A file opened whose game in progress is written after the window's
   * next frame (bf-window-files.c): the file, its slot. */
  GFile                *opened;
  GFile                *opened_slot;
  guint                 opened_tick;
  guint                 opened_frames;

  /* Made the first time they are needed: the stack's page "game", and
   * in the bins above. */
  BfCarnegiePage       *carnegie_page;
  BfNewGamePage        *new_game_page;
  BfLivingstonePage    *livingstone_page;
  BfSoloPage           *solo_page;

  AdwToast             *undo_toast;    /* borrowed: the toast whose Undo Ctrl+Z does */
  GPtrArray            *passing_toasts; /* AdwToast, owned: those the next press or key dismisses */
  GtkWidget            *tapped_through; /* weak: what a press on a toast's body pressed under it */

  /* bf-window-storage.c */
  gboolean              storage_failing;  /* a save failed, not yet saved since */
  gboolean              close_anyway;     /* asked, and Quit Anyway (or saved) */
  gboolean              close_after_save; /* Save As from the closing question */

  /* bf-window-share.c */
  BfTableLink          *table_link;     /* owned: the game open, once shared */
  GFile                *share_slot;     /* owned: the autosave of the game shared */
  GFile                *share_checked;  /* owned: the autosave last checked for a share to resume */
  GtkWidget            *share_dialog;   /* weak */
  GtkRevealer          *share_revealer; /* owned: the banner while sharing */
  GtkLabel             *share_label;
  GPtrArray            *share_addresses; /* GInetSocketAddress, owned: bf_window_set_share_addresses() */
};

/* A deleted game can be brought back for this long (bf-shelf.h). */
#define BF_WINDOW_DELETED_DAYS 7

/* bf-window-toasts.c */
/* A toast without a button goes at the next press or key in the
 * window, and a press on a toast's body goes to what it covers (called
 * from init; undone by _bf_window_dispose_toasts()). */
void            _bf_window_init_toasts         (BfWindow   *self);
void            _bf_window_dispose_toasts      (BfWindow   *self);
/* Names the close buttons under @widget (GTK 4.8 names them after their
 * image). */
void            _bf_window_name_close_buttons  (GtkWidget  *widget);
void            _bf_window_show_toast          (BfWindow   *self,
                                                const char *message);
void            _bf_window_show_error_dialog   (BfWindow   *self,
                                                const char *heading,
                                                const char *body);
/* Shows @toast (taken), its close button named; without a button, it
 * goes at the next press or key in the window. */
void            _bf_window_add_toast           (BfWindow   *self,
                                                AdwToast   *toast);
/* A toast saying @message for 10 s, with Undo activating @action with
 * @target (floating, taken) when @action is not NULL. */
void            _bf_window_show_undo_toast     (BfWindow   *self,
                                                const char *message,
                                                const char *action,
                                                GVariant   *target);
/* As _bf_window_show_undo_toast(), and Ctrl+Z does the toast's Undo
 * while it is shown (its button is out of the keyboard's way): for a
 * step that is not an entry of the game (Keep in History). */
void            _bf_window_show_ctrl_z_toast   (BfWindow   *self,
                                                const char *message,
                                                const char *action,
                                                GVariant   *target);
/* Asks @heading and @body with Cancel and a destructive Delete (the
 * default: Cancel); @response_cb (AdwMessageDialog::response, the window
 * as its data) finds @target as the dialog's "bf-target" data. */
void            _bf_window_ask_delete          (BfWindow   *self,
                                                const char *heading,
                                                const char *body,
                                                const char *target,
                                                GCallback   response_cb);

/* bf-window.c */
BfNewGamePage  *_bf_window_ensure_new_game_page (BfWindow  *self);
BfCarnegiePage *_bf_window_ensure_carnegie_page (BfWindow  *self);
/* The page @name of the stack ("new", "setup"…), made the first time it
 * is needed; _bf_window_show_page() shows it. */
GtkWidget      *_bf_window_ensure_page         (BfWindow   *self,
                                                const char *name);
void            _bf_window_show_page           (BfWindow   *self,
                                                const char *name);
/* Shows the Carnegie page's first player again, when there is a page. */
void            _bf_window_rewind_carnegie_page (BfWindow  *self);
/* The Carnegie table being set up with the setup assistant, or NULL. */
BfCarnegieGame         *_bf_window_setting_up          (BfWindow   *self);
void            _bf_window_show_document_page  (BfWindow   *self);
void            _bf_window_session_game_changed_cb (BfWindow *self);

/* bf-window-actions.c */
void            _bf_window_class_actions_init  (GtkWidgetClass *widget_class);
void            _bf_window_update_actions      (BfWindow   *self);

/* bf-window-games.c */
void            _bf_window_update_start_page   (BfWindow   *self);
BfStartPage    *_bf_window_ensure_start_page   (BfWindow   *self);
void            _bf_window_use_new_slot        (BfWindow   *self);
/* Enters @document, the game of the session's autosave (set first). */
void            _bf_window_enter_document      (BfWindow   *self,
                                                BfDocument *document);
void            _bf_window_show_setup          (BfWindow       *self,
                                                BfCarnegieGame *game);
void            _bf_window_confirm_setup_cancel (BfWindow  *self);
void            _bf_window_continue_action     (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_continue_game_action (GtkWidget *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_delete_game_action  (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_undelete_game_action (GtkWidget *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_setup_action        (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);

/* bf-window-storage.c */
/* Puts @revealer (a banner) under the header bar of the page shown. */
void            _bf_window_place_banner        (BfWindow   *self,
                                                GtkWidget  *revealer);
void            _bf_window_storage_init        (BfWindow   *self);
void            _bf_window_update_storage      (BfWindow   *self);
/* Continues the game of @slot, asking first (read-only?) when another
 * Benefactor process has it open. */
void            _bf_window_open_game           (BfWindow   *self,
                                                GFile      *slot);
/* Asks before closing while changes are not saved; TRUE when it asked
 * (the window stays). */
gboolean        _bf_window_confirm_close       (BfWindow   *self);
/* Closes the window without asking, once the dialog on it has closed. */
void            _bf_window_close_anyway        (BfWindow   *self);
void            _bf_window_retry_save_action   (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);

/* bf-window-files.c */
void            _bf_window_save_opened         (BfWindow   *self);
void            _bf_window_open_action         (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_save_as_action      (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_save_action         (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_export_action       (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_open_last_action    (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);

/* bf-window-history.c */
/* Makes the window's history runner and the history's actions (the
 * group "history."), their toasts, errors and pages the window's. */
void            _bf_window_init_history        (BfWindow   *self);
void            _bf_window_dispose_history     (BfWindow   *self);

/* bf-window-share.c */
void            _bf_window_init_share          (BfWindow   *self);
void            _bf_window_dispose_share       (BfWindow   *self);
void            _bf_window_class_share_init    (GtkWidgetClass *widget_class);
/* Whether the game open can be shared with phones now (a multiplayer
 * table, not read-only), and whether it is. */
gboolean        _bf_window_can_share           (BfWindow   *self);
gboolean        _bf_window_get_sharing         (BfWindow   *self);
/* Undoes (or redoes) one step of the session; while the table is shared,
 * not one that adds, removes or moves a player (bf_table_link_seats_kept()):
 * that is put back at once, and a dialog says why. */
void            _bf_window_undo_step           (BfWindow   *self,
                                                gboolean    redo);

G_END_DECLS
