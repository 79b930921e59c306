/* bf-qr-code.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-qr-code"

#include "config.h"

#include <string.h>

#include <qrencode.h>

#include "bf-qr-code.h"

/* The module asked for, and the smallest drawn: 6 px, about 250 px for
 * a link (version 4 or 5: 33 or 37 modules and the quiet zone), which a
 * phone's camera reads from across a table and which a card inside a
 * 360 px window holds (312 px); a flow box gives its children their
 * minimum, so the minimum is the size asked for. */
#define MIN_MODULE_PX 6
#define NATURAL_MODULE_PX 6

struct _BfQrCode
{
  GtkWidget  parent_instance;

  char      *text;
  guint      width;      /* modules on a side, without the quiet zone */
  guint8    *modules;    /* width × width, 1: dark */
};

enum
{
  PROP_0,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (BfQrCode, bf_qr_code, GTK_TYPE_WIDGET)

static void
encode (BfQrCode *self)
{
  QRcode *code;

  g_clear_pointer (&self->modules, g_free);
  self->width = 0;

  if (self->text == NULL || self->text[0] == '\0')
    return;

  /* Byte mode (a token is lower case, which the alphanumeric mode does
   * not have), the smallest version that holds it, level M: a code on a
   * screen seen at an angle still reads with 15 % of it lost. */
  code = QRcode_encodeString8bit (self->text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      g_warning ("Could not make a QR code of a link of %zu bytes", strlen (self->text));
      return;
    }

  self->width = (guint) code->width;
  self->modules = g_new (guint8, self->width * self->width);
  /* libqrencode's bit 0 is "dark"; the others say what the module is. */
  for (guint i = 0; i < self->width * self->width; i++)
    self->modules[i] = code->data[i] & 1;
  QRcode_free (code);
}

static void
bf_qr_code_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  BfQrCode *self = BF_QR_CODE (widget);
  guint side = self->width > 0 ? self->width + 2 * BF_QR_CODE_QUIET_ZONE : 0;

  *minimum = (int) (side * MIN_MODULE_PX);
  *natural = (int) (side * NATURAL_MODULE_PX);
}

static void
bf_qr_code_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  BfQrCode *self = BF_QR_CODE (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  guint side, module;
  float x0, y0;
  cairo_t *cr;

  if (self->width == 0)
    return;

  /* Whole pixels per module, the code centred in the widget. */
  side = self->width + 2 * BF_QR_CODE_QUIET_ZONE;
  module = MAX (1, (guint) MIN (w, h) / side);
  x0 = (float) ((w - (int) (side * module)) / 2);
  y0 = (float) ((h - (int) (side * module)) / 2);

  /* One cairo drawing without antialiasing: modules that touch share
   * their pixels' edge wherever the widget lands, even half a pixel off;
   * a rectangle each, antialiased, left grey seams between the rows
   * that a scanner (zbarimg) could not read through. */
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (x0, y0, side * module, side * module));
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x0, y0, side * module, side * module);
  cairo_fill (cr);
  x0 += BF_QR_CODE_QUIET_ZONE * module;
  y0 += BF_QR_CODE_QUIET_ZONE * module;

  /* One rectangle per run of dark modules in a row. */
  for (guint y = 0; y < self->width; y++)
    for (guint x = 0; x < self->width; x++)
      {
        guint run = 0;

        while (x + run < self->width && self->modules[y * self->width + x + run])
          run++;
        if (run == 0)
          continue;
        cairo_rectangle (cr, x0 + x * module, y0 + y * module, run * module, module);
        x += run;
      }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_fill (cr);
  cairo_destroy (cr);
}

static void
bf_qr_code_finalize (GObject *object)
{
  BfQrCode *self = BF_QR_CODE (object);

  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->modules, g_free);

  G_OBJECT_CLASS (bf_qr_code_parent_class)->finalize (object);
}

static void
bf_qr_code_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BfQrCode *self = BF_QR_CODE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_qr_code_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BfQrCode *self = BF_QR_CODE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      bf_qr_code_set_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_qr_code_class_init (BfQrCodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bf_qr_code_finalize;
  object_class->get_property = bf_qr_code_get_property;
  object_class->set_property = bf_qr_code_set_property;
  widget_class->measure = bf_qr_code_measure;
  widget_class->snapshot = bf_qr_code_snapshot;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "qrcode");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bf_qr_code_init (BfQrCode *self)
{
}

GtkWidget *
bf_qr_code_new (void)
{
  return g_object_new (BF_TYPE_QR_CODE, NULL);
}

const char *
bf_qr_code_get_text (BfQrCode *self)
{
  g_return_val_if_fail (BF_IS_QR_CODE (self), NULL);

  return self->text;
}

void
bf_qr_code_set_text (BfQrCode   *self,
                     const char *text)
{
  g_return_if_fail (BF_IS_QR_CODE (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;

  g_free (self->text);
  self->text = g_strdup (text);
  encode (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

guint
bf_qr_code_get_width (BfQrCode *self)
{
  g_return_val_if_fail (BF_IS_QR_CODE (self), 0);

  return self->width;
}

gboolean
bf_qr_code_get_module (BfQrCode *self,
                       guint     x,
                       guint     y)
{
  g_return_val_if_fail (BF_IS_QR_CODE (self), FALSE);
  g_return_val_if_fail (x < self->width && y < self->width, FALSE);

  return self->modules[y * self->width + x] != 0;
}
