// PIPELINE: --gpu-decompose-memrefs --allow-unregistered-dialect --split-input-file
// Where mlir-opt-19 --gpu-decompose-memrefs miscompiles, Strata keeps the
// meaning (this file is not run differentially).
//
// Upstream rewrites a load or store inside gpu.launch to an access of
// `memref.reinterpret_cast %base to offset: [%off], sizes: [], strides: []`
// typed `memref<f32>`: the type says offset 0, and the access is lowered
// with that offset, so it reads or writes the buffer's first element
// instead of element %off. This program (upstream's lowering:
// --expand-strided-metadata --finalize-memref-to-llvm --convert-vector-to-llvm
// --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts,
// then mlir-cpu-runner-19) prints 10, not 12:
//
//   %m = memref.alloc() : memref<4xf32>   // m[0] = 10.0, m[2] = 12.0
//   %base, %off, %sz, %st = memref.extract_strided_metadata %m
//   %r = memref.reinterpret_cast %base to offset: [%c2], sizes: [], strides: []
//        : memref<f32> to memref<f32>
//   %v = memref.load %r[] : memref<f32>   // 10
//
// typed `memref<f32, strided<[], offset: ?>>` it prints 12, upstream and
// Strata alike. With a static non-zero offset upstream's cast even fails
// verification ("expected result type with offset = 10 instead of 0").
// Strata types the cast with its offset.

// CHECK-LABEL: func.func @dynamic_offsets
// CHECK: %[[B:.*]], %{{.*}}, %{{.*}}:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK: gpu.launch
// CHECK: %[[OFF:.*]] = affine.apply #{{.*}}()[%arg{{.*}}, %[[ST]]#0, %arg{{.*}}]
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[B]] to offset: [%[[OFF]]], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %[[V:.*]] = memref.load %[[R]][] : memref<f32, strided<[], offset: ?>>
// CHECK: %[[W:.*]] = memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: memref.store %[[V]], %[[W]][] : memref<f32, strided<[], offset: ?>>
func.func @dynamic_offsets(%m: memref<?x?xf32>, %n: memref<4x8xf32, strided<[?, ?], offset: ?>>, %i: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %a = memref.load %m[%tx, %ty] : memref<?x?xf32>
    memref.store %a, %n[%bx, %i] : memref<4x8xf32, strided<[?, ?], offset: ?>>
    gpu.terminator
  }
  return
}

// -----

// A constant offset gives a static layout (upstream fails to verify).
// CHECK-LABEL: func.func @static_offset
// CHECK: %[[R:.*]] = memref.reinterpret_cast %{{.*}} to offset: [10], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: 10>>
// CHECK-NEXT: memref.load %[[R]][] : memref<f32, strided<[], offset: 10>>
func.func @static_offset(%m: memref<4x8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %v = memref.load %m[%c1, %c2] : memref<4x8xf32>
    "test.use"(%v) : (f32) -> ()
    gpu.terminator
  }
  return
}
