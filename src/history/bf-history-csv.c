/* bf-history-csv.c
 *
 * The history's way out and way in (bf-history.h): every game as CSV,
 * and a folder of finished game files added at once. The CSV columns and
 * the import rules are in docs/history.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bf-document.h"
#include "bf-json.h"
#include "bf-game-file.h"
#include "bf-history-private.h"

/* ------------------------------------------------------------------ */
/* Export                                                              */

/* Whether @field is a whole number, "-5" or "12": a spreadsheet reads it
 * as that number and runs nothing. */
static gboolean
is_integer (const char *field)
{
  const char *p = field;

  if (*p == '-' || *p == '+')
    p++;
  if (*p == '\0')
    return FALSE;
  for (; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;

  return TRUE;
}

/* Whether a spreadsheet would take @field for a formula: it starts with
 * "=", "+", "-" or "@" (or a tab or a carriage return, which some
 * spreadsheets skip before one), and is not a plain number. OWASP's
 * rule against CSV injection: such a field gets a single quote in front,
 * which spreadsheets show as text and do not run. */
static gboolean
needs_formula_escape (const char *field)
{
  return field[0] != '\0' && strchr ("=+-@\t\r", field[0]) != NULL && !is_integer (field);
}

/* RFC 4180: a field with a comma, a quote or a line break is quoted, its
 * quotes doubled; a field a spreadsheet would run as a formula starts
 * with a single quote (docs/history.md). */
static void
append_field (GString    *csv,
              const char *field,
              gboolean    first)
{
  gboolean escape;

  if (!first)
    g_string_append_c (csv, ',');

  if (field == NULL)
    return;

  escape = needs_formula_escape (field);

  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      if (escape)
        g_string_append_c (csv, '\'');
      g_string_append (csv, field);
      return;
    }

  g_string_append_c (csv, '"');
  if (escape)
    g_string_append_c (csv, '\'');
  for (const char *p = field; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (csv, '"');
      g_string_append_c (csv, *p);
    }
  g_string_append_c (csv, '"');
}

static void
append_int (GString *csv,
            gint64   value)
{
  g_string_append_printf (csv, ",%" G_GINT64_FORMAT, value);
}

/* The kinds whose categories make the columns: one per distinct list
 * (the solo game shares Carnegie's). */
static guint
column_kinds (BfHistoryKind kinds[BF_HISTORY_N_KINDS])
{
  guint n = 0;

  for (guint k = 0; k < BF_HISTORY_N_KINDS; k++)
    {
      gboolean shared = FALSE;

      for (guint j = 0; j < n; j++)
        if (bf_history_kind_get_category (kinds[j], 0) == bf_history_kind_get_category (k, 0))
          shared = TRUE;

      if (!shared)
        kinds[n++] = k;
    }

  return n;
}

static gboolean
seat_has_score (BfHistoryRecord *record,
                guint            seat,
                const char      *category,
                int             *vp)
{
  for (guint s = 0; s < bf_history_record_get_n_scores (record, seat); s++)
    if (strcmp (bf_history_record_get_score_category (record, seat, s), category) == 0)
      {
        *vp = bf_history_record_get_score_vp (record, seat, s);
        return TRUE;
      }

  return FALSE;
}

char *
bf_history_export_csv (BfHistory             *self,
                       const BfHistoryFilter *filter,
                       gsize                 *length)
{
  static const char * const columns[] = {
    "date", "game_id", "game", "modules", "difficulty", "seat",
    "player", "andrew", "rank", "winner", "total",
  };
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GString) csv = g_string_new (NULL);
  BfHistoryKind kinds[BF_HISTORY_N_KINDS];
  guint n_kinds;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  n_kinds = column_kinds (kinds);

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    append_field (csv, columns[i], i == 0);
  /* Carnegie's columns (the solo game's too) keep their ids; the other
   * games' have their game's name in front ("livingstone-vp-cards"), so
   * that no two columns share a name. */
  for (guint k = 0; k < n_kinds; k++)
    for (guint c = 0; c < bf_history_kind_get_n_categories (kinds[k]); c++)
      {
        g_autofree char *name = NULL;

        if (k > 0)
          name = g_strconcat (bf_history_kind_to_string (kinds[k]), "-",
                              bf_history_kind_get_category (kinds[k], c), NULL);
        append_field (csv, name != NULL ? name : bf_history_kind_get_category (kinds[k], c), FALSE);
      }
  g_string_append (csv, "\r\n");

  /* Oldest game first. */
  records = _bf_history_load_records (self, filter, NULL);
  for (guint r = records->len; r > 0; r--)
    {
      BfHistoryRecord *record = g_ptr_array_index (records, r - 1);
      BfHistoryKind kind = bf_history_record_get_kind (record);
      g_autoptr(GDateTime) date = g_date_time_new_from_unix_utc (bf_history_record_get_played_at (record));
      g_autofree char *date_text = date != NULL ? g_date_time_format (date, "%Y-%m-%dT%H:%M:%SZ") : NULL;
      g_autofree char *modules = _bf_history_modules_to_string (bf_history_record_get_modules (record));

      for (guint p = 0; p < bf_history_record_get_n_players (record); p++)
        {
          append_field (csv, date_text, TRUE);
          append_field (csv, bf_history_record_get_id (record), FALSE);
          append_field (csv, bf_history_kind_to_string (kind), FALSE);
          append_field (csv, modules, FALSE);
          /* Empty when there is none (not a solo game, or not recorded): a
           * blank cell, which a spreadsheet leaves out of its averages. */
          if (bf_history_record_get_difficulty (record) > 0)
            append_int (csv, bf_history_record_get_difficulty (record));
          else
            g_string_append_c (csv, ',');
          append_int (csv, p + 1);
          append_field (csv, bf_history_record_get_name (record, p), FALSE);
          append_int (csv, bf_history_record_is_andrew (record, p));
          append_int (csv, bf_history_record_get_rank (record, p));
          append_int (csv, bf_history_record_is_winner (record, p));
          append_int (csv, bf_history_record_get_total (record, p));

          for (guint k = 0; k < n_kinds; k++)
            {
              gboolean own = bf_history_kind_get_category (kinds[k], 0) == bf_history_kind_get_category (kind, 0);

              for (guint c = 0; c < bf_history_kind_get_n_categories (kinds[k]); c++)
                {
                  int vp;

                  if (own && seat_has_score (record, p, bf_history_kind_get_category (kinds[k], c), &vp))
                    append_int (csv, vp);
                  else
                    g_string_append_c (csv, ',');
                }
            }
          g_string_append (csv, "\r\n");
        }
    }

  if (length != NULL)
    *length = csv->len;

  return g_string_free (g_steal_pointer (&csv), FALSE);
}

/* The worker threads started and not finished yet
 * (bf_history_wait_for_work(); the statistics' are counted too). */
static GMutex work_lock;
static GCond work_done;
static guint n_work;

void
_bf_history_work_begin (void)
{
  g_mutex_lock (&work_lock);
  n_work++;
  g_mutex_unlock (&work_lock);
}

void
_bf_history_work_end (void)
{
  g_mutex_lock (&work_lock);
  if (--n_work == 0)
    g_cond_broadcast (&work_done);
  g_mutex_unlock (&work_lock);
}

void
bf_history_wait_for_work (void)
{
  g_mutex_lock (&work_lock);
  while (n_work > 0)
    g_cond_wait (&work_done, &work_lock);
  g_mutex_unlock (&work_lock);
}

static void
export_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) connection = bf_history_new_connection (BF_HISTORY (source), &error);
  g_autofree char *csv = NULL;
  gsize length = 0;

  if (connection != NULL && !g_cancellable_set_error_if_cancelled (cancellable, &error))
    csv = bf_history_export_csv (connection, NULL, &length);

  /* Once made, the file the user asked for is written whole, also when
   * its window closes meanwhile (it cancels its work): an exit waits for
   * it (bf_history_wait_for_work()). */
  if (csv == NULL || !bf_document_save_data (file, csv, length, NULL, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
  _bf_history_work_end ();
}

void
bf_history_export_csv_file_async (BfHistory           *self,
                                  GFile               *file,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (BF_IS_HISTORY (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bf_history_export_csv_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  _bf_history_work_begin ();
  g_task_run_in_thread (task, export_thread);
}

gboolean
bf_history_export_csv_file_finish (BfHistory     *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bf_history_export_csv_file_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------------ */
/* Import                                                              */

static gboolean
checksum_kept (BfHistory  *self,
               const char *checksum)
{
  g_autoptr(BfHistoryStmt) stmt =
    _bf_history_statement (self, "SELECT 1 FROM games WHERE checksum = ?1 AND deleted_at IS NULL");

  if (stmt == NULL)
    return FALSE;

  sqlite3_bind_text (stmt, 1, checksum, -1, SQLITE_STATIC);
  return sqlite3_step (stmt) == SQLITE_ROW;
}

static void
add_problem (GPtrArray  *problems,
             GFileInfo  *info,
             GError     *error)
{
  if (problems == NULL)
    return;

  /* Translators: a file that could not be imported into the history, then why, e.g. "game.json: The file is not a Benefactor game." */
  g_ptr_array_add (problems, g_strdup_printf (_("%s: %s"),
                                              g_file_info_get_display_name (info),
                                              error->message));
}

static int
compare_infos (gconstpointer a,
               gconstpointer b)
{
  GFileInfo *x = *(GFileInfo **) a;
  GFileInfo *y = *(GFileInfo **) b;

  return strcmp (g_file_info_get_name (x), g_file_info_get_name (y));
}

/* Called after each file: @done of @total files looked at. */
typedef void (*ReportFunc) (guint    done,
                            guint    total,
                            gpointer data);

/* The import itself, on @self's connection (the window's, or a worker
 * thread's own). Each game is added in a transaction of its own, so
 * whatever stops it (Cancel, a kill, another program holding the
 * history) leaves the games already added complete and nothing else.
 * FALSE when the folder cannot be read, when cancelled, or when the
 * history is busy (the next try skips the games already added); the
 * counts and @problems say what was done until then. */
static gboolean
import_folder (BfHistory     *self,
               GFile         *folder,
               guint         *n_added,
               guint         *n_skipped,
               GPtrArray     *problems,
               ReportFunc     report,
               gpointer       report_data,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GPtrArray) infos = g_ptr_array_new_with_free_func (g_object_unref);

  enumerator = g_file_enumerate_children (folder,
                                          G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                          G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                          G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (enumerator == NULL)
    return FALSE;

  for (;;)
    {
      GFileInfo *info = NULL;

      if (!g_file_enumerator_iterate (enumerator, &info, NULL, cancellable, error))
        return FALSE;
      if (info == NULL)
        break;

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR &&
          g_str_has_suffix (g_file_info_get_name (info), ".json"))
        g_ptr_array_add (infos, g_object_ref (info));
    }

  g_ptr_array_sort (infos, compare_infos);

  for (guint i = 0; i < infos->len; i++)
    {
      GFileInfo *info = g_ptr_array_index (infos, i);
      g_autoptr(GFile) file = g_file_get_child (folder, g_file_info_get_name (info));
      g_autoptr(GError) local_error = NULL;
      g_autoptr(BfDocument) document = NULL;
      g_autoptr(BfHistoryRecord) record = NULL;
      g_autofree char *data = NULL;
      g_autofree char *checksum = NULL;
      g_autofree char *id = NULL;
      gsize length = 0;

      if (report != NULL)
        report (i, infos->len, report_data);

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;

      data = bf_json_read_file (file, &length, cancellable, &local_error);
      if (data == NULL)
        {
          if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          add_problem (problems, info, local_error);
          continue;
        }

      checksum = bf_history_checksum (data, length);
      if (checksum_kept (self, checksum))
        {
          (*n_skipped)++;
          continue;
        }

      document = bf_document_load_data (data, length, FALSE, &local_error);
      if (document == NULL)
        {
          add_problem (problems, info, local_error);
          continue;
        }

      id = g_strconcat ("game-import-", checksum, NULL);
      record = bf_history_record_new_from_document (document, id,
                                                    (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED),
                                                    &local_error);
      if (record != NULL && !_bf_history_add (self, record, data, length, &local_error) &&
          g_error_matches (local_error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_BUSY))
        {
          /* Not the file's fault: the whole import waits for the history. */
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (local_error != NULL)
        {
          add_problem (problems, info, local_error);
          continue;
        }

      (*n_added)++;
    }

  if (report != NULL)
    report (infos->len, infos->len, report_data);

  return TRUE;
}

gboolean
bf_history_import_folder (BfHistory     *self,
                          GFile         *folder,
                          guint         *n_added,
                          guint         *n_skipped,
                          GPtrArray    **problems,
                          GCancellable  *cancellable,
                          GError       **error)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  guint added = 0, skipped = 0;
  gboolean ok;

  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (folder), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ok = import_folder (self, folder, &added, &skipped, found, NULL, NULL, cancellable, error);

  if (added > 0)
    _bf_history_emit_changed (self);

  if (n_added != NULL)
    *n_added = added;
  if (n_skipped != NULL)
    *n_skipped = skipped;
  if (problems != NULL)
    *problems = g_steal_pointer (&found);

  return ok;
}

/* ---- Off the main thread ---- */

typedef struct
{
  GFile                 *folder;
  BfHistoryProgressFunc  progress;
  gpointer               progress_data;
  guint                  n_added;
  guint                  n_skipped;
  GPtrArray             *problems;
} ImportJob;

static void
import_job_free (ImportJob *job)
{
  g_clear_object (&job->folder);
  g_clear_pointer (&job->problems, g_ptr_array_unref);
  g_free (job);
}

typedef struct
{
  GTask *task;
  guint  done;
  guint  total;
} Progress;

static void
progress_free (Progress *progress)
{
  g_clear_object (&progress->task);
  g_free (progress);
}

/* In the caller's main context. */
static gboolean
progress_cb (gpointer data)
{
  Progress *progress = data;
  ImportJob *job = g_task_get_task_data (progress->task);

  if (job->progress != NULL)
    job->progress (progress->done, progress->total, job->progress_data);

  return G_SOURCE_REMOVE;
}

/* In the worker thread: the figures go to the caller's main context,
 * where they arrive before the task's result (the same priority, sent
 * earlier). */
static void
report_cb (guint    done,
           guint    total,
           gpointer data)
{
  GTask *task = data;
  Progress *progress = g_new0 (Progress, 1);

  progress->task = g_object_ref (task);
  progress->done = done;
  progress->total = total;
  g_main_context_invoke_full (g_task_get_context (task), G_PRIORITY_DEFAULT,
                              progress_cb, progress, (GDestroyNotify) progress_free);
}

static void
import_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ImportJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BfHistory) connection = bf_history_new_connection (BF_HISTORY (source), &error);

  if (connection == NULL ||
      !import_folder (connection, job->folder, &job->n_added, &job->n_skipped, job->problems,
                      report_cb, task, cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
  _bf_history_work_end ();
}

void
bf_history_import_folder_async (BfHistory             *self,
                                GFile                 *folder,
                                BfHistoryProgressFunc  progress,
                                gpointer               progress_data,
                                GCancellable          *cancellable,
                                GAsyncReadyCallback    callback,
                                gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  ImportJob *job;

  g_return_if_fail (BF_IS_HISTORY (self));
  g_return_if_fail (G_IS_FILE (folder));

  job = g_new0 (ImportJob, 1);
  job->folder = g_object_ref (folder);
  job->progress = progress;
  job->progress_data = progress_data;
  job->problems = g_ptr_array_new_with_free_func (g_free);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bf_history_import_folder_async);
  g_task_set_task_data (task, job, (GDestroyNotify) import_job_free);
  _bf_history_work_begin ();
  g_task_run_in_thread (task, import_thread);
}

gboolean
bf_history_import_folder_finish (BfHistory     *self,
                                 GAsyncResult  *result,
                                 guint         *n_added,
                                 guint         *n_skipped,
                                 GPtrArray    **problems,
                                 GError       **error)
{
  ImportJob *job;

  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bf_history_import_folder_async, FALSE);

  job = g_task_get_task_data (G_TASK (result));

  /* The worker's connection changed the history: said here, in the
   * caller's thread, also after a Cancel that left games added. */
  if (job->n_added > 0)
    _bf_history_emit_changed (self);

  if (n_added != NULL)
    *n_added = job->n_added;
  if (n_skipped != NULL)
    *n_skipped = job->n_skipped;
  if (problems != NULL)
    *problems = g_ptr_array_ref (job->problems);

  return g_task_propagate_boolean (G_TASK (result), error);
}
