// PIPELINE: --canonicalize
// A transfer_read of a tensor a chain of transfer_writes produced is the
// vector written at the same place (no masks, the write in bounds, same
// indices, type and map), past writes to places that constant indices
// show disjoint; a write the indices cannot tell apart stops the search.

// A read of a memref is not forwarded.
// CHECK-LABEL: func.func @memref_kept
// CHECK: vector.transfer_read %arg0[%c0], %cst
func.func @memref_kept(%m: memref<4xf32>, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  %r = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// A masked read is not forwarded.
// CHECK-LABEL: func.func @masked_kept
// CHECK: vector.transfer_read %0[%c0], %cst, %arg2
func.func @masked_kept(%t: tensor<4xf32>, %v: vector<4xf32>, %mask: vector<4xi1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %r = vector.transfer_read %w[%c0], %p, %mask {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: func.func @raw_chain
// CHECK: %2 = vector.transfer_read %1[%c0], %cst
// CHECK-NEXT: return %arg1, %2, %arg1

// CHECK-LABEL: func.func @raw_2d
// CHECK: %2 = vector.transfer_read %1[%c0, %c0], %cst
// CHECK-NEXT: return %arg1, %2

func.func @raw_chain(%t: tensor<8xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %b = vector.transfer_write %w, %a[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %r = vector.transfer_read %b[%c0], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  %c = vector.transfer_write %w, %a[%c2] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %s = vector.transfer_read %c[%c0], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  %d = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>
  %u = vector.transfer_read %d[%c0], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  return %r, %s, %u : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @raw_2d(%t: tensor<4x8xf32>, %v: vector<8xf32>, %i: index) -> (vector<8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
  %b = vector.transfer_write %v, %a[%c1, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
  %r = vector.transfer_read %b[%c0, %c0], %p {in_bounds = [true]} : tensor<4x8xf32>, vector<8xf32>
  %c = vector.transfer_write %v, %a[%i, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
  %s = vector.transfer_read %c[%c0, %c0], %p {in_bounds = [true]} : tensor<4x8xf32>, vector<8xf32>
  return %r, %s : vector<8xf32>, vector<8xf32>
}
