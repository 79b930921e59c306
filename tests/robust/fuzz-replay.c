/* fuzz-replay.c
 *
 * Replays inputs through the fuzz targets in the normal test suite, with
 * gcc or clang and no libFuzzer: every file of the seed corpora
 * (tests/robust/corpus/, corpus-journal/, corpus-map-cache/, corpus-link/) and every
 * input the fuzzer ever crashed on (tests/robust/regressions/, each kept
 * after its fix) goes through every target of fuzz-targets.h, whichever
 * target found it. One test case per file, named after it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>

#include "bf-sort.h"
#include "fuzz-targets.h"

static const BfFuzzTarget targets[] = {
  bf_fuzz_game_file,
  bf_fuzz_journal,
  bf_fuzz_history,
  bf_fuzz_map_cache,
  bf_fuzz_link_message,
};

static void
replay (gconstpointer user_data)
{
  const char *path = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      /* A copy of exactly @length bytes, not nul-terminated: ASan sees
       * any read past the end, as libFuzzer's inputs are not terminated
       * either. */
      g_autofree guint8 *exact = g_memdup2 (contents, length);

      g_assert_cmpint (targets[i] (exact, length), ==, 0);
    }
}

static void
add_folder (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "robust", name, NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_assert_no_error (error);

  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      if (entry[0] != '.' && g_strcmp0 (entry, "README.md") != 0)
        g_ptr_array_add (names, g_strdup (entry));
    }
  g_ptr_array_sort (names, bf_sort_compare_strings);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/fuzz-replay/%s/%s", name,
                                                    (char *) names->pdata[i]);

      g_test_add_data_func_full (test_path,
                                 g_build_filename (folder, names->pdata[i], NULL),
                                 replay, g_free);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  bf_fuzz_init ();

  add_folder ("corpus");
  add_folder ("corpus-journal");
  add_folder ("corpus-map-cache");
  add_folder ("corpus-link");
  add_folder ("regressions");

  return g_test_run ();
}
