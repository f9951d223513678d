// PIPELINE: --scf-forall-to-for --split-input-file
// scf-forall-to-for: an scf.forall becomes an scf.for nest, outermost
// dimension first; static bounds become one new constant each (all lower
// bounds, then upper bounds, then steps), the mapping is dropped, nested
// foralls are converted innermost first.

// CHECK-LABEL: func.func @two_d
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %arg0 step %c1 {
// CHECK-NEXT: scf.for %[[J:.*]] = %c0_0 to %c8 step %c1_1 {
// CHECK-NEXT: memref.store %cst, %arg1[%[[I]], %[[J]]] : memref<?x8xf32>
func.func @two_d(%n: index, %m: memref<?x8xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (%n, 8) {
    memref.store %cst, %m[%i, %j] : memref<?x8xf32>
  }
  return
}

// -----

func.func @lbs_steps(%lb: index, %ub: index, %m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.forall (%i, %j) = (%lb, 2) to (%ub, 9) step (3, 2) {
    %k = arith.addi %i, %j : index
    memref.store %cst, %m[%k] : memref<?xf32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @nested(%m: memref<4x4xindex>) {
  scf.forall (%i) in (4) {
    scf.forall (%j) in (4) {
      %s = arith.addi %i, %j : index
      memref.store %s, %m[%i, %j] : memref<4x4xindex>
    }
  }
  return
}


// -----

func.func @dynamic_steps_3d(%a: index, %b: index, %s: index, %m: memref<?x?x?xindex>) {
  scf.forall (%i, %j, %k) = (0, %a, 1) to (%b, 10, 7) step (%s, 4, %s) {
    %x = arith.addi %i, %j : index
    memref.store %x, %m[%i, %j, %k] : memref<?x?x?xindex>
  }
  return
}

// -----

func.func @in_for(%n: index, %m: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    scf.forall (%j) in (%i) {
      memref.store %acc, %m[%j] : memref<?xindex>
    }
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  return %r : index
}

// -----

func.func @empty_body() {
  scf.forall (%i) in (3) {
  }
  return
}
