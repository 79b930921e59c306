/* bf-window.c
 *
 * The main window. For now: a start page and, once a game file is open,
 * its score sheet. The full entry screens come with the app issue.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-game-file.h"
#include "bf-score-sheet.h"
#include "bf-window.h"

struct _BfWindow
{
  AdwApplicationWindow  parent_instance;

  /* template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwWindowTitle       *title;
  GtkLabel             *sheet_label;

  /* owned */
  BfGame               *game;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (BfWindow, bf_window, ADW_TYPE_APPLICATION_WINDOW)

static void
update_sheet (BfWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfScoreSheet) sheet = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "start");
      adw_window_title_set_subtitle (self->title, NULL);
      return;
    }

  sheet = bf_score_sheet_new (self->game, &error);
  text = sheet != NULL ? bf_score_sheet_to_text (sheet) : g_strdup (error->message);
  gtk_label_set_text (self->sheet_label, text);
  gtk_stack_set_visible_child_name (self->stack, "sheet");
  adw_window_title_set_subtitle (self->title, _("Final scores"));
}

void
bf_window_set_game (BfWindow *self,
                    BfGame   *game)
{
  g_return_if_fail (BF_IS_WINDOW (self));
  g_return_if_fail (game == NULL || BF_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, update_sheet, self);

  g_set_object (&self->game, game);

  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (update_sheet), self,
                             G_CONNECT_SWAPPED);

  update_sheet (self);
}

BfGame *
bf_window_get_game (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return self->game;
}

gboolean
bf_window_open_file (BfWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfGame) game = NULL;

  g_return_val_if_fail (BF_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = bf_game_file_load (file, NULL, &error);
  if (game == NULL)
    {
      /* Toast titles are markup; messages may quote anything. */
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);
      AdwToast *toast = adw_toast_new (escaped);

      adw_toast_set_timeout (toast, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      return FALSE;
    }

  bf_window_set_game (self, game);

  return TRUE;
}

static void
chooser_response_cb (BfWindow             *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      bf_window_open_file (self, file);
    }

  g_clear_object (&self->chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Benefactor games"));
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_filter_add_suffix (filter, "benefactor");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect_object (self->chooser, "response",
                           G_CALLBACK (chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
close_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  bf_window_set_game (BF_WINDOW (widget), NULL);
}

static void
bf_window_dispose (GObject *object)
{
  BfWindow *self = (BfWindow *)object;

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_WINDOW);

  G_OBJECT_CLASS (bf_window_parent_class)->dispose (object);
}

static void
bf_window_class_init (BfWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BfWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, title);
  gtk_widget_class_bind_template_child (widget_class, BfWindow, sheet_label);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.close-game", NULL, close_game_action);
}

static void
bf_window_init (BfWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BfWindow *
bf_window_new (BfApplication *application)
{
  return g_object_new (BF_TYPE_WINDOW, "application", application, NULL);
}
