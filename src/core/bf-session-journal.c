/* bf-session-journal.c
 *
 * The undo journal of a BfSession (bf-session.c), beside its autosave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-session"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "bf-i18n.h"

#include "bf-document.h"
#include "bf-file.h"
#include "bf-json.h"
#include "bf-session-private.h"

/* The undo history journal
 *
 * Next to the autosave, "session.json.history" holds the undo steps, one
 * JSON object per line, so that they survive a restart: {"step": n,
 * "data": …} is step n (the steps after it are dropped, as a new step
 * drops what could have been redone), {"replace": n, "data": …} keeps a
 * tick with step n, {"position": n} is an undo or redo. Lines are
 * appended and flushed; a partly written last line is skipped. Every
 * JOURNAL_COMPACT lines the file is rewritten (atomically) with the last
 * PERSISTED_HISTORY steps. The journal is a help, never the truth: the
 * autosave is, and a journal that does not lead to it is left unused. */

char *
_bf_session_journal_path (BfSession *self)
{
  g_autofree char *path = NULL;

  if (self->autosave == NULL || (path = g_file_get_path (self->autosave)) == NULL)
    return NULL;

  return g_strconcat (path, ".history", NULL);
}

static void
append_record (GString    *out,
               const char *kind,
               guint64     step,
               const char *data)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *line = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, kind);
  json_builder_add_int_value (builder, (gint64) step);
  if (data != NULL)
    {
      json_builder_set_member_name (builder, "data");
      json_builder_add_string_value (builder, data);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  line = json_generator_to_data (generator, NULL);
  g_string_append (out, line);
  g_string_append_c (out, '\n');
}

/* Writes the last PERSISTED_HISTORY steps and the position, atomically,
 * within half of JOURNAL_MAX_SIZE (fewer steps of a huge game). */
void
_bf_session_journal_rewrite (BfSession *self)
{
  g_autofree char *path = _bf_session_journal_path (self);
  g_autoptr(GString) out = NULL;
  g_autoptr(GPtrArray) records = NULL;
  guint length = bf_undo_steps_get_length (self->history);
  guint first = 0;
  gsize size = 0;
  guint start;

  if (path == NULL || length == 0 || self->read_only)
    return;

  start = length > PERSISTED_HISTORY ? length - PERSISTED_HISTORY : 0;
  start = MIN (start, self->position);

  /* As many of the newest steps as fit (the current one and those after
   * it always). Read oldest first, as the steps are cheapest to read
   * (bf-undo-steps.h); the oldest records go while the rest is too big. */
  records = g_ptr_array_new_with_free_func (g_free);
  for (guint i = start; i < length; i++)
    {
      g_autoptr(GString) record = g_string_new (NULL);

      append_record (record, "step", self->base + i, bf_undo_steps_peek (self->history, i));
      size += record->len;
      g_ptr_array_add (records, g_string_free (g_steal_pointer (&record), FALSE));
      while (start + first < self->position && size > JOURNAL_MAX_SIZE / 2)
        {
          size -= strlen (g_ptr_array_index (records, first));
          g_clear_pointer (&g_ptr_array_index (records, first), g_free);
          first++;
        }
    }

  out = g_string_sized_new (size + 64);
  for (guint i = first; i < records->len; i++)
    g_string_append (out, g_ptr_array_index (records, i));
  append_record (out, "position", self->base + self->position, NULL);

  if (_bf_file_replace (path, out->str, out->len, NULL, NULL, NULL))
    {
      self->journal_lines = records->len - first + 1;
      self->journal_size = out->len;
    }
  else
    {
      /* Tried again with the next save and by the timer. */
      self->journal_lines = 0;
      _bf_session_start_retrying (self);
    }
}

/* Appends one record, flushed to the disk. A failure only costs the undo
 * steps of a later restart: the entries are in the autosave. */
void
_bf_session_journal_append (BfSession  *self,
                const char *kind,
                guint64     step,
                const char *data)
{
  g_autofree char *path = _bf_session_journal_path (self);
  g_autoptr(GString) out = NULL;
  int fd;

  if (path == NULL || self->read_only)
    return;

  /* The autosave failed: the journal must not lead past it. Both are
   * written again, the journal anew, once saving works again. */
  if (self->unsaved != NULL)
    {
      self->journal_lines = 0;
      return;
    }

  out = g_string_new (NULL);
  append_record (out, kind, step, data);

  /* The first step of a new history, a journal that fell behind, a long
   * journal or one that would grow past JOURNAL_MAX_SIZE: written anew. */
  if (self->journal_lines == 0 || self->journal_lines >= JOURNAL_COMPACT ||
      self->journal_size + out->len > JOURNAL_MAX_SIZE)
    {
      _bf_session_journal_rewrite (self);
      return;
    }

  fd = open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (fd >= 0 && _bf_file_write_flushed (fd, out->str, out->len))
    {
      self->journal_lines++;
      self->journal_size += out->len;
    }
  else
    {
      /* Perhaps part of a line: the journal is written anew later. */
      self->journal_lines = 0;
      _bf_session_start_retrying (self);
    }
  if (fd >= 0)
    close (fd);
}

/* One line of the journal (see above) into @states. */
static gboolean
read_record (JsonNode   *root,
             GPtrArray  *states,
             guint64    *base,
             guint64    *position,
             GError    **error)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (BF_SESSION_ERROR, BF_SESSION_ERROR_DAMAGED);
  static const char * const keys[] = { "step", "replace", "position", "data", NULL };
  static const char * const kinds[] = { "step", "replace", "position" };
  const char *kind = NULL;
  const char *data = NULL;
  JsonObject *object;
  gint64 k = -1;

  if (!bf_json_node_get_object (&json, root, "the line", &object, error) ||
      !bf_json_check_keys (&json, object, keys, NULL, NULL, error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      if (!json_object_has_member (object, kinds[i]))
        continue;
      if (kind != NULL)
        return bf_json_error (&json, error, "“%s” and “%s” in one line.", kind, kinds[i]);
      kind = kinds[i];
    }
  if (kind == NULL)
    return bf_json_missing (&json, "“step”", error);

  if (!bf_json_read_int64 (&json, object, kind, NULL, 0, G_MAXINT64 / 2, BF_JSON_REQUIRED, 0, &k, error) ||
      !bf_json_read_string (&json, object, "data", NULL,
                            g_str_equal (kind, "position") ? BF_JSON_OPTIONAL : BF_JSON_REQUIRED,
                            &data, error))
    return FALSE;

  if (g_str_equal (kind, "step"))
    {
      if ((guint64) k < *base || (guint64) k > *base + states->len)
        {
          /* Not the next step of what was read: start again from it. */
          g_ptr_array_set_size (states, 0);
          *base = (guint64) k;
        }
      g_ptr_array_set_size (states, (guint) ((guint64) k - *base));
      g_ptr_array_add (states, g_strdup (data));
      *position = (guint64) k;
      while (states->len > MAX_HISTORY)
        {
          g_ptr_array_remove_index (states, 0);
          (*base)++;
        }
    }
  else if ((guint64) k >= *base && (guint64) k < *base + states->len)
    {
      if (g_str_equal (kind, "replace"))
        {
          g_free (g_ptr_array_index (states, (guint) ((guint64) k - *base)));
          g_ptr_array_index (states, (guint) ((guint64) k - *base)) = g_strdup (data);
        }
      else
        *position = (guint64) k;
    }

  return TRUE;
}

gboolean
bf_session_journal_parse (const char  *text,
                           gsize        length,
                           GPtrArray  **states,
                           guint64     *base,
                           guint64     *position,
                           GError     **error)
{
  g_autoptr(GPtrArray) read = g_ptr_array_new_with_free_func (g_free);
  gsize start = 0;
  guint line = 0;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (states != NULL && base != NULL && position != NULL, FALSE);

  *base = 0;
  *position = 0;

  while (start < length)
    {
      const char *end = memchr (text + start, '\n', length - start);
      gsize line_length = (end != NULL ? (gsize) (end - text) : length) - start;
      g_autoptr(GError) line_error = NULL;
      g_autoptr(JsonNode) root = NULL;

      line++;
      if (line_length > 0 &&
          ((root = bf_json_parse_full (text + start, line_length, JOURNAL_MAX_SIZE, &line_error)) == NULL ||
           !read_record (root, read, base, position, &line_error)))
        {
          /* The last line, without its newline: an append cut short by
           * a kill, skipped. Any other line is damage. */
          if (end == NULL)
            break;
          g_set_error (error, BF_SESSION_ERROR, BF_SESSION_ERROR_DAMAGED,
                       "Line %u of the undo journal: %s", line, line_error->message);
          return FALSE;
        }

      if (end == NULL)
        break;
      start = (gsize) (end - text) + 1;
    }

  *states = g_steal_pointer (&read);
  return TRUE;
}

/* A damaged journal is kept aside ("….history.broken-…", like a damaged
 * autosave) and the players are told (BfSession:journal-notice): read at
 * Continue, the game goes on from its autosave with a history that starts
 * there; a step found damaged by Undo or Redo (@at_step), they stop at it. */
void
_bf_session_journal_set_aside (BfSession  *self,
                   const char *path,
                   const char *reason,
                   gboolean    at_step)
{
  /* Not moved while another process has the game (read only). */
  g_autofree char *kept = self->read_only ? NULL : _bf_session_move_aside (path, NULL);
  g_autofree char *name = kept != NULL ? g_filename_display_name (kept) : NULL;

  g_debug ("The undo journal %s is damaged: %s", path, reason);

  g_free (self->journal_notice);
  if (at_step)
    self->journal_notice = kept != NULL
      ? g_strdup_printf (_("The undo history of this game was damaged at this step, so it was kept as “%s” and Undo and Redo stop here."),
                         name)
      : g_strdup (_("The undo history of this game was damaged at this step, so Undo and Redo stop here."));
  else
    self->journal_notice = kept != NULL
      ? g_strdup_printf (_("The undo history of this game was damaged, so it was kept as “%s” and the game goes on from its autosave: the entries made before cannot be undone."),
                         name)
      : g_strdup (_("The undo history of this game was damaged, so the game goes on from its autosave: the entries made before cannot be undone."));
  g_object_notify (G_OBJECT (self), "journal-notice");
}

void
_bf_session_clear_journal_notice (BfSession *self)
{
  if (self->journal_notice == NULL)
    return;
  g_clear_pointer (&self->journal_notice, g_free);
  g_object_notify (G_OBJECT (self), "journal-notice");
}

/* Reads the journal back and makes it the history when it leads to
 * @current (the game being continued). The whole file is read through
 * bf-file's bounded reader and each line through the safe parser; a
 * journal that cannot be read or has a damaged line (other than a last
 * one cut short) is set aside. */
gboolean
_bf_session_journal_restore (BfSession  *self,
                 const char *current)
{
  g_autofree char *path = _bf_session_journal_path (self);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(GError) error = NULL;
  guint64 base = 0;
  guint64 position = 0;
  gboolean found = FALSE;
  gsize length = 0;

  if (path == NULL)
    return FALSE;

  contents = _bf_file_read (path, JOURNAL_MAX_SIZE, &length, &error);
  if (contents == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        _bf_session_journal_set_aside (self, path, error->message, FALSE);
      return FALSE;
    }

  if (!bf_session_journal_parse (contents, length, &states, &base, &position, &error))
    {
      _bf_session_journal_set_aside (self, path, error->message, FALSE);
      return FALSE;
    }

  if (states->len == 0)
    return FALSE;

  /* The journal leads to the autosave: at the position it names, or at
   * the last step holding the same game (a save cut short). */
  if (position >= base && position < base + states->len &&
      g_strcmp0 (g_ptr_array_index (states, (guint) (position - base)), current) == 0)
    found = TRUE;
  for (guint i = states->len; !found && i > 0; i--)
    if (g_strcmp0 (g_ptr_array_index (states, i - 1), current) == 0)
      {
        position = base + i - 1;
        found = TRUE;
      }
  if (!found)
    return FALSE;

  /* Each step is loaded when Undo or Redo reaches it (loading them all
   * here would cost Continue a millisecond a step): one that is no game
   * is handled there (drop_damaged_steps()). */
  bf_undo_steps_truncate (self->history, 0);
  for (guint i = 0; i < states->len; i++)
    bf_undo_steps_append (self->history, g_ptr_array_index (states, i));
  self->base = base;
  self->position = (guint) (position - base);
  return TRUE;
}
