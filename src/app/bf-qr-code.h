/* bf-qr-code.h
 *
 * A QR code of a text (a seat's link in Share This Table), drawn by GTK
 * from libqrencode's modules: dark on white whatever the style (a
 * camera reads dark modules on a light ground), with the four-module
 * quiet zone the standard asks for, each module a whole number of
 * pixels so that the edges stay sharp.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The quiet zone around the code, in modules (ISO/IEC 18004). */
#define BF_QR_CODE_QUIET_ZONE 4

#define BF_TYPE_QR_CODE (bf_qr_code_get_type ())

G_DECLARE_FINAL_TYPE (BfQrCode, bf_qr_code, BF, QR_CODE, GtkWidget)

GtkWidget  *bf_qr_code_new            (void);
const char *bf_qr_code_get_text       (BfQrCode   *self);
/* NULL or "": nothing drawn. */
void        bf_qr_code_set_text       (BfQrCode   *self,
                                       const char *text);
/* The modules on a side, quiet zone left out (21 for version 1, 4 more
 * per version), or 0 without a code. */
guint       bf_qr_code_get_width      (BfQrCode   *self);
/* Whether the module at @x, @y (from the top left, quiet zone left
 * out) is dark. */
gboolean    bf_qr_code_get_module     (BfQrCode   *self,
                                       guint       x,
                                       guint       y);

G_END_DECLS
