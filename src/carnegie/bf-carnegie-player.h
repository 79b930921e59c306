/* bf-carnegie-player.h
 *
 * What stands on the table for one player (or for Andrew, the solo
 * opponent) at the end of a Carnegie game, as the players enter it.
 * Nothing here is a score: scores are derived by BfScoreSheet.
 *
 * Setters refuse values that can never be on a table (negative counts,
 * more than 15 employees, a department built twice…) with a BF_CARNEGIE_GAME_ERROR
 * naming what is wrong. Checks that involve other players (two disks on
 * one space) are made by the BfCarnegieGame the player belongs to.
 *
 * Every change emits "changed" (and notify for properties). What views
 * follow piece by piece are list models of objects, kept with what the
 * getters by index return: the departments, the projects, the donations
 * (items-changed where one is added or removed) and the transport
 * markers (a marker's "box" notifies).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-carnegie-department.h"
#include "bf-carnegie-donation.h"
#include "bf-carnegie-project.h"
#include "bf-carnegie-transport.h"
#include "bf-seats.h"
#include "bf-types.h"

G_BEGIN_DECLS

/* Upper bound for any count entered (money, goods, VP…): a sanity limit,
 * far above what a game can reach, so that no sum can overflow. */
#define BF_MAX_COUNT 9999


typedef struct
{
  guint         space;           /* space index, see bf_carnegie_rules_get_space() */
  BfProjectType type;            /* the project type built there */
} BfProject;

typedef struct
{
  guint    number;               /* 1-32 */
  gboolean top_row;              /* in the top row of the company board */
  gboolean left_column;          /* in the leftmost column */
  gboolean active_employee;      /* holds at least one active employee */
} BfBuiltDepartment;

#define BF_TYPE_CARNEGIE_PLAYER (bf_carnegie_player_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegiePlayer, bf_carnegie_player, BF, CARNEGIE_PLAYER, GObject)

BfCarnegiePlayer                *bf_carnegie_player_new                      (gboolean     andrew);

gboolean                 bf_carnegie_player_is_andrew                (BfCarnegiePlayer    *self);

const char              *bf_carnegie_player_get_name                 (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_name                 (BfCarnegiePlayer *self,
                                                                      const char       *name,
                                                                      GError          **error);
/* A colour id from the rule data ("red"…); may be NULL. */
const char              *bf_carnegie_player_get_color                (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_color                (BfCarnegiePlayer *self,
                                                                      const char       *color,
                                                                      GError          **error);

/* VP on the score track; may be negative (only with A New Beginning, down
 * to -6: checked by bf_carnegie_game_validate()). */
int                      bf_carnegie_player_get_score_track          (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_score_track          (BfCarnegiePlayer *self,
                                                                      int               vp,
                                                                      GError          **error);

/* Project disks on the map. */
guint                    bf_carnegie_player_get_n_projects           (BfCarnegiePlayer    *self);
const BfProject         *bf_carnegie_player_get_project              (BfCarnegiePlayer *self,
                                                                      guint             index);
/* The same as a list model of BfCarnegieProject, in the same order:
 * items-changed when a disk is put on the map or taken off. */
GListModel              *bf_carnegie_player_get_projects             (BfCarnegiePlayer    *self);
/* The project on @space, or NULL. */
const BfProject         *bf_carnegie_player_find_project             (BfCarnegiePlayer *self,
                                                                      guint             space);
/* @type may be BF_PROJECT_ANY for a typed space (the space's own type is
 * used). On a town's space BF_PROJECT_ANY is kept: the type built there is
 * not known yet, and bf_carnegie_game_validate() asks for it (except for Andrew,
 * whose town disks have no type). A type other than the space's is only
 * possible with Political Lobbying (checked by bf_carnegie_game_validate()). */
gboolean                 bf_carnegie_player_add_project              (BfCarnegiePlayer    *self,
                                                                      guint        space,
                                                                      BfProjectType type,
                                                                      GError     **error);
gboolean                 bf_carnegie_player_remove_project           (BfCarnegiePlayer *self,
                                                                      guint             space);

/* The pawns a company has for its projects and donations together (the
 * disks on the map and the chart): 25 of a player's 30 (1 stands on the
 * score track, 4 on the transport tracks), Andrew 26 (4 on the tracks).
 * A project or donation beyond them is refused (BF_CARNEGIE_GAME_ERROR_INVALID). */
guint                    bf_carnegie_player_get_pawn_supply          (BfCarnegiePlayer    *self);
/* The pawns on projects and donations. */
guint                    bf_carnegie_player_get_n_pawns              (BfCarnegiePlayer    *self);

/* The four transport markers as a list model of BfCarnegieTransport,
 * one per region in region order (the list never changes); a marker's
 * "box" notifies when it moves. */
GListModel              *bf_carnegie_player_get_transports           (BfCarnegiePlayer    *self);
/* Transport marker box (1-5) per region; 1 when nothing was entered. */
guint                    bf_carnegie_player_get_transport            (BfCarnegiePlayer *self,
                                                                      BfRegion          region);
gboolean                 bf_carnegie_player_set_transport            (BfCarnegiePlayer *self,
                                                                      BfRegion          region,
                                                                      guint             box,
                                                                      GError          **error);

/* Donation disks on the chart. */
guint                    bf_carnegie_player_get_n_donations          (BfCarnegiePlayer    *self);
/* The same as a list model of BfCarnegieDonation, in the same order:
 * items-changed when a disk is put on the chart or taken off. */
GListModel              *bf_carnegie_player_get_donations            (BfCarnegiePlayer    *self);
BfChartPos               bf_carnegie_player_get_donation             (BfCarnegiePlayer *self,
                                                                      guint             index);
gboolean                 bf_carnegie_player_has_donation             (BfCarnegiePlayer *self,
                                                                      BfChartPos        pos);
gboolean                 bf_carnegie_player_add_donation             (BfCarnegiePlayer *self,
                                                                      BfChartPos        pos,
                                                                      GError          **error);
gboolean                 bf_carnegie_player_remove_donation          (BfCarnegiePlayer *self,
                                                                      BfChartPos        pos);

/* Departments built during the game (not the printed starting ones). */
guint                    bf_carnegie_player_get_n_departments        (BfCarnegiePlayer    *self);
/* The same as a list model of BfCarnegieDepartment, in the same order:
 * items-changed when one is built or removed, a department's properties
 * notify when its flags change. */
GListModel              *bf_carnegie_player_get_departments          (BfCarnegiePlayer    *self);
/* When more departments are marked with an active employee than the
 * company has active employees: one sentence saying so, for the entries
 * and the lines it affects; NULL when the entries agree. */
char                    *bf_carnegie_player_describe_employee_conflict (BfCarnegiePlayer  *self);
const BfBuiltDepartment *bf_carnegie_player_get_department           (BfCarnegiePlayer *self,
                                                                      guint             index);
const BfBuiltDepartment *bf_carnegie_player_find_department          (BfCarnegiePlayer *self,
                                                                      guint             number);
gboolean                 bf_carnegie_player_add_department           (BfCarnegiePlayer    *self,
                                                                      const BfBuiltDepartment *department,
                                                                      GError     **error);
/* Changes the flags of an already built department. */
gboolean                 bf_carnegie_player_update_department        (BfCarnegiePlayer    *self,
                                                                      const BfBuiltDepartment *department,
                                                                      GError     **error);
gboolean                 bf_carnegie_player_remove_department        (BfCarnegiePlayer *self,
                                                                      guint             number);
/* Whether the player built a department with @effect that holds an
 * active employee. */
gboolean                 bf_carnegie_player_has_active_effect        (BfCarnegiePlayer *self,
                                                                      BfDeptEffect      effect);
/* Whether the player built a department with @effect at all. */
gboolean                 bf_carnegie_player_has_effect               (BfCarnegiePlayer *self,
                                                                      BfDeptEffect      effect);

/* Employees: active (standing), inactive on the company board, inactive
 * on missions; together at most 15. active_on_cost is how many of the
 * active ones stand on a workstation with a cost of $1 or more. */
guint                    bf_carnegie_player_get_active_employees     (BfCarnegiePlayer    *self);
guint                    bf_carnegie_player_get_inactive_board       (BfCarnegiePlayer    *self);
guint                    bf_carnegie_player_get_inactive_missions    (BfCarnegiePlayer    *self);
guint                    bf_carnegie_player_get_active_on_cost       (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_employees            (BfCarnegiePlayer *self,
                                                                      guint             active,
                                                                      guint             inactive_board,
                                                                      guint             inactive_missions,
                                                                      guint             active_on_cost,
                                                                      GError          **error);

guint                    bf_carnegie_player_get_empty_spaces         (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_empty_spaces         (BfCarnegiePlayer *self,
                                                                      guint             n,
                                                                      GError          **error);
guint                    bf_carnegie_player_get_money                (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_money                (BfCarnegiePlayer *self,
                                                                      guint             money,
                                                                      GError          **error);
guint                    bf_carnegie_player_get_goods                (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_goods                (BfCarnegiePlayer *self,
                                                                      guint             goods,
                                                                      GError          **error);

/* VP shown on the uncovered part of each project tab. */
guint                    bf_carnegie_player_get_tab_vp               (BfCarnegiePlayer    *self,
                                                                      BfProjectType type);
gboolean                 bf_carnegie_player_set_tab_vp               (BfCarnegiePlayer    *self,
                                                                      BfProjectType type,
                                                                      guint        vp,
                                                                      GError     **error);

/* An Action Choice tile the player still has, unused. */
gboolean                 bf_carnegie_player_get_action_choice        (BfCarnegiePlayer    *self);
void                     bf_carnegie_player_set_action_choice        (BfCarnegiePlayer *self,
                                                                      gboolean          unused_tile);

/* The secret donation (Expansion 1 optional rule): a chart position, or
 * BF_CHART_POS_NONE. */
BfChartPos               bf_carnegie_player_get_secret_donation      (BfCarnegiePlayer    *self);
gboolean                 bf_carnegie_player_set_secret_donation      (BfCarnegiePlayer *self,
                                                                      BfChartPos        pos,
                                                                      GError          **error);

/* Andrew only: how many of his action cards lie on each VP card
 * (positions 0-4: the 0, 1, 3, 6 and 10 VP cards), at most 20 in all. */
guint                    bf_carnegie_player_get_vp_cards             (BfCarnegiePlayer *self,
                                                                      guint             position);
gboolean                 bf_carnegie_player_set_vp_cards             (BfCarnegiePlayer *self,
                                                                      guint             position,
                                                                      guint             n_cards,
                                                                      GError          **error);
/* Andrew only: department tiles he took (numbers; the same number may
 * appear twice, once per copy). */
guint                    bf_carnegie_player_get_n_taken              (BfCarnegiePlayer    *self);
guint                    bf_carnegie_player_get_taken                (BfCarnegiePlayer *self,
                                                                      guint             index);
gboolean                 bf_carnegie_player_add_taken                (BfCarnegiePlayer *self,
                                                                      guint             number,
                                                                      GError          **error);
gboolean                 bf_carnegie_player_remove_taken             (BfCarnegiePlayer *self,
                                                                      guint             number);

G_END_DECLS
