/* bf-solo-section.c
 *
 * The game is followed with a GSignalGroup: replacing it (undo hands
 * the page a new game object) moves the "changed" handler along, and
 * nothing is left to disconnect by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-solo-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bf-solo-section.h"
#include "bf-widgets.h"

typedef struct
{
  /* owned */
  BfSoloGame   *game;
  GSignalGroup *game_signals;
} BfSoloSectionPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (BfSoloSection, bf_solo_section, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
bf_solo_section_real_update (BfSoloSection *self,
                             BfSoloGame    *game)
{
}

/* Without a game the section is hidden and its actions disabled. */
static void
bf_solo_section_constructed (GObject *object)
{
  G_OBJECT_CLASS (bf_solo_section_parent_class)->constructed (object);

  bf_solo_section_update (BF_SOLO_SECTION (object));
}

static void
bf_solo_section_dispose (GObject *object)
{
  BfSoloSection *self = BF_SOLO_SECTION (object);
  BfSoloSectionPrivate *priv = bf_solo_section_get_instance_private (self);

  if (priv->game_signals != NULL)
    g_signal_group_set_target (priv->game_signals, NULL);
  g_clear_object (&priv->game_signals);
  g_clear_object (&priv->game);

  G_OBJECT_CLASS (bf_solo_section_parent_class)->dispose (object);
}

static void
bf_solo_section_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BfSoloSection *self = BF_SOLO_SECTION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, bf_solo_section_get_game (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_section_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BfSoloSection *self = BF_SOLO_SECTION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bf_solo_section_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bf_solo_section_class_init (BfSoloSectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = bf_solo_section_constructed;
  object_class->dispose = bf_solo_section_dispose;
  object_class->get_property = bf_solo_section_get_property;
  object_class->set_property = bf_solo_section_set_property;

  klass->update = bf_solo_section_real_update;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BF_TYPE_SOLO_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BfSoloSection::error:
   * @self: the section
   * @message: why the game refused an entry, for the user
   *
   * Emitted when the game refuses an entry made in the section; the
   * section already shows the game's state again.
   */
  signals[ERROR] =
    g_signal_new ("error",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
bf_solo_section_init (BfSoloSection *self)
{
  BfSoloSectionPrivate *priv = bf_solo_section_get_instance_private (self);

  priv->game_signals = bf_widgets_document_signals_new (BF_TYPE_SOLO_GAME);
  g_signal_group_connect_object (priv->game_signals, "changed", G_CALLBACK (bf_solo_section_update), self,
                                 G_CONNECT_SWAPPED);
}

BfSoloGame *
bf_solo_section_get_game (BfSoloSection *self)
{
  BfSoloSectionPrivate *priv = bf_solo_section_get_instance_private (self);

  g_return_val_if_fail (BF_IS_SOLO_SECTION (self), NULL);

  return priv->game;
}

void
bf_solo_section_set_game (BfSoloSection *self,
                          BfSoloGame    *game)
{
  BfSoloSectionPrivate *priv = bf_solo_section_get_instance_private (self);

  g_return_if_fail (BF_IS_SOLO_SECTION (self));
  g_return_if_fail (game == NULL || BF_IS_SOLO_GAME (game));

  if (!g_set_object (&priv->game, game))
    return;

  g_signal_group_set_target (priv->game_signals, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  bf_solo_section_update (self);
}

void
bf_solo_section_update (BfSoloSection *self)
{
  BfSoloSectionPrivate *priv = bf_solo_section_get_instance_private (self);

  g_return_if_fail (BF_IS_SOLO_SECTION (self));

  if (priv->game == NULL)
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  BF_SOLO_SECTION_GET_CLASS (self)->update (self, priv->game);
}

void
bf_solo_section_report (BfSoloSection *self,
                        const char    *message)
{
  g_return_if_fail (BF_IS_SOLO_SECTION (self));
  g_return_if_fail (message != NULL);

  g_debug ("refused: %s", message);
  /* Said at once: the toast that shows it is not read. */
  bf_widgets_announce (GTK_WIDGET (self), message);
  g_signal_emit (self, signals[ERROR], 0, message);
}

void
bf_solo_section_check (BfSoloSection  *self,
                       gboolean        ok,
                       GError        **error)
{
  g_return_if_fail (BF_IS_SOLO_SECTION (self));

  if (ok)
    return;

  g_return_if_fail (error != NULL && *error != NULL);
  bf_solo_section_report (self, (*error)->message);
  bf_solo_section_update (self);
}

/* ------------------------------------------------------------------ */
/* Names                                                               */

static BfCarnegieRules *
rules (void)
{
  return bf_carnegie_rules_get_default ();
}

const char *
bf_solo_dept_type_name (BfDeptType type)
{
  return bf_carnegie_rules_get_dept_type (rules (), type)->name;
}

char *
bf_solo_space_name (guint space)
{
  const BfSpace *s = bf_carnegie_rules_get_space (rules (), space);
  const BfCity *city = bf_carnegie_rules_get_city (rules (), s->city);

  if (city->kind == BF_CITY_TOWN)
    /* Translators: a construction space on a small town, %s is the town */
    return g_strdup_printf (_("%s (town)"), city->name);

  /* Translators: a construction space: city, its number in the city, its type */
  return g_strdup_printf (_("%s, space %u (%s)"), city->name, s->slot,
                          bf_carnegie_rules_get_project_type (rules (), s->type)->name);
}

char *
bf_solo_chart_name (BfChartPos pos)
{
  const BfDonationSpace *space = bf_carnegie_rules_get_chart_space (rules (), BF_CHART_POS_COLUMN (pos),
                                                                    BF_CHART_POS_ROW (pos), BF_NO_TILE);

  /* Translators: a donation space: its column, its row (1-5) and what it scores */
  return g_strdup_printf (_("%s %u: %s"),
                          bf_carnegie_rules_get_donation_type (rules (), BF_CHART_POS_COLUMN (pos))->name,
                          BF_CHART_POS_ROW (pos), space->text);
}

char *
bf_solo_department_name (guint number)
{
  /* Translators: a department and its number, "Recruiting (2)" */
  return g_strdup_printf (_("%s (%u)"), bf_carnegie_rules_get_department (rules (), number)->name, number);
}

gboolean
bf_solo_space_is_free (BfCarnegieGame *table,
                       guint           space)
{
  return !bf_carnegie_game_get_space_blocked (table, space) && bf_carnegie_game_get_space_owner (table, space) == NULL;
}

/* ------------------------------------------------------------------ */
/* Rows                                                                */

void
bf_solo_remove_all (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static guint
row_key (GtkWidget *row)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "bf-solo-key"));
}

/* Removes @row from @list; the focus, if it is in the row, goes to the
 * next row (or the one before) first. */
static void
remove_row_keeping_focus (GtkListBox *list,
                          GtkWidget  *row)
{
  GtkRoot *root = gtk_widget_get_root (row);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && (focus == row || gtk_widget_is_ancestor (focus, row)))
    {
      GtkWidget *next = gtk_widget_get_next_sibling (row);
      GtkWidget *previous = gtk_widget_get_prev_sibling (row);

      if (!(next != NULL && gtk_widget_child_focus (next, GTK_DIR_TAB_FORWARD)) &&
          !(previous != NULL && gtk_widget_child_focus (previous, GTK_DIR_TAB_FORWARD)))
        gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (row)), GTK_DIR_TAB_FORWARD);
    }

  gtk_list_box_remove (list, row);
}

void
bf_solo_sync_rows (GtkListBox    *list,
                   const guint   *keys,
                   guint          n_keys,
                   BfSoloMakeRow  make_row,
                   gpointer       data)
{
  GtkWidget *child;
  GtkWidget *next;

  /* The rows of the keys that went. Keys are stored plus one: 0 is none. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL; child = next)
    {
      gboolean kept = FALSE;

      next = gtk_widget_get_next_sibling (child);
      for (guint i = 0; i < n_keys && !kept; i++)
        kept = row_key (child) == keys[i] + 1;
      if (!kept)
        remove_row_keeping_focus (list, child);
    }

  /* The others at their place, new ones made. */
  for (guint i = 0; i < n_keys; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
      GtkWidget *made;

      if (row != NULL && row_key (GTK_WIDGET (row)) == keys[i] + 1)
        continue;

      /* Out of its place (entries do not reorder: only an undo might):
       * made again at its place. */
      for (child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL; child = next)
        {
          next = gtk_widget_get_next_sibling (child);
          if (row_key (child) == keys[i] + 1)
            remove_row_keeping_focus (list, child);
        }

      made = make_row (keys[i], data);
      g_object_set_data (G_OBJECT (made), "bf-solo-key", GUINT_TO_POINTER (keys[i] + 1));
      gtk_list_box_insert (list, made, (int) i);
    }
}

GtkWidget *
bf_solo_remove_button (const char *action,
                       guint       target,
                       const char *what)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  /* Translators: tooltip of a button taking back an entry; %s names it */
  g_autofree char *tooltip = g_strdup_printf (_("Take back %s"), what);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  bf_widgets_name_icon_button (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", target);
  return button;
}

GtkWidget *
bf_solo_entry_row (const char *title,
                   const char *subtitle,
                   GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  return row;
}

/* ------------------------------------------------------------------ */
/* Combo rows with values                                              */

/* Sets the entries of @row and their values, keeping the selected value
 * when it is still offered and available; else the first available
 * entry is selected (the first entry when none is). The handlers
 * @section connected to the row are blocked meanwhile. */
static void
set_choices (AdwComboRow *row,
             GPtrArray   *labels,
             GArray      *values,
             GArray      *available,
             gpointer     section)
{
  GArray *old = g_object_get_data (G_OBJECT (row), "bf-values");
  const char *old_key = g_object_get_data (G_OBJECT (row), "bf-key");
  guint selected = adw_combo_row_get_selected (row);
  gboolean had = old != NULL && selected < old->len;
  guint old_value = had ? g_array_index (old, guint, selected) : 0;
  guint choice = G_MAXUINT;
  g_autoptr(GString) key = g_string_new (NULL);
  g_autoptr(GtkStringList) model = NULL;

  g_assert (labels->len == values->len && values->len == available->len);

  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (key, "%u=%s\n", g_array_index (values, guint, i),
                            (const char *) g_ptr_array_index (labels, i));
  if (g_strcmp0 (old_key, key->str) == 0)
    return;

  for (guint i = 0; had && i < values->len && choice == G_MAXUINT; i++)
    if (g_array_index (values, guint, i) == old_value && g_array_index (available, gboolean, i))
      choice = i;
  for (guint i = 0; i < values->len && choice == G_MAXUINT; i++)
    if (g_array_index (available, gboolean, i))
      choice = i;

  g_ptr_array_add (labels, NULL);
  model = gtk_string_list_new ((const char * const *) labels->pdata);
  g_ptr_array_remove_index (labels, labels->len - 1);

  g_signal_handlers_block_matched (row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, section);
  g_object_set_data_full (G_OBJECT (row), "bf-values", g_array_ref (values),
                          (GDestroyNotify) g_array_unref);
  g_object_set_data_full (G_OBJECT (row), "bf-key", g_strdup (key->str), g_free);
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (row, choice != G_MAXUINT ? choice : 0);
  g_signal_handlers_unblock_matched (row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, section);
}

void
bf_solo_picker_init (BfSoloPicker  *c)
{
  c->labels = g_ptr_array_new_with_free_func (g_free);
  c->values = g_array_new (FALSE, FALSE, sizeof (guint));
  c->available = g_array_new (FALSE, FALSE, sizeof (gboolean));
}

void
bf_solo_picker_add_full (BfSoloPicker  *c,
                         char          *label,
                         guint          value,
                         gboolean       available)
{
  g_ptr_array_add (c->labels, label);
  g_array_append_val (c->values, value);
  g_array_append_val (c->available, available);
}

void
bf_solo_picker_add (BfSoloPicker  *c,
                     char          *label,
                     guint          value)
{
  bf_solo_picker_add_full (c, label, value, TRUE);
}

void
bf_solo_picker_apply (BfSoloPicker  *c,
                       AdwComboRow   *row,
                       gpointer       section)
{
  set_choices (row, c->labels, c->values, c->available, section);
  g_clear_pointer (&c->labels, g_ptr_array_unref);
  g_clear_pointer (&c->values, g_array_unref);
  g_clear_pointer (&c->available, g_array_unref);
}

/* Whether @text matches the search @query (case and accents of the
 * letters as typed aside: a casefolded substring). */
static gboolean
matches (const char *text,
         const char *query)
{
  g_autofree char *folded_text = NULL;
  g_autofree char *folded_query = NULL;

  if (query == NULL || *query == '\0')
    return TRUE;

  folded_text = g_utf8_casefold (text, -1);
  folded_query = g_utf8_casefold (query, -1);
  return strstr (folded_text, folded_query) != NULL;
}

gboolean
bf_solo_picker_add_found_space (BfSoloPicker  *c,
                                 GtkEditable   *search,
                                 guint          space)
{
  g_autofree char *name = bf_solo_space_name (space);

  if (!matches (name, gtk_editable_get_text (search)))
    return FALSE;
  bf_solo_picker_add (c, g_steal_pointer (&name), space);
  return TRUE;
}

void
bf_solo_picker_apply_found (BfSoloPicker  *c,
                             AdwComboRow   *row,
                             GtkEditable   *search,
                             gpointer       section)
{
  const char *query = gtk_editable_get_text (search);
  gboolean found = c->values->len > 2;

  bf_solo_picker_apply (c, row, section);
  if (query != NULL && *query != '\0' && found)
    {
      g_signal_handlers_block_matched (row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, section);
      adw_combo_row_set_selected (row, 1);
      g_signal_handlers_unblock_matched (row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, section);
    }
}

gboolean
bf_solo_get_choice (AdwComboRow *row,
                    guint       *value)
{
  GArray *values = g_object_get_data (G_OBJECT (row), "bf-values");
  guint selected = adw_combo_row_get_selected (row);

  if (values == NULL || selected >= values->len)
    return FALSE;

  *value = g_array_index (values, guint, selected);
  return TRUE;
}

gboolean
bf_solo_select_value (AdwComboRow *row,
                      guint        value)
{
  GArray *values = g_object_get_data (G_OBJECT (row), "bf-values");

  if (values == NULL)
    {
      if (value >= g_list_model_get_n_items (adw_combo_row_get_model (row)))
        return FALSE;
      adw_combo_row_set_selected (row, value);
      return TRUE;
    }

  for (guint i = 0; i < values->len; i++)
    if (g_array_index (values, guint, i) == value)
      {
        adw_combo_row_set_selected (row, i);
        return TRUE;
      }

  return FALSE;
}
