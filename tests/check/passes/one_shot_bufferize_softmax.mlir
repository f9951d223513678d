// PIPELINE: --one-shot-bufferize=bufferize-function-boundaries
// linalg.softmax bufferizes as a destination-style op: its init is written
// (not read), so a tensor.empty init becomes a new buffer.

// CHECK-LABEL: func.func @softmax
// CHECK: linalg.softmax dimension(1) ins(%{{.*}} : memref<2x16xf32, strided<[?, ?], offset: ?>>) outs(%{{.*}} : memref<2x16xf32>)
func.func @softmax(%a: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %e = tensor.empty() : tensor<2x16xf32>
  %r = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %r : tensor<2x16xf32>
}
