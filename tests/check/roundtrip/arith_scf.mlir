// PIPELINE:

// Custom-form round trip: values are renamed as upstream names them, and the
// checks follow them through captures instead of spelling the names.

// CHECK-LABEL: func.func @add_mul(
// CHECK-SAME: %[[A:[a-z0-9]+]]: i32,
// CHECK-SAME: %[[B:[a-z0-9]+]]: i32) -> i32 {
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[SUM:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK: %[[PROD:.*]] = arith.muli %[[SUM]], %[[C7]] overflow<nsw> : i32
// CHECK-NEXT: return %[[PROD]] : i32
// CHECK-NEXT: }
func.func @add_mul(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c overflow<nsw> : i32
  return %1 : i32
}

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %[[LB:.*]]: index, %[[UB:.*]]: index, %[[X:.*]]: f32) -> f32 {
// CHECK: %[[STEP:.*]] = arith.constant 1 : index
// CHECK: %[[SUM:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[STEP]]
// CHECK-SAME: iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) {
// CHECK-NEXT: %[[NEXT:.*]] = arith.addf %[[ACC]], %[[X]] fastmath<fast> : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NOT: scf.yield %[[NEXT]]
// CHECK: %[[LT:.*]] = arith.cmpf olt, %[[SUM]], %[[X]] : f32
// CHECK: %[[SEL:.*]] = scf.if %[[LT]] -> (f32) {
// CHECK-NEXT: scf.yield %[[SUM]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[X]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[SEL]] : f32
func.func @loop(%lb: index, %ub: index, %x: f32) -> f32 {
  %st = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %n = arith.addf %acc, %x fastmath<fast> : f32
    scf.yield %n : f32
  }
  %c = arith.cmpf olt, %r, %x : f32
  %s = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    scf.yield %x : f32
  }
  return %s : f32
}

// CHECK-LABEL: func.func @branch(
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: {{^}} ^bb1: // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}}
// CHECK-EMPTY:
func.func @branch() {
  cf.br ^bb1
^bb1:
  return
}
