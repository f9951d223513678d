// PIPELINE: --scf-for-loop-peeling --split-input-file
// Where mlir-opt-19 --scf-for-loop-peeling builds invalid IR or
// miscompiles, Strata leaves the loop alone (this file is not run
// differentially).
//
// Upstream computes the split bound of a loop over i32 with an
// affine.apply of i32 operands and gives the loop an index upper bound;
// both fail verification. Strata peels only loops over index.

// CHECK-LABEL: func.func @i32_loop
// CHECK: scf.for %{{.*}} = %c0_i32 to %arg0 step %c4_i32 : i32 {
// CHECK-NOT: scf.for
// CHECK-NOT: affine.apply
func.func @i32_loop(%n: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %i0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %c4 : i32 {
    memref.store %i, %m[%i0] : memref<?xi32>
  }
  return
}


// -----

// Upstream peels a loop with constant bounds and no iteration (10 to 0
// step 4): the split bound is 0 - (0 - 10) mod 4 = -2 and the partial
// iteration runs once, at -2 (targets/tests/run/scf_for_loop_peeling.mlir
// prints 0 for it; upstream's peeled program prints -2). Strata leaves the
// loop alone.

// CHECK-LABEL: func.func @zero_trip
// CHECK: scf.for %{{.*}} = %c10 to %c0 step %c4 iter_args
// CHECK-NOT: scf.for
func.func @zero_trip() -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c10 to %c0 step %c4 iter_args(%acc = %c0) -> index {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  return %r : index
}
