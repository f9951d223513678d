// PIPELINE: --int-range-optimizations --split-input-file
// int-range-optimizations: values the integer range analysis pins to one
// value become constants; remainders that cannot wrap are dropped; the
// greedy driver then folds and erases what is dead.

// Bitwise masks, sums, comparisons, select, min and sign extension.
// CHECK-LABEL: func.func @straight_line
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %false = arith.constant false
// CHECK: return %{{.*}}, %false, %c0, %{{.*}}, %c4_i32 : i32, i1, index, i64, i32
func.func @straight_line(%a: i32, %c: i1) -> (i32, i1, index, i64, i32) {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c4 = arith.constant 4 : i32
  %x = arith.andi %a, %c10 : i32
  %y = arith.addi %x, %c4 : i32
  %cmp = arith.cmpi slt, %y, %c0 : i32
  %z = arith.select %c, %x, %y : i32
  %r = arith.remui %z, %c10 : i32
  %m = arith.minsi %y, %c4 : i32
  %e = arith.extsi %y : i32 to i64
  %lb = arith.constant 0 : index
  %ub = arith.constant 1 : index
  %st = arith.constant 1 : index
  %s = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  return %r, %cmp, %s, %e, %m : i32, i1, index, i64, i32
}

// -----

// Remainders and divisions of a remainder.
// CHECK-LABEL: func.func @remainders
// CHECK-DAG: %c0_i32 = arith.constant 0 : i32
// CHECK-DAG: %false = arith.constant false
// CHECK: %0 = arith.floordivsi %arg0, %c7_i32 : i32
// CHECK: return %c0_i32, %false, %0, %c100_i32
func.func @remainders(%a: i32) -> (i32, i1, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c100 = arith.constant 100 : i32
  %x = arith.remui %a, %c7 : i32
  %d = arith.divsi %x, %c7 : i32
  %q = arith.floordivsi %a, %c7 : i32
  %cmp = arith.cmpi sge, %x, %c7 : i32
  %m = arith.maxsi %x, %c100 : i32
  return %d, %cmp, %q, %m : i32, i1, i32, i32
}

// -----

// A remainder by a constant larger than its (non-negative) dividend is
// the dividend.
// CHECK-LABEL: func.func @trivial_rem
// CHECK-NOT: arith.remsi
// CHECK-NOT: arith.remui
// CHECK: return
func.func @trivial_rem(%a: i16) -> (i16, i16) {
  %c3 = arith.constant 3 : i16
  %c4 = arith.constant 4 : i16
  %c9 = arith.constant 9 : i16
  %x = arith.andi %a, %c3 : i16
  %r = arith.remsi %x, %c4 : i16
  %u = arith.remui %x, %c9 : i16
  return %r, %u : i16, i16
}

// -----

// The induction variable lies between the loop bounds: comparisons with
// the bounds fold inside the loop; a loop-carried sum may hold anything.
// CHECK-LABEL: func.func @loop_bounds
// CHECK: scf.for
// CHECK-NOT: arith.cmpi
// CHECK: scf.yield
func.func @loop_bounds(%m: memref<16xi1>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %c0) -> index {
    %lt = arith.cmpi ult, %i, %c16 : index
    %ge = arith.cmpi sge, %i, %c0 : index
    %both = arith.andi %lt, %ge : i1
    memref.store %both, %m[%i] : memref<16xi1>
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  return %r : index
}

// -----

// Both branches of an if yield values of one range; narrowing casts of
// known ranges; a wrapping i8 sum is not known.
// CHECK-LABEL: func.func @if_and_casts
// CHECK-DAG: %c5_i8 = arith.constant 5 : i8
// CHECK-DAG: %c3 = arith.constant 3 : index
// CHECK: arith.addi
// CHECK: return %c5_i8, %c3, %{{.*}} : i8, index, i8
func.func @if_and_casts(%c: i1, %a: i8) -> (i8, index, i8) {
  %c5 = arith.constant 5 : i32
  %v = scf.if %c -> i32 {
    scf.yield %c5 : i32
  } else {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c2, %c3 : i32
    scf.yield %s : i32
  }
  %t = arith.trunci %v : i32 to i8
  %i = arith.index_cast %t : i8 to index
  %c2i = arith.constant 2 : index
  %d = arith.subi %i, %c2i : index
  %c127 = arith.constant 127 : i8
  %or = arith.ori %a, %c127 : i8
  %w = arith.addi %or, %c127 : i8
  return %t, %d, %w : i8, index, i8
}

// -----

// Overflow flags saturate: with nuw, x + 1 for x >= 1 stays >= 2, so the
// comparison is known; without, it may wrap.
// CHECK-LABEL: func.func @overflow_flags
// CHECK-DAG: %true = arith.constant true
// CHECK: %[[S:.*]] = arith.addi %{{.*}}, %c1_i32 : i32
// CHECK: %[[C:.*]] = arith.cmpi uge, %[[S]], %c2_i32 : i32
// CHECK: return %true, %[[C]] : i1, i1
func.func @overflow_flags(%a: i32) -> (i1, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.ori %a, %c1 : i32
  %s = arith.addi %x, %c1 overflow<nuw> : i32
  %k = arith.cmpi uge, %s, %c2 : i32
  %t = arith.addi %x, %c1 : i32
  %l = arith.cmpi uge, %t, %c2 : i32
  return %k, %l : i1, i1
}

// -----

// Products of full 64-bit ranges may hold anything (the analysis does not
// overflow); a sum of small products is known.
// CHECK-LABEL: func.func @wide_products
// CHECK: %[[M:.*]] = arith.muli %arg0, %arg1 : i64
// CHECK: %[[C:.*]] = arith.cmpi ugt, %[[M]], %c1_i64 : i64
// CHECK: return %[[C]], %true : i1, i1
func.func @wide_products(%a: i64, %b: i64) -> (i1, i1) {
  %c1 = arith.constant 1 : i64
  %c255 = arith.constant 255 : i64
  %c65026 = arith.constant 65026 : i64
  %x = arith.muli %a, %b : i64
  %k = arith.cmpi ugt, %x, %c1 : i64
  %sa = arith.andi %a, %c255 : i64
  %sb = arith.andi %b, %c255 : i64
  %y = arith.muli %sa, %sb : i64
  %l = arith.cmpi ule, %y, %c65026 : i64
  return %k, %l : i1, i1
}
