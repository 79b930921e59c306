/* bf-game-file-setup.c
 *
 * The members of a game file that record a game set up in Benefactor:
 * "setup" (the deal, BfSetupRecord) and "setup-progress" (the setup
 * still being played, BfSetupProgress). docs/game-file-format.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-game"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-carnegie-game.h"
#include "bf-carnegie-game-private.h"
#include "bf-json.h"

/* The "setup" member of a game file */

static const char * const supply_ids[BF_N_SUPPLY_KINDS] = {
  "base", "new-departments", "open-bar",
};

static JsonArray *
uint_array (const guint *values,
            guint        n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);

  return array;
}

JsonNode *
bf_setup_record_to_json (BfCarnegieRules     *rules,
                         const BfSetupRecord *setup)
{
  JsonObject *object;
  JsonArray *timeline;
  JsonArray *cards;
  JsonArray *blocking;
  JsonNode *node;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (setup != NULL, NULL);

  object = json_object_new ();
  json_object_set_int_member (object, "seed", setup->seed);
  json_object_set_int_member (object, "first-player", setup->first_player);

  timeline = json_array_new ();
  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      JsonObject *slot = json_object_new ();

      json_object_set_int_member (slot, "tile", setup->timeline[t].tile);
      json_object_set_string_member (slot, "side", setup->timeline[t].side == 0 ? "front" : "back");
      json_array_add_object_element (timeline, slot);
    }
  json_object_set_array_member (object, "timeline", timeline);

  json_object_set_string_member (object, "supply",
                                 supply_ids[MIN (setup->supply, BF_N_SUPPLY_KINDS - 1)]);
  json_object_set_array_member (object, "departments",
                                uint_array (setup->departments, MIN (setup->n_departments, BF_SETUP_MAX_DEPARTMENTS)));
  json_object_set_array_member (object, "removed",
                                uint_array (setup->removed, MIN (setup->n_removed, BF_SETUP_MAX_DEPARTMENTS)));

  cards = json_array_new ();
  for (guint i = 0; i < MIN (setup->n_cards, BF_N_ANDREW_DECK); i++)
    json_array_add_string_element (cards, bf_carnegie_rules_get_andrew_card (rules, setup->cards[i])->id);
  json_object_set_array_member (object, "cards", cards);

  blocking = json_array_new ();
  for (guint i = 0; i < MIN (setup->n_blocking, BF_SETUP_MAX_BLOCKING); i++)
    {
      const BfBlockingDisk *disk = &setup->blocking[i];
      JsonObject *entry = json_object_new ();

      json_object_set_string_member (entry, "card",
                                     bf_carnegie_rules_get_andrew_card (rules, setup->cards[disk->card])->id);
      if (disk->chart)
        {
          json_object_set_string_member (entry, "column",
                                         bf_carnegie_rules_get_donation_type (rules, BF_CHART_POS_COLUMN (disk->index))->id);
          json_object_set_int_member (entry, "row", BF_CHART_POS_ROW (disk->index));
        }
      else
        {
          const BfSpace *space = bf_carnegie_rules_get_space (rules, disk->index);

          json_object_set_string_member (entry, "city", bf_carnegie_rules_get_city (rules, space->city)->id);
          json_object_set_int_member (entry, "space", space->slot);
        }
      json_array_add_object_element (blocking, entry);
    }
  json_object_set_array_member (object, "blocking", blocking);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);

  return node;
}

/* The readers of the "setup" and "setup-progress" members: their errors
 * are the game file's, with the member in front ("“setup”: “seed” must
 * be …"). */
static void
member_reader_init (BfJsonReader *json,
                    const char   *member)
{
  g_autofree char *who = bf_json_describe (member, NULL);

  bf_json_reader_set_who (json, who);
}

#define MEMBER_READER BF_JSON_READER_INIT (BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT)

/* Text, or NULL for anything else: the caller's message says what the
 * member must be. */
static const char *
setup_get_string (JsonNode *node)
{
  return bf_json_node_holds (node, G_TYPE_STRING) ? json_node_get_string (node) : NULL;
}

/* A list member of at most @max entries; NULL (and TRUE) when absent. */
static gboolean
setup_read_array (BfJsonReader  *json,
                  JsonObject    *object,
                  const char    *key,
                  guint          max,
                  JsonArray    **out,
                  GError       **error)
{
  if (!bf_json_read_array (json, object, key, NULL, BF_JSON_OPTIONAL, out, error))
    return FALSE;

  if (*out != NULL && json_array_get_length (*out) > max)
    return bf_json_error (json, error, _("“%s” must be a list of at most %u entries."), key, max);

  return TRUE;
}

static gboolean
setup_read_numbers (BfJsonReader  *json,
                    JsonObject    *object,
                    const char    *key,
                    guint         *values,
                    guint         *n_values,
                    GError       **error)
{
  JsonArray *array;

  *n_values = 0;
  if (!setup_read_array (json, object, key, BF_SETUP_MAX_DEPARTMENTS, &array, error))
    return FALSE;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!bf_json_node_holds (node, G_TYPE_INT64) ||
          json_node_get_int (node) < 1 || json_node_get_int (node) > BF_N_DEPARTMENTS)
        return bf_json_error (json, error, _("“%s” must list department numbers from 1 to %d."),
                              key, BF_N_DEPARTMENTS);
      values[(*n_values)++] = (guint) json_node_get_int (node);
    }

  return TRUE;
}

static gboolean
setup_lookup_card (BfJsonReader        *json,
                   BfCarnegieRules     *rules,
                   const BfSetupRecord *setup,
                   JsonNode            *node,
                   gboolean             revealed,
                   guint               *out,
                   GError             **error)
{
  const char *id = setup_get_string (node);
  const BfAndrewCard *card = id != NULL ? bf_carnegie_rules_lookup_andrew_card (rules, id) : NULL;
  guint index;

  if (card == NULL)
    return bf_json_error (json, error, _("a card is written as its id, “N01” to “N20” or “A01” to “A20”."));

  index = (guint) (card - bf_carnegie_rules_get_andrew_card (rules, 0));
  if (!revealed)
    {
      *out = index;
      return TRUE;
    }

  for (guint i = 0; i < setup->n_cards; i++)
    if (setup->cards[i] == index)
      {
        *out = i;
        return TRUE;
      }

  return bf_json_error (json, error, _("the blocking disc’s card %s is not in “cards”."), id);
}

static gboolean
setup_read_disk (BfJsonReader    *json,
                 BfCarnegieRules *rules,
                 BfSetupRecord   *setup,
                 JsonNode        *node,
                 GError         **error)
{
  static const char * const chart_keys[] = { "card", "column", "row", NULL };
  static const char * const space_keys[] = { "card", "city", "space", NULL };
  BfBlockingDisk disk = { FALSE, 0, 0 };
  JsonObject *object;
  int value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bf_json_error (json, error, _("each blocking disc is an object."));
  object = json_node_get_object (node);

  if (!setup_lookup_card (json, rules, setup, json_object_get_member (object, "card"), TRUE,
                          &disk.card, error))
    return FALSE;

  if (json_object_has_member (object, "column"))
    {
      BfDonationType column;

      if (!bf_json_check_keys (json, object, chart_keys, NULL, "“blocking”", error))
        return FALSE;
      if (setup_get_string (json_object_get_member (object, "column")) == NULL ||
          !bf_carnegie_rules_lookup_donation_type (rules, setup_get_string (json_object_get_member (object, "column")), &column))
        return bf_json_error (json, error, _("“column” must be “education”, “rights”, “welfare” or “health”."));
      if (!bf_json_read_int (json, object, "row", NULL, 1, BF_CHART_ROWS, BF_JSON_REQUIRED, 0,
                             &value, error))
        return FALSE;
      disk.chart = TRUE;
      disk.index = BF_CHART_POS (column, value);
    }
  else
    {
      const char *id = setup_get_string (json_object_get_member (object, "city"));
      const BfCity *city = id != NULL ? bf_carnegie_rules_lookup_city (rules, id) : NULL;

      if (!bf_json_check_keys (json, object, space_keys, NULL, "“blocking”", error))
        return FALSE;
      if (city == NULL)
        return bf_json_error (json, error, _("a blocking disc needs a “column” and “row”, or a “city”."));
      if (!bf_json_read_int (json, object, "space", NULL, 1, city->n_spaces,
                             city->n_spaces > 1 ? BF_JSON_REQUIRED : BF_JSON_OPTIONAL, 1,
                             &value, error))
        return FALSE;
      disk.index = city->first_space + (guint) value - 1;
    }

  setup->blocking[setup->n_blocking++] = disk;
  return TRUE;
}

gboolean
bf_setup_record_from_json (BfCarnegieRules *rules,
                           JsonNode        *node,
                           BfSetupRecord   *out,
                           GError         **error)
{
  static const char * const keys[] = {
    "seed", "first-player", "timeline", "supply", "departments", "removed",
    "cards", "blocking", NULL
  };
  g_auto(BfJsonReader) json = MEMBER_READER;
  BfSetupRecord setup = { 0, };
  g_autofree char *message = NULL;
  JsonObject *object;
  JsonArray *array;
  const char *supply;
  gint64 seed;
  int value;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  member_reader_init (&json, "setup");
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bf_json_error (&json, error, _("it must be an object."));
  object = json_node_get_object (node);

  if (!bf_json_check_keys (&json, object, keys, NULL, "“setup”", error) ||
      !bf_json_read_int64 (&json, object, "seed", NULL, 0, G_MAXUINT32, BF_JSON_REQUIRED, 0,
                           &seed, error) ||
      !bf_json_read_int (&json, object, "first-player", NULL, 0, BF_MAX_PLAYERS - 1,
                         BF_JSON_OPTIONAL, 0, &value, error))
    return FALSE;
  setup.seed = (guint32) seed;
  setup.first_player = (guint) value;

  /* Left to right (version 1 of the format meant one tile per row; the
   * same four tiles are read left to right, docs/game-file-format.md). */
  if (!setup_read_array (&json, object, "timeline", BF_TIMELINE_TILES, &array, error))
    return FALSE;
  if (array == NULL || json_array_get_length (array) != BF_TIMELINE_TILES)
    return bf_json_error (&json, error, _("“timeline” must list the four tiles, left to right."));
  for (guint r = 0; r < BF_TIMELINE_TILES; r++)
    {
      static const char * const slot_keys[] = { "tile", "side", NULL };
      JsonNode *slot = json_array_get_element (array, r);
      const char *side;

      if (!JSON_NODE_HOLDS_OBJECT (slot))
        return bf_json_error (&json, error, _("each timeline tile is an object with “tile” and “side”."));
      if (!bf_json_check_keys (&json, json_node_get_object (slot), slot_keys, NULL, "“timeline”", error) ||
          !bf_json_read_int (&json, json_node_get_object (slot), "tile", NULL, 1, 8,
                             BF_JSON_REQUIRED, 0, &value, error))
        return FALSE;
      side = setup_get_string (json_object_get_member (json_node_get_object (slot), "side"));
      if (g_strcmp0 (side, "front") != 0 && g_strcmp0 (side, "back") != 0)
        return bf_json_error (&json, error, _("a timeline tile’s “side” is “front” or “back”."));
      setup.timeline[r].tile = (guint) value;
      setup.timeline[r].side = g_str_equal (side, "front") ? 0 : 1;
    }

  setup.supply = BF_SUPPLY_BASE;
  if (json_object_has_member (object, "supply"))
    {
      guint k;

      supply = setup_get_string (json_object_get_member (object, "supply"));
      for (k = 0; k < BF_N_SUPPLY_KINDS; k++)
        if (g_strcmp0 (supply, supply_ids[k]) == 0)
          break;
      if (k == BF_N_SUPPLY_KINDS)
        return bf_json_error (&json, error, _("“supply” must be “base”, “new-departments” or “open-bar”."));
      setup.supply = (BfSupplyKind) k;
    }

  if (!setup_read_numbers (&json, object, "departments", setup.departments, &setup.n_departments, error) ||
      !setup_read_numbers (&json, object, "removed", setup.removed, &setup.n_removed, error))
    return FALSE;

  if (!setup_read_array (&json, object, "cards", BF_N_ANDREW_DECK, &array, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    if (!setup_lookup_card (&json, rules, &setup, json_array_get_element (array, i), FALSE,
                            &setup.cards[setup.n_cards++], error))
      return FALSE;

  if (!setup_read_array (&json, object, "blocking", BF_SETUP_MAX_BLOCKING, &array, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    if (!setup_read_disk (&json, rules, &setup, json_array_get_element (array, i), error))
      return FALSE;

  message = _bf_carnegie_game_check_setup_record (rules, &setup);
  if (message != NULL)
    return bf_json_error (&json, error, "%s", message);

  *out = setup;
  return TRUE;
}

/* The "setup-progress" member of a game file */

static const char * const step_ids[BF_SETUP_N_STEPS + 1] = {
  "bidding", "table", "covers", "moves", "secret", "ready", NULL
};

JsonNode *
bf_setup_progress_to_json (const BfSetupProgress *progress)
{
  JsonObject *object;
  JsonObject *ticks;
  JsonArray *turns;
  JsonNode *node;

  g_return_val_if_fail (progress != NULL, NULL);

  object = json_object_new ();
  json_object_set_string_member (object, "step", step_ids[MIN (progress->step, BF_SETUP_N_STEPS - 1)]);

  turns = json_array_new ();
  for (guint i = 0; i < MIN (progress->n_cover_turns, BF_MAX_PLAYERS); i++)
    if (progress->cover_columns[i] < 0)
      json_array_add_null_element (turns);
    else
      json_array_add_int_element (turns, progress->cover_columns[i] + 1);
  json_object_set_array_member (object, "cover-turns", turns);

  ticks = json_object_new ();
  for (guint step = 0; step < BF_SETUP_N_STEPS; step++)
    {
      JsonArray *rows;

      if (progress->ticks[step] == 0)
        continue;
      rows = json_array_new ();
      for (guint row = 0; row < BF_SETUP_MAX_TICKS; row++)
        if (progress->ticks[step] & (G_GUINT64_CONSTANT (1) << row))
          json_array_add_int_element (rows, row + 1);
      json_object_set_array_member (ticks, step_ids[step], rows);
    }
  json_object_set_object_member (object, "ticks", ticks);

  if (progress->has_secret_pick && progress->secret_pick < BF_N_CHART_POSITIONS)
    {
      BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
      JsonObject *pick = json_object_new ();

      json_object_set_int_member (pick, "player", progress->secret_player);
      json_object_set_string_member (pick, "column",
                                     bf_carnegie_rules_get_donation_type (rules, BF_CHART_POS_COLUMN (progress->secret_pick))->id);
      json_object_set_int_member (pick, "row", BF_CHART_POS_ROW (progress->secret_pick));
      json_object_set_object_member (object, "secret-pick", pick);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);

  return node;
}

gboolean
bf_setup_progress_from_json (JsonNode         *node,
                             guint             n_players,
                             BfSetupProgress  *out,
                             GError          **error)
{
  static const char * const keys[] = { "step", "cover-turns", "ticks", "secret-pick", NULL };
  static const char * const pick_keys[] = { "player", "column", "row", NULL };
  g_auto(BfJsonReader) json = MEMBER_READER;
  BfSetupProgress progress = { 0, };
  JsonObject *object;
  JsonObject *ticks;
  JsonObject *pick;
  JsonArray *turns;
  const char *step;
  guint max_turns = MIN (n_players, BF_MAX_PLAYERS);

  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  member_reader_init (&json, "setup-progress");
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bf_json_error (&json, error, _("it must be an object."));
  object = json_node_get_object (node);

  if (!bf_json_check_keys (&json, object, keys, NULL, NULL, error))
    return FALSE;

  step = setup_get_string (json_object_get_member (object, "step"));
  for (progress.step = 0; step != NULL && progress.step < BF_SETUP_N_STEPS; progress.step++)
    if (g_str_equal (step, step_ids[progress.step]))
      break;
  if (step == NULL || progress.step >= BF_SETUP_N_STEPS)
    return bf_json_error (&json, error,
                          /* Translators: do not translate the words in quotes: they are the file's names of the steps */
                          _("“step” must be one of “bidding”, “table”, “covers”, “moves”, “secret” or “ready”."));

  if (!setup_read_array (&json, object, "cover-turns", max_turns, &turns, error))
    return FALSE;
  for (guint i = 0; turns != NULL && i < json_array_get_length (turns); i++)
    {
      JsonNode *turn = json_array_get_element (turns, i);

      if (JSON_NODE_HOLDS_NULL (turn))
        progress.cover_columns[i] = -1;
      else if (bf_json_node_holds (turn, G_TYPE_INT64) &&
               json_node_get_int (turn) >= 1 && json_node_get_int (turn) <= BF_N_DONATION_TYPES)
        progress.cover_columns[i] = (int) json_node_get_int (turn) - 1;
      else
        return bf_json_error (&json, error, _("“cover-turns” must list chart columns from 1 to %d, or null for a player who passed."),
                              BF_N_DONATION_TYPES);
      progress.n_cover_turns++;
    }

  if (!bf_json_read_object (&json, object, "ticks", NULL, BF_JSON_OPTIONAL, &ticks, error) ||
      (ticks != NULL && !bf_json_check_keys (&json, ticks, step_ids, NULL, "“ticks”", error)))
    return FALSE;
  for (guint s = 0; ticks != NULL && s < BF_SETUP_N_STEPS; s++)
    {
      JsonNode *rows_node = json_object_get_member (ticks, step_ids[s]);
      JsonArray *rows = NULL;

      if (rows_node == NULL)
        continue;
      if (JSON_NODE_HOLDS_ARRAY (rows_node))
        rows = json_node_get_array (rows_node);
      for (guint i = 0; rows == NULL || i < json_array_get_length (rows); i++)
        {
          JsonNode *row = rows != NULL ? json_array_get_element (rows, i) : NULL;

          if (!bf_json_node_holds (row, G_TYPE_INT64) ||
              json_node_get_int (row) < 1 || json_node_get_int (row) > BF_SETUP_MAX_TICKS)
            return bf_json_error (&json, error, _("“%s” in “ticks” must list row numbers from 1 to %d."),
                                  step_ids[s], BF_SETUP_MAX_TICKS);
          progress.ticks[s] |= G_GUINT64_CONSTANT (1) << (json_node_get_int (row) - 1);
        }
    }

  if (!bf_json_read_object (&json, object, "secret-pick", NULL, BF_JSON_OPTIONAL, &pick, error) ||
      (pick != NULL && !bf_json_check_keys (&json, pick, pick_keys, NULL, "“secret-pick”", error)))
    return FALSE;
  if (pick != NULL)
    {
      const char *id = setup_get_string (json_object_get_member (pick, "column"));
      BfDonationType column;
      int player, row;

      if (!bf_json_read_int (&json, pick, "player", NULL, 0, (int) max_turns - 1, BF_JSON_REQUIRED, 0,
                             &player, error) ||
          !bf_json_read_int (&json, pick, "row", NULL, 1, BF_CHART_ROWS, BF_JSON_REQUIRED, 0, &row, error))
        return FALSE;
      if (id == NULL || !bf_carnegie_rules_lookup_donation_type (bf_carnegie_rules_get_default (), id, &column))
        return bf_json_error (&json, error, _("“column” must be “education”, “rights”, “welfare” or “health”."));
      progress.has_secret_pick = TRUE;
      progress.secret_player = (guint) player;
      progress.secret_pick = BF_CHART_POS (column, row);
    }

  *out = progress;
  return TRUE;
}
