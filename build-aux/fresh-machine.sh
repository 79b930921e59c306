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
# debootstrap and network access to deb.debian.org (or MIRROR=…).
set -euo pipefail

keep=0
if [ "${1:-}" = --keep ]; then keep=1; shift; fi
root="${1:-/var/tmp/benefactor-fresh}"
mirror="${MIRROR:-http://deb.debian.org/debian}"
security="${SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ "$(id -u)" -ne 0 ]; then
  echo "fresh-machine.sh: needs root (debootstrap, chroot, mounts)" >&2
  exit 2
fi
if [ -e "$root" ]; then
  echo "fresh-machine.sh: $root exists; give a new folder (a fresh root is the point)" >&2
  exit 2
fi
command -v debootstrap >/dev/null || {
  echo "Installing debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
}

mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount -l "${mounted[$i]}" 2>/dev/null || true
  done
}
trap cleanup EXIT

echo "== debootstrap bookworm into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$root.debootstrap.log" 2>&1 || {
  tail -20 "$root.debootstrap.log" >&2; exit 1; }

cat > "$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF

echo "== clone of $(git -C "$src" rev-parse --short HEAD) into $root/root/benefactor"
git clone -q --no-local "$src" "$root/root/benefactor"
rm -rf "$root/root/benefactor/.git/hooks"

mount -t proc proc "$root/proc"
mounted+=("$root/proc")
for m in sys dev; do
  # The host's own tree (/dev/pts and /dev/shm included), as a slave:
  # nothing mounted inside the root shows on the host.
  mount --rbind "/$m" "$root/$m"
  mount --make-rslave "$root/$m"
  mounted+=("$root/$m")
done

echo "== in the fresh root: cd /root/benefactor && CI=true bash .ci/run"
status=0
chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb CI=true \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  bash -c 'cd /root/benefactor && bash .ci/run' || status=$?

echo "== exit status $status"
cleanup
mounted=()
if grep -q " $root/" /proc/mounts; then
  # Never delete through a mount that is still there (the host's /dev).
  echo "Something is still mounted under $root; it is kept (unmount, then delete it)" >&2
elif [ "$keep" = 0 ] && [ "$status" -eq 0 ]; then
  rm -rf --one-file-system "$root" "$root.debootstrap.log"
else
  echo "The root is kept: $root"
fi
exit "$status"
