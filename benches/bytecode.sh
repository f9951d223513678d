#!/usr/bin/env bash
# MLIR bytecode against text, for Strata and mlir-opt-19: the generated
# inputs of benches/compare.sh (benches/gen.rs) written as bytecode by each
# tool, then
#   - size: Strata's bytecode against mlir-opt-19's, and whether the bytes
#     are equal;
#   - reading: each tool's `--mlir-timing` "Parser" phase on the text and on
#     the bytecode, single-threaded, medians of REPS runs. mlir-opt-19's
#     parser phase includes verification; Strata reports verification apart,
#     so its parser phase is reading alone and the last column compares
#     mlir-opt-19's phase with Strata's parser + verifier on the same bytes.
# Prints a Markdown table.
#
#   benches/bytecode.sh                 # full size (as benches/compare.sh)
#   REPS=3 SCALE=0.1 benches/bytecode.sh
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
scale=${SCALE:-1}
target=${CARGO_TARGET_DIR:-target}

scripts/setup
cargo build --release -q -p strata-targets --bin strata
cargo build --release -q --example gen_bench_inputs
strata="$target/release/strata"
gen="$target/release/examples/gen_bench_inputs"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$gen" "$dir" "$scale"

# The seconds of phase $1 (Parser, Verifier) in a --mlir-timing report on stdin.
phase() { awk -v p="$1" '$NF == p { s = $1 } END { print s + 0 }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Median over REPS runs of the parser phase (and of parser + verifier) of
# `tool... file`; prints "parser parser+verifier".
timed() {
  : >"$dir/p"
  : >"$dir/pv"
  for _ in $(seq "$reps"); do
    "$@" --mlir-timing -o /dev/null 2>"$dir/report"
    local p v
    p=$(phase Parser <"$dir/report")
    v=$(phase Verifier <"$dir/report")
    echo "$p" >>"$dir/p"
    awk -v p="$p" -v v="$v" 'BEGIN { print p + v }' >>"$dir/pv"
  done
  echo "$(median <"$dir/p") $(median <"$dir/pv")"
}

echo "| input | text MiB | mlir-opt-19 bytecode MiB | Strata bytecode / mlir-opt-19's | equal bytes | Strata text s | Strata bytecode s | Strata text / bytecode | mlir-opt-19 text s | mlir-opt-19 bytecode s | mlir-opt-19 text / bytecode | bytecode with verification: mlir-opt-19 / Strata |"
echo "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|"
for name in big_function many_functions loop_nests arith_scf affine_nests; do
  in="$dir/$name.mlir"
  up="$dir/$name.up.mlirbc"
  ours="$dir/$name.strata.mlirbc"
  mlir-opt-19 --allow-unregistered-dialect --mlir-disable-threading --emit-bytecode "$in" -o "$up"
  "$strata" opt --allow-unregistered-dialect --emit-bytecode "$in" -o "$ours"
  # Strata's bytecode must be real: mlir-opt-19 reads it to the same IR.
  mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$ours" -o "$dir/a.mlir"
  mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$up" -o "$dir/b.mlir"
  cmp -s "$dir/a.mlir" "$dir/b.mlir" || { echo "bytecode: mlir-opt-19 reads Strata's $name differently" >&2; exit 1; }
  equal=no
  cmp -s "$up" "$ours" && equal=yes
  read -r st_text _ < <(timed "$strata" opt --allow-unregistered-dialect "$in")
  read -r st_bc st_bc_verified < <(timed "$strata" opt --allow-unregistered-dialect "$ours")
  read -r up_text _ < <(timed mlir-opt-19 --allow-unregistered-dialect --mlir-disable-threading "$in")
  read -r up_bc _ < <(timed mlir-opt-19 --allow-unregistered-dialect --mlir-disable-threading "$up")
  awk -v n="$name" -v t="$(stat -c %s "$in")" -v u="$(stat -c %s "$up")" -v s="$(stat -c %s "$ours")" -v eq="$equal" \
    -v st="$st_text" -v sb="$st_bc" -v sbv="$st_bc_verified" -v ut="$up_text" -v ub="$up_bc" 'BEGIN {
    printf "| %s | %.1f | %.1f | %.3f | %s | %.3f | %.3f | %.2fx | %.3f | %.3f | %.2fx | %.2fx |\n",
      n, t / 1048576, u / 1048576, s / u, eq, st, sb, st / sb, ut, ub, ut / ub, ub / sbv }'
done
