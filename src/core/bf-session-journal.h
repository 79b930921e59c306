/* bf-session-journal.h
 *
 * The reader of a BfSession's undo journal ("session.json.history",
 * beside the autosave; the format is in bf-session-journal.c), used by
 * the session when it restores its undo steps and by the journal's fuzz
 * target (tests/robust/fuzz-journal.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads the text of an undo journal: @states (char *, the game of each
 * step, oldest first), the step number of the first, and the position.
 * A last line without its newline that does not parse is skipped (an
 * append cut short); any other line that is not a journal record is an
 * error. The game texts are not checked here. */
gboolean bf_session_journal_parse (const char  *text,
                                   gsize        length,
                                   GPtrArray  **states,
                                   guint64     *base,
                                   guint64     *position,
                                   GError     **error);

G_END_DECLS
