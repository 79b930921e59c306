/* bf-livingstone-result.c
 *
 * BfLivingstoneResult: the score sheet of a Livingstone game, computed
 * once from the pad (rounds, majorities, donations), with the winners
 * and their tie-breakers, as text and as JSON. The rulings are in
 * docs/livingstone.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-livingstone-private.h"
#include "bf-document.h"
#include "bf-seats.h"
#include "bf-text.h"

typedef struct
{
  char     *name;
  char     *color;               /* "#rrggbb" or "" */
  int       subtotal;
  int       total;
  gboolean  disqualified;
  gboolean  winner;
  guint     rank;
  guint     donation;
  guint     tents_placed;
  GArray   *lines;               /* BfLivingstoneLine */
} ResultPlayer;

struct _BfLivingstoneResult
{
  grefcount     ref_count;
  guint         n_players;
  ResultPlayer  players[BF_LIVINGSTONE_MAX_PLAYERS];
  gboolean      confirmed;
  char         *verdict;
  GPtrArray    *notes;           /* char* */
};

G_DEFINE_BOXED_TYPE (BfLivingstoneResult, bf_livingstone_result,
                     bf_livingstone_result_ref, bf_livingstone_result_unref)

static void
line_clear (gpointer data)
{
  BfLivingstoneLine *line = data;

  g_free (line->title);
  g_free (line->explanation);
}

static void
add_line (ResultPlayer *player,
          const char   *category,
          char         *title,
          int           vp,
          char         *explanation)
{
  BfLivingstoneLine line = { category, title, vp, explanation };

  g_array_append_val (player->lines, line);
}

/* Translators: an amount of pounds (Livingstone's coins), "£12" */
#define POUNDS(n) g_strdup_printf (C_("pounds", "£%d"), (int) (n))

static void
score_rounds (BfLivingstoneGame *game,
              ResultPlayer      *rp,
              guint              player)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) stops = g_ptr_array_new_with_free_func (g_free);
  guint n_rounds = game->rounds->len;
  int sum = 0;

  for (guint r = 0; r < n_rounds; r++)
    {
      int score = bf_livingstone_game_get_round_score (game, r, player);

      if (r > 0)
        g_string_append (text, " + ");
      g_string_append_printf (text, "%d", score);
      sum += score;

      if (get_round (game, r)->stopped)
        g_ptr_array_add (stops, g_strdup_printf ("%u", r + 1));
    }

  if (stops->len == 0)
    add_line (rp, BF_LIVINGSTONE_SCORE_ROUNDS, g_strdup (_("Rounds")), sum,
              /* Translators: "Rounds 1–10: 2 + 0 + 5 … = 34 VP; row n scores n VP per tent" */
              g_strdup_printf (_("Rounds 1–%u: %s = %d VP (each tent in the column above the steamboat scores its row number)"),
                               n_rounds, text->str, sum));
  else
    {
      g_autofree char *list = bf_text_join_list (stops);

      add_line (rp, BF_LIVINGSTONE_SCORE_ROUNDS, g_strdup (_("Rounds")), sum,
                /* Translators: the last %s is a list of rounds, "4 and 7" */
                g_strdup_printf (_("Rounds 1–%u: %s = %d VP (each tent in the column above the steamboat scores its row number; the steamboat stopped after round %s, so that column was scored again)"),
                                 n_rounds, text->str, sum, list));
    }
}

static void
score_majorities (BfLivingstoneGame   *game,
                  BfLivingstoneResult *result)
{
  guint n = n_players (game);
  g_autoptr(GPtrArray) empty_rows = g_ptr_array_new_with_free_func (g_free);
  gboolean scored[BF_LIVINGSTONE_MAX_PLAYERS] = { FALSE };

  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    {
      guint counts[BF_LIVINGSTONE_MAX_PLAYERS];
      guint max = 0, n_tied = 0;
      guint value = game->row_values[row - 1];

      for (guint i = 0; i < n; i++)
        {
          counts[i] = bf_livingstone_game_get_board_tents (game, i, row);
          max = MAX (max, counts[i]);
        }

      if (max == 0)
        {
          g_ptr_array_add (empty_rows, g_strdup_printf ("%u", row));
          continue;
        }

      for (guint i = 0; i < n; i++)
        if (counts[i] == max)
          n_tied++;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GPtrArray) others = NULL;
          g_autofree char *names = NULL;
          guint second = 0;
          char *title;
          char *explanation;

          if (counts[i] != max)
            continue;

          for (guint j = 0; j < n; j++)
            if (j != i && counts[j] != max)
              second = MAX (second, counts[j]);

          /* Translators: a result line, "Row 3 majority" */
          title = g_strdup_printf (_("Row %u majority"), row);
          if (n_tied == 1)
            explanation = g_strdup_printf (bf_ngettext ("Most tents in row %u: %u tent (next best %u), takes the row’s %u VP",
                                                        "Most tents in row %u: %u tents (next best %u), takes the row’s %u VP",
                                                        max),
                                           row, max, second, value);
          else
            {
              others = g_ptr_array_new ();
              for (guint j = 0; j < n; j++)
                if (j != i && counts[j] == max)
                  g_ptr_array_add (others, get_player (game, j)->display);
              names = bf_text_join_list (others);
              explanation = g_strdup_printf (bf_ngettext ("Tied for most tents in row %u with %s (%u tent each): %u VP ÷ %u = %u VP, rounded down",
                                                          "Tied for most tents in row %u with %s (%u tents each): %u VP ÷ %u = %u VP, rounded down",
                                                          max),
                                             row, names, max, value, n_tied, value / n_tied);
            }

          add_line (&result->players[i], BF_LIVINGSTONE_SCORE_MAJORITY, title,
                    value / n_tied, explanation);
          scored[i] = TRUE;
        }
    }

  for (guint i = 0; i < n; i++)
    if (!scored[i])
      add_line (&result->players[i], BF_LIVINGSTONE_SCORE_MAJORITY,
                g_strdup (_("Row majorities")), 0,
                g_strdup (_("No row where this player has the most tents")));

  if (empty_rows->len > 0)
    {
      g_autofree char *list = bf_text_join_list (empty_rows);

      g_ptr_array_add (result->notes,
                       g_strdup_printf (bf_ngettext ("Row %s has no tents and is not scored at the end.",
                                                     "Rows %s have no tents and are not scored at the end.",
                                                     empty_rows->len),
                                        list));
    }
}

static void
score_donations (BfLivingstoneGame   *game,
                 BfLivingstoneResult *result)
{
  guint n = n_players (game);
  int minimum = bf_livingstone_game_get_minimum_donation (game);
  guint lowest = G_MAXUINT;

  if (n == 0)
    return;

  for (guint i = 0; i < n; i++)
    lowest = MIN (lowest, get_player (game, i)->donation);

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &result->players[i];
      g_autofree char *donated = POUNDS (rp->donation);
      char *explanation;

      if (n == 2)
        {
          if (minimum < 0)
            {
              rp->disqualified = FALSE;
              explanation = g_strdup_printf (_("Donated %s; the four dice for the minimum donation are not rolled yet"),
                                             donated);
            }
          else
            {
              g_autofree char *min_text = POUNDS (minimum);
              g_autofree char *dice = g_strdup_printf ("%u + %u + %u + %u", game->dice[0],
                                                       game->dice[1], game->dice[2], game->dice[3]);

              rp->disqualified = (int) rp->donation < minimum;
              if (rp->disqualified)
                explanation = g_strdup_printf (_("Donated %s, less than the minimum of %s (dice %s): disqualified, score set to 0"),
                                               donated, min_text, dice);
              else
                explanation = g_strdup_printf (_("Donated %s, at least the minimum of %s (dice %s)"),
                                               donated, min_text, dice);
            }
        }
      else
        {
          g_autofree char *lowest_text = POUNDS (lowest);
          g_autoptr(GPtrArray) others = g_ptr_array_new ();

          for (guint j = 0; j < n; j++)
            if (j != i && get_player (game, j)->donation == lowest)
              g_ptr_array_add (others, get_player (game, j)->display);

          rp->disqualified = rp->donation == lowest;
          if (rp->disqualified && others->len == 0)
            explanation = g_strdup_printf (_("Donated %s, the lowest donation: disqualified, score set to 0"),
                                           donated);
          else if (rp->disqualified)
            {
              g_autofree char *names = bf_text_join_list (others);

              explanation = g_strdup_printf (_("Donated %s, tied for the lowest donation with %s: disqualified, score set to 0"),
                                             donated, names);
            }
          else
            {
              g_autofree char *names = bf_text_join_list (others);

              explanation = g_strdup_printf (_("Donated %s; the lowest donation was %s (%s)"),
                                             donated, lowest_text, names);
            }
        }

      add_line (rp, BF_LIVINGSTONE_SCORE_DONATION,
                g_strdup (rp->disqualified ? _("Disqualified") : _("Donation to the Queen")),
                rp->disqualified ? -rp->subtotal : 0, explanation);
      rp->total = rp->disqualified ? 0 : rp->subtotal;
    }

  if (n == 2 && minimum < 0)
    g_ptr_array_add (result->notes,
                     g_strdup (_("Two players: roll or enter the four dice; a player who donated less than their sum is disqualified.")));
}

/* Orders players for the win: score, then donation, then tents placed. */
static int
compare_players (const ResultPlayer *a,
                 const ResultPlayer *b)
{
  if (a->total != b->total)
    return a->total > b->total ? -1 : 1;
  if (a->donation != b->donation)
    return a->donation > b->donation ? -1 : 1;
  if (a->tents_placed != b->tents_placed)
    return a->tents_placed > b->tents_placed ? -1 : 1;
  return 0;
}

static void
find_winners (BfLivingstoneGame   *game,
              BfLivingstoneResult *result)
{
  guint n = result->n_players;
  int best = -1;
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autoptr(GPtrArray) tied = g_ptr_array_new ();
  g_autofree char *winner_names = NULL;
  ResultPlayer *first = NULL;

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &result->players[i];

      rp->rank = 0;
      if (rp->disqualified)
        continue;

      rp->rank = 1;
      for (guint j = 0; j < n; j++)
        if (j != i && !result->players[j].disqualified &&
            compare_players (&result->players[j], rp) < 0)
          rp->rank++;

      if (rp->rank == 1)
        {
          rp->winner = TRUE;
          g_ptr_array_add (winners, rp->name);
          first = rp;
        }
      best = MAX (best, rp->total);
    }

  if (n < BF_LIVINGSTONE_MIN_PLAYERS)
    {
      result->verdict = g_strdup (_("Livingstone needs 2 to 5 players."));
      return;
    }

  if (first == NULL)
    {
      result->verdict = g_strdup (_("Nobody wins: every player was disqualified."));
      return;
    }

  /* The players tied on score with the winners, to explain the tie-breaks. */
  for (guint i = 0; i < n; i++)
    if (!result->players[i].disqualified && result->players[i].total == best)
      g_ptr_array_add (tied, result->players[i].name);

  winner_names = bf_text_join_list (winners);

  if (tied->len == 1)
    result->verdict = g_strdup_printf (_("%s wins with %d VP."), winner_names, best);
  else
    {
      g_autofree char *tied_names = bf_text_join_list (tied);
      guint max_donation = first->donation;
      guint n_same_donation = 0;
      g_autofree char *donation_text = POUNDS (max_donation);

      for (guint i = 0; i < n; i++)
        if (!result->players[i].disqualified && result->players[i].total == best &&
            result->players[i].donation == max_donation)
          n_same_donation++;

      if (winners->len > 1)
        result->verdict = g_strdup_printf (_("%s share the win: %d VP, %s donated and %u tents placed each."),
                                           winner_names, best, donation_text, first->tents_placed);
      else if (n_same_donation == 1)
        result->verdict = g_strdup_printf (_("%s tie at %d VP; %s wins with the largest donation (%s)."),
                                           tied_names, best, winner_names, donation_text);
      else
        result->verdict = g_strdup_printf (_("%s tie at %d VP and the largest donation (%s); %s wins with the most tents placed (%u)."),
                                           tied_names, best, donation_text, winner_names,
                                           first->tents_placed);
    }
}

BfLivingstoneResult *
bf_livingstone_result_new (BfLivingstoneGame *game)
{
  BfLivingstoneResult *self;
  guint n;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (game), NULL);

  n = n_players (game);
  self = g_new0 (BfLivingstoneResult, 1);
  g_ref_count_init (&self->ref_count);
  self->n_players = n;
  self->confirmed = game->confirmed;
  self->notes = g_ptr_array_new_with_free_func (g_free);

  if (!game->confirmed)
    g_ptr_array_add (self->notes,
                     g_strdup_printf (_("Not confirmed from your board: rows 2–5 end values %u, %u, %u and %u VP were assumed."),
                                      game->row_values[1], game->row_values[2],
                                      game->row_values[3], game->row_values[4]));
  if (n < BF_LIVINGSTONE_MIN_PLAYERS)
    g_ptr_array_add (self->notes, g_strdup (_("Livingstone needs 2 to 5 players.")));
  if (_bf_livingstone_game_find_game_end_stop (game) != G_MAXUINT)
    {
      g_autoptr(GError) error = NULL;

      _bf_livingstone_set_game_end_error (&error, _bf_livingstone_game_find_game_end_stop (game));
      g_ptr_array_add (self->notes, g_strdup (error->message));
    }

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &self->players[i];
      BfLivingstonePlayer *p = get_player (game, i);
      const BfColor *color = bf_seats_lookup_color (p->color);

      rp->name = g_strdup (p->display);
      rp->color = g_strdup (color != NULL ? color->rgb : "");
      rp->donation = p->donation;
      rp->tents_placed = bf_livingstone_game_get_tents_placed (game, i);
      rp->lines = g_array_new (FALSE, TRUE, sizeof (BfLivingstoneLine));
      g_array_set_clear_func (rp->lines, line_clear);

      score_rounds (game, rp, i);

      if (rp->tents_placed > BF_LIVINGSTONE_N_TENTS)
        g_ptr_array_add (self->notes,
                         g_strdup_printf (_("%s has %u tents on the board, more than the %d of a player’s supply: check the entries."),
                                          rp->name, rp->tents_placed, BF_LIVINGSTONE_N_TENTS));
      for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
        if (_bf_livingstone_game_board_tents_raw (game, i, row) < 0)
          g_ptr_array_add (self->notes,
                           g_strdup_printf (_("%s moved away more tents from row %u than there are: counted as 0."),
                                            rp->name, row));
    }

  score_majorities (game, self);

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &self->players[i];
      BfLivingstonePlayer *p = get_player (game, i);

      add_line (rp, BF_LIVINGSTONE_SCORE_GEMS, g_strdup (_("Gems kept")), p->gems,
                g_strdup_printf (bf_ngettext ("%u gem in hand × 1 VP",
                                              "%u gems in hand × 1 VP", p->gems),
                                 p->gems));
      add_line (rp, BF_LIVINGSTONE_SCORE_VP_CARDS, g_strdup (_("VP action cards")), p->vp_cards,
                g_strdup_printf (_("Victory points printed on the action cards in hand: %u VP"),
                                 p->vp_cards));

      rp->subtotal = 0;
      for (guint l = 0; l < rp->lines->len; l++)
        rp->subtotal += g_array_index (rp->lines, BfLivingstoneLine, l).vp;
      rp->total = rp->subtotal;
    }

  score_donations (game, self);
  find_winners (game, self);

  return self;
}

BfLivingstoneResult *
bf_livingstone_result_ref (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

void
bf_livingstone_result_unref (BfLivingstoneResult *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  for (guint i = 0; i < self->n_players; i++)
    {
      g_free (self->players[i].name);
      g_free (self->players[i].color);
      g_array_unref (self->players[i].lines);
    }
  g_free (self->verdict);
  g_ptr_array_unref (self->notes);
  g_free (self);
}

guint
bf_livingstone_result_get_n_players (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_players;
}

#define RETURN_PLAYER_FIELD(field, fallback)                \
  g_return_val_if_fail (self != NULL, fallback);            \
  g_return_val_if_fail (player < self->n_players, fallback); \
  return self->players[player].field

const char *
bf_livingstone_result_get_name (BfLivingstoneResult *self,
                                guint                player)
{
  RETURN_PLAYER_FIELD (name, NULL);
}

const char *
bf_livingstone_result_get_color (BfLivingstoneResult *self,
                                 guint                player)
{
  RETURN_PLAYER_FIELD (color, NULL);
}

int
bf_livingstone_result_get_total (BfLivingstoneResult *self,
                                 guint                player)
{
  RETURN_PLAYER_FIELD (total, 0);
}

int
bf_livingstone_result_get_subtotal (BfLivingstoneResult *self,
                                    guint                player)
{
  RETURN_PLAYER_FIELD (subtotal, 0);
}

gboolean
bf_livingstone_result_is_disqualified (BfLivingstoneResult *self,
                                       guint                player)
{
  RETURN_PLAYER_FIELD (disqualified, FALSE);
}

gboolean
bf_livingstone_result_is_winner (BfLivingstoneResult *self,
                                 guint                player)
{
  RETURN_PLAYER_FIELD (winner, FALSE);
}

guint
bf_livingstone_result_get_rank (BfLivingstoneResult *self,
                                guint                player)
{
  RETURN_PLAYER_FIELD (rank, 0);
}

guint
bf_livingstone_result_get_n_lines (BfLivingstoneResult *self,
                                   guint                player)
{
  RETURN_PLAYER_FIELD (lines->len, 0);
}

#undef RETURN_PLAYER_FIELD

const BfLivingstoneLine *
bf_livingstone_result_get_line (BfLivingstoneResult *self,
                                guint                player,
                                guint                line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  g_return_val_if_fail (line < self->players[player].lines->len, NULL);

  return &g_array_index (self->players[player].lines, BfLivingstoneLine, line);
}

int
bf_livingstone_result_get_category (BfLivingstoneResult *self,
                                    guint                player,
                                    const char          *category)
{
  GArray *lines;
  int vp = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);
  g_return_val_if_fail (category != NULL, 0);

  lines = self->players[player].lines;
  for (guint l = 0; l < lines->len; l++)
    if (g_str_equal (g_array_index (lines, BfLivingstoneLine, l).category, category))
      vp += g_array_index (lines, BfLivingstoneLine, l).vp;

  return vp;
}

const char *
bf_livingstone_result_get_verdict (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->verdict != NULL ? self->verdict : "";
}

gboolean
bf_livingstone_result_get_values_confirmed (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->confirmed;
}

guint
bf_livingstone_result_get_n_notes (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->notes->len;
}

const char *
bf_livingstone_result_get_note (BfLivingstoneResult *self,
                                guint                note)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (note < self->notes->len, NULL);

  return g_ptr_array_index (self->notes, note);
}

/* The card's categories: the rows of a table of all players. */
static const struct
{
  const char *category;          /* NULL: the subtotal before the donations */
  const char *title;
} card_categories[] = {
  { BF_LIVINGSTONE_SCORE_ROUNDS, N_("Rounds") },
  { BF_LIVINGSTONE_SCORE_MAJORITY, N_("Row majorities") },
  { BF_LIVINGSTONE_SCORE_GEMS, N_("Gems kept") },
  { BF_LIVINGSTONE_SCORE_VP_CARDS, N_("VP action cards") },
  { NULL, N_("Before the donations") },
  { BF_LIVINGSTONE_SCORE_DONATION, N_("Disqualification") },
};

/* The card of @self: every line, the categories with the subtotal
 * before the donations, the verdict (who wins and the tie-breakers),
 * the notes, whether the board's values were confirmed. */
static BfScoreCard *
card_from_result (BfLivingstoneResult *self)
{
  BfScoreCard *card = bf_score_card_new ("livingstone", 0, 0);

  for (guint c = 0; c < G_N_ELEMENTS (card_categories); c++)
    bf_score_card_add_category (card, card_categories[c].category, _(card_categories[c].title));
  bf_score_card_set_verdict (card, bf_livingstone_result_get_verdict (self));
  for (guint n = 0; n < self->notes->len; n++)
    bf_score_card_add_note (card, g_ptr_array_index (self->notes, n));
  bf_score_card_set_values_confirmed (card, self->confirmed);

  for (guint i = 0; i < self->n_players; i++)
    {
      ResultPlayer *rp = &self->players[i];
      guint p = bf_score_card_add_player (card, rp->name, FALSE, rp->total, rp->winner, rp->rank);

      bf_score_card_set_color (card, p, rp->color);
      for (guint l = 0; l < rp->lines->len; l++)
        {
          const BfLivingstoneLine *line = &g_array_index (rp->lines, BfLivingstoneLine, l);
          BfScoreCardLine card_line = {
            line->category, line->title, line->vp, line->explanation, BF_SCORE_CARD_NO_PLACE, FALSE,
          };

          bf_score_card_add_line_full (card, p, &card_line);
        }
    }

  return card;
}

/* The points before the donations: the card's subtotal row. */
static int
card_subtotal (BfScoreCard *card,
               guint        player)
{
  for (guint c = 0; c < bf_score_card_get_n_categories (card); c++)
    if (bf_score_card_get_category_id (card, c) == NULL)
      return bf_score_card_get_category_row (card, player, c);

  return bf_score_card_get_total (card, player);
}

char *
bf_livingstone_card_to_text (BfScoreCard *card)
{
  GString *text;
  const char *verdict;

  g_return_val_if_fail (card != NULL, NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < bf_score_card_get_n_players (card); i++)
    {
      g_string_append_printf (text, "%s%s: %d VP\n", bf_score_card_get_name (card, i),
                              bf_score_card_is_winner (card, i) ? " ★" : "",
                              bf_score_card_get_total (card, i));
      for (guint l = 0; l < bf_score_card_get_n_lines (card, i); l++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, i, l);

          g_string_append_printf (text, "  %4d  %s: %s\n", line->vp, line->title, line->explanation);
        }
    }

  for (guint n = 0; n < bf_score_card_get_n_notes (card); n++)
    g_string_append_printf (text, "* %s\n", bf_score_card_get_note (card, n));
  verdict = bf_score_card_get_verdict (card);
  g_string_append_printf (text, "%s\n", verdict != NULL ? verdict : "");

  return g_string_free (text, FALSE);
}

JsonNode *
bf_livingstone_card_to_json (BfScoreCard *card)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const char *verdict;

  g_return_val_if_fail (card != NULL, NULL);

  verdict = bf_score_card_get_verdict (card);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "values-confirmed");
  json_builder_add_boolean_value (builder, bf_score_card_get_values_confirmed (card));
  json_builder_set_member_name (builder, "verdict");
  json_builder_add_string_value (builder, verdict != NULL ? verdict : "");
  json_builder_set_member_name (builder, "notes");
  json_builder_begin_array (builder);
  for (guint n = 0; n < bf_score_card_get_n_notes (card); n++)
    json_builder_add_string_value (builder, bf_score_card_get_note (card, n));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bf_score_card_get_n_players (card); i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, bf_score_card_get_name (card, i));
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, bf_score_card_get_total (card, i));
      json_builder_set_member_name (builder, "subtotal");
      json_builder_add_int_value (builder, card_subtotal (card, i));
      json_builder_set_member_name (builder, "disqualified");
      json_builder_add_boolean_value (builder, bf_score_card_is_disqualified (card, i));
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, bf_score_card_is_winner (card, i));
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, bf_score_card_get_rank (card, i));
      bf_score_card_build_lines_json (card, i, builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

char *
bf_livingstone_result_to_text (BfLivingstoneResult *self)
{
  g_autoptr(BfScoreCard) card = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  card = card_from_result (self);
  return bf_livingstone_card_to_text (card);
}

JsonNode *
bf_livingstone_result_to_json (BfLivingstoneResult *self)
{
  g_autoptr(BfScoreCard) card = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  card = card_from_result (self);
  return bf_livingstone_card_to_json (card);
}

BfScoreCard *
bf_livingstone_result_card_for_game (BfLivingstoneGame  *game,
                                     GError            **error)
{
  g_autoptr(BfLivingstoneResult) result = NULL;
  guint n;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n = bf_livingstone_game_get_n_players (game);
  if (n < BF_LIVINGSTONE_MIN_PLAYERS || n > BF_LIVINGSTONE_MAX_PLAYERS)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                           _("Livingstone needs 2 to 5 players."));
      return NULL;
    }

  if (n == 2)
    for (guint d = 0; d < BF_LIVINGSTONE_N_DICE; d++)
      if (bf_livingstone_game_get_die (game, d) == 0)
        {
          g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                               _("Roll or enter the four dice of the minimum donation first."));
          return NULL;
        }

  result = bf_livingstone_result_new (game);
  return card_from_result (result);
}

BfScoreCard *
bf_livingstone_result_card_as_entered (BfLivingstoneGame *game)
{
  g_autoptr(BfLivingstoneResult) result = NULL;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (game), NULL);

  result = bf_livingstone_result_new (game);
  return card_from_result (result);
}
