// PIPELINE: --convert-elementwise-to-linalg
// Elementwise arith and math ops on ranked tensors become linalg.generic
// ops with identity maps; the destination is an operand of the result type
// or a new tensor.empty.

// CHECK-LABEL: func.func @f
// CHECK: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: arith.addf %in, %in_0 : f32
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<?x3xf32>, %d: tensor<4xi1>) -> (tensor<4xf32>, tensor<?x3xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) {
  %0 = arith.addf %a, %b : tensor<4xf32>
  %1 = math.exp %c : tensor<?x3xf32>
  %2 = arith.cmpf olt, %a, %b : tensor<4xf32>
  %3 = arith.select %d, %a, %b : tensor<4xi1>, tensor<4xf32>
  %4 = arith.fptosi %a : tensor<4xf32> to tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<?x3xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>
}

// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0
// CHECK: tensor.empty(%[[D]]) : tensor<?x2xi1>
func.func @dynamic(%a: tensor<?x2xf32>, %b: tensor<?x2xf32>) -> (tensor<?x2xi1>, tensor<?x2xf32>) {
  %0 = arith.cmpf ogt, %a, %b : tensor<?x2xf32>
  %1 = arith.mulf %a, %b fastmath<fast> : tensor<?x2xf32>
  return %0, %1 : tensor<?x2xi1>, tensor<?x2xf32>
}

// Scalars and vectors stay.
// CHECK-LABEL: func.func @scalars
// CHECK-NEXT: arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: arith.addf %arg1, %arg1 : vector<4xf32>
func.func @scalars(%a: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>) {
  %0 = arith.addf %a, %a : f32
  %1 = arith.addf %v, %v : vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}
