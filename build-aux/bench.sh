#!/usr/bin/env bash
# Benefactor's start-up and scoring benchmark.
#
#   bash build-aux/bench.sh [--runs N] [--build-dir DIR] [--display :N] [--game FILE] [--strict]
#
# Compares Benefactor opening straight into a saved 4-player game
# (`benefactor tests/data/expansion-4p.json`) with gnome-calculator, Debian's
# GTK 4 + libadwaita calculator, launched in the same run, interleaved
# (Benefactor, calculator, Benefactor, …), under Xvfb, in two configurations:
#
#   default   no renderer variable set: what each app does on its own on
#             this machine. The budget is measured here. Benefactor turns GL
#             off by itself when the machine has no GPU render node
#             (src/app/bf-renderer.c); the calculator uses GTK's default
#             (GL, which is Mesa's llvmpipe without a GPU).
#   gl-off    both apps with GSK_RENDERER=cairo GDK_DEBUG=gl-disable, for
#             comparison only (GSK_RENDERER=cairo alone still loads Mesa;
#             gl-disable keeps GDK from touching GL)
#
# For each configuration: one untimed warm-up launch of each app (it fills
# the font, icon and Mesa shader caches of the private HOME), then --runs
# (default 10, at least 10 for the published figures) timed launches of
# each. Every launch is measured by build-aux/bench-launch.c:
#
#   first frame  CLOCK_MONOTONIC from the exec to the first X damage that
#                carries drawn content (an XDamage object on the root window
#                sees every paint as the X server executes it; the plain
#                background fill the server does when a window is mapped is
#                recognised and not counted). No polling: `xdotool search
#                --sync` polls only every 500 ms.
#   peak RSS     ru_maxrss of the process, from wait4() after it was ended
#                with SIGTERM 300 ms after its first frame.
#
# It prints, per app and configuration, the median, min and max of both, and
# the ratios Benefactor/calculator of the medians (the budget: both below 1
# in the default configuration). Then build-aux/bench-rescore.c: the time to
# recompute the whole score sheet of the 4-player game after one entry
# (median / p99 / max over 2000 entries; budget: p99 under 1 ms), and
# build-aux/bench-entries.c: the real app with the game open makes 200
# entries, one per frame, and reports the frame intervals (budget: no missed
# frame), once per configuration, beside a baseline without entries: money
# entries (nothing of them is visible at the default window size but the
# first, which makes Undo available) and "visible entries" (a transport box
# the first view shows; the budget is read there, in the default
# configuration). Last, build-aux/bench-effort.c: the real app enters the
# whole game from a table with only the players, their colours and the
# modules, through the widgets as a person does (the map's city popover,
# then, for comparison, a mouse click on each space), and reports the
# actions per section against the budget (the things on the table, the
# digits typed and the fields moved to); it fails when the score sheet
# does not end with the file's scores. After the apps, the history with
# 10,000 games: build-aux/bench-history.c (the queries, an add) and
# build-aux/bench-history-ui.c (the History page and a player's
# statistics to their first frame, under xvfb-run).
#
# Fairness: ONE Xvfb (1280x800x24, display :91 unless --display), ONE D-Bus
# session (dbus-run-session) and ONE private, empty HOME with its own XDG
# directories for every launch of both apps (nothing is copied into it).
# Both apps are single-instance GApplications that would forward to a
# running copy on the same bus: each launch is a fresh process, started
# only after the previous one has been reaped and its window has gone from
# the screen, and a launch that exits without drawing is reported as a
# failure. Only Benefactor gets GSETTINGS_SCHEMA_DIR=BUILD/data (its schema
# is not installed system-wide).
#
# Set-up: installs what is missing with apt-get (gnome-calculator, Xvfb,
# dbus-daemon, libx11-dev, libxdamage-dev, the build tools); builds the
# project (`meson setup DIR && meson compile -C DIR`, default DIR _build)
# unless DIR/src/app/benefactor already exists; compiles the benchmark
# programs into DIR/bench/. Raw per-launch lines and the apps' stderr are
# kept in a temporary directory whose path is printed.
#
# --strict: exit with status 1 when a budget is missed (otherwise 0 when the
# measurements themselves succeeded).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

runs=10
build=_build
display=":91"
game="tests/data/expansion-4p.json"
strict=0

while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --runs=*) runs="${1#*=}"; shift ;;
    --build-dir) build="$2"; shift 2 ;;
    --build-dir=*) build="${1#*=}"; shift ;;
    --display) display="$2"; shift 2 ;;
    --display=*) display="${1#*=}"; shift ;;
    --game) game="$2"; shift 2 ;;
    --game=*) game="${1#*=}"; shift ;;
    --strict) strict=1; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$runs" in ''|*[!0-9]*) echo "bench.sh: --runs needs a number" >&2; exit 2 ;; esac
[ "$runs" -ge 1 ] || { echo "bench.sh: --runs must be at least 1" >&2; exit 2; }

# --- Inner part: runs inside the one Xvfb and the one D-Bus session. -------
if [ "${BENCH_INNER:-}" = 1 ]; then
  # Our report goes to fd 3; stdout (shared with the D-Bus services the
  # session starts) goes to the session log.
  exec 1>&3 3>&-
  tmp="$BENCH_TMP"
  bin="$build/bench"
  benefactor="$root/$build/src/app/benefactor"
  raw="$tmp/launches.txt"
  : > "$raw"
  failures=0
  labels_of() { if [ "$1" = gl-off ]; then echo "gl-off (forced)"; else echo "default"; fi; }

  launch() { # config app [run]
    local config="$1" app="$2" run="${3:-warm-up}" line
    local -a envs=(env) cmd
    if [ "$config" = gl-off ]; then
      envs+=(GSK_RENDERER=cairo GDK_DEBUG=gl-disable)
    fi
    if [ "$app" = benefactor ]; then
      envs+=(GSETTINGS_SCHEMA_DIR="$root/$build/data")
      cmd=("$benefactor" "$root/$game")
    else
      cmd=(gnome-calculator)
    fi
    echo "=== $config $app $run" >> "$tmp/apps.log"
    if ! line=$("${envs[@]}" "$bin/bench-launch" -- "${cmd[@]}" 2>> "$tmp/apps.log"); then
      echo "  FAILED: $app ($config, $run) drew no frame: $line (see $tmp/apps.log)"
      failures=$((failures + 1))
      return 0
    fi
    echo "$config $app $run $line" >> "$raw"
    printf '  %-7s %-16s %-8s %s\n' "$config" "$app" "$run" "$line"
  }

  echo "Launches (first_frame_ms: exec to first drawn frame; map_ms: exec to window mapped):"
  for config in default gl-off; do
    launch "$config" benefactor
    launch "$config" gnome-calculator
    for i in $(seq 1 "$runs"); do
      launch "$config" benefactor "$i"
      launch "$config" gnome-calculator "$i"
    done
  done

  echo
  status=0
  python3 - "$raw" "$runs" "$strict" <<'PY' || status=$?
import statistics, sys

raw, runs, strict = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
data = {}
for line in open(raw):
    f = line.split()
    config, app, run = f[0], f[1], f[2]
    if run == "warm-up":
        continue
    kv = dict(x.split("=", 1) for x in f[3:])
    data.setdefault((config, app), []).append(
        (float(kv["first_frame_ms"]), int(kv["peak_rss_kb"]) / 1024.0))

labels = {"default": "default", "gl-off": "gl-off (forced)"}
print(f"{'configuration':<18} {'app':<17} {'runs':>4}   {'first frame ms':^26}   {'peak RSS MiB':^26}")
print(f"{'':<18} {'':<17} {'':>4}   {'median':>8} {'min':>8} {'max':>8}   {'median':>8} {'min':>8} {'max':>8}")
medians = {}
for config in ("default", "gl-off"):
    for app in ("benefactor", "gnome-calculator"):
        v = data.get((config, app), [])
        if not v:
            continue
        ff = [x[0] for x in v]
        rss = [x[1] for x in v]
        medians[(config, app)] = (statistics.median(ff), statistics.median(rss))
        print(f"{labels[config]:<18} {app:<17} {len(v):>4}   "
              f"{statistics.median(ff):8.1f} {min(ff):8.1f} {max(ff):8.1f}   "
              f"{statistics.median(rss):8.1f} {min(rss):8.1f} {max(rss):8.1f}")
print()
missed = False
for config in ("default", "gl-off"):
    b, c = medians.get((config, "benefactor")), medians.get((config, "gnome-calculator"))
    if not b or not c:
        continue
    rf, rr = b[0] / c[0], b[1] / c[1]
    ok = rf < 1 and rr < 1
    if config == "default":
        missed |= not ok
        verdict = "within budget" if ok else "OVER BUDGET"
    else:
        verdict = "for comparison, no budget"
    print(f"Benefactor/calculator, {labels[config]:<18}: first frame {rf:5.2f}, peak RSS {rr:5.2f}"
          f"  -> {verdict}")
sys.exit(3 if (missed and strict) else 0)
PY
  if [ "$failures" -gt 0 ]; then
    echo "$failures launch(es) failed"
    status=1
  fi

  echo
  echo "Entries, one per frame, in the open 4-player game (frame intervals from the frame clock's after-paint;"
  echo "missed = intervals of 25 ms or more; baseline = the same frames without any entry; entries = money,"
  echo "not visible at this size but for the first, which enables Undo; visible entries = a transport box"
  echo "in the first view; budget: missed=0 for the visible entries in the default configuration):"
  if [ -x "$bin/bench-entries" ]; then
    for config in default gl-off; do
      envs=(env GSETTINGS_SCHEMA_DIR="$root/$build/data")
      if [ "$config" = gl-off ]; then
        envs+=(GSK_RENDERER=cairo GDK_DEBUG=gl-disable)
      fi
      for mode in --baseline "" --visible; do
        echo "=== entries $config $mode" >> "$tmp/apps.log"
        if line=$("${envs[@]}" timeout 300 "$bin/bench-entries" -n 200 $mode "$root/$game" 2>> "$tmp/apps.log"); then
          printf '  %-18s %s\n' "$(labels_of "$config")" "$line"
          if [ "$config" = default ]; then
            case "$line" in "visible entries"*) case "$line" in *" missed=0 "*) ;; *) [ "$strict" = 1 ] && status=3 ;; esac ;; esac
          fi
        else
          echo "  FAILED: bench-entries ($config $mode), see $tmp/apps.log"
          status=1
        fi
      done
    done
  else
    echo "  skipped: bench-entries did not compile against the current app library (see the build message above)"
  fi

  echo
  echo "Entering the whole game through the widgets, default configuration, 1280x800 (actions per section against"
  echo "the budget: the things on the table + the digits typed + the fields moved to; finger = the map's city popover,"
  echo "mouse = a click on each space; the check compares the score sheet with the file's scores):"
  if [ -x "$bin/bench-effort" ]; then
    for mode in finger mouse; do
      echo "=== effort $mode" >> "$tmp/apps.log"
      flag=""
      [ "$mode" = mouse ] && flag=--mouse
      if out=$(env GSETTINGS_SCHEMA_DIR="$root/$build/data" timeout 300 "$bin/bench-effort" $flag \
                 "$root/$game" 2>> "$tmp/apps.log"); then
        echo "$out" | sed "s/^effort /  $mode /"
      else
        echo "$out" | sed "s/^effort /  $mode /"
        echo "  FAILED: bench-effort ($mode), see $tmp/apps.log"
        status=1
      fi
    done
  else
    echo "  skipped: bench-effort did not compile against the current app library (see the build message above)"
  fi
  exit "$status"
fi

# --- Outer part: set-up, then the inner part in one Xvfb and one D-Bus. ---
packages=(
  gnome-calculator xvfb xauth dbus-daemon libx11-dev libxdamage-dev libxfixes-dev
  gcc libc6-dev pkg-config python3
  meson ninja-build libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev
  libjson-glib-dev libsqlite3-dev gettext desktop-file-utils appstream libxml2-utils libglib2.0-bin
)
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing missing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ ! -x "$build/src/app/benefactor" ]; then
  if [ ! -f "$build/build.ninja" ]; then
    meson setup "$build"
  fi
  meson compile -C "$build"
fi
if [ ! -f "$build/data/gschemas.compiled" ]; then
  meson compile -C "$build"
fi

mkdir -p "$build/bench"
# The source folders (core, each game, the app; README, "Layout") and their
# build folders, where the generated headers are.
core_includes="-I src/core -I src/carnegie -I src/livingstone -I src/history -I src/cli -I $build -I $build/src/carnegie"
# The GTK-free libraries, one per folder (src/meson.build), linked whole.
model_libs="$build/src/core/libbenefactor-core.a $build/src/carnegie/libbenefactor-carnegie.a $build/src/livingstone/libbenefactor-livingstone.a $build/src/history/libbenefactor-history.a $build/src/cli/libbenefactor-cli.a"
app_includes="$core_includes -I src/app -I src/app/carnegie -I src/app/history -I src/app/livingstone -I $build/src/app"
# bench-effort finds the widgets as the GUI tests do (tests/bf-test-ui.c).
test_ui="-I tests tests/bf-test-ui.c"
# shellcheck disable=SC2046,SC2086
cc -O2 -Wall -Wextra -o "$build/bench/bench-launch" build-aux/bench-launch.c \
  $(pkg-config --cflags --libs x11 xdamage xfixes)
# shellcheck disable=SC2046,SC2086
cc -O2 -Wall -Wextra $core_includes -o "$build/bench/bench-rescore" build-aux/bench-rescore.c \
  -Wl,--whole-archive $model_libs -Wl,--no-whole-archive \
  $(pkg-config --cflags --libs glib-2.0 gio-2.0 json-glib-1.0 sqlite3) -lm

# The entries harness links the app's library; the window API may change
# under it, so a failure to build it skips that part only.
# shellcheck disable=SC2046,SC2086
if ! cc -O2 -Wall -Wextra -Wno-unused-parameter $app_includes \
    -o "$build/bench/bench-entries" build-aux/bench-entries.c \
    -Wl,--whole-archive "$build/src/app/libbenefactor-app.a" $model_libs \
    -Wl,--no-whole-archive $(pkg-config --cflags --libs gtk4 libadwaita-1 json-glib-1.0 sqlite3) -lm; then
  echo "bench.sh: build-aux/bench-entries.c does not build against the app library; the entries part is skipped" >&2
  rm -f "$build/bench/bench-entries"
fi
# The effort benchmark drives the widgets through their private headers:
# the same caution.
# shellcheck disable=SC2046,SC2086
if ! cc -O2 -Wall -Wextra -Wno-unused-parameter $app_includes $test_ui \
    -o "$build/bench/bench-effort" build-aux/bench-effort.c \
    -Wl,--whole-archive "$build/src/app/libbenefactor-app.a" $model_libs \
    -Wl,--no-whole-archive $(pkg-config --cflags --libs gtk4 libadwaita-1 json-glib-1.0 sqlite3) -lm; then
  echo "bench.sh: build-aux/bench-effort.c does not build against the app library; the effort part is skipped" >&2
  rm -f "$build/bench/bench-effort"
fi

tmp=$(mktemp -d /tmp/benefactor-bench.XXXXXX)
mkdir -p "$tmp/home/.config" "$tmp/home/.local/share" "$tmp/home/.local/state" \
  "$tmp/home/.cache" "$tmp/runtime"
chmod 700 "$tmp/runtime"

dnum="${display#:}"
if [ -e "/tmp/.X${dnum}-lock" ] || [ -e "/tmp/.X11-unix/X${dnum}" ]; then
  echo "bench.sh: display $display is in use; pick another with --display" >&2
  exit 1
fi
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp -noreset > "$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
cleanup() { kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; }
trap cleanup EXIT
for _ in $(seq 1 100); do
  [ -e "/tmp/.X11-unix/X${dnum}" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || { cat "$tmp/xvfb.log" >&2; exit 1; }
  sleep 0.05
done

echo "Benefactor:  $build/src/app/benefactor $game"
echo "Calculator:  $(command -v gnome-calculator) ($(dpkg-query -W -f='${Version}' gnome-calculator))"
echo "GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1); Xvfb $display 1280x800x24; $runs runs per app and configuration after one warm-up"
echo "Raw figures and the apps' stderr: $tmp"
echo

status=0
env -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS -u GTK_THEME -u GSK_RENDERER -u GDK_DEBUG \
  -u GSETTINGS_SCHEMA_DIR -u GTK_DEBUG \
  BENCH_INNER=1 BENCH_TMP="$tmp" DISPLAY="$display" GDK_BACKEND=x11 \
  HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share" \
  XDG_STATE_HOME="$tmp/home/.local/state" XDG_CACHE_HOME="$tmp/home/.cache" \
  XDG_RUNTIME_DIR="$tmp/runtime" \
  dbus-run-session -- bash "${BASH_SOURCE[0]}" --runs "$runs" --build-dir "$build" \
    --display "$display" --game "$game" $([ "$strict" = 1 ] && echo --strict) \
    3>&1 >> "$tmp/session.log" 2>&1 || status=$?

echo
echo "Recomputing the whole score sheet after one entry ($game, 2000 entries; budget: p99 under 1 ms):"
if rescore=$("$build/bench/bench-rescore" -n 2000 "$game"); then
  echo "$rescore"
  p99_us=$(echo "$rescore" | sed 's/.* p99=\([0-9.]*\).*/\1/')
  if awk -v m="$p99_us" 'BEGIN { exit !(m < 1000) }'; then
    echo "  -> within budget (p99 under 1 ms)"
  else
    echo "  -> OVER BUDGET (p99 ${p99_us} us)"
    [ "$strict" = 1 ] && [ "$status" -eq 0 ] && status=3
  fi
else
  status=1
fi

echo
echo "The history with 10,000 games (docs/history.md; budgets: the pages and the queries under 100 ms, an add under 10 ms):"
if [ -x "$build/bench-history" ] && [ -x "$build/bench-history-ui" ]; then
  "$build/bench-history" -n 10000 -k "$tmp/history" | sed 's/^/  /' || status=1
  xvfb-run -a env GSK_RENDERER=cairo GDK_DEBUG=gl-disable GSETTINGS_SCHEMA_DIR="$PWD/$build/data" \
    "$build/bench-history-ui" "$tmp/history" 2>>"$tmp/history-ui.log" | sed 's/^/  /' || status=1
else
  echo "  skipped: $build/bench-history or bench-history-ui is not built (meson compile -C $build)"
fi
exit "$status"
