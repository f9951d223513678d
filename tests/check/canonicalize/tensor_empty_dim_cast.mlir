// PIPELINE: --canonicalize --split-input-file
// tensor.empty, tensor.dim and tensor.cast patterns of --canonicalize.

// CHECK-LABEL: func.func @empty_constant_sizes
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @empty_constant_sizes(%n: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %e = tensor.empty(%c4, %n) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// A negative constant size is left alone.
// CHECK-LABEL: func.func @empty_negative_size
// CHECK: tensor.empty(%{{.*}}) : tensor<?x2xf32>
func.func @empty_negative_size() -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %n = arith.constant -2 : index
  %e = tensor.empty(%n, %c2) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_empty
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%arg0) : tensor<4x?x8xf32>
// CHECK-NEXT: return %[[E]]
func.func @cast_of_empty(%n: index) -> tensor<4x?x8xf32> {
  %e = tensor.empty(%n, %n) : tensor<?x?x8xf32>
  %c = tensor.cast %e : tensor<?x?x8xf32> to tensor<4x?x8xf32>
  return %c : tensor<4x?x8xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_extract_slice
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[0, 0, 0] [4, 1, %arg2] [1, 1, 1] : tensor<?x?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %[[S]]
func.func @cast_of_extract_slice(%a: tensor<?x?x?xf32>, %n: index, %m: index) -> tensor<4x?xf32> {
  %s = tensor.extract_slice %a[0, 0, 0] [%n, 1, %m] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_chains
// CHECK-DAG: %[[A:.*]] = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-DAG: %[[B:.*]] = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[B]] : tensor<?x?xf32> to tensor<8x?xf32>
// CHECK-NEXT: return %[[A]], %[[C]]
func.func @cast_chains(%a: tensor<4x?xf32>) -> (tensor<?x8xf32>, tensor<8x?xf32>) {
  %0 = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x8xf32>
  %2 = tensor.cast %0 : tensor<?x?xf32> to tensor<8x?xf32>
  return %1, %2 : tensor<?x8xf32>, tensor<8x?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_cast
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %arg1 : tensor<?x?xf32>
// CHECK-NEXT: return %[[D]]
func.func @dim_of_cast(%a: tensor<?x?xf32>, %i: index) -> index {
  %c = tensor.cast %a : tensor<?x?xf32> to tensor<*xf32>
  %d = tensor.dim %c, %i : tensor<*xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_destination_style
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %arg1, %[[C1]] : tensor<?x?xf32>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?xf32>
// CHECK-DAG: %[[D2:.*]] = tensor.dim %arg1, %arg3 : tensor<?x?xf32>
// CHECK: return %[[D0]], %[[D1]], %[[D2]]
func.func @dim_of_destination_style(%a: tensor<?xf32>, %b: tensor<?x?xf32>, %f: f32, %i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %ins = tensor.insert %f into %a[%i] : tensor<?xf32>
  %d1 = tensor.dim %ins, %c0 : tensor<?xf32>
  %fill = linalg.fill ins(%f : f32) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d2 = tensor.dim %fill, %i : tensor<?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg1[%arg2] : tensor<2xi32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK-NEXT: return %[[I]]
func.func @dim_of_reshape(%a: tensor<*xf32>, %s: tensor<2xi32>, %i: index) -> index {
  %r = tensor.reshape %a(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_extract_slice
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[S]], %[[C0]] : tensor<?xf32>
// CHECK-NEXT: return %arg1, %[[D]]
func.func @dim_of_extract_slice(%a: tensor<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %a[0, 0] [4, %n] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %s, %c1 : tensor<4x?xf32>
  %r = tensor.extract_slice %a[0, 0] [1, %n] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %e = tensor.dim %r, %c0 : tensor<?xf32>
  return %d, %e : index, index
}
