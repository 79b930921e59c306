/* bf-score-view.c
 *
 * The live score sheet. Every "changed" of the game computes a new score
 * card (bf_document_score_as_entered(): the game's lines with their
 * titles, explanations and flags, the players' colours and ranks); the
 * widgets made for the previous one are kept and their labels updated in
 * place (only what differs), rows and groups being added or removed only
 * at the end when the number of players or lines changes, so typing a
 * count into an entry screen does not rebuild the pane.
 *
 * A score line is two list rows drawn as one (see style.css): an
 * AdwActionRow with the line's title and its VP, then a plain row with
 * the wrapping explanation. The explanation is not the action row's
 * subtitle on purpose: a wrapping label in the action row's horizontal
 * header box is measured width-for-height, a binary search over
 * widths at every size request, which made the sheet's first layout
 * cost hundreds of milliseconds; alone in its row it is measured once
 * per width.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-score-view.h"
#include "bf-widgets.h"

/* One score line; the widgets are borrowed (the group owns them). */
typedef struct
{
  AdwActionRow *row;                 /* title and VP */
  GtkLabel     *vp_label;
  GtkWidget    *explanation_row;     /* AdwPreferencesRow */
  GtkLabel     *explanation;
} LineRow;

/* The widgets of one player's group; all borrowed (the group owns them). */
typedef struct
{
  AdwPreferencesGroup *group;
  GtkWidget           *trophy;
  GtkLabel            *total_label;
  GPtrArray           *lines;        /* LineRow, owned */
} PlayerGroup;

/* One row of the standings; borrowed. */
typedef struct
{
  AdwActionRow *row;
  GtkLabel     *rank_label;
  GtkWidget    *trophy;
  GtkLabel     *total_label;
} StandingRow;

/* Where the next allocation scrolls to (bf_score_view_show_player(),
 * bf_score_view_show_standings()). */
typedef enum
{
  SCROLL_NONE,
  SCROLL_STANDINGS,
  SCROLL_PLAYER,
} ScrollTarget;

/* Room left above a player's group scrolled to the top. */
#define SCROLL_GAP 12

struct _BfScoreView
{
  GtkWidget            parent_instance;

  /* template widgets */
  GtkWidget           *scroller;
  GtkWidget           *error_box;
  GtkLabel            *error_label;
  GtkWidget           *empty_label;
  AdwPreferencesGroup *standings_group;
  GtkLabel            *totals_status;
  GtkWidget           *keep_button;
  GtkBox              *players_box;

  /* owned */
  BfCarnegieGame      *game;
  GSignalGroup        *game_signals;  /* on game */
  BfScoreCard         *card;
  GPtrArray           *groups;       /* PlayerGroup */
  GPtrArray           *standings;    /* StandingRow */

  ScrollTarget         scroll_target;
  guint                scroll_player;
};

G_DEFINE_FINAL_TYPE (BfScoreView, bf_score_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_CARD,
  PROP_SCROLLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GQuark accessible_label_quark;
static GQuark accessible_description_quark;

static void
player_group_free (gpointer data)
{
  PlayerGroup *group = data;

  g_ptr_array_unref (group->lines);
  g_free (group);
}

/* Accessible properties are pushed to the accessibility bus on every
 * update, changed or not: set them only when they change. */
static void
set_accessible_text (GtkWidget             *widget,
                     GtkAccessibleProperty  property,
                     GQuark                 quark,
                     const char            *text)
{
  if (g_strcmp0 (g_object_get_qdata (G_OBJECT (widget), quark), text) == 0)
    return;

  g_object_set_qdata_full (G_OBJECT (widget), quark, g_strdup (text), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), property, text, -1);
}

static void
set_accessible_label (GtkWidget  *widget,
                      const char *label)
{
  set_accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label_quark, label);
}

static void
set_tooltip (GtkWidget  *widget,
             const char *text)
{
  /* Setting a tooltip makes GTK query the pointer, even for the same text. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

static void
add_css_classes (GtkWidget  *widget,
                 const char *first_class,
                 ...)
{
  va_list args;
  const char *name;

  va_start (args, first_class);
  for (name = first_class; name != NULL; name = va_arg (args, const char *))
    gtk_widget_add_css_class (widget, name);
  va_end (args);
}

static GtkWidget *
make_trophy (void)
{
  GtkWidget *image = gtk_image_new_from_icon_name ("starred-symbolic");

  gtk_widget_add_css_class (image, "bf-score-trophy");
  gtk_widget_set_valign (image, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (image),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Winner"),
                                  -1);
  return image;
}

static PlayerGroup *
player_group_new (BfScoreView *self)
{
  PlayerGroup *group = g_new0 (PlayerGroup, 1);
  GtkWidget *header;
  GtkWidget *vp_caption;

  group->lines = g_ptr_array_new_with_free_func (g_free);
  group->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_add_css_class (GTK_WIDGET (group->group), "bf-score-player");

  /* The title is the name after a colour dot; the suffix the total. */
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (header, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (header, "bf-score-header");

  group->trophy = make_trophy ();
  gtk_box_append (GTK_BOX (header), group->trophy);

  group->total_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (group->total_label, 1.0);
  gtk_widget_set_valign (GTK_WIDGET (group->total_label), GTK_ALIGN_BASELINE);
  add_css_classes (GTK_WIDGET (group->total_label), "title-2", "bf-score-total",
                   "bf-score-number", NULL);
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (group->total_label));

  /* Translators: unit after a player's total, "87 VP" (victory points) */
  vp_caption = gtk_label_new (_("VP"));
  gtk_widget_set_valign (vp_caption, GTK_ALIGN_BASELINE);
  add_css_classes (vp_caption, "dim-label", "caption", NULL);
  /* The total label's accessible name already says "VP". */
  gtk_accessible_update_state (GTK_ACCESSIBLE (vp_caption),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (header), vp_caption);

  adw_preferences_group_set_header_suffix (group->group, header);
  gtk_box_append (self->players_box, GTK_WIDGET (group->group));

  return group;
}

static LineRow *
line_row_new (PlayerGroup *group)
{
  LineRow *line = g_new0 (LineRow, 1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *vp = gtk_label_new (NULL);
  GtkWidget *explanation_row = adw_preferences_row_new ();
  GtkWidget *explanation = gtk_label_new (NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "bf-score-line");

  gtk_label_set_xalign (GTK_LABEL (vp), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (vp), 3);
  add_css_classes (vp, "bf-score-vp", "bf-score-number", NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), vp);

  /* The explanation: read as the line row's description, so its own
   * row is neither focused nor presented. */
  gtk_label_set_wrap (GTK_LABEL (explanation), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (explanation), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (explanation), 0.0);
  gtk_widget_add_css_class (explanation, "subtitle");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (explanation_row), explanation);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (explanation_row), FALSE);
  gtk_widget_set_focusable (explanation_row, FALSE);
  gtk_widget_add_css_class (explanation_row, "bf-score-explanation");
  gtk_widget_set_visible (explanation_row, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (explanation_row),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);

  adw_preferences_group_add (group->group, row);
  adw_preferences_group_add (group->group, explanation_row);

  line->row = ADW_ACTION_ROW (row);
  line->vp_label = GTK_LABEL (vp);
  line->explanation_row = explanation_row;
  line->explanation = GTK_LABEL (explanation);

  return line;
}

static void
player_group_set_n_rows (PlayerGroup *group,
                         guint        n_rows)
{
  while (group->lines->len > n_rows)
    {
      g_autofree LineRow *line = g_ptr_array_steal_index (group->lines, group->lines->len - 1);

      adw_preferences_group_remove (group->group, line->explanation_row);
      adw_preferences_group_remove (group->group, GTK_WIDGET (line->row));
    }

  while (group->lines->len < n_rows)
    g_ptr_array_add (group->lines, line_row_new (group));
}

static void
line_row_update (LineRow               *line,
                 const BfScoreCardLine *score_line)
{
  const char *explanation = score_line->explanation != NULL ? score_line->explanation : "";
  gboolean has_explanation = *explanation != '\0';
  char vp_text[16];
  g_autofree char *vp_description = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line->row), score_line->title);

  g_snprintf (vp_text, sizeof vp_text, "%d", score_line->vp);
  gtk_label_set_text (line->vp_label, vp_text);
  /* Translators: read by screen readers for one score line */
  vp_description = g_strdup_printf (_("%d VP"), score_line->vp);
  set_accessible_label (GTK_WIDGET (line->vp_label), vp_description);

  gtk_label_set_text (line->explanation, explanation);
  gtk_widget_set_visible (line->explanation_row, has_explanation);
  /* Entries that contradict each other, said at the end of the
   * explanation, in the warning colour (issue 26). */
  if (score_line->flagged)
    gtk_widget_add_css_class (GTK_WIDGET (line->explanation), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (line->explanation), "warning");
  if (has_explanation)
    gtk_widget_add_css_class (GTK_WIDGET (line->row), "bf-explained");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (line->row), "bf-explained");
  set_accessible_text (GTK_WIDGET (line->row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                       accessible_description_quark, explanation);
}

/* The group title: the player's colour as a dot, then the name. The
 * title is markup. */
static char *
make_title (BfScoreView *self,
            guint        player)
{
  g_autofree char *escaped = g_markup_escape_text (bf_score_card_get_name (self->card, player), -1);
  const char *color = bf_score_card_get_color (self->card, player);
  GdkRGBA rgba;

  if (color == NULL || !gdk_rgba_parse (&rgba, color))
    return g_strdup_printf ("<span fgalpha=\"45%%\">○</span>  %s", escaped);

  /* A near-black token would vanish on a dark background. */
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()) &&
      0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue < 0.2)
    {
      rgba.red += (1.0 - rgba.red) * 0.4;
      rgba.green += (1.0 - rgba.green) * 0.4;
      rgba.blue += (1.0 - rgba.blue) * 0.4;
    }

  return g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">●</span>  %s",
                          (guint) (rgba.red * 255 + 0.5),
                          (guint) (rgba.green * 255 + 0.5),
                          (guint) (rgba.blue * 255 + 0.5),
                          escaped);
}

static char *
format_total_description (const char *name,
                          int         total,
                          gboolean    winner,
                          gboolean    shared)
{
  if (winner && shared)
    /* Translators: read by screen readers for a player's total: name, VP */
    return g_strdup_printf (_("%s: %d VP, shared win"), name, total);
  else if (winner)
    /* Translators: read by screen readers for a player's total: name, VP */
    return g_strdup_printf (_("%s: %d VP, winner"), name, total);
  else
    /* Translators: read by screen readers for a player's total: name, VP */
    return g_strdup_printf (_("%s: %d VP"), name, total);
}

/* The description of a standings row, after the player's name: "141 VP,
 * winner". */
static char *
format_row_description (int      total,
                        gboolean winner,
                        gboolean shared)
{
  if (winner && shared)
    /* Translators: read by screen readers after a player's name in the standings */
    return g_strdup_printf (_("%d VP, shared win"), total);
  else if (winner)
    /* Translators: read by screen readers after a player's name in the standings */
    return g_strdup_printf (_("%d VP, winner"), total);
  else
    /* Translators: read by screen readers for one score line */
    return g_strdup_printf (_("%d VP"), total);
}

char *
bf_score_view_describe_total (BfScoreView *self,
                              guint        player)
{
  g_return_val_if_fail (BF_IS_SCORE_VIEW (self), NULL);

  if (self->card == NULL || player >= bf_score_card_get_n_players (self->card))
    return NULL;

  return format_row_description (bf_score_card_get_total (self->card, player),
                                 bf_score_card_is_winner (self->card, player),
                                 bf_score_card_get_n_winners (self->card) > 1);
}

static void
update_player_group (BfScoreView *self,
                     PlayerGroup *group,
                     guint        player,
                     guint        n_winners)
{
  BfScoreCard *card = self->card;
  const char *name = bf_score_card_get_name (card, player);
  int total = bf_score_card_get_total (card, player);
  gboolean winner = bf_score_card_is_winner (card, player);
  guint n_lines = bf_score_card_get_n_lines (card, player);
  g_autofree char *total_text = g_strdup_printf ("%d", total);
  g_autofree char *description = NULL;
  g_autofree char *title = make_title (self, player);

  adw_preferences_group_set_title (group->group, title);
  gtk_label_set_text (group->total_label, total_text);
  gtk_widget_set_visible (group->trophy, winner);
  if (winner)
    set_tooltip (group->trophy, n_winners > 1 ? _("Shared win") : _("Winner"));

  description = format_total_description (name, total, winner, n_winners > 1);
  set_accessible_label (GTK_WIDGET (group->total_label), description);
  set_accessible_label (GTK_WIDGET (group->group), name);

  player_group_set_n_rows (group, n_lines);

  for (guint i = 0; i < n_lines; i++)
    line_row_update (g_ptr_array_index (group->lines, i),
                     bf_score_card_get_line (card, player, i));
}

static StandingRow *
standing_row_new (BfScoreView *self)
{
  StandingRow *standing = g_new0 (StandingRow, 1);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "bf-score-standing");
  /* The row is described by its total (the total label cannot take the
   * focus), not by the subtitle, which would say "Winner" twice. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);

  standing->rank_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_width_chars (standing->rank_label, 2);
  gtk_label_set_xalign (standing->rank_label, 0.5);
  add_css_classes (GTK_WIDGET (standing->rank_label), "bf-score-rank",
                   "bf-score-number", NULL);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), GTK_WIDGET (standing->rank_label));

  standing->trophy = make_trophy ();
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), standing->trophy);

  standing->total_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (standing->total_label, 1.0);
  gtk_label_set_width_chars (standing->total_label, 4);
  add_css_classes (GTK_WIDGET (standing->total_label), "heading",
                   "bf-score-standing-total", "bf-score-number", NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (standing->total_label));

  standing->row = ADW_ACTION_ROW (row);
  adw_preferences_group_add (self->standings_group, row);

  return standing;
}

/* By rank, a disqualified player (rank 0) last. */
static int
compare_ranks (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  BfScoreCard *card = user_data;
  guint rank_a = bf_score_card_get_rank (card, *(const guint *) a);
  guint rank_b = bf_score_card_get_rank (card, *(const guint *) b);

  rank_a = rank_a != 0 ? rank_a : G_MAXUINT;
  rank_b = rank_b != 0 ? rank_b : G_MAXUINT;

  return (rank_a > rank_b) - (rank_a < rank_b);
}

static void
update_standings (BfScoreView *self,
                  guint        n_players,
                  guint        n_winners)
{
  g_autofree guint *order = g_new (guint, MAX (n_players, 1));
  g_autoptr(GString) status = g_string_new (NULL);

  for (guint i = 0; i < n_players; i++)
    order[i] = i;

  /* Stable: tied players keep their seat order. */
  g_qsort_with_data (order, n_players, sizeof (guint), compare_ranks, self->card);

  while (self->standings->len > n_players)
    {
      StandingRow *standing = g_ptr_array_steal_index (self->standings,
                                                       self->standings->len - 1);

      adw_preferences_group_remove (self->standings_group, GTK_WIDGET (standing->row));
      g_free (standing);
    }
  while (self->standings->len < n_players)
    g_ptr_array_add (self->standings, standing_row_new (self));

  for (guint i = 0; i < n_players; i++)
    {
      StandingRow *standing = g_ptr_array_index (self->standings, i);
      guint player = order[i];
      const char *name = bf_score_card_get_name (self->card, player);
      int total = bf_score_card_get_total (self->card, player);
      gboolean winner = bf_score_card_is_winner (self->card, player);
      g_autofree char *rank_text = NULL;
      g_autofree char *total_text = g_strdup_printf ("%d", total);
      g_autofree char *description = NULL;
      g_autofree char *row_description = NULL;
      const char *subtitle = "";

      /* Competition ranking: tied players share a rank (1, 1, 3). */
      rank_text = g_strdup_printf ("%u", bf_score_card_get_rank (self->card, player));

      if (winner)
        subtitle = n_winners > 1 ? _("Shared win") : _("Winner");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (standing->row), name);
      adw_action_row_set_subtitle (standing->row, subtitle);
      gtk_label_set_text (standing->rank_label, rank_text);
      gtk_label_set_text (standing->total_label, total_text);
      gtk_widget_set_visible (standing->trophy, winner);

      description = format_total_description (name, total, winner, n_winners > 1);
      set_accessible_label (GTK_WIDGET (standing->total_label), description);

      row_description = format_row_description (total, winner, n_winners > 1);
      set_accessible_text (GTK_WIDGET (standing->row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                           accessible_description_quark, row_description);

      if (status->len > 0)
        /* Translators: separates the players in the totals read out after each entry */
        g_string_append (status, _("; "));
      g_string_append (status, description);
    }

  /* The live region: GTK 4.8 has no call to announce, a status whose
   * name changes is read as it changes. */
  set_accessible_label (GTK_WIDGET (self->totals_status), status->str);
}

static void
set_card (BfScoreView *self,
          BfScoreCard *card)
{
  if (self->card == card)
    return;

  g_clear_pointer (&self->card, bf_score_card_unref);
  if (card != NULL)
    self->card = bf_score_card_ref (card);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

static void
show_state (BfScoreView *self,
            gboolean     error,
            gboolean     empty)
{
  gtk_widget_set_visible (self->error_box, error);
  gtk_widget_set_visible (self->empty_label, empty && !error);
  gtk_widget_set_visible (GTK_WIDGET (self->standings_group), !error && !empty);
  gtk_widget_set_visible (self->keep_button, !error && !empty);
  gtk_widget_set_visible (GTK_WIDGET (self->players_box), !error && !empty);
}

static void
recompute (BfScoreView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfScoreCard) card = NULL;
  guint n_players;
  guint n_winners;

  if (self->game == NULL)
    {
      set_card (self, NULL);
      show_state (self, FALSE, TRUE);
      return;
    }

  card = bf_document_score_as_entered (BF_DOCUMENT (self->game), &error);
  if (card == NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      set_card (self, NULL);
      show_state (self, TRUE, FALSE);
      return;
    }

  set_card (self, card);

  n_players = bf_score_card_get_n_players (card);
  n_winners = bf_score_card_get_n_winners (card);

  while (self->groups->len > n_players)
    {
      PlayerGroup *group = g_ptr_array_index (self->groups, self->groups->len - 1);

      gtk_box_remove (self->players_box, GTK_WIDGET (group->group));
      g_ptr_array_remove_index (self->groups, self->groups->len - 1);
    }
  while (self->groups->len < n_players)
    g_ptr_array_add (self->groups, player_group_new (self));

  for (guint i = 0; i < n_players; i++)
    update_player_group (self, g_ptr_array_index (self->groups, i), i, n_winners);

  update_standings (self, n_players, n_winners);

  show_state (self, FALSE, n_players == 0);
}

/* The totals an entry changed, said by the screen reader after the
 * entry's own result ("Anna: 23 VP"): the status beside the standings is
 * not read by Orca 43 unless it has the focus (docs/accessibility.md). */
static void
announce_changed_totals (BfScoreView *self,
                         BfScoreCard *before)
{
  guint n_players;

  if (before == NULL || self->card == NULL)
    return;

  n_players = bf_score_card_get_n_players (self->card);
  if (bf_score_card_get_n_players (before) != n_players)
    return;

  for (guint i = 0; i < n_players; i++)
    {
      int total = bf_score_card_get_total (self->card, i);
      g_autofree char *text = NULL;

      if (total == bf_score_card_get_total (before, i))
        continue;

      /* Translators: read by screen readers for a player's total: name, VP */
      text = g_strdup_printf (_("%s: %d VP"), bf_score_card_get_name (self->card, i), total);
      bf_widgets_announce_totals (GTK_WIDGET (self), text);
    }
}

void
bf_score_view_announce_entry (GtkWidget        *widget,
                              BfCarnegieGame   *game,
                              BfCarnegiePlayer *player,
                              const char       *result)
{
  g_autoptr(BfScoreCard) card = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (BF_IS_CARNEGIE_GAME (game));
  g_return_if_fail (result != NULL);

  bf_widgets_announce (widget, result);

  card = bf_document_score_as_entered (BF_DOCUMENT (game), NULL);
  if (card == NULL)
    return;

  for (guint i = 0; i < bf_carnegie_game_get_n_players (game); i++)
    if (bf_carnegie_game_get_player (game, i) == player)
      {
        /* Translators: read by screen readers for a player's total: name, VP */
        g_autofree char *total = g_strdup_printf (_("%s: %d VP"),
                                                  bf_score_card_get_name (card, i),
                                                  bf_score_card_get_total (card, i));

        bf_widgets_announce_totals (widget, total);
      }
}

static void
game_changed_cb (BfScoreView *self)
{
  g_autoptr(BfScoreCard) before = NULL;

  if (self->card != NULL)
    before = bf_score_card_ref (self->card);

  recompute (self);
  announce_changed_totals (self, before);
}

static void
dark_changed_cb (BfScoreView *self)
{
  recompute (self);
}

/* Scrolling: asked for at any time, done at the next allocation, when
 * the groups stand where they will be drawn (a sheet just recomputed or
 * a view not shown yet has no valid positions before). */

/* What the scrolled window shows (the clamp with the sheet). */
static GtkWidget *
scrolled_content (BfScoreView *self)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->scroller));

  return gtk_viewport_get_child (GTK_VIEWPORT (viewport));
}

static void
scroll_to_target (BfScoreView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  GtkWidget *content = scrolled_content (self);
  double value = gtk_adjustment_get_lower (adjustment);

  if (self->scroll_target == SCROLL_PLAYER && self->card != NULL &&
      self->scroll_player < self->groups->len)
    {
      PlayerGroup *group = g_ptr_array_index (self->groups, self->scroll_player);
      graphene_point_t point;

      if (gtk_widget_get_visible (GTK_WIDGET (group->group)) &&
          gtk_widget_compute_point (GTK_WIDGET (group->group), content,
                                    &GRAPHENE_POINT_INIT (0, 0), &point))
        value = MAX (value, point.y - SCROLL_GAP);
    }

  /* Otherwise the top: the standings, or why the table cannot be scored. */
  self->scroll_target = SCROLL_NONE;
  gtk_adjustment_set_value (adjustment, value);
}

/* Not scrolling, the view is as tall as its content at the width it is
 * given: a scrolled window measures its child's height for no width in
 * particular, less than the wrapped lines of a narrow one need. */
static GtkSizeRequestMode
bf_score_view_get_request_mode (GtkWidget *widget)
{
  BfScoreView *self = BF_SCORE_VIEW (widget);

  if (!bf_score_view_get_scrolls (self))
    return gtk_widget_get_request_mode (scrolled_content (self));
  return gtk_widget_get_request_mode (self->scroller);
}

static void
bf_score_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BfScoreView *self = BF_SCORE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL && !bf_score_view_get_scrolls (self))
    gtk_widget_measure (scrolled_content (self), orientation, for_size,
                        minimum, natural, minimum_baseline, natural_baseline);
  else
    gtk_widget_measure (self->scroller, orientation, for_size,
                        minimum, natural, minimum_baseline, natural_baseline);
}

static void
bf_score_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  BfScoreView *self = BF_SCORE_VIEW (widget);

  /* Allocates the groups and sets the scroll range too. */
  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);

  if (self->scroll_target != SCROLL_NONE)
    {
      scroll_to_target (self);
      /* Again for the new position, in this frame. */
      gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
    }
}

GtkWidget *
bf_score_view_new (void)
{
  return g_object_new (BF_TYPE_SCORE_VIEW, NULL);
}

BfCarnegieGame *
bf_score_view_get_game (BfScoreView *self)
{
  g_return_val_if_fail (BF_IS_SCORE_VIEW (self), NULL);

  return self->game;
}

void
bf_score_view_set_game (BfScoreView    *self,
                        BfCarnegieGame *game)
{
  g_return_if_fail (BF_IS_SCORE_VIEW (self));
  g_return_if_fail (game == NULL || BF_IS_CARNEGIE_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  recompute (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

BfScoreCard *
bf_score_view_get_card (BfScoreView *self)
{
  g_return_val_if_fail (BF_IS_SCORE_VIEW (self), NULL);

  return self->card;
}

/**
 * bf_score_view_show_player:
 * @self: a score view
 * @player: the player's position in bf_carnegie_game_get_players() (the sheet's
 *   order, Andrew last in solo)
 *
 * Scrolls the sheet so that @player's group (the name, the total and
 * then every line) stands at the top of the view, as soon as the view is
 * laid out: call it when the entry screens switch to that player, also
 * while the view is hidden. When the table cannot be scored the view
 * scrolls to its top, where the reason is. A later call replaces an
 * earlier one not done yet.
 */
void
bf_score_view_show_player (BfScoreView *self,
                           guint        player)
{
  g_return_if_fail (BF_IS_SCORE_VIEW (self));

  self->scroll_target = SCROLL_PLAYER;
  self->scroll_player = player;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/**
 * bf_score_view_show_standings:
 * @self: a score view
 *
 * Scrolls the sheet back to its top, the standings, as soon as the view
 * is laid out: call it when the sheet is opened (on a phone), also just
 * before showing it. A later call replaces an earlier one not done yet.
 */
void
bf_score_view_show_standings (BfScoreView *self)
{
  g_return_if_fail (BF_IS_SCORE_VIEW (self));

  self->scroll_target = SCROLL_STANDINGS;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/**
 * bf_score_view_get_scrolls:
 * @self: a score view
 *
 * Whether the sheet scrolls on its own (the default), or takes its whole
 * height in a page that scrolls (the solo game's final page).
 */
gboolean
bf_score_view_get_scrolls (BfScoreView *self)
{
  g_return_val_if_fail (BF_IS_SCORE_VIEW (self), TRUE);

  return gtk_scrolled_window_get_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller)) == FALSE;
}

void
bf_score_view_set_scrolls (BfScoreView *self,
                           gboolean     scrolls)
{
  GtkScrolledWindow *scroller;

  g_return_if_fail (BF_IS_SCORE_VIEW (self));

  scrolls = !!scrolls;
  if (bf_score_view_get_scrolls (self) == scrolls)
    return;

  /* Not scrolling, the scrolled window asks for all its content's height
   * and passes the page's scrolling on (a box 54 px tall in a scrolling
   * page otherwise: issue 26). */
  scroller = GTK_SCROLLED_WINDOW (self->scroller);
  gtk_scrolled_window_set_policy (scroller, GTK_POLICY_NEVER,
                                  scrolls ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (scroller, !scrolls);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCROLLS]);
}

/* Test accessors ------------------------------------------------------ */

/* The tests find the sheet's widgets through the template
 * (tests/bf-test-ui.c); the scroll still pending is state, not a widget. */

gboolean
_bf_score_view_get_scroll_pending (BfScoreView *self)
{
  return self->scroll_target != SCROLL_NONE;
}

/* GObject ------------------------------------------------------------- */

static void
bf_score_view_dispose (GObject *object)
{
  BfScoreView *self = BF_SCORE_VIEW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->card, bf_score_card_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SCORE_VIEW);

  /* The widgets they point to went with the template. */
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->standings, g_ptr_array_unref);

  G_OBJECT_CLASS (bf_score_view_parent_class)->dispose (object);
}

static void
bf_score_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BfScoreView *self = BF_SCORE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CARD:
      g_value_set_boxed (value, self->card);
      break;
    case PROP_SCROLLS:
      g_value_set_boolean (value, bf_score_view_get_scrolls (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_score_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BfScoreView *self = BF_SCORE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bf_score_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_SCROLLS:
      bf_score_view_set_scrolls (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_score_view_class_init (BfScoreViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_score_view_dispose;
  object_class->get_property = bf_score_view_get_property;
  object_class->set_property = bf_score_view_set_property;

  /**
   * BfScoreView:game:
   *
   * The game whose score sheet is shown, or NULL.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_CARNEGIE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BfScoreView:card:
   *
   * The score card shown (the game's as entered), or NULL when there is
   * no game or its table cannot be scored.
   */
  properties[PROP_CARD] =
    g_param_spec_boxed ("card", NULL, NULL,
                        BF_TYPE_SCORE_CARD,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BfScoreView:scrolls:
   *
   * Whether the sheet scrolls on its own (TRUE, the default: beside the
   * entry screens), or takes its whole height in a page that scrolls.
   */
  properties[PROP_SCROLLS] =
    g_param_spec_boolean ("scrolls", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  accessible_label_quark = g_quark_from_static_string ("bf-score-view-accessible-label");
  accessible_description_quark = g_quark_from_static_string ("bf-score-view-accessible-description");

  widget_class->get_request_mode = bf_score_view_get_request_mode;
  widget_class->measure = bf_score_view_measure;
  widget_class->size_allocate = bf_score_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "scoreview");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/bf-score-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, scroller);
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, error_box);
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, error_label);
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, empty_label);
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, standings_group);
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, keep_button);
  gtk_widget_class_bind_template_child (widget_class, BfScoreView, players_box);
}

static void
bf_score_view_init (BfScoreView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));

  /* Every total, read out by screen readers as it changes: a status (a
   * live region) without text of its own, beside the standings' title,
   * whose accessible name is the totals (update_standings()). */
  self->totals_status = g_object_new (GTK_TYPE_LABEL,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                      NULL);
  gtk_widget_set_name (GTK_WIDGET (self->totals_status), "bf-totals-status");
  adw_preferences_group_set_header_suffix (self->standings_group, GTK_WIDGET (self->totals_status));

  self->groups = g_ptr_array_new_with_free_func (player_group_free);
  self->standings = g_ptr_array_new_with_free_func (g_free);

  /* The game's signals follow bf_score_view_set_game(). */
  self->game_signals = bf_widgets_document_signals_new (BF_TYPE_CARNEGIE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  show_state (self, FALSE, TRUE);

  /* Colour dots are lightened on a dark background. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
}
