/* bf-livingstone-file.c
 *
 * The Livingstone file (docs/livingstone.md): writing it in the core's
 * indented JSON style, and reading it, leniently for a game being set
 * up or one with a stop an earlier version allowed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-document.h"
#include "bf-json.h"
#include "bf-livingstone-private.h"

static JsonNode *
uint_array (const guint *values,
            guint        n)
{
  JsonArray *array = json_array_sized_new (n);

  JsonNode *node;

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);

  /* The node takes its own reference. */
  node = json_node_init_array (json_node_alloc (), array);
  json_array_unref (array);

  return node;
}

static JsonNode *
game_to_json (BfLivingstoneGame *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, BF_LIVINGSTONE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, BF_LIVINGSTONE_VERSION);
  json_builder_set_member_name (builder, "columns");
  json_builder_add_int_value (builder, self->n_columns);

  json_builder_set_member_name (builder, "board");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "row-values");
  json_builder_add_value (builder, uint_array (self->row_values, BF_LIVINGSTONE_N_ROWS));
  json_builder_set_member_name (builder, "column-costs");
  json_builder_add_value (builder, uint_array (self->column_costs, BF_LIVINGSTONE_N_COLUMNS));
  json_builder_set_member_name (builder, "confirmed");
  json_builder_add_boolean_value (builder, self->confirmed);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_players (self); i++)
    {
      BfLivingstonePlayer *p = get_player (self, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, p->name);
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, p->color);
      json_builder_set_member_name (builder, "other-tents");
      json_builder_begin_array (builder);
      for (guint row = 0; row < BF_LIVINGSTONE_N_ROWS; row++)
        json_builder_add_int_value (builder, p->other[row]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "gems");
      json_builder_add_int_value (builder, p->gems);
      json_builder_set_member_name (builder, "vp-cards");
      json_builder_add_int_value (builder, p->vp_cards);
      json_builder_set_member_name (builder, "donation");
      json_builder_add_int_value (builder, p->donation);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rounds");
  json_builder_begin_array (builder);
  for (guint r = 0; r < self->rounds->len; r++)
    {
      BfLivingstoneRound *round = get_round (self, r);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "stopped");
      json_builder_add_boolean_value (builder, round->stopped);
      json_builder_set_member_name (builder, "tents");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_players (self); i++)
        {
          json_builder_begin_array (builder);
          for (guint row = 0; row < BF_LIVINGSTONE_N_ROWS; row++)
            json_builder_add_int_value (builder, round->tents[i][row]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "dice");
  json_builder_add_value (builder, uint_array (self->dice, BF_LIVINGSTONE_N_DICE));
  if (self->has_seed)
    {
      json_builder_set_member_name (builder, "dice-seed");
      json_builder_add_int_value (builder, self->seed);
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

char *
bf_livingstone_game_to_data (BfLivingstoneGame *self,
                             gsize             *length)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);

  root = game_to_json (self);

  return bf_json_to_data (root, BF_JSON_STYLE_INDENTED, length);
}

/* A list of @n whole numbers from @min to @max, described by @what. */
static gboolean
read_int_list (BfJsonReader  *json,
               JsonNode      *node,
               const char    *what,
               guint          n,
               int            min,
               int            max,
               int           *values,
               GError       **error)
{
  JsonArray *array = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  guint i = 0;

  if (array != NULL && json_array_get_length (array) == n)
    for (i = 0; i < n; i++)
      {
        JsonNode *element = json_array_get_element (array, i);

        if (!bf_json_node_holds (element, G_TYPE_INT64) ||
            json_node_get_int (element) < min || json_node_get_int (element) > max)
          break;
        values[i] = (int) json_node_get_int (element);
      }
  if (array != NULL && i == n)
    return TRUE;

  /* Translators: a list in a Livingstone file, "“row-values” in “board” must be a list of 6 whole numbers from 0 to 99." */
  return bf_json_error (json, error, _("%s must be a list of %u whole numbers from %d to %d."),
                        what, n, min, max);
}

static gboolean
read_int_list_member (BfJsonReader  *json,
                      JsonObject    *object,
                      const char    *key,
                      const char    *parent,
                      guint          n,
                      int            min,
                      int            max,
                      int           *values,
                      GError       **error)
{
  g_autofree char *what = bf_json_describe (key, parent);
  JsonNode *node = json_object_get_member (object, key);

  return node == NULL || read_int_list (json, node, what, n, min, max, values, error);
}

static gboolean
read_player (BfLivingstoneGame  *self,
             BfJsonReader       *json,
             JsonObject         *object,
             guint               index,
             GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  const char *name;
  const char *color;
  int other[BF_LIVINGSTONE_N_ROWS];
  int gems, vp_cards, donation;
  BfLivingstonePlayer *p;

  if (!bf_json_read_string (json, object, "name", NULL, BF_JSON_OPTIONAL, &name, error))
    return FALSE;
  if (name == NULL)
    name = "";
  if (name[0] != '\0')
    {
      g_autofree char *shown = bf_json_quote (name);
      g_autofree char *who = g_strdup_printf (_("Player “%s”"), shown);

      bf_json_reader_set_who (json, who);
    }
  else
    {
      g_autofree char *who = g_strdup_printf (_("Player %u"), index + 1);

      bf_json_reader_set_who (json, who);
    }

  if (!bf_json_read_string (json, object, "color", NULL, BF_JSON_OPTIONAL, &color, error))
    return FALSE;
  if (!bf_livingstone_game_add_player (self, name, color, &local_error))
    return bf_json_error (json, error, "%s", local_error->message);
  p = get_player (self, index);

  if (!read_int_list_member (json, object, "other-tents", NULL, BF_LIVINGSTONE_N_ROWS,
                             -BF_LIVINGSTONE_N_TENTS, BF_LIVINGSTONE_N_TENTS, other, error))
    return FALSE;
  if (json_object_has_member (object, "other-tents"))
    for (guint row = 0; row < BF_LIVINGSTONE_N_ROWS; row++)
      p->other[row] = other[row];

  if (!bf_json_read_int (json, object, "gems", NULL, 0, BF_LIVINGSTONE_MAX_GEMS,
                         BF_JSON_OPTIONAL, 0, &gems, error) ||
      !bf_json_read_int (json, object, "vp-cards", NULL, 0, BF_LIVINGSTONE_MAX_VP_CARDS,
                         BF_JSON_OPTIONAL, 0, &vp_cards, error) ||
      !bf_json_read_int (json, object, "donation", NULL, 0, BF_LIVINGSTONE_MAX_DONATION,
                         BF_JSON_OPTIONAL, 0, &donation, error))
    return FALSE;
  p->gems = gems;
  p->vp_cards = vp_cards;
  p->donation = donation;

  bf_json_reader_set_who (json, NULL);
  return TRUE;
}

static gboolean
read_rounds (BfLivingstoneGame  *self,
             BfJsonReader       *json,
             JsonObject         *object,
             GError            **error)
{
  JsonArray *array;
  guint n;

  if (!bf_json_read_array (json, object, "rounds", NULL, BF_JSON_OPTIONAL, &array, error))
    return FALSE;
  if (array == NULL)
    return TRUE;

  n = json_array_get_length (array);
  if (n > BF_LIVINGSTONE_MAX_ROUNDS)
    return bf_json_error (json, error, _("“%s” must be a list of at most %u entries."),
                          "rounds", BF_LIVINGSTONE_MAX_ROUNDS);

  g_array_set_size (self->rounds, 0);
  for (guint r = 0; r < n; r++)
    {
      g_autofree char *parent = bf_json_describe_entry (r, "rounds");
      BfLivingstoneRound round = { 0 };
      JsonObject *entry;
      JsonArray *tents;

      if (!bf_json_node_get_object (json, json_array_get_element (array, r), parent, &entry, error) ||
          !bf_json_read_boolean (json, entry, "stopped", parent, BF_JSON_OPTIONAL, FALSE,
                                 &round.stopped, error) ||
          !bf_json_read_array (json, entry, "tents", parent, BF_JSON_REQUIRED, &tents, error))
        return FALSE;

      /* One list per player, row 1 to 6. */
      for (guint i = 0; i < MAX (n_players (self), json_array_get_length (tents)); i++)
        {
          g_autofree char *player = bf_json_describe_entry (i, "tents");
          g_autofree char *what = bf_json_describe (player, parent);
          int values[BF_LIVINGSTONE_N_ROWS];

          if (i >= n_players (self))
            return bf_json_error (json, error, _("“%s” must be a list of at most %u entries."),
                                  "tents", n_players (self));
          if (i >= json_array_get_length (tents))
            return bf_json_missing (json, what, error);
          if (!read_int_list (json, json_array_get_element (tents, i), what, BF_LIVINGSTONE_N_ROWS,
                              0, BF_LIVINGSTONE_N_TENTS, values, error))
            return FALSE;
          for (guint row = 0; row < BF_LIVINGSTONE_N_ROWS; row++)
            round.tents[i][row] = values[row];
        }

      g_array_append_val (self->rounds, round);
    }

  return TRUE;
}

BfLivingstoneGame *
bf_livingstone_game_from_json (JsonNode  *root,
                               gboolean   lenient,
                               GError   **error)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT);
  g_autoptr(BfLivingstoneGame) self = NULL;
  JsonObject *object;
  JsonObject *board;
  JsonArray *players;
  JsonNode *node;
  int version;
  int columns;
  int values[BF_LIVINGSTONE_N_COLUMNS];
  gint64 seed;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      !bf_json_node_holds (node = json_object_get_member (json_node_get_object (root), "format"),
                           G_TYPE_STRING) ||
      g_strcmp0 (json_node_get_string (node), BF_LIVINGSTONE_FORMAT) != 0)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
                           _("This file is not a Benefactor game."));
      return NULL;
    }
  object = json_node_get_object (root);

  if (!bf_json_read_int (&json, object, "version", NULL, 1, G_MAXINT, BF_JSON_REQUIRED, 1,
                         &version, error))
    return NULL;
  if (version > BF_LIVINGSTONE_VERSION)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_VERSION,
                           _("This game was saved by a newer version of Benefactor."));
      return NULL;
    }

  self = bf_livingstone_game_new ();

  if (!bf_json_read_int (&json, object, "columns", NULL, 1, BF_LIVINGSTONE_N_COLUMNS,
                         BF_JSON_OPTIONAL, BF_LIVINGSTONE_N_COLUMNS, &columns, error))
    return NULL;
  self->n_columns = columns;

  if (!bf_json_read_object (&json, object, "board", NULL, BF_JSON_OPTIONAL, &board, error))
    return NULL;
  if (board != NULL)
    {
      const char *parent = "“board”";
      g_autofree char *rows = bf_json_describe ("row-values", parent);
      g_autofree char *costs = bf_json_describe ("column-costs", parent);

      if (!read_int_list (&json, json_object_get_member (board, "row-values"), rows,
                          BF_LIVINGSTONE_N_ROWS, 0, BF_LIVINGSTONE_MAX_VALUE, values, error))
        return NULL;
      for (guint i = 0; i < BF_LIVINGSTONE_N_ROWS; i++)
        self->row_values[i] = values[i];

      if (!read_int_list (&json, json_object_get_member (board, "column-costs"), costs,
                          BF_LIVINGSTONE_N_COLUMNS, 0, BF_LIVINGSTONE_MAX_VALUE, values, error))
        return NULL;
      for (guint i = 0; i < BF_LIVINGSTONE_N_COLUMNS; i++)
        self->column_costs[i] = values[i];

      if (!bf_json_read_boolean (&json, board, "confirmed", parent, BF_JSON_OPTIONAL, FALSE,
                                 &self->confirmed, error))
        return NULL;
    }

  if (!bf_json_read_array (&json, object, "players", NULL, BF_JSON_REQUIRED, &players, error))
    return NULL;
  if (json_array_get_length (players) > BF_LIVINGSTONE_MAX_PLAYERS)
    {
      bf_json_error (&json, error, _("“%s” must be a list of at most %u entries."),
                     "players", BF_LIVINGSTONE_MAX_PLAYERS);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      g_autofree char *what = bf_json_describe_entry (i, "players");
      JsonObject *player;

      if (!bf_json_node_get_object (&json, json_array_get_element (players, i), what, &player, error) ||
          !read_player (self, &json, player, i, error))
        return NULL;
    }

  if (!lenient && n_players (self) < BF_LIVINGSTONE_MIN_PLAYERS)
    {
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT,
                   _("Livingstone is played by at least %d players."),
                   BF_LIVINGSTONE_MIN_PLAYERS);
      return NULL;
    }

  if (!read_rounds (self, &json, object, error))
    return NULL;
  /* A stop in the last column (allowed by earlier versions) is kept
   * when opened leniently, so nothing entered is lost: the result says
   * so and the round's switch can turn it off. */
  if (!lenient && _bf_livingstone_game_find_game_end_stop (self) != G_MAXUINT)
    {
      g_autoptr(GError) local = NULL;

      _bf_livingstone_set_game_end_error (&local, _bf_livingstone_game_find_game_end_stop (self));
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT, local->message);
      return NULL;
    }
  _bf_livingstone_game_sync_rounds (self);
  _bf_livingstone_game_sync_players (self);

  if (!read_int_list_member (&json, object, "dice", NULL, BF_LIVINGSTONE_N_DICE, 0, 6, values, error))
    return NULL;
  if (json_object_has_member (object, "dice"))
    for (guint i = 0; i < BF_LIVINGSTONE_N_DICE; i++)
      self->dice[i] = values[i];

  if (!bf_json_read_int64 (&json, object, "dice-seed", NULL, 0, G_MAXUINT32, BF_JSON_OPTIONAL, -1,
                           &seed, error))
    return NULL;
  if (seed >= 0)
    {
      self->has_seed = TRUE;
      self->seed = seed;
    }

  return g_steal_pointer (&self);
}

BfLivingstoneGame *
bf_livingstone_game_from_data (const char  *data,
                               gssize       length,
                               gboolean     lenient,
                               GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  root = bf_json_parse (data, length, error);
  if (root == NULL)
    return NULL;

  return bf_livingstone_game_from_json (root, lenient, error);
}

