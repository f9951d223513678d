// PIPELINE: --empty-tensor-to-alloc-tensor
// Every tensor.empty becomes a bufferization.alloc_tensor of its sizes.

// CHECK-LABEL: func.func @empty
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() : tensor<2xi8>
func.func @empty(%d: index) -> (tensor<?x4xf32>, tensor<2xi8>) {
  %a = tensor.empty(%d) : tensor<?x4xf32>
  %b = tensor.empty() : tensor<2xi8>
  return %a, %b : tensor<?x4xf32>, tensor<2xi8>
}
