/* bf-carnegie-kind.h
 *
 * Carnegie as one kind of game the core can hold: the final-scoring
 * table (BfCarnegieGame, format "benefactor-carnegie") and the solo game against
 * Andrew (BfSoloGame, format "benefactor-solo"). The core knows no game;
 * the program that links Carnegie (the app, the command line, the tests)
 * calls bf_carnegie_kind_register() once before it reads a file, and
 * bf_document_load_file() then reads both formats, and
 * bf_score_card_to_text() and _to_json() write their score cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the loaders of Carnegie's file formats and the writers of
 * its score cards. Safe to call again. */
void bf_carnegie_kind_register (void);

G_END_DECLS
