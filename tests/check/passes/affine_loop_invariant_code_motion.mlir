// PIPELINE: --affine-loop-invariant-code-motion --split-input-file --allow-unregistered-dialect
// affine-loop-invariant-code-motion: invariant ops, loads of memrefs not
// written in the loop and whole invariant inner loops move out; ops using
// the IV, an iteration argument or a value that stays do not.

// CHECK-LABEL: func.func @arith
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg1, %cst : f32
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: "test.use"(%1, %2) : (f32, i32) -> ()
// CHECK-NEXT: }
func.func @arith(%m: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 1.0 : f32
    %a = arith.addf %x, %c : f32
    %b = arith.mulf %a, %a : f32
    %k = arith.index_cast %i : index to i32
    "test.use"(%b, %k) : (f32, i32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @load_hoisted_without_store
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
func.func @load_hoisted_without_store(%a: memref<10xf32>, %b: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[0] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  return
}

// -----

// A store to the same memref in the loop keeps the load in.
// CHECK-LABEL: func.func @load_kept_with_store
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<10xf32>
func.func @load_kept_with_store(%a: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[0] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}

// -----

// An invariant store to a memref nothing else in the loop touches moves
// out (upstream does not check that the loop runs).
// CHECK-LABEL: func.func @invariant_store
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
func.func @invariant_store(%a: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %a[0] : memref<10xf32>
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// The inner loop does not use %i: it leaves the outer loop whole. The
// inner loop's invariant load left it first.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: }
func.func @nested(%a: memref<10xf32>, %b: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[0] : memref<10xf32>
      affine.store %v, %b[%j] : memref<10xf32>
    }
  }
  return
}

// -----

// Iteration arguments and the values computed from them stay; an
// affine.if using only invariant values moves out.
// CHECK-LABEL: func.func @iter_args_and_if
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.if #set()[%arg1] {
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK: %0 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg3, %arg0 : f32
// CHECK-NEXT: affine.yield %1 : f32
func.func @iter_args_and_if(%x: f32, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (f32) {
    affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] {
      %c = arith.constant 1.0 : f32
    }
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Ops with unknown side effects never move, nor do their users.
// CHECK-LABEL: func.func @side_effects
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = "test.unknown"() : () -> f32
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : f32
func.func @side_effects(%x: f32) {
  affine.for %i = 0 to 10 {
    %u = "test.unknown"() : () -> f32
    %v = arith.addf %u, %x : f32
    "test.use"(%v) : (f32) -> ()
  }
  return
}
