/* bf-score-pad.h
 *
 * What the printed score pads have in common (the Carnegie score export,
 * bf-score-export.c, and the Livingstone one, bf-livingstone-export.c):
 * an A4 portrait page in points, their fonts, text laid out with pango,
 * rules and colour dots drawn with cairo, page breaks, and the PNG and
 * PDF surfaces.
 *
 * A pad is drawn by a run function that lays out the whole pad from the
 * top: bf_score_pad_save() runs it twice, first only to measure (the
 * PNG's height, the PDF's page count, in pad->n_pages), then to draw.
 * The drawing helpers draw nothing while pad->draw is FALSE. The PNG is
 * one tall page at 144 dpi, as high as pad->y when the run ends; the PDF
 * starts a new page when bf_score_pad_ensure_space() finds that the next
 * block does not fit.
 *
 * An export puts a BfScorePad first in its own state and casts the pad
 * given to its run function back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* Geometry in points (1/72 in): A4 portrait. */
#define BF_SCORE_PAD_WIDTH        595.276
#define BF_SCORE_PAD_HEIGHT       841.890
#define BF_SCORE_PAD_MARGIN        48.0
#define BF_SCORE_PAD_PNG_SCALE      2.0   /* 144 dpi */

#define BF_SCORE_PAD_FONT_TITLE    "Serif Bold 20"
#define BF_SCORE_PAD_FONT_SUBTITLE "Sans 10.5"
#define BF_SCORE_PAD_FONT_HEADER   "Sans Bold 9.5"
#define BF_SCORE_PAD_FONT_CELL     "Sans 9.5"
#define BF_SCORE_PAD_FONT_TOTAL    "Sans Bold 11"
#define BF_SCORE_PAD_FONT_NOTE     "Sans 9"
#define BF_SCORE_PAD_FONT_SECTION  "Sans Bold 11"

typedef struct
{
  double r, g, b;
} BfScorePadInk;

typedef struct _BfScorePad BfScorePad;

typedef void (*BfScorePadFunc) (BfScorePad *pad);

struct _BfScorePad
{
  /* set by the export */
  gboolean        points;        /* TRUE: text at 72 dpi with unhinted
                                  * metrics, a font size in points is
                                  * that many cairo units on every target;
                                  * FALSE: pango's defaults */
  double          margin_top;    /* where a page's content starts */
  double          margin_bottom; /* lowest content, from the page's bottom */
  BfScorePadFunc  run;           /* lays out the whole pad */
  BfScorePadFunc  finish_page;   /* before a page break (a footer), or NULL */

  /* set by bf_score_pad_render() */
  cairo_t        *cr;
  PangoContext   *pango;
  gboolean        draw;          /* FALSE while measuring */
  gboolean        paginate;      /* PDF */
  guint           n_pages;       /* PDF, known when drawing */

  /* the run's position */
  double          y;
  guint           page;          /* 1-based */
};

/* A new layout of @text in @font (a PangoFontDescription string), Pango
 * markup if @markup; @width > 0: wrapped at @width. */
PangoLayout *bf_score_pad_layout        (BfScorePad           *pad,
                                         const char           *font,
                                         const char           *text,
                                         gboolean              markup,
                                         double                width,
                                         PangoAlignment        alignment);
double       bf_score_pad_layout_height (PangoLayout          *layout);
void         bf_score_pad_show          (BfScorePad           *pad,
                                         PangoLayout          *layout,
                                         double                x,
                                         double                y,
                                         const BfScorePadInk  *ink);
void         bf_score_pad_hline         (BfScorePad           *pad,
                                         double                x1,
                                         double                x2,
                                         double                y,
                                         double                width,
                                         const BfScorePadInk  *ink);
/* A dot of colour @rgb ("#rrggbb"); without one (NULL, "" or not a
 * colour) a circle in @outline, or nothing if @outline is NULL. */
void         bf_score_pad_dot           (BfScorePad           *pad,
                                         const char           *rgb,
                                         double                cx,
                                         double                cy,
                                         double                radius,
                                         const BfScorePadInk  *outline);

/* PDF: makes room for @height, starting a new page (after
 * pad->finish_page) when it does not fit and the pad is not at the top
 * of a page already; returns whether it did. The PNG never breaks. */
gboolean     bf_score_pad_ensure_space  (BfScorePad           *pad,
                                         double                height);

/* VP as printed, with a real minus sign: "−3". */
char        *bf_score_pad_format_vp     (int                   vp);

/* Runs @pad twice and saves the PNG or PDF (@pdf_title in its metadata)
 * to @file with bf_document_save_data(). An error names what cairo could
 * not do, or is that of bf_document_save_data(). */
gboolean     bf_score_pad_save          (BfScorePad           *pad,
                                         gboolean              pdf,
                                         const char           *pdf_title,
                                         GFile                *file,
                                         GError              **error);

G_END_DECLS
