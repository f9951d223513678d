// PIPELINE: --linalg-block-pack-matmul="block-factors=32,16,64 allow-padding=false"
// Where mlir-opt-19 fails without a message and Strata does not.
//
// With allow-padding=false, a matmul with a dynamic size cannot be shown
// to split into whole blocks, so it stays as it is. mlir-opt-19 builds the
// loop sizes to check with a builder the rewrite driver does not see,
// erases them as dead and builds them again on every sweep, and ends the
// pass as failed (exit status 1, no diagnostic) when the sweeps run out.

// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: tensor.pack
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>)
func.func @dynamic(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

