/* bf-rules-reference.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-rules-reference"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-rules-reference.h"
#include "bf-widgets.h"

typedef struct
{
  GtkWidget *heading;            /* GtkLabel */
  GtkWidget *list;               /* GtkListBox */
  guint      n_visible;
} Section;

enum {
  SECTION_DEPARTMENTS,
  SECTION_CHART,
  SECTION_TILES,
  N_SECTIONS
};

struct _BfRulesReference
{
  AdwBin          parent_instance;

  /* template widgets */
  GtkSearchEntry *search_entry;
  GtkBox         *sections_box;
  AdwStatusPage  *no_results;

  /* owned */
  BfCarnegieRules        *rules;
  char          **query_words;   /* folded */

  Section         sections[N_SECTIONS];
};

G_DEFINE_FINAL_TYPE (BfRulesReference, bf_rules_reference, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_RULES,
  PROP_QUERY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
bf_rules_reference_fold (const char *text)
{
  g_autofree char *decomposed = NULL;
  g_autofree char *folded = NULL;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);
  if (decomposed == NULL)
    return g_strdup ("");
  folded = g_utf8_casefold (decomposed, -1);

  out = g_string_sized_new (strlen (folded));
  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_ismark (c))
        g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

static gboolean
row_matches (BfRulesReference *self,
             GtkListBoxRow    *row)
{
  const char *haystack = g_object_get_data (G_OBJECT (row), "bf-haystack");

  if (self->query_words == NULL)
    return TRUE;

  for (guint i = 0; self->query_words[i] != NULL; i++)
    if (strstr (haystack, self->query_words[i]) == NULL)
      return FALSE;

  return TRUE;
}

static gboolean
filter_func (GtkListBoxRow *row,
             gpointer       user_data)
{
  return row_matches (BF_RULES_REFERENCE (user_data), row);
}

static void
refilter (BfRulesReference *self)
{
  guint total = 0;

  for (guint s = 0; s < N_SECTIONS; s++)
    {
      Section *section = &self->sections[s];
      guint n = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (section->list);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_LIST_BOX_ROW (child) && row_matches (self, GTK_LIST_BOX_ROW (child)))
          n++;

      section->n_visible = n;
      gtk_list_box_invalidate_filter (GTK_LIST_BOX (section->list));
      gtk_widget_set_visible (section->heading, n > 0);
      gtk_widget_set_visible (section->list, n > 0);
      total += n;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->no_results), total == 0);
}

static void
search_changed_cb (BfRulesReference *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *folded = bf_rules_reference_fold (text);

  g_clear_pointer (&self->query_words, g_strfreev);
  g_strstrip (folded);
  if (folded[0] != '\0')
    {
      char **words = g_strsplit_set (folded, " \t\n", -1);
      GPtrArray *kept = g_ptr_array_new ();

      for (guint i = 0; words[i] != NULL; i++)
        if (words[i][0] != '\0')
          g_ptr_array_add (kept, g_strdup (words[i]));
      g_ptr_array_add (kept, NULL);
      self->query_words = (char **) g_ptr_array_free (kept, FALSE);
      g_strfreev (words);
    }

  refilter (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUERY]);
}

/* Building ----------------------------------------------------------------- */

static void
add_section (BfRulesReference *self,
             guint             index,
             const char       *title)
{
  Section *section = &self->sections[index];

  section->heading = gtk_label_new (title);
  gtk_widget_add_css_class (section->heading, "heading");
  gtk_widget_add_css_class (section->heading, "bf-reference-heading");
  gtk_label_set_xalign (GTK_LABEL (section->heading), 0);
  gtk_label_set_wrap (GTK_LABEL (section->heading), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (section->heading),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);

  section->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (section->list), GTK_SELECTION_NONE);
  gtk_list_box_set_filter_func (GTK_LIST_BOX (section->list), filter_func, self, NULL);
  gtk_widget_add_css_class (section->list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (section->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);

  gtk_box_append (self->sections_box, section->heading);
  gtk_box_append (self->sections_box, section->list);
}

static void
add_row (BfRulesReference *self,
         guint             section,
         const char       *prefix,
         const char       *title,
         const char       *subtitle,
         const char       *extra)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *haystack_raw = NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);

  if (prefix != NULL)
    {
      GtkWidget *label = gtk_label_new (prefix);

      gtk_widget_add_css_class (label, "bf-reference-number");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
    }

  haystack_raw = g_strjoin ("\n", prefix ? prefix : "", title, subtitle, extra ? extra : "", NULL);
  g_object_set_data_full (G_OBJECT (row), "bf-haystack",
                          bf_rules_reference_fold (haystack_raw), g_free);

  gtk_list_box_append (GTK_LIST_BOX (self->sections[section].list), row);
}

static const char *
set_name (guint set)
{
  switch (set)
    {
    case 0:
      /* Translators: the departments of the base game */
      return C_("department set", "Base game");
    case 1:
      /* Translators: a set of Expansion 1 departments, as named in its rules */
      return C_("department set", "Expansion set 1: Internal Specialization");
    case 2:
      /* Translators: a set of Expansion 1 departments, as named in its rules */
      return C_("department set", "Expansion set 2: Local Agency Networks");
    case 3:
      /* Translators: a set of Expansion 1 departments, as named in its rules */
      return C_("department set", "Expansion set 3: Improved Flexibility");
    default:
      /* Translators: a set of Expansion 1 departments, as named in its rules */
      return C_("department set", "Expansion set 4: Miscellaneous Achievements");
    }
}

static void
build (BfRulesReference *self)
{
  /* Translators: section headings of the rules reference */
  add_section (self, SECTION_DEPARTMENTS, _("Departments"));
  add_section (self, SECTION_CHART, _("Donation Chart"));
  add_section (self, SECTION_TILES, _("New Donations Tiles"));

  for (guint number = 1; number <= BF_N_DEPARTMENTS; number++)
    {
      const BfDepartment *department = bf_carnegie_rules_get_department (self->rules, number);
      const BfDeptTypeInfo *type;
      g_autofree char *prefix = NULL;
      g_autofree char *subtitle = NULL;

      if (department == NULL)
        continue;
      type = bf_carnegie_rules_get_dept_type (self->rules, department->type);
      prefix = g_strdup_printf ("%u", department->number);
      /* Translators: a department's type and set, then its rule on a new line */
      subtitle = g_strdup_printf (_("%s · %s\n%s"), type->name, set_name (department->set), department->rule);
      add_row (self, SECTION_DEPARTMENTS, prefix, department->name, subtitle, NULL);
    }

  for (guint i = 0; i < bf_carnegie_rules_get_n_donation_spaces (self->rules); i++)
    {
      const BfDonationSpace *space = bf_carnegie_rules_get_donation_space (self->rules, i);
      const BfDonationTypeInfo *type = bf_carnegie_rules_get_donation_type (self->rules, space->type);
      g_autofree char *subtitle = NULL;
      g_autofree char *prefix = NULL;

      if (space->tile)
        {
          /* Translators: a New Donations tile space: the tile's type and the line 1-5 */
          subtitle = g_strdup_printf (_("%s tile, line %u"), type->name, space->row);
          prefix = g_strdup_printf ("%u", space->row);
        }
      else
        {
          /* Translators: a donation chart space: column number 1-4, its type, line 1-5 */
          subtitle = g_strdup_printf (_("Type %u (%s), line %u"), space->type + 1, type->name, space->row);
          prefix = g_strdup_printf ("%u·%u", space->type + 1, space->row);
        }
      add_row (self, space->tile ? SECTION_TILES : SECTION_CHART,
               prefix, space->text, subtitle, space->id);
    }

  refilter (self);
}

/* GObject ------------------------------------------------------------------ */

static void
bf_rules_reference_constructed (GObject *object)
{
  BfRulesReference *self = BF_RULES_REFERENCE (object);

  G_OBJECT_CLASS (bf_rules_reference_parent_class)->constructed (object);

  if (self->rules == NULL)
    self->rules = g_object_ref (bf_carnegie_rules_get_default ());

  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  build (self);
}

static void
bf_rules_reference_dispose (GObject *object)
{
  BfRulesReference *self = BF_RULES_REFERENCE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_RULES_REFERENCE);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (bf_rules_reference_parent_class)->dispose (object);
}

static void
bf_rules_reference_finalize (GObject *object)
{
  BfRulesReference *self = BF_RULES_REFERENCE (object);

  g_strfreev (self->query_words);

  G_OBJECT_CLASS (bf_rules_reference_parent_class)->finalize (object);
}

static void
bf_rules_reference_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BfRulesReference *self = BF_RULES_REFERENCE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    case PROP_QUERY:
      g_value_set_string (value, bf_rules_reference_get_query (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_rules_reference_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BfRulesReference *self = BF_RULES_REFERENCE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = g_value_dup_object (value);
      break;
    case PROP_QUERY:
      bf_rules_reference_set_query (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
bf_rules_reference_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (BF_RULES_REFERENCE (widget)->search_entry));
}

static void
bf_rules_reference_class_init (BfRulesReferenceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = bf_rules_reference_constructed;
  object_class->dispose = bf_rules_reference_dispose;
  object_class->finalize = bf_rules_reference_finalize;
  object_class->get_property = bf_rules_reference_get_property;
  object_class->set_property = bf_rules_reference_set_property;
  widget_class->grab_focus = bf_rules_reference_grab_focus;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, BF_TYPE_CARNEGIE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_QUERY] =
    g_param_spec_string ("query", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-rules-reference.ui");
  gtk_widget_class_bind_template_child (widget_class, BfRulesReference, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BfRulesReference, sections_box);
  gtk_widget_class_bind_template_child (widget_class, BfRulesReference, no_results);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);

  gtk_widget_class_set_css_name (widget_class, "bf-rules-reference");
}

static void
bf_rules_reference_init (BfRulesReference *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Mnemonic buttons read once, without the underscore (GTK 4.8). */
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
}

GtkWidget *
bf_rules_reference_new (BfCarnegieRules *rules)
{
  g_return_val_if_fail (rules == NULL || BF_IS_CARNEGIE_RULES (rules), NULL);

  return g_object_new (BF_TYPE_RULES_REFERENCE, "rules", rules, NULL);
}

BfCarnegieRules *
bf_rules_reference_get_rules (BfRulesReference *self)
{
  g_return_val_if_fail (BF_IS_RULES_REFERENCE (self), NULL);

  return self->rules;
}

const char *
bf_rules_reference_get_query (BfRulesReference *self)
{
  g_return_val_if_fail (BF_IS_RULES_REFERENCE (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
}

void
bf_rules_reference_set_query (BfRulesReference *self,
                              const char       *query)
{
  g_return_if_fail (BF_IS_RULES_REFERENCE (self));

  if (query == NULL)
    query = "";
  if (g_strcmp0 (query, bf_rules_reference_get_query (self)) == 0)
    return;

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  /* Filter now rather than after the entry's search delay. */
  search_changed_cb (self);
}

guint
bf_rules_reference_get_n_matches (BfRulesReference *self)
{
  guint n = 0;

  g_return_val_if_fail (BF_IS_RULES_REFERENCE (self), 0);

  for (guint s = 0; s < N_SECTIONS; s++)
    n += self->sections[s].n_visible;

  return n;
}
