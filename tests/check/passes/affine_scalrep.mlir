// PIPELINE: --affine-scalrep --split-input-file --allow-unregistered-dialect
// affine-scalrep: stores forwarded to loads, repeated loads merged, stores
// overwritten before any read dropped, and a local buffer left with only
// stores removed; an intervening write (possibly aliasing, or in a loop
// that may reach the element) keeps the load.

// CHECK-LABEL: func.func @forward_in_loop
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
func.func @forward_in_loop(%out: memref<10xf32>) {
  %c = arith.constant 7.0 : f32
  %buf = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %c, %buf[%i] : memref<10xf32>
    %v = affine.load %buf[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %out[%i] : memref<10xf32>
  }
  memref.dealloc %buf : memref<10xf32>
  return
}

// -----

// The store to %m[%i + 1] cannot overwrite element %i in one iteration.
// CHECK-LABEL: func.func @forward_past_other_element
// CHECK: affine.store %arg1, %arg0[%arg2] : memref<11xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2 + 1] : memref<11xf32>
// CHECK-NEXT: "test.use"(%arg1) : (f32) -> ()
func.func @forward_past_other_element(%m: memref<11xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<11xf32>
    affine.store %x, %m[%i + 1] : memref<11xf32>
    %v = affine.load %m[%i] : memref<11xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// A store to another function argument may alias: no forwarding, but the
// two loads before it are merged.
// CHECK-LABEL: func.func @alias_and_cse
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[0] : memref<4xf32>
// CHECK-NEXT: %2 = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
func.func @alias_and_cse(%a: memref<4xf32>, %b: memref<4xf32>) {
  %x = affine.load %a[0] : memref<4xf32>
  %y = affine.load %a[0] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  affine.store %s, %b[0] : memref<4xf32>
  %z = affine.load %a[0] : memref<4xf32>
  "test.use"(%z) : (f32) -> ()
  return
}

// -----

// The first store is overwritten before any read.
// CHECK-LABEL: func.func @dead_store
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT: }
func.func @dead_store(%m: memref<4xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 4 {
    affine.store %x, %m[%i] : memref<4xf32>
    affine.store %y, %m[%i] : memref<4xf32>
  }
  return
}

// -----

// A store in an inner loop that may reach the element keeps the load.
// CHECK-LABEL: func.func @inner_loop_write
// CHECK: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
func.func @inner_loop_write(%m: memref<10xf32>, %i: index, %x: f32) {
  affine.store %x, %m[%i] : memref<10xf32>
  affine.for %j = 0 to 10 {
    affine.store %x, %m[%j] : memref<10xf32>
  }
  %v = affine.load %m[%i] : memref<10xf32>
  "test.use"(%v) : (f32) -> ()
  return
}

// -----

// Vector stores forward to vector loads of the same type and indices, and
// repeated vector loads merge.
// CHECK-LABEL: func.func @vectors
// CHECK: affine.vector_store %arg1, %arg0[%arg2 * 4] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: "test.use"(%arg1) : (vector<4xf32>) -> ()
// CHECK: %0 = affine.vector_load %arg0[0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %0 : vector<4xf32>
func.func @vectors(%m: memref<16xf32>, %v: vector<4xf32>) -> vector<4xf32> {
  affine.for %i = 0 to 4 {
    affine.vector_store %v, %m[%i * 4] : memref<16xf32>, vector<4xf32>
    %l = affine.vector_load %m[%i * 4] : memref<16xf32>, vector<4xf32>
    "test.use"(%l) : (vector<4xf32>) -> ()
  }
  %a = affine.vector_load %m[0] : memref<16xf32>, vector<4xf32>
  %b = affine.vector_load %m[0] : memref<16xf32>, vector<4xf32>
  %c = arith.addf %a, %b : vector<4xf32>
  return %c : vector<4xf32>
}

// -----

// A vector load of another type is not replaced.
// CHECK-LABEL: func.func @vector_types_differ
// CHECK: %0 = affine.vector_load %arg0[0] : memref<16xf32>, vector<2xf32>
func.func @vector_types_differ(%m: memref<16xf32>, %v: vector<4xf32>) -> vector<2xf32> {
  affine.vector_store %v, %m[0] : memref<16xf32>, vector<4xf32>
  %l = affine.vector_load %m[0] : memref<16xf32>, vector<2xf32>
  return %l : vector<2xf32>
}
