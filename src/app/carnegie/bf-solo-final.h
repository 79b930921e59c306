/* bf-solo-final.h
 *
 * BfSoloFinal, a section of the solo page (BfSoloSection):
 * the end (phase FINISHED): the player's final entries and
 * both score sheets, Andrew's breakdown included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_FINAL (bf_solo_final_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloFinal, bf_solo_final, BF, SOLO_FINAL, BfSoloSection)

G_END_DECLS
