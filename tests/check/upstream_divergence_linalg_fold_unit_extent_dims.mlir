// PIPELINE: --linalg-fold-unit-extent-dims
// Where Strata inserts a pad's source into a fill at another offset than
// mlir-opt-19.
//
// A pad inserted with stride 2 into a fill of its padding value: padded
// element j lands at 2 * j, so source element i (padded element i + 1)
// belongs at 2 + 2 * i. mlir-opt-19's FoldInsertPadIntoFill adds the low
// padding to the offset without the stride and inserts the source at
// offset 1, on the odd elements, which the fill value should keep. Strata
// adds the low padding times the stride (offset 2).

// CHECK-LABEL: func.func @strided_insert_of_pad
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: tensor.insert_slice %arg0 into %[[F]][2] [4] [2] : tensor<4xf32> into tensor<12xf32>
func.func @strided_insert_of_pad(%a: tensor<4xf32>) -> tensor<12xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<4xf32> to tensor<6xf32>
  %e = tensor.empty() : tensor<12xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  %r = tensor.insert_slice %p into %f[0] [6] [2] : tensor<6xf32> into tensor<12xf32>
  return %r : tensor<12xf32>
}
