// PIPELINE: --sccp --split-input-file --allow-unregistered-dialect

// Every value found constant is replaced by a new constant at the start of
// the entry block, the first created last; the ops left without uses and
// effects go, an unused result too. What depends on an argument stays.
// CHECK-LABEL: func.func @straight_line(%arg0: i32) -> (i32, i32)
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %c3_i32, %0 : i32, i32
// CHECK-NEXT: }
func.func @straight_line(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %unused = arith.muli %s, %c2 : i32
  %x = arith.addi %arg0, %c1 : i32
  return %s, %x : i32, i32
}

// -----

// Widths, floats, the index dialect and math: each folds with its own
// folder and materializes through its dialect (math through arith).
// CHECK-LABEL: func.func @types() -> (i8, i1, index, i16, f32, f64, f16, f32)
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0.010000000000000002 : f64
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_4 = arith.constant 3.500000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %idx6 = index.constant 6
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: return %c-128_i8, %false, %idx6, %c-1_i16, %cst_4, %cst_2, %cst_0, %cst_5 : i8, i1, index, i16, f32, f64, f16, f32
// CHECK-NEXT: }
func.func @types() -> (i8, i1, index, i16, f32, f64, f16, f32) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %c = arith.addi %a, %b : i8
  %f = arith.constant 5 : index
  %g = arith.cmpi ugt, %f, %f : index
  %h = index.constant 3
  %i = index.add %h, %h
  %d = arith.constant -1 : i64
  %j = arith.trunci %d : i64 to i16
  %k = arith.constant 1.5 : f32
  %l = arith.constant 2.0 : f32
  %m = arith.addf %k, %l : f32
  %n = arith.constant 0.1 : f64
  %o = arith.mulf %n, %n : f64
  %p = arith.constant 1.0 : f16
  %q = arith.negf %p : f16
  %r = arith.constant 4.0 : f32
  %s = math.sqrt %r : f32
  return %c, %g, %i, %j, %m, %o, %q, %s : i8, i1, index, i16, f32, f64, f16, f32
}

// -----

// Folds to an existing value take its lattice: x * 1 is x, unknown; x - x
// is 0 even though x is unknown. A shift by the width does not fold.
// CHECK-LABEL: func.func @fold_to_value(%arg0: i32) -> (i32, i32, i64)
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.shli %c64_i64, %c64_i64 : i64
// CHECK-NEXT: return %0, %c0_i32, %1 : i32, i32, i64
// CHECK-NEXT: }
func.func @fold_to_value(%arg0: i32) -> (i32, i32, i64) {
  %c1 = arith.constant 1 : i32
  %a = arith.muli %arg0, %c1 : i32
  %s = arith.subi %a, %a : i32
  %d = arith.constant 64 : i64
  %e = arith.shli %d, %d : i64
  return %a, %s, %e : i32, i32, i64
}

// -----

// A constant condition makes one successor live: its argument is the
// constant, the other block is left as it was, unreachable.
// CHECK-LABEL: func.func @cond_br_constant(%arg0: i32) -> i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%c2_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @cond_br_constant(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  %dead = arith.addi %b, %c1 : i32
  cf.br ^bb3(%dead : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// Arguments merge what live predecessors pass: equal constants stay a
// constant, different ones do not.
// CHECK-LABEL: func.func @merge(%arg0: i1) -> (i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%c1_i32, %c1_i32 : i32, i32), ^bb1(%c1_i32, %c2_i32 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %c1_i32, %1 : i32, i32
// CHECK-NEXT: }
func.func @merge(%arg0: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %d1 = arith.constant 1 : i32
  cf.cond_br %arg0, ^bb1(%c1, %c1 : i32, i32), ^bb1(%d1, %c2 : i32, i32)
^bb1(%a: i32, %b: i32):
  return %a, %b : i32, i32
}

// -----

// A back-edge carrying a new value makes the loop variable unknown; one
// carrying the same constant keeps it, and the exit test folds.
// CHECK-LABEL: func.func @loop_counts() -> i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c10_i32 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @loop_counts() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %cond = arith.cmpi slt, %i, %c10 : i32
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %n = arith.addi %i, %c1 : i32
  cf.br ^bb1(%n : i32)
^bb3:
  return %i : i32
}

// CHECK-LABEL: func.func @loop_invariant() -> i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.cond_br %true, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @loop_invariant() -> i32 {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^bb1(%c1 : i32)
^bb1(%i: i32):
  %m = arith.muli %i, %c1 : i32
  %cond = arith.cmpi slt, %m, %c10 : i32
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  cf.br ^bb1(%m : i32)
^bb3:
  return %i : i32
}

// -----

// cf.switch takes the case of a constant flag. Liveness is per edge
// between blocks: when the default goes to the same block as the case
// taken, its operands flow in too.
// CHECK-LABEL: func.func @switch(%arg0: i32) -> (i32, i32)
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.switch %c2_i32 : i32, [
// CHECK-NEXT: default: ^bb1(%c3_i32 : i32),
// CHECK-NEXT: 2: ^bb2(%c2_i32 : i32),
// CHECK-NEXT: 3: ^bb1(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.switch %c3_i32 : i32, [
// CHECK-NEXT: default: ^bb3(%arg0 : i32),
// CHECK-NEXT: 3: ^bb3(%c2_i32 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: return %c2_i32, %2 : i32, i32
// CHECK-NEXT: }
func.func @switch(%arg0: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%c3 : i32),
    2: ^bb2(%c2 : i32),
    3: ^bb1(%arg0 : i32)
  ]
^bb1(%a: i32):
  return %a, %a : i32, i32
^bb2(%b: i32):
  cf.switch %c3 : i32, [
    default: ^bb3(%arg0 : i32),
    3: ^bb3(%c2 : i32)
  ]
^bb3(%c: i32):
  return %b, %c : i32, i32
}

// -----

// scf.if on a constant runs one region; its result is what that region
// yields, and the op goes. On an unknown condition both regions run.
// CHECK-LABEL: func.func @scf_if(%arg0: i1) -> (i32, i32, i32)
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c10_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c5_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c5_i32, %0, %c7_i32 : i32, i32, i32
// CHECK-NEXT: }
func.func @scf_if(%arg0: i1) -> (i32, i32, i32) {
  %true = arith.constant true
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c5 : i32
  } else {
    scf.yield %c7 : i32
  }
  %s = scf.if %arg0 -> i32 {
    %z = arith.addi %c5, %c5 : i32
    scf.yield %z : i32
  } else {
    %z = arith.subi %c7, %c5 : i32
    %w = arith.addi %z, %c7 : i32
    scf.yield %c5 : i32
  }
  %t = scf.if %arg0 -> i32 {
    scf.yield %c7 : i32
  } else {
    scf.yield %c7 : i32
  }
  return %r, %s, %t : i32, i32, i32
}

// -----

// scf.for: an iter_arg that comes back unchanged is a constant, one that
// changes is not; the induction variable is unknown. Loop bounds are not
// evaluated: a loop that never runs still merges its yield.
// CHECK-LABEL: func.func @scf_for(%arg0: index, %arg1: index) -> (i32, i32, i32)
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %arg0 to %arg1 step %c1 iter_args(%arg3 = %c5_i32, %arg4 = %c7_i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg4, %c5_i32 : i32
// CHECK-NEXT: %3 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: "test.use"(%3) : (i32) -> ()
// CHECK-NEXT: scf.yield %c5_i32, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %c0 step %c1 iter_args(%arg3 = %c5_i32) -> (i32) {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c5_i32, %0#1, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @scf_for(%lb: index, %ub: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r:2 = scf.for %iv = %lb to %ub step %c1 iter_args(%a = %c5, %b = %c7) -> (i32, i32) {
    %x = arith.addi %b, %c5 : i32
    %y = arith.index_cast %iv : index to i32
    "test.use"(%y) : (i32) -> ()
    scf.yield %a, %x : i32, i32
  }
  %z = scf.for %iv = %c0 to %c0 step %c1 iter_args(%a = %c5) -> (i32) {
    scf.yield %c7 : i32
  }
  return %r#0, %r#1, %z : i32, i32, i32
}

// -----

// scf.while: a condition known false never enters the after region; the
// results are the initial values and the loop goes. Loop-carried values
// merge around both regions.
// CHECK-LABEL: func.func @scf_while(%arg0: i32) -> (i32, i32, i32)
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c1_i32, %arg2 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %c2_i32 : i32
// CHECK-NEXT: scf.condition(%1) %c1_i32, %arg2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %c1_i32, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32, %c1_i32, %0#1 : i32, i32, i32
// CHECK-NEXT: }
func.func @scf_while(%arg0: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %false = arith.constant false
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = arith.addi %x, %c1 : i32
    scf.yield %n : i32
  }
  %s:2 = scf.while (%a = %c1, %b = %arg0) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %b, %c2 : i32
    scf.condition(%cond) %a, %b : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = arith.addi %y, %c1 : i32
    scf.yield %x, %n : i32, i32
  }
  return %r, %s#0, %s#1 : i32, i32, i32
}

// -----

// A known true condition never leaves the loop: the results stay unknown
// to the analysis (uninitialized) and are left alone.
// CHECK-LABEL: func.func @scf_while_forever() -> i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg0 = %c1_i32) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%true) %c1_i32 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @scf_while_forever() -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %r = scf.while (%a = %c1) : (i32) -> i32 {
    scf.condition(%true) %a : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// scf.index_switch on a constant runs the matching case, or the default.
// CHECK-LABEL: func.func @index_switch(%arg0: index) -> (i32, i32, i32)
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %c5_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c5_i32, %c7_i32, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @index_switch(%arg0: index) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.index_switch %c1 -> i32
  case 1 {
    scf.yield %c5 : i32
  }
  default {
    scf.yield %c7 : i32
  }
  %s = scf.index_switch %c9 -> i32
  case 1 {
    scf.yield %c5 : i32
  }
  default {
    scf.yield %c7 : i32
  }
  %t = scf.index_switch %arg0 -> i32
  case 1 {
    scf.yield %c5 : i32
  }
  default {
    scf.yield %c7 : i32
  }
  return %r, %s, %t : i32, i32, i32
}

// -----

// affine.for with constant bounds knows whether its body runs and whether
// it runs once; other bounds merge the initial and yielded values.
// CHECK-LABEL: func.func @affine_for(%arg0: memref<10xi32>, %arg1: index) -> (i32, i32, i32, i32)
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = affine.for %arg2 = 3 to 10 step 7 iter_args(%arg3 = %c5_i32) -> (i32) {
// CHECK-NEXT: affine.store %c6_i32, %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT: affine.yield %c6_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %c5_i32) -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: affine.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.for %arg2 = 0 to %arg1 iter_args(%arg3 = %c5_i32) -> (i32) {
// CHECK-NEXT: affine.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c5_i32, %c6_i32, %1, %2 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @affine_for(%m: memref<10xi32>, %n: index) -> (i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %zero = affine.for %i = 10 to 3 iter_args(%a = %c5) -> i32 {
    %b = arith.addi %a, %c1 : i32
    affine.yield %b : i32
  }
  %once = affine.for %i = 3 to 10 step 7 iter_args(%a = %c5) -> i32 {
    %b = arith.addi %a, %c1 : i32
    affine.store %b, %m[%i] : memref<10xi32>
    affine.yield %b : i32
  }
  %many = affine.for %i = 0 to 4 iter_args(%a = %c5) -> i32 {
    %b = arith.addi %a, %c1 : i32
    affine.yield %b : i32
  }
  %sym = affine.for %i = 0 to %n iter_args(%a = %c5) -> i32 {
    affine.yield %c1 : i32
  }
  return %zero, %once, %many, %sym : i32, i32, i32, i32
}

// -----

// affine.if runs both regions (its condition is not evaluated).
// CHECK-LABEL: func.func @affine_if(%arg0: index) -> (i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = affine.if #set(%arg0) -> i32 {
// CHECK-NEXT: affine.yield %c1_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32, %0 : i32, i32
// CHECK-NEXT: }
func.func @affine_if(%i: index) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> i32 {
    affine.yield %c1 : i32
  } else {
    affine.yield %c1 : i32
  }
  %s = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> i32 {
    affine.yield %c1 : i32
  } else {
    affine.yield %c2 : i32
  }
  return %r, %s : i32, i32
}

// -----

// Ops whose regions SCCP cannot follow run all of them with unknown
// arguments; their results are unknown. Constants still fold inside.
// CHECK-LABEL: func.func @opaque_regions(%arg0: memref<10xi32>, %arg1: index) -> i32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: memref.store %c6_i32, %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%c0] : memref<10xi32> {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: memref.atomic_yield %c6_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %c9_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @opaque_regions(%m: memref<10xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = arith.addi %c3, %c3 : i32
    memref.store %x, %m[%i] : memref<10xi32>
    scf.reduce
  }
  %r = memref.generic_atomic_rmw %m[%c0] : memref<10xi32> {
  ^bb0(%cur: i32):
    %x = arith.addi %c3, %c3 : i32
    memref.atomic_yield %x : i32
  }
  %s = memref.alloca_scope -> i32 {
    %x = arith.muli %c3, %c3 : i32
    memref.alloca_scope.return %x : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// -----

// Unregistered ops do not fold. Constants used in the region of one are
// built in that region, as it may be isolated from above.
// CHECK-LABEL: func.func @unregistered() -> i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = "test.foo"(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %1 = "test.region"() ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: "test.term"(%c3_i32) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @unregistered() -> i32 {
  %c1 = arith.constant 1 : i32
  %u = "test.foo"(%c1) : (i32) -> i32
  %v = "test.region"() ({
  ^bb0(%a: i32):
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c2, %c1 : i32
    "test.term"(%s) : (i32) -> ()
  }) : () -> i32
  %w = arith.addi %u, %c1 : i32
  return %w : i32
}

// An unregistered terminator may go to any successor, with unknown
// arguments, even while its operands are unknown to the analysis.
// CHECK-LABEL: func.func private @never() -> i32
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func private @never() -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @unregistered_terminator() -> (i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @never() : () -> i32
// CHECK-NEXT: "foo.br"(%0, %c1_i32)[^bb1, ^bb2] : (i32, i32) -> ()
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %c2_i32, %1 : i32, i32
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT: return %2, %2 : i32, i32
// CHECK-NEXT: }
func.func @unregistered_terminator() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %n = call @never() : () -> i32
  "foo.br"(%n, %c1)[^bb1, ^bb2] : (i32, i32) -> ()
^bb1(%a: i32):
  %x = arith.addi %c1, %c1 : i32
  return %x, %a : i32, i32
^bb2(%b: i32):
  return %b, %b : i32, i32
}

// -----

// Arguments of a private function merge what its live calls pass; its
// returns flow to the results of every call. A private function only
// called from dead code is not looked at.
// CHECK-LABEL: func.func private @callee(%arg0: i32, %arg1: i32) -> (i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c2_i32, %arg1 : i32, i32
// CHECK-NEXT: }
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s, %b : i32, i32
}

// CHECK-LABEL: func.func private @only_dead(%arg0: i32) -> i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @only_dead(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @caller(%arg0: i32) -> (i32, i32, i32, i32)
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = call @callee(%c1_i32, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: %1:2 = call @callee(%c1_i32, %c2_i32) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = call @only_dead(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %2, %2, %2, %2 : i32, i32, i32, i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c2_i32, %0#1, %c2_i32, %1#1 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @caller(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %false = arith.constant false
  %r:2 = call @callee(%c1, %x) : (i32, i32) -> (i32, i32)
  %q:2 = call @callee(%c1, %c2) : (i32, i32) -> (i32, i32)
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %d = call @only_dead(%c1) : (i32) -> i32
  return %d, %d, %d, %d : i32, i32, i32, i32
^bb2:
  return %r#0, %r#1, %q#0, %q#1 : i32, i32, i32, i32
}

// -----

// A public function's arguments are unknown, but what it returns still
// reaches its callers. A declaration returns unknown values.
// CHECK-LABEL: func.func @public(%arg0: i32) -> (i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c2_i32, %arg0 : i32, i32
// CHECK-NEXT: }
func.func @public(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %c1, %c1 : i32
  return %s, %a : i32, i32
}

// CHECK-LABEL: func.func private @external(i32) -> i32
func.func private @external(i32) -> i32

// CHECK-LABEL: func.func @call_public() -> (i32, i32, i32)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = call @public(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT: %1 = call @external(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %c2_i32, %0#1, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @call_public() -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = call @public(%c1) : (i32) -> (i32, i32)
  %e = call @external(%c1) : (i32) -> i32
  return %r#0, %r#1, %e : i32, i32, i32
}

// -----

// Recursion: the recursive call is only reached on a path found dead; the
// uses of a constant in dead blocks are still replaced.
// CHECK-LABEL: func.func private @rec(%arg0: i32) -> i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = call @rec(%c0_i32) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @rec(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cond = arith.cmpi eq, %a, %c0 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %r = call @rec(%a) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @call_rec() -> i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = call @rec(%c0_i32) : (i32) -> i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @call_rec() -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @rec(%c0) : (i32) -> i32
  return %r : i32
}

// An accumulator passed along unchanged through recursion stays constant;
// the counter, merged with its decrement, does not.
// CHECK-LABEL: func.func private @accumulate(%arg0: i32, %arg1: i32) -> i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = call @accumulate(%1, %c7_i32) : (i32, i32) -> i32
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
func.func private @accumulate(%n: i32, %acc: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^bb1, ^bb2
^bb1:
  return %acc : i32
^bb2:
  %m = arith.subi %n, %c1 : i32
  %r = call @accumulate(%m, %acc) : (i32, i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @call_accumulate(%arg0: i32) -> i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = call @accumulate(%arg0, %c7_i32) : (i32, i32) -> i32
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
func.func @call_accumulate(%n: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = call @accumulate(%n, %c7) : (i32, i32) -> i32
  return %r : i32
}

// -----

// A function that never returns gives its calls no value: the branch on
// one takes neither way.
// CHECK-LABEL: func.func private @forever() -> i1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func private @forever() -> i1 {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @call_forever() -> i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @forever() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
func.func @call_forever() -> i32 {
  %c = call @forever() : () -> i1
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %c1, %c1 : i32
  return %x : i32
^bb2:
  return %c2 : i32
}

// -----

// Calls resolve in the nearest symbol table.
module @inner {
  // CHECK-LABEL: func.func private @p(%arg0: i32) -> i32
  // CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
  // CHECK-NEXT: return %c4_i32 : i32
  // CHECK-NEXT: }
  func.func private @p(%a: i32) -> i32 {
    return %a : i32
  }
  // CHECK-LABEL: func.func @q() -> i32
  // CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
  // CHECK-NEXT: %0 = call @p(%c4_i32) : (i32) -> i32
  // CHECK-NEXT: return %c4_i32 : i32
  // CHECK-NEXT: }
  func.func @q() -> i32 {
    %c4 = arith.constant 4 : i32
    %r = func.call @p(%c4) : (i32) -> i32
    return %r : i32
  }
}

// -----

// A function whose symbol is used other than by a call may be called from
// anywhere: its arguments are unknown. A function constant is a constant
// too, rebuilt first like the others; an indirect call's result is unknown.
// CHECK-LABEL: func.func private @taken(%arg0: i32) -> i32
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func private @taken(%a: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func @call_taken() -> (i32, i32)
// CHECK-NEXT: %f = constant @taken : (i32) -> i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @taken(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @call_taken() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %f = func.constant @taken : (i32) -> i32
  %r = call @taken(%c1) : (i32) -> i32
  %s = call_indirect %f(%c1) : (i32) -> i32
  return %r, %s : i32, i32
}

// -----

// scf.execute_region declares no memory effects, so it stays even when its
// result is known. The constant of its dead block is left there.
// CHECK-LABEL: func.func @execute_region(%arg0: i1) -> (i32, i32)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%c3_i32 : i32), ^bb2
// CHECK-NEXT: ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT: scf.yield %c3_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %c3_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32, %c3_i32 : i32, i32
// CHECK-NEXT: }
func.func @execute_region(%arg0: i1) -> (i32, i32) {
  %r = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:
    scf.yield %c1 : i32
  ^bb2:
    %c2 = arith.constant 2 : i32
    scf.yield %c2 : i32
  }
  %s = scf.execute_region -> i32 {
    %c3 = arith.constant 3 : i32
    cf.cond_br %arg0, ^bb1(%c3 : i32), ^bb2
  ^bb1(%a: i32):
    scf.yield %a : i32
  ^bb2:
    %x = arith.subi %c3, %c3 : i32
    %y = arith.addi %x, %c3 : i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}
