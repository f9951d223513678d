// PIPELINE: --pass-pipeline='builtin.module(strip-debuginfo)'
// PIPELINE: --mlir-print-debuginfo --split-input-file

// The textual pipeline runs the same pass, on each chunk of the file.

// CHECK-LABEL: func.func @first
// CHECK-SAME: loc(unknown)
// CHECK: return loc(#loc)
// CHECK: {{^//[ ]-----$}}
// CHECK-LABEL: func.func @second
// CHECK: arith.constant
// CHECK-SAME: loc(#loc)
// CHECK-NOT: loc("
func.func @first(%x: i32 loc("in.mlir":1:1)) {
  return loc("in.mlir":2:2)
}

// -----

func.func @second() -> i64 {
  %c = arith.constant 5 : i64 loc("in.mlir":3:3)
  return %c : i64
}
