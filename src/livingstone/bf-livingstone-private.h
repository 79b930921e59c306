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

struct _BfLivingstonePlayer
{
  GObject            parent_instance;

  /* borrowed: the game holding the player, NULL once removed */
  BfLivingstoneGame *game;
  guint              position;   /* in the game, from 0 */

  /* owned */
  char  *name;                   /* as entered, "" if none */
  char  *display;                /* name or "Player 2" */
  char  *color;                  /* colour id */

  /* entries of the whole game (the rounds' tents are the game's) */
  int    other[BF_LIVINGSTONE_N_ROWS];
  guint  gems;
  guint  vp_cards;
  guint  donation;

  /* derived, kept to notify when they change (_bf_livingstone_player_sync) */
  int    rounds_total;
  guint  tents_placed;
  guint  end_vp;
};

typedef struct
{
  gboolean stopped;
  guint8   tents[BF_LIVINGSTONE_MAX_PLAYERS][BF_LIVINGSTONE_N_ROWS];
} BfLivingstoneRound;

struct _BfLivingstoneGame
{
  GObject    parent_instance;

  /* owned */
  GListStore *players;           /* BfLivingstonePlayer */
  GPtrArray  *player_array;      /* the same, borrowed: scoring reads them often */
  GArray    *rounds;             /* BfLivingstoneRound */

  guint      n_columns;
  guint      row_values[BF_LIVINGSTONE_N_ROWS];
  guint      column_costs[BF_LIVINGSTONE_N_COLUMNS];
  gboolean   confirmed;
  guint      dice[BF_LIVINGSTONE_N_DICE];
  gboolean   has_seed;
  guint32    seed;
};

static inline guint
n_players (BfLivingstoneGame *self)
{
  return self->player_array->len;
}

/* Borrowed: the store holds it. */
static inline BfLivingstonePlayer *
get_player (BfLivingstoneGame *self,
            guint              player)
{
  return g_ptr_array_index (self->player_array, player);
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
/* Each player's derived totals again, after a change of the rounds. */
void     _bf_livingstone_game_sync_players      (BfLivingstoneGame  *self);
/* Tents in @row at the end, before clamping. */
int      _bf_livingstone_game_board_tents_raw   (BfLivingstoneGame  *self,
                                                 guint               player,
                                                 guint               row);

/* Players (bf-livingstone-player.c): a new player of @game (borrowed). */
BfLivingstonePlayer *_bf_livingstone_player_new       (BfLivingstoneGame   *game,
                                                       guint                position);
/* Sets the position and the name shown from it ("Player 2"),
 * notifying what changed. */
void     _bf_livingstone_player_set_position          (BfLivingstonePlayer *self,
                                                       guint                position);
/* Notifies @property, one of the player's entries, after the game set it. */
void     _bf_livingstone_player_notify                (BfLivingstonePlayer *self,
                                                       const char          *property);
/* Computes the derived totals again and notifies those that changed. */
void     _bf_livingstone_player_sync                  (BfLivingstonePlayer *self);

G_END_DECLS
