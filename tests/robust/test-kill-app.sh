#!/bin/sh
# The real program killed with SIGKILL in the middle of a session (TAP).
#
# Benefactor is started with a game; then entries arrive one by one: each
# is a game file opened in the running instance (`benefactor FILE` hands it
# to the first instance over D-Bus; opening autosaves it). Anna's money is
# the entry's number. At a random moment,
# while an entry is arriving, the program is killed with SIGKILL. The
# autosave it leaves must hold the last entry that had arrived (or the one
# arriving), be a complete game, and the program must start again with it
# (under G_DEBUG=fatal-criticals) and quit cleanly. Repeated 5 times.
set -u
bin="$1"
game="$2"
app_id="io.github.benefactor.Benefactor"
object_path="/io/github/benefactor/Benefactor"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT INT TERM

mkdir -p "$home/games"
for k in $(seq 1 40); do
  sed "0,/\"money\": [0-9]*/s//\"money\": $k/" "$game" > "$home/games/entry-$k.json"
done

exec env HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
  dbus-run-session -- sh -c '
  bin="$1"; app_id="$2"; path="$3"; home="$4"
  games="$home/data/benefactor/games"
  # Each game opened is a game in progress of its own; the autosave of the
  # one opened last (the names sort in start order).
  latest () { ls "$games"/game-*.json 2>/dev/null | tail -n 1; }
  n=0
  failures=0

  ok () {
    n=$((n + 1))
    if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failures=$((failures + 1)); fi
  }

  running () {
    gdbus call --session --dest "$app_id" --object-path "$path" \
      --method org.gtk.Actions.List 2>/dev/null | grep -q "quit"
  }

  start () {
    G_DEBUG=fatal-criticals "$bin" "$@" > "$home/app.log" 2>&1 &
    pid=$!
    # Up to 60 s: much slower to start under the sanitizers or valgrind.
    for i in $(seq 600); do
      running && return 0
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$pid" 2>/dev/null
    return 1
  }

  # Anna is the first player: her money is the first "money" of the file.
  money_in () {
    sed -n "s/.*\"money\": \([0-9]*\).*/\1/p" "$1" | head -n 1
  }

  for round in 1 2 3 4 5; do
    rm -rf "$home/data"
    start "$home/games/entry-1.json"; ok $? "round $round: starts with a game"
    acked=1
    stop=$((round * 7 % 30 + 5))
    k=2
    while [ "$k" -lt "$stop" ]; do
      # `benefactor FILE` returns once the file is sent: the entry has
      # arrived when the autosave holds it.
      "$bin" "$home/games/entry-$k.json" > /dev/null 2>&1
      for i in $(seq 400); do
        [ "$(money_in "$(latest)")" = "$k" ] && break
        sleep 0.05
      done
      [ "$(money_in "$(latest)")" = "$k" ] && acked=$k
      k=$((k + 1))
    done
    [ "$acked" -eq $((stop - 1)) ]; ok $? "round $round: entries 2-$acked arrived while it ran"
    # The next entry is arriving when the kill comes.
    "$bin" "$home/games/entry-$k.json" > /dev/null 2>&1
    sleep "0.0$((round * 2 - 2))"
    kill -KILL "$pid"; wait "$pid" 2>/dev/null
    wait

    money=$(money_in "$(latest)")
    [ -n "$money" ] && [ "$money" -ge "$acked" ] && [ "$money" -le "$k" ]
    ok $? "round $round: the autosave holds entry ${money:-none}, $acked had arrived before the kill"

    "$bin" --score "$(latest)" --json > "$home/restored.json" 2>&1 &&
      "$bin" --score "$home/games/entry-$money.json" --json > "$home/expected.json" 2>&1 &&
      cmp -s "$home/restored.json" "$home/expected.json"
    ok $? "round $round: the autosave is the whole game of that entry"

    # A kill in the middle of a save may leave its temporary file
    # (.game-….json-XXXXXX, that of the undo journal .game-….json.history-XXXXXX, or
    # the link of the copy, .game-….json~-link), and the lock file of the
    # game it had open (game-….json.lock: the kernel released the lock
    # itself): the next start removes them (checked below).
    leftovers () {
      ls -A "$games" | grep -v -e "^game-[0-9]*\.json$" -e "^game-[0-9]*\.json~$" -e "^game-[0-9]*\.json\.history$" \
        -e "$1" | tr "\n" " "
    }
    left=$(leftovers "^\.game-[0-9]*\.json\(\.history\)\?\(-......\|~-link\)$\|^game-[0-9]*\.json\.lock$")
    [ -z "$left" ]; ok $? "round $round: nothing broken set aside ($left)"

    # The next start: the game is offered again (tests/robust/test-recovery.c
    # checks the Continue button), no critical, and it quits cleanly.
    start; ok $? "round $round: starts again after the kill"
    gdbus call --session --dest "$app_id" --object-path "$path" \
      --method org.gtk.Actions.Activate quit "[]" "{}" > /dev/null
    wait "$pid"; ok $? "round $round: quits cleanly"
    [ "$(money_in "$(latest)")" = "$money" ]; ok $? "round $round: starting again kept the autosave"
    left=$(leftovers "^$")
    [ -z "$left" ]; ok $? "round $round: no temporary file left after the next start ($left)"
  done

  echo "1..$n"
  [ "$failures" -eq 0 ]
' sh "$bin" "$app_id" "$object_path" "$home"
