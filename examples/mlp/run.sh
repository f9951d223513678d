#!/usr/bin/env bash
# Compile the model with `strata compile` (object and C header, -O3), link
# it with main.c and run it; main.c checks the answers.
set -euo pipefail
cd "$(dirname "$0")"
root=../..
target=${CARGO_TARGET_DIR:-$root/target}
cargo build -q --manifest-path "$root/Cargo.toml" -p strata-targets
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$target/debug/strata" compile -O3 --emit-c-interface mlp.mlir -o "$dir/mlp.o" -H "$dir/mlp.h"
# The runtime library holds what compiled code may call (memrefCopy).
"$target/debug/strata" runtime --out-dir "$dir/rt"
cc -std=c11 -I "$dir" main.c "$dir/mlp.o" "$dir/rt/libstrata_runtime.a" -lm -o "$dir/mlp"
"$dir/mlp"
