/* fuzz-map-cache.c
 *
 * The fuzz target for the map's board cache
 * ($XDG_CACHE_HOME/benefactor/map-board.bin, src/app/carnegie/bf-map-cache.c):
 * whatever bytes it is given are written to a cache file and loaded as
 * the board of a small map; a file that does not match in every field
 * must be refused, and one that loads must give layers of the size asked
 * for, whose every pixel can be read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bf-map-cache.h"

#include "fuzz-targets.h"

#define WIDTH 3
#define HEIGHT 2
#define N_LAYERS 2
#define KEY "fuzz"

static char *cache_folder;
static char *cache_file;

static void
remove_cache (void)
{
  g_unlink (cache_file);
  g_rmdir (cache_folder);
}

static const char *
cache_path (void)
{
  if (cache_file == NULL)
    {
      cache_folder = g_dir_make_tmp ("benefactor-fuzz-XXXXXX", NULL);
      bf_fuzz_check (cache_folder != NULL, "no temporary folder");
      cache_file = g_build_filename (cache_folder, "map-board.bin", NULL);
      atexit (remove_cache);
    }

  return cache_file;
}

int
bf_fuzz_map_cache (const uint8_t *data,
                   size_t         size)
{
  cairo_surface_t *layers[N_LAYERS] = { NULL };
  const char *path = cache_path ();
  guint32 sum = 0;

  int fd = open (path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);

  /* Written in place, without the flush of a real save: a fresh file
   * for every input, as fast as can be. */
  bf_fuzz_check (fd >= 0 && write (fd, data, size) == (ssize_t) size && close (fd) == 0,
                 "cannot write the cache file");

  if (!bf_map_cache_load (path, KEY, WIDTH, HEIGHT, 1, N_LAYERS, layers))
    {
      for (guint i = 0; i < N_LAYERS; i++)
        bf_fuzz_check (layers[i] == NULL, "a refused cache gave a layer");
      return 0;
    }

  for (guint i = 0; i < N_LAYERS; i++)
    {
      const guint8 *pixels;
      int stride;

      bf_fuzz_check (layers[i] != NULL &&
                     cairo_image_surface_get_width (layers[i]) == WIDTH &&
                     cairo_image_surface_get_height (layers[i]) == HEIGHT,
                     "a cached layer of the wrong size");
      pixels = cairo_image_surface_get_data (layers[i]);
      stride = cairo_image_surface_get_stride (layers[i]);
      for (int b = 0; b < stride * HEIGHT; b++)
        sum += pixels[b];
      cairo_surface_destroy (layers[i]);
    }

  /* Read every byte (ASan sees a read past the mapping). */
  (void) sum;
  return 0;
}
