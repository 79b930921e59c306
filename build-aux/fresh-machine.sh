#!/usr/bin/env bash
# The README's test command as a newcomer meets it: on a fresh Debian
# bookworm root with none of the project's packages installed, from a
# clean clone, with CI=true and no display (docs/robustness.md).
#
#   sudo bash build-aux/fresh-machine.sh [--keep] [ROOT]
#
# Makes ROOT (default /var/tmp/benefactor-fresh, which must not exist yet)
# with debootstrap (the minbase variant: less than any real install has,
# so a package the set-up forgets to install shows here), points its apt
# at bookworm, bookworm-updates and bookworm-security like an installed
# machine, clones the repository's committed HEAD into /root/benefactor
# (from outside: the root gets no git), mounts /proc, /sys and the host's
# /dev (a machine without a GPU has no render node there), and runs, as
# root in ROOT:
#
#   cd /root/benefactor && CI=true bash .ci/run
#
# which is exactly the README's test command. It prints the command's
# output and exits with its status. The root is deleted afterwards unless
# --keep is given (or the run failed, to look inside). Needs root,
# debootstrap and network access to deb.debian.org (or MIRROR=…). The
# root's making and mounts are build-aux/fresh-root.sh's (shared with
# build-aux/fresh-install.sh).
set -euo pipefail

keep=0
if [ "${1:-}" = --keep ]; then keep=1; shift; fi
root="${1:-/var/tmp/benefactor-fresh}"
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=build-aux/fresh-root.sh
. "$src/build-aux/fresh-root.sh"

fresh_root_check fresh-machine.sh "$root"
fresh_root_make "$root"

echo "== clone of $(git -C "$src" rev-parse --short HEAD) into $root/root/benefactor"
git clone -q --no-local "$src" "$root/root/benefactor"
rm -rf "$root/root/benefactor/.git/hooks"

fresh_root_mount "$root"

echo "== in the fresh root: cd /root/benefactor && CI=true bash .ci/run"
status=0
fresh_root_chroot "$root" CI=true \
  bash -c 'cd /root/benefactor && bash .ci/run' || status=$?

echo "== exit status $status"
fresh_root_finish "$root" "$keep" "$status"
exit "$status"
