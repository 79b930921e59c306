#!/bin/sh
# The real program starts, shows its window and quits cleanly through its
# "quit" action (what Ctrl+Q does), with exit status 0 and no criticals.
set -u
bin="$1"
app_id="io.github.benefactor.Benefactor"

exec dbus-run-session -- sh -c '
  bin="$1"; app_id="$2"
  G_DEBUG=fatal-criticals "$bin" &
  pid=$!
  up=0
  for i in $(seq 100); do
    if gapplication list-actions "$app_id" 2>/dev/null | grep -qx quit; then up=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if [ "$up" -ne 1 ]; then
    echo "not ok - the app did not start"; kill "$pid" 2>/dev/null; exit 1
  fi
  echo "ok - started"
  gapplication action "$app_id" quit
  wait "$pid"; status=$?
  if [ "$status" -ne 0 ]; then echo "not ok - exit status $status"; exit 1; fi
  echo "ok - quit cleanly"
' sh "$bin" "$app_id"
