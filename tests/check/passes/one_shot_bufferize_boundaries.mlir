// PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --split-input-file
// One-Shot Bufferize with function boundaries: tensor arguments become
// memrefs of fully dynamic layout (writable), results take the type of the
// buffer returned (infer-layout-map), calls pass buffers.

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

func.func @elements(%a: f32, %b: f32) -> tensor<2xf32> {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

// The callee writes into a copy of its argument: it is not written in
// place (the caller reads it afterwards).
// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @caller
// CHECK: %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %arg0, %[[C]]
func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %r = func.call @callee(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// A function declared without a body takes memrefs; calls are taken to read
// and write its arguments (%a is copied, since it is read after the call).
// CHECK-LABEL: func.func private @ext
// CHECK-SAME: memref<4xf32, strided<[?], offset: ?>>
func.func private @ext(tensor<4xf32>, tensor<?xf32>) -> f32
func.func @call_external(%a: tensor<4xf32>, %b: tensor<?xf32>) -> (f32, f32) {
  %r = call @ext(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> f32
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %r, %x : f32, f32
}
