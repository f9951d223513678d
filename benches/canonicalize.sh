#!/usr/bin/env bash
# `--canonicalize --cse` throughput of `strata opt` against `mlir-opt-19` on a
# generated arith/scf-heavy module (FUNCS functions of OPS ops each, with
# duplicate expressions, dead ops and constants to unique), single-threaded
# and with threads (`builtin.module(func.func(canonicalize,cse))`).
# Prints a Markdown table of medians of REPS runs.
#
#   benches/canonicalize.sh
#   REPS=3 FUNCS=200 OPS=200 benches/canonicalize.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
funcs=${FUNCS:-2000}
ops=${OPS:-500}
target=${CARGO_TARGET_DIR:-target}

scripts/setup
cargo build --release -q -p strata-targets
strata="$target/release/strata"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

gen() { # FUNCS OPS
  awk -v F="$1" -v N="$2" 'BEGIN {
    for (f = 0; f < F; f++) {
      printf "func.func @f%d(%%a: i32, %%b: i32, %%n: index) -> i32 {\n", f
      print "  %v0 = arith.addi %a, %b : i32"
      for (i = 1; i <= N; i++) {
        k = (i * 7 + f) % 13 + 2
        printf "  %%c%d = arith.constant %d : i32\n", i, k
        op = (i % 3 == 0) ? "arith.divui" : ((i % 3 == 1) ? "arith.xori" : "arith.remui")
        printf "  %%v%d = %s %%v%d, %%c%d : i32\n", i, op, i - 1, i
        printf "  %%w%d = %s %%v%d, %%c%d : i32\n", i, op, i - 1, i
        printf "  %%dead%d = arith.addi %%w%d, %%a : i32\n", i, i
        if (i % 50 == 0) {
          printf "  %%lb%d = arith.constant 0 : index\n  %%st%d = arith.constant 1 : index\n", i, i
          printf "  %%s%d = scf.for %%i%d = %%lb%d to %%n step %%st%d iter_args(%%x = %%v%d) -> (i32) {\n", i, i, i, i, i
          printf "    %%y = arith.xori %%x, %%b : i32\n    %%z = arith.xori %%x, %%b : i32\n    %%u = arith.addi %%y, %%z : i32\n    scf.yield %%u : i32\n  }\n"
          printf "  %%v%d_ = arith.addi %%s%d, %%w%d : i32\n", i, i, i
        }
      }
      printf "  return %%v%d : i32\n}\n", N
    }
  }'
}

# Strata's output must be accepted by mlir-opt-19, and equal to its own
# result after normalization.
gen 3 60 >"$dir/small.mlir"
"$strata" opt --canonicalize --cse "$dir/small.mlir" -o "$dir/ours.mlir"
mlir-opt-19 --canonicalize --cse "$dir/small.mlir" -o "$dir/theirs.mlir"
mlir-opt-19 "$dir/ours.mlir" -o "$dir/ours_n.mlir"
mlir-opt-19 "$dir/theirs.mlir" -o "$dir/theirs_n.mlir"
if cmp -s "$dir/ours_n.mlir" "$dir/theirs_n.mlir"; then same=yes; else same=no; fi
echo "output equal to mlir-opt-19's after normalization: $same"

gen "$funcs" "$ops" >"$dir/in.mlir"
run_once() {
  /usr/bin/time -f '%e %M' -o "$dir/time" "$@" "$dir/in.mlir" -o /dev/null
  cat "$dir/time"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
nested='--pass-pipeline=builtin.module(func.func(canonicalize,cse))'

echo
echo "| mode | input MiB | strata s | mlir-opt-19 s | speed ratio | strata peak MiB | mlir-opt-19 peak MiB |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for mode in single threads; do
  : >"$dir/s"
  : >"$dir/m"
  for _ in $(seq "$reps"); do
    if [ "$mode" = single ]; then
      run_once "$strata" opt --mlir-disable-threading --canonicalize --cse >>"$dir/s"
      run_once mlir-opt-19 --mlir-disable-threading --canonicalize --cse >>"$dir/m"
    else
      run_once "$strata" opt "$nested" >>"$dir/s"
      run_once mlir-opt-19 "$nested" >>"$dir/m"
    fi
  done
  st=$(cut -d' ' -f1 "$dir/s" | median)
  mt=$(cut -d' ' -f1 "$dir/m" | median)
  sm=$(cut -d' ' -f2 "$dir/s" | median)
  mm=$(cut -d' ' -f2 "$dir/m" | median)
  size=$(stat -c %s "$dir/in.mlir")
  awk -v n="$mode" -v sz="$size" -v st="$st" -v mt="$mt" -v sm="$sm" -v mm="$mm" 'BEGIN {
    printf "| %s | %.1f | %.2f | %.2f | %.2fx | %.0f | %.0f |\n", n, sz / 1048576, st, mt, mt / st, sm / 1024, mm / 1024 }'
done
