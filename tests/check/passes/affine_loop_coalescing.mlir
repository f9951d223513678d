// PIPELINE: --affine-loop-coalescing --split-input-file --allow-unregistered-dialect
// affine-loop-coalescing: bands of perfectly nested affine.for and scf.for
// loops whose bounds are defined above the band become one loop, the
// original variables recovered by division and remainder.

// Two affine loops from 0 with step 1: one loop to 4 * 6, the variables
// by floordiv and mod of the trip count of the inner loop.
// CHECK-LABEL: func.func @aff
// CHECK: %[[N:.*]] = affine.apply #{{.*}}()
// CHECK-NEXT: %[[M:.*]] = affine.apply #{{.*}}()
// CHECK-NEXT: %[[P:.*]] = affine.apply #{{.*}}(%[[N]])[%[[M]]]
// CHECK-NEXT: affine.for %[[IV:.*]] = 0 to %[[P]] {
// CHECK-NEXT: %[[J:.*]] = affine.apply #{{.*}}(%[[IV]])[%[[M]]]
// CHECK-NEXT: %[[I:.*]] = affine.apply #{{.*}}(%[[IV]])[%[[M]]]
// CHECK-NEXT: affine.load %arg0[%[[I]], %[[J]]]
// CHECK-NOT: affine.for
func.func @aff(%A: memref<4x6xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%i, %j] : memref<4x6xf32>
      affine.store %v, %A[%j floordiv 2, %i] : memref<4x6xf32>
    }
  }
  return
}

// -----

// Three affine loops, one bound an affine.min, one a symbol.
// CHECK-LABEL: func.func @aff3
// CHECK: affine.min
// CHECK: affine.for
// CHECK-NOT: affine.for
func.func @aff3(%A: memref<2x3x4xf32>, %n: index) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to min affine_map<()[s0] -> (3, s0)>()[%n] {
      affine.for %k = 0 to %n {
        %v = affine.load %A[%i, %j, %k] : memref<2x3x4xf32>
        "test.use"(%v, %i, %j, %k) : (f32, index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// Not coalesced: loops not from 0 or not of step 1; a loop with another op
// beside the inner loop only has its inner loop.
// CHECK-LABEL: func.func @aff_not_normalized
// CHECK: affine.for %{{.*}} = 1 to 8
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 step 2
// CHECK: affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 {
func.func @aff_not_normalized(%A: memref<8x8xf32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 8 step 2 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
    "test.other"() : () -> ()
  }
  return
}

// -----

// Iteration arguments keep affine loops apart.
// CHECK-LABEL: func.func @aff_iter
// CHECK: affine.for
// CHECK: affine.for
func.func @aff_iter(%x: f32) -> f32 {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> f32 {
    %r2 = affine.for %j = 0 to 4 iter_args(%b = %a) -> f32 {
      %v = arith.addf %b, %b : f32
      affine.yield %v : f32
    }
    affine.yield %r2 : f32
  }
  return %r : f32
}

// -----

// scf.for loops are normalized first: (7 - 3) iterations from 0, the
// variable 3 + k; a loop with one iteration gives its variable 0.
// CHECK-LABEL: func.func @scf3
// CHECK: %[[D:.*]] = arith.subi %arg1, %arg0 : index
// CHECK-NEXT: %[[N:.*]] = arith.ceildivsi %[[D]], %arg2 : index
// CHECK: scf.for
// CHECK: arith.remsi
// CHECK: arith.divsi
// CHECK-NOT: scf.for
func.func @scf3(%lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %c0 to %c1 step %c1 {
      scf.for %k = %c3 to %c7 step %c1 {
        "test.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// A chain of iteration arguments through the nest coalesces.
// CHECK-LABEL: func.func @scf_iter
// CHECK: scf.for %{{.*}} = %c0 to %{{.*}} step %c1 iter_args
// CHECK-NOT: scf.for
func.func @scf_iter(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> f32 {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> f32 {
      %v = arith.addf %b, %b : f32
      scf.yield %v : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}

// -----

// i32 loops: the new bounds are i32 constants.
// CHECK-LABEL: func.func @scf_i32
// CHECK: arith.ceildivsi
// CHECK: arith.muli
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32
func.func @scf_i32(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c1 to %n step %c2 : i32 {
      "test.use"(%i, %j) : (i32, i32) -> ()
    }
  }
  return
}

// -----

// A bound using an outer variable ends the band: the outer loop stays and
// the three loops in it coalesce, over i * 4 * 4 iterations.
// CHECK-LABEL: func.func @scf_dependent
// CHECK: scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[I]], %c4
// CHECK-NEXT: %[[Q:.*]] = arith.muli %[[P]], %c4
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[Q]] step %c1 {
// CHECK-NOT: scf.for
func.func @scf_dependent() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        scf.for %l = %c0 to %c4 step %c1 {
          "test.use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}

// -----

// scf loops with constant bounds and steps.
// CHECK-LABEL: func.func @scf
// CHECK: %[[P:.*]] = arith.muli %c4, %c3
// CHECK-NEXT: scf.for %[[IV:.*]] = %c0 to %[[P]] step %c1 {
// CHECK-NEXT: arith.remsi %[[IV]], %c3
// CHECK-NEXT: arith.divsi %[[IV]], %c3
func.func @scf(%A: memref<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c1 to %c6 step %c2 {
      %v = memref.load %A[%i, %j] : memref<4x6xf32>
      memref.store %v, %A[%i, %c0] : memref<4x6xf32>
    }
  }
  return
}
