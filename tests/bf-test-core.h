/* bf-test-core.h: helpers shared by the tests of the core (and the GUI
 * tests), header-only so that the core tests link the core alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-rules.h"

G_BEGIN_DECLS

/* The index of space @slot (counted from 1) of the city @city_id. */
static inline guint
bf_test_space_of (const char *city_id,
                  guint       slot)
{
  const BfCity *city = bf_rules_lookup_city (bf_rules_get_default (), city_id);

  g_assert_nonnull (city);

  return city->first_space + slot - 1;
}

/* As bf_test_space_of(), asserting that the city has a space @slot. */
static inline guint
bf_test_checked_space_of (const char *city_id,
                          guint       slot)
{
  const BfCity *city = bf_rules_lookup_city (bf_rules_get_default (), city_id);

  g_assert_nonnull (city);
  g_assert_cmpuint (slot, >=, 1);
  g_assert_cmpuint (slot, <=, city->n_spaces);

  return city->first_space + slot - 1;
}

/* The chart position of the donation space @id. */
static inline BfChartPos
bf_test_chart_of (const char *id)
{
  const BfDonationSpace *space = bf_rules_lookup_donation_space (bf_rules_get_default (), id);

  g_assert_nonnull (space);
  return BF_CHART_POS (space->type, space->row);
}

G_END_DECLS
