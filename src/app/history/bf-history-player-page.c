/* bf-history-player-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bf-appearance.h"
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
  BfHistoryRunner      *runner;
  BfHistory            *history;
  GSignalGroup         *history_signals;
  gint64                player;
  BfHistoryPlayerStats *stats;
  GCancellable         *cancellable;  /* the statistics being read */
  guint                 spinner_id;   /* shows the spinner of a long reading */
  gboolean              loading;
  gboolean              stale;        /* the history changed while not shown */
};

G_DEFINE_FINAL_TYPE (BfHistoryPlayerPage, bf_history_player_page, ADW_TYPE_BIN)

/* How long a reading of the statistics goes before its spinner shows. */
#define SPINNER_DELAY_MS 300

enum {
  PROP_0,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
set_loading (BfHistoryPlayerPage *self,
             gboolean             loading)
{
  if (!loading)
    g_clear_handle_id (&self->spinner_id, g_source_remove);
  if (self->loading == loading)
    return;

  self->loading = loading;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
show_no_player (BfHistoryPlayerPage *self)
{
  GtkWidget *status = adw_status_page_new ();

  gtk_widget_set_visible (self->menu_button, FALSE);
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Such Player"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                   _("This player has no game in the history any more."));
  adw_window_title_set_title (self->window_title, _("History"));
  adw_window_title_set_subtitle (self->window_title, NULL);
  adw_bin_set_child (self->content_bin, status);
}

/* The page of @self->stats; @solo: the player's solo campaign. */
static void
show_stats (BfHistoryPlayerPage *self,
            GArray              *solo)
{
  BfHistoryPlayerStats *stats = self->stats;
  GtkWidget *box;
  g_autoptr(BfHistoryChartData) chart = NULL;
  guint all = 0;
  g_autofree char *subtitle = NULL;

  if (stats == NULL)
    {
      show_no_player (self);
      return;
    }

  gtk_widget_set_visible (self->menu_button, TRUE);
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
          GtkWidget *label = gtk_label_new (_("Solo Campaign"));

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "heading");
          gtk_box_append (GTK_BOX (box), label);
          gtk_box_append (GTK_BOX (box), bf_history_solo_campaign_new (solo));
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

static void
stats_ready_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  BfHistoryPlayerPage *self = user_data;
  g_autoptr(GArray) solo = NULL;
  g_autoptr(GError) error = NULL;
  BfHistoryPlayerStats *stats;

  stats = bf_history_get_player_stats_finish (BF_HISTORY (source), result, &solo, &error);
  /* Another player, the history again, or the page gone (@self is not
   * held: the page cancels its reading when it goes). */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->cancellable);
  if (error != NULL && self->history != NULL)
    {
      /* The worker could not have a connection of its own: read on
       * this one. */
      g_debug ("Reading the statistics on the main thread: %s", error->message);
      stats = bf_history_get_player_stats (self->history, self->player);
      if (stats != NULL && bf_history_player_stats_get_games (stats, BF_HISTORY_KIND_SOLO) > 0)
        solo = bf_history_get_solo_campaign (self->history, self->player);
    }
  self->stats = stats;
  show_stats (self, solo);
  set_loading (self, FALSE);
}

/* The content is the spinner until the reading ends (which removes
 * this source, as does every change of the content). */
static gboolean
show_spinner_cb (gpointer data)
{
  BfHistoryPlayerPage *self = data;

  self->spinner_id = 0;
  gtk_widget_set_visible (adw_bin_get_child (self->content_bin), TRUE);

  return G_SOURCE_REMOVE;
}

/* The page shows at once the player's name, and the statistics when
 * read: a worker thread reads them (thousands of games take longer
 * than a frame). */
static void
rebuild (BfHistoryPlayerPage *self)
{
  g_autofree char *name = NULL;
  GtkWidget *spinner;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->stats, bf_history_player_stats_unref);

  if (self->history != NULL && self->player > 0)
    name = bf_history_dup_player_name (self->history, self->player);
  if (name == NULL)
    {
      show_no_player (self);
      set_loading (self, FALSE);
      return;
    }

  gtk_widget_set_visible (self->menu_button, TRUE);
  adw_window_title_set_title (self->window_title, name);
  adw_window_title_set_subtitle (self->window_title, NULL);
  /* The spinner shows only when the reading is long: a small history's
   * page fills in before anybody would see it flash. */
  spinner = gtk_spinner_new ();
  gtk_widget_set_visible (spinner, FALSE);
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  gtk_widget_set_halign (spinner, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (spinner, 48);
  /* Translators: what a screen reader calls the spinner shown while a player's statistics are read */
  gtk_accessible_update_property (GTK_ACCESSIBLE (spinner), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Reading the statistics"), -1);
  adw_bin_set_child (self->content_bin, spinner);

  set_loading (self, TRUE);
  g_clear_handle_id (&self->spinner_id, g_source_remove);
  self->spinner_id = g_timeout_add (SPINNER_DELAY_MS, show_spinner_cb, self);
  self->cancellable = g_cancellable_new ();
  bf_history_get_player_stats_async (self->history, self->player, self->cancellable,
                                     stats_ready_cb, self);
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

/* ------------------------------------------------------------------ */
/* Rename, merge                                                      */

/* @data: two gint64, into and from. */
static gboolean
merge_work (gpointer   owner,
            gpointer   data,
            GError   **error)
{
  BfHistoryPlayerPage *self = owner;
  BfHistory *history = bf_history_runner_get_history (self->runner);
  const gint64 *pair = data;

  if (history == NULL)
    return TRUE;

  if (!bf_history_merge_players (history, pair[0], pair[1], error))
    return FALSE;

  /* The player shown is now the one merged into. */
  gtk_widget_activate_action (GTK_WIDGET (self), "history.show-player", "x", pair[0]);
  /* Translators: a toast after two players of the history were merged */
  bf_history_runner_toast (self->runner, _("Players merged"), NULL, NULL);
  return TRUE;
}

static void
merge_players (BfHistoryPlayerPage *self,
               gint64               into,
               gint64               from)
{
  gint64 pair[2] = { into, from };

  bf_history_runner_run (self->runner, self, _("Could Not Merge the Players"), merge_work,
                         g_memdup2 (pair, sizeof pair), g_free);
}

static void
merge_response_cb (AdwMessageDialog    *dialog,
                   const char          *response,
                   BfHistoryPlayerPage *self)
{
  const gint64 *pair = g_object_get_data (G_OBJECT (dialog), "bf-pair");
  GtkDropDown *dropdown = g_object_get_data (G_OBJECT (dialog), "bf-dropdown");
  GPtrArray *players = g_object_get_data (G_OBJECT (dialog), "bf-players");

  if (g_strcmp0 (response, "merge") != 0)
    return;

  if (pair != NULL)
    merge_players (self, pair[0], pair[1]);
  else if (dropdown != NULL && players != NULL)
    {
      guint selected = gtk_drop_down_get_selected (dropdown);

      if (selected < players->len)
        {
          BfHistoryPlayer *other = g_ptr_array_index (players, selected);

          /* The player shown takes the other's games. */
          merge_players (self, self->player, other->id);
        }
    }
}

typedef struct
{
  gint64  player;
  char   *name;
} RenameData;

static void
rename_data_free (RenameData *rename)
{
  g_free (rename->name);
  g_free (rename);
}

static gboolean
rename_work (gpointer   owner,
             gpointer   data,
             GError   **error)
{
  BfHistoryPlayerPage *self = owner;
  BfHistory *history = bf_history_runner_get_history (self->runner);
  RenameData *rename = data;
  g_autoptr(GError) local_error = NULL;
  const char *name = rename->name;
  gint64 other;
  gint64 pair[2];
  g_autofree char *body = NULL;
  GtkWidget *ask;

  if (history == NULL ||
      bf_history_rename_player (history, rename->player, name, &local_error))
    return TRUE;

  if (!g_error_matches (local_error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* The name is another player's: the same person under two names. */
  other = bf_history_find_player (history, name);
  pair[0] = other;
  pair[1] = rename->player;
  /* Translators: asked when a player is renamed to the name of another player */
  body = g_strdup_printf (_("“%s” is already a player of the history. Merge the two into “%s”? Their games and statistics become one player’s."),
                          name, name);
  ask = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("Merge the Players?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (ask),
                                    "cancel", _("_Cancel"),
                                    "merge", _("_Merge"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (ask), "merge");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (ask), "cancel");
  g_object_set_data_full (G_OBJECT (ask), "bf-pair", g_memdup2 (pair, sizeof pair), g_free);
  g_signal_connect_object (ask, "response", G_CALLBACK (merge_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (ask));
  return TRUE;
}

static void
rename_response_cb (AdwMessageDialog    *dialog,
                    const char          *response,
                    BfHistoryPlayerPage *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "bf-entry");
  gint64 player = self->player;
  RenameData *rename;

  if (g_strcmp0 (response, "rename") != 0 || bf_history_runner_get_history (self->runner) == NULL ||
      player == 0)
    return;

  rename = g_new0 (RenameData, 1);
  rename->player = player;
  rename->name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  bf_history_runner_run (self->runner, self, _("Could Not Rename"), rename_work,
                         rename, (GDestroyNotify) rename_data_free);
}

static void
rename_entry_activate_cb (GtkEntry         *entry,
                          AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "rename");
  gtk_window_close (GTK_WINDOW (dialog));
}

/* Rename the player shown (everywhere in the history). */
static void
rename_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfHistoryPlayerPage *self = BF_HISTORY_PLAYER_PAGE (widget);
  BfHistory *history = self->runner != NULL ? bf_history_runner_get_history (self->runner) : NULL;
  g_autofree char *name = NULL;
  GtkWidget *dialog, *entry;

  if (history == NULL || self->player == 0)
    return;
  name = bf_history_dup_player_name (history, self->player);
  if (name == NULL)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Rename the Player"),
                                   _("The new name is used in every game of the history; the old one stays known, so a later game under it still counts for this player."));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "bf-entry", entry);
  g_signal_connect (entry, "activate", G_CALLBACK (rename_entry_activate_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Merge With Another Player: the other player's games become the shown
 * player's (the same person entered under two names). */
static void
merge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfHistoryPlayerPage *self = BF_HISTORY_PLAYER_PAGE (widget);
  BfHistory *history = self->runner != NULL ? bf_history_runner_get_history (self->runner) : NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) others = NULL;
  g_autoptr(GtkStringList) names = NULL;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  gint64 player = self->player;
  GtkWidget *dialog, *dropdown;

  if (history == NULL || player == 0)
    return;
  name = bf_history_dup_player_name (history, player);
  if (name == NULL)
    return;

  all = bf_history_list_players (history);
  others = g_ptr_array_new_with_free_func ((GDestroyNotify) bf_history_player_free);
  names = gtk_string_list_new (NULL);
  for (guint i = 0; i < all->len; i++)
    {
      BfHistoryPlayer *p = g_ptr_array_index (all, i);

      if (p->id == player)
        continue;
      gtk_string_list_append (names, p->name);
      g_ptr_array_add (others, g_ptr_array_steal_index_fast (all, i));
      i--;
    }

  if (others->len == 0)
    {
      bf_history_runner_toast (self->runner, _("There is no other player to merge with"), NULL, NULL);
      return;
    }

  /* Translators: the body of the Merge dialog; %s is the player shown */
  body = g_strdup_printf (_("The games of the player chosen become %s’s, and that name stays known as %s."),
                          name, name);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Merge With Another Player"), body);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Player to merge"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), dropdown);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "merge", _("_Merge"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "bf-dropdown", dropdown);
  g_object_set_data_full (G_OBJECT (dialog), "bf-players", g_steal_pointer (&others),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (merge_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
bf_history_player_page_dispose (GObject *object)
{
  BfHistoryPlayerPage *self = BF_HISTORY_PLAYER_PAGE (object);

  if (self->history_signals != NULL)
    g_signal_group_set_target (self->history_signals, NULL);
  g_clear_object (&self->history_signals);
  g_clear_object (&self->history);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->spinner_id, g_source_remove);
  g_clear_pointer (&self->stats, bf_history_player_stats_unref);
  g_clear_object (&self->runner);
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_HISTORY_PLAYER_PAGE);

  G_OBJECT_CLASS (bf_history_player_page_parent_class)->dispose (object);
}

static void
bf_history_player_page_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BfHistoryPlayerPage *self = BF_HISTORY_PLAYER_PAGE (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_history_player_page_class_init (BfHistoryPlayerPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bf_appearance_load_style ("history");

  object_class->dispose = bf_history_player_page_dispose;
  object_class->get_property = bf_history_player_page_get_property;

  /* Whether the statistics are being read (the page shows the player's
   * name and a spinner until then). */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->map = bf_history_player_page_map;

  gtk_widget_class_install_action (widget_class, "history-player.rename", NULL, rename_action);
  gtk_widget_class_install_action (widget_class, "history-player.merge", NULL, merge_action);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-history-player-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPlayerPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPlayerPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPlayerPage, content_bin);
}

/* The page holds actions: GTK 4.8 would name it after its type. It is
 * named after its title, the player's name. */
static void
title_changed_cb (BfHistoryPlayerPage *self)
{
  const char *title = adw_window_title_get_title (self->window_title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title != NULL && title[0] != '\0' ? title : _("History"), -1);
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
  g_signal_connect_object (self->window_title, "notify::title",
                           G_CALLBACK (title_changed_cb), self, G_CONNECT_SWAPPED);
  title_changed_cb (self);
}

GtkWidget *
bf_history_player_page_new (BfHistoryRunner *runner)
{
  BfHistoryPlayerPage *self;

  g_return_val_if_fail (runner == NULL || BF_IS_HISTORY_RUNNER (runner), NULL);

  self = g_object_new (BF_TYPE_HISTORY_PLAYER_PAGE, NULL);
  self->runner = runner != NULL ? g_object_ref (runner) : NULL;

  return GTK_WIDGET (self);
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

gboolean
bf_history_player_page_get_loading (BfHistoryPlayerPage *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_PLAYER_PAGE (self), FALSE);

  return self->loading;
}
