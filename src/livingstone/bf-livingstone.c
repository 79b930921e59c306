/* bf-livingstone.c
 *
 * The Livingstone score pad (BfLivingstoneGame): players, rounds, the
 * end-of-game entries and the board's values. Its file is in
 * bf-livingstone-file.c, its scoring in bf-livingstone-result.c. The
 * rules and the rulings applied are described in docs/livingstone.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone"

#include "config.h"

#include "bf-livingstone-private.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-seats.h"
#include "bf-document.h"

/* Default board values: rows 2-5 and the costs are guesses until the
 * players copy them from their board (carnegie-facts.md, Livingstone). */
static const guint default_row_values[BF_LIVINGSTONE_N_ROWS] = { 12, 10, 8, 6, 4, 2 };
static const guint default_column_costs[BF_LIVINGSTONE_N_COLUMNS] = { 1, 1, 2, 2, 3, 3, 4, 4, 5, 5 };

static void bf_livingstone_game_document_iface_init (BfDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BfLivingstoneGame, bf_livingstone_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BF_TYPE_DOCUMENT,
                                                      bf_livingstone_game_document_iface_init))

G_DEFINE_QUARK (bf-livingstone-error-quark, bf_livingstone_error)

enum {
  PROP_0,
  PROP_N_COLUMNS,
  PROP_VALUES_CONFIRMED,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint changed_signal;


static void
emit_changed (BfLivingstoneGame *self)
{
  g_signal_emit (self, changed_signal, 0);
}

void
_bf_livingstone_game_sync_players (BfLivingstoneGame *self)
{
  for (guint i = 0; i < n_players (self); i++)
    _bf_livingstone_player_sync (get_player (self, i));
}

static gboolean
check_range (guint        value,
             guint        max,
             const char  *what,
             GError     **error)
{
  if (value <= max)
    return TRUE;

  g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE,
               /* Translators: "Gems kept must be between 0 and 30." */
               _("%s must be between 0 and %u."), what, max);
  return FALSE;
}

/* Rounds follow from the columns and the stops: a stopped round is
 * followed by one scoring the same column; the rounds end with the
 * last column's round that is not stopped. Drops rounds past that end
 * and adds empty ones up to it. */
void
_bf_livingstone_game_sync_rounds (BfLivingstoneGame *self)
{
  guint column = 0;
  guint i;

  for (i = 0; i < self->rounds->len; i++)
    {
      if (i == 0 || !get_round (self, i - 1)->stopped)
        column++;

      if (column == self->n_columns && !get_round (self, i)->stopped)
        {
          i++;
          break;
        }
    }

  if (i < self->rounds->len)
    g_array_set_size (self->rounds, i);

  while (self->rounds->len == 0 ||
         get_round (self, self->rounds->len - 1)->stopped ||
         column < self->n_columns)
    {
      BfLivingstoneRound round = { 0 };

      if (self->rounds->len == 0 || !get_round (self, self->rounds->len - 1)->stopped)
        column++;
      g_array_append_val (self->rounds, round);
    }
}

void
_bf_livingstone_set_game_end_error (GError **error,
                                    guint    round)
{
  g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_GAME_END,
               /* Translators: %u is a round number. Livingstone's rule: "The game ends when
                * the round completes with the Steamboat in the rightmost water space." */
               _("The steamboat cannot stop in the last column: the game ends when round %u is scored."),
               round + 1);
}

/* The first stopped round of the last column, or G_MAXUINT. */
guint
_bf_livingstone_game_find_game_end_stop (BfLivingstoneGame *self)
{
  guint column = 0;

  for (guint i = 0; i < self->rounds->len; i++)
    {
      if (i == 0 || !get_round (self, i - 1)->stopped)
        column++;
      if (column == self->n_columns && get_round (self, i)->stopped)
        return i;
      if (column >= self->n_columns)
        break;
    }

  return G_MAXUINT;
}

/* Document ------------------------------------------------------------------- */

static char *
bf_livingstone_game_to_data_cb (BfDocument *document,
                                gsize      *length)
{
  return bf_livingstone_game_to_data (BF_LIVINGSTONE_GAME (document), length);
}

static char *
bf_livingstone_game_describe (BfDocument *document)
{
  BfLivingstoneGame *self = BF_LIVINGSTONE_GAME (document);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < n_players (self); i++)
    {
      if (i > 0)
        /* Translators: separates player names, "Anna, Ben, Cleo" */
        g_string_append (names, _(", "));
      g_string_append (names, get_player (self, i)->display);
    }

  /* Translators: the game continued from the start page, "Livingstone: Anna, Ben" */
  return g_strdup_printf (_("Livingstone: %s"), names->str);
}

static BfScoreCard *
bf_livingstone_game_score (BfDocument       *document,
                           BfDocumentScore   what,
                           GError          **error)
{
  if (what == BF_DOCUMENT_SCORE_AS_ENTERED)
    return bf_livingstone_result_card_as_entered (BF_LIVINGSTONE_GAME (document));

  return bf_livingstone_result_card_for_game (BF_LIVINGSTONE_GAME (document), error);
}

static void
bf_livingstone_game_document_iface_init (BfDocumentInterface *iface)
{
  iface->to_data = bf_livingstone_game_to_data_cb;
  iface->describe = bf_livingstone_game_describe;
  iface->score = bf_livingstone_game_score;
}

/* GObject -------------------------------------------------------------------- */

static void
bf_livingstone_game_finalize (GObject *object)
{
  BfLivingstoneGame *self = (BfLivingstoneGame *)object;

  /* A player kept by someone else outlives its game. */
  for (guint i = 0; i < n_players (self); i++)
    get_player (self, i)->game = NULL;
  g_clear_pointer (&self->player_array, g_ptr_array_unref);
  g_clear_object (&self->players);
  g_clear_pointer (&self->rounds, g_array_unref);

  G_OBJECT_CLASS (bf_livingstone_game_parent_class)->finalize (object);
}

static void
bf_livingstone_game_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BfLivingstoneGame *self = BF_LIVINGSTONE_GAME (object);

  switch (prop_id)
    {
    case PROP_N_COLUMNS:
      g_value_set_uint (value, self->n_columns);
      break;
    case PROP_VALUES_CONFIRMED:
      g_value_set_boolean (value, self->confirmed);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_game_class_init (BfLivingstoneGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_livingstone_game_finalize;
  object_class->get_property = bf_livingstone_game_get_property;

  /* Read-only: written through the setters, which take a GError. */
  properties[PROP_N_COLUMNS] =
    g_param_spec_uint ("n-columns", NULL, NULL, 1, BF_LIVINGSTONE_N_COLUMNS, BF_LIVINGSTONE_N_COLUMNS,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALUES_CONFIRMED] =
    g_param_spec_boolean ("values-confirmed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The interface's signals exist once its default vtable does. */
  g_type_default_interface_unref (g_type_default_interface_ref (BF_TYPE_DOCUMENT));
  changed_signal = g_signal_lookup ("changed", BF_TYPE_DOCUMENT);
}

static void
bf_livingstone_game_init (BfLivingstoneGame *self)
{
  self->players = g_list_store_new (BF_TYPE_LIVINGSTONE_PLAYER);
  self->player_array = g_ptr_array_new ();
  self->rounds = g_array_new (FALSE, TRUE, sizeof (BfLivingstoneRound));
  self->n_columns = BF_LIVINGSTONE_N_COLUMNS;
  memcpy (self->row_values, default_row_values, sizeof self->row_values);
  memcpy (self->column_costs, default_column_costs, sizeof self->column_costs);
  _bf_livingstone_game_sync_rounds (self);
}

BfLivingstoneGame *
bf_livingstone_game_new (void)
{
  return g_object_new (BF_TYPE_LIVINGSTONE_GAME, NULL);
}

/* Players -------------------------------------------------------------------- */

guint
bf_livingstone_game_get_n_players (BfLivingstoneGame *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);

  return n_players (self);
}

GListModel *
bf_livingstone_game_get_players (BfLivingstoneGame *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);

  return G_LIST_MODEL (self->players);
}

BfLivingstonePlayer *
bf_livingstone_game_get_player (BfLivingstoneGame *self,
                                guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < n_players (self), NULL);

  return get_player (self, player);
}

static gboolean
check_name (const char  *name,
            GError     **error)
{
  const char *end;

  if (!g_utf8_validate (name, -1, &end) ||
      g_utf8_strlen (name, -1) > BF_MAX_NAME_LENGTH)
    {
      g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_NAME,
                   bf_ngettext ("A player name can have at most %d character.",
                                "A player name can have at most %d characters.",
                                BF_MAX_NAME_LENGTH),
                   BF_MAX_NAME_LENGTH);
      return FALSE;
    }

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        g_set_error_literal (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_NAME,
                             _("A player name cannot contain control characters."));
        return FALSE;
      }

  return TRUE;
}

static gboolean
color_taken (BfLivingstoneGame *self,
             const char        *color,
             guint              except)
{
  for (guint i = 0; i < n_players (self); i++)
    if (i != except && g_strcmp0 (get_player (self, i)->color, color) == 0)
      return TRUE;

  return FALSE;
}

static gboolean
check_color (BfLivingstoneGame  *self,
             const char         *color,
             guint               except,
             GError            **error)
{
  if (bf_seats_lookup_color (color) == NULL)
    {
      g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_COLOR,
                   _("“%s” is not a player colour."), color);
      return FALSE;
    }

  if (color_taken (self, color, except))
    {
      g_set_error_literal (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_COLOR,
                           _("Another player has this colour."));
      return FALSE;
    }

  return TRUE;
}

gboolean
bf_livingstone_game_add_player (BfLivingstoneGame  *self,
                                const char         *name,
                                const char         *color,
                                GError            **error)
{
  g_autoptr(BfLivingstonePlayer) player = NULL;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_players (self) >= BF_LIVINGSTONE_MAX_PLAYERS)
    {
      g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_PLAYERS,
                   _("Livingstone is played by at most %d players."),
                   BF_LIVINGSTONE_MAX_PLAYERS);
      return FALSE;
    }

  if (name == NULL)
    name = "";
  if (!check_name (name, error))
    return FALSE;

  if (color == NULL)
    {
      for (guint c = 0; c < bf_seats_get_n_colors () && color == NULL; c++)
        if (!color_taken (self, bf_seats_get_color (c)->id, G_MAXUINT))
          color = bf_seats_get_color (c)->id;
      if (color == NULL)
        color = bf_seats_get_color (0)->id;
    }
  else if (!check_color (self, color, G_MAXUINT, error))
    return FALSE;

  player = _bf_livingstone_player_new (self, n_players (self));
  g_free (player->name);
  player->name = g_strdup (name);
  player->color = g_strdup (color);
  _bf_livingstone_player_set_position (player, player->position);
  g_ptr_array_add (self->player_array, player);
  g_list_store_append (self->players, player);
  emit_changed (self);

  return TRUE;
}

void
bf_livingstone_game_remove_player (BfLivingstoneGame *self,
                                   guint              player)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_GAME (self));
  g_return_if_fail (player < n_players (self));

  get_player (self, player)->game = NULL;

  for (guint r = 0; r < self->rounds->len; r++)
    {
      BfLivingstoneRound *round = get_round (self, r);

      memmove (round->tents[player], round->tents[player + 1],
               (BF_LIVINGSTONE_MAX_PLAYERS - player - 1) * sizeof round->tents[0]);
      memset (round->tents[BF_LIVINGSTONE_MAX_PLAYERS - 1], 0, sizeof round->tents[0]);
    }

  /* The players after it move up before "items-changed" says so. */
  for (guint i = player + 1; i < n_players (self); i++)
    _bf_livingstone_player_set_position (get_player (self, i), i - 1);
  g_ptr_array_remove_index (self->player_array, player);
  g_list_store_remove (self->players, player);
  emit_changed (self);
}

const char *
bf_livingstone_game_get_player_name (BfLivingstoneGame *self,
                                     guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < n_players (self), NULL);

  return get_player (self, player)->name;
}

const char *
bf_livingstone_game_get_display_name (BfLivingstoneGame *self,
                                      guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < n_players (self), NULL);

  return get_player (self, player)->display;
}

gboolean
bf_livingstone_game_set_player_name (BfLivingstoneGame  *self,
                                     guint               player,
                                     const char         *name,
                                     GError            **error)
{
  BfLivingstonePlayer *p;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (player < n_players (self), FALSE);

  if (name == NULL)
    name = "";
  if (!check_name (name, error))
    return FALSE;

  p = get_player (self, player);
  if (g_strcmp0 (p->name, name) == 0)
    return TRUE;

  g_free (p->name);
  p->name = g_strdup (name);
  _bf_livingstone_player_notify (p, "name");
  _bf_livingstone_player_set_position (p, player);
  emit_changed (self);

  return TRUE;
}

const char *
bf_livingstone_game_get_player_color (BfLivingstoneGame *self,
                                      guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < n_players (self), NULL);

  return get_player (self, player)->color;
}

gboolean
bf_livingstone_game_set_player_color (BfLivingstoneGame  *self,
                                      guint               player,
                                      const char         *color,
                                      GError            **error)
{
  BfLivingstonePlayer *p;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (player < n_players (self), FALSE);
  g_return_val_if_fail (color != NULL, FALSE);

  p = get_player (self, player);
  if (g_strcmp0 (p->color, color) == 0)
    return TRUE;

  if (!check_color (self, color, player, error))
    return FALSE;

  g_free (p->color);
  p->color = g_strdup (color);
  _bf_livingstone_player_notify (p, "color");
  emit_changed (self);

  return TRUE;
}

/* Rounds ---------------------------------------------------------------------- */

guint
bf_livingstone_game_get_n_columns (BfLivingstoneGame *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);

  return self->n_columns;
}

gboolean
bf_livingstone_game_set_n_columns (BfLivingstoneGame  *self,
                                   guint               n_columns,
                                   GError            **error)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);

  if (n_columns < 1 || n_columns > BF_LIVINGSTONE_N_COLUMNS)
    {
      g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE,
                   _("A game has between 1 and %d rounds."), BF_LIVINGSTONE_N_COLUMNS);
      return FALSE;
    }

  if (n_columns == self->n_columns)
    return TRUE;

  self->n_columns = n_columns;
  /* A shorter game ends with the first round of its new last column:
   * a stop there is dropped with the rounds after it. */
  {
    guint stop = _bf_livingstone_game_find_game_end_stop (self);

    if (stop != G_MAXUINT)
      get_round (self, stop)->stopped = FALSE;
  }
  _bf_livingstone_game_sync_rounds (self);
  _bf_livingstone_game_sync_players (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_COLUMNS]);
  emit_changed (self);

  return TRUE;
}

guint
bf_livingstone_game_get_n_rounds (BfLivingstoneGame *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);

  return self->rounds->len;
}

guint
bf_livingstone_game_get_round_column (BfLivingstoneGame *self,
                                      guint              round)
{
  guint column = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);

  for (guint i = 0; i <= round; i++)
    if (i == 0 || !get_round (self, i - 1)->stopped)
      column++;

  return column;
}

gboolean
bf_livingstone_game_get_stopped (BfLivingstoneGame *self,
                                 guint              round)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (round < self->rounds->len, FALSE);

  return get_round (self, round)->stopped;
}

gboolean
bf_livingstone_game_can_stop (BfLivingstoneGame *self,
                              guint              round)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (round < self->rounds->len, FALSE);

  return bf_livingstone_game_get_round_column (self, round) < self->n_columns;
}

gboolean
bf_livingstone_game_set_stopped (BfLivingstoneGame  *self,
                                 guint               round,
                                 gboolean            stopped,
                                 GError            **error)
{
  BfLivingstoneRound *r;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (round < self->rounds->len, FALSE);

  stopped = !!stopped;
  r = get_round (self, round);
  if (r->stopped == stopped)
    return TRUE;

  if (stopped)
    {
      BfLivingstoneRound repeat;

      if (!bf_livingstone_game_can_stop (self, round))
        {
          _bf_livingstone_set_game_end_error (error, round);
          return FALSE;
        }

      if (self->rounds->len >= BF_LIVINGSTONE_MAX_ROUNDS)
        {
          g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE,
                       _("A game has at most %d rounds."), BF_LIVINGSTONE_MAX_ROUNDS);
          return FALSE;
        }

      r->stopped = TRUE;
      repeat = *r;
      repeat.stopped = FALSE;
      g_array_insert_val (self->rounds, round + 1, repeat);
    }
  else
    {
      r->stopped = get_round (self, round + 1)->stopped;
      g_array_remove_index (self->rounds, round + 1);
    }

  _bf_livingstone_game_sync_rounds (self);
  _bf_livingstone_game_sync_players (self);
  emit_changed (self);

  return TRUE;
}

guint
bf_livingstone_game_get_tents (BfLivingstoneGame *self,
                               guint              round,
                               guint              player,
                               guint              row)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);
  g_return_val_if_fail (player < n_players (self), 0);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, 0);

  return get_round (self, round)->tents[player][row - 1];
}

gboolean
bf_livingstone_game_set_tents (BfLivingstoneGame  *self,
                               guint               round,
                               guint               player,
                               guint               row,
                               guint               tents,
                               GError            **error)
{
  BfLivingstoneRound *r;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (round < self->rounds->len, FALSE);
  g_return_val_if_fail (player < n_players (self), FALSE);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, FALSE);

  if (!check_range (tents, BF_LIVINGSTONE_N_TENTS, _("Tents in a row"), error))
    return FALSE;

  r = get_round (self, round);
  if (r->tents[player][row - 1] == tents)
    return TRUE;

  r->tents[player][row - 1] = tents;
  _bf_livingstone_player_sync (get_player (self, player));
  emit_changed (self);

  return TRUE;
}

int
bf_livingstone_game_get_round_score (BfLivingstoneGame *self,
                                     guint              round,
                                     guint              player)
{
  BfLivingstoneRound *r;
  int score = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);
  g_return_val_if_fail (player < n_players (self), 0);

  r = get_round (self, round);
  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    score += row * r->tents[player][row - 1];

  return score;
}

int
bf_livingstone_game_get_running_total (BfLivingstoneGame *self,
                                       guint              player,
                                       guint              n_rounds)
{
  int total = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (player < n_players (self), 0);

  for (guint r = 0; r < n_rounds && r < self->rounds->len; r++)
    total += bf_livingstone_game_get_round_score (self, r, player);

  return total;
}

int
bf_livingstone_game_get_other_tents (BfLivingstoneGame *self,
                                     guint              player,
                                     guint              row)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (player < n_players (self), 0);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, 0);

  return get_player (self, player)->other[row - 1];
}

gboolean
bf_livingstone_game_set_other_tents (BfLivingstoneGame  *self,
                                     guint               player,
                                     guint               row,
                                     int                 tents,
                                     GError            **error)
{
  BfLivingstonePlayer *p;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (player < n_players (self), FALSE);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, FALSE);

  if (tents < -BF_LIVINGSTONE_N_TENTS || tents > BF_LIVINGSTONE_N_TENTS)
    {
      g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_RANGE,
                   _("Tents moved between columns must be between %d and %d."),
                   -BF_LIVINGSTONE_N_TENTS, BF_LIVINGSTONE_N_TENTS);
      return FALSE;
    }

  p = get_player (self, player);
  if (p->other[row - 1] == tents)
    return TRUE;

  p->other[row - 1] = tents;
  _bf_livingstone_player_sync (p);
  emit_changed (self);

  return TRUE;
}

/* Tents in @row at the end, before clamping: each column counts as its
 * last round left it. */
int
_bf_livingstone_game_board_tents_raw (BfLivingstoneGame *self,
                                      guint              player,
                                      guint              row)
{
  int tents = get_player (self, player)->other[row - 1];

  for (guint r = 0; r < self->rounds->len; r++)
    if (!get_round (self, r)->stopped)
      tents += get_round (self, r)->tents[player][row - 1];

  return tents;
}

guint
bf_livingstone_game_get_board_tents (BfLivingstoneGame *self,
                                     guint              player,
                                     guint              row)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (player < n_players (self), 0);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, 0);

  return MAX (0, _bf_livingstone_game_board_tents_raw (self, player, row));
}

guint
bf_livingstone_game_get_tents_placed (BfLivingstoneGame *self,
                                      guint              player)
{
  guint tents = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (player < n_players (self), 0);

  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    tents += bf_livingstone_game_get_board_tents (self, player, row);

  return tents;
}

/* End of game ------------------------------------------------------------------ */

#define DEFINE_PLAYER_NUMBER(field, property, max, what)                                  \
guint                                                                           \
bf_livingstone_game_get_##field (BfLivingstoneGame *self,                       \
                                 guint              player)                     \
{                                                                               \
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);                      \
  g_return_val_if_fail (player < n_players (self), 0);                        \
                                                                                \
  return get_player (self, player)->field;                                      \
}                                                                               \
                                                                                \
gboolean                                                                        \
bf_livingstone_game_set_##field (BfLivingstoneGame  *self,                      \
                                 guint               player,                    \
                                 guint               value,                     \
                                 GError            **error)                     \
{                                                                               \
  BfLivingstonePlayer *p;                                                                    \
                                                                                \
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);                  \
  g_return_val_if_fail (player < n_players (self), FALSE);                    \
                                                                                \
  if (!check_range (value, max, what, error))                                   \
    return FALSE;                                                               \
                                                                                \
  p = get_player (self, player);                                                \
  if (p->field == value)                                                        \
    return TRUE;                                                                \
                                                                                \
  p->field = value;                                                             \
  _bf_livingstone_player_notify (p, property);                                  \
  _bf_livingstone_player_sync (p);                                              \
  emit_changed (self);                                                          \
                                                                                \
  return TRUE;                                                                  \
}

DEFINE_PLAYER_NUMBER (gems, "gems", BF_LIVINGSTONE_MAX_GEMS, _("Gems kept"))
DEFINE_PLAYER_NUMBER (vp_cards, "vp-cards", BF_LIVINGSTONE_MAX_VP_CARDS, _("VP on action cards"))
DEFINE_PLAYER_NUMBER (donation, "donation", BF_LIVINGSTONE_MAX_DONATION, _("A donation"))

guint
bf_livingstone_game_get_die (BfLivingstoneGame *self,
                             guint              die)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (die < BF_LIVINGSTONE_N_DICE, 0);

  return self->dice[die];
}

gboolean
bf_livingstone_game_set_die (BfLivingstoneGame  *self,
                             guint               die,
                             guint               value,
                             GError            **error)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (die < BF_LIVINGSTONE_N_DICE, FALSE);

  if (!check_range (value, 6, _("A die"), error))
    return FALSE;

  if (self->dice[die] == value)
    return TRUE;

  self->dice[die] = value;
  self->has_seed = FALSE;
  emit_changed (self);

  return TRUE;
}

void
bf_livingstone_game_roll_dice (BfLivingstoneGame *self,
                               guint32            seed)
{
  g_autoptr(GRand) rand = NULL;

  g_return_if_fail (BF_IS_LIVINGSTONE_GAME (self));

  rand = g_rand_new_with_seed (seed);
  for (guint i = 0; i < BF_LIVINGSTONE_N_DICE; i++)
    self->dice[i] = g_rand_int_range (rand, 1, 7);
  self->has_seed = TRUE;
  self->seed = seed;
  emit_changed (self);
}

gboolean
bf_livingstone_game_get_dice_seed (BfLivingstoneGame *self,
                                   guint32           *seed)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);

  if (self->has_seed && seed != NULL)
    *seed = self->seed;

  return self->has_seed;
}

int
bf_livingstone_game_get_minimum_donation (BfLivingstoneGame *self)
{
  int sum = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), -1);

  for (guint i = 0; i < BF_LIVINGSTONE_N_DICE; i++)
    {
      if (self->dice[i] == 0)
        return -1;
      sum += self->dice[i];
    }

  return sum;
}

/* Board values -------------------------------------------------------------------- */

guint
bf_livingstone_game_get_row_value (BfLivingstoneGame *self,
                                   guint              row)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, 0);

  return self->row_values[row - 1];
}

gboolean
bf_livingstone_game_set_row_value (BfLivingstoneGame  *self,
                                   guint               row,
                                   guint               vp,
                                   GError            **error)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, FALSE);

  if (!check_range (vp, BF_LIVINGSTONE_MAX_VALUE, _("A row’s end value"), error))
    return FALSE;

  if (self->row_values[row - 1] == vp)
    return TRUE;

  self->row_values[row - 1] = vp;
  emit_changed (self);

  return TRUE;
}

guint
bf_livingstone_game_get_column_cost (BfLivingstoneGame *self,
                                     guint              column)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (column >= 1 && column <= BF_LIVINGSTONE_N_COLUMNS, 0);

  return self->column_costs[column - 1];
}

gboolean
bf_livingstone_game_set_column_cost (BfLivingstoneGame  *self,
                                     guint               column,
                                     guint               cost,
                                     GError            **error)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (column >= 1 && column <= BF_LIVINGSTONE_N_COLUMNS, FALSE);

  if (!check_range (cost, BF_LIVINGSTONE_MAX_VALUE, _("A column’s cost"), error))
    return FALSE;

  if (self->column_costs[column - 1] == cost)
    return TRUE;

  self->column_costs[column - 1] = cost;
  emit_changed (self);

  return TRUE;
}

gboolean
bf_livingstone_game_get_values_confirmed (BfLivingstoneGame *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);

  return self->confirmed;
}

void
bf_livingstone_game_set_values_confirmed (BfLivingstoneGame *self,
                                          gboolean           confirmed)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_GAME (self));

  confirmed = !!confirmed;
  if (self->confirmed == confirmed)
    return;

  self->confirmed = confirmed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUES_CONFIRMED]);
  emit_changed (self);
}

gboolean
bf_livingstone_game_has_end_entries (BfLivingstoneGame *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);

  for (guint i = 0; i < n_players (self); i++)
    {
      BfLivingstonePlayer *p = get_player (self, i);

      if (p->gems > 0 || p->vp_cards > 0 || p->donation > 0)
        return TRUE;
    }

  return bf_livingstone_game_get_minimum_donation (self) >= 0;
}

