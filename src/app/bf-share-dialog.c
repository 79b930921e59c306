/* bf-share-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-share-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bf-carnegie-game.h"
#include "bf-livingstone.h"
#include "bf-qr-code.h"
#include "bf-seats.h"
#include "bf-share-dialog.h"
#include "bf-widgets.h"
#include "bf-window.h"

/* The widgets of one seat's card, updated in place (a card holding the
 * focus is never made again). */
typedef struct
{
  GtkWidget *card;          /* borrowed: the flow box holds it */
  GtkLabel  *name_label;
  GtkLabel  *phones_label;
  BfQrCode  *qr;
  GtkLabel  *link_label;
  GtkButton *copy_button;
  GtkButton *seat_button;   /* Take Back, or New Link once taken back */
  guint      n_phones;
  gboolean   taken_back;
} Seat;

struct _BfShareDialog
{
  AdwWindow        parent_instance;

  /* template widgets */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *title;
  GtkLabel        *addresses_label;
  GtkFlowBox      *seats_box;
  GtkButton       *stop_button;

  /* owned */
  BfTableLink     *link;
  BfSession       *session;
  GArray          *seats;   /* Seat */
};

G_DEFINE_FINAL_TYPE (BfShareDialog, bf_share_dialog, ADW_TYPE_WINDOW)

/* The name of @seat's player (seat i is the i-th player), and its
 * colour into @color unless NULL. */
static char *
dup_seat_name (BfShareDialog  *self,
               guint           seat,
               const BfColor **color)
{
  BfDocument *document = bf_session_get_document (self->session);
  BfCarnegieGame *game = bf_carnegie_game_from_session (self->session);
  const BfColor *found = NULL;
  char *name = NULL;

  if (game != NULL && seat < bf_carnegie_game_get_n_players (game))
    {
      BfCarnegiePlayer *player = bf_carnegie_game_get_player (game, seat);

      const char *id = bf_carnegie_player_get_color (player);

      found = id != NULL ? bf_seats_lookup_color (id) : NULL;
      name = g_strdup (bf_carnegie_player_get_name (player));
    }
  else if (BF_IS_LIVINGSTONE_GAME (document) &&
           seat < bf_livingstone_game_get_n_players (BF_LIVINGSTONE_GAME (document)))
    {
      BfLivingstonePlayer *player = bf_livingstone_game_get_player (BF_LIVINGSTONE_GAME (document), seat);
      const char *id = bf_livingstone_player_get_color (player);

      found = id != NULL ? bf_seats_lookup_color (id) : NULL;
      name = g_strdup (bf_livingstone_player_get_name (player));
    }

  if (color != NULL)
    *color = found;
  if (name == NULL || name[0] == '\0')
    {
      g_free (name);
      /* Translators: a seat of the shared table whose player has no name */
      name = g_strdup_printf (_("Player %u"), seat + 1);
    }
  return name;
}

/* The seat's first link (the QR code's), or NULL when taken back. */
static char *
dup_first_url (BfShareDialog *self,
               guint          seat)
{
  g_auto(GStrv) urls = bf_table_link_dup_seat_urls (self->link, seat);

  return urls != NULL && urls[0] != NULL ? g_strdup (urls[0]) : NULL;
}

static void
update_addresses (BfShareDialog *self)
{
  g_autoptr(GString) hosts = g_string_new (NULL);
  g_auto(GStrv) urls = NULL;
  g_autofree char *text = NULL;
  int port = -1;

  /* Any live seat's links name every address listened on. */
  for (guint i = 0; i < self->seats->len && urls == NULL; i++)
    urls = bf_table_link_dup_seat_urls (self->link, i);
  if (urls == NULL || urls[0] == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->addresses_label), FALSE);
      return;
    }

  for (guint i = 0; urls[i] != NULL; i++)
    {
      g_autoptr(GUri) uri = g_uri_parse (urls[i], G_URI_FLAGS_NONE, NULL);

      if (uri == NULL)
        continue;
      if (hosts->len > 0)
        /* Translators: separates the addresses of this computer in a list */
        g_string_append (hosts, _(", "));
      g_string_append (hosts, g_uri_get_host (uri));
      port = g_uri_get_port (uri);
    }

  if (g_strv_length (urls) > 1)
    /* Translators: %u is a port number (8766), %s a list of addresses
     * ("192.168.1.20, 10.0.0.4") */
    text = g_strdup_printf (_("Shared on port %u of this computer’s addresses %s. The codes use the first address; if a phone cannot open its link, type the link with another address."),
                            (guint) port, hosts->str);
  else
    /* Translators: %u is a port number (8766), %s an address (192.168.1.20) */
    text = g_strdup_printf (_("Shared on port %u of this computer’s address %s."), (guint) port, hosts->str);
  gtk_label_set_label (self->addresses_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->addresses_label), TRUE);
}

static char *
dup_phones_text (guint n_phones)
{
  if (n_phones == 0)
    return g_strdup (_("No phone connected"));
  /* Translators: the phones that have opened a seat's link now */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u phone connected", "%u phones connected", n_phones),
                          n_phones);
}

static void
update_seat (BfShareDialog *self,
             guint          index,
             gboolean       announce)
{
  Seat *seat = &g_array_index (self->seats, Seat, index);
  const BfColor *color = NULL;
  g_autofree char *name = dup_seat_name (self, index, &color);
  g_autofree char *url = dup_first_url (self, index);
  g_autofree char *markup = NULL;
  g_autofree char *phones = NULL;
  g_autofree char *qr_name = NULL;
  g_autofree char *copy_name = NULL;
  g_autofree char *seat_name = NULL;
  guint n_phones = url != NULL ? bf_table_link_get_n_connections (self->link, index) : 0;
  gboolean taken_back = url == NULL;

  if (color != NULL)
    /* Translators: a seat's heading: the player's colour as a dot, the
     * name, the colour's name ("● Anna · Red") */
    markup = g_markup_printf_escaped (_("<span foreground=\"%s\">●</span> %s · %s"),
                                      color->rgb, name, color->name);
  else
    markup = g_markup_escape_text (name, -1);
  gtk_label_set_markup (seat->name_label, markup);

  phones = taken_back ? g_strdup (_("Taken back: its link no longer works.")) : dup_phones_text (n_phones);
  gtk_label_set_label (seat->phones_label, phones);

  bf_qr_code_set_text (seat->qr, url);
  gtk_widget_set_visible (GTK_WIDGET (seat->qr), !taken_back);
  /* Translators: the accessible name of a seat's QR code; %s is the player */
  qr_name = g_strdup_printf (_("QR code of %s’s link"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->qr), GTK_ACCESSIBLE_PROPERTY_LABEL, qr_name, -1);

  gtk_label_set_label (seat->link_label, url != NULL ? url : "");
  gtk_widget_set_visible (GTK_WIDGET (seat->link_label), !taken_back);
  gtk_widget_set_visible (GTK_WIDGET (seat->copy_button), !taken_back);
  /* Translators: the accessible name of a seat's Copy Link button; %s is the player */
  copy_name = g_strdup_printf (_("Copy %s’s link"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->copy_button), GTK_ACCESSIBLE_PROPERTY_LABEL, copy_name, -1);

  /* One button that changes, so that the focus stays on it. */
  gtk_button_set_label (seat->seat_button, taken_back ? _("_New Link") : _("_Take Back"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (seat->seat_button),
                                  taken_back ? "share.new-link" : "share.take-back");
  if (taken_back)
    /* Translators: the accessible name of a taken-back seat's New Link
     * button; %s is the player */
    seat_name = g_strdup_printf (_("New link for %s"), name);
  else
    /* Translators: the accessible name of a seat's Take Back button: its
     * link stops working, its phones are disconnected; %s is the player */
    seat_name = g_strdup_printf (_("Take back %s’s seat"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->seat_button), GTK_ACCESSIBLE_PROPERTY_LABEL, seat_name, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (seat->seat_button),
                               taken_back ? _("Give this seat a new link to scan")
                                          : _("Disconnect this seat’s phones; its link stops working"));

  /* A screen reader hears the phones come and go. */
  if (announce && !taken_back && !seat->taken_back && n_phones != seat->n_phones)
    {
      g_autofree char *said = NULL;

      if (n_phones > seat->n_phones)
        /* Translators: said by the screen reader; %s is the player */
        said = g_strdup_printf (_("A phone joined %s’s seat"), name);
      else
        /* Translators: said by the screen reader; %s is the player */
        said = g_strdup_printf (_("A phone left %s’s seat"), name);
      bf_widgets_announce (GTK_WIDGET (seat->phones_label), said);
    }
  seat->n_phones = n_phones;
  seat->taken_back = taken_back;
}

static void
seats_changed_cb (BfShareDialog *self)
{
  for (guint i = 0; i < self->seats->len; i++)
    update_seat (self, i, TRUE);
  update_addresses (self);
}

static GtkWidget *
make_button (const char *label,
             const char *action_name,
             guint       seat)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", seat);
  gtk_widget_set_hexpand (button, TRUE);
  return button;
}

static void
add_seat (BfShareDialog *self,
          guint          index)
{
  Seat seat = { 0 };
  GtkWidget *box, *buttons, *child;
  PangoAttrList *attributes;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "bf-share-seat");

  seat.name_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (seat.name_label, TRUE);
  gtk_label_set_wrap_mode (seat.name_label, PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (seat.name_label), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (seat.name_label));

  seat.phones_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (seat.phones_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (seat.phones_label), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (seat.phones_label));

  seat.qr = BF_QR_CODE (bf_qr_code_new ());
  gtk_widget_set_halign (GTK_WIDGET (seat.qr), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (seat.qr));

  /* The link to type: selectable, broken anywhere (it has no spaces). */
  seat.link_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (seat.link_label, TRUE);
  gtk_label_set_wrap (seat.link_label, TRUE);
  gtk_label_set_wrap_mode (seat.link_label, PANGO_WRAP_CHAR);
  gtk_label_set_justify (seat.link_label, GTK_JUSTIFY_CENTER);
  /* On two lines rather than one card a row on a desktop; no hyphen
   * where it breaks (Pango's, which the link does not have). */
  gtk_label_set_max_width_chars (seat.link_label, 32);
  attributes = pango_attr_list_new ();
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  gtk_label_set_attributes (seat.link_label, attributes);
  pango_attr_list_unref (attributes);
  gtk_widget_add_css_class (GTK_WIDGET (seat.link_label), "monospace");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (seat.link_label));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  seat.copy_button = GTK_BUTTON (make_button (_("_Copy Link"), "share.copy", index));
  seat.seat_button = GTK_BUTTON (make_button (_("_Take Back"), "share.take-back", index));
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (seat.copy_button));
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (seat.seat_button));
  gtk_box_append (GTK_BOX (box), buttons);

  gtk_flow_box_append (self->seats_box, box);
  /* The flow box's child is no stop of its own for the keyboard: Tab
   * goes from button to button. */
  child = gtk_widget_get_parent (box);
  gtk_widget_set_focusable (child, FALSE);
  seat.card = child;

  g_array_append_val (self->seats, seat);
}

/* A toast in the dialog saying @message (toast titles are markup; a
 * player's name may hold "&" or "<"). */
static void
show_toast (BfShareDialog *self,
            const char    *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BfShareDialog *self = BF_SHARE_DIALOG (widget);
  guint index = g_variant_get_uint32 (parameter);
  g_autofree char *url = dup_first_url (self, index);
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (url == NULL)
    return;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), url);
  name = dup_seat_name (self, index, NULL);
  /* Translators: %s is the player whose seat's link was copied */
  message = g_strdup_printf (_("%s’s link copied"), name);
  show_toast (self, message);
  bf_widgets_announce (widget, message);
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BfShareDialog *self = BF_SHARE_DIALOG (widget);
  guint index = g_variant_get_uint32 (parameter);
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  bf_table_link_revoke_seat (self->link, index);
  name = dup_seat_name (self, index, NULL);
  /* Translators: said by the screen reader; %s is the player */
  message = g_strdup_printf (_("%s’s seat taken back: its link no longer works"), name);
  bf_widgets_announce (widget, message);
}

static void
new_link_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BfShareDialog *self = BF_SHARE_DIALOG (widget);
  guint index = g_variant_get_uint32 (parameter);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!bf_table_link_renew_seat (self->link, index, &error))
    {
      show_toast (self, error->message);
      return;
    }
  name = dup_seat_name (self, index, NULL);
  /* Translators: said by the screen reader; %s is the player */
  message = g_strdup_printf (_("New link for %s’s seat"), name);
  bf_widgets_announce (widget, message);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  /* The dialog closes as the link stops (sharing_cb()). */
  bf_table_link_stop (BF_SHARE_DIALOG (widget)->link);
}

static void
sharing_cb (BfShareDialog *self)
{
  if (!bf_table_link_get_sharing (self->link))
    gtk_window_close (GTK_WINDOW (self));
}

static void
bf_share_dialog_dispose (GObject *object)
{
  BfShareDialog *self = BF_SHARE_DIALOG (object);

  if (self->link != NULL)
    g_signal_handlers_disconnect_by_data (self->link, self);
  g_clear_object (&self->link);
  g_clear_object (&self->session);

  gtk_widget_dispose_template (GTK_WIDGET (self), BF_TYPE_SHARE_DIALOG);

  G_OBJECT_CLASS (bf_share_dialog_parent_class)->dispose (object);
}

static void
bf_share_dialog_finalize (GObject *object)
{
  BfShareDialog *self = BF_SHARE_DIALOG (object);

  g_clear_pointer (&self->seats, g_array_unref);

  G_OBJECT_CLASS (bf_share_dialog_parent_class)->finalize (object);
}

/* F1: the help's page about sharing ("Play with phones"), shown for
 * the window the dialog belongs to. */
static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (BF_IS_WINDOW (parent))
    bf_window_show_help (BF_WINDOW (parent), "share");
}

static void
bf_share_dialog_class_init (BfShareDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bf_share_dialog_dispose;
  object_class->finalize = bf_share_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/bf-share-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BfShareDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BfShareDialog, title);
  gtk_widget_class_bind_template_child (widget_class, BfShareDialog, addresses_label);
  gtk_widget_class_bind_template_child (widget_class, BfShareDialog, seats_box);
  gtk_widget_class_bind_template_child (widget_class, BfShareDialog, stop_button);

  gtk_widget_class_install_action (widget_class, "share.copy", "u", copy_action);
  gtk_widget_class_install_action (widget_class, "share.take-back", "u", take_back_action);
  gtk_widget_class_install_action (widget_class, "share.new-link", "u", new_link_action);
  gtk_widget_class_install_action (widget_class, "share.stop", NULL, stop_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "share.help", NULL, help_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "share.help", NULL);
}

static void
bf_share_dialog_init (BfShareDialog *self)
{
  g_type_ensure (BF_TYPE_QR_CODE);
  gtk_widget_init_template (GTK_WIDGET (self));
  bf_widgets_name_mnemonic_buttons (GTK_WIDGET (self));
  self->seats = g_array_new (FALSE, TRUE, sizeof (Seat));
}

GtkWidget *
bf_share_dialog_new (GtkWindow   *parent,
                     BfTableLink *link,
                     BfSession   *session)
{
  BfShareDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (BF_IS_TABLE_LINK (link), NULL);
  g_return_val_if_fail (BF_IS_SESSION (session), NULL);

  self = g_object_new (BF_TYPE_SHARE_DIALOG, "transient-for", parent, NULL);
  self->link = g_object_ref (link);
  self->session = g_object_ref (session);

  for (guint i = 0; i < bf_table_link_get_n_seats (link); i++)
    add_seat (self, i);
  for (guint i = 0; i < self->seats->len; i++)
    update_seat (self, i, FALSE);
  update_addresses (self);
  /* The focus on the first seat's Copy Link, not on a link's text (which
   * a selectable label would select whole). */
  if (self->seats->len > 0)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (g_array_index (self->seats, Seat, 0).copy_button));

  g_signal_connect_object (link, "seats-changed", G_CALLBACK (seats_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (link, "notify::sharing", G_CALLBACK (sharing_cb), self, G_CONNECT_SWAPPED);

  return GTK_WIDGET (self);
}

BfTableLink *
bf_share_dialog_get_link (BfShareDialog *self)
{
  g_return_val_if_fail (BF_IS_SHARE_DIALOG (self), NULL);

  return self->link;
}
