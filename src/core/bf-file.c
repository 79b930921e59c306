/* bf-file.c
 *
 * The one way Benefactor reads a file and the one way it writes one
 * (bf-file.h): the autosave and its journal (bf-session.c),
 * saved games and exports (bf_document_save_data()), the history's game
 * files, the board cache.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bf-i18n.h"
#include "bf-file.h"

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

/* Files Benefactor creates: for the user alone (game files hold secret
 * donations and bidding sheets). */
#define PRIVATE_FILE_MODE 0600
#define PRIVATE_FOLDER_MODE 0700
/* Symbolic links followed at most, as the kernel does (ELOOP). */
#define MAX_LINKS 40

/* ------------------------------------------------------------------ */
/* Reading                                                             */

/* "“…” is a folder, not a file." and the like, for a file that is not a
 * regular one. */
static void
set_not_regular_error (GError     **error,
                       mode_t       mode,
                       const char  *path)
{
  g_autofree char *name = g_filename_display_name (path);

  if (S_ISDIR (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                 _("“%s” is a folder, not a file."), name);
  else if (S_ISFIFO (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 /* Translators: a named pipe (FIFO) is a special kind of file */
                 _("“%s” is not a regular file but a named pipe: Benefactor reads only regular files."), name);
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 _("“%s” is not a regular file but a device: Benefactor reads only regular files."), name);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                 _("“%s” is not a regular file: Benefactor reads only regular files."), name);
}

static void
set_read_error (GError     **error,
                int          saved_errno,
                const char  *path)
{
  g_autofree char *name = g_filename_display_name (path);

  /* Translators: %s is a file, then the system's reason */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not read “%s”: %s."), name, g_strerror (saved_errno));
}

int
_bf_file_open (const char  *path,
               GError     **error)
{
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, -1);
  g_return_val_if_fail (error == NULL || *error == NULL, -1);

  /* A device is not even opened (opening some has effects of its own). */
  if (stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      set_not_regular_error (error, st.st_mode, path);
      return -1;
    }

  /* O_NONBLOCK: opening a named pipe (put there since the stat()) would
   * wait for a writer for ever. It changes nothing for a regular file,
   * and fstat() of what was opened decides. */
  do
    fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  while (fd < 0 && errno == EINTR);

  if (fd < 0)
    {
      set_read_error (error, errno, path);
      return -1;
    }

  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      close (fd);
      set_read_error (error, saved_errno, path);
      return -1;
    }

  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      set_not_regular_error (error, st.st_mode, path);
      return -1;
    }

  return fd;
}

char *
_bf_file_read (const char  *path,
               gsize        max_size,
               gsize       *length,
               GError     **error)
{
  g_autofree char *buffer = NULL;
  gsize n_read = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);
  g_return_val_if_fail (max_size < G_MAXSIZE - 1, NULL);

  fd = _bf_file_open (path, error);
  if (fd < 0)
    return NULL;

  /* One byte more than allowed tells a file that is too large, without
   * reading it all. */
  buffer = g_malloc (max_size + 2);
  while (n_read <= max_size)
    {
      gssize n = read (fd, buffer + n_read, max_size + 1 - n_read);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          set_read_error (error, saved_errno, path);
          return NULL;
        }
      if (n == 0)
        break;
      n_read += n;
    }
  close (fd);

  if (n_read > max_size)
    {
      g_autofree char *name = g_filename_display_name (path);
      g_autofree char *size = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                   /* Translators: %s is a file, then a size ("1.0 MiB") */
                   _("“%s” is too large (more than %s)."), name, size);
      return NULL;
    }

  buffer[n_read] = '\0';
  *length = n_read;

  return g_steal_pointer (&buffer);
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

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

/* The file a save to @path replaces: @path itself, or the file its
 * symbolic link points to (also one that does not exist yet), so that
 * the link stays a link. */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);

      target = g_file_read_link (current, NULL);
      if (target == NULL)
        return g_steal_pointer (&current);

      if (!g_path_is_absolute (target))
        {
          g_autofree char *folder = g_path_get_dirname (current);
          g_autofree char *joined = g_build_filename (folder, target, NULL);

          g_free (current);
          current = g_steal_pointer (&joined);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&target);
        }
    }

  _bf_file_set_errno_error (error, ELOOP, path);
  return NULL;
}

/* Writes @pieces to a new temporary file next to @path, with @mode,
 * flushed to the disk. Returns the temporary file's name. */
static char *
write_temp (const char         *path,
            const BfFilePiece  *pieces,
            guint               n_pieces,
            mode_t              mode,
            GError            **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *temp = g_strdup_printf ("%s/.%s-XXXXXX", folder, base);
  int saved_errno;
  int fd;

  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, PRIVATE_FILE_MODE);
  if (fd < 0)
    {
      _bf_file_set_errno_error (error, errno, folder);
      return NULL;
    }

  /* The mode the file had, or private; fchmod() ignores the umask. */
  errno = 0;
  if (fchmod (fd, mode) != 0)
    goto failed;

  for (guint i = 0; i < n_pieces; i++)
    {
      const char *data = pieces[i].data;
      gsize length = pieces[i].length;

      while (length > 0)
        {
          gssize n = write (fd, data, length);

          if (n < 0 && errno == EINTR)
            continue;
          if (n <= 0)
            goto failed;
          data += n;
          length -= n;
        }
    }

  if (fsync (fd) != 0)
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

/* The one way Benefactor writes a file (bf-file.h). */
gboolean
_bf_file_replace_pieces (const char         *path,
                         const BfFilePiece  *pieces,
                         guint               n_pieces,
                         BfFileRenameFunc    before_rename,
                         gpointer            user_data,
                         GError            **error)
{
  g_autofree char *target = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *folder = NULL;
  mode_t mode = PRIVATE_FILE_MODE;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (pieces != NULL || n_pieces == 0, FALSE);

  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  folder = g_path_get_dirname (target);

  /* A file that exists keeps its permissions (a game file the user
   * shares with others stays shared); a new one is private. */
  if (g_stat (target, &st) == 0 && S_ISREG (st.st_mode))
    mode = st.st_mode & 07777;

  temp = write_temp (target, pieces, n_pieces, mode, error);
  if (temp == NULL)
    return FALSE;

  if (before_rename != NULL)
    before_rename (target, user_data);

  if (g_rename (temp, target) != 0)
    {
      int saved_errno = errno;

      g_unlink (temp);
      _bf_file_set_errno_error (error, saved_errno, target);
      return FALSE;
    }

  _bf_file_sync_folder (folder);

  return TRUE;
}

gboolean
_bf_file_replace (const char        *path,
                  const char        *data,
                  gsize              length,
                  BfFileRenameFunc   before_rename,
                  gpointer           user_data,
                  GError           **error)
{
  BfFilePiece piece = { data, length };

  return _bf_file_replace_pieces (path, &piece, 1, before_rename, user_data, error);
}

/* ------------------------------------------------------------------ */
/* Private folders                                                     */

gboolean
_bf_file_make_private_folder (const char  *path,
                              GError     **error)
{
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_mkdir_with_parents (path, PRIVATE_FOLDER_MODE) != 0)
    {
      int saved_errno = errno;

      _bf_file_set_errno_error (error, saved_errno, path);
      /* Callers may word their own message from errno. */
      errno = saved_errno;
      return FALSE;
    }

  /* Made by an earlier version, or by someone else, 0755. */
  if (g_stat (path, &st) == 0 && (st.st_mode & 077) != 0 && st.st_uid == getuid ())
    (void) g_chmod (path, st.st_mode & 07700);

  return TRUE;
}

void
_bf_file_make_private (const char *path,
                       guint       depth)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;
  GStatBuf st;

  g_return_if_fail (path != NULL);

  /* Not through a symbolic link: only what is ours, where it is. */
  if (g_lstat (path, &st) != 0 || st.st_uid != getuid () ||
      !(S_ISREG (st.st_mode) || S_ISDIR (st.st_mode)))
    return;

  if ((st.st_mode & 077) != 0)
    (void) g_chmod (path, st.st_mode & 07700);

  if (!S_ISDIR (st.st_mode) || depth == 0 || (dir = g_dir_open (path, 0, NULL)) == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      _bf_file_make_private (child, depth - 1);
    }
}
