// PIPELINE: --linalg-fold-unit-extent-dims=use-rank-reducing-slices --split-input-file
// The fill and empty-tensor folds with the rank-reducing-slices strategy:
// the same as with reshapes.

// CHECK: #[[SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-LABEL: func.func @pad_of_fill_with_dynamic_sizes
// CHECK: %[[N:.*]] = affine.apply #[[SUM]]()[%arg1, %arg0]
// CHECK: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x8xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?x8xf32>)
// CHECK-NOT: tensor.pad
func.func @pad_of_fill_with_dynamic_sizes(%n: index, %l: index) -> tensor<?x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %p = tensor.pad %f low[%l, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @pad_of_fill_to_static_type
// CHECK: %[[E:.*]] = tensor.empty() : tensor<10x8xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<10x8xf32>)
func.func @pad_of_fill_to_static_type(%n: index) -> tensor<10x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %p = tensor.pad %f low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<10x8xf32>
  return %p : tensor<10x8xf32>
}

// -----

// CHECK-LABEL: func.func @pad_of_fill_with_other_value
// CHECK: tensor.pad
func.func @pad_of_fill_with_other_value(%n: index) -> tensor<?x8xf32> {
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %p = tensor.pad %f low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<?x4xf32> to tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @pad_inserted_into_fill
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: tensor.insert_slice %arg0 into %[[F]][5, 6] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
// CHECK-NOT: tensor.pad
func.func @pad_inserted_into_fill(%a: tensor<4x4xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<8x8xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = tensor.insert_slice %p into %f[4, 4] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @pad_inserted_after_disjoint_insert
// CHECK: %[[I:.*]] = tensor.insert_slice %arg1
// CHECK: tensor.insert_slice %arg0 into %[[I]][5, 6] [4, 4] [1, 1]
func.func @pad_inserted_after_disjoint_insert(%a: tensor<4x4xf32>, %b: tensor<2x2xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %i0 = tensor.insert_slice %b into %f[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<16x16xf32>
  %p = tensor.pad %a low[1, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<8x8xf32>
  %r = tensor.insert_slice %p into %i0[4, 4] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @pad_inserted_over_overlapping_insert
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: tensor.insert_slice %[[P]]
func.func @pad_inserted_over_overlapping_insert(%a: tensor<4x4xf32>, %b: tensor<6x6xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %i0 = tensor.insert_slice %b into %f[0, 0] [6, 6] [1, 1] : tensor<6x6xf32> into tensor<16x16xf32>
  %p = tensor.pad %a low[1, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<8x8xf32>
  %r = tensor.insert_slice %p into %i0[4, 4] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

// CHECK: #[[OFF:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @dynamic_pad_inserted_into_fill
// CHECK: %[[O:.*]] = affine.apply #[[OFF]]()[%arg2, %arg1]
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0
// CHECK: tensor.insert_slice %arg0 into %{{.*}}[%[[O]], 6] [%[[D]], 4] [1, 1]
func.func @dynamic_pad_inserted_into_fill(%a: tensor<?x4xf32>, %o: index, %l: index) -> tensor<64x16xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %p = tensor.pad %a low[%l, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<?x8xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %p, %c0 : tensor<?x8xf32>
  %r = tensor.insert_slice %p into %f[%o, 4] [%d, 8] [1, 1] : tensor<?x8xf32> into tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}

// -----

// CHECK-LABEL: func.func @pack_of_fill
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%arg0 : tensor<2x4x8x2xf32>)
// CHECK: return %[[F]]
func.func @pack_of_fill(%d: tensor<2x4x8x2xf32>) -> tensor<2x4x8x2xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %p = tensor.pack %f inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<16x8xf32> -> tensor<2x4x8x2xf32>
  return %p : tensor<2x4x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @pack_of_fill_padded_with_equal_constant
// CHECK: linalg.fill ins(%{{.*}} : i32) outs(%arg0 : tensor<2x4x8x2xi32>)
// CHECK-NOT: tensor.pack
func.func @pack_of_fill_padded_with_equal_constant(%d: tensor<2x4x8x2xi32>) -> tensor<2x4x8x2xi32> {
  %c0 = arith.constant 0 : i32
  %c00 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<15x8xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<15x8xi32>) -> tensor<15x8xi32>
  %p = tensor.pack %f padding_value(%c00 : i32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<15x8xi32> -> tensor<2x4x8x2xi32>
  return %p : tensor<2x4x8x2xi32>
}

// -----

// CHECK-LABEL: func.func @pack_of_fill_padded_with_other_value
// CHECK: tensor.pack
func.func @pack_of_fill_padded_with_other_value(%d: tensor<2x4x8x2xf32>) -> tensor<2x4x8x2xf32> {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<15x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<15x8xf32>) -> tensor<15x8xf32>
  %p = tensor.pack %f padding_value(%c1 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<15x8xf32> -> tensor<2x4x8x2xf32>
  return %p : tensor<2x4x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @pack_of_fill_into_used_dest
// CHECK: tensor.pack
func.func @pack_of_fill_into_used_dest(%d: tensor<2x4x8x2xf32>) -> (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %p = tensor.pack %f inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<16x8xf32> -> tensor<2x4x8x2xf32>
  return %p, %d : tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @pack_of_empty
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x4x8x2xf32>
// CHECK-NEXT: return %[[E]]
func.func @pack_of_empty() -> tensor<2x4x8x2xf32> {
  %e = tensor.empty() : tensor<16x8xf32>
  %d = tensor.empty() : tensor<2x4x8x2xf32>
  %p = tensor.pack %e inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<16x8xf32> -> tensor<2x4x8x2xf32>
  return %p : tensor<2x4x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @padded_pack_of_empty
// CHECK: tensor.pack
func.func @padded_pack_of_empty(%v: f32) -> tensor<2x4x8x2xf32> {
  %e = tensor.empty() : tensor<15x8xf32>
  %d = tensor.empty() : tensor<2x4x8x2xf32>
  %p = tensor.pack %e padding_value(%v : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<15x8xf32> -> tensor<2x4x8x2xf32>
  return %p : tensor<2x4x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @unpack_of_empty
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%arg0) : tensor<?x8xf32>
// CHECK-NEXT: return %[[E]]
func.func @unpack_of_empty(%n: index) -> tensor<?x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x2xf32>
  %d = tensor.empty(%n) : tensor<?x8xf32>
  %p = tensor.unpack %e inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<2x4x8x2xf32> -> tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @concat_of_fills
// CHECK: tensor.concat
func.func @concat_of_fills(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %cst = arith.constant 0.0 : f32
  %f1 = linalg.fill ins(%cst : f32) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  %f2 = linalg.fill ins(%cst : f32) outs(%b : tensor<3x4xf32>) -> tensor<3x4xf32>
  %c = tensor.concat dim(0) %f1, %f2 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %c : tensor<5x4xf32>
}
