/* bf-table-link-livingstone.c
 *
 * A shared Livingstone score pad (docs/table-link.md, "Livingstone"): the
 * view each seat is sent and the entries of its phone, applied with the
 * pad's own setters to the seat's own player. bf-table-link.c does the
 * rest as for Carnegie: routes, tokens, the checkpoint before the ack,
 * the views sent again after every change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-link"

#include "config.h"

#include "bf-i18n.h"

#include "bf-json.h"
#include "bf-link-page.h"
#include "bf-table-link.h"
#include "bf-table-link-livingstone.h"

/* The page's strings (data/link/livingstone.js asks for them through
 * api.t(); strings.json carries them with app.js's). Where the desktop's
 * pad has the same words, the same msgid, so that the phone says what
 * the desktop says and its accessible names match; the page drops a
 * mnemonic's underscore. Those app.js asks for too ("Your Score") are in
 * its table (bf-link-page.c) only. */
static const BfLinkPageString livingstone_strings[] = {
  { NULL, N_("Previous Round") },
  { NULL, N_("Next Round") },
  { NULL, N_("Round %u of %u") },
  { NULL, N_("Column %u · a tent costs %s, plus %s for each other player’s tent "
             "in that space, paid to that player") },
  { NULL, N_("Column %u again · a tent costs %s, plus %s for each other player’s tent "
             "in that space, paid to that player") },
  { "pounds", NC_("pounds", "£%d") },
  { NULL, N_("Row %u") },
  { NULL, N_("%u VP each") },
  { NULL, N_("%s: tents in row %u, %u VP each") },
  { NULL, N_("Round score: %d VP") },
  { NULL, N_("Tents Moved Between Columns") },
  { NULL, N_("For the whole game, not only this round") },
  { NULL, N_("%s: tents moved in row %u, whole game") },
  { NULL, N_("With two players, a player whose supply is empty may move one of their "
             "tents already on the board when placing a tent: enter it in this round "
             "and −1 here, in the row it left. No action card places a tent outside "
             "the column above the steamboat.") },
  { NULL, N_("End of the game") },
  { NULL, N_("_Gems Kept") },
  { NULL, N_("1 VP each") },
  { NULL, N_("%s: gems kept") },
  { NULL, N_("_VP Action Cards") },
  { NULL, N_("The VP printed on the cards in hand, added up") },
  { NULL, N_("%s: VP on action cards") },
  { NULL, N_("_Donation to the Queen") },
  { NULL, N_("Pounds, revealed after the scoring") },
  { NULL, N_("%s: donation in pounds") },
  /* Translators: on a phone's Livingstone page: the player's score before
   * the donations are revealed (on the desktop) */
  { NULL, N_("VP before the donations") },
  /* Translators: on a phone's Livingstone page, under the player's score */
  { NULL, N_("The donations are revealed on the desktop after the scoring, and who is disqualified with them.") },
  /* Translators: on a phone's Livingstone page with two players: the sum
   * of the four dice rolled at the table, e.g. "Minimum donation: £14, …" */
  { NULL, N_("Minimum donation: £%d, the sum of the four dice. A player who donated less is disqualified.") },
  /* Translators: the buttons beside a number on a phone's page, for a
   * screen reader: "One less: Anna: gems kept" */
  { NULL, N_("One less: %s") },
  { NULL, N_("One more: %s") },
  /* Translators: a number typed on a phone's page that cannot be sent:
   * "Anna: gems kept: enter a whole number from 0 to 30." */
  { NULL, N_("%s: enter a whole number from %d to %d.") },
};

const BfLinkPageString *
_bf_table_link_livingstone_strings (guint *n_strings)
{
  *n_strings = G_N_ELEMENTS (livingstone_strings);
  return livingstone_strings;
}

BfLivingstoneGame *
_bf_table_link_livingstone_get_game (BfSession *session)
{
  BfDocument *document = bf_session_get_document (session);
  BfLivingstoneGame *game;

  if (document == NULL || !BF_IS_LIVINGSTONE_GAME (document))
    return NULL;
  game = BF_LIVINGSTONE_GAME (document);
  if (bf_livingstone_game_get_n_players (game) < BF_LIVINGSTONE_MIN_PLAYERS)
    return NULL;
  return game;
}

/* ------------------------------------------------------------------ */
/* The view                                                            */

/* Numbers by row (row 1 first: index 0 is the row by the river) or by
 * column (column 1 first). */
static JsonArray *
new_int_array (const int *values,
               guint      n_values)
{
  JsonArray *array = json_array_sized_new (n_values);

  for (guint i = 0; i < n_values; i++)
    json_array_add_int_element (array, values[i]);
  return array;
}

/* The seat's own row: its tents per round, the tents moved between
 * columns, its end of the game (its donation included: its own). */
static JsonObject *
own_entries (BfLivingstoneGame *game,
             guint              seat)
{
  BfLivingstonePlayer *player = bf_livingstone_game_get_player (game, seat);
  guint n_rounds = bf_livingstone_game_get_n_rounds (game);
  JsonObject *entries = json_object_new ();
  JsonArray *rounds = json_array_sized_new (n_rounds);
  int rows[BF_LIVINGSTONE_N_ROWS];

  for (guint round = 0; round < n_rounds; round++)
    {
      JsonObject *object = json_object_new ();

      for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
        rows[row - 1] = bf_livingstone_player_get_tents (player, round, row);
      json_object_set_array_member (object, "tents", new_int_array (rows, BF_LIVINGSTONE_N_ROWS));
      json_object_set_int_member (object, "score", bf_livingstone_player_get_round_score (player, round));
      json_array_add_object_element (rounds, object);
    }
  json_object_set_array_member (entries, "rounds", rounds);

  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    rows[row - 1] = bf_livingstone_player_get_other_tents (player, row);
  json_object_set_array_member (entries, "other-tents", new_int_array (rows, BF_LIVINGSTONE_N_ROWS));

  json_object_set_int_member (entries, "gems", bf_livingstone_player_get_gems (player));
  json_object_set_int_member (entries, "vp-cards", bf_livingstone_player_get_vp_cards (player));
  json_object_set_int_member (entries, "donation", bf_livingstone_player_get_donation (player));
  return entries;
}

/* The last round in which any player has a tent (0 when none): the
 * tents stand on the board for everybody to see. */
static guint
current_round (BfLivingstoneGame *game)
{
  guint n_players = bf_livingstone_game_get_n_players (game);

  for (guint round = bf_livingstone_game_get_n_rounds (game); round > 0; round--)
    for (guint player = 0; player < n_players; player++)
      if (bf_livingstone_player_get_round_score (bf_livingstone_game_get_player (game, player), round - 1) > 0)
        return round - 1;
  return 0;
}

/* What the whole table sees of the pad: its rounds, the board's values,
 * the two-player minimum donation once the dice are in. */
static void
add_table (JsonObject        *view,
           BfLivingstoneGame *game)
{
  guint n_rounds = bf_livingstone_game_get_n_rounds (game);
  guint n_columns = bf_livingstone_game_get_n_columns (game);
  JsonArray *rounds = json_array_sized_new (n_rounds);
  JsonObject *board = json_object_new ();
  int values[BF_LIVINGSTONE_N_COLUMNS];
  int minimum = bf_livingstone_game_get_minimum_donation (game);

  G_STATIC_ASSERT (BF_LIVINGSTONE_N_COLUMNS >= BF_LIVINGSTONE_N_ROWS);

  for (guint round = 0; round < n_rounds; round++)
    {
      JsonObject *object = json_object_new ();

      json_object_set_int_member (object, "column", bf_livingstone_game_get_round_column (game, round));
      json_object_set_boolean_member (object, "stopped", bf_livingstone_game_get_stopped (game, round));
      json_array_add_object_element (rounds, object);
    }
  json_object_set_array_member (view, "rounds", rounds);
  json_object_set_int_member (view, "current-round", current_round (game));

  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    values[row - 1] = bf_livingstone_game_get_row_value (game, row);
  json_object_set_array_member (board, "row-values", new_int_array (values, BF_LIVINGSTONE_N_ROWS));
  for (guint column = 1; column <= n_columns; column++)
    values[column - 1] = bf_livingstone_game_get_column_cost (game, column);
  json_object_set_array_member (board, "column-costs", new_int_array (values, n_columns));
  json_object_set_boolean_member (board, "confirmed", bf_livingstone_game_get_values_confirmed (game));
  json_object_set_object_member (view, "board", board);

  if (bf_livingstone_game_get_n_players (game) == 2 && minimum >= 0)
    json_object_set_int_member (view, "minimum-donation", minimum);
  else
    json_object_set_null_member (view, "minimum-donation");
}

/* The standings: every player's VP before the donations, ranked by it
 * (1 for the most, tied players share a rank). The donations and who is
 * disqualified are revealed on the desktop only: a total after them
 * would tell the table who gave least. */
static void
add_players (JsonObject          *view,
             BfLivingstoneGame   *game,
             BfLivingstoneResult *result)
{
  guint n_players = bf_livingstone_result_get_n_players (result);
  JsonArray *players = json_array_sized_new (n_players);

  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *object = json_object_new ();
      int subtotal = bf_livingstone_result_get_subtotal (result, i);
      guint rank = 1;

      for (guint j = 0; j < n_players; j++)
        if (bf_livingstone_result_get_subtotal (result, j) > subtotal)
          rank++;

      json_object_set_string_member (object, "name", bf_livingstone_game_get_display_name (game, i));
      json_object_set_string_member (object, "color", bf_livingstone_game_get_player_color (game, i));
      json_object_set_int_member (object, "total", subtotal);
      json_object_set_int_member (object, "rank", rank);
      json_array_add_object_element (players, object);
    }
  json_object_set_array_member (view, "players", players);
}

/* The seat's own score lines, the donation's left out (it names the
 * lowest donation and who gave it). */
static void
add_lines (JsonObject          *view,
           BfLivingstoneResult *result,
           guint                seat)
{
  JsonArray *lines = json_array_new ();

  for (guint i = 0; i < bf_livingstone_result_get_n_lines (result, seat); i++)
    {
      const BfLivingstoneLine *line = bf_livingstone_result_get_line (result, seat, i);
      JsonObject *object;

      if (g_str_equal (line->category, BF_LIVINGSTONE_SCORE_DONATION))
        continue;
      object = json_object_new ();
      json_object_set_string_member (object, "category", line->category);
      json_object_set_string_member (object, "title", line->title);
      json_object_set_int_member (object, "vp", line->vp);
      json_object_set_string_member (object, "explanation", line->explanation);
      json_array_add_object_element (lines, object);
    }
  json_object_set_array_member (view, "lines", lines);
}

char *
_bf_table_link_livingstone_view (BfLivingstoneGame   *game,
                                 guint                seat,
                                 BfLivingstoneResult *result)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *view = json_object_new ();

  g_assert (BF_IS_LIVINGSTONE_GAME (game));

  json_node_take_object (root, view);
  json_object_set_int_member (view, "v", BF_LINK_PROTOCOL_VERSION);
  json_object_set_string_member (view, "type", "view");
  json_object_set_string_member (view, "game", "livingstone");
  json_object_set_int_member (view, "seat", seat);

  if (seat < bf_livingstone_game_get_n_players (game) && result != NULL)
    {
      json_object_set_object_member (view, "entries", own_entries (game, seat));
      add_table (view, game);
      add_players (view, game, result);
      add_lines (view, result, seat);
    }

  return bf_json_to_data (root, BF_JSON_STYLE_COMPACT, NULL);
}

/* ------------------------------------------------------------------ */
/* Entries                                                             */

gboolean
_bf_table_link_livingstone_apply (BfLivingstoneGame   *game,
                                  guint                seat,
                                  const BfLinkMessage *message,
                                  GError             **error)
{
  BfLivingstonePlayer *player;
  const char *refusal;

  g_assert (BF_IS_LIVINGSTONE_GAME (game));

  if (seat >= bf_livingstone_game_get_n_players (game))
    {
      refusal = _("Your seat is not at this table any more.");
      goto refused;
    }
  player = bf_livingstone_game_get_player (game, seat);

  switch (message->kind)
    {
    case BF_LINK_MESSAGE_SYNC:
      return TRUE;

    case BF_LINK_MESSAGE_TENTS:
      if (message->round >= bf_livingstone_game_get_n_rounds (game))
        {
          refusal = _("There is no such round in this game.");
          goto refused;
        }
      return bf_livingstone_player_set_tents (player, message->round, message->row,
                                              (guint) message->value, error);

    case BF_LINK_MESSAGE_OTHER_TENTS:
      return bf_livingstone_player_set_other_tents (player, message->row, message->value, error);

    case BF_LINK_MESSAGE_COUNT:
      switch (message->count)
        {
        case BF_LINK_COUNT_GEMS:
          return bf_livingstone_player_set_gems (player, (guint) message->value, error);
        case BF_LINK_COUNT_VP_CARDS:
          return bf_livingstone_player_set_vp_cards (player, (guint) message->value, error);
        case BF_LINK_COUNT_LIVINGSTONE_DONATION:
          return bf_livingstone_player_set_donation (player, (guint) message->value, error);
        case BF_LINK_COUNT_SCORE_TRACK:
        case BF_LINK_COUNT_MONEY:
        case BF_LINK_COUNT_GOODS:
        case BF_LINK_COUNT_EMPTY_SPACES:
        default:
          break;
        }
      break;

    /* Carnegie's entries. */
    case BF_LINK_MESSAGE_PROJECT:
    case BF_LINK_MESSAGE_TRANSPORT:
    case BF_LINK_MESSAGE_DONATION:
    case BF_LINK_MESSAGE_DEPARTMENT:
    case BF_LINK_MESSAGE_EMPLOYEES:
    case BF_LINK_MESSAGE_TAB_VP:
    case BF_LINK_MESSAGE_ACTION_CHOICE:
    case BF_LINK_MESSAGE_BID:
    case BF_LINK_MESSAGE_SEAL_BID:
    case BF_LINK_MESSAGE_SECRET_DONATION:
    default:
      break;
    }

  /* Translators: a phone sent an entry of another game (Carnegie's to a
   * Livingstone score pad, or the other way round) */
  refusal = _("This entry is not part of this game.");

refused:
  g_set_error_literal (error, BF_TABLE_LINK_ERROR, BF_TABLE_LINK_ERROR_NO_TABLE, refusal);
  return FALSE;
}
