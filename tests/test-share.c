/* test-share.c: Share This Table on the desktop (docs/table-link.md,
 * "The desktop"): the QR codes, the dialog with a card per seat, the
 * phones connected shown live, taking a seat back and giving it a new
 * link, stopping, the banner, the players locked while sharing, a port
 * in use, and sharing again after a crash with the same links.
 *
 * Loopback only: every window listens on 127.0.0.1 with a free port
 * (bf_window_set_share_addresses()), and the phones are WebSocket
 * clients on the same machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>
#include <string.h>
#include <sys/wait.h>

#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "bf-qr-code.h"
#include "bf-share-dialog.h"
#include "bf-table-link.h"
#include "bf-test-ui.h"

static void
iterate (void)
{
  bf_test_iterate_passes (3);
}

/* A click, as a tap or Space on the button gives (gtk_widget_activate()
 * would wait for its press animation). */
static void
click (GtkButton *button)
{
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  iterate ();
}

/* Runs the main loop until *@flag is set (10 s at most). */
static void
wait_for (gboolean *flag)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!*flag && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (*flag);
}

/* 127.0.0.1 on @port (0: any free port), as the window's only address. */
static void
listen_on_loopback (BfWindow *window,
                    guint16   port)
{
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);

  g_ptr_array_add (addresses, g_inet_socket_address_new (loopback, port));
  bf_window_set_share_addresses (window, addresses);
}

static BfWindow *
new_window (BfSession *session,
            int        width)
{
  BfWindow *window = session != NULL ? g_object_new (BF_TYPE_WINDOW, "session", session, NULL)
                                     : g_object_new (BF_TYPE_WINDOW, NULL);

  listen_on_loopback (window, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 800);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_wait_mapped (GTK_WIDGET (window), TRUE);
  iterate ();
  return window;
}

static BfCarnegieGame *
three_players (void)
{
  static const char * const names[] = { "Anna", "Ben", "Cleo", NULL };

  return bf_test_new_game (names, BF_MODULE_NONE);
}

/* Four players in the colours of the box. */
static BfCarnegieGame *
four_players (void)
{
  static const char * const names[] = { "Anna", "Ben", "Cleo", "Dev", NULL };
  static const char * const colors[] = { "red", "blue", "green", "yellow" };
  BfCarnegieGame *game = bf_test_new_game (names, BF_MODULE_NONE);

  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    g_assert_true (bf_carnegie_player_set_color (bf_carnegie_game_get_player (game, i), colors[i], NULL));
  return game;
}

/* The Share This Table window over @window, or NULL. */
static BfShareDialog *
find_dialog (BfWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (BF_IS_SHARE_DIALOG (item) && gtk_widget_get_visible (GTK_WIDGET (item)) &&
          gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        return BF_SHARE_DIALOG (item);
    }
  return NULL;
}

static void
close_message_dialog (void)
{
  AdwMessageDialog *dialog = bf_test_find_message_dialog ();

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();
}

/* The cards of the seats, in seat order. */
static GPtrArray *
seat_cards (BfShareDialog *dialog)
{
  GPtrArray *cards = g_ptr_array_new ();

  bf_test_collect_by_class (GTK_WIDGET (dialog), "bf-share-seat", cards);
  return cards;
}

static GtkLabel *
card_label (GtkWidget *card,
            guint      nth)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  bf_test_collect_widgets (card, GTK_TYPE_LABEL, labels);
  g_assert_cmpuint (nth, <, labels->len);
  return g_ptr_array_index (labels, nth);
}

/* A card's labels: the player, the phones, then (after the QR code) the
 * link, then the buttons' own labels. */
#define CARD_NAME 0
#define CARD_PHONES 1
#define CARD_LINK 2

static BfQrCode *
card_qr (GtkWidget *card)
{
  g_autoptr(GPtrArray) codes = g_ptr_array_new ();

  bf_test_collect_widgets (card, BF_TYPE_QR_CODE, codes);
  g_assert_cmpuint (codes->len, ==, 1);
  return g_ptr_array_index (codes, 0);
}

static GtkButton *
card_button (GtkWidget *card,
             guint      nth)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  bf_test_collect_widgets (card, GTK_TYPE_BUTTON, buttons);
  g_assert_cmpuint (nth, <, buttons->len);
  return g_ptr_array_index (buttons, nth);
}

/* A phone: a WebSocket client of a seat. */
typedef struct
{
  SoupSession             *http;
  SoupWebsocketConnection *conn;
  gboolean                 done;
  gboolean                 closed;
  guint                    status;
} Phone;

static void
phone_closed_cb (SoupWebsocketConnection *conn,
                 Phone                   *phone)
{
  phone->closed = TRUE;
}

static void
phone_connected_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  Phone *phone = user_data;

  phone->conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, NULL);
  if (phone->conn != NULL)
    g_signal_connect (phone->conn, "closed", G_CALLBACK (phone_closed_cb), phone);
  phone->done = TRUE;
}

static Phone *
phone_join (const char *url)
{
  g_autofree char *ws = g_strconcat (url, "ws", NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", ws);
  Phone *phone = g_new0 (Phone, 1);

  phone->http = soup_session_new ();
  soup_session_websocket_connect_async (phone->http, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        phone_connected_cb, phone);
  wait_for (&phone->done);
  g_assert_nonnull (phone->conn);
  return phone;
}

static void
phone_free (Phone *phone)
{
  if (phone->conn != NULL)
    {
      if (soup_websocket_connection_get_state (phone->conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (phone->conn, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      wait_for (&phone->closed);
      g_signal_handlers_disconnect_by_data (phone->conn, phone);
      g_object_unref (phone->conn);
    }
  g_object_unref (phone->http);
  g_free (phone);
}

typedef struct
{
  gboolean done;
  guint    status;
} Reply;

static void
sent_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Reply *reply = user_data;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);

  reply->status = soup_message_get_status (soup_session_get_async_result_message (SOUP_SESSION (source), result));
  reply->done = TRUE;
}

/* The status of GET @url. */
static guint
get_status (const char *url)
{
  g_autoptr(SoupSession) http = soup_session_new ();
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
  Reply reply = { FALSE, 0 };

  soup_session_send_and_read_async (http, msg, G_PRIORITY_DEFAULT, NULL, sent_cb, &reply);
  wait_for (&reply.done);
  return reply.status;
}

static char *
seat_url (BfTableLink *link,
          guint        seat)
{
  g_auto(GStrv) urls = bf_table_link_dup_seat_urls (link, seat);

  g_assert_nonnull (urls);
  g_assert_nonnull (urls[0]);
  return g_strdup (urls[0]);
}

static void
wait_phones (BfTableLink *link,
             guint        seat,
             guint        n)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (bf_table_link_get_n_connections (link, seat) != n && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (bf_table_link_get_n_connections (link, seat), ==, n);
  iterate ();
}

static const char *
banner_text (BfWindow *window)
{
  GtkWidget *banner = bf_test_find_by_class (GTK_WIDGET (window), "bf-share-banner");

  if (banner == NULL || !bf_test_is_showing (banner))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (banner)));
}

/* Into $BF_SCREENSHOT_DIR as @name.png, when set. */
static void
save_rendering (GtkWidget  *window,
                const char *name)
{
  const char *dir = bf_test_screenshot_dir (NULL);
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  bf_test_wait_frames (window, 2);
  texture = bf_test_render_window (window);
  file = g_strdup_printf ("%s.png", name);
  path = g_build_filename (dir, file, NULL);
  bf_test_save_png (texture, path);
}

/* The keyboard alone: the focus starts on the first seat's Copy Link
 * (not on a link's text, which a selectable label would select whole);
 * Tab, then Shift+Tab, each reach every seat's link text and both its
 * buttons and Stop Sharing, and the focus never vanishes. (Which comes
 * after which is GTK's: it orders the cards by their places.) */
static void
assert_keyboard_walk (BfShareDialog *dialog,
                      GPtrArray     *cards)
{
  g_autoptr(GPtrArray) wanted = g_ptr_array_new ();
  GtkWidget *stop = bf_test_template_child (dialog, BF_TYPE_SHARE_DIALOG, "stop_button");

  bf_test_wait_mapped (GTK_WIDGET (dialog), TRUE);
  bf_test_wait_frames (GTK_WIDGET (dialog), 2);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == GTK_WIDGET (card_button (g_ptr_array_index (cards, 0), 0)));
  for (guint i = 0; i < cards->len; i++)
    {
      g_ptr_array_add (wanted, card_label (g_ptr_array_index (cards, i), CARD_LINK));
      g_ptr_array_add (wanted, card_button (g_ptr_array_index (cards, i), 0));
      g_ptr_array_add (wanted, card_button (g_ptr_array_index (cards, i), 1));
    }
  g_ptr_array_add (wanted, stop);

  for (int backward = 0; backward <= 1; backward++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

      /* Twice round: the walk wraps. */
      for (guint i = 0; i < 2 * (wanted->len + 4); i++)
        {
          GtkWidget *focus;

          bf_test_press_tab (GTK_WIDGET (dialog), backward);
          focus = gtk_window_get_focus (GTK_WINDOW (dialog));
          g_assert_nonnull (focus);
          g_hash_table_add (seen, focus);
        }
      for (guint i = 0; i < wanted->len; i++)
        g_assert_true (g_hash_table_contains (seen, g_ptr_array_index (wanted, i)));
    }
}

/* ------------------------------------------------------------------ */

/* A link as the dialog shows it: http://, an address of a local network,
 * the port, /t/, 32 hex digits and /: 60 bytes. In byte mode a QR code
 * of level M holds 42 bytes in version 3 and 62 in version 4 (ISO/IEC
 * 18004, table 7), so the code is version 4: 17 + 4 × 4 = 33 modules a
 * side. Its three finder patterns are 7 × 7: a dark ring, a light ring,
 * a dark 3 × 3 centre, each with a light separator on its inner sides. */
static void
test_qr_code (void)
{
  static const char url[] = "http://192.168.1.20:8766/t/0123456789abcdef0123456789abcdef/";
  BfQrCode *qr = BF_QR_CODE (g_object_ref_sink (bf_qr_code_new ()));
  int minimum, natural;
  const guint corners[3][2] = { { 0, 0 }, { 33 - 7, 0 }, { 0, 33 - 7 } };

  g_assert_cmpuint (strlen (url), ==, 60);
  g_assert_cmpuint (bf_qr_code_get_width (qr), ==, 0);
  bf_qr_code_set_text (qr, url);
  g_assert_cmpuint (bf_qr_code_get_width (qr), ==, 33);

  for (guint c = 0; c < 3; c++)
    {
      guint x0 = corners[c][0], y0 = corners[c][1];

      for (guint i = 0; i < 7; i++)
        {
          /* The outer ring: dark. */
          g_assert_true (bf_qr_code_get_module (qr, x0 + i, y0));
          g_assert_true (bf_qr_code_get_module (qr, x0 + i, y0 + 6));
          g_assert_true (bf_qr_code_get_module (qr, x0, y0 + i));
          g_assert_true (bf_qr_code_get_module (qr, x0 + 6, y0 + i));
        }
      for (guint i = 1; i < 6; i++)
        {
          /* The light ring. */
          g_assert_false (bf_qr_code_get_module (qr, x0 + i, y0 + 1));
          g_assert_false (bf_qr_code_get_module (qr, x0 + i, y0 + 5));
          g_assert_false (bf_qr_code_get_module (qr, x0 + 1, y0 + i));
          g_assert_false (bf_qr_code_get_module (qr, x0 + 5, y0 + i));
        }
      for (guint y = 2; y < 5; y++)
        for (guint x = 2; x < 5; x++)
          g_assert_true (bf_qr_code_get_module (qr, x0 + x, y0 + y));
    }
  /* The separators: light, beside the top-left pattern. */
  for (guint i = 0; i < 8; i++)
    {
      g_assert_false (bf_qr_code_get_module (qr, 7, i));
      g_assert_false (bf_qr_code_get_module (qr, i, 7));
    }
  /* Timing pattern: row 6 alternates between the finders, dark first. */
  for (guint x = 8; x < 33 - 8; x++)
    g_assert_cmpint (bf_qr_code_get_module (qr, x, 6), ==, x % 2 == 0);

  /* Four modules of quiet zone each side: 41 modules, 6 px each (246 px,
   * inside a 360 px window's card). */
  gtk_widget_measure (GTK_WIDGET (qr), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 41 * 6);
  g_assert_cmpint (natural, ==, 41 * 6);

  bf_qr_code_set_text (qr, NULL);
  g_assert_cmpuint (bf_qr_code_get_width (qr), ==, 0);
  g_assert_finalize_object (qr);
}

/* The dialog: a card per seat with its player, its QR code holding the
 * seat's link, the link as text; a phone joining shows on its card and
 * in the banner; a seat taken back loses its link (404) and its phone,
 * then gets a new one; Stop Sharing closes the dialog, hides the banner
 * and kills every link. */
static void
test_dialog (void)
{
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(BfCarnegieGame) game = three_players ();
  g_autoptr(GPtrArray) cards = NULL;
  BfShareDialog *dialog;
  BfTableLink *link;
  Phone *phone;
  g_autofree char *anna_url = NULL;
  g_autofree char *ben_url = NULL;
  g_autofree char *ben_new_url = NULL;
  GtkButton *ben_seat_button;

  bf_window_set_game (window, game);
  iterate ();
  g_assert_null (bf_window_get_table_link (window));
  g_assert_null (banner_text (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  link = bf_window_get_table_link (window);
  g_assert_nonnull (link);
  g_assert_true (bf_table_link_get_sharing (link));
  g_assert_cmpuint (bf_table_link_get_n_seats (link), ==, 3);
  dialog = find_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (bf_share_dialog_get_link (dialog) == link);

  cards = seat_cards (dialog);
  g_assert_cmpuint (cards->len, ==, 3);
  anna_url = seat_url (link, 0);
  ben_url = seat_url (link, 1);
  g_assert_true (g_str_has_prefix (anna_url, "http://127.0.0.1:"));
  g_assert_cmpstr (anna_url, !=, ben_url);
  g_assert_nonnull (strstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 0), CARD_NAME)), "Anna"));
  g_assert_nonnull (strstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 1), CARD_NAME)), "Ben"));
  g_assert_nonnull (strstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 2), CARD_NAME)), "Cleo"));
  g_assert_cmpstr (bf_qr_code_get_text (card_qr (g_ptr_array_index (cards, 0))), ==, anna_url);
  /* What a screen reader says of the code and the buttons: whose they are. */
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card_qr (g_ptr_array_index (cards, 0))), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (card_qr (g_ptr_array_index (cards, 0))),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "QR code of Anna’s link");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (card_button (g_ptr_array_index (cards, 2), 0)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Copy Cleo’s link");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (card_button (g_ptr_array_index (cards, 2), 1)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Take back Cleo’s seat");
  g_assert_cmpstr (bf_qr_code_get_text (card_qr (g_ptr_array_index (cards, 1))), ==, ben_url);
  g_assert_cmpstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 1), CARD_LINK)), ==, ben_url);
  g_assert_true (gtk_label_get_selectable (card_label (g_ptr_array_index (cards, 1), CARD_LINK)));
  g_assert_cmpstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 1), CARD_PHONES)), ==,
                   "No phone connected");
  g_assert_cmpstr (banner_text (window), ==, "Shared with the phones: none connected yet.");
  g_assert_cmpuint (get_status (ben_url), ==, 200);
  assert_keyboard_walk (dialog, cards);

  /* Ben's phone joins: his card and the banner say so. */
  phone = phone_join (ben_url);
  wait_phones (link, 1, 1);
  g_assert_cmpstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 1), CARD_PHONES)), ==,
                   "1 phone connected");
  g_assert_cmpstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 0), CARD_PHONES)), ==,
                   "No phone connected");
  g_assert_cmpstr (banner_text (window), ==, "Shared with the phones: 1 connected.");
  save_rendering (GTK_WIDGET (window), "share-banner");

  /* Copy Link puts Ben's link on the clipboard. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "share.copy", "u", 1));
  iterate ();

  /* Take Back: the phone is disconnected, the link answers 404, the
   * card says so, and its one button (which keeps the focus) now gives
   * a new link. */
  ben_seat_button = card_button (g_ptr_array_index (cards, 1), 1);
  gtk_widget_grab_focus (GTK_WIDGET (ben_seat_button));
  click (ben_seat_button);
  iterate ();
  wait_for (&phone->closed);
  g_assert_cmpuint (bf_table_link_get_n_connections (link, 1), ==, 0);
  g_assert_cmpuint (get_status (ben_url), ==, 404);
  g_assert_cmpstr (gtk_label_get_text (card_label (g_ptr_array_index (cards, 1), CARD_PHONES)), ==,
                   "Taken back: its link no longer works.");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (card_qr (g_ptr_array_index (cards, 1)))));
  g_assert_cmpstr (gtk_button_get_label (ben_seat_button), ==, "_New Link");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (ben_seat_button)));
  /* Anna's seat is untouched. */
  g_assert_cmpuint (get_status (anna_url), ==, 200);
  phone_free (phone);

  click (ben_seat_button);
  iterate ();
  ben_new_url = seat_url (link, 1);
  g_assert_cmpstr (ben_new_url, !=, ben_url);
  g_assert_cmpstr (bf_qr_code_get_text (card_qr (g_ptr_array_index (cards, 1))), ==, ben_new_url);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (card_qr (g_ptr_array_index (cards, 1)))));
  g_assert_cmpstr (gtk_button_get_label (ben_seat_button), ==, "_Take Back");
  g_assert_cmpuint (get_status (ben_new_url), ==, 200);
  g_assert_cmpuint (get_status (ben_url), ==, 404);

  /* Stop Sharing: the dialog closes, every link dies, the banner goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "share.stop", NULL));
  iterate ();
  g_assert_null (find_dialog (window));
  g_assert_false (bf_table_link_get_sharing (link));
  g_assert_null (banner_text (window));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-sharing", NULL) &&
                  bf_table_link_get_sharing (link));

  /* Sharing again makes new links. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  g_assert_true (bf_table_link_get_sharing (bf_window_get_table_link (window)));
  {
    g_autofree char *again = seat_url (bf_window_get_table_link (window), 0);
    g_autofree char *old_path = g_strdup (strstr (anna_url, "/t/"));

    g_assert_null (strstr (again, old_path));
  }

  /* Going on to another game stops sharing: its links die, and the
   * file that kept them beside the shared game's autosave goes (not the
   * new game's). */
  {
    g_autoptr(BfCarnegieGame) other = three_players ();
    g_autofree char *autosave = g_file_get_path (bf_session_get_autosave (bf_window_get_session (window)));
    g_autofree char *kept = g_strconcat (autosave, ".link", NULL);
    g_autofree char *url = seat_url (bf_window_get_table_link (window), 0);
    g_autoptr(GFile) shared_slot = g_file_new_for_path (autosave);

    g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
    bf_window_set_game (window, other);
    iterate ();
    g_assert_false (g_file_equal (bf_session_get_autosave (bf_window_get_session (window)), shared_slot));
    g_assert_null (bf_window_get_table_link (window));
    g_assert_null (find_dialog (window));
    g_assert_false (g_file_test (kept, G_FILE_TEST_EXISTS));
    /* No answer at all: nothing listens any more. */
    g_assert_cmpuint (get_status (url), ==, SOUP_STATUS_NONE);
  }

  /* Leaving the game stops sharing too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  g_assert_nonnull (bf_window_get_table_link (window));
  bf_window_set_game (window, NULL);
  iterate ();
  g_assert_null (bf_window_get_table_link (window));
  g_assert_null (find_dialog (window));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* Shares @window's game and closes the dialog of the links: the table
 * stays shared. */
static void
share_and_close (BfWindow *window)
{
  BfShareDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  dialog = find_dialog (window);
  g_assert_nonnull (dialog);
  gtk_window_close (GTK_WINDOW (dialog));
  iterate ();
  g_assert_true (bf_table_link_get_sharing (bf_window_get_table_link (window)));
}

/* A player named with markup's characters ("&", "<"): Copy Link's toast
 * says the name as it is written. */
static void
test_markup_name (void)
{
  static const char * const names[] = { "Tom & Jerry", "<Ben>", NULL };
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NONE);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean found = FALSE;
  BfShareDialog *dialog;

  bf_window_set_game (window, game);
  iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  dialog = find_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "share.copy", "u", 0));
  iterate ();
  /* The toast's text, not its markup (bf_test_showing_label() reads
   * the markup). */
  bf_test_collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (bf_test_is_showing (labels->pdata[i]) &&
        g_str_equal (gtk_label_get_text (labels->pdata[i]), "Tom & Jerry’s link copied"))
      found = TRUE;
  g_assert_true (found);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-sharing", NULL));
  iterate ();
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* While the table is shared, a player cannot be moved in the seat
 * order (each phone is the i-th player's seat); once stopped, they can. */
static void
test_seats_locked (void)
{
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(BfCarnegieGame) game = three_players ();
  BfPlayerEditor *editor;
  BfCarnegiePlayer *anna = bf_carnegie_game_get_player (game, 0);

  bf_window_set_game (window, game);
  iterate ();
  share_and_close (window);

  editor = bf_test_window_get_editor (window);
  g_assert_true (bf_player_editor_get_player (editor) == anna);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "seat.move-after", NULL));
  iterate ();
  /* Anna stays first. */
  g_assert_true (bf_carnegie_game_get_player (bf_window_get_game (window), 0) == anna);
  g_assert_true (bf_test_showing_label (GTK_WIDGET (window),
                                        "Players cannot be added, removed or moved while the table is shared with phones"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-sharing", NULL));
  iterate ();
  editor = bf_test_window_get_editor (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "seat.move-after", NULL));
  iterate ();
  g_assert_true (bf_carnegie_game_get_player (bf_window_get_game (window), 1) == anna);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The names of @window's players in seat order, joined: "Anna Ben Cleo". */
static char *
seat_order (BfWindow *window)
{
  BfCarnegieGame *game = bf_window_get_game (window);
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < bf_carnegie_game_get_n_players (game); i++)
    g_string_append_printf (names, "%s%s", i > 0 ? " " : "",
                            bf_carnegie_player_get_name (bf_carnegie_game_get_player (game, i)));
  return g_string_free (names, FALSE);
}

/* The dialog refusing an undo or redo while sharing: @heading, the
 * reason, Close; closed. */
static void
close_refusal (BfWindow   *window,
               const char *heading)
{
  AdwMessageDialog *dialog = bf_test_find_message_dialog ();

  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "This step adds, removes or moves a player, and each phone is one player’s seat. Stop sharing first.");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "close");
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();
  g_assert_null (bf_test_find_message_dialog ());
}

/* A player moved before sharing started: while the table is shared,
 * undoing that move is refused (the seats would follow it to other
 * players), the seats' links stay each player's, and a dialog says why;
 * an entry is undone as always; stopped, the move is undone; shared
 * again, redoing it is refused too. */
static void
test_undo_seats (void)
{
  g_autoptr(GError) error = NULL;
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(BfCarnegieGame) game = three_players ();
  g_autofree char *order = NULL;
  BfTableLink *link;
  g_auto(GStrv) before = NULL;

  bf_window_set_game (window, game);
  iterate ();
  /* Anna moved after Ben, then an entry: Ben's score track. */
  g_assert_true (bf_carnegie_game_move_player (bf_window_get_game (window),
                                               bf_carnegie_game_get_player (bf_window_get_game (window), 0), 1, &error));
  g_assert_no_error (error);
  bf_session_checkpoint (bf_window_get_session (window));
  g_assert_true (bf_carnegie_player_set_score_track (bf_carnegie_game_get_player (bf_window_get_game (window), 0), 7, &error));
  g_assert_no_error (error);
  bf_session_checkpoint (bf_window_get_session (window));
  order = seat_order (window);
  g_assert_cmpstr (order, ==, "Ben Anna Cleo");
  g_clear_pointer (&order, g_free);

  share_and_close (window);
  link = bf_window_get_table_link (window);
  g_assert_true (bf_table_link_get_sharing (link));
  before = bf_table_link_dup_player_names (link);

  /* The entry is undone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_cmpuint (bf_carnegie_player_get_score_track (bf_carnegie_game_get_player (bf_window_get_game (window), 0)), ==, 0);
  g_assert_null (bf_test_find_message_dialog ());

  /* The move is not: Ben stays in the first seat. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  order = seat_order (window);
  g_assert_cmpstr (order, ==, "Ben Anna Cleo");
  g_clear_pointer (&order, g_free);
  g_assert_true (bf_table_link_seats_kept (link, (const char * const *) before));
  close_refusal (window, "Cannot Undo While Shared");
  /* The entry is still there to redo. */
  g_assert_true (bf_session_get_can_redo (bf_window_get_session (window)));

  /* Stopped: the move is undone; shared again, redoing it is refused. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-sharing", NULL));
  iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  order = seat_order (window);
  g_assert_cmpstr (order, ==, "Anna Ben Cleo");
  g_clear_pointer (&order, g_free);
  share_and_close (window);
  g_assert_true (bf_session_get_can_redo (bf_window_get_session (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  order = seat_order (window);
  g_assert_cmpstr (order, ==, "Anna Ben Cleo");
  close_refusal (window, "Cannot Redo While Shared");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-sharing", NULL));
  iterate ();
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The port taken by another program: a clear message, nothing shared. */
static void
test_port_in_use (void)
{
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(BfCarnegieGame) game = three_players ();
  g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *message;

  g_assert_true (g_socket_bind (socket, any, FALSE, &error));
  g_assert_true (g_socket_listen (socket, &error));
  bound = g_socket_get_local_address (socket, &error);
  g_assert_no_error (error);
  listen_on_loopback (window, g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound)));

  bf_window_set_game (window, game);
  iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  message = bf_test_find_message_dialog ();
  g_assert_nonnull (message);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "Port in Use");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (message), "Choose another port in Preferences"));
  close_message_dialog ();
  g_assert_null (find_dialog (window));
  g_assert_false (bf_window_get_table_link (window) != NULL &&
                  bf_table_link_get_sharing (bf_window_get_table_link (window)));
  g_assert_null (banner_text (window));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* No address on a local network: a clear message, nothing shared. */
static void
test_no_network (void)
{
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(BfCarnegieGame) game = three_players ();
  g_autoptr(GPtrArray) none = g_ptr_array_new_with_free_func (g_object_unref);
  AdwMessageDialog *message;

  bf_window_set_share_addresses (window, none);
  bf_window_set_game (window, game);
  iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
  iterate ();
  message = bf_test_find_message_dialog ();
  g_assert_nonnull (message);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "No Local Network");
  close_message_dialog ();
  g_assert_null (find_dialog (window));
  g_assert_null (bf_window_get_table_link (window));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* The port is a preference: 8766 unless changed, kept in GSettings. */
static void
test_preferences (void)
{
  BfWindow *window = new_window (NULL, 1280);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *preferences = NULL;

  g_assert_cmpint (g_settings_get_int (settings, "share-port"), ==, 8766);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL));
  iterate ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && preferences == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_PREFERENCES_WINDOW (item))
        preferences = GTK_WIDGET (item);
    }
  g_assert_nonnull (preferences);
  bf_test_collect_widgets (preferences, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 1);
  g_assert_cmpfloat (gtk_spin_button_get_value (g_ptr_array_index (spins, 0)), ==, 8766);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), 9100);
  iterate ();
  g_assert_cmpint (g_settings_get_int (settings, "share-port"), ==, 9100);
  g_assert_cmpuint (bf_test_assert_spin_rows_tab (preferences), ==, 1);

  gtk_window_destroy (GTK_WINDOW (preferences));
  g_settings_reset (settings, "share-port");
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* Benefactor ended while sharing (a crash leaves the tokens beside the
 * autosave): the game continued is shared again at once with the same
 * links, and a toast says so. A window closed normally stops sharing:
 * nothing is left to resume. */
static void
test_resume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-test-share-XXXXXX", NULL);
  g_autofree char *slot_path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *tokens_path = g_strconcat (slot_path, ".link", NULL);
  g_autoptr(GFile) slot = g_file_new_for_path (slot_path);
  g_autofree char *kept = NULL;
  g_autofree char *anna_url = NULL;
  g_autofree char *cleo_url = NULL;
  gsize kept_length = 0;

  {
    g_autoptr(BfSession) session = bf_session_new (slot);
    g_autoptr(BfCarnegieGame) game = three_players ();
    BfWindow *window = new_window (session, 1280);

    bf_window_set_game (window, game);
    iterate ();
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
    iterate ();
    anna_url = seat_url (bf_window_get_table_link (window), 0);
    cleo_url = seat_url (bf_window_get_table_link (window), 2);
    g_assert_true (g_file_get_contents (tokens_path, &kept, &kept_length, NULL));

    /* Closed normally: the tokens die. */
    gtk_window_destroy (GTK_WINDOW (window));
    iterate ();
    g_assert_false (g_file_test (tokens_path, G_FILE_TEST_EXISTS));
    g_assert_false (bf_table_link_get_was_shared (session));
  }

  /* What a crash would have left: the tokens beside the autosave. */
  g_assert_true (g_file_set_contents (tokens_path, kept, (gssize) kept_length, NULL));

  {
    g_autoptr(BfSession) session = bf_session_new (slot);
    g_autoptr(BfDocument) document = NULL;
    g_autoptr(GError) error = NULL;
    BfWindow *window = new_window (session, 1280);
    BfTableLink *link;
    g_autofree char *anna_again = NULL;
    g_autofree char *cleo_again = NULL;

    g_assert_true (bf_table_link_get_was_shared (session));
    document = bf_session_load_autosave (session, &error);
    g_assert_no_error (error);
    g_assert_nonnull (document);
    bf_session_set_document (session, document);
    iterate ();

    link = bf_window_get_table_link (window);
    g_assert_nonnull (link);
    g_assert_true (bf_table_link_get_sharing (link));
    anna_again = seat_url (link, 0);
    cleo_again = seat_url (link, 2);
    /* The same tokens (the port is another free one here). */
    g_assert_cmpstr (strstr (anna_again, "/t/"), ==, strstr (anna_url, "/t/"));
    g_assert_cmpstr (strstr (cleo_again, "/t/"), ==, strstr (cleo_url, "/t/"));
    g_assert_cmpuint (get_status (anna_again), ==, 200);
    g_assert_nonnull (banner_text (window));
    /* No dialog over the game: the toast offers the links. */
    g_assert_null (find_dialog (window));

    gtk_window_destroy (GTK_WINDOW (window));
    iterate ();
  }

  bf_test_remove_tree (dir);
}

/* The setup assistant's own button (below its steps: its header has no
 * room at 360 px) shares the table being set up. */
static void
test_setup (void)
{
  BfWindow *window = new_window (NULL, 360);
  GtkWidget *button;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  bf_new_game_page_set_name (bf_test_window_get_new_game_page (window), 0, "Greta");
  bf_new_game_page_set_name (bf_test_window_get_new_game_page (window), 1, "Hugo");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.setup", NULL));
  bf_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_cmpstr (bf_test_window_get_page (window), ==, "setup");

  button = bf_test_find_by_class (GTK_WIDGET (window), "bf-share-open");
  g_assert_nonnull (button);
  g_assert_true (bf_test_is_showing (button));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  /* The stack's crossfade over. */
  bf_test_wait_ms (500);
  save_rendering (GTK_WIDGET (window), "share-setup-phone-light");
  click (GTK_BUTTON (button));
  g_assert_nonnull (bf_window_get_table_link (window));
  g_assert_true (bf_table_link_get_sharing (bf_window_get_table_link (window)));
  g_assert_cmpuint (bf_table_link_get_n_seats (bf_window_get_table_link (window)), ==, 2);
  g_assert_nonnull (find_dialog (window));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* A solo game has nobody to share it with: the action is off. */
static void
test_solo_not_shared (void)
{
  BfWindow *window = new_window (NULL, 1280);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-solo", NULL));
  iterate ();
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL) &&
                  bf_window_get_table_link (window) != NULL);
  g_assert_null (bf_window_get_table_link (window));

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

/* What a scanner reads on the rendered @window: zbarimg (Debian's
 * zbar-tools, the README's test command installs it), one link a line. */
static char **
scan_codes (GtkWidget *window)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bf-share-scan-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "window.png", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "zbarimg", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", path, NULL };
  int status = 0;

  g_assert_nonnull (dir);
  bf_test_wait_frames (window, 2);
  texture = bf_test_render_window (window);
  bf_test_save_png (texture, path);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_unlink (path);
  g_rmdir (dir);
  /* 0: codes read; 4: none found (an empty list, which the caller checks). */
  g_assert_true (g_spawn_check_wait_status (status, NULL) || WEXITSTATUS (status) == 4);

  return g_strsplit (g_strstrip (out), "\n", -1);
}

/* The dialog at 360 px and at desktop width, light and dark, into
 * $BF_SCREENSHOT_DIR when set. Every button at least 44 px high where it
 * is tapped, and the QR codes whole inside the window. */
static void
test_render (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (bf_test_variants); v++)
    {
      const BfTestVariant *variant = &bf_test_variants[v];
      BfWindow *window = new_window (NULL, 1280);
      g_autoptr(BfCarnegieGame) game = four_players ();
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      g_autoptr(GPtrArray) cards = NULL;
      BfShareDialog *dialog;

      bf_window_set_game (window, game);
      iterate ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
      iterate ();
      dialog = find_dialog (window);
      g_assert_nonnull (dialog);
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          variant->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      /* A desktop's: the four seats two by two, whole. */
      gtk_window_set_default_size (GTK_WINDOW (dialog), variant->phone ? 360 : 900, variant->phone ? 720 : 1000);
      bf_test_wait_frames (GTK_WIDGET (dialog), 3);
      iterate ();

      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, variant->phone ? 360 : 900);
      cards = seat_cards (dialog);
      g_assert_cmpuint (cards->len, ==, 4);
      /* Two cards a row on a desktop, one on a phone. */
      {
        graphene_rect_t first, second;

        g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (cards, 0), GTK_WIDGET (dialog), &first));
        g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (cards, 1), GTK_WIDGET (dialog), &second));
        if (variant->phone)
          g_assert_cmpfloat (second.origin.y, >, first.origin.y);
        else
          g_assert_cmpfloat (second.origin.y, ==, first.origin.y);
      }
      for (guint i = 0; i < cards->len; i++)
        {
          BfQrCode *qr = card_qr (g_ptr_array_index (cards, i));
          int side = (int) (bf_qr_code_get_width (qr) + 2 * BF_QR_CODE_QUIET_ZONE);

          /* 6 px a module, the whole code inside the card. */
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (qr)), >=, side * 6);
          g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (qr)), >=, side * 6);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (qr)), <=,
                           gtk_widget_get_width (g_ptr_array_index (cards, i)));
        }
      bf_test_collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
      for (guint i = 0; i < buttons->len; i++)
        {
          GtkWidget *button = g_ptr_array_index (buttons, i);
          graphene_rect_t bounds;

          /* As test-tap-targets measures them. */
          if (!gtk_widget_get_mapped (button) || !gtk_widget_get_child_visible (button))
            continue;
          g_assert_true (gtk_widget_compute_bounds (button, button, &bounds));
          if (bounds.size.height < 44 || bounds.size.width < 44)
            g_test_message ("small: %s %s %s", G_OBJECT_TYPE_NAME (button),
                            gtk_widget_get_css_name (gtk_widget_get_parent (button)),
                            gtk_widget_get_tooltip_text (button));
          g_assert_cmpfloat (bounds.size.height, >=, 44);
          g_assert_cmpfloat (bounds.size.width, >=, 44);
        }

      /* A scanner reads the codes as drawn: on a desktop all four, each
       * its seat's own link; on a phone the ones the window shows. The
       * codes were once drawn a rectangle a run, with grey seams
       * between the rows that zbarimg could not read through. */
      {
        g_auto(GStrv) scanned = scan_codes (GTK_WIDGET (dialog));
        BfTableLink *link = bf_share_dialog_get_link (dialog);
        guint found = 0;

        for (guint i = 0; scanned[i] != NULL; i++)
          {
            gboolean known = FALSE;

            if (*scanned[i] == '\0')
              continue;
            for (guint seat = 0; seat < bf_table_link_get_n_seats (link); seat++)
              {
                g_auto(GStrv) urls = bf_table_link_dup_seat_urls (link, seat);

                known |= urls != NULL && urls[0] != NULL && g_str_equal (scanned[i], urls[0]);
              }
            g_test_message ("%s: scanned %s", variant->name, scanned[i]);
            g_assert_true (known);
            found++;
          }
        g_assert_cmpuint (found, >=, variant->phone ? 1 : 4);
      }

      {
        g_autofree char *name = g_strdup_printf ("share-%s", variant->name);

        save_rendering (GTK_WIDGET (dialog), name);
      }

      gtk_window_destroy (GTK_WINDOW (window));
      iterate ();
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("benefactor-test-share-home-XXXXXX", NULL);
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CACHE_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  bf_test_load_app_style ();
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  g_test_add_func ("/share/qr-code", test_qr_code);
  g_test_add_func ("/share/phones/dialog", test_dialog);
  g_test_add_func ("/share/seats-locked", test_seats_locked);
  g_test_add_func ("/share/undo-seats", test_undo_seats);
  g_test_add_func ("/share/markup-name", test_markup_name);
  g_test_add_func ("/share/port-in-use", test_port_in_use);
  g_test_add_func ("/share/no-network", test_no_network);
  g_test_add_func ("/share/preferences", test_preferences);
  g_test_add_func ("/share/phones/resume", test_resume);
  g_test_add_func ("/share/setup", test_setup);
  g_test_add_func ("/share/solo-not-shared", test_solo_not_shared);
  g_test_add_func ("/share/render", test_render);

  status = g_test_run ();
  bf_test_remove_tree (data_home);
  return status;
}
