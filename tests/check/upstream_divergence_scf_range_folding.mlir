// PIPELINE: --scf-for-loop-range-folding
// Where mlir-opt-19 --scf-for-loop-range-folding miscompiles, Strata keeps
// the meaning (this file is not run differentially).
//
// Folding a product i * k into the loop, upstream scales the upper bound
// and the step by k but not the lower bound: `for i = 1 to n step 3` over
// `i * k` becomes `for j = 1 to n * k step 3 * k` where it should start at
// k. Strata scales the lower bound too
// (targets/tests/run/scf_for_loop_range_folding.mlir runs such a loop).

// CHECK-LABEL: func.func @fold_mul
// CHECK: %[[UB:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: %[[LB:.*]] = arith.muli %c1_i32, %arg2 : i32
// CHECK-NEXT: %[[STEP:.*]] = arith.muli %c3_i32, %arg2 : i32
// CHECK-NEXT: scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] : i32 {
// CHECK-NEXT: memref.store %[[J]], %arg0[%c0] : memref<?xi32>
func.func @fold_mul(%arg0: memref<?xi32>, %n: i32, %k: i32) {
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c0i = arith.constant 0 : index
  scf.for %i = %c1 to %n step %c3 : i32 {
    %0 = arith.muli %i, %k : i32
    memref.store %0, %arg0[%c0i] : memref<?xi32>
  }
  return
}
