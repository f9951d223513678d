// PIPELINE: --convert-vector-to-scf --split-input-file --allow-unregistered-dialect
// convert-vector-to-scf inside affine loop nests (the buffers go to the
// innermost loop body, an allocation scope), on n-D transfers with
// broadcasts and permutations, statically in-bounds and strided 1-D
// transfers; 0-d transfers are left alone.

// CHECK-LABEL: func.func @vector_transfer_ops_0d(
// CHECK-SAME: %arg0: memref<f32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[], %cst : memref<f32>, vector<f32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[] : vector<f32>, memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vector_transfer_ops_0d(%M: memref<f32>) {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %M[], %f0 {permutation_map = affine_map<()->()>} : memref<f32>, vector<f32>
  vector.transfer_write %0, %M[] {permutation_map = affine_map<()->()>} : vector<f32>, memref<f32>
  return
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-LABEL: func.func @materialize_read_1d(
// CHECK-SAME: ) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<7x42xf32>
// CHECK-NEXT: affine.for %arg0 = 0 to 7 step 4 {
// CHECK-NEXT: affine.for %arg1 = 0 to 42 step 4 {
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %7 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %8 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c7 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<4xf32>) {
// CHECK-NEXT: %11 = memref.load %alloc[%7, %arg1] : memref<7x42xf32>
// CHECK-NEXT: %12 = vector.insertelement %11, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %12 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %7 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %8 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c7 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<4xf32>) {
// CHECK-NEXT: %11 = memref.load %alloc[%7, %1] : memref<7x42xf32>
// CHECK-NEXT: %12 = vector.insertelement %11, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %12 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = affine.apply #map2(%arg1)
// CHECK-NEXT: %4 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %7 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %8 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c7 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<4xf32>) {
// CHECK-NEXT: %11 = memref.load %alloc[%7, %3] : memref<7x42xf32>
// CHECK-NEXT: %12 = vector.insertelement %11, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %12 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = affine.apply #map3(%arg1)
// CHECK-NEXT: %6 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %7 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %8 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c7 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<4xf32>) {
// CHECK-NEXT: %11 = memref.load %alloc[%7, %5] : memref<7x42xf32>
// CHECK-NEXT: %12 = vector.insertelement %11, %arg3[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %12 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "dummy_use"(%0, %2, %4, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @materialize_read_1d() {
  %f0 = arith.constant 0.0: f32
  %A = memref.alloc () : memref<7x42xf32>
  affine.for %i0 = 0 to 7 step 4 {
    affine.for %i1 = 0 to 42 step 4 {
      %f1 = vector.transfer_read %A[%i0, %i1], %f0 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x42xf32>, vector<4xf32>
      %ip1 = affine.apply affine_map<(d0) -> (d0 + 1)> (%i1)
      %f2 = vector.transfer_read %A[%i0, %ip1], %f0 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x42xf32>, vector<4xf32>
      %ip2 = affine.apply affine_map<(d0) -> (d0 + 2)> (%i1)
      %f3 = vector.transfer_read %A[%i0, %ip2], %f0 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x42xf32>, vector<4xf32>
      %ip3 = affine.apply affine_map<(d0) -> (d0 + 3)> (%i1)
      %f4 = vector.transfer_read %A[%i0, %ip3], %f0 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x42xf32>, vector<4xf32>
      "dummy_use"(%f1, %f2, %f3, %f4) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
    }
  }
  return
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0 + d1 + 1)>
// CHECK-LABEL: func.func @materialize_read_1d_partially_specialized(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1, %arg2) : memref<7x?x?x42x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 7 {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg1 {
// CHECK-NEXT: affine.for %arg6 = 0 to 42 step 2 {
// CHECK-NEXT: affine.for %arg7 = 0 to %arg2 {
// CHECK-NEXT: %0 = scf.for %arg8 = %c0 to %c4 step %c1 iter_args(%arg9 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %2 = affine.apply #map(%arg6, %arg8)
// CHECK-NEXT: %3 = affine.apply #map(%arg6, %arg8)
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c42 : index
// CHECK-NEXT: %5 = scf.if %4 -> (vector<4xf32>) {
// CHECK-NEXT: %6 = memref.load %alloc[%arg3, %arg4, %arg5, %2, %arg7] : memref<7x?x?x42x?xf32>
// CHECK-NEXT: %7 = vector.insertelement %6, %arg9[%arg8 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %7 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg9 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg8 = %c0 to %c4 step %c1 iter_args(%arg9 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %2 = affine.apply #map1(%arg8, %arg6)
// CHECK-NEXT: %3 = affine.apply #map1(%arg8, %arg6)
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c42 : index
// CHECK-NEXT: %5 = scf.if %4 -> (vector<4xf32>) {
// CHECK-NEXT: %6 = memref.load %alloc[%arg3, %arg4, %arg5, %2, %arg7] : memref<7x?x?x42x?xf32>
// CHECK-NEXT: %7 = vector.insertelement %6, %arg9[%arg8 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %7 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg9 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "dummy_use"(%0, %1) : (vector<4xf32>, vector<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @materialize_read_1d_partially_specialized(%dyn1 : index, %dyn2 : index, %dyn4 : index) {
  %f0 = arith.constant 0.0: f32
  %A = memref.alloc (%dyn1, %dyn2, %dyn4) : memref<7x?x?x42x?xf32>
  affine.for %i0 = 0 to 7 {
    affine.for %i1 = 0 to %dyn1 {
      affine.for %i2 = 0 to %dyn2 {
        affine.for %i3 = 0 to 42 step 2 {
          affine.for %i4 = 0 to %dyn4 {
            %f1 = vector.transfer_read %A[%i0, %i1, %i2, %i3, %i4], %f0 {permutation_map = affine_map<(d0, d1, d2, d3, d4) -> (d3)>} : memref<7x?x?x42x?xf32>, vector<4xf32>
            %i3p1 = affine.apply affine_map<(d0) -> (d0 + 1)> (%i3)
            %f2 = vector.transfer_read %A[%i0, %i1, %i2, %i3p1, %i4], %f0 {permutation_map = affine_map<(d0, d1, d2, d3, d4) -> (d3)>} : memref<7x?x?x42x?xf32>, vector<4xf32>
            "dummy_use"(%f1, %f2) : (vector<4xf32>, vector<4xf32>) -> ()
          }
        }
      }
    }
  }
  return
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @materialize_read(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x3xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1, %arg2, %arg3) : memref<?x?x?x?xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %arg0 step 3 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg1 {
// CHECK-NEXT: affine.for %arg6 = 0 to %arg2 {
// CHECK-NEXT: affine.for %arg7 = 0 to %arg3 step 5 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<5x4x3xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<5x4x3xf32>> to memref<5xvector<4x3xf32>>
// CHECK-NEXT: scf.for %arg8 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg7, %arg8)
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg3, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg7, %arg8)
// CHECK-NEXT: %5 = vector.type_cast %0 : memref<5xvector<4x3xf32>> to memref<5x4xvector<3xf32>>
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %6 = scf.for %arg10 = %c0 to %c3 step %c1 iter_args(%arg11 = %cst) -> (vector<3xf32>) {
// CHECK-NEXT: %7 = affine.apply #map(%arg4, %arg10)
// CHECK-NEXT: %8 = affine.apply #map(%arg4, %arg10)
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %8 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<3xf32>) {
// CHECK-NEXT: %11 = memref.load %alloc[%7, %arg5, %arg6, %4] : memref<?x?x?x?xf32>
// CHECK-NEXT: %12 = vector.insertelement %11, %arg11[%arg10 : index] : vector<3xf32>
// CHECK-NEXT: scf.yield %12 : vector<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg11 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %6, %5[%arg8, %arg9] : memref<5x4xvector<3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst_0, %0[%arg8] : memref<5xvector<4x3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<5x4x3xf32>>
// CHECK-NEXT: "dummy_use"(%1) : (vector<5x4x3xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @materialize_read(%M: index, %N: index, %O: index, %P: index) {
  %f0 = arith.constant 0.0: f32
  %A = memref.alloc (%M, %N, %O, %P) : memref<?x?x?x?xf32, 0>
  affine.for %i0 = 0 to %M step 3 {
    affine.for %i1 = 0 to %N {
      affine.for %i2 = 0 to %O {
        affine.for %i3 = 0 to %P step 5 {
          %f = vector.transfer_read %A[%i0, %i1, %i2, %i3], %f0 {permutation_map = affine_map<(d0, d1, d2, d3) -> (d3, 0, d0)>, in_bounds = [false, true, false]} : memref<?x?x?x?xf32>, vector<5x4x3xf32>
          "dummy_use"(%f) : (vector<5x4x3xf32>) -> ()
        }
      }
    }
  }
  return
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @materialize_write(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<3x4x1x5xf32>
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1, %arg2, %arg3) : memref<?x?x?x?xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %arg0 step 3 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg1 step 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to %arg2 {
// CHECK-NEXT: affine.for %arg7 = 0 to %arg3 step 5 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4x1x5xf32>>
// CHECK-NEXT: memref.store %cst, %alloca[] : memref<vector<3x4x1x5xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4x1x5xf32>> to memref<3xvector<4x1x5xf32>>
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %1 = affine.apply #map(%arg4, %arg8)
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4, %arg8)
// CHECK-NEXT: %4 = vector.type_cast %0 : memref<3xvector<4x1x5xf32>> to memref<3x4xvector<1x5xf32>>
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %5 = affine.apply #map(%arg5, %arg9)
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg1, %5 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %7 = affine.apply #map(%arg5, %arg9)
// CHECK-NEXT: %8 = vector.type_cast %4 : memref<3x4xvector<1x5xf32>> to memref<3x4x1xvector<5xf32>>
// CHECK-NEXT: scf.for %arg10 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %9 = affine.apply #map(%arg6, %arg10)
// CHECK-NEXT: %10 = memref.load %8[%arg8, %arg9, %arg10] : memref<3x4x1xvector<5xf32>>
// CHECK-NEXT: vector.transfer_write %10, %alloc[%3, %7, %9, %arg7] : vector<5xf32>, memref<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @materialize_write(%M: index, %N: index, %O: index, %P: index) {
  %A = memref.alloc (%M, %N, %O, %P) : memref<?x?x?x?xf32, 0>
  %f1 = arith.constant dense<1.000000e+00> : vector<5x4x3xf32>
  affine.for %i0 = 0 to %M step 3 {
    affine.for %i1 = 0 to %N step 4 {
      affine.for %i2 = 0 to %O {
        affine.for %i3 = 0 to %P step 5 {
          vector.transfer_write %f1, %A[%i0, %i1, %i2, %i3] {permutation_map = affine_map<(d0, d1, d2, d3) -> (d3, d1, d0)>} : vector<5x4x3xf32>, memref<?x?x?x?xf32>
        }
      }
    }
  }
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @transfer_read_progressive(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) -> vector<3x15xf32> {
// CHECK-NEXT: %cst = arith.constant dense<7.000000e+00> : vector<15xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x15xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x15xf32>> to memref<3xvector<15xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg1], %cst_0 : memref<?x?xf32>, vector<15xf32>
// CHECK-NEXT: memref.store %5, %0[%arg2] : memref<3xvector<15xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<3xvector<15xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x15xf32>>
// CHECK-NEXT: return %1 : vector<3x15xf32>
// CHECK-NEXT: }
func.func @transfer_read_progressive(%A : memref<?x?xf32>, %base: index) -> vector<3x15xf32> {
  %f7 = arith.constant 7.0: f32
  %f = vector.transfer_read %A[%base, %base], %f7 : memref<?x?xf32>, vector<3x15xf32>
  return %f: vector<3x15xf32>
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @transfer_write_progressive(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x15xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x15xf32>>
// CHECK-NEXT: memref.store %arg2, %alloca[] : memref<vector<3x15xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x15xf32>> to memref<3xvector<15xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = memref.load %0[%arg3] : memref<3xvector<15xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg1] : vector<15xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_write_progressive(%A : memref<?x?xf32>, %base: index, %vec: vector<3x15xf32>) {
  vector.transfer_write %vec, %A[%base, %base] : vector<3x15xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @transfer_write_progressive_inbounds(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x15xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x15xf32>>
// CHECK-NEXT: memref.store %arg2, %alloca[] : memref<vector<3x15xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x15xf32>> to memref<3xvector<15xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %2 = memref.load %0[%arg3] : memref<3xvector<15xf32>>
// CHECK-NEXT: vector.transfer_write %2, %arg0[%1, %arg1] {in_bounds = [true]} : vector<15xf32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_write_progressive_inbounds(%A : memref<?x?xf32>, %base: index, %vec: vector<3x15xf32>) {
  vector.transfer_write %vec, %A[%base, %base] {in_bounds = [true, true]} : vector<3x15xf32>, memref<?x?xf32>
  return
}
// -----

// CHECK-LABEL: func.func @transfer_read_simple(
// CHECK-SAME: %arg0: memref<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x2xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x2xf32>> to memref<2xvector<2xf32>>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %c0], %cst {in_bounds = [true]} : memref<2x2xf32>, vector<2xf32>
// CHECK-NEXT: memref.store %2, %0[%arg1] : memref<2xvector<2xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x2xf32>>
// CHECK-NEXT: return %1 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transfer_read_minor_identity(
// CHECK-SAME: %arg0: memref<?x?x?x?xf32>) -> vector<3x3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x3xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x3xf32>> to memref<3xvector<3xf32>>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c2 : memref<?x?x?x?xf32>
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%c0, %c0, %arg1, %c0], %cst_0 : memref<?x?x?x?xf32>, vector<3xf32>
// CHECK-NEXT: memref.store %3, %0[%arg1] : memref<3xvector<3xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg1] : memref<3xvector<3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x3xf32>>
// CHECK-NEXT: return %1 : vector<3x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transfer_write_minor_identity(
// CHECK-SAME: %arg0: vector<3x3xf32>, %arg1: memref<?x?x?x?xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x3xf32>>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<vector<3x3xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x3xf32>> to memref<3xvector<3xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg1, %c2 : memref<?x?x?x?xf32>
// CHECK-NEXT: %1 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: %2 = memref.load %0[%arg2] : memref<3xvector<3xf32>>
// CHECK-NEXT: vector.transfer_write %2, %arg1[%c0, %c0, %arg2, %c0] : vector<3xf32>, memref<?x?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_read_simple(%A : memref<2x2xf32>) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%c0, %c0], %f0 : memref<2x2xf32>, vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @transfer_read_minor_identity(%A : memref<?x?x?x?xf32>) -> vector<3x3xf32> {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%c0, %c0, %c0, %c0], %f0 { permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, d3)> } : memref<?x?x?x?xf32>, vector<3x3xf32>
  return %0 : vector<3x3xf32>
}
func.func @transfer_write_minor_identity(%A : vector<3x3xf32>, %B : memref<?x?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %A, %B[%c0, %c0, %c0, %c0] { permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, d3)> } : vector<3x3xf32>, memref<?x?x?x?xf32>
  return
}
// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1 * 8)>
// CHECK-LABEL: func.func @transfer_read_strided(
// CHECK-SAME: %arg0: memref<8x4xf32, #map>) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = memref.load %arg0[%c0, %arg1] : memref<8x4xf32, #map>
// CHECK-NEXT: %2 = vector.insertelement %1, %arg2[%arg1 : index] : vector<4xf32>
// CHECK-NEXT: scf.yield %2 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transfer_write_strided(
// CHECK-SAME: %arg0: vector<4xf32>, %arg1: memref<8x4xf32, #map>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = vector.extractelement %arg0[%arg2 : index] : vector<4xf32>
// CHECK-NEXT: memref.store %0, %arg1[%c0, %arg2] : memref<8x4xf32, #map>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_read_strided(%A : memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%c0, %c0], %f0 : memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @transfer_write_strided(%A : vector<4xf32>, %B : memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %A, %B[%c0, %c0] : vector<4xf32>, memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>
  return
}
