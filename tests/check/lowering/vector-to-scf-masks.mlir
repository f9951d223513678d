// PIPELINE: --convert-vector-to-scf --split-input-file
// convert-vector-to-scf with masks: the mask is stored to its own stack
// buffer next to the data buffer and unpacked with it (memref.load of the
// lower-rank mask for the inner transfer); a 1-D mask is checked element
// by element with vector.extractelement and arith.andi in the scf.if guard.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @masked2d(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<4x8xi1>>
// CHECK-NEXT: %0 = vector.create_mask %arg2, %arg3 : vector<4x8xi1>
// CHECK-NEXT: memref.store %0, %alloca_1[] : memref<vector<4x8xi1>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_1 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %7 = memref.load %2[%arg4] : memref<4xvector<8xi1>>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%6, %arg1], %cst_0, %7 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %8, %1[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %1[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: return %3 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @masked2d(%A: memref<?x?xf32>, %i: index, %a: index, %b: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %m = vector.create_mask %a, %b : vector<4x8xi1>
  %v = vector.transfer_read %A[%i, %i], %pad, %m : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @masked_write(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index, %arg3: vector<4x8xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<4x8xi1>>
// CHECK-NEXT: memref.store %arg3, %alloca_0[] : memref<vector<4x8xi1>>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_0 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %3 = memref.load %0[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT: %4 = memref.load %1[%arg4] : memref<4xvector<8xi1>>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%2, %arg2], %4 : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @masked_write(%A: memref<?x?xf32>, %v: vector<4x8xf32>, %i: index, %m: vector<4x8xi1>) {
  vector.transfer_write %v, %A[%i, %i], %m {in_bounds = [true, false]} : vector<4x8xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @r1mask(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<8xi1>) -> vector<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %cst) -> (vector<8xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = vector.extractelement %arg2[%arg3 : index] : vector<8xi1>
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = scf.if %5 -> (vector<8xf32>) {
// CHECK-NEXT: %7 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT: %8 = vector.insertelement %7, %arg4[%arg3 : index] : vector<8xf32>
// CHECK-NEXT: scf.yield %8 : vector<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
func.func @r1mask(%A: memref<?x?xf32>, %i: index, %m: vector<8xi1>) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @w1mask(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<8xi1>, %arg3: vector<8xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x1xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<8x1xi1>>
// CHECK-NEXT: %0 = vector.broadcast %arg3 : vector<8xf32> to vector<1x8xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg2 : vector<8xi1> to vector<1x8xi1>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<1x8xi1> to vector<8x1xi1>
// CHECK-NEXT: %3 = vector.transpose %0, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
// CHECK-NEXT: memref.store %2, %alloca_0[] : memref<vector<8x1xi1>>
// CHECK-NEXT: memref.store %3, %alloca[] : memref<vector<8x1xf32>>
// CHECK-NEXT: %4 = vector.type_cast %alloca : memref<vector<8x1xf32>> to memref<8xvector<1xf32>>
// CHECK-NEXT: %5 = vector.type_cast %alloca_0 : memref<vector<8x1xi1>> to memref<8xvector<1xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %6 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %7 = memref.load %4[%arg4] : memref<8xvector<1xf32>>
// CHECK-NEXT: %8 = memref.load %5[%arg4] : memref<8xvector<1xi1>>
// CHECK-NEXT: vector.transfer_write %7, %arg0[%6, %arg1], %8 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @w1mask(%A: memref<?x?xf32>, %i: index, %m: vector<8xi1>, %v: vector<8xf32>) {
  vector.transfer_write %v, %A[%i, %i], %m {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK-LABEL: func.func @r2mask1d(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<8xi1>) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst, %arg2 : memref<?x?x?xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<8xf32> to vector<4x8xf32>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @r2mask1d(%A: memref<?x?x?xf32>, %i: index, %m: vector<8xi1>) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad, %m {permutation_map = affine_map<(d0, d1, d2) -> (0, d2)>, in_bounds = [true, false]} : memref<?x?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @perm_mask(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<8x4xi1>>
// CHECK-NEXT: %0 = vector.create_mask %arg2, %arg3 : vector<8x4xi1>
// CHECK-NEXT: memref.store %0, %alloca_1[] : memref<vector<8x4xi1>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_1 : memref<vector<8x4xi1>> to memref<8xvector<4xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim, %5 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %7 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %8 = memref.load %2[%arg4] : memref<8xvector<4xi1>>
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%7, %arg1], %cst_0, %8 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %9, %1[%arg4] : memref<8xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %1[%arg4] : memref<8xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %4 = vector.transpose %3, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: return %4 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @perm_mask(%A: memref<?x?xf32>, %i: index, %a: index, %b: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %m = vector.create_mask %a, %b : vector<8x4xi1>
  %v = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read_bcast_inner_mask(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x8xi1>) -> vector<2x3x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<2x8xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_1[] : memref<vector<2x8xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x8xf32>> to memref<2xvector<8xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_1 : memref<vector<2x8xi1>> to memref<2xvector<8xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim, %5 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %7 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %8 = memref.load %1[%arg3] : memref<2xvector<8xi1>>
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%arg1, %7, %arg1], %cst_0, %8 : memref<?x?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %9, %0[%arg3] : memref<2xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<2xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<2x8xf32>>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<2x8xf32> to vector<3x2x8xf32>
// CHECK-NEXT: %4 = vector.transpose %3, [1, 0, 2] : vector<3x2x8xf32> to vector<2x3x8xf32>
// CHECK-NEXT: return %4 : vector<2x3x8xf32>
// CHECK-NEXT: }
func.func @read_bcast_inner_mask(%A: memref<?x?x?xf32>, %i: index, %m: vector<2x8xi1>) -> vector<2x3x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad, %m {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d2)>, in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<2x3x8xf32>
  return %v : vector<2x3x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @r3mask(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<vector<2x3x4xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_2[] : memref<vector<2x3x4xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_2 : memref<vector<2x3x4xi1>> to memref<2xvector<3x4xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT: %7 = vector.type_cast %1 : memref<2xvector<3x4xi1>> to memref<2x3xvector<4xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %8 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// CHECK-NEXT: scf.if %9 {
// CHECK-NEXT: %10 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %11 = memref.load %7[%arg3, %arg4] : memref<2x3xvector<4xi1>>
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%5, %10, %arg1], %cst_1, %11 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %12, %6[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %6[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst_0, %0[%arg3] : memref<2xvector<3x4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT: return %2 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @r3mask(%A: memref<?x?x?xf32>, %i: index, %m: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad, %m : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @transfer_read_2d_mask_transposed(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<9x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<-4.200000e+01> : vector<9xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}true, false, true, false, true, true, true, false, true], [false, false, true, true, true, true, true, false, true], [true, true, true, true, true, true, true, false, true], [false, true, false, false, true, true, true, false, true]]> : vector<4x9xi1>
// CHECK-NEXT: %cst_1 = arith.constant -4.200000e+01 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x9xf32>>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<vector<4x9xi1>>
// CHECK-NEXT: memref.store %cst_0, %alloca_2[] : memref<vector<4x9xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x9xf32>> to memref<4xvector<9xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_2 : memref<vector<4x9xi1>> to memref<4xvector<9xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %7 = memref.load %1[%arg3] : memref<4xvector<9xi1>>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%6, %arg2], %cst_1, %7 : memref<?x?xf32>, vector<9xf32>
// CHECK-NEXT: memref.store %8, %0[%arg3] : memref<4xvector<9xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<4xvector<9xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<4x9xf32>>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<4x9xf32> to vector<9x4xf32>
// CHECK-NEXT: return %3 : vector<9x4xf32>
// CHECK-NEXT: }
func.func @transfer_read_2d_mask_transposed(%A : memref<?x?xf32>, %base1: index, %base2: index) -> (vector<9x4xf32>) {
  %fm42 = arith.constant -42.0: f32
  %mask = arith.constant dense<[[1, 0, 1, 0, 1, 1, 1, 0, 1], [0, 0, 1, 1, 1, 1, 1, 0, 1], [1, 1, 1, 1, 1, 1, 1, 0, 1], [0, 1, 0, 0, 1, 1, 1, 0, 1]]> : vector<4x9xi1>
  %f = vector.transfer_read %A[%base1, %base2], %fm42, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<9x4xf32>
  return %f : vector<9x4xf32>
}
// -----

// CHECK-LABEL: func.func @transfer_read_array_of_scalable(
// CHECK-SAME: %arg0: memref<3x?xf32>) -> vector<3x[4]xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x[4]xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<3x[4]xi1>>
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<3x?xf32>
// CHECK-NEXT: %0 = vector.create_mask %c1, %dim : vector<3x[4]xi1>
// CHECK-NEXT: memref.store %0, %alloca_0[] : memref<vector<3x[4]xi1>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<3x[4]xf32>> to memref<3xvector<[4]xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_0 : memref<vector<3x[4]xi1>> to memref<3xvector<[4]xi1>>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %4 = memref.load %2[%arg1] : memref<3xvector<[4]xi1>>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %c0], %cst, %4 {in_bounds = [true]} : memref<3x?xf32>, vector<[4]xf32>
// CHECK-NEXT: memref.store %5, %1[%arg1] : memref<3xvector<[4]xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloca[] : memref<vector<3x[4]xf32>>
// CHECK-NEXT: return %3 : vector<3x[4]xf32>
// CHECK-NEXT: }
func.func @transfer_read_array_of_scalable(%arg0: memref<3x?xf32>) -> vector<3x[4]xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = memref.dim %arg0, %c1 : memref<3x?xf32>
  %mask = vector.create_mask %c1, %dim : vector<3x[4]xi1>
  %read = vector.transfer_read %arg0[%c0, %c0], %cst, %mask {in_bounds = [true, true]} : memref<3x?xf32>, vector<3x[4]xf32>
  return %read : vector<3x[4]xf32>
}
// -----

// CHECK-LABEL: func.func @transfer_write_array_of_scalable(
// CHECK-SAME: %arg0: vector<3x[4]xf32>, %arg1: memref<3x?xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x[4]xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<3x[4]xi1>>
// CHECK-NEXT: %dim = memref.dim %arg1, %c1 : memref<3x?xf32>
// CHECK-NEXT: %0 = vector.create_mask %c1, %dim : vector<3x[4]xi1>
// CHECK-NEXT: memref.store %0, %alloca_0[] : memref<vector<3x[4]xi1>>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<vector<3x[4]xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<3x[4]xf32>> to memref<3xvector<[4]xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_0 : memref<vector<3x[4]xi1>> to memref<3xvector<[4]xi1>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %3 = memref.load %1[%arg2] : memref<3xvector<[4]xf32>>
// CHECK-NEXT: %4 = memref.load %2[%arg2] : memref<3xvector<[4]xi1>>
// CHECK-NEXT: vector.transfer_write %3, %arg1[%arg2, %c0], %4 {in_bounds = [true]} : vector<[4]xf32>, memref<3x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_write_array_of_scalable(%vec: vector<3x[4]xf32>, %arg0: memref<3x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = memref.dim %arg0, %c1 : memref<3x?xf32>
  %mask = vector.create_mask %c1, %dim : vector<3x[4]xi1>
  vector.transfer_write %vec, %arg0[%c0, %c0], %mask {in_bounds = [true, true]} : vector<3x[4]xf32>, memref<3x?xf32>
  return
}
// -----

// CHECK-LABEL: func.func @cannot_lower_transfer_write_with_leading_scalable(
// CHECK-SAME: %arg0: vector<[4]x4xf32>, %arg1: memref<?x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c0 : memref<?x4xf32>
// CHECK-NEXT: %0 = vector.create_mask %dim, %c4 : vector<[4]x4xi1>
// CHECK-NEXT: vector.transfer_write %arg0, %arg1[%c0, %c0], %0 {in_bounds = [true, true]} : vector<[4]x4xf32>, memref<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cannot_lower_transfer_write_with_leading_scalable(%vec: vector<[4]x4xf32>, %arg0: memref<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
  %mask = vector.create_mask %dim, %c4 : vector<[4]x4xi1>
  vector.transfer_write %vec, %arg0[%c0, %c0], %mask {in_bounds = [true, true]} : vector<[4]x4xf32>, memref<?x4xf32>
  return
}
// -----

// CHECK-LABEL: func.func @does_not_crash_on_unpack_one_dim(
// CHECK-SAME: %arg0: memref<1x1x1x1xi32>, %arg1: vector<1x1xi1>) -> vector<1x1x1x1xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<1x1x1x1xi32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<1x1xi1>>
// CHECK-NEXT: memref.store %arg1, %alloca_0[] : memref<vector<1x1xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<1x1x1x1xi32>> to memref<1xvector<1x1x1xi32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_0 : memref<vector<1x1xi1>> to memref<1xvector<1xi1>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %3 = vector.type_cast %0 : memref<1xvector<1x1x1xi32>> to memref<1x1xvector<1x1xi32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %4 = vector.type_cast %3 : memref<1x1xvector<1x1xi32>> to memref<1x1x1xvector<1xi32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %5 = memref.load %1[%arg2] : memref<1xvector<1xi1>>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg2, %c0, %c0, %c0], %c0_i32, %5 {in_bounds = [true]} : memref<1x1x1x1xi32>, vector<1xi32>
// CHECK-NEXT: memref.store %6, %4[%arg2, %arg3, %arg4] : memref<1x1x1xvector<1xi32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<1x1x1x1xi32>>
// CHECK-NEXT: return %2 : vector<1x1x1x1xi32>
// CHECK-NEXT: }
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
func.func @does_not_crash_on_unpack_one_dim(%subview:  memref<1x1x1x1xi32>, %mask: vector<1x1xi1>) -> vector<1x1x1x1xi32> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %3 = vector.transfer_read %subview[%c0, %c0, %c0, %c0], %c0_i32, %mask {permutation_map = #map1, in_bounds = [false, true, true, false]} : memref<1x1x1x1xi32>, vector<1x1x1x1xi32>
  return %3 : vector<1x1x1x1xi32>
}
// -----

// CHECK-LABEL: func.func @add_arrays_of_scalable_vectors(
// CHECK-SAME: %arg0: memref<1x2x?xf32>, %arg1: memref<1x2x?xf32>) -> vector<1x2x[4]xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<1x2x[4]xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<1x2x[4]xi1>>
// CHECK-NEXT: %dim = memref.dim %arg0, %c2 : memref<1x2x?xf32>
// CHECK-NEXT: %0 = vector.create_mask %c2, %c2, %dim : vector<1x2x[4]xi1>
// CHECK-NEXT: memref.store %0, %alloca_0[] : memref<vector<1x2x[4]xi1>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<1x2x[4]xf32>> to memref<1xvector<2x[4]xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_0 : memref<vector<1x2x[4]xi1>> to memref<1xvector<2x[4]xi1>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %4 = vector.type_cast %1 : memref<1xvector<2x[4]xf32>> to memref<1x2xvector<[4]xf32>>
// CHECK-NEXT: %5 = vector.type_cast %2 : memref<1xvector<2x[4]xi1>> to memref<1x2xvector<[4]xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %6 = memref.load %5[%arg2, %arg3] : memref<1x2xvector<[4]xi1>>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%arg2, %arg3, %c0], %cst, %6 {in_bounds = [true]} : memref<1x2x?xf32>, vector<[4]xf32>
// CHECK-NEXT: memref.store %7, %4[%arg2, %arg3] : memref<1x2xvector<[4]xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloca[] : memref<vector<1x2x[4]xf32>>
// CHECK-NEXT: return %3 : vector<1x2x[4]xf32>
// CHECK-NEXT: }
func.func @add_arrays_of_scalable_vectors(%a: memref<1x2x?xf32>, %b: memref<1x2x?xf32>) -> vector<1x2x[4]xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 2 : index
  %cst = arith.constant 0.000000e+00 : f32
  %dim_a = memref.dim %a, %c2 : memref<1x2x?xf32>
  %mask_a = vector.create_mask %c2, %c3, %dim_a : vector<1x2x[4]xi1>
  %vector_a = vector.transfer_read %a[%c0, %c0, %c0], %cst, %mask_a {in_bounds = [true, true, true]} : memref<1x2x?xf32>, vector<1x2x[4]xf32>
  return %vector_a : vector<1x2x[4]xf32>
}
