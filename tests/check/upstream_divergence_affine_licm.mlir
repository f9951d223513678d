// PIPELINE: --affine-loop-invariant-code-motion --allow-unregistered-dialect
// Where mlir-opt-19 --affine-loop-invariant-code-motion miscompiles,
// Strata keeps the meaning (this file is not run differentially).
//
// Upstream only counts ops declaring a write effect as writers of the
// memref: the call, which may write %A every iteration, is ignored and
// the load is hoisted above it.

// CHECK-LABEL: func.func @load_kept_with_call
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: func.call @ext(%arg0) : (memref<10xf32>) -> ()
func.func private @ext(memref<10xf32>)
func.func @load_kept_with_call(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<10xf32>
    func.call @ext(%A) : (memref<10xf32>) -> ()
    "test.use"(%v) : (f32) -> ()
  }
  return
}
