/* bf-livingstone-export.c
 *
 * Draws a Livingstone score card with the drawing helpers of bf-score-pad.c,
 * which run it twice: first to measure (the PNG's height), then to draw.
 * The PDF starts a new A4 page when the next block does not fit; the PNG
 * is one tall page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-livingstone-export"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone-export.h"
#include "bf-score-pad.h"

#define MARGIN        BF_SCORE_PAD_MARGIN
#define LABEL_WIDTH   150.0

/* Grey ink, from black (0) to white (1). */
#define GREY(level) (&(const BfScorePadInk) { (level), (level), (level) })

typedef struct
{
  BfScorePad   base;     /* first: the pad's run function gets it */
  BfScoreCard *card;
  const char  *title;
} Sheet;

/* A rule across the page at pad->y. */
static void
rule (BfScorePad *pad,
      double      width)
{
  bf_score_pad_hline (pad, MARGIN, BF_SCORE_PAD_WIDTH - MARGIN, pad->y, width, GREY (0.6));
}

/* A paragraph across the page. */
static void
paragraph (BfScorePad *pad,
           const char *font,
           const char *text,
           double      indent,
           double      grey,
           double      space_after)
{
  g_autoptr(PangoLayout) layout = bf_score_pad_layout (pad, font, text, FALSE,
                                                       BF_SCORE_PAD_WIDTH - 2 * MARGIN - indent,
                                                       PANGO_ALIGN_LEFT);
  double height = bf_score_pad_layout_height (layout);

  bf_score_pad_ensure_space (pad, height);
  bf_score_pad_show (pad, layout, MARGIN + indent, pad->y, GREY (grey));
  pad->y += height + space_after;
}

static void
draw_table (Sheet *sheet)
{
  BfScorePad *pad = &sheet->base;
  BfScoreCard *card = sheet->card;
  guint n = bf_score_card_get_n_players (card);
  /* The rows of the table: the card's categories, then the total. */
  guint n_rows = bf_score_card_get_n_categories (card);
  double column = n > 0 ? (BF_SCORE_PAD_WIDTH - 2 * MARGIN - LABEL_WIDTH) / n : 0;
  double row_height = 18;
  double header = 0;

  /* Header: a dot and the name of each player. */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s%s", bf_score_card_get_name (card, i),
                                               bf_score_card_is_winner (card, i) ? " ★" : "");
      g_autoptr(PangoLayout) layout = bf_score_pad_layout (pad, BF_SCORE_PAD_FONT_HEADER, name, FALSE,
                                                           column - 4, PANGO_ALIGN_RIGHT);

      header = MAX (header, bf_score_pad_layout_height (layout));
    }
  bf_score_pad_ensure_space (pad, header + 8 + row_height * (n_rows + 1));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s%s", bf_score_card_get_name (card, i),
                                               bf_score_card_is_winner (card, i) ? " ★" : "");
      g_autoptr(PangoLayout) layout = bf_score_pad_layout (pad, BF_SCORE_PAD_FONT_HEADER, name, FALSE,
                                                           column - 14, PANGO_ALIGN_RIGHT);
      double x = MARGIN + LABEL_WIDTH + i * column;

      PangoRectangle logical;

      /* The dot just before the right-aligned name. */
      pango_layout_get_extents (layout, NULL, &logical);
      bf_score_pad_show (pad, layout, x + 10, pad->y + header - bf_score_pad_layout_height (layout),
                         GREY (0.1));
      bf_score_pad_dot (pad, bf_score_card_get_color (card, i),
                        x + 10 + pango_units_to_double (logical.x) - 8, pad->y + header - 7, 4, NULL);
    }
  pad->y += header + 4;
  rule (pad, 0.8);
  pad->y += 4;

  for (guint r = 0; r <= n_rows; r++)
    {
      gboolean total_row = r == n_rows;
      const char *font = total_row ? BF_SCORE_PAD_FONT_TOTAL : BF_SCORE_PAD_FONT_CELL;
      g_autoptr(PangoLayout) label = bf_score_pad_layout (pad, font,
                                                          total_row ? _("Total") : bf_score_card_get_category_title (card, r),
                                                          FALSE, LABEL_WIDTH - 6, PANGO_ALIGN_LEFT);

      if (total_row)
        {
          rule (pad, 0.8);
          pad->y += 3;
        }

      bf_score_pad_show (pad, label, MARGIN, pad->y, GREY (0.1));
      for (guint i = 0; i < n; i++)
        {
          int vp;
          g_autofree char *text = NULL;
          g_autoptr(PangoLayout) cell = NULL;

          if (total_row)
            vp = bf_score_card_get_total (card, i);
          else
            vp = bf_score_card_get_category_row (card, i, r);

          text = bf_score_pad_format_vp (vp);
          cell = bf_score_pad_layout (pad, font, text, FALSE, column - 4, PANGO_ALIGN_RIGHT);
          bf_score_pad_show (pad, cell, MARGIN + LABEL_WIDTH + i * column, pad->y,
                             GREY (0.1));
        }
      pad->y += row_height;
    }
  pad->y += 8;
}

/* The pad's run function: the whole sheet, from the top. */
static void
run (BfScorePad *pad)
{
  Sheet *sheet = (Sheet *) pad;
  BfScoreCard *card = sheet->card;
  const char *verdict = bf_score_card_get_verdict (card);
  g_autoptr(PangoLayout) title = NULL;
  g_autofree char *subtitle = NULL;

  title = bf_score_pad_layout (pad, BF_SCORE_PAD_FONT_TITLE, _("Livingstone"), FALSE, -1,
                               PANGO_ALIGN_LEFT);
  bf_score_pad_show (pad, title, MARGIN, pad->y, GREY (0.1));
  pad->y += bf_score_pad_layout_height (title) + 2;

  if (sheet->title != NULL && sheet->title[0] != '\0')
    subtitle = g_strdup (sheet->title);
  else
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      subtitle = g_date_time_format (now, "%x");
    }
  paragraph (pad, BF_SCORE_PAD_FONT_SUBTITLE, subtitle, 0, 0.4, 14);

  draw_table (sheet);

  paragraph (pad, BF_SCORE_PAD_FONT_SECTION, verdict != NULL ? verdict : "", 0, 0.1, 8);
  for (guint i = 0; i < bf_score_card_get_n_notes (card); i++)
    {
      g_autofree char *text = g_strdup_printf ("• %s", bf_score_card_get_note (card, i));

      paragraph (pad, BF_SCORE_PAD_FONT_NOTE, text, 0, 0.35, 3);
    }
  pad->y += 10;

  for (guint i = 0; i < bf_score_card_get_n_players (card); i++)
    {
      g_autofree char *heading = g_strdup_printf ("%s — %d VP", bf_score_card_get_name (card, i),
                                                  bf_score_card_get_total (card, i));

      bf_score_pad_ensure_space (pad, 40);
      rule (pad, 0.4);
      pad->y += 6;
      paragraph (pad, BF_SCORE_PAD_FONT_SECTION, heading, 0, 0.1, 4);
      for (guint l = 0; l < bf_score_card_get_n_lines (card, i); l++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, i, l);
          g_autofree char *text = g_strdup_printf ("%s (%+d): %s", line->title, line->vp, line->explanation);

          paragraph (pad, BF_SCORE_PAD_FONT_NOTE, text, 8, 0.2, 3);
        }
      pad->y += 8;
    }

  /* Translators: printed at the bottom of an exported score sheet */
  paragraph (pad, BF_SCORE_PAD_FONT_NOTE, _("Scored with Benefactor"), 0, 0.5, 0);

  /* The PNG's bottom margin. */
  if (!pad->paginate)
    pad->y = MAX (pad->y + MARGIN, 200);
}

/* Draws the sheet and saves it to @file. */
static gboolean
export (BfScoreCard  *card,
        const char   *title,
        gboolean      pdf,
        GFile        *file,
        GError      **error)
{
  Sheet sheet = {
    .base = {
      .points = FALSE,
      .margin_top = MARGIN,
      .margin_bottom = MARGIN,
      .run = run,
    },
    .card = card,
    .title = title,
  };

  return bf_score_pad_save (&sheet.base, pdf, _("Livingstone score sheet"), file, error);
}

gboolean
bf_livingstone_export_png (BfScoreCard  *card,
                           const char   *title,
                           GFile        *file,
                           GError      **error)
{
  g_return_val_if_fail (card != NULL, FALSE);

  return export (card, title, FALSE, file, error);
}

gboolean
bf_livingstone_export_pdf (BfScoreCard  *card,
                           const char   *title,
                           GFile        *file,
                           GError      **error)
{
  g_return_val_if_fail (card != NULL, FALSE);

  return export (card, title, TRUE, file, error);
}
