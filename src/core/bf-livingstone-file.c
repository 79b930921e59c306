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

#include <glib/gi18n-lib.h>

#include "bf-game-file.h"
#include "bf-json-private.h"
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
  for (guint i = 0; i < self->players->len; i++)
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
      for (guint i = 0; i < self->players->len; i++)
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

static gboolean
content_error (GError     **error,
               const char  *field)
{
  g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT,
               /* Translators: %s is a field of the file, "players[1].gems" */
               _("This Livingstone game has a wrong value in “%s”."), field);
  return FALSE;
}

/* An integer member (or array element) in [min, max]. */
static gboolean
read_int (JsonNode *node,
          gint64    min,
          gint64    max,
          gint64   *value)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

static gboolean
read_int_array (JsonObject *object,
                const char *member,
                guint       n,
                gint64      min,
                gint64      max,
                gint64     *values)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;

  array = json_node_get_array (node);
  if (json_array_get_length (array) != n)
    return FALSE;

  for (guint i = 0; i < n; i++)
    if (!read_int (json_array_get_element (array, i), min, max, &values[i]))
      return FALSE;

  return TRUE;
}

static gboolean
read_bool (JsonObject *object,
           const char *member,
           gboolean   *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    {
      *value = FALSE;
      return TRUE;
    }

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;

  *value = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
read_player (BfLivingstoneGame  *self,
             JsonNode           *node,
             guint               index,
             GError            **error)
{
  JsonObject *object;
  JsonNode *member;
  const char *name = "";
  const char *color = NULL;
  gint64 values[BF_LIVINGSTONE_N_ROWS];
  gint64 value;
  BfLivingstonePlayer *p;
  g_autofree char *field = NULL;

#define FIELD(f) (g_free (field), field = g_strdup_printf ("players[%u].%s", index, f))

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return content_error (error, FIELD ("")) ;
  object = json_node_get_object (node);

  member = json_object_get_member (object, "name");
  if (member != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
        return content_error (error, FIELD ("name"));
      name = json_node_get_string (member);
    }
  if (!_bf_livingstone_check_name (name, NULL))
    return content_error (error, FIELD ("name"));

  member = json_object_get_member (object, "color");
  if (member != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
        return content_error (error, FIELD ("color"));
      color = json_node_get_string (member);
    }

  if (!bf_livingstone_game_add_player (self, name, color, NULL))
    return content_error (error, FIELD ("color"));
  p = get_player (self, index);

  if (json_object_has_member (object, "other-tents"))
    {
      if (!read_int_array (object, "other-tents", BF_LIVINGSTONE_N_ROWS,
                           -BF_LIVINGSTONE_N_TENTS, BF_LIVINGSTONE_N_TENTS, values))
        return content_error (error, FIELD ("other-tents"));
      for (guint row = 0; row < BF_LIVINGSTONE_N_ROWS; row++)
        p->other[row] = values[row];
    }

#define READ_NUMBER(member_name, max, target)                                \
  if (json_object_has_member (object, member_name))                          \
    {                                                                        \
      if (!read_int (json_object_get_member (object, member_name), 0, max, &value)) \
        return content_error (error, FIELD (member_name));                   \
      target = value;                                                        \
    }

  READ_NUMBER ("gems", BF_LIVINGSTONE_MAX_GEMS, p->gems)
  READ_NUMBER ("vp-cards", BF_LIVINGSTONE_MAX_VP_CARDS, p->vp_cards)
  READ_NUMBER ("donation", BF_LIVINGSTONE_MAX_DONATION, p->donation)

#undef READ_NUMBER
#undef FIELD

  return TRUE;
}

static gboolean
read_rounds (BfLivingstoneGame  *self,
             JsonNode           *node,
             GError            **error)
{
  JsonArray *array;
  guint n;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return content_error (error, "rounds");

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > BF_LIVINGSTONE_MAX_ROUNDS)
    return content_error (error, "rounds");

  g_array_set_size (self->rounds, 0);
  for (guint r = 0; r < n; r++)
    {
      JsonNode *element = json_array_get_element (array, r);
      g_autofree char *field = g_strdup_printf ("rounds[%u]", r);
      BfLivingstoneRound round = { 0 };
      JsonObject *object;
      JsonNode *tents;
      JsonArray *per_player;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        return content_error (error, field);
      object = json_node_get_object (element);

      if (!read_bool (object, "stopped", &round.stopped))
        return content_error (error, field);

      tents = json_object_get_member (object, "tents");
      if (tents == NULL || !JSON_NODE_HOLDS_ARRAY (tents))
        return content_error (error, field);
      per_player = json_node_get_array (tents);
      if (json_array_get_length (per_player) != self->players->len)
        return content_error (error, field);

      for (guint i = 0; i < self->players->len; i++)
        {
          JsonNode *row_node = json_array_get_element (per_player, i);
          JsonArray *rows;

          if (!JSON_NODE_HOLDS_ARRAY (row_node) ||
              json_array_get_length (rows = json_node_get_array (row_node)) != BF_LIVINGSTONE_N_ROWS)
            return content_error (error, field);

          for (guint row = 0; row < BF_LIVINGSTONE_N_ROWS; row++)
            {
              gint64 value;

              if (!read_int (json_array_get_element (rows, row), 0, BF_LIVINGSTONE_N_TENTS, &value))
                return content_error (error, field);
              round.tents[i][row] = value;
            }
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
  g_autoptr(BfLivingstoneGame) self = NULL;
  JsonObject *object;
  JsonNode *node;
  gint64 value;
  gint64 values[BF_LIVINGSTONE_N_COLUMNS];

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (root),
                                                              "format", ""),
                 BF_LIVINGSTONE_FORMAT) != 0)
    {
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_FORMAT,
                           _("This file is not a Benefactor game."));
      return NULL;
    }
  object = json_node_get_object (root);

  if (!read_int (json_object_get_member (object, "version"), 1, G_MAXINT, &value))
    {
      content_error (error, "version");
      return NULL;
    }
  if (value > BF_LIVINGSTONE_VERSION)
    {
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_VERSION,
                           _("This game was saved by a newer version of Benefactor."));
      return NULL;
    }

  self = bf_livingstone_game_new ();

  if (json_object_has_member (object, "columns"))
    {
      if (!read_int (json_object_get_member (object, "columns"), 1, BF_LIVINGSTONE_N_COLUMNS, &value))
        {
          content_error (error, "columns");
          return NULL;
        }
      self->n_columns = value;
    }

  node = json_object_get_member (object, "board");
  if (node != NULL)
    {
      JsonObject *board;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          content_error (error, "board");
          return NULL;
        }
      board = json_node_get_object (node);

      if (!read_int_array (board, "row-values", BF_LIVINGSTONE_N_ROWS, 0,
                           BF_LIVINGSTONE_MAX_VALUE, values))
        {
          content_error (error, "board.row-values");
          return NULL;
        }
      for (guint i = 0; i < BF_LIVINGSTONE_N_ROWS; i++)
        self->row_values[i] = values[i];

      if (!read_int_array (board, "column-costs", BF_LIVINGSTONE_N_COLUMNS, 0,
                           BF_LIVINGSTONE_MAX_VALUE, values))
        {
          content_error (error, "board.column-costs");
          return NULL;
        }
      for (guint i = 0; i < BF_LIVINGSTONE_N_COLUMNS; i++)
        self->column_costs[i] = values[i];

      if (!read_bool (board, "confirmed", &self->confirmed))
        {
          content_error (error, "board.confirmed");
          return NULL;
        }
    }

  node = json_object_get_member (object, "players");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) > BF_LIVINGSTONE_MAX_PLAYERS)
    {
      content_error (error, "players");
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
    if (!read_player (self, json_array_get_element (json_node_get_array (node), i), i, error))
      return NULL;

  if (!lenient && self->players->len < BF_LIVINGSTONE_MIN_PLAYERS)
    {
      g_set_error (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT,
                   _("Livingstone is played by at least %d players."),
                   BF_LIVINGSTONE_MIN_PLAYERS);
      return NULL;
    }

  if (!read_rounds (self, json_object_get_member (object, "rounds"), error))
    return NULL;
  /* A stop in the last column (allowed by earlier versions) is kept
   * when opened leniently, so nothing entered is lost: the result says
   * so and the round's switch can turn it off. */
  if (!lenient && _bf_livingstone_game_find_game_end_stop (self) != G_MAXUINT)
    {
      g_autoptr(GError) local = NULL;

      _bf_livingstone_set_game_end_error (&local, _bf_livingstone_game_find_game_end_stop (self));
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT, local->message);
      return NULL;
    }
  _bf_livingstone_game_sync_rounds (self);

  if (json_object_has_member (object, "dice"))
    {
      gint64 dice[BF_LIVINGSTONE_N_DICE];

      if (!read_int_array (object, "dice", BF_LIVINGSTONE_N_DICE, 0, 6, dice))
        {
          content_error (error, "dice");
          return NULL;
        }
      for (guint i = 0; i < BF_LIVINGSTONE_N_DICE; i++)
        self->dice[i] = dice[i];
    }

  if (json_object_has_member (object, "dice-seed"))
    {
      if (!read_int (json_object_get_member (object, "dice-seed"), 0, G_MAXUINT32, &value))
        {
          content_error (error, "dice-seed");
          return NULL;
        }
      self->has_seed = TRUE;
      self->seed = value;
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

