/* bf-test-disk.h: a real full disk for the robustness tests, header-only.
 *
 * bf_test_disk_init() (first thing in main(), before any thread starts)
 * moves the test into a private mount namespace and tries a small tmpfs
 * there: as root (as CI runs the tests) or in a container that allows
 * it, the tests then fill a real 64 KiB disk; mounts are seen by nobody
 * else and go away with the test. Where mounting is impossible, a file
 * size limit (RLIMIT_FSIZE, the same failed write, EFBIG) stands in for
 * the full disk, and the test says so in its TAP output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#define _GNU_SOURCE

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/resource.h>

#include <glib.h>
#include <glib/gstdio.h>

G_BEGIN_DECLS

/* Whether a tmpfs can be mounted (bf_test_disk_init()). */
static gboolean bf_test_disk_can_mount;

/* BF_TEST_NO_MOUNT=1 tries the fallback where mounting works. */
static inline void
bf_test_disk_init (void)
{
  bf_test_disk_can_mount = g_getenv ("BF_TEST_NO_MOUNT") == NULL &&
                           unshare (CLONE_NEWNS) == 0 &&
                           mount ("none", "/", "none", MS_REC | MS_PRIVATE, NULL) == 0;
  if (bf_test_disk_can_mount)
    {
      g_autofree char *probe = g_dir_make_tmp ("benefactor-probe-XXXXXX", NULL);

      bf_test_disk_can_mount = mount ("tmpfs", probe, "tmpfs", 0, "size=64k") == 0;
      if (bf_test_disk_can_mount)
        umount (probe);
      g_rmdir (probe);
    }

  /* A write over the size limit fails with EFBIG instead of a signal. */
  signal (SIGXFSZ, SIG_IGN);
}

/* A new folder with a tmpfs of @options mounted on it. */
static inline char *
bf_test_disk_mount_tmpfs (const char *options)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-disk-XXXXXX", NULL);

  if (mount ("tmpfs", dir, "tmpfs", 0, options) != 0)
    g_error ("mount tmpfs: %s", g_strerror (errno));

  return g_steal_pointer (&dir);
}

static inline void
bf_test_disk_unmount_tmpfs (char *dir)
{
  g_assert_no_errno (umount (dir));
  g_assert_no_errno (g_rmdir (dir));
  g_free (dir);
}

/* Fills the disk of @dir with a file of zeros until it is full; returns
 * that file. */
static inline char *
bf_test_disk_fill (const char *dir)
{
  g_autofree char *block = g_malloc0 (4096);
  char *filler = g_build_filename (dir, "filler", NULL);
  FILE *f = fopen (filler, "w");

  g_assert_nonnull (f);
  while (fwrite (block, 1, 4096, f) == 4096)
    ;
  fclose (f);

  return filler;
}

/* Makes every write of more than @bytes fail (the stand-in for a full
 * disk); G_MAXSIZE lifts the limit. */
static inline void
bf_test_disk_limit_file_size (gsize bytes)
{
  struct rlimit limit = { bytes == G_MAXSIZE ? RLIM_INFINITY : bytes, RLIM_INFINITY };

  g_assert_no_errno (setrlimit (RLIMIT_FSIZE, &limit));
}

G_END_DECLS
