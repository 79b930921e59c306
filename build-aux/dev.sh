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
  libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev libsqlite3-dev
  libsoup-3.0-dev libqrencode-dev
  gettext desktop-file-utils appstream
  itstool yelp-tools
  xvfb xauth dbus-daemon at-spi2-core libxml2-utils libglib2.0-bin
  python3-pyatspi gir1.2-atspi-2.0
  orca speech-dispatcher openbox xdotool
  libxtst6 libx11-dev
  chromium chromium-driver python3-selenium iproute2
  zbar-tools
  locales
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

# The languages Benefactor is translated into, for the tests that start it
# in each of them (po/LINGUAS). Not en_US.UTF-8: gtk_test_init() switches
# every GUI test to it when the machine has it, and the tests are written
# for the C locale it leaves them in otherwise.
want_locales="da_DK.UTF-8 de_DE.UTF-8 fr_FR.UTF-8 nl_NL.UTF-8"
have=$(locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8/utf8/')
missing_locales=""
for l in $want_locales; do
  lower=$(echo "$l" | tr 'A-Z' 'a-z' | sed 's/utf-8/utf8/')
  echo "$have" | grep -qx "$lower" || missing_locales="$missing_locales $l"
done
if [ -n "$missing_locales" ]; then
  echo "Generating locales:$missing_locales"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  for l in $missing_locales; do
    $sudo sed -i "s/^# *\($l UTF-8\)/\1/" /etc/locale.gen
    grep -q "^$l UTF-8" /etc/locale.gen || echo "$l UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
  done
  $sudo locale-gen >/dev/null
fi

# The browser tests' chromedriver reaches chromium, and selenium reaches
# chromedriver, by the name "localhost" (tests/browser/): a machine made
# with debootstrap alone has no /etc/hosts, which every installed Debian
# (and every container) has. Its default lines, when the name is missing.
if [ "$mode" = test ] && ! getent hosts localhost >/dev/null; then
  echo "Adding localhost to /etc/hosts (the browser tests need the name)"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' | $sudo tee -a /etc/hosts >/dev/null
fi

if [ ! -f _build/build.ninja ]; then
  meson setup _build -Dwerror=true
fi
meson compile -C _build

have_display() { [ -n "${WAYLAND_DISPLAY:-}" ] || [ -n "${DISPLAY:-}" ]; }

case "$mode" in
  run)
    export GSETTINGS_SCHEMA_DIR="$PWD/_build/data"
    # The build's translations: the app speaks the user's language
    # uninstalled too (src/app/main.c).
    export BF_LOCALEDIR="$PWD/_build/po"
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
    logs=(_build/meson-logs/testlog.json)
    # Then the same suite in an AddressSanitizer + UndefinedBehaviorSanitizer
    # build (docs/robustness.md); BF_SANITIZE=0 skips it for a quick run.
    if [ "${BF_SANITIZE:-1}" != 0 ]; then
      rm -f _build-asan/meson-logs/testlog.json
      bash build-aux/sanitize.sh "$@" || status=$?
      logs+=(_build-asan/meson-logs/testlog.json)
    fi
    python3 - "${logs[@]}" <<'PY' || true
import json, os, sys
total = [0, 0, 0]
failures = []
for log in sys.argv[1:]:
    passed = failed = skipped = 0
    # One record per line; a line that is not one (two runs writing the
    # log at once) is skipped.
    for line in open(log, newline="\n") if os.path.exists(log) else []:
        try:
            record = json.loads(line, strict=False)
        except ValueError:
            continue  # not a record (two runs wrote the log at once)
        r = record.get("result", "")
        if r in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif r == "SKIP":
            skipped += 1
        else:
            failed += 1
            failures.append((log.split("/")[0], record))
    if not os.path.exists(log):
        failed += 1
    if len(sys.argv) > 2:
        print(f"{log.split('/')[0]}: {passed} passed, {failed} failed, {skipped} skipped")
    total = [total[0] + passed, total[1] + failed, total[2] + skipped]
# A failed test's name and the end of what it printed come last, where a
# CI page that shows only the end of the output still shows them.
for build, record in failures:
    print(f"\n=== {build}: {record.get('name', '?')} {record.get('result', '')} "
          f"after {record.get('duration', 0):.1f} s; the end of its output:")
    out = (record.get("stdout") or "") + (record.get("stderr") or "")
    for line in out.splitlines()[-40:]:
        print("    " + line[:300])
print(f"{total[0]} passed, {total[1]} failed, {total[2]} skipped")
PY
    exit "$status"
    ;;
  *)
    echo "usage: bash build-aux/dev.sh run|test" >&2
    exit 2
    ;;
esac
