#!/bin/sh
# benefactor --score FILE [--json]: works without a display, reports bad
# files and bad options on stderr with a non-zero exit status.
set -u

bin="$1"
data="$2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
unset DISPLAY WAYLAND_DISPLAY
failures=0

check() {
  if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
}

# A good file, text table.
"$bin" --score "$data/example-2p.json" >"$tmp/out.txt" 2>"$tmp/err.txt"
check $? "text score sheet exits 0"
[ ! -s "$tmp/err.txt" ]; check $? "nothing on stderr"
grep -q "Anna" "$tmp/out.txt" && grep -q "Ben" "$tmp/out.txt"; check $? "text names the players"

# JSON: totals are the sums of the lines, the winners have the top total.
"$bin" --score "$data/example-2p.json" --json >"$tmp/out.json" 2>"$tmp/err.txt"
check $? "JSON score sheet exits 0"
python3 - "$tmp/out.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
players = d["players"]
assert len(players) == 2, players
for p in players:
    assert isinstance(p["name"], str) and p["name"]
    assert sum(l["vp"] for l in p["lines"]) == p["total"], p["name"]
    for l in p["lines"]:
        assert set(l) >= {"category", "title", "vp", "explanation"}, l
        assert l["explanation"], l
best = max(p["total"] for p in players)
assert sorted(d["winners"]) == sorted(p["name"] for p in players if p["total"] == best)
assert all(p["winner"] == (p["total"] == best) for p in players)
PY
check $? "JSON structure, totals and winners"

# Donation lines are named as they lie on the board and come in board
# order (Ben: Education 5, Human Rights 3, Welfare 4, Health 3).
sed -n '/^Ben/,/Total/p' "$tmp/out.txt" | grep -o '^  [A-Za-z ]* column, row [0-9]' >"$tmp/ben.txt"
printf '  Education column, row 5\n  Human Rights column, row 3\n  Welfare column, row 4\n  Health column, row 3\n' \
  | cmp -s - "$tmp/ben.txt"
check $? "donation lines titled by column and row, in board order"

# The text and the JSON agree on the totals.
for total in $(python3 -c 'import json,sys; print(" ".join(str(p["total"]) for p in json.load(open(sys.argv[1]))["players"]))' "$tmp/out.json"); do
  grep -q -- "$total" "$tmp/out.txt" || { check 1 "total $total in the text"; continue; }
done
check 0 "text shows the JSON totals"

# A solo game and a 4-player expansion game score too.
"$bin" --score "$data/solo.json" >"$tmp/solo.txt" 2>&1
check $? "solo game scores"
grep -q "Andrew" "$tmp/solo.txt"; check $? "solo sheet shows Andrew"
"$bin" --score "$data/expansion-4p.json" --json >/dev/null 2>&1
check $? "4-player expansion game scores"
"$bin" --score "$data/expansion-4p.json" >"$tmp/exp.txt" 2>&1
grep -q "^  Education column, Welfare tile, row 3 " "$tmp/exp.txt" &&
  grep -q "^  Secret donation: type 1, line 2 (Education column, Welfare tile) " "$tmp/exp.txt" &&
  grep -q "^  Secret donation: type 3, line 3 (Welfare column) " "$tmp/exp.txt"
check $? "covered columns name the tile; secret donations by column number and row"

# Bad files: message on stderr, nothing on stdout, exit 1.
for f in "$data/broken/truncated.json" "$data/broken/empty.json" "$tmp/does-not-exist.json"; do
  "$bin" --score "$f" >"$tmp/out" 2>"$tmp/err"
  status=$?
  [ "$status" -eq 1 ] && [ -s "$tmp/err" ] && [ ! -s "$tmp/out" ]
  check $? "bad file $(basename "$f") → exit 1 with a message"
done

# An impossible table: one message naming the player and the field, exit 1.
"$bin" --score "$data/broken/score-track-negative.json" >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q "Ben: the score track shows -1 VP" "$tmp/err"
check $? "impossible table (negative score track) → exit 1 naming the player"

# Issue 26: impossible tables the model once accepted, each refused with
# one message naming the player and the count.
refused() {
  "$bin" --score "$data/broken/$1" >"$tmp/out" 2>"$tmp/err"
  status=$?
  [ "$status" -eq 1 ] && [ ! -s "$tmp/out" ] && grep -qF -- "$2" "$tmp/err"
  check $? "impossible table $1 → exit 1: $2"
}
refused employees-marked-4-active-0.json "Gus: more departments are marked with an active employee (4) than the company has active employees (0)"
refused employees-marked-2-active-1.json "Gus: more departments are marked with an active employee (2) than the company has active employees (1)"
refused pawns-26.json "Anna has 26 pawns on projects and donations, but only 25"
refused andrew-pawns-27.json "Andrew has 27 pawns on projects and donations, but only 26"
refused departments-17-2p.json "Ben: 17 department tiles are on the table, but a game with 2 players has only 16"
refused departments-25-3p.json "Clara: 25 department tiles are on the table, but a game with 3 players has only 24"
refused solo-andrew-32-tiles.json "Andrew: 32 department tiles are on the table, but a solo game has only 16"
refused solo-player-16-andrew-1.json "Andrew: 17 department tiles are on the table, but a solo game has only 16"
refused andrew-in-seattle.json "Andrew’s pawn in Seattle cannot be: he builds only in the cities his action cards name, and none names Seattle"
refused andrew-commerce-before-housing.json "Andrew has a pawn on the Commerce space of Chicago, but its Housing space (space 2) is free"
refused score-track-below-sheet.json "Anna: the score track shows -6 VP, but it never goes below -5 VP"
refused action-choice-3p-first.json "Anna has an unused Action Choice tile, but in a 3-player game only the third player in turn order, Clara, receives one"

# The lines a 2-player game has: no Action Choice tile (2-player games
# have none), and every region at the lowest level of a connection
# (Ben: New Orleans, South box 5, and New York, East box 3: both Train).
python3 - "$tmp/out.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for p in d["players"]:
    assert all(l["category"] != "action-choice" for l in p["lines"]), p["name"]
ben = [p for p in d["players"] if p["name"] == "Ben"][0]
conn = [l for l in ben["lines"] if l["category"] == "connections"][0]
assert conn["explanation"] == "New Orleans + New York: 2 links, lowest transport Train (South and East) → 9 VP", conn
PY
check $? "2-player JSON: no action-choice line; tied lowest regions all named"

# Bad usage: exit non-zero, message on stderr.
"$bin" --frobnicate >"$tmp/out" 2>"$tmp/err"
[ $? -ne 0 ] && [ -s "$tmp/err" ]; check $? "unknown option refused"
"$bin" --json >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ -s "$tmp/err" ]; check $? "--json without --score refused"
"$bin" --score >"$tmp/out" 2>"$tmp/err"
[ $? -ne 0 ] && [ -s "$tmp/err" ]; check $? "--score without a file refused"

"$bin" --version | grep -q "0.1.0"; check $? "--version"

[ "$failures" -eq 0 ]
