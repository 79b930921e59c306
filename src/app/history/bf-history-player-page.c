/* bf-history-player-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bf-history-player-page.h"
#include "bf-history-widgets.h"
#include "bf-widgets.h"

struct _BfHistoryPlayerPage
{
  AdwBin                parent_instance;

  /* template widgets */
  AdwWindowTitle       *window_title;
  GtkWidget            *menu_button;
  AdwBin               *content_bin;

  /* owned */
  BfHistory            *history;
  GSignalGroup         *history_signals;
  gint64                player;
  BfHistoryPlayerStats *stats;
  gboolean         stale;       /* the history changed while not shown */
};

G_DEFINE_FINAL_TYPE (BfHistoryPlayerPage, bf_history_player_page, ADW_TYPE_BIN)

static GtkWidget *
overview_group (BfHistoryPlayerStats *stats,
                BfHistoryKind         kind)
{
  guint games = bf_history_player_stats_get_games (stats, kind);
  guint wins = bf_history_player_stats_get_wins (stats, kind);
  g_autofree char *games_text = g_strdup_printf ("%u", games);
  g_autofree char *wins_text = NULL;
  g_autofree char *average = bf_history_format_average (bf_history_player_stats_get_average_total (stats, kind));
  g_autofree char *average_text = NULL;
  g_autofree char *best_text = NULL;
  GtkWidget *table = bf_history_table_new (NULL, 2);

  /* Translators: games won and the win rate, "3 (60%)" */
  wins_text = g_strdup_printf (_("%u (%.0f%%)"), wins,
                               100.0 * bf_history_player_stats_get_win_rate (stats, kind));
  /* Translators: an average total, "104.5 VP" */
  average_text = g_strdup_printf (_("%s VP"), average);
  best_text = g_strdup_printf (_("%d VP"), bf_history_player_stats_get_best_total (stats, kind));

  bf_history_table_add_row (table, (const char *[]) { _("Games"), games_text });
  /* Translators: games won; a shared win counts */
  bf_history_table_add_row (table, (const char *[]) { _("Wins (a shared win counts)"), wins_text });
  bf_history_table_add_row (table, (const char *[]) { _("Average total"), average_text });
  bf_history_table_add_row (table, (const char *[]) { _("Best total"), best_text });

  return bf_history_section_new (bf_history_kind_get_title (kind), NULL, table);
}

/* Where the player scores: the average per category, beside the other
 * players' in the same games. */
static GtkWidget *
categories_group (BfHistoryPlayerStats *stats,
                  BfHistoryKind         kind)
{
  const char *name = bf_history_player_stats_get_name (stats);
  /* Translators: the column of the other players' averages in a player's statistics */
  const char *headers[] = { "", name, C_("player statistics", "The table") };
  GtkWidget *table = bf_history_table_new (headers, G_N_ELEMENTS (headers));
  g_autofree char *title = NULL;
  guint shown = 0;

  for (guint c = 0; c < bf_history_player_stats_get_n_categories (stats, kind); c++)
    {
      const BfHistoryCategoryStat *stat = bf_history_player_stats_get_category (stats, kind, c);
      g_autofree char *average = NULL;
      g_autofree char *table_average = NULL;

      if (fabs (stat->average) < 0.05 && (!stat->has_table || fabs (stat->table_average) < 0.05))
        continue;

      average = bf_history_format_average (stat->average);
      table_average = stat->has_table ? bf_history_format_average (stat->table_average) : g_strdup ("–");
      bf_history_table_add_row (table, (const char *[]) {
                                  bf_history_category_get_title (kind, stat->category), average, table_average });
      shown++;
    }

  if (shown == 0)
    {
      g_object_ref_sink (table);
      g_object_unref (table);
      return NULL;
    }

  /* Translators: a section of the player's statistics, "Where Dee scores in Carnegie" */
  title = g_strdup_printf (_("Where %s scores in %s"), name, bf_history_kind_get_title (kind));
  return bf_history_section_new (title, _("Average VP per game, beside the other players’ in the same games"), table);
}

static GtkWidget *
opponents_group (BfHistoryPlayerStats *stats,
                 BfHistoryKind         kind)
{
  const char *headers[] = {
    "",
    /* Translators: the columns of the head-to-head table: games played together, finished ahead, behind, tied */
    C_("head-to-head", "Games"),
    C_("head-to-head", "Ahead"),
    C_("head-to-head", "Behind"),
    C_("head-to-head", "Tied"),
  };
  guint n = bf_history_player_stats_get_n_opponents (stats, kind);
  g_autofree char *title = NULL;
  GtkWidget *table;

  if (n == 0)
    return NULL;

  table = bf_history_table_new (headers, G_N_ELEMENTS (headers));
  for (guint i = 0; i < n; i++)
    {
      const BfHistoryHeadToHead *h2h = bf_history_player_stats_get_opponent (stats, kind, i);
      g_autofree char *games = g_strdup_printf ("%u", h2h->games);
      g_autofree char *ahead = g_strdup_printf ("%u", h2h->ahead);
      g_autofree char *behind = g_strdup_printf ("%u", h2h->behind);
      g_autofree char *tied = g_strdup_printf ("%u", h2h->tied);

      bf_history_table_add_row (table, (const char *[]) { h2h->name, games, ahead, behind, tied });
    }

  /* Translators: a section of the player's statistics, "Head-to-head in Carnegie" */
  title = g_strdup_printf (_("Head-to-head in %s"), bf_history_kind_get_title (kind));
  return bf_history_section_new (title, _("In the games both played: who finished ahead"), table);
}

/* The player's totals over time: a line per kind of game, a point per
 * game (filled when won). */
static BfHistoryChartData *
totals_chart (BfHistoryPlayerStats *stats)
{
  g_autoptr(BfHistoryChartData) data =
    /* Translators: the title of the chart of a player's totals */
    bf_history_chart_data_new (BF_HISTORY_CHART_LINE, _("Totals over time"), _("VP"));
  int series[BF_HISTORY_N_KINDS];
  guint n = bf_history_player_stats_get_n_totals (stats);
  /* Translators: a short date under the chart of a player's totals, a g_date_time_format() format: "25 Nov" */
  const char *format = _("%-d %b");
  g_autofree char *label = NULL;
  gint64 day_start = 0, day_end = 0;

  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    series[k] = bf_history_player_stats_get_games (stats, k) > 0
              ? (int) bf_history_chart_data_add_series (data, bf_history_kind_get_title (k)) : -1;

  for (guint i = 0; i < n; i++)
    {
      const BfHistoryTotal *total = bf_history_player_stats_get_total (stats, i);
      guint column;

      /* Games of the same day share their label (formatted once; a day
       * of a clock change is formatted again, which is right too). */
      if (label == NULL || total->played_at < day_start || total->played_at >= day_end)
        {
          g_autoptr(GDateTime) local = g_date_time_new_from_unix_local (total->played_at);
          g_autoptr(GDateTime) midnight = NULL;

          g_free (label);
          label = local != NULL ? g_date_time_format (local, format) : g_strdup ("");
          g_strstrip (label);
          midnight = local != NULL ? g_date_time_new_local (g_date_time_get_year (local),
                                                            g_date_time_get_month (local),
                                                            g_date_time_get_day_of_month (local), 0, 0, 0)
                                   : NULL;
          day_start = midnight != NULL ? g_date_time_to_unix (midnight) : total->played_at;
          day_end = day_start + 86400;
        }
      column = bf_history_chart_data_add_column (data, label);

      if (total->kind < BF_HISTORY_N_KINDS && series[total->kind] >= 0)
        {
          bf_history_chart_data_set_value (data, series[total->kind], column, total->total);
          if (total->winner)
            bf_history_chart_data_set_marked (data, series[total->kind], column, TRUE);
        }
    }

  return g_steal_pointer (&data);
}

static void
rebuild (BfHistoryPlayerPage *self)
{
  BfHistoryPlayerStats *stats;
  GtkWidget *box;
  g_autoptr(BfHistoryChartData) chart = NULL;
  guint all = 0;
  g_autofree char *subtitle = NULL;

  g_clear_pointer (&self->stats, bf_history_player_stats_unref);
  if (self->history != NULL && self->player > 0)
    self->stats = bf_history_get_player_stats (self->history, self->player);
  stats = self->stats;

  gtk_widget_set_visible (self->menu_button, stats != NULL);
  if (stats == NULL)
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Such Player"));
      adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                       _("This player has no game in the history any more."));
      adw_window_title_set_title (self->window_title, _("History"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      adw_bin_set_child (self->content_bin, status);
      return;
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    {
      GtkWidget *group;

      if (bf_history_player_stats_get_games (stats, k) == 0)
        continue;
      all += bf_history_player_stats_get_games (stats, k);

      gtk_box_append (GTK_BOX (box), overview_group (stats, k));
      if ((group = categories_group (stats, k)) != NULL)
        gtk_box_append (GTK_BOX (box), group);
      if (k != BF_HISTORY_KIND_SOLO && (group = opponents_group (stats, k)) != NULL)
        gtk_box_append (GTK_BOX (box), group);
      if (k == BF_HISTORY_KIND_SOLO)
        {
          g_autoptr(GArray) levels = bf_history_get_solo_campaign (self->history, self->player);
          GtkWidget *label = gtk_label_new (_("Solo Campaign"));

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "heading");
          gtk_box_append (GTK_BOX (box), label);
          gtk_box_append (GTK_BOX (box), bf_history_solo_campaign_new (levels));
        }
    }

  chart = totals_chart (stats);
  gtk_box_insert_child_after (GTK_BOX (box), bf_history_chart_box_new (chart), NULL);

  adw_window_title_set_title (self->window_title, bf_history_player_stats_get_name (stats));
  /* Translators: under a player's name on their statistics */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", all), all);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  adw_bin_set_child (self->content_bin, box);
}

/* A page not on the screen is made again when it is shown: a change of
 * the history made elsewhere (a game kept, a player renamed) costs
 * nothing until then. */
static void
history_changed_cb (BfHistoryPlayerPage *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  rebuild (self);
}

static void
bf_history_player_page_map (GtkWidget *widget)
{
  BfHistoryPlayerPage *self = BF_HISTORY_PLAYER_PAGE (widget);

  if (self->stale)
    {
      self->stale = FALSE;
      rebuild (self);
    }

  GTK_WIDGET_CLASS (bf_history_player_page_parent_class)->map (widget);
}

static void
bf_history_player_page_dispose (GObject *object)
{
  BfHistoryPlayerPage *self = BF_HISTORY_PLAYER_PAGE (object);

  if (self->history_signals != NULL)
    g_signal_group_set_target (self->history_signals, NULL);
  g_clear_object (&self->history_signals);
  g_clear_object (&self->history);
  g_clear_pointer (&self->stats, bf_history_player_stats_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_HISTORY_PLAYER_PAGE);

  G_OBJECT_CLASS (bf_history_player_page_parent_class)->dispose (object);
}

static void
bf_history_player_page_class_init (BfHistoryPlayerPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_history_player_page_dispose;

  widget_class->map = bf_history_player_page_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-history-player-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPlayerPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPlayerPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPlayerPage, content_bin);
}

static void
bf_history_player_page_init (BfHistoryPlayerPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Mnemonic buttons read once, without the underscore (GTK 4.8). */
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));

  self->history_signals = g_signal_group_new (BF_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "changed",
                                  G_CALLBACK (history_changed_cb), self);
}

GtkWidget *
bf_history_player_page_new (void)
{
  return g_object_new (BF_TYPE_HISTORY_PLAYER_PAGE, NULL);
}

void
bf_history_player_page_set_player (BfHistoryPlayerPage *self,
                                   BfHistory           *history,
                                   gint64               player)
{
  g_return_if_fail (BF_IS_HISTORY_PLAYER_PAGE (self));
  g_return_if_fail (history == NULL || BF_IS_HISTORY (history));

  g_set_object (&self->history, history);
  g_signal_group_set_target (self->history_signals, history);
  self->player = player;
  self->stale = FALSE;
  rebuild (self);
}

gint64
bf_history_player_page_get_player (BfHistoryPlayerPage *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_PLAYER_PAGE (self), 0);

  return self->player;
}

BfHistoryPlayerStats *
bf_history_player_page_get_stats (BfHistoryPlayerPage *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_PLAYER_PAGE (self), NULL);

  return self->stats;
}
