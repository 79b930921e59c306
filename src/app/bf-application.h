/* bf-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BF_TYPE_APPLICATION (bf_application_get_type ())

G_DECLARE_FINAL_TYPE (BfApplication, bf_application, BF, APPLICATION, AdwApplication)

BfApplication *bf_application_new (void);

G_END_DECLS
