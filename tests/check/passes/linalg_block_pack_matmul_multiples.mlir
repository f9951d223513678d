// PIPELINE: --linalg-block-pack-matmul="block-factors=4,4,4 mnk-padded-multiples=0,24,64" --split-input-file
// With mnk-padded-multiples, a block is the loop's size rounded up to the
// multiple given (0: the block factor); dynamic sizes round up through
// affine.apply, and the tiles are then dynamic.

// CHECK-DAG: #[[$N:.+]] = affine_map<()[s0] -> ((s0 ceildiv 24) * 24)>
// CHECK-LABEL: func.func @dynamic_multiples(
// CHECK: %[[D:.+]] = tensor.dim %arg1, %c1
// CHECK: %[[NB:.+]] = affine.apply #[[$N]]()[%[[D]]]
// CHECK: tensor.pack %arg1 {{.*}} inner_tiles = [%[[NB]], 128] {{.*}} : tensor<100x?xf32> -> tensor<?x1x?x128xf32>
// CHECK: tensor.unpack {{.*}} inner_tiles = [4, %[[NB]]] into %arg2 : tensor<15x?x4x?xf32> -> tensor<60x?xf32>
func.func @dynamic_multiples(%A: tensor<60x100xf32>, %B: tensor<100x?xf32>, %C: tensor<60x?xf32>) -> tensor<60x?xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<60x100xf32>, tensor<100x?xf32>) outs(%C : tensor<60x?xf32>) -> tensor<60x?xf32>
  return %0 : tensor<60x?xf32>
}

// -----

// CHECK-LABEL: func.func @batch_dynamic(
// CHECK: tensor.unpack {{.*}} : tensor<?x?x?x4x?xf32> -> tensor<?x?x?xf32>
func.func @batch_dynamic(%A: tensor<?x?x?xf32>, %B: tensor<?x?x?xf32>, %C: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%C : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
