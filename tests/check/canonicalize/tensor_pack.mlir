// PIPELINE: --canonicalize --split-input-file
// tensor.pack and tensor.unpack patterns of --canonicalize.

// CHECK-LABEL: func.func @pack_unpack
// CHECK-NEXT: return %arg0
func.func @pack_unpack(%a: tensor<16x32xf32>, %p: tensor<2x4x8x8xf32>) -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %0 = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %d = tensor.empty() : tensor<16x32xf32>
  %1 = tensor.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}

// -----

// No outer permutation is the identity one.
// CHECK-LABEL: func.func @unpack_pack
// CHECK-NEXT: return %arg0
func.func @unpack_pack(%p: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %d = tensor.empty() : tensor<16x32xf32>
  %1 = tensor.unpack %p outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %0 = tensor.pack %1 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  return %0 : tensor<2x4x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @pack_padding_value
// CHECK-NEXT: %[[P:.*]] = tensor.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2
// CHECK-NEXT: %[[Q:.*]] = tensor.pack %arg3 padding_value(%arg1 : f32) inner_dims_pos
// CHECK-NEXT: return %[[P]], %[[Q]]
func.func @pack_padding_value(%a: tensor<16x32xf32>, %f: f32, %e: tensor<2x4x8x8xf32>, %b: tensor<15x32xf32>) -> (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) {
  %0 = tensor.pack %a padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %1 = tensor.pack %b padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<15x32xf32> -> tensor<2x4x8x8xf32>
  return %0, %1 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @unpack_dps
// CHECK-NEXT: %[[U:.*]] = tensor.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1
// CHECK-NEXT: return %[[U]]
func.func @unpack_dps(%p: tensor<2x4x8x8xf32>, %d: tensor<16x32xf32>, %f: f32) -> tensor<16x32xf32> {
  %fill = linalg.fill ins(%f : f32) outs(%d : tensor<16x32xf32>) -> tensor<16x32xf32>
  %1 = tensor.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %fill : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %1 : tensor<16x32xf32>
}
