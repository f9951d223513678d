// PIPELINE: --scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,4 --split-input-file
// scf-parallel-loop-tiling: innermost scf.parallel loops without
// reductions become an outer loop stepping by step * size and an inner
// loop over one tile (bounded by affine.min unless the constant trip count
// is a multiple of the size), the body using inner + outer.

// CHECK-LABEL: func.func @parallel_loop
// CHECK: %[[S0:.*]] = arith.muli %arg4, %c1 : index
// CHECK-NEXT: %[[S1:.*]] = arith.muli %arg5, %c4 : index
// CHECK-NEXT: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%arg0, %arg1) to (%arg2, %arg3) step (%[[S0]], %[[S1]]) {
// CHECK-NEXT: %[[B0:.*]] = affine.min #map(%[[S0]], %arg2, %[[I]])
// CHECK-NEXT: %[[B1:.*]] = affine.min #map(%[[S1]], %arg3, %[[J]])
// CHECK-NEXT: scf.parallel (%[[K:.*]], %[[L:.*]]) = (%c0, %c0) to (%[[B0]], %[[B1]]) step (%arg4, %arg5) {
// CHECK-NEXT: arith.addi %[[K]], %[[I]] : index
// CHECK-NEXT: arith.addi %[[L]], %[[J]] : index
func.func @parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index,
                    %arg3 : index, %arg4 : index, %arg5 : index,
                    %A: memref<?x?xf32>, %B: memref<?x?xf32>,
                    %C: memref<?x?xf32>, %result: memref<?x?xf32>) {
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %arg5) {
    %B_elem = memref.load %B[%i0, %i1] : memref<?x?xf32>
    %C_elem = memref.load %C[%i0, %i1] : memref<?x?xf32>
    %sum_elem = arith.addf %B_elem, %C_elem : f32
    memref.store %sum_elem, %result[%i0, %i1] : memref<?x?xf32>
  }
  return
}

// -----

func.func @static_loop_with_step() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c22 = arith.constant 22 : index
  %c24 = arith.constant 24 : index
  scf.parallel (%i0, %i1) = (%c0, %c0) to (%c22, %c24) step (%c3, %c3) {
  }
  return
}

// -----

func.func @tile_nested_innermost() {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    scf.parallel (%k, %l) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    }
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
  }
  return
}

// -----

func.func @tile_nested_in_non_ploop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.parallel (%k, %l) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
      }
    }
  }
  return
}

// -----

func.func @reduction(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
