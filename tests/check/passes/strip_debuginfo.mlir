// PIPELINE: --strip-debuginfo --mlir-print-debuginfo

// Every location, on ops and on block arguments, becomes unknown; nothing
// of the input's file locations survives.

// CHECK-NOT: loc("
// CHECK: #[[UNKNOWN:loc[0-9]*]] = loc(unknown)
// CHECK-LABEL: func.func @add(
// CHECK-SAME: %arg0: i32 loc(unknown), %arg1: i32 loc(unknown)) -> i32 {
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %arg0, %arg1 : i32 loc(#[[UNKNOWN]])
// CHECK-NEXT: return %[[SUM]] : i32 loc(#[[UNKNOWN]])
// CHECK-NEXT: } loc(#[[UNKNOWN]])
// CHECK-NEXT: } loc(#[[UNKNOWN]])
// CHECK-NOT: loc("
func.func @add(%a: i32 loc("a.py":1:2), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("a.py":3:4)
  return %0 : i32 loc(fused["a.py":5:6, "b.py":7:8])
} loc(callsite("f" at "a.py":9:10))
