// PIPELINE: --one-shot-bufferize --split-input-file
// One-Shot Bufferize without function boundaries: arguments are read
// through to_memref (fully dynamic layouts), writes into them are copies,
// new tensors allocate, constants become globals.


// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @constant_into_alloc
// CHECK: memref.get_global @__constant_4xf32
// CHECK: memref.copy
func.func @constant_into_alloc() -> tensor<4xf32> {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %x = bufferization.materialize_in_destination %cst in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_copy
func.func @alloc_copy(%t: tensor<?x4xf32>, %d: index) -> (tensor<?x4xf32>, tensor<?xf32>) {
  %c = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %a = bufferization.alloc_tensor(%d) : tensor<?xf32>
  return %c, %a : tensor<?x4xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @into_memref
func.func @into_memref(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// The same constant twice shares one global.
// CHECK-LABEL: func.func @shared_global
func.func @shared_global() -> (tensor<2xi32>, tensor<2xi32>, tensor<3xi32>) {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[1, 2]> : tensor<2xi32>
  %c = arith.constant dense<7> : tensor<3xi32>
  return %a, %b, %c : tensor<2xi32>, tensor<2xi32>, tensor<3xi32>
}

// -----

// CHECK-LABEL: func.func @if_select
func.func @if_select(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    scf.yield %cst : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @for_read_only
func.func @for_read_only(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @dealloc_tensor
func.func @dealloc_tensor(%d: index) {
  %a = bufferization.alloc_tensor(%d) : tensor<?xf32>
  bufferization.dealloc_tensor %a : tensor<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @mlp
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%[[A]] : memref<4x16xf32>)
func.func @mlp(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<16xf32>) outs(%m : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %z = arith.maximumf %s, %zero : f32
    linalg.yield %z : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// The loop carries the buffer of tensor.empty; the insert stores into it.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%[[B:.*]] = %alloc) -> (memref<16xf32>)
// CHECK-NEXT: memref.store %{{.*}}, %[[B]][%{{.*}}] : memref<16xf32>
// CHECK-NEXT: scf.yield %[[B]] : memref<16xf32>
func.func @loop(%n: index, %v: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<16xf32> {
    %x = tensor.insert %v into %acc[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// CHECK-LABEL: func.func @elements
// CHECK: memref.store
// CHECK-NEXT: memref.store
func.func @elements(%a: f32, %b: f32) -> tensor<2xf32> {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

// Matching extract_slice/insert_slice pairs are written in place, as in tiled loops.
// CHECK-LABEL: func.func @slices
// CHECK-NOT: memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
func.func @slices(%x: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %c2 = arith.constant 2 : index
  %e = bufferization.alloc_tensor() copy(%x) : tensor<4x4xf32>
  %s = tensor.extract_slice %e[1, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %d = linalg.add ins(%s, %s : tensor<2x4xf32>, tensor<2x4xf32>) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
  %i = tensor.insert_slice %d into %e[1, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
  %r = tensor.insert %v into %i[%c2, %c2] : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @tiled
// CHECK: scf.for
// CHECK-NOT: memref.alloc
// CHECK: scf.yield
func.func @tiled(%t: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %e = bufferization.alloc_tensor() copy(%t) : tensor<8x8xf32>
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %e) -> tensor<8x8xf32> {
    %s = tensor.extract_slice %acc[%i, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x8xf32>) -> tensor<4x8xf32>
    %n = tensor.insert_slice %f into %acc[%i, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
    scf.yield %n : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
