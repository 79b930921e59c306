/* bf-donation-chart-view.h
 *
 * The donation chart of the board as one player sees it: four columns of
 * five spaces, each a toggle button for "this player has a disk here".
 * With New Donations a drop-down over each column picks the tile that
 * covers it. Spaces holding a neutral blocking disk or another player's
 * disk are insensitive (unless the player has Charitable Giving).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bf-carnegie-game.h"

G_BEGIN_DECLS

#define BF_TYPE_DONATION_CHART_VIEW (bf_donation_chart_view_get_type ())

G_DECLARE_FINAL_TYPE (BfDonationChartView, bf_donation_chart_view, BF, DONATION_CHART_VIEW, GtkWidget)

GtkWidget       *bf_donation_chart_view_new              (BfCarnegieGame              *game,
                                                         BfCarnegiePlayer            *player);

BfCarnegieGame          *bf_donation_chart_view_get_game         (BfDonationChartView *self);
BfCarnegiePlayer        *bf_donation_chart_view_get_player       (BfDonationChartView *self);
/* The toggle button of the chart space @pos (the player editor moves
 * the focus to it: bf_player_editor_get_section_field()). */
GtkToggleButton *bf_donation_chart_view_get_space_button (BfDonationChartView *self,
                                                         BfChartPos           pos);

G_END_DECLS
