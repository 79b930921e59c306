/* bf-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-application.h"
#include "bf-carnegie-game.h"
#include "bf-history.h"
#include "bf-session.h"
#include "bf-table-link.h"

G_BEGIN_DECLS

#define BF_TYPE_WINDOW (bf_window_get_type ())

G_DECLARE_FINAL_TYPE (BfWindow, bf_window, BF, WINDOW, AdwApplicationWindow)

BfWindow *bf_window_new      (BfApplication *application);

/* Starts entering @game (a new history), or shows the start page when NULL. */
void       bf_window_set_game     (BfWindow       *self,
                                   BfCarnegieGame *game);
BfCarnegieGame    *bf_window_get_game     (BfWindow      *self);
BfSession *bf_window_get_session  (BfWindow      *self);
/* The page @name of the window's stack ("start", "game"…), made now
 * when it is made only the first time it is needed. */
GtkWidget *bf_window_get_page     (BfWindow      *self,
                                   const char    *name);
/* The help's URI for what the window shows: "help:benefactor/solo" on
 * the solo page, "help:benefactor" (the index) where no page fits. */
char      *bf_window_get_help_uri (BfWindow      *self);
/* F1: the help at @page (help/C/@page.page), or at the page for what
 * the window shows when NULL; without a help viewer, a dialog says so. */
void       bf_window_show_help    (BfWindow      *self,
                                   const char    *page);
/* Loads a game file; on failure shows why and keeps what was shown. */
gboolean   bf_window_open_file    (BfWindow      *self,
                                   GFile         *file);
gboolean   bf_window_save_file    (BfWindow      *self,
                                   GFile         *file);
/* @format: "png" or "pdf". */
gboolean   bf_window_export_file  (BfWindow      *self,
                                   GFile         *file,
                                   const char    *format);

/* The history of finished games, or NULL while it is not open: it opens
 * the first time a page or an action needs it (history.show…). */
BfHistory *bf_window_get_history      (BfWindow      *self);
/* The history, opened now when it is not yet (as the first page or
 * action needing it does); NULL when it cannot be opened now, which the
 * user is told ("History in Use" tries again). */
BfHistory *bf_window_open_history     (BfWindow      *self);
/* Adds the finished games of @folder to the history off the main thread,
 * with a progress dialog and Cancel, then says what happened (what
 * history.import does with the folder chosen). */
void       bf_window_import_history   (BfWindow      *self,
                                       GFile         *folder);
/* Every game of the history as CSV into @file, off the main thread
 * (what history.export does with the file chosen). */
void       bf_window_export_history   (BfWindow      *self,
                                       GFile         *file);
/* Whether an import or an export of the history is running. */
gboolean   bf_window_get_history_busy (BfWindow      *self);

/* Share This Table (bf-window-share.c): the link of the game open, once
 * shared (NULL before); where it listens instead of this machine's
 * local-network addresses on the preferences' port (GInetSocketAddress;
 * NULL: those). */
BfTableLink *bf_window_get_table_link      (BfWindow      *self);
void         bf_window_set_share_addresses (BfWindow      *self,
                                            GPtrArray     *addresses);

G_END_DECLS
