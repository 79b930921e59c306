/* bf-json.h
 *
 * The core's one JSON layer, which every game's file formats use:
 *
 *  - safe reading: every Benefactor JSON file is read with
 *    bf_json_read_file() (through bf-file's bounded reader, which reads
 *    only regular files: bf-file.h) and parsed with
 *    bf_json_parse(), which refuse what json-glib would
 *    not refuse or not survive (size, UTF-8, nesting depth, integers too
 *    long, a field given twice). Their errors are BF_DOCUMENT_ERROR;
 *  - typed readers of nodes and members that check a node's type (and
 *    range) before reading it, and word their errors one way, the game
 *    file's: "Player “Anna”: “space” in entry 2 of “projects” must be a
 *    whole number from 1 to 3." A BfJsonReader gives the error domain
 *    and code of the file format and the prefix ("Player “Anna”");
 *  - the one writer, bf_json_to_data(), in the layout each format keeps.
 *
 * The messages only the rule data needs (a number that need not be whole,
 * a list's length, a text in a list inside a part) are not translated
 * yet: the rule data's messages are for developers (src/carnegie/bf-carnegie-rules*.c).
 * Mark them with _() and update po/ when a user's file needs them.
 *
 * Fields are described for messages with bf_json_describe() (“money”,
 * “space” in entry 2 of “projects”); @parent arguments are such
 * descriptions, NULL for the object the reader is about.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Safe reading (errors in BF_DOCUMENT_ERROR) */

char       *bf_json_read_file         (GFile         *file,
                                       gsize         *length,
                                       GCancellable  *cancellable,
                                       GError       **error);
JsonNode   *bf_json_parse             (const char    *data,
                                       gssize         length,
                                       GError       **error);
/* bf_json_parse() of up to @max_size bytes instead of a game file's
 * BF_DOCUMENT_MAX_SIZE (a line of the undo journal holds a whole game
 * file as text). */
JsonNode   *bf_json_parse_full        (const char    *data,
                                       gssize         length,
                                       gsize          max_size,
                                       GError       **error);

/* Messages */

/* Makes @error's message one line of valid UTF-8, whatever text of a
 * file it quotes: line breaks and other control characters become JSON
 * escapes ("\n"). Loaders that quote a file's text without
 * bf_json_quote() are made safe this way (bf_document_load_data()). */
void        bf_json_error_to_one_line (GError        *error);
/* Text from a file, shortened (and made safe: one line) for an error
 * message. */
char       *bf_json_quote             (const char    *text);
/* "“money”" or "“space” in entry 2 of “projects”" */
char       *bf_json_describe          (const char    *key,
                                       const char    *parent);
/* "entry 2 of “projects”" for @index 1 */
char       *bf_json_describe_entry    (guint          index,
                                       const char    *list);

typedef struct
{
  GQuark  domain;  /* of every error the reader sets */
  int     code;
  char   *who;     /* owned, or NULL: in front of every message, "Player “Anna”: …" */
} BfJsonReader;

#define BF_JSON_READER_INIT(domain, code) { (domain), (code), NULL }

void        bf_json_reader_set_who    (BfJsonReader  *self,
                                       const char    *who);
void        bf_json_reader_clear      (BfJsonReader  *self);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BfJsonReader, bf_json_reader_clear)

/* Sets an error of the reader's domain and code, prefixed with its
 * "who", and returns FALSE. */
gboolean    bf_json_error             (BfJsonReader  *self,
                                       GError       **error,
                                       const char    *format,
                                       ...) G_GNUC_PRINTF (3, 4);
/* "@what is missing." */
gboolean    bf_json_missing           (BfJsonReader  *self,
                                       const char    *what,
                                       GError       **error);
/* Passes on @local_error with the reader's "who" in front. */
gboolean    bf_json_propagate_prefixed (BfJsonReader *self,
                                        GError      **error,
                                        GError       *local_error);

/* Node readers: @what describes @node (which may be NULL) for messages. */

gboolean    bf_json_node_holds        (JsonNode      *node,
                                       GType          value_type);
gboolean    bf_json_node_get_int      (BfJsonReader  *self,
                                       JsonNode      *node,
                                       const char    *what,
                                       int            min,
                                       int            max,
                                       int           *out,
                                       GError       **error);
gboolean    bf_json_node_get_boolean  (BfJsonReader  *self,
                                       JsonNode      *node,
                                       const char    *what,
                                       gboolean      *out,
                                       GError       **error);
gboolean    bf_json_node_get_string   (BfJsonReader  *self,
                                       JsonNode      *node,
                                       const char    *what,
                                       const char   **out,
                                       GError       **error);
gboolean    bf_json_node_get_object   (BfJsonReader  *self,
                                       JsonNode      *node,
                                       const char    *what,
                                       JsonObject   **out,
                                       GError       **error);
gboolean    bf_json_node_get_array    (BfJsonReader  *self,
                                       JsonNode      *node,
                                       const char    *what,
                                       JsonArray    **out,
                                       GError       **error);

/* A number (whole or not) from @min to @max. */
gboolean    bf_json_node_get_double   (BfJsonReader  *self,
                                       JsonNode      *node,
                                       const char    *what,
                                       double         min,
                                       double         max,
                                       double        *out,
                                       GError       **error);
/* Checks that @array (described by @what) has from @min_length to
 * @max_length entries. */
gboolean    bf_json_check_length      (BfJsonReader  *self,
                                       JsonArray     *array,
                                       const char    *what,
                                       guint          min_length,
                                       guint          max_length,
                                       GError       **error);

/* Member readers. An absent member gives the default (NULL for strings,
 * objects and lists) or, with BF_JSON_REQUIRED, "… is missing."; with
 * BF_JSON_NULLABLE a null member reads as an absent one. */
typedef enum /*< skip >*/
{
  BF_JSON_OPTIONAL = 0,
  BF_JSON_REQUIRED = 1 << 0,
  BF_JSON_NULLABLE = 1 << 1,
} BfJsonFlags;

/* Bounds beyond an int (a seed) only for a member of the object the
 * reader is about (@parent NULL). */
gboolean    bf_json_read_int64        (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       gint64         min,
                                       gint64         max,
                                       BfJsonFlags    flags,
                                       gint64         default_value,
                                       gint64        *out,
                                       GError       **error);
gboolean    bf_json_read_int          (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       int            min,
                                       int            max,
                                       BfJsonFlags    flags,
                                       int            default_value,
                                       int           *out,
                                       GError       **error);
gboolean    bf_json_read_boolean      (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       BfJsonFlags    flags,
                                       gboolean       default_value,
                                       gboolean      *out,
                                       GError       **error);
gboolean    bf_json_read_string       (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       BfJsonFlags    flags,
                                       const char   **out,
                                       GError       **error);
gboolean    bf_json_read_object       (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       BfJsonFlags    flags,
                                       JsonObject   **out,
                                       GError       **error);
gboolean    bf_json_read_array        (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       BfJsonFlags    flags,
                                       JsonArray    **out,
                                       GError       **error);
/* bf_json_read_int() for a count: @max at most G_MAXINT. */
gboolean    bf_json_read_uint         (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       guint          min,
                                       guint          max,
                                       BfJsonFlags    flags,
                                       guint          default_value,
                                       guint         *out,
                                       GError       **error);
/* A number, whole or not (a position on the map). */
gboolean    bf_json_read_double       (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       double         min,
                                       double         max,
                                       BfJsonFlags    flags,
                                       double         default_value,
                                       double        *out,
                                       GError       **error);
/* bf_json_read_array() of from @min_length to @max_length entries. */
gboolean    bf_json_read_list         (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       guint          min_length,
                                       guint          max_length,
                                       BfJsonFlags    flags,
                                       JsonArray    **out,
                                       GError       **error);
/* A list of from @min_length to @max_length texts: @out is set to a new
 * NULL-terminated array (free it with g_free()) of the texts, which
 * @object owns; NULL when the member is absent. */
gboolean    bf_json_read_string_list  (BfJsonReader  *self,
                                       JsonObject    *object,
                                       const char    *key,
                                       const char    *parent,
                                       guint          min_length,
                                       guint          max_length,
                                       BfJsonFlags    flags,
                                       const char  ***out,
                                       GError       **error);
/* Refuses members of @object in neither @allowed nor @more (both
 * NULL-terminated, may be NULL); "comment" is allowed in every object
 * and must be text. */
gboolean    bf_json_check_keys        (BfJsonReader        *self,
                                       JsonObject          *object,
                                       const char * const  *allowed,
                                       const char * const  *more,
                                       const char          *parent,
                                       GError             **error);

/* Writing */

typedef enum /*< skip >*/
{
  /* One line with no spaces, as JsonGenerator writes it: solo files. */
  BF_JSON_STYLE_COMPACT,
  /* JsonGenerator's pretty printing (two spaces, "key" : value):
   * Livingstone files and --score --json. */
  BF_JSON_STYLE_INDENTED,
  /* Game files: like INDENTED but "key": value, and a list or object
   * holding only numbers, text, booleans and nulls on one line when that
   * line stays within 100 bytes (a project, a donation is one line). */
  BF_JSON_STYLE_SHORT_LINES,
} BfJsonStyle;

/* A member of the object @builder is building: @name with a whole
 * number, a boolean, or a text (NULL: null). */
void        bf_json_builder_add_int   (JsonBuilder   *builder,
                                       const char    *name,
                                       gint64         value);
void        bf_json_builder_add_bool  (JsonBuilder   *builder,
                                       const char    *name,
                                       gboolean       value);
void        bf_json_builder_add_text  (JsonBuilder   *builder,
                                       const char    *name,
                                       const char    *text);

/* The text of @root in @style: with BF_JSON_STYLE_SHORT_LINES it ends
 * with a newline, in the other styles (JsonGenerator's) without. */
char       *bf_json_to_data           (JsonNode      *root,
                                       BfJsonStyle    style,
                                       gsize         *length);

G_END_DECLS
