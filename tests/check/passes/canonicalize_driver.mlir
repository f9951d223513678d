// PIPELINE: --canonicalize --split-input-file

// Equal constants are uniqued and hoisted to the start of the entry block,
// later ones first; dead pure ops are erased.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[C2:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[A:.*]] = arith.divui %arg0, %[[C1]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.divui %[[A]], %[[C2]] : i32
// CHECK-NEXT: %[[C:.*]] = arith.divui %[[B]], %[[C1]] : i32
// CHECK-NEXT: return %[[C]] : i32
func.func @constants(%x: i32) -> i32 {
  %c1 = arith.constant 3 : i32
  %dead = arith.addi %x, %x : i32
  %a = arith.divui %x, %c1 : i32
  %c2 = arith.constant 5 : i32
  %b = arith.divui %a, %c2 : i32
  %c1b = arith.constant 3 : i32
  %c = arith.divui %b, %c1b : i32
  return %c : i32
}

// -----

// Identical blocks are merged only with region-simplify=aggressive.
// CHECK-LABEL: func.func @merge
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: return %arg1 : i32
// CHECK: return %arg2 : i32
func.func @merge(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}

// -----

// Unreachable blocks are erased.
// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
