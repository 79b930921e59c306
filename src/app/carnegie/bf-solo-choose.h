/* bf-solo-choose.h
 *
 * BfSoloChoose, a section of the solo page (BfSoloSection):
 * the player's choice of the round's action (phase CHOOSE):
 * the backs of this round's and the next card, and one button per
 * action saying what its timeline event would be.
 *
 * Action: solo.choose (u: row).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_CHOOSE (bf_solo_choose_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloChoose, bf_solo_choose, BF, SOLO_CHOOSE, BfSoloSection)

G_END_DECLS
