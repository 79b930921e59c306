/* bf-table-link.h
 *
 * Share This Table (issue 32, docs/table-link.md): the players join the
 * game open on the desktop from their phones' browsers. BfTableLink gives
 * each human player of the session's Carnegie game (or each player of its
 * Livingstone score pad) a seat with a fresh 128-bit random token and,
 * only between bf_table_link_start() and bf_table_link_stop(), serves on
 * the addresses it is given:
 *
 *   /t/TOKEN/     the seat's page (text/html, from the GResource)
 *   /t/TOKEN/ws   the seat's WebSocket (the protocol: bf-link-message.h)
 *
 * Every other request, and any with a token that is not a live seat's,
 * gets the same 404. A phone's entry is applied to the session's document
 * with the model's own setters (the same calls the desktop's editors
 * make), recorded at once as an undo step (bf_session_checkpoint(): in
 * the autosave and the journal) and only then acknowledged; every seat's
 * view is sent again after each change, whoever made it (a phone, the
 * desktop, an undo).
 *
 * The tokens are kept beside the session's autosave ("….json.link",
 * 0600) while the table is shared, so that the program started again
 * after a crash shares the table with the same links
 * (bf_table_link_get_was_shared()); stopping removes the file and the
 * tokens die with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-session.h"

G_BEGIN_DECLS

#define BF_TABLE_LINK_ERROR (bf_table_link_error_quark ())

typedef enum
{
  BF_TABLE_LINK_ERROR_NO_TABLE,   /* no multiplayer Carnegie table or Livingstone pad open */
  BF_TABLE_LINK_ERROR_READ_ONLY,  /* the game is open in another process */
  BF_TABLE_LINK_ERROR_RANDOM,     /* no random bytes for a token */
} BfTableLinkError;

GQuark bf_table_link_error_quark (void);

/* A token as it appears in a link: 32 lowercase hexadecimal digits. */
#define BF_TABLE_LINK_TOKEN_LENGTH 32

#define BF_TYPE_TABLE_LINK (bf_table_link_get_type ())

G_DECLARE_FINAL_TYPE (BfTableLink, bf_table_link, BF, TABLE_LINK, GObject)

BfTableLink *bf_table_link_new              (BfSession     *session);

/* Makes the seats (one per human player, reusing the tokens kept beside
 * the autosave if the table was shared when the program ended) and
 * listens on each of @addresses (GInetSocketAddress; port 0: any free
 * port). Already sharing: the new addresses are added. */
gboolean     bf_table_link_start            (BfTableLink   *self,
                                             GPtrArray     *addresses,
                                             GError       **error);
/* Closes every connection, stops listening, forgets the tokens and
 * removes the file that kept them. */
void         bf_table_link_stop             (BfTableLink   *self);
/* The "sharing" property. */
gboolean     bf_table_link_get_sharing      (BfTableLink   *self);

/* Whether the tokens of an earlier run are kept beside @session's
 * autosave: it was sharing its table when it ended (a crash). */
gboolean     bf_table_link_get_was_shared   (BfSession     *session);

guint        bf_table_link_get_n_seats      (BfTableLink   *self);
/* The path of the page of @seat (a human player's index), "/t/TOKEN/",
 * or NULL when the seat was taken back or sharing is off. */
char        *bf_table_link_dup_seat_path    (BfTableLink   *self,
                                             guint          seat);
/* The full links of @seat, one per address listened on (NULL-terminated;
 * NULL as above). */
char       **bf_table_link_dup_seat_urls    (BfTableLink   *self,
                                             guint          seat);
/* Takes the seat back: its token dies and its phones are disconnected. */
void         bf_table_link_revoke_seat      (BfTableLink   *self,
                                             guint          seat);
/* Gives the seat a new token (after bf_table_link_revoke_seat()). */
gboolean     bf_table_link_renew_seat       (BfTableLink   *self,
                                             guint          seat,
                                             GError       **error);

/* The phones connected to @seat now ("seats-changed" says when this
 * changes, and when a seat is taken back or given a new link). */
guint        bf_table_link_get_n_connections (BfTableLink  *self,
                                              guint         seat);

/* The names of the players of the session's game in seat order
 * (NULL-terminated; empty without a game that can be shared). */
char       **bf_table_link_dup_player_names (BfTableLink *self);
/* Whether the session's game now keeps every seat's player of @before
 * (bf_table_link_dup_player_names() taken earlier): as many players,
 * and none of them in another seat. A player renamed keeps the seat. An
 * undo or redo that does not keep them is refused while sharing
 * (src/app/bf-window-share.c): the phones would follow the seats to
 * other players. */
gboolean     bf_table_link_seats_kept       (BfTableLink        *self,
                                             const char * const *before);

/* The WebSockets the server closed (a seat taken back, sharing stopped)
 * whose phones have not answered yet: they need the main loop to finish
 * closing. The tests wait for none before they end. */
guint        bf_table_link_get_n_closing    (BfTableLink   *self);

/* The addresses of this machine on its local networks (the interfaces
 * that are up, loopback left out) as GInetAddress, for the links the
 * desktop shows. Never bound by the tests. */
GPtrArray   *bf_table_link_list_local_addresses (void);

G_END_DECLS
