/* bf-secret-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-secret-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-handoff.h"
#include "bf-widgets.h"
#include "bf-secret-page.h"
#include "bf-app-enums.h"

struct _BfSecretPage
{
  AdwBin          parent_instance;

  /* template widgets (the stack is the bin's child, not bound: AdwBin
   * unparents it itself) */
  GtkStack       *stack;
  AdwStatusPage  *refused_status;
  BfHandoff      *handoff;
  GtkLabel       *pick_title;
  GtkLabel       *pick_hint;
  GtkBox         *chart_box;     /* vertical, horizontal when wide */
  GtkLabel       *choice_label;
  GtkLabel       *error_label;
  GtkListBox     *reveal_list;
  GtkLabel       *reveal_error;
  GtkListBox     *choose_list;
  GtkLabel       *look_title;
  GtkLabel       *look_position;
  GtkLabel       *look_space;
  GtkLabel       *look_cover;

  /* owned */
  BfCarnegieGame         *game;
  /* Side by side, the headings (0) and each line's spaces (1-5) take one
   * height in every column (mode NONE when the columns are stacked). */
  GtkSizeGroup   *sizes[BF_CHART_ROWS + 1];

  BfChartPos      choices[BF_MAX_PLAYERS];
  BfChartPos      picked;        /* of the open chart */
  BfSecretStage   stage;
  guint           player;
  gboolean        reveal_only;   /* the choices come from the sealed game */
  gboolean        look_only;     /* one player looks at their own choice */
};

G_DEFINE_FINAL_TYPE (BfSecretPage, bf_secret_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_STAGE,
  PROP_PLAYER,
  PROP_REVEAL_ONLY,
  PROP_LOOK_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SEALED,
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "Type 4 (Health column, Welfare tile), line 3: 2 VP per $5": how the
 * player writes the space down, where it lies on the board (the column
 * named as the score sheet names it) and what it scores. */
static char *
describe_pos (BfSecretPage *self,
              BfChartPos    pos)
{
  const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self->game, pos);
  g_autofree char *column = bf_carnegie_game_describe_chart_column (self->game, BF_CHART_POS_COLUMN (pos));

  /* Translators: a donation chart space: the type 1-4 as the players write
   * it down, where it lies on the board ("Health column, Welfare tile" or
   * "Welfare column"), the line 1-5 and what it scores */
  return g_strdup_printf (_("Type %u (%s), line %u: %s"),
                          BF_CHART_POS_COLUMN (pos) + 1, column,
                          BF_CHART_POS_ROW (pos), space->text);
}

static void
set_stage (BfSecretPage  *self,
           BfSecretStage  stage,
           guint          player)
{
  static const char * const names[] = { "refused", "handoff", "pick", "handoff", "reveal", "choose", "look" };
  guint n = bf_carnegie_game_get_n_players (self->game);

  gtk_stack_set_visible_child_name (self->stack, names[stage]);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->stage != stage)
    {
      self->stage = stage;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STAGE]);
    }
  if (self->player != player)
    {
      self->player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
    }
  g_object_thaw_notify (G_OBJECT (self));

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == BF_SECRET_STAGE_LOOK + 1);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.open",
                                 !self->look_only && stage == BF_SECRET_STAGE_HANDOFF && player < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.look", stage == BF_SECRET_STAGE_CHOOSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.show",
                                 self->look_only && stage == BF_SECRET_STAGE_HANDOFF && player < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.hide", stage == BF_SECRET_STAGE_LOOK);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.seal", stage == BF_SECRET_STAGE_PICK);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.reveal", stage == BF_SECRET_STAGE_SEALED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "secret.done", stage == BF_SECRET_STAGE_REVEAL);
}

/* Handoff ------------------------------------------------------------------ */

static void
show_handoff (BfSecretPage *self)
{
  guint n = bf_carnegie_game_get_n_players (self->game);

  if (self->look_only && self->player < n)
    {
      g_autofree char *name = bf_handoff_dup_player_name (self->game, self->player);
      /* Translators: %s is a player's name; the button shows that player's own secret donation */
      g_autofree char *button = g_strdup_printf (_("I Am %s: Show My Secret Donation"), name);
      /* Translators: %s is a player's name */
      g_autofree char *description = g_strdup_printf (_("Only %s looks at the screen now: everybody else looks away "
                                                        "until it is hidden again."), name);

      bf_handoff_show_player (self->handoff, name, description, button, "secret.show");
      set_stage (self, BF_SECRET_STAGE_HANDOFF, self->player);
    }
  else if (self->player < n)
    {
      g_autofree char *name = bf_handoff_dup_player_name (self->game, self->player);
      /* Translators: %s is a player's name; the button opens that player's secret choice */
      g_autofree char *button = g_strdup_printf (_("I Am %s: Choose in Secret"), name);

      bf_handoff_show_player (self->handoff, name,
                              _("Each player secretly picks one donation space. "
                                "Everybody else looks away until the choice is sealed."),
                              button, "secret.open");
      set_stage (self, BF_SECRET_STAGE_HANDOFF, self->player);
    }
  else
    {
      bf_handoff_show_sealed (self->handoff, _("Secret Donations Are Sealed"),
                              _("They stay secret until final scoring. "
                                "Reveal them when the other donations have been scored."),
                              /* Translators: button that shows every player's secret donation, at final scoring */
                              _("_Reveal Secret Donations"), "secret.reveal");
      set_stage (self, BF_SECRET_STAGE_SEALED, n);
    }
  bf_handoff_take_focus (self->handoff);
}

/* Pick --------------------------------------------------------------------- */

static void
update_choice_label (BfSecretPage *self)
{
  if (self->picked == BF_CHART_POS_NONE)
    gtk_label_set_label (self->choice_label, _("No space chosen yet."));
  else
    {
      g_autofree char *text = describe_pos (self, self->picked);

      gtk_label_set_label (self->choice_label, text);
    }
}

static void
space_toggled_cb (GtkToggleButton *button,
                  BfSecretPage    *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  self->picked = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bf-pos"));
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  update_choice_label (self);
  /* Kept with the setup in progress until it is sealed: a restart hands
   * the device to this player again with the pick as it was. */
  bf_carnegie_game_set_setup_secret_pick (self->game, self->player, self->picked);
}

/* A column of the chart: its heading, then its five spaces, in the
 * size groups that line the columns up side by side as on the board. */
static GtkWidget *
build_column (BfSecretPage     *self,
              BfDonationType    column,
              GtkToggleButton **group)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title;
  g_autofree char *heading = NULL;
  g_autofree char *where = bf_carnegie_game_describe_chart_column (self->game, column);

  /* Translators: a donation chart column: its number 1-4 and where it
   * lies on the board, "4 · Health column, Welfare tile" */
  heading = g_strdup_printf (_("%u · %s"), column + 1, where);
  title = gtk_label_new (heading);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_yalign (GTK_LABEL (title), 1);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 20);
  gtk_size_group_add_widget (self->sizes[0], title);
  gtk_box_append (GTK_BOX (box), title);

  for (guint row = 1; row <= BF_CHART_ROWS; row++)
    {
      BfChartPos pos = BF_CHART_POS (column, row);
      const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self->game, pos);
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* Translators: a line of the donation chart, 1-5 */
      g_autofree char *line = g_strdup_printf (_("Line %u"), row);
      g_autofree char *accessible = describe_pos (self, pos);
      GtkWidget *line_label = gtk_label_new (line);
      GtkWidget *text_label = gtk_label_new (space->text);

      gtk_widget_add_css_class (button, "bf-secret-space");
      gtk_widget_add_css_class (line_label, "caption-heading");
      gtk_label_set_xalign (GTK_LABEL (line_label), 0);
      gtk_label_set_xalign (GTK_LABEL (text_label), 0);
      gtk_label_set_wrap (GTK_LABEL (text_label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (text_label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (text_label), 20);
      gtk_box_append (GTK_BOX (inner), line_label);
      gtk_box_append (GTK_BOX (inner), text_label);
      gtk_button_set_child (GTK_BUTTON (button), inner);
      bf_widgets_name_choice (GTK_TOGGLE_BUTTON (button), accessible);
      gtk_widget_set_tooltip_text (button, accessible);

      g_object_set_data (G_OBJECT (button), "bf-pos", GUINT_TO_POINTER (pos));
      if (*group == NULL)
        *group = GTK_TOGGLE_BUTTON (button);
      else
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), *group);
      g_signal_connect (button, "toggled", G_CALLBACK (space_toggled_cb), self);
      gtk_size_group_add_widget (self->sizes[row], button);
      gtk_box_append (GTK_BOX (box), button);
    }

  return box;
}

/* Destroys every widget that shows the open choice. */
static void
close_pick (BfSecretPage *self)
{
  GtkWidget *child;

  /* Nothing of it said after it is gone. */
  bf_widgets_announce_drop (GTK_WIDGET (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->chart_box))) != NULL)
    gtk_box_remove (self->chart_box, child);

  self->picked = BF_CHART_POS_NONE;
  gtk_label_set_label (self->pick_title, "");
  gtk_label_set_label (self->pick_hint, "");
  gtk_label_set_label (self->choice_label, "");
  gtk_label_set_label (self->error_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);
  GtkToggleButton *group = NULL;
  GtkWidget *kept = NULL;
  BfChartPos pick;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  if (self->player >= bf_carnegie_game_get_n_players (self->game))
    return;

  close_pick (self);
  name = bf_handoff_dup_player_name (self->game, self->player);
  /* Translators: %s is a player's name */
  title = g_strdup_printf (_("%s’s Secret Donation"), name);
  gtk_label_set_label (self->pick_title, title);
  gtk_label_set_label (self->pick_hint,
                       _("Pick one space: it scores for you alone at the end of the game, "
                         "even if a pawn or a blocking disc takes it. It costs nothing."));

  for (BfDonationType column = 0; column < BF_N_DONATION_TYPES; column++)
    {
      GtkWidget *box = build_column (self, column, &group);

      gtk_box_append (self->chart_box, box);
    }

  /* This player's pick before a restart, not sealed yet: theirs alone. */
  pick = bf_carnegie_game_get_setup_secret_pick (self->game, self->player);
  for (GtkWidget *column = gtk_widget_get_first_child (GTK_WIDGET (self->chart_box));
       pick != BF_CHART_POS_NONE && column != NULL;
       column = gtk_widget_get_next_sibling (column))
    for (GtkWidget *child = gtk_widget_get_first_child (column); child != NULL; child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_TOGGLE_BUTTON (child) && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "bf-pos")) == pick)
        kept = child;
  if (kept != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (kept), TRUE);

  update_choice_label (self);
  set_stage (self, BF_SECRET_STAGE_PICK, self->player);
  if (kept != NULL || group != NULL)
    gtk_widget_grab_focus (kept != NULL ? kept : GTK_WIDGET (group));
}

/* A sealed choice goes into the game at once, sealed (so it is autosaved
 * and a restart goes on with the next player): the game is sealed first,
 * so nothing shows the choice on the way. */
static void
store_choice (BfSecretPage *self,
              guint         player)
{
  g_autoptr(GError) error = NULL;

  bf_carnegie_game_set_secrets_sealed (self->game, TRUE);
  if (!bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (self->game, player), self->choices[player], &error))
    g_warning ("Cannot store a secret donation: %s", error->message);
}

static void
seal_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);

  if (self->stage != BF_SECRET_STAGE_PICK)
    return;

  if (self->picked == BF_CHART_POS_NONE)
    {
      gtk_label_set_label (self->error_label, _("Pick a donation space before sealing."));
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      gtk_widget_error_bell (widget);
      bf_widgets_announce (widget, gtk_label_get_text (self->error_label));
      return;
    }

  self->choices[self->player] = self->picked;
  store_choice (self, self->player);
  close_pick (self);
  /* Sealed: nothing of it is left for the next player's pick. */
  bf_carnegie_game_set_setup_secret_pick (self->game, self->player, BF_CHART_POS_NONE);
  self->player++;
  show_handoff (self);

  if (self->stage == BF_SECRET_STAGE_SEALED)
    g_signal_emit (self, signals[SEALED], 0);
}

/* Reveal ------------------------------------------------------------------- */

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);
  guint n = bf_carnegie_game_get_n_players (self->game);
  GString *errors = g_string_new (NULL);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->reveal_list))) != NULL)
    gtk_list_box_remove (self->reveal_list, child);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = bf_handoff_dup_player_name (self->game, i);
      g_autofree char *text = self->choices[i] == BF_CHART_POS_NONE
        /* Translators: at the reveal, a player who chose no secret donation */
        ? g_strdup (_("No secret donation"))
        : describe_pos (self, self->choices[i]);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_list_box_append (self->reveal_list, row);

      if (!bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (self->game, i), self->choices[i], &error))
        g_string_append_printf (errors, "%s\n", error->message);
    }

  gtk_label_set_label (self->reveal_error, errors->str);
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_error), errors->len > 0);
  g_string_free (errors, TRUE);

  /* Revealed: scoring counts them from now on. */
  bf_carnegie_game_set_secrets_sealed (self->game, FALSE);

  set_stage (self, BF_SECRET_STAGE_REVEAL, n);
}

static void
done_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[DONE], 0);
}

/* Looking at one's own choice ------------------------------------------- */

/* Empties every label that showed a choice. */
static void
close_look (BfSecretPage *self)
{
  gtk_label_set_label (self->look_title, "");
  gtk_label_set_label (self->look_position, "");
  gtk_label_set_label (self->look_space, "");
  gtk_label_set_label (self->look_cover, "");
  gtk_widget_set_visible (GTK_WIDGET (self->look_cover), FALSE);
}

static void
build_choose_list (BfSecretPage *self)
{
  guint n = bf_carnegie_game_get_n_players (self->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choose_list))) != NULL)
    gtk_list_box_remove (self->choose_list, child);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = bf_handoff_dup_player_name (self->game, i);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "secret.look");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_uint32 (i));
      bf_widgets_expose_row_action (GTK_LIST_BOX_ROW (row));
      gtk_list_box_append (self->choose_list, row);
    }
}

static void
show_choose (BfSecretPage *self)
{
  set_stage (self, BF_SECRET_STAGE_CHOOSE, bf_carnegie_game_get_n_players (self->game));
}

static void
look_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);
  guint player = g_variant_get_uint32 (parameter);

  if (self->stage != BF_SECRET_STAGE_CHOOSE || player >= bf_carnegie_game_get_n_players (self->game))
    return;

  if (self->player != player)
    {
      self->player = player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
    }
  show_handoff (self);
}

static void
show_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);
  BfCarnegiePlayer *player;
  BfChartPos pos;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  if (!self->look_only || self->stage != BF_SECRET_STAGE_HANDOFF ||
      self->player >= bf_carnegie_game_get_n_players (self->game))
    return;

  /* This player's choice only, read now from their BfCarnegiePlayer. */
  player = bf_carnegie_game_get_player (self->game, self->player);
  pos = bf_carnegie_player_get_secret_donation (player);
  name = bf_handoff_dup_player_name (self->game, self->player);
  /* Translators: %s is a player's name */
  title = g_strdup_printf (_("%s’s Secret Donation"), name);
  gtk_label_set_label (self->look_title, title);

  if (pos == BF_CHART_POS_NONE)
    {
      /* Translators: looking at one's own secret donation, when there is none */
      gtk_label_set_label (self->look_position, _("No secret donation"));
      gtk_label_set_label (self->look_space, _("No donation space was chosen in secret for this player."));
      gtk_widget_set_visible (GTK_WIDGET (self->look_cover), FALSE);
    }
  else
    {
      BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
      const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self->game, pos);
      const BfDonationTypeInfo *type = bf_carnegie_rules_get_donation_type (rules, space->type);
      int cover = bf_carnegie_game_get_cover (self->game, BF_CHART_POS_COLUMN (pos));
      /* Translators: a secret donation as the player writes it on their
       * paper: the donation type, numbered 1-4 from left to right, and
       * the line, numbered 1-5 from top to bottom */
      g_autofree char *position = g_strdup_printf (_("Type %u, line %u"),
                                                   BF_CHART_POS_COLUMN (pos) + 1, BF_CHART_POS_ROW (pos));
      /* Translators: a donation space: its type and what it scores,
       * "Human Rights: 2 VP per housing or commerce project" */
      g_autofree char *text = g_strdup_printf (_("%s: %s"), type->name, space->text);

      gtk_label_set_label (self->look_position, position);
      gtk_label_set_label (self->look_space, text);
      if (cover != BF_NO_TILE)
        {
          const BfDonationTypeInfo *printed = bf_carnegie_rules_get_donation_type (rules, BF_CHART_POS_COLUMN (pos));
          /* Translators: %s is the donation type printed on the board under a New Donations tile */
          g_autofree char *note = g_strdup_printf (_("New Donations tile over %s"), printed->name);

          gtk_label_set_label (self->look_cover, note);
        }
      gtk_widget_set_visible (GTK_WIDGET (self->look_cover), cover != BF_NO_TILE);
    }

  set_stage (self, BF_SECRET_STAGE_LOOK, self->player);
}

static void
hide_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);

  if (self->stage != BF_SECRET_STAGE_LOOK)
    return;

  close_look (self);
  show_choose (self);
  g_signal_emit (self, signals[DONE], 0);
}

/* GObject ------------------------------------------------------------------ */

static void
bf_secret_page_constructed (GObject *object)
{
  BfSecretPage *self = BF_SECRET_PAGE (object);

  G_OBJECT_CLASS (bf_secret_page_parent_class)->constructed (object);

  g_assert (self->game != NULL);

  if (bf_carnegie_game_get_solo (self->game))
    {
      adw_status_page_set_description (self->refused_status,
                                       _("The Secret Donation is not played in a solo game."));
      set_stage (self, BF_SECRET_STAGE_REFUSED, 0);
    }
  else if (!bf_carnegie_game_has_module (self->game, BF_MODULE_SECRET_DONATION))
    {
      adw_status_page_set_description (self->refused_status,
                                       _("The Secret Donation optional rule is not in play in this game."));
      set_stage (self, BF_SECRET_STAGE_REFUSED, 0);
    }
  else if (self->look_only)
    {
      build_choose_list (self);
      show_choose (self);
    }
  else
    {
      guint n = bf_carnegie_game_get_n_players (self->game);

      /* The choices stored sealed: all of them for the reveal; while
       * they are being made, the players who sealed theirs before a
       * restart (in order), the next one is handed the device. */
      if (self->reveal_only || bf_carnegie_game_get_secrets_sealed (self->game))
        for (guint i = 0; i < n && i < BF_MAX_PLAYERS; i++)
          self->choices[i] = bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (self->game, i));
      if (self->reveal_only)
        self->player = n;
      else
        while (self->player < MIN (n, BF_MAX_PLAYERS) && self->choices[self->player] != BF_CHART_POS_NONE)
          self->player++;
      show_handoff (self);
    }
}

static void
bf_secret_page_dispose (GObject *object)
{
  BfSecretPage *self = BF_SECRET_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SECRET_PAGE);
  g_clear_object (&self->game);
  for (guint i = 0; i < G_N_ELEMENTS (self->sizes); i++)
    g_clear_object (&self->sizes[i]);

  G_OBJECT_CLASS (bf_secret_page_parent_class)->dispose (object);
}

static void
bf_secret_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BfSecretPage *self = BF_SECRET_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_STAGE:
      g_value_set_enum (value, self->stage);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    case PROP_REVEAL_ONLY:
      g_value_set_boolean (value, self->reveal_only);
      break;
    case PROP_LOOK_ONLY:
      g_value_set_boolean (value, self->look_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_secret_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BfSecretPage *self = BF_SECRET_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_REVEAL_ONLY:
      self->reveal_only = g_value_get_boolean (value);
      break;
    case PROP_LOOK_ONLY:
      self->look_only = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The four columns of the chart side by side on a wide window, one under
 * the other on a narrow one. */
#define WIDE_CHART 720

static void
size_allocate_func (GtkWidget *widget,
                    int        width,
                    int        height,
                    int        baseline)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);
  GtkOrientation orientation = width >= WIDE_CHART ? GTK_ORIENTATION_HORIZONTAL
                                                   : GTK_ORIENTATION_VERTICAL;

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->chart_box)) != orientation)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->chart_box), orientation);
      gtk_box_set_spacing (self->chart_box, orientation == GTK_ORIENTATION_HORIZONTAL ? 12 : 18);
      gtk_box_set_homogeneous (self->chart_box, orientation == GTK_ORIENTATION_HORIZONTAL);
      for (guint i = 0; i < G_N_ELEMENTS (self->sizes); i++)
        gtk_size_group_set_mode (self->sizes[i], orientation == GTK_ORIENTATION_HORIZONTAL
                                                 ? GTK_SIZE_GROUP_VERTICAL : GTK_SIZE_GROUP_NONE);
    }

  gtk_widget_allocate (GTK_WIDGET (self->stack), width, height, baseline, NULL);
}

static void
measure_func (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size,
              int            *minimum,
              int            *natural,
              int            *minimum_baseline,
              int            *natural_baseline)
{
  BfSecretPage *self = BF_SECRET_PAGE (widget);

  gtk_widget_measure (GTK_WIDGET (self->stack), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
bf_secret_page_class_init (BfSecretPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bf_appearance_load_style ("expansion");

  object_class->constructed = bf_secret_page_constructed;
  object_class->dispose = bf_secret_page_dispose;
  object_class->get_property = bf_secret_page_get_property;
  object_class->set_property = bf_secret_page_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BF_TYPE_CARNEGIE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STAGE] =
    g_param_spec_enum ("stage", NULL, NULL, BF_TYPE_SECRET_STAGE, BF_SECRET_STAGE_REFUSED,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVEAL_ONLY] =
    g_param_spec_boolean ("reveal-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOOK_ONLY] =
    g_param_spec_boolean ("look-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfSecretPage::sealed:
   *
   * Emitted when the last player has sealed their secret donation.
   */
  signals[SEALED] =
    g_signal_new ("sealed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * BfSecretPage::done:
   *
   * Emitted when the players close the reveal; each BfCarnegiePlayer of the game
   * holds their secret donation. Looking at one's own choice: emitted
   * when the player hides it again.
   */
  signals[DONE] =
    g_signal_new ("done",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-secret-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, refused_status);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, handoff);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, pick_title);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, pick_hint);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, chart_box);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, choice_label);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, reveal_list);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, reveal_error);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, choose_list);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, look_title);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, look_position);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, look_space);
  gtk_widget_class_bind_template_child (widget_class, BfSecretPage, look_cover);

  gtk_widget_class_install_action (widget_class, "secret.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "secret.seal", NULL, seal_action);
  gtk_widget_class_install_action (widget_class, "secret.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "secret.done", NULL, done_action);
  gtk_widget_class_install_action (widget_class, "secret.look", "u", look_action);
  gtk_widget_class_install_action (widget_class, "secret.show", NULL, show_action);
  gtk_widget_class_install_action (widget_class, "secret.hide", NULL, hide_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "secret.seal", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "secret.seal", NULL);

  gtk_widget_class_set_css_name (widget_class, "bf-secret-page");
}

static void
bf_secret_page_init (BfSecretPage *self)
{
  for (guint i = 0; i < BF_MAX_PLAYERS; i++)
    self->choices[i] = BF_CHART_POS_NONE;
  self->picked = BF_CHART_POS_NONE;
  /* The chart starts stacked (chart_box in the .ui is vertical). */
  for (guint i = 0; i < G_N_ELEMENTS (self->sizes); i++)
    self->sizes[i] = gtk_size_group_new (GTK_SIZE_GROUP_NONE);

  /* Own layout instead of AdwBin's: the chart turns with the width. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self),
                                 gtk_custom_layout_new (NULL, measure_func, size_allocate_func));

  g_type_ensure (BF_TYPE_HANDOFF);
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  self->stack = GTK_STACK (adw_bin_get_child (ADW_BIN (self)));
  /* GTK 4.8 would show a screen reader every page built, not just the
   * one shown. */
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  /* The page holds actions: GTK 4.8 would name it after its type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Secret Donations"), -1);
  /* The status pages (No Secret Donation, Who Looks?) scroll unnamed. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_STATUS_PAGE (child))
      bf_widgets_name_status_page (ADW_STATUS_PAGE (child), adw_status_page_get_title (ADW_STATUS_PAGE (child)));
}

GtkWidget *
bf_secret_page_new (BfCarnegieGame *game)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);

  return g_object_new (BF_TYPE_SECRET_PAGE, "game", game, NULL);
}

GtkWidget *
bf_secret_page_new_reveal (BfCarnegieGame *game)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);

  return g_object_new (BF_TYPE_SECRET_PAGE, "game", game, "reveal-only", TRUE, NULL);
}

GtkWidget *
bf_secret_page_new_look (BfCarnegieGame *game)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);

  return g_object_new (BF_TYPE_SECRET_PAGE, "game", game, "look-only", TRUE, NULL);
}

gboolean
bf_secret_page_get_look_only (BfSecretPage *self)
{
  g_return_val_if_fail (BF_IS_SECRET_PAGE (self), FALSE);

  return self->look_only;
}

gboolean
bf_secret_page_get_reveal_only (BfSecretPage *self)
{
  g_return_val_if_fail (BF_IS_SECRET_PAGE (self), FALSE);

  return self->reveal_only;
}

BfCarnegieGame *
bf_secret_page_get_game (BfSecretPage *self)
{
  g_return_val_if_fail (BF_IS_SECRET_PAGE (self), NULL);

  return self->game;
}

BfSecretStage
bf_secret_page_get_stage (BfSecretPage *self)
{
  g_return_val_if_fail (BF_IS_SECRET_PAGE (self), BF_SECRET_STAGE_REFUSED);

  return self->stage;
}

guint
bf_secret_page_get_player (BfSecretPage *self)
{
  g_return_val_if_fail (BF_IS_SECRET_PAGE (self), 0);

  return self->player;
}
