/* bf-carnegie-transport.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-player"

#include "config.h"

#include "bf-carnegie-enums.h"
#include "bf-carnegie-transport.h"
#include "bf-carnegie-player-private.h"

struct _BfCarnegieTransport
{
  GObject  parent_instance;

  BfRegion region;
  guint    box;
};

G_DEFINE_FINAL_TYPE (BfCarnegieTransport, bf_carnegie_transport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_REGION,
  PROP_BOX,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_carnegie_transport_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BfCarnegieTransport *self = BF_CARNEGIE_TRANSPORT (object);

  switch (prop_id)
    {
    case PROP_REGION:
      g_value_set_enum (value, self->region);
      break;
    case PROP_BOX:
      g_value_set_uint (value, self->box);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_transport_class_init (BfCarnegieTransportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bf_carnegie_transport_get_property;

  properties[PROP_REGION] =
    g_param_spec_enum ("region", NULL, NULL, BF_TYPE_REGION, BF_REGION_EAST,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOX] =
    g_param_spec_uint ("box", NULL, NULL, 1, BF_N_TRACK_BOXES, 1,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_carnegie_transport_init (BfCarnegieTransport *self)
{
  self->box = 1;
}

BfCarnegieTransport *
_bf_carnegie_transport_new (BfRegion region)
{
  BfCarnegieTransport *self = g_object_new (BF_TYPE_CARNEGIE_TRANSPORT, NULL);

  self->region = region;

  return self;
}

void
_bf_carnegie_transport_set_box (BfCarnegieTransport *self,
                                guint                box)
{
  if (self->box == box)
    return;

  self->box = box;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOX]);
}

BfRegion
bf_carnegie_transport_get_region (BfCarnegieTransport *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_TRANSPORT (self), BF_REGION_EAST);

  return self->region;
}

guint
bf_carnegie_transport_get_box (BfCarnegieTransport *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_TRANSPORT (self), 1);

  return self->box;
}
