// PIPELINE: --linalg-block-pack-matmul=block-factors=32,16,64 --split-input-file
// Matmuls on tensors become a blocked contraction: each operand packed in
// tiles of (mb, nb, kb) = (32, 16, 64) (the LHS [MB][KB][mb][kb], the RHS
// [NB][KB][nb][kb] by default), a linalg.generic over the blocks, and a
// tensor.unpack into the original init. Partial tiles are padded with
// zero; dynamic sizes divide through affine.apply. Named matmuls and batch
// matmuls (plain, A- or B-transposed) and generics that are such
// contractions are packed; other generics, other maps and buffers are not.

// CHECK-DAG: #[[$A:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-DAG: #[[$B:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-DAG: #[[$C:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-LABEL: func.func @matmul(
// CHECK: %[[EA:.+]] = tensor.empty() : tensor<4x2x32x64xf32>
// CHECK: %[[PA:.+]] = tensor.pack %arg0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 64] into %[[EA]]
// CHECK: %[[EB:.+]] = tensor.empty() : tensor<8x2x16x64xf32>
// CHECK: %[[PB:.+]] = tensor.pack %arg1 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [16, 64] into %[[EB]]
// CHECK: %[[EC:.+]] = tensor.empty() : tensor<4x8x32x16xf32>
// CHECK: %[[PC:.+]] = tensor.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %[[EC]]
// CHECK: %[[G:.+]] = linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%[[PA]], %[[PB]] : {{.*}}) outs(%[[PC]] : tensor<4x8x32x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: %[[U:.+]] = tensor.unpack %[[G]] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %arg2 : tensor<4x8x32x16xf32> -> tensor<128x128xf32>
// CHECK: return %[[U]]
func.func @matmul(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>, %C: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>) outs(%C : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_pad(
// CHECK: %[[Z:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: tensor.pack %arg0 padding_value(%[[Z]] : f32) outer_dims_perm = [0, 1] {{.*}} : tensor<123x125xf32> -> tensor<4x2x32x64xf32>
// CHECK: tensor.pack %arg1 padding_value(%[[Z]] : f32) {{.*}} : tensor<125x124xf32> -> tensor<8x2x16x64xf32>
// CHECK: tensor.pack %arg2 padding_value(%[[Z]] : f32) {{.*}} : tensor<123x124xf32> -> tensor<4x8x32x16xf32>
// CHECK: tensor.unpack {{.*}} into %arg2 : tensor<4x8x32x16xf32> -> tensor<123x124xf32>
func.func @matmul_pad(%A: tensor<123x125xf32>, %B: tensor<125x124xf32>, %C: tensor<123x124xf32>) -> tensor<123x124xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<123x125xf32>, tensor<125x124xf32>) outs(%C : tensor<123x124xf32>) -> tensor<123x124xf32>
  return %0 : tensor<123x124xf32>
}

// -----

// CHECK-DAG: #[[$M:.+]] = affine_map<()[s0] -> (s0 ceildiv 32)>
// CHECK-DAG: #[[$K:.+]] = affine_map<()[s0] -> (s0 ceildiv 64)>
// CHECK-LABEL: func.func @matmul_dynamic(
// CHECK: %[[D0:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[D1:.+]] = tensor.dim %arg0, %c1
// CHECK: %[[MB:.+]] = affine.apply #[[$M]]()[%[[D0]]]
// CHECK: %[[KB:.+]] = affine.apply #[[$K]]()[%[[D1]]]
// CHECK: %[[E:.+]] = tensor.empty(%[[MB]], %[[KB]]) : tensor<?x?x32x64xf32>
// CHECK: tensor.pack %arg0 padding_value(%{{.+}} : f32) {{.*}} into %[[E]]
// CHECK: linalg.generic
// CHECK: tensor.unpack {{.*}} : tensor<?x?x32x16xf32> -> tensor<?x?xf32>
func.func @matmul_dynamic(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_mixed(
// CHECK: tensor.empty(%{{.+}}) : tensor<2x?x32x64xf32>
// CHECK: tensor.empty(%{{.+}}) : tensor<3x?x16x64xf32>
// CHECK: %[[EC:.+]] = tensor.empty() : tensor<2x3x32x16xf32>
// CHECK: tensor.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %[[EC]]
func.func @matmul_mixed(%A: tensor<64x?xf32>, %B: tensor<?x48xf32>, %C: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x?xf32>, tensor<?x48xf32>) outs(%C : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %0 : tensor<64x48xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_ta(
// CHECK: tensor.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [32, 64] {{.*}} : tensor<128x64xf32> -> tensor<2x2x32x64xf32>
// CHECK: tensor.pack %arg1 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [16, 64] {{.*}} : tensor<128x256xf32> -> tensor<16x2x16x64xf32>
func.func @matmul_ta(%A: tensor<128x64xf32>, %B: tensor<128x256xf32>, %C: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = linalg.matmul_transpose_a ins(%A, %B : tensor<128x64xf32>, tensor<128x256xf32>) outs(%C : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_tb(
// CHECK: tensor.pack %arg0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 64] {{.*}} -> tensor<2x2x32x64xf32>
// CHECK: tensor.pack %arg1 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 64] {{.*}} -> tensor<16x2x16x64xf32>
func.func @matmul_tb(%A: tensor<64x128xf32>, %B: tensor<256x128xf32>, %C: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = linalg.matmul_transpose_b ins(%A, %B : tensor<64x128xf32>, tensor<256x128xf32>) outs(%C : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}

// -----

// CHECK-DAG: #[[$A:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK-DAG: #[[$B:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK-DAG: #[[$C:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-LABEL: func.func @batch(
// CHECK: tensor.pack %arg0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [32, 64] {{.*}} -> tensor<2x2x2x32x64xf32>
// CHECK: tensor.pack %arg1 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [16, 64] {{.*}} -> tensor<2x16x2x16x64xf32>
// CHECK: tensor.pack %arg2 inner_dims_pos = [1, 2] inner_tiles = [32, 16] {{.*}} -> tensor<2x2x16x32x16xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]}
// CHECK: tensor.unpack {{.*}} inner_dims_pos = [1, 2] inner_tiles = [32, 16] into %arg2
func.func @batch(%A: tensor<2x64x128xf32>, %B: tensor<2x128x256xf32>, %C: tensor<2x64x256xf32>) -> tensor<2x64x256xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x64x128xf32>, tensor<2x128x256xf32>) outs(%C : tensor<2x64x256xf32>) -> tensor<2x64x256xf32>
  return %0 : tensor<2x64x256xf32>
}

// -----

// CHECK-LABEL: func.func @batch_ta(
// CHECK: tensor.pack %arg0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [32, 64]
func.func @batch_ta(%A: tensor<2x128x64xf32>, %B: tensor<2x128x256xf32>, %C: tensor<2x64x256xf32>) -> tensor<2x64x256xf32> {
  %0 = linalg.batch_matmul_transpose_a ins(%A, %B : tensor<2x128x64xf32>, tensor<2x128x256xf32>) outs(%C : tensor<2x64x256xf32>) -> tensor<2x64x256xf32>
  return %0 : tensor<2x64x256xf32>
}

// -----

// CHECK-LABEL: func.func @batch_tb(
// CHECK: tensor.pack %arg1 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [16, 64]
func.func @batch_tb(%A: tensor<2x64x128xf32>, %B: tensor<2x256x128xf32>, %C: tensor<2x64x256xf32>) -> tensor<2x64x256xf32> {
  %0 = linalg.batch_matmul_transpose_b ins(%A, %B : tensor<2x64x128xf32>, tensor<2x256x128xf32>) outs(%C : tensor<2x64x256xf32>) -> tensor<2x64x256xf32>
  return %0 : tensor<2x64x256xf32>
}

// -----

// CHECK-LABEL: func.func @batch_dynamic(
// CHECK: tensor.empty({{.*}}) : tensor<?x?x?x32x64xf32>
// CHECK: tensor.unpack {{.*}} : tensor<?x?x?x32x16xf32> -> tensor<?x?x?xf32>
func.func @batch_dynamic(%A: tensor<?x?x?xf32>, %B: tensor<?x?x?xf32>, %C: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%C : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @generic(
// CHECK: tensor.pack %arg0 outer_dims_perm = [0, 1]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]
// CHECK: tensor.unpack
#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
func.func @generic(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>, %C: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>) outs(%C : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

// -----

// CHECK-LABEL: func.func @generic_ta(
// CHECK: tensor.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [32, 64] {{.*}} : tensor<128x64xi32> -> tensor<2x2x32x64xi32>
// CHECK: arith.muli
// CHECK: tensor.unpack
#mA = affine_map<(i, j, k) -> (k, i)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
func.func @generic_ta(%A: tensor<128x64xi32>, %B: tensor<128x256xi32>, %C: tensor<64x256xi32>) -> tensor<64x256xi32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<128x64xi32>, tensor<128x256xi32>) outs(%C : tensor<64x256xi32>) {
  ^bb0(%a: i32, %b: i32, %c: i32):
    %m = arith.muli %b, %a : i32
    %s = arith.addi %m, %c : i32
    linalg.yield %s : i32
  } -> tensor<64x256xi32>
  return %0 : tensor<64x256xi32>
}

// -----

// CHECK-LABEL: func.func @generic_tb_ext(
// CHECK: tensor.pack %arg1 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [16, 64] {{.*}} : tensor<256x128xf16> -> tensor<16x2x16x64xf16>
// CHECK: arith.extf
// CHECK: tensor.unpack
#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (j, k)>
#mC = affine_map<(i, j, k) -> (i, j)>
func.func @generic_tb_ext(%A: tensor<64x128xf16>, %B: tensor<256x128xf16>, %C: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<64x128xf16>, tensor<256x128xf16>) outs(%C : tensor<64x256xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %a1 = arith.extf %a : f16 to f32
    %b1 = arith.extf %b : f16 to f32
    %m = arith.mulf %a1, %b1 : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}

// -----

// A subtraction is no contraction.
// CHECK-LABEL: func.func @generic_not_contraction(
// CHECK-NOT: tensor.pack
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel", "reduction"]}
#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
func.func @generic_not_contraction(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>, %C: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>) outs(%C : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.subf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

// -----

// Loops in another order than (i, j, k).
// CHECK-LABEL: func.func @generic_other_maps(
// CHECK-NOT: tensor.pack
#mA = affine_map<(j, i, k) -> (i, k)>
#mB = affine_map<(j, i, k) -> (k, j)>
#mC = affine_map<(j, i, k) -> (i, j)>
func.func @generic_other_maps(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>, %C: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>) outs(%C : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

// -----

// CHECK-LABEL: func.func @memref(
// CHECK-NOT: tensor.pack
// CHECK: linalg.matmul
func.func @memref(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  linalg.matmul ins(%A, %B : memref<128x128xf32>, memref<128x128xf32>) outs(%C : memref<128x128xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @matmul_i8(
// CHECK: tensor.pack %arg0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 64] {{.*}} : tensor<32x64xi8> -> tensor<1x1x32x64xi8>
// CHECK: arith.extsi
// CHECK: tensor.unpack {{.*}} : tensor<1x1x32x16xi32> -> tensor<32x16xi32>
func.func @matmul_i8(%A: tensor<32x64xi8>, %B: tensor<64x16xi8>, %C: tensor<32x16xi32>) -> tensor<32x16xi32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x64xi8>, tensor<64x16xi8>) outs(%C : tensor<32x16xi32>) -> tensor<32x16xi32>
  return %0 : tensor<32x16xi32>
}

// -----

// CHECK-LABEL: func.func @two(
// CHECK: %[[U:.+]] = tensor.unpack
// CHECK: tensor.pack %[[U]]
// CHECK: tensor.unpack
func.func @two(%A: tensor<64x64xf32>, %B: tensor<64x64xf32>, %C: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = linalg.matmul ins(%0, %B : tensor<64x64xf32>, tensor<64x64xf32>) outs(%C : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}
