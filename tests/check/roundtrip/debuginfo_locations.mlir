// PIPELINE: --mlir-print-debuginfo

// Locations name this file by the path the harness gives it, and point at
// the line and column of each op; [[@LINE]] keeps the checks next to the ops.

// CHECK: #[[ARG:loc[0-9]+]] = loc("tests/check/roundtrip/debuginfo_locations.mlir":[[@LINE+7]]:19)
// CHECK-LABEL: func.func @square(
// CHECK-SAME: %arg0: f32 loc("{{.*}}debuginfo_locations.mlir":[[@LINE+5]]:19)
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32 loc(#[[MUL:loc[0-9]+]])
// CHECK-NEXT: return %0 : f32 loc(#[[RET:loc[0-9]+]])
// CHECK-DAG: #[[MUL]] = loc("{{.*}}debuginfo_locations.mlir":[[@LINE+3]]:8)
// CHECK-DAG: #[[RET]] = loc("{{.*}}debuginfo_locations.mlir":[[@LINE+3]]:3)
func.func @square(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  return %0 : f32
}
