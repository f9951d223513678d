// PIPELINE: --affine-super-vectorize=virtual-vector-size=8 --split-input-file
// Where mlir-opt-19 --affine-super-vectorize miscompiles or crashes, Strata
// keeps the loop (this file is not run differentially).

// Upstream checks only that one subscript moves with the loop, and reads
// `A[2 * i .. 2 * i + 7]` contiguously where `A[2 * i]`, `A[2 * i + 2]`, ...
// are meant. Strata vectorizes a moving subscript only when it moves by
// exactly one element per iteration.
// CHECK-LABEL: func.func @strided_read_is_not_vectorized
// CHECK-NOT: vector.
// CHECK: affine.for %{{.*}} = 0 to 256 {
// CHECK-NEXT: affine.load %arg0[%{{.*}} * 2]
func.func @strided_read_is_not_vectorized(%A: memref<512xf32>, %B: memref<256xf32>) {
  affine.for %i = 0 to 256 {
    %a = affine.load %A[2 * %i] : memref<512xf32>
    affine.store %a, %B[%i] : memref<256xf32>
  }
  return
}

// -----

// The inner loop (not parallel) runs up to the outer loop's IV, which
// differs per vector lane; upstream builds the inner loop on the erased
// scalar IV and crashes in the verifier. Strata keeps the nest.
// CHECK-LABEL: func.func @inner_bound_from_vector_loop_is_not_vectorized
// CHECK-NOT: vector.
// CHECK: affine.for %[[I:.*]] = 0 to 64 {
// CHECK-NEXT: affine.for %{{.*}} = 1 to #{{.*}}(%[[I]]) {
func.func @inner_bound_from_vector_loop_is_not_vectorized(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 1 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// A unit stride along an outer dimension is a strided transfer, which is
// what the permutation map says: vectorized, as upstream.
// CHECK-LABEL: func.func @unit_stride_in_an_outer_dimension_is_vectorized
// CHECK: affine.for %{{.*}} = 0 to 256 step 8 {
// CHECK: vector.transfer_read
// CHECK: vector.transfer_write
func.func @unit_stride_in_an_outer_dimension_is_vectorized(%A: memref<512x4xf32>, %B: memref<256x4xf32>) {
  affine.for %k = 0 to 4 {
    affine.for %i = 0 to 256 {
      %a = affine.load %A[%i + 256, %k] : memref<512x4xf32>
      affine.store %a, %B[%i, %k] : memref<256x4xf32>
    }
  }
  return
}
