/* bf-document.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-document"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"
#include "bf-document.h"
#include "bf-file.h"
#include "bf-json.h"

G_DEFINE_QUARK (bf-document-error-quark, bf_document_error)

G_DEFINE_INTERFACE (BfDocument, bf_document, G_TYPE_OBJECT)

static GHashTable *loaders;      /* format id → BfDocumentLoadFunc */
G_LOCK_DEFINE_STATIC (loaders);

static void
bf_document_default_init (BfDocumentInterface *iface)
{
  /**
   * BfDocument::changed:
   *
   * Emitted after any change to the document.
   */
  g_signal_new ("changed",
                G_TYPE_FROM_INTERFACE (iface),
                G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL,
                G_TYPE_NONE, 0);

  /**
   * BfDocument::marks-changed:
   *
   * Emitted after a change that is saved with the document but is no
   * step of the game: a tick on a checklist. A session saves it at once
   * and keeps it with the current undo step instead of making a new one.
   */
  g_signal_new ("marks-changed",
                G_TYPE_FROM_INTERFACE (iface),
                G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL,
                G_TYPE_NONE, 0);
}

char *
bf_document_to_data (BfDocument *self,
                     gsize      *length)
{
  g_return_val_if_fail (BF_IS_DOCUMENT (self), NULL);

  return BF_DOCUMENT_GET_IFACE (self)->to_data (self, length);
}

char *
bf_document_describe (BfDocument *self)
{
  BfDocumentInterface *iface;

  g_return_val_if_fail (BF_IS_DOCUMENT (self), NULL);

  iface = BF_DOCUMENT_GET_IFACE (self);
  if (iface->describe != NULL)
    return iface->describe (self);

  return NULL;
}

static BfScoreCard *
score (BfDocument       *self,
       BfDocumentScore   what,
       GError          **error)
{
  BfDocumentInterface *iface;

  g_return_val_if_fail (BF_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  iface = BF_DOCUMENT_GET_IFACE (self);
  if (iface->score != NULL)
    return iface->score (self, what, error);

  g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_NOT_FINISHED,
                       _("This kind of game cannot be kept in the history."));
  return NULL;
}

BfScoreCard *
bf_document_score (BfDocument  *self,
                   GError     **error)
{
  return score (self, BF_DOCUMENT_SCORE_FINISHED, error);
}

BfScoreCard *
bf_document_score_as_entered (BfDocument  *self,
                              GError     **error)
{
  return score (self, BF_DOCUMENT_SCORE_AS_ENTERED, error);
}

void
bf_document_register_format (const char         *format,
                             BfDocumentLoadFunc  load)
{
  g_return_if_fail (format != NULL);
  g_return_if_fail (load != NULL);

  G_LOCK (loaders);
  if (loaders == NULL)
    loaders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (loaders, g_strdup (format), load);
  G_UNLOCK (loaders);
}

static BfDocumentLoadFunc
lookup_loader (const char *format)
{
  BfDocumentLoadFunc load = NULL;

  G_LOCK (loaders);
  if (loaders != NULL)
    load = g_hash_table_lookup (loaders, format);
  G_UNLOCK (loaders);

  return load;
}

BfDocument *
bf_document_load_data (const char  *data,
                       gssize       length,
                       gboolean     lenient,
                       GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  BfDocumentLoadFunc load = NULL;
  BfDocument *document;
  JsonNode *format;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = bf_json_parse (data, length, error);
  if (root == NULL)
    return NULL;

  if (JSON_NODE_HOLDS_OBJECT (root) &&
      (format = json_object_get_member (json_node_get_object (root), "format")) != NULL &&
      JSON_NODE_HOLDS_VALUE (format) &&
      json_node_get_value_type (format) == G_TYPE_STRING)
    load = lookup_loader (json_node_get_string (format));

  if (load == NULL)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
                           _("This file is not a Benefactor game."));
      return NULL;
    }

  document = load (root, lenient, error);
  /* Shown in one line (a window's dialog, stderr) whatever text of the
   * file a format's loader quotes (found by the fuzzer: a solo entry
   * named "ne\nxt"). */
  if (document == NULL && error != NULL && *error != NULL)
    bf_json_error_to_one_line (*error);

  return document;
}

BfDocument *
bf_document_load_file (GFile         *file,
                       gboolean       lenient,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  data = bf_json_read_file (file, &length, cancellable, error);
  if (data == NULL)
    return NULL;

  return bf_document_load_data (data, length, lenient, error);
}

gboolean
bf_document_save_file (BfDocument    *self,
                       GFile         *file,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (BF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  data = bf_document_to_data (self, &length);

  return bf_document_save_data (file, data, length, cancellable, error);
}

gboolean
bf_document_save_data (GFile         *file,
                       const char    *data,
                       gsize          length,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  /* A local file (new or not): bf-file's temporary file, flushed, then
   * renamed over it; elsewhere GIO's own temporary file and rename. */
  if (path != NULL
      ? !_bf_file_replace (path, data, length, NULL, NULL, &local_error)
      : !g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE,
                                  NULL, cancellable, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, local_error->domain, local_error->code,
                   _("Could not save “%s”: %s"), name, local_error->message);
      return FALSE;
    }

  return TRUE;
}
