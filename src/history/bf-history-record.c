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

struct _BfHistoryRecord
{
  gatomicrefcount  ref_count;
  char            *id;
  BfHistoryKind    kind;
  gint64           played_at;
  BfModules        modules;
  guint            difficulty;
  /* The players, their totals, ranks and points: one line per category
   * (the core's result type, as every game produces it). */
  BfScoreCard     *card;
};

G_DEFINE_BOXED_TYPE (BfHistoryRecord, bf_history_record,
                     bf_history_record_ref, bf_history_record_unref)

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
  self->card = bf_score_card_new (bf_history_kind_to_string (kind), modules, difficulty);

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
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  return bf_score_card_add_player (self->card, name, !!andrew, total, !!winner, rank);
}

/* The card's checks, with the record's own NULL check first. */
static gboolean
has_player (BfHistoryRecord *self,
            guint            player)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < bf_score_card_get_n_players (self->card), FALSE);

  return TRUE;
}

void
bf_history_record_add_score (BfHistoryRecord *self,
                             guint            player,
                             const char      *category,
                             int              vp)
{
  g_return_if_fail (has_player (self, player));
  g_return_if_fail (category != NULL);

  bf_score_card_add_points (self->card, player, category, vp);
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
      bf_score_card_unref (self->card);
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

BfScoreCard *
bf_history_record_get_card (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->card;
}

guint
bf_history_record_get_n_players (BfHistoryRecord *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return bf_score_card_get_n_players (self->card);
}

const char *
bf_history_record_get_name (BfHistoryRecord *self,
                            guint            player)
{
  return has_player (self, player) ? bf_score_card_get_name (self->card, player) : NULL;
}

gboolean
bf_history_record_is_andrew (BfHistoryRecord *self,
                             guint            player)
{
  return has_player (self, player) && bf_score_card_is_andrew (self->card, player);
}

int
bf_history_record_get_total (BfHistoryRecord *self,
                             guint            player)
{
  return has_player (self, player) ? bf_score_card_get_total (self->card, player) : 0;
}

gboolean
bf_history_record_is_winner (BfHistoryRecord *self,
                             guint            player)
{
  return has_player (self, player) && bf_score_card_is_winner (self->card, player);
}

guint
bf_history_record_get_rank (BfHistoryRecord *self,
                            guint            player)
{
  return has_player (self, player) ? bf_score_card_get_rank (self->card, player) : 0;
}

int
bf_history_record_get_score (BfHistoryRecord *self,
                             guint            player,
                             const char      *category)
{
  g_return_val_if_fail (category != NULL, 0);

  return has_player (self, player) ? bf_score_card_get_category (self->card, player, category) : 0;
}

guint
bf_history_record_get_n_scores (BfHistoryRecord *self,
                                guint            player)
{
  return has_player (self, player) ? bf_score_card_get_n_lines (self->card, player) : 0;
}

const char *
bf_history_record_get_score_category (BfHistoryRecord *self,
                                      guint            player,
                                      guint            index)
{
  return has_player (self, player) ? bf_score_card_get_line_category (self->card, player, index) : NULL;
}

int
bf_history_record_get_score_vp (BfHistoryRecord *self,
                                guint            player,
                                guint            index)
{
  return has_player (self, player) ? bf_score_card_get_line_vp (self->card, player, index) : 0;
}

int
bf_history_record_get_margin (BfHistoryRecord *self)
{
  int player = 0, andrew = 0;
  gboolean have_player = FALSE, have_andrew = FALSE;

  g_return_val_if_fail (self != NULL, 0);

  if (self->kind != BF_HISTORY_KIND_SOLO)
    return 0;

  for (guint i = 0; i < bf_score_card_get_n_players (self->card); i++)
    {
      gboolean is_andrew = bf_score_card_is_andrew (self->card, i);

      if (is_andrew && !have_andrew)
        {
          andrew = bf_score_card_get_total (self->card, i);
          have_andrew = TRUE;
        }
      else if (!is_andrew && !have_player)
        {
          player = bf_score_card_get_total (self->card, i);
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

  for (guint i = 0; i < bf_score_card_get_n_players (self->card); i++)
    {
      if (i > 0)
        /* Translators: between the names of a game's players, "Anna, Ben, Cara" */
        g_string_append (text, _(", "));
      g_string_append (text, bf_score_card_get_name (self->card, i));
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

  for (guint i = 0; i < bf_score_card_get_n_players (self->card); i++)
    {
      if (bf_score_card_is_winner (self->card, i))
        {
          g_ptr_array_add (names, (gpointer) bf_score_card_get_name (self->card, i));
          best = bf_score_card_get_total (self->card, i);
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
