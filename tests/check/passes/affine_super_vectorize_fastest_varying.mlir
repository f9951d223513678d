// PIPELINE: --affine-super-vectorize='virtual-vector-size=8 test-fastest-varying=1'
// PIPELINE: --split-input-file
// affine-super-vectorize matching only loops that move along the second
// memref dimension from the last (or along none): outer loops of row-major
// nests, whose inner loops are rebuilt inside them with vector types.
// Compared with mlir-opt-19.

// CHECK: #[[COLUMN:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @outer_loop
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 64 step 8 {
// CHECK-NEXT: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 128 {
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]], %[[J]]], %[[P]] {permutation_map = #[[COLUMN]]} : memref<64x128xf32>, vector<8xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[TWO]] : vector<8xf32>
// CHECK-NEXT: vector.transfer_write %[[M]], %arg1[%[[I]], %[[J]]] {permutation_map = #[[COLUMN]]} : vector<8xf32>, memref<64x128xf32>
func.func @outer_loop(%A: memref<64x128xf32>, %B: memref<64x128xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      %two = arith.constant 2.0 : f32
      %a = affine.load %A[%i, %j] : memref<64x128xf32>
      %m = arith.mulf %a, %two : f32
      affine.store %m, %B[%i, %j] : memref<64x128xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @row_loop_is_not_matched
// CHECK-NOT: vector.
// CHECK: return
func.func @row_loop_is_not_matched(%A: memref<128xf32>) {
  affine.for %j = 0 to 128 {
    %a = affine.load %A[%j] : memref<128xf32>
    %m = arith.addf %a, %a : f32
    affine.store %m, %A[%j] : memref<128xf32>
  }
  return
}

// -----

// Ops after the inner loop are vectorized in the outer loop's body.
// CHECK-DAG: #[[COLUMN:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[SAME:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[ZERO:.*]] = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @outer_loop_with_other_work
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 16 step 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 {
// CHECK: vector.transfer_write
// CHECK: %[[R:.*]] = affine.apply #[[SAME]](%[[I]])
// CHECK-NEXT: %[[C:.*]] = affine.apply #[[ZERO]](%[[I]])
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[X:.*]] = vector.transfer_read %arg0[%[[R]], %[[C]]], %[[P]] {permutation_map = #[[COLUMN]]} : memref<16x8xf32>, vector<8xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]] : vector<8xf32>
func.func @outer_loop_with_other_work(%A: memref<16x8xf32>, %B: memref<16x8xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<16x8xf32>
      affine.store %a, %B[%i, %j] : memref<16x8xf32>
    }
    %x = affine.load %A[%i, 0] : memref<16x8xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %B[%i, 0] : memref<16x8xf32>
  }
  return
}
