/* bf-file-private.h
 *
 * The one way Benefactor writes a file, whatever it is: the new text
 * goes to a new temporary file in the same folder (".NAME-XXXXXX"), is
 * flushed to the disk (fsync), and only then renamed over the file
 * (atomic), and the folder is flushed too. An interrupted write leaves
 * the old file in place (or none, for a new one) and at most the
 * temporary file, which the autosave's next start removes. Used by the
 * autosave and its journal (bf-session.c) and by bf_document_save_data()
 * (saved games, exports). Errors are one sentence naming the file or
 * folder ("The disk holding “…” is full."), in G_IO_ERROR.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Runs between the temporary file flushed and the rename (the autosave
 * keeps its previous good copy there). */
typedef void (*BfFileRenameFunc) (const char *path,
                                  gpointer    user_data);

gboolean _bf_file_replace         (const char        *path,
                                   const char        *data,
                                   gsize              length,
                                   BfFileRenameFunc   before_rename,
                                   gpointer           user_data,
                                   GError           **error);

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
