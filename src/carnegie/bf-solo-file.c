/* bf-solo-file.c
 *
 * The solo file (docs/solo.md, "Files"): the format, version, seed and
 * settings, the log of entries, replayed in order when the file is
 * read, and the ticks on the checklists. Written in the compact style
 * of the core's JSON layer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-solo-private.h"

/* The ticks' positions: 2 since the rounds' checklists have the step
 * "activate employees" (docs/solo.md, "Ticks"). */
#define TICKS_LAYOUT 2

/* The "supply" setting, by BfSupplyKind */
static const char * const supply_ids[] = { "base", "new-departments", "open-bar" };

static void
save_ticks (BfSoloGame *self,
            JsonObject *object)
{
  JsonObject *ticks = json_object_new ();

  for (guint round_no = 0; round_no <= self->rounds->len; round_no++)
    {
      GListModel *steps = _bf_solo_game_steps_of (self, round_no);
      JsonArray *done = json_array_new ();

      for (guint i = 0; i < g_list_model_get_n_items (steps); i++)
        {
          g_autoptr(BfInstruction) step = g_list_model_get_item (steps, i);

          if (bf_instruction_get_done (step))
            json_array_add_int_element (done, i);
        }

      if (json_array_get_length (done) > 0)
        {
          g_autofree char *key = round_no == 0 ? g_strdup ("setup") : g_strdup_printf ("%u", round_no);

          json_object_set_array_member (ticks, key, done);
        }
      else
        json_array_unref (done);
    }

  if (json_object_get_size (ticks) > 0)
    {
      json_object_set_object_member (object, "ticks", ticks);
      json_object_set_int_member (object, "ticks-layout", TICKS_LAYOUT);
    }
  else
    json_object_unref (ticks);
}

/* Where a round's step "End of your turn: you may activate employees"
 * stands (added in ticks layout 2): right after the player's action,
 * the round's first step of its own naming a row. */
static guint
activate_step (GListModel *steps)
{
  guint n = g_list_model_get_n_items (steps);

  for (guint i = 0; i + 1 < n; i++)
    {
      g_autoptr(BfInstruction) step = g_list_model_get_item (steps, i);

      if (bf_instruction_get_kind (step) == BF_INSTRUCTION_PLAYER && bf_instruction_get_index (step) >= 0)
        return i + 1;
    }

  return n;
}

/* A file without "ticks-layout" was saved before a round's checklist had
 * its "activate employees" step: its ticks from there on are one step
 * further now. */
static void
load_ticks (BfSoloGame *self,
            JsonObject *ticks,
            gint64      layout)
{
  g_autoptr(GList) keys = json_object_get_members (ticks);

  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      JsonNode *node = json_object_get_member (ticks, key);
      guint64 round_no = 0;
      GListModel *steps;
      guint added;

      if (g_strcmp0 (key, "setup") != 0 &&
          !g_ascii_string_to_unsigned (key, 10, 1, BF_SOLO_ROUNDS, &round_no, NULL))
        continue;
      steps = _bf_solo_game_steps_of (self, (guint) round_no);
      if (steps == NULL || !JSON_NODE_HOLDS_ARRAY (node))
        continue;
      added = round_no > 0 && layout < TICKS_LAYOUT ? activate_step (steps) : G_MAXUINT;

      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        {
          JsonNode *element = json_array_get_element (json_node_get_array (node), i);
          gint64 index;
          g_autoptr(BfInstruction) step = NULL;

          if (!bf_json_node_holds (element, G_TYPE_INT64))
            continue;
          index = json_node_get_int (element);
          if (index >= added)
            index++;
          if (index < 0 || index >= g_list_model_get_n_items (steps))
            continue;
          step = g_list_model_get_item (steps, (guint) index);
          bf_instruction_set_done (step, TRUE);
        }
    }
}
char *
bf_solo_game_to_data (BfSoloGame *self,
                      gsize      *length)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonObject *settings = json_object_new ();
  JsonArray *bids = json_array_new ();
  JsonArray *entries = json_array_new ();

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  json_object_set_string_member (object, "format", BF_SOLO_FORMAT);
  /* A game started from a version-1 file keeps its timeline layout, so
   * it is saved as version 1 again (docs/solo.md, "Files"). */
  json_object_set_int_member (object, "version",
                              self->layout == BF_TIMELINE_ROWS_V1 ? 1 : BF_SOLO_VERSION);
  json_object_set_int_member (object, "seed", self->seed);

  json_object_set_string_member (settings, "player-name", self->player_name);
  json_object_set_int_member (settings, "difficulty", self->difficulty);
  json_object_set_string_member (settings, "supply", supply_ids[self->supply_kind]);
  json_object_set_boolean_member (settings, "new-beginning", self->new_beginning);
  for (guint l = 0; l < N_BID_LINES; l++)
    json_array_add_int_element (bids, self->bids[l]);
  json_object_set_array_member (settings, "bids", bids);
  json_object_set_boolean_member (settings, "own-cards", self->own_cards);
  json_object_set_boolean_member (settings, "own-supply", self->own_supply);
  json_object_set_boolean_member (settings, "project-tabs", self->track_tabs);
  json_object_set_object_member (object, "settings", settings);

  for (guint i = 0; i < self->entries->len; i++)
    json_array_add_element (entries, json_node_copy (g_ptr_array_index (self->entries, i)));
  json_object_set_array_member (object, "entries", entries);
  save_ticks (self, object);

  json_node_take_object (root, object);

  return bf_json_to_data (root, BF_JSON_STYLE_COMPACT, length);
}

static gboolean
load_bids (BfSoloGame    *self,
           BfJsonReader  *json,
           JsonObject    *settings,
           GError       **error)
{
  JsonArray *bids;
  guint choices[N_BID_LINES];
  int cost;

  if (!bf_json_read_array (json, settings, "bids", "“settings”", BF_JSON_OPTIONAL, &bids, error))
    return FALSE;
  if (bids == NULL)
    return TRUE;

  if (json_array_get_length (bids) > N_BID_LINES)
    return bf_json_error (json, error, _("“%s” must be a list of at most %u entries."),
                          "bids", N_BID_LINES);

  for (guint l = 0; l < N_BID_LINES; l++)
    {
      g_autofree char *what = bf_json_describe_entry (l, "bids");
      int choice;

      if (l >= json_array_get_length (bids))
        return bf_json_missing (json, what, error);
      if (!bf_json_node_get_int (json, json_array_get_element (bids, l), what, 0,
                                 bf_carnegie_rules_get_bid_line (self->rules, l + 1)->n_choices - 1,
                                 &choice, error))
        return FALSE;
      choices[l] = (guint) choice;
    }

  cost = _bf_solo_game_bid_cost (self, choices);
  if (cost > bf_carnegie_rules_get_bid_budget (self->rules))
    return bf_json_error (json, error, _("These choices cost $%d; you have $%d."),
                          cost, bf_carnegie_rules_get_bid_budget (self->rules));

  memcpy (self->bids, choices, sizeof choices);
  return TRUE;
}

static gboolean
load_settings (BfSoloGame    *self,
               BfJsonReader  *json,
               JsonObject    *settings,
               GError       **error)
{
  const char *parent = "“settings”";
  const char *name;
  const char *supply;
  guint kind;
  int difficulty;
  gboolean new_beginning, own_cards, own_supply;

  if (!bf_json_read_string (json, settings, "player-name", parent, BF_JSON_REQUIRED, &name, error) ||
      !bf_solo_game_set_player_name (self, name, error))
    return FALSE;

  if (!bf_json_read_int (json, settings, "difficulty", parent, 1,
                         (int) bf_carnegie_rules_get_n_difficulties (self->rules), BF_JSON_REQUIRED, 1,
                         &difficulty, error))
    return FALSE;
  bf_solo_game_set_difficulty (self, (guint) difficulty, NULL);

  if (!bf_json_read_string (json, settings, "supply", parent, BF_JSON_REQUIRED, &supply, error))
    return FALSE;
  for (kind = 0; kind < BF_N_SUPPLY_KINDS; kind++)
    if (g_str_equal (supply, supply_ids[kind]))
      break;
  if (kind == BF_N_SUPPLY_KINDS)
    {
      g_autofree char *what = bf_json_describe ("supply", parent);
      g_autofree char *shown = bf_json_quote (supply);
      g_autoptr(GString) ids = g_string_new (NULL);

      for (kind = 0; kind < BF_N_SUPPLY_KINDS; kind++)
        g_string_append_printf (ids, "%s“%s”", kind > 0 ? ", " : "", supply_ids[kind]);
      return bf_json_error (json, error, _("%s: “%s” is not one of %s."), what, shown, ids->str);
    }
  bf_solo_game_set_supply_kind (self, kind, NULL);

  if (!bf_json_read_boolean (json, settings, "new-beginning", parent, BF_JSON_OPTIONAL, FALSE,
                             &new_beginning, error) ||
      !bf_json_read_boolean (json, settings, "own-cards", parent, BF_JSON_OPTIONAL, FALSE,
                             &own_cards, error) ||
      !bf_json_read_boolean (json, settings, "own-supply", parent, BF_JSON_OPTIONAL, FALSE,
                             &own_supply, error) ||
      !bf_json_read_boolean (json, settings, "project-tabs", parent, BF_JSON_OPTIONAL, FALSE,
                             &self->track_tabs, error))
    return FALSE;
  bf_solo_game_set_new_beginning (self, new_beginning, NULL);
  bf_solo_game_set_own_cards (self, own_cards, NULL);
  bf_solo_game_set_own_supply (self, own_supply, NULL);

  return load_bids (self, json, settings, error);
}

BfSoloGame *
_bf_solo_game_from_json (JsonNode  *root,
                         GError   **error)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT);
  g_autoptr(BfSoloGame) self = NULL;
  JsonObject *object;
  JsonObject *settings;
  JsonArray *entries;
  JsonNode *node;
  gint64 seed;
  int version;

  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      !bf_json_node_holds (node = json_object_get_member (json_node_get_object (root), "format"),
                           G_TYPE_STRING) ||
      g_strcmp0 (json_node_get_string (node), BF_SOLO_FORMAT) != 0)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("This file is not a Benefactor solo game."));
      return NULL;
    }
  object = json_node_get_object (root);

  /* Version 1 gave each row a tile of its own: such a game goes on as it
   * was played (the same four tiles, read as rows). */
  if (!bf_json_read_int (&json, object, "version", NULL, 0, G_MAXINT, BF_JSON_OPTIONAL, 1,
                         &version, error))
    return NULL;
  if (version > BF_SOLO_VERSION)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                           _("This solo game was saved by a newer version of Benefactor."));
      return NULL;
    }

  if (!bf_json_read_int64 (&json, object, "seed", NULL, 0, G_MAXUINT32, BF_JSON_REQUIRED, 0,
                           &seed, error))
    return NULL;
  self = bf_solo_game_new ((guint32) seed);
  if (version < 2)
    self->layout = BF_TIMELINE_ROWS_V1;

  if (!bf_json_read_object (&json, object, "settings", NULL, BF_JSON_REQUIRED, &settings, error) ||
      !load_settings (self, &json, settings, error) ||
      !bf_json_read_array (&json, object, "entries", NULL, BF_JSON_REQUIRED, &entries, error))
    return NULL;

  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      JsonNode *element = json_array_get_element (entries, i);
      g_autoptr(GError) local_error = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (element) ||
          !_bf_solo_game_apply_entry (self, json_node_get_object (element), &local_error))
        {
          g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_FORMAT,
                       /* Translators: a solo game file whose entry cannot be replayed, "Entry 12 of this solo game cannot be replayed: …" */
                       _("Entry %u of this solo game cannot be replayed: %s"),
                       i + 1, local_error != NULL ? local_error->message : _("not an entry"));
          return NULL;
        }

      g_ptr_array_add (self->entries, json_node_copy (element));
    }

  /* The ticks the player made on the checklists: kept, but never a
   * reason to refuse a file (a tick of a step that is not there is
   * dropped). */
  node = json_object_get_member (object, "ticks");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    load_ticks (self, json_node_get_object (node),
                json_object_get_int_member_with_default (object, "ticks-layout", 1));

  return g_steal_pointer (&self);
}

BfSoloGame *
bf_solo_game_new_from_data (const char  *data,
                            gssize       length,
                            GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = bf_json_parse (data, length, error);
  if (root == NULL)
    return NULL;

  return _bf_solo_game_from_json (root, error);
}

