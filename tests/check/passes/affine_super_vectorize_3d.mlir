// PIPELINE: --affine-super-vectorize=virtual-vector-size=2,4,8
// affine-super-vectorize with 3-D vectors (2x4x8) on a perfect nest.
// Compared with mlir-opt-19.

// CHECK-LABEL: func.func @three_d
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 8 step 2 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 16 step 4 {
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 32 step 8 {
// CHECK-NEXT: %[[THREE:.*]] = arith.constant dense<3.000000e+00> : vector<2x4x8xf32>
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]], %[[J]], %[[K]]], %[[P]] : memref<8x16x32xf32>, vector<2x4x8xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[THREE]] : vector<2x4x8xf32>
// CHECK-NEXT: vector.transfer_write %[[M]], %arg1[%[[I]], %[[J]], %[[K]]] : vector<2x4x8xf32>, memref<8x16x32xf32>
func.func @three_d(%A: memref<8x16x32xf32>, %B: memref<8x16x32xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %j, %k] : memref<8x16x32xf32>
        %c = arith.constant 3.0 : f32
        %m = arith.mulf %a, %c : f32
        affine.store %m, %B[%i, %j, %k] : memref<8x16x32xf32>
      }
    }
  }
  return
}
