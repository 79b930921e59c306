/* bf-share-dialog.h
 *
 * Share This Table's window (docs/table-link.md, "The desktop"): one QR
 * code per seat with the seat's player, colour and link as text to
 * type, the phones connected to it (live), taking a seat back and giving
 * it a new link, and stopping. It shows a BfTableLink that is sharing,
 * and closes itself when the link stops.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-session.h"
#include "bf-table-link.h"

G_BEGIN_DECLS

#define BF_TYPE_SHARE_DIALOG (bf_share_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BfShareDialog, bf_share_dialog, BF, SHARE_DIALOG, AdwWindow)

/* @session: the game shared, for the players' names and colours. */
GtkWidget   *bf_share_dialog_new      (GtkWindow   *parent,
                                       BfTableLink *link,
                                       BfSession   *session);
BfTableLink *bf_share_dialog_get_link (BfShareDialog *self);

G_END_DECLS
