/* bf-soup.c
 *
 * libsoup 3, read from the disk the first time the table is shared.
 *
 * Benefactor is not linked with libsoup: libsoup and what it brings
 * (Kerberos, nghttp2, libpsl, libidn2) cost every launch about 7 M
 * instructions in the dynamic loader, 1.7 % of the bare libadwaita
 * window's first frame, for a server most games never start
 * (docs/speed.md). The calls of src/link go to the functions below,
 * which have libsoup's own names and prototypes (its headers check
 * them) and call libsoup's, opened with GModule by bf_soup_load().
 * A program that links libsoup itself (the tests, for their clients)
 * still gets these for the calls listed here, and they work the same.
 *
 * A libsoup function used in src/link is added to BF_SOUP_FUNCTIONS;
 * one that is not would be an undefined reference when the app links.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-link"

#include "config.h"

#include <string.h>

#include <gmodule.h>
#include <libsoup/soup.h>

#include "bf-i18n.h"
#include "bf-soup.h"

/* The soname of libsoup 3 (Debian's libsoup-3.0-0). */
#define SOUP_LIBRARY "libsoup-3.0.so.0"

/* F (return type, name, parameters, arguments): a function returning a
 * value; V (name, parameters, arguments): one returning nothing. */
#define BF_SOUP_FUNCTIONS(F, V) \
  F (GType, soup_server_get_type, (void), ()) \
  F (GType, soup_server_message_get_type, (void), ()) \
  F (GType, soup_websocket_connection_get_type, (void), ()) \
  V (soup_server_add_handler, \
     (SoupServer *server, const char *path, SoupServerCallback callback, gpointer user_data, \
      GDestroyNotify destroy), \
     (server, path, callback, user_data, destroy)) \
  V (soup_server_add_websocket_handler, \
     (SoupServer *server, const char *path, const char *origin, char **protocols, \
      SoupServerWebsocketCallback callback, gpointer user_data, GDestroyNotify destroy), \
     (server, path, origin, protocols, callback, user_data, destroy)) \
  F (gboolean, soup_server_listen, \
     (SoupServer *server, GSocketAddress *address, SoupServerListenOptions options, GError **error), \
     (server, address, options, error)) \
  V (soup_server_disconnect, (SoupServer *server), (server)) \
  F (GSList *, soup_server_get_uris, (SoupServer *server), (server)) \
  F (GSList *, soup_server_get_listeners, (SoupServer *server), (server)) \
  F (const char *, soup_server_message_get_method, (SoupServerMessage *msg), (msg)) \
  F (GUri *, soup_server_message_get_uri, (SoupServerMessage *msg), (msg)) \
  F (SoupMessageHeaders *, soup_server_message_get_request_headers, (SoupServerMessage *msg), (msg)) \
  F (SoupMessageHeaders *, soup_server_message_get_response_headers, (SoupServerMessage *msg), (msg)) \
  V (soup_server_message_set_status, \
     (SoupServerMessage *msg, guint status_code, const char *reason_phrase), \
     (msg, status_code, reason_phrase)) \
  V (soup_server_message_set_response, \
     (SoupServerMessage *msg, const char *content_type, SoupMemoryUse resp_use, \
      const char *resp_body, gsize resp_length), \
     (msg, content_type, resp_use, resp_body, resp_length)) \
  F (const char *, soup_message_headers_get_one, (SoupMessageHeaders *hdrs, const char *name), \
     (hdrs, name)) \
  F (gboolean, soup_message_headers_header_contains, \
     (SoupMessageHeaders *hdrs, const char *name, const char *token), (hdrs, name, token)) \
  V (soup_message_headers_replace, (SoupMessageHeaders *hdrs, const char *name, const char *value), \
     (hdrs, name, value)) \
  F (SoupWebsocketState, soup_websocket_connection_get_state, (SoupWebsocketConnection *self), \
     (self)) \
  V (soup_websocket_connection_send_text, (SoupWebsocketConnection *self, const char *text), \
     (self, text)) \
  V (soup_websocket_connection_close, (SoupWebsocketConnection *self, gushort code, const char *data), \
     (self, code, data)) \
  V (soup_websocket_connection_set_max_incoming_payload_size, \
     (SoupWebsocketConnection *self, guint64 max_incoming_payload_size), \
     (self, max_incoming_payload_size)) \
  V (soup_websocket_connection_set_keepalive_interval, \
     (SoupWebsocketConnection *self, guint interval), (self, interval))

#define DECLARE_F(ret, name, params, args) ret (*name) params;
#define DECLARE_V(name, params, args) void (*name) params;
static struct
{
  BF_SOUP_FUNCTIONS (DECLARE_F, DECLARE_V)
} soup;

static GModule *module;

gboolean
bf_soup_load (GError **error)
{
  GModule *opened;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (module != NULL)
    return TRUE;

  opened = g_module_open (SOUP_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (opened == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   /* Translators: %s is the library's name, e.g. libsoup-3.0.so.0, then why it could not be read. */
                   _("Sharing the table needs libsoup 3 (%s), which cannot be read: %s"),
                   SOUP_LIBRARY, g_module_error ());
      return FALSE;
    }

#define RESOLVE_F(ret, name, params, args) \
  if (!g_module_symbol (opened, #name, (gpointer *) &soup.name) || soup.name == NULL) \
    goto missing;
#define RESOLVE_V(name, params, args) RESOLVE_F (void, name, params, args)
  BF_SOUP_FUNCTIONS (RESOLVE_F, RESOLVE_V)

  /* Its types and their signals stay registered: it is never closed. */
  g_module_make_resident (opened);
  module = opened;

  return TRUE;

missing:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("Sharing the table needs libsoup 3 (%s), which cannot be read: %s"),
               SOUP_LIBRARY, g_module_error ());
  g_module_close (opened);
  memset (&soup, 0, sizeof soup);

  return FALSE;
}

/* Called by each function below: a program may call one before any
 * table is shared (the tests' clients do). bf_soup_load() has told the
 * user when the library is missing; here it is a programming error. */
static void
ensure_loaded (void)
{
  g_autoptr(GError) error = NULL;

  if (G_UNLIKELY (module == NULL) && !bf_soup_load (&error))
    g_error ("%s", error->message);
}

#define FORWARD_F(ret, name, params, args) \
  ret name params \
  { \
    ensure_loaded (); \
    return soup.name args; \
  }
#define FORWARD_V(name, params, args) \
  void name params \
  { \
    ensure_loaded (); \
    soup.name args; \
  }
BF_SOUP_FUNCTIONS (FORWARD_F, FORWARD_V)
