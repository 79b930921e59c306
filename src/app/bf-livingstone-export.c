/* bf-livingstone-export.c
 *
 * Draws a Livingstone result with cairo and pangocairo. One drawing
 * routine serves both formats and runs twice: first to measure (the
 * PNG's height), then to draw. The PDF starts a new A4 page when the
 * next block does not fit; the PNG is one tall page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-export"

#include "config.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

#include "bf-document.h"
#include "bf-livingstone-export.h"

#define PAGE_WIDTH    595.276
#define PAGE_HEIGHT   841.890
#define MARGIN        48.0
#define PNG_SCALE     2.0
#define LABEL_WIDTH   150.0

#define FONT_TITLE    "Serif Bold 20"
#define FONT_SUBTITLE "Sans 10.5"
#define FONT_HEADER   "Sans Bold 9.5"
#define FONT_CELL     "Sans 9.5"
#define FONT_TOTAL    "Sans Bold 11"
#define FONT_NOTE     "Sans 9"
#define FONT_SECTION  "Sans Bold 11"

typedef struct
{
  BfLivingstoneResult *result;
  const char          *title;
  cairo_t             *cr;
  PangoContext        *pango;
  gboolean             draw;
  gboolean             paginate;
  double               y;
} Sheet;

/* The rows of the table: a category, or a special row. */
static const struct
{
  const char *category;          /* NULL: special */
  const char *title;
} table_rows[] = {
  { BF_LIVINGSTONE_SCORE_ROUNDS, N_("Rounds") },
  { BF_LIVINGSTONE_SCORE_MAJORITY, N_("Row majorities") },
  { BF_LIVINGSTONE_SCORE_GEMS, N_("Gems kept") },
  { BF_LIVINGSTONE_SCORE_VP_CARDS, N_("VP action cards") },
  { NULL, N_("Before the donations") },
  { BF_LIVINGSTONE_SCORE_DONATION, N_("Disqualification") },
};

static void
set_ink (Sheet  *sheet,
         double  grey)
{
  cairo_set_source_rgb (sheet->cr, grey, grey, grey);
}

static PangoLayout *
make_layout (Sheet          *sheet,
             const char     *font,
             const char     *text,
             double          width,
             PangoAlignment  alignment)
{
  PangoLayout *layout = pango_layout_new (sheet->pango);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, pango_units_from_double (width));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_alignment (layout, alignment);
  pango_layout_set_text (layout, text, -1);

  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return pango_units_to_double (height);
}

static void
show (Sheet       *sheet,
      PangoLayout *layout,
      double       x,
      double       y,
      double       grey)
{
  if (!sheet->draw)
    return;

  set_ink (sheet, grey);
  cairo_move_to (sheet->cr, x, y);
  pango_cairo_show_layout (sheet->cr, layout);
}

static void
hline (Sheet  *sheet,
       double  y,
       double  width)
{
  if (!sheet->draw)
    return;

  set_ink (sheet, 0.6);
  cairo_set_line_width (sheet->cr, width);
  cairo_move_to (sheet->cr, MARGIN, y);
  cairo_line_to (sheet->cr, PAGE_WIDTH - MARGIN, y);
  cairo_stroke (sheet->cr);
}

/* Starts a new PDF page when @height does not fit on this one. */
static void
need (Sheet  *sheet,
      double  height)
{
  if (!sheet->paginate || sheet->y + height <= PAGE_HEIGHT - MARGIN)
    return;

  if (sheet->draw)
    cairo_show_page (sheet->cr);
  sheet->y = MARGIN;
}

/* A paragraph across the page. */
static void
paragraph (Sheet      *sheet,
           const char *font,
           const char *text,
           double      indent,
           double      grey,
           double      space_after)
{
  g_autoptr(PangoLayout) layout = make_layout (sheet, font, text,
                                               PAGE_WIDTH - 2 * MARGIN - indent, PANGO_ALIGN_LEFT);
  double height = layout_height (layout);

  need (sheet, height);
  show (sheet, layout, MARGIN + indent, sheet->y, grey);
  sheet->y += height + space_after;
}

static void
dot (Sheet      *sheet,
     const char *rgb,
     double      cx,
     double      cy)
{
  GdkRGBA color;

  if (!sheet->draw || rgb == NULL || !gdk_rgba_parse (&color, rgb))
    return;

  cairo_set_source_rgb (sheet->cr, color.red, color.green, color.blue);
  cairo_new_sub_path (sheet->cr);
  cairo_arc (sheet->cr, cx, cy, 4, 0, 2 * G_PI);
  cairo_fill (sheet->cr);
}

static void
draw_table (Sheet *sheet)
{
  BfLivingstoneResult *result = sheet->result;
  guint n = bf_livingstone_result_get_n_players (result);
  double column = n > 0 ? (PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH) / n : 0;
  double row_height = 18;
  double header = 0;

  /* Header: a dot and the name of each player. */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s%s", bf_livingstone_result_get_name (result, i),
                                               bf_livingstone_result_is_winner (result, i) ? " ★" : "");
      g_autoptr(PangoLayout) layout = make_layout (sheet, FONT_HEADER, name, column - 4, PANGO_ALIGN_RIGHT);

      header = MAX (header, layout_height (layout));
    }
  need (sheet, header + 8 + row_height * (G_N_ELEMENTS (table_rows) + 1));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s%s", bf_livingstone_result_get_name (result, i),
                                               bf_livingstone_result_is_winner (result, i) ? " ★" : "");
      g_autoptr(PangoLayout) layout = make_layout (sheet, FONT_HEADER, name, column - 14, PANGO_ALIGN_RIGHT);
      double x = MARGIN + LABEL_WIDTH + i * column;

      PangoRectangle logical;

      /* The dot just before the right-aligned name. */
      pango_layout_get_extents (layout, NULL, &logical);
      show (sheet, layout, x + 10, sheet->y + header - layout_height (layout), 0.1);
      dot (sheet, bf_livingstone_result_get_color (result, i),
           x + 10 + pango_units_to_double (logical.x) - 8, sheet->y + header - 7);
    }
  sheet->y += header + 4;
  hline (sheet, sheet->y, 0.8);
  sheet->y += 4;

  for (guint r = 0; r <= G_N_ELEMENTS (table_rows); r++)
    {
      gboolean total_row = r == G_N_ELEMENTS (table_rows);
      const char *font = total_row ? FONT_TOTAL : FONT_CELL;
      g_autoptr(PangoLayout) label = make_layout (sheet, font,
                                                  total_row ? _("Total") : _(table_rows[r].title),
                                                  LABEL_WIDTH - 6, PANGO_ALIGN_LEFT);

      if (total_row)
        {
          hline (sheet, sheet->y, 0.8);
          sheet->y += 3;
        }

      show (sheet, label, MARGIN, sheet->y, 0.1);
      for (guint i = 0; i < n; i++)
        {
          int vp;
          g_autofree char *text = NULL;
          g_autoptr(PangoLayout) cell = NULL;

          if (total_row)
            vp = bf_livingstone_result_get_total (result, i);
          else if (table_rows[r].category == NULL)
            vp = bf_livingstone_result_get_subtotal (result, i);
          else
            vp = bf_livingstone_result_get_category (result, i, table_rows[r].category);

          text = vp < 0 ? g_strdup_printf ("−%d", -vp) : g_strdup_printf ("%d", vp);
          cell = make_layout (sheet, font, text, column - 4, PANGO_ALIGN_RIGHT);
          show (sheet, cell, MARGIN + LABEL_WIDTH + i * column, sheet->y, 0.1);
        }
      sheet->y += row_height;
    }
  sheet->y += 8;
}

static void
run (Sheet *sheet)
{
  BfLivingstoneResult *result = sheet->result;
  g_autoptr(PangoLayout) title = NULL;
  g_autofree char *subtitle = NULL;

  sheet->y = MARGIN;

  title = make_layout (sheet, FONT_TITLE, _("Livingstone"), -1, PANGO_ALIGN_LEFT);
  show (sheet, title, MARGIN, sheet->y, 0.1);
  sheet->y += layout_height (title) + 2;

  if (sheet->title != NULL && sheet->title[0] != '\0')
    subtitle = g_strdup (sheet->title);
  else
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      subtitle = g_date_time_format (now, "%x");
    }
  paragraph (sheet, FONT_SUBTITLE, subtitle, 0, 0.4, 14);

  draw_table (sheet);

  paragraph (sheet, FONT_SECTION, bf_livingstone_result_get_verdict (result), 0, 0.1, 8);
  for (guint i = 0; i < bf_livingstone_result_get_n_notes (result); i++)
    {
      g_autofree char *text = g_strdup_printf ("• %s", bf_livingstone_result_get_note (result, i));

      paragraph (sheet, FONT_NOTE, text, 0, 0.35, 3);
    }
  sheet->y += 10;

  for (guint i = 0; i < bf_livingstone_result_get_n_players (result); i++)
    {
      g_autofree char *heading = g_strdup_printf ("%s — %d VP", bf_livingstone_result_get_name (result, i),
                                                  bf_livingstone_result_get_total (result, i));

      need (sheet, 40);
      hline (sheet, sheet->y, 0.4);
      sheet->y += 6;
      paragraph (sheet, FONT_SECTION, heading, 0, 0.1, 4);
      for (guint l = 0; l < bf_livingstone_result_get_n_lines (result, i); l++)
        {
          const BfLivingstoneLine *line = bf_livingstone_result_get_line (result, i, l);
          g_autofree char *text = g_strdup_printf ("%s (%+d): %s", line->title, line->vp, line->explanation);

          paragraph (sheet, FONT_NOTE, text, 8, 0.2, 3);
        }
      sheet->y += 8;
    }

  /* Translators: printed at the bottom of an exported score sheet */
  paragraph (sheet, FONT_NOTE, _("Scored with Benefactor"), 0, 0.5, 0);
}

static cairo_status_t
write_to_array (void                *closure,
                const unsigned char *data,
                unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
sheet_set_cairo (Sheet   *sheet,
                 cairo_t *cr)
{
  sheet->cr = cr;
  g_clear_object (&sheet->pango);
  sheet->pango = pango_cairo_create_context (cr);
}

static GBytes *
render (BfLivingstoneResult  *result,
        const char           *title,
        gboolean              pdf,
        GError              **error)
{
  Sheet sheet = { result, title, NULL, NULL, FALSE, pdf, 0 };
  GByteArray *bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  double height = PAGE_HEIGHT;

  if (!pdf)
    {
      /* Measuring pass: the height of the PNG. */
      surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
      cr = cairo_create (surface);
      sheet_set_cairo (&sheet, cr);
      run (&sheet);
      height = MAX (sheet.y + MARGIN, 200);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);

      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                            (int) (PAGE_WIDTH * PNG_SCALE),
                                            (int) (height * PNG_SCALE));
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_scale (cr, PNG_SCALE, PNG_SCALE);
    }
  else
    {
      surface = cairo_pdf_surface_create_for_stream (write_to_array, bytes, PAGE_WIDTH, PAGE_HEIGHT);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, _("Livingstone score sheet"));
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Benefactor");
      cr = cairo_create (surface);
    }

  sheet_set_cairo (&sheet, cr);
  sheet.draw = TRUE;
  run (&sheet);

  cairo_destroy (cr);
  if (pdf)
    cairo_surface_finish (surface);
  else
    cairo_surface_flush (surface);

  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS && !pdf)
    status = cairo_surface_write_to_png_stream (surface, write_to_array, bytes);
  cairo_surface_destroy (surface);
  g_clear_object (&sheet.pango);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (bytes);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the score sheet: %s"), cairo_status_to_string (status));
      return NULL;
    }

  return g_byte_array_free_to_bytes (bytes);
}

gboolean
bf_livingstone_export_png (BfLivingstoneResult  *result,
                           const char           *title,
                           GFile                *file,
                           GError              **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (result != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = render (result, title, FALSE, error);
  return bytes != NULL &&
         bf_document_save_data (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                NULL, error);
}

gboolean
bf_livingstone_export_pdf (BfLivingstoneResult  *result,
                           const char           *title,
                           GFile                *file,
                           GError              **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (result != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = render (result, title, TRUE, error);
  return bytes != NULL &&
         bf_document_save_data (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                NULL, error);
}
