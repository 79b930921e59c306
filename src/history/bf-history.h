/* bf-history.h
 *
 * Every finished game the table kept, and the statistics drawn from them.
 * The history lives in $XDG_DATA_HOME/benefactor/: the SQLite database
 * history.sqlite (schema in docs/history.md, its version in
 * PRAGMA user_version) and the folder history/ with the game file of
 * every game kept (history/<id>.json, the public format: the game files
 * stay the source of each game). Keeping a game writes its file first
 * (flushed and renamed, bf-file), then its rows in one transaction; a game
 * file the database does not know (the program killed in between) is
 * added at the next open, so a SIGKILL at any moment loses no game the
 * table confirmed. A damaged database (SQLite says corrupt or not a
 * database, or quick_check fails) is moved aside as
 * history.sqlite.broken-YYYYMMDD-HHMMSS and rebuilt from the game files
 * (renames and merges of players are lost then: they live only in the
 * database); bf_history_get_recovery_message() says so in one sentence.
 * A database another program holds is busy, not damaged: never moved,
 * BF_HISTORY_ERROR_BUSY after a short wait (250 ms), nothing changed.
 * Several processes may have one history open (history.lock): only one
 * that has it alone moves files or the database (docs/history.md).
 *
 * Players are matched by name, ignoring case and the spaces around it:
 * the same name is the same player. A renamed or merged player keeps
 * their earlier names as aliases, so a later game under an old name is
 * still theirs. Andrew is never a player of the statistics.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bf-history-record.h"

G_BEGIN_DECLS

#define BF_TYPE_HISTORY (bf_history_get_type ())

G_DECLARE_FINAL_TYPE (BfHistory, bf_history, BF, HISTORY, GObject)

/* $XDG_DATA_HOME/benefactor */
GFile           *bf_history_get_default_folder   (void);

/* Opens (or creates) the history in @folder. Fails when the folder
 * cannot hold one at all or the database cannot be opened
 * (BF_HISTORY_ERROR_DATABASE; the app then runs without a history and
 * says so), or when another program holds the database, or it must be
 * set aside while another Benefactor has it open
 * (BF_HISTORY_ERROR_BUSY: trying again later works). */
BfHistory       *bf_history_new                  (GFile        *folder,
                                                  GError      **error);
/* A second connection to @self's history, for the work of one thread at
 * a time (an import, an export off the main thread): its own SQLite
 * connection and its own share of the history's lock; it checks and
 * repairs nothing (@self did). Its statements wait longer for another
 * program's lock (BF_HISTORY_ERROR_BUSY after 5 s, 250 ms for @self's).
 * Its "changed" signal is emitted in the thread that uses it. */
BfHistory       *bf_history_new_connection       (BfHistory    *self,
                                                  GError      **error);
GFile           *bf_history_get_folder           (BfHistory    *self);
/* One translated sentence when opening had to recover (the database was
 * damaged and rebuilt, game files added back), else NULL. */
const char      *bf_history_get_recovery_message (BfHistory    *self);

/* The "changed" signal is emitted after every change (a game kept,
 * removed, restored or imported, a player renamed or merged). */

/* Keeps @record and its game file (@data: the document's file text,
 * @length bytes). A record with the same id is replaced: a correction. */
gboolean         bf_history_add                  (BfHistory       *self,
                                                  BfHistoryRecord *record,
                                                  const char      *data,
                                                  gsize            length,
                                                  GError         **error);
/* Takes a game out of the history (its file moves to history/deleted/),
 * and back (Undo). */
gboolean         bf_history_remove               (BfHistory    *self,
                                                  const char   *id,
                                                  GError      **error);
gboolean         bf_history_restore              (BfHistory    *self,
                                                  const char   *id,
                                                  GError      **error);
/* The record of @id, or NULL. */
BfHistoryRecord *bf_history_lookup               (BfHistory    *self,
                                                  const char   *id);
/* history/<id>.json (whether or not it exists). */
GFile           *bf_history_get_game_file        (BfHistory    *self,
                                                  const char   *id);
guint            bf_history_get_n_games          (BfHistory    *self);

typedef struct
{
  int          kind;       /* a BfHistoryKind, or -1 for every kind */
  BfModules    modules;    /* only games with all of these modules */
  const char  *player;     /* part of a player's name, any case; NULL or
                            * "" for any */
  gboolean     no_scores;  /* the records without their categories' points
                            * (a list that shows only names and totals:
                            * faster) */
} BfHistoryFilter;

#define BF_HISTORY_FILTER_INIT { -1, BF_MODULE_NONE, NULL, FALSE }

/* The games kept (BfHistoryRecord), newest first. @filter may be NULL. */
GPtrArray       *bf_history_list                 (BfHistory             *self,
                                                  const BfHistoryFilter *filter);

/* The ids (char *) of the games bf_history_list() gives for @filter, in
 * its order, without reading the games: a list that shows them as they
 * scroll into view reads them with bf_history_lookup_records(). */
GPtrArray       *bf_history_list_ids             (BfHistory             *self,
                                                  const BfHistoryFilter *filter);
/* The records of the @n_ids games @ids (BfHistoryRecord), in the order
 * of @ids; a game removed from the history is read too (until it is gone
 * for good), an id not in the history is left out. @no_scores as in
 * BfHistoryFilter. */
GPtrArray       *bf_history_lookup_records       (BfHistory             *self,
                                                  const char * const    *ids,
                                                  guint                  n_ids,
                                                  gboolean               no_scores);

/* ---- Players ------------------------------------------------------ */

typedef struct
{
  gint64  id;
  char   *name;
  guint   n_games;
} BfHistoryPlayer;

void             bf_history_player_free          (BfHistoryPlayer *player);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfHistoryPlayer, bf_history_player_free)

/* Every player with at least one game (BfHistoryPlayer), by name. */
GPtrArray       *bf_history_list_players         (BfHistory    *self);
/* The name of @player, or NULL when not known. */
char            *bf_history_dup_player_name      (BfHistory    *self,
                                                  gint64        player);
/* The player @name is (an alias counts), or 0. */
gint64           bf_history_find_player          (BfHistory    *self,
                                                  const char   *name);
/* NAME_TAKEN when another player already has @name: merge instead. */
gboolean         bf_history_rename_player        (BfHistory    *self,
                                                  gint64        player,
                                                  const char   *name,
                                                  GError      **error);
/* Every game of @from becomes @into's; @from's names become aliases of
 * @into. A game both played keeps both seats. */
gboolean         bf_history_merge_players        (BfHistory    *self,
                                                  gint64        into,
                                                  gint64        from,
                                                  GError      **error);

/* ---- Statistics ---------------------------------------------------- */

typedef struct
{
  const char *category;         /* an id of bf_history_kind_get_category() */
  double      average;          /* the player's average per game */
  double      table_average;    /* the other players' average in the same
                                 * games (Andrew not counted) */
  gboolean    has_table;        /* FALSE when nobody else played them */
} BfHistoryCategoryStat;

typedef struct
{
  gint64      opponent;
  const char *name;
  guint       games;            /* games both played */
  guint       ahead;            /* the player ranked better */
  guint       behind;
  guint       tied;
} BfHistoryHeadToHead;

typedef struct
{
  const char   *game_id;
  gint64        played_at;
  BfHistoryKind kind;
  int           total;
  gboolean      winner;
} BfHistoryTotal;

typedef struct _BfHistoryPlayerStats BfHistoryPlayerStats;

#define BF_TYPE_HISTORY_PLAYER_STATS (bf_history_player_stats_get_type ())

GType                 bf_history_player_stats_get_type (void) G_GNUC_CONST;

/* NULL when @player is not known. */
BfHistoryPlayerStats *bf_history_get_player_stats       (BfHistory            *self,
                                                         gint64                player);
/* bf_history_get_player_stats() and, when the player has solo games,
 * bf_history_get_solo_campaign() of the player, in a worker thread with a
 * connection of its own (with thousands of games they take longer than
 * a frame). */
void                  bf_history_get_player_stats_async (BfHistory            *self,
                                                         gint64                player,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
/* The statistics, or NULL: without @error when the player is not known,
 * with it when cancelled (G_IO_ERROR_CANCELLED) or when the worker's
 * connection could not be opened (BF_HISTORY_ERROR_BUSY or _DATABASE).
 * @solo (may be NULL): the player's solo campaign, NULL without solo
 * games. */
BfHistoryPlayerStats *bf_history_get_player_stats_finish (BfHistory           *self,
                                                          GAsyncResult        *result,
                                                          GArray             **solo,
                                                          GError             **error);
BfHistoryPlayerStats *bf_history_player_stats_ref       (BfHistoryPlayerStats *self);
void                  bf_history_player_stats_unref     (BfHistoryPlayerStats *self);

const char           *bf_history_player_stats_get_name  (BfHistoryPlayerStats *self);
/* Per kind of game: games played, won (a shared win counts), the win
 * rate (0-1; 0 without games), the average and best total. */
guint                 bf_history_player_stats_get_games (BfHistoryPlayerStats *self,
                                                         BfHistoryKind         kind);
guint                 bf_history_player_stats_get_wins  (BfHistoryPlayerStats *self,
                                                         BfHistoryKind         kind);
double                bf_history_player_stats_get_win_rate (BfHistoryPlayerStats *self,
                                                            BfHistoryKind         kind);
double                bf_history_player_stats_get_average_total (BfHistoryPlayerStats *self,
                                                                 BfHistoryKind         kind);
int                   bf_history_player_stats_get_best_total (BfHistoryPlayerStats *self,
                                                              BfHistoryKind         kind);
/* The categories of @kind, in its order. */
guint                 bf_history_player_stats_get_n_categories (BfHistoryPlayerStats *self,
                                                                BfHistoryKind         kind);
const BfHistoryCategoryStat *bf_history_player_stats_get_category (BfHistoryPlayerStats *self,
                                                                   BfHistoryKind         kind,
                                                                   guint                 index);
/* Every other player met in games of @kind, by name. */
guint                 bf_history_player_stats_get_n_opponents (BfHistoryPlayerStats *self,
                                                               BfHistoryKind         kind);
const BfHistoryHeadToHead *bf_history_player_stats_get_opponent (BfHistoryPlayerStats *self,
                                                                 BfHistoryKind         kind,
                                                                 guint                 index);
/* Every game's total, oldest first (all kinds). */
guint                 bf_history_player_stats_get_n_totals (BfHistoryPlayerStats *self);
const BfHistoryTotal *bf_history_player_stats_get_total  (BfHistoryPlayerStats *self,
                                                          guint                 index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BfHistoryPlayerStats, bf_history_player_stats_unref)

/* The solo campaign against Andrew at one difficulty. */
typedef struct
{
  guint    difficulty;       /* 1-4; 0: not recorded (a table scored solo) */
  guint    played;
  guint    won;              /* a tie is a shared win (the rules: no
                              * tie-breaker) */
  int      best_margin;      /* the player's total minus Andrew's */
  double   average_margin;
  int      streak;           /* the latest games: > 0 won in a row,
                              * < 0 lost in a row */
  GArray  *margins;          /* int, every game's margin, oldest first */
} BfHistorySoloLevel;

/* One BfHistorySoloLevel per difficulty with games, lowest first: the
 * games of @player, or of every player when @player is 0. Free with
 * g_array_unref (the margins go with it). */
GArray               *bf_history_get_solo_campaign      (BfHistory            *self,
                                                         gint64                player);

/* ---- Export and import ---------------------------------------------- */

/* The games of @filter (NULL: all) as CSV (RFC 4180, UTF-8, comma): one
 * row per player per game, oldest game first; columns date (ISO 8601,
 * UTC), game_id, game (the kind's id), modules (ids joined by "+"),
 * difficulty (1-4, empty when not a solo game or not recorded), seat,
 * player, andrew, rank, winner, total, then one column per category of
 * every kind (Carnegie's first, named by their ids, then Livingstone's,
 * named "livingstone-" and the id), empty where the game has no such
 * category. */
char                 *bf_history_export_csv             (BfHistory             *self,
                                                         const BfHistoryFilter *filter,
                                                         gsize                 *length);
/* Every game as bf_history_export_csv() gives it, written to @file the
 * one way Benefactor writes a file, in a worker thread with a connection
 * of its own (with 10,000 games it takes longer than a frame). */
void                  bf_history_export_csv_file_async  (BfHistory           *self,
                                                         GFile               *file,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean              bf_history_export_csv_file_finish (BfHistory           *self,
                                                         GAsyncResult        *result,
                                                         GError             **error);
/* Adds every finished Benefactor game file (*.json) in @folder (not its
 * subfolders): played at the file's modification time, id
 * "game-import-<checksum>". A file whose game is already in the history (the
 * same content) is skipped; one that cannot be read or is not finished is
 * listed in @problems (translated "name: reason", may be NULL). Returns
 * the number of games added; FALSE only when @folder cannot be read. */
gboolean              bf_history_import_folder          (BfHistory    *self,
                                                         GFile        *folder,
                                                         guint        *n_added,
                                                         guint        *n_skipped,
                                                         GPtrArray   **problems,
                                                         GCancellable *cancellable,
                                                         GError      **error);

/* @done of the @total files looked at, in the caller's main context. */
typedef void (*BfHistoryProgressFunc) (guint    done,
                                       guint    total,
                                       gpointer user_data);

/* bf_history_import_folder() in a worker thread with a connection of its
 * own (bf_history_new_connection()); @progress (may be NULL) is called
 * before each file and at the end, in the main context of the caller,
 * always before @callback; @progress_data must live until @callback.
 * Each game is added in a transaction of its own: a Cancel stops after
 * the file being added, and the games added until then stay. */
void                  bf_history_import_folder_async    (BfHistory             *self,
                                                         GFile                 *folder,
                                                         BfHistoryProgressFunc  progress,
                                                         gpointer               progress_data,
                                                         GCancellable          *cancellable,
                                                         GAsyncReadyCallback    callback,
                                                         gpointer               user_data);
/* FALSE when the folder cannot be read, when cancelled
 * (G_IO_ERROR_CANCELLED) or when the history was busy
 * (BF_HISTORY_ERROR_BUSY); the counts and @problems are set in every
 * case: what was done until then. Emits "changed" when games were
 * added. */
gboolean              bf_history_import_folder_finish   (BfHistory             *self,
                                                         GAsyncResult          *result,
                                                         guint                 *n_added,
                                                         guint                 *n_skipped,
                                                         GPtrArray            **problems,
                                                         GError               **error);

/* Returns once every worker thread started by
 * bf_history_export_csv_file_async() and bf_history_import_folder_async()
 * has finished (an export cancelled by its window is still written whole;
 * an import cancelled stops after the game being added). Needs no main
 * loop: the application calls it on its way out. */
void                  bf_history_wait_for_work          (void);

/* The key a player's name is found by: stripped, NFKC, case-folded
 * ("  ÉMILE " and "émile" are one player); NULL when nothing is left
 * (or @name is not UTF-8). */
char           *bf_history_name_key          (const char  *name);
/* The checksum the history keeps of a game's file: SHA-256 of @data, in
 * hex. */
char           *bf_history_checksum          (const char  *data,
                                              gsize        length);

/* For the benchmarks only (build-aux/bench-history.c, which fills a
 * history with thousands of games first): whether each commit waits for
 * the disk (PRAGMA synchronous FULL, the default) or not (OFF). */
void            _bf_history_set_synchronous  (BfHistory   *self,
                                              gboolean     synchronous);

G_END_DECLS
