/* bf-solo-supply-entry.h
 *
 * BfSoloSupplyEntry, a section of the solo page (BfSoloSection):
 * the department tiles left after removing 16 by hand,
 * one spin per department (phase SETUP_SUPPLY).
 *
 * Action: solo.set-supply.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_SUPPLY_ENTRY (bf_solo_supply_entry_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloSupplyEntry, bf_solo_supply_entry, BF, SOLO_SUPPLY_ENTRY, BfSoloSection)

G_END_DECLS
