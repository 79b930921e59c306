/* bf-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-session"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bf-i18n.h"
#include "bf-document.h"
#include "bf-file.h"
#include "bf-json.h"
#include "bf-lock.h"
#include "bf-session-private.h"
#include "bf-session.h"
#include "bf-shelf.h"

/* A failed autosave is tried again this often while it fails. */
#define RETRY_SECONDS 5

/* A game the session was switched away from (bf_session_set_autosave())
 * while its last save failed: its last state is kept, with its lock, and
 * written as soon as it can be, like the current game's. */
typedef struct
{
  GFile  *autosave;
  char   *data;
  gint64  last_change;
  guint   changes;
  BfLock *lock;
} Left;

static void
left_free (Left *left)
{
  g_object_unref (left->autosave);
  g_free (left->data);
  g_clear_pointer (&left->lock, _bf_lock_release);
  g_free (left);
}

G_DEFINE_FINAL_TYPE (BfSession, bf_session, G_TYPE_OBJECT)

G_DEFINE_QUARK (bf-session-error-quark, bf_session_error)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_FILE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_AUTOSAVE_ERROR,
  PROP_JOURNAL_NOTICE,
  PROP_UNSAVED_CHANGES,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void document_changed_cb (BfSession *self);
static void document_marks_changed_cb (BfSession *self);

static void
notify_history (BfSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Saving the autosave
 *
 * A save never leaves a broken autosave in place: the new text goes to a
 * temporary file in the same folder, is flushed to the disk, and only then
 * renamed over the autosave (rename is atomic). Before that, the autosave
 * being replaced becomes the previous good copy "session.json~" (a hard
 * link, renamed into place, so that it too is always complete). */

static void
save_step (BfSession  *self,
           const char *step)
{
  if (self->save_hook != NULL)
    self->save_hook (step, self->save_hook_data);
}

static char *
backup_path (const char *path)
{
  return g_strconcat (path, "~", NULL);
}

/* The autosave being replaced becomes the previous good copy. A failure
 * here does not stop the save: the new autosave matters more. */
static void
keep_backup (const char *path)
{
  g_autofree char *backup = backup_path (path);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *link_name = g_strdup_printf ("%s/.%s~-link", folder, base);
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_unlink (link_name);
  if (link (path, link_name) == 0)
    {
      if (g_rename (link_name, backup) == 0)
        return;
      g_unlink (link_name);
    }

  /* No hard links on this file system: a copy, written like an autosave
   * (read through the one bounded reader, like every file). */
  contents = _bf_file_read (path, BF_DOCUMENT_MAX_SIZE, &length, NULL);
  if (contents != NULL)
    _bf_file_replace (backup, contents, length, NULL, NULL, NULL);
}

/* Moves a damaged @path aside as "PATH.broken-YYYYMMDD-HHMMSS", never
 * over an existing file. Returns the new name. */
char *
_bf_session_move_aside (const char  *path,
            GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint i = 1; i < 1000; i++)
    {
      g_autofree char *target = NULL;

      if (i == 1)
        target = g_strdup_printf ("%s.broken-%s", path, stamp);
      else
        target = g_strdup_printf ("%s.broken-%s-%u", path, stamp, i);

      /* link() refuses to replace an existing file, unlike rename(). */
      if (link (path, target) == 0)
        {
          g_unlink (path);
          return g_steal_pointer (&target);
        }

      if (errno == EEXIST)
        continue;

      if ((errno == EPERM || errno == ENOTSUP || errno == EXDEV || errno == EMLINK ||
           errno == ENOSYS) && !g_file_test (target, G_FILE_TEST_EXISTS))
        {
          if (g_rename (path, target) == 0)
            return g_steal_pointer (&target);
        }

      _bf_file_set_errno_error (error, errno, path);
      return NULL;
    }

  _bf_file_set_errno_error (error, EEXIST, path);
  return NULL;
}

/* Before the first save of this run over a file we have not read: a
 * damaged file there is moved aside, never written over. */
static gboolean
check_existing (BfSession   *self,
                const char  *path,
                GError     **error)
{
  g_autoptr(BfDocument) document = NULL;
  g_autofree char *kept = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      self->autosave_checked = TRUE;
      return TRUE;
    }

  document = bf_document_load_file (self->autosave, TRUE, NULL, NULL);
  if (document == NULL)
    {
      kept = _bf_session_move_aside (path, NULL);
      if (kept == NULL)
        {
          g_autofree char *name = g_filename_display_name (path);

          g_set_error (error, BF_SESSION_ERROR, BF_SESSION_ERROR_IN_THE_WAY,
                       _("The damaged autosave file “%s” could not be moved aside, and Benefactor will not write over it."),
                       name);
          return FALSE;
        }
      g_debug ("Moved a damaged autosave aside as %s", kept);
    }

  self->autosave_checked = TRUE;
  return TRUE;
}

/* Between the new text flushed to its temporary file and the rename:
 * the autosave being replaced becomes the previous good copy. */
static void
before_rename (const char *path,
               gpointer    user_data)
{
  BfSession *self = user_data;

  save_step (self, "temp-written");
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    keep_backup (path);
  save_step (self, "backup-kept");
}

/* The game's last-change counter (bf-shelf.h): milliseconds since 1970
 * at this save (13 digits: the game files' integers have at most 15),
 * but always after every game on the shelf as it was when this one was
 * first saved in this run, and after this game's own last save, so that
 * the game changed last is the newest even when the clock was set back
 * meanwhile. */
static gint64
next_change (BfSession *self)
{
  gint64 now = g_get_real_time () / 1000;

  if (self->last_change == 0)
    {
      g_autoptr(GFile) folder = g_file_get_parent (self->autosave);

      self->last_change = MAX (bf_shelf_get_last_change (self->autosave),
                               folder != NULL ? bf_shelf_get_newest_change (folder) : 0);
    }

  self->last_change = MAX (now, self->last_change + 1);

  return self->last_change;
}

/* @data with the game's last-change counter as one more top-level member
 * (every game format ignores unknown top-level members, older versions
 * too): the autosave carries it, the undo history does not. */
static char *
stamp_last_change (const char *data,
                   gint64      change)
{
  const char *end = data + strlen (data);

  while (end > data && g_ascii_isspace (end[-1]))
    end--;
  if (end == data || end[-1] != '}')
    return g_strdup (data);
  end--;
  while (end > data && g_ascii_isspace (end[-1]))
    end--;
  if (end == data || end[-1] == '{')
    return g_strdup (data);

  return g_strdup_printf ("%.*s,\n  \"" BF_SHELF_LAST_CHANGE "\": %" G_GINT64_FORMAT "\n}\n",
                          (int) (end - data), data, change);
}

static gboolean
save_autosave (BfSession   *self,
               const char  *data,
               GError     **error)
{
  g_autofree char *path = g_file_get_path (self->autosave);
  g_autofree char *folder = NULL;
  g_autofree char *stamped = stamp_last_change (data, next_change (self));

  if (path == NULL)
    {
      /* Not a local file: GIO's own temporary file and rename. */
      return g_file_replace_contents (self->autosave, stamped, strlen (stamped), NULL, TRUE,
                                      G_FILE_CREATE_NONE, NULL, NULL, error);
    }

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      _bf_file_set_errno_error (error, errno, folder);
      return FALSE;
    }

  if (!self->autosave_checked && !check_existing (self, path, error))
    return FALSE;

  if (!_bf_file_replace (path, stamped, strlen (stamped), before_rename, self, error))
    return FALSE;
  save_step (self, "renamed");

  return TRUE;
}

/* The undo journal on disk is not the history kept in memory (a write of
 * it failed, or the autosave did, or a new history is not written yet):
 * it is written anew with the next autosave that works. */
static gboolean
journal_stale (BfSession *self)
{
  return self->journal_lines == 0 && self->document != NULL &&
         bf_undo_steps_get_length (self->history) > 0 &&
         !self->read_only && self->autosave != NULL && g_file_peek_path (self->autosave) != NULL;
}

static gboolean
retry_cb (gpointer user_data)
{
  BfSession *self = user_data;

  if (bf_session_retry_autosave (self) && !journal_stale (self) && self->left->len == 0)
    {
      self->retry_id = 0;
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

void
_bf_session_start_retrying (BfSession *self)
{
  if (self->retry_id == 0)
    self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
}

/* The current game's unsaved changes are @n; the total is notified. */
static void
set_changes (BfSession *self,
             guint      n)
{
  guint total = n;

  self->changes = n;
  for (guint i = 0; i < self->left->len; i++)
    total += ((Left *) g_ptr_array_index (self->left, i))->changes;

  if (self->unsaved_changes == total)
    return;

  self->unsaved_changes = total;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED_CHANGES]);
}

static gboolean
same_error (const GError *a,
            const GError *b)
{
  if (a == NULL || b == NULL)
    return a == b;

  return a->domain == b->domain && a->code == b->code && g_strcmp0 (a->message, b->message) == 0;
}

/* The current game's save error @error (taken, or NULL), else a left
 * game's: notified when it changes, not at every failed try. */
static void
set_autosave_error (BfSession *self,
                    GError    *error)
{
  gboolean changed;

  if (error == NULL && self->left_error != NULL)
    error = g_error_copy (self->left_error);

  changed = !same_error (self->autosave_error, error);
  g_clear_error (&self->autosave_error);
  self->autosave_error = error;
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

/* The last state of a game left before it was saved, as the current
 * game's would be written (its previous good copy kept). */
static void
keep_backup_before_rename (const char *path,
                           gpointer    user_data)
{
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    keep_backup (path);
}

/* Writes what is left of other games; TRUE when nothing is left. */
static gboolean
write_left (BfSession *self)
{
  for (guint i = self->left->len; i > 0; i--)
    {
      Left *left = g_ptr_array_index (self->left, i - 1);
      g_autofree char *stamped = NULL;
      g_autoptr(GError) error = NULL;

      left->last_change = MAX (g_get_real_time () / 1000, left->last_change + 1);
      stamped = stamp_last_change (left->data, left->last_change);
      if (_bf_file_replace (g_file_peek_path (left->autosave), stamped, strlen (stamped),
                            keep_backup_before_rename, NULL, &error))
        {
          g_ptr_array_remove_index (self->left, i - 1);
          continue;
        }
      g_clear_error (&self->left_error);
      self->left_error = g_steal_pointer (&error);
    }

  if (self->left->len == 0)
    g_clear_error (&self->left_error);

  return self->left->len == 0;
}

/* Back to a game left unsaved: its last state is the current game's
 * again (bf_session_load_autosave() gives it), with its lock. */
static void
take_back_unsaved (BfSession *self)
{
  for (guint i = 0; self->autosave != NULL && i < self->left->len; i++)
    {
      Left *left = g_ptr_array_index (self->left, i);

      if (!g_file_equal (left->autosave, self->autosave))
        continue;

      self->unsaved = g_steal_pointer (&left->data);
      self->lock = g_steal_pointer (&left->lock);
      self->changes = left->changes;
      self->last_change = left->last_change;
      g_ptr_array_remove_index (self->left, i);
      set_changes (self, self->changes);
      _bf_session_start_retrying (self);
      return;
    }
}

/* Switching games while the current one's last save failed: its state
 * stays with the session (and its lock), written with the next retry. */
static void
leave_unsaved (BfSession *self)
{
  Left *left;

  if (self->unsaved == NULL || g_file_peek_path (self->autosave) == NULL)
    return;

  left = g_new0 (Left, 1);
  left->autosave = g_object_ref (self->autosave);
  left->data = g_steal_pointer (&self->unsaved);
  left->last_change = self->last_change;
  left->changes = self->changes;
  left->lock = g_steal_pointer (&self->lock);
  g_ptr_array_add (self->left, left);
  if (self->left_error == NULL && self->autosave_error != NULL)
    self->left_error = g_error_copy (self->autosave_error);
}

static void
set_read_only (BfSession *self,
               gboolean   read_only)
{
  if (self->read_only == read_only)
    return;

  self->read_only = read_only;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

/* The game open is this process's (bf-lock.h) while the session
 * holds it; when another process has it open, the session writes nothing
 * (read-only). A lock that cannot be made for another reason (a
 * read-only folder, a file system without locks) does not keep the game
 * from opening: its saves say what is wrong. */
static void
take_lock (BfSession *self)
{
  g_autoptr(GError) error = NULL;
  const char *path;

  if (self->lock != NULL || self->read_only || self->autosave == NULL ||
      (path = g_file_peek_path (self->autosave)) == NULL)
    return;

  self->lock = _bf_lock_acquire (path, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY))
    set_read_only (self, TRUE);
  else if (error != NULL)
    g_debug ("Not locked: %s", error->message);
}

static void
drop_lock (BfSession *self)
{
  g_clear_pointer (&self->lock, _bf_lock_release);
}

static gboolean
write_autosave (BfSession  *self,
                const char *data)
{
  g_autoptr(GError) error = NULL;
  gboolean saved;

  if (self->autosave == NULL || self->read_only)
    return TRUE;

  saved = save_autosave (self, data, &error);
  if (saved)
    {
      g_clear_pointer (&self->unsaved, g_free);
      if (!journal_stale (self) && self->left->len == 0)
        g_clear_handle_id (&self->retry_id, g_source_remove);
      set_changes (self, 0);
    }
  else
    {
      /* The entries stay in memory and are saved as soon as possible.
       * Counted while saves fail: each change, not a retry of the same
       * game (nor a game continued from memory). */
      if (g_strcmp0 (self->unsaved, data) != 0)
        set_changes (self, self->changes + 1);
      if (self->unsaved != data)
        {
          g_free (self->unsaved);
          self->unsaved = g_strdup (data);
        }
      _bf_session_start_retrying (self);
    }

  set_autosave_error (self, g_steal_pointer (&error));

  return saved;
}

static void
replace_document (BfSession  *self,
                  BfDocument *document)
{
  if (self->document == document)
    return;

  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->document, document_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->document, document_marks_changed_cb, self);
    }

  g_set_object (&self->document, document);

  if (document != NULL)
    {
      g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "marks-changed", G_CALLBACK (document_marks_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/* The first step kept unwritten (bf_session_defer_save()) is written,
 * autosave then journal, as bf_session_checkpoint() writes a step. */
static void
write_deferred (BfSession *self)
{
  g_autofree char *data = NULL;

  if (!self->deferred)
    return;

  self->deferred = FALSE;
  if (self->document == NULL || bf_undo_steps_get_length (self->history) == 0)
    return;
  data = bf_undo_steps_dup (self->history, self->position);
  write_autosave (self, data);
  _bf_session_journal_append (self, "step", self->base + self->position, data);
}

void
bf_session_defer_save (BfSession *self)
{
  g_return_if_fail (BF_IS_SESSION (self));

  self->defer_next = TRUE;
}

void
bf_session_save_deferred (BfSession *self)
{
  g_return_if_fail (BF_IS_SESSION (self));

  write_deferred (self);
}

void
bf_session_checkpoint (BfSession *self)
{
  g_autofree char *data = NULL;

  g_return_if_fail (BF_IS_SESSION (self));

  g_clear_handle_id (&self->idle_id, g_source_remove);
  write_deferred (self);

  if (self->document == NULL)
    return;

  data = bf_document_to_data (self->document, NULL);

  if (bf_undo_steps_get_length (self->history) > 0 &&
      g_str_equal (data, bf_undo_steps_peek (self->history, self->position)))
    return;

  /* A new step drops what could have been redone. */
  bf_undo_steps_truncate (self->history, self->position + 1);

  write_autosave (self, data);
  bf_undo_steps_append (self->history, data);

  if (bf_undo_steps_get_length (self->history) > MAX_HISTORY)
    {
      bf_undo_steps_drop_oldest (self->history, 1);
      self->base++;
    }

  self->position = bf_undo_steps_get_length (self->history) - 1;
  _bf_session_journal_append (self, "step", self->base + self->position, data);
  notify_history (self);
}

static gboolean
checkpoint_idle_cb (gpointer user_data)
{
  BfSession *self = user_data;

  self->idle_id = 0;
  bf_session_checkpoint (self);

  return G_SOURCE_REMOVE;
}

static void
document_changed_cb (BfSession *self)
{
  if (self->idle_id == 0)
    self->idle_id = g_idle_add (checkpoint_idle_cb, self);
}

/* A tick (BfDocument::marks-changed): saved at once, kept with the current
 * undo step rather than making one of its own. */
static void
save_marks (BfSession *self)
{
  g_autofree char *data = NULL;

  g_clear_handle_id (&self->marks_id, g_source_remove);
  write_deferred (self);

  if (self->document == NULL)
    return;
  /* A step is on its way: it carries the tick. */
  if (self->idle_id != 0 || bf_undo_steps_get_length (self->history) == 0)
    {
      bf_session_checkpoint (self);
      return;
    }

  data = bf_document_to_data (self->document, NULL);
  if (g_str_equal (data, bf_undo_steps_peek (self->history, self->position)))
    return;

  write_autosave (self, data);
  bf_undo_steps_replace (self->history, self->position, data);
  _bf_session_journal_append (self, "replace", self->base + self->position, data);
}

static gboolean
marks_idle_cb (gpointer user_data)
{
  BfSession *self = user_data;

  self->marks_id = 0;
  save_marks (self);

  return G_SOURCE_REMOVE;
}

static void
document_marks_changed_cb (BfSession *self)
{
  if (self->marks_id == 0)
    self->marks_id = g_idle_add (marks_idle_cb, self);
}

/* Writes what is pending now: a tick (with the current step), then the
 * entries not yet recorded (as a step of their own). */
static void
flush_pending (BfSession *self)
{
  write_deferred (self);
  if (self->marks_id != 0)
    save_marks (self);
  bf_session_checkpoint (self);
}

static void
bf_session_dispose (GObject *object)
{
  BfSession *self = (BfSession *)object;

  /* Nothing entered is lost on the way out (the window asked first when
   * saves failed: bf-window-storage.c). */
  flush_pending (self);
  if (self->left->len > 0)
    write_left (self);
  g_ptr_array_set_size (self->left, 0);

  g_clear_handle_id (&self->retry_id, g_source_remove);
  replace_document (self, NULL);
  drop_lock (self);
  g_clear_object (&self->autosave);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (bf_session_parent_class)->dispose (object);
}

static void
bf_session_finalize (GObject *object)
{
  BfSession *self = (BfSession *)object;

  g_clear_pointer (&self->history, bf_undo_steps_free);
  g_clear_pointer (&self->left, g_ptr_array_unref);
  g_clear_error (&self->left_error);
  g_clear_error (&self->autosave_error);
  g_clear_pointer (&self->unsaved, g_free);
  g_clear_pointer (&self->recovery_notice, g_free);
  g_clear_pointer (&self->journal_notice, g_free);

  G_OBJECT_CLASS (bf_session_parent_class)->finalize (object);
}

static void
bf_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BfSession *self = BF_SESSION (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bf_session_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, bf_session_get_can_redo (self));
      break;
    case PROP_AUTOSAVE_ERROR:
      g_value_set_boxed (value, self->autosave_error);
      break;
    case PROP_JOURNAL_NOTICE:
      g_value_set_string (value, self->journal_notice);
      break;
    case PROP_UNSAVED_CHANGES:
      g_value_set_uint (value, self->unsaved_changes);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_session_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BfSession *self = BF_SESSION (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      bf_session_set_document (self, g_value_get_object (value));
      break;
    case PROP_FILE:
      bf_session_set_file (self, g_value_get_object (value));
      break;
    case PROP_READ_ONLY:
      bf_session_set_read_only (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_session_class_init (BfSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bf_session_dispose;
  object_class->finalize = bf_session_finalize;
  object_class->get_property = bf_session_get_property;
  object_class->set_property = bf_session_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, BF_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTOSAVE_ERROR] =
    g_param_spec_boxed ("autosave-error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The changes (entries, ticks, undos) made since the last autosave
   * that worked: what quitting now would lose. */
  properties[PROP_UNSAVED_CHANGES] =
    g_param_spec_uint ("unsaved-changes", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* What happened to a damaged undo journal, in one sentence, for the
   * players: set when a game is continued, NULL again at the next one. */
  properties[PROP_JOURNAL_NOTICE] =
    g_param_spec_string ("journal-notice", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_session_init (BfSession *self)
{
  self->history = bf_undo_steps_new ();
  self->left = g_ptr_array_new_with_free_func ((GDestroyNotify) left_free);
}

BfSession *
bf_session_new (GFile *autosave)
{
  BfSession *self;

  g_return_val_if_fail (autosave == NULL || G_IS_FILE (autosave), NULL);

  self = g_object_new (BF_TYPE_SESSION, NULL);
  g_set_object (&self->autosave, autosave);

  return self;
}

GFile *
bf_session_get_autosave (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->autosave;
}

void
bf_session_set_autosave (BfSession *self,
                         GFile     *autosave)
{
  g_return_if_fail (BF_IS_SESSION (self));
  g_return_if_fail (autosave == NULL || G_IS_FILE (autosave));

  if (self->autosave == autosave ||
      (self->autosave != NULL && autosave != NULL && g_file_equal (self->autosave, autosave)))
    return;

  /* Nothing of the current game is lost: its pending entry and tick. */
  flush_pending (self);
  if (self->unsaved != NULL)
    bf_session_retry_autosave (self);

  /* Still not saved (a full disk): kept, and tried again, all the same. */
  leave_unsaved (self);
  if (self->left->len == 0)
    g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_pointer (&self->unsaved, g_free);
  g_clear_pointer (&self->recovery_notice, g_free);
  drop_lock (self);
  self->autosave_checked = FALSE;
  self->journal_lines = 0;
  self->journal_size = 0;
  _bf_session_clear_journal_notice (self);
  self->last_change = 0;
  g_set_object (&self->autosave, autosave);
  set_changes (self, 0);
  take_back_unsaved (self);
  set_autosave_error (self, NULL);
  set_read_only (self, FALSE);
  /* The game open (if any) is now the new autosave's. */
  if (self->document != NULL)
    take_lock (self);
}

GFile *
bf_session_get_default_autosave (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "benefactor",
                                            "session.json", NULL);

  return g_file_new_for_path (path);
}

BfDocument *
bf_session_get_document (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->document;
}

void
bf_session_set_document (BfSession  *self,
                         BfDocument *document)
{
  gboolean defer;
  /* The document written out once, for the journal and the first step. */
  g_autofree char *data = NULL;

  g_return_if_fail (BF_IS_SESSION (self));
  g_return_if_fail (document == NULL || BF_IS_DOCUMENT (document));

  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_clear_handle_id (&self->marks_id, g_source_remove);
  /* The game opened and not yet written is written before it closes. */
  write_deferred (self);
  defer = self->defer_next;
  self->defer_next = FALSE;

  _bf_session_clear_journal_notice (self);
  if (document != NULL)
    take_lock (self);

  /* A game continued from its autosave (the session held none): its
   * undo steps come back from the journal. */
  if (document != NULL && self->document == NULL)
    {
      data = bf_document_to_data (document, NULL);
      if (_bf_session_journal_restore (self, data))
        {
          replace_document (self, document);
          _bf_session_journal_rewrite (self);
          notify_history (self);
          return;
        }
    }

  bf_undo_steps_truncate (self->history, 0);
  self->position = 0;
  self->base = 0;
  /* Its first step writes the journal anew (journal_append()). */
  self->journal_lines = 0;
  self->journal_size = 0;

  replace_document (self, document);

  /* Without a document the autosave stays: the next start offers to
   * continue it, and another process may open it. */
  if (document != NULL && defer)
    {
      /* Its first step, written later (bf_session_save_deferred()). */
      if (data == NULL)
        data = bf_document_to_data (document, NULL);
      bf_undo_steps_append (self->history, data);
      self->deferred = TRUE;
    }
  else if (document != NULL)
    bf_session_checkpoint (self);
  else
    {
      drop_lock (self);
      set_read_only (self, FALSE);
    }

  notify_history (self);
}

GFile *
bf_session_get_file (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->file;
}

void
bf_session_set_file (BfSession *self,
                     GFile     *file)
{
  g_return_if_fail (BF_IS_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

gboolean
bf_session_get_can_undo (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  return self->position > 0 || self->idle_id != 0;
}

gboolean
bf_session_get_can_redo (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  return self->idle_id == 0 && self->position + 1 < bf_undo_steps_get_length (self->history);
}

/* Undo or Redo reached the step at @position of a history read back
 * from the journal, and it is no game: that step and those beyond it go
 * (the older ones for Undo, the newer ones for Redo), the journal is kept
 * aside as it was and written anew, and the players are told. */
static void
drop_damaged_steps (BfSession  *self,
                    guint       position,
                    const char *reason)
{
  g_autofree char *path = _bf_session_journal_path (self);

  if (position < self->position)
    {
      bf_undo_steps_drop_oldest (self->history, position + 1);
      self->base += position + 1;
      self->position -= position + 1;
    }
  else
    bf_undo_steps_truncate (self->history, position);

  if (path != NULL)
    _bf_session_journal_set_aside (self, path, reason, TRUE);
  _bf_session_journal_rewrite (self);
  notify_history (self);
}

static gboolean
restore (BfSession *self,
         guint      position)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autofree char *data = bf_undo_steps_dup (self->history, position);

  document = bf_document_load_data (data, -1, TRUE, &error);
  if (document == NULL)
    {
      /* This run's steps are games it wrote: a step read back from a
       * damaged journal. */
      drop_damaged_steps (self, position, error->message);
      return FALSE;
    }

  self->position = position;
  write_autosave (self, data);
  _bf_session_journal_append (self, "position", self->base + position, NULL);
  replace_document (self, document);
  notify_history (self);

  return TRUE;
}

gboolean
bf_session_undo (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  /* A tick stays with its step; it is no step to undo. */
  flush_pending (self);

  if (self->position == 0)
    return FALSE;

  return restore (self, self->position - 1);
}

gboolean
bf_session_redo (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  flush_pending (self);

  if (self->position + 1 >= bf_undo_steps_get_length (self->history))
    return FALSE;

  return restore (self, self->position + 1);
}

const GError *
bf_session_get_autosave_error (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->autosave_error;
}

gboolean
bf_session_retry_autosave (BfSession *self)
{
  g_autofree char *data = NULL;
  gboolean all_left;

  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  all_left = write_left (self);
  set_changes (self, self->changes);

  if (self->unsaved != NULL)
    {
      data = g_strdup (self->unsaved);
      if (!write_autosave (self, data))
        return FALSE;
    }
  else
    set_autosave_error (self, NULL);

  /* The journal follows the autosave: after a failure (a full disk) both
   * hold the same game again, the journal every step. */
  if (journal_stale (self))
    _bf_session_journal_rewrite (self);

  return all_left;
}

/* Temporary files of saves that were interrupted (the process killed
 * between writing and renaming): the file they would have replaced (the
 * autosave, its previous copy when written as a copy, the undo journal)
 * is still in place, so they are only litter. _bf_file_replace() names
 * them ".NAME-XXXXXX"; keep_backup() links through ".NAME~-link". */
static gboolean
is_stale_temp (const char *name,
               const char *base)
{
  static const char * const suffixes[] = { "", "~", ".history" };

  if (name[0] != '.' || !g_str_has_prefix (name + 1, base))
    return FALSE;
  name += 1 + strlen (base);

  if (g_str_equal (name, "~-link"))
    return TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      gsize length = strlen (suffixes[i]);

      if (strncmp (name, suffixes[i], length) == 0 &&
          name[length] == '-' && strlen (name + length + 1) == 6)
        return TRUE;
    }

  return FALSE;
}

static void
remove_stale_temps (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (is_stale_temp (name, base))
        {
          g_autofree char *stale = g_build_filename (folder, name, NULL);

          g_unlink (stale);
        }
    }
}

static gboolean
is_read_error (const GError *error)
{
  return error->domain == G_IO_ERROR ||
         g_error_matches (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ);
}

guint
bf_session_get_unsaved_changes (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), 0);

  return self->unsaved_changes;
}

gboolean
bf_session_get_read_only (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  return self->read_only;
}

void
bf_session_set_read_only (BfSession *self,
                          gboolean   read_only)
{
  g_return_if_fail (BF_IS_SESSION (self));

  read_only = !!read_only;
  if (self->read_only == read_only)
    return;

  if (read_only)
    {
      /* What this process entered is written before it stops writing. */
      flush_pending (self);
      bf_session_retry_autosave (self);
      leave_unsaved (self);
      drop_lock (self);
      set_changes (self, 0);
      set_autosave_error (self, NULL);
      set_read_only (self, TRUE);
    }
  else
    {
      /* Writing the game held would write over what the other process
       * saved meanwhile: it is closed and loaded again instead. */
      g_return_if_fail (self->document == NULL);
      set_read_only (self, FALSE);
    }
}

BfDocument *
bf_session_load_autosave (BfSession  *self,
                          GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) backup_file = NULL;
  g_autoptr(BfDocument) document = NULL;
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *kept_name = NULL;
  gboolean unreadable;

  g_return_val_if_fail (BF_IS_SESSION (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_clear_pointer (&self->recovery_notice, g_free);

  if (self->autosave == NULL)
    return NULL;

  /* Its last state could not be written yet (a full disk): that is the
   * game, not the older one on disk. */
  if (self->unsaved != NULL)
    return bf_document_load_data (self->unsaved, -1, TRUE, error);

  path = g_file_get_path (self->autosave);
  if (path == NULL)
    {
      if (!g_file_query_exists (self->autosave, NULL))
        return NULL;
      return bf_document_load_file (self->autosave, TRUE, NULL, error);
    }

  /* What a killed process left, not another process's save in flight. */
  if (!_bf_lock_held_elsewhere (path))
    {
      remove_stale_temps (path);
      _bf_lock_remove_stale (path);
    }

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      self->autosave_checked = TRUE;
      return NULL;
    }

  document = bf_document_load_file (self->autosave, TRUE, NULL, &local_error);
  if (document != NULL)
    {
      self->autosave_checked = TRUE;
      return g_steal_pointer (&document);
    }

  /* Damaged or unreadable: kept aside for inspection, never written over. */
  unreadable = is_read_error (local_error);
  g_debug ("The autosave %s cannot be loaded: %s", path, local_error->message);

  kept = _bf_session_move_aside (path, NULL);
  if (kept == NULL)
    {
      g_autofree char *name = g_filename_display_name (path);

      self->autosave_checked = FALSE;
      g_set_error (error, BF_SESSION_ERROR, BF_SESSION_ERROR_IN_THE_WAY,
                   unreadable ?
                   _("The autosave file “%s” cannot be read or moved aside, so it was left as it is and Benefactor will not write over it.") :
                   _("The autosave file “%s” is damaged and could not be moved aside, so it was left as it is and Benefactor will not write over it."),
                   name);
      return NULL;
    }
  self->autosave_checked = TRUE;
  kept_name = g_filename_display_name (kept);

  /* The previous good copy, one entry older. */
  backup = backup_path (path);
  backup_file = g_file_new_for_path (backup);
  if (g_file_test (backup, G_FILE_TEST_EXISTS))
    {
      g_autofree char *data = NULL;
      gsize length = 0;

      data = bf_json_read_file (backup_file, &length, NULL, NULL);
      if (data != NULL)
        document = bf_document_load_data (data, length, TRUE, NULL);

      if (document != NULL)
        {
          /* It becomes the autosave again, so that it stays offered. */
          _bf_file_replace (path, data, strlen (data), NULL, NULL, NULL);
          self->recovery_notice =
            g_strdup_printf (unreadable ?
                             _("The autosave file could not be read, so the copy saved one entry earlier was restored and the unreadable file was kept as “%s”.") :
                             _("The autosave file was damaged, so the copy saved one entry earlier was restored and the damaged file was kept as “%s”."),
                             kept_name);
          return g_steal_pointer (&document);
        }

      /* The copy is damaged too: kept aside as well. */
      g_free (_bf_session_move_aside (backup, NULL));
    }

  g_set_error (error, BF_SESSION_ERROR,
               unreadable ? BF_SESSION_ERROR_UNREADABLE : BF_SESSION_ERROR_DAMAGED,
               unreadable ?
               _("The autosave file could not be read and was kept as “%s”.") :
               _("The autosave file is damaged and was kept as “%s”."),
               kept_name);
  return NULL;
}

const char *
bf_session_get_journal_notice (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->journal_notice;
}

const char *
bf_session_get_recovery_notice (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->recovery_notice;
}

guint
bf_session_get_undo_depth (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), 0);

  return self->position;
}

guint
bf_session_get_redo_depth (BfSession *self)
{
  guint length;

  g_return_val_if_fail (BF_IS_SESSION (self), 0);

  length = bf_undo_steps_get_length (self->history);
  return length > 0 ? length - 1 - self->position : 0;
}

gsize
bf_session_get_undo_size (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), 0);

  return bf_undo_steps_get_size (self->history);
}

void
_bf_session_set_save_hook (BfSession         *self,
                           BfSessionSaveHook  hook,
                           gpointer           user_data)
{
  g_return_if_fail (BF_IS_SESSION (self));

  self->save_hook = hook;
  self->save_hook_data = user_data;
}
