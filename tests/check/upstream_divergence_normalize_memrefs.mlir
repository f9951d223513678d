// PIPELINE: --normalize-memrefs --split-input-file
// Where mlir-opt-19 --normalize-memrefs breaks a program, Strata keeps its
// meaning (this file is not run differentially).

// memref.load and memref.store get their subscripts through the layout
// map, one affine.apply per new subscript. Upstream only swaps the memref:
// here the loads and stores no longer verify ("incorrect number of indices
// for load, expected 3 but got 2"); with a layout keeping the rank they
// silently access another element.
// targets/tests/run/normalize_memrefs_loads.mlir runs such a program
// against upstream's run of its affine twin.
// CHECK-LABEL: func.func @loads_and_stores
// CHECK-SAME: (%arg0: memref<3x5x4xf32>, %arg1: index, %arg2: index)
// CHECK: %[[A:.*]] = affine.apply #{{.*}}()[%arg1, %arg2]
// CHECK-NEXT: %[[B:.*]] = affine.apply #{{.*}}()[%arg1, %arg2]
// CHECK-NEXT: %[[C:.*]] = affine.apply #{{.*}}()[%arg1, %arg2]
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%[[A]], %[[B]], %[[C]]] : memref<3x5x4xf32>
// CHECK: memref.store %[[V]], %arg0[%{{.*}}, %{{.*}}, %{{.*}}] : memref<3x5x4xf32>
#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
func.func @loads_and_stores(%A: memref<10x5xf32, #tile>, %i: index, %j: index) {
  %v = memref.load %A[%i, %j] : memref<10x5xf32, #tile>
  memref.store %v, %A[%j, %i] : memref<10x5xf32, #tile>
  return
}

// -----

// memref.dim is not normalizable: upstream gives it the size of the
// normalized buffer (10 here, for a memref of 8 elements).
// CHECK-LABEL: func.func @dim
// CHECK-SAME: (%arg0: memref<8xf32, #{{.*}}>) -> index
// CHECK: memref.dim %arg0, %c0 : memref<8xf32, #{{.*}}>
func.func @dim(%A: memref<8xf32, affine_map<(d0) -> (d0 + 2)>>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %A, %c0 : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>
  return %d : index
}

// -----

// memref.cast is not normalizable: upstream leaves a cast from the new
// type to the old layout, which does not verify.
// CHECK-LABEL: func.func @cast
// CHECK: memref.cast %arg0 : memref<8xf32, #{{.*}}> to memref<?xf32, #{{.*}}>
func.func @cast(%A: memref<8xf32, affine_map<(d0) -> (d0 + 2)>>) -> memref<?xf32, affine_map<(d0) -> (d0 + 2)>> {
  %c = memref.cast %A : memref<8xf32, affine_map<(d0) -> (d0 + 2)>> to memref<?xf32, affine_map<(d0) -> (d0 + 2)>>
  return %c : memref<?xf32, affine_map<(d0) -> (d0 + 2)>>
}

// -----

// A view with a layout passed to a call: the callee's argument would be
// normalized and the call's operand not (upstream leaves that call, which
// does not verify), so neither function is normalized.
// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%arg0: memref<4x4xf32, #{{.*}}>) -> f32
// CHECK-LABEL: func.func @passes_a_view
// CHECK: call @callee(%{{.*}}) : (memref<4x4xf32, #{{.*}}>) -> f32
#s = affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>
func.func @callee(%A: memref<4x4xf32, #s>) -> f32 {
  %v = affine.load %A[1, 1] : memref<4x4xf32, #s>
  return %v : f32
}
func.func @passes_a_view(%B: memref<40xf32>) -> f32 {
  %A = memref.reinterpret_cast %B to offset: [2], sizes: [4, 4], strides: [8, 1] : memref<40xf32> to memref<4x4xf32, #s>
  %v = call @callee(%A) : (memref<4x4xf32, #s>) -> f32
  return %v : f32
}
