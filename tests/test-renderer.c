/* test-renderer.c
 *
 * The renderer decision taken before GTK starts (bf-renderer.c), on
 * folders made up by the test, so that both branches are tried whatever
 * the machine's hardware: no GPU render node (GL off, cairo), a render
 * node (GTK chooses), and the user's own GSK_RENDERER or GDK_DEBUG,
 * which always win. No display needed: nothing here starts GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>

#include "bf-renderer.h"

typedef struct {
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("bf-dri-XXXXXX", &error);
  g_assert_no_error (error);

  g_unsetenv ("GSK_RENDERER");
  g_unsetenv ("GDK_DEBUG");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (f->dir), ==, 0);
  g_free (f->dir);

  g_unsetenv ("GSK_RENDERER");
  g_unsetenv ("GDK_DEBUG");
}

static void
touch (const char *dir,
       const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, "", 0, &error);
  g_assert_no_error (error);
}

/* A machine without a GPU: /dev/dri missing altogether. */
static void
test_no_dri_folder (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *missing = g_build_filename (f->dir, "no-such-folder", NULL);

  g_assert_false (bf_renderer_has_render_node (missing));
  g_assert_cmpint (bf_renderer_apply_default (missing), ==, BF_RENDERER_CAIRO_NO_GPU);
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "gl-disable");
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
}

/* A display-only device (card0, as a virtual machine's framebuffer
 * has) is not a GPU that renders. */
static void
test_card_without_render_node (Fixture       *f,
                               gconstpointer  data)
{
  touch (f->dir, "card0");
  touch (f->dir, "by-path");

  g_assert_false (bf_renderer_has_render_node (f->dir));
  g_assert_cmpint (bf_renderer_apply_default (f->dir), ==, BF_RENDERER_CAIRO_NO_GPU);
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "gl-disable");
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
}

/* A GPU: the environment is left for GTK to choose. */
static void
test_render_node (Fixture       *f,
                  gconstpointer  data)
{
  touch (f->dir, "card0");
  touch (f->dir, "renderD128");

  g_assert_true (bf_renderer_has_render_node (f->dir));
  g_assert_cmpint (bf_renderer_apply_default (f->dir), ==, BF_RENDERER_GPU);
  g_assert_null (g_getenv ("GDK_DEBUG"));
  g_assert_null (g_getenv ("GSK_RENDERER"));
}

/* The user's GSK_RENDERER wins, on a machine without a GPU too: GL is
 * not turned off behind their back. */
static void
test_user_renderer_wins (Fixture       *f,
                         gconstpointer  data)
{
  g_setenv ("GSK_RENDERER", "gl", TRUE);

  g_assert_cmpint (bf_renderer_apply_default (f->dir), ==, BF_RENDERER_USER);
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "gl");
  g_assert_null (g_getenv ("GDK_DEBUG"));
}

/* So does the user's GDK_DEBUG, even one that names no renderer, and
 * even set empty. */
static void
test_user_debug_wins (Fixture       *f,
                      gconstpointer  data)
{
  g_setenv ("GDK_DEBUG", "", TRUE);

  g_assert_cmpint (bf_renderer_apply_default (f->dir), ==, BF_RENDERER_USER);
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "");
  g_assert_null (g_getenv ("GSK_RENDERER"));

  g_setenv ("GDK_DEBUG", "interactive", TRUE);
  g_assert_cmpint (bf_renderer_apply_default (f->dir), ==, BF_RENDERER_USER);
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "interactive");
  g_assert_null (g_getenv ("GSK_RENDERER"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/renderer/no-dri-folder", Fixture, NULL,
              fixture_set_up, test_no_dri_folder, fixture_tear_down);
  g_test_add ("/renderer/card-without-render-node", Fixture, NULL,
              fixture_set_up, test_card_without_render_node, fixture_tear_down);
  g_test_add ("/renderer/render-node", Fixture, NULL,
              fixture_set_up, test_render_node, fixture_tear_down);
  g_test_add ("/renderer/user-renderer-wins", Fixture, NULL,
              fixture_set_up, test_user_renderer_wins, fixture_tear_down);
  g_test_add ("/renderer/user-debug-wins", Fixture, NULL,
              fixture_set_up, test_user_debug_wins, fixture_tear_down);

  return g_test_run ();
}
