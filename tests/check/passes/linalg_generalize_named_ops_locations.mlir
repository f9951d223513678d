// PIPELINE: --linalg-generalize-named-ops --mlir-print-debuginfo

// The payload block arguments a named op is generalized with have no
// location; with debug info they print `loc(unknown)`, as upstream prints
// every argument's location.
// CHECK-LABEL: func.func @matmul
// CHECK: ^bb0(%{{.*}}: f32 loc(unknown), %{{.*}}: f32 loc(unknown), %{{.*}}: f32 loc(unknown)):
func.func @matmul(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
