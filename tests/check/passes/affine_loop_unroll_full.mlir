// PIPELINE: --affine-loop-unroll="unroll-full unroll-full-threshold=2" --split-input-file --allow-unregistered-dialect
// unroll-full with a threshold: every loop of at most 2 iterations, inner
// ones first, unrolls completely; longer or symbolic loops stay.

// CHECK-LABEL: func.func @threshold
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 3 {
// CHECK-NEXT: "test.a"(%arg1, %c0) : (index, index) -> ()
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: "test.a"(%arg1, %0) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to %arg0 {
func.func @threshold(%n: index) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      "test.a"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to %n {
    "test.b"(%i) : (index) -> ()
  }
  return
}
