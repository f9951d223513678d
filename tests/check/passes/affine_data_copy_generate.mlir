// PIPELINE: --affine-data-copy-generate=generate-dma=false --split-input-file --allow-unregistered-dialect
// affine-data-copy-generate with point-wise copy loops: each nest (and
// each run of straight-line accesses) gets fast buffers over the boxes it
// reads and writes, copy loops around it, and its accesses shifted into
// the buffers; upstream's constants at the top of the function.

// A read and a written memref: buffers in memory space 1, a copy-in loop
// before the nest, a copy-out loop after it, deallocations after that.
// CHECK-LABEL: func.func @read_and_write
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100_0 = arith.constant 100 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<100xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<100xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<100xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<100xf32, 1>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %alloc_3[%arg2] : memref<100xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 100 {
// CHECK-NEXT: %0 = affine.load %alloc_3[%arg2] : memref<100xf32, 1>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<100xf32, 1>
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

// Two nests, each copied on its own; the second touches a[10..59] only,
// so its buffer is addressed from 10.
// CHECK-LABEL: func.func @two_nests
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<100xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 100 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg1] : memref<100xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 100 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<100xf32, 1>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<100xf32, 1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<50xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 10 to 60 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %alloc_2[%arg1 - 10] : memref<50xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 50 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.load %alloc_2[%arg1] : memref<50xf32, 1>
// CHECK-NEXT: "test.use"(%1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<50xf32, 1>
// CHECK-NEXT: return
func.func @two_nests(%a: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %a[%i] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  affine.for %i = 0 to 50 {
    %v = affine.load %a[%i + 10] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// Boxes of a 2-D nest: a[1..4][2..9] and b[0..7][0..3] (transposed).
// CHECK-LABEL: func.func @two_deep
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c32_0 = arith.constant 32 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 1 to 5 {
// CHECK-NEXT: affine.for %arg3 = 2 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<8x16xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2 - 1, %arg3 - 2] : memref<4x8xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<8x4xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 2 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT: %2 = affine.load %alloc[%arg2, %arg3 - 2] : memref<4x8xf32, 1>
// CHECK-NEXT: affine.store %2, %alloc_3[%arg3 - 2, %arg2] : memref<8x4xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %alloc_3[%arg2, %arg3] : memref<8x4xf32, 1>
// CHECK-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<8x4xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x8xf32, 1>
// CHECK-NEXT: return
func.func @two_deep(%a: memref<8x16xf32>, %b: memref<8x16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 2 to 10 {
      %v = affine.load %a[%i + 1, %j] : memref<8x16xf32>
      affine.store %v, %b[%j - 2, %i] : memref<8x16xf32>
    }
  }
  return
}

// -----

// A memref read and written gets one buffer over the union of both boxes.
// CHECK-LABEL: func.func @read_modify_write
// CHECK-NEXT: %c51 = arith.constant 51 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c51_0 = arith.constant 51 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<51xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 51 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg1] : memref<51xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 50 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<51xf32, 1>
// CHECK-NEXT: affine.store %0, %alloc[%arg1 + 1] : memref<51xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 51 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<51xf32, 1>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<51xf32, 1>
// CHECK-NEXT: return
func.func @read_modify_write(%a: memref<100xf32>) {
  affine.for %i = 0 to 50 {
    %v = affine.load %a[%i] : memref<100xf32>
    affine.store %v, %a[%i + 1] : memref<100xf32>
  }
  return
}

// -----

// Straight-line accesses outside loops form a range too.
// CHECK-LABEL: func.func @straight_line
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5_0 = arith.constant 5 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 5 to 8 {
// CHECK-NEXT: %3 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.store %3, %alloc[%arg2 - 5] : memref<3xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.apply #map()
// CHECK-NEXT: affine.store %arg1, %alloc[0] : memref<3xf32, 1>
// CHECK-NEXT: %1 = affine.apply #map1()
// CHECK-NEXT: %2 = affine.load %alloc[2] : memref<3xf32, 1>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
// CHECK-NEXT: affine.for %arg2 = 5 to 8 {
// CHECK-NEXT: %3 = affine.load %alloc[%arg2 - 5] : memref<3xf32, 1>
// CHECK-NEXT: affine.store %3, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<3xf32, 1>
// CHECK-NEXT: return
func.func @straight_line(%a: memref<100xf32>, %x: f32) {
  affine.store %x, %a[5] : memref<100xf32>
  %v = affine.load %a[7] : memref<100xf32>
  "test.use"(%v) : (f32) -> ()
  return
}

// -----

// A box one element high: that copy loop is promoted.
// CHECK-LABEL: func.func @one_row
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c3_0 = arith.constant 3 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x16xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: %0 = affine.load %arg0[3, %arg1] : memref<8x16xf32>
// CHECK-NEXT: affine.store %0, %alloc[0, %arg1] : memref<1x16xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: %2 = affine.load %alloc[0, %arg1] : memref<1x16xf32, 1>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<1x16xf32, 1>
// CHECK-NEXT: return
func.func @one_row(%a: memref<8x16xf32>) {
  affine.for %j = 0 to 16 {
    %v = affine.load %a[3, %j] : memref<8x16xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A strided loop copies from its first to its last element.
// CHECK-LABEL: func.func @strided
// CHECK-NEXT: %c97 = arith.constant 97 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<97xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 97 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg1] : memref<97xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 100 step 4 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<97xf32, 1>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<97xf32, 1>
// CHECK-NEXT: return
func.func @strided(%a: memref<100xf32>) {
  affine.for %i = 0 to 100 step 4 {
    %v = affine.load %a[%i] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A dynamically sized memref: the box comes from the loop.
// CHECK-LABEL: func.func @dynamic_size
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg1] : memref<10xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<10xf32, 1>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<10xf32, 1>
// CHECK-NEXT: return
func.func @dynamic_size(%a: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// NOT copied: memrefs outside the slow memory space, a loop that never
// runs, a function without accesses (each gets the pass's zero).
// CHECK-LABEL: func.func @other_space
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<16xf32, 2>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<16xf32, 2>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @other_space(%a: memref<16xf32, 2>, %b: memref<16xf32, 2>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %a[%i] : memref<16xf32, 2>
    affine.store %v, %b[%i] : memref<16xf32, 2>
  }
  return
}
// CHECK-LABEL: func.func @empty_loop
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 0 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @empty_loop(%a: memref<10xf32>) {
  affine.for %i = 0 to 0 {
    %v = affine.load %a[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
// CHECK-LABEL: func.func @no_accesses
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
func.func @no_accesses(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  return %y : f32
}
