/* fuzz-link-message.c
 *
 * The fuzz target for the messages a phone sends to a shared table
 * (src/link/bf-link-message.h, docs/table-link.md): whatever bytes it is
 * given are read as one WebSocket text frame, as the server reads it
 * (bf_link_message_parse()). The parser must refuse what it cannot read
 * with a one-line message, never crash, and keep its promises: a message
 * read has a known kind and every value in the range the protocol gives.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-link-message.h"
#include "bf-livingstone.h"

#include "fuzz-targets.h"

int
bf_fuzz_link_message (const uint8_t *data,
                      size_t         size)
{
  g_autoptr(GError) error = NULL;
  BfLinkMessage message;

  if (!bf_link_message_parse ((const char *) data, size, &message, &error))
    {
      bf_fuzz_check_error (error, "the message parser failed without an error");
      bf_fuzz_check (size > 0 || error->code == BF_LINK_MESSAGE_ERROR_SYNTAX, "an empty message not a syntax error");
      return 0;
    }

  bf_fuzz_check (error == NULL, "the message parser set an error and read a message");
  bf_fuzz_check (size <= BF_LINK_MAX_MESSAGE, "a message above the size limit read");
  bf_fuzz_check (message.kind <= BF_LINK_MESSAGE_OTHER_TENTS, "an unknown kind");
  bf_fuzz_check (message.id >= 0 && message.id <= BF_LINK_MAX_ID, "an id out of range");
  bf_fuzz_check (message.has_id || message.id == 0, "an id without one given");

  switch (message.kind)
    {
    case BF_LINK_MESSAGE_PROJECT:
      bf_fuzz_check (message.project <= BF_PROJECT_ANY, "a project type out of range");
      break;
    case BF_LINK_MESSAGE_TRANSPORT:
      bf_fuzz_check (message.region < BF_N_REGIONS && message.box >= 1 && message.box <= BF_N_TRACK_BOXES,
                     "a transport marker out of range");
      break;
    case BF_LINK_MESSAGE_DONATION:
      bf_fuzz_check (message.pos < BF_N_CHART_POSITIONS, "a donation off the chart");
      break;
    case BF_LINK_MESSAGE_SECRET_DONATION:
      bf_fuzz_check (message.pos < BF_N_CHART_POSITIONS || message.pos == BF_CHART_POS_NONE,
                     "a secret donation off the chart");
      break;
    case BF_LINK_MESSAGE_DEPARTMENT:
      bf_fuzz_check (message.department.number >= 1 && message.department.number <= BF_N_DEPARTMENTS,
                     "a department number out of range");
      break;
    case BF_LINK_MESSAGE_COUNT:
      bf_fuzz_check (message.count <= BF_LINK_COUNT_LIVINGSTONE_DONATION &&
                     message.value <= BF_MAX_COUNT &&
                     (message.value >= 0 || message.count == BF_LINK_COUNT_SCORE_TRACK),
                     "a count out of range");
      break;
    case BF_LINK_MESSAGE_EMPLOYEES:
      for (guint i = 0; i < G_N_ELEMENTS (message.employees); i++)
        bf_fuzz_check (message.employees[i] <= BF_MAX_EMPLOYEES, "employees out of range");
      break;
    case BF_LINK_MESSAGE_TAB_VP:
      bf_fuzz_check (message.project < BF_N_PROJECT_TYPES && message.value >= 0, "a tab out of range");
      break;
    case BF_LINK_MESSAGE_BID:
      bf_fuzz_check (message.line < BF_N_BID_LINES, "a bid line out of range");
      break;
    case BF_LINK_MESSAGE_TENTS:
      bf_fuzz_check (message.round < BF_LIVINGSTONE_MAX_ROUNDS &&
                     message.row >= 1 && message.row <= BF_LIVINGSTONE_N_ROWS &&
                     message.value >= 0 && message.value <= BF_LIVINGSTONE_N_TENTS,
                     "Livingstone tents out of range");
      break;
    case BF_LINK_MESSAGE_OTHER_TENTS:
      bf_fuzz_check (message.row >= 1 && message.row <= BF_LIVINGSTONE_N_ROWS &&
                     message.value >= -BF_LIVINGSTONE_N_TENTS && message.value <= BF_LIVINGSTONE_N_TENTS,
                     "Livingstone tents moved out of range");
      break;
    case BF_LINK_MESSAGE_SYNC:
    case BF_LINK_MESSAGE_ACTION_CHOICE:
    case BF_LINK_MESSAGE_SEAL_BID:
    default:
      break;
    }

  return 0;
}
