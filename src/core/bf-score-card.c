/* bf-score-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-score-card.h"

#include <string.h>

typedef struct
{
  char *category;
  int   vp;
} Line;

typedef struct
{
  char     *name;
  gboolean  andrew;
  int       total;
  gboolean  winner;
  guint     rank;
  GArray   *lines;    /* Line */
} Player;

struct _BfScoreCard
{
  gatomicrefcount  ref_count;
  char            *kind;
  guint            modules;
  guint            difficulty;
  GArray          *players;   /* Player */
};

G_DEFINE_BOXED_TYPE (BfScoreCard, bf_score_card, bf_score_card_ref, bf_score_card_unref)

static void
clear_line (gpointer data)
{
  Line *line = data;

  g_free (line->category);
}

static void
clear_player (gpointer data)
{
  Player *player = data;

  g_free (player->name);
  g_clear_pointer (&player->lines, g_array_unref);
}

BfScoreCard *
bf_score_card_new (const char *kind,
                   guint       modules,
                   guint       difficulty)
{
  BfScoreCard *self;

  g_return_val_if_fail (kind != NULL && *kind != '\0', NULL);

  self = g_new0 (BfScoreCard, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->kind = g_strdup (kind);
  self->modules = modules;
  self->difficulty = difficulty;
  self->players = g_array_new (FALSE, TRUE, sizeof (Player));
  g_array_set_clear_func (self->players, clear_player);

  return self;
}

guint
bf_score_card_add_player (BfScoreCard *self,
                          const char  *name,
                          gboolean     andrew,
                          int          total,
                          gboolean     winner,
                          guint        rank)
{
  Player player = { 0, };

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  player.name = g_strdup (name);
  player.andrew = andrew;
  player.total = total;
  player.winner = winner;
  player.rank = rank;
  player.lines = g_array_new (FALSE, TRUE, sizeof (Line));
  g_array_set_clear_func (player.lines, clear_line);
  g_array_append_val (self->players, player);

  return self->players->len - 1;
}

static Player *
get_player (BfScoreCard *self,
            guint        player)
{
  return &g_array_index (self->players, Player, player);
}

void
bf_score_card_add_line (BfScoreCard *self,
                        guint        player,
                        const char  *category,
                        int          vp)
{
  Line line;

  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (category != NULL);

  line.category = g_strdup (category);
  line.vp = vp;
  g_array_append_val (get_player (self, player)->lines, line);
}

void
bf_score_card_add_points (BfScoreCard *self,
                          guint        player,
                          const char  *category,
                          int          vp)
{
  GArray *lines;

  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (category != NULL);

  lines = get_player (self, player)->lines;
  for (guint i = 0; i < lines->len; i++)
    {
      Line *line = &g_array_index (lines, Line, i);

      if (strcmp (line->category, category) == 0)
        {
          line->vp += vp;
          return;
        }
    }

  bf_score_card_add_line (self, player, category, vp);
}

BfScoreCard *
bf_score_card_ref (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);

  return self;
}

void
bf_score_card_unref (BfScoreCard *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_free (self->kind);
      g_array_unref (self->players);
      g_free (self);
    }
}

const char *
bf_score_card_get_kind (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->kind;
}

guint
bf_score_card_get_modules (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->modules;
}

guint
bf_score_card_get_difficulty (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->difficulty;
}

guint
bf_score_card_get_n_players (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->players->len;
}

const char *
bf_score_card_get_name (BfScoreCard *self,
                        guint        player)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return get_player (self, player)->name;
}

gboolean
bf_score_card_is_andrew (BfScoreCard *self,
                         guint        player)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);

  return get_player (self, player)->andrew;
}

int
bf_score_card_get_total (BfScoreCard *self,
                         guint        player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->players->len, 0);

  return get_player (self, player)->total;
}

gboolean
bf_score_card_is_winner (BfScoreCard *self,
                         guint        player)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);

  return get_player (self, player)->winner;
}

guint
bf_score_card_get_rank (BfScoreCard *self,
                        guint        player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->players->len, 0);

  return get_player (self, player)->rank;
}

guint
bf_score_card_get_n_lines (BfScoreCard *self,
                           guint        player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->players->len, 0);

  return get_player (self, player)->lines->len;
}

static Line *
get_line (BfScoreCard *self,
          guint        player,
          guint        line)
{
  return &g_array_index (get_player (self, player)->lines, Line, line);
}

const char *
bf_score_card_get_line_category (BfScoreCard *self,
                                 guint        player,
                                 guint        line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->players->len, NULL);
  g_return_val_if_fail (line < get_player (self, player)->lines->len, NULL);

  return get_line (self, player, line)->category;
}

int
bf_score_card_get_line_vp (BfScoreCard *self,
                           guint        player,
                           guint        line)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->players->len, 0);
  g_return_val_if_fail (line < get_player (self, player)->lines->len, 0);

  return get_line (self, player, line)->vp;
}

int
bf_score_card_get_category (BfScoreCard *self,
                            guint        player,
                            const char  *category)
{
  GArray *lines;
  int vp = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->players->len, 0);
  g_return_val_if_fail (category != NULL, 0);

  lines = get_player (self, player)->lines;
  for (guint i = 0; i < lines->len; i++)
    if (strcmp (g_array_index (lines, Line, i).category, category) == 0)
      vp += g_array_index (lines, Line, i).vp;

  return vp;
}
