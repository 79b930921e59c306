/* bf-carnegie-rules-cards.c
 *
 * Loads the cards and spaces: donations.json (the donation chart and
 * the New Donations tiles), departments.json and andrew.json (Andrew's
 * cards and difficulty levels).
 * The schema is described in data/rules/README.md; the parts of BfCarnegieRules
 * share bf-carnegie-rules-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-rules"

#include "config.h"

#include "bf-carnegie-rules-private.h"

#include <string.h>

/* Indexed by BfDonationRule. */
static const char * const donation_rule_ids[] = {
  "fixed",
  "departments-of-type",
  "departments",
  "projects-of-types",
  "train-regions",
  "donations",
  "goods",
  "money",
  "money-goods-pairs",
  "active-employees",
  "projects-in-region",
  "projects-in-towns",
  "departments-best-type",
  "department-types",
  "departments-left-column",
  "departments-top-row",
  "donations-of-type",
  "projects-best-type",
  "project-types",
  "donation-types",
  "empty-spaces",
  "inactive-employees",
  "active-on-cost",
  "pay-for-vp",
  "medium-cities-connected",
};
G_STATIC_ASSERT (G_N_ELEMENTS (donation_rule_ids) == BF_N_DONATION_RULES);

/* Members holding the parameter of a donation space; each rule takes at
 * most one of them (the money/goods/times trio goes with pay-for-vp). */
static const char * const donation_param_members[] = {
  "department-type", "project-types", "region", "donation-type",
  "major-city", "cost-money", "cost-goods", "max-times",
};

/* ------------------------------------------------------------------ */
/* donations.json                                                      */

static gboolean
load_donation_param (BfCarnegieRules  *self,
                     BfJsonReader     *json,
                     JsonObject       *object,
                     BfDonationSpace  *space,
                     const char       *where,
                     GError          **error)
{
  const char *expected[3] = { NULL, NULL, NULL };
  guint value;

  switch (space->rule)
    {
    case BF_DONATION_RULE_DEPARTMENTS_OF_TYPE:
      expected[0] = "department-type";
      if (!_bf_carnegie_rules_read_ref (self, json, object, expected[0], REF_DEPT_TYPE, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_PROJECTS_OF_TYPES:
      {
        g_autofree const char **types = NULL;

        expected[0] = "project-types";
        if (!bf_json_read_string_list (json, object, expected[0], NULL, 1, BF_N_PROJECT_TYPES,
                                       BF_JSON_REQUIRED, &types, error))
          return FALSE;

        for (guint i = 0; types[i] != NULL; i++)
          {
            if (!_bf_carnegie_rules_check_ref (self, json, types[i], REF_PROJECT_TYPE, expected[0], &value,
                                               error))
              return FALSE;
            if (space->param & (1 << value))
              return bf_json_error (json, error, "project type “%s” listed twice",
                                    self->project_types[value].id);
            space->param |= 1 << value;
          }
      }
      break;

    case BF_DONATION_RULE_PROJECTS_IN_REGION:
      expected[0] = "region";
      if (!_bf_carnegie_rules_read_ref (self, json, object, expected[0], REF_REGION, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_DONATIONS_OF_TYPE:
      expected[0] = "donation-type";
      if (!_bf_carnegie_rules_read_ref (self, json, object, expected[0], REF_DONATION_TYPE, &value, error))
        return FALSE;
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED:
      expected[0] = "major-city";
      if (!_bf_carnegie_rules_read_ref (self, json, object, expected[0], REF_CITY, &value, error))
        return FALSE;
      if (g_array_index (self->cities, BfCity, value).kind != BF_CITY_MAJOR)
        return bf_json_error (json, error, "“%s” is not a major city",
                              g_array_index (self->cities, BfCity, value).id);
      space->param = (int) value;
      break;

    case BF_DONATION_RULE_PAY_FOR_VP:
      expected[0] = "cost-money";
      expected[1] = "cost-goods";
      expected[2] = "max-times";
      if (!bf_json_read_int (json, object, expected[0], NULL, 0, 100, BF_JSON_REQUIRED, 0,
                             &space->cost_money, error) ||
          !bf_json_read_int (json, object, expected[1], NULL, 0, 100, BF_JSON_REQUIRED, 0,
                             &space->cost_goods, error) ||
          !bf_json_read_int (json, object, expected[2], NULL, 1, 100, BF_JSON_REQUIRED, 0,
                             &space->max_times, error))
        return FALSE;
      break;

    case BF_DONATION_RULE_FIXED:
    case BF_DONATION_RULE_DEPARTMENTS:
    case BF_DONATION_RULE_TRAIN_REGIONS:
    case BF_DONATION_RULE_DONATIONS:
    case BF_DONATION_RULE_GOODS:
    case BF_DONATION_RULE_MONEY:
    case BF_DONATION_RULE_MONEY_GOODS_PAIRS:
    case BF_DONATION_RULE_ACTIVE_EMPLOYEES:
    case BF_DONATION_RULE_PROJECTS_IN_TOWNS:
    case BF_DONATION_RULE_DEPARTMENTS_BEST_TYPE:
    case BF_DONATION_RULE_DEPARTMENT_TYPES:
    case BF_DONATION_RULE_DEPARTMENTS_LEFT_COLUMN:
    case BF_DONATION_RULE_DEPARTMENTS_TOP_ROW:
    case BF_DONATION_RULE_PROJECTS_BEST_TYPE:
    case BF_DONATION_RULE_PROJECT_TYPES:
    case BF_DONATION_RULE_DONATION_TYPES:
    case BF_DONATION_RULE_EMPTY_SPACES:
    case BF_DONATION_RULE_INACTIVE_EMPLOYEES:
    case BF_DONATION_RULE_ACTIVE_ON_COST:
    case BF_N_DONATION_RULES:
    default:
      break;
    }

  /* No parameter member that the rule does not use. */
  for (guint i = 0; i < G_N_ELEMENTS (donation_param_members); i++)
    {
      const char *member = donation_param_members[i];

      if (json_object_has_member (object, member) &&
          _bf_carnegie_rules_find_in_list (expected, G_N_ELEMENTS (expected), member) < 0)
        return bf_json_error (json, error, "rule “%s” takes no “%s”",
                              donation_rule_ids[space->rule], member);
    }

  return TRUE;
}

static gboolean
load_donation_spaces (BfCarnegieRules *self,
                      BfJsonReader    *json,
                      JsonObject      *root,
                      const char      *member,
                      gboolean         tile,
                      GError         **error)
{
  JsonArray *spaces;

  bf_json_reader_set_who (json, "donations.json");
  if (!bf_json_read_list (json, root, member, NULL, N_CHART_SPACES, N_CHART_SPACES,
                          BF_JSON_REQUIRED, &spaces, error))
    return FALSE;

  for (guint i = 0; i < N_CHART_SPACES; i++)
    {
      g_autofree char *where = g_strdup_printf ("donations.json: %s[%u]", member, i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, spaces, i, where, error);
      guint index = (tile ? N_CHART_SPACES : 0) + i;
      BfDonationSpace *space = &self->donations[index];
      const char *rule;
      guint type;
      int rule_index;

      if (object == NULL ||
          !_bf_carnegie_rules_read_id (self, json, object, &space->id, error) ||
          !_bf_carnegie_rules_read_ref (self, json, object, "type", REF_DONATION_TYPE, &type, error) ||
          !bf_json_read_uint (json, object, "row", NULL, 1, BF_CHART_ROWS, BF_JSON_REQUIRED, 0,
                              &space->row, error) ||
          !_bf_carnegie_rules_read_text (json, object, "rule", &rule, error) ||
          !bf_json_read_int (json, object, "vp", NULL, 0, 100, BF_JSON_REQUIRED, 0, &space->vp,
                             error) ||
          !_bf_carnegie_rules_read_msgid (self, json, object, "text", &space->text, error))
        return FALSE;

      /* The text for another player's table: one "%s", the name
       * (checked once translated, _bf_carnegie_rules_translate()). */
      space->text_for = NULL;
      if (json_object_has_member (object, "text-for") &&
          !_bf_carnegie_rules_read_msgid (self, json, object, "text-for", &space->text_for, error))
        return FALSE;

      if (g_hash_table_contains (self->donation_ids, space->id))
        return bf_json_error (json, error, "duplicate donation space “%s”", space->id);

      /* Spaces are listed column by column, top to bottom. */
      if (type != i / BF_CHART_ROWS || space->row != i % BF_CHART_ROWS + 1)
        return bf_json_error (json, error, "expected the %s space of row %u",
                              self->donation_types[i / BF_CHART_ROWS].id, i % BF_CHART_ROWS + 1);

      rule_index = _bf_carnegie_rules_find_in_list (donation_rule_ids, G_N_ELEMENTS (donation_rule_ids),
                                                    rule);
      if (rule_index < 0)
        return bf_json_error (json, error, "unknown rule “%s”", rule);

      space->index = index;
      space->type = (BfDonationType) type;
      space->tile = tile;
      space->rule = (BfDonationRule) rule_index;
      space->param = 0;
      space->cost_money = 0;
      space->cost_goods = 0;
      space->max_times = 0;

      if (!load_donation_param (self, json, object, space, where, error))
        return FALSE;

      g_hash_table_insert (self->donation_ids, (gpointer) space->id,
                           GUINT_TO_POINTER (index + 1));
    }

  return TRUE;
}

gboolean
_bf_carnegie_rules_load_donations (BfCarnegieRules *self,
                                   BfJsonReader    *json,
                                   JsonObject      *root,
                                   GError         **error)
{
  return load_donation_spaces (self, json, root, "chart", FALSE, error) &&
         load_donation_spaces (self, json, root, "tiles", TRUE, error);
}

/* Indexed by BfDeptEffect. */
static const char * const dept_effect_ids[] = {
  "none",
  "communications",
  "charitable-giving",
  "green-spaces",
  "public-relations",
  "political-lobbying",
  "post-office",
  "archives",
  "network-of-libraries",
};
G_STATIC_ASSERT (G_N_ELEMENTS (dept_effect_ids) == BF_N_DEPT_EFFECTS);

/* ------------------------------------------------------------------ */
/* departments.json                                                    */

gboolean
_bf_carnegie_rules_load_departments (BfCarnegieRules *self,
                                     BfJsonReader    *json,
                                     JsonObject      *root,
                                     GError         **error)
{
  guint per_type[BF_N_DEPT_TYPES] = { 0, };
  JsonArray *departments;

  bf_json_reader_set_who (json, "departments.json");
  if (!bf_json_read_list (json, root, "departments", NULL, BF_N_DEPARTMENTS, BF_N_DEPARTMENTS,
                          BF_JSON_REQUIRED, &departments, error))
    return FALSE;

  for (guint i = 0; i < BF_N_DEPARTMENTS; i++)
    {
      g_autofree char *where = g_strdup_printf ("departments.json: departments[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, departments, i, where, error);
      BfDepartment *department = &self->departments[i];
      const char *effect;
      gboolean expansion = i + 1 > BF_N_DEPARTMENTS / 2;
      guint type;
      int effect_index;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "number", NULL, i + 1, i + 1, BF_JSON_REQUIRED, 0,
                              &department->number, error) ||
          !_bf_carnegie_rules_read_id (self, json, object, &department->id, error) ||
          !_bf_carnegie_rules_read_msgid (self, json, object, "name", &department->name, error) ||
          !_bf_carnegie_rules_read_ref (self, json, object, "type", REF_DEPT_TYPE, &type, error) ||
          !bf_json_read_uint (json, object, "set", NULL, expansion ? 1 : 0, expansion ? 4 : 0,
                              BF_JSON_REQUIRED, 0, &department->set, error) ||
          !_bf_carnegie_rules_read_text (json, object, "effect", &effect, error) ||
          !_bf_carnegie_rules_read_msgid (self, json, object, "rule", &department->rule, error))
        return FALSE;

      for (guint j = 0; j < i; j++)
        {
          if (g_strcmp0 (self->departments[j].id, department->id) == 0)
            return bf_json_error (json, error, "duplicate department “%s”", department->id);
        }

      effect_index = _bf_carnegie_rules_find_in_list (dept_effect_ids, G_N_ELEMENTS (dept_effect_ids),
                                                      effect);
      if (effect_index < 0)
        return bf_json_error (json, error, "unknown effect “%s”", effect);

      for (guint j = 0; j < i; j++)
        {
          if (effect_index != BF_DEPT_EFFECT_NONE &&
              self->departments[j].effect == (BfDeptEffect) effect_index)
            return bf_json_error (json, error, "effect “%s” given twice", effect);
        }

      department->type = (BfDeptType) type;
      department->expansion = expansion;
      department->effect = (BfDeptEffect) effect_index;
      per_type[type]++;
    }

  for (guint t = 0; t < BF_N_DEPT_TYPES; t++)
    {
      if (per_type[t] != BF_N_DEPARTMENTS / BF_N_DEPT_TYPES)
        {
          bf_json_reader_set_who (json, "departments.json");
          return bf_json_error (json, error, "%u departments of type “%s” instead of %u",
                                per_type[t], self->dept_types[t].id,
                                BF_N_DEPARTMENTS / BF_N_DEPT_TYPES);
        }
    }

  return TRUE;
}
/* ------------------------------------------------------------------ */
/* andrew.json                                                         */

static gboolean
load_andrew_card (BfCarnegieRules *self,
                  BfJsonReader    *json,
                  JsonObject      *object,
                  const char      *where,
                  BfAndrewCard    *card,
                  GError         **error)
{
  g_autofree char *expected_id = NULL;
  g_autofree const char **take = NULL;
  g_autofree const char **cities = NULL;
  JsonObject *rd;
  const char *id;
  guint back, region;

  if (!_bf_carnegie_rules_read_text (json, object, "id", &id, error) ||
      !bf_json_read_uint (json, object, "number", NULL, 1, N_ANDREW_NUMBERS, BF_JSON_REQUIRED, 0,
                          &card->number, error) ||
      !bf_json_read_boolean (json, object, "advanced", NULL, BF_JSON_OPTIONAL, FALSE,
                             &card->advanced, error))
    return FALSE;

  expected_id = g_strdup_printf ("%c%02u", card->advanced ? 'A' : 'N', card->number);
  if (g_strcmp0 (id, expected_id) != 0)
    return bf_json_error (json, error, "id “%s” does not match the card, expected “%s”",
                          id, expected_id);
  card->id = _bf_carnegie_rules_own_string (self, id);

  if (!_bf_carnegie_rules_read_ref (self, json, object, "back", REF_DEPT_TYPE, &back, error) ||
      !_bf_carnegie_rules_read_ref (self, json, object, "donation", REF_DONATION_SPACE, &card->donation,
                                    error) ||
      !bf_json_read_uint (json, object, "hr-slide", NULL, 0, 20, BF_JSON_REQUIRED, 0,
                          &card->hr_slide, error))
    return FALSE;
  card->back = (BfDeptType) back;

  if (self->donations[card->donation].tile)
    return bf_json_error (json, error, "donation “%s” is not a space of the base chart",
                          self->donations[card->donation].id);

  if (!bf_json_read_string_list (json, object, "management", NULL, 1, G_N_ELEMENTS (card->take),
                                 BF_JSON_REQUIRED, &take, error))
    return FALSE;
  card->n_take = g_strv_length ((char **) take);
  for (guint i = 0; i < card->n_take; i++)
    {
      guint type = 0;

      if (!_bf_carnegie_rules_check_ref (self, json, take[i], REF_DEPT_TYPE, "management", &type, error))
        return FALSE;
      card->take[i] = (BfDeptType) type;
    }

  if (!bf_json_read_string_list (json, object, "construction", NULL, 1, G_N_ELEMENTS (card->cities),
                                 BF_JSON_REQUIRED, &cities, error))
    return FALSE;
  card->n_cities = g_strv_length ((char **) cities);
  for (guint i = 0; i < card->n_cities; i++)
    {
      if (!_bf_carnegie_rules_check_ref (self, json, cities[i], REF_CITY, "construction", &card->cities[i],
                                         error))
        return FALSE;

      for (guint j = 0; j < i; j++)
        {
          if (card->cities[j] == card->cities[i])
            return bf_json_error (json, error, "city “%s” listed twice",
                                  g_array_index (self->cities, BfCity, card->cities[i]).id);
        }
    }

  if (!bf_json_read_object (json, object, "rd", NULL, BF_JSON_REQUIRED, &rd, error) ||
      !_bf_carnegie_rules_read_ref (self, json, rd, "region", REF_REGION, &region, error) ||
      !bf_json_read_uint (json, rd, "steps", "“rd”", 1, BF_N_TRACK_BOXES, BF_JSON_REQUIRED, 0,
                          &card->rd_steps, error))
    return FALSE;
  card->rd_region = (BfRegion) region;

  return TRUE;
}

gboolean
_bf_carnegie_rules_load_andrew (BfCarnegieRules *self,
                                BfJsonReader    *json,
                                JsonObject      *root,
                                GError         **error)
{
  BfAndrewCard *by_number[2][N_ANDREW_NUMBERS + 1] = { { NULL, }, };
  JsonArray *vp_cards;
  JsonArray *levels;
  JsonArray *cards;

  bf_json_reader_set_who (json, "andrew.json");
  if (!bf_json_read_list (json, root, "vp-cards", NULL, BF_N_VP_CARDS, BF_N_VP_CARDS,
                          BF_JSON_REQUIRED, &vp_cards, error))
    return FALSE;

  for (guint i = 0; i < BF_N_VP_CARDS; i++)
    {
      g_autofree char *what = bf_json_describe_entry (i, "vp-cards");

      if (!bf_json_node_get_int (json, json_array_get_element (vp_cards, i), what, 0, 100,
                                 &self->vp_cards[i], error))
        return FALSE;
      if (i > 0 && self->vp_cards[i] < self->vp_cards[i - 1])
        return bf_json_error (json, error, "“vp-cards” must not decrease");
    }

  bf_json_reader_set_who (json, "andrew.json");
  if (!bf_json_read_list (json, root, "difficulty-levels", NULL, 1, 10, BF_JSON_REQUIRED, &levels,
                          error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      g_autofree char *where = g_strdup_printf ("andrew.json: difficulty-levels[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, levels, i, where, error);
      DifficultyLevel level;

      if (object == NULL ||
          !bf_json_read_uint (json, object, "level", NULL, i + 1, i + 1, BF_JSON_REQUIRED, 0,
                              &level.level, error) ||
          !_bf_carnegie_rules_read_msgid (self, json, object, "name", &level.name, error) ||
          !bf_json_read_uint (json, object, "normal", NULL, 0, N_ANDREW_NUMBERS, BF_JSON_REQUIRED,
                              0, &level.n_normal, error) ||
          !bf_json_read_uint (json, object, "advanced", NULL, 0, N_ANDREW_NUMBERS,
                              BF_JSON_REQUIRED, 0, &level.n_advanced, error))
        return FALSE;

      if (level.n_normal + level.n_advanced != N_ANDREW_NUMBERS)
        return bf_json_error (json, error, "a deck has %u cards, not %u",
                              N_ANDREW_NUMBERS, level.n_normal + level.n_advanced);

      g_array_append_val (self->difficulty_levels, level);
    }

  bf_json_reader_set_who (json, "andrew.json");
  if (!bf_json_read_list (json, root, "cards", NULL, N_ANDREW_CARDS, N_ANDREW_CARDS,
                          BF_JSON_REQUIRED, &cards, error))
    return FALSE;

  for (guint i = 0; i < N_ANDREW_CARDS; i++)
    {
      g_autofree char *where = g_strdup_printf ("andrew.json: cards[%u]", i);
      JsonObject *object = _bf_carnegie_rules_get_entry (json, cards, i, where, error);
      BfAndrewCard *card = &self->andrew[i];

      if (object == NULL || !load_andrew_card (self, json, object, where, card, error))
        return FALSE;

      if (by_number[card->advanced][card->number] != NULL)
        return bf_json_error (json, error, "second card “%s”", card->id);
      by_number[card->advanced][card->number] = card;
    }

  /* An advanced card keeps the back, donation and cities of its normal card. */
  for (guint n = 1; n <= N_ANDREW_NUMBERS; n++)
    {
      const BfAndrewCard *normal = by_number[0][n];
      const BfAndrewCard *advanced = by_number[1][n];

      if (normal->back != advanced->back ||
          normal->donation != advanced->donation ||
          normal->n_cities != advanced->n_cities ||
          memcmp (normal->cities, advanced->cities, sizeof (guint) * normal->n_cities) != 0)
        {
          bf_json_reader_set_who (json, "andrew.json");
          return bf_json_error (json, error,
                                "card “%s” must have the back, donation and cities of “%s”",
                                advanced->id, normal->id);
        }
    }

  return TRUE;
}
