#!/usr/bin/env bash
# The linalg-on-tensors benchmark: benches/kernels/linalg.mlir (named
# matmuls on tensors, a 3x3 convolution, an MLP) compiled as frontends
# emit it with `strata compile -O3 --mcpu native`, exact and with
# `--fp-contract fast`, against single-threaded OpenBLAS doing the same
# work in C (im2col + SGEMM for the convolution), all timed in one process
# (benches/kernels/linalg_bench.c). Prints a Markdown table.
#
#   benches/linalg.sh              # matmuls at N = 256 512 1024 2048, 5 runs each
#   REPS=3 benches/linalg.sh 512
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${REPS:-5}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(256 512 1024 2048)
target=${CARGO_TARGET_DIR:-target}

scripts/setup
dpkg -s libopenblas-dev >/dev/null 2>&1 || {
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libopenblas-dev >/dev/null
}
cargo build --release -q -p strata-targets
strata="$target/release/strata"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

"$strata" compile -O3 --mcpu native --emit-c-interface benches/kernels/linalg.mlir -o "$dir/exact.o"
sed -E 's/@(matmul|matmul_transpose_b|batch_matmul|conv|mlp)\(/@\1_fma(/' benches/kernels/linalg.mlir > "$dir/fma.mlir"
"$strata" compile -O3 --mcpu native --emit-c-interface --fp-contract fast "$dir/fma.mlir" -o "$dir/fma.o"
cc -O2 -std=c11 benches/kernels/linalg_bench.c "$dir/exact.o" "$dir/fma.o" -lopenblas -lm -o "$dir/bench"
# OpenBLAS 0.3.21 falls back to a slow generic kernel on CPUs it does not
# know: name the best kernel this CPU runs.
if [ -z "${OPENBLAS_CORETYPE:-}" ]; then
  if grep -qw avx512f /proc/cpuinfo; then export OPENBLAS_CORETYPE=SkylakeX
  elif grep -qw avx2 /proc/cpuinfo; then export OPENBLAS_CORETYPE=Haswell; fi
fi
echo "linalg on tensors, one core: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d), OpenBLAS kernel ${OPENBLAS_CORETYPE:-auto}"
OPENBLAS_NUM_THREADS=1 "$dir/bench" "$reps" "${sizes[@]}"
