/* bf-carnegie-project.h
 *
 * One project disk a Carnegie player has on the map, as the player's
 * list of them holds it (bf_carnegie_player_get_projects()): the
 * construction space it stands on and the project type built there. A
 * disk does not move: an entry that changes it takes it off and puts
 * another on (bf_carnegie_player_remove_project(),
 * bf_carnegie_player_add_project(), which check them), so its
 * properties never change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bf-types.h"

G_BEGIN_DECLS

#define BF_TYPE_CARNEGIE_PROJECT (bf_carnegie_project_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegieProject, bf_carnegie_project, BF, CARNEGIE_PROJECT, GObject)

/* The space index, see bf_carnegie_rules_get_space(). */
guint         bf_carnegie_project_get_space        (BfCarnegieProject *self);
/* BF_PROJECT_ANY on a town whose type is not said yet (and on Andrew's
 * town disks). */
BfProjectType bf_carnegie_project_get_project_type (BfCarnegieProject *self);

G_END_DECLS
