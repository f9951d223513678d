#!/usr/bin/env bash
# The linalg-on-tensors benchmark: benches/kernels/linalg.mlir (named
# matmuls on tensors, a 3x3 convolution, an MLP) compiled as frontends
# emit it with `strata compile -O3 --mcpu native`, exact and with
# `--fp-contract fast`, against single-threaded OpenBLAS and MKL doing the
# same work in C (im2col + SGEMM for the convolution; ratios are to the
# faster of the two), all timed in one process
# (benches/kernels/linalg_bench.c). Prints a Markdown table.
#
#   benches/linalg.sh              # matmuls at N = 256 512 1024 2048, 5 runs each
#   REPS=3 benches/linalg.sh 512
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(256 512 1024 2048)
source benches/common.sh

"$strata" compile -O3 --mcpu native --emit-c-interface benches/kernels/linalg.mlir -o "$dir/exact.o"
sed -E 's/@(matmul|matmul_transpose_b|batch_matmul|conv|mlp)\(/@\1_fma(/' benches/kernels/linalg.mlir > "$dir/fma.mlir"
"$strata" compile -O3 --mcpu native --emit-c-interface --fp-contract fast "$dir/fma.mlir" -o "$dir/fma.o"
"$strata" runtime --out-dir "$dir/rt" >/dev/null
cc -O2 -std=c11 benches/kernels/linalg_bench.c "$dir/exact.o" "$dir/fma.o" "$dir/rt/libstrata_runtime.a" -lopenblas -ldl -lm \
  -o "$dir/bench"
echo "linalg on tensors, one core: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d), OpenBLAS kernel ${OPENBLAS_CORETYPE:-auto}, MKL ${STRATA_MKL:-not used}"
"$dir/bench" "$reps" "${sizes[@]}"
