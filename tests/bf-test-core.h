/* bf-test-core.h: helpers shared by the tests of the core (and the GUI
 * tests), header-only so that the core tests link the core alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib/gstdio.h>

#include "bf-carnegie-rules.h"

G_BEGIN_DECLS

/* The index of space @slot (counted from 1) of the city @city_id. */
static inline guint
bf_test_space_of (const char *city_id,
                  guint       slot)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), city_id);

  g_assert_nonnull (city);

  return city->first_space + slot - 1;
}

/* As bf_test_space_of(), asserting that the city has a space @slot. */
static inline guint
bf_test_checked_space_of (const char *city_id,
                          guint       slot)
{
  const BfCity *city = bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), city_id);

  g_assert_nonnull (city);
  g_assert_cmpuint (slot, >=, 1);
  g_assert_cmpuint (slot, <=, city->n_spaces);

  return city->first_space + slot - 1;
}

/* The chart position of the donation space @id. */
static inline BfChartPos
bf_test_chart_of (const char *id)
{
  const BfDonationSpace *space = bf_carnegie_rules_lookup_donation_space (bf_carnegie_rules_get_default (), id);

  g_assert_nonnull (space);
  return BF_CHART_POS (space->type, space->row);
}

/* Removes everything under the folder @path (a symbolic link, not what
 * it points to), then @path; what is not there is no error. */
static inline void
bf_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        bf_test_remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

G_END_DECLS
