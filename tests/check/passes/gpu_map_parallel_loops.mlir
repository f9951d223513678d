// PIPELINE: --gpu-map-parallel-loops --split-input-file

// The outermost loop of a nest goes to the grid, the loop directly in its
// body to the blocks, deeper loops and dimensions after the third run
// sequentially.

// CHECK-LABEL: func.func @nest
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) =
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @nest(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    scf.parallel (%k, %l, %p, %q) = (%c0, %c0, %c0, %c0) to (%c4, %c4, %c4, %c4) step (%c1, %c1, %c1, %c1) {
      scf.parallel (%a, %b, %c, %d) = (%c0, %c0, %c0, %c0) to (%c4, %c4, %c4, %c4) step (%c1, %c1, %c1, %c1) {
        memref.store %v, %A[%a, %q] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// A loop that has a mapping keeps it, and the loops in it stay unmapped; a
// loop nested other than directly in a parallel loop's body is not mapped;
// a loop in a sequential loop starts a nest of its own.

// CHECK-LABEL: func.func @kept
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0 * 2), bound = (d0) -> (d0 floordiv 2)>]}
// CHECK-NOT: mapping
// CHECK: return
func.func @kept(%A: memref<?xf32>, %n: index, %f: f32, %b: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %A[%j] : memref<?xf32>
    }
  } {mapping = [#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (2 * d0), bound = (d0) -> (d0 floordiv 2)>]}
  return
}

// CHECK-LABEL: func.func @indirect
// CHECK: scf.if
// CHECK-NOT: mapping
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x
// CHECK: scf.for
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x
func.func @indirect(%A: memref<?xf32>, %n: index, %f: f32, %b: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.if %b {
      scf.parallel (%j) = (%c0) to (%n) step (%c1) {
        memref.store %f, %A[%j] : memref<?xf32>
      }
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %A[%j] : memref<?xf32>
    }
  }
  return
}
