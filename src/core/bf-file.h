/* bf-file.h
 *
 * The one way Benefactor reads a file and the one way it writes one.
 *
 * Reading (_bf_file_open(), _bf_file_read()): only a regular file is
 * read. What stat() says is no regular file is not even opened; the rest
 * is opened without blocking (O_NONBLOCK: a named pipe would block
 * open() until a writer comes) and checked with fstat() before a byte is
 * read, so a folder, a named pipe, a device (/dev/zero) or a
 * socket is refused at once with one sentence naming it; and at most
 * @max_size bytes are read, a larger file being refused without reading
 * it all. Every file Benefactor reads goes through here: game files, the
 * autosave and its previous copy, the undo journal, the history's game
 * files and imports (through bf_json_read_file()), the board cache.
 *
 * Writing (_bf_file_replace()): the new text goes to a new temporary
 * file beside the file (".NAME-XXXXXX"), is flushed to the disk (fsync),
 * and only then renamed over the file (atomic), and the folder is flushed
 * too. An interrupted write leaves the old file in place (or none, for a
 * new one) and at most the temporary file, which the autosave's next
 * start removes. A new file is private (0600, whatever the umask); a file
 * that exists keeps its permissions; a symbolic link is followed, so the
 * file it points to is replaced (the temporary file is written beside
 * that file) and the link stays. Used by the autosave and its journal
 * (bf-session.c), the history's game files, the board cache and
 * bf_document_save_data() (saved games, exports).
 *
 * Folders Benefactor makes for its own data are private (0700), and
 * _bf_file_make_private() takes group and other permissions away from
 * what earlier versions left readable (docs/robustness.md, "Files
 * written").
 *
 * Errors are one sentence naming the file or folder ("The disk holding
 * “…” is full.", "“…” is a folder, not a file."), in G_IO_ERROR.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Reading */

/* Opens @path for reading if it is a regular file (read-only, close on
 * exec); -1 with an error otherwise: G_IO_ERROR_IS_DIRECTORY,
 * G_IO_ERROR_NOT_REGULAR_FILE, or the error of open(). */
int      _bf_file_open            (const char        *path,
                                   GError           **error);
/* The contents of the regular file @path, nul-terminated, at most
 * @max_size bytes: a larger file gives G_IO_ERROR_MESSAGE_TOO_LARGE
 * (bf_json_read_file() words it for game files). */
char    *_bf_file_read            (const char        *path,
                                   gsize              max_size,
                                   gsize             *length,
                                   GError           **error);

/* Writing */

/* Runs between the temporary file flushed and the rename (the autosave
 * keeps its previous good copy there); @path is the file being replaced
 * (the target of a symbolic link). */
typedef void (*BfFileRenameFunc) (const char *path,
                                  gpointer    user_data);

gboolean _bf_file_replace         (const char        *path,
                                   const char        *data,
                                   gsize              length,
                                   BfFileRenameFunc   before_rename,
                                   gpointer           user_data,
                                   GError           **error);

/* _bf_file_replace() of the pieces one after the other (the board
 * cache's header and layers). */
typedef struct
{
  gconstpointer data;
  gsize         length;
} BfFilePiece;

gboolean _bf_file_replace_pieces  (const char        *path,
                                   const BfFilePiece *pieces,
                                   guint              n_pieces,
                                   BfFileRenameFunc   before_rename,
                                   gpointer           user_data,
                                   GError           **error);

/* Makes the folder @path (and its missing parents) private: created
 * 0700, or made so when it exists with permissions for others. On
 * failure errno is mkdir()'s. */
gboolean _bf_file_make_private_folder (const char    *path,
                                       GError       **error);
/* Takes the group's and others' permissions away from @path (not
 * following a symbolic link) and, for a folder, from everything in it,
 * @depth folders deep: the data of earlier versions, written 0644 and
 * 0755. Files of other users are left as they are. */
void     _bf_file_make_private    (const char        *path,
                                   guint              depth);

/* Writes all of @data to @fd and flushes it to the disk; errno says why
 * not (the journal appends with it). */
gboolean _bf_file_write_flushed   (int                fd,
                                   const char        *data,
                                   gsize              length);
/* Makes a rename in @folder durable, where the file system can. */
void     _bf_file_sync_folder     (const char        *folder);
/* The one-sentence error for @saved_errno writing @path. */
void     _bf_file_set_errno_error (GError           **error,
                                   int                saved_errno,
                                   const char        *path);

G_END_DECLS
