// PIPELINE: --arith-unsigned-when-equivalent --split-input-file
// arith-unsigned-when-equivalent: signed ops on values the range analysis
// proves non-negative become unsigned; nothing is folded.

// CHECK-LABEL: func.func @non_negative
// CHECK: %0 = arith.remui %arg0, %c7_i32 : i32
// CHECK-NEXT: %1 = arith.divui %0, %c7_i32 : i32
// CHECK-NEXT: %2 = arith.ceildivui %0, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.divui %0, %c7_i32 : i32
// CHECK-NEXT: %4 = arith.remui %0, %c3_i32 : i32
// CHECK-NEXT: %5 = arith.minui %0, %c3_i32 : i32
// CHECK-NEXT: %6 = arith.maxui %0, %c3_i32 : i32
// CHECK-NEXT: %7 = arith.extui %0 : i32 to i64
// CHECK-NEXT: %8 = arith.cmpi ult, %0, %c3_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %0, %c3_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi eq, %0, %c3_i32 : i32
func.func @non_negative(%a: i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %x = arith.remui %a, %c7 : i32
  %0 = arith.divsi %x, %c7 : i32
  %1 = arith.ceildivsi %x, %c7 : i32
  %2 = arith.floordivsi %x, %c7 : i32
  %3 = arith.remsi %x, %c3 : i32
  %4 = arith.minsi %x, %c3 : i32
  %5 = arith.maxsi %x, %c3 : i32
  %6 = arith.extsi %x : i32 to i64
  %7 = arith.cmpi slt, %x, %c3 : i32
  %8 = arith.cmpi sge, %x, %c3 : i32
  %9 = arith.cmpi eq, %x, %c3 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1
}

// -----

// Operands that may be negative keep the signed ops.
// CHECK-LABEL: func.func @maybe_negative
// CHECK: arith.divsi %arg0, %c7_i32
// CHECK: arith.cmpi slt, %arg0, %c7_i32
// CHECK: arith.extsi %3 : i32 to i64
// CHECK: arith.maxsi %arg1, %c7_i32
func.func @maybe_negative(%a: i32, %b: i32) -> (i32, i1, i64, i32) {
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.divsi %a, %c7 : i32
  %1 = arith.cmpi slt, %a, %c7 : i32
  %x = arith.remui %b, %c7 : i32
  %y = arith.addi %x, %cm1 : i32
  %2 = arith.extsi %y : i32 to i64
  %3 = arith.maxsi %b, %c7 : i32
  return %0, %1, %2, %3 : i32, i1, i64, i32
}

// -----

// Loop induction variables with non-negative bounds, in nested regions.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for %[[I:.*]] =
// CHECK: arith.divui %[[I]], %c4 : index
// CHECK: arith.cmpi ult, %[[I]], %c4 : index
func.func @loop(%m: memref<8xindex>, %n: memref<8xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %d = arith.divsi %i, %c4 : index
    %l = arith.cmpi slt, %i, %c4 : index
    memref.store %d, %m[%i] : memref<8xindex>
    memref.store %l, %n[%i] : memref<8xi1>
  }
  return
}
