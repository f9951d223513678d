// PIPELINE: --linalg-decompose-aggregate-ops --split-input-file
// linalg-decompose-aggregate-ops: linalg.softmax on tensors becomes the
// max reduction, exp(x - max), the sum reduction and the division, as
// upstream's transform.structured.decompose_interface decomposes it (the
// output below was compared with mlir-opt-19 --transform-interpreter).
// Softmax on buffers is left alone.

// CHECK-LABEL: func.func @dynamic_f16
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D0:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?x?x8xf16>
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: tensor.dim %arg0, %[[C1]]
// CHECK: %[[E:.*]] = tensor.empty(%[[D0]]) : tensor<?x8xf16>
// CHECK: %[[LOW:.*]] = arith.constant -6.550400e+04 : f16
// CHECK: %[[F:.*]] = linalg.fill ins(%[[LOW]] : f16) outs(%[[E]] : tensor<?x8xf16>) -> tensor<?x8xf16>
// CHECK: %[[MAX:.*]] = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<?x?x8xf16>) outs(%[[F]] : tensor<?x8xf16>)
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.*]] = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %[[MAX]] : tensor<?x?x8xf16>, tensor<?x8xf16>) outs(%arg1 : tensor<?x?x8xf16>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK: %[[F2:.*]] = linalg.fill ins(%[[ZERO]] : f16) outs(%[[E]] : tensor<?x8xf16>) -> tensor<?x8xf16>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<?x?x8xf16>) outs(%[[F2]] : tensor<?x8xf16>)
// CHECK: arith.addf
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<?x?x8xf16>, tensor<?x8xf16>) outs(%arg1 : tensor<?x?x8xf16>)
// CHECK: arith.divf
// CHECK: return %[[R]]
func.func @dynamic_f16(%a: tensor<?x?x8xf16>, %o: tensor<?x?x8xf16>) -> tensor<?x?x8xf16> {
  %r = linalg.softmax dimension(1) ins(%a : tensor<?x?x8xf16>) outs(%o : tensor<?x?x8xf16>) -> tensor<?x?x8xf16>
  return %r : tensor<?x?x8xf16>
}

// -----

// CHECK-LABEL: func.func @dim0_f64
// CHECK: arith.constant -1.7976931348623157E+308 : f64
// CHECK: iterator_types = ["reduction", "parallel"]
// CHECK-NOT: linalg.softmax
func.func @dim0_f64(%a: tensor<4x3xf64>, %o: tensor<4x3xf64>) -> tensor<4x3xf64> {
  %r = linalg.softmax dimension(0) ins(%a : tensor<4x3xf64>) outs(%o : tensor<4x3xf64>) -> tensor<4x3xf64>
  return %r : tensor<4x3xf64>
}

// -----

// CHECK-LABEL: func.func @buffers
// CHECK: linalg.softmax dimension(0)
func.func @buffers(%a: memref<4x3xf32>, %o: memref<4x3xf32>) {
  linalg.softmax dimension(0) ins(%a : memref<4x3xf32>) outs(%o : memref<4x3xf32>)
  return
}
