/* test-keyboard.c: every page that takes entries, entered as a keyboard
 * user does. In the app's window, with real key presses (bf_test_key():
 * XTEST on the X server, so each key takes GTK's whole event path), the
 * test Tabs from a page's first field through every field to the last
 * and out, typing a value into each (digits into spin buttons, text into
 * entries, Space on the toggles that are entries). After every key it
 * checks that the window's focus widget exists, is in the window and is
 * mapped, and after leaving a field that what was typed reached the
 * model. The fields are found by walking the page's widget tree, not
 * listed here: a field a page gains later is walked too, and a field the
 * Tab chain never reaches fails the test.
 *
 * A key that hangs GTK (the Livingstone pad did, Tab out of the last
 * field of its end page: issue 26) fails the test through the watchdog
 * thread below rather than hanging the run; a GTK critical fails it at
 * once (G_DEBUG=fatal-criticals).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-livingstone.h"
#include "bf-livingstone-page.h"
#include "bf-window-private.h"
#include "bf-test-ui.h"

/* Watchdog -------------------------------------------------------------- */

/* A hang inside GTK's event handling never returns to the main loop, so
 * a main-loop timeout could not fail the test: a thread does. Every step
 * arms it with what the step is; a step that has not ended after
 * WATCHDOG_SECONDS aborts the program with that text (meson's own
 * timeout is the last resort). */
#define WATCHDOG_SECONDS 60

static GMutex watchdog_lock;
static GCond watchdog_cond;
static gint64 watchdog_deadline;        /* 0: disarmed */
static char *watchdog_step;

static gpointer
watchdog_thread (gpointer data)
{
  g_mutex_lock (&watchdog_lock);
  for (;;)
    {
      gint64 deadline = watchdog_deadline;

      if (deadline == 0)
        g_cond_wait (&watchdog_cond, &watchdog_lock);
      else if (!g_cond_wait_until (&watchdog_cond, &watchdog_lock, deadline) &&
               deadline == watchdog_deadline)
        {
          fprintf (stderr, "Bail out! Hung for %d s: %s\n", WATCHDOG_SECONDS,
                   watchdog_step != NULL ? watchdog_step : "?");
          fprintf (stdout, "Bail out! Hung for %d s: %s\n", WATCHDOG_SECONDS,
                   watchdog_step != NULL ? watchdog_step : "?");
          fflush (stdout);
          abort ();
        }
    }

  return NULL;
}

static void
watchdog_arm (const char *step)
{
  g_mutex_lock (&watchdog_lock);
  g_free (watchdog_step);
  watchdog_step = g_strdup (step);
  watchdog_deadline = g_get_monotonic_time () + WATCHDOG_SECONDS * G_USEC_PER_SEC;
  g_cond_signal (&watchdog_cond);
  g_mutex_unlock (&watchdog_lock);
}

static void
watchdog_disarm (void)
{
  g_mutex_lock (&watchdog_lock);
  watchdog_deadline = 0;
  g_cond_signal (&watchdog_cond);
  g_mutex_unlock (&watchdog_lock);
}

/* Walking a page --------------------------------------------------------- */

/* What a page's walk needs to know of its model. Each function may be
 * NULL. */
typedef struct
{
  const char *name;
  /* The text to type into @field (a spin button or an entry); NULL:
   * one more than it holds (one less at its top). */
  char     *(*value_for)  (GtkWidget *field,
                           gpointer   data);
  /* Whether Space on @toggle is an entry of the page (a transport box,
   * a switch); others are only Tabbed through. */
  gboolean  (*is_entry)   (GtkWidget *toggle,
                           gpointer   data);
  /* Whether the model holds what @field shows, after the focus left it
   * (after Space, for a toggle). */
  gboolean  (*in_model)   (GtkWidget *field,
                           gpointer   data);
  gpointer    data;
} PageSpec;

static gboolean
is_toggle (GtkWidget *widget)
{
  return GTK_IS_SWITCH (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_TOGGLE_BUTTON (widget);
}

/* Buttons that open a popover (a drop-down, a menu) are no entries of
 * their own. */
static gboolean
opens_popover (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, GTK_TYPE_DROP_DOWN) != NULL ||
         gtk_widget_get_ancestor (widget, GTK_TYPE_MENU_BUTTON) != NULL;
}

/* The field @focus is part of: the editable around a text (a spin
 * button, an entry, an entry row), or the toggle itself; NULL for
 * anything else (buttons, rows). */
static GtkWidget *
field_of (GtkWidget      *focus,
          const PageSpec *spec)
{
  if (focus == NULL || opens_popover (focus))
    return NULL;

  if (GTK_IS_TEXT (focus))
    {
      for (GtkWidget *w = gtk_widget_get_parent (focus); w != NULL; w = gtk_widget_get_parent (w))
        if (GTK_IS_EDITABLE (w))
          return w;
      return focus;
    }

  if (is_toggle (focus) && spec->is_entry != NULL && spec->is_entry (focus, spec->data))
    return focus;

  return NULL;
}

/* Whether @focus is the header of a collapsed expander row (its rows
 * are out of the Tab chain until it is opened). */
static gboolean
expands (GtkWidget *focus)
{
  GtkWidget *expander = gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW);

  return expander != NULL && GTK_IS_LIST_BOX_ROW (focus) &&
         !adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander));
}

static gboolean
is_showing_text_field (GtkWidget     *widget,
                       gconstpointer  data)
{
  return GTK_IS_TEXT (widget) && bf_test_is_showing (widget) &&
         gtk_editable_get_editable (GTK_EDITABLE (widget));
}

/* Whether @focus is a list row (not an expander: its header takes the
 * focus) that holds a spin button or an entry of its own. */
static gboolean
row_holds_text_field (GtkWidget *focus)
{
  return GTK_IS_LIST_BOX_ROW (focus) && !ADW_IS_EXPANDER_ROW (focus) &&
         bf_test_find_widget (focus, is_showing_text_field, NULL) != NULL;
}

static gboolean
is_text_field (GtkWidget *field)
{
  return GTK_IS_EDITABLE (field);
}

/* The fields a keyboard user can reach under @root now: showing,
 * sensitive editables (their text focusable) and toggles that are
 * entries. */
static void
collect_fields (GtkWidget      *root,
                const PageSpec *spec,
                GPtrArray      *out)
{
  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root) ||
      !gtk_widget_is_sensitive (root))
    return;

  if (GTK_IS_EDITABLE (root) && !GTK_IS_TEXT (root))
    {
      if (bf_test_is_showing (root) && gtk_editable_get_editable (GTK_EDITABLE (root)))
        g_ptr_array_add (out, root);
      return;
    }
  if (GTK_IS_TEXT (root))
    {
      if (bf_test_is_showing (root) && gtk_editable_get_editable (GTK_EDITABLE (root)))
        g_ptr_array_add (out, root);
      return;
    }
  if (is_toggle (root) && !opens_popover (root) && gtk_widget_get_focusable (root) &&
      bf_test_is_showing (root) && spec->is_entry != NULL && spec->is_entry (root, spec->data))
    {
      g_ptr_array_add (out, root);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_fields (child, spec, out);
}

/* How a widget is called in a message: its accessible label, or a
 * label or title near it. */
static char *
describe (GtkWidget *widget)
{
  GtkWidget *row;

  if (widget == NULL)
    return g_strdup ("(none)");

  row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);
  return g_strdup_printf ("%s “%s”%s%s%s", G_OBJECT_TYPE_NAME (widget),
                          gtk_widget_get_name (widget),
                          row != NULL ? " in row “" : "",
                          row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : "",
                          row != NULL ? "”" : "");
}

G_GNUC_PRINTF (2, 3)
static void
fail (const char *step,
      const char *format,
      ...)
{
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  message = g_strdup_printf ("%s: %s", step, text);
  g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, message);
}

/* The focus after a key: there, in the window, on the screen. */
static void
assert_focus (GtkWidget  *window,
              const char *step)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autofree char *what = describe (focus);

  if (focus == NULL)
    fail (step, "the focus vanished");
  if (!gtk_widget_is_ancestor (focus, window))
    fail (step, "the focus is on %s, outside the window", what);
  if (!gtk_widget_get_mapped (focus))
    fail (step, "the focus is on %s, not mapped", what);
}

static void
press (GtkWidget  *window,
       guint       keyval,
       const char *step)
{
  watchdog_arm (step);
  bf_test_key (window, keyval, 0);
  watchdog_disarm ();
  assert_focus (window, step);
}

static char *
default_value (GtkWidget *field)
{
  if (GTK_IS_SPIN_BUTTON (field))
    {
      GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (field));
      int value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field));

      return g_strdup_printf ("%d", value + 1 <= gtk_adjustment_get_upper (adjustment) ? value + 1 : value - 1);
    }

  return g_strdup ("Abc");
}

/* Replaces what @field holds with @value, key by key. */
static void
type_into (GtkWidget  *window,
           GtkWidget  *field,
           const char *value,
           const char *step)
{
  glong length = g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (field)), -1);

  watchdog_arm (step);
  bf_test_key (window, GDK_KEY_End, 0);
  for (glong i = 0; i < length; i++)
    bf_test_key (window, GDK_KEY_BackSpace, 0);
  bf_test_type (window, value);
  watchdog_disarm ();
  assert_focus (window, step);
}

/* After the focus left @field, where @typed was typed: the field shows
 * it and the model holds it. */
static void
assert_entered (GtkWidget      *field,
                const char     *typed,
                const PageSpec *spec,
                const char     *step)
{
  g_autofree char *what = describe (field);

  if (GTK_IS_SPIN_BUTTON (field))
    {
      if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field)) != atoi (typed))
        fail (step, "%s shows %d after %s was typed", what,
              gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field)), typed);
    }
  else if (typed != NULL && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (field)), typed) != 0)
    fail (step, "%s shows “%s” after “%s” was typed", what,
          gtk_editable_get_text (GTK_EDITABLE (field)), typed);

  if (spec->in_model != NULL && !spec->in_model (field, spec->data))
    fail (step, "what %s shows did not reach the model", what);
}

/* Tabs through the page under @root of @window from its first field
 * through all the others and out, until the focus comes back to a field
 * it met before (the Tab chain wraps through the header bar); types a
 * value into each field. Returns the number of fields entered. */
static guint
walk_page (GtkWidget      *window,
           GtkWidget      *root,
           const PageSpec *spec)
{
  g_autoptr(GPtrArray) fields = g_ptr_array_new ();
  g_autoptr(GHashTable) visited = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) missed = g_ptr_array_new ();
  GtkWidget *first;
  guint n_entered = 0;
  gboolean left = FALSE;

  bf_test_iterate_pending ();
  collect_fields (root, spec, fields);
  if (fields->len == 0)
    fail (spec->name, "no field to enter");

  /* The first field, as a click would focus it. */
  first = g_ptr_array_index (fields, 0);
  if (!gtk_widget_grab_focus (first))
    fail (spec->name, "the first field takes no focus");
  bf_test_iterate_pending ();

  for (guint step = 0; step < 1000; step++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
      GtkWidget *field = field_of (focus, spec);
      g_autofree char *what = describe (field != NULL ? field : focus);
      g_autofree char *label = NULL;
      g_autofree char *typed = NULL;

      if (field != NULL && g_hash_table_contains (visited, field))
        break;      /* wrapped around */
      if (field != NULL && !gtk_widget_is_ancestor (field, root) && field != root)
        {
          /* A field outside the page (the header bar's): only passed. */
          field = NULL;
        }
      if (left && field != NULL)
        break;

      /* Digits typed on a row before its field would be lost. */
      if (field == NULL && focus != NULL && row_holds_text_field (focus))
        fail (spec->name, "Tab stops on %s, a row before its field", what);

      /* A collapsed expander row: Space opens it, its fields are next. */
      if (field == NULL && focus != NULL && gtk_widget_is_ancestor (focus, root) &&
          expands (focus))
        {
          label = g_strdup_printf ("%s: Space on the expander row of %s", spec->name, what);
          press (window, GDK_KEY_space, label);
          if (!adw_expander_row_get_expanded (ADW_EXPANDER_ROW (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW))))
            fail (label, "the row did not expand");
          g_clear_pointer (&label, g_free);
        }

      if (field != NULL)
        {
          g_hash_table_add (visited, field);
          n_entered++;
          if (is_text_field (field))
            {
              typed = spec->value_for != NULL ? spec->value_for (field, spec->data) : NULL;
              if (typed == NULL)
                typed = default_value (field);
              label = g_strdup_printf ("%s: typing %s into %s", spec->name, typed, what);
              g_test_message ("%s", label);
              type_into (window, field, typed, label);
            }
          else
            {
              gboolean was_active = GTK_IS_SWITCH (field) ? gtk_switch_get_active (GTK_SWITCH (field))
                                    : GTK_IS_CHECK_BUTTON (field) ? gtk_check_button_get_active (GTK_CHECK_BUTTON (field))
                                    : gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (field));
              gboolean active;

              label = g_strdup_printf ("%s: Space on %s", spec->name, what);
              g_test_message ("%s", label);
              press (window, GDK_KEY_space, label);
              active = GTK_IS_SWITCH (field) ? gtk_switch_get_active (GTK_SWITCH (field))
                       : GTK_IS_CHECK_BUTTON (field) ? gtk_check_button_get_active (GTK_CHECK_BUTTON (field))
                       : gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (field));
              if (active == was_active)
                fail (label, "the toggle did not change");
              if (spec->in_model != NULL && !spec->in_model (field, spec->data))
                fail (label, "the toggle's state did not reach the model");
            }
        }

      g_clear_pointer (&label, g_free);
      label = g_strdup_printf ("%s: Tab out of %s", spec->name, what);
      press (window, GDK_KEY_Tab, label);

      if (field != NULL && typed != NULL)
        assert_entered (field, typed, spec, label);

      /* Out of the page: one more Tab stop is enough to have left it. */
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus != root && !gtk_widget_is_ancestor (focus, root))
        left = TRUE;
    }

  /* Every field showing was met. */
  g_ptr_array_set_size (fields, 0);
  collect_fields (root, spec, fields);
  for (guint i = 0; i < fields->len; i++)
    if (!g_hash_table_contains (visited, g_ptr_array_index (fields, i)))
      g_ptr_array_add (missed, g_ptr_array_index (fields, i));
  for (guint i = 0; i < missed->len; i++)
    {
      g_autofree char *what = describe (g_ptr_array_index (missed, i));

      g_test_message ("%s: never reached by Tab: %s", spec->name, what);
    }
  if (missed->len > 0)
    fail (spec->name, "%u fields never reached by Tab", missed->len);

  g_test_message ("%s: %u fields entered", spec->name, n_entered);

  return n_entered;
}

/* Windows ------------------------------------------------------------------ */

static void
iterate (void)
{
  bf_test_iterate_passes (3);
}

static BfWindow *
new_window (void)
{
  BfWindow *window = g_object_new (BF_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  gtk_window_present (GTK_WINDOW (window));
  bf_test_wait_mapped (GTK_WIDGET (window), TRUE);
  bf_test_wait_ms (50);
  iterate ();

  return window;
}

static void
close_window (BfWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

static void
activate (GtkWidget  *widget,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (widget, action, NULL));
  iterate ();
}

static gboolean
skip_without_keys (BfWindow *window)
{
  if (bf_test_keys_available (GTK_WIDGET (window)))
    return FALSE;

  g_test_skip ("No X server with XTEST (or no libXtst): no real key presses");
  close_window (window);
  return TRUE;
}

/* The Livingstone pad ------------------------------------------------------- */

static guint
data_of (GtkWidget  *widget,
         const char *key)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), key));
}

typedef struct
{
  BfLivingstonePage *page;
  BfLivingstoneGame *game;
  guint              round;      /* the round shown */
} Pad;

static const char *pad_names[] = { "Kim", "Lou", "Max" };

static char *
pad_value_for (GtkWidget *field,
               gpointer   data)
{
  const char *name = gtk_widget_get_name (field);

  if (ADW_IS_ENTRY_ROW (field))
    return g_strdup (pad_names[data_of (field, "bf-player")]);
  /* Two tents a round, in rows 1 and 2: 6 of each player's 11 after
   * three rounds. */
  if (g_str_has_prefix (name, "bf-liv-tents-"))
    return g_strdup (data_of (field, "bf-index") <= 2 ? "1" : "0");
  /* One tent moved into row 3, from row 1. */
  if (g_str_has_prefix (name, "bf-liv-moved-"))
    return g_strdup (data_of (field, "bf-index") == 3 ? "1" : data_of (field, "bf-index") == 1 ? "-1" : "0");

  return NULL;
}

static gboolean
pad_is_entry (GtkWidget *toggle,
              gpointer   data)
{
  /* The steamboat stopped (only in the first round: the round is then
   * scored again, one round more). */
  return GTK_IS_SWITCH (toggle);
}

static gboolean
pad_in_model (GtkWidget *field,
              gpointer   data)
{
  Pad *pad = data;
  const char *name = gtk_widget_get_name (field);
  guint player = data_of (field, "bf-player");
  guint index = data_of (field, "bf-index");
  int value = GTK_IS_SPIN_BUTTON (field) ? gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field)) : 0;

  if (ADW_IS_ENTRY_ROW (field))
    return g_strcmp0 (bf_livingstone_game_get_player_name (pad->game, player),
                      gtk_editable_get_text (GTK_EDITABLE (field))) == 0;
  if (GTK_IS_SWITCH (field))
    return bf_livingstone_game_get_stopped (pad->game, pad->round) == gtk_switch_get_active (GTK_SWITCH (field));
  if (g_str_has_prefix (name, "bf-liv-row-value-"))
    return (int) bf_livingstone_game_get_row_value (pad->game, index) == value;
  if (g_str_has_prefix (name, "bf-liv-cost-"))
    return (int) bf_livingstone_game_get_column_cost (pad->game, index) == value;
  if (g_str_has_prefix (name, "bf-liv-tents-"))
    return (int) bf_livingstone_game_get_tents (pad->game, pad->round, player, index) == value;
  if (g_str_has_prefix (name, "bf-liv-moved-"))
    return bf_livingstone_game_get_other_tents (pad->game, player, index) == value;
  if (g_str_equal (name, "bf-liv-gems"))
    return (int) bf_livingstone_game_get_gems (pad->game, player) == value;
  if (g_str_equal (name, "bf-liv-vp-cards"))
    return (int) bf_livingstone_game_get_vp_cards (pad->game, player) == value;
  if (g_str_equal (name, "bf-liv-donation"))
    return (int) bf_livingstone_game_get_donation (pad->game, player) == value;
  if (g_str_has_prefix (name, "bf-liv-die-"))
    return bf_livingstone_game_get_die (pad->game, index) == value;
  if (field == bf_test_template_child (pad->page, BF_TYPE_LIVINGSTONE_PAGE, "columns_spin"))
    return (int) bf_livingstone_game_get_n_columns (pad->game) == value;

  return FALSE;
}

static GtkWidget *
pad_view (Pad        *pad,
          const char *name)
{
  AdwViewStack *stack = bf_test_template_child (pad->page, BF_TYPE_LIVINGSTONE_PAGE, "stack");

  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, name);

  return adw_view_stack_get_visible_child (stack);
}

/* A 3-player pad (Kim, Lou, Max): the players, the board values, three
 * rounds and the end, every field typed with Tab between them. The end
 * page hung here on the Tab out of Max's donation (issue 26). */
static void
test_livingstone (void)
{
  BfWindow *window = new_window ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Pad pad = { 0 };
  PageSpec spec = { NULL, pad_value_for, pad_is_entry, pad_in_model, &pad };

  if (skip_without_keys (window))
    return;

  g_settings_reset (settings, "livingstone-values-confirmed");
  activate (GTK_WIDGET (window), "win.new-livingstone");
  pad.page = window->livingstone_page;
  pad.game = bf_livingstone_page_get_game (pad.page);
  for (guint i = 0; i < G_N_ELEMENTS (pad_names); i++)
    activate (GTK_WIDGET (pad.page), "livingstone.add-player");

  /* The names, the number of rounds (columns). */
  spec.name = "Livingstone players";
  g_assert_cmpuint (walk_page (GTK_WIDGET (window), pad_view (&pad, "players"), &spec), ==, 3 + 1);
  for (guint i = 0; i < G_N_ELEMENTS (pad_names); i++)
    g_assert_cmpstr (bf_livingstone_game_get_player_name (pad.game, i), ==, pad_names[i]);

  /* A fourth player removed with the keyboard (Space on the last Remove
   * Player button): the focus goes to Max's. */
  activate (GTK_WIDGET (pad.page), "livingstone.add-player");
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    bf_test_collect_widgets (pad_view (&pad, "players"), GTK_TYPE_BUTTON, buttons);
    for (guint i = buttons->len; i-- > 0;)
      if (g_strcmp0 (gtk_button_get_icon_name (buttons->pdata[i]), "user-trash-symbolic") == 0)
        {
          g_assert_true (gtk_widget_grab_focus (buttons->pdata[i]));
          break;
        }
    press (GTK_WIDGET (window), GDK_KEY_space, "Livingstone players: Space on the last Remove Player");
    g_assert_cmpuint (bf_livingstone_game_get_n_players (pad.game), ==, 3);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (gtk_root_get_focus (GTK_ROOT (window))), ==, "Remove Player");
  }

  /* The first start asks for the board's values. */
  activate (GTK_WIDGET (pad.page), "livingstone.start");
  spec.name = "Livingstone board";
  /* Rows 2-5, the 10 column costs. */
  g_assert_cmpuint (walk_page (GTK_WIDGET (window), pad_view (&pad, "board"), &spec), ==, 4 + 10);
  activate (GTK_WIDGET (pad.page), "livingstone.confirm-values");

  for (pad.round = 0; pad.round < 3; pad.round++)
    {
      g_autofree char *name = g_strdup_printf ("Livingstone round %u", pad.round + 1);

      spec.name = name;
      walk_page (GTK_WIDGET (window), pad_view (&pad, "rounds"), &spec);
      activate (GTK_WIDGET (pad.page), "livingstone.next-round");
    }
  /* Two tents each in rows 1 and 2, three rounds (one stopped: its
   * column again). */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (bf_livingstone_game_get_tents (pad.game, 2, i, 1), ==, 1);

  /* The end: gems, VP cards, donation of each player. */
  while (g_strcmp0 (adw_view_stack_get_visible_child_name (bf_test_template_child (pad.page, BF_TYPE_LIVINGSTONE_PAGE, "stack")), "end") != 0)
    activate (GTK_WIDGET (pad.page), "livingstone.next-round");
  spec.name = "Livingstone end";
  g_assert_cmpuint (walk_page (GTK_WIDGET (window), pad_view (&pad, "end"), &spec), ==, 3 * 3);
  /* Max's donation, the last field, reached the game. */
  g_assert_cmpint (bf_livingstone_game_get_donation (pad.game, 2), ==, 1);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("benefactor-test-keyboard-XXXXXX", NULL);
  int status;

  /* A fresh data folder: the autosave of this test only. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* No transitions: a page shown is at once the page laid out. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_thread_unref (g_thread_new ("watchdog", watchdog_thread, NULL));

  g_test_add_func ("/keyboard/livingstone", test_livingstone);

  status = g_test_run ();

  bf_test_remove_tree (data_home);

  return status;
}
