/* fuzz-main.c
 *
 * libFuzzer's entry points for one target of fuzz-targets.h, chosen when
 * compiling: -DBF_FUZZ_TARGET=bf_fuzz_journal (tests/robust/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fuzz-targets.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
int LLVMFuzzerInitialize   (int           *argc,
                            char        ***argv);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  return BF_FUZZ_TARGET (data, size);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  bf_fuzz_init ();

  return 0;
}
