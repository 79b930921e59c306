#!/usr/bin/env bash
# Runs the test programs of the suite (core and GUI) under valgrind
# memcheck, through the 'valgrind' test setup of tests/robust/meson.build:
# --leak-check=full, an error exit on any memory error or definite leak,
# GLib's and GTK's own suppression files, then tests/valgrind.supp (library
# noise only, each entry explained).
#
#   bash build-aux/valgrind.sh [TEST…]     (default: every C test program)
#
# Shell and Python tests are left out: valgrind would check sh and python3.
# Uses its own build (_build-valgrind/, no sanitizers).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=_build-valgrind

if ! command -v valgrind > /dev/null; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends valgrind
fi

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Dwerror=true
fi
meson compile -C "$build"

tests=("$@")
if [ "${#tests[@]}" -eq 0 ]; then
  # Every test whose command is a program of this build.
  mapfile -t tests < <(meson introspect "$build" --tests | python3 -c '
import json, sys
for t in json.load(sys.stdin):
    if t["cmd"][0].startswith(sys.argv[1]):
        print(t["name"])
' "$PWD/$build/")
fi

echo "Under valgrind: ${tests[*]}"
dbus-run-session -- xvfb-run -a -s '-screen 0 1280x1024x24' \
  meson test -C "$build" --setup valgrind --print-errorlogs --num-processes 2 "${tests[@]}"
