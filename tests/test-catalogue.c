/* test-catalogue.c: message catalogues read from their .mo files, and
 * the language a thread speaks (src/core/bf-i18n.c), in the C.UTF-8
 * locale where the C library's gettext translates nothing, with a
 * LANGUAGE that must change nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <libintl.h>
#include <string.h>

#include "bf-carnegie-game.h"
#include "bf-i18n.h"
#include "bf-test-core.h"

/* Writes @po (a .po file's text) as @lang's catalogue under @dir with
 * msgfmt, as the build does for po/. */
static void
write_catalogue (const char *dir,
                 const char *lang,
                 const char *po)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *messages = g_build_filename (dir, lang, "LC_MESSAGES", NULL);
  g_autofree char *po_path = g_build_filename (dir, "in.po", NULL);
  g_autofree char *mo_path = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  const char *argv[] = { "msgfmt", "-o", mo_path, po_path, NULL };
  int status = 0;

  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_file_set_contents (po_path, po, -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* The build's catalogues: a msgid, one in a context, one not there. */
static void
test_lookup (void)
{
  BfCatalogue *de = bf_catalogue_get ("de");
  BfCatalogue *en = bf_catalogue_get ("en");
  const char *missing = "Not a message of Benefactor";

  g_assert_nonnull (de);
  g_assert_true (bf_catalogue_get ("de") == de);
  g_assert_cmpstr (bf_catalogue_get_language (de), ==, "de");
  /* po/de.po */
  g_assert_cmpstr (bf_catalogue_gettext (de, NULL, "Score track"), ==, "Siegpunktleiste");
  g_assert_cmpstr (bf_catalogue_gettext (de, "region", "East"), ==, "Osten");
  g_assert_true (bf_catalogue_gettext (de, NULL, missing) == missing);
  /* The header is not a message. */
  g_assert_cmpstr (bf_catalogue_gettext (de, NULL, ""), ==, "");
  /* English is the msgids. */
  g_assert_cmpstr (bf_catalogue_gettext (en, NULL, "Score track"), ==, "Score track");
  g_assert_cmpstr (bf_catalogue_gettext (en, "region", "East"), ==, "East");

  /* Not language codes: no catalogue (and no file is looked for). */
  g_assert_null (bf_catalogue_get (NULL));
  g_assert_null (bf_catalogue_get (""));
  g_assert_null (bf_catalogue_get ("d"));
  g_assert_null (bf_catalogue_get ("DE"));
  g_assert_null (bf_catalogue_get ("../de"));
  g_assert_null (bf_catalogue_get ("de/LC_MESSAGES"));
  g_assert_null (bf_catalogue_get ("deutsch"));
  g_assert_nonnull (bf_catalogue_get ("pt_BR"));
}

/* The plural forms of the build's catalogues: German and Danish n != 1,
 * French n > 1 (zero takes the singular). */
static void
test_plural (void)
{
  BfCatalogue *de = bf_catalogue_get ("de");
  BfCatalogue *fr = bf_catalogue_get ("fr");
  BfCatalogue *en = bf_catalogue_get ("en");

  /* po/fr.po: "%u département construit" / "%u départements construits" */
  g_assert_cmpstr (bf_catalogue_ngettext (fr, "%u department built", "%u departments built", 0), ==, "%u département construit");
  g_assert_cmpstr (bf_catalogue_ngettext (fr, "%u department built", "%u departments built", 1), ==, "%u département construit");
  g_assert_cmpstr (bf_catalogue_ngettext (fr, "%u department built", "%u departments built", 2), ==, "%u départements construits");
  /* po/de.po: "%u Abteilung gebaut" / "%u Abteilungen gebaut" */
  g_assert_cmpstr (bf_catalogue_ngettext (de, "%u department built", "%u departments built", 0), ==, "%u Abteilungen gebaut");
  g_assert_cmpstr (bf_catalogue_ngettext (de, "%u department built", "%u departments built", 1), ==, "%u Abteilung gebaut");
  g_assert_cmpstr (bf_catalogue_ngettext (de, "%u department built", "%u departments built", 7), ==, "%u Abteilungen gebaut");
  g_assert_cmpstr (bf_catalogue_ngettext (en, "%u department built", "%u departments built", 0), ==, "%u departments built");
  g_assert_cmpstr (bf_catalogue_ngettext (en, "%u department built", "%u departments built", 1), ==, "%u department built");
  /* Not in the catalogue: English's forms. */
  g_assert_cmpstr (bf_catalogue_ngettext (fr, "one apple", "%u apples", 0), ==, "%u apples");
}

/* A catalogue of three forms by a Plural-Forms of the whole C subset
 * (Polish's), one with a broken expression, one damaged file. */
static void
test_plural_forms (void)
{
  g_autofree char *dir = g_dir_make_tmp ("benefactor-catalogue-XXXXXX", NULL);
  g_autofree char *bound = g_strdup (bindtextdomain (GETTEXT_PACKAGE, NULL));
  g_autofree char *damaged = NULL;
  g_autofree char *damaged_dir = NULL;
  BfCatalogue *pl;
  BfCatalogue *sv;
  BfCatalogue *cs;
  /* n → form, worked out by hand from the rule: 1 → 0; 2-4, 22-24,
   * 102-104 (but not 12-14, 112-114) → 1; everything else → 2. */
  const struct { gulong n; const char *form; } cases[] = {
    { 0, "%u many" }, { 1, "%u one" }, { 2, "%u few" }, { 4, "%u few" }, { 5, "%u many" },
    { 11, "%u many" }, { 12, "%u many" }, { 14, "%u many" }, { 21, "%u many" }, { 22, "%u few" },
    { 24, "%u few" }, { 25, "%u many" }, { 104, "%u few" }, { 112, "%u many" }, { 1000000, "%u many" },
  };

  g_assert_nonnull (dir);
  write_catalogue (dir, "pl",
                   "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
                   "\"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n\"\n\n"
                   "msgid \"%u apple\"\nmsgid_plural \"%u apples\"\nmsgstr[0] \"%u one\"\nmsgstr[1] \"%u few\"\nmsgstr[2] \"%u many\"\n\n"
                   "msgctxt \"fruit\"\nmsgid \"Apple\"\nmsgstr \"Jabłko\"\n");
  /* An expression that cannot be read: English's rule. */
  write_catalogue (dir, "sv",
                   "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
                   "\"Plural-Forms: nplurals=2; plural=(n / 0);\\n\"\n\n"
                   "msgid \"%u apple\"\nmsgid_plural \"%u apples\"\nmsgstr[0] \"%u äpple\"\nmsgstr[1] \"%u äpplen\"\n");
  damaged = g_build_filename (dir, "cs", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  damaged_dir = g_path_get_dirname (damaged);
  g_assert_cmpint (g_mkdir_with_parents (damaged_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (damaged, "\xde\x12\x04\x95 not a catalogue at all", -1, NULL));

  bindtextdomain (GETTEXT_PACKAGE, dir);
  pl = bf_catalogue_get ("pl");
  sv = bf_catalogue_get ("sv");
  cs = bf_catalogue_get ("cs");
  bindtextdomain (GETTEXT_PACKAGE, bound);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (bf_catalogue_ngettext (pl, "%u apple", "%u apples", cases[i].n), ==, cases[i].form);
  g_assert_cmpstr (bf_catalogue_gettext (pl, "fruit", "Apple"), ==, "Jabłko");
  g_assert_cmpstr (bf_catalogue_gettext (pl, NULL, "Apple"), ==, "Apple");

  g_assert_cmpstr (bf_catalogue_ngettext (sv, "%u apple", "%u apples", 1), ==, "%u äpple");
  g_assert_cmpstr (bf_catalogue_ngettext (sv, "%u apple", "%u apples", 0), ==, "%u äpplen");
  g_assert_cmpstr (bf_catalogue_ngettext (sv, "%u apple", "%u apples", 3), ==, "%u äpplen");

  /* Damaged: empty, the msgids. */
  g_assert_cmpstr (bf_catalogue_gettext (cs, NULL, "Score track"), ==, "Score track");
  g_assert_cmpstr (bf_catalogue_ngettext (cs, "%u apple", "%u apples", 2), ==, "%u apples");

  bf_test_remove_tree (dir);
}

static gpointer
other_thread (gpointer data)
{
  /* A thread speaks the program's language until it is told otherwise. */
  g_assert_null (bf_i18n_get_speaking ());
  return g_strdup (_("Score track"));
}

/* What _(), C_(), bf_ngettext() and the rule data say while the thread
 * speaks a catalogue, and after; another thread is not touched. */
static void
test_speak (void)
{
  BfCatalogue *de = bf_catalogue_get ("de");
  BfCatalogue *fr = bf_catalogue_get ("fr");
  BfCarnegieRules *program = bf_carnegie_rules_get_default ();
  BfCarnegieRules *german;
  BfCatalogue *before;
  GThread *thread;
  g_autofree char *other = NULL;

  /* The program's language here is C: the msgids. */
  g_assert_null (bf_i18n_get_speaking ());
  g_assert_cmpstr (_("Score track"), ==, "Score track");
  g_assert_cmpstr (bf_carnegie_rules_get_region (program, BF_REGION_EAST)->name, ==, "East");

  before = bf_i18n_speak (de);
  g_assert_null (before);
  g_assert_true (bf_i18n_get_speaking () == de);
  g_assert_cmpstr (_("Score track"), ==, "Siegpunktleiste");
  g_assert_cmpstr (C_("region", "East"), ==, "Osten");
  g_assert_cmpstr (bf_pgettext2 ("region", "East"), ==, "Osten");
  g_assert_cmpstr (bf_ngettext ("%u department built", "%u departments built", 2), ==, "%u Abteilungen gebaut");

  /* The rule data in German: other texts, the same rules. */
  german = bf_carnegie_rules_get_default ();
  g_assert_true (german != program);
  g_assert_true (bf_carnegie_rules_get_default () == german);
  g_assert_true (bf_carnegie_rules_get_spoken (program) == german);
  g_assert_cmpstr (bf_carnegie_rules_get_region (german, BF_REGION_EAST)->name, ==, "Osten");
  g_assert_cmpstr (bf_carnegie_rules_get_department (german, 1)->name, ==, "Schulung und Partnerschaften");
  g_assert_cmpuint (bf_carnegie_rules_get_n_spaces (german), ==, bf_carnegie_rules_get_n_spaces (program));
  g_assert_cmpuint (bf_carnegie_rules_get_n_cities (german), ==, bf_carnegie_rules_get_n_cities (program));

  thread = g_thread_new ("other", other_thread, NULL);
  other = g_thread_join (thread);
  g_assert_cmpstr (other, ==, "Score track");

  /* Nested, and given back. */
  before = bf_i18n_speak (fr);
  g_assert_true (before == de);
  g_assert_cmpstr (C_("region", "East"), ==, "Est");
  bf_i18n_speak (before);
  g_assert_cmpstr (C_("region", "East"), ==, "Osten");

  bf_i18n_speak (NULL);
  g_assert_null (bf_i18n_get_speaking ());
  g_assert_cmpstr (_("Score track"), ==, "Score track");
  g_assert_cmpstr (C_("region", "East"), ==, "East");
  g_assert_true (bf_carnegie_rules_get_default () == program);
  g_assert_true (bf_carnegie_rules_get_spoken (program) == program);
  g_assert_cmpstr (bf_carnegie_rules_get_region (program, BF_REGION_EAST)->name, ==, "East");
}

/* A game's rules and score lines in the language the thread speaks,
 * flags included; the game itself unchanged. */
static void
test_game_spoken (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  g_autoptr(BfScoreCard) english = NULL;
  g_autoptr(BfScoreCard) german = NULL;
  BfCarnegiePlayer *anna;
  BfCatalogue *before;
  guint line = G_MAXUINT;

  anna = bf_carnegie_game_add_player (game, "Anna", &error);
  g_assert_no_error (error);
  g_assert_true (bf_carnegie_player_add_department (anna, &(BfBuiltDepartment) { .number = 1 }, &error));
  g_assert_no_error (error);
  /* Education row 1: "3 VP per Human Resources department built". */
  g_assert_true (bf_carnegie_player_add_donation (anna, BF_CHART_POS (BF_DONATION_EDUCATION, 1), &error));
  g_assert_no_error (error);

  english = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
  g_assert_no_error (error);
  before = bf_i18n_speak (bf_catalogue_get ("de"));
  g_assert_cmpstr (bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (game), 1)->name, ==,
                   "Schulung und Partnerschaften");
  german = bf_document_score_as_entered (BF_DOCUMENT (game), &error);
  bf_i18n_speak (before);
  g_assert_no_error (error);

  g_assert_cmpuint (bf_score_card_get_n_lines (german, 0), ==, bf_score_card_get_n_lines (english, 0));
  for (guint i = 0; i < bf_score_card_get_n_lines (english, 0); i++)
    {
      g_assert_cmpint (bf_score_card_get_line (german, 0, i)->vp, ==, bf_score_card_get_line (english, 0, i)->vp);
      if (g_str_has_prefix (bf_score_card_get_line (english, 0, i)->explanation, "3 VP per Human Resources"))
        line = i;
    }
  g_assert_cmpuint (line, <, bf_score_card_get_n_lines (english, 0));
  g_assert_cmpstr (bf_score_card_get_line (english, 0, line)->explanation, ==,
                   "3 VP per Human Resources department built: 1 department built → 3 VP");
  /* po/de.po: the text ("donation space"), "%s: %s", "%u Abteilung
   * gebaut" (n = 1) and "%d SP". */
  g_assert_cmpstr (bf_score_card_get_line (german, 0, line)->explanation, ==,
                   "3 SP je gebauter Personalabteilung: 1 Abteilung gebaut → 3 SP");
  g_assert_cmpstr (bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (game), 1)->name, ==,
                   "Training and Partnerships");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* LANGUAGE changes nothing of a catalogue a thread speaks. */
  g_setenv ("LANGUAGE", "nl", TRUE);
  if (g_getenv ("BF_LOCALEDIR") == NULL)
    g_error ("BF_LOCALEDIR must name the build's po/ (meson test sets it)");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BF_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/catalogue/lookup", test_lookup);
  g_test_add_func ("/catalogue/plural", test_plural);
  g_test_add_func ("/catalogue/plural-forms", test_plural_forms);
  g_test_add_func ("/catalogue/speak", test_speak);
  g_test_add_func ("/catalogue/game-spoken", test_game_spoken);

  return g_test_run ();
}
