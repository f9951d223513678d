// PIPELINE: --resolve-shaped-type-result-dims --split-input-file

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
