// PIPELINE: --resolve-ranked-shaped-type-result-dims --split-input-file

// CHECK-LABEL: func.func @empty(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg0, %c4, %arg1 : index, index, index
func.func @empty(%a: index, %b: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.empty(%a, %b) : tensor<?x4x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x4x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x4x?xf32>
  %3 = tensor.dim %0, %c2 : tensor<?x4x?xf32>
  return %1, %2, %3 : index, index, index
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 9)>
// CHECK-LABEL: func.func @pad(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %dim]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: return %0, %1 : index, index
func.func @pad(%t: tensor<?x8xf32>, %l: index, %h: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[%l, 1] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1, %2 : index, index
}

// -----

// CHECK-LABEL: func.func @extract_slice_rank_reducing(
// CHECK-NEXT: return %arg1, %arg2 : index, index
func.func @extract_slice_rank_reducing(%t: tensor<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[0, 0, 0] [%a, 1, %b] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1, %2 : index, index
}

// -----

// CHECK-LABEL: func.func @insert_slice(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %dim, %c4 : index, index
func.func @insert_slice(%s: tensor<?xf32>, %d: tensor<?x4xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %s into %d[0, 1] [%n, 1] [1, 1] : tensor<?xf32> into tensor<?x4xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x4xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x4xf32>
  return %1, %2 : index, index
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> ((s0 * s1) * 3)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 floordiv 10)>
// CHECK-LABEL: func.func @reshapes(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c2 : tensor<?x3x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_0]
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map1()[%dim_1]
// CHECK-NEXT: return %0, %1, %c5, %c2 : index, index, index, index
func.func @reshapes(%t: tensor<?x3x?xf32>, %u: tensor<?x?xf32>, %n: index, %m: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x3x?xf32> into tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  %2 = tensor.expand_shape %u [[0, 1, 2], [3]] output_shape [2, %n, 5, %m] : tensor<?x?xf32> into tensor<2x?x5x?xf32>
  %3 = tensor.dim %2, %c1 : tensor<2x?x5x?xf32>
  %4 = tensor.dim %2, %c2 : tensor<2x?x5x?xf32>
  %5 = tensor.dim %2, %c0 : tensor<2x?x5x?xf32>
  return %1, %3, %4, %5 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @generate_and_splat(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %c3, %arg1 : index, index
func.func @generate_and_splat(%a: index, %b: index, %f: f32) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.generate %a, %b {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x3x?xf32>
  %2 = tensor.splat %f[%a, %b] : tensor<?x?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?x?xf32>
  return %1, %3 : index, index
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @concat(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_0]
// CHECK-NEXT: return %0, %c3, %c4 : index, index, index
func.func @concat(%a: tensor<?x3xf32>, %b: tensor<?x?xf32>, %c: tensor<4x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %3 = tensor.concat dim(1) %c, %b : (tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %4 = tensor.dim %3, %c0 : tensor<?x?xf32>
  return %1, %2, %4 : index, index, index
}

// -----

// CHECK-LABEL: func.func @pack_unpack(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?x8x2xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
func.func @pack_unpack(%t: tensor<?x?xf32>, %o: tensor<?x?x8x2xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %o : tensor<?x?xf32> -> tensor<?x?x8x2xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?x8x2xf32>
  %2 = tensor.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %t : tensor<?x?x8x2xf32> -> tensor<?x?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?x?xf32>
  return %1, %3 : index, index
}

// -----

// CHECK-LABEL: func.func @matmul(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %c8 : index, index
func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x8xf32>, %c: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x8xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1, %2 : index, index
}

// -----

// CHECK-LABEL: func.func @conv(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg2, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
func.func @conv(%i: tensor<?xf32>, %k: tensor<?xf32>, %o: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = linalg.conv_1d ins(%i, %k : tensor<?xf32>, tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @generic_two_results(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0, %dim_1 : index, index, index
func.func @generic_two_results(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>, %p: tensor<?xf32>, %f: f32) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %f : tensor<?x?xf32>, f32) outs(%o, %p : tensor<?x?xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %s: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %s : f32
    %r = arith.addf %m, %z : f32
    linalg.yield %m, %r : f32, f32
  } -> (tensor<?x?xf32>, tensor<?xf32>)
  %1 = tensor.dim %0#0, %c0 : tensor<?x?xf32>
  %2 = tensor.dim %0#0, %c1 : tensor<?x?xf32>
  %3 = tensor.dim %0#1, %c0 : tensor<?xf32>
  return %1, %2, %3 : index, index, index
}

// -----

// CHECK-LABEL: func.func @softmax_and_alloc_tensor(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg2) : tensor<4x?xf32>
// CHECK-NEXT: return %dim, %dim_0, %arg2 : index, index, index
func.func @softmax_and_alloc_tensor(%t: tensor<?x?xf32>, %o: tensor<?x?xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.softmax dimension(1) ins(%t : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?x?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?x?xf32>
  %4 = bufferization.alloc_tensor(%n) : tensor<4x?xf32>
  %5 = tensor.dim %4, %c1 : tensor<4x?xf32>
  return %1, %3, %5 : index, index, index
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %dim]
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map1()[%0, %dim_0]
// CHECK-NEXT: return %1 : index
func.func @chain(%t: tensor<?x?xf32>, %l: index) -> index {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[%l, 0] high[%l, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %2 = tensor.dim %1, %c0 : tensor<?xf32>
  return %2 : index
}

// -----

// CHECK-LABEL: func.func @not_resolved(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %0, %arg2 : tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %0, %c3 : tensor<?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%c0] : tensor<?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %inserted, %c0 : tensor<?xf32>
// CHECK-NEXT: %1 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %dim_3 = tensor.dim %arg5, %c0 : tensor<?xf32>
// CHECK-NEXT: %2 = tensor.empty(%dim_3) : tensor<?xf32>
// CHECK-NEXT: scf.yield %2 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = tensor.dim %1, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim, %dim_0, %dim_1, %dim_2 : index, index, index, index
func.func @not_resolved(%t: tensor<?xf32>, %a: index, %i: index, %f: f32) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.empty(%a) : tensor<?xf32>
  %1 = tensor.dim %0, %i : tensor<?xf32>
  %2 = tensor.dim %0, %c3 : tensor<?xf32>
  %3 = tensor.insert %f into %t[%c0] : tensor<?xf32>
  %4 = tensor.dim %3, %c0 : tensor<?xf32>
  %5 = scf.for %iv = %c0 to %c4 step %c1 iter_args(%o = %t) -> tensor<?xf32> {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  %6 = tensor.dim %5, %c0 : tensor<?xf32>
  return %1, %2, %4, %6 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @forall_not_resolved(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.forall (%arg1) in (4) shared_outs(%arg2 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT: %dim_0 = tensor.dim %arg2, %c0 : tensor<?xf32>
// CHECK-NEXT: %1 = tensor.empty(%dim_0) : tensor<?xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %1 into %arg2[0] [%dim_0] [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
func.func @forall_not_resolved(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<?xf32> {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[0] [%d] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  %d2 = tensor.dim %r, %c0 : tensor<?xf32>
  return %d2 : index
}

// -----

// CHECK-LABEL: func.func @memref_dim(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT: %dim = memref.dim %collapse_shape, %c0 : memref<?xf32>
// CHECK-NEXT: return %arg1, %dim : index, index
func.func @memref_dim(%m: memref<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.dim %0, %c0 : memref<?xf32>
  %2 = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %3 = memref.dim %2, %c0 : memref<?xf32>
  return %1, %3 : index, index
}
