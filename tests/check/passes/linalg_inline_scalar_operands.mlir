// PIPELINE: --linalg-inline-scalar-operands --split-input-file
// Tensor inputs of a linalg.generic read at one element by every iteration
// (rank 0, or constant indices) become tensor.extracts at the start of the
// payload; the index constants go to the function's entry, reads of
// constants fold, unused ops go. Buffers and named ops are left alone.

// CHECK-LABEL: func.func @inline_zerod(
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK-NEXT: arith.divf %[[IN]], %[[E]] : f32
#map2 = affine_map<(d0) -> (d0)>
#map_c = affine_map<(d0) -> (0)>
#map_0d = affine_map<(d0) -> ()>
func.func @inline_zerod(%arg0: tensor<4xf32>, %scalar: tensor<f32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map2, #map_0d, #map2],
                              iterator_types = ["parallel"]}
                              ins(%arg0, %scalar : tensor<4xf32>, tensor<f32>)
                              outs(%0 : tensor<4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %2 = arith.divf %arg1, %arg2 : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    return %1 : tensor<4xf32>
}
// CHECK-LABEL: func.func @inline_oned(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK: tensor.extract %arg1[%[[C0]]] : tensor<1xf32>
func.func @inline_oned(%arg0: tensor<4xf32>, %scalar: tensor<1xf32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map2, #map_c, #map2],
                              iterator_types = ["parallel"]}
                              ins(%arg0, %scalar : tensor<4xf32>, tensor<1xf32>)
                              outs(%0 : tensor<4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %2 = arith.divf %arg1, %arg2 : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    return %1 : tensor<4xf32>
}
// Buffers are left alone; the payload constant is hoisted by the driver.
// CHECK-LABEL: func.func @inline_buf(
// CHECK-NEXT: arith.constant 2.000000e+00 : f32
// CHECK-NEXT: linalg.generic {{.*}} ins(%arg1, %arg0, %arg2 : memref<3x2xf32>, memref<4xf32>, memref<f32>)
func.func @inline_buf(%arg0: memref<4xf32>, %scalar: memref<3x2xf32>, %s0: memref<f32>, %out: memref<4xf32>) {
    %c3 = arith.constant 3 : index
    linalg.generic {indexing_maps = [affine_map<(d0) -> (2, 1)>, #map2, #map_0d, #map2],
                              iterator_types = ["parallel"]}
                              ins(%scalar, %arg0, %s0 : memref<3x2xf32>, memref<4xf32>, memref<f32>)
                              outs(%out : memref<4xf32>) {
    ^bb0(%a: f32, %arg1: f32, %b: f32, %arg3: f32):
      %c = arith.constant 2.0 : f32
      %2 = arith.divf %arg1, %a : f32
      %3 = arith.addf %2, %b : f32
      %4 = arith.mulf %3, %c : f32
      linalg.yield %4 : f32
    }
    return
}
// The element of a constant folds, and x / 1.0 with it.
// CHECK-LABEL: func.func @const_tensor(
// CHECK-NOT: tensor.extract
// CHECK: linalg.yield %in : f32
func.func @const_tensor(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map2, #map_c, #map2],
                              iterator_types = ["parallel"]}
                              ins(%arg0, %cst : tensor<4xf32>, tensor<2xf32>)
                              outs(%0 : tensor<4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %2 = arith.divf %arg1, %arg2 : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    return %1 : tensor<4xf32>
}
// CHECK-LABEL: func.func @unused(
// CHECK-NOT: tensor.extract
// CHECK: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @unused(%arg0: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map2, #map_0d, #map2],
                              iterator_types = ["parallel"]}
                              ins(%arg0, %s : tensor<4xf32>, tensor<f32>)
                              outs(%0 : tensor<4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      linalg.yield %arg1 : f32
    } -> tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map2],
                              iterator_types = ["parallel"]}
                              ins(%arg0 : tensor<4xf32>)
                              outs(%0 : tensor<4xf32>) {
    ^bb0(%arg1: f32, %arg3: f32):
      linalg.yield %arg1 : f32
    } -> tensor<4xf32>
    return %1 : tensor<4xf32>
}
// CHECK-LABEL: func.func @named(
// CHECK: linalg.add
func.func @named(%a: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
// CHECK-LABEL: func.func @mixed(
// CHECK: ins(%arg1 : memref<f32>)
func.func @mixed(%a: tensor<4xf32>, %s: memref<f32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map_0d, #map2], iterator_types = ["parallel"]}
    ins(%s : memref<f32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// Inputs processed last to first; the attributes are dropped.
// CHECK-LABEL: func.func @scalar(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x2xf32>) outs(%{{.*}} : tensor<4x2xf32>) {
// CHECK-NEXT: ^bb0
// CHECK-NEXT: tensor.extract %arg2[%[[C1]], %[[C1]]] : tensor<?x?xf32>
// CHECK-NEXT: tensor.extract %arg3[%[[C2]], %[[C0]]] : tensor<3x3xf32>
func.func @scalar(%arg0: tensor<4x2xf32>, %f: f32, %t: tensor<?x?xf32>, %u: tensor<3x3xf32>) -> tensor<4x2xf32> {
    %0 = tensor.empty() : tensor<4x2xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (2, 0)>, #id, affine_map<(d0, d1) -> (1, 1)>, #id],
                              iterator_types = ["parallel", "parallel"]}
                              ins(%u, %arg0, %t : tensor<3x3xf32>, tensor<4x2xf32>, tensor<?x?xf32>)
                              outs(%0 : tensor<4x2xf32>) attrs = {foo = 1 : i32} {
    ^bb0(%a: f32, %arg1: f32, %c: f32, %arg3: f32):
      %2 = arith.divf %arg1, %a : f32
      %3 = arith.addf %2, %f : f32
      %4 = arith.mulf %3, %c : f32
      linalg.yield %4 : f32
    } -> tensor<4x2xf32>
    return %1 : tensor<4x2xf32>
}
// CHECK-LABEL: func.func @idx(
// CHECK: linalg.generic {{.*}} outs(
// CHECK-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: tensor.extract %arg1[] : tensor<f32>
// CHECK-NEXT: linalg.index 0
func.func @idx(%arg0: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                              iterator_types = ["parallel"]}
                              ins(%s : tensor<f32>)
                              outs(%0 : tensor<4xf32>) {
    ^bb0(%arg2: f32, %arg3: f32):
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i32
      %f = arith.sitofp %c : i32 to f32
      %2 = arith.addf %arg2, %f : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    return %1 : tensor<4xf32>
}
// CHECK-LABEL: func.func @reduction(
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = []} outs(%arg1 : tensor<f32>)
func.func @reduction(%s: tensor<f32>, %o: tensor<f32>) -> tensor<f32> {
    %1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>],
                              iterator_types = []}
                              ins(%s : tensor<f32>)
                              outs(%o : tensor<f32>) {
    ^bb0(%arg2: f32, %arg3: f32):
      %2 = arith.addf %arg2, %arg3 : f32
      linalg.yield %2 : f32
    } -> tensor<f32>
    return %1 : tensor<f32>
}
