// scf.for with iter_args, scf.while, scf.if, cf.switch and recursive calls,
// printed with the runtime's scalar printers.
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func private @printComma()

  // Sum of 0..n-1 with an scf.for carrying two values.
  func.func @sums(%n: index) -> (i64, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %sq = %z) -> (i64, i64) {
      %v = arith.index_cast %i : index to i64
      %s1 = arith.addi %s, %v : i64
      %v2 = arith.muli %v, %v : i64
      %sq1 = arith.addi %sq, %v2 : i64
      scf.yield %s1, %sq1 : i64, i64
    }
    return %r#0, %r#1 : i64, i64
  }

  // Collatz steps of n, with scf.while.
  func.func @collatz(%n: i64) -> i64 {
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %zero = arith.constant 0 : i64
    %r:2 = scf.while (%x = %n, %steps = %zero) : (i64, i64) -> (i64, i64) {
      %more = arith.cmpi ne, %x, %one : i64
      scf.condition(%more) %x, %steps : i64, i64
    } do {
    ^bb0(%x: i64, %steps: i64):
      %rem = arith.remui %x, %two : i64
      %even = arith.cmpi eq, %rem, %zero : i64
      %next = scf.if %even -> i64 {
        %h = arith.divui %x, %two : i64
        scf.yield %h : i64
      } else {
        %t = arith.muli %x, %three : i64
        %t1 = arith.addi %t, %one : i64
        scf.yield %t1 : i64
      }
      %s1 = arith.addi %steps, %one : i64
      scf.yield %next, %s1 : i64, i64
    }
    return %r#1 : i64
  }

  // A switch over small values, falling to a default.
  func.func @classify(%x: i32) -> i64 {
    cf.switch %x : i32, [
      default: ^other,
      0: ^zero,
      1: ^one,
      -1: ^minus
    ]
  ^zero:
    %a = arith.constant 100 : i64
    return %a : i64
  ^one:
    %b = arith.constant 101 : i64
    return %b : i64
  ^minus:
    %c = arith.constant 99 : i64
    return %c : i64
  ^other:
    %d = arith.extsi %x : i32 to i64
    %e = arith.constant 1000 : i64
    %f = arith.addi %d, %e : i64
    return %f : i64
  }

  func.func @fib(%n: i64) -> i64 {
    %two = arith.constant 2 : i64
    %one = arith.constant 1 : i64
    %small = arith.cmpi slt, %n, %two : i64
    cf.cond_br %small, ^base, ^rec
  ^base:
    return %n : i64
  ^rec:
    %a = arith.subi %n, %one : i64
    %b = arith.subi %n, %two : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    return %s : i64
  }

  func.func @main() {
    %c10 = arith.constant 10 : index
    %c1000 = arith.constant 1000 : index
    %s:2 = func.call @sums(%c10) : (index) -> (i64, i64)
    func.call @printI64(%s#0) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%s#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %t:2 = func.call @sums(%c1000) : (index) -> (i64, i64)
    func.call @printI64(%t#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c27 = arith.constant 27 : i64
    %k = func.call @collatz(%c27) : (i64) -> i64
    func.call @printI64(%k) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %lo = arith.constant -2 : i32
    %hi = arith.constant 3 : i32
    %one = arith.constant 1 : i32
    scf.for %x = %lo to %hi step %one : i32 {
      %v = func.call @classify(%x) : (i32) -> i64
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
    %c20 = arith.constant 20 : i64
    %f = func.call @fib(%c20) : (i64) -> i64
    func.call @printI64(%f) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}
