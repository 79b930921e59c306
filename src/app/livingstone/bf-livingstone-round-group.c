/* bf-livingstone-round-group.c
 *
 * A player's tents in the rounds view (BfLivingstoneRoundGroup). The
 * steppers show the player's tents of the round shown and write to the
 * player; the round's score and the running total follow the player's
 * "rounds-total" (which changes with each of its tents), the names the
 * player's "display-name", the dot its "color". Nothing here is made
 * again after it is built: an entry changes the values shown, no widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone-round-group.h"
#include "bf-livingstone-page-private.h"
#include "bf-widgets.h"

#define N_ROWS BF_LIVINGSTONE_N_ROWS

struct _BfLivingstoneRoundGroup
{
  AdwPreferencesGroup  parent_instance;

  /* borrowed, made in init */
  GtkWidget           *dot;
  GtkLabel            *score;
  GtkSpinButton       *tents[N_ROWS];
  AdwExpanderRow      *other_row;
  GtkSpinButton       *other[N_ROWS];
  GtkLabel            *total;

  /* owned */
  AdwActionRow        *total_row;       /* in the page's totals group */
  BfLivingstonePlayer *player;
  GSignalGroup        *player_signals;  /* on player */

  guint                round;
  int                  said_total;      /* the running total last shown, */
  int                  said_round;      /* for that round (-1: none yet) */
};

G_DEFINE_FINAL_TYPE (BfLivingstoneRoundGroup, bf_livingstone_round_group, ADW_TYPE_PREFERENCES_GROUP)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_ROUND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Syncing ---------------------------------------------------------------------- */

/* Whether the round shown is one of the player's game (a player of a
 * game being replaced may be shown for a moment). */
static gboolean
has_round (BfLivingstoneRoundGroup *self)
{
  return self->player != NULL && self->round < bf_livingstone_player_get_n_rounds (self->player);
}

/* The score of the round and the running total (issue 28: a running
 * total changed by an entry of the round shown is said after it; Orca
 * reads no label it is not on). */
static void
sync_scores (BfLivingstoneRoundGroup *self)
{
  int score, total;
  g_autofree char *score_text = NULL;
  g_autofree char *total_text = NULL;
  g_autofree char *accessible = NULL;

  if (!has_round (self))
    return;

  score = bf_livingstone_player_get_round_score (self->player, self->round);
  total = bf_livingstone_player_get_running_total (self->player, self->round + 1);
  total_text = _bf_livingstone_format_vp (total);

  /* Translators: the score of a round, "+7 VP" */
  score_text = g_strdup_printf (_("+%d VP"), score);
  _bf_livingstone_set_label (self->score, score_text);
  accessible = g_strdup_printf (_("Round score: %d VP"), score);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->score),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  _bf_livingstone_set_label (self->total, total_text);

  if (self->said_round == (int) self->round && self->said_total != total)
    {
      /* Translators: read by screen readers for a player's total: name, VP */
      g_autofree char *said = g_strdup_printf (_("%s: %d VP"),
                                               bf_livingstone_player_get_name (self->player), total);

      bf_widgets_announce_totals (GTK_WIDGET (self), said);
    }
  self->said_round = (int) self->round;
  self->said_total = total;
}

/* The tents shown: the round's and those moved. */
static void
sync_tents (BfLivingstoneRoundGroup *self)
{
  /* Translators: the rounds a running total adds up, "Rounds 1–3" */
  g_autofree char *rounds_text = self->round == 0 ? g_strdup (_("Round 1"))
                                                  : g_strdup_printf (_("Rounds 1–%u"), self->round + 1);

  adw_action_row_set_subtitle (self->total_row, rounds_text);

  if (!has_round (self))
    return;

  for (guint row = 1; row <= N_ROWS; row++)
    {
      bf_widgets_set_spin_value (self->tents[row - 1],
                                 bf_livingstone_player_get_tents (self->player, self->round, row));
      bf_widgets_set_spin_value (self->other[row - 1],
                                 bf_livingstone_player_get_other_tents (self->player, row));
    }
  sync_scores (self);
}

/* The titles and the steppers' names follow the player's name
 * ("Anna: tents in row 3, 3 VP each"). */
static void
sync_name (BfLivingstoneRoundGroup *self)
{
  const char *name = bf_livingstone_player_get_display_name (self->player);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->total_row), name);

  for (guint row = 1; row <= N_ROWS; row++)
    {
      /* Translators: accessible name of a stepper, "Anna: tents in row 3, 3 VP each" */
      g_autofree char *tents = g_strdup_printf (_("%s: tents in row %u, %u VP each"), name, row, row);
      /* Translators: accessible name of a stepper, "Anna: tents moved in row 3, whole game" */
      g_autofree char *other = g_strdup_printf (_("%s: tents moved in row %u, whole game"), name, row);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tents[row - 1]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tents, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->other[row - 1]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, other, -1);
    }
}

static void
sync_color (BfLivingstoneRoundGroup *self)
{
  _bf_livingstone_set_dot (self->dot, bf_livingstone_player_get_color (self->player));
}

/* Entries ------------------------------------------------------------------------ */

static void
tents_changed_cb (GtkSpinButton           *spin,
                  BfLivingstoneRoundGroup *self)
{
  g_autoptr(GError) error = NULL;
  int value = gtk_spin_button_get_value_as_int (spin);
  gboolean ok = TRUE;

  if (!has_round (self))
    return;

  for (guint row = 1; row <= N_ROWS; row++)
    if (spin == self->tents[row - 1])
      ok = bf_livingstone_player_set_tents (self->player, self->round, row, value, &error);
    else if (spin == self->other[row - 1])
      ok = bf_livingstone_player_set_other_tents (self->player, row, value, &error);

  if (!ok)
    _bf_livingstone_report_error (GTK_WIDGET (self), error);
}

/* Building ------------------------------------------------------------------------ */

/* Six rows with a stepper each, in the board's order: row 6 at the top,
 * row 1 next to the river, as in the Board view. Added to the group, or
 * to @expander when it is not NULL. */
static void
add_tents_rows (BfLivingstoneRoundGroup  *self,
                GtkSpinButton           **spins,
                AdwExpanderRow           *expander)
{
  for (guint row = N_ROWS; row >= 1; row--)
    {
      GtkWidget *action_row = adw_action_row_new ();
      /* Translators: a row of the Livingstone board, "Row 3" */
      g_autofree char *title = g_strdup_printf (_("Row %u"), row);
      g_autofree char *widget_name = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (action_row), title);
      if (expander == NULL)
        {
          /* Translators: what a tent in a row scores at the end of a round, "3 VP each" */
          g_autofree char *subtitle = g_strdup_printf (_("%u VP each"), row);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (action_row), subtitle);
        }

      /* Named by sync_name(). */
      spins[row - 1] = _bf_livingstone_make_spin (expander == NULL ? 0 : -BF_LIVINGSTONE_N_TENTS,
                                                  BF_LIVINGSTONE_N_TENTS, FALSE, NULL);
      widget_name = g_strdup_printf (expander == NULL ? "bf-liv-tents-%u" : "bf-liv-moved-%u", row);
      gtk_widget_set_name (GTK_WIDGET (spins[row - 1]), widget_name);
      gtk_widget_add_css_class (GTK_WIDGET (spins[row - 1]), "bf-liv-tents");
      g_signal_connect (spins[row - 1], "value-changed", G_CALLBACK (tents_changed_cb), self);
      /* One Tab stop per row: the stepper, not the row before it. */
      bf_widgets_add_spin_suffix (ADW_ACTION_ROW (action_row), spins[row - 1]);

      if (expander != NULL)
        adw_expander_row_add_row (expander, action_row);
      else
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), action_row);
    }
}

static void
build (BfLivingstoneRoundGroup *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label;

  /* The header: the dot, the score of the round. */
  self->dot = _bf_livingstone_make_dot ();
  gtk_box_append (GTK_BOX (header), self->dot);
  self->score = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->score), "heading");
  gtk_widget_add_css_class (GTK_WIDGET (self->score), "bf-liv-number");
  gtk_widget_add_css_class (GTK_WIDGET (self->score), "bf-liv-round-score");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->score));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), header);

  add_tents_rows (self, self->tents, NULL);

  /* Tents moved on the board: the rules' only use is the two-player
   * move of a tent when the supply is empty (docs/livingstone.md). */
  self->other_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->other_row), _("Tents Moved Between Columns"));
  adw_expander_row_set_subtitle (self->other_row, _("For the whole game, not only this round"));
  label = gtk_label_new (_("With two players, a player whose supply is empty may move one of their "
                           "tents already on the board when placing a tent: enter it in this round "
                           "and −1 here, in the row it left. No action card places a tent outside "
                           "the column above the steamboat."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "bf-liv-moved-help");
  adw_expander_row_add_row (self->other_row, label);
  /* The list box wrapped the label in a row: nothing to activate, but a
   * Tab stop (a screen reader reads it there): GTK 4.8's list box gives
   * up a Tab (or Shift+Tab) into it when the first (last) row it meets
   * takes no focus and holds nothing that does, and the steppers below
   * could not be reached. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  add_tents_rows (self, self->other, self->other_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->other_row));

  /* The running total, shown in the page's totals group. */
  self->total_row = g_object_ref_sink (ADW_ACTION_ROW (adw_action_row_new ()));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->total_row), FALSE);
  self->total = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->total), "title-4");
  gtk_widget_add_css_class (GTK_WIDGET (self->total), "bf-liv-number");
  gtk_widget_add_css_class (GTK_WIDGET (self->total), "bf-liv-running-total");
  adw_action_row_add_suffix (self->total_row, GTK_WIDGET (self->total));
}

/* GObject ----------------------------------------------------------------------- */

static void
bf_livingstone_round_group_dispose (GObject *object)
{
  BfLivingstoneRoundGroup *self = (BfLivingstoneRoundGroup *)object;

  g_clear_object (&self->player_signals);
  g_clear_object (&self->player);
  g_clear_object (&self->total_row);

  G_OBJECT_CLASS (bf_livingstone_round_group_parent_class)->dispose (object);
}

static void
bf_livingstone_round_group_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  BfLivingstoneRoundGroup *self = BF_LIVINGSTONE_ROUND_GROUP (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_round_group_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  BfLivingstoneRoundGroup *self = BF_LIVINGSTONE_ROUND_GROUP (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      bf_livingstone_round_group_set_player (self, g_value_get_object (value));
      break;
    case PROP_ROUND:
      bf_livingstone_round_group_set_round (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_livingstone_round_group_class_init (BfLivingstoneRoundGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_livingstone_round_group_dispose;
  object_class->get_property = bf_livingstone_round_group_get_property;
  object_class->set_property = bf_livingstone_round_group_set_property;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, BF_TYPE_LIVINGSTONE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, BF_LIVINGSTONE_MAX_ROUNDS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_livingstone_round_group_init (BfLivingstoneRoundGroup *self)
{
  self->said_round = -1;
  build (self);

  self->player_signals = g_signal_group_new (BF_TYPE_LIVINGSTONE_PLAYER);
  g_signal_group_connect_object (self->player_signals, "notify::rounds-total",
                                 G_CALLBACK (sync_scores), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->player_signals, "notify::display-name",
                                 G_CALLBACK (sync_name), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->player_signals, "notify::color",
                                 G_CALLBACK (sync_color), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bf_livingstone_round_group_new (BfLivingstonePlayer *player,
                                guint                round)
{
  return g_object_new (BF_TYPE_LIVINGSTONE_ROUND_GROUP, "round", round, "player", player, NULL);
}

BfLivingstonePlayer *
bf_livingstone_round_group_get_player (BfLivingstoneRoundGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self), NULL);

  return self->player;
}

void
bf_livingstone_round_group_set_player (BfLivingstoneRoundGroup *self,
                                       BfLivingstonePlayer     *player)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self));
  g_return_if_fail (player == NULL || BF_IS_LIVINGSTONE_PLAYER (player));

  if (!g_set_object (&self->player, player))
    return;

  g_signal_group_set_target (self->player_signals, player);
  if (player != NULL)
    {
      sync_name (self);
      sync_color (self);
      sync_tents (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

guint
bf_livingstone_round_group_get_round (BfLivingstoneRoundGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self), 0);

  return self->round;
}

void
bf_livingstone_round_group_set_round (BfLivingstoneRoundGroup *self,
                                      guint                    round)
{
  g_return_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self));

  if (self->round == round)
    return;

  self->round = round;
  sync_tents (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
}

GtkWidget *
bf_livingstone_round_group_get_total_row (BfLivingstoneRoundGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self), NULL);

  return GTK_WIDGET (self->total_row);
}

GtkWidget *
bf_livingstone_round_group_get_first (BfLivingstoneRoundGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self), NULL);

  return GTK_WIDGET (self->tents[0]);
}

GtkWidget *
bf_livingstone_round_group_get_top (BfLivingstoneRoundGroup *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_ROUND_GROUP (self), NULL);

  return GTK_WIDGET (self->tents[N_ROWS - 1]);
}
