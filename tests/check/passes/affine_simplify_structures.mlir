// PIPELINE: --affine-simplify-structures --split-input-file --allow-unregistered-dialect
// affine-simplify-structures: maps and integer sets are simplified (empty
// sets detected, constraints gcd-normalized and deduplicated), then the
// apply/for/if folders and patterns run on those ops only.

// CHECK-DAG: #set1 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0, d0 >= 0)>
// CHECK-DAG: #set = affine_set<(d0)[s0] : (d0 - 2 == 0, d0 - s0 >= 0)>
// CHECK-DAG: #map = affine_map<(d0) -> (d0 + 4)>
// CHECK-LABEL: func.func @s(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.if #set(%arg2)[%arg0] {
// CHECK-NEXT: "test.a"(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1(%arg2)[%arg0] {
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %arg1[%arg2 * 2] : memref<?xf32>
// CHECK-NEXT: "test.d"(%1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: "test.e"(%c7) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @s(%n: index, %m: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 1 + (d0 * 2) mod 2)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%c4]
    affine.if affine_set<(d0)[s0] : (d0 * 2 - 4 == 0, d0 - s0 >= 0, d0 - s0 >= 0)>(%i)[%n] {
      "test.a"(%b) : (index) -> ()
    }
    affine.if affine_set<(d0) : (d0 - 1 >= 0, -d0 >= 0)>(%i) {
      "test.b"() : () -> ()
    }
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0, d0 >= 0)>(%i)[%n] {
      "test.c"() : () -> ()
    }
    %v = affine.load %m[%i * 4 floordiv 2] : memref<?xf32>
    "test.d"(%v) : (f32) -> ()
  }
  %c = affine.apply affine_map<() -> (3 + 4)>()
  "test.e"(%c) : (index) -> ()
  return
}

// -----

// CHECK-DAG: #set = affine_set<()[s0] : (s0 - 1 >= 0)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0, d0)>
// CHECK-DAG: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @loops(%arg0: index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = #map(%arg1) to 16 {
// CHECK-NEXT: "test.a"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.min #map1(%arg0)
// CHECK-NEXT: "test.c"(%0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loops(%n: index) {
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to %c8 {
    affine.for %j = affine_map<(d0) -> (d0 * 2 floordiv 2)>(%i) to 16 {
      "test.a"(%i, %j) : (index, index) -> ()
    }
  }
  affine.if affine_set<()[s0] : (s0 * 3 - 3 >= 0, s0 - 1 >= 0)>()[%n] {
    "test.b"() : () -> ()
  }
  %m = affine.min affine_map<(d0) -> (d0 + 0, d0 * 1)>(%n)
  "test.c"(%m) : (index) -> ()
  return
}

// -----

// CHECK-DAG: #set = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-LABEL: func.func @unchanged(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %c1 : index
// CHECK-NEXT: }
func.func @unchanged(%n: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%n)[%n]
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%n) {
    "test.d"() : () -> ()
  }
  return %0 : index
}
