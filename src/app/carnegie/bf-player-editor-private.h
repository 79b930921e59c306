/* bf-player-editor-private.h
 *
 * The fields and department flags of BfPlayerEditor, which the tests
 * name (the editor names the widgets it builds after them, "bf-field-N";
 * tests/bf-test-ui.c finds them so).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-player-editor.h"

G_BEGIN_DECLS

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
