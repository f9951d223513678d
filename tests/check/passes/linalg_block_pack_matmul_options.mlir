// PIPELINE: --split-input-file
// PIPELINE: --pass-pipeline='builtin.module(func.func(linalg-block-pack-matmul{block-factors=8,16,32 allow-padding=false mnk-order=1,2,0 lhs-transpose-outer-blocks=true lhs-transpose-inner-blocks=true rhs-transpose-outer-blocks=false rhs-transpose-inner-blocks=false}), linalg-block-pack-matmul{block-factors=4,4,4 mnk-padded-multiples=0,24,64})'
// The options of linalg-block-pack-matmul. In the first run, without
// padding, a matmul whose (mnk-order-permuted) sizes the block factors do
// not divide stays; the others get the LHS blocks and their elements
// transposed, the RHS ones not, and the loops in (n, k, m) order. The
// second run packs what is left, rounding n up to a multiple of 24 and k
// to one of 64 as their blocks (the smallest 48 and 128 here).

// CHECK-DAG: #[[$A:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-DAG: #[[$B:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-DAG: #[[$C:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-LABEL: func.func @divisible(
// CHECK: tensor.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [32, 8] {{.*}} : tensor<64x128xf32> -> tensor<4x8x32x8xf32>
// CHECK: tensor.pack %arg1 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 16] {{.*}} : tensor<128x64xf32> -> tensor<4x4x32x16xf32>
// CHECK: tensor.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [8, 16] {{.*}} : tensor<64x64xf32> -> tensor<8x4x8x16xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["reduction", "parallel", "parallel", "reduction", "parallel", "parallel"]}
func.func @divisible(%A: tensor<64x128xf32>, %B: tensor<128x64xf32>, %C: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// CHECK-LABEL: func.func @not_divisible(
// CHECK: %[[Z:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: tensor.pack %arg0 padding_value(%[[Z]] : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 128] {{.*}} : tensor<60x100xf32> -> tensor<15x1x4x128xf32>
// CHECK: tensor.pack %arg1 padding_value(%[[Z]] : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [48, 128] {{.*}} : tensor<100x30xf32> -> tensor<1x1x48x128xf32>
// CHECK: tensor.unpack {{.*}} inner_dims_pos = [0, 1] inner_tiles = [4, 48] into %arg2 : tensor<15x1x4x48xf32> -> tensor<60x30xf32>
func.func @not_divisible(%A: tensor<60x100xf32>, %B: tensor<100x30xf32>, %C: tensor<60x30xf32>) -> tensor<60x30xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<60x100xf32>, tensor<100x30xf32>) outs(%C : tensor<60x30xf32>) -> tensor<60x30xf32>
  return %0 : tensor<60x30xf32>
}

// -----

// Only the m, n and k sizes must be whole blocks: a dynamic batch is fine
// (the operands, not static, still get a padding value).
// CHECK-LABEL: func.func @dynamic_batch(
// CHECK: tensor.pack %arg0 padding_value(%{{.+}} : f32) outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [32, 8] {{.*}} : tensor<?x64x128xf32> -> tensor<?x4x8x32x8xf32>
// CHECK: tensor.unpack {{.*}} : tensor<?x8x4x8x16xf32> -> tensor<?x64x64xf32>
func.func @dynamic_batch(%A: tensor<?x64x128xf32>, %B: tensor<?x128x64xf32>, %C: tensor<?x64x64xf32>) -> tensor<?x64x64xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<?x64x128xf32>, tensor<?x128x64xf32>) outs(%C : tensor<?x64x64xf32>) -> tensor<?x64x64xf32>
  return %0 : tensor<?x64x64xf32>
}
