/* bf-livingstone.c
 *
 * The Livingstone score pad and its scoring. The rules and the rulings
 * applied here are described in docs/livingstone.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone"

#include "config.h"

#include "bf-livingstone.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-json-private.h"
#include "bf-player.h"
#include "bf-rules.h"

/* Default board values: rows 2-5 and the costs are guesses until the
 * players copy them from their board (carnegie-facts.md, Livingstone). */
static const guint default_row_values[BF_LIVINGSTONE_N_ROWS] = { 12, 10, 8, 6, 4, 2 };
static const guint default_column_costs[BF_LIVINGSTONE_N_COLUMNS] = { 1, 1, 2, 2, 3, 3, 4, 4, 5, 5 };

typedef struct
{
  char  *name;                   /* as entered, "" if none */
  char  *display;                /* name or "Player 2" */
  char  *color;                  /* colour id */
  int    other[BF_LIVINGSTONE_N_ROWS];
  guint  gems;
  guint  vp_cards;
  guint  donation;
} Player;

typedef struct
{
  gboolean stopped;
  guint8   tents[BF_LIVINGSTONE_MAX_PLAYERS][BF_LIVINGSTONE_N_ROWS];
} Round;

struct _BfLivingstoneGame
{
  GObject    parent_instance;

  /* owned */
  GPtrArray *players;            /* Player */
  GArray    *rounds;             /* Round */

  guint      n_columns;
  guint      row_values[BF_LIVINGSTONE_N_ROWS];
  guint      column_costs[BF_LIVINGSTONE_N_COLUMNS];
  gboolean   confirmed;
  guint      dice[BF_LIVINGSTONE_N_DICE];
  gboolean   has_seed;
  guint32    seed;
};

static void bf_livingstone_game_document_iface_init (BfDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BfLivingstoneGame, bf_livingstone_game, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BF_TYPE_DOCUMENT,
                                                      bf_livingstone_game_document_iface_init))

G_DEFINE_QUARK (bf-livingstone-error-quark, bf_livingstone_error)

enum {
  PROP_0,
  PROP_N_COLUMNS,
  PROP_VALUES_CONFIRMED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint changed_signal;

/* Helpers --------------------------------------------------------------------- */

static void
player_free (gpointer data)
{
  Player *player = data;

  g_free (player->name);
  g_free (player->display);
  g_free (player->color);
  g_free (player);
}

static Player *
get_player (BfLivingstoneGame *self,
            guint              player)
{
  return g_ptr_array_index (self->players, player);
}

static Round *
get_round (BfLivingstoneGame *self,
           guint              round)
{
  return &g_array_index (self->rounds, Round, round);
}

static void
emit_changed (BfLivingstoneGame *self)
{
  g_signal_emit (self, changed_signal, 0);
}

static void
update_display_names (BfLivingstoneGame *self)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      Player *player = get_player (self, i);

      g_free (player->display);
      if (player->name[0] != '\0')
        player->display = g_strdup (player->name);
      else
        /* Translators: a player whose name was not entered, "Player 2" */
        player->display = g_strdup_printf (_("Player %u"), i + 1);
    }
}

static gboolean
check_range (guint       value,
             guint       max,
             const char *what,
             GError    **error)
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
static void
sync_rounds (BfLivingstoneGame *self)
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
      Round round = { 0 };

      if (self->rounds->len == 0 || !get_round (self, self->rounds->len - 1)->stopped)
        column++;
      g_array_append_val (self->rounds, round);
    }
}

static void
set_game_end_error (GError **error,
                    guint    round)
{
  g_set_error (error, BF_LIVINGSTONE_ERROR, BF_LIVINGSTONE_ERROR_GAME_END,
               /* Translators: %u is a round number. Livingstone's rule: "The game ends when
                * the round completes with the Steamboat in the rightmost water space." */
               _("The steamboat cannot stop in the last column: the game ends when round %u is scored."),
               round + 1);
}

/* The first stopped round of the last column, or G_MAXUINT. */
static guint
find_game_end_stop (BfLivingstoneGame *self)
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

  for (guint i = 0; i < self->players->len; i++)
    {
      if (i > 0)
        /* Translators: separates player names, "Anna, Ben, Cleo" */
        g_string_append (names, _(", "));
      g_string_append (names, get_player (self, i)->display);
    }

  /* Translators: the game continued from the start page, "Livingstone: Anna, Ben" */
  return g_strdup_printf (_("Livingstone: %s"), names->str);
}

static void
bf_livingstone_game_document_iface_init (BfDocumentInterface *iface)
{
  iface->to_data = bf_livingstone_game_to_data_cb;
  iface->describe = bf_livingstone_game_describe;
}

static BfDocument *
load_cb (JsonNode  *root,
         gboolean   lenient,
         GError   **error)
{
  return (BfDocument *) bf_livingstone_game_from_json (root, lenient, error);
}

/* GObject -------------------------------------------------------------------- */

static void
bf_livingstone_game_finalize (GObject *object)
{
  BfLivingstoneGame *self = (BfLivingstoneGame *)object;

  g_clear_pointer (&self->players, g_ptr_array_unref);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The interface's signals exist once its default vtable does. */
  g_type_default_interface_unref (g_type_default_interface_ref (BF_TYPE_DOCUMENT));
  changed_signal = g_signal_lookup ("changed", BF_TYPE_DOCUMENT);
  bf_document_register_format (BF_LIVINGSTONE_FORMAT, load_cb);
}

static void
bf_livingstone_game_init (BfLivingstoneGame *self)
{
  self->players = g_ptr_array_new_with_free_func (player_free);
  self->rounds = g_array_new (FALSE, TRUE, sizeof (Round));
  self->n_columns = BF_LIVINGSTONE_N_COLUMNS;
  memcpy (self->row_values, default_row_values, sizeof self->row_values);
  memcpy (self->column_costs, default_column_costs, sizeof self->column_costs);
  sync_rounds (self);
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

  return self->players->len;
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
                   g_dngettext (GETTEXT_PACKAGE,
                                "A player name can have at most %d character.",
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
  for (guint i = 0; i < self->players->len; i++)
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
  if (bf_rules_lookup_color (bf_rules_get_default (), color) == NULL)
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
  BfRules *rules = bf_rules_get_default ();
  Player *player;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->players->len >= BF_LIVINGSTONE_MAX_PLAYERS)
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
      for (guint c = 0; c < bf_rules_get_n_colors (rules) && color == NULL; c++)
        if (!color_taken (self, bf_rules_get_color (rules, c)->id, G_MAXUINT))
          color = bf_rules_get_color (rules, c)->id;
      if (color == NULL)
        color = bf_rules_get_color (rules, 0)->id;
    }
  else if (!check_color (self, color, G_MAXUINT, error))
    return FALSE;

  player = g_new0 (Player, 1);
  player->name = g_strdup (name);
  player->color = g_strdup (color);
  g_ptr_array_add (self->players, player);
  update_display_names (self);
  emit_changed (self);

  return TRUE;
}

void
bf_livingstone_game_remove_player (BfLivingstoneGame *self,
                                   guint              player)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_GAME (self));
  g_return_if_fail (player < self->players->len);

  g_ptr_array_remove_index (self->players, player);

  for (guint r = 0; r < self->rounds->len; r++)
    {
      Round *round = get_round (self, r);

      memmove (round->tents[player], round->tents[player + 1],
               (BF_LIVINGSTONE_MAX_PLAYERS - player - 1) * sizeof round->tents[0]);
      memset (round->tents[BF_LIVINGSTONE_MAX_PLAYERS - 1], 0, sizeof round->tents[0]);
    }

  update_display_names (self);
  emit_changed (self);
}

const char *
bf_livingstone_game_get_player_name (BfLivingstoneGame *self,
                                     guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return get_player (self, player)->name;
}

const char *
bf_livingstone_game_get_display_name (BfLivingstoneGame *self,
                                      guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return get_player (self, player)->display;
}

gboolean
bf_livingstone_game_set_player_name (BfLivingstoneGame  *self,
                                     guint               player,
                                     const char         *name,
                                     GError            **error)
{
  Player *p;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);

  if (name == NULL)
    name = "";
  if (!check_name (name, error))
    return FALSE;

  p = get_player (self, player);
  if (g_strcmp0 (p->name, name) == 0)
    return TRUE;

  g_free (p->name);
  p->name = g_strdup (name);
  update_display_names (self);
  emit_changed (self);

  return TRUE;
}

const char *
bf_livingstone_game_get_player_color (BfLivingstoneGame *self,
                                      guint              player)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return get_player (self, player)->color;
}

gboolean
bf_livingstone_game_set_player_color (BfLivingstoneGame  *self,
                                      guint               player,
                                      const char         *color,
                                      GError            **error)
{
  Player *p;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);
  g_return_val_if_fail (color != NULL, FALSE);

  p = get_player (self, player);
  if (g_strcmp0 (p->color, color) == 0)
    return TRUE;

  if (!check_color (self, color, player, error))
    return FALSE;

  g_free (p->color);
  p->color = g_strdup (color);
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
    guint stop = find_game_end_stop (self);

    if (stop != G_MAXUINT)
      get_round (self, stop)->stopped = FALSE;
  }
  sync_rounds (self);
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
  Round *r;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (round < self->rounds->len, FALSE);

  stopped = !!stopped;
  r = get_round (self, round);
  if (r->stopped == stopped)
    return TRUE;

  if (stopped)
    {
      Round repeat;

      if (!bf_livingstone_game_can_stop (self, round))
        {
          set_game_end_error (error, round);
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

  sync_rounds (self);
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
  g_return_val_if_fail (player < self->players->len, 0);
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
  Round *r;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (round < self->rounds->len, FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, FALSE);

  if (!check_range (tents, BF_LIVINGSTONE_N_TENTS, _("Tents in a row"), error))
    return FALSE;

  r = get_round (self, round);
  if (r->tents[player][row - 1] == tents)
    return TRUE;

  r->tents[player][row - 1] = tents;
  emit_changed (self);

  return TRUE;
}

int
bf_livingstone_game_get_round_score (BfLivingstoneGame *self,
                                     guint              round,
                                     guint              player)
{
  Round *r;
  int score = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);
  g_return_val_if_fail (player < self->players->len, 0);

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
  g_return_val_if_fail (player < self->players->len, 0);

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
  g_return_val_if_fail (player < self->players->len, 0);
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
  Player *p;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);
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
  emit_changed (self);

  return TRUE;
}

/* Tents in @row at the end, before clamping: each column counts as its
 * last round left it. */
static int
board_tents_raw (BfLivingstoneGame *self,
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
  g_return_val_if_fail (player < self->players->len, 0);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, 0);

  return MAX (0, board_tents_raw (self, player, row));
}

guint
bf_livingstone_game_get_tents_placed (BfLivingstoneGame *self,
                                      guint              player)
{
  guint tents = 0;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);
  g_return_val_if_fail (player < self->players->len, 0);

  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    tents += bf_livingstone_game_get_board_tents (self, player, row);

  return tents;
}

/* End of game ------------------------------------------------------------------ */

#define DEFINE_PLAYER_NUMBER(field, max, what)                                  \
guint                                                                           \
bf_livingstone_game_get_##field (BfLivingstoneGame *self,                       \
                                 guint              player)                     \
{                                                                               \
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), 0);                      \
  g_return_val_if_fail (player < self->players->len, 0);                        \
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
  Player *p;                                                                    \
                                                                                \
  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (self), FALSE);                  \
  g_return_val_if_fail (player < self->players->len, FALSE);                    \
                                                                                \
  if (!check_range (value, max, what, error))                                   \
    return FALSE;                                                               \
                                                                                \
  p = get_player (self, player);                                                \
  if (p->field == value)                                                        \
    return TRUE;                                                                \
                                                                                \
  p->field = value;                                                             \
  emit_changed (self);                                                          \
                                                                                \
  return TRUE;                                                                  \
}

DEFINE_PLAYER_NUMBER (gems, BF_LIVINGSTONE_MAX_GEMS, _("Gems kept"))
DEFINE_PLAYER_NUMBER (vp_cards, BF_LIVINGSTONE_MAX_VP_CARDS, _("VP on action cards"))
DEFINE_PLAYER_NUMBER (donation, BF_LIVINGSTONE_MAX_DONATION, _("A donation"))

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

  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = get_player (self, i);

      if (p->gems > 0 || p->vp_cards > 0 || p->donation > 0)
        return TRUE;
    }

  return bf_livingstone_game_get_minimum_donation (self) >= 0;
}

/* File format ---------------------------------------------------------------------- */

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
      Player *p = get_player (self, i);

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
      Round *round = get_round (self, r);

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
read_int (JsonNode    *node,
          gint64       min,
          gint64       max,
          gint64      *value)
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
  Player *p;
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
  if (!check_name (name, NULL))
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
      Round round = { 0 };
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
  if (!lenient && find_game_end_stop (self) != G_MAXUINT)
    {
      g_autoptr(GError) local = NULL;

      set_game_end_error (&local, find_game_end_stop (self));
      g_set_error_literal (error, BF_GAME_FILE_ERROR, BF_GAME_FILE_ERROR_CONTENT, local->message);
      return NULL;
    }
  sync_rounds (self);

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

/* Result ------------------------------------------------------------------------- */

typedef struct
{
  char     *name;
  char     *color;               /* "#rrggbb" or "" */
  int       subtotal;
  int       total;
  gboolean  disqualified;
  gboolean  winner;
  guint     rank;
  guint     donation;
  guint     tents_placed;
  GArray   *lines;               /* BfLivingstoneLine */
} ResultPlayer;

struct _BfLivingstoneResult
{
  grefcount     ref_count;
  guint         n_players;
  ResultPlayer  players[BF_LIVINGSTONE_MAX_PLAYERS];
  gboolean      confirmed;
  char         *verdict;
  GPtrArray    *notes;           /* char* */
};

G_DEFINE_BOXED_TYPE (BfLivingstoneResult, bf_livingstone_result,
                     bf_livingstone_result_ref, bf_livingstone_result_unref)

static void
line_clear (gpointer data)
{
  BfLivingstoneLine *line = data;

  g_free (line->title);
  g_free (line->explanation);
}

static void
add_line (ResultPlayer *player,
          const char   *category,
          char         *title,
          int           vp,
          char         *explanation)
{
  BfLivingstoneLine line = { category, title, vp, explanation };

  g_array_append_val (player->lines, line);
}

/* Translators: an amount of pounds (Livingstone's coins), "£12" */
#define POUNDS(n) g_strdup_printf (C_("pounds", "£%d"), (int) (n))

/* "Anna", "Anna and Ben", "Anna, Ben and Cleo" */
static char *
join_names (GPtrArray *names)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0 && i + 1 == names->len)
        /* Translators: before the last name of a list, "Anna, Ben and Cleo" */
        g_string_append (text, _(" and "));
      else if (i > 0)
        g_string_append (text, _(", "));
      g_string_append (text, g_ptr_array_index (names, i));
    }

  return g_string_free (text, FALSE);
}

static void
score_rounds (BfLivingstoneGame *game,
              ResultPlayer      *rp,
              guint              player)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) stops = g_ptr_array_new_with_free_func (g_free);
  guint n_rounds = game->rounds->len;
  int sum = 0;

  for (guint r = 0; r < n_rounds; r++)
    {
      int score = bf_livingstone_game_get_round_score (game, r, player);

      if (r > 0)
        g_string_append (text, " + ");
      g_string_append_printf (text, "%d", score);
      sum += score;

      if (get_round (game, r)->stopped)
        g_ptr_array_add (stops, g_strdup_printf ("%u", r + 1));
    }

  if (stops->len == 0)
    add_line (rp, BF_LIVINGSTONE_SCORE_ROUNDS, g_strdup (_("Rounds")), sum,
              /* Translators: "Rounds 1–10: 2 + 0 + 5 … = 34 VP; row n scores n VP per tent" */
              g_strdup_printf (_("Rounds 1–%u: %s = %d VP (each tent in the column above the steamboat scores its row number)"),
                               n_rounds, text->str, sum));
  else
    {
      g_autofree char *list = join_names (stops);

      add_line (rp, BF_LIVINGSTONE_SCORE_ROUNDS, g_strdup (_("Rounds")), sum,
                /* Translators: the last %s is a list of rounds, "4 and 7" */
                g_strdup_printf (_("Rounds 1–%u: %s = %d VP (each tent in the column above the steamboat scores its row number; the steamboat stopped after round %s, so that column was scored again)"),
                                 n_rounds, text->str, sum, list));
    }
}

static void
score_majorities (BfLivingstoneGame   *game,
                  BfLivingstoneResult *result)
{
  guint n = game->players->len;
  g_autoptr(GPtrArray) empty_rows = g_ptr_array_new_with_free_func (g_free);
  gboolean scored[BF_LIVINGSTONE_MAX_PLAYERS] = { FALSE };

  for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
    {
      guint counts[BF_LIVINGSTONE_MAX_PLAYERS];
      guint max = 0, n_tied = 0;
      guint value = game->row_values[row - 1];

      for (guint i = 0; i < n; i++)
        {
          counts[i] = bf_livingstone_game_get_board_tents (game, i, row);
          max = MAX (max, counts[i]);
        }

      if (max == 0)
        {
          g_ptr_array_add (empty_rows, g_strdup_printf ("%u", row));
          continue;
        }

      for (guint i = 0; i < n; i++)
        if (counts[i] == max)
          n_tied++;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GPtrArray) others = NULL;
          g_autofree char *names = NULL;
          guint second = 0;
          char *title;
          char *explanation;

          if (counts[i] != max)
            continue;

          for (guint j = 0; j < n; j++)
            if (j != i && counts[j] != max)
              second = MAX (second, counts[j]);

          /* Translators: a result line, "Row 3 majority" */
          title = g_strdup_printf (_("Row %u majority"), row);
          if (n_tied == 1)
            explanation = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "Most tents in row %u: %u tent (next best %u), takes the row’s %u VP",
                                                        "Most tents in row %u: %u tents (next best %u), takes the row’s %u VP",
                                                        max),
                                           row, max, second, value);
          else
            {
              others = g_ptr_array_new ();
              for (guint j = 0; j < n; j++)
                if (j != i && counts[j] == max)
                  g_ptr_array_add (others, get_player (game, j)->display);
              names = join_names (others);
              explanation = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "Tied for most tents in row %u with %s (%u tent each): %u VP ÷ %u = %u VP, rounded down",
                                                          "Tied for most tents in row %u with %s (%u tents each): %u VP ÷ %u = %u VP, rounded down",
                                                          max),
                                             row, names, max, value, n_tied, value / n_tied);
            }

          add_line (&result->players[i], BF_LIVINGSTONE_SCORE_MAJORITY, title,
                    value / n_tied, explanation);
          scored[i] = TRUE;
        }
    }

  for (guint i = 0; i < n; i++)
    if (!scored[i])
      add_line (&result->players[i], BF_LIVINGSTONE_SCORE_MAJORITY,
                g_strdup (_("Row majorities")), 0,
                g_strdup (_("No row where this player has the most tents")));

  if (empty_rows->len > 0)
    {
      g_autofree char *list = join_names (empty_rows);

      g_ptr_array_add (result->notes,
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "Row %s has no tents and is not scored at the end.",
                                                     "Rows %s have no tents and are not scored at the end.",
                                                     empty_rows->len),
                                        list));
    }
}

static void
score_donations (BfLivingstoneGame   *game,
                 BfLivingstoneResult *result)
{
  guint n = game->players->len;
  int minimum = bf_livingstone_game_get_minimum_donation (game);
  guint lowest = G_MAXUINT;

  if (n == 0)
    return;

  for (guint i = 0; i < n; i++)
    lowest = MIN (lowest, get_player (game, i)->donation);

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &result->players[i];
      g_autofree char *donated = POUNDS (rp->donation);
      char *explanation;

      if (n == 2)
        {
          if (minimum < 0)
            {
              rp->disqualified = FALSE;
              explanation = g_strdup_printf (_("Donated %s; the four dice for the minimum donation are not rolled yet"),
                                             donated);
            }
          else
            {
              g_autofree char *min_text = POUNDS (minimum);
              g_autofree char *dice = g_strdup_printf ("%u + %u + %u + %u", game->dice[0],
                                                       game->dice[1], game->dice[2], game->dice[3]);

              rp->disqualified = (int) rp->donation < minimum;
              if (rp->disqualified)
                explanation = g_strdup_printf (_("Donated %s, less than the minimum of %s (dice %s): disqualified, score set to 0"),
                                               donated, min_text, dice);
              else
                explanation = g_strdup_printf (_("Donated %s, at least the minimum of %s (dice %s)"),
                                               donated, min_text, dice);
            }
        }
      else
        {
          g_autofree char *lowest_text = POUNDS (lowest);
          g_autoptr(GPtrArray) others = g_ptr_array_new ();

          for (guint j = 0; j < n; j++)
            if (j != i && get_player (game, j)->donation == lowest)
              g_ptr_array_add (others, get_player (game, j)->display);

          rp->disqualified = rp->donation == lowest;
          if (rp->disqualified && others->len == 0)
            explanation = g_strdup_printf (_("Donated %s, the lowest donation: disqualified, score set to 0"),
                                           donated);
          else if (rp->disqualified)
            {
              g_autofree char *names = join_names (others);

              explanation = g_strdup_printf (_("Donated %s, tied for the lowest donation with %s: disqualified, score set to 0"),
                                             donated, names);
            }
          else
            {
              g_autofree char *names = join_names (others);

              explanation = g_strdup_printf (_("Donated %s; the lowest donation was %s (%s)"),
                                             donated, lowest_text, names);
            }
        }

      add_line (rp, BF_LIVINGSTONE_SCORE_DONATION,
                g_strdup (rp->disqualified ? _("Disqualified") : _("Donation to the Queen")),
                rp->disqualified ? -rp->subtotal : 0, explanation);
      rp->total = rp->disqualified ? 0 : rp->subtotal;
    }

  if (n == 2 && minimum < 0)
    g_ptr_array_add (result->notes,
                     g_strdup (_("Two players: roll or enter the four dice; a player who donated less than their sum is disqualified.")));
}

/* Orders players for the win: score, then donation, then tents placed. */
static int
compare_players (const ResultPlayer *a,
                 const ResultPlayer *b)
{
  if (a->total != b->total)
    return a->total > b->total ? -1 : 1;
  if (a->donation != b->donation)
    return a->donation > b->donation ? -1 : 1;
  if (a->tents_placed != b->tents_placed)
    return a->tents_placed > b->tents_placed ? -1 : 1;
  return 0;
}

static void
find_winners (BfLivingstoneGame   *game,
              BfLivingstoneResult *result)
{
  guint n = result->n_players;
  int best = -1;
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autoptr(GPtrArray) tied = g_ptr_array_new ();
  g_autofree char *winner_names = NULL;
  ResultPlayer *first = NULL;

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &result->players[i];

      rp->rank = 0;
      if (rp->disqualified)
        continue;

      rp->rank = 1;
      for (guint j = 0; j < n; j++)
        if (j != i && !result->players[j].disqualified &&
            compare_players (&result->players[j], rp) < 0)
          rp->rank++;

      if (rp->rank == 1)
        {
          rp->winner = TRUE;
          g_ptr_array_add (winners, rp->name);
          first = rp;
        }
      best = MAX (best, rp->total);
    }

  if (n < BF_LIVINGSTONE_MIN_PLAYERS)
    {
      result->verdict = g_strdup (_("Livingstone needs 2 to 5 players."));
      return;
    }

  if (first == NULL)
    {
      result->verdict = g_strdup (_("Nobody wins: every player was disqualified."));
      return;
    }

  /* The players tied on score with the winners, to explain the tie-breaks. */
  for (guint i = 0; i < n; i++)
    if (!result->players[i].disqualified && result->players[i].total == best)
      g_ptr_array_add (tied, result->players[i].name);

  winner_names = join_names (winners);

  if (tied->len == 1)
    result->verdict = g_strdup_printf (_("%s wins with %d VP."), winner_names, best);
  else
    {
      g_autofree char *tied_names = join_names (tied);
      guint max_donation = first->donation;
      guint n_same_donation = 0;
      g_autofree char *donation_text = POUNDS (max_donation);

      for (guint i = 0; i < n; i++)
        if (!result->players[i].disqualified && result->players[i].total == best &&
            result->players[i].donation == max_donation)
          n_same_donation++;

      if (winners->len > 1)
        result->verdict = g_strdup_printf (_("%s share the win: %d VP, %s donated and %u tents placed each."),
                                           winner_names, best, donation_text, first->tents_placed);
      else if (n_same_donation == 1)
        result->verdict = g_strdup_printf (_("%s tie at %d VP; %s wins with the largest donation (%s)."),
                                           tied_names, best, winner_names, donation_text);
      else
        result->verdict = g_strdup_printf (_("%s tie at %d VP and the largest donation (%s); %s wins with the most tents placed (%u)."),
                                           tied_names, best, donation_text, winner_names,
                                           first->tents_placed);
    }
}

BfLivingstoneResult *
bf_livingstone_result_new (BfLivingstoneGame *game)
{
  BfLivingstoneResult *self;
  BfRules *rules = bf_rules_get_default ();
  guint n;

  g_return_val_if_fail (BF_IS_LIVINGSTONE_GAME (game), NULL);

  n = game->players->len;
  self = g_new0 (BfLivingstoneResult, 1);
  g_ref_count_init (&self->ref_count);
  self->n_players = n;
  self->confirmed = game->confirmed;
  self->notes = g_ptr_array_new_with_free_func (g_free);

  if (!game->confirmed)
    g_ptr_array_add (self->notes,
                     g_strdup_printf (_("Not confirmed from your board: rows 2–5 end values %u, %u, %u and %u VP were assumed."),
                                      game->row_values[1], game->row_values[2],
                                      game->row_values[3], game->row_values[4]));
  if (n < BF_LIVINGSTONE_MIN_PLAYERS)
    g_ptr_array_add (self->notes, g_strdup (_("Livingstone needs 2 to 5 players.")));
  if (find_game_end_stop (game) != G_MAXUINT)
    {
      g_autoptr(GError) error = NULL;

      set_game_end_error (&error, find_game_end_stop (game));
      g_ptr_array_add (self->notes, g_strdup (error->message));
    }

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &self->players[i];
      Player *p = get_player (game, i);
      const BfColor *color = bf_rules_lookup_color (rules, p->color);

      rp->name = g_strdup (p->display);
      rp->color = g_strdup (color != NULL ? color->rgb : "");
      rp->donation = p->donation;
      rp->tents_placed = bf_livingstone_game_get_tents_placed (game, i);
      rp->lines = g_array_new (FALSE, TRUE, sizeof (BfLivingstoneLine));
      g_array_set_clear_func (rp->lines, line_clear);

      score_rounds (game, rp, i);

      if (rp->tents_placed > BF_LIVINGSTONE_N_TENTS)
        g_ptr_array_add (self->notes,
                         g_strdup_printf (_("%s has %u tents on the board, more than the %d of a player’s supply: check the entries."),
                                          rp->name, rp->tents_placed, BF_LIVINGSTONE_N_TENTS));
      for (guint row = 1; row <= BF_LIVINGSTONE_N_ROWS; row++)
        if (board_tents_raw (game, i, row) < 0)
          g_ptr_array_add (self->notes,
                           g_strdup_printf (_("%s moved away more tents from row %u than there are: counted as 0."),
                                            rp->name, row));
    }

  score_majorities (game, self);

  for (guint i = 0; i < n; i++)
    {
      ResultPlayer *rp = &self->players[i];
      Player *p = get_player (game, i);

      add_line (rp, BF_LIVINGSTONE_SCORE_GEMS, g_strdup (_("Gems kept")), p->gems,
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u gem in hand × 1 VP",
                                              "%u gems in hand × 1 VP", p->gems),
                                 p->gems));
      add_line (rp, BF_LIVINGSTONE_SCORE_VP_CARDS, g_strdup (_("VP action cards")), p->vp_cards,
                g_strdup_printf (_("Victory points printed on the action cards in hand: %u VP"),
                                 p->vp_cards));

      rp->subtotal = 0;
      for (guint l = 0; l < rp->lines->len; l++)
        rp->subtotal += g_array_index (rp->lines, BfLivingstoneLine, l).vp;
      rp->total = rp->subtotal;
    }

  score_donations (game, self);
  find_winners (game, self);

  return self;
}

BfLivingstoneResult *
bf_livingstone_result_ref (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

void
bf_livingstone_result_unref (BfLivingstoneResult *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  for (guint i = 0; i < self->n_players; i++)
    {
      g_free (self->players[i].name);
      g_free (self->players[i].color);
      g_array_unref (self->players[i].lines);
    }
  g_free (self->verdict);
  g_ptr_array_unref (self->notes);
  g_free (self);
}

guint
bf_livingstone_result_get_n_players (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_players;
}

#define RETURN_PLAYER_FIELD(field, fallback)                \
  g_return_val_if_fail (self != NULL, fallback);            \
  g_return_val_if_fail (player < self->n_players, fallback); \
  return self->players[player].field

const char *
bf_livingstone_result_get_name (BfLivingstoneResult *self,
                                guint                player)
{
  RETURN_PLAYER_FIELD (name, NULL);
}

const char *
bf_livingstone_result_get_color (BfLivingstoneResult *self,
                                 guint                player)
{
  RETURN_PLAYER_FIELD (color, NULL);
}

int
bf_livingstone_result_get_total (BfLivingstoneResult *self,
                                 guint                player)
{
  RETURN_PLAYER_FIELD (total, 0);
}

int
bf_livingstone_result_get_subtotal (BfLivingstoneResult *self,
                                    guint                player)
{
  RETURN_PLAYER_FIELD (subtotal, 0);
}

gboolean
bf_livingstone_result_is_disqualified (BfLivingstoneResult *self,
                                       guint                player)
{
  RETURN_PLAYER_FIELD (disqualified, FALSE);
}

gboolean
bf_livingstone_result_is_winner (BfLivingstoneResult *self,
                                 guint                player)
{
  RETURN_PLAYER_FIELD (winner, FALSE);
}

guint
bf_livingstone_result_get_rank (BfLivingstoneResult *self,
                                guint                player)
{
  RETURN_PLAYER_FIELD (rank, 0);
}

guint
bf_livingstone_result_get_n_lines (BfLivingstoneResult *self,
                                   guint                player)
{
  RETURN_PLAYER_FIELD (lines->len, 0);
}

#undef RETURN_PLAYER_FIELD

const BfLivingstoneLine *
bf_livingstone_result_get_line (BfLivingstoneResult *self,
                                guint                player,
                                guint                line)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  g_return_val_if_fail (line < self->players[player].lines->len, NULL);

  return &g_array_index (self->players[player].lines, BfLivingstoneLine, line);
}

int
bf_livingstone_result_get_category (BfLivingstoneResult *self,
                                    guint                player,
                                    const char          *category)
{
  GArray *lines;
  int vp = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);
  g_return_val_if_fail (category != NULL, 0);

  lines = self->players[player].lines;
  for (guint l = 0; l < lines->len; l++)
    if (g_str_equal (g_array_index (lines, BfLivingstoneLine, l).category, category))
      vp += g_array_index (lines, BfLivingstoneLine, l).vp;

  return vp;
}

const char *
bf_livingstone_result_get_verdict (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->verdict != NULL ? self->verdict : "";
}

gboolean
bf_livingstone_result_get_values_confirmed (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->confirmed;
}

guint
bf_livingstone_result_get_n_notes (BfLivingstoneResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->notes->len;
}

const char *
bf_livingstone_result_get_note (BfLivingstoneResult *self,
                                guint                note)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (note < self->notes->len, NULL);

  return g_ptr_array_index (self->notes, note);
}

char *
bf_livingstone_result_to_text (BfLivingstoneResult *self)
{
  GString *text;

  g_return_val_if_fail (self != NULL, NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < self->n_players; i++)
    {
      ResultPlayer *rp = &self->players[i];

      g_string_append_printf (text, "%s%s: %d VP\n", rp->name,
                              rp->winner ? " ★" : "", rp->total);
      for (guint l = 0; l < rp->lines->len; l++)
        {
          BfLivingstoneLine *line = &g_array_index (rp->lines, BfLivingstoneLine, l);

          g_string_append_printf (text, "  %4d  %s: %s\n", line->vp, line->title, line->explanation);
        }
    }

  for (guint n = 0; n < self->notes->len; n++)
    g_string_append_printf (text, "* %s\n", (char *) g_ptr_array_index (self->notes, n));
  g_string_append_printf (text, "%s\n", bf_livingstone_result_get_verdict (self));

  return g_string_free (text, FALSE);
}

JsonNode *
bf_livingstone_result_to_json (BfLivingstoneResult *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "values-confirmed");
  json_builder_add_boolean_value (builder, self->confirmed);
  json_builder_set_member_name (builder, "verdict");
  json_builder_add_string_value (builder, bf_livingstone_result_get_verdict (self));
  json_builder_set_member_name (builder, "notes");
  json_builder_begin_array (builder);
  for (guint n = 0; n < self->notes->len; n++)
    json_builder_add_string_value (builder, g_ptr_array_index (self->notes, n));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_players; i++)
    {
      ResultPlayer *rp = &self->players[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, rp->name);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, rp->total);
      json_builder_set_member_name (builder, "subtotal");
      json_builder_add_int_value (builder, rp->subtotal);
      json_builder_set_member_name (builder, "disqualified");
      json_builder_add_boolean_value (builder, rp->disqualified);
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, rp->winner);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, rp->rank);
      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (guint l = 0; l < rp->lines->len; l++)
        {
          BfLivingstoneLine *line = &g_array_index (rp->lines, BfLivingstoneLine, l);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "category");
          json_builder_add_string_value (builder, line->category);
          json_builder_set_member_name (builder, "title");
          json_builder_add_string_value (builder, line->title);
          json_builder_set_member_name (builder, "vp");
          json_builder_add_int_value (builder, line->vp);
          json_builder_set_member_name (builder, "explanation");
          json_builder_add_string_value (builder, line->explanation);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}
