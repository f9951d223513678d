#!/usr/bin/env bash
# Compile time, .mlir to a .o file: `strata compile -O<n>` against the
# upstream chain doing the same work, measured in the same run:
#   -O0: mlir-opt-19 (lowering) | mlir-translate-19 --mlir-to-llvmir | llc-19 -O0
#   -O2: ... | mlir-translate-19 --mlir-to-llvmir | opt-19 -O2 | llc-19 -O2
# (`strata compile -O2` runs LLVM's IR pipeline as well as its code
# generator, so the -O2 chain includes `opt-19 -O2`). Inputs: the matmul
# kernel of benches/compile/matmul.mlir and a generated large module of
# FUNCS functions with loops, branches and arithmetic. Prints a Markdown
# table of medians over REPS runs and the ratio upstream / Strata.
#
#   benches/compile.sh
#   REPS=3 FUNCS=500 benches/compile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
funcs=${FUNCS:-2000}
target=${CARGO_TARGET_DIR:-target}

scripts/setup
cargo build --release -q -p strata-targets
strata="$target/release/strata"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cp benches/compile/matmul.mlir "$dir/matmul.mlir"
# The large module: FUNCS functions, each a loop nest with a branch.
{
  for ((f = 0; f < funcs; f++)); do
    cat <<MLIR
func.func @f$f(%n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %ii, %c3 : i64
    %odd = arith.cmpi slt, %m, %acc : i64
    %v = scf.if %odd -> i64 {
      %d = arith.floordivsi %acc, %c3 : i64
      scf.yield %d : i64
    } else {
      %s = arith.addi %acc, %m : i64
      scf.yield %s : i64
    }
    scf.yield %v : i64
  }
  return %r : i64
}
MLIR
  done
} > "$dir/large.mlir"

upstream_lowering="--lower-affine --convert-scf-to-cf --arith-expand --convert-math-to-llvm
  --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm
  --convert-cf-to-llvm --reconcile-unrealized-casts"

strata_once() { "$strata" compile "$1" "-O$2" -o "$dir/s.o"; }
upstream_once() {
  # shellcheck disable=SC2086
  if [ "$2" = 0 ]; then
    mlir-opt-19 $upstream_lowering "$1" | mlir-translate-19 --mlir-to-llvmir |
      llc-19 -O0 -relocation-model=pic -filetype=obj -o "$dir/u.o"
  else
    mlir-opt-19 $upstream_lowering "$1" | mlir-translate-19 --mlir-to-llvmir | opt-19 "-O$2" |
      llc-19 "-O$2" -relocation-model=pic -filetype=obj -o "$dir/u.o"
  fi
}
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }' 
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "| input | level | strata compile (s) | upstream chain (s) | upstream / strata |"
echo "|---|---|---|---|---|"
for input in ${INPUTS:-matmul large}; do
  f="$dir/$input.mlir"
  for level in 0 2; do
    s=$(for ((r = 0; r < reps; r++)); do seconds strata_once "$f" "$level"; done | median)
    u=$(for ((r = 0; r < reps; r++)); do seconds upstream_once "$f" "$level"; done | median)
    echo "| $input | -O$level | $s | $u | $(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2fx", u / s }') |"
  done
done
