// PIPELINE: --affine-data-copy-generate=generate-dma=false --split-input-file --allow-unregistered-dialect
// Where mlir-opt-19 --affine-data-copy-generate differs from Strata (this
// file is not run differentially).

// Upstream copies the whole box a[4..29] back after the loop, the elements
// the strided loop never wrote included, from a buffer nothing filled
// there; Strata copies the box in first.
// CHECK-LABEL: func.func @strided_write
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c26 = arith.constant 26 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c26_1 = arith.constant 26 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<26xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 4 to 30 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<32xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2 - 4] : memref<26xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 4 to 32 step 5 {
// CHECK-NEXT: affine.store %arg1, %alloc[%arg2 - 4] : memref<26xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 4 to 30 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2 - 4] : memref<26xf32, 1>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<26xf32, 1>
// CHECK-NEXT: return
func.func @strided_write(%a: memref<32xf32>, %x: f32) {
  affine.for %i = 4 to 32 step 5 {
    affine.store %x, %a[%i] : memref<32xf32>
  }
  return
}

// -----

// Upstream copies regions parametric in symbols and subscripts with `mod`,
// and moves affine accesses to the buffer beside a non-affine access to
// the same memref; Strata leaves these nests as they are.
// CHECK-LABEL: func.func @symbolic_subscript
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + %arg1] : memref<100xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @symbolic_subscript(%a: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i + %n] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
// CHECK-LABEL: func.func @mod_subscript
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 20 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1 mod 10] : memref<10xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @mod_subscript(%a: memref<10xf32>) {
  affine.for %i = 0 to 20 {
    %v = affine.load %a[%i mod 10] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
// CHECK-LABEL: func.func @non_affine_access
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%c0_0] : memref<100xf32>
// CHECK-NEXT: "test.use"(%0, %1) : (f32, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @non_affine_access(%a: memref<100xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<100xf32>
    %w = memref.load %a[%c0] : memref<100xf32>
    "test.use"(%v, %w) : (f32, f32) -> ()
  }
  return
}

// -----

// A buffer allocated inside the nest is not copied: copies before the nest
// could not use it (mlir-opt-19 emits them and the result fails to
// verify).
// CHECK-LABEL: func.func @memref_defined_in_nest
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x10xf32, 1>
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<4x10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg1, %arg2] : memref<4x10xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg1, %arg2] : memref<4x10xf32, 1>
// CHECK-NEXT: affine.store %0, %alloc_1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4x10xf32, 1>
// CHECK-NEXT: return
func.func @memref_defined_in_nest(%a: memref<4x10xf32>) {
  affine.for %k = 0 to 4 {
    %t = memref.alloc() : memref<10xf32>
    affine.for %i = 0 to 10 {
      %v = affine.load %a[%k, %i] : memref<4x10xf32>
      affine.store %v, %t[%i] : memref<10xf32>
    }
    memref.dealloc %t : memref<10xf32>
  }
  return
}
