// PIPELINE: --gpu-decompose-memrefs --allow-unregistered-dialect --split-input-file
// gpu-decompose-memrefs: inside gpu.launch, subviews become reinterpret
// casts of the base buffer of their source, whose metadata is extracted
// where the source is defined; accesses at offset 0 read a rank-0 cast.
// (Accesses at other offsets are in upstream_divergence_gpu.mlir.)

// CHECK-LABEL: func.func @subviews
// CHECK: %[[B:.*]], %[[O:.*]], %[[SZ:.*]]:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32>
// CHECK: %[[B2:.*]], %[[O2:.*]], %[[SZ2:.*]]:2, %[[ST2:.*]]:2 = memref.extract_strided_metadata %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK: gpu.launch
// CHECK: %[[OFF:.*]] = affine.apply #{{.*}}()[%arg{{.*}}, %[[ST]]#0]
// CHECK: memref.reinterpret_cast %[[B]] to offset: [%[[OFF]]], sizes: [2, 3], strides: [%[[ST]]#0, %arg2] : memref<f32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK: memref.reinterpret_cast %[[B2]] to offset: [%{{.*}}], sizes: [4], strides: [%[[ST2]]#1] : memref<f32> to memref<4xf32, strided<[?], offset: ?>>
func.func @subviews(%m: memref<?x?xf32>, %n: memref<4x8xf32, strided<[?, ?], offset: ?>>, %j: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %s = memref.subview %m[%tx, 2] [2, 3] [1, %j] : memref<?x?xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    %s2 = memref.subview %n[1, 2] [1, 4] [1, 1] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
    "test.use"(%s, %s2) : (memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> ()
    gpu.terminator
  }
  return
}

// -----

// Static layouts fold to constants; a buffer allocated in the launch has
// its metadata extracted right after the allocation.
// CHECK-LABEL: func.func @static_and_local
// CHECK: gpu.launch
// CHECK: %[[A:.*]] = memref.alloca() : memref<4x8xf32, 3>
// CHECK-NEXT: %[[B:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[A]]
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [10], sizes: [2, 3], strides: [8, 1] : memref<f32> to memref<2x3xf32, strided<[8, 1], offset: 10>>
// CHECK: memref.reinterpret_cast %[[B]] to offset: [%{{.*}}], sizes: [2, 3], strides: [8, 1] : memref<f32, 3> to memref<2x3xf32, strided<[8, 1], offset: ?>, 3>
func.func @static_and_local(%m: memref<4x8xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %l = memref.alloca() : memref<4x8xf32, 3>
    %s = memref.subview %m[1, 2] [2, 3] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 10>>
    %s2 = memref.subview %l[%tx, 2] [2, 3] [1, 1] : memref<4x8xf32, 3> to memref<2x3xf32, strided<[8, 1], offset: ?>, 3>
    "test.use"(%s, %s2) : (memref<2x3xf32, strided<[8, 1], offset: 10>>, memref<2x3xf32, strided<[8, 1], offset: ?>, 3>) -> ()
    gpu.terminator
  }
  return
}

// -----

// An access whose offset folds to 0 reads the base buffer itself (the
// rank-0 cast at offset 0 folds away).
// CHECK-LABEL: func.func @offset_zero
// CHECK: %[[B:[^,]*]], %{{.*}} = memref.extract_strided_metadata %arg0
// CHECK: gpu.launch
// CHECK-NEXT: memref.load %[[B]][] : memref<f32>
func.func @offset_zero(%m: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %v = memref.load %m[%c0, %c0] : memref<4x8xf32>
    "test.use"(%v) : (f32) -> ()
    gpu.terminator
  }
  return
}

// -----

// Left alone: accesses outside launches, rank-0 memrefs, and layouts that
// are not strided.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: extract_strided_metadata
// CHECK: memref.load %arg0[%arg3, %arg3] : memref<4x8xf32>
// CHECK: memref.load %arg1[] : memref<f32>
// CHECK: memref.store %{{.*}}, %arg2[%arg3] : memref<4xf32, #map>
func.func @left_alone(%m: memref<4x8xf32>, %z: memref<f32>, %w: memref<4xf32, affine_map<(d0) -> (d0 * 2)>>, %i: index) {
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%i, %i] : memref<4x8xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z1 = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    %v = memref.load %z[] : memref<f32>
    %s = arith.addf %v, %a : f32
    memref.store %s, %w[%i] : memref<4xf32, affine_map<(d0) -> (d0 * 2)>>
    gpu.terminator
  }
  return
}
