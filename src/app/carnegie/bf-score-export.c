/* bf-score-export.c
 *
 * Draws a score card as a printed score pad with the drawing helpers of
 * bf-score-pad.c, which run it twice, first only to measure (the PNG's
 * height, the PDF's page count), then to draw. The PDF paginates (the
 * table's header is repeated on a new page, a player's heading is kept
 * with its first explanation); the PNG is one tall page.
 *
 * The file is rendered in memory, then saved with
 * bf_document_save_data(), the one save path: an existing file is
 * replaced through a temporary file and a rename, so a failure leaves it
 * as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score-export"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bf-score-export.h"
#include "bf-score-pad.h"

/* Geometry in points (1/72 in), besides the page's (bf-score-pad.h). */
#define MARGIN_X       BF_SCORE_PAD_MARGIN
#define MARGIN_TOP     BF_SCORE_PAD_MARGIN
#define MARGIN_BOTTOM   60.0
#define FOOTER_OFFSET   30.0         /* footer baseline area, from the page bottom */

#define CELL_PAD_X       6.0
#define CELL_PAD_Y       4.5
#define MAX_COLUMN     92.0

#define FONT_PLAYER    "Sans Bold 9"
#define FONT_SMALL     "Sans 7.5"
#define FONT_FOOTER    "Sans 7.5"

static const BfScorePadInk ink = { 0.12, 0.12, 0.13 };
static const BfScorePadInk grey = { 0.42, 0.42, 0.44 };
static const BfScorePadInk rule = { 0.62, 0.62, 0.64 };
static const BfScorePadInk zebra = { 0.945, 0.945, 0.95 };
static const BfScorePadInk gold = { 0.70, 0.50, 0.02 };

/* A row of the table: one category, or one line of a category whose
 * lines have places (the donation chart's spaces). */
typedef struct
{
  const char *category;
  const char *title;               /* borrowed from the card */
  gboolean    by_title;            /* lines with places: match by title too */
  guint       place;               /* the line's place, for board order */
} PadRow;

typedef struct
{
  BfScorePad           base;       /* first: the pad's run function gets it */

  BfScoreCard         *card;
  const char          *subtitle;

  GArray              *rows;       /* PadRow */
  guint                n_players;
  double               label_width;
  double               column_width;
  double               number_width; /* right edge of figures, from the column's left */
} Pad;

/* Helpers ------------------------------------------------------------- */

/* @text with a no-break space before its last word, so that a wrapped
 * donation title never leaves its row number alone on a line
 * ("… row" / "1"). Pango 1.50 ignores an allow-breaks attribute here. */
static char *
keep_last_word (const char *text)
{
  const char *space = strrchr (text, ' ');

  if (space == NULL)
    return g_strdup (text);

  return g_strdup_printf ("%.*s\u00a0%s", (int) (space - text), text, space + 1);
}

/* Tabular figures, unwrapped: see show_number(). */
static PangoLayout *
make_number_layout (Pad        *pad,
                    const char *font,
                    const char *text)
{
  PangoLayout *layout = bf_score_pad_layout (&pad->base, font, text, FALSE, -1, PANGO_ALIGN_LEFT);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

/* Right-aligned at @right. */
static void
show_number (Pad         *pad,
             PangoLayout *layout,
             double       right,
             double       y,
             const BfScorePadInk *color)
{
  int width;

  pango_layout_get_size (layout, &width, NULL);
  bf_score_pad_show (&pad->base, layout, right - pango_units_to_double (width), y, color);
}

/* Pages ---------------------------------------------------------------- */

static void
draw_footer (Pad *pad,
             double y)
{
  g_autoptr(PangoLayout) left = NULL;

  /* Translators: printed at the bottom of an exported score sheet */
  left = bf_score_pad_layout (&pad->base, FONT_FOOTER, _("Scored with Benefactor"), FALSE, -1,
                              PANGO_ALIGN_LEFT);
  bf_score_pad_show (&pad->base, left, MARGIN_X, y, &grey);

  if (pad->base.paginate && pad->base.n_pages > 1)
    {
      /* Translators: page number at the bottom of an exported score sheet */
      g_autofree char *text = g_strdup_printf (_("Page %u of %u"), pad->base.page, pad->base.n_pages);
      g_autoptr(PangoLayout) right = bf_score_pad_layout (&pad->base, FONT_FOOTER, text, FALSE,
                                                          BF_SCORE_PAD_WIDTH - 2 * MARGIN_X,
                                                          PANGO_ALIGN_RIGHT);

      bf_score_pad_show (&pad->base, right, MARGIN_X, y, &grey);
    }
}

/* The pad's finish_page: a rule and the footer at the bottom of a PDF
 * page. */
static void
finish_page (BfScorePad *base)
{
  Pad *pad = (Pad *) base;

  if (!pad->base.paginate)
    return;

  bf_score_pad_hline (&pad->base, MARGIN_X, BF_SCORE_PAD_WIDTH - MARGIN_X,
                      BF_SCORE_PAD_HEIGHT - FOOTER_OFFSET - 4, 0.4, &rule);
  draw_footer (pad, BF_SCORE_PAD_HEIGHT - FOOTER_OFFSET);
}

/* Rows of the table ---------------------------------------------------- */

static gboolean
line_matches (const BfScoreCardLine *line,
              const PadRow          *row)
{
  return g_strcmp0 (line->category, row->category) == 0 &&
         (!row->by_title || g_strcmp0 (line->title, row->title) == 0);
}

/* The union of the players' lines in first-seen order, a new line being
 * put after the last row of its own category, so that the donations
 * stay together; within a category whose lines have places (the
 * donations), lines go in board order (their place), as on each
 * player's sheet. */
static GArray *
collect_rows (BfScoreCard *card)
{
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (PadRow));
  guint n_players = bf_score_card_get_n_players (card);

  for (guint p = 0; p < n_players; p++)
    {
      guint n_lines = bf_score_card_get_n_lines (card, p);

      for (guint l = 0; l < n_lines; l++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (card, p, l);
          PadRow row = { line->category, line->title,
                         bf_score_card_category_has_places (card, line->category), line->place };
          guint insert_at = rows->len;
          gboolean placed = FALSE;
          gboolean found = FALSE;

          for (guint r = 0; r < rows->len && !found; r++)
            {
              const PadRow *other = &g_array_index (rows, PadRow, r);

              if (!placed && g_strcmp0 (other->category, row.category) == 0)
                {
                  /* Before the first row of the category further down
                   * the chart, else after the category's last row. */
                  placed = row.by_title && row.place < other->place;
                  insert_at = placed ? r : r + 1;
                }
              found = line_matches (line, other);
            }

          if (!found)
            g_array_insert_val (rows, insert_at, row);
        }
    }

  return rows;
}

/* The VP of @player's lines in @row; FALSE if the player has none. */
static gboolean
row_value (BfScoreCard  *card,
           guint         player,
           const PadRow *row,
           int          *vp)
{
  guint n_lines = bf_score_card_get_n_lines (card, player);
  gboolean found = FALSE;

  *vp = 0;
  for (guint l = 0; l < n_lines; l++)
    {
      const BfScoreCardLine *line = bf_score_card_get_line (card, player, l);

      if (line_matches (line, row))
        {
          *vp += line->vp;
          found = TRUE;
        }
    }

  return found;
}

/* Drawing -------------------------------------------------------------- */

static double
column_x (Pad   *pad,
          guint  player)
{
  return MARGIN_X + pad->label_width + player * pad->column_width;
}

static void
draw_title (Pad *pad)
{
  double width = BF_SCORE_PAD_WIDTH - 2 * MARGIN_X;
  g_autoptr(PangoLayout) title = NULL;
  g_autoptr(PangoLayout) subtitle = NULL;
  g_autofree char *date = NULL;
  const char *text = pad->subtitle;

  /* Translators: heading of an exported score sheet */
  title = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_TITLE, _("Carnegie — final scores"),
                               FALSE, width, PANGO_ALIGN_LEFT);
  bf_score_pad_show (&pad->base, title, MARGIN_X, pad->base.y, &ink);
  pad->base.y += bf_score_pad_layout_height (title) + 2;

  if (text == NULL || text[0] == '\0')
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      /* Translators: the date under the heading of an exported score
       * sheet, see the strftime() manual page */
      date = g_date_time_format (now, _("%e %B %Y"));
      text = date != NULL ? g_strstrip (date) : "";
    }

  subtitle = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_SUBTITLE, text, FALSE, width,
                                  PANGO_ALIGN_LEFT);
  bf_score_pad_show (&pad->base, subtitle, MARGIN_X, pad->base.y, &grey);
  pad->base.y += bf_score_pad_layout_height (subtitle) + 8;

  bf_score_pad_hline (&pad->base, MARGIN_X, BF_SCORE_PAD_WIDTH - MARGIN_X, pad->base.y, 1.2, &ink);
  pad->base.y += 16;
}

static void
draw_table_header (Pad *pad)
{
  double height = 0;
  double right = BF_SCORE_PAD_WIDTH - MARGIN_X;
  g_autoptr(GPtrArray) layouts = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(PangoLayout) corner = NULL;

  for (guint p = 0; p < pad->n_players; p++)
    {
      const char *name = bf_score_card_get_name (pad->card, p);
      g_autofree char *text = NULL;
      PangoLayout *layout;

      if (bf_score_card_is_winner (pad->card, p))
        text = g_strdup_printf ("%s ★", name);
      else
        text = g_strdup (name);

      layout = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_HEADER, text, FALSE,
                                    pad->column_width - 2 * CELL_PAD_X, PANGO_ALIGN_CENTER);
      /* Long names: at most two lines. */
      pango_layout_set_height (layout, -2);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      height = MAX (height, bf_score_pad_layout_height (layout));
      g_ptr_array_add (layouts, layout);
    }

  /* colour mark, gap, names, padding */
  height += 8 + 5 + CELL_PAD_Y;
  bf_score_pad_ensure_space (&pad->base, height + 3 * 20);

  /* Translators: heading of the first column of an exported score sheet */
  corner = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_HEADER, _("Category"), FALSE,
                                pad->label_width - CELL_PAD_X, PANGO_ALIGN_LEFT);
  bf_score_pad_show (&pad->base, corner, MARGIN_X + CELL_PAD_X,
                     pad->base.y + height - CELL_PAD_Y - bf_score_pad_layout_height (corner), &grey);

  for (guint p = 0; p < pad->n_players; p++)
    {
      PangoLayout *layout = g_ptr_array_index (layouts, p);
      double x = column_x (pad, p);

      bf_score_pad_dot (&pad->base, bf_score_card_get_color (pad->card, p), x + pad->column_width / 2, pad->base.y + 4,
                        4.0, &grey);
      bf_score_pad_show (&pad->base, layout, x + CELL_PAD_X,
                         pad->base.y + height - CELL_PAD_Y - bf_score_pad_layout_height (layout), &ink);
    }

  pad->base.y += height;
  bf_score_pad_hline (&pad->base, MARGIN_X, right, pad->base.y, 1.0, &ink);
}

static void
draw_table (Pad *pad)
{
  double right = BF_SCORE_PAD_WIDTH - MARGIN_X;
  g_autofree char *total_text = NULL;
  g_autoptr(PangoLayout) total_label = NULL;
  g_autoptr(PangoLayout) widest = NULL;
  double total_height;
  int widest_width;

  /* Figures are right-aligned in a box as wide as the widest possible
   * total, centred under the player's name. */
  widest = make_number_layout (pad, BF_SCORE_PAD_FONT_TOTAL, "000");
  pango_layout_get_size (widest, &widest_width, NULL);
  pad->number_width = MIN ((pad->column_width + pango_units_to_double (widest_width)) / 2,
                           pad->column_width - CELL_PAD_X);

  draw_table_header (pad);

  for (guint r = 0; r < pad->rows->len; r++)
    {
      const PadRow *row = &g_array_index (pad->rows, PadRow, r);
      g_autoptr(PangoLayout) label = NULL;
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_object_unref);
      g_autofree char *title = row->place != BF_SCORE_CARD_NO_PLACE
                               ? keep_last_word (row->title) : g_strdup (row->title);
      double height;

      label = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_CELL, title, FALSE,
                                   pad->label_width - 2 * CELL_PAD_X, PANGO_ALIGN_LEFT);
      height = bf_score_pad_layout_height (label);

      for (guint p = 0; p < pad->n_players; p++)
        {
          int vp;
          g_autofree char *text = NULL;
          PangoLayout *cell;

          text = row_value (pad->card, p, row, &vp) ? bf_score_pad_format_vp (vp) : g_strdup ("–");
          cell = make_number_layout (pad, BF_SCORE_PAD_FONT_CELL, text);
          height = MAX (height, bf_score_pad_layout_height (cell));
          g_ptr_array_add (cells, cell);
        }

      height += 2 * CELL_PAD_Y;

      if (bf_score_pad_ensure_space (&pad->base, height))
        draw_table_header (pad);

      if (pad->base.draw && r % 2 == 1)
        {
          cairo_set_source_rgb (pad->base.cr, zebra.r, zebra.g, zebra.b);
          cairo_rectangle (pad->base.cr, MARGIN_X, pad->base.y, right - MARGIN_X, height);
          cairo_fill (pad->base.cr);
        }

      bf_score_pad_show (&pad->base, label, MARGIN_X + CELL_PAD_X, pad->base.y + CELL_PAD_Y, &ink);

      for (guint p = 0; p < pad->n_players; p++)
        {
          PangoLayout *cell = g_ptr_array_index (cells, p);
          int vp;
          gboolean has = row_value (pad->card, p, row, &vp);

          show_number (pad, cell, column_x (pad, p) + pad->number_width, pad->base.y + CELL_PAD_Y,
                       has ? &ink : &grey);
        }

      pad->base.y += height;
      bf_score_pad_hline (&pad->base, MARGIN_X, right, pad->base.y, 0.3, &rule);
    }

  /* Totals: a double rule, then bold figures with the winners' star. */
  total_text = g_utf8_strup (_("Total"), -1);
  total_label = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_TOTAL, total_text, FALSE,
                                     pad->label_width - 2 * CELL_PAD_X, PANGO_ALIGN_LEFT);
  total_height = bf_score_pad_layout_height (total_label) + 2 * CELL_PAD_Y + 3;

  if (bf_score_pad_ensure_space (&pad->base, total_height))
    draw_table_header (pad);

  bf_score_pad_hline (&pad->base, MARGIN_X, right, pad->base.y + 0.6, 0.6, &ink);
  bf_score_pad_hline (&pad->base, MARGIN_X, right, pad->base.y + 2.6, 0.6, &ink);
  pad->base.y += 3;

  bf_score_pad_show (&pad->base, total_label, MARGIN_X + CELL_PAD_X, pad->base.y + CELL_PAD_Y, &ink);
  for (guint p = 0; p < pad->n_players; p++)
    {
      int total = bf_score_card_get_total (pad->card, p);
      gboolean winner = bf_score_card_is_winner (pad->card, p);
      g_autofree char *number = bf_score_pad_format_vp (total);
      g_autofree char *text = winner ? g_strdup_printf ("★ %s", number) : g_strdup (number);
      g_autoptr(PangoLayout) cell = make_number_layout (pad, BF_SCORE_PAD_FONT_TOTAL, text);
      double x = column_x (pad, p);

      if (winner && pad->base.draw)
        {
          cairo_set_source_rgba (pad->base.cr, gold.r, gold.g, gold.b, 0.12);
          cairo_rectangle (pad->base.cr, x + 1, pad->base.y, pad->column_width - 2, total_height - 3);
          cairo_fill (pad->base.cr);
        }

      show_number (pad, cell, x + pad->number_width, pad->base.y + CELL_PAD_Y, &ink);
    }

  pad->base.y += total_height - 3;
  bf_score_pad_hline (&pad->base, MARGIN_X, right, pad->base.y, 1.0, &ink);
  pad->base.y += 10;
}

static void
draw_winners (Pad *pad)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = NULL;
  guint n_winners = 0;

  for (guint p = 0; p < pad->n_players; p++)
    if (bf_score_card_is_winner (pad->card, p))
      {
        if (n_winners++ > 0)
          /* Translators: separates the names of the players sharing a win */
          g_string_append (names, _(", "));
        g_string_append (names, bf_score_card_get_name (pad->card, p));
      }

  if (n_winners == 0)
    return;

  if (n_winners > 1)
    /* Translators: under the table of an exported score sheet; %s is a
     * list of names */
    text = g_strdup_printf (_("★ Shared win: %s"), names->str);
  else
    /* Translators: under the table of an exported score sheet */
    text = g_strdup_printf (_("★ Winner: %s"), names->str);

  layout = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_NOTE, text, FALSE,
                                BF_SCORE_PAD_WIDTH - 2 * MARGIN_X, PANGO_ALIGN_LEFT);
  bf_score_pad_ensure_space (&pad->base, bf_score_pad_layout_height (layout));
  bf_score_pad_show (&pad->base, layout, MARGIN_X, pad->base.y, &ink);
  pad->base.y += bf_score_pad_layout_height (layout) + 22;
}

static void
draw_explanations (Pad *pad)
{
  double width = BF_SCORE_PAD_WIDTH - 2 * MARGIN_X;
  const double number_width = 26;
  g_autoptr(PangoLayout) heading = NULL;

  /* Translators: heading of the explanations on an exported score sheet */
  heading = bf_score_pad_layout (&pad->base, BF_SCORE_PAD_FONT_SECTION,
                                 _("How the points were scored"), FALSE, width, PANGO_ALIGN_LEFT);
  bf_score_pad_ensure_space (&pad->base, bf_score_pad_layout_height (heading) + 60);
  bf_score_pad_show (&pad->base, heading, MARGIN_X, pad->base.y, &ink);
  pad->base.y += bf_score_pad_layout_height (heading) + 6;

  for (guint p = 0; p < pad->n_players; p++)
    {
      guint n_lines = bf_score_card_get_n_lines (pad->card, p);
      g_autoptr(PangoLayout) name = bf_score_pad_layout (&pad->base, FONT_PLAYER,
                                                         bf_score_card_get_name (pad->card, p),
                                                         FALSE, width - 12, PANGO_ALIGN_LEFT);
      double name_height = bf_score_pad_layout_height (name);

      for (guint l = 0; l < n_lines; l++)
        {
          const BfScoreCardLine *line = bf_score_card_get_line (pad->card, p, l);
          g_autofree char *markup = NULL;
          g_autofree char *number = bf_score_pad_format_vp (line->vp);
          g_autoptr(PangoLayout) text = NULL;
          g_autoptr(PangoLayout) vp = NULL;
          double height;

          markup = g_markup_printf_escaped ("<b>%s</b>  %s", line->title,
                                            line->explanation != NULL ? line->explanation : "");
          text = bf_score_pad_layout (&pad->base, FONT_SMALL, markup, TRUE,
                                      width - number_width - 8, PANGO_ALIGN_LEFT);
          vp = make_number_layout (pad, FONT_SMALL, number);
          height = bf_score_pad_layout_height (text) + 2.5;

          /* The player's name stays with the first line. */
          if (l == 0)
            {
              bf_score_pad_ensure_space (&pad->base, 6 + name_height + 3 + height);
              pad->base.y += 6;
              bf_score_pad_dot (&pad->base, bf_score_card_get_color (pad->card, p), MARGIN_X + 3.5,
                                pad->base.y + name_height / 2, 3.5, &grey);
              bf_score_pad_show (&pad->base, name, MARGIN_X + 12, pad->base.y, &ink);
              pad->base.y += name_height + 3;
            }
          else
            {
              bf_score_pad_ensure_space (&pad->base, height);
            }

          show_number (pad, vp, MARGIN_X + number_width, pad->base.y, &grey);
          bf_score_pad_show (&pad->base, text, MARGIN_X + number_width + 8, pad->base.y, &ink);
          pad->base.y += height;
        }
    }
}

/* The pad's run function: the whole pad, from the top. */
static void
run_pad (BfScorePad *base)
{
  Pad *pad = (Pad *) base;

  draw_title (pad);
  draw_table (pad);
  draw_winners (pad);
  draw_explanations (pad);

  if (pad->base.paginate)
    {
      finish_page (&pad->base);
    }
  else
    {
      pad->base.y += 18;
      bf_score_pad_hline (&pad->base, MARGIN_X, BF_SCORE_PAD_WIDTH - MARGIN_X, pad->base.y, 0.4, &rule);
      pad->base.y += 6;
      draw_footer (pad, pad->base.y);
      pad->base.y += 12;
      pad->base.y += MARGIN_TOP / 2;     /* the PNG's bottom margin */
    }
}

/* Draws the pad and saves it to @file, in plainer words for a missing
 * folder and a folder one may not write to. */
static gboolean
export (BfScoreCard  *card,
        const char   *subtitle,
        gboolean      pdf,
        GFile        *file,
        GError      **error)
{
  double width = BF_SCORE_PAD_WIDTH - 2 * MARGIN_X;
  g_autoptr(GArray) rows = collect_rows (card);
  guint n_players = bf_score_card_get_n_players (card);
  double column_width = n_players > 0 ? MIN (MAX_COLUMN, width * 0.62 / n_players) : MAX_COLUMN;
  Pad pad = {
    .base = {
      .points = TRUE,
      .margin_top = MARGIN_TOP,
      .margin_bottom = MARGIN_BOTTOM,
      .run = run_pad,
      .finish_page = finish_page,
    },
    .card = card,
    .subtitle = subtitle,
    .rows = rows,
    .n_players = n_players,
    .label_width = width - n_players * column_width,
    .column_width = column_width,
  };
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  /* Translators: heading of an exported score sheet */
  if (bf_score_pad_save (&pad.base, pdf, _("Carnegie — final scores"), file, &local_error))
    return TRUE;

  name = g_file_get_parse_name (file);
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                 _("Could not save “%s”: the folder does not exist"), name);
  else if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                 _("Could not save “%s”: you may not write to that folder"), name);
  else
    g_propagate_error (error, g_steal_pointer (&local_error));

  return FALSE;
}

/* Public API -------------------------------------------------------------- */

gboolean
bf_score_export_png (BfScoreCard  *card,
                     const char   *title,
                     GFile        *file,
                     GError      **error)
{
  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return export (card, title, FALSE, file, error);
}

gboolean
bf_score_export_pdf (BfScoreCard  *card,
                     const char   *title,
                     GFile        *file,
                     GError      **error)
{
  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return export (card, title, TRUE, file, error);
}

GPtrArray *
_bf_score_export_get_row_titles (BfScoreCard *card)
{
  g_autoptr(GArray) rows = NULL;
  GPtrArray *titles;

  g_return_val_if_fail (card != NULL, NULL);

  rows = collect_rows (card);
  titles = g_ptr_array_sized_new (rows->len);
  for (guint r = 0; r < rows->len; r++)
    g_ptr_array_add (titles, (gpointer) g_array_index (rows, PadRow, r).title);

  return titles;
}
