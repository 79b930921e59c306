/* bench-link.c
 *
 * The latency of the table link (docs/table-link.md, issue 32: "an entry
 * on one phone appears on the desktop and the other phones within 100 ms
 * on the local machine with four phones connected"). Not a test.
 *
 *   bench-link BENEFACTOR [-n N]
 *
 * Starts `BENEFACTOR --share-table GAME --listen 127.0.0.1:0` (the
 * headless desktop, its own process, as a real desktop is to the phones)
 * on a fresh four-player game in a temporary folder on the disk
 * (g_dir_make_tmp()), and connects four phones to it, one per seat: four
 * WebSocket clients (libsoup 3), in this process, on the loopback only.
 * Then N entries (default 400; after 20 not counted), the phones taking
 * turns: the phone sets its player's score track to one more, then one
 * less (protocol v1 `count`), which every seat sees (the player's total
 * in every view). Each entry is timed from the moment its message is
 * handed to libsoup:
 *
 *   desktop   until the phone receives its ack: the desktop has applied
 *             the entry to the game's model, made it an undo step,
 *             written the autosave and appended it to the undo journal
 *             (the ack is sent only after all that), and it is on its
 *             way to the other phones: an upper bound on "the desktop
 *             has it";
 *   phones    until the last of the other three phones has received the
 *             new view (with the new total);
 *   phone     each of those three views on its own.
 *
 * The next entry is sent once the ack and the four new views (the
 * sender's own too) have arrived. Prints
 * the median, the 95th percentile (nearest rank) and the maximum of each
 * in milliseconds, the load average before and after, and exits 1 if
 * anything went wrong (a refusal, a view with the wrong total, the server
 * gone).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <errno.h>
#include <json-glib/json-glib.h>
#include <libsoup/soup.h>
#include <glib/gstdio.h>
#include <signal.h>

#include "bench-util.h"

#define N_PHONES 4
#define WARM_UP 20

static const char game_json[] =
  "{\"format\":\"benefactor-carnegie\",\"version\":2,\"solo\":false,\"modules\":[],"
  "\"players\":[{\"name\":\"Anna\",\"color\":\"red\",\"score-track\":10},"
  "{\"name\":\"Ben\",\"color\":\"blue\",\"score-track\":10},"
  "{\"name\":\"Carla\",\"color\":\"green\",\"score-track\":10},"
  "{\"name\":\"Dan\",\"color\":\"yellow\",\"score-track\":10}]}\n";

typedef struct {
  SoupWebsocketConnection *ws;
  guint                    index;
  gint64                   last_total[N_PHONES];  /* of each player, as last seen */
  gint64                   score_track;           /* its own player's */
  double                   view_at;               /* when the entry's view arrived, 0: not yet */
} Phone;

static Phone phones[N_PHONES];
static GMainLoop *loop;
static guint n_entries = 400;
static guint entry;                  /* the entry under way */
static guint sender;
static gint64 expected_total;        /* the sender's total after the entry */
static double sent_at, acked_at;
static gboolean failed;
static GArray *desktop_ms, *phones_ms, *phone_ms;

static void send_entry (void);

static void
fail (const char *what)
{
  g_printerr ("bench-link: %s\n", what);
  failed = TRUE;
  g_main_loop_quit (loop);
}

static void
maybe_next (void)
{
  if (acked_at == 0)
    return;
  /* The sender's own new view too: then nothing is in flight when the
   * next entry is sent. */
  for (guint i = 0; i < N_PHONES; i++)
    if (phones[i].view_at == 0)
      return;

  if (entry >= WARM_UP)
    {
      double last = 0;
      double d = (acked_at - sent_at) / 1000.0;

      g_array_append_val (desktop_ms, d);
      for (guint i = 0; i < N_PHONES; i++)
        if (i != sender)
          {
            d = (phones[i].view_at - sent_at) / 1000.0;
            g_array_append_val (phone_ms, d);
            last = MAX (last, d);
          }
      g_array_append_val (phones_ms, last);
    }
  entry++;
  if (entry >= n_entries + WARM_UP)
    g_main_loop_quit (loop);
  else
    send_entry ();
}

static void
message_cb (SoupWebsocketConnection *ws,
            gint                     type,
            GBytes                  *message,
            gpointer                 user_data)
{
  double now = bench_now_us ();
  Phone *phone = user_data;
  g_autoptr(JsonParser) parser = json_parser_new ();
  gsize size;
  const char *data = g_bytes_get_data (message, &size);
  JsonObject *object;
  const char *kind;

  if (type != SOUP_WEBSOCKET_DATA_TEXT || !json_parser_load_from_data (parser, data, size, NULL)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      fail ("a frame that is not a JSON object");
      return;
    }
  object = json_node_get_object (json_parser_get_root (parser));
  kind = json_object_get_string_member_with_default (object, "type", "");

  if (g_str_equal (kind, "view"))
    {
      JsonArray *players = json_object_get_array_member (object, "players");
      JsonObject *entries = json_object_get_object_member (object, "entries");

      phone->score_track = json_object_get_int_member (entries, "score-track");
      for (guint i = 0; i < N_PHONES && i < json_array_get_length (players); i++)
        phone->last_total[i] = json_object_get_int_member (json_array_get_object_element (players, i), "total");
      if (sent_at > 0 && phone->view_at == 0)
        {
          if (phone->last_total[sender] != expected_total)
            {
              fail ("a view without the entry");
              return;
            }
          phone->view_at = now;
          maybe_next ();
        }
    }
  else if (g_str_equal (kind, "ack"))
    {
      if (phone->index == sender && json_object_get_int_member (object, "id") == entry)
        {
          if (!json_object_get_boolean_member_with_default (object, "saved", FALSE))
            {
              fail ("an entry acknowledged but not saved");
              return;
            }
          acked_at = now;
          maybe_next ();
        }
    }
  else
    {
      g_printerr ("bench-link: %.*s\n", (int) MIN (size, 300), data);
      fail ("an entry refused");
    }
}

static void
send_entry (void)
{
  g_autofree char *text = NULL;
  /* Up one in the first turn of the four, down one in the next. */
  int delta = (entry / N_PHONES) % 2 == 0 ? 1 : -1;

  sender = entry % N_PHONES;
  expected_total = phones[sender].last_total[sender] + delta;
  for (guint i = 0; i < N_PHONES; i++)
    phones[i].view_at = 0;
  acked_at = 0;
  /* The score track is part of the total: one more VP on it is one more
   * in the total every seat sees. */
  text = g_strdup_printf ("{\"v\":1,\"id\":%u,\"type\":\"count\",\"field\":\"score-track\",\"value\":%" G_GINT64_FORMAT "}",
                          entry, phones[sender].score_track + delta);
  sent_at = bench_now_us ();
  soup_websocket_connection_send_text (phones[sender].ws, text);
}

static void
closed_cb (SoupWebsocketConnection *ws,
           gpointer                 user_data)
{
  if (g_main_loop_is_running (loop))
    fail ("a phone's socket closed");
}

static guint n_connected;

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Phone *phone = user_data;
  g_autoptr(GError) error = NULL;

  phone->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (phone->ws == NULL)
    {
      fail (error->message);
      return;
    }
  soup_websocket_connection_set_keepalive_interval (phone->ws, 0);
  g_signal_connect (phone->ws, "message", G_CALLBACK (message_cb), phone);
  g_signal_connect (phone->ws, "closed", G_CALLBACK (closed_cb), phone);
  n_connected++;
}

static gboolean
all_have_a_view (void)
{
  for (guint i = 0; i < N_PHONES; i++)
    if (phones[i].ws == NULL || phones[i].last_total[i] == G_MININT64)
      return FALSE;
  return TRUE;
}

static gboolean
timeout_cb (gpointer user_data)
{
  fail ("no answer for 30 s");
  return G_SOURCE_REMOVE;
}

/* During the entries: fails when no entry has ended for 30 s. */
static gboolean
watchdog_cb (gpointer user_data)
{
  static guint last = G_MAXUINT;

  if (entry == last)
    {
      fail ("no entry ended for 30 s");
      return G_SOURCE_REMOVE;
    }
  last = entry;
  return G_SOURCE_CONTINUE;
}

static void
print_line (const char *name,
            GArray     *ms)
{
  g_array_sort (ms, bench_cmp_double);
  /* Nearest rank: the smallest value with at least p of the values at or
   * below it. */
  printf ("  %-8s median %6.2f ms   95th percentile %6.2f ms   max %6.2f ms   (n=%u)\n", name,
          g_array_index (ms, double, (ms->len + 1) / 2 - 1),
          g_array_index (ms, double, (guint) ((ms->len * 95 + 99) / 100) - 1),
          g_array_index (ms, double, ms->len - 1), ms->len);
}

static void
print_load (const char *when)
{
  g_autofree char *load = NULL;

  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    printf ("load average %s: %s", when, load);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *game = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) server = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(SoupSession) session = NULL;
  g_autofree char *listen = NULL;
  char *urls[N_PHONES] = { NULL };
  const char *binary = NULL;
  guint timeout;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "-n") && i + 1 < argc)
        {
          /* Not in MAX(): it evaluates its arguments twice. */
          n_entries = (guint) strtoul (argv[++i], NULL, 10);
          n_entries = MAX (n_entries, 1);
        }
      else if (argv[i][0] != '-' && binary == NULL)
        binary = argv[i];
      else
        binary = NULL, i = argc;
    }
  if (binary == NULL)
    {
      fprintf (stderr, "usage: bench-link BENEFACTOR [-n N]\n");
      return 2;
    }

  dir = g_dir_make_tmp ("bench-link-XXXXXX", &error);
  g_assert_no_error (error);
  game = g_build_filename (dir, "game.json", NULL);
  if (!g_file_set_contents (game, game_json, -1, &error))
    g_error ("%s", error->message);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  server = g_subprocess_launcher_spawn (launcher, &error, binary, "--share-table", game,
                                        "--listen", "127.0.0.1:0", NULL);
  if (server == NULL)
    g_error ("%s", error->message);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server));
  for (guint i = 0; i < N_PHONES; i++)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
      const char *link = line != NULL ? strstr (line, ": http://127.0.0.1:") : NULL;

      if (link == NULL)
        g_error ("the server printed no link for seat %u", i + 1);
      /* http://…/t/TOKEN/ → ws://…/t/TOKEN/ws */
      urls[i] = g_strdup_printf ("ws://%sws", link + strlen (": http://"));
    }

  loop = g_main_loop_new (NULL, FALSE);
  session = soup_session_new ();
  /* No proxy, whatever the environment says: the loopback only. */
  soup_session_set_proxy_resolver (session, NULL);
  for (guint i = 0; i < N_PHONES; i++)
    {
      g_autoptr(SoupMessage) msg = soup_message_new ("GET", urls[i]);

      phones[i].index = i;
      for (guint j = 0; j < N_PHONES; j++)
        phones[i].last_total[j] = G_MININT64;
      soup_session_websocket_connect_async (session, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                            connected_cb, &phones[i]);
    }
  timeout = g_timeout_add_seconds (30, timeout_cb, NULL);
  while (!failed && !all_have_a_view ())
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);

  desktop_ms = g_array_new (FALSE, FALSE, sizeof (double));
  phones_ms = g_array_new (FALSE, FALSE, sizeof (double));
  phone_ms = g_array_new (FALSE, FALSE, sizeof (double));
  print_load ("before");
  if (!failed)
    {
      guint watchdog = g_timeout_add_seconds (30, watchdog_cb, NULL);

      send_entry ();
      g_main_loop_run (loop);
      if (!failed)
        g_source_remove (watchdog);
    }
  if (!failed)
    {
      printf ("link-latency: %u entries, %d phones, one server process (benefactor --share-table), loopback\n",
              n_entries, N_PHONES);
      print_line ("desktop", desktop_ms);
      print_line ("phones", phones_ms);
      print_line ("phone", phone_ms);
    }
  print_load ("after");

  for (guint i = 0; i < N_PHONES; i++)
    {
      if (phones[i].ws != NULL)
        {
          g_signal_handlers_disconnect_by_data (phones[i].ws, &phones[i]);
          g_clear_object (&phones[i].ws);
        }
      g_free (urls[i]);
    }
  g_subprocess_send_signal (server, SIGTERM);
  g_subprocess_wait (server, NULL, NULL);
  /* The game, its journal, its backup: everything in the folder. */
  {
    g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
    const char *name;

    while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
      {
        g_autofree char *file = g_build_filename (dir, name, NULL);
        g_remove (file);
      }
  }
  if (g_rmdir (dir) != 0)
    g_printerr ("bench-link: %s is left (%s)\n", dir, g_strerror (errno));

  return failed ? 1 : 0;
}
