/* bf-window-private.h
 *
 * The window is written in three files, as GNOME Text Editor splits its
 * window: bf-window.c (the pages, the player switcher, the session),
 * bf-window-games.c (the games in progress on the start page, continuing
 * and deleting them, the setup assistant's flow), bf-window-files.c
 * (opening, saving and exporting files) and bf-window-storage.c (saves
 * that fail, closing with entries not saved, a game open elsewhere). This header is what they share,
 * and the few accessors the GUI tests cannot do without.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-page.h"
#include "bf-document.h"
#include "bf-history.h"
#include "bf-livingstone-page.h"
#include "bf-map-view.h"
#include "bf-new-game-page.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-session.h"
#include "bf-solo-page.h"
#include "bf-start-page.h"
#include "bf-window.h"

G_BEGIN_DECLS

struct _BfWindow
{
  AdwApplicationWindow  parent_instance;

  /* template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  BfStartPage          *start_page;
  BfCarnegiePage       *carnegie_page;
  GtkRevealer          *storage_revealer; /* moved under the shown page's header bar */
  GtkLabel             *storage_title;
  GtkLabel             *storage_label;
  GFile                *shelf;          /* the games in progress */
  AdwBin               *new_game_bin;
  AdwBin               *livingstone_bin;
  AdwBin               *solo_bin;
  AdwBin               *setup_bin;
  AdwBin               *reveal_bin;
  AdwBin               *history_bin;
  AdwBin               *history_game_bin;
  AdwBin               *history_player_bin;
  AdwWindowTitle       *solo_title;
  guint                 titles_idle;
  GtkMenuButton        *solo_menu_button;
  GtkMenuButton        *livingstone_menu_button;
  GMenuModel           *pad_menu;

  /* owned */
  BfSession            *session;
  BfDocument           *autosaved;     /* what "Continue" restores */
  GtkFileChooserNative *chooser;
  GtkFileChooserNative *history_chooser; /* export, import */
  BfHistory            *history;       /* opened when first needed */
  gboolean              history_failed;
  GCancellable         *history_work;  /* an import or export running */
  GSettings            *settings;
  char                 *export_format; /* while the export chooser is open */

  /* Made the first time they are needed, in the bins above. */
  BfNewGamePage        *new_game_page;
  BfLivingstonePage    *livingstone_page;
  BfSoloPage           *solo_page;

  AdwToast             *undo_toast;    /* borrowed: the toast whose Undo Ctrl+Z does */

  /* bf-window-storage.c */
  gboolean              storage_failing;  /* a save failed, not yet saved since */
  gboolean              close_anyway;     /* asked, and Quit Anyway (or saved) */
  gboolean              close_after_save; /* Save As from the closing question */
};

/* A deleted game can be brought back for this long (bf-shelf.h). */
#define BF_WINDOW_DELETED_DAYS 7

/* bf-window.c */
void            _bf_window_show_toast          (BfWindow   *self,
                                                const char *message);
void            _bf_window_show_error_dialog   (BfWindow   *self,
                                                const char *heading,
                                                const char *body);
/* Shows @toast (taken), its close button named. */
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
BfNewGamePage  *_bf_window_ensure_new_game_page (BfWindow  *self);
/* The Carnegie table being set up with the setup assistant, or NULL. */
BfGame         *_bf_window_setting_up          (BfWindow   *self);
void            _bf_window_update_actions      (BfWindow   *self);
void            _bf_window_show_document_page  (BfWindow   *self);
void            _bf_window_session_game_changed_cb (BfWindow *self);

/* bf-window-games.c */
void            _bf_window_update_start_page   (BfWindow   *self);
void            _bf_window_use_new_slot        (BfWindow   *self);
/* Enters @document, the game of the session's autosave (set first). */
void            _bf_window_enter_document      (BfWindow   *self,
                                                BfDocument *document);
void            _bf_window_show_setup          (BfWindow   *self,
                                                BfGame     *game);
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
BfHistory      *_bf_window_ensure_history      (BfWindow   *self);
void            _bf_window_import_folder       (BfWindow   *self,
                                                GFile      *folder);
void            _bf_window_export_history      (BfWindow   *self,
                                                GFile      *file);
void            _bf_window_keep_game_action    (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_history_action      (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_history_players_action (GtkWidget  *widget,
                                                   const char *action_name,
                                                   GVariant   *parameter);
void            _bf_window_history_close_action (GtkWidget  *widget,
                                                 const char *action_name,
                                                 GVariant   *parameter);
void            _bf_window_history_game_action (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void            _bf_window_history_player_action (GtkWidget  *widget,
                                                  const char *action_name,
                                                  GVariant   *parameter);
void            _bf_window_history_unkeep_action (GtkWidget  *widget,
                                                  const char *action_name,
                                                  GVariant   *parameter);
void            _bf_window_history_correct_action (GtkWidget  *widget,
                                                   const char *action_name,
                                                   GVariant   *parameter);
void            _bf_window_history_delete_action (GtkWidget  *widget,
                                                  const char *action_name,
                                                  GVariant   *parameter);
void            _bf_window_history_undelete_action (GtkWidget  *widget,
                                                    const char *action_name,
                                                    GVariant   *parameter);
void            _bf_window_history_rename_action (GtkWidget  *widget,
                                                  const char *action_name,
                                                  GVariant   *parameter);
void            _bf_window_history_merge_action (GtkWidget  *widget,
                                                 const char *action_name,
                                                 GVariant   *parameter);
void            _bf_window_history_export_action (GtkWidget  *widget,
                                                  const char *action_name,
                                                  GVariant   *parameter);
void            _bf_window_history_import_action (GtkWidget  *widget,
                                                  const char *action_name,
                                                  GVariant   *parameter);

/* For the GUI tests, which find the rest through the template
 * (tests/bf-test-ui.c). These stay: each builds the page it returns if it
 * is not built yet, or tells whether it is, which the template cannot. */

/* The new game page, built if it was not yet (the "new" page shows it). */
BfNewGamePage  *_bf_window_get_new_game_page   (BfWindow *self);
/* The score sheet and the editor of the player being entered (or NULL),
 * built at once when a game opened before the window was first drawn
 * still waits for its first frame (see _get_game_page_pending()). */
BfScoreView    *_bf_window_get_score_view      (BfWindow *self);
BfPlayerEditor *_bf_window_get_editor          (BfWindow *self);
/* Whether the player editor and the score sheet of a game opened before
 * the window was shown are still to be built (after its first frame):
 * state, not a widget. */
gboolean        _bf_window_get_game_page_pending (BfWindow *self);

G_END_DECLS
