// PIPELINE: --one-shot-bufferize=test-analysis-only
// Where Strata's One-Shot Analysis copies and mlir-opt-19 does not.
//
// An elementwise op writing one slice of a buffer while reading a shifted
// slice of the same buffer: mlir-opt-19 writes in place (its elementwise
// rule compares indexing maps, not the buffers read), which is only right
// when the loops run in increasing order; under convert-linalg-to-parallel-
// loops the iterations race (iteration i reads what iteration i+1 writes).
// Strata writes in place only over the very value it reads.

// CHECK-LABEL: func.func @shifted
// CHECK: linalg.add {__inplace_operands_attr__ = ["true", "true", "false"]}
func.func @shifted(%t0: tensor<8xf32>) -> tensor<4xf32> {
  %t = bufferization.alloc_tensor() copy(%t0) : tensor<8xf32>
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %t[1] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %r = linalg.add ins(%b, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
