/* test-i18n.c LANG: the app in a shipped language. Starts the window with
 * the LANG translation (built into the build tree) and checks that labels
 * from each source of strings are translated: a .ui file, C code, the rule
 * data (department names) and the score sheet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "bf-history-widgets.h"
#include "bf-score-sheet.h"
#include "bf-test-ui.h"

static const char *lang;

/* @date: 2026-11-25T17:03:22Z in UTC as each locale writes a date (glibc's
 * d_fmt: da "%d-%m-%Y", de "%d.%m.%Y", fr "%d/%m/%Y", nl "%d-%m-%y") and
 * a time (t_fmt "%T" in all four: 24 hours; the seconds left out). */
static const struct {
  const char *lang;
  const char *locale;
  const char *date;
} locales[] = {
  { "da", "da_DK.UTF-8", "25-11-2026 17:03" },
  { "de", "de_DE.UTF-8", "25.11.2026 17:03" },
  { "fr", "fr_FR.UTF-8", "25/11/2026 17:03" },
  { "nl", "nl_NL.UTF-8", "25-11-26 17:03" },
};
static const char *expected_date;

static void
assert_translated (const char *english,
                   const char *shown)
{
  g_test_message ("%s → %s", english, shown);
  g_assert_nonnull (shown);
  g_assert_cmpstr (shown, !=, english);
  g_assert_cmpstr (shown, ==, g_dgettext (GETTEXT_PACKAGE, english));
}

static void
test_translated (void)
{
  BfWindow *window = g_object_new (BF_TYPE_WINDOW, NULL);
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "example-2p.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BfScoreSheet) sheet = NULL;
  GtkWidget *button;

  gtk_window_present (GTK_WINDOW (window));

  /* .ui: the start page's button (a GtkButton with a mnemonic label). */
  button = gtk_widget_get_next_sibling (bf_test_window_get_continue_button (window));
  while (button != NULL && !(GTK_IS_BUTTON (button) && gtk_button_get_label (GTK_BUTTON (button)) != NULL))
    button = gtk_widget_get_next_sibling (button);
  g_assert_nonnull (button);
  assert_translated ("_Score a Game", gtk_button_get_label (GTK_BUTTON (button)));

  /* Rule data: names of departments and regions. */
  g_assert_cmpstr (bf_carnegie_rules_get_department (rules, 2)->name, ==,
                   g_dpgettext2 (GETTEXT_PACKAGE, "department", "Recruiting"));
  g_assert_cmpstr (bf_carnegie_rules_get_department (rules, 2)->name, !=, "Recruiting");
  g_assert_cmpstr (bf_carnegie_rules_get_donation_type (rules, BF_DONATION_RIGHTS)->name, !=, "Human Rights");

  /* C code: the score sheet of a saved game. */
  g_assert_true (bf_window_open_file (window, file));
  sheet = bf_score_sheet_new (bf_window_get_game (window), NULL);
  g_assert_nonnull (sheet);
  assert_translated ("Score track", bf_score_sheet_get_line (sheet, 0, 0)->title);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The history's dates are the locale's, as the games in progress's
 * (issue 31; test-app's /app/one-date-format checks they are alike), not
 * a format of the translation's ("25. Nov. 2026, 17:03"). */
static void
test_date (void)
{
  g_autofree char *date = bf_history_format_date (1795626202);

  g_assert_cmpstr (date, ==, expected_date);
}

int
main (int   argc,
      char *argv[])
{
  const char *locale = NULL;

  lang = g_getenv ("BF_TEST_LANG");
  g_assert_nonnull (lang);
  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    if (g_str_equal (locales[i].lang, lang))
      {
        locale = locales[i].locale;
        expected_date = locales[i].date;
      }
  g_assert_nonnull (locale);
  g_setenv ("TZ", "UTC", TRUE);

  g_setenv ("LC_ALL", locale, TRUE);
  g_setenv ("LANGUAGE", lang, TRUE);
  if (setlocale (LC_ALL, locale) == NULL)
    g_error ("The %s locale is not installed (bash build-aux/dev.sh generates it)", locale);
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BF_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/i18n/translated", test_translated);
  g_test_add_func ("/i18n/date", test_date);

  return g_test_run ();
}
