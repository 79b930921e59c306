/* bf-start-page.c
 *
 * The start page (bf-start-page.h): a view of what the window offers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-start-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-shelf.h"
#include "bf-start-page.h"
#include "bf-widgets.h"

struct _BfStartPage
{
  AdwBin                parent_instance;

  /* template widgets */
  GtkMenuButton        *start_menu_button;
  GMenuModel           *start_menu;
  GtkWidget            *continue_button;
  GtkLabel             *continue_label;
  GtkLabel             *start_message;
  AdwPreferencesGroup  *games_group;
  GtkListBox           *games_list;
  GtkWidget            *last_button;
  GtkLabel             *last_label;

  /* The games in progress whose rows are not built yet (PendingGame),
   * in the list's order: rows are built as the page comes into view
   * (below). */
  GPtrArray            *pending;
  GdkFrameClock        *clock;          /* owned, while waiting for a frame */
  gulong                after_paint_id;
  guint                 build_id;       /* the idle building more rows */
  guint                 n_rows;
};

/* The rows of the games in progress built before the page's first
 * frame. The others are built after it, this many after each frame of
 * the page, so that its first frame costs the same with 2 games in
 * progress or 50 (each row costs about as much as the rest of the list:
 * docs/benchmarks.md), and they are all there a few frames later,
 * before anyone can scroll or Tab to them. Until then the list keeps
 * their room, as tall as a row with a subtitle at the default text size
 * each (what comes below it does not jump down as they come). */
#define FIRST_ROWS 1
#define ROWS_PER_FRAME 4
#define ROW_HEIGHT_GUESS 58

typedef struct
{
  GFile *slot;
  char  *description;
} PendingGame;

static void
pending_game_free (PendingGame *pending)
{
  g_object_unref (pending->slot);
  g_free (pending->description);
  g_free (pending);
}

G_DEFINE_FINAL_TYPE (BfStartPage, bf_start_page, ADW_TYPE_BIN)

/* A row of the games in progress: what it is, when it last changed, a
 * tap continues it; the bin deletes it (asking first). */
static GtkWidget *
game_row (GFile      *slot,
          const char *description)
{
  g_autofree char *path = g_file_get_path (slot);
  g_autoptr(GFileInfo) info = g_file_query_info (slot, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) changed = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  g_autofree char *when = changed != NULL ? bf_widgets_format_date_time (changed) : NULL;
  g_autofree char *subtitle = NULL;
  /* Not deleted from under another window either (bf_shelf_delete()). */
  gboolean elsewhere = bf_shelf_is_open_elsewhere (slot);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *delete_label = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 description != NULL ? description : _("A game"));
  if (elsewhere)
    {
      /* Translators: under a game in progress that another Benefactor process has open */
      subtitle = g_strdup (_("Open in another Benefactor window"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  else if (when != NULL)
    {
      /* Translators: under a game in progress: when it last changed */
      subtitle = g_strdup_printf (_("Last change %s"), when);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  /* Room for every word of the players' names and of the date, also
   * with large text on a phone; a limit all the same (cut short with
   * "…" beyond it): without one, GTK 4.8 measures the row's labels
   * wider for a given height than it reports them ("Expect overlapping
   * widgets"). */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 4);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.continue-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", path);

  /* Translators: accessible name of the button deleting a game in progress; %s describes the game */
  delete_label = g_strdup_printf (_("Delete %s"), description != NULL ? description : _("A game"));
  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (delete, "flat");
  gtk_widget_add_css_class (delete, "bf-game-delete");
  gtk_widget_set_tooltip_text (delete, _("Delete This Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (delete), GTK_ACCESSIBLE_PROPERTY_LABEL, delete_label, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (delete), "win.delete-game");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (delete), "s", path);
  gtk_widget_set_sensitive (delete, !elsewhere);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);
  bf_widgets_limit_wrap_measure (row);

  return row;
}

void
bf_start_page_set_message (BfStartPage *self,
                           const char  *message)
{
  g_return_if_fail (BF_IS_START_PAGE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->start_message), message != NULL);
  if (message != NULL)
    gtk_label_set_text (self->start_message, message);
}

void
bf_start_page_set_continue (BfStartPage *self,
                            const char  *description)
{
  g_return_if_fail (BF_IS_START_PAGE (self));

  gtk_widget_set_visible (self->continue_button, description != NULL);
  if (description != NULL)
    gtk_label_set_text (self->continue_label, description);
}

void
bf_start_page_set_last_file (BfStartPage *self,
                             GFile       *file)
{
  g_return_if_fail (BF_IS_START_PAGE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  gtk_widget_set_visible (self->last_button, file != NULL);
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      gtk_label_set_text (self->last_label, name);
    }
}

static void
stop_waiting (BfStartPage *self)
{
  if (self->after_paint_id != 0)
    g_clear_signal_handler (&self->after_paint_id, self->clock);
  g_clear_object (&self->clock);
  g_clear_handle_id (&self->build_id, g_source_remove);
}

static void wait_for_frame (BfStartPage *self);

/* The list keeps the room of the rows not built yet. */
static void
keep_room (BfStartPage *self)
{
  guint n = self->n_rows + self->pending->len;

  gtk_widget_set_size_request (GTK_WIDGET (self->games_list), -1,
                               self->pending->len > 0 ? (int) MIN (n, 1000) * ROW_HEIGHT_GUESS : -1);
}

/* Builds the next rows waiting, after a frame of the page. */
static gboolean
build_rows_cb (gpointer data)
{
  BfStartPage *self = data;

  self->build_id = 0;
  for (guint i = 0; i < ROWS_PER_FRAME && self->pending->len > 0; i++)
    {
      PendingGame *pending = g_ptr_array_index (self->pending, 0);

      gtk_list_box_append (self->games_list, game_row (pending->slot, pending->description));
      self->n_rows++;
      g_ptr_array_remove_index (self->pending, 0);
    }
  keep_room (self);
  wait_for_frame (self);

  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (BfStartPage *self)
{
  g_clear_signal_handler (&self->after_paint_id, self->clock);
  g_clear_object (&self->clock);
  /* Not in the frame itself: once it is over. */
  if (self->build_id == 0)
    self->build_id = g_idle_add (build_rows_cb, self);
}

/* The rows waiting are built after the next frame of the page, while it
 * is on the screen (mapped); a page not shown waits until it is. */
static void
wait_for_frame (BfStartPage *self)
{
  GdkFrameClock *clock;

  if (self->pending->len == 0 || self->after_paint_id != 0 || self->build_id != 0 ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      (clock = gtk_widget_get_frame_clock (GTK_WIDGET (self))) == NULL)
    return;

  self->clock = g_object_ref (clock);
  self->after_paint_id = g_signal_connect_swapped (clock, "after-paint", G_CALLBACK (after_paint_cb), self);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}

void
bf_start_page_clear_games (BfStartPage *self)
{
  GtkWidget *child;

  g_return_if_fail (BF_IS_START_PAGE (self));

  stop_waiting (self);
  g_ptr_array_set_size (self->pending, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games_list))) != NULL)
    gtk_list_box_remove (self->games_list, child);
  self->n_rows = 0;
  keep_room (self);
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), FALSE);
}

void
bf_start_page_add_game (BfStartPage *self,
                        GFile       *slot,
                        const char  *description)
{
  g_return_if_fail (BF_IS_START_PAGE (self));
  g_return_if_fail (G_IS_FILE (slot));

  gtk_widget_set_visible (GTK_WIDGET (self->games_group), TRUE);
  if (self->n_rows < FIRST_ROWS && self->pending->len == 0)
    {
      gtk_list_box_append (self->games_list, game_row (slot, description));
      self->n_rows++;
    }
  else
    {
      PendingGame *pending = g_new0 (PendingGame, 1);

      pending->slot = g_object_ref (slot);
      pending->description = g_strdup (description);
      g_ptr_array_add (self->pending, pending);
      keep_room (self);
      wait_for_frame (self);
    }
}

static void
bf_start_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (bf_start_page_parent_class)->map (widget);

  wait_for_frame (BF_START_PAGE (widget));
}

static void
bf_start_page_unmap (GtkWidget *widget)
{
  stop_waiting (BF_START_PAGE (widget));

  GTK_WIDGET_CLASS (bf_start_page_parent_class)->unmap (widget);
}

static void
bf_start_page_dispose (GObject *object)
{
  BfStartPage *self = BF_START_PAGE (object);

  stop_waiting (self);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), BF_TYPE_START_PAGE);

  G_OBJECT_CLASS (bf_start_page_parent_class)->dispose (object);
}

static void
bf_start_page_class_init (BfStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_start_page_dispose;
  widget_class->map = bf_start_page_map;
  widget_class->unmap = bf_start_page_unmap;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, start_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, start_menu);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, continue_button);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, continue_label);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, start_message);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, games_list);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, last_button);
  gtk_widget_class_bind_template_child (widget_class, BfStartPage, last_label);
}

static void
bf_start_page_init (BfStartPage *self)
{
  self->pending = g_ptr_array_new_with_free_func ((GDestroyNotify) pending_game_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_set_lazy_menu (self->start_menu_button, self->start_menu);
  bf_widgets_limit_wrap_measure (GTK_WIDGET (self));
}

GtkWidget *
bf_start_page_new (void)
{
  return g_object_new (BF_TYPE_START_PAGE, NULL);
}
