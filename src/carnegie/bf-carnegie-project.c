/* bf-carnegie-project.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-player"

#include "config.h"

#include "bf-carnegie-enums.h"
#include "bf-carnegie-project.h"
#include "bf-carnegie-player-private.h"

struct _BfCarnegieProject
{
  GObject   parent_instance;

  BfProject project;
};

G_DEFINE_FINAL_TYPE (BfCarnegieProject, bf_carnegie_project, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SPACE,
  PROP_PROJECT_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_carnegie_project_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BfCarnegieProject *self = BF_CARNEGIE_PROJECT (object);

  switch (prop_id)
    {
    case PROP_SPACE:
      g_value_set_uint (value, self->project.space);
      break;
    case PROP_PROJECT_TYPE:
      g_value_set_enum (value, self->project.type);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_project_class_init (BfCarnegieProjectClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bf_carnegie_project_get_property;

  properties[PROP_SPACE] =
    g_param_spec_uint ("space", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROJECT_TYPE] =
    g_param_spec_enum ("project-type", NULL, NULL, BF_TYPE_PROJECT_TYPE, BF_PROJECT_ANY,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_carnegie_project_init (BfCarnegieProject *self)
{
}

BfCarnegieProject *
_bf_carnegie_project_new (const BfProject *project)
{
  BfCarnegieProject *self = g_object_new (BF_TYPE_CARNEGIE_PROJECT, NULL);

  self->project = *project;

  return self;
}

guint
bf_carnegie_project_get_space (BfCarnegieProject *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PROJECT (self), 0);

  return self->project.space;
}

BfProjectType
bf_carnegie_project_get_project_type (BfCarnegieProject *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_PROJECT (self), BF_PROJECT_ANY);

  return self->project.type;
}
