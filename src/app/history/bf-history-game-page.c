/* bf-history-game-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-document.h"
#include "bf-history-game-page.h"
#include "bf-history-widgets.h"
#include "bf-widgets.h"

struct _BfHistoryGamePage
{
  AdwBin           parent_instance;

  /* template widgets */
  AdwWindowTitle  *window_title;
  AdwBin          *content_bin;
  GtkWidget       *correct_button;
  GtkWidget       *delete_button;

  /* owned */
  BfHistoryRunner *runner;
  BfHistory       *history;
  GSignalGroup    *history_signals;
  char            *id;
  BfHistoryRecord *record;
  gboolean         stale;       /* the history changed while not shown */
};

G_DEFINE_FINAL_TYPE (BfHistoryGamePage, bf_history_game_page, ADW_TYPE_BIN)

/* The score card of the game file, with the lines' titles and
 * explanations, or NULL when the file is gone or cannot be scored any
 * more. */
static BfScoreCard *
card_from_file (GFile *file)
{
  g_autoptr(BfDocument) document = bf_document_load_file (file, TRUE, NULL, NULL);

  if (document == NULL)
    return NULL;

  return bf_document_score_as_entered (document, NULL);
}

static GtkWidget *
line_row (const char *title,
          const char *explanation,
          int         vp)
{
  /* Translators: the points of one score line, "12 VP" */
  g_autofree char *value = g_strdup_printf (_("%d VP"), vp);
  GtkWidget *row = bf_history_figure_row_new (title, explanation, value);

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  return row;
}

/* Player @p's group: the file's lines when it could be scored again
 * (@card), else the categories the history kept. */
static GtkWidget *
player_group (BfHistoryRecord *record,
              guint            p,
              BfScoreCard     *card)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = NULL;
  const char *name = bf_history_record_get_name (record, p);
  int total = bf_history_record_get_total (record, p);

  if (bf_history_record_is_winner (record, p))
    /* Translators: the title of a player's lines in a game kept, "Anna: 112 VP, winner" */
    title = g_strdup_printf (_("%s: %d VP, winner"), name, total);
  else
    /* Translators: the title of a player's lines in a game kept, "Ben: 98 VP" */
    title = g_strdup_printf (_("%s: %d VP"), name, total);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);

  if (card != NULL && p < bf_score_card_get_n_players (card))
    {
      for (guint l = 0; l < bf_score_card_get_n_lines (card, p); l++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, p, l);

          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                     line_row (line->title != NULL ? line->title : "", line->explanation,
                                               line->vp));
        }
    }
  else
    for (guint s = 0; s < bf_history_record_get_n_scores (record, p); s++)
      {
        const char *category = bf_history_record_get_score_category (record, p, s);

        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   line_row (bf_history_category_get_title (bf_history_record_get_kind (record), category),
                                             NULL,
                                             bf_history_record_get_score_vp (record, p, s)));
      }

  return group;
}

/* A stacked bar per player, a segment per category, the totals above. */
static BfHistoryChartData *
scores_chart (BfHistoryRecord *record)
{
  BfHistoryKind kind = bf_history_record_get_kind (record);
  guint n_players = bf_history_record_get_n_players (record);
  g_autoptr(BfHistoryChartData) data =
    /* Translators: the title of the chart of a game's scores */
    bf_history_chart_data_new (BF_HISTORY_CHART_STACKED, _("Scores by category"), _("VP"));

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *total = g_strdup_printf ("%d", bf_history_record_get_total (record, p));
      guint column = bf_history_chart_data_add_column (data, bf_history_record_get_name (record, p));

      bf_history_chart_data_set_column_note (data, column, total);
    }

  /* The categories anyone scored in, in the order of the score sheet;
   * then any other the file had (Andrew's, say). */
  for (guint c = 0; c < bf_history_kind_get_n_categories (kind); c++)
    {
      const char *category = bf_history_kind_get_category (kind, c);
      gboolean used = FALSE;
      guint series;

      for (guint p = 0; p < n_players; p++)
        if (bf_history_record_get_score (record, p, category) > 0)
          used = TRUE;
      if (!used)
        continue;

      series = bf_history_chart_data_add_series (data, bf_history_category_get_title (kind, category));
      for (guint p = 0; p < n_players; p++)
        {
          int vp = bf_history_record_get_score (record, p, category);

          if (vp > 0)
            bf_history_chart_data_set_value (data, series, p, vp);
        }
    }

  for (guint p = 0; p < n_players; p++)
    if (bf_history_record_is_winner (record, p))
      bf_history_chart_data_set_marked (data, 0, p, TRUE);

  return g_steal_pointer (&data);
}

static void
rebuild (BfHistoryGamePage *self)
{
  GtkWidget *box;
  GtkWidget *summary;
  g_autoptr(BfScoreCard) card = NULL;
  g_autoptr(BfHistoryChartData) chart = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *date = NULL;
  g_autofree char *winners = NULL;
  g_autofree char *modules = NULL;
  BfHistoryRecord *record;
  GVariant *target;

  g_clear_pointer (&self->record, bf_history_record_unref);
  if (self->history != NULL && self->id != NULL)
    self->record = bf_history_lookup (self->history, self->id);
  record = self->record;

  gtk_widget_set_visible (self->correct_button, record != NULL);
  gtk_widget_set_visible (self->delete_button, record != NULL);
  if (record == NULL)
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Not in the History"));
      adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                       _("This game was deleted from the history."));
      adw_window_title_set_title (self->window_title, _("History"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      adw_bin_set_child (self->content_bin, status);
      return;
    }

  /* The target first: an action with a parameter needs it. */
  target = g_variant_ref_sink (g_variant_new_string (self->id));
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->correct_button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->correct_button), "history.correct");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->delete_button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->delete_button), "history-game.delete");
  g_variant_unref (target);

  date = bf_history_format_date (bf_history_record_get_played_at (record));
  adw_window_title_set_title (self->window_title,
                              bf_history_kind_get_title (bf_history_record_get_kind (record)));
  adw_window_title_set_subtitle (self->window_title, date);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  summary = adw_preferences_group_new ();
  winners = bf_history_record_dup_winners_text (record);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (summary),
                             bf_history_figure_row_new (_("Won by"), NULL, winners));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (summary),
                             /* Translators: a row of a game's page, the date the game was played */
                             bf_history_figure_row_new (C_("date row", "Played"), NULL, date));
  modules = bf_history_format_modules (bf_history_record_get_modules (record));
  if (modules != NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (summary),
                               bf_history_figure_row_new (_("Modules"), NULL, modules));
  if (bf_history_record_get_kind (record) == BF_HISTORY_KIND_SOLO)
    {
      g_autofree char *difficulty = bf_history_format_difficulty (bf_history_record_get_difficulty (record));
      g_autofree char *margin = bf_history_format_margin (bf_history_record_get_margin (record));

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (summary),
                                 bf_history_figure_row_new (_("Difficulty"), NULL, difficulty));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (summary),
                                 bf_history_figure_row_new (_("Margin over Andrew"), NULL, margin));
    }
  gtk_box_append (GTK_BOX (box), summary);

  chart = scores_chart (record);
  gtk_box_append (GTK_BOX (box), bf_history_chart_box_new (chart));

  file = bf_history_get_game_file (self->history, self->id);
  card = card_from_file (file);
  if (card == NULL)
    {
      GtkWidget *note = gtk_label_new (_("The game file of this game is gone: these are the figures the history kept, without the explanations."));

      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (GTK_BOX (box), note);
    }

  for (guint p = 0; p < bf_history_record_get_n_players (record); p++)
    gtk_box_append (GTK_BOX (box), player_group (record, p, card));

  adw_bin_set_child (self->content_bin, box);
}

/* A page not on the screen is made again when it is shown: a change of
 * the history made elsewhere (a game kept, a player renamed) costs
 * nothing until then. */
static void
history_changed_cb (BfHistoryGamePage *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  rebuild (self);
}

static void
bf_history_game_page_map (GtkWidget *widget)
{
  BfHistoryGamePage *self = BF_HISTORY_GAME_PAGE (widget);

  if (self->stale)
    {
      self->stale = FALSE;
      rebuild (self);
    }

  GTK_WIDGET_CLASS (bf_history_game_page_parent_class)->map (widget);
}

static void
bf_history_game_page_dispose (GObject *object)
{
  BfHistoryGamePage *self = BF_HISTORY_GAME_PAGE (object);

  if (self->history_signals != NULL)
    g_signal_group_set_target (self->history_signals, NULL);
  g_clear_object (&self->history_signals);
  g_clear_object (&self->history);
  g_clear_pointer (&self->record, bf_history_record_unref);
  g_clear_object (&self->runner);
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_HISTORY_GAME_PAGE);

  G_OBJECT_CLASS (bf_history_game_page_parent_class)->dispose (object);
}

static void
bf_history_game_page_finalize (GObject *object)
{
  BfHistoryGamePage *self = BF_HISTORY_GAME_PAGE (object);

  g_free (self->id);

  G_OBJECT_CLASS (bf_history_game_page_parent_class)->finalize (object);
}

/* The game goes from the history; its toast's Undo brings it back
 * (history.undelete), and the games are shown. */
static gboolean
delete_work (gpointer   owner,
             gpointer   data,
             GError   **error)
{
  BfHistoryGamePage *self = owner;
  BfHistory *history = bf_history_runner_get_history (self->runner);
  const char *id = data;

  if (history == NULL)
    return TRUE;
  if (!bf_history_remove (history, id, error))
    return FALSE;

  /* Translators: a toast after deleting a game from the history */
  bf_history_runner_toast (self->runner, _("Game deleted from the history"),
                           "history.undelete", g_variant_new_string (id));
  gtk_widget_activate_action (GTK_WIDGET (self), "history.show", NULL);
  return TRUE;
}

static void
delete_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    BfHistoryGamePage *self)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "bf-target");

  if (g_strcmp0 (response, "delete") == 0 && id != NULL)
    bf_history_runner_run (self->runner, self, NULL, delete_work, g_strdup (id), g_free);
}

/* Delete This Game (@parameter: its id), asked first. */
static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  if (BF_HISTORY_GAME_PAGE (widget)->runner == NULL)
    return;

  bf_widgets_ask_delete (GTK_WINDOW (gtk_widget_get_root (widget)),
                         _("Delete This Game From the History?"),
                         _("Its scores no longer count in the statistics. You can bring it back with Undo right after."),
                         g_variant_get_string (parameter, NULL), G_CALLBACK (delete_response_cb), widget);
}

static void
bf_history_game_page_class_init (BfHistoryGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bf_appearance_load_style ("history");

  object_class->dispose = bf_history_game_page_dispose;
  object_class->finalize = bf_history_game_page_finalize;

  widget_class->map = bf_history_game_page_map;

  gtk_widget_class_install_action (widget_class, "history-game.delete", "s", delete_action);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-history-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfHistoryGamePage, window_title);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryGamePage, content_bin);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryGamePage, correct_button);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryGamePage, delete_button);
}

static void
bf_history_game_page_init (BfHistoryGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));

  self->history_signals = g_signal_group_new (BF_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "changed",
                                  G_CALLBACK (history_changed_cb), self);
}

GtkWidget *
bf_history_game_page_new (BfHistoryRunner *runner)
{
  BfHistoryGamePage *self;

  g_return_val_if_fail (runner == NULL || BF_IS_HISTORY_RUNNER (runner), NULL);

  self = g_object_new (BF_TYPE_HISTORY_GAME_PAGE, NULL);
  self->runner = runner != NULL ? g_object_ref (runner) : NULL;

  return GTK_WIDGET (self);
}

void
bf_history_game_page_set_game (BfHistoryGamePage *self,
                               BfHistory         *history,
                               const char        *id)
{
  g_return_if_fail (BF_IS_HISTORY_GAME_PAGE (self));
  g_return_if_fail (history == NULL || BF_IS_HISTORY (history));

  g_set_object (&self->history, history);
  g_signal_group_set_target (self->history_signals, history);
  g_free (self->id);
  self->id = g_strdup (id);
  self->stale = FALSE;
  rebuild (self);
}

BfHistoryRecord *
bf_history_game_page_get_record (BfHistoryGamePage *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_GAME_PAGE (self), NULL);

  return self->record;
}
