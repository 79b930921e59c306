/* bf-player-editor-private.h
 *
 * BfPlayerEditor is written in two files: bf-player-editor.c (the
 * transport tracks, the donations and the secret donation, the counts,
 * the form as a whole) and bf-player-editor-departments.c (the
 * departments). This is what they share; the fields the tests name
 * are in bf-player-editor.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-donation-chart-view.h"
#include "bf-player-editor.h"

G_BEGIN_DECLS

typedef struct
{
  guint            number;
  GtkWidget       *row;                       /* borrowed: the list holds it */
  GtkToggleButton *flags[BF_N_DEPT_FLAGS];    /* humans only */
  GtkWidget       *remove;
} DeptRow;

struct _BfPlayerEditor
{
  AdwBin               parent_instance;

  /* owned */
  BfCarnegieGame              *game;
  BfCarnegiePlayer            *player;
  GSignalGroup        *game_signals;          /* on game */
  GBindingGroup       *game_bindings;         /* from game */
  GBindingGroup       *player_bindings;       /* from player */
  GBindingGroup       *transport_bindings[BF_N_REGIONS]; /* from the player's markers */
  GSignalGroup        *transport_signals[BF_N_REGIONS];  /* on the player's markers */
  GArray              *dept_rows;             /* DeptRow, in list order */

  /* template widgets */
  AdwPreferencesGroup *transport_group;
  AdwPreferencesGroup *donations_group;
  AdwPreferencesGroup *secret_group;
  AdwComboRow         *secret_row;
  AdwPreferencesGroup *departments_group;
  GtkLabel       *conflict_label;   /* entries that contradict each other */
  GtkListBox          *departments_list;
  AdwEntryRow         *number_row;
  GtkWidget           *number_add_button;
  AdwActionRow        *add_row;
  GtkMenuButton       *add_button;
  GtkPopover          *add_popover;
  GtkSearchEntry      *search_entry;
  GtkListBox          *add_list;
  AdwPreferencesGroup *company_group;
  AdwPreferencesGroup *vp_group;
  AdwActionRow        *action_choice_row;
  GtkSwitch           *action_choice_switch;
  AdwPreferencesGroup *vp_cards_group;
  GtkLabel            *vp_total_label;
  GtkLabel            *map_flag_label;        /* the map's contradictions */
  AdwPreferencesGroup *turn_group;
  AdwComboRow         *first_player_row;
  AdwActionRow        *seat_row;
  GtkWidget           *seat_before_button;
  GtkWidget           *seat_after_button;

  /* built in code, owned by the widget tree */
  BfDonationChartView *chart_view;
  AdwActionRow        *transport_rows[BF_N_REGIONS];
  GtkToggleButton     *transport_buttons[BF_N_REGIONS][BF_N_TRACK_BOXES];
  GtkSpinButton       *spins[BF_N_EDITOR_FIELDS];
  GtkStringList       *secret_texts;
  GtkStringList       *first_names;           /* the players in seat order */

  /* owned: why the seat order cannot change now (the table is shared
   * with phones), or NULL */
  char                *seats_locked;

  /* > 0 while the widgets are set from the model */
  guint                updating;
  /* keeps the department number on the screen after an addition */
  guint                number_tick_id;
  guint                number_ticks;
};

/* bf-player-editor.c */
/* Says why the model refused a change ("error" signal) and shows what
 * the model holds again. */
void        _bf_player_editor_report_error       (BfPlayerEditor     *self,
                                                  const char         *message);
const char *_bf_player_editor_dept_type_name     (BfPlayerEditor     *self,
                                                  BfDeptType          type);
/* Says @result, the result of an entry made in @widget, through the
 * screen reader, then the player's total after it (bf_widgets_announce()). */
void        _bf_player_editor_announce           (BfPlayerEditor     *self,
                                                  GtkWidget          *widget,
                                                  const char         *result);
/* Whether @dept's tiles are in this game (the modules). */
gboolean    _bf_player_editor_department_in_play (BfPlayerEditor     *self,
                                                  const BfDepartment *dept);

/* bf-player-editor-departments.c */
void        _bf_player_editor_update_departments (BfPlayerEditor *self);
void        _bf_player_editor_departments_init   (BfPlayerEditor     *self);
void        _bf_player_editor_departments_class_init (GtkWidgetClass *widget_class);

/* bf-player-editor-turn.c: the seat order and the first player, and
 * the contradictions of the entries flagged beside them and the map. */
void        _bf_player_editor_turn_class_init     (GtkWidgetClass *widget_class);
void        _bf_player_editor_turn_init           (BfPlayerEditor *self);
void        _bf_player_editor_update_turn         (BfPlayerEditor *self);

G_END_DECLS
