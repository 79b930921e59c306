/* bf-score-sheet-card.c
 *
 * A Carnegie score sheet as the score card every game produces
 * (bf-score-card.h): the card of the entries as they stand and of the
 * finished game, and the card's text and JSON forms (`benefactor
 * --score`), read from the card alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score"

#include "config.h"

#include "bf-score-sheet.h"
#include "bf-score-sheet-private.h"

#include "bf-i18n.h"

#include "bf-document.h"

/* The card of @sheet, scored from @game (NULL: no colours). */
static BfScoreCard *
card_from_sheet (BfScoreSheet   *sheet,
                 BfCarnegieGame *game,
                 const char     *kind,
                 guint           modules,
                 guint           difficulty)
{
  BfScoreCard *card = bf_score_card_new (kind, modules, difficulty);
  guint n = bf_score_sheet_get_n_players (sheet);
  GListModel *players = game != NULL ? bf_carnegie_game_get_players (game) : NULL;

  for (guint i = 0; i < n; i++)
    {
      int total = bf_score_sheet_get_total (sheet, i);
      guint rank = 1;
      guint p;

      for (guint j = 0; j < n; j++)
        if (bf_score_sheet_get_total (sheet, j) > total)
          rank++;

      p = bf_score_card_add_player (card,
                                    bf_score_sheet_get_name (sheet, i),
                                    bf_score_sheet_is_andrew (sheet, i),
                                    total,
                                    bf_score_sheet_is_winner (sheet, i),
                                    rank);

      /* The sheet's players are the game's, in its order. */
      if (players != NULL && i < g_list_model_get_n_items (players))
        {
          g_autoptr(BfCarnegiePlayer) player = g_list_model_get_item (players, i);
          const char *id = bf_carnegie_player_get_color (player);
          const BfColor *color = id != NULL ? bf_carnegie_rules_lookup_color (bf_carnegie_game_get_rules (game), id)
                                            : NULL;

          bf_score_card_set_color (card, p, color != NULL ? color->rgb : NULL);
        }

      for (guint l = 0; l < bf_score_sheet_get_n_lines (sheet, i); l++)
        {
          const BfScoreLine *line = bf_score_sheet_get_line (sheet, i, l);
          BfScoreCardLine card_line = {
            line->category, line->title, line->vp, line->explanation,
            line->chart_pos != BF_CHART_POS_NONE ? line->chart_pos : BF_SCORE_CARD_NO_PLACE,
            line->flagged,
          };

          bf_score_card_add_line_full (card, p, &card_line);
        }
    }

  return card;
}

static const char *
game_kind (BfCarnegieGame *game)
{
  return bf_carnegie_game_get_solo (game) ? "solo" : "carnegie";
}

BfScoreCard *
bf_score_sheet_card_for_game (BfCarnegieGame *game,
                              guint           difficulty,
                              GError        **error)
{
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (bf_carnegie_game_get_setup_progress (game) != NULL)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                           _("This table is still being set up: finish the setup and enter the final table first."));
      return NULL;
    }

  if (!bf_carnegie_game_validate (game, &local_error))
    {
      /* Translators: %s is why the table cannot be scored as it is, e.g. "The town Troy has a pawn without a project type." */
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                   _("This game cannot be kept yet: %s"), local_error->message);
      return NULL;
    }

  sheet = bf_score_sheet_new (game, &local_error);
  if (sheet == NULL)
    {
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                   _("This game cannot be kept yet: %s"), local_error->message);
      return NULL;
    }

  return card_from_sheet (sheet, game, game_kind (game), bf_carnegie_game_get_modules (game), difficulty);
}

BfScoreCard *
bf_score_sheet_card_as_entered (BfCarnegieGame *game,
                                guint           difficulty,
                                GError        **error)
{
  g_autoptr(BfScoreSheet) sheet = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  sheet = bf_score_sheet_new (game, error);
  if (sheet == NULL)
    return NULL;

  return card_from_sheet (sheet, game, game_kind (game), bf_carnegie_game_get_modules (game), difficulty);
}

/* A card of @sheet alone, for its text and JSON forms. */
static BfScoreCard *
card_of_sheet (BfScoreSheet *sheet)
{
  gboolean solo = FALSE;

  for (guint i = 0; i < bf_score_sheet_get_n_players (sheet); i++)
    solo |= bf_score_sheet_is_andrew (sheet, i);

  return card_from_sheet (sheet, NULL, solo ? "solo" : "carnegie", 0, 0);
}

/* Text and JSON ------------------------------------------------------- */

/* Terminal columns taken by @text: wide (CJK) characters take two,
 * combining marks none. */
static guint
text_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }

  return width;
}

static void
append_padded (GString    *s,
               const char *text,
               guint       width,
               gboolean    right)
{
  guint w = text_width (text);

  if (right)
    for (guint i = w; i < width; i++)
      g_string_append_c (s, ' ');
  g_string_append (s, text);
  if (!right)
    for (guint i = w; i < width; i++)
      g_string_append_c (s, ' ');
}

static void
append_row (GString    *s,
            const char *title,
            const char *vp,
            const char *explanation,
            guint       title_width,
            guint       vp_width)
{
  g_string_append (s, "  ");
  append_padded (s, title, title_width, FALSE);
  g_string_append (s, "  ");
  append_padded (s, vp, vp_width, TRUE);
  if (explanation != NULL && *explanation != '\0')
    {
      g_string_append (s, "  ");
      g_string_append (s, explanation);
    }
  g_string_append_c (s, '\n');
}

/* A line's title; a card kept in the history has none, only categories. */
static const char *
line_title (const BfScoreCardLine *line)
{
  return line->title != NULL ? line->title : line->category;
}

char *
bf_score_sheet_card_to_text (BfScoreCard *card)
{
  g_autoptr(GString) s = NULL;
  /* Translators: column headings of the score table */
  const char *h_title = C_("score table", "Category");
  const char *h_vp = C_("score table", "VP");
  const char *h_explanation = C_("score table", "Explanation");
  const char *total_title = C_("score table", "Total");
  guint n_players;
  guint title_width;
  guint vp_width;
  gboolean first = TRUE;

  g_return_val_if_fail (card != NULL, NULL);

  n_players = bf_score_card_get_n_players (card);
  title_width = MAX (text_width (h_title), text_width (total_title));
  vp_width = text_width (h_vp);

  for (guint p = 0; p < n_players; p++)
    {
      char buf[32];

      g_snprintf (buf, sizeof buf, "%d", bf_score_card_get_total (card, p));
      vp_width = MAX (vp_width, text_width (buf));
      for (guint i = 0; i < bf_score_card_get_n_lines (card, p); i++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, p, i);

          title_width = MAX (title_width, text_width (line_title (line)));
          g_snprintf (buf, sizeof buf, "%d", line->vp);
          vp_width = MAX (vp_width, text_width (buf));
        }
    }

  s = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    {
      char buf[32];

      if (p > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, bf_score_card_get_name (card, p));
      if (bf_score_card_is_winner (card, p))
        /* Translators: after the player's name in the score table */
        g_string_append (s, _(" (winner)"));
      g_string_append_c (s, '\n');

      append_row (s, h_title, h_vp, h_explanation, title_width, vp_width);
      for (guint i = 0; i < bf_score_card_get_n_lines (card, p); i++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, p, i);

          g_snprintf (buf, sizeof buf, "%d", line->vp);
          append_row (s, line_title (line), buf, line->explanation, title_width, vp_width);
        }
      g_snprintf (buf, sizeof buf, "%d", bf_score_card_get_total (card, p));
      append_row (s, total_title, buf, NULL, title_width, vp_width);
    }

  if (n_players > 0)
    {
      g_string_append_c (s, '\n');
      /* Translators: followed by the names of the players with the
       * highest total, "Winners: Ann, Bob" */
      g_string_append (s, bf_ngettext ("Winner: ", "Winners: ",
                                       bf_score_card_get_n_winners (card)));
      for (guint p = 0; p < n_players; p++)
        if (bf_score_card_is_winner (card, p))
          _bf_score_append_list (s, bf_score_card_get_name (card, p), &first);
      g_string_append_c (s, '\n');
    }

  return g_string_free (g_steal_pointer (&s), FALSE);
}

JsonNode *
bf_score_sheet_card_to_json (BfScoreCard *card)
{
  g_autoptr(JsonBuilder) builder = NULL;
  guint n_players;

  g_return_val_if_fail (card != NULL, NULL);

  n_players = bf_score_card_get_n_players (card);
  builder = json_builder_new ();
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, bf_score_card_get_name (card, p));
      json_builder_set_member_name (builder, "andrew");
      json_builder_add_boolean_value (builder, bf_score_card_is_andrew (card, p));
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, bf_score_card_get_total (card, p));
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, bf_score_card_is_winner (card, p));

      bf_score_card_build_lines_json (card, p, builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    if (bf_score_card_is_winner (card, p))
      json_builder_add_string_value (builder, bf_score_card_get_name (card, p));
  json_builder_end_array (builder);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

char *
bf_score_sheet_to_text (BfScoreSheet *self)
{
  g_autoptr(BfScoreCard) card = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  card = card_of_sheet (self);
  return bf_score_sheet_card_to_text (card);
}

JsonNode *
bf_score_sheet_to_json (BfScoreSheet *self)
{
  g_autoptr(BfScoreCard) card = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  card = card_of_sheet (self);
  return bf_score_sheet_card_to_json (card);
}
