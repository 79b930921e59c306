#!/bin/sh
# `meson install` into a temporary prefix installs everything, and the
# installed program runs from there (it finds its schema and, for every
# language in po/LINGUAS, its translations).
set -u
srcdir="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0

check() {
  if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
}

meson setup "$tmp/build" "$srcdir" --prefix "$tmp/prefix" >"$tmp/setup.log" 2>&1 &&
  meson install -C "$tmp/build" >"$tmp/install.log" 2>&1
status=$?
[ "$status" -eq 0 ] || cat "$tmp/setup.log" "$tmp/install.log"
check "$status" "meson install into $tmp/prefix"

p="$tmp/prefix"
app_id=io.github.benefactor.Benefactor
for f in bin/benefactor \
         "share/applications/$app_id.desktop" \
         "share/metainfo/$app_id.metainfo.xml" \
         "share/icons/hicolor/scalable/apps/$app_id.svg" \
         "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
         "share/glib-2.0/schemas/$app_id.gschema.xml" \
         share/glib-2.0/schemas/gschemas.compiled \
         share/man/man1/benefactor.1; do
  [ -f "$p/$f" ]; check $? "installed $f"
done

for lang in $(grep -v '^#' "$srcdir/po/LINGUAS"); do
  [ -f "$p/share/locale/$lang/LC_MESSAGES/benefactor.mo" ]; check $? "installed the $lang translation"
done

# The user help (help/, gnome.yelp): English and every language of
# help/LINGUAS, where Yelp looks for help:benefactor, with its figures.
for lang in C $(grep -v '^#' "$srcdir/help/LINGUAS"); do
  [ -f "$p/share/help/$lang/benefactor/index.page" ] &&
    [ -f "$p/share/help/$lang/benefactor/solo.page" ] &&
    [ -e "$p/share/help/$lang/benefactor/figures/game.png" ]
  check $? "installed the help in share/help/$lang/benefactor"
done
grep -q "Eine beendete Partie werten" "$p/share/help/de/benefactor/score.page"
check $? "the installed German help is translated"

"$p/bin/benefactor" --version | grep -q "benefactor 0.1.0"; check $? "the installed program runs"
"$p/bin/benefactor" --score "$srcdir/tests/data/example-2p.json" >"$tmp/score.txt" 2>&1 &&
  grep -q "Winner: Ben" "$tmp/score.txt"
check $? "the installed program scores a game (its rule data is in the binary)"

# The installed program finds its installed translations (LOCALEDIR is
# the prefix's), when the language's locale exists on this machine.
if locale -a 2>/dev/null | grep -qi '^de_DE.utf-\?8$'; then
  LC_ALL=de_DE.UTF-8 LANGUAGE=de "$p/bin/benefactor" --score "$srcdir/tests/data/example-2p.json" >"$tmp/score-de.txt" 2>&1 &&
    grep -q "Siegpunktleiste" "$tmp/score-de.txt"
  check $? "the installed program speaks German from the prefix"
else
  echo "not ok - the de_DE.UTF-8 locale is missing (bash build-aux/dev.sh generates it)"
  failures=$((failures + 1))
fi

[ "$failures" -eq 0 ]
