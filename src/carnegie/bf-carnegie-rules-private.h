/* bf-carnegie-rules-private.h
 *
 * What the parts of BfCarnegieRules share. bf-carnegie-rules.c holds the object, loads
 * the files and answers the lookups; each file of data/rules/ is read
 * by one part: board.json by bf-carnegie-rules-board.c, donations.json,
 * departments.json and andrew.json by bf-carnegie-rules-cards.c, timeline.json
 * and setup.json by bf-carnegie-rules-setup.c.
 *
 * The files are read through bf-json with a BfJsonReader of
 * BF_CARNEGIE_RULES_ERROR_INVALID whose "who" is the place in the data
 * ("board.json", "board.json: cities[3]"), so that every message reads
 * "board.json: cities[3]: “vp” must be a whole number from 0 to 3." The
 * loader's own messages are for developers (the compiled-in data is
 * checked by the build, bf-carnegie-rules-compile.c) and are not
 * translated. Translatable fields are read as written and translated
 * after loading, by _bf_carnegie_rules_translate().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bf-carnegie-rules.h"
#include "bf-json.h"

G_BEGIN_DECLS

#define N_CHART_SPACES (BF_N_DONATION_TYPES * BF_CHART_ROWS)
#define N_DONATION_SPACES (2 * N_CHART_SPACES)
#define N_TIMELINE_TILES 8
#define N_TIMELINE_EVENTS 4
#define N_ANDREW_NUMBERS 20
#define N_ANDREW_CARDS (2 * N_ANDREW_NUMBERS)
#define MAX_PLAYERS 4
#define MIN_LINKS 2
#define MAX_LINKS 5

typedef BfDifficulty DifficultyLevel;

struct _BfCarnegieRules
{
  GObject parent_instance;

  /* owned: every id and untranslated string of the data */
  GStringChunk      *strings;

  BfRegionInfo       regions[BF_N_REGIONS];
  BfProjectTypeInfo  project_types[BF_N_PROJECT_TYPES];
  BfDeptTypeInfo     dept_types[BF_N_DEPT_TYPES];
  BfLevelInfo        levels[BF_N_LEVELS];
  BfDonationTypeInfo donation_types[BF_N_DONATION_TYPES];

  GArray            *cities;     /* BfCity */
  GArray            *spaces;     /* BfSpace */
  GArray            *roads;      /* BfRoad */
  guint             *neighbours; /* 2 × n_roads city indices, grouped by city */
  guint             *neighbour_offsets; /* n_cities + 1 */
  GHashTable        *city_ids;   /* id → index + 1 */

  BfTrackBox         tracks[BF_N_REGIONS][BF_N_TRACK_BOXES];
  int                connections[MAX_LINKS - MIN_LINKS + 1][BF_N_LEVELS];

  BfDonationSpace    donations[N_DONATION_SPACES];
  GHashTable        *donation_ids; /* id → index + 1 */

  BfDepartment       departments[BF_N_DEPARTMENTS];

  BfTimelineTile     timeline[N_TIMELINE_TILES];
  BfTimelineEvent    timeline_ends[BF_N_DEPT_TYPES];

  BfAndrewCard       andrew[N_ANDREW_CARDS];
  int                vp_cards[BF_N_VP_CARDS];
  GArray            *difficulty_levels; /* DifficultyLevel */

  GArray            *bid_lines;  /* BfBidLine */
  int                bid_budget;
  guint              pawns_per_colour;
  guint              tab_pawns[BF_N_PROJECT_TYPES];
  guint              department_copies;
  guint              department_copies_open_bar;
  guint              departments_removed[MAX_PLAYERS + 1];
  guint              blocking_disks[MAX_PLAYERS + 1];
};

/* Message contexts of the translatable fields, applied by
 * _bf_carnegie_rules_translate(); keep in sync with
 * build-aux/rule-strings.py and data/rules/README.md. */
#define CTX_REGION          "region"
#define CTX_PROJECT_TYPE    "project type"
#define CTX_DEPT_TYPE       "department type"
#define CTX_LEVEL           "transport level"
#define CTX_DONATION_TYPE   "donation type"
#define CTX_TRACK_INCOME    "track income"
#define CTX_TRACK_REWARD    "track reward"

#define CTX_DONATION_SPACE  "donation space"
#define CTX_DONATION_SPACE_FOR "donation space for a player"
#define CTX_DEPARTMENT      "department"
#define CTX_DEPARTMENT_RULE "department rule"
#define CTX_DIFFICULTY      "difficulty"
#define CTX_BID_LINE        "bidding line"

typedef enum
{
  REF_REGION,
  REF_PROJECT_TYPE,
  REF_DEPT_TYPE,
  REF_LEVEL,
  REF_DONATION_TYPE,
  REF_CITY,
  REF_DONATION_SPACE,
} RefKind;

/* Entry @index of @array, which must be an object; @where ("board.json:
 * cities[3]") becomes the reader's "who", for the entry's messages. */
JsonObject *_bf_carnegie_rules_get_entry       (BfJsonReader        *json,
                                                JsonArray           *array,
                                                guint                index,
                                                const char          *where,
                                                GError             **error);
/* A required text member that is not empty. */
gboolean    _bf_carnegie_rules_read_text       (BfJsonReader        *json,
                                                JsonObject          *object,
                                                const char          *key,
                                                const char         **out,
                                                GError             **error);
/* The index of @id among the first @n_ids of @ids, or -1. */
int         _bf_carnegie_rules_find_in_list    (const char * const  *ids,
                                                guint                n_ids,
                                                const char          *id);
/* @string, owned by @self. */
const char *_bf_carnegie_rules_own_string      (BfCarnegieRules     *self,
                                                const char          *string);
/* A translatable text member as written (the msgid), owned by @self;
 * _bf_carnegie_rules_translate() translates it. */
gboolean    _bf_carnegie_rules_read_msgid      (BfCarnegieRules     *self,
                                                BfJsonReader        *json,
                                                JsonObject          *object,
                                                const char          *key,
                                                const char         **out,
                                                GError             **error);
/* A kebab-case "id" member, owned by @self. */
gboolean    _bf_carnegie_rules_read_id         (BfCarnegieRules     *self,
                                                BfJsonReader        *json,
                                                JsonObject          *object,
                                                const char         **out,
                                                GError             **error);
/* The index of what @id names, already loaded; FALSE if unknown. */
gboolean    _bf_carnegie_rules_resolve_ref     (BfCarnegieRules     *self,
                                                RefKind              kind,
                                                const char          *id,
                                                guint               *out);
/* @id, read from @what (a member or list), as a reference of @kind. */
gboolean    _bf_carnegie_rules_check_ref       (BfCarnegieRules     *self,
                                                BfJsonReader        *json,
                                                const char          *id,
                                                RefKind              kind,
                                                const char          *what,
                                                guint               *out,
                                                GError             **error);
/* A required member naming a @kind by its id. */
gboolean    _bf_carnegie_rules_read_ref        (BfCarnegieRules     *self,
                                                BfJsonReader        *json,
                                                JsonObject          *object,
                                                const char          *key,
                                                RefKind              kind,
                                                guint               *out,
                                                GError             **error);

/* The loaders of the files, in the order they are loaded (each may refer
 * to what the earlier ones loaded). */
gboolean    _bf_carnegie_rules_load_board       (BfCarnegieRules             *self,
                                       BfJsonReader        *json,
                                       JsonObject          *root,
                                       GError             **error);
gboolean    _bf_carnegie_rules_load_donations   (BfCarnegieRules             *self,
                                       BfJsonReader        *json,
                                       JsonObject          *root,
                                       GError             **error);
gboolean    _bf_carnegie_rules_load_departments (BfCarnegieRules             *self,
                                       BfJsonReader        *json,
                                       JsonObject          *root,
                                       GError             **error);
gboolean    _bf_carnegie_rules_load_timeline    (BfCarnegieRules             *self,
                                       BfJsonReader        *json,
                                       JsonObject          *root,
                                       GError             **error);
gboolean    _bf_carnegie_rules_load_andrew      (BfCarnegieRules             *self,
                                       BfJsonReader        *json,
                                       JsonObject          *root,
                                       GError             **error);
gboolean    _bf_carnegie_rules_load_setup       (BfCarnegieRules             *self,
                                       BfJsonReader        *json,
                                       JsonObject          *root,
                                       GError             **error);

/* The data of @base_path, loaded and validated, its translatable fields
 * as written (the msgids). */
BfCarnegieRules *_bf_carnegie_rules_load_untranslated (const char      *base_path,
                                                      GError         **error);
/* Translates the translatable fields of rules read as written, each in
 * its message context. */
void             _bf_carnegie_rules_translate         (BfCarnegieRules *self);
/* Fills an empty BfCarnegieRules with the data compiled in, as written
 * (not translated), but for the indexes of ids (city_ids, donation_ids).
 * Written at build time by bf-carnegie-rules-compile.c from the JSON
 * files (bf-carnegie-rules-compiled.c in the build folder). */
void             _bf_carnegie_rules_fill_compiled     (BfCarnegieRules *self);

G_END_DECLS
