// PIPELINE: --affine-parallelize=parallel-reductions
// Where mlir-opt-19 --affine-parallelize builds invalid IR, Strata keeps
// the loop (this file is not run differentially).
//
// Upstream turns an arith.maxsi reduction into a "maxs" reduction of
// affine.parallel, which the op's verifier only accepts on signed integer
// types: mlir-opt-19 fails with "'affine.parallel' op result type cannot
// match reduction attribute". arith's min/max ops take signless integers,
// so Strata leaves such loops sequential.

// CHECK-LABEL: func.func @max_reduction(
// CHECK: affine.for %arg1 = 0 to 100 iter_args(%arg2 = %c0_i32) -> (i32) {
// CHECK: arith.maxsi
// CHECK-NOT: affine.parallel
func.func @max_reduction(%b: memref<100xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 100 iter_args(%m = %z) -> i32 {
    %w = affine.load %b[%i] : memref<100xi32>
    %n = arith.maxsi %m, %w : i32
    affine.yield %n : i32
  }
  return %r : i32
}
