#!/usr/bin/env bash
# The long run of tests/robust/test-session-random.c: random entry
# sequences into a session with undo and redo, save and reopen, live and
# fresh scoring, and simulated kills (docs/robustness.md, "A net under
# refactoring"). Prints the figures of the run.
#
#   bash build-aux/soak.sh [SEQUENCES [STEPS [FIRST_SEED]]]
#                                    (default: 2000 sequences of 150 steps)
#
# A failure names the seed of the failing sequence; run it again alone with
#   _build/tests/robust/test-session-random --sequences 1 --first-seed SEED
# Uses the normal build (_build/).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

sequences=${1:-2000}
steps=${2:-150}
seed=${3:-1}
build=_build

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Dwerror=true
fi
meson compile -C "$build" tests/robust/test-session-random

G_DEBUG=gc-friendly,fatal-warnings GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 \
  "$build/tests/robust/test-session-random" --report \
  --sequences "$sequences" --steps "$steps" --first-seed "$seed" |
  awk '/^# sequence seed/ { last = $0; next } { print } END { print "last" substr(last, 2) }'
