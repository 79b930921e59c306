/* bf-history-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-history-record.h"
#include "bf-livingstone.h"
#include "bf-score-card.h"
#include "bf-score-sheet.h"
#include "bf-text.h"

G_DEFINE_QUARK (bf-history-error-quark, bf_history_error)

static const char * const kind_ids[BF_HISTORY_N_KINDS] = {
  "carnegie", "solo", "livingstone",
};

typedef struct
{
  const char *id;
  const char *title;   /* N_() */
} Category;

/* In the order of Carnegie's score sheet (bf-score-sheet.c), the
 * department lines after the company's, Andrew's lines last; the titles
 * are those of the sheet's lines. */
static const Category carnegie_categories[] = {
  { BF_SCORE_CITY_PROJECTS, N_("City projects") },
  { BF_SCORE_CONNECTIONS, N_("Major-city connections") },
  { BF_SCORE_DONATION, N_("Donations") },
  { BF_SCORE_SECRET_DONATION, N_("Secret donation") },
  { BF_SCORE_SCORE_TRACK, N_("Score track") },
  { BF_SCORE_EMPLOYEES, N_("Active employees") },
  { BF_SCORE_DEPARTMENTS, N_("Departments built") },
  { BF_SCORE_PROJECT_TABS, N_("Project tabs") },
  { BF_SCORE_ACTION_CHOICE, N_("Action Choice tile") },
  { BF_SCORE_GREEN_SPACES, N_("Green Spaces") },
  { BF_SCORE_PUBLIC_RELATIONS, N_("Public Relations") },
  { BF_SCORE_POST_OFFICE, N_("Post Office") },
  { BF_SCORE_NETWORK_OF_LIBRARIES, N_("Network of Libraries") },
  { BF_SCORE_VP_CARDS, N_("VP cards") },
  { BF_SCORE_DEPARTMENTS_TAKEN, N_("Departments taken") },
  { BF_SCORE_TRANSPORT_END, N_("End of transport tracks") },
};

static const Category livingstone_categories[] = {
  { BF_LIVINGSTONE_SCORE_ROUNDS, N_("Rounds") },
  { BF_LIVINGSTONE_SCORE_MAJORITY, N_("Row majorities") },
  { BF_LIVINGSTONE_SCORE_GEMS, N_("Gems kept") },
  { BF_LIVINGSTONE_SCORE_VP_CARDS, N_("VP action cards") },
  { BF_LIVINGSTONE_SCORE_DONATION, N_("Donation to the Queen") },
};

const char *
bf_history_kind_to_string (BfHistoryKind kind)
{
  g_return_val_if_fail (kind < BF_HISTORY_N_KINDS, NULL);

  return kind_ids[kind];
}

gboolean
bf_history_kind_from_string (const char    *string,
                             BfHistoryKind *kind)
{
  g_return_val_if_fail (kind != NULL, FALSE);

  for (guint i = 0; i < BF_HISTORY_N_KINDS; i++)
    if (g_strcmp0 (string, kind_ids[i]) == 0)
      {
        *kind = (BfHistoryKind) i;
        return TRUE;
      }

  return FALSE;
}

const char *
bf_history_kind_get_title (BfHistoryKind kind)
{
  switch (kind)
    {
    case BF_HISTORY_KIND_CARNEGIE:
      return _("Carnegie");
    case BF_HISTORY_KIND_SOLO:
      return _("Solo against Andrew");
    case BF_HISTORY_KIND_LIVINGSTONE:
      return _("Livingstone");
    default:
      g_return_val_if_reached (NULL);
    }
}

static const Category *
kind_categories (BfHistoryKind  kind,
                 guint         *n)
{
  if (kind == BF_HISTORY_KIND_LIVINGSTONE)
    {
      *n = G_N_ELEMENTS (livingstone_categories);
      return livingstone_categories;
    }

  *n = G_N_ELEMENTS (carnegie_categories);
  return carnegie_categories;
}

guint
bf_history_kind_get_n_categories (BfHistoryKind kind)
{
  guint n;

  g_return_val_if_fail (kind < BF_HISTORY_N_KINDS, 0);

  kind_categories (kind, &n);
  return n;
}

const char *
bf_history_kind_get_category (BfHistoryKind kind,
                              guint         index)
{
  const Category *categories;
  guint n;

  g_return_val_if_fail (kind < BF_HISTORY_N_KINDS, NULL);

  categories = kind_categories (kind, &n);
  g_return_val_if_fail (index < n, NULL);

  return categories[index].id;
}

const char *
bf_history_category_get_title (BfHistoryKind  kind,
                               const char    *category)
{
  const Category *categories;
  guint n;

  g_return_val_if_fail (kind < BF_HISTORY_N_KINDS, NULL);
  g_return_val_if_fail (category != NULL, NULL);

  categories = kind_categories (kind, &n);
  for (guint i = 0; i < n; i++)
    if (strcmp (categories[i].id, category) == 0)
      return _(categories[i].title);

  return category;
}

/* ------------------------------------------------------------------ */

typedef struct
{
  char   *category;
  int     vp;
} Score;

typedef struct
{
  char     *name;
  gboolean  andrew;
  int       total;
  gboolean  winner;
  guint     rank;
  GArray   *scores;   /* Score */
} Player;

struct _BfHistoryRecord
{
  gatomicrefcount  ref_count;
  char            *id;
  BfHistoryKind    kind;
  gint64           played_at;
  BfModules        modules;
  guint            difficulty;
  GArray          *players;   /* Player */
};

G_DEFINE_BOXED_TYPE (BfHistoryRecord, bf_history_record,
                     bf_history_record_ref, bf_history_record_unref)

static void
clear_score (gpointer data)
{
  Score *score = data;

  g_free (score->category);
}

static void
clear_player (gpointer data)
{
  Player *player = data;

  g_free (player->name);
  g_clear_pointer (&player->scores, g_array_unref);
}

BfHistoryRecord *
bf_history_record_new (const char    *id,
                       BfHistoryKind  kind,
                       gint64         played_at,
                       BfModules      modules,
                       guint          difficulty)
{
  BfHistoryRecord *self;

  g_return_val_if_fail (id != NULL && *id != '\0', NULL);
  g_return_val_if_fail (kind < BF_HISTORY_N_KINDS, NULL);
  g_return_val_if_fail (difficulty <= 4, NULL);

  self = g_new0 (BfHistoryRecord, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->id = g_strdup (id);
  self->kind = kind;
  self->played_at = played_at;
  self->modules = modules;
  self->difficulty = difficulty;
  self->players = g_array_new (FALSE, TRUE, sizeof (Player));
  g_array_set_clear_func (self->players, clear_player);

  return self;
}

guint
bf_history_record_add_player (BfHistoryRecord *self,
                              const char      *name,
                              gboolean         andrew,
                              int              total,
                              gboolean         winner,
                              guint            rank)
{
  Player player = { 0 };

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  player.name = g_strdup (name);
  player.andrew = !!andrew;
  player.total = total;
  player.winner = !!winner;
  player.rank = rank;
  player.scores = g_array_new (FALSE, TRUE, sizeof (Score));
  g_array_set_clear_func (player.scores, clear_score);
  g_array_append_val (self->players, player);

  return self->players->len - 1;
}

static Player *
get_player (BfHistoryRecord *self,
            guint            player)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return &g_array_index (self->players, Player, player);
}

void
bf_history_record_add_score (BfHistoryRecord *self,
                             guint            player,
                             const char      *category,
                             int              vp)
{
  Player *p = get_player (self, player);
  Score score;

  g_return_if_fail (p != NULL);
  g_return_if_fail (category != NULL);

  for (guint i = 0; i < p->scores->len; i++)
    {
      Score *s = &g_array_index (p->scores, Score, i);

      if (strcmp (s->category, category) == 0)
        {
          s->vp += vp;
          return;
        }
    }

  score.category = g_strdup (category);
  score.vp = vp;
  g_array_append_val (p->scores, score);
}

BfHistoryRecord *
bf_history_record_ref (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
bf_history_record_unref (BfHistoryRecord *self)
{
  g_return_if_fail (self != NULL);

  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_free (self->id);
      g_array_unref (self->players);
      g_free (self);
    }
}

const char *
bf_history_record_get_id (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->id;
}

BfHistoryKind
bf_history_record_get_kind (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, BF_HISTORY_KIND_CARNEGIE);
  return self->kind;
}

gint64
bf_history_record_get_played_at (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->played_at;
}

BfModules
bf_history_record_get_modules (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, BF_MODULE_NONE);
  return self->modules;
}

guint
bf_history_record_get_difficulty (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->difficulty;
}

guint
bf_history_record_get_n_players (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->players->len;
}

const char *
bf_history_record_get_name (BfHistoryRecord *self,
                            guint            player)
{
  Player *p = get_player (self, player);

  return p != NULL ? p->name : NULL;
}

gboolean
bf_history_record_is_andrew (BfHistoryRecord *self,
                             guint            player)
{
  Player *p = get_player (self, player);

  return p != NULL && p->andrew;
}

int
bf_history_record_get_total (BfHistoryRecord *self,
                             guint            player)
{
  Player *p = get_player (self, player);

  return p != NULL ? p->total : 0;
}

gboolean
bf_history_record_is_winner (BfHistoryRecord *self,
                             guint            player)
{
  Player *p = get_player (self, player);

  return p != NULL && p->winner;
}

guint
bf_history_record_get_rank (BfHistoryRecord *self,
                            guint            player)
{
  Player *p = get_player (self, player);

  return p != NULL ? p->rank : 0;
}

int
bf_history_record_get_score (BfHistoryRecord *self,
                             guint            player,
                             const char      *category)
{
  Player *p = get_player (self, player);

  g_return_val_if_fail (category != NULL, 0);

  if (p == NULL)
    return 0;

  for (guint i = 0; i < p->scores->len; i++)
    {
      Score *s = &g_array_index (p->scores, Score, i);

      if (strcmp (s->category, category) == 0)
        return s->vp;
    }

  return 0;
}

guint
bf_history_record_get_n_scores (BfHistoryRecord *self,
                                guint            player)
{
  Player *p = get_player (self, player);

  return p != NULL ? p->scores->len : 0;
}

const char *
bf_history_record_get_score_category (BfHistoryRecord *self,
                                      guint            player,
                                      guint            index)
{
  Player *p = get_player (self, player);

  g_return_val_if_fail (p != NULL && index < p->scores->len, NULL);

  return g_array_index (p->scores, Score, index).category;
}

int
bf_history_record_get_score_vp (BfHistoryRecord *self,
                                guint            player,
                                guint            index)
{
  Player *p = get_player (self, player);

  g_return_val_if_fail (p != NULL && index < p->scores->len, 0);

  return g_array_index (p->scores, Score, index).vp;
}

int
bf_history_record_get_margin (BfHistoryRecord *self)
{
  int player = 0, andrew = 0;
  gboolean have_player = FALSE, have_andrew = FALSE;

  g_return_val_if_fail (self != NULL, 0);

  if (self->kind != BF_HISTORY_KIND_SOLO)
    return 0;

  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = &g_array_index (self->players, Player, i);

      if (p->andrew && !have_andrew)
        {
          andrew = p->total;
          have_andrew = TRUE;
        }
      else if (!p->andrew && !have_player)
        {
          player = p->total;
          have_player = TRUE;
        }
    }

  return player - andrew;
}

char *
bf_history_record_dup_players_text (BfHistoryRecord *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->players->len; i++)
    {
      if (i > 0)
        /* Translators: between the names of a game's players, "Anna, Ben, Cara" */
        g_string_append (text, _(", "));
      g_string_append (text, g_array_index (self->players, Player, i).name);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
bf_history_record_dup_winners_text (BfHistoryRecord *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *joined = NULL;
  int best = 0;

  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = &g_array_index (self->players, Player, i);

      if (p->winner)
        {
          g_ptr_array_add (names, p->name);
          best = p->total;
        }
    }

  if (names->len == 0)
    /* Translators: a Livingstone game where every player was disqualified */
    return g_strdup (_("Nobody won"));

  joined = bf_text_join_list (names);

  /* Translators: the winners of a game kept in the history and their total, "Anna (112 VP)" */
  return g_strdup_printf (_("%s (%d VP)"), joined, best);
}

/* ------------------------------------------------------------------ */
/* From a finished document                                           */

BfHistoryRecord *
bf_history_record_new_from_document (BfDocument  *document,
                                     const char  *id,
                                     gint64       played_at,
                                     GError     **error)
{
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(GError) local_error = NULL;
  BfHistoryRecord *self;
  BfHistoryKind kind;

  g_return_val_if_fail (BF_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (id != NULL && *id != '\0', NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Every game scores itself into the one card the history keeps. */
  card = bf_document_score (document, &local_error);
  if (card == NULL)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FINISHED,
                           local_error->message);
      return NULL;
    }

  if (!bf_history_kind_from_string (bf_score_card_get_kind (card), &kind) ||
      bf_score_card_get_difficulty (card) > 4)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("This kind of game cannot be kept in the history."));
      return NULL;
    }

  self = bf_history_record_new (id, kind, played_at,
                                (BfModules) bf_score_card_get_modules (card),
                                bf_score_card_get_difficulty (card));
  for (guint i = 0; i < bf_score_card_get_n_players (card); i++)
    {
      guint p = bf_history_record_add_player (self,
                                              bf_score_card_get_name (card, i),
                                              bf_score_card_is_andrew (card, i),
                                              bf_score_card_get_total (card, i),
                                              bf_score_card_is_winner (card, i),
                                              bf_score_card_get_rank (card, i));

      for (guint l = 0; l < bf_score_card_get_n_lines (card, i); l++)
        bf_history_record_add_score (self, p,
                                     bf_score_card_get_line_category (card, i, l),
                                     bf_score_card_get_line_vp (card, i, l));
    }

  return self;
}
