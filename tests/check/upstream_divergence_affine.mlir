// PIPELINE: --affine-scalrep --split-input-file
// Where mlir-opt-19 --affine-scalrep miscompiles vector accesses, Strata
// keeps the meaning (this file is not run differentially).
//
// Upstream compares the first elements of vector accesses only: the
// scalar store to element 1 does not count as overwriting the vector
// stored at 0..3, and the load is wrongly replaced by the stored vector.

// CHECK-LABEL: func.func @overlapping_scalar_store
// CHECK-NEXT: affine.vector_store %arg1, %arg0[0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: affine.store %arg2, %arg0[1] : memref<16xf32>
// CHECK-NEXT: %0 = affine.vector_load %arg0[0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @overlapping_scalar_store(%m: memref<16xf32>, %v: vector<4xf32>, %x: f32) -> vector<4xf32> {
  affine.vector_store %v, %m[0] : memref<16xf32>, vector<4xf32>
  affine.store %x, %m[1] : memref<16xf32>
  %l = affine.vector_load %m[0] : memref<16xf32>, vector<4xf32>
  return %l : vector<4xf32>
}

// -----

// Upstream drops a vector store followed by a scalar store to its first
// element, though the other three elements are still read.

// CHECK-LABEL: func.func @partial_overwrite_keeps_vector_store
// CHECK-NEXT: affine.vector_store %arg1, %arg0[0] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: affine.store %arg2, %arg0[0] : memref<16xf32>
func.func @partial_overwrite_keeps_vector_store(%m: memref<16xf32>, %v: vector<4xf32>, %x: f32) {
  affine.vector_store %v, %m[0] : memref<16xf32>, vector<4xf32>
  affine.store %x, %m[0] : memref<16xf32>
  return
}
