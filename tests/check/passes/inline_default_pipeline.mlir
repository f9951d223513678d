// PIPELINE: --pass-pipeline='builtin.module(inline{default-pipeline="canonicalize{max-iterations=1 top-down=false},cse"})'
// PIPELINE: --split-input-file

// The default pipeline (a pass list with options) runs on each function
// before and after calls are inlined into it: the two inlined copies of
// @callee are merged by cse and the add of zero folds away.

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.addi %arg0
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.addi
// CHECK-NEXT: return
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %x = arith.addi %a, %c : i32
  %y = arith.addi %a, %c : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}
func.func @caller(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %u = arith.addi %a, %c0 : i32
  %r = func.call @callee(%u) : (i32) -> i32
  %s = func.call @callee(%u) : (i32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// -----

// Inlining through a chain: the pipeline simplifies @mid before it is
// inlined into @top.

// CHECK-LABEL: func.func @top(
// CHECK-NOT: call
// CHECK: return
func.func private @leaf(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  %1 = arith.mulf %a, %a : f32
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
func.func private @mid(%a: f32) -> f32 {
  %0 = func.call @leaf(%a) : (f32) -> f32
  %1 = func.call @leaf(%0) : (f32) -> f32
  return %1 : f32
}
func.func @top(%a: f32) -> f32 {
  %0 = func.call @mid(%a) : (f32) -> f32
  return %0 : f32
}
