/* bf-types.h
 *
 * Small enumerations shared by the whole core. The facts behind them
 * (names, costs, cities, cards…) live in the rule data files under
 * data/rules/ and are loaded by BfCarnegieRules; these enums only give the four
 * regions, four project types etc. stable indices in C.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Order matches the rule data ("regions" in data/rules/board.json). */
typedef enum
{
  BF_REGION_EAST,
  BF_REGION_MIDWEST,
  BF_REGION_SOUTH,
  BF_REGION_WEST,
  BF_N_REGIONS
} BfRegion;

typedef enum
{
  BF_PROJECT_HOUSING,
  BF_PROJECT_COMMERCE,
  BF_PROJECT_INDUSTRY,
  BF_PROJECT_PUBLIC,
  BF_N_PROJECT_TYPES,
  /* Only as a space type: a small town's single space takes any type. */
  BF_PROJECT_ANY = BF_N_PROJECT_TYPES,
} BfProjectType;

/* Department types are also the four actions and the four timeline rows. */
typedef enum
{
  BF_DEPT_HR,
  BF_DEPT_MANAGEMENT,
  BF_DEPT_CONSTRUCTION,
  BF_DEPT_RD,
  BF_N_DEPT_TYPES
} BfDeptType;

typedef enum
{
  BF_LEVEL_CART,
  BF_LEVEL_STAGECOACH,
  BF_LEVEL_TRAIN,
  BF_N_LEVELS
} BfTransportLevel;

typedef enum
{
  BF_CITY_TOWN,
  BF_CITY_MEDIUM,
  BF_CITY_MAJOR,
} BfCityKind;

/* The four columns of the donation chart, left to right, and the four
 * New Donations tiles (a tile has the type of one column). */
typedef enum
{
  BF_DONATION_EDUCATION,
  BF_DONATION_RIGHTS,
  BF_DONATION_WELFARE,
  BF_DONATION_HEALTH,
  BF_N_DONATION_TYPES
} BfDonationType;

#define BF_CHART_ROWS 5
#define BF_N_CHART_POSITIONS (BF_N_DONATION_TYPES * BF_CHART_ROWS)
#define BF_N_TRACK_BOXES 5
#define BF_N_VP_CARDS 5
#define BF_N_DEPARTMENTS 32
#define BF_MAX_EMPLOYEES 15
#define BF_N_ANDREW_DECK 20

/* A position on the printed donation chart: column (0-3, left to right)
 * and row (1-5, top to bottom). What a position scores depends on whether
 * a New Donations tile covers its column. Encoded as column * 5 + row - 1. */
typedef guint BfChartPos;
#define BF_CHART_POS(column, row) ((BfChartPos) ((column) * BF_CHART_ROWS + (row) - 1))
#define BF_CHART_POS_COLUMN(pos) ((BfDonationType) ((pos) / BF_CHART_ROWS))
#define BF_CHART_POS_ROW(pos) ((guint) ((pos) % BF_CHART_ROWS) + 1)
#define BF_CHART_POS_NONE ((BfChartPos) G_MAXUINT)

/* No New Donations tile on a column. */
#define BF_NO_TILE (-1)

typedef enum /*< flags >*/
{
  BF_MODULE_NONE = 0,
  BF_MODULE_NEW_DEPARTMENTS = 1 << 0,
  BF_MODULE_NEW_DONATIONS = 1 << 1,
  BF_MODULE_SECRET_DONATION = 1 << 2,
  BF_MODULE_OPEN_BAR = 1 << 3,
  BF_MODULE_NEW_BEGINNING = 1 << 4,
} BfModules;

#define BF_MODULES_ALL (BF_MODULE_NEW_DEPARTMENTS | BF_MODULE_NEW_DONATIONS | \
                        BF_MODULE_SECRET_DONATION | BF_MODULE_OPEN_BAR | \
                        BF_MODULE_NEW_BEGINNING)

/* Departments whose effect the core needs to know about; the rule data
 * names the effect of each department ("effect" in departments.json). */
typedef enum
{
  BF_DEPT_EFFECT_NONE,
  BF_DEPT_EFFECT_COMMUNICATIONS,       /* 12: cheaper donations */
  BF_DEPT_EFFECT_CHARITABLE_GIVING,    /* 15: donate on another player's disk */
  BF_DEPT_EFFECT_GREEN_SPACES,         /* 20: 2 VP per empty company space */
  BF_DEPT_EFFECT_PUBLIC_RELATIONS,     /* 24: 2 VP per project in one region */
  BF_DEPT_EFFECT_POLITICAL_LOBBYING,   /* 27: build on non-matching spaces */
  BF_DEPT_EFFECT_POST_OFFICE,          /* 28: +1 connection point */
  BF_DEPT_EFFECT_ARCHIVES,             /* 31: may share a box 5 */
  BF_DEPT_EFFECT_NETWORK_OF_LIBRARIES, /* 32: 4 VP per project in fewest region */
  BF_N_DEPT_EFFECTS
} BfDeptEffect;

G_END_DECLS
