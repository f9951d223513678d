// PIPELINE: --pass-pipeline='builtin.module(inline{inlining-threshold=50 default-pipeline=})'

// A callee is inlined only while its op count is at most 50% of the
// caller's: @small (2 ops) goes into @caller (7 ops), @big (6 ops) does not.
// Once @small is inlined the caller has grown, but @big's ratio is still
// above the threshold.

// CHECK: func.func private @big(
// CHECK-LABEL: func.func @caller(
// CHECK-NOT: call @small
// CHECK: call @big(
// CHECK-NOT: call @small
// CHECK: return
func.func private @small(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @big(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.muli %2, %a : i32
  %4 = arith.muli %3, %a : i32
  return %4 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @small(%a) : (i32) -> i32
  %1 = func.call @big(%0) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %1 : i32
  %4 = arith.addi %3, %2 : i32
  %5 = arith.addi %4, %3 : i32
  return %5 : i32
}
