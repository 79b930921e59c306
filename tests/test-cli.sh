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
refused andrew-in-seattle.json "Andrew’s pawn in Seattle is impossible: he builds only in the cities his action cards name, and none names Seattle"
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


# Special files are refused at once, never read: a named pipe would block
# open() for ever (the test would time out), /dev/zero never ends. One
# line on stderr naming what it is, exit 1. The pipe's writer end is
# never opened.
mkfifo "$tmp/f.json"
for f in "$tmp/f.json:a named pipe" "/dev/zero:a device" "$tmp:a folder"; do
  path="${f%%:*}"
  what="${f#*:}"
  timeout 20 "$bin" --score "$path" >"$tmp/out" 2>"$tmp/err"
  status=$?
  [ "$status" -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
    grep -q "$what" "$tmp/err"
  check $? "$what ($path) refused at once with one line, exit 1 (exit $status: $(cat "$tmp/err"))"
done

# A lone surrogate ("\ud800", half of a character): one line, valid UTF-8,
# that says what it is.
printf '{"format": "benefactor-carnegie", "version": 1, "players": [{"name": "A\\ud800"}]}\n' >"$tmp/surrogate.json"
"$bin" --score "$tmp/surrogate.json" >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && iconv -f UTF-8 -t UTF-8 "$tmp/err" >/dev/null &&
  ! grep -q "$(printf '\357\277\275')" "$tmp/err" && grep -q 'lone surrogate' "$tmp/err"
check $? "a lone surrogate: one clear line, no replacement characters ($(cat "$tmp/err"))"

# A Livingstone score pad is scored (its result, as the pad's page shows
# it). By hand from tests/data/livingstone-3p.json (rules 002: a tent
# scores its row number each round, the most tents in a row take the
# row's end value, 12 for row 1 and 8 for row 3 as printed; 1 VP a gem;
# VP cards; the lowest donation is disqualified):
#   Anna: 2 tents in row 1 → 2, row 1 majority 12, 1 gem → 15
#   Ben:  1 tent in row 3 → 3, row 3 majority 8, 5 VP on cards → 16
#   Cleo: 1 tent in row 1 → 1, 4 gems, but donated £2, the lowest → 0
"$bin" --score "$data/livingstone-3p.json" >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 0 ] && [ ! -s "$tmp/err" ] && grep -q '^Anna: 15 VP' "$tmp/out" &&
  grep -q '^Ben ★: 16 VP' "$tmp/out" && grep -q '^Cleo: 0 VP' "$tmp/out" && grep -q '^Ben wins with 16 VP' "$tmp/out"
check $? "a Livingstone pad is scored: Anna 15, Ben 16 (wins), Cleo disqualified"
"$bin" --score "$data/livingstone-3p.json" --json >"$tmp/livingstone.json" 2>"$tmp/err"
python3 - "$tmp/livingstone.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
totals = {p["name"]: p["total"] for p in d["players"]}
assert totals == {"Anna": 15, "Ben": 16, "Cleo": 0}, totals
assert [p["name"] for p in d["players"] if p["winner"]] == ["Ben"]
PY
check $? "a Livingstone pad as JSON"

# A solo game in progress (the solo page's own file) is named, and what
# --score scores is said.
"$bin" --score "$data/solo-in-progress.json" >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q "solo game against Andrew" "$tmp/err" &&
  grep -q "Carnegie final tables and Livingstone score pads" "$tmp/err"
check $? "a solo game in progress is named, not called 'not a Benefactor game file'"

# Bad usage: a message on stderr, exit 2 (docs/command-line.md; 1 is a bad file).
"$bin" --frobnicate >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 2 ] && [ -s "$tmp/err" ]; check $? "unknown option refused with exit 2 (exit $status)"
"$bin" --json >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ -s "$tmp/err" ]; check $? "--json without --score refused"
"$bin" --score >"$tmp/out" 2>"$tmp/err"
status=$?
[ "$status" -eq 2 ] && [ -s "$tmp/err" ]; check $? "--score without a file refused with exit 2 (exit $status)"

"$bin" --version | grep -q "0.1.0"; check $? "--version"

[ "$failures" -eq 0 ]
