/* bf-carnegie-page.c
 *
 * The final scoring of a Carnegie table (bf-carnegie-page.h): one player
 * at a time enters their end-of-game table (the map, then the player
 * editor) beside the live score sheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-carnegie-page.h"
#include "bf-map-panel.h"
#include "bf-map-view.h"
#include "bf-map-zoom.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-widgets.h"

struct _BfCarnegiePage
{
  AdwBin                parent_instance;

  /* template widgets */
  AdwWindowTitle       *game_title;
  GtkMenuButton        *game_menu_button;
  GMenuModel           *game_menu;
  AdwFlap              *flap;
  GtkRevealer          *secrets_revealer;
  GtkBox               *player_switcher;
  GtkScrolledWindow    *entry_scroller;
  BfMapView            *map_view;
  GtkWidget            *map_zoom;
  AdwBin               *editor_bin;
  BfScoreView          *score_view;

  /* owned */
  BfCarnegieGame               *game;
  GFile                *file;            /* the file the game is saved in, or NULL */
  GSignalGroup         *players_signals; /* on its players */
  GBindingGroup        *game_bindings;   /* from the game */
  GPtrArray            *switcher_names;  /* GBindingGroup *: the name of the
                                          * player of each switcher button */
  guint                 title_idle;

  guint                 current;         /* index of the player being entered */
  char                 *seats_locked;    /* owned: bf_carnegie_page_set_seats_locked() */

  /* A game given before the window was first drawn: its player editor
   * and score sheet are built right after the first frame. */
  gboolean              game_page_pending;
  guint                 tick_id;
  GdkFrameClock        *frame_clock;     /* while after_paint_id is connected */
  gulong                after_paint_id;
  guint                 build_idle_id;
};

G_DEFINE_FINAL_TYPE (BfCarnegiePage, bf_carnegie_page, ADW_TYPE_BIN)

enum {
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* An entry the game refused, in the map or the player editor. */
static void
entry_error_cb (BfCarnegiePage *self,
                const char     *message)
{
  g_signal_emit (self, signals[ERROR], 0, message);
}


static BfCarnegiePlayer *
current_player (BfCarnegiePage *self)
{
  BfCarnegieGame *game = self->game;
  guint n;

  if (game == NULL)
    return NULL;

  n = g_list_model_get_n_items (bf_carnegie_game_get_players (game));
  if (n == 0)
    return NULL;

  return bf_carnegie_game_get_player (game, MIN (self->current, n - 1));
}

static void
update_editor (BfCarnegiePage *self)
{
  BfCarnegieGame *game = self->game;
  BfCarnegiePlayer *player = current_player (self);
  GtkWidget *editor = NULL;

  bf_map_view_set_player (self->map_view, player);

  if (player != NULL)
    {
      editor = GTK_WIDGET (bf_player_editor_new (game, player));
      bf_player_editor_set_seats_locked (BF_PLAYER_EDITOR (editor), self->seats_locked);
      g_signal_connect_object (editor, "error", G_CALLBACK (entry_error_cb), self,
                               G_CONNECT_SWAPPED);
    }

  adw_bin_set_child (self->editor_bin, editor);
}

static void
player_toggled_cb (GtkToggleButton *button,
                   BfCarnegiePage  *self)
{
  guint index;

  if (!gtk_toggle_button_get_active (button))
    return;

  index = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->player_switcher));
       child != NULL && child != GTK_WIDGET (button);
       child = gtk_widget_get_next_sibling (child))
    index++;
  if (index == self->current && adw_bin_get_child (self->editor_bin) != NULL)
    return;

  self->current = index;
  update_editor (self);
  /* The next player's table is read from its top, the map: the entries
   * do not stay scrolled where the previous player ended. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->entry_scroller), 0);
  /* The score sheet follows the switcher: the chosen player's lines. */
  bf_score_view_show_player (self->score_view, index);
}

/* On a phone the sheet slides in over the entries: it opens at the
 * standings, not where it was last scrolled. */
static void
flap_revealed_cb (BfCarnegiePage *self)
{
  if (adw_flap_get_reveal_flap (self->flap) && adw_flap_get_folded (self->flap))
    bf_score_view_show_standings (self->score_view);
}

/* Progressive first frame. A game opened before the window is shown
 * (`benefactor FILE`) draws its first frame with the header, the player
 * switcher and the map; the player editor and the score sheet, most of
 * the first layout's text, are built right after that frame. */

static void
cancel_game_page_build (BfCarnegiePage *self)
{
  self->game_page_pending = FALSE;
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  /* A window closed during its first frame (gtk_window_destroy()
   * unrealizes it before its dispose) finds its handler gone from the
   * frame clock already. */
  if (self->after_paint_id != 0 &&
      g_signal_handler_is_connected (self->frame_clock, self->after_paint_id))
    g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
  self->after_paint_id = 0;
  g_clear_object (&self->frame_clock);
  g_clear_handle_id (&self->build_idle_id, g_source_remove);
}

/* Builds what the first frame left out, at once. The getters call it,
 * so the tests find the editor and the score sheet as soon as a file is
 * open. */
static void
ensure_game_page (BfCarnegiePage *self)
{
  if (!self->game_page_pending)
    return;

  cancel_game_page_build (self);
  bf_score_view_set_game (self->score_view, self->game);
  gtk_widget_set_visible (GTK_WIDGET (self->score_view), TRUE);
  if (adw_bin_get_child (self->editor_bin) == NULL)
    update_editor (self);
}

static gboolean
build_game_page_idle_cb (gpointer user_data)
{
  BfCarnegiePage *self = user_data;

  self->build_idle_id = 0;
  ensure_game_page (self);

  return G_SOURCE_REMOVE;
}

static void
first_frame_painted_cb (GdkFrameClock  *clock,
                        BfCarnegiePage *self)
{
  g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
  self->after_paint_id = 0;
  g_clear_object (&self->frame_clock);

  /* From an idle, so that the main loop sends the frame to the display
   * server before the rest is built. */
  if (self->build_idle_id == 0)
    self->build_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, build_game_page_idle_cb,
                                           self, NULL);
}

/* Tick callbacks run in the update phase of the window's first frame,
 * before its layout and paint. */
static gboolean
first_frame_tick_cb (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       user_data)
{
  BfCarnegiePage *self = BF_CARNEGIE_PAGE (widget);

  self->tick_id = 0;
  if (self->after_paint_id == 0)
    {
      self->frame_clock = g_object_ref (clock);
      self->after_paint_id = g_signal_connect (clock, "after-paint",
                                               G_CALLBACK (first_frame_painted_cb), self);
    }

  return G_SOURCE_REMOVE;
}

static void
defer_game_page (BfCarnegiePage *self)
{
  /* Nothing of an earlier game is left to show until the build, and
   * the sheet's "no scores yet" is not shown for a game that has some. */
  adw_bin_set_child (self->editor_bin, NULL);
  if (bf_score_view_get_game (self->score_view) != NULL)
    bf_score_view_set_game (self->score_view, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->score_view), FALSE);

  self->game_page_pending = TRUE;
  if (self->tick_id == 0 && self->after_paint_id == 0 && self->build_idle_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), first_frame_tick_cb,
                                                  NULL, NULL);
}

static gboolean
queue_resize_tick_cb (GtkWidget     *widget,
                      GdkFrameClock *clock,
                      gpointer       data)
{
  gtk_widget_queue_resize (widget);

  return G_SOURCE_REMOVE;
}

/* The banner's squeezer picks the wide or the narrow layout while it is
 * allocated, too late for the height the window gave it: measured again
 * on the next frame, the narrow layout is not cut. */
static void
secrets_layout_changed_cb (GtkWidget  *squeezer,
                           GParamSpec *pspec,
                           BfCarnegiePage *self)
{
  gtk_widget_add_tick_callback (squeezer, queue_resize_tick_cb, NULL, NULL);
}

/* The switcher's buttons are described by the players' totals (GTK 4.8
 * reads nothing else of the sheet from them), as the sheet changes. */
static void
update_switcher_totals (BfCarnegiePage *self)
{
  BfScoreCard *card = bf_score_view_get_card (self->score_view);
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->player_switcher));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      g_autofree char *total = bf_score_view_describe_total (self->score_view, i);
      GtkWidget *total_label = gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (child)));
      g_autofree char *shown = NULL;

      /* Its own description: its accessible object is made before its
       * first focus, and it is given back after an announcement. */
      bf_widgets_set_description (child, total);

      /* Shown too, under the name: on a phone the score sheet is
       * hidden, and each entry's effect is seen here (issue 31). */
      if (card != NULL && i < bf_score_card_get_n_players (card))
        shown = g_strdup_printf (_("%d VP"), bf_score_card_get_total (card, i));
      gtk_label_set_label (GTK_LABEL (total_label), shown != NULL ? shown : "");
      gtk_widget_set_visible (total_label, shown != NULL);
    }
}

/* A switcher button is named after its player (its child is no label). */
static void
switcher_name_changed_cb (GtkLabel   *label,
                          GParamSpec *pspec,
                          GtkWidget  *button)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_label (label),
                                  -1);
}


/* A switcher button's label: its player's name ("Andrew" for Andrew). */
static gboolean
player_name_to_label (GBinding     *binding,
                      const GValue *from,
                      GValue       *to,
                      gpointer      user_data)
{
  g_autoptr(GObject) player = g_binding_dup_source (binding);

  g_value_set_string (to, player != NULL ? bf_carnegie_player_get_name (BF_CARNEGIE_PLAYER (player)) : "");

  return TRUE;
}

/* One toggle button per player of the game, in seat order, each bound to
 * its player's name. The buttons follow the players' list model: the
 * ones there are stay (a change of seats, a name, Undo's restored copy
 * of the game only give them other players), the count is made right at
 * the end. */
static void
sync_switcher (BfCarnegiePage *self)
{
  GListModel *players = self->game != NULL ? bf_carnegie_game_get_players (self->game) : NULL;
  guint n = players != NULL ? g_list_model_get_n_items (players) : 0;
  GtkWidget *child;
  guint i;

  if (self->current >= n)
    self->current = 0;

  while (self->switcher_names->len > n)
    {
      gtk_box_remove (self->player_switcher, gtk_widget_get_last_child (GTK_WIDGET (self->player_switcher)));
      g_ptr_array_remove_index (self->switcher_names, self->switcher_names->len - 1);
    }

  while (self->switcher_names->len < n)
    {
      GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self->player_switcher));
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *name_label = gtk_label_new (NULL);
      GtkWidget *total_label = gtk_label_new (NULL);
      GBindingGroup *name = g_binding_group_new ();

      /* The player's name, and their running total under it */
      gtk_box_append (GTK_BOX (box), name_label);
      gtk_widget_add_css_class (total_label, "caption");
      gtk_widget_add_css_class (total_label, "numeric");
      gtk_box_append (GTK_BOX (box), total_label);
      gtk_button_set_child (GTK_BUTTON (button), box);
      g_signal_connect (name_label, "notify::label", G_CALLBACK (switcher_name_changed_cb), button);

      if (first != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
      g_signal_connect (button, "toggled", G_CALLBACK (player_toggled_cb), self);
      gtk_box_append (self->player_switcher, button);
      g_binding_group_bind_full (name, "name", name_label, "label", G_BINDING_SYNC_CREATE,
                                 player_name_to_label, NULL, NULL, NULL);
      g_ptr_array_add (self->switcher_names, name);
    }

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->player_switcher)), i = 0;
       child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      g_autoptr(GObject) player = g_list_model_get_item (players, i);

      g_binding_group_set_source (g_ptr_array_index (self->switcher_names, i), player);
      /* Who is chosen is the page's to say here, not a click. */
      g_signal_handlers_block_by_func (child, player_toggled_cb, self);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child), i == self->current);
      g_signal_handlers_unblock_by_func (child, player_toggled_cb, self);
    }
  update_switcher_totals (self);
}

/* Players added, removed or moved to another seat while the game is
 * shown: a button each, and the editor of the player chosen, who stays
 * chosen in their new seat (the first one if that one left). */
static void
players_changed_cb (BfCarnegiePage *self)
{
  BfCarnegieGame *game = self->game;
  BfCarnegiePlayer *shown = NULL;
  GtkWidget *editor = adw_bin_get_child (self->editor_bin);

  if (editor != NULL)
    shown = bf_player_editor_get_player (BF_PLAYER_EDITOR (editor));
  for (guint i = 0; shown != NULL && game != NULL && i < g_list_model_get_n_items (bf_carnegie_game_get_players (game)); i++)
    if (bf_carnegie_game_get_player (game, i) == shown)
      self->current = i;
  sync_switcher (self);
  if (shown != NULL && shown != current_player (self))
    update_editor (self);
  else if (shown != NULL)
    /* The score sheet follows the player to their new place. */
    bf_score_view_show_player (self->score_view, self->current);
}

static void
update_title (BfCarnegiePage *self)
{
  GFile *file = self->file;
  g_autofree char *name = NULL;

  /* On a phone the title would be cut ("Final…") between the undo,
   * redo, scores and menu buttons: the player switcher below says what
   * the page is, so the header has no title there. */
  if (adw_flap_get_folded (self->flap))
    {
      adw_window_title_set_title (self->game_title, NULL);
      adw_window_title_set_subtitle (self->game_title, NULL);
      return;
    }
  adw_window_title_set_title (self->game_title, _("Final Scoring"));

  if (file != NULL)
    {
      g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                                                     G_FILE_QUERY_INFO_NONE, NULL, NULL);

      name = info != NULL ? g_strdup (g_file_info_get_display_name (info)) : g_file_get_basename (file);
    }

  adw_window_title_set_subtitle (self->game_title, name);
}

/* Scrolls the entries to one of their sections (the map, or a group of
 * the player editor) and puts the focus on the section's first field,
 * so that the jump is also the move to that field (issue 16): the
 * department number, the first number of Company or Victory Points, the
 * first transport box or donation space. The field stays on the screen
 * when the section is taller than it. */
static void
jump_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfCarnegiePage *self = BF_CARNEGIE_PAGE (widget);
  const char *section = g_variant_get_string (parameter, NULL);
  GtkWidget *content = gtk_scrolled_window_get_child (self->entry_scroller);
  GtkWidget *editor = adw_bin_get_child (self->editor_bin);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->entry_scroller);
  GtkWidget *target = NULL;
  GtkWidget *field = NULL;
  graphene_point_t point;
  graphene_rect_t bounds;
  double value;

  /* The map's box, not the map, which scrolls in it when zoomed. */
  if (g_str_equal (section, "map"))
    target = GTK_WIDGET (self->map_zoom);
  else if (BF_IS_PLAYER_EDITOR (editor))
    {
      target = bf_player_editor_get_section (BF_PLAYER_EDITOR (editor), section);
      field = bf_player_editor_get_section_field (BF_PLAYER_EDITOR (editor), section);
    }

  /* Positions in the page, whatever its scrolling: the scrolled window's
   * child is the viewport it put around the page, which moves the page
   * by the scrolled amount. */
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));

  if (target == NULL || content == NULL ||
      !gtk_widget_compute_point (target, content, &GRAPHENE_POINT_INIT (0, 0), &point))
    return;

  value = MAX (point.y - 6, 0);
  if (field != NULL && gtk_widget_compute_bounds (field, content, &bounds))
    {
      double bottom = bounds.origin.y + bounds.size.height + 6;

      if (bottom > value + gtk_adjustment_get_page_size (adjustment))
        value = bottom - gtk_adjustment_get_page_size (adjustment);
    }
  /* The focus first: the viewport scrolls to it from the positions of
   * the last layout, which the value set after it replaces. */
  if (field != NULL)
    gtk_widget_grab_focus (field);
  /* The map's first space (its spaces are its only fields). */
  else if (target == GTK_WIDGET (self->map_zoom))
    {
      GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

      if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->map_view)))
        gtk_widget_child_focus (GTK_WIDGET (self->map_view), GTK_DIR_TAB_FORWARD);
    }
  gtk_adjustment_set_value (adjustment, value);
}

static gboolean
title_idle_cb (gpointer data)
{
  BfCarnegiePage *self = data;

  self->title_idle = 0;
  update_title (self);
  return G_SOURCE_REMOVE;
}

/* The page folds (phone width) while it is being allocated: the
 * header's title changes after that. */
static void
queue_update_title (BfCarnegiePage *self)
{
  if (self->title_idle == 0)
    self->title_idle = g_idle_add (title_idle_cb, self);
}

void
bf_carnegie_page_set_game (BfCarnegiePage *self,
                           BfCarnegieGame *game)
{
  GtkRoot *root;

  g_return_if_fail (BF_IS_CARNEGIE_PAGE (self));
  g_return_if_fail (game == NULL || BF_IS_CARNEGIE_GAME (game));

  g_set_object (&self->game, game);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  bf_map_view_set_game (self->map_view, game);
  if (game != NULL && root != NULL && !gtk_widget_get_mapped (GTK_WIDGET (root)))
    {
      defer_game_page (self);
      sync_switcher (self);
      bf_map_view_set_player (self->map_view, current_player (self));
    }
  else
    {
      cancel_game_page_build (self);
      bf_score_view_set_game (self->score_view, game);
      gtk_widget_set_visible (GTK_WIDGET (self->score_view), TRUE);
      sync_switcher (self);
      update_editor (self);
    }

  /* The banner follows the game's secrets-sealed; without a game there
   * is nothing sealed. */
  g_binding_group_set_source (self->game_bindings, game);
  if (game == NULL)
    gtk_revealer_set_reveal_child (self->secrets_revealer, FALSE);
  g_signal_group_set_target (self->players_signals,
                             game != NULL ? bf_carnegie_game_get_players (game) : NULL);
}

void
bf_carnegie_page_rewind (BfCarnegiePage *self)
{
  g_return_if_fail (BF_IS_CARNEGIE_PAGE (self));

  self->current = 0;
  /* A new game opens at its top (the map), not scrolled where the
   * previous game's entries were. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->entry_scroller), 0);
}

BfCarnegieGame *
bf_carnegie_page_get_game (BfCarnegiePage *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PAGE (self), NULL);

  return self->game;
}

void
bf_carnegie_page_set_file (BfCarnegiePage *self,
                           GFile          *file)
{
  g_return_if_fail (BF_IS_CARNEGIE_PAGE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->file, file);
  update_title (self);
}

void
bf_carnegie_page_set_editable (BfCarnegiePage *self,
                               gboolean        editable)
{
  g_return_if_fail (BF_IS_CARNEGIE_PAGE (self));

  gtk_widget_set_sensitive (GTK_WIDGET (self->map_view), editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->editor_bin), editable);
}

void
bf_carnegie_page_set_seats_locked (BfCarnegiePage *self,
                                   const char     *reason)
{
  GtkWidget *editor;

  g_return_if_fail (BF_IS_CARNEGIE_PAGE (self));

  if (g_strcmp0 (self->seats_locked, reason) == 0)
    return;
  g_free (self->seats_locked);
  self->seats_locked = g_strdup (reason);
  editor = adw_bin_get_child (self->editor_bin);
  if (editor != NULL)
    bf_player_editor_set_seats_locked (BF_PLAYER_EDITOR (editor), reason);
}

BfScoreView *
bf_carnegie_page_get_score_view (BfCarnegiePage *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PAGE (self), NULL);

  ensure_game_page (self);

  return self->score_view;
}

BfPlayerEditor *
bf_carnegie_page_get_editor (BfCarnegiePage *self)
{
  GtkWidget *child;

  g_return_val_if_fail (BF_IS_CARNEGIE_PAGE (self), NULL);

  ensure_game_page (self);
  child = adw_bin_get_child (self->editor_bin);

  return child != NULL ? BF_PLAYER_EDITOR (child) : NULL;
}

gboolean
bf_carnegie_page_get_pending (BfCarnegiePage *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PAGE (self), FALSE);

  return self->game_page_pending;
}

static void
bf_carnegie_page_dispose (GObject *object)
{
  BfCarnegiePage *self = (BfCarnegiePage *)object;

  cancel_game_page_build (self);
  g_clear_handle_id (&self->title_idle, g_source_remove);
  g_clear_object (&self->players_signals);
  g_clear_object (&self->game_bindings);
  g_clear_pointer (&self->switcher_names, g_ptr_array_unref);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->seats_locked, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_CARNEGIE_PAGE);

  G_OBJECT_CLASS (bf_carnegie_page_parent_class)->dispose (object);
}

static void
bf_carnegie_page_class_init (BfCarnegiePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_carnegie_page_dispose;

  /**
   * BfCarnegiePage::error:
   * @self: the page
   * @message: why the game refused an entry, for the user
   *
   * Emitted when the game refuses an entry made on the page.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (BF_TYPE_MAP_VIEW);
  g_type_ensure (BF_TYPE_MAP_PANEL);
  g_type_ensure (BF_TYPE_MAP_ZOOM);
  g_type_ensure (BF_TYPE_SCORE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-carnegie-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, game_title);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, game_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, game_menu);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, flap);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, secrets_revealer);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, player_switcher);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, entry_scroller);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, map_view);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, map_zoom);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, editor_bin);
  gtk_widget_class_bind_template_child (widget_class, BfCarnegiePage, score_view);
  gtk_widget_class_bind_template_callback (widget_class, entry_error_cb);
  gtk_widget_class_bind_template_callback (widget_class, secrets_layout_changed_cb);

  /* Alt+1…6 reach it through win.jump (the application's accelerators
   * are the window's). */
  gtk_widget_class_install_action (widget_class, "carnegie.jump", "s", jump_action);
}

static void
bf_carnegie_page_init (BfCarnegiePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_set_lazy_menu (self->game_menu_button, self->game_menu);

  /* What the page shows of its game follows it (set_game() sets the
   * groups' targets). */
  self->switcher_names = g_ptr_array_new_with_free_func (g_object_unref);
  /* GListModel's signals exist once its default vtable does. */
  g_type_default_interface_unref (g_type_default_interface_ref (G_TYPE_LIST_MODEL));
  self->players_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_object (self->players_signals, "items-changed",
                                 G_CALLBACK (players_changed_cb), self, G_CONNECT_SWAPPED);
  self->game_bindings = g_binding_group_new ();
  g_binding_group_bind (self->game_bindings, "secrets-sealed",
                        self->secrets_revealer, "reveal-child", G_BINDING_SYNC_CREATE);

  g_signal_connect_object (self->score_view, "notify::card", G_CALLBACK (update_switcher_totals),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap",
                           G_CALLBACK (flap_revealed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded",
                           G_CALLBACK (queue_update_title), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bf_carnegie_page_new (void)
{
  return g_object_new (BF_TYPE_CARNEGIE_PAGE, NULL);
}
