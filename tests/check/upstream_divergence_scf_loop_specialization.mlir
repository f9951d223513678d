// PIPELINE: --scf-for-loop-specialization
// Where mlir-opt-19 --scf-for-loop-specialization crashes, Strata versions
// the loop all the same (this file is not run differentially).
//
// Upstream builds the scf.if without results and erases the loop while its
// results are still used (a segmentation fault on this input); Strata's
// scf.if yields the results of each version of the loop.

// CHECK-LABEL: func.func @loop_with_results
// CHECK: %[[MIN:.*]] = affine.min
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi eq, %[[MIN]], %c4 : index
// CHECK-NEXT: %[[IF:.*]] = scf.if %[[COND]] -> (index) {
// CHECK-NEXT: %[[A:.*]] = scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args(%{{.*}} = %c0) -> (index) {
// CHECK: scf.yield %[[A]] : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[B:.*]] = scf.for %{{.*}} = %c0 to %[[MIN]] step %c1 iter_args(%{{.*}} = %c0) -> (index) {
// CHECK: scf.yield %[[B]] : index
// CHECK: return %[[IF]] : index
func.func @loop_with_results(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = affine.min affine_map<(d0) -> (d0, 4)>(%n)
  %r = scf.for %i = %c0 to %b step %c1 iter_args(%a = %c0) -> index {
    %s = arith.addi %a, %i : index
    scf.yield %s : index
  }
  return %r : index
}
