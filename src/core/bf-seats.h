/* bf-seats.h
 *
 * A seat at the table, the same in every game: a player's name and the
 * colour their pieces come in. The colours are shared by every game (a
 * Carnegie table and a Livingstone pad choose a seat's colour from the
 * same list): data/rules/colors.json, compiled into the core's GResource
 * and read at first use. Names are translated (context "player color").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A player's name: at most this many characters, in every game. */
#define BF_MAX_NAME_LENGTH 40

typedef struct
{
  const char *id;                /* "red" */
  const char *name;              /* translated */
  const char *rgb;               /* "#c01c28" */
} BfColor;

guint          bf_seats_get_n_colors (void);
const BfColor *bf_seats_get_color    (guint       index);
/* NULL for an id that is not a colour. */
const BfColor *bf_seats_lookup_color (const char *id);

G_END_DECLS
