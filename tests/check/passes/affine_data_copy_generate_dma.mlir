// PIPELINE: --affine-data-copy-generate --split-input-file --allow-unregistered-dialect
// affine-data-copy-generate with DMA transfers (generate-dma=true, the
// default).

// DMA copies (upstream's default): a tag buffer per region, dma_start and
// dma_wait before the nest for reads, after it for writes.
// CHECK-LABEL: func.func @read_and_write
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100_0 = arith.constant 100 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<100xf32, 1>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%c0_1], %alloc[%c0_1], %alloc_3[%c0_1], %c100_0 : memref<100xf32>, memref<100xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_3[%c0_1], %c100_0 : memref<1xi32>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<100xf32, 1>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<100xf32, 1>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %alloc_4[%arg2] : memref<100xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.dma_start %alloc_4[%c0], %arg1[%c0], %alloc_5[%c0], %c100 : memref<100xf32, 1>, memref<100xf32>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_5[%c0], %c100 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<100xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<100xf32, 1>
// CHECK-NEXT: return
func.func @read_and_write(%a: memref<100xf32>, %b: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %a[%i] : memref<100xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %b[%i] : memref<100xf32>
  }
  return
}

// -----

// Boxes narrower than the rows: one level of stride.
// CHECK-LABEL: func.func @strided_transfer
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c32_0 = arith.constant 32 : index
// CHECK-NEXT: %c16_1 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32, 1>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%c1, %c2], %alloc[%c0_2, %c0_2], %alloc_4[%c0_2], %c32_0, %c16_1, %c8 : memref<8x16xf32>, memref<4x8xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_4[%c0_2], %c32_0 : memref<1xi32>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<8x4xf32, 1>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 2 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT: %2 = affine.load %alloc[%arg2, %arg3 - 2] : memref<4x8xf32, 1>
// CHECK-NEXT: affine.store %2, %alloc_5[%arg3 - 2, %arg2] : memref<8x4xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.dma_start %alloc_5[%c0, %c0], %arg1[%c0, %c0], %alloc_6[%c0], %c32, %c16, %c4 : memref<8x4xf32, 1>, memref<8x16xf32>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_6[%c0], %c32 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_6 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<8x4xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x8xf32, 1>
// CHECK-NEXT: return
func.func @strided_transfer(%a: memref<8x16xf32>, %b: memref<8x16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 2 to 10 {
      %v = affine.load %a[%i + 1, %j] : memref<8x16xf32>
      affine.store %v, %b[%j - 2, %i] : memref<8x16xf32>
    }
  }
  return
}

// -----

// Straight-line accesses, read and written.
// CHECK-LABEL: func.func @straight_line
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5_0 = arith.constant 5 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32, 1>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: affine.dma_start %arg0[%c5_0], %alloc[%c0_2], %alloc_4[%c0_2], %c3_1 : memref<100xf32>, memref<3xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_4[%c0_2], %c3_1 : memref<1xi32>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %0 = affine.apply #map()
// CHECK-NEXT: affine.store %arg1, %alloc[0] : memref<3xf32, 1>
// CHECK-NEXT: %1 = affine.apply #map1()
// CHECK-NEXT: %2 = affine.load %alloc[2] : memref<3xf32, 1>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
// CHECK-NEXT: affine.dma_start %alloc[%c0], %arg0[%c5], %alloc_5[%c0], %c3 : memref<3xf32, 1>, memref<100xf32>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_5[%c0], %c3 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<3xf32, 1>
// CHECK-NEXT: return
func.func @straight_line(%a: memref<100xf32>, %x: f32) {
  affine.store %x, %a[5] : memref<100xf32>
  %v = affine.load %a[7] : memref<100xf32>
  "test.use"(%v) : (f32) -> ()
  return
}

// -----

// Two levels of stride are not supported (as upstream): the buffer is
// allocated, the accesses stay on the original.
// CHECK-LABEL: func.func @two_stride_levels
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4x4xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 2 {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2, %arg3] : memref<4x8x8xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @two_stride_levels(%a: memref<4x8x8xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %a[%i, %j, %k] : memref<4x8x8xf32>
        "test.use"(%v) : (f32) -> ()
      }
    }
  }
  return
}
