/* test-storage.c
 *
 * The window when the disk does not take the game, or another process
 * has it (issue 27), with Benefactor's data folder
 * ($XDG_DATA_HOME/benefactor) on a real 64 KiB tmpfs (bf-test-disk.h;
 * where mounting is impossible a file size limit stands in, and the TAP
 * output says so):
 *
 *  - /storage/full-disk: a game, 8 entries saved, the disk filled, 6
 *    entries more. A banner under the game's header bar says the entries
 *    are not saved and how many, and stays (a retry that fails leaves it,
 *    unlike the toast of before); closing the window asks (Save As, Quit
 *    Anyway, Cancel) and Cancel keeps it open; the disk freed, Try Again
 *    writes everything and the banner goes; the next start has all 14
 *    entries, and all 14 undo steps;
 *  - /storage/quit-anyway: the same with Quit Anyway: it said 6 changes
 *    would be lost, and the next start has the game of entry 8, no more
 *    lost than that;
 *  - /storage/save-as-elsewhere: the same with Save As… in the question:
 *    the file chooser, a folder on another disk, and the window closes
 *    with every entry in that file;
 *  - /storage/open-elsewhere: another process (session-harness --wait)
 *    has the game open: the start page says so, continuing asks, and the
 *    game opens read-only (marked, no entries, nothing written); once the
 *    other process has closed it, Try Again opens it for entries with
 *    that process's entry;
 *  - /storage/damaged-notice: the notice of a damaged autosave is on the
 *    screen without scrolling at 360 × 720 and 1280 × 800, with three
 *    games in progress listed beside it.
 *
 * $BF_SCREENSHOT_DIR keeps the banner's and the notice's renderings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-test-disk.h"

#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"

#include <string.h>

#include "bf-session.h"
#include "bf-shelf.h"
#include "bf-test-ui.h"

static char *data_home;
static char *benefactor_dir;   /* $XDG_DATA_HOME/benefactor: the small disk */
static char *games_dir;

static void
iterate (void)
{
  bf_test_iterate_passes (3);
}

static void
clean_games (void)
{
  g_autoptr(GDir) dir = g_dir_open (games_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (games_dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_DIR))
        g_assert_no_errno (g_unlink (path));
    }
}

static BfWindow *
new_window (int width,
            int height)
{
  BfWindow *window = g_object_new (BF_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bf_test_wait_mapped (GTK_WIDGET (window), TRUE));
  iterate ();

  return window;
}

static void
set_money (BfWindow *window,
           guint     money)
{
  BfCarnegieGame *game = bf_window_get_game (window);

  g_assert_true (bf_carnegie_player_set_money (bf_carnegie_game_get_player (game, 0), money, NULL));
  iterate ();
}

static guint
money_of (BfWindow *window)
{
  return bf_carnegie_player_get_money (bf_carnegie_game_get_player (bf_window_get_game (window), 0));
}

/* The full disk, real or (no mount here) a file size limit. */
static char *filler;

static void
fill_disk (void)
{
  if (bf_test_disk_can_mount)
    filler = bf_test_disk_fill (benefactor_dir);
  else
    bf_test_disk_limit_file_size (512);
}

static void
free_disk (void)
{
  if (filler != NULL)
    g_assert_no_errno (g_unlink (filler));
  else
    bf_test_disk_limit_file_size (G_MAXSIZE);
  g_clear_pointer (&filler, g_free);
}

/* The message of a full disk, or of the limit standing in for it. */
static const char *
full_disk_words (void)
{
  return bf_test_disk_can_mount ? "is full" : "too large";
}

static void
save_screenshot (BfWindow   *window,
                 const char *name)
{
  const char *dir = g_getenv ("BF_SCREENSHOT_DIR");
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  /* After the pages' crossfade (a picture only, nothing is timed). */
  bf_test_wait_ms (400);
  for (guint dark = 0; dark <= 1; dark++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%s.png", name, dark ? "dark" : "light");

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      texture = bf_test_render_window (GTK_WIDGET (window));
      path = g_build_filename (bf_test_screenshot_dir (NULL), file, NULL);
      bf_test_save_png (texture, path);
      g_clear_object (&texture);
      g_clear_pointer (&path, g_free);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The window's banner, when it is shown. */
static GtkWidget *
shown_banner (BfWindow *window)
{
  GtkRevealer *revealer = bf_test_template_child (window, BF_TYPE_WINDOW, "storage_revealer");

  if (!gtk_widget_get_visible (GTK_WIDGET (revealer)) || !gtk_revealer_get_reveal_child (revealer))
    return NULL;

  return GTK_WIDGET (revealer);
}

static const char *
banner_text (BfWindow   *window,
             const char *label)
{
  return gtk_label_get_text (bf_test_template_child (window, BF_TYPE_WINDOW, label));
}

/* Shown under the header bar of the page shown, named for a screen
 * reader (an alert labelled by its title, described by its text). */
static void
assert_banner (BfWindow   *window,
               const char *title)
{
  GtkWidget *banner = shown_banner (window);
  GtkWidget *box = banner != NULL ? gtk_revealer_get_child (GTK_REVEALER (banner)) : NULL;
  GtkWidget *page = gtk_stack_get_visible_child (bf_test_template_child (window, BF_TYPE_WINDOW, "stack"));

  g_assert_nonnull (banner);
  g_assert_true (ADW_IS_HEADER_BAR (gtk_widget_get_prev_sibling (banner)));
  g_assert_true (gtk_widget_is_ancestor (banner, page));
  g_assert_true (gtk_widget_get_mapped (box));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (box)), ==, GTK_ACCESSIBLE_ROLE_ALERT);
  g_assert_cmpstr (banner_text (window, "storage_title"), ==, title);
  /* On a phone too: within the window's width. */
  g_assert_cmpint (gtk_widget_get_width (box), <=, gtk_widget_get_width (GTK_WIDGET (window)));
}

/* The message dialog the window presented, or NULL. */
static AdwMessageDialog *
find_dialog (BfWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window))
        return ADW_MESSAGE_DIALOG (toplevel);
    }

  return NULL;
}

static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, response));
  /* As its button does: the response, then the dialog closes. */
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  iterate ();
}

/* A two-player game in a new window: 8 entries saved, then the disk is
 * full and 6 more are made. */
static BfWindow *
game_on_full_disk (void)
{
  static const char * const names[] = { "Anna", "Ben", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, 0);
  BfWindow *window = new_window (360, 720);
  BfSession *session = bf_window_get_session (window);

  clean_games ();
  bf_window_set_game (window, game);
  iterate ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  for (guint money = 1; money <= 8; money++)
    set_money (window, money);
  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_null (shown_banner (window));

  fill_disk ();
  for (guint money = 9; money <= 14; money++)
    set_money (window, money);
  g_assert_nonnull (bf_session_get_autosave_error (session));
  g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 6);

  return window;
}

/* The game the next start continues: its money, and its undo depth. */
static void
assert_next_start (guint money,
                   guint undo_depth)
{
  BfWindow *window = new_window (1280, 800);

  g_assert_true (gtk_widget_get_visible (bf_test_window_get_continue_button (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  iterate ();
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  g_assert_cmpuint (money_of (window), ==, money);
  g_assert_cmpuint (bf_session_get_undo_depth (bf_window_get_session (window)), ==, undo_depth);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

static void
test_full_disk (void)
{
  BfWindow *window;
  BfSession *session;
  AdwMessageDialog *dialog;
  g_autofree char *six = NULL;

  if (!bf_test_disk_can_mount)
    g_test_message ("No tmpfs can be mounted here: a file size limit (RLIMIT_FSIZE, "
                    "fault injection) stands in for the full disk");

  window = game_on_full_disk ();
  session = bf_window_get_session (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  /* Said, and it stays: not a toast. */
  assert_banner (window, "Not Saved");
  g_test_message ("%s", banner_text (window, "storage_label"));
  g_assert_nonnull (strstr (banner_text (window, "storage_label"), full_disk_words ()));
  g_assert_nonnull (strstr (banner_text (window, "storage_label"), data_home));
  six = g_strdup_printf ("last %u changes", 6);
  g_assert_nonnull (strstr (banner_text (window, "storage_label"), six));
  save_screenshot (window, "storage-full-disk-phone");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  iterate ();
  save_screenshot (window, "storage-full-disk-desktop");
  g_assert_false (bf_session_retry_autosave (session));
  iterate ();
  assert_banner (window, "Not Saved");

  /* Closing asks; Cancel keeps the window and every entry. */
  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  g_assert_nonnull (window);
  dialog = find_dialog (window);
  g_assert_nonnull (dialog);
  g_test_message ("%s", adw_message_dialog_get_body (dialog));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), six));
  g_assert_true (adw_message_dialog_has_response (dialog, "save-as"));
  g_assert_true (adw_message_dialog_has_response (dialog, "quit"));
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  respond (dialog, "cancel");
  g_assert_nonnull (window);
  g_assert_cmpuint (money_of (window), ==, 14);

  /* Space again: Try Again writes everything, the banner goes. */
  free_disk ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL);
  iterate ();
  g_assert_null (bf_session_get_autosave_error (session));
  g_assert_cmpuint (bf_session_get_unsaved_changes (session), ==, 0);
  g_assert_null (shown_banner (window));

  /* Nothing to ask now. */
  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  g_assert_null (window);
  g_assert_null (find_dialog (NULL));

  /* Every entry, and every undo step: the start and 14 entries. */
  assert_next_start (14, 14);
}

static void
test_quit_anyway (void)
{
  BfWindow *window = game_on_full_disk ();
  AdwMessageDialog *dialog;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  dialog = find_dialog (window);
  g_assert_nonnull (dialog);
  /* It says what it loses: the last 6 changes. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "the last 6 changes are lost"));
  respond (dialog, "quit");
  g_assert_null (window);

  free_disk ();
  /* The game of entry 8 = 14 - 6: nothing more is lost. */
  assert_next_start (8, 8);
}

/* The file chooser the window shows (GTK's own dialog: no portal in the
 * tests), or NULL. */
static GtkFileChooser *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_FILE_CHOOSER (toplevel);
    }

  return NULL;
}

static void
test_save_as_elsewhere (void)
{
  g_autofree char *elsewhere = g_dir_make_tmp ("benefactor-elsewhere-XXXXXX", NULL);
  g_autofree char *saved_path = g_build_filename (elsewhere, "Carnegie.json", NULL);
  g_autoptr(GFile) saved = g_file_new_for_path (saved_path);
  g_autoptr(GFile) folder = g_file_new_for_path (elsewhere);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  BfWindow *window;
  GtkFileChooser *chooser;

  if (!bf_test_disk_can_mount)
    {
      g_test_skip ("No tmpfs can be mounted here, and the file size limit standing in "
                   "for the full disk limits every file: no disk elsewhere to save to");
      return;
    }
#ifdef __SANITIZE_ADDRESS__
  /* GTK's file chooser, at its first use in a process, leaves memory of
   * its places sidebar (libcloudproviders) and of GIO's worker threads
   * that LeakSanitizer reports, with no frame of ours to tell it apart
   * (tests/lsan.supp suppresses nothing of GTK). The normal build runs
   * this; the sanitizer build the rest of the file. */
  g_test_skip ("The sanitizer build: GTK's file chooser leaks library memory at its first use");
  return;
#endif

  window = game_on_full_disk ();
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  /* Save As… in the closing question: the chooser, a folder on another
   * disk, saved, and the window closes. */
  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  respond (find_dialog (window), "save-as");
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, &error));
  g_assert_no_error (error);
  gtk_file_chooser_set_current_name (chooser, "Carnegie.json");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  iterate ();
  /* The chooser checks the name it was given before it answers. */
  for (guint i = 0; i < 50 && window != NULL; i++)
    bf_test_wait_ms (100);
  g_assert_null (window);

  /* Every entry is in that file. */
  document = bf_document_load_file (saved, TRUE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_player_get_money (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), 0)), ==, 14);

  free_disk ();
  g_assert_no_errno (g_unlink (saved_path));
  g_assert_no_errno (g_rmdir (elsewhere));
}

/* session-harness AUTOSAVE 1 --continue --wait: has the game open. */
typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
} Holder;

static char *
holder_read_line (Holder *holder)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (holder->out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);

  return line;
}

static void
test_open_elsewhere (void)
{
  g_autofree char *harness = g_test_build_filename (G_TEST_BUILT, "robust", "session-harness", NULL);
  g_autofree char *slot_path = g_build_filename (games_dir, "game-0000000000000001.json", NULL);
  g_autoptr(GFile) slot = g_file_new_for_path (slot_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Holder holder = { NULL, NULL };
  AdwMessageDialog *dialog;
  BfWindow *window;
  BfSession *session;
  GtkListBox *games;
  AdwActionRow *row;

  clean_games ();
  {
    const char *argv[] = { harness, slot_path, "0", NULL };
    int status = 0;

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                  NULL, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  holder.process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                     &error, harness, slot_path, "1", "--continue", "--wait", NULL);
  g_assert_no_error (error);
  holder.out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (holder.process));
  line = holder_read_line (&holder);
  g_assert_cmpstr (line, ==, "ready");
  g_clear_pointer (&line, g_free);

  /* The start page says so, on the game's row and on Continue. */
  window = new_window (360, 720);
  session = bf_window_get_session (window);
  games = bf_test_window_get_start_child (window, "games_list");
  row = ADW_ACTION_ROW (gtk_widget_get_first_child (GTK_WIDGET (games)));
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Open in another Benefactor window");
  g_assert_nonnull (strstr (gtk_label_get_text (bf_test_window_get_start_child (window, "continue_label")),
                            "open in another window"));

  /* Continuing asks first; read-only it is marked and takes no entry. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  iterate ();
  dialog = find_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "This Game Is Open in Another Window");
  respond (dialog, "read-only");
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "game");
  g_assert_true (bf_session_get_read_only (session));
  assert_banner (window, "Read Only");
  save_screenshot (window, "storage-read-only-phone");
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (bf_test_window_get_map_view (window))));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (bf_test_window_get_carnegie_child (window, "editor_bin"))));
  /* Nothing is written, whatever changes. */
  g_assert_true (g_file_get_contents (slot_path, &before, NULL, NULL));
  set_money (window, 5);
  g_assert_true (g_file_get_contents (slot_path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  /* The other process makes its entry (Anna's money 1) and closes the
   * game: Try Again opens it here for entries, with that entry. */
  g_assert_true (g_output_stream_write_all (g_subprocess_get_stdin_pipe (holder.process),
                                            "go\n", 3, NULL, NULL, &error));
  line = holder_read_line (&holder);
  g_assert_cmpstr (line, ==, "saved 1");
  g_clear_pointer (&line, g_free);
  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (holder.process), NULL, &error));
  g_assert_true (g_subprocess_wait_check (holder.process, NULL, &error));
  g_assert_no_error (error);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.retry-save", NULL);
  iterate ();
  g_assert_false (bf_session_get_read_only (session));
  g_assert_null (shown_banner (window));
  g_assert_cmpuint (money_of (window), ==, 1);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (bf_test_window_get_map_view (window))));
  g_assert_true (bf_shelf_is_open_elsewhere (slot) == FALSE);

  g_object_unref (holder.out);
  g_object_unref (holder.process);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

static void
test_damaged_notice (void)
{
  static const struct { int width, height; const char *name; } sizes[] = {
    { 360, 720, "storage-damaged-notice-phone" },
    { 1280, 800, "storage-damaged-notice-desktop" },
  };
  g_autofree char *slot_path = g_build_filename (games_dir, "game-0000000000000001.json", NULL);
  g_autofree char *example_path = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  g_autofree char *example = NULL;

  g_assert_true (g_file_get_contents (example_path, &example, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      BfWindow *window;
      GtkLabel *message;
      GtkWidget *scroller;
      graphene_rect_t bounds;

      clean_games ();
      g_assert_true (g_file_set_contents (slot_path, "{\"format\": \"benefactor-carnegie\", \"pla", -1, NULL));
      /* Three games in progress beside it fill the start page, as at a
       * table that plays often. */
      for (guint k = 2; k <= 4; k++)
        {
          g_autofree char *name = g_strdup_printf ("game-000000000000000%u.json", k);
          g_autofree char *path = g_build_filename (games_dir, name, NULL);

          g_assert_true (g_file_set_contents (path, example, -1, NULL));
        }

      window = new_window (sizes[i].width, sizes[i].height);
      bf_test_wait_frames (GTK_WIDGET (window), 2);
      message = bf_test_window_get_start_child (window, "start_message");
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (message)));
      g_assert_nonnull (strstr (gtk_label_get_text (message), "damaged"));
      scroller = gtk_widget_get_ancestor (GTK_WIDGET (message), GTK_TYPE_SCROLLED_WINDOW);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (message), scroller, &bounds));
      g_test_message ("%d × %d: the notice at %.0f to %.0f of %d px", sizes[i].width, sizes[i].height,
                      bounds.origin.y, bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
      /* Whole, without scrolling. */
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller));
      save_screenshot (window, sizes[i].name);

      gtk_window_destroy (GTK_WINDOW (window));
      iterate ();
    }
  clean_games ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The games whose files these tests read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  /* Before any thread starts: a private mount namespace. */
  bf_test_disk_init ();

  data_home = g_dir_make_tmp ("benefactor-test-storage-XXXXXX", NULL);
  /* Benefactor's data folder is the small disk; GTK's own files beside
   * it (the file chooser's recently-used.xbel, which GTK only warns it
   * cannot write) are not. */
  benefactor_dir = g_build_filename (data_home, "benefactor", NULL);
  g_assert_no_errno (g_mkdir (benefactor_dir, 0700));
  if (bf_test_disk_can_mount)
    g_assert_no_errno (mount ("tmpfs", benefactor_dir, "tmpfs", 0, "size=64k,mode=0700"));
  /* Before GLib caches it: the games in progress are on that disk. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  games_dir = g_build_filename (benefactor_dir, "games", NULL);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/storage/full-disk", test_full_disk);
  g_test_add_func ("/storage/quit-anyway", test_quit_anyway);
  g_test_add_func ("/storage/save-as-elsewhere", test_save_as_elsewhere);
  g_test_add_func ("/storage/open-elsewhere", test_open_elsewhere);
  g_test_add_func ("/storage/damaged-notice", test_damaged_notice);

  status = g_test_run ();

  clean_games ();
  if (bf_test_disk_can_mount)
    umount (benefactor_dir);
  bf_test_remove_tree (data_home);
  g_free (games_dir);
  g_free (benefactor_dir);

  return status;
}
