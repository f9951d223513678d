// PIPELINE: --affine-loop-interchange="assume-no-alias=true" --split-input-file
// affine-loop-interchange: the loop with the most unit-stride accesses
// becomes innermost when the dependences allow it; others keep their
// order. Strata's own pass (upstream only has test-loop-permutation).
// (Operands taken not to alias here; alias_versioning.mlir has the
// run-time check.)

// The reduction over k keeps its order per element of C: i, k, j.
// CHECK-LABEL: func.func @matmul_scaled(
// CHECK: affine.for %arg4 = 0 to %arg3 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg3 {
// CHECK-NEXT: affine.for %arg6 = 0 to %arg3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg4, %arg6] : memref<?x?xf32>
// CHECK: affine.store %5, %arg2[%arg4, %arg6] : memref<?x?xf32>
func.func @matmul_scaled(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %a[%i, %k] : memref<?x?xf32>
        %y = affine.load %b[%k, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %xy2 = arith.mulf %xy, %two : f32
        %s = arith.addf %acc, %xy2 : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// Interchanging would reverse the dependence carried by i: unchanged.
// CHECK-LABEL: func.func @column_walk_with_skewed_dependence(
// CHECK-NEXT: affine.for %arg1 = 1 to 63 {
// CHECK-NEXT: affine.for %arg2 = 1 to 63 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 - 1, %arg1 + 1] : memref<64x64xf32>
func.func @column_walk_with_skewed_dependence(%a: memref<64x64xf32>) {
  affine.for %i = 1 to 63 {
    affine.for %j = 1 to 63 {
      %v = affine.load %a[%j - 1, %i + 1] : memref<64x64xf32>
      affine.store %v, %a[%j, %i] : memref<64x64xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @column_walk(
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: affine.for %arg3 = 0 to 64 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<64x64xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<64x64xf32>
func.func @column_walk(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%j, %i] : memref<64x64xf32>
      affine.store %v, %b[%j, %i] : memref<64x64xf32>
    }
  }
  return
}

// -----

// A call may touch memory in any order: unchanged.
// CHECK-LABEL: func.func @opaque_call(
// CHECK-NEXT: affine.for %arg1 = 0 to 64 {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg1] : memref<64x64xf32>
func.func @opaque_call(%a: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%j, %i] : memref<64x64xf32>
      func.call @sink(%v) : (f32) -> ()
    }
  }
  return
}
func.func private @sink(f32)
