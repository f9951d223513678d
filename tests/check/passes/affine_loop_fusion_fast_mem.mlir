// PIPELINE: --affine-loop-fusion='fusion-fast-mem-space=2 fusion-local-buf-threshold=1 fusion-maximal'
// affine-loop-fusion with a fast memory space for private buffers.

// The private buffer (8 bytes) fits in 1 KiB: it goes to memory space 2.
// CHECK-LABEL: func.func @private_buffer_in_fast_memory
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x1xf64, 2>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf64>
// CHECK-NEXT: %1 = arith.negf %0 : f64
// CHECK-NEXT: affine.store %1, %alloc[0, 0] : memref<1x1xf64, 2>
// CHECK-NEXT: %2 = affine.load %alloc[0, 0] : memref<1x1xf64, 2>
// CHECK-NEXT: %3 = arith.mulf %2, %2 : f64
// CHECK-NEXT: affine.store %3, %arg1[%arg2, %arg3] : memref<4x8xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @private_buffer_in_fast_memory(%a: memref<4x8xf64>, %out: memref<4x8xf64>) {
  %t = memref.alloc() : memref<4x8xf64>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<4x8xf64>
      %n = arith.negf %v : f64
      affine.store %n, %t[%i, %j] : memref<4x8xf64>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %t[%i, %j] : memref<4x8xf64>
      %m = arith.mulf %v, %v : f64
      affine.store %m, %out[%i, %j] : memref<4x8xf64>
    }
  }
  return
}
