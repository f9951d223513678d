// PIPELINE: --pass-pipeline='builtin.module(func.func(sccp))'

// Anchored on functions, SCCP sees one function at a time: the callee is
// outside what it analyzes, so a call's results are unknown, and private
// functions run with unknown arguments.
// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @caller() -> (i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %0, %c2_i32 : i32, i32
// CHECK-NEXT: }
func.func @caller() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r = call @callee(%c1) : (i32) -> i32
  %s = arith.addi %c1, %c1 : i32
  return %r, %s : i32, i32
}
