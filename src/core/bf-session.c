/* bf-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-session"

#include "config.h"

#include <string.h>

#include "bf-document.h"
#include "bf-game-file.h"
#include "bf-session.h"

/* Undo steps kept; older ones are dropped. */
#define MAX_HISTORY 2000

struct _BfSession
{
  GObject    parent_instance;

  /* owned */
  BfDocument *document;
  GFile     *autosave;
  GFile     *file;
  GPtrArray *history;            /* char *: game file data, oldest first */
  GError    *autosave_error;

  guint      position;           /* index of the current state in history */
  guint      idle_id;
};

G_DEFINE_FINAL_TYPE (BfSession, bf_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_GAME,
  PROP_FILE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_AUTOSAVE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void document_changed_cb (BfSession *self);

static void
notify_history (BfSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
write_autosave (BfSession  *self,
                const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) parent = NULL;
  gboolean had_error = self->autosave_error != NULL;

  if (self->autosave == NULL)
    return;

  parent = g_file_get_parent (self->autosave);
  if (parent != NULL &&
      !g_file_make_directory_with_parents (parent, NULL, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    goto failed;
  g_clear_error (&error);

  /* Written to a temporary file, then renamed over the old one. */
  if (!g_file_replace_contents (self->autosave, data, strlen (data), NULL,
                                FALSE, G_FILE_CREATE_NONE, NULL, NULL, &error))
    goto failed;

  g_clear_error (&self->autosave_error);
  if (had_error)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
  return;

failed:
  g_clear_error (&self->autosave_error);
  self->autosave_error = g_steal_pointer (&error);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

static void
replace_document (BfSession  *self,
                  BfDocument *document)
{
  if (self->document == document)
    return;

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_func (self->document, document_changed_cb, self);

  g_set_object (&self->document, document);

  if (document != NULL)
    g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                             G_CONNECT_SWAPPED);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
bf_session_checkpoint (BfSession *self)
{
  g_autofree char *data = NULL;

  g_return_if_fail (BF_IS_SESSION (self));

  g_clear_handle_id (&self->idle_id, g_source_remove);

  if (self->document == NULL)
    return;

  data = bf_document_to_data (self->document, NULL);

  if (self->history->len > 0 &&
      g_strcmp0 (data, g_ptr_array_index (self->history, self->position)) == 0)
    return;

  /* A new step drops what could have been redone. */
  if (self->history->len > 0)
    g_ptr_array_set_size (self->history, self->position + 1);

  write_autosave (self, data);
  g_ptr_array_add (self->history, g_steal_pointer (&data));

  if (self->history->len > MAX_HISTORY)
    g_ptr_array_remove_index (self->history, 0);

  self->position = self->history->len - 1;
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

static void
bf_session_dispose (GObject *object)
{
  BfSession *self = (BfSession *)object;

  /* Nothing entered is lost on the way out. */
  if (self->idle_id != 0)
    bf_session_checkpoint (self);

  replace_document (self, NULL);
  g_clear_object (&self->autosave);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (bf_session_parent_class)->dispose (object);
}

static void
bf_session_finalize (GObject *object)
{
  BfSession *self = (BfSession *)object;

  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_clear_error (&self->autosave_error);

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
    case PROP_GAME:
      g_value_set_object (value, bf_session_get_game (self));
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
  /* The document when it is a Carnegie final-scoring table. */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BF_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
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

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_session_init (BfSession *self)
{
  self->history = g_ptr_array_new_with_free_func (g_free);
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

BfGame *
bf_session_get_game (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return BF_IS_GAME (self->document) ? BF_GAME (self->document) : NULL;
}

void
bf_session_set_document (BfSession  *self,
                         BfDocument *document)
{
  g_return_if_fail (BF_IS_SESSION (self));
  g_return_if_fail (document == NULL || BF_IS_DOCUMENT (document));

  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_ptr_array_set_size (self->history, 0);
  self->position = 0;

  replace_document (self, document);

  /* Without a document the autosave stays: the next start offers to
   * continue it. */
  if (document != NULL)
    bf_session_checkpoint (self);

  notify_history (self);
}

void
bf_session_set_game (BfSession *self,
                     BfGame    *game)
{
  g_return_if_fail (BF_IS_SESSION (self));
  g_return_if_fail (game == NULL || BF_IS_GAME (game));

  bf_session_set_document (self, (BfDocument *) game);
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

  return self->idle_id == 0 && self->position + 1 < self->history->len;
}

static gboolean
restore (BfSession *self,
         guint      position)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfDocument) document = NULL;
  const char *data = g_ptr_array_index (self->history, position);

  document = bf_document_load_data (data, -1, TRUE, &error);
  if (document == NULL)
    {
      /* Every state in the history was written by us from a valid game. */
      g_critical ("Cannot restore an undo step: %s", error->message);
      return FALSE;
    }

  self->position = position;
  write_autosave (self, data);
  replace_document (self, document);
  notify_history (self);

  return TRUE;
}

gboolean
bf_session_undo (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  bf_session_checkpoint (self);

  if (self->position == 0)
    return FALSE;

  return restore (self, self->position - 1);
}

gboolean
bf_session_redo (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), FALSE);

  bf_session_checkpoint (self);

  if (self->position + 1 >= self->history->len)
    return FALSE;

  return restore (self, self->position + 1);
}

const GError *
bf_session_get_autosave_error (BfSession *self)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  return self->autosave_error;
}

BfDocument *
bf_session_load_autosave (BfSession  *self,
                          GError    **error)
{
  g_return_val_if_fail (BF_IS_SESSION (self), NULL);

  if (self->autosave == NULL ||
      !g_file_query_exists (self->autosave, NULL))
    return NULL;

  return bf_document_load_file (self->autosave, TRUE, NULL, error);
}
