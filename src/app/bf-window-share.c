/* bf-window-share.c
 *
 * Share This Table on the window's side (bf-window-private.h,
 * docs/table-link.md "The desktop"): the window holds at most one
 * BfTableLink, for the game open; it listens on this machine's
 * local-network addresses on the one port of the preferences
 * ("share-port"), so that one firewall rule suffices. While the table is
 * shared a banner under the page's header says so and how many phones
 * are connected, and the players cannot be added, removed or reordered
 * (a seat is the i-th player). A game left (another game, the start
 * page) stops its sharing: its links die. A game continued that was
 * shared when Benefactor ended without stopping (a crash) is shared
 * again at once with the same links, so that the phones reconnect by
 * themselves; a toast says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-livingstone.h"
#include "bf-share-dialog.h"
#include "bf-table-link.h"
#include "bf-widgets.h"
#include "bf-window-private.h"

/* The port when the settings' schema is not installed (some tests). */
#define DEFAULT_PORT 8766

static guint
get_port (BfWindow *self)
{
  if (self->settings == NULL)
    return DEFAULT_PORT;
  return (guint) g_settings_get_int (self->settings, "share-port");
}

/* Private networks first (a home's 192.168.x.x, then 10.x.x.x), then the
 * rest (172.16-31.x.x holds the bridges of containers), then link-local
 * 169.254.x.x: the QR codes show the first. */
static int
address_rank (GInetAddress *address)
{
  const guint8 *bytes = g_inet_address_to_bytes (address);

  if (g_inet_address_get_is_link_local (address))
    return 3;
  if (bytes[0] == 192 && bytes[1] == 168)
    return 0;
  if (bytes[0] == 10)
    return 1;
  return 2;
}

static int
compare_addresses (gconstpointer a,
                   gconstpointer b)
{
  return address_rank (*(GInetAddress **) a) - address_rank (*(GInetAddress **) b);
}

/* Where to listen (GInetSocketAddress): the addresses given by
 * bf_window_set_share_addresses(), else this machine's IPv4 addresses on
 * its local networks on the port of the preferences. IPv6's are left
 * out: a link-local one is of no use in a link without its interface,
 * which a phone's browser does not take. */
static GPtrArray *
listen_addresses (BfWindow *self)
{
  g_autoptr(GPtrArray) local = NULL;
  GPtrArray *addresses = g_ptr_array_new_with_free_func (g_object_unref);
  guint port = get_port (self);

  if (self->share_addresses != NULL)
    {
      for (guint i = 0; i < self->share_addresses->len; i++)
        g_ptr_array_add (addresses, g_object_ref (g_ptr_array_index (self->share_addresses, i)));
      return addresses;
    }

  local = bf_table_link_list_local_addresses ();
  for (guint i = local->len; i > 0; i--)
    if (g_inet_address_get_family (g_ptr_array_index (local, i - 1)) != G_SOCKET_FAMILY_IPV4)
      g_ptr_array_remove_index (local, i - 1);
  g_ptr_array_sort (local, compare_addresses);
  for (guint i = 0; i < local->len; i++)
    g_ptr_array_add (addresses, g_inet_socket_address_new (g_ptr_array_index (local, i), (guint16) port));

  return addresses;
}

static void
update_banner (BfWindow *self)
{
  gboolean sharing = self->table_link != NULL && bf_table_link_get_sharing (self->table_link);
  g_autofree char *text = NULL;

  if (sharing)
    {
      guint phones = 0;
      guint seats = bf_table_link_get_n_seats (self->table_link);

      for (guint i = 0; i < seats; i++)
        phones += bf_table_link_get_n_connections (self->table_link, i);
      if (phones == 0)
        text = g_strdup (_("Shared with the phones: none connected yet."));
      else
        /* Translators: the banner under the header while the table is shared */
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Shared with the phones: %u connected.",
                                             "Shared with the phones: %u connected.", phones),
                                phones);
      gtk_label_set_label (self->share_label, text);
    }

  _bf_window_place_banner (self, GTK_WIDGET (self->share_revealer));
  gtk_revealer_set_reveal_child (self->share_revealer, sharing);
  gtk_widget_set_visible (GTK_WIDGET (self->share_revealer), sharing);
}

/* Each phone is the seat of one player (the i-th): the pages refuse to
 * add, remove or reorder players while the table is shared. */
static void
update_seats_locked (BfWindow *self)
{
  gboolean sharing = self->table_link != NULL && bf_table_link_get_sharing (self->table_link);
  const char *reason = sharing
    ? _("Players cannot be added, removed or moved while the table is shared with phones: each phone is one player’s seat. Stop sharing first.")
    : NULL;

  if (self->carnegie_page != NULL)
    bf_carnegie_page_set_seats_locked (self->carnegie_page, reason);
  if (self->livingstone_page != NULL)
    bf_livingstone_page_set_seats_locked (self->livingstone_page, reason);
}

static void
update_share (BfWindow *self)
{
  update_banner (self);
  update_seats_locked (self);
  _bf_window_update_actions (self);
}

static void
sharing_cb (BfWindow *self)
{
  if (!bf_table_link_get_sharing (self->table_link))
    {
      g_clear_object (&self->share_slot);
      _bf_window_show_toast (self, _("The table is no longer shared: the phones’ links no longer work."));
    }
  update_share (self);
}

/* The link goes with the game it shares: its tokens die. */
static void
drop_link (BfWindow *self)
{
  if (self->table_link == NULL)
    return;

  /* Stopped here, whoever else holds it (the dialog): the toast says so. */
  bf_table_link_stop (self->table_link);
  g_signal_handlers_disconnect_by_data (self->table_link, self);
  if (self->share_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->share_dialog));
  g_clear_object (&self->table_link);
  g_clear_object (&self->share_slot);
  update_share (self);
}

static void
show_dialog (BfWindow *self)
{
  if (self->share_dialog == NULL)
    {
      self->share_dialog = bf_share_dialog_new (GTK_WINDOW (self), self->table_link, self->session);
      g_object_add_weak_pointer (G_OBJECT (self->share_dialog), (gpointer *) &self->share_dialog);
    }
  gtk_window_present (GTK_WINDOW (self->share_dialog));
}

/* Starts sharing the game open; on failure says why in a dialog. */
static gboolean
start_sharing (BfWindow *self)
{
  g_autoptr(GPtrArray) addresses = listen_addresses (self);
  g_autoptr(GError) error = NULL;

  if (addresses->len == 0)
    {
      _bf_window_show_error_dialog (self, _("No Local Network"),
                                    _("This computer is not connected to a local network, so the phones cannot reach it. Connect it to the same Wi-Fi as the phones, then share the table again."));
      return FALSE;
    }

  if (self->table_link == NULL)
    {
      self->table_link = bf_table_link_new (self->session);
      g_signal_connect_object (self->table_link, "notify::sharing", G_CALLBACK (sharing_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->table_link, "seats-changed", G_CALLBACK (update_banner), self,
                               G_CONNECT_SWAPPED);
    }

  if (!bf_table_link_start (self->table_link, addresses, &error))
    {
      g_autofree char *body = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
        {
          /* Translators: %u is the port number (8766) */
          body = g_strdup_printf (_("Another program is using port %u of this computer, so the table cannot be shared on it. Choose another port in Preferences, or close that program, then share the table again."),
                                  get_port (self));
          _bf_window_show_error_dialog (self, _("Port in Use"), body);
        }
      else
        _bf_window_show_error_dialog (self, _("The Table Cannot Be Shared"), error->message);
      return FALSE;
    }

  g_set_object (&self->share_slot, bf_session_get_autosave (self->session));
  update_share (self);
  return TRUE;
}

static void
share_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if ((self->table_link != NULL && bf_table_link_get_sharing (self->table_link)) ||
      start_sharing (self))
    show_dialog (self);
}

static void
stop_sharing_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);

  if (self->table_link != NULL)
    bf_table_link_stop (self->table_link);
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BfWindow *self = BF_WINDOW (widget);
  GtkWidget *window, *page, *group, *row, *spin;

  window = adw_preferences_window_new ();
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);
  gtk_widget_set_size_request (window, 360, 294);

  page = adw_preferences_page_new ();
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Share This Table"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The phones reach the shared table on this port of this computer; a firewall on it must let them in on this port. A new port is used the next time the table is shared."));

  row = adw_action_row_new ();
  /* Translators: the network port the phones connect to */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Port"));
  spin = gtk_spin_button_new_with_range (1024, 65535, 1);
  if (self->settings != NULL)
    g_settings_bind (self->settings, "share-port", spin, "value", G_SETTINGS_BIND_DEFAULT);
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), DEFAULT_PORT);
  bf_widgets_add_spin_suffix (ADW_ACTION_ROW (row), GTK_SPIN_BUTTON (spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));

  _bf_window_name_close_buttons (window);
  gtk_window_present (GTK_WINDOW (window));
}

/* A toast's Show Links, after sharing again. */
static void
resumed_toast_cb (AdwToast *toast,
                  BfWindow *self)
{
  if (self->table_link != NULL && bf_table_link_get_sharing (self->table_link))
    show_dialog (self);
}

static void
resume_sharing (BfWindow *self)
{
  AdwToast *toast;

  if (!start_sharing (self))
    return;

  toast = adw_toast_new (_("The table is shared again with the same links: the phones reconnect by themselves."));
  adw_toast_set_button_label (toast, _("Show _Links"));
  adw_toast_set_timeout (toast, 10);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (resumed_toast_cb), self, 0);
  _bf_window_add_toast (self, toast);
}

/* Another game, or none: the shared one's links die. A game continued
 * that was shared when Benefactor last ended without stopping is shared
 * again. */
static void
session_document_cb (BfWindow *self)
{
  BfDocument *document = bf_session_get_document (self->session);
  GFile *autosave = bf_session_get_autosave (self->session);

  /* A link stopped is dropped too: the next game shared (or resumed)
   * gets its own. */
  if (self->table_link != NULL &&
      (!bf_table_link_get_sharing (self->table_link) || document == NULL || autosave == NULL ||
       self->share_slot == NULL || !g_file_equal (autosave, self->share_slot)))
    drop_link (self);

  if (document != NULL && autosave != NULL && self->table_link == NULL &&
      (self->share_checked == NULL || !g_file_equal (autosave, self->share_checked)))
    {
      g_set_object (&self->share_checked, autosave);
      if (!bf_session_get_read_only (self->session) && bf_table_link_get_was_shared (self->session))
        resume_sharing (self);
    }

  update_share (self);
}

/* The banner under the header of the page shown, the pages made since
 * told about the seats. */
static void
page_shown_cb (BfWindow *self)
{
  update_banner (self);
  update_seats_locked (self);
}

gboolean
_bf_window_can_share (BfWindow *self)
{
  BfDocument *document = bf_session_get_document (self->session);
  BfCarnegieGame *game = bf_carnegie_game_from_session (self->session);

  if (document == NULL || bf_session_get_read_only (self->session))
    return FALSE;
  /* A solo game has one player: nobody to share it with. */
  if (game != NULL)
    return !bf_carnegie_game_get_solo (game) && bf_carnegie_game_get_n_players (game) > 1;
  return BF_IS_LIVINGSTONE_GAME (document);
}

gboolean
_bf_window_get_sharing (BfWindow *self)
{
  return self->table_link != NULL && bf_table_link_get_sharing (self->table_link);
}

void
_bf_window_undo_step (BfWindow *self,
                      gboolean  redo)
{
  g_auto(GStrv) before = NULL;
  gboolean sharing = _bf_window_get_sharing (self);

  if (sharing)
    before = bf_table_link_dup_player_names (self->table_link);
  if (!(redo ? bf_session_redo (self->session) : bf_session_undo (self->session)) || !sharing ||
      bf_table_link_seats_kept (self->table_link, (const char * const *) before))
    return;

  /* Back as it was, before any phone heard of it: the phones' views are
   * sent when the main loop is idle. */
  if (redo)
    bf_session_undo (self->session);
  else
    bf_session_redo (self->session);
  /* A dialog, not a toast: the reason is a sentence, which a toast cuts
   * to one line at a phone's width. */
  _bf_window_show_error_dialog (self, redo ? _("Cannot Redo While Shared") : _("Cannot Undo While Shared"),
                                _("This step adds, removes or moves a player, and each phone is one player’s seat. Stop sharing first."));
}

void
_bf_window_init_share (BfWindow *self)
{
  GtkWidget *box, *label, *button;

  /* The banner: under the header bar of the page shown, as the
   * storage's (bf-window-storage.c). */
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "bf-share-banner");
  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_box_append (GTK_BOX (box), label);
  button = gtk_button_new_with_mnemonic (_("Show _Links"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.share-table");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), button);
  bf_widgets_name_mnemonic_buttons (box);

  self->share_label = GTK_LABEL (label);
  self->share_revealer = GTK_REVEALER (g_object_ref_sink (gtk_revealer_new ()));
  gtk_revealer_set_child (self->share_revealer, box);
  gtk_widget_set_visible (GTK_WIDGET (self->share_revealer), FALSE);

  g_signal_connect_object (self->session, "notify::document", G_CALLBACK (session_document_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::read-only", G_CALLBACK (update_share), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child", G_CALLBACK (page_shown_cb), self,
                           G_CONNECT_SWAPPED);
}

void
_bf_window_dispose_share (BfWindow *self)
{
  /* The window going (quitting): sharing stops, its links die. */
  if (self->table_link != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->table_link, self);
      bf_table_link_stop (self->table_link);
    }
  if (self->share_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->share_dialog));
  g_clear_object (&self->table_link);
  g_clear_object (&self->share_slot);
  g_clear_object (&self->share_checked);
  g_clear_pointer (&self->share_addresses, g_ptr_array_unref);
  /* Under a page's header bar, in the page's box (_bf_window_place_banner()). */
  if (self->share_revealer != NULL)
    {
      GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (self->share_revealer));

      if (GTK_IS_BOX (box))
        gtk_box_remove (GTK_BOX (box), GTK_WIDGET (self->share_revealer));
    }
  g_clear_object (&self->share_revealer);
}

void
_bf_window_class_share_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.share-table", NULL, share_action);
  gtk_widget_class_install_action (widget_class, "win.stop-sharing", NULL, stop_sharing_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
}

/**
 * bf_window_get_table_link:
 *
 * The link sharing the game open with the phones, or NULL when it was
 * never shared since it was opened.
 */
BfTableLink *
bf_window_get_table_link (BfWindow *self)
{
  g_return_val_if_fail (BF_IS_WINDOW (self), NULL);

  return self->table_link;
}

/**
 * bf_window_set_share_addresses:
 * @addresses: (nullable) (element-type GInetSocketAddress): where to listen
 *
 * Share This Table listens on @addresses (port 0: any free port)
 * instead of this machine's local-network addresses on the port of the
 * preferences; NULL goes back to those. The tests give the loopback.
 */
void
bf_window_set_share_addresses (BfWindow  *self,
                               GPtrArray *addresses)
{
  g_return_if_fail (BF_IS_WINDOW (self));

  g_clear_pointer (&self->share_addresses, g_ptr_array_unref);
  if (addresses != NULL)
    self->share_addresses = g_ptr_array_ref (addresses);
}
