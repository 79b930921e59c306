/* bf-carnegie-rules.h
 *
 * The printed facts of Carnegie (board, tracks, donation chart, tiles,
 * departments, Andrew's cards, bidding sheet), from the JSON files in
 * data/rules/: checked and compiled into the program as C at build time
 * (bf_carnegie_rules_get_default()), or loaded from the GResource bundle
 * (bf_carnegie_rules_new_from_resource()).
 *
 * All returned structs are owned by the BfCarnegieRules object and immutable.
 * Every "name", "text" and "rule" string is already translated (gettext,
 * with the message context given in data/rules/README.md); "id" strings
 * are stable identifiers used in game files. City names are not
 * translated: they stay as printed on the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-seats.h"
#include "bf-types.h"

G_BEGIN_DECLS

#define BF_CARNEGIE_RULES_ERROR (bf_carnegie_rules_error_quark ())

typedef enum
{
  BF_CARNEGIE_RULES_ERROR_INVALID,
} BfCarnegieRulesError;

GQuark bf_carnegie_rules_error_quark (void);

typedef struct
{
  BfRegion          region;
  const char       *id;          /* "east" */
  const char       *name;        /* translated, "East" */
  BfTransportLevel  start_level; /* level of box 1 */
  guint             major_city;  /* city index */
  double            name_x;      /* where the map centres the region's name, */
  double            name_y;      /* 0…1 of the whole map from the top left */
} BfRegionInfo;

typedef struct
{
  BfProjectType  type;
  const char    *id;             /* "housing" */
  const char    *name;           /* translated, "Housing" */
} BfProjectTypeInfo;

typedef struct
{
  BfDeptType  type;
  const char *id;                /* "hr", "management", "construction", "rd" */
  const char *name;              /* translated, "Human Resources" */
} BfDeptTypeInfo;

typedef struct
{
  BfTransportLevel  level;
  const char       *id;          /* "cart", "stagecoach", "train" */
  const char       *name;        /* translated */
} BfLevelInfo;

typedef struct
{
  BfDonationType  type;
  const char     *id;            /* "education", "rights", "welfare", "health" */
  const char     *name;          /* translated, "Human Rights" */
} BfDonationTypeInfo;

/* The side of a city's plate its name is written on, on the map. */
typedef enum
{
  BF_NAME_SIDE_NORTH,
  BF_NAME_SIDE_SOUTH,
  BF_NAME_SIDE_EAST,
  BF_NAME_SIDE_WEST,
} BfNameSide;

typedef struct
{
  guint          index;          /* 0 … n_cities-1, order of the data file */
  const char    *id;             /* "san-francisco" */
  const char    *name;           /* as printed: "San Francisco" */
  BfRegion       region;
  BfCityKind     kind;
  guint          n_spaces;       /* 1, 3 or 5 */
  guint          first_space;    /* index of its first space in the space list */
  BfProjectType  space_types[5]; /* left to right, top to bottom; BF_PROJECT_ANY for towns */
  int            vp;             /* VP per project built there (0-3) */
  guint          links;          /* link value, majors only (SF 2, others 1) */
  gboolean       rails_icon;     /* town with the "disk on rails" transport bonus icon */
  double         x, y;           /* schematic map position, 0…1 from the top left */
  /* Where the map writes the city's name and its VP badge, and how it
   * lays out a medium city's spaces, to keep clear of the neighbours. */
  BfNameSide     name_side;
  gboolean       badge_below;    /* the VP badge on a bottom corner */
  gboolean       triangle;       /* a medium city's spaces two above one */
} BfCity;

typedef struct
{
  guint          index;          /* 0 … 67 */
  guint          city;           /* city index */
  guint          slot;           /* 1-based position within the city */
  BfProjectType  type;           /* BF_PROJECT_ANY on a town */
} BfSpace;

typedef struct
{
  guint city_a;
  guint city_b;
} BfRoad;

typedef struct
{
  guint             box;         /* 1-5 */
  int               cost;        /* study points to move into the box (0 for box 1) */
  BfTransportLevel  level;
  const char       *income;      /* translated, what a returning employee earns: "$3" */
  const char       *reward;      /* translated end-of-track reward, box 5 only, else NULL */
} BfTrackBox;

typedef enum
{
  BF_DONATION_RULE_FIXED,                   /* vp */
  BF_DONATION_RULE_DEPARTMENTS_OF_TYPE,     /* vp per built department of type param */
  BF_DONATION_RULE_DEPARTMENTS,             /* vp per built department */
  BF_DONATION_RULE_PROJECTS_OF_TYPES,       /* vp per project whose type is in mask param (1 << BfProjectType) */
  BF_DONATION_RULE_TRAIN_REGIONS,           /* vp per region at Train level */
  BF_DONATION_RULE_DONATIONS,               /* vp per donation disk the player placed */
  BF_DONATION_RULE_GOODS,                   /* vp per goods cube */
  BF_DONATION_RULE_MONEY,                   /* vp per $5 */
  BF_DONATION_RULE_MONEY_GOODS_PAIRS,       /* vp per pair of $5 and 1 goods */
  BF_DONATION_RULE_ACTIVE_EMPLOYEES,        /* vp per active employee */
  BF_DONATION_RULE_PROJECTS_IN_REGION,      /* vp per project in region param */
  BF_DONATION_RULE_PROJECTS_IN_TOWNS,       /* vp per project in a small town */
  BF_DONATION_RULE_DEPARTMENTS_BEST_TYPE,   /* vp per built department of the best type */
  BF_DONATION_RULE_DEPARTMENT_TYPES,        /* vp per different type of built department */
  BF_DONATION_RULE_DEPARTMENTS_LEFT_COLUMN, /* vp per built department in the leftmost column */
  BF_DONATION_RULE_DEPARTMENTS_TOP_ROW,     /* vp per built department in the top row */
  BF_DONATION_RULE_DONATIONS_OF_TYPE,       /* vp per donation disk on a space of type param */
  BF_DONATION_RULE_PROJECTS_BEST_TYPE,      /* vp per project of the best type */
  BF_DONATION_RULE_PROJECT_TYPES,           /* vp per different project type built */
  BF_DONATION_RULE_DONATION_TYPES,          /* vp per different type of donation made */
  BF_DONATION_RULE_EMPTY_SPACES,            /* vp per company-board space without a department */
  BF_DONATION_RULE_INACTIVE_EMPLOYEES,      /* vp per inactive employee (board and missions) */
  BF_DONATION_RULE_ACTIVE_ON_COST,          /* vp per active employee on a workstation costing $1+ */
  BF_DONATION_RULE_PAY_FOR_VP,              /* pay cost_money and cost_goods for vp, up to max_times */
  BF_DONATION_RULE_MEDIUM_CITIES_CONNECTED, /* vp per medium city in the network of major city param */
  BF_N_DONATION_RULES
} BfDonationRule;

typedef struct
{
  guint           index;         /* 0-19 base chart, 20-39 New Donations tiles */
  const char     *id;            /* "education-hr", "new-education-1" */
  BfDonationType  type;          /* column type (of the tile for tile spaces) */
  guint           row;           /* 1-5 */
  gboolean        tile;          /* a New Donations tile space */
  BfDonationRule  rule;
  int             vp;            /* VP per unit, or the fixed VP */
  int             param;         /* see BfDonationRule */
  int             cost_money;    /* PAY_FOR_VP only */
  int             cost_goods;    /* PAY_FOR_VP only */
  int             max_times;     /* PAY_FOR_VP only */
  const char     *text;          /* translated, "3 VP per Human Resources department built" */
  const char     *text_for;      /* translated, the text said of a named
                                  * player's table, with one "%s" for the
                                  * name, or NULL when the text speaks to
                                  * nobody ("where %s’s transport…") */
} BfDonationSpace;

typedef struct
{
  guint         number;          /* 1-32 */
  const char   *id;              /* "recruiting" */
  const char   *name;            /* translated */
  BfDeptType    type;
  gboolean      expansion;       /* 17-32, Expansion 1 */
  guint         set;             /* 0 base game; 1-4 expansion set */
  BfDeptEffect  effect;
  const char   *rule;            /* translated one-line rule */
} BfDepartment;

typedef enum
{
  BF_EVENT_INCOME,               /* income in region */
  BF_EVENT_DONATION,
  BF_EVENT_INCOME_AND_DONATION,  /* the end spaces */
} BfEventKind;

typedef struct
{
  BfEventKind kind;
  BfRegion    region;            /* income events only */
} BfTimelineEvent;

typedef struct
{
  guint           number;        /* 1-8 */
  BfTimelineEvent sides[2][4];   /* [0] front, [1] back; top to bottom: the
                                  * HR, Management, Construction, R&D rows */
} BfTimelineTile;

typedef struct
{
  const char *id;                /* "N01", "A20" */
  guint       number;            /* 1-20 */
  gboolean    advanced;
  BfDeptType  back;              /* the action on the card's back */
  guint       donation;          /* donation space index (base chart) */
  guint       hr_slide;
  guint       n_take;
  BfDeptType  take[3];           /* Management: department types to take */
  guint       n_cities;
  guint       cities[4];         /* Construction: city indices */
  BfRegion    rd_region;
  guint       rd_steps;
} BfAndrewCard;

typedef struct
{
  guint       level;             /* 1-4 */
  const char *name;              /* translated, "Beginner" */
  guint       n_normal;          /* normal cards in Andrew's 20-card deck */
  guint       n_advanced;        /* advanced cards */
} BfDifficulty;

typedef struct
{
  int value;                     /* what the player gets (goods, workers, VP, moves) */
  int cost;                      /* dollars; negative when the player gains money */
} BfBidChoice;

typedef struct
{
  const char  *id;               /* "first-player", "goods", "workers", "vp", "setup-moves" */
  const char  *name;             /* translated */
  gboolean     free_bid;         /* line 1: any whole-dollar bid */
  guint        n_choices;
  BfBidChoice  choices[5];
} BfBidLine;

#define BF_TYPE_CARNEGIE_RULES (bf_carnegie_rules_get_type ())

G_DECLARE_FINAL_TYPE (BfCarnegieRules, bf_carnegie_rules, BF, CARNEGIE_RULES, GObject)

/* The rules compiled into the program; loaded on first use; their texts
 * in the calling thread's language (bf-i18n.h). */
BfCarnegieRules                  *bf_carnegie_rules_get_default              (void);
/* @rules with their texts in the calling thread's language: the compiled
 * rules in it when @rules are the compiled ones, else @rules. */
BfCarnegieRules                  *bf_carnegie_rules_get_spoken               (BfCarnegieRules *rules);
/* The same with the texts as written (msgids): bf-carnegie-rules-default.c. */
BfCarnegieRules                  *bf_carnegie_rules_get_untranslated         (void);
BfCarnegieRules                  *bf_carnegie_rules_new_from_resource        (const char  *base_path,
                                                                              GError     **error);

const BfRegionInfo       *bf_carnegie_rules_get_region               (BfCarnegieRules *self,
                                                                      BfRegion         region);
gboolean                  bf_carnegie_rules_lookup_region            (BfCarnegieRules *self,
                                                                      const char      *id,
                                                                      BfRegion        *region);
const BfProjectTypeInfo  *bf_carnegie_rules_get_project_type         (BfCarnegieRules     *self,
                                                                      BfProjectType type);
gboolean                  bf_carnegie_rules_lookup_project_type      (BfCarnegieRules     *self,
                                                                      const char  *id,
                                                                      BfProjectType *type);
const BfDeptTypeInfo     *bf_carnegie_rules_get_dept_type            (BfCarnegieRules *self,
                                                                      BfDeptType       type);
gboolean                  bf_carnegie_rules_lookup_dept_type         (BfCarnegieRules *self,
                                                                      const char      *id,
                                                                      BfDeptType      *type);
const BfLevelInfo        *bf_carnegie_rules_get_level                (BfCarnegieRules     *self,
                                                                      BfTransportLevel level);
const BfDonationTypeInfo *bf_carnegie_rules_get_donation_type        (BfCarnegieRules     *self,
                                                                      BfDonationType type);
gboolean                  bf_carnegie_rules_lookup_donation_type     (BfCarnegieRules     *self,
                                                                      const char  *id,
                                                                      BfDonationType *type);

guint                     bf_carnegie_rules_get_n_cities             (BfCarnegieRules     *self);
const BfCity             *bf_carnegie_rules_get_city                 (BfCarnegieRules *self,
                                                                      guint            index);
const BfCity             *bf_carnegie_rules_lookup_city              (BfCarnegieRules *self,
                                                                      const char      *id);
guint                     bf_carnegie_rules_get_n_spaces             (BfCarnegieRules     *self);
const BfSpace            *bf_carnegie_rules_get_space                (BfCarnegieRules *self,
                                                                      guint            index);
guint                     bf_carnegie_rules_get_n_roads              (BfCarnegieRules     *self);
const BfRoad             *bf_carnegie_rules_get_road                 (BfCarnegieRules *self,
                                                                      guint            index);
/* Road neighbours of a city: array of city indices, n_neighbours set. */
const guint              *bf_carnegie_rules_get_neighbours           (BfCarnegieRules *self,
                                                                      guint            city,
                                                                      guint           *n_neighbours);

const BfTrackBox         *bf_carnegie_rules_get_track_box            (BfCarnegieRules *self,
                                                                      BfRegion         region,
                                                                      guint            box);
/* VP of a connected network of @links links (2-5) at @level; 0 below 2. */
int                       bf_carnegie_rules_get_connection_vp        (BfCarnegieRules     *self,
                                                                      guint        links,
                                                                      BfTransportLevel level);

/* 40 spaces: the 20 of the base chart then the 20 of the four tiles. */
guint                     bf_carnegie_rules_get_n_donation_spaces    (BfCarnegieRules     *self);
const BfDonationSpace    *bf_carnegie_rules_get_donation_space       (BfCarnegieRules *self,
                                                                      guint            index);
const BfDonationSpace    *bf_carnegie_rules_lookup_donation_space    (BfCarnegieRules *self,
                                                                      const char      *id);
/* The space at row @row (1-5) of a column of type @column (base chart)
 * or of the tile of type @tile when tile != BF_NO_TILE. */
const BfDonationSpace    *bf_carnegie_rules_get_chart_space          (BfCarnegieRules     *self,
                                                                      BfDonationType column,
                                                                      guint        row,
                                                                      int          tile);

/* Departments by number, 1-32. */
const BfDepartment       *bf_carnegie_rules_get_department           (BfCarnegieRules *self,
                                                                      guint            number);
const BfDepartment       *bf_carnegie_rules_lookup_department        (BfCarnegieRules *self,
                                                                      const char      *id);

guint                     bf_carnegie_rules_get_n_timeline_tiles     (BfCarnegieRules     *self);
const BfTimelineTile     *bf_carnegie_rules_get_timeline_tile        (BfCarnegieRules *self,
                                                                      guint            number);
/* The end space of a timeline row (income and donation, in a region). */
const BfTimelineEvent    *bf_carnegie_rules_get_timeline_end         (BfCarnegieRules *self,
                                                                      BfDeptType       row);
/* A timeline event in words, translated: "income in the West". */
char                     *bf_carnegie_rules_describe_timeline_event  (BfCarnegieRules     *self,
                                                                      const BfTimelineEvent *event);
/* Appends an entry of a timeline tile as printed, short ("donation" or
 * a region: "South"), to the comma-separated @list. */
void                      bf_carnegie_rules_append_timeline_entry    (BfCarnegieRules     *self,
                                                                      GString     *list,
                                                                      const BfTimelineEvent *event);

guint                     bf_carnegie_rules_get_n_andrew_cards       (BfCarnegieRules     *self);
const BfAndrewCard       *bf_carnegie_rules_get_andrew_card          (BfCarnegieRules *self,
                                                                      guint            index);
const BfAndrewCard       *bf_carnegie_rules_lookup_andrew_card       (BfCarnegieRules *self,
                                                                      const char      *id);
/* Difficulty levels of Andrew's deck, 1 … n (1 Beginner: 20 normal cards). */
guint                     bf_carnegie_rules_get_n_difficulties       (BfCarnegieRules     *self);
const BfDifficulty       *bf_carnegie_rules_get_difficulty           (BfCarnegieRules *self,
                                                                      guint            level);
/* VP of Andrew's VP cards, left to right: 0, 1, 3, 6, 10. */
int                       bf_carnegie_rules_get_vp_card_value        (BfCarnegieRules *self,
                                                                      guint            position);

guint                     bf_carnegie_rules_get_n_bid_lines          (BfCarnegieRules     *self);
const BfBidLine          *bf_carnegie_rules_get_bid_line             (BfCarnegieRules *self,
                                                                      guint            index);
int                       bf_carnegie_rules_get_bid_budget           (BfCarnegieRules     *self);
guint                     bf_carnegie_rules_get_pawns_per_colour     (BfCarnegieRules     *self);
guint                     bf_carnegie_rules_get_project_tab_pawns    (BfCarnegieRules     *self,
                                                                      BfProjectType type);

guint                     bf_carnegie_rules_get_n_colors             (BfCarnegieRules     *self);
const BfColor            *bf_carnegie_rules_get_color                (BfCarnegieRules *self,
                                                                      guint            index);
const BfColor            *bf_carnegie_rules_lookup_color             (BfCarnegieRules *self,
                                                                      const char      *id);

/* Setup facts. */
guint                     bf_carnegie_rules_get_department_copies    (BfCarnegieRules *self,
                                                                      gboolean         open_bar);
guint                     bf_carnegie_rules_get_blocking_disks       (BfCarnegieRules *self,
                                                                      guint            n_players);
guint                     bf_carnegie_rules_get_departments_removed  (BfCarnegieRules *self,
                                                                      guint            n_players);

G_END_DECLS
