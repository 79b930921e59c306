/* bf-link-message.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-link"

#include "config.h"

#include "bf-i18n.h"

#include "bf-json.h"
#include "bf-link-message.h"
#include "bf-livingstone.h"

G_DEFINE_QUARK (bf-link-message-error-quark, bf_link_message_error)

/* The rule data's ids (data/rules/board.json, bidding lines), in the
 * order of the enums they name. */
static const char * const region_ids[] = { "east", "midwest", "south", "west" };
static const char * const project_ids[] = { "housing", "commerce", "industry", "public", "any" };
static const char * const donation_ids[] = { "education", "rights", "welfare", "health" };
static const char * const bid_line_ids[] = { "first-player", "goods", "workers", "vp", "setup-moves" };
static const char * const count_ids[] = { "score-track", "money", "goods", "empty-spaces",
                                          "gems", "vp-cards", "donation" };

G_STATIC_ASSERT (G_N_ELEMENTS (region_ids) == BF_N_REGIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (project_ids) == BF_PROJECT_ANY + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (donation_ids) == BF_N_DONATION_TYPES);
G_STATIC_ASSERT (G_N_ELEMENTS (bid_line_ids) == BF_N_BID_LINES);
G_STATIC_ASSERT (G_N_ELEMENTS (count_ids) == BF_LINK_COUNT_LIVINGSTONE_DONATION + 1);

typedef struct
{
  const char         *type;
  BfLinkMessageKind   kind;
  const char * const  keys[6];   /* its members besides "v", "id" and "type" */
} KindInfo;

static const KindInfo kinds[] = {
  { "sync", BF_LINK_MESSAGE_SYNC, { NULL } },
  { "project", BF_LINK_MESSAGE_PROJECT, { "space", "on", "project", NULL } },
  { "transport", BF_LINK_MESSAGE_TRANSPORT, { "region", "box", NULL } },
  { "donation", BF_LINK_MESSAGE_DONATION, { "column", "row", "on", NULL } },
  { "department", BF_LINK_MESSAGE_DEPARTMENT,
    { "number", "on", "top-row", "left-column", "active-employee", NULL } },
  { "count", BF_LINK_MESSAGE_COUNT, { "field", "value", NULL } },
  { "employees", BF_LINK_MESSAGE_EMPLOYEES,
    { "active", "inactive-board", "inactive-missions", "active-on-cost", NULL } },
  { "tab-vp", BF_LINK_MESSAGE_TAB_VP, { "project", "vp", NULL } },
  { "action-choice", BF_LINK_MESSAGE_ACTION_CHOICE, { "on", NULL } },
  { "bid", BF_LINK_MESSAGE_BID, { "line", "value", NULL } },
  { "seal-bid", BF_LINK_MESSAGE_SEAL_BID, { NULL } },
  { "secret-donation", BF_LINK_MESSAGE_SECRET_DONATION, { "column", "row", NULL } },
  { "tents", BF_LINK_MESSAGE_TENTS, { "round", "row", "value", NULL } },
  { "other-tents", BF_LINK_MESSAGE_OTHER_TENTS, { "row", "value", NULL } },
};

static const char * const common_keys[] = { "v", "id", "type", NULL };

static const char *
id_of (const char * const *ids,
       guint               n_ids,
       guint               index)
{
  g_return_val_if_fail (index < n_ids, NULL);

  return ids[index];
}

const char *
bf_link_region_id (BfRegion region)
{
  return id_of (region_ids, G_N_ELEMENTS (region_ids), region);
}

const char *
bf_link_project_id (BfProjectType type)
{
  return id_of (project_ids, G_N_ELEMENTS (project_ids), type);
}

const char *
bf_link_donation_id (BfDonationType type)
{
  return id_of (donation_ids, G_N_ELEMENTS (donation_ids), type);
}

const char *
bf_link_bid_line_id (BfBidLineKind line)
{
  return id_of (bid_line_ids, G_N_ELEMENTS (bid_line_ids), line);
}

/* Reads the member @key, one of @ids, into @out (its index). */
static gboolean
read_id (BfJsonReader       *reader,
         JsonObject         *object,
         const char         *key,
         const char * const *ids,
         guint               n_ids,
         BfJsonFlags         flags,
         int                *out,
         GError            **error)
{
  const char *text = NULL;
  g_autofree char *what = NULL;
  g_autofree char *quoted = NULL;

  if (!bf_json_read_string (reader, object, key, NULL, flags, &text, error))
    return FALSE;
  if (text == NULL)
    {
      *out = -1;
      return TRUE;
    }

  for (guint i = 0; i < n_ids; i++)
    if (g_str_equal (text, ids[i]))
      {
        *out = (int) i;
        return TRUE;
      }

  what = bf_json_describe (key, NULL);
  quoted = bf_json_quote (text);
  /* Translators: "“region” cannot be “north”." (a message from a phone) */
  return bf_json_error (reader, error, _("%s cannot be “%s”."), what, quoted);
}

/* A chart position from "column" and "row"; with @optional, neither
 * given (or "column" null) is BF_CHART_POS_NONE. */
static gboolean
read_chart_pos (BfJsonReader  *reader,
                JsonObject    *object,
                gboolean       optional,
                BfChartPos    *out,
                GError       **error)
{
  BfJsonFlags flags = optional ? BF_JSON_NULLABLE : BF_JSON_REQUIRED;
  int column = -1;
  int row = 0;

  if (!read_id (reader, object, "column", donation_ids, G_N_ELEMENTS (donation_ids),
                flags, &column, error))
    return FALSE;
  if (column < 0)
    {
      if (json_object_has_member (object, "row"))
        return bf_json_missing (reader, "“column”", error);
      *out = BF_CHART_POS_NONE;
      return TRUE;
    }
  if (!bf_json_read_int (reader, object, "row", NULL, 1, BF_CHART_ROWS, BF_JSON_REQUIRED, 1, &row, error))
    return FALSE;

  *out = BF_CHART_POS (column, row);
  return TRUE;
}

static gboolean
read_members (BfJsonReader   *reader,
              JsonObject     *object,
              BfLinkMessage  *message,
              GError        **error)
{
  int index = 0;

  switch (message->kind)
    {
    case BF_LINK_MESSAGE_SYNC:
    case BF_LINK_MESSAGE_SEAL_BID:
      return TRUE;

    case BF_LINK_MESSAGE_PROJECT:
      /* The space is checked against the board when the entry is applied. */
      if (!bf_json_read_uint (reader, object, "space", NULL, 0, 999, BF_JSON_REQUIRED, 0,
                              &message->space, error) ||
          !bf_json_read_boolean (reader, object, "on", NULL, BF_JSON_REQUIRED, FALSE,
                                 &message->on, error) ||
          !read_id (reader, object, "project", project_ids, G_N_ELEMENTS (project_ids),
                    BF_JSON_NULLABLE, &index, error))
        return FALSE;
      message->project = index < 0 ? BF_PROJECT_ANY : (BfProjectType) index;
      return TRUE;

    case BF_LINK_MESSAGE_TRANSPORT:
      if (!read_id (reader, object, "region", region_ids, G_N_ELEMENTS (region_ids),
                    BF_JSON_REQUIRED, &index, error) ||
          !bf_json_read_uint (reader, object, "box", NULL, 1, BF_N_TRACK_BOXES, BF_JSON_REQUIRED, 1,
                              &message->box, error))
        return FALSE;
      message->region = (BfRegion) index;
      return TRUE;

    case BF_LINK_MESSAGE_DONATION:
      return read_chart_pos (reader, object, FALSE, &message->pos, error) &&
             bf_json_read_boolean (reader, object, "on", NULL, BF_JSON_REQUIRED, FALSE,
                                   &message->on, error);

    case BF_LINK_MESSAGE_DEPARTMENT:
      return bf_json_read_uint (reader, object, "number", NULL, 1, BF_N_DEPARTMENTS,
                                BF_JSON_REQUIRED, 1, &message->department.number, error) &&
             bf_json_read_boolean (reader, object, "on", NULL, BF_JSON_REQUIRED, FALSE,
                                   &message->on, error) &&
             bf_json_read_boolean (reader, object, "top-row", NULL, BF_JSON_OPTIONAL, FALSE,
                                   &message->department.top_row, error) &&
             bf_json_read_boolean (reader, object, "left-column", NULL, BF_JSON_OPTIONAL, FALSE,
                                   &message->department.left_column, error) &&
             bf_json_read_boolean (reader, object, "active-employee", NULL, BF_JSON_OPTIONAL, FALSE,
                                   &message->department.active_employee, error);

    case BF_LINK_MESSAGE_COUNT:
      if (!read_id (reader, object, "field", count_ids, G_N_ELEMENTS (count_ids),
                    BF_JSON_REQUIRED, &index, error))
        return FALSE;
      message->count = (BfLinkCount) index;
      /* Only the score track may be negative (A New Beginning); the
       * setters check the rest. */
      return bf_json_read_int (reader, object, "value", NULL,
                               message->count == BF_LINK_COUNT_SCORE_TRACK ? -BF_MAX_COUNT : 0,
                               BF_MAX_COUNT, BF_JSON_REQUIRED, 0, &message->value, error);

    case BF_LINK_MESSAGE_EMPLOYEES:
      {
        static const char * const keys[] = { "active", "inactive-board", "inactive-missions", "active-on-cost" };

        G_STATIC_ASSERT (G_N_ELEMENTS (keys) == G_N_ELEMENTS (message->employees));
        for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
          if (!bf_json_read_uint (reader, object, keys[i], NULL, 0, BF_MAX_EMPLOYEES,
                                  BF_JSON_REQUIRED, 0, &message->employees[i], error))
            return FALSE;
        return TRUE;
      }

    case BF_LINK_MESSAGE_TAB_VP:
      if (!read_id (reader, object, "project", project_ids, BF_N_PROJECT_TYPES,
                    BF_JSON_REQUIRED, &index, error))
        return FALSE;
      message->project = (BfProjectType) index;
      return bf_json_read_int (reader, object, "vp", NULL, 0, BF_MAX_COUNT, BF_JSON_REQUIRED, 0,
                               &message->value, error);

    case BF_LINK_MESSAGE_ACTION_CHOICE:
      return bf_json_read_boolean (reader, object, "on", NULL, BF_JSON_REQUIRED, FALSE,
                                   &message->on, error);

    case BF_LINK_MESSAGE_BID:
      if (!read_id (reader, object, "line", bid_line_ids, G_N_ELEMENTS (bid_line_ids),
                    BF_JSON_REQUIRED, &index, error))
        return FALSE;
      message->line = (BfBidLineKind) index;
      return bf_json_read_int (reader, object, "value", NULL, -BF_MAX_COUNT, BF_MAX_COUNT,
                               BF_JSON_REQUIRED, 0, &message->value, error);

    case BF_LINK_MESSAGE_SECRET_DONATION:
      return read_chart_pos (reader, object, TRUE, &message->pos, error);

    /* Livingstone: whether the round exists is checked when the entry is
     * applied; the ranges here are the pad's own (bf-livingstone.h). */
    case BF_LINK_MESSAGE_TENTS:
      return bf_json_read_uint (reader, object, "round", NULL, 0, BF_LIVINGSTONE_MAX_ROUNDS - 1,
                                BF_JSON_REQUIRED, 0, &message->round, error) &&
             bf_json_read_uint (reader, object, "row", NULL, 1, BF_LIVINGSTONE_N_ROWS,
                                BF_JSON_REQUIRED, 1, &message->row, error) &&
             bf_json_read_int (reader, object, "value", NULL, 0, BF_LIVINGSTONE_N_TENTS,
                               BF_JSON_REQUIRED, 0, &message->value, error);

    case BF_LINK_MESSAGE_OTHER_TENTS:
      return bf_json_read_uint (reader, object, "row", NULL, 1, BF_LIVINGSTONE_N_ROWS,
                                BF_JSON_REQUIRED, 1, &message->row, error) &&
             bf_json_read_int (reader, object, "value", NULL, -BF_LIVINGSTONE_N_TENTS,
                               BF_LIVINGSTONE_N_TENTS, BF_JSON_REQUIRED, 0, &message->value, error);

    default:
      g_assert_not_reached ();
    }
}

gboolean
bf_link_message_parse (const char     *data,
                       gsize           length,
                       BfLinkMessage  *out,
                       GError        **error)
{
  g_auto(BfJsonReader) reader = BF_JSON_READER_INIT (BF_LINK_MESSAGE_ERROR,
                                                     BF_LINK_MESSAGE_ERROR_INVALID);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = NULL;
  BfLinkMessage message = { 0 };
  const KindInfo *info = NULL;
  const char *type = NULL;
  JsonObject *object;
  int version = 0;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  out->has_id = FALSE;
  out->id = 0;

  root = bf_json_parse_full (data != NULL ? data : "", length, BF_LINK_MAX_MESSAGE, &local_error);
  if (root == NULL)
    {
      g_set_error_literal (error, BF_LINK_MESSAGE_ERROR, BF_LINK_MESSAGE_ERROR_SYNTAX,
                           local_error->message);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, BF_LINK_MESSAGE_ERROR, BF_LINK_MESSAGE_ERROR_SYNTAX,
                           _("A message must be a JSON object."));
      return FALSE;
    }
  object = json_node_get_object (root);

  if (!bf_json_read_int (&reader, object, "v", NULL, 0, G_MAXINT, BF_JSON_REQUIRED, 0,
                         &version, error))
    return FALSE;
  if (version != BF_LINK_PROTOCOL_VERSION)
    {
      g_set_error (error, BF_LINK_MESSAGE_ERROR, BF_LINK_MESSAGE_ERROR_VERSION,
                   /* Translators: a phone's page is older or newer than the app. */
                   _("This page speaks version %d of the table link, Benefactor version %d: reload the page."),
                   version, BF_LINK_PROTOCOL_VERSION);
      return FALSE;
    }

  if (!bf_json_read_int64 (&reader, object, "id", NULL, 0, BF_LINK_MAX_ID, BF_JSON_OPTIONAL, -1,
                           &message.id, error))
    return FALSE;
  message.has_id = message.id >= 0;
  if (!message.has_id)
    message.id = 0;
  out->has_id = message.has_id;
  out->id = message.id;

  if (!bf_json_read_string (&reader, object, "type", NULL, BF_JSON_REQUIRED, &type, error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (type, kinds[i].type))
      info = &kinds[i];
  if (info == NULL)
    {
      g_autofree char *quoted = bf_json_quote (type);

      /* Translators: "Unknown message type “foo”." (from a phone) */
      return bf_json_error (&reader, error, _("Unknown message type “%s”."), quoted);
    }

  message.kind = info->kind;
  if (!bf_json_check_keys (&reader, object, common_keys, info->keys, NULL, error) ||
      !read_members (&reader, object, &message, error))
    return FALSE;

  *out = message;
  return TRUE;
}
