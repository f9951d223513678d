// PIPELINE: --scf-for-loop-peeling=skip-partial=false
// With dynamic bounds the split is max(lb, ub - (ub - lb) mod step), so
// a loop with lb > ub runs no partial iteration (mlir-opt-19 runs one);
// this file is CHECK-only, the rest of the output is upstream's.
// scf-for-loop-peeling with skip-partial=false: the inner loop in the
// partial iteration of the outer loop is peeled too (six loops; five with
// the default).

// CHECK-LABEL: func.func @nested_loops
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: scf.for
#map = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
func.func @nested_loops(%lb0: index, %lb1 : index, %ub0: index, %ub1: index, %step: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r0 = scf.for %iv0 = %lb0 to %ub0 step %step iter_args(%arg0 = %c0) -> i32 {
    %r1 = scf.for %iv1 = %lb1 to %ub1 step %step iter_args(%arg1 = %arg0) -> i32 {
      %s = affine.min #map(%ub1, %iv1)[%step]
      %casted = arith.index_cast %s : index to i32
      %0 = arith.addi %arg1, %casted : i32
      scf.yield %0 : i32
    }
    %1 = arith.addi %arg0, %r1 : i32
    scf.yield %1 : i32
  }
  return %r0 : i32
}
