// PIPELINE: --affine-loop-normalize --split-input-file --allow-unregistered-dialect
// affine-loop-normalize: loops start at 0 with step 1 and the body
// recomputes the original induction variable; loops with a max lower bound
// and already normalized loops are left alone.

// CHECK-DAG: #map7 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-DAG: #map6 = affine_map<(d0) -> (d0 + 5)>
// CHECK-DAG: #map5 = affine_map<()[s0] -> (s0, 4)>
// CHECK-DAG: #map4 = affine_map<(d0, d1) -> (d0 + d1 * 4 + 1)>
// CHECK-DAG: #map3 = affine_map<(d0)[s0] -> (2, (-d0 + s0 - 1) ceildiv 4)>
// CHECK-DAG: #map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> ((-s0 + 100) ceildiv 2)>
// CHECK-DAG: #map = affine_map<(d0) -> (d0 * 3 + 2)>
// CHECK-LABEL: func.func @norm(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 3 {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: "test.a"(%1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT: "test.b"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to #map1()[%arg0] {
// CHECK-NEXT: %1 = affine.apply #map2(%arg2)[%arg0]
// CHECK-NEXT: affine.for %arg3 = 0 to min #map3(%1)[%arg0] {
// CHECK-NEXT: %2 = affine.apply #map4(%1, %arg3)
// CHECK-NEXT: "test.c"(%1, %2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = max #map5()[%arg0] to 100 {
// CHECK-NEXT: "test.d"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 1 {
// CHECK-NEXT: %1 = affine.apply #map6(%arg2)
// CHECK-NEXT: "test.e"(%1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.apply #map7(%arg2)
// CHECK-NEXT: %2 = "test.f"(%1, %arg3) : (index, f32) -> f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: "test.g"(%0) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @norm(%n: index, %m: memref<?xf32>) {
  affine.for %i = 2 to 10 step 3 {
    "test.a"(%i) : (index) -> ()
  }
  affine.for %i = 0 to %n {
    "test.b"(%i) : (index) -> ()
  }
  affine.for %i = %n to 100 step 2 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] step 4 {
      "test.c"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = max affine_map<()[s0] -> (s0, 4)>()[%n] to 100 {
    "test.d"(%i) : (index) -> ()
  }
  affine.for %i = 5 to 6 {
    "test.e"(%i) : (index) -> ()
  }
  %c = arith.constant 0.0 : f32
  %r = affine.for %i = 1 to 9 step 2 iter_args(%a = %c) -> f32 {
    %x = "test.f"(%i, %a) : (index, f32) -> f32
    affine.yield %x : f32
  }
  "test.g"(%r) : (f32) -> ()
  return
}

// -----

// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0 + d1 * 2)>
// CHECK-DAG: #map = affine_map<(d0, d1) -> (d1 * 3 + 2)>
// CHECK-LABEL: func.func @par(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (3, (-symbol(%arg0) + 100) ceildiv 2) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0, %arg2)
// CHECK-NEXT: %1 = affine.apply #map1(%arg0, %arg3)
// CHECK-NEXT: "test.a"(%0, %1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (%arg0) {
// CHECK-NEXT: "test.b"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (max(0, %arg0)) to (10) step (2) {
// CHECK-NEXT: "test.c"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @par(%n: index, %m: memref<?x?xf32>) {
  affine.parallel (%i, %j) = (2, %n) to (10, 100) step (3, 2) {
    "test.a"(%i, %j) : (index, index) -> ()
  }
  affine.parallel (%i) = (0) to (%n) {
    "test.b"(%i) : (index) -> ()
  }
  affine.parallel (%i) = (max(0, %n)) to (10) step (2) {
    "test.c"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-DAG: #map1 = affine_map<(d0)[s0] -> (d0 * 4 + s0 * 2)>
// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @single(%arg0: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 1 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.apply #map(%arg1)[%arg0]
// CHECK-NEXT: %2 = "test.d"(%1, %arg2) : (index, f32) -> f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 1 {
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)[%arg0]
// CHECK-NEXT: "test.e"(%1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 2 {
// CHECK-NEXT: "test.f"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 0 to 1 {
// CHECK-NEXT: %1 = affine.apply #map2(%arg1)
// CHECK-NEXT: affine.for %arg2 = 0 to 1 {
// CHECK-NEXT: "test.g"(%1, %arg2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @single(%n: index) -> f32 {
  %cst = arith.constant 1.0 : f32
  %r = affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 1)>(%n) iter_args(%a = %cst) -> f32 {
    %x = "test.d"(%i, %a) : (index, f32) -> f32
    affine.yield %x : f32
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to affine_map<()[s0] -> (s0 * 2 + 3)>()[%n] step 4 {
    "test.e"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 2 {
    "test.f"(%i) : (index) -> ()
  }
  affine.for %i = 3 to 4 {
    affine.for %j = 0 to 1 {
      "test.g"(%i, %j) : (index, index) -> ()
    }
  }
  return %r : f32
}
