// PIPELINE: --affine-loop-fusion --split-input-file
// Where mlir-opt-19 --affine-loop-fusion differs from Strata (this file is
// not run differentially): a miscompile upstream, and fusions with
// producer slices that Strata does not perform (it leaves the nests).

// Upstream fuses, then iteration i reads a[i - 1] after iteration i - 1
// overwrote it (the values shift by one element in total, not all
// become a[0]); Strata's dependence check refuses.
// CHECK-LABEL: func.func @shift_through_buffer
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg1 = 1 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 - 1] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 1 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @shift_through_buffer(%a: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 1 to 10 {
    %v = affine.load %a[%i - 1] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 1 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}

// -----

// Upstream fuses with a slice of the producer (the consumer runs fewer
// iterations, or reads in another order); Strata fuses only when the
// slice is one producer iteration at the same IVs, and leaves these.
// CHECK-LABEL: func.func @consumer_runs_fewer_iterations
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 5 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @consumer_runs_fewer_iterations(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
// CHECK-LABEL: func.func @reversed_producer
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[-%arg2 + 9] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @reversed_producer(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[9 - %i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
