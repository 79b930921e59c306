/* bf-livingstone-kind.h
 *
 * Livingstone as one kind of game the core can hold: the score pad
 * (BfLivingstoneGame, format "benefactor-livingstone"). The program that
 * links Livingstone calls bf_livingstone_kind_register() once before it
 * reads a file (see bf-carnegie-kind.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the loader of Livingstone's file format and the writers of
 * its score cards. Safe to call again. */
void bf_livingstone_kind_register (void);

G_END_DECLS
