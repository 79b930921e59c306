/* icon-png.c: the app icon's PNG for the start page, from its SVG
 * (data/icons/README.md). Needs gdk-pixbuf's SVG loader (librsvg2-common):
 *
 *   cc -o /tmp/icon-png build-aux/icon-png.c $(pkg-config --cflags --libs gdk-pixbuf-2.0)
 *   /tmp/icon-png data/icons/io.github.benefactor.Benefactor.svg \
 *                 data/icons/io.github.benefactor.Benefactor-256.png 256
 *   /tmp/icon-png data/icons/io.github.benefactor.Benefactor.svg \
 *                 data/icons/io.github.benefactor.Benefactor-128.png 128
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
int main (int argc, char **argv) {
  GError *e = NULL;
  GdkPixbuf *p = gdk_pixbuf_new_from_file_at_size (argv[1], atoi (argv[3]), atoi (argv[3]), &e);
  if (!p) { g_printerr ("%s\n", e->message); return 1; }
  return gdk_pixbuf_save (p, argv[2], "png", &e, NULL) ? 0 : 1;
}
