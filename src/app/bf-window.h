/* bf-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-application.h"
#include "bf-game.h"

G_BEGIN_DECLS

#define BF_TYPE_WINDOW (bf_window_get_type ())

G_DECLARE_FINAL_TYPE (BfWindow, bf_window, BF, WINDOW, AdwApplicationWindow)

BfWindow *bf_window_new      (BfApplication *application);

/* Shows the score sheet of @game (or the start page when NULL). */
void      bf_window_set_game (BfWindow      *self,
                              BfGame        *game);
BfGame   *bf_window_get_game (BfWindow      *self);
/* Loads a game file; on failure shows why and keeps what was shown. */
gboolean  bf_window_open_file (BfWindow     *self,
                               GFile        *file);

G_END_DECLS
