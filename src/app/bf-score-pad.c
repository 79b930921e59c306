/* bf-score-pad.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score-pad"

#include "config.h"

#include <math.h>

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "bf-document.h"
#include "bf-score-pad.h"

/* Drawing ----------------------------------------------------------------- */

PangoLayout *
bf_score_pad_layout (BfScorePad     *pad,
                     const char     *font,
                     const char     *text,
                     gboolean        markup,
                     double          width,
                     PangoAlignment  alignment)
{
  PangoLayout *layout = pango_layout_new (pad->pango);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, pango_units_from_double (width));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, alignment);

  if (markup)
    pango_layout_set_markup (layout, text, -1);
  else
    pango_layout_set_text (layout, text, -1);

  return layout;
}

double
bf_score_pad_layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return pango_units_to_double (height);
}

void
bf_score_pad_show (BfScorePad          *pad,
                   PangoLayout         *layout,
                   double               x,
                   double               y,
                   const BfScorePadInk *ink)
{
  if (!pad->draw)
    return;

  cairo_set_source_rgb (pad->cr, ink->r, ink->g, ink->b);
  cairo_move_to (pad->cr, x, y);
  pango_cairo_show_layout (pad->cr, layout);
}

void
bf_score_pad_hline (BfScorePad          *pad,
                    double               x1,
                    double               x2,
                    double               y,
                    double               width,
                    const BfScorePadInk *ink)
{
  if (!pad->draw)
    return;

  cairo_set_source_rgb (pad->cr, ink->r, ink->g, ink->b);
  cairo_set_line_width (pad->cr, width);
  cairo_move_to (pad->cr, x1, y);
  cairo_line_to (pad->cr, x2, y);
  cairo_stroke (pad->cr);
}

void
bf_score_pad_dot (BfScorePad          *pad,
                  const char          *rgb,
                  double               cx,
                  double               cy,
                  double               radius,
                  const BfScorePadInk *outline)
{
  GdkRGBA color;
  gboolean filled;

  if (!pad->draw)
    return;

  filled = rgb != NULL && rgb[0] != '\0' && gdk_rgba_parse (&color, rgb);
  if (!filled && outline == NULL)
    return;

  cairo_new_sub_path (pad->cr);
  cairo_arc (pad->cr, cx, cy, radius, 0, 2 * G_PI);
  if (filled)
    {
      cairo_set_source_rgb (pad->cr, color.red, color.green, color.blue);
      cairo_fill (pad->cr);
    }
  else
    {
      cairo_set_source_rgb (pad->cr, outline->r, outline->g, outline->b);
      cairo_set_line_width (pad->cr, 0.6);
      cairo_stroke (pad->cr);
    }
}

gboolean
bf_score_pad_ensure_space (BfScorePad *pad,
                           double      height)
{
  if (!pad->paginate ||
      pad->y + height <= BF_SCORE_PAD_HEIGHT - pad->margin_bottom ||
      pad->y <= pad->margin_top)
    return FALSE;

  if (pad->finish_page != NULL)
    pad->finish_page (pad);
  if (pad->draw)
    cairo_show_page (pad->cr);
  pad->page++;
  pad->y = pad->margin_top;

  return TRUE;
}

char *
bf_score_pad_format_vp (int vp)
{
  if (vp < 0)
    return g_strdup_printf ("−%d", -vp);
  return g_strdup_printf ("%d", vp);
}

/* Rendering and saving ---------------------------------------------------- */

/* Runs the pad on @cr, from the top of its first page. */
static void
run_on (BfScorePad *pad,
        cairo_t    *cr,
        gboolean    draw)
{
  g_clear_object (&pad->pango);
  pad->cr = cr;
  pad->pango = pango_cairo_create_context (cr);
  if (pad->points)
    {
      /* The same layout metrics for both passes, whatever the target. */
      cairo_font_options_t *options = cairo_font_options_create ();

      pango_cairo_context_set_resolution (pad->pango, 72.0);
      cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
      cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
      pango_cairo_context_set_font_options (pad->pango, options);
      cairo_font_options_destroy (options);
    }

  pad->draw = draw;
  pad->y = pad->margin_top;
  pad->page = 1;
  pad->run (pad);
}

static cairo_status_t
write_to_array (void                *closure,
                const unsigned char *data,
                unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t
render_png (BfScorePad *pad,
            GByteArray *bytes)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  /* Measure, with the metrics of the drawing. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  cairo_scale (cr, BF_SCORE_PAD_PNG_SCALE, BF_SCORE_PAD_PNG_SCALE);
  run_on (pad, cr, FALSE);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* Draw, on white. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                        (int) ceil (BF_SCORE_PAD_WIDTH * BF_SCORE_PAD_PNG_SCALE),
                                        (int) ceil (pad->y * BF_SCORE_PAD_PNG_SCALE));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, BF_SCORE_PAD_PNG_SCALE, BF_SCORE_PAD_PNG_SCALE);
  run_on (pad, cr, TRUE);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, write_to_array, bytes);
  cairo_surface_destroy (surface);

  return status;
}

static cairo_status_t
render_pdf (BfScorePad *pad,
            const char *title,
            GByteArray *bytes)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  /* Count the pages. */
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  run_on (pad, cr, FALSE);
  pad->n_pages = pad->page;
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  surface = cairo_pdf_surface_create_for_stream (write_to_array, bytes,
                                                 BF_SCORE_PAD_WIDTH, BF_SCORE_PAD_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Benefactor");

  cr = cairo_create (surface);
  run_on (pad, cr, TRUE);
  cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  return status;
}

gboolean
bf_score_pad_save (BfScorePad  *pad,
                   gboolean     pdf,
                   const char  *pdf_title,
                   GFile       *file,
                   GError     **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_status_t status;

  g_return_val_if_fail (pad != NULL && pad->run != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  pad->paginate = pdf;
  status = pdf ? render_pdf (pad, pdf_title, bytes) : render_png (pad, bytes);
  g_clear_object (&pad->pango);
  pad->cr = NULL;

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the score sheet: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }

  return bf_document_save_data (file, (const char *) bytes->data, bytes->len, NULL, error);
}
