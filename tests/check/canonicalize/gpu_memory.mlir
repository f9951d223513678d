// PIPELINE: --canonicalize --split-input-file
// Canonicalization of gpu memory ops and barriers: a copy into fresh memory
// that is only freed afterwards goes (an async one when it waits on exactly
// one token, which takes its place), memref.dim of a gpu.alloc is its size
// operand, memcpy/memset take the sources of memref.casts, and a barrier
// right before another goes.

// CHECK-LABEL: func.func @dead_copies(
// CHECK-NEXT: %[[M:.*]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.dealloc %[[M]] : memref<8xf32>
// CHECK-NEXT: return %arg1 : !gpu.async.token
func.func @dead_copies(%src: memref<8xf32>, %t: !gpu.async.token) -> !gpu.async.token {
  %a = memref.alloc() : memref<8xf32>
  gpu.memcpy %a, %src : memref<8xf32>, memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %b = gpu.alloc () : memref<8xf32>
  gpu.memcpy %b, %src : memref<8xf32>, memref<8xf32>
  %c = gpu.alloc () : memref<8xf32>
  %t1 = gpu.memcpy async [%t] %c, %src : memref<8xf32>, memref<8xf32>
  gpu.dealloc %c : memref<8xf32>
  return %t1 : !gpu.async.token
}

// -----

// Copies whose target is read, not made here, or copied into twice stay,
// as do async ones without exactly one dependency and a synchronous one
// with a dependency.
// CHECK-LABEL: func.func @live_copies(
// CHECK: gpu.memcpy %{{.*}}, %arg0
// CHECK-NEXT: memref.load
// CHECK-NEXT: gpu.memcpy %arg1, %arg0
// CHECK-NEXT: gpu.alloc
// CHECK-NEXT: %[[T1:.*]] = gpu.memcpy async %{{.*}}, %arg0
// CHECK-NEXT: gpu.memcpy async [%arg2, %[[T1]]]
// CHECK-NEXT: gpu.alloc
// CHECK-NEXT: gpu.memcpy [%arg2]
// CHECK-NEXT: gpu.memcpy %
func.func @live_copies(%src: memref<8xf32>, %dst: memref<8xf32>, %t: !gpu.async.token) -> (f32, !gpu.async.token, !gpu.async.token) {
  %c0 = arith.constant 0 : index
  %a = gpu.alloc () : memref<8xf32>
  gpu.memcpy %a, %src : memref<8xf32>, memref<8xf32>
  %v = memref.load %a[%c0] : memref<8xf32>
  gpu.memcpy %dst, %src : memref<8xf32>, memref<8xf32>
  %b = gpu.alloc () : memref<8xf32>
  %t1 = gpu.memcpy async %b, %src : memref<8xf32>, memref<8xf32>
  %t2 = gpu.memcpy async [%t, %t1] %b, %src : memref<8xf32>, memref<8xf32>
  %c = gpu.alloc () : memref<8xf32>
  gpu.memcpy [%t] %c, %src : memref<8xf32>, memref<8xf32>
  gpu.memcpy %c, %src : memref<8xf32>, memref<8xf32>
  gpu.dealloc %b : memref<8xf32>
  gpu.dealloc %c : memref<8xf32>
  return %v, %t1, %t2 : f32, !gpu.async.token, !gpu.async.token
}

// -----

// CHECK-LABEL: func.func @alloc_dims(
// CHECK-NOT: memref.dim
// CHECK: return %arg1, %arg0 : index, index
func.func @alloc_dims(%n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = gpu.alloc (%n, %m) : memref<?x4x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %l = memref.load %a[%c0, %c0, %c0] : memref<?x4x?xf32>
  gpu.dealloc %a : memref<?x4x?xf32>
  return %d2, %d0 : index, index
}

// -----

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0
// CHECK-NEXT: gpu.memcpy %arg0, %arg1 : memref<4x4xf32>, memref<4x4xf32>
// CHECK-NEXT: %{{.*}} = gpu.memset async %arg0, %arg2 : memref<4x4xf32>, f32
// CHECK-NEXT: gpu.dealloc %[[C]] : memref<?x4xf32>
func.func @casts(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %v: f32) -> !gpu.async.token {
  %ca = memref.cast %a : memref<4x4xf32> to memref<?x4xf32>
  %cb = memref.cast %b : memref<4x4xf32> to memref<?x?xf32>
  gpu.memcpy %ca, %cb : memref<?x4xf32>, memref<?x?xf32>
  %t = gpu.memset async %ca, %v : memref<?x4xf32>, f32
  gpu.dealloc %ca : memref<?x4xf32>
  return %t : !gpu.async.token
}

// -----

// CHECK-LABEL: func.func @barriers(
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: return
func.func @barriers(%m: memref<f32>, %v: f32) {
  gpu.barrier
  gpu.barrier
  gpu.barrier
  memref.store %v, %m[] : memref<f32>
  gpu.barrier
  gpu.barrier
  return
}
