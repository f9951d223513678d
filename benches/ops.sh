#!/usr/bin/env bash
# The -O3 benchmark of conv2d, softmax and a 1-D stencil: the affine
# kernels of benches/kernels/ops.mlir compiled with `strata compile -O3
# --mcpu native` against the same C (benches/kernels/ops_ref.c) compiled
# with clang-19 -O3 -march=native -ffp-contract=off, timed in one process
# (benches/kernels/ops_bench.c), results compared bit for bit. Prints a
# Markdown table.
#
#   benches/ops.sh            # best of 20 runs
#   REPS=50 benches/ops.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-20}
target=${CARGO_TARGET_DIR:-target}

scripts/setup
cargo build --release -q -p strata-targets
strata="$target/release/strata"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

"$strata" compile -O3 --mcpu native benches/kernels/ops.mlir -o "$dir/ops.o"
clang-19 -O3 -march=native -ffp-contract=off -c benches/kernels/ops_ref.c -o "$dir/ref.o"
cc -O2 -std=c11 benches/kernels/ops_bench.c "$dir/ops.o" "$dir/ref.o" -lm -o "$dir/bench"
echo "conv2d / softmax / stencil, one core: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d)"
"$dir/bench" "$reps"
