/* bf-score-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-score-card.h"

#include <string.h>

/* A BfScoreCardLine whose strings the card owns. */
typedef BfScoreCardLine Line;

typedef struct
{
  char     *name;
  char     *color;    /* "#rrggbb" or NULL */
  gboolean  andrew;
  int       total;
  gboolean  winner;
  guint     rank;
  GArray   *lines;    /* Line */
} Player;

typedef struct
{
  char *category;     /* NULL: a subtotal row */
  char *title;
} Category;

struct _BfScoreCard
{
  gatomicrefcount  ref_count;
  char            *kind;
  guint            modules;
  guint            difficulty;
  GArray          *players;      /* Player */
  GArray          *categories;   /* Category */
  char            *verdict;
  GPtrArray       *notes;        /* char * */
  gboolean         confirmed;
};

/* The text and JSON writers of each kind. */
typedef struct
{
  BfScoreCardTextFunc to_text;
  BfScoreCardJsonFunc to_json;
} Writers;

static GHashTable *writers;      /* kind → Writers */
G_LOCK_DEFINE_STATIC (writers);

G_DEFINE_BOXED_TYPE (BfScoreCard, bf_score_card, bf_score_card_ref, bf_score_card_unref)

static void
clear_line (gpointer data)
{
  Line *line = data;

  g_free ((char *) line->category);
  g_free ((char *) line->title);
  g_free ((char *) line->explanation);
}

static void
clear_player (gpointer data)
{
  Player *player = data;

  g_free (player->name);
  g_free (player->color);
  g_clear_pointer (&player->lines, g_array_unref);
}

static void
clear_category (gpointer data)
{
  Category *category = data;

  g_free (category->category);
  g_free (category->title);
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
  self->categories = g_array_new (FALSE, TRUE, sizeof (Category));
  g_array_set_clear_func (self->categories, clear_category);
  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->confirmed = TRUE;

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
bf_score_card_set_color (BfScoreCard *self,
                         guint        player,
                         const char  *rgb)
{
  Player *p;

  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->players->len);

  p = get_player (self, player);
  g_free (p->color);
  p->color = rgb != NULL && *rgb != '\0' ? g_strdup (rgb) : NULL;
}

void
bf_score_card_add_line_full (BfScoreCard           *self,
                             guint                  player,
                             const BfScoreCardLine *line)
{
  Line copy;

  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (line != NULL && line->category != NULL);

  copy = *line;
  copy.category = g_strdup (line->category);
  copy.title = g_strdup (line->title);
  copy.explanation = g_strdup (line->explanation);
  g_array_append_val (get_player (self, player)->lines, copy);
}

void
bf_score_card_add_line (BfScoreCard *self,
                        guint        player,
                        const char  *category,
                        int          vp)
{
  BfScoreCardLine line = { category, NULL, vp, NULL, BF_SCORE_CARD_NO_PLACE, FALSE };

  bf_score_card_add_line_full (self, player, &line);
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

void
bf_score_card_add_category (BfScoreCard *self,
                            const char  *category,
                            const char  *title)
{
  Category entry;

  g_return_if_fail (self != NULL);
  g_return_if_fail (title != NULL);

  entry.category = g_strdup (category);
  entry.title = g_strdup (title);
  g_array_append_val (self->categories, entry);
}

void
bf_score_card_set_verdict (BfScoreCard *self,
                           const char  *verdict)
{
  g_return_if_fail (self != NULL);

  g_free (self->verdict);
  self->verdict = g_strdup (verdict);
}

void
bf_score_card_add_note (BfScoreCard *self,
                        const char  *note)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (note != NULL);

  g_ptr_array_add (self->notes, g_strdup (note));
}

void
bf_score_card_set_values_confirmed (BfScoreCard *self,
                                    gboolean     confirmed)
{
  g_return_if_fail (self != NULL);

  self->confirmed = !!confirmed;
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
      g_array_unref (self->categories);
      g_free (self->verdict);
      g_ptr_array_unref (self->notes);
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

const char *
bf_score_card_get_color (BfScoreCard *self,
                         guint        player)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return get_player (self, player)->color;
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

gboolean
bf_score_card_is_disqualified (BfScoreCard *self,
                               guint        player)
{
  return bf_score_card_get_rank (self, player) == 0;
}

guint
bf_score_card_get_n_winners (BfScoreCard *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->players->len; i++)
    if (get_player (self, i)->winner)
      n++;

  return n;
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

const BfScoreCardLine *
bf_score_card_get_line (BfScoreCard *self,
                        guint        player,
                        guint        line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->players->len, NULL);
  g_return_val_if_fail (line < get_player (self, player)->lines->len, NULL);

  return get_line (self, player, line);
}

const char *
bf_score_card_get_line_category (BfScoreCard *self,
                                 guint        player,
                                 guint        line)
{
  const BfScoreCardLine *l = bf_score_card_get_line (self, player, line);

  return l != NULL ? l->category : NULL;
}

int
bf_score_card_get_line_vp (BfScoreCard *self,
                           guint        player,
                           guint        line)
{
  const BfScoreCardLine *l = bf_score_card_get_line (self, player, line);

  return l != NULL ? l->vp : 0;
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

gboolean
bf_score_card_category_has_places (BfScoreCard *self,
                                   const char  *category)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (category != NULL, FALSE);

  for (guint p = 0; p < self->players->len; p++)
    for (guint l = 0; l < get_player (self, p)->lines->len; l++)
      {
        const Line *line = get_line (self, p, l);

        if (line->place != BF_SCORE_CARD_NO_PLACE && strcmp (line->category, category) == 0)
          return TRUE;
      }

  return FALSE;
}

guint
bf_score_card_get_n_categories (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->categories->len;
}

const char *
bf_score_card_get_category_id (BfScoreCard *self,
                               guint        index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->categories->len, NULL);

  return g_array_index (self->categories, Category, index).category;
}

const char *
bf_score_card_get_category_title (BfScoreCard *self,
                                  guint        index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->categories->len, NULL);

  return g_array_index (self->categories, Category, index).title;
}

int
bf_score_card_get_category_row (BfScoreCard *self,
                                guint        player,
                                guint        index)
{
  const char *category;
  int vp = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->players->len, 0);
  g_return_val_if_fail (index < self->categories->len, 0);

  category = bf_score_card_get_category_id (self, index);
  if (category != NULL)
    return bf_score_card_get_category (self, player, category);

  /* A subtotal: the categories above it (not the subtotals). */
  for (guint i = 0; i < index; i++)
    if ((category = bf_score_card_get_category_id (self, i)) != NULL)
      vp += bf_score_card_get_category (self, player, category);

  return vp;
}

const char *
bf_score_card_get_verdict (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->verdict;
}

guint
bf_score_card_get_n_notes (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->notes->len;
}

const char *
bf_score_card_get_note (BfScoreCard *self,
                        guint        note)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (note < self->notes->len, NULL);

  return g_ptr_array_index (self->notes, note);
}

gboolean
bf_score_card_get_values_confirmed (BfScoreCard *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  return self->confirmed;
}

/* Writers ------------------------------------------------------------ */

void
bf_score_card_build_lines_json (BfScoreCard *self,
                                guint        player,
                                JsonBuilder *builder)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (JSON_IS_BUILDER (builder));

  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint l = 0; l < get_player (self, player)->lines->len; l++)
    {
      const Line *line = get_line (self, player, l);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "category");
      json_builder_add_string_value (builder, line->category);
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, line->title);
      json_builder_set_member_name (builder, "vp");
      json_builder_add_int_value (builder, line->vp);
      json_builder_set_member_name (builder, "explanation");
      json_builder_add_string_value (builder, line->explanation);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

void
bf_score_card_register_writers (const char          *kind,
                                BfScoreCardTextFunc  to_text,
                                BfScoreCardJsonFunc  to_json)
{
  Writers *entry;

  g_return_if_fail (kind != NULL);
  g_return_if_fail (to_text != NULL && to_json != NULL);

  entry = g_new (Writers, 1);
  entry->to_text = to_text;
  entry->to_json = to_json;

  G_LOCK (writers);
  if (writers == NULL)
    writers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_insert (writers, g_strdup (kind), entry);
  G_UNLOCK (writers);
}

static Writers *
lookup_writers (const char *kind)
{
  Writers *entry = NULL;

  G_LOCK (writers);
  if (writers != NULL)
    entry = g_hash_table_lookup (writers, kind);
  G_UNLOCK (writers);

  return entry;
}

char *
bf_score_card_to_text (BfScoreCard *self)
{
  Writers *entry;

  g_return_val_if_fail (self != NULL, NULL);

  entry = lookup_writers (self->kind);
  return entry != NULL ? entry->to_text (self) : NULL;
}

JsonNode *
bf_score_card_to_json (BfScoreCard *self)
{
  Writers *entry;

  g_return_val_if_fail (self != NULL, NULL);

  entry = lookup_writers (self->kind);
  return entry != NULL ? entry->to_json (self) : NULL;
}
