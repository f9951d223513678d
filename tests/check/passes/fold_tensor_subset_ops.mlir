// PIPELINE: --fold-tensor-subset-ops --split-input-file

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-LABEL: func.func @read_static(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%0, %1], %cst {in_bounds = [true]} : tensor<16x16xf32>, vector<4xf32>
// CHECK-NEXT: return %2 : vector<4xf32>
func.func @read_static(%t: tensor<16x16xf32>, %i: index, %j: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[2, 3] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = vector.transfer_read %0[%i, %j], %p {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 5)>
// CHECK-LABEL: func.func @read_dynamic(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg3]
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%0, %1], %cst {in_bounds = [true, true]} : tensor<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: return %2 : vector<2x4xf32>
func.func @read_dynamic(%t: tensor<?x?xf32>, %o: index, %s: index, %i: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  %0 = tensor.extract_slice %t[%o, 5] [%s, 8] [%c1, 1] : tensor<?x?xf32> to tensor<?x8xf32>
  %1 = vector.transfer_read %0[%k, %i], %p {in_bounds = [true, true]} : tensor<?x8xf32>, vector<2x4xf32>
  return %1 : vector<2x4xf32>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @read_rank_reducing(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg2, %0], %cst {in_bounds = [true], permutation_map = #map1} : tensor<4x16x16xf32>, vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
func.func @read_rank_reducing(%t: tensor<4x16x16xf32>, %a: index, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[%a, 0, 2] [1, 16, 8] [1, 1, 1] : tensor<4x16x16xf32> to tensor<16x8xf32>
  %1 = vector.transfer_read %0[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<16x8xf32>, vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-LABEL: func.func @read_transposed(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%0, %c1, %arg1], %cst {in_bounds = [true, true], permutation_map = #map1} : tensor<8x16x16xf32>, vector<4x2xf32>
// CHECK-NEXT: return %1 : vector<4x2xf32>
func.func @read_transposed(%t: tensor<8x16x16xf32>, %i: index) -> vector<4x2xf32> {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[1, 1, 0] [4, 1, 8] [1, 1, 1] : tensor<8x16x16xf32> to tensor<4x8xf32>
  %1 = vector.transfer_read %0[%i, %i], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<4x2xf32>
  return %1 : vector<4x2xf32>
}

// -----

// CHECK-DAG: #map = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @read_broadcast(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 4] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT: %0 = vector.transfer_read %extracted_slice[%arg1, %arg1], %cst {in_bounds = [true, false], permutation_map = #map} : tensor<8x8xf32>, vector<3x4xf32>
// CHECK-NEXT: return %0 : vector<3x4xf32>
func.func @read_broadcast(%t: tensor<16x16xf32>, %i: index) -> vector<3x4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[0, 4] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = vector.transfer_read %0[%i, %i], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<8x8xf32>, vector<3x4xf32>
  return %1 : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @read_masked(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.mask %arg2 { vector.transfer_read %arg0[%c1, %arg1], %cst {in_bounds = [true]} : tensor<16x16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @read_masked(%t: tensor<16x16xf32>, %i: index, %m: vector<4xi1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[1, %i] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = vector.mask %m { vector.transfer_read %0[%c0, %c0], %p {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @read_not_folded(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 3] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT: %0 = vector.transfer_read %extracted_slice[%arg1, %arg1], %cst : tensor<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %extracted_slice[%arg1, %arg1], %cst, %arg2 {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[2, 3] [8, 8] [2, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %extracted_slice_0[%arg1, %arg1], %cst {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[2, 3] [8, 8] [1, %arg1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT: %3 = vector.transfer_read %extracted_slice_1[%arg1, %arg1], %cst {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
func.func @read_not_folded(%t: tensor<16x16xf32>, %i: index, %m: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[2, 3] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = vector.transfer_read %0[%i, %i], %p : tensor<8x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %0[%i, %i], %p, %m {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %3 = tensor.extract_slice %t[2, 3] [8, 8] [2, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %4 = vector.transfer_read %3[%i, %i], %p {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %5 = tensor.extract_slice %t[2, 3] [8, 8] [1, %i] : tensor<16x16xf32> to tensor<8x8xf32>
  %6 = vector.transfer_read %5[%i, %i], %p {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  return %1, %2, %4, %6 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @write_insert(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg1[%arg2, %c3] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<16x16xf32>
// CHECK-NEXT: return %0 : tensor<16x16xf32>
func.func @write_insert(%v: vector<4x8xf32>, %d: tensor<16x16xf32>, %i: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, 3] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @write_insert_rank_reducing(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg1[%c2, %arg2, %c4] {in_bounds = [true]} : vector<8xf32>, tensor<4x16x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16x16xf32>
func.func @write_insert_rank_reducing(%v: vector<8xf32>, %d: tensor<4x16x16xf32>, %i: index) -> tensor<4x16x16xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %0 = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<8xf32>, tensor<8xf32>
  %1 = tensor.insert_slice %0 into %d[2, %i, 4] [1, 1, 8] [1, 1, 1] : tensor<8xf32> into tensor<4x16x16xf32>
  return %1 : tensor<4x16x16xf32>
}

// -----

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @write_insert_transposed(
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg1[%arg2, %arg2] {in_bounds = [true, true], permutation_map = #map} : vector<8x4xf32>, tensor<16x16xf32>
// CHECK-NEXT: return %0 : tensor<16x16xf32>
func.func @write_insert_transposed(%v: vector<8x4xf32>, %d: tensor<16x16xf32>, %i: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %d[%i, %i] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @write_not_folded(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg0, %0[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg2[0, 0] [4, 8] [2, 1] : tensor<4x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: %2 = vector.transfer_write %arg1, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<16x16xf32>
// CHECK-NEXT: %3 = vector.transfer_write %arg0, %0[%arg4, %c0] {in_bounds = [false, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %3 into %arg2[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: %4 = vector.transfer_write %arg0, %0[%c0, %c0], %arg5 {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %4 into %arg2[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: %5 = vector.transfer_write %arg0, %arg2[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice, %2, %inserted_slice_0, %inserted_slice_1, %5 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
func.func @write_not_folded(%v: vector<4x8xf32>, %w: vector<2x8xf32>, %d: tensor<16x16xf32>, %t: tensor<?x8xf32>, %i: index, %m: vector<4x8xi1>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %1 = tensor.insert_slice %0 into %d[0, 0] [4, 8] [2, 1] : tensor<4x8xf32> into tensor<16x16xf32>
  %2 = vector.transfer_write %w, %e[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<4x8xf32>
  %3 = tensor.insert_slice %2 into %d[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
  %4 = vector.transfer_write %v, %e[%i, %c0] : vector<4x8xf32>, tensor<4x8xf32>
  %5 = tensor.insert_slice %4 into %d[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
  %6 = vector.transfer_write %v, %e[%c0, %c0], %m {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %7 = tensor.insert_slice %6 into %d[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x16xf32>
  %8 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x8xf32>
  %9 = tensor.insert_slice %8 into %d[0, 0] [%i, 8] [1, 1] : tensor<?x8xf32> into tensor<16x16xf32>
  return %1, %3, %5, %7, %9 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// CHECK-LABEL: func.func @insert_of_insert(
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg2[%arg3, 3] [1, 8] [1, 1] : tensor<8xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<16x16xf32>
func.func @insert_of_insert(%s: tensor<8xf32>, %d: tensor<1x8xf32>, %t: tensor<16x16xf32>, %i: index) -> tensor<16x16xf32> {
  %0 = tensor.insert_slice %s into %d[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<1x8xf32>
  %1 = tensor.insert_slice %0 into %t[%i, 3] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @insert_of_insert_rank_reducing(
// CHECK-NEXT: %0 = affine.apply #map()[%arg3]
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg2[2, %0, 1] [1, %arg4, 1] [1, 1, 1] : tensor<?xf32> into tensor<4x?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<4x?x?xf32>
func.func @insert_of_insert_rank_reducing(%s: tensor<?xf32>, %d: tensor<?xf32>, %t: tensor<4x?x?xf32>, %o: index, %n: index) -> tensor<4x?x?xf32> {
  %0 = tensor.insert_slice %s into %d[%o] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[2, %o, 1] [1, %n, 1] [1, 1, 1] : tensor<?xf32> into tensor<4x?x?xf32>
  return %1 : tensor<4x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @insert_of_insert_not_folded(
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[1, %arg4] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %inserted_slice into %arg2[2, 3] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %arg5 into %arg6[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<1x8xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %inserted_slice_1 into %arg2[0, 0] [1, 8] [2, 1] : tensor<1x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice_3 = tensor.insert_slice %arg3 into %arg1[0, 0] [8, 8] [1, %arg4] : tensor<8x8xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_4 = tensor.insert_slice %inserted_slice_3 into %arg2[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice_0, %inserted_slice_2, %inserted_slice_4 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
func.func @insert_of_insert_not_folded(%s: tensor<2x2xf32>, %d: tensor<8x8xf32>, %t: tensor<16x16xf32>, %u: tensor<8x8xf32>, %i: index, %r: tensor<8xf32>, %e: tensor<1x8xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %0 = tensor.insert_slice %s into %d[1, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %0 into %t[2, 3] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
  %2 = tensor.insert_slice %u into %d[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
  %w = tensor.insert_slice %r into %e[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<1x8xf32>
  %3 = tensor.insert_slice %w into %t[0, 0] [1, 8] [2, 1] : tensor<1x8xf32> into tensor<16x16xf32>
  %4 = tensor.insert_slice %u into %d[0, 0] [8, 8] [1, %i] : tensor<8x8xf32> into tensor<8x8xf32>
  %5 = tensor.insert_slice %4 into %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
  return %1, %3, %5 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// CHECK-DAG: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @parallel_insert_of_insert(
// CHECK-NEXT: %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg2) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg3, %1] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
func.func @parallel_insert_of_insert(%s: tensor<4xf32>, %d: tensor<1x4xf32>, %t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8x16xf32> {
    %0 = tensor.insert_slice %s into %d[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x4xf32>
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %o[%i, %j] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @extract_of_extract_not_folded(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, %arg1] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %extracted_slice[2, 3] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT: return %extracted_slice_0 : tensor<2x2xf32>
func.func @extract_of_extract_not_folded(%t: tensor<16x16xf32>, %i: index) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %t[1, %i] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[2, 3] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @read_zero_rank(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c2], %cst : tensor<4xf32>, vector<f32>
// CHECK-NEXT: return %0 : vector<f32>
func.func @read_zero_rank(%t: tensor<4xf32>) -> vector<f32> {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[2] [1] [1] : tensor<4xf32> to tensor<f32>
  %1 = vector.transfer_read %0[], %p : tensor<f32>, vector<f32>
  return %1 : vector<f32>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @read_broadcast_in_bounds(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %0], %cst {in_bounds = [true, true], permutation_map = #map1} : tensor<16x16xf32>, vector<3x4xf32>
// CHECK-NEXT: return %1 : vector<3x4xf32>
func.func @read_broadcast_in_bounds(%t: tensor<16x16xf32>, %i: index) -> vector<3x4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[0, 4] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = vector.transfer_read %0[%i, %i], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<8x8xf32>, vector<3x4xf32>
  return %1 : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @read_masked_passthru(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.mask %arg2 { vector.transfer_read %arg0[%c1, %arg1], %cst {in_bounds = [true]} : tensor<16x16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @read_masked_passthru(%t: tensor<16x16xf32>, %i: index, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[1, %i] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = vector.mask %m, %pt { vector.transfer_read %0[%c0, %c0], %p {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2 + 2)>
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c3, %0], %cst {in_bounds = [true]} : tensor<16x16xf32>, vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
func.func @nested(%t: tensor<16x16xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[1, %i] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
  %1 = tensor.extract_slice %0[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %2 = vector.transfer_read %1[%c0, %i], %p {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
  return %2 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @memref_read(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 18>>
// CHECK-NEXT: %0 = vector.transfer_read %subview[%arg1, %arg1], %cst {in_bounds = [true]} : memref<8x8xf32, strided<[16, 1], offset: 18>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @memref_read(%m: memref<16x16xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = memref.subview %m[1, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 18>>
  %2 = vector.transfer_read %0[%i, %i], %p {in_bounds = [true]} : memref<8x8xf32, strided<[16, 1], offset: 18>>, vector<4xf32>
  return %2 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @write_chain(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg2[%c3, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<8x16xf32>
// CHECK-NEXT: return %0 : tensor<8x16xf32>
func.func @write_chain(%v: vector<4xf32>, %d: tensor<1x4xf32>, %t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %0 = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %1 = tensor.insert_slice %0 into %d[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x4xf32>
  %2 = tensor.insert_slice %1 into %t[3, 4] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @dims_of_empty_and_splat_stay(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %splat = tensor.splat %arg2[%arg0, %arg1] : tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %splat, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
func.func @dims_of_empty_and_splat_stay(%a: index, %b: index, %f: f32) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.splat %f[%a, %b] : tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%a, %b) : tensor<?x?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?x?xf32>
  return %1, %3 : index, index
}
