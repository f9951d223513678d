// PIPELINE: --convert-vector-to-scf="full-unroll target-rank=0" --split-input-file
// convert-vector-to-scf{full-unroll target-rank=0}: 1-D transfers are
// unrolled into 0-d ones (scalars broadcast to vector<f32> for writes).

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @unroll_t0(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %8 = vector.extract %arg2[0] : f32 from vector<2xf32>
// CHECK-NEXT: %9 = vector.broadcast %8 : f32 to vector<f32>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%arg1] : vector<f32>, memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_1, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = vector.extract %arg2[1] : f32 from vector<2xf32>
// CHECK-NEXT: %10 = vector.broadcast %9 : f32 to vector<f32>
// CHECK-NEXT: vector.transfer_write %10, %arg0[%8] : vector<f32>, memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2xf32>) {
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg1], %cst_0 : memref<?xf32>, vector<f32>
// CHECK-NEXT: %9 = vector.insert %8, %cst [0] : vector<f32> into vector<2xf32>
// CHECK-NEXT: scf.yield %9 : vector<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_3, %5 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2xf32>) {
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8], %cst_0 : memref<?xf32>, vector<f32>
// CHECK-NEXT: %10 = vector.insert %9, %4 [1] : vector<f32> into vector<2xf32>
// CHECK-NEXT: scf.yield %10 : vector<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : vector<2xf32>
// CHECK-NEXT: }
func.func @unroll_t0(%A: memref<?xf32>, %i: index, %v: vector<2xf32>) -> vector<2xf32> {
  %pad = arith.constant 0.0 : f32
  vector.transfer_write %v, %A[%i] : vector<2xf32>, memref<?xf32>
  %r = vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<2xf32>
  return %r : vector<2xf32>
}
// -----

// CHECK-LABEL: func.func @unroll_transfer_write_target_rank_zero(
// CHECK-SAME: %arg0: vector<2xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<i32>
// CHECK-NEXT: vector.transfer_write %1, %alloc[%c0] : vector<i32>, memref<4xi32>
// CHECK-NEXT: %2 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.broadcast %2 : i32 to vector<i32>
// CHECK-NEXT: vector.transfer_write %3, %alloc[%c1] : vector<i32>, memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unroll_transfer_write_target_rank_zero(%vec : vector<2xi32>) {
  %alloc = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %vec, %alloc[%c0] : vector<2xi32>, memref<4xi32>
  return
}
