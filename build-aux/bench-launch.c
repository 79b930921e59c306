/* bench-launch.c
 *
 * Launches one command on the current X display and measures, with
 * CLOCK_MONOTONIC:
 *
 *   first_frame_ms  from the exec of the command to the first X damage on
 *                   the screen that carries drawn content (not a plain
 *                   background fill), i.e. the app's first painted frame;
 *   map_ms          from exec to the first MapNotify of a top-level window;
 *   peak_rss_kb     the process's peak RSS (ru_maxrss from wait4).
 *
 * How: one Damage object on the root window (XDamageReportNonEmpty). Without
 * a compositing manager every window draws into the screen pixmap, and a
 * damage object on the root window is clipped to the root's border clip,
 * which contains all its inferiors: any drawing by any client on screen is
 * reported, at the time the X server executes it (no polling). Each report
 * is fetched (XDamageSubtract into an XFixes region) and rows spread over
 * the damaged area are read back with XGetImage: a damage whose pixels are all one colour (the
 * server filling a window background when it is mapped or exposed) is not
 * counted; the first damage with at least two colours is the first frame.
 * The exec time is taken when the close-on-exec status pipe closes in the
 * parent, i.e. right after execve() succeeded.
 *
 * After the first frame it waits --settle-ms (default 300), sends SIGTERM,
 * then SIGKILL after --kill-ms (default 3000), reaps the child with wait4()
 * and prints one line on stdout:
 *
 *   first_frame_ms=123.45 map_ms=110.20 peak_rss_kb=56789 damages=3 \
 *     ignored_uniform=0 colors=2 status=signal:15
 *
 * first_frame_ms=NA if no frame came within --timeout-ms (default 30000).
 * Before launching it waits (up to 5 s) until no top-level window is
 * mapped on the screen, so that the previous app's teardown is not counted.
 * With --verbose every event is logged on stderr with its time.
 *
 * Build: cc -O2 -o bench-launch bench-launch.c -lXdamage -lXfixes -lX11
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/Xfixes.h>

static bool verbose;
static double t_exec;

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
logv (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

static void
logv (const char *fmt, ...)
{
  va_list ap;

  if (!verbose)
    return;
  fprintf (stderr, "[bench-launch %8.2f ms] ", t_exec > 0 ? now_ms () - t_exec : 0.0);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

static int
ignore_x_error (Display *dpy, XErrorEvent *ev)
{
  (void) dpy;
  (void) ev;
  return 0;
}

/* Number of mapped children of the root window. */
static int
n_mapped_toplevels (Display *dpy, Window root)
{
  Window r, p, *children = NULL;
  unsigned int n = 0;
  int mapped = 0;

  if (!XQueryTree (dpy, root, &r, &p, &children, &n))
    return 0;
  for (unsigned int i = 0; i < n; i++)
    {
      XWindowAttributes a;

      if (XGetWindowAttributes (dpy, children[i], &a) && a.map_state == IsViewable)
        mapped++;
    }
  if (children)
    XFree (children);
  return mapped;
}

/* Whether the rectangle holds at least two pixel values: 1 for one colour,
 * 2 for more, 0 if it could not be read. Reads up to 24 rows spread over
 * the rectangle, one small XGetImage each, so that the check takes well
 * under a millisecond and does not delay the timing of later events. */
static int
count_colors (Display *dpy, Window root, int x, int y, int w, int h)
{
  int sw = DisplayWidth (dpy, DefaultScreen (dpy));
  int sh = DisplayHeight (dpy, DefaultScreen (dpy));
  int n_rows, read = 0;
  unsigned long first = 0;

  if (x < 0) { w += x; x = 0; }
  if (y < 0) { h += y; y = 0; }
  if (x + w > sw) w = sw - x;
  if (y + h > sh) h = sh - y;
  if (w <= 0 || h <= 0)
    return 0;

  n_rows = h < 24 ? h : 24;
  for (int k = 0; k < n_rows; k++)
    {
      int row = y + (int) (((long) k * 2 + 1) * h / (2 * n_rows));
      XImage *img = XGetImage (dpy, root, x, row, (unsigned) w, 1, AllPlanes, ZPixmap);

      if (!img)
        continue;
      for (int i = 0; i < w; i++)
        {
          unsigned long p = XGetPixel (img, i, 0);

          if (read++ == 0)
            first = p;
          else if (p != first)
            {
              XDestroyImage (img);
              return 2;
            }
        }
      XDestroyImage (img);
    }
  return read > 0 ? 1 : 0;
}

static void
usage (void)
{
  fprintf (stderr,
           "usage: bench-launch [--settle-ms N] [--kill-ms N] [--timeout-ms N] [--verbose] -- COMMAND [ARG...]\n");
  exit (2);
}

int
main (int argc, char **argv)
{
  int settle_ms = 300, kill_ms = 3000, timeout_ms = 30000;
  int argi = 1;
  Display *dpy;
  Window root;
  int damage_event, damage_error, fixes_event, fixes_error;
  Damage damage;
  XserverRegion region;
  int status_pipe[2];
  pid_t pid;
  int exec_errno = 0;
  ssize_t r;
  double t_map = -1, t_frame = -1, deadline_kill = -1;
  int n_damages = 0, n_uniform = 0, frame_colors = 0;
  bool term_sent = false, kill_sent = false, exited = false;
  int wstatus = 0;
  struct rusage ru;
  double wait_start;

  for (; argi < argc; argi++)
    {
      if (strcmp (argv[argi], "--") == 0)
        {
          argi++;
          break;
        }
      else if (strcmp (argv[argi], "--verbose") == 0)
        verbose = true;
      else if (strcmp (argv[argi], "--settle-ms") == 0 && argi + 1 < argc)
        settle_ms = atoi (argv[++argi]);
      else if (strcmp (argv[argi], "--kill-ms") == 0 && argi + 1 < argc)
        kill_ms = atoi (argv[++argi]);
      else if (strcmp (argv[argi], "--timeout-ms") == 0 && argi + 1 < argc)
        timeout_ms = atoi (argv[++argi]);
      else
        usage ();
    }
  if (argi >= argc)
    usage ();

  dpy = XOpenDisplay (NULL);
  if (!dpy)
    {
      fprintf (stderr, "bench-launch: cannot open display %s\n", getenv ("DISPLAY") ? getenv ("DISPLAY") : "(unset)");
      return 1;
    }
  XSetErrorHandler (ignore_x_error);
  root = DefaultRootWindow (dpy);
  if (!XDamageQueryExtension (dpy, &damage_event, &damage_error) ||
      !XFixesQueryExtension (dpy, &fixes_event, &fixes_error))
    {
      fprintf (stderr, "bench-launch: the X server has no DAMAGE or XFIXES extension\n");
      return 1;
    }
  {
    int major = 5, minor = 0;
    XFixesQueryVersion (dpy, &major, &minor);
  }

  /* A clean screen: the previous app's windows must be gone. */
  wait_start = now_ms ();
  while (n_mapped_toplevels (dpy, root) > 0 && now_ms () - wait_start < 5000)
    usleep (10000);
  if (n_mapped_toplevels (dpy, root) > 0)
    fprintf (stderr, "bench-launch: warning: a top-level window is still mapped before the launch\n");

  XSelectInput (dpy, root, SubstructureNotifyMask);
  damage = XDamageCreate (dpy, root, XDamageReportNonEmpty);
  region = XFixesCreateRegion (dpy, NULL, 0);
  /* Forget whatever was drawn before. */
  XSync (dpy, False);
  XDamageSubtract (dpy, damage, None, None);
  XSync (dpy, True);

  if (pipe2 (status_pipe, O_CLOEXEC) < 0)
    {
      perror ("bench-launch: pipe2");
      return 1;
    }

  pid = fork ();
  if (pid < 0)
    {
      perror ("bench-launch: fork");
      return 1;
    }
  if (pid == 0)
    {
      int e;

      close (status_pipe[0]);
      close (ConnectionNumber (dpy));
      execvp (argv[argi], argv + argi);
      e = errno;
      if (write (status_pipe[1], &e, sizeof e) < 0)
        _exit (127);
      _exit (127);
    }

  close (status_pipe[1]);
  do
    r = read (status_pipe[0], &exec_errno, sizeof exec_errno);
  while (r < 0 && errno == EINTR);
  t_exec = now_ms ();
  close (status_pipe[0]);
  if (r > 0)
    {
      fprintf (stderr, "bench-launch: cannot run %s: %s\n", argv[argi], strerror (exec_errno));
      waitpid (pid, NULL, 0);
      return 1;
    }
  logv ("exec %s (pid %d)", argv[argi], (int) pid);

  for (;;)
    {
      struct pollfd pfd = { .fd = ConnectionNumber (dpy), .events = POLLIN };
      double t = now_ms ();
      pid_t w;

      /* The child may have gone. */
      w = wait4 (pid, &wstatus, WNOHANG, &ru);
      if (w == pid)
        {
          exited = true;
          logv ("child exited");
          break;
        }

      if (t_frame < 0 && t - t_exec > timeout_ms && !term_sent)
        {
          logv ("timeout: no frame, SIGTERM");
          kill (pid, SIGTERM);
          term_sent = true;
          deadline_kill = t + kill_ms;
        }
      if (t_frame >= 0 && !term_sent && t - t_exec - t_frame >= settle_ms)
        {
          logv ("settled, SIGTERM");
          kill (pid, SIGTERM);
          term_sent = true;
          deadline_kill = t + kill_ms;
        }
      if (term_sent && !kill_sent && t >= deadline_kill)
        {
          logv ("still alive, SIGKILL");
          kill (pid, SIGKILL);
          kill_sent = true;
        }

      if (!XPending (dpy))
        {
          poll (&pfd, 1, 2);
          if (!XPending (dpy))
            continue;
        }

      while (XPending (dpy))
        {
          XEvent ev;
          double te;

          XNextEvent (dpy, &ev);
          te = now_ms () - t_exec;

          if (ev.type == MapNotify)
            {
              logv ("MapNotify 0x%lx%s", ev.xmap.window,
                    ev.xmap.override_redirect ? " (override-redirect)" : "");
              if (t_map < 0)
                t_map = te;
            }
          else if (ev.type == CreateNotify)
            logv ("CreateNotify 0x%lx %dx%d+%d+%d", ev.xcreatewindow.window,
                  ev.xcreatewindow.width, ev.xcreatewindow.height,
                  ev.xcreatewindow.x, ev.xcreatewindow.y);
          else if (ev.type == damage_event + XDamageNotify)
            {
              XRectangle *rects, bounds;
              int n_rects = 0, colors;

              XDamageSubtract (dpy, damage, None, region);
              rects = XFixesFetchRegionAndBounds (dpy, region, &n_rects, &bounds);
              if (rects)
                XFree (rects);
              n_damages++;
              if (t_frame >= 0)
                {
                  logv ("damage %dx%d+%d+%d (%d rects)", bounds.width, bounds.height,
                        bounds.x, bounds.y, n_rects);
                  continue;
                }
              colors = count_colors (dpy, root, bounds.x, bounds.y, bounds.width, bounds.height);
              logv ("damage %dx%d+%d+%d (%d rects) at %.2f ms: %s", bounds.width, bounds.height,
                    bounds.x, bounds.y, n_rects, te,
                    colors >= 2 ? "drawn content: first frame" : "one colour, not a frame");
              if (colors >= 2)
                {
                  t_frame = te;
                  frame_colors = colors;
                }
              else
                n_uniform++;
            }
        }
    }

  if (!exited)
    wait4 (pid, &wstatus, 0, &ru);

  if (t_frame >= 0)
    printf ("first_frame_ms=%.2f", t_frame);
  else
    printf ("first_frame_ms=NA");
  if (t_map >= 0)
    printf (" map_ms=%.2f", t_map);
  else
    printf (" map_ms=NA");
  printf (" peak_rss_kb=%ld damages=%d ignored_uniform=%d colors=%d", ru.ru_maxrss,
          n_damages, n_uniform, frame_colors);
  if (WIFSIGNALED (wstatus))
    printf (" status=signal:%d\n", WTERMSIG (wstatus));
  else
    printf (" status=exit:%d\n", WEXITSTATUS (wstatus));

  XDamageDestroy (dpy, damage);
  XFixesDestroyRegion (dpy, region);
  XCloseDisplay (dpy);

  /* Ended by us (SIGTERM) or exited cleanly: success; no frame: failure. */
  return t_frame >= 0 ? 0 : 1;
}
