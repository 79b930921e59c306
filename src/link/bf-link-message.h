/* bf-link-message.h
 *
 * The messages a phone sends over its seat's WebSocket (docs/table-link.md,
 * protocol version 1): one JSON object per text frame, at most
 * BF_LINK_MAX_MESSAGE bytes, read with the project's bounded JSON reader
 * (bf_json_parse_full()) and checked member by member before anything of
 * the game is touched. bf_link_message_parse() knows no game and no
 * session: it only turns bytes into a BfLinkMessage or a one-line error,
 * so that it can be fuzzed alone (tests/robust/fuzz-link-message.c).
 * Whether the entry fits the table (a free map space, a department in
 * play) is checked when it is applied (bf-table-link.c), by the model's
 * own setters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bf-carnegie-player.h"
#include "bf-bidding.h"
#include "bf-types.h"

G_BEGIN_DECLS

/* The protocol version this server speaks ("v" in every message). */
#define BF_LINK_PROTOCOL_VERSION 1
/* The largest message a phone may send, in bytes. A bigger one closes
 * the socket with 1009 (message too big); one above BF_LINK_MAX_FRAME
 * is not even read: the connection is dropped. */
#define BF_LINK_MAX_MESSAGE (16 * 1024)
#define BF_LINK_MAX_FRAME (64 * 1024)
/* The largest message id: a whole number JavaScript keeps exactly. */
#define BF_LINK_MAX_ID ((gint64) 9007199254740991)

#define BF_LINK_MESSAGE_ERROR (bf_link_message_error_quark ())

typedef enum
{
  BF_LINK_MESSAGE_ERROR_SYNTAX,   /* not a JSON object, too big, bad UTF-8 */
  BF_LINK_MESSAGE_ERROR_VERSION,  /* another protocol version */
  BF_LINK_MESSAGE_ERROR_INVALID,  /* a member missing or out of range */
} BfLinkMessageError;

GQuark bf_link_message_error_quark (void);

typedef enum
{
  BF_LINK_MESSAGE_SYNC,           /* send my view again */
  BF_LINK_MESSAGE_PROJECT,        /* a project disk on a map space, or off it */
  BF_LINK_MESSAGE_TRANSPORT,      /* a transport marker's box */
  BF_LINK_MESSAGE_DONATION,       /* a donation disk on the chart, or off it */
  BF_LINK_MESSAGE_DEPARTMENT,     /* a department built (with its flags), or removed */
  BF_LINK_MESSAGE_COUNT,          /* score track, money, goods, empty spaces */
  BF_LINK_MESSAGE_EMPLOYEES,      /* the four employee counts */
  BF_LINK_MESSAGE_TAB_VP,         /* the VP on a project tab */
  BF_LINK_MESSAGE_ACTION_CHOICE,  /* an unused Action Choice tile */
  BF_LINK_MESSAGE_BID,            /* a line of the own bidding sheet */
  BF_LINK_MESSAGE_SEAL_BID,       /* seal the own bidding sheet */
  BF_LINK_MESSAGE_SECRET_DONATION, /* the own secret donation, or none */
  /* Livingstone (docs/table-link.md, "Livingstone"): */
  BF_LINK_MESSAGE_TENTS,          /* tents in a row of a round's column */
  BF_LINK_MESSAGE_OTHER_TENTS,    /* tents moved between columns, in a row */
} BfLinkMessageKind;

typedef enum
{
  BF_LINK_COUNT_SCORE_TRACK,
  BF_LINK_COUNT_MONEY,
  BF_LINK_COUNT_GOODS,
  BF_LINK_COUNT_EMPTY_SPACES,
  /* Livingstone's end of the game: */
  BF_LINK_COUNT_GEMS,
  BF_LINK_COUNT_VP_CARDS,
  BF_LINK_COUNT_LIVINGSTONE_DONATION,
} BfLinkCount;

typedef struct
{
  BfLinkMessageKind kind;
  gboolean          has_id;
  gint64            id;           /* the phone's number for the ack, 0-2^53 */
  gboolean          on;           /* PROJECT, DONATION, DEPARTMENT, ACTION_CHOICE */
  guint             space;        /* PROJECT */
  BfProjectType     project;      /* PROJECT (BF_PROJECT_ANY: the space's own), TAB_VP */
  BfRegion          region;       /* TRANSPORT */
  guint             box;          /* TRANSPORT */
  BfChartPos        pos;          /* DONATION, SECRET_DONATION (BF_CHART_POS_NONE: none) */
  BfBuiltDepartment department;   /* DEPARTMENT */
  BfLinkCount       count;        /* COUNT */
  int               value;        /* COUNT, TAB_VP, BID (the chosen value; line 1: dollars),
                                   * TENTS, OTHER_TENTS */
  guint             round;        /* TENTS: from 0 */
  guint             row;          /* TENTS, OTHER_TENTS: a board row, 1-6 */
  BfBidLineKind     line;         /* BID */
  guint             employees[4]; /* EMPLOYEES: active, inactive on the board,
                                   * inactive on missions, active on a cost */
} BfLinkMessage;

/* Reads one message of @length bytes (not nul-terminated). FALSE with a
 * BF_LINK_MESSAGE_ERROR whose message is one line of valid UTF-8 naming
 * the member that is wrong; then only @out's has_id and id are set (when
 * the message's "id" could be read), so that the refusal can name it. */
gboolean    bf_link_message_parse         (const char     *data,
                                           gsize           length,
                                           BfLinkMessage  *out,
                                           GError        **error);

/* The ids the protocol uses: the rule data's ("east", "housing",
 * "education", "first-player"). */
const char *bf_link_region_id             (BfRegion        region);
const char *bf_link_project_id            (BfProjectType   type);
const char *bf_link_donation_id           (BfDonationType  type);
const char *bf_link_bid_line_id           (BfBidLineKind   line);

G_END_DECLS
