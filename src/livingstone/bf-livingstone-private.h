/* bf-livingstone-private.h
 *
 * The Livingstone score pad is written in three files, like Carnegie's
 * game, game file and score sheet: bf-livingstone.c (the pad,
 * BfLivingstoneGame), bf-livingstone-file.c (its file format) and
 * bf-livingstone-result.c (BfLivingstoneResult: scoring and standings).
 * This is what they share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-livingstone.h"

G_BEGIN_DECLS

typedef struct
{
  char  *name;                   /* as entered, "" if none */
  char  *display;                /* name or "Player 2" */
  char  *color;                  /* colour id */
  int    other[BF_LIVINGSTONE_N_ROWS];
  guint  gems;
  guint  vp_cards;
  guint  donation;
} BfLivingstonePlayer;

typedef struct
{
  gboolean stopped;
  guint8   tents[BF_LIVINGSTONE_MAX_PLAYERS][BF_LIVINGSTONE_N_ROWS];
} BfLivingstoneRound;

struct _BfLivingstoneGame
{
  GObject    parent_instance;

  /* owned */
  GPtrArray *players;            /* BfLivingstonePlayer */
  GArray    *rounds;             /* BfLivingstoneRound */

  guint      n_columns;
  guint      row_values[BF_LIVINGSTONE_N_ROWS];
  guint      column_costs[BF_LIVINGSTONE_N_COLUMNS];
  gboolean   confirmed;
  guint      dice[BF_LIVINGSTONE_N_DICE];
  gboolean   has_seed;
  guint32    seed;
};

static inline BfLivingstonePlayer *
get_player (BfLivingstoneGame *self,
            guint              player)
{
  return g_ptr_array_index (self->players, player);
}

static inline BfLivingstoneRound *
get_round (BfLivingstoneGame *self,
           guint              round)
{
  return &g_array_index (self->rounds, BfLivingstoneRound, round);
}

/* Rounds follow from the columns and the stops (see there). */
void     _bf_livingstone_game_sync_rounds       (BfLivingstoneGame  *self);
/* The first stopped round of the last column, or G_MAXUINT. */
guint    _bf_livingstone_game_find_game_end_stop (BfLivingstoneGame *self);
void     _bf_livingstone_set_game_end_error     (GError            **error,
                                                 guint               round);
/* Tents in @row at the end, before clamping. */
int      _bf_livingstone_game_board_tents_raw   (BfLivingstoneGame  *self,
                                                 guint               player,
                                                 guint               row);

G_END_DECLS
