// PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --split-input-file
// tensor.concat, which mlir-opt-19 does not bufferize ("op was not
// bufferized"): a new buffer sized by the sum of the inputs along the
// dimension, each input copied into a subview at its offset.

// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D0:.*]] = memref.dim %arg0, %{{.*}}
// CHECK: %[[D1:.*]] = memref.dim %arg1, %{{.*}}
// CHECK: %[[N:.*]] = arith.addi %[[D0]], %[[D1]] : index
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK: %[[S0:.*]] = memref.subview %[[A]][0, 0] [%{{.*}}, 4] [1, 1]
// CHECK: memref.copy %arg0, %[[S0]]
// CHECK: %[[S1:.*]] = memref.subview %[[A]][%{{.*}}, 0] [%{{.*}}, 4] [1, 1]
// CHECK: memref.copy %arg1, %[[S1]]
// CHECK-NOT: arith.addi
// CHECK: return %[[A]]
func.func @dynamic(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @static
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
// CHECK: memref.subview %[[A]][0, 0] [2, 2] [1, 1]
// CHECK: memref.subview %[[A]][0, 2] [2, 3] [1, 1]
func.func @static(%a: tensor<2x2xf32>, %b: tensor<2x3xf32>) -> tensor<2x5xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
