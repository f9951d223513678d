// PIPELINE: --linalg-fuse-elementwise-ops
// Where Strata keeps a pad that mlir-opt-19 crashes on.
//
// A tensor.pad of a tensor.collapse_shape whose padding value is computed
// in the pad's body (here from the index): mlir-opt-19's
// FoldPadWithProducerReshapeOpByExpansion asks for the constant padding
// value, gets none, and builds the new pad from a null value, which
// crashes (a segmentation fault in OperandStorage). Strata moves a pad
// through the collapse only when its padding value does not depend on the
// body, and leaves this one as it is.

// CHECK-LABEL: func.func @pad_value_from_index
// CHECK: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]]
// CHECK: tensor.pad %[[C]] low[0, 1] high[0, 1]
// CHECK: arith.index_cast
// CHECK: } : tensor<6x4xf32> to tensor<6x6xf32>
func.func @pad_value_from_index(%a: tensor<2x3x4xf32>) -> tensor<6x6xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %p = tensor.pad %c low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<6x4xf32> to tensor<6x6xf32>
  return %p : tensor<6x6xf32>
}
