/* bf-test-ui.h: helpers shared by the GUI tests (main loop, windows,
 * widget trees, renderings).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-carnegie-game.h"
#include "bf-donation-chart-view.h"
#include "bf-map-view.h"
#include "bf-new-game-page.h"
#include "bf-player-editor.h"
#include "bf-score-view.h"
#include "bf-test-core.h"
#include "bf-window.h"

G_BEGIN_DECLS

/* A size and style to render a screen in. */
typedef struct
{
  const char *name;
  gboolean    phone;
  gboolean    dark;
} BfTestVariant;

/* Phone and desktop size, each in light and dark style. */
extern const BfTestVariant bf_test_variants[4];

/* Whether @widget matches, given the @data of the search. */
typedef gboolean (*BfTestWidgetPredicate) (GtkWidget *widget, gconstpointer data);

/* Whether GLib's outgrown quark arrays are kept out of LeakSanitizer's
 * reports in this process (always TRUE outside the sanitizer build):
 * tests/bf-test-quarks.c. */
gboolean    bf_test_quark_arrays_ignored (void);

/* Main loop ---------------------------------------------------------------- */

/* Adds the app's own style sheet to the default display, as
 * AdwApplication loads it in the app. */
void        bf_test_load_app_style       (void);

/* WCAG 2: the relative luminance of an sRGB colour (its three 8-bit
 * channels), and the contrast ratio of two luminances,
 * (L1 + 0.05) / (L2 + 0.05) with L1 the lighter. */
double      bf_test_relative_luminance   (const guchar *rgb);
double      bf_test_contrast_ratio       (double        a,
                                          double        b);

/* Dispatches whatever is ready, without blocking. */
void        bf_test_iterate              (void);
/* bf_test_iterate() @n_passes times: idles added by idles run too. */
void        bf_test_iterate_passes       (guint n_passes);
/* Dispatches while the main context has sources pending. */
void        bf_test_iterate_pending      (void);
/* Runs the main loop for @ms milliseconds. */
void        bf_test_wait_ms              (guint ms);
void        bf_test_wait_idle            (void);
/* Waits for @window to paint @n_frames frames (2 s at most each). */
void        bf_test_wait_frames          (GtkWidget *window,
                                          guint      n_frames);

/* Files: bf_test_remove_tree() is in bf-test-core.h. */

/* Windows ------------------------------------------------------------------ */

/* Waits up to a second for @window to be mapped (with @need_width, also laid out); returns whether it is mapped. */
gboolean    bf_test_wait_mapped          (GtkWidget *window,
                                          gboolean   need_width);
/* Presents @child in a new window in @variant's style and size (360×720 or @desktop_width×@desktop_height), mapped. */
GtkWidget  *bf_test_present_window       (GtkWidget           *child,
                                          const BfTestVariant *variant,
                                          int                  desktop_width,
                                          int                  desktop_height);
/* Scrolls @widget's scrolled window so that @widget stands @offset px below its top; FALSE where @widget has no position there. */
gboolean    bf_test_scroll_into_view     (GtkWidget *widget,
                                          double     offset);

/* Real pointer input ---------------------------------------------------- */

/* Whether bf_test_pointer_click() can click in @widget's display: an X11
 * display with the XTEST extension's library (Xvfb has the extension),
 * and no other test using it at the same time ($BF_TEST_SHARED_DISPLAY
 * unset: meson runs such a test alone, tests/meson.build). */
gboolean    bf_test_pointer_available    (GtkWidget *widget);
/* Moves the real pointer to the middle of @widget and clicks button 1
 * through the X server, on a connection of its own as a mouse would, so
 * the click takes GDK's whole event path (grabs, a popover closing…),
 * unlike "clicked" or gtk_widget_activate(). Returns once the server has
 * made the events: they arrive through the main loop. */
void        bf_test_pointer_click        (GtkWidget *widget);

/* Widget trees ------------------------------------------------------------- */

/* The first widget under @root (itself included, depth first) that matches @predicate. */
GtkWidget  *bf_test_find_widget          (GtkWidget             *root,
                                          BfTestWidgetPredicate  predicate,
                                          gconstpointer          data);
/* Adds the widgets of @type under @root (itself included) to @out. */
void        bf_test_collect_widgets      (GtkWidget *root,
                                          GType      type,
                                          GPtrArray *out);
/* The object @name of @widget's template, the one of its class @type
 * (gtk_widget_get_template_child()); it must be there. */
gpointer    bf_test_template_child       (gpointer    widget,
                                          GType       type,
                                          const char *name);
/* The first widget under @root (itself included, depth first) with the style class @css_class, or NULL. */
GtkWidget  *bf_test_find_by_class        (GtkWidget  *root,
                                          const char *css_class);
/* Adds the widgets under @root (itself included, depth first) with the style class @css_class to @out. */
void        bf_test_collect_by_class     (GtkWidget  *root,
                                          const char *css_class,
                                          GPtrArray  *out);
/* Whether @widget is mapped and its parent shows it (a visible stack page, not a hidden one). */
gboolean    bf_test_is_showing           (GtkWidget *widget);
/* Whether @widget lies wholly inside @area's allocation as drawn (a
 * scrolled window's, say: scrolled into view). */
gboolean    bf_test_is_inside            (GtkWidget *widget,
                                          GtkWidget *area);
/* Predicate: a showing spin button. */
gboolean    bf_test_is_showing_spin      (GtkWidget     *widget,
                                          gconstpointer  data);
/* Whether a showing label under @root contains @text. */
/* @text was announced through @widget, the focus (bf_widgets_announce()
 * borrows its description). Nothing is said while the window is not the
 * active one, which Xvfb without a window manager may take from it for a
 * moment: then the check is left out, said in the test's log. */
void        bf_test_assert_announced     (GtkWidget  *widget,
                                          const char *text);
gboolean    bf_test_showing_label        (GtkWidget  *root,
                                          const char *text);
/* The message dialog showing, or NULL. */
AdwMessageDialog *bf_test_find_message_dialog (void);
/* Clicks the button under @root that @is_button finds for @label; it must be sensitive. */
void        bf_test_click_button         (GtkWidget             *root,
                                          BfTestWidgetPredicate  is_button,
                                          const char            *label);
/* Clicks the showing toggle whose tooltip starts with @prefix; it must become active. */
void        bf_test_click_toggle         (GtkWidget  *root,
                                          const char *prefix);

/* The text of choice @position of @row, whose model holds GtkStringObjects
 * (the model keeps it alive); it must be there. */
const char *bf_test_combo_row_get_string (AdwComboRow *row,
                                          guint        position);

/* Keyboard focus ----------------------------------------------------------- */

/* The spin button holding the keyboard focus of @widget's window (the
 * focus is on its text), or NULL. */
GtkSpinButton *bf_test_get_focus_spin    (GtkWidget *widget);
/* Presses Tab (or Shift+Tab with @backward) in @widget's window. */
void        bf_test_press_tab            (GtkWidget *widget,
                                          gboolean   backward);
/* Checks every showing spin button under @root that is the control of an
 * AdwActionRow: the row takes no keyboard focus, activating it focuses
 * the spin button, and one Tab (and one Shift+Tab) from the spin button
 * never stops on a row holding a spin button. Returns how many it
 * checked. */
guint       bf_test_assert_spin_rows_tab (GtkWidget *root);

/* Real keys ---------------------------------------------------------------- */

/* Whether bf_test_key() can press real keys: an X11 display whose server
 * has the XTEST extension (Xvfb has it), and libXtst to ask it. */
gboolean    bf_test_keys_available       (GtkWidget *window);
/* Presses and releases @keyval (with Shift when @modifiers has
 * GDK_SHIFT_MASK) on the X server's keyboard (XTEST), @window holding
 * the X input focus, and waits until GTK has handled both events: they
 * take the way of a key on a real keyboard (GDK's X11 event source, the
 * window's key controllers and shortcuts, the focus widget). Fails the
 * test when GTK has not seen them after 10 s. Tests that press real
 * keys run alone (is_parallel: false): the X focus is the server's. */
void        bf_test_key                  (GtkWidget       *window,
                                          guint            keyval,
                                          GdkModifierType  modifiers);
/* bf_test_key() for each character of @text (ASCII letters, digits,
 * space and '-'). */
void        bf_test_type                 (GtkWidget  *window,
                                          const char *text);

/* Score sheets (BfScoreView) ---------------------------------------------- */

/* What a score view shows, found through its template and the style
 * classes it gives the widgets it builds ("bf-score-player",
 * "bf-score-total", "bf-score-trophy", "bf-score-line",
 * "bf-score-standing"). @player is in the sheet's order. */
GtkWidget     *bf_test_score_view_get_error_box   (BfScoreView *view);
GtkLabel      *bf_test_score_view_get_error_label (BfScoreView *view);
GtkAdjustment *bf_test_score_view_get_vadjustment (BfScoreView *view);
guint          bf_test_score_view_get_n_groups    (BfScoreView *view);
/* The player's group (an AdwPreferencesGroup). */
GtkWidget     *bf_test_score_view_get_group       (BfScoreView *view,
                                                   guint        player);
GtkLabel      *bf_test_score_view_get_total_label (BfScoreView *view,
                                                   guint        player);
/* Whether the winner mark of @player is shown. */
gboolean       bf_test_score_view_is_winner_shown (BfScoreView *view,
                                                   guint        player);
/* The player's score lines (not counting their explanations' rows). */
guint          bf_test_score_view_get_n_rows      (BfScoreView *view,
                                                   guint        player);
AdwActionRow  *bf_test_score_view_get_row         (BfScoreView *view,
                                                   guint        player,
                                                   guint        line);
/* The standings, best first. */
guint          bf_test_score_view_get_n_standings (BfScoreView *view);
AdwActionRow  *bf_test_score_view_get_standing    (BfScoreView *view,
                                                   guint        rank);

/* Windows (BfWindow) -------------------------------------------------------- */

/* What a window shows, found through its template. */
/* "start", "new" or "game" */
const char      *bf_test_window_get_page            (BfWindow *window);
/* A widget of the window by its id in its template or in
 * ui/bf-window-pages.ui (whose page is made now if it was not yet). */
gpointer         bf_test_window_get_child           (BfWindow   *window,
                                                     const char *name);
/* A widget of the start page (BfStartPage) by its template id. */
gpointer         bf_test_window_get_start_child     (BfWindow   *window,
                                                     const char *name);
/* The start page's list of the games in progress (its "games_list"),
 * once it holds a row for each: the page builds the first before its
 * first frame and the others a few after each frame, keeping their room
 * meanwhile (bf-start-page.c); this waits for those frames. */
GtkListBox      *bf_test_window_get_games_list      (BfWindow   *window);
/* A widget of the Carnegie scoring page (BfCarnegiePage) by its template id. */
gpointer         bf_test_window_get_carnegie_child  (BfWindow   *window,
                                                     const char *name);
/* The page made in the stack page @name when first needed ("new",
 * "livingstone", "solo", "history", "history-game", "history-player"),
 * or NULL. */
GtkWidget       *bf_test_window_get_page_widget     (BfWindow   *window,
                                                     const char *name);
/* The new game page (once win.new showed it), the Carnegie page's score
 * sheet and the editor of the player being entered (or NULL), built at
 * once when they still wait for the window's first frame, and whether
 * they do (bf-carnegie-page.h). */
BfNewGamePage   *bf_test_window_get_new_game_page   (BfWindow *window);
BfScoreView     *bf_test_window_get_score_view      (BfWindow *window);
BfPlayerEditor  *bf_test_window_get_editor          (BfWindow *window);
gboolean         bf_test_window_get_game_page_pending (BfWindow *window);
GtkWidget       *bf_test_window_get_continue_button (BfWindow *window);
GtkWidget       *bf_test_window_get_last_button     (BfWindow *window);
BfMapView       *bf_test_window_get_map_view        (BfWindow *window);
/* The setup assistant or the secret-donation reveal being shown, or NULL. */
GtkWidget       *bf_test_window_get_setup_assistant (BfWindow *window);
GtkWidget       *bf_test_window_get_reveal_page     (BfWindow *window);
GtkRevealer     *bf_test_window_get_secrets_banner  (BfWindow *window);
/* The player switcher's toggle button of the @index-th player, or NULL. */
GtkToggleButton *bf_test_window_get_player_button   (BfWindow *window,
                                                     guint     index);

/* Player editors (BfPlayerEditor, BfDonationChartView) ------------------- */

/* The first widget under @root (itself included, depth first) named @name
 * (gtk_widget_set_name()), or NULL. */
GtkWidget     *bf_test_find_by_name                    (GtkWidget  *root,
                                                        const char *name);

/* What a player editor shows, found through its template, the names it
 * gives the widgets it builds ("bf-field-N", "bf-department-N",
 * "bf-add-department-N", "bf-chart-space-N", "bf-chart-cover-N") and
 * their style classes ("bf-track", "bf-track-box", "bf-department-flag",
 * "bf-department-remove", "bf-chart-text"). */
GtkSpinButton   *bf_test_player_editor_get_spin              (BfPlayerEditor *editor,
                                                              BfEditorField   field);
GtkToggleButton *bf_test_player_editor_get_transport_button  (BfPlayerEditor *editor,
                                                              BfRegion        region,
                                                              guint           box);
AdwActionRow    *bf_test_player_editor_get_transport_row     (BfPlayerEditor *editor,
                                                              BfRegion        region);
BfDonationChartView *bf_test_player_editor_get_donation_chart_view (BfPlayerEditor *editor);
AdwComboRow     *bf_test_player_editor_get_secret_row        (BfPlayerEditor *editor);
GtkMenuButton   *bf_test_player_editor_get_add_button        (BfPlayerEditor *editor);
/* The department number field at the end of the list, and its button */
AdwEntryRow     *bf_test_player_editor_get_number_row        (BfPlayerEditor *editor);
GtkWidget       *bf_test_player_editor_get_number_add_button (BfPlayerEditor *editor);
GtkSearchEntry  *bf_test_player_editor_get_search_entry      (BfPlayerEditor *editor);
/* The row offering department @number in the "Add Department" popover,
 * or NULL when it is not offered; *visible tells whether the search
 * shows it. */
GtkListBoxRow   *bf_test_player_editor_find_add_row          (BfPlayerEditor *editor,
                                                              guint           number,
                                                              gboolean       *visible);
/* The row of a built (or, for Andrew, taken) department, or NULL. */
AdwActionRow    *bf_test_player_editor_get_department_row    (BfPlayerEditor *editor,
                                                              guint           number);
GtkToggleButton *bf_test_player_editor_get_department_flag   (BfPlayerEditor *editor,
                                                              guint           number,
                                                              BfDeptFlag      flag);
GtkButton       *bf_test_player_editor_get_department_remove (BfPlayerEditor *editor,
                                                              guint           number);
GtkSwitch       *bf_test_player_editor_get_action_choice     (BfPlayerEditor *editor);
GtkLabel        *bf_test_player_editor_get_vp_total          (BfPlayerEditor *editor);
/* "transport", "donations", "secret", "departments", "company", "vp",
 * "vp-cards" */
GtkWidget       *bf_test_player_editor_get_group             (BfPlayerEditor *editor,
                                                              const char     *name);
GtkToggleButton *bf_test_donation_chart_view_get_space_button    (BfDonationChartView *chart,
                                                                  BfChartPos           pos);
const char      *bf_test_donation_chart_view_get_space_text      (BfDonationChartView *chart,
                                                                  BfChartPos           pos);
GtkDropDown     *bf_test_donation_chart_view_get_cover_drop_down (BfDonationChartView *chart,
                                                                  BfDonationType       column);

/* Models ------------------------------------------------------------------- */

/* A new game of the players @names (NULL-terminated) with @modules. */
BfCarnegieGame     *bf_test_new_game             (const char * const *names,
                                                  BfModules           modules);
/* Holds back (@hold) or lets through again every handler of @game's
 * generic "changed": what a view shows meanwhile comes from the objects
 * it observes (a player's lists and their items), not from a refresh on
 * any change. Returns how many handlers it held back or let through. */
guint               bf_test_hold_back_changed    (BfCarnegieGame     *game,
                                                  gboolean            hold);

/* Renderings --------------------------------------------------------------- */

/* $BF_SCREENSHOT_DIR, or @fallback when it is unset; the folder is created. */
const char *bf_test_screenshot_dir       (const char *fallback);
/* Renders @widget (over @background, unless NULL) at @width×@height with its native's renderer. */
GdkTexture *bf_test_render_widget        (GtkWidget     *widget,
                                          const GdkRGBA *background,
                                          int            width,
                                          int            height);
/* Lists (g_test_message) the visible widgets under @widget at least
 * @threshold px wide at their narrowest, and all of what a wide button
 * holds: what keeps a window wide. */
void        bf_test_dump_widths          (GtkWidget *widget,
                                          int        threshold);
/* Waits for three frames of @window and renders it as it is on screen. */
GdkTexture *bf_test_render_window        (GtkWidget *window);
/* Renders @window with bf_test_render_window() and @popover, open over
 * it, where the screen shows it (on a canvas that holds both); NULL
 * when the popover closed first (another test's window took the focus). */
GdkTexture *bf_test_render_window_with_popover (GtkWidget *window,
                                                GtkWidget *popover);
/* Renders @window with bf_test_render_window() into bf_test_screenshot_dir (@fallback_dir) as SCREEN-VARIANT.png. */
void        bf_test_render_variant       (GtkWidget           *window,
                                          const char          *fallback_dir,
                                          const char          *screen,
                                          const BfTestVariant *variant);
/* Saves @texture as the PNG file @path and says so in the test log. */
void        bf_test_save_png             (GdkTexture *texture,
                                          const char *path);

G_END_DECLS
