/* bf-carnegie-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-player"

#include "config.h"

#include "bf-i18n.h"

#include "bf-carnegie-game-private.h"
#include "bf-carnegie-player.h"
#include "bf-carnegie-player-private.h"
#include "bf-carnegie-rules.h"

struct _BfCarnegiePlayer
{
  GObject    parent_instance;

  /* borrowed */
  BfCarnegieGame    *game;

  /* owned */
  char      *name;
  char      *color;
  GArray    *projects;           /* BfProject */
  GListStore *project_objects;   /* BfCarnegieProject, the same */
  GArray    *donations;          /* BfChartPos */
  GListStore *donation_objects;  /* BfCarnegieDonation, the same */
  GArray    *departments;        /* BfBuiltDepartment */
  GListStore *department_objects; /* BfCarnegieDepartment, the same */
  GListStore *transport_objects; /* BfCarnegieTransport, one per region */
  GArray    *taken;              /* guint, Andrew's department tiles */

  gboolean   andrew;
  int        score_track;
  guint      transport[BF_N_REGIONS];
  guint      active;
  guint      inactive_board;
  guint      inactive_missions;
  guint      active_on_cost;
  guint      empty_spaces;
  guint      money;
  guint      goods;
  guint      tab_vp[BF_N_PROJECT_TYPES];
  gboolean   action_choice;
  BfChartPos secret_donation;
  guint      vp_cards[BF_N_VP_CARDS];
};

G_DEFINE_FINAL_TYPE (BfCarnegiePlayer, bf_carnegie_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ANDREW,
  PROP_NAME,
  PROP_COLOR,
  PROP_SCORE_TRACK,
  PROP_MONEY,
  PROP_GOODS,
  PROP_ACTIVE_EMPLOYEES,
  PROP_INACTIVE_BOARD,
  PROP_INACTIVE_MISSIONS,
  PROP_ACTIVE_ON_COST,
  PROP_EMPTY_SPACES,
  PROP_ACTION_CHOICE,
  PROP_SECRET_DONATION,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
emit_changed (BfCarnegiePlayer *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
notify_changed (BfCarnegiePlayer *self,
                guint             prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  emit_changed (self);
}

static gboolean
check_count (BfCarnegiePlayer *self,
             guint             value,
             guint             max,
             const char       *what,
             GError          **error)
{
  if (value > max)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: "Anna: money must be from 0 to 9999." */
                   _("%s: %s must be from 0 to %u."),
                   _bf_carnegie_player_display_name (self), what, max);
      return FALSE;
    }

  return TRUE;
}

/* Pawns: base setup step 4 gives every company 30 pawns. A player puts
 * 1 on the score track and 4 on the transport tracks (steps 5 and 4),
 * Andrew only the 4 on the transport tracks (solo setup 2): the rest
 * are for projects and donations (the project tabs' 3 among them). */
guint
bf_carnegie_player_get_pawn_supply (BfCarnegiePlayer *self)
{
  guint on_tracks;

  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  on_tracks = BF_N_REGIONS + (self->andrew ? 0 : 1);
  return bf_carnegie_rules_get_pawns_per_colour (bf_carnegie_rules_get_default ()) - on_tracks;
}

guint
bf_carnegie_player_get_n_pawns (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->projects->len + self->donations->len;
}

void
_bf_carnegie_player_set_too_many_pawns_error (BfCarnegiePlayer *self,
                                              GError          **error)
{
  guint supply = bf_carnegie_player_get_pawn_supply (self);
  guint n = bf_carnegie_player_get_n_pawns (self);
  guint all = bf_carnegie_rules_get_pawns_per_colour (bf_carnegie_rules_get_default ());

  if (self->andrew)
    g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                 /* Translators: Andrew's pawns on projects and donations, then how many he has for them, then his pawns in all (30) */
                 _("Andrew has %u pawns on projects and donations, but only %u: of his %u pawns, 4 stand on the transport tracks."),
                 n, supply, all);
  else
    g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                 /* Translators: "Anna has 26 pawns on projects and donations, but only 25: of the 30 pawns, …" */
                 _("%s has %u pawns on projects and donations, but only %u: of the %u pawns, 1 stands on the score track and 4 on the transport tracks."),
                 self->name, n, supply, all);
}

/* A project or donation takes one of the player's pawns: refused when
 * none is left, saying where they all are. */
static gboolean
check_pawn_left (BfCarnegiePlayer *self,
                 GError          **error)
{
  guint supply = bf_carnegie_player_get_pawn_supply (self);
  guint all = bf_carnegie_rules_get_pawns_per_colour (bf_carnegie_rules_get_default ());

  if (!_bf_carnegie_game_checks_entries (self->game) || bf_carnegie_player_get_n_pawns (self) < supply)
    return TRUE;

  if (self->andrew)
    g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                 /* Translators: Andrew's pawns for projects and donations (26), then his pawns in all (30) */
                 _("Andrew has no pawn left: all %u of his pawns for projects and donations are on the board (of his %u pawns, 4 stand on the transport tracks)."),
                 supply, all);
  else
    g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                 /* Translators: "Anna has no pawn left: all 25 pawns for projects and donations are on the board (of the 30 pawns, …" */
                 _("%s has no pawn left: all %u pawns for projects and donations are on the board (of the %u pawns, 1 stands on the score track and 4 on the transport tracks)."),
                 self->name, supply, all);
  return FALSE;
}

static gboolean
check_human (BfCarnegiePlayer *self,
             const char       *what,
             GError          **error)
{
  if (self->andrew)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: "Andrew has no money in the solo game." */
                   _("Andrew has no %s in the solo game."), what);
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_andrew (BfCarnegiePlayer *self,
              const char       *what,
              GError          **error)
{
  if (!self->andrew)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   /* Translators: "Anna: only Andrew has VP cards." */
                   _("%s: only Andrew has %s."),
                   _bf_carnegie_player_display_name (self), what);
      return FALSE;
    }

  return TRUE;
}

const char *
_bf_carnegie_player_display_name (BfCarnegiePlayer *self)
{
  if (self->andrew)
    return _("Andrew");
  if (self->name != NULL)
    return self->name;
  return _("A player");
}

void
_bf_carnegie_player_set_game (BfCarnegiePlayer *self,
                              BfCarnegieGame   *game)
{
  self->game = game;
}

BfCarnegieGame *
_bf_carnegie_player_get_game (BfCarnegiePlayer *self)
{
  return self->game;
}

static void
bf_carnegie_player_finalize (GObject *object)
{
  BfCarnegiePlayer *self = (BfCarnegiePlayer *)object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->color, g_free);
  g_clear_pointer (&self->projects, g_array_unref);
  g_clear_object (&self->project_objects);
  g_clear_pointer (&self->donations, g_array_unref);
  g_clear_object (&self->donation_objects);
  g_clear_pointer (&self->departments, g_array_unref);
  g_clear_object (&self->department_objects);
  g_clear_object (&self->transport_objects);
  g_clear_pointer (&self->taken, g_array_unref);

  G_OBJECT_CLASS (bf_carnegie_player_parent_class)->finalize (object);
}

static void
bf_carnegie_player_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BfCarnegiePlayer *self = BF_CARNEGIE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ANDREW:
      g_value_set_boolean (value, self->andrew);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_SCORE_TRACK:
      g_value_set_int (value, self->score_track);
      break;
    case PROP_MONEY:
      g_value_set_uint (value, self->money);
      break;
    case PROP_GOODS:
      g_value_set_uint (value, self->goods);
      break;
    case PROP_ACTIVE_EMPLOYEES:
      g_value_set_uint (value, self->active);
      break;
    case PROP_INACTIVE_BOARD:
      g_value_set_uint (value, self->inactive_board);
      break;
    case PROP_INACTIVE_MISSIONS:
      g_value_set_uint (value, self->inactive_missions);
      break;
    case PROP_ACTIVE_ON_COST:
      g_value_set_uint (value, self->active_on_cost);
      break;
    case PROP_EMPTY_SPACES:
      g_value_set_uint (value, self->empty_spaces);
      break;
    case PROP_ACTION_CHOICE:
      g_value_set_boolean (value, self->action_choice);
      break;
    case PROP_SECRET_DONATION:
      g_value_set_uint (value, self->secret_donation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_player_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BfCarnegiePlayer *self = BF_CARNEGIE_PLAYER (object);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  switch (prop_id)
    {
    case PROP_ANDREW:
      self->andrew = g_value_get_boolean (value);
      break;
    case PROP_NAME:
      ok = bf_carnegie_player_set_name (self, g_value_get_string (value), &error);
      break;
    case PROP_COLOR:
      ok = bf_carnegie_player_set_color (self, g_value_get_string (value), &error);
      break;
    case PROP_SCORE_TRACK:
      ok = bf_carnegie_player_set_score_track (self, g_value_get_int (value), &error);
      break;
    case PROP_MONEY:
      ok = bf_carnegie_player_set_money (self, g_value_get_uint (value), &error);
      break;
    case PROP_GOODS:
      ok = bf_carnegie_player_set_goods (self, g_value_get_uint (value), &error);
      break;
    case PROP_EMPTY_SPACES:
      ok = bf_carnegie_player_set_empty_spaces (self, g_value_get_uint (value), &error);
      break;
    case PROP_ACTION_CHOICE:
      bf_carnegie_player_set_action_choice (self, g_value_get_boolean (value));
      break;
    case PROP_SECRET_DONATION:
      ok = bf_carnegie_player_set_secret_donation (self, g_value_get_uint (value), &error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }

  if (!ok)
    g_warning ("%s", error->message);
}

static void
bf_carnegie_player_class_init (BfCarnegiePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bf_carnegie_player_finalize;
  object_class->get_property = bf_carnegie_player_get_property;
  object_class->set_property = bf_carnegie_player_set_property;

  properties[PROP_ANDREW] =
    g_param_spec_boolean ("andrew", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOR] =
    g_param_spec_string ("color", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE_TRACK] =
    g_param_spec_int ("score-track", NULL, NULL, -BF_MAX_COUNT, BF_MAX_COUNT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MONEY] =
    g_param_spec_uint ("money", NULL, NULL, 0, BF_MAX_COUNT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GOODS] =
    g_param_spec_uint ("goods", NULL, NULL, 0, BF_MAX_COUNT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE_EMPLOYEES] =
    g_param_spec_uint ("active-employees", NULL, NULL, 0, BF_MAX_EMPLOYEES, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INACTIVE_BOARD] =
    g_param_spec_uint ("inactive-board", NULL, NULL, 0, BF_MAX_EMPLOYEES, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INACTIVE_MISSIONS] =
    g_param_spec_uint ("inactive-missions", NULL, NULL, 0, BF_MAX_EMPLOYEES, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE_ON_COST] =
    g_param_spec_uint ("active-on-cost", NULL, NULL, 0, BF_MAX_EMPLOYEES, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_EMPTY_SPACES] =
    g_param_spec_uint ("empty-spaces", NULL, NULL, 0, BF_MAX_COUNT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION_CHOICE] =
    g_param_spec_boolean ("action-choice", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SECRET_DONATION] =
    g_param_spec_uint ("secret-donation", NULL, NULL, 0, G_MAXUINT, BF_CHART_POS_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfCarnegiePlayer::changed:
   *
   * Emitted after any change to what the player has on the table.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bf_carnegie_player_init (BfCarnegiePlayer *self)
{
  self->projects = g_array_new (FALSE, FALSE, sizeof (BfProject));
  self->project_objects = g_list_store_new (BF_TYPE_CARNEGIE_PROJECT);
  self->donations = g_array_new (FALSE, FALSE, sizeof (BfChartPos));
  self->donation_objects = g_list_store_new (BF_TYPE_CARNEGIE_DONATION);
  self->departments = g_array_new (FALSE, FALSE, sizeof (BfBuiltDepartment));
  self->department_objects = g_list_store_new (BF_TYPE_CARNEGIE_DEPARTMENT);
  self->transport_objects = g_list_store_new (BF_TYPE_CARNEGIE_TRANSPORT);
  self->taken = g_array_new (FALSE, FALSE, sizeof (guint));
  self->secret_donation = BF_CHART_POS_NONE;

  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      g_autoptr(BfCarnegieTransport) marker = _bf_carnegie_transport_new (r);

      self->transport[r] = 1;
      g_list_store_append (self->transport_objects, marker);
    }
}

BfCarnegiePlayer *
bf_carnegie_player_new (gboolean andrew)
{
  return g_object_new (BF_TYPE_CARNEGIE_PLAYER, "andrew", andrew, NULL);
}

gboolean
bf_carnegie_player_is_andrew (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return self->andrew;
}

const char *
bf_carnegie_player_get_name (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  if (self->andrew && self->name == NULL)
    return _("Andrew");

  return self->name;
}

gboolean
bf_carnegie_player_set_name (BfCarnegiePlayer *self,
                             const char       *name,
                             GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (g_strcmp0 (name, self->name) == 0)
    return TRUE;

  if (!_bf_check_name (name, error))
    return FALSE;

  g_free (self->name);
  self->name = g_strdup (name);
  notify_changed (self, PROP_NAME);

  return TRUE;
}

const char *
bf_carnegie_player_get_color (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  return self->color;
}

gboolean
bf_carnegie_player_set_color (BfCarnegiePlayer *self,
                              const char       *color,
                              GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (g_strcmp0 (color, self->color) == 0)
    return TRUE;

  if (color != NULL && bf_carnegie_rules_lookup_color (bf_carnegie_rules_get_default (), color) == NULL)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: “%s” is not a player colour."),
                   _bf_carnegie_player_display_name (self), color);
      return FALSE;
    }

  g_free (self->color);
  self->color = g_strdup (color);
  notify_changed (self, PROP_COLOR);

  return TRUE;
}

int
bf_carnegie_player_get_score_track (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->score_track;
}

gboolean
bf_carnegie_player_set_score_track (BfCarnegiePlayer *self,
                                    int               vp,
                                    GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (vp == self->score_track)
    return TRUE;

  if (!check_human (self, _("score track"), error))
    return FALSE;

  if (vp < -BF_MAX_COUNT || vp > BF_MAX_COUNT)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: the score track must be from %d to %d VP."),
                   _bf_carnegie_player_display_name (self), -BF_MAX_COUNT, BF_MAX_COUNT);
      return FALSE;
    }

  self->score_track = vp;
  notify_changed (self, PROP_SCORE_TRACK);

  return TRUE;
}

/* Projects */

guint
bf_carnegie_player_get_n_projects (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->projects->len;
}

GListModel *
bf_carnegie_player_get_projects (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  return G_LIST_MODEL (self->project_objects);
}

const BfProject *
bf_carnegie_player_get_project (BfCarnegiePlayer *self,
                                guint             index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);
  g_return_val_if_fail (index < self->projects->len, NULL);

  return &g_array_index (self->projects, BfProject, index);
}

const BfProject *
bf_carnegie_player_find_project (BfCarnegiePlayer *self,
                                 guint             space)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  for (guint i = 0; i < self->projects->len; i++)
    {
      const BfProject *project = &g_array_index (self->projects, BfProject, i);

      if (project->space == space)
        return project;
    }

  return NULL;
}

static char *
describe_space (guint space_index)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  const BfSpace *space = bf_carnegie_rules_get_space (rules, space_index);
  const BfCity *city = bf_carnegie_rules_get_city (rules, space->city);

  if (city->n_spaces == 1)
    return g_strdup (city->name);

  /* Translators: a construction space, "Chicago, space 3 (Industry)" */
  return g_strdup_printf (_("%s, space %u (%s)"), city->name, space->slot,
                          bf_carnegie_rules_get_project_type (rules, space->type)->name);
}

gboolean
bf_carnegie_player_add_project (BfCarnegiePlayer *self,
                                guint             space,
                                BfProjectType     type,
                                GError          **error)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  const BfSpace *info;
  BfProject project;

  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (space >= bf_carnegie_rules_get_n_spaces (rules))
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: there is no construction space number %u on the map."),
                   _bf_carnegie_player_display_name (self), space);
      return FALSE;
    }

  if ((int) type < 0 || type > BF_PROJECT_ANY)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: unknown project type."), _bf_carnegie_player_display_name (self));
      return FALSE;
    }

  info = bf_carnegie_rules_get_space (rules, space);

  if (bf_carnegie_player_find_project (self, space) != NULL)
    {
      g_autofree char *where = describe_space (space);

      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                   _("%s already has a pawn on %s."),
                   _bf_carnegie_player_display_name (self), where);
      return FALSE;
    }

  if (self->game != NULL)
    {
      BfCarnegiePlayer *owner = bf_carnegie_game_get_space_owner (self->game, space);

      if (owner != NULL || bf_carnegie_game_get_space_blocked (self->game, space))
        {
          g_autofree char *where = describe_space (space);
          g_autofree char *first = owner != NULL
            ? g_strdup_printf (C_("piece in a sentence", "%s’s pawn"), _bf_carnegie_player_display_name (owner))
            : g_strdup (_("a blocking disc"));

          g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                       /* Translators: "Two pieces on Chicago, space 3 (Industry): a blocking disc and Anna’s pawn. A space holds one piece only." */
                       _("Two pieces on %s: %s and %s’s pawn. A space holds one piece only."),
                       where, first,
                       _bf_carnegie_player_display_name (self));
          return FALSE;
        }
    }

  if (!check_pawn_left (self, error))
    return FALSE;
  if (self->andrew && self->game != NULL && _bf_carnegie_game_checks_entries (self->game) &&
      !_bf_carnegie_game_check_andrew_space (self->game, space, error))
    return FALSE;

  /* On a town, BF_PROJECT_ANY stays: the type is not said yet (a table
   * being entered), which bf_carnegie_game_validate() refuses for a human player. */
  if (type == BF_PROJECT_ANY)
    type = info->type;

  project.space = space;
  project.type = type;
  g_array_append_val (self->projects, project);
  {
    g_autoptr(BfCarnegieProject) object = _bf_carnegie_project_new (&project);

    g_list_store_append (self->project_objects, object);
  }
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_player_remove_project (BfCarnegiePlayer *self,
                                   guint             space)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  for (guint i = 0; i < self->projects->len; i++)
    {
      if (g_array_index (self->projects, BfProject, i).space == space)
        {
          g_array_remove_index (self->projects, i);
          g_list_store_remove (self->project_objects, i);
          emit_changed (self);
          return TRUE;
        }
    }

  return FALSE;
}

/* Transport */

GListModel *
bf_carnegie_player_get_transports (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  return G_LIST_MODEL (self->transport_objects);
}

guint
bf_carnegie_player_get_transport (BfCarnegiePlayer *self,
                                  BfRegion          region)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 1);
  g_return_val_if_fail (region < BF_N_REGIONS, 1);

  return self->transport[region];
}

gboolean
bf_carnegie_player_set_transport (BfCarnegiePlayer *self,
                                  BfRegion          region,
                                  guint             box,
                                  GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);
  g_return_val_if_fail (region < BF_N_REGIONS, FALSE);

  if (box < 1 || box > BF_N_TRACK_BOXES)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: the transport pawn in the %s must be in box 1 to %d."),
                   _bf_carnegie_player_display_name (self),
                   bf_carnegie_rules_get_region (bf_carnegie_rules_get_default (), region)->name,
                   BF_N_TRACK_BOXES);
      return FALSE;
    }

  if (self->transport[region] == box)
    return TRUE;

  self->transport[region] = box;
  {
    g_autoptr(BfCarnegieTransport) marker =
      g_list_model_get_item (G_LIST_MODEL (self->transport_objects), region);

    _bf_carnegie_transport_set_box (marker, box);
  }
  emit_changed (self);

  return TRUE;
}

/* Donations */

static gboolean
check_chart_pos (BfCarnegiePlayer *self,
                 BfChartPos        pos,
                 GError          **error)
{
  if (pos >= BF_N_CHART_POSITIONS)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: the donation chart has 4 columns of 5 spaces."),
                   _bf_carnegie_player_display_name (self));
      return FALSE;
    }

  return TRUE;
}

guint
bf_carnegie_player_get_n_donations (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->donations->len;
}

GListModel *
bf_carnegie_player_get_donations (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  return G_LIST_MODEL (self->donation_objects);
}

BfChartPos
bf_carnegie_player_get_donation (BfCarnegiePlayer *self,
                                 guint             index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), BF_CHART_POS_NONE);
  g_return_val_if_fail (index < self->donations->len, BF_CHART_POS_NONE);

  return g_array_index (self->donations, BfChartPos, index);
}

gboolean
bf_carnegie_player_has_donation (BfCarnegiePlayer *self,
                                 BfChartPos        pos)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  for (guint i = 0; i < self->donations->len; i++)
    if (g_array_index (self->donations, BfChartPos, i) == pos)
      return TRUE;

  return FALSE;
}

gboolean
bf_carnegie_player_add_donation (BfCarnegiePlayer *self,
                                 BfChartPos        pos,
                                 GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (!check_chart_pos (self, pos, error))
    return FALSE;

  if (bf_carnegie_player_has_donation (self, pos))
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                   _("%s already has a pawn on this donation space; a player cannot make the same donation twice."),
                   _bf_carnegie_player_display_name (self));
      return FALSE;
    }

  if (!check_pawn_left (self, error))
    return FALSE;

  g_array_append_val (self->donations, pos);
  {
    g_autoptr(BfCarnegieDonation) object = _bf_carnegie_donation_new (pos);

    g_list_store_append (self->donation_objects, object);
  }
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_player_remove_donation (BfCarnegiePlayer *self,
                                    BfChartPos        pos)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  for (guint i = 0; i < self->donations->len; i++)
    {
      if (g_array_index (self->donations, BfChartPos, i) == pos)
        {
          g_array_remove_index (self->donations, i);
          g_list_store_remove (self->donation_objects, i);
          emit_changed (self);
          return TRUE;
        }
    }

  return FALSE;
}

/* Departments */

guint
bf_carnegie_player_get_n_departments (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->departments->len;
}

GListModel *
bf_carnegie_player_get_departments (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  return G_LIST_MODEL (self->department_objects);
}

char *
bf_carnegie_player_describe_employee_conflict (BfCarnegiePlayer *self)
{
  guint with_employee = 0;
  guint active;

  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  for (guint i = 0; i < self->departments->len; i++)
    with_employee += g_array_index (self->departments, BfBuiltDepartment, i).active_employee ? 1 : 0;
  active = bf_carnegie_player_get_active_employees (self);
  if (with_employee <= active)
    return NULL;

  return g_strdup_printf (bf_ngettext (
                                       /* Translators: a contradiction between two entries, flagged while a table is entered, "3 departments are marked with an active employee, more than the company's active employees (1): check both" */
                                       "%u department is marked with an active employee, more than the company’s active employees (%u): check both",
                                       "%u departments are marked with an active employee, more than the company’s active employees (%u): check both",
                                       with_employee),
                          with_employee, active);
}

const BfBuiltDepartment *
bf_carnegie_player_get_department (BfCarnegiePlayer *self,
                                   guint             index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);
  g_return_val_if_fail (index < self->departments->len, NULL);

  return &g_array_index (self->departments, BfBuiltDepartment, index);
}

const BfBuiltDepartment *
bf_carnegie_player_find_department (BfCarnegiePlayer *self,
                                    guint             number)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), NULL);

  for (guint i = 0; i < self->departments->len; i++)
    {
      const BfBuiltDepartment *dept = &g_array_index (self->departments, BfBuiltDepartment, i);

      if (dept->number == number)
        return dept;
    }

  return NULL;
}

static gboolean
check_department_number (BfCarnegiePlayer *self,
                         guint             number,
                         GError          **error)
{
  if (number < 1 || number > BF_N_DEPARTMENTS)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: there is no department number %u (departments are numbered 1 to %d)."),
                   _bf_carnegie_player_display_name (self), number, BF_N_DEPARTMENTS);
      return FALSE;
    }

  return TRUE;
}

gboolean
bf_carnegie_player_add_department (BfCarnegiePlayer         *self,
                                   const BfBuiltDepartment  *department,
                                   GError                  **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);
  g_return_val_if_fail (department != NULL, FALSE);

  if (!check_human (self, _("company board"), error))
    return FALSE;

  if (!check_department_number (self, department->number, error))
    return FALSE;

  if (bf_carnegie_player_find_department (self, department->number) != NULL)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                   _("%s built “%s” twice; a company never has two identical departments."),
                   _bf_carnegie_player_display_name (self),
                   bf_carnegie_rules_get_department (bf_carnegie_rules_get_default (), department->number)->name);
      return FALSE;
    }

  if (self->game != NULL && _bf_carnegie_game_checks_entries (self->game) &&
      !_bf_carnegie_game_check_new_tile (self->game, self, error))
    return FALSE;

  g_array_append_val (self->departments, *department);
  {
    g_autoptr(BfCarnegieDepartment) object = _bf_carnegie_department_new (department);

    g_list_store_append (self->department_objects, object);
  }
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_player_update_department (BfCarnegiePlayer         *self,
                                      const BfBuiltDepartment  *department,
                                      GError                  **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);
  g_return_val_if_fail (department != NULL, FALSE);

  for (guint i = 0; i < self->departments->len; i++)
    {
      BfBuiltDepartment *dept = &g_array_index (self->departments, BfBuiltDepartment, i);

      if (dept->number == department->number)
        {
          if (memcmp (dept, department, sizeof *dept) != 0)
            {
              g_autoptr(BfCarnegieDepartment) object =
                g_list_model_get_item (G_LIST_MODEL (self->department_objects), i);

              *dept = *department;
              _bf_carnegie_department_set (object, department);
              emit_changed (self);
            }
          return TRUE;
        }
    }

  if (!check_department_number (self, department->number, error))
    return FALSE;

  g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
               _("%s has not built “%s”."),
               _bf_carnegie_player_display_name (self),
               bf_carnegie_rules_get_department (bf_carnegie_rules_get_default (), department->number)->name);
  return FALSE;
}

gboolean
bf_carnegie_player_remove_department (BfCarnegiePlayer *self,
                                      guint             number)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  for (guint i = 0; i < self->departments->len; i++)
    {
      if (g_array_index (self->departments, BfBuiltDepartment, i).number == number)
        {
          g_array_remove_index (self->departments, i);
          g_list_store_remove (self->department_objects, i);
          emit_changed (self);
          return TRUE;
        }
    }

  return FALSE;
}

static gboolean
has_effect (BfCarnegiePlayer *self,
            BfDeptEffect      effect,
            gboolean          need_active)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();

  for (guint i = 0; i < self->departments->len; i++)
    {
      const BfBuiltDepartment *dept = &g_array_index (self->departments, BfBuiltDepartment, i);

      if (bf_carnegie_rules_get_department (rules, dept->number)->effect == effect &&
          (dept->active_employee || !need_active))
        return TRUE;
    }

  return FALSE;
}

gboolean
bf_carnegie_player_has_active_effect (BfCarnegiePlayer *self,
                                      BfDeptEffect      effect)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return has_effect (self, effect, TRUE);
}

gboolean
bf_carnegie_player_has_effect (BfCarnegiePlayer *self,
                               BfDeptEffect      effect)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return has_effect (self, effect, FALSE);
}

/* Employees and counts */

guint
bf_carnegie_player_get_active_employees (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->active;
}

guint
bf_carnegie_player_get_inactive_board (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->inactive_board;
}

guint
bf_carnegie_player_get_inactive_missions (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->inactive_missions;
}

guint
bf_carnegie_player_get_active_on_cost (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->active_on_cost;
}

gboolean
bf_carnegie_player_set_employees (BfCarnegiePlayer *self,
                                  guint             active,
                                  guint             inactive_board,
                                  guint             inactive_missions,
                                  guint             active_on_cost,
                                  GError          **error)
{
  guint old_active, old_board, old_missions, old_cost;

  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (active == self->active && inactive_board == self->inactive_board &&
      inactive_missions == self->inactive_missions && active_on_cost == self->active_on_cost)
    return TRUE;

  if (!check_human (self, _("employees"), error))
    return FALSE;

  /* Each at most 15 first, so that the sum below cannot overflow. */
  if (!check_count (self, active, BF_MAX_EMPLOYEES, _("active employees"), error) ||
      !check_count (self, inactive_board, BF_MAX_EMPLOYEES, _("inactive employees on the company board"), error) ||
      !check_count (self, inactive_missions, BF_MAX_EMPLOYEES, _("inactive employees on missions"), error))
    return FALSE;

  if (active + inactive_board + inactive_missions > BF_MAX_EMPLOYEES)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: %u active and %u inactive employees make %u; a company has at most %d."),
                   _bf_carnegie_player_display_name (self), active,
                   inactive_board + inactive_missions,
                   active + inactive_board + inactive_missions, BF_MAX_EMPLOYEES);
      return FALSE;
    }

  if (active_on_cost > active)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("%s: %u employees on workstations with a cost, but only %u active employees."),
                   _bf_carnegie_player_display_name (self), active_on_cost, active);
      return FALSE;
    }

  old_active = self->active;
  old_board = self->inactive_board;
  old_missions = self->inactive_missions;
  old_cost = self->active_on_cost;

  self->active = active;
  self->inactive_board = inactive_board;
  self->inactive_missions = inactive_missions;
  self->active_on_cost = active_on_cost;

  g_object_freeze_notify (G_OBJECT (self));
  if (old_active != active)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE_EMPLOYEES]);
  if (old_board != inactive_board)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INACTIVE_BOARD]);
  if (old_missions != inactive_missions)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INACTIVE_MISSIONS]);
  if (old_cost != active_on_cost)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE_ON_COST]);
  g_object_thaw_notify (G_OBJECT (self));
  emit_changed (self);

  return TRUE;
}

static gboolean
set_count (BfCarnegiePlayer *self,
           guint            *field,
           guint             value,
           guint             prop,
           const char       *what,
           GError          **error)
{
  if (*field == value)
    return TRUE;

  if (!check_human (self, what, error) ||
      !check_count (self, value, BF_MAX_COUNT, what, error))
    return FALSE;

  *field = value;
  notify_changed (self, prop);

  return TRUE;
}

guint
bf_carnegie_player_get_empty_spaces (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->empty_spaces;
}

gboolean
bf_carnegie_player_set_empty_spaces (BfCarnegiePlayer *self,
                                     guint             n,
                                     GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return set_count (self, &self->empty_spaces, n, PROP_EMPTY_SPACES,
                    _("empty company-board spaces"), error);
}

guint
bf_carnegie_player_get_money (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->money;
}

gboolean
bf_carnegie_player_set_money (BfCarnegiePlayer *self,
                              guint             money,
                              GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return set_count (self, &self->money, money, PROP_MONEY, _("money"), error);
}

guint
bf_carnegie_player_get_goods (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->goods;
}

gboolean
bf_carnegie_player_set_goods (BfCarnegiePlayer *self,
                              guint             goods,
                              GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return set_count (self, &self->goods, goods, PROP_GOODS, _("goods"), error);
}

guint
bf_carnegie_player_get_tab_vp (BfCarnegiePlayer *self,
                               BfProjectType     type)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, 0);

  return self->tab_vp[type];
}

gboolean
bf_carnegie_player_set_tab_vp (BfCarnegiePlayer *self,
                               BfProjectType     type,
                               guint             vp,
                               GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);
  g_return_val_if_fail (type < BF_N_PROJECT_TYPES, FALSE);

  if (self->tab_vp[type] == vp)
    return TRUE;

  if (!check_human (self, _("project tabs"), error) ||
      !check_count (self, vp, BF_MAX_COUNT, _("project tab VP"), error))
    return FALSE;

  self->tab_vp[type] = vp;
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_player_get_action_choice (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  return self->action_choice;
}

void
bf_carnegie_player_set_action_choice (BfCarnegiePlayer *self,
                                      gboolean          unused_tile)
{
  g_return_if_fail (BF_IS_CARNEGIE_PLAYER (self));

  unused_tile = !!unused_tile;
  if (self->action_choice == unused_tile || self->andrew)
    return;

  self->action_choice = unused_tile;
  notify_changed (self, PROP_ACTION_CHOICE);
}

BfChartPos
bf_carnegie_player_get_secret_donation (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), BF_CHART_POS_NONE);

  return self->secret_donation;
}

gboolean
bf_carnegie_player_set_secret_donation (BfCarnegiePlayer *self,
                                        BfChartPos        pos,
                                        GError          **error)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (pos == self->secret_donation)
    return TRUE;

  if (pos != BF_CHART_POS_NONE)
    {
      if (!check_human (self, _("secret donation"), error) ||
          !check_chart_pos (self, pos, error))
        return FALSE;
    }

  self->secret_donation = pos;
  notify_changed (self, PROP_SECRET_DONATION);

  return TRUE;
}

/* Andrew */

guint
bf_carnegie_player_get_vp_cards (BfCarnegiePlayer *self,
                                 guint             position)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);
  g_return_val_if_fail (position < BF_N_VP_CARDS, 0);

  return self->vp_cards[position];
}

gboolean
bf_carnegie_player_set_vp_cards (BfCarnegiePlayer *self,
                                 guint             position,
                                 guint             n_cards,
                                 GError          **error)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  guint total = 0;

  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);
  g_return_val_if_fail (position < BF_N_VP_CARDS, FALSE);

  if (self->vp_cards[position] == n_cards)
    return TRUE;

  if (!check_andrew (self, _("VP cards"), error))
    return FALSE;

  for (guint i = 0; i < BF_N_VP_CARDS; i++)
    total += i == position ? MIN (n_cards, BF_N_ANDREW_DECK + 1) : self->vp_cards[i];

  if (total > BF_N_ANDREW_DECK)
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
                   _("Andrew has %d action cards; there cannot be more on his VP cards (%u on the %d VP card)."),
                   BF_N_ANDREW_DECK, n_cards, bf_carnegie_rules_get_vp_card_value (rules, position));
      return FALSE;
    }

  self->vp_cards[position] = n_cards;
  emit_changed (self);

  return TRUE;
}

guint
bf_carnegie_player_get_n_taken (BfCarnegiePlayer *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);

  return self->taken->len;
}

guint
bf_carnegie_player_get_taken (BfCarnegiePlayer *self,
                              guint             index)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), 0);
  g_return_val_if_fail (index < self->taken->len, 0);

  return g_array_index (self->taken, guint, index);
}

gboolean
bf_carnegie_player_add_taken (BfCarnegiePlayer *self,
                              guint             number,
                              GError          **error)
{
  guint copies = 0;

  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  if (!check_andrew (self, _("taken department tiles"), error) ||
      !check_department_number (self, number, error))
    return FALSE;

  for (guint i = 0; i < self->taken->len; i++)
    if (g_array_index (self->taken, guint, i) == number)
      copies++;

  if (copies >= bf_carnegie_rules_get_department_copies (bf_carnegie_rules_get_default (), FALSE))
    {
      g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_CONFLICT,
                   _("Andrew cannot take “%s” again: there are only %u copies of each department."),
                   bf_carnegie_rules_get_department (bf_carnegie_rules_get_default (), number)->name, copies);
      return FALSE;
    }

  if (self->game != NULL && _bf_carnegie_game_checks_entries (self->game) &&
      !_bf_carnegie_game_check_new_tile (self->game, self, error))
    return FALSE;

  g_array_append_val (self->taken, number);
  emit_changed (self);

  return TRUE;
}

gboolean
bf_carnegie_player_remove_taken (BfCarnegiePlayer *self,
                                 guint             number)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (self), FALSE);

  for (guint i = 0; i < self->taken->len; i++)
    {
      if (g_array_index (self->taken, guint, i) == number)
        {
          g_array_remove_index (self->taken, i);
          emit_changed (self);
          return TRUE;
        }
    }

  return FALSE;
}
