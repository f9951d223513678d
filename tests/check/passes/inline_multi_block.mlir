// PIPELINE: --pass-pipeline='builtin.module(inline{default-pipeline=})'

// A multi-block callee splits the caller's block: the inlined entry block
// continues it, returns become branches to the continuation block, whose
// argument replaces the call's result.

// CHECK-LABEL: func.func @caller(
// CHECK: %[[Z:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[Z]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: cf.br ^bb3(%[[S]] : i32)
// CHECK-NEXT: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: arith.muli %[[R]], %c2_i32 : i32
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = arith.addi %b, %b : i32
  return %0 : i32
}
func.func @caller(%c: i1, %x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %z = arith.muli %x, %y : i32
  %0 = call @select(%c, %z, %y) : (i1, i32, i32) -> i32
  %1 = arith.muli %0, %c2 : i32
  return %1 : i32
}
