// PIPELINE: --affine-loop-unroll=unroll-factor=4 --split-input-file --allow-unregistered-dialect
// affine-loop-unroll by 4: copies of the body with bumped IVs, a cleanup
// loop when 4 does not divide the trip count (constant or symbolic),
// iteration arguments threaded through the copies; loops with fewer
// iterations than the factor, or needing a cleanup loop with a min upper
// bound, stay.

// CHECK-LABEL: func.func @divisible
// CHECK: affine.for %arg1 = 0 to 8 step 4 {
func.func @divisible(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @cleanup_constant
// CHECK-NEXT: affine.for %arg0 = 0 to 8 step 4 {
// CHECK-NEXT: "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: %1 = affine.apply #map1(%arg0)
// CHECK-NEXT: "test.use"(%1) : (index) -> ()
// CHECK-NEXT: %2 = affine.apply #map2(%arg0)
// CHECK-NEXT: "test.use"(%2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 8 to 10 {
// CHECK-NEXT: "test.use"(%arg0) : (index) -> ()
func.func @cleanup_constant() {
  affine.for %i = 0 to 10 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @cleanup_symbolic
// CHECK: affine.for %arg2 = 2 to #map{{[0-9]*}}()[%arg0] step 8 {
// CHECK: affine.for %arg2 = #map{{[0-9]*}}()[%arg0] to %arg0 step 2 {
func.func @cleanup_symbolic(%n: index, %m: memref<?xf32>) {
  affine.for %i = 2 to %n step 2 {
    %v = affine.load %m[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @iter_args
// CHECK: %0 = affine.for %arg1 = 0 to 8 step 4 iter_args(%arg2 = %cst) -> (f32) {
// CHECK: %[[A:.*]] = arith.addf %arg2
// CHECK: %[[B:.*]] = arith.addf %[[A]]
// CHECK: %[[C:.*]] = arith.addf %[[B]]
// CHECK: %[[D:.*]] = arith.addf %[[C]]
// CHECK: affine.yield %[[D]] : f32
// CHECK: affine.for %arg1 = 8 to 10 iter_args(%arg2 = %0) -> (f32) {
func.func @iter_args(%m: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Only the innermost loop unrolls; a trip count below the factor and a
// min upper bound needing a cleanup loop leave loops alone.
// CHECK-LABEL: func.func @not_unrolled
// CHECK: affine.for %arg1 = 0 to 3 {
// CHECK: affine.for %arg1 = 0 to min #map{{[0-9]*}}()[%arg0] {
func.func @not_unrolled(%n: index) {
  affine.for %i = 0 to 3 {
    "test.a"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    "test.b"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nest
// CHECK: affine.for %arg0 = 0 to 10 {
// CHECK-NEXT: affine.for %arg1 = 0 to 12 step 4 {
func.func @nest() {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 12 {
      "test.c"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
