/* bf-lock.h
 *
 * The lock of a game in progress: a process that has a game open (a
 * BfSession holding a document with an autosave) holds an advisory lock
 * on "AUTOSAVE.lock" beside its autosave, so that a second Benefactor
 * process on the same data folder (its own D-Bus session, another login
 * on the same home) cannot write over it: it is offered the game
 * read-only instead.
 *
 * The lock is an open file description lock (fcntl F_OFD_SETLK; flock()
 * where the file system has no OFD locks), which the kernel releases when
 * the process ends however it ends: the lock of a process killed with
 * SIGKILL is free at once, and the lock file it leaves behind is only a
 * file. Within one process a lock is shared: every session of the
 * process on the same autosave holds the same one (counted), as a
 * process is one holder.
 *
 * The lock file is removed by its last holder (while still holding it);
 * a process that locked a file which was removed meanwhile locks the new
 * one instead, so two processes never hold locks on two different files
 * of one game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BfLock BfLock;

/* Takes the lock of the game whose autosave is @path for this process.
 * Returns NULL when another process holds it (G_IO_ERROR_BUSY), or with
 * another G_IO_ERROR when the lock file cannot be made; on a file system
 * without locks at all a lock is returned that locks nothing. */
BfLock   *_bf_lock_acquire        (const char  *path,
                                   GError     **error);
void      _bf_lock_release        (BfLock      *lock);

/* Whether another process holds the lock of the game whose autosave is
 * @path now (this process's own lock does not count). */
gboolean  _bf_lock_held_elsewhere (const char  *path);

/* Removes the lock file of @path when no process holds it (what a killed
 * process leaves behind). */
void      _bf_lock_remove_stale   (const char  *path);

/* The lock file of the autosave @path. */
char     *_bf_lock_path           (const char  *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfLock, _bf_lock_release)

G_END_DECLS
