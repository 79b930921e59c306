#!/usr/bin/env bash
# Benefactor's one-step set-up, used by the two commands in README.md:
#
#   bash build-aux/dev.sh run    install what is missing, build, start the app
#   bash build-aux/dev.sh test   install what is missing, build, run all tests
#
# On Debian bookworm (or a derivative) it installs the missing Debian
# packages with apt-get (as root, or through sudo), configures the build in
# _build/ with warnings as errors, and builds. Without a display it starts
# the app (and the GUI tests) inside Xvfb.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode="${1:-run}"
shift || true

packages=(
  meson ninja-build pkg-config gcc libc6-dev python3
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev
  gettext desktop-file-utils appstream
  xvfb xauth dbus-daemon at-spi2-core libxml2-utils libglib2.0-bin
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

if [ ! -f _build/build.ninja ]; then
  meson setup _build -Dwerror=true
fi
meson compile -C _build

have_display() { [ -n "${WAYLAND_DISPLAY:-}" ] || [ -n "${DISPLAY:-}" ]; }

case "$mode" in
  run)
    export GSETTINGS_SCHEMA_DIR="$PWD/_build/data"
    if have_display; then
      exec _build/src/app/benefactor "$@"
    fi
    echo "No display found: starting Benefactor inside Xvfb (nothing will be visible; Ctrl+C stops it)."
    exec dbus-run-session -- xvfb-run -a _build/src/app/benefactor "$@"
    ;;
  test)
    status=0
    # One private D-Bus session and one X server for the whole suite: GTK
    # looks for a session bus, and a fresh machine has none.
    dbus-run-session -- xvfb-run -a -s '-screen 0 1280x1024x24' \
      meson test -C _build --print-errorlogs --num-processes 2 "$@" || status=$?
    python3 - _build/meson-logs/testlog.json <<'PY' || true
import json, sys
passed = failed = skipped = 0
for line in open(sys.argv[1]):
    r = json.loads(line).get("result", "")
    if r in ("OK", "EXPECTEDFAIL"):
        passed += 1
    elif r == "SKIP":
        skipped += 1
    else:
        failed += 1
print(f"{passed} passed, {failed} failed, {skipped} skipped")
PY
    exit "$status"
    ;;
  *)
    echo "usage: bash build-aux/dev.sh run|test" >&2
    exit 2
    ;;
esac
