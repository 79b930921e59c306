/* bf-score-donations.c
 *
 * Final scoring of the donation chart (docs/scoring.md, "Donations"):
 * what each space counts for its player, the pay-for-VP spaces paid the
 * number of times that gives the highest total before the money and
 * goods spaces count what is left, the 12 VP cap of a space, and the
 * secret donation after the disks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-score"

#include "config.h"

#include <string.h>

#include "bf-i18n.h"

#include "bf-score-sheet-private.h"

/* Appends "A, B, C" for the names of the set entries. */
void
_bf_score_append_list (GString    *s,
                       const char *name,
                       gboolean   *first)
{
  if (!*first)
    /* Translators: separator of a list of names, "West, South" */
    g_string_append (s, _(", "));
  g_string_append (s, name);
  *first = FALSE;
}

/* How many types have a count: the "different types" spaces. With
 * @detail, "3 types (Health, Education, Welfare)". */
static guint
count_types (Scorer        *scorer,
             const guint   *counts,
             guint          n_types,
             const char *(*type_name) (Scorer *scorer, guint type),
             GString       *detail)
{
  gboolean first = TRUE;
  guint units = 0;

  for (guint t = 0; t < n_types; t++)
    if (counts[t] > 0)
      units++;
  if (detail == NULL)
    return units;

  g_string_append_printf (detail,
                          bf_ngettext ("%u type", "%u types", units),
                          units);
  if (units > 0)
    {
      g_string_append (detail, " (");
      for (guint t = 0; t < n_types; t++)
        if (counts[t] > 0)
          _bf_score_append_list (detail, type_name (scorer, t), &first);
      g_string_append (detail, ")");
    }

  return units;
}

/* The type with the highest count (the first of equal ones). */
static guint
best_type (const guint *counts,
           guint        n_types)
{
  guint best = 0;

  for (guint t = 1; t < n_types; t++)
    if (counts[t] > counts[best])
      best = t;

  return best;
}

static gboolean
space_uses_purse (const BfDonationSpace *space)
{
  return space->rule == BF_DONATION_RULE_GOODS ||
         space->rule == BF_DONATION_RULE_MONEY ||
         space->rule == BF_DONATION_RULE_MONEY_GOODS_PAIRS ||
         space->rule == BF_DONATION_RULE_PAY_FOR_VP;
}

/* Raw VP of @space (before the 12 VP cap) for the achievements @ach and
 * what is left in @purse. When @detail is not NULL, appends what was
 * counted ("4 projects"). */
static int
score_space (Scorer                *scorer,
             const Achievements    *ach,
             const BfDonationSpace *space,
             const Purse           *purse,
             guint                  n_paid,
             GString               *detail)
{
  BfCarnegiePlayer *player = ach->player;
  guint units = 0;
  int param = space->param;

  switch (space->rule)
    {
    case BF_DONATION_RULE_FIXED:
      if (detail)
        g_string_append (detail, _("scores in any case"));
      return space->vp;

    case BF_DONATION_RULE_DEPARTMENTS_OF_TYPE:
      if (param >= 0 && param < BF_N_DEPT_TYPES)
        units = ach->departments_of_type[param];
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u department built",
                                             "%u departments built", units),
                                units);
      break;

    case BF_DONATION_RULE_DEPARTMENTS:
      units = ach->n_departments;
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u department built",
                                             "%u departments built", units),
                                units);
      break;

    case BF_DONATION_RULE_PROJECTS_OF_TYPES:
      {
        guint n_types = 0;

        for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
          {
            if ((param & (1 << t)) == 0)
              continue;
            units += ach->projects_of_type[t];
            n_types++;
          }

        if (detail && n_types > 1)
          {
            gboolean first = TRUE;

            for (guint t = 0; t < BF_N_PROJECT_TYPES; t++)
              {
                if ((param & (1 << t)) == 0)
                  continue;
                if (!first)
                  g_string_append (detail, " + ");
                /* Translators: a count and a project type, "2 Housing" */
                g_string_append_printf (detail, C_("project count", "%u %s"),
                                        ach->projects_of_type[t],
                                        _bf_score_project_type_name (scorer, t));
                first = FALSE;
              }
            g_string_append (detail, " = ");
          }
        if (detail)
          g_string_append_printf (detail,
                                  bf_ngettext ("%u project", "%u projects", units),
                                  units);
      }
      break;

    case BF_DONATION_RULE_TRAIN_REGIONS:
      for (guint r = 0; r < BF_N_REGIONS; r++)
        if (ach->level[r] == BF_LEVEL_TRAIN)
          units++;
      if (detail)
        {
          g_string_append_printf (detail,
                                  bf_ngettext ("%u region at Train level",
                                               "%u regions at Train level", units),
                                  units);
          if (units > 0)
            {
              gboolean first = TRUE;

              g_string_append (detail, " (");
              for (guint r = 0; r < BF_N_REGIONS; r++)
                if (ach->level[r] == BF_LEVEL_TRAIN)
                  _bf_score_append_list (detail, _bf_score_region_name (scorer, r), &first);
              g_string_append (detail, ")");
            }
        }
      break;

    case BF_DONATION_RULE_DONATIONS:
      units = ach->n_donations;
      if (detail)
        {
          g_string_append_printf (detail,
                                  bf_ngettext ("%u donation pawn",
                                               "%u donation pawns", units),
                                  units);
          if (bf_carnegie_game_has_module (scorer->game, BF_MODULE_SECRET_DONATION) &&
              bf_carnegie_player_get_secret_donation (player) != BF_CHART_POS_NONE)
            g_string_append (detail, _(" (the secret donation is not a donation made)"));
        }
      break;

    case BF_DONATION_RULE_GOODS:
      units = purse->goods;
      if (detail)
        {
          if (purse->paid_goods > 0)
            g_string_append_printf (detail,
                                    bf_ngettext ("%u goods cube left after paying %u",
                                                 "%u goods cubes left after paying %u",
                                                 units),
                                    units, purse->paid_goods);
          else
            g_string_append_printf (detail,
                                    bf_ngettext ("%u goods cube left",
                                                 "%u goods cubes left", units),
                                    units);
        }
      break;

    case BF_DONATION_RULE_MONEY:
      units = purse->money / 5;
      if (detail)
        {
          if (purse->paid_money > 0)
            g_string_append_printf (detail, _("$%u left after paying $%u: %u × $5"),
                                    purse->money, purse->paid_money, units);
          else
            g_string_append_printf (detail, _("$%u left: %u × $5"),
                                    purse->money, units);
        }
      break;

    case BF_DONATION_RULE_MONEY_GOODS_PAIRS:
      units = MIN (purse->money / 5, purse->goods);
      if (detail)
        {
          if (purse->paid_money > 0 || purse->paid_goods > 0)
            g_string_append_printf (detail,
                                    bf_ngettext ("$%u and %u goods left after paying $%u and %u goods: %u pair",
                                                 "$%u and %u goods left after paying $%u and %u goods: %u pairs",
                                                 units),
                                    purse->money, purse->goods,
                                    purse->paid_money, purse->paid_goods, units);
          else
            g_string_append_printf (detail,
                                    bf_ngettext ("$%u and %u goods left: %u pair",
                                                 "$%u and %u goods left: %u pairs",
                                                 units),
                                    purse->money, purse->goods, units);
        }
      break;

    case BF_DONATION_RULE_ACTIVE_EMPLOYEES:
      units = bf_carnegie_player_get_active_employees (player);
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u active employee",
                                             "%u active employees", units),
                                units);
      break;

    case BF_DONATION_RULE_PROJECTS_IN_REGION:
      if (param >= 0 && param < BF_N_REGIONS)
        units = ach->projects_in_region[param];
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u project", "%u projects", units),
                                units);
      break;

    case BF_DONATION_RULE_PROJECTS_IN_TOWNS:
      units = ach->projects_in_towns;
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u project in a small town",
                                             "%u projects in small towns", units),
                                units);
      break;

    case BF_DONATION_RULE_DEPARTMENTS_BEST_TYPE:
      {
        guint best = best_type (ach->departments_of_type, BF_N_DEPT_TYPES);

        units = ach->departments_of_type[best];
        if (detail && units == 0)
          g_string_append (detail, _("no department built"));
        else if (detail)
          /* Translators: "best type: R&D, 3 departments" */
          g_string_append_printf (detail,
                                  bf_ngettext ("best type: %s, %u department",
                                               "best type: %s, %u departments", units),
                                  _bf_score_dept_type_name (scorer, best), units);
      }
      break;

    case BF_DONATION_RULE_DEPARTMENT_TYPES:
      units = count_types (scorer, ach->departments_of_type, BF_N_DEPT_TYPES, _bf_score_dept_type_name, detail);
      break;

    case BF_DONATION_RULE_DEPARTMENTS_LEFT_COLUMN:
      units = ach->departments_left_column;
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u department in the leftmost column",
                                             "%u departments in the leftmost column", units),
                                units);
      break;

    case BF_DONATION_RULE_DEPARTMENTS_TOP_ROW:
      units = ach->departments_top_row;
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u department in the top row",
                                             "%u departments in the top row", units),
                                units);
      break;

    case BF_DONATION_RULE_DONATIONS_OF_TYPE:
      if (param >= 0 && param < BF_N_DONATION_TYPES)
        units = ach->donations_of_type[param];
      if (detail)
        /* Translators: "2 donations: Health" */
        g_string_append_printf (detail,
                                bf_ngettext ("%u donation pawn: %s",
                                             "%u donation pawns: %s", units),
                                units,
                                param >= 0 && param < BF_N_DONATION_TYPES
                                ? _bf_score_donation_type_name (scorer, param) : "?");
      break;

    case BF_DONATION_RULE_PROJECTS_BEST_TYPE:
      {
        guint best = best_type (ach->projects_of_type, BF_N_PROJECT_TYPES);

        units = ach->projects_of_type[best];
        if (detail && units == 0)
          g_string_append (detail, _("no project built"));
        else if (detail)
          g_string_append_printf (detail,
                                  bf_ngettext ("best type: %s, %u project",
                                               "best type: %s, %u projects", units),
                                  _bf_score_project_type_name (scorer, best), units);
      }
      break;

    case BF_DONATION_RULE_PROJECT_TYPES:
      units = count_types (scorer, ach->projects_of_type, BF_N_PROJECT_TYPES, _bf_score_project_type_name, detail);
      break;

    case BF_DONATION_RULE_DONATION_TYPES:
      units = count_types (scorer, ach->donations_of_type, BF_N_DONATION_TYPES, _bf_score_donation_type_name, detail);
      break;

    case BF_DONATION_RULE_EMPTY_SPACES:
      units = bf_carnegie_player_get_empty_spaces (player);
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u empty company-board space",
                                             "%u empty company-board spaces", units),
                                units);
      break;

    case BF_DONATION_RULE_INACTIVE_EMPLOYEES:
      {
        guint board = bf_carnegie_player_get_inactive_board (player);
        guint missions = bf_carnegie_player_get_inactive_missions (player);

        units = board + missions;
        if (detail)
          g_string_append_printf (detail,
                                  bf_ngettext ("%u inactive employee (%u on the company board, %u on missions)",
                                               "%u inactive employees (%u on the company board, %u on missions)",
                                               units),
                                  units, board, missions);
      }
      break;

    case BF_DONATION_RULE_ACTIVE_ON_COST:
      units = bf_carnegie_player_get_active_on_cost (player);
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("%u active employee on a workstation costing $1 or more",
                                             "%u active employees on workstations costing $1 or more",
                                             units),
                                units);
      break;

    case BF_DONATION_RULE_PAY_FOR_VP:
      if (detail)
        g_string_append_printf (detail,
                                bf_ngettext ("paid %u time ($%u and %u goods), the number that gives the highest total; payments come before the money and goods spaces count what is left",
                                             "paid %u times ($%u and %u goods), the number that gives the highest total; payments come before the money and goods spaces count what is left",
                                             n_paid),
                                n_paid,
                                n_paid * (guint) MAX (space->cost_money, 0),
                                n_paid * (guint) MAX (space->cost_goods, 0));
      return space->vp * (int) n_paid;

    case BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED:
      {
        const BfCity *major = NULL;
        int id = -1;

        if (param >= 0 && (guint) param < scorer->n_cities)
          {
            major = bf_carnegie_rules_get_city (scorer->rules, param);
            id = ach->component[param];
          }

        if (id >= 0)
          {
            for (guint c = 0; c < scorer->n_cities; c++)
              {
                const BfCity *city = bf_carnegie_rules_get_city (scorer->rules, c);

                if (ach->component[c] == id && city->kind == BF_CITY_MEDIUM)
                  units++;
              }
          }

        if (detail && id < 0)
          g_string_append_printf (detail, _("no project pawn in %s"),
                                  major != NULL ? major->name : "?");
        else if (detail)
          {
            g_string_append_printf (detail,
                                    bf_ngettext ("%u medium city in the network of %s",
                                                 "%u medium cities in the network of %s",
                                                 units),
                                    units, major->name);
            if (units > 0)
              {
                gboolean first = TRUE;

                g_string_append (detail, " (");
                for (guint c = 0; c < scorer->n_cities; c++)
                  {
                    const BfCity *city = bf_carnegie_rules_get_city (scorer->rules, c);

                    if (ach->component[c] == id && city->kind == BF_CITY_MEDIUM)
                      _bf_score_append_list (detail, city->name, &first);
                  }
                g_string_append (detail, ")");
              }
          }
      }
      break;

    case BF_N_DONATION_RULES:
    default:
      g_warn_if_reached ();
      return 0;
    }

  return space->vp * (int) units;
}

/* The total of the donations that depend on money and goods, for the
 * payments chosen in @donations. */
static int
purse_total (Scorer             *scorer,
             const Achievements *ach,
             const Donation     *donations,
             guint               n_donations,
             const Purse        *purse)
{
  int total = 0;

  for (guint i = 0; i < n_donations; i++)
    {
      if (!space_uses_purse (donations[i].space))
        continue;
      total += MIN (DONATION_MAX_VP,
                    score_space (scorer, ach, donations[i].space, purse,
                                 donations[i].n_paid, NULL));
    }

  return total;
}

/* PAY_FOR_VP: tries every number of payments of every such donation
 * (0 to max_times each, what @start can pay) and keeps the highest total
 * of the money- and goods-based donations; ties go to fewer payments.
 * Sets n_paid of each donation and returns the purse left. */
static void
choose_payments (Scorer             *scorer,
                 const Achievements *ach,
                 Donation           *donations,
                 guint               n_donations,
                 const Purse        *start,
                 Purse              *left)
{
  Donation *pay[MAX_PAY_INSTANCES];
  guint best_n_paid[MAX_PAY_INSTANCES] = { 0, };
  guint n_pay = 0;
  int best_total = -1;
  guint best_payments = 0;

  *left = *start;

  for (guint i = 0; i < n_donations; i++)
    {
      donations[i].n_paid = 0;
      if (donations[i].space->rule == BF_DONATION_RULE_PAY_FOR_VP &&
          n_pay < MAX_PAY_INSTANCES)
        pay[n_pay++] = &donations[i];
    }

  if (n_pay == 0)
    return;

  /* Odometer over n_paid of every PAY_FOR_VP donation. */
  for (;;)
    {
      Purse purse = *start;
      gboolean affordable = TRUE;
      guint payments = 0;
      guint k;

      for (k = 0; k < n_pay; k++)
        {
          guint money = pay[k]->n_paid * (guint) MAX (pay[k]->space->cost_money, 0);
          guint goods = pay[k]->n_paid * (guint) MAX (pay[k]->space->cost_goods, 0);

          if (money > purse.money || goods > purse.goods)
            {
              affordable = FALSE;
              break;
            }
          purse.money -= money;
          purse.goods -= goods;
          purse.paid_money += money;
          purse.paid_goods += goods;
          payments += pay[k]->n_paid;
        }

      if (affordable)
        {
          int total = purse_total (scorer, ach, donations, n_donations, &purse);

          if (total > best_total ||
              (total == best_total && payments < best_payments))
            {
              best_total = total;
              best_payments = payments;
              for (k = 0; k < n_pay; k++)
                best_n_paid[k] = pay[k]->n_paid;
              *left = purse;
            }
        }

      for (k = 0; k < n_pay; k++)
        {
          if (pay[k]->n_paid < (guint) MAX (pay[k]->space->max_times, 0))
            {
              pay[k]->n_paid++;
              break;
            }
          pay[k]->n_paid = 0;
        }
      if (k == n_pay)
        break;
    }

  for (guint k = 0; k < n_pay; k++)
    pay[k]->n_paid = best_n_paid[k];
}

/* @space's text said of @name's table: its text_for with the name for
 * the "%s" (checked by the rule loader). */
static char *
text_for_player (const BfDonationSpace *space,
                 const char            *name)
{
  const char *mark = strstr (space->text_for, "%s");

  return g_strdup_printf ("%.*s%s%s", (int) (mark - space->text_for), space->text_for,
                          name, mark + 2);
}

/* Board order: column left to right as printed, then row top to bottom,
 * which is the order of BfChartPos. */
static int
compare_donations (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  const Donation *da = a;
  const Donation *db = b;

  return (da->pos > db->pos) - (da->pos < db->pos);
}

/* One line per donation disk (and the secret donation) of @sp, scored
 * by @ach (the player's own achievements; the human player's for
 * Andrew) with what is left of @start: the disks first, then the secret
 * donation with what the disks left. Returns the purse left. The disk
 * lines are added in board order, the secret donation's last. */
void
_bf_score_score_donations (Scorer             *scorer,
                           SheetPlayer        *sp,
                           BfCarnegiePlayer   *player,
                           const Achievements *ach,
                           const Purse        *start,
                           Purse              *left)
{
  Donation donations[BF_N_CHART_POSITIONS + 1];
  guint n_donations = 0;
  guint n_disks = bf_carnegie_player_get_n_donations (player);
  BfChartPos secret = BF_CHART_POS_NONE;
  Purse after_disks;

  for (guint i = 0; i < n_disks && n_donations < BF_N_CHART_POSITIONS; i++)
    {
      BfChartPos pos = bf_carnegie_player_get_donation (player, i);
      const BfDonationSpace *space = bf_carnegie_game_get_chart_space (scorer->game, pos);

      if (space == NULL)
        continue;
      donations[n_donations++] = (Donation) { pos, space, FALSE, 0 };
    }

  /* The disks first, with the best payments for their own total. The
   * search runs in the order the disks were entered (a tie keeps the
   * first combination it meets); only then are the lines put in board
   * order, each keeping its payments: a line's VP never depends on the
   * order of the lines. */
  choose_payments (scorer, ach, donations, n_donations, start, &after_disks);
  *left = after_disks;
  g_qsort_with_data (donations, (int) n_donations, sizeof (Donation),
                     compare_donations, NULL);

  /* Expansion 1: the secret donation is "counted at the end of the game,
   * after the other donations have been scored": it pays and counts with
   * what the disks left. Sealed secret donations are not scored before
   * the reveal. */
  if (!bf_carnegie_player_is_andrew (player) &&
      bf_carnegie_game_has_module (scorer->game, BF_MODULE_SECRET_DONATION) &&
      !bf_carnegie_game_get_secrets_sealed (scorer->game))
    secret = bf_carnegie_player_get_secret_donation (player);
  if (secret != BF_CHART_POS_NONE)
    {
      const BfDonationSpace *space = bf_carnegie_game_get_chart_space (scorer->game, secret);

      if (space != NULL)
        {
          donations[n_donations] = (Donation) { secret, space, TRUE, 0 };
          choose_payments (scorer, ach, &donations[n_donations], 1, &after_disks, left);
          n_donations++;
        }
    }

  for (guint i = 0; i < n_donations; i++)
    {
      const Donation *d = &donations[i];
      g_autoptr(GString) detail = g_string_new (NULL);
      g_autoptr(GString) explanation = g_string_new (NULL);
      const Purse *purse = start;
      g_autofree char *text = NULL;
      gboolean counted_for;
      char *title;
      int raw;
      int vp;

      if (space_uses_purse (d->space))
        purse = d->secret ? left : &after_disks;
      if (d->secret && d->space->rule == BF_DONATION_RULE_PAY_FOR_VP)
        {
          raw = score_space (scorer, ach, d->space, purse, d->n_paid, NULL);
          g_string_append_printf (detail,
                                  bf_ngettext (
                                               /* Translators: a secret donation that pays for VP, after the other donations */
                                               "paid %u time ($%u and %u goods), the number that gives the most VP",
                                               "paid %u times ($%u and %u goods), the number that gives the most VP",
                                               d->n_paid),
                                  d->n_paid,
                                  d->n_paid * (guint) MAX (d->space->cost_money, 0),
                                  d->n_paid * (guint) MAX (d->space->cost_goods, 0));
        }
      else
        raw = score_space (scorer, ach, d->space, purse, d->n_paid, detail);

      if (d->secret && space_uses_purse (d->space))
        g_string_append_printf (explanation,
                                /* Translators: the start of a secret donation's
                                 * explanation on a money or goods space */
                                _("Counted after the other donations, with the $%u and %u goods they left. "),
                                after_disks.money, after_disks.goods);

      /* Andrew's donations count the player's table: a text that speaks
       * to "you" names the player instead. */
      counted_for = player != ach->player && d->space->text_for != NULL;
      if (counted_for)
        text = text_for_player (d->space, bf_carnegie_player_get_name (ach->player));
      if (detail->len > 0)
        /* Translators: donation space text, what was counted:
         * "2 VP per project in the West: 4 projects" */
        g_string_append_printf (explanation, _("%s: %s"), counted_for ? text : d->space->text,
                                detail->str);
      else
        g_string_append (explanation, counted_for ? text : d->space->text);
      g_string_append (explanation, " → ");
      vp = _bf_score_format_result (explanation, raw, DONATION_MAX_VP);
      if (player != ach->player && !counted_for)
        /* Translators: Andrew's donations count what the human player
         * did; %s is that player's name */
        g_string_append_printf (explanation, _(", counted on %s’s table"),
                                bf_carnegie_player_get_name (ach->player));

      if (d->secret)
        {
          if (bf_carnegie_player_has_donation (player, d->pos))
            g_string_append (explanation, _(" (a pawn on the same space scores it too)"));
          title = _bf_score_secret_title (scorer, d->pos, d->space);
          _bf_score_add_chart_line (sp, BF_SCORE_SECRET_DONATION, d->pos, title, vp,
                          g_string_free (g_steal_pointer (&explanation), FALSE));
        }
      else
        {
          title = _bf_score_chart_pos_title (scorer, d->pos, d->space);
          _bf_score_add_chart_line (sp, BF_SCORE_DONATION, d->pos, title, vp,
                          g_string_free (g_steal_pointer (&explanation), FALSE));
        }
    }

  if (!bf_carnegie_player_is_andrew (player) &&
      bf_carnegie_game_has_module (scorer->game, BF_MODULE_SECRET_DONATION) &&
      bf_carnegie_game_get_secrets_sealed (scorer->game))
    _bf_score_add_line (sp, BF_SCORE_SECRET_DONATION, g_strdup (_("Secret donation")), 0,
              /* Translators: score sheet line while the secret donations
               * chosen at setup are still sealed */
              g_strdup (_("Secret donations are sealed until the reveal")));
}

