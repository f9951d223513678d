// PIPELINE: --inline --split-input-file

// Calls are inlined bottom-up and the callers canonicalized; recursive
// calls stay; private callees left unused are erased, while one still
// referenced by an attribute stays.

// CHECK-NOT: func.func private @add
// CHECK-NOT: func.func private @twice
// CHECK-LABEL: func.func @rec(
// CHECK-NEXT: call @rec(
// CHECK: func.func private @kept(
// CHECK-LABEL: func.func @caller(
// CHECK-NOT: call @add
// CHECK-NOT: call @twice
// CHECK: call @rec(
// CHECK-LABEL: func.func @call_ext(
// CHECK-NEXT: call @ext(
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func private @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @kept(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = call @twice(%x) : (i32) -> i32
  %1 = call @add(%0, %c2) : (i32, i32) -> i32
  %2 = call @rec(%1) : (i32) -> i32
  %3 = arith.muli %2, %c2 : i32
  return %3 : i32
}
func.func @uses_kept() attributes {r = @kept} {
  return
}
func.func private @ext(i32) -> i32
func.func @call_ext(%x: i32) -> i32 {
  %0 = call @ext(%x) : (i32) -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
