#!/usr/bin/env bash
# The C example (examples/c) cross-compiled for AArch64 Linux and run under
# qemu: strata compiles the kernels and writes the header and the runtime
# for the target; the cross C compiler builds main.c and links.
# Needs gcc-aarch64-linux-gnu, libc6-dev-arm64-cross and qemu-user
# (scripts/setup installs them).
#
#   examples/cross/run.sh [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
strata=${STRATA:-target/debug/strata}
[ -x "$strata" ] || cargo build --quiet
out=target/cross
mkdir -p "$out"
"$strata" compile examples/c/kernels.mlir --target aarch64-linux-gnu -O3 -o "$out/kernels.o" -H "$out/kernels.h"
"$strata" runtime --target aarch64-linux-gnu --out-dir "$out"
aarch64-linux-gnu-gcc -std=c11 -Wall -Wextra -Werror -O2 -I "$out" examples/c/main.c "$out/kernels.o" \
  "$out/libstrata_runtime.a" -lm -o "$out/example"
qemu-aarch64 -L /usr/aarch64-linux-gnu "$out/example" "${1:-128}"
