/* bf-test-quarks.c: GLib's outgrown quark arrays, not reported as leaks
 *
 * GLib keeps its quarks (the interned strings behind every property,
 * signal and type name) in one array that grows 2048 entries at a time,
 * and it never frees the array it outgrows, on purpose (gquark.c, 2.74:
 * "This leaks the old quarks array. Its unfortunate, but it allows us to
 * avoid a lock"). So a process that makes its 2048th quark drops the
 * first array, allocated by GLib's own constructor before main(), and
 * LeakSanitizer reports it at exit: "Direct leak of 16384 byte(s) in 1
 * object(s) allocated from: malloc, g_malloc", and nothing else, since
 * GLib has no frame pointers and there is no frame of ours to walk to.
 * The GUI tests make about 1800-2100 quarks each, depending on what the
 * main loop ran before the window closed: the report came and went with
 * the machine's load (issue 26, test-app after
 * /app/progressive-first-frame).
 *
 * In the sanitizer build, at load time (a constructor: GLib's own ran
 * before, when it was loaded), this finds the array GLib holds now by its
 * contents among GLib's writable data, tells LeakSanitizer to ignore it,
 * and grows the table to 8192 quarks while LeakSanitizer is disabled, so
 * that the arrays a test outgrows later are ones LeakSanitizer ignores:
 * a test process may then make up to 12287 quarks (about six times what
 * a GUI test makes). Every other leak is still reported. In the normal
 * build this is nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* dl_iterate_phdr() */
#define _GNU_SOURCE

#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "bf-test-ui.h"

/* GLib's QUARK_BLOCK_SIZE. */
#define QUARK_BLOCK 2048
/* The table grown to this many quarks while LeakSanitizer is disabled. */
#define QUARKS_AHEAD (4 * QUARK_BLOCK)

#if defined(__SANITIZE_ADDRESS__)

#include <link.h>
#include <sanitizer/lsan_interface.h>

/* ASan's allocator, as LLVM's sanitizer/allocator_interface.h declares
 * it (GCC 12 ships the functions in libasan, not the header). */
int    __sanitizer_get_ownership      (const volatile void *p);
size_t __sanitizer_get_allocated_size (const volatile void *p);

static gboolean quark_array_ignored;

/* Whether @word is GLib's quark array: a block of ASan's allocator (so
 * it may be read) whose size is a number of quark blocks, holding the
 * strings of the first quarks at their indexes (0 is no quark). */
static gboolean
is_quark_array (gconstpointer word)
{
  const char * const *array = word;

  if (array == NULL || !__sanitizer_get_ownership (array) ||
      __sanitizer_get_allocated_size (array) % (QUARK_BLOCK * sizeof (char *)) != 0)
    return FALSE;

  return array[0] == NULL &&
         array[1] == g_quark_to_string (1) &&
         array[2] == g_quark_to_string (2);
}

static int
find_quark_array_cb (struct dl_phdr_info *info,
                     size_t               size,
                     void                *data)
{
  gconstpointer *found = data;

  if (info->dlpi_name == NULL || strstr (info->dlpi_name, "/libglib-2.0.so") == NULL)
    return 0;

  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
      guintptr start = info->dlpi_addr + segment->p_vaddr;
      guintptr end = start + segment->p_memsz;

      if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W) == 0)
        continue;

      start = (start + sizeof (gpointer) - 1) & ~(guintptr) (sizeof (gpointer) - 1);
      for (guintptr at = start; at + sizeof (gpointer) <= end; at += sizeof (gpointer))
        if (is_quark_array (*(gconstpointer *) at))
          {
            *found = *(gconstpointer *) at;
            return 1;
          }
    }

  return 0;
}

__attribute__((constructor)) static void
ignore_quark_arrays (void)
{
  gconstpointer array = NULL;
  char name[32];

  /* Two quarks at least, for is_quark_array() to compare. */
  g_quark_from_static_string ("bf-test-quarks-1");
  g_quark_from_static_string ("bf-test-quarks-2");

  if (dl_iterate_phdr (find_quark_array_cb, &array) == 0)
    {
      /* Not g_warning(): fatal in the tests. The leak would be
       * reported, as before. */
      fputs ("bf-test-quarks: GLib's quark array was not found; a test making more than 2048 quarks will be reported as leaking 16384 bytes\n",
             stderr);
      return;
    }

  __lsan_ignore_object (array);
  __lsan_disable ();
  for (guint i = 0; g_quark_from_string ((g_snprintf (name, sizeof name, "bf-test-quark-%u", i), name)) < QUARKS_AHEAD; i++)
    ;
  __lsan_enable ();
  quark_array_ignored = TRUE;
}

gboolean
bf_test_quark_arrays_ignored (void)
{
  return quark_array_ignored;
}

#else

gboolean
bf_test_quark_arrays_ignored (void)
{
  return TRUE;
}

#endif
