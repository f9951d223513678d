// PIPELINE: --scf-parallel-loop-fusion --split-input-file
// scf-parallel-loop-fusion: adjacent scf.parallel loops with the same bound
// values fuse when what the second reads from the first's stores (and the
// other way round) is the same element; aliasing, nested parallel loops,
// other bounds and uses of the first loop's results in between keep them
// apart.

// A chain of three loops over two local buffers: each loop reads what the
// one before wrote at the same element, so all three fuse into one, the
// first loop's body first.
// CHECK-LABEL: func.func @fuse
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%c8) step (%c1) {
// CHECK-NEXT: %[[A:.*]] = memref.load %arg0[%[[I]]]
// CHECK-NEXT: memref.store %[[A]], %[[T:.*]][%[[I]]]
// CHECK-NEXT: %[[B:.*]] = memref.load %[[T]][%[[I]]]
// CHECK-NEXT: memref.store %[[B]], %[[O:.*]][%[[I]]]
// CHECK-NEXT: %[[C:.*]] = memref.load %[[O]][%[[I]]]
// CHECK-NEXT: %[[D:.*]] = arith.addf %[[C]], %[[C]]
// CHECK-NEXT: memref.store %[[D]], %[[T]][%[[I]]]
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @fuse(%A: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %tmp = memref.alloc() : memref<8xf32>
  %out = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %A[%i] : memref<8xf32>
    memref.store %a, %tmp[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
    %t = memref.load %tmp[%j] : memref<8xf32>
    memref.store %t, %out[%j] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%k) = (%c0) to (%c8) step (%c1) {
    %t = memref.load %out[%k] : memref<8xf32>
    %u = arith.addf %t, %t : f32
    memref.store %u, %tmp[%k] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// Subscripts computed by equivalent ops (i + 1 in both loops) are the
// same place: the first two loops fuse; the third reads element i, which
// the fused loop wrote at i + 1, and stays apart.
// CHECK-LABEL: func.func @shifted
// CHECK: scf.parallel
// CHECK: memref.store %{{.*}}, %[[T:.*]][%{{.*}}]
// CHECK: memref.load %[[T]]
// CHECK: scf.reduce
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
func.func @shifted(%A: memref<9xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %tmp = memref.alloc() : memref<9xf32>
  %out = memref.alloc() : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %A[%i] : memref<9xf32>
    %j = arith.addi %i, %c1 : index
    memref.store %a, %tmp[%j] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    %t = memref.load %tmp[%j] : memref<9xf32>
    memref.store %t, %out[%i] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %t = memref.load %tmp[%i] : memref<9xf32>
    memref.store %t, %out[%i] : memref<9xf32>
    scf.reduce
  }
  return
}

// -----

// An op with side effects between loops ends a chain; ops without them
// do not.
// CHECK-LABEL: func.func @between
// CHECK: arith.addf
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: memref.store %arg1
// CHECK-NEXT: memref.store %0
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %0, %alloc[%c0]
// CHECK-NEXT: scf.parallel
func.func @between(%A: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %tmp = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %x, %tmp[%i] : memref<8xf32>
    scf.reduce
  }
  %y = arith.addf %x, %x : f32
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %y, %tmp[%i] : memref<8xf32>
    scf.reduce
  }
  memref.store %y, %tmp[%c0] : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %y, %tmp[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// Reductions: the fused loop carries both, its terminator both regions.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[R:.*]]:2 = scf.parallel (%{{.*}}) = (%c0) to (%c8) step (%c1) init (%cst, %cst) -> (f32, f32)
// CHECK: scf.reduce(%{{.*}}, %{{.*}} : f32, f32)
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @reductions(%A: memref<8xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r1 = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %a = memref.load %A[%i] : memref<8xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %a = memref.load %A[%i] : memref<8xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.mulf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r1, %r2 : f32, f32
}

// -----

// Not fused: the first loop reads a function argument that the second
// writes to another argument, which may alias it.
// CHECK-LABEL: func.func @args_alias
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @args_alias(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %A[%i] : memref<8xf32>
    memref.store %a, %B[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %t = memref.load %C[%i] : memref<8xf32>
    memref.store %t, %A[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// Not fused: the first loop's result is used before the second loop.
// CHECK-LABEL: func.func @used_between
// CHECK: scf.parallel
// CHECK: arith.addf
// CHECK: scf.parallel
func.func @used_between(%A: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %a = memref.load %A[%i] : memref<8xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  %d = arith.addf %r, %r : f32
  %r2 = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%d) -> f32 {
    %a = memref.load %A[%i] : memref<8xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r2 : f32
}

// -----

// 2-D loops fuse; not loops with other bounds, nor a loop holding another
// scf.parallel; a loop accessing the diagonal has other bounds (1-D).
// CHECK-LABEL: func.func @two_d_and_nested
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c8, %c8)
// CHECK: memref.store
// CHECK: memref.store
// CHECK: scf.reduce
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c8, %arg1)
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c8)
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c8)
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c8)
func.func @two_d_and_nested(%A: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<8x8xf32>
  %u = memref.alloc() : memref<8x8xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %A[%i, %j] : memref<8x8xf32>
    memref.store %a, %t[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %t[%i, %j] : memref<8x8xf32>
    memref.store %a, %u[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %n) step (%c1, %c1) {
    %a = memref.load %t[%i, %j] : memref<8x8xf32>
    memref.store %a, %u[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      %a = memref.load %t[%i, %j] : memref<8x8xf32>
      memref.store %a, %u[%i, %j] : memref<8x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %a = memref.load %t[%i, %i] : memref<8x8xf32>
    memref.store %a, %u[%i, %i] : memref<8x8xf32>
    scf.reduce
  }
  return
}

// -----

// Not fused: the second loop reads the first's buffer transposed; the
// third reads a buffer it allocates itself.
// CHECK-LABEL: func.func @inner_buffer_and_transposed
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @inner_buffer_and_transposed(%A: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<8x8xf32>
  %u = memref.alloc() : memref<8x8xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %A[%i, %j] : memref<8x8xf32>
    memref.store %a, %t[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %t[%j, %i] : memref<8x8xf32>
    memref.store %a, %u[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %l = memref.alloca() : memref<1xf32>
    %a = memref.load %l[%c0] : memref<1xf32>
    memref.store %a, %u[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  return
}
