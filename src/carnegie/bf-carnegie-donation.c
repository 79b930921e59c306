/* bf-carnegie-donation.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-carnegie-player"

#include "config.h"

#include "bf-carnegie-donation.h"
#include "bf-carnegie-player-private.h"

struct _BfCarnegieDonation
{
  GObject    parent_instance;

  BfChartPos position;
};

G_DEFINE_FINAL_TYPE (BfCarnegieDonation, bf_carnegie_donation, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bf_carnegie_donation_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BfCarnegieDonation *self = BF_CARNEGIE_DONATION (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_carnegie_donation_class_init (BfCarnegieDonationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bf_carnegie_donation_get_property;

  /* A BfChartPos: column * 5 + row - 1. */
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, BF_N_CHART_POSITIONS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bf_carnegie_donation_init (BfCarnegieDonation *self)
{
}

BfCarnegieDonation *
_bf_carnegie_donation_new (BfChartPos position)
{
  BfCarnegieDonation *self = g_object_new (BF_TYPE_CARNEGIE_DONATION, NULL);

  self->position = position;

  return self;
}

BfChartPos
bf_carnegie_donation_get_position (BfCarnegieDonation *self)
{
  g_return_val_if_fail (BF_IS_CARNEGIE_DONATION (self), BF_CHART_POS_NONE);

  return self->position;
}
