/* bf-solo-checklist.h
 *
 * BfSoloChecklist, a section of the solo page (BfSoloSection):
 * the instructions as checklists: the setup checklist, then
 * each round's steps (Andrew's turn, the table's end-of-round steps)
 * and the player's own in Your Turn. A tick is kept by the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_CHECKLIST (bf_solo_checklist_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloChecklist, bf_solo_checklist, BF, SOLO_CHECKLIST, BfSoloSection)

GtkWidget *bf_solo_checklist_get_next_tick (BfSoloChecklist *self,
                                            BfInstruction  **step);

G_END_DECLS
