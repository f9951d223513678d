// PIPELINE: --linalg-fuse-elementwise-ops --split-input-file
// Reshapes that split dynamic dimensions fused into generics: the other
// operands are expanded with their sizes divided by the group's static
// sizes; a group with two dynamic sizes, or (with linalg.index) a dynamic
// size after its group's first, is not fused.

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @expand_split_dynamic
// CHECK: tensor.empty
// CHECK: %[[D0:.*]] = tensor.dim %arg0
// CHECK: %[[N0:.*]] = arith.divui %[[D0]], %c8
// CHECK: %[[A:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%[[N0]], 8, 4]
// CHECK: %[[D1:.*]] = tensor.dim %arg1
// CHECK: %[[N1:.*]] = arith.divui %[[D1]], %c8
// CHECK: %[[B:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%[[N1]], 8, 4]
// CHECK: linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<?x8x4xf32>, tensor<?x8x4xf32>)
// CHECK: } -> tensor<?x8x4xf32>
// CHECK-NOT: tensor.expand_shape
func.func @expand_split_dynamic(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>, %n: index) -> tensor<?x8x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [%n, 8, 4] : tensor<?x4xf32> into tensor<?x8x4xf32>
  return %x : tensor<?x8x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @expand_two_dynamic_sizes
// CHECK: linalg.generic
// CHECK: } -> tensor<?x4xf32>
// CHECK: tensor.expand_shape %{{.*}} output_shape [%arg2, %arg3, 4]
func.func @expand_two_dynamic_sizes(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>, %n: index, %m: index) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [%n, %m, 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
  return %x : tensor<?x?x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @collapse_split_dynamic
// CHECK: tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%{{.*}}, 8, 4]
// CHECK: linalg.generic {{.*}} ins(%arg0, %{{.*}} : tensor<?x8x4xf32>, tensor<?x8x4xf32>)
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<?x8x4xf32> into tensor<?x4xf32>
func.func @collapse_split_dynamic(%a: tensor<?x8x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x8x4xf32> into tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %b, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// CHECK-LABEL: func.func @collapse_inner_dynamic_transposed
// CHECK: tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [4, 8, %{{.*}}] : tensor<4x?xf32> into tensor<4x8x?xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %{{.*}} : tensor<8x?x4xf32>, tensor<4x8x?xf32>)
func.func @collapse_inner_dynamic_transposed(%a: tensor<8x?x4xf32>, %b: tensor<4x?xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<8x?x4xf32> into tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #tr, #id2], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<?x4xf32>, tensor<4x?xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @collapse_two_dynamic_sizes
// CHECK: tensor.collapse_shape %arg0
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
func.func @collapse_two_dynamic_sizes(%a: tensor<?x?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %b, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @collapse_leading_dynamic_with_index
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<?x8x4xf32>)
// CHECK: %[[I1:.*]] = linalg.index 1 : index
// CHECK: %[[I0:.*]] = linalg.index 0 : index
// CHECK: affine.apply #{{.*}}(%[[I1]], %[[I0]])
func.func @collapse_leading_dynamic_with_index(%a: tensor<?x8x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x8x4xf32> into tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @collapse_inner_dynamic_with_index
// CHECK: tensor.collapse_shape %arg0
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
func.func @collapse_inner_dynamic_with_index(%a: tensor<8x?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<8x?x4xf32> into tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @collapse_two_dynamic_groups
// CHECK: tensor.expand_shape %arg1 {{\[\[}}0, 1], [2, 3]] output_shape [%{{.*}}, 8, %{{.*}}, 2]
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<?x8x?x2xf32>)
func.func @collapse_two_dynamic_groups(%a: tensor<?x8x?x2xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2, 3]] : tensor<?x8x?x2xf32> into tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
