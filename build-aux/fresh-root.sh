# A fresh Debian bookworm root, as a newcomer's machine: sourced by
# build-aux/fresh-machine.sh (the README's test command there) and
# build-aux/fresh-install.sh (the Debian package installed there).
#
#   fresh_root_check NAME ROOT    refuses to go on unless root, with ROOT new
#   fresh_root_make ROOT          debootstrap (minbase) and apt's sources
#   fresh_root_mount ROOT         /proc, and the host's /sys and /dev
#   fresh_root_chroot ROOT [NAME=VALUE…] COMMAND…
#                                 COMMAND as root in ROOT, in a clean
#                                 environment (HOME=/root, TERM=dumb, PATH)
#   fresh_root_finish ROOT KEEP STATUS
#                                 unmounts; deletes ROOT unless KEEP is 1
#                                 or STATUS is not 0
#
# MIRROR and SECURITY_MIRROR choose the mirrors (default deb.debian.org).
# The mounts are undone on exit whatever happens (an EXIT trap).

fresh_root_mirror="${MIRROR:-http://deb.debian.org/debian}"
fresh_root_security="${SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
fresh_root_mounted=()

fresh_root_cleanup() {
  local i
  for ((i = ${#fresh_root_mounted[@]} - 1; i >= 0; i--)); do
    umount -l "${fresh_root_mounted[$i]}" 2>/dev/null || true
  done
  fresh_root_mounted=()
}
trap fresh_root_cleanup EXIT

fresh_root_check() {
  local name="$1" root="$2"
  if [ "$(id -u)" -ne 0 ]; then
    echo "$name: needs root (debootstrap, chroot, mounts)" >&2
    exit 2
  fi
  if [ -e "$root" ]; then
    echo "$name: $root exists; give a new folder (a fresh root is the point)" >&2
    exit 2
  fi
  command -v debootstrap >/dev/null || {
    echo "Installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
  }
}

# The minbase variant: less than any real install has, so a package the
# set-up forgets to install shows here. apt points at bookworm,
# bookworm-updates and bookworm-security like an installed machine.
fresh_root_make() {
  local root="$1"
  echo "== debootstrap bookworm into $root"
  debootstrap --variant=minbase bookworm "$root" "$fresh_root_mirror" > "$root.debootstrap.log" 2>&1 || {
    tail -20 "$root.debootstrap.log" >&2; exit 1; }
  cat > "$root/etc/apt/sources.list" <<EOF
deb $fresh_root_mirror bookworm main
deb $fresh_root_mirror bookworm-updates main
deb $fresh_root_security bookworm-security main
EOF
}

# The host's /dev: a machine without a GPU has no render node there.
fresh_root_mount() {
  local root="$1" m
  mount -t proc proc "$root/proc"
  fresh_root_mounted+=("$root/proc")
  for m in sys dev; do
    # The host's own tree (/dev/pts and /dev/shm included), as a slave:
    # nothing mounted inside the root shows on the host.
    mount --rbind "/$m" "$root/$m"
    mount --make-rslave "$root/$m"
    fresh_root_mounted+=("$root/$m")
  done
}

fresh_root_chroot() {
  local root="$1"
  shift
  chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

fresh_root_finish() {
  local root="$1" keep="$2" status="$3"
  fresh_root_cleanup
  if grep -q " $root/" /proc/mounts; then
    # Never delete through a mount that is still there (the host's /dev).
    echo "Something is still mounted under $root; it is kept (unmount, then delete it)" >&2
  elif [ "$keep" = 0 ] && [ "$status" -eq 0 ]; then
    rm -rf --one-file-system "$root" "$root.debootstrap.log"
  else
    echo "The root is kept: $root"
  fi
}
