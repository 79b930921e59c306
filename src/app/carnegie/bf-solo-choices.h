/* bf-solo-choices.h
 *
 * BfSoloChoices, a section of the solo page (BfSoloSection):
 * the setup choices (phase CHOICES): the player's name, the
 * difficulty, the department tiles, A New Beginning and its bids, the
 * modules not offered solo; Deal the Table.
 *
 * Action: solo.confirm.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-solo-section.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_CHOICES (bf_solo_choices_get_type ())

G_DECLARE_FINAL_TYPE (BfSoloChoices, bf_solo_choices, BF, SOLO_CHOICES, BfSoloSection)

G_END_DECLS
