/* bf-solo-corrections.h
 *
 * BfSoloCorrections, a section of the solo page (BfSoloSection):
 * The Table Says Otherwise: where this round's card lies,
 * Andrew's project and donation pawns, his department tiles and
 * transport markers, a blocking disk (CHECKLIST: blocking disks only).
 * Nothing is applied until the player says where the piece really
 * is; a search narrows the spaces.
 *
 * Actions: solo.correct-project, solo.correct-donation,
 * solo.correct-department, solo.correct-blocking.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_CORRECTIONS (bf_solo_corrections_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloCorrections, bf_solo_corrections, BF, SOLO_CORRECTIONS, BfSoloSection)

G_END_DECLS
