/* bf-donation-chart-view.c
 *
 * The donation chart of one player's table: a toggle per space. Each
 * space follows the disks on it (every player's donations, through
 * BfTableWatch): a donation entered or taken back updates its own space
 * and no other. Names of the players shown on a space follow the
 * players; Charitable Giving (the player's departments) opens the
 * spaces others hold; the tiles covering columns and the blocking disks
 * on the chart, which the game keeps without a notification of their
 * own, are compared with what is shown when the game changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-donation-chart-view"

#include "config.h"

#include "bf-donation-chart-view.h"

#include <glib/gi18n.h>

#include "bf-score-view.h"
#include "bf-table-watch.h"
#include "bf-widgets.h"

struct _BfDonationChartView
{
  GtkWidget        parent_instance;

  /* owned */
  BfCarnegieGame          *game;
  BfCarnegiePlayer        *player;
  GSignalGroup    *game_signals;   /* on game */
  GBindingGroup   *game_bindings;  /* from game */
  BfTableWatch    *donations;      /* every player's donations */

  /* children, owned by the widget tree */
  GtkWidget       *box;
  GtkLabel        *header_labels[BF_N_DONATION_TYPES];
  GtkDropDown     *covers[BF_N_DONATION_TYPES];
  GtkToggleButton *spaces[BF_N_CHART_POSITIONS];
  GtkLabel        *texts[BF_N_CHART_POSITIONS];
  GtkLabel        *owners[BF_N_CHART_POSITIONS];

  /* What is shown of what the game keeps without notifying it */
  int              shown_covers[BF_N_DONATION_TYPES];
  gboolean         shown_blocked[BF_N_CHART_POSITIONS];
  gboolean         giving;         /* the player has Charitable Giving */
};

G_DEFINE_FINAL_TYPE (BfDonationChartView, bf_donation_chart_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLAYER,
  N_PROPS
};

enum {
  ERROR,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GQuark accessible_quark;

static const char *
player_label (BfCarnegiePlayer *player)
{
  const char *name;

  if (bf_carnegie_player_is_andrew (player))
    return _("Andrew");

  name = bf_carnegie_player_get_name (player);
  if (name == NULL || *name == '\0')
    /* Translators: a player who has no name yet */
    return _("Another player");

  return name;
}

/* Names of the other players with a disk on @pos, or NULL. */
static char *
other_owners (BfDonationChartView *self,
              BfChartPos           pos)
{
  GListModel *players = bf_carnegie_game_get_players (self->game);
  guint n = g_list_model_get_n_items (players);
  g_autoptr(GString) names = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfCarnegiePlayer) other = g_list_model_get_item (players, i);

      if (other == self->player || !bf_carnegie_player_has_donation (other, pos))
        continue;

      if (names == NULL)
        names = g_string_new (player_label (other));
      else
        g_string_append_printf (names, ", %s", player_label (other));
    }

  return names != NULL ? g_string_free (g_steal_pointer (&names), FALSE) : NULL;
}

static void
set_css_class (GtkWidget  *widget,
               const char *css_class,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* Every gtk_widget_set_tooltip_text() makes GTK query the pointer (an X
 * round trip) and every accessible update goes out on the accessibility
 * bus, changed or not: do them only when the text changes. */
static void
set_tooltip (GtkWidget  *widget,
             const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

static void
set_accessible_texts (GtkWidget  *widget,
                      const char *label,
                      const char *description)
{
  g_autofree char *key = g_strconcat (label, "\n", description, NULL);

  if (g_strcmp0 (g_object_get_qdata (G_OBJECT (widget), accessible_quark), key) == 0)
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  g_object_set_qdata_full (G_OBJECT (widget), accessible_quark, g_steal_pointer (&key), g_free);
}

/* The tile on a column, as the game keeps it. */
static void
show_cover (BfDonationChartView *self,
            BfDonationType       column)
{
  int cover = bf_carnegie_game_get_cover (self->game, column);

  self->shown_covers[column] = cover;
  gtk_drop_down_set_selected (self->covers[column],
                              cover == BF_NO_TILE ? 0 : (guint) cover + 1);
}

/* One space: its text, who holds it, whether the player can donate
 * there, the player's own disk. */
static void
show_space (BfDonationChartView *self,
            BfChartPos           pos)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  gboolean giving = self->giving;
  const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self->game, pos);
  GtkWidget *button = GTK_WIDGET (self->spaces[pos]);
  gboolean mine = bf_carnegie_player_has_donation (self->player, pos);
  gboolean blocked = bf_carnegie_game_get_chart_blocked (self->game, pos);
  g_autofree char *others = other_owners (self, pos);
  g_autofree char *title = NULL;
  g_autofree char *status = NULL;
  g_autofree char *tooltip = NULL;
  const char *mark = NULL;

  /* Translators: a donation space: "Welfare 4: 4 VP per pair of $5 and
   * 1 goods cube left"; the first word is the column (or its tile). */
  title = g_strdup_printf (_("%s %u: %s"),
                           bf_carnegie_rules_get_donation_type (rules, space->type)->name,
                           BF_CHART_POS_ROW (pos), space->text);

  if (blocked)
    {
      /* Translators: short mark on a donation space */
      mark = C_("donation space", "Blocked");
      status = g_strdup (_("A blocking disc stands here."));
    }
  else if (others != NULL && giving)
    {
      mark = others;
      /* Translators: %s are player names */
      status = g_strdup_printf (_("Taken by %s; Charitable Giving lets you donate here too."), others);
    }
  else if (others != NULL)
    {
      mark = others;
      /* Translators: %s are player names */
      status = g_strdup_printf (_("Taken by %s."), others);
    }

  gtk_label_set_text (self->texts[pos], space->text);
  gtk_label_set_text (self->owners[pos], mark != NULL ? mark : "");
  gtk_widget_set_visible (GTK_WIDGET (self->owners[pos]), mark != NULL);

  set_css_class (button, "blocked", blocked);
  set_css_class (button, "taken", others != NULL && !blocked);
  gtk_widget_set_sensitive (button, mine || (!blocked && (others == NULL || giving)));

  tooltip = status != NULL ? g_strdup_printf ("%s\n%s", title, status) : g_strdup (title);
  set_tooltip (button, tooltip);
  if (mine)
    {
      /* Translators: accessible name of a donation space holding the
       * player's own disk: the space, "Welfare 4: …" */
      g_autofree char *name = g_strdup_printf (_("%s, donated"), title);

      set_accessible_texts (button, name, status != NULL ? status : "");
    }
  else
    set_accessible_texts (button, title, status != NULL ? status : "");

  self->shown_blocked[pos] = blocked;
  gtk_toggle_button_set_active (self->spaces[pos], mine);
}

/* The whole chart, as it is made. */
static void
show_chart (BfDonationChartView *self)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);

  self->giving = bf_carnegie_player_has_effect (self->player, BF_DEPT_EFFECT_CHARITABLE_GIVING);
  for (BfDonationType c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      gtk_label_set_text (self->header_labels[c],
                          bf_carnegie_rules_get_donation_type (rules, c)->name);
      show_cover (self, c);
    }
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    show_space (self, pos);
}

static void
emit_error (BfDonationChartView *self,
            const GError        *error)
{
  g_signal_emit (self, signals[ERROR], 0, error->message);
}

/* The result of a donation space pressed, and the player's total after
 * it, through the screen reader. */
static void
announce_space (BfDonationChartView *self,
                BfChartPos           pos,
                gboolean             donated)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  const BfDonationSpace *space = bf_carnegie_game_get_chart_space (self->game, pos);
  g_autofree char *result = NULL;

  if (donated)
    /* Translators: said by the screen reader after a donation space is
     * taken: column, row, "Welfare 4: donated" */
    result = g_strdup_printf (_("%s %u: donated"),
                              bf_carnegie_rules_get_donation_type (rules, space->type)->name,
                              BF_CHART_POS_ROW (pos));
  else
    /* Translators: said by the screen reader after a donation is taken
     * back: column, row */
    result = g_strdup_printf (_("%s %u: not donated"),
                              bf_carnegie_rules_get_donation_type (rules, space->type)->name,
                              BF_CHART_POS_ROW (pos));

  bf_score_view_announce_entry (GTK_WIDGET (self->spaces[pos]), self->game, self->player, result);
}

static void
space_toggled_cb (GtkToggleButton     *button,
                  BfDonationChartView *self)
{
  g_autoptr(GError) error = NULL;
  BfChartPos pos;
  gboolean active;

  for (pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    if (self->spaces[pos] == button)
      break;
  g_assert (pos < BF_N_CHART_POSITIONS);

  /* The space only shows the model (show_space()): nothing entered. */
  active = gtk_toggle_button_get_active (button);
  if (active == bf_carnegie_player_has_donation (self->player, pos))
    return;

  /* The space does not take the focus from a number being typed: that
   * number goes first. */
  bf_widgets_commit_focus_spin (GTK_WIDGET (self));

  if (active)
    {
      if (!bf_carnegie_player_add_donation (self->player, pos, &error))
        {
          emit_error (self, error);
          /* Show what the model holds: the refused disk is not there. */
          show_space (self, pos);
          return;
        }
    }
  else
    bf_carnegie_player_remove_donation (self->player, pos);

  announce_space (self, pos, active);
}

static void
cover_selected_cb (GtkDropDown         *drop_down,
                   GParamSpec          *pspec,
                   BfDonationChartView *self)
{
  g_autoptr(GError) error = NULL;
  guint selected;
  guint column;
  int tile;

  for (column = 0; column < BF_N_DONATION_TYPES; column++)
    if (self->covers[column] == drop_down)
      break;
  g_assert (column < BF_N_DONATION_TYPES);

  selected = gtk_drop_down_get_selected (drop_down);
  if (selected == GTK_INVALID_LIST_POSITION)
    return;

  /* The drop-down only shows the model (show_cover()): nothing entered. */
  tile = selected == 0 ? BF_NO_TILE : (int) selected - 1;
  if (tile == bf_carnegie_game_get_cover (self->game, column))
    return;

  if (!bf_carnegie_game_set_cover (self->game, column, tile, &error))
    {
      emit_error (self, error);
      show_cover (self, column);
    }
}

/* A disk put on the chart or taken off: its space. */
static void
donation_cb (BfCarnegiePlayer *player,
             gpointer          donation,
             gboolean          added,
             gpointer          user_data)
{
  show_space (user_data, bf_carnegie_donation_get_position (donation));
}

/* Another player's name: the spaces holding their disks. */
static void
name_changed_cb (BfCarnegiePlayer    *player,
                 GParamSpec          *pspec,
                 BfDonationChartView *self)
{
  GListModel *donations = bf_carnegie_player_get_donations (player);

  for (guint i = 0; i < g_list_model_get_n_items (donations); i++)
    {
      g_autoptr(BfCarnegieDonation) donation = g_list_model_get_item (donations, i);

      show_space (self, bf_carnegie_donation_get_position (donation));
    }
}

static void
player_cb (BfCarnegiePlayer *player,
           gboolean          joined,
           gpointer          user_data)
{
  BfDonationChartView *self = user_data;

  if (joined)
    g_signal_connect_object (player, "notify::name", G_CALLBACK (name_changed_cb), self, 0);
  else
    g_signal_handlers_disconnect_by_func (player, name_changed_cb, self);
}

/* Charitable Giving built or removed: every space another player holds. */
static void
departments_changed_cb (BfDonationChartView *self)
{
  gboolean giving = bf_carnegie_player_has_effect (self->player, BF_DEPT_EFFECT_CHARITABLE_GIVING);

  if (giving == self->giving)
    return;

  self->giving = giving;
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    show_space (self, pos);
}

/* The tiles on the columns and the blocking disks on the chart notify
 * nothing of their own: compared with what is shown. */
static void
game_changed_cb (BfDonationChartView *self)
{
  for (BfDonationType c = 0; c < BF_N_DONATION_TYPES; c++)
    if (bf_carnegie_game_get_cover (self->game, c) != self->shown_covers[c])
      {
        show_cover (self, c);
        for (guint row = 1; row <= BF_CHART_ROWS; row++)
          show_space (self, BF_CHART_POS (c, row));
      }

  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    if (bf_carnegie_game_get_chart_blocked (self->game, pos) != self->shown_blocked[pos])
      show_space (self, pos);
}

/* The tiles' drop-downs: with New Donations only. */
static gboolean
has_tiles_cb (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  g_value_set_boolean (to, (g_value_get_uint (from) & BF_MODULE_NEW_DONATIONS) != 0);
  return TRUE;
}

/* Four drop-downs fit 360 px: the button's label wraps on two lines
 * (cut only after those); its list shows the names in full. */
static void
setup_label_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  button)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (GPOINTER_TO_INT (button))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (label), 2);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "caption");
    }
  gtk_list_item_set_child (item, label);
}

static void
bind_label_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  button)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

static GtkListItemFactory *
label_factory_new (gboolean button)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_label_cb), GINT_TO_POINTER (button));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_label_cb), GINT_TO_POINTER (button));

  return factory;
}

static GtkWidget *
build_header (BfDonationChartView *self,
              BfDonationType       column)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  g_autoptr(GtkStringList) tiles = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = label_factory_new (TRUE);
  g_autoptr(GtkListItemFactory) list_factory = label_factory_new (FALSE);
  g_autofree char *cover_label = NULL;
  g_autofree char *name = NULL;
  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *drop_down;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_valign (box, GTK_ALIGN_END);

  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_box_append (GTK_BOX (box), label);
  self->header_labels[column] = GTK_LABEL (label);

  /* Translators: no New Donations tile covers this chart column */
  gtk_string_list_append (tiles, C_("donation tile", "No tile"));
  for (guint t = 0; t < BF_N_DONATION_TYPES; t++)
    gtk_string_list_append (tiles, bf_carnegie_rules_get_donation_type (rules, t)->name);

  drop_down = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&tiles)), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop_down), factory);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop_down), list_factory);
  gtk_widget_add_css_class (drop_down, "bf-chart-cover");
  /* The tests find a column's drop-down by its name (tests/bf-test-ui.c). */
  name = g_strdup_printf ("bf-chart-cover-%u", column);
  gtk_widget_set_name (drop_down, name);
  /* No tooltip: it would stand over the first entries of the list (the
   * column's name is just above). */
  /* Translators: accessible name of the drop-down that picks the New
   * Donations tile covering a chart column; %s is the column */
  cover_label = g_strdup_printf (_("New Donations tile on the %s column"),
                                 bf_carnegie_rules_get_donation_type (rules, column)->name);
  bf_widgets_name_drop_down (GTK_DROP_DOWN (drop_down), cover_label);
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (cover_selected_cb), self);
  gtk_box_append (GTK_BOX (box), drop_down);
  self->covers[column] = GTK_DROP_DOWN (drop_down);

  return box;
}

static GtkWidget *
build_space (BfDonationChartView *self,
             BfChartPos           pos)
{
  g_autofree char *name = NULL;
  GtkWidget *button;
  GtkWidget *box;
  GtkWidget *text;
  GtkWidget *owner;

  button = gtk_toggle_button_new ();
  gtk_widget_add_css_class (button, "bf-chart-space");
  /* The tests find a space by its name (tests/bf-test-ui.c). */
  name = g_strdup_printf ("bf-chart-space-%u", pos);
  gtk_widget_set_name (button, name);
  gtk_widget_set_hexpand (button, TRUE);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);

  text = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 18);
  gtk_label_set_width_chars (GTK_LABEL (text), 4);
  gtk_widget_add_css_class (text, "bf-chart-text");
  gtk_box_append (GTK_BOX (box), text);

  owner = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (owner), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (owner), 3);
  gtk_widget_add_css_class (owner, "bf-chart-owner");
  gtk_widget_set_visible (owner, FALSE);
  gtk_box_append (GTK_BOX (box), owner);

  gtk_button_set_child (GTK_BUTTON (button), box);
  /* After a click, Return must not take the donation back. */
  bf_widgets_toggle_keeps_focus (button);
  g_signal_connect (button, "toggled", G_CALLBACK (space_toggled_cb), self);

  self->spaces[pos] = GTK_TOGGLE_BUTTON (button);
  self->texts[pos] = GTK_LABEL (text);
  self->owners[pos] = GTK_LABEL (owner);

  return button;
}

static void
bf_donation_chart_view_constructed (GObject *object)
{
  BfDonationChartView *self = (BfDonationChartView *)object;
  GtkWidget *headers;
  GtkWidget *grid;

  G_OBJECT_CLASS (bf_donation_chart_view_parent_class)->constructed (object);

  g_assert (BF_IS_CARNEGIE_GAME (self->game));
  g_assert (BF_IS_CARNEGIE_PLAYER (self->player));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Donation chart"),
                                  -1);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* Same spacing and homogeneous columns in both grids, so the headers
   * stand over their columns. */
  headers = gtk_grid_new ();
  gtk_grid_set_column_homogeneous (GTK_GRID (headers), TRUE);
  gtk_grid_set_column_spacing (GTK_GRID (headers), 4);
  gtk_box_append (GTK_BOX (self->box), headers);

  grid = gtk_grid_new ();
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_box_append (GTK_BOX (self->box), grid);

  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      gtk_grid_attach (GTK_GRID (headers), build_header (self, c), c, 0, 1, 1);

      for (guint row = 1; row <= BF_CHART_ROWS; row++)
        {
          BfChartPos pos = BF_CHART_POS (c, row);

          gtk_grid_attach (GTK_GRID (grid), build_space (self, pos), c, row - 1, 1, 1);
        }
    }

  self->game_bindings = g_binding_group_new ();
  for (guint c = 0; c < BF_N_DONATION_TYPES; c++)
    g_binding_group_bind_full (self->game_bindings, "modules", self->covers[c], "visible",
                               G_BINDING_SYNC_CREATE, has_tiles_cb, NULL, NULL, NULL);
  g_binding_group_set_source (self->game_bindings, self->game);

  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_CARNEGIE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_set_target (self->game_signals, self->game);

  show_chart (self);

  g_signal_connect_object (bf_carnegie_player_get_departments (self->player), "items-changed",
                           G_CALLBACK (departments_changed_cb), self, G_CONNECT_SWAPPED);
  self->donations = bf_table_watch_new (bf_carnegie_player_get_donations, donation_cb, player_cb, self);
  bf_table_watch_set_game (self->donations, self->game);
}

static void
bf_donation_chart_view_dispose (GObject *object)
{
  BfDonationChartView *self = (BfDonationChartView *)object;

  /* Nothing the view follows reaches it once it is disposed. */
  g_clear_pointer (&self->donations, bf_table_watch_free);
  if (self->game != NULL)
    {
      GListModel *players = bf_carnegie_game_get_players (self->game);

      for (guint i = 0; i < g_list_model_get_n_items (players); i++)
        {
          g_autoptr(BfCarnegiePlayer) player = g_list_model_get_item (players, i);

          g_signal_handlers_disconnect_by_func (player, name_changed_cb, self);
        }
    }
  if (self->player != NULL)
    g_signal_handlers_disconnect_by_func (bf_carnegie_player_get_departments (self->player),
                                          departments_changed_cb, self);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game_bindings);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->game);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (bf_donation_chart_view_parent_class)->dispose (object);
}

static void
bf_donation_chart_view_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BfDonationChartView *self = BF_DONATION_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_donation_chart_view_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BfDonationChartView *self = BF_DONATION_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;

    case PROP_PLAYER:
      self->player = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_donation_chart_view_class_init (BfDonationChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bf_donation_chart_view_constructed;
  object_class->dispose = bf_donation_chart_view_dispose;
  object_class->get_property = bf_donation_chart_view_get_property;
  object_class->set_property = bf_donation_chart_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_CARNEGIE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL,
                         BF_TYPE_CARNEGIE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  accessible_quark = g_quark_from_static_string ("bf-donation-chart-view-accessible");

  /**
   * BfDonationChartView::error:
   * @self: the chart view
   * @message: what the model refused, for the user
   *
   * Emitted when the model refuses a change made in the view; the view
   * already shows the model's value again.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bf-donation-chart-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bf_donation_chart_view_init (BfDonationChartView *self)
{
}

GtkWidget *
bf_donation_chart_view_new (BfCarnegieGame   *game,
                            BfCarnegiePlayer *player)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_GAME (game), NULL);
  g_return_val_if_fail (BF_IS_CARNEGIE_PLAYER (player), NULL);

  return g_object_new (BF_TYPE_DONATION_CHART_VIEW,
                       "game", game,
                       "player", player,
                       NULL);
}

BfCarnegieGame *
bf_donation_chart_view_get_game (BfDonationChartView *self)
{
  g_return_val_if_fail (BF_IS_DONATION_CHART_VIEW (self), NULL);

  return self->game;
}

BfCarnegiePlayer *
bf_donation_chart_view_get_player (BfDonationChartView *self)
{
  g_return_val_if_fail (BF_IS_DONATION_CHART_VIEW (self), NULL);

  return self->player;
}

GtkToggleButton *
bf_donation_chart_view_get_space_button (BfDonationChartView *self,
                                         BfChartPos           pos)
{
  g_return_val_if_fail (BF_IS_DONATION_CHART_VIEW (self), NULL);
  g_return_val_if_fail (pos < BF_N_CHART_POSITIONS, NULL);

  return self->spaces[pos];
}

