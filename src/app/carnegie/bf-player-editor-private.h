/* bf-player-editor-private.h
 *
 * Access to the widgets of BfPlayerEditor and BfChartView for the tests
 * (tests/test-player-editor.c), which drive the form through them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-chart-view.h"
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

/* bf-player-editor.c */
GtkSpinButton   *_bf_player_editor_get_spin                (BfPlayerEditor *self,
                                                            BfEditorField   field);
GtkToggleButton *_bf_player_editor_get_transport_button    (BfPlayerEditor *self,
                                                            BfRegion        region,
                                                            guint           box);
AdwActionRow    *_bf_player_editor_get_transport_row       (BfPlayerEditor *self,
                                                            BfRegion        region);
BfChartView     *_bf_player_editor_get_chart_view          (BfPlayerEditor *self);
AdwComboRow     *_bf_player_editor_get_secret_row          (BfPlayerEditor *self);
GtkMenuButton   *_bf_player_editor_get_add_button          (BfPlayerEditor *self);
/* The department number field at the end of the list, and its button */
AdwEntryRow     *_bf_player_editor_get_number_row          (BfPlayerEditor *self);
GtkWidget       *_bf_player_editor_get_number_add_button   (BfPlayerEditor *self);
GtkSearchEntry  *_bf_player_editor_get_search_entry        (BfPlayerEditor *self);
/* The row offering department @number in the "Add Department" popover,
 * or NULL when it is not offered; *visible tells whether the search
 * shows it. */
GtkListBoxRow   *_bf_player_editor_find_add_row            (BfPlayerEditor *self,
                                                            guint           number,
                                                            gboolean       *visible);
/* The row of a built (or, for Andrew, taken) department, or NULL. */
AdwActionRow    *_bf_player_editor_get_department_row      (BfPlayerEditor *self,
                                                            guint           number);
GtkToggleButton *_bf_player_editor_get_department_flag     (BfPlayerEditor *self,
                                                            guint           number,
                                                            BfDeptFlag      flag);
GtkButton       *_bf_player_editor_get_department_remove   (BfPlayerEditor *self,
                                                            guint           number);
GtkSwitch       *_bf_player_editor_get_action_choice       (BfPlayerEditor *self);
GtkLabel        *_bf_player_editor_get_vp_total            (BfPlayerEditor *self);
/* "transport", "donations", "secret", "departments", "company", "vp",
 * "vp-cards" */
GtkWidget       *_bf_player_editor_get_group               (BfPlayerEditor *self,
                                                            const char     *name);

/* bf-chart-view.c */
GtkToggleButton *_bf_chart_view_get_space_button           (BfChartView    *self,
                                                            BfChartPos      pos);
const char      *_bf_chart_view_get_space_text             (BfChartView    *self,
                                                            BfChartPos      pos);
GtkDropDown     *_bf_chart_view_get_cover_drop_down        (BfChartView    *self,
                                                            BfDonationType  column);

G_END_DECLS
