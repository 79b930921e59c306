/* bf-first-frame.h: ending the process at its first frame, for the
 * instruction counts of build-aux/bench.sh (docs/benchmarks.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* When BF_EXIT_AFTER_FIRST_FRAME is set (to anything): the process ends
 * (_exit (0), after flushing the display) right after the first frame of
 * the first surface to render has been painted, in its frame clock's
 * after-paint, so that `valgrind --tool=callgrind` counts the
 * instructions from exec to the first frame. Otherwise nothing. Call
 * once in main(), before the application runs. Benefactor and the
 * benchmark's bare libadwaita window (build-aux/bench-bare-window.c)
 * both call it, so that they stop at the same point. */
void bf_first_frame_exit_from_env (void);

G_END_DECLS
