// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// scf canonicalization patterns; each case checks mlir-opt-19's output line by line.

// CHECK-LABEL: func.func @if_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.then"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %x = "foo.then"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.else"(%arg1) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> (i32) {
    scf.yield %a : i32
  } else {
    %y = "foo.else"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_false_no_else() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_false_no_else() {
  %f = arith.constant false
  scf.if %f {
    "foo.then"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_empty(%arg0: i1) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_empty(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "foo.then"() : () -> ()
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_unused_results(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_unused_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    "foo.then"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    "foo.else"() : () -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}

// -----

// CHECK-LABEL: func.func @if_same_yield(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0 : i32, i32
// CHECK-NEXT: }
func.func @if_same_yield(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "foo.then"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    "foo.else"() : () -> ()
    scf.yield %a, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @for_zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @for_zero_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "foo.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_single_trip(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "foo.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @for_single_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%x = %a) -> (i32) {
    %y = "foo.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// A single trip yielding its iter_args swapped: the results are the inits,
// not the region's (erased) block arguments. Found by the random-program
// differential test.
// CHECK-LABEL: func.func @for_single_trip_yields_iter_args(%arg0: f64, %arg1: f64) -> (f64, f64) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: return %cst, %arg0 : f64, f64
// CHECK-NEXT: }
func.func @for_single_trip_yields_iter_args(%a: f64, %b: f64) -> (f64, f64) {
  %lb = arith.constant 2 : index
  %ub = arith.constant 3 : index
  %st = arith.constant 3 : index
  %r0, %r1 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f64, f64) {
    %c = arith.constant 1.0 : f64
    scf.yield %c, %x : f64, f64
  }
  return %r0, %r1 : f64, f64
}

// -----

// CHECK-LABEL: func.func @for_same_bounds(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @for_same_bounds(%lb: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> (i32) {
    %y = "foo.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_empty_body(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_empty_body(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_forwarded_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = "foo.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0 : i32, i32
// CHECK-NEXT: }
func.func @for_forwarded_iter_args(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "foo.op"(%y) : (i32) -> i32
    scf.yield %x, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @for_iter_arg_same_init(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "foo.op"(%arg5) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0 : i32, i32
// CHECK-NEXT: }
func.func @for_iter_arg_same_init(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %z = "foo.op"(%y) : (i32) -> i32
    scf.yield %x, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @for_yield_invariant(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: "foo.op"(%arg6) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @for_yield_invariant(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    "foo.op"(%x) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_only_yields_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
func.func @for_only_yields_iter_args(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @execute_region_inline(%arg0: i32) -> i32 {
// CHECK-NEXT: "foo.before"() : () -> ()
// CHECK-NEXT: %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: "foo.after"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_inline(%a: i32) -> i32 {
  "foo.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %y = "foo.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  "foo.after"(%r) : (i32) -> ()
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.one"() : () -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @index_switch_const(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    "foo.one"() : () -> ()
    scf.yield %b : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.default"() : () -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @index_switch_default(%a: i32, %b: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = scf.index_switch %c5 -> i32
  case 0 {
    scf.yield %b : i32
  }
  default {
    "foo.default"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
