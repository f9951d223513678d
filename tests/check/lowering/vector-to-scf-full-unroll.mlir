// PIPELINE: --convert-vector-to-scf=full-unroll --split-input-file
// convert-vector-to-scf{full-unroll}: the leading dimension of a transfer
// is unrolled: one lower-rank transfer per position, each under its own
// in-bounds check, collected with vector.insert (reads) or taken apart with
// vector.extract (writes); masks are unrolled with vector.extract.

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @unroll_read2d(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x3xf32>) {
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %6 = vector.insert %5, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: scf.yield %6 : vector<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x3xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg2], %cst : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %7 = vector.insert %6, %1 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: scf.yield %7 : vector<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @unroll_read2d(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @unroll_write3d(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: vector<2x2x3xf32>, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %7 = vector.extract %arg1[0, 0] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg0[%arg2, %arg2, %arg2] : vector<3xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg2]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %7 = affine.apply #map()[%arg2]
// CHECK-NEXT: %8 = vector.extract %arg1[0, 1] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: vector.transfer_write %8, %arg0[%arg2, %7, %arg2] : vector<3xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %3 = affine.apply #map()[%arg2]
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_1, %arg2 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %7 = vector.extract %arg1[1, 0] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg0[%3, %arg2, %arg2] : vector<3xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map()[%arg2]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %7 = affine.apply #map()[%arg2]
// CHECK-NEXT: %8 = vector.extract %arg1[1, 1] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: vector.transfer_write %8, %arg0[%3, %7, %arg2] : vector<3xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unroll_write3d(%A: memref<?x?x?xf32>, %v: vector<2x2x3xf32>, %i: index) {
  vector.transfer_write %v, %A[%i, %i, %i] {in_bounds = [true, false, false]} : vector<2x2x3xf32>, memref<?x?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @unroll_masked(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x3xi1>) -> vector<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %0 = vector.extract %arg2[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg1], %cst, %0 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %2 = vector.insert %1, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: %3 = affine.apply #map()[%arg1]
// CHECK-NEXT: %4 = vector.extract %arg2[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%3, %arg1], %cst, %4 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %6 = vector.insert %5, %2 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: return %6 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @unroll_masked(%A: memref<?x?xf32>, %i: index, %m: vector<2x3xi1>) -> vector<2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @unroll_read3d(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2x3xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x2x3xf32>) {
// CHECK-NEXT: %11 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: %12 = vector.insert %11, %cst_0 [0, 0] : vector<3xf32> into vector<2x2x3xf32>
// CHECK-NEXT: scf.yield %12 : vector<2x2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x2x3xf32>) {
// CHECK-NEXT: %11 = affine.apply #map()[%arg1]
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%arg1, %11, %arg1], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: %13 = vector.insert %12, %1 [0, 1] : vector<3xf32> into vector<2x2x3xf32>
// CHECK-NEXT: scf.yield %13 : vector<2x2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2x2x3xf32>) {
// CHECK-NEXT: %11 = vector.transfer_read %arg0[%5, %arg1, %arg1], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: %12 = vector.insert %11, %4 [1, 0] : vector<3xf32> into vector<2x2x3xf32>
// CHECK-NEXT: scf.yield %12 : vector<2x2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<2x2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<2x2x3xf32>) {
// CHECK-NEXT: %11 = affine.apply #map()[%arg1]
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%5, %11, %arg1], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: %13 = vector.insert %12, %7 [1, 1] : vector<3xf32> into vector<2x2x3xf32>
// CHECK-NEXT: scf.yield %13 : vector<2x2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %7 : vector<2x2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %10 : vector<2x2x3xf32>
// CHECK-NEXT: }
func.func @unroll_read3d(%A: memref<?x?x?xf32>, %i: index) -> vector<2x2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {in_bounds = [true, false, true]} : memref<?x?x?xf32>, vector<2x2x3xf32>
  return %v : vector<2x2x3xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @insert_user(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %9 = vector.insert %8, %arg2 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %9 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_0, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8, %arg1], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %10 = vector.insert %9, %1 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %10 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_1, %5 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %8 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8, %arg1], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %10 = vector.insert %9, %4 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %10 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @insert_user(%A: memref<?x?xf32>, %i: index, %acc: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad : memref<?x?xf32>, vector<3x4xf32>
  %r = vector.insert %v, %acc [1] : vector<3x4xf32> into vector<2x3x4xf32>
  return %r : vector<2x3x4xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @extract_src(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x3x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %5 = vector.extract %arg2[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%arg1, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.extract %arg2[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_1, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %6 = vector.extract %arg2[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extract_src(%A: memref<?x?xf32>, %i: index, %acc: vector<2x3x4xf32>) {
  %e = vector.extract %acc[1] : vector<3x4xf32> from vector<2x3x4xf32>
  vector.transfer_write %e, %A[%i, %i] : vector<3x4xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-LABEL: func.func @perm3(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3x4x2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %9 = arith.cmpi sgt, %dim_3, %arg1 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %20 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %21 = vector.insert %20, %cst_0 [0, 0] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %21 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %11 = affine.apply #map()[%arg1]
// CHECK-NEXT: %12 = arith.cmpi sgt, %dim_4, %11 : index
// CHECK-NEXT: %13 = scf.if %12 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %20 = affine.apply #map()[%arg1]
// CHECK-NEXT: %21 = vector.transfer_read %arg0[%arg1, %20, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %22 = vector.insert %21, %10 [0, 1] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %22 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %10 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %14 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %15 = arith.cmpi sgt, %dim_5, %14 : index
// CHECK-NEXT: %16 = scf.if %15 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %20 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %21 = vector.transfer_read %arg0[%arg1, %20, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %22 = vector.insert %21, %13 [0, 2] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %22 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %13 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %17 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %18 = arith.cmpi sgt, %dim_6, %17 : index
// CHECK-NEXT: %19 = scf.if %18 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %20 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %21 = vector.transfer_read %arg0[%arg1, %20, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %22 = vector.insert %21, %16 [0, 3] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %22 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %16 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %19 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %9 = affine.apply #map()[%arg1]
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %10 = arith.cmpi sgt, %dim_3, %arg1 : index
// CHECK-NEXT: %11 = scf.if %10 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = vector.transfer_read %arg0[%9, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %22 = vector.insert %21, %1 [1, 0] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %22 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %12 = affine.apply #map()[%arg1]
// CHECK-NEXT: %13 = arith.cmpi sgt, %dim_4, %12 : index
// CHECK-NEXT: %14 = scf.if %13 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = affine.apply #map()[%arg1]
// CHECK-NEXT: %22 = vector.transfer_read %arg0[%9, %21, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %23 = vector.insert %22, %11 [1, 1] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %23 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %11 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %15 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %16 = arith.cmpi sgt, %dim_5, %15 : index
// CHECK-NEXT: %17 = scf.if %16 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %22 = vector.transfer_read %arg0[%9, %21, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %23 = vector.insert %22, %14 [1, 2] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %23 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %14 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %18 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %19 = arith.cmpi sgt, %dim_6, %18 : index
// CHECK-NEXT: %20 = scf.if %19 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %22 = vector.transfer_read %arg0[%9, %21, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %23 = vector.insert %22, %17 [1, 3] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %23 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %17 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %20 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %9 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %10 = arith.cmpi sgt, %dim_3, %arg1 : index
// CHECK-NEXT: %11 = scf.if %10 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = vector.transfer_read %arg0[%9, %arg1, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %22 = vector.insert %21, %4 [2, 0] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %22 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %12 = affine.apply #map()[%arg1]
// CHECK-NEXT: %13 = arith.cmpi sgt, %dim_4, %12 : index
// CHECK-NEXT: %14 = scf.if %13 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = affine.apply #map()[%arg1]
// CHECK-NEXT: %22 = vector.transfer_read %arg0[%9, %21, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %23 = vector.insert %22, %11 [2, 1] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %23 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %11 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %15 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %16 = arith.cmpi sgt, %dim_5, %15 : index
// CHECK-NEXT: %17 = scf.if %16 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %22 = vector.transfer_read %arg0[%9, %21, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %23 = vector.insert %22, %14 [2, 2] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %23 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %14 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %18 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %19 = arith.cmpi sgt, %dim_6, %18 : index
// CHECK-NEXT: %20 = scf.if %19 -> (vector<3x4x2xf32>) {
// CHECK-NEXT: %21 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %22 = vector.transfer_read %arg0[%9, %21, %arg1], %cst : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: %23 = vector.insert %22, %17 [2, 3] : vector<2xf32> into vector<3x4x2xf32>
// CHECK-NEXT: scf.yield %23 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %17 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %20 : vector<3x4x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<3x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = vector.transpose %7, [2, 0, 1] : vector<3x4x2xf32> to vector<2x3x4xf32>
// CHECK-NEXT: return %8 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @perm3(%A: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @write3d_masked(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xf32>, %arg3: vector<2x3x4xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %3 = vector.extract %arg2[0, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %4 = vector.extract %arg3[0, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%arg1, %arg1, %arg1], %4 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.extract %arg2[0, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %7 = vector.extract %arg3[0, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%arg1, %5, %arg1], %7 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT: %8 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %9 = vector.extract %arg2[0, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %10 = vector.extract %arg3[0, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%arg1, %8, %arg1], %10 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map()[%arg1]
// CHECK-NEXT: %4 = vector.extract %arg2[1, 0] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg3[1, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg1, %arg1], %5 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT: %6 = affine.apply #map()[%arg1]
// CHECK-NEXT: %7 = vector.extract %arg2[1, 1] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %8 = vector.extract %arg3[1, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: vector.transfer_write %7, %arg0[%3, %6, %arg1], %8 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT: %9 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %10 = vector.extract %arg2[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %11 = vector.extract %arg3[1, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: vector.transfer_write %10, %arg0[%3, %9, %arg1], %11 : vector<4xf32>, memref<?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write3d_masked(%A: memref<?x?x?xf32>, %i: index, %v: vector<2x3x4xf32>, %m: vector<2x3x4xi1>) {
  vector.transfer_write %v, %A[%i, %i, %i], %m {in_bounds = [false, true, false]} : vector<2x3x4xf32>, memref<?x?x?xf32>
  return
}
// -----

// CHECK-LABEL: func.func @transfer_read_inbounds(
// CHECK-SAME: %arg0: memref<?x?x?xf32>) -> vector<2x3x4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.insert %0, %cst_0 [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c0, %c1, %c0], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.insert %2, %1 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%c0, %c2, %c0], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %5 = vector.insert %4, %3 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%c1, %c0, %c0], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.insert %6, %5 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%c1, %c1, %c0], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %9 = vector.insert %8, %7 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c1, %c2, %c0], %cst {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %9 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: return %11 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @transfer_read_inbounds(%A : memref<?x?x?xf32>) -> (vector<2x3x4xf32>) {
  %f0 = arith.constant 0.0: f32
  %c0 = arith.constant 0: index
  %vec = vector.transfer_read %A[%c0, %c0, %c0], %f0 {in_bounds = [true, true, true]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %vec : vector<2x3x4xf32>
}
// -----

// CHECK-LABEL: func.func @transfer_read_out_of_bounds(
// CHECK-SAME: %arg0: memref<?x?x?xf32>) -> vector<2x3x4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_2, %c0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %cst_0 [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_3, %c1 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c0, %c1, %c0], %cst : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %5 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %5 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_4, %c2 : index
// CHECK-NEXT: %9 = scf.if %8 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c0, %c2, %c0], %cst : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %7 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %7 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_1, %c1 : index
// CHECK-NEXT: %3 = scf.if %2 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_2, %c0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c1, %c0, %c0], %cst : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %1 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_3, %c1 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c1, %c1, %c0], %cst : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %5 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %5 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_4, %c2 : index
// CHECK-NEXT: %9 = scf.if %8 -> (vector<2x3x4xf32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c1, %c2, %c0], %cst : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %7 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: scf.yield %11 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %7 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9 : vector<2x3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @transfer_read_out_of_bounds(%A : memref<?x?x?xf32>) -> (vector<2x3x4xf32>) {
  %f0 = arith.constant 0.0: f32
  %c0 = arith.constant 0: index
  %vec = vector.transfer_read %A[%c0, %c0, %c0], %f0 : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %vec : vector<2x3x4xf32>
}
// -----

// CHECK-LABEL: func.func @transfer_read_mask(
// CHECK-SAME: %arg0: memref<?x?x?xf32>, %arg1: vector<2x3x4xi1>) -> vector<2x3x4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3x4xf32>
// CHECK-NEXT: %0 = vector.extract %arg1[0, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst, %0 {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.insert %1, %cst_0 [0, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[0, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%c0, %c1, %c0], %cst, %3 {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %5 = vector.insert %4, %2 [0, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %6 = vector.extract %arg1[0, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%c0, %c2, %c0], %cst, %6 {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %8 = vector.insert %7, %5 [0, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %9 = vector.extract %arg1[1, 0] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%c1, %c0, %c0], %cst, %9 {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %8 [1, 0] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %12 = vector.extract %arg1[1, 1] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: %13 = vector.transfer_read %arg0[%c1, %c1, %c0], %cst, %12 {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %14 = vector.insert %13, %11 [1, 1] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %15 = vector.extract %arg1[1, 2] : vector<4xi1> from vector<2x3x4xi1>
// CHECK-NEXT: %16 = vector.transfer_read %arg0[%c1, %c2, %c0], %cst, %15 {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK-NEXT: %17 = vector.insert %16, %14 [1, 2] : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: return %17 : vector<2x3x4xf32>
// CHECK-NEXT: }
func.func @transfer_read_mask(%A : memref<?x?x?xf32>, %mask : vector<2x3x4xi1>) -> (vector<2x3x4xf32>) {
  %f0 = arith.constant 0.0: f32
  %c0 = arith.constant 0: index
  %vec = vector.transfer_read %A[%c0, %c0, %c0], %f0, %mask {in_bounds = [true, true, true]}: memref<?x?x?xf32>, vector<2x3x4xf32>
  return %vec : vector<2x3x4xf32>
}
// -----

// CHECK-LABEL: func.func @cannot_fully_unroll_transfer_write_of_nd_scalable_vector(
// CHECK-SAME: %arg0: vector<[4]x[4]xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<[4]x[4]xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cannot_fully_unroll_transfer_write_of_nd_scalable_vector(%vec: vector<[4]x[4]xf32>, %memref: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %vec, %memref[%c0, %c0] {in_bounds = [true, true]} : vector<[4]x[4]xf32>, memref<?x?xf32>
  return
}
