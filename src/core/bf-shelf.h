/* bf-shelf.h
 *
 * The games in progress: every game the players start (a scoring, a
 * setup, a solo game, a Livingstone pad, a file opened) has an autosave
 * of its own in $XDG_DATA_HOME/benefactor/games/, so starting a new game
 * never ends another. A BfSession keeps one of them at a time
 * (bf_session_set_autosave()); the start page lists them all.
 *
 * Deleting a game moves its files into the shelf's "deleted" folder, from
 * where it can be brought back; they are removed for good after a week.
 * The single autosave of earlier versions (benefactor/session.json) is
 * moved onto the shelf at the first start, nothing dropped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* $XDG_DATA_HOME/benefactor/games */
GFile     *bf_shelf_get_default_folder (void);

/* A new, unused autosave file on the shelf @folder: the names sort in
 * the order the games were started. */
GFile     *bf_shelf_new_slot           (GFile    *folder);

/* The autosave files of the games on the shelf (GFile), the game changed
 * last first (by bf_shelf_get_last_change()). */
GPtrArray *bf_shelf_list               (GFile    *folder);

/* The top-level member of an autosave holding the game's last-change
 * counter (docs/game-file-format.md). */
#define BF_SHELF_LAST_CHANGE "last-change"

/* When the game of @slot last changed, as a number that only grows: the
 * counter its autosave carries (milliseconds since 1970 at its last
 * save, but never less than one more than any game on the shelf when it
 * was opened, so that a clock set back does not reorder the games), or
 * for an autosave of an earlier version without one, its file date.
 * 0 when there is no readable file. */
gint64     bf_shelf_get_last_change    (GFile    *slot);
/* The greatest bf_shelf_get_last_change() of the games on the shelf
 * @folder (0 for none). */
gint64     bf_shelf_get_newest_change  (GFile    *folder);

/* What the start page shows of the game of @slot without reading it:
 * its description (bf_document_describe()) and last-change counter, kept
 * in "summaries/game-….json.summary" beside the shelf's folder with the
 * autosave's size and modification time. bf_shelf_get_summary() gives
 * the description (and @last_change) only while the autosave is still
 * the one summed up (same size and time); NULL otherwise: read the game
 * and bf_shelf_set_summary(). A summary is a cache: written without
 * flushing, and one that cannot be read counts for nothing. */
char      *bf_shelf_get_summary        (GFile      *slot,
                                        gint64     *last_change);
void       bf_shelf_set_summary        (GFile      *slot,
                                        const char *description);

/* Whether the game of @slot is open in another Benefactor process (the
 * lock beside its autosave, bf-session.h): it can be looked at there
 * read-only, and is neither deleted nor cleaned up here. */
gboolean   bf_shelf_is_open_elsewhere  (GFile    *slot);

/* The file a game in progress came from: the game file opened (or saved
 * to last) whose game the slot holds, with the file's size and date as
 * they were then, in "sources/game-….json.source" beside the shelf's
 * folder (a small key file; docs/robustness.md). Opening that file again continues the
 * game in progress instead of adding another, as long as the file is
 * unchanged since. */
gboolean   bf_shelf_set_source         (GFile    *slot,
                                        GFile    *file,
                                        GError  **error);
/* The game in progress on the shelf @folder that came from @file, when
 * @file is still as it was then (same size and modification time), its
 * autosave is there and no other process has it open; the one started
 * last of several. NULL otherwise: @file is then a new game. */
GFile     *bf_shelf_find_source        (GFile    *folder,
                                        GFile    *file);

/* Moves the single autosave of an earlier version (@old, with its
 * previous good copy and undo journal) onto the shelf. Returns the new
 * slot, or NULL when there was nothing to move. */
GFile     *bf_shelf_migrate            (GFile    *old,
                                        GFile    *folder);

/* Takes the game of @slot off the shelf (into "deleted"), and back. A
 * game open in another process is not taken (G_IO_ERROR_BUSY). */
gboolean   bf_shelf_delete             (GFile    *slot,
                                        GError  **error);
gboolean   bf_shelf_undelete           (GFile    *slot,
                                        GError  **error);

/* Removes the temporary files of saves interrupted (the program killed)
 * before their game had a file at all: its next start does, before any
 * save (the temporaries of games that have a file go when it is read). */
void       bf_shelf_remove_litter      (GFile    *folder);

/* Makes Benefactor's data folder, the folder holding the shelf @folder
 * ($XDG_DATA_HOME/benefactor: the games in progress, the history), 0700,
 * and takes the group's and others' permissions away from everything in
 * it (earlier versions made folders 0755 and files 0644, readable by
 * every user of the machine): at every start. */
void       bf_shelf_make_private       (GFile    *folder);

/* Removes for good the games deleted more than @max_age_days ago. */
void       bf_shelf_purge              (GFile    *folder,
                                        guint     max_age_days);

G_END_DECLS
