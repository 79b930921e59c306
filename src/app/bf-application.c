/* bf-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-application"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-application.h"
#include "bf-cli.h"
#include "bf-history.h"
#include "bf-map-cache.h"
#include "bf-window.h"

struct _BfApplication
{
  AdwApplication parent_instance;

  /* The options parsed: handle_local_options() ran. */
  gboolean options_parsed;
};

G_DEFINE_FINAL_TYPE (BfApplication, bf_application, ADW_TYPE_APPLICATION)

static const GOptionEntry main_entries[] = {
  { "score", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Print the score sheet of a saved game and exit (needs no display)"), N_("FILE") },
  { "json", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --score: print the score sheet as JSON"), NULL },
  { "share-table", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    /* Translators: docs/table-link.md; the phones' page is not finished yet */
    N_("Share a saved game with the players’ phones until stopped (needs no display; with --listen)"), N_("FILE") },
  { "listen", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --share-table: the address and port to serve on"), N_("ADDRESS:PORT") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the version and exit"), NULL },
  { NULL }
};

/* Runs before the application registers or touches the display, so
 * --score works on a machine without one. */
static int
bf_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  const char *path = NULL;
  gboolean json = FALSE;

  BF_APPLICATION (app)->options_parsed = TRUE;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("benefactor %s\n", PACKAGE_VERSION);
      return 0;
    }

  json = g_variant_dict_contains (options, "json");

  if (g_variant_dict_lookup (options, "score", "^&ay", &path))
    return bf_cli_score (path, json);

  if (g_variant_dict_lookup (options, "share-table", "^&ay", &path))
    {
      const char *listen = NULL;

      if (!g_variant_dict_lookup (options, "listen", "&s", &listen))
        {
          g_printerr ("%s\n", _("--share-table FILE needs --listen ADDRESS:PORT."));
          return 2;
        }
      return bf_cli_share_table (path, listen);
    }
  if (g_variant_dict_contains (options, "listen"))
    {
      g_printerr ("%s\n", _("--listen only works together with --share-table FILE."));
      return 2;
    }

  if (json)
    {
      g_printerr ("%s\n", _("--json only works together with --score FILE."));
      return 2;
    }

  return -1;
}

/* GApplication exits with 1 when the options do not parse (an unknown
 * option, --score without its file), before handle_local_options(): that
 * is bad usage, 2 (docs/command-line.md;
 * 1 is a file that cannot be scored). */
static gboolean
bf_application_local_command_line (GApplication   *app,
                                   char         ***arguments,
                                   int            *exit_status)
{
  BfApplication *self = BF_APPLICATION (app);
  gboolean handled;

  handled = G_APPLICATION_CLASS (bf_application_parent_class)->local_command_line (app, arguments,
                                                                                   exit_status);
  if (handled && !self->options_parsed && *exit_status == EXIT_FAILURE)
    {
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      *exit_status = 2;
    }

  return handled;
}

static void
bf_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (bf_window_new (BF_APPLICATION (app)));

  gtk_window_present (window);
}

/* benefactor FILE: open a saved game straight away. */
static void
bf_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  BfWindow *window = BF_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  if (window == NULL)
    window = bf_window_new (BF_APPLICATION (app));

  if (n_files > 0)
    bf_window_open_file (window, files[0]);

  gtk_window_present (GTK_WINDOW (window));
}

static void
bf_application_about_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  BfApplication *self = user_data;
  static const char *developers[] = { "The Benefactor developers", NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  /* The app icon: installed, the icon theme finds it on disk; from the
   * build tree or in the tests, only in the resources. Their path is
   * added here, when first needed, not at start (see
   * bf_application_new()). */
  if (!gtk_icon_theme_has_icon (theme, APP_ID))
    gtk_icon_theme_add_resource_path (theme, RESOURCE_PREFIX "/icons");

  adw_show_about_window (parent,
                         "application-name", "Benefactor",
                         "application-icon", APP_ID,
                         "developer-name", _("The Benefactor developers"),
                         "version", PACKAGE_VERSION,
                         "developers", developers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "comments", _("Carnegie is a game by Xavier Georges, published by Quined Games. "
                                       "Livingstone is a game by Benjamin Liersch. "
                                       "Benefactor is not affiliated with them."),
                         NULL);
}

/* Quitting closes the windows as their close buttons do, so that a
 * window whose entries could not be saved asks first (it stays open
 * then, and so does the application). */
static void
bf_application_quit_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  GList *windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (user_data)),
                                     (GCopyFunc) g_object_ref, NULL);

  if (windows == NULL)
    g_application_quit (G_APPLICATION (user_data));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
}

static const GActionEntry app_actions[] = {
  { "about", bf_application_about_action },
  { "quit", bf_application_quit_action },
};

static const struct {
  const char *action;
  const char *keys[3];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "win.new", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.help", { "F1", NULL } },
  { "win.rules-reference", { "<Shift>F1", NULL } },
  { "win.show-help-overlay", { "<Control>question", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.share-table", { "<Control><Shift>t", NULL } },
  { "win.preferences", { "<Control>comma", NULL } },
  /* The sections of a player's entries, in the order of the bar: no
   * Tab through the 70 map spaces to reach the score track. */
  { "win.jump::map", { "<Alt>1", NULL } },
  { "win.jump::transport", { "<Alt>2", NULL } },
  { "win.jump::donations", { "<Alt>3", NULL } },
  { "win.jump::departments", { "<Alt>4", NULL } },
  { "win.jump::company", { "<Alt>5", NULL } },
  { "win.jump::vp", { "<Alt>6", NULL } },
};

static void
bf_application_startup (GApplication *app)
{
  /* The rule data (the board, the cards: parsed from JSON) is loaded
   * the first time it is needed (bf_carnegie_rules_get_default()): a
   * Carnegie game opened or shown, not the start page. */
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  G_APPLICATION_CLASS (bf_application_parent_class)->startup (app);

  /* The app's style sheet: AdwApplication loads it only from the
   * resource base path, which is NULL (bf_application_new()). */
  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].keys);
}

/* On the way out, a board the map drew may still be being saved to the
 * disk cache in a worker thread (a map starts saving a board not saved
 * yet when its window closes), and the history's export or import may
 * still run in theirs. They are waited for, a fraction of a second,
 * rather than cut off by the exit, which would leave a save's temporary
 * file beside the file for good (and an export the user asked for not
 * written). */
static void
bf_application_shutdown (GApplication *app)
{
  bf_map_cache_wait_for_saves ();
  bf_history_wait_for_work ();

  G_APPLICATION_CLASS (bf_application_parent_class)->shutdown (app);
}

static void
bf_application_class_init (BfApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = bf_application_activate;
  app_class->open = bf_application_open;
  app_class->startup = bf_application_startup;
  app_class->shutdown = bf_application_shutdown;
  app_class->handle_local_options = bf_application_handle_local_options;
  app_class->local_command_line = bf_application_local_command_line;
}

static void
bf_application_init (BfApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), main_entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Score Carnegie at the table."));
}

BfApplication *
bf_application_new (void)
{
  return g_object_new (BF_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       /* No automatic resources: Benefactor has no
                        * gtk/menus.ui or gtk/help-overlay.ui, and the
                        * icons path GtkApplication adds at start makes
                        * GTK 4.8 drop the icon theme its thread has just
                        * read and read it again before the first frame
                        * (about 72 M instructions, docs/benchmarks.md).
                        * The app icon's path is added when the About
                        * window needs it; the style sheet is loaded in
                        * bf_application_startup(). */
                       "resource-base-path", NULL,
                       NULL);
}
