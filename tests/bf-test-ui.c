/* bf-test-ui.c: helpers shared by the GUI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <gmodule.h>
#include <math.h>
#include <string.h>

#include <gdk/x11/gdkx.h>
#include <X11/XKBlib.h>

#include "bf-carnegie-page.h"
#include "bf-start-page.h"
#include "bf-test-ui.h"

const BfTestVariant bf_test_variants[4] = {
  { "phone-light", TRUE, FALSE },
  { "phone-dark", TRUE, TRUE },
  { "desktop-light", FALSE, FALSE },
  { "desktop-dark", FALSE, TRUE },
};

/* Main loop ---------------------------------------------------------------- */

void
bf_test_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
bf_test_iterate_passes (guint n_passes)
{
  for (guint i = 0; i < n_passes; i++)
    bf_test_iterate ();
}

void
bf_test_iterate_pending (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
bf_test_wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The page's focus moves, the window's first idles: a page queues them at
 * G_PRIORITY_DEFAULT_IDLE, which the frames a test drives hold back on a
 * loaded machine (a focus idle that ran only once a test had scrolled and
 * opened a drop-down scrolled the page back under its popover). Waits
 * until the main loop gets to an idle of G_PRIORITY_LOW, 2 s at most. */
void
bf_test_wait_idle (void)
{
  gboolean done = FALSE;
  gboolean timed_out = FALSE;
  guint idle = g_idle_add_full (G_PRIORITY_LOW, timeout_cb, &done, NULL);
  guint timeout = g_timeout_add (2000, timeout_cb, &timed_out);

  while (!done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!done)
    g_source_remove (idle);
  if (!timed_out)
    g_source_remove (timeout);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

void
bf_test_load_app_style (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

double
bf_test_relative_luminance (const guchar *rgb)
{
  double l[3];

  for (guint i = 0; i < 3; i++)
    {
      double c = rgb[i] / 255.0;

      l[i] = c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
    }

  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

double
bf_test_contrast_ratio (double a,
                        double b)
{
  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

void
bf_test_wait_frames (GtkWidget *window,
                     guint      n_frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  for (guint i = 0; i < n_frames; i++)
    {
      gboolean painted = FALSE;
      gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);

      gtk_widget_queue_draw (window);
      for (guint t = 0; !painted && t < 200; t++)
        bf_test_wait_ms (10);
      g_signal_handler_disconnect (clock, id);
    }
}

/* Windows ------------------------------------------------------------------ */

gboolean
bf_test_wait_mapped (GtkWidget *window,
                     gboolean   need_width)
{
  for (guint i = 0; i < 100 && (!gtk_widget_get_mapped (window) ||
                                (need_width && gtk_widget_get_width (window) == 0)); i++)
    bf_test_wait_ms (10);

  return gtk_widget_get_mapped (window);
}

GtkWidget *
bf_test_present_window (GtkWidget           *child,
                        const BfTestVariant *variant,
                        int                  desktop_width,
                        int                  desktop_height)
{
  GtkWidget *window = gtk_window_new ();

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      variant->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                    : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_set_default_size (GTK_WINDOW (window), variant->phone ? 360 : desktop_width,
                               variant->phone ? 720 : desktop_height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bf_test_wait_mapped (window, FALSE));
  /* What the page does once shown (its first focus) is done before the
   * test acts, as it is before a person does. */
  bf_test_wait_idle ();

  return window;
}

gboolean
bf_test_scroll_into_view (GtkWidget *widget,
                          double     offset)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t point;

  if (!gtk_widget_compute_point (widget, scroller, &GRAPHENE_POINT_INIT (0, 0), &point))
    return FALSE;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + point.y - offset);

  return TRUE;
}

/* Real input (XTEST) ----------------------------------------------------- */

/* libXtst is loaded at run time: Debian installs the library with
 * at-spi2-core (build-aux/dev.sh), its headers (libxtst-dev) are not
 * needed for a few functions of a stable ABI. NULL when the library or
 * the symbol is missing. */
static gpointer
xtst_symbol (const char *name)
{
  static GModule *xtst;
  gpointer symbol = NULL;

  if (xtst == NULL)
    xtst = g_module_open ("libXtst.so.6", G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  if (xtst == NULL || !g_module_symbol (xtst, name, &symbol))
    return NULL;

  return symbol;
}

typedef int (*FakeMotionFunc) (Display *display, int screen, int x, int y, unsigned long delay);
typedef int (*FakeButtonFunc) (Display *display, unsigned int button, Bool is_press, unsigned long delay);

static FakeMotionFunc fake_motion;
static FakeButtonFunc fake_button;
/* A connection of its own, as a real mouse is: what it sends does not
 * wait behind the requests GTK has not sent yet on its connection. */
static Display *pointer_display;

gboolean
bf_test_pointer_available (GtkWidget *widget)
{
  static gsize looked_up = 0;
  GdkDisplay *display = gtk_widget_get_display (widget);

  if (g_once_init_enter (&looked_up))
    {
      fake_motion = (FakeMotionFunc) xtst_symbol ("XTestFakeMotionEvent");
      fake_button = (FakeButtonFunc) xtst_symbol ("XTestFakeButtonEvent");
      if (GDK_IS_X11_DISPLAY (display))
        pointer_display = XOpenDisplay (gdk_display_get_name (display));
      g_once_init_leave (&looked_up, 1);
    }

  /* Another test's window may be under the pointer, or its popover hold
   * the pointer grab. */
  if (g_getenv ("BF_TEST_SHARED_DISPLAY") != NULL)
    return FALSE;

  return fake_motion != NULL && fake_button != NULL && pointer_display != NULL && GDK_IS_X11_DISPLAY (display);
}

void
bf_test_pointer_click (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point;
  double nx, ny;
  int x, y;
  Window child;

  g_assert_true (bf_test_pointer_available (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                                 gtk_widget_get_height (widget) / 2.0),
                                           &point));
  /* The native's surface on the screen, wherever it was put. */
  gtk_native_get_surface_transform (native, &nx, &ny);
  XTranslateCoordinates (pointer_display, gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                         XDefaultRootWindow (pointer_display),
                         (int) (point.x + nx), (int) (point.y + ny), &x, &y, &child);

  fake_motion (pointer_display, -1, x, y, 0);
  fake_button (pointer_display, 1, True, 0);
  fake_button (pointer_display, 1, False, 0);
  XSync (pointer_display, False);
}

/* Widget trees ------------------------------------------------------------- */

GtkWidget *
bf_test_find_widget (GtkWidget             *root,
                     BfTestWidgetPredicate  predicate,
                     gconstpointer          data)
{
  if (predicate (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = bf_test_find_widget (child, predicate, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

void
bf_test_collect_widgets (GtkWidget *root,
                         GType      type,
                         GPtrArray *out)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    g_ptr_array_add (out, root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_test_collect_widgets (child, type, out);
}

gpointer
bf_test_template_child (gpointer    widget,
                        GType       type,
                        const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);

  return object;
}

static gboolean
has_css_class (GtkWidget     *widget,
               gconstpointer  css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

GtkWidget *
bf_test_find_by_class (GtkWidget  *root,
                       const char *css_class)
{
  return bf_test_find_widget (root, has_css_class, css_class);
}

void
bf_test_collect_by_class (GtkWidget  *root,
                          const char *css_class,
                          GPtrArray  *out)
{
  if (gtk_widget_has_css_class (root, css_class))
    g_ptr_array_add (out, root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_test_collect_by_class (child, css_class, out);
}

gboolean
bf_test_is_showing (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_child_visible (widget);
}

gboolean
bf_test_is_inside (GtkWidget *widget,
                   GtkWidget *area)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, area, &bounds));
  return bounds.origin.x >= 0 && bounds.origin.y >= 0 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (area) &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (area);
}

gboolean
bf_test_is_showing_spin (GtkWidget     *widget,
                         gconstpointer  data)
{
  return GTK_IS_SPIN_BUTTON (widget) && bf_test_is_showing (widget);
}

static gboolean
is_showing_label_containing (GtkWidget     *widget,
                             gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && bf_test_is_showing (widget) &&
         strstr (gtk_label_get_label (GTK_LABEL (widget)), data) != NULL;
}

void
bf_test_assert_announced (GtkWidget  *widget,
                          const char *text)
{
  if (!gtk_window_is_active (GTK_WINDOW (gtk_widget_get_root (widget))))
    {
      g_test_message ("window not active: “%s” not checked", text);
      return;
    }
  gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
}

gboolean
bf_test_showing_label (GtkWidget  *root,
                       const char *text)
{
  return bf_test_find_widget (root, is_showing_label_containing, text) != NULL;
}

AdwMessageDialog *
bf_test_find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) top = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (top) && gtk_widget_get_visible (GTK_WIDGET (top)))
        return ADW_MESSAGE_DIALOG (top);
    }
  return NULL;
}

void
bf_test_click_button (GtkWidget             *root,
                      BfTestWidgetPredicate  is_button,
                      const char            *label)
{
  GtkWidget *button = bf_test_find_widget (root, is_button, label);

  if (button == NULL)
    g_error ("No button “%s” showing", label);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* A click: gtk_widget_activate() would only emit "clicked" after a
   * visual press of 250 ms. */
  g_signal_emit_by_name (button, "clicked");
  bf_test_iterate ();
}

static gboolean
is_toggle_with_tooltip (GtkWidget     *widget,
                        gconstpointer  data)
{
  const char *tooltip;

  if (!GTK_IS_TOGGLE_BUTTON (widget) || !bf_test_is_showing (widget))
    return FALSE;

  tooltip = gtk_widget_get_tooltip_text (widget);

  return tooltip != NULL && g_str_has_prefix (tooltip, data);
}

void
bf_test_click_toggle (GtkWidget  *root,
                      const char *prefix)
{
  GtkWidget *button = bf_test_find_widget (root, is_toggle_with_tooltip, prefix);

  if (button == NULL)
    g_error ("No toggle “%s…” showing", prefix);
  g_signal_emit_by_name (button, "clicked");
  bf_test_iterate ();
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
}

const char *
bf_test_combo_row_get_string (AdwComboRow *row,
                              guint        position)
{
  g_autoptr(GtkStringObject) item = g_list_model_get_item (adw_combo_row_get_model (row), position);

  g_assert_nonnull (item);
  return gtk_string_object_get_string (item);
}

/* Keyboard focus ----------------------------------------------------------- */

GtkSpinButton *
bf_test_get_focus_spin (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  if (focus == NULL)
    return NULL;

  return GTK_SPIN_BUTTON (gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON));
}

void
bf_test_press_tab (GtkWidget *widget,
                   gboolean   backward)
{
  /* What GtkWindow's Tab binding does. */
  gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (widget)),
                          backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
}

static gboolean
is_row_with_spin (GtkWidget *widget)
{
  return GTK_IS_LIST_BOX_ROW (widget) &&
         bf_test_find_widget (widget, bf_test_is_showing_spin, NULL) != NULL;
}

guint
bf_test_assert_spin_rows_tab (GtkWidget *root)
{
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GtkRoot *window = gtk_widget_get_root (root);
  guint checked = 0;

  g_assert_nonnull (window);
  bf_test_collect_widgets (root, GTK_TYPE_SPIN_BUTTON, spins);

  for (guint i = 0; i < spins->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (spins, i);
      GtkWidget *row = gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW);

      if (row == NULL || !bf_test_is_showing (spin) || !gtk_widget_is_sensitive (spin) ||
          adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) != spin)
        continue;

      /* The row is no Tab stop: nothing typed can land on it. */
      g_assert_false (gtk_widget_get_focusable (row));
      g_assert_false (gtk_widget_grab_focus (row));
      g_assert_true (gtk_root_get_focus (window) != row);

      /* A click on the row's title focuses the spin button. */
      gtk_root_set_focus (window, NULL);
      g_signal_emit_by_name (row, "activate");
      g_assert_true (bf_test_get_focus_spin (root) == GTK_SPIN_BUTTON (spin));

      for (guint backward = 0; backward <= 1; backward++)
        {
          GtkWidget *focus;

          g_assert_true (gtk_widget_grab_focus (spin));
          bf_test_press_tab (root, backward);
          focus = gtk_root_get_focus (window);
          if (focus != NULL)
            g_assert_false (is_row_with_spin (focus));
        }

      checked++;
    }

  return checked;
}

/* Real keys ---------------------------------------------------------------- */

typedef int (*XTestQueryExtensionFunc) (Display *display, int *event_base, int *error_base,
                                        int *major, int *minor);
typedef int (*XTestFakeKeyEventFunc) (Display *display, unsigned int keycode, Bool is_press,
                                      unsigned long delay);

static XTestFakeKeyEventFunc fake_key_event;

static Display *
x_display_of (GtkWidget *window)
{
  GdkDisplay *display = gtk_widget_get_display (window);

  return GDK_IS_X11_DISPLAY (display) ? gdk_x11_display_get_xdisplay (display) : NULL;
}

gboolean
bf_test_keys_available (GtkWidget *window)
{
  XTestQueryExtensionFunc query;
  Display *xdisplay = x_display_of (window);
  int event_base, error_base, major, minor;

  if (xdisplay == NULL)
    return FALSE;
  if (fake_key_event != NULL)
    return TRUE;

  query = (XTestQueryExtensionFunc) xtst_symbol ("XTestQueryExtension");
  if (query == NULL || !query (xdisplay, &event_base, &error_base, &major, &minor))
    return FALSE;
  fake_key_event = (XTestFakeKeyEventFunc) xtst_symbol ("XTestFakeKeyEvent");

  return fake_key_event != NULL;
}

/* What the window's key controllers saw (capture phase: first, and
 * whatever handles the key after). */
typedef struct
{
  guint pressed;
  guint released;
} KeyCount;

static gboolean
count_pressed_cb (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  KeyCount              *count)
{
  count->pressed++;
  return GDK_EVENT_PROPAGATE;
}

static void
count_released_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   KeyCount              *count)
{
  count->released++;
}

static KeyCount *
key_count_of (GtkWidget *window)
{
  KeyCount *count = g_object_get_data (G_OBJECT (window), "bf-test-key-count");
  GtkEventController *controller;

  if (count != NULL)
    return count;

  count = g_new0 (KeyCount, 1);
  g_object_set_data_full (G_OBJECT (window), "bf-test-key-count", count, g_free);
  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (count_pressed_cb), count);
  g_signal_connect (controller, "key-released", G_CALLBACK (count_released_cb), count);
  gtk_widget_add_controller (window, controller);

  return count;
}

/* Gives @window the X input focus (no window manager under Xvfb) and
 * waits until GTK knows it is the active window. */
static void
focus_x_window (GtkWidget *window)
{
  Display *xdisplay = x_display_of (window);
  Window xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  Window focus = None;
  int revert;
  gint64 end;

  XGetInputFocus (xdisplay, &focus, &revert);
  if (focus == xid && gtk_window_is_active (GTK_WINDOW (window)))
    return;

  gdk_x11_display_error_trap_push (gtk_widget_get_display (window));
  XSetInputFocus (xdisplay, xid, RevertToParent, CurrentTime);
  XSync (xdisplay, False);
  if (gdk_x11_display_error_trap_pop (gtk_widget_get_display (window)) != 0)
    g_error ("The window cannot take the X input focus (not viewable?)");

  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!gtk_window_is_active (GTK_WINDOW (window)) && g_get_monotonic_time () < end)
    bf_test_wait_ms (5);
  g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
}

static void
fake_key (Display *xdisplay,
          KeySym   keysym,
          gboolean press)
{
  KeyCode keycode = XKeysymToKeycode (xdisplay, keysym);

  if (keycode == 0)
    g_error ("No key on the X server's keyboard gives keysym 0x%lx", (unsigned long) keysym);
  fake_key_event (xdisplay, keycode, press, CurrentTime);
}

void
bf_test_key (GtkWidget       *window,
             guint            keyval,
             GdkModifierType  modifiers)
{
  Display *xdisplay = x_display_of (window);
  /* The window may go with the key (Enter closing a dialog): kept until
   * the key is seen, its count with it. */
  g_autoptr(GtkWidget) kept = g_object_ref (window);
  KeyCount *count = key_count_of (window);
  guint pressed = count->pressed;
  guint released = count->released;
  gboolean shift = (modifiers & GDK_SHIFT_MASK) != 0;
  gboolean control = (modifiers & GDK_CONTROL_MASK) != 0;
  guint expected = 1 + (shift ? 1 : 0) + (control ? 1 : 0);
  gint64 end;

  g_assert_true (bf_test_keys_available (window));
  g_assert_true (gtk_widget_get_mapped (window));
  focus_x_window (window);

  /* GDK key values are X keysyms. */
  if (shift)
    fake_key (xdisplay, XK_Shift_L, TRUE);
  if (control)
    fake_key (xdisplay, XK_Control_L, TRUE);
  fake_key (xdisplay, keyval, TRUE);
  fake_key (xdisplay, keyval, FALSE);
  if (control)
    fake_key (xdisplay, XK_Control_L, FALSE);
  if (shift)
    fake_key (xdisplay, XK_Shift_L, FALSE);
  XFlush (xdisplay);

  /* Every key released; or, when the key closed the window, pressed. */
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (count->released - released < expected &&
         (gtk_widget_get_mapped (window) || count->pressed - pressed < expected) &&
         g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  if (count->released - released < expected && count->pressed - pressed < expected)
    g_error ("GTK did not see the key %s within 10 s", gdk_keyval_name (keyval));

  /* What the key started (idles, the focus moving on). */
  bf_test_iterate_pending ();
}

void
bf_test_type (GtkWidget  *window,
              const char *text)
{
  Display *xdisplay = x_display_of (window);

  for (const char *c = text; *c != '\0'; c++)
    {
      KeySym keysym = (guchar) *c;   /* Latin-1 characters are their keysyms */
      KeyCode keycode;

      g_assert_true (g_ascii_isalnum (*c) || *c == ' ' || *c == '-');
      if (*c == ' ')
        keysym = XK_space;
      else if (*c == '-')
        keysym = XK_minus;
      keycode = XKeysymToKeycode (xdisplay, keysym);
      g_assert_cmpuint (keycode, !=, 0);
      /* An upper-case letter is the key's second level. */
      bf_test_key (window, XkbKeycodeToKeysym (xdisplay, keycode, 0, 0) == keysym
                           ? keysym : XkbKeycodeToKeysym (xdisplay, keycode, 0, 0),
                   XkbKeycodeToKeysym (xdisplay, keycode, 0, 0) == keysym ? 0 : GDK_SHIFT_MASK);
    }
}

/* Score sheets (BfScoreView) ---------------------------------------------- */

static GtkWidget *
score_view_child (BfScoreView *view,
                  const char  *name)
{
  return bf_test_template_child (view, BF_TYPE_SCORE_VIEW, name);
}

/* The widgets of @css_class under the view's template child @name. */
static GPtrArray *
score_view_collect (BfScoreView *view,
                    const char  *name,
                    const char  *css_class)
{
  GPtrArray *widgets = g_ptr_array_new ();

  bf_test_collect_by_class (score_view_child (view, name), css_class, widgets);

  return widgets;
}

GtkWidget *
bf_test_score_view_get_error_box (BfScoreView *view)
{
  return score_view_child (view, "error_box");
}

GtkLabel *
bf_test_score_view_get_error_label (BfScoreView *view)
{
  return GTK_LABEL (score_view_child (view, "error_label"));
}

GtkAdjustment *
bf_test_score_view_get_vadjustment (BfScoreView *view)
{
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (score_view_child (view, "scroller")));
}

guint
bf_test_score_view_get_n_groups (BfScoreView *view)
{
  g_autoptr(GPtrArray) groups = score_view_collect (view, "players_box", "bf-score-player");

  return groups->len;
}

GtkWidget *
bf_test_score_view_get_group (BfScoreView *view,
                              guint        player)
{
  g_autoptr(GPtrArray) groups = score_view_collect (view, "players_box", "bf-score-player");

  g_assert_cmpuint (player, <, groups->len);

  return g_ptr_array_index (groups, player);
}

GtkLabel *
bf_test_score_view_get_total_label (BfScoreView *view,
                                    guint        player)
{
  GtkWidget *label = bf_test_find_by_class (bf_test_score_view_get_group (view, player), "bf-score-total");

  g_assert_true (GTK_IS_LABEL (label));

  return GTK_LABEL (label);
}

gboolean
bf_test_score_view_is_winner_shown (BfScoreView *view,
                                    guint        player)
{
  GtkWidget *trophy = bf_test_find_by_class (bf_test_score_view_get_group (view, player), "bf-score-trophy");

  g_assert_nonnull (trophy);

  return gtk_widget_get_visible (trophy);
}

guint
bf_test_score_view_get_n_rows (BfScoreView *view,
                               guint        player)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  bf_test_collect_by_class (bf_test_score_view_get_group (view, player), "bf-score-line", rows);

  return rows->len;
}

AdwActionRow *
bf_test_score_view_get_row (BfScoreView *view,
                            guint        player,
                            guint        line)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  bf_test_collect_by_class (bf_test_score_view_get_group (view, player), "bf-score-line", rows);
  g_assert_cmpuint (line, <, rows->len);

  return ADW_ACTION_ROW (g_ptr_array_index (rows, line));
}

guint
bf_test_score_view_get_n_standings (BfScoreView *view)
{
  g_autoptr(GPtrArray) rows = score_view_collect (view, "standings_group", "bf-score-standing");

  return rows->len;
}

AdwActionRow *
bf_test_score_view_get_standing (BfScoreView *view,
                                 guint        rank)
{
  g_autoptr(GPtrArray) rows = score_view_collect (view, "standings_group", "bf-score-standing");

  g_assert_cmpuint (rank, <, rows->len);

  return ADW_ACTION_ROW (g_ptr_array_index (rows, rank));
}

/* Windows (BfWindow) -------------------------------------------------------- */

/* The widget of @id under @widget (GtkBuilder gives each object its id). */
static GtkWidget *
find_by_buildable_id (GtkWidget  *widget,
                      const char *id)
{
  if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_buildable_id (child, id);

      if (found != NULL)
        return found;
    }

  return NULL;
}

gpointer
bf_test_window_get_child (BfWindow   *window,
                          const char *name)
{
  /* The widgets of the pages made the first time they are needed
   * (ui/bf-window-pages.ui): bf_window_get_page() makes the page. */
  static const struct { const char *child, *page; } made_later[] = {
    { "new_game_bin", "new" },
    { "setup_bin", "setup" },
    { "reveal_bin", "reveal" },
    { "solo_bin", "solo" },
    { "solo_title", "solo" },
    { "solo_menu_button", "solo" },
    { "livingstone_bin", "livingstone" },
    { "livingstone_title", "livingstone" },
    { "livingstone_menu_button", "livingstone" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (made_later); i++)
    if (g_str_equal (name, made_later[i].child))
      {
        GtkWidget *found = find_by_buildable_id (bf_window_get_page (window, made_later[i].page), name);

        g_assert_nonnull (found);
        return found;
      }

  return bf_test_template_child (window, BF_TYPE_WINDOW, name);
}

static gpointer
window_child (BfWindow   *window,
              const char *name)
{
  return bf_test_window_get_child (window, name);
}

const char *
bf_test_window_get_page (BfWindow *window)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (window_child (window, "stack")));
}

static BfCarnegiePage *
carnegie_page (BfWindow *window)
{
  /* Made the first time it is needed. */
  return BF_CARNEGIE_PAGE (bf_window_get_page (window, "game"));
}

gpointer
bf_test_window_get_start_child (BfWindow   *window,
                                const char *name)
{
  /* Made when first shown (or asked for). */
  GtkWidget *page = bf_window_get_page (window, "start");

  return bf_test_template_child (page, BF_TYPE_START_PAGE, name);
}

GtkListBox *
bf_test_window_get_games_list (BfWindow *window)
{
  GtkWidget *list = bf_test_window_get_start_child (window, "games_list");
  int height = 0;

  /* The room of rows not built yet is its size request. */
  for (guint i = 0; i < 100; i++)
    {
      gtk_widget_get_size_request (list, NULL, &height);
      if (height < 0)
        break;
      bf_test_wait_frames (GTK_WIDGET (window), 1);
    }
  g_assert_cmpint (height, <, 0);

  return GTK_LIST_BOX (list);
}

gpointer
bf_test_window_get_carnegie_child (BfWindow   *window,
                                   const char *name)
{
  return bf_test_template_child (carnegie_page (window), BF_TYPE_CARNEGIE_PAGE, name);
}

GtkWidget *
bf_test_window_get_page_widget (BfWindow   *window,
                                const char *name)
{
  /* Each in a bin of the window's template. */
  static const struct { const char *page, *bin; } bins[] = {
    { "new", "new_game_bin" },
    { "livingstone", "livingstone_bin" },
    { "solo", "solo_bin" },
    { "history", "history_bin" },
    { "history-game", "history_game_bin" },
    { "history-player", "history_player_bin" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bins); i++)
    if (g_str_equal (name, bins[i].page))
      return adw_bin_get_child (ADW_BIN (window_child (window, bins[i].bin)));

  g_assert_not_reached ();
}

BfNewGamePage *
bf_test_window_get_new_game_page (BfWindow *window)
{
  return BF_NEW_GAME_PAGE (bf_test_window_get_page_widget (window, "new"));
}

BfScoreView *
bf_test_window_get_score_view (BfWindow *window)
{
  return bf_carnegie_page_get_score_view (carnegie_page (window));
}

BfPlayerEditor *
bf_test_window_get_editor (BfWindow *window)
{
  return bf_carnegie_page_get_editor (carnegie_page (window));
}

gboolean
bf_test_window_get_game_page_pending (BfWindow *window)
{
  return bf_carnegie_page_get_pending (carnegie_page (window));
}

GtkWidget *
bf_test_window_get_continue_button (BfWindow *window)
{
  return bf_test_window_get_start_child (window, "continue_button");
}

GtkWidget *
bf_test_window_get_last_button (BfWindow *window)
{
  return bf_test_window_get_start_child (window, "last_button");
}

BfMapView *
bf_test_window_get_map_view (BfWindow *window)
{
  return BF_MAP_VIEW (bf_test_window_get_carnegie_child (window, "map_view"));
}

GtkWidget *
bf_test_window_get_setup_assistant (BfWindow *window)
{
  return adw_bin_get_child (ADW_BIN (window_child (window, "setup_bin")));
}

GtkWidget *
bf_test_window_get_reveal_page (BfWindow *window)
{
  return adw_bin_get_child (ADW_BIN (window_child (window, "reveal_bin")));
}

GtkRevealer *
bf_test_window_get_secrets_banner (BfWindow *window)
{
  return GTK_REVEALER (bf_test_window_get_carnegie_child (window, "secrets_revealer"));
}

GtkToggleButton *
bf_test_window_get_player_button (BfWindow *window,
                                  guint     index)
{
  GtkWidget *child = gtk_widget_get_first_child (bf_test_window_get_carnegie_child (window, "player_switcher"));

  for (guint i = 0; child != NULL && i < index; i++)
    child = gtk_widget_get_next_sibling (child);

  return child != NULL ? GTK_TOGGLE_BUTTON (child) : NULL;
}

/* Player editors (BfPlayerEditor, BfDonationChartView) ------------------- */

static gboolean
has_name (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

GtkWidget *
bf_test_find_by_name (GtkWidget  *root,
                      const char *name)
{
  return bf_test_find_widget (root, has_name, name);
}

static gpointer
editor_child (BfPlayerEditor *editor,
              const char     *name)
{
  return bf_test_template_child (editor, BF_TYPE_PLAYER_EDITOR, name);
}

/* The widget named "PREFIX-N" under @root; it must be there. */
static GtkWidget *
find_numbered (GtkWidget  *root,
               const char *prefix,
               guint       n)
{
  g_autofree char *name = g_strdup_printf ("%s-%u", prefix, n);
  GtkWidget *widget = bf_test_find_by_name (root, name);

  g_assert_nonnull (widget);

  return widget;
}

GtkSpinButton *
bf_test_player_editor_get_spin (BfPlayerEditor *editor,
                                BfEditorField   field)
{
  return GTK_SPIN_BUTTON (find_numbered (GTK_WIDGET (editor), "bf-field", field));
}

GtkToggleButton *
bf_test_player_editor_get_transport_button (BfPlayerEditor *editor,
                                            BfRegion        region,
                                            guint           box)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  g_assert_cmpuint (box, >=, 1);
  g_assert_cmpuint (box, <=, BF_N_TRACK_BOXES);
  /* The tracks in the regions' order, each with its boxes in order. */
  bf_test_collect_by_class (editor_child (editor, "transport_group"), "bf-track-box", buttons);
  g_assert_cmpuint (buttons->len, ==, BF_N_REGIONS * BF_N_TRACK_BOXES);

  return GTK_TOGGLE_BUTTON (g_ptr_array_index (buttons, region * BF_N_TRACK_BOXES + box - 1));
}

AdwActionRow *
bf_test_player_editor_get_transport_row (BfPlayerEditor *editor,
                                         BfRegion        region)
{
  g_autoptr(GPtrArray) tracks = g_ptr_array_new ();

  bf_test_collect_by_class (editor_child (editor, "transport_group"), "bf-track", tracks);
  g_assert_cmpuint (region, <, tracks->len);

  return ADW_ACTION_ROW (gtk_widget_get_ancestor (g_ptr_array_index (tracks, region), ADW_TYPE_ACTION_ROW));
}

BfDonationChartView *
bf_test_player_editor_get_donation_chart_view (BfPlayerEditor *editor)
{
  g_autoptr(GPtrArray) charts = g_ptr_array_new ();

  bf_test_collect_widgets (editor_child (editor, "donations_group"), BF_TYPE_DONATION_CHART_VIEW, charts);
  g_assert_cmpuint (charts->len, ==, 1);

  return BF_DONATION_CHART_VIEW (g_ptr_array_index (charts, 0));
}

AdwComboRow *
bf_test_player_editor_get_secret_row (BfPlayerEditor *editor)
{
  return ADW_COMBO_ROW (editor_child (editor, "secret_row"));
}

GtkMenuButton *
bf_test_player_editor_get_add_button (BfPlayerEditor *editor)
{
  return GTK_MENU_BUTTON (editor_child (editor, "add_button"));
}

AdwEntryRow *
bf_test_player_editor_get_number_row (BfPlayerEditor *editor)
{
  return ADW_ENTRY_ROW (editor_child (editor, "number_row"));
}

GtkWidget *
bf_test_player_editor_get_number_add_button (BfPlayerEditor *editor)
{
  return editor_child (editor, "number_add_button");
}

GtkSearchEntry *
bf_test_player_editor_get_search_entry (BfPlayerEditor *editor)
{
  return GTK_SEARCH_ENTRY (editor_child (editor, "search_entry"));
}

GtkListBoxRow *
bf_test_player_editor_find_add_row (BfPlayerEditor *editor,
                                    guint           number,
                                    gboolean       *visible)
{
  g_autofree char *name = g_strdup_printf ("bf-add-department-%u", number);
  GtkWidget *row = bf_test_find_by_name (editor_child (editor, "add_list"), name);

  if (row != NULL && visible != NULL)
    *visible = gtk_widget_get_child_visible (row);

  return row != NULL ? GTK_LIST_BOX_ROW (row) : NULL;
}

AdwActionRow *
bf_test_player_editor_get_department_row (BfPlayerEditor *editor,
                                          guint           number)
{
  g_autofree char *name = g_strdup_printf ("bf-department-%u", number);
  GtkWidget *row = bf_test_find_by_name (editor_child (editor, "departments_list"), name);

  return row != NULL ? ADW_ACTION_ROW (row) : NULL;
}

GtkToggleButton *
bf_test_player_editor_get_department_flag (BfPlayerEditor *editor,
                                           guint           number,
                                           BfDeptFlag      flag)
{
  AdwActionRow *row = bf_test_player_editor_get_department_row (editor, number);
  g_autoptr(GPtrArray) flags = g_ptr_array_new ();

  if (row == NULL)
    return NULL;
  bf_test_collect_by_class (GTK_WIDGET (row), "bf-department-flag", flags);
  if (flags->len == 0)
    return NULL;
  g_assert_cmpuint (flags->len, ==, BF_N_DEPT_FLAGS);

  return GTK_TOGGLE_BUTTON (g_ptr_array_index (flags, flag));
}

GtkButton *
bf_test_player_editor_get_department_remove (BfPlayerEditor *editor,
                                             guint           number)
{
  AdwActionRow *row = bf_test_player_editor_get_department_row (editor, number);

  return row != NULL ? GTK_BUTTON (bf_test_find_by_class (GTK_WIDGET (row), "bf-department-remove")) : NULL;
}

GtkSwitch *
bf_test_player_editor_get_action_choice (BfPlayerEditor *editor)
{
  return GTK_SWITCH (editor_child (editor, "action_choice_switch"));
}

GtkLabel *
bf_test_player_editor_get_vp_total (BfPlayerEditor *editor)
{
  return GTK_LABEL (editor_child (editor, "vp_total_label"));
}

GtkWidget *
bf_test_player_editor_get_group (BfPlayerEditor *editor,
                                 const char     *name)
{
  g_autofree char *child = g_strdup_printf ("%s_group", name);

  g_strdelimit (child, "-", '_');

  return editor_child (editor, child);
}

GtkToggleButton *
bf_test_donation_chart_view_get_space_button (BfDonationChartView *chart,
                                              BfChartPos           pos)
{
  return GTK_TOGGLE_BUTTON (find_numbered (GTK_WIDGET (chart), "bf-chart-space", pos));
}

const char *
bf_test_donation_chart_view_get_space_text (BfDonationChartView *chart,
                                            BfChartPos           pos)
{
  GtkWidget *text = bf_test_find_by_class (GTK_WIDGET (bf_test_donation_chart_view_get_space_button (chart, pos)),
                                           "bf-chart-text");

  g_assert_true (GTK_IS_LABEL (text));

  return gtk_label_get_text (GTK_LABEL (text));
}

GtkDropDown *
bf_test_donation_chart_view_get_cover_drop_down (BfDonationChartView *chart,
                                                 BfDonationType       column)
{
  return GTK_DROP_DOWN (find_numbered (GTK_WIDGET (chart), "bf-chart-cover", column));
}

/* Models ------------------------------------------------------------------- */

BfCarnegieGame *
bf_test_new_game (const char * const *names,
                  BfModules           modules)
{
  g_autoptr(GError) error = NULL;
  BfCarnegieGame *game = bf_carnegie_game_new ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_assert_nonnull (bf_carnegie_game_add_player (game, names[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (bf_carnegie_game_set_modules (game, modules, &error));
  g_assert_no_error (error);

  return game;
}

guint
bf_test_hold_back_changed (BfCarnegieGame *game,
                           gboolean        hold)
{
  guint changed = g_signal_lookup ("changed", BF_TYPE_DOCUMENT);
  GArray *held = g_object_get_data (G_OBJECT (game), "bf-test-held-back");
  guint n = 0;
  gulong handler;

  g_assert_cmpuint (changed, !=, 0);
  if (!hold)
    {
      for (guint i = 0; held != NULL && i < held->len; i++)
        g_signal_handler_unblock (game, g_array_index (held, gulong, i));
      n = held != NULL ? held->len : 0;
      g_object_set_data (G_OBJECT (game), "bf-test-held-back", NULL);
      return n;
    }

  /* g_signal_handlers_block_matched() matches by function or data only. */
  held = g_array_new (FALSE, FALSE, sizeof (gulong));
  while ((handler = g_signal_handler_find (game, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                           changed, 0, NULL, NULL, NULL)) != 0)
    {
      g_signal_handler_block (game, handler);
      g_array_append_val (held, handler);
    }
  g_object_set_data_full (G_OBJECT (game), "bf-test-held-back", held, (GDestroyNotify) g_array_unref);

  return held->len;
}

/* Renderings --------------------------------------------------------------- */

const char *
bf_test_screenshot_dir (const char *fallback)
{
  const char *dir = g_getenv ("BF_SCREENSHOT_DIR");

  if (dir == NULL)
    dir = fallback;
  g_mkdir_with_parents (dir, 0755);

  return dir;
}

GdkTexture *
bf_test_render_widget (GtkWidget     *widget,
                       const GdkRGBA *background,
                       int            width,
                       int            height)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;

  /* On a loaded machine the widget may have nothing to draw yet (no
   * allocation after a change): give it a few more frames. */
  for (guint attempt = 0; node == NULL && attempt < 40; attempt++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (attempt > 0)
        bf_test_wait_ms (50);
      if (background != NULL)
        gtk_snapshot_append_color (snapshot, background, &GRAPHENE_RECT_INIT (0, 0, width, height));
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);

  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

GdkTexture *
bf_test_render_window (GtkWidget *window)
{
  GdkTexture *texture;
  int width, height;

  bf_test_wait_frames (window, 3);
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  texture = bf_test_render_widget (window, NULL, width, height);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);

  return texture;
}

GdkTexture *
bf_test_render_window_with_popover (GtkWidget *window,
                                    GtkWidget *popover)
{
  g_autoptr(GdkTexture) under = bf_test_render_window (window);
  g_autoptr(GdkTexture) bubble = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GdkSurface *surface;
  GtkSnapshot *snapshot;
  graphene_rect_t canvas;
  double wx, wy, px, py;
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);
  int pw, ph;

  bf_test_wait_frames (popover, 2);
  if (!gtk_widget_get_mapped (popover))
    return NULL;
  pw = gtk_widget_get_width (popover);
  ph = gtk_widget_get_height (popover);
  bubble = bf_test_render_widget (popover, NULL, pw, ph);

  /* Both in the window's surface: the popup's position plus its
   * shadow's width, less the window's own. */
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  px += gdk_popup_get_position_x (GDK_POPUP (surface)) - wx;
  py += gdk_popup_get_position_y (GDK_POPUP (surface)) - wy;

  graphene_rect_union (&GRAPHENE_RECT_INIT (0, 0, width, height),
                       &GRAPHENE_RECT_INIT (px, py, pw, ph), &canvas);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_texture (snapshot, under, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_append_texture (snapshot, bubble, &GRAPHENE_RECT_INIT (px, py, pw, ph));
  node = gtk_snapshot_free_to_node (snapshot);

  return gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, &canvas);
}

void
bf_test_render_variant (GtkWidget           *window,
                        const char          *fallback_dir,
                        const char          *screen,
                        const BfTestVariant *variant)
{
  const char *dir = bf_test_screenshot_dir (fallback_dir);
  g_autoptr(GdkTexture) texture = bf_test_render_window (window);
  g_autofree char *path = g_strdup_printf ("%s/%s-%s.png", dir, screen, variant->name);

  bf_test_save_png (texture, path);
}

void
bf_test_save_png (GdkTexture *texture,
                  const char *path)
{
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

static void
dump_widths (GtkWidget *widget,
             int        depth,
             int        threshold)
{
  int min;

  if (!gtk_widget_get_visible (widget))
    return;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min >= threshold)
    {
      g_test_message ("%*s%s.%s min %d %s", depth, "", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_css_name (widget), min,
                      GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget)) : "");
      if (GTK_IS_BUTTON (widget))
        threshold = 0;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dump_widths (child, depth + 1, threshold);
}

void
bf_test_dump_widths (GtkWidget *widget,
                     int        threshold)
{
  dump_widths (widget, 0, threshold);
}
