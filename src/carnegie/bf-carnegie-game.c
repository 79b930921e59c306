/* bf-carnegie-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-game"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-document.h"
#include "bf-carnegie-game.h"
#include "bf-carnegie-game-private.h"
#include "bf-game-file.h"
#include "bf-json.h"
#include "bf-carnegie-player-private.h"
#include "bf-score-sheet.h"

static void bf_carnegie_game_document_iface_init (BfDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BfCarnegieGame, bf_carnegie_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BF_TYPE_DOCUMENT, bf_carnegie_game_document_iface_init))

G_DEFINE_QUARK (bf-carnegie-game-error-quark, bf_carnegie_game_error)

enum {
  PROP_0,
  PROP_SOLO,
  PROP_MODULES,
  PROP_N_PLAYERS,
  PROP_SECRETS_SEALED,
  PROP_FIRST_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint changed_signal;

/* "changed" is BfDocument's signal. */
static void
emit_changed (BfCarnegieGame *self)
{
  g_signal_emit (self, changed_signal, 0);
}

static char *
bf_carnegie_game_to_data (BfDocument *document,
                          gsize      *length)
{
  return bf_game_file_to_data (BF_CARNEGIE_GAME (document), length);
}

static char *
bf_carnegie_game_describe (BfDocument *document)
{
  BfCarnegieGame *self = BF_CARNEGIE_GAME (document);
  g_autoptr(GString) names = g_string_new (NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* Translators: separates player names, "Anna, Ben, Andrew" */
        g_string_append (names, _(", "));
      g_string_append (names, bf_carnegie_player_get_name (bf_carnegie_game_get_player (self, i)));
    }

  if (self->progress != NULL)
    {
      const char *stages[BF_SETUP_N_STEPS] = {
        /* Translators: the stage of a setup in progress, as in "Carnegie, setting up (bidding sheets): Anna, Ben" */
        N_("bidding sheets"),
        /* Translators: the stage of a setup in progress: setup steps 1-10 */
        N_("the table"),
        /* Translators: the stage of a setup in progress */
        N_("New Donations tiles"),
        /* Translators: the stage of a setup in progress: setup step 11 */
        N_("setup moves"),
        /* Translators: the stage of a setup in progress */
        N_("secret donations"),
        /* Translators: the stage of a setup in progress: the table is ready, Done not pressed yet */
        N_("ready"),
      };

      /* Translators: a game in progress on the start page whose table is
       * still being set up with the setup assistant, and its stage:
       * "Carnegie, setting up (bidding sheets): Anna, Ben" */
      return g_strdup_printf (_("Carnegie, setting up (%s): %s"),
                              _(stages[MIN (self->progress->step, BF_SETUP_N_STEPS - 1)]), names->str);
    }

  /* Translators: the game continued from the start page, "Carnegie: Anna, Ben" */
  return g_strdup_printf (_("Carnegie: %s"), names->str);
}

static BfScoreCard *
bf_carnegie_game_score (BfDocument       *document,
                        BfDocumentScore   what,
                        GError          **error)
{
  if (what == BF_DOCUMENT_SCORE_AS_ENTERED)
    return bf_score_sheet_card_as_entered (BF_CARNEGIE_GAME (document), 0, error);

  return bf_score_sheet_card_for_game (BF_CARNEGIE_GAME (document), 0, error);
}

static void
bf_carnegie_game_document_iface_init (BfDocumentInterface *iface)
{
  iface->to_data = bf_carnegie_game_to_data;
  iface->describe = bf_carnegie_game_describe;
  iface->score = bf_carnegie_game_score;
}

static void
player_changed_cb (BfCarnegieGame   *self,
                   BfCarnegiePlayer *player)
{
  emit_changed (self);
}

static void
bf_carnegie_game_dispose (GObject *object)
{
  BfCarnegieGame *self = (BfCarnegieGame *)object;

  if (self->players != NULL)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(BfCarnegiePlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), i);

          g_signal_handlers_disconnect_by_func (player, player_changed_cb, self);
          _bf_carnegie_player_set_game (player, NULL);
        }
    }

  g_clear_object (&self->players);
  g_clear_object (&self->andrew);
  g_clear_object (&self->bidding);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bf_carnegie_game_parent_class)->dispose (object);
}

static void
bf_carnegie_game_finalize (GObject *object)
{
  BfCarnegieGame *self = (BfCarnegieGame *)object;

  g_clear_pointer (&self->blocked_spaces, g_free);
  g_clear_pointer (&self->setup, g_free);
  g_clear_pointer (&self->progress, g_free);

  G_OBJECT_CLASS (bf_carnegie_game_parent_class)->finalize (object);
}

static void
bf_carnegie_game_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BfCarnegieGame *self = BF_CARNEGIE_GAME (object);

  switch (prop_id)
    {
    case PROP_SOLO:
      g_value_set_boolean (value, self->solo);
      break;
    case PROP_MODULES:
      g_value_set_uint (value, self->modules);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, bf_carnegie_game_get_n_players (self));
      break;
    case PROP_SECRETS_SEALED:
      g_value_set_boolean (value, self->secrets_sealed);
      break;
    case PROP_FIRST_PLAYER:
      g_value_set_uint (value, self->first_player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_game_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BfCarnegieGame *self = BF_CARNEGIE_GAME (object);

  switch (prop_id)
    {
    case PROP_SECRETS_SEALED:
      bf_carnegie_game_set_secrets_sealed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_game_class_init (BfCarnegieGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_carnegie_game_dispose;
  object_class->finalize = bf_carnegie_game_finalize;
  object_class->get_property = bf_carnegie_game_get_property;
  object_class->set_property = bf_carnegie_game_set_property;

  properties[PROP_SOLO] =
    g_param_spec_boolean ("solo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODULES] =
    g_param_spec_uint ("modules", NULL, NULL, 0, BF_MODULES_ALL, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, BF_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SECRETS_SEALED] =
    g_param_spec_boolean ("secrets-sealed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST_PLAYER] =
    g_param_spec_uint ("first-player", NULL, NULL, 0, BF_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The interface's signals exist once its default vtable does. */
  g_type_default_interface_unref (g_type_default_interface_ref (BF_TYPE_DOCUMENT));
  changed_signal = g_signal_lookup ("changed", BF_TYPE_DOCUMENT);
}

static void
bf_carnegie_game_init (BfCarnegieGame *self)
{
  self->rules = g_object_ref (bf_carnegie_rules_get_default ());
  self->players = g_list_store_new (BF_TYPE_CARNEGIE_PLAYER);
  self->blocked_spaces = g_new0 (gboolean, bf_carnegie_rules_get_n_spaces (self->rules));

  for (guint i = 0; i < BF_N_DONATION_TYPES; i++)
    self->covers[i] = BF_NO_TILE;
}

BfCarnegieGame *
bf_carnegie_game_new (void)
{
  return g_object_new (BF_TYPE_CARNEGIE_GAME, NULL);
}

BfCarnegieGame *
bf_carnegie_game_from_session (BfSession *session)
{
  BfDocument *document;

  g_return_val_if_fail (BF_IS_SESSION (session), NULL);

  document = bf_session_get_document (session);

  return BF_IS_CARNEGIE_GAME (document) ? BF_CARNEGIE_GAME (document) : NULL;
}

BfCarnegieRules *
bf_carnegie_game_get_rules (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  /* Their texts in the thread's language: a phone's view is scored on
   * the server's thread speaking the phone's (src/link/). */
  return bf_carnegie_rules_get_spoken (self->rules);
}

GListModel *
bf_carnegie_game_get_players (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  return G_LIST_MODEL (self->players);
}

guint
bf_carnegie_game_get_n_players (BfCarnegieGame *self)
{
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), 0);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  return self->solo ? n - 1 : n;
}

BfCarnegiePlayer *
bf_carnegie_game_get_player (BfCarnegieGame *self,
                             guint           index)
{
  g_autoptr(BfCarnegiePlayer) player = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  /* The store keeps its own reference: return a borrowed pointer. */
  player = g_list_model_get_item (G_LIST_MODEL (self->players), index);

  return player;
}

static void
attach_player (BfCarnegieGame   *self,
               BfCarnegiePlayer *player,
               guint             position)
{
  _bf_carnegie_player_set_game (player, self);
  g_signal_connect_object (player, "changed",
                           G_CALLBACK (player_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_list_store_insert (self->players, position, player);
}

static void
detach_player (BfCarnegieGame   *self,
               BfCarnegiePlayer *player)
{
  guint position;

  if (!g_list_store_find (self->players, player, &position))
    return;

  g_signal_handlers_disconnect_by_func (player, player_changed_cb, self);
  _bf_carnegie_player_set_game (player, NULL);
  g_list_store_remove (self->players, position);
}

BfCarnegiePlayer *
bf_carnegie_game_add_player (BfCarnegieGame *self,
                             const char     *name,
                             GError        **error)
{
  g_autoptr(BfCarnegiePlayer) player = NULL;
  g_autofree char *default_name = NULL;
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  n = bf_carnegie_game_get_n_players (self);

  if (self->solo)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("A solo game has one player against Andrew."));
      return NULL;
    }

  if (n >= BF_MAX_PLAYERS)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("Carnegie is played by at most %d players."), BF_MAX_PLAYERS);
      return NULL;
    }

  if (name == NULL)
    {
      /* Translators: default name of a new player, "Player 2" */
      default_name = g_strdup_printf (_("Player %u"), n + 1);
      name = default_name;
    }

  player = bf_carnegie_player_new (FALSE);
  if (!bf_carnegie_player_set_name (player, name, error))
    return NULL;

  attach_player (self, player, n);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  emit_changed (self);

  return player;
}

static void
notify_first_player (BfCarnegieGame *self,
                     guint           first)
{
  if (self->first_player == first)
    return;

  self->first_player = first;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_PLAYER]);
}

void
bf_carnegie_game_remove_player (BfCarnegieGame   *self,
                                BfCarnegiePlayer *player)
{
  guint position;

  g_return_if_fail (BF_IS_CARNEGIE_GAME (self));
  g_return_if_fail (BF_IS_CARNEGIE_PLAYER (player));
  g_return_if_fail (!bf_carnegie_player_is_andrew (player));

  if (!g_list_store_find (self->players, player, &position))
    return;

  detach_player (self, player);
  /* The first player stays the same person; when they leave, the first
   * one listed. */
  if (position < self->first_player)
    notify_first_player (self, self->first_player - 1);
  else if (position == self->first_player || self->first_player >= bf_carnegie_game_get_n_players (self))
    notify_first_player (self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  emit_changed (self);
}

guint
bf_carnegie_game_get_first_player (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), 0);

  return self->first_player;
}

gboolean
bf_carnegie_game_get_seat_order_fixed (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  return self->setup != NULL;
}

/* Why a game set up in Benefactor keeps its seat order and first player. */
static void
set_seat_order_fixed_error (BfCarnegieGame *self,
                            GError        **error)
{
  g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
               /* Translators: the first player's name */
               _("This table was set up in Benefactor with its seat order, and the setup decided that %s plays first; they cannot change now."),
               bf_carnegie_player_get_name (bf_carnegie_game_get_player (self, self->first_player)));
}

gboolean
bf_carnegie_game_set_first_player (BfCarnegieGame *self,
                                   guint           index,
                                   GError        **error)
{
  guint n_humans;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  n_humans = bf_carnegie_game_get_n_players (self);
  if (index >= MAX (n_humans, 1))
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                           _("The first player must be one of the players."));
      return FALSE;
    }

  if (index == self->first_player)
    return TRUE;

  if (self->setup != NULL)
    {
      set_seat_order_fixed_error (self, error);
      return FALSE;
    }

  notify_first_player (self, index);
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_game_move_player (BfCarnegieGame   *self,
                              BfCarnegiePlayer *player,
                              guint             position,
                              GError          **error)
{
  g_autoptr(GPtrArray) order = NULL;
  BfCarnegiePlayer *first;
  guint from;
  guint n_humans;
  guint low, high;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (player), FALSE);
  g_return_val_if_fail (!bf_carnegie_player_is_andrew (player), FALSE);

  n_humans = bf_carnegie_game_get_n_players (self);
  if (!g_list_store_find (self->players, player, &from) || position >= n_humans)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: "Anna cannot move to seat 4: the table has 3 seats." */
                   bf_ngettext ("%s cannot move to seat %u: the table has %u seat.",
                                "%s cannot move to seat %u: the table has %u seats.",
                                n_humans),
                   bf_carnegie_player_get_name (player), position + 1, n_humans);
      return FALSE;
    }

  if (from == position)
    return TRUE;

  if (self->setup != NULL || self->progress != NULL)
    {
      set_seat_order_fixed_error (self, error);
      return FALSE;
    }

  /* One splice of the seats between the two: the list's observers see
   * one change, and no player is ever out of the game on the way. */
  first = bf_carnegie_game_get_player (self, self->first_player);
  low = MIN (from, position);
  high = MAX (from, position);
  /* Held here too: the store drops its references before it adds. */
  order = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = low; i <= high; i++)
    if (i != from)
      g_ptr_array_add (order, g_object_ref (bf_carnegie_game_get_player (self, i)));
  g_ptr_array_insert (order, (int) (position - low), g_object_ref (player));
  g_list_store_splice (self->players, low, high - low + 1, order->pdata, order->len);

  g_list_store_find (self->players, first, &from);
  notify_first_player (self, from);
  emit_changed (self);

  return TRUE;
}

BfCarnegiePlayer *
bf_carnegie_game_get_player_in_turn (BfCarnegieGame *self,
                                     guint           seat)
{
  guint n_humans;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  n_humans = bf_carnegie_game_get_n_players (self);
  g_return_val_if_fail (seat < n_humans, NULL);

  return bf_carnegie_game_get_player (self, (self->first_player + seat) % n_humans);
}

gboolean
bf_carnegie_game_get_solo (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  return self->solo;
}

#define SOLO_INCOMPATIBLE (BF_MODULE_NEW_DONATIONS | BF_MODULE_SECRET_DONATION)

gboolean
_bf_carnegie_game_check_solo_modules (BfModules   modules,
                                      GError    **error)
{
  if (modules & BF_MODULE_NEW_DONATIONS)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,
                           _("New Donations cannot be played in a solo game."));
      return FALSE;
    }

  if (modules & BF_MODULE_SECRET_DONATION)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,
                           _("The Secret Donation cannot be played in a solo game."));
      return FALSE;
    }

  return TRUE;
}

gboolean
bf_carnegie_game_set_solo (BfCarnegieGame *self,
                           gboolean        solo,
                           GError        **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  solo = !!solo;
  if (solo == self->solo)
    return TRUE;

  if (solo)
    {
      if (bf_carnegie_game_get_n_players (self) != 1)
        {
          g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                               _("A solo game has exactly one player against Andrew."));
          return FALSE;
        }

      if (!_bf_carnegie_game_check_solo_modules (self->modules, error))
        return FALSE;

      if (self->andrew == NULL)
        self->andrew = bf_carnegie_player_new (TRUE);

      self->solo = TRUE;
      attach_player (self, self->andrew, 1);
    }
  else
    {
      self->solo = FALSE;
      detach_player (self, self->andrew);
      g_clear_object (&self->andrew);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLO]);
  emit_changed (self);

  return TRUE;
}

BfCarnegiePlayer *
bf_carnegie_game_get_andrew (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  return self->solo ? self->andrew : NULL;
}

BfModules
bf_carnegie_game_get_modules (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), BF_MODULE_NONE);

  return self->modules;
}

gboolean
bf_carnegie_game_set_modules (BfCarnegieGame *self,
                              BfModules       modules,
                              GError        **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  if (modules & ~BF_MODULES_ALL)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                           _("Unknown expansion module."));
      return FALSE;
    }

  if (modules == self->modules)
    return TRUE;

  if (self->solo && !_bf_carnegie_game_check_solo_modules (modules, error))
    return FALSE;

  self->modules = modules;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODULES]);
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_game_has_module (BfCarnegieGame *self,
                             BfModules       module)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  return (self->modules & module) == module;
}

int
bf_carnegie_game_get_cover (BfCarnegieGame *self,
                            BfDonationType  column)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), BF_NO_TILE);
  g_return_val_if_fail (column < BF_N_DONATION_TYPES, BF_NO_TILE);

  return self->covers[column];
}

gboolean
bf_carnegie_game_set_cover (BfCarnegieGame  *self,
                            BfDonationType   column,
                            int              tile,
                            GError         **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);
  g_return_val_if_fail (column < BF_N_DONATION_TYPES, FALSE);

  if (tile != BF_NO_TILE && (tile < 0 || tile >= BF_N_DONATION_TYPES))
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                           _("There are four New Donations tiles: Education, Human Rights, Welfare and Health."));
      return FALSE;
    }

  if (self->covers[column] == tile)
    return TRUE;

  if (tile != BF_NO_TILE)
    {
      for (guint i = 0; i < BF_N_DONATION_TYPES; i++)
        {
          if (i != column && self->covers[i] == tile)
            {
              g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                           _("The %s tile already covers the %s column; there is one tile of each type."),
                           bf_carnegie_rules_get_donation_type (RULES (self), tile)->name,
                           bf_carnegie_rules_get_donation_type (RULES (self), i)->name);
              return FALSE;
            }
        }
    }

  self->covers[column] = tile;
  emit_changed (self);

  return TRUE;
}

const BfDonationSpace *
bf_carnegie_game_get_chart_space (BfCarnegieGame *self,
                                  BfChartPos      pos)
{
  BfDonationType column;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);
  g_return_val_if_fail (pos < BF_N_CHART_POSITIONS, NULL);

  column = BF_CHART_POS_COLUMN (pos);

  return bf_carnegie_rules_get_chart_space (RULES (self), column, BF_CHART_POS_ROW (pos),
                                            self->covers[column]);
}

gboolean
bf_carnegie_game_get_space_blocked (BfCarnegieGame *self,
                                    guint           space)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);
  g_return_val_if_fail (space < bf_carnegie_rules_get_n_spaces (RULES (self)), FALSE);

  return self->blocked_spaces[space];
}

gboolean
bf_carnegie_game_set_space_blocked (BfCarnegieGame *self,
                                    guint           space,
                                    gboolean        blocked,
                                    GError        **error)
{
  BfCarnegiePlayer *owner;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  if (space >= bf_carnegie_rules_get_n_spaces (RULES (self)))
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("There is no construction space number %u on the map."), space);
      return FALSE;
    }

  blocked = !!blocked;
  if (self->blocked_spaces[space] == blocked)
    return TRUE;

  if (blocked && (owner = bf_carnegie_game_get_space_owner (self, space)) != NULL)
    {
      const BfSpace *info = bf_carnegie_rules_get_space (RULES (self), space);

      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                   _("%s already has a pawn on that space of %s; a space holds one piece only."),
                   _bf_carnegie_player_display_name (owner),
                   bf_carnegie_rules_get_city (RULES (self), info->city)->name);
      return FALSE;
    }

  self->blocked_spaces[space] = blocked;
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_game_get_chart_blocked (BfCarnegieGame *self,
                                    BfChartPos      pos)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);
  g_return_val_if_fail (pos < BF_N_CHART_POSITIONS, FALSE);

  return self->blocked_chart[pos];
}

gboolean
bf_carnegie_game_set_chart_blocked (BfCarnegieGame *self,
                                    BfChartPos      pos,
                                    gboolean        blocked,
                                    GError        **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  if (pos >= BF_N_CHART_POSITIONS)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                           _("The donation chart has 4 columns of 5 spaces."));
      return FALSE;
    }

  blocked = !!blocked;
  if (self->blocked_chart[pos] == blocked)
    return TRUE;

  self->blocked_chart[pos] = blocked;
  emit_changed (self);

  return TRUE;
}

BfCarnegiePlayer *
bf_carnegie_game_get_space_owner (BfCarnegieGame *self,
                                  guint           space)
{
  guint n;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  for (guint i = 0; i < n; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (self, i);

      if (bf_carnegie_player_find_project (player, space) != NULL)
        return player;
    }

  return NULL;
}

/* What the table remembers of its setup */

BfBidding *
bf_carnegie_game_get_bidding (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  return self->bidding;
}

void
bf_carnegie_game_set_bidding (BfCarnegieGame *self,
                              BfBidding      *bidding)
{
  g_return_if_fail (BF_IS_CARNEGIE_GAME (self));
  g_return_if_fail (bidding == NULL || BF_IS_BIDDING (bidding));

  if (self->bidding == bidding)
    return;

  if (self->bidding != NULL)
    for (guint i = 0; i < bf_bidding_get_n_sheets (self->bidding); i++)
      g_signal_handlers_disconnect_by_func (bf_bidding_get_sheet (self->bidding, i), emit_changed, self);
  g_set_object (&self->bidding, bidding);
  /* A sheet filled in or sealed is a change of the game: autosaved. */
  if (bidding != NULL)
    for (guint i = 0; i < bf_bidding_get_n_sheets (bidding); i++)
      g_signal_connect_object (bf_bidding_get_sheet (bidding, i), "changed",
                               G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
  emit_changed (self);
}

gboolean
bf_carnegie_game_get_secrets_sealed (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  return self->secrets_sealed;
}

void
bf_carnegie_game_set_secrets_sealed (BfCarnegieGame *self,
                                     gboolean        sealed)
{
  g_return_if_fail (BF_IS_CARNEGIE_GAME (self));

  sealed = !!sealed;
  if (self->secrets_sealed == sealed)
    return;

  self->secrets_sealed = sealed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECRETS_SEALED]);
  emit_changed (self);
}

const BfSetupRecord *
bf_carnegie_game_get_setup (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  return self->setup;
}

/* Returns a translated message saying what cannot be, or NULL. */
char *
_bf_carnegie_game_check_setup_record (BfCarnegieRules     *rules,
                                      const BfSetupRecord *setup)
{
  gboolean tiles[9] = { FALSE, };
  guint n_cards = bf_carnegie_rules_get_n_andrew_cards (rules);

  for (guint t = 0; t < BF_TIMELINE_TILES; t++)
    {
      guint tile = setup->timeline[t].tile;

      if (tile < 1 || tile > 8 || setup->timeline[t].side > 1)
        return g_strdup (_("The timeline has tiles 1 to 8, each with a front and a back side."));
      if (tiles[tile])
        /* Translators: %u is a timeline tile number */
        return g_strdup_printf (_("Timeline tile %u is laid twice; the timeline is four different tiles."), tile);
      tiles[tile] = TRUE;
    }

  if (setup->supply >= BF_N_SUPPLY_KINDS)
    return g_strdup (_("Unknown department supply."));

  if (setup->n_departments > BF_SETUP_MAX_DEPARTMENTS ||
      setup->n_removed > BF_SETUP_MAX_DEPARTMENTS ||
      setup->n_departments + setup->n_removed > BF_SETUP_MAX_DEPARTMENTS)
    return g_strdup_printf (_("The department supply has at most %u tiles."), BF_SETUP_MAX_DEPARTMENTS);

  for (guint i = 0; i < setup->n_departments + setup->n_removed; i++)
    {
      guint number = i < setup->n_departments ? setup->departments[i]
                                              : setup->removed[i - setup->n_departments];

      if (number < 1 || number > BF_N_DEPARTMENTS)
        return g_strdup_printf (_("Departments are numbered 1 to %d."), BF_N_DEPARTMENTS);
    }

  if (setup->n_cards > BF_N_ANDREW_DECK)
    return g_strdup_printf (_("At most %d cards place the blocking discs."), BF_N_ANDREW_DECK);
  for (guint i = 0; i < setup->n_cards; i++)
    if (setup->cards[i] >= n_cards)
      return g_strdup (_("Unknown action card."));

  if (setup->n_blocking > BF_SETUP_MAX_BLOCKING)
    return g_strdup_printf (_("A game has at most %d blocking discs."), BF_SETUP_MAX_BLOCKING);
  for (guint i = 0; i < setup->n_blocking; i++)
    {
      const BfBlockingDisk *disk = &setup->blocking[i];

      if (disk->card >= setup->n_cards)
        return g_strdup (_("A blocking disc names a card that was not revealed."));
      if (disk->chart ? disk->index >= BF_N_CHART_POSITIONS
                      : disk->index >= bf_carnegie_rules_get_n_spaces (rules))
        return g_strdup (_("A blocking disc is not on a space of the board."));
    }

  return NULL;
}

gboolean
bf_carnegie_game_set_setup (BfCarnegieGame       *self,
                            const BfSetupRecord  *setup,
                            GError              **error)
{
  g_autofree char *message = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  if (setup == NULL)
    {
      if (self->setup != NULL)
        {
          g_clear_pointer (&self->setup, g_free);
          emit_changed (self);
        }
      return TRUE;
    }

  message = _bf_carnegie_game_check_setup_record (RULES (self), setup);
  if (message == NULL && setup->first_player >= MAX (bf_carnegie_game_get_n_players (self), 1))
    message = g_strdup (_("The first player must be one of the players."));
  if (message != NULL)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID, message);
      return FALSE;
    }

  if (self->setup != NULL && memcmp (self->setup, setup, sizeof *setup) == 0)
    return TRUE;

  g_free (self->setup);
  self->setup = g_memdup2 (setup, sizeof *setup);
  /* One first player: the setup's. */
  notify_first_player (self, setup->first_player);
  emit_changed (self);

  return TRUE;
}

const BfSetupProgress *
bf_carnegie_game_get_setup_progress (BfCarnegieGame *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);

  return self->progress;
}

/* The module a step needs, or 0. */
static BfModules
step_module (BfSetupStep step)
{
  switch (step)
    {
    case BF_SETUP_STEP_BIDDING:
      return BF_MODULE_NEW_BEGINNING;
    case BF_SETUP_STEP_COVERS:
      return BF_MODULE_NEW_DONATIONS;
    case BF_SETUP_STEP_SECRET:
      return BF_MODULE_SECRET_DONATION;
    case BF_SETUP_STEP_TABLE:
    case BF_SETUP_STEP_MOVES:
    case BF_SETUP_STEP_READY:
    default:
      return 0;
    }
}

gboolean
bf_carnegie_game_set_setup_progress (BfCarnegieGame         *self,
                                     const BfSetupProgress  *progress,
                                     GError                **error)
{
  gboolean covered[BF_N_DONATION_TYPES] = { FALSE, };
  const char *message = NULL;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  if (progress == NULL)
    {
      if (self->progress != NULL)
        {
          g_clear_pointer (&self->progress, g_free);
          emit_changed (self);
        }
      return TRUE;
    }

  if (self->solo || bf_carnegie_game_get_n_players (self) < 2 || bf_carnegie_game_get_n_players (self) > BF_MAX_PLAYERS)
    message = _("The setup assistant sets up tables of 2 to 4 players (a solo game is set up round by round).");
  else if ((guint) progress->step >= BF_SETUP_N_STEPS)
    message = _("The setup has no such step.");
  else if (step_module (progress->step) != 0 && !bf_carnegie_game_has_module (self, step_module (progress->step)))
    message = _("That setup step belongs to a module that is not in play.");
  else if (progress->n_cover_turns > bf_carnegie_game_get_n_players (self))
    message = _("Each player places at most one New Donations tile.");
  else if (progress->has_secret_pick && (progress->secret_player >= bf_carnegie_game_get_n_players (self) ||
                                         progress->secret_pick >= BF_N_CHART_POSITIONS))
    message = _("The secret donation being picked belongs to no player or to no space of the chart.");
  for (guint i = 0; message == NULL && i < progress->n_cover_turns; i++)
    {
      int column = progress->cover_columns[i];

      if (column < -1 || column >= BF_N_DONATION_TYPES || (column >= 0 && covered[column]))
        message = _("Each column of the donation chart takes one New Donations tile at most.");
      else if (column >= 0)
        covered[column] = TRUE;
    }
  if (message != NULL)
    {
      g_set_error_literal (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID, message);
      return FALSE;
    }

  if (self->progress != NULL && memcmp (self->progress, progress, sizeof *progress) == 0)
    return TRUE;

  g_free (self->progress);
  self->progress = g_memdup2 (progress, sizeof *progress);
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_game_get_setup_tick (BfCarnegieGame *self,
                                 BfSetupStep     step,
                                 guint           row)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), FALSE);

  if (self->progress == NULL || (guint) step >= BF_SETUP_N_STEPS || row >= BF_SETUP_MAX_TICKS)
    return FALSE;

  return (self->progress->ticks[step] & (G_GUINT64_CONSTANT (1) << row)) != 0;
}

void
bf_carnegie_game_set_setup_tick (BfCarnegieGame *self,
                                 BfSetupStep     step,
                                 guint           row,
                                 gboolean        ticked)
{
  guint64 bit;

  g_return_if_fail (BF_IS_CARNEGIE_GAME (self));

  if (self->progress == NULL || (guint) step >= BF_SETUP_N_STEPS || row >= BF_SETUP_MAX_TICKS ||
      bf_carnegie_game_get_setup_tick (self, step, row) == !!ticked)
    return;

  bit = G_GUINT64_CONSTANT (1) << row;
  if (ticked)
    self->progress->ticks[step] |= bit;
  else
    self->progress->ticks[step] &= ~bit;
  g_signal_emit_by_name (self, "marks-changed");
}

BfChartPos
bf_carnegie_game_get_setup_secret_pick (BfCarnegieGame *self,
                                        guint           player)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), BF_CHART_POS_NONE);

  if (self->progress == NULL || !self->progress->has_secret_pick || self->progress->secret_player != player)
    return BF_CHART_POS_NONE;

  return self->progress->secret_pick;
}

void
bf_carnegie_game_set_setup_secret_pick (BfCarnegieGame *self,
                                        guint           player,
                                        BfChartPos      pos)
{
  gboolean has_pick = pos != BF_CHART_POS_NONE;

  g_return_if_fail (BF_IS_CARNEGIE_GAME (self));
  g_return_if_fail (pos == BF_CHART_POS_NONE || pos < BF_N_CHART_POSITIONS);

  if (self->progress == NULL || player >= bf_carnegie_game_get_n_players (self) ||
      (self->progress->has_secret_pick == has_pick &&
       (!has_pick || (self->progress->secret_player == player && self->progress->secret_pick == pos))))
    return;

  self->progress->has_secret_pick = has_pick;
  self->progress->secret_player = has_pick ? player : 0;
  self->progress->secret_pick = has_pick ? pos : 0;
  g_signal_emit_by_name (self, "marks-changed");
}

char *
bf_carnegie_game_describe_chart_column (BfCarnegieGame *self,
                                        BfDonationType  column)
{
  const BfDonationTypeInfo *printed;
  int cover;

  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (self), NULL);
  g_return_val_if_fail (column < BF_N_DONATION_TYPES, NULL);

  printed = bf_carnegie_rules_get_donation_type (RULES (self), column);
  cover = self->covers[column];
  if (cover != BF_NO_TILE)
    /* Translators: a column of the donation chart as it lies on the board:
     * the printed column and the New Donations tile covering it, "Health
     * column, Welfare tile" */
    return g_strdup_printf (_("%s column, %s tile"), printed->name,
                            bf_carnegie_rules_get_donation_type (RULES (self), cover)->name);

  /* Translators: a column of the donation chart as it lies on the board,
   * "Welfare column" */
  return g_strdup_printf (_("%s column"), printed->name);
}
