/* bf-player-editor.h
 *
 * The entry form for one player's end-of-game table: transport tracks,
 * donation chart, departments and what is left in the company (or, for
 * Andrew, the VP cards and the departments he took). Every change goes
 * straight to the BfCarnegiePlayer; refused changes emit "error" and the form
 * shows the model's value again. The form follows the game's "changed"
 * signal (the game forwards its players' changes).
 *
 * The editor does not scroll: put it into a GtkScrolledWindow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

#define BF_TYPE_PLAYER_EDITOR (bf_player_editor_get_type ())

G_DECLARE_FINAL_TYPE (BfPlayerEditor, bf_player_editor, BF, PLAYER_EDITOR, AdwBin)

BfPlayerEditor *bf_player_editor_new        (BfCarnegieGame         *game,
                                             BfCarnegiePlayer       *player);

BfCarnegieGame         *bf_player_editor_get_game   (BfPlayerEditor *self);
BfCarnegiePlayer       *bf_player_editor_get_player (BfPlayerEditor *self);
/* While @reason is not NULL, moving the player in the seat order is
 * refused with @reason (the "error" signal): the table is shared with
 * phones, each the seat of one player. */
void            bf_player_editor_set_seats_locked (BfPlayerEditor *self,
                                                   const char     *reason);
/* The group of the entries named @section ("transport", "donations",
 * "departments", "company", "vp"), for a page that jumps to it; NULL if
 * there is none. */
GtkWidget      *bf_player_editor_get_section (BfPlayerEditor *self,
                                              const char     *section);
/* The field of @section that a jump to it puts the focus on: the
 * department number, the first number field of "company" and "vp", the
 * first transport box or donation space; NULL if none. */
GtkWidget      *bf_player_editor_get_section_field (BfPlayerEditor *self,
                                                    const char     *section);

/* The fields and department flags of the editor, which tests and
 * scripts name: the editor names the widgets it builds after them
 * ("bf-field-N"; tests/bf-test-ui.c finds them so). */

typedef enum
{
  BF_EDITOR_FIELD_ACTIVE,
  BF_EDITOR_FIELD_INACTIVE_BOARD,
  BF_EDITOR_FIELD_INACTIVE_MISSIONS,
  BF_EDITOR_FIELD_ACTIVE_ON_COST,
  BF_EDITOR_FIELD_EMPTY_SPACES,
  BF_EDITOR_FIELD_MONEY,
  BF_EDITOR_FIELD_GOODS,
  BF_EDITOR_FIELD_TAB_HOUSING,
  BF_EDITOR_FIELD_TAB_COMMERCE,
  BF_EDITOR_FIELD_TAB_INDUSTRY,
  BF_EDITOR_FIELD_TAB_PUBLIC,
  BF_EDITOR_FIELD_SCORE_TRACK,
  BF_EDITOR_FIELD_VP_CARD_0,
  BF_EDITOR_FIELD_VP_CARD_1,
  BF_EDITOR_FIELD_VP_CARD_2,
  BF_EDITOR_FIELD_VP_CARD_3,
  BF_EDITOR_FIELD_VP_CARD_4,
  BF_N_EDITOR_FIELDS
} BfEditorField;

typedef enum
{
  BF_DEPT_FLAG_TOP_ROW,
  BF_DEPT_FLAG_LEFT_COLUMN,
  BF_DEPT_FLAG_ACTIVE_EMPLOYEE,
  BF_N_DEPT_FLAGS
} BfDeptFlag;

G_END_DECLS
