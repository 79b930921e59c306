/* bf-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-application.h"
#include "bf-game.h"
#include "bf-session.h"

G_BEGIN_DECLS

#define BF_TYPE_WINDOW (bf_window_get_type ())

G_DECLARE_FINAL_TYPE (BfWindow, bf_window, BF, WINDOW, AdwApplicationWindow)

BfWindow *bf_window_new      (BfApplication *application);

/* Starts entering @game (a new history), or shows the start page when NULL. */
void       bf_window_set_game     (BfWindow      *self,
                                   BfGame        *game);
BfGame    *bf_window_get_game     (BfWindow      *self);
BfSession *bf_window_get_session  (BfWindow      *self);
/* Loads a game file; on failure shows why and keeps what was shown. */
gboolean   bf_window_open_file    (BfWindow      *self,
                                   GFile         *file);
gboolean   bf_window_save_file    (BfWindow      *self,
                                   GFile         *file);
/* @format: "png" or "pdf". */
gboolean   bf_window_export_file  (BfWindow      *self,
                                   GFile         *file,
                                   const char    *format);

G_END_DECLS
