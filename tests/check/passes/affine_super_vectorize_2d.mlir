// PIPELINE: --affine-super-vectorize=virtual-vector-size=4,8 --split-input-file
// affine-super-vectorize with 2-D vectors (4x8): a loop for the first
// size with a loop nested in it for the second, both parallel and moving
// along one memref dimension each. Compared with mlir-opt-19.

// CHECK-LABEL: func.func @two_d
// CHECK-NEXT: %[[S:.*]] = vector.broadcast %arg2 : f32 to vector<4x8xf32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 64 step 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 128 step 8 {
// CHECK-NEXT: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]], %[[J]]], %[[P]] : memref<64x128xf32>, vector<4x8xf32>
// CHECK-NEXT: %[[B:.*]] = arith.addf %[[A]], %[[ONE]] : vector<4x8xf32>
// CHECK-NEXT: %[[E:.*]] = arith.mulf %[[B]], %[[S]] : vector<4x8xf32>
// CHECK-NEXT: vector.transfer_write %[[E]], %arg1[%[[I]], %[[J]]] : vector<4x8xf32>, memref<64x128xf32>
func.func @two_d(%A: memref<64x128xf32>, %B: memref<64x128xf32>, %s: f32) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      %c1 = arith.constant 1.0 : f32
      %a = affine.load %A[%i, %j] : memref<64x128xf32>
      %b = arith.addf %a, %c1 : f32
      %e = arith.mulf %b, %s : f32
      affine.store %e, %B[%i, %j] : memref<64x128xf32>
    }
  }
  return
}

// -----

// The middle loop moves `B` along another dimension than `A`: the outer
// and inner loops are vectorized around it, and `B[j]` is broadcast to
// both vector dimensions.
// CHECK-DAG: #[[OUTER_INNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BCAST:.*]] = affine_map<(d0) -> (0, 0)>
// CHECK-LABEL: func.func @middle_loop_kept
// CHECK: affine.for %[[I:.*]] = 0 to 8 step 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 32 step 8 {
// CHECK: %[[A:.*]] = vector.transfer_read %arg0[%[[I]], %[[J]], %[[K]]], %{{.*}} {permutation_map = #[[OUTER_INNER]]} : memref<8x16x32xf32>, vector<4x8xf32>
// CHECK: %[[B:.*]] = vector.transfer_read %arg1[%[[J]]], %{{.*}} {in_bounds = [true, true], permutation_map = #[[BCAST]]} : memref<16xf32>, vector<4x8xf32>
// CHECK-NEXT: %[[C:.*]] = arith.addf %[[A]], %[[B]] : vector<4x8xf32>
// CHECK-NEXT: vector.transfer_write %[[C]], %arg0[%[[I]], %[[J]], %[[K]]] {permutation_map = #[[OUTER_INNER]]} : vector<4x8xf32>, memref<8x16x32xf32>
func.func @middle_loop_kept(%A: memref<8x16x32xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %j, %k] : memref<8x16x32xf32>
        %b = affine.load %B[%j] : memref<16xf32>
        %c = arith.addf %a, %b : f32
        affine.store %c, %A[%i, %j, %k] : memref<8x16x32xf32>
      }
    }
  }
  return
}

// -----

// Each loop moves the two memrefs along different dimensions.
// CHECK-LABEL: func.func @transpose_is_not_vectorized
// CHECK-NOT: vector.
// CHECK: return
func.func @transpose_is_not_vectorized(%A: memref<64x128xf32>, %B: memref<128x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      %a = affine.load %A[%i, %j] : memref<64x128xf32>
      affine.store %a, %B[%j, %i] : memref<128x64xf32>
    }
  }
  return
}

// -----

// A 2-D pattern needs two nested loops.
// CHECK-LABEL: func.func @single_loop_is_not_vectorized
// CHECK-NOT: vector.
// CHECK: return
func.func @single_loop_is_not_vectorized(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %b = arith.addf %a, %a : f32
    affine.store %b, %A[%i] : memref<64xf32>
  }
  return
}
