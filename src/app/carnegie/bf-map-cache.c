/* bf-map-cache.c
 *
 * The map's static layers (regions, roads, city plates, names), kept on
 * disk between runs: drawing them is most of the map's first frame, and
 * they only change with the map's size, the style, the fonts, the
 * language or a new version of Benefactor. One file per size,
 * $XDG_CACHE_HOME/benefactor/map-board-WIDTHxHEIGHT@SCALE.bin, holds the
 * last board drawn at that size: a window opening with a game lays the
 * map out at more than one size (its first frame shows the map without
 * the score sheet, built right after it, bf-carnegie-page.c), and every
 * one of these boards is read from the cache at the next start. The
 * MAX_BOARDS files written last are kept, the others deleted after each
 * save (a window resized by hand saves a board at every size it stays
 * at). A file:
 *
 *   offset  0  "BFMAPC01"
 *           8  width, height, stride, scale, number of layers
 *              (guint32 each, in the machine's byte order: the file
 *              never leaves the machine; width and height in pixels)
 *          28  SHA-256 of the key, 64 hexadecimal digits
 *          92  4 bytes of padding
 *          96  the layers' pixels, CAIRO_FORMAT_ARGB32, one after the other
 *
 * The key names everything the drawing depends on (see the map view).
 * A file that does not match in every field is not used, and the board
 * is drawn (and saved again). Not in the key: the font files themselves.
 * A font installed under the name of the one used shows on the board
 * once the key changes (window size, style, language, a new version);
 * deleting the file makes the next start draw the board. The file is replaced atomically, so a
 * reader sees either the old file or the new one, never half of it.
 *
 * Earlier versions kept one file, map-board.bin, the last board drawn:
 * it is deleted at the first save.
 *
 * A save runs in a worker thread. The application waits for the saves
 * still running before it exits (bf_map_cache_wait_for_saves()): an exit
 * in the middle of one would leave its temporary file, as large as the
 * file itself, in the folder for good.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-map-cache"

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

#include "bf-file.h"
#include "bf-map-cache.h"

#define MAGIC "BFMAPC01"
/* The boards kept: the three sizes of a start (bf-map-view.c) at two
 * window sizes. */
#define MAX_BOARDS 6
#define FILE_PREFIX "map-board"
#define FILE_SUFFIX ".bin"

typedef struct
{
  char    magic[8];
  guint32 width;
  guint32 height;
  guint32 stride;
  guint32 scale;
  guint32 n_layers;
  char    digest[64];
  char    padding[4];
} CacheHeader;

G_STATIC_ASSERT (sizeof (CacheHeader) == 96);

static const cairo_user_data_key_t mapped_file_key;

/* The saves started and not finished yet (bf_map_cache_wait_for_saves()). */
static GMutex saves_lock;
static GCond saves_done;
static guint n_saves;

/* The file of the board of @width × @height (pixels of the layout) at @scale. */
char *
bf_map_cache_get_path (int width,
                       int height,
                       int scale)
{
  g_autofree char *name = g_strdup_printf (FILE_PREFIX "-%dx%d@%d" FILE_SUFFIX, width, height, scale);

  return g_build_filename (g_get_user_cache_dir (), "benefactor", name, NULL);
}

typedef struct
{
  char   *path;
  gint64  mtime;
} Board;

static void
board_clear (Board *board)
{
  g_free (board->path);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const Board *x = a, *y = b;

  return (x->mtime < y->mtime) - (x->mtime > y->mtime);
}

/* Deletes the boards in @folder beyond the @keep written last (and the
 * single file of older versions), never @path, the one just written.
 * Temporary files of saves in flight start with a dot: not touched. */
void
bf_map_cache_prune (const char *folder,
                    const char *path,
                    guint       keep)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GArray) boards = NULL;
  const char *name;

  g_return_if_fail (folder != NULL);

  dir = g_dir_open (folder, 0, NULL);
  if (dir == NULL)
    return;

  boards = g_array_new (FALSE, FALSE, sizeof (Board));
  g_array_set_clear_func (boards, (GDestroyNotify) board_clear);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      Board board;
      GStatBuf st;

      if (!g_str_has_prefix (name, FILE_PREFIX) || !g_str_has_suffix (name, FILE_SUFFIX))
        continue;
      board.path = g_build_filename (folder, name, NULL);
      if (g_lstat (board.path, &st) != 0 || !S_ISREG (st.st_mode))
        {
          g_free (board.path);
          continue;
        }
      /* In nanoseconds: two saves in one second are told apart. The
       * older versions' file goes in any case. */
      board.mtime = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
      if (g_str_equal (name, FILE_PREFIX FILE_SUFFIX))
        board.mtime = G_MININT64;
      else if (path != NULL && g_str_equal (board.path, path))
        board.mtime = G_MAXINT64;
      g_array_append_val (boards, board);
    }

  g_array_sort (boards, newest_first);
  for (guint i = 0; i < boards->len; i++)
    {
      Board *board = &g_array_index (boards, Board, i);

      if (i >= keep || board->mtime == G_MININT64)
        g_unlink (board->path);
    }
}

static void
fill_header (CacheHeader *header,
             const char  *key,
             int          width,
             int          height,
             int          stride,
             int          scale,
             guint        n_layers)
{
  g_autofree char *digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key, -1);

  memset (header, 0, sizeof *header);
  memcpy (header->magic, MAGIC, sizeof header->magic);
  header->width = width;
  header->height = height;
  header->stride = stride;
  header->scale = scale;
  header->n_layers = n_layers;
  g_assert (strlen (digest) == sizeof header->digest);
  memcpy (header->digest, digest, sizeof header->digest);
}

/* Fills @layers with images of @width × @height (device units) at
 * @scale, their pixels mapped from the file at @path, when the file
 * holds @n_layers layers of that size drawn for @key. */
gboolean
bf_map_cache_load (const char       *path,
                   const char       *key,
                   int               width,
                   int               height,
                   int               scale,
                   guint             n_layers,
                   cairo_surface_t **layers)
{
  g_autoptr(GMappedFile) file = NULL;
  g_autoptr(GError) error = NULL;
  CacheHeader expected;
  int pixel_width, pixel_height, stride;
  gsize layer_size;
  char *data;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (layers != NULL, FALSE);

  if (width <= 0 || height <= 0 || scale <= 0 || n_layers == 0 ||
      width > G_MAXINT / scale || height > G_MAXINT / scale)
    return FALSE;

  pixel_width = width * scale;
  pixel_height = height * scale;
  stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, pixel_width);
  if (stride <= 0)
    return FALSE;
  layer_size = (gsize) stride * pixel_height;

  /* bf-file's reader opens it: a regular file only, without blocking
   * (a named pipe in its place would hang the map's first frame). */
  fd = _bf_file_open (path, &error);
  if (fd >= 0)
    {
      file = g_mapped_file_new_from_fd (fd, FALSE, &error);
      close (fd);
    }
  if (file == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("Map cache not read: %s", error->message);
      return FALSE;
    }

  fill_header (&expected, key, pixel_width, pixel_height, stride, scale, n_layers);
  data = g_mapped_file_get_contents (file);
  if (g_mapped_file_get_length (file) != sizeof expected + n_layers * layer_size ||
      memcmp (data, &expected, sizeof expected) != 0)
    {
      g_debug ("Map cache %s is for another board", path);
      return FALSE;
    }

  for (guint i = 0; i < n_layers; i++)
    {
      /* Only ever read: the file is mapped read-only. */
      cairo_surface_t *surface =
        cairo_image_surface_create_for_data ((unsigned char *) data + sizeof expected + i * layer_size,
                                             CAIRO_FORMAT_ARGB32, pixel_width, pixel_height, stride);

      cairo_surface_set_device_scale (surface, scale, scale);
      cairo_surface_set_user_data (surface, &mapped_file_key, g_mapped_file_ref (file),
                                   (cairo_destroy_func_t) g_mapped_file_unref);
      layers[i] = surface;
    }

  return TRUE;
}

/* Writes the file at @path, replacing it atomically. The layers must be
 * ARGB32 images of one size and scale, flushed (cairo_surface_flush). */
gboolean
bf_map_cache_save (const char       *path,
                   const char       *key,
                   guint             n_layers,
                   cairo_surface_t **layers,
                   GError          **error)
{
  g_autofree char *folder = NULL;
  g_autofree BfFilePiece *pieces = NULL;
  CacheHeader header;
  int width, height, stride;
  double scale_x, scale_y;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (n_layers > 0 && layers != NULL, FALSE);

  width = cairo_image_surface_get_width (layers[0]);
  height = cairo_image_surface_get_height (layers[0]);
  stride = cairo_image_surface_get_stride (layers[0]);
  cairo_surface_get_device_scale (layers[0], &scale_x, &scale_y);
  for (guint i = 0; i < n_layers; i++)
    g_return_val_if_fail (cairo_image_surface_get_format (layers[i]) == CAIRO_FORMAT_ARGB32 &&
                          cairo_image_surface_get_width (layers[i]) == width &&
                          cairo_image_surface_get_height (layers[i]) == height &&
                          cairo_image_surface_get_stride (layers[i]) == stride, FALSE);

  fill_header (&header, key, width, height, stride, (int) scale_x, n_layers);

  /* Private like every file Benefactor writes (bf-file.h):
   * the folder 0700, the file 0600, replaced atomically. */
  folder = g_path_get_dirname (path);
  if (!_bf_file_make_private_folder (folder, error))
    return FALSE;

  pieces = g_new (BfFilePiece, n_layers + 1);
  pieces[0].data = &header;
  pieces[0].length = sizeof header;
  for (guint i = 0; i < n_layers; i++)
    {
      pieces[i + 1].data = cairo_image_surface_get_data (layers[i]);
      pieces[i + 1].length = (gsize) stride * height;
    }

  return _bf_file_replace_pieces (path, pieces, n_layers + 1, NULL, NULL, error);
}

typedef struct
{
  char             *path;
  char             *key;
  guint             n_layers;
  cairo_surface_t **layers;
} SaveData;

static void
save_data_free (SaveData *data)
{
  for (guint i = 0; i < data->n_layers; i++)
    cairo_surface_destroy (data->layers[i]);
  g_free (data->layers);
  g_free (data->path);
  g_free (data->key);
  g_free (data);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *data = task_data;
  g_autoptr(GError) error = NULL;

  if (!bf_map_cache_save (data->path, data->key, data->n_layers, data->layers, &error))
    /* Only a cache: the next start draws the board again. */
    g_debug ("Map cache not saved: %s", error->message);
  else
    {
      g_autofree char *folder = g_path_get_dirname (data->path);

      bf_map_cache_prune (folder, data->path, MAX_BOARDS);
    }

  g_mutex_lock (&saves_lock);
  if (--n_saves == 0)
    g_cond_broadcast (&saves_done);
  g_mutex_unlock (&saves_lock);

  g_task_return_boolean (task, error == NULL);
}

/* Saves in a worker thread; the layers are kept (referenced) until then
 * and must not be drawn on any more. */
void
bf_map_cache_save_async (const char       *path,
                         const char       *key,
                         guint             n_layers,
                         cairo_surface_t **layers)
{
  g_autoptr(GTask) task = NULL;
  SaveData *data;

  g_return_if_fail (path != NULL && key != NULL && n_layers > 0 && layers != NULL);

  data = g_new0 (SaveData, 1);
  data->path = g_strdup (path);
  data->key = g_strdup (key);
  data->n_layers = n_layers;
  data->layers = g_new (cairo_surface_t *, n_layers);
  for (guint i = 0; i < n_layers; i++)
    {
      cairo_surface_flush (layers[i]);
      data->layers[i] = cairo_surface_reference (layers[i]);
    }

  g_mutex_lock (&saves_lock);
  n_saves++;
  g_mutex_unlock (&saves_lock);

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, bf_map_cache_save_async);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  g_task_run_in_thread (task, save_thread);
}

/* Returns once every save started by bf_map_cache_save_async() is
 * written (or has failed). Needs no main loop. */
void
bf_map_cache_wait_for_saves (void)
{
  g_mutex_lock (&saves_lock);
  while (n_saves > 0)
    g_cond_wait (&saves_done, &saves_lock);
  g_mutex_unlock (&saves_lock);
}
