#!/usr/bin/env bash
# Builds the Debian package of Benefactor for bookworm from the committed
# tree, and checks it with lintian (docs/packaging.md: Building and
# installing a Debian package).
#
#   bash build-aux/package-deb.sh [--out DIR]
#
# The sources are the repository's committed HEAD taken with git archive
# (never the working tree: no _build folder, untracked or uncommitted
# file gets in), with build-aux/debian/ as their debian/ folder. It
# installs the build dependencies that are missing with apt-get (as root,
# or through sudo), builds the source and binary packages with
# dpkg-buildpackage (debhelper's meson build system; the "core" and
# "data" test suites run at build time, see build-aux/debian/rules), runs
# lintian on them and fails on any error or warning. The packages are
# left in DIR (default _deb/ in the checkout); the last line printed is
# the path of the .deb. The build's log is DIR/benefactor_VERSION_ARCH.build.
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
}

out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="${2:?--out needs a folder}"; shift 2 ;;
    --out=*) out="${1#--out=}"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "package-deb.sh: unknown argument $1" >&2; usage >&2; exit 2 ;;
  esac
done

src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(mkdir -p "${out:-$src/_deb}" && cd "${out:-$src/_deb}" && pwd)"

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
apt_install() {
  echo "Installing missing Debian packages: $*"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@"
}

# The tools of the packaging itself; the build dependencies come from
# debian/control below.
missing=()
for p in git xz-utils dpkg-dev debhelper lintian; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then apt_install "${missing[@]}"; fi

# The upstream version is meson.build's; the package's changelog names it.
version=$(sed -n "s/^ *version: *'\([^']*\)'.*/\1/p" "$src/meson.build" | head -n 1)
deb_version=$(dpkg-parsechangelog -l "$src/build-aux/debian/changelog" -S Version)
if [ "${deb_version%-*}" != "$version" ]; then
  echo "package-deb.sh: build-aux/debian/changelog is at $deb_version, meson.build at $version:" >&2
  echo "add an entry for $version-1 at its top (e.g. dch -c build-aux/debian/changelog -v $version-1)" >&2
  exit 1
fi
arch=$(dpkg --print-architecture)

if [ -n "$(git -C "$src" status --porcelain --untracked-files=no)" ]; then
  echo "Note: uncommitted changes are not in the package (it is built from HEAD)."
fi
commit=$(git -C "$src" rev-parse --short HEAD)

work=$(mktemp -d "${TMPDIR:-/tmp}/benefactor-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
tree="$work/benefactor-$version"

echo "== sources of $commit (git archive) in $tree"
# The upstream tarball and the tree from the same archive; mtimes are the
# commit's, so two builds of one commit get the same tarball.
git -C "$src" archive --format=tar --prefix="benefactor-$version/" HEAD |
  xz -9 -T1 > "$work/benefactor_$version.orig.tar.xz"
tar -C "$work" -xJf "$work/benefactor_$version.orig.tar.xz"
cp -r "$tree/build-aux/debian" "$tree/debian"

cd "$tree"
if ! dpkg-checkbuilddeps >/dev/null 2>&1; then
  unmet=$(dpkg-checkbuilddeps 2>&1 | sed -n 's/.*Unmet build dependencies: //p')
  echo "Installing the build dependencies: $unmet"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get build-dep -y -qq --no-install-recommends "$tree"
fi

echo "== dpkg-buildpackage (meson build, core and data tests)"
export DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:-parallel=$(nproc)}"
log="$out/benefactor_${deb_version}_$arch.build"
dpkg-buildpackage -us -uc > "$log" 2>&1 || {
  tail -n 80 "$log" >&2
  echo "package-deb.sh: dpkg-buildpackage failed (the end of $log above)" >&2
  exit 1
}
grep -E '^(Ok|Fail|Skipped|Timeout|Expected Fail|Unexpected Pass):' "$log" |
  sed 's/^/  tests: /' || true

changes="$work/benefactor_${deb_version}_$arch.changes"
deb="benefactor_${deb_version}_$arch.deb"

echo "== lintian"
status=0
lintian --display-info --fail-on error,warning "$changes" || status=$?
if [ "$status" -ne 0 ]; then
  echo "package-deb.sh: lintian found errors or warnings (E:/W: above)" >&2
  exit 1
fi

# The files the .changes lists (source and binary package), with it.
for f in $(sed -n '/^Files:/,/^[^ ]/s/^ [0-9a-f]\{32\} .* \([^ ]*\)$/\1/p' "$changes"); do
  cp "$work/$f" "$out/"
done
cp "$changes" "$out/"

echo "== the package"
dpkg-deb --info "$out/$deb" | sed -n 's/^ \(Package\|Version\|Architecture\|Depends\|Installed-Size\):/  \1:/p'
echo "$out/$deb"
