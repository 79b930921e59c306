#!/bin/sh
# The real program starts, shows its window and quits cleanly through its
# "quit" action (what Ctrl+Q does), with exit status 0 and no criticals.
# Then the autosave across restarts: the program opens a game, is quit
# (and once killed with SIGKILL); the autosave it leaves holds the game.
set -u
bin="$1"
game="$2"
app_id="io.github.benefactor.Benefactor"
object_path="/io/github/benefactor/Benefactor"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT INT TERM

exec env HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  dbus-run-session -- sh -c '
  bin="$1"; app_id="$2"; path="$3"; game="$4"; home="$5"
  games="$home/data/benefactor/games"
  # The autosave of the game started last (the names sort in start order).
  latest () { ls "$games"/game-*.json 2>/dev/null | tail -n 1; }
  failures=0

  start () {
    G_DEBUG=fatal-criticals "$bin" "$@" &
    pid=$!
    for i in $(seq 150); do
      if gdbus call --session --dest "$app_id" --object-path "$path" \
           --method org.gtk.Actions.List 2>/dev/null | grep -q "quit"; then
        return 0
      fi
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$pid" 2>/dev/null
    return 1
  }

  quit () {
    gdbus call --session --dest "$app_id" --object-path "$path" \
      --method org.gtk.Actions.Activate quit "[]" "{}" >/dev/null
    wait "$pid"
  }

  check () {
    if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
  }

  start; check $? "starts"
  quit; check $? "quits cleanly"
  [ -z "$(latest)" ]; check $? "no autosave without a game"

  start "$game"; check $? "starts with a game file"
  sleep 0.5
  quit; check $? "quits cleanly with a game open"
  "$bin" --score "$(latest)" --json > "$home/restored.json" 2>&1 &&
    "$bin" --score "$game" --json > "$home/original.json" 2>&1 &&
    cmp -s "$home/restored.json" "$home/original.json"
  check $? "the autosave holds the whole game"

  rm -rf "$games"
  start "$game"; check $? "starts again"
  # The game opened is written once the window has shown it.
  for i in $(seq 300); do [ -n "$(latest)" ] && break; sleep 0.1; done
  kill -KILL "$pid"; wait "$pid" 2>/dev/null
  "$bin" --score "$(latest)" --json > "$home/killed.json" 2>&1 &&
    cmp -s "$home/killed.json" "$home/original.json"
  check $? "after SIGKILL the autosave holds the whole game"

  # Several games in progress: opening another game never ends the first,
  # a SIGKILL keeps both, and a start with several in progress works.
  # Opening the same file again (unchanged) continues its game instead.
  rm -rf "$games"
  start "$game"; check $? "starts with a first game"
  sleep 0.5
  quit; check $? "quits cleanly after the first game"
  start "$game"; check $? "starts with the same file again"
  sleep 0.5
  quit; check $? "quits cleanly after the same file"
  [ "$(ls "$games"/game-*.json | wc -l)" -eq 1 ]; check $? "the same file continues its game in progress"
  cp "$game" "$home/second.json"
  start "$home/second.json"; check $? "starts with a second game"
  for i in $(seq 300); do [ "$(ls "$games"/game-*.json | wc -l)" -eq 2 ] && break; sleep 0.1; done
  kill -KILL "$pid"; wait "$pid" 2>/dev/null
  [ "$(ls "$games"/game-*.json | wc -l)" -eq 2 ]; check $? "two games in progress, both kept after SIGKILL"
  start; check $? "starts with two games in progress"
  quit; check $? "quits cleanly with two games in progress"
  [ "$(ls "$games"/game-*.json | wc -l)" -eq 2 ]; check $? "still two games in progress"

  # The single autosave of earlier versions joins the games in progress.
  rm -rf "$games"
  cp "$game" "$home/data/benefactor/session.json"
  start; check $? "starts with an old autosave"
  quit; check $? "quits cleanly after moving it"
  [ ! -e "$home/data/benefactor/session.json" ] && cmp -s "$(latest)" "$game"
  check $? "the old autosave is a game in progress, unchanged"

  # The renderer chosen before GTK starts (bf-renderer.c), whatever this
  # machine has: BF_DRI_DIR points the probe at a folder of ours, and
  # the variables the tests set for themselves are taken away.
  dri="$home/dri"; mkdir -p "$dri"
  renderer () {
    env -u GSK_RENDERER -u GDK_DEBUG BF_DRI_DIR="$dri" G_MESSAGES_DEBUG=bf-renderer "$@"
  }
  renderer "$bin" --version 2>&1 | grep -q "no GPU render node, GL off"
  check $? "no render node: GL off, cairo renderer"
  renderer env GSK_RENDERER=ngl "$bin" --version 2>&1 | grep -q "set by the user"
  check $? "a GSK_RENDERER of the user is kept"
  : > "$dri/renderD128"
  renderer "$bin" --version 2>&1 | grep -q "GPU render node found"
  check $? "a render node: GTK chooses"
  rm -f "$dri/renderD128"

  # Started for real without a render node: nothing of GL in the process.
  G_DEBUG=fatal-criticals renderer "$bin" 2>/dev/null &
  pid=$!
  started=1
  for i in $(seq 150); do
    if gdbus call --session --dest "$app_id" --object-path "$path"          --method org.gtk.Actions.List 2>/dev/null | grep -q "quit"; then
      started=0; break
    fi
    sleep 0.1
  done
  check $started "starts without a render node"
  ! grep -qE "libEGL|libGLX|libGL\.so|libgbm|_dri\.so|mesa" "/proc/$pid/maps"
  check $? "no GL library loaded without a render node"
  quit; check $? "quits cleanly without a render node"

  [ "$failures" -eq 0 ]
' sh "$bin" "$app_id" "$object_path" "$game" "$home"
