// STRATA-OPT: --scf-for-to-while
// Loops that scf-for-to-while turns into scf.while: a step that does not
// divide the range, a negative lower bound, a zero-trip loop, an i32 loop,
// iter_args and a nest whose inner bound is the outer induction variable.
// The converted program, run by Strata, prints what upstream prints for the
// original.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// sum(i * i) for i in [lb, ub) by step.
func.func @squares(%lb: index, %ub: index, %step: index) -> i64 {
  %z = arith.constant 0 : i64
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %n = arith.addi %acc, %sq : i64
    scf.yield %n : i64
  }
  return %r : i64
}

// sum over i in [0, n) step 3, j in [i, n) of (i + 2 * j), in i32, with a
// count of inner iterations carried alongside.
func.func @triangle(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.for %i = %c0 to %n step %c3 iter_args(%s = %c0, %k = %c0) -> (i32, i32) : i32 {
    %in:2 = scf.for %j = %i to %n step %c1 iter_args(%a = %s, %b = %k) -> (i32, i32) : i32 {
      %t = arith.muli %j, %c2 : i32
      %u = arith.addi %t, %i : i32
      %v = arith.addi %a, %u : i32
      %w = arith.addi %b, %c1 : i32
      scf.yield %v, %w : i32, i32
    }
    scf.yield %in#0, %in#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @main() {
  %cm5 = arith.constant -5 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c17 = arith.constant 17 : index
  %a = func.call @squares(%c0, %c10, %c1) : (index, index, index) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @squares(%c1, %c17, %c3) : (index, index, index) -> i64
  func.call @print(%b) : (i64) -> ()
  %c = func.call @squares(%cm5, %c4, %c4) : (index, index, index) -> i64
  func.call @print(%c) : (i64) -> ()
  %d = func.call @squares(%c10, %c3, %c1) : (index, index, index) -> i64
  func.call @print(%d) : (i64) -> ()
  %n = arith.constant 11 : i32
  %t:2 = func.call @triangle(%n) : (i32) -> (i32, i32)
  %t0 = arith.extsi %t#0 : i32 to i64
  %t1 = arith.extsi %t#1 : i32 to i64
  func.call @print(%t0) : (i64) -> ()
  func.call @print(%t1) : (i64) -> ()
  return
}
