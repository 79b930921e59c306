#!/bin/sh
# The Debian packaging (build-aux/debian/, docs/packaging.md: Building and
# installing a Debian package) names the version meson.build gives, as the metainfo
# does: a new version without its changelog entry or release note fails
# here, before build-aux/package-deb.sh refuses to build.
set -u
srcdir="$1"
version="$2"
failures=0

check() {
  if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
}

debian="$srcdir/build-aux/debian"
head -n 1 "$debian/changelog" | grep -q "^benefactor ($version-[0-9][0-9.]*) "
check $? "build-aux/debian/changelog's first entry is $version-N ($(head -n 1 "$debian/changelog"))"
grep -q "<release version=\"$version\" date=\"[0-9-]*\"" "$srcdir/data/io.github.benefactor.Benefactor.metainfo.xml.in"
check $? "the metainfo has a release entry for $version"
grep -qx "Source: benefactor" "$debian/control" && grep -qx "Package: benefactor" "$debian/control"
check $? "build-aux/debian/control names the source and binary package benefactor"
grep -q 'dh \$@ --buildsystem=meson' "$debian/rules" && [ -x "$debian/rules" ]
check $? "build-aux/debian/rules is executable and builds with meson"
sh -c "bash '$srcdir/build-aux/package-deb.sh' --help" > /dev/null 2>&1
check $? "build-aux/package-deb.sh --help"

[ "$failures" -eq 0 ]
