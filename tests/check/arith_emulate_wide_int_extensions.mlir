// PIPELINE: --arith-emulate-wide-int=widest-int-supported=32
// Where Strata's arith-emulate-wide-int goes further than mlir-opt-19's
// (this file is not run differentially):
// - subi: upstream MLIR 19 has no pattern for it and fails the pass;
//   Strata subtracts the halves with the borrow of the low ones.
// - ops of other dialects on wide values (scf.if here): upstream fails with
//   an unresolved materialization; Strata keeps them on i64 between
//   unrealized casts, which a later conversion or
//   reconcile-unrealized-casts resolves or reports.

// CHECK-LABEL: func.func @sub(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32>
// CHECK: %4 = arith.subi %0, %2 : i32
// CHECK-NEXT: %5 = arith.cmpi ult, %0, %2 : i32
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT: %7 = arith.subi %1, %6 : i32
// CHECK-NEXT: %8 = arith.subi %7, %3 : i32

// CHECK-LABEL: func.func @through_scf
// CHECK: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2xi32> to i64
// CHECK: scf.yield %0 : i64
// CHECK: %cst = arith.constant dense<[7, 0]> : vector<2xi32>
// CHECK: %2 = builtin.unrealized_conversion_cast %1 : i64 to vector<2xi32>
func.func @sub(%a: i64, %b: i64) -> i64 {
  %r = arith.subi %a, %b : i64
  return %r : i64
}
func.func @through_scf(%a: i64, %cond: i1) -> i64 {
  %r = scf.if %cond -> i64 {
    scf.yield %a : i64
  } else {
    %c = arith.constant 7 : i64
    scf.yield %c : i64
  }
  return %r : i64
}
