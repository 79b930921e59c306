/* bf-widgets.h: small helpers shared by the app's widgets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Lets the labels of the pill buttons below @root wrap, so that a long
 * translation still fits a 360 px phone, and those of the buttons with
 * the style class "bf-wrap-label" (a long label, or two side by side,
 * with large text). Call after the widgets are built (and on widgets
 * added later). */
void bf_widgets_wrap_pill_labels (GtkWidget *root);

/* Gives the wrapping labels below @root (those without a width-chars of
 * their own) a least width of a few characters. Without one, GTK 4.8
 * measures a wrapping label's least width by laying its text out at
 * width 0, one character a line with "word-char" wrapping, at every
 * measure: a price paid for each label in the first frame (issue 30).
 * Only where a label is never given less room than that (the start
 * page, the pill buttons). */
void bf_widgets_limit_wrap_measure (GtkWidget *root);

/* Lets the entries of the drop-down lists of the AdwComboRows below @root
 * wrap instead of being cut after about 20 characters (libadwaita 1.2's
 * own list labels do), for models of GtkStringObjects. Call after the
 * widgets are built. */
void bf_widgets_wrap_combo_lists (GtkWidget *root);

/* Puts @spin at the end of @row as the row's only control: activating the
 * row (a click or tap on its title) focuses @spin, and the row itself
 * takes no keyboard focus, so that one Tab goes from a spin button to the
 * next and a digit typed is never sent to a row that cannot take it. */
void bf_widgets_add_spin_suffix  (AdwActionRow  *row,
                                  GtkSpinButton *spin);

/* Names the mnemonic buttons below @root (a label with use-underline)
 * once and without the underscore: GTK 4.8 names such a button both
 * from its label property, underscore included, and from the label child
 * it is labelled by ("_Cancel Cancel"). Only the label child is kept.
 * Call after the widgets are built (and on buttons added later). */
void bf_widgets_name_mnemonic_buttons (GtkWidget *root);

/* From now on, the response buttons of every AdwMessageDialog are named
 * as bf_widgets_name_mnemonic_buttons() does when it is shown ("_Cancel
 * Cancel" in GTK 4.8 otherwise). Called once per process is enough. */
void bf_widgets_name_dialog_buttons (void);

/* Keeps the pages of @stack (a GtkStack or an AdwViewStack) that are
 * not shown out of the accessibility tree (GTK 4.8 sets "showing" on no
 * node: a screen reader would walk them as if they were shown), and
 * names a GtkStack's page as it is shown (after its title, else the
 * title in its header, else the window's: GTK 4.8 names it
 * "GtkStackPage", which Orca reads at every change of page). */
void bf_widgets_hide_unshown_pages (GtkWidget *stack);

/* Names @switcher @label, and the inner pages of its buttons after what
 * they show (libadwaita 1.2 leaves them to GTK 4.8, which names them
 * "AdwViewSwitcher" and "GtkStackPage", read by Orca). Call once its
 * stack is set. */
void bf_widgets_name_view_switcher (AdwViewSwitcher *switcher,
                                    const char      *label);

/* Presents @dialog, with @body (if not NULL) as its accessible
 * description, which Orca 43 reads with its title as the focus enters it
 * (it finds no text of an AdwMessageDialog's body: GTK 4.8 sets
 * "showing" on none of its labels). Opened from a menu item, it is
 * presented once the menu has closed and given the focus back to its
 * button: Orca 43 skips the dialog's focus when a focus in the window
 * below comes after it, and said nothing as the dialog opened. */
void bf_widgets_present_dialog (GtkWindow  *dialog,
                                const char *body);

/* Asks @heading and @body over @parent with Cancel and a destructive
 * Delete (the default: Cancel); @response_cb (AdwMessageDialog::response,
 * @object as its data, the dialog's handler going with @object) finds
 * @target as the dialog's "bf-target" data. */
void bf_widgets_ask_delete     (GtkWindow  *parent,
                                const char *heading,
                                const char *body,
                                const char *target,
                                GCallback   response_cb,
                                gpointer    object);

/* Takes the images inside the buttons below @root out of the
 * accessibility tree: the button is named already, and GTK 4.8 names an
 * image after its type, which Orca reads with the button's name
 * ("GtkImage Undo push button"). Call after the widgets are built (and
 * on widgets added later). */
void bf_widgets_quiet_button_images (GtkWidget *root);

/* Gives the icon-only @button the accessible name @label, which is also
 * its tooltip: GTK 4.8 names it after its image ("GtkImage") otherwise. */
void bf_widgets_name_icon_button (GtkWidget  *button,
                                  const char *label);

/* Gives the scrolled window that @status lays its content in (focusable,
 * unnamed in GTK 4.8) the accessible name @label, e.g. the page's title. */
void bf_widgets_name_status_page (AdwStatusPage *status,
                                  const char    *label);

/* GTK 4.8 exports no AT-SPI action for a list row whose action takes a
 * parameter (history.show-player, secret.look): @row (activatable, its
 * action and target set) gets an action of its own without one,
 * "row.activate", which activates it as a click or Enter does. */
void bf_widgets_expose_row_action (GtkListBoxRow *row);

/* AdwComboRow shows its choice in a list view of its own, which GTK 4.8
 * exports as an unnamed list of unnamed, focusable items: that list is
 * hidden from the accessibility tree and the row's description says the
 * choice instead (its items must be GtkStringObjects). */
void bf_widgets_describe_combo_row (AdwComboRow *row);

/* Names the lists below @root that have no name (GTK 4.8 names them
 * "GtkListBox"), the internal ones of AdwPreferencesGroup and
 * AdwExpanderRow included: after the group's or the row's title, else
 * after the list's first row. Call when a page is shown. */
void bf_widgets_name_lists       (GtkWidget   *root);

/* Names @drop_down and the button inside it that takes the focus
 * @label, says the chosen item (a GtkStringObject's string) as their
 * description, kept up to date, and hides the chosen item's own widget
 * from the accessibility tree (GTK 4.8 exports it as an unnamed filler). */
void bf_widgets_name_drop_down   (GtkDropDown *drop_down,
                                  const char  *label);

/* Makes a click or tap on @toggle leave the keyboard focus where it was,
 * so that Return does not toggle it a second time (keyboard users still
 * reach it with Tab and toggle it with Space or Return). Connect
 * bf_widgets_commit_focus_spin() before handling the toggle: the focus
 * no longer leaves a spin button being typed into. */
void bf_widgets_toggle_keeps_focus (GtkWidget *toggle);

/* Commits the text being typed into the spin button holding the keyboard
 * focus of @widget's window, if any, as leaving it would. */
void bf_widgets_commit_focus_spin (GtkWidget *widget);

/* A click right after a choice in a drop-down (an AdwComboRow or a
 * GtkDropDown) below @root was lost: the drop-down closes its popover,
 * then takes the choice, which the page handles (rebuilding other
 * pickers…) before GTK flushes its display connection, so the popover's
 * pointer grab stays on at the display server meanwhile, and a click
 * made then goes to the popover, gone by the time GTK reads it. (A
 * window manager changes nothing: the grab is GTK's own, on a popup it
 * does not manage.) From now on the connection is flushed as soon as
 * such a popover closes, which ends the grab before the page handles the
 * choice. Call once the widgets are built. */
void bf_widgets_end_drop_down_grabs (GtkWidget *root);

/* Shows @value in @spin unless it holds it already: a page showing its
 * model again must not touch the others, as gtk_spin_button_set_value()
 * writes the text again even for the value it has, throwing away digits
 * being typed into it. */
void bf_widgets_set_spin_value   (GtkSpinButton *spin,
                                  int            value);

/* A GSignalGroup for the documents of @document_type (BfCarnegieGame, BfSoloGame,
 * BfLivingstoneGame): the widget connects its handlers, "changed" among
 * them, then only sets the group's target when its document changes. */
GSignalGroup *bf_widgets_document_signals_new (GType document_type);

/* Speaks @message now, through the screen reader, as the result of an entry
 * made in @widget (any widget of the window: typically the one that
 * received the key). GTK 4.8 has no gtk_accessible_announce(), and Orca 43
 * reads no change of an object that is not its focus: @message becomes
 * the accessible description of the widget holding the keyboard focus
 * (of its nearest exported ancestor), which Orca speaks at once, until
 * the focus leaves it (docs/accessibility.md). What is announced in one
 * go (an entry's result, the totals it changes) is said as one utterance
 * when the main loop is idle again, the results first, joined by ". ".
 * Nothing is said while the window is not active or has no focus. */
void bf_widgets_announce        (GtkWidget  *widget,
                                 const char *message);

/* As bf_widgets_announce(), for the totals an entry changed ("Anna:
 * 23 VP"): said after the results announced in the same go, and said
 * once however many views announce the same totals. */
void bf_widgets_announce_totals (GtkWidget  *widget,
                                 const char *totals);

/* Makes the focus entering an AdwEntryRow of @window heard: libadwaita
 * 1.2 tells the screen reader nothing of it (Orca stays silent, its
 * focus where it was). The row's title and text are announced instead,
 * and bf_widgets_announce() speaks through Orca's focus while the row
 * has the keyboard's. Call once per window. */
void bf_widgets_voice_entry_rows (GtkWindow *window);

/* Gives the focus of @window again once the window is active after a
 * menu item moved it (New Scoring, a section): Orca 43 reads the window
 * as the menu's grab ends, after the focus, and says only its title.
 * Call once per window. */
void bf_widgets_refocus_after_menus (GtkWindow *window);

/* Makes the accessible object of each focusable widget with a tooltip
 * (or a description of its own) as soon as it is shown, not at its first
 * focus, when GTK 4.8 sends its description again and Orca 43 says it
 * twice. For every widget of the process; call once (more calls do
 * nothing). */
void bf_widgets_realize_described_accessibles (void);

/* Names @popover (a menu) and the pages of its submenus @label, e.g. its
 * button's name: GTK 4.8 names them "GtkPopoverMenu" and "GtkStackPage",
 * which Orca reads as the menu opens. */
void bf_widgets_name_popover_menu (GtkPopover *popover,
                                   const char *label);

/* Gives @button (a main menu's button) @model the first time it opens: a
 * popover menu makes a widget for every item. Its popover is named after
 * the button's tooltip (bf_widgets_name_popover_menu()). */
void bf_widgets_set_lazy_menu (GtkMenuButton *button,
                               GMenuModel    *model);

/* Orca 43 reads a focused row by its accessible name and description,
 * never the labels laid at its end: @row (an AdwActionRow, or an
 * AdwExpanderRow, whose header row takes the focus) is named after its
 * title and the text of @value, "Andrew’s pawns left: 26", kept up to
 * date as either changes; its subtitle stays its description. */
void bf_widgets_row_reads_value (GtkWidget *row,
                                 GtkLabel  *value);

/* Names the toggle button @choice (one of a group, the others' names set
 * the same way) @name, followed by its state when it is the one chosen,
 * "Goods cubes: 4, costs $12, chosen", kept up to date: GTK 4.8 tells a
 * screen reader of no change of a toggle's pressed state, and Orca 43
 * reads the name of the focused button again when it changes. */
void bf_widgets_name_choice (GtkToggleButton *choice,
                             const char      *name);

/* Sets the accessible description of @widget (NULL: none), which it gets
 * back after an announcement made while it had the focus
 * (bf_widgets_announce() puts back the tooltip, else nothing, for a
 * widget without one set here). */
void bf_widgets_set_description (GtkWidget  *widget,
                                 const char *description);

/* Drops what bf_widgets_announce() was still to say in @widget's window
 * (it speaks when the main loop is idle again): a bidding sheet sealed
 * right after a choice must not have its total said on the handoff
 * screen, to the next player. */
void bf_widgets_announce_drop (GtkWidget *widget);

/* The page shown in @stack, a page of @window, keeps the keyboard focus
 * (its first focusable widget when the focus went, or was left in a
 * closed menu), its icon buttons are quiet and its lists named. */
void bf_widgets_follow_stack_pages (GtkWindow *window,
                                    GtkStack  *stack);

/* @time (any time zone) in local time, as the user's locale (LC_TIME)
 * writes a date and a time: the one format of every date and time the
 * app shows (the games in progress, the history). Free with g_free(). */
char *bf_widgets_format_date_time (GDateTime *time);

G_END_DECLS
