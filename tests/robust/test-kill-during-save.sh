#!/bin/sh
# SIGKILL during a session and during a save (TAP). session-harness makes
# entries, each autosaved, and says "saved K" once entry K is on disk.
#
# 1. It kills itself at each step of a save (temporary file written and
#    flushed, previous copy kept, renamed into place): the next start
#    restores every entry it had said was saved (the entry being saved
#    may or may not be there), the autosave is never broken, the stale
#    temporary file is cleaned up, and the game can be continued.
# 2. It is killed from outside at random moments, 40 times.
# 3. The real program (benefactor) restores the harness's autosave: its
#    --score reads the same game.
set -u
harness="$1"
bin="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
n=0
failures=0

ok () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failures=$((failures + 1)); fi
}

last_saved () {
  sed -n 's/^saved //p' "$1" | tail -n 1
}

# Checks the autosave in $1 against the log $2: every entry acknowledged
# before the kill is there.
check_restored () {
  dir="$1"; log="$2"; what="$3"
  acked=$(last_saved "$log"); acked=${acked:-0}
  out=$("$harness" "$dir/session.json" --check)
  money=$(echo "$out" | sed -n 's/^money //p')
  if [ "$out" = "none" ] && [ "$acked" -eq 0 ]; then
    ok 0 "$what: killed before its first save, nothing to restore"
  elif [ -n "$money" ] && [ "$money" -ge "$acked" ] && [ "$money" -le $((acked + 1)) ]; then
    ok 0 "$what: restored entry $money, last acknowledged $acked"
  else
    ok 1 "$what: restored '$out', last acknowledged $acked"
  fi
  # No temporary file is left, nothing was set aside as broken.
  leftovers=$(ls -A "$dir" | grep -v -e '^session\.json$' -e '^session\.json~$' -e '^session\.json\.history$' | tr '\n' ' ')
  [ -z "$leftovers" ]; ok $? "$what: no leftovers ($leftovers)"
}

for step in temp-written backup-kept renamed; do
  for save in 2 3 10; do
    dir="$work/$step-$save"; mkdir -p "$dir"
    "$harness" "$dir/session.json" 20 --kill-at="$step:$save" > "$dir.log" 2>&1
    status=$?
    [ "$status" -eq 137 ]; ok $? "killed at $step of save $save (status $status)"
    check_restored "$dir" "$dir.log" "kill at $step of save $save"
    # The next start continues the game where it stopped.
    before=$("$harness" "$dir/session.json" --check | sed -n 's/^money //p')
    "$harness" "$dir/session.json" 3 --continue > "$dir.log2" 2>&1
    after=$("$harness" "$dir/session.json" --check | sed -n 's/^money //p')
    [ "$after" = "$((before + 3))" ]; ok $? "kill at $step of save $save: continued from $before to $after"
  done
done

# Killed from outside at random moments of a long session.
i=0
while [ $i -lt 40 ]; do
  i=$((i + 1))
  dir="$work/random-$i"; mkdir -p "$dir"
  "$harness" "$dir/session.json" 1000000 > "$dir.log" 2>&1 &
  pid=$!
  # Once it makes entries (slow to start under sanitizers or valgrind),
  # 20-420 ms: from the first saves to a few thousand entries in.
  for w in $(seq 200); do
    grep -q '^saved' "$dir.log" 2>/dev/null && break
    sleep 0.05
  done
  sleep "0.$(printf '%03d' $(( (i * 97) % 400 + 20 )))"
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null
  check_restored "$dir" "$dir.log" "random SIGKILL $i"
done

# The real program reads what the harness left.
dir="$work/random-40"
"$bin" --score "$dir/session.json" > /dev/null 2>&1
status=$?
# 0 or 1 (the harness's table is unfinished: no colours), never a crash.
[ "$status" -le 1 ]; ok $? "benefactor --score reads the autosave left by a kill (status $status)"

echo "1..$n"
[ "$failures" -eq 0 ]
