/* bf-carnegie-department.h
 *
 * One department a Carnegie player built on their company board, as the
 * player's list of them holds it (bf_carnegie_player_get_departments()):
 * its number and where it lies and whether an active employee stands on
 * it, properties that notify when an entry changes them. Views bind to
 * them; entries go through bf_carnegie_player_update_department(), which
 * checks them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BF_TYPE_CARNEGIE_DEPARTMENT (bf_carnegie_department_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegieDepartment, bf_carnegie_department, BF, CARNEGIE_DEPARTMENT, GObject)

guint    bf_carnegie_department_get_number          (BfCarnegieDepartment *self);
gboolean bf_carnegie_department_get_top_row         (BfCarnegieDepartment *self);
gboolean bf_carnegie_department_get_left_column     (BfCarnegieDepartment *self);
gboolean bf_carnegie_department_get_active_employee (BfCarnegieDepartment *self);

G_END_DECLS
