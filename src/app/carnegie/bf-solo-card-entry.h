/* bf-solo-card-entry.h
 *
 * BfSoloCardEntry, a section of the solo page (BfSoloSection):
 * the card the player turned over, typed in (own cards:
 * phases SETUP_CARD and ROUND_CARD).
 *
 * Action: solo.reveal-card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_CARD_ENTRY (bf_solo_card_entry_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloCardEntry, bf_solo_card_entry, BF, SOLO_CARD_ENTRY, BfSoloSection)

G_END_DECLS
