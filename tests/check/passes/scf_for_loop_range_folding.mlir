// PIPELINE: --scf-for-loop-range-folding --split-input-file
// scf-for-loop-range-folding: an arith.addi of the induction variable (its
// only use) and a value from outside the loop moves into the loop's
// bounds, repeatedly and in nested loops; other uses stop it. Products
// (arith.muli) are in upstream_divergence_scf_range_folding.mlir.

// CHECK-LABEL: func.func @fold_add
// CHECK: %[[LB:.*]] = arith.addi %arg2, %c0 : index
// CHECK-NEXT: %[[UB:.*]] = arith.addi %arg2, %arg1 : index
// CHECK-NEXT: scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: memref.load %arg0[%[[I]]] : memref<?xi32>
func.func @fold_add(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %i : index
    %2 = memref.load %arg0[%0] : memref<?xi32>
    %3 = arith.muli %2, %2 : i32
    memref.store %3, %arg0[%0] : memref<?xi32>
  }
  return
}

// -----

func.func @fold_adds_nested(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %j = %c0 to %c10 step %c1 {
    scf.for %i = %j to %arg1 step %c1 {
      %0 = arith.addi %arg2, %i : index
      %1 = arith.addi %0, %c10 : index
      %2 = memref.load %arg0[%1] : memref<?xi32>
      memref.store %2, %arg0[%1] : memref<?xi32>
    }
  }
  return
}

// -----

func.func @not_folded(%arg0: memref<?xindex>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %i : index
    %1 = arith.addi %i, %i : index
    memref.store %c0, %arg0[%0] : memref<?xindex>
  }
  scf.for %i = %c0 to %arg1 step %c1 {
    %k = arith.addi %arg2, %arg2 : index
    %0 = arith.addi %k, %i : index
    memref.store %c0, %arg0[%0] : memref<?xindex>
  }
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.subi %arg2, %i : index
    memref.store %c0, %arg0[%0] : memref<?xindex>
  }
  return
}

// -----

func.func @fold_i32(%arg0: memref<?xi32>, %n: i32, %k: i32) {
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c0i = arith.constant 0 : index
  %r = scf.for %i = %c1 to %n step %c3 iter_args(%a = %c1) -> i32 : i32 {
    %0 = arith.addi %i, %k : i32
    %1 = arith.addi %a, %0 : i32
    scf.yield %1 : i32
  }
  memref.store %r, %arg0[%c0i] : memref<?xi32>
  return
}
