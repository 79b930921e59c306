/* bf-score-card.h
 *
 * The one result every game produces (bf_document_score()): which kind of
 * game it was, and for every player the name, whether it is Andrew (the
 * solo opponent), the total, the rank, whether they won and the points of
 * each scoring category in the order the game's score sheet shows them.
 * An immutable, reference-counted boxed value once made; the history
 * keeps it (bf-history-record.h), whichever game it came from.
 *
 * A game's own sheet says more (explanations, the donation chart's
 * spaces, a Livingstone pad's notes); the card is what every game has.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

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
/* Adds a line of @vp in @category (a game's category id) to @player. */
void         bf_score_card_add_line         (BfScoreCard *self,
                                             guint        player,
                                             const char  *category,
                                             int          vp);

/* Adds @vp to @player's line of @category, a new line at the end if
 * there is none (one line per category: what the history keeps). */
void         bf_score_card_add_points       (BfScoreCard *self,
                                             guint        player,
                                             const char  *category,
                                             int          vp);

BfScoreCard *bf_score_card_ref              (BfScoreCard *self);
void         bf_score_card_unref            (BfScoreCard *self);

const char  *bf_score_card_get_kind         (BfScoreCard *self);
guint        bf_score_card_get_modules      (BfScoreCard *self);
guint        bf_score_card_get_difficulty   (BfScoreCard *self);

guint        bf_score_card_get_n_players    (BfScoreCard *self);
const char  *bf_score_card_get_name         (BfScoreCard *self,
                                             guint        player);
gboolean     bf_score_card_is_andrew        (BfScoreCard *self,
                                             guint        player);
int          bf_score_card_get_total        (BfScoreCard *self,
                                             guint        player);
gboolean     bf_score_card_is_winner        (BfScoreCard *self,
                                             guint        player);
guint        bf_score_card_get_rank         (BfScoreCard *self,
                                             guint        player);
guint        bf_score_card_get_n_lines      (BfScoreCard *self,
                                             guint        player);
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfScoreCard, bf_score_card_unref)

G_END_DECLS
