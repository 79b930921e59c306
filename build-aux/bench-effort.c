/* bench-effort.c
 *
 * How much does a person do to enter a whole game? Runs the real
 * BfApplication and BfWindow (linked from the app's static library) on
 * the table of a hand-scored 4-player game (default
 * tests/data/expansion-4p.json: New Departments, New Donations tiles on
 * two columns, secret donations, Open Bar), as the table stands when the
 * final scoring starts: the players' names and colours, the modules and
 * the blocking disks (what Score a Game or the setup assistant leave),
 * nothing else. Then it enters everything else of the file through the
 * widgets, player after player, the way a person does, and counts each
 * action:
 *
 *   - a tap or click on a real button: on the map, with a finger while
 *     the spaces are under 44 px, a city (`_bf_map_view_tap`: opens the
 *     panel below the map on the city's region, or switches the open
 *     one to it; a region's button in the panel does the same when it is
 *     on the screen), then the panel's button of the space, or for an
 *     empty town the button of its project type; the panel stays open
 *     for the next disk. A map without a panel (none in the app) still
 *     goes through the city popover: a tap on the city, its button,
 *     closing it when what is tapped next lies under it. With a mouse,
 *     the space, then a town's project type in the type popover; a
 *     transport box, a donation space, a New Donations tile's drop-down
 *     (open it, choose the tile), the secret donation's row (open, choose),
 *     a department's mark, the Action Choice switch, a player in the
 *     switcher, a button of the bar that jumps to a section;
 *   - a swipe that scrolls the entries when what comes next is not on
 *     the screen after the jump (counted as navigation, like the jump);
 *     the panel's buttons are swiped to without the jump (it would
 *     scroll to the map, above them);
 *   - each character typed (the digits of a number, or of a
 *     department's number in the department number field), Enter: the
 *     Enter after a department's number adds it and is that
 *     department's action (the focus stays in the field for the next);
 *   - each move of the keyboard focus to a field: a tap into it (the
 *     first number field of Company, the department number field), or
 *     the jump to its section when the jump puts the focus there (then
 *     the jump is the move to the field, not navigation), and each Tab
 *     after a number.
 *
 * Whether something is on the screen is read once the screen is drawn
 * after the last action (the jump's or a Tab's scroll), as a person
 * sees it.
 *
 * It prints one line per section and one in all:
 *
 *   effort map          actions=… budget=… (things=… digits=… fields=…) navigation=… per-disk=…
 *   …
 *   effort total actions=… budget=… (things=… digits=… fields=…)
 *   effort strict budget=… (without the … landings)
 *
 * The budget is what is on the table: each disk on the map, each
 * transport marker's box, each donation disk (and New Donations tile and
 * secret donation), each department and each of its marks, the Action
 * Choice tile, plus the digits typed and the fields moved to. On the map
 * with a finger a region is the field: the tap that opens the panel on
 * a city's region (or switches the open one to it) is counted as a move
 * to a field, one per region entered, as the Tab to a number field is;
 * a mouse moves to no field there (it clicks the spaces). The map's
 * line ends with its actions per disk (per-disk=; issue 31 asks at most
 * 1.3 at 360 px). A department entered by its number is
 * its digits and the Enter that adds it (plus its marks), the move into
 * the field once per player.
 *
 * Landings: an action that takes the person to where the next entry
 * goes, without entering anything, is counted as the move to that field
 * ("landings=" says how many): a jump of the bar that puts the focus on
 * a field of its section; opening a list (a drop-down, the secret
 * donation's row, a town's types after a mouse click on its space),
 * where the choice is the thing; and switching to the next player, whose
 * sheet opens at its map. The last line gives the strict budget without
 * them (only Tab, a tap into a field and a jump that focuses the very
 * field it is for). What is neither (a swipe, closing a popover) stays
 * navigation. A section over its budget is reported with the reason
 * (the actions that are no thing on the table: popovers, navigation,
 * Enter).
 *
 * At the end it checks that the window's score sheet has the totals the
 * core gives for the file (bf_document_score_as_entered() on the file's
 * game) and that the entries saved are the file's (bf_game_file_to_data()
 * of both), and exits with status 1 when not. Options: --size WxH (default
 * 1280x800, the size of build-aux/bench.sh's Xvfb screen). Needs a
 * display (build-aux/bench.sh runs it under Xvfb); its own HOME-like
 * folders are temporary, GSettings in memory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bf-application.h"
#include "bf-game-file.h"
#include "bf-map-panel.h"
#include "bf-map-view.h"
#include "bf-map-zoom.h"
#include "bf-player-editor.h"
#include "bf-renderer.h"
#include "bf-score-sheet.h"
#include "bf-score-view.h"
#include "bf-test-ui.h"

typedef enum
{
  SEC_MAP,
  SEC_TRANSPORT,
  SEC_DONATIONS,
  SEC_DEPARTMENTS,
  SEC_COMPANY,
  SEC_VP,
  SEC_SWITCH,
  N_SECS
} Section;

static const struct
{
  const char *name;
  const char *jump;     /* win.jump target, or NULL */
} sections[N_SECS] = {
  [SEC_MAP] = { "map", "map" },
  [SEC_TRANSPORT] = { "transport", "transport" },
  [SEC_DONATIONS] = { "donations", "donations" },
  [SEC_DEPARTMENTS] = { "departments", "departments" },
  [SEC_COMPANY] = { "company", "company" },
  [SEC_VP] = { "score-track", "vp" },
  [SEC_SWITCH] = { "switching", NULL },
};

typedef struct
{
  guint actions;
  guint navigation;   /* of the actions: jumps and swipes */
  guint popovers;     /* of the actions: opening and closing popovers */
  guint enters;       /* of the actions: Enter */
  guint types;        /* of the actions: a town's project type */
  guint things;
  guint digits;
  guint fields;
  guint landings;     /* of the fields: a jump, an opened list or a
                       * player switch that lands on where the next
                       * entry goes (see the header) */
} Count;

static Count counts[N_SECS];
static int width = 1280, height = 800;
static const char *path = "tests/data/expansion-4p.json";
static BfCarnegieGame *expected;
/* The file's game with the printed type on every space of a city: what
 * the map enters (the file may give another one, see main()). */
static BfCarnegieGame *printed;
static gboolean mouse;
static BfWindow *window;
static GApplication *app;
static int status = 1;

/* Main loop ---------------------------------------------------------------- */

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* A relayout after a scroll or a change shows in the allocations. */
static void
wait_frames (guint n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  for (guint i = 0; i < n; i++)
    {
      gboolean painted = FALSE;
      gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

      gtk_widget_queue_draw (GTK_WIDGET (window));
      for (guint t = 0; !painted && t < 200; t++)
        wait_ms (5);
      g_signal_handler_disconnect (clock, id);
    }
}

static G_NORETURN void
fail (const char *format,
      ...) G_GNUC_PRINTF (1, 2);

static void
fail (const char *format,
      ...)
{
  va_list args;

  va_start (args, format);
  fprintf (stderr, "bench-effort: ");
  vfprintf (stderr, format, args);
  fprintf (stderr, "\n");
  va_end (args);
  exit (1);
}

/* Actions ------------------------------------------------------------------ */

static void
act (Section section)
{
  counts[section].actions++;
}

/* A tap or click on @widget: what a pointer release does ("clicked";
 * gtk_widget_activate() would wait for a visual press). */
static void dismiss_city_popover (GtkWidget *target);

static void
click (Section    section,
       GtkWidget *widget)
{
  dismiss_city_popover (widget);
  if (!gtk_widget_is_sensitive (widget) || !gtk_widget_get_mapped (widget))
    fail ("a %s to click is not showing or not sensitive", G_OBJECT_TYPE_NAME (widget));
  g_signal_emit_by_name (widget, "clicked");
  act (section);
  iterate ();
}

/* The entries' scrolled window, the one that scrolls up and down: the
 * map sits in one of its own that scrolls only sideways (large text). */
static GtkScrolledWindow *
entry_scroller (void)
{
  GtkWidget *widget = GTK_WIDGET (bf_test_window_get_map_view (window));

  /* Above the map's own (zoomed) scrolled window, BfMapZoom's */
  if (gtk_widget_get_ancestor (widget, BF_TYPE_MAP_ZOOM) != NULL)
    widget = gtk_widget_get_ancestor (widget, BF_TYPE_MAP_ZOOM);
  while ((widget = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW)) != NULL)
    {
      GtkPolicyType vertical;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), NULL, &vertical);
      if (vertical != GTK_POLICY_NEVER)
        return GTK_SCROLLED_WINDOW (widget);
      widget = gtk_widget_get_parent (widget);
    }
  fail ("the entries have no scrolled window");
}

/* Whether the rectangle @rect of @widget is on the screen, in the
 * entries' scrolled window. */
static gboolean
rect_in_view (GtkWidget             *widget,
              const graphene_rect_t *rect)
{
  GtkWidget *scroller = GTK_WIDGET (entry_scroller ());
  graphene_point_t top, bottom;

  if (!gtk_widget_get_mapped (widget) ||
      !gtk_widget_compute_point (widget, scroller, &rect->origin, &top) ||
      !gtk_widget_compute_point (widget, scroller,
                                 &GRAPHENE_POINT_INIT (rect->origin.x + rect->size.width,
                                                       rect->origin.y + rect->size.height),
                                 &bottom))
    return FALSE;

  return top.y >= 0 && bottom.y <= gtk_widget_get_height (scroller) &&
         top.x >= 0 && bottom.x <= gtk_widget_get_width (scroller);
}

/* The button of the bar that jumps to @target (win.jump). */
static GtkWidget *
find_jump_button (const char *target)
{
  g_autoptr(GVariant) want = g_variant_ref_sink (g_variant_new_string (target));
  GtkWidget *widget = GTK_WIDGET (window);

  /* Depth first through the window's widgets */
  while (widget != NULL)
    {
      if (GTK_IS_ACTIONABLE (widget) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.jump") == 0 &&
          gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)) != NULL &&
          g_variant_equal (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)), want) &&
          gtk_widget_get_mapped (widget))
        return widget;

      if (gtk_widget_get_first_child (widget) != NULL)
        widget = gtk_widget_get_first_child (widget);
      else
        {
          while (widget != NULL && gtk_widget_get_next_sibling (widget) == NULL)
            widget = widget == GTK_WIDGET (window) ? NULL : gtk_widget_get_parent (widget);
          if (widget != NULL)
            widget = widget == GTK_WIDGET (window) ? NULL : gtk_widget_get_next_sibling (widget);
        }
    }

  return NULL;
}

/* The city popover, left open after the map: a tap on something else
 * closes it on its way (it is not autohide, the map view closes it
 * from the window's events), so that costs nothing, unless what is
 * tapped next (@target, NULL for a swipe started off it) lies under the
 * popover: then one tap to close it first. */
static void
dismiss_city_popover (GtkWidget *target)
{
  GtkWidget *popover = _bf_map_view_get_city_popover (bf_test_window_get_map_view (window));
  graphene_rect_t bounds;
  graphene_point_t centre;
  GdkSurface *surface;
  double wx, wy, px, py, left, top;

  if (!gtk_widget_get_visible (popover) ||
      (target != NULL && (target == popover || gtk_widget_is_ancestor (target, popover))))
    return;

  if (target != NULL && gtk_widget_get_mapped (popover) &&
      gtk_widget_compute_bounds (target, GTK_WIDGET (window), &bounds))
    {
      surface = gtk_native_get_surface (GTK_NATIVE (popover));
      gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
      gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
      left = gdk_popup_get_position_x (GDK_POPUP (surface)) + px - wx;
      top = gdk_popup_get_position_y (GDK_POPUP (surface)) + py - wy;
      graphene_rect_get_center (&bounds, &centre);
      if (centre.x >= left && centre.x <= left + gtk_widget_get_width (popover) &&
          centre.y >= top && centre.y <= top + gtk_widget_get_height (popover))
        {
          act (SEC_MAP);
          counts[SEC_MAP].popovers++;
        }
    }

  gtk_popover_popdown (GTK_POPOVER (popover));
  iterate ();
}

/* Whether the keyboard focus is on a field of the entries, on the
 * screen (where a jump of the bar puts it). */
static gboolean
jump_landed (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  graphene_rect_t bounds;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (entry_scroller ())) &&
         gtk_widget_compute_bounds (focus, focus, &bounds) && rect_in_view (focus, &bounds);
}

/* Brings @rect of @widget on the screen as a person does: the bar's
 * button of the section, then, if it is still not there, a swipe. Each
 * is one action, counted as navigation. */
static void
bring_into_view_full (Section                section,
                      GtkWidget             *widget,
                      const graphene_rect_t *rect,
                      gboolean               jump)
{
  GtkScrolledWindow *scroller = entry_scroller ();
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  graphene_rect_t bounds;
  graphene_point_t top;

  if (rect == NULL)
    {
      if (!gtk_widget_compute_bounds (widget, widget, &bounds))
        fail ("a %s has no bounds", G_OBJECT_TYPE_NAME (widget));
      rect = &bounds;
    }

  if (rect_in_view (widget, rect))
    return;

  if (jump && sections[section].jump != NULL)
    {
      dismiss_city_popover (find_jump_button (sections[section].jump));
      if (!gtk_widget_activate_action (GTK_WIDGET (window), "win.jump", "s", sections[section].jump))
        fail ("win.jump did not activate");
      act (section);
      wait_frames (2);
      if (jump_landed ())
        {
          /* The jump put the focus on the section's first field: the
           * move to the section's fields. */
          counts[section].fields++;
          counts[section].landings++;
        }
      else
        counts[section].navigation++;
      if (rect_in_view (widget, rect))
        return;
    }

  /* A swipe: what is wanted comes to a third of the height. It starts
   * where the person chooses, off the city popover. */
  dismiss_city_popover (NULL);
  if (!gtk_widget_compute_point (widget, GTK_WIDGET (scroller), &rect->origin, &top))
    fail ("a %s is not in the entries", G_OBJECT_TYPE_NAME (widget));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + top.y -
                            gtk_widget_get_height (GTK_WIDGET (scroller)) / 3.0);
  act (section);
  counts[section].navigation++;
  wait_frames (2);
  if (!rect_in_view (widget, rect))
    fail ("a %s stays off the screen (window too small?)", G_OBJECT_TYPE_NAME (widget));
}

static void
bring_into_view (Section                section,
                 GtkWidget             *widget,
                 const graphene_rect_t *rect)
{
  bring_into_view_full (section, widget, rect, TRUE);
}

static gboolean
has_focus_in (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Moves the keyboard focus to the field @widget as a person does: when
 * it is not on the screen, the bar's button of the section, which also
 * puts the focus on the section's first field: when that is @widget, the
 * jump is the move to the field (one action, a field). Otherwise (a
 * jump that only scrolls is navigation, as is a swipe) a tap into it. */
static void
move_to_field (Section    section,
               GtkWidget *widget)
{
  graphene_rect_t bounds;

  if (has_focus_in (widget))
    fail ("move_to_field: the focus is there already");
  if (!gtk_widget_compute_bounds (widget, widget, &bounds))
    fail ("a %s has no bounds", G_OBJECT_TYPE_NAME (widget));

  if (!rect_in_view (widget, &bounds) && sections[section].jump != NULL)
    {
      dismiss_city_popover (find_jump_button (sections[section].jump));
      if (!gtk_widget_activate_action (GTK_WIDGET (window), "win.jump", "s", sections[section].jump))
        fail ("win.jump did not activate");
      act (section);
      wait_frames (2);
      if (has_focus_in (widget))
        {
          if (!rect_in_view (widget, &bounds))
            fail ("the jump put the focus on a %s off the screen", G_OBJECT_TYPE_NAME (widget));
          counts[section].fields++;
          return;
        }
      counts[section].navigation++;
    }

  bring_into_view (section, widget, &bounds);
  if (!gtk_widget_grab_focus (widget))
    fail ("a %s takes no focus", G_OBJECT_TYPE_NAME (widget));
  act (section);
  counts[section].fields++;
  iterate ();
}

static void
click_in_view (Section    section,
               GtkWidget *widget)
{
  bring_into_view (section, widget, NULL);
  click (section, widget);
}

static GtkWidget *
find_popover (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_POPOVER (child))
        return child;
      found = find_popover (child);
      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Types @text into @editable one character after the other (the field's
 * text is selected when the focus comes: the first one replaces it). */
static void
type_text (Section      section,
           GtkEditable *editable,
           const char  *text)
{
  for (gsize i = 1; i <= strlen (text); i++)
    {
      g_autofree char *prefix = g_strndup (text, i);

      gtk_editable_set_text (editable, prefix);
      act (section);
      counts[section].digits++;
      iterate ();
    }
}

/* Map ---------------------------------------------------------------------- */

static GtkWidget *
city_popover (void)
{
  return _bf_map_view_get_city_popover (bf_test_window_get_map_view (window));
}

/* The box of @city's spaces in the map view. */
static void
city_rect (BfMapView       *view,
           const BfCity    *city,
           graphene_rect_t *rect)
{
  for (guint s = city->first_space; s < city->first_space + city->n_spaces; s++)
    {
      graphene_rect_t r;

      if (!gtk_widget_compute_bounds (bf_map_view_get_space_widget (view, s), GTK_WIDGET (view), &r))
        fail ("space %u has no bounds", s);
      if (s == city->first_space)
        *rect = r;
      else
        graphene_rect_union (rect, &r, rect);
    }
}

static void
enter_disk (BfCarnegiePlayer *player,
            const BfProject  *project)
{
  BfMapView *view = bf_test_window_get_map_view (window);
  BfCarnegieGame *game = bf_window_get_game (window);
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (game);
  const BfSpace *space = bf_carnegie_rules_get_space (rules, project->space);
  const BfCity *city = bf_carnegie_rules_get_city (rules, space->city);
  GtkWidget *popover = city_popover ();
  GtkWidget *panel = _bf_map_view_get_panel (view);
  GtkWidget *target;
  gboolean town = space->type == BF_PROJECT_ANY;
  graphene_rect_t rect;

  counts[SEC_MAP].things++;

  /* A mouse clicks the spaces themselves. */
  if (mouse)
    panel = NULL;

  if (!mouse && panel != NULL)
    {
      /* A finger: the panel below the map lists the spaces of the
       * city's region. Opening it (a tap on the city), or switching it
       * to the city's region (the region's button in the panel when it
       * is on the screen, else a tap on the city), is the move to the
       * map's field; then the space's button, or an empty town's type,
       * one tap each, a swipe first when it is off the screen. */
      if (!gtk_widget_get_visible (panel) ||
          bf_map_panel_get_region (BF_MAP_PANEL (panel)) != city->region)
        {
          GtkWidget *region_button = _bf_map_panel_get_region_button (BF_MAP_PANEL (panel), city->region);
          graphene_rect_t bounds;

          if (gtk_widget_get_visible (panel) &&
              gtk_widget_compute_bounds (region_button, region_button, &bounds) &&
              rect_in_view (region_button, &bounds))
            click (SEC_MAP, region_button);
          else
            {
              city_rect (view, city, &rect);
              bring_into_view (SEC_MAP, GTK_WIDGET (view), &rect);
              city_rect (view, city, &rect);
              if (!_bf_map_view_tap (view, rect.origin.x + rect.size.width / 2,
                                     rect.origin.y + rect.size.height / 2, TRUE))
                fail ("a tap on %s opens no panel", city->name);
              act (SEC_MAP);
              iterate ();
            }
          counts[SEC_MAP].fields++;
          wait_frames (2);
          if (!gtk_widget_get_visible (panel) ||
              bf_map_panel_get_region (BF_MAP_PANEL (panel)) != city->region)
            fail ("the panel does not show the region of %s", city->name);
        }

      target = NULL;
      if (town && project->type < BF_N_PROJECT_TYPES)
        target = _bf_map_panel_get_type_button (BF_MAP_PANEL (panel), city->index, project->type);
      if (target != NULL && gtk_widget_get_visible (target) && gtk_widget_get_mapped (target))
        town = FALSE;
      else
        target = _bf_map_panel_get_space_button (BF_MAP_PANEL (panel), project->space);
      /* A swipe, not the bar's jump to the map, when it is off the screen */
      bring_into_view_full (SEC_MAP, target, NULL, FALSE);
      click (SEC_MAP, target);
    }
  else
    {
      city_rect (view, city, &rect);
      bring_into_view (SEC_MAP, GTK_WIDGET (view), &rect);
      city_rect (view, city, &rect);

      if (!mouse && (!gtk_widget_get_visible (popover) ||
                     _bf_map_view_get_city_popover_city (view) != city->index))
        {
          /* A finger on the city: its popover opens, or the open one
           * shows it at once. Moving to the map's field. */
          if (_bf_map_view_tap (view, rect.origin.x + rect.size.width / 2,
                                rect.origin.y + rect.size.height / 2, TRUE))
            {
              act (SEC_MAP);
              counts[SEC_MAP].fields++;
              iterate ();
            }
          if (gtk_widget_get_visible (popover) && _bf_map_view_get_city_popover_city (view) != city->index)
            fail ("a tap on %s shows another city's popover", city->name);
        }

      if (gtk_widget_get_visible (popover) && town && project->type < BF_N_PROJECT_TYPES &&
          gtk_widget_get_visible (_bf_map_view_get_city_type_button (view, project->type)))
        {
          /* An empty town: its type, one tap for the disk and the type. */
          click (SEC_MAP, _bf_map_view_get_city_type_button (view, project->type));
          town = FALSE;
        }
      else if (gtk_widget_get_visible (popover))
        click (SEC_MAP, _bf_map_view_get_city_button (view, project->space));
      else
        /* Spaces of 44 px or more: tapped directly. */
        click (SEC_MAP, bf_map_view_get_space_widget (view, project->space));
    }

  if (town)
    {
      GtkWidget *type_popover = _bf_map_view_get_type_popover (view);

      if (!gtk_widget_get_visible (type_popover))
        fail ("no type popover after a disk on %s", city->name);
      click (SEC_MAP, _bf_map_view_get_type_button (view, project->type));
      counts[SEC_MAP].types++;
      /* The click on the space opened the town's list of types, as a
       * drop-down opens: the move into the field; the type is the thing. */
      counts[SEC_MAP].fields++;
      counts[SEC_MAP].landings++;
    }

  if (bf_carnegie_game_get_space_owner (game, project->space) == NULL ||
      g_strcmp0 (bf_carnegie_player_get_name (bf_carnegie_game_get_space_owner (game, project->space)),
                 bf_carnegie_player_get_name (player)) != 0)
    fail ("the disk on %s, space %u, is not %s's", city->name, space->slot, bf_carnegie_player_get_name (player));
}

static void
enter_map (BfCarnegiePlayer *player,
           BfCarnegiePlayer *want)
{
  /* City by city, as the file lists them (it groups them by city). */
  for (guint i = 0; i < bf_carnegie_player_get_n_projects (want); i++)
    enter_disk (player, bf_carnegie_player_get_project (want, i));
  /* The city popover stays open: what is tapped next closes it
   * (dismiss_city_popover()). */
}

/* Player editor ------------------------------------------------------------- */

static BfPlayerEditor *
editor (void)
{
  BfPlayerEditor *ed = bf_test_window_get_editor (window);

  if (ed == NULL)
    fail ("no player editor");

  return ed;
}

static void
enter_transport (BfCarnegiePlayer *player,
                 BfCarnegiePlayer *want)
{
  for (BfRegion r = 0; r < BF_N_REGIONS; r++)
    {
      guint box = bf_carnegie_player_get_transport (want, r);

      counts[SEC_TRANSPORT].things++;
      if (bf_carnegie_player_get_transport (player, r) != box)
        click_in_view (SEC_TRANSPORT,
                       GTK_WIDGET (bf_test_player_editor_get_transport_button (editor (), r, box)));
      if (bf_carnegie_player_get_transport (player, r) != box)
        fail ("transport box not taken");
    }
}

/* A drop-down or a combo row: a tap opens its list, a tap on the item
 * chooses it and closes the list. */
static void
choose_from_list (Section    section,
                  GtkWidget *widget,
                  guint      position)
{
  GtkWidget *popover;

  bring_into_view (section, widget, NULL);
  if (GTK_IS_DROP_DOWN (widget))
    /* GTK 4.8's drop-down has no "activate": a tap on its button. */
    g_signal_emit_by_name (gtk_widget_get_first_child (widget), "clicked");
  else
    g_signal_emit_by_name (widget, "activate");
  act (section);
  counts[section].popovers++;
  /* Opening the list is moving into the field (the choice is the thing). */
  counts[section].fields++;
  counts[section].landings++;
  iterate ();
  popover = find_popover (widget);
  if (popover == NULL || !gtk_widget_get_visible (popover))
    fail ("the list of a %s did not open", G_OBJECT_TYPE_NAME (widget));

  if (GTK_IS_DROP_DOWN (widget))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), position);
  else
    adw_combo_row_set_selected (ADW_COMBO_ROW (widget), position);
  act (section);
  /* The tap on an item closes the list. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  iterate ();
}

static void
enter_covers (void)
{
  BfDonationChartView *chart = bf_test_player_editor_get_donation_chart_view (editor ());
  BfCarnegieGame *game = bf_window_get_game (window);

  for (BfDonationType c = 0; c < BF_N_DONATION_TYPES; c++)
    {
      int cover = bf_carnegie_game_get_cover (expected, c);

      if (cover == BF_NO_TILE)
        continue;
      counts[SEC_DONATIONS].things++;
      choose_from_list (SEC_DONATIONS, GTK_WIDGET (bf_test_donation_chart_view_get_cover_drop_down (chart, c)),
                        (guint) cover + 1);
      if (bf_carnegie_game_get_cover (game, c) != cover)
        fail ("New Donations tile not taken");
    }
}

static void
enter_donations (BfCarnegiePlayer *player,
                 BfCarnegiePlayer *want)
{
  BfDonationChartView *chart = bf_test_player_editor_get_donation_chart_view (editor ());

  for (guint i = 0; i < bf_carnegie_player_get_n_donations (want); i++)
    {
      BfChartPos pos = bf_carnegie_player_get_donation (want, i);

      counts[SEC_DONATIONS].things++;
      click_in_view (SEC_DONATIONS, GTK_WIDGET (bf_test_donation_chart_view_get_space_button (chart, pos)));
      if (!bf_carnegie_player_has_donation (player, pos))
        fail ("donation not taken");
    }

  if (bf_carnegie_game_has_module (expected, BF_MODULE_SECRET_DONATION) &&
      bf_carnegie_player_get_secret_donation (want) != BF_CHART_POS_NONE)
    {
      counts[SEC_DONATIONS].things++;
      choose_from_list (SEC_DONATIONS, GTK_WIDGET (bf_test_player_editor_get_secret_row (editor ())),
                        1 + bf_carnegie_player_get_secret_donation (want));
      if (bf_carnegie_player_get_secret_donation (player) != bf_carnegie_player_get_secret_donation (want))
        fail ("secret donation not taken");
    }
}

/* Each department: its number typed into the department number field at
 * the end of the list, then Enter, which adds it (the department's one
 * action) and leaves the focus there for the next one; then its marks
 * (a tap on a mark leaves the focus in the field). */
static void
enter_departments (BfCarnegiePlayer *player,
                   BfCarnegiePlayer *want)
{
  for (guint i = 0; i < bf_carnegie_player_get_n_departments (want); i++)
    {
      const BfBuiltDepartment *dept = bf_carnegie_player_get_department (want, i);
      AdwEntryRow *row = bf_test_player_editor_get_number_row (editor ());
      GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (row));
      g_autofree char *number = g_strdup_printf ("%u", dept->number);
      graphene_rect_t bounds;
      const gboolean marks[BF_N_DEPT_FLAGS] = {
        [BF_DEPT_FLAG_TOP_ROW] = dept->top_row,
        [BF_DEPT_FLAG_LEFT_COLUMN] = dept->left_column,
        [BF_DEPT_FLAG_ACTIVE_EMPLOYEE] = dept->active_employee,
      };

      counts[SEC_DEPARTMENTS].things++;

      /* The field: there already (with the focus and on the screen
       * after the last one), or moved to. */
      wait_frames (2);
      if (!gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (row), &bounds))
        fail ("the department number field has no bounds");
      if (!has_focus_in (GTK_WIDGET (row)))
        move_to_field (SEC_DEPARTMENTS, GTK_WIDGET (row));
      else if (!rect_in_view (GTK_WIDGET (row), &bounds))
        bring_into_view (SEC_DEPARTMENTS, GTK_WIDGET (row), &bounds);

      type_text (SEC_DEPARTMENTS, GTK_EDITABLE (row), number);
      /* Enter: the department is added. */
      g_signal_emit_by_name (text, "activate");
      act (SEC_DEPARTMENTS);
      iterate ();
      if (bf_carnegie_player_find_department (player, dept->number) == NULL)
        fail ("department %u not added by its number and Enter", dept->number);
      if (!has_focus_in (GTK_WIDGET (row)) ||
          *gtk_editable_get_text (GTK_EDITABLE (row)) != '\0')
        fail ("the department number field is not ready for the next one");

      for (BfDeptFlag f = 0; f < BF_N_DEPT_FLAGS; f++)
        if (marks[f])
          {
            counts[SEC_DEPARTMENTS].things++;
            wait_frames (1);
            click_in_view (SEC_DEPARTMENTS,
                           GTK_WIDGET (bf_test_player_editor_get_department_flag (editor (), dept->number, f)));
          }

      {
        const BfBuiltDepartment *got = bf_carnegie_player_find_department (player, dept->number);

        if (got->top_row != dept->top_row || got->left_column != dept->left_column ||
            got->active_employee != dept->active_employee)
          fail ("the marks of department %u are not taken", dept->number);
      }
    }
}

static int
field_value (BfCarnegiePlayer *player,
             BfEditorField     field)
{
  switch (field)
    {
    case BF_EDITOR_FIELD_ACTIVE: return bf_carnegie_player_get_active_employees (player);
    case BF_EDITOR_FIELD_INACTIVE_BOARD: return bf_carnegie_player_get_inactive_board (player);
    case BF_EDITOR_FIELD_INACTIVE_MISSIONS: return bf_carnegie_player_get_inactive_missions (player);
    case BF_EDITOR_FIELD_ACTIVE_ON_COST: return bf_carnegie_player_get_active_on_cost (player);
    case BF_EDITOR_FIELD_EMPTY_SPACES: return bf_carnegie_player_get_empty_spaces (player);
    case BF_EDITOR_FIELD_MONEY: return bf_carnegie_player_get_money (player);
    case BF_EDITOR_FIELD_GOODS: return bf_carnegie_player_get_goods (player);
    case BF_EDITOR_FIELD_TAB_HOUSING:
    case BF_EDITOR_FIELD_TAB_COMMERCE:
    case BF_EDITOR_FIELD_TAB_INDUSTRY:
    case BF_EDITOR_FIELD_TAB_PUBLIC:
      return bf_carnegie_player_get_tab_vp (player, field - BF_EDITOR_FIELD_TAB_HOUSING);
    case BF_EDITOR_FIELD_SCORE_TRACK: return bf_carnegie_player_get_score_track (player);
    case BF_EDITOR_FIELD_VP_CARD_0:
    case BF_EDITOR_FIELD_VP_CARD_1:
    case BF_EDITOR_FIELD_VP_CARD_2:
    case BF_EDITOR_FIELD_VP_CARD_3:
    case BF_EDITOR_FIELD_VP_CARD_4:
    case BF_N_EDITOR_FIELDS:
    default:
      g_assert_not_reached ();
    }
}

static GtkSpinButton *
focus_spin (void)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL ? GTK_SPIN_BUTTON (gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON)) : NULL;
}

/* The number fields, from Active employees to the score track: the move
 * to the first (the jump to Company, or a tap into it), then the number
 * and one Tab for each. */
static void
enter_numbers (BfCarnegiePlayer *player,
               BfCarnegiePlayer *want)
{
  GtkSpinButton *first = bf_test_player_editor_get_spin (editor (), BF_EDITOR_FIELD_ACTIVE);

  move_to_field (SEC_COMPANY, GTK_WIDGET (first));

  for (BfEditorField f = BF_EDITOR_FIELD_ACTIVE; f <= BF_EDITOR_FIELD_SCORE_TRACK; f++)
    {
      Section section = f <= BF_EDITOR_FIELD_GOODS ? SEC_COMPANY : SEC_VP;
      int value = field_value (want, f);
      GtkSpinButton *spin = bf_test_player_editor_get_spin (editor (), f);

      if (focus_spin () != spin)
        fail ("Tab did not reach number field %d", f);

      if (value != gtk_spin_button_get_value_as_int (spin))
        {
          g_autofree char *text = g_strdup_printf ("%d", value);

          type_text (section, GTK_EDITABLE (spin), text);
        }

      /* Tab: the number is entered, the focus goes to the next field. */
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      act (section);
      counts[section].fields++;
      iterate ();
      if (field_value (player, f) != value)
        fail ("number field %d: %d instead of %d", f, field_value (player, f), value);
    }

  if (bf_carnegie_player_get_action_choice (want))
    {
      counts[SEC_VP].things++;
      /* What the person sees: the screen after the Tab's scroll to the
       * focus is drawn (checked before it, the switch seemed off the
       * screen and a jump was counted). */
      wait_frames (2);
      bring_into_view (SEC_VP, GTK_WIDGET (bf_test_player_editor_get_action_choice (editor ())), NULL);
      /* A tap on the switch */
      gtk_widget_activate (GTK_WIDGET (bf_test_player_editor_get_action_choice (editor ())));
      act (SEC_VP);
      /* The switch is turned at the end of its animation. */
      for (guint t = 0; t < 100 && !bf_carnegie_player_get_action_choice (player); t++)
        wait_ms (10);
      if (!bf_carnegie_player_get_action_choice (player))
        fail ("Action Choice tile not taken");
    }
}

/* The whole game ------------------------------------------------------------ */

static void
print_count (const char  *name,
             const Count *c)
{
  guint budget = c->things + c->digits + c->fields;

  printf ("effort %-12s actions=%u budget=%u (things=%u digits=%u fields=%u)",
          name, c->actions, budget, c->things, c->digits, c->fields);
  if (c->navigation > 0)
    printf (" navigation=%u", c->navigation);
  if (c->popovers > 0)
    printf (" popovers=%u", c->popovers);
  if (c->types > 0)
    printf (" town-types=%u", c->types);
  if (c->enters > 0)
    printf (" enter=%u", c->enters);
  if (c->landings > 0)
    printf (" landings=%u", c->landings);
  /* The map's things are its disks (issue 31: at most 1.3 a disk) */
  if (c == &counts[SEC_MAP] && c->things > 0)
    printf (" per-disk=%.2f", (double) c->actions / c->things);
  printf ("%s\n", c->actions > budget ? "  OVER" : "");
}

static gboolean
check_scores (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BfScoreCard) want = bf_document_score_as_entered (BF_DOCUMENT (expected), &error);
  BfScoreCard *got;
  g_autofree char *want_data = NULL;
  g_autofree char *got_data = NULL;
  gboolean ok = TRUE;

  if (want == NULL)
    fail ("the file does not score: %s", error->message);

  wait_frames (3);
  got = bf_score_view_get_card (bf_test_window_get_score_view (window));
  if (got == NULL)
    {
      printf ("effort check FAILED: the score sheet shows no scores\n");
      return FALSE;
    }

  printf ("effort check");
  for (guint i = 0; i < bf_score_card_get_n_players (want); i++)
    {
      int w = bf_score_card_get_total (want, i);
      int g = i < bf_score_card_get_n_players (got) ? bf_score_card_get_total (got, i) : G_MININT;

      printf (" %s=%d", bf_score_card_get_name (want, i), g);
      if (g != w)
        {
          printf (" (file: %d)", w);
          ok = FALSE;
        }
    }
  if (bf_score_card_get_n_players (got) != bf_score_card_get_n_players (want))
    ok = FALSE;

  want_data = bf_game_file_to_data (printed, NULL);
  got_data = bf_game_file_to_data (bf_window_get_game (window), NULL);
  if (g_strcmp0 (want_data, got_data) != 0)
    {
      printf (" (the entries differ from the file)");
      ok = FALSE;
      if (g_getenv ("BENCH_EFFORT_DUMP") != NULL)
        {
          g_autofree char *want_path = g_build_filename (g_getenv ("BENCH_EFFORT_DUMP"), "file.json", NULL);
          g_autofree char *got_path = g_build_filename (g_getenv ("BENCH_EFFORT_DUMP"), "entered.json", NULL);

          g_file_set_contents (want_path, want_data, -1, NULL);
          g_file_set_contents (got_path, got_data, -1, NULL);
        }
    }

  printf (ok ? ": the score sheet's totals and the entries are the file's\n"
             : ": FAILED\n");

  return ok;
}

static gboolean
run_cb (gpointer data)
{
  BfCarnegieGame *game = bf_window_get_game (window);
  Count total = { 0, };

  if (game == NULL || bf_test_window_get_editor (window) == NULL ||
      bf_test_window_get_game_page_pending (window))
    return G_SOURCE_CONTINUE;

  /* Settle: the first frames, the entries built. */
  wait_frames (10);

  if (bf_carnegie_game_get_n_players (game) != bf_carnegie_game_get_n_players (expected))
    fail ("the table has %u players, the file %u", bf_carnegie_game_get_n_players (game),
          bf_carnegie_game_get_n_players (expected));

  for (guint i = 0; i < bf_carnegie_game_get_n_players (expected); i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, i);
      BfCarnegiePlayer *want = bf_carnegie_game_get_player (expected, i);

      if (i > 0)
        {
          click (SEC_SWITCH, GTK_WIDGET (bf_test_window_get_player_button (window, i)));
          /* The next player's sheet opens at its map: the move to their
           * first place to enter. */
          counts[SEC_SWITCH].fields++;
          counts[SEC_SWITCH].landings++;
          wait_frames (2);
        }
      if (bf_map_view_get_player (bf_test_window_get_map_view (window)) != player)
        fail ("the map does not show player %u", i);

      enter_map (player, want);
      enter_transport (player, want);
      if (i == 0)
        enter_covers ();
      enter_donations (player, want);
      enter_departments (player, want);
      enter_numbers (player, want);
    }

  for (Section s = 0; s < N_SECS; s++)
    {
      print_count (sections[s].name, &counts[s]);
      total.actions += counts[s].actions;
      total.navigation += counts[s].navigation;
      total.things += counts[s].things;
      total.digits += counts[s].digits;
      total.fields += counts[s].fields;
      total.landings += counts[s].landings;
    }
  printf ("effort total actions=%u budget=%u (things=%u digits=%u fields=%u) players=%u window=%dx%d\n",
          total.actions, total.things + total.digits + total.fields,
          total.things, total.digits, total.fields,
          bf_carnegie_game_get_n_players (expected), width, height);
  /* The strict reading: only Tab, a tap into a field and a jump that
   * focuses the field it is for move to a field. */
  printf ("effort strict budget=%u (without the %u landings)\n",
          total.things + total.digits + total.fields - total.landings, total.landings);

  status = check_scores () ? 0 : 1;
  fflush (stdout);
  g_application_quit (app);

  return G_SOURCE_REMOVE;
}

static void
window_added_cb (GtkApplication *application,
                 GtkWindow      *win,
                 gpointer        data)
{
  if (window != NULL || !BF_IS_WINDOW (win))
    return;
  window = BF_WINDOW (win);
  gtk_window_set_default_size (win, width, height);
  g_timeout_add (100, run_cb, NULL);
}

static gboolean
timeout_cb (gpointer data)
{
  fail ("timed out (window or game missing?)");
}

/* The table as the final scoring finds it: players, colours, modules,
 * blocking disks; nothing entered. */
static char *
write_table (const char *dir)
{
  g_autoptr(BfCarnegieGame) table = bf_carnegie_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *table_path = g_build_filename (dir, "table.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (table_path);
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (expected);

  for (guint i = 0; i < bf_carnegie_game_get_n_players (expected); i++)
    {
      BfCarnegiePlayer *want = bf_carnegie_game_get_player (expected, i);
      BfCarnegiePlayer *player = bf_carnegie_game_add_player (table, bf_carnegie_player_get_name (want), &error);

      if (player == NULL || !bf_carnegie_player_set_color (player, bf_carnegie_player_get_color (want), &error))
        fail ("%s", error->message);
    }
  if (!bf_carnegie_game_set_modules (table, bf_carnegie_game_get_modules (expected), &error))
    fail ("%s", error->message);
  for (guint s = 0; s < bf_carnegie_rules_get_n_spaces (rules); s++)
    if (bf_carnegie_game_get_space_blocked (expected, s) &&
        !bf_carnegie_game_set_space_blocked (table, s, TRUE, &error))
      fail ("%s", error->message);
  for (BfChartPos pos = 0; pos < BF_N_CHART_POSITIONS; pos++)
    if (bf_carnegie_game_get_chart_blocked (expected, pos) &&
        !bf_carnegie_game_set_chart_blocked (table, pos, TRUE, &error))
      fail ("%s", error->message);

  if (!bf_game_file_save (table, file, NULL, &error))
    fail ("%s", error->message);

  return g_steal_pointer (&table_path);
}

static void
remove_tree (const char *folder)
{
  g_autoptr(GDir) listing = g_dir_open (folder, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *child = g_build_filename (folder, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *table = NULL;
  char *app_argv[3];
  int run_status;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--size") == 0 && i + 1 < argc &&
          sscanf (argv[i + 1], "%dx%d", &width, &height) == 2)
        i++;
      else if (strcmp (argv[i], "--mouse") == 0)
        mouse = TRUE;
      else if (argv[i][0] != '-')
        path = argv[i];
      else
        {
          fprintf (stderr, "usage: bench-effort [--size WxH] [--mouse] [GAME.json]\n");
          return 2;
        }
    }

  /* Its own folders for the autosaves and settings, none of the user's. */
  dir = g_dir_make_tmp ("benefactor-effort-XXXXXX", &error);
  if (dir == NULL)
    fail ("%s", error->message);
  {
    const char *vars[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME" };

    for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
      {
        g_autofree char *sub = g_build_filename (dir, vars[i], NULL);

        g_mkdir_with_parents (sub, 0700);
        g_setenv (vars[i], sub, TRUE);
      }
  }
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  bf_renderer_apply_default ("/dev/dri");

  file = g_file_new_for_path (path);
  expected = bf_game_file_load (file, NULL, &error);
  if (expected == NULL)
    fail ("%s: %s", path, error->message);
  if (bf_carnegie_game_get_solo (expected))
    fail ("%s: a solo game (this benchmark enters a final scoring of 2-4 players)", path);
  table = write_table (dir);

  /* A city's space has its printed type whatever a file says: the map
   * enters that one. Said here, so the comparison below can be exact. */
  printed = bf_game_file_load (file, NULL, &error);
  if (printed == NULL)
    fail ("%s: %s", path, error->message);
  for (guint i = 0; i < bf_carnegie_game_get_n_players (printed); i++)
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (printed, i);
      BfCarnegieRules *rules = bf_carnegie_game_get_rules (printed);

      g_autoptr(GArray) projects = g_array_new (FALSE, FALSE, sizeof (BfProject));
      gboolean wrong = FALSE;

      for (guint p = 0; p < bf_carnegie_player_get_n_projects (player); p++)
        {
          BfProject project = *bf_carnegie_player_get_project (player, p);
          const BfSpace *space = bf_carnegie_rules_get_space (rules, project.space);

          if (space->type != BF_PROJECT_ANY && space->type != project.type)
            {
              fprintf (stderr, "bench-effort: %s: %s's disk on %s, space %u, is %s in the file; "
                       "the board prints %s there\n", path, bf_carnegie_player_get_name (player),
                       bf_carnegie_rules_get_city (rules, space->city)->name, space->slot,
                       bf_carnegie_rules_get_project_type (rules, project.type)->id,
                       bf_carnegie_rules_get_project_type (rules, space->type)->id);
              project.type = space->type;
              wrong = TRUE;
            }
          g_array_append_val (projects, project);
        }
      /* Again in the file's order, with the printed types. */
      for (guint p = 0; wrong && p < projects->len; p++)
        bf_carnegie_player_remove_project (player, g_array_index (projects, BfProject, p).space);
      for (guint p = 0; wrong && p < projects->len; p++)
        if (!bf_carnegie_player_add_project (player, g_array_index (projects, BfProject, p).space,
                                             g_array_index (projects, BfProject, p).type, &error))
          fail ("%s", error->message);
    }

  app = G_APPLICATION (bf_application_new ());
  g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  g_timeout_add_seconds (300, timeout_cb, NULL);

  app_argv[0] = argv[0];
  app_argv[1] = table;
  app_argv[2] = NULL;
  run_status = g_application_run (app, 2, app_argv);
  g_object_unref (app);
  g_object_unref (expected);
  g_object_unref (printed);

  remove_tree (dir);

  return run_status != 0 ? run_status : status;
}
