// PIPELINE: --linalg-fuse-elementwise-ops --split-input-file
// A pad of a collapse_shape pads the collapse's source when it pads only
// dimensions the collapse does not merge, then collapses; the generic
// reading the pad then fuses with that collapse.

// CHECK-LABEL: func.func @pad_of_collapse_with_dynamic_low
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, %arg1] high[0, 0, 2]
// CHECK: } : tensor<2x3x?xf32> to tensor<2x3x?xf32>
// CHECK: tensor.collapse_shape %[[P]] {{\[\[}}0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
func.func @pad_of_collapse_with_dynamic_low(%a: tensor<2x3x?xf32>, %l: index) -> tensor<6x?xf32> {
  %cst = arith.constant 1.0 : f32
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x?xf32> into tensor<6x?xf32>
  %p = tensor.pad %c low[0, %l] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x?xf32> to tensor<6x?xf32>
  return %p : tensor<6x?xf32>
}

// -----

// CHECK-LABEL: func.func @nofold_pad_of_value_from_above
// CHECK: tensor.pad %arg0 nofold low[0, 0, 1] high[0, 0, 1]
// CHECK: tensor.yield %arg1 : f32
// CHECK: } : tensor<2x3x4xf32> to tensor<2x3x6xf32>
func.func @nofold_pad_of_value_from_above(%a: tensor<2x3x4xf32>, %v: f32) -> tensor<6x6xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c nofold low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<6x4xf32> to tensor<6x6xf32>
  return %p : tensor<6x6xf32>
}

// -----

// CHECK-LABEL: func.func @pad_of_merged_dimension
// CHECK: tensor.collapse_shape %arg0
// CHECK: tensor.pad %{{.*}} low[1, 1] high[1, 1]
func.func @pad_of_merged_dimension(%a: tensor<2x3x4xf32>) -> tensor<8x6xf32> {
  %cst = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x4xf32> to tensor<8x6xf32>
  return %p : tensor<8x6xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_with_other_use
// CHECK: %[[C:.*]] = tensor.collapse_shape %arg0
// CHECK: tensor.pad %[[C]]
func.func @collapse_with_other_use(%a: tensor<2x3x4xf32>) -> (tensor<6x6xf32>, tensor<6x4xf32>) {
  %cst = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x4xf32> to tensor<6x6xf32>
  return %p, %c : tensor<6x6xf32>, tensor<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @pad_of_expand_stays
// CHECK: %[[E:.*]] = tensor.expand_shape %arg0
// CHECK: tensor.pad %[[E]]
func.func @pad_of_expand_stays(%a: tensor<6x4xf32>) -> tensor<2x3x6xf32> {
  %cst = arith.constant 0.0 : f32
  %c = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %p = tensor.pad %c low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<2x3x4xf32> to tensor<2x3x6xf32>
  return %p : tensor<2x3x6xf32>
}

// -----

// CHECK-LABEL: func.func @pad_then_generic
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<2x3x6xf32>)
// CHECK: tensor.collapse_shape %[[G]] {{\[\[}}0, 1], [2]] : tensor<2x3x6xf32> into tensor<6x6xf32>
func.func @pad_then_generic(%a: tensor<2x3x4xf32>) -> tensor<6x6xf32> {
  %cst = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x4xf32> to tensor<6x6xf32>
  %e = tensor.empty() : tensor<6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<6x6xf32>) outs(%e : tensor<6x6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_source
// CHECK: tensor.pad %arg0 low[0, 0, 1] high[0, 0, 1]
// CHECK: } : tensor<?x3x?xf32> to tensor<?x3x?xf32>
func.func @dynamic_source(%a: tensor<?x3x?xf32>) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x?xf32> into tensor<?x?xf32>
  %p = tensor.pad %c low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
