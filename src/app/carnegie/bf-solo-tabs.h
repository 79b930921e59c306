/* bf-solo-tabs.h
 *
 * BfSoloTabs, a section of the solo page (BfSoloSection):
 * the player's project tabs: the pawns left on each, Move Right
 * when R&D moves one (the page's solo.move-tab).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_TABS (bf_solo_tabs_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloTabs, bf_solo_tabs, BF, SOLO_TABS, BfSoloSection)

G_END_DECLS
