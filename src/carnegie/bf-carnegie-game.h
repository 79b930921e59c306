/* bf-carnegie-game.h
 *
 * The table of one Carnegie game as the players enter it: who played,
 * which expansion modules and optional rules were in play, the New
 * Donations tiles on the chart, the neutral blocking disks, and each
 * player's BfCarnegiePlayer. In a solo game the last player is Andrew.
 *
 * "changed" is emitted after any change to the game or one of its
 * players, so that views and autosave need only one handler.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bf-bidding.h"
#include "bf-carnegie-player.h"
#include "bf-carnegie-rules.h"
#include "bf-session.h"
#include "bf-setup.h"
#include "bf-types.h"

G_BEGIN_DECLS

#define BF_CARNEGIE_GAME_ERROR (bf_carnegie_game_error_quark ())

typedef enum
{
  BF_CARNEGIE_GAME_ERROR_INVALID,         /* a value that can never be on a table */
  BF_CARNEGIE_GAME_ERROR_CONFLICT,        /* two things that cannot be together */
  BF_CARNEGIE_GAME_ERROR_NOT_IN_PLAY,     /* needs a module that is not in play */
} BfCarnegieGameError;

GQuark bf_carnegie_game_error_quark (void);

#define BF_MAX_PLAYERS 4

#define BF_TYPE_CARNEGIE_GAME (bf_carnegie_game_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegieGame, bf_carnegie_game, BF, CARNEGIE_GAME, GObject)

BfCarnegieGame          *bf_carnegie_game_new                   (void);
/* The document of @session when it is a Carnegie final-scoring table,
 * else NULL (not a solo game: bf_solo_game_get_table() gives its table). */
BfCarnegieGame          *bf_carnegie_game_from_session          (BfSession *session);

BfCarnegieRules         *bf_carnegie_game_get_rules             (BfCarnegieGame      *self);

/* A GListModel of BfCarnegiePlayer: the human players in seat order, then Andrew
 * in a solo game. */
GListModel      *bf_carnegie_game_get_players           (BfCarnegieGame      *self);
/* Human players, 1-4. */
guint            bf_carnegie_game_get_n_players         (BfCarnegieGame      *self);
BfCarnegiePlayer        *bf_carnegie_game_get_player            (BfCarnegieGame *self,
                                                                 guint           index);
/* Adds a human player (at most 4; not a second one in a solo game).
 * Returns the new player (owned by the game). */
BfCarnegiePlayer        *bf_carnegie_game_add_player            (BfCarnegieGame *self,
                                                                 const char     *name,
                                                                 GError        **error);
void             bf_carnegie_game_remove_player         (BfCarnegieGame      *self,
                                                         BfCarnegiePlayer    *player);

/* Solo: one human player against Andrew. Turning it on needs exactly one
 * human player and adds Andrew; turning it off removes him. */
gboolean         bf_carnegie_game_get_solo              (BfCarnegieGame      *self);
gboolean         bf_carnegie_game_set_solo              (BfCarnegieGame *self,
                                                         gboolean        solo,
                                                         GError        **error);
BfCarnegiePlayer        *bf_carnegie_game_get_andrew            (BfCarnegieGame      *self);

/* The first player, who takes the first turn (with A New Beginning, the
 * winner of the first-player auction): an index among the human players,
 * 0 (the first one listed) unless set. Turn order goes clockwise from
 * them; the players are listed in seat order, clockwise. The
 * "first-player" property is notified when it changes. */
guint            bf_carnegie_game_get_first_player      (BfCarnegieGame      *self);
/* Refuses an index that is not a human player's (BF_CARNEGIE_GAME_ERROR_INVALID)
 * and, in a game set up in Benefactor, any other first player than the
 * setup record's (BF_CARNEGIE_GAME_ERROR_CONFLICT): the setup decided it. */
gboolean         bf_carnegie_game_set_first_player      (BfCarnegieGame *self,
                                                         guint           index,
                                                         GError        **error);
/* Whether the seat order and the first player are fixed: a game set up
 * in Benefactor (it has a setup record, which dealt the table in that
 * order and names the first player). */
gboolean         bf_carnegie_game_get_seat_order_fixed  (BfCarnegieGame      *self);
/* Moves the human @player to @position (0 = the first one listed) in the
 * seat order. Everything on the player's table goes with them and the
 * first player stays the same person; "changed" is emitted once.
 * Refused in a game whose seat order is fixed (BF_CARNEGIE_GAME_ERROR_CONFLICT,
 * saying why). */
gboolean         bf_carnegie_game_move_player           (BfCarnegieGame   *self,
                                                         BfCarnegiePlayer *player,
                                                         guint             position,
                                                         GError          **error);
/* The player in @seat of the turn order (0 = the first player). */
BfCarnegiePlayer        *bf_carnegie_game_get_player_in_turn    (BfCarnegieGame *self,
                                                                 guint           seat);

BfModules        bf_carnegie_game_get_modules           (BfCarnegieGame      *self);
gboolean         bf_carnegie_game_set_modules           (BfCarnegieGame *self,
                                                         BfModules       modules,
                                                         GError        **error);
gboolean         bf_carnegie_game_has_module            (BfCarnegieGame *self,
                                                         BfModules       module);

/* New Donations: the type of the tile covering @column, or BF_NO_TILE. */
int              bf_carnegie_game_get_cover             (BfCarnegieGame      *self,
                                                         BfDonationType column);
gboolean         bf_carnegie_game_set_cover             (BfCarnegieGame      *self,
                                                         BfDonationType column,
                                                         int          tile,
                                                         GError     **error);
/* What the chart position scores, given the tiles on the chart. */
const BfDonationSpace *bf_carnegie_game_get_chart_space (BfCarnegieGame *self,
                                                         BfChartPos      pos);

/* Neutral blocking disks (2-3 players and solo). */
gboolean         bf_carnegie_game_get_space_blocked     (BfCarnegieGame *self,
                                                         guint           space);
gboolean         bf_carnegie_game_set_space_blocked     (BfCarnegieGame *self,
                                                         guint           space,
                                                         gboolean        blocked,
                                                         GError        **error);
gboolean         bf_carnegie_game_get_chart_blocked     (BfCarnegieGame *self,
                                                         BfChartPos      pos);
gboolean         bf_carnegie_game_set_chart_blocked     (BfCarnegieGame *self,
                                                         BfChartPos      pos,
                                                         gboolean        blocked,
                                                         GError        **error);

/* Who has a project disk on @space: a player, or NULL (empty or a
 * blocking disk, see bf_carnegie_game_get_space_blocked()). */
BfCarnegiePlayer        *bf_carnegie_game_get_space_owner       (BfCarnegieGame *self,
                                                                 guint           space);

/* Checks the whole table and refuses what cannot be on a real one, with
 * a message naming the player and the thing that is wrong. */
gboolean         bf_carnegie_game_validate              (BfCarnegieGame *self,
                                                         GError        **error);
/* For a table still being entered (the live score sheet): entries that
 * contradict each other (bf_carnegie_game_list_contradictions()) are let through.
 * What cannot be a table at all is refused the same way. */
gboolean             bf_carnegie_game_validate_while_typing (BfCarnegieGame *self,
                                                             GError        **error);

/* Two entries that contradict each other. While a table is entered the
 * entry that settles it may still be to come (the active employees after
 * the departments marked with one, the first player after the Action
 * Choice tile, the player's disk on a city's housing space after
 * Andrew's on its commerce space): the score sheet flags it on its line
 * and the entries beside the entry, and scores the rest. A finished
 * table (a game file, the command line, Keep in History) is refused. */
typedef enum
{
  BF_CONTRADICTION_TOWN_TYPE,      /* a town's disk without a project type */
  BF_CONTRADICTION_EMPLOYEES,      /* departments marked with an active employee outnumber the active employees */
  BF_CONTRADICTION_ACTION_CHOICE,  /* 3 players: the tile held by another than the third player in turn order */
  BF_CONTRADICTION_ANDREW_ORDER,   /* Andrew's pawn on a city's space while one his cards fill first is free */
} BfContradictionKind;

typedef struct
{
  BfContradictionKind kind;
  BfCarnegiePlayer           *player;    /* borrowed: whose entries and line */
  const char         *category;  /* the score line it is flagged on (BF_SCORE_*) */
  BfCarnegieGameError         code;      /* the error a finished table is refused with */
  char               *flag;      /* translated: on the line and beside the entry */
  char               *refusal;   /* translated: why a finished table is refused */
} BfContradiction;

/* The contradictions of the table, in the players' order: a GPtrArray of
 * BfContradiction (freed with the array). */
GPtrArray           *bf_carnegie_game_list_contradictions   (BfCarnegieGame              *self);
/* The flags of @player's contradictions of @kind joined in one text, or
 * NULL when there is none. */
char                *bf_carnegie_game_describe_contradiction (BfCarnegieGame     *self,
                                                              BfCarnegiePlayer   *player,
                                                              BfContradictionKind kind);

/* ------------------------------------------------------------------ */
/* What the table remembers of its setup (multiplayer setup assistant, */
/* docs/setup.md). Kept with the game and saved; not used by scoring.  */

/* A New Beginning: the bidding sheets of the game, one per human player
 * in seat order, or NULL. The game keeps a reference; "changed" is
 * emitted when another round is set (not when a sheet changes). */
BfBidding       *bf_carnegie_game_get_bidding           (BfCarnegieGame      *self);
void             bf_carnegie_game_set_bidding           (BfCarnegieGame *self,
                                                         BfBidding      *bidding);

/* The "secrets-sealed" property: TRUE while the players' secret
 * donations are sealed (chosen at setup, revealed at final scoring).
 * Scoring then leaves them out and the editors hide them. */
gboolean         bf_carnegie_game_get_secrets_sealed    (BfCarnegieGame      *self);
void             bf_carnegie_game_set_secrets_sealed    (BfCarnegieGame *self,
                                                         gboolean        sealed);

#define BF_SETUP_MAX_DEPARTMENTS (BF_N_DEPARTMENTS * 2)
#define BF_SETUP_MAX_BLOCKING    18

/* How the table was dealt, from one seed (docs/setup.md). */
typedef struct
{
  guint32         seed;
  guint           first_player;  /* index in the game's players */
  BfTimelineSlot  timeline[BF_TIMELINE_TILES]; /* the four tiles, left to right */
  BfSupplyKind    supply;
  guint           n_departments; /* tiles in play, ascending, a number once per copy */
  guint           departments[BF_SETUP_MAX_DEPARTMENTS];
  guint           n_removed;     /* tiles returned to the box, ascending */
  guint           removed[BF_SETUP_MAX_DEPARTMENTS];
  guint           n_cards;       /* Andrew cards revealed for the blocking disks, in order */
  guint           cards[BF_N_ANDREW_DECK];
  guint           n_blocking;    /* the blocking disks in the order they were placed; */
  BfBlockingDisk  blocking[BF_SETUP_MAX_BLOCKING]; /* their card indexes cards[] */
} BfSetupRecord;

/* The setup record, or NULL when the game has none. */
const BfSetupRecord *bf_carnegie_game_get_setup         (BfCarnegieGame      *self);
/* Copies @setup (NULL removes the record); refuses values that cannot
 * describe a dealt table (BF_CARNEGIE_GAME_ERROR_INVALID). */
gboolean         bf_carnegie_game_set_setup             (BfCarnegieGame      *self,
                                                         const BfSetupRecord *setup,
                                                         GError     **error);

/* The steps of the setup assistant (docs/setup.md), in their order; the
 * optional ones only with their module. */
typedef enum
{
  BF_SETUP_STEP_BIDDING,         /* A New Beginning: the bidding sheets */
  BF_SETUP_STEP_TABLE,           /* steps 1-10 */
  BF_SETUP_STEP_COVERS,          /* New Donations: the tiles on the chart */
  BF_SETUP_STEP_MOVES,           /* step 11: setup moves */
  BF_SETUP_STEP_SECRET,          /* the Secret Donation */
  BF_SETUP_STEP_READY,           /* the table is ready */
} BfSetupStep;

#define BF_SETUP_N_STEPS (BF_SETUP_STEP_READY + 1)
/* The ticks of one step's checklist, one bit per row, top to bottom. */
#define BF_SETUP_MAX_TICKS 64

/* Where a setup is while the players follow the assistant: kept with the
 * game (and so autosaved at every step) until the table is ready. The
 * rest of what the setup did is in the game itself: the setup record
 * (dealt at the start), blocking disks, covers, bidding sheets (sealed or
 * not) and the secret donations sealed so far (players in order, the
 * first ones; "secrets-sealed" is set from the first one on). */
typedef struct
{
  BfSetupStep step;
  /* New Donations: the turns taken, in seat order from the first
   * player, and the column covered at each (-1: the player passed). */
  guint       n_cover_turns;
  int         cover_columns[BF_MAX_PLAYERS];
  /* The checklist rows the table ticked, per step. */
  guint64     ticks[BF_SETUP_N_STEPS];
  /* The Secret Donation: the space the player whose turn it is picked
   * and has not sealed yet (only when @has_secret_pick). */
  gboolean    has_secret_pick;
  guint       secret_player;
  BfChartPos  secret_pick;
} BfSetupProgress;

/* The setup in progress, or NULL (not set up with the assistant, or the
 * table is ready). */
const BfSetupProgress *bf_carnegie_game_get_setup_progress (BfCarnegieGame   *self);
/* Copies @progress (NULL: the setup is finished) and emits "changed";
 * refuses a step whose module is not in play, or turns that cannot be
 * (BF_CARNEGIE_GAME_ERROR_INVALID). The ticks are not looked at: see below. */
gboolean         bf_carnegie_game_set_setup_progress    (BfCarnegieGame      *self,
                                                         const BfSetupProgress *progress,
                                                         GError     **error);
/* Ticks or unticks row @row of @step's checklist of the setup in
 * progress: BfDocument::marks-changed, not "changed" (a tick is no undo
 * step). Does nothing without a setup in progress. */
void             bf_carnegie_game_set_setup_tick        (BfCarnegieGame *self,
                                                         BfSetupStep     step,
                                                         guint           row,
                                                         gboolean        ticked);
gboolean         bf_carnegie_game_get_setup_tick        (BfCarnegieGame *self,
                                                         BfSetupStep     step,
                                                         guint           row);

/* The Secret Donation being chosen: @player picked @pos and has not
 * sealed it yet (BF_CHART_POS_NONE: no pick). Kept with the setup in
 * progress, so that a restart hands the device to that player with the
 * pick as it was: BfDocument::marks-changed, not "changed" (no undo
 * step). Does nothing without a setup in progress. */
void             bf_carnegie_game_set_setup_secret_pick (BfCarnegieGame *self,
                                                         guint           player,
                                                         BfChartPos      pos);
/* The pick of @player not sealed yet, or BF_CHART_POS_NONE (none, or
 * another player's: only the player who made it gets it back). */
BfChartPos       bf_carnegie_game_get_setup_secret_pick (BfCarnegieGame *self,
                                                         guint           player);

/* Where column @column of the donation chart lies on the board, as the
 * score sheet names it: the printed type, and the New Donations tile
 * covering the column if any: "Health column, Welfare tile", "Welfare
 * column" (translated; free it). */
char            *bf_carnegie_game_describe_chart_column (BfCarnegieGame      *self,
                                                         BfDonationType column);

/* The "setup-progress" member of a game file. */
JsonNode        *bf_setup_progress_to_json     (const BfSetupProgress *progress);
gboolean         bf_setup_progress_from_json   (JsonNode    *node,
                                                guint        n_players,
                                                BfSetupProgress *out,
                                                GError     **error);

/* The "setup" member of a game file (docs/game-file-format.md). Errors
 * are BF_DOCUMENT_ERROR_CONTENT. */
JsonNode        *bf_setup_record_to_json       (BfCarnegieRules     *rules,
                                                const BfSetupRecord *setup);
gboolean         bf_setup_record_from_json     (BfCarnegieRules     *rules,
                                                JsonNode    *node,
                                                BfSetupRecord *out,
                                                GError     **error);

G_END_DECLS
