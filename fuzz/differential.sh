#!/usr/bin/env bash
# Differential testing of code generation at scale: random programs
# (strata::testing::random_program, 50 functions a module) run by
# mlir-opt-19 | mlir-cpu-runner-19 and by Strata (`strata run` at -O0 and
# -O3, and after `strata opt --inline --canonicalize --cse`); the outputs
# must be equal. The test suite runs the same test with 200 programs.
#
# Each disagreement is reported with its module seed and the first
# function that prints differently, written alone to
# $TMPDIR/strata-diff-<function seed>.mlir. See docs/testing.md.
#
# Environment:
#   PROGRAMS  how many generated functions (default 10000)
#   SEED      seed of the first module (default 0)
set -euo pipefail
cd "$(dirname "$0")/.."
export STRATA_DIFF_PROGRAMS="${PROGRAMS:-10000}"
export STRATA_DIFF_SEED="${SEED:-0}"
exec cargo test -p strata-targets --test run random_programs_print_what_upstream_mlir_19_prints -- --nocapture
