/* bf-solo-laid.h
 *
 * BfSoloLaid, a section of the solo page (BfSoloSection):
 * Timeline Tiles as Laid (phase CHECKLIST): one choice per tile
 * position, then Use These Tiles.
 *
 * Action: solo.set-timeline.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_LAID (bf_solo_laid_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloLaid, bf_solo_laid, BF, SOLO_LAID, BfSoloSection)

G_END_DECLS
