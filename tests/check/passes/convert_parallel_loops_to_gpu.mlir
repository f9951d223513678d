// PIPELINE: --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --split-input-file

// A 1-D loop on the grid: the launch's x grid size is the trip count, the
// other sizes stay 1, the index comes from the block id.

// CHECK-DAG: #[[SIZE:.*]] = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK-DAG: #[[INDEX:.*]] = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-LABEL: func.func @one_d
// CHECK: arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[N:.*]] = affine.apply #[[SIZE]](%arg1)[%c0, %c1]
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[N]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK-NEXT: %[[I:.*]] = affine.apply #[[INDEX]](%[[BX]])[%c1, %c0]
// CHECK-NEXT: memref.store %{{.*}}, %arg0[%[[I]]]
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: } {SCFToGPU_visited}
func.func @one_d(%B: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %B[%i] : memref<?xf32>
  }
  return
}

// -----

// A nest: blocks from the outer loop, threads from the inner one, its
// fourth dimension a sequential loop; constants defined in the nest are
// copied before the launch for its sizes.

// CHECK-LABEL: func.func @nest
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: affine.apply #{{.*}}(%[[C4]])[%c0, %c1]
// CHECK: gpu.launch
// CHECK: scf.for %{{.*}} = %c0 to %arg2 step %c2 {
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator
func.func @nest(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %m) step (%c2, %c1) {
    %c4 = arith.constant 4 : index
    scf.parallel (%k, %l, %q, %r) = (%c0, %c0, %c0, %c0) to (%c4, %c4, %c4, %n) step (%c1, %c1, %c1, %c2) {
      %v = memref.load %A[%i, %j] : memref<?x?xf32>
      memref.store %v, %B[%k, %r] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Mappings written by hand: their maps and bounds compose with the index
// and trip count computations; a sequential dimension of the outer loop
// wraps the rest in an scf.for; a loop whose bound is computed in the nest
// can be sequential.

// CHECK-DAG: #[[GRID:.*]] = affine_map<(d0)[s0, s1] -> (((d0 - s0) ceildiv s1) ceildiv 4)>
// CHECK-DAG: #[[BLOCK:.*]] = affine_map<(d0)[s0, s1] -> (((d0 - s0) ceildiv s1) floordiv 2)>
// CHECK-DAG: #[[BY:.*]] = affine_map<(d0)[s0, s1] -> ((d0 * s0 + s1) * 4)>
// CHECK-DAG: #[[TX:.*]] = affine_map<(d0)[s0, s1] -> ((d0 * s0 + s1) * 2 + 1)>
// CHECK-LABEL: func.func @mapped
// CHECK: %[[G:.*]] = affine.apply #[[GRID]](%arg2)[%c1, %c3]
// CHECK: %[[T:.*]] = affine.apply #[[BLOCK]](%c8)[%c0, %c1]
// CHECK: gpu.launch blocks(%{{.*}}, %[[BY_ID:.*]], %{{.*}}) in (%{{.*}} = %c1_0, %{{.*}} = %[[G]], %{{.*}} = %c1_0) threads(%[[TX_ID:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[T]],
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %[[J:.*]] = affine.apply #[[BY]](%[[BY_ID]])[%c3, %c1]
// CHECK: %[[X:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT: %[[K:.*]] = affine.apply #[[TX]](%[[TX_ID]])[%c1, %c0]
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[X]], %[[K]] : index
// CHECK-NEXT: scf.for %[[L:.*]] = %c0 to %[[Y]] step %c1 {
// CHECK: memref.store %{{.*}}, %arg0[%[[Y]], %[[L]]]
func.func @mapped(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %m) step (%c1, %c3) {
    %c8 = arith.constant 8 : index
    %x = arith.addi %i, %j : index
    scf.parallel (%k) = (%c0) to (%c8) step (%c1) {
      %y = arith.addi %x, %k : index
      scf.parallel (%l) = (%c0) to (%y) step (%c1) {
        %f = arith.constant 1.0 : f32
        memref.store %f, %A[%y, %l] : memref<?x?xf32>
      } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0 * 2 + 1), bound = (d0) -> (d0 floordiv 2)>]}
  } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0 * 4), bound = (d0) -> (d0 ceildiv 4)>]}
  return
}
