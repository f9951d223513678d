#!/usr/bin/env bash
# The -O3 SGEMM benchmark: the naive affine SGEMM of
# benches/kernels/sgemm.mlir compiled with `strata compile -O3 --mcpu
# native`, against single-threaded OpenBLAS (libopenblas-dev) and MKL and against
# upstream MLIR 19's plain lowering of the same kernel (mlir-opt-19 |
# mlir-translate-19 | clang-19 -O3 -march=native), all timed in one process
# (benches/kernels/sgemm_bench.c) on the same matrices. Prints a Markdown
# table: GFLOP/s and ratios per N.
#
#   benches/sgemm.sh                    # N = 256 512 1024 2048, 5 runs each
#   REPS=3 UPSTREAM_MAX=1024 benches/sgemm.sh 256 512
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
upstream_max=${UPSTREAM_MAX:-2048}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(256 512 1024 2048)
source benches/common.sh

"$strata" compile -O3 --mcpu native benches/kernels/sgemm.mlir -o "$dir/strata.o"
sed 's/@sgemm/@upstream_sgemm/' benches/kernels/sgemm.mlir > "$dir/upstream.mlir"
mlir-opt-19 --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --expand-strided-metadata \
  --finalize-memref-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts \
  "$dir/upstream.mlir" | mlir-translate-19 --mlir-to-llvmir > "$dir/upstream.ll"
clang-19 -O3 -march=native -Wno-override-module -c "$dir/upstream.ll" -o "$dir/upstream.o"
cc -O2 -std=c11 benches/kernels/sgemm_bench.c "$dir/strata.o" "$dir/upstream.o" -lopenblas -ldl -lm -o "$dir/bench"
echo "SGEMM, one core: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d)"
echo "OpenBLAS kernel: ${OPENBLAS_CORETYPE:-auto}; MKL: ${STRATA_MKL:-not used}"
"$dir/bench" "$reps" "$upstream_max" "${sizes[@]}"
