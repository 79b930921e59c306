#!/usr/bin/env bash
# Fuzzes every reader of a file Benefactor reads with libFuzzer, under
# AddressSanitizer and UndefinedBehaviorSanitizer: one target per reader
# (tests/robust/fuzz-targets.h): game-file, journal, history, map-cache,
# link-message.
#
#   bash build-aux/fuzz.sh [SECONDS | --runs=N] [JOBS] [TARGET…]
#
# SECONDS (default 600) is the time of the whole run, or --runs=N the
# number of executions of the whole run (10,000,000 for the figure in
# docs/robustness.md), shared by the targets named (default: all four)
# in proportion to their weight below; JOBS (default 1) runs that many
# fuzzing processes of each target at once, sharing its time or runs. Installs clang and libclang-rt-14-dev (libFuzzer) if they are
# missing: only this script needs them, never the README's build or
# tests. Configures a separate clang build in _build-fuzz/
# (-Dfuzzing=true) and runs each target in turn, starting from its seed
# corpus in tests/robust/ (never modified: new inputs go to
# _build-fuzz/corpus-TARGET/) and the inputs it found in earlier runs.
# The log of each target is _build-fuzz/fuzz-TARGET.log; the summary,
# one line per target and the total, is printed and kept in
# _build-fuzz/fuzz-summary.txt. A crashing input is written to
# _build-fuzz/crashes/: fix the bug, then copy the input to
# tests/robust/regressions/ so that the normal test suite (fuzz-replay)
# replays it through every target for ever.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

limit="${1:-600}"
runs=0
seconds=0
case "$limit" in
  --runs=*) runs="${limit#--runs=}" ;;
  *) seconds="$limit" ;;
esac
jobs="${2:-1}"
shift $(( $# > 2 ? 2 : $# ))
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  targets=(game-file journal history map-cache link-message)
fi
build=_build-fuzz

# Share of the time or runs per target (out of 20). The game-file target
# (the game loader strict and lenient, the document loader strict and
# lenient, the scoring, the writer) is the deepest and the slowest per
# input (about 1,200 a second on an idle 2-CPU machine); the history
# target runs the document loader strictly, as Keep in History and the
# import do, and the history's record, at about 4,600 a second; the
# journal target the journal's reader and the loader of its first steps
# at about 700; the board cache is a header compared byte for byte
# (20,000 a second). With --runs=10000000 that is 1 million, 0.5
# million, 7 million and 1.5 million executions.
# The messages of a phone to a shared table (link-message) are small and
# read quickly, without a game.
declare -A weight=([game-file]=2 [journal]=1 [history]=14 [map-cache]=3 [link-message]=2)
# Where each target's seed inputs are (tests/robust/…).
declare -A seeds=([game-file]=corpus [journal]=corpus-journal [history]=corpus [map-cache]=corpus-map-cache [link-message]=corpus-link)
# link-message: a little above its 16 KiB limit, so that the limit is met.
declare -A max_len=([game-file]=16384 [journal]=16384 [history]=16384 [map-cache]=256 [link-message]=16500)
declare -A dicts=([game-file]=game-file.dict [journal]=game-file.dict [history]=game-file.dict [link-message]=link-message.dict)

packages=(clang libclang-rt-14-dev meson ninja-build pkg-config
          libglib2.0-dev libglib2.0-dev-bin libjson-glib-dev libsqlite3-dev libgtk-4-dev libadwaita-1-dev
          libsoup-3.0-dev)
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
  # the targets call), not only the targets, so that libFuzzer sees which
  # branches of the readers an input reaches.
  CC=clang meson setup "$build" -Dfuzzing=true -Dwerror=true \
    -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
    -Dc_args=-fsanitize=fuzzer-no-link -Dc_link_args=-fsanitize=fuzzer-no-link
fi
for t in "${targets[@]}"; do
  if [ -z "${weight[$t]:-}" ]; then
    echo "Unknown target $t (known: ${!weight[*]})" >&2
    exit 2
  fi
  meson compile -C "$build" "tests/robust/fuzz-$t"
done

total_weight=0
for t in "${targets[@]}"; do total_weight=$((total_weight + weight[$t])); done

# halt_on_error: an undefined-behaviour report is a crash, like any
# AddressSanitizer report. detect_leaks: a leak is a finding too.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:symbolize=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export G_DEBUG="gc-friendly"
export LC_ALL=C.UTF-8

mkdir -p "$build/crashes"
summary="$build/fuzz-summary.txt"
: > "$summary"
parallel=()
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi

all_executions=0
all_crashes=0
failed=0
start=$(date +%s)
if [ "$runs" -gt 0 ]; then
  what="$runs executions"
else
  what="$seconds s"
fi
echo "Fuzzing ${targets[*]} for $what in all with $jobs job(s) each ($(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo ?), $(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg))" | tee -a "$summary"
# The board cache target writes a file per input: on a RAM disk if there
# is one.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then export TMPDIR=/dev/shm; fi
for t in "${targets[@]}"; do
  if [ "$runs" -gt 0 ]; then
    # Each job runs its part; no time limit.
    limit_args=(-runs=$(( runs * weight[$t] / total_weight / jobs )))
  else
    share=$(( seconds * weight[$t] / total_weight ))
    [ "$share" -ge 1 ] || share=1
    limit_args=(-max_total_time="$share")
  fi
  log="$build/fuzz-$t.log"
  corpus="$build/corpus-$t"
  mkdir -p "$corpus"
  crashes_before=$(find "$build/crashes" -type f | wc -l)
  dict=()
  if [ -n "${dicts[$t]:-}" ]; then dict=(-dict="tests/robust/${dicts[$t]}"); fi

  status=0
  t_start=$(date +%s)
  "$build/tests/robust/fuzz-$t" \
    "${limit_args[@]}" \
    -max_len="${max_len[$t]}" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    "${dict[@]}" \
    -print_final_stats=1 \
    -artifact_prefix="$build/crashes/$t-" \
    "${parallel[@]}" \
    "$corpus" "tests/robust/${seeds[$t]}" > "$log" 2>&1 || status=$?

  share=$(( $(date +%s) - t_start ))
  [ "$share" -ge 1 ] || share=1
  # With several jobs, each writes fuzz-JOB.log (which libFuzzer also
  # copies into the log above): the figures come from those, once each.
  stats="$log"
  if [ "$jobs" -gt 1 ]; then
    stats="$build/fuzz-$t-jobs.log"
    cat fuzz-*.log > "$stats" 2>/dev/null || true
    rm -f fuzz-*.log
  fi
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$stats" | awk '{ s += $1 } END { print s + 0 }')
  crashes=$(( $(find "$build/crashes" -type f | wc -l) - crashes_before ))
  inputs=$(find "$corpus" -type f | wc -l)
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | sed 's/cov: //')
  printf '%-10s %6d s %'"'"'14d executions %'"'"'8d/s  coverage %s edges, %d inputs, %d crash(es), exit status %d\n' \
    "$t" "$share" "$executions" $(( executions / share )) "${coverage:-?}" "$inputs" "$crashes" "$status" | tee -a "$summary"
  all_executions=$((all_executions + executions))
  all_crashes=$((all_crashes + crashes))
  if [ "$status" -ne 0 ]; then failed=1; fi
done
elapsed=$(( $(date +%s) - start ))
printf 'all        %6d s %'"'"'14d executions, %d crash(es)\n' "$elapsed" "$all_executions" "$all_crashes" | tee -a "$summary"

if [ "$all_crashes" -gt 0 ] || [ "$failed" -ne 0 ]; then
  echo "Crashing inputs are in $build/crashes/; see $build/fuzz-TARGET.log."
  exit 1
fi
