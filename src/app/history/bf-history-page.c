/* bf-history-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-history-page.h"
#include "bf-history-widgets.h"
#include "bf-widgets.h"

/* ------------------------------------------------------------------ */
/* BfHistoryPage                                                      */

struct _BfHistoryPage
{
  AdwBin           parent_instance;

  /* template widgets */
  AdwViewSwitcher *view_switcher;
  AdwViewStack    *view_stack;
  GtkSearchEntry  *search_entry;
  GtkDropDown     *kind_dropdown;
  GtkStringList   *kind_list;
  GtkDropDown     *module_dropdown;
  GtkStringList   *module_list;
  GtkLabel        *count_label;
  GtkStack        *games_stack;
  AdwStatusPage   *games_status;
  GtkListView     *games_view;
  GtkLabel        *players_empty;
  GtkListBox      *players_list;
  AdwBin          *solo_bin;

  /* owned */
  BfHistoryRunner *runner;
  BfHistory       *history;
  GSignalGroup    *history_signals;
  BfHistoryGameList *games;
  gboolean         players_stale;
  gboolean         solo_stale;
  gboolean         stale;       /* the history changed while not shown */
};

G_DEFINE_FINAL_TYPE (BfHistoryPage, bf_history_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_HISTORY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The module filter's entries after "Any modules", in this order. */
static const BfModules filter_modules[] = {
  BF_MODULE_NEW_DEPARTMENTS,
  BF_MODULE_NEW_DONATIONS,
  BF_MODULE_SECRET_DONATION,
  BF_MODULE_OPEN_BAR,
  BF_MODULE_NEW_BEGINNING,
};

static void
reload_games (BfHistoryPage *self)
{
  BfHistoryFilter filter = BF_HISTORY_FILTER_INIT;
  g_autoptr(GPtrArray) ids = NULL;
  guint kind = gtk_drop_down_get_selected (self->kind_dropdown);
  guint module = gtk_drop_down_get_selected (self->module_dropdown);
  gboolean filtered;
  g_autofree char *count = NULL;

  /* The filters' lists are filled before the store is made. */
  if (self->games == NULL)
    return;

  if (self->history == NULL)
    {
      bf_history_game_list_set_ids (self->games, NULL, NULL);
      return;
    }

  if (kind != GTK_INVALID_LIST_POSITION && kind > 0)
    filter.kind = (int) kind - 1;
  if (module != GTK_INVALID_LIST_POSITION && module > 0 && module <= G_N_ELEMENTS (filter_modules))
    filter.modules = filter_modules[module - 1];
  filter.player = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  filtered = filter.kind >= 0 || filter.modules != BF_MODULE_NONE ||
             (filter.player != NULL && filter.player[0] != '\0');

  /* The games are read as the list shows them. */
  ids = bf_history_list_ids (self->history, &filter);
  bf_history_game_list_set_ids (self->games, self->history, ids);

  if (filtered)
    {
      guint all = bf_history_get_n_games (self->history);

      /* Translators: above the games found, "3 of 25 games" */
      count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u game", "%u of %u games", all),
                               ids->len, all);
    }
  else
    /* Translators: above the list of games kept */
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game kept", "%u games kept", ids->len),
                             ids->len);
  gtk_label_set_text (self->count_label, count);

  if (ids->len > 0)
    gtk_stack_set_visible_child_name (self->games_stack, "list");
  else
    {
      if (filtered)
        {
          adw_status_page_set_title (self->games_status, _("No Game Found"));
          adw_status_page_set_description (self->games_status,
                                           _("No game kept matches the search and the filters."));
        }
      else
        {
          adw_status_page_set_title (self->games_status, _("No Games Kept Yet"));
          adw_status_page_set_description (self->games_status,
                                           _("When the table agrees on the final scores, choose Keep in History below the score sheet or in the game’s menu."));
        }
      gtk_stack_set_visible_child_name (self->games_stack, "empty");
    }
}

static void
reload_players (BfHistoryPage *self)
{
  g_autoptr(GPtrArray) players = self->history != NULL ? bf_history_list_players (self->history) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);

  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      BfHistoryPlayer *player = g_ptr_array_index (players, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *subtitle =
        /* Translators: under a player's name in the history */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", player->n_games),
                         player->n_games);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "history.show-player");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "x", player->id);
      bf_widgets_expose_row_action (GTK_LIST_BOX_ROW (row));
      gtk_list_box_append (self->players_list, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->players_list), players != NULL && players->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->players_empty), players == NULL || players->len == 0);
}

static void
reload_solo (BfHistoryPage *self)
{
  g_autoptr(GArray) levels = self->history != NULL ? bf_history_get_solo_campaign (self->history, 0) : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *note = gtk_label_new (_("Every player’s games against Andrew, by difficulty. A player’s own campaign is on their page under Players."));

  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_box_append (GTK_BOX (box), note);
  gtk_box_append (GTK_BOX (box), bf_history_solo_campaign_new (levels));
  adw_bin_set_child (self->solo_bin, box);
}

/* The players and the solo campaign are made when their view is shown:
 * opening the page costs only the list of games. */
static void
reload_shown_view (BfHistoryPage *self)
{
  const char *view = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (view, "players") == 0 && self->players_stale)
    {
      self->players_stale = FALSE;
      reload_players (self);
    }
  else if (g_strcmp0 (view, "solo") == 0 && self->solo_stale)
    {
      self->solo_stale = FALSE;
      reload_solo (self);
    }
}

static void
reload (BfHistoryPage *self)
{
  reload_games (self);
  self->players_stale = TRUE;
  self->solo_stale = TRUE;
  reload_shown_view (self);
}

static void
view_changed_cb (BfHistoryPage *self)
{
  reload_shown_view (self);
}

static void
filter_changed_cb (BfHistoryPage *self)
{
  reload_games (self);
}

static void
game_activated_cb (BfHistoryPage *self,
                   guint          position)
{
  g_autoptr(BfHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->games), position);

  if (item == NULL)
    return;

  gtk_widget_activate_action (GTK_WIDGET (self), "history.show-game", "s",
                              bf_history_record_get_id (bf_history_item_get_record (item)));
}

/* A row of the list: "Carnegie · Anna, Ben, Cara" over "25 Nov 2026,
 * 21:40 · Anna won (112 VP)". */
static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);

  gtk_widget_add_css_class (box, "bf-history-row");
  /* One line each, ellipsized: the list makes a couple of hundred rows
   * ahead, and wrapped labels cost a height-for-width measure each. */
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *list_item,
             gpointer                  user_data)
{
  BfHistoryItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  BfHistoryRecord *record = bf_history_item_get_record (item);
  g_autofree char *players = bf_history_record_dup_players_text (record);
  g_autofree char *winners = bf_history_record_dup_winners_text (record);
  g_autofree char *date = bf_history_format_date (bf_history_record_get_played_at (record));
  g_autofree char *title_text = NULL;
  g_autofree char *subtitle_text = NULL;

  /* Translators: a game in the history list, "Carnegie · Anna, Ben, Cara" */
  title_text = g_strdup_printf (_("%s · %s"), bf_history_kind_get_title (bf_history_record_get_kind (record)),
                                players);
  /* Translators: under a game in the history list, "25 Nov 2026, 21:40 · won by Anna (112 VP)" */
  subtitle_text = g_strdup_printf (_("%s · won by %s"), date, winners);
  gtk_label_set_text (GTK_LABEL (title), title_text);
  gtk_label_set_text (GTK_LABEL (subtitle), subtitle_text);

  /* The list's row (GTK 4.8's list item widget, the box's parent) is
   * what a screen reader reads: it is named as the box shows it. */
  if (gtk_widget_get_parent (box) != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s, %s", title_text, subtitle_text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
}

/* A page not on the screen is made again when it is shown: a change of
 * the history made elsewhere (a game kept, a player renamed) costs
 * nothing until then. */
static void
history_changed_cb (BfHistoryPage *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  reload (self);
}

static void
bf_history_page_map (GtkWidget *widget)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (widget);

  if (self->stale)
    {
      self->stale = FALSE;
      reload (self);
    }

  GTK_WIDGET_CLASS (bf_history_page_parent_class)->map (widget);
}

static void
bf_history_page_dispose (GObject *object)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (object);

  if (self->history_signals != NULL)
    g_signal_group_set_target (self->history_signals, NULL);
  g_clear_object (&self->history_signals);
  g_clear_object (&self->history);
  g_clear_object (&self->runner);
  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_HISTORY_PAGE);

  G_OBJECT_CLASS (bf_history_page_parent_class)->dispose (object);
}

static void
bf_history_page_finalize (GObject *object)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (object);

  g_clear_object (&self->games);

  G_OBJECT_CLASS (bf_history_page_parent_class)->finalize (object);
}

static void
bf_history_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (object);

  switch (prop_id)
    {
    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_history_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (object);

  switch (prop_id)
    {
    case PROP_HISTORY:
      bf_history_page_set_history (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Export the History: every game as CSV into the file chosen. */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (widget);

  if (self->runner != NULL && bf_history_runner_open (self->runner, widget, action_name, parameter) != NULL)
    bf_history_runner_choose_export (self->runner);
}

/* Import a Folder of Game Files: the finished games it holds. */
static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BfHistoryPage *self = BF_HISTORY_PAGE (widget);

  if (self->runner != NULL && bf_history_runner_open (self->runner, NULL, NULL, NULL) != NULL)
    bf_history_runner_choose_import (self->runner);
}

static void
bf_history_page_class_init (BfHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  bf_appearance_load_style ("history");

  object_class->dispose = bf_history_page_dispose;
  object_class->finalize = bf_history_page_finalize;
  object_class->get_property = bf_history_page_get_property;
  object_class->set_property = bf_history_page_set_property;

  properties[PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL,
                         BF_TYPE_HISTORY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->map = bf_history_page_map;

  gtk_widget_class_install_action (widget_class, "history.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "history.import", NULL, import_action);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, view_switcher);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, kind_list);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, module_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, module_list);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, games_stack);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, games_status);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, games_view);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, players_empty);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, players_list);
  gtk_widget_class_bind_template_child (widget_class, BfHistoryPage, solo_bin);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_activated_cb);
}

static void
bf_history_page_init (BfHistoryPage *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Mnemonic buttons read once, without the underscore (GTK 4.8). */
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  /* The page holds actions: GTK 4.8 would name it after its type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("History"), -1);

  /* GTK 4.8 exports the status page's own scrolled window without a
   * name. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games_status)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SCROLLED_WINDOW (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Games kept"), -1);

  gtk_string_list_append (self->kind_list, _("All games"));
  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    gtk_string_list_append (self->kind_list, bf_history_kind_get_title ((BfHistoryKind) k));
  gtk_string_list_append (self->module_list, _("Any modules"));
  for (guint m = 0; m < G_N_ELEMENTS (filter_modules); m++)
    {
      g_autofree char *name = bf_history_format_modules (filter_modules[m]);
      /* Translators: the module filter of the history, "With Open Bar" */
      g_autofree char *entry = g_strdup_printf (_("With %s"), name);

      gtk_string_list_append (self->module_list, entry);
    }

  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->view_stack));
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->games_stack));
  /* Translators: what a screen reader calls the bar of the history's pages (Games, Players, Solo Campaign) */
  bf_widgets_name_view_switcher (self->view_switcher, _("Pages of the history"));
  bf_widgets_name_drop_down (self->kind_dropdown, _("Game"));
  bf_widgets_name_drop_down (self->module_dropdown, _("Modules"));

  self->games = bf_history_game_list_new ();
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->games)));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  gtk_list_view_set_factory (self->games_view, factory);
  gtk_list_view_set_model (self->games_view, GTK_SELECTION_MODEL (selection));

  self->history_signals = g_signal_group_new (BF_TYPE_HISTORY);
  g_signal_group_connect_swapped (self->history_signals, "changed",
                                  G_CALLBACK (history_changed_cb), self);
  g_signal_connect_object (self->view_stack, "notify::visible-child",
                           G_CALLBACK (view_changed_cb), self, G_CONNECT_SWAPPED);
  reload (self);
}

GtkWidget *
bf_history_page_new (BfHistoryRunner *runner)
{
  BfHistoryPage *self;

  g_return_val_if_fail (runner == NULL || BF_IS_HISTORY_RUNNER (runner), NULL);

  self = g_object_new (BF_TYPE_HISTORY_PAGE, NULL);
  self->runner = runner != NULL ? g_object_ref (runner) : NULL;

  return GTK_WIDGET (self);
}

BfHistory *
bf_history_page_get_history (BfHistoryPage *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_PAGE (self), NULL);

  return self->history;
}

void
bf_history_page_set_history (BfHistoryPage *self,
                             BfHistory     *history)
{
  g_return_if_fail (BF_IS_HISTORY_PAGE (self));
  g_return_if_fail (history == NULL || BF_IS_HISTORY (history));

  if (!g_set_object (&self->history, history))
    return;

  g_signal_group_set_target (self->history_signals, history);
  self->stale = FALSE;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY]);
}

GListModel *
bf_history_page_get_games (BfHistoryPage *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_PAGE (self), NULL);

  return G_LIST_MODEL (self->games);
}

void
bf_history_page_show_view (BfHistoryPage *self,
                           const char    *name)
{
  g_return_if_fail (BF_IS_HISTORY_PAGE (self));

  adw_view_stack_set_visible_child_name (self->view_stack, name);
}
