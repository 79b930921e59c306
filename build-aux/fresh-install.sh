#!/usr/bin/env bash
# The Debian package as a user meets it: installed with apt on a fresh
# Debian bookworm root, used, and removed (docs/packaging.md: Building
# and installing a Debian package).
#
#   sudo bash build-aux/fresh-install.sh [--keep] FILE.deb [ROOT]
#
# Makes ROOT (default /var/tmp/benefactor-fresh-install, which must not
# exist yet) as build-aux/fresh-machine.sh does (build-aux/fresh-root.sh:
# debootstrap minbase, apt at bookworm, bookworm-updates and
# bookworm-security, /proc, /sys and the host's /dev mounted), copies
# FILE.deb and a game of tests/data into it and, as root in ROOT:
#
#   - apt install ./FILE.deb: every package it pulls in comes from Debian;
#   - as a user "player": benefactor --version and --score FILE print the
#     version and the scores, with nothing installed but the package;
#
# then installs the tools of the checks (Xvfb, D-Bus, desktop-file-utils,
# appstream, x11-utils, locales, sqlite3) and checks, still as "player":
#
#   - the manual page, the desktop file (desktop-file-validate), the icons,
#     the metainfo (appstreamcli validate, and found in AppStream's cache
#     as GNOME Software finds it), the GSettings schema (compiled:
#     gsettings sees its keys; a key set through dconf is kept), the
#     translations (a .mo for each language of po/LINGUAS; --score speaks
#     German in de_DE.UTF-8) and the help (in share/help/LANG/benefactor
#     for C and each language of help/LINGUAS, when the sources have a
#     help/ folder) are where GNOME looks for them;
#   - the app starts under Xvfb with a game, maps its 'Benefactor' window
#     and quits cleanly through its "quit" action (what Ctrl+Q does);
#   - apt remove, then apt install and apt purge, leave the user's games
#     in progress, a game put on the shelf, a history database and the
#     settings as they were (their checksums), and take the program away.
#
# It prints one "ok"/"not ok" line per check and exits with 0 when all
# passed. The root is deleted afterwards unless --keep is given (or a
# check failed). Needs root, debootstrap and network access to
# deb.debian.org (or MIRROR=…).
set -euo pipefail

keep=0
if [ "${1:-}" = --keep ]; then keep=1; shift; fi
if [ $# -lt 1 ] || [ ! -f "$1" ]; then
  echo "usage: sudo bash build-aux/fresh-install.sh [--keep] FILE.deb [ROOT]" >&2
  exit 2
fi
deb="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
root="${2:-/var/tmp/benefactor-fresh-install}"
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=build-aux/fresh-root.sh
. "$src/build-aux/fresh-root.sh"

fresh_root_check fresh-install.sh "$root"
fresh_root_make "$root"

# What the root gets from here: the package, a game, the languages and
# the help pages the package should have, and the checks.
mkdir -p "$root/root/check"
cp "$deb" "$root/root/check/"
cp "$src/tests/data/example-2p.json" "$root/root/check/"
grep -v '^#' "$src/po/LINGUAS" | tr -s ' \n' '\n' | sed '/^$/d' > "$root/root/check/po-LINGUAS"
: > "$root/root/check/help-LINGUAS"
if [ -d "$src/help" ]; then
  echo C > "$root/root/check/help-LINGUAS"
  if [ -f "$src/help/LINGUAS" ]; then
    grep -v '^#' "$src/help/LINGUAS" | tr -s ' \n' '\n' | sed '/^$/d' >> "$root/root/check/help-LINGUAS"
  fi
fi
version=$(dpkg-deb -f "$deb" Version)
echo "${version%-*}" > "$root/root/check/version"

cat > "$root/root/check/run.sh" <<'CHECKS'
#!/bin/bash
set -u
cd /root/check
deb=$(ls ./*.deb)
app_id=io.github.benefactor.Benefactor
failures=0
check() {
  if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
}
apt_get() { DEBIAN_FRONTEND=noninteractive apt-get -o Dpkg::Use-Pty=0 "$@"; }
# As a user: a login's environment, nothing of root's.
as_player() {
  runuser -u player -- env -i HOME=/home/player USER=player LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games "$@"
}

echo "== apt install $deb"
apt_get update -qq
apt_get install -s "$deb" > install-sim.txt 2>&1
check $? "apt can install the package"
grep '^Inst ' install-sim.txt | grep -v '^Inst benefactor ' | grep -v ' (.* Debian[^ ]*:12' > foreign.txt
[ ! -s foreign.txt ]
check $? "every package apt pulls in comes from Debian bookworm ($(grep -c '^Inst ' install-sim.txt) packages)"
cat foreign.txt
apt_get install -y -q "$deb" > install.txt 2>&1
check $? "apt install $deb"
tail -n 3 install.txt | sed 's/^/    /'
[ "$(dpkg-query -W -f='${Status}' benefactor 2>/dev/null)" = "install ok installed" ]
check $? "benefactor is installed"

useradd -m -s /bin/bash player
cp example-2p.json /home/player/
chown player: /home/player/example-2p.json

echo "== the program, with nothing installed but the package"
[ "$(as_player sh -c 'command -v benefactor')" = /usr/bin/benefactor ]
check $? "benefactor is on a user's PATH"
as_player benefactor --version > version.txt 2>&1 && grep -qx "benefactor $(cat version)" version.txt
check $? "benefactor --version says $(cat version.txt)"
as_player benefactor --score /home/player/example-2p.json > score.txt 2>&1
check $? "benefactor --score example-2p.json exits with 0"
grep -q '^Winner: Ben$' score.txt && grep -q 'Total *141' score.txt && grep -q 'Total *125' score.txt
check $? "it prints the scores (Anna 125, Ben 141, Winner: Ben)"
sed -n '1,3p;/^Winner/p' score.txt | sed 's/^/    /'

echo "== the tools of the checks"
apt_get install -y -q --no-install-recommends xvfb xauth dbus-daemon \
  libglib2.0-bin desktop-file-utils appstream x11-utils locales sqlite3 man-db > tools.txt 2>&1
check $? "the tools of the checks are installed"

echo "== where GNOME looks"
[ -f /usr/share/man/man1/benefactor.1.gz ] && man -l /usr/share/man/man1/benefactor.1.gz 2>/dev/null | grep -q -- '--score'
check $? "the manual page"
desktop=/usr/share/applications/$app_id.desktop
[ -f "$desktop" ] && desktop-file-validate "$desktop"
check $? "the desktop file is in share/applications and valid"
grep -qx 'Exec=benefactor' "$desktop" && grep -qx "Icon=$app_id" "$desktop"
check $? "it starts benefactor with the app's icon"
[ -f "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" ] &&
  [ -f "/usr/share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" ]
check $? "the icons are in the hicolor theme (scalable and symbolic)"
metainfo=/usr/share/metainfo/$app_id.metainfo.xml
[ -f "$metainfo" ] && appstreamcli validate --no-net "$metainfo" > metainfo.txt 2>&1
check $? "the metainfo is in share/metainfo and valid"
sed 's/^/    /' metainfo.txt
appstreamcli refresh-cache --force > /dev/null 2>&1
appstreamcli get "$app_id" > as-get.txt 2>&1 && grep -q "^Identifier: $app_id " as-get.txt
check $? "AppStream's cache knows it (as GNOME Software finds it)"
as_player gsettings list-keys "$app_id" > keys.txt 2>&1 && grep -qx window-width keys.txt &&
  grep -qx default-modules keys.txt
check $? "the GSettings schema is compiled ($(wc -l < keys.txt) keys)"
as_player dbus-run-session -- sh -c "gsettings set $app_id window-width 900 && gsettings get $app_id window-width" > gset.txt 2>&1 &&
  [ "$(tail -n 1 gset.txt)" = 900 ] && [ -f /home/player/.config/dconf/user ]
check $? "a setting set is kept (dconf)"
for lang in $(cat po-LINGUAS); do
  [ -f "/usr/share/locale/$lang/LC_MESSAGES/benefactor.mo" ]
  check $? "the $lang translation is in share/locale"
done
sed -i 's/^# *\(de_DE.UTF-8 UTF-8\)/\1/' /etc/locale.gen && locale-gen > /dev/null 2>&1
as_player env LANG=de_DE.UTF-8 benefactor --score /home/player/example-2p.json > score-de.txt 2>&1 &&
  grep -q Siegpunktleiste score-de.txt
check $? "benefactor --score speaks German in de_DE.UTF-8"
if [ -s help-LINGUAS ]; then
  for lang in $(cat help-LINGUAS); do
    [ -f "/usr/share/help/$lang/benefactor/index.page" ]
    check $? "the help ($lang) is in share/help/$lang/benefactor"
  done
else
  echo "ok - # SKIP no help/ in the sources: no help to look for"
fi

echo "== the app under Xvfb"
# A game on the shelf (the start page's games in progress) and a history
# database, for the removal below: the app makes the autosave itself.
data=/home/player/.local/share/benefactor
as_player mkdir -p "$data/games" "$data/history"
as_player cp /home/player/example-2p.json "$data/games/game-1000000000000000.json"
as_player cp /home/player/example-2p.json "$data/history/kept.json"
as_player sqlite3 "$data/history.sqlite" "CREATE TABLE kept (game TEXT); INSERT INTO kept VALUES ('kept.json');"
as_player dbus-run-session -- xvfb-run -a -s '-screen 0 1280x1024x24' sh -c '
  app_id=io.github.benefactor.Benefactor
  G_DEBUG=fatal-criticals NO_AT_BRIDGE=1 benefactor "$HOME/example-2p.json" > "$HOME/app.log" 2>&1 &
  pid=$!
  mapped=1
  for i in $(seq 300); do
    if xwininfo -name Benefactor 2>/dev/null | grep -q "Map State: IsViewable"; then mapped=0; break; fi
    kill -0 $pid 2>/dev/null || break
    sleep 0.1
  done
  xwininfo -name Benefactor 2>/dev/null | grep -E "^ *(Width|Height):" | tr -s " " | tr "\n" " "
  echo
  # The autosave of the game opened is written once the window shows it.
  for i in $(seq 100); do ls "$HOME"/.local/share/benefactor/games/game-1*.json 2>/dev/null | grep -qv 1000000000000000 && break; sleep 0.1; done
  gdbus call --session --dest $app_id --object-path /io/github/benefactor/Benefactor \
    --method org.gtk.Actions.Activate quit "[]" "{}" > /dev/null
  wait $pid
  status=$?
  echo "mapped=$mapped status=$status"
  [ $mapped -eq 0 ] && [ $status -eq 0 ]' > app.txt 2>&1
check $? "the app starts with a game, maps its window and quits cleanly"
sed 's/^/    /' app.txt
[ "$(ls "$data"/games/game-*.json | wc -l)" -eq 2 ]
check $? "the app saved its game in progress beside the one on the shelf"

echo "== apt remove and purge"
(cd /home/player && find .local/share/benefactor .config/dconf -type f -print0 | sort -z | xargs -0 sha256sum) > before.txt
echo "    the user's files: $(wc -l < before.txt)"
apt_get remove -y -q benefactor > remove.txt 2>&1
check $? "apt remove benefactor"
[ ! -e /usr/bin/benefactor ] && [ ! -e "$desktop" ] && [ ! -e "$metainfo" ]
check $? "the program, its desktop file and metainfo are gone"
(cd /home/player && sha256sum --quiet -c /root/check/before.txt)
check $? "the user's games, history and settings are as they were"
# apt knows a package installed from a file only while it is installed:
# installed again (the user's files still there), then purged.
apt_get install -y -q "$deb" > reinstall.txt 2>&1
check $? "apt install $deb again"
apt_get purge -y -q benefactor > purge.txt 2>&1
check $? "apt purge benefactor"
[ -z "$(dpkg-query -W -f='${Status}' benefactor 2>/dev/null | grep -v not-installed)" ] && [ ! -e /usr/bin/benefactor ]
check $? "nothing of the package is left"
(cd /home/player && sha256sum --quiet -c /root/check/before.txt)
check $? "the user's files are as they were after the purge too"

echo "$failures failed"
[ "$failures" -eq 0 ]
CHECKS

fresh_root_mount "$root"

echo "== in the fresh root: the checks of $(basename "$deb")"
status=0
fresh_root_chroot "$root" bash /root/check/run.sh || status=$?

echo "== exit status $status"
fresh_root_finish "$root" "$keep" "$status"
exit "$status"
