/* bf-player-editor-departments.c
 *
 * The player editor's departments: the list of the departments built,
 * with their marks (top row, left column, active employee) and remove
 * buttons; the department number field (digits and Enter add one); and
 * the Add Department popover, searchable, for browsing
 * (bf-player-editor-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-player-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-player-editor.h"
#include "bf-player-editor-private.h"
#include "bf-widgets.h"

/* Departments */

static DeptRow *
find_dept_row (BfPlayerEditor *self,
               GtkWidget      *widget,
               guint          *flag)
{
  for (guint i = 0; i < self->dept_rows->len; i++)
    {
      DeptRow *row = &g_array_index (self->dept_rows, DeptRow, i);

      if (row->remove == widget)
        return row;

      for (guint f = 0; f < BF_N_DEPT_FLAGS; f++)
        {
          if (GTK_WIDGET (row->flags[f]) == widget)
            {
              if (flag != NULL)
                *flag = f;
              return row;
            }
        }
    }

  return NULL;
}

static char *flag_name_with_state (BfDeptFlag  flag,
                                   const char *department,
                                   gboolean    on);

static void name_flag (BfPlayerEditor *self,
                       DeptRow        *row,
                       BfDeptFlag      flag);

/* The BfCarnegieDepartment property each flag shows. */
static const char * const flag_properties[BF_N_DEPT_FLAGS] = {
  "top-row", "left-column", "active-employee",
};

static void
dept_flag_toggled_cb (GtkToggleButton *button,
                      BfPlayerEditor  *self)
{
  g_autoptr(GError) error = NULL;
  const BfBuiltDepartment *built;
  BfBuiltDepartment dept;
  gboolean active;
  DeptRow *row;
  guint flag = 0;

  if (self->updating > 0)
    return;

  active = gtk_toggle_button_get_active (button);
  /* The flag does not take the focus from a number being typed: that
   * number goes first (and the form shows the model again). */
  bf_widgets_commit_focus_spin (GTK_WIDGET (self));

  row = find_dept_row (self, GTK_WIDGET (button), &flag);
  g_assert (row != NULL);

  built = bf_carnegie_player_find_department (self->player, row->number);
  if (built == NULL)
    return;

  /* The binding showing the department's flag (an entry elsewhere, Undo):
   * nothing to enter, nothing to say. */
  if ((flag == BF_DEPT_FLAG_TOP_ROW && active == built->top_row) ||
      (flag == BF_DEPT_FLAG_LEFT_COLUMN && active == built->left_column) ||
      (flag == BF_DEPT_FLAG_ACTIVE_EMPLOYEE && active == built->active_employee))
    {
      name_flag (self, row, flag);
      return;
    }

  dept = *built;
  switch ((BfDeptFlag) flag)
    {
    case BF_DEPT_FLAG_TOP_ROW:
      dept.top_row = active;
      break;
    case BF_DEPT_FLAG_LEFT_COLUMN:
      dept.left_column = active;
      break;
    case BF_DEPT_FLAG_ACTIVE_EMPLOYEE:
      dept.active_employee = active;
      break;
    case BF_N_DEPT_FLAGS:
    default:
      g_assert_not_reached ();
    }

  if (!bf_carnegie_player_update_department (self->player, &dept, &error))
    {
      _bf_player_editor_report_error (self, error->message);
      return;
    }

  name_flag (self, row, flag);
  {
    const BfDepartment *info = bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (self->game), row->number);
    g_autofree char *result = flag_name_with_state (flag, info->name, active);

    _bf_player_editor_announce (self, GTK_WIDGET (button), result);
  }
}

static void
dept_remove_clicked_cb (GtkButton      *button,
                        BfPlayerEditor *self)
{
  DeptRow *row = find_dept_row (self, GTK_WIDGET (button), NULL);
  guint number;

  g_assert (row != NULL);

  number = row->number;
  /* The row goes away with the department: keep the focus in the list. */
  gtk_widget_grab_focus (GTK_WIDGET (self->add_row));

  if (bf_carnegie_player_is_andrew (self->player))
    bf_carnegie_player_remove_taken (self->player, number);
  else
    bf_carnegie_player_remove_department (self->player, number);
}

static char *flag_accessible_name (BfDeptFlag  flag,
                                   const char *department);

/* A flag's name says whether it is on (GTK 4.8's toggle buttons are push
 * buttons to Orca, which reads no pressed state): "Sales: in the top
 * row: yes". */
static char *
flag_name_with_state (BfDeptFlag  flag,
                      const char *department,
                      gboolean    on)
{
  g_autofree char *name = flag_accessible_name (flag, department);

  if (on)
    /* Translators: accessible name of a department's flag that is on, %s is its name */
    return g_strdup_printf (_("%s: yes"), name);
  else
    /* Translators: accessible name of a department's flag that is off, %s is its name */
    return g_strdup_printf (_("%s: no"), name);
}

static void
name_flag (BfPlayerEditor *self,
           DeptRow        *row,
           BfDeptFlag      flag)
{
  const BfDepartment *info = bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (self->game), row->number);
  g_autofree char *name = flag_name_with_state (flag, info->name,
                                                gtk_toggle_button_get_active (row->flags[flag]));

  gtk_accessible_update_property (GTK_ACCESSIBLE (row->flags[flag]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static char *
flag_accessible_name (BfDeptFlag  flag,
                      const char *department)
{
  switch (flag)
    {
    case BF_DEPT_FLAG_TOP_ROW:
      /* Translators: accessible name, %s is a department: "Sales: in the top row" */
      return g_strdup_printf (_("%s: in the top row"), department);
    case BF_DEPT_FLAG_LEFT_COLUMN:
      /* Translators: accessible name, %s is a department */
      return g_strdup_printf (_("%s: in the leftmost column"), department);
    case BF_DEPT_FLAG_ACTIVE_EMPLOYEE:
      /* Translators: accessible name, %s is a department */
      return g_strdup_printf (_("%s: holds an active employee"), department);
    case BF_N_DEPT_FLAGS:
    default:
      g_assert_not_reached ();
    }
}

static void
add_dept_row (BfPlayerEditor       *self,
              guint                 number,
              BfCarnegieDepartment *department,
              guint                 position)
{
  const BfDepartment *info = bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (self->game), number);
  static const struct {
    const char *label;
    const char *tooltip;
  } flags[BF_N_DEPT_FLAGS] = {
    /* Translators: short button label: the department is in the top row of the company board */
    { NC_("department position", "Top"),
      N_("Built in the top row of the company board (3 VP instead of 2)") },
    /* Translators: short button label: the department is in the leftmost column of the company board */
    { NC_("department position", "Left"),
      N_("Built in the leftmost column of the company board") },
    /* Translators: short button label: an active employee stands on the department */
    { NC_("department position", "Active"),
      N_("An active employee stands on this department") },
  };
  g_autofree char *subtitle = NULL;
  g_autofree char *remove_label = NULL;
  g_autofree char *name = NULL;
  DeptRow row = { number, NULL, { NULL, }, NULL };
  GtkWidget *suffix;

  g_assert (info != NULL);

  row.row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row.row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row.row), info->name);
  /* Translators: department number and type, "12 · Construction" */
  subtitle = g_strdup_printf (_("%u · %s"), number, _bf_player_editor_dept_type_name (self, info->type));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row.row), subtitle);
  gtk_widget_set_tooltip_text (row.row, info->rule);
  gtk_widget_add_css_class (row.row, "bf-department");
  /* The tests find a department's row by its name (tests/bf-test-ui.c). */
  name = g_strdup_printf ("bf-department-%u", number);
  gtk_widget_set_name (row.row, name);

  if (!bf_carnegie_player_is_andrew (self->player))
    {
      suffix = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (suffix, "linked");

      for (guint f = 0; f < BF_N_DEPT_FLAGS; f++)
        {
          g_autofree char *accessible = flag_accessible_name (f, info->name);
          GtkWidget *toggle = gtk_toggle_button_new_with_label (g_dpgettext2 (NULL, "department position",
                                                                              flags[f].label));

          gtk_widget_set_tooltip_text (toggle, _(flags[f].tooltip));
          gtk_accessible_update_property (GTK_ACCESSIBLE (toggle),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                          -1);
          gtk_widget_add_css_class (toggle, "bf-department-flag");
          /* After a click, Return must not toggle it again. */
          bf_widgets_toggle_keeps_focus (toggle);
          /* The flag shows the department's (and an entry elsewhere, as
           * Undo, changes it here). */
          if (department != NULL)
            g_object_bind_property (department, flag_properties[f], toggle, "active",
                                    G_BINDING_SYNC_CREATE);
          g_signal_connect (toggle, "toggled", G_CALLBACK (dept_flag_toggled_cb), self);
          gtk_box_append (GTK_BOX (suffix), toggle);
          row.flags[f] = GTK_TOGGLE_BUTTON (toggle);
        }

      adw_action_row_add_suffix (ADW_ACTION_ROW (row.row), suffix);
    }

  row.remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (row.remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (row.remove, "flat");
  gtk_widget_add_css_class (row.remove, "bf-department-remove");
  gtk_widget_set_tooltip_text (row.remove, _("Remove"));
  /* Translators: accessible name of a button, %s is a department */
  remove_label = g_strdup_printf (_("Remove %s"), info->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row.remove),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label,
                                  -1);
  bf_widgets_quiet_button_images (row.remove);
  g_signal_connect (row.remove, "clicked", G_CALLBACK (dept_remove_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row.row), row.remove);

  /* At @position, before the "Add Department" row, which stays last. */
  gtk_list_box_insert (self->departments_list, row.row, (int) position);
  g_array_insert_val (self->dept_rows, position, row);
}

static void
remove_dept_row (BfPlayerEditor *self,
                 guint           position)
{
  gtk_list_box_remove (self->departments_list, g_array_index (self->dept_rows, DeptRow, position).row);
  g_array_remove_index (self->dept_rows, position);
}

/* The department tiles Andrew took, in order (the same number may come
 * twice). */
static GArray *
andrew_departments (BfPlayerEditor *self)
{
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < bf_carnegie_player_get_n_taken (self->player); i++)
    {
      guint number = bf_carnegie_player_get_taken (self->player, i);

      g_array_append_val (numbers, number);
    }

  return numbers;
}

void
_bf_player_editor_update_departments (BfPlayerEditor *self)
{
  g_autoptr(GArray) numbers = NULL;

  /* A human's rows follow the player's list of departments (its
   * items-changed, dept_items_changed_cb()), their flags bound to each
   * department and named as they change (dept_flag_toggled_cb()):
   * nothing to do here. */
  if (!bf_carnegie_player_is_andrew (self->player))
    return;

  numbers = andrew_departments (self);

  /* Andrew's rows follow the tiles he took, keyed by number: a tile
   * taken gets a row where it is listed, one given back loses its own,
   * and every other row stays. He may take two copies of a department:
   * rows are matched in order. */
  for (guint i = 0; i < numbers->len; i++)
    {
      guint number = g_array_index (numbers, guint, i);
      guint found = G_MAXUINT;

      for (guint j = i; j < self->dept_rows->len && found == G_MAXUINT; j++)
        if (g_array_index (self->dept_rows, DeptRow, j).number == number)
          found = j;

      if (found == G_MAXUINT)
        add_dept_row (self, number, NULL, i);
      else
        /* The rows between were tiles given back. */
        for (guint j = i; j < found; j++)
          remove_dept_row (self, i);
    }
  while (self->dept_rows->len > numbers->len)
    remove_dept_row (self, self->dept_rows->len - 1);
}

/* A human's departments built or removed: their rows, and no other, made
 * or removed at the same place. */
static void
dept_items_changed_cb (GListModel     *departments,
                       guint           position,
                       guint           removed,
                       guint           added,
                       BfPlayerEditor *self)
{
  for (guint i = 0; i < removed; i++)
    remove_dept_row (self, position);

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(BfCarnegieDepartment) department = g_list_model_get_item (departments, position + i);

      add_dept_row (self, bf_carnegie_department_get_number (department), department, position + i);
      for (guint f = 0; f < BF_N_DEPT_FLAGS; f++)
        name_flag (self, &g_array_index (self->dept_rows, DeptRow, position + i), f);
    }
}

/* "Add Department" popover */

static gboolean
can_add (BfPlayerEditor     *self,
         const BfDepartment *dept)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  guint copies = 0;

  if (!_bf_player_editor_department_in_play (self, dept))
    return FALSE;

  if (!bf_carnegie_player_is_andrew (self->player))
    return bf_carnegie_player_find_department (self->player, dept->number) == NULL;

  for (guint i = 0; i < bf_carnegie_player_get_n_taken (self->player); i++)
    if (bf_carnegie_player_get_taken (self->player, i) == dept->number)
      copies++;

  return copies < bf_carnegie_rules_get_department_copies (rules, bf_carnegie_game_has_module (self->game, BF_MODULE_OPEN_BAR));
}

static char *
fold (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal, -1);
}

static gboolean
add_filter_func (GtkListBoxRow *row,
                 gpointer       user_data)
{
  BfPlayerEditor *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  const char *key = g_object_get_data (G_OBJECT (row), "bf-search-key");
  g_autofree char *stripped = NULL;
  g_autofree char *needle = NULL;

  if (search == NULL || *search == '\0')
    return TRUE;

  stripped = g_strstrip (g_strdup (search));
  needle = fold (stripped);

  return key != NULL && strstr (key, needle) != NULL;
}

static void
fill_add_list (BfPlayerEditor *self)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->add_list))) != NULL)
    gtk_list_box_remove (self->add_list, child);

  for (guint number = 1; number <= BF_N_DEPARTMENTS; number++)
    {
      const BfDepartment *dept = bf_carnegie_rules_get_department (rules, number);
      g_autofree char *number_text = NULL;
      g_autofree char *key = NULL;
      g_autofree char *name = NULL;
      GtkWidget *row;
      GtkWidget *box;
      GtkWidget *label;

      if (dept == NULL || !can_add (self, dept))
        continue;

      number_text = g_strdup_printf ("%u", number);
      /* Searchable as "12 Communications", "communications" or its type. */
      key = g_strdup_printf ("%u %s\n%s", number, dept->name, _bf_player_editor_dept_type_name (self, dept->type));

      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

      label = gtk_label_new (number_text);
      gtk_label_set_width_chars (GTK_LABEL (label), 2);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);

      label = gtk_label_new (dept->name);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (GTK_WIDGET (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);

      label = gtk_label_new (_bf_player_editor_dept_type_name (self, dept->type));
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);

      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_widget_set_tooltip_text (row, dept->rule);
      g_object_set_data (G_OBJECT (row), "bf-number", GUINT_TO_POINTER (number));
      /* The tests find an offered department by its name. */
      name = g_strdup_printf ("bf-add-department-%u", number);
      gtk_widget_set_name (row, name);
      g_object_set_data_full (G_OBJECT (row), "bf-search-key", fold (key), g_free);
      gtk_list_box_append (self->add_list, row);
    }
}

static void
add_popover_show_cb (BfPlayerEditor *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  fill_add_list (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
search_changed_cb (BfPlayerEditor *self)
{
  gtk_list_box_invalidate_filter (self->add_list);
}

static void
search_stop_cb (BfPlayerEditor *self)
{
  gtk_popover_popdown (self->add_popover);
}

/* Adds department @number to the player (for Andrew: one more tile he
 * took); a refusal is reported. */
static gboolean
add_department (BfPlayerEditor *self,
                guint           number)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_assert (number >= 1 && number <= BF_N_DEPARTMENTS);

  if (bf_carnegie_player_is_andrew (self->player))
    {
      ok = bf_carnegie_player_add_taken (self->player, number, &error);
    }
  else
    {
      BfBuiltDepartment dept = { number, FALSE, FALSE, FALSE };

      ok = bf_carnegie_player_add_department (self->player, &dept, &error);
    }

  if (!ok)
    _bf_player_editor_report_error (self, error->message);
  else
    {
      const BfDepartment *info = bf_carnegie_rules_get_department (bf_carnegie_game_get_rules (self->game), number);
      /* Translators: said by the screen reader after a department is
       * added: its name and number, "Sales (12) added" */
      g_autofree char *result = g_strdup_printf (_("%s (%u) added"), info->name, number);

      _bf_player_editor_announce (self, GTK_WIDGET (self), result);
    }

  return ok;
}

static void
add_row_activated_cb (BfPlayerEditor *self,
                      GtkListBoxRow  *row)
{
  guint number = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "bf-number"));

  gtk_popover_popdown (self->add_popover);
  add_department (self, number);
}

static void
search_activate_cb (BfPlayerEditor *self)
{
  /* Enter adds the first department the search shows. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->add_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child) &&
          add_filter_func (GTK_LIST_BOX_ROW (child), self))
        {
          add_row_activated_cb (self, GTK_LIST_BOX_ROW (child));
          return;
        }
    }
}

/* The department number field: a department is added by its digits and
 * Enter, one action more than its digits, as the tile is one thing on
 * the table (issue 16). The focus stays in the field for the next one;
 * the new row comes above it. A name (or part of it) is taken as the
 * search of the "Add Department" list takes it: the first department it
 * shows. */

/* The department the field's text names, or 0 with @error set. */
static guint
number_field_department (BfPlayerEditor  *self,
                         const char      *text,
                         GError         **error)
{
  BfCarnegieRules *rules = bf_carnegie_game_get_rules (self->game);
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *needle = NULL;
  guint64 number;

  if (*stripped == '\0')
    return 0;

  if (g_ascii_string_to_unsigned (stripped, 10, 1, BF_N_DEPARTMENTS, &number, NULL))
    {
      const BfDepartment *dept = bf_carnegie_rules_get_department (rules, (guint) number);

      if (dept != NULL && _bf_player_editor_department_in_play (self, dept))
        return (guint) number;
    }
  else
    {
      needle = fold (stripped);
      for (guint n = 1; n <= BF_N_DEPARTMENTS; n++)
        {
          const BfDepartment *dept = bf_carnegie_rules_get_department (rules, n);
          g_autofree char *key = NULL;
          g_autofree char *folded = NULL;

          if (dept == NULL || !can_add (self, dept))
            continue;
          key = g_strdup_printf ("%s\n%s", dept->name, _bf_player_editor_dept_type_name (self, dept->type));
          folded = fold (key);
          if (strstr (folded, needle) != NULL)
            return n;
        }
    }

  g_set_error (error, BF_CARNEGIE_GAME_ERROR, BF_CARNEGIE_GAME_ERROR_INVALID,
               /* Translators: %s is what was typed into the department number field */
               _("No department “%s” in this game."), stripped);
  return 0;
}

static gboolean
keep_number_in_view_cb (GtkWidget     *widget,
                        GdkFrameClock *clock,
                        gpointer       user_data)
{
  BfPlayerEditor *self = user_data;
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double bottom;

  /* The tick before a frame's layout: wait for the frame that laid the
   * new row out. */
  if (++self->number_ticks < 2)
    return G_SOURCE_CONTINUE;
  self->number_tick_id = 0;

  if (scroller == NULL || focus == NULL || !gtk_widget_is_ancestor (focus, widget) ||
      !gtk_widget_compute_bounds (widget, scroller, &bounds))
    return G_SOURCE_REMOVE;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  bottom = bounds.origin.y + bounds.size.height + 6;
  if (bottom > gtk_widget_get_height (scroller))
    gtk_adjustment_set_value (adjustment,
                              gtk_adjustment_get_value (adjustment) + bottom - gtk_widget_get_height (scroller));

  return G_SOURCE_REMOVE;
}

static void
add_number_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BfPlayerEditor *self = BF_PLAYER_EDITOR (widget);
  g_autoptr(GError) error = NULL;
  guint number;

  number = number_field_department (self, gtk_editable_get_text (GTK_EDITABLE (self->number_row)), &error);
  if (number == 0)
    {
      if (error != NULL)
        _bf_player_editor_report_error (self, error->message);
      return;
    }

  /* A number being typed elsewhere goes first. */
  bf_widgets_commit_focus_spin (GTK_WIDGET (self));
  if (!add_department (self, number))
    return;

  gtk_editable_set_text (GTK_EDITABLE (self->number_row), "");
  self->number_ticks = 0;
  if (self->number_tick_id == 0)
    self->number_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->number_row),
                                                         keep_number_in_view_cb, self, NULL);
}

static void
number_activated_cb (BfPlayerEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "departments.add-number", NULL);
}

static void
number_changed_cb (BfPlayerEditor *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->number_row));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "departments.add-number",
                                 text != NULL && *text != '\0');
}

/* What the departments need once the editor is built: the line that
 * says which entries contradict each other, the search's name, the
 * list's filter. */
void
_bf_player_editor_departments_init (BfPlayerEditor *self)
{
  self->conflict_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->conflict_label, TRUE);
  gtk_label_set_xalign (self->conflict_label, 0);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->conflict_label), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self->conflict_label), "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->conflict_label), FALSE);
  adw_preferences_group_add (self->departments_group, GTK_WIDGET (self->conflict_label));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search departments"),
                                  -1);
  gtk_list_box_set_filter_func (self->add_list, add_filter_func, self, NULL);

  if (!bf_carnegie_player_is_andrew (self->player))
    {
      GListModel *departments = bf_carnegie_player_get_departments (self->player);

      g_signal_connect_object (departments, "items-changed",
                               G_CALLBACK (dept_items_changed_cb), self, 0);
      dept_items_changed_cb (departments, 0, 0, g_list_model_get_n_items (departments), self);
    }
}

/* The departments' template callbacks and actions. */
void
_bf_player_editor_departments_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, add_popover_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, number_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, number_changed_cb);
  gtk_widget_class_install_action (widget_class, "departments.add-number", NULL, add_number_action);
}
