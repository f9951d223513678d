// PIPELINE: --eliminate-empty-tensors --split-input-file
// A tensor.empty whose contents are inserted into a slice of another
// tensor becomes an extract_slice of it, where the destination and the
// slice parameters are defined before it.

// CHECK-LABEL: func.func @fill_into_slice
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 0] [4, 8] [1, 1]
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<4x8xf32>)
func.func @fill_into_slice(%t: tensor<8x8xf32>, %v: f32) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %i = tensor.insert_slice %f into %t[2, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

// -----

// Through a chain of destinations, with dynamic offsets.
// CHECK-LABEL: func.func @chain
// CHECK-NOT: tensor.empty
func.func @chain(%t: tensor<?x8xf32>, %o: index, %v: f32, %x: tensor<2x8xf32>) -> tensor<?x8xf32> {
  %e = tensor.empty() : tensor<2x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %a = linalg.add ins(%x, %x : tensor<2x8xf32>, tensor<2x8xf32>) outs(%f : tensor<2x8xf32>) -> tensor<2x8xf32>
  %i = tensor.insert_slice %a into %t[%o, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<?x8xf32>
  return %i : tensor<?x8xf32>
}

// -----

// The destination is defined after the empty tensor: left alone.
// CHECK-LABEL: func.func @dest_after
// CHECK: tensor.empty
func.func @dest_after(%v: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty() : tensor<8xf32>
  %i = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %i : tensor<8xf32>
}

// -----

// Rank-reducing slices.
// CHECK-LABEL: func.func @rank_reduced
// CHECK: tensor.extract_slice %arg0[1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
func.func @rank_reduced(%t: tensor<4x8xf32>, %v: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %i = tensor.insert_slice %f into %t[1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
  return %i : tensor<4x8xf32>
}
