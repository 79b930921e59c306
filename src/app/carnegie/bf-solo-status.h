/* bf-solo-status.h
 *
 * BfSoloStatus, a section of the solo page (BfSoloSection):
 * the status card: the round, Andrew’s VP, the timeline, his VP cards
 * with the cards on them, his next pick, his pawns and the supply. In
 * the narrow layout ("compact") it sits at the top of the page and
 * gives a one-line summary for the strip that stays in view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_STATUS (bf_solo_status_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloStatus, bf_solo_status, BF, SOLO_STATUS, BfSoloSection)

G_END_DECLS
