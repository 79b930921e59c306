/* bf-json.c
 *
 * The core's one JSON layer: safe reading, typed readers with one
 * message style, and the one writer. See bf-json.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-json"

#include "config.h"

#include "bf-json.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-file.h"
#include "bf-document.h"

/* A valid game file nests 5 deep (root, players, player, projects,
 * project); no Benefactor file needs more than this. */
#define MAX_DEPTH 16
/* Integer literals with more digits are refused before parsing: json-glib
 * 1.6 wraps larger ones around without an error (so that -1e23 written
 * out in digits would read as 1). */
#define MAX_INTEGER_DIGITS 15
/* Longest piece of the file quoted back in an error message. */
#define MAX_QUOTED 40
/* A small object or list is written on one line if that line stays
 * within this many bytes (BF_JSON_STYLE_SHORT_LINES). */
#define MAX_LINE 100

/* ------------------------------------------------------------------ */
/* Safe reading                                                        */

static char *escape_controls (const char *text);

/* The value of the four hex digits at @data[@i], or -1. */
static int
read_hex4 (const char *data,
           gsize       length,
           gsize       i)
{
  int value = 0;

  if (length < 4 || i > length - 4)
    return -1;

  for (gsize j = i; j < i + 4; j++)
    {
      if (!g_ascii_isxdigit (data[j]))
        return -1;
      value = value * 16 + g_ascii_xdigit_value (data[j]);
    }

  return value;
}

/* Checks the raw text for what json-glib would not refuse or not survive:
 * nesting deep enough to exhaust the stack, integers that would wrap
 * around, numbers JSON does not allow (0x10), single-quoted strings, NUL
 * characters, lone surrogates ("\ud800", which json-glib keeps as bytes
 * that are not UTF-8) and a second value after the first (json-glib
 * returns the last one and leaks the others: found by fuzz-replay under
 * AddressSanitizer). Everything else is left to the parser. */
static gboolean
check_text (const char  *data,
            gsize        length,
            GError     **error)
{
  gboolean value_done = FALSE;
  guint depth = 0;
  guint line = 1;
  gsize i = 0;

  while (i < length)
    {
      char c = data[i];

      /* The first value is complete: only spaces and comments may follow. */
      if (value_done && !g_ascii_isspace (c) &&
          !(c == '/' && i + 1 < length && data[i + 1] == '*'))
        {
          g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                       _("Line %u: the text goes on after the end of the file’s object; a Benefactor file holds one."),
                       line);
          return FALSE;
        }

      if (c == '\n')
        {
          line++;
          i++;
        }
      else if (c == '"')
        {
          for (i++; i < length && data[i] != '"'; i++)
            {
              if (data[i] == '\n')
                line++;
              else if (data[i] == '\\' && i + 1 < length)
                {
                  int unit = data[i + 1] == 'u' ? read_hex4 (data, length, i + 2) : -1;
                  int next;

                  if (unit == 0)
                    {
                      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                                   _("Line %u: text in a game file cannot contain the character \\u0000."),
                                   line);
                      return FALSE;
                    }
                  /* The escape after a high surrogate, if any. */
                  next = unit >= 0xd800 && unit <= 0xdbff &&
                         i + 7 < length && data[i + 6] == '\\' && data[i + 7] == 'u'
                         ? read_hex4 (data, length, i + 8) : -1;

                  if (next >= 0xdc00 && next <= 0xdfff)
                    {
                      /* A pair: one character. Past the second "\\u". */
                      i += 7;
                      continue;
                    }
                  if (unit >= 0xd800 && unit <= 0xdfff)
                    {
                      /* json-glib would keep it as text that is not UTF-8,
                       * or quote it back in its message as such. */
                      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                                   /* Translators: \\u%04x is the escape in the file, e.g. \\ud800 */
                                   _("Line %u: “\\u%04x” in a text is half of a character without its other half (a lone surrogate), so the file is damaged."),
                                   line, (guint) unit);
                      return FALSE;
                    }
                  i++;
                }
            }
          i++;
          value_done = depth == 0;
        }
      else if (c == '/' && i + 1 < length && data[i + 1] == '*')
        {
          /* json-glib accepts C comments; skip them like it does. */
          for (i += 2; i < length && !(data[i - 1] == '*' && data[i] == '/'); i++)
            {
              if (data[i] == '\n')
                line++;
            }
          i++;
        }
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_DEPTH)
            {
              g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
                           _("Line %u: lists and objects are nested too deeply for a Benefactor game file."),
                           line);
              return FALSE;
            }
          i++;
        }
      else if (c == ']' || c == '}')
        {
          if (depth > 0 && --depth == 0)
            value_done = TRUE;
          i++;
        }
      else if (c == '\'')
        {
          g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                       _("Line %u: text must be in double quotes (\"), not single quotes."),
                       line);
          return FALSE;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          gsize start = i;
          guint digits = 0;
          gboolean integer = TRUE;
          gboolean valid = TRUE;

          for (i++; i < length && (g_ascii_isalnum (data[i]) || data[i] == '.' ||
                                   data[i] == '+' || data[i] == '-'); i++)
            ;

          for (gsize j = start; j < i; j++)
            {
              if (g_ascii_isdigit (data[j]))
                digits += integer ? 1 : 0;
              else if (data[j] == '.' || data[j] == 'e' || data[j] == 'E')
                integer = FALSE;
              else if (data[j] != '-' && data[j] != '+')
                valid = FALSE;
            }

          if (!valid || (integer && digits > MAX_INTEGER_DIGITS))
            {
              g_autofree char *token = NULL;

              if (i - start > MAX_QUOTED)
                token = g_strdup_printf ("%.*s…", MAX_QUOTED, data + start);
              else
                token = g_strndup (data + start, i - start);

              if (!valid)
                g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                             _("Line %u: “%s” is not a number as JSON writes them."),
                             line, token);
              else
                g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_CONTENT,
                             _("Line %u: the number “%s” is far too large for any field of a game file."),
                             line, token);
              return FALSE;
            }
          value_done = depth == 0;
        }
      else if (g_ascii_isalpha (c))
        {
          /* true, false, null or something the parser will refuse */
          while (i < length && g_ascii_isalnum (data[i]))
            i++;
          value_done = depth == 0;
        }
      else
        {
          i++;
        }
    }

  return TRUE;
}

/* "This file is too large to be a Benefactor game (more than 1024 KiB)." */
static void
set_too_large_error (GError **error)
{
  g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
               _("This file is too large to be a Benefactor game (more than %d KiB)."),
               BF_DOCUMENT_MAX_SIZE / 1024);
}

/* json-glib keeps the last of two members with the same name in one
 * object and says nothing: a file that names a field twice ("money": 5,
 * "money": 50) is refused instead, naming the field. Members are counted
 * per object as the parser reads them (the object-member signal). */
typedef struct
{
  GHashTable *seen;              /* JsonObject * → GHashTable of names */
  char       *duplicate;         /* the first name seen twice */
} DuplicateCheck;

static void
object_member_cb (JsonParser     *parser,
                  JsonObject     *object,
                  const char     *member_name,
                  DuplicateCheck *check)
{
  GHashTable *names = g_hash_table_lookup (check->seen, object);

  if (names == NULL)
    {
      names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (check->seen, object, names);
    }

  if (!g_hash_table_add (names, g_strdup (member_name)) && check->duplicate == NULL)
    check->duplicate = g_strdup (member_name);
}

static void
object_end_cb (JsonParser     *parser,
               JsonObject     *object,
               DuplicateCheck *check)
{
  /* The object may be freed and its address reused by a later one. */
  g_hash_table_remove (check->seen, object);
}

JsonNode *
bf_json_parse (const char  *data,
               gssize       length,
               GError     **error)
{
  return bf_json_parse_full (data, length, BF_DOCUMENT_MAX_SIZE, error);
}

JsonNode *
bf_json_parse_full (const char  *data,
                    gssize       length,
                    gsize        max_size,
                    GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  DuplicateCheck check = { NULL, NULL };
  gboolean loaded;
  JsonNode *root;
  gsize len;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  len = length < 0 ? strlen (data) : (gsize) length;

  if (len > max_size)
    {
      set_too_large_error (error);
      return NULL;
    }

  /* A byte order mark, as some editors write. */
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      len -= 3;
    }

  if (!g_utf8_validate (data, len, NULL))
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                           _("This file is not a Benefactor game: it is not UTF-8 text, or it is damaged."));
      return NULL;
    }

  if (!check_text (data, len, error))
    return NULL;

  parser = json_parser_new_immutable ();
  check.seen = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                      (GDestroyNotify) g_hash_table_unref);
  g_signal_connect (parser, "object-member", G_CALLBACK (object_member_cb), &check);
  g_signal_connect (parser, "object-end", G_CALLBACK (object_end_cb), &check);
  loaded = json_parser_load_from_data (parser, data, len, &local_error);
  g_signal_handlers_disconnect_by_data (parser, &check);
  g_clear_pointer (&check.seen, g_hash_table_unref);

  if (loaded && check.duplicate != NULL)
    {
      g_autofree char *quoted = bf_json_quote (check.duplicate);

      g_free (check.duplicate);
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT,
                   _("The field “%s” appears twice in one object: each field of a game file can be given only once."),
                   quoted);
      return NULL;
    }
  g_clear_pointer (&check.duplicate, g_free);

  if (!loaded)
    {
      /* json-glib quotes the text it refused, which need not be valid
       * UTF-8 nor one line: shown as one line of text. */
      g_autofree char *message = NULL;

      bf_json_error_to_one_line (local_error);
      message = g_strdup (local_error->message);

      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                   _("This game file is damaged or incomplete: %s"),
                   message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_SYNTAX,
                           _("This game file is empty."));
      return NULL;
    }

  return json_node_copy (root);
}

/* A file that is not local (no path): through GIO, after the same check
 * that it is a regular file. */
static char *
read_remote_file (GFile         *file,
                  gsize         *length,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  gsize n_read = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            cancellable, &local_error);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ,
                   _("“%s” is not a regular file: Benefactor reads only regular files."), name);
      return NULL;
    }

  buffer = g_malloc (BF_DOCUMENT_MAX_SIZE + 2);
  if (info != NULL)
    stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL ||
      !g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, BF_DOCUMENT_MAX_SIZE + 1,
                                &n_read, cancellable, &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ,
                     _("Could not read “%s”: %s"), name, local_error->message);
      return NULL;
    }

  if (n_read > BF_DOCUMENT_MAX_SIZE)
    {
      set_too_large_error (error);
      return NULL;
    }

  buffer[n_read] = '\0';
  *length = n_read;

  return g_steal_pointer (&buffer);
}

char *
bf_json_read_file (GFile         *file,
                   gsize         *length,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (length != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  path = g_file_get_path (file);
  if (path == NULL)
    return read_remote_file (file, length, cancellable, error);

  /* The one bounded reader: a regular file only (a named pipe or a
   * device is refused before it is read), at most one byte more than a
   * game file may hold. */
  data = _bf_file_read (path, BF_DOCUMENT_MAX_SIZE, length, &local_error);
  if (data != NULL)
    return data;

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    set_too_large_error (error);
  else
    /* One sentence naming the file ("“…” is a folder, not a file."). */
    g_set_error_literal (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_READ,
                         local_error->message);
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Messages                                                            */

/* @text with its line breaks and other control characters written as
 * JSON escapes ("\n", "\u0007"), so that a message quoting it stays one
 * line. */
static char *
escape_controls (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

void
bf_json_error_to_one_line (GError *error)
{
  g_autofree char *valid = NULL;

  g_return_if_fail (error != NULL);

  valid = g_utf8_make_valid (error->message, -1);
  g_free (error->message);
  error->message = escape_controls (valid);
}

char *
bf_json_quote (const char *text)
{
  g_autofree char *shown = NULL;

  if (!g_utf8_validate (text, -1, NULL))
    return g_strdup ("?");

  shown = escape_controls (text);
  if (g_utf8_strlen (shown, -1) > MAX_QUOTED)
    {
      g_autofree char *start = g_utf8_substring (shown, 0, MAX_QUOTED - 1);

      return g_strconcat (start, "…", NULL);
    }

  return g_steal_pointer (&shown);
}

char *
bf_json_describe (const char *key,
                  const char *parent)
{
  if (parent == NULL)
    /* Translators: a field of the game file */
    return g_strdup_printf (_("“%s”"), key);

  /* Translators: a field inside a part of the game file, e.g.
   * “row” in “secret-donation” or “space” in entry 2 of “projects” */
  return g_strdup_printf (_("“%s” in %s"), key, parent);
}

char *
bf_json_describe_entry (guint       index,
                        const char *list)
{
  /* Translators: an entry of a list in the game file, e.g.
   * entry 2 of “projects”; the first entry is 1 */
  return g_strdup_printf (_("entry %u of “%s”"), index + 1, list);
}

void
bf_json_reader_set_who (BfJsonReader *self,
                        const char   *who)
{
  g_return_if_fail (self != NULL);

  if (who == self->who)
    return;
  g_free (self->who);
  self->who = g_strdup (who);
}

void
bf_json_reader_clear (BfJsonReader *self)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->who, g_free);
}

gboolean
bf_json_error (BfJsonReader  *self,
               GError       **error,
               const char    *format,
               ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (self->who != NULL)
    {
      /* Translators: a player ("Player “Anna”" or "Andrew"), then what is
       * wrong in that player's part of the file */
      g_set_error (error, self->domain, self->code, _("%s: %s"), self->who, message);
    }
  else
    {
      g_set_error_literal (error, self->domain, self->code, message);
    }

  return FALSE;
}

gboolean
bf_json_missing (BfJsonReader  *self,
                 const char    *what,
                 GError       **error)
{
  return bf_json_error (self, error, _("%s is missing."), what);
}

gboolean
bf_json_propagate_prefixed (BfJsonReader  *self,
                            GError       **error,
                            GError        *local_error)
{
  if (self->who != NULL)
    g_propagate_prefixed_error (error, local_error, "%s: ", self->who);
  else
    g_propagate_error (error, local_error);

  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Node readers                                                        */

gboolean
bf_json_node_holds (JsonNode *node,
                    GType     value_type)
{
  return node != NULL &&
         JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == value_type;
}

gboolean
bf_json_node_get_int (BfJsonReader  *self,
                      JsonNode      *node,
                      const char    *what,
                      int            min,
                      int            max,
                      int           *out,
                      GError       **error)
{
  if (!bf_json_node_holds (node, G_TYPE_INT64) ||
      json_node_get_int (node) < min || json_node_get_int (node) > max)
    return bf_json_error (self, error, _("%s must be a whole number from %d to %d."),
                          what, min, max);

  *out = (int) json_node_get_int (node);
  return TRUE;
}

gboolean
bf_json_node_get_boolean (BfJsonReader  *self,
                          JsonNode      *node,
                          const char    *what,
                          gboolean      *out,
                          GError       **error)
{
  if (!bf_json_node_holds (node, G_TYPE_BOOLEAN))
    return bf_json_error (self, error, _("%s must be true or false."), what);

  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
bf_json_node_get_string (BfJsonReader  *self,
                         JsonNode      *node,
                         const char    *what,
                         const char   **out,
                         GError       **error)
{
  const char *value;

  if (!bf_json_node_holds (node, G_TYPE_STRING) ||
      (value = json_node_get_string (node)) == NULL)
    return bf_json_error (self, error, _("%s must be text in double quotes."), what);

  if (!g_utf8_validate (value, -1, NULL))
    return bf_json_error (self, error, _("%s is not valid UTF-8 text."), what);

  *out = value;
  return TRUE;
}

gboolean
bf_json_node_get_object (BfJsonReader  *self,
                         JsonNode      *node,
                         const char    *what,
                         JsonObject   **out,
                         GError       **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bf_json_error (self, error, _("%s must be an object in curly braces { }."), what);

  *out = json_node_get_object (node);
  return TRUE;
}

gboolean
bf_json_node_get_array (BfJsonReader  *self,
                        JsonNode      *node,
                        const char    *what,
                        JsonArray    **out,
                        GError       **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return bf_json_error (self, error, _("%s must be a list in square brackets [ ]."), what);

  *out = json_node_get_array (node);
  return TRUE;
}

gboolean
bf_json_node_get_double (BfJsonReader  *self,
                         JsonNode      *node,
                         const char    *what,
                         double         min,
                         double         max,
                         double        *out,
                         GError       **error)
{
  double value;

  if (!bf_json_node_holds (node, G_TYPE_DOUBLE) && !bf_json_node_holds (node, G_TYPE_INT64))
    return bf_json_error (self, error, "%s must be a number from %g to %g.", what, min, max);

  value = json_node_get_double (node);
  if (value < min || value > max)
    return bf_json_error (self, error, "%s must be a number from %g to %g.", what, min, max);

  *out = value;
  return TRUE;
}

gboolean
bf_json_check_length (BfJsonReader  *self,
                      JsonArray     *array,
                      const char    *what,
                      guint          min_length,
                      guint          max_length,
                      GError       **error)
{
  guint length = json_array_get_length (array);

  if (length >= min_length && length <= max_length)
    return TRUE;

  if (min_length == max_length)
    return bf_json_error (self, error,
                          min_length == 1 ? "%s must have %u entry, not %u."
                                          : "%s must have %u entries, not %u.",
                          what, min_length, length);

  return bf_json_error (self, error, "%s must have from %u to %u entries, not %u.",
                        what, min_length, max_length, length);
}

/* ------------------------------------------------------------------ */
/* Member readers                                                      */

/* The member @key of @object and its description @what, or NULL when it
 * is absent (or null, with BF_JSON_NULLABLE); FALSE with an error when it
 * is required. */
static gboolean
get_member (BfJsonReader  *self,
            JsonObject    *object,
            const char    *key,
            const char    *parent,
            BfJsonFlags    flags,
            JsonNode     **out,
            char         **what,
            GError       **error)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node != NULL && (flags & BF_JSON_NULLABLE) && JSON_NODE_HOLDS_NULL (node))
    node = NULL;

  *out = node;
  *what = bf_json_describe (key, parent);
  if (node == NULL && (flags & BF_JSON_REQUIRED))
    return bf_json_missing (self, *what, error);

  return TRUE;
}

gboolean
bf_json_read_int64 (BfJsonReader  *self,
                    JsonObject    *object,
                    const char    *key,
                    const char    *parent,
                    gint64         min,
                    gint64         max,
                    BfJsonFlags    flags,
                    gint64         default_value,
                    gint64        *out,
                    GError       **error)
{
  g_autofree char *what = NULL;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  JsonNode *node;

  if (!get_member (self, object, key, parent, flags, &node, &what, error))
    return FALSE;

  if (node == NULL)
    {
      *out = default_value;
      return TRUE;
    }

  if (bf_json_node_holds (node, G_TYPE_INT64) &&
      json_node_get_int (node) >= min && json_node_get_int (node) <= max)
    {
      *out = json_node_get_int (node);
      return TRUE;
    }

  if (min >= G_MININT && max <= G_MAXINT)
    return bf_json_error (self, error, _("%s must be a whole number from %d to %d."),
                          what, (int) min, (int) max);

  /* Bounds beyond an int (a seed) are printed apart, since a
   * G_GINT64_FORMAT inside a message cannot be translated; the message
   * names the member itself, so it has no @parent. */
  g_assert (parent == NULL);
  from = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  to = g_strdup_printf ("%" G_GINT64_FORMAT, max);
  /* Translators: a value in a game file, "“seed” must be a whole number from 0 to 4294967295." */
  return bf_json_error (self, error, _("“%s” must be a whole number from %s to %s."),
                        key, from, to);
}

gboolean
bf_json_read_int (BfJsonReader  *self,
                  JsonObject    *object,
                  const char    *key,
                  const char    *parent,
                  int            min,
                  int            max,
                  BfJsonFlags    flags,
                  int            default_value,
                  int           *out,
                  GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  if (!get_member (self, object, key, parent, flags, &node, &what, error))
    return FALSE;

  if (node == NULL)
    {
      *out = default_value;
      return TRUE;
    }

  return bf_json_node_get_int (self, node, what, min, max, out, error);
}

gboolean
bf_json_read_boolean (BfJsonReader  *self,
                      JsonObject    *object,
                      const char    *key,
                      const char    *parent,
                      BfJsonFlags    flags,
                      gboolean       default_value,
                      gboolean      *out,
                      GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  if (!get_member (self, object, key, parent, flags, &node, &what, error))
    return FALSE;

  if (node == NULL)
    {
      *out = default_value;
      return TRUE;
    }

  return bf_json_node_get_boolean (self, node, what, out, error);
}

gboolean
bf_json_read_string (BfJsonReader  *self,
                     JsonObject    *object,
                     const char    *key,
                     const char    *parent,
                     BfJsonFlags    flags,
                     const char   **out,
                     GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  *out = NULL;

  return get_member (self, object, key, parent, flags, &node, &what, error) &&
         (node == NULL || bf_json_node_get_string (self, node, what, out, error));
}

gboolean
bf_json_read_object (BfJsonReader  *self,
                     JsonObject    *object,
                     const char    *key,
                     const char    *parent,
                     BfJsonFlags    flags,
                     JsonObject   **out,
                     GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  *out = NULL;

  return get_member (self, object, key, parent, flags, &node, &what, error) &&
         (node == NULL || bf_json_node_get_object (self, node, what, out, error));
}

gboolean
bf_json_read_array (BfJsonReader  *self,
                    JsonObject    *object,
                    const char    *key,
                    const char    *parent,
                    BfJsonFlags    flags,
                    JsonArray    **out,
                    GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  *out = NULL;

  return get_member (self, object, key, parent, flags, &node, &what, error) &&
         (node == NULL || bf_json_node_get_array (self, node, what, out, error));
}

gboolean
bf_json_read_uint (BfJsonReader  *self,
                   JsonObject    *object,
                   const char    *key,
                   const char    *parent,
                   guint          min,
                   guint          max,
                   BfJsonFlags    flags,
                   guint          default_value,
                   guint         *out,
                   GError       **error)
{
  int value;

  g_return_val_if_fail (min <= max && max <= G_MAXINT, FALSE);

  if (!bf_json_read_int (self, object, key, parent, (int) min, (int) max, flags,
                         (int) MIN (default_value, G_MAXINT), &value, error))
    return FALSE;

  *out = (guint) value;
  return TRUE;
}

gboolean
bf_json_read_double (BfJsonReader  *self,
                     JsonObject    *object,
                     const char    *key,
                     const char    *parent,
                     double         min,
                     double         max,
                     BfJsonFlags    flags,
                     double         default_value,
                     double        *out,
                     GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  if (!get_member (self, object, key, parent, flags, &node, &what, error))
    return FALSE;

  if (node == NULL)
    {
      *out = default_value;
      return TRUE;
    }

  return bf_json_node_get_double (self, node, what, min, max, out, error);
}

gboolean
bf_json_read_list (BfJsonReader  *self,
                   JsonObject    *object,
                   const char    *key,
                   const char    *parent,
                   guint          min_length,
                   guint          max_length,
                   BfJsonFlags    flags,
                   JsonArray    **out,
                   GError       **error)
{
  g_autofree char *what = NULL;
  JsonNode *node;

  *out = NULL;

  return get_member (self, object, key, parent, flags, &node, &what, error) &&
         (node == NULL ||
          (bf_json_node_get_array (self, node, what, out, error) &&
           bf_json_check_length (self, *out, what, min_length, max_length, error)));
}

gboolean
bf_json_read_string_list (BfJsonReader   *self,
                          JsonObject     *object,
                          const char     *key,
                          const char     *parent,
                          guint           min_length,
                          guint           max_length,
                          BfJsonFlags     flags,
                          const char   ***out,
                          GError        **error)
{
  g_autofree const char **strings = NULL;
  JsonArray *array;
  guint length;

  *out = NULL;

  if (!bf_json_read_list (self, object, key, parent, min_length, max_length, flags,
                          &array, error))
    return FALSE;

  if (array == NULL)
    return TRUE;

  length = json_array_get_length (array);
  strings = g_new0 (const char *, length + 1);
  for (guint i = 0; i < length; i++)
    {
      g_autofree char *entry = bf_json_describe_entry (i, key);
      g_autofree char *what = NULL;

      if (parent != NULL)
        what = g_strdup_printf ("%s in %s", entry, parent);

      if (!bf_json_node_get_string (self, json_array_get_element (array, i),
                                    what != NULL ? what : entry, &strings[i], error))
        return FALSE;
    }

  *out = g_steal_pointer (&strings);
  return TRUE;
}

gboolean
bf_json_check_keys (BfJsonReader        *self,
                    JsonObject          *object,
                    const char * const  *allowed,
                    const char * const  *more,
                    const char          *parent,
                    GError             **error)
{
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;

  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &key, &node))
    {
      g_autofree char *shown = NULL;

      if ((allowed != NULL && g_strv_contains (allowed, key)) ||
          (more != NULL && g_strv_contains (more, key)))
        continue;

      if (g_str_equal (key, "comment"))
        {
          g_autofree char *what = bf_json_describe (key, parent);
          const char *unused;

          if (!bf_json_node_get_string (self, node, what, &unused, error))
            return FALSE;
          continue;
        }

      shown = bf_json_quote (key);
      if (parent == NULL)
        return bf_json_error (self, error, _("“%s” is not a known field."), shown);
      else
        return bf_json_error (self, error, _("“%s” is not a known field in %s."),
                              shown, parent);
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */


static void
append_string (GString    *out,
               const char *str)
{
  g_string_append_c (out, '"');

  for (const char *p = str; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\b':
          g_string_append (out, "\\b");
          break;
        case '\f':
          g_string_append (out, "\\f");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
          break;
        }
    }

  g_string_append_c (out, '"');
}

static void
append_scalar (GString  *out,
               JsonNode *node)
{
  if (JSON_NODE_HOLDS_NULL (node))
    {
      g_string_append (out, "null");
      return;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;

    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;

    case G_TYPE_DOUBLE:
      {
        char buffer[G_ASCII_DTOSTR_BUF_SIZE];

        g_string_append (out, g_ascii_dtostr (buffer, sizeof buffer, json_node_get_double (node)));
      }
      break;

    case G_TYPE_STRING:
      append_string (out, json_node_get_string (node));
      break;

    default:
      g_assert_not_reached ();
    }
}

static gboolean
is_scalar (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node);
}

/* Whether @node is an object or array holding only scalars. */
static gboolean
is_flat (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *child;

      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &key, &child))
        {
          if (!is_scalar (child))
            return FALSE;
        }
      return TRUE;
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      for (guint i = 0; i < n; i++)
        {
          if (!is_scalar (json_array_get_element (array, i)))
            return FALSE;
        }
      return TRUE;
    }

  return FALSE;
}

/* A flat container on one line: {"a": 1, "b": 2} or [1, 2]. */
static void
append_inline (GString  *out,
               JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *child;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &key, &child))
        {
          if (!first)
            g_string_append (out, ", ");
          first = FALSE;
          append_string (out, key);
          g_string_append (out, ": ");
          append_scalar (out, child);
        }
      g_string_append_c (out, '}');
    }
  else
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          append_scalar (out, json_array_get_element (array, i));
        }
      g_string_append_c (out, ']');
    }
}

static void
append_indent (GString *out,
               guint    indent)
{
  for (guint i = 0; i < indent; i++)
    g_string_append (out, "  ");
}

/* Appends @node at nesting level @indent; the current line started at
 * @line_start in @out. */
static void
append_node (GString  *out,
             JsonNode *node,
             guint     indent,
             gsize     line_start)
{
  if (is_scalar (node))
    {
      append_scalar (out, node);
      return;
    }

  if (is_flat (node))
    {
      gsize start = out->len;

      append_inline (out, node);
      /* One more for the comma that may follow. */
      if (out->len - line_start + 1 <= MAX_LINE)
        return;
      g_string_truncate (out, start);
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *child;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &key, &child))
        {
          gsize child_line;

          g_string_append (out, first ? "\n" : ",\n");
          first = FALSE;
          child_line = out->len;
          append_indent (out, indent + 1);
          append_string (out, key);
          g_string_append (out, ": ");
          append_node (out, child, indent + 1, child_line);
        }
      if (!first)
        {
          g_string_append_c (out, '\n');
          append_indent (out, indent);
        }
      g_string_append_c (out, '}');
    }
  else
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          gsize child_line;

          g_string_append (out, i == 0 ? "\n" : ",\n");
          child_line = out->len;
          append_indent (out, indent + 1);
          append_node (out, json_array_get_element (array, i), indent + 1, child_line);
        }
      if (n > 0)
        {
          g_string_append_c (out, '\n');
          append_indent (out, indent);
        }
      g_string_append_c (out, ']');
    }
}

char *
bf_json_to_data (JsonNode    *root,
                 BfJsonStyle  style,
                 gsize       *length)
{
  g_autoptr(JsonGenerator) generator = NULL;
  GString *out;

  g_return_val_if_fail (root != NULL, NULL);

  if (style != BF_JSON_STYLE_SHORT_LINES)
    {
      generator = json_generator_new ();
      json_generator_set_root (generator, root);
      json_generator_set_pretty (generator, style == BF_JSON_STYLE_INDENTED);

      return json_generator_to_data (generator, length);
    }

  out = g_string_new (NULL);
  append_node (out, root, 0, 0);
  g_string_append_c (out, '\n');

  if (length != NULL)
    *length = out->len;

  return g_string_free (out, FALSE);
}

void
bf_json_builder_add_int (JsonBuilder *builder,
                         const char  *name,
                         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
bf_json_builder_add_bool (JsonBuilder *builder,
                          const char  *name,
                          gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
bf_json_builder_add_text (JsonBuilder *builder,
                          const char  *name,
                          const char  *text)
{
  json_builder_set_member_name (builder, name);
  if (text != NULL)
    json_builder_add_string_value (builder, text);
  else
    json_builder_add_null_value (builder);
}
