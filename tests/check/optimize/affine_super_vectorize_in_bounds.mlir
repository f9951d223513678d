// PIPELINE: --affine-super-vectorize='virtual-vector-size=8 infer-in-bounds=true'
// PIPELINE: --split-input-file
// Strata's `infer-in-bounds` option of affine-super-vectorize (upstream has
// none; without the option the output is upstream's): a transfer dimension
// is `in_bounds` when the index, composed, is linear in constants and IVs of
// loops with constant bounds, and its smallest value is at least 0 and its
// largest plus the vector size at most the memref's static extent. Lowering
// then needs no bounds check for it.

// CHECK-LABEL: func.func @bounds_prove_in_bounds
// CHECK: vector.transfer_read %arg0[%{{.*}}], %{{.*}} {in_bounds = [true]} : memref<256xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %arg1[%{{.*}}] {in_bounds = [true]} : vector<8xf32>, memref<260xf32>
func.func @bounds_prove_in_bounds(%A: memref<256xf32>, %B: memref<260xf32>) {
  affine.for %i = 0 to 256 {
    %a = affine.load %A[%i] : memref<256xf32>
    affine.store %a, %B[%i + 4] : memref<260xf32>
  }
  return
}

// -----

// The last vector starts at 96: elements 96..103 exist in B, not in A.
// CHECK-LABEL: func.func @last_vector_runs_past_the_end
// CHECK: vector.transfer_read %arg0[%{{.*}}], %{{.*}} : memref<100xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %arg1[%{{.*}}] {in_bounds = [true]} : vector<8xf32>, memref<104xf32>
func.func @last_vector_runs_past_the_end(%A: memref<100xf32>, %B: memref<104xf32>) {
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<100xf32>
    affine.store %a, %B[%i] : memref<104xf32>
  }
  return
}

// -----

// A dynamic extent or a symbolic loop bound proves nothing.
// CHECK-LABEL: func.func @unknown_extent_or_bound
// CHECK: vector.transfer_read %arg0[%{{.*}}], %{{.*}} : memref<?xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %arg1[%{{.*}}] {in_bounds = [true]} : vector<8xf32>, memref<64xf32>
// CHECK: vector.transfer_read %arg1[%{{.*}}], %{{.*}} : memref<64xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %arg0[%{{.*}}] : vector<8xf32>, memref<?xf32>
func.func @unknown_extent_or_bound(%A: memref<?xf32>, %B: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<?xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to %n {
    %a = affine.load %B[%i] : memref<64xf32>
    affine.store %a, %A[%i] : memref<?xf32>
  }
  return
}

// -----

// Each vector dimension is checked against the memref dimension it reads.
// CHECK-LABEL: func.func @two_d_column
// CHECK: vector.transfer_read %arg0[%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true]} : memref<16x32xf32>, vector<8xf32>
func.func @two_d_column(%A: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%i, %j] : memref<16x32xf32>
    }
  }
  return
}
