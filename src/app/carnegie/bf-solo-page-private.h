/* bf-solo-page-private.h: the widgets of BfSoloPage, for the tests to
 * drive it as a player would (tests/test-solo-page.c). Most live in the
 * page's sections; these getters reach them through the sections'
 * templates.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-map-view.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-solo-page.h"
#include "bf-timeline-view.h"

G_BEGIN_DECLS

typedef enum
{
  BF_SOLO_COMBO_DIFFICULTY,
  BF_SOLO_COMBO_SUPPLY_KIND,
  BF_SOLO_COMBO_CITY,
  BF_SOLO_COMBO_SPACE,
  BF_SOLO_COMBO_PROJECT_TYPE,
  BF_SOLO_COMBO_DEPARTMENT,
  BF_SOLO_COMBO_DONATION,
  BF_SOLO_COMBO_CARD_POSITION,
  BF_SOLO_COMBO_FIX_PROJECT_FROM,
  BF_SOLO_COMBO_FIX_PROJECT_TO,
  BF_SOLO_COMBO_FIX_DONATION_FROM,
  BF_SOLO_COMBO_FIX_DONATION_TO,
  BF_SOLO_COMBO_FIX_DEPARTMENT_FROM,
  BF_SOLO_COMBO_FIX_DEPARTMENT_TO,
  BF_SOLO_COMBO_FIX_BLOCKING_FROM,
  BF_SOLO_COMBO_FIX_BLOCKING_TO,
  BF_N_SOLO_COMBOS
} BfSoloCombo;

typedef enum
{
  BF_SOLO_BUTTON_DEAL,
  BF_SOLO_BUTTON_SUPPLY,
  BF_SOLO_BUTTON_CARD,
  BF_SOLO_BUTTON_ADVANCE,        /* "Start Round 1", "Next Round", "Final Scoring" */
  BF_SOLO_BUTTON_BUILD,
  BF_SOLO_BUTTON_DEPARTMENT,
  BF_SOLO_BUTTON_DONATE,
  BF_SOLO_BUTTON_FIX_PROJECT,
  BF_SOLO_BUTTON_FIX_DONATION,
  BF_SOLO_BUTTON_FIX_DEPARTMENT,
  BF_SOLO_BUTTON_FIX_BLOCKING,
  BF_N_SOLO_BUTTONS
} BfSoloButton;

GtkButton      *_bf_solo_page_get_button          (BfSoloPage   *self,
                                                   BfSoloButton  button);
AdwComboRow    *_bf_solo_page_get_combo           (BfSoloPage   *self,
                                                   BfSoloCombo   combo);
/* Selects the entry of @combo whose value (space, number, chart
 * position, level…) is @value; FALSE when it is not offered. */
gboolean        _bf_solo_page_select_value        (BfSoloPage   *self,
                                                   BfSoloCombo   combo,
                                                   guint         value);
GtkButton      *_bf_solo_page_get_choose_button   (BfSoloPage   *self,
                                                   BfDeptType    row);
GtkSwitch      *_bf_solo_page_get_switch          (BfSoloPage   *self,
                                                   BfSoloOption  option);  /* NEW_BEGINNING only */
GtkSwitch      *_bf_solo_page_get_own_cards       (BfSoloPage   *self);
GtkEditable    *_bf_solo_page_get_card_entry      (BfSoloPage   *self);
GtkEditable    *_bf_solo_page_get_name_entry      (BfSoloPage   *self);
GtkSpinButton  *_bf_solo_page_get_transport_spin  (BfSoloPage   *self,
                                                   BfRegion      region);
GtkSpinButton  *_bf_solo_page_get_andrew_transport_spin (BfSoloPage *self,
                                                         BfRegion    region);
/* The remove button of the player's project on @space, or NULL. */
GtkButton      *_bf_solo_page_get_unbuild_button  (BfSoloPage   *self,
                                                   guint         space);

GtkLabel       *_bf_solo_page_get_round_label     (BfSoloPage   *self);
GtkLabel       *_bf_solo_page_get_andrew_vp_label (BfSoloPage   *self);
GtkLabel       *_bf_solo_page_get_title_label     (BfSoloPage   *self);
GtkLabel       *_bf_solo_page_get_vp_card_label   (BfSoloPage   *self,
                                                   guint         position);
GtkLabel       *_bf_solo_page_get_next_pick_label (BfSoloPage   *self);
GtkLabel       *_bf_solo_page_get_supply_label    (BfSoloPage   *self);
BfTimelineView *_bf_solo_page_get_timeline_view   (BfSoloPage   *self);
BfMapView      *_bf_solo_page_get_map_view        (BfSoloPage   *self);
GtkListBox     *_bf_solo_page_get_steps_list      (BfSoloPage   *self);
GtkListBox     *_bf_solo_page_get_turn_list       (BfSoloPage   *self);
BfScoreView    *_bf_solo_page_get_score_view      (BfSoloPage   *self);
/* The final entries' editor, or NULL before the end. */
BfPlayerEditor *_bf_solo_page_get_player_editor   (BfSoloPage   *self);
AdwLeaflet     *_bf_solo_page_get_leaflet         (BfSoloPage   *self);
/* The section shown for the phase ("choices", "supply", "card",
 * "choose", "steps", "turn", "entries", "corrections", "finished"). */
gboolean        _bf_solo_page_section_visible     (BfSoloPage   *self,
                                                   const char   *section);

G_END_DECLS
