// STRATA-OPT: --scf-for-loop-range-folding
// Loops whose induction variable feeds an arith.addi or arith.muli with a
// loop-invariant value, which scf-for-loop-range-folding moves into the
// loop's range (nonzero lower bounds, a product then a sum, i32 and index
// loops): the folded program, run by Strata, prints what upstream prints
// for the original.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// sum over i in [lb, ub) step 3 of ((i * k) + 5) * 7, counting iterations.
func.func @scaled(%lb: index, %ub: index, %k: index) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %r:2 = scf.for %i = %lb to %ub step %c3 iter_args(%acc = %z, %cnt = %one) -> (i64, i64) {
    %0 = arith.muli %i, %k : index
    %1 = arith.addi %0, %c5 : index
    %2 = arith.muli %1, %c7 : index
    %v = arith.index_cast %2 : index to i64
    %n = arith.addi %acc, %v : i64
    %c = arith.addi %cnt, %one : i64
    scf.yield %n, %c : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// The same over i32.
func.func @shifted(%lb: i32, %ub: i32, %k: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %lb to %ub step %c2 iter_args(%acc = %lb) -> i32 : i32 {
    %0 = arith.addi %i, %k : i32
    %1 = arith.muli %0, %c2 : i32
    %n = arith.addi %acc, %1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %c30 = arith.constant 30 : index
  %a:2 = func.call @scaled(%c1, %c20, %c4) : (index, index, index) -> (i64, i64)
  func.call @print(%a#0) : (i64) -> ()
  func.call @print(%a#1) : (i64) -> ()
  %b:2 = func.call @scaled(%c4, %c30, %c1) : (index, index, index) -> (i64, i64)
  func.call @print(%b#0) : (i64) -> ()
  func.call @print(%b#1) : (i64) -> ()
  %l = arith.constant 3 : i32
  %u = arith.constant 17 : i32
  %k = arith.constant 5 : i32
  %s = func.call @shifted(%l, %u, %k) : (i32, i32, i32) -> i32
  %s64 = arith.extsi %s : i32 to i64
  func.call @print(%s64) : (i64) -> ()
  return
}
