/* bf-history-widgets.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bf-carnegie-rules.h"
#include "bf-history-widgets.h"
#include "bf-widgets.h"

char *
bf_history_format_date (gint64 played_at)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (played_at);

  /* As the games in progress show theirs: the locale's. */
  return utc != NULL ? bf_widgets_format_date_time (utc) : g_strdup ("");
}

char *
bf_history_format_modules (BfModules modules)
{
  static const struct
  {
    BfModules   module;
    const char *name;
  } names[] = {
    { BF_MODULE_NEW_DEPARTMENTS, NC_("module", "New Departments") },
    { BF_MODULE_NEW_DONATIONS, NC_("module", "New Donations") },
    { BF_MODULE_SECRET_DONATION, NC_("module", "Secret Donation") },
    { BF_MODULE_OPEN_BAR, NC_("module", "Open Bar") },
    { BF_MODULE_NEW_BEGINNING, NC_("module", "A New Beginning") },
  };
  g_autoptr(GString) text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if ((modules & names[i].module) == 0)
        continue;
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append (text, _(", "));
      g_string_append (text, g_dpgettext2 (GETTEXT_PACKAGE, "module", names[i].name));
    }

  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

char *
bf_history_format_difficulty (guint difficulty)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();

  if (difficulty == 0)
    /* Translators: a solo game scored on the score pad, where the app did not deal Andrew's cards */
    return g_strdup (_("Difficulty not recorded"));

  /* The name the solo setup gave it ("Normal"), translated with the
   * rules (data/rules/andrew.json). */
  if (difficulty <= bf_carnegie_rules_get_n_difficulties (rules))
    return g_strdup (bf_carnegie_rules_get_difficulty (rules, difficulty)->name);

  /* Translators: a solo difficulty the rules do not name, a number */
  return g_strdup_printf (_("Difficulty %u"), difficulty);
}

char *
bf_history_format_average (double value)
{
  double rounded = round (value * 10.0) / 10.0;

  if (fabs (rounded - round (rounded)) < 0.05)
    return g_strdup_printf ("%.0f", rounded);

  return g_strdup_printf ("%.1f", rounded);
}

char *
bf_history_format_margin (int margin)
{
  if (margin > 0)
    return g_strdup_printf ("+%d", margin);
  if (margin < 0)
    return g_strdup_printf ("−%d", -margin);

  return g_strdup ("0");
}

/* The table is made when the expander first opens: a player's totals
 * over thousands of games would be thousands of labels. Its headers
 * wrap between words only, so a table of many categories can be wider
 * than a phone: it scrolls sideways then. */
static void
figures_expanded_cb (GtkExpander        *expander,
                     GParamSpec         *pspec,
                     BfHistoryChartData *data)
{
  GtkWidget *scrolled;

  if (!gtk_expander_get_expanded (expander) || gtk_expander_get_child (expander) != NULL)
    return;

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), bf_history_chart_data_build_table (data));
  gtk_expander_set_child (expander, scrolled);
}

GtkWidget *
bf_history_chart_box_new (BfHistoryChartData *data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (bf_history_chart_data_get_title (data));
  GtkWidget *chart = bf_history_chart_new ();
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Figures"));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  bf_history_chart_set_data (BF_HISTORY_CHART (chart), data);
  gtk_box_append (GTK_BOX (box), chart);
  gtk_widget_add_css_class (expander, "bf-history-chart-figures");
  /* GTK 4.8 names the expander after its type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Figures"), -1);
  g_signal_connect_data (expander, "notify::expanded", G_CALLBACK (figures_expanded_cb),
                         bf_history_chart_data_ref (data), (GClosureNotify) (void (*) (void)) bf_history_chart_data_unref, 0);
  gtk_box_append (GTK_BOX (box), expander);

  return box;
}

GtkWidget *
bf_history_figure_row_new (const char *title,
                           const char *subtitle,
                           const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (label, "numeric");
  /* On one line when it is short ("12 VP"), wrapped when long (a
   * wrapping label costs more to lay out: only those that need it). */
  if (g_utf8_strlen (value, -1) > 14)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 14);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
    }
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  /* The figure is part of what the row says. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);

  return row;
}

GtkWidget *
bf_history_table_new (const char * const *headers,
                      guint               n_columns)
{
  GtkWidget *grid = gtk_grid_new ();

  g_return_val_if_fail (n_columns > 0, NULL);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_widget_add_css_class (grid, "card");
  gtk_widget_add_css_class (grid, "bf-history-table");
  g_object_set_data (G_OBJECT (grid), "bf-columns", GUINT_TO_POINTER (n_columns));
  g_object_set_data (G_OBJECT (grid), "bf-rows", GUINT_TO_POINTER (0));

  if (headers != NULL)
    bf_history_table_add_row (grid, headers);
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gtk_widget_add_css_class (child, "dim-label");
      gtk_widget_add_css_class (child, "caption-heading");
    }

  return grid;
}

void
bf_history_table_add_row (GtkWidget          *table,
                          const char * const *cells)
{
  guint n_columns = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (table), "bf-columns"));
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (table), "bf-rows"));

  g_return_if_fail (GTK_IS_GRID (table));

  for (guint c = 0; c < n_columns; c++)
    {
      GtkWidget *label = gtk_label_new (cells[c]);

      if (c == 0)
        {
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
          gtk_widget_set_hexpand (label, TRUE);
        }
      else
        {
          gtk_label_set_xalign (GTK_LABEL (label), 1);
          gtk_widget_add_css_class (label, "numeric");
        }
      /* An empty cell (a header's corner) shows nothing: out of the
       * accessibility tree, where GTK 4.8 would name it "GtkLabel". */
      if (cells[c] == NULL || cells[c][0] == '\0')
        gtk_widget_set_visible (label, FALSE);
      gtk_grid_attach (GTK_GRID (table), label, (int) c, (int) row, 1, 1);
    }
  g_object_set_data (G_OBJECT (table), "bf-rows", GUINT_TO_POINTER (row + 1));
}

GtkWidget *
bf_history_section_new (const char *title,
                        const char *description,
                        GtkWidget  *child)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  if (description != NULL)
    {
      GtkWidget *label = gtk_label_new (description);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_top (child, 6);
  gtk_box_append (GTK_BOX (box), child);

  return box;
}

static char *
streak_text (int streak)
{
  if (streak > 0)
    /* Translators: the current streak of the solo campaign: the latest games all won */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d won in a row", "%d won in a row", streak), streak);
  if (streak < 0)
    /* Translators: the current streak of the solo campaign: the latest games all lost */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d lost in a row", "%d lost in a row", -streak), -streak);

  return g_strdup ("–");
}

GtkWidget *
bf_history_solo_campaign_new (GArray *levels)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  g_autoptr(BfHistoryChartData) data = NULL;
  GtkWidget *tables = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  guint series;

  if (levels == NULL || levels->len == 0)
    {
      GtkWidget *label = gtk_label_new (_("No solo game against Andrew kept yet."));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
      return box;
    }

  /* Translators: the title of the chart of the solo margins */
  data = bf_history_chart_data_new (BF_HISTORY_CHART_MARGINS, _("Margin over Andrew by difficulty"), _("VP"));
  /* Translators: the bars of the solo margin chart */
  series = bf_history_chart_data_add_series (data, _("Average margin"));

  for (guint i = 0; i < levels->len; i++)
    {
      BfHistorySoloLevel *level = &g_array_index (levels, BfHistorySoloLevel, i);
      g_autofree char *title = bf_history_format_difficulty (level->difficulty);
      g_autofree char *played = g_strdup_printf ("%u", level->played);
      g_autofree char *won = NULL;
      g_autofree char *best = bf_history_format_margin (level->best_margin);
      g_autofree char *average_number = bf_history_format_average (fabs (level->average_margin));
      g_autofree char *average = NULL;
      g_autofree char *streak = streak_text (level->streak);
      guint column;

      /* Translators: games won against Andrew and the share, "3 (60%)" */
      won = g_strdup_printf (_("%u (%.0f%%)"), level->won,
                             level->played > 0 ? 100.0 * level->won / level->played : 0.0);
      average = level->average_margin < -0.05 ? g_strdup_printf ("−%s", average_number)
              : level->average_margin > 0.05 ? g_strdup_printf ("+%s", average_number)
              : g_strdup ("0");

      GtkWidget *table = bf_history_table_new (NULL, 2);

      /* Translators: a row of the solo figures, the number of games played */
      bf_history_table_add_row (table, (const char *[]) { C_("count of games", "Played"), played });
      bf_history_table_add_row (table, (const char *[]) { _("Won"), won });
      bf_history_table_add_row (table, (const char *[]) { _("Best margin"), best });
      bf_history_table_add_row (table, (const char *[]) { _("Average margin"), average });
      bf_history_table_add_row (table, (const char *[]) { _("Current streak"), streak });
      gtk_box_append (GTK_BOX (tables), bf_history_section_new (title, NULL, table));

      column = bf_history_chart_data_add_column (data, title);
      bf_history_chart_data_set_value (data, series, column, level->average_margin);
      for (guint m = 0; level->margins != NULL && m < level->margins->len; m++)
        bf_history_chart_data_add_point (data, column, g_array_index (level->margins, int, m));
    }

  gtk_box_append (GTK_BOX (box), bf_history_chart_box_new (data));
  {
    GtkWidget *note = gtk_label_new (_("Margins are the player’s total minus Andrew’s; a tie is a shared win. The streak counts the latest games."));

    gtk_label_set_wrap (GTK_LABEL (note), TRUE);
    gtk_label_set_xalign (GTK_LABEL (note), 0);
    gtk_widget_add_css_class (note, "dim-label");
    gtk_box_append (GTK_BOX (box), note);
  }
  gtk_box_append (GTK_BOX (box), tables);

  return box;
}
