// The demo kernel: built with `strata compile`, linked with main.c.

// Steps of the Collatz sequence from n down to 1.
func.func @collatz_steps(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sgt, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %rem = arith.remsi %x, %c2 : i64
    %odd = arith.cmpi ne, %rem, %c0 : i64
    %next = scf.if %odd -> i64 {
      %t = arith.muli %x, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    } else {
      %h = arith.floordivsi %x, %c2 : i64
      scf.yield %h : i64
    }
    %s = arith.addi %steps, %c1 : i64
    scf.yield %next, %s : i64, i64
  }
  return %r#1 : i64
}

// sum_{i<n} sqrt(i) * exp(-i / n), a loop with a floating-point reduction.
func.func @damped_sum(%n: i32) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %nf = arith.sitofp %n : i32 to f64
  %ni = arith.index_cast %n : i32 to index
  %sum = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %zero) -> f64 {
    %ii = arith.index_cast %i : index to i64
    %x = arith.sitofp %ii : i64 to f64
    %r = math.sqrt %x : f64
    %q = arith.divf %x, %nf : f64
    %mq = arith.negf %q : f64
    %e = math.exp %mq : f64
    %t = arith.mulf %r, %e : f64
    %a = arith.addf %acc, %t : f64
    scf.yield %a : f64
  }
  return %sum : f64
}
