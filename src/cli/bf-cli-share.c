/* bf-cli-share.c
 *
 * `benefactor --share-table FILE --listen ADDRESS:PORT`: shares a saved
 * Carnegie game or Livingstone score pad with the players' phones without a display
 * (docs/table-link.md). FILE is the game's own file and its autosave:
 * every entry from a phone is written to it at once (crash-safe, with
 * the undo journal FILE.history beside it), and the seats' tokens are
 * kept in FILE.link while it is shared, so that the command started
 * again after a crash serves the same links. Each seat's link is printed
 * on stdout, one line per seat and address; SIGTERM or SIGINT stops
 * sharing (the tokens die) and exits 0.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-cli"

#include "config.h"

#include <glib-unix.h>
#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdio.h>

#include "bf-carnegie-game.h"
#include "bf-carnegie-kind.h"
#include "bf-cli.h"
#include "bf-livingstone.h"
#include "bf-livingstone-kind.h"
#include "bf-table-link.h"

static gboolean
quit_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_CONTINUE;
}

/* A literal address and a port: "127.0.0.1:0", "[::1]:8080". No name is
 * looked up. */
static GSocketAddress *
parse_listen (const char  *listen,
              GError     **error)
{
  g_autoptr(GSocketConnectable) connectable = NULL;
  g_autoptr(GInetAddress) address = NULL;
  GNetworkAddress *network;

  connectable = g_network_address_parse (listen, 0, error);
  if (connectable == NULL)
    return NULL;
  network = G_NETWORK_ADDRESS (connectable);
  address = g_inet_address_new_from_string (g_network_address_get_hostname (network));
  if (address == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: --listen takes an address such as 127.0.0.1:8080 */
                   _("“%s” is not an address with a port, such as 192.168.1.20:8080."), listen);
      return NULL;
    }

  return g_inet_socket_address_new (address, g_network_address_get_port (network));
}

/* The name of the player at @seat, as the game shows it. */
static const char *
seat_name (BfSession *session,
           guint      seat)
{
  BfDocument *document = bf_session_get_document (session);

  if (BF_IS_LIVINGSTONE_GAME (document))
    return bf_livingstone_game_get_display_name (BF_LIVINGSTONE_GAME (document), seat);
  return bf_carnegie_player_get_name (bf_carnegie_game_get_player (BF_CARNEGIE_GAME (document), seat));
}

int
bf_cli_share_table (const char *path,
                    const char *listen)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfSession) session = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autoptr(BfTableLink) link = NULL;
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GMainLoop) loop = NULL;
  g_autofree char *display = NULL;
  GSocketAddress *address;
  guint term_id;
  guint int_id;

  g_return_val_if_fail (path != NULL, 2);
  g_return_val_if_fail (listen != NULL, 2);

  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();

  file = g_file_new_for_commandline_arg (path);
  display = g_file_get_parse_name (file);

  if ((address = parse_listen (listen, &error)) == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  g_ptr_array_add (addresses, address);

  /* A file that is not a game is refused as it is: the session would
   * move a damaged autosave aside. */
  document = bf_document_load_file (file, TRUE, NULL, &error);
  if (document == NULL)
    {
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }
  g_clear_object (&document);

  /* The file is the session's autosave: read as one (a game in
   * progress, with its undo journal), written at every entry. */
  session = bf_session_new (file);
  document = bf_session_load_autosave (session, &error);
  if (document == NULL)
    {
      if (error == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     _("There is no such file."));
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }
  bf_session_set_document (session, document);

  link = bf_table_link_new (session);
  if (!bf_table_link_start (link, addresses, &error))
    {
      g_printerr (_("%s: %s\n"), display, error->message);
      return 1;
    }

  for (guint seat = 0; seat < bf_table_link_get_n_seats (link); seat++)
    {
      g_auto(GStrv) urls = bf_table_link_dup_seat_urls (link, seat);
      const char *name = seat_name (session, seat);

      for (guint i = 0; urls != NULL && urls[i] != NULL; i++)
        /* Translators: one seat's link: "Anna: http://192.168.1.20:8080/t/…/" */
        g_print (_("%s: %s\n"), name, urls[i]);
    }
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  term_id = g_unix_signal_add (SIGTERM, quit_cb, loop);
  int_id = g_unix_signal_add (SIGINT, quit_cb, loop);
  g_main_loop_run (loop);
  g_source_remove (term_id);
  g_source_remove (int_id);

  bf_table_link_stop (link);
  bf_session_checkpoint (session);
  /* What the server's connections still have to do as they close. */
  while (g_main_context_iteration (NULL, FALSE))
    ;

  return 0;
}
