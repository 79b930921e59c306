/* bf-livingstone-page.c
 *
 * Four views in a view stack: players, board values, rounds and the end
 * of the game with the result. The widgets of each player, their result
 * included, are made when a player is added (removed with the last one)
 * and updated in place after every change of the game, an undo or
 * another game of the same number of players included: no entry destroys
 * a widget, so none that holds the focus or is receiving it (a Tab out
 * of a spin button commits its value, a change of the game, while the
 * focus moves to the next widget: GTK 4.8 hangs if that widget goes).
 *
 * The spin buttons made in code are named after what they hold
 * ("bf-liv-tents-3", "bf-liv-moved-3", "bf-liv-gems", "bf-liv-cost-2",
 * "bf-liv-die-1"…) and the labels made per player have a style class
 * ("bf-liv-round-score", "bf-liv-running-total", "bf-liv-result-total"):
 * tests/test-livingstone-page.c finds them by these marks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone-page.h"
#include "bf-livingstone-export.h"
#include "bf-player.h"
#include "bf-rules.h"
#include "bf-widgets.h"

#define N_ROWS BF_LIVINGSTONE_N_ROWS

/* What a player's spin button holds ("bf-kind"). */
typedef enum
{
  BF_LIVINGSTONE_SPIN_TENTS,     /* "bf-index": row 1-6, this round */
  BF_LIVINGSTONE_SPIN_OTHER,     /* "bf-index": row 1-6, tents moved (whole game) */
  BF_LIVINGSTONE_SPIN_GEMS,
  BF_LIVINGSTONE_SPIN_VP_CARDS,
  BF_LIVINGSTONE_SPIN_DONATION,
} BfLivingstoneSpin;

/* One line of a player's result; borrowed. */
typedef struct
{
  AdwActionRow        *row;
  GtkLabel            *vp;
} ResultLine;

/* The widgets of one player; borrowed (their containers own them), but
 * for @name and @result_lines. */
typedef struct
{
  char                *name;            /* the name the labels give */
  /* players view */
  GtkWidget           *entry_row;
  GtkDropDown         *color;
  GtkWidget           *remove;
  /* rounds view */
  AdwPreferencesGroup *round_group;
  GtkLabel            *round_score;
  GtkWidget           *round_dot;
  GtkSpinButton       *tents[N_ROWS];
  AdwExpanderRow      *other_row;
  GtkSpinButton       *other[N_ROWS];
  AdwActionRow        *total_row;
  GtkLabel            *total;
  int                  said_total;      /* the running total last shown, */
  int                  said_round;      /* for that round (-1: none yet) */
  /* end view */
  AdwPreferencesGroup *end_group;
  GtkSpinButton       *gems;
  GtkSpinButton       *vp_cards;
  GtkSpinButton       *donation;
  /* result (end view) */
  AdwPreferencesGroup *result_group;
  GtkWidget           *result_dot;
  GtkWidget           *trophy;
  GtkLabel            *result_total;
  GPtrArray           *result_lines;    /* ResultLine, owned */
} PlayerWidgets;

struct _BfLivingstonePage
{
  AdwBin               parent_instance;

  /* template widgets */
  AdwViewSwitcher     *switcher;
  AdwViewStack        *stack;
  GtkListBox          *players_list;
  GtkWidget           *add_button;
  GtkSpinButton       *columns_spin;
  GtkWidget           *board_banner;
  AdwPreferencesGroup *row_values_group;
  GtkFlowBox          *costs_box;
  GtkLabel            *confirmed_label;
  GtkLabel            *round_title;
  GtkLabel            *round_subtitle;
  GtkBox              *round_players_box;
  AdwActionRow        *stopped_row;
  GtkSwitch           *stopped_switch;
  AdwPreferencesGroup *totals_group;
  GtkButton           *next_button;
  GtkBox              *end_players_box;
  GtkWidget           *dice_group;
  GtkBox              *dice_box;
  GtkLabel            *dice_label;
  GtkBox              *notes_box;
  GtkWidget           *check_board_button;
  GtkLabel            *verdict_label;
  GtkBox              *result_box;

  /* borrowed, made in init */
  GtkSpinButton       *row_values[N_ROWS];      /* rows 2-5; NULL for 1 and 6 */
  GtkLabel            *fixed_values[N_ROWS];    /* rows 1 and 6 */
  GtkSpinButton       *costs[BF_LIVINGSTONE_N_COLUMNS];
  GtkSpinButton       *dice[BF_LIVINGSTONE_N_DICE];

  /* owned */
  BfLivingstoneGame   *game;
  GSignalGroup        *game_signals;    /* on game */
  GBindingGroup       *game_bindings;   /* from game */
  BfLivingstoneResult *result;
  GSettings           *settings;
  GtkStringList       *color_names;
  GPtrArray           *players;                 /* PlayerWidgets */
  GPtrArray           *note_labels;             /* GtkLabel, borrowed */
  GtkFileChooserNative *chooser;

  guint                round;
  gboolean             updating;
  gboolean             start_after_confirm;
};

G_DEFINE_FINAL_TYPE (BfLivingstonePage, bf_livingstone_page, ADW_TYPE_BIN)

enum {
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (BfLivingstonePage *self);

/* Helpers -------------------------------------------------------------------- */

static void
emit_error (BfLivingstonePage *self,
            GError            *error)
{
  if (error != NULL)
    g_signal_emit (self, signals[ERROR], 0, error->message);
}

static void
set_label (GtkLabel   *label,
           const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static GtkSpinButton *
make_spin (int         min,
           int         max,
           gboolean    vertical,
           const char *accessible_label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  if (vertical)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (spin), GTK_ORIENTATION_VERTICAL);
      gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (spin, "bf-liv-stepper");
    }
  if (accessible_label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);

  return GTK_SPIN_BUTTON (spin);
}

static const BfColor *
player_color (BfLivingstonePage *self,
              guint              player)
{
  return bf_rules_lookup_color (bf_rules_get_default (),
                                bf_livingstone_game_get_player_color (self->game, player));
}

static void
draw_dot_cb (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  const char *rgb = g_object_get_data (G_OBJECT (area), "bf-rgb");
  GdkRGBA color;

  if (rgb == NULL || !gdk_rgba_parse (&color, rgb))
    return;

  gdk_cairo_set_source_rgba (cr, &color);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* A dot in a player's colour (set_dot()). */
static GtkWidget *
make_dot (void)
{
  GtkWidget *dot = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (dot), 12);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (dot), 12);
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (dot), draw_dot_cb, NULL, NULL);
  gtk_accessible_update_state (GTK_ACCESSIBLE (dot), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  return dot;
}

/* @color is static rule data. */
static void
set_dot (GtkWidget     *dot,
         const BfColor *color)
{
  const char *rgb = color != NULL ? color->rgb : NULL;

  if (g_object_get_data (G_OBJECT (dot), "bf-rgb") == rgb)
    return;

  g_object_set_data (G_OBJECT (dot), "bf-rgb", (gpointer) rgb);
  gtk_widget_queue_draw (dot);
}

static char *
format_vp (int vp)
{
  /* Translators: victory points, "7 VP" */
  return g_strdup_printf (_("%d VP"), vp);
}

static guint
index_of (GtkWidget  *widget,
          const char *key)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), key));
}

/* Settings ------------------------------------------------------------------- */

static gboolean
read_int_array (GSettings  *settings,
                const char *key,
                guint       n,
                guint      *values)
{
  g_autoptr(GVariant) variant = g_settings_get_value (settings, key);
  const gint32 *array;
  gsize length = 0;

  array = g_variant_get_fixed_array (variant, &length, sizeof (gint32));
  if (length != n)
    return FALSE;

  for (guint i = 0; i < n; i++)
    values[i] = CLAMP (array[i], 0, BF_LIVINGSTONE_MAX_VALUE);

  return TRUE;
}

/* A new game starts with the values the players gave before. */
static void
apply_settings (BfLivingstonePage *self)
{
  guint rows[N_ROWS];
  guint costs[BF_LIVINGSTONE_N_COLUMNS];

  if (self->settings == NULL)
    return;

  if (read_int_array (self->settings, "livingstone-row-values", N_ROWS, rows))
    for (guint row = 2; row <= 5; row++)
      bf_livingstone_game_set_row_value (self->game, row, rows[row - 1], NULL);

  if (read_int_array (self->settings, "livingstone-column-costs", BF_LIVINGSTONE_N_COLUMNS, costs))
    for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
      bf_livingstone_game_set_column_cost (self->game, column, costs[column - 1], NULL);

  bf_livingstone_game_set_values_confirmed (self->game,
                                            g_settings_get_boolean (self->settings,
                                                                    "livingstone-values-confirmed"));
}

static void
save_settings (BfLivingstonePage *self)
{
  gint32 rows[N_ROWS];
  gint32 costs[BF_LIVINGSTONE_N_COLUMNS];

  if (self->settings == NULL || self->game == NULL)
    return;

  for (guint row = 1; row <= N_ROWS; row++)
    rows[row - 1] = bf_livingstone_game_get_row_value (self->game, row);
  for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
    costs[column - 1] = bf_livingstone_game_get_column_cost (self->game, column);

  g_settings_set_value (self->settings, "livingstone-row-values",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, rows, N_ROWS, sizeof (gint32)));
  g_settings_set_value (self->settings, "livingstone-column-costs",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_INT32, costs,
                                                   BF_LIVINGSTONE_N_COLUMNS, sizeof (gint32)));
  g_settings_set_boolean (self->settings, "livingstone-values-confirmed", TRUE);
}

/* Entry callbacks -------------------------------------------------------------- */

static void
name_changed_cb (GtkEditable       *entry,
                 BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->game == NULL)
    return;

  if (!bf_livingstone_game_set_player_name (self->game, index_of (GTK_WIDGET (entry), "bf-player"),
                                            gtk_editable_get_text (entry), &error))
    emit_error (self, error);
}

static void
color_changed_cb (GtkDropDown       *drop_down,
                  GParamSpec        *pspec,
                  BfLivingstonePage *self)
{
  BfRules *rules = bf_rules_get_default ();
  guint player = index_of (GTK_WIDGET (drop_down), "bf-player");
  guint selected = gtk_drop_down_get_selected (drop_down);
  g_autoptr(GError) error = NULL;
  g_autofree char *old = NULL;
  const char *wanted;

  if (self->updating || self->game == NULL || selected >= bf_rules_get_n_colors (rules))
    return;

  wanted = bf_rules_get_color (rules, selected)->id;
  old = g_strdup (bf_livingstone_game_get_player_color (self->game, player));

  /* Choosing another player's colour swaps the two, through a free one
   * (there are more colours than players). */
  for (guint i = 0; i < bf_livingstone_game_get_n_players (self->game); i++)
    if (i != player && g_strcmp0 (bf_livingstone_game_get_player_color (self->game, i), wanted) == 0)
      {
        for (guint c = 0; c < bf_rules_get_n_colors (rules); c++)
          {
            const char *id = bf_rules_get_color (rules, c)->id;

            if (g_strcmp0 (id, wanted) != 0 && g_strcmp0 (id, old) != 0 &&
                bf_livingstone_game_set_player_color (self->game, i, id, NULL))
              break;
          }
        bf_livingstone_game_set_player_color (self->game, player, wanted, &error);
        bf_livingstone_game_set_player_color (self->game, i, old, NULL);
        emit_error (self, error);
        return;
      }

  if (!bf_livingstone_game_set_player_color (self->game, player, wanted, &error))
    emit_error (self, error);
}

static void
remove_clicked_cb (GtkButton         *button,
                   BfLivingstonePage *self)
{
  if (self->game != NULL)
    bf_livingstone_game_remove_player (self->game, index_of (GTK_WIDGET (button), "bf-player"));
}

static void
columns_changed_cb (BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->game == NULL)
    return;

  if (!bf_livingstone_game_set_n_columns (self->game,
                                          gtk_spin_button_get_value_as_int (self->columns_spin),
                                          &error))
    emit_error (self, error);
}

static void
row_value_changed_cb (GtkSpinButton     *spin,
                      BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->game == NULL)
    return;

  if (!bf_livingstone_game_set_row_value (self->game, index_of (GTK_WIDGET (spin), "bf-index"),
                                          gtk_spin_button_get_value_as_int (spin), &error))
    emit_error (self, error);
  else if (bf_livingstone_game_get_values_confirmed (self->game))
    save_settings (self);
}

static void
cost_changed_cb (GtkSpinButton     *spin,
                 BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->game == NULL)
    return;

  if (!bf_livingstone_game_set_column_cost (self->game, index_of (GTK_WIDGET (spin), "bf-index"),
                                            gtk_spin_button_get_value_as_int (spin), &error))
    emit_error (self, error);
  else if (bf_livingstone_game_get_values_confirmed (self->game))
    save_settings (self);
}

static void
stopped_changed_cb (BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->game == NULL ||
      self->round >= bf_livingstone_game_get_n_rounds (self->game))
    return;

  if (!bf_livingstone_game_set_stopped (self->game, self->round,
                                        gtk_switch_get_active (self->stopped_switch), &error))
    {
      emit_error (self, error);
      refresh (self);
    }
}

static void
spin_changed_cb (GtkSpinButton     *spin,
                 BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;
  BfLivingstoneSpin kind = index_of (GTK_WIDGET (spin), "bf-kind");
  guint player = index_of (GTK_WIDGET (spin), "bf-player");
  guint index = index_of (GTK_WIDGET (spin), "bf-index");
  int value = gtk_spin_button_get_value_as_int (spin);
  gboolean ok = TRUE;

  if (self->updating || self->game == NULL || player >= bf_livingstone_game_get_n_players (self->game))
    return;

  switch (kind)
    {
    case BF_LIVINGSTONE_SPIN_TENTS:
      if (self->round < bf_livingstone_game_get_n_rounds (self->game))
        ok = bf_livingstone_game_set_tents (self->game, self->round, player, index, value, &error);
      break;
    case BF_LIVINGSTONE_SPIN_OTHER:
      ok = bf_livingstone_game_set_other_tents (self->game, player, index, value, &error);
      break;
    case BF_LIVINGSTONE_SPIN_GEMS:
      ok = bf_livingstone_game_set_gems (self->game, player, value, &error);
      break;
    case BF_LIVINGSTONE_SPIN_VP_CARDS:
      ok = bf_livingstone_game_set_vp_cards (self->game, player, value, &error);
      break;
    case BF_LIVINGSTONE_SPIN_DONATION:
      ok = bf_livingstone_game_set_donation (self->game, player, value, &error);
      break;
    default:
      g_assert_not_reached ();
    }

  if (!ok)
    emit_error (self, error);
}

static void
die_changed_cb (GtkSpinButton     *spin,
                BfLivingstonePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->game == NULL)
    return;

  if (!bf_livingstone_game_set_die (self->game, index_of (GTK_WIDGET (spin), "bf-index"),
                                    gtk_spin_button_get_value_as_int (spin), &error))
    emit_error (self, error);
}

static GtkSpinButton *
make_player_spin (BfLivingstonePage *self,
                  BfLivingstoneSpin  kind,
                  guint              player,
                  guint              index,
                  int                min,
                  int                max,
                  gboolean           vertical,
                  const char        *accessible_label)
{
  GtkSpinButton *spin = make_spin (min, max, vertical, accessible_label);

  g_object_set_data (G_OBJECT (spin), "bf-kind", GUINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (spin), "bf-player", GUINT_TO_POINTER (player));
  g_object_set_data (G_OBJECT (spin), "bf-index", GUINT_TO_POINTER (index));
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), self);

  return spin;
}

/* Building the players' widgets --------------------------------------------- */

/* Six rows with a stepper each, in the board's order: row 6 at the top,
 * row 1 next to the river, as in the Board view. Added to @group, or to
 * @expander when it is not NULL. */
static void
add_tents_rows (BfLivingstonePage    *self,
                BfLivingstoneSpin     kind,
                guint                 player,
                GtkSpinButton       **spins,
                AdwPreferencesGroup  *group,
                AdwExpanderRow       *expander)
{
  for (guint row = N_ROWS; row >= 1; row--)
    {
      GtkWidget *action_row = adw_action_row_new ();
      /* Translators: a row of the Livingstone board, "Row 3" */
      g_autofree char *title = g_strdup_printf (_("Row %u"), row);
      g_autofree char *widget_name = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (action_row), title);
      if (kind == BF_LIVINGSTONE_SPIN_TENTS)
        {
          /* Translators: what a tent in a row scores at the end of a round, "3 VP each" */
          g_autofree char *subtitle = g_strdup_printf (_("%u VP each"), row);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (action_row), subtitle);
        }

      /* Named by player_widgets_set_name(). */
      spins[row - 1] = make_player_spin (self, kind, player, row,
                                         kind == BF_LIVINGSTONE_SPIN_TENTS ? 0 : -BF_LIVINGSTONE_N_TENTS,
                                         BF_LIVINGSTONE_N_TENTS, FALSE, NULL);
      widget_name = g_strdup_printf (kind == BF_LIVINGSTONE_SPIN_TENTS ? "bf-liv-tents-%u" : "bf-liv-moved-%u", row);
      gtk_widget_set_name (GTK_WIDGET (spins[row - 1]), widget_name);
      gtk_widget_add_css_class (GTK_WIDGET (spins[row - 1]), "bf-liv-tents");
      /* One Tab stop per row: the stepper, not the row before it. */
      bf_widgets_add_spin_suffix (ADW_ACTION_ROW (action_row), spins[row - 1]);

      if (expander != NULL)
        adw_expander_row_add_row (expander, action_row);
      else
        adw_preferences_group_add (group, action_row);
    }
}

static AdwActionRow *
make_spin_row (const char    *title,
               const char    *subtitle,
               GtkSpinButton *spin)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), spin);

  return ADW_ACTION_ROW (row);
}

/* Names the widgets of @pw after the player's @name: the titles and the
 * spin buttons' accessible names ("Anna: gems kept"). */
static void
player_widgets_set_name (PlayerWidgets *pw,
                         const char    *name)
{
  g_autofree char *gems = NULL;
  g_autofree char *vp_cards = NULL;
  g_autofree char *donation = NULL;

  if (g_strcmp0 (pw->name, name) == 0)
    return;

  g_free (pw->name);
  pw->name = g_strdup (name);

  adw_preferences_group_set_title (pw->round_group, name);
  adw_preferences_group_set_title (pw->end_group, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (pw->total_row), name);

  for (guint row = 1; row <= N_ROWS; row++)
    {
      /* Translators: accessible name of a stepper, "Anna: tents in row 3, 3 VP each" */
      g_autofree char *tents = g_strdup_printf (_("%s: tents in row %u, %u VP each"), name, row, row);
      /* Translators: accessible name of a stepper, "Anna: tents moved in row 3, whole game" */
      g_autofree char *other = g_strdup_printf (_("%s: tents moved in row %u, whole game"), name, row);

      gtk_accessible_update_property (GTK_ACCESSIBLE (pw->tents[row - 1]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tents, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (pw->other[row - 1]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, other, -1);
    }

  gems = g_strdup_printf (_("%s: gems kept"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pw->gems), GTK_ACCESSIBLE_PROPERTY_LABEL, gems, -1);
  vp_cards = g_strdup_printf (_("%s: VP on action cards"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pw->vp_cards), GTK_ACCESSIBLE_PROPERTY_LABEL, vp_cards, -1);
  donation = g_strdup_printf (_("%s: donation in pounds"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pw->donation), GTK_ACCESSIBLE_PROPERTY_LABEL, donation, -1);
}

static PlayerWidgets *
player_widgets_new (BfLivingstonePage *self,
                    guint              i)
{
  PlayerWidgets *pw = g_new0 (PlayerWidgets, 1);
  GtkWidget *box;
  GtkWidget *header;
  GtkWidget *label;
  g_autofree char *accessible = NULL;

  pw->said_round = -1;

  /* Players view: name, colour, remove. */
  pw->entry_row = adw_entry_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (pw->entry_row), FALSE);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (pw->entry_row), BF_MAX_NAME_LENGTH);
  g_object_set_data (G_OBJECT (pw->entry_row), "bf-player", GUINT_TO_POINTER (i));
  g_signal_connect (pw->entry_row, "changed", G_CALLBACK (name_changed_cb), self);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  pw->color = GTK_DROP_DOWN (gtk_drop_down_new (g_object_ref (G_LIST_MODEL (self->color_names)), NULL));
  g_object_set_data (G_OBJECT (pw->color), "bf-player", GUINT_TO_POINTER (i));
  gtk_widget_set_tooltip_text (GTK_WIDGET (pw->color), _("Colour"));
  accessible = g_strdup_printf (_("Colour of player %u"), i + 1);
  bf_widgets_name_drop_down (pw->color, accessible);
  g_signal_connect (pw->color, "notify::selected", G_CALLBACK (color_changed_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (pw->color));

  pw->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  bf_widgets_name_icon_button (pw->remove, _("Remove Player"));
  gtk_widget_add_css_class (pw->remove, "flat");
  g_object_set_data (G_OBJECT (pw->remove), "bf-player", GUINT_TO_POINTER (i));
  g_signal_connect (pw->remove, "clicked", G_CALLBACK (remove_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), pw->remove);

  adw_entry_row_add_suffix (ADW_ENTRY_ROW (pw->entry_row), box);
  gtk_list_box_append (self->players_list, pw->entry_row);

  /* Rounds view: the tents in the column, the score of the round. */
  pw->round_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  pw->round_dot = make_dot ();
  gtk_box_append (GTK_BOX (header), pw->round_dot);
  pw->round_score = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (pw->round_score), "heading");
  gtk_widget_add_css_class (GTK_WIDGET (pw->round_score), "bf-liv-number");
  gtk_widget_add_css_class (GTK_WIDGET (pw->round_score), "bf-liv-round-score");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (pw->round_score));
  adw_preferences_group_set_header_suffix (pw->round_group, header);

  add_tents_rows (self, BF_LIVINGSTONE_SPIN_TENTS, i, pw->tents, pw->round_group, NULL);

  /* Tents moved on the board: the rules' only use is the two-player
   * move of a tent when the supply is empty (docs/livingstone.md). */
  pw->other_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (pw->other_row), _("Tents Moved Between Columns"));
  adw_expander_row_set_subtitle (pw->other_row, _("For the whole game, not only this round"));
  label = gtk_label_new (_("With two players, a player whose supply is empty may move one of their "
                           "tents already on the board when placing a tent: enter it in this round "
                           "and −1 here, in the row it left. No action card places a tent outside "
                           "the column above the steamboat."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "bf-liv-moved-help");
  adw_expander_row_add_row (pw->other_row, label);
  /* The list box wrapped the label in a row: nothing to activate, but a
   * Tab stop (a screen reader reads it there): GTK 4.8's list box gives
   * up a Tab (or Shift+Tab) into it when the first (last) row it meets
   * takes no focus and holds nothing that does, and the steppers below
   * could not be reached. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  add_tents_rows (self, BF_LIVINGSTONE_SPIN_OTHER, i, pw->other, NULL, pw->other_row);
  adw_preferences_group_add (pw->round_group, GTK_WIDGET (pw->other_row));
  gtk_box_append (self->round_players_box, GTK_WIDGET (pw->round_group));

  pw->total_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (pw->total_row), FALSE);
  pw->total = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (pw->total), "title-4");
  gtk_widget_add_css_class (GTK_WIDGET (pw->total), "bf-liv-number");
  gtk_widget_add_css_class (GTK_WIDGET (pw->total), "bf-liv-running-total");
  adw_action_row_add_suffix (pw->total_row, GTK_WIDGET (pw->total));
  adw_preferences_group_add (self->totals_group, GTK_WIDGET (pw->total_row));

  /* End view: gems, cards, donation (named by player_widgets_set_name()). */
  pw->end_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  pw->gems = make_player_spin (self, BF_LIVINGSTONE_SPIN_GEMS, i, 0, 0, BF_LIVINGSTONE_MAX_GEMS,
                               FALSE, NULL);
  gtk_widget_set_name (GTK_WIDGET (pw->gems), "bf-liv-gems");
  adw_preferences_group_add (pw->end_group,
                             GTK_WIDGET (make_spin_row (_("_Gems Kept"), _("1 VP each"), pw->gems)));

  pw->vp_cards = make_player_spin (self, BF_LIVINGSTONE_SPIN_VP_CARDS, i, 0, 0,
                                   BF_LIVINGSTONE_MAX_VP_CARDS, FALSE, NULL);
  gtk_widget_set_name (GTK_WIDGET (pw->vp_cards), "bf-liv-vp-cards");
  adw_preferences_group_add (pw->end_group,
                             GTK_WIDGET (make_spin_row (_("_VP Action Cards"),
                                                        _("The VP printed on the cards in hand, added up"),
                                                        pw->vp_cards)));

  pw->donation = make_player_spin (self, BF_LIVINGSTONE_SPIN_DONATION, i, 0, 0,
                                   BF_LIVINGSTONE_MAX_DONATION, FALSE, NULL);
  gtk_widget_set_name (GTK_WIDGET (pw->donation), "bf-liv-donation");
  adw_preferences_group_add (pw->end_group,
                             GTK_WIDGET (make_spin_row (_("_Donation to the Queen"),
                                                        _("Pounds, revealed after the scoring"),
                                                        pw->donation)));
  gtk_box_append (self->end_players_box, GTK_WIDGET (pw->end_group));

  /* End view: the result, its lines made by refresh_result(). */
  pw->result_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  pw->result_dot = make_dot ();
  gtk_box_append (GTK_BOX (header), pw->result_dot);
  pw->trophy = gtk_image_new_from_icon_name ("starred-symbolic");
  gtk_widget_add_css_class (pw->trophy, "bf-liv-trophy");
  gtk_accessible_update_property (GTK_ACCESSIBLE (pw->trophy),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Winner"), -1);
  gtk_box_append (GTK_BOX (header), pw->trophy);
  pw->result_total = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (pw->result_total), "title-3");
  gtk_widget_add_css_class (GTK_WIDGET (pw->result_total), "bf-liv-number");
  gtk_widget_add_css_class (GTK_WIDGET (pw->result_total), "bf-liv-result-total");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (pw->result_total));
  adw_preferences_group_set_header_suffix (pw->result_group, header);
  pw->result_lines = g_ptr_array_new_with_free_func (g_free);
  gtk_box_append (self->result_box, GTK_WIDGET (pw->result_group));

  player_widgets_set_name (pw, bf_livingstone_game_get_display_name (self->game, i));

  return pw;
}

/* Before @widget goes: the focus, if it is there, moves to @next (the
 * page itself when NULL), so that it never vanishes. */
static void
move_focus_from (BfLivingstonePage *self,
                 GtkWidget         *widget,
                 GtkWidget         *next)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || (focus != widget && !gtk_widget_is_ancestor (focus, widget)))
    return;

  if (next == NULL || !gtk_widget_grab_focus (next))
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

static void
player_widgets_free (PlayerWidgets *pw)
{
  g_clear_pointer (&pw->result_lines, g_ptr_array_unref);
  g_free (pw->name);
  g_free (pw);
}

/* Removes the widgets of the last player (a player was removed: the
 * widgets of the others show the players that follow in their place). */
static void
remove_last_player_widgets (BfLivingstonePage *self)
{
  PlayerWidgets *pw = g_ptr_array_steal_index (self->players, self->players->len - 1);
  PlayerWidgets *previous = self->players->len > 0
                            ? g_ptr_array_index (self->players, self->players->len - 1) : NULL;

  /* Remove Player pressed with the keyboard on the last player: the
   * focus goes to the player above, or to Add Player. */
  move_focus_from (self, pw->entry_row, previous != NULL ? previous->remove : self->add_button);
  move_focus_from (self, GTK_WIDGET (pw->round_group), previous != NULL ? GTK_WIDGET (previous->tents[0]) : NULL);
  move_focus_from (self, GTK_WIDGET (pw->end_group), previous != NULL ? GTK_WIDGET (previous->donation) : NULL);
  move_focus_from (self, GTK_WIDGET (pw->result_group), NULL);

  gtk_list_box_remove (self->players_list, pw->entry_row);
  gtk_box_remove (self->round_players_box, GTK_WIDGET (pw->round_group));
  adw_preferences_group_remove (self->totals_group, GTK_WIDGET (pw->total_row));
  gtk_box_remove (self->end_players_box, GTK_WIDGET (pw->end_group));
  gtk_box_remove (self->result_box, GTK_WIDGET (pw->result_group));
  player_widgets_free (pw);
}

/* Widgets for each player of the game: added or removed at the end. */
static void
set_n_players (BfLivingstonePage *self,
               guint              n)
{
  while (self->players->len > n)
    remove_last_player_widgets (self);
  while (self->players->len < n)
    g_ptr_array_add (self->players, player_widgets_new (self, self->players->len));
}

/* Refreshing ------------------------------------------------------------------- */

static void
refresh_players (BfLivingstonePage *self)
{
  BfRules *rules = bf_rules_get_default ();
  guint n = self->players->len;

  for (guint i = 0; i < n; i++)
    {
      PlayerWidgets *pw = g_ptr_array_index (self->players, i);
      const char *name = bf_livingstone_game_get_display_name (self->game, i);
      const char *entered = bf_livingstone_game_get_player_name (self->game, i);
      const BfColor *color = player_color (self, i);
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (pw->entry_row), title);
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (pw->entry_row)), entered) != 0)
        gtk_editable_set_text (GTK_EDITABLE (pw->entry_row), entered);

      for (guint c = 0; c < bf_rules_get_n_colors (rules); c++)
        if (color == bf_rules_get_color (rules, c) && gtk_drop_down_get_selected (pw->color) != c)
          gtk_drop_down_set_selected (pw->color, c);

      player_widgets_set_name (pw, name);
      set_dot (pw->round_dot, color);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.add-player",
                                 self->game != NULL && n < BF_LIVINGSTONE_MAX_PLAYERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.start",
                                 self->game != NULL && n >= BF_LIVINGSTONE_MIN_PLAYERS);
}

static void
refresh_board (BfLivingstonePage *self)
{
  for (guint row = 1; row <= N_ROWS; row++)
    {
      guint value = bf_livingstone_game_get_row_value (self->game, row);

      if (self->row_values[row - 1] != NULL)
        bf_widgets_set_spin_value (self->row_values[row - 1], value);
      else
        {
          g_autofree char *text = format_vp (value);

          set_label (self->fixed_values[row - 1], text);
        }
    }

  for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
    bf_widgets_set_spin_value (self->costs[column - 1], bf_livingstone_game_get_column_cost (self->game, column));
}

static gboolean
confirmed_text_cb (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      user_data)
{
  g_value_set_string (to, g_value_get_boolean (from)
                          ? _("Confirmed from your board. Changes are remembered for the next games.")
                          : _("Not confirmed yet: results use these numbers and say so."));
  return TRUE;
}

static void
refresh_round (BfLivingstonePage *self)
{
  guint n_rounds = bf_livingstone_game_get_n_rounds (self->game);
  guint column;
  gboolean last;
  gboolean stopped;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *other_cost = NULL;
  g_autofree char *rounds_text = NULL;
  gboolean can_stop;

  self->round = MIN (self->round, n_rounds - 1);
  column = bf_livingstone_game_get_round_column (self->game, self->round);
  last = self->round + 1 == n_rounds;

  /* Translators: "Round 3 of 10" */
  title = g_strdup_printf (_("Round %u of %u"), self->round + 1, n_rounds);
  set_label (self->round_title, title);
  /* Translators: an amount of pounds (Livingstone's coins), "£2" */
  cost = g_strdup_printf (C_("pounds", "£%d"),
                          (int) bf_livingstone_game_get_column_cost (self->game, column));
  /* "The player must also pay one pound for any other player's tent in
   * that space to that other player." */
  other_cost = g_strdup_printf (C_("pounds", "£%d"), 1);
  if (self->round > 0 && bf_livingstone_game_get_round_column (self->game, self->round - 1) == column)
    /* Translators: "Column 4 again · a tent costs £2, plus £1 for each other player’s tent in
     * that space, paid to that player" (Livingstone's Place a Tent action) */
    subtitle = g_strdup_printf (_("Column %u again · a tent costs %s, plus %s for each other player’s tent "
                                  "in that space, paid to that player"), column, cost, other_cost);
  else
    /* Translators: "Column 4 · a tent costs £2, plus £1 for each other player’s tent in that
     * space, paid to that player" (Livingstone's Place a Tent action) */
    subtitle = g_strdup_printf (_("Column %u · a tent costs %s, plus %s for each other player’s tent "
                                  "in that space, paid to that player"), column, cost, other_cost);
  set_label (self->round_subtitle, subtitle);

  /* The last column's round ends the game: no stop there (only one
   * from a file of an earlier version can be switched off). */
  stopped = bf_livingstone_game_get_stopped (self->game, self->round);
  can_stop = bf_livingstone_game_can_stop (self->game, self->round);
  if (gtk_switch_get_active (self->stopped_switch) != stopped)
    gtk_switch_set_active (self->stopped_switch, stopped);
  gtk_widget_set_sensitive (GTK_WIDGET (self->stopped_row), can_stop || stopped);
  adw_action_row_set_subtitle (self->stopped_row,
                               can_stop ? _("A card stopped the boat: this column is scored again next round")
                                        : _("The game ends when this round is scored: the steamboat cannot "
                                            "stop in the last column"));

  gtk_button_set_label (self->next_button, last ? _("Final _Scoring") : _("_Next Round"));
  gtk_button_set_use_underline (self->next_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.previous-round", self->round > 0);

  /* Translators: the rounds a running total adds up, "Rounds 1–3" */
  rounds_text = self->round == 0 ? g_strdup (_("Round 1"))
                                 : g_strdup_printf (_("Rounds 1–%u"), self->round + 1);

  for (guint i = 0; i < self->players->len; i++)
    {
      PlayerWidgets *pw = g_ptr_array_index (self->players, i);
      int score = bf_livingstone_game_get_round_score (self->game, self->round, i);
      int total = bf_livingstone_game_get_running_total (self->game, i, self->round + 1);
      g_autofree char *score_text = NULL;
      g_autofree char *total_text = format_vp (total);
      g_autofree char *accessible = NULL;

      for (guint row = 1; row <= N_ROWS; row++)
        {
          bf_widgets_set_spin_value (pw->tents[row - 1], bf_livingstone_game_get_tents (self->game, self->round, i, row));
          bf_widgets_set_spin_value (pw->other[row - 1], bf_livingstone_game_get_other_tents (self->game, i, row));
        }

      /* Translators: the score of a round, "+7 VP" */
      score_text = g_strdup_printf (_("+%d VP"), score);
      set_label (pw->round_score, score_text);
      accessible = g_strdup_printf (_("Round score: %d VP"), score);
      gtk_accessible_update_property (GTK_ACCESSIBLE (pw->round_score),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      set_label (pw->total, total_text);
      adw_action_row_set_subtitle (pw->total_row, rounds_text);

      /* Issue 28: a running total changed by an entry of the round shown
       * is said after it (Orca reads no label it is not on). */
      if (pw->said_round == (int) self->round && pw->said_total != total)
        {
          /* Translators: read by screen readers for a player's total: name, VP */
          g_autofree char *said = g_strdup_printf (_("%s: %d VP"),
                                                   bf_livingstone_game_get_player_name (self->game, i),
                                                   total);

          bf_widgets_announce_totals (GTK_WIDGET (self), said);
        }
      pw->said_round = (int) self->round;
      pw->said_total = total;
    }
}

static void
refresh_end (BfLivingstonePage *self)
{
  guint n = self->players->len;
  int minimum = bf_livingstone_game_get_minimum_donation (self->game);
  guint32 seed = 0;
  g_autofree char *dice_text = NULL;

  for (guint i = 0; i < n; i++)
    {
      PlayerWidgets *pw = g_ptr_array_index (self->players, i);

      bf_widgets_set_spin_value (pw->gems, bf_livingstone_game_get_gems (self->game, i));
      bf_widgets_set_spin_value (pw->vp_cards, bf_livingstone_game_get_vp_cards (self->game, i));
      bf_widgets_set_spin_value (pw->donation, bf_livingstone_game_get_donation (self->game, i));
    }

  gtk_widget_set_visible (self->dice_group, n == 2);
  for (guint d = 0; d < BF_LIVINGSTONE_N_DICE; d++)
    bf_widgets_set_spin_value (self->dice[d], bf_livingstone_game_get_die (self->game, d));

  if (minimum < 0)
    dice_text = g_strdup (_("Not rolled yet (0 = no die)."));
  else if (bf_livingstone_game_get_dice_seed (self->game, &seed))
    /* Translators: "Minimum donation £14 (rolled here, seed 123456)" */
    dice_text = g_strdup_printf (_("Minimum donation £%d (rolled here, seed %u)"), minimum, seed);
  else
    dice_text = g_strdup_printf (_("Minimum donation £%d (entered by hand)"), minimum);
  set_label (self->dice_label, dice_text);
}

/* The notes above the result, each a label kept from one refresh to the
 * next (a label takes no focus, but nothing need go). */
static void
refresh_notes (BfLivingstonePage   *self,
               BfLivingstoneResult *result)
{
  guint n = bf_livingstone_result_get_n_notes (result);
  gboolean confirmed = bf_livingstone_result_get_values_confirmed (result);

  while (self->note_labels->len < n)
    {
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *previous = self->note_labels->len > 0
                            ? g_ptr_array_index (self->note_labels, self->note_labels->len - 1) : NULL;

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_insert_child_after (self->notes_box, label, previous);
      g_ptr_array_add (self->note_labels, label);
    }

  for (guint i = 0; i < self->note_labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (self->note_labels, i);

      gtk_widget_set_visible (GTK_WIDGET (label), i < n);
      if (i < n)
        set_label (label, bf_livingstone_result_get_note (result, i));
    }

  gtk_widget_set_visible (self->check_board_button, !confirmed);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_box), n > 0 || !confirmed);
}

/* The result lines of @pw: @n_lines rows, added or removed at the end. */
static void
set_n_result_lines (BfLivingstonePage *self,
                    PlayerWidgets     *pw,
                    guint              n_lines)
{
  while (pw->result_lines->len > n_lines)
    {
      ResultLine *line = g_ptr_array_index (pw->result_lines, pw->result_lines->len - 1);
      ResultLine *above = pw->result_lines->len > 1
                          ? g_ptr_array_index (pw->result_lines, pw->result_lines->len - 2) : NULL;

      move_focus_from (self, GTK_WIDGET (line->row), above != NULL ? GTK_WIDGET (above->row) : NULL);
      adw_preferences_group_remove (pw->result_group, GTK_WIDGET (line->row));
      g_ptr_array_remove_index (pw->result_lines, pw->result_lines->len - 1);
    }

  while (pw->result_lines->len < n_lines)
    {
      ResultLine *line = g_new0 (ResultLine, 1);

      line->row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (line->row), FALSE);
      adw_action_row_set_subtitle_lines (line->row, 0);
      line->vp = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (line->vp), "bf-liv-number");
      gtk_widget_add_css_class (GTK_WIDGET (line->vp), "heading");
      adw_action_row_add_suffix (line->row, GTK_WIDGET (line->vp));
      adw_preferences_group_add (pw->result_group, GTK_WIDGET (line->row));
      g_ptr_array_add (pw->result_lines, line);
    }
}

static void
refresh_result (BfLivingstonePage *self)
{
  BfLivingstoneResult *result;
  guint n;

  g_clear_pointer (&self->result, bf_livingstone_result_unref);
  self->result = result = bf_livingstone_result_new (self->game);
  n = MIN (bf_livingstone_result_get_n_players (result), self->players->len);

  refresh_notes (self, result);
  set_label (self->verdict_label, bf_livingstone_result_get_verdict (result));

  for (guint i = 0; i < n; i++)
    {
      PlayerWidgets *pw = g_ptr_array_index (self->players, i);
      guint n_lines = bf_livingstone_result_get_n_lines (result, i);
      g_autofree char *title = NULL;
      g_autofree char *total_text = format_vp (bf_livingstone_result_get_total (result, i));

      if (bf_livingstone_result_is_disqualified (result, i))
        /* Translators: a player's result heading, "Ben (disqualified)" */
        title = g_strdup_printf (_("%s (disqualified)"), bf_livingstone_result_get_name (result, i));
      else
        /* Translators: a player's result heading with their place, "1. Anna" */
        title = g_strdup_printf (_("%u. %s"), bf_livingstone_result_get_rank (result, i),
                                 bf_livingstone_result_get_name (result, i));
      if (g_strcmp0 (adw_preferences_group_get_title (pw->result_group), title) != 0)
        adw_preferences_group_set_title (pw->result_group, title);

      set_dot (pw->result_dot, player_color (self, i));
      gtk_widget_set_visible (pw->trophy, bf_livingstone_result_is_winner (result, i));
      set_label (pw->result_total, total_text);

      set_n_result_lines (self, pw, n_lines);
      for (guint l = 0; l < n_lines; l++)
        {
          const BfLivingstoneLine *line = bf_livingstone_result_get_line (result, i, l);
          ResultLine *shown = g_ptr_array_index (pw->result_lines, l);
          g_autofree char *vp = line->vp == 0 ? g_strdup ("0") : g_strdup_printf ("%+d", line->vp);

          if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (shown->row)), line->title) != 0)
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (shown->row), line->title);
          if (g_strcmp0 (adw_action_row_get_subtitle (shown->row), line->explanation) != 0)
            adw_action_row_set_subtitle (shown->row, line->explanation);
          set_label (shown->vp, vp);
        }
    }
}

static void
refresh (BfLivingstonePage *self)
{
  gboolean has_game = self->game != NULL;

  self->updating = TRUE;

  set_n_players (self, has_game ? bf_livingstone_game_get_n_players (self->game) : 0);

  refresh_players (self);
  if (has_game)
    {
      refresh_board (self);
      refresh_round (self);
      refresh_end (self);
      refresh_result (self);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.next-round", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "livingstone.export",
                                 has_game && bf_livingstone_game_get_n_players (self->game) >= BF_LIVINGSTONE_MIN_PLAYERS);

  self->updating = FALSE;
}

static void
game_changed_cb (BfLivingstonePage *self)
{
  refresh (self);
}

/* Actions ------------------------------------------------------------------------- */

static void
show_view (BfLivingstonePage *self,
           const char        *name)
{
  adw_view_stack_set_visible_child_name (self->stack, name);
}

static void
add_player_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  PlayerWidgets *pw;

  if (self->game == NULL)
    return;

  if (!bf_livingstone_game_add_player (self->game, "", NULL, &error))
    {
      emit_error (self, error);
      return;
    }

  pw = g_ptr_array_index (self->players, self->players->len - 1);
  gtk_widget_grab_focus (pw->entry_row);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL)
    return;

  if (!bf_livingstone_game_get_values_confirmed (self->game))
    {
      /* The first time: the numbers from the players' own board. */
      self->start_after_confirm = TRUE;
      show_view (self, "board");
      return;
    }

  self->round = 0;
  refresh (self);
  show_view (self, "rounds");
}

static void
confirm_values_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL)
    return;

  bf_livingstone_game_set_values_confirmed (self->game, TRUE);
  save_settings (self);

  if (self->start_after_confirm)
    {
      self->start_after_confirm = FALSE;
      self->round = 0;
      refresh (self);
      show_view (self, "rounds");
    }
}

static void
show_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  show_view (BF_LIVINGSTONE_PAGE (widget), "board");
}

static void
previous_round_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL || self->round == 0)
    return;

  self->round--;
  refresh (self);
  show_view (self, "rounds");
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game == NULL)
    return;

  if (self->round + 1 >= bf_livingstone_game_get_n_rounds (self->game))
    {
      show_view (self, "end");
      return;
    }

  self->round++;
  refresh (self);
  show_view (self, "rounds");
}

static void
roll_dice_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);

  if (self->game != NULL)
    bf_livingstone_game_roll_dice (self->game, g_random_int_range (1, 1000000));
}

static void
export_response_cb (GtkNativeDialog   *dialog,
                    int                response,
                    BfLivingstonePage *self)
{
  const char *format = g_object_get_data (G_OBJECT (dialog), "bf-format");

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(BfLivingstoneResult) result = bf_livingstone_result_new (self->game);
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (g_strcmp0 (format, "pdf") == 0)
        bf_livingstone_export_pdf (result, NULL, file, &error);
      else
        bf_livingstone_export_png (result, NULL, file, &error);
      emit_error (self, error);
    }

  g_clear_object (&self->chooser);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfLivingstonePage *self = BF_LIVINGSTONE_PAGE (widget);
  const char *format = g_variant_get_string (parameter, NULL);
  gboolean pdf = g_strcmp0 (format, "pdf") == 0;
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = NULL;

  if (self->game == NULL || self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (pdf ? _("Export Score Sheet as PDF")
                                                   : _("Export Score Sheet as PNG"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, pdf ? _("PDF documents") : _("PNG images"));
  gtk_file_filter_add_mime_type (filter, pdf ? "application/pdf" : "image/png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  /* Translators: the suggested file name of an exported score sheet */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser),
                                     pdf ? _("livingstone-scores.pdf") : _("livingstone-scores.png"));
  g_object_set_data_full (G_OBJECT (self->chooser), "bf-format", g_strdup (format), g_free);
  g_signal_connect (self->chooser, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* GObject --------------------------------------------------------------------------- */

static void
bf_livingstone_page_dispose (GObject *object)
{
  BfLivingstonePage *self = (BfLivingstonePage *)object;

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game_bindings);
  g_clear_object (&self->game);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->chooser, export_response_cb, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }

  /* The widgets go with the template; only the records are freed. */
  if (self->players != NULL)
    {
      for (guint i = 0; i < self->players->len; i++)
        player_widgets_free (g_ptr_array_index (self->players, i));
      g_clear_pointer (&self->players, g_ptr_array_unref);
    }
  g_clear_pointer (&self->note_labels, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_LIVINGSTONE_PAGE);

  g_clear_pointer (&self->result, bf_livingstone_result_unref);
  g_clear_object (&self->settings);
  g_clear_object (&self->color_names);

  G_OBJECT_CLASS (bf_livingstone_page_parent_class)->dispose (object);
}

static void
bf_livingstone_page_class_init (BfLivingstonePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_livingstone_page_dispose;

  /**
   * BfLivingstonePage::error:
   * @message: what went wrong, for a toast
   *
   * Emitted when an entry is refused or an export fails.
   */
  signals[ERROR] = g_signal_new ("error",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-livingstone-page.ui");
  gtk_widget_class_set_css_name (widget_class, "livingstonepage");
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, switcher);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, stack);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, players_list);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, add_button);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, columns_spin);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, board_banner);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, row_values_group);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, costs_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, confirmed_label);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, round_title);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, round_subtitle);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, round_players_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, stopped_row);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, stopped_switch);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, totals_group);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, next_button);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, end_players_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, dice_group);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, dice_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, dice_label);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, notes_box);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, check_board_button);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, BfLivingstonePage, result_box);
  gtk_widget_class_bind_template_callback (widget_class, columns_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stopped_changed_cb);

  gtk_widget_class_install_action (widget_class, "livingstone.add-player", NULL, add_player_action);
  gtk_widget_class_install_action (widget_class, "livingstone.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "livingstone.confirm-values", NULL, confirm_values_action);
  gtk_widget_class_install_action (widget_class, "livingstone.show-board", NULL, show_board_action);
  gtk_widget_class_install_action (widget_class, "livingstone.previous-round", NULL, previous_round_action);
  gtk_widget_class_install_action (widget_class, "livingstone.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "livingstone.roll-dice", NULL, roll_dice_action);
  gtk_widget_class_install_action (widget_class, "livingstone.export", "s", export_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "livingstone.previous-round", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "livingstone.next-round", NULL);
}

static void
build_board_widgets (BfLivingstonePage *self)
{
  /* Top to bottom as on the board: row 6 above, row 1 by the river. */
  for (guint row = N_ROWS; row >= 1; row--)
    {
      GtkWidget *action_row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf (_("Row %u"), row);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (action_row), title);

      if (row == 1 || row == N_ROWS)
        {
          self->fixed_values[row - 1] = GTK_LABEL (gtk_label_new (NULL));
          gtk_widget_add_css_class (GTK_WIDGET (self->fixed_values[row - 1]), "bf-liv-number");
          adw_action_row_set_subtitle (ADW_ACTION_ROW (action_row),
                                       row == 1 ? _("By the river; the same on every board")
                                                : _("At the top; the same on every board"));
          adw_action_row_add_suffix (ADW_ACTION_ROW (action_row), GTK_WIDGET (self->fixed_values[row - 1]));
        }
      else
        {
          g_autofree char *accessible = g_strdup_printf (_("End value of row %u in VP"), row);
          g_autofree char *widget_name = g_strdup_printf ("bf-liv-row-value-%u", row);
          GtkSpinButton *spin = make_spin (0, BF_LIVINGSTONE_MAX_VALUE, FALSE, accessible);

          g_object_set_data (G_OBJECT (spin), "bf-index", GUINT_TO_POINTER (row));
          gtk_widget_set_name (GTK_WIDGET (spin), widget_name);
          g_signal_connect (spin, "value-changed", G_CALLBACK (row_value_changed_cb), self);
          self->row_values[row - 1] = spin;
          adw_action_row_set_subtitle (ADW_ACTION_ROW (action_row), _("VP, copy from your board"));
          bf_widgets_add_spin_suffix (ADW_ACTION_ROW (action_row), spin);
        }

      adw_preferences_group_add (self->row_values_group, action_row);
    }

  for (guint column = 1; column <= BF_LIVINGSTONE_N_COLUMNS; column++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* Translators: a water space of the board, "Column 3" */
      g_autofree char *title = g_strdup_printf (_("Column %u"), column);
      g_autofree char *accessible = g_strdup_printf (_("Cost of a tent in column %u in pounds"), column);
      GtkWidget *label = gtk_label_new (title);
      GtkSpinButton *spin = make_spin (0, BF_LIVINGSTONE_MAX_VALUE, FALSE, accessible);
      g_autofree char *widget_name = g_strdup_printf ("bf-liv-cost-%u", column);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), label);
      g_object_set_data (G_OBJECT (spin), "bf-index", GUINT_TO_POINTER (column));
      gtk_widget_set_name (GTK_WIDGET (spin), widget_name);
      g_signal_connect (spin, "value-changed", G_CALLBACK (cost_changed_cb), self);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (spin));
      self->costs[column - 1] = spin;
      gtk_flow_box_append (self->costs_box, box);
      /* The flow box's child holding it, read by Orca as the focus
       * enters it: "GtkFlowBoxChild" in GTK 4.8 unless named. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }

  for (guint d = 0; d < BF_LIVINGSTONE_N_DICE; d++)
    {
      g_autofree char *accessible = g_strdup_printf (_("Die %u"), d + 1);
      GtkSpinButton *spin = make_spin (0, 6, TRUE, accessible);
      g_autofree char *widget_name = g_strdup_printf ("bf-liv-die-%u", d + 1);

      g_object_set_data (G_OBJECT (spin), "bf-index", GUINT_TO_POINTER (d));
      gtk_widget_set_name (GTK_WIDGET (spin), widget_name);
      g_signal_connect (spin, "value-changed", G_CALLBACK (die_changed_cb), self);
      gtk_box_insert_child_after (self->dice_box, GTK_WIDGET (spin),
                                  d == 0 ? NULL : GTK_WIDGET (self->dice[d - 1]));
      self->dice[d] = spin;
    }
}

static void
bf_livingstone_page_init (BfLivingstonePage *self)
{
  BfRules *rules = bf_rules_get_default ();
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  /* Translators: what a screen reader calls the bar of the score pad's pages (Players, Board, Rounds, End) */
  bf_widgets_name_view_switcher (self->switcher, _("Pages of the score pad"));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));

  self->players = g_ptr_array_new ();
  self->note_labels = g_ptr_array_new ();
  self->color_names = gtk_string_list_new (NULL);
  for (guint c = 0; c < bf_rules_get_n_colors (rules); c++)
    gtk_string_list_append (self->color_names, bf_rules_get_color (rules, c)->name);

  /* The settings only when installed (not in every test). */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL && g_settings_schema_has_key (schema, "livingstone-row-values"))
    self->settings = g_settings_new (APP_ID);

  build_board_widgets (self);

  /* Both follow bf_livingstone_page_set_game(). */
  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_LIVINGSTONE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  self->game_bindings = g_binding_group_new ();
  g_binding_group_bind (self->game_bindings, "n-columns", self->columns_spin, "value",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->game_bindings, "values-confirmed", self->board_banner, "visible",
                        G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_binding_group_bind_full (self->game_bindings, "values-confirmed", self->confirmed_label, "label",
                             G_BINDING_SYNC_CREATE, confirmed_text_cb, NULL, NULL, NULL);

  refresh (self);
}

GtkWidget *
bf_livingstone_page_new (void)
{
  return g_object_new (BF_TYPE_LIVINGSTONE_PAGE, NULL);
}

/* The round to go on with: the last one with any tent. */
static guint
last_entered_round (BfLivingstoneGame *game)
{
  guint last = 0;

  for (guint r = 0; r < bf_livingstone_game_get_n_rounds (game); r++)
    for (guint i = 0; i < bf_livingstone_game_get_n_players (game); i++)
      if (bf_livingstone_game_get_round_score (game, r, i) > 0)
        last = r;

  return last;
}

void
bf_livingstone_page_set_game (BfLivingstonePage *self,
                              BfLivingstoneGame *game)
{
  gboolean keep_view;

  g_return_if_fail (BF_IS_LIVINGSTONE_PAGE (self));
  g_return_if_fail (game == NULL || BF_IS_LIVINGSTONE_GAME (game));

  if (self->game == game)
    return;

  /* An undo gives a restored copy of the same game: stay where we are. */
  keep_view = self->game != NULL && game != NULL &&
              bf_livingstone_game_get_n_players (game) > 0 &&
              bf_livingstone_game_get_n_players (self->game) > 0;

  g_set_object (&self->game, game);

  if (game != NULL)
    {
      if (bf_livingstone_game_get_n_players (game) == 0)
        apply_settings (self);
    }
  /* After the settings: refresh() below shows them. */
  g_signal_group_set_target (self->game_signals, game);
  g_binding_group_set_source (self->game_bindings, game);

  if (game == NULL)
    show_view (self, "players");
  else if (!keep_view)
    {
      self->start_after_confirm = FALSE;
      self->round = last_entered_round (game);
      if (bf_livingstone_game_get_n_players (game) < BF_LIVINGSTONE_MIN_PLAYERS)
        show_view (self, "players");
      else if (bf_livingstone_game_has_end_entries (game))
        show_view (self, "end");
      else
        show_view (self, "rounds");
    }

  refresh (self);
}

BfLivingstoneGame *
bf_livingstone_page_get_game (BfLivingstonePage *self)
{
  g_return_val_if_fail (BF_IS_LIVINGSTONE_PAGE (self), NULL);

  return self->game;
}
