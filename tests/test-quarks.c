/* test-quarks.c: a test process may make thousands of quarks
 *
 * GLib never frees the quark array it outgrows (tests/bf-test-quarks.c):
 * in the sanitizer build a test making more than 2048 quarks ended with
 * LeakSanitizer's "Direct leak of 16384 byte(s)" from g_malloc (issue 26,
 * test-app after /app/progressive-first-frame). This test makes 3000
 * quarks of its own, past GLib's first 2048-quark block, and must end
 * without a leak report in the sanitizer build (it does not without
 * bf-test-quarks.c); it also fails there when the array GLib holds at
 * start is not found.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-test-ui.h"

static void
test_many_quarks (void)
{
  GQuark last = 0;

  g_assert_true (bf_test_quark_arrays_ignored ());

  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *name = g_strdup_printf ("test-quarks-%u", i);

      last = g_quark_from_string (name);
    }

  /* Each one new. */
  g_assert_cmpuint (last, >=, 3000);
  g_assert_cmpstr (g_quark_to_string (last), ==, "test-quarks-2999");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/quarks/many", test_many_quarks);

  return g_test_run ();
}
