// PIPELINE: --test-loop-permutation="permutation-map=1,2,0" --allow-unregistered-dialect --split-input-file
// test-loop-permutation: every maximal perfect nest of three loops is
// permuted so loop i lands at depth permutation[i]; the body stays
// innermost and each loop keeps its bounds and step. Other nests stay.

// CHECK-LABEL: func.func @perm(%arg0: memref<16x32x8xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 2 {
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg1 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4, %arg2] : memref<16x32x8xf32>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg3, %arg4, %arg2] : memref<16x32x8xf32>
// CHECK-NEXT: "test.foo"(%arg3, %arg4, %arg2) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 5 {
// CHECK-NEXT: "test.bar"(%arg2, %arg3) : (index, index) -> ()
func.func @perm(%A: memref<16x32x8xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to 8 step 2 {
        %v = affine.load %A[%i, %j, %k] : memref<16x32x8xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %A[%i, %j, %k] : memref<16x32x8xf32>
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      "test.bar"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// A nest of four loops: the inner perfect nest of three is permuted.
// CHECK-LABEL: func.func @deeper(
// CHECK-NEXT: affine.for %arg1 = 0 to 2 {
// CHECK-NEXT: affine.for %arg2 = 0 to 5 {
// CHECK-NEXT: affine.for %arg3 = 0 to 3 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: "test.use"(%arg1, %arg3, %arg4, %arg2)
func.func @deeper(%m: memref<?xf32>) {
  affine.for %a = 0 to 2 {
    affine.for %b = 0 to 3 {
      affine.for %c = 0 to 4 {
        affine.for %d = 0 to 5 {
          "test.use"(%a, %b, %c, %d) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}
