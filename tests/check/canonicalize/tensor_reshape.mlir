// PIPELINE: --canonicalize --split-input-file
// tensor.expand_shape and tensor.collapse_shape folds and patterns of
// --canonicalize.

// CHECK-LABEL: func.func @compose_reshapes
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1, 2, 3]] output_shape [2, 3, 4, 5] : tensor<120xf32> into tensor<2x3x4x5xf32>
// CHECK-NEXT: return %[[C]], %[[E]]
func.func @compose_reshapes(%a: tensor<2x3x4x5xf32>, %b: tensor<120xf32>) -> (tensor<120xf32>, tensor<2x3x4x5xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  %2 = tensor.expand_shape %b [[0, 1, 2]] output_shape [6, 4, 5] : tensor<120xf32> into tensor<6x4x5xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : tensor<6x4x5xf32> into tensor<2x3x4x5xf32>
  return %1, %3 : tensor<120xf32>, tensor<2x3x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @inverse_reshapes
// CHECK-NEXT: return %arg0, %arg1
func.func @inverse_reshapes(%a: tensor<6x20xf32>, %b: tensor<2x3x4xf32>) -> (tensor<6x20xf32>, tensor<2x3x4xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  %2 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %1, %3 : tensor<6x20xf32>, tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x20xf32> into tensor<6x20xf32>
// CHECK-NEXT: return %[[C]]
func.func @collapse_of_expand(%a: tensor<2x3x20xf32>) -> tensor<6x20xf32> {
  %0 = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  return %1 : tensor<6x20xf32>
}

// -----

// CHECK-LABEL: func.func @reshaped_values
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-DAG: %[[S:.*]] = tensor.splat %arg0 : tensor<2x3xf32>
// CHECK-DAG: %[[F:.*]] = tensor.from_elements %arg0, %arg1 : tensor<1x2xf32>
// CHECK: return %[[CST]], %[[S]], %[[F]]
func.func @reshaped_values(%f: f32, %g: f32) -> (tensor<2x3xi32>, tensor<2x3xf32>, tensor<1x2xf32>) {
  %c = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %s = tensor.splat %f : tensor<6xf32>
  %1 = tensor.expand_shape %s [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %e = tensor.from_elements %f, %g : tensor<2xf32>
  %2 = tensor.expand_shape %e [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %0, %1, %2 : tensor<2x3xi32>, tensor<2x3xf32>, tensor<1x2xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %[[K:.*]] = tensor.cast %[[C]] : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[K]]
func.func @collapse_of_cast(%a: tensor<2x3x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %a : tensor<2x3x4xf32> to tensor<?x?x4xf32>
  %0 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-DAG: #[[DIV:.*]] = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-DAG: #[[MUL:.*]] = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @dim_of_reshapes
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?x4xf32>
// CHECK-DAG: %[[Q:.*]] = affine.apply #[[DIV]]()[%[[D]]]
// CHECK-DAG: %[[E0:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x?xf32>
// CHECK-DAG: %[[E1:.*]] = tensor.dim %arg1, %[[C1]] : tensor<?x?xf32>
// CHECK-DAG: %[[P:.*]] = affine.apply #[[MUL]]()[%[[E0]], %[[E1]]]
// CHECK: return %[[Q]], %[[P]]
func.func @dim_of_reshapes(%a: tensor<?x4xf32>, %b: tensor<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  %d = tensor.dim %0, %c0 : tensor<?x3x4xf32>
  %1 = tensor.collapse_shape %b [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.dim %1, %c0 : tensor<?xf32>
  return %d, %e : index, index
}

// -----

// An expansion undoing a collapse with the same grouping folds to the
// collapse's source even with two dynamic sizes.
// CHECK-LABEL: func.func @expand_of_collapse_same_groups_two_dynamic
// CHECK-NEXT: return %arg0 : tensor<?x4x?xf32>
func.func @expand_of_collapse_same_groups_two_dynamic(%a: tensor<?x4x?xf32>, %n: index, %m: index) -> tensor<?x4x?xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%n, 4, %m] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %e : tensor<?x4x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_same_groups_two_dynamic
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
func.func @collapse_of_expand_same_groups_two_dynamic(%a: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, %m] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

// Grouped differently, the pair stays.
// CHECK-LABEL: func.func @collapse_of_expand_other_groups_two_dynamic
// CHECK: tensor.expand_shape
// CHECK: tensor.collapse_shape
func.func @collapse_of_expand_other_groups_two_dynamic(%a: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 4, %m] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
