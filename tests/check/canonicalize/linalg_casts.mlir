// PIPELINE: --canonicalize --split-input-file
// The linalg dialect's patterns for every structured op (erase ops on
// empty buffers, fold a cast of a result into the op, infer static operand
// shapes) and the tensor dialect's folding of casts that only made an
// operand more dynamic into any destination-style op.

// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
func.func @dead(%a: memref<0x4xf32>, %b: memref<0x4xf32>) {
  linalg.copy ins(%a : memref<0x4xf32>) outs(%b : memref<0x4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @dead_tensor
// CHECK: linalg.copy
func.func @dead_tensor(%a: tensor<0x4xf32>, %b: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %r = linalg.copy ins(%a : tensor<0x4xf32>) outs(%b : tensor<0x4xf32>) -> tensor<0x4xf32>
  return %r : tensor<0x4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_producer
// CHECK: linalg.add ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
func.func @cast_producer(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<4x4xf32> to tensor<?x?xf32>
  %d = tensor.cast %b : tensor<4x4xf32> to tensor<?x?xf32>
  %r = linalg.add ins(%c, %c : tensor<?x?xf32>, tensor<?x?xf32>) outs(%d : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_consumer
// CHECK: linalg.add {{.*}} -> tensor<4x4xf32>
// CHECK-NEXT: return
func.func @cast_consumer(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<4x4xf32> {
  %r = linalg.add ins(%a, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @infer
// CHECK: outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
func.func @infer(%a: tensor<4x8xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @sm
// CHECK: linalg.softmax dimension(1) ins(%arg0 : tensor<4x4xf32>)
func.func @sm(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<4x4xf32> to tensor<?x?xf32>
  %d = tensor.cast %b : tensor<4x4xf32> to tensor<?x?xf32>
  %r = linalg.softmax dimension(1) ins(%c : tensor<?x?xf32>) outs(%d : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @map
// CHECK: linalg.map { math.exp } ins(%arg0 : tensor<4xf32>)
func.func @map(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %d = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r = linalg.map { math.exp } ins(%c : tensor<?xf32>) outs(%d : tensor<?xf32>)
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @partial
// CHECK: linalg.copy ins(%arg0 : tensor<4x?xf32>)
func.func @partial(%a: tensor<4x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  %r = linalg.copy ins(%c : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @generic_scalar
// CHECK: outs(%arg0 : tensor<4xf32>)
func.func @generic_scalar(%a: tensor<4xf32>, %s: f32) -> tensor<?xf32> {
  %c = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : f32) outs(%c : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
