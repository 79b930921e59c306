/* fuzz-common.c: what the fuzz targets share (fuzz-targets.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bf-carnegie-kind.h"
#include "bf-livingstone-kind.h"
#include "fuzz-targets.h"

void
bf_fuzz_init (void)
{
  /* A critical or warning is a bug the fuzzer found. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  /* The games whose files the targets read (bf-carnegie-kind.h). */
  bf_carnegie_kind_register ();
  bf_livingstone_kind_register ();
}

void
bf_fuzz_check (gboolean    condition,
               const char *what)
{
  if (!condition)
    {
      g_printerr ("fuzz: %s\n", what);
      abort ();
    }
}

void
bf_fuzz_check_error (const GError *error,
                     const char   *what)
{
  bf_fuzz_check (error != NULL, what);
  bf_fuzz_check (error->message != NULL && error->message[0] != '\0' &&
                 g_utf8_validate (error->message, -1, NULL),
                 "an error without a readable message");
  /* The window and stderr show it as one line. */
  bf_fuzz_check (strchr (error->message, '\n') == NULL,
                 "an error message of more than one line");
}
