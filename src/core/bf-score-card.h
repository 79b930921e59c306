/* bf-score-card.h
 *
 * The one result every game produces (bf_document_score(),
 * bf_document_score_as_entered()) and what every view of a result reads:
 * the score sheets beside the entries, the exported score pads, `benefactor
 * --score` and the history. Which kind of game it was, and for every
 * player the name, the colour, whether it is Andrew (the solo opponent),
 * the total, the rank, whether they won, and their lines in the order the
 * game's score sheet shows them: each line's category, points, translated
 * title and explanation. The game may add what it says about the whole
 * result: its categories with their titles (subtotal rows among them),
 * the sentence that says who wins and why (the tie-breakers), notes.
 *
 * An immutable, reference-counted boxed value once made (the game that
 * makes it calls the setters, nobody else); the history keeps one
 * (bf-history-record.h), with only the categories and points of the
 * lines.
 *
 * The text and JSON forms (`benefactor --score [--json]`) are each
 * game's own: the game kind registers its writers with
 * bf_score_card_register_writers().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A line without a place (BfScoreCardLine's place). */
#define BF_SCORE_CARD_NO_PLACE G_MAXUINT

/* One line of a player's card. Strings belong to the card. */
typedef struct
{
  const char *category;     /* the game's category id, "connections" */
  const char *title;        /* translated, "Major-city connections"; NULL
                             * when only the category is known (the history) */
  int         vp;
  const char *explanation;  /* translated, one line a player can check
                             * against the table; NULL for none */
  guint       place;        /* where the points lie on the board, in the
                             * board's order (the donation chart's space),
                             * or BF_SCORE_CARD_NO_PLACE. A category with a
                             * placed line is a row per title on a table of
                             * all players, in the order of their places. */
  gboolean    flagged;      /* the explanation ends with a warning: entries
                             * that contradict each other */
} BfScoreCardLine;

typedef struct _BfScoreCard BfScoreCard;

#define BF_TYPE_SCORE_CARD (bf_score_card_get_type ())

GType        bf_score_card_get_type         (void) G_GNUC_CONST;

/* @kind: the game's kind as the history names it ("carnegie", "solo",
 * "livingstone"). @modules: the game's own flags of the expansion modules
 * and optional rules in play (0 for none). @difficulty: a solo game's
 * level 1-4, 0 when none was recorded. */
BfScoreCard *bf_score_card_new              (const char  *kind,
                                             guint        modules,
                                             guint        difficulty);
/* Adds a player in seat order (Andrew last); returns the index. @rank: 1
 * for the winners, 2 for the next…; 0 for a disqualified player. */
guint        bf_score_card_add_player       (BfScoreCard *self,
                                             const char  *name,
                                             gboolean     andrew,
                                             int          total,
                                             gboolean     winner,
                                             guint        rank);
/* The player's colour, "#rrggbb"; NULL or "" for none. */
void         bf_score_card_set_color        (BfScoreCard *self,
                                             guint        player,
                                             const char  *rgb);
/* Adds a line of @vp in @category (a game's category id) to @player,
 * without title or explanation. */
void         bf_score_card_add_line         (BfScoreCard *self,
                                             guint        player,
                                             const char  *category,
                                             int          vp);
/* Adds a copy of @line to @player's lines. */
void         bf_score_card_add_line_full    (BfScoreCard           *self,
                                             guint                  player,
                                             const BfScoreCardLine *line);

/* Adds @vp to @player's line of @category, a new line at the end if
 * there is none (one line per category: what the history keeps). */
void         bf_score_card_add_points       (BfScoreCard *self,
                                             guint        player,
                                             const char  *category,
                                             int          vp);

/* The game's categories in the order of its score sheet, each with its
 * translated title ("Gems kept"); @category NULL adds a subtotal row
 * ("Before the donations"): the points of the categories above it. A
 * game need not list them: the lines say their own titles. */
void         bf_score_card_add_category     (BfScoreCard *self,
                                             const char  *category,
                                             const char  *title);
/* Who wins and why, the tie-breakers included (translated); a game whose
 * totals say it all leaves it NULL. */
void         bf_score_card_set_verdict      (BfScoreCard *self,
                                             const char  *verdict);
/* Adds a remark about the whole result (values assumed, rows not
 * scored, impossible entries…), translated. */
void         bf_score_card_add_note         (BfScoreCard *self,
                                             const char  *note);
/* Whether the values printed on the players' own board that the card
 * was scored with were confirmed by them (TRUE unless the game says
 * otherwise; a note says what was assumed). */
void         bf_score_card_set_values_confirmed (BfScoreCard *self,
                                                 gboolean     confirmed);

BfScoreCard *bf_score_card_ref              (BfScoreCard *self);
void         bf_score_card_unref            (BfScoreCard *self);

const char  *bf_score_card_get_kind         (BfScoreCard *self);
guint        bf_score_card_get_modules      (BfScoreCard *self);
guint        bf_score_card_get_difficulty   (BfScoreCard *self);

guint        bf_score_card_get_n_players    (BfScoreCard *self);
const char  *bf_score_card_get_name         (BfScoreCard *self,
                                             guint        player);
/* "#rrggbb", or NULL for none. */
const char  *bf_score_card_get_color        (BfScoreCard *self,
                                             guint        player);
gboolean     bf_score_card_is_andrew        (BfScoreCard *self,
                                             guint        player);
int          bf_score_card_get_total        (BfScoreCard *self,
                                             guint        player);
gboolean     bf_score_card_is_winner        (BfScoreCard *self,
                                             guint        player);
guint        bf_score_card_get_rank         (BfScoreCard *self,
                                             guint        player);
/* Whether @player was disqualified (rank 0). */
gboolean     bf_score_card_is_disqualified  (BfScoreCard *self,
                                             guint        player);
/* How many players win (more than one: a shared win). */
guint        bf_score_card_get_n_winners    (BfScoreCard *self);
guint        bf_score_card_get_n_lines      (BfScoreCard *self,
                                             guint        player);
const BfScoreCardLine *bf_score_card_get_line (BfScoreCard *self,
                                               guint        player,
                                               guint        line);
const char  *bf_score_card_get_line_category (BfScoreCard *self,
                                              guint        player,
                                              guint        line);
int          bf_score_card_get_line_vp      (BfScoreCard *self,
                                             guint        player,
                                             guint        line);
/* The points of all @player's lines of @category (0 when none). */
int          bf_score_card_get_category     (BfScoreCard *self,
                                             guint        player,
                                             const char  *category);
/* Whether a line of @category has a place (BfScoreCardLine). */
gboolean     bf_score_card_category_has_places (BfScoreCard *self,
                                                const char  *category);

/* The categories the game listed (bf_score_card_add_category()). */
guint        bf_score_card_get_n_categories (BfScoreCard *self);
/* The category id of the @index-th, NULL for a subtotal row. */
const char  *bf_score_card_get_category_id  (BfScoreCard *self,
                                             guint        index);
const char  *bf_score_card_get_category_title (BfScoreCard *self,
                                               guint        index);
/* The points of the @index-th category row of @player: a subtotal row's
 * is the sum of the categories listed above it. */
int          bf_score_card_get_category_row (BfScoreCard *self,
                                             guint        player,
                                             guint        index);

/* NULL when the game has none. */
const char  *bf_score_card_get_verdict      (BfScoreCard *self);
guint        bf_score_card_get_n_notes      (BfScoreCard *self);
const char  *bf_score_card_get_note         (BfScoreCard *self,
                                             guint        note);
gboolean     bf_score_card_get_values_confirmed (BfScoreCard *self);

/* The text and JSON forms of a card of @kind (`benefactor --score`):
 * each game kind registers its own once (with its file formats). */
typedef char     *(*BfScoreCardTextFunc) (BfScoreCard *card);
typedef JsonNode *(*BfScoreCardJsonFunc) (BfScoreCard *card);

void         bf_score_card_register_writers (const char          *kind,
                                             BfScoreCardTextFunc  to_text,
                                             BfScoreCardJsonFunc  to_json);
/* The card as its game writes it: text for a terminal, or JSON. NULL
 * when no writer is registered for its kind. */
char        *bf_score_card_to_text          (BfScoreCard *self);
JsonNode    *bf_score_card_to_json          (BfScoreCard *self);
/* For the writers: adds @player's "lines" member to the object @builder
 * is building, [{"category", "title", "vp", "explanation"}], as every
 * game's JSON has it. */
void         bf_score_card_build_lines_json (BfScoreCard *self,
                                             guint        player,
                                             JsonBuilder *builder);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfScoreCard, bf_score_card_unref)

G_END_DECLS
