/* bf-livingstone.h
 *
 * A Livingstone score pad: the players, the tents each player has in the
 * column above the steamboat at the end of every round, tents moved
 * between columns over the whole game, the end-of-game entries (gems
 * kept, VP action cards, donations, the four dice of the two-player game)
 * and the board's printed values the game was scored with.
 *
 * BfLivingstoneGame is a BfDocument (format "benefactor-livingstone"), so
 * a BfSession gives it undo, redo, autosave and resume. Every setter
 * emits "changed". Its players are BfLivingstonePlayer objects in a list
 * model (bf-livingstone-player.h); the setters below that take a player
 * index are the same as those of the player, and notify it.
 *
 * BfLivingstoneResult is the score of a game at one moment: an immutable,
 * reference-counted boxed value. Every rule and ruling applied is in
 * docs/livingstone.md.
 *
 * Numbering: players and rounds count from 0; board rows (1 next to the
 * river … 6 at the top) and columns (1 … 10, left to right) count from 1
 * as printed on the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bf-livingstone-player.h"
#include "bf-score-card.h"

G_BEGIN_DECLS

#define BF_LIVINGSTONE_FORMAT       "benefactor-livingstone"
#define BF_LIVINGSTONE_VERSION      1

#define BF_LIVINGSTONE_MIN_PLAYERS  2
#define BF_LIVINGSTONE_MAX_PLAYERS  5
#define BF_LIVINGSTONE_N_ROWS       6
#define BF_LIVINGSTONE_N_COLUMNS    10
#define BF_LIVINGSTONE_N_TENTS      11     /* per player */
#define BF_LIVINGSTONE_N_DICE       4      /* two-player minimum donation */
#define BF_LIVINGSTONE_MAX_ROUNDS   30     /* columns plus stops of the boat */
#define BF_LIVINGSTONE_MAX_GEMS     30     /* 15 clear + 10 blue + 5 red */
#define BF_LIVINGSTONE_MAX_VP_CARDS 99
#define BF_LIVINGSTONE_MAX_DONATION 999
#define BF_LIVINGSTONE_MAX_VALUE    99     /* a row's end value, a column's cost */

/* Printed on every known board: the end values of rows 1 and 6. */
#define BF_LIVINGSTONE_ROW_1_VALUE  12
#define BF_LIVINGSTONE_ROW_6_VALUE  2

/* Category ids of result lines (stable, used in JSON output). */
#define BF_LIVINGSTONE_SCORE_ROUNDS     "rounds"
#define BF_LIVINGSTONE_SCORE_MAJORITY   "majority"
#define BF_LIVINGSTONE_SCORE_GEMS       "gems"
#define BF_LIVINGSTONE_SCORE_VP_CARDS   "vp-cards"
#define BF_LIVINGSTONE_SCORE_DONATION   "donation"

#define BF_LIVINGSTONE_ERROR (bf_livingstone_error_quark ())

typedef enum
{
  BF_LIVINGSTONE_ERROR_PLAYERS,  /* too many or too few players */
  BF_LIVINGSTONE_ERROR_NAME,     /* a name that cannot be a name */
  BF_LIVINGSTONE_ERROR_COLOR,    /* unknown or already taken colour */
  BF_LIVINGSTONE_ERROR_RANGE,    /* a number out of its range */
  BF_LIVINGSTONE_ERROR_GAME_END, /* a stop in the last column: the game ends */
} BfLivingstoneError;

GQuark bf_livingstone_error_quark (void);

/* The game ------------------------------------------------------------------ */

#define BF_TYPE_LIVINGSTONE_GAME (bf_livingstone_game_get_type ())

G_DECLARE_FINAL_TYPE (BfLivingstoneGame, bf_livingstone_game, BF, LIVINGSTONE_GAME, GObject)

/* No players, 10 columns, the default board values (not confirmed). */
BfLivingstoneGame *bf_livingstone_game_new              (void);

/* Players: @name may be empty while it is being typed (shown as
 * "Player 2"); @color is a colour id of bf_seats_get_color() or NULL for
 * the first free one. */
guint        bf_livingstone_game_get_n_players          (BfLivingstoneGame *self);
/* The players in their order, BfLivingstonePlayer items: "items-changed"
 * when one is added or removed (the "players" property; never changes). */
GListModel  *bf_livingstone_game_get_players            (BfLivingstoneGame *self);
/* Borrowed. */
BfLivingstonePlayer *bf_livingstone_game_get_player     (BfLivingstoneGame *self,
                                                         guint              player);
gboolean     bf_livingstone_game_add_player             (BfLivingstoneGame *self,
                                                         const char        *name,
                                                         const char        *color,
                                                         GError           **error);
void         bf_livingstone_game_remove_player          (BfLivingstoneGame *self,
                                                         guint              player);
/* The name as entered ("" if none). */
const char  *bf_livingstone_game_get_player_name        (BfLivingstoneGame *self,
                                                         guint              player);
/* The name to show: the name, or "Player 2" when it is empty (translated,
 * owned by the game until the next change). */
const char  *bf_livingstone_game_get_display_name       (BfLivingstoneGame *self,
                                                         guint              player);
gboolean     bf_livingstone_game_set_player_name        (BfLivingstoneGame *self,
                                                         guint              player,
                                                         const char        *name,
                                                         GError           **error);
const char  *bf_livingstone_game_get_player_color       (BfLivingstoneGame *self,
                                                         guint              player);
gboolean     bf_livingstone_game_set_player_color       (BfLivingstoneGame *self,
                                                         guint              player,
                                                         const char        *color,
                                                         GError           **error);

/* Number of columns (water spaces) the steamboat visits: 10 by default,
 * fewer for a shorter game (the "n-columns" property). */
guint        bf_livingstone_game_get_n_columns          (BfLivingstoneGame *self);
gboolean     bf_livingstone_game_set_n_columns          (BfLivingstoneGame *self,
                                                         guint              n_columns,
                                                         GError           **error);

/* Rounds: one per column, plus one after every round in which a card
 * stopped the steamboat (the same column is scored again). The game ends
 * with the first round of the last column: "the game ends when the
 * round completes with the Steamboat in the rightmost water space". */
guint        bf_livingstone_game_get_n_rounds           (BfLivingstoneGame *self);
/* The column (1…) scored at the end of @round. */
guint        bf_livingstone_game_get_round_column       (BfLivingstoneGame *self,
                                                         guint              round);
gboolean     bf_livingstone_game_get_stopped            (BfLivingstoneGame *self,
                                                         guint              round);
/* Whether the steamboat can be stopped in @round: not in the last
 * column, whose round ends the game. */
gboolean     bf_livingstone_game_can_stop               (BfLivingstoneGame *self,
                                                         guint              round);
/* Marks that a card stopped the steamboat in @round: a round scoring the
 * same column follows it, starting with @round's tents. Unmarking drops
 * that repeated round. Marking a round of the last column is refused
 * (BF_LIVINGSTONE_ERROR_GAME_END); unmarking is always allowed (a file
 * saved before this rule, opened leniently, may hold such a stop). */
gboolean     bf_livingstone_game_set_stopped            (BfLivingstoneGame *self,
                                                         guint              round,
                                                         gboolean           stopped,
                                                         GError           **error);
/* The tents @player has in @row of the column above the steamboat when
 * @round is scored (all of them, also those placed in earlier rounds). */
guint        bf_livingstone_game_get_tents              (BfLivingstoneGame *self,
                                                         guint              round,
                                                         guint              player,
                                                         guint              row);
gboolean     bf_livingstone_game_set_tents              (BfLivingstoneGame *self,
                                                         guint              round,
                                                         guint              player,
                                                         guint              row,
                                                         guint              tents,
                                                         GError           **error);
/* Row n scores n VP per tent. */
int          bf_livingstone_game_get_round_score        (BfLivingstoneGame *self,
                                                         guint              round,
                                                         guint              player);
/* Sum of the scores of rounds 0 … @n_rounds - 1. */
int          bf_livingstone_game_get_running_total      (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              n_rounds);
/* Corrections to the tents @player has in @row of the columns already
 * scored, over the whole game. The rules' only such move: with two
 * players, a player whose supply is empty may move a tent already on
 * the board when placing one (to the column above the steamboat, entered
 * in that round): -1 in the row the tent left. A positive number adds
 * tents the rounds do not show (no card places a tent outside the column
 * above the steamboat; docs/livingstone.md). */
int          bf_livingstone_game_get_other_tents        (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              row);
gboolean     bf_livingstone_game_set_other_tents        (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              row,
                                                         int                tents,
                                                         GError           **error);
/* The tents of @player in @row at the end: each column as last scored,
 * plus the other tents (never below 0). */
guint        bf_livingstone_game_get_board_tents        (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              row);
/* All of @player's tents on the board (the last tie-breaker). */
guint        bf_livingstone_game_get_tents_placed       (BfLivingstoneGame *self,
                                                         guint              player);

/* End of game. */
guint        bf_livingstone_game_get_gems               (BfLivingstoneGame *self,
                                                         guint              player);
gboolean     bf_livingstone_game_set_gems               (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              gems,
                                                         GError           **error);
/* The VP printed on the VP action cards in @player's hand, added up. */
guint        bf_livingstone_game_get_vp_cards           (BfLivingstoneGame *self,
                                                         guint              player);
gboolean     bf_livingstone_game_set_vp_cards           (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              vp,
                                                         GError           **error);
/* Pounds donated to the Queen. */
guint        bf_livingstone_game_get_donation           (BfLivingstoneGame *self,
                                                         guint              player);
gboolean     bf_livingstone_game_set_donation           (BfLivingstoneGame *self,
                                                         guint              player,
                                                         guint              pounds,
                                                         GError           **error);
/* The four dice of the two-player game: 1-6, 0 while not rolled. */
guint        bf_livingstone_game_get_die                (BfLivingstoneGame *self,
                                                         guint              die);
/* Entering a die by hand forgets the seed. */
gboolean     bf_livingstone_game_set_die                (BfLivingstoneGame *self,
                                                         guint              die,
                                                         guint              value,
                                                         GError           **error);
/* Rolls the four dice with a pseudo-random generator seeded with @seed:
 * the same seed always gives the same dice. */
void         bf_livingstone_game_roll_dice              (BfLivingstoneGame *self,
                                                         guint32            seed);
/* The seed of the last roll; FALSE if the dice were entered by hand. */
gboolean     bf_livingstone_game_get_dice_seed          (BfLivingstoneGame *self,
                                                         guint32           *seed);
/* The sum of the dice, or -1 while one of them is not rolled. */
int          bf_livingstone_game_get_minimum_donation   (BfLivingstoneGame *self);

/* The board's printed values the game is scored with. */
guint        bf_livingstone_game_get_row_value          (BfLivingstoneGame *self,
                                                         guint              row);
gboolean     bf_livingstone_game_set_row_value          (BfLivingstoneGame *self,
                                                         guint              row,
                                                         guint              vp,
                                                         GError           **error);
guint        bf_livingstone_game_get_column_cost        (BfLivingstoneGame *self,
                                                         guint              column);
gboolean     bf_livingstone_game_set_column_cost        (BfLivingstoneGame *self,
                                                         guint              column,
                                                         guint              cost,
                                                         GError           **error);
/* Whether the players confirmed the values from their own board (the
 * "values-confirmed" property). */
gboolean     bf_livingstone_game_get_values_confirmed   (BfLivingstoneGame *self);
void         bf_livingstone_game_set_values_confirmed   (BfLivingstoneGame *self,
                                                         gboolean           confirmed);

/* Whether anything of the end of the game was entered yet. */
gboolean     bf_livingstone_game_has_end_entries        (BfLivingstoneGame *self);

/* Files: the JSON text of the format, and back. @lenient also accepts
 * fewer than two players (a game being set up). Errors in
 * BF_DOCUMENT_ERROR (bf-document.h). */
char              *bf_livingstone_game_to_data          (BfLivingstoneGame *self,
                                                         gsize             *length);
BfLivingstoneGame *bf_livingstone_game_from_json        (JsonNode          *root,
                                                         gboolean           lenient,
                                                         GError           **error);
BfLivingstoneGame *bf_livingstone_game_from_data        (const char        *data,
                                                         gssize             length,
                                                         gboolean           lenient,
                                                         GError           **error);

/* The result ---------------------------------------------------------------- */

typedef struct
{
  const char *category;          /* one of the BF_LIVINGSTONE_SCORE_* ids */
  char       *title;             /* translated, "Row 3 majority" */
  int         vp;                /* negative: a disqualified player's score taken away */
  char       *explanation;       /* translated, one line a player can check */
} BfLivingstoneLine;

typedef struct _BfLivingstoneResult BfLivingstoneResult;

#define BF_TYPE_LIVINGSTONE_RESULT (bf_livingstone_result_get_type ())

GType                    bf_livingstone_result_get_type          (void) G_GNUC_CONST;

/* Scores @game as it is now; never fails: problems are notes. */
BfLivingstoneResult     *bf_livingstone_result_new               (BfLivingstoneGame   *game);
/* The score card of a finished pad (bf-score-card.h), kind "livingstone":
 * NULL with BF_DOCUMENT_ERROR_NOT_FINISHED without 2-5 players, or in a
 * two-player game before the four dice of the minimum donation. */
BfScoreCard             *bf_livingstone_result_card_for_game     (BfLivingstoneGame   *game,
                                                                  GError             **error);
/* The score card of the pad as it stands (never fails: what is missing
 * is a note): every line with its title and explanation, the players'
 * colours, the categories with the subtotal before the donations, the
 * verdict, the notes, whether the board's values were confirmed. */
BfScoreCard             *bf_livingstone_result_card_as_entered   (BfLivingstoneGame   *game);
BfLivingstoneResult     *bf_livingstone_result_ref               (BfLivingstoneResult *self);
void                     bf_livingstone_result_unref             (BfLivingstoneResult *self);

guint                    bf_livingstone_result_get_n_players     (BfLivingstoneResult *self);
const char              *bf_livingstone_result_get_name          (BfLivingstoneResult *self,
                                                                  guint                player);
/* "#rrggbb" or "" */
const char              *bf_livingstone_result_get_color         (BfLivingstoneResult *self,
                                                                  guint                player);
/* The final score: 0 when disqualified. */
int                      bf_livingstone_result_get_total         (BfLivingstoneResult *self,
                                                                  guint                player);
/* The score before the donations are revealed. */
int                      bf_livingstone_result_get_subtotal      (BfLivingstoneResult *self,
                                                                  guint                player);
gboolean                 bf_livingstone_result_is_disqualified   (BfLivingstoneResult *self,
                                                                  guint                player);
gboolean                 bf_livingstone_result_is_winner         (BfLivingstoneResult *self,
                                                                  guint                player);
/* 1 for the winners, …; 0 for a disqualified player. */
guint                    bf_livingstone_result_get_rank          (BfLivingstoneResult *self,
                                                                  guint                player);
guint                    bf_livingstone_result_get_n_lines       (BfLivingstoneResult *self,
                                                                  guint                player);
const BfLivingstoneLine *bf_livingstone_result_get_line          (BfLivingstoneResult *self,
                                                                  guint                player,
                                                                  guint                line);
/* Sum of the VP of @player's lines of @category. */
int                      bf_livingstone_result_get_category      (BfLivingstoneResult *self,
                                                                  guint                player,
                                                                  const char          *category);
/* Who wins and why, tie-breakers included (translated). */
const char              *bf_livingstone_result_get_verdict       (BfLivingstoneResult *self);
/* Whether the board values used were confirmed by the players. */
gboolean                 bf_livingstone_result_get_values_confirmed (BfLivingstoneResult *self);
/* Remarks about the whole result (unconfirmed values, rows not scored,
 * impossible entries…), translated. */
guint                    bf_livingstone_result_get_n_notes       (BfLivingstoneResult *self);
const char              *bf_livingstone_result_get_note          (BfLivingstoneResult *self,
                                                                  guint                note);

/* A Livingstone score card as plain text, as printed by `benefactor
 * --score` (the writers bf_livingstone_kind_register() registers). */
char                    *bf_livingstone_card_to_text             (BfScoreCard         *card);
/* {"values-confirmed", "verdict", "notes": [], "players": [{"name",
 * "total", "subtotal", "disqualified", "winner", "rank", "lines":
 * [{"category", "title", "vp", "explanation"}]}]} */
JsonNode                *bf_livingstone_card_to_json             (BfScoreCard         *card);
/* The same of a result. */
char                    *bf_livingstone_result_to_text           (BfLivingstoneResult *self);
JsonNode                *bf_livingstone_result_to_json           (BfLivingstoneResult *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfLivingstoneResult, bf_livingstone_result_unref)

G_END_DECLS
