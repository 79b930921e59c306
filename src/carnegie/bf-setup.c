/* bf-setup.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-setup"

#include "config.h"

#include "bf-setup.h"
#include "bf-sort.h"

#define N_TIMELINE_TILES 8
#define N_TIMELINE_SPACES 5

void
bf_setup_shuffle (GRand *rand,
                  guint *items,
                  guint  n_items)
{
  g_return_if_fail (rand != NULL);
  g_return_if_fail (items != NULL || n_items == 0);

  for (guint i = n_items; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
}

void
bf_setup_deal_timeline (GRand          *rand,
                        BfTimelineSlot  tiles[BF_TIMELINE_TILES])
{
  guint numbers[N_TIMELINE_TILES];

  g_return_if_fail (rand != NULL);
  g_return_if_fail (tiles != NULL);

  for (guint i = 0; i < N_TIMELINE_TILES; i++)
    numbers[i] = i + 1;
  bf_setup_shuffle (rand, numbers, N_TIMELINE_TILES);

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      tiles[t].tile = numbers[t];
      tiles[t].side = (guint) g_rand_int_range (rand, 0, 2);
    }
}

gboolean
bf_setup_timeline_is_valid (const BfTimelineSlot tiles[BF_TIMELINE_TILES])
{
  gboolean used[N_TIMELINE_TILES + 1] = { FALSE, };

  g_return_val_if_fail (tiles != NULL, FALSE);

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      if (tiles[t].tile < 1 || tiles[t].tile > N_TIMELINE_TILES ||
          tiles[t].side > 1 || used[tiles[t].tile])
        return FALSE;
      used[tiles[t].tile] = TRUE;
    }

  return TRUE;
}

const BfTimelineEvent *
bf_setup_get_timeline_event_full (BfCarnegieRules              *rules,
                                  const BfTimelineSlot  tiles[BF_TIMELINE_TILES],
                                  BfTimelineLayout      layout,
                                  BfDeptType            row,
                                  guint                 space)
{
  const BfTimelineSlot *slot;
  const BfTimelineTile *tile;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, NULL);
  g_return_val_if_fail (space >= 1 && space <= N_TIMELINE_SPACES, NULL);

  if (space == N_TIMELINE_SPACES)
    return bf_carnegie_rules_get_timeline_end (rules, row);

  /* Columns: the space-th tile from the left, its row-th entry from the
   * top. Version-1 rows: the row-th tile, its space-th entry. */
  slot = layout == BF_TIMELINE_COLUMNS ? &tiles[space - 1] : &tiles[row];
  tile = bf_carnegie_rules_get_timeline_tile (rules, slot->tile);
  g_return_val_if_fail (tile != NULL && slot->side < 2, NULL);

  return &tile->sides[slot->side][layout == BF_TIMELINE_COLUMNS ? row : space - 1];
}

const BfTimelineEvent *
bf_setup_get_timeline_event (BfCarnegieRules              *rules,
                             const BfTimelineSlot  tiles[BF_TIMELINE_TILES],
                             BfDeptType            row,
                             guint                 space)
{
  return bf_setup_get_timeline_event_full (rules, tiles, BF_TIMELINE_COLUMNS, row, space);
}

GArray *
bf_setup_place_blocking_disks (BfCarnegieRules *rules,
                               guint            n_disks,
                               const guint     *cards,
                               guint            n_cards,
                               guint           *n_cards_used)
{
  g_autofree gboolean *spaces = NULL;
  gboolean chart[BF_N_CHART_POSITIONS] = { FALSE, };
  GArray *disks;
  guint used = 0;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  disks = g_array_new (FALSE, TRUE, sizeof (BfBlockingDisk));
  spaces = g_new0 (gboolean, bf_carnegie_rules_get_n_spaces (rules));

  for (guint c = 0; c < n_cards && disks->len < n_disks; c++)
    {
      const BfAndrewCard *card = bf_carnegie_rules_get_andrew_card (rules, cards[c]);
      const BfDonationSpace *donation = bf_carnegie_rules_get_donation_space (rules, card->donation);
      BfChartPos pos = BF_CHART_POS (donation->type, donation->row);

      used++;

      if (!chart[pos])
        {
          BfBlockingDisk disk = { TRUE, pos, c };

          chart[pos] = TRUE;
          g_array_append_val (disks, disk);
        }

      for (guint k = 0; k < card->n_cities && disks->len < n_disks; k++)
        {
          const BfCity *city = bf_carnegie_rules_get_city (rules, card->cities[k]);

          for (guint s = 0; s < city->n_spaces; s++)
            {
              guint space = city->first_space + s;

              if (!spaces[space])
                {
                  BfBlockingDisk disk = { FALSE, space, c };

                  spaces[space] = TRUE;
                  g_array_append_val (disks, disk);
                  break;
                }
            }
        }
    }

  if (n_cards_used != NULL)
    *n_cards_used = used;

  return disks;
}

BfModules
bf_setup_supply_modules (BfSupplyKind kind)
{
  switch (kind)
    {
    case BF_SUPPLY_NEW_DEPARTMENTS:
      return BF_MODULE_NEW_DEPARTMENTS;
    case BF_SUPPLY_OPEN_BAR:
      return BF_MODULE_OPEN_BAR;
    case BF_SUPPLY_BASE:
    case BF_N_SUPPLY_KINDS:
    default:
      return BF_MODULE_NONE;
    }
}

GArray *
bf_setup_deal_supply (BfCarnegieRules *rules,
                      GRand           *rand,
                      BfSupplyKind     kind)
{
  GArray *supply;
  guint copies;

  g_return_val_if_fail (BF_IS_CARNEGIE_RULES (rules), NULL);
  g_return_val_if_fail (rand != NULL, NULL);
  g_return_val_if_fail (kind < BF_N_SUPPLY_KINDS, NULL);

  supply = g_array_new (FALSE, TRUE, sizeof (guint));
  copies = bf_carnegie_rules_get_department_copies (rules, kind == BF_SUPPLY_OPEN_BAR);

  if (kind == BF_SUPPLY_NEW_DEPARTMENTS)
    {
      for (guint t = 0; t < BF_N_DEPT_TYPES; t++)
        {
          guint of_type[BF_N_DEPARTMENTS];
          guint n = 0;

          for (guint d = 1; d <= BF_N_DEPARTMENTS; d++)
            if (bf_carnegie_rules_get_department (rules, d)->type == t)
              of_type[n++] = d;

          bf_setup_shuffle (rand, of_type, n);

          for (guint i = 0; i < MIN (n, BF_SETUP_NEW_DEPARTMENTS_PER_TYPE); i++)
            for (guint k = 0; k < copies; k++)
              g_array_append_val (supply, of_type[i]);
        }
    }
  else
    {
      for (guint d = 1; d <= BF_N_DEPARTMENTS; d++)
        {
          if (kind == BF_SUPPLY_BASE && bf_carnegie_rules_get_department (rules, d)->expansion)
            continue;
          for (guint k = 0; k < copies; k++)
            g_array_append_val (supply, d);
        }
    }

  g_array_sort (supply, bf_sort_compare_uint);

  return supply;
}

GArray *
bf_setup_remove_departments (GRand  *rand,
                             GArray *supply,
                             guint   n_remove)
{
  GArray *removed;

  g_return_val_if_fail (rand != NULL, NULL);
  g_return_val_if_fail (supply != NULL, NULL);

  n_remove = MIN (n_remove, supply->len);
  bf_setup_shuffle (rand, (guint *) (gpointer) supply->data, supply->len);

  removed = g_array_sized_new (FALSE, TRUE, sizeof (guint), n_remove);
  g_array_append_vals (removed, supply->data, n_remove);
  g_array_remove_range (supply, 0, n_remove);

  g_array_sort (removed, bf_sort_compare_uint);
  g_array_sort (supply, bf_sort_compare_uint);

  return removed;
}

gboolean
bf_setup_has_action_choice (guint n_players,
                            guint seat)
{
  g_return_val_if_fail (seat < n_players, FALSE);

  if (n_players >= 4)
    return TRUE;
  if (n_players == 3)
    return seat == 2;

  return FALSE;
}

void
bf_setup_get_housing_order (guint  n_players,
                            guint *order)
{
  g_return_if_fail (order != NULL || n_players == 0);

  /* Seats are numbered clockwise from the first player; the player to
   * the first player's right is the last seat. */
  for (guint i = 0; i < n_players; i++)
    order[i] = n_players - 1 - i;
}

/* ------------------------------------------------------------------ */
/* BfInstruction                                                       */

struct _BfInstruction
{
  GObject            parent_instance;

  BfInstructionKind  kind;
  int                index;
  int                value;
  char              *text;       /* owned */
  gboolean           done;       /* ticked at the table */
};

G_DEFINE_FINAL_TYPE (BfInstruction, bf_instruction, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KIND,
  PROP_INDEX,
  PROP_VALUE,
  PROP_TEXT,
  PROP_DONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_instruction_finalize (GObject *object)
{
  BfInstruction *self = (BfInstruction *) object;

  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (bf_instruction_parent_class)->finalize (object);
}

static void
bf_instruction_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BfInstruction *self = BF_INSTRUCTION (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_INDEX:
      g_value_set_int (value, self->index);
      break;
    case PROP_VALUE:
      g_value_set_int (value, self->value);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_DONE:
      g_value_set_boolean (value, self->done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_instruction_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BfInstruction *self = BF_INSTRUCTION (object);

  switch (prop_id)
    {
    case PROP_DONE:
      bf_instruction_set_done (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_instruction_class_init (BfInstructionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_instruction_finalize;
  object_class->get_property = bf_instruction_get_property;
  object_class->set_property = bf_instruction_set_property;

  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INDEX] =
    g_param_spec_int ("index", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALUE] =
    g_param_spec_int ("value", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * BfInstruction:done:
   *
   * Whether the player ticked it off at the table. The game that holds
   * the instruction keeps the ticks with its file.
   */
  properties[PROP_DONE] =
    g_param_spec_boolean ("done", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_instruction_init (BfInstruction *self)
{
  self->index = -1;
}

BfInstruction *
bf_instruction_new (BfInstructionKind  kind,
                    int                index,
                    int                value,
                    const char        *text)
{
  BfInstruction *self;

  g_return_val_if_fail (text != NULL, NULL);

  self = g_object_new (BF_TYPE_INSTRUCTION, NULL);
  self->kind = kind;
  self->index = index;
  self->value = value;
  self->text = g_strdup (text);

  return self;
}

BfInstructionKind
bf_instruction_get_kind (BfInstruction *self)
{
  g_return_val_if_fail (BF_IS_INSTRUCTION (self), BF_INSTRUCTION_NOTE);

  return self->kind;
}

int
bf_instruction_get_index (BfInstruction *self)
{
  g_return_val_if_fail (BF_IS_INSTRUCTION (self), -1);

  return self->index;
}

int
bf_instruction_get_value (BfInstruction *self)
{
  g_return_val_if_fail (BF_IS_INSTRUCTION (self), 0);

  return self->value;
}

const char *
bf_instruction_get_text (BfInstruction *self)
{
  g_return_val_if_fail (BF_IS_INSTRUCTION (self), NULL);

  return self->text;
}

gboolean
bf_instruction_get_done (BfInstruction *self)
{
  g_return_val_if_fail (BF_IS_INSTRUCTION (self), FALSE);

  return self->done;
}

void
bf_instruction_set_done (BfInstruction *self,
                         gboolean       done)
{
  g_return_if_fail (BF_IS_INSTRUCTION (self));

  done = !!done;
  if (self->done == done)
    return;

  self->done = done;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
}
