/* bf-carnegie-game-private.h
 *
 * BfCarnegieGame is written in two files: bf-carnegie-game.c (the table, its setup
 * record and progress, the BfDocument interface) and bf-carnegie-game-validate.c
 * (whether the whole table can be a real one: bf_carnegie_game_validate()). This
 * is what they share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

/* The game's rules with their texts in the thread's language
 * (bf_carnegie_rules_get_spoken()): a message or a flag made while the
 * server speaks a phone's language goes to that phone (src/link/). */
#define RULES(game) bf_carnegie_rules_get_spoken ((game)->rules)

struct _BfCarnegieGame
{
  GObject     parent_instance;

  /* owned */
  BfCarnegieRules    *rules;    /* texts: RULES (self) */
  GListStore *players;           /* BfCarnegiePlayer: humans, then Andrew */
  BfCarnegiePlayer   *andrew;            /* also in players when solo */
  gboolean   *blocked_spaces;    /* n_spaces */

  BfModules   modules;
  gboolean    solo;
  /* The first player, an index among the human players (the seat order
   * is the list's). With a setup record, always the record's. */
  guint       first_player;
  /* Set by the game file's loader while it reads a table: the entry
   * checks of the setters (pawns and tiles left, Andrew's cities) are
   * left to bf_carnegie_game_validate(), which words them for a whole table, and
   * a table still being entered opens as an older version saved it
   * (docs/game-file-format.md). */
  gboolean    loading;
  /* The table kept by the solo engine (bf-solo.c): Andrew's pieces are
   * where his cards or the table's corrections put them, so the
   * placement of his pawns is not checked again (docs/solo.md). */
  gboolean    engine_table;
  int         covers[BF_N_DONATION_TYPES];
  gboolean    blocked_chart[BF_N_CHART_POSITIONS];

  /* What the table remembers of its setup (docs/setup.md) */
  BfBidding     *bidding;        /* owned, may be NULL */
  BfSetupRecord *setup;          /* owned, may be NULL */
  BfSetupProgress *progress;     /* owned, NULL but while setting up */
  gboolean       secrets_sealed;
};

/* A solo game's modules: New Donations and the Secret Donation are not
 * played solo (BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY). */
gboolean _bf_carnegie_game_check_solo_modules (BfModules   modules,
                                               GError    **error);

/* Whether the setters check an entry against the rest of the table
 * (pawns and department tiles left, Andrew's cities): always, but while
 * the loader reads a file. @self may be NULL. */
gboolean _bf_carnegie_game_checks_entries     (BfCarnegieGame     *self);
void     _bf_carnegie_game_set_loading        (BfCarnegieGame *self,
                                               gboolean        loading);
/* The table the solo engine keeps (see engine_table above). */
void     _bf_carnegie_game_set_engine_table   (BfCarnegieGame *self,
                                               gboolean        engine_table);
/* One more department tile for @player (built, or taken by Andrew):
 * refused when every tile of the game is on the table already. */
gboolean _bf_carnegie_game_check_new_tile     (BfCarnegieGame   *self,
                                               BfCarnegiePlayer *player,
                                               GError          **error);
/* A pawn of Andrew's on @space: refused in a city none of his action
 * cards names (not in the solo engine's table). */
gboolean _bf_carnegie_game_check_andrew_space (BfCarnegieGame *self,
                                               guint           space,
                                               GError        **error);

/* Returns a translated message saying what in @setup cannot be, or NULL
 * (bf-carnegie-game.c; also read by bf-game-file-setup.c). */
char    *_bf_carnegie_game_check_setup_record (BfCarnegieRules     *rules,
                                               const BfSetupRecord *setup);

G_END_DECLS
