// PIPELINE: --linalg-decompose-winograd-ops
// Where mlir-opt-19's decomposition of the Winograd transforms
// (test-linalg-transform-patterns=test-decompose-winograd-ops) computes
// garbage and Strata's does not.
//
// mlir-opt-19 multiplies each tile by the transform matrices with
// linalg.matmul ops whose outs are bare tensor.empty results: a matmul
// accumulates into its outs, so every product adds the contents of an
// uninitialized buffer. Run through its bufferization and
// mlir-cpu-runner-19, targets/tests/run/linalg_winograd.mlir then differs
// from the direct convolutions everywhere (which is why upstream runs the
// decomposed twin linalg_winograd_decomposed.mlir there). Strata fills
// each product's tensor.empty with zero first.

// CHECK-LABEL: func.func @filter
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.+]] = tensor.empty() : tensor<4x3xf32>
// CHECK-NEXT: %[[Z:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4x3xf32>, tensor<3x3xf32>) outs(%[[Z]] : tensor<4x3xf32>)
func.func @filter(%f: tensor<1x3x3x1xf32>, %fo: tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32> {
  %0 = linalg.winograd_filter_transform m(2) r(3) ins(%f : tensor<1x3x3x1xf32>) outs(%fo : tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
  return %0 : tensor<4x4x1x1xf32>
}
