// PIPELINE: --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse),func.func(canonicalize),builtin.module(canonicalize)})'

// A pipeline given for the callable's op name replaces the default
// (canonicalize): cse merges the inlined copies but the add of zero stays.
// The first pipeline given for an op name is the one used.

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: arith.addi %arg0
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.addi
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
