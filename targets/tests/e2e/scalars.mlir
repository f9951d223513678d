// Scalar kernels called from tests/e2e/scalars.c: division flavours, integer
// wrapping, NaN comparisons, switches, loops with block arguments, calls
// into C, index arithmetic and C math library calls.
func.func @floordivsi(%a: i32, %b: i32) -> i32 {
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
func.func @ceildivui(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}
func.func @divsi(%a: i32, %b: i32) -> i32 {
  %r = arith.divsi %a, %b : i32
  return %r : i32
}
func.func @remsi(%a: i32, %b: i32) -> i32 {
  %r = arith.remsi %a, %b : i32
  return %r : i32
}
func.func @divui(%a: i32, %b: i32) -> i32 {
  %r = arith.divui %a, %b : i32
  return %r : i32
}
func.func @remui(%a: i32, %b: i32) -> i32 {
  %r = arith.remui %a, %b : i32
  return %r : i32
}
func.func @wrap_i8(%a: i8, %b: i8) -> i8 {
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @mul_hi_i16(%a: i16, %b: i16) -> i16 {
  %x = arith.extsi %a : i16 to i32
  %y = arith.extsi %b : i16 to i32
  %p = arith.muli %x, %y : i32
  %c16 = arith.constant 16 : i32
  %h = arith.shrsi %p, %c16 : i32
  %r = arith.trunci %h : i32 to i16
  return %r : i16
}
// Bit i is set when predicate i holds: oeq, one, ueq, une, olt, ult, ord, uno.
func.func @cmpf_bits(%a: f64, %b: f64) -> i32 {
  %p0 = arith.cmpf oeq, %a, %b : f64
  %p1 = arith.cmpf one, %a, %b : f64
  %p2 = arith.cmpf ueq, %a, %b : f64
  %p3 = arith.cmpf une, %a, %b : f64
  %p4 = arith.cmpf olt, %a, %b : f64
  %p5 = arith.cmpf ult, %a, %b : f64
  %p6 = arith.cmpf ord, %a, %b : f64
  %p7 = arith.cmpf uno, %a, %b : f64
  %b0 = arith.extui %p0 : i1 to i32
  %b1 = arith.extui %p1 : i1 to i32
  %b2 = arith.extui %p2 : i1 to i32
  %b3 = arith.extui %p3 : i1 to i32
  %b4 = arith.extui %p4 : i1 to i32
  %b5 = arith.extui %p5 : i1 to i32
  %b6 = arith.extui %p6 : i1 to i32
  %b7 = arith.extui %p7 : i1 to i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %s1 = arith.shli %b1, %c1 : i32
  %s2 = arith.shli %b2, %c2 : i32
  %s3 = arith.shli %b3, %c3 : i32
  %s4 = arith.shli %b4, %c4 : i32
  %s5 = arith.shli %b5, %c5 : i32
  %s6 = arith.shli %b6, %c6 : i32
  %s7 = arith.shli %b7, %c7 : i32
  %o1 = arith.ori %b0, %s1 : i32
  %o2 = arith.ori %o1, %s2 : i32
  %o3 = arith.ori %o2, %s3 : i32
  %o4 = arith.ori %o3, %s4 : i32
  %o5 = arith.ori %o4, %s5 : i32
  %o6 = arith.ori %o5, %s6 : i32
  %o7 = arith.ori %o6, %s7 : i32
  return %o7 : i32
}
func.func @switch_cases(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^other,
    1: ^one,
    -5: ^neg(%x : i32),
    1000: ^neg(%x : i32)
  ]
^one:
  %a = arith.constant 100 : i32
  return %a : i32
^neg(%v: i32):
  %c2 = arith.constant 2 : i32
  %m = arith.muli %v, %c2 : i32
  return %m : i32
^other:
  %z = arith.constant -1 : i32
  return %z : i32
}
// 1 + 2 + ... + n with a loop through block arguments.
func.func @sum_to(%n: i32) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1, %c0 : i32, i64)
^loop(%i: i32, %acc: i64):
  %done = arith.cmpi sgt, %i, %n : i32
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %w = arith.extsi %i : i32 to i64
  %next = arith.addi %acc, %w : i64
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^loop(%i1, %next : i32, i64)
^exit(%r: i64):
  return %r : i64
}
func.func private @c_square(i32) -> i32
func.func @call_c(%x: i32) -> i32 {
  %s = func.call @c_square(%x) : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %r = arith.addi %s, %c1 : i32
  return %r : i32
}
func.func @index_math(%a: i64, %b: i64) -> i64 {
  %x = arith.index_cast %a : i64 to index
  %y = index.casts %b : i64 to index
  %s = index.mul %x, %y
  %m = index.maxs %s, %x
  %r = arith.index_cast %m : index to i64
  return %r : i64
}
func.func @tanh_sqrt(%x: f64) -> f64 {
  %t = math.tanh %x : f64
  %s = math.sqrt %x : f64
  %r = arith.addf %t, %s : f64
  return %r : f64
}
