// PIPELINE: --convert-vector-to-scf=target-rank=2 --split-input-file
// convert-vector-to-scf{target-rank=2}: transfers of rank 2 are left to the
// LLVM lowering; a 3-D transfer is unpacked once. 0-d transfers are not
// touched.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @r2(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg1, %arg1], %cst_0 : memref<?x?x?xf32>, vector<3x4xf32>
// CHECK-NEXT: memref.store %5, %0[%arg2] : memref<2xvector<3x4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<2xvector<3x4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT: return %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @r2(%A: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
// -----

// CHECK-LABEL: func.func @zerod(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index) -> vector<f32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<f32>
// CHECK-NEXT: return %0 : vector<f32>
// CHECK-NEXT: }
func.func @zerod(%A: memref<?xf32>, %i: index) -> vector<f32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i], %pad {permutation_map = affine_map<(d0) -> ()>} : memref<?xf32>, vector<f32>
  return %v : vector<f32>
}
