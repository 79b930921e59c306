#!/usr/bin/env bash
# Runs the whole test suite in an AddressSanitizer + UndefinedBehaviorSanitizer
# build (_build-asan/), under one Xvfb server and one private D-Bus
# session like `dev.sh test`. Any sanitizer report fails the test it
# happens in; LeakSanitizer reports leaks at exit, except the library
# noise listed (and explained) in tests/lsan.supp.
#
#   bash build-aux/sanitize.sh [meson test arguments…]
#
# Run by `bash build-aux/dev.sh test` after the normal suite (and so by CI).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=_build-asan
# Frame pointers in our code: the fast unwinder (below) walks them, also
# through GLib's allocator, which has none. Without them a leak report
# stopped at g_malloc, with no frame of ours (issue 26: a 16 KiB leak
# seen once under load could not be traced); with them it goes on from
# the caller of the function that called g_malloc.
cflags=-fno-omit-frame-pointer

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Dwerror=true \
    -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
    -Dc_args="$cflags"
elif ! grep -q -e "$cflags" "$build/meson-info/intro-buildoptions.json"; then
  # A build folder made before the frame pointers: built again once.
  meson configure "$build" -Dc_args="$cflags"
fi
meson compile -C "$build"

# halt_on_error + abort_on_error: the first report fails the test. The
# default fast unwinder (frame pointers): the slow one made the GUI tests
# 40 times slower; LSan suppressions match the first frames anyway (the
# library that called malloc). detect_odr_violation=0: the test programs
# link the core library whole, as the app does. verify_asan_link_order=0:
# GTK loads modules with dlopen.
supp="$PWD/tests/lsan.supp"
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:malloc_context_size=20:detect_odr_violation=0:verify_asan_link_order=0:print_stacktrace=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$supp:print_suppressions=0"
# Every allocation through malloc, where ASan sees it.
export G_SLICE=always-malloc

# One test at a time: GUI programs sharing one X server at the same time
# make GDK's X11 backend answer each other's events, where GTK 4.8 loses
# a few objects (a LeakSanitizer report in whichever test ran beside
# another; each passes alone). Library noise that cannot be suppressed by
# name (Debian ships no symbols for it), so it is not provoked instead.
status=0
dbus-run-session -- xvfb-run -a -s '-screen 0 1280x1024x24' \
  meson test -C "$build" --print-errorlogs --num-processes 1 --timeout-multiplier 4 "$@" || status=$?

if [ "$status" -ne 0 ] && [ -f "$build/meson-logs/testlog.json" ]; then
  # The fast unwinder stops at the first library without frame pointers
  # (g_malloc): run the failed tests again with the slow one, so that each
  # report shows where in our code the memory came from. Their results
  # stay those of the first run (this run logs to testlog-full-stacks.*).
  mapfile -t failed < <(python3 -c '
import json, sys
for line in open(sys.argv[1]):
    try:
        t = json.loads(line)
    except ValueError:
        continue  # not a record (two runs wrote the log at once)
    if t.get("result") not in ("OK", "SKIP", "EXPECTEDFAIL"):
        print(t["name"].split(" / ")[-1])
' "$build/meson-logs/testlog.json")
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "Again with full stacks (slower): ${failed[*]}"
    ASAN_OPTIONS="$ASAN_OPTIONS:fast_unwind_on_malloc=0" \
      dbus-run-session -- xvfb-run -a -s '-screen 0 1280x1024x24' \
      meson test -C "$build" --print-errorlogs --num-processes 1 --timeout-multiplier 20 \
      --logbase testlog-full-stacks "${failed[@]}" || true
  fi
fi

exit "$status"
