/* bf-game-private.h
 *
 * BfGame is written in two files: bf-game.c (the table, its setup
 * record and progress, the BfDocument interface) and bf-game-validate.c
 * (whether the whole table can be a real one: bf_game_validate()). This
 * is what they share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-game.h"

G_BEGIN_DECLS

struct _BfGame
{
  GObject     parent_instance;

  /* owned */
  BfRules    *rules;
  GListStore *players;           /* BfPlayer: humans, then Andrew */
  BfPlayer   *andrew;            /* also in players when solo */
  gboolean   *blocked_spaces;    /* n_spaces */

  BfModules   modules;
  gboolean    solo;
  int         covers[BF_N_DONATION_TYPES];
  gboolean    blocked_chart[BF_N_CHART_POSITIONS];

  /* What the table remembers of its setup (docs/setup.md) */
  BfBidding     *bidding;        /* owned, may be NULL */
  BfSetupRecord *setup;          /* owned, may be NULL */
  BfSetupProgress *progress;     /* owned, NULL but while setting up */
  gboolean       secrets_sealed;
};

/* A solo game's modules: New Donations and the Secret Donation are not
 * played solo (BF_GAME_ERROR_NOT_IN_PLAY). */
gboolean _bf_game_check_solo_modules (BfModules   modules,
                                      GError    **error);

G_END_DECLS
