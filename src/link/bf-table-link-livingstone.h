/* bf-table-link-livingstone.h
 *
 * BfTableLink's Livingstone half (bf-table-link-livingstone.c), internal
 * to src/link: a seat's view of a shared Livingstone score pad and the
 * entries of its phone (docs/table-link.md, "Livingstone"). Seat i is
 * the pad's player i; each phone changes its own player's row only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bf-link-message.h"
#include "bf-livingstone.h"
#include "bf-session.h"

G_BEGIN_DECLS

/* The session's Livingstone pad if it can be shared (2 to 5 players),
 * else NULL. Borrowed. */
BfLivingstoneGame *_bf_table_link_livingstone_get_game (BfSession           *session);

/* The whole view of @seat, one message's text ("game": "livingstone"):
 * the seat's own row, and of the others only what the table sees (their
 * names, colours and VP before the donations; never their donations);
 * its texts in the thread's language (bf_link_page_speak()), its score
 * from @result (the pad's, in that language; NULL for a seat beyond the
 * players). */
char              *_bf_table_link_livingstone_view     (BfLivingstoneGame   *game,
                                                        guint                seat,
                                                        BfLivingstoneResult *result);

/* Applies @message from @seat to its own player with the player's own
 * setters; FALSE with a one-sentence message when it is refused. The
 * caller checkpoints the session after an entry that was applied. */
gboolean           _bf_table_link_livingstone_apply    (BfLivingstoneGame   *game,
                                                        guint                seat,
                                                        const BfLinkMessage *message,
                                                        GError             **error);

/* A string of the page: its msgid and its gettext context (or NULL). */
typedef struct
{
  const char *context;
  const char *msgid;
} BfLinkPageString;

/* The strings livingstone.js asks for (api.t()), @n_strings of them:
 * strings.json carries them with app.js's. */
const BfLinkPageString *_bf_table_link_livingstone_strings (guint *n_strings);

G_END_DECLS
