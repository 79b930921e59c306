/* bf-solo-entries.h
 *
 * BfSoloEntries, a section of the solo page (BfSoloSection):
 * the player's entries (the housing pawn in CHECKLIST; projects,
 * departments, transport markers and donations in PLAY) and the
 * board as the app tracks it.
 *
 * Actions: solo.build, solo.unbuild (u: space), solo.build-department,
 * solo.unbuild-department (u: number), solo.donate, solo.undonate
 * (u: chart position).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_ENTRIES (bf_solo_entries_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloEntries, bf_solo_entries, BF, SOLO_ENTRIES, BfSoloSection)

G_END_DECLS
