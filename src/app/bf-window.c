/* bf-window.c
 *
 * The main window: a stack of pages (the start page, New Scoring, a
 * page per kind of game, the setup assistant, the sealed secret
 * donations, the history), the one shown being the session's document
 * or where the user went. The window switches the pages, saves and asks;
 * each page is a class of its own that shows its document and installs
 * its own actions.
 *
 * The window owns a BfSession: every entry is an undo step and is
 * autosaved at once, and the next start offers to continue.
 *
 * This file holds the pages and what follows the session; the window's
 * actions are in bf-window-actions.c, toasts and questions in
 * bf-window-toasts.c, the games in progress and the setup's flow in
 * bf-window-games.c, files in bf-window-files.c, saves that fail in
 * bf-window-storage.c, the history in bf-window-history.c
 * (bf-window-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-appearance.h"
#include "bf-carnegie-kind.h"
#include "bf-carnegie-page.h"
#include "bf-livingstone-kind.h"
#include "bf-livingstone.h"
#include "bf-livingstone-page.h"
#include "bf-new-game-page.h"
#include "bf-solo.h"
#include "bf-solo-page.h"
#include "bf-start-page.h"
#include "bf-session.h"
#include "bf-shelf.h"
#include "bf-widgets.h"
#include "bf-window.h"
#include "bf-window-private.h"

G_DEFINE_FINAL_TYPE (BfWindow, bf_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
entry_error_cb (BfWindow   *self,
                const char *message)
{
  _bf_window_show_toast (self, message);
}

/* What bf_window_init() gives the template's pages, for a page made
 * after the window. */
static void
prepare_page (GtkWidget *page)
{
  bf_widgets_name_mnemonic_buttons (page);
  bf_widgets_wrap_pill_labels (page);
  bf_appearance_scale_clamps (page);
}

/* The pages a game opened from the command line never shows are made
 * the first time they are needed: the start page too. */
BfStartPage *
_bf_window_ensure_start_page (BfWindow *self)
{
  if (self->start_page == NULL)
    {
      GtkWidget *page = bf_start_page_new ();

      prepare_page (page);
      adw_bin_set_child (self->start_bin, page);
      self->start_page = BF_START_PAGE (page);
      /* What it shows: the games in progress, Continue Last Game. */
      _bf_window_update_start_page (self);
    }

  return self->start_page;
}

BfNewGamePage *
_bf_window_ensure_new_game_page (BfWindow *self)
{
  if (self->new_game_page == NULL)
    {
      GtkWidget *page = bf_new_game_page_new ();

      _bf_window_ensure_page (self, "new");
      bf_widgets_wrap_pill_labels (page);
      adw_bin_set_child (self->new_game_bin, page);
      self->new_game_page = BF_NEW_GAME_PAGE (page);
    }

  return self->new_game_page;
}

/* A page added to the stack after the window was made gets what
 * bf_window_init() gives the template's pages, and is hidden from the
 * accessibility tree while it is not shown (bf_widgets_hide_unshown_pages()
 * does that again at each change of page). */
static void
add_stack_page (BfWindow   *self,
                GtkWidget  *child,
                const char *name)
{
  GtkStackPage *page;
  gboolean shown;

  prepare_page (child);
  page = gtk_stack_add_named (self->stack, child, name);
  shown = gtk_stack_get_visible_child (self->stack) == child;
  gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

/* The pages of bf-window-pages.ui: the stack's name of each, the object
 * built for it. */
static const struct
{
  const char *page;
  const char *object;
} shell_pages[] = {
  { "new", "new_shell" },
  { "setup", "setup_shell" },
  { "reveal", "reveal_shell" },
  { "solo", "solo_shell" },
  { "livingstone", "livingstone_shell" },
};

/* The window's widget @id of @builder, when the page built has it. */
#define TAKE_CHILD(self, builder, id) \
  G_STMT_START { \
    GObject *child_ = gtk_builder_get_object ((builder), #id); \
    if (child_ != NULL) \
      (self)->id = (gpointer) child_; \
  } G_STMT_END

static GtkWidget *
build_shell_page (BfWindow   *self,
                  const char *page,
                  const char *object)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  const char *objects[] = { object, NULL };
  gboolean editable = !bf_session_get_read_only (self->session);
  GtkWidget *shell;

  /* Data compiled into the program: a broken file is a programming error. */
  if (!gtk_builder_add_objects_from_resource (builder, RESOURCE_PREFIX "/bf-window-pages.ui",
                                              objects, &error))
    g_error ("bf-window-pages.ui: %s", error->message);

  TAKE_CHILD (self, builder, new_game_bin);
  TAKE_CHILD (self, builder, setup_bin);
  TAKE_CHILD (self, builder, reveal_bin);
  TAKE_CHILD (self, builder, solo_bin);
  TAKE_CHILD (self, builder, solo_title);
  TAKE_CHILD (self, builder, solo_menu_button);
  TAKE_CHILD (self, builder, livingstone_bin);
  TAKE_CHILD (self, builder, livingstone_menu_button);

  if (g_str_equal (page, "solo"))
    bf_widgets_set_lazy_menu (self->solo_menu_button, self->pad_menu);
  else if (g_str_equal (page, "livingstone"))
    bf_widgets_set_lazy_menu (self->livingstone_menu_button, self->pad_menu);

  /* Entries cannot be made in a game shown read-only (bf-window-storage.c). */
  if (g_str_equal (page, "setup"))
    gtk_widget_set_sensitive (GTK_WIDGET (self->setup_bin), editable);
  else if (g_str_equal (page, "solo"))
    gtk_widget_set_sensitive (GTK_WIDGET (self->solo_bin), editable);
  else if (g_str_equal (page, "livingstone"))
    gtk_widget_set_sensitive (GTK_WIDGET (self->livingstone_bin), editable);

  shell = GTK_WIDGET (gtk_builder_get_object (builder, object));
  add_stack_page (self, shell, page);

  return shell;
}

/* The page @name of the stack, made now if it was not yet: only the
 * start page and the history's bins are in the window's template. */
GtkWidget *
_bf_window_ensure_page (BfWindow   *self,
                        const char *name)
{
  GtkWidget *page = gtk_stack_get_child_by_name (self->stack, name);

  if (g_str_equal (name, "start"))
    return GTK_WIDGET (_bf_window_ensure_start_page (self));

  if (page != NULL)
    return page;

  if (g_str_equal (name, "game"))
    return GTK_WIDGET (_bf_window_ensure_carnegie_page (self));

  for (guint i = 0; i < G_N_ELEMENTS (shell_pages); i++)
    if (g_str_equal (name, shell_pages[i].page))
      return build_shell_page (self, shell_pages[i].page, shell_pages[i].object);

  g_return_val_if_reached (NULL);
}

/* Shows the page @name, made first if need be. */
void
_bf_window_show_page (BfWindow   *self,
                      const char *name)
{
  _bf_window_ensure_page (self, name);
  gtk_stack_set_visible_child_name (self->stack, name);
}

/* The Carnegie page (the map, the score sheet: most of the window's
 * widgets) is made when a Carnegie game is first shown, not for the
 * start page. */
BfCarnegiePage *
_bf_window_ensure_carnegie_page (BfWindow *self)
{
  if (self->carnegie_page == NULL)
    {
      GtkWidget *page = bf_carnegie_page_new ();

      g_signal_connect_object (page, "error", G_CALLBACK (entry_error_cb), self,
                               G_CONNECT_SWAPPED);
      self->carnegie_page = BF_CARNEGIE_PAGE (page);
      bf_carnegie_page_set_file (self->carnegie_page, bf_session_get_file (self->session));
      bf_carnegie_page_set_editable (self->carnegie_page, !bf_session_get_read_only (self->session));
      add_stack_page (self, page, "game");
    }

  return self->carnegie_page;
}

/* What a new game or a game opened does to the Carnegie page: it shows
 * its first player again (nothing to do while there is no page). */
void
_bf_window_rewind_carnegie_page (BfWindow *self)
{
  if (self->carnegie_page != NULL)
    bf_carnegie_page_rewind (self->carnegie_page);
}

static BfLivingstonePage *
get_livingstone_page (BfWindow *self)
{
  if (self->livingstone_page == NULL)
    {
      GtkWidget *page = bf_livingstone_page_new ();

      _bf_window_ensure_page (self, "livingstone");
      g_signal_connect_object (page, "error", G_CALLBACK (entry_error_cb), self,
                               G_CONNECT_SWAPPED);
      bf_widgets_wrap_pill_labels (page);
      /* The page holds actions: GTK 4.8 would name it after its type. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Livingstone Score Pad"), -1);
      adw_bin_set_child (self->livingstone_bin, page);
      self->livingstone_page = BF_LIVINGSTONE_PAGE (page);
    }

  return self->livingstone_page;
}

/* The solo header: the full title and the seed, or on a phone a short
 * title alone (the seed stays in the page's Game Details). */
static void
update_solo_title (BfWindow *self)
{
  BfSoloGame *game = self->solo_page != NULL ? bf_solo_page_get_game (self->solo_page) : NULL;
  g_autofree char *seed = NULL;

  if (game == NULL)
    return;

  if (bf_solo_page_get_narrow (self->solo_page))
    {
      /* Translators: the solo game's title on a phone-sized window */
      adw_window_title_set_title (self->solo_title, C_("short title", "Solo"));
      adw_window_title_set_subtitle (self->solo_title, NULL);
      return;
    }

  /* Translators: the solo game's details: its seed replays it */
  seed = g_strdup_printf (_("Seed %u"), bf_solo_game_get_seed (game));
  adw_window_title_set_title (self->solo_title, _("Solo Against Andrew"));
  adw_window_title_set_subtitle (self->solo_title, seed);
}

static gboolean
titles_idle_cb (gpointer data)
{
  BfWindow *self = data;

  self->titles_idle = 0;
  update_solo_title (self);
  return G_SOURCE_REMOVE;
}

/* The page folds (phone width) while it is being allocated: the
 * header's title changes after that. */
static void
queue_update_titles (BfWindow *self)
{
  if (self->titles_idle == 0)
    self->titles_idle = g_idle_add (titles_idle_cb, self);
}

static BfSoloPage *
get_solo_page (BfWindow *self)
{
  if (self->solo_page == NULL)
    {
      GtkWidget *page = bf_solo_page_new ();

      _bf_window_ensure_page (self, "solo");
      g_signal_connect_object (page, "error", G_CALLBACK (entry_error_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (page, "notify::narrow", G_CALLBACK (queue_update_titles), self,
                               G_CONNECT_SWAPPED);
      bf_widgets_wrap_pill_labels (page);
      adw_bin_set_child (self->solo_bin, page);
      self->solo_page = BF_SOLO_PAGE (page);
    }

  return self->solo_page;
}

static void
session_file_cb (BfWindow *self)
{
  if (self->carnegie_page != NULL)
    bf_carnegie_page_set_file (self->carnegie_page, bf_session_get_file (self->session));
}

/* The Carnegie table the session keeps when it is still being set up
 * with the setup assistant (bf_carnegie_game_get_setup_progress()), else NULL. */
BfCarnegieGame *
_bf_window_setting_up (BfWindow *self)
{
  BfCarnegieGame *game = bf_carnegie_game_from_session (self->session);

  return game != NULL && bf_carnegie_game_get_setup_progress (game) != NULL ? game : NULL;
}

/* The pages of the documents: one row per kind of game, the page that
 * shows it (a name in the stack) and how it is given its document. */

static void
show_carnegie (BfWindow   *self,
               BfDocument *document)
{
  /* Made the first time it is needed. */
  if (document != NULL || self->carnegie_page != NULL)
    bf_carnegie_page_set_game (_bf_window_ensure_carnegie_page (self), BF_CARNEGIE_GAME (document));
}

static void
show_livingstone (BfWindow   *self,
                  BfDocument *document)
{
  /* Made the first time it is needed. */
  if (document != NULL || self->livingstone_page != NULL)
    bf_livingstone_page_set_game (get_livingstone_page (self), BF_LIVINGSTONE_GAME (document));
}

static void
show_solo (BfWindow   *self,
           BfDocument *document)
{
  if (document != NULL || self->solo_page != NULL)
    bf_solo_page_set_game (get_solo_page (self), BF_SOLO_GAME (document));
  if (document != NULL)
    update_solo_title (self);
}

static const struct
{
  GType        (*document_type) (void);
  const char    *page;
  /* Shows @document (of the row's type) on the page; NULL: lets go of
   * the one it had. */
  void         (*show)          (BfWindow   *self,
                                 BfDocument *document);
} document_pages[] = {
  { bf_carnegie_game_get_type, "game", show_carnegie },
  { bf_livingstone_game_get_type, "livingstone", show_livingstone },
  { bf_solo_game_get_type, "solo", show_solo },
};

/* The row of document_pages[] showing @document, or -1. */
static int
document_page_for (BfDocument *document)
{
  for (guint i = 0; document != NULL && i < G_N_ELEMENTS (document_pages); i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (document, document_pages[i].document_type ()))
      return (int) i;

  return -1;
}

/* The page of the document being entered; the start page without one. */
void
_bf_window_show_document_page (BfWindow *self)
{
  int row = document_page_for (bf_session_get_document (self->session));
  const char *page = "start";

  if (_bf_window_setting_up (self) != NULL)
    page = "setup";
  else if (row >= 0)
    page = document_pages[row].page;

  _bf_window_show_page (self, page);
}

void
_bf_window_session_game_changed_cb (BfWindow *self)
{
  BfDocument *document = bf_session_get_document (self->session);
  int row;

  /* A table being set up shows the assistant, not the entries. */
  if (_bf_window_setting_up (self) != NULL)
    {
      _bf_window_show_setup (self, bf_carnegie_game_from_session (self->session));
      row = -1;
    }
  else
    {
      if (self->setup_bin != NULL)
        adw_bin_set_child (self->setup_bin, NULL);
      row = document_page_for (document);
    }

  for (guint i = 0; i < G_N_ELEMENTS (document_pages); i++)
    document_pages[i].show (self, (int) i == row ? document : NULL);
  _bf_window_update_actions (self);

  if (document != NULL)
    _bf_window_show_document_page (self);
}

void
bf_window_set_game (BfWindow       *self,
                    BfCarnegieGame *game)
{
  g_return_if_fail (BF_IS_WINDOW (self));
  g_return_if_fail (game == NULL || BF_IS_CARNEGIE_GAME (game));

  if (game != NULL && BF_DOCUMENT (game) != bf_session_get_document (self->session))
    _bf_window_use_new_slot (self);
  _bf_window_rewind_carnegie_page (self);
  bf_session_set_file (self->session, NULL);
  bf_session_set_document (self->session, BF_DOCUMENT (game));

  if (game == NULL)
    {
      _bf_window_update_start_page (self);
      _bf_window_show_page (self, "start");
    }
}

BfCarnegieGame *
bf_window_get_game (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return bf_carnegie_game_from_session (self->session);
}

BfSession *
bf_window_get_session (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return self->session;
}

/**
 * bf_window_get_page:
 * @name: a page of the window's stack ("start", "game", "new"…)
 *
 * The page @name of the window's stack, made now if it was not yet
 * (some are made the first time they are shown).
 */
GtkWidget *
bf_window_get_page (BfWindow   *self,
                    const char *name)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return _bf_window_ensure_page (self, name);
}

/* A game continued whose undo journal was damaged: it goes on from its
 * autosave, and the players are told why Undo starts afresh, in a dialog
 * (the sentence names the file kept: a toast would cut it short). */
static void
journal_notice_cb (BfWindow *self)
{
  const char *notice = bf_session_get_journal_notice (self->session);

  if (notice == NULL)
    return;

  _bf_window_show_error_dialog (self, _("The Undo History Was Damaged"), notice);
}

static void
bf_window_constructed (GObject *object)
{
  BfWindow *self = (BfWindow *)object;

  G_OBJECT_CLASS (bf_window_parent_class)->constructed (object);

  bf_widgets_name_dialog_buttons ();

  if (self->session == NULL)
    {
      g_autoptr(GFile) old = bf_session_get_default_autosave ();
      g_autoptr(GFile) moved = NULL;
      g_autoptr(GPtrArray) slots = NULL;

      /* The games in progress, each with its autosave; the single
       * autosave of earlier versions joins them, nothing dropped. */
      self->shelf = bf_shelf_get_default_folder ();
      /* Nobody else on the machine reads the games (secret donations,
       * bidding sheets): also what earlier versions left readable. */
      bf_shelf_make_private (self->shelf);
      moved = bf_shelf_migrate (old, self->shelf);
      bf_shelf_purge (self->shelf, BF_WINDOW_DELETED_DAYS);
      bf_shelf_remove_litter (self->shelf);
      slots = bf_shelf_list (self->shelf);
      self->session = bf_session_new (slots->len > 0 ? g_ptr_array_index (slots, 0) : NULL);
    }

  /* The history and its actions, which act on the session's game. */
  _bf_window_init_history (self);

  g_signal_connect_object (self->session, "notify::document",
                           G_CALLBACK (_bf_window_session_game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-undo",
                           G_CALLBACK (_bf_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-redo",
                           G_CALLBACK (_bf_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::file",
                           G_CALLBACK (session_file_cb), self, G_CONNECT_SWAPPED);
  /* A save that fails, a game open read-only: bf-window-storage.c. */
  _bf_window_storage_init (self);
  g_signal_connect_object (self->session, "notify::journal-notice",
                           G_CALLBACK (journal_notice_cb), self, G_CONNECT_SWAPPED);
  /* Share This Table: bf-window-share.c. */
  _bf_window_init_share (self);
  /* The start page is made when the window shows it (bf_window_map()). */
}

/* The window opens on the start page unless a game was opened before it
 * shows (`benefactor FILE`): made now, before its first frame, and only
 * then. */
static void
bf_window_map (GtkWidget *widget)
{
  BfWindow *self = BF_WINDOW (widget);

  if (self->start_page == NULL &&
      gtk_stack_get_visible_child (self->stack) == GTK_WIDGET (self->start_bin))
    _bf_window_ensure_start_page (self);

  GTK_WIDGET_CLASS (bf_window_parent_class)->map (widget);
}

/* Closing loses nothing, unless saves fail: then it asks first
 * (bf-window-storage.c). */
static gboolean
bf_window_close_request (GtkWindow *window)
{
  if (_bf_window_confirm_close (BF_WINDOW (window)))
    return TRUE;

  return GTK_WINDOW_CLASS (bf_window_parent_class)->close_request (window);
}

static void
bf_window_dispose (GObject *object)
{
  BfWindow *self = (BfWindow *)object;

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);

  g_clear_handle_id (&self->titles_idle, g_source_remove);
  _bf_window_save_opened (self);
  _bf_window_dispose_history (self);
  _bf_window_dispose_toasts (self);
  _bf_window_dispose_share (self);

  /* The session records the last entries on its way out. */
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->autosaved);
  g_clear_object (&self->shelf);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->export_format, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_WINDOW);
  self->carnegie_page = NULL;
  self->start_page = NULL;
  self->start_bin = NULL;
  self->new_game_page = NULL;
  self->livingstone_page = NULL;
  self->solo_page = NULL;
  self->new_game_bin = NULL;
  self->setup_bin = NULL;
  self->reveal_bin = NULL;
  self->solo_bin = NULL;
  self->solo_title = NULL;
  self->solo_menu_button = NULL;
  self->livingstone_bin = NULL;
  self->livingstone_menu_button = NULL;

  G_OBJECT_CLASS (bf_window_parent_class)->dispose (object);
}

static void
bf_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  BfWindow *self = BF_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  BfWindow *self = BF_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_set_object (&self->session, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_window_class_init (BfWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  /* The games a window holds: the core reads their files once told. */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  object_class->constructed = bf_window_constructed;
  object_class->dispose = bf_window_dispose;
  window_class->close_request = bf_window_close_request;
  widget_class->map = bf_window_map;
  object_class->get_property = bf_window_get_property;
  object_class->set_property = bf_window_set_property;

  /**
   * BfWindow:session:
   *
   * The session (game, undo history, autosave) the window shows. Made
   * with the default autosave file when not given.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, BF_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BfWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, start_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, storage_revealer);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, storage_title);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, storage_label);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, pad_menu);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, history_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, history_game_bin);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, history_player_bin);

  _bf_window_class_actions_init (widget_class);
  _bf_window_class_share_init (widget_class);
}

static void
bf_window_init (BfWindow *self)
{
  GSettingsSchema *schema;

  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  bf_widgets_wrap_pill_labels (GTK_WIDGET (self));
  bf_appearance_scale_clamps (GTK_WIDGET (self));
  /* GTK 4.8 keeps the pages not shown in the accessibility tree and sets
   * "showing" on no node below the window: a screen reader would walk
   * hidden pages (the start page's list, a game's 68 map spaces). */
  bf_widgets_hide_unshown_pages (GTK_WIDGET (self->stack));
  bf_widgets_voice_entry_rows (GTK_WINDOW (self));
  bf_widgets_refocus_after_menus (GTK_WINDOW (self));
  bf_widgets_realize_described_accessibles ();
  bf_widgets_follow_stack_pages (GTK_WINDOW (self), self->stack);
  _bf_window_init_toasts (self);

  /* Window size and state, when the schema is installed (it is not in
   * some test set-ups). */
  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
      g_settings_schema_unref (schema);
    }
}

BfWindow *
bf_window_new (BfApplication *application)
{
  return g_object_new (BF_TYPE_WINDOW, "application", application, NULL);
}
