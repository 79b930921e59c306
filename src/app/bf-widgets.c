/* bf-widgets.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-widgets.h"

#include "bf-document.h"

#include <langinfo.h>
#include <string.h>

#include <glib/gi18n.h>

void
bf_widgets_wrap_pill_labels (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) &&
      (gtk_widget_has_css_class (root, "pill") || gtk_widget_has_css_class (root, "bf-wrap-label")))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (root));

      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_CENTER);
          bf_widgets_limit_wrap_measure (child);
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_wrap_pill_labels (child);
}

/* The least width of a wrapping label, in characters: short enough for
 * a 360 px phone with 200 % text (a game in progress's row, its label
 * beside the bin, still fits: test-large-text), long enough that
 * measuring lays out a handful of lines, not one a character. */
#define WRAP_MIN_CHARS 5

void
bf_widgets_limit_wrap_measure (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_LABEL (root) && gtk_label_get_wrap (GTK_LABEL (root)) &&
      gtk_label_get_width_chars (GTK_LABEL (root)) < 0)
    gtk_label_set_width_chars (GTK_LABEL (root), WRAP_MIN_CHARS);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_limit_wrap_measure (child);
}

static void
mnemonic_button_label_cb (GtkButton *button)
{
  /* The label child names the button (labelled-by), without the
   * underscore: the label property, underscore included, would name it
   * a second time. gtk_button_set_label() sets it again each time. */
  if (gtk_button_get_use_underline (button) &&
      gtk_button_get_label (button) != NULL &&
      GTK_IS_LABEL (gtk_button_get_child (button)))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

void
bf_widgets_name_mnemonic_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && g_object_get_data (G_OBJECT (root), "bf-mnemonic-named") == NULL)
    {
      g_object_set_data (G_OBJECT (root), "bf-mnemonic-named", GINT_TO_POINTER (TRUE));
      g_signal_connect (root, "notify::label", G_CALLBACK (mnemonic_button_label_cb), NULL);
      g_signal_connect (root, "notify::use-underline", G_CALLBACK (mnemonic_button_label_cb), NULL);
      mnemonic_button_label_cb (GTK_BUTTON (root));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_name_mnemonic_buttons (child);
}

static void
dialog_map_cb (GtkWidget *dialog)
{
  bf_widgets_name_mnemonic_buttons (dialog);
}

static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        g_signal_connect (window, "map", G_CALLBACK (dialog_map_cb), NULL);
    }
}

void
bf_widgets_name_dialog_buttons (void)
{
  static gboolean watching;

  if (watching)
    return;
  watching = TRUE;
  g_signal_connect (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (toplevels_changed_cb), NULL);
}

static void
view_stack_child_cb (AdwViewStack *stack)
{
  GtkWidget *shown = adw_view_stack_get_visible_child (stack);
  g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (stack);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);
      GtkWidget *child = adw_view_stack_page_get_child (page);

      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, child != shown, -1);
    }
}

/* The title a page shows in its header (an AdwWindowTitle), if any. */
static const char *
shown_title (GtkWidget *widget)
{
  if (ADW_IS_WINDOW_TITLE (widget))
    return adw_window_title_get_title (ADW_WINDOW_TITLE (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *title;

      if (!gtk_widget_get_visible (child))
        continue;
      title = shown_title (child);
      if (title != NULL && title[0] != '\0')
        return title;
    }

  return NULL;
}

/* GTK 4.8 names an unnamed stack page after its type ("GtkStackPage"),
 * which Orca reads at every change of page: the page is named after its
 * own title, else the title in its header, else the window's. */
static void
name_stack_page (GtkStack     *stack,
                 GtkStackPage *page)
{
  const char *label = gtk_stack_page_get_title (page);
  GtkRoot *root;

  if (label == NULL || label[0] == '\0')
    label = shown_title (gtk_stack_page_get_child (page));
  if ((label == NULL || label[0] == '\0') &&
      (root = gtk_widget_get_root (GTK_WIDGET (stack))) != NULL && GTK_IS_WINDOW (root))
    label = gtk_window_get_title (GTK_WINDOW (root));
  if (label == NULL || label[0] == '\0')
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
stack_child_cb (GtkStack *stack)
{
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  if (shown != NULL)
    name_stack_page (stack, gtk_stack_get_page (stack, shown));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage *page = gtk_stack_get_page (stack, child);

      /* The page is a node of the tree too, above its child. */
      if (page != NULL)
        gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN, child != shown, -1);
      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, child != shown, -1);
    }
}

void
bf_widgets_hide_unshown_pages (GtkWidget *stack)
{
  if (ADW_IS_VIEW_STACK (stack))
    {
      g_signal_connect (stack, "notify::visible-child", G_CALLBACK (view_stack_child_cb), NULL);
      view_stack_child_cb (ADW_VIEW_STACK (stack));
    }
  else
    {
      g_return_if_fail (GTK_IS_STACK (stack));
      g_signal_connect (stack, "notify::visible-child", G_CALLBACK (stack_child_cb), NULL);
      stack_child_cb (GTK_STACK (stack));
    }
}

/* The first label's text under @widget (what a switcher button shows). */
static const char *
first_label_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_text (GTK_LABEL (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *text = first_label_text (child);

      if (text != NULL && text[0] != '\0')
        return text;
    }

  return NULL;
}

/* Each button of an AdwViewSwitcher (libadwaita 1.2) holds a GtkStack of
 * two layouts of its label, whose pages GTK 4.8 names "GtkStackPage":
 * named after the label they show. */
static void
name_switcher_stacks (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget))
    for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        GtkStackPage *page = gtk_stack_get_page (GTK_STACK (widget), child);
        const char *text = first_label_text (child);

        if (page != NULL && text != NULL && text[0] != '\0')
          gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_switcher_stacks (child);
}

void
bf_widgets_name_view_switcher (AdwViewSwitcher *switcher,
                               const char      *label)
{
  AdwViewStack *stack;

  g_return_if_fail (ADW_IS_VIEW_SWITCHER (switcher));
  g_return_if_fail (label != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (switcher), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  name_switcher_stacks (GTK_WIDGET (switcher));

  /* Buttons made for pages added later (after the switcher's own
   * handler: connected after it). */
  stack = adw_view_switcher_get_stack (switcher);
  if (stack != NULL)
    {
      g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (stack);

      g_signal_connect_object (pages, "items-changed", G_CALLBACK (name_switcher_stacks), switcher,
                               G_CONNECT_SWAPPED);
    }
}

static gboolean
present_idle (gpointer dialog)
{
  gtk_window_present (GTK_WINDOW (dialog));
  return G_SOURCE_REMOVE;
}

static void
menu_closed_present_cb (GtkPopover *popover,
                        GtkWindow  *dialog)
{
  g_signal_handlers_disconnect_by_func (popover, menu_closed_present_cb, dialog);
  /* The reference taken by bf_widgets_present_dialog(), dropped after. */
  g_idle_add_full (G_PRIORITY_LOW, present_idle, dialog, g_object_unref);
}

void
bf_widgets_ask_delete (GtkWindow  *parent,
                       const char *heading,
                       const char *body,
                       const char *target,
                       GCallback   response_cb,
                       gpointer    object)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "bf-target", g_strdup (target), g_free);
  g_signal_connect_object (dialog, "response", response_cb, object, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
bf_widgets_present_dialog (GtkWindow  *dialog,
                           const char *body)
{
  GtkWindow *parent;
  GtkWidget *focus, *popover;

  g_return_if_fail (GTK_IS_WINDOW (dialog));

  if (body != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);

  parent = gtk_window_get_transient_for (dialog);
  focus = parent != NULL ? gtk_root_get_focus (GTK_ROOT (parent)) : NULL;
  popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;
  if (popover == NULL)
    gtk_window_present (dialog);
  else if (gtk_widget_get_visible (popover))
    g_signal_connect (popover, "closed", G_CALLBACK (menu_closed_present_cb), g_object_ref (dialog));
  else
    g_idle_add_full (G_PRIORITY_LOW, present_idle, g_object_ref (dialog), g_object_unref);
}

void
bf_widgets_quiet_button_images (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_IMAGE (root) && gtk_widget_get_ancestor (root, GTK_TYPE_BUTTON) != NULL &&
      g_object_get_data (G_OBJECT (root), "bf-widgets-quiet") == NULL)
    {
      g_object_set_data (G_OBJECT (root), "bf-widgets-quiet", GINT_TO_POINTER (TRUE));
      gtk_accessible_update_state (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_quiet_button_images (child);
}

void
bf_widgets_name_icon_button (GtkWidget  *button,
                             const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (button));
  g_return_if_fail (label != NULL);

  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  bf_widgets_quiet_button_images (button);
}

void
bf_widgets_name_status_page (AdwStatusPage *status,
                             const char    *label)
{
  g_return_if_fail (ADW_IS_STATUS_PAGE (status));
  g_return_if_fail (label != NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (status)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SCROLLED_WINDOW (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
row_activate_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       row)
{
  gtk_widget_activate (GTK_WIDGET (row));
}

void
bf_widgets_expose_row_action (GtkListBoxRow *row)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) action = g_simple_action_new ("activate", NULL);

  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));

  g_signal_connect_object (action, "activate", G_CALLBACK (row_activate_cb), row, 0);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  gtk_widget_insert_action_group (GTK_WIDGET (row), "row", G_ACTION_GROUP (group));
}

/* The drop-down's button (its toggle) shows the chosen item in a list
 * item widget of its own, which GTK 4.8 exports as an unnamed filler with
 * actions: the toggle says the choice instead, and that widget is hidden
 * from the accessibility tree. */
static void
hide_list_items (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkListItemWidget"))
        gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      else
        hide_list_items (child);
    }
}

/* A widget described in code, its accessible object made early
 * (bf_widgets_realize_described_accessibles()). */
#define DESCRIBED_KEY "bf-widgets-described"

static void
drop_down_selected_cb (GtkDropDown *drop_down)
{
  const char *label = g_object_get_data (G_OBJECT (drop_down), "bf-accessible-label");
  GObject *item = gtk_drop_down_get_selected_item (drop_down);
  const char *chosen = GTK_IS_STRING_OBJECT (item) ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : "";
  GtkWidget *toggle = gtk_widget_get_first_child (GTK_WIDGET (drop_down));

  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, chosen,
                                  -1);
  if (toggle != NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, chosen,
                                      GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE,
                                      -1);
      g_object_set_data (G_OBJECT (toggle), DESCRIBED_KEY, GINT_TO_POINTER (TRUE));
      hide_list_items (toggle);
    }
}

void
bf_widgets_name_drop_down (GtkDropDown *drop_down,
                           const char  *label)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (label != NULL);

  if (g_object_get_data (G_OBJECT (drop_down), "bf-accessible-label") == NULL)
    g_signal_connect (drop_down, "notify::selected", G_CALLBACK (drop_down_selected_cb), NULL);
  g_object_set_data_full (G_OBJECT (drop_down), "bf-accessible-label", g_strdup (label), g_free);
  drop_down_selected_cb (drop_down);
}

static void
hide_current_list (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LIST_VIEW (child))
        gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      else if (!GTK_IS_POPOVER (child))   /* the popover's list is the one to choose from */
        hide_current_list (child);
    }
}

static void
combo_row_selected_cb (AdwComboRow *row)
{
  gpointer item = adw_combo_row_get_selected_item (row);

  if (GTK_IS_STRING_OBJECT (item))
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_string_object_get_string (item), -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
bf_widgets_describe_combo_row (AdwComboRow *row)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  hide_current_list (GTK_WIDGET (row));
  g_signal_connect (row, "notify::selected-item", G_CALLBACK (combo_row_selected_cb), NULL);
  combo_row_selected_cb (row);
}

static gboolean
has_name (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL) ||
         gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* A list's name: the title of the group or expander row it is in, else
 * its first row's title. */
static const char *
list_name (GtkWidget *list)
{
  for (GtkWidget *a = gtk_widget_get_parent (list); a != NULL; a = gtk_widget_get_parent (a))
    {
      if (ADW_IS_EXPANDER_ROW (a))
        return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (a));
      if (ADW_IS_PREFERENCES_GROUP (a))
        {
          const char *title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (a));

          if (title != NULL && title[0] != '\0')
            return title;
          break;
        }
      if (GTK_IS_LIST_BOX_ROW (a))
        break;
    }

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_PREFERENCES_ROW (row) && gtk_widget_get_visible (row))
      return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

  return NULL;
}

static gboolean
in_untitled_group (GtkWidget *list)
{
  for (GtkWidget *a = gtk_widget_get_parent (list); a != NULL; a = gtk_widget_get_parent (a))
    {
      if (ADW_IS_PREFERENCES_GROUP (a))
        {
          const char *title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (a));

          return title == NULL || title[0] == '\0';
        }
      if (GTK_IS_LIST_BOX_ROW (a) || GTK_IS_LIST_BOX (a))
        return FALSE;
    }

  return FALSE;
}

void
bf_widgets_name_lists (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  /* The list of an AdwPreferencesGroup is labelled by the group's title,
   * empty when the group has none: that relation goes (it would win over
   * a label). */
  if (GTK_IS_LIST_BOX (root) && in_untitled_group (root))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

  if ((GTK_IS_LIST_BOX (root) || ADW_IS_EXPANDER_ROW (root)) && !has_name (root))
    {
      const char *name = ADW_IS_EXPANDER_ROW (root)
                       ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root))
                       : list_name (root);

      if (name != NULL && name[0] != '\0')
        gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_name_lists (child);
}

static void
wrap_item_setup_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_item_set_child (item, label);
}

static void
wrap_item_bind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  gpointer object = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       GTK_IS_STRING_OBJECT (object) ? gtk_string_object_get_string (object) : "");
}

void
bf_widgets_wrap_combo_lists (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (ADW_IS_COMBO_ROW (root))
    {
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

      g_signal_connect (factory, "setup", G_CALLBACK (wrap_item_setup_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (wrap_item_bind_cb), NULL);
      adw_combo_row_set_list_factory (ADW_COMBO_ROW (root), factory);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_wrap_combo_lists (child);
}

void
bf_widgets_add_spin_suffix (AdwActionRow  *row,
                            GtkSpinButton *spin)
{
  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  adw_action_row_add_suffix (row, GTK_WIDGET (spin));
  adw_action_row_set_activatable_widget (row, GTK_WIDGET (spin));
  /* A focusable row is a Tab stop of its own before its spin button,
   * where typed digits are lost. */
  gtk_widget_set_focusable (GTK_WIDGET (row), FALSE);
  /* The activatable widget is labelled by the row's title and described
   * by its subtitle (libadwaita); GTK 4.8 reads the spin button's own
   * label after the title ("Score track Score track"). The spin button's
   * label, set by the caller before or after, says it more precisely
   * (the region, the unit): it alone names the spin button. The subtitle
   * stays its description, followed as it changes. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
bf_widgets_toggle_keeps_focus (GtkWidget *toggle)
{
  g_return_if_fail (GTK_IS_TOGGLE_BUTTON (toggle));

  gtk_widget_set_focus_on_click (toggle, FALSE);
}

void
bf_widgets_commit_focus_spin (GtkWidget *widget)
{
  GtkRoot *root;
  GtkWidget *focus;
  GtkWidget *spin;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  spin = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;
  if (spin != NULL)
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

void
bf_widgets_set_spin_value (GtkSpinButton *spin,
                           int            value)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  if (gtk_spin_button_get_value_as_int (spin) != value)
    gtk_spin_button_set_value (spin, value);
}

GSignalGroup *
bf_widgets_document_signals_new (GType document_type)
{
  g_return_val_if_fail (g_type_is_a (document_type, BF_TYPE_DOCUMENT), NULL);

  /* The group looks its handlers' signals up by name as they are
   * connected, maybe before any document was made: BfDocument's signals
   * exist once the interface's default vtable does. */
  g_type_default_interface_unref (g_type_default_interface_ref (BF_TYPE_DOCUMENT));

  return g_signal_group_new (document_type);
}

/* Clicks lost to a closing drop-down ------------------------------------ */

/* A drop-down closes its popover first, then takes the choice, and the
 * page handles the choice before GTK returns to the main loop, where the
 * display connection is flushed: all that time the popover's pointer
 * grab stays on at the display server, which sends the next click to the
 * popover's surface, gone by the time GTK reads it. Flushing as soon as
 * the popover is closed ends the grab there and then. */
static void
popover_closed_cb (GtkPopover *popover)
{
  gdk_display_flush (gtk_widget_get_display (GTK_WIDGET (popover)));
}

void
bf_widgets_end_drop_down_grabs (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_POPOVER (root) &&
      (gtk_widget_get_ancestor (root, ADW_TYPE_COMBO_ROW) != NULL ||
       gtk_widget_get_ancestor (root, GTK_TYPE_DROP_DOWN) != NULL))
    g_signal_connect (root, "closed", G_CALLBACK (popover_closed_cb), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bf_widgets_end_drop_down_grabs (child);
}

/* Announcements --------------------------------------------------------- */

/* Orca 43 speaks a change of the description of the object that has the
 * focus (object:property-change:accessible-description, default.py's
 * onDescriptionChanged) and drops every change elsewhere. The message
 * stays the focus widget's description while the focus stays there (so
 * that Orca's "where am I" repeats it) and is taken away as soon as the
 * focus moves: a change of an object that is no longer the focus is not
 * spoken, and the widget is described as before when the focus comes
 * back (its tooltip, which GTK 4.8 makes its description, or nothing). */

#define ANNOUNCED_KEY "bf-widgets-announced"
/* A description of the widget's own (bf_widgets_set_description()). */
#define DESCRIPTION_KEY "bf-widgets-description"

static void
restore_description (GtkWidget *target)
{
  const char *own = g_object_get_data (G_OBJECT (target), DESCRIPTION_KEY);
  const char *tooltip = own != NULL ? own : gtk_widget_get_tooltip_text (target);

  if (tooltip != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (target),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (target),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static void
announce_focus_moved_cb (GtkWindow  *window,
                         GParamSpec *pspec,
                         GtkWidget  *target)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  if (gtk_window_is_active (window) && focus != NULL &&
      (focus == target || gtk_widget_is_ancestor (focus, target)))
    return;

  g_object_set_data (G_OBJECT (target), ANNOUNCED_KEY, NULL);
  restore_description (target);
  /* Drops the handlers' reference to target last. */
  g_signal_handlers_disconnect_by_func (window, announce_focus_moved_cb, target);
}

/* What is to be said in a window, joined and said once when the main
 * loop is idle again: an entry's result and the new totals it makes are
 * one utterance (Orca cuts an utterance short when the next begins). */
typedef struct
{
  GtkWindow *window;   /* owned */
  GString   *results;
  GString   *totals;
  guint      source;
} PendingAnnouncement;

#define PENDING_KEY "bf-widgets-pending-announcement"
#define LOCUS_KEY "bf-widgets-screen-reader-focus"

static void
pending_announcement_free (gpointer data)
{
  PendingAnnouncement *pending = data;

  g_clear_handle_id (&pending->source, g_source_remove);
  g_string_free (pending->results, TRUE);
  g_string_free (pending->totals, TRUE);
  g_free (pending);
}

static void
say (GtkWindow  *window,
     const char *message)
{
  GtkWidget *target = gtk_window_get_focus (window);

  if (target == NULL || !gtk_window_is_active (window))
    return;

  /* In an AdwEntryRow, Orca's focus is still what had the focus before
   * (libadwaita 1.2's row says nothing of its text's focus): that is
   * where Orca listens. */
  if (GTK_IS_TEXT (target) && gtk_widget_get_ancestor (target, ADW_TYPE_ENTRY_ROW) != NULL)
    {
      target = g_object_get_data (G_OBJECT (window), LOCUS_KEY);
      if (target == NULL || !gtk_widget_get_mapped (target))
        return;
    }

  /* The text inside an entry or a spin button has no accessible object
   * of its own in GTK 4.8 (role none): its owner has. */
  while (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (target)) == GTK_ACCESSIBLE_ROLE_NONE &&
         gtk_widget_get_parent (target) != NULL)
    target = gtk_widget_get_parent (target);

  /* Cleared first: the same message twice (the same total again) is a
   * change too. An empty description is not spoken. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (target),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "",
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (target),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message,
                                  -1);

  if (g_object_get_data (G_OBJECT (target), ANNOUNCED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (target), ANNOUNCED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect_data (window, "notify::focus-widget",
                             G_CALLBACK (announce_focus_moved_cb),
                             g_object_ref (target), (GClosureNotify) g_object_unref, 0);
      g_signal_connect_data (window, "notify::is-active",
                             G_CALLBACK (announce_focus_moved_cb),
                             g_object_ref (target), (GClosureNotify) g_object_unref, 0);
    }
}

static gboolean
say_pending_cb (gpointer data)
{
  PendingAnnouncement *pending = data;
  g_autoptr(GString) message = g_string_new (pending->results->str);
  GtkWindow *window = pending->window;

  pending->source = 0;
  if (pending->totals->len > 0)
    {
      if (message->len > 0)
        g_string_append (message, ". ");
      g_string_append (message, pending->totals->str);
    }

  g_object_ref (window);
  /* Frees pending. */
  g_object_set_data (G_OBJECT (window), PENDING_KEY, NULL);
  say (window, message->str);
  g_object_unref (window);

  return G_SOURCE_REMOVE;
}

static void
queue_announcement (GtkWidget  *widget,
                    const char *message,
                    gboolean    totals)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  PendingAnnouncement *pending;
  GString *text;

  if (!GTK_IS_WINDOW (root) || message[0] == '\0')
    return;

  pending = g_object_get_data (G_OBJECT (root), PENDING_KEY);
  if (pending == NULL)
    {
      pending = g_new0 (PendingAnnouncement, 1);
      pending->window = GTK_WINDOW (root);
      pending->results = g_string_new (NULL);
      pending->totals = g_string_new (NULL);
      /* Before the next frame is drawn (GDK's priority), after what the
       * entry set off. */
      pending->source = g_idle_add_full (GDK_PRIORITY_REDRAW - 1, say_pending_cb, pending, NULL);
      g_object_set_data_full (G_OBJECT (root), PENDING_KEY, pending, pending_announcement_free);
    }

  text = totals ? pending->totals : pending->results;
  /* The same totals twice (two views of one game) are said once. */
  if (strstr (text->str, message) != NULL)
    return;
  if (text->len > 0)
    g_string_append (text, ". ");
  g_string_append (text, message);
}

void
bf_widgets_announce (GtkWidget  *widget,
                     const char *message)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (message != NULL);

  queue_announcement (widget, message, FALSE);
}

void
bf_widgets_announce_totals (GtkWidget  *widget,
                            const char *totals)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (totals != NULL);

  queue_announcement (widget, totals, TRUE);
}

/* Entry rows ------------------------------------------------------------- */

/* The focus in an AdwEntryRow: libadwaita 1.2 exports no focus for the
 * text inside the row (GTK 4.8's own entries and spin buttons report
 * their text's focus as theirs; AdwEntryRow cannot), so Orca says
 * nothing and keeps its focus where it was. The row's title, "text" and
 * what it holds are said through that old focus instead. */
static void
entry_row_focus_cb (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  /* The row's text, not a button among its suffixes. */
  GtkWidget *row = GTK_IS_TEXT (focus) ? gtk_widget_get_ancestor (focus, ADW_TYPE_ENTRY_ROW) : NULL;
  g_autofree char *message = NULL;
  const char *text;

  if (focus == NULL)
    return;

  if (row == NULL)
    {
      /* Where Orca's focus is, as long as no entry row has the focus. */
      g_object_set_data_full (G_OBJECT (window), LOCUS_KEY, g_object_ref (focus), g_object_unref);
      return;
    }

  text = gtk_editable_get_text (GTK_EDITABLE (row));
  if (text != NULL && text[0] != '\0')
    /* Translators: said by the screen reader as the focus enters a text
     * field: its title, then what it holds, "Player 1, text: Anna" */
    message = g_strdup_printf (_("%s, text: %s"),
                               adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text);
  else
    /* Translators: said by the screen reader as the focus enters an empty
     * text field: its title, "Department number, text" */
    message = g_strdup_printf (_("%s, text"), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));

  bf_widgets_announce (row, message);
}

void
bf_widgets_voice_entry_rows (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (entry_row_focus_cb), NULL);
}

/* A menu item that moves the focus (New Scoring, Home, a section of the
 * Sections menu) runs as its menu closes: the focus moves, and then the
 * window gets the keyboard back from the menu's grab (X11: "is-active"
 * goes false and true again). Orca 43 reads the window as it is
 * activated, after the focus event, and says only "Benefactor frame".
 * The focus that left a menu is given again once the window is active,
 * after the event that said the window. */
typedef struct
{
  gboolean from_menu;  /* the focus is in a popover */
  gint64   deadline;   /* the focus left a menu: given again if the window is activated before */
  guint    idle;
} MenuRefocus;

#define MENU_REFOCUS_KEY "bf-widgets-menu-refocus"

static gboolean
menu_refocus_idle (gpointer data)
{
  GtkWindow *window = data;
  MenuRefocus *state = g_object_get_data (G_OBJECT (window), MENU_REFOCUS_KEY);
  GtkWidget *focus = gtk_window_get_focus (window);

  state->idle = 0;
  if (focus == NULL || !gtk_widget_get_mapped (focus) || !gtk_window_is_active (window))
    return G_SOURCE_REMOVE;

  g_object_ref (focus);
  gtk_window_set_focus (window, NULL);
  /* A text field keeps its selection (grabbing it would select all). */
  if (GTK_IS_TEXT (focus))
    gtk_text_grab_focus_without_selecting (GTK_TEXT (focus));
  else
    gtk_widget_grab_focus (focus);
  g_object_unref (focus);

  return G_SOURCE_REMOVE;
}

static void
menu_refocus_focus_cb (GtkWindow   *window,
                       GParamSpec  *pspec,
                       MenuRefocus *state)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  gboolean in_menu = focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL;

  if (state->from_menu && focus != NULL && !in_menu)
    state->deadline = g_get_monotonic_time () + G_USEC_PER_SEC;
  state->from_menu = in_menu;
}

static void
menu_refocus_active_cb (GtkWindow   *window,
                        GParamSpec  *pspec,
                        MenuRefocus *state)
{
  if (!gtk_window_is_active (window))
    return;
  /* After GTK's own handler, which tells the screen reader the window
   * is active. */
  if (state->deadline != 0 && g_get_monotonic_time () < state->deadline && state->idle == 0)
    state->idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, menu_refocus_idle,
                                   g_object_ref (window), g_object_unref);
  state->deadline = 0;
}

void
bf_widgets_refocus_after_menus (GtkWindow *window)
{
  MenuRefocus *state;

  g_return_if_fail (GTK_IS_WINDOW (window));

  state = g_new0 (MenuRefocus, 1);
  g_object_set_data_full (G_OBJECT (window), MENU_REFOCUS_KEY, state, g_free);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (menu_refocus_focus_cb), state);
  g_signal_connect (window, "notify::is-active", G_CALLBACK (menu_refocus_active_cb), state);
}

/* GTK 4.8 makes a widget's accessible object ("realizes" it) at its
 * first focus, and then sends the name and description set before,
 * unchanged, right after the focus event; Orca 43 says a description
 * change of its focus even when it is the same text (onDescriptionChanged
 * looks its last value up under the wrong key), so a tooltip, which GTK
 * makes the description, was said twice at a widget's first focus. A
 * focusable widget with a tooltip (or a description set through
 * bf_widgets_set_description(), or a drop-down's button) has its
 * accessible object made once it is shown, before any focus: making it
 * unfocusable and focusable again is GTK 4.8's one public way. Batched
 * at low priority, after the frame (it lays the widgets out again). */
#define EARLY_ACCESSIBLE_KEY "bf-widgets-early-accessible"

static GPtrArray *early_accessibles;  /* GtkWidget, owned */
static guint early_accessibles_idle;

static gboolean
realize_accessibles_idle (gpointer data)
{
  g_autoptr(GPtrArray) widgets = g_steal_pointer (&early_accessibles);

  early_accessibles_idle = 0;
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);
      GtkRoot *root = gtk_widget_get_root (widget);
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      /* The focus (or what holds it) is made by its focus already. */
      if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_focusable (widget) ||
          (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget))) ||
          g_object_get_data (G_OBJECT (widget), EARLY_ACCESSIBLE_KEY) != NULL)
        continue;
      g_object_set_data (G_OBJECT (widget), EARLY_ACCESSIBLE_KEY, GINT_TO_POINTER (TRUE));
      gtk_widget_set_focusable (widget, FALSE);
      gtk_widget_set_focusable (widget, TRUE);
    }

  return G_SOURCE_REMOVE;
}

static gboolean
widget_mapped_hook (GSignalInvocationHint *hint,
                    guint                  n_values,
                    const GValue          *values,
                    gpointer               user_data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (gtk_widget_get_focusable (widget) &&
      g_object_get_data (G_OBJECT (widget), EARLY_ACCESSIBLE_KEY) == NULL &&
      (gtk_widget_get_tooltip_text (widget) != NULL ||
       g_object_get_data (G_OBJECT (widget), DESCRIPTION_KEY) != NULL ||
       g_object_get_data (G_OBJECT (widget), DESCRIBED_KEY) != NULL))
    {
      if (early_accessibles == NULL)
        early_accessibles = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (early_accessibles, g_object_ref (widget));
      if (early_accessibles_idle == 0)
        early_accessibles_idle = g_idle_add_full (G_PRIORITY_LOW, realize_accessibles_idle, NULL, NULL);
    }

  return TRUE;
}

void
bf_widgets_realize_described_accessibles (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                  widget_mapped_hook, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}

static void
name_stack_pages (GtkWidget  *root,
                  const char *label)
{
  if (GTK_IS_STACK (root))
    {
      g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (root)));

      for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
        {
          GtkStackPage *page = g_list_model_get_item (pages, i);

          gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          g_object_unref (page);
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_stack_pages (child, label);
}

void
bf_widgets_name_popover_menu (GtkPopover *popover,
                              const char *label)
{
  g_return_if_fail (GTK_IS_POPOVER (popover));

  if (label == NULL || label[0] == '\0')
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  name_stack_pages (GTK_WIDGET (popover), label);
}

static void
create_menu_popup_cb (GtkMenuButton *button,
                      gpointer       user_data)
{
  /* Called at every opening: the popover is made once. */
  if (gtk_menu_button_get_menu_model (button) == NULL)
    {
      gtk_menu_button_set_menu_model (button, G_MENU_MODEL (user_data));
      /* Named after its button, as its pages are (GTK 4.8 names them
       * "GtkPopoverMenu" and "GtkStackPage", which Orca reads as the menu
       * opens). */
      bf_widgets_name_popover_menu (gtk_menu_button_get_popover (button),
                                    gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
    }
}

void
bf_widgets_set_lazy_menu (GtkMenuButton *button,
                          GMenuModel    *model)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  gtk_menu_button_set_create_popup_func (button, create_menu_popup_cb, model, NULL);
}

/* Values at the end of rows -------------------------------------------- */

/* The row that takes the focus: an AdwExpanderRow's header is an
 * AdwActionRow of its own inside it. */
static GtkWidget *
focus_row_of (GtkWidget *row)
{
  if (!ADW_IS_EXPANDER_ROW (row))
    return row;

  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL;
       child = gtk_widget_get_first_child (child))
    for (GtkWidget *sibling = child; sibling != NULL; sibling = gtk_widget_get_next_sibling (sibling))
      if (ADW_IS_ACTION_ROW (sibling))
        return sibling;

  return row;
}

static void
row_value_changed_cb (GtkLabel *value)
{
  AdwPreferencesRow *row = g_object_get_data (G_OBJECT (value), "bf-value-row");
  GtkWidget *focus_row = g_object_get_data (G_OBJECT (value), "bf-value-focus-row");
  const char *text = gtk_label_get_text (value);
  g_autofree char *name = NULL;

  /* "–" stands for a value not known yet: none is read. */
  if (text == NULL || text[0] == '\0' || g_strcmp0 (text, "–") == 0)
    name = g_strdup (adw_preferences_row_get_title (row));
  else
    /* Translators: a row as a screen reader reads it: its title and the
     * value shown at its end, "Andrew’s pawns left: 26" */
    name = g_strdup_printf (_("%s: %s"), adw_preferences_row_get_title (row), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus_row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
bf_widgets_row_reads_value (GtkWidget *row,
                            GtkLabel  *value)
{
  GtkWidget *focus_row;

  g_return_if_fail (ADW_IS_PREFERENCES_ROW (row));
  g_return_if_fail (GTK_IS_LABEL (value));

  focus_row = focus_row_of (row);
  g_object_set_data (G_OBJECT (value), "bf-value-row", row);
  g_object_set_data (G_OBJECT (value), "bf-value-focus-row", focus_row);
  /* The name set replaces the title label it is labelled by (GTK 4.8
   * would read both, the title twice). */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (focus_row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  g_signal_connect (value, "notify::label", G_CALLBACK (row_value_changed_cb), NULL);
  g_signal_connect_object (row, "notify::title", G_CALLBACK (row_value_changed_cb), value, G_CONNECT_SWAPPED);
  row_value_changed_cb (value);
}

/* Choices that say they are chosen ----------------------------------- */

static void
choice_toggled_cb (GtkToggleButton *choice)
{
  const char *name = g_object_get_data (G_OBJECT (choice), "bf-choice-name");
  g_autofree char *label = NULL;

  if (gtk_toggle_button_get_active (choice))
    /* Translators: a choice (a bidding sheet's, a secret donation space)
     * as a screen reader reads it once chosen, "Goods cubes: 4, costs $12, chosen" */
    label = g_strdup_printf (_("%s, chosen"), name);
  else
    label = g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
bf_widgets_name_choice (GtkToggleButton *choice,
                        const char      *name)
{
  g_return_if_fail (GTK_IS_TOGGLE_BUTTON (choice));
  g_return_if_fail (name != NULL);

  if (g_object_get_data (G_OBJECT (choice), "bf-choice-name") == NULL)
    g_signal_connect (choice, "toggled", G_CALLBACK (choice_toggled_cb), NULL);
  g_object_set_data_full (G_OBJECT (choice), "bf-choice-name", g_strdup (name), g_free);
  choice_toggled_cb (choice);
}

/* Descriptions of their own ------------------------------------------- */

void
bf_widgets_set_description (GtkWidget  *widget,
                            const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data_full (G_OBJECT (widget), DESCRIPTION_KEY, g_strdup (description), g_free);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
bf_widgets_announce_drop (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    g_object_set_data (G_OBJECT (root), PENDING_KEY, NULL);
}

/* Pages of a window's stack --------------------------------------------- */

static gboolean
name_lists_idle (gpointer data)
{
  bf_widgets_name_lists (GTK_WIDGET (data));
  return G_SOURCE_REMOVE;
}

static gboolean keep_focus_idle (gpointer data);

static void
menu_closed_cb (GtkPopover *popover,
                GtkWidget  *shown)
{
  g_signal_handlers_disconnect_by_func (popover, menu_closed_cb, shown);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_focus_idle, g_object_ref (shown), g_object_unref);
}

/* A page shown after the widget holding the keyboard focus went (the
 * setup assistant's Done, a page left by its own button): the focus goes
 * to the new page's first focusable widget (its header bar's first
 * button), never nowhere, where GTK 4.8 leaves it.
 *
 * Issue 28: a page changed by a menu item (F10, New Scoring) is left
 * with the focus on that item, and GtkStack gives a page shown again the
 * focus it had when it was left: Cancel (back to the game) put it on the
 * item of the closed menu, where no key goes anywhere (Tab, F10, Ctrl+Z
 * dead until a click). A focus inside a menu still open is checked again
 * once the menu has closed; one inside a closed menu is lost, as is one
 * on a widget not shown (focus_in_closed_menu_cb() catches GtkStack's
 * late restoring, at the end of its transition). */
static gboolean
keep_focus_idle (gpointer data)
{
  GtkWidget *shown = data;
  GtkRoot *root = gtk_widget_get_root (shown);
  GtkWidget *focus, *popover;

  if (root == NULL || !gtk_widget_get_mapped (shown))
    return G_SOURCE_REMOVE;

  focus = gtk_root_get_focus (root);
  popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;
  if (popover != NULL && gtk_widget_get_visible (popover) &&
      !gtk_widget_is_ancestor (popover, shown))
    {
      g_signal_connect_object (popover, "closed", G_CALLBACK (menu_closed_cb), shown, G_CONNECT_AFTER);
      return G_SOURCE_REMOVE;
    }

  if (focus == NULL || !gtk_widget_get_mapped (focus) ||
      (popover != NULL && !gtk_widget_get_visible (popover)))
    gtk_widget_child_focus (shown, GTK_DIR_TAB_FORWARD);

  return G_SOURCE_REMOVE;
}

/* The lists the page shown has are named (GTK 4.8 gives them none), once
 * the page's content is made, after the change of page; the focus is kept
 * on the page. The pages not shown are out of the accessibility tree
 * (bf_widgets_hide_unshown_pages()). */
static void
focus_in_closed_menu_cb (GtkWindow  *window,
                         GParamSpec *pspec,
                         GtkStack   *stack)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  if (popover != NULL && !gtk_widget_get_visible (popover) && shown != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_focus_idle, g_object_ref (shown), g_object_unref);
}

static void
stack_visible_child_cb (GtkStack *stack)
{
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  if (shown == NULL)
    return;

  /* Before Orca reads the page: its icon buttons without "GtkImage". */
  bf_widgets_quiet_button_images (shown);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_focus_idle, g_object_ref (shown), g_object_unref);
  g_idle_add_full (G_PRIORITY_LOW, name_lists_idle, g_object_ref (shown), g_object_unref);
}

void
bf_widgets_follow_stack_pages (GtkWindow *window,
                               GtkStack  *stack)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (GTK_IS_STACK (stack));

  g_signal_connect_object (window, "notify::focus-widget", G_CALLBACK (focus_in_closed_menu_cb), stack, 0);
  g_signal_connect (stack, "notify::visible-child", G_CALLBACK (stack_visible_child_cb), NULL);
  stack_visible_child_cb (stack);
}

/* The locale's date (%x: "25.11.2026", "25/11/2026", "11/25/2026"), then
 * its hours and minutes without the seconds its own time format (%X)
 * would add: on the 12-hour clock ("5:03 PM") where that format is on
 * it (en_US's "%r"), else on the 24-hour one ("17:03"). */
char *
bf_widgets_format_date_time (GDateTime *time)
{
  g_autoptr(GDateTime) local = NULL;
  const char *time_format;
  gboolean twelve_hours;
  char *text;

  g_return_val_if_fail (time != NULL, NULL);

  local = g_date_time_to_local (time);
  time_format = nl_langinfo (T_FMT);
  twelve_hours = strstr (time_format, "%r") != NULL || strstr (time_format, "%I") != NULL ||
                 strstr (time_format, "%l") != NULL;
  text = local != NULL ? g_date_time_format (local, twelve_hours ? "%x %-l:%M %p" : "%x %H:%M") : NULL;

  return text != NULL ? text : g_strdup ("");
}
