/* bf-history-record.h
 *
 * One finished game as the history keeps it: which game (Carnegie, solo
 * against Andrew, Livingstone), when it was played, its modules and
 * difficulty, and for every player the name, total, rank, whether they
 * won and the points of every scoring category. An immutable,
 * reference-counted boxed value, made from a finished document
 * (bf_history_record_new_from_document()) or read back from the history
 * database (bf-history.h). The game file itself stays the source of the
 * game; the record holds what the statistics need.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-document.h"
#include "bf-score-card.h"
#include "bf-types.h"

G_BEGIN_DECLS

#define BF_HISTORY_ERROR (bf_history_error_quark ())

typedef enum
{
  BF_HISTORY_ERROR_NOT_FINISHED, /* the game cannot be kept yet (not scored) */
  BF_HISTORY_ERROR_NOT_FOUND,    /* no game or player with that id */
  BF_HISTORY_ERROR_NAME_TAKEN,   /* rename onto another player's name */
  BF_HISTORY_ERROR_INVALID,      /* an empty name, a record that makes no sense */
  BF_HISTORY_ERROR_DATABASE,     /* SQLite failed (full disk, read-only) */
  BF_HISTORY_ERROR_BUSY,         /* another program, or another Benefactor,
                                  * holds the history: nothing was changed,
                                  * trying again later works */
} BfHistoryError;

GQuark bf_history_error_quark (void);

/* Stored as the strings of bf_history_kind_to_string(); never renumber. */
typedef enum
{
  BF_HISTORY_KIND_CARNEGIE,      /* a Carnegie table scored, 2-4 players */
  BF_HISTORY_KIND_SOLO,          /* against Andrew: the solo game, or a
                                  * table scored with Andrew */
  BF_HISTORY_KIND_LIVINGSTONE,
} BfHistoryKind;

#define BF_HISTORY_N_KINDS 3

/* "carnegie", "solo", "livingstone" */
const char *bf_history_kind_to_string        (BfHistoryKind  kind);
gboolean    bf_history_kind_from_string      (const char    *string,
                                              BfHistoryKind *kind);
/* Translated: "Carnegie", "Solo against Andrew", "Livingstone". */
const char *bf_history_kind_get_title        (BfHistoryKind  kind);

/* The scoring categories of @kind in the order its score sheet shows
 * them (the ids of bf-score-sheet.h and bf-livingstone.h). */
guint       bf_history_kind_get_n_categories (BfHistoryKind  kind);
const char *bf_history_kind_get_category     (BfHistoryKind  kind,
                                              guint          index);
/* Translated title of a category ("Major-city connections"); an unknown
 * id is returned as it is. */
const char *bf_history_category_get_title    (BfHistoryKind  kind,
                                              const char    *category);

typedef struct _BfHistoryRecord BfHistoryRecord;

#define BF_TYPE_HISTORY_RECORD (bf_history_record_get_type ())

GType            bf_history_record_get_type       (void) G_GNUC_CONST;

/* An empty record; add its players in seat order (Andrew last). Used by
 * the database and the tests. @played_at: seconds since the Unix epoch
 * (UTC). @difficulty: 1-4 for a solo game dealt by Benefactor, 0 when
 * not recorded. */
BfHistoryRecord *bf_history_record_new            (const char      *id,
                                                   BfHistoryKind    kind,
                                                   gint64           played_at,
                                                   BfModules        modules,
                                                   guint            difficulty);
/* Returns the player's index. @rank: 1 for the winners, 2 for the next…;
 * 0 for a disqualified player (Livingstone). */
guint            bf_history_record_add_player     (BfHistoryRecord *self,
                                                   const char      *name,
                                                   gboolean         andrew,
                                                   int              total,
                                                   gboolean         winner,
                                                   guint            rank);
/* Adds @vp to @player's points in @category. */
void             bf_history_record_add_score      (BfHistoryRecord *self,
                                                   guint            player,
                                                   const char      *category,
                                                   int              vp);

/* The record of a finished game: a Carnegie table that passes the
 * checks of a finished game file (BfCarnegieGame; with Andrew it is a solo
 * game), a solo game in its final phase (BfSoloGame: its difficulty is
 * recorded), a Livingstone pad whose result has 2-5 players
 * (BfLivingstoneGame). Else BF_HISTORY_ERROR_NOT_FINISHED, with a
 * message that says what is missing. */
BfHistoryRecord *bf_history_record_new_from_document (BfDocument  *document,
                                                      const char  *id,
                                                      gint64       played_at,
                                                      GError     **error);

BfHistoryRecord *bf_history_record_ref            (BfHistoryRecord *self);
void             bf_history_record_unref          (BfHistoryRecord *self);

const char      *bf_history_record_get_id         (BfHistoryRecord *self);
BfHistoryKind    bf_history_record_get_kind       (BfHistoryRecord *self);
gint64           bf_history_record_get_played_at  (BfHistoryRecord *self);
BfModules        bf_history_record_get_modules    (BfHistoryRecord *self);
guint            bf_history_record_get_difficulty (BfHistoryRecord *self);

/* The players and their points, as the core's result type (one line per
 * category); owned by the record. */
BfScoreCard     *bf_history_record_get_card       (BfHistoryRecord *self);

guint            bf_history_record_get_n_players  (BfHistoryRecord *self);
const char      *bf_history_record_get_name       (BfHistoryRecord *self,
                                                   guint            player);
gboolean         bf_history_record_is_andrew      (BfHistoryRecord *self,
                                                   guint            player);
int              bf_history_record_get_total      (BfHistoryRecord *self,
                                                   guint            player);
gboolean         bf_history_record_is_winner      (BfHistoryRecord *self,
                                                   guint            player);
guint            bf_history_record_get_rank       (BfHistoryRecord *self,
                                                   guint            player);
/* @player's points in @category (0 when none). */
int              bf_history_record_get_score      (BfHistoryRecord *self,
                                                   guint            player,
                                                   const char      *category);
/* The categories @player scored in (also those at 0 VP that the sheet
 * showed), in the order they were added. */
guint            bf_history_record_get_n_scores   (BfHistoryRecord *self,
                                                   guint            player);
const char      *bf_history_record_get_score_category (BfHistoryRecord *self,
                                                       guint            player,
                                                       guint            index);
int              bf_history_record_get_score_vp   (BfHistoryRecord *self,
                                                   guint            player,
                                                   guint            index);

/* Solo: the player's total minus Andrew's (positive: the player won by
 * that much). 0 for other kinds. */
int              bf_history_record_get_margin     (BfHistoryRecord *self);
/* "Anna, Ben, Cara" (Andrew included in a solo game). */
char            *bf_history_record_dup_players_text (BfHistoryRecord *self);
/* "Anna (112)" or "Anna and Ben (98)" (translated). */
char            *bf_history_record_dup_winners_text (BfHistoryRecord *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfHistoryRecord, bf_history_record_unref)

G_END_DECLS
