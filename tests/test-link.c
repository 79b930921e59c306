/* test-link.c: Share This Table (src/link, docs/table-link.md) over the
 * loopback only: the routes and their 404s, a seat's view, entries from
 * two phones at once, what a seat may change, the secrets no other seat
 * receives, bad messages, the journal before the ack, the tokens kept
 * for a restart. The phones are SoupWebsocketConnection clients in the
 * same main loop; nothing waits for a time, everything waits for the
 * frames it expects.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "bf-carnegie-game.h"
#include "bf-carnegie-kind.h"
#include "bf-i18n.h"
#include "bf-json.h"
#include "bf-link-message.h"
#include "bf-link-page.h"
#include "bf-livingstone.h"
#include "bf-livingstone-kind.h"
#include "bf-session-journal.h"
#include "bf-table-link.h"
#include "bf-test-core.h"

typedef struct
{
  char        *dir;
  GFile       *autosave;
  BfSession   *session;
  BfCarnegieGame *game;     /* borrowed from the session; NULL: a pad */
  BfLivingstoneGame *pad;   /* borrowed: the Livingstone pad, or NULL */
  BfTableLink *link;
  SoupSession *http;
  char        *base;        /* "http://127.0.0.1:PORT" */
} Fixture;

typedef struct
{
  SoupWebsocketConnection *conn;
  GPtrArray               *frames;   /* char *: every text frame received */
  guint                    n_views;
  gboolean                 closed;
  gushort                  close_code;
  guint                    status;   /* of a failed handshake */
  gboolean                 failed;
} Phone;

/* ------------------------------------------------------------------ */

/* The fixture's game is Carnegie's unless the test's data is this. */
static const char livingstone[] = "livingstone";

/* Carnegie for Anna and Ben, with the Secret Donation, A New Beginning
 * and the bidding sheets. */
static void
set_up_carnegie (Fixture *fixture)
{
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfBidding) bidding = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (bf_carnegie_game_add_player (game, "Anna", &error));
  g_assert_no_error (error);
  g_assert_nonnull (bf_carnegie_game_add_player (game, "Ben", &error));
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_game_set_modules (game, BF_MODULE_SECRET_DONATION | BF_MODULE_NEW_BEGINNING, &error));
  g_assert_no_error (error);
  bidding = bf_bidding_new (bf_carnegie_game_get_rules (game), 2);
  bf_carnegie_game_set_bidding (game, bidding);
  bf_session_set_document (fixture->session, BF_DOCUMENT (game));
  fixture->game = game;
}

/* A Livingstone pad for Anna, Ben and Cleo, its board values confirmed
 * (the defaults: rows 1-6 end values 12, 10, 8, 6, 4, 2). */
static void
set_up_pad (Fixture *fixture)
{
  g_autoptr(BfLivingstoneGame) pad = bf_livingstone_game_new ();
  const char *names[] = { "Anna", "Ben", "Cleo" };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_true (bf_livingstone_game_add_player (pad, names[i], NULL, &error));
      g_assert_no_error (error);
    }
  bf_livingstone_game_set_values_confirmed (pad, TRUE);
  bf_session_set_document (fixture->session, BF_DOCUMENT (pad));
  fixture->pad = pad;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) urls = NULL;
  g_autoptr(GUri) uri = NULL;

  fixture->dir = g_dir_make_tmp ("benefactor-link-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->autosave = g_file_new_build_filename (fixture->dir, "game.json", NULL);
  fixture->session = bf_session_new (fixture->autosave);

  if (user_data == livingstone)
    set_up_pad (fixture);
  else
    set_up_carnegie (fixture);

  fixture->link = bf_table_link_new (fixture->session);
  g_ptr_array_add (addresses, g_inet_socket_address_new_from_string ("127.0.0.1", 0));
  g_assert_true (bf_table_link_start (fixture->link, addresses, &error));
  g_assert_no_error (error);
  g_assert_true (bf_table_link_get_sharing (fixture->link));
  g_assert_cmpuint (bf_table_link_get_n_seats (fixture->link), ==, fixture->pad != NULL ? 3 : 2);

  urls = bf_table_link_dup_seat_urls (fixture->link, 0);
  g_assert_cmpuint (g_strv_length (urls), ==, 1);
  uri = g_uri_parse (urls[0], G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_uri_get_host (uri), ==, "127.0.0.1");
  fixture->base = g_strdup_printf ("http://127.0.0.1:%d", g_uri_get_port (uri));

  fixture->http = soup_session_new ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  bf_table_link_stop (fixture->link);
  /* Every socket the server closed finishes closing. */
  while (bf_table_link_get_n_closing (fixture->link) > 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_finalize_object (fixture->link);
  g_clear_object (&fixture->http);
  /* What the connections of both sides still have to do as they close. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_clear_object (&fixture->session);
  g_clear_object (&fixture->autosave);
  bf_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->base);
}

static char *
seat_path (Fixture *fixture,
           guint    seat)
{
  char *path = bf_table_link_dup_seat_path (fixture->link, seat);

  g_assert_nonnull (path);
  return path;
}

/* Runs the main loop until *@done. */
static void
wait_for (const gboolean *done)
{
  while (!*done)
    g_main_context_iteration (NULL, TRUE);
}

typedef struct
{
  gboolean done;
  guint    status;
  GBytes  *body;
} Reply;

static void
sent_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Reply *reply = user_data;
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);

  reply->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  reply->status = soup_message_get_status (msg);
  reply->done = TRUE;
}

/* The status of GET @path; @body: its text, if wanted. */
static guint
get (Fixture    *fixture,
     const char *path,
     char      **body)
{
  g_autofree char *url = g_strconcat (fixture->base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
  Reply reply = { FALSE, 0, NULL };

  g_assert_nonnull (msg);
  soup_session_send_and_read_async (fixture->http, msg, G_PRIORITY_DEFAULT, NULL, sent_cb, &reply);
  wait_for (&reply.done);
  g_assert_nonnull (reply.body);
  if (body != NULL)
    *body = g_strndup (g_bytes_get_data (reply.body, NULL), g_bytes_get_size (reply.body));
  g_bytes_unref (reply.body);

  return reply.status;
}

static void
phone_message_cb (SoupWebsocketConnection *conn,
                  int                      type,
                  GBytes                  *bytes,
                  Phone                   *phone)
{
  char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  g_assert_cmpint (type, ==, SOUP_WEBSOCKET_DATA_TEXT);
  if (strstr (text, "\"type\":\"view\"") != NULL)
    phone->n_views++;
  g_ptr_array_add (phone->frames, text);
}

static void
phone_closed_cb (SoupWebsocketConnection *conn,
                 Phone                   *phone)
{
  phone->close_code = soup_websocket_connection_get_close_code (conn);
  g_test_message ("closed: %u %s", phone->close_code, soup_websocket_connection_get_close_data (conn));
  phone->closed = TRUE;
}

typedef struct
{
  Phone      *phone;
  SoupMessage *msg;
  gboolean    done;
} Connecting;

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Connecting *connecting = user_data;
  g_autoptr(GError) error = NULL;
  Phone *phone = connecting->phone;

  phone->conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (phone->conn == NULL)
    {
      phone->failed = TRUE;
      phone->status = soup_message_get_status (connecting->msg);
    }
  else
    {
      g_signal_connect (phone->conn, "message", G_CALLBACK (phone_message_cb), phone);
      g_signal_connect (phone->conn, "closed", G_CALLBACK (phone_closed_cb), phone);
    }
  connecting->done = TRUE;
}

/* Opens the WebSocket at @path: a connected phone (which may not have
 * received anything yet), or a failed one with the handshake's status. */
static Phone *
phone_connect (Fixture    *fixture,
               const char *path)
{
  g_autofree char *url = g_strconcat (fixture->base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
  Phone *phone = g_new0 (Phone, 1);
  Connecting connecting = { phone, msg, FALSE };

  phone->frames = g_ptr_array_new_with_free_func (g_free);
  soup_session_websocket_connect_async (fixture->http, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        connected_cb, &connecting);
  wait_for (&connecting.done);
  return phone;
}

/* A phone of @seat whose page is in @lang (NULL: none asked for) that
 * has received its first view. */
static Phone *
phone_join_in (Fixture    *fixture,
               guint       seat,
               const char *lang)
{
  g_autofree char *page = seat_path (fixture, seat);
  g_autofree char *path = g_strconcat (page, "ws", lang != NULL ? "?lang=" : NULL, lang, NULL);
  Phone *phone = phone_connect (fixture, path);

  g_assert_false (phone->failed);
  while (phone->n_views == 0)
    g_main_context_iteration (NULL, TRUE);
  return phone;
}

/* A phone of @seat that has received its first view. */
static Phone *
phone_join (Fixture *fixture,
            guint    seat)
{
  return phone_join_in (fixture, seat, NULL);
}

/* Closes the phone's socket and waits until the close is complete. */
static void
phone_free (Phone *phone)
{
  if (phone->conn != NULL)
    {
      if (soup_websocket_connection_get_state (phone->conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (phone->conn, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      while (!phone->closed)
        g_main_context_iteration (NULL, TRUE);
      g_signal_handlers_disconnect_by_data (phone->conn, phone);
      g_object_unref (phone->conn);
    }
  g_ptr_array_unref (phone->frames);
  g_free (phone);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Phone, phone_free)

static void
phone_send (Phone      *phone,
            const char *text)
{
  soup_websocket_connection_send_text (phone->conn, text);
}

/* The reply ("ack" or "refused") to the message with @id, waiting for it. */
static JsonObject *
phone_wait_reply (Phone  *phone,
                  gint64  id)
{
  guint seen = 0;

  for (;;)
    {
      for (; seen < phone->frames->len; seen++)
        {
          g_autoptr(JsonNode) root = bf_json_parse (g_ptr_array_index (phone->frames, seen), -1, NULL);
          JsonObject *object;
          const char *type;

          g_assert_nonnull (root);
          object = json_node_get_object (root);
          type = json_object_get_string_member (object, "type");
          if ((g_str_equal (type, "ack") || g_str_equal (type, "refused")) &&
              ((id < 0 && json_object_get_null_member (object, "id")) ||
               (id >= 0 && !json_object_get_null_member (object, "id") &&
                json_object_get_int_member (object, "id") == id)))
            return json_object_ref (object);
        }
      g_assert_false (phone->closed);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* The last view @phone received, parsed. */
static JsonObject *
phone_last_view (Phone *phone)
{
  for (guint i = phone->frames->len; i > 0; i--)
    {
      const char *text = g_ptr_array_index (phone->frames, i - 1);

      if (strstr (text, "\"type\":\"view\"") != NULL)
        {
          g_autoptr(JsonNode) root = bf_json_parse (text, -1, NULL);

          g_assert_nonnull (root);
          return json_object_ref (json_node_get_object (root));
        }
    }
  g_assert_not_reached ();
}

/* Waits until @phone has received more than @n_views views. */
static void
phone_wait_views (Phone *phone,
                  guint  n_views)
{
  while (phone->n_views <= n_views)
    {
      g_assert_false (phone->closed);
      g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
phone_received (Phone      *phone,
                const char *text)
{
  for (guint i = 0; i < phone->frames->len; i++)
    if (strstr (g_ptr_array_index (phone->frames, i), text) != NULL)
      return TRUE;
  return FALSE;
}

static BfCarnegiePlayer *
player (Fixture *fixture,
        guint    index)
{
  return bf_carnegie_game_get_player (fixture->game, index);
}

/* ------------------------------------------------------------------ */

/* The build's catalogues (BF_LOCALEDIR, which meson sets), or a skip. */
static gboolean
have_catalogues (void)
{
  if (g_getenv ("BF_LOCALEDIR") != NULL)
    return TRUE;
  g_test_skip ("BF_LOCALEDIR not set: no catalogues");
  return FALSE;
}

/* Without a live token, every route answers the same 404. */
static void
test_not_found (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autofree char *anna = seat_path (fixture, 0);
  g_autofree char *ben = seat_path (fixture, 1);
  g_autofree char *anna_ws = g_strconcat (anna, "ws", NULL);
  g_autofree char *ben_ws = g_strconcat (ben, "ws", NULL);
  g_autofree char *anna_upper = g_ascii_strup (anna, -1);
  g_autofree char *anna_other = g_strconcat (anna, "index.html", NULL);
  g_autofree char *anna_bare = g_strndup (anna, strlen (anna) - 1);
  g_autofree char *page = NULL;
  /* A token of the right form that no seat has. */
  const char *wrong = "/t/0123456789abcdef0123456789abcdef/";
  const char *wrong_ws = "/t/0123456789abcdef0123456789abcdef/ws";
  const char *paths[] = { "/", "/t/", "/t", "/favicon.ico", "/ws", wrong, wrong_ws,
                          "/t/0123456789abcdef0123456789abcde/", anna_upper, anna_other,
                          anna_bare, "/t//ws" };
  g_autoptr(Phone) wrong_phone = NULL;
  g_autoptr(Phone) revoked_phone = NULL;
  g_autoptr(Phone) anna_phone = NULL;

  /* "/T/…" upper case is not the seat's path either. */
  g_assert_true (g_str_has_prefix (anna_upper, "/T/"));

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *body = NULL;

      g_test_message ("GET %s", paths[i]);
      g_assert_cmpuint (get (fixture, paths[i], &body), ==, 404);
      g_assert_cmpstr (body, ==, "Not found\n");
    }

  /* The seat's page is there. */
  g_assert_cmpuint (get (fixture, anna, &page), ==, 200);
  g_assert_nonnull (strstr (page, "<html"));

  wrong_phone = phone_connect (fixture, wrong_ws);
  g_assert_true (wrong_phone->failed);
  g_assert_cmpuint (wrong_phone->status, ==, 404);

  /* Anna's seat taken back: her page and socket are gone, her phone is
   * disconnected, Ben's seat stays. */
  anna_phone = phone_join (fixture, 0);
  bf_table_link_revoke_seat (fixture->link, 0);
  g_assert_null (bf_table_link_dup_seat_path (fixture->link, 0));
  while (!anna_phone->closed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (get (fixture, anna, NULL), ==, 404);
  revoked_phone = phone_connect (fixture, anna_ws);
  g_assert_true (revoked_phone->failed);
  g_assert_cmpuint (revoked_phone->status, ==, 404);
  g_assert_cmpuint (get (fixture, ben, NULL), ==, 200);

  /* Sharing stopped: nothing listens any more; started again, the old
   * links are dead (new tokens). */
  bf_table_link_stop (fixture->link);
  g_assert_false (bf_table_link_get_sharing (fixture->link));
  {
    g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_object_unref);
    g_autoptr(GError) error = NULL;
    g_auto(GStrv) urls = NULL;
    g_autoptr(GUri) uri = NULL;

    g_ptr_array_add (addresses, g_inet_socket_address_new_from_string ("127.0.0.1", 0));
    g_assert_true (bf_table_link_start (fixture->link, addresses, &error));
    g_assert_no_error (error);
    urls = bf_table_link_dup_seat_urls (fixture->link, 1);
    uri = g_uri_parse (urls[0], G_URI_FLAGS_NONE, NULL);
    g_free (fixture->base);
    fixture->base = g_strdup_printf ("http://127.0.0.1:%d", g_uri_get_port (uri));
  }
  g_assert_cmpuint (get (fixture, ben, NULL), ==, 404);
  g_assert_cmpuint (get (fixture, ben_ws, NULL), ==, 404);
}

/* A seat's first frame is its view: its own entries, the public table. */
static void
test_view (Fixture       *fixture,
           gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(Phone) ben = NULL;
  g_autoptr(JsonObject) view = NULL;
  JsonObject *entries;
  JsonArray *players;

  g_assert_true (bf_carnegie_player_set_money (player (fixture, 1), 23, &error));
  g_assert_true (bf_carnegie_player_set_money (player (fixture, 0), 41, &error));
  g_assert_no_error (error);

  ben = phone_join (fixture, 1);
  view = phone_last_view (ben);
  g_assert_cmpint (json_object_get_int_member (view, "v"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (view, "seat"), ==, 1);
  entries = json_object_get_object_member (view, "entries");
  g_assert_cmpint (json_object_get_int_member (entries, "money"), ==, 23);
  players = json_object_get_array_member (view, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "name"), ==, "Anna");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 1), "name"), ==, "Ben");
  /* Anna's money is hers: not in Ben's frames. */
  g_assert_false (phone_received (ben, "41"));
}

/* An entry from Anna's phone is an entry of the game, and Ben's phone
 * sees it. */
static void
test_entry_broadcast (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(Phone) ben = phone_join (fixture, 1);
  g_autoptr(JsonObject) reply = NULL;
  g_autoptr(JsonObject) view = NULL;
  g_autofree char *message = NULL;
  guint chicago_1 = bf_test_space_of ("chicago", 1);
  guint ben_views = ben->n_views;
  guint undo_depth = bf_session_get_undo_depth (fixture->session);
  JsonArray *map;

  message = g_strdup_printf ("{\"v\":1,\"id\":5,\"type\":\"project\",\"space\":%u,\"on\":true}", chicago_1);
  phone_send (anna, message);
  reply = phone_wait_reply (anna, 5);
  g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "ack");

  /* The model: Anna's disk on Chicago's first space, one undo step more. */
  g_assert_true (bf_carnegie_game_get_space_owner (fixture->game, chicago_1) == player (fixture, 0));
  g_assert_cmpuint (bf_session_get_undo_depth (fixture->session), ==, undo_depth + 1);

  /* Ben's phone: the disk on the map, as player 0's. */
  phone_wait_views (ben, ben_views);
  view = phone_last_view (ben);
  map = json_object_get_array_member (view, "map");
  g_assert_cmpuint (json_array_get_length (map), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (map, 0), "space"), ==, chicago_1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (map, 0), "player"), ==, 0);

  /* An entry made on the desktop reaches the phones too. */
  ben_views = ben->n_views;
  g_assert_true (bf_carnegie_player_set_transport (player (fixture, 1), BF_REGION_WEST, 3, NULL));
  phone_wait_views (ben, ben_views);
  g_clear_pointer (&view, json_object_unref);
  view = phone_last_view (ben);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (json_object_get_object_member (view, "entries"), "transport"), "west"), ==, 3);
}

/* A phone changes its own player only. */
static void
test_own_player_only (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(JsonObject) reply = NULL;
  g_autoptr(JsonObject) reply2 = NULL;
  g_autoptr(JsonObject) reply3 = NULL;
  g_autofree char *take = NULL;
  g_autofree char *remove = NULL;
  guint houston_1 = bf_test_space_of ("houston", 1);

  g_assert_true (bf_carnegie_player_add_project (player (fixture, 1), houston_1, BF_PROJECT_ANY, NULL));
  g_assert_true (bf_carnegie_player_set_money (player (fixture, 1), 9, NULL));

  /* No message names a player: one that tries is refused as a whole. */
  phone_send (anna, "{\"v\":1,\"id\":1,\"type\":\"count\",\"field\":\"money\",\"value\":30,\"player\":1}");
  reply = phone_wait_reply (anna, 1);
  g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "refused");
  g_assert_nonnull (strstr (json_object_get_string_member (reply, "message"), "player"));

  /* Ben's disk can be neither taken off nor covered by Anna's. */
  remove = g_strdup_printf ("{\"v\":1,\"id\":2,\"type\":\"project\",\"space\":%u,\"on\":false}", houston_1);
  phone_send (anna, remove);
  reply2 = phone_wait_reply (anna, 2);
  g_assert_cmpstr (json_object_get_string_member (reply2, "type"), ==, "refused");
  take = g_strdup_printf ("{\"v\":1,\"id\":3,\"type\":\"project\",\"space\":%u,\"on\":true}", houston_1);
  phone_send (anna, take);
  reply3 = phone_wait_reply (anna, 3);
  g_assert_cmpstr (json_object_get_string_member (reply3, "type"), ==, "refused");

  g_assert_true (bf_carnegie_game_get_space_owner (fixture->game, houston_1) == player (fixture, 1));
  g_assert_cmpuint (bf_carnegie_player_get_n_projects (player (fixture, 0)), ==, 0);
  g_assert_cmpuint (bf_carnegie_player_get_money (player (fixture, 1)), ==, 9);
  g_assert_cmpuint (bf_carnegie_player_get_money (player (fixture, 0)), ==, 0);
}

/* Anna's bidding sheet and secret donation reach her phone only. */
static void
test_secrets (Fixture       *fixture,
              gconstpointer  user_data)
{
  /* Anna's sheet: bid $7, 2 goods ($6), 3 workers ($8), 0 VP ($0), 4
   * setup moves ($12): $33 of the $50, so it can be sealed. */
  const char *sheet[] = {
    "{\"v\":1,\"id\":1,\"type\":\"bid\",\"line\":\"first-player\",\"value\":7}",
    "{\"v\":1,\"id\":2,\"type\":\"bid\",\"line\":\"goods\",\"value\":2}",
    "{\"v\":1,\"id\":3,\"type\":\"bid\",\"line\":\"workers\",\"value\":3}",
    "{\"v\":1,\"id\":4,\"type\":\"bid\",\"line\":\"vp\",\"value\":0}",
    "{\"v\":1,\"id\":5,\"type\":\"bid\",\"line\":\"setup-moves\",\"value\":4}",
    "{\"v\":1,\"id\":6,\"type\":\"seal-bid\"}",
    "{\"v\":1,\"id\":7,\"type\":\"secret-donation\",\"column\":\"health\",\"row\":3}",
  };
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(Phone) ben = phone_join (fixture, 1);
  g_autoptr(Phone) ben2 = NULL;
  BfBiddingSheet *anna_sheet = bf_bidding_get_sheet (bf_carnegie_game_get_bidding (fixture->game), 0);

  for (guint i = 0; i < G_N_ELEMENTS (sheet); i++)
    {
      g_autoptr(JsonObject) reply = NULL;
      guint ben_views = ben->n_views;

      phone_send (anna, sheet[i]);
      reply = phone_wait_reply (anna, i + 1);
      g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "ack");
      /* Ben's phone hears of the change (whether it got a new view or
       * not, it has everything the server sent for this entry once a
       * sync is answered). */
      phone_send (ben, "{\"v\":1,\"id\":100,\"type\":\"sync\"}");
      g_clear_pointer (&reply, json_object_unref);
      reply = phone_wait_reply (ben, 100);
      phone_wait_views (ben, ben_views);
    }

  /* The model: Anna's sheet sealed with her choices, her secret donation
   * on Health row 3, the secrets sealed. */
  g_assert_true (bf_bidding_sheet_get_sealed (anna_sheet));
  g_assert_cmpint (bf_bidding_sheet_get_bid (anna_sheet), ==, 7);
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (player (fixture, 0)), ==,
                    BF_CHART_POS (BF_DONATION_HEALTH, 3));
  g_assert_true (bf_carnegie_game_get_secrets_sealed (fixture->game));

  /* Anna's phone has them (her own)… */
  g_assert_true (phone_received (anna, "\"first-player\":7"));
  g_assert_true (phone_received (anna, "\"setup-moves\":4"));
  g_assert_true (phone_received (anna, "{\"column\":\"health\",\"row\":3}"));
  /* …Ben's raw frames never did, nor do a new phone's of his seat; that
   * Anna's sheet is sealed is seen at the table. */
  ben2 = phone_join (fixture, 1);
  for (Phone **p = (Phone *[]) { ben, ben2, NULL }; *p != NULL; p++)
    {
      g_assert_false (phone_received (*p, "\"first-player\":7"));
      g_assert_false (phone_received (*p, "\"goods\":2"));
      g_assert_false (phone_received (*p, "\"setup-moves\":4"));
      g_assert_false (phone_received (*p, "health"));
      g_assert_true (phone_received (*p, "\"bidding-sealed\":true"));
    }
}

/* Bad messages are refused; a frame too big closes the socket with
 * 1009; nothing of the game changes. */
static void
test_bad_messages (Fixture       *fixture,
                   gconstpointer  user_data)
{
  static const char * const bad[] = {
    "{",
    "[]",
    "{\"v\":2,\"type\":\"sync\"}",
    "{\"v\":1,\"type\":\"count\",\"field\":\"money\",\"value\":-1}",
    "{\"v\":1,\"type\":\"count\",\"field\":\"money\",\"value\":1,\"value\":2}",
    "{\"v\":1,\"type\":\"transport\",\"region\":\"north\",\"box\":2}",
    "{\"v\":1,\"type\":\"unknown\"}",
  };
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(Phone) anna2 = phone_join (fixture, 0);
  g_autoptr(Phone) anna3 = phone_join (fixture, 0);
  g_autofree char *big = NULL;
  g_autofree char *huge = NULL;
  g_autofree char *game_before = bf_document_to_data (BF_DOCUMENT (fixture->game), NULL);
  g_autofree char *game_after = NULL;
  g_autoptr(JsonObject) ack = NULL;
  GString *text;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonObject) reply = NULL;

      phone_send (anna, bad[i]);
      reply = phone_wait_reply (anna, -1);
      g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "refused");
      g_assert_nonnull (json_object_get_string_member (reply, "message"));
      g_ptr_array_set_size (anna->frames, 0);
    }

  /* Still connected and heard. */
  phone_send (anna, "{\"v\":1,\"id\":9,\"type\":\"sync\"}");
  ack = phone_wait_reply (anna, 9);
  g_assert_cmpstr (json_object_get_string_member (ack, "type"), ==, "ack");

  /* 16 KiB + 1 of valid JSON: closed with "message too big". */
  text = g_string_new ("{\"v\":1,\"type\":\"sync\",\"comment\":\"");
  while (text->len < BF_LINK_MAX_MESSAGE - 1)
    g_string_append_c (text, 'x');
  g_string_append (text, "\"}");
  g_assert_cmpuint (text->len, ==, BF_LINK_MAX_MESSAGE + 1);
  big = g_string_free (text, FALSE);
  phone_send (anna, big);
  while (!anna->closed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (anna->close_code, ==, SOUP_WEBSOCKET_CLOSE_TOO_BIG);

  /* A binary frame: closed with "unsupported data". */
  soup_websocket_connection_send_binary (anna2->conn, "{}", 2);
  while (!anna2->closed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (anna2->close_code, ==, SOUP_WEBSOCKET_CLOSE_UNSUPPORTED_DATA);

  /* A frame above 64 KiB is not read at all: the connection is dropped. */
  huge = g_malloc (BF_LINK_MAX_FRAME + 2);
  memset (huge, ' ', BF_LINK_MAX_FRAME + 1);
  huge[BF_LINK_MAX_FRAME + 1] = '\0';
  phone_send (anna3, huge);
  while (!anna3->closed)
    g_main_context_iteration (NULL, TRUE);

  game_after = bf_document_to_data (BF_DOCUMENT (fixture->game), NULL);
  g_assert_cmpstr (game_after, ==, game_before);
}

/* When the ack arrives, the journal beside the autosave holds the
 * entry: a crash right after loses nothing acknowledged. */
static void
test_journal_before_ack (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(Phone) ben = phone_join (fixture, 1);
  g_autoptr(JsonObject) reply = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(BfDocument) last = NULL;
  g_autofree char *autosave = g_file_get_path (fixture->autosave);
  g_autofree char *journal_path = g_strconcat (autosave, ".history", NULL);
  g_autofree char *journal = NULL;
  gsize length = 0;
  guint64 base = 0;
  guint64 position = 0;

  phone_send (ben, "{\"v\":1,\"id\":42,\"type\":\"count\",\"field\":\"goods\",\"value\":13}");
  /* Read as soon as the ack is received, before the main loop runs any
   * idle of the session. */
  reply = phone_wait_reply (ben, 42);
  g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "ack");
  g_assert_true (json_object_get_boolean_member (reply, "saved"));
  g_assert_true (g_file_get_contents (journal_path, &journal, &length, &error));
  g_assert_no_error (error);
  g_assert_true (bf_session_journal_parse (journal, length, &states, &base, &position, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (states->len, >=, 2);
  last = bf_document_load_data (g_ptr_array_index (states, states->len - 1), -1, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bf_carnegie_player_get_goods (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (last), 1)), ==, 13);
}

/* Which changes of the game keep every seat's player: a rename does; a
 * player moved, removed or added does not (the window refuses such an
 * undo while sharing, test-share's /share/undo-seats). */
static void
test_seats_kept (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) before = bf_table_link_dup_player_names (fixture->link);
  g_autoptr(BfCarnegiePlayer) ben = g_object_ref (player (fixture, 1));

  g_assert_cmpuint (g_strv_length (before), ==, 2);
  g_assert_cmpstr (before[0], ==, "Anna");
  g_assert_cmpstr (before[1], ==, "Ben");
  g_assert_true (bf_table_link_seats_kept (fixture->link, (const char * const *) before));

  g_assert_true (bf_carnegie_player_set_name (ben, "Benjamin", &error));
  g_assert_no_error (error);
  g_assert_true (bf_table_link_seats_kept (fixture->link, (const char * const *) before));
  g_assert_true (bf_carnegie_player_set_name (ben, "Ben", &error));
  g_assert_no_error (error);

  g_assert_true (bf_carnegie_game_move_player (fixture->game, ben, 0, &error));
  g_assert_no_error (error);
  g_assert_false (bf_table_link_seats_kept (fixture->link, (const char * const *) before));
  g_assert_true (bf_carnegie_game_move_player (fixture->game, ben, 1, &error));
  g_assert_no_error (error);
  g_assert_true (bf_table_link_seats_kept (fixture->link, (const char * const *) before));

  g_assert_nonnull (bf_carnegie_game_add_player (fixture->game, "Cleo", &error));
  g_assert_no_error (error);
  g_assert_false (bf_table_link_seats_kept (fixture->link, (const char * const *) before));
  bf_carnegie_game_remove_player (fixture->game, player (fixture, 2));
  bf_carnegie_game_remove_player (fixture->game, ben);
  g_assert_false (bf_table_link_seats_kept (fixture->link, (const char * const *) before));
}

/* Two phones ask for the same free space at once: the first entry the
 * server reads has it, the other is refused, and both phones end with
 * the same map. */
static void
test_same_space (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(Phone) ben = phone_join (fixture, 1);
  g_autoptr(JsonObject) anna_reply = NULL;
  g_autoptr(JsonObject) ben_reply = NULL;
  g_autoptr(JsonObject) anna_view = NULL;
  g_autoptr(JsonObject) ben_view = NULL;
  g_autofree char *anna_message = NULL;
  g_autofree char *ben_message = NULL;
  guint space = bf_test_space_of ("new-york", 1);
  gboolean anna_won;
  BfCarnegiePlayer *owner;
  JsonArray *anna_map;
  JsonArray *ben_map;

  anna_message = g_strdup_printf ("{\"v\":1,\"id\":1,\"type\":\"project\",\"space\":%u,\"on\":true}", space);
  ben_message = g_strdup_printf ("{\"v\":1,\"id\":1,\"type\":\"project\",\"space\":%u,\"on\":true}", space);
  phone_send (anna, anna_message);
  phone_send (ben, ben_message);
  anna_reply = phone_wait_reply (anna, 1);
  ben_reply = phone_wait_reply (ben, 1);

  anna_won = g_str_equal (json_object_get_string_member (anna_reply, "type"), "ack");
  g_assert_cmpstr (json_object_get_string_member (anna_won ? ben_reply : anna_reply, "type"), ==, "refused");
  g_assert_cmpstr (json_object_get_string_member (anna_won ? anna_reply : ben_reply, "type"), ==, "ack");
  owner = bf_carnegie_game_get_space_owner (fixture->game, space);
  g_assert_true (owner == player (fixture, anna_won ? 0 : 1));

  /* Both phones' last views show the one disk, the winner's. */
  phone_send (anna, "{\"v\":1,\"id\":2,\"type\":\"sync\"}");
  phone_send (ben, "{\"v\":1,\"id\":2,\"type\":\"sync\"}");
  g_clear_pointer (&anna_reply, json_object_unref);
  g_clear_pointer (&ben_reply, json_object_unref);
  anna_reply = phone_wait_reply (anna, 2);
  ben_reply = phone_wait_reply (ben, 2);
  phone_wait_views (anna, anna->n_views - 1);
  phone_wait_views (ben, ben->n_views - 1);
  anna_view = phone_last_view (anna);
  ben_view = phone_last_view (ben);
  anna_map = json_object_get_array_member (anna_view, "map");
  ben_map = json_object_get_array_member (ben_view, "map");
  g_assert_cmpuint (json_array_get_length (anna_map), ==, 1);
  g_assert_cmpuint (json_array_get_length (ben_map), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (anna_map, 0), "player"), ==, anna_won ? 0 : 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ben_map, 0), "player"), ==, anna_won ? 0 : 1);
}

/* The tokens are kept beside the autosave while the table is shared: a
 * program started again on the same game (after a crash) shares it with
 * the same links. Stopping removes them. */
static void
test_tokens_kept (Fixture       *fixture,
                  gconstpointer  user_data)
{
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(BfTableLink) again = NULL;
  g_autofree char *anna = seat_path (fixture, 0);
  g_autofree char *ben = seat_path (fixture, 1);
  g_autofree char *anna_again = NULL;
  g_autofree char *ben_again = NULL;
  g_autofree char *autosave = g_file_get_path (fixture->autosave);
  g_autofree char *tokens = g_strconcat (autosave, ".link", NULL);
  GStatBuf st;

  g_assert_true (bf_table_link_get_was_shared (fixture->session));
  g_assert_cmpint (g_stat (tokens, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpstr (anna, !=, ben);

  again = bf_table_link_new (fixture->session);
  g_ptr_array_add (addresses, g_inet_socket_address_new_from_string ("::1", 0));
  if (!bf_table_link_start (again, addresses, &error))
    {
      /* No IPv6 loopback here: the same on IPv4. */
      g_test_message ("::1: %s", error->message);
      g_clear_error (&error);
      g_ptr_array_set_size (addresses, 0);
      g_ptr_array_add (addresses, g_inet_socket_address_new_from_string ("127.0.0.1", 0));
      g_assert_true (bf_table_link_start (again, addresses, &error));
    }
  g_assert_no_error (error);
  anna_again = seat_path (&(Fixture) { .link = again }, 0);
  ben_again = seat_path (&(Fixture) { .link = again }, 1);
  g_assert_cmpstr (anna_again, ==, anna);
  g_assert_cmpstr (ben_again, ==, ben);

  bf_table_link_stop (again);
  g_assert_false (g_file_test (tokens, G_FILE_TEST_EXISTS));
  g_assert_false (bf_table_link_get_was_shared (fixture->session));
}

/* ------------------------------------------------------------------ */
/* Livingstone (docs/table-link.md, "Livingstone")                     */

static BfLivingstonePlayer *
pad_player (Fixture *fixture,
            guint    index)
{
  return bf_livingstone_game_get_player (fixture->pad, index);
}

/* The tents in @row of @round in a view's own entries. */
static gint64
view_tents (JsonObject *view,
            guint       round,
            guint       row)
{
  JsonObject *entries = json_object_get_object_member (view, "entries");
  JsonArray *rounds = json_object_get_array_member (entries, "rounds");
  JsonObject *object = json_array_get_object_element (rounds, round);

  return json_array_get_int_element (json_object_get_array_member (object, "tents"), row - 1);
}

static JsonObject *
view_player (JsonObject *view,
             guint       index)
{
  return json_array_get_object_element (json_object_get_array_member (view, "players"), index);
}

/* Sends @text from @phone and checks the reply's type ("ack" or
 * "refused"); the reply, for more checks. */
static JsonObject *
phone_expect (Phone      *phone,
              gint64      id,
              const char *text,
              const char *type)
{
  JsonObject *reply;

  phone_send (phone, text);
  reply = phone_wait_reply (phone, id);
  g_test_message ("%s → %s %s", text, json_object_get_string_member (reply, "type"),
                  json_object_get_string_member_with_default (reply, "message", ""));
  g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, type);
  return reply;
}

/* A seat's first view of a pad: its own row, everybody's VP before the
 * donations, no other player's donation anywhere in its frames. */
static void
test_livingstone_view (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autoptr(Phone) anna = NULL;
  g_autoptr(Phone) ben = NULL;
  g_autoptr(JsonObject) view = NULL;
  JsonObject *entries;
  JsonArray *lines;
  gint64 sum = 0;

  /* Entered on the desktop. Anna: 1 tent in row 6 of round 1 (column 1),
   * 3 gems, £93. Ben: 2 tents in row 3 of round 1, VP cards 4, £87.
   * Cleo: 1 tent in row 1 of round 2 (column 2), £88. */
  g_assert_true (bf_livingstone_player_set_tents (pad_player (fixture, 0), 0, 6, 1, NULL));
  g_assert_true (bf_livingstone_player_set_gems (pad_player (fixture, 0), 3, NULL));
  g_assert_true (bf_livingstone_player_set_donation (pad_player (fixture, 0), 93, NULL));
  g_assert_true (bf_livingstone_player_set_tents (pad_player (fixture, 1), 0, 3, 2, NULL));
  g_assert_true (bf_livingstone_player_set_vp_cards (pad_player (fixture, 1), 4, NULL));
  g_assert_true (bf_livingstone_player_set_donation (pad_player (fixture, 1), 87, NULL));
  g_assert_true (bf_livingstone_player_set_tents (pad_player (fixture, 2), 1, 1, 1, NULL));
  g_assert_true (bf_livingstone_player_set_donation (pad_player (fixture, 2), 88, NULL));

  anna = phone_join (fixture, 0);
  ben = phone_join (fixture, 1);
  view = phone_last_view (anna);
  g_assert_cmpstr (json_object_get_string_member (view, "game"), ==, "livingstone");
  g_assert_cmpint (json_object_get_int_member (view, "seat"), ==, 0);

  /* Her own row: 10 rounds (one per column, no stop); 1 tent in row 6
   * of the first, a round score of 1 × 6 = 6 VP; her end entries. */
  entries = json_object_get_object_member (view, "entries");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (entries, "rounds")), ==, 10);
  g_assert_cmpint (view_tents (view, 0, 6), ==, 1);
  g_assert_cmpint (view_tents (view, 0, 5), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (entries, "rounds"), 0), "score"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (entries, "gems"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (entries, "donation"), ==, 93);
  /* Cleo's tent is in the second round: the rounds open there. */
  g_assert_cmpint (json_object_get_int_member (view, "current-round"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (view, "rounds"), 1), "column"), ==, 2);

  /* The VP before the donations, by hand (row n: n VP a tent each
   * round; the most tents in a row take its end value, 12 10 8 6 4 2
   * for rows 1-6):
   *   Anna: 1 × 6 + row 6's majority 2 + 3 gems        = 11
   *   Ben:  2 × 3 + row 3's majority 8 + 4 on cards    = 18
   *   Cleo: 1 × 1 + row 1's majority 12                = 13
   * Ben gave least (£87) and is disqualified on the desktop's result,
   * but the phones show the standings before the reveal. */
  g_assert_cmpstr (json_object_get_string_member (view_player (view, 1), "name"), ==, "Ben");
  g_assert_cmpint (json_object_get_int_member (view_player (view, 0), "total"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 1), "total"), ==, 18);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 2), "total"), ==, 13);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 0), "rank"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 1), "rank"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 2), "rank"), ==, 2);

  /* Her lines add up to her 11, and none is the donation's. */
  lines = json_object_get_array_member (view, "lines");
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      g_assert_cmpstr (json_object_get_string_member (line, "category"), !=, "donation");
      g_assert_nonnull (json_object_get_string_member (line, "explanation"));
      sum += json_object_get_int_member (line, "vp");
    }
  g_assert_cmpint (sum, ==, 11);

  /* Nobody's donation but her own reaches her phone, nor who gave least;
   * nor hers Ben's. */
  g_assert_false (phone_received (anna, "87"));
  g_assert_false (phone_received (anna, "88"));
  g_assert_false (phone_received (anna, "£"));
  g_assert_false (phone_received (ben, "93"));
  g_assert_true (phone_received (ben, "\"donation\":87"));
}

/* A phone's entries land in its own player's row through the pad's
 * setters, each an undo step in the journal before the ack, and every
 * phone sees them; the desktop's entries and its undo reach the phones. */
static void
test_livingstone_entries (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(Phone) ben = phone_join (fixture, 1);
  g_autoptr(JsonObject) reply = NULL;
  g_autoptr(JsonObject) view = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(BfDocument) last = NULL;
  g_autofree char *autosave = g_file_get_path (fixture->autosave);
  g_autofree char *journal_path = g_strconcat (autosave, ".history", NULL);
  g_autofree char *journal = NULL;
  guint undo_depth = bf_session_get_undo_depth (fixture->session);
  guint ben_views = ben->n_views;
  gsize length = 0;
  guint64 base = 0;
  guint64 position = 0;

  /* One tent in row 6 of the first round. */
  reply = phone_expect (anna, 1, "{\"v\":1,\"id\":1,\"type\":\"tents\",\"round\":0,\"row\":6,\"value\":1}", "ack");
  g_assert_true (json_object_get_boolean_member (reply, "saved"));
  /* Read at the ack, before any idle of the session: the journal's last
   * state has the tent. */
  g_assert_true (g_file_get_contents (journal_path, &journal, &length, &error));
  g_assert_no_error (error);
  g_assert_true (bf_session_journal_parse (journal, length, &states, &base, &position, &error));
  g_assert_no_error (error);
  last = bf_document_load_data (g_ptr_array_index (states, states->len - 1), -1, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (BF_IS_LIVINGSTONE_GAME (last));
  g_assert_cmpuint (bf_livingstone_game_get_tents (BF_LIVINGSTONE_GAME (last), 0, 0, 6), ==, 1);
  /* The model: Anna's tent, nobody else's; one undo step more. */
  g_assert_cmpuint (bf_livingstone_player_get_tents (pad_player (fixture, 0), 0, 6), ==, 1);
  g_assert_cmpuint (bf_livingstone_player_get_tents (pad_player (fixture, 1), 0, 6), ==, 0);
  g_assert_cmpuint (bf_session_get_undo_depth (fixture->session), ==, undo_depth + 1);

  /* Ben's phone: Anna at 1 × 6 + row 6's majority 2 = 8 VP, first. */
  phone_wait_views (ben, ben_views);
  view = phone_last_view (ben);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 0), "total"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (view_player (view, 0), "rank"), ==, 1);
  g_assert_cmpint (view_tents (view, 0, 6), ==, 0);

  /* Every other entry of her row, each through its setter. */
  g_clear_pointer (&reply, json_object_unref);
  reply = phone_expect (anna, 2, "{\"v\":1,\"id\":2,\"type\":\"other-tents\",\"row\":2,\"value\":-1}", "ack");
  g_clear_pointer (&reply, json_object_unref);
  reply = phone_expect (anna, 3, "{\"v\":1,\"id\":3,\"type\":\"count\",\"field\":\"gems\",\"value\":3}", "ack");
  g_clear_pointer (&reply, json_object_unref);
  reply = phone_expect (anna, 4, "{\"v\":1,\"id\":4,\"type\":\"count\",\"field\":\"vp-cards\",\"value\":4}", "ack");
  g_clear_pointer (&reply, json_object_unref);
  reply = phone_expect (anna, 5, "{\"v\":1,\"id\":5,\"type\":\"count\",\"field\":\"donation\",\"value\":7}", "ack");
  g_assert_cmpint (bf_livingstone_player_get_other_tents (pad_player (fixture, 0), 2), ==, -1);
  g_assert_cmpuint (bf_livingstone_player_get_gems (pad_player (fixture, 0)), ==, 3);
  g_assert_cmpuint (bf_livingstone_player_get_vp_cards (pad_player (fixture, 0)), ==, 4);
  g_assert_cmpuint (bf_livingstone_player_get_donation (pad_player (fixture, 0)), ==, 7);
  g_assert_cmpuint (bf_session_get_undo_depth (fixture->session), ==, undo_depth + 5);

  /* A desktop entry reaches Ben's phone: his gems. */
  ben_views = ben->n_views;
  g_assert_true (bf_livingstone_player_set_gems (pad_player (fixture, 1), 5, NULL));
  phone_wait_views (ben, ben_views);
  g_clear_pointer (&view, json_object_unref);
  view = phone_last_view (ben);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (view, "entries"), "gems"), ==, 5);

  /* The desktop undoes Anna's donation (the last step): her phone has
   * £0 again. */
  bf_session_checkpoint (fixture->session);
  g_assert_true (bf_session_undo (fixture->session));
  g_assert_true (bf_session_undo (fixture->session));
  phone_send (anna, "{\"v\":1,\"id\":6,\"type\":\"sync\"}");
  g_clear_pointer (&reply, json_object_unref);
  reply = phone_wait_reply (anna, 6);
  phone_wait_views (anna, anna->n_views - 1);
  g_clear_pointer (&view, json_object_unref);
  view = phone_last_view (anna);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (view, "entries"), "donation"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (view, "entries"), "vp-cards"), ==, 4);
}

/* A phone changes its own row only, with the pad's own checks; other
 * games' entries and rounds the pad does not have are refused. */
static void
test_livingstone_own_row (Fixture       *fixture,
                          gconstpointer  user_data)
{
  static const struct
  {
    const char *text;
    const char *says;   /* in the refusal */
  } refused[] = {
    /* No message names a player. */
    { "{\"v\":1,\"id\":1,\"type\":\"tents\",\"round\":0,\"row\":6,\"value\":2,\"player\":1}", "player" },
    { "{\"v\":1,\"id\":2,\"type\":\"count\",\"field\":\"donation\",\"value\":50,\"player\":1}", "player" },
    /* Carnegie's entries. */
    { "{\"v\":1,\"id\":3,\"type\":\"count\",\"field\":\"money\",\"value\":5}", NULL },
    { "{\"v\":1,\"id\":4,\"type\":\"transport\",\"region\":\"east\",\"box\":2}", NULL },
    { "{\"v\":1,\"id\":5,\"type\":\"seal-bid\"}", NULL },
    /* Ten columns, no stop: rounds 0-9. */
    { "{\"v\":1,\"id\":6,\"type\":\"tents\",\"round\":10,\"row\":1,\"value\":1}", NULL },
    /* Out of the pad's ranges: 11 tents a player; 30 gems in the bag. */
    { "{\"v\":1,\"id\":7,\"type\":\"tents\",\"round\":0,\"row\":1,\"value\":12}", "value" },
    { "{\"v\":1,\"id\":8,\"type\":\"other-tents\",\"row\":7,\"value\":1}", "row" },
    { "{\"v\":1,\"id\":9,\"type\":\"count\",\"field\":\"gems\",\"value\":31}", "30" },
  };
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (bf_livingstone_player_set_tents (pad_player (fixture, 1), 0, 6, 1, NULL));
  bf_session_checkpoint (fixture->session);
  before = bf_document_to_data (BF_DOCUMENT (fixture->pad), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonObject) reply = phone_expect (anna, i + 1, refused[i].text, "refused");
      const char *message = json_object_get_string_member (reply, "message");

      if (refused[i].says != NULL)
        g_assert_nonnull (strstr (message, refused[i].says));
    }

  after = bf_document_to_data (BF_DOCUMENT (fixture->pad), NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (bf_livingstone_player_get_tents (pad_player (fixture, 1), 0, 6), ==, 1);
  g_assert_cmpuint (bf_livingstone_player_get_donation (pad_player (fixture, 1)), ==, 0);
}

/* Livingstone's entries are refused by a Carnegie table. */
static void
test_livingstone_not_carnegie (Fixture       *fixture,
                               gconstpointer  user_data)
{
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(JsonObject) tents = NULL;
  g_autoptr(JsonObject) gems = NULL;
  g_autofree char *before = bf_document_to_data (BF_DOCUMENT (fixture->game), NULL);
  g_autofree char *after = NULL;

  tents = phone_expect (anna, 1, "{\"v\":1,\"id\":1,\"type\":\"tents\",\"round\":0,\"row\":6,\"value\":1}", "refused");
  gems = phone_expect (anna, 2, "{\"v\":1,\"id\":2,\"type\":\"count\",\"field\":\"gems\",\"value\":3}", "refused");
  g_assert_cmpstr (json_object_get_string_member (tents, "message"), ==, "This entry is not part of this game.");
  g_assert_cmpstr (json_object_get_string_member (gems, "message"), ==, "This entry is not part of this game.");
  after = bf_document_to_data (BF_DOCUMENT (fixture->game), NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (phone_received (anna, "\"game\":\"livingstone\""));
}

/* Two phones of one seat change the same row at once, a third phone of
 * another seat its own: every entry is kept in the order the server
 * reads them, and every phone ends with the model's one state. */
static void
test_livingstone_two_phones (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autoptr(Phone) anna = phone_join (fixture, 0);
  g_autoptr(Phone) anna2 = phone_join (fixture, 0);
  g_autoptr(Phone) ben = phone_join (fixture, 1);
  Phone *phones[] = { anna, anna2, ben };
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;
  g_autoptr(JsonObject) r3 = NULL;
  guint tents;

  phone_send (anna, "{\"v\":1,\"id\":1,\"type\":\"tents\",\"round\":2,\"row\":4,\"value\":1}");
  phone_send (anna2, "{\"v\":1,\"id\":1,\"type\":\"tents\",\"round\":2,\"row\":4,\"value\":2}");
  phone_send (ben, "{\"v\":1,\"id\":1,\"type\":\"tents\",\"round\":2,\"row\":4,\"value\":3}");
  r1 = phone_wait_reply (anna, 1);
  r2 = phone_wait_reply (anna2, 1);
  r3 = phone_wait_reply (ben, 1);
  g_assert_cmpstr (json_object_get_string_member (r1, "type"), ==, "ack");
  g_assert_cmpstr (json_object_get_string_member (r2, "type"), ==, "ack");
  g_assert_cmpstr (json_object_get_string_member (r3, "type"), ==, "ack");

  /* Anna's row 4 holds the entry read last, Ben's his own. */
  tents = bf_livingstone_player_get_tents (pad_player (fixture, 0), 2, 4);
  g_assert_true (tents == 1 || tents == 2);
  g_assert_cmpuint (bf_livingstone_player_get_tents (pad_player (fixture, 1), 2, 4), ==, 3);

  for (guint i = 0; i < G_N_ELEMENTS (phones); i++)
    {
      g_autoptr(JsonObject) reply = NULL;
      g_autoptr(JsonObject) view = NULL;

      phone_send (phones[i], "{\"v\":1,\"id\":2,\"type\":\"sync\"}");
      reply = phone_wait_reply (phones[i], 2);
      phone_wait_views (phones[i], phones[i]->n_views - 1);
      view = phone_last_view (phones[i]);
      /* Anna: tents × 4 VP + row 4's majority... Ben has 3 there, more
       * than her 1 or 2: Ben 3 × 4 + 6 = 18, Anna tents × 4. */
      g_assert_cmpint (view_tents (view, 2, 4), ==, i < 2 ? tents : 3);
      g_assert_cmpint (json_object_get_int_member (view_player (view, 0), "total"), ==, tents * 4);
      g_assert_cmpint (json_object_get_int_member (view_player (view, 1), "total"), ==, 18);
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (view, "entries"), "donation"), ==, 0);
    }
}

/* The page's Livingstone part is served, and every string it asks for
 * (api.t('…') or api.t('…', 'context')) is in strings.json. */
static void
test_livingstone_page (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autofree char *page = seat_path (fixture, 1);
  g_autofree char *script_path = g_strconcat (page, "livingstone.js", NULL);
  g_autofree char *strings_path = g_strconcat (page, "strings.json", NULL);
  g_autofree char *script = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  JsonObject *strings;
  guint n = 0;

  g_assert_cmpuint (get (fixture, script_path, &script), ==, 200);
  g_assert_nonnull (strstr (script, "BfLivingstone"));
  g_assert_cmpuint (get (fixture, strings_path, &text), ==, 200);
  root = bf_json_parse (text, -1, NULL);
  g_assert_nonnull (root);
  strings = json_object_get_object_member (json_node_get_object (root), "strings");

  regex = g_regex_new ("\\bt\\('([^']*)'(?:, '([^']*)')?\\)", 0, 0, NULL);
  g_regex_match (regex, script, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL), n++)
    {
      g_autofree char *msgid = g_match_info_fetch (match, 1);
      g_autofree char *context = g_match_info_fetch (match, 2);
      g_autofree char *key = context != NULL && *context != '\0' ? g_strconcat (context, "\004", msgid, NULL)
                                                                  : g_strdup (msgid);

      g_test_message ("t('%s')", key);
      g_assert_true (json_object_has_member (strings, key));
    }
  /* The rounds, the rows, the end, the score, the names… */
  g_assert_cmpuint (n, >=, 25);

  /* board.json of a pad: the players' colours only, as
   * data/rules/colors.json has them (the header's and the standings'
   * dots; it was a 404, and the page drew no colour). */
  {
    g_autofree char *board_path = g_strconcat (page, "board.json", NULL);
    g_autofree char *board_text = NULL;
    g_autoptr(JsonNode) board = NULL;
    JsonObject *colors;

    g_assert_cmpuint (get (fixture, board_path, &board_text), ==, 200);
    board = bf_json_parse (board_text, -1, NULL);
    g_assert_nonnull (board);
    g_assert_false (json_object_has_member (json_node_get_object (board), "spaces"));
    colors = json_object_get_object_member (json_node_get_object (board), "colors");
    g_assert_nonnull (colors);
    g_assert_cmpstr (json_object_get_string_member (colors, "red"), ==, "#c01c28");
    g_assert_cmpstr (json_object_get_string_member (colors, "black"), ==, "#241f31");
    g_assert_cmpuint (json_object_get_size (colors), ==, 6);
  }
}

/* A seat's score lines in its page's language (ws?lang=de), the
 * desktop's untouched: the gems' and the cards' titles are msgids. */
static void
test_livingstone_language (Fixture       *fixture,
                           gconstpointer  user_data)
{
  g_autoptr(Phone) de = NULL;
  g_autoptr(JsonObject) view = NULL;
  const char *wanted[] = { "gems", "Gems kept", "vp-cards", "VP action cards" };
  JsonArray *lines;
  guint found = 0;

  if (!have_catalogues ())
    return;

  de = phone_join_in (fixture, 1, "de");
  view = phone_last_view (de);
  lines = json_object_get_array_member (view, "lines");
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      for (guint w = 0; w < G_N_ELEMENTS (wanted); w += 2)
        if (g_str_equal (json_object_get_string_member (line, "category"), wanted[w]))
          {
            const char *german = bf_link_page_gettext ("de", NULL, wanted[w + 1]);

            /* po/de.po translates both. */
            g_assert_cmpstr (german, !=, wanted[w + 1]);
            g_assert_cmpstr (json_object_get_string_member (line, "title"), ==, german);
            found++;
          }
    }
  g_assert_cmpuint (found, ==, 2);
  g_assert_cmpstr (_("Gems kept"), ==, "Gems kept");
}

/* A pad is shared only with its players in: two at least. */
static void
test_livingstone_too_few (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("benefactor-link-XXXXXX", &error);
  g_autoptr(GFile) autosave = g_file_new_build_filename (dir, "game.json", NULL);
  g_autoptr(BfSession) session = bf_session_new (autosave);
  g_autoptr(BfLivingstoneGame) pad = bf_livingstone_game_new ();
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(BfTableLink) link = NULL;

  g_assert_true (bf_livingstone_game_add_player (pad, "Anna", NULL, NULL));
  bf_session_set_document (session, BF_DOCUMENT (pad));
  link = bf_table_link_new (session);
  g_ptr_array_add (addresses, g_inet_socket_address_new_from_string ("127.0.0.1", 0));
  g_assert_false (bf_table_link_start (link, addresses, &error));
  g_assert_error (error, BF_TABLE_LINK_ERROR, BF_TABLE_LINK_ERROR_NO_TABLE);
  g_assert_false (bf_table_link_get_sharing (link));
  g_clear_object (&link);
  g_clear_object (&session);
  bf_test_remove_tree (dir);
}

/* The local network's addresses, for the links shown: never the
 * loopback (not bound here). */
static void
test_local_addresses (void)
{
  g_autoptr(GPtrArray) addresses = bf_table_link_list_local_addresses ();

  for (guint i = 0; i < addresses->len; i++)
    g_assert_false (g_inet_address_get_is_loopback (g_ptr_array_index (addresses, i)));
}

/* The parser alone: what each message reads as. */
static void
test_parse (void)
{
  g_autoptr(GError) error = NULL;
  BfLinkMessage message;
  const char *text;

  text = "{\"v\":1,\"id\":3,\"type\":\"donation\",\"column\":\"welfare\",\"row\":2,\"on\":true}";
  g_assert_true (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_no_error (error);
  g_assert_cmpint (message.kind, ==, BF_LINK_MESSAGE_DONATION);
  g_assert_cmpint (message.id, ==, 3);
  /* Welfare is column 2 (0-based): 2 × 5 + row 2 − 1 = 11. */
  g_assert_cmpuint (message.pos, ==, 11);
  g_assert_true (message.on);

  text = "{\"v\":1,\"type\":\"department\",\"number\":20,\"on\":true,\"active-employee\":true}";
  g_assert_true (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_cmpuint (message.department.number, ==, 20);
  g_assert_true (message.department.active_employee);
  g_assert_false (message.department.top_row);

  text = "{\"v\":1,\"id\":4,\"type\":\"tents\",\"round\":29,\"row\":6,\"value\":11}";
  g_assert_true (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_cmpint (message.kind, ==, BF_LINK_MESSAGE_TENTS);
  g_assert_cmpuint (message.round, ==, 29);
  g_assert_cmpuint (message.row, ==, 6);
  g_assert_cmpint (message.value, ==, 11);

  text = "{\"v\":1,\"type\":\"other-tents\",\"row\":1,\"value\":-11}";
  g_assert_true (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_cmpint (message.kind, ==, BF_LINK_MESSAGE_OTHER_TENTS);
  g_assert_cmpint (message.value, ==, -11);

  text = "{\"v\":1,\"type\":\"count\",\"field\":\"vp-cards\",\"value\":12}";
  g_assert_true (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_cmpint (message.count, ==, BF_LINK_COUNT_VP_CARDS);

  /* 30 rounds at most: 0-29. */
  text = "{\"v\":1,\"type\":\"tents\",\"round\":30,\"row\":6,\"value\":1}";
  g_assert_false (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_error (error, BF_LINK_MESSAGE_ERROR, BF_LINK_MESSAGE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "round"));
  g_clear_error (&error);

  text = "{\"v\":1,\"type\":\"secret-donation\",\"column\":null}";
  g_assert_true (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_cmpuint (message.pos, ==, BF_CHART_POS_NONE);

  /* Cut short: only the bytes given are read. */
  text = "{\"v\":1,\"type\":\"sync\"}";
  g_assert_false (bf_link_message_parse (text, strlen (text) - 1, &message, &error));
  g_assert_error (error, BF_LINK_MESSAGE_ERROR, BF_LINK_MESSAGE_ERROR_SYNTAX);
  g_clear_error (&error);

  text = "{\"v\":1,\"type\":\"department\",\"number\":33,\"on\":true}";
  g_assert_false (bf_link_message_parse (text, strlen (text), &message, &error));
  g_assert_error (error, BF_LINK_MESSAGE_ERROR, BF_LINK_MESSAGE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "number"));
}

/* ------------------------------------------------------------------ */
/* The page (docs/table-link.md, "The page")                           */

/* GET @path with an Accept-Language header (or none): the status, the
 * body and the content type. */
static guint
get_page (Fixture    *fixture,
          const char *path,
          const char *accept_language,
          char      **body,
          char      **content_type)
{
  g_autofree char *url = g_strconcat (fixture->base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
  SoupMessageHeaders *headers = soup_message_get_response_headers (msg);
  Reply reply = { FALSE, 0, NULL };

  if (accept_language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", accept_language);
  soup_session_send_and_read_async (fixture->http, msg, G_PRIORITY_DEFAULT, NULL, sent_cb, &reply);
  wait_for (&reply.done);
  g_assert_nonnull (reply.body);
  *body = g_strndup (g_bytes_get_data (reply.body, NULL), g_bytes_get_size (reply.body));
  if (content_type != NULL)
    *content_type = g_strdup (soup_message_headers_get_content_type (headers, NULL));
  if (reply.status == 200)
    g_assert_nonnull (strstr (soup_message_headers_get_one (headers, "Content-Security-Policy"),
                              "default-src 'self'"));
  g_bytes_unref (reply.body);
  return reply.status;
}

static JsonObject *
get_json (Fixture    *fixture,
          const char *path,
          const char *accept_language)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *body = NULL;
  g_autofree char *type = NULL;

  g_assert_cmpuint (get_page (fixture, path, accept_language, &body, &type), ==, 200);
  g_assert_cmpstr (type, ==, "application/json");
  root = json_from_string (body, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_object_ref (json_node_get_object (root));
}

/* Each file of the page under a live token, with its type; under any
 * other token, or once the seat is taken back, the same 404. */
static void
test_page_files (Fixture       *fixture,
                 gconstpointer  user_data)
{
  static const struct { const char *name; const char *type; } files[] = {
    { "", "text/html" }, { "app.js", "text/javascript" }, { "style.css", "text/css" },
    { "board.json", "application/json" }, { "strings.json", "application/json" },
    /* Empty until the Livingstone part of the page is in the resources. */
    { "livingstone.js", "text/javascript" },
  };
  g_autofree char *anna = seat_path (fixture, 0);
  g_autofree char *ben = seat_path (fixture, 1);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_strconcat (anna, files[i].name, NULL);
      g_autofree char *wrong = g_strconcat ("/t/0123456789abcdef0123456789abcdef/", files[i].name, NULL);
      g_autofree char *slash = g_strconcat (path, "/", NULL);
      g_autofree char *body = NULL;
      g_autofree char *type = NULL;

      g_test_message ("GET %s", path);
      g_assert_cmpuint (get_page (fixture, path, NULL, &body, &type), ==, 200);
      g_assert_cmpstr (type, ==, files[i].type);
      if (!g_str_equal (files[i].name, "livingstone.js"))
        g_assert_cmpuint (strlen (body), >, 0);
      g_clear_pointer (&body, g_free);

      g_assert_cmpuint (get_page (fixture, wrong, NULL, &body, NULL), ==, 404);
      g_assert_cmpstr (body, ==, "Not found\n");
      g_clear_pointer (&body, g_free);
      if (files[i].name[0] != '\0')
        {
          g_assert_cmpuint (get_page (fixture, slash, NULL, &body, NULL), ==, 404);
          g_assert_cmpstr (body, ==, "Not found\n");
          g_clear_pointer (&body, g_free);
        }
    }

  /* A name that is not one of the page's files. */
  {
    const char *others[] = { "index.js", "app.css", "board", "strings.json.bak", "ws2", "App.js" };

    for (guint i = 0; i < G_N_ELEMENTS (others); i++)
      {
        g_autofree char *path = g_strconcat (anna, others[i], NULL);
        g_autofree char *body = NULL;

        g_assert_cmpuint (get_page (fixture, path, NULL, &body, NULL), ==, 404);
        g_assert_cmpstr (body, ==, "Not found\n");
      }
  }

  /* Ben's seat taken back: none of his files any more. */
  bf_table_link_revoke_seat (fixture->link, 1);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_strconcat (ben, files[i].name, NULL);
      g_autofree char *body = NULL;

      g_assert_cmpuint (get_page (fixture, path, NULL, &body, NULL), ==, 404);
      g_assert_cmpstr (body, ==, "Not found\n");
    }
}

static JsonObject *
find_member_object (JsonArray  *array,
                    const char *member,
                    gint64      value)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (json_object_get_int_member (object, member) == value)
        return object;
    }
  g_assert_not_reached ();
}

/* board.json: the map's spaces where the desktop draws them, with the
 * desktop's names; the chart, the departments in play, the bidding
 * sheet. */
static void
test_page_board (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autofree char *anna = seat_path (fixture, 0);
  g_autofree char *path = g_strconcat (anna, "board.json", NULL);
  g_autoptr(JsonObject) board = get_json (fixture, path, NULL);
  JsonArray *spaces = json_object_get_array_member (board, "spaces");
  JsonArray *regions = json_object_get_array_member (board, "regions");
  JsonArray *chart = json_object_get_array_member (board, "chart");
  JsonObject *space;
  JsonObject *east;
  JsonObject *bidding;

  g_assert_cmpuint (json_array_get_length (spaces), ==,
                    bf_carnegie_rules_get_n_spaces (bf_carnegie_game_get_rules (fixture->game)));

  /* Chicago (data/rules/board.json: x 0.66, y 0.34, a major city of five
   * spaces, commerce housing industry industry public). Its centre on the
   * 1000 × 640 board, inside margins of 45 and 30: 45 + 0.66 × 910 = 645.6,
   * 30 + 0.34 × 580 = 227.2. Three disks of 20, 3 apart, above two: space 1
   * at 645.6 − 23 = 622.6, 227.2 − 11.5 = 215.7; space 4 in the second
   * row, half a step left of the centre: 645.6 − 11.5 = 634.1, 215.7 + 23
   * = 238.7. */
  space = find_member_object (spaces, "space", bf_test_space_of ("chicago", 1));
  g_assert_cmpstr (json_object_get_string_member (space, "label"), ==, "Chicago, space 1, Commerce");
  g_assert_cmpstr (json_object_get_string_member (space, "type"), ==, "commerce");
  g_assert_cmpstr (json_object_get_string_member (space, "region"), ==, "midwest");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (space, "x"), 622.6, 0.011);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (space, "y"), 215.7, 0.011);
  space = find_member_object (spaces, "space", bf_test_space_of ("chicago", 4));
  g_assert_cmpstr (json_object_get_string_member (space, "label"), ==, "Chicago, space 4, Industry");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (space, "x"), 634.1, 0.011);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (space, "y"), 238.7, 0.011);
  /* Reno, a town (x 0.10, y 0.46): 45 + 91 = 136, 30 + 266.8 = 296.8. */
  space = find_member_object (spaces, "space", bf_test_space_of ("reno", 1));
  g_assert_cmpstr (json_object_get_string_member (space, "label"), ==, "Reno, small town");
  g_assert_cmpstr (json_object_get_string_member (space, "type"), ==, "any");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (space, "x"), 136.0, 0.011);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (space, "y"), 296.8, 0.011);

  /* The East's track: box 2 is a stagecoach box (the East starts at the
   * stagecoach level). */
  east = json_array_get_object_element (regions, 0);
  g_assert_cmpstr (json_object_get_string_member (east, "id"), ==, "east");
  g_assert_cmpstr (json_object_get_string_member (east, "name"), ==, "East");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (east, "boxes"), 1), "name"),
                   ==, "East: Box 2 · Stagecoach");

  /* 4 columns × 5 rows, row by row; no New Donations tile here. */
  g_assert_cmpuint (json_array_get_length (chart), ==, 20);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (chart, 0), "column"), ==, "education");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (chart, 0), "row"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (chart, 5), "column"), ==, "rights");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (chart, 5), "row"), ==, 2);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (json_array_get_object_element (chart, 5), "label"),
                                   "Human Rights 2: "));

  /* The base game's 16 departments only: New Departments is not in play. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (board, "departments")), ==, 16);

  /* The bidding sheet's five lines and the $50 budget; the Secret Donation
   * is in play. */
  bidding = json_object_get_object_member (board, "bidding");
  g_assert_cmpint (json_object_get_int_member (bidding, "budget"), ==, 50);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (bidding, "lines")), ==, 5);
  g_assert_true (json_object_get_boolean_member (board, "secret-donation"));
}

/* The page's language: picked from Accept-Language among the app's, in
 * <html lang>, strings.json and board.json in that language whatever the
 * desktop's (this test runs in the C locale). */
static void
test_page_language (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *anna = seat_path (fixture, 0);
  g_autofree char *strings_path = g_strconcat (anna, "strings.json", NULL);
  g_autofree char *board_path = g_strconcat (anna, "board.json", NULL);
  g_autofree char *page = NULL;
  g_autoptr(JsonObject) strings = NULL;
  g_autoptr(JsonObject) board = NULL;
  JsonObject *space;

  g_assert_cmpstr (bf_link_page_pick_language (NULL), ==, "en");
  g_assert_cmpstr (bf_link_page_pick_language (""), ==, "en");
  g_assert_cmpstr (bf_link_page_pick_language ("de-CH,de;q=0.9,en;q=0.8"), ==, "de");
  g_assert_cmpstr (bf_link_page_pick_language ("en-US,en;q=0.9,fr;q=0.8"), ==, "en");
  g_assert_cmpstr (bf_link_page_pick_language ("pt-BR,pt;q=0.9"), ==, "en");
  g_assert_cmpstr (bf_link_page_pick_language ("pt-BR, nl;q=0.7, fr;q=0.5"), ==, "nl");
  g_assert_cmpstr (bf_link_page_pick_language ("fr;q=0.5, DA;q=0.6"), ==, "da");
  g_assert_cmpstr (bf_link_page_pick_language ("de;q=0, fr"), ==, "fr");
  g_assert_cmpstr (bf_link_page_pick_language ("*"), ==, "en");
  g_assert_cmpstr (bf_link_page_pick_language ("deu, german, d"), ==, "en");

  g_assert_cmpuint (get_page (fixture, anna, "fr-FR,fr;q=0.9", &page, NULL), ==, 200);
  g_assert_nonnull (strstr (page, "<html lang=\"fr\">"));
  g_clear_pointer (&page, g_free);
  g_assert_cmpuint (get_page (fixture, anna, NULL, &page, NULL), ==, 200);
  g_assert_nonnull (strstr (page, "<html lang=\"en\">"));

  strings = get_json (fixture, strings_path, NULL);
  g_assert_cmpstr (json_object_get_string_member (strings, "lang"), ==, "en");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (strings, "strings"), "Money ($)"),
                   ==, "Money ($)");
  g_clear_pointer (&strings, json_object_unref);

  /* The German catalogue of the build (po/de.po: "Money ($)" is
   * "Geld ($)", the region "East" is "Osten", "%s, space %u, %s" is
   * "%s, Feld %u, %s"). */
  if (!have_catalogues ())
    return;
  strings = get_json (fixture, strings_path, "de-DE,de;q=0.9");
  g_assert_cmpstr (json_object_get_string_member (strings, "lang"), ==, "de");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (strings, "strings"), "Money ($)"),
                   ==, "Geld ($)");
  board = get_json (fixture, board_path, "de");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (board, "regions"), 0), "name"),
                   ==, "Osten");
  space = find_member_object (json_object_get_array_member (board, "spaces"), "space", bf_test_space_of ("chicago", 2));
  g_assert_true (g_str_has_prefix (json_object_get_string_member (space, "label"), "Chicago, Feld 2, "));
  /* The desktop's own language is not touched. */
  g_assert_cmpstr (bf_carnegie_rules_get_region (bf_carnegie_game_get_rules (fixture->game), BF_REGION_EAST)->name, ==, "East");
}

/* Every string app.js asks for with t('msgid'[, 'context']) is in
 * strings.json: the page never shows an untranslatable string. A view
 * says which game it is. */
static void
test_page_strings (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autofree char *anna = seat_path (fixture, 0);
  g_autofree char *strings_path = g_strconcat (anna, "strings.json", NULL);
  g_autoptr(JsonObject) strings = get_json (fixture, strings_path, NULL);
  JsonObject *table = json_object_get_object_member (strings, "strings");
  g_autoptr(GBytes) script = g_resources_lookup_data (RESOURCE_PREFIX "/link/app.js", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GRegex) call = g_regex_new ("(?<![A-Za-z0-9_.])t\\('([^']+)'(?:, '([^']+)')?\\)", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(Phone) phone = NULL;
  g_autoptr(JsonObject) view = NULL;
  guint n = 0;

  g_assert_nonnull (script);
  g_regex_match_full (call, g_bytes_get_data (script, NULL), g_bytes_get_size (script), 0, 0, &match, NULL);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL), n++)
    {
      g_autofree char *msgid = g_match_info_fetch (match, 1);
      g_autofree char *context = g_match_info_fetch (match, 2);
      g_autofree char *key = context != NULL && *context != '\0' ? g_strconcat (context, "\004", msgid, NULL)
                                                                 : g_strdup (msgid);

      g_test_message ("t('%s')", key);
      g_assert_true (json_object_has_member (table, key));
    }
  /* The page asks for its strings (a regular expression that stopped
   * matching would check nothing). */
  g_assert_cmpuint (n, >, 50);

  phone = phone_join (fixture, 0);
  view = phone_last_view (phone);
  g_assert_cmpstr (json_object_get_string_member (view, "game"), ==, "carnegie");
}

/* The score lines of a seat's view in the language its page asked for
 * ("ws?lang=fr"), whatever the desktop's (C.UTF-8 here, where GLib's own
 * gettext translates nothing, and with LANGUAGE=da, see main()): the
 * titles, the explanations and the rule data's texts in them; two phones
 * of one seat in two languages each get their own; the desktop's card
 * stays in its language. */
static void
test_page_lines_language (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(Phone) fr = NULL;
  g_autoptr(Phone) en = NULL;
  g_autoptr(JsonObject) fr_view = NULL;
  g_autoptr(JsonObject) en_view = NULL;
  g_autoptr(BfScoreCard) desktop = NULL;
  JsonObject *fr_donation = NULL;
  JsonObject *en_donation = NULL;
  JsonArray *fr_lines;
  JsonArray *en_lines;
  guint n_translated = 0;

  if (!have_catalogues ())
    return;

  /* Anna: 12 on the score track, Training and Partnerships and
   * Recruiting (two Human Resources departments) built, a pawn on
   * Education row 1 ("3 VP per Human Resources department built"). */
  g_assert_true (bf_carnegie_player_set_score_track (player (fixture, 0), 12, &error));
  g_assert_no_error (error);
  for (guint number = 1; number <= 2; number++)
    {
      g_assert_true (bf_carnegie_player_add_department (player (fixture, 0),
                                                       &(BfBuiltDepartment) { .number = number }, &error));
      g_assert_no_error (error);
    }
  g_assert_true (bf_carnegie_player_add_donation (player (fixture, 0), BF_CHART_POS (BF_DONATION_EDUCATION, 1), &error));
  g_assert_no_error (error);

  fr = phone_join_in (fixture, 0, "fr");
  en = phone_join_in (fixture, 0, "en");
  fr_view = phone_last_view (fr);
  en_view = phone_last_view (en);
  fr_lines = json_object_get_array_member (fr_view, "lines");
  en_lines = json_object_get_array_member (en_view, "lines");
  g_assert_cmpuint (json_array_get_length (fr_lines), ==, json_array_get_length (en_lines));
  g_assert_cmpuint (json_array_get_length (en_lines), >, 0);
  for (guint i = 0; i < json_array_get_length (en_lines); i++)
    {
      JsonObject *fr_line = json_array_get_object_element (fr_lines, i);
      JsonObject *en_line = json_array_get_object_element (en_lines, i);
      const char *title = json_object_get_string_member (en_line, "title");

      g_assert_cmpstr (json_object_get_string_member (fr_line, "category"), ==,
                       json_object_get_string_member (en_line, "category"));
      g_assert_cmpint (json_object_get_int_member (fr_line, "vp"), ==, json_object_get_int_member (en_line, "vp"));
      if (g_strcmp0 (json_object_get_string_member (fr_line, "title"), title) != 0)
        n_translated++;
      if (strstr (json_object_get_string_member (en_line, "explanation"), "Human Resources") != NULL)
        {
          en_donation = en_line;
          fr_donation = fr_line;
        }
    }
  /* Every title has a French translation (po/fr.po). */
  g_assert_cmpuint (n_translated, ==, json_array_get_length (en_lines));

  /* The donation's line: 3 VP for each Human Resources department,
   * its text in French as po/fr.po has it ("donation space" context). */
  g_assert_nonnull (en_donation);
  g_assert_cmpint (json_object_get_int_member (fr_donation, "vp"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (en_donation, "explanation"), ==,
                   "3 VP per Human Resources department built: 2 departments built → 6 VP");
  /* po/fr.po: the text, "%s : %s" (with a no-break space), "%u
   * départements construits" (French plural form 1: n > 1) and
   * "%d PV". */
  g_assert_cmpstr (json_object_get_string_member (fr_donation, "explanation"), ==,
                   "3\u00a0PV par département Ressources humaines construit\u00a0: "
                   "2 départements construits → 6\u00a0PV");
  g_assert_null (strstr (json_object_get_string_member (fr_donation, "explanation"), "Human"));
  g_assert_cmpstr (json_object_get_string_member (en_donation, "title"), ==, "Education column, row 1");
  g_assert_cmpstr (json_object_get_string_member (fr_donation, "title"), ==, "Ligne 1, colonne Éducation");

  /* The desktop's own card and thread: English (the msgids, in C). */
  desktop = bf_document_score_as_entered (BF_DOCUMENT (fixture->game), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < bf_score_card_get_n_lines (desktop, 0); i++)
    g_assert_null (strstr (bf_score_card_get_line (desktop, 0, i)->explanation, "PV"));
  g_assert_cmpstr (bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (fixture->game), 1)->name,
                   ==, "Training and Partnerships");
  g_assert_cmpstr (_("Money ($)"), ==, "Money ($)");
}

/* A refused entry's words in the phone's language, the rule data's in
 * them too; the table unchanged; the desktop's language untouched. */
static void
test_page_refusal_language (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(Phone) de = NULL;
  g_autoptr(Phone) fr = NULL;
  g_autoptr(JsonObject) reply = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *project = NULL;
  guint space = bf_test_space_of ("new-york", 1);

  if (!have_catalogues ())
    return;

  /* Ben's pawn on New York's first space (Commerce). */
  g_assert_true (bf_carnegie_player_add_project (player (fixture, 1), space, BF_PROJECT_COMMERCE, &error));
  g_assert_no_error (error);
  before = bf_document_to_data (BF_DOCUMENT (fixture->game), NULL);

  de = phone_join_in (fixture, 0, "de");
  fr = phone_join_in (fixture, 0, "fr");

  /* The link's own refusal (po/fr.po). */
  phone_send (fr, "{\"v\":1,\"id\":1,\"type\":\"donation\",\"column\":\"health\",\"row\":3,\"on\":false}");
  reply = phone_wait_reply (fr, 1);
  g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "refused");
  g_assert_cmpstr (json_object_get_string_member (reply, "message"), ==,
                   "Aucun de vos pions n’est sur cette case de don.");
  g_clear_pointer (&reply, json_object_unref);

  /* The model's refusal, with the project type's name from the rule data
   * (po/de.po: "Two pieces on %s: %s and %s’s pawn. A space holds one
   * piece only.", "%s, space %u (%s)", "%s’s pawn" as a piece in a
   * sentence, and the project type "Commerce"). */
  project = g_strdup_printf ("{\"v\":1,\"id\":2,\"type\":\"project\",\"space\":%u,\"on\":true,\"project\":\"commerce\"}", space);
  phone_send (de, project);
  reply = phone_wait_reply (de, 2);
  g_assert_cmpstr (json_object_get_string_member (reply, "type"), ==, "refused");
  g_assert_cmpstr (json_object_get_string_member (reply, "message"), ==,
                   "Zwei Teile auf New York, Feld 1 (Handel): der Spielstein von Ben und der Spielstein von Anna. "
                   "Auf einem Feld liegt nur ein Teil.");

  /* Nothing changed; the desktop speaks its own language. */
  after = bf_document_to_data (BF_DOCUMENT (fixture->game), NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (bf_carnegie_rules_get_project_type (bf_carnegie_game_get_rules (fixture->game),
                                                       BF_PROJECT_COMMERCE)->name, ==, "Commerce");
  g_assert_true (bf_i18n_get_speaking () == NULL);
}

/* A desktop in German, with LANGUAGE=de as a German session has (the
 * child process sets its locale before the rules are first loaded): a
 * phone in English gets English names from board.json and English score
 * lines, one in French French ones, though the desktop's rules are
 * German; and the desktop stays German. */
static void
test_page_desktop_language (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BfCarnegieGame) game = NULL;
      g_autoptr(GBytes) en = NULL;
      g_autoptr(GBytes) fr = NULL;
      g_autoptr(JsonNode) en_root = NULL;
      g_autoptr(JsonNode) fr_root = NULL;
      g_autoptr(BfScoreCard) card = NULL;
      g_autoptr(BfScoreCard) german = NULL;
      BfCatalogue *speaking;
      guint i;

      if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL && setlocale (LC_ALL, "de_DE.utf8") == NULL)
        {
          g_test_skip ("no German locale on this system");
          return;
        }
      g_setenv ("LANGUAGE", "de", TRUE);
      game = bf_carnegie_game_new ();
      g_assert_nonnull (bf_carnegie_game_add_player (game, "Anna", &error));
      g_assert_no_error (error);
      g_assert_cmpstr (bf_carnegie_rules_get_region (bf_carnegie_game_get_rules (game), BF_REGION_EAST)->name, ==, "Osten");

      en = bf_link_page_dup_board (game, "en");
      fr = bf_link_page_dup_board (game, "fr");
      en_root = json_from_string (g_bytes_get_data (en, NULL), &error);
      g_assert_no_error (error);
      fr_root = json_from_string (g_bytes_get_data (fr, NULL), &error);
      g_assert_no_error (error);
      g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (en_root), "regions"), 0), "name"), ==, "East");
      g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (fr_root), "regions"), 0), "name"), ==, "Est");

      /* The score track's line in English, then German again. */
      speaking = bf_link_page_speak ("en");
      card = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
      bf_i18n_speak (speaking);
      g_assert_no_error (error);
      for (i = 0; i < bf_score_card_get_n_lines (card, 0); i++)
        if (g_str_equal (bf_score_card_get_line (card, 0, i)->title, "Score track"))
          break;
      g_assert_cmpuint (i, <, bf_score_card_get_n_lines (card, 0));
      g_assert_cmpstr (_("Score track"), ==, "Siegpunktleiste");
      german = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
      g_assert_no_error (error);
      g_assert_cmpstr (bf_score_card_get_line (german, 0, i)->title, ==, "Siegpunktleiste");
      g_assert_cmpstr (bf_carnegie_rules_get_region (bf_carnegie_game_get_rules (game), BF_REGION_EAST)->name, ==, "Osten");
      return;
    }

  if (!have_catalogues ())
    return;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* The catalogues of the build, for the page's languages
   * (/link/page-language); the program's own language stays C, and a
   * LANGUAGE of the session changes no page's. */
  g_setenv ("LANGUAGE", "da", TRUE);
  if (g_getenv ("BF_LOCALEDIR") != NULL)
    bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BF_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  g_test_add_func ("/link/parse", test_parse);
  g_test_add_func ("/link/livingstone/too-few", test_livingstone_too_few);
  g_test_add_func ("/link/local-addresses", test_local_addresses);
  g_test_add_func ("/link/page-desktop-language", test_page_desktop_language);
#define ADD(path, func) \
  g_test_add ("/link/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("not-found", test_not_found);
  ADD ("view", test_view);
  ADD ("entry-broadcast", test_entry_broadcast);
  ADD ("own-player-only", test_own_player_only);
  ADD ("secrets", test_secrets);
  ADD ("bad-messages", test_bad_messages);
  ADD ("journal-before-ack", test_journal_before_ack);
  ADD ("same-space", test_same_space);
  ADD ("tokens-kept", test_tokens_kept);
  ADD ("page-files", test_page_files);
  ADD ("page-board", test_page_board);
  ADD ("page-language", test_page_language);
  ADD ("page-strings", test_page_strings);
  ADD ("page-lines-language", test_page_lines_language);
  ADD ("page-refusal-language", test_page_refusal_language);
  ADD ("seats-kept", test_seats_kept);
  ADD ("livingstone/not-carnegie", test_livingstone_not_carnegie);
#undef ADD
#define ADD_PAD(path, func) \
  g_test_add ("/link/livingstone/" path, Fixture, livingstone, fixture_set_up, func, fixture_tear_down)
  ADD_PAD ("view", test_livingstone_view);
  ADD_PAD ("entries", test_livingstone_entries);
  ADD_PAD ("own-row", test_livingstone_own_row);
  ADD_PAD ("two-phones", test_livingstone_two_phones);
  ADD_PAD ("page", test_livingstone_page);
  ADD_PAD ("language", test_livingstone_language);
#undef ADD_PAD

  return g_test_run ();
}
