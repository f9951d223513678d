// PIPELINE: --scf-parallel-loop-tiling --split-input-file
// scf-parallel-loop-tiling without tile sizes: every size is 1, so each
// inner loop runs one iteration of the outer one.

// CHECK-LABEL: func.func @static_loop_with_step
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0_0, %c0_0) to (%0, %1) step (%c3, %c3) {
func.func @static_loop_with_step() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c22 = arith.constant 22 : index
  %c24 = arith.constant 24 : index
  scf.parallel (%i0, %i1) = (%c0, %c0) to (%c22, %c24) step (%c3, %c3) {
  }
  return
}

// -----

func.func @tile_nested_innermost() {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    scf.parallel (%k, %l) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    }
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
  }
  return
}
