// PIPELINE: --loop-invariant-code-motion --allow-unregistered-dialect

// Pure ops using only values from outside move before the loop, innermost
// loops first, so `%w` leaves two loops. Divisions move only with a divisor
// known to be safe; an `scf.for` moves when its step is 1 and its body can
// move; `scf.if`, ops with unknown effects and ops using the induction
// variable stay. Both regions of `scf.while` are loop bodies.

// CHECK-LABEL: func.func @f(
// CHECK: %[[X:.*]] = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT: arith.divsi %arg3, %c3_i32 : i32
// CHECK-NEXT: arith.divui %arg3, %c3_i32 : i32
// CHECK-NEXT: arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT: arith.floordivsi %arg3, %c3_i32 : i32
// CHECK-NEXT: %[[W:.*]] = arith.addi %arg3, %[[X]] : i32
// CHECK-NEXT: scf.for %{{.*}} step %c1 iter_args
// CHECK-NEXT: arith.addi %{{.*}}, %[[W]] : i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: scf.for %{{.*}} step %arg2 iter_args
// CHECK-NEXT: arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT: arith.divsi %arg3, %c-1_i32 : i32
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: arith.addi %[[Y]], %{{.*}} : i32
// CHECK-NEXT: "test.load"
// CHECK-NEXT: scf.for %{{.*}} step %arg2 iter_args
// CHECK: scf.if %[[COND]] -> (i32) {
// CHECK: %[[T:.*]] = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %[[U:.*]] = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT: scf.while
// CHECK-NEXT: arith.cmpi slt, %{{.*}}, %[[T]] : i32
// CHECK: arith.addi %{{.*}}, %[[U]] : i32
// CHECK: %[[K:.*]] = arith.subi %arg3, %arg4 : i32
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: "test.store"(%[[K]],
func.func @f(%lb: index, %ub: index, %step: index, %a: i32, %b: i32, %m: memref<10xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> (i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %d = arith.divsi %a, %b : i32
    %d3 = arith.divsi %a, %c3 : i32
    %dm = arith.divsi %a, %cm1 : i32
    %du = arith.divui %a, %c3 : i32
    %rem = arith.remsi %a, %b : i32
    %fl = arith.floordivsi %a, %c3 : i32
    %ii = arith.index_cast %i : index to i32
    %z = arith.addi %y, %ii : i32
    %ld = "test.load"(%m, %c1) : (memref<10xi32>, index) -> i32
    %inner = scf.for %j = %lb to %ub step %c1 iter_args(%q = %c0) -> (i32) {
      %w = arith.addi %a, %x : i32
      %v = arith.addi %q, %w : i32
      scf.yield %v : i32
    }
    %inner2 = scf.for %j = %lb to %ub step %step iter_args(%q = %c0) -> (i32) {
      %v = arith.addi %q, %a : i32
      scf.yield %v : i32
    }
    %cond = arith.cmpi slt, %a, %b : i32
    %if = scf.if %cond -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %s1 = arith.addi %acc, %z : i32
    %s2 = arith.addi %s1, %d : i32
    %s3 = arith.addi %s2, %d3 : i32
    %s4 = arith.addi %s3, %dm : i32
    %s5 = arith.addi %s4, %du : i32
    %s6 = arith.addi %s5, %rem : i32
    %s7 = arith.addi %s6, %fl : i32
    %s8 = arith.addi %s7, %inner : i32
    %s9 = arith.addi %s8, %inner2 : i32
    %s10 = arith.addi %s9, %if : i32
    scf.yield %s10 : i32
  }
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    %t = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %arg, %t : i32
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %u = arith.muli %a, %b : i32
    %n = arith.addi %arg2, %u : i32
    scf.yield %n : i32
  }
  scf.parallel (%p) = (%lb) to (%ub) step (%step) {
    %k = arith.subi %a, %b : i32
    "test.store"(%k, %m, %p) : (i32, memref<10xi32>, index) -> ()
    scf.reduce
  }
  %sum = arith.addi %r, %w : i32
  return %sum : i32
}
