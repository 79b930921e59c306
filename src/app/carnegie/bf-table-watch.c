/* bf-table-watch.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-table-watch"

#include "config.h"

#include "bf-table-watch.h"

/* One player followed: their list, and what it held when last said. */
typedef struct
{
  BfTableWatch     *watch;       /* borrowed */
  BfCarnegiePlayer *player;      /* owned */
  GListModel       *list;        /* borrowed from the player */
  GPtrArray        *pieces;      /* owned references, in the list's order */
  gulong            handler;
} Seat;

struct _BfTableWatch
{
  BfTableWatchListFunc   list_func;
  BfTableWatchPieceFunc  piece_func;
  BfTableWatchPlayerFunc player_func;
  gpointer               user_data;

  GListModel *players;           /* owned */
  gulong      players_handler;
  GPtrArray  *seats;             /* owned Seat, in the players' order */
};

static void
pieces_changed_cb (GListModel *list,
                   guint       position,
                   guint       removed,
                   guint       added,
                   Seat       *seat)
{
  BfTableWatch *self = seat->watch;
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_object_unref);

  /* The seat holds what the list holds before anything is said. */
  for (guint i = 0; i < removed; i++)
    g_ptr_array_add (gone, g_ptr_array_steal_index (seat->pieces, position));
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (seat->pieces, (int) (position + i), g_list_model_get_item (list, position + i));

  for (guint i = 0; i < gone->len; i++)
    self->piece_func (seat->player, g_ptr_array_index (gone, i), FALSE, self->user_data);
  for (guint i = 0; i < added; i++)
    self->piece_func (seat->player, g_ptr_array_index (seat->pieces, position + i), TRUE, self->user_data);
}

static Seat *
seat_new (BfTableWatch     *self,
          BfCarnegiePlayer *player)
{
  Seat *seat = g_new0 (Seat, 1);

  seat->watch = self;
  seat->player = g_object_ref (player);
  seat->list = self->list_func (player);
  seat->pieces = g_ptr_array_new_with_free_func (g_object_unref);
  seat->handler = g_signal_connect (seat->list, "items-changed", G_CALLBACK (pieces_changed_cb), seat);

  return seat;
}

static void
seat_free (Seat *seat)
{
  g_clear_signal_handler (&seat->handler, seat->list);
  g_ptr_array_unref (seat->pieces);
  g_object_unref (seat->player);
  g_free (seat);
}

/* Says the seat's player joined, with their pieces. */
static void
seat_join (Seat *seat)
{
  BfTableWatch *self = seat->watch;

  if (self->player_func != NULL)
    self->player_func (seat->player, TRUE, self->user_data);
  pieces_changed_cb (seat->list, 0, 0, g_list_model_get_n_items (seat->list), seat);
}

/* Says the seat's player left, with their pieces, and frees the seat. */
static void
seat_leave (Seat *seat)
{
  BfTableWatch *self = seat->watch;

  g_clear_signal_handler (&seat->handler, seat->list);
  for (guint i = 0; i < seat->pieces->len; i++)
    self->piece_func (seat->player, g_ptr_array_index (seat->pieces, i), FALSE, self->user_data);
  if (self->player_func != NULL)
    self->player_func (seat->player, FALSE, self->user_data);
  seat_free (seat);
}

static void
players_changed_cb (GListModel   *players,
                    guint         position,
                    guint         removed,
                    guint         added,
                    BfTableWatch *self)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_new ();

  for (guint i = 0; i < removed; i++)
    g_ptr_array_add (gone, g_ptr_array_steal_index (self->seats, position));
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(BfCarnegiePlayer) player = g_list_model_get_item (players, position + i);

      g_ptr_array_insert (self->seats, (int) (position + i), seat_new (self, player));
    }

  for (guint i = 0; i < gone->len; i++)
    seat_leave (g_ptr_array_index (gone, i));
  for (guint i = 0; i < added; i++)
    seat_join (g_ptr_array_index (self->seats, position + i));
}

BfTableWatch *
bf_table_watch_new (BfTableWatchListFunc   list_func,
                    BfTableWatchPieceFunc  piece_func,
                    BfTableWatchPlayerFunc player_func,
                    gpointer               user_data)
{
  BfTableWatch *self;

  g_return_val_if_fail (list_func != NULL, NULL);
  g_return_val_if_fail (piece_func != NULL, NULL);

  self = g_new0 (BfTableWatch, 1);
  self->list_func = list_func;
  self->piece_func = piece_func;
  self->player_func = player_func;
  self->user_data = user_data;
  self->seats = g_ptr_array_new ();

  return self;
}

void
bf_table_watch_set_game (BfTableWatch   *self,
                         BfCarnegieGame *game)
{
  GListModel *players;

  g_return_if_fail (self != NULL);
  g_return_if_fail (game == NULL || BF_IS_CARNEGIE_GAME (game));

  players = game != NULL ? bf_carnegie_game_get_players (game) : NULL;
  if (players == self->players)
    return;

  if (self->players != NULL)
    {
      g_clear_signal_handler (&self->players_handler, self->players);
      players_changed_cb (self->players, 0, self->seats->len, 0, self);
      g_clear_object (&self->players);
    }

  if (players != NULL)
    {
      self->players = g_object_ref (players);
      self->players_handler = g_signal_connect (players, "items-changed",
                                                G_CALLBACK (players_changed_cb), self);
      players_changed_cb (players, 0, 0, g_list_model_get_n_items (players), self);
    }
}

void
bf_table_watch_free (BfTableWatch *self)
{
  if (self == NULL)
    return;

  if (self->players != NULL)
    g_clear_signal_handler (&self->players_handler, self->players);
  g_clear_object (&self->players);
  g_ptr_array_set_free_func (self->seats, (GDestroyNotify) seat_free);
  g_ptr_array_unref (self->seats);
  g_free (self);
}
