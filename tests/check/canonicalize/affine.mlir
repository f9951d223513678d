// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect
// Folding and canonicalization of the affine dialect: map composition,
// constant folding, operand canonicalization, min/max, loop bounds, if,
// memref.cast folding into memory accesses.

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1 + 2)>
// CHECK-LABEL: func.func @compose(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @compose(%i: index, %j: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%0, %j)
  return %1 : index
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK-LABEL: func.func @const(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: return %0, %c12 : index, index
// CHECK-NEXT: }
func.func @const(%i: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %c3)
  %1 = affine.apply affine_map<(d0) -> (d0 * 4)>(%c3)
  return %0, %1 : index, index
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-LABEL: func.func @dup(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @dup(%i: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (d0 + d1 + s0)>(%i, %i)[%n, %n]
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @ident(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @ident(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)
  return %0 : index
}

// -----

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 3)>
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)[%arg0]
// CHECK-NEXT: "test.use"(%0, %arg0) : (index, index) -> ()
// CHECK-NEXT: %1 = affine.load %arg1[%arg2 * 2 + symbol(%arg0) * 3] : memref<?xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg2 + symbol(%arg0) + 1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop(%n: index, %m: memref<?xf32>) {
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%0)[%n]
    %2 = affine.apply affine_map<(d0) -> (d0)>(%n)
    "test.use"(%1, %2) : (index, index) -> ()
    %v = affine.load %m[%1] : memref<?xf32>
    affine.store %v, %m[%0 + 1] : memref<?xf32>
  }
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @demote(%arg0: memref<?xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @demote(%m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
    "test.use"(%0) : (index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #map = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-LABEL: func.func @bounds() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg0 = 0 to 16 {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: "test.use"(%c0, %arg0, %0) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bounds() {
  affine.for %i = 0 to 16 {
    %0 = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
    %2 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #map3 = affine_map<()[s0, s1] -> (3, 4, s1 + 1, s0)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #map = affine_map<()[s0] -> (5, s0)>
// CHECK-LABEL: func.func @minmax(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.min #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %2 = affine.min #map2()[%arg1, %arg2]
// CHECK-NEXT: %3 = affine.max #map3()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3, %c3 : index, index, index, index, index
// CHECK-NEXT: }
func.func @minmax(%i: index, %j: index, %n: index) -> (index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%i, %c5)
  %1 = affine.max affine_map<(d0) -> (d0 + 2)>(%i)
  %2 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%n]
  %3 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%2)[%j]
  %4 = affine.max affine_map<(d0, d1) -> (d1 + 1, d0, 4, 3)>(%i, %j)
  %5 = affine.min affine_map<() -> (7, 3, 9)>()
  return %0, %1, %3, %4, %5 : index, index, index, index, index
}

// -----

// CHECK-DAG: #map1 = affine_map<(d0)[s0] -> (s0, d0)>
// CHECK-DAG: #map = affine_map<(d0) -> (8, d0)>
// CHECK-LABEL: func.func @minbounds(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: %0 = affine.min #map(%arg1)
// CHECK-NEXT: %1 = affine.max #map(%arg1)
// CHECK-NEXT: %2 = affine.min #map1(%arg1)[%arg0]
// CHECK-NEXT: "test.use"(%0, %1, %2) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @minbounds(%n: index) {
  affine.for %i = 0 to 4 {
    %0 = affine.min affine_map<(d0) -> (d0, 8)>(%i)
    %1 = affine.max affine_map<(d0) -> (d0, 8)>(%i)
    %2 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 11, 100)>
// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 3, s0, s0 + 3)>
// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: memref<?xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: "test.a"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 5 to 5 {
// CHECK-NEXT: "test.b"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 1 {
// CHECK-NEXT: "test.c"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to %arg0 iter_args(%arg3 = %cst, %arg4 = %cst) -> (f32, f32) {
// CHECK-NEXT: %2 = "test.e"(%arg3) : (f32) -> f32
// CHECK-NEXT: affine.yield %2, %arg4 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = max #map()[%arg0] to min #map1()[%arg0] {
// CHECK-NEXT: "test.f"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.for %arg3 = 20 to 30 {
// CHECK-NEXT: "test.g"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0#1, %cst : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @loops(%n: index, %m: memref<?xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to %c4 {
    "test.a"(%i) : (index) -> ()
  }
  affine.for %i = 5 to 5 {
    "test.b"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 1 {
    "test.c"(%i) : (index) -> ()
  }
  %r = affine.for %i = 0 to 0 iter_args(%a = %cst) -> f32 {
    %x = "test.d"(%a) : (f32) -> f32
    affine.yield %x : f32
  }
  %r2:2 = affine.for %i = 0 to %n iter_args(%a = %cst, %b = %r) -> (f32, f32) {
    %x = "test.e"(%a) : (f32) -> f32
    affine.yield %x, %b : f32, f32
  }
  %r3 = affine.for %i = 0 to %n iter_args(%a = %cst) -> f32 {
    affine.yield %a : f32
  }
  %t = affine.apply affine_map<(d0) -> (d0 + 3)>(%n)
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0, d0)>(%t)[%n] to min affine_map<(d0) -> (d0 + 8, 100)>(%t) {
    "test.f"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 20)>(%i) to 30 {
      "test.g"(%j) : (index) -> ()
    }
  }
  %q = arith.addf %r2#1, %r3 : f32
  return %q : f32
}

// -----

// CHECK-DAG: #set3 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-DAG: #set2 = affine_set<() : (-2 >= 0)>
// CHECK-DAG: #set1 = affine_set<() : (0 >= 0)>
// CHECK-DAG: #set = affine_set<(d0) : (d0 * 2 - 3 >= 0, d0 * 2 - 1 == 0)>
// CHECK-LABEL: func.func @ifs(%arg0: index, %arg1: memref<?xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.if #set(%arg2) {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1() {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set2() {
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "test.f"() : () -> ()
// CHECK-NEXT: "test.g"() : () -> ()
// CHECK-NEXT: %0 = affine.if #set3()[%arg0] -> f32 {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = "test.i"() : () -> f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set3()[%arg0] {
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.j"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.if #set3()[%arg0] -> f32 {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @ifs(%n: index, %m: memref<?xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 1 == 0)>(%a)[%c3] {
      "test.a"() : () -> ()
    } else {
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %i) {
      "test.b"() : () -> ()
    }
    affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%c3] {
      "test.c"() : () -> ()
    }
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.d"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.e"() : () -> ()
  } else {
    "test.f"() : () -> ()
  }
  affine.if affine_set<() : (0 == 0)>() {
    "test.g"() : () -> ()
  } else {
    "test.h"() : () -> ()
  }
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %cst : f32
  } else {
    %x = "test.i"() : () -> f32
    affine.yield %x : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  } else {
    "test.j"() : () -> ()
  }
  %u = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %cst : f32
  } else {
    affine.yield %cst : f32
  }
  %q = arith.addf %r, %u : f32
  return %q : f32
}

// -----

// CHECK-LABEL: func.func @delin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%arg1, %c1, %arg2) : index, index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (%c1, %c1) : index, index
// CHECK-NEXT: %2 = affine.delinearize_index %arg0 into (%arg1) : index
// CHECK-NEXT: return %0#0, %0#1, %0#2, %1#0, %1#1, %2 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @delin(%idx: index, %a: index, %b: index) -> (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:3 = affine.delinearize_index %idx into (%a, %c1, %b) : index, index, index
  %1:2 = affine.delinearize_index %idx into (%c1, %c1) : index, index
  %2 = affine.delinearize_index %idx into (%a) : index
  return %0#0, %0#1, %0#2, %1#0, %1#1, %2 : index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @mem(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2 + symbol(%arg1), 2] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2 + symbol(%arg1) + 1, %arg2 + 2] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.vector_load %arg0[%arg2 + symbol(%arg1), 2] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %1, %arg0[2, %arg2 + symbol(%arg1)] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg2 + symbol(%arg1), 2], read, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mem(%m: memref<?x?xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %v = affine.load %m[%a, %c2] : memref<?x?xf32>
    affine.store %v, %m[%a + 1, %i + %c2] : memref<?x?xf32>
    %w = affine.vector_load %m[%a, %c2] : memref<?x?xf32>, vector<4xf32>
    affine.vector_store %w, %m[%c2, %a] : memref<?x?xf32>, vector<4xf32>
    affine.prefetch %m[%a, %c2], read, locality<3>, data : memref<?x?xf32>
  }
  %c = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  return
}

// -----

// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @nochange(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.min #map1()[%arg0, %arg1]
// CHECK-NEXT: affine.for %arg3 = 0 to 10 step 2 {
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg3 + 1] : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
func.func @nochange(%i: index, %j: index, %m: memref<?x?xf32>) -> (index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%i, %j]
  %1 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%i, %j]
  affine.for %k = 0 to 10 step 2 {
    %v = affine.load %m[%k, %k + 1] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return %0, %1 : index, index
}

// -----

// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 ceildiv 64)>
// CHECK-DAG: #map = affine_map<(d0) -> (d0 floordiv 4)>
// CHECK-LABEL: func.func @mod_step(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 64 step 4 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: "test.use"(%c0, %0, %c2, %1) : (index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mod_step(%m: memref<?xf32>) {
  affine.for %k = 0 to 64 step 4 {
    %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%k)
    %1 = affine.apply affine_map<(d0) -> ((d0 + 2) floordiv 4)>(%k)
    %2 = affine.apply affine_map<(d0) -> ((d0 + 2) mod 4)>(%k)
    %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 64)>(%k)
    "test.use"(%0, %1, %2, %3) : (index, index, index, index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> ((s1 * s0) * 3 + (s1 * s0) floordiv 2)>
// CHECK-LABEL: func.func @chain(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @chain(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%0)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3)>(%1, %0)
  return %2 : index
}

// -----

// CHECK-LABEL: func.func @maxfold() -> (index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: return %c8, %c7 : index, index
// CHECK-NEXT: }
func.func @maxfold() -> (index, index) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = affine.max affine_map<(d0)[s0] -> (d0, s0 + 1, 4)>(%c2)[%c7]
  %1 = affine.min affine_map<()[s0] -> (s0)>()[%c7]
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @minsym(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @minsym(%n: index) -> index {
  %0 = affine.min affine_map<()[s0] -> (s0)>()[%n]
  return %0 : index
}

// -----

// CHECK-DAG: #map1 = affine_map<(d0)[s0] -> (d0 * 4 + 4, s0)>
// CHECK-DAG: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-LABEL: func.func @bounds_iv(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT: affine.for %arg2 = #map(%arg1) to min #map1(%arg1)[%arg0] {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bounds_iv(%n: index) {
  affine.for %i = 0 to %n {
    %t = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%t)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @empty_loops(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0:2 = affine.for %arg3 = 0 to 3 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %arg2, %arg1, %0#1 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @empty_loops(%n: index, %x: f32, %y: f32) -> (f32, f32, f32, f32) {
  %r0:2 = affine.for %i = 0 to 3 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  %r1:2 = affine.for %i = 0 to 1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r0#0, %r1#0, %r1#1, %r0#1 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @empty_loop_outside(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = affine.for %arg3 = 0 to %arg0 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg2 : f32, f32
// CHECK-NEXT: }
func.func @empty_loop_outside(%n: index, %x: f32, %y: f32) -> (f32, f32) {
  %r0 = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  %r1 = affine.for %i = 0 to 5 iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  return %r0, %r1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @ifthen(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @ifthen(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.if affine_set<() : (0 == 0)>() -> index {
    affine.yield %n : index
  } else {
    affine.yield %c0 : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @iffalse(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
func.func @iffalse(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.if affine_set<(d0) : (1 == 0)>(%n) -> index {
    affine.yield %n : index
  } else {
    affine.yield %c0 : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @cast(%arg0: memref<4xf32>, %arg1: memref<1xi32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = affine.vector_load %cast[%arg2] : memref<?xf32>, vector<2xf32>
// CHECK-NEXT: affine.vector_store %1, %cast[%arg2] : memref<?xf32>, vector<2xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg2], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cast(%m: memref<4xf32>, %t: memref<1xi32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  affine.for %i = 0 to 4 {
    %v = affine.load %c[%i] : memref<?xf32>
    affine.store %v, %c[%i] : memref<?xf32>
    %w = affine.vector_load %c[%i] : memref<?xf32>, vector<2xf32>
    affine.vector_store %w, %c[%i] : memref<?xf32>, vector<2xf32>
    affine.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  }
  return
}
