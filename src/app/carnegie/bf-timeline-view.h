/* bf-timeline-view.h
 *
 * A picture of the solo timeline: the four rows (Human Resources,
 * Management, Construction, R&D), each with its four tile spaces and its
 * end space. Income events are drawn as region tags, donations as a
 * heart; the action disk shows each row's marker. While the player
 * chooses, the next space of every row is outlined (the event that row
 * would give); once the row is chosen, the row whose marker moves is
 * tinted and its event space outlined.
 *
 * Each row is a child with an accessible label describing it in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-solo.h"

G_BEGIN_DECLS

#define BF_TYPE_TIMELINE_VIEW (bf_timeline_view_get_type ())

G_DECLARE_FINAL_TYPE (BfTimelineView, bf_timeline_view, BF, TIMELINE_VIEW, GtkWidget)

GtkWidget  *bf_timeline_view_new            (void);

BfSoloGame *bf_timeline_view_get_game       (BfTimelineView *self);
/* Follows the game's "changed" signal. NULL shows empty rows. */
void        bf_timeline_view_set_game       (BfTimelineView *self,
                                             BfSoloGame     *game);

/* Smaller spaces, for the status strip of a narrow window. */
gboolean    bf_timeline_view_get_compact    (BfTimelineView *self);
void        bf_timeline_view_set_compact    (BfTimelineView *self,
                                             gboolean        compact);

/* The widget drawing @row (its accessible label describes the row). */
GtkWidget  *bf_timeline_view_get_row_widget (BfTimelineView *self,
                                             BfDeptType      row);
/* The row drawn as the one whose marker moves this round, or -1. */
int         bf_timeline_view_get_active_row (BfTimelineView *self);

/* "Use my own deal": a row to say which tile lies at @position (0-3,
 * counted from the left) and which side is up. An AdwComboRow of the 16
 * tile sides, each with its four entries top to bottom as printed; the
 * chosen one shows as the (wrapping) subtitle. */
GtkWidget      *bf_timeline_slot_row_new      (guint           position);
BfTimelineSlot  bf_timeline_slot_row_get_slot (GtkWidget      *row);
void            bf_timeline_slot_row_set_slot (GtkWidget      *row,
                                               BfTimelineSlot  slot);

G_END_DECLS
