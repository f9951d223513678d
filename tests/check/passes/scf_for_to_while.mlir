// PIPELINE: --scf-for-to-while --split-input-file
// scf-for-to-while: each scf.for becomes an scf.while carrying the
// induction variable first; the increment starts the `after` region and is
// yielded first; discardable attributes move to the while; i32 loops,
// nested loops, zero-trip loops and loops that fold are converted alike.

// CHECK-LABEL: func.func @simple
// CHECK: %[[W:.*]] = scf.while (%[[I:.*]] = %c0) : (index) -> index {
// CHECK-NEXT: %[[C:.*]] = arith.cmpi slt, %[[I]], %arg1 : index
// CHECK-NEXT: scf.condition(%[[C]]) %[[I]] : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[J:.*]]: index):
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[J]], %c1 : index
// CHECK: scf.yield %[[N]] : index
func.func @simple(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %arg2 : i32
    memref.store %0, %arg0[%i] : memref<?xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @iter_args
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}} : index, f32, i64
// CHECK-NEXT: } attributes {some.attr = 3 : i32}
// CHECK-NEXT: return %0#1, %0#2 : f32, i64
func.func @iter_args(%lb: index, %ub: index, %step: index, %a: f32, %b: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (f32, i64) {
    %s = arith.addf %x, %x : f32
    %ii = arith.index_cast %i : index to i64
    %t = arith.addi %y, %ii : i64
    scf.yield %s, %t : f32, i64
  } {some.attr = 3 : i32}
  return %r#0, %r#1 : f32, i64
}

// -----

func.func @nested_i32(%n: i32, %m: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %c0) -> i32 : i32 {
    %in = scf.for %j = %i to %m step %c1 iter_args(%a = %acc) -> i32 : i32 {
      %s = arith.addi %a, %j : i32
      scf.yield %s : i32
    }
    scf.yield %in : i32
  }
  return %r : i32
}

// -----

func.func @zero_trip_and_fold(%arg0: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c4 to %c0 step %c1 {
    %0 = arith.addi %c1, %c4 : index
    memref.store %0, %arg0[%i] : memref<?xindex>
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %c0) -> index {
    scf.yield %x : index
  }
  memref.store %r, %arg0[%c0] : memref<?xindex>
  return
}
