/* bf-solo.c
 *
 * The solo game is a log of entries applied in order to a state derived
 * from the seed. Each entry is a JSON object; the public entry functions
 * build one and hand it to _bf_solo_game_record_entry() (here), which
 * applies it exactly as loading a file does (_bf_solo_game_apply_entry()),
 * so a game and its reloaded file cannot differ. This file holds the
 * object, its properties and setup choices, and what the page reads;
 * bf-solo-private.h says where the rest is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-carnegie-enums.h"
#include "bf-carnegie-game-private.h"
#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-score-sheet.h"
#include "bf-solo-private.h"

static void bf_solo_game_document_iface_init (BfDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BfSoloGame, bf_solo_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BF_TYPE_DOCUMENT, bf_solo_game_document_iface_init))

G_DEFINE_QUARK (bf-solo-error-quark, bf_solo_error)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_ROUND,
  PROP_SEED,
  PROP_DIFFICULTY,
  PROP_SUPPLY_KIND,
  PROP_NEW_BEGINNING,
  PROP_OWN_CARDS,
  PROP_OWN_SUPPLY,
  PROP_PLAYER_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint changed_signal;

static void table_changed_cb (BfSoloGame *self);

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static void
round_free (gpointer data)
{
  BfSoloRound *r = data;

  g_clear_object (&r->instructions);
  g_free (r);
}

gboolean
_bf_solo_game_phase_error (GError **error)
{
  g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE,
                       _("This cannot be entered at this point of the game."));
  return FALSE;
}

static void
emit_changed (BfSoloGame *self)
{
  g_signal_emit (self, changed_signal, 0);
}

/* Applies @entry and keeps it in the log. */
gboolean
_bf_solo_game_record_entry (BfSoloGame  *self,
              JsonObject  *entry,  /* transfer full */
              GError     **error)
{
  g_autoptr(JsonObject) object = entry;
  BfSoloPhase phase = self->phase;
  guint round_no = self->round;
  JsonNode *node;

  if (!_bf_solo_game_apply_entry (self, object, error))
    return FALSE;

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  g_ptr_array_add (self->entries, node);

  if (phase != self->phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (round_no != self->round)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
  emit_changed (self);

  return TRUE;
}

JsonObject *
_bf_solo_entry_new (const char *type)
{
  JsonObject *entry = json_object_new ();

  json_object_set_string_member (entry, "type", type);
  return entry;
}

static void
table_changed_cb (BfSoloGame *self)
{
  JsonObject *entry;
  JsonNode *node;
  JsonNode *last;

  /* Only the final scoring entries are made on the table itself. */
  if (self->applying || self->phase != BF_SOLO_PHASE_FINISHED)
    return;

  entry = _bf_solo_entry_new ("final");
  json_object_set_member (entry, "table", bf_game_file_to_json (self->table));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, entry);

  /* One "final" entry, replaced by each change. */
  last = self->entries->len > 0 ? g_ptr_array_index (self->entries, self->entries->len - 1) : NULL;
  if (last != NULL && g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (last), "type", ""),
                                 "final") == 0)
    g_ptr_array_remove_index (self->entries, self->entries->len - 1);
  g_ptr_array_add (self->entries, node);

  emit_changed (self);
}
void
_bf_solo_game_set_table (BfSoloGame     *self,
                         BfCarnegieGame *table)
{
  g_signal_handlers_disconnect_by_func (self->table, table_changed_cb, self);
  g_set_object (&self->table, table);
  _bf_carnegie_game_set_engine_table (table, TRUE);
  g_signal_connect_object (self->table, "changed", G_CALLBACK (table_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static char *
bf_solo_game_document_to_data (BfDocument *document,
                               gsize      *length)
{
  return bf_solo_game_to_data (BF_SOLO_GAME (document), length);
}

static char *
bf_solo_game_describe (BfDocument *document)
{
  BfSoloGame *self = BF_SOLO_GAME (document);

  if (self->round >= 1 && self->round <= BF_SOLO_ROUNDS)
    /* Translators: the solo game continued from the start page, "Carnegie solo: Anna against Andrew, round 7" */
    return g_strdup_printf (_("Carnegie solo: %s against Andrew, round %u"), self->player_name, self->round);

  /* Translators: the solo game continued from the start page, "Carnegie solo: Anna against Andrew" */
  return g_strdup_printf (_("Carnegie solo: %s against Andrew"), self->player_name);
}

static BfScoreCard *
bf_solo_game_score (BfDocument       *document,
                    BfDocumentScore   what,
                    GError          **error)
{
  BfSoloGame *self = BF_SOLO_GAME (document);

  /* As entered: Andrew's and the player's table so far. */
  if (what == BF_DOCUMENT_SCORE_AS_ENTERED)
    return bf_score_sheet_card_as_entered (self->table, self->difficulty, error);

  if (self->phase != BF_SOLO_PHASE_FINISHED)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                           _("This solo game is not over yet: it can be kept after round 20."));
      return NULL;
    }

  return bf_score_sheet_card_for_game (self->table, self->difficulty, error);
}

static void
bf_solo_game_document_iface_init (BfDocumentInterface *iface)
{
  iface->to_data = bf_solo_game_document_to_data;
  iface->describe = bf_solo_game_describe;
  iface->score = bf_solo_game_score;
}

static void
bf_solo_game_dispose (GObject *object)
{
  BfSoloGame *self = (BfSoloGame *) object;

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_func (self->table, table_changed_cb, self);
  g_clear_object (&self->table);
  g_clear_object (&self->checklist);
  g_clear_object (&self->rules);
  g_clear_pointer (&self->rounds, g_ptr_array_unref);

  G_OBJECT_CLASS (bf_solo_game_parent_class)->dispose (object);
}

static void
bf_solo_game_finalize (GObject *object)
{
  BfSoloGame *self = (BfSoloGame *) object;

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->supply, g_array_unref);
  g_clear_pointer (&self->player_name, g_free);

  G_OBJECT_CLASS (bf_solo_game_parent_class)->finalize (object);
}

static void
bf_solo_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BfSoloGame *self = BF_SOLO_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_SEED:
      g_value_set_uint (value, self->seed);
      break;
    case PROP_DIFFICULTY:
      g_value_set_uint (value, self->difficulty);
      break;
    case PROP_SUPPLY_KIND:
      g_value_set_enum (value, self->supply_kind);
      break;
    case PROP_NEW_BEGINNING:
      g_value_set_boolean (value, self->new_beginning);
      break;
    case PROP_OWN_CARDS:
      g_value_set_boolean (value, self->own_cards);
      break;
    case PROP_OWN_SUPPLY:
      g_value_set_boolean (value, self->own_supply);
      break;
    case PROP_PLAYER_NAME:
      g_value_set_string (value, self->player_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_game_class_init (BfSoloGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = bf_solo_game_dispose;
  object_class->finalize = bf_solo_game_finalize;
  object_class->get_property = bf_solo_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, BF_TYPE_SOLO_PHASE, BF_SOLO_PHASE_CHOICES, flags);
  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, BF_SOLO_ROUNDS + 1, 0, flags);
  properties[PROP_SEED] =
    g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT32, 0, flags);
  properties[PROP_DIFFICULTY] =
    g_param_spec_uint ("difficulty", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_SUPPLY_KIND] =
    g_param_spec_enum ("supply-kind", NULL, NULL, BF_TYPE_SUPPLY_KIND, BF_SUPPLY_BASE, flags);
  properties[PROP_NEW_BEGINNING] =
    g_param_spec_boolean ("new-beginning", NULL, NULL, FALSE, flags);
  properties[PROP_OWN_CARDS] =
    g_param_spec_boolean ("own-cards", NULL, NULL, FALSE, flags);
  properties[PROP_OWN_SUPPLY] =
    g_param_spec_boolean ("own-supply", NULL, NULL, FALSE, flags);
  properties[PROP_PLAYER_NAME] =
    g_param_spec_string ("player-name", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_default_interface_unref (g_type_default_interface_ref (BF_TYPE_DOCUMENT));
  changed_signal = g_signal_lookup ("changed", BF_TYPE_DOCUMENT);
}

static void
bf_solo_game_init (BfSoloGame *self)
{
  self->rules = g_object_ref (bf_carnegie_rules_get_default ());
  self->checklist = g_list_store_new (BF_TYPE_INSTRUCTION);
  self->rounds = g_ptr_array_new_with_free_func (round_free);
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  self->supply = g_array_new (FALSE, TRUE, sizeof (guint));
  self->difficulty = 1;
  self->supply_kind = BF_SUPPLY_BASE;
  for (guint l = 0; l < N_BID_LINES; l++)
    self->bids[l] = DEFAULT_BID;
  /* Translators: default name of the player of a solo game */
  self->player_name = g_strdup (_("Player"));

  self->track_tabs = TRUE;
  self->table = bf_carnegie_game_new ();
  /* Andrew's pieces are where his cards or the table put them. */
  _bf_carnegie_game_set_engine_table (self->table, TRUE);
  bf_carnegie_game_add_player (self->table, self->player_name, NULL);
  bf_carnegie_game_set_solo (self->table, TRUE, NULL);
  g_signal_connect_object (self->table, "changed", G_CALLBACK (table_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/* ------------------------------------------------------------------ */
/* Files                                                               */

BfSoloGame *
bf_solo_game_new (guint32 seed)
{
  BfSoloGame *self = g_object_new (BF_TYPE_SOLO_GAME, NULL);

  self->seed = seed;
  return self;
}

guint32
bf_solo_game_get_seed (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return self->seed;
}

/* ------------------------------------------------------------------ */
/* Options and settings                                                */

const char *
bf_solo_option_get_name (BfSoloOption option)
{
  switch (option)
    {
    case BF_SOLO_OPTION_NEW_BEGINNING:
      /* Translators: Expansion 1 module */
      return _("A New Beginning");
    case BF_SOLO_OPTION_NEW_DEPARTMENTS:
      /* Translators: Expansion 1 module */
      return _("New Departments");
    case BF_SOLO_OPTION_OPEN_BAR:
      /* Translators: Expansion 1 optional rule */
      return _("Open Bar");
    case BF_SOLO_OPTION_NEW_DONATIONS:
      /* Translators: Expansion 1 module */
      return _("New Donations");
    case BF_SOLO_OPTION_WAIT:
      /* Translators: Expansion 1 optional rule */
      return _("Wait");
    case BF_SOLO_OPTION_SECRET_DONATION:
      /* Translators: Expansion 1 optional rule */
      return _("Secret Donation");
    case BF_N_SOLO_OPTIONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
bf_solo_option_is_available (BfSoloOption option)
{
  return bf_solo_option_explain (option) == NULL;
}

const char *
bf_solo_option_explain (BfSoloOption option)
{
  switch (option)
    {
    case BF_SOLO_OPTION_NEW_BEGINNING:
    case BF_SOLO_OPTION_NEW_DEPARTMENTS:
    case BF_SOLO_OPTION_OPEN_BAR:
      return NULL;
    case BF_SOLO_OPTION_NEW_DONATIONS:
      /* Translators: why New Donations is not offered in a solo game */
      return _("Not played solo: Andrew’s cards name spaces of the base donation chart, which the New Donations tiles would cover.");
    case BF_SOLO_OPTION_WAIT:
      /* Translators: why the Wait option is not offered in a solo game */
      return _("Not played solo: Andrew always takes his turn first, so there is nobody to wait for.");
    case BF_SOLO_OPTION_SECRET_DONATION:
      /* Translators: why the Secret Donation is not offered in a solo game */
      return _("Not played solo: the expansion’s compatibility table rules it out, and Andrew’s donations already score what you achieve.");
    case BF_N_SOLO_OPTIONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static gboolean
check_choices (BfSoloGame  *self,
               GError     **error)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if (self->phase != BF_SOLO_PHASE_CHOICES)
    {
      g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_PHASE,
                           /* Translators: solo settings after setup */
                           _("The setup choices cannot change once the table is dealt."));
      return FALSE;
    }

  return TRUE;
}

static void
setting_changed (BfSoloGame *self,
                 guint       prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  emit_changed (self);
}

guint
bf_solo_game_get_difficulty (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 1);

  return self->difficulty;
}

gboolean
bf_solo_game_set_difficulty (BfSoloGame  *self,
                             guint        level,
                             GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  if (level < 1 || level > bf_carnegie_rules_get_n_difficulties (self->rules))
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: "The difficulty is a level from 1 to 4." */
                   _("The difficulty is a level from 1 to %u."), bf_carnegie_rules_get_n_difficulties (self->rules));
      return FALSE;
    }

  if (self->difficulty != level)
    {
      self->difficulty = level;
      setting_changed (self, PROP_DIFFICULTY);
    }

  return TRUE;
}

BfSupplyKind
bf_solo_game_get_supply_kind (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_SUPPLY_BASE);

  return self->supply_kind;
}

gboolean
bf_solo_game_set_supply_kind (BfSoloGame    *self,
                              BfSupplyKind   kind,
                              GError       **error)
{
  if (!check_choices (self, error))
    return FALSE;

  g_return_val_if_fail (kind < BF_N_SUPPLY_KINDS, FALSE);

  if (self->supply_kind != kind)
    {
      self->supply_kind = kind;
      setting_changed (self, PROP_SUPPLY_KIND);
    }

  return TRUE;
}

gboolean
bf_solo_game_get_new_beginning (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return self->new_beginning;
}

gboolean
bf_solo_game_set_new_beginning (BfSoloGame  *self,
                                gboolean     enabled,
                                GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  enabled = !!enabled;
  if (self->new_beginning != enabled)
    {
      self->new_beginning = enabled;
      setting_changed (self, PROP_NEW_BEGINNING);
    }

  return TRUE;
}

guint
bf_solo_game_get_bid (BfSoloGame *self,
                      guint       line)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);
  g_return_val_if_fail (line >= 1 && line <= N_BID_LINES, 0);

  return self->bids[line - 1];
}

gboolean
bf_solo_game_set_bid (BfSoloGame  *self,
                      guint        line,
                      guint        choice,
                      GError     **error)
{
  guint bids[N_BID_LINES];
  int budget;

  if (!check_choices (self, error))
    return FALSE;

  g_return_val_if_fail (line >= 1 && line <= N_BID_LINES, FALSE);
  g_return_val_if_fail (choice < bf_carnegie_rules_get_bid_line (self->rules, line)->n_choices, FALSE);

  memcpy (bids, self->bids, sizeof bids);
  bids[line - 1] = choice;
  budget = bf_carnegie_rules_get_bid_budget (self->rules);

  if (_bf_solo_game_bid_cost (self, bids) > budget)
    {
      g_set_error (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                   /* Translators: A New Beginning, "These choices cost $56; you have $50." */
                   _("These choices cost $%d; you have $%d."), _bf_solo_game_bid_cost (self, bids), budget);
      return FALSE;
    }

  if (self->bids[line - 1] != choice)
    {
      self->bids[line - 1] = choice;
      emit_changed (self);
    }

  return TRUE;
}

gboolean
bf_solo_game_get_own_cards (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return self->own_cards;
}

gboolean
bf_solo_game_set_own_cards (BfSoloGame  *self,
                            gboolean     own_cards,
                            GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  own_cards = !!own_cards;
  if (self->own_cards != own_cards)
    {
      self->own_cards = own_cards;
      setting_changed (self, PROP_OWN_CARDS);
    }

  return TRUE;
}

gboolean
bf_solo_game_get_own_supply (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  return self->own_supply;
}

gboolean
bf_solo_game_set_own_supply (BfSoloGame  *self,
                             gboolean     own_supply,
                             GError     **error)
{
  if (!check_choices (self, error))
    return FALSE;

  own_supply = !!own_supply;
  if (self->own_supply != own_supply)
    {
      self->own_supply = own_supply;
      setting_changed (self, PROP_OWN_SUPPLY);
    }

  return TRUE;
}

const char *
bf_solo_game_get_player_name (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return self->player_name;
}

gboolean
bf_solo_game_set_player_name (BfSoloGame  *self,
                              const char  *name,
                              GError     **error)
{
  g_autofree char *fold = NULL;
  g_autofree char *fold_andrew = NULL;

  if (!check_choices (self, error))
    return FALSE;

  g_return_val_if_fail (name != NULL, FALSE);

  if (g_utf8_validate (name, -1, NULL))
    {
      fold = g_utf8_casefold (name, -1);
      fold_andrew = g_utf8_casefold (bf_carnegie_player_get_name (andrew (self)), -1);
      if (g_strcmp0 (fold, fold_andrew) == 0)
        {
          g_set_error_literal (error, BF_SOLO_ERROR, BF_SOLO_ERROR_INVALID,
                               /* Translators: the player of a solo game chose Andrew's name */
                               _("Andrew is your opponent’s name: choose another."));
          return FALSE;
        }
    }

  if (!bf_carnegie_player_set_name (human (self), name, error))
    return FALSE;

  if (g_strcmp0 (self->player_name, name) != 0)
    {
      g_free (self->player_name);
      self->player_name = g_strdup (name);
      setting_changed (self, PROP_PLAYER_NAME);
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* State                                                               */

BfSoloPhase
bf_solo_game_get_phase (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_SOLO_PHASE_CHOICES);

  return self->phase;
}

guint
bf_solo_game_get_round (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return self->round;
}

guint
bf_solo_game_get_n_entries (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return self->entries->len;
}

GListModel *
bf_solo_game_get_setup_checklist (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return G_LIST_MODEL (self->checklist);
}

BfTimelineSlot
bf_solo_game_get_timeline_slot (BfSoloGame *self,
                                guint       position)
{
  BfTimelineSlot none = { 0, 0 };

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), none);
  g_return_val_if_fail (position < BF_TIMELINE_TILES, none);

  return self->timeline[position];
}

BfTimelineLayout
bf_solo_game_get_timeline_layout (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_TIMELINE_COLUMNS);

  return self->layout;
}

guint
bf_solo_game_get_marker (BfSoloGame *self,
                         BfDeptType  row)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);
  g_return_val_if_fail (row < BF_N_DEPT_TYPES, 0);

  return self->markers[row];
}

const BfTimelineEvent *
bf_solo_game_get_timeline_event (BfSoloGame *self,
                                 BfDeptType  row,
                                 guint       space)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);
  g_return_val_if_fail (self->phase != BF_SOLO_PHASE_CHOICES, NULL);

  return timeline_event (self, row, space);
}

GArray *
bf_solo_game_get_supply (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return g_array_copy (self->supply);
}

guint
bf_solo_game_get_supply_count (BfSoloGame *self,
                               guint       number)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return _bf_solo_game_supply_count (self, number);
}

BfSoloChooser
bf_solo_game_get_chooser (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), BF_SOLO_CHOOSER_PLAYER);

  return _bf_solo_chooser_of (MAX (self->round, 1));
}

gboolean
bf_solo_game_get_card (BfSoloGame *self,
                       guint      *card)
{
  BfSoloRound *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  r = current_round (self);
  if (r == NULL || r->card == NO_CARD)
    return FALSE;

  if (card != NULL)
    *card = r->card;
  return TRUE;
}

gboolean
bf_solo_game_get_card_back (BfSoloGame *self,
                            BfDeptType *back)
{
  guint card;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if (!bf_solo_game_get_card (self, &card))
    return FALSE;

  if (back != NULL)
    *back = card_info (self, card)->back;
  return TRUE;
}

gboolean
bf_solo_game_get_next_back (BfSoloGame *self,
                            BfDeptType *back)
{
  BfDeptType next;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  if (self->round < 1 || self->round > BF_SOLO_ROUNDS || !_bf_solo_game_next_back (self, &next))
    return FALSE;

  if (back != NULL)
    *back = next;
  return TRUE;
}

gboolean
bf_solo_game_get_choice (BfSoloGame *self,
                         BfDeptType *chosen,
                         BfDeptType *moving,
                         guint      *space)
{
  BfSoloRound *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), FALSE);

  r = current_round (self);
  if (r == NULL || !r->chosen)
    return FALSE;

  if (chosen != NULL)
    *chosen = r->chosen_row;
  if (moving != NULL)
    *moving = r->moving_row;
  if (space != NULL)
    *space = r->space;
  return TRUE;
}

GListModel *
bf_solo_game_get_instructions (BfSoloGame *self)
{
  BfSoloRound *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  r = current_round (self);
  if (r == NULL && self->rounds->len > 0)
    r = g_ptr_array_index (self->rounds, self->rounds->len - 1);

  return r != NULL ? G_LIST_MODEL (r->instructions) : NULL;
}

GListModel *
bf_solo_game_get_round_instructions (BfSoloGame *self,
                                     guint       round_no)
{
  BfSoloRound *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);
  g_return_val_if_fail (round_no >= 1 && round_no <= self->rounds->len, NULL);

  r = g_ptr_array_index (self->rounds, round_no - 1);
  return G_LIST_MODEL (r->instructions);
}

GStrv
bf_solo_game_get_vp_card_ids (BfSoloGame *self,
                              guint       position)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);
  g_return_val_if_fail (position < BF_N_VP_CARDS, NULL);

  for (guint i = 0; i < self->rounds->len; i++)
    {
      BfSoloRound *r = g_ptr_array_index (self->rounds, i);

      if (r->resolved && r->position == position)
        g_strv_builder_add (builder, card_info (self, r->card)->id);
    }

  return g_strv_builder_end (builder);
}

guint
bf_solo_game_get_card_position (BfSoloGame *self)
{
  BfSoloRound *r;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  r = current_round (self);
  return r != NULL ? r->position : 0;
}

/**
 * bf_solo_game_get_andrew_pawns_left:
 * @self: a #BfSoloGame
 *
 * The pawns Andrew still has for projects and donations: 30 of his
 * colour, less one on each transport track, less those on the map and
 * the donation chart (corrections included). When none is left, a
 * project or donation he cannot place slides his card.
 *
 * Returns: 0 to 26
 */
guint
bf_solo_game_get_andrew_pawns_left (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  return _bf_solo_game_andrew_pawns_left (self);
}

int
bf_solo_game_get_andrew_vp (BfSoloGame *self)
{
  BfCarnegiePlayer *a;
  int vp = 0;

  g_return_val_if_fail (BF_IS_SOLO_GAME (self), 0);

  a = andrew (self);
  for (guint p = 0; p < BF_N_VP_CARDS; p++)
    vp += (int) bf_carnegie_player_get_vp_cards (a, p) * bf_carnegie_rules_get_vp_card_value (self->rules, p);

  vp += (int) bf_carnegie_player_get_n_taken (a) * ANDREW_DEPARTMENT_VP;

  for (guint r = 0; r < BF_N_REGIONS; r++)
    if (bf_carnegie_player_get_transport (a, r) == BF_N_TRACK_BOXES)
      vp += ANDREW_TRACK_END_VP;

  for (guint i = 0; i < bf_carnegie_player_get_n_projects (a); i++)
    {
      const BfSpace *space = bf_carnegie_rules_get_space (self->rules, bf_carnegie_player_get_project (a, i)->space);

      vp += bf_carnegie_rules_get_city (self->rules, space->city)->vp;
    }

  return vp;
}

BfCarnegieGame *
bf_solo_game_get_table (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return self->table;
}

BfCarnegiePlayer *
bf_solo_game_get_player (BfSoloGame *self)
{
  g_return_val_if_fail (BF_IS_SOLO_GAME (self), NULL);

  return human (self);
}

