/* bf-i18n.c
 *
 * Message catalogues read from their .mo files, and the language a
 * thread speaks (bf-i18n.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-i18n"

#include "config.h"

#include <libintl.h>
#include <string.h>

#include "bf-file.h"
#include "bf-i18n.h"

/* A catalogue is a few hundred KiB; a file of more is not one. */
#define MAX_CATALOGUE (16 * 1024 * 1024)
/* A Plural-Forms expression is a line of C; one of more is not one. */
#define MAX_PLURAL_EXPRESSION 256

struct _BfCatalogue
{
  char       *lang;
  /* msgid (with a context: "context\004msgid", as gettext keys it) →
   * msgstr, whose plural forms follow each other NUL-separated; the
   * value's first byte is preceded by nothing, its end by two NULs. */
  GHashTable *messages;
  /* "n != 1", from the header's Plural-Forms, or NULL (English's) */
  char       *plural;
  guint       n_plurals;
};

/* ------------------------------------------------------------------ */
/* Plural forms                                                        */

/* The C subset a Plural-Forms expression is written in, evaluated for
 * one n by recursive descent: ?:, ||, &&, == !=, < > <= >=, + -, * / %,
 * !, parentheses, n and decimal numbers. */
typedef struct
{
  const char *p;
  gulong      n;
  gboolean    failed;
  guint       depth;
} Plural;

static gulong plural_ternary (Plural *e);

static void
plural_skip (Plural *e)
{
  while (*e->p == ' ' || *e->p == '\t')
    e->p++;
}

static gboolean
plural_accept (Plural     *e,
               const char *token)
{
  gsize length = strlen (token);

  plural_skip (e);
  if (strncmp (e->p, token, length) != 0)
    return FALSE;
  /* "<" is not the start of "<=", nor "!" of "!=", nor "=" alone. */
  if (length == 1 && strchr ("<>!", token[0]) != NULL && e->p[1] == '=')
    return FALSE;
  e->p += length;
  return TRUE;
}

static gulong
plural_primary (Plural *e)
{
  gulong value = 0;

  plural_skip (e);
  if (*e->p == 'n')
    {
      e->p++;
      return e->n;
    }
  if (g_ascii_isdigit (*e->p))
    {
      while (g_ascii_isdigit (*e->p))
        {
          if (value > G_MAXULONG / 10 - 10)
            e->failed = TRUE;
          value = value * 10 + (gulong) (*e->p++ - '0');
        }
      return value;
    }
  if (plural_accept (e, "("))
    {
      value = plural_ternary (e);
      if (!plural_accept (e, ")"))
        e->failed = TRUE;
      return value;
    }
  e->failed = TRUE;
  return 0;
}

static gulong
plural_unary (Plural *e)
{
  if (plural_accept (e, "!"))
    return !plural_unary (e);
  return plural_primary (e);
}

static gulong
plural_product (Plural *e)
{
  gulong value = plural_unary (e);

  while (!e->failed)
    {
      gboolean times = plural_accept (e, "*");
      gboolean divide = !times && plural_accept (e, "/");
      gulong right;

      if (!times && !divide && !plural_accept (e, "%"))
        break;
      right = plural_unary (e);
      if (times)
        value *= right;
      else if (right == 0)
        e->failed = TRUE;
      else
        value = divide ? value / right : value % right;
    }
  return value;
}

static gulong
plural_sum (Plural *e)
{
  gulong value = plural_product (e);

  while (!e->failed)
    {
      if (plural_accept (e, "+"))
        value += plural_product (e);
      else if (plural_accept (e, "-"))
        value -= plural_product (e);
      else
        break;
    }
  return value;
}

static gulong
plural_relation (Plural *e)
{
  gulong value = plural_sum (e);

  while (!e->failed)
    {
      if (plural_accept (e, "<="))
        value = value <= plural_sum (e);
      else if (plural_accept (e, ">="))
        value = value >= plural_sum (e);
      else if (plural_accept (e, "<"))
        value = value < plural_sum (e);
      else if (plural_accept (e, ">"))
        value = value > plural_sum (e);
      else
        break;
    }
  return value;
}

static gulong
plural_equality (Plural *e)
{
  gulong value = plural_relation (e);

  while (!e->failed)
    {
      if (plural_accept (e, "=="))
        value = value == plural_relation (e);
      else if (plural_accept (e, "!="))
        value = value != plural_relation (e);
      else
        break;
    }
  return value;
}

static gulong
plural_and (Plural *e)
{
  gulong value = plural_equality (e);

  while (!e->failed && plural_accept (e, "&&"))
    {
      gulong right = plural_equality (e);

      value = value && right;
    }
  return value;
}

static gulong
plural_or (Plural *e)
{
  gulong value = plural_and (e);

  while (!e->failed && plural_accept (e, "||"))
    {
      gulong right = plural_and (e);

      value = value || right;
    }
  return value;
}

static gulong
plural_ternary (Plural *e)
{
  gulong condition;
  gulong yes, no;

  if (++e->depth > 32)
    {
      e->failed = TRUE;
      return 0;
    }
  condition = plural_or (e);
  if (!e->failed && plural_accept (e, "?"))
    {
      yes = plural_ternary (e);
      if (!plural_accept (e, ":"))
        e->failed = TRUE;
      no = plural_ternary (e);
      condition = condition ? yes : no;
    }
  e->depth--;
  return condition;
}

/* The index of @n's form by @expression, or -1 when it cannot be read. */
static long
plural_index (const char *expression,
              gulong      n)
{
  Plural e = { expression, n, FALSE, 0 };
  gulong value = plural_ternary (&e);

  plural_skip (&e);
  if (e.failed || *e.p != '\0' || value > G_MAXINT)
    return -1;
  return (long) value;
}

/* The "plural=" expression and "nplurals=" count of a catalogue's header
 * ("Plural-Forms: nplurals=2; plural=(n > 1);"); FALSE if it has none
 * that can be read. */
static gboolean
read_plural_forms (const char *header,
                   char      **expression,
                   guint      *n_plurals)
{
  const char *line = header != NULL ? strstr (header, "Plural-Forms:") : NULL;
  const char *count;
  const char *start;
  const char *end;
  guint64 n;

  if (line == NULL)
    return FALSE;
  count = strstr (line, "nplurals=");
  start = strstr (line, "plural=");
  if (count == NULL || start == NULL)
    return FALSE;
  n = g_ascii_strtoull (count + strlen ("nplurals="), NULL, 10);
  start += strlen ("plural=");
  end = start + strcspn (start, ";\n");
  if (n < 1 || n > 6 || end == start || end - start > MAX_PLURAL_EXPRESSION)
    return FALSE;
  *expression = g_strndup (start, (gsize) (end - start));
  if (plural_index (*expression, 1) < 0)
    {
      g_clear_pointer (expression, g_free);
      return FALSE;
    }
  *n_plurals = (guint) n;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Reading a .mo file                                                  */

/* A 32-bit number of a catalogue at @offset (a multiple of 4, but the
 * data's own alignment is the allocator's: read it bytewise). */
static guint32
read32 (const char *data,
        gsize       offset,
        gboolean    swap)
{
  guint32 value;

  memcpy (&value, data + offset, sizeof value);

  return swap ? GUINT32_SWAP_LE_BE (value) : value;
}

/* Fills @self from the GNU .mo file at @path; a missing or damaged one
 * leaves it empty. */
static void
load_messages (BfCatalogue *self,
               const char  *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  guint32 magic, n, originals, translations;
  gboolean swap;

  data = _bf_file_read (path, MAX_CATALOGUE, &length, NULL);
  if (data == NULL || length < 20)
    return;

#define READ32(offset) read32 (data, (offset), swap)
  memcpy (&magic, data, 4);
  if (magic != 0x950412de && magic != 0xde120495)
    return;
  swap = magic == 0xde120495;
  n = READ32 (8);
  originals = READ32 (12);
  translations = READ32 (16);
  if (originals % 4 != 0 || translations % 4 != 0 ||
      (guint64) originals + (guint64) n * 8 > length ||
      (guint64) translations + (guint64) n * 8 > length)
    return;

  for (guint32 i = 0; i < n; i++)
    {
      guint32 id_length = READ32 (originals + i * 8);
      guint32 id_offset = READ32 (originals + i * 8 + 4);
      guint32 str_length = READ32 (translations + i * 8);
      guint32 str_offset = READ32 (translations + i * 8 + 4);
      char *message;

      /* Each string is followed by a NUL in the file; the header's
       * msgid is the empty one. */
      if ((guint64) id_offset + id_length >= length || (guint64) str_offset + str_length >= length ||
          str_length == 0 || data[id_offset + id_length] != '\0' || data[str_offset + str_length] != '\0')
        continue;
      /* The forms with their NULs, and one more NUL after the last. */
      message = g_malloc (str_length + 2);
      memcpy (message, data + str_offset, str_length + 1);
      message[str_length + 1] = '\0';
      g_hash_table_replace (self->messages, g_strdup (data + id_offset), message);
    }
#undef READ32

  if (!read_plural_forms (g_hash_table_lookup (self->messages, ""), &self->plural, &self->n_plurals))
    self->n_plurals = 2;
}

static gboolean
is_language_code (const char *lang)
{
  gsize letters = 0;

  while (g_ascii_islower (lang[letters]))
    letters++;
  if (letters < 2 || letters > 3)
    return FALSE;
  if (lang[letters] == '\0')
    return TRUE;
  return lang[letters] == '_' && g_ascii_isupper (lang[letters + 1]) &&
         g_ascii_isupper (lang[letters + 2]) && lang[letters + 3] == '\0';
}

static BfCatalogue *
catalogue_new (const char *lang)
{
  BfCatalogue *self = g_new0 (BfCatalogue, 1);
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);

  self->lang = g_strdup (lang);
  self->messages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->n_plurals = 2;
  /* English is the msgids: its catalogue is empty. */
  if (!g_str_equal (lang, "en") && dir != NULL)
    {
      g_autofree char *path = g_build_filename (dir, lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

      load_messages (self, path);
    }
  return self;
}

G_LOCK_DEFINE_STATIC (catalogues);

BfCatalogue *
bf_catalogue_get (const char *lang)
{
  static GHashTable *catalogues = NULL;
  BfCatalogue *found;

  if (lang == NULL || !is_language_code (lang))
    return NULL;

  G_LOCK (catalogues);
  if (catalogues == NULL)
    catalogues = g_hash_table_new (g_str_hash, g_str_equal);
  found = g_hash_table_lookup (catalogues, lang);
  if (found == NULL)
    {
      /* Kept for the program's life: a handful, and texts of them are
       * handed out without copies. */
      found = catalogue_new (lang);
      g_hash_table_insert (catalogues, found->lang, found);
    }
  G_UNLOCK (catalogues);

  return found;
}

const char *
bf_catalogue_get_language (BfCatalogue *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->lang;
}

const char *
bf_catalogue_gettext (BfCatalogue *self,
                      const char  *context,
                      const char  *msgid)
{
  g_autofree char *key = NULL;
  const char *found;

  g_return_val_if_fail (self != NULL, msgid);
  g_return_val_if_fail (msgid != NULL, NULL);

  if (*msgid == '\0')
    return msgid;
  if (context != NULL)
    key = g_strconcat (context, "\004", msgid, NULL);
  found = g_hash_table_lookup (self->messages, key != NULL ? key : msgid);
  return found != NULL ? found : msgid;
}

const char *
bf_catalogue_ngettext (BfCatalogue *self,
                       const char  *msgid,
                       const char  *msgid_plural,
                       gulong       n)
{
  const char *found;
  long index;

  g_return_val_if_fail (self != NULL, msgid);
  g_return_val_if_fail (msgid != NULL && msgid_plural != NULL, NULL);

  found = g_hash_table_lookup (self->messages, msgid);
  index = self->plural != NULL ? plural_index (self->plural, n) : (long) (n != 1);
  if (found == NULL || index < 0 || index >= (long) self->n_plurals)
    return n == 1 ? msgid : msgid_plural;

  /* The index-th NUL-separated form; a catalogue short of forms falls
   * back to English's. */
  for (long i = 0; i < index; i++)
    {
      found += strlen (found) + 1;
      if (*found == '\0')
        return n == 1 ? msgid : msgid_plural;
    }
  return found;
}

/* ------------------------------------------------------------------ */
/* The thread's language                                               */

static GPrivate speaking = G_PRIVATE_INIT (NULL);

BfCatalogue *
bf_i18n_speak (BfCatalogue *catalogue)
{
  BfCatalogue *previous = g_private_get (&speaking);

  g_private_set (&speaking, catalogue);
  return previous;
}

BfCatalogue *
bf_i18n_get_speaking (void)
{
  return g_private_get (&speaking);
}

const char *
bf_gettext (const char *msgid)
{
  BfCatalogue *catalogue = g_private_get (&speaking);

  if (catalogue == NULL)
    return g_dgettext (GETTEXT_PACKAGE, msgid);
  return bf_catalogue_gettext (catalogue, NULL, msgid);
}

const char *
bf_pgettext (const char *msgctxtid,
             gsize       msgidoffset)
{
  BfCatalogue *catalogue = g_private_get (&speaking);
  const char *found;

  if (catalogue == NULL)
    return g_dpgettext (GETTEXT_PACKAGE, msgctxtid, msgidoffset);
  /* The catalogue keys the whole "context\004msgid". */
  found = bf_catalogue_gettext (catalogue, NULL, msgctxtid);
  return found == msgctxtid ? msgctxtid + msgidoffset : found;
}

const char *
bf_pgettext2 (const char *context,
              const char *msgid)
{
  BfCatalogue *catalogue = g_private_get (&speaking);

  if (catalogue == NULL)
    return g_dpgettext2 (GETTEXT_PACKAGE, context, msgid);
  return bf_catalogue_gettext (catalogue, context, msgid);
}

const char *
bf_ngettext (const char *msgid,
             const char *msgid_plural,
             gulong      n)
{
  BfCatalogue *catalogue = g_private_get (&speaking);

  if (catalogue == NULL)
    return g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, n);
  return bf_catalogue_ngettext (catalogue, msgid, msgid_plural, n);
}
