/* test-large-text.c: the window with GNOME's large text (text scaling
 * factor 2.0: GTK's gtk-xft-dpi at 2 × 96 dpi, what gnome-settings-daemon
 * sets for it) and in high contrast (libadwaita's, asked for through
 * ADW_DEBUG_HIGH_CONTRAST=1 as the "--high-contrast" argument does), at
 * 360 and 1280 px wide, light and dark: the start page, a game's entries
 * and map, a solo game and a Livingstone pad. The map's and the
 * timeline's drawn labels grow with the text, nothing is cut below its
 * minimum size, the window still goes down to 360 px, and in high
 * contrast the map's region names stand out 4.5:1 (WCAG AA) from the
 * board behind them, measured in the rendered pixels; the solo page's
 * strip never hides the focused field. With BF_SCREENSHOT_DIR set, the
 * renderings are saved there; BF_LARGE_TEXT_DUMP=1 lists the widgets
 * that keep a window wider than asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "bf-map-cache.h"
#include "bf-map-panel.h"
#include "bf-map-view.h"
#include "bf-solo-page.h"
#include "bf-timeline-view.h"
#include "bf-test-ui.h"

static gboolean high_contrast;
static double text_scale = 1.0;

static const char *
style_name (gboolean dark)
{
  if (high_contrast)
    return dark ? "hc-dark" : "hc-light";
  return dark ? "dark" : "light";
}

/* Pixels ------------------------------------------------------------------ */

typedef struct
{
  int     width, height;
  guchar *data;                  /* R, G, B, A, not premultiplied */
} Pixels;

static void
pixels_init (Pixels     *pixels,
             GdkTexture *texture)
{
  gsize stride;

  pixels->width = gdk_texture_get_width (texture);
  pixels->height = gdk_texture_get_height (texture);
  stride = (gsize) pixels->width * 4;
  pixels->data = g_malloc (stride * pixels->height);
  /* Cairo's ARGB32: B, G, R, A in memory here, premultiplied. */
  gdk_texture_download (texture, pixels->data, stride);
  for (gsize i = 0; i < stride * pixels->height; i += 4)
    {
      guchar *p = pixels->data + i;
      guchar b = p[0], g = p[1], r = p[2], alpha = p[3];

      p[0] = alpha > 0 ? MIN (255, r * 255 / alpha) : 0;
      p[1] = alpha > 0 ? MIN (255, g * 255 / alpha) : 0;
      p[2] = alpha > 0 ? MIN (255, b * 255 / alpha) : 0;
    }
}

static void
pixels_clear (Pixels *pixels)
{
  g_clear_pointer (&pixels->data, g_free);
}

static const guchar *
pixel_at (const Pixels *pixels,
          int           x,
          int           y)
{
  return pixels->data + ((gsize) y * pixels->width + x) * 4;
}

/* The contrast of the text (or the line) in @rect of @pixels with what
 * is behind it: behind it is the colour most pixels of the rectangle
 * have (a label's letters cover far less than half its ink rectangle),
 * the text is the pixel furthest from it in luminance (a glyph's
 * stroke, not its anti-aliased edge). */
static double
text_contrast (const Pixels            *pixels,
               const cairo_rectangle_t *rect)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  int x0 = MAX (0, (int) floor (rect->x));
  int y0 = MAX (0, (int) floor (rect->y));
  int x1 = MIN (pixels->width, (int) ceil (rect->x + rect->width));
  int y1 = MIN (pixels->height, (int) ceil (rect->y + rect->height));
  guint best_count = 0;
  guint32 behind = 0;
  double behind_l, far;

  g_assert_cmpint (x1 - x0, >, 4);
  g_assert_cmpint (y1 - y0, >, 4);
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        const guchar *p = pixel_at (pixels, x, y);
        guint32 key = p[0] << 16 | p[1] << 8 | p[2];
        guint count;

        /* The map is opaque: nothing shows through. */
        g_assert_cmpint (p[3], ==, 255);
        count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (key))) + 1;

        g_hash_table_insert (counts, GUINT_TO_POINTER (key), GUINT_TO_POINTER (count));
        if (count > best_count)
          {
            best_count = count;
            behind = key;
          }
      }

  behind_l = bf_test_relative_luminance ((guchar[]) { behind >> 16, (behind >> 8) & 0xff, behind & 0xff });
  far = behind_l;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        double l = bf_test_relative_luminance (pixel_at (pixels, x, y));

        if (fabs (l - behind_l) > fabs (far - behind_l))
          far = l;
      }

  return bf_test_contrast_ratio (far, behind_l);
}

/* The height of the ink (pixels not transparent) of @texture. */
static int
ink_height (GdkTexture *texture)
{
  Pixels pixels;
  int top = -1, bottom = -1;

  pixels_init (&pixels, texture);
  for (int y = 0; y < pixels.height; y++)
    for (int x = 0; x < pixels.width; x++)
      if (pixel_at (&pixels, x, y)[3] > 128)
        {
          if (top < 0)
            top = y;
          bottom = y;
        }
  pixels_clear (&pixels);

  return top < 0 ? 0 : bottom - top + 1;
}

/* Widgets ----------------------------------------------------------------- */

/* The size in pixels of the window's normal text (GTK gives the fonts
 * of the widgets absolute sizes, the text scaling factor applied). */
static double
text_px (GtkWidget *widget)
{
  const PangoFontDescription *font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));

  g_assert_true (pango_font_description_get_size_is_absolute (font));

  return pango_font_description_get_size (font) / (double) PANGO_SCALE;
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

/* Adds to @cut every widget under @widget with less room than it needs: each label, button and
 * image shown is allocated at least its minimum width, and its minimum
 * height for that width (what GTK 4.8 only warns about in its debug
 * builds: below that a label or a button is cut). The containers are
 * left out: libadwaita 1.2's header bar gives its centre box 2 px less
 * than its minimum height, at any text size, with nothing cut. */
static void
find_cut (GtkWidget *widget,
          GString   *cut)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget))
    return;

  if (GTK_IS_LABEL (widget) || GTK_IS_BUTTON (widget) || GTK_IS_IMAGE (widget))
    {
      GtkAllocation allocation;
      int width, height, min_width, min_height;

      /* The allocation counts the CSS margin, border and padding
       * (gtk_widget_get_width() does not), as the sizes measured do;
       * the margin properties are the parent's to leave out. */
      gtk_widget_get_allocation (widget, &allocation);
      width = allocation.width + gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
      height = allocation.height + gtk_widget_get_margin_top (widget) + gtk_widget_get_margin_bottom (widget);

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
      if (width < min_width || height < min_height)
        g_string_append_printf (cut, "\n  %s in %s (%s) is allocated %d × %d, below its minimum %d × %d",
                                G_OBJECT_TYPE_NAME (widget), G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                                GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget))
                                                      : gtk_widget_get_name (widget),
                                width, height, min_width, min_height);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_cut (child, cut);
}

/* Fixture ----------------------------------------------------------------- */

typedef struct
{
  GtkWidget *window;
  int        width;
  gboolean   dark;
} Screen;

static void
screen_open (Screen   *screen,
             int       width,
             gboolean  dark)
{
  screen->width = width;
  screen->dark = dark;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_cmpint (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()), ==, high_contrast);

  /* The games in progress of the XDG_DATA_HOME of this test (main()). */
  screen->window = g_object_new (BF_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (screen->window), width, width < 600 ? 720 : 800);
  gtk_window_present (GTK_WINDOW (screen->window));
  g_assert_true (bf_test_wait_mapped (screen->window, FALSE));
}

static void
screen_close (Screen *screen)
{
  gtk_window_destroy (GTK_WINDOW (screen->window));
  bf_test_wait_ms (50);
}

static void
open_data_file (Screen     *screen,
                const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (bf_window_open_file (BF_WINDOW (screen->window), file));
  bf_test_wait_frames (screen->window, 3);
}

/* Renders the window (saved as large-NAME-WIDTH-STYLE-xSCALE.png), and
 * checks that nothing in it is cut and that it can be as narrow as
 * asked for: 360 px, also at twice the text size. */
static GdkTexture *
shoot (Screen     *screen,
       const char *name)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *label = g_strdup_printf ("%s-%d-%s-x%.1f", name, screen->width,
                                            style_name (screen->dark), text_scale);
  const char *dir = g_getenv ("BF_SCREENSHOT_DIR");
  GdkTexture *texture;
  int min_width = 0;

  /* The window's minimum width without its shadow (under Xvfb's client
   * side decorations): from its content. A page shown for a moment
   * wider (an unfolded leaflet before it folds) may have widened the
   * window: back to the width asked for. */
  for (GtkWidget *child = gtk_widget_get_first_child (screen->window);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      min_width = MAX (min_width, min);
    }
  if (min_width > screen->width)
    {
      g_test_message ("%s: the window is at least %d px wide", label, min_width);
      if (g_getenv ("BF_LARGE_TEXT_DUMP") != NULL)
        bf_test_dump_widths (screen->window, 300);
      g_test_fail ();
    }
  if (gtk_widget_get_width (screen->window) > screen->width)
    {
      gtk_window_set_default_size (GTK_WINDOW (screen->window), screen->width, screen->width < 600 ? 720 : 800);
      bf_test_wait_frames (screen->window, 3);
    }

  texture = bf_test_render_window (screen->window);
  if (dir != NULL)
    {
      g_autofree char *path = g_strdup_printf ("%s/large-%s.png", dir, label);

      bf_test_save_png (texture, path);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (screen->window);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_cut (child, cut);
  if (cut->len > 0)
    {
      g_test_message ("%s: cut:%s", label, cut->str);
      g_test_fail ();
    }

  return texture;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* In high contrast the roads stand out from the board 3:1 (WCAG's
 * contrast for the parts of a graphic needed to understand it): the
 * median over the roads of the contrast at each road's middle (away
 * from the current player's networks, drawn in the player's colour,
 * and from the cities), against the board around it. */
static void
check_roads (BfMapView *view,
             Pixels    *pixels)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(GArray) ratios = g_array_new (FALSE, FALSE, sizeof (double));
  double median;

  for (guint i = 0; i < bf_carnegie_rules_get_n_roads (rules); i++)
    {
      const BfRoad *road = bf_carnegie_rules_get_road (rules, i);
      cairo_rectangle_t rect;
      double ax, ay, bx, by, ratio;

      if (_bf_map_view_get_road_highlighted (view, i))
        continue;

      _bf_map_view_get_city_center (view, road->city_a, &ax, &ay);
      _bf_map_view_get_city_center (view, road->city_b, &bx, &by);
      /* The road's middle, a square around it: most of it is the board */
      rect.width = rect.height = 7;
      rect.x = (ax + bx) / 2 - 3;
      rect.y = (ay + by) / 2 - 3;
      ratio = text_contrast (pixels, &rect);
      g_array_append_val (ratios, ratio);
    }

  g_assert_cmpuint (ratios->len, >, 20);
  g_array_sort (ratios, compare_doubles);
  median = g_array_index (ratios, double, ratios->len / 2);
  g_test_message ("roads: median contrast %.2f:1", median);
  if (median < 3.0)
    g_test_fail ();
}

/* The map's region names: as large as the text around them (their
 * capitals at least 0.4 × the text's pixel size) with large text, and
 * 4.5:1 against what is behind them in high contrast, measured in the
 * pixels of the map as it is drawn (all of it: with large text a
 * phone's window shows a part, scrolled sideways). */
static void
check_map (Screen *screen)
{
  BfMapView *view = bf_test_window_get_map_view (BF_WINDOW (screen->window));
  double px = text_px (GTK_WIDGET (view));
  g_autoptr(GdkTexture) texture = bf_test_render_widget (GTK_WIDGET (view), NULL,
                                                         gtk_widget_get_width (GTK_WIDGET (view)),
                                                         gtk_widget_get_height (GTK_WIDGET (view)));
  Pixels pixels;

  pixels_init (&pixels, texture);
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      cairo_rectangle_t rect;

      _bf_map_view_get_region_name_rect (view, r, &rect);
      g_test_message ("region %d name: %.1f × %.1f px at (%.0f, %.0f), normal text %.1f px",
                      r, rect.width, rect.height, rect.x, rect.y, px);
      if (text_scale > 1 && rect.height < 0.4 * px)
        g_test_fail ();

      if (high_contrast)
        {
          double ratio = text_contrast (&pixels, &rect);

          g_test_message ("region %d name: contrast %.2f:1", r, ratio);
          if (ratio < 4.5)
            g_test_fail ();
        }
    }
  if (high_contrast)
    check_roads (view, &pixels);
  pixels_clear (&pixels);
}

/* Where the board is wider than the window (large text on a phone), the
 * space that takes the keyboard focus is scrolled into view: the space
 * furthest to the right, then the one furthest to the left. */
static void
check_map_focus (Screen *screen)
{
  BfMapView *view = bf_test_window_get_map_view (BF_WINDOW (screen->window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
  guint right = 0, left = 0;
  graphene_rect_t bounds;

  if (gtk_widget_get_width (GTK_WIDGET (view)) <= gtk_widget_get_width (scroller))
    {
      g_test_message ("map: %d px wide in a window %d px wide: not larger with the text",
                      gtk_widget_get_width (GTK_WIDGET (view)), gtk_widget_get_width (scroller));
      g_test_fail ();
      return;
    }
  for (guint i = 0; i < bf_carnegie_rules_get_n_spaces (bf_carnegie_rules_get_default ()); i++)
    {
      graphene_rect_t other;

      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, i), GTK_WIDGET (view), &bounds));
      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, right), GTK_WIDGET (view), &other));
      if (bounds.origin.x > other.origin.x)
        right = i;
      g_assert_true (gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, left), GTK_WIDGET (view), &other));
      if (bounds.origin.x < other.origin.x)
        left = i;
    }

  for (guint pass = 0; pass < 2; pass++)
    {
      GtkWidget *space = bf_map_view_get_space_widget (view, pass == 0 ? right : left);

      gtk_widget_grab_focus (space);
      bf_test_wait_frames (screen->window, 3);
      g_assert_true (gtk_root_get_focus (gtk_widget_get_root (space)) == space);
      g_assert_true (gtk_widget_compute_bounds (space, scroller, &bounds));
      g_test_message ("map space %u at x %.0f..%.0f of %d px", pass == 0 ? right : left,
                      bounds.origin.x, bounds.origin.x + bounds.size.width, gtk_widget_get_width (scroller));
      if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (scroller))
        g_test_fail ();
    }
}

/* The timeline's tile names (its header row, the lowest of its rows):
 * their ink at least 0.4 × the text's pixel size with large text. */
static void
check_timeline (Screen *screen)
{
  GtkWidget *view = bf_test_find_widget (screen->window, is_of_type, GSIZE_TO_POINTER (BF_TYPE_TIMELINE_VIEW));
  GtkWidget *header = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int height;

  g_assert_nonnull (view);
  for (GtkWidget *row = gtk_widget_get_first_child (view); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (header == NULL || gtk_widget_get_height (row) < gtk_widget_get_height (header))
      header = row;

  texture = bf_test_render_widget (header, NULL, gtk_widget_get_width (header), gtk_widget_get_height (header));
  height = ink_height (texture);
  g_test_message ("timeline header: text %d px high, normal text %.1f px", height, text_px (view));
  if (text_scale > 1 && height < 0.4 * text_px (view))
    g_test_fail ();
}

/* The games in progress on the start page: each game's description
 * and date shown whole, none cut short with "…". */
static void
check_games_list (Screen *screen)
{
  GtkWidget *list = GTK_WIDGET (bf_test_window_get_games_list (BF_WINDOW (screen->window)));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint n_shown = 0;

  bf_test_collect_widgets (list, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];

      if (!bf_test_is_showing (GTK_WIDGET (label)) || *gtk_label_get_text (label) == '\0')
        continue;
      n_shown++;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        {
          g_test_message ("games in progress: \"%s\" is cut short", gtk_label_get_text (label));
          g_test_fail ();
        }
    }
  /* Three games, each a title and a date */
  g_assert_cmpuint (n_shown, >=, 6);
}

/* The solo page's strip (the round and Andrew's VP, shown above the
 * page once its status card scrolls away) never hides the focused
 * field: the page scrolls it back into view above the strip's bottom
 * and the window's. */
static void
check_focus_in_view (Screen *screen)
{
  BfWindow *window = BF_WINDOW (screen->window);
  GtkWidget *page = bf_test_window_get_page_widget (window, "solo");
  GtkWidget *scroller = bf_test_template_child (page, BF_TYPE_SOLO_PAGE, "main_scroller");
  g_autoptr(GPtrArray) fields = g_ptr_array_new ();
  GtkWidget *field = NULL;
  graphene_rect_t bounds;

  /* The first field of the round's entries, below the status card */
  bf_test_collect_widgets (page, GTK_TYPE_TEXT, fields);
  for (guint i = 0; i < fields->len && field == NULL; i++)
    if (bf_test_is_showing (fields->pdata[i]))
      field = fields->pdata[i];
  g_assert_nonnull (field);

  /* From the top of the page: the focus brings the field to the bottom
   * of the page, which scrolls the status card away. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), 0);
  bf_test_wait_frames (screen->window, 2);
  gtk_widget_grab_focus (field);
  bf_test_wait_frames (screen->window, 4);

  g_assert_true (gtk_revealer_get_child_revealed (bf_test_template_child (page, BF_TYPE_SOLO_PAGE, "strip_revealer")));
  g_assert_true (gtk_widget_compute_bounds (field, scroller, &bounds));
  g_test_message ("focused field at %.0f..%.0f of %d px", bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
  if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller))
    g_test_fail ();
}

static void
test_screens (void)
{
  static const int widths[] = { 360, 1280 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (int dark = 0; dark <= 1; dark++)
      {
        Screen screen = { 0 };
        g_autoptr(GdkTexture) start = NULL;
        g_autoptr(GdkTexture) game = NULL;
        g_autoptr(GdkTexture) map = NULL;
        g_autoptr(GdkTexture) editor = NULL;
        g_autoptr(GdkTexture) solo = NULL;
        g_autoptr(GdkTexture) livingstone = NULL;
        g_autoptr(GdkTexture) games = NULL;

        screen_open (&screen, widths[w], dark);
        start = shoot (&screen, "start");

        open_data_file (&screen, "expansion-4p.json");
        game = shoot (&screen, "game");
        {
          /* The sections: their buttons, or their menu where they do not
           * fit, a finger's size either way */
          g_autoptr(GPtrArray) jumps = g_ptr_array_new ();
          guint n_shown = 0;

          bf_test_collect_by_class (screen.window, "bf-jump", jumps);
          for (guint i = 0; i < jumps->len; i++)
            {
              graphene_rect_t bounds;

              if (!gtk_widget_get_mapped (jumps->pdata[i]))
                continue;
              n_shown++;
              g_assert_true (gtk_widget_compute_bounds (jumps->pdata[i], jumps->pdata[i], &bounds));
              g_assert_cmpfloat (bounds.size.width, >=, 44);
              g_assert_cmpfloat (bounds.size.height, >=, 44);
            }
          g_assert_cmpuint (n_shown, >=, 1);
        }
        g_assert_true (gtk_widget_activate_action (screen.window, "win.jump", "s", "map"));
        map = shoot (&screen, "map");
        check_map (&screen);
        if (widths[w] < 600 && text_scale > 1)
          check_map_focus (&screen);
        else
          {
            /* With normal text (or room enough) the whole board shows */
            GtkWidget *view = GTK_WIDGET (bf_test_window_get_map_view (BF_WINDOW (screen.window)));

            g_assert_cmpint (gtk_widget_get_width (view), <=,
                             gtk_widget_get_width (gtk_widget_get_ancestor (view, GTK_TYPE_SCROLLED_WINDOW)));
          }
        {
          /* The panel of a region's spaces below the map, on the biggest
           * region: no wider than the window, nothing cut */
          g_autoptr(GdkTexture) panel_shot = NULL;
          GtkWidget *panel = _bf_map_view_get_panel (bf_test_window_get_map_view (BF_WINDOW (screen.window)));

          bf_map_panel_show_city (BF_MAP_PANEL (panel),
                                  bf_carnegie_rules_lookup_city (bf_carnegie_rules_get_default (), "san-francisco")->index);
          bf_test_wait_frames (screen.window, 3);
          panel_shot = shoot (&screen, "map-panel");
          bf_map_panel_close (BF_MAP_PANEL (panel));
        }
        gtk_toggle_button_set_active (bf_test_window_get_player_button (BF_WINDOW (screen.window), 1), TRUE);
        bf_test_wait_ms (100);
        bf_test_scroll_into_view (GTK_WIDGET (bf_test_window_get_editor (BF_WINDOW (screen.window))), 0);
        editor = shoot (&screen, "editor");

        open_data_file (&screen, "solo-in-progress.json");
        solo = shoot (&screen, "solo");
        check_timeline (&screen);
        if (widths[w] < 600)
          check_focus_in_view (&screen);

        open_data_file (&screen, "livingstone-3p.json");
        livingstone = shoot (&screen, "livingstone");

        /* Back to the start: the games just opened are in progress. */
        g_assert_true (gtk_widget_activate_action (screen.window, "win.home", NULL));
        bf_test_wait_frames (screen.window, 3);
        games = shoot (&screen, "start-games");
        check_games_list (&screen);

        screen_close (&screen);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("benefactor-large-text-XXXXXX", NULL);
  g_autofree char *cache_home = g_build_filename (data_home, "cache", NULL);
  int status;

  /* The games in progress and the map's board cache of this test only,
   * set before GLib caches the folders. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache_home, TRUE);

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--high-contrast"))
        high_contrast = TRUE;
      else if (g_str_equal (argv[i], "--text-scale=2"))
        text_scale = 2.0;
    }
  /* Read by libadwaita 1.2 when it starts (adw_init()): the high
   * contrast a user turns on in GNOME's Accessibility settings. */
  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", high_contrast ? "1" : "0", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  bf_test_load_app_style ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  /* GNOME's text scaling factor: gnome-settings-daemon (X11) and GDK's
   * Wayland backend both set it as Xft/DPI = factor × 96 dpi × 1024. */
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (text_scale * 96 * 1024), NULL);
  /* GNOME's window buttons (org.gnome.desktop.wm.preferences
   * button-layout), not GTK's own default, which adds minimize and
   * maximize to every header bar. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_test_add_func ("/large-text/screens", test_screens);

  status = g_test_run ();
  bf_map_cache_wait_for_saves ();
  bf_test_remove_tree (data_home);

  return status;
}
