/* bf-score-sheet.h
 *
 * The final score sheet of a Carnegie game, derived from a BfCarnegieGame and
 * never stored. An immutable, reference-counted boxed value: compute a
 * new one whenever the table changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

/* Category ids of score lines (stable, used in --json output). */
#define BF_SCORE_SCORE_TRACK          "score-track"
#define BF_SCORE_EMPLOYEES            "employees"
#define BF_SCORE_DEPARTMENTS          "departments"
#define BF_SCORE_PROJECT_TABS         "project-tabs"
#define BF_SCORE_CONNECTIONS          "connections"
#define BF_SCORE_CITY_PROJECTS        "city-projects"
#define BF_SCORE_DONATION             "donation"
#define BF_SCORE_SECRET_DONATION      "secret-donation"
#define BF_SCORE_ACTION_CHOICE        "action-choice"
#define BF_SCORE_GREEN_SPACES         "green-spaces"
#define BF_SCORE_PUBLIC_RELATIONS     "public-relations"
#define BF_SCORE_POST_OFFICE          "post-office"
#define BF_SCORE_NETWORK_OF_LIBRARIES "network-of-libraries"
#define BF_SCORE_VP_CARDS             "vp-cards"
#define BF_SCORE_DEPARTMENTS_TAKEN    "departments-taken"
#define BF_SCORE_TRANSPORT_END        "transport-end"

typedef struct
{
  const char *category;          /* one of the BF_SCORE_* ids */
  char       *title;             /* translated, "Major-city connections" */
  int         vp;                /* after any cap */
  char       *explanation;       /* translated, one line a player can check */
  BfChartPos  chart_pos;         /* donation and secret donation lines: the
                                  * space on the chart; else BF_CHART_POS_NONE */
  gboolean    flagged;           /* the explanation ends with a contradiction
                                  * of the entries (bf_carnegie_game_list_contradictions()) */
} BfScoreLine;

typedef struct _BfScoreSheet BfScoreSheet;

#define BF_TYPE_SCORE_SHEET (bf_score_sheet_get_type ())

GType              bf_score_sheet_get_type         (void) G_GNUC_CONST;

/* Scores every player of @game. Fails (with the validation error) if the
 * table is not a possible one. */
BfScoreSheet      *bf_score_sheet_new              (BfCarnegieGame *game,
                                                    GError        **error);
/* The score card of a finished table (bf-score-card.h), kind "carnegie"
 * or, with Andrew, "solo": NULL with BF_DOCUMENT_ERROR_NOT_FINISHED while
 * the table is being set up or is not a possible one. @difficulty: a
 * solo game's level, 0 else. (bf-score-sheet-card.c) */
BfScoreCard       *bf_score_sheet_card_for_game    (BfCarnegieGame *game,
                                                    guint           difficulty,
                                                    GError        **error);
/* The score card of the table as it is being entered: the sheet's lines
 * with their titles, explanations, chart spaces (the line's place) and
 * flags, the players' colours; NULL with bf_score_sheet_new()'s error. */
BfScoreCard       *bf_score_sheet_card_as_entered  (BfCarnegieGame *game,
                                                    guint           difficulty,
                                                    GError        **error);
BfScoreSheet      *bf_score_sheet_ref              (BfScoreSheet *self);
void               bf_score_sheet_unref            (BfScoreSheet *self);

/* Players in the game's order (Andrew last in solo). */
guint              bf_score_sheet_get_n_players    (BfScoreSheet *self);
const char        *bf_score_sheet_get_name         (BfScoreSheet *self,
                                                    guint         player);
gboolean           bf_score_sheet_is_andrew        (BfScoreSheet *self,
                                                    guint         player);
int                bf_score_sheet_get_total        (BfScoreSheet *self,
                                                    guint         player);
/* Highest total; tied players all win (Carnegie has no tie-breaker). */
gboolean           bf_score_sheet_is_winner        (BfScoreSheet *self,
                                                    guint         player);
guint              bf_score_sheet_get_n_lines      (BfScoreSheet *self,
                                                    guint         player);
const BfScoreLine *bf_score_sheet_get_line         (BfScoreSheet *self,
                                                    guint         player,
                                                    guint         line);
/* Sum of the VP of all lines of @category (0 if none). */
int                bf_score_sheet_get_category     (BfScoreSheet *self,
                                                    guint         player,
                                                    const char   *category);

/* A Carnegie score card as an aligned plain-text table, as printed by
 * `benefactor --score` (the writers bf_carnegie_kind_register()
 * registers for the kinds "carnegie" and "solo"). */
char              *bf_score_sheet_card_to_text     (BfScoreCard  *card);
/* {"players": [{"name", "andrew", "total", "winner", "lines": [{"category",
 * "title", "vp", "explanation"}]}], "winners": [names]} */
JsonNode          *bf_score_sheet_card_to_json     (BfScoreCard  *card);
/* The same of a sheet. */
char              *bf_score_sheet_to_text          (BfScoreSheet *self);
JsonNode          *bf_score_sheet_to_json          (BfScoreSheet *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfScoreSheet, bf_score_sheet_unref)

G_END_DECLS
