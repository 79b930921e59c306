/* bench-count.h
 *
 * Instruction counts of the measured part of a benchmark, for
 * build-aux/bench.sh, which runs the benchmark again under
 *
 *   valgrind --tool=callgrind --callgrind-out-file=FILE PROGRAM …
 *
 * BENCH_COUNT_BEGIN () zeroes callgrind's counters; BENCH_COUNT_END (label)
 * writes them into a dump of their own (FILE.1, FILE.2, …) whose
 * "desc: Trigger: Client Request: LABEL" line names the part and whose
 * "totals:" line is its count, every thread included (work moved off the
 * main thread still counts). Outside valgrind they cost a few instructions;
 * without valgrind's header (package valgrind) at build time, nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#if defined __has_include
# if __has_include (<valgrind/callgrind.h>)
#  include <valgrind/callgrind.h>
#  define BENCH_COUNT_BEGIN() CALLGRIND_ZERO_STATS
#  define BENCH_COUNT_END(label) CALLGRIND_DUMP_STATS_AT (label)
# endif
#endif

#ifndef BENCH_COUNT_BEGIN
# define BENCH_COUNT_BEGIN() do { } while (0)
# define BENCH_COUNT_END(label) do { } while (0)
#endif
