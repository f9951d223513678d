// PIPELINE: --linalg-fuse-elementwise-ops --split-input-file
// Reshapes fused into generics by expanding their loops: a collapse
// feeding a generic (the generic runs over the collapse's source) and an
// expansion of a generic's result (the generic produces it); what must stay
// (a reduction loop of the reshaped operand, a collapse with another use).

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @expand_consumer
// CHECK: } -> tensor<3x4x4xf32>
// CHECK-NOT: tensor.expand_shape %{{[0-9]+}}
func.func @expand_consumer(%a: tensor<12x4xf32>, %b: tensor<12x4xf32>) -> tensor<3x4x4xf32> {
  %e = tensor.empty() : tensor<12x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<12x4xf32>, tensor<12x4xf32>) outs(%e : tensor<12x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<12x4xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xf32> into tensor<3x4x4xf32>
  return %x : tensor<3x4x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @collapse_producer
// CHECK: linalg.generic {{.*}} ins(%arg0, %expanded : tensor<3x4x4xf32>, tensor<3x4x4xf32>)
// CHECK: tensor.collapse_shape
func.func @collapse_producer(%a: tensor<3x4x4xf32>, %b: tensor<12x4xf32>) -> tensor<12x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<3x4x4xf32> into tensor<12x4xf32>
  %e = tensor.empty() : tensor<12x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<12x4xf32>, tensor<12x4xf32>) outs(%e : tensor<12x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<12x4xf32>
  return %r : tensor<12x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @transposed_operand
// CHECK: } -> tensor<2x3x4xf32>
func.func @transposed_operand(%a: tensor<2x3x4xf32>, %b: tensor<4x6xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #tr2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<6x4xf32>, tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @reduction_loop_kept
// CHECK: tensor.collapse_shape %arg0
func.func @reduction_loop_kept(%a: tensor<2x3x4xf32>) -> tensor<4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<6x4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @two_uses
// CHECK: tensor.collapse_shape %arg0
func.func @two_uses(%a: tensor<2x3xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r, %c : tensor<6xf32>, tensor<6xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @broadcast_expand
// CHECK: } -> tensor<3x4x5xf32>
func.func @broadcast_expand(%a: tensor<12xf32>, %b: tensor<12x5xf32>) -> tensor<3x4x5xf32> {
  %e = tensor.empty() : tensor<12x5xf32>
  %r = linalg.generic {indexing_maps = [#row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<12xf32>, tensor<12x5xf32>) outs(%e : tensor<12x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<12x5xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [3, 4, 5] : tensor<12x5xf32> into tensor<3x4x5xf32>
  return %x : tensor<3x4x5xf32>
}


// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// A dynamic dimension that is not split keeps its size (tensor.dim).
// CHECK-LABEL: func.func @dynamic_left
// CHECK: tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%{{.*}}, 2, 2]
func.func @dynamic_left(%a: tensor<?x4xf32>) -> tensor<?x2x2xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %x = tensor.expand_shape %r [[0], [1, 2]] output_shape [%d, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %x : tensor<?x2x2xf32>
}


// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @index_expand
// CHECK: %[[I1:.*]] = linalg.index 1 : index
// CHECK: %[[I0:.*]] = linalg.index 0 : index
// CHECK: affine.apply #{{.*}}(%[[I1]], %[[I0]])
func.func @index_expand(%a: tensor<12x4xf32>) -> tensor<3x4x4xf32> {
  %e = tensor.empty() : tensor<12x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<12x4xf32>) outs(%e : tensor<12x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %c = arith.index_cast %k : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<12x4xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xf32> into tensor<3x4x4xf32>
  return %x : tensor<3x4x4xf32>
}


// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @index_renumbered
// CHECK: linalg.index 2 : index
func.func @index_renumbered(%a: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %j = linalg.index 1 : index
    %i = linalg.index 0 : index
    %k = arith.muli %i, %j : index
    %q = arith.index_cast %k : index to i32
    %f = arith.sitofp %q : i32 to f32
    %s = arith.mulf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
