// PIPELINE: --lower-tensor-pack-unpack --split-input-file
// Strata's own lowering of tensor.pack and tensor.unpack (tensors-to-buffers
// runs it before bufferization; mlir-opt-19 has no such pass): a pack pads
// its source up to whole tiles with its padding value (only when a tile may
// be partial), expands it to the strip-mined shape and transposes it into
// its destination; an unpack transposes back into a tensor.empty,
// collapses, cuts the padding off and copies into its destination. Dynamic
// sizes come from tensor.dim; the padding of a dynamic size is computed.

// CHECK-LABEL: func.func @pack_pad_perm(
// CHECK: %[[E:.+]] = tensor.empty() : tensor<3x2x2x2xf32>
// CHECK: %[[P:.+]] = tensor.pad %arg0 low[0, 0] high[1, 1]
// CHECK: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<3x5xf32> to tensor<4x6xf32>
// CHECK: %[[X:.+]] = tensor.expand_shape %[[P]] {{\[\[}}0, 1], [2, 3]] output_shape [2, 2, 3, 2] : tensor<4x6xf32> into tensor<2x2x3x2xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[X]] : tensor<2x2x3x2xf32>) outs(%[[E]] : tensor<3x2x2x2xf32>) permutation = [2, 0, 3, 1]
// CHECK: return %[[T]]
func.func @pack_pad_perm(%a: tensor<3x5xf32>, %pv: f32) -> tensor<3x2x2x2xf32> {
  %e = tensor.empty() : tensor<3x2x2x2xf32>
  %p = tensor.pack %a padding_value(%pv : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %e : tensor<3x5xf32> -> tensor<3x2x2x2xf32>
  return %p : tensor<3x2x2x2xf32>
}

// -----

// CHECK-DAG: #[[$HIGH:.+]] = affine_map<()[s0, s1] -> (s0 * 8 - s1)>
// CHECK-LABEL: func.func @pack_dynamic(
// CHECK: %[[SEVEN:.+]] = arith.constant 7 : i32
// CHECK: %[[OUTER:.+]] = tensor.dim %arg1, %{{.+}} : tensor<?x6x?x8xi32>
// CHECK: %[[SIZE:.+]] = tensor.dim %arg0, %{{.+}} : tensor<?x6x?xi32>
// CHECK: %[[H:.+]] = affine.apply #[[$HIGH]]()[%[[OUTER]], %[[SIZE]]]
// CHECK: %[[P:.+]] = tensor.pad %arg0 low[0, 0, 0] high[0, 0, %[[H]]]
// CHECK: tensor.yield %[[SEVEN]] : i32
// CHECK: %[[D0:.+]] = tensor.dim %arg1, %c0
// CHECK: %[[D2:.+]] = tensor.dim %arg1, %{{.+}}
// CHECK: %[[X:.+]] = tensor.expand_shape %[[P]] {{\[\[}}0], [1], [2, 3]] output_shape [%[[D0]], 6, %[[D2]], 8] : tensor<?x6x?xi32> into tensor<?x6x?x8xi32>
// CHECK: linalg.transpose ins(%[[X]] : tensor<?x6x?x8xi32>) outs(%arg1 : tensor<?x6x?x8xi32>) permutation = [0, 1, 2, 3]
func.func @pack_dynamic(%a: tensor<?x6x?xi32>, %d: tensor<?x6x?x8xi32>) -> tensor<?x6x?x8xi32> {
  %c = arith.constant 7 : i32
  %p = tensor.pack %a padding_value(%c : i32) inner_dims_pos = [2] inner_tiles = [8] into %d : tensor<?x6x?xi32> -> tensor<?x6x?x8xi32>
  return %p : tensor<?x6x?x8xi32>
}

// -----

// CHECK-LABEL: func.func @unpack(
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x2x3x2xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%arg0 : tensor<3x2x2x2xf32>) outs(%[[E]] : tensor<2x2x3x2xf32>) permutation = [1, 3, 0, 2]
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[T]] {{\[\[}}0, 1], [2, 3]] : tensor<2x2x3x2xf32> into tensor<4x6xf32>
// CHECK: %[[S:.+]] = tensor.extract_slice %[[C]][0, 0] [3, 5] [1, 1] : tensor<4x6xf32> to tensor<3x5xf32>
// CHECK: %[[R:.+]] = linalg.copy ins(%[[S]] : tensor<3x5xf32>) outs(%arg1 : tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK: return %[[R]]
func.func @unpack(%p: tensor<3x2x2x2xf32>, %d: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %u = tensor.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %d : tensor<3x2x2x2xf32> -> tensor<3x5xf32>
  return %u : tensor<3x5xf32>
}

// -----

// Dynamic tiles are fine for an unpack: only its source's sizes matter.
// CHECK-LABEL: func.func @unpack_dynamic(
// CHECK: %[[E:.+]] = tensor.empty(%{{.+}}, %{{.+}}, %{{.+}}) : tensor<?x4x?x?xf32>
// CHECK: %[[T:.+]] = linalg.transpose ins(%arg0 : tensor<?x?x4x?xf32>) outs(%[[E]] : tensor<?x4x?x?xf32>) permutation = [0, 2, 1, 3]
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[T]] {{\[\[}}0, 1], [2, 3]] : tensor<?x4x?x?xf32> into tensor<?x?xf32>
// CHECK: %[[D0:.+]] = tensor.dim %arg1, %{{.+}}
// CHECK: %[[D1:.+]] = tensor.dim %arg1, %{{.+}}
// CHECK: %[[S:.+]] = tensor.extract_slice %[[C]][0, 0] [%[[D0]], %[[D1]]] [1, 1]
// CHECK: linalg.copy ins(%[[S]] : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>)
func.func @unpack_dynamic(%p: tensor<?x?x4x?xf32>, %d: tensor<?x?xf32>, %t: index) -> tensor<?x?xf32> {
  %u = tensor.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, %t] into %d : tensor<?x?x4x?xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}
