/* bf-livingstone-player.c
 *
 * One player of a Livingstone score pad (BfLivingstonePlayer). The
 * checks of the entries are the game's (bf-livingstone.c): a setter here
 * is the game's setter for this player's place, and the game notifies
 * the player of what changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone"

#include "config.h"

#include "bf-livingstone-private.h"

#include "bf-i18n.h"

G_DEFINE_FINAL_TYPE (BfLivingstonePlayer, bf_livingstone_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_NAME,
  PROP_DISPLAY_NAME,
  PROP_COLOR,
  PROP_GEMS,
  PROP_VP_CARDS,
  PROP_DONATION,
  PROP_ROUNDS_TOTAL,
  PROP_TENTS_PLACED,
  PROP_END_VP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_livingstone_player_finalize (GObject *object)
{
  BfLivingstonePlayer *self = (BfLivingstonePlayer *)object;

  g_free (self->name);
  g_free (self->display);
  g_free (self->color);

  G_OBJECT_CLASS (bf_livingstone_player_parent_class)->finalize (object);
}

static void
bf_livingstone_player_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BfLivingstonePlayer *self = BF_LIVINGSTONE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DISPLAY_NAME:
      g_value_set_string (value, self->display);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_GEMS:
      g_value_set_uint (value, self->gems);
      break;
    case PROP_VP_CARDS:
      g_value_set_uint (value, self->vp_cards);
      break;
    case PROP_DONATION:
      g_value_set_uint (value, self->donation);
      break;
    case PROP_ROUNDS_TOTAL:
      g_value_set_int (value, self->rounds_total);
      break;
    case PROP_TENTS_PLACED:
      g_value_set_uint (value, self->tents_placed);
      break;
    case PROP_END_VP:
      g_value_set_uint (value, self->end_vp);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_player_class_init (BfLivingstonePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = bf_livingstone_player_finalize;
  object_class->get_property = bf_livingstone_player_get_property;

  /* All read-only: written through the setters, which take a GError. */
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, BF_LIVINGSTONE_MAX_PLAYERS - 1, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_DISPLAY_NAME] = g_param_spec_string ("display-name", NULL, NULL, "", flags);
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, NULL, flags);
  properties[PROP_GEMS] = g_param_spec_uint ("gems", NULL, NULL, 0, BF_LIVINGSTONE_MAX_GEMS, 0, flags);
  properties[PROP_VP_CARDS] =
    g_param_spec_uint ("vp-cards", NULL, NULL, 0, BF_LIVINGSTONE_MAX_VP_CARDS, 0, flags);
  properties[PROP_DONATION] =
    g_param_spec_uint ("donation", NULL, NULL, 0, BF_LIVINGSTONE_MAX_DONATION, 0, flags);
  properties[PROP_ROUNDS_TOTAL] = g_param_spec_int ("rounds-total", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_TENTS_PLACED] = g_param_spec_uint ("tents-placed", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_END_VP] = g_param_spec_uint ("end-vp", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_livingstone_player_init (BfLivingstonePlayer *self)
{
}

BfLivingstonePlayer *
_bf_livingstone_player_new (BfLivingstoneGame *game,
                            guint              position)
{
  BfLivingstonePlayer *self = g_object_new (BF_TYPE_LIVINGSTONE_PLAYER, NULL);

  self->game = game;
  self->position = position;
  self->name = g_strdup ("");

  return self;
}

void
_bf_livingstone_player_set_position (BfLivingstonePlayer *self,
                                     guint                position)
{
  g_autofree char *display = NULL;

  g_object_freeze_notify (G_OBJECT (self));

  if (self->position != position)
    {
      self->position = position;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
    }

  if (self->name[0] != '\0')
    display = g_strdup (self->name);
  else
    /* Translators: a player whose name was not entered, "Player 2" */
    display = g_strdup_printf (_("Player %u"), position + 1);

  if (g_strcmp0 (self->display, display) != 0)
    {
      g_free (self->display);
      self->display = g_steal_pointer (&display);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DISPLAY_NAME]);
    }

  g_object_thaw_notify (G_OBJECT (self));
}

void
_bf_livingstone_player_notify (BfLivingstonePlayer *self,
                               const char          *property)
{
  g_object_notify (G_OBJECT (self), property);
}

void
_bf_livingstone_player_sync (BfLivingstonePlayer *self)
{
  int rounds_total = 0;
  guint tents_placed;
  guint end_vp = self->gems + self->vp_cards;

  if (self->game == NULL)
    return;

  rounds_total = bf_livingstone_game_get_running_total (self->game, self->position,
                                                        bf_livingstone_game_get_n_rounds (self->game));
  tents_placed = bf_livingstone_game_get_tents_placed (self->game, self->position);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->rounds_total != rounds_total)
    {
      self->rounds_total = rounds_total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUNDS_TOTAL]);
    }
  if (self->tents_placed != tents_placed)
    {
      self->tents_placed = tents_placed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TENTS_PLACED]);
    }
  if (self->end_vp != end_vp)
    {
      self->end_vp = end_vp;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_END_VP]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Public --------------------------------------------------------------------- */

#define CHECK_PLAYING(self, value)                                               \
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), value);               \
  g_return_val_if_fail (self->game != NULL, value)

guint
bf_livingstone_player_get_position (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);

  return self->position;
}

gboolean
bf_livingstone_player_is_playing (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), FALSE);

  return self->game != NULL;
}

const char *
bf_livingstone_player_get_name (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), NULL);

  return self->name;
}

const char *
bf_livingstone_player_get_display_name (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), NULL);

  return self->display;
}

gboolean
bf_livingstone_player_set_name (BfLivingstonePlayer  *self,
                                const char           *name,
                                GError              **error)
{
  CHECK_PLAYING (self, FALSE);

  return bf_livingstone_game_set_player_name (self->game, self->position, name, error);
}

const char *
bf_livingstone_player_get_color (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), NULL);

  return self->color;
}

gboolean
bf_livingstone_player_set_color (BfLivingstonePlayer  *self,
                                 const char           *color,
                                 GError              **error)
{
  CHECK_PLAYING (self, FALSE);

  return bf_livingstone_game_set_player_color (self->game, self->position, color, error);
}

guint
bf_livingstone_player_get_n_rounds (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);

  return self->game != NULL ? bf_livingstone_game_get_n_rounds (self->game) : 0;
}

guint
bf_livingstone_player_get_tents (BfLivingstonePlayer *self,
                                 guint                round,
                                 guint                row)
{
  CHECK_PLAYING (self, 0);

  return bf_livingstone_game_get_tents (self->game, round, self->position, row);
}

gboolean
bf_livingstone_player_set_tents (BfLivingstonePlayer  *self,
                                 guint                 round,
                                 guint                 row,
                                 guint                 tents,
                                 GError              **error)
{
  CHECK_PLAYING (self, FALSE);

  return bf_livingstone_game_set_tents (self->game, round, self->position, row, tents, error);
}

int
bf_livingstone_player_get_other_tents (BfLivingstonePlayer *self,
                                       guint                row)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);
  g_return_val_if_fail (row >= 1 && row <= BF_LIVINGSTONE_N_ROWS, 0);

  return self->other[row - 1];
}

gboolean
bf_livingstone_player_set_other_tents (BfLivingstonePlayer  *self,
                                       guint                 row,
                                       int                   tents,
                                       GError              **error)
{
  CHECK_PLAYING (self, FALSE);

  return bf_livingstone_game_set_other_tents (self->game, self->position, row, tents, error);
}

#define DEFINE_NUMBER(field)                                                     \
guint                                                                           \
bf_livingstone_player_get_##field (BfLivingstonePlayer *self)                   \
{                                                                               \
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);                    \
                                                                                \
  return self->field;                                                           \
}                                                                               \
                                                                                \
gboolean                                                                        \
bf_livingstone_player_set_##field (BfLivingstonePlayer  *self,                  \
                                   guint                 value,                 \
                                   GError              **error)                 \
{                                                                               \
  CHECK_PLAYING (self, FALSE);                                                  \
                                                                                \
  return bf_livingstone_game_set_##field (self->game, self->position, value, error); \
}

DEFINE_NUMBER (gems)
DEFINE_NUMBER (vp_cards)
DEFINE_NUMBER (donation)

int
bf_livingstone_player_get_round_score (BfLivingstonePlayer *self,
                                       guint                round)
{
  CHECK_PLAYING (self, 0);

  return bf_livingstone_game_get_round_score (self->game, round, self->position);
}

int
bf_livingstone_player_get_running_total (BfLivingstonePlayer *self,
                                         guint                n_rounds)
{
  CHECK_PLAYING (self, 0);

  return bf_livingstone_game_get_running_total (self->game, self->position, n_rounds);
}

int
bf_livingstone_player_get_rounds_total (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);

  return self->rounds_total;
}

guint
bf_livingstone_player_get_tents_placed (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);

  return self->tents_placed;
}

guint
bf_livingstone_player_get_end_vp (BfLivingstonePlayer *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PLAYER (self), 0);

  return self->end_vp;
}
