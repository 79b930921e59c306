/* test-bidding-page.c
 *
 * Drives BfBiddingPage, BfSecretPage and BfRulesReference through their
 * widgets: a 3-player bidding round (spin button, choice buttons, Seal),
 * the privacy of the hand-over screens, the reveal; a 2-player secret
 * donation round and its reveal into the model; one player looking at
 * their own sealed choice in private; the reference's search
 * filter; BfHandoff, the hand-over screen both pages show. Each screen is rendered at phone (360 px) and desktop (1000 px)
 * width in light and dark style into $BF_SCREENSHOT_DIR (default
 * /tmp/bf-bidding-shots).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-bidding-page.h"
#include "bf-handoff.h"
#include "bf-rules-reference.h"
#include "bf-score-sheet.h"
#include "bf-secret-page.h"
#include "bf-test-ui.h"

/* Renders @window as it is on screen into the screenshot folder. */
static void
render (GtkWidget           *window,
        const BfTestVariant *variant,
        const char          *screen)
{
  bf_test_render_variant (window, "/tmp/bf-bidding-shots", screen, variant);
}

/* Widget tree helpers ------------------------------------------------------ */

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  data)
{
  const char *label;

  if (!GTK_IS_BUTTON (widget) || !bf_test_is_showing (widget))
    return FALSE;

  label = gtk_button_get_label (GTK_BUTTON (widget));

  return label != NULL && g_str_has_prefix (label, data);
}

static gboolean
is_label_starting (GtkWidget     *widget,
                   gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), data);
}

/* Clicks the showing button whose label starts with @label. */
static void
click_button (GtkWidget  *root,
              const char *label)
{
  bf_test_click_button (root, is_button_labelled, label);
}

static void
set_bid (GtkWidget *page,
         int        bid)
{
  GtkWidget *spin = bf_test_find_widget (page, bf_test_is_showing_spin, NULL);

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), bid);
  bf_test_iterate ();
}

static const char *
error_text (GtkWidget *page)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  bf_test_collect_widgets (page, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (label, "bf-bidding-error") && bf_test_is_showing (label))
        return gtk_label_get_label (GTK_LABEL (label));
    }

  return NULL;
}

/* Privacy: nothing anywhere under @root (shown or hidden) shows one of
 * @forbidden, holds @forbidden_bid in a spin button, or is a pressed
 * choice. */
static void
assert_nothing_of (GtkWidget          *root,
                   const char * const *forbidden,
                   int                 forbidden_bid)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();

  bf_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_label (GTK_LABEL (g_ptr_array_index (labels, i)));

      for (guint f = 0; forbidden[f] != NULL; f++)
        if (strstr (text, forbidden[f]) != NULL)
          g_error ("A label still shows “%s”: “%s”", forbidden[f], text);
    }

  bf_test_collect_widgets (root, GTK_TYPE_SPIN_BUTTON, spins);
  for (guint i = 0; i < spins->len; i++)
    g_assert_cmpint (gtk_spin_button_get_value_as_int (g_ptr_array_index (spins, i)), !=, forbidden_bid);

  bf_test_collect_widgets (root, GTK_TYPE_TOGGLE_BUTTON, toggles);
  for (guint i = 0; i < toggles->len; i++)
    g_assert_false (gtk_toggle_button_get_active (g_ptr_array_index (toggles, i)));
}

/* Models -------------------------------------------------------------------- */

static void
count_cb (GObject *object,
          gpointer arg,
          guint   *count)
{
  (*count)++;
}

static void
count0_cb (GObject *object,
           guint   *count)
{
  (*count)++;
}

/* Fills in the open sheet through the widgets. */
static void
fill_sheet (GtkWidget  *page,
            int         bid,
            const char *goods,
            const char *workers,
            const char *vp,
            const char *moves)
{
  g_autofree char *g = g_strdup_printf ("Goods cubes: %s,", goods);
  g_autofree char *w = g_strdup_printf ("Workers in the lobby: %s,", workers);
  g_autofree char *v = g_strdup_printf ("Victory points: %s,", vp);
  g_autofree char *m = g_strdup_printf ("Setup moves: %s,", moves);

  set_bid (page, bid);
  bf_test_click_toggle (page, g);
  bf_test_click_toggle (page, w);
  bf_test_click_toggle (page, v);
  bf_test_click_toggle (page, m);
}

/* Whether a row below @root is named @name for a screen reader: the
 * reveal's rows say their values in their names (issue 28). */
static gboolean
is_row_named (GtkWidget     *widget,
              gconstpointer  data)
{
  g_autofree char *mismatch = NULL;

  if (!GTK_IS_LIST_BOX_ROW (widget))
    return FALSE;
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, data);
  return mismatch == NULL;
}

static void
assert_row_named (GtkWidget  *root,
                  const char *name)
{
  if (bf_test_find_widget (root, is_row_named, name) == NULL)
    g_error ("no row named “%s”", name);
}

/* The handoff's button, which takes the focus, says the screen's title
 * and text to a screen reader (issue 28: "Hand the Device to Anna" was
 * never read, the focus left on Cancel). */
static void
assert_handoff_read (GtkWidget  *page,
                     const char *description)
{
  GtkWidget *handoff = bf_test_template_child (page, G_OBJECT_TYPE (page), "handoff");
  GtkWidget *button = bf_test_template_child (handoff, BF_TYPE_HANDOFF, "button");

  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
  g_assert_true (gtk_widget_is_focus (button));
}

/* The showing toggle whose tooltip is @tooltip. */
static gboolean
is_toggle_tipped (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0;
}

/* A choice's name says whether it is the one chosen (issue 28: GTK 4.8
 * tells a screen reader of no change of a toggle's state). */
static void
assert_choice_named (GtkWidget  *page,
                     const char *choice,
                     gboolean    chosen)
{
  GtkWidget *button = bf_test_find_widget (page, is_toggle_tipped, choice);
  g_autofree char *name = chosen ? g_strdup_printf ("%s, chosen", choice) : g_strdup (choice);

  g_assert_nonnull (button);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
}

/* The bidding round ---------------------------------------------------------- */

static void
test_bidding (gconstpointer data)
{
  const BfTestVariant *variant = data;
  static const char * const names[] = { "Anna", "Ben", "Cara", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NEW_BEGINNING);
  GtkWidget *page = bf_bidding_page_new (game, NULL);
  BfBiddingPage *bidding_page = BF_BIDDING_PAGE (page);
  GtkWidget *window = bf_test_present_window (page, variant, 1000, 760);
  BfBidReveal *reveal;
  const BfStartingResources *start;
  const char *message;
  guint n_done = 0;

  g_signal_connect (page, "done", G_CALLBACK (count_cb), &n_done);

  /* Anna's turn. */
  g_assert_cmpint (bf_bidding_page_get_stage (bidding_page), ==, BF_BIDDING_STAGE_HANDOFF);
  g_assert_true (bf_test_showing_label (page, "Hand the Device to Anna"));
  assert_handoff_read (page, "Hand the Device to Anna. Each player fills in a bidding sheet in secret. "
                             "Everybody else looks away until the sheet is sealed.");
  render (window, variant, "bidding-handoff");
  click_button (page, "I Am Anna");
  g_assert_cmpint (bf_bidding_page_get_stage (bidding_page), ==, BF_BIDDING_STAGE_SHEET);
  g_assert_true (bf_test_showing_label (page, "Anna’s Bidding Sheet"));
  g_assert_true (bf_test_showing_label (page, "Spent: $0"));
  g_assert_true (bf_test_showing_label (page, "Left: $50"));
  /* The bid row is no Tab stop of its own. */
  g_assert_cmpuint (bf_test_assert_spin_rows_tab (page), ==, 1);

  /* Nothing chosen: Seal refuses and names the line. */
  click_button (page, "_Seal Sheet");
  message = error_text (page);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "Line 2"));
  g_assert_nonnull (strstr (message, "Goods cubes"));
  g_assert_cmpint (bf_bidding_page_get_stage (bidding_page), ==, BF_BIDDING_STAGE_SHEET);

  /* 7 + 12 + 10 + 0 + 15 = $44 */
  set_bid (page, 7);
  bf_test_click_toggle (page, "Goods cubes: 4,");
  g_assert_null (error_text (page));   /* a change hides the old message */
  g_assert_true (bf_test_showing_label (page, "Spent: $19"));
  assert_choice_named (page, "Goods cubes: 4, costs $12", TRUE);
  assert_choice_named (page, "Goods cubes: 2, costs $6", FALSE);
  bf_test_click_toggle (page, "Goods cubes: 2,");
  assert_choice_named (page, "Goods cubes: 4, costs $12", FALSE);
  assert_choice_named (page, "Goods cubes: 2, costs $6", TRUE);
  bf_test_click_toggle (page, "Goods cubes: 4,");
  /* A choice made with the keyboard: the running total is said with it
   * (issue 28), 7 + 12 + 10 = $29 spent, $21 of the $50 left. */
  {
    GtkWidget *workers = bf_test_find_widget (page, is_toggle_tipped, "Workers in the lobby: 4, costs $10");

    g_assert_true (gtk_widget_grab_focus (workers));
    bf_test_click_toggle (page, "Workers in the lobby: 4,");
    bf_test_iterate ();
    bf_test_assert_announced (workers, "Spent: $29. Left: $21");
    assert_choice_named (page, "Workers in the lobby: 4, costs $10", TRUE);
  }
  bf_test_click_toggle (page, "Victory points: 0,");
  bf_test_click_toggle (page, "Setup moves: 5,");
  g_assert_true (bf_test_showing_label (page, "Spent: $44"));
  g_assert_true (bf_test_showing_label (page, "Left: $6"));
  g_assert_cmpint (bf_bidding_sheet_get_cost (bf_bidding_get_sheet (bf_bidding_page_get_bidding (bidding_page), 0)), ==, 44);
  render (window, variant, "bidding-sheet");
  click_button (page, "_Seal Sheet");
  g_assert_true (bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (bf_bidding_page_get_bidding (bidding_page), 0)));

  /* The hand-over screen shows nothing of Anna's sheet. */
  {
    static const char * const anna[] = { "$44", "Left: $6", "Anna", NULL };

    g_assert_cmpint (bf_bidding_page_get_stage (bidding_page), ==, BF_BIDDING_STAGE_HANDOFF);
    g_assert_cmpuint (bf_bidding_page_get_player (bidding_page), ==, 1);
    g_assert_true (bf_test_showing_label (page, "Hand the Device to Ben"));
    assert_handoff_read (page, "Hand the Device to Ben. Each player fills in a bidding sheet in secret. "
                               "Everybody else looks away until the sheet is sealed.");
    assert_nothing_of (page, anna, 7);
    render (window, variant, "bidding-handoff-2");

    /* Nor does Ben's fresh sheet. */
    click_button (page, "I Am Ben");
    g_assert_true (bf_test_showing_label (page, "Ben’s Bidding Sheet"));
    assert_nothing_of (page, anna, 7);
    g_assert_true (bf_test_showing_label (page, "Spent: $0"));
  }

  /* Ben goes over budget: 5 + 18 + 16 + 12 + 30 = $81. */
  fill_sheet (page, 5, "6", "7", "+6", "10");
  g_assert_true (bf_test_showing_label (page, "Over by $31"));
  click_button (page, "_Seal Sheet");
  message = error_text (page);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "$81"));
  g_assert_nonnull (strstr (message, "$31 more than the $50"));
  g_assert_cmpint (bf_bidding_page_get_stage (bidding_page), ==, BF_BIDDING_STAGE_SHEET);
  g_assert_false (bf_bidding_sheet_get_sealed (bf_bidding_get_sheet (bf_bidding_page_get_bidding (bidding_page), 1)));
  render (window, variant, "bidding-over-budget");
  /* 5 + 18 + 16 − 12 + 12 = $39 */
  bf_test_click_toggle (page, "Victory points: −6,");
  bf_test_click_toggle (page, "Setup moves: 4,");
  g_assert_true (bf_test_showing_label (page, "Spent: $39"));
  click_button (page, "_Seal Sheet");

  {
    static const char * const ben[] = { "$39", "Left: $11", "Over by", NULL };

    g_assert_true (bf_test_showing_label (page, "Hand the Device to Cara"));
    assert_nothing_of (page, ben, 5);
    click_button (page, "I Am Cara");
    assert_nothing_of (page, ben, 5);
  }

  /* Cara ties Anna's bid and spends less: 7 + 6 + 8 − 10 + 12 = $23. */
  fill_sheet (page, 7, "2", "3", "−5", "4");
  g_assert_true (bf_test_showing_label (page, "Spent: $23"));
  click_button (page, "_Seal Sheet");

  {
    static const char * const cara[] = { "$23", "Left: $27", NULL };

    assert_nothing_of (page, cara, 7);
  }
  g_assert_true (bf_test_showing_label (page, "All Sheets Are Sealed"));
  g_assert_cmpuint (bf_bidding_page_get_player (bidding_page), ==, 3);
  click_button (page, "_Reveal All");

  /* Anna and Cara bid $7; Anna bid $44 in all, Cara 7 + 6 + 8 + 0 + 12 =
   * $33 (the $10 for −5 VP is not a bid): Anna plays first.
   * Money: Anna 50 − 37 − 7 = 6, Ben 50 − 34 = 16, Cara 50 − 16 = 34. */
  g_assert_cmpint (bf_bidding_page_get_stage (bidding_page), ==, BF_BIDDING_STAGE_REVEAL);
  reveal = bf_bidding_page_get_reveal (bidding_page);
  g_assert_nonnull (reveal);
  g_assert_cmpuint (bf_bid_reveal_get_first_player (reveal), ==, 0);
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_TOTAL);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 0)->money, ==, 6);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 1)->money, ==, 16);
  g_assert_cmpint (bf_bid_reveal_get_start (reveal, 2)->money, ==, 34);
  start = bf_bid_reveal_get_start (reveal, 1);
  g_assert_cmpuint (start->goods, ==, 6);
  g_assert_cmpuint (start->lobby_employees, ==, 7);
  g_assert_cmpint (start->vp, ==, -6);
  g_assert_cmpuint (start->setup_moves, ==, 4);
  g_assert_true (bf_test_showing_label (page, "Anna Plays First"));
  g_assert_true (bf_test_showing_label (page, "Anna and Cara tied with the highest bid, $7"));
  g_assert_true (bf_test_showing_label (page, "The tie goes to the most money bid on all lines: Anna $44, Cara $33. "
                                              "Anna bid the most and pays the bid."));
  g_assert_true (bf_test_showing_label (page, "Money gained on line 4 (−6 or −5 VP) is not a bid and counts as $0."));
  g_assert_true (bf_test_showing_label (page, "Money bid on all lines"));
  g_assert_true (bf_test_showing_label (page, "Employees in the Lobby"));
  g_assert_true (bf_test_showing_label (page, "$7 (not paid)"));
  /* Each row read with its value (Ben's and Cara's money, Ben's −6 VP,
   * Cara's bid). */
  assert_row_named (page, "Money: $16");
  assert_row_named (page, "Money: $34");
  assert_row_named (page, "Starting VP: −6");
  assert_row_named (page, "Money bid on all lines: $33");
  g_assert_true (bf_test_showing_label (page, "$34"));
  g_assert_true (bf_test_showing_label (page, "6D1"));
  g_assert_true (bf_test_showing_label (page, "Skip this step: Anna plays first, tied for the highest bid on line 1 "
                                              "and with the most money bid on all lines."));
  render (window, variant, "bidding-reveal");

  click_button (page, "_Done");
  g_assert_cmpuint (n_done, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* A tie nobody can break: the draw and its seed are shown, and every
 * text says the first player was drawn (with bids of $0: nothing to
 * pay). */
static void
test_bidding_draw (gconstpointer data)
{
  int bid = GPOINTER_TO_INT (data);
  static const char * const names[] = { "Anna", "Ben", NULL };
  static const BfTestVariant variant = { "draw", FALSE, FALSE };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NEW_BEGINNING);
  g_autoptr(BfBidding) bidding = bf_bidding_new (bf_carnegie_game_get_rules (game), 2);
  GtkWidget *page, *window;
  BfBidReveal *reveal;
  g_autofree char *winner = NULL;
  guint n_drawn;

  bf_bidding_set_seed (bidding, 42);
  page = bf_bidding_page_new (game, bidding);
  window = bf_test_present_window (page, &variant, 1000, 760);

  for (guint i = 0; i < 2; i++)
    {
      click_button (page, "I Am ");
      fill_sheet (page, bid, "3", "3", "0", "5");
      click_button (page, "_Seal Sheet");
    }
  click_button (page, "_Reveal All");

  reveal = bf_bidding_page_get_reveal (BF_BIDDING_PAGE (page));
  g_assert_cmpint (bf_bid_reveal_get_tie_break (reveal), ==, BF_TIE_BREAK_DRAW);
  bf_bid_reveal_get_drawn (reveal, &n_drawn);
  g_assert_cmpuint (n_drawn, ==, 2);
  winner = g_strdup_printf ("%s Plays First", names[bf_bid_reveal_get_first_player (reveal)]);
  g_assert_true (bf_test_showing_label (page, winner));
  {
    const char *name = names[bf_bid_reveal_get_first_player (reveal)];
    /* 3 + 9 + 8 + 0 + 15 = $35, or $32 with a bid of $0. */
    g_autofree char *tied = g_strdup_printf ("Anna and Ben tied with the highest bid, $%d. "
                                             "They also bid the same money on all lines, $%d. ",
                                             bid, bid + 32);
    g_autofree char *drawn = g_strdup_printf (bid > 0 ? "%s was drawn at random among the tied players (seed 42) and pays the bid."
                                                      : "%s was drawn at random among the tied players (seed 42); "
                                                        "the bid is $0, so there is nothing to pay.",
                                              name);
    g_autofree char *step = g_strdup_printf ("Skip this step: %s plays first, drawn at random among the players "
                                             "tied for the highest bid.", name);

    g_assert_true (bf_test_showing_label (page, tied));
    g_assert_true (bf_test_showing_label (page, drawn));
    g_assert_true (bf_test_showing_label (page, step));
    g_assert_false (bf_test_showing_label (page, "highest bid on line 1"));
    g_assert_false (bf_test_showing_label (page, bid > 0 ? "nothing to pay" : "pays the bid"));
  }
  render (window, &variant, bid > 0 ? "bidding-reveal" : "bidding-reveal-0");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* Tied at $0, settled by the money bid: nothing to pay. */
static void
test_bidding_zero_total (void)
{
  static const char * const names[] = { "Anna", "Ben", NULL };
  static const BfTestVariant variant = { "zero", TRUE, FALSE };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NEW_BEGINNING);
  GtkWidget *page = bf_bidding_page_new (game, NULL);
  GtkWidget *window = bf_test_present_window (page, &variant, 1000, 760);

  /* Anna: 0 + 9 + 8 + 0 + 15 = $32; Ben: 0 + 12 + 8 + 0 + 15 = $35. */
  click_button (page, "I Am Anna");
  fill_sheet (page, 0, "3", "3", "0", "5");
  click_button (page, "_Seal Sheet");
  click_button (page, "I Am Ben");
  fill_sheet (page, 0, "4", "3", "0", "5");
  click_button (page, "_Seal Sheet");
  click_button (page, "_Reveal All");

  g_assert_true (bf_test_showing_label (page, "Ben Plays First"));
  g_assert_true (bf_test_showing_label (page, "Anna and Ben tied with the highest bid, $0. "
                                              "The tie goes to the most money bid on all lines: Anna $32, Ben $35. "
                                              "Ben bid the most; the bid is $0, so there is nothing to pay."));
  g_assert_false (bf_test_showing_label (page, "pays the bid"));
  render (window, &variant, "bidding-reveal");
  /* Setup step 7 at the bottom. */
  g_assert_true (bf_test_scroll_into_view (bf_test_find_widget (page, is_label_starting, "Skip this step"), 300));
  render (window, &variant, "bidding-reveal-steps");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* The secret donation ---------------------------------------------------------- */

static gboolean
is_space_at (GtkWidget     *widget,
             gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && gtk_widget_has_css_class (widget, "bf-secret-space") &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "bf-pos")) == GPOINTER_TO_UINT (data);
}

/* The button of chart position @pos on the secret donation picker. */
static GtkWidget *
find_space (GtkWidget  *page,
            BfChartPos  pos)
{
  GtkWidget *space = bf_test_find_widget (page, is_space_at, GUINT_TO_POINTER (pos));

  g_assert_nonnull (space);

  return space;
}

/* The picker's columns lie as on the board: side by side (@wide), each
 * line's spaces at one height in every column, whatever the headings
 * say; or one under the other, each column's spaces in their order. */
static void
assert_columns_aligned (GtkWidget *page,
                        gboolean   wide)
{
  bf_test_wait_frames (GTK_WIDGET (gtk_widget_get_root (page)), 3);

  for (guint row = 1; row <= BF_CHART_ROWS; row++)
    {
      graphene_rect_t first;

      g_assert_true (gtk_widget_compute_bounds (find_space (page, BF_CHART_POS (0, row)), page, &first));
      for (BfDonationType column = 1; column < BF_N_DONATION_TYPES; column++)
        {
          graphene_rect_t bounds;

          g_assert_true (gtk_widget_compute_bounds (find_space (page, BF_CHART_POS (column, row)), page, &bounds));
          if (wide)
            {
              /* Side by side, left to right, top and bottom in line. */
              g_assert_cmpfloat (bounds.origin.x, >, first.origin.x);
              g_assert_cmpfloat (ABS (bounds.origin.y - first.origin.y), <, 0.5);
              g_assert_cmpfloat (ABS (bounds.size.height - first.size.height), <, 0.5);
            }
          else
            g_assert_cmpfloat (bounds.origin.y, >, first.origin.y);
        }
    }
}

static void
test_secret (gconstpointer data)
{
  const BfTestVariant *variant = data;
  static const char * const names[] = { "Anna", "Ben", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_SECRET_DONATION | BF_MODULE_NEW_DONATIONS);
  g_autoptr(GError) error = NULL;
  GtkWidget *page, *window;
  BfSecretPage *secret_page;
  guint n_sealed = 0, n_done = 0;

  /* An Education tile covers the Welfare column (3). */
  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_WELFARE, BF_DONATION_EDUCATION, &error));
  g_assert_no_error (error);

  page = bf_secret_page_new (game);
  secret_page = BF_SECRET_PAGE (page);
  window = bf_test_present_window (page, variant, 1000, 760);
  g_signal_connect (page, "sealed", G_CALLBACK (count0_cb), &n_sealed);
  g_signal_connect (page, "done", G_CALLBACK (count0_cb), &n_done);

  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_HANDOFF);
  g_assert_true (bf_test_showing_label (page, "Hand the Device to Anna"));
  click_button (page, "I Am Anna");
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_PICK);
  /* Two Education columns, each named as it lies on the board (as the
   * score sheet names donation spaces), and lined up. */
  g_assert_true (bf_test_showing_label (page, "1 · Education column"));
  g_assert_true (bf_test_showing_label (page, "3 · Welfare column, Education tile"));
  g_assert_false (bf_test_showing_label (page, "New Donations tile over"));
  assert_columns_aligned (page, !variant->phone);
  /* A screen reader hears the type, the column, the tile, the line and
   * the text of a space. */
  gtk_test_accessible_assert_property (find_space (page, BF_CHART_POS (BF_DONATION_WELFARE, 2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Type 3 (Welfare column, Education tile), line 2: "
                                       "3 VP per different type of department built");
  gtk_test_accessible_assert_property (find_space (page, BF_CHART_POS (BF_DONATION_EDUCATION, 3)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Type 1 (Education column), line 3: 3 VP per Construction department built");

  /* Sealing without a choice is refused. */
  click_button (page, "_Seal My Choice");
  g_assert_nonnull (error_text (page));
  g_assert_nonnull (strstr (error_text (page), "Pick a donation space"));

  bf_test_click_toggle (page, "Type 1 (Education column), line 3:");
  g_assert_null (error_text (page));
  /* The space chosen says so (issue 28). */
  gtk_test_accessible_assert_property (find_space (page, BF_CHART_POS (BF_DONATION_EDUCATION, 3)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Type 1 (Education column), line 3: 3 VP per Construction department built, chosen");
  gtk_test_accessible_assert_property (find_space (page, BF_CHART_POS (BF_DONATION_WELFARE, 2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Type 3 (Welfare column, Education tile), line 2: "
                                       "3 VP per different type of department built");
  g_assert_true (bf_test_showing_label (page, "Type 1 (Education column), line 3: 3 VP per Construction department built"));
  render (window, variant, "secret-pick");
  click_button (page, "_Seal My Choice");

  /* Nothing of Anna's choice on the hand-over screen nor on Ben's chart;
   * the game keeps it sealed (autosaved as it is sealed, issue #15). */
  {
    static const char * const anna[] = { "Type 1 (Education column), line 3:", "Anna", NULL };

    g_assert_true (bf_test_showing_label (page, "Hand the Device to Ben"));
    assert_nothing_of (page, anna, G_MININT);
    click_button (page, "I Am Ben");
    assert_nothing_of (page, anna, G_MININT);
    g_assert_true (bf_test_showing_label (page, "No space chosen yet."));
  }
  g_assert_true (bf_carnegie_game_get_secrets_sealed (game));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, 0)), ==,
                    BF_CHART_POS (BF_DONATION_EDUCATION, 3));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, 1)), ==, BF_CHART_POS_NONE);

  /* Ben picks line 2 of the covered column: the tile's space. */
  bf_test_click_toggle (page, "Type 3 (Welfare column, Education tile), line 2:");
  /* Keyboard: Ctrl+Enter seals. */
  g_assert_true (gtk_widget_activate_action (page, "secret.seal", NULL));
  bf_test_iterate ();
  g_assert_cmpuint (n_sealed, ==, 1);
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_SEALED);
  g_assert_true (bf_test_showing_label (page, "Secret Donations Are Sealed"));
  {
    static const char * const ben[] = { "line 2:", "Ben", NULL };

    assert_nothing_of (page, ben, G_MININT);
  }
  g_assert_true (bf_carnegie_game_get_secrets_sealed (game));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, 1)), ==,
                    BF_CHART_POS (BF_DONATION_WELFARE, 2));
  render (window, variant, "secret-sealed");

  /* A page made for the sealed game again (a restart before the end)
   * goes on at "sealed", showing nothing. */
  {
    GtkWidget *again = bf_secret_page_new (game);

    g_object_ref_sink (again);
    g_assert_cmpint (bf_secret_page_get_stage (BF_SECRET_PAGE (again)), ==, BF_SECRET_STAGE_SEALED);
    g_object_unref (again);
  }

  click_button (page, "_Reveal Secret Donations");
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_REVEAL);
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, 0)), ==,
                    BF_CHART_POS (BF_DONATION_EDUCATION, 3));
  g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, 1)), ==,
                    BF_CHART_POS (BF_DONATION_WELFARE, 2));
  g_assert_true (bf_test_showing_label (page, "Type 1 (Education column), line 3: 3 VP per Construction department built"));
  g_assert_true (bf_test_showing_label (page, "Type 3 (Welfare column, Education tile), line 2: "
                                              "3 VP per different type of department built"));
  g_assert_true (bf_carnegie_game_validate (game, NULL));
  render (window, variant, "secret-reveal");

  click_button (page, "_Done");
  g_assert_cmpuint (n_done, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* "A player may look at their own paper at any time": Ben looks at his
 * own sealed choice. Nothing of any choice before he is handed the
 * device, nothing of Anna's or Cara's while he looks, nothing left
 * after he hides it; the game stays sealed and scores the same. */
static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget) && bf_test_is_showing (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

/* The texts that would give away @pos: its space text and how the
 * player writes it ("Type 4, line 5"). */
static void
add_secret_texts (GPtrArray      *texts,
                  BfCarnegieGame *game,
                  BfChartPos      pos)
{
  g_ptr_array_add (texts, g_strdup (bf_carnegie_game_get_chart_space (game, pos)->text));
  g_ptr_array_add (texts, g_strdup_printf ("Type %u, line %u", BF_CHART_POS_COLUMN (pos) + 1, BF_CHART_POS_ROW (pos)));
  g_ptr_array_add (texts, g_strdup_printf ("line %u:", BF_CHART_POS_ROW (pos)));
}

/* A tap target: at least 44×44 px as laid out. */
static void
assert_min_size (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  bf_test_wait_frames (GTK_WIDGET (gtk_widget_get_root (widget)), 2);
  /* The border box: what a finger hits, padding included. */
  g_assert_true (gtk_widget_compute_bounds (widget, widget, &bounds));
  g_assert_cmpfloat (bounds.size.width, >=, 44);
  g_assert_cmpfloat (bounds.size.height, >=, 44);
}

static void
test_secret_look (gconstpointer data)
{
  const BfTestVariant *variant = data;
  static const char * const names[] = { "Anna", "Ben", "Cara", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_SECRET_DONATION | BF_MODULE_NEW_DONATIONS);
  const BfChartPos secrets[] = {
    BF_CHART_POS (BF_DONATION_WELFARE, 1),     /* under an Education tile */
    BF_CHART_POS (BF_DONATION_HEALTH, 5),
    BF_CHART_POS (BF_DONATION_EDUCATION, 3),
  };
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(BfScoreSheet) before = NULL;
  g_autoptr(BfScoreSheet) after = NULL;
  g_autoptr(JsonNode) before_json = NULL;
  g_autoptr(JsonNode) after_json = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *page, *window, *row;
  BfSecretPage *secret_page;
  guint n_done = 0;

  g_assert_true (bf_carnegie_game_set_cover (game, BF_DONATION_WELFARE, BF_DONATION_EDUCATION, &error));
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (bf_carnegie_player_set_secret_donation (bf_carnegie_game_get_player (game, i), secrets[i], &error));
      g_assert_no_error (error);
      add_secret_texts (all, game, secrets[i]);
      if (i != 1)
        add_secret_texts (others, game, secrets[i]);
    }
  g_ptr_array_add (all, NULL);
  g_ptr_array_add (others, NULL);
  bf_carnegie_game_set_secrets_sealed (game, TRUE);
  before = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);

  page = bf_secret_page_new_look (game);
  secret_page = BF_SECRET_PAGE (page);
  g_assert_true (bf_secret_page_get_look_only (secret_page));
  window = bf_test_present_window (page, variant, 1280, 800);
  g_signal_connect (page, "done", G_CALLBACK (count0_cb), &n_done);

  /* Who looks: the players, nothing of any choice. */
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_CHOOSE);
  g_assert_true (bf_test_showing_label (page, "Who Looks?"));
  assert_nothing_of (page, (const char * const *) all->pdata, G_MININT);
  row = bf_test_find_widget (page, is_row_titled, "Ben");
  g_assert_nonnull (row);
  assert_min_size (row);
  render (window, variant, "secret-look-choose");
  g_assert_true (gtk_widget_activate (row));
  bf_test_iterate ();

  /* The hand-off: still nothing. */
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_HANDOFF);
  g_assert_cmpuint (bf_secret_page_get_player (secret_page), ==, 1);
  g_assert_true (bf_test_showing_label (page, "Hand the Device to Ben"));
  g_assert_true (bf_test_showing_label (page, "Only Ben looks at the screen now"));
  assert_nothing_of (page, (const char * const *) all->pdata, G_MININT);
  assert_min_size (bf_test_find_widget (page, is_button_labelled, "I Am Ben: Show My Secret Donation"));
  g_assert_false (gtk_widget_activate_action (page, "secret.open", NULL) &&
                  bf_secret_page_get_stage (secret_page) == BF_SECRET_STAGE_PICK);
  render (window, variant, "secret-look-handoff");
  click_button (page, "I Am Ben: Show My Secret Donation");

  /* Ben's choice as he wrote it, and nothing of Anna's or Cara's. */
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_LOOK);
  g_assert_true (bf_test_showing_label (page, "Ben’s Secret Donation"));
  g_assert_true (bf_test_showing_label (page, "Type 4, line 5"));
  {
    g_autofree char *text = g_strdup_printf ("Health: %s",
                                             bf_carnegie_game_get_chart_space (game, secrets[1])->text);

    g_assert_true (bf_test_showing_label (page, text));
  }
  assert_nothing_of (page, (const char * const *) others->pdata, G_MININT);
  g_assert_false (bf_test_showing_label (page, "New Donations tile"));
  assert_min_size (bf_test_find_widget (page, is_button_labelled, "_Hide It Again"));
  render (window, variant, "secret-look");

  /* Hidden again: "done", and nothing of Ben's choice is left. */
  click_button (page, "_Hide It Again");
  g_assert_cmpuint (n_done, ==, 1);
  g_assert_cmpint (bf_secret_page_get_stage (secret_page), ==, BF_SECRET_STAGE_CHOOSE);
  assert_nothing_of (page, (const char * const *) all->pdata, G_MININT);

  /* Anna's lies under a New Donations tile: the page says so. */
  g_assert_true (gtk_widget_activate (bf_test_find_widget (page, is_row_titled, "Anna")));
  bf_test_iterate ();
  click_button (page, "I Am Anna");
  g_assert_true (bf_test_showing_label (page, "Type 3, line 1"));
  g_assert_true (bf_test_showing_label (page, "New Donations tile over Welfare"));
  g_assert_true (bf_test_showing_label (page, "Education: "));
  render (window, variant, "secret-look-covered");
  click_button (page, "_Hide It Again");
  g_assert_cmpuint (n_done, ==, 2);

  /* The model: still sealed, the choices and the score unchanged. */
  g_assert_true (bf_carnegie_game_get_secrets_sealed (game));
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (bf_carnegie_player_get_secret_donation (bf_carnegie_game_get_player (game, i)), ==, secrets[i]);
  after = bf_score_sheet_new (game, &error);
  g_assert_no_error (error);
  before_json = bf_score_sheet_to_json (before);
  after_json = bf_score_sheet_to_json (after);
  g_assert_true (json_node_equal (before_json, after_json));

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

static void
test_secret_solo (void)
{
  static const char * const names[] = { "Anna", NULL };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NONE);
  static const BfTestVariant variant = { "solo", TRUE, FALSE };
  GtkWidget *page, *window;

  g_assert_true (bf_carnegie_game_set_solo (game, TRUE, NULL));
  page = bf_secret_page_new (game);
  window = bf_test_present_window (page, &variant, 1000, 760);

  g_assert_cmpint (bf_secret_page_get_stage (BF_SECRET_PAGE (page)), ==, BF_SECRET_STAGE_REFUSED);
  g_assert_true (bf_test_showing_label (page, "not played in a solo game"));
  g_assert_false (gtk_widget_activate_action (page, "secret.open", NULL) &&
                  bf_secret_page_get_stage (BF_SECRET_PAGE (page)) != BF_SECRET_STAGE_REFUSED);
  g_assert_null (bf_test_find_widget (page, is_button_labelled, "I Am"));

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* The hand-over screen ------------------------------------------------------ */

static void
test_handoff (void)
{
  static const char * const names[] = { "Anna", "Ben", NULL };
  static const BfTestVariant variant = { "handoff", TRUE, FALSE };
  g_autoptr(BfCarnegieGame) game = bf_test_new_game (names, BF_MODULE_NONE);
  g_autofree char *anna = bf_handoff_dup_player_name (game, 0);
  /* A seat nobody sits at yet (e.g. a row being added) */
  g_autofree char *nameless = bf_handoff_dup_player_name (game, 2);
  GtkWidget *handoff = bf_handoff_new ();
  GtkWidget *window = bf_test_present_window (handoff, &variant, 1000, 760);
  g_autoptr(GSimpleActionGroup) actions = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) open = g_simple_action_new ("open-sheet", NULL);
  g_autoptr(GSimpleAction) reveal = g_simple_action_new ("reveal", NULL);
  GtkWidget *button;

  /* The button activates an action of the page holding the hand-off. */
  g_action_map_add_action (G_ACTION_MAP (actions), G_ACTION (open));
  g_action_map_add_action (G_ACTION_MAP (actions), G_ACTION (reveal));
  gtk_widget_insert_action_group (window, "bidding", G_ACTION_GROUP (actions));

  g_assert_cmpstr (anna, ==, "Anna");
  g_assert_cmpstr (nameless, ==, "Player 3");

  bf_handoff_show_player (BF_HANDOFF (handoff), "Anna", "Everybody else looks away.",
                          "I Am Anna: _Go", "bidding.open-sheet");
  g_assert_true (gtk_widget_grab_focus (handoff));
  bf_test_iterate ();
  g_assert_true (bf_test_showing_label (handoff, "Hand the Device to Anna"));
  g_assert_true (bf_test_showing_label (handoff, "Everybody else looks away."));
  button = bf_test_find_widget (handoff, is_button_labelled, "I Am Anna: _Go");
  g_assert_nonnull (button);
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (button)));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "bidding.open-sheet");
  /* The window's focus (gtk_widget_has_focus() also needs the window to
   * be the active one, which another test's window may be on the shared
   * X server). */
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (button)) == button);

  bf_handoff_show_sealed (BF_HANDOFF (handoff), "All Sealed", "Gather round.", "_Reveal", "bidding.reveal");
  bf_test_iterate ();
  g_assert_true (bf_test_showing_label (handoff, "All Sealed"));
  g_assert_false (bf_test_showing_label (handoff, "Hand the Device"));
  g_assert_null (bf_test_find_widget (handoff, is_button_labelled, "I Am"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "bidding.reveal");

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* The rules reference ------------------------------------------------------------ */

static guint
count_visible_rows (GtkWidget *page)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint n = 0;

  bf_test_collect_widgets (page, GTK_TYPE_LIST_BOX_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (bf_test_is_showing (g_ptr_array_index (rows, i)))
      n++;

  return n;
}

static gboolean
is_search_entry (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_SEARCH_ENTRY (widget);
}

static void
search (GtkWidget  *page,
        const char *text)
{
  GtkWidget *entry = bf_test_find_widget (page, is_search_entry, NULL);

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* The entry's search delay, then a frame for the list to filter. */
  bf_test_wait_ms (300);
  bf_test_wait_frames (gtk_widget_get_ancestor (page, GTK_TYPE_WINDOW), 1);
}

static void
test_reference (gconstpointer data)
{
  const BfTestVariant *variant = data;
  GtkWidget *page = bf_rules_reference_new (NULL);
  GtkWidget *window = bf_test_present_window (page, variant, 1000, 760);
  BfRulesReference *reference = BF_RULES_REFERENCE (page);

  bf_test_wait_frames (window, 1);
  g_assert_cmpuint (count_visible_rows (page), ==, 32 + 40);
  g_assert_cmpuint (bf_rules_reference_get_n_matches (reference), ==, 72);
  render (window, variant, "reference");

  /* "Post": Post Office (28) only. */
  search (page, "Post");
  g_assert_cmpuint (count_visible_rows (page), ==, 1);
  g_assert_true (bf_test_showing_label (page, "Post Office"));
  g_assert_cmpstr (bf_rules_reference_get_query (reference), ==, "Post");

  /* Accents and case do not matter. */
  search (page, "pÔSt");
  g_assert_cmpuint (count_visible_rows (page), ==, 1);

  /* "Welfare": the five spaces of the printed Welfare column, the five
   * of the Welfare tile, and the Education-type rows do not match. */
  search (page, "Welfare");
  g_assert_cmpuint (count_visible_rows (page), ==, 10);
  g_assert_cmpuint (bf_rules_reference_get_n_matches (reference), ==, 10);
  render (window, variant, "reference-welfare");

  /* A number finds the department. */
  search (page, "28");
  g_assert_true (bf_test_showing_label (page, "Post Office"));

  /* Several words must all match. */
  search (page, "welfare 7");
  g_assert_cmpuint (count_visible_rows (page), ==, 1);

  search (page, "zzzz");
  g_assert_cmpuint (count_visible_rows (page), ==, 0);
  g_assert_true (bf_test_showing_label (page, "No Results"));

  bf_rules_reference_set_query (reference, "");
  bf_test_iterate ();
  g_assert_cmpuint (bf_rules_reference_get_n_matches (reference), ==, 72);

  gtk_window_destroy (GTK_WINDOW (window));
  bf_test_iterate ();
}

/* style.css is shared: an error in another widget's section is reported
 * (and fails that widget's tests) but does not fail these; an error in
 * the BfBiddingPage section does. */
static void
css_error_cb (GtkCssProvider *provider,
              GtkCssSection  *section,
              const GError   *error,
              gpointer        user_data)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (RESOURCE_PREFIX "/style.css", 0, NULL);
  g_auto(GStrv) lines = g_strsplit (g_bytes_get_data (bytes, NULL), "\n", -1);
  guint line = gtk_css_section_get_start_location (section)->lines;
  gboolean mine = FALSE;

  for (guint i = 0; lines[i] != NULL && i <= line; i++)
    {
      if (g_str_has_prefix (lines[i], "/* BfBiddingPage"))
        mine = TRUE;
      else if (mine && g_str_has_prefix (lines[i], "/* end */"))
        mine = FALSE;
    }

  if (mine)
    g_error ("style.css:%u: %s", line + 1, error->message);
  g_test_message ("style.css:%u (not ours): %s", line + 1, error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  css = gtk_css_provider_new ();
  g_signal_connect (css, "parsing-error", G_CALLBACK (css_error_cb), NULL);
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  for (guint i = 0; i < G_N_ELEMENTS (bf_test_variants); i++)
    {
      g_autofree char *bidding = g_strdup_printf ("/bidding-page/round/%s", bf_test_variants[i].name);
      g_autofree char *secret = g_strdup_printf ("/secret-page/round/%s", bf_test_variants[i].name);
      g_autofree char *reference = g_strdup_printf ("/rules-reference/search/%s", bf_test_variants[i].name);

      g_test_add_data_func (bidding, &bf_test_variants[i], test_bidding);
      g_test_add_data_func (secret, &bf_test_variants[i], test_secret);
      g_free (secret);
      secret = g_strdup_printf ("/secret-page/look/%s", bf_test_variants[i].name);
      g_test_add_data_func (secret, &bf_test_variants[i], test_secret_look);
      g_test_add_data_func (reference, &bf_test_variants[i], test_reference);
    }
  g_test_add_data_func ("/bidding-page/draw", GINT_TO_POINTER (3), test_bidding_draw);
  g_test_add_data_func ("/bidding-page/draw-0", GINT_TO_POINTER (0), test_bidding_draw);
  g_test_add_func ("/bidding-page/zero-total", test_bidding_zero_total);
  g_test_add_func ("/secret-page/solo", test_secret_solo);
  g_test_add_func ("/handoff", test_handoff);

  return g_test_run ();
}
