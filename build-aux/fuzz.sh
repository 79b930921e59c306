#!/usr/bin/env bash
# Fuzzes the game-file loader and the scoring of whatever it loads with
# libFuzzer, under AddressSanitizer and UndefinedBehaviorSanitizer.
#
#   bash build-aux/fuzz.sh [SECONDS] [JOBS]     (default: 600 seconds, 1 job)
#
# Installs clang and libclang-rt-14-dev if they are missing, configures a
# separate clang build in _build-fuzz/ (-Dfuzzing=true), and runs
# tests/robust/fuzz-game-file for SECONDS seconds, starting from the seed
# corpus tests/robust/corpus/ (real game files; never modified: new inputs
# go to _build-fuzz/corpus/). At the end it prints the number of
# executions and crashes. A crashing input is written to
# _build-fuzz/crashes/: fix the bug, then copy the input to
# tests/robust/regressions/ so that the normal test suite (fuzz-replay)
# replays it for ever.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds="${1:-600}"
jobs="${2:-1}"
build=_build-fuzz

packages=(clang libclang-rt-14-dev meson ninja-build pkg-config
          libglib2.0-dev libglib2.0-dev-bin libjson-glib-dev libsqlite3-dev libgtk-4-dev libadwaita-1-dev)
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing missing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ ! -f "$build/build.ninja" ]; then
  # fuzzer-no-link: coverage instrumentation for all the code (the core
  # the target calls), not only the target, so that libFuzzer sees which
  # branches of the loader and the scoring an input reaches.
  CC=clang meson setup "$build" -Dfuzzing=true -Dwerror=true \
    -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
    -Dc_args=-fsanitize=fuzzer-no-link -Dc_link_args=-fsanitize=fuzzer-no-link
fi
meson compile -C "$build" tests/robust/fuzz-game-file

mkdir -p "$build/corpus" "$build/crashes"
log="$build/fuzz.log"

# halt_on_error: an undefined-behaviour report is a crash, like any
# AddressSanitizer report. detect_leaks: a leak is a finding too.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:symbolize=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export G_DEBUG="gc-friendly"
export LC_ALL=C.UTF-8

parallel=()
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi

echo "Fuzzing for $seconds s with $jobs job(s); log in $log"
status=0
"$build/tests/robust/fuzz-game-file" \
  -max_total_time="$seconds" \
  -max_len=16384 \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -dict=tests/robust/game-file.dict \
  -print_final_stats=1 \
  -artifact_prefix="$build/crashes/" \
  "${parallel[@]}" \
  "$build/corpus" tests/robust/corpus > "$log" 2>&1 || status=$?

if [ "$jobs" -gt 1 ]; then
  cat fuzz-*.log >> "$log" 2>/dev/null || true
  rm -f fuzz-*.log
fi

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | awk '{ s += $1 } END { print s + 0 }')
crashes=$(find "$build/crashes" -type f | wc -l)
corpus=$(find "$build/corpus" -type f | wc -l)

echo "Ran for $seconds s: $executions executions, $corpus inputs in the corpus, $crashes crash(es) (exit status $status)."
if [ "$crashes" -gt 0 ] || [ "$status" -ne 0 ]; then
  echo "Crashing inputs are in $build/crashes/; see $log."
  exit 1
fi
