/* test-json.c
 *
 * The core's JSON layer (src/core/bf-json.c): the safe parser, each typed
 * reader with the values it takes and refuses and the message it gives,
 * the unknown-field check and the writer's layouts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bf-game-file.h"
#include "bf-json.h"

#define TEST_ERROR (g_quark_from_static_string ("test-json-error"))
#define TEST_CODE 7

/* The object of @text, kept alive until the next call. */
static JsonObject *
object (const char *text)
{
  static JsonNode *node = NULL;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&node, json_node_unref);
  node = bf_json_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));

  return json_node_get_object (node);
}

/* Checks that @ok failed with the reader's domain and code and @message. */
static void
assert_refused (gboolean    ok,
                GError    **error,
                const char *message)
{
  g_assert_false (ok);
  g_assert_error (*error, TEST_ERROR, TEST_CODE);
  g_assert_cmpstr ((*error)->message, ==, message);
  g_clear_error (error);
}

static void
test_json_int (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"a\": 3, \"b\": 10, \"c\": \"3\", \"d\": 1.5, \"e\": null, \"f\": -1}");
  int value = 0;

  g_assert_true (bf_json_read_int (&json, o, "a", NULL, 0, 9, BF_JSON_REQUIRED, 0, &value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, ==, 3);
  g_assert_true (bf_json_read_int (&json, o, "f", NULL, -1, 9, BF_JSON_REQUIRED, 0, &value, &error));
  g_assert_cmpint (value, ==, -1);

  /* Absent: the default, or missing. */
  g_assert_true (bf_json_read_int (&json, o, "x", NULL, 0, 9, BF_JSON_OPTIONAL, 5, &value, &error));
  g_assert_cmpint (value, ==, 5);
  assert_refused (bf_json_read_int (&json, o, "x", NULL, 0, 9, BF_JSON_REQUIRED, 5, &value, &error),
                  &error, "“x” is missing.");

  /* Null: absent only when nullable. */
  g_assert_true (bf_json_read_int (&json, o, "e", NULL, 0, 9, BF_JSON_NULLABLE, 4, &value, &error));
  g_assert_cmpint (value, ==, 4);
  assert_refused (bf_json_read_int (&json, o, "e", NULL, 0, 9, BF_JSON_OPTIONAL, 4, &value, &error),
                  &error, "“e” must be a whole number from 0 to 9.");
  assert_refused (bf_json_read_int (&json, o, "e", NULL, 0, 9, BF_JSON_REQUIRED | BF_JSON_NULLABLE, 4,
                                    &value, &error),
                  &error, "“e” is missing.");

  /* Out of range, text, a fraction. */
  assert_refused (bf_json_read_int (&json, o, "b", NULL, 0, 9, BF_JSON_OPTIONAL, 0, &value, &error),
                  &error, "“b” must be a whole number from 0 to 9.");
  assert_refused (bf_json_read_int (&json, o, "f", NULL, 0, 9, BF_JSON_OPTIONAL, 0, &value, &error),
                  &error, "“f” must be a whole number from 0 to 9.");
  assert_refused (bf_json_read_int (&json, o, "c", NULL, 0, 9, BF_JSON_OPTIONAL, 0, &value, &error),
                  &error, "“c” must be a whole number from 0 to 9.");
  assert_refused (bf_json_read_int (&json, o, "d", "entry 2 of “list”", 0, 9, BF_JSON_OPTIONAL, 0,
                                    &value, &error),
                  &error, "“d” in entry 2 of “list” must be a whole number from 0 to 9.");

  /* The node reader. */
  assert_refused (bf_json_node_get_int (&json, NULL, "“n”", 1, 2, &value, &error),
                  &error, "“n” must be a whole number from 1 to 2.");
}

static void
test_json_int64 (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"seed\": 4294967295, \"big\": 4294967296, \"small\": 12}");
  gint64 value = 0;

  g_assert_true (bf_json_read_int64 (&json, o, "seed", NULL, 0, G_MAXUINT32, BF_JSON_REQUIRED, 0,
                                     &value, &error));
  g_assert_cmpint (value, ==, G_MAXUINT32);
  assert_refused (bf_json_read_int64 (&json, o, "big", NULL, 0, G_MAXUINT32, BF_JSON_REQUIRED, 0,
                                      &value, &error),
                  &error, "“big” must be a whole number from 0 to 4294967295.");
  /* Bounds within an int: the int reader's message. */
  assert_refused (bf_json_read_int64 (&json, o, "small", "“x”", 0, 9, BF_JSON_REQUIRED, 0,
                                      &value, &error),
                  &error, "“small” in “x” must be a whole number from 0 to 9.");
  g_assert_true (bf_json_read_int64 (&json, o, "none", NULL, 0, 9, BF_JSON_OPTIONAL, 7, &value, &error));
  g_assert_cmpint (value, ==, 7);
}

static void
test_json_boolean (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"t\": true, \"f\": false, \"n\": null, \"one\": 1, \"s\": \"true\"}");
  gboolean value = FALSE;

  g_assert_true (bf_json_read_boolean (&json, o, "t", NULL, BF_JSON_OPTIONAL, FALSE, &value, &error));
  g_assert_true (value);
  g_assert_true (bf_json_read_boolean (&json, o, "f", NULL, BF_JSON_OPTIONAL, TRUE, &value, &error));
  g_assert_false (value);
  g_assert_true (bf_json_read_boolean (&json, o, "x", NULL, BF_JSON_OPTIONAL, TRUE, &value, &error));
  g_assert_true (value);
  g_assert_true (bf_json_read_boolean (&json, o, "n", NULL, BF_JSON_NULLABLE, FALSE, &value, &error));
  g_assert_false (value);
  g_assert_no_error (error);

  assert_refused (bf_json_read_boolean (&json, o, "n", NULL, BF_JSON_OPTIONAL, FALSE, &value, &error),
                  &error, "“n” must be true or false.");
  assert_refused (bf_json_read_boolean (&json, o, "one", NULL, BF_JSON_OPTIONAL, FALSE, &value, &error),
                  &error, "“one” must be true or false.");
  assert_refused (bf_json_read_boolean (&json, o, "s", NULL, BF_JSON_OPTIONAL, FALSE, &value, &error),
                  &error, "“s” must be true or false.");
  assert_refused (bf_json_read_boolean (&json, o, "x", NULL, BF_JSON_REQUIRED, FALSE, &value, &error),
                  &error, "“x” is missing.");
}

static void
test_json_string (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"s\": \"Anna\", \"e\": \"\", \"n\": null, \"i\": 5, \"l\": [\"a\"]}");
  const char *value = NULL;

  g_assert_true (bf_json_read_string (&json, o, "s", NULL, BF_JSON_REQUIRED, &value, &error));
  g_assert_cmpstr (value, ==, "Anna");
  g_assert_true (bf_json_read_string (&json, o, "e", NULL, BF_JSON_REQUIRED, &value, &error));
  g_assert_cmpstr (value, ==, "");
  g_assert_true (bf_json_read_string (&json, o, "x", NULL, BF_JSON_OPTIONAL, &value, &error));
  g_assert_null (value);
  g_assert_true (bf_json_read_string (&json, o, "n", NULL, BF_JSON_NULLABLE, &value, &error));
  g_assert_null (value);
  g_assert_no_error (error);

  assert_refused (bf_json_read_string (&json, o, "n", NULL, BF_JSON_OPTIONAL, &value, &error),
                  &error, "“n” must be text in double quotes.");
  assert_refused (bf_json_read_string (&json, o, "i", NULL, BF_JSON_OPTIONAL, &value, &error),
                  &error, "“i” must be text in double quotes.");
  assert_refused (bf_json_read_string (&json, o, "l", NULL, BF_JSON_OPTIONAL, &value, &error),
                  &error, "“l” must be text in double quotes.");
  assert_refused (bf_json_read_string (&json, o, "x", NULL, BF_JSON_REQUIRED, &value, &error),
                  &error, "“x” is missing.");
}

static void
test_json_object_array (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"o\": {\"a\": 1}, \"l\": [1, 2], \"n\": null, \"s\": \"x\"}");
  JsonObject *member = NULL;
  JsonArray *array = NULL;

  g_assert_true (bf_json_read_object (&json, o, "o", NULL, BF_JSON_REQUIRED, &member, &error));
  g_assert_true (json_object_has_member (member, "a"));
  g_assert_true (bf_json_read_object (&json, o, "x", NULL, BF_JSON_OPTIONAL, &member, &error));
  g_assert_null (member);
  g_assert_true (bf_json_read_object (&json, o, "n", NULL, BF_JSON_NULLABLE, &member, &error));
  g_assert_null (member);
  g_assert_true (bf_json_read_array (&json, o, "l", NULL, BF_JSON_REQUIRED, &array, &error));
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_true (bf_json_read_array (&json, o, "x", NULL, BF_JSON_OPTIONAL, &array, &error));
  g_assert_null (array);
  g_assert_no_error (error);

  assert_refused (bf_json_read_object (&json, o, "l", NULL, BF_JSON_OPTIONAL, &member, &error),
                  &error, "“l” must be an object in curly braces { }.");
  assert_refused (bf_json_read_object (&json, o, "n", NULL, BF_JSON_OPTIONAL, &member, &error),
                  &error, "“n” must be an object in curly braces { }.");
  assert_refused (bf_json_read_object (&json, o, "x", NULL, BF_JSON_REQUIRED, &member, &error),
                  &error, "“x” is missing.");
  assert_refused (bf_json_read_array (&json, o, "o", NULL, BF_JSON_OPTIONAL, &array, &error),
                  &error, "“o” must be a list in square brackets [ ].");
  assert_refused (bf_json_read_array (&json, o, "s", "“chart”", BF_JSON_OPTIONAL, &array, &error),
                  &error, "“s” in “chart” must be a list in square brackets [ ].");
  assert_refused (bf_json_read_array (&json, o, "x", NULL, BF_JSON_REQUIRED, &array, &error),
                  &error, "“x” is missing.");
}

static void
test_json_uint_double (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"n\": 3, \"m\": -1, \"x\": 0.25, \"one\": 1, \"big\": 1.5, \"s\": \"0.5\"}");
  guint count = 0;
  double value = 0.0;

  g_assert_true (bf_json_read_uint (&json, o, "n", NULL, 1, 5, BF_JSON_REQUIRED, 0, &count, &error));
  g_assert_cmpuint (count, ==, 3);
  g_assert_true (bf_json_read_uint (&json, o, "none", NULL, 1, 5, BF_JSON_OPTIONAL, 2, &count, &error));
  g_assert_cmpuint (count, ==, 2);
  g_assert_no_error (error);
  /* The int reader's message. */
  assert_refused (bf_json_read_uint (&json, o, "m", NULL, 0, 5, BF_JSON_REQUIRED, 0, &count, &error),
                  &error, "“m” must be a whole number from 0 to 5.");

  g_assert_true (bf_json_read_double (&json, o, "x", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0.0, &value, &error));
  g_assert_cmpfloat (value, ==, 0.25);
  /* A whole number is a number. */
  g_assert_true (bf_json_read_double (&json, o, "one", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0.0, &value, &error));
  g_assert_cmpfloat (value, ==, 1.0);
  g_assert_true (bf_json_read_double (&json, o, "none", NULL, 0.0, 1.0, BF_JSON_OPTIONAL, 0.5, &value, &error));
  g_assert_cmpfloat (value, ==, 0.5);
  g_assert_no_error (error);

  assert_refused (bf_json_read_double (&json, o, "big", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0.0, &value, &error),
                  &error, "“big” must be a number from 0 to 1.");
  assert_refused (bf_json_read_double (&json, o, "s", "entry 3 of “cities”", 0.0, 1.0, BF_JSON_REQUIRED, 0.0,
                                       &value, &error),
                  &error, "“s” in entry 3 of “cities” must be a number from 0 to 1.");
  assert_refused (bf_json_read_double (&json, o, "none", NULL, 0.0, 1.0, BF_JSON_REQUIRED, 0.0, &value, &error),
                  &error, "“none” is missing.");
  assert_refused (bf_json_node_get_double (&json, NULL, "“y”", -1.0, 1.5, &value, &error),
                  &error, "“y” must be a number from -1 to 1.5.");
}

static void
test_json_lists (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  JsonObject *o = object ("{\"l\": [1, 2, 3], \"s\": [\"a\", \"b\"], \"e\": [], \"m\": [\"a\", 2], \"o\": {}}");
  g_autofree const char **strings = NULL;
  JsonArray *array = NULL;

  g_assert_true (bf_json_read_list (&json, o, "l", NULL, 3, 3, BF_JSON_REQUIRED, &array, &error));
  g_assert_cmpuint (json_array_get_length (array), ==, 3);
  g_assert_true (bf_json_read_list (&json, o, "e", NULL, 0, 0, BF_JSON_REQUIRED, &array, &error));
  g_assert_cmpuint (json_array_get_length (array), ==, 0);
  g_assert_true (bf_json_read_list (&json, o, "x", NULL, 1, 2, BF_JSON_OPTIONAL, &array, &error));
  g_assert_null (array);
  g_assert_no_error (error);

  assert_refused (bf_json_read_list (&json, o, "l", NULL, 4, 4, BF_JSON_REQUIRED, &array, &error),
                  &error, "“l” must have 4 entries, not 3.");
  assert_refused (bf_json_read_list (&json, o, "e", "“chart”", 1, 5, BF_JSON_REQUIRED, &array, &error),
                  &error, "“e” in “chart” must have from 1 to 5 entries, not 0.");
  assert_refused (bf_json_read_list (&json, o, "o", NULL, 0, 5, BF_JSON_REQUIRED, &array, &error),
                  &error, "“o” must be a list in square brackets [ ].");
  assert_refused (bf_json_read_list (&json, o, "x", NULL, 0, 5, BF_JSON_REQUIRED, &array, &error),
                  &error, "“x” is missing.");

  g_assert_true (bf_json_read_string_list (&json, o, "s", NULL, 1, 4, BF_JSON_REQUIRED, &strings, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length ((char **) strings), ==, 2);
  g_assert_cmpstr (strings[0], ==, "a");
  g_assert_cmpstr (strings[1], ==, "b");
  g_clear_pointer (&strings, g_free);
  g_assert_true (bf_json_read_string_list (&json, o, "x", NULL, 1, 4, BF_JSON_OPTIONAL, &strings, &error));
  g_assert_null (strings);

  assert_refused (bf_json_read_string_list (&json, o, "m", NULL, 1, 4, BF_JSON_REQUIRED, &strings, &error),
                  &error, "entry 2 of “m” must be text in double quotes.");
  g_assert_null (strings);
  assert_refused (bf_json_read_string_list (&json, o, "m", "entry 1 of “cities”", 1, 4, BF_JSON_REQUIRED,
                                            &strings, &error),
                  &error, "entry 2 of “m” in entry 1 of “cities” must be text in double quotes.");
  assert_refused (bf_json_read_string_list (&json, o, "s", NULL, 3, 3, BF_JSON_REQUIRED, &strings, &error),
                  &error, "“s” must have 3 entries, not 2.");
  assert_refused (bf_json_read_string_list (&json, o, "l", NULL, 1, 4, BF_JSON_REQUIRED, &strings, &error),
                  &error, "entry 1 of “l” must be text in double quotes.");
}

static void
test_json_keys (void)
{
  static const char * const allowed[] = { "a", "b", NULL };
  static const char * const more[] = { "c", NULL };
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;

  g_assert_true (bf_json_check_keys (&json, object ("{\"a\": 1, \"c\": 2, \"comment\": \"hi\"}"),
                                     allowed, more, NULL, &error));
  g_assert_true (bf_json_check_keys (&json, object ("{}"), NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  assert_refused (bf_json_check_keys (&json, object ("{\"a\": 1, \"c\": 2}"), allowed, NULL, NULL, &error),
                  &error, "“c” is not a known field.");
  assert_refused (bf_json_check_keys (&json, object ("{\"d\": 1}"), allowed, more, "entry 1 of “x”", &error),
                  &error, "“d” is not a known field in entry 1 of “x”.");
  assert_refused (bf_json_check_keys (&json, object ("{\"comment\": 5}"), allowed, NULL, "“chart”", &error),
                  &error, "“comment” in “chart” must be text in double quotes.");
  /* A long key is shortened. */
  assert_refused (bf_json_check_keys (&json, object ("{\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\": 1}"),
                                      allowed, NULL, NULL, &error),
                  &error, "“aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…” is not a known field.");
}

static void
test_json_who (void)
{
  g_auto(BfJsonReader) json = BF_JSON_READER_INIT (TEST_ERROR, TEST_CODE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) model_error = NULL;
  JsonObject *o = object ("{\"money\": -1}");
  int value;

  bf_json_reader_set_who (&json, "Player “Anna”");
  assert_refused (bf_json_read_int (&json, o, "money", NULL, 0, 9999, BF_JSON_OPTIONAL, 0, &value, &error),
                  &error, "Player “Anna”: “money” must be a whole number from 0 to 9999.");

  model_error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "A name cannot be empty.");
  g_assert_false (bf_json_propagate_prefixed (&json, &error, g_steal_pointer (&model_error)));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "Player “Anna”: A name cannot be empty.");
  g_clear_error (&error);

  bf_json_reader_set_who (&json, NULL);
  assert_refused (bf_json_missing (&json, "“name”", &error), &error, "“name” is missing.");
}

static void
test_json_describe (void)
{
  g_autofree char *field = bf_json_describe ("money", NULL);
  g_autofree char *entry = bf_json_describe_entry (1, "projects");
  g_autofree char *nested = bf_json_describe ("space", entry);
  g_autofree char *invalid = bf_json_quote ("a\xff");

  g_assert_cmpstr (field, ==, "“money”");
  g_assert_cmpstr (entry, ==, "entry 2 of “projects”");
  g_assert_cmpstr (nested, ==, "“space” in entry 2 of “projects”");
  g_assert_cmpstr (invalid, ==, "?");
}

/* The safe parser refuses what json-glib would not refuse or not
 * survive, in BF_DOCUMENT_ERROR. */
static void
test_json_parse (void)
{
  static const struct
  {
    const char      *text;
    BfDocumentError  code;
    const char      *message_part;
  } refused[] = {
    { "", BF_DOCUMENT_ERROR_SYNTAX, "empty" },
    { "{\"a\": ", BF_DOCUMENT_ERROR_SYNTAX, "damaged or incomplete" },
    { "{\"a\": 'x'}", BF_DOCUMENT_ERROR_SYNTAX, "single quotes" },
    { "{\"a\": 0x10}", BF_DOCUMENT_ERROR_SYNTAX, "“0x10”" },
    { "{\"a\": \"x\\u0000\"}", BF_DOCUMENT_ERROR_SYNTAX, "\\u0000" },
    { "{\"a\": 1234567890123456}", BF_DOCUMENT_ERROR_CONTENT, "far too large" },
    { "{\"a\": 1, \"a\": 2}", BF_DOCUMENT_ERROR_FORMAT, "“a” appears twice" },
    { "[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]", BF_DOCUMENT_ERROR_FORMAT, "nested too deeply" },
    { "{\"a\": \"\xff\"}", BF_DOCUMENT_ERROR_SYNTAX, "UTF-8" },
    /* Half of a character: json-glib kept it as bytes that are not UTF-8
     * ("\ud800x") or quoted it back in two lines with "���". */
    { "{\"a\": \"x\\ud800\"}", BF_DOCUMENT_ERROR_SYNTAX, "“\\ud800” in a text is half of a character" },
    { "{\"a\": \"\\ud800x\"}", BF_DOCUMENT_ERROR_SYNTAX, "lone surrogate" },
    { "{\"a\": \"\\udc00\"}", BF_DOCUMENT_ERROR_SYNTAX, "lone surrogate" },
    { "{\"a\": \"\\ud800\\u0041\"}", BF_DOCUMENT_ERROR_SYNTAX, "lone surrogate" },
    /* Two values: json-glib returned the last one and leaked the first. */
    { "{\"a\": 1}\n{\"b\": 2}", BF_DOCUMENT_ERROR_SYNTAX, "Line 2: the text goes on after the end" },
    { "{\"a\": 1} 2", BF_DOCUMENT_ERROR_SYNTAX, "goes on after the end" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *huge = NULL;

  /* Accepted: a byte order mark, nesting 16 deep, 15 digits, a number
   * with an exponent, C comments. */
  node = bf_json_parse ("\xef\xbb\xbf{\"a\": [[[[[[[[[[[[[[[1]]]]]]]]]]]]]]], \"b\": 123456789012345,"
                        " \"c\": 1e30 /* note */}", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "b"), ==, 123456789012345);
  g_clear_pointer (&node, json_node_unref);

  /* A pair of surrogates is one character (U+1F600), and a comment and
   * spaces may follow the object. */
  node = bf_json_parse ("{\"a\": \"\\ud83d\\ude00\"} /* end */\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "a"), ==, "\xf0\x9f\x98\x80");

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonNode) bad = bf_json_parse (refused[i].text, -1, &error);

      g_test_message ("case %u: %s", i, error != NULL ? error->message : "accepted");
      g_assert_null (bad);
      g_assert_error (error, BF_DOCUMENT_ERROR, (int) refused[i].code);
      g_assert_nonnull (strstr (error->message, refused[i].message_part));
      g_clear_error (&error);
    }

  huge = g_strnfill (BF_DOCUMENT_MAX_SIZE + 1, ' ');
  g_assert_null (bf_json_parse (huge, -1, &error));
  g_assert_error (error, BF_DOCUMENT_ERROR, BF_DOCUMENT_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "too large"));
}

static void
test_json_write (void)
{
  static const char text[] =
    "{\"format\": \"x\", \"list\": [1, 2], \"empty\": [], \"small\": {\"a\": true, \"b\": null},"
    " \"nested\": [{\"s\": \"q\\\"\\n\\u0001\"}], \"long\": [\"aaaaaaaaaaaaaaaaaaaa\","
    " \"bbbbbbbbbbbbbbbbbbbb\", \"cccccccccccccccccccc\", \"dddddddddddddddddddd\"]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = bf_json_parse (text, -1, &error);
  g_autofree char *short_lines = NULL;
  g_autofree char *compact = NULL;
  g_autofree char *indented = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *expected = NULL;
  gsize length = 0;

  g_assert_no_error (error);

  short_lines = bf_json_to_data (root, BF_JSON_STYLE_SHORT_LINES, &length);
  g_assert_cmpuint (length, ==, strlen (short_lines));
  g_assert_cmpstr (short_lines, ==,
                   "{\n"
                   "  \"format\": \"x\",\n"
                   "  \"list\": [1, 2],\n"
                   "  \"empty\": [],\n"
                   "  \"small\": {\"a\": true, \"b\": null},\n"
                   "  \"nested\": [\n"
                   "    {\"s\": \"q\\\"\\n\\u0001\"}\n"
                   "  ],\n"
                   "  \"long\": [\n"
                   "    \"aaaaaaaaaaaaaaaaaaaa\",\n"
                   "    \"bbbbbbbbbbbbbbbbbbbb\",\n"
                   "    \"cccccccccccccccccccc\",\n"
                   "    \"dddddddddddddddddddd\"\n"
                   "  ]\n"
                   "}\n");

  /* The other layouts are JsonGenerator's, byte for byte. */
  json_generator_set_root (generator, root);
  expected = json_generator_to_data (generator, NULL);
  compact = bf_json_to_data (root, BF_JSON_STYLE_COMPACT, NULL);
  g_assert_cmpstr (compact, ==, expected);
  g_clear_pointer (&expected, g_free);
  json_generator_set_pretty (generator, TRUE);
  expected = json_generator_to_data (generator, NULL);
  indented = bf_json_to_data (root, BF_JSON_STYLE_INDENTED, NULL);
  g_assert_cmpstr (indented, ==, expected);
  g_assert_nonnull (strstr (indented, "\"format\" : \"x\""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json/int", test_json_int);
  g_test_add_func ("/json/int64", test_json_int64);
  g_test_add_func ("/json/boolean", test_json_boolean);
  g_test_add_func ("/json/string", test_json_string);
  g_test_add_func ("/json/object-array", test_json_object_array);
  g_test_add_func ("/json/uint-double", test_json_uint_double);
  g_test_add_func ("/json/lists", test_json_lists);
  g_test_add_func ("/json/keys", test_json_keys);
  g_test_add_func ("/json/who", test_json_who);
  g_test_add_func ("/json/describe", test_json_describe);
  g_test_add_func ("/json/parse", test_json_parse);
  g_test_add_func ("/json/write", test_json_write);

  return g_test_run ();
}
