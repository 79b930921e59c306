/* bf-shelf.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "bf-i18n.h"
#include "bf-file.h"
#include "bf-json.h"
#include "bf-lock.h"
#include "bf-shelf.h"

#define DELETED_FOLDER "deleted"
/* benefactor/games/deleted/FILE, benefactor/history/deleted/FILE */
#define DATA_DEPTH 3

/* The files of one game: its autosave, the previous good copy, the undo
 * journal (bf-session.c). */
static const char * const suffixes[] = { "", "~", ".history" };

/* The file a game came from (bf_shelf_set_source()): a key file
 * [Source] File=URI, Size=bytes, Modified=µs, named after the game's
 * autosave, in the folder "sources" beside the shelf's folder (not in
 * it: the shelf's folder holds the games' own files only). A record
 * counts only while its game is on the shelf; it stays while the game is
 * deleted (brought back, it counts again) and goes with it for good. */
#define SOURCES_FOLDER "sources"
#define SOURCE_SUFFIX ".source"
/* The start page's summaries (bf_shelf_get_summary()), beside them. */
#define SUMMARIES_FOLDER "summaries"
#define SUMMARY_SUFFIX ".summary"
#define SUMMARY_GROUP "Summary"
#define SOURCE_GROUP "Source"
#define SOURCE_MAX_SIZE (64 * 1024)

GFile *
bf_shelf_get_default_folder (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "benefactor", "games", NULL);

  return g_file_new_for_path (path);
}

GFile *
bf_shelf_new_slot (GFile *folder)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  dir = g_file_get_path (folder);
  g_return_val_if_fail (dir != NULL, NULL);

  /* Microseconds since 1970, zero-padded: unique and in start order. */
  for (gint64 now = g_get_real_time ();; now++)
    {
      g_autofree char *name = g_strdup_printf ("game-%016" G_GINT64_FORMAT ".json", now);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_file_new_for_path (path);
    }
}

static gboolean
is_slot_name (const char *name)
{
  return g_str_has_prefix (name, "game-") && g_str_has_suffix (name, ".json");
}

static gint64
modified (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL)
    return 0;
  return (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
         g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
}

static gint64
modified_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return modified (file);
}

gint64
bf_shelf_get_last_change (GFile *slot)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  JsonNode *member;

  g_return_val_if_fail (G_IS_FILE (slot), 0);

  /* Its summary, while the autosave is the one summed up. */
  {
    gint64 change = 0;
    g_autofree char *description = bf_shelf_get_summary (slot, &change);

    if (description != NULL && change > 0)
      return change;
  }

  /* The counter of the game itself, not the file date: the clock may
   * have been set back since (bf-session.c, next_change()). */
  if ((data = bf_json_read_file (slot, &length, NULL, NULL)) != NULL &&
      (root = bf_json_parse (data, length, NULL)) != NULL &&
      JSON_NODE_HOLDS_OBJECT (root) &&
      (member = json_object_get_member (json_node_get_object (root), BF_SHELF_LAST_CHANGE)) != NULL &&
      JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_INT64 &&
      json_node_get_int (member) > 0)
    return json_node_get_int (member);

  /* An autosave of an earlier version. */
  return modified (slot) / 1000;
}

/* @file's size and modification time (µs), FALSE when it is not there. */
static gboolean
file_stamp (GFile  *file,
            gint64 *size,
            gint64 *changed)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL)
    return FALSE;
  *size = g_file_info_get_size (info);
  *changed = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
             g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  return TRUE;
}

/* The record of @slot in @folder beside the shelf's folder, named after
 * its autosave + @suffix (NULL for a slot that is no local file). */
static char *
record_path (GFile      *slot,
             const char *folder,
             const char *suffix)
{
  const char *path = g_file_peek_path (slot);
  g_autofree char *dir = NULL;
  g_autofree char *parent = NULL;
  g_autofree char *name = NULL;

  if (path == NULL)
    return NULL;
  dir = g_path_get_dirname (path);
  parent = g_path_get_dirname (dir);
  name = g_path_get_basename (path);

  return g_strconcat (parent, G_DIR_SEPARATOR_S, folder, G_DIR_SEPARATOR_S, name, suffix, NULL);
}

static char *
summary_path (GFile *slot)
{
  return record_path (slot, SUMMARIES_FOLDER, SUMMARY_SUFFIX);
}

/* The folder of the sources of the shelf @dir (a path). */
static char *
sources_path (const char *dir)
{
  g_autofree char *parent = g_path_get_dirname (dir);

  return g_build_filename (parent, SOURCES_FOLDER, NULL);
}

gboolean
bf_shelf_set_source (GFile   *slot,
                     GFile   *file,
                     GError **error)
{
  g_autoptr(GKeyFile) keys = NULL;
  g_autofree char *path = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *data = NULL;
  g_autofree char *sources = NULL;
  gint64 size, changed;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (slot), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if ((path = record_path (slot, SOURCES_FOLDER, SOURCE_SUFFIX)) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not a local file");
      return FALSE;
    }
  if (!file_stamp (file, &size, &changed))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no such file");
      return FALSE;
    }

  sources = g_path_get_dirname (path);
  if (!_bf_file_make_private_folder (sources, error))
    return FALSE;

  keys = g_key_file_new ();
  uri = g_file_get_uri (file);
  g_key_file_set_string (keys, SOURCE_GROUP, "File", uri);
  g_key_file_set_int64 (keys, SOURCE_GROUP, "Size", size);
  g_key_file_set_int64 (keys, SOURCE_GROUP, "Modified", changed);
  data = g_key_file_to_data (keys, &length, NULL);
  return _bf_file_replace (path, data, length, NULL, NULL, error);
}

/* Whether the source kept in @path is @uri with @size and @changed. */
static gboolean
source_matches (const char *path,
                const char *uri,
                gint64      size,
                gint64      changed)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *data = NULL;
  g_autofree char *kept = NULL;
  gsize length = 0;

  if ((data = _bf_file_read (path, SOURCE_MAX_SIZE, &length, NULL)) == NULL ||
      !g_key_file_load_from_data (keys, data, length, G_KEY_FILE_NONE, NULL) ||
      (kept = g_key_file_get_string (keys, SOURCE_GROUP, "File", NULL)) == NULL)
    return FALSE;

  return g_str_equal (kept, uri) &&
         g_key_file_get_int64 (keys, SOURCE_GROUP, "Size", NULL) == size &&
         g_key_file_get_int64 (keys, SOURCE_GROUP, "Modified", NULL) == changed;
}

GFile *
bf_shelf_find_source (GFile *folder,
                      GFile *file)
{
  g_autofree char *dir_path = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *found = NULL;       /* the slot's path */
  g_autofree char *found_name = NULL;
  g_autofree char *sources = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  gint64 size, changed;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  dir_path = g_file_get_path (folder);
  if (dir_path == NULL || !file_stamp (file, &size, &changed))
    return NULL;
  sources = sources_path (dir_path);
  if ((dir = g_dir_open (sources, 0, NULL)) == NULL)
    return NULL;
  uri = g_file_get_uri (file);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *slot_name = NULL;
      g_autofree char *source = NULL;
      g_autofree char *slot_path = NULL;
      g_autoptr(GFile) slot = NULL;

      if (!g_str_has_suffix (name, ".json" SOURCE_SUFFIX))
        continue;
      slot_name = g_strndup (name, strlen (name) - strlen (SOURCE_SUFFIX));
      /* The one started last (the names sort in start order). */
      if (!is_slot_name (slot_name) || (found_name != NULL && strcmp (slot_name, found_name) <= 0))
        continue;
      source = g_build_filename (sources, name, NULL);
      slot_path = g_build_filename (dir_path, slot_name, NULL);
      slot = g_file_new_for_path (slot_path);
      if (g_file_test (slot_path, G_FILE_TEST_IS_REGULAR) &&
          !bf_shelf_is_open_elsewhere (slot) &&
          source_matches (source, uri, size, changed))
        {
          g_free (found);
          found = g_build_filename (dir_path, slot_name, NULL);
          g_free (found_name);
          found_name = g_steal_pointer (&slot_name);
        }
    }

  return found != NULL ? g_file_new_for_path (found) : NULL;
}

char *
bf_shelf_get_summary (GFile  *slot,
                      gint64 *last_change)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  gint64 size, changed;

  g_return_val_if_fail (G_IS_FILE (slot), NULL);

  if ((path = summary_path (slot)) == NULL || !file_stamp (slot, &size, &changed) ||
      (data = _bf_file_read (path, SOURCE_MAX_SIZE, &length, NULL)) == NULL ||
      !g_key_file_load_from_data (keys, data, length, G_KEY_FILE_NONE, NULL) ||
      g_key_file_get_int64 (keys, SUMMARY_GROUP, "Size", NULL) != size ||
      g_key_file_get_int64 (keys, SUMMARY_GROUP, "Modified", NULL) != changed)
    return NULL;

  if (last_change != NULL)
    *last_change = g_key_file_get_int64 (keys, SUMMARY_GROUP, "LastChange", NULL);

  return g_key_file_get_string (keys, SUMMARY_GROUP, "Description", NULL);
}

void
bf_shelf_set_summary (GFile      *slot,
                      const char *description)
{
  g_autoptr(GKeyFile) keys = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gint64 size, changed, last_change;
  gsize length;

  g_return_if_fail (G_IS_FILE (slot));
  g_return_if_fail (description != NULL);

  /* The stamp first: a save meanwhile makes the summary not count. */
  if ((path = summary_path (slot)) == NULL || !file_stamp (slot, &size, &changed))
    return;
  last_change = bf_shelf_get_last_change (slot);
  folder = g_path_get_dirname (path);
  if (!_bf_file_make_private_folder (folder, NULL))
    return;

  keys = g_key_file_new ();
  g_key_file_set_int64 (keys, SUMMARY_GROUP, "Size", size);
  g_key_file_set_int64 (keys, SUMMARY_GROUP, "Modified", changed);
  g_key_file_set_int64 (keys, SUMMARY_GROUP, "LastChange", last_change);
  g_key_file_set_string (keys, SUMMARY_GROUP, "Description", description);
  data = g_key_file_to_data (keys, &length, NULL);

  /* A cache: replaced atomically, not flushed (no fsync). */
  if (!g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("No summary of %s: %s", g_file_peek_path (slot), error->message);
}

gboolean
bf_shelf_is_open_elsewhere (GFile *slot)
{
  const char *path;

  g_return_val_if_fail (G_IS_FILE (slot), FALSE);

  path = g_file_peek_path (slot);

  return path != NULL && _bf_lock_held_elsewhere (path);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  GFile *x = *(GFile **) a;
  GFile *y = *(GFile **) b;
  gint64 mx = *(gint64 *) g_object_get_data (G_OBJECT (x), "bf-change");
  gint64 my = *(gint64 *) g_object_get_data (G_OBJECT (y), "bf-change");
  g_autofree char *nx = NULL;
  g_autofree char *ny = NULL;

  if (mx != my)
    return mx > my ? -1 : 1;

  /* Changed at the same time: the game started last first. */
  nx = g_file_get_basename (x);
  ny = g_file_get_basename (y);
  return -g_strcmp0 (nx, ny);
}

GPtrArray *
bf_shelf_list (GFile *folder)
{
  g_autoptr(GPtrArray) slots = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  dir_path = g_file_get_path (folder);
  if (dir_path == NULL || (dir = g_dir_open (dir_path, 0, NULL)) == NULL)
    return g_steal_pointer (&slots);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GFile *slot;
      gint64 *change;

      if (!is_slot_name (name))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      slot = g_file_new_for_path (path);
      change = g_new (gint64, 1);
      *change = bf_shelf_get_last_change (slot);
      g_object_set_data_full (G_OBJECT (slot), "bf-change", change, g_free);
      g_ptr_array_add (slots, slot);
    }

  g_ptr_array_sort (slots, newest_first);

  return g_steal_pointer (&slots);
}

gint64
bf_shelf_get_newest_change (GFile *folder)
{
  g_autoptr(GPtrArray) slots = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), 0);

  slots = bf_shelf_list (folder);
  if (slots->len == 0)
    return 0;

  return *(gint64 *) g_object_get_data (g_ptr_array_index (slots, 0), "bf-change");
}

/* Moves @from (+ suffix) to @to (+ suffix) for each file of a game that
 * exists. */
static gboolean
move_game (const char  *from,
           const char  *to,
           GError     **error)
{
  g_autofree char *to_dir = g_path_get_dirname (to);

  if (g_mkdir_with_parents (to_dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", to_dir, g_strerror (saved_errno));
      return FALSE;
    }

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *source = g_strconcat (from, suffixes[i], NULL);
      g_autofree char *target = g_strconcat (to, suffixes[i], NULL);

      if (!g_file_test (source, G_FILE_TEST_EXISTS))
        {
          /* The autosave itself must be there; the others are helps. */
          if (i == 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s: %s", source, g_strerror (ENOENT));
              return FALSE;
            }
          continue;
        }
      if (g_rename (source, target) != 0)
        {
          int saved_errno = errno;

          /* The autosave itself must move; the others are helps. */
          if (i == 0)
            {
              g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                           "%s: %s", source, g_strerror (saved_errno));
              return FALSE;
            }
        }
    }

  return TRUE;
}

GFile *
bf_shelf_migrate (GFile *old,
                  GFile *folder)
{
  g_autofree char *old_path = NULL;
  g_autofree char *new_path = NULL;
  g_autoptr(GFile) slot = NULL;

  g_return_val_if_fail (G_IS_FILE (old), NULL);
  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  old_path = g_file_get_path (old);
  if (old_path == NULL || !g_file_test (old_path, G_FILE_TEST_EXISTS))
    return NULL;

  slot = bf_shelf_new_slot (folder);
  new_path = g_file_get_path (slot);
  if (!move_game (old_path, new_path, NULL))
    return NULL;

  return g_steal_pointer (&slot);
}

static char *
deleted_path (GFile *slot)
{
  g_autofree char *path = g_file_get_path (slot);
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;

  if (path == NULL)
    return NULL;
  dir = g_path_get_dirname (path);
  name = g_path_get_basename (path);
  return g_build_filename (dir, DELETED_FOLDER, name, NULL);
}

/* The slot's path and its place in "deleted"; shelves are local. */
static gboolean
local_paths (GFile    *slot,
             char    **path,
             char    **deleted,
             GError  **error)
{
  *path = g_file_get_path (slot);
  *deleted = deleted_path (slot);
  if (*path != NULL && *deleted != NULL)
    return TRUE;

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not a local file");
  return FALSE;
}

gboolean
bf_shelf_delete (GFile   *slot,
                 GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;

  g_return_val_if_fail (G_IS_FILE (slot), FALSE);

  if (bf_shelf_is_open_elsewhere (slot))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("This game is open in another Benefactor window: close it there first."));
      return FALSE;
    }

  if (!local_paths (slot, &path, &target, error) || !move_game (path, target, error))
    return FALSE;

  /* The week before it goes for good starts now. */
  {
    g_autoptr(GFile) moved = g_file_new_for_path (target);
    g_autoptr(GFileInfo) info = g_file_info_new ();
    g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

    g_file_info_set_modification_date_time (info, now);
    (void) g_file_set_attributes_from_info (moved, info, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  }

  return TRUE;
}

gboolean
bf_shelf_undelete (GFile   *slot,
                   GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *source = NULL;

  g_return_val_if_fail (G_IS_FILE (slot), FALSE);

  return local_paths (slot, &path, &source, error) && move_game (source, path, error);
}

/* Removes the records (in @folder, named after the game + @suffix: the
 * sources, the summaries) of games no longer on the shelf of @dir nor
 * among its deleted games (removed for good; or the program killed
 * before the game's first save) written before @limit (µs since 1970:
 * those of the deleted games' age, so that a shelf put back from a copy
 * finds its records), and the temporary files of interrupted writes. */
static void
remove_lost_records (const char *dir,
                     const char *folder,
                     const char *suffix,
                     gint64      limit)
{
  g_autofree char *parent = g_path_get_dirname (dir);
  g_autofree char *records = g_build_filename (parent, folder, NULL);
  g_autoptr(GDir) listing = g_dir_open (records, 0, NULL);
  const char *name;

  if (listing == NULL)
    return;

  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (records, name, NULL);
      g_autofree char *slot_name = NULL;
      g_autofree char *slot = NULL;
      g_autofree char *deleted = NULL;

      if (!g_str_has_suffix (name, suffix))
        {
          /* An interrupted write (".game-….json.source-XXXXXX",
           * "game-….json.summary.XXXXXX"), unless another process may
           * be writing it still. */
          if (g_file_test (path, G_FILE_TEST_IS_REGULAR) &&
              g_get_real_time () - modified_path (path) > G_TIME_SPAN_HOUR)
            g_unlink (path);
          continue;
        }
      slot_name = g_strndup (name, strlen (name) - strlen (suffix));
      slot = g_build_filename (dir, slot_name, NULL);
      deleted = g_build_filename (dir, DELETED_FOLDER, slot_name, NULL);
      if (!g_file_test (slot, G_FILE_TEST_EXISTS) && !g_file_test (deleted, G_FILE_TEST_EXISTS) &&
          modified_path (path) < limit && !_bf_lock_held_elsewhere (slot))
        g_unlink (path);
    }
}

static void
remove_lost (const char *dir,
             gint64      limit)
{
  remove_lost_records (dir, SOURCES_FOLDER, SOURCE_SUFFIX, limit);
  remove_lost_records (dir, SUMMARIES_FOLDER, SUMMARY_SUFFIX, limit);
}

void
bf_shelf_purge (GFile *folder,
                guint  max_age_days)
{
  g_autofree char *dir_path = NULL;
  g_autofree char *deleted = NULL;
  g_autoptr(GDir) dir = NULL;
  gint64 limit = g_get_real_time () - (gint64) max_age_days * G_TIME_SPAN_DAY;
  const char *name;

  g_return_if_fail (G_IS_FILE (folder));

  dir_path = g_file_get_path (folder);
  if (dir_path == NULL)
    return;
  deleted = g_build_filename (dir_path, DELETED_FOLDER, NULL);
  if ((dir = g_dir_open (deleted, 0, NULL)) == NULL)
    {
      remove_lost (dir_path, limit);
      return;
    }

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GFile) file = NULL;

      if (!is_slot_name (name))
        continue;
      path = g_build_filename (deleted, name, NULL);
      file = g_file_new_for_path (path);
      if (modified (file) >= limit)
        continue;

      /* The game's files go together. */
      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *companion = g_strconcat (path, suffixes[i], NULL);

          g_unlink (companion);
        }
    }

  remove_lost (dir_path, limit);
}

/* A temporary file of an interrupted save: ".game-….json-XXXXXX" (also of
 * its copy, journal or copy's link, ".game-….json~-link"). */
static gboolean
is_litter_name (const char *name)
{
  const char *dash;

  if (!g_str_has_prefix (name, ".game-"))
    return FALSE;
  if (g_str_has_suffix (name, ".json~-link"))
    return TRUE;
  dash = strrchr (name, '-');

  return dash != NULL && strlen (dash + 1) == 6 && strstr (name, ".json") != NULL &&
         strstr (name, ".json") < dash;
}

void
bf_shelf_remove_litter (GFile *folder)
{
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_if_fail (G_IS_FILE (folder));

  dir_path = g_file_get_path (folder);
  if (dir_path == NULL || (dir = g_dir_open (dir_path, 0, NULL)) == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "game-") && g_str_has_suffix (name, ".json.lock"))
      {
        /* The lock of a game whose process was killed. */
        g_autofree char *game = g_strndup (name, strlen (name) - strlen (".lock"));
        g_autofree char *game_path = g_build_filename (dir_path, game, NULL);

        _bf_lock_remove_stale (game_path);
      }
    else if (is_litter_name (name))
      {
        g_autofree char *path = g_build_filename (dir_path, name, NULL);
        /* ".game-….json-XXXXXX" belongs to "game-….json". */
        g_autofree char *game = g_strndup (name + 1, strstr (name, ".json") + 5 - (name + 1));
        g_autofree char *game_path = g_build_filename (dir_path, game, NULL);

        /* A save in flight in another process is no litter. */
        if (!_bf_lock_held_elsewhere (game_path))
          g_unlink (path);
      }
}

void
bf_shelf_make_private (GFile *folder)
{
  g_autoptr(GFile) data = NULL;
  g_autofree char *path = NULL;

  g_return_if_fail (G_IS_FILE (folder));

  data = g_file_get_parent (folder);
  if (data == NULL || (path = g_file_get_path (data)) == NULL)
    return;

  if (!_bf_file_make_private_folder (path, NULL))
    return;
  _bf_file_make_private (path, DATA_DEPTH);
}
