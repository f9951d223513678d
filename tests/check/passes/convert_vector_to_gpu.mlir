// PIPELINE: --convert-vector-to-gpu --split-input-file
// convert-vector-to-gpu: a canonical matmul contraction of in-bounds reads
// becomes gpu.subgroup_mma_load_matrix (before each read, `transpose` for a
// transposed read, the memref's row stride as leadDimension),
// gpu.subgroup_mma_constant_matrix (a splat accumulator),
// gpu.subgroup_mma_compute (before the contraction) and
// gpu.subgroup_mma_store_matrix (in place of each write); the reads and
// the contraction stay, as upstream leaves them. Dead ops are removed first,
// and a contraction taking B as (n, k) is put in the canonical form.

// CHECK-LABEL: func.func @matmul
// CHECK: gpu.subgroup_mma_load_matrix %arg0[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: gpu.subgroup_mma_compute
// CHECK-NOT: arith.extf
// CHECK: gpu.subgroup_mma_store_matrix
// CHECK-NOT: vector.transfer_write
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul(%arg0: memref<16x16xf16>, %arg1: memref<16x16xf16>, %arg2: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f16
  %cst32 = arith.constant 0.000000e+00 : f32
  %A = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %B = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %C = vector.transfer_read %arg2[%c0, %c0], %cst32 {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
  %Ae = arith.extf %A : vector<16x16xf16> to vector<16x16xf32>
  %D = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf32>
  vector.transfer_write %D, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  return
}

// -----

// CHECK-LABEL: func.func @splat_acc
// CHECK: %[[Z:.*]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: gpu.subgroup_mma_load_matrix %arg1[%c0, %arg3] {leadDimension = 32 : index, transpose} : memref<64x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %arg2[%c0, %arg3] {leadDimension = 64 : index}
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @splat_acc(%arg0: memref<32x64xf16>, %arg1: memref<64x32xf16>, %arg2: memref<32x32xf16, strided<[64, 1], offset: ?>>, %i : index) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f16
  %z = arith.constant dense<0.000000e+00> : vector<16x16xf16>
  %A = vector.transfer_read %arg0[%i, %c0], %cst {in_bounds = [true, true]} : memref<32x64xf16>, vector<16x16xf16>
  %B = vector.transfer_read %arg1[%c0, %i], %cst {in_bounds = [true, true], permutation_map = #t} : memref<64x32xf16>, vector<16x16xf16>
  %D = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %z : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf16>
  vector.transfer_write %D, %arg2[%c0, %i] {in_bounds = [true, true]} : vector<16x16xf16>, memref<32x32xf16, strided<[64, 1], offset: ?>>
  return
}
// -----

// A read that may be out of bounds keeps its contraction as it is.
// CHECK-LABEL: func.func @out_of_bounds
// CHECK-NOT: gpu.subgroup_mma
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @out_of_bounds(%arg0: memref<32x32xf16>, %arg2: memref<32x32xf16>, %i : index) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f16
  %A = vector.transfer_read %arg0[%i, %c0], %cst : memref<32x32xf16>, vector<16x16xf16>
  %B = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<32x32xf16>, vector<16x16xf16>
  %C = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : memref<32x32xf16>, vector<16x16xf16>
  %D = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf16>
  vector.transfer_write %D, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf16>, memref<32x32xf16>
  return
}
// -----

// CHECK-LABEL: func.func @f32_acc_two_uses
// CHECK: gpu.subgroup_mma_store_matrix %[[D:.*]], %arg2
// CHECK: gpu.subgroup_mma_store_matrix %[[D]], %arg3
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @f32_acc_two_uses(%arg0: memref<16x16xf16>, %arg1: memref<16x16xf16>, %arg2: memref<16x16xf32>, %arg3: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f16
  %cst32 = arith.constant 0.000000e+00 : f32
  %A = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %B = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %C = vector.transfer_read %arg2[%c0, %c0], %cst32 {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
  %D = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf32>
  vector.transfer_write %D, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  vector.transfer_write %D, %arg3[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  return
}

// -----

// B as (n, k): the contraction takes it transposed, and the transpose folds
// into B's read, read again before the contraction; here it undoes the
// read's own transposition.
// CHECK-LABEL: func.func @matmul
// CHECK: gpu.subgroup_mma_load_matrix %arg1[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
#map0 = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul(%arg0: memref<16x16xf16>, %arg1: memref<16x16xf16>, %arg2: memref<16x16xf16>) {
  %cst_0 = arith.constant dense<0.000000e+00> : vector<16x16xf16>
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f16
  %A = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %B = vector.transfer_read %arg1[%c0, %c0], %cst {permutation_map = #map0, in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %C = vector.transfer_read %arg2[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %D = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf16>
  vector.transfer_write %D, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf16>, memref<16x16xf16>
  return
}

// -----

// CHECK-LABEL: func.func @b_rows
// CHECK: gpu.subgroup_mma_load_matrix %arg1[%c0, %c0] {leadDimension = 32 : index, transpose} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @b_rows(%arg0: memref<16x32xf16>, %arg1: memref<16x32xf16>, %arg2: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f16
  %cst32 = arith.constant 0.000000e+00 : f32
  %A = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x32xf16>, vector<16x16xf16>
  %B = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x32xf16>, vector<16x16xf16>
  %C = vector.transfer_read %arg2[%c0, %c0], %cst32 {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
  %D = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<16x16xf16>, vector<16x16xf16> into vector<16x16xf32>
  vector.transfer_write %D, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  return
}
