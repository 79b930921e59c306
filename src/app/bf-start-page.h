/* bf-start-page.h
 *
 * The start page: the games in progress (a row each: a tap continues
 * it, its bin deletes it), Continue Last Game, what happened to a
 * damaged autosave, the ways to start a game, the history, and the file
 * opened last. It shows what the window gives it; its buttons and rows
 * activate the window's actions (win.new, win.continue-game…), which
 * own the games in progress.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-document.h"

G_BEGIN_DECLS

#define BF_TYPE_START_PAGE (bf_start_page_get_type ())

G_DECLARE_FINAL_TYPE (BfStartPage, bf_start_page, BF, START_PAGE, AdwBin)

GtkWidget *bf_start_page_new          (void);
/* @message: what happened to a damaged autosave; NULL hides it. */
void       bf_start_page_set_message  (BfStartPage *self,
                                       const char  *message);
/* Continue Last Game, with @description under it; NULL hides it. */
void       bf_start_page_set_continue (BfStartPage *self,
                                       const char  *description);
/* Open the Last Saved Game, naming @file; NULL hides it. */
void       bf_start_page_set_last_file (BfStartPage *self,
                                        GFile       *file);
/* The games in progress: emptied, then a row for @document, the game
 * autosaved in @slot, at a time. */
void       bf_start_page_clear_games  (BfStartPage *self);
/* @description: what the game is (bf_document_describe()), or NULL. */
void       bf_start_page_add_game     (BfStartPage *self,
                                       GFile       *slot,
                                       const char  *description);

G_END_DECLS
