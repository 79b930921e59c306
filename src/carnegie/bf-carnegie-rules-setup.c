/* bf-carnegie-rules-setup.c
 *
 * Loads what the table is set up with: timeline.json (the timeline
 * tiles and end spaces) and setup.json (bidding, pawns, department
 * copies, counts by number of players).
 * The schema is described in data/rules/README.md; the parts of BfCarnegieRules
 * share bf-carnegie-rules-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-rules"

#include "config.h"

#include "bf-carnegie-rules-private.h"

/* ------------------------------------------------------------------ */
/* timeline.json                                                       */

static gboolean
load_timeline_events (BfCarnegieRules  *self,
                      BfJsonReader     *json,
                      JsonObject       *object,
                      const char       *member,
                      BfTimelineEvent  *events,
                      GError          **error)
{
  g_autofree const char **list = NULL;

  if (!bf_json_read_string_list (json, object, member, NULL, N_TIMELINE_EVENTS, N_TIMELINE_EVENTS,
                                 BF_JSON_REQUIRED, &list, error))
    return FALSE;

  for (guint i = 0; i < N_TIMELINE_EVENTS; i++)
    {
      const char *event = list[i];
      guint region;

      if (g_strcmp0 (event, "donation") == 0)
        {
          events[i].kind = BF_EVENT_DONATION;
          events[i].region = 0;
        }
      else if (_bf_carnegie_rules_resolve_ref (self, REF_REGION, event, &region))
        {
          events[i].kind = BF_EVENT_INCOME;
          events[i].region = (BfRegion) region;
        }
      else
        return bf_json_error (json, error, "unknown event “%s” in “%s”: not a region or “donation”",
                              event, member);
    }

  return TRUE;
}

gboolean
_bf_carnegie_rules_load_timeline (BfCarnegieRules *self,
                                  BfJsonReader    *json,
                                  JsonObject      *root,
                                  GError         **error)
{
  gboolean seen[BF_N_DEPT_TYPES] = { FALSE, };
  JsonArray *tiles;
  JsonArray *ends;

  bf_json_reader_set_who (json, "timeline.json");
  if (!bf_json_read_list (json, root, "tiles", NULL, N_TIMELINE_TILES, N_TIMELINE_TILES,
                          BF_JSON_REQUIRED, &tiles, error))
    return FALSE;

  for (guint i = 0; i < N_TIMELINE_TILES; i++)
    {
      g_autofree char *where = g_strdup_printf ("timeline.json: tiles[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, tiles, i, where, error);
      BfTimelineTile *tile = &self->timeline[i];

      if (object == NULL ||
          !bf_json_read_uint (json, object, "number", NULL, i + 1, i + 1, BF_JSON_REQUIRED, 0,
                              &tile->number, error) ||
          !load_timeline_events (self, json, object, "front", tile->sides[0], error) ||
          !load_timeline_events (self, json, object, "back", tile->sides[1], error))
        return FALSE;
    }

  bf_json_reader_set_who (json, "timeline.json");
  if (!bf_json_read_list (json, root, "end-spaces", NULL, BF_N_DEPT_TYPES, BF_N_DEPT_TYPES,
                          BF_JSON_REQUIRED, &ends, error))
    return FALSE;

  for (guint i = 0; i < BF_N_DEPT_TYPES; i++)
    {
      g_autofree char *where = g_strdup_printf ("timeline.json: end-spaces[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, ends, i, where, error);
      gboolean income, donation;
      guint row, region;

      if (object == NULL ||
          !_bf_carnegie_rules_read_ref (self, json, object, "row", REF_DEPT_TYPE, &row, error) ||
          !_bf_carnegie_rules_read_ref (self, json, object, "region", REF_REGION, &region, error) ||
          !bf_json_read_boolean (json, object, "income", NULL, BF_JSON_OPTIONAL, FALSE, &income,
                                 error) ||
          !bf_json_read_boolean (json, object, "donation", NULL, BF_JSON_OPTIONAL, FALSE,
                                 &donation, error))
        return FALSE;

      if (seen[row])
        return bf_json_error (json, error, "second end space for row “%s”",
                              self->dept_types[row].id);
      seen[row] = TRUE;

      if (!income || !donation)
        return bf_json_error (json, error, "an end space gives both “income” and “donation”");

      self->timeline_ends[row].kind = BF_EVENT_INCOME_AND_DONATION;
      self->timeline_ends[row].region = (BfRegion) region;
    }

  return TRUE;
}
/* ------------------------------------------------------------------ */
/* setup.json                                                          */

gboolean
_bf_carnegie_rules_load_setup (BfCarnegieRules *self,
                               BfJsonReader    *json,
                               JsonObject      *root,
                               GError         **error)
{
  gboolean seen[MAX_PLAYERS + 1] = { FALSE, };
  JsonObject *copies;
  JsonObject *tabs;
  JsonArray *lines;
  JsonArray *counts;

  if (!bf_json_read_int (json, root, "bid-budget", NULL, 1, 1000, BF_JSON_REQUIRED, 0,
                         &self->bid_budget, error) ||
      !bf_json_read_uint (json, root, "pawns-per-colour", NULL, 1, 100, BF_JSON_REQUIRED, 0,
                          &self->pawns_per_colour, error) ||
      !bf_json_read_object (json, root, "project-tab-pawns", NULL, BF_JSON_REQUIRED, &tabs, error))
    return FALSE;

  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    {
      if (!bf_json_read_uint (json, tabs, self->project_types[t].id, "“project-tab-pawns”", 0, 5,
                              BF_JSON_REQUIRED, 0, &self->tab_pawns[t], error))
        return FALSE;
    }

  bf_json_reader_set_who (json, "setup.json");
  if (!bf_json_read_list (json, root, "bid-lines", NULL, 1, 16, BF_JSON_REQUIRED, &lines, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.json: bid-lines[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, lines, i, where, error);
      BfBidLine line = { 0, };
      JsonArray *choices;

      if (object == NULL ||
          !_bf_carnegie_rules_read_id (self, json, object, &line.id, error) ||
          !_bf_carnegie_rules_read_msgid (self, json, object, "name", &line.name, error) ||
          !bf_json_read_boolean (json, object, "free-bid", NULL, BF_JSON_OPTIONAL, FALSE,
                                 &line.free_bid, error))
        return FALSE;

      for (guint j = 0; j < self->bid_lines->len; j++)
        {
          if (g_strcmp0 (g_array_index (self->bid_lines, BfBidLine, j).id, line.id) == 0)
            return bf_json_error (json, error, "duplicate bidding line “%s”", line.id);
        }

      if (!bf_json_read_list (json, object, "choices", NULL, line.free_bid ? 0 : 1,
                              line.free_bid ? 0 : G_N_ELEMENTS (line.choices), BF_JSON_REQUIRED,
                              &choices, error))
        return FALSE;

      line.n_choices = json_array_get_length (choices);
      for (guint c = 0; c < line.n_choices; c++)
        {
          g_autofree char *choice_where = g_strdup_printf ("%s.choices[%u]", where, c);
          JsonObject *choice = _bf_carnegie_rules_get_entry (json, choices, c, choice_where, error);

          if (choice == NULL ||
              !bf_json_read_int (json, choice, "value", NULL, -100, 100, BF_JSON_REQUIRED, 0,
                                 &line.choices[c].value, error) ||
              !bf_json_read_int (json, choice, "cost", NULL, -self->bid_budget, self->bid_budget,
                                 BF_JSON_REQUIRED, 0, &line.choices[c].cost, error))
            return FALSE;
        }

      g_array_append_val (self->bid_lines, line);
    }

  bf_json_reader_set_who (json, "setup.json");
  if (!bf_json_read_object (json, root, "department-copies", NULL, BF_JSON_REQUIRED, &copies,
                            error) ||
      !bf_json_read_uint (json, copies, "normal", "“department-copies”", 1, 4, BF_JSON_REQUIRED, 0,
                          &self->department_copies, error) ||
      !bf_json_read_uint (json, copies, "open-bar", "“department-copies”", 1, 4, BF_JSON_REQUIRED,
                          0,
                          &self->department_copies_open_bar, error))
    return FALSE;

  bf_json_reader_set_who (json, "setup.json");
  if (!bf_json_read_list (json, root, "player-counts", NULL, MAX_PLAYERS, MAX_PLAYERS,
                          BF_JSON_REQUIRED, &counts, error))
    return FALSE;

  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.json: player-counts[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, counts, i, where, error);
      guint players;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "players", NULL, 1, MAX_PLAYERS, BF_JSON_REQUIRED, 0,
                              &players, error))
        return FALSE;

      if (seen[players])
        return bf_json_error (json, error, "second entry for %u players", players);
      seen[players] = TRUE;

      if (!bf_json_read_uint (json, object, "departments-removed", NULL, 0,
                              BF_N_DEPARTMENTS / 2 * self->department_copies, BF_JSON_REQUIRED, 0,
                              &self->departments_removed[players], error) ||
          !bf_json_read_uint (json, object, "blocking-disks", NULL, 0, 100, BF_JSON_REQUIRED, 0,
                              &self->blocking_disks[players], error))
        return FALSE;
    }

  return TRUE;
}
