/* bf-lock.c
 *
 * The lock of a game in progress (bf-lock.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE
#define G_LOG_DOMAIN "bf-lock"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "bf-file.h"
#include "bf-lock.h"

struct _BfLock
{
  char  *path;   /* the lock file */
  int    fd;
  guint  refs;
};

/* The locks this process holds: lock file → BfLock. */
static GHashTable *held;
G_LOCK_DEFINE_STATIC (held);

char *
_bf_lock_path (const char *path)
{
  return g_strconcat (path, ".lock", NULL);
}

/* 0 when locked, EAGAIN when another holder has it, else why not. */
static int
try_lock (int fd)
{
  struct flock request = { .l_type = F_WRLCK, .l_whence = SEEK_SET };

  if (fcntl (fd, F_OFD_SETLK, &request) == 0)
    return 0;
  if (errno == EAGAIN || errno == EACCES)
    return EAGAIN;
  if (errno != EINVAL)
    return errno;

  /* A kernel without OFD locks: flock() locks the open file too. */
  if (flock (fd, LOCK_EX | LOCK_NB) == 0)
    return 0;
  return errno == EWOULDBLOCK ? EAGAIN : errno;
}

/* Whether @fd is still the file at @path: its last holder removes a lock
 * file, and a process that opened it just before locks nothing then. */
static gboolean
still_there (int         fd,
             const char *path)
{
  struct stat opened, named;

  return fstat (fd, &opened) == 0 && g_stat (path, &named) == 0 &&
         opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
}

BfLock *
_bf_lock_acquire (const char  *path,
                  GError     **error)
{
  g_autofree char *lock_path = NULL;
  BfLock *lock;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  lock_path = _bf_lock_path (path);

  G_LOCK (held);
  if (held == NULL)
    held = g_hash_table_new (g_str_hash, g_str_equal);
  lock = g_hash_table_lookup (held, lock_path);
  if (lock != NULL)
    {
      lock->refs++;
      G_UNLOCK (held);
      return lock;
    }

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      int fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
      int failed;

      if (fd < 0)
        {
          _bf_file_set_errno_error (error, errno, lock_path);
          break;
        }

      failed = try_lock (fd);
      /* Held for a moment by a process clearing a stale lock file
       * (_bf_lock_remove_stale()): a few short tries, 50 ms at most. */
      for (guint wait = 0; failed == EAGAIN && wait < 5; wait++)
        {
          g_usleep (10 * 1000);
          failed = try_lock (fd);
        }
      if (failed == EAGAIN)
        {
          close (fd);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                       "%s is locked by another process", lock_path);
          break;
        }
      if (failed != 0)
        {
          /* No locks on this file system (ENOLCK): the game opens,
           * unprotected, rather than not at all. */
          g_debug ("Cannot lock %s: %s", lock_path, g_strerror (failed));
        }
      else if (!still_there (fd, lock_path))
        {
          close (fd);
          continue;
        }

      lock = g_new0 (BfLock, 1);
      lock->path = g_steal_pointer (&lock_path);
      lock->fd = fd;
      lock->refs = 1;
      g_hash_table_insert (held, lock->path, lock);
      break;
    }
  G_UNLOCK (held);

  if (lock == NULL && error != NULL && *error == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, "%s keeps changing", path);

  return lock;
}

void
_bf_lock_release (BfLock *lock)
{
  g_return_if_fail (lock != NULL && lock->refs > 0);

  G_LOCK (held);
  if (--lock->refs == 0)
    {
      g_hash_table_remove (held, lock->path);
      /* Removed while still held: whoever opened it meanwhile sees that
       * it is gone (still_there()) and makes a new one. */
      g_unlink (lock->path);
      close (lock->fd);
      g_free (lock->path);
      g_free (lock);
    }
  G_UNLOCK (held);
}

gboolean
_bf_lock_held_elsewhere (const char *path)
{
  g_autofree char *lock_path = NULL;
  struct flock request = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
  gboolean ours;
  gboolean busy = FALSE;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  lock_path = _bf_lock_path (path);

  G_LOCK (held);
  ours = held != NULL && g_hash_table_contains (held, lock_path);
  G_UNLOCK (held);
  if (ours)
    return FALSE;

  /* O_NONBLOCK: a named pipe in its place must not hang the start page. */
  fd = open (lock_path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0)
    return FALSE;

  if (fcntl (fd, F_OFD_GETLK, &request) == 0)
    busy = request.l_type != F_UNLCK;
  else if (errno == EINVAL)
    {
      if (flock (fd, LOCK_EX | LOCK_NB) == 0)
        flock (fd, LOCK_UN);
      else
        busy = errno == EWOULDBLOCK;
    }
  close (fd);

  return busy;
}

void
_bf_lock_remove_stale (const char *path)
{
  g_autofree char *lock_path = NULL;
  BfLock *lock;

  g_return_if_fail (path != NULL);

  lock_path = _bf_lock_path (path);
  if (!g_file_test (lock_path, G_FILE_TEST_EXISTS) || _bf_lock_held_elsewhere (path))
    return;

  /* Removed by its last holder, as any lock file: this one, if it is
   * free (one of this process stays). */
  lock = _bf_lock_acquire (path, NULL);
  if (lock != NULL)
    _bf_lock_release (lock);
}
