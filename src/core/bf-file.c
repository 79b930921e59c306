/* bf-file.c
 *
 * The one way Benefactor writes a file (bf-file-private.h): the autosave
 * and its journal (bf-session.c), saved games and exports
 * (bf_document_save_data()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "bf-file-private.h"

/* One sentence naming @path, for the players. */
void
_bf_file_set_errno_error (GError     **error,
                          int          saved_errno,
                          const char  *path)
{
  g_autofree char *name = g_filename_display_name (path);
  GIOErrorEnum code = g_io_error_from_errno (saved_errno);

  switch (saved_errno)
    {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      g_set_error (error, G_IO_ERROR, code, _("The disk holding “%s” is full."), name);
      break;
    case EROFS:
      g_set_error (error, G_IO_ERROR, code, _("“%s” is on a read-only disk."), name);
      break;
    case EACCES:
    case EPERM:
      g_set_error (error, G_IO_ERROR, code, _("Benefactor is not allowed to write to “%s”."), name);
      break;
    default:
      g_set_error (error, G_IO_ERROR, code, _("Could not write to “%s”: %s."),
                   name, g_strerror (saved_errno));
      break;
    }
}

void
_bf_file_sync_folder (const char *folder)
{
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  /* Makes the rename itself durable; not every file system can. */
  if (fd >= 0)
    {
      (void) fsync (fd);
      close (fd);
    }
}

/* Writes all of @data to @fd and flushes it to the disk; errno says why
 * not. */
gboolean
_bf_file_write_flushed (int         fd,
                        const char *data,
                        gsize       length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;

      data += n;
      length -= n;
    }

  return fsync (fd) == 0;
}

/* Writes @data to a new temporary file next to @path, flushed to the
 * disk. Returns the temporary file's name. */
static char *
write_temp (const char  *path,
            const char  *data,
            gsize        length,
            GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *temp = g_strdup_printf ("%s/.%s-XXXXXX", folder, base);
  int saved_errno;
  int fd;

  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      _bf_file_set_errno_error (error, errno, folder);
      return NULL;
    }

  if (!_bf_file_write_flushed (fd, data, length))
    goto failed;

  if (close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }

  return g_steal_pointer (&temp);

failed:
  saved_errno = errno != 0 ? errno : EIO;
  if (fd >= 0)
    close (fd);
  g_unlink (temp);
  _bf_file_set_errno_error (error, saved_errno, path);
  return NULL;
}

/* The one way Benefactor writes a file (bf-file-private.h). */
gboolean
_bf_file_replace (const char        *path,
                  const char        *data,
                  gsize              length,
                  BfFileRenameFunc   before_rename,
                  gpointer           user_data,
                  GError           **error)
{
  g_autofree char *temp = NULL;
  g_autofree char *folder = g_path_get_dirname (path);

  temp = write_temp (path, data, length, error);
  if (temp == NULL)
    return FALSE;

  if (before_rename != NULL)
    before_rename (path, user_data);

  if (g_rename (temp, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (temp);
      _bf_file_set_errno_error (error, saved_errno, path);
      return FALSE;
    }

  _bf_file_sync_folder (folder);

  return TRUE;
}
