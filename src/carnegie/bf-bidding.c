/* bf-bidding.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-bidding"

#include "config.h"

#include "bf-i18n.h"

#include "bf-bidding.h"
#include "bf-json.h"

G_DEFINE_QUARK (bf-bidding-error-quark, bf_bidding_error)

/* The rule data ids of the lines, in BfBidLineKind order. */
static const char * const line_ids[BF_N_BID_LINES] = {
  "first-player", "goods", "workers", "vp", "setup-moves",
};

/* BfBiddingSheet ======================================================== */

struct _BfBiddingSheet
{
  GObject          parent_instance;

  /* owned */
  BfCarnegieRules         *rules;

  /* borrowed from rules; their names: line_name() */
  const BfBidLine *lines[BF_N_BID_LINES];
  guint            line_index[BF_N_BID_LINES];   /* in rules */

  int              bid;
  int              choices[BF_N_BID_LINES];
  gboolean         sealed;
};

G_DEFINE_FINAL_TYPE (BfBiddingSheet, bf_bidding_sheet, G_TYPE_OBJECT)

/* The name of line @k in the thread's language: a refusal goes to the
 * phone that made the entry (src/link/). */
static const char *
line_name (BfBiddingSheet *self,
           guint           k)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_spoken (self->rules);

  return bf_carnegie_rules_get_bid_line (rules, self->line_index[k])->name;
}

enum {
  SHEET_PROP_0,
  SHEET_PROP_BID,
  SHEET_PROP_COST,
  SHEET_PROP_LEFT,
  SHEET_PROP_COMPLETE,
  SHEET_PROP_SEALED,
  N_SHEET_PROPS
};

static GParamSpec *sheet_properties[N_SHEET_PROPS];

enum {
  SHEET_CHANGED,
  N_SHEET_SIGNALS
};

static guint sheet_signals[N_SHEET_SIGNALS];

static void
bf_bidding_sheet_finalize (GObject *object)
{
  BfBiddingSheet *self = BF_BIDDING_SHEET (object);

  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bf_bidding_sheet_parent_class)->finalize (object);
}

static void
bf_bidding_sheet_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BfBiddingSheet *self = BF_BIDDING_SHEET (object);

  switch (prop_id)
    {
    case SHEET_PROP_BID:
      g_value_set_int (value, self->bid);
      break;
    case SHEET_PROP_COST:
      g_value_set_int (value, bf_bidding_sheet_get_cost (self));
      break;
    case SHEET_PROP_LEFT:
      g_value_set_int (value, bf_bidding_sheet_get_left (self));
      break;
    case SHEET_PROP_COMPLETE:
      g_value_set_boolean (value, bf_bidding_sheet_is_complete (self));
      break;
    case SHEET_PROP_SEALED:
      g_value_set_boolean (value, self->sealed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_bidding_sheet_class_init (BfBiddingSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_bidding_sheet_finalize;
  object_class->get_property = bf_bidding_sheet_get_property;

  sheet_properties[SHEET_PROP_BID] =
    g_param_spec_int ("bid", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  sheet_properties[SHEET_PROP_COST] =
    g_param_spec_int ("cost", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  sheet_properties[SHEET_PROP_LEFT] =
    g_param_spec_int ("left", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  sheet_properties[SHEET_PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  sheet_properties[SHEET_PROP_SEALED] =
    g_param_spec_boolean ("sealed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_SHEET_PROPS, sheet_properties);

  /**
   * BfBiddingSheet::changed:
   *
   * Emitted after any change to the sheet (bid, a choice, sealing).
   */
  sheet_signals[SHEET_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bf_bidding_sheet_init (BfBiddingSheet *self)
{
  for (guint i = 0; i < BF_N_BID_LINES; i++)
    self->choices[i] = BF_BID_NO_CHOICE;
}

BfBiddingSheet *
bf_bidding_sheet_new (BfCarnegieRules *rules)
{
  BfBiddingSheet *self;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);

  self = g_object_new (BF_TYPE_BIDDING_SHEET, NULL);
  self->rules = g_object_ref (rules);

  for (guint i = 0; i < bf_carnegie_rules_get_n_bid_lines (rules); i++)
    {
      const BfBidLine *line = bf_carnegie_rules_get_bid_line (rules, i);

      for (guint k = 0; k < BF_N_BID_LINES; k++)
        if (g_strcmp0 (line->id, line_ids[k]) == 0)
          {
            self->lines[k] = line;
            self->line_index[k] = i;
          }
    }

  for (guint k = 0; k < BF_N_BID_LINES; k++)
    if (self->lines[k] == NULL)
      g_critical ("The rule data has no bid line “%s”", line_ids[k]);

  return self;
}

BfCarnegieRules *
bf_bidding_sheet_get_rules (BfBiddingSheet *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), NULL);

  return self->rules;
}

const BfBidLine *
bf_bidding_sheet_get_line (BfBiddingSheet *self,
                           BfBidLineKind   line)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), NULL);
  g_return_val_if_fail (line < BF_N_BID_LINES, NULL);

  return self->lines[line];
}

/* Notifies everything that derives from the values. */
static void
sheet_changed (BfBiddingSheet *self,
               gboolean        bid_changed)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (bid_changed)
    g_object_notify_by_pspec (G_OBJECT (self), sheet_properties[SHEET_PROP_BID]);
  g_object_notify_by_pspec (G_OBJECT (self), sheet_properties[SHEET_PROP_COST]);
  g_object_notify_by_pspec (G_OBJECT (self), sheet_properties[SHEET_PROP_LEFT]);
  g_object_notify_by_pspec (G_OBJECT (self), sheet_properties[SHEET_PROP_COMPLETE]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, sheet_signals[SHEET_CHANGED], 0);
}

static gboolean
check_not_sealed (BfBiddingSheet  *self,
                  GError         **error)
{
  if (self->sealed)
    {
      g_set_error_literal (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_SEALED,
                           _("This bidding sheet is sealed and can no longer be changed."));
      return FALSE;
    }

  return TRUE;
}

int
bf_bidding_sheet_get_bid (BfBiddingSheet *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), 0);

  return self->bid;
}

gboolean
bf_bidding_sheet_set_bid (BfBiddingSheet  *self,
                          int              bid,
                          GError         **error)
{
  int budget;

  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (bid == self->bid)
    return TRUE;

  if (!check_not_sealed (self, error))
    return FALSE;

  budget = bf_carnegie_rules_get_bid_budget (self->rules);
  if (bid < 0 || bid > budget)
    {
      g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                   /* Translators: %s is the name of line 1 of the bidding sheet */
                   _("Line 1 (%s): the bid must be a whole number of dollars from $0 to $%d."),
                   line_name (self, BF_BID_FIRST_PLAYER), budget);
      return FALSE;
    }

  self->bid = bid;
  sheet_changed (self, TRUE);

  return TRUE;
}

int
bf_bidding_sheet_get_choice (BfBiddingSheet *self,
                             BfBidLineKind   line)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), BF_BID_NO_CHOICE);
  g_return_val_if_fail (line > BF_BID_FIRST_PLAYER && line < BF_N_BID_LINES, BF_BID_NO_CHOICE);

  return self->choices[line];
}

gboolean
bf_bidding_sheet_set_choice (BfBiddingSheet  *self,
                             BfBidLineKind    line,
                             int              choice,
                             GError         **error)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);
  g_return_val_if_fail (line > BF_BID_FIRST_PLAYER && line < BF_N_BID_LINES, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (choice == self->choices[line])
    return TRUE;

  if (!check_not_sealed (self, error))
    return FALSE;

  if (choice != BF_BID_NO_CHOICE &&
      (choice < 0 || choice >= (int) self->lines[line]->n_choices))
    {
      g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                   /* Translators: %u is a line number, %s the line's name */
                   _("Line %u (%s) has no such choice."),
                   (guint) line + 1, line_name (self, line));
      return FALSE;
    }

  self->choices[line] = choice;
  sheet_changed (self, FALSE);

  return TRUE;
}

const BfBidChoice *
bf_bidding_sheet_get_chosen (BfBiddingSheet *self,
                             BfBidLineKind   line)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), NULL);
  g_return_val_if_fail (line > BF_BID_FIRST_PLAYER && line < BF_N_BID_LINES, NULL);

  if (self->choices[line] == BF_BID_NO_CHOICE)
    return NULL;

  return &self->lines[line]->choices[self->choices[line]];
}

static int
find_value (BfBiddingSheet *self,
            BfBidLineKind   line,
            int             value)
{
  for (guint i = 0; i < self->lines[line]->n_choices; i++)
    if (self->lines[line]->choices[i].value == value)
      return i;

  return BF_BID_NO_CHOICE;
}

gboolean
bf_bidding_sheet_choose_value (BfBiddingSheet  *self,
                               BfBidLineKind    line,
                               int              value,
                               GError         **error)
{
  int choice;

  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);
  g_return_val_if_fail (line > BF_BID_FIRST_PLAYER && line < BF_N_BID_LINES, FALSE);

  choice = find_value (self, line, value);
  if (choice == BF_BID_NO_CHOICE)
    {
      g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                   /* Translators: %u is a line number, %s the line's name, %d a value such as 5 (goods) */
                   _("Line %u (%s) has no choice %d."),
                   (guint) line + 1, line_name (self, line), value);
      return FALSE;
    }

  return bf_bidding_sheet_set_choice (self, line, choice, error);
}

int
bf_bidding_sheet_get_setup_cost (BfBiddingSheet *self)
{
  int cost = 0;

  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), 0);

  for (guint k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    if (self->choices[k] != BF_BID_NO_CHOICE)
      cost += self->lines[k]->choices[self->choices[k]].cost;

  return cost;
}

int
bf_bidding_sheet_get_total_bid (BfBiddingSheet *self)
{
  int total;

  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), 0);

  /* Money gained on the VP line is not money bid: MAX (cost, 0). */
  total = self->bid;
  for (guint k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    if (self->choices[k] != BF_BID_NO_CHOICE)
      total += MAX (self->lines[k]->choices[self->choices[k]].cost, 0);

  return total;
}

int
bf_bidding_sheet_get_cost (BfBiddingSheet *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), 0);

  return self->bid + bf_bidding_sheet_get_setup_cost (self);
}

int
bf_bidding_sheet_get_left (BfBiddingSheet *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), 0);

  return bf_carnegie_rules_get_bid_budget (self->rules) - bf_bidding_sheet_get_cost (self);
}

gboolean
bf_bidding_sheet_is_complete (BfBiddingSheet *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);

  for (guint k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    if (self->choices[k] == BF_BID_NO_CHOICE)
      return FALSE;

  return TRUE;
}

gboolean
bf_bidding_sheet_validate (BfBiddingSheet  *self,
                           GError         **error)
{
  int budget, cost;

  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    if (self->choices[k] == BF_BID_NO_CHOICE)
      {
        g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INCOMPLETE,
                     /* Translators: %u is a line number of the bidding sheet, %s its name */
                     _("Line %u (%s) has no choice yet: pick one option on every line."),
                     k + 1, line_name (self, k));
        return FALSE;
      }

  budget = bf_carnegie_rules_get_bid_budget (self->rules);
  cost = bf_bidding_sheet_get_cost (self);
  if (cost > budget)
    {
      g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_OVER_BUDGET,
                   /* Translators: the amounts are whole dollars; line 1 is the first-player bid */
                   _("The sheet costs $%d, $%d more than the $%d you have. "
                     "The bid on line 1 counts towards the limit too."),
                   cost, cost - budget, budget);
      return FALSE;
    }

  return TRUE;
}

gboolean
bf_bidding_sheet_seal (BfBiddingSheet  *self,
                       GError         **error)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);

  if (self->sealed)
    return TRUE;

  if (!bf_bidding_sheet_validate (self, error))
    return FALSE;

  self->sealed = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), sheet_properties[SHEET_PROP_SEALED]);
  g_signal_emit (self, sheet_signals[SHEET_CHANGED], 0);

  return TRUE;
}

gboolean
bf_bidding_sheet_get_sealed (BfBiddingSheet *self)
{
  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), FALSE);

  return self->sealed;
}

void
bf_bidding_sheet_clear (BfBiddingSheet *self)
{
  gboolean was_sealed;

  g_return_if_fail (BF_IS_BIDDING_SHEET (self));

  was_sealed = self->sealed;
  self->sealed = FALSE;
  self->bid = 0;
  for (guint k = 0; k < BF_N_BID_LINES; k++)
    self->choices[k] = BF_BID_NO_CHOICE;

  g_object_freeze_notify (G_OBJECT (self));
  if (was_sealed)
    g_object_notify_by_pspec (G_OBJECT (self), sheet_properties[SHEET_PROP_SEALED]);
  sheet_changed (self, TRUE);
  g_object_thaw_notify (G_OBJECT (self));
}

JsonNode *
bf_bidding_sheet_to_json (BfBiddingSheet *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (BF_IS_BIDDING_SHEET (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, line_ids[BF_BID_FIRST_PLAYER]);
  json_builder_add_int_value (builder, self->bid);
  for (guint k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    {
      const BfBidChoice *chosen = bf_bidding_sheet_get_chosen (self, k);

      if (chosen == NULL)
        continue;
      json_builder_set_member_name (builder, line_ids[k]);
      json_builder_add_int_value (builder, chosen->value);
    }
  json_builder_set_member_name (builder, "sealed");
  json_builder_add_boolean_value (builder, self->sealed);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* The smallest and largest value of the choices of @line. */
static void
get_value_range (BfBiddingSheet *self,
                 BfBidLineKind   line,
                 int            *min,
                 int            *max)
{
  *min = G_MAXINT;
  *max = G_MININT;
  for (guint i = 0; i < self->lines[line]->n_choices; i++)
    {
      *min = MIN (*min, self->lines[line]->choices[i].value);
      *max = MAX (*max, self->lines[line]->choices[i].value);
    }
}

BfBiddingSheet *
bf_bidding_sheet_from_json (BfCarnegieRules *rules,
                            JsonNode        *node,
                            GError         **error)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID);
  g_autoptr(BfBiddingSheet) self = NULL;
  JsonObject *object;
  gboolean sealed;
  int value;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                           _("A bidding sheet must be a JSON object."));
      return NULL;
    }

  object = json_node_get_object (node);
  self = bf_bidding_sheet_new (rules);

  /* A line left out (or null) has no choice yet. */
  if (!bf_json_read_int (&json, object, line_ids[BF_BID_FIRST_PLAYER], NULL,
                         0, bf_carnegie_rules_get_bid_budget (rules), BF_JSON_NULLABLE, -1,
                         &value, error) ||
      (value >= 0 && !bf_bidding_sheet_set_bid (self, value, error)))
    return NULL;

  for (guint k = BF_BID_GOODS; k < BF_N_BID_LINES; k++)
    {
      int min, max;

      get_value_range (self, k, &min, &max);
      if (!bf_json_read_int (&json, object, line_ids[k], NULL, min, max, BF_JSON_NULLABLE,
                             G_MININT, &value, error))
        return NULL;
      if (value == G_MININT)
        continue;
      if (find_value (self, k, value) == BF_BID_NO_CHOICE)
        {
          g_autofree char *shown = g_strdup_printf ("%d", value);

          g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                       /* Translators: %u is a line number, %s the line's name, the last %s a number read from a file */
                       _("Line %u (%s) has no choice %s."),
                       k + 1, line_name (self, k), shown);
          return NULL;
        }
      bf_bidding_sheet_choose_value (self, k, value, NULL);
    }

  if (!bf_json_read_boolean (&json, object, "sealed", NULL, BF_JSON_NULLABLE, FALSE,
                             &sealed, error) ||
      (sealed && !bf_bidding_sheet_seal (self, error)))
    return NULL;

  return g_steal_pointer (&self);
}

/* BfBidReveal =========================================================== */

struct _BfBidReveal
{
  grefcount            ref_count;
  guint                n_players;
  guint                first_player;
  BfTieBreak           tie_break;
  guint32              seed;
  GArray              *tied;     /* guint */
  GArray              *drawn;    /* guint */
  BfStartingResources *start;    /* n_players */
};

G_DEFINE_BOXED_TYPE (BfBidReveal, bf_bid_reveal, bf_bid_reveal_ref, bf_bid_reveal_unref)

BfBidReveal *
bf_bid_reveal_ref (BfBidReveal *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);

  return self;
}

void
bf_bid_reveal_unref (BfBidReveal *self)
{
  g_return_if_fail (self != NULL);

  if (g_ref_count_dec (&self->ref_count))
    {
      g_array_unref (self->tied);
      g_array_unref (self->drawn);
      g_free (self->start);
      g_free (self);
    }
}

guint
bf_bid_reveal_get_n_players (BfBidReveal *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_players;
}

guint
bf_bid_reveal_get_first_player (BfBidReveal *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->first_player;
}

BfTieBreak
bf_bid_reveal_get_tie_break (BfBidReveal *self)
{
  g_return_val_if_fail (self != NULL, BF_TIE_BREAK_NONE);

  return self->tie_break;
}

guint32
bf_bid_reveal_get_seed (BfBidReveal *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->seed;
}

const guint *
bf_bid_reveal_get_tied (BfBidReveal *self,
                        guint       *n_tied)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_tied != NULL, NULL);

  *n_tied = self->tied->len;

  return (const guint *) (gpointer) self->tied->data;
}

const guint *
bf_bid_reveal_get_drawn (BfBidReveal *self,
                         guint       *n_drawn)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_drawn != NULL, NULL);

  *n_drawn = self->drawn->len;

  return (const guint *) (gpointer) self->drawn->data;
}

const BfStartingResources *
bf_bid_reveal_get_start (BfBidReveal *self,
                         guint        player)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->n_players, NULL);

  return &self->start[player];
}

gboolean
bf_bid_reveal_apply_score_track (BfBidReveal      *self,
                                 guint             index,
                                 BfCarnegiePlayer *player,
                                 GError          **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (index < self->n_players, FALSE);
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (player), FALSE);

  return bf_carnegie_player_set_score_track (player, self->start[index].vp, error);
}

/* BfBidding ============================================================= */

struct _BfBidding
{
  GObject    parent_instance;

  /* owned */
  BfCarnegieRules   *rules;
  GPtrArray *sheets;             /* BfBiddingSheet */

  guint32    seed;
};

G_DEFINE_FINAL_TYPE (BfBidding, bf_bidding, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_bidding_dispose (GObject *object)
{
  BfBidding *self = BF_BIDDING (object);

  g_clear_pointer (&self->sheets, g_ptr_array_unref);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bf_bidding_parent_class)->dispose (object);
}

static void
bf_bidding_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BfBidding *self = BF_BIDDING (object);

  switch (prop_id)
    {
    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_bidding_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BfBidding *self = BF_BIDDING (object);

  switch (prop_id)
    {
    case PROP_SEED:
      bf_bidding_set_seed (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_bidding_class_init (BfBiddingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_bidding_dispose;
  object_class->get_property = bf_bidding_get_property;
  object_class->set_property = bf_bidding_set_property;

  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_bidding_init (BfBidding *self)
{
  self->sheets = g_ptr_array_new_with_free_func (g_object_unref);
}

BfBidding *
bf_bidding_new (BfCarnegieRules *rules,
                guint            n_players)
{
  BfBidding *self;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= 4, NULL);

  self = g_object_new (BF_TYPE_BIDDING, NULL);
  self->rules = g_object_ref (rules);
  self->seed = g_random_int ();
  for (guint i = 0; i < n_players; i++)
    g_ptr_array_add (self->sheets, bf_bidding_sheet_new (rules));

  return self;
}

BfCarnegieRules *
bf_bidding_get_rules (BfBidding *self)
{
  g_return_val_if_fail (BF_IS_BIDDING (self), NULL);

  return self->rules;
}

guint
bf_bidding_get_n_sheets (BfBidding *self)
{
  g_return_val_if_fail (BF_IS_BIDDING (self), 0);

  return self->sheets->len;
}

BfBiddingSheet *
bf_bidding_get_sheet (BfBidding *self,
                      guint      index)
{
  g_return_val_if_fail (BF_IS_BIDDING (self), NULL);
  g_return_val_if_fail (index < self->sheets->len, NULL);

  return g_ptr_array_index (self->sheets, index);
}

guint32
bf_bidding_get_seed (BfBidding *self)
{
  g_return_val_if_fail (BF_IS_BIDDING (self), 0);

  return self->seed;
}

void
bf_bidding_set_seed (BfBidding *self,
                     guint32    seed)
{
  g_return_if_fail (BF_IS_BIDDING (self));

  if (self->seed == seed)
    return;

  self->seed = seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

guint
bf_bidding_get_next_unsealed (BfBidding *self)
{
  g_return_val_if_fail (BF_IS_BIDDING (self), 0);

  for (guint i = 0; i < self->sheets->len; i++)
    if (!bf_bidding_sheet_get_sealed (g_ptr_array_index (self->sheets, i)))
      return i;

  return self->sheets->len;
}

gboolean
bf_bidding_get_all_sealed (BfBidding *self)
{
  g_return_val_if_fail (BF_IS_BIDDING (self), FALSE);

  return bf_bidding_get_next_unsealed (self) == self->sheets->len;
}

BfBidReveal *
bf_bidding_reveal (BfBidding  *self,
                   GError    **error)
{
  BfBidReveal *reveal;
  guint n;
  int best_bid = -1, best_total = G_MININT;
  g_autoptr(GArray) leaders = NULL;

  g_return_val_if_fail (BF_IS_BIDDING (self), NULL);

  n = self->sheets->len;
  for (guint i = 0; i < n; i++)
    if (!bf_bidding_sheet_get_sealed (g_ptr_array_index (self->sheets, i)))
      {
        g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_NOT_SEALED,
                     /* Translators: %u is a player's seat number */
                     _("The bidding sheet of player %u is not sealed yet."), i + 1);
        return NULL;
      }

  reveal = g_new0 (BfBidReveal, 1);
  g_ref_count_init (&reveal->ref_count);
  reveal->n_players = n;
  reveal->seed = self->seed;
  reveal->tied = g_array_new (FALSE, FALSE, sizeof (guint));
  reveal->drawn = g_array_new (FALSE, FALSE, sizeof (guint));
  reveal->start = g_new0 (BfStartingResources, n);

  /* Highest bid on line 1. */
  for (guint i = 0; i < n; i++)
    best_bid = MAX (best_bid, bf_bidding_sheet_get_bid (g_ptr_array_index (self->sheets, i)));
  for (guint i = 0; i < n; i++)
    if (bf_bidding_sheet_get_bid (g_ptr_array_index (self->sheets, i)) == best_bid)
      g_array_append_val (reveal->tied, i);

  reveal->tie_break = BF_TIE_BREAK_NONE;
  leaders = g_array_ref (reveal->tied);

  /* Tied: the highest total of money bid on all lines, line 1 included
   * and money gained on the VP line left out (docs/setup.md). */
  if (leaders->len > 1)
    {
      g_autoptr(GArray) by_total = g_array_new (FALSE, FALSE, sizeof (guint));

      reveal->tie_break = BF_TIE_BREAK_TOTAL;
      for (guint j = 0; j < leaders->len; j++)
        {
          guint i = g_array_index (leaders, guint, j);
          best_total = MAX (best_total, bf_bidding_sheet_get_total_bid (g_ptr_array_index (self->sheets, i)));
        }
      for (guint j = 0; j < leaders->len; j++)
        {
          guint i = g_array_index (leaders, guint, j);
          if (bf_bidding_sheet_get_total_bid (g_ptr_array_index (self->sheets, i)) == best_total)
            g_array_append_val (by_total, i);
        }
      g_array_unref (leaders);
      leaders = g_steal_pointer (&by_total);
    }

  /* Still tied: a draw from the round's seed. */
  if (leaders->len > 1)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (self->seed);
      int pick;

      reveal->tie_break = BF_TIE_BREAK_DRAW;
      g_array_append_vals (reveal->drawn, leaders->data, leaders->len);
      pick = g_rand_int_range (rand, 0, (gint32) leaders->len);
      reveal->first_player = g_array_index (leaders, guint, pick);
    }
  else
    {
      reveal->first_player = g_array_index (leaders, guint, 0);
    }

  /* Starting resources, setup steps 6A, 6C, 6D1 and 11. */
  for (guint i = 0; i < n; i++)
    {
      BfBiddingSheet *sheet = g_ptr_array_index (self->sheets, i);
      BfStartingResources *start = &reveal->start[i];

      start->bid = bf_bidding_sheet_get_bid (sheet);
      start->total = bf_bidding_sheet_get_total_bid (sheet);
      start->first_player = i == reveal->first_player;
      start->money = bf_carnegie_rules_get_bid_budget (self->rules) - bf_bidding_sheet_get_setup_cost (sheet);
      if (start->first_player)
        start->money -= start->bid;
      start->goods = bf_bidding_sheet_get_chosen (sheet, BF_BID_GOODS)->value;
      start->active_employees = BF_BIDDING_ACTIVE_EMPLOYEES;
      start->lobby_employees = bf_bidding_sheet_get_chosen (sheet, BF_BID_WORKERS)->value;
      start->vp = bf_bidding_sheet_get_chosen (sheet, BF_BID_VP)->value;
      start->setup_moves = bf_bidding_sheet_get_chosen (sheet, BF_BID_SETUP_MOVES)->value;
    }

  return reveal;
}

JsonNode *
bf_bidding_to_json (BfBidding *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (BF_IS_BIDDING (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, self->seed);
  json_builder_set_member_name (builder, "sheets");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->sheets->len; i++)
    json_builder_add_value (builder, bf_bidding_sheet_to_json (g_ptr_array_index (self->sheets, i)));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

BfBidding *
bf_bidding_from_json (BfCarnegieRules *rules,
                      JsonNode        *node,
                      GError         **error)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID);
  g_autoptr(BfBidding) self = NULL;
  JsonObject *object;
  JsonArray *sheets;
  gint64 seed;
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                           _("The bidding sheets must be a JSON object."));
      return NULL;
    }
  object = json_node_get_object (node);

  if (!bf_json_read_int64 (&json, object, "seed", NULL, 0, G_MAXUINT32, BF_JSON_REQUIRED, 0,
                           &seed, error) ||
      !bf_json_read_array (&json, object, "sheets", NULL, BF_JSON_REQUIRED, &sheets, error))
    return NULL;
  n = json_array_get_length (sheets);
  if (n < 1 || n > 4)
    {
      g_set_error (error, BF_BIDDING_ERROR, BF_BIDDING_ERROR_INVALID,
                   _("Bidding sheets: “%s” must be a list of 1 to 4 sheets."), "sheets");
      return NULL;
    }

  self = g_object_new (BF_TYPE_BIDDING, NULL);
  self->rules = g_object_ref (rules);
  self->seed = (guint32) seed;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) local_error = NULL;
      BfBiddingSheet *sheet = bf_bidding_sheet_from_json (rules, json_array_get_element (sheets, i),
                                                          &local_error);

      if (sheet == NULL)
        {
          g_set_error (error, BF_BIDDING_ERROR, local_error->code,
                       /* Translators: %u is a player's seat number, %s an error message */
                       _("Player %u: %s"), i + 1, local_error->message);
          return NULL;
        }
      g_ptr_array_add (self->sheets, sheet);
    }

  return g_steal_pointer (&self);
}
