/* bf-table-link.c
 *
 * The server of Share This Table: seats and their tokens, the routes,
 * the WebSockets, the entries of the phones and the views sent back.
 * docs/table-link.md describes the protocol and the threat model.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-link"

#include "config.h"

#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/random.h>

#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "bf-i18n.h"
#include "bf-carnegie-game.h"
#include "bf-json.h"
#include "bf-link-message.h"
#include "bf-link-page.h"
#include "bf-soup.h"
#include "bf-table-link.h"
#include "bf-table-link-livingstone.h"

G_DEFINE_QUARK (bf-table-link-error-quark, bf_table_link_error)

/* The file of the tokens beside the autosave, and its format. */
#define TOKENS_SUFFIX ".link"
#define TOKENS_FORMAT "benefactor-table-link"
#define TOKENS_VERSION 1
#define TOKEN_BYTES 16

G_STATIC_ASSERT (TOKEN_BYTES * 2 == BF_TABLE_LINK_TOKEN_LENGTH);

/* The same answer for every path that is not a live seat's. */
static const char not_found[] = "Not found\n";

typedef struct
{
  BfTableLink             *link;    /* borrowed: it owns the client */
  SoupWebsocketConnection *conn;    /* owned */
  guint                    seat;
  const char              *lang;    /* static: the page's language, "?lang=" */
  char                    *last_view; /* the last view sent, to send only changes */
} Client;

struct _BfTableLink
{
  GObject       parent_instance;

  BfSession    *session;    /* owned */
  SoupServer   *server;     /* owned, only while sharing */
  GPtrArray    *tokens;     /* char *, one per seat; NULL: taken back */
  GPtrArray    *clients;    /* Client * */
  GPtrArray    *closing;    /* SoupWebsocketConnection *, owned: closed by
                             * the server, until their close completes */
  GSignalGroup *document_signals;
  guint         broadcast_id;
  /* While broadcast() sends every phone its view: the game's score in
   * each page language, made once for all of them (lang, static →
   * BfScoreCard or BfLivingstoneResult); NULL otherwise. */
  GHashTable   *pass_cards;
  GHashTable   *pass_results;
  char         *kept_path;  /* the file of the tokens, while sharing: the
                             * autosave's when sharing started, even if the
                             * desktop has gone on to another game since */
};

enum
{
  PROP_0,
  PROP_SHARING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SEATS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BfTableLink, bf_table_link, G_TYPE_OBJECT)

static void broadcast (BfTableLink *self);

/* A phone connected or left, a seat taken back or given a new link: the
 * desktop's Share This Table dialog shows each seat's phones and link. */
static void
seats_changed (BfTableLink *self)
{
  g_signal_emit (self, signals[SEATS_CHANGED], 0);
}

/* ------------------------------------------------------------------ */
/* Tokens                                                              */

/* 128 bits from the kernel's CSPRNG (getrandom(), never GLib's g_random,
 * which is not meant for secrets). */
static char *
new_token (GError **error)
{
  guint8 bytes[TOKEN_BYTES];
  gsize got = 0;
  GString *hex;

  while (got < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = errno;

          g_set_error (error, BF_TABLE_LINK_ERROR, BF_TABLE_LINK_ERROR_RANDOM,
                       /* Translators: %s is the system's reason */
                       _("Could not make the links of the seats: %s"), g_strerror (saved));
          return NULL;
        }
      got += (gsize) n;
    }

  hex = g_string_sized_new (BF_TABLE_LINK_TOKEN_LENGTH);
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (hex, "%02x", bytes[i]);
  memset (bytes, 0, sizeof bytes);

  return g_string_free (hex, FALSE);
}

static gboolean
is_token (const char *text,
          gsize       length)
{
  if (length != BF_TABLE_LINK_TOKEN_LENGTH)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (text[i]) || g_ascii_isupper (text[i]))
      return FALSE;
  return TRUE;
}

/* The seat whose token is @text, or -1: every live token is compared in
 * full, in time independent of where they differ. */
static int
find_seat (BfTableLink *self,
           const char  *text,
           gsize        length)
{
  int found = -1;

  if (!is_token (text, length))
    return -1;

  for (guint i = 0; i < self->tokens->len; i++)
    {
      const char *token = g_ptr_array_index (self->tokens, i);
      guint8 diff = 0;

      if (token == NULL)
        continue;
      for (gsize j = 0; j < BF_TABLE_LINK_TOKEN_LENGTH; j++)
        diff |= (guint8) (token[j] ^ text[j]);
      if (diff == 0)
        found = (int) i;
    }

  return found;
}

static char *
tokens_path (BfSession *session)
{
  GFile *autosave = bf_session_get_autosave (session);
  g_autofree char *path = NULL;

  if (autosave == NULL || (path = g_file_get_path (autosave)) == NULL)
    return NULL;

  return g_strconcat (path, TOKENS_SUFFIX, NULL);
}

/* {"format": "benefactor-table-link", "version": 1,
 *  "seats": ["0123…", null, …]}: one token per seat, null when taken
 * back. Written 0600 in one piece (a crash leaves the old file or the
 * new one). Losing it only costs new links. */
static void
save_tokens (BfTableLink *self)
{
  const char *path = self->kept_path;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  if (path == NULL || bf_session_get_read_only (self->session))
    return;

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TOKENS_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TOKENS_VERSION);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->tokens->len; i++)
    {
      const char *token = g_ptr_array_index (self->tokens, i);

      if (token != NULL)
        json_builder_add_string_value (builder, token);
      else
        json_builder_add_null_value (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  text = bf_json_to_data (root, BF_JSON_STYLE_COMPACT, &length);

  if (!g_file_set_contents_full (path, text, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &error))
    g_warning ("Could not keep the links of the shared table in %s: %s", path, error->message);
}

/* The tokens kept by an earlier run, or NULL. */
static GPtrArray *
load_tokens (BfSession *session)
{
  g_autofree char *path = tokens_path (session);
  g_autoptr(GFile) file = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GPtrArray) tokens = NULL;
  JsonObject *object;
  JsonArray *seats;
  gsize length = 0;

  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;

  file = g_file_new_for_path (path);
  if ((data = bf_json_read_file (file, &length, NULL, NULL)) == NULL ||
      (root = bf_json_parse (data, (gssize) length, NULL)) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;

  object = json_node_get_object (root);
  if (g_strcmp0 (json_object_get_string_member_with_default (object, "format", ""), TOKENS_FORMAT) != 0 ||
      json_object_get_int_member_with_default (object, "version", 0) != TOKENS_VERSION ||
      !json_object_has_member (object, "seats") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "seats")))
    return NULL;

  seats = json_object_get_array_member (object, "seats");
  tokens = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < json_array_get_length (seats) && i < BF_MAX_PLAYERS; i++)
    {
      JsonNode *node = json_array_get_element (seats, i);
      const char *token = bf_json_node_holds (node, G_TYPE_STRING) ? json_node_get_string (node) : NULL;

      g_ptr_array_add (tokens, token != NULL && is_token (token, strlen (token)) ? g_strdup (token) : NULL);
    }

  return g_steal_pointer (&tokens);
}

gboolean
bf_table_link_get_was_shared (BfSession *session)
{
  g_autoptr(GPtrArray) tokens = NULL;

  g_return_val_if_fail (BF_IS_SESSION (session), FALSE);

  tokens = load_tokens (session);
  return tokens != NULL;
}

/* ------------------------------------------------------------------ */
/* Views                                                               */

static BfCarnegieGame *
get_game (BfTableLink *self)
{
  BfCarnegieGame *game = bf_carnegie_game_from_session (self->session);

  if (game == NULL || bf_carnegie_game_get_solo (game))
    return NULL;
  return game;
}

static BfCarnegiePlayer *
get_player (BfTableLink *self,
            guint        seat)
{
  BfCarnegieGame *game = get_game (self);

  if (game == NULL || seat >= bf_carnegie_game_get_n_players (game))
    return NULL;
  return bf_carnegie_game_get_player (game, seat);
}

static void
add_chart_pos (JsonBuilder *builder,
               BfChartPos   pos)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "column");
  json_builder_add_string_value (builder, bf_link_donation_id (BF_CHART_POS_COLUMN (pos)));
  json_builder_set_member_name (builder, "row");
  json_builder_add_int_value (builder, BF_CHART_POS_ROW (pos));
  json_builder_end_object (builder);
}

/* The seat's own entries: everything of its player, its own secrets
 * included, and nothing of another player's. */
static void
add_own_entries (JsonBuilder      *builder,
                 BfCarnegieGame   *game,
                 BfCarnegiePlayer *player,
                 guint             seat)
{
  BfBidding *bidding = bf_carnegie_game_get_bidding (game);
  BfChartPos secret = bf_carnegie_player_get_secret_donation (player);

  json_builder_begin_object (builder);
  bf_json_builder_add_int (builder, "score-track", bf_carnegie_player_get_score_track (player));
  bf_json_builder_add_int (builder, "money", bf_carnegie_player_get_money (player));
  bf_json_builder_add_int (builder, "goods", bf_carnegie_player_get_goods (player));
  bf_json_builder_add_int (builder, "empty-spaces", bf_carnegie_player_get_empty_spaces (player));

  json_builder_set_member_name (builder, "employees");
  json_builder_begin_object (builder);
  bf_json_builder_add_int (builder, "active", bf_carnegie_player_get_active_employees (player));
  bf_json_builder_add_int (builder, "inactive-board", bf_carnegie_player_get_inactive_board (player));
  bf_json_builder_add_int (builder, "inactive-missions", bf_carnegie_player_get_inactive_missions (player));
  bf_json_builder_add_int (builder, "active-on-cost", bf_carnegie_player_get_active_on_cost (player));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "tab-vp");
  json_builder_begin_object (builder);
  for (BfProjectType t = 0; t < BF_N_PROJECT_TYPES; t++)
    bf_json_builder_add_int (builder, bf_link_project_id (t), bf_carnegie_player_get_tab_vp (player, t));
  json_builder_end_object (builder);

  bf_json_builder_add_bool (builder, "action-choice", bf_carnegie_player_get_action_choice (player));

  json_builder_set_member_name (builder, "projects");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bf_carnegie_player_get_n_projects (player); i++)
    {
      const BfProject *project = bf_carnegie_player_get_project (player, i);

      json_builder_begin_object (builder);
      bf_json_builder_add_int (builder, "space", project->space);
      json_builder_set_member_name (builder, "project");
      json_builder_add_string_value (builder, bf_link_project_id (project->type));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "transport");
  json_builder_begin_object (builder);
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    bf_json_builder_add_int (builder, bf_link_region_id (r), bf_carnegie_player_get_transport (player, r));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "donations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bf_carnegie_player_get_n_donations (player); i++)
    add_chart_pos (builder, bf_carnegie_player_get_donation (player, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "departments");
  json_builder_begin_array (builder);
  for (guint i = 0; i < bf_carnegie_player_get_n_departments (player); i++)
    {
      const BfBuiltDepartment *department = bf_carnegie_player_get_department (player, i);

      json_builder_begin_object (builder);
      bf_json_builder_add_int (builder, "number", department->number);
      bf_json_builder_add_bool (builder, "top-row", department->top_row);
      bf_json_builder_add_bool (builder, "left-column", department->left_column);
      bf_json_builder_add_bool (builder, "active-employee", department->active_employee);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* The seat's own secrets, which only its own phone receives. */
  json_builder_set_member_name (builder, "secret-donation");
  if (secret == BF_CHART_POS_NONE)
    json_builder_add_null_value (builder);
  else
    add_chart_pos (builder, secret);

  json_builder_set_member_name (builder, "bidding-sheet");
  if (bidding != NULL && seat < bf_bidding_get_n_sheets (bidding))
    json_builder_add_value (builder, bf_bidding_sheet_to_json (bf_bidding_get_sheet (bidding, seat)));
  else
    json_builder_add_null_value (builder);

  json_builder_end_object (builder);
}

/* What every seat may see: the players, the disks on the map (they stand
 * on the board for all to see), the neutral blocking disks, whether the
 * secrets are sealed and each player's total as entered (which leaves
 * sealed secret donations out, as the desktop's score sheet does). */
static void
add_table (JsonBuilder    *builder,
           BfCarnegieGame *game,
           BfScoreCard    *card)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);
  BfBidding *bidding = bf_carnegie_game_get_bidding (game);
  guint n_players = bf_carnegie_game_get_n_players (game);

  bf_json_builder_add_bool (builder, "secrets-sealed", bf_carnegie_game_get_secrets_sealed (game));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_players; i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, i);

      json_builder_begin_object (builder);
      bf_json_builder_add_text (builder, "name", bf_carnegie_player_get_name (player));
      bf_json_builder_add_text (builder, "color", bf_carnegie_player_get_color (player));
      /* Whether a sheet is sealed is seen at the table; what it holds is not. */
      bf_json_builder_add_bool (builder, "bidding-sealed",
                       bidding != NULL && i < bf_bidding_get_n_sheets (bidding) &&
                       bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (bidding, i)));
      if (card != NULL && i < bf_score_card_get_n_players (card))
        {
          bf_json_builder_add_int (builder, "total", bf_score_card_get_total (card, i));
          bf_json_builder_add_int (builder, "rank", bf_score_card_get_rank (card, i));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "map");
  json_builder_begin_array (builder);
  for (guint space = 0; space < bf_carnegie_rules_get_n_spaces (rules); space++)
    {
      BfCarnegiePlayer *owner = bf_carnegie_game_get_space_owner (game, space);
      gboolean blocked = bf_carnegie_game_get_space_blocked (game, space);
      guint index = 0;

      if (owner == NULL && !blocked)
        continue;
      json_builder_begin_object (builder);
      bf_json_builder_add_int (builder, "space", space);
      if (owner != NULL && g_list_store_find (G_LIST_STORE (bf_carnegie_game_get_players (game)), owner, &index))
        bf_json_builder_add_int (builder, "player", index);
      else
        {
          bf_json_builder_add_bool (builder, "blocked", TRUE);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The game's score card as entered, in the thread's language (@lang's):
 * made once for all the phones of a broadcast(). */
static BfScoreCard *
dup_card (BfTableLink    *self,
          BfCarnegieGame *game,
          const char     *lang)
{
  BfScoreCard *card = self->pass_cards != NULL ? g_hash_table_lookup (self->pass_cards, lang) : NULL;

  if (card != NULL)
    return bf_score_card_ref (card);
  card = bf_document_score_as_entered (BF_DOCUMENT (game), NULL);
  if (self->pass_cards != NULL && card != NULL)
    g_hash_table_insert (self->pass_cards, (gpointer) lang, bf_score_card_ref (card));
  return card;
}

/* The Livingstone pad's result as it stands, in the thread's language
 * (@lang's): made once for all the phones of a broadcast(). */
static BfLivingstoneResult *
dup_result (BfTableLink       *self,
            BfLivingstoneGame *game,
            const char        *lang)
{
  BfLivingstoneResult *result = self->pass_results != NULL ? g_hash_table_lookup (self->pass_results, lang) : NULL;

  if (result != NULL)
    return bf_livingstone_result_ref (result);
  result = bf_livingstone_result_new (game);
  if (self->pass_results != NULL)
    g_hash_table_insert (self->pass_results, (gpointer) lang, bf_livingstone_result_ref (result));
  return result;
}

/* The whole view of @seat in a Carnegie game as the text of one
 * message. */
static char *
carnegie_view (BfTableLink *self,
               guint        seat,
               const char  *lang)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  BfCarnegieGame *game = get_game (self);
  BfCarnegiePlayer *player = get_player (self, seat);
  g_autoptr(BfScoreCard) card = NULL;

  json_builder_begin_object (builder);
  bf_json_builder_add_int (builder, "v", BF_LINK_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "view");
  bf_json_builder_add_int (builder, "seat", seat);
  bf_json_builder_add_text (builder, "game", "carnegie");

  if (player != NULL)
    {
      json_builder_set_member_name (builder, "entries");
      add_own_entries (builder, game, player, seat);
      card = dup_card (self, game, lang);
      add_table (builder, game, card);

      /* The seat's own score lines, with their explanations. */
      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (guint i = 0; card != NULL && seat < bf_score_card_get_n_players (card) &&
                        i < bf_score_card_get_n_lines (card, seat); i++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, seat, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "category");
          json_builder_add_string_value (builder, line->category);
          bf_json_builder_add_text (builder, "title", line->title);
          bf_json_builder_add_int (builder, "vp", line->vp);
          bf_json_builder_add_text (builder, "explanation", line->explanation);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return bf_json_to_data (root, BF_JSON_STYLE_COMPACT, NULL);
}

/* The whole view of @seat as the text of one message, in @lang: its
 * score lines, their explanations and the rule data's texts in them. */
static char *
seat_view (BfTableLink *self,
           guint        seat,
           const char  *lang)
{
  BfLivingstoneGame *livingstone = _bf_table_link_livingstone_get_game (self->session);
  BfCatalogue *speaking = bf_link_page_speak (lang);
  char *view;

  if (livingstone != NULL)
    {
      g_autoptr(BfLivingstoneResult) result = NULL;

      if (seat < bf_livingstone_game_get_n_players (livingstone))
        result = dup_result (self, livingstone, lang);
      view = _bf_table_link_livingstone_view (livingstone, seat, result);
    }
  else
    view = carnegie_view (self, seat, lang);
  bf_i18n_speak (speaking);

  return view;
}

/* ------------------------------------------------------------------ */
/* Entries                                                             */

static gboolean
refuse (GError    **error,
        const char *message)
{
  g_set_error_literal (error, BF_TABLE_LINK_ERROR, BF_TABLE_LINK_ERROR_NO_TABLE, message);
  return FALSE;
}

static gboolean
apply_project (BfCarnegieGame      *game,
               BfCarnegiePlayer    *player,
               const BfLinkMessage *message,
               GError             **error)
{
  const BfProject *own;

  if (message->space >= bf_carnegie_rules_get_n_spaces (bf_carnegie_game_get_rules (game)))
    return refuse (error, _("There is no such space on the map."));

  own = bf_carnegie_player_find_project (player, message->space);

  if (!message->on)
    {
      if (own == NULL)
        return refuse (error, _("None of your pawns is on this space."));
      bf_carnegie_player_remove_project (player, message->space);
      return TRUE;
    }

  /* One piece per space: the model refuses a disk on a space that holds
   * another player's or a blocking disk, saying whose. When two phones
   * ask for the same space, the entry the server reads first has it and
   * the other is refused. */
  if (own != NULL)
    {
      if (own->type == message->project)
        return TRUE;
      bf_carnegie_player_remove_project (player, message->space);
    }
  return bf_carnegie_player_add_project (player, message->space, message->project, error);
}

static gboolean
apply_department (BfCarnegiePlayer    *player,
                  const BfLinkMessage *message,
                  GError             **error)
{
  if (!message->on)
    {
      if (!bf_carnegie_player_remove_department (player, message->department.number))
        return refuse (error, _("You have not built this department."));
      return TRUE;
    }
  if (bf_carnegie_player_find_department (player, message->department.number) != NULL)
    return bf_carnegie_player_update_department (player, &message->department, error);
  return bf_carnegie_player_add_department (player, &message->department, error);
}

static gboolean
apply_count (BfCarnegiePlayer    *player,
             const BfLinkMessage *message,
             GError             **error)
{
  switch (message->count)
    {
    case BF_LINK_COUNT_SCORE_TRACK:
      return bf_carnegie_player_set_score_track (player, message->value, error);
    case BF_LINK_COUNT_MONEY:
      return bf_carnegie_player_set_money (player, (guint) message->value, error);
    case BF_LINK_COUNT_GOODS:
      return bf_carnegie_player_set_goods (player, (guint) message->value, error);
    case BF_LINK_COUNT_EMPTY_SPACES:
      return bf_carnegie_player_set_empty_spaces (player, (guint) message->value, error);
    case BF_LINK_COUNT_GEMS:
    case BF_LINK_COUNT_VP_CARDS:
    case BF_LINK_COUNT_LIVINGSTONE_DONATION:
      return refuse (error, _("This entry is not part of this game."));
    default:
      g_assert_not_reached ();
    }
}

static BfBiddingSheet *
get_sheet (BfCarnegieGame  *game,
           guint            seat,
           GError         **error)
{
  BfBidding *bidding = bf_carnegie_game_get_bidding (game);

  if (bidding == NULL || seat >= bf_bidding_get_n_sheets (bidding))
    {
      refuse (error, _("This game has no bidding sheets."));
      return NULL;
    }
  return bf_bidding_get_sheet (bidding, seat);
}

static gboolean
apply_bid (BfCarnegieGame      *game,
           guint                seat,
           const BfLinkMessage *message,
           GError             **error)
{
  BfBiddingSheet *sheet = get_sheet (game, seat, error);

  if (sheet == NULL)
    return FALSE;
  if (message->kind == BF_LINK_MESSAGE_SEAL_BID)
    return bf_bidding_sheet_seal (sheet, error);
  if (message->line == BF_BID_FIRST_PLAYER)
    return bf_bidding_sheet_set_bid (sheet, message->value, error);
  return bf_bidding_sheet_choose_value (sheet, message->line, message->value, error);
}

/* The secret donation is chosen on the owner's phone and sealed at once:
 * the first one chosen seals the secrets of the table (as the setup
 * assistant does), so that no score, here or on the desktop, shows it
 * before the reveal. Once the desktop has revealed them, a phone cannot
 * change its secret donation any more (the desktop can). */
static gboolean
apply_secret_donation (BfCarnegieGame      *game,
                       BfCarnegiePlayer    *player,
                       const BfLinkMessage *message,
                       GError             **error)
{
  guint n_players = bf_carnegie_game_get_n_players (game);

  if (!bf_carnegie_game_has_module (game, BF_MODULE_SECRET_DONATION))
    return refuse (error, _("The Secret Donation is not in play in this game."));

  if (!bf_carnegie_game_get_secrets_sealed (game))
    for (guint i = 0; i < n_players; i++)
      if (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, i)) != BF_CHART_POS_NONE)
        return refuse (error, _("The secret donations have been revealed: only the desktop can change them now."));

  if (!bf_carnegie_player_set_secret_donation (player, message->pos, error))
    return FALSE;
  bf_carnegie_game_set_secrets_sealed (game, TRUE);
  return TRUE;
}

/* Applies @message from @seat to its own player only. */
static gboolean
apply_entry (BfTableLink         *self,
             guint                seat,
             const BfLinkMessage *message,
             GError             **error)
{
  BfCarnegieGame *game = get_game (self);
  BfCarnegiePlayer *player = get_player (self, seat);
  BfLivingstoneGame *livingstone = _bf_table_link_livingstone_get_game (self->session);

  if (player == NULL && livingstone == NULL)
    return refuse (error, _("Your seat is not at this table any more."));
  if (bf_session_get_read_only (self->session))
    return refuse (error, _("The game is open read-only on the desktop."));
  if (livingstone != NULL)
    return _bf_table_link_livingstone_apply (livingstone, seat, message, error);

  switch (message->kind)
    {
    case BF_LINK_MESSAGE_SYNC:
      return TRUE;
    case BF_LINK_MESSAGE_PROJECT:
      return apply_project (game, player, message, error);
    case BF_LINK_MESSAGE_TRANSPORT:
      return bf_carnegie_player_set_transport (player, message->region, message->box, error);
    case BF_LINK_MESSAGE_DONATION:
      if (message->on)
        return bf_carnegie_player_add_donation (player, message->pos, error);
      if (!bf_carnegie_player_remove_donation (player, message->pos))
        return refuse (error, _("None of your pawns is on this donation space."));
      return TRUE;
    case BF_LINK_MESSAGE_DEPARTMENT:
      return apply_department (player, message, error);
    case BF_LINK_MESSAGE_COUNT:
      return apply_count (player, message, error);
    case BF_LINK_MESSAGE_EMPLOYEES:
      return bf_carnegie_player_set_employees (player, message->employees[0], message->employees[1],
                                               message->employees[2], message->employees[3], error);
    case BF_LINK_MESSAGE_TAB_VP:
      return bf_carnegie_player_set_tab_vp (player, message->project, (guint) message->value, error);
    case BF_LINK_MESSAGE_ACTION_CHOICE:
      bf_carnegie_player_set_action_choice (player, message->on);
      return TRUE;
    case BF_LINK_MESSAGE_BID:
    case BF_LINK_MESSAGE_SEAL_BID:
      return apply_bid (game, seat, message, error);
    case BF_LINK_MESSAGE_SECRET_DONATION:
      return apply_secret_donation (game, player, message, error);
    case BF_LINK_MESSAGE_TENTS:
    case BF_LINK_MESSAGE_OTHER_TENTS:
      return refuse (error, _("This entry is not part of this game."));
    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------------ */
/* Clients                                                             */

static void
closing_closed_cb (SoupWebsocketConnection *conn,
                   GPtrArray               *closing)
{
  g_signal_handlers_disconnect_by_func (conn, closing_closed_cb, closing);
  g_ptr_array_remove (closing, conn);
}

static void
client_free (Client *client)
{
  if (client->conn != NULL)
    {
      g_signal_handlers_disconnect_by_data (client->conn, client);
      /* Closed by the server (a seat taken back, sharing stopped), or
       * closing: kept until the phone has answered, so that the close
       * completes. */
      if (soup_websocket_connection_get_state (client->conn) != SOUP_WEBSOCKET_STATE_CLOSED)
        {
          GPtrArray *closing = client->link->closing;

          g_ptr_array_add (closing, g_object_ref (client->conn));
          g_signal_connect (client->conn, "closed", G_CALLBACK (closing_closed_cb), closing);
          if (soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
            soup_websocket_connection_close (client->conn, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
        }
    }
  g_clear_object (&client->conn);
  g_free (client->last_view);
  g_free (client);
}

static void
client_send (Client     *client,
             const char *text)
{
  if (soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (client->conn, text);
}

/* Sends the seat's view unless the phone already has it. */
static void
client_send_view (Client   *client,
                  gboolean  always)
{
  g_autofree char *view = seat_view (client->link, client->seat, client->lang);

  if (!always && g_strcmp0 (view, client->last_view) == 0)
    return;
  client_send (client, view);
  g_free (client->last_view);
  client->last_view = g_steal_pointer (&view);
}

/* {"v": 1, "type": "ack" | "refused", "id": n | null[, "message": "…"]};
 * an ack of an entry also says whether it is "saved": FALSE while the
 * autosave fails (a full disk), and then the session's message. */
static void
client_send_reply (Client       *client,
                   const char   *type,
                   gboolean      has_id,
                   gint64        id,
                   const GError *error)
{
  const GError *autosave_error = bf_session_get_autosave_error (client->link->session);

  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  bf_json_builder_add_int (builder, "v", BF_LINK_PROTOCOL_VERSION);
  bf_json_builder_add_text (builder, "type", type);
  json_builder_set_member_name (builder, "id");
  if (has_id)
    json_builder_add_int_value (builder, id);
  else
    json_builder_add_null_value (builder);
  if (error != NULL)
    bf_json_builder_add_text (builder, "message", error->message);
  else
    {
      bf_json_builder_add_bool (builder, "saved", autosave_error == NULL);
      if (autosave_error != NULL)
        bf_json_builder_add_text (builder, "message", autosave_error->message);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  text = bf_json_to_data (root, BF_JSON_STYLE_COMPACT, NULL);
  client_send (client, text);
}

static void
count_change (guint *changes)
{
  (*changes)++;
}

/* Applies @message of @client's phone as apply_entry(), with a refusal's
 * words in the phone's language. The entry is applied in the program's
 * language: the desktop's views follow the change as it happens, and
 * must not take the phone's words. A refused entry that changed nothing
 * (each is one setter, which checks before it changes) is asked again
 * while the thread speaks the phone's language: on the same table it is
 * refused again, and the phone gets that refusal. */
static gboolean
apply_entry_for (Client              *client,
                 const BfLinkMessage *message,
                 GError             **error)
{
  BfTableLink *self = client->link;
  BfDocument *document = bf_session_get_document (self->session);
  g_autoptr(GError) spoken = NULL;
  BfCatalogue *speaking;
  guint changes = 0;
  gulong handler = 0;
  gboolean applied;

  if (document != NULL)
    handler = g_signal_connect_swapped (document, "changed", G_CALLBACK (count_change), &changes);
  applied = apply_entry (self, client->seat, message, error);
  if (document != NULL)
    g_clear_signal_handler (&handler, document);
  if (applied || changes > 0)
    return applied;

  speaking = bf_link_page_speak (client->lang);
  applied = apply_entry (self, client->seat, message, &spoken);
  bf_i18n_speak (speaking);
  if (applied)
    {
      /* Cannot be: the same entry on the same table. Kept, as the
       * desktop now shows it. */
      g_critical ("An entry refused once was applied when asked again");
      g_clear_error (error);
      return TRUE;
    }
  g_clear_error (error);
  g_propagate_error (error, g_steal_pointer (&spoken));
  return FALSE;
}

static void
client_message_cb (SoupWebsocketConnection *conn,
                   int                      type,
                   GBytes                  *bytes,
                   Client                  *client)
{
  BfTableLink *self = client->link;
  g_autoptr(GError) error = NULL;
  BfLinkMessage message;
  BfCatalogue *speaking;
  gboolean parsed;
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      soup_websocket_connection_close (conn, SOUP_WEBSOCKET_CLOSE_UNSUPPORTED_DATA, "text frames only");
      return;
    }
  if (length > BF_LINK_MAX_MESSAGE)
    {
      soup_websocket_connection_close (conn, SOUP_WEBSOCKET_CLOSE_TOO_BIG, "message too big");
      return;
    }

  speaking = bf_link_page_speak (client->lang);
  parsed = bf_link_message_parse (data, length, &message, &error);
  bf_i18n_speak (speaking);
  if (!parsed)
    {
      client_send_reply (client, "refused", message.has_id, message.id, error);
      return;
    }

  if (message.kind == BF_LINK_MESSAGE_SYNC)
    {
      client_send_reply (client, "ack", message.has_id, message.id, NULL);
      client_send_view (client, TRUE);
      return;
    }

  if (!apply_entry_for (client, &message, &error))
    {
      client_send_reply (client, "refused", message.has_id, message.id, error);
      /* The phone shows the table as it is again. */
      client_send_view (client, TRUE);
      return;
    }

  /* The entry is an undo step, in the autosave and the journal, before
   * the phone hears that it is kept. */
  bf_session_checkpoint (self->session);
  client_send_reply (client, "ack", message.has_id, message.id, NULL);
  broadcast (self);
}

static void
client_closed_cb (SoupWebsocketConnection *conn,
                  Client                  *client)
{
  BfTableLink *self = client->link;

  g_ptr_array_remove (self->clients, client);
  seats_changed (self);
}

static void
broadcast (BfTableLink *self)
{
  g_autoptr(GPtrArray) clients = NULL;
  gboolean nested;

  g_clear_handle_id (&self->broadcast_id, g_source_remove);

  /* A send may close a connection, which removes its client: walk a
   * copy (which frees no client). */
  clients = g_ptr_array_new ();
  g_ptr_array_extend (clients, self->clients, NULL, NULL);
  /* The game is scored once a language, not once a phone (a broadcast
   * started from within one keeps the outer one's scores). */
  nested = self->pass_cards != NULL;
  if (!nested)
    {
      self->pass_cards = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) bf_score_card_unref);
      self->pass_results = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) bf_livingstone_result_unref);
    }
  for (guint i = 0; i < clients->len; i++)
    if (g_ptr_array_find (self->clients, g_ptr_array_index (clients, i), NULL))
      client_send_view (g_ptr_array_index (clients, i), FALSE);
  if (!nested)
    {
      g_clear_pointer (&self->pass_cards, g_hash_table_unref);
      g_clear_pointer (&self->pass_results, g_hash_table_unref);
    }
}

static gboolean
broadcast_idle_cb (gpointer user_data)
{
  BfTableLink *self = user_data;

  self->broadcast_id = 0;
  broadcast (self);
  return G_SOURCE_REMOVE;
}

/* Any change, from the desktop or an undo: every phone gets it at the
 * next idle, at most once per main-loop iteration. */
static void
table_changed_cb (BfTableLink *self)
{
  if (self->broadcast_id == 0 && self->clients->len > 0)
    self->broadcast_id = g_idle_add (broadcast_idle_cb, self);
}

static void
disconnect_seat (BfTableLink *self,
                 guint        seat)
{
  for (guint i = self->clients->len; i > 0; i--)
    {
      Client *client = g_ptr_array_index (self->clients, i - 1);

      if (client->seat == seat)
        g_ptr_array_remove_index (self->clients, i - 1);
    }
  seats_changed (self);
}

/* ------------------------------------------------------------------ */
/* Routes                                                              */

typedef enum
{
  ROUTE_NONE,
  ROUTE_PAGE,
  ROUTE_FILE,
  ROUTE_BOARD,
  ROUTE_STRINGS,
  ROUTE_SOCKET,
} Route;

/* "/t/TOKEN/", "/t/TOKEN/ws" or a file of the page with a live token:
 * the route, @seat and the file's name (after the token's slash). */
static Route
match_route (BfTableLink *self,
             const char  *path,
             guint       *seat,
             const char **file)
{
  const char *rest;
  int found;

  if (path == NULL || !g_str_has_prefix (path, "/t/") ||
      strlen (path) < 3 + BF_TABLE_LINK_TOKEN_LENGTH + 1 ||
      path[3 + BF_TABLE_LINK_TOKEN_LENGTH] != '/')
    return ROUTE_NONE;

  found = find_seat (self, path + 3, BF_TABLE_LINK_TOKEN_LENGTH);
  if (found < 0)
    return ROUTE_NONE;
  *seat = (guint) found;

  rest = path + 3 + BF_TABLE_LINK_TOKEN_LENGTH + 1;
  if (file != NULL)
    *file = rest;
  if (*rest == '\0')
    return ROUTE_PAGE;
  if (g_str_equal (rest, "ws"))
    return ROUTE_SOCKET;
  if (g_str_equal (rest, "board.json"))
    return ROUTE_BOARD;
  if (g_str_equal (rest, "strings.json"))
    return ROUTE_STRINGS;
  if (g_str_equal (rest, "app.js") || g_str_equal (rest, "style.css") ||
      g_str_equal (rest, "livingstone.js"))
    return ROUTE_FILE;
  return ROUTE_NONE;
}

/* A WebSocket opened by a page of another site would carry its Origin:
 * only the seat's own page (same host and port) may open it. */
static gboolean
same_origin (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  const char *origin = soup_message_headers_get_one (headers, "Origin");
  const char *host = soup_message_headers_get_one (headers, "Host");
  g_autoptr(GUri) uri = NULL;
  g_autofree char *expected = NULL;

  if (origin == NULL)
    return TRUE;
  if (host == NULL || (uri = g_uri_parse (origin, G_URI_FLAGS_NONE, NULL)) == NULL)
    return FALSE;

  if (g_uri_get_port (uri) > 0)
    expected = g_strdup_printf ("%s:%d", g_uri_get_host (uri), g_uri_get_port (uri));
  else
    expected = g_strdup (g_uri_get_host (uri));
  return g_ascii_strcasecmp (expected, host) == 0;
}

static void
answer_not_found (SoupServerMessage *msg)
{
  soup_server_message_set_status (msg, SOUP_STATUS_NOT_FOUND, NULL);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_STATIC,
                                    not_found, strlen (not_found));
}

static void
request_cb (SoupServer        *server,
            SoupServerMessage *msg,
            const char        *path,
            GHashTable        *query,
            gpointer           user_data)
{
  BfTableLink *self = user_data;
  SoupMessageHeaders *response = soup_server_message_get_response_headers (msg);
  const char *method = soup_server_message_get_method (msg);
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  const char *lang = bf_link_page_pick_language (soup_message_headers_get_one (request, "Accept-Language"));
  g_autoptr(GBytes) body = NULL;
  const char *content_type = NULL;
  const char *file = NULL;
  guint seat = 0;
  Route route;

  /* The token is in the path: no page may pass it on, nothing is cached. */
  soup_message_headers_replace (response, "Cache-Control", "no-store");
  soup_message_headers_replace (response, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (response, "X-Content-Type-Options", "nosniff");

  route = match_route (self, path, &seat, &file);
  switch (route)
    {
    case ROUTE_PAGE:
    case ROUTE_FILE:
    case ROUTE_BOARD:
    case ROUTE_STRINGS:
      if (g_strcmp0 (method, "GET") != 0 && g_strcmp0 (method, "HEAD") != 0)
        break;
      if (route == ROUTE_BOARD)
        {
          /* A Livingstone pad's: the players' colours only. */
          if (get_game (self) != NULL)
            body = bf_link_page_dup_board (get_game (self), lang);
          else
            body = bf_link_page_dup_colors (lang);
          content_type = "application/json";
        }
      else if (route == ROUTE_STRINGS)
        {
          body = bf_link_page_dup_strings (lang);
          content_type = "application/json";
        }
      else
        body = bf_link_page_dup_file (file, lang, &content_type);
      if (body == NULL)
        break;
      /* The page's language and its files follow the browser's. */
      soup_message_headers_replace (response, "Vary", "Accept-Language");
      soup_message_headers_replace (response, "Content-Security-Policy",
                                    "default-src 'self'; connect-src 'self' ws: wss:; frame-ancestors 'none'");
      soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
      soup_server_message_set_response (msg, content_type, SOUP_MEMORY_COPY,
                                        g_bytes_get_data (body, NULL), g_bytes_get_size (body));
      return;

    case ROUTE_SOCKET:
      /* Left without a status: the WebSocket handler takes it over. */
      if (g_strcmp0 (method, "GET") == 0 && same_origin (msg) &&
          soup_message_headers_header_contains (soup_server_message_get_request_headers (msg),
                                                "Upgrade", "websocket"))
        return;
      break;

    case ROUTE_NONE:
    default:
      break;
    }

  answer_not_found (msg);
}

/* "?lang=LL" of the socket's address, or NULL. */
static const char *
query_language (SoupServerMessage *msg)
{
  GUri *uri = soup_server_message_get_uri (msg);
  const char *query = uri != NULL ? g_uri_get_query (uri) : NULL;
  g_auto(GStrv) params = query != NULL ? g_strsplit (query, "&", 16) : NULL;

  for (guint i = 0; params != NULL && params[i] != NULL; i++)
    if (g_str_has_prefix (params[i], "lang=") && bf_link_page_is_language (params[i] + 5))
      return bf_link_page_pick_language (params[i] + 5);
  return NULL;
}

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *conn,
              gpointer                 user_data)
{
  BfTableLink *self = user_data;
  Client *client;
  guint seat = 0;

  /* request_cb() let only a live seat's socket through. */
  if (match_route (self, path, &seat, NULL) != ROUTE_SOCKET)
    {
      soup_websocket_connection_close (conn, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
      return;
    }

  client = g_new0 (Client, 1);
  client->link = self;
  client->conn = g_object_ref (conn);
  client->seat = seat;
  client->lang = bf_link_page_pick_language (query_language (msg));
  /* A message above BF_LINK_MAX_MESSAGE is closed with 1009 (message too
   * big) by client_message_cb(); libsoup drops a connection whose frame
   * is above BF_LINK_MAX_FRAME at once, without reading it (and without
   * a close code). */
  soup_websocket_connection_set_max_incoming_payload_size (conn, BF_LINK_MAX_FRAME);
  soup_websocket_connection_set_keepalive_interval (conn, 20);
  g_signal_connect (conn, "message", G_CALLBACK (client_message_cb), client);
  g_signal_connect (conn, "closed", G_CALLBACK (client_closed_cb), client);
  g_ptr_array_add (self->clients, client);
  seats_changed (self);

  client_send_view (client, TRUE);
}

/* ------------------------------------------------------------------ */
/* Sharing                                                             */

static gboolean
make_seats (BfTableLink  *self,
            guint         n_seats,
            GError      **error)
{
  g_autoptr(GPtrArray) kept = load_tokens (self->session);

  g_free (self->kept_path);
  self->kept_path = tokens_path (self->session);
  g_ptr_array_set_size (self->tokens, 0);
  for (guint i = 0; i < n_seats; i++)
    {
      char *token;

      /* A kept seat keeps its token (or stays taken back); a seat the
       * kept file does not have gets a new one. */
      if (kept != NULL && i < kept->len)
        token = g_strdup (g_ptr_array_index (kept, i));
      else if ((token = new_token (error)) == NULL)
        return FALSE;
      g_ptr_array_add (self->tokens, token);
    }
  save_tokens (self);
  return TRUE;
}

/* One seat per player of a multiplayer Carnegie game or a Livingstone
 * score pad (2 to 5 players); 0: nothing to share (a solo game, a pad
 * still being set up, no game). */
static guint
count_seats (BfTableLink *self)
{
  BfCarnegieGame *game = get_game (self);
  BfLivingstoneGame *livingstone = _bf_table_link_livingstone_get_game (self->session);

  if (game != NULL)
    return bf_carnegie_game_get_n_players (game);
  if (livingstone != NULL)
    return bf_livingstone_game_get_n_players (livingstone);
  return 0;
}

gboolean
bf_table_link_start (BfTableLink  *self,
                     GPtrArray    *addresses,
                     GError      **error)
{
  g_autoptr(SoupServer) server = NULL;
  guint n_seats;

  g_return_val_if_fail (BF_IS_TABLE_LINK (self), FALSE);
  g_return_val_if_fail (addresses != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((n_seats = count_seats (self)) == 0)
    {
      g_set_error_literal (error, BF_TABLE_LINK_ERROR, BF_TABLE_LINK_ERROR_NO_TABLE,
                           _("Only a game with several players, Carnegie or Livingstone, can be shared with phones."));
      return FALSE;
    }
  if (bf_session_get_read_only (self->session))
    {
      g_set_error_literal (error, BF_TABLE_LINK_ERROR, BF_TABLE_LINK_ERROR_READ_ONLY,
                           _("This game is open read-only: it cannot be shared."));
      return FALSE;
    }

  if (self->server == NULL)
    {
      if (!bf_soup_load (error))
        return FALSE;
      server = g_object_new (SOUP_TYPE_SERVER, "server-header", NULL, NULL);
      soup_server_add_handler (server, NULL, request_cb, self, NULL);
      soup_server_add_websocket_handler (server, NULL, NULL, NULL, websocket_cb, self, NULL);
    }
  else
    server = g_object_ref (self->server);

  for (guint i = 0; i < addresses->len; i++)
    if (!soup_server_listen (server, g_ptr_array_index (addresses, i), 0, error))
      {
        if (self->server == NULL)
          soup_server_disconnect (server);
        return FALSE;
      }

  if (self->server == NULL)
    {
      if (!make_seats (self, n_seats, error))
        {
          soup_server_disconnect (server);
          return FALSE;
        }
      self->server = g_steal_pointer (&server);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHARING]);
    }

  return TRUE;
}

void
bf_table_link_stop (BfTableLink *self)
{
  g_autofree char *path = NULL;

  g_return_if_fail (BF_IS_TABLE_LINK (self));

  if (self->server == NULL)
    return;

  g_ptr_array_set_size (self->clients, 0);
  g_clear_handle_id (&self->broadcast_id, g_source_remove);
  soup_server_disconnect (self->server);
  g_clear_object (&self->server);
  g_ptr_array_set_size (self->tokens, 0);

  path = g_steal_pointer (&self->kept_path);
  if (path != NULL)
    g_unlink (path);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHARING]);
  seats_changed (self);
}

gboolean
bf_table_link_get_sharing (BfTableLink *self)
{
  g_return_val_if_fail (BF_IS_TABLE_LINK (self), FALSE);

  return self->server != NULL;
}

char **
bf_table_link_dup_player_names (BfTableLink *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  BfLivingstoneGame *livingstone;
  BfCarnegieGame *game;

  g_return_val_if_fail (BF_IS_TABLE_LINK (self), NULL);

  livingstone = _bf_table_link_livingstone_get_game (self->session);
  game = get_game (self);
  if (livingstone != NULL)
    for (guint i = 0; i < bf_livingstone_game_get_n_players (livingstone); i++)
      g_strv_builder_add (names, bf_livingstone_player_get_name (bf_livingstone_game_get_player (livingstone, i)));
  else if (game != NULL)
    for (guint i = 0; i < bf_carnegie_game_get_n_players (game); i++)
      g_strv_builder_add (names, bf_carnegie_player_get_name (bf_carnegie_game_get_player (game, i)));

  return g_strv_builder_end (names);
}

gboolean
bf_table_link_seats_kept (BfTableLink        *self,
                          const char * const *before)
{
  g_auto(GStrv) now = NULL;

  g_return_val_if_fail (BF_IS_TABLE_LINK (self), FALSE);
  g_return_val_if_fail (before != NULL, FALSE);

  now = bf_table_link_dup_player_names (self);
  if (g_strv_length (now) != g_strv_length ((char **) before))
    return FALSE;
  /* A name now in another seat than before: a player moved. */
  for (guint i = 0; now[i] != NULL; i++)
    for (guint j = 0; before[j] != NULL; j++)
      if (j != i && g_str_equal (now[i], before[j]))
        return FALSE;
  return TRUE;
}

guint
bf_table_link_get_n_seats (BfTableLink *self)
{
  g_return_val_if_fail (BF_IS_TABLE_LINK (self), 0);

  return self->tokens->len;
}

char *
bf_table_link_dup_seat_path (BfTableLink *self,
                             guint        seat)
{
  g_return_val_if_fail (BF_IS_TABLE_LINK (self), NULL);

  if (seat >= self->tokens->len || g_ptr_array_index (self->tokens, seat) == NULL)
    return NULL;

  return g_strdup_printf ("/t/%s/", (const char *) g_ptr_array_index (self->tokens, seat));
}

char **
bf_table_link_dup_seat_urls (BfTableLink *self,
                             guint        seat)
{
  g_autofree char *path = NULL;
  g_autoptr(GStrvBuilder) urls = NULL;
  GSList *listeners;

  g_return_val_if_fail (BF_IS_TABLE_LINK (self), NULL);

  if (self->server == NULL || (path = bf_table_link_dup_seat_path (self, seat)) == NULL)
    return NULL;

  /* From the listening sockets themselves: soup_server_get_uris() leaks
   * the addresses it reads in libsoup 3.2. */
  urls = g_strv_builder_new ();
  listeners = soup_server_get_listeners (self->server);
  for (GSList *l = listeners; l != NULL; l = l->next)
    {
      g_autoptr(GSocketAddress) address = g_socket_get_local_address (l->data, NULL);
      g_autofree char *host = NULL;
      g_autofree char *url = NULL;
      GInetAddress *inet;
      guint port;

      if (address == NULL || !G_IS_INET_SOCKET_ADDRESS (address))
        continue;
      inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address));
      port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address));
      host = g_inet_address_to_string (inet);
      if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV6)
        url = g_strdup_printf ("http://[%s]:%u%s", host, port, path);
      else
        url = g_strdup_printf ("http://%s:%u%s", host, port, path);
      g_strv_builder_add (urls, url);
    }
  g_slist_free (listeners);

  return g_strv_builder_end (urls);
}

void
bf_table_link_revoke_seat (BfTableLink *self,
                           guint        seat)
{
  g_return_if_fail (BF_IS_TABLE_LINK (self));

  if (seat >= self->tokens->len)
    return;

  g_clear_pointer (&g_ptr_array_index (self->tokens, seat), g_free);
  disconnect_seat (self, seat);
  save_tokens (self);
}

gboolean
bf_table_link_renew_seat (BfTableLink  *self,
                          guint         seat,
                          GError      **error)
{
  char *token;

  g_return_val_if_fail (BF_IS_TABLE_LINK (self), FALSE);
  g_return_val_if_fail (seat < self->tokens->len, FALSE);

  if ((token = new_token (error)) == NULL)
    return FALSE;

  disconnect_seat (self, seat);
  g_free (g_ptr_array_index (self->tokens, seat));
  g_ptr_array_index (self->tokens, seat) = token;
  save_tokens (self);
  seats_changed (self);
  return TRUE;
}

guint
bf_table_link_get_n_closing (BfTableLink *self)
{
  g_return_val_if_fail (BF_IS_TABLE_LINK (self), 0);

  return self->closing->len;
}

guint
bf_table_link_get_n_connections (BfTableLink *self,
                                 guint        seat)
{
  guint n = 0;

  g_return_val_if_fail (BF_IS_TABLE_LINK (self), 0);

  for (guint i = 0; i < self->clients->len; i++)
    if (((Client *) g_ptr_array_index (self->clients, i))->seat == seat)
      n++;
  return n;
}

GPtrArray *
bf_table_link_list_local_addresses (void)
{
  GPtrArray *addresses = g_ptr_array_new_with_free_func (g_object_unref);
  struct ifaddrs *list = NULL;

  if (getifaddrs (&list) != 0)
    return addresses;

  for (struct ifaddrs *ifa = list; ifa != NULL; ifa = ifa->ifa_next)
    {
      g_autoptr(GSocketAddress) address = NULL;
      GInetAddress *inet;
      gsize size;

      if (ifa->ifa_addr == NULL || !(ifa->ifa_flags & IFF_UP) || (ifa->ifa_flags & IFF_LOOPBACK))
        continue;
      if (ifa->ifa_addr->sa_family == AF_INET)
        size = sizeof (struct sockaddr_in);
      else if (ifa->ifa_addr->sa_family == AF_INET6)
        size = sizeof (struct sockaddr_in6);
      else
        continue;

      address = g_socket_address_new_from_native (ifa->ifa_addr, size);
      if (address == NULL || !G_IS_INET_SOCKET_ADDRESS (address))
        continue;
      inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address));
      /* Only the local network: a public address would put the table on
       * the internet. */
      if (!g_inet_address_get_is_site_local (inet) && !g_inet_address_get_is_link_local (inet))
        continue;
      g_ptr_array_add (addresses, g_object_ref (inet));
    }

  freeifaddrs (list);
  return addresses;
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
bf_table_link_dispose (GObject *object)
{
  BfTableLink *self = (BfTableLink *) object;

  /* A link dropped while sharing stops for good and its tokens die; only
   * a crash (which runs no dispose) leaves them beside the autosave. */
  bf_table_link_stop (self);
  for (guint i = 0; i < self->closing->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (self->closing, i), closing_closed_cb,
                                          self->closing);
  g_ptr_array_set_size (self->closing, 0);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (bf_table_link_parent_class)->dispose (object);
}

static void
bf_table_link_finalize (GObject *object)
{
  BfTableLink *self = (BfTableLink *) object;

  g_clear_pointer (&self->clients, g_ptr_array_unref);
  g_clear_pointer (&self->closing, g_ptr_array_unref);
  g_clear_pointer (&self->tokens, g_ptr_array_unref);
  g_clear_pointer (&self->kept_path, g_free);

  G_OBJECT_CLASS (bf_table_link_parent_class)->finalize (object);
}

static void
bf_table_link_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BfTableLink *self = BF_TABLE_LINK (object);

  switch (prop_id)
    {
    case PROP_SHARING:
      g_value_set_boolean (value, bf_table_link_get_sharing (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_table_link_class_init (BfTableLinkClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_table_link_dispose;
  object_class->finalize = bf_table_link_finalize;
  object_class->get_property = bf_table_link_get_property;

  properties[PROP_SHARING] =
    g_param_spec_boolean ("sharing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfTableLink::seats-changed:
   *
   * A phone connected to a seat or left it, a seat was taken back or
   * given a new link, or sharing stopped: what
   * bf_table_link_get_n_connections() and bf_table_link_dup_seat_urls()
   * say may have changed.
   */
  signals[SEATS_CHANGED] =
    g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bf_table_link_init (BfTableLink *self)
{
  self->tokens = g_ptr_array_new_with_free_func (g_free);
  self->clients = g_ptr_array_new_with_free_func ((GDestroyNotify) client_free);
  self->closing = g_ptr_array_new_with_free_func (g_object_unref);
  self->document_signals = g_signal_group_new (BF_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (table_changed_cb), self);
}

static void
session_document_cb (BfTableLink *self)
{
  g_signal_group_set_target (self->document_signals, bf_session_get_document (self->session));
  table_changed_cb (self);
}

BfTableLink *
bf_table_link_new (BfSession *session)
{
  BfTableLink *self;

  g_return_val_if_fail (BF_IS_SESSION (session), NULL);

  self = g_object_new (BF_TYPE_TABLE_LINK, NULL);
  self->session = g_object_ref (session);
  g_signal_connect_object (session, "notify::document", G_CALLBACK (session_document_cb),
                           self, G_CONNECT_SWAPPED);
  session_document_cb (self);

  return self;
}
