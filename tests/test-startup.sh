#!/bin/sh
# The real program starts, shows its window and quits cleanly through its
# "quit" action (what Ctrl+Q does), with exit status 0 and no criticals.
set -u
bin="$1"
app_id="io.github.benefactor.Benefactor"
object_path="/io/github/benefactor/Benefactor"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT INT TERM

exec env HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  dbus-run-session -- sh -c '
  bin="$1"; app_id="$2"; path="$3"
  G_DEBUG=fatal-criticals "$bin" &
  pid=$!
  up=0
  for i in $(seq 150); do
    if gdbus call --session --dest "$app_id" --object-path "$path" \
         --method org.gtk.Actions.List 2>/dev/null | grep -q "quit"; then
      up=1; break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if [ "$up" -ne 1 ]; then
    echo "not ok - the app did not start"; kill "$pid" 2>/dev/null; exit 1
  fi
  echo "ok - started"
  gdbus call --session --dest "$app_id" --object-path "$path" \
    --method org.gtk.Actions.Activate quit "[]" "{}" >/dev/null
  wait "$pid"; status=$?
  if [ "$status" -ne 0 ]; then echo "not ok - exit status $status"; exit 1; fi
  echo "ok - quit cleanly"
' sh "$bin" "$app_id" "$object_path"
