/* bf-score-sheet-private.h
 *
 * Final scoring is written in three files: bf-score-sheet.c (the sheet,
 * the map, departments, employees, Andrew), bf-score-donations.c (the
 * donation chart: each space's rule, the payments, the 12 VP cap, the
 * secret donation) and bf-score-sheet-card.c (the sheet as the core's
 * score card, the card's text and JSON forms). This is what they share:
 * the rule texts' numbers, what a player achieved, and the line helpers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-score-sheet.h"

G_BEGIN_DECLS

/* Base game, "Final Scoring". */
#define EMPLOYEES_MAX_VP         15
#define DEPARTMENT_TOP_ROW_VP    3
#define DEPARTMENT_OTHER_VP      2
#define DEPARTMENTS_MAX_VP       24
#define PROJECT_TABS_MAX_VP      42
#define CONNECTIONS_MAX_VP       36
#define CITY_PROJECTS_MAX_VP     45
#define DONATION_MAX_VP          12
#define ACTION_CHOICE_VP         3
/* The connection table has rows for 2 to 5 links. */
#define CONNECTIONS_MAX_LINKS    5

/* Expansion 1, "Set 4: Miscellaneous Achievements". */
#define GREEN_SPACES_VP          2
#define PUBLIC_RELATIONS_VP      2
#define POST_OFFICE_MAX_LINKS    6
#define POST_OFFICE_BONUS_VP     9
#define NETWORK_OF_LIBRARIES_VP  4

/* Solo, "End of Game and Scoring". */
#define ANDREW_DEPARTMENT_VP     2
#define ANDREW_TRACK_END_VP      6

/* Spaces of one player that a PAY_FOR_VP choice is searched for at once:
 * one disk on the one Welfare tile space (the secret donation is searched
 * on its own, after the disks); more would only come from broken rule
 * data. */
#define MAX_PAY_INSTANCES        4

typedef struct
{
  char     *name;
  gboolean  andrew;
  int       total;
  gboolean  winner;
  GArray   *lines;               /* of BfScoreLine */
} SheetPlayer;

struct _BfScoreSheet
{
  grefcount    ref_count;
  guint        n_players;
  SheetPlayer  players[BF_MAX_PLAYERS + 1];
};

/* What a player achieved: counted once, used by the donation spaces of
 * that player and, in solo, of Andrew. */
typedef struct
{
  BfCarnegiePlayer          *player;
  guint              n_projects;
  guint              projects_of_type[BF_N_PROJECT_TYPES];
  guint              projects_in_region[BF_N_REGIONS];
  guint              projects_in_towns;
  guint              n_departments;
  guint              departments_of_type[BF_N_DEPT_TYPES];
  guint              departments_left_column;
  guint              departments_top_row;
  guint              n_donations;
  guint              donations_of_type[BF_N_DONATION_TYPES];
  BfTransportLevel   level[BF_N_REGIONS];
  /* Network: per city the connected component holding it, -1 when the
   * player has no disk there. Points into Scorer.component. */
  const int         *component;
} Achievements;

/* Money and goods left for the money- and goods-based spaces, after the
 * PAY_FOR_VP payments. */
typedef struct
{
  guint money;
  guint goods;
  guint paid_money;
  guint paid_goods;
} Purse;

typedef struct
{
  gboolean          scores;
  guint             n_scoring;   /* networks with two major cities or more */
  guint             n_majors;
  BfRegion          majors[BF_N_REGIONS];
  guint             links;       /* printed link values */
  guint             links_counted; /* with the Post Office's +1 */
  gboolean          post_office;
  BfTransportLevel  level;
  int               vp;          /* from the connection table */
  int               bonus;       /* Post Office bonus */
} Connection;

/* A donation to score: a disk or the secret donation. */
typedef struct
{
  BfChartPos             pos;
  const BfDonationSpace *space;
  gboolean               secret;
  guint                  n_paid; /* PAY_FOR_VP: times paid */
} Donation;

typedef struct
{
  BfCarnegieRules    *rules;
  BfCarnegieGame     *game;
  guint       n_cities;
  int        *component;         /* n_cities */
  guint      *queue;             /* n_cities */
} Scorer;

/* Lines of a player's sheet (the strings are taken). */
void         _bf_score_add_line           (SheetPlayer *sp,
                                           const char  *category,
                                           char        *title,
                                           int          vp,
                                           char        *explanation);
void         _bf_score_add_chart_line     (SheetPlayer *sp,
                                           const char  *category,
                                           BfChartPos   pos,
                                           char        *title,
                                           int          vp,
                                           char        *explanation);
/* "12 VP" or "14 VP, capped at 12 VP" into @s; returns the capped value. */
int          _bf_score_format_result      (GString *s,
                                           int      raw,
                                           int      cap);
/* Titles and names as the board prints them. */
char *       _bf_score_chart_pos_title    (Scorer                *scorer,
                                           BfChartPos             pos,
                                           const BfDonationSpace *space);
char *       _bf_score_secret_title       (Scorer                *scorer,
                                           BfChartPos             pos,
                                           const BfDonationSpace *space);
const char * _bf_score_region_name        (Scorer   *scorer,
                                           BfRegion  region);
const char * _bf_score_project_type_name  (Scorer *scorer,
                                           guint   type);
const char * _bf_score_dept_type_name     (Scorer *scorer,
                                           guint   type);
const char * _bf_score_donation_type_name (Scorer *scorer,
                                           guint   type);
/* Appends "A, B, C", one name at a time. */
void         _bf_score_append_list        (GString    *s,
                                           const char *name,
                                           gboolean   *first);
/* bf-score-donations.c: one line per donation disk of @sp, in board
 * order, then the secret donation, scored by @ach with what is left of
 * @start; @left is the purse left. */
void         _bf_score_score_donations    (Scorer             *scorer,
                                           SheetPlayer        *sp,
                                           BfCarnegiePlayer   *player,
                                           const Achievements *ach,
                                           const Purse        *start,
                                           Purse              *left);

G_END_DECLS
