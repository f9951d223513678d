#!/usr/bin/env bash
# Run each fuzz target of Strata (parse, roundtrip, lower, bytecode;
# codegen on request) for a fixed time, one after the other on one core,
# and report per target the executions and the findings (crashes, timeouts, out-of-memory
# inputs). Exits non-zero when any target found something; the inputs are
# under fuzz/artifacts/<target>/<run>/.
#
# Not part of .ci/run (fuzzing is open-ended and timing-dependent); run it
# by hand or on a schedule. CI runs a bounded, deterministic mutation of
# the bytecode seeds instead (tests/bytecode.rs). See docs/testing.md,
# "Fuzzing".
#
# Environment:
#   SECONDS_PER_TARGET  fuzzing time per target (default 60)
#   TARGETS             targets to run (default "parse roundtrip lower bytecode";
#                       "codegen" links LLVM and builds for minutes)
#   SANITIZER           cargo fuzz sanitizer (default none: Strata has no
#                       unsafe code; `address` finds the same panics, slower)
#
# The machine has stable Rust only: cargo fuzz needs nightly flags, so it
# runs with RUSTC_BOOTSTRAP=1. Install it with `cargo install cargo-fuzz`.
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_TARGET="${SECONDS_PER_TARGET:-60}"
TARGETS="${TARGETS:-parse roundtrip lower bytecode}"
SANITIZER="${SANITIZER:-none}"
export RUSTC_BOOTSTRAP=1

./seed.sh
run_id="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p logs
# Debug assertions on: an integer overflow is a finding too.
for t in $TARGETS; do (cd .. && cargo fuzz build --sanitizer "$SANITIZER" --debug-assertions "$t"); done

total=0
summary=""
for t in $TARGETS; do
    art="artifacts/$t/$run_id"
    log="logs/$t-$run_id.log"
    mkdir -p "$art"
    echo "== $t: ${SECONDS_PER_TARGET}s (log: fuzz/$log)"
    # Fork mode with one job: a crash, timeout or oom is saved and fuzzing
    # goes on, so one run reports every finding, not the first one.
    (cd .. && cargo fuzz run --sanitizer "$SANITIZER" --debug-assertions "$t" "fuzz/corpus/$t" -- \
        -dict=fuzz/mlir.dict -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
        -max_total_time="$SECONDS_PER_TARGET" -fork=1 \
        -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="fuzz/$art/") >"$log" 2>&1 || true
    # The last stats line of fork mode: `#<execs>: cov: ... oom/timeout/crash: a/b/c ...`.
    execs="$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')"
    crashes="$(find "$art" -name 'crash-*' | wc -l)"
    timeouts="$(find "$art" -name 'timeout-*' | wc -l)"
    ooms="$(find "$art" -name 'oom-*' | wc -l)"
    if ! grep -qE '^#[0-9]+' "$log"; then
        echo "   $t did not run:"; tail -20 "$log"
        crashes=$((crashes + 1))
    fi
    found=$((crashes + timeouts + ooms))
    total=$((total + found))
    line="$(printf '%-10s execs %10s  crashes %3d  timeouts %3d  ooms %3d' "$t" "${execs:-0}" "$crashes" "$timeouts" "$ooms")"
    echo "   $line"
    summary+="$line"$'\n'
    [ "$found" -eq 0 ] && rmdir "$art" 2>/dev/null || true
done
echo "== summary (${SECONDS_PER_TARGET}s per target)"
printf '%s' "$summary"
if [ "$total" -gt 0 ]; then
    echo "$total finding(s): minimize one with" \
        "RUSTC_BOOTSTRAP=1 cargo fuzz tmin --sanitizer $SANITIZER --debug-assertions <target> <artifact>"
    exit 1
fi
