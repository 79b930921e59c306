/* bf-solo-section.h
 *
 * BfSoloSection: the base class of the parts of the solo page (status
 * card, choices, checklist, entries, corrections…). A section is given
 * the page's BfSoloGame (its "game" property, bound to the page's) and
 * shows it: its update() runs when the game is set and after every
 * "changed" of the game, and decides what the section shows, whether it
 * is visible at all included. The entries it makes go through the
 * BfSoloGame entry functions; a refused one emits "error" with the
 * core's message and the section shows the game's state again.
 *
 * Also the names and pickers the sections share: spaces, donation
 * spaces and departments as the page words them, and combo rows whose
 * entries carry a value (a space, a number, a chart position).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bf-solo.h"

G_BEGIN_DECLS

#define BF_TYPE_SOLO_SECTION (bf_solo_section_get_type ())

G_DECLARE_DERIVABLE_TYPE (BfSoloSection, bf_solo_section, BF, SOLO_SECTION, AdwBin)

struct _BfSoloSectionClass
{
  AdwBinClass parent_class;

  /* Shows @game, NULL for none (the section then hides itself first). */
  void (*update) (BfSoloSection *self,
                  BfSoloGame    *game);
};

BfSoloGame *bf_solo_section_get_game    (BfSoloSection *self);
/* @game may be NULL. */
void        bf_solo_section_set_game    (BfSoloSection *self,
                                         BfSoloGame    *game);
/* Shows the game's state again. */
void        bf_solo_section_update      (BfSoloSection *self);
/* Emits "error" with @message. */
void        bf_solo_section_report      (BfSoloSection *self,
                                         const char    *message);
/* After an entry: when refused (!@ok), reports *@error and shows the
 * game's state again. */
void        bf_solo_section_check       (BfSoloSection *self,
                                         gboolean       ok,
                                         GError       **error);

/* ---- Shared by the sections ---------------------------------------- */

const char *bf_solo_dept_type_name      (BfDeptType     type);
/* New strings: "Chicago, space 2 (Housing)", "Welfare 2: …", "Sales (6)". */
char       *bf_solo_space_name          (guint          space);
char       *bf_solo_chart_name          (BfChartPos     pos);
char       *bf_solo_department_name     (guint          number);
gboolean    bf_solo_space_is_free       (BfCarnegieGame *table,
                                         guint           space);
void        bf_solo_remove_all          (GtkListBox    *list);
/* Makes the row of the entry @key in bf_solo_sync_rows(). */
typedef GtkWidget *(*BfSoloMakeRow)     (guint          key,
                                         gpointer       data);
/* Shows the @n_keys entries @keys in @list, in their order: the rows of
 * keys no longer listed go, a row stays as long as its key does, the
 * rows of new keys (@make_row) come at their place. An entry never
 * destroys the row that holds, or is about to take, the keyboard focus
 * (a Tab out of a spin button commits its value while the focus moves
 * on); a row going with the focus hands it to its neighbour first. */
void        bf_solo_sync_rows           (GtkListBox    *list,
                                         const guint   *keys,
                                         guint          n_keys,
                                         BfSoloMakeRow  make_row,
                                         gpointer       data);
/* An action row (no markup) with an optional suffix. */
GtkWidget  *bf_solo_entry_row           (const char    *title,
                                         const char    *subtitle,
                                         GtkWidget     *suffix);
/* A flat trash button activating @action with @target ("u"). */
GtkWidget  *bf_solo_remove_button       (const char    *action,
                                         guint          target,
                                         const char    *what);

/* Combo rows whose entries carry values. A BfSoloPicker is filled with
 * labels and values, then applied to a row: the row keeps its selected
 * value when still offered and available, else it starts on the first
 * available entry; the section's own handlers on the row do not take
 * the change for the player's. */
typedef struct
{
  GPtrArray *labels;
  GArray    *values;
  GArray    *available;          /* gboolean, one per entry */
} BfSoloPicker;

void        bf_solo_picker_init        (BfSoloPicker  *c);
void        bf_solo_picker_add         (BfSoloPicker  *c,
                                         char          *label,     /* owned */
                                         guint          value);
/* As bf_solo_picker_add(); an entry not @available is offered (the
 * player may know better) but never chosen for the player. */
void        bf_solo_picker_add_full    (BfSoloPicker  *c,
                                         char          *label,     /* owned */
                                         guint          value,
                                         gboolean       available);
/* Adds @space (named) when its name matches the query in @search. */
gboolean    bf_solo_picker_add_found_space (BfSoloPicker  *c,
                                             GtkEditable   *search,
                                             guint          space);
/* Applies and clears @c. */
void        bf_solo_picker_apply       (BfSoloPicker  *c,
                                         AdwComboRow   *row,
                                         gpointer       section);
/* As bf_solo_picker_apply(); while @search holds a query and something
 * matched, the first match (after the "choose" entry) is selected. */
void        bf_solo_picker_apply_found (BfSoloPicker  *c,
                                         AdwComboRow   *row,
                                         GtkEditable   *search,
                                         gpointer       section);
/* The value of the selected entry; FALSE when none. */
gboolean    bf_solo_get_choice          (AdwComboRow   *row,
                                         guint         *value);
/* Selects the entry whose value is @value; FALSE when not offered. A
 * row without values (a fixed list) selects position @value. */
gboolean    bf_solo_select_value        (AdwComboRow   *row,
                                         guint          value);

G_END_DECLS
