#!/usr/bin/env bash
# Parse + verify + print throughput and peak memory of `strata opt` against
# `mlir-opt-19`, both single-threaded, on the generated inputs of
# benches/gen.rs. Prints a Markdown table (medians of REPS runs).
#
#   benches/compare.sh              # full size (1M ops, 10k functions, 64-deep nests,
#                                   # 4k arith/scf kernels, 4k affine nests)
#   REPS=3 SCALE=0.1 benches/compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
scale=${SCALE:-1}
target=${CARGO_TARGET_DIR:-target}

scripts/setup
cargo build --release -q -p strata-targets
cargo build --release -q --example gen_bench_inputs
strata="$target/release/strata"
gen="$target/release/examples/gen_bench_inputs"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Strata's output must be real: on small inputs, mlir-opt-19 must read it back
# to the same generic IR as the input itself.
"$gen" "$dir/check" 0.01
for f in "$dir"/check/*.mlir; do
  "$strata" opt --allow-unregistered-dialect "$f" -o "$dir/out.mlir"
  mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$dir/out.mlir" -o "$dir/a.mlir"
  mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$f" -o "$dir/b.mlir"
  cmp -s "$dir/a.mlir" "$dir/b.mlir" || { echo "compare: strata output differs on $(basename "$f")" >&2; exit 1; }
done

"$gen" "$dir" "$scale"

# One timed run: prints "seconds peak_kib". The wall time is bash's
# microsecond clock (GNU time's %e has 10 ms steps, a twentieth of the
# smaller inputs' run time); the peak RSS is GNU time's.
run_once() {
  local start=$EPOCHREALTIME
  /usr/bin/time -f '%M' -o "$dir/time" "$@" -o /dev/null
  local end=$EPOCHREALTIME
  echo "$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f", e - s }') $(cat "$dir/time")"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "| input | size MiB | strata s | mlir-opt-19 s | throughput ratio | strata peak MiB | mlir-opt-19 peak MiB | memory ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for name in big_function many_functions loop_nests arith_scf affine_nests; do
  in="$dir/$name.mlir"
  : >"$dir/s"
  : >"$dir/m"
  for _ in $(seq "$reps"); do
    run_once "$strata" opt --allow-unregistered-dialect "$in" >>"$dir/s"
    run_once mlir-opt-19 --allow-unregistered-dialect --mlir-disable-threading "$in" >>"$dir/m"
  done
  st=$(cut -d' ' -f1 "$dir/s" | median)
  mt=$(cut -d' ' -f1 "$dir/m" | median)
  sm=$(cut -d' ' -f2 "$dir/s" | median)
  mm=$(cut -d' ' -f2 "$dir/m" | median)
  size=$(stat -c %s "$in")
  awk -v n="$name" -v sz="$size" -v st="$st" -v mt="$mt" -v sm="$sm" -v mm="$mm" 'BEGIN {
    printf "| %s | %.1f | %.3f | %.3f | %.2fx | %.0f | %.0f | %.2f |\n",
      n, sz / 1048576, st, mt, mt / st, sm / 1024, mm / 1024, sm / mm }'
done
