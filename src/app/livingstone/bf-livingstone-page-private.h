/* bf-livingstone-page-private.h: the widgets of BfLivingstonePage, for
 * the tests to drive it as a player would.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-livingstone-page.h"

G_BEGIN_DECLS

typedef enum
{
  BF_LIVINGSTONE_SPIN_TENTS,     /* @index: row 1-6, this round */
  BF_LIVINGSTONE_SPIN_OTHER,     /* @index: row 1-6, tents moved (whole game) */
  BF_LIVINGSTONE_SPIN_GEMS,
  BF_LIVINGSTONE_SPIN_VP_CARDS,
  BF_LIVINGSTONE_SPIN_DONATION,
} BfLivingstoneSpin;

AdwViewStack  *_bf_livingstone_page_get_stack        (BfLivingstonePage *self);
/* Name entry (an AdwEntryRow) and colour of a player of the players view. */
GtkEditable   *_bf_livingstone_page_get_name_entry   (BfLivingstonePage *self,
                                                      guint              player);
GtkDropDown   *_bf_livingstone_page_get_color        (BfLivingstonePage *self,
                                                      guint              player);
GtkButton     *_bf_livingstone_page_get_remove       (BfLivingstonePage *self,
                                                      guint              player);
GtkSpinButton *_bf_livingstone_page_get_columns      (BfLivingstonePage *self);
/* Board view: @row 2-5, @column 1-10. */
GtkSpinButton *_bf_livingstone_page_get_row_value    (BfLivingstonePage *self,
                                                      guint              row);
GtkSpinButton *_bf_livingstone_page_get_column_cost  (BfLivingstonePage *self,
                                                      guint              column);
GtkWidget     *_bf_livingstone_page_get_board_banner (BfLivingstonePage *self);
/* Rounds view. */
guint          _bf_livingstone_page_get_round        (BfLivingstonePage *self);
GtkLabel      *_bf_livingstone_page_get_round_title  (BfLivingstonePage *self);
GtkSwitch     *_bf_livingstone_page_get_stopped      (BfLivingstonePage *self);
GtkLabel      *_bf_livingstone_page_get_round_score  (BfLivingstonePage *self,
                                                      guint              player);
GtkLabel      *_bf_livingstone_page_get_running_total (BfLivingstonePage *self,
                                                       guint              player);
GtkSpinButton *_bf_livingstone_page_get_spin         (BfLivingstonePage *self,
                                                      BfLivingstoneSpin  spin,
                                                      guint              player,
                                                      guint              index);
/* End view. */
GtkSpinButton *_bf_livingstone_page_get_die          (BfLivingstonePage *self,
                                                      guint              die);
GtkLabel      *_bf_livingstone_page_get_dice_label   (BfLivingstonePage *self);
GtkWidget     *_bf_livingstone_page_get_dice_group   (BfLivingstonePage *self);
GtkLabel      *_bf_livingstone_page_get_verdict      (BfLivingstonePage *self);
GtkLabel      *_bf_livingstone_page_get_result_total (BfLivingstonePage *self,
                                                      guint              player);
GtkWidget     *_bf_livingstone_page_get_notes        (BfLivingstonePage *self);
BfLivingstoneResult *_bf_livingstone_page_get_result (BfLivingstonePage *self);

G_END_DECLS
