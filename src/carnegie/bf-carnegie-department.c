/* bf-carnegie-department.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-player"

#include "config.h"

#include "bf-carnegie-department.h"
#include "bf-carnegie-player-private.h"

struct _BfCarnegieDepartment
{
  GObject           parent_instance;

  BfBuiltDepartment built;
};

G_DEFINE_FINAL_TYPE (BfCarnegieDepartment, bf_carnegie_department, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_TOP_ROW,
  PROP_LEFT_COLUMN,
  PROP_ACTIVE_EMPLOYEE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_carnegie_department_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BfCarnegieDepartment *self = BF_CARNEGIE_DEPARTMENT (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->built.number);
      break;
    case PROP_TOP_ROW:
      g_value_set_boolean (value, self->built.top_row);
      break;
    case PROP_LEFT_COLUMN:
      g_value_set_boolean (value, self->built.left_column);
      break;
    case PROP_ACTIVE_EMPLOYEE:
      g_value_set_boolean (value, self->built.active_employee);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_department_class_init (BfCarnegieDepartmentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bf_carnegie_department_get_property;

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOP_ROW] =
    g_param_spec_boolean ("top-row", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEFT_COLUMN] =
    g_param_spec_boolean ("left-column", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE_EMPLOYEE] =
    g_param_spec_boolean ("active-employee", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_carnegie_department_init (BfCarnegieDepartment *self)
{
}

BfCarnegieDepartment *
_bf_carnegie_department_new (const BfBuiltDepartment *built)
{
  BfCarnegieDepartment *self = g_object_new (BF_TYPE_CARNEGIE_DEPARTMENT, NULL);

  self->built = *built;

  return self;
}

void
_bf_carnegie_department_set (BfCarnegieDepartment    *self,
                             const BfBuiltDepartment *built)
{
  BfBuiltDepartment old = self->built;

  g_return_if_fail (built->number == old.number);

  self->built = *built;
  if (old.top_row != built->top_row)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOP_ROW]);
  if (old.left_column != built->left_column)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEFT_COLUMN]);
  if (old.active_employee != built->active_employee)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE_EMPLOYEE]);
}

guint
bf_carnegie_department_get_number (BfCarnegieDepartment *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_DEPARTMENT (self), 0);

  return self->built.number;
}

gboolean
bf_carnegie_department_get_top_row (BfCarnegieDepartment *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_DEPARTMENT (self), FALSE);

  return self->built.top_row;
}

gboolean
bf_carnegie_department_get_left_column (BfCarnegieDepartment *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_DEPARTMENT (self), FALSE);

  return self->built.left_column;
}

gboolean
bf_carnegie_department_get_active_employee (BfCarnegieDepartment *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_DEPARTMENT (self), FALSE);

  return self->built.active_employee;
}
