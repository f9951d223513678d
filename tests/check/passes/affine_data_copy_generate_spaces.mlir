// PIPELINE: --affine-data-copy-generate='slow-mem-space=2 fast-mem-space=0 tag-mem-space=3 min-dma-transfer=64 fast-mem-capacity=1024'
// affine-data-copy-generate's memory space options.

// Copies from memory space 2 into space 0; tags in space 3.
// CHECK-LABEL: func.func @spaces
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<1xi32, 3>
// CHECK-NEXT: affine.dma_start %arg0[%c0], %alloc[%c0], %alloc_1[%c0], %c16 : memref<16xf32, 2>, memref<16xf32>, memref<1xi32, 3>
// CHECK-NEXT: affine.dma_wait %alloc_1[%c0], %c16 : memref<1xi32, 3>
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<16xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<1xi32, 3>
// CHECK-NEXT: memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT: return
func.func @spaces(%a: memref<16xf32, 2>, %b: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %a[%i] : memref<16xf32, 2>
    affine.store %v, %b[%i] : memref<16xf32>
  }
  return
}
