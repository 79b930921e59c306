/* bf-new-game-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-new-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-game-file.h"
#include "bf-widgets.h"
#include "bf-new-game-page.h"
#include "bf-carnegie-rules.h"

typedef struct
{
  GtkWidget   *row;              /* AdwEntryRow */
  GtkDropDown *color;
  GtkWidget   *remove;
} PlayerRow;

struct _BfNewGamePage
{
  AdwBin      parent_instance;

  /* template widgets */
  GtkListBox *players_list;
  GtkWidget  *add_button;
  GtkWidget  *first_player_group;
  AdwComboRow *first_player_row;
  GtkWidget  *solo_row;
  GtkSwitch  *solo_switch;
  GtkWidget  *new_donations_row;
  GtkWidget  *secret_donation_row;
  GtkSwitch  *new_departments_switch;
  GtkSwitch  *new_donations_switch;
  GtkSwitch  *secret_donation_switch;
  GtkSwitch  *open_bar_switch;
  GtkSwitch  *new_beginning_switch;

  /* owned */
  GPtrArray  *rows;              /* PlayerRow */
  GtkStringList *colors;
  GtkStringList *first_names;    /* the players' names, for the first player */
  GSettings  *settings;          /* NULL when the schema is not installed */
};

static const struct {
  BfModules module;
  gsize     offset;              /* of the switch in BfNewGamePage */
} module_switches[] = {
  { BF_MODULE_NEW_DEPARTMENTS, G_STRUCT_OFFSET (BfNewGamePage, new_departments_switch) },
  { BF_MODULE_NEW_DONATIONS, G_STRUCT_OFFSET (BfNewGamePage, new_donations_switch) },
  { BF_MODULE_SECRET_DONATION, G_STRUCT_OFFSET (BfNewGamePage, secret_donation_switch) },
  { BF_MODULE_OPEN_BAR, G_STRUCT_OFFSET (BfNewGamePage, open_bar_switch) },
  { BF_MODULE_NEW_BEGINNING, G_STRUCT_OFFSET (BfNewGamePage, new_beginning_switch) },
};

static GtkSwitch *
module_switch (BfNewGamePage *self,
               guint          i)
{
  return G_STRUCT_MEMBER (GtkSwitch *, self, module_switches[i].offset);
}

G_DEFINE_FINAL_TYPE (BfNewGamePage, bf_new_game_page, ADW_TYPE_BIN)

static void update_sensitivity_cb (BfNewGamePage *self);

static void name_colors (BfNewGamePage *self);

/* The name a row's player gets: what was typed, else the default one
 * ("Player 2", as bf_carnegie_game_add_player() names them). */
static char *
row_name (BfNewGamePage *self,
          guint          index)
{
  PlayerRow *row = g_ptr_array_index (self->rows, index);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row->row))));

  if (name[0] != '\0')
    return g_steal_pointer (&name);

  return g_strdup_printf (_("Player %u"), index + 1);
}

/* The first player's choices follow the names as they are typed; the one
 * chosen stays chosen. */
static void
update_first_names (BfNewGamePage *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->first_names));
  guint selected = adw_combo_row_get_selected (self->first_player_row);

  for (guint i = 0; i < self->rows->len; i++)
    g_ptr_array_add (names, row_name (self, i));

  if (n == names->len)
    {
      gboolean same = TRUE;

      for (guint i = 0; i < n && same; i++)
        same = g_strcmp0 (gtk_string_list_get_string (self->first_names, i),
                          g_ptr_array_index (names, i)) == 0;
      if (same)
        return;
    }

  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->first_names, 0, n, (const char * const *) names->pdata);
  adw_combo_row_set_selected (self->first_player_row,
                              selected < self->rows->len ? selected : 0);
}

static void
renumber_rows (BfNewGamePage *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = g_ptr_array_index (self->rows, i);
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), title);
      gtk_widget_set_visible (row->remove, self->rows->len > 1);
    }

  gtk_widget_set_sensitive (self->add_button, self->rows->len < BF_MAX_PLAYERS);
  /* A first player to choose with two players or more. */
  gtk_widget_set_visible (self->first_player_group, self->rows->len > 1);
  update_first_names (self);
  update_sensitivity_cb (self);
}

static void
remove_clicked_cb (GtkWidget     *button,
                   BfNewGamePage *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = g_ptr_array_index (self->rows, i);

      if (row->remove == button)
        {
          guint first = adw_combo_row_get_selected (self->first_player_row);
          GtkRoot *root = gtk_widget_get_root (button);
          GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

          /* Remove pressed with the keyboard: the focus goes to the name
           * of the player who takes this row's place, or of the one
           * above, never out of the form with the row. */
          if (focus != NULL && gtk_widget_is_ancestor (focus, row->row))
            {
              PlayerRow *next = i + 1 < self->rows->len ? g_ptr_array_index (self->rows, i + 1)
                              : i > 0 ? g_ptr_array_index (self->rows, i - 1) : NULL;

              if (next == NULL || !gtk_widget_grab_focus (next->row))
                gtk_widget_grab_focus (self->add_button);
            }
          gtk_list_box_remove (self->players_list, row->row);
          g_ptr_array_remove_index (self->rows, i);
          /* The first player stays the same person; when they leave, the
           * first one listed. */
          update_first_names (self);
          adw_combo_row_set_selected (self->first_player_row,
                                      first > i ? first - 1 : first == i ? 0 : first);
          break;
        }
    }

  renumber_rows (self);
  name_colors (self);
}

/* Names each colour drop-down after its seat and describes it by the
 * colour chosen, on the drop-down and on the toggle button inside it
 * that takes the focus (GTK 4.8 names that one "GtkToggleButton"). */
static void
name_colors (BfNewGamePage *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = g_ptr_array_index (self->rows, i);
      /* Translators: accessible name of a colour drop-down of the new game page */
      g_autofree char *label = g_strdup_printf (_("Colour of player %u"), i + 1);

      bf_widgets_name_drop_down (row->color, label);
    }
}

static guint
unused_color (BfNewGamePage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->colors));

  for (guint c = 0; c < n; c++)
    {
      gboolean used = FALSE;

      for (guint i = 0; i < self->rows->len && !used; i++)
        used = gtk_drop_down_get_selected (((PlayerRow *) g_ptr_array_index (self->rows, i))->color) == c;

      if (!used)
        return c;
    }

  return 0;
}

gboolean
bf_new_game_page_add_player (BfNewGamePage *self)
{
  PlayerRow *row;
  GtkWidget *box;

  g_return_val_if_fail (BF_IS_NEW_GAME_PAGE (self), FALSE);

  if (self->rows->len >= BF_MAX_PLAYERS)
    return FALSE;

  row = g_new0 (PlayerRow, 1);
  row->row = adw_entry_row_new ();
  gtk_editable_set_max_width_chars (GTK_EDITABLE (row->row), BF_MAX_NAME_LENGTH);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);

  g_signal_connect_object (row->row, "changed", G_CALLBACK (update_first_names),
                           self, G_CONNECT_SWAPPED);

  row->color = GTK_DROP_DOWN (gtk_drop_down_new (g_object_ref (G_LIST_MODEL (self->colors)), NULL));
  gtk_drop_down_set_selected (row->color, unused_color (self));
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->color), _("Colour"));
  g_signal_connect_object (row->color, "notify::selected", G_CALLBACK (name_colors),
                           self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->color));

  row->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  bf_widgets_name_icon_button (row->remove, _("Remove Player"));
  gtk_widget_add_css_class (row->remove, "flat");
  g_signal_connect (row->remove, "clicked", G_CALLBACK (remove_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), row->remove);

  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row->row), box);
  gtk_list_box_append (self->players_list, row->row);
  g_ptr_array_add (self->rows, row);
  renumber_rows (self);
  name_colors (self);

  return TRUE;
}

static void
add_clicked_cb (BfNewGamePage *self)
{
  PlayerRow *row;

  if (!bf_new_game_page_add_player (self))
    return;

  row = g_ptr_array_index (self->rows, self->rows->len - 1);
  gtk_widget_grab_focus (row->row);
}

static void
update_sensitivity_cb (BfNewGamePage *self)
{
  gboolean one = self->rows->len == 1;
  gboolean solo = one && gtk_switch_get_active (self->solo_switch);

  gtk_widget_set_sensitive (self->solo_row, one);
  if (!one)
    gtk_switch_set_active (self->solo_switch, FALSE);

  /* Expansion 1: New Donations and the Secret Donation are not solo rules. */
  gtk_widget_set_sensitive (self->new_donations_row, !solo);
  gtk_widget_set_sensitive (self->secret_donation_row, !solo);
  if (solo)
    {
      gtk_switch_set_active (self->new_donations_switch, FALSE);
      gtk_switch_set_active (self->secret_donation_switch, FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->new_donations_row),
                                   _("Not played in a solo game"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->secret_donation_row),
                                   _("Not played in a solo game"));
    }
  else
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->new_donations_row),
                                   _("Tiles covering columns of the donation chart"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->secret_donation_row),
                                   _("Each player's hidden donation space, scored at the end"));
    }
}

void
bf_new_game_page_reset (BfNewGamePage *self)
{
  g_return_if_fail (BF_IS_NEW_GAME_PAGE (self));

  while (self->rows->len > 0)
    {
      PlayerRow *row = g_ptr_array_index (self->rows, self->rows->len - 1);

      gtk_list_box_remove (self->players_list, row->row);
      g_ptr_array_remove_index (self->rows, self->rows->len - 1);
    }

  bf_new_game_page_add_player (self);
  bf_new_game_page_add_player (self);
  adw_combo_row_set_selected (self->first_player_row, 0);

  gtk_switch_set_active (self->solo_switch, FALSE);

  /* The modules chosen last time: most tables play the same way. */
  {
    g_auto(GStrv) ids = self->settings != NULL
      ? g_settings_get_strv (self->settings, "default-modules") : NULL;
    BfModules modules = BF_MODULE_NONE;

    for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
      {
        BfModules module;

        if (bf_game_file_lookup_module (ids[i], &module))
          modules |= module;
      }

    for (guint i = 0; i < G_N_ELEMENTS (module_switches); i++)
      gtk_switch_set_active (module_switch (self, i), (modules & module_switches[i].module) != 0);
  }
}

guint
bf_new_game_page_get_n_players (BfNewGamePage *self)
{
  g_return_val_if_fail (BF_IS_NEW_GAME_PAGE (self), 0);

  return self->rows->len;
}

void
bf_new_game_page_set_name (BfNewGamePage *self,
                           guint          index,
                           const char    *name)
{
  g_return_if_fail (BF_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (index < self->rows->len);

  gtk_editable_set_text (GTK_EDITABLE (((PlayerRow *) g_ptr_array_index (self->rows, index))->row), name);
}

BfCarnegieGame *
bf_new_game_page_build_game (BfNewGamePage  *self,
                             GError        **error)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  g_autoptr(BfCarnegieGame) game = bf_carnegie_game_new ();
  BfModules modules = BF_MODULE_NONE;

  g_return_val_if_fail (BF_IS_NEW_GAME_PAGE (self), NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = g_ptr_array_index (self->rows, i);
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row->row))));
      guint color = gtk_drop_down_get_selected (row->color);
      BfCarnegiePlayer *player;

      player = bf_carnegie_game_add_player (game, name[0] != '\0' ? name : NULL, error);
      if (player == NULL)
        return NULL;

      if (color < bf_carnegie_rules_get_n_colors (rules) &&
          !bf_carnegie_player_set_color (player, bf_carnegie_rules_get_color (rules, color)->id, error))
        return NULL;
    }

  for (guint i = 0; i < G_N_ELEMENTS (module_switches); i++)
    if (gtk_switch_get_active (module_switch (self, i)))
      modules |= module_switches[i].module;

  if (!bf_carnegie_game_set_modules (game, modules, error))
    return NULL;

  if (gtk_switch_get_active (self->solo_switch) &&
      !bf_carnegie_game_set_solo (game, TRUE, error))
    return NULL;

  if (self->rows->len > 1 &&
      !bf_carnegie_game_set_first_player (game, adw_combo_row_get_selected (self->first_player_row), error))
    return NULL;

  if (!bf_carnegie_game_validate (game, error))
    return NULL;

  if (self->settings != NULL)
    {
      g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (module_switches); i++)
        if (modules & module_switches[i].module)
          g_strv_builder_add (ids, bf_game_file_get_module_id (module_switches[i].module));

      strv = g_strv_builder_end (ids);
      g_settings_set_strv (self->settings, "default-modules", (const char * const *) strv);
    }

  return g_steal_pointer (&game);
}

static void
bf_new_game_page_dispose (GObject *object)
{
  BfNewGamePage *self = (BfNewGamePage *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_NEW_GAME_PAGE);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->colors);
  g_clear_object (&self->first_names);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bf_new_game_page_parent_class)->dispose (object);
}

static void
bf_new_game_page_class_init (BfNewGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_new_game_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, players_list);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, add_button);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, first_player_group);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, first_player_row);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, solo_row);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, solo_switch);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, new_donations_row);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, secret_donation_row);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, new_departments_switch);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, new_donations_switch);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, secret_donation_switch);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, open_bar_switch);
  gtk_widget_class_bind_template_child (widget_class, BfNewGamePage, new_beginning_switch);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_sensitivity_cb);
}

static void
bf_new_game_page_init (BfNewGamePage *self)
{
  BfCarnegieRules *rules = bf_carnegie_rules_get_default ();
  GSettingsSchema *schema;

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_schema_unref (schema);
    }

  self->rows = g_ptr_array_new_with_free_func (g_free);
  self->colors = gtk_string_list_new (NULL);
  for (guint i = 0; i < bf_carnegie_rules_get_n_colors (rules); i++)
    gtk_string_list_append (self->colors, bf_carnegie_rules_get_color (rules, i)->name);

  self->first_names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  adw_combo_row_set_model (self->first_player_row, G_LIST_MODEL (self->first_names));
  bf_widgets_describe_combo_row (self->first_player_row);
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  bf_new_game_page_reset (self);
}

GtkWidget *
bf_new_game_page_new (void)
{
  return g_object_new (BF_TYPE_NEW_GAME_PAGE, NULL);
}
