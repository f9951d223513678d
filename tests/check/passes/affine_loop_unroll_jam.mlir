// PIPELINE: --affine-loop-unroll-jam=unroll-jam-factor=2 --split-input-file --allow-unregistered-dialect
// affine-loop-unroll-jam by 2 on the function's first loop: the copies of
// each run of ops follow it inside the inner loops; inner loops with
// iteration arguments get a second set; a reduction carried by the outer
// loop is combined after it; an odd trip count leaves a cleanup loop (here of
// one iteration, promoted).

// CHECK-LABEL: func.func @matmul
// CHECK: affine.for %arg3 = 0 to 8 step 2 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg5] : memref<8x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg5, %arg4] : memref<8x8xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4] : memref<8x8xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4] : memref<8x8xf32>
// CHECK-NEXT: %5 = affine.apply #map(%arg3)
// CHECK-NEXT: %6 = affine.load %arg0[%5, %arg5] : memref<8x8xf32>
// CHECK-NEXT: %7 = affine.load %arg1[%arg5, %arg4] : memref<8x8xf32>
// CHECK-NEXT: %8 = affine.load %arg2[%5, %arg4] : memref<8x8xf32>
// CHECK-NEXT: %9 = arith.mulf %6, %7 : f32
// CHECK-NEXT: %10 = arith.addf %8, %9 : f32
// CHECK-NEXT: affine.store %10, %arg2[%5, %arg4] : memref<8x8xf32>
// CHECK-NEXT: }
func.func @matmul(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %c = affine.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @inner_iter_args
// CHECK: affine.for %arg2 = 0 to 4 step 2 {
// CHECK: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1:2 = affine.for %arg3 = 0 to 8 iter_args(%arg4 = %cst, %arg5 = %cst_0) -> (f32, f32) {
// CHECK: %4 = arith.addf %arg4, %3 : f32
// CHECK: %7 = arith.addf %arg5, %6 : f32
// CHECK-NEXT: affine.yield %4, %7 : f32, f32
// CHECK: affine.store %1#0, %arg1[%arg2] : memref<4xf32>
// CHECK: affine.store %1#1, %arg1[%2] : memref<4xf32>
func.func @inner_iter_args(%A: memref<4x8xf32>, %out: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %z = arith.constant 0.0 : f32
    %r = affine.for %k = 0 to 8 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %k] : memref<4x8xf32>
      %s = arith.addf %acc, %a : f32
      affine.yield %s : f32
    }
    affine.store %r, %out[%i] : memref<4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @reduction_and_cleanup
// CHECK: %0:2 = affine.for %arg2 = 0 to 6 step 2 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {
// CHECK: %[[SUM:.*]] = arith.addf %0#0, %0#1 : f32
// CHECK-NEXT: %2 = affine.load %arg0[%c6] : memref<7xf32>
// CHECK-NEXT: %3 = arith.addf %[[SUM]], %2 : f32
func.func @reduction_and_cleanup(%A: memref<7xf32>, %z: f32) -> f32 {
  %r = affine.for %i = 0 to 7 iter_args(%acc = %z) -> (f32) {
    %a = affine.load %A[%i] : memref<7xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Inner bounds computed in the loop, and too few iterations: unchanged.
// CHECK-LABEL: func.func @refused
// CHECK: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = 0 to #map(%arg1) {
func.func @refused(%n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      "test.a"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @short
// CHECK: affine.for %arg0 = 0 to 1 {
func.func @short() {
  affine.for %i = 0 to 1 {
    "test.b"(%i) : (index) -> ()
  }
  return
}
