// PIPELINE: --buffer-loop-hoisting
// Where Strata's buffer-loop-hoisting keeps an allocation in its loop and
// mlir-opt-19 does not.
//
// A buffer freed in the loop body: mlir-opt-19 moves the memref.alloc out
// of the loop and leaves the memref.dealloc in it, which frees the one
// buffer again on every iteration. Strata moves no allocation that an op
// frees.

// CHECK-LABEL: func.func @freed_in_loop
// CHECK: scf.for
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: memref.store
// CHECK-NEXT: memref.dealloc
func.func @freed_in_loop(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
