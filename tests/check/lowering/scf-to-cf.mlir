// PIPELINE: --convert-scf-to-cf --split-input-file --allow-unregistered-dialect
// convert-scf-to-cf: each scf construct splits its block at the op and puts
// its regions between the halves, wired with cf branches, in mlir-opt-19's
// block order. Only scf ops are converted (and folded first: an scf.if on a
// negated condition swaps its regions).

// scf.for: a condition block with the induction variable and the carried
// values; the body steps the variable and branches back. Loop attributes
// are dropped, as upstream 19 drops them.
// CHECK-LABEL: func.func @for(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32){{$}}
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @for(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    %c = arith.addf %a, %a : f32
    scf.yield %c : f32
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>, some.attr = 1 : i32}
  return %r : f32
}

// -----

// Integer induction variables step and compare in their own type.
// CHECK-LABEL: func.func @for_i32(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_i32(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// -----

// scf.if without else branches to the continuation; with results, through
// a block whose arguments are the results.
// CHECK-LABEL: func.func @if(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.cond_br %arg0, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: cf.br ^bb8(%arg1 : f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: cf.br ^bb8(%0 : f32)
// CHECK-NEXT: ^bb8(%1: f32):  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @if(%c: i1, %x: f32) -> f32 {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// The fold of scf.if runs first: on `xori %c, true` it swaps its regions.
// CHECK-LABEL: func.func @if_negated(%arg0: i1) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %1 = arith.xori %true, %arg0 : i1
// CHECK-NEXT: cf.cond_br %1, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb6(%c1_i32 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.br ^bb6(%c2_i32 : i32)
// CHECK-NEXT: ^bb6(%2: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @if_negated(%c: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  %m = arith.xori %t, %c : i1
  %r = scf.if %m -> i32 {
    %k = arith.constant 1 : i32
    scf.yield %k : i32
  } else {
    %k = arith.constant 2 : i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

// Nested constructs: the outer one is lowered first, the inner ones then
// split the blocks it left.
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb10
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb7
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg0, %1 : index, i32)
// CHECK-NEXT: ^bb4(%3: index, %4: i32):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %6 = arith.addi %4, %4 : i32
// CHECK-NEXT: %7 = arith.addi %3, %arg2 : index
// CHECK-NEXT: cf.br ^bb4(%7, %6 : index, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb8(%4 : i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb8(%1 : i32)
// CHECK-NEXT: ^bb8(%8: i32):  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: "test.use"(%8) : (i32) -> ()
// CHECK-NEXT: %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%9, %8 : index, i32)
// CHECK-NEXT: ^bb10:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %st: index, %c: i1, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> i32 {
    %y = scf.if %c -> i32 {
      %s = scf.for %j = %lb to %ub step %st iter_args(%b = %a) -> i32 {
        %t = arith.addi %b, %b : i32
        scf.yield %t : i32
      }
      scf.yield %s : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%y) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// scf.while: the before blocks branch to the after blocks or out; a
// do-while (the after region forwards its arguments unchanged) loops on
// the before blocks; swapping the arguments is no do-while.
// CHECK-LABEL: func.func @while(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %2, %2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb4(%4: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg1 : i32
// CHECK-NEXT: cf.cond_br %5, ^bb4(%4 : i32), ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb6(%arg0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb6(%6: i32, %7: i32):  // 2 preds: ^bb5, ^bb7
// CHECK-NEXT: %8 = "test.cond"(%6) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %8, ^bb7(%6, %7 : i32, i32), ^bb8
// CHECK-NEXT: ^bb7(%9: i32, %10: i32):  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb6(%10, %9 : i32, i32)
// CHECK-NEXT: ^bb8:  // pred: ^bb6
// CHECK-NEXT: return %0, %4, %6 : i32, i32, i32
// CHECK-NEXT: }
func.func @while(%x: i32, %y: i32) -> (i32, i32, i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %y : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  %s = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %y : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %t:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r, %s, %t#0 : i32, i32, i32
}

// -----

// Conditionals inside both regions of a while.
// CHECK-LABEL: func.func @while_if(%arg0: i32, %arg1: i1) -> (i32, f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb4(%cst : f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb4(%cst_0 : f32)
// CHECK-NEXT: ^bb4(%1: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.cond_br %arg1, ^bb6(%0, %1 : i32, f32), ^bb9
// CHECK-NEXT: ^bb6(%2: i32, %3: f32):  // pred: ^bb5
// CHECK-NEXT: cf.cond_br %arg1, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: "test.a"(%3) : (f32) -> ()
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb9:  // pred: ^bb5
// CHECK-NEXT: return %0, %1 : i32, f32
// CHECK-NEXT: }
func.func @while_if(%x: i32, %c: i1) -> (i32, f32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %f = scf.if %c -> f32 {
      %z = arith.constant 1.0 : f32
      scf.yield %z : f32
    } else {
      %z = arith.constant 2.0 : f32
      scf.yield %z : f32
    }
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%b: i32, %g: f32):
    scf.if %c {
      "test.a"(%g) : (f32) -> ()
    }
    scf.yield %b : i32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// scf.execute_region: its blocks go between the halves; every scf.yield
// branches to the continuation, whose arguments are the results.
// CHECK-LABEL: func.func @execute_region(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // pred: ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb4, ^bb5(%0 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.br ^bb6(%c2_i32 : i32)
// CHECK-NEXT: ^bb5(%1: i32):  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb6(%1 : i32)
// CHECK-NEXT: ^bb6(%2: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = scf.execute_region -> i32 {
      %k = arith.constant 1 : i32
      scf.yield %k : i32
    }
    cf.cond_br %c, ^bb1, ^bb2(%a : i32)
  ^bb1:
    %k = arith.constant 2 : i32
    scf.yield %k : i32
  ^bb2(%v: i32):
    scf.yield %v : i32
  }
  scf.execute_region {
    "test.a"() : () -> ()
    scf.yield
  }
  return %r : i32
}

// -----

// scf.index_switch: a cf.switch on the index cast to i32 (case values are
// truncated to 32 bits), case blocks first, then the default one.
// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: i32) -> (i32, f32) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: %3 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %3 : i32, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb6(%cst : f32)
// CHECK-NEXT: ^bb6(%4: f32):  // pred: ^bb5
// CHECK-NEXT: %5 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %5 : i32, [
// CHECK-NEXT: default: ^bb9,
// CHECK-NEXT: 4294967295: ^bb7,
// CHECK-NEXT: 2: ^bb8
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb10
// CHECK-NEXT: ^bb8:  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb10
// CHECK-NEXT: ^bb9:  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb10
// CHECK-NEXT: ^bb10:  // 3 preds: ^bb7, ^bb8, ^bb9
// CHECK-NEXT: return %2, %4 : i32, f32
// CHECK-NEXT: }
func.func @index_switch(%i: index, %x: i32) -> (i32, f32) {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 5 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  %f = scf.index_switch %i -> f32
  default {
    %z = arith.constant 1.0 : f32
    scf.yield %z : f32
  }
  scf.index_switch %i
  case -1 {
    "test.a"() : () -> ()
    scf.yield
  }
  case 4294967298 {
    scf.yield
  }
  default {
    scf.yield
  }
  return %r, %f : i32, f32
}

// -----

// scf.parallel becomes a nest of scf.for, outermost first, carrying the
// reductions, whose regions are inlined in the innermost body.
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %8 = "test.v"(%0, %4) : (index, index) -> f32
// CHECK-NEXT: %9 = "test.w"() : () -> i32
// CHECK-NEXT: cf.br ^bb5(%arg0 : index)
// CHECK-NEXT: ^bb5(%10: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %11 = arith.cmpi slt, %10, %arg1 : index
// CHECK-NEXT: cf.cond_br %11, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: "test.inner"(%10) : (index) -> ()
// CHECK-NEXT: %12 = arith.addi %10, %arg2 : index
// CHECK-NEXT: cf.br ^bb5(%12 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %13 = arith.mulf %5, %8 : f32
// CHECK-NEXT: %14 = arith.maxsi %6, %9 : i32
// CHECK-NEXT: %15 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%15, %13, %14 : index, f32, i32)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %16 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%16, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
func.func @parallel(%lb: index, %ub: index, %st: index, %x: f32, %y: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x, %y) -> (f32, i32) {
    %v = "test.v"(%i, %j) : (index, index) -> f32
    %w = "test.w"() : () -> i32
    scf.parallel (%l) = (%lb) to (%ub) step (%st) {
      "test.inner"(%l) : (index) -> ()
      scf.reduce
    }
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// scf.forall without shared_outs becomes an scf.parallel (static bounds as
// constants, the mapping dropped with it), then loops.
// CHECK-LABEL: func.func @forall(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: cf.br ^bb5(%0 : index)
// CHECK-NEXT: ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg0 : index
// CHECK-NEXT: cf.cond_br %5, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: "test.a"(%0, %2, %4) : (index, index, index) -> ()
// CHECK-NEXT: %6 = arith.addi %4, %c3 : index
// CHECK-NEXT: cf.br ^bb5(%6 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %7 = arith.addi %2, %c1_1 : index
// CHECK-NEXT: cf.br ^bb3(%7 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %8 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%8 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall(%n: index) {
  scf.forall (%i, %j) in (%n, 8) {
    scf.forall (%k) = (%i) to (%n) step (3) {
      "test.a"(%i, %j, %k) : (index, index, index) -> ()
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

// Functions of nested modules are converted too.
module {
  module @inner {
    // CHECK-LABEL: func.func @inner(%arg0: i1) {
    // CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
    // CHECK-NEXT: ^bb1:  // pred: ^bb0
    // CHECK-NEXT: "test.a"() : () -> ()
    // CHECK-NEXT: cf.br ^bb2
    // CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    func.func @inner(%c: i1) {
      scf.if %c {
        "test.a"() : () -> ()
      }
      return
    }
  }
}

// -----

// Blocks not reachable from the entry are not converted, as upstream.
// CHECK-LABEL: func.func @unreachable(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unreachable(%c: i1) {
  cf.br ^bb2
^bb1:
  scf.if %c {
    "test.a"() : () -> ()
  }
  return
^bb2:
  return
}
