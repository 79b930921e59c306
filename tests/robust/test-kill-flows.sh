#!/bin/sh
# SIGKILL in the middle of the other flows (TAP): flow-harness makes a
# solo game (deal, ticks, rounds, entries), a Livingstone pad or a
# 3-player setup (bidding sheets line by line, ticks, covers, secret
# donations each picked, then sealed: steps 3-16 are in the bidding, 21-25
# in the checklist, 28 in the covers, 35-40 in the secret donations, 35
# and 37 between a player's pick and its seal) step by
# step, with undo and redo now and then, prints the state after each step
# (a checksum of the whole game, ticks included, the undo and redo
# depths, and the secret pick not sealed yet), and kills itself after
# step N. The next start must restore exactly the last state printed:
# every entry, tick, pick and undo step.
set -u
harness="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
n=0
failures=0

ok () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failures=$((failures + 1)); fi
}

for flow in solo livingstone setup; do
  for steps in 3 9 16 21 25 28 35 36 37 40; do
    rm -f "$work"/*
    "$harness" "$work/game.json" "$flow" "$steps" > "$work/log" 2>&1
    expected=$(sed -n "s/^step $steps //p" "$work/log")
    got=$("$harness" "$work/game.json" --check | sed -n 's/^state //p')
    [ -n "$expected" ] && [ "$got" = "$expected" ]
    ok $? "$flow killed after step $steps: every entry, tick, pick and undo step restored ($got)"
  done
done

echo "1..$n"
[ "$failures" -eq 0 ]
