/* bf-rules-reference.h
 *
 * An in-app reference of the rule data: the 32 departments (number,
 * name, type, set and one-line rule) and the 40 donation spaces (the 20
 * of the printed chart and the 20 of the four New Donations tiles, with
 * their type, line and what they score). A search entry filters the list
 * as the user types: every word of the query must appear in a row's
 * number, name, type or text, ignoring case and accents. Typing anywhere
 * in the page starts a search.
 *
 * Every string comes from BfCarnegieRules and is already translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-rules.h"

G_BEGIN_DECLS

#define BF_TYPE_RULES_REFERENCE (bf_rules_reference_get_type ())

G_DECLARE_FINAL_TYPE (BfRulesReference, bf_rules_reference, BF, RULES_REFERENCE, AdwBin)

/* @rules: the rule data to show, or NULL for bf_carnegie_rules_get_default(). */
GtkWidget  *bf_rules_reference_new           (BfCarnegieRules          *rules);

BfCarnegieRules    *bf_rules_reference_get_rules     (BfRulesReference *self);

/* The text of the search entry (the "query" property); setting it
 * filters at once. */
const char *bf_rules_reference_get_query     (BfRulesReference *self);
void        bf_rules_reference_set_query     (BfRulesReference *self,
                                              const char       *query);
/* How many rows the current query shows (72 for an empty one). */
guint       bf_rules_reference_get_n_matches (BfRulesReference *self);

/* Folds @text for matching: decomposed, accents removed, case-folded.
 * Used for the rows and the query alike. */
char       *bf_rules_reference_fold          (const char       *text);

G_END_DECLS
