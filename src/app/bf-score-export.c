/* bf-score-export.c
 *
 * Draws a score sheet as a printed score pad with cairo and pangocairo.
 * One drawing routine serves both formats: it runs twice, first only to
 * measure (the PNG's height, the PDF's page count), then to draw. The
 * PDF paginates (the table's header is repeated on a new page, a player's
 * heading is kept with its first explanation); the PNG is one tall page.
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

#include <math.h>
#include <string.h>

#include <cairo.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

#include "bf-document.h"
#include "bf-score-export.h"
#include "bf-score-export-private.h"

/* Geometry in points (1/72 in): A4 portrait. */
#define PAGE_WIDTH     595.276
#define PAGE_HEIGHT    841.890
#define MARGIN_X        48.0
#define MARGIN_TOP      48.0
#define MARGIN_BOTTOM   60.0
#define FOOTER_OFFSET   30.0         /* footer baseline area, from the page bottom */
#define PNG_SCALE        2.0         /* 144 dpi */

#define CELL_PAD_X       6.0
#define CELL_PAD_Y       4.5
#define MAX_COLUMN     92.0

#define FONT_TITLE     "Serif Bold 20"
#define FONT_SUBTITLE  "Sans 10.5"
#define FONT_HEADER    "Sans Bold 9.5"
#define FONT_CELL      "Sans 9.5"
#define FONT_TOTAL     "Sans Bold 11"
#define FONT_NOTE      "Sans 9"
#define FONT_SECTION   "Sans Bold 11"
#define FONT_PLAYER    "Sans Bold 9"
#define FONT_SMALL     "Sans 7.5"
#define FONT_FOOTER    "Sans 7.5"

typedef struct
{
  double r, g, b;
} Rgb;

static const Rgb ink = { 0.12, 0.12, 0.13 };
static const Rgb grey = { 0.42, 0.42, 0.44 };
static const Rgb rule = { 0.62, 0.62, 0.64 };
static const Rgb zebra = { 0.945, 0.945, 0.95 };
static const Rgb gold = { 0.70, 0.50, 0.02 };

/* A row of the table: one category, or one donation line. */
typedef struct
{
  const char *category;
  const char *title;               /* borrowed from the sheet */
  gboolean    by_title;            /* donations: match lines by title too */
  BfChartPos  chart_pos;           /* donations: the space, for board order */
} PadRow;

typedef struct
{
  BfScoreSheet        *sheet;
  const char * const  *colors;
  const char          *subtitle;

  cairo_t             *cr;
  PangoContext        *pango;
  gboolean             draw;
  gboolean             paginate;

  double               y;
  double               bottom;     /* lowest y content may reach */
  guint                page;       /* 1-based */
  guint                n_pages;    /* known when drawing */

  GArray              *rows;       /* PadRow */
  guint                n_players;
  double               label_width;
  double               column_width;
  double               number_width; /* right edge of figures, from the column's left */
} Pad;

/* Helpers ------------------------------------------------------------- */

static void
set_rgb (cairo_t   *cr,
         const Rgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->r, rgb->g, rgb->b);
}

static gboolean
player_color (Pad     *pad,
              guint    player,
              GdkRGBA *rgba)
{
  const char *color;

  if (pad->colors == NULL)
    return FALSE;

  for (guint i = 0; i <= player; i++)
    if (pad->colors[i] == NULL)
      return FALSE;

  color = pad->colors[player];
  return color[0] != '\0' && gdk_rgba_parse (rgba, color);
}

static PangoLayout *
make_layout (Pad        *pad,
             const char *font,
             const char *text,
             gboolean    markup,
             double      width,
             PangoAlignment alignment)
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
  PangoLayout *layout = make_layout (pad, font, text, FALSE, -1, PANGO_ALIGN_LEFT);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

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
show_layout (Pad         *pad,
             PangoLayout *layout,
             double       x,
             double       y,
             const Rgb   *color)
{
  if (!pad->draw)
    return;

  set_rgb (pad->cr, color);
  cairo_move_to (pad->cr, x, y);
  pango_cairo_show_layout (pad->cr, layout);
}

/* Right-aligned at @right. */
static void
show_number (Pad         *pad,
             PangoLayout *layout,
             double       right,
             double       y,
             const Rgb   *color)
{
  int width;

  pango_layout_get_size (layout, &width, NULL);
  show_layout (pad, layout, right - pango_units_to_double (width), y, color);
}

static void
hline (Pad       *pad,
       double     x1,
       double     x2,
       double     y,
       double     width,
       const Rgb *color)
{
  if (!pad->draw)
    return;

  set_rgb (pad->cr, color);
  cairo_set_line_width (pad->cr, width);
  cairo_move_to (pad->cr, x1, y);
  cairo_line_to (pad->cr, x2, y);
  cairo_stroke (pad->cr);
}

static void
color_dot (Pad    *pad,
           guint   player,
           double  cx,
           double  cy,
           double  radius)
{
  GdkRGBA rgba;

  if (!pad->draw)
    return;

  cairo_new_sub_path (pad->cr);
  cairo_arc (pad->cr, cx, cy, radius, 0, 2 * G_PI);
  if (player_color (pad, player, &rgba))
    {
      cairo_set_source_rgb (pad->cr, rgba.red, rgba.green, rgba.blue);
      cairo_fill (pad->cr);
    }
  else
    {
      set_rgb (pad->cr, &grey);
      cairo_set_line_width (pad->cr, 0.6);
      cairo_stroke (pad->cr);
    }
}

static char *
format_vp (int vp)
{
  /* A real minus sign, as on a printed sheet. */
  if (vp < 0)
    return g_strdup_printf ("−%d", -vp);
  return g_strdup_printf ("%d", vp);
}

/* Pages ---------------------------------------------------------------- */

static void
draw_footer (Pad *pad,
             double y)
{
  g_autoptr(PangoLayout) left = NULL;

  /* Translators: printed at the bottom of an exported score sheet */
  left = make_layout (pad, FONT_FOOTER, _("Scored with Benefactor"), FALSE, -1,
                      PANGO_ALIGN_LEFT);
  show_layout (pad, left, MARGIN_X, y, &grey);

  if (pad->paginate && pad->n_pages > 1)
    {
      /* Translators: page number at the bottom of an exported score sheet */
      g_autofree char *text = g_strdup_printf (_("Page %u of %u"), pad->page, pad->n_pages);
      g_autoptr(PangoLayout) right = make_layout (pad, FONT_FOOTER, text, FALSE,
                                                  PAGE_WIDTH - 2 * MARGIN_X,
                                                  PANGO_ALIGN_RIGHT);

      show_layout (pad, right, MARGIN_X, y, &grey);
    }
}

static void
finish_page (Pad *pad)
{
  if (!pad->paginate)
    return;

  hline (pad, MARGIN_X, PAGE_WIDTH - MARGIN_X, PAGE_HEIGHT - FOOTER_OFFSET - 4, 0.4, &rule);
  draw_footer (pad, PAGE_HEIGHT - FOOTER_OFFSET);
}

static void
new_page (Pad *pad)
{
  finish_page (pad);
  if (pad->draw)
    cairo_show_page (pad->cr);
  pad->page++;
  pad->y = MARGIN_TOP;
}

/* Makes room for @height; returns whether a new page was started. */
static gboolean
ensure_space (Pad    *pad,
              double  height)
{
  if (!pad->paginate || pad->y + height <= pad->bottom || pad->y <= MARGIN_TOP)
    return FALSE;

  new_page (pad);
  return TRUE;
}

/* Rows of the table ---------------------------------------------------- */

static gboolean
is_donation (const char *category)
{
  return g_strcmp0 (category, BF_SCORE_DONATION) == 0 ||
         g_strcmp0 (category, BF_SCORE_SECRET_DONATION) == 0;
}

static gboolean
line_matches (const BfScoreLine *line,
              const PadRow      *row)
{
  return g_strcmp0 (line->category, row->category) == 0 &&
         (!row->by_title || g_strcmp0 (line->title, row->title) == 0);
}

/* The union of the players' lines in first-seen order, a new line being
 * put after the last row of its own category, so that the donations
 * stay together; within their category, donation lines go in board
 * order (chart position), as on each player's sheet. */
static GArray *
collect_rows (BfScoreSheet *sheet)
{
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (PadRow));
  guint n_players = bf_score_sheet_get_n_players (sheet);

  for (guint p = 0; p < n_players; p++)
    {
      guint n_lines = bf_score_sheet_get_n_lines (sheet, p);

      for (guint l = 0; l < n_lines; l++)
        {
          const BfScoreLine *line = bf_score_sheet_get_line (sheet, p, l);
          PadRow row = { line->category, line->title, is_donation (line->category),
                         line->chart_pos };
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
                  placed = row.by_title && row.chart_pos < other->chart_pos;
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
row_value (BfScoreSheet *sheet,
           guint         player,
           const PadRow *row,
           int          *vp)
{
  guint n_lines = bf_score_sheet_get_n_lines (sheet, player);
  gboolean found = FALSE;

  *vp = 0;
  for (guint l = 0; l < n_lines; l++)
    {
      const BfScoreLine *line = bf_score_sheet_get_line (sheet, player, l);

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
  double width = PAGE_WIDTH - 2 * MARGIN_X;
  g_autoptr(PangoLayout) title = NULL;
  g_autoptr(PangoLayout) subtitle = NULL;
  g_autofree char *date = NULL;
  const char *text = pad->subtitle;

  /* Translators: heading of an exported score sheet */
  title = make_layout (pad, FONT_TITLE, _("Carnegie — final scores"), FALSE, width,
                       PANGO_ALIGN_LEFT);
  show_layout (pad, title, MARGIN_X, pad->y, &ink);
  pad->y += layout_height (title) + 2;

  if (text == NULL || text[0] == '\0')
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      /* Translators: the date under the heading of an exported score
       * sheet, see the strftime() manual page */
      date = g_date_time_format (now, _("%e %B %Y"));
      text = date != NULL ? g_strstrip (date) : "";
    }

  subtitle = make_layout (pad, FONT_SUBTITLE, text, FALSE, width, PANGO_ALIGN_LEFT);
  show_layout (pad, subtitle, MARGIN_X, pad->y, &grey);
  pad->y += layout_height (subtitle) + 8;

  hline (pad, MARGIN_X, PAGE_WIDTH - MARGIN_X, pad->y, 1.2, &ink);
  pad->y += 16;
}

static void
draw_table_header (Pad *pad)
{
  double height = 0;
  double right = PAGE_WIDTH - MARGIN_X;
  g_autoptr(GPtrArray) layouts = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(PangoLayout) corner = NULL;

  for (guint p = 0; p < pad->n_players; p++)
    {
      const char *name = bf_score_sheet_get_name (pad->sheet, p);
      g_autofree char *text = NULL;
      PangoLayout *layout;

      if (bf_score_sheet_is_winner (pad->sheet, p))
        text = g_strdup_printf ("%s ★", name);
      else
        text = g_strdup (name);

      layout = make_layout (pad, FONT_HEADER, text, FALSE,
                            pad->column_width - 2 * CELL_PAD_X, PANGO_ALIGN_CENTER);
      /* Long names: at most two lines. */
      pango_layout_set_height (layout, -2);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      height = MAX (height, layout_height (layout));
      g_ptr_array_add (layouts, layout);
    }

  /* colour mark, gap, names, padding */
  height += 8 + 5 + CELL_PAD_Y;
  ensure_space (pad, height + 3 * 20);

  /* Translators: heading of the first column of an exported score sheet */
  corner = make_layout (pad, FONT_HEADER, _("Category"), FALSE,
                        pad->label_width - CELL_PAD_X, PANGO_ALIGN_LEFT);
  show_layout (pad, corner, MARGIN_X + CELL_PAD_X,
               pad->y + height - CELL_PAD_Y - layout_height (corner), &grey);

  for (guint p = 0; p < pad->n_players; p++)
    {
      PangoLayout *layout = g_ptr_array_index (layouts, p);
      double x = column_x (pad, p);

      color_dot (pad, p, x + pad->column_width / 2, pad->y + 4, 4.0);
      show_layout (pad, layout, x + CELL_PAD_X,
                   pad->y + height - CELL_PAD_Y - layout_height (layout), &ink);
    }

  pad->y += height;
  hline (pad, MARGIN_X, right, pad->y, 1.0, &ink);
}

static void
draw_table (Pad *pad)
{
  double right = PAGE_WIDTH - MARGIN_X;
  g_autofree char *total_text = NULL;
  g_autoptr(PangoLayout) total_label = NULL;
  g_autoptr(PangoLayout) widest = NULL;
  double total_height;
  int widest_width;

  /* Figures are right-aligned in a box as wide as the widest possible
   * total, centred under the player's name. */
  widest = make_number_layout (pad, FONT_TOTAL, "000");
  pango_layout_get_size (widest, &widest_width, NULL);
  pad->number_width = MIN ((pad->column_width + pango_units_to_double (widest_width)) / 2,
                           pad->column_width - CELL_PAD_X);

  draw_table_header (pad);

  for (guint r = 0; r < pad->rows->len; r++)
    {
      const PadRow *row = &g_array_index (pad->rows, PadRow, r);
      g_autoptr(PangoLayout) label = NULL;
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_object_unref);
      g_autofree char *title = row->chart_pos != BF_CHART_POS_NONE
                               ? keep_last_word (row->title) : g_strdup (row->title);
      double height;

      label = make_layout (pad, FONT_CELL, title, FALSE,
                           pad->label_width - 2 * CELL_PAD_X, PANGO_ALIGN_LEFT);
      height = layout_height (label);

      for (guint p = 0; p < pad->n_players; p++)
        {
          int vp;
          g_autofree char *text = NULL;
          PangoLayout *cell;

          text = row_value (pad->sheet, p, row, &vp) ? format_vp (vp) : g_strdup ("–");
          cell = make_number_layout (pad, FONT_CELL, text);
          height = MAX (height, layout_height (cell));
          g_ptr_array_add (cells, cell);
        }

      height += 2 * CELL_PAD_Y;

      if (ensure_space (pad, height))
        draw_table_header (pad);

      if (pad->draw && r % 2 == 1)
        {
          set_rgb (pad->cr, &zebra);
          cairo_rectangle (pad->cr, MARGIN_X, pad->y, right - MARGIN_X, height);
          cairo_fill (pad->cr);
        }

      show_layout (pad, label, MARGIN_X + CELL_PAD_X, pad->y + CELL_PAD_Y, &ink);

      for (guint p = 0; p < pad->n_players; p++)
        {
          PangoLayout *cell = g_ptr_array_index (cells, p);
          int vp;
          gboolean has = row_value (pad->sheet, p, row, &vp);

          show_number (pad, cell, column_x (pad, p) + pad->number_width, pad->y + CELL_PAD_Y,
                       has ? &ink : &grey);
        }

      pad->y += height;
      hline (pad, MARGIN_X, right, pad->y, 0.3, &rule);
    }

  /* Totals: a double rule, then bold figures with the winners' star. */
  total_text = g_utf8_strup (_("Total"), -1);
  total_label = make_layout (pad, FONT_TOTAL, total_text, FALSE,
                             pad->label_width - 2 * CELL_PAD_X, PANGO_ALIGN_LEFT);
  total_height = layout_height (total_label) + 2 * CELL_PAD_Y + 3;

  if (ensure_space (pad, total_height))
    draw_table_header (pad);

  hline (pad, MARGIN_X, right, pad->y + 0.6, 0.6, &ink);
  hline (pad, MARGIN_X, right, pad->y + 2.6, 0.6, &ink);
  pad->y += 3;

  show_layout (pad, total_label, MARGIN_X + CELL_PAD_X, pad->y + CELL_PAD_Y, &ink);
  for (guint p = 0; p < pad->n_players; p++)
    {
      int total = bf_score_sheet_get_total (pad->sheet, p);
      gboolean winner = bf_score_sheet_is_winner (pad->sheet, p);
      g_autofree char *number = format_vp (total);
      g_autofree char *text = winner ? g_strdup_printf ("★ %s", number) : g_strdup (number);
      g_autoptr(PangoLayout) cell = make_number_layout (pad, FONT_TOTAL, text);
      double x = column_x (pad, p);

      if (winner && pad->draw)
        {
          cairo_set_source_rgba (pad->cr, gold.r, gold.g, gold.b, 0.12);
          cairo_rectangle (pad->cr, x + 1, pad->y, pad->column_width - 2, total_height - 3);
          cairo_fill (pad->cr);
        }

      show_number (pad, cell, x + pad->number_width, pad->y + CELL_PAD_Y, &ink);
    }

  pad->y += total_height - 3;
  hline (pad, MARGIN_X, right, pad->y, 1.0, &ink);
  pad->y += 10;
}

static void
draw_winners (Pad *pad)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = NULL;
  guint n_winners = 0;

  for (guint p = 0; p < pad->n_players; p++)
    if (bf_score_sheet_is_winner (pad->sheet, p))
      {
        if (n_winners++ > 0)
          /* Translators: separates the names of the players sharing a win */
          g_string_append (names, _(", "));
        g_string_append (names, bf_score_sheet_get_name (pad->sheet, p));
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

  layout = make_layout (pad, FONT_NOTE, text, FALSE, PAGE_WIDTH - 2 * MARGIN_X,
                        PANGO_ALIGN_LEFT);
  ensure_space (pad, layout_height (layout));
  show_layout (pad, layout, MARGIN_X, pad->y, &ink);
  pad->y += layout_height (layout) + 22;
}

static void
draw_explanations (Pad *pad)
{
  double width = PAGE_WIDTH - 2 * MARGIN_X;
  const double number_width = 26;
  g_autoptr(PangoLayout) heading = NULL;

  /* Translators: heading of the explanations on an exported score sheet */
  heading = make_layout (pad, FONT_SECTION, _("How the points were scored"), FALSE,
                         width, PANGO_ALIGN_LEFT);
  ensure_space (pad, layout_height (heading) + 60);
  show_layout (pad, heading, MARGIN_X, pad->y, &ink);
  pad->y += layout_height (heading) + 6;

  for (guint p = 0; p < pad->n_players; p++)
    {
      guint n_lines = bf_score_sheet_get_n_lines (pad->sheet, p);
      g_autoptr(PangoLayout) name = make_layout (pad, FONT_PLAYER,
                                                 bf_score_sheet_get_name (pad->sheet, p),
                                                 FALSE, width - 12, PANGO_ALIGN_LEFT);
      double name_height = layout_height (name);

      for (guint l = 0; l < n_lines; l++)
        {
          const BfScoreLine *line = bf_score_sheet_get_line (pad->sheet, p, l);
          g_autofree char *markup = NULL;
          g_autofree char *number = format_vp (line->vp);
          g_autoptr(PangoLayout) text = NULL;
          g_autoptr(PangoLayout) vp = NULL;
          double height;

          markup = g_markup_printf_escaped ("<b>%s</b>  %s", line->title,
                                            line->explanation != NULL ? line->explanation : "");
          text = make_layout (pad, FONT_SMALL, markup, TRUE,
                              width - number_width - 8, PANGO_ALIGN_LEFT);
          vp = make_number_layout (pad, FONT_SMALL, number);
          height = layout_height (text) + 2.5;

          /* The player's name stays with the first line. */
          if (l == 0)
            {
              ensure_space (pad, 6 + name_height + 3 + height);
              pad->y += 6;
              color_dot (pad, p, MARGIN_X + 3.5, pad->y + name_height / 2, 3.5);
              show_layout (pad, name, MARGIN_X + 12, pad->y, &ink);
              pad->y += name_height + 3;
            }
          else
            {
              ensure_space (pad, height);
            }

          show_number (pad, vp, MARGIN_X + number_width, pad->y, &grey);
          show_layout (pad, text, MARGIN_X + number_width + 8, pad->y, &ink);
          pad->y += height;
        }
    }
}

/* Runs the whole pad, drawing when pad->draw. */
static void
run_pad (Pad *pad)
{
  pad->y = MARGIN_TOP;
  pad->page = 1;
  pad->bottom = pad->paginate ? PAGE_HEIGHT - MARGIN_BOTTOM : G_MAXDOUBLE;

  draw_title (pad);
  draw_table (pad);
  draw_winners (pad);
  draw_explanations (pad);

  if (pad->paginate)
    {
      finish_page (pad);
    }
  else
    {
      pad->y += 18;
      hline (pad, MARGIN_X, PAGE_WIDTH - MARGIN_X, pad->y, 0.4, &rule);
      pad->y += 6;
      draw_footer (pad, pad->y);
      pad->y += 12;
    }
}

static void
pad_init (Pad                *pad,
          BfScoreSheet       *sheet,
          const char * const *colors,
          const char         *subtitle,
          gboolean            paginate)
{
  double width = PAGE_WIDTH - 2 * MARGIN_X;

  memset (pad, 0, sizeof (Pad));
  pad->sheet = sheet;
  pad->colors = colors;
  pad->subtitle = subtitle;
  pad->paginate = paginate;
  pad->rows = collect_rows (sheet);
  pad->n_players = bf_score_sheet_get_n_players (sheet);
  pad->column_width = pad->n_players > 0
    ? MIN (MAX_COLUMN, width * 0.62 / pad->n_players)
    : MAX_COLUMN;
  pad->label_width = width - pad->n_players * pad->column_width;
}

/* Points are cairo units whatever the target, and the same layout
 * metrics are used for both passes. */
static void
pad_set_cairo (Pad     *pad,
               cairo_t *cr)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  g_clear_object (&pad->pango);
  pad->cr = cr;
  pad->pango = pango_cairo_create_context (cr);
  pango_cairo_context_set_resolution (pad->pango, 72.0);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (pad->pango, options);
  cairo_font_options_destroy (options);
}

static void
pad_clear (Pad *pad)
{
  g_clear_object (&pad->pango);
  g_clear_pointer (&pad->rows, g_array_unref);
}

/* Rendering ------------------------------------------------------------ */

static cairo_status_t
write_to_array (void                *closure,
                const unsigned char *data,
                unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static GBytes *
render_png (BfScoreSheet       *sheet,
            const char * const *colors,
            const char         *title,
            GError            **error)
{
  Pad pad;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  GByteArray *bytes;
  int width, height;

  pad_init (&pad, sheet, colors, title, FALSE);

  /* Measure. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  cairo_scale (cr, PNG_SCALE, PNG_SCALE);
  pad_set_cairo (&pad, cr);
  run_pad (&pad);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  width = (int) ceil (PAGE_WIDTH * PNG_SCALE);
  height = (int) ceil ((pad.y + MARGIN_TOP / 2) * PNG_SCALE);

  /* Draw. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, PNG_SCALE, PNG_SCALE);
  pad_set_cairo (&pad, cr);
  pad.draw = TRUE;
  run_pad (&pad);
  pad_clear (&pad);
  cairo_destroy (cr);

  bytes = g_byte_array_new ();
  status = cairo_surface_write_to_png_stream (surface, write_to_array, bytes);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (bytes);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the score sheet: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }

  return g_byte_array_free_to_bytes (bytes);
}

static GBytes *
render_pdf (BfScoreSheet       *sheet,
            const char * const *colors,
            const char         *title,
            GError            **error)
{
  Pad pad;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  GByteArray *bytes;

  pad_init (&pad, sheet, colors, title, TRUE);

  /* Count the pages. */
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  pad_set_cairo (&pad, cr);
  run_pad (&pad);
  pad.n_pages = pad.page;
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  bytes = g_byte_array_new ();
  surface = cairo_pdf_surface_create_for_stream (write_to_array, bytes,
                                                 PAGE_WIDTH, PAGE_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  _("Carnegie — final scores"));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Benefactor");

  cr = cairo_create (surface);
  pad_set_cairo (&pad, cr);
  pad.draw = TRUE;
  run_pad (&pad);
  cairo_show_page (cr);
  pad_clear (&pad);

  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (bytes);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the score sheet: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }

  return g_byte_array_free_to_bytes (bytes);
}

/* Saving ---------------------------------------------------------------- */

/* Saves @bytes through the one save path, in plainer words for a missing
 * folder and a folder one may not write to. */
static gboolean
save (GFile   *file,
      GBytes  *bytes,
      GError **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;

  if (bf_document_save_data (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                             NULL, &local_error))
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
bf_score_export_png_full (BfScoreSheet        *sheet,
                          const char * const  *colors,
                          const char          *title,
                          GFile               *file,
                          GError             **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = render_png (sheet, colors, title, error);
  return bytes != NULL && save (file, bytes, error);
}

gboolean
bf_score_export_pdf_full (BfScoreSheet        *sheet,
                          const char * const  *colors,
                          const char          *title,
                          GFile               *file,
                          GError             **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (sheet != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = render_pdf (sheet, colors, title, error);
  return bytes != NULL && save (file, bytes, error);
}

gboolean
bf_score_export_png (BfScoreSheet  *sheet,
                     const char    *title,
                     GFile         *file,
                     GError       **error)
{
  return bf_score_export_png_full (sheet, NULL, title, file, error);
}

gboolean
bf_score_export_pdf (BfScoreSheet  *sheet,
                     const char    *title,
                     GFile         *file,
                     GError       **error)
{
  return bf_score_export_pdf_full (sheet, NULL, title, file, error);
}

char **
bf_score_export_get_colors (BfGame *game)
{
  GListModel *players;
  GStrvBuilder *builder;
  char **colors;
  guint n;

  g_return_val_if_fail (BF_IS_GAME (game), NULL);

  players = bf_game_get_players (game);
  n = g_list_model_get_n_items (players);
  builder = g_strv_builder_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfPlayer) player = g_list_model_get_item (players, i);
      const char *id = bf_player_get_color (player);
      const BfColor *color = id != NULL ? bf_rules_lookup_color (bf_game_get_rules (game), id) : NULL;

      g_strv_builder_add (builder, color != NULL ? color->rgb : "");
    }

  colors = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  return colors;
}

GPtrArray *
_bf_score_export_get_row_titles (BfScoreSheet *sheet)
{
  g_autoptr(GArray) rows = NULL;
  GPtrArray *titles;

  g_return_val_if_fail (sheet != NULL, NULL);

  rows = collect_rows (sheet);
  titles = g_ptr_array_sized_new (rows->len);
  for (guint r = 0; r < rows->len; r++)
    g_ptr_array_add (titles, (gpointer) g_array_index (rows, PadRow, r).title);

  return titles;
}
