/* bf-carnegie-rules-default.c
 *
 * The rules compiled into the program (bf_carnegie_rules_get_default()),
 * apart from the loader (bf-carnegie-rules.c), which the program that
 * compiles them (bf-carnegie-rules-compile.c) links without them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-rules"

#include "config.h"

#include "bf-carnegie-rules-private.h"
#include "bf-i18n.h"

/* The compiled rules, translated into the program's language or not. */
static BfCarnegieRules *
make_compiled (gboolean translated)
{
  BfCarnegieRules *rules = g_object_new (BF_TYPE_CARNEGIE_RULES, NULL);

  _bf_carnegie_rules_fill_compiled (rules);
  for (guint i = 0; i < rules->cities->len; i++)
    g_hash_table_insert (rules->city_ids, (gpointer) g_array_index (rules->cities, BfCity, i).id,
                         GUINT_TO_POINTER (i + 1));
  for (guint i = 0; i < N_DONATION_SPACES; i++)
    g_hash_table_insert (rules->donation_ids, (gpointer) rules->donations[i].id,
                         GUINT_TO_POINTER (i + 1));
  if (translated)
    _bf_carnegie_rules_translate (rules);
  return rules;
}

/* The compiled rules in the program's language. */
static BfCarnegieRules *
get_program_rules (void)
{
  static BfCarnegieRules *default_rules = NULL;

  if (g_once_init_enter (&default_rules))
    {
      /* Translated by the program's catalogue, whichever the thread
       * that first asks speaks. */
      BfCatalogue *speaking = bf_i18n_speak (NULL);

      g_once_init_leave (&default_rules, make_compiled (TRUE));
      bf_i18n_speak (speaking);
    }

  return default_rules;
}

G_LOCK_DEFINE_STATIC (spoken_rules);

/* The compiled rules translated by @catalogue, made on first use and
 * kept for the program's life (one per language a phone asked for). */
static BfCarnegieRules *
get_spoken_rules (BfCatalogue *catalogue)
{
  static GHashTable *spoken = NULL;
  BfCarnegieRules *rules;

  G_LOCK (spoken_rules);
  if (spoken == NULL)
    spoken = g_hash_table_new (NULL, NULL);
  rules = g_hash_table_lookup (spoken, catalogue);
  if (rules == NULL)
    {
      /* make_compiled() translates in the thread's language: @catalogue's. */
      BfCatalogue *speaking = bf_i18n_speak (catalogue);

      rules = make_compiled (TRUE);
      bf_i18n_speak (speaking);
      g_hash_table_insert (spoken, catalogue, rules);
    }
  G_UNLOCK (spoken_rules);

  return rules;
}

/**
 * bf_carnegie_rules_get_default:
 *
 * The rules compiled into the program, made on first use: the JSON files
 * of data/rules/, loaded and validated when the program is built (a
 * broken file fails the build) and written out as C
 * (bf-carnegie-rules-compiled.c), so that nothing is parsed at run time.
 *
 * Their texts are in the calling thread's language: the program's, or
 * the catalogue the thread speaks (bf_i18n_speak(), a phone's); the same
 * rules in every other way, index for index.
 *
 * Returns: (transfer none): the default rules
 */
BfCarnegieRules *
bf_carnegie_rules_get_default (void)
{
  BfCatalogue *speaking = bf_i18n_get_speaking ();

  return speaking == NULL ? get_program_rules () : get_spoken_rules (speaking);
}

/**
 * bf_carnegie_rules_get_spoken:
 * @rules: a game's rules
 *
 * @rules with their texts in the calling thread's language: when they are
 * the compiled ones (every game's), bf_carnegie_rules_get_default();
 * other rules as they are.
 *
 * Returns: (transfer none): the rules to make texts with
 */
BfCarnegieRules *
bf_carnegie_rules_get_spoken (BfCarnegieRules *rules)
{
  if (bf_i18n_get_speaking () == NULL || rules != get_program_rules ())
    return rules;
  return bf_carnegie_rules_get_default ();
}

/**
 * bf_carnegie_rules_get_untranslated:
 *
 * The compiled rules of bf_carnegie_rules_get_default() with their texts
 * as written in data/rules/ (the msgids, in their message contexts listed
 * in data/rules/README.md): for a text in another language than the
 * program's, translated with that language's catalogue (the phones of a
 * shared table, src/link/).
 *
 * Returns: (transfer none): the untranslated rules
 */
BfCarnegieRules *
bf_carnegie_rules_get_untranslated (void)
{
  static BfCarnegieRules *untranslated = NULL;

  if (g_once_init_enter (&untranslated))
    g_once_init_leave (&untranslated, make_compiled (FALSE));

  return untranslated;
}
