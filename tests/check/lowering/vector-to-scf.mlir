// PIPELINE: --convert-vector-to-scf --split-input-file --allow-unregistered-dialect
// convert-vector-to-scf: transfers above rank 1 unpack their leading
// dimension into scf.for loops over a stack buffer (memref.alloca +
// vector.type_cast at the start of the enclosing allocation scope), with
// scf.if guards for dimensions that may be out of bounds or masked off;
// permutation maps are lowered to minor identities with transposes and
// broadcasts first; 1-D transfers that are not a minor identity of a
// unit-stride dimension become scalar loops; n-D vector.print becomes loops.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read2d(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg2], %cst_0 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %5, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @read2d(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @write2d(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg2]
// CHECK-NEXT: %4 = memref.load %0[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg3] : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write2d(%A: memref<?x?xf32>, %v: vector<4x8xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %A[%i, %j] : vector<4x8xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read_inbounds(
// CHECK-SAME: %arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> vector<4x8xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%2, %arg2], %cst {in_bounds = [true]} : memref<16x16xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %3, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @read_inbounds(%A: memref<16x16xf32>, %i: index, %j: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read3d(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %5 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %6 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%4, %6, %arg1], %cst_0 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %7, %5[%arg2, %arg3] : memref<2x3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<2xvector<3x4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT: return %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @read3d(%A: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %pad = arith.constant 1.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @read_in_loop(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %c0], %cst_0 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %6, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: memref.store %1, %alloca_1[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_1 : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %arg3 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = memref.load %2[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%arg3, %arg2] : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @read_in_loop(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = vector.transfer_read %A[%i, %c0], %pad : memref<?x?xf32>, vector<4x8xf32>
    vector.transfer_write %v, %A[%c0, %i] : vector<4x8xf32>, memref<?x?xf32>
  }
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @tread(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg1], %cst_0 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %6, %0[%arg2] : memref<8xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<8xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: return %2 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @tread(%A: memref<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @bread2(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %5 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %cst) -> (vector<8xf32>) {
// CHECK-NEXT: %6 = memref.load %arg0[%4, %arg1] : memref<?x?xf32>
// CHECK-NEXT: %7 = vector.insertelement %6, %arg4[%arg3 : index] : vector<8xf32>
// CHECK-NEXT: scf.yield %7 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %5, %0[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @bread2(%A: memref<?x?xf32>, %i: index) -> vector<4x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0, 0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @twrite(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: vector<4x8xf32>, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %5 = memref.load %1[%arg3] : memref<8xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%4, %arg2] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @twrite(%A: memref<?x?xf32>, %v: vector<4x8xf32>, %i: index) {
  vector.transfer_write %v, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : vector<4x8xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @npwrite(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: vector<8xf32>, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<8x1xf32>>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<8xf32> to vector<1x8xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
// CHECK-NEXT: memref.store %1, %alloca[] : memref<vector<8x1xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca : memref<vector<8x1xf32>> to memref<8xvector<1xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %6 = memref.load %2[%arg3] : memref<8xvector<1xf32>>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%arg2, %5, %arg2] {in_bounds = [true]} : vector<1xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @npwrite(%A: memref<?x?x?xf32>, %v: vector<8xf32>, %i: index) {
  vector.transfer_write %v, %A[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d1)>} : vector<8xf32>, memref<?x?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read1d_nonminor(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %cst) -> (vector<8xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<8xf32>) {
// CHECK-NEXT: %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT: %6 = vector.insertelement %5, %arg3[%arg2 : index] : vector<8xf32>
// CHECK-NEXT: scf.yield %6 : vector<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
func.func @read1d_nonminor(%A: memref<?x?xf32>, %i: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @write1d_strided(
// CHECK-SAME: %arg0: memref<?xf32, strided<[2]>>, %arg1: vector<8xf32>, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[2]>>
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = vector.extractelement %arg1[%arg3 : index] : vector<8xf32>
// CHECK-NEXT: memref.store %3, %arg0[%0] : memref<?xf32, strided<[2]>>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write1d_strided(%A: memref<?xf32, strided<[2]>>, %v: vector<8xf32>, %i: index) {
  vector.transfer_write %v, %A[%i] : vector<8xf32>, memref<?xf32, strided<[2]>>
  return
}
// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 4)>
// CHECK-LABEL: func.func @static_inbounds(
// CHECK-SAME: %arg0: memref<8x16xf32>) -> vector<4x8xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg1)
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%3, %c0], %cst {in_bounds = [true]} : memref<8x16xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %4, %0[%arg1] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: memref.store %1, %alloca_0[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_0 : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %3 = memref.load %2[%arg1] : memref<4xvector<8xf32>>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%arg1, %c4] {in_bounds = [true]} : vector<8xf32>, memref<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
func.func @static_inbounds(%A: memref<8x16xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%c4, %c0], %pad : memref<8x16xf32>, vector<4x8xf32>
  vector.transfer_write %v, %A[%c0, %c4] : vector<4x8xf32>, memref<8x16xf32>
  return %v : vector<4x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @bcast_mid(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
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
// CHECK-NEXT: %5 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%4, %arg1, %arg1], %cst_0 : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %6, %5[%arg2, %arg3] : memref<2x3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<2xvector<3x4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT: return %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @bcast_mid(%A: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d0, 0, d2)>, in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @affine_nest(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to %arg2 step 4 {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg2 step 8 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<8x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg3, %arg5)
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg3, %arg5)
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%6, %arg4], %cst_0 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %7, %0[%arg5] : memref<4xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg5] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: memref.store %2, %alloca_1[] : memref<vector<8x4xf32>>
// CHECK-NEXT: %3 = vector.type_cast %alloca_1 : memref<vector<8x4xf32>> to memref<8xvector<4xf32>>
// CHECK-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg1, %c0 : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg4, %arg5)
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg4, %arg5)
// CHECK-NEXT: %7 = memref.load %3[%arg5] : memref<8xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %7, %arg1[%6, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @affine_nest(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index) {
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to %n step 4 {
    affine.for %j = 0 to %n step 8 {
      %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<4x8xf32>
      vector.transfer_write %v, %B[%j, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, memref<?x?xf32>
    }
  }
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @two_reads_allocas_in_order(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) -> (vector<4x8xf32>, vector<2x8xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<2x8xf32>>
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%0]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %6, %1[%arg2] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %3 = vector.type_cast %alloca_0 : memref<vector<2x8xf32>> to memref<2xvector<8xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg2, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %5, %3[%arg2] : memref<2xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = memref.load %alloca_0[] : memref<vector<2x8xf32>>
// CHECK-NEXT: return %2, %4 : vector<4x8xf32>, vector<2x8xf32>
// CHECK-NEXT: }
func.func @two_reads_allocas_in_order(%A: memref<?x?xf32>, %i: index) -> (vector<4x8xf32>, vector<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %j = arith.addi %i, %i : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%j, %c0], %pad {in_bounds=[true,true]} : memref<?x?xf32>, vector<4x8xf32>
  %w = vector.transfer_read %A[%c0, %c0], %pad {in_bounds=[true,true]}: memref<?x?xf32>, vector<2x8xf32>
  return %v, %w : vector<4x8xf32>, vector<2x8xf32>
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @allocation_scopes(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x8xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<7x8xf32>>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<vector<2x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca_2 : memref<vector<2x8xf32>> to memref<2xvector<8xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%2, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %3, %0[%arg4] : memref<2xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca_2[] : memref<vector<2x8xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<2x8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x8xf32>> to memref<3xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg3, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %2, %0[%arg3] : memref<3xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x8xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<3x8xf32>) -> ()
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: %0 = vector.type_cast %alloca_0 : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg3, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %2, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca_0[] : memref<vector<4x8xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<4x8xf32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<vector<5x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca_2 : memref<vector<5x8xf32>> to memref<5xvector<8xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%2, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %3, %0[%arg4] : memref<5xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca_2[] : memref<vector<5x8xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<5x8xf32>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<vector<6x8xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca_2 : memref<vector<6x8xf32>> to memref<6xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg3, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %2, %0[%arg3] : memref<6xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca_2[] : memref<vector<6x8xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<6x8xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: %0 = vector.type_cast %alloca_1 : memref<vector<7x8xf32>> to memref<7xvector<8xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c7 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg3, %c0], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %2, %0[%arg3] : memref<7xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca_1[] : memref<vector<7x8xf32>>
// CHECK-NEXT: "test.use"(%1) : (vector<7x8xf32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @allocation_scopes(%A: memref<?x?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %v = vector.transfer_read %A[%i, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x8xf32>
    "test.use"(%v) : (vector<2x8xf32>) -> ()
  }
  scf.while : () -> () {
    %v = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<3x8xf32>
    "test.use"(%v) : (vector<3x8xf32>) -> ()
    scf.condition(%c)
  } do {
    %v = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<4x8xf32>
    "test.use"(%v) : (vector<4x8xf32>) -> ()
    scf.yield
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = vector.transfer_read %A[%i, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<5x8xf32>
    "test.use"(%v) : (vector<5x8xf32>) -> ()
  }
  memref.alloca_scope {
    %v = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<6x8xf32>
    "test.use"(%v) : (vector<6x8xf32>) -> ()
  }
  scf.execute_region {
    %v = vector.transfer_read %A[%c0, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<7x8xf32>
    "test.use"(%v) : (vector<7x8xf32>) -> ()
    scf.yield
  }
  return
}
