#!/bin/bash
# benefactor --share-table FILE --listen 127.0.0.1:0 (docs/table-link.md),
# on the loopback only: it prints each seat's link, serves the seat's page
# and 404 for a wrong token; killed with SIGKILL and started again it
# serves the same links; SIGTERM stops it with status 0 and the links
# die; a Livingstone score pad is shared too. Without a display.
set -u

bin="$1"
data="$2"
tmp=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill -KILL "$pid" 2>/dev/null; fi
  rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
unset DISPLAY WAYLAND_DISPLAY
export no_proxy='*' NO_PROXY='*'
failures=0

check() {
  if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
}

# Starts the server on the game; waits until it has printed both seats.
start() {
  # There before the server writes to it: waiting reads it at once.
  : >"$tmp/out.txt"
  "$bin" --share-table "$tmp/game.json" --listen 127.0.0.1:0 >"$tmp/out.txt" 2>"$tmp/err.txt" &
  pid=$!
  while [ "$(grep -c '^[A-Za-z]*: http://127.0.0.1:[0-9]*/t/[0-9a-f]\{32\}/$' "$tmp/out.txt")" -lt 2 ]; do
    if ! kill -0 "$pid" 2>/dev/null; then cat "$tmp/err.txt"; break; fi
    sleep 0.1
  done
}

# The HTTP status of GET $1.
status() {
  python3 - "$1" <<'PY'
import sys, urllib.request, urllib.error
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
try:
    print(opener.open(sys.argv[1]).status)
except urllib.error.HTTPError as e:
    print(e.code)
PY
}

cp "$data/example-2p.json" "$tmp/game.json"

# Bad usage: 2.
"$bin" --share-table "$tmp/game.json" >/dev/null 2>"$tmp/err.txt"
[ $? -eq 2 ] && grep -q -- "--listen" "$tmp/err.txt"; check $? "--share-table without --listen is bad usage"
"$bin" --share-table "$tmp/game.json" --listen nowhere >/dev/null 2>"$tmp/err.txt"
[ $? -eq 2 ]; check $? "--listen without an address and port is bad usage"

printf '{"format": "benefactor-carnegie"' > "$tmp/broken.json"
"$bin" --share-table "$tmp/broken.json" --listen 127.0.0.1:0 >/dev/null 2>"$tmp/err.txt"
[ $? -eq 1 ] && grep -q "broken.json" "$tmp/err.txt" && [ "$(cat "$tmp/broken.json")" = '{"format": "benefactor-carnegie"' ]
check $? "a file that is not a game is refused and left as it was"

start
anna=$(sed -n 's/^Anna: //p' "$tmp/out.txt")
ben=$(sed -n 's/^Ben: //p' "$tmp/out.txt")
[ -n "$anna" ] && [ -n "$ben" ] && [ "$anna" != "$ben" ]; check $? "a link per seat printed"
[ "$(status "$anna")" = 200 ]; check $? "Anna's page is served"
base=${anna%%/t/*}
[ "$(status "$base/t/0123456789abcdef0123456789abcdef/")" = 404 ]; check $? "a wrong token gets 404"
[ "$(status "$base/")" = 404 ]; check $? "no token gets 404"
[ -f "$tmp/game.json.link" ]; check $? "the tokens are kept beside the game while shared"

# Killed: the tokens stay; started again, the same links (on a new port).
kill -KILL "$pid"; wait "$pid" 2>/dev/null; pid=""
[ -f "$tmp/game.json.link" ]; check $? "the tokens survive SIGKILL"
start
anna2=$(sed -n 's/^Anna: //p' "$tmp/out.txt")
[ "${anna2#*/t/}" = "${anna#*/t/}" ]; check $? "started again: Anna's link has the same token"
[ "$(status "$anna2")" = 200 ]; check $? "started again: Anna's page is served"

# Stopped: status 0, the links die with the file.
kill -TERM "$pid"; wait "$pid"; code=$?; pid=""
[ "$code" -eq 0 ]; check $? "SIGTERM stops it with status 0"
[ ! -e "$tmp/game.json.link" ]; check $? "stopping removes the tokens"
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$tmp/game.json"; check $? "the game file is still a game"

# A Livingstone score pad is shared the same way: a link per player.
cp "$data/livingstone-3p.json" "$tmp/game.json"
start
while [ "$(grep -c '^[A-Za-z]*: http://' "$tmp/out.txt")" -lt 3 ] && kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
cleo=$(sed -n 's/^Cleo: //p' "$tmp/out.txt")
[ -n "$cleo" ] && [ "$(grep -c '^[A-Za-z]*: http://' "$tmp/out.txt")" -eq 3 ]; check $? "a Livingstone pad: a link per player"
[ "$(status "$cleo")" = 200 ]; check $? "a Livingstone pad: Cleo's page is served"
kill -TERM "$pid"; wait "$pid"; code=$?; pid=""
[ "$code" -eq 0 ] && [ ! -e "$tmp/game.json.link" ]; check $? "a Livingstone pad: SIGTERM stops sharing"

echo "1..17"
exit $((failures > 0))
