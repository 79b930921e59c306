/* fuzz-targets.h
 *
 * The fuzz targets, one per reader of a file Benefactor reads
 * (docs/robustness.md, "Fuzzing"):
 *
 *   game-file  game files, the autosave and its previous copy, solo
 *              games, Livingstone pads, setups in progress
 *              (fuzz-game-file.c);
 *   journal    the undo journal beside an autosave (fuzz-journal.c);
 *   history    a game file kept in or imported into the history
 *              (fuzz-history.c);
 *   map-cache  the map's board cache (fuzz-map-cache.c);
 *   link-message  a message from a phone to a shared table
 *              (fuzz-link-message.c).
 *
 * Each takes any bytes and returns 0; a finding aborts (a failed check,
 * a sanitizer report, a critical or a warning). fuzz-main.c makes one
 * libFuzzer program of each (-Dfuzzing=true, build-aux/fuzz.sh);
 * fuzz-replay.c runs every input of the seed corpora and of
 * tests/robust/regressions/ through all of them in the normal test suite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>
#include <stdint.h>

#include <glib.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

typedef int (*BfFuzzTarget) (const uint8_t *data,
                             size_t         size);

int  bf_fuzz_game_file    (const uint8_t *data,
                           size_t         size);
int  bf_fuzz_journal      (const uint8_t *data,
                           size_t         size);
int  bf_fuzz_history      (const uint8_t *data,
                           size_t         size);
int  bf_fuzz_map_cache    (const uint8_t *data,
                           size_t         size);
int  bf_fuzz_link_message (const uint8_t *data,
                           size_t         size);

/* Once before the first input: criticals and warnings become fatal. */
void bf_fuzz_init         (void);

/* Aborts, saying @what, unless @condition. */
void bf_fuzz_check        (gboolean       condition,
                           const char    *what);
/* An error must say something, in one line of valid UTF-8. */
void bf_fuzz_check_error  (const GError  *error,
                           const char    *what);
/* Scores @game every way the app does and checks the sums. */
void bf_fuzz_score        (BfCarnegieGame        *game);

G_END_DECLS
